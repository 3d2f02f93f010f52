// RUN-DESCENT: translate --mlir-to-llvmir
// Expressions are legalized as mlir-translate does: consecutive fragments merge.
#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#v = #llvm.di_local_variable<scope = #sp, name = "v", file = #file>
llvm.func @f(%a: i32) {
  llvm.intr.dbg.value #v #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(16, 8), DW_OP_LLVM_fragment(4, 2)]> = %a : i32 loc("a.c":2:1)
  llvm.intr.dbg.value #v #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_LLVM_fragment(4, 2), DW_OP_LLVM_fragment(1, 1)]> = %a : i32 loc("a.c":2:1)
  llvm.return
} loc(fused<#sp>["a.c":1:1])
