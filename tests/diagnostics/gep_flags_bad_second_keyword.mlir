llvm.func @f(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds|bogus %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %0 : !llvm.ptr
}
