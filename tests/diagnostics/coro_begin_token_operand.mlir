llvm.func @f(%p : !llvm.ptr, %i : i32, %b : i1) {
  %0 = llvm.intr.coro.begin %p, %p : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  llvm.return
}
