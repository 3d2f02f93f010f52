; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo --split-input-file
; Debug info LLVM's verifier rejects is stripped by LLVM's parser (and so never imported):
; a subprogram definition without a compile unit, a location scoped in a file, a
; subprogram with a line but no file.

define void @no_unit() !dbg !3 {
  ret void, !dbg !4
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "bad.c", directory: "/")
!3 = distinct !DISubprogram(name: "no_unit", scope: !2, file: !2, spFlags: DISPFlagDefinition)
!4 = !DILocation(line: 1, scope: !3)

; // -----

define void @file_scope() !dbg !3 {
  ret void, !dbg !4
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "bad.c", directory: "/")
!3 = distinct !DISubprogram(name: "file_scope", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DILocation(line: 2, column: 4, scope: !2)

; // -----

define void @no_file() !dbg !3 {
  ret void
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "bad.c", directory: "/")
!3 = distinct !DISubprogram(name: "no_file", scope: !2, line: 7, spFlags: DISPFlagDefinition, unit: !1)
