// The LLVM dialect of MLIR 22: dialect, enums, types, ops and their LLVM IR translation.
// Reference: MLIR 22's LLVMOps.td / LLVMIntrinsicOps.td / LLVMEnums.td, and the behaviour
// of mlir-opt-22 and mlir-translate-22 (names, order, defaults, summaries, syntax were
// checked against them).
//
// Files: llvm.td (this: conventions, dialect, ops), llvm_enums.td (enums),
// llvm_types.td (types, type/attribute constraints, attribute definitions),
// llvm_intrinsics.td (`llvm.intr.*`).
//
// =======================================================================================
// Conventions
// =======================================================================================
//
// Records: ops `LLVM_<Name>Op`; type constraints `LLVM_<Name>`; enums `LLVM_<Name>Attr`.
// `arguments` keep MLIR's order; every `ins` attribute is inherent (a property). Defaults
// are written in MLIR attribute syntax as mlir-opt-22 prints them in generic form
// (`"0 : i32"`, `"#llvm.fastmath<none>"`, `"#llvm.cconv<ccc>"`). In generic form MLIR
// prints every default-valued attribute (`<{fastmathFlags = #llvm.fastmath<none>}>`, also
// when the input omitted it); custom forms elide them in `attr-dict` when equal to the
// default.
//
// Assembly formats are MLIR's own format strings. `custom<Name>(...)` directives keep
// MLIR's directive names (GEPIndices, InsertExtractValueElementType, ShuffleType,
// SwitchOpCases [shared with cf.switch], IndirectBrOpSucessors [sic], LLVMLinkage,
// OpBundles); the generator maps them to Rust `custom::parse_<snake_name>` /
// `custom::print_<snake_name>`. Ops MLIR parses/prints in C++ name Rust functions in
// `customParser` / `customPrinter`. Ops with neither print in generic form, as in MLIR
// (llvm.intr.memcpy, llvm.intr.ctlz, llvm.intr.vector.reduce.add...).
// Every Rust function named in this spec (`llvm::...`, `transforms::...`) is a path under
// the generator's native root.
//
// TypesMatchWith transforms (Rust `fn(&Context, Type) -> Type`):
//   transforms::i1_same_shape         i1, or a vector of i1 of the same shape
//   transforms::vector_element_type   the element type of a vector
//   transforms::identity              the same type
//   transforms::value_and_bool_struct !llvm.struct<(T, i1)>
//
// From base.td / constraints.td: VariadicOfVariadic (call/invoke op bundles, switch,
// indirectbr), NoRegionArguments (comdat), SameVariadicOperandSize (indirectbr),
// AnyIntElementsAttr, NonNegativeI32Attr, I32ArrayAttr, F64Attr, AnyIntegerAttr.
// NEEDS-BASE (declared in the included files meanwhile):
//   - EnumCase.llvmKeyword and EnumAttr.llvmFlagOrder (llvm_enums.td) for templates
//   - intrinsic declaration fields llvmImmArgs, llvmDeclRetAttrs, llvmDeclParamAttrs,
//     llvmDeclAttrs (llvm_intrinsics.td)
//   - base.td's EnumAttr comment: how an int-storage enum with a mnemonic prints
//     (`overflow<nsw>`) and group-first bit-enum printing (see llvm_enums.td)
//
// =======================================================================================
// LLVM IR translation templates (`llvmInstruction`)
// =======================================================================================
//
// The template is the text of one LLVM IR instruction as it follows `%N = ` (the emitter
// writes that prefix itself when the op has a non-void result). Text is copied as written,
// except for these forms:
//
//   $name        an operand: `<type> <value>` ("i32 %5", "ptr @g", "float 1.000000e+00");
//                a Variadic operand: each operand so, joined by ", ".
//                an attribute: its LLVM IR spelling (below).
//   %name        an operand's value alone ("%5", "42"); Variadic: joined by ", ".
//   type($name)  the LLVM IR type of an operand or result ("i32", "<4 x float>", "ptr").
//   ?name{A}     A when `name` is set, else nothing.
//   ?name{A}{B}  A when `name` is set, else B. An attribute is set when present, not equal
//                to its default, and not 0 / false / empty; an Optional operand when
//                present; a Variadic operand when not empty. A and B are templates
//                (they may nest; braces inside them must balance).
//   @fn(a, ...)  a helper: Rust `llvm::ir_helpers::<fn>` returning text. Arguments are
//                `$name` (the operand or attribute itself, not rendered), `type($name)`,
//                or a "string literal".
//   \c           the character c itself (for `$ % ? @ { } \`).
//
// Attribute spellings of `$name`:
//   integer       decimal ("8");  bool / i1: "true" / "false"
//   string        its characters as inside an LLVM IR string literal ("agent")
//   type          the LLVM IR type ("{ i32, float }")
//   dense array   the elements in decimal joined by ", " ("1, 0")
//   enum          the case's llvmKeyword ("slt", "seq_cst", "and")
//   bit enum      " <llvmKeyword>" per flag, walking the enum's llvmFlagOrder and taking a
//                 case whose bits are all still set (" nuw nsw", " fast", " inbounds nuw");
//                 empty when no flag is set. Note the leading spaces: `add$overflowFlags $lhs`.
//
// Helpers (all take the module's data layout into account):
//   @align($alignment)            an alignment as LLVM holds it: the largest power of two
//                                 not above the value (`6` gives `4`, as mlir-translate)
//   @abi_align(type($x))          ABI alignment in bytes (default of load/store)
//   @pref_align($elem_type)       preferred alignment in bytes (default of alloca)
//   @store_size_align(type($x))   store size in bytes (default of atomicrmw/cmpxchg)
//   @alloca_size($arraySize)      ", <ty> <v>", or "" when the count is the constant i32 1
//   @addrspace(type($res))        ", addrspace(N)" when N != 0, else ""
//   @gep_indices($dynamicIndices, $rawConstantIndices)
//                                 ", <ty> <v>" per index; constant ones as "i32 <c>"
//   @shuffle_mask($mask)          "<N x i32> <i32 0, i32 poison, ...>" (or zeroinitializer
//                                 / poison when all elements are 0 / -1)
//   @md("!{...}")                 interns a module-level metadata node, renders "!N"
//   @deref_md($dereferenceable)   ", !dereferenceable !N" or ", !dereferenceable_or_null !N"
//   @tbaa_md($tbaa), @alias_scopes_md($alias_scopes), @access_groups_md($access_groups)
//                                 "!N" for the metadata built from those attributes
// Metadata attachments are written in LLVM's kind order (tbaa, invariant.load,
// alias.scope, noalias, nontemporal, dereferenceable, invariant.group,
// llvm.access.group), which is the order LLVM prints them in.
//
// Intrinsic ops set `llvmIntrinsic` and `llvmOverloadedOn` instead; see
// llvm_intrinsics.td. Ops whose IR is structural (functions, globals, constants folded
// into their uses, terminators with phi edges, calls) name a Rust function in
// `llvmNativeTranslation` (`llvm::translate_<op>`).
//
// As in mlir-translate (IRBuilder), an instruction whose operands are all constants is
// folded by the emitter rather than emitted (`llvm.add` of two constants is a constant).

include "constraints.td"

def LLVM_Dialect : Dialect {
  let attributes = "closed";
  let verbatimAttributes = ["address_space", "cgprofile_entry", "comdat", "constant_range",
    "dependent_libraries", "mlir.workgroup_attribution", "overflow", "profile_summary",
    "profile_summary_detailed", "target"];
  let name = "llvm";
  let summary = "The LLVM IR dialect";
  let description = [{
    Ops, types and attributes mirroring LLVM IR, the target of the conversions to LLVM and
    the input of the translation to LLVM IR text.
  }];
  let onRegister = "fold_llvm::on_register";
  let allowUnknownOperations = 1;
}

