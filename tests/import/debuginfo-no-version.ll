; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo
; Without a "Debug Info Version" module flag of 3, LLVM's parser strips the debug info:
; no locations, no subprograms, no debug records.

@counter = global i32 0, !dbg !10

define i32 @bump(i32 %by) !dbg !4 {
entry:
    #dbg_value(i32 %by, !7, !DIExpression(), !8)
  %old = load i32, ptr @counter, align 4, !dbg !8
  %new = add i32 %old, %by, !dbg !8
  store i32 %new, ptr @counter, align 4, !dbg !8
  ret i32 %new, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "bump.c", directory: "/src")
!2 = !{!10}
!3 = !{i32 2, !"Debug Info Version", i32 2}
!4 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 3, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!12, !12}
!7 = !DILocalVariable(name: "by", arg: 1, scope: !4, file: !1, line: 3, type: !12)
!8 = !DILocation(line: 4, column: 3, scope: !4)
!9 = !DILocation(line: 5, column: 3, scope: !4)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "counter", scope: !0, file: !1, line: 1, type: !12, isLocal: false, isDefinition: true)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
