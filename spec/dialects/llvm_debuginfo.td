// Debug-info attributes of the LLVM dialect (MLIR 22's `#llvm.di_*`), their flag and kind
// enums, and the syntax of each. Included from spec/dialects/llvm.td after llvm_types.td.
// lowering/translate/src/translate/debuginfo.rs turns them into `!DI*` metadata.
//
// Conventions (what MLIR's parameter kinds mean for `struct(params)` printing):
//   - OptionalParameter<"unsigned"/"uint64_t"/"bool"/an enum>: absent means 0 / false /
//     the zero case and is not printed; written here as a default ("0 : i64", "false").
//   - OptionalParameter<"StringAttr"/an attribute>: absent is a null attribute (the unit
//     attribute here); a present one is printed even when empty (`expr = <>`).
//   - a parameter typed by a DI attribute of this file (DIFileAttr, DIExpressionAttr, ...)
//     prints stripped (`<"a.c" in "/">`) unless the value has an alias (`#di_file`); one
//     typed by an interface (DIScopeAttr, DITypeAttr, DINodeAttr) prints in full and
//     accepts the definitions that list the interface in `implements` (MLIR's classof).

include "dialects/llvm_dwarf.td"

// ---------------------------------------------------------------------------------------
// Enums (stored as integers inside the attributes).
// ---------------------------------------------------------------------------------------

def LLVM_DIEmissionKind : LLVM_IntEnumAttr<"DIEmissionKind", "LLVM debug emission kind", [
  EnumCase<"None", 0>, EnumCase<"Full", 1>, EnumCase<"LineTablesOnly", 2>,
  EnumCase<"DebugDirectivesOnly", 3>
]>;

def LLVM_DINameTableKind : LLVM_IntEnumAttr<"DINameTableKind", "LLVM debug name table kind", [
  EnumCase<"Default", 0>, EnumCase<"GNU", 1>, EnumCase<"None", 2>, EnumCase<"Apple", 3>
]>;

// DINode::DIFlags. MLIR 22 gives SingleInheritance, MultipleInheritance and
// VirtualInheritance the same bit (16); so do we, so that they print as MLIR's do.
def LLVM_DIFlags : LLVM_BitEnumAttr<"DIFlags", "LLVM DI flags", [
  EnumCase<"Zero", 0>,
  EnumCase<"Bit0", 1>, EnumCase<"Bit1", 2>,
  EnumCaseGroup<"Private", 1>, EnumCaseGroup<"Protected", 2>, EnumCaseGroup<"Public", 3>,
  EnumCase<"FwdDecl", 4>, EnumCase<"AppleBlock", 8>, EnumCase<"ReservedBit4", 16>,
  EnumCase<"Virtual", 32>, EnumCase<"Artificial", 64>, EnumCase<"Explicit", 128>,
  EnumCase<"Prototyped", 256>, EnumCase<"ObjcClassComplete", 512>,
  EnumCase<"ObjectPointer", 1024>, EnumCase<"Vector", 2048>, EnumCase<"StaticMember", 4096>,
  EnumCase<"LValueReference", 8192>, EnumCase<"RValueReference", 16384>,
  EnumCase<"ExportSymbols", 32768>, EnumCase<"SingleInheritance", 65536>,
  EnumCase<"MultipleInheritance", 65536>, EnumCase<"VirtualInheritance", 65536>,
  EnumCase<"IntroducedVirtual", 262144>, EnumCase<"BitField", 524288>,
  EnumCase<"NoReturn", 1048576>, EnumCase<"TypePassByValue", 4194304>,
  EnumCase<"TypePassByReference", 8388608>, EnumCase<"EnumClass", 16777216>,
  EnumCase<"Thunk", 33554432>, EnumCase<"NonTrivial", 67108864>,
  EnumCase<"BigEndian", 134217728>, EnumCase<"LittleEndian", 268435456>,
  EnumCase<"AllCallsDescribed", 536870912>
], []> {
  let separator = "|";
}

