; RUN-DESCENT: translate --import-llvm
; A conditional branch's phi values become entry constants before its condition (a switch's condition comes first).
define double @f(double %x) {
entry:
  br i1 false, label %a, label %b
a:
  br label %b
b:
  %p = phi double [ 1.5, %a ], [ -6.9e+01, %entry ]
  ret double %p
}
define i32 @g(i1 %c) {
entry:
  br i1 true, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %a ], [ 7, %entry ]
  ret i32 %p
}
define i32 @h(i32 %c) {
entry:
  switch i32 3, label %b [ i32 1, label %a ]
a:
  br label %b
b:
  %p = phi i32 [ 1, %a ], [ 9, %entry ]
  ret i32 %p
}