include "dialects/llvm_enums.td"
include "dialects/llvm_types.td"
include "dialects/llvm_debuginfo.td"

// ---------------------------------------------------------------------------------------
// Shared attribute constraints with defaults.
// ---------------------------------------------------------------------------------------

def LLVM_DefaultFastmathFlags
    : DefaultValuedAttr<LLVM_FastmathFlagsAttr, "#llvm.fastmath<none>">;
def LLVM_DefaultOverflowFlags
    : DefaultValuedAttr<LLVM_IntegerOverflowFlagsAttr, "0 : i32">;
def LLVM_DefaultGEPNoWrapFlags : DefaultValuedAttr<LLVM_GEPNoWrapFlagsAttr, "0 : i32">;
def LLVM_DefaultCConv : DefaultValuedAttr<LLVM_CConvAttr, "#llvm.cconv<ccc>">;
def LLVM_DefaultTailCallKind
    : DefaultValuedAttr<LLVM_TailCallKindAttr, "#llvm.tailcallkind<none>">;
def LLVM_DefaultVisibility : DefaultValuedAttr<LLVM_VisibilityAttr, "0 : i64">;
def LLVM_DefaultNotAtomic : DefaultValuedAttr<LLVM_AtomicOrderingAttr, "0 : i64">;
def LLVM_DefaultAddrSpace : DefaultValuedAttr<NonNegativeI32Attr, "0 : i32">;

// Template pieces shared by memory ops (a mixin like MLIR's LLVM_MemOpPatterns): metadata
// attachments in LLVM's kind order (see the header) and the syncscope clause.
class LLVM_MemOpTemplates {
  string tbaaMD = "?tbaa{, !tbaa @tbaa_md($tbaa)}";
  string scopesMD = "?alias_scopes{, !alias.scope @alias_scopes_md($alias_scopes)}"
                    # "?noalias_scopes{, !noalias @alias_scopes_md($noalias_scopes)}";
  string accessGroupsMD =
      "?access_groups{, !llvm.access.group @access_groups_md($access_groups)}";
  string syncScope = "?syncscope{ syncscope(\"$syncscope\")}";
}

// ---------------------------------------------------------------------------------------
// Op base classes.
// ---------------------------------------------------------------------------------------

class LLVM_Op<string mnemonic, list<Trait> traits = []>
    : Op<LLVM_Dialect, mnemonic, traits>;

class LLVM_TerminatorOp<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat(traits, [Terminator])>;

// Binary arithmetic on scalars or vectors of `element`: `llvm.add %a, %b : i32`.
class LLVM_ArithmeticOpBase<TypeConstraint element, string mnemonic, list<Trait> traits>
    : LLVM_Op<mnemonic, !listconcat([SameOperandsAndResultType, NoMemoryEffect], traits)> {
  let results = (outs LLVM_ScalarOrVectorOf<element>:$res);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($res)";
}

class LLVM_IntArithmeticOp<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnySignlessInteger, mnemonic, traits> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$lhs,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$rhs);
  let llvmInstruction = mnemonic # " $lhs, %rhs";
}

// `llvm.add %a, %b overflow<nsw, nuw> : i32` -> `add nuw nsw i32 %a, %b`
class LLVM_IntArithmeticOpWithOverflowFlag<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnySignlessInteger, mnemonic, traits> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$lhs,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$rhs,
                       LLVM_DefaultOverflowFlags:$overflowFlags);
  let assemblyFormat = "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)";
  let llvmInstruction = mnemonic # "$overflowFlags $lhs, %rhs";
}

// `llvm.udiv exact %a, %b : i32` -> `udiv exact i32 %a, %b`
class LLVM_IntArithmeticOpWithExactFlag<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnySignlessInteger, mnemonic, traits> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$lhs,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$rhs,
                       UnitAttr:$isExact);
  let assemblyFormat = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)";
  let llvmInstruction = mnemonic # "?isExact{ exact} $lhs, %rhs";
}

// `llvm.or disjoint %a, %b : i32` -> `or disjoint i32 %a, %b`
class LLVM_IntArithmeticOpWithDisjointFlag<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<AnySignlessInteger, mnemonic, traits> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$lhs,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$rhs,
                       UnitAttr:$isDisjoint);
  let assemblyFormat = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)";
  let llvmInstruction = mnemonic # "?isDisjoint{ disjoint} $lhs, %rhs";
}

// `llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32` -> `fadd fast float %a, %b`
class LLVM_FloatArithmeticOp<string mnemonic, list<Trait> traits = []>
    : LLVM_ArithmeticOpBase<LLVM_AnyFloat, mnemonic, !listconcat([Pure], traits)> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$lhs,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$rhs,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let llvmInstruction = mnemonic # "$fastmathFlags $lhs, %rhs";
}

// icmp / fcmp: the result is i1 or a vector of i1 shaped like the operands.
class LLVM_ArithmeticCmpOp<string mnemonic, list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat(traits, [SameTypeOperands,
        TypesMatchWith<"result type has i1 element type and same shape as operands",
                       "lhs", "res", "transforms::i1_same_shape">])> {
  let results = (outs LLVM_ScalarOrVectorOf<I1>:$res);
}

// Casts: `llvm.sext %x : i8 to i32` -> `sext i8 %x to i32`.
class LLVM_CastOp<string mnemonic, TypeConstraint src, TypeConstraint dst,
                  list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure], traits)> {
  let arguments = (ins src:$arg);
  let results = (outs dst:$res);
  let assemblyFormat = "$arg attr-dict `:` type($arg) `to` type($res)";
  let llvmInstruction = mnemonic # " $arg to type($res)";
}

// `llvm.zext nneg %x : i8 to i32` -> `zext nneg i8 %x to i32`
class LLVM_CastOpWithNNegFlag<string mnemonic, TypeConstraint src, TypeConstraint dst,
                              list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure], traits)> {
  let arguments = (ins src:$arg, UnitAttr:$nonNeg);
  let results = (outs dst:$res);
  let assemblyFormat =
      "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)";
  let llvmInstruction = mnemonic # "?nonNeg{ nneg} $arg to type($res)";
}

// `llvm.trunc %x overflow<nuw> : i32 to i8` -> `trunc nuw i32 %x to i8`
class LLVM_CastOpWithOverflowFlag<string mnemonic, TypeConstraint src, TypeConstraint dst,
                                  list<Trait> traits = []>
    : LLVM_Op<mnemonic, !listconcat([Pure], traits)> {
  let arguments = (ins src:$arg, LLVM_DefaultOverflowFlags:$overflowFlags);
  let results = (outs dst:$res);
  let assemblyFormat =
      "$arg ($overflowFlags^)? attr-dict `:` type($arg) `to` type($res)";
  let llvmInstruction = mnemonic # "$overflowFlags $arg to type($res)";
}

// ---------------------------------------------------------------------------------------
// Integer arithmetic.
// ---------------------------------------------------------------------------------------