// DISubprogram::DISPFlags.
def LLVM_DISubprogramFlags : LLVM_BitEnumAttr<"DISubprogramFlags", "LLVM DISubprogram flags", [
  EnumCase<"Virtual", 1>, EnumCase<"PureVirtual", 2>, EnumCase<"LocalToUnit", 4>,
  EnumCase<"Definition", 8>, EnumCase<"Optimized", 16>, EnumCase<"Pure", 32>,
  EnumCase<"Elemental", 64>, EnumCase<"Recursive", 128>, EnumCase<"MainSubprogram", 256>,
  EnumCase<"Deleted", 512>, EnumCase<"ObjCDirect", 2048>
], []> {
  let separator = "|";
}

// ---------------------------------------------------------------------------------------
// Parameter shorthands.
// ---------------------------------------------------------------------------------------

// A number that is 0 when left out (and then not printed); MLIR's C++ types differ
// (`unsigned`, `uint32_t`, `uint64_t`) only in what its parse errors name.
def DI_Int : Parameter<"u64", "", "0 : i64"> {
  let cppType = "unsigned";
}
def DI_U32 : Parameter<"u64", "", "0 : i64"> {
  let cppType = "uint32_t";
}
def DI_U64 : Parameter<"u64", "", "0 : i64"> {
  let cppType = "uint64_t";
}
// A flag that is false when left out (and then not printed).
def DI_Flag : Parameter<"bool", "", "false">;
// A required `unsigned` (global variable line, lexical block file discriminator).
def DI_Line : Parameter<"u32"> {
  let cppType = "unsigned";
}
// `dwarfAddressSpace`: absent differs from 0.
def DI_AddressSpace : OptionalParameter<"u32"> {
  let cppType = "std::optional<unsigned>";
}
// An attribute that may be absent.
class DI_Opt<string t> : OptionalParameter<t>;
// A DWARF constant written by name, 0 when left out (MLIR's LLVM_DIParameter).
class DI_Dwarf<string enumName, string what> : Parameter<enumName, "", "0 : i64"> {
  let cppType = "unsigned";
  let invalidKeyword = "invalid debug info debug info " # what # " name: {}";
}

// An enum that is its zero case when left out.
class DI_Opt0<string enumName> : Parameter<enumName, "", "0 : i64">;
// The source language, which must be given.
def DI_Language : Parameter<"DILanguage"> {
  let cppType = "unsigned";
  let invalidKeyword = "invalid debug info debug info language name: {}";
}

// `[DW_OP_deref, DW_OP_plus_uconst(16)]`, or nothing: the operations of a DIExpression.
def DI_ExpressionOps : OptionalParameter<"DIExpressionOps", "expression operations"> {
  let nativeSyntax = "llvm::di_expression_ops";
  let cppType = "::llvm::ArrayRef<DIExpressionElemAttr>";
}

// ---------------------------------------------------------------------------------------
// The attributes, in MLIR 22's parameter order (which is also the printed order).
// ---------------------------------------------------------------------------------------

// `#llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_deref]>`, `#llvm.di_expression<>`
def LLVM_DIExpressionAttrDef : AttrDef<LLVM_Dialect, "DIExpressionAttr", "di_expression"> {
  let summary = "LLVM debug info expression";
  let parameters = (params DI_ExpressionOps:$operations);
  let assemblyFormat = "`<` $operations `>`";
}

def LLVM_DINullTypeAttrDef : AttrDef<LLVM_Dialect, "DINullTypeAttr", "di_null_type"> {
  let summary = "LLVM debug info null type";
  let implements = ["DINodeAttr", "DITypeAttr"];
  let genMnemonicAlias = 1;
}

