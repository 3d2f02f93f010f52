// Types and attributes of the LLVM dialect (MLIR 22): type definitions, the type and
// attribute constraints the ops use, and a few attribute definitions. Included from
// spec/dialects/llvm.td after LLVM_Dialect and the enums are defined.

// ---------------------------------------------------------------------------------------
// Type definitions. Declarative data only: the runtime's LLVM type parser/printer handles
// the syntax, because any LLVM type nested inside another LLVM type is written without its
// `!llvm.` prefix (`!llvm.array<4 x ptr>`, `!llvm.func<void (ptr, ...)>`,
// `!llvm.struct<(ptr, array<2 x i8>)>`), which makes every one of them irregular.
// Their statics are generated into the `descent-llvm-types` crate (`staticsIn`), whose
// views and constructors every layer above the IR uses; parameters are stored in the
// order declared here (lowering/llvm-types/src/lib.rs).
// ---------------------------------------------------------------------------------------

// `!llvm.ptr`, `!llvm.ptr<1>`: address space 0 is not printed.
// (MLIR's format: (`<` $addressSpace^ `>`)? with a default-valued parameter.)
def LLVMPointerType : TypeDef<LLVM_Dialect, "LLVMPointerType", "ptr"> {
  let summary = "LLVM pointer type";
  let parameters = (params Parameter<"u32", "address space, 0 when not written">:$addressSpace);
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}

// `!llvm.array<4 x i32>` (MLIR's format: `<` $numElements `x` custom<PrettyLLVMType>($elementType) `>`).
def LLVMArrayType : TypeDef<LLVM_Dialect, "LLVMArrayType", "array"> {
  let summary = "LLVM array type";
  let parameters = (params Parameter<"Type", "element type">:$elementType,
                           Parameter<"u64", "number of elements">:$numElements);
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}

// `!llvm.func<i32 (ptr, ...)>`; `void` result for no result; `...` for variadic.
def LLVMFunctionType : TypeDef<LLVM_Dialect, "LLVMFunctionType", "func"> {
  let summary = "LLVM function type";
  let parameters = (params Parameter<"Type", "return type (void for none)">:$returnType,
                           Parameter<"Vec<Type>", "parameter types">:$params,
                           Parameter<"bool", "variadic">:$varArg);
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}

// Literal `!llvm.struct<(i32, f32)>`, packed `!llvm.struct<packed (i8, i32)>`, identified
// `!llvm.struct<"name", (i32, ptr)>`, opaque `!llvm.struct<"name", opaque>`, and recursive
// references to an enclosing identified struct by name `!llvm.struct<"name">`.
def LLVMStructType : TypeDef<LLVM_Dialect, "LLVMStructType", "struct"> {
  let summary = "LLVM struct type";
  let parameters = (params Parameter<"String", "name, absent for a literal struct">:$name,
                           Parameter<"Vec<Type>", "element types, absent for an opaque struct or a reference by name">:$body,
                           Parameter<"bool", "packed">:$packed);
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}

// `!llvm.target<"spirv.Image", f32, 0, 1>` (MLIR's format:
// `<` $extTypeName (`,` custom<ExtTypeParams>($typeParams, $intParams)^ )? `>`).
def LLVMTargetExtType : TypeDef<LLVM_Dialect, "LLVMTargetExtType", "target"> {
  let summary = "LLVM target-specific extension type";
  let parameters = (params Parameter<"String", "extension type name">:$extTypeName,
                           Parameter<"Vec<Type>", "type parameters">:$typeParams,
                           Parameter<"Vec<u32>", "integer parameters">:$intParams);
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}