def LLVM_AddOp : LLVM_IntArithmeticOpWithOverflowFlag<"add", [Commutative, Pure]> {
  let summary = "Integer addition.";
}
def LLVM_SubOp : LLVM_IntArithmeticOpWithOverflowFlag<"sub", [Pure]> {
  let summary = "Integer subtraction.";
}
def LLVM_MulOp : LLVM_IntArithmeticOpWithOverflowFlag<"mul", [Commutative, Pure]> {
  let summary = "Integer multiplication.";
}
// udiv/sdiv are only conditionally speculatable (division by zero): not Pure.
def LLVM_UDivOp : LLVM_IntArithmeticOpWithExactFlag<"udiv"> {
  let summary = "Unsigned integer division.";
}
def LLVM_SDivOp : LLVM_IntArithmeticOpWithExactFlag<"sdiv"> {
  let summary = "Signed integer division.";
}
def LLVM_URemOp : LLVM_IntArithmeticOp<"urem", [Pure]> {
  let summary = "Unsigned integer remainder.";
}
def LLVM_SRemOp : LLVM_IntArithmeticOp<"srem", [Pure]> {
  let summary = "Signed integer remainder.";
}
def LLVM_AndOp : LLVM_IntArithmeticOp<"and", [Pure]> {
  let summary = "Bitwise and.";
}
def LLVM_OrOp : LLVM_IntArithmeticOpWithDisjointFlag<"or", [Pure]>, Folder<"fold_llvm::int_binary", "or"> {
  let summary = "Bitwise or.";
}
def LLVM_XOrOp : LLVM_IntArithmeticOp<"xor", [Pure]> {
  let summary = "Bitwise exclusive or.";
}
def LLVM_ShlOp : LLVM_IntArithmeticOpWithOverflowFlag<"shl", [Pure]>, Folder<"fold_llvm::int_binary", "shl"> {
  let summary = "Shift left.";
}
def LLVM_LShrOp : LLVM_IntArithmeticOpWithExactFlag<"lshr", [Pure]> {
  let summary = "Logical shift right.";
}
def LLVM_AShrOp : LLVM_IntArithmeticOpWithExactFlag<"ashr", [Pure]> {
  let summary = "Arithmetic shift right.";
}

// ---------------------------------------------------------------------------------------
// Comparisons. Custom syntax: `llvm.icmp "slt" %a, %b : i32`,
// `llvm.fcmp "olt" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f32`: the predicate as
// a quoted keyword, `predicate` left out of the attribute dictionary, the type of lhs
// after the colon, the result type inferred.
// ---------------------------------------------------------------------------------------

def LLVM_ICmpOp : LLVM_ArithmeticCmpOp<"icmp", [Pure]>, Folder<"fold_llvm::icmp", "", 0> {
  let summary = "Integer or pointer comparison.";
  let arguments = (ins LLVM_ICmpPredicateAttr:$predicate,
                       LLVM_ICmpOperandType:$lhs,
                       LLVM_ICmpOperandType:$rhs);
  let customParser = "llvm::parse_icmp";
  let customPrinter = "llvm::print_icmp";
  let llvmInstruction = "icmp $predicate $lhs, %rhs";
}

def LLVM_FCmpOp : LLVM_ArithmeticCmpOp<"fcmp", [Pure]> {
  let summary = "Floating-point comparison.";
  let arguments = (ins LLVM_FCmpPredicateAttr:$predicate,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$lhs,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$rhs,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let customParser = "llvm::parse_fcmp";
  let customPrinter = "llvm::print_fcmp";
  let llvmInstruction = "fcmp$fastmathFlags $predicate $lhs, %rhs";
}

// ---------------------------------------------------------------------------------------
// Floating-point arithmetic.
// ---------------------------------------------------------------------------------------

def LLVM_FAddOp : LLVM_FloatArithmeticOp<"fadd"> {
  let summary = "Floating-point addition.";
}
def LLVM_FSubOp : LLVM_FloatArithmeticOp<"fsub"> {
  let summary = "Floating-point subtraction.";
}
def LLVM_FMulOp : LLVM_FloatArithmeticOp<"fmul"> {
  let summary = "Floating-point multiplication.";
}
def LLVM_FDivOp : LLVM_FloatArithmeticOp<"fdiv"> {
  let summary = "Floating-point division.";
}
def LLVM_FRemOp : LLVM_FloatArithmeticOp<"frem"> {
  let summary = "Floating-point remainder.";
}

def LLVM_FNegOp : LLVM_Op<"fneg", [Pure, SameOperandsAndResultType]> {
  let summary = "Floating-point negation.";
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$operand,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$res);
  let assemblyFormat = "$operand attr-dict `:` type($res)";
  let llvmInstruction = "fneg$fastmathFlags $operand";
}

// ---------------------------------------------------------------------------------------
// Memory.
// ---------------------------------------------------------------------------------------

// Custom syntax: `llvm.alloca [inalloca] %n x <elem type> [{alignment = 8 : i64}] :
// (i32) -> !llvm.ptr` (alignment 0 is not printed).
def LLVM_AllocaOp : LLVM_Op<"alloca", [MemoryAlloc,
    NativeCheck<"llvm::verify_alloca">]> {
  let summary = "Stack allocation.";
  let arguments = (ins AnySignlessInteger:$arraySize,
                       OptionalAttr<I64Attr>:$alignment,
                       TypeAttr:$elem_type,
                       UnitAttr:$inalloca);
  let results = (outs LLVM_AnyPointer:$res);
  let customParser = "llvm::parse_alloca";
  let customPrinter = "llvm::print_alloca";
  let llvmInstruction = "alloca?inalloca{ inalloca} $elem_type@alloca_size($arraySize)"
      # ", align ?alignment{@align($alignment)}{@pref_align($elem_type)}@addrspace(type($res))";
}

// `llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<...>`
// rawConstantIndices holds the constant indices and -2147483648 (i32 min) where the next
// dynamic index goes.
def LLVM_GEPOp : LLVM_Op<"getelementptr", [Pure, NativeCheck<"llvm::verify_gep">]>,
    Folder<"fold_llvm::gep"> {
  let summary = "Address computation (getelementptr).";
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$base,
                       Variadic<LLVM_ScalarOrVectorOf<AnySignlessInteger>>:$dynamicIndices,
                       DenseI32ArrayAttr:$rawConstantIndices,
                       TypeAttr:$elem_type,
                       LLVM_DefaultGEPNoWrapFlags:$noWrapFlags);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$res);
  let assemblyFormat = [{
    ($noWrapFlags^)?
    $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict
    `:` functional-type(operands, results) `,` $elem_type
  }];
  let llvmInstruction = "getelementptr$noWrapFlags $elem_type, $base"
      # "@gep_indices($dynamicIndices, $rawConstantIndices)";
}

def LLVM_LoadOp : LLVM_Op<"load", [MemoryRead, NativeCheck<"llvm::verify_load">]>,
    LLVM_MemOpTemplates, Effects<"llvm::load_effects"> {
  let summary = "Load from memory.";
  let arguments = (ins LLVM_AnyPointer:$addr,
                       OptionalAttr<I64Attr>:$alignment,
                       UnitAttr:$volatile_,
                       UnitAttr:$nontemporal,
                       UnitAttr:$invariant,
                       UnitAttr:$invariantGroup,
                       LLVM_DefaultNotAtomic:$ordering,
                       OptionalAttr<StrAttr>:$syncscope,
                       OptionalAttr<LLVM_DereferenceableAttrConstraint>:$dereferenceable,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa);
  let results = (outs LLVM_LoadableType:$res);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $addr
    (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
    (`invariant` $invariant^)?
    (`invariant_group` $invariantGroup^)?
    (`dereferenceable` `` $dereferenceable^)?
    attr-dict `:` qualified(type($addr)) `->` type($res)
  }];
  let llvmInstruction = "load?ordering{ atomic}?volatile_{ volatile} type($res), $addr"
      # syncScope # "?ordering{ $ordering}"
      # ", align ?alignment{@align($alignment)}{@abi_align(type($res))}"
      # tbaaMD
      # "?invariant{, !invariant.load @md(\"!{}\")}"
      # scopesMD
      # "?nontemporal{, !nontemporal @md(\"!{i32 1}\")}"
      # "?dereferenceable{@deref_md($dereferenceable)}"
      # "?invariantGroup{, !invariant.group @md(\"!{}\")}"
      # accessGroupsMD;
}

