// The `math` dialect (MLIR 22): mathematical functions beyond basic arithmetic
// (transcendental and rounding functions, classification, bit counting, powers), on scalars
// and elementwise on vectors and tensors. All 46 ops of MLIR 22's MathOps.td. The fast-math
// flags are arith's (`fastmath<fast>`, `#arith.fastmath<...>`), so this file includes
// arith.td for Arith_FastMathFlagsAttr.

include "base.td"
include "constraints.td"
include "dialects/arith.td"

def Math_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let onRegister = "fold_math::on_register";
  let name = "math";
  let summary = "mathematical functions on integers and floats";
  let description = [{
    Math functions on integer and floating-point scalars, applied elementwise to
    vectors and tensors of them: `%a = math.absf %b : vector<4xf32>`.
  }];
}

// ---------------------------------------------------------------------------------------
// Op classes
// ---------------------------------------------------------------------------------------

// Every math op: speculatable, no memory effects, elementwise on vectors and tensors.
class Math_Op<string mnemonic, list<Trait> traits = []>
    : Op<Math_Dialect, mnemonic, !listconcat(traits, [Pure, ElementwiseMappable])>;

// Fast-math flags of every floating-point op; `none` is elided from the custom form.
defvar Math_FastMath = DefaultValuedAttr<Arith_FastMathFlagsAttr, "#arith.fastmath<none>">;

// One integer (or index) operand and a result of the same type.
class Math_IntegerUnaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins SignlessIntegerOrIndexLike:$operand);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

// Two integer (or index) operands and a result, all of one type.
class Math_IntegerBinaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// A predicate on a float: an i1 of the operand's shape. MLIR's format leaves the fast-math
// flags to the attribute dictionary (`{fastmath = #arith.fastmath<nnan>}`).
class Math_FloatClassificationOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, !listconcat(traits,
          [TypesMatchWith<"result type has i1 element type and same shape as operands",
                          "operand", "result", "transforms::i1_same_shape">])> {
  let arguments = (ins FloatLike:$operand, Math_FastMath:$fastmath);
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

// A float function of one argument.
class Math_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins FloatLike:$operand, Math_FastMath:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

// A float function of two arguments of the result's type.
class Math_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs, Math_FastMath:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat =
      "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

// A float function of three arguments of the result's type.
class Math_FloatTernaryOp<string mnemonic, list<Trait> traits = []>
    : Math_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins FloatLike:$a, FloatLike:$b, FloatLike:$c, Math_FastMath:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat =
      "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

// ---------------------------------------------------------------------------------------
// Ops, in MathOps.td order
// ---------------------------------------------------------------------------------------

def Math_AbsFOp : Math_FloatUnaryOp<"absf">,
    Folder<"fold_math::float_unary", "absf"> {
  let summary = "floating point absolute-value operation";
}

def Math_AbsIOp : Math_IntegerUnaryOp<"absi">,
    Folder<"fold_math::int_op", "absi"> {
  let summary = "integer absolute-value operation";
}

def Math_AcoshOp : Math_FloatUnaryOp<"acosh"> {
  let summary = "Hyperbolic arcus cosine of the given value";
}

def Math_AsinOp : Math_FloatUnaryOp<"asin">,
    Folder<"fold_math::float_unary", "asin"> {
  let summary = "arcus sine of the given value";
}

def Math_AsinhOp : Math_FloatUnaryOp<"asinh"> {
  let summary = "hyperbolic arcus sine of the given value";
}

def Math_AtanOp : Math_FloatUnaryOp<"atan">,
    Folder<"fold_math::float_unary", "atan"> {
  let summary = "arcus tangent of the given value";
}

def Math_AtanhOp : Math_FloatUnaryOp<"atanh"> {
  let summary = "hyperbolic arcus tangent of the given value";
}

def Math_Atan2Op : Math_FloatBinaryOp<"atan2">,
    Folder<"fold_math::float_binary", "atan2"> {
  let summary = "2-argument arcus tangent of the given values";
}

def Math_CbrtOp : Math_FloatUnaryOp<"cbrt"> {
  let summary = "cube root of the specified value";
}

def Math_CeilOp : Math_FloatUnaryOp<"ceil">,
    Folder<"fold_math::float_unary", "ceil"> {
  let summary = "ceiling of the specified value";
}

// `math.clampf %x to [%lo, %hi] : f32`: the operands are named, unlike the other ternary
// ops.
def Math_ClampFOp : Math_FloatTernaryOp<"clampf"> {
  let summary = "floating point clamping operation";
  let arguments = (ins FloatLike:$value, FloatLike:$min, FloatLike:$max,
                       Math_FastMath:$fastmath);
  let assemblyFormat = [{
    $value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)?
    attr-dict `:` type($result)
  }];
}