// Parameterless LLVM types: `!llvm.void`, `!llvm.token`, `!llvm.metadata`, `!llvm.label`,
// `!llvm.x86_amx`, `!llvm.ppc_fp128` (a float type for the LLVM_AnyFloat constraint).
def LLVMVoidType : TypeDef<LLVM_Dialect, "LLVMVoidType", "void"> {
  let summary = "LLVM void type";
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}
def LLVMTokenType : TypeDef<LLVM_Dialect, "LLVMTokenType", "token"> {
  let summary = "LLVM token type";
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}
def LLVMMetadataType : TypeDef<LLVM_Dialect, "LLVMMetadataType", "metadata"> {
  let summary = "LLVM metadata type";
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}
def LLVMLabelType : TypeDef<LLVM_Dialect, "LLVMLabelType", "label"> {
  let summary = "LLVM label type";
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}
def LLVMX86AMXType : TypeDef<LLVM_Dialect, "LLVMX86AMXType", "x86_amx"> {
  let summary = "LLVM x86_amx type.";
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}
def LLVMPPCFP128Type : TypeDef<LLVM_Dialect, "LLVMPPCFP128Type", "ppc_fp128"> {
  let summary = "128 bit FP type with IBM double-double semantics";
  let customSyntax = 1;
  let staticsIn = "llvm_types";
}

// ---------------------------------------------------------------------------------------
// Type constraints. Summaries are the exact text mlir-opt-22 prints after "must be".
// ---------------------------------------------------------------------------------------

// Any type the LLVM dialect accepts as a value type (MLIR's isCompatibleOuterType).
def LLVM_Type : TypeConstraint<(LLVMCompatible), "LLVM dialect-compatible type">;

def LLVM_TokenType : Type<(LLVMToken), "LLVM token type", "!llvm.token">;

// All LLVM types except void and function.
def LLVM_PrimitiveType : TypeConstraint<
    (And (LLVMCompatible), (Not (Or (LLVMVoid), (LLVMFunctionTypePred)))),
    "primitive LLVM type">;

def LLVM_FunctionType : Type<(LLVMFunctionTypePred), "LLVM function type">;

// MLIR's isCompatibleFloatingPointType: bf16, f16, f32, f64, f80, f128 and
// !llvm.ppc_fp128 (not tf32 nor the small float types; checked with mlir-opt-22).
def LLVM_AnyFloat : TypeConstraint<
    (Or (FloatNamed "bf16"), (FloatNamed "f16"), (FloatNamed "f32"), (FloatNamed "f64"),
        (FloatNamed "f80"), (FloatNamed "f128"), (Native "llvm::types::is_ppc_fp128", "llvm_other")),
    "floating point LLVM type">;

// Not buildable: the address space is not implied.
def LLVM_AnyPointer : Type<(LLVMPointer), "LLVM pointer type">;

class LLVM_PointerInAddressSpace<int addressSpace> : Type<
    (LLVMPointerInAddrSpace addressSpace),
    "LLVM pointer in address space " # addressSpace,
    "!llvm.ptr<" # addressSpace # ">">;

// Buildable as `!llvm.ptr` (address space 0 is not printed).
def LLVM_DefaultPointer : Type<(LLVMPointerInAddrSpace 0),
    "LLVM pointer in address space 0", "!llvm.ptr">;

def LLVM_AnyStruct : Type<(LLVMStruct), "LLVM structure type">;

// Types with a size that load/store accept: not void, function, label, metadata, token, an
// opaque struct or a target extension type without memory operations; also types
// implementing MLIR's PointerElementTypeInterface.
def LLVM_LoadableType : TypeConstraint<(Native "llvm::types::is_loadable_type"),
    "LLVM type with size">;

def LLVM_AnyAggregate : TypeConstraint<(Or (LLVMStruct), (LLVMArray)),
    "LLVM aggregate type">;

def LLVM_AnyNonAggregate : TypeConstraint<
    (And (LLVMCompatible), (Not (Or (LLVMStruct), (LLVMArray)))),
    "LLVM-compatible non-aggregate type">;

// A 1-D (fixed or scalable) builtin vector of LLVM-compatible elements.
// The vector constraints are read as VectorType by MLIR's declarative parsers (their C++
// type): an unqualified `type($v)` of another kind is rejected while parsing.
def LLVM_AnyVector : TypeConstraint<(LLVMVectorOf (AnyTypePred)),
    "LLVM dialect-compatible vector type"> {
  let typeClass = "builtin.vector";
}