def LLVM_StoreOp : LLVM_Op<"store", [MemoryWrite, NativeCheck<"llvm::verify_store">]>,
    LLVM_MemOpTemplates {
  let summary = "Store to memory.";
  let arguments = (ins LLVM_LoadableType:$value,
                       LLVM_AnyPointer:$addr,
                       OptionalAttr<I64Attr>:$alignment,
                       UnitAttr:$volatile_,
                       UnitAttr:$nontemporal,
                       UnitAttr:$invariantGroup,
                       LLVM_DefaultNotAtomic:$ordering,
                       OptionalAttr<StrAttr>:$syncscope,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $value `,` $addr
    (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?
    (`invariant_group` $invariantGroup^)?
    attr-dict `:` type($value) `,` qualified(type($addr))
  }];
  let llvmInstruction = "store?ordering{ atomic}?volatile_{ volatile} $value, $addr"
      # syncScope # "?ordering{ $ordering}"
      # ", align ?alignment{@align($alignment)}{@abi_align(type($value))}"
      # tbaaMD # scopesMD
      # "?nontemporal{, !nontemporal @md(\"!{i32 1}\")}"
      # "?invariantGroup{, !invariant.group @md(\"!{}\")}"
      # accessGroupsMD;
}

// `llvm.atomicrmw [volatile] add %p, %v [syncscope("x")] seq_cst : !llvm.ptr, i32`
def LLVM_AtomicRMWOp : LLVM_Op<"atomicrmw", [
    TypesMatchWith<"result #0 and operand #1 have the same type",
                   "val", "res", "transforms::identity">,
    NativeCheck<"llvm::verify_atomicrmw">]>, LLVM_MemOpTemplates {
  let summary = "Atomic read-modify-write.";
  let arguments = (ins LLVM_AtomicBinOpAttr:$bin_op,
                       LLVM_AnyPointer:$ptr,
                       LLVM_AtomicRMWType:$val,
                       LLVM_AtomicOrderingAttr:$ordering,
                       OptionalAttr<StrAttr>:$syncscope,
                       OptionalAttr<I64Attr>:$alignment,
                       UnitAttr:$volatile_,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa);
  let results = (outs LLVM_AtomicRMWType:$res);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $bin_op $ptr `,` $val
    (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:`
    qualified(type($ptr)) `,` type($val)
  }];
  let llvmInstruction = "atomicrmw?volatile_{ volatile} $bin_op $ptr, $val"
      # syncScope # " $ordering"
      # ", align ?alignment{@align($alignment)}{@store_size_align(type($val))}"
      # tbaaMD # scopesMD # accessGroupsMD;
}

// `llvm.cmpxchg [weak] [volatile] %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32`;
// the result is !llvm.struct<(i32, i1)>.
def LLVM_AtomicCmpXchgOp : LLVM_Op<"cmpxchg", [
    TypesMatchWith<"operand #1 and operand #2 have the same type",
                   "val", "cmp", "transforms::identity">,
    TypesMatchWith<"result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
                   "val", "res", "transforms::value_and_bool_struct">,
    NativeCheck<"llvm::verify_cmpxchg">]>, LLVM_MemOpTemplates {
  let summary = "Atomic compare-and-exchange.";
  let arguments = (ins LLVM_AnyPointer:$ptr,
                       LLVM_AtomicCmpXchgType:$cmp,
                       LLVM_AtomicCmpXchgType:$val,
                       LLVM_AtomicOrderingAttr:$success_ordering,
                       LLVM_AtomicOrderingAttr:$failure_ordering,
                       OptionalAttr<StrAttr>:$syncscope,
                       OptionalAttr<I64Attr>:$alignment,
                       UnitAttr:$weak,
                       UnitAttr:$volatile_,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa);
  let results = (outs LLVM_AnyStruct:$res);
  let assemblyFormat = [{
    (`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val
    (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering
    attr-dict `:` qualified(type($ptr)) `,` type($val)
  }];
  let llvmInstruction = "cmpxchg?weak{ weak}?volatile_{ volatile} $ptr, $cmp, $val"
      # syncScope # " $success_ordering $failure_ordering"
      # ", align ?alignment{@align($alignment)}{@store_size_align(type($val))}"
      # tbaaMD # scopesMD # accessGroupsMD;
}

// `llvm.fence [syncscope("agent")] acquire`
def LLVM_FenceOp : LLVM_Op<"fence", [NativeCheck<"llvm::verify_fence">]>,
    LLVM_MemOpTemplates {
  let summary = "Memory fence.";
  let arguments = (ins LLVM_AtomicOrderingAttr:$ordering,
                       OptionalAttr<StrAttr>:$syncscope);
  let assemblyFormat = "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict";
  let llvmInstruction = "fence" # syncScope # " $ordering";
}

// ---------------------------------------------------------------------------------------
// Casts.
// ---------------------------------------------------------------------------------------

def LLVM_BitcastOp : LLVM_CastOp<"bitcast", LLVM_AnyNonAggregate, LLVM_AnyNonAggregate,
    [NativeCheck<"llvm::verify_bitcast">]>, Folder<"fold_llvm::chainable_cast", "llvm.bitcast"> {
  let summary = "Reinterpret the bits of a value as another type.";
}
def LLVM_AddrSpaceCastOp : LLVM_CastOp<"addrspacecast",
    LLVM_ScalarOrVectorOf<LLVM_AnyPointer>, LLVM_ScalarOrVectorOf<LLVM_AnyPointer>>,
    Folder<"fold_llvm::chainable_cast", "llvm.addrspacecast"> {
  let summary = "Pointer cast between address spaces.";
}

// `llvm.inttoptr %i [dereferenceable<bytes = 8>] : i64 to !llvm.ptr`
def LLVM_IntToPtrOp : LLVM_Op<"inttoptr", [Pure]> {
  let summary = "Integer to pointer cast.";
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$arg,
      OptionalAttr<LLVM_DereferenceableAttrConstraint>:$dereferenceable);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$res);
  let assemblyFormat = "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` "
                       # "type($arg) `to` type($res)";
  let llvmInstruction =
      "inttoptr $arg to type($res)?dereferenceable{@deref_md($dereferenceable)}";
}

def LLVM_PtrToIntOp : LLVM_CastOp<"ptrtoint", LLVM_ScalarOrVectorOf<LLVM_AnyPointer>,
    LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "Pointer to integer cast.";
}
def LLVM_SExtOp : LLVM_CastOp<"sext", LLVM_ScalarOrVectorOf<AnySignlessInteger>,
    LLVM_ScalarOrVectorOf<AnySignlessInteger>, [NativeCheck<"llvm::verify_sext">]> {
  let summary = "Sign extension.";
}
def LLVM_ZExtOp : LLVM_CastOpWithNNegFlag<"zext", LLVM_ScalarOrVectorOf<AnySignlessInteger>,
    LLVM_ScalarOrVectorOf<AnySignlessInteger>, [NativeCheck<"llvm::verify_zext">]>,
    Folder<"fold_llvm::zext"> {
  let summary = "Zero extension.";
}
def LLVM_TruncOp : LLVM_CastOpWithOverflowFlag<"trunc",
    LLVM_ScalarOrVectorOf<AnySignlessInteger>, LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "Integer truncation.";
}
def LLVM_SIToFPOp : LLVM_CastOp<"sitofp", LLVM_ScalarOrVectorOf<AnySignlessInteger>,
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "Signed integer to floating-point conversion.";
}
def LLVM_UIToFPOp : LLVM_CastOpWithNNegFlag<"uitofp",
    LLVM_ScalarOrVectorOf<AnySignlessInteger>, LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "Unsigned integer to floating-point conversion.";
}
def LLVM_FPToSIOp : LLVM_CastOp<"fptosi", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
    LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "Floating-point to signed integer conversion.";
}
def LLVM_FPToUIOp : LLVM_CastOp<"fptoui", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
    LLVM_ScalarOrVectorOf<AnySignlessInteger>> {
  let summary = "Floating-point to unsigned integer conversion.";
}
def LLVM_FPExtOp : LLVM_CastOp<"fpext", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "Floating-point extension.";
}
def LLVM_FPTruncOp : LLVM_CastOp<"fptrunc", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>,
    LLVM_ScalarOrVectorOf<LLVM_AnyFloat>> {
  let summary = "Floating-point truncation.";
}

