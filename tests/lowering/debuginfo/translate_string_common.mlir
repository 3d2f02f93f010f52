// RUN-DESCENT: translate --mlir-to-llvmir
// String types with length variables and expressions.
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32>
#file = #llvm.di_file<"debug-info.ll" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "test", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "string_size", type = #bt, flags = Artificial>
#sty1 = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(*)", sizeInBits = 32, alignInBits = 8, stringLength = #var, stringLengthExp = <[DW_OP_push_object_address, DW_OP_plus_uconst(8)]>, stringLocationExp = <[DW_OP_push_object_address, DW_OP_deref]>>
#var1 = #llvm.di_local_variable<scope = #sp, name = "str1", type = #sty1>
#sty2 = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s2">
#var2 = #llvm.di_local_variable<scope = #sp, name = "str2", type = #sty2>
llvm.func @string_ty(%arg0: !llvm.ptr) {
  llvm.intr.dbg.value #var1 = %arg0 : !llvm.ptr
  llvm.intr.dbg.value #var2 = %arg0 : !llvm.ptr
  llvm.return
} loc(#loc2)
#loc1 = loc("test.f90":1:1)
#loc2 = loc(fused<#sp>[#loc1])