def LLVM_AnyFixedVector : TypeConstraint<
    (And (LLVMVectorOf (AnyTypePred)), (FixedVectorOf (AnyTypePred))),
    "LLVM dialect-compatible fixed-length vector type"> {
  let typeClass = "builtin.vector";
}

class LLVM_VectorOf<TypeConstraint element> : TypeConstraint<
    (LLVMVectorOf element.predicate),
    "LLVM dialect-compatible vector of " # element.summary> {
  let typeClass = "builtin.vector";
}

// A scalar of `element` or an LLVM-compatible vector of it (MLIR's AnyTypeOf of both).
class LLVM_ScalarOrVectorOf<TypeConstraint element> : TypeConstraint<
    (Or element.predicate, (LLVMVectorOf element.predicate)),
    element.summary # " or LLVM dialect-compatible vector of " # element.summary>;

// MLIR's AnyTypeOf<[a, b, ...]>: summaries joined with " or ".
class LLVM_AnyTypeOf2<TypeConstraint a, TypeConstraint b> : TypeConstraint<
    (Or a.predicate, b.predicate), a.summary # " or " # b.summary>;
class LLVM_AnyTypeOf4<TypeConstraint a, TypeConstraint b, TypeConstraint c,
                      TypeConstraint d> : TypeConstraint<
    (Or a.predicate, b.predicate, c.predicate, d.predicate),
    a.summary # " or " # b.summary # " or " # c.summary # " or " # d.summary>;

// Operand/result types of llvm.atomicrmw and llvm.cmpxchg.
def LLVM_AtomicRMWType : LLVM_AnyTypeOf4<LLVM_AnyFloat, LLVM_AnyPointer,
                                         AnySignlessInteger, LLVM_AnyFixedVector>;
def LLVM_AtomicCmpXchgType : LLVM_AnyTypeOf2<AnySignlessInteger, LLVM_AnyPointer>;

// Operands of llvm.icmp: integers or pointers, scalar or vector.
def LLVM_ICmpOperandType : LLVM_AnyTypeOf2<LLVM_ScalarOrVectorOf<AnySignlessInteger>,
                                           LLVM_ScalarOrVectorOf<LLVM_AnyPointer>>;

// ---------------------------------------------------------------------------------------
// Attribute constraints the LLVM ops need beyond spec/constraints.td (which provides
// F64Attr, AnyIntegerAttr, I32ArrayAttr, AnyIntElementsAttr, NonNegativeI32Attr). Native
// predicates are Rust `fn(&Context, Attribute) -> bool` under `llvm::attrs`.
// ---------------------------------------------------------------------------------------

// An IntegerAttr of type i1, printed `true` / `false` (MLIR's I1Attr).
def LLVM_I1Attr : Attr<(IntegerAttrOf (IntegerOfWidth 1)),
    "1-bit signless integer attribute", "bool">;

def LLVM_FlatSymbolRefArrayAttr : Attr<(ArrayAttrOf (FlatSymbolRefAttrPred)),
    "flat symbol ref array attribute", "array">;

// MLIR's TypeAttrOf<LLVM_FunctionType>.
def LLVM_FunctionTypeAttr : Attr<(TypeAttrOf (LLVMFunctionTypePred)),
    "type attribute of LLVM function type", "type">;

// Attributes defined by the LLVM dialect (see the AttrDefs below for their syntax).
def LLVM_AccessGroupArrayAttr : Attr<(ArrayAttrOf (Native "llvm::attrs::is_access_group")),
    "LLVM dialect access group metadata array", "array">;
def LLVM_AliasScopeArrayAttr : Attr<(ArrayAttrOf (Native "llvm::attrs::is_alias_scope")),
    "LLVM dialect alias scope array", "array">;