// ---------------------------------------------------------------------------------------
// Calls.
// ---------------------------------------------------------------------------------------

// Custom syntax (MLIR's CallOp::parse/print):
//   llvm.call [cconv] [tailcallkind] @f(%a) [vararg(!llvm.func<...>)] [[op bundles]]
//       [{attrs}] : (i32) -> i32
//   llvm.call %fptr(%a) : !llvm.ptr, (i32) -> ()
// For an indirect call the callee pointer is callee_operands[0].
def LLVM_CallOp : LLVM_Op<"call", [AttrSizedOperandSegments, CallLike,
    NativeCheck<"llvm::verify_call">]> {
  let summary = "Call to an LLVM function.";
  let arguments = (ins OptionalAttr<LLVM_FunctionTypeAttr>:$var_callee_type,
                       OptionalAttr<FlatSymbolRefAttr>:$callee,
                       Variadic<LLVM_Type>:$callee_operands,
                       LLVM_DefaultFastmathFlags:$fastmathFlags,
                       LLVM_DefaultCConv:$CConv,
                       LLVM_DefaultTailCallKind:$TailCallKind,
                       OptionalAttr<LLVM_MemoryEffectsAttrConstraint>:$memory_effects,
                       UnitAttr:$convergent,
                       UnitAttr:$no_unwind,
                       UnitAttr:$will_return,
                       VariadicOfVariadic<LLVM_Type, "op_bundle_sizes">:$op_bundle_operands,
                       DenseI32ArrayAttr:$op_bundle_sizes,
                       OptionalAttr<ArrayAttr>:$op_bundle_tags,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline,
                       UnitAttr:$always_inline,
                       UnitAttr:$inline_hint,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa);
  let results = (outs Optional<LLVM_Type>:$result);
  let customParser = "llvm::parse_call";
  let customPrinter = "llvm::print_call";
  let llvmNativeTranslation = "llvm::translate_call";
}

// Custom syntax: `llvm.invoke @f(%a) to ^normal(...) unwind ^unwind(...) : (i32) -> i32`
def LLVM_InvokeOp : LLVM_Op<"invoke", [AttrSizedOperandSegments, BranchLike, CallLike,
    Terminator, NativeCheck<"cf::verify_branch_weights">, NativeCheck<"llvm::verify_invoke">]> {
  let summary = "Call that may unwind to a landing pad.";
  let arguments = (ins OptionalAttr<LLVM_FunctionTypeAttr>:$var_callee_type,
                       OptionalAttr<FlatSymbolRefAttr>:$callee,
                       Variadic<LLVM_Type>:$callee_operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       Variadic<LLVM_Type>:$normalDestOperands,
                       Variadic<LLVM_Type>:$unwindDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights,
                       LLVM_DefaultCConv:$CConv,
                       VariadicOfVariadic<LLVM_Type, "op_bundle_sizes">:$op_bundle_operands,
                       DenseI32ArrayAttr:$op_bundle_sizes,
                       OptionalAttr<ArrayAttr>:$op_bundle_tags);
  let results = (outs Optional<LLVM_Type>:$result);
  let successors = (successor AnySuccessor:$normalDest, AnySuccessor:$unwindDest);
  let successorOperands = ["normalDestOperands", "unwindDestOperands"];
  let customParser = "llvm::parse_invoke";
  let customPrinter = "llvm::print_invoke";
  let llvmNativeTranslation = "llvm::translate_invoke";
}

// Custom syntax: `%0 = llvm.landingpad cleanup (catch %p : !llvm.ptr) : !llvm.struct<...>`.
// The clause operands are unnamed in MLIR (no accessor); the spec names them `clauses`.
// A clause of array type is a filter, any other a catch.
def LLVM_LandingpadOp : LLVM_Op<"landingpad", [NativeCheck<"llvm::verify_landingpad">]> {
  let summary = "Landing pad of an invoke's unwind destination.";
  let arguments = (ins UnitAttr:$cleanup, Variadic<LLVM_Type>:$clauses);
  let results = (outs LLVM_Type:$res);
  let customParser = "llvm::parse_landingpad";
  let customPrinter = "llvm::print_landingpad";
  let llvmNativeTranslation = "llvm::translate_landingpad";
}

def LLVM_VaArgOp : LLVM_Op<"va_arg"> {
  let summary = "Read the next variadic argument.";
  let arguments = (ins LLVM_AnyPointer:$arg);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "$arg attr-dict `:` functional-type($arg, $res)";
  let llvmInstruction = "va_arg $arg, type($res)";
}

// Custom syntax: `llvm.call_intrinsic "llvm.x.y"(%a) ["bundles"] : (i32) -> i32`
def LLVM_CallIntrinsicOp : LLVM_Op<"call_intrinsic", [AttrSizedOperandSegments,
    NativeCheck<"llvm::verify_call_intrinsic">]> {
  let summary = "Call to an LLVM intrinsic function by name.";
  let arguments = (ins StrAttr:$intrin,
                       Variadic<LLVM_Type>:$args,
                       LLVM_DefaultFastmathFlags:$fastmathFlags,
                       VariadicOfVariadic<LLVM_Type, "op_bundle_sizes">:$op_bundle_operands,
                       DenseI32ArrayAttr:$op_bundle_sizes,
                       OptionalAttr<ArrayAttr>:$op_bundle_tags,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Optional<LLVM_Type>:$results);
  let customParser = "llvm::parse_call_intrinsic";
  let customPrinter = "llvm::print_call_intrinsic";
  let llvmNativeTranslation = "llvm::translate_call_intrinsic";
}

// `%0 = llvm.inline_asm has_side_effects asm_dialect = intel "nop", "=r,r" %a : (i32) -> i32`
def LLVM_InlineAsmOp : LLVM_Op<"inline_asm", [NativeCheck<"llvm::verify_inline_asm">]> {
  let summary = "Inline assembly.";
  let arguments = (ins Variadic<LLVM_Type>:$operands,
                       StrAttr:$asm_string,
                       StrAttr:$constraints,
                       UnitAttr:$has_side_effects,
                       UnitAttr:$is_align_stack,
                       LLVM_DefaultTailCallKind:$tail_call_kind,
                       OptionalAttr<LLVM_AsmDialectAttr>:$asm_dialect,
                       OptionalAttr<ArrayAttr>:$operand_attrs);
  let results = (outs Optional<LLVM_Type>:$res);
  let assemblyFormat = [{
    (`has_side_effects` $has_side_effects^)?
    (`is_align_stack` $is_align_stack^)?
    (`tail_call_kind` `=` $tail_call_kind^)?
    (`asm_dialect` `=` $asm_dialect^)?
    (`operand_attrs` `=` $operand_attrs^)?
    attr-dict
    $asm_string `,` $constraints
    operands `:` functional-type(operands, results)
  }];
  let llvmNativeTranslation = "llvm::translate_inline_asm";
}