def LLVM_DIBasicTypeAttrDef : AttrDef<LLVM_Dialect, "DIBasicTypeAttr", "di_basic_type"> {
  let summary = "LLVM debug info basic type";
  let implements = ["DINodeAttr", "DITypeAttr"];
  let parameters = (params DI_Dwarf<"DITag", "tag">:$tag,
                           Parameter<"StringAttr">:$name,
                           DI_U64:$sizeInBits,
                           DI_Dwarf<"DIEncoding", "encoding">:$encoding);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

// `#llvm.di_file<"foo.c" in "/dir/">`
def LLVM_DIFileAttrDef : AttrDef<LLVM_Dialect, "DIFileAttr", "di_file"> {
  let summary = "LLVM debug info file";
  let implements = ["DINodeAttr", "DIScopeAttr"];
  let parameters = (params Parameter<"StringAttr">:$name, Parameter<"StringAttr">:$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DICompileUnitAttrDef : AttrDef<LLVM_Dialect, "DICompileUnitAttr", "di_compile_unit"> {
  let summary = "LLVM debug info compile unit";
  let implements = ["DINodeAttr", "DIScopeAttr"];
  let parameters = (params Parameter<"DistinctAttr">:$id,
                           DI_Language:$sourceLanguage,
                           Parameter<"DIFileAttr">:$file,
                           DI_Opt<"StringAttr">:$producer,
                           Parameter<"bool">:$isOptimized,
                           Parameter<"DIEmissionKind">:$emissionKind,
                           DI_Opt0<"DINameTableKind">:$nameTableKind,
                           DI_Opt<"StringAttr">:$splitDebugFilename);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DICompositeTypeAttrDef : AttrDef<LLVM_Dialect, "DICompositeTypeAttr",
                                          "di_composite_type"> {
  let summary = "LLVM debug info composite type";
  let implements = ["DINodeAttr", "DIScopeAttr", "DITypeAttr"];
  let parameters = (params DI_Opt<"DistinctAttr">:$recId,
                           DI_Flag:$isRecSelf,
                           DI_Dwarf<"DITag", "tag">:$tag,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_U32:$line,
                           DI_Opt<"DIScopeAttr">:$scope,
                           DI_Opt<"DITypeAttr">:$baseType,
                           DI_Opt0<"DIFlags">:$flags,
                           DI_U64:$sizeInBits,
                           DI_U64:$alignInBits,
                           DI_Opt<"DIExpressionAttr">:$dataLocation,
                           DI_Opt<"DIExpressionAttr">:$rank,
                           DI_Opt<"DIExpressionAttr">:$allocated,
                           DI_Opt<"DIExpressionAttr">:$associated,
                           DI_Opt<"ArrayRef<DINodeAttr>">:$elements);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIDerivedTypeAttrDef : AttrDef<LLVM_Dialect, "DIDerivedTypeAttr", "di_derived_type"> {
  let summary = "LLVM debug info derived type";
  // MLIR 22 accepts a derived type as a scope (checked with mlir-opt-22).
  let implements = ["DINodeAttr", "DIScopeAttr", "DITypeAttr"];
  let parameters = (params DI_Dwarf<"DITag", "tag">:$tag,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"DITypeAttr">:$baseType,
                           DI_U64:$sizeInBits,
                           DI_U32:$alignInBits,
                           DI_U64:$offsetInBits,
                           DI_AddressSpace:$dwarfAddressSpace,
                           DI_Opt<"DINodeAttr">:$extraData);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIGlobalVariableExpressionAttrDef : AttrDef<LLVM_Dialect,
    "DIGlobalVariableExpressionAttr", "di_global_variable_expression"> {
  let summary = "LLVM debug info global variable expression";
  let parameters = (params Parameter<"DIGlobalVariableAttr">:$var,
                           DI_Opt<"DIExpressionAttr">:$expr);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIGlobalVariableAttrDef : AttrDef<LLVM_Dialect, "DIGlobalVariableAttr",
                                           "di_global_variable"> {
  let summary = "LLVM debug info global variable";
  let odsName = "LLVM_DIGlobalVariable";
  let implements = ["DINodeAttr", "DIVariableAttr"];
  let parameters = (params DI_Opt<"DIScopeAttr">:$scope,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"StringAttr">:$linkageName,
                           Parameter<"DIFileAttr">:$file,
                           DI_Line:$line,
                           Parameter<"DITypeAttr">:$type,
                           DI_Flag:$isLocalToUnit,
                           DI_Flag:$isDefined,
                           DI_Int:$alignInBits);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DILexicalBlockAttrDef : AttrDef<LLVM_Dialect, "DILexicalBlockAttr", "di_lexical_block"> {
  let summary = "LLVM debug info lexical block";
  let implements = ["DINodeAttr", "DIScopeAttr", "DILocalScopeAttr"];
  let parameters = (params Parameter<"DIScopeAttr">:$scope,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Int:$line,
                           DI_Int:$column);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DILexicalBlockFileAttrDef : AttrDef<LLVM_Dialect, "DILexicalBlockFileAttr",
                                             "di_lexical_block_file"> {
  let summary = "LLVM debug info lexical block file";
  let odsName = "LLVM_DILexicalBlockFile";
  let implements = ["DINodeAttr", "DIScopeAttr", "DILocalScopeAttr"];
  let parameters = (params Parameter<"DIScopeAttr">:$scope,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Line:$discriminator);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DILocalVariableAttrDef : AttrDef<LLVM_Dialect, "DILocalVariableAttr",
                                          "di_local_variable"> {
  let summary = "LLVM debug info local variable";
  let implements = ["DINodeAttr", "DIVariableAttr"];
  let parameters = (params Parameter<"DIScopeAttr">:$scope,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Int:$line,
                           DI_Int:$arg,
                           DI_Int:$alignInBits,
                           DI_Opt<"DITypeAttr">:$type,
                           DI_Opt0<"DIFlags">:$flags);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DISubprogramAttrDef : AttrDef<LLVM_Dialect, "DISubprogramAttr", "di_subprogram"> {
  let summary = "LLVM debug info subprogram";
  let implements = ["DINodeAttr", "DIScopeAttr", "DILocalScopeAttr"];
  let parameters = (params DI_Opt<"DistinctAttr">:$recId,
                           DI_Flag:$isRecSelf,
                           DI_Opt<"DistinctAttr">:$id,
                           DI_Opt<"DICompileUnitAttr">:$compileUnit,
                           DI_Opt<"DIScopeAttr">:$scope,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"StringAttr">:$linkageName,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Int:$line,
                           DI_Int:$scopeLine,
                           DI_Opt0<"DISubprogramFlags">:$subprogramFlags,
                           DI_Opt<"DISubroutineTypeAttr">:$type,
                           DI_Opt<"ArrayRef<DINodeAttr>">:$retainedNodes,
                           DI_Opt<"ArrayRef<DINodeAttr>">:$annotations);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIModuleAttrDef : AttrDef<LLVM_Dialect, "DIModuleAttr", "di_module"> {
  let summary = "LLVM debug info module";
  let implements = ["DINodeAttr", "DIScopeAttr"];
  let parameters = (params DI_Opt<"DIFileAttr">:$file,
                           DI_Opt<"DIScopeAttr">:$scope,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"StringAttr">:$configMacros,
                           DI_Opt<"StringAttr">:$includePath,
                           DI_Opt<"StringAttr">:$apinotes,
                           DI_Int:$line,
                           DI_Flag:$isDecl);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DINamespaceAttrDef : AttrDef<LLVM_Dialect, "DINamespaceAttr", "di_namespace"> {
  let summary = "LLVM debug info namespace";
  let implements = ["DINodeAttr", "DIScopeAttr"];
  let parameters = (params DI_Opt<"StringAttr">:$name,
                           DI_Opt<"DIScopeAttr">:$scope,
                           Parameter<"bool">:$exportSymbols);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIImportedEntityAttrDef : AttrDef<LLVM_Dialect, "DIImportedEntityAttr",
                                           "di_imported_entity"> {
  let summary = "LLVM debug info imported entity";
  let implements = ["DINodeAttr"];
  let parameters = (params DI_Dwarf<"DITag", "tag">:$tag,
                           Parameter<"DIScopeAttr">:$scope,
                           Parameter<"DINodeAttr">:$entity,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Int:$line,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"ArrayRef<DINodeAttr>">:$elements);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIAnnotationAttrDef : AttrDef<LLVM_Dialect, "DIAnnotationAttr", "di_annotation"> {
  let summary = "LLVM debug info annotation";
  let implements = ["DINodeAttr"];
  let parameters = (params Parameter<"StringAttr">:$name, Parameter<"StringAttr">:$value);
  let assemblyFormat = "`<` struct(params) `>`";
}

// Bounds are integers (`count = 4 : i64`), variables or expressions.
def LLVM_DISubrangeAttrDef : AttrDef<LLVM_Dialect, "DISubrangeAttr", "di_subrange"> {
  let summary = "LLVM debug info subrange";
  let implements = ["DINodeAttr"];
  let parameters = (params DI_Opt<"Attribute">:$count,
                           DI_Opt<"Attribute">:$lowerBound,
                           DI_Opt<"Attribute">:$upperBound,
                           DI_Opt<"Attribute">:$stride);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DICommonBlockAttrDef : AttrDef<LLVM_Dialect, "DICommonBlockAttr", "di_common_block"> {
  let summary = "LLVM debug info common block";
  let implements = ["DINodeAttr", "DIScopeAttr"];
  let parameters = (params Parameter<"DIScopeAttr">:$scope,
                           DI_Opt<"DIGlobalVariableAttr">:$decl,
                           Parameter<"StringAttr">:$name,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Int:$line);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIGenericSubrangeAttrDef : AttrDef<LLVM_Dialect, "DIGenericSubrangeAttr",
                                            "di_generic_subrange"> {
  let summary = "LLVM debug info generic subrange";
  let implements = ["DINodeAttr"];
  let parameters = (params DI_Opt<"Attribute">:$count,
                           Parameter<"Attribute">:$lowerBound,
                           DI_Opt<"Attribute">:$upperBound,
                           Parameter<"Attribute">:$stride);
  let assemblyFormat = "`<` struct(params) `>`";
}

def LLVM_DISubroutineTypeAttrDef : AttrDef<LLVM_Dialect, "DISubroutineTypeAttr",
                                           "di_subroutine_type"> {
  let summary = "LLVM debug info subroutine type";
  let implements = ["DINodeAttr", "DITypeAttr"];
  let parameters = (params DI_Dwarf<"DICallingConvention", "calling convention">:$callingConvention,
                           DI_Opt<"ArrayRef<DITypeAttr>">:$types);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DILabelAttrDef : AttrDef<LLVM_Dialect, "DILabelAttr", "di_label"> {
  let summary = "LLVM debug info label";
  let implements = ["DINodeAttr"];
  let parameters = (params Parameter<"DIScopeAttr">:$scope,
                           DI_Opt<"StringAttr">:$name,
                           DI_Opt<"DIFileAttr">:$file,
                           DI_Int:$line);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}

def LLVM_DIStringTypeAttrDef : AttrDef<LLVM_Dialect, "DIStringTypeAttr", "di_string_type"> {
  let summary = "LLVM debug info string type";
  let implements = ["DINodeAttr", "DITypeAttr"];
  let parameters = (params DI_Dwarf<"DITag", "tag">:$tag,
                           Parameter<"StringAttr">:$name,
                           DI_U64:$sizeInBits,
                           DI_U32:$alignInBits,
                           DI_Opt<"DIVariableAttr">:$stringLength,
                           DI_Opt<"DIExpressionAttr">:$stringLengthExp,
                           DI_Opt<"DIExpressionAttr">:$stringLocationExp,
                           DI_Dwarf<"DIEncoding", "encoding">:$encoding);
  let assemblyFormat = "`<` struct(params) `>`";
  let genMnemonicAlias = 1;
}
