// math -> llvm: the patterns of `-convert-math-to-llvm` (and of the math part of
// `-convert-to-llvm`), as MLIR 22's MathToLLVM lowers each op.
//
// A math function with an LLVM intrinsic of the same meaning maps onto it by position:
// arith's fast-math flags become the intrinsic's LLVM flags (same case values), and
// `unrollVectors` lowers n-D vectors to one intrinsic per 1-D vector, as MLIR's
// VectorConvertToLLVMPattern does. The integer intrinsics get their `false` immediate, the
// classifications their class mask, and expm1, log1p, rsqrt and sincos expand into a few
// LLVM ops, each carrying the op's attributes as MLIR's ConvertFastMath does. Float
// lowerings decline float types LLVM lacks (f8 kinds, tf32), as MLIR's do.
//
// Not lowered, as in MLIR 22: acosh, asinh, atanh, cbrt, clampf, erf, erfc, ipowi, isinf,
// isnormal (other passes expand or outline them).

include "dialects/math.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "terms.td"

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

// Integer intrinsics with an immediate `false` flag (defined at zero, no poison on
// INT_MIN), on scalars and 1-D vectors only: MLIR's IntOpWithFlagLowering leaves n-D
// vectors alone and keeps no other attribute.
class IntWithFlagPat<dag source, dag result>
    : Pat<source, result, [(Not (IsLLVMArray (ResultType 0)))]> {
  let copyAttributes = 0;
}
def : IntWithFlagPat<(Math_AbsIOp $x), (LLVM_AbsOp $x, false)>;
def : IntWithFlagPat<(Math_CountLeadingZerosOp $x), (LLVM_CountLeadingZerosOp $x, false)>;
def : IntWithFlagPat<(Math_CountTrailingZerosOp $x), (LLVM_CountTrailingZerosOp $x, false)>;

// Classification through `llvm.intr.is.fpclass` with LLVM's FPClassTest mask (fcNan = 3,
// fcFinite = 0x1f8). Like MLIR, n-D vectors are not unrolled (the op on arrays then fails
// the intrinsic's verifier) and the fast-math flags are dropped: the intrinsic has none.
class FPClassPat<dag source, dag result> : Pat<source, result> {
  let declineUnsupportedFloat = 1;
  let copyAttributes = 0;
}
def : FPClassPat<(Math_IsNaNOp $x), (LLVM_IsFPClassOp $x, 3)>;
def : FPClassPat<(Math_IsFiniteOp $x), (LLVM_IsFPClassOp $x, 0x1f8)>;

// Expansions around the constant 1.0 (made first, per 1-D vector, as MLIR makes it).
class MathExpansion<dag source, list<dag> results> : Pattern<source, results> {
  let unrollVectors = 1;
  let declineUnsupportedFloat = 1;
}
// `exp(x) - 1`.
def : MathExpansion<(Math_ExpM1Op $x, $fm),
  [(LLVM_ConstantOp:$one (FloatValueOf (ResultType 0), 1), (returnType (ResultType 0))),
   (LLVM_FSubOp (LLVM_ExpOp $x, $fm, (copySourceAttrs)), $one, $fm)]>;
// `log(1 + x)`: MLIR's lowering with its default `approximate-log1p`.
def : MathExpansion<(Math_Log1pOp $x, $fm),
  [(LLVM_ConstantOp:$one (FloatValueOf (ResultType 0), 1), (returnType (ResultType 0))),
   (LLVM_LogOp (LLVM_FAddOp $one, $x, $fm, (copySourceAttrs)), $fm)]>;
// `1 / sqrt(x)`.
def : MathExpansion<(Math_RsqrtOp $x, $fm),
  [(LLVM_ConstantOp:$one (FloatValueOf (ResultType 0), 1), (returnType (ResultType 0))),
   (LLVM_FDivOp $one, (LLVM_SqrtOp $x, $fm, (copySourceAttrs)), $fm)]>;

// `llvm.intr.sincos` returns `!llvm.struct<(sin, cos)>`; its fields are the results.
// Not unrolled, as in MLIR.
def : Pattern<(Math_SincosOp $x, $fm),
  [(LLVM_SincosOp:$both $x, $fm, (returnType (StructOf (ResultType 0), (ResultType 1))),
                  (copySourceAttrs)),
   (LLVM_ExtractValueOp $both, [0]),
   (LLVM_ExtractValueOp $both, [1])]> {
  let declineUnsupportedFloat = 1;
  let copyAttributes = 0;
}