// ---------------------------------------------------------------------------------------
// Aggregates and vectors.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.extractelement %v[%i : i32] : vector<4xf32>`
def LLVM_ExtractElementOp : LLVM_Op<"extractelement", [Pure,
    TypesMatchWith<"result type matches vector element type", "vector", "res",
                   "transforms::vector_element_type">]> {
  let summary = "Extract an element from a vector.";
  let arguments = (ins LLVM_AnyVector:$vector, AnySignlessInteger:$position);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)
  }];
  let llvmInstruction = "extractelement $vector, $position";
}

// `%0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>`
def LLVM_ExtractValueOp : LLVM_Op<"extractvalue", [Pure,
    NativeCheck<"llvm::verify_extractvalue">]>, Folder<"fold_llvm::extract_value"> {
  let summary = "Extract a value from an aggregate.";
  let arguments = (ins LLVM_AnyAggregate:$container, DenseI64ArrayAttr:$position);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = [{
    $container `` $position attr-dict `:` type($container)
    custom<InsertExtractValueElementType>(type($res), ref(type($container)),
                                          ref($position))
  }];
  let llvmInstruction = "extractvalue $container, $position";
}

// `%0 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`
def LLVM_InsertElementOp : LLVM_Op<"insertelement", [Pure,
    TypesMatchWith<"argument type matches vector element type", "vector", "value",
                   "transforms::vector_element_type">,
    AllTypesMatch<["res", "vector"]>]> {
  let summary = "Insert an element into a vector.";
  let arguments = (ins LLVM_AnyVector:$vector, LLVM_PrimitiveType:$value,
                       AnySignlessInteger:$position);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = [{
    $value `,` $vector `[` $position `:` type($position) `]` attr-dict `:`
    type($vector)
  }];
  let llvmInstruction = "insertelement $vector, $value, $position";
}

// `%0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f64)>`
def LLVM_InsertValueOp : LLVM_Op<"insertvalue", [Pure,
    AllTypesMatch<["container", "res"]>, NativeCheck<"llvm::verify_insertvalue">]> {
  let summary = "Insert a value into an aggregate.";
  let arguments = (ins LLVM_AnyAggregate:$container, LLVM_PrimitiveType:$value,
                       DenseI64ArrayAttr:$position);
  let results = (outs LLVM_AnyAggregate:$res);
  let assemblyFormat = [{
    $value `,` $container `` $position attr-dict `:` type($container)
    custom<InsertExtractValueElementType>(type($value), ref(type($container)),
                                          ref($position))
  }];
  let llvmInstruction = "insertvalue $container, $value, $position";
}

// `%0 = llvm.shufflevector %a, %b [0, 1, -1, 3] : vector<4xf32>` (-1 is poison)
def LLVM_ShuffleVectorOp : LLVM_Op<"shufflevector", [Pure,
    AllTypesMatch<["v1", "v2"]>, NativeCheck<"llvm::verify_shufflevector">]> {
  let summary = "Permute the elements of two vectors.";
  let arguments = (ins LLVM_AnyVector:$v1, LLVM_AnyVector:$v2,
                       DenseI32ArrayAttr:$mask);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = [{
    $v1 `,` $v2 $mask attr-dict `:` type($v1)
    custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))
  }];
  let llvmInstruction = "shufflevector $v1, $v2, @shuffle_mask($mask, type($v1))";
}

