// RUN-DESCENT: translate --mlir-to-llvmir
// A compile unit reached only through loop annotations' locations (the functions have no
// subprogram) is listed in llvm.dbg.cu, after the units of subprograms and globals.
#f1 = #llvm.di_file<"a.c" in "/src">
#f2 = #llvm.di_file<"b.c" in "/src">
#cu1 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f1, isOptimized = true, emissionKind = LineTablesOnly>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #f2, isOptimized = false, emissionKind = Full>
#sty = #llvm.di_subroutine_type<types = #llvm.di_null_type>
#sp1 = #llvm.di_subprogram<compileUnit = #cu1, scope = #f1, name = "outer", file = #f1, subprogramFlags = Definition, type = #sty>
#sp2 = #llvm.di_subprogram<compileUnit = #cu2, scope = #f2, name = "inner", file = #f2, subprogramFlags = Definition, type = #sty>
#ann1 = #llvm.loop_annotation<mustProgress = true, startLoc = loc(fused<#sp1>["a.c":3:1]), endLoc = loc(fused<#sp1>["a.c":9:1])>
#ann2 = #llvm.loop_annotation<unroll = <disable = true>, startLoc = loc(fused<#sp2>["b.c":7:5])>

llvm.func @first(%n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%c0 : i32)
^head(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %next = llvm.add %i, %c1 : i32
  llvm.br ^head(%next : i32) {loop_annotation = #ann2}
^exit:
  llvm.return
}

llvm.func @second() {
  llvm.br ^bb1 {loop_annotation = #ann1}
^bb1:
  llvm.return
}
