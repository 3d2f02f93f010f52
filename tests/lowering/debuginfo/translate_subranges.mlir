// RUN-DESCENT: translate --mlir-to-llvmir
// Subranges and generic subranges bounded by integers, expressions and variables; composite type expressions; string types.
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">
#file = #llvm.di_file<"debug-info.ll" in "/">
#cu = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = false, emissionKind = Full>
#exp1 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>
#comp_ty1 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "expr_elements", baseType = #bt, flags = Vector, elements = #llvm.di_subrange<count = #exp1>>
#exp2 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(24), DW_OP_deref]>
#exp3 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(32), DW_OP_deref]>
#comp_ty2 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "expr_elements2", baseType = #bt, elements = #llvm.di_generic_subrange<count = #exp1, lowerBound = #exp2, stride = #exp3>>
#srty = #llvm.di_subroutine_type<types = #bt, #comp_ty1, #comp_ty2>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "subranges", file = #file, subprogramFlags = Definition, type = #srty>
#lvar = #llvm.di_local_variable<scope = #sp, name = "size">
#gv = #llvm.di_global_variable<scope = #cu, name = "gv", file = #file, line = 3, type = #bt>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
#comp_ty3 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "var_elements", baseType = #bt, flags = Vector, elements = #llvm.di_subrange<count = #lvar, stride = #gv>>
#comp_ty4 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "var_elements2", baseType = #bt, elements = #llvm.di_generic_subrange<count = #lvar, lowerBound = #gv, stride = #gv>>
#lvar2 = #llvm.di_local_variable<scope = #sp, name = "var", type = #comp_ty3>
#lvar3 = #llvm.di_local_variable<scope = #sp, name = "var1", type = #comp_ty4>
#loc1 = loc("test.f90": 1:1)
#loc2 = loc(fused<#sp>[#loc1])
llvm.mlir.global external @gv() {dbg_exprs = [#gve]} : i64
llvm.func @subranges(%arg: !llvm.ptr) {
  llvm.intr.dbg.declare #lvar2 = %arg : !llvm.ptr
  llvm.intr.dbg.declare #lvar3 = %arg : !llvm.ptr
  llvm.return
} loc(#loc2)