def LLVM_TBAATagArrayAttr : Attr<(ArrayAttrOf (Native "llvm::attrs::is_tbaa_tag")),
    "LLVM dialect TBAA tag metadata array", "array">;
def LLVM_DIGlobalVariableExpressionArrayAttr : Attr<
    (ArrayAttrOf (Native "llvm::attrs::is_di_global_variable_expression")),
    "an array of variable expressions", "array">;
def LLVM_DereferenceableAttrConstraint : Attr<(DialectAttrPred "llvm.dereferenceable"),
    "LLVM dereferenceable attribute"> {
  let dialectAttr = "llvm.dereferenceable";
}
def LLVM_MemoryEffectsAttrConstraint : Attr<(DialectAttrPred "llvm.memory_effects"),
    "LLVM memory effects attribute"> {
  let dialectAttr = "llvm.memory_effects";
}
def LLVM_LoopAnnotationAttr : Attr<(Native "llvm::attrs::is_loop_annotation"),
    "LLVM loop annotation attribute">;
def LLVM_AliasScopeAttrConstraint : Attr<(DialectAttrPred "llvm.alias_scope"),
    "LLVM dialect alias scope"> {
  let dialectAttr = "llvm.alias_scope";
}
def LLVM_VScaleRangeAttrConstraint : Attr<(DialectAttrPred "llvm.vscale_range"),
    "LLVM vscale range attribute"> {
  let dialectAttr = "llvm.vscale_range";
}
def LLVM_TargetFeaturesAttr : Attr<(Native "llvm::attrs::is_target_features"),
    "LLVM target features attribute">;
def LLVM_VecTypeHintAttr : Attr<(Native "llvm::attrs::is_vec_type_hint"),
    "Explicit vectorization compiler hint">;
def LLVM_BlockAddressAttrConstraint : Attr<(DialectAttrPred "llvm.blockaddress"),
    "LLVM block address attribute"> {
  let dialectAttr = "llvm.blockaddress";
}
def LLVM_BlockTagAttrConstraint : Attr<(DialectAttrPred "llvm.blocktag"),
    "LLVM block tag attribute"> {
  let dialectAttr = "llvm.blocktag";
}

// ---------------------------------------------------------------------------------------
// Attribute definitions with simple syntax. The enum-valued ones (#llvm.linkage,
// #llvm.cconv, #llvm.tailcallkind, #llvm.framePointerKind, #llvm.uwtableKind,
// #llvm.fastmath, #llvm.overflow) come from the enums in llvm_enums.td. Debug-info, TBAA,
// alias-scope, access-group and loop attributes are parsed by the runtime (customSyntax).
// ---------------------------------------------------------------------------------------

// `#llvm.zero`, `#llvm.undef`, `#llvm.poison` (initializers, global_ctors data).
def LLVM_ZeroAttrDef : AttrDef<LLVM_Dialect, "ZeroAttr", "zero"> {
  let summary = "LLVM zero initializer";
}
def LLVM_UndefAttrDef : AttrDef<LLVM_Dialect, "UndefAttr", "undef"> {
  let summary = "LLVM undef value";
}
def LLVM_PoisonAttrDef : AttrDef<LLVM_Dialect, "PoisonAttr", "poison"> {
  let summary = "LLVM poison value";
}

