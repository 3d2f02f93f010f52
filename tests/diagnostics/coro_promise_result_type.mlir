llvm.func @f(%p : !llvm.ptr, %i : i32, %b : i1) {
  %0 = llvm.intr.coro.promise %p, %i, %b : (!llvm.ptr, i32, i1) -> i32
  llvm.return
}
