; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo
source_filename = "t5.cpp"

define void @f(i32 %a, i32 %b) !dbg !3 {
entry:
    #dbg_value(!DIArgList(i32 %a, i32 %b), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !9)
    #dbg_value(i32 poison, !10, !DIExpression(), !9)
    #dbg_value(i32 %a, !10, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !9)
  %x = alloca i32, align 4, !DIAssignID !12
    #dbg_assign(i32 %a, !10, !DIExpression(), !12, ptr %x, !DIExpression(), !9)
    #dbg_value(i32 %a, !13, !DIExpression(), !9)
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, emissionKind: FullDebug, enums: !20, imports: !30)
!2 = !DIFile(filename: "t5.cpp", directory: "/d")
!3 = distinct !DISubprogram(name: "f", linkageName: "_Z1fii", scope: !4, file: !2, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !1, annotations: !40)
!4 = !DINamespace(name: "ns", scope: null)
!5 = !DISubroutineType(types: !6)
!6 = !{null, !7, !21}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 3, scope: !3)
!10 = !DILocalVariable(name: "s", scope: !3, file: !2, line: 2, type: !7, flags: DIFlagArtificial)
!12 = distinct !DIAssignID()
!13 = !DILocalVariable(name: "t", scope: !3, file: !2, line: 2, type: !21)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !2, line: 1, baseType: !7, size: 32, elements: !22, identifier: "_ZTS1E")
!22 = !{!23}
!23 = !DIEnumerator(name: "A", value: 0)
!30 = !{!31}
!31 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !4, file: !2, line: 3)
!40 = !{!41}
!41 = !{!"key", !"value"}
