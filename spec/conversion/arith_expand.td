// arith -> arith: the patterns of `-arith-expand` (MLIR's ArithExpandOps) that are not also
// part of `-convert-arith-to-llvm`; the ceil/floor division expansions, which are, live in
// `arith_to_llvm.td` with `alsoTargets = ["arith"]`. The float maximum and minimum become
// a compare and a select, then a second select that gives NaN its meaning: `maximumf` and
// `minimumf` return a NaN operand, `maxnumf` and `minnumf` the other operand. The new ops
// do not carry the root's fastmath flags, as in MLIR. The integer maximum and minimum
// become a compare and a select.

include "dialects/arith.td"
include "terms.td"

class ArithExpandRule<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
  let target = "arith";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

// `a > b || isnan(a) ? a : b`, then `b` where `b` is NaN.
def : ArithExpandRule<(Arith_MaximumFOp $a, $b, $fastmath),
  [(Arith_SelectOp:$max (Arith_CmpFOp "ugt", $a, $b), $a, $b),
   (Arith_SelectOp (Arith_CmpFOp "uno", $b, $b), $b, $max)]>;
def : ArithExpandRule<(Arith_MinimumFOp $a, $b, $fastmath),
  [(Arith_SelectOp:$min (Arith_CmpFOp "ult", $a, $b), $a, $b),
   (Arith_SelectOp (Arith_CmpFOp "uno", $b, $b), $b, $min)]>;
// The same compare and select, then `b` where `a` is NaN.
def : ArithExpandRule<(Arith_MaxNumFOp $a, $b, $fastmath),
  [(Arith_SelectOp:$max (Arith_CmpFOp "ugt", $a, $b), $a, $b),
   (Arith_SelectOp (Arith_CmpFOp "uno", $a, $a), $b, $max)]>;
def : ArithExpandRule<(Arith_MinNumFOp $a, $b, $fastmath),
  [(Arith_SelectOp:$min (Arith_CmpFOp "ult", $a, $b), $a, $b),
   (Arith_SelectOp (Arith_CmpFOp "uno", $a, $a), $b, $min)]>;
// Integer maximum and minimum: a compare and a select.
def : ArithExpandRule<(Arith_MaxSIOp $a, $b), [(Arith_SelectOp (Arith_CmpIOp "sgt", $a, $b), $a, $b)]>;
def : ArithExpandRule<(Arith_MaxUIOp $a, $b), [(Arith_SelectOp (Arith_CmpIOp "ugt", $a, $b), $a, $b)]>;
def : ArithExpandRule<(Arith_MinSIOp $a, $b), [(Arith_SelectOp (Arith_CmpIOp "slt", $a, $b), $a, $b)]>;
def : ArithExpandRule<(Arith_MinUIOp $a, $b), [(Arith_SelectOp (Arith_CmpIOp "ult", $a, $b), $a, $b)]>;

// With `include-bf16`: f32 <-> bf16 casts through integer bits (MLIR's
// BFloat16ExtFOpConverter and BFloat16TruncFOpConverter), for targets without bf16
// conversions. Only these two type pairs are expanded, as in MLIR.
def IncludesBF16 : Term<"lower_arith::includes_bf16", "() -> Bool">;
def ElementFloatIs : Term<"lower_arith::element_float_is", "(Type, Str) -> Bool">;
def IntLike : Term<"lower_arith::int_like", "(Type, Int) -> Type?">;

// bf16 is the high half of an f32: widen the bits and shift them up.
def : ArithExpandRule<(Arith_ExtFOp $in, $fastmath),
  [(Arith_BitcastOp:$bits $in, (returnType (IntLike (TypeOf $in), 16))),
   (Arith_ExtUIOp:$wide $bits, (returnType (IntLike (TypeOf $in), 32))),
   (Arith_ConstantOp:$c16 (IntAttrOf (IntLike (TypeOf $in), 32), 16)),
   (Arith_BitcastOp (Arith_ShLIOp $wide, $c16))],
  [(IncludesBF16), (ElementFloatIs (TypeOf $in), "bf16"), (ElementFloatIs (ResultType 0), "f32")]>;

