; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo
; ModuleID = 't1.c'
source_filename = "t1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { i32, i32 }

@g = dso_local global i32 7, align 4, !dbg !0

define dso_local i32 @add(i32 noundef %a, i32 noundef %b) #0 !dbg !15 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !19, !DIExpression(), !20)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !21, !DIExpression(), !22)
  %0 = load i32, ptr %a.addr, align 4, !dbg !23
  %1 = load i32, ptr %b.addr, align 4, !dbg !24
  %add = add nsw i32 %0, %1, !dbg !25
    #dbg_value(i32 %add, !26, !DIExpression(), !25)
  ret i32 %add, !dbg !27
}

define dso_local i32 @sum(ptr noundef %p) #0 !dbg !30 {
entry:
  %x = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 0, !dbg !40
  %0 = load i32, ptr %x, align 4, !dbg !40
  %y = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 1, !dbg !41
  %1 = load i32, ptr %y, align 4, !dbg !41
  %add.i = add nsw i32 %0, %1, !dbg !42
  ret i32 %add.i, !dbg !44
}

attributes #0 = { noinline nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8}
!llvm.ident = !{!9}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang version 22.0.0", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "t1.c", directory: "/tmp/dbgi", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!4 = !{}
!5 = !{!0}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{!"clang version 22.0.0"}
!15 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !4)
!16 = !DISubroutineType(types: !17)
!17 = !{!6, !6, !6}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !3, line: 3, type: !6)
!20 = !DILocation(line: 3, column: 13, scope: !15)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !15, file: !3, line: 3, type: !6)
!22 = !DILocation(line: 3, column: 20, scope: !15)
!23 = !DILocation(line: 4, column: 10, scope: !15)
!24 = !DILocation(line: 4, column: 14, scope: !15)
!25 = !DILocation(line: 4, column: 12, scope: !15)
!26 = !DILocalVariable(name: "r", scope: !15, file: !3, line: 4, type: !6)
!27 = !DILocation(line: 4, column: 3, scope: !15)
!30 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 7, type: !31, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !4)
!31 = !DISubroutineType(types: !32)
!32 = !{!6, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 2, size: 64, elements: !35)
!35 = !{!36, !37}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !34, file: !3, line: 2, baseType: !6, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !34, file: !3, line: 2, baseType: !6, size: 32, offset: 32)
!40 = !DILocation(line: 8, column: 13, scope: !30)
!41 = !DILocation(line: 8, column: 20, scope: !30)
!42 = !DILocation(line: 4, column: 12, scope: !15, inlinedAt: !43)
!43 = distinct !DILocation(line: 8, column: 10, scope: !30)
!44 = !DILocation(line: 8, column: 3, scope: !30)
