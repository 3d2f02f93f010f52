// RUN-DESCENT: opt
// Every #llvm.di_* attribute parsed and printed with MLIR's aliases (names, order, numbering) and dbg intrinsics.
#file = #llvm.di_file<"debuginfo.mlir" in "/test/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#null = #llvm.di_null_type
#int0 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int0">
#int1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr0 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int0, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, extraData = #int1>
#ptr2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int0, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, dwarfAddressSpace = 3, extraData = #int1>
#comp0 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array0", baseType = #int1, line = 10, sizeInBits = 128, alignInBits = 32>
#comp1 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array1", file = #file, scope = #file, baseType = #int0, allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4>>
#toplevel = #llvm.di_namespace<name = "toplevel", exportSymbols = true>
#comp2 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "class_name", file = #file, scope = #toplevel, flags = "TypePassByReference|NonTrivial">
#exp1 =  #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>
#comp3 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "expr_elements2", baseType = #int0, elements = #llvm.di_generic_subrange<count = #exp1, lowerBound = #exp1, stride = #exp1>>
#spType0 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #null, #int0, #ptr0, #ptr2, #comp0, #comp1, #comp2, #comp3>
#module = #llvm.di_module<file = #file, scope = #file, name = "module", configMacros = "bar", includePath = "/", apinotes = "/", line = 42, isDecl = true>
#sp0 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #module, name = "addr", linkageName = "addr", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #spType0, annotations = #llvm.di_annotation<name = "foo", value = "bar">>
#block0 = #llvm.di_lexical_block<scope = #sp0, line = 1, column = 2>
#blockf = #llvm.di_lexical_block_file<scope = #sp0, file = #file, discriminator = 3>
#var0 = #llvm.di_local_variable<scope = #block0, name = "alloc", file = #file, line = 6, arg = 1, alignInBits = 32, type = #int0>
#var1 = #llvm.di_local_variable<scope = #blockf, name = "v", flags = Artificial>
#label1 = #llvm.di_label<scope = #block0, name = "label", file = #file, line = 42>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", sizeInBits = 8, encoding = DW_ATE_UTF>
#gv = #llvm.di_global_variable<scope = #cu, name = "a", linkageName = "la", file = #file, line = 2, type = #str, isLocalToUnit = true, isDefined = true, alignInBits = 8>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_constu(3)]>>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #file, entity = #module, file = #file, line = 1, name = "x">
#cb = #llvm.di_common_block<scope = #sp0, name = "block", file = #file, line = 3>
#loc1 = loc("foo.mlir":5:6)
llvm.mlir.global @data(0 : i64) {dbg_exprs = [#gve]} : i64
llvm.func @addr(%arg: i64) {
  %allocCount = llvm.mlir.constant(1 : i32) : i32
  %alloc = llvm.alloca %allocCount x i64 : (i32) -> !llvm.ptr loc(#loc1)
  llvm.intr.dbg.declare #var0 = %alloc : !llvm.ptr loc(#loc1)
  llvm.intr.dbg.value #var1 #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(16, 8)]> = %arg : i64 loc(fused<#block0>[#loc1])
  llvm.intr.dbg.label #label1 loc(#loc1)
  llvm.return loc(callsite("callee.mlir":1:2 at "caller.mlir":3:4))
} loc(fused<#sp0>["foo.mlir":1:1])
