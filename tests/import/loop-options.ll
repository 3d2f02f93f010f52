; RUN-DESCENT: translate --import-llvm
define void @l(i32 %n) {
entry:
  br label %a
a:
  br i1 true, label %a, label %b, !llvm.loop !0
b:
  br i1 true, label %b, label %c, !llvm.loop !5
c:
  ret void
}
!0 = distinct !{!0, !1, !2, !3, !4}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.interleave.count", i32 2}
!3 = !{!"llvm.loop.unroll_and_jam.enable", i1 false}
!4 = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
!5 = distinct !{!5, !6, !7, !8, !9}
!6 = !{!"llvm.loop.disable_nonforced"}
!7 = !{!"llvm.loop.distribute.enable", i1 true}
!8 = !{!"llvm.licm.disable"}
!9 = !{!"llvm.loop.peeled.count", i32 4}
