// LLVM intrinsic ops (`llvm.intr.*`) of MLIR 22. Included at the end of
// spec/dialects/llvm.td.
//
// Translation. An intrinsic op becomes
//   call <fmf> <ret> @<llvmIntrinsic>[.<mangled>...](<args>)<attrs>[ <bundles>]<metadata>
// where
//   <fmf>       the op's fastmathFlags, spelled as in templates (" fast", " nnan ninf"),
//               when it has that attribute;
//   <ret>       the LLVM IR type of `res`, or void;
//   <mangled>   for each entry of llvmOverloadedOn, the LLVM mangling of that value's type
//               (LLVM's getMangledTypeStr: "i32", "f32", "p0", "p1", "v4f32", "nxv4i32"...).
//               An entry is an operand or result name; "res.N" is element N of a
//               struct-typed result (the two-result intrinsics); an entry naming an immarg
//               attribute means the attribute's integer type.
//               (`llvm.memcpy.p0.p0.i64`, `llvm.lround.i64.f32`, `llvm.frexp.f32.i32`)
//   <args>      the op's operands and the attributes listed in llvmImmArgs, in the order
//               of `arguments`, each as `<type> <value>` ("i1 false", "i32 3", "i64 16",
//               "double 5.000000e-01"); call-site parameter attributes from arg_attrs;
//               llvmCallArgAttrs[i], when not empty, goes between argument i's type and
//               value, with `$attr` replaced by that attribute's value ("align $alignment"
//               gives `ptr align 4 %p`); an absent Optional operand is passed as `poison`
//               of the type of the entry llvmPoisonAs names ("res") when it is set;
//               the attributes listed in llvmMetadataArgs are passed (in the same
//               `arguments` order) as `metadata !"<spelling>"`, the spelling of an enum
//               being its case's llvmKeyword (`metadata !"round.tonearest"`), of a string
//               its characters; the declaration's parameter type is `metadata`;
//   <attrs>     ` #N` when llvmCallAttrs is set: the attribute group
//               `attributes #N = { <llvmCallAttrs> }` (`strictfp`), numbered after the
//               functions' and declarations' groups as LLVM numbers call-site sets;
//   <bundles>   from op_bundle_operands / op_bundle_tags: `[ "align"(ptr %p, i64 16) ]`;
//   <metadata>  llvmCallMetadata, a template in the language of llvmInstruction (see
//               llvm.td) written after the call, for metadata attachments:
//               `?nontemporal{, !nontemporal @md("!{i32 1}")}` gives `, !nontemporal !1`;
//               the memory intrinsics attach their access_groups / alias_scopes /
//               noalias_scopes / tbaa as llvm.load does (LLVM_MemIntrMetadata).
// Fixed signatures. LLVM takes the types of a call of a non-overloaded intrinsic from the
// intrinsic's definition, not from the op. When set,
//   llvmRetType     is the LLVM IR return type written in the call and the declaration
//                   ("token", "i8", "void"), whatever the op's result type. A void call
//                   numbers no value. A result of another type is translated the same
//                   when it is unused, and is an error when it is used (LLVM's verifier
//                   rejects the module). "anyint" keeps the op's result type (which is then
//                   mangled) but requires an integer ("Intrinsic has incorrect return
//                   type!");
//   llvmParamTypes  gives one LLVM IR type per LLVM argument ("" accepts any); an operand
//                   of another type is an error ("Call parameter type does not match
//                   function signature!"), as in mlir-translate.
// The module declares each distinct callee once:
//   declare <llvmDeclRetAttrs> <ret> @name(<type> <llvmDeclParamAttrs[i]>, ...) #N
// with `attributes #N = { <llvmDeclAttrs> }` (and the `; Function Attrs:` comment LLVM's
// writer puts before it), as LLVM 22's intrinsic table defines them; the values below were
// taken from mlir-translate-22 output. llvmDeclParamAttrs has one entry per LLVM parameter
// (immargs included).
//
// NEEDS-BASE: llvmImmArgs, llvmCallArgAttrs, llvmPoisonAs, llvmMetadataArgs,
// llvmCallAttrs, llvmCallMetadata, llvmDeclRetAttrs, llvmDeclParamAttrs, llvmDeclAttrs,
// llvmRetType and llvmParamTypes are declared by LLVM_IntrOp below, not by base.td's Op.

// Function attribute sets of intrinsic declarations.
defvar LLVM_DeclSpecNoPoison = "nocallback nocreateundeforpoison nofree nosync nounwind "
                             # "speculatable willreturn memory(none)";
defvar LLVM_DeclSpec = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
defvar LLVM_DeclNoMem = "nocallback nofree nosync nounwind willreturn memory(none)";
defvar LLVM_DeclPlain = "nocallback nofree nosync nounwind willreturn";
defvar LLVM_DeclArgMemRW = "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)";
defvar LLVM_DeclMemcpy = "nocallback nofree nounwind willreturn memory(argmem: readwrite)";
defvar LLVM_DeclMemset = "nocallback nofree nounwind willreturn memory(argmem: write)";
defvar LLVM_DeclArgMemRead = "nocallback nofree nosync nounwind willreturn memory(argmem: read)";
defvar LLVM_DeclArgMemWrite = "nocallback nofree nosync nounwind willreturn memory(argmem: write)";
defvar LLVM_DeclMemRead = "nocallback nofree nosync nounwind willreturn memory(read)";
defvar LLVM_DeclMemWrite = "nocallback nofree nosync nounwind willreturn memory(write)";
defvar LLVM_DeclInaccessibleMemRW = "nocallback nofree nosync nounwind willreturn "
                                  # "memory(inaccessiblemem: readwrite)";
defvar LLVM_DeclStrictFP = "nocallback nofree nosync nounwind strictfp willreturn "
                         # "memory(inaccessiblemem: readwrite)";
defvar LLVM_DeclTrap = "cold noreturn nounwind memory(inaccessiblemem: write)";

// ---------------------------------------------------------------------------------------
// Base classes.
// ---------------------------------------------------------------------------------------

// `mnem` is the part after `llvm.intr.`; the LLVM name is `llvm.<mnem>` unless overridden
// (llvm.intr.vastart calls llvm.va_start).
class LLVM_IntrOp<string mnem, list<string> overloaded, list<Trait> traits = []>
    : LLVM_Op<"intr." # mnem, traits> {
  let llvmIntrinsic = "llvm." # mnem;
  let llvmOverloadedOn = overloaded;
  // Attributes passed as immediate (immarg) arguments, by name.
  list<string> llvmImmArgs = [];
  // Call-site parameter attributes per LLVM argument, and the type of `poison` passed for
  // an absent Optional operand (see the header).
  list<string> llvmCallArgAttrs = [];
  string llvmPoisonAs = "";
  // Attributes passed as `metadata !"..."` arguments, call-site function attributes, and
  // the metadata attachments template (see the header).
  list<string> llvmMetadataArgs = [];
  string llvmCallAttrs = "";
  string llvmCallMetadata = "";
  // Declaration data (see the header).
  string llvmDeclRetAttrs = "";
  list<string> llvmDeclParamAttrs = [];
  // The fixed LLVM signature of an intrinsic that is not overloaded on it (see the header).
  string llvmRetType = "";
  list<string> llvmParamTypes = [];
  string llvmDeclAttrs = LLVM_DeclSpecNoPoison;
}

class LLVM_OneResultIntrOp<string mnem, list<string> overloaded, list<Trait> traits = []>
    : LLVM_IntrOp<mnem, overloaded, traits> {
  let results = (outs LLVM_Type:$res);
}

defvar LLVM_IntrCallFormat =
    "`(` operands `)` attr-dict `:` functional-type(operands, results)";

// `%0 = llvm.intr.fabs(%x) : (f32) -> f32`
class LLVM_UnaryIntrOpF<string mnem, string declAttrs = LLVM_DeclSpecNoPoison>
    : LLVM_OneResultIntrOp<mnem, ["in"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$in,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = declAttrs;
}

// `%0 = llvm.intr.ctpop(%x) : (i32) -> i32`
class LLVM_UnaryIntrOpI<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["in"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$in);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = [""];
}

// `%0 = llvm.intr.pow(%a, %b) : (f32, f32) -> f32`
class LLVM_BinarySameArgsIntrOpF<string mnem, string declAttrs = LLVM_DeclSpecNoPoison>
    : LLVM_OneResultIntrOp<mnem, ["a"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$a,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$b,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = declAttrs;
}

// `%0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32`
class LLVM_BinarySameArgsIntrOpI<string mnem, string declAttrs = LLVM_DeclSpecNoPoison>
    : LLVM_OneResultIntrOp<mnem, ["a"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$a,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$b);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = declAttrs;
}

// `%0 = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32`
class LLVM_TernarySameArgsIntrOpF<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["a"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$a,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$b,
                       LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$c,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = ["", "", ""];
}

class LLVM_TernarySameArgsIntrOpI<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["a"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$a,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$b,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$c);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = ["", "", ""];
}

