; RUN-DESCENT: translate --import-llvm --mlir-print-debuginfo --split-input-file
; Debug-info corner cases: a method whose class lists it (a cyclic subprogram), a
; described value defined after its record, an invoke result described in the blocks it
; dominates, a declaration's subprogram, two compile units, scopes without a file.

define void @method() {
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: "c++", emissionKind: FullDebug)
!2 = !DIFile(filename: "shape.cpp", directory: "/work")
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 3, size: 32, flags: DIFlagTypePassByValue, elements: !11, identifier: "_ZTS5Shape")
!11 = !{!12, !13}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "sides", scope: !10, file: !2, line: 4, baseType: !16, size: 32)
!13 = distinct !DISubprogram(name: "method", linkageName: "_ZN5Shape6methodEv", scope: !10, file: !2, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !1)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DILocation(line: 5, column: 20, scope: !13)

; // -----

define i64 @late(ptr %p) {
entry:
    #dbg_value(ptr %q, !7, !DIExpression(), !8)
  %q = getelementptr i64, ptr %p, i64 2
  %v = load i64, ptr %q, align 8
  ret i64 %v
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "late.c", directory: "/work")
!5 = distinct !DISubprogram(name: "late", scope: !2, file: !2, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DISubroutineType(types: !9)
!7 = !DILocalVariable(name: "q", scope: !5, file: !2, line: 2)
!8 = !DILocation(line: 2, column: 9, scope: !5)
!9 = !{null}

; // -----

declare i32 @get()
declare i32 @__gxx_personality_v0(...)

define i32 @guarded() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @get()
          to label %cont unwind label %lpad
lpad:
  %e = landingpad { ptr, i32 }
          cleanup
    #dbg_value(i32 %r, !7, !DIExpression(), !8)
  ret i32 0
cont:
    #dbg_value(i32 %r, !7, !DIExpression(), !8)
  ret i32 %r
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "guard.cpp", directory: "/work")
!5 = distinct !DISubprogram(name: "guarded", scope: !2, file: !2, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DISubroutineType(types: !9)
!7 = !DILocalVariable(name: "r", scope: !5, file: !2, line: 2, type: !10)
!8 = !DILocation(line: 2, column: 7, scope: !5)
!9 = !{!10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

; // -----

declare !dbg !3 i32 @external(i32, ...)

define void @two_units() !dbg !5 {
  call i32 (i32, ...) @external(i32 1), !dbg !7
  %a = add i32 1, 2, !dbg !8
  ret void, !dbg !7
}

define void @other_unit() !dbg !6 {
  ret void
}

!llvm.dbg.cu = !{!0, !1}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "cc", isOptimized: true, emissionKind: LineTablesOnly, nameTableKind: GNU, splitDebugFilename: "u.dwo")
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "cc")
!2 = !DIFile(filename: "units.c", directory: "/work")
!3 = !DISubprogram(name: "external", scope: !2, file: !2, line: 1, type: !4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4 = !DISubroutineType(types: !10)
!5 = distinct !DISubprogram(name: "two_units", scope: !2, file: !2, line: 3, type: !11, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit, unit: !0)
!6 = distinct !DISubprogram(name: "other_unit", scope: !2, file: !2, line: 9, type: !11, spFlags: DISPFlagDefinition, unit: !1)
!7 = !DILocation(line: 5, column: 3, scope: !5)
!8 = !DILocation(line: 6, column: 1, scope: !12)
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{!13, !13, null}
!11 = !DISubroutineType(types: !14)
!12 = !DILexicalBlock(scope: !5, line: 6)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{null}
