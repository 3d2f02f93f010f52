; RUN-DESCENT: translate --import-llvm
declare void @f(ptr, i32, ptr)
declare ptr @h(ptr, i32, ptr)
define void @g(ptr %p, i32 %x) {
  call void @f(ptr nonnull align 16 dereferenceable(8) sret(i32) %p, i32 zeroext %x, ptr noalias nocapture %p)
  call void @f(ptr %p, i32 inreg %x, ptr byref(i16) %p)
  %r = call ptr @h(ptr nofree readonly %p, i32 noundef range(i32 0, 5) %x, ptr writeonly returned %p)
  ret void
}