// Generic form only: `"llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32`
class LLVM_CountZerosIntrOp<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["in"], [Pure, SameOperandsAndResultType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$in,
                       LLVM_I1Attr:$is_zero_poison);
  let llvmImmArgs = ["is_zero_poison"];
  let llvmDeclParamAttrs = ["", "immarg"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.powi(%x, %n) : (f32, i32) -> f32`
class LLVM_PowFI<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["val", "power"], [Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$val,
                       AnySignlessInteger:$power,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = ["", ""];
}

// `%0 = llvm.intr.lround(%x) : (f32) -> i64`
class LLVM_IntRoundIntrOp<string mnem, TypeConstraint element>
    : LLVM_OneResultIntrOp<mnem, ["res", "val"], [Pure]> {
  let arguments = (ins element:$val);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = [""];
}

// `%0 = llvm.intr.scmp(%a, %b) : (i32, i32) -> i8`. LLVM's declaration also carries the
// return attribute range(<result element type> -1, 2).
class LLVM_CmpIntrOp<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["res", "a"], [Pure, SameTypeOperands]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$a,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$b);
  let results = (outs LLVM_ScalarOrVectorOf<AnySignlessInteger>:$res);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = ["", ""];
}

// Generic form only: `"llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) ->
// !llvm.struct<(i32, i1)>`. The operands are unnamed in MLIR (no accessors); the spec
// names them `a` and `b` like the other binary intrinsics.
class LLVM_ArithWithOverflowOp<string mnem>
    : LLVM_OneResultIntrOp<mnem, ["res.0"], [Pure, SameOperandsElementType]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$a,
                       LLVM_ScalarOrVectorOf<AnySignlessInteger>:$b);
  let llvmDeclParamAttrs = ["", ""];
}

// Vector reductions. Integer ones print in generic form:
// `"llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32`.
class LLVM_VecReductionI<string mnem>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem, ["in"],
                           [Pure, SameOperandsAndResultElementType]> {
  let arguments = (ins LLVM_VectorOf<AnySignlessInteger>:$in);
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xf32>) -> f32`
class LLVM_VecReductionF<string mnem>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem, ["in"],
                           [Pure, SameOperandsAndResultElementType]> {
  let arguments = (ins LLVM_VectorOf<AnyFloat>:$in,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// Generic form only: `"llvm.intr.vector.reduce.fadd"(%start, %v) <{fastmathFlags = ...}>`
class LLVM_VecReductionAccF<string mnem>
    : LLVM_OneResultIntrOp<"vector.reduce." # mnem, ["input"],
                           [Pure, SameOperandsAndResultElementType]> {
  let arguments = (ins AnyFloat:$start_value,
                       LLVM_VectorOf<AnyFloat>:$input,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// ---------------------------------------------------------------------------------------
// Floating-point math.
// ---------------------------------------------------------------------------------------

def LLVM_FAbsOp : LLVM_UnaryIntrOpF<"fabs">;
def LLVM_SqrtOp : LLVM_UnaryIntrOpF<"sqrt">;
def LLVM_FCeilOp : LLVM_UnaryIntrOpF<"ceil">;
def LLVM_FFloorOp : LLVM_UnaryIntrOpF<"floor">;
def LLVM_FTruncOp : LLVM_UnaryIntrOpF<"trunc">;
def LLVM_RoundOp : LLVM_UnaryIntrOpF<"round">;
def LLVM_RoundEvenOp : LLVM_UnaryIntrOpF<"roundeven">;
def LLVM_RintOp : LLVM_UnaryIntrOpF<"rint">;
def LLVM_NearbyintOp : LLVM_UnaryIntrOpF<"nearbyint">;
def LLVM_ExpOp : LLVM_UnaryIntrOpF<"exp">;
def LLVM_Exp2Op : LLVM_UnaryIntrOpF<"exp2">;
def LLVM_Exp10Op : LLVM_UnaryIntrOpF<"exp10">;
def LLVM_LogOp : LLVM_UnaryIntrOpF<"log">;
def LLVM_Log2Op : LLVM_UnaryIntrOpF<"log2">;
def LLVM_Log10Op : LLVM_UnaryIntrOpF<"log10">;
def LLVM_SinOp : LLVM_UnaryIntrOpF<"sin">;
def LLVM_CosOp : LLVM_UnaryIntrOpF<"cos">;
def LLVM_TanOp : LLVM_UnaryIntrOpF<"tan", LLVM_DeclSpec>;
def LLVM_ASinOp : LLVM_UnaryIntrOpF<"asin", LLVM_DeclSpec>;
def LLVM_ACosOp : LLVM_UnaryIntrOpF<"acos", LLVM_DeclSpec>;
def LLVM_ATanOp : LLVM_UnaryIntrOpF<"atan", LLVM_DeclSpec>;
def LLVM_SinhOp : LLVM_UnaryIntrOpF<"sinh", LLVM_DeclSpec>;
def LLVM_CoshOp : LLVM_UnaryIntrOpF<"cosh", LLVM_DeclSpec>;
def LLVM_TanhOp : LLVM_UnaryIntrOpF<"tanh", LLVM_DeclSpec>;

def LLVM_CopySignOp : LLVM_BinarySameArgsIntrOpF<"copysign">;
def LLVM_PowOp : LLVM_BinarySameArgsIntrOpF<"pow">;
def LLVM_MaxNumOp : LLVM_BinarySameArgsIntrOpF<"maxnum">;
def LLVM_MinNumOp : LLVM_BinarySameArgsIntrOpF<"minnum">;
def LLVM_MaximumOp : LLVM_BinarySameArgsIntrOpF<"maximum">;
def LLVM_MinimumOp : LLVM_BinarySameArgsIntrOpF<"minimum">;
def LLVM_ATan2Op : LLVM_BinarySameArgsIntrOpF<"atan2", LLVM_DeclSpec>;

def LLVM_FMAOp : LLVM_TernarySameArgsIntrOpF<"fma">;
def LLVM_FMulAddOp : LLVM_TernarySameArgsIntrOpF<"fmuladd">;

def LLVM_PowIOp : LLVM_PowFI<"powi">;
def LLVM_LoadExpOp : LLVM_PowFI<"ldexp">;

// `%0 = llvm.intr.frexp(%x) : (f32) -> !llvm.struct<(f32, i32)>` -> @llvm.frexp.f32.i32
def LLVM_FractionExpOp : LLVM_OneResultIntrOp<"frexp", ["res.0", "res.1"], [Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$val,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = [""];
}

// `%0 = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>` -> @llvm.sincos.f32
def LLVM_SincosOp : LLVM_OneResultIntrOp<"sincos", ["val"], [Pure,
    NativeCheck<"llvm::verify_sincos">]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$val,
                       LLVM_DefaultFastmathFlags:$fastmathFlags);
  let assemblyFormat = LLVM_IntrCallFormat;
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// Generic form only: `"llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1`
def LLVM_IsFPClassOp : LLVM_OneResultIntrOp<"is.fpclass", ["in"], [Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$in, I32Attr:$bit);
  let llvmImmArgs = ["bit"];
  let llvmDeclParamAttrs = ["", "immarg"];
}

def LLVM_LroundOp : LLVM_IntRoundIntrOp<"lround", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;
def LLVM_LlroundOp : LLVM_IntRoundIntrOp<"llround", LLVM_AnyFloat>;
def LLVM_LrintOp : LLVM_IntRoundIntrOp<"lrint", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;
def LLVM_LlrintOp : LLVM_IntRoundIntrOp<"llrint", LLVM_ScalarOrVectorOf<LLVM_AnyFloat>>;

// ---------------------------------------------------------------------------------------
// Integer math and bit manipulation.
// ---------------------------------------------------------------------------------------

