// LLVM intrinsic ops (`llvm.intr.*`) of MLIR 22. Included at the end of
// spec/dialects/llvm.td.
//
// Translation. An intrinsic op becomes
//   call <fmf> <ret> @<llvmIntrinsic>[.<mangled>...](<args>)[ <bundles>]<metadata>
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
//   <bundles>   from op_bundle_operands / op_bundle_tags: `[ "align"(ptr %p, i64 16) ]`;
//   <metadata>  from access_groups / alias_scopes / noalias_scopes / tbaa, as on llvm.load.
// The module declares each distinct callee once:
//   declare <llvmDeclRetAttrs> <ret> @name(<type> <llvmDeclParamAttrs[i]>, ...) #N
// with `attributes #N = { <llvmDeclAttrs> }` (and the `; Function Attrs:` comment LLVM's
// writer puts before it), as LLVM 22's intrinsic table defines them; the values below were
// taken from mlir-translate-22 output. llvmDeclParamAttrs has one entry per LLVM parameter
// (immargs included).
//
// NEEDS-BASE: llvmImmArgs, llvmDeclRetAttrs, llvmDeclParamAttrs and llvmDeclAttrs are
// declared by LLVM_IntrOp below, not by base.td's Op.

// Function attribute sets of intrinsic declarations.
defvar LLVM_DeclSpecNoPoison = "nocallback nocreateundeforpoison nofree nosync nounwind "
                             # "speculatable willreturn memory(none)";
defvar LLVM_DeclSpec = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
defvar LLVM_DeclNoMem = "nocallback nofree nosync nounwind willreturn memory(none)";
defvar LLVM_DeclPlain = "nocallback nofree nosync nounwind willreturn";
defvar LLVM_DeclArgMemRW = "nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)";
defvar LLVM_DeclMemcpy = "nocallback nofree nounwind willreturn memory(argmem: readwrite)";
defvar LLVM_DeclMemset = "nocallback nofree nounwind willreturn memory(argmem: write)";

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
  // Declaration data (see the header).
  string llvmDeclRetAttrs = "";
  list<string> llvmDeclParamAttrs = [];
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

class LLVM_MemcpyIntrOpBase<string mnem, string dstAttrs, string srcAttrs>
    : LLVM_IntrOp<mnem, ["dst", "src", "len"], [MemoryRead, MemoryWrite]> {
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
    [MemoryRead, MemoryWrite]> {
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

def LLVM_MemsetOp : LLVM_IntrOp<"memset", ["dst", "len"], [MemoryWrite]> {
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

def LLVM_MemsetInlineOp : LLVM_IntrOp<"memset.inline", ["dst", "len"], [MemoryWrite]> {
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

// `%0 = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32`
def LLVM_EhTypeidForOp : LLVM_OneResultIntrOp<"eh.typeid.for", ["type_info"]> {
  let arguments = (ins LLVM_AnyPointer:$type_info);
  let assemblyFormat = "$type_info attr-dict `:` functional-type(operands, results)";
  let llvmDeclParamAttrs = [""];
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
// Constrained floating point.
// ---------------------------------------------------------------------------------------

// `%0 = llvm.intr.experimental.constrained.fptrunc %x tonearest ignore : f32 to f16`
def LLVM_ConstrainedFPTruncIntr : LLVM_OneResultIntrOp<"experimental.constrained.fptrunc",
    ["res", "arg_0"], []> {
  let arguments = (ins LLVM_ScalarOrVectorOf<LLVM_AnyFloat>:$arg_0,
                       LLVM_RoundingModeAttr:$roundingmode,
                       LLVM_FPExceptionBehaviorAttr:$fpExceptionBehavior);
  let assemblyFormat = "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` "
                       # "type($arg_0) `to` type($res)";
  let llvmDeclParamAttrs = [""];
}
