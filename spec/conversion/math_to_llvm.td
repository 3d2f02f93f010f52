// math -> llvm: the patterns of `-convert-math-to-llvm` (and of the math part of
// `-convert-to-llvm`), as MLIR 22's MathToLLVM lowers each op.
//
// A math function with an LLVM intrinsic of the same meaning is declarative: operands map
// by position, arith's fast-math flags become the intrinsic's LLVM flags (same case
// values), and `unrollVectors` lowers n-D vectors to one intrinsic per 1-D vector, as
// MLIR's VectorConvertToLLVMPattern does. What MLIR builds from several ops, or with an
// attribute the source op does not have (the `is_zero_poison`, `is_int_min_poison` and
// class-mask immediates), is a NativePattern in `lowering/dialects/src/dialects/native/lower_math.rs`.
//
// Not lowered, as in MLIR 22: acosh, asinh, atanh, cbrt, clampf, erf, erfc, ipowi, isinf,
// isnormal (other passes expand or outline them).
//
// Known gap: MLIR declines every float lowering on float types LLVM lacks (f8 kinds, tf32,
// which the type converter turns into integers). The native patterns do; a `Pat` has no
// way to say so yet, so these build intrinsics on integers that then fail verification.

include "dialects/math.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"

// An elementwise op: one LLVM op per 1-D vector.
class MathPat<dag source, dag result> : Pat<source, result> {
  let unrollVectors = 1;
  let declineUnsupportedFloat = 1;
}

// Floating-point functions.
def : MathPat<(Math_AbsFOp $x, $fm), (LLVM_FAbsOp $x, $fm)>;
def : MathPat<(Math_CeilOp $x, $fm), (LLVM_FCeilOp $x, $fm)>;
def : MathPat<(Math_FloorOp $x, $fm), (LLVM_FFloorOp $x, $fm)>;
def : MathPat<(Math_TruncOp $x, $fm), (LLVM_FTruncOp $x, $fm)>;
def : MathPat<(Math_RoundOp $x, $fm), (LLVM_RoundOp $x, $fm)>;
def : MathPat<(Math_RoundEvenOp $x, $fm), (LLVM_RoundEvenOp $x, $fm)>;
def : MathPat<(Math_SqrtOp $x, $fm), (LLVM_SqrtOp $x, $fm)>;
def : MathPat<(Math_ExpOp $x, $fm), (LLVM_ExpOp $x, $fm)>;
def : MathPat<(Math_Exp2Op $x, $fm), (LLVM_Exp2Op $x, $fm)>;
def : MathPat<(Math_LogOp $x, $fm), (LLVM_LogOp $x, $fm)>;
def : MathPat<(Math_Log2Op $x, $fm), (LLVM_Log2Op $x, $fm)>;
def : MathPat<(Math_Log10Op $x, $fm), (LLVM_Log10Op $x, $fm)>;
def : MathPat<(Math_SinOp $x, $fm), (LLVM_SinOp $x, $fm)>;
def : MathPat<(Math_CosOp $x, $fm), (LLVM_CosOp $x, $fm)>;
def : MathPat<(Math_TanOp $x, $fm), (LLVM_TanOp $x, $fm)>;
def : MathPat<(Math_AsinOp $x, $fm), (LLVM_ASinOp $x, $fm)>;
def : MathPat<(Math_AcosOp $x, $fm), (LLVM_ACosOp $x, $fm)>;
def : MathPat<(Math_AtanOp $x, $fm), (LLVM_ATanOp $x, $fm)>;
def : MathPat<(Math_SinhOp $x, $fm), (LLVM_SinhOp $x, $fm)>;
def : MathPat<(Math_CoshOp $x, $fm), (LLVM_CoshOp $x, $fm)>;
def : MathPat<(Math_TanhOp $x, $fm), (LLVM_TanhOp $x, $fm)>;
def : MathPat<(Math_CopySignOp $a, $b, $fm), (LLVM_CopySignOp $a, $b, $fm)>;
def : MathPat<(Math_PowFOp $a, $b, $fm), (LLVM_PowOp $a, $b, $fm)>;
def : MathPat<(Math_Atan2Op $a, $b, $fm), (LLVM_ATan2Op $a, $b, $fm)>;
def : MathPat<(Math_FmaOp $a, $b, $c, $fm), (LLVM_FMAOp $a, $b, $c, $fm)>;
// MLIR passes the exponent through whatever its type (a vector exponent then fails
// llvm.intr.powi's verifier, as it does after mlir-opt).
def : MathPat<(Math_FPowIOp $x, $n, $fm), (LLVM_PowIOp $x, $n, $fm)>;

// Integer functions.
def : MathPat<(Math_CtPopOp $x), (LLVM_CtPopOp $x)>;

// Expansions and intrinsics with immediates.
def : NativePattern<Math_AbsIOp, "lower_math::absi">;
def : NativePattern<Math_CountLeadingZerosOp, "lower_math::ctlz">;
def : NativePattern<Math_CountTrailingZerosOp, "lower_math::cttz">;
def : NativePattern<Math_IsNaNOp, "lower_math::isnan">;
def : NativePattern<Math_IsFiniteOp, "lower_math::isfinite">;
def : NativePattern<Math_ExpM1Op, "lower_math::expm1">;
def : NativePattern<Math_Log1pOp, "lower_math::log1p">;
def : NativePattern<Math_RsqrtOp, "lower_math::rsqrt">;
def : NativePattern<Math_SincosOp, "lower_math::sincos">;
