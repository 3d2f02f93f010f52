// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @f(%p: !llvm.ptr, %c: i1) -> i32 {
  %a = llvm.blockaddress <function = @f, tag = <id = 7>> : !llvm.ptr
  %s = llvm.select %c, %a, %p : i1, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.indirectbr %s : !llvm.ptr, [
  ^bb1(%one : i32),
  ^bb2
  ]
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.blocktag <id = 7>
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
