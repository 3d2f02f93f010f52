; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo
; ModuleID = 'ft.f90'
source_filename = "ft.f90"

@blk_ = common global [8 x i8] zeroinitializer, align 8, !dbg !30, !dbg !33

define void @sub_(ptr %n, ptr %s) !dbg !3 {
entry:
    #dbg_declare(ptr %s, !20, !DIExpression(), !9)
    #dbg_declare(ptr %n, !22, !DIExpression(DW_OP_deref), !9)
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !2, producer: "flang", isOptimized: false, emissionKind: FullDebug, globals: !29)
!2 = !DIFile(filename: "ft.f90", directory: "/src")
!3 = distinct !DISubprogram(name: "sub", linkageName: "sub_", scope: !40, file: !2, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{null, !7, !11}
!7 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 4, column: 5, scope: !3)
!11 = !DIStringType(name: "character(*)", stringLength: !22, stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8), size: 64)
!20 = !DILocalVariable(name: "s", arg: 2, scope: !3, file: !2, line: 3, type: !11)
!22 = !DILocalVariable(name: "n", arg: 1, scope: !3, file: !2, line: 3, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, elements: !24)
!24 = !{!25, !26}
!25 = !DISubrange(count: !22, lowerBound: 1)
!26 = !DIGenericSubrange(count: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref), lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 32, DW_OP_deref))
!29 = !{!30, !33}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "a", scope: !32, file: !2, line: 5, type: !7, isLocal: false, isDefinition: true)
!32 = !DICommonBlock(scope: !3, declaration: null, name: "blk", file: !2, line: 5)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression(DW_OP_plus_uconst, 4))
!34 = distinct !DIGlobalVariable(name: "b", scope: !32, file: !2, line: 5, type: !7, isLocal: false, isDefinition: true)
!40 = !DIModule(scope: !1, name: "mymod", file: !2, line: 1)