def Math_CopySignOp : Math_FloatBinaryOp<"copysign">,
    Folder<"fold_math::float_binary", "copysign"> {
  let summary = "A copysign operation";
}

def Math_CosOp : Math_FloatUnaryOp<"cos">,
    Folder<"fold_math::float_unary", "cos"> {
  let summary = "cosine of the specified value";
}

def Math_AcosOp : Math_FloatUnaryOp<"acos">,
    Folder<"fold_math::float_unary", "acos"> {
  let summary = "arcus cosine of the specified value";
}

def Math_CoshOp : Math_FloatUnaryOp<"cosh">,
    Folder<"fold_math::float_unary", "cosh"> {
  let summary = "hyperbolic cosine of the specified value";
}

def Math_SinOp : Math_FloatUnaryOp<"sin">,
    Folder<"fold_math::float_unary", "sin"> {
  let summary = "sine of the specified value";
}

def Math_SinhOp : Math_FloatUnaryOp<"sinh">,
    Folder<"fold_math::float_unary", "sinh"> {
  let summary = "hyperbolic sine of the specified value";
}

// Two results of the operand's type (printed `%sin, %cos = math.sincos %x : f32`).
// AllTypesMatch comes first because MLIR checks it (a PredOpTrait) with the op's
// invariants, before the shape trait.
def Math_SincosOp : Math_Op<"sincos",
    [AllTypesMatch<["operand", "sin", "cos"]>, SameOperandsAndResultShape]> {
  let summary = "sine and cosine of the specified value";
  let arguments = (ins FloatLike:$operand, Math_FastMath:$fastmath);
  let results = (outs FloatLike:$sin, FloatLike:$cos);
  let assemblyFormat =
      "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)";
}

def Math_CountLeadingZerosOp : Math_IntegerUnaryOp<"ctlz">,
    Folder<"fold_math::int_op", "ctlz"> {
  let summary = "counts the leading zeros an integer value";
}

def Math_CountTrailingZerosOp : Math_IntegerUnaryOp<"cttz">,
    Folder<"fold_math::int_op", "cttz"> {
  let summary = "counts the trailing zeros an integer value";
}

def Math_CtPopOp : Math_IntegerUnaryOp<"ctpop">,
    Folder<"fold_math::int_op", "ctpop"> {
  let summary = "counts the number of set bits of an integer value";
}

def Math_ErfOp : Math_FloatUnaryOp<"erf"> {
  let summary = "error function of the specified value";
}

def Math_ErfcOp : Math_FloatUnaryOp<"erfc"> {
  let summary = "complementary error function of the specified value";
}

def Math_ExpOp : Math_FloatUnaryOp<"exp">,
    Folder<"fold_math::float_unary", "exp"> {
  let summary = "base-e exponential of the specified value";
}

def Math_Exp2Op : Math_FloatUnaryOp<"exp2">,
    Folder<"fold_math::float_unary", "exp2"> {
  let summary = "base-2 exponential of the specified value";
}

def Math_ExpM1Op : Math_FloatUnaryOp<"expm1">,
    Folder<"fold_math::float_unary", "expm1"> {
  let summary = "base-e exponential of the specified value minus 1";
}

