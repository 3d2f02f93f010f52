; RUN-DESCENT: translate --import-llvm
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
define dso_local range(i32 -2147483648, 2147483647) i32 @vsum(ptr nocapture noundef readonly %a, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq i64 %n, 0
  br i1 %cmp, label %exit, label %vector.body

vector.body:
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %entry ]
  %vec.phi = phi <4 x i32> [ %2, %vector.body ], [ zeroinitializer, %entry ]
  %0 = getelementptr inbounds nuw i32, ptr %a, i64 %index
  %wide.load = load <4 x i32>, ptr %0, align 4, !tbaa !3
  %1 = shufflevector <4 x i32> %wide.load, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %2 = add <4 x i32> %1, %vec.phi
  %index.next = add nuw i64 %index, 4
  %3 = icmp eq i64 %index.next, %n
  br i1 %3, label %middle, label %vector.body, !llvm.loop !7

middle:
  %4 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2)
  %bc = insertelement <2 x i32> poison, i32 %4, i64 0
  %splat = shufflevector <2 x i32> %bc, <2 x i32> poison, <2 x i32> zeroinitializer
  %e = extractelement <2 x i32> %splat, i64 1
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %e, %middle ]
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #1
attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9, !10}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
