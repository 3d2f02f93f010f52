; RUN-DESCENT: translate --import-llvm
; Blocks not reachable from the entry are not imported (nor the constants only they use); phis keep their reachable incoming values.
define i32 @f(i1 %c) {
entry:
  br label %a
dead:
  %x = add i32 1, 2
  br label %a
a:
  %p = phi i32 [ 0, %entry ], [ %x, %dead ]
  ret i32 %p
}
define i32 @g() personality ptr @p {
  ret i32 1
  %y = invoke i32 @h() to label %ok unwind label %bad
ok:
  ret i32 %y
bad:
  %l = landingpad i32 cleanup
  ret i32 2
}
declare i32 @h()
declare i32 @p(...)
