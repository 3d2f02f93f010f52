; RUN-DESCENT: translate --import-llvm
declare void @llvm.experimental.noalias.scope.decl(metadata)
define void @f(ptr %p) {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %v = load i32, ptr %p, !alias.scope !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, !"f: %p"}
!2 = distinct !{!2, !"f"}
