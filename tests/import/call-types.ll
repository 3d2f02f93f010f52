; RUN-DESCENT: translate --import-llvm
declare void @f(i32)
define void @g(ptr %p, i32 %x) {
  call void @f(i32 %x) [ "deopt"(i32 %x), "foo"() ]
  call void @f(i64 3)
  %r = call i32 @f(i32 %x)
  ret void
}
