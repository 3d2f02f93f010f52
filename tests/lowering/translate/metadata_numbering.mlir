// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @g() attributes {passthrough = ["nounwind"]}
llvm.func @f(%p: !llvm.ptr, %x: i32, %c: i1) {
  llvm.store %x, %p {nontemporal} : i32, !llvm.ptr
  %0 = llvm.load %p {nontemporal} : !llvm.ptr -> i32
  llvm.call @g() {no_unwind} : () -> ()
  llvm.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  llvm.br ^bb2
^bb2:
  llvm.return
}
llvm.func @h() -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
^bb3:
  llvm.return %c : i32
}