// Round to nearest even: add 0x7fff plus the lowest kept bit, keep the high half; a NaN
// becomes the quiet NaN 0x7fc0. Only the default rounding mode.
def : ArithExpandRule<(Arith_TruncFOp $in, $roundingmode, $fastmath),
  [(Arith_CmpFOp:$isNan "une", $in, $in),
   (Arith_ConstantOp:$c7fff (IntAttrOf (IntLike (TypeOf $in), 32), 32767)),
   (Arith_ConstantOp:$nan (IntAttrOf (IntLike (TypeOf $in), 16), 32704)),
   (Arith_ConstantOp:$c16 (IntAttrOf (IntLike (TypeOf $in), 32), 16)),
   (Arith_ConstantOp:$c1 (IntAttrOf (IntLike (TypeOf $in), 32), 1)),
   (Arith_BitcastOp:$bits $in, (returnType (IntLike (TypeOf $in), 32))),
   (Arith_AndIOp:$odd (Arith_ShRUIOp $bits, $c16), $c1),
   (Arith_AddIOp:$rounded $bits, (Arith_AddIOp $odd, $c7fff)),
   (Arith_TruncIOp:$high (Arith_ShRUIOp $rounded, $c16), (returnType (IntLike (TypeOf $in), 16))),
   (Arith_BitcastOp (Arith_SelectOp $isNan, $nan, $high))],
  [(IncludesBF16), (ElementFloatIs (TypeOf $in), "f32"), (ElementFloatIs (ResultType 0), "bf16"),
   (Not (Present $roundingmode))]>;

// With `include-f8e8m0`: casts to and from f8E8M0FNU (a biased 8-bit exponent without
// sign or mantissa) through the exponent bits of an f32 (MLIR's F8E8M0TruncFOpConverter
// and F8E8M0ExtFOpConverter). The other side is first (or last) extended or truncated
// to f32; those casts are expanded in turn when they are bf16 ones.
def IncludesF8E8M0 : Term<"lower_arith::includes_f8e8m0", "() -> Bool">;
def FloatWidthVs32 : Term<"lower_arith::float_width_vs32", "(Type, Str) -> Bool">;
def FloatTypeLike : Term<"lower_arith::float_like", "(Type, Str) -> Type?">;

// Truncation: the f32's exponent field, shifted down and narrowed to 8 bits.
class F8E8M0TruncOf<dag f32Bits, list<dag> toF32, string width>
    : ArithExpandRule<(Arith_TruncFOp $in, $roundingmode, $fastmath),
  !listconcat(toF32, [f32Bits,
   (Arith_ConstantOp:$c23 (IntAttrOf (IntLike (TypeOf $in), 32), 23)),
   (Arith_BitcastOp (Arith_TruncIOp (Arith_ShRUIOp $bits, $c23), (returnType (IntLike (TypeOf $in), 8))))]),
  [(IncludesF8E8M0), (ElementFloatIs (ResultType 0), "f8E8M0FNU"), (FloatWidthVs32 (TypeOf $in), width)]>;
def : F8E8M0TruncOf<(Arith_BitcastOp:$bits $in, (returnType (IntLike (TypeOf $in), 32))), [], "at">;
def : F8E8M0TruncOf<(Arith_BitcastOp:$bits $f32, (returnType (IntLike (TypeOf $in), 32))),
  [(Arith_ExtFOp:$f32 $in, (returnType (FloatTypeLike (TypeOf $in), "f32")))], "below">;
def : F8E8M0TruncOf<(Arith_BitcastOp:$bits $f32, (returnType (IntLike (TypeOf $in), 32))),
  [(Arith_TruncFOp:$f32 $in, (returnType (FloatTypeLike (TypeOf $in), "f32")))], "above">;

// Extension: the 8 bits become the f32's exponent field; 0xff (NaN) becomes the all-ones
// f32 NaN. `last` builds the result from that f32 (`$f32`).
class F8E8M0ExtTo<list<dag> last, string width>
    : ArithExpandRule<(Arith_ExtFOp $in, $fastmath),
  !listconcat([
   (Arith_BitcastOp:$bits $in, (returnType (IntLike (TypeOf $in), 8))),
   (Arith_ConstantOp:$ff (IntAttrOf (IntLike (TypeOf $in), 8), -1)),
   (Arith_ConstantOp:$nan (IntAttrOf (IntLike (TypeOf $in), 32), -1)),
   (Arith_ConstantOp:$c23 (IntAttrOf (IntLike (TypeOf $in), 32), 23)),
   (Arith_ShLIOp:$exp (Arith_ExtUIOp $bits, (returnType (IntLike (TypeOf $in), 32))), $c23),
   (Arith_BitcastOp:$f32 (Arith_SelectOp (Arith_CmpIOp "eq", $bits, $ff), $nan, $exp),
      (returnType (FloatTypeLike (TypeOf $in), "f32")))], last),
  [(IncludesF8E8M0), (ElementFloatIs (TypeOf $in), "f8E8M0FNU"), (FloatWidthVs32 (ResultType 0), width)]>;
def : F8E8M0ExtTo<[], "at">;
def : F8E8M0ExtTo<[(Arith_TruncFOp $f32)], "below">;
def : F8E8M0ExtTo<[(Arith_ExtFOp $f32)], "above">;