// Generic form only: `"llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (i32) -> i32`
def LLVM_AbsOp : LLVM_OneResultIntrOp<"abs", ["in"], [Pure]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<AnySignlessInteger>:$in,
                       LLVM_I1Attr:$is_int_min_poison);
  let llvmImmArgs = ["is_int_min_poison"];
  let llvmDeclParamAttrs = ["", "immarg"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

def LLVM_SMaxOp : LLVM_BinarySameArgsIntrOpI<"smax">;
def LLVM_SMinOp : LLVM_BinarySameArgsIntrOpI<"smin">;
def LLVM_UMaxOp : LLVM_BinarySameArgsIntrOpI<"umax">;
def LLVM_UMinOp : LLVM_BinarySameArgsIntrOpI<"umin">;

def LLVM_SCmpOp : LLVM_CmpIntrOp<"scmp">;
def LLVM_UCmpOp : LLVM_CmpIntrOp<"ucmp">;

def LLVM_BitReverseOp : LLVM_UnaryIntrOpI<"bitreverse">;
def LLVM_ByteSwapOp : LLVM_UnaryIntrOpI<"bswap">;
def LLVM_CtPopOp : LLVM_UnaryIntrOpI<"ctpop">;
def LLVM_CountLeadingZerosOp : LLVM_CountZerosIntrOp<"ctlz">;
def LLVM_CountTrailingZerosOp : LLVM_CountZerosIntrOp<"cttz">;

def LLVM_FshlOp : LLVM_TernarySameArgsIntrOpI<"fshl">;
def LLVM_FshrOp : LLVM_TernarySameArgsIntrOpI<"fshr">;

def LLVM_SAddWithOverflowOp : LLVM_ArithWithOverflowOp<"sadd.with.overflow">;
def LLVM_UAddWithOverflowOp : LLVM_ArithWithOverflowOp<"uadd.with.overflow">;
def LLVM_SSubWithOverflowOp : LLVM_ArithWithOverflowOp<"ssub.with.overflow">;
def LLVM_USubWithOverflowOp : LLVM_ArithWithOverflowOp<"usub.with.overflow">;
def LLVM_SMulWithOverflowOp : LLVM_ArithWithOverflowOp<"smul.with.overflow">;
def LLVM_UMulWithOverflowOp : LLVM_ArithWithOverflowOp<"umul.with.overflow">;

def LLVM_SAddSatOp : LLVM_BinarySameArgsIntrOpI<"sadd.sat">;
def LLVM_UAddSatOp : LLVM_BinarySameArgsIntrOpI<"uadd.sat">;
def LLVM_SSubSatOp : LLVM_BinarySameArgsIntrOpI<"ssub.sat">;
def LLVM_USubSatOp : LLVM_BinarySameArgsIntrOpI<"usub.sat">;
def LLVM_SShlSatOp : LLVM_BinarySameArgsIntrOpI<"sshl.sat", LLVM_DeclSpec>;
def LLVM_UShlSatOp : LLVM_BinarySameArgsIntrOpI<"ushl.sat", LLVM_DeclSpec>;

// ---------------------------------------------------------------------------------------
// Memory intrinsics. Generic form only, e.g.
// `"llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()`
// -> `call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %len, i1 false)`.
// ---------------------------------------------------------------------------------------

// The metadata attachments of the memory intrinsics, in LLVM's kind order.
class LLVM_MemIntrMetadata : LLVM_MemOpTemplates {
  string llvmCallMetadata = tbaaMD # scopesMD # accessGroupsMD;
}

class LLVM_MemcpyIntrOpBase<string mnem, string dstAttrs, string srcAttrs>
    : LLVM_IntrOp<mnem, ["dst", "src", "len"], [MemoryRead, MemoryWrite]>,
      LLVM_MemIntrMetadata {
  let arguments = (ins LLVM_AnyPointer:$dst,
                       LLVM_AnyPointer:$src,
                       AnySignlessInteger:$len,
                       LLVM_I1Attr:$isVolatile,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let llvmImmArgs = ["isVolatile"];
  let llvmDeclParamAttrs = [dstAttrs, srcAttrs, "", "immarg"];
  let llvmDeclAttrs = LLVM_DeclMemcpy;
}

def LLVM_MemcpyOp : LLVM_MemcpyIntrOpBase<"memcpy", "noalias writeonly captures(none)",
                                          "noalias readonly captures(none)">;
def LLVM_MemmoveOp : LLVM_MemcpyIntrOpBase<"memmove", "writeonly captures(none)",
                                           "readonly captures(none)">;

// The length is an attribute (an immarg): `len = 16 : i64` -> `i64 16`, mangled `.i64`.
def LLVM_MemcpyInlineOp : LLVM_IntrOp<"memcpy.inline", ["dst", "src", "len"],
    [MemoryRead, MemoryWrite]>,
    LLVM_MemIntrMetadata {
  let arguments = (ins LLVM_AnyPointer:$dst,
                       LLVM_AnyPointer:$src,
                       AnyIntegerAttr:$len,
                       LLVM_I1Attr:$isVolatile,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let llvmImmArgs = ["len", "isVolatile"];
  let llvmDeclParamAttrs = ["noalias writeonly captures(none)",
                            "noalias readonly captures(none)", "", "immarg"];
  let llvmDeclAttrs = LLVM_DeclMemcpy;
}

def LLVM_MemsetOp : LLVM_IntrOp<"memset", ["dst", "len"], [MemoryWrite]>,
    LLVM_MemIntrMetadata {
  let arguments = (ins LLVM_AnyPointer:$dst,
                       I8:$val,
                       AnySignlessInteger:$len,
                       LLVM_I1Attr:$isVolatile,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let llvmImmArgs = ["isVolatile"];
  let llvmDeclParamAttrs = ["writeonly captures(none)", "", "", "immarg"];
  let llvmDeclAttrs = LLVM_DeclMemset;
}

def LLVM_MemsetInlineOp : LLVM_IntrOp<"memset.inline", ["dst", "len"], [MemoryWrite]>,
    LLVM_MemIntrMetadata {
  let arguments = (ins LLVM_AnyPointer:$dst,
                       I8:$val,
                       AnyIntegerAttr:$len,
                       LLVM_I1Attr:$isVolatile,
                       OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes,
                       OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes,
                       OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let llvmImmArgs = ["len", "isVolatile"];
  let llvmDeclParamAttrs = ["writeonly captures(none)", "", "", "immarg"];
  let llvmDeclAttrs = LLVM_DeclMemset;
}

// Generic form only: `"llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>`
def LLVM_PrefetchOp : LLVM_IntrOp<"prefetch", ["addr"]> {
  let arguments = (ins LLVM_AnyPointer:$addr, I32Attr:$rw, I32Attr:$hint, I32Attr:$cache);
  let llvmImmArgs = ["rw", "hint", "cache"];
  let llvmDeclParamAttrs = ["readonly captures(none)", "immarg", "immarg", "immarg"];
  let llvmDeclAttrs = "nocallback nofree nosync nounwind willreturn "
                      # "memory(argmem: readwrite, inaccessiblemem: readwrite)";
}

// `llvm.intr.lifetime.start %p : !llvm.ptr` (%p must be an alloca or poison)
class LLVM_LifetimeBaseOp<string mnem> : LLVM_IntrOp<mnem, ["ptr"]> {
  let arguments = (ins LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
  let llvmDeclParamAttrs = ["captures(none)"];
  let llvmDeclAttrs = LLVM_DeclArgMemRW;
}
def LLVM_LifetimeStartOp : LLVM_LifetimeBaseOp<"lifetime.start">;
def LLVM_LifetimeEndOp : LLVM_LifetimeBaseOp<"lifetime.end">;

// `%0 = llvm.intr.invariant.start 8, %p : !llvm.ptr`
def LLVM_InvariantStartOp : LLVM_IntrOp<"invariant.start", ["ptr"]> {
  let arguments = (ins I64Attr:$size, LLVM_AnyPointer:$ptr);
  let results = (outs LLVM_DefaultPointer:$res);
  let assemblyFormat = "$size `,` $ptr attr-dict `:` qualified(type($ptr))";
  let llvmImmArgs = ["size"];
  let llvmDeclParamAttrs = ["immarg", "captures(none)"];
  let llvmDeclAttrs = LLVM_DeclArgMemRW;
}

// `llvm.intr.invariant.end %start, 8, %p : !llvm.ptr`
def LLVM_InvariantEndOp : LLVM_IntrOp<"invariant.end", ["ptr"]> {
  let arguments = (ins LLVM_DefaultPointer:$start, I64Attr:$size, LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))";
  let llvmImmArgs = ["size"];
  let llvmDeclParamAttrs = ["", "immarg", "captures(none)"];
  let llvmDeclAttrs = LLVM_DeclArgMemRW;
}

def LLVM_LaunderInvariantGroupOp : LLVM_IntrOp<"launder.invariant.group", ["ptr"],
    [SameOperandsAndResultType]> {
  let arguments = (ins LLVM_AnyPointer:$ptr);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = "nocallback nofree nosync nounwind speculatable willreturn "
                      # "memory(inaccessiblemem: readwrite)";
}

def LLVM_StripInvariantGroupOp : LLVM_IntrOp<"strip.invariant.group", ["ptr"],
    [SameOperandsAndResultType]> {
  let arguments = (ins LLVM_AnyPointer:$ptr);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.ptrmask %p, %m : (!llvm.ptr, i64) -> !llvm.ptr`
def LLVM_PtrMaskOp : LLVM_OneResultIntrOp<"ptrmask", ["ptr", "mask"],
    [Pure, AllTypesMatch<["ptr", "res"]>]> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$ptr,
                       LLVM_ScalarOrVectorOf<AnyInteger>:$mask);
  let results = (outs LLVM_ScalarOrVectorOf<LLVM_AnyPointer>:$res);
  let assemblyFormat =
      "$ptr `,` $mask attr-dict `:` functional-type(operands, results)";
  let llvmDeclParamAttrs = ["", ""];
}

// ---------------------------------------------------------------------------------------
// Stack, varargs, exceptions.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.intr.stacksave : !llvm.ptr`
def LLVM_StackSaveOp : LLVM_OneResultIntrOp<"stacksave", ["res"]> {
  let assemblyFormat = "attr-dict `:` qualified(type($res))";
  let llvmDeclAttrs = LLVM_DeclPlain;
}

// `llvm.intr.stackrestore %p : !llvm.ptr`
def LLVM_StackRestoreOp : LLVM_IntrOp<"stackrestore", ["ptr"]> {
  let arguments = (ins LLVM_AnyPointer:$ptr);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclPlain;
}

// `llvm.intr.vastart %list : !llvm.ptr` -> `call void @llvm.va_start.p0(ptr %list)`
def LLVM_VaStartOp : LLVM_IntrOp<"vastart", ["arg_list"]> {
  let summary = "Initializes `arg_list` for subsequent variadic argument extractions.";
  let arguments = (ins LLVM_AnyPointer:$arg_list);
  let assemblyFormat = "$arg_list attr-dict `:` qualified(type($arg_list))";
  let llvmIntrinsic = "llvm.va_start";
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclPlain;
}

// `llvm.intr.vacopy %src to %dst : !llvm.ptr, !llvm.ptr` -> @llvm.va_copy.p0(dst, src)
def LLVM_VaCopyOp : LLVM_IntrOp<"vacopy", ["dest_list"]> {
  let summary = "Copies the current argument position from `src_list` to `dest_list`.";
  let arguments = (ins LLVM_AnyPointer:$dest_list, LLVM_AnyPointer:$src_list);
  let assemblyFormat = "$src_list `to` $dest_list attr-dict `:` type(operands)";
  let llvmIntrinsic = "llvm.va_copy";
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = LLVM_DeclPlain;
}

def LLVM_VaEndOp : LLVM_IntrOp<"vaend", ["arg_list"]> {
  let summary = "Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.";
  let arguments = (ins LLVM_AnyPointer:$arg_list);
  let assemblyFormat = "$arg_list attr-dict `:` qualified(type($arg_list))";
  let llvmIntrinsic = "llvm.va_end";
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclPlain;
}

// `%0 = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32`. MLIR accepts any result type;
// LLVM's call returns i32.
def LLVM_EhTypeidForOp : LLVM_OneResultIntrOp<"eh.typeid.for", ["type_info"]> {
  let arguments = (ins LLVM_AnyPointer:$type_info);
  let assemblyFormat = "$type_info attr-dict `:` functional-type(operands, results)";
  let llvmRetType = "i32";
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = "nounwind memory(none)";
}

// ---------------------------------------------------------------------------------------
// Coroutines. LLVM's coroutine intrinsics are not overloaded (except coro.size and
// coro.align on their integer result): their LLVM signature is fixed, so they set
// llvmRetType / llvmParamTypes (see the header). MLIR accepts any LLVM type for most
// results and any address space for the pointers; only the fixed types translate.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.intr.coro.id %align, %promise, %coroaddr, %fnaddrs
//        : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token`
def LLVM_CoroIdOp : LLVM_OneResultIntrOp<"coro.id", []> {
  let arguments = (ins I32:$align, LLVM_AnyPointer:$promise,
                       LLVM_AnyPointer:$coroaddr, LLVM_AnyPointer:$fnaddrs);
  let assemblyFormat = "$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` "
                       # "functional-type(operands, results)";
  let llvmRetType = "token";
  let llvmParamTypes = ["i32", "ptr", "ptr", "ptr"];
  let llvmDeclParamAttrs = ["", "readnone", "readonly captures(none)", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemRead;
}

// `%0 = llvm.intr.coro.begin %id, %mem : (!llvm.token, !llvm.ptr) -> !llvm.ptr`
def LLVM_CoroBeginOp : LLVM_OneResultIntrOp<"coro.begin", []> {
  let arguments = (ins LLVM_TokenType:$token, LLVM_AnyPointer:$mem);
  let assemblyFormat = "$token `,` $mem attr-dict `:` functional-type(operands, results)";
  let llvmRetType = "ptr";
  let llvmParamTypes = ["token", "ptr"];
  let llvmDeclParamAttrs = ["", "writeonly"];
  let llvmDeclAttrs = "nounwind";
}

// `%0 = llvm.intr.coro.size : i64` -> `call i64 @llvm.coro.size.i64()`
class LLVM_CoroFrameQueryOp<string mnem> : LLVM_OneResultIntrOp<mnem, ["res"]> {
  let assemblyFormat = "attr-dict `:` type($res)";
  let llvmRetType = "anyint";
  let llvmDeclAttrs = "nounwind memory(none)";
}
def LLVM_CoroSizeOp : LLVM_CoroFrameQueryOp<"coro.size">;
def LLVM_CoroAlignOp : LLVM_CoroFrameQueryOp<"coro.align">;

// `%0 = llvm.intr.coro.save %hdl : (!llvm.ptr) -> !llvm.token`
def LLVM_CoroSaveOp : LLVM_OneResultIntrOp<"coro.save", []> {
  let arguments = (ins LLVM_AnyPointer:$handle);
  let assemblyFormat = "$handle attr-dict `:` functional-type(operands, results)";
  let llvmRetType = "token";
  let llvmParamTypes = ["ptr"];
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = "nomerge nounwind";
}

// `%0 = llvm.intr.coro.suspend %save, %final : i8`
def LLVM_CoroSuspendOp : LLVM_OneResultIntrOp<"coro.suspend", []> {
  let arguments = (ins LLVM_TokenType:$save, I1:$final);
  let assemblyFormat = "$save `,` $final attr-dict `:` type($res)";
  let llvmRetType = "i8";
  let llvmParamTypes = ["token", "i1"];
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = "nounwind";
}

// `%0 = llvm.intr.coro.end %hdl, %unwind, %none : (!llvm.ptr, i1, !llvm.token) -> i1`.
// MLIR keeps the i1 result of earlier LLVM versions, but LLVM 22's llvm.coro.end returns
// void: `call void @llvm.coro.end(ptr %h, i1 false, token none)`.
def LLVM_CoroEndOp : LLVM_OneResultIntrOp<"coro.end", []> {
  let arguments = (ins LLVM_AnyPointer:$handle, I1:$unwind, LLVM_TokenType:$retvals);
  let assemblyFormat = "$handle `,` $unwind `,` $retvals attr-dict `:` "
                       # "functional-type(operands, results)";
  let llvmRetType = "void";
  let llvmParamTypes = ["ptr", "i1", "token"];
  let llvmDeclParamAttrs = ["", "", ""];
  let llvmDeclAttrs = "nounwind";
}

// `%0 = llvm.intr.coro.free %id, %hdl : (!llvm.token, !llvm.ptr) -> !llvm.ptr`
def LLVM_CoroFreeOp : LLVM_OneResultIntrOp<"coro.free", []> {
  let arguments = (ins LLVM_TokenType:$id, LLVM_AnyPointer:$handle);
  let assemblyFormat = "$id `,` $handle attr-dict `:` functional-type(operands, results)";
  let llvmRetType = "ptr";
  let llvmParamTypes = ["token", "ptr"];
  let llvmDeclParamAttrs = ["", "readonly captures(none)"];
  let llvmDeclAttrs = "nounwind memory(argmem: read)";
}

// `llvm.intr.coro.resume %hdl : !llvm.ptr`; LLVM declares it without attributes.
def LLVM_CoroResumeOp : LLVM_IntrOp<"coro.resume", []> {
  let arguments = (ins LLVM_AnyPointer:$handle);
  let assemblyFormat = "$handle attr-dict `:` qualified(type($handle))";
  let llvmParamTypes = ["ptr"];
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = "";
}

// `%0 = llvm.intr.coro.promise %hdl, %align, %from : (!llvm.ptr, i32, i1) -> !llvm.ptr`
def LLVM_CoroPromiseOp : LLVM_IntrOp<"coro.promise", []> {
  let arguments = (ins LLVM_AnyPointer:$handle, I32:$align, I1:$from);
  let results = (outs LLVM_AnyPointer:$res);
  let assemblyFormat = "$handle `,` $align `,` $from attr-dict `:` "
                       # "functional-type(operands, results)";
  let llvmRetType = "ptr";
  let llvmParamTypes = ["ptr", "i32", "i1"];
  let llvmDeclParamAttrs = ["captures(none)", "", ""];
  let llvmDeclAttrs = "nounwind memory(none)";
}

// ---------------------------------------------------------------------------------------
// Hints and miscellaneous.
// ---------------------------------------------------------------------------------------

// `llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] : i1`. The bundles become
// `call void @llvm.assume(i1 %c) [ "align"(ptr %p, i64 %n) ]`.
def LLVM_AssumeOp : LLVM_IntrOp<"assume", [], [NativeCheck<"llvm::verify_assume">]> {
  let arguments = (ins I1:$cond,
                       VariadicOfVariadic<LLVM_Type, "op_bundle_sizes">:$op_bundle_operands,
                       DenseI32ArrayAttr:$op_bundle_sizes,
                       OptionalAttr<ArrayAttr>:$op_bundle_tags);
  let assemblyFormat = [{
    $cond
    ( custom<OpBundles>($op_bundle_operands, type($op_bundle_operands),
                        $op_bundle_tags)^ )?
    `:` type($cond) attr-dict
  }];
  let llvmDeclParamAttrs = ["noundef"];
  let llvmDeclAttrs = "nocallback nofree nosync nounwind willreturn "
                      # "memory(inaccessiblemem: write)";
}

// `llvm.intr.experimental.noalias.scope.decl #alias_scope`: declares a scope of the
// noalias metadata; the call takes the scope list as metadata
// (`call void @llvm.experimental.noalias.scope.decl(metadata !N)`), which the intrinsic
// call description cannot say, so the translation is native.
def LLVM_NoAliasScopeDeclOp : LLVM_Op<"intr.experimental.noalias.scope.decl"> {
  let arguments = (ins LLVM_AliasScopeAttrConstraint:$scope);
  let assemblyFormat = "$scope attr-dict";
  let llvmNativeTranslation = "llvm::translate_noalias_scope_decl";
}

// `%0 = llvm.intr.expect %v, %e : i32`
def LLVM_ExpectOp : LLVM_OneResultIntrOp<"expect", ["val"],
    [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnySignlessInteger:$val, AnySignlessInteger:$expected);
  let assemblyFormat = "$val `,` $expected attr-dict `:` type($val)";
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = LLVM_DeclNoMem;
}

// `%0 = llvm.intr.expect.with.probability %v, %e, 5.000000e-01 : i32`
def LLVM_ExpectWithProbabilityOp : LLVM_OneResultIntrOp<"expect.with.probability",
    ["val"], [Pure, AllTypesMatch<["val", "expected", "res"]>]> {
  let arguments = (ins AnySignlessInteger:$val, AnySignlessInteger:$expected,
                       F64Attr:$prob);
  let assemblyFormat = "$val `,` $expected `,` $prob attr-dict `:` type($val)";
  let llvmImmArgs = ["prob"];
  let llvmDeclParamAttrs = ["", "", "immarg"];
  let llvmDeclAttrs = LLVM_DeclNoMem;
}

// `%0 = llvm.intr.ssa.copy %v : i32`
def LLVM_SSACopyOp : LLVM_OneResultIntrOp<"ssa.copy", ["operand"],
    [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let llvmDeclParamAttrs = ["returned"];
  let llvmDeclAttrs = LLVM_DeclNoMem;
}

// Generic form only: `"llvm.intr.is.constant"(%v) : (i32) -> i1`
def LLVM_IsConstantOp : LLVM_IntrOp<"is.constant", ["val"], [Pure]> {
  let arguments = (ins LLVM_Type:$val);
  let results = (outs I1:$res);
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = "convergent nocallback nofree nosync nounwind willreturn memory(none)";
}

// Generic form only: `"llvm.intr.threadlocal.address"(%g) : (!llvm.ptr) -> !llvm.ptr`
def LLVM_ThreadlocalAddressOp : LLVM_OneResultIntrOp<"threadlocal.address", ["global"],
    [Pure]> {
  let arguments = (ins LLVM_AnyPointer:$global);
  let llvmDeclRetAttrs = "nonnull";
  let llvmDeclParamAttrs = ["nonnull"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<4xi1>`
def LLVM_GetActiveLaneMaskOp : LLVM_OneResultIntrOp<"get.active.lane.mask",
    ["res", "base"], [Pure]> {
  let arguments = (ins AnySignlessInteger:$base, AnySignlessInteger:$n);
  let assemblyFormat = "$base `,` $n attr-dict `:` "
                       # "type($base) `,` type($n) `to` type($res)";
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// ---------------------------------------------------------------------------------------
// Vector reductions.
// ---------------------------------------------------------------------------------------

def LLVM_VectorReduceAddOp : LLVM_VecReductionI<"add">;
def LLVM_VectorReduceAndOp : LLVM_VecReductionI<"and">;
def LLVM_VectorReduceMulOp : LLVM_VecReductionI<"mul">;
def LLVM_VectorReduceOrOp : LLVM_VecReductionI<"or">;
def LLVM_VectorReduceSMaxOp : LLVM_VecReductionI<"smax">;
def LLVM_VectorReduceSMinOp : LLVM_VecReductionI<"smin">;
def LLVM_VectorReduceUMaxOp : LLVM_VecReductionI<"umax">;
def LLVM_VectorReduceUMinOp : LLVM_VecReductionI<"umin">;
def LLVM_VectorReduceXorOp : LLVM_VecReductionI<"xor">;

def LLVM_VectorReduceFMaxOp : LLVM_VecReductionF<"fmax">;
def LLVM_VectorReduceFMinOp : LLVM_VecReductionF<"fmin">;
def LLVM_VectorReduceFMaximumOp : LLVM_VecReductionF<"fmaximum">;
def LLVM_VectorReduceFMinimumOp : LLVM_VecReductionF<"fminimum">;

def LLVM_VectorReduceFAddOp : LLVM_VecReductionAccF<"fadd">;
def LLVM_VectorReduceFMulOp : LLVM_VecReductionAccF<"fmul">;

// ---------------------------------------------------------------------------------------
// Matrix intrinsics.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.intr.matrix.column.major.load %p, <stride = %s>
//        {columns = 16 : i32, isVolatile = false, rows = 3 : i32}
//        : vector<48xf32> from !llvm.ptr stride i64`
// -> `call <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr align 4 %p, i64 %s,
//    i1 false, i32 3, i32 16)`.
// NEEDS-TRANSLATION: LLVM (MatrixBuilder) puts the call-site parameter attribute
// `align <ABI alignment of the element type>` on the pointer; not expressible yet.
def LLVM_MatrixColumnMajorLoadOp : LLVM_IntrOp<"matrix.column.major.load",
    ["res", "stride"]> {
  let arguments = (ins LLVM_AnyPointer:$data, AnySignlessInteger:$stride,
                       LLVM_I1Attr:$isVolatile, I32Attr:$rows, I32Attr:$columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$data `,` `<` `stride` `=` $stride `>` attr-dict `:` "
                       # "type($res) `from` qualified(type($data)) `stride` type($stride)";
  let llvmImmArgs = ["isVolatile", "rows", "columns"];
  let llvmDeclParamAttrs = ["captures(none)", "", "immarg", "immarg", "immarg"];
  let llvmDeclAttrs = LLVM_DeclArgMemRead;
}

// `llvm.intr.matrix.column.major.store %m, %p, <stride = %s>
//    {columns = 16 : i32, isVolatile = false, rows = 3 : i32}
//    : vector<48xf32> to !llvm.ptr stride i64`
// NEEDS-TRANSLATION: the call-site `align <ABI alignment>` on the pointer, as for the load.
def LLVM_MatrixColumnMajorStoreOp : LLVM_IntrOp<"matrix.column.major.store",
    ["matrix", "stride"]> {
  let arguments = (ins LLVM_AnyVector:$matrix, LLVM_AnyPointer:$data,
                       AnySignlessInteger:$stride, LLVM_I1Attr:$isVolatile,
                       I32Attr:$rows, I32Attr:$columns);
  let assemblyFormat = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` "
                       # "type($matrix) `to` qualified(type($data)) `stride` type($stride)";
  let llvmImmArgs = ["isVolatile", "rows", "columns"];
  let llvmDeclParamAttrs = ["", "writeonly captures(none)", "", "immarg", "immarg",
                            "immarg"];
  let llvmDeclAttrs = LLVM_DeclArgMemWrite;
}

// `%0 = llvm.intr.matrix.multiply %a, %b
//        {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32}
//        : (vector<64xf32>, vector<48xf32>) -> vector<12xf32>`
// -> `@llvm.matrix.multiply.v12f32.v64f32.v48f32`.
def LLVM_MatrixMultiplyOp : LLVM_IntrOp<"matrix.multiply", ["res", "lhs", "rhs"]> {
  let arguments = (ins LLVM_AnyVector:$lhs, LLVM_AnyVector:$rhs, I32Attr:$lhs_rows,
                       I32Attr:$lhs_columns, I32Attr:$rhs_columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` "
                       # "`(` type($lhs) `,` type($rhs) `)` `->` type($res)";
  let llvmImmArgs = ["lhs_rows", "lhs_columns", "rhs_columns"];
  let llvmDeclParamAttrs = ["", "", "immarg", "immarg", "immarg"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.matrix.transpose %m {columns = 16 : i32, rows = 3 : i32}
//        : vector<48xf32> into vector<48xf32>` -> `@llvm.matrix.transpose.v48f32`.
def LLVM_MatrixTransposeOp : LLVM_IntrOp<"matrix.transpose", ["res"]> {
  let arguments = (ins LLVM_AnyVector:$matrix, I32Attr:$rows, I32Attr:$columns);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$matrix attr-dict `:` type($matrix) `into` type($res)";
  let llvmImmArgs = ["rows", "columns"];
  let llvmDeclParamAttrs = ["", "immarg", "immarg"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// ---------------------------------------------------------------------------------------
// Masked memory intrinsics.
//
// In LLVM 22 the alignment is not an immarg argument but the call-site parameter attribute
// `align N` on the pointer (vector) operand (llvmCallArgAttrs), and masked.load /
// masked.gather pass `poison` for an absent pass_thru (llvmPoisonAs):
// `call <7 x float> @llvm.masked.load.v7f32.p0(ptr align 4 %p, <7 x i1> %m, <7 x float> poison)`.
// masked.load's `nontemporal` is the `!nontemporal !{i32 1}` attachment, as on llvm.load
// (llvmCallMetadata; the only intrinsic MLIR 22 gives `nontemporal`).
// ---------------------------------------------------------------------------------------

// `%0 = llvm.intr.masked.load %p, %m[, %pass_thru] {alignment = 4 : i32[, nontemporal]}
//        : (!llvm.ptr, vector<7xi1>[, vector<7xf32>]) -> vector<7xf32>`
def LLVM_MaskedLoadOp : LLVM_IntrOp<"masked.load", ["res", "data"]> {
  let arguments = (ins LLVM_AnyPointer:$data, LLVM_VectorOf<I1>:$mask,
                       Optional<LLVM_AnyVector>:$pass_thru, I32Attr:$alignment,
                       UnitAttr:$nontemporal);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let llvmCallArgAttrs = ["align $alignment", "", ""];
  let llvmPoisonAs = "res";
  let llvmCallMetadata = "?nontemporal{, !nontemporal @md(\"!{i32 1}\")}";
  let llvmDeclParamAttrs = ["captures(none)", "", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemRead;
}

// `llvm.intr.masked.store %v, %p, %m {alignment = 16 : i32}
//    : vector<7xf32>, vector<7xi1> into !llvm.ptr`
def LLVM_MaskedStoreOp : LLVM_IntrOp<"masked.store", ["value", "data"]> {
  let arguments = (ins LLVM_AnyVector:$value, LLVM_AnyPointer:$data,
                       LLVM_VectorOf<I1>:$mask, I32Attr:$alignment);
  let assemblyFormat = "$value `,` $data `,` $mask attr-dict `:` "
                       # "type($value) `,` type($mask) `into` qualified(type($data))";
  let llvmCallArgAttrs = ["", "align $alignment", ""];
  let llvmDeclParamAttrs = ["", "captures(none)", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemWrite;
}

// `%0 = llvm.intr.masked.gather %ptrs, %m[, %pass_thru] {alignment = 1 : i32}
//        : (vector<7x!llvm.ptr>, vector<7xi1>[, vector<7xf32>]) -> vector<7xf32>`
// NEEDS-NATIVE: MLIR's verifier also requires the pointer vector to have the result's
// shape: "expected operand #1 type to be 'vector<7x!llvm.ptr>'".
def LLVM_masked_gather : LLVM_IntrOp<"masked.gather", ["res", "ptrs"]> {
  let arguments = (ins LLVM_VectorOf<LLVM_AnyPointer>:$ptrs, LLVM_VectorOf<I1>:$mask,
                       Variadic<LLVM_AnyVector>:$pass_thru, I32Attr:$alignment);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let llvmCallArgAttrs = ["align $alignment", "", ""];
  let llvmPoisonAs = "res";
  let llvmDeclParamAttrs = ["", "", ""];
  let llvmDeclAttrs = LLVM_DeclMemRead;
}

// `llvm.intr.masked.scatter %v, %ptrs, %m {alignment = 8 : i32}
//    : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>`
// NEEDS-NATIVE: "expected operand #2 type to be 'vector<7x!llvm.ptr>'" (the pointer
// vector must have the value's shape).
def LLVM_masked_scatter : LLVM_IntrOp<"masked.scatter", ["value", "ptrs"]> {
  let arguments = (ins LLVM_AnyVector:$value, LLVM_VectorOf<LLVM_AnyPointer>:$ptrs,
                       LLVM_VectorOf<I1>:$mask, I32Attr:$alignment);
  let assemblyFormat = "$value `,` $ptrs `,` $mask attr-dict `:` "
                       # "type($value) `,` type($mask) `into` type($ptrs)";
  let llvmCallArgAttrs = ["", "align $alignment", ""];
  let llvmDeclParamAttrs = ["", "", ""];
  let llvmDeclAttrs = LLVM_DeclMemWrite;
}

// Generic form only:
// `%0 = "llvm.intr.masked.expandload"(%p, %m, %pt) : (!llvm.ptr, vector<7xi1>,
//        vector<7xf32>) -> vector<7xf32>` -> `@llvm.masked.expandload.v7f32`.
// NEEDS-TRANSLATION: arg_attrs (`{llvm.align = 16 : i64}`) become call-site parameter
// attributes (`ptr align 16 %p`) in mlir-translate; not emitted yet.
def LLVM_masked_expandload : LLVM_OneResultIntrOp<"masked.expandload", ["res"]> {
  let arguments = (ins LLVM_AnyPointer:$ptr, LLVM_VectorOf<I1>:$mask,
                       LLVM_AnyVector:$passthru,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let llvmDeclParamAttrs = ["captures(none)", "", ""];
  let llvmDeclAttrs = LLVM_DeclMemRead;
}

// Generic form only:
// `"llvm.intr.masked.compressstore"(%v, %p, %m) : (vector<7xf32>, !llvm.ptr,
//    vector<7xi1>) -> ()` -> `@llvm.masked.compressstore.v7f32`.
def LLVM_masked_compressstore : LLVM_IntrOp<"masked.compressstore", ["value"]> {
  let arguments = (ins LLVM_AnyVector:$value, LLVM_AnyPointer:$ptr,
                       LLVM_VectorOf<I1>:$mask,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let llvmDeclParamAttrs = ["", "captures(none)", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemWrite;
}

// ---------------------------------------------------------------------------------------
// Vector construction and shuffles.
// ---------------------------------------------------------------------------------------

// Generic form only: `%0 = "llvm.intr.vscale"() : () -> i64` -> `@llvm.vscale.i64`.
def LLVM_vscale : LLVM_OneResultIntrOp<"vscale", ["res"]> {
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.stepvector : vector<4xi32>` -> `@llvm.stepvector.v4i32`.
def LLVM_StepVectorOp : LLVM_IntrOp<"stepvector", ["res"], [Pure]> {
  let results = (outs LLVM_VectorOf<AnySignlessInteger>:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let llvmDeclAttrs = LLVM_DeclNoMem;
}

// `%0 = llvm.intr.vector.insert %src, %dst[4] : vector<4xf32> into vector<8xf32>`
// -> `call <8 x float> @llvm.vector.insert.v8f32.v4f32(<8 x float> %dst, <4 x float> %src,
//    i64 4)`.
// MLIR's PredOpTraits (at most 2^17 bits, no scalable into fixed-length) are native.
def LLVM_vector_insert : LLVM_OneResultIntrOp<"vector.insert", ["res", "srcvec"],
    [Pure, AllTypesMatch<["dstvec", "res"]>, NativeCheck<"llvm::verify_vector_insert">]> {
  let arguments = (ins LLVM_AnyVector:$dstvec, LLVM_AnyVector:$srcvec, I64Attr:$pos);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` "
                       # "type($srcvec) `into` type($res)";
  let llvmImmArgs = ["pos"];
  let llvmDeclParamAttrs = ["", "", "immarg"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// `%0 = llvm.intr.vector.extract %src[4] : vector<4xf32> from vector<8xf32>`
// -> `@llvm.vector.extract.v4f32.v8f32(<8 x float> %src, i64 4)`.
// MLIR's PredOpTraits (at most 2^17 bits, no scalable from fixed-length) are native.
def LLVM_vector_extract : LLVM_OneResultIntrOp<"vector.extract", ["res", "srcvec"],
    [Pure, NativeCheck<"llvm::verify_vector_extract">]> {
  let arguments = (ins LLVM_AnyVector:$srcvec, I64Attr:$pos);
  let results = (outs LLVM_AnyVector:$res);
  let assemblyFormat = "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)";
  let llvmImmArgs = ["pos"];
  let llvmDeclParamAttrs = ["", "immarg"];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// Generic form only: `"llvm.intr.vector.interleave2"(%a, %b) : (vector<4xf32>,
// vector<4xf32>) -> vector<8xf32>` -> `@llvm.vector.interleave2.v8f32`.
def LLVM_vector_interleave2 : LLVM_OneResultIntrOp<"vector.interleave2", ["res"],
    [Pure, AllTypesMatch<["vec1", "vec2"]>, NativeCheck<"llvm::verify_interleave2">]> {
  let arguments = (ins LLVM_AnyVector:$vec1, LLVM_AnyVector:$vec2);
  let llvmDeclParamAttrs = ["", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// Generic form only: `"llvm.intr.vector.deinterleave2"(%v) : (vector<8xf32>) ->
// !llvm.struct<(vector<4xf32>, vector<4xf32>)>` -> `@llvm.vector.deinterleave2.v8f32`.
def LLVM_vector_deinterleave2 : LLVM_OneResultIntrOp<"vector.deinterleave2", ["vec"],
    [Pure]> {
  let arguments = (ins LLVM_AnyVector:$vec);
  let llvmDeclParamAttrs = [""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// ---------------------------------------------------------------------------------------
// Traps and annotations.
// ---------------------------------------------------------------------------------------

// `llvm.intr.trap` -> `call void @llvm.trap()`
def LLVM_Trap : LLVM_IntrOp<"trap", []> {
  let assemblyFormat = "attr-dict";
  let llvmDeclAttrs = LLVM_DeclTrap;
}

// `llvm.intr.debugtrap` -> `call void @llvm.debugtrap()`
def LLVM_DebugTrap : LLVM_IntrOp<"debugtrap", []> {
  let assemblyFormat = "attr-dict";
  let llvmDeclAttrs = "nounwind";
}

// An IntegerAttr of type i8 (MLIR's I8Attr).
def LLVM_I8Attr : Attr<(IntegerAttrOf (IntegerOfWidth 8)),
                       "8-bit signless integer attribute", "int"> {
  let storageType = "i8";
}

// `llvm.intr.ubsantrap <{failureKind = 7 : i8}>` -> `call void @llvm.ubsantrap(i8 7)`
def LLVM_UBSanTrap : LLVM_IntrOp<"ubsantrap", []> {
  let arguments = (ins LLVM_I8Attr:$failureKind);
  let assemblyFormat = "prop-dict attr-dict";
  let llvmImmArgs = ["failureKind"];
  let llvmDeclParamAttrs = ["immarg"];
  let llvmDeclAttrs = LLVM_DeclTrap;
}

// Generic form only: `"llvm.intr.var.annotation"(%v, %a, %f, %line, %attr)
//   : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()`
// -> `@llvm.var.annotation.p0.p0`.
def LLVM_VarAnnotation : LLVM_IntrOp<"var.annotation", ["val", "annotation"],
    [AllTypesMatch<["annotation", "fileName", "attr"]>]> {
  let arguments = (ins LLVM_AnyPointer:$val, LLVM_AnyPointer:$annotation,
                       LLVM_AnyPointer:$fileName, I32:$line, LLVM_AnyPointer:$attr);
  let llvmDeclParamAttrs = ["", "", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclInaccessibleMemRW;
}

// Generic form only; `@llvm.ptr.annotation.p0.p0` (result, then the annotation strings'
// pointer type).
def LLVM_PtrAnnotation : LLVM_OneResultIntrOp<"ptr.annotation", ["res", "fileName"],
    [AllTypesMatch<["res", "ptr"]>, AllTypesMatch<["annotation", "fileName", "attr"]>]> {
  let arguments = (ins LLVM_AnyPointer:$ptr, LLVM_AnyPointer:$annotation,
                       LLVM_AnyPointer:$fileName, I32:$line, LLVM_AnyPointer:$attr);
  let results = (outs LLVM_AnyPointer:$res);
  let llvmDeclParamAttrs = ["", "", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclInaccessibleMemRW;
}

// Generic form only; `@llvm.annotation.i32.p0`.
def LLVM_Annotation : LLVM_OneResultIntrOp<"annotation", ["res", "fileName"],
    [AllTypesMatch<["res", "integer"]>, AllTypesMatch<["annotation", "fileName"]>]> {
  let arguments = (ins AnySignlessInteger:$integer, LLVM_AnyPointer:$annotation,
                       LLVM_AnyPointer:$fileName, I32:$line);
  let results = (outs AnySignlessInteger:$res);
  let llvmDeclParamAttrs = ["", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclInaccessibleMemRW;
}

// ---------------------------------------------------------------------------------------
// Constrained floating point.
// ---------------------------------------------------------------------------------------

// MLIR's ValidRoundingModeAttr.
def LLVM_ValidRoundingModeAttr : ConfinedAttr<LLVM_RoundingModeAttr, [IntMinValue<0>]>;

// The operand is any LLVM type (MLIR's LLVM_ConstrainedIntr). The call is mangled on the
// result and operand types; the rounding mode and exception behavior are metadata
// arguments spelled by their enums' llvmKeyword, and the call site is `strictfp`:
// `call float @llvm.experimental.constrained.fptrunc.f32.f64(double %x,
//    metadata !"round.tonearest", metadata !"fpexcept.ignore") #1`.
class LLVM_ConstrainedIntr<string mnem, bit hasRoundingMode>
    : LLVM_OneResultIntrOp<"experimental.constrained." # mnem, ["res", "arg_0"], [Pure]> {
  let arguments = !if(hasRoundingMode,
      (ins LLVM_Type:$arg_0, LLVM_ValidRoundingModeAttr:$roundingmode,
           LLVM_FPExceptionBehaviorAttr:$fpExceptionBehavior),
      (ins LLVM_Type:$arg_0, LLVM_FPExceptionBehaviorAttr:$fpExceptionBehavior));
  let assemblyFormat = !if(hasRoundingMode,
      "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type($res)",
      "$arg_0 $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type($res)");
  let llvmMetadataArgs = !if(hasRoundingMode, ["roundingmode", "fpExceptionBehavior"],
                                             ["fpExceptionBehavior"]);
  let llvmCallAttrs = "strictfp";
  let llvmDeclParamAttrs = !if(hasRoundingMode, ["", "", ""], ["", ""]);
  let llvmDeclAttrs = LLVM_DeclStrictFP;
}

// `%0 = llvm.intr.experimental.constrained.fptrunc %x tonearest ignore : f32 to f16`
def LLVM_ConstrainedFPTruncIntr : LLVM_ConstrainedIntr<"fptrunc", 1>;
// `%0 = llvm.intr.experimental.constrained.fpext %x ignore : f32 to f64`
def LLVM_ConstrainedFPExtIntr : LLVM_ConstrainedIntr<"fpext", 0>;
// `%0 = llvm.intr.experimental.constrained.sitofp %x tonearest ignore : i32 to f32`
def LLVM_ConstrainedSIToFP : LLVM_ConstrainedIntr<"sitofp", 1>;
def LLVM_ConstrainedUIToFP : LLVM_ConstrainedIntr<"uitofp", 1>;
// ---------------------------------------------------------------------------------------
// Vector predication (`llvm.intr.vp.*`). Generic form only, e.g.
// `%0 = "llvm.intr.vp.add"(%a, %b, %mask, %evl) : (vector<8xi32>, vector<8xi32>,
//        vector<8xi1>, i32) -> vector<8xi32>` -> `call <8 x i32> @llvm.vp.add.v8i32(...)`.
// ---------------------------------------------------------------------------------------

class LLVM_VPBinaryBase<string mnem, TypeConstraint element, string declAttrs>
    : LLVM_OneResultIntrOp<"vp." # mnem, ["res"], [Pure]> {
  let arguments = (ins LLVM_VectorOf<element>:$lhs, LLVM_VectorOf<element>:$rhs,
                       LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "", "", ""];
  let llvmDeclAttrs = declAttrs;
}
class LLVM_VPBinaryI<string mnem, string declAttrs = LLVM_DeclSpec>
    : LLVM_VPBinaryBase<mnem, AnySignlessInteger, declAttrs>;
class LLVM_VPBinaryF<string mnem> : LLVM_VPBinaryBase<mnem, AnyFloat, LLVM_DeclSpec>;

class LLVM_VPUnaryF<string mnem> : LLVM_OneResultIntrOp<"vp." # mnem, ["res"], [Pure]> {
  let arguments = (ins LLVM_VectorOf<AnyFloat>:$op, LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

class LLVM_VPTernaryF<string mnem> : LLVM_OneResultIntrOp<"vp." # mnem, ["res"], [Pure]> {
  let arguments = (ins LLVM_VectorOf<AnyFloat>:$op1, LLVM_VectorOf<AnyFloat>:$op2,
                       LLVM_VectorOf<AnyFloat>:$op3, LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// The start value is named `satrt_value` [sic], as in MLIR.
class LLVM_VPReductionBase<string mnem, TypeConstraint element>
    : LLVM_OneResultIntrOp<"vp.reduce." # mnem, ["val"], [Pure]> {
  let arguments = (ins element:$satrt_value, LLVM_VectorOf<element>:$val,
                       LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}
class LLVM_VPReductionI<string mnem> : LLVM_VPReductionBase<mnem, AnySignlessInteger>;
class LLVM_VPReductionF<string mnem> : LLVM_VPReductionBase<mnem, AnyFloat>;

class LLVM_VPSelectBase<string mnem>
    : LLVM_OneResultIntrOp<"vp." # mnem, ["true_val"], [Pure]> {
  let arguments = (ins LLVM_VectorOf<I1>:$cond, LLVM_AnyVector:$true_val,
                       LLVM_AnyVector:$false_val, I32:$evl);
  let llvmDeclParamAttrs = ["", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}

// Casts are mangled on the result and the source: `@llvm.vp.zext.v8i64.v8i32`.
class LLVM_VPCastBase<string mnem, TypeConstraint element>
    : LLVM_OneResultIntrOp<"vp." # mnem, ["res", "src"], [Pure]> {
  let arguments = (ins LLVM_VectorOf<element>:$src, LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "", ""];
  let llvmDeclAttrs = LLVM_DeclSpec;
}
class LLVM_VPCastI<string mnem> : LLVM_VPCastBase<mnem, AnySignlessInteger>;
class LLVM_VPCastF<string mnem> : LLVM_VPCastBase<mnem, AnyFloat>;
class LLVM_VPCastPtr<string mnem> : LLVM_VPCastBase<mnem, LLVM_AnyPointer>;

def LLVM_VPAddOp : LLVM_VPBinaryI<"add">;
def LLVM_VPSubOp : LLVM_VPBinaryI<"sub">;
def LLVM_VPMulOp : LLVM_VPBinaryI<"mul">;
def LLVM_VPSDivOp : LLVM_VPBinaryI<"sdiv", LLVM_DeclNoMem>;
def LLVM_VPUDivOp : LLVM_VPBinaryI<"udiv", LLVM_DeclNoMem>;
def LLVM_VPSRemOp : LLVM_VPBinaryI<"srem", LLVM_DeclNoMem>;
def LLVM_VPURemOp : LLVM_VPBinaryI<"urem", LLVM_DeclNoMem>;
def LLVM_VPAShrOp : LLVM_VPBinaryI<"ashr">;
def LLVM_VPLShrOp : LLVM_VPBinaryI<"lshr">;
def LLVM_VPShlOp : LLVM_VPBinaryI<"shl">;
def LLVM_VPOrOp : LLVM_VPBinaryI<"or">;
def LLVM_VPAndOp : LLVM_VPBinaryI<"and">;
def LLVM_VPXorOp : LLVM_VPBinaryI<"xor">;
def LLVM_VPSMaxOp : LLVM_VPBinaryI<"smax">;
def LLVM_VPSMinOp : LLVM_VPBinaryI<"smin">;
def LLVM_VPUMaxOp : LLVM_VPBinaryI<"umax">;
def LLVM_VPUMinOp : LLVM_VPBinaryI<"umin">;

def LLVM_VPFAddOp : LLVM_VPBinaryF<"fadd">;
def LLVM_VPFSubOp : LLVM_VPBinaryF<"fsub">;
def LLVM_VPFMulOp : LLVM_VPBinaryF<"fmul">;
def LLVM_VPFDivOp : LLVM_VPBinaryF<"fdiv">;
def LLVM_VPFRemOp : LLVM_VPBinaryF<"frem">;

def LLVM_VPFNegOp : LLVM_VPUnaryF<"fneg">;

def LLVM_VPFMulAddOp : LLVM_VPTernaryF<"fmuladd">;
def LLVM_VPFmaOp : LLVM_VPTernaryF<"fma">;

def LLVM_VPReduceAddOp : LLVM_VPReductionI<"add">;
def LLVM_VPReduceMulOp : LLVM_VPReductionI<"mul">;
def LLVM_VPReduceAndOp : LLVM_VPReductionI<"and">;
def LLVM_VPReduceOrOp : LLVM_VPReductionI<"or">;
def LLVM_VPReduceXorOp : LLVM_VPReductionI<"xor">;
def LLVM_VPReduceSMaxOp : LLVM_VPReductionI<"smax">;
def LLVM_VPReduceSMinOp : LLVM_VPReductionI<"smin">;
def LLVM_VPReduceUMaxOp : LLVM_VPReductionI<"umax">;
def LLVM_VPReduceUMinOp : LLVM_VPReductionI<"umin">;

def LLVM_VPReduceFAddOp : LLVM_VPReductionF<"fadd">;
def LLVM_VPReduceFMulOp : LLVM_VPReductionF<"fmul">;
def LLVM_VPReduceFMaxOp : LLVM_VPReductionF<"fmax">;
def LLVM_VPReduceFMinOp : LLVM_VPReductionF<"fmin">;

def LLVM_VPSelectMinOp : LLVM_VPSelectBase<"select">;
def LLVM_VPMergeMinOp : LLVM_VPSelectBase<"merge">;

// `@llvm.vp.load.v8i32.p0(ptr %p, <8 x i1> %m, i32 %evl)`
def LLVM_VPLoadOp : LLVM_OneResultIntrOp<"vp.load", ["res", "ptr"]> {
  let arguments = (ins LLVM_AnyPointer:$ptr, LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["captures(none)", "", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemRead;
}

def LLVM_VPStoreOp : LLVM_IntrOp<"vp.store", ["val", "ptr"]> {
  let arguments = (ins LLVM_AnyVector:$val, LLVM_AnyPointer:$ptr,
                       LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "captures(none)", "", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemWrite;
}

// `@llvm.experimental.vp.strided.load.v8i32.p0.i64`
def LLVM_VPStridedLoadOp : LLVM_OneResultIntrOp<"experimental.vp.strided.load",
    ["res", "ptr", "stride"]> {
  let arguments = (ins LLVM_AnyPointer:$ptr, AnySignlessInteger:$stride,
                       LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["captures(none)", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemRead;
}

def LLVM_VPStridedStoreOp : LLVM_IntrOp<"experimental.vp.strided.store",
    ["val", "ptr", "stride"]> {
  let arguments = (ins LLVM_AnyVector:$val, LLVM_AnyPointer:$ptr,
                       AnySignlessInteger:$stride, LLVM_VectorOf<I1>:$mask, I32:$evl);
  let llvmDeclParamAttrs = ["", "captures(none)", "", "", ""];
  let llvmDeclAttrs = LLVM_DeclArgMemWrite;
}

def LLVM_VPTruncOp : LLVM_VPCastI<"trunc">;
def LLVM_VPZExtOp : LLVM_VPCastI<"zext">;
def LLVM_VPSExtOp : LLVM_VPCastI<"sext">;

def LLVM_VPFPTruncOp : LLVM_VPCastF<"fptrunc">;
def LLVM_VPFPExtOp : LLVM_VPCastF<"fpext">;

def LLVM_VPFPToUIOp : LLVM_VPCastF<"fptoui">;
def LLVM_VPFPToSIOp : LLVM_VPCastF<"fptosi">;

def LLVM_VPUIToFPOp : LLVM_VPCastI<"uitofp">;
def LLVM_VPSIToFPOp : LLVM_VPCastI<"sitofp">;

def LLVM_VPPtrToIntOp : LLVM_VPCastPtr<"ptrtoint">;
def LLVM_VPIntToPtrOp : LLVM_VPCastI<"inttoptr">;


// ---------------------------------------------------------------------------------------
// Debug intrinsics. LLVM 22 writes them as debug records before the next instruction
// (`#dbg_declare(ptr %1, !12, !DIExpression(), !15)`), not as calls; the native
// translation (lowering/translate/src/translate/debuginfo.rs) emits them that way.
// ---------------------------------------------------------------------------------------

def LLVM_DILocalVariableAttrConstraint : Attr<(DialectAttrPred "llvm.di_local_variable"),
    "LLVM debug info local variable"> {
  let dialectAttr = "llvm.di_local_variable";
}
def LLVM_DIExpressionAttrConstraint : Attr<(DialectAttrPred "llvm.di_expression"),
    "LLVM debug info expression"> {
  let dialectAttr = "llvm.di_expression";
}
def LLVM_DILabelAttrConstraint : Attr<(DialectAttrPred "llvm.di_label"),
    "LLVM debug info label"> {
  let dialectAttr = "llvm.di_label";
}

// `llvm.intr.dbg.declare #var = %alloca : !llvm.ptr`,
// `llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref]> = %v : i32`
class LLVM_DbgVarOp<string mnem, TypeConstraint valueType> : LLVM_Op<"intr." # mnem> {
  let arguments = (ins valueType:$value, LLVM_DILocalVariableAttrConstraint:$varInfo,
                       DefaultValuedAttr<LLVM_DIExpressionAttrConstraint,
                                         "#llvm.di_expression<>">:$locationExpr);
  let assemblyFormat = [{
    qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value))
    attr-dict
  }];
  let llvmNativeTranslation = "llvm::translate_dbg_record";
}
def LLVM_DbgDeclareOp : LLVM_DbgVarOp<"dbg.declare", LLVM_AnyPointer> {
  let summary = "Describes how the address relates to a source language variable.";
  // MLIR names the operand `addr`.
  let arguments = (ins LLVM_AnyPointer:$addr, LLVM_DILocalVariableAttrConstraint:$varInfo,
                       DefaultValuedAttr<LLVM_DIExpressionAttrConstraint,
                                         "#llvm.di_expression<>">:$locationExpr);
  let assemblyFormat = [{
    qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr))
    attr-dict
  }];
}
def LLVM_DbgValueOp : LLVM_DbgVarOp<"dbg.value", LLVM_Type> {
  let summary = "Describes how the value relates to a source language variable.";
}
// `llvm.intr.dbg.label #label`
def LLVM_DbgLabelOp : LLVM_Op<"intr.dbg.label"> {
  let summary = "Relates the program to a debug information label.";
  let arguments = (ins LLVM_DILabelAttrConstraint:$label);
  let assemblyFormat = "$label attr-dict";
  let llvmNativeTranslation = "llvm::translate_dbg_record";
}
