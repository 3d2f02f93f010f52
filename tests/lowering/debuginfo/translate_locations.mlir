// RUN-DESCENT: translate --mlir-to-llvmir
// Op locations to !dbg: name, range, call-site (inlinedAt) and fused locations, debug records, functions without a subprogram.
llvm.func @callee() {
  llvm.return
} loc("calleesource.cc":1:1)
llvm.func @func_with_empty_named_info() {
  llvm.call @callee() : () -> () loc("named with no line info")
  llvm.return
}
llvm.func @func_no_debug() {
  llvm.return loc(unknown)
} loc(unknown)
#file = #llvm.di_file<"foo.mlir" in "/test/">
#si64 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "si64">
#si32 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "si32", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #si32, sizeInBits = 64, alignInBits = 32, offsetInBits = 8, extraData = #si32>
#named = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "named", baseType = #si32>
#ptrWithAddressSpace = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #si32, sizeInBits = 64, alignInBits = 32, offsetInBits = 8, dwarfAddressSpace = 3>
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "MLIR", isOptimized = true, emissionKind = Full, nameTableKind = None, splitDebugFilename = "test.dwo">
#composite = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "composite", file = #file, line = 42, sizeInBits = 64, alignInBits = 32, elements = #llvm.di_subrange<count = 4>>
#vector = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array", file = #file, baseType = #si64, flags = Vector, elements = #llvm.di_subrange<lowerBound = 0, upperBound = 4, stride = 1>>
#null = #llvm.di_null_type
#spType0 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #null, #si64, #ptr, #named, #ptrWithAddressSpace, #composite, #vector>
#toplevel_namespace = #llvm.di_namespace<name = "toplevel", exportSymbols = true>
#nested_namespace = #llvm.di_namespace<name = "nested", scope = #toplevel_namespace, exportSymbols = false>
#sp0 = #llvm.di_subprogram<compileUnit = #cu, scope = #nested_namespace, name = "func_with_debug", linkageName = "func_with_debug", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #spType0>
#calleeType = #llvm.di_subroutine_type<types = #si64, #si64>
#callee = #llvm.di_subprogram<compileUnit = #cu, scope = #composite, name = "callee", file = #file, subprogramFlags = "Definition", type = #calleeType>
#fileScope = #llvm.di_lexical_block_file<scope = #sp0, file = #file, discriminator = 0>
#blockScope = #llvm.di_lexical_block<scope = #sp0>
#variable = #llvm.di_local_variable<scope = #fileScope, name = "arg", file = #file, line = 6, arg = 1, alignInBits = 32, type = #si64>
#variableAddr = #llvm.di_local_variable<scope = #blockScope, name = "alloc">
#noNameVariable = #llvm.di_local_variable<scope = #blockScope>
#module = #llvm.di_module<file = #file, scope = #file, name = "module", configMacros = "bar", includePath = "/", apinotes = "/", line = 42, isDecl = true>
#spType1 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp1 = #llvm.di_subprogram<compileUnit = #cu, scope = #module, name = "empty_types", file = #file, subprogramFlags = "Definition", type = #spType1, annotations = #llvm.di_annotation<name = "foo", value = "bar">>
llvm.func @func_with_debug(%arg: i64) {
  %allocCount = llvm.mlir.constant(1 : i32) : i32
  %alloc = llvm.alloca %allocCount x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.value #variable #llvm.di_expression<[DW_OP_LLVM_fragment(0, 1)]> = %arg : i64
  llvm.intr.dbg.declare #variableAddr #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_convert(4, DW_ATE_signed)]> = %alloc : !llvm.ptr
  llvm.intr.dbg.value #noNameVariable = %arg : i64
  llvm.call @func_no_debug() : () -> () loc("foo.mlir":1:2)
  llvm.call @func_no_debug() : () -> () loc("foo.mlir":1:2 to 5:6)
  llvm.call @func_no_debug() : () -> () loc("named"("foo.mlir":10:10))
  llvm.call @func_no_debug() : () -> () loc(callsite("nodebug.cc":3:4 at "mysource.cc":5:6))
  llvm.call @func_no_debug() : () -> () loc(callsite("nodebug.cc":3:4 at fused<#sp0>["mysource.cc":5:6]))
  llvm.call @func_no_debug() : () -> () loc(fused[callsite(fused<#callee>["mysource.cc":5:6] at "mysource.cc":1:1), "mysource.cc":1:1])
  llvm.call @func_no_debug() : () -> () loc(callsite(callsite(fused<#callee>["foo.mlir":2:4] at "foo.mlir":1:1) at fused<#sp0>["foo.mlir":28:5]))
  %sum = llvm.add %arg, %arg : i64 loc(callsite(fused<#callee>["foo.mlir":2:4] at fused<#sp0>["foo.mlir":28:5]))
  llvm.return
} loc(fused<#sp0>["foo.mlir":1:1])
llvm.func @empty_types() {
  llvm.return
} loc(fused<#sp1>["foo.mlir":2:1])
