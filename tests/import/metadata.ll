; RUN-DESCENT: translate --import-llvm
define void @tbaa(ptr %p, ptr %q) {
  store i32 1, ptr %p, align 4, !tbaa !0
  %v = load i32, ptr %q, align 4, !tbaa !4, !alias.scope !10, !noalias !13
  store i32 %v, ptr %p, !llvm.access.group !20
  store float 1.0, ptr %q, !nontemporal !21, !invariant.group !22
  ret void
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !1, i64 4}
!5 = !{!"S", !1, i64 0, !1, i64 4}
!10 = !{!11}
!11 = distinct !{!11, !12, !"scope0"}
!12 = distinct !{!12, !"domain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!20 = distinct !{}
!21 = !{i32 1}
!22 = !{}
