; RUN-DESCENT: translate --import-llvm
declare void @a()
declare void @b()
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.linker.options = !{!7, !8}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"probe-stack", !"inline-asm"}
!2 = !{i32 5, !"CG Profile", !6}
!3 = !{i32 1, !"ProfileSummary", !9}
!4 = !{i32 6, !"foo", !{!"x"}}
!5 = !{i32 1, !"big", i64 12345678901}
!6 = !{!10, !11}
!7 = !{!"DEFAULTLIB:foo"}
!8 = !{!"/include:bar", !"baz"}
!9 = !{!12}
!10 = !{ptr @a, ptr @b, i64 13}
!11 = !{ptr @b, null, i64 7}
!12 = !{!"ProfileFormat", !"InstrProf"}