// ---------------------------------------------------------------------------------------
// Miscellaneous.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.select %c, %a, %b : i1, i32`
def LLVM_SelectOp : LLVM_Op<"select", [Pure,
    AllTypesMatch<["trueValue", "falseValue", "res"]>]> {
  let summary = "Choose between two values.";
  let arguments = (ins LLVM_ScalarOrVectorOf<I1>:$condition,
                       LLVM_Type:$trueValue,
                       LLVM_Type:$falseValue,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "operands attr-dict `:` type($condition) `,` type($res)";
  // LLVM keeps fast-math flags on a select only when it selects floating-point values.
  let llvmInstruction = "select@fp_fastmath($fastmathFlags, type($res)) $condition, $trueValue, $falseValue";
}

def LLVM_FreezeOp : LLVM_Op<"freeze", [Pure, SameOperandsAndResultType]> {
  let summary = "Stop the propagation of undef and poison.";
  let arguments = (ins LLVM_Type:$val);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "$val attr-dict `:` type($val)";
  let llvmInstruction = "freeze $val";
}

// ---------------------------------------------------------------------------------------
// Terminators.
// ---------------------------------------------------------------------------------------

// `llvm.br ^bb1(%a : i32)`
def LLVM_BrOp : LLVM_TerminatorOp<"br", [BranchLike, Pure]> {
  let summary = "Unconditional branch.";
  let arguments = (ins Variadic<LLVM_Type>:$destOperands,
                       OptionalAttr<LLVM_LoopAnnotationAttr>:$loop_annotation);
  let successors = (successor AnySuccessor:$dest);
  let successorOperands = ["destOperands"];
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_br";
}

// `llvm.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2`
def LLVM_CondBrOp : LLVM_TerminatorOp<"cond_br", [AttrSizedOperandSegments, BranchLike,
    Pure, NativeCheck<"cf::verify_branch_weights">]> {
  let summary = "Conditional branch.";
  let arguments = (ins I1:$condition,
                       Variadic<LLVM_Type>:$trueDestOperands,
                       Variadic<LLVM_Type>:$falseDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights,
                       OptionalAttr<LLVM_LoopAnnotationAttr>:$loop_annotation);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let successorOperands = ["trueDestOperands", "falseDestOperands"];
  let assemblyFormat = [{
    $condition ( `weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_cond_br";
}

// `llvm.return %a : i32` / `llvm.return`; also ends global and alias initializer regions.
def LLVM_ReturnOp : LLVM_TerminatorOp<"return", [Pure, ReturnLike,
    NativeCheck<"llvm::verify_return">]> {
  let summary = "Return from a function or an initializer region.";
  let arguments = (ins Optional<LLVM_Type>:$arg);
  let assemblyFormat = "attr-dict ($arg^ `:` type($arg))?";
  let llvmNativeTranslation = "llvm::translate_return";
}

def LLVM_ResumeOp : LLVM_TerminatorOp<"resume"> {
  let summary = "Resume propagation of an in-flight exception.";
  let arguments = (ins LLVM_Type:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
  let llvmInstruction = "resume $value";
}

def LLVM_UnreachableOp : LLVM_TerminatorOp<"unreachable"> {
  let summary = "Unreachable code.";
  let assemblyFormat = "attr-dict";
  let llvmInstruction = "unreachable";
}

// `llvm.switch %v : i32, ^default [ 1: ^bb1(%a : i32), 2: ^bb2 ]`
def LLVM_SwitchOp : LLVM_TerminatorOp<"switch", [AttrSizedOperandSegments, BranchLike,
    Pure, NativeCheck<"cf::verify_branch_weights">, NativeCheck<"llvm::verify_switch">]> {
  let summary = "Multi-way branch on an integer.";
  let arguments = (ins AnySignlessInteger:$value,
                       Variadic<AnyType>:$defaultOperands,
                       VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                       OptionalAttr<AnyIntElementsAttr>:$case_values,
                       DenseI32ArrayAttr:$case_operand_segments,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let assemblyFormat = [{
    $value `:` type($value) `,`
    $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)?
    custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations,
                                   $caseOperands, type($caseOperands))
    attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_switch";
}

// `llvm.indirectbr %addr : !llvm.ptr, [ ^bb1(%a : i32), ^bb2 ]`
def LLVM_IndirectBrOp : LLVM_TerminatorOp<"indirectbr", [SameVariadicOperandSize,
    BranchLike, Pure]> {
  let summary = "Branch to an address computed by llvm.blockaddress.";
  let arguments = (ins LLVM_AnyPointer:$addr,
      VariadicOfVariadic<AnyType, "indbr_operand_segments">:$succOperands,
      DenseI32ArrayAttr:$indbr_operand_segments);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$successors);
  let assemblyFormat = [{
    $addr `:` type($addr) `,`
      custom<IndirectBrOpSucessors>(ref(type($addr)),
                                    $successors,
                                    $succOperands,
                                    type($succOperands))
    attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_indirectbr";
}

// ---------------------------------------------------------------------------------------
// Constants and symbol references. They become LLVM constants folded into their uses.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.mlir.addressof @g : !llvm.ptr`
def LLVM_AddressOfOp : LLVM_Op<"mlir.addressof",
    [Pure, ConstantLike, NativeCheck<"llvm::verify_addressof">]> {
  let summary = "Address of a global, alias, ifunc or function.";
  let arguments = (ins FlatSymbolRefAttr:$global_name);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$global_name attr-dict `:` qualified(type($res))";
  let llvmNativeTranslation = "llvm::translate_addressof";
}

// `%0 = llvm.dso_local_equivalent @f : !llvm.ptr`
def LLVM_DSOLocalEquivalentOp : LLVM_Op<"dso_local_equivalent", [Pure, ConstantLike]> {
  let summary = "dso_local_equivalent pointer to a function.";
  let arguments = (ins FlatSymbolRefAttr:$function_name);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$function_name attr-dict `:` qualified(type($res))";
  let llvmNativeTranslation = "llvm::translate_dso_local_equivalent";
}

// `%0 = llvm.blockaddress <function = @f, tag = <id = 0>> : !llvm.ptr`
def LLVM_BlockAddressOp : LLVM_Op<"blockaddress", [Pure, ConstantLike,
    NativeCheck<"llvm::verify_blockaddress">]> {
  let summary = "Address of a basic block marked by llvm.blocktag.";
  let arguments = (ins LLVM_BlockAddressAttrConstraint:$block_addr);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = [{
    $block_addr
    attr-dict `:` qualified(type($res))
  }];
  let llvmNativeTranslation = "llvm::translate_blockaddress";
}

// `llvm.blocktag <id = 0>`: marks its block as the target of llvm.blockaddress.
def LLVM_BlockTagOp : LLVM_Op<"blocktag"> {
  let summary = "Tag identifying a block for llvm.blockaddress.";
  let arguments = (ins LLVM_BlockTagAttrConstraint:$tag);
  let assemblyFormat = [{ $tag attr-dict }];
  let llvmNativeTranslation = "llvm::translate_blocktag";
}

// `%0 = llvm.mlir.none : !llvm.token`
def LLVM_NoneTokenOp : LLVM_Op<"mlir.none", [Pure]> {
  let summary = "The none token value.";
  let results = (outs LLVM_TokenType:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let llvmNativeTranslation = "llvm::translate_none";
}

def LLVM_UndefOp : LLVM_Op<"mlir.undef", [Pure, ConstantLike]> {
  let summary = "An undef value of an LLVM type.";
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let llvmNativeTranslation = "llvm::translate_undef";
}

def LLVM_PoisonOp : LLVM_Op<"mlir.poison", [Pure, ConstantLike]> {
  let summary = "A poison value of an LLVM type.";
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let llvmNativeTranslation = "llvm::translate_poison";
}

def LLVM_ZeroOp : LLVM_Op<"mlir.zero", [Pure, ConstantLike,
    NativeCheck<"llvm::verify_zero">]> {
  let summary = "A zero-initialized value of an LLVM type.";
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let llvmNativeTranslation = "llvm::translate_zero";
}

// `%0 = llvm.mlir.constant(42 : i32) : i32`, `llvm.mlir.constant(42) : i64`,
// `llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>`
def LLVM_ConstantOp : LLVM_Op<"mlir.constant", [Pure, ConstantLike,
    NativeCheck<"llvm::verify_constant">]> {
  let summary = "A constant of an LLVM type.";
  let arguments = (ins AnyAttr:$value);
  let results = (outs LLVM_Type:$res);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($res)";
  let llvmNativeTranslation = "llvm::translate_constant";
}

// ---------------------------------------------------------------------------------------
// Module-level ops.
// ---------------------------------------------------------------------------------------

// Custom syntax (MLIR's GlobalOp::parse/print):
//   llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant]
//       @name(<value>) [comdat(@c::@s)] [{attrs}] : <type> [initializer region]
def LLVM_GlobalOp : LLVM_Op<"mlir.global", [IsolatedFromAbove,
    SingleBlockImplicitTerminator<"llvm.return">, Symbol,
    NativeCheck<"llvm::verify_global">]> {
  let summary = "A global variable.";
  let arguments = (ins TypeAttr:$global_type,
                       UnitAttr:$constant,
                       StrAttr:$sym_name,
                       LLVM_LinkageAttr:$linkage,
                       UnitAttr:$dso_local,
                       UnitAttr:$thread_local_,
                       UnitAttr:$externally_initialized,
                       OptionalAttr<AnyAttr>:$value,
                       OptionalAttr<I64Attr>:$alignment,
                       LLVM_DefaultAddrSpace:$addr_space,
                       OptionalAttr<LLVM_UnnamedAddrAttr>:$unnamed_addr,
                       OptionalAttr<StrAttr>:$section,
                       OptionalAttr<SymbolRefAttr>:$comdat,
                       OptionalAttr<LLVM_DIGlobalVariableExpressionArrayAttr>:$dbg_exprs,
                       LLVM_DefaultVisibility:$visibility_,
                       OptionalAttr<ArrayAttr>:$target_specific_attrs);
  let regions = (region AnyRegion:$initializer);
  let customParser = "llvm::parse_global";
  let customPrinter = "llvm::print_global";
  let llvmNativeTranslation = "llvm::translate_global";
}

// `llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]`
def LLVM_GlobalCtorsOp : LLVM_Op<"mlir.global_ctors", [
    NativeCheck<"llvm::verify_global_ctors">]> {
  let summary = "Module constructors (llvm.global_ctors).";
  let arguments = (ins LLVM_FlatSymbolRefArrayAttr:$ctors,
                       I32ArrayAttr:$priorities,
                       ArrayAttr:$data);
  let assemblyFormat = [{
    `ctors` `=` $ctors
    `,` `priorities` `=` $priorities
    `,` `data` `=` $data
    attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_global_ctors";
}

def LLVM_GlobalDtorsOp : LLVM_Op<"mlir.global_dtors", [
    NativeCheck<"llvm::verify_global_dtors">]> {
  let summary = "Module destructors (llvm.global_dtors).";
  let arguments = (ins LLVM_FlatSymbolRefArrayAttr:$dtors,
                       I32ArrayAttr:$priorities,
                       ArrayAttr:$data);
  let assemblyFormat = [{
    `dtors` `=` $dtors
    `,` `priorities` `=` $priorities
    `,` `data` `=` $data
    attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_global_dtors";
}

// Custom syntax: `llvm.mlir.alias [linkage] [visibility] ... @name [{attrs}] : <type> {...}`
def LLVM_AliasOp : LLVM_Op<"mlir.alias", [IsolatedFromAbove,
    SingleBlockImplicitTerminator<"llvm.return">, Symbol,
    NativeCheck<"llvm::verify_alias">]> {
  let summary = "A global alias.";
  let arguments = (ins TypeAttr:$alias_type,
                       StrAttr:$sym_name,
                       LLVM_LinkageAttr:$linkage,
                       UnitAttr:$dso_local,
                       UnitAttr:$thread_local_,
                       OptionalAttr<LLVM_UnnamedAddrAttr>:$unnamed_addr,
                       LLVM_DefaultVisibility:$visibility_);
  let regions = (region SizedRegion<1>:$initializer);
  let customParser = "llvm::parse_alias";
  let customPrinter = "llvm::print_alias";
  let llvmNativeTranslation = "llvm::translate_alias";
}

// `llvm.mlir.ifunc external @foo : !llvm.func<f32 (i64)>, !llvm.ptr @resolver`
def LLVM_IFuncOp : LLVM_Op<"mlir.ifunc", [IsolatedFromAbove, Symbol,
    NativeCheck<"llvm::verify_ifunc">]> {
  let summary = "An indirect function resolved at load time.";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttr:$i_func_type,
                       FlatSymbolRefAttr:$resolver,
                       TypeAttr:$resolver_type,
                       LLVM_LinkageAttr:$linkage,
                       UnitAttr:$dso_local,
                       LLVM_DefaultAddrSpace:$address_space,
                       DefaultValuedAttr<LLVM_UnnamedAddrAttr, "0 : i64">:$unnamed_addr,
                       LLVM_DefaultVisibility:$visibility_);
  let assemblyFormat = [{
    custom<LLVMLinkage>($linkage) ($visibility_^)? ($unnamed_addr^)?
    $sym_name `:` $i_func_type `,` $resolver_type $resolver attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_ifunc";
}

// `llvm.comdat_selector @any any`
def LLVM_ComdatSelectorOp : LLVM_Op<"comdat_selector", [Symbol]> {
  let summary = "A comdat selection kind.";
  let arguments = (ins SymbolNameAttr:$sym_name, LLVM_ComdatAttr:$comdat);
  let assemblyFormat = "$sym_name $comdat attr-dict";
  let llvmNativeTranslation = "llvm::translate_comdat_selector";
}

// `llvm.comdat @__llvm_comdat { llvm.comdat_selector @any any }`
def LLVM_ComdatOp : LLVM_Op<"comdat", [NoTerminator, NoRegionArguments, SymbolTable,
    Symbol, NativeCheck<"llvm::verify_comdat">]> {
  let summary = "A table of comdat selectors.";
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name $body attr-dict";
  let llvmNativeTranslation = "llvm::translate_comdat";
}

// Custom syntax (MLIR's LLVMFuncOp::parse/print, function_interface_impl):
//   llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(%arg0: i32 {attrs}, ...)
//       -> (i32 {attrs}) [vscale_range(...)] [comdat(...)] [attributes {...}] [{ body }]
// Linkage `external` and cconv `ccc` are not printed; the printed attribute dictionary
// leaves out the properties the syntax shows.
def LLVM_LLVMFuncOp : LLVM_Op<"func", [AffineScope, AutomaticAllocationScope,
    IsolatedFromAbove, FunctionLike, Symbol, NativeCheck<"llvm::verify_func">]> {
  let summary = "An LLVM function.";
  let arguments = (ins StrAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       LLVM_FunctionTypeAttr:$function_type,
                       DefaultValuedAttr<LLVM_LinkageAttr, "#llvm.linkage<external>">:$linkage,
                       UnitAttr:$dso_local,
                       LLVM_DefaultCConv:$CConv,
                       OptionalAttr<SymbolRefAttr>:$comdat,
                       OptionalAttr<UnitAttr>:$convergent,
                       OptionalAttr<FlatSymbolRefAttr>:$personality,
                       OptionalAttr<StrAttr>:$garbageCollector,
                       OptionalAttr<ArrayAttr>:$passthrough,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<I64Attr>:$function_entry_count,
                       OptionalAttr<LLVM_MemoryEffectsAttrConstraint>:$memory_effects,
                       LLVM_DefaultVisibility:$visibility_,
                       OptionalAttr<UnitAttr>:$arm_streaming,
                       OptionalAttr<UnitAttr>:$arm_locally_streaming,
                       OptionalAttr<UnitAttr>:$arm_streaming_compatible,
                       OptionalAttr<UnitAttr>:$arm_new_za,
                       OptionalAttr<UnitAttr>:$arm_in_za,
                       OptionalAttr<UnitAttr>:$arm_out_za,
                       OptionalAttr<UnitAttr>:$arm_inout_za,
                       OptionalAttr<UnitAttr>:$arm_preserves_za,
                       OptionalAttr<StrAttr>:$section,
                       OptionalAttr<LLVM_UnnamedAddrAttr>:$unnamed_addr,
                       OptionalAttr<I64Attr>:$alignment,
                       OptionalAttr<LLVM_VScaleRangeAttrConstraint>:$vscale_range,
                       OptionalAttr<LLVM_FramePointerKindAttr>:$frame_pointer,
                       OptionalAttr<StrAttr>:$target_cpu,
                       OptionalAttr<StrAttr>:$tune_cpu,
                       OptionalAttr<StrAttr>:$reciprocal_estimates,
                       OptionalAttr<StrAttr>:$prefer_vector_width,
                       OptionalAttr<LLVM_TargetFeaturesAttr>:$target_features,
                       OptionalAttr<BoolAttr>:$no_infs_fp_math,
                       OptionalAttr<BoolAttr>:$no_nans_fp_math,
                       OptionalAttr<BoolAttr>:$no_signed_zeros_fp_math,
                       OptionalAttr<StrAttr>:$denormal_fp_math,
                       OptionalAttr<StrAttr>:$denormal_fp_math_f32,
                       OptionalAttr<StrAttr>:$fp_contract,
                       OptionalAttr<StrAttr>:$instrument_function_entry,
                       OptionalAttr<StrAttr>:$instrument_function_exit,
                       OptionalAttr<UnitAttr>:$no_inline,
                       OptionalAttr<UnitAttr>:$always_inline,
                       OptionalAttr<UnitAttr>:$inline_hint,
                       OptionalAttr<UnitAttr>:$no_unwind,
                       OptionalAttr<UnitAttr>:$will_return,
                       OptionalAttr<UnitAttr>:$optimize_none,
                       OptionalAttr<LLVM_VecTypeHintAttr>:$vec_type_hint,
                       OptionalAttr<DenseI32ArrayAttr>:$work_group_size_hint,
                       OptionalAttr<DenseI32ArrayAttr>:$reqd_work_group_size,
                       OptionalAttr<I32Attr>:$intel_reqd_sub_group_size,
                       OptionalAttr<LLVM_UWTableKindAttr>:$uwtable_kind);
  let regions = (region AnyRegion:$body);
  let customParser = "llvm::parse_func";
  let customPrinter = "llvm::print_func";
  let llvmNativeTranslation = "llvm::translate_func";
}

// `llvm.linker_options ["/DEFAULTLIB:", "libcmt"]` (module metadata llvm.linker.options)
def LLVM_LinkerOptionsOp : LLVM_Op<"linker_options", [
    NativeCheck<"llvm::verify_linker_options">]> {
  let summary = "Options passed to the linker.";
  let arguments = (ins StrArrayAttr:$options);
  let assemblyFormat = [{
    $options attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_linker_options";
}

// `llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]`
def LLVM_ModuleFlagsOp : LLVM_Op<"module_flags", [
    NativeCheck<"llvm::verify_module_flags">]> {
  let summary = "Module flags (llvm.module.flags metadata).";
  let arguments = (ins ArrayAttr:$flags);
  let assemblyFormat = [{
    $flags attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_module_flags";
}

include "dialects/llvm_intrinsics.td"
