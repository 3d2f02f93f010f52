// RUN-DESCENT: translate --mlir-to-llvmir
// Recursive subprograms and types (recId/isRecSelf), imported entities in retained nodes, subprograms sharing an id.
llvm.func @imp_fn() {
  llvm.return
} loc(#loc2)
#di_file = #llvm.di_file<"test.f90" in "">
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_program>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #di_file, isOptimized = false, emissionKind = Full>
#di_module_1 = #llvm.di_module<file = #di_file, scope = #di_compile_unit, name = "mod1">
#di_module_2 = #llvm.di_module<file = #di_file, scope = #di_compile_unit, name = "mod2">
#di_subprogram_self_rec = #llvm.di_subprogram<recId = distinct[1]<>>
#di_imported_entity_1 = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram_self_rec, entity = #di_module_1, file = #di_file, line = 1>
#di_imported_entity_2 = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram_self_rec, entity = #di_module_2, file = #di_file, line = 1>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, recId = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "imp_fn", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type, retainedNodes = #di_imported_entity_1, #di_imported_entity_2>
#loc1 = loc("test.f90":12:14)
#loc2 = loc(fused<#di_subprogram>[#loc1])
