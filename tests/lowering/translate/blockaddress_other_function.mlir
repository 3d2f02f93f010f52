// RUN-DESCENT: translate --mlir-to-llvmir
// Block addresses of blocks of other functions (translated in parallel, resolved when the
// module is joined): in functions before and after the tagged one, in global
// initializers, inside constant expressions and aggregates, and with the same tag id in
// two functions. (LLVM's parser takes the address of a numeric label only before its
// function is defined, so the referenced functions come last.)
llvm.mlir.global private @g() : !llvm.ptr {
  %0 = llvm.blockaddress <function = @fn, tag = <id = 3>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal constant @table() : !llvm.array<3 x ptr> {
  %0 = llvm.blockaddress <function = @fn, tag = <id = 1>> : !llvm.ptr
  %1 = llvm.blockaddress <function = @fn, tag = <id = 3>> : !llvm.ptr
  %2 = llvm.blockaddress <function = @"quoted name", tag = <id = 1>> : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.array<3 x ptr>
  %a = llvm.insertvalue %0, %u[0] : !llvm.array<3 x ptr>
  %b = llvm.insertvalue %1, %a[1] : !llvm.array<3 x ptr>
  %c = llvm.insertvalue %2, %b[2] : !llvm.array<3 x ptr>
  llvm.return %c : !llvm.array<3 x ptr>
}
llvm.mlir.global internal @asint() : i64 {
  %0 = llvm.blockaddress <function = @fn, tag = <id = 3>> : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  llvm.return %1 : i64
}
llvm.func @user(%x: i1) -> i64 {
  %0 = llvm.blockaddress <function = @fn, tag = <id = 1>> : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.blockaddress <function = @user, tag = <id = 1>> : !llvm.ptr
  %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
  %4 = llvm.add %1, %3 : i64
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
  %s = llvm.insertvalue %0, %u[0] : !llvm.struct<(ptr, ptr)>
  %t = llvm.insertvalue %2, %s[1] : !llvm.struct<(ptr, ptr)>
  %p = llvm.alloca %4 x !llvm.struct<(ptr, ptr)> : (i64) -> !llvm.ptr
  llvm.store %t, %p : !llvm.struct<(ptr, ptr)>, !llvm.ptr
  llvm.cond_br %x, ^bb1, ^bb2
^bb1:
  llvm.br ^bb2
^bb2:
  llvm.blocktag <id = 1>
  llvm.return %4 : i64
}
llvm.func @"quoted name"() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @fn, tag = <id = 3>> : !llvm.ptr
  llvm.indirectbr %0 : !llvm.ptr, [
  ^bb1
  ]
^bb1:
  llvm.blocktag <id = 1>
  %1 = llvm.blockaddress <function = @"quoted name", tag = <id = 1>> : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
llvm.func @fn(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.blocktag <id = 1>
  llvm.br ^bb3
^bb2:
  llvm.blocktag <id = 3>
  llvm.br ^bb3
^bb3:
  llvm.return
}
