; RUN-DESCENT: translate --import-llvm
define void @l(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %g = getelementptr inbounds i32, ptr %p, i32 %i
  store i32 %i, ptr %g, align 4, !llvm.access.group !5
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1, !2, !3, !4, !6, !7}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.width", i32 4}
!3 = !{!"llvm.loop.unroll.count", i32 2}
!4 = !{!"llvm.loop.isvectorized", i32 1}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !5}
!7 = !{!"llvm.loop.vectorize.enable", i1 true}