// `#llvm.memory_effects<other = read, argMem = none, inaccessibleMem = write,
//   errnoMem = none, targetMem0 = none, targetMem1 = none>`
def LLVM_MemoryEffectsAttrDef : AttrDef<LLVM_Dialect, "MemoryEffectsAttr", "memory_effects"> {
  let summary = "LLVM memory effects";
  let parameters = (params Parameter<"ModRefInfo">:$other,
                           Parameter<"ModRefInfo">:$argMem,
                           Parameter<"ModRefInfo">:$inaccessibleMem,
                           Parameter<"ModRefInfo">:$errnoMem,
                           Parameter<"ModRefInfo">:$targetMem0,
                           Parameter<"ModRefInfo">:$targetMem1);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `#llvm.mmra_tag<"prefix":"suffix">`: a memory model relaxation annotation (`!mmra`),
// kept verbatim; printed through an alias named after the mnemonic, as MLIR does.
def LLVM_MMRATagAttrDef : AttrDef<LLVM_Dialect, "MMRATagAttr", "mmra_tag"> {
  let summary = "LLVM memory model relaxation annotation tag";
  let parameters = (params Parameter<"StringAttr">:$prefix, Parameter<"StringAttr">:$suffix);
  let customSyntax = 1;
  let genMnemonicAlias = 1;
}

// `#llvm.dereferenceable<bytes = 8>`, `#llvm.dereferenceable<bytes = 8, mayBeNull = true>`
// (mayBeNull defaults to false and is then not printed).
def LLVM_DereferenceableAttrDef : AttrDef<LLVM_Dialect, "DereferenceableAttr",
                                          "dereferenceable"> {
  let summary = "LLVM dereferenceable attribute";
  let parameters = (params Parameter<"u64">:$bytes,
                           Parameter<"bool", "may be null", "false">:$mayBeNull);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>`
def LLVM_VScaleRangeAttrDef : AttrDef<LLVM_Dialect, "VScaleRangeAttr", "vscale_range"> {
  let summary = "LLVM vscale_range function attribute";
  let parameters = (params Parameter<"IntegerAttr">:$minRange,
                           Parameter<"IntegerAttr">:$maxRange);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `#llvm.blocktag<id = 1>` and `#llvm.blockaddress<function = @f, tag = <id = 1>>`
// (llvm.blocktag / llvm.blockaddress print them stripped: `<id = 1>`).
def LLVM_BlockTagAttrDef : AttrDef<LLVM_Dialect, "BlockTagAttr", "blocktag"> {
  let summary = "LLVM block tag";
  let parameters = (params Parameter<"u32">:$id);
  let assemblyFormat = "`<` struct(params) `>`";
}
def LLVM_BlockAddressAttrDef : AttrDef<LLVM_Dialect, "BlockAddressAttr", "blockaddress"> {
  let summary = "LLVM block address";
  let parameters = (params Parameter<"FlatSymbolRefAttr">:$function,
                           Parameter<"BlockTagAttr">:$tag);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `#llvm.target_features<["+sve", "+sme"]>`
def LLVM_TargetFeaturesAttrDef : AttrDef<LLVM_Dialect, "TargetFeaturesAttr",
                                         "target_features"> {
  let summary = "LLVM target features attribute";
  let parameters = (params Parameter<"Vec<StringAttr>">:$features);
  let customSyntax = 1;
}

// Loop annotations (`loop_annotation` on a loop's latch branch) and their option groups;
// each translates to `!llvm.loop` metadata (lowering/translate/src/translate/metadata.rs).
// `#llvm.loop_vectorize<disable = false, width = 4 : i32, followupAll = #loop_annotation>`
def LLVM_LoopVectorizeAttrDef : AttrDef<LLVM_Dialect, "LoopVectorizeAttr", "loop_vectorize"> {
  let summary = "vectorization options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$disable,
                           OptionalParameter<"BoolAttr">:$predicateEnable,
                           OptionalParameter<"BoolAttr">:$scalableEnable,
                           OptionalParameter<"IntegerAttr">:$width,
                           OptionalParameter<"LoopAnnotationAttr">:$followupVectorized,
                           OptionalParameter<"LoopAnnotationAttr">:$followupEpilogue,
                           OptionalParameter<"LoopAnnotationAttr">:$followupAll);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopInterleaveAttrDef : AttrDef<LLVM_Dialect, "LoopInterleaveAttr", "loop_interleave"> {
  let summary = "interleaving options of a loop";
  let parameters = (params Parameter<"IntegerAttr">:$count);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopUnrollAttrDef : AttrDef<LLVM_Dialect, "LoopUnrollAttr", "loop_unroll"> {
  let summary = "unrolling options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$disable,
                           OptionalParameter<"IntegerAttr">:$count,
                           OptionalParameter<"BoolAttr">:$runtimeDisable,
                           OptionalParameter<"BoolAttr">:$full,
                           OptionalParameter<"LoopAnnotationAttr">:$followupUnrolled,
                           OptionalParameter<"LoopAnnotationAttr">:$followupRemainder,
                           OptionalParameter<"LoopAnnotationAttr">:$followupAll);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopUnrollAndJamAttrDef : AttrDef<LLVM_Dialect, "LoopUnrollAndJamAttr",
                                           "loop_unroll_and_jam"> {
  let summary = "unroll-and-jam options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$disable,
                           OptionalParameter<"IntegerAttr">:$count,
                           OptionalParameter<"LoopAnnotationAttr">:$followupOuter,
                           OptionalParameter<"LoopAnnotationAttr">:$followupInner,
                           OptionalParameter<"LoopAnnotationAttr">:$followupRemainderOuter,
                           OptionalParameter<"LoopAnnotationAttr">:$followupRemainderInner,
                           OptionalParameter<"LoopAnnotationAttr">:$followupAll);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopLICMAttrDef : AttrDef<LLVM_Dialect, "LoopLICMAttr", "loop_licm"> {
  let summary = "loop-invariant code motion options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$disable,
                           OptionalParameter<"BoolAttr">:$versioningDisable);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopDistributeAttrDef : AttrDef<LLVM_Dialect, "LoopDistributeAttr", "loop_distribute"> {
  let summary = "distribution options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$disable,
                           OptionalParameter<"LoopAnnotationAttr">:$followupCoincident,
                           OptionalParameter<"LoopAnnotationAttr">:$followupSequential,
                           OptionalParameter<"LoopAnnotationAttr">:$followupFallback,
                           OptionalParameter<"LoopAnnotationAttr">:$followupAll);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopPipelineAttrDef : AttrDef<LLVM_Dialect, "LoopPipelineAttr", "loop_pipeline"> {
  let summary = "software pipelining options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$disable,
                           OptionalParameter<"IntegerAttr">:$initiationinterval);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopPeeledAttrDef : AttrDef<LLVM_Dialect, "LoopPeeledAttr", "loop_peeled"> {
  let summary = "peeling already applied to a loop";
  let parameters = (params OptionalParameter<"IntegerAttr">:$count);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopUnswitchAttrDef : AttrDef<LLVM_Dialect, "LoopUnswitchAttr", "loop_unswitch"> {
  let summary = "unswitching options of a loop";
  let parameters = (params OptionalParameter<"BoolAttr">:$partialDisable);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
def LLVM_LoopAnnotationAttrDef : AttrDef<LLVM_Dialect, "LoopAnnotationAttr", "loop_annotation"> {
  let summary = "loop metadata of a latch branch";
  let parameters = (params OptionalParameter<"BoolAttr">:$disableNonforced,
                           OptionalParameter<"LoopVectorizeAttr">:$vectorize,
                           OptionalParameter<"LoopInterleaveAttr">:$interleave,
                           OptionalParameter<"LoopUnrollAttr">:$unroll,
                           OptionalParameter<"LoopUnrollAndJamAttr">:$unrollAndJam,
                           OptionalParameter<"LoopLICMAttr">:$licm,
                           OptionalParameter<"LoopDistributeAttr">:$distribute,
                           OptionalParameter<"LoopPipelineAttr">:$pipeline,
                           OptionalParameter<"LoopPeeledAttr">:$peeled,
                           OptionalParameter<"LoopUnswitchAttr">:$unswitch,
                           OptionalParameter<"BoolAttr">:$mustProgress,
                           OptionalParameter<"BoolAttr">:$isVectorized,
                           OptionalParameter<"FusedLoc">:$startLoc,
                           OptionalParameter<"FusedLoc">:$endLoc,
                           OptionalParameter<"ArrayRef<AccessGroupAttr>">:$parallelAccesses);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

// Alias analysis metadata. Scopes, domains and access groups are identified by a
// `distinct[N]<>` attribute.
// `#llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">`
def LLVM_AliasScopeDomainAttrDef : AttrDef<LLVM_Dialect, "AliasScopeDomainAttr",
                                           "alias_scope_domain"> {
  let summary = "alias scope domain metadata";
  let parameters = (params Parameter<"DistinctAttr">:$id,
                           OptionalParameter<"StringAttr">:$description);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
// `#llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>`
def LLVM_AliasScopeAttrDef : AttrDef<LLVM_Dialect, "AliasScopeAttr", "alias_scope"> {
  let summary = "alias scope metadata";
  let parameters = (params Parameter<"DistinctAttr">:$id,
                           Parameter<"AliasScopeDomainAttr">:$domain,
                           OptionalParameter<"StringAttr">:$description);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
// `#llvm.access_group<id = distinct[0]<>>`
def LLVM_AccessGroupAttrDef : AttrDef<LLVM_Dialect, "AccessGroupAttr", "access_group"> {
  let summary = "access group metadata";
  let parameters = (params Parameter<"DistinctAttr">:$id);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

// Type-based alias analysis: a tag names the accessed scalar type, the base type and the
// offset; type descriptors list their members down to a root.
// `#llvm.tbaa_root<id = "Simple C/C++ TBAA">`, or `#llvm.tbaa_root` (an anonymous root)
def LLVM_TBAARootAttrDef : AttrDef<LLVM_Dialect, "TBAARootAttr", "tbaa_root"> {
  let summary = "TBAA root metadata";
  let parameters = (params OptionalParameter<"StringAttr">:$id);
  let assemblyFormat = "(`<` struct(params)^ `>`)?";
  let genMnemonicAlias = 1;
}
// A member of a type descriptor: `<#tbaa_type_desc, 8>` in a `members = {...}` list.
def LLVM_TBAAMemberAttrDef : AttrDef<LLVM_Dialect, "TBAAMemberAttr", "tbaa_member"> {
  let summary = "TBAA type descriptor member";
  let parameters = (params Parameter<"TBAANodeAttr">:$typeDesc, Parameter<"i64">:$offset);
  let customSyntax = 1;
}
// `{<#tbaa_type_desc, 0>, <#tbaa_type_desc, 8>}`: an array of `tbaa_member`s.
def LLVM_TBAAMembersParam : Parameter<"TBAAMembers", "TBAA type descriptor members"> {
  let nativeSyntax = "llvm::tbaa_members";
}
// `#llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>`
def LLVM_TBAATypeDescriptorAttrDef : AttrDef<LLVM_Dialect, "TBAATypeDescriptorAttr",
                                             "tbaa_type_desc"> {
  let summary = "TBAA type descriptor metadata";
  let parameters = (params Parameter<"StringAttr">:$id,
                           LLVM_TBAAMembersParam:$members);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
// `#llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc, offset = 0>`
def LLVM_TBAATagAttrDef : AttrDef<LLVM_Dialect, "TBAATagAttr", "tbaa_tag"> {
  let summary = "TBAA access tag metadata";
  let parameters = (params Parameter<"TBAATypeDescriptorAttr">:$base_type,
                           Parameter<"TBAATypeDescriptorAttr">:$access_type,
                           Parameter<"i64">:$offset,
                           Parameter<"bool", "", "false">:$constant);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

// Parsed and printed by the runtime: debug info, module flags, constant ranges,
// vec_type_hint.
def LLVM_ModuleFlagAttrDef : AttrDef<LLVM_Dialect, "ModuleFlagAttr", "mlir.module_flag"> {
  let customSyntax = 1;
}
def LLVM_VecTypeHintAttrDef : AttrDef<LLVM_Dialect, "VecTypeHintAttr", "vec_type_hint"> {
  let customSyntax = 1;
}
