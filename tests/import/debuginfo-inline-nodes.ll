; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo
; Debug nodes written inline in records, attachments and fields; scopes without a file.

define i32 @twice(i32 %n) !dbg !4 {
entry:
  #dbg_value(i32 %n, !DILocalVariable(name: "n", arg: 1, scope: !4, type: !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)),
             !DIExpression(DW_OP_constu, 2, DW_OP_mul, DW_OP_stack_value),
             !DILocation(line: 2, column: 5, scope: !4))
  %r = shl i32 %n, 1, !dbg !DILocation(line: 3, column: 10, scope: !DILexicalBlock(scope: !4, line: 3))
  ret i32 %r, !dbg !DILocation(line: 4, scope: !4)
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", emissionKind: FullDebug)
!1 = !DIFile(filename: "twice.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 1,
                            type: !DISubroutineType(types: !{!DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed), null}),
                            spFlags: DISPFlagDefinition, unit: !0)
