; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo
; ModuleID = 't2.c'
source_filename = "t2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

@arr = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !0

define dso_local i32 @total(ptr noundef %n, i32 noundef %k) !dbg !20 {
entry:
    #dbg_value(ptr %n, !30, !DIExpression(), !33)
    #dbg_value(i32 %k, !31, !DIExpression(), !33)
    #dbg_value(i32 0, !32, !DIExpression(), !33)
  br label %for.cond, !dbg !34

for.cond:
  %s.0 = phi i32 [ 0, %entry ], [ %add, %for.body ], !dbg !35
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.body ], !dbg !35
    #dbg_value(i32 %i.0, !36, !DIExpression(), !35)
    #dbg_value(i32 %s.0, !32, !DIExpression(), !33)
  %cmp = icmp slt i32 %i.0, %k, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:
  %idxprom = sext i32 %i.0 to i64, !dbg !40
  %arrayidx = getelementptr inbounds [4 x i32], ptr @arr, i64 0, i64 %idxprom, !dbg !40
  %0 = load i32, ptr %arrayidx, align 4, !dbg !40
  %add = add nsw i32 %s.0, %0, !dbg !41
    #dbg_value(i32 %add, !32, !DIExpression(), !33)
  %inc = add nsw i32 %i.0, 1, !dbg !42
    #dbg_value(i32 %inc, !36, !DIExpression(), !35)
  br label %for.cond, !dbg !43, !llvm.loop !44

for.end:
    #dbg_label(!47, !48)
  ret i32 %s.0, !dbg !48
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t2.c", directory: "/tmp/dbgi")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!10}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DISubrange(count: 4)
!20 = distinct !DISubprogram(name: "total", scope: !3, file: !3, line: 3, type: !21, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!21 = !DISubroutineType(types: !22)
!22 = !{!6, !23, !6}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 2, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !24, file: !3, line: 2, baseType: !6, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !3, line: 2, baseType: !23, size: 64, offset: 64)
!29 = !{!30, !31, !32, !36}
!30 = !DILocalVariable(name: "n", arg: 1, scope: !20, file: !3, line: 3, type: !23)
!31 = !DILocalVariable(name: "k", arg: 2, scope: !20, file: !3, line: 3, type: !6)
!32 = !DILocalVariable(name: "s", scope: !20, file: !3, line: 4, type: !6)
!33 = !DILocation(line: 0, scope: !20)
!34 = !DILocation(line: 5, column: 8, scope: !37)
!35 = !DILocation(line: 0, scope: !37)
!36 = !DILocalVariable(name: "i", scope: !37, file: !3, line: 5, type: !6)
!37 = distinct !DILexicalBlock(scope: !20, file: !3, line: 5, column: 3)
!38 = !DILocation(line: 5, column: 21, scope: !49)
!39 = !DILocation(line: 5, column: 3, scope: !37)
!40 = !DILocation(line: 6, column: 10, scope: !49)
!41 = !DILocation(line: 6, column: 7, scope: !49)
!42 = !DILocation(line: 5, column: 27, scope: !49)
!43 = !DILocation(line: 5, column: 3, scope: !49)
!44 = distinct !{!44, !39, !45, !46}
!45 = !DILocation(line: 6, column: 14, scope: !37)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILabel(scope: !20, name: "done", file: !3, line: 7)
!48 = !DILocation(line: 8, column: 3, scope: !20)
!49 = distinct !DILexicalBlockFile(scope: !37, file: !3, discriminator: 2)
!50 = distinct !DISubprogram(name: "decl", scope: !3, file: !3, line: 10, type: !53, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !2)
!51 = !DILocalVariable(name: "p", arg: 1, scope: !50, file: !3, line: 10, type: !23)
!52 = !DILocation(line: 10, column: 3, scope: !50)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !23}