def Math_FloorOp : Math_FloatUnaryOp<"floor">,
    Folder<"fold_math::float_unary", "floor"> {
  let summary = "floor of the specified value";
}

def Math_FmaOp : Math_FloatTernaryOp<"fma"> {
  let summary = "floating point fused multipy-add operation";
}

def Math_IPowIOp : Math_IntegerBinaryOp<"ipowi">,
    Folder<"fold_math::int_op", "ipowi"> {
  let summary = "signed integer raised to the power of operation";
}

def Math_IsFiniteOp : Math_FloatClassificationOp<"isfinite">,
    Folder<"fold_math::classify", "isfinite"> {
  let summary = "returns true if the operand classifies as finite";
}

def Math_IsInfOp : Math_FloatClassificationOp<"isinf">,
    Folder<"fold_math::classify", "isinf"> {
  let summary = "returns true if the operand classifies as infinite";
}

def Math_IsNaNOp : Math_FloatClassificationOp<"isnan">,
    Folder<"fold_math::classify", "isnan"> {
  let summary = "returns true if the operand classifies as NaN";
}

def Math_IsNormalOp : Math_FloatClassificationOp<"isnormal">,
    Folder<"fold_math::classify", "isnormal"> {
  let summary = "returns true if the operand classifies as normal";
}

def Math_LogOp : Math_FloatUnaryOp<"log">,
    Folder<"fold_math::float_unary", "log"> {
  let summary = "base-e logarithm of the specified value";
}

def Math_Log10Op : Math_FloatUnaryOp<"log10">,
    Folder<"fold_math::float_unary", "log10"> {
  let summary = "base-10 logarithm of the specified value";
}

def Math_Log1pOp : Math_FloatUnaryOp<"log1p">,
    Folder<"fold_math::float_unary", "log1p"> {
  let summary = "Computes the natural logarithm of one plus the given value";
}

def Math_Log2Op : Math_FloatUnaryOp<"log2">,
    Folder<"fold_math::float_unary", "log2"> {
  let summary = "base-2 logarithm of the specified value";
}

def Math_PowFOp : Math_FloatBinaryOp<"powf">,
    Folder<"fold_math::float_binary", "powf"> {
  let summary = "floating point raised to the power of operation";
}

def Math_RsqrtOp : Math_FloatUnaryOp<"rsqrt"> {
  let summary = "reciprocal of sqrt (1 / sqrt of the specified value)";
}

def Math_SqrtOp : Math_FloatUnaryOp<"sqrt">,
    Folder<"fold_math::float_unary", "sqrt"> {
  let summary = "sqrt of the specified value";
}

def Math_TanOp : Math_FloatUnaryOp<"tan">,
    Folder<"fold_math::float_unary", "tan"> {
  let summary = "tangent of the specified value";
}

def Math_TanhOp : Math_FloatUnaryOp<"tanh">,
    Folder<"fold_math::float_unary", "tanh"> {
  let summary = "hyperbolic tangent of the specified value";
}

def Math_RoundEvenOp : Math_FloatUnaryOp<"roundeven">,
    Folder<"fold_math::float_unary", "roundeven"> {
  let summary = "round of the specified value with halfway cases to even";
}

def Math_RoundOp : Math_FloatUnaryOp<"round">,
    Folder<"fold_math::float_unary", "round"> {
  let summary = "round of the specified value";
}

def Math_TruncOp : Math_FloatUnaryOp<"trunc">,
    Folder<"fold_math::float_unary", "trunc"> {
  let summary = "trunc of the specified value";
}

// A float to an integer power: `math.fpowi %x, %n : f32, i32`; the exponent has the
// base's shape but its own element type. (Trait order as for sincos.)
def Math_FPowIOp : Math_Op<"fpowi",
    [AllTypesMatch<["lhs", "result"]>, SameOperandsAndResultShape]> {
  let summary = "floating point raised to the signed integer power";
  let arguments = (ins FloatLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       Math_FastMath:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)
  }];
}
