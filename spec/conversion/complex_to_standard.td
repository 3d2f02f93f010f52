// complex -> arith and math: the patterns of `-convert-complex-to-standard` (MLIR 22's
// ComplexToStandard), which expand complex ops into arithmetic on their parts. The parts
// are read with `complex.re`/`complex.im` and the result is built with `complex.create`,
// which the pass leaves (with `complex.constant` and `complex.bitcast`). An expansion may
// build other complex ops (`sign` builds an `abs`), which the conversion then expands in
// turn, as MLIR's does. The fast-math flags go where MLIR puts them, and nowhere else.
// Division follows the `complex-range` option (`improved`, Smith's algorithm with the
// special cases, by default; `basic` and `none`: the algebraic formula).
//
// Expanded: abs, add, sub, mul, div, neg, conj, angle, sign, eq, neq. Not yet written
// (the pass reports them as not legalized): exp, expm1, log, log1p, sqrt, rsqrt, sin,
// cos, tan, tanh, pow, powi, atan2.

include "dialects/complex.td"
include "dialects/arith.td"
include "dialects/math.td"
include "terms.td"
include "conversion/complex_terms.td"

class ComplexExpansion<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
  let target = "arith";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

// The parts of both operands, lhs first, real part first.
defvar StdBinaryParts = [
  (Complex_ReOp:$lhsRe $lhs), (Complex_ImOp:$lhsIm $lhs),
  (Complex_ReOp:$rhsRe $rhs), (Complex_ImOp:$rhsIm $rhs)];
defvar StdUnaryParts = [(Complex_ReOp:$re $complex), (Complex_ImOp:$im $complex)];

// Part by part, each real part read just before its sum.
def : ComplexExpansion<(Complex_AddOp $lhs, $rhs, $fm),
  [(Arith_AddFOp:$resRe (Complex_ReOp $lhs), (Complex_ReOp $rhs), $fm),
   (Arith_AddFOp:$resIm (Complex_ImOp $lhs), (Complex_ImOp $rhs), $fm),
   (Complex_CreateOp $resRe, $resIm)]>;
def : ComplexExpansion<(Complex_SubOp $lhs, $rhs, $fm),
  [(Arith_SubFOp:$resRe (Complex_ReOp $lhs), (Complex_ReOp $rhs), $fm),
   (Arith_SubFOp:$resIm (Complex_ImOp $lhs), (Complex_ImOp $rhs), $fm),
   (Complex_CreateOp $resRe, $resIm)]>;

// `(a + bi)(c + di) = (ac - bd) + (bc + ad)i`.
def : ComplexExpansion<(Complex_MulOp $lhs, $rhs, $fm), !listconcat(StdBinaryParts,
  [(Arith_SubFOp:$resRe (Arith_MulFOp $lhsRe, $rhsRe, $fm), (Arith_MulFOp $lhsIm, $rhsIm, $fm), $fm),
   (Arith_AddFOp:$resIm (Arith_MulFOp $lhsIm, $rhsRe, $fm), (Arith_MulFOp $lhsRe, $rhsIm, $fm), $fm),
   (Complex_CreateOp $resRe, $resIm)])>;

// `basic` and `none`: `((ac + bd) + (bc - ad)i) / (c² + d²)`.
def : ComplexExpansion<(Complex_DivOp $lhs, $rhs, $fm), !listconcat(StdBinaryParts,
  [(Arith_AddFOp:$sqNorm (Arith_MulFOp $rhsRe, $rhsRe, $fm), (Arith_MulFOp $rhsIm, $rhsIm, $fm), $fm),
   (Arith_AddFOp:$reNum (Arith_MulFOp $lhsRe, $rhsRe, $fm), (Arith_MulFOp $lhsIm, $rhsIm, $fm), $fm),
   (Arith_SubFOp:$imNum (Arith_MulFOp $lhsIm, $rhsRe, $fm), (Arith_MulFOp $lhsRe, $rhsIm, $fm), $fm),
   (Complex_CreateOp (Arith_DivFOp $reNum, $sqNorm, $fm), (Arith_DivFOp $imNum, $sqNorm, $fm))]),
  [(Not (ComplexRangeIs "improved"))]>;

// `improved`: the same steps as `complex_to_llvm.td`'s, in arith and math ops.
def : ComplexExpansion<(Complex_DivOp $lhs, $rhs, $fm), !listconcat(StdBinaryParts,
  [// Smith's two quotients.
   (Arith_DivFOp:$ratio1 $rhsRe, $rhsIm, $fm),
   (Arith_AddFOp:$denom1 $rhsIm, (Arith_MulFOp $ratio1, $rhsRe, $fm), $fm),
   (Arith_DivFOp:$re1 (Arith_AddFOp (Arith_MulFOp $lhsRe, $ratio1, $fm), $lhsIm, $fm), $denom1, $fm),
   (Arith_DivFOp:$im1 (Arith_SubFOp (Arith_MulFOp $lhsIm, $ratio1, $fm), $lhsRe, $fm), $denom1, $fm),
   (Arith_DivFOp:$ratio2 $rhsIm, $rhsRe, $fm),
   (Arith_AddFOp:$denom2 $rhsRe, (Arith_MulFOp $ratio2, $rhsIm, $fm), $fm),
   (Arith_DivFOp:$re2 (Arith_AddFOp $lhsRe, (Arith_MulFOp $lhsIm, $ratio2, $fm), $fm), $denom2, $fm),
   (Arith_DivFOp:$im2 (Arith_SubFOp $lhsIm, (Arith_MulFOp $lhsRe, $ratio2, $fm), $fm), $denom2, $fm),
   // Case 1: a zero divisor and a dividend not all NaN.
   (TypeOf:$elem $lhsRe),
   (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
   (Math_AbsFOp:$rhsReAbs $rhsRe, $fm),
   (Arith_CmpFOp:$rhsReZero "oeq", $rhsReAbs, $zero),
   (Math_AbsFOp:$rhsImAbs $rhsIm, $fm),
   (Arith_CmpFOp:$rhsImZero "oeq", $rhsImAbs, $zero),
   (Arith_CmpFOp:$lhsReNotNaN "ord", $lhsRe, $zero),
   (Arith_CmpFOp:$lhsImNotNaN "ord", $lhsIm, $zero),
   (Arith_OrIOp:$lhsNotNaN $lhsReNotNaN, $lhsImNotNaN),
   (Arith_AndIOp:$isInf $lhsNotNaN, (Arith_AndIOp $rhsReZero, $rhsImZero)),
   (Arith_ConstantOp:$inf (FloatInfOf $elem)),
   (Math_CopySignOp:$signedInf $inf, $rhsRe),
   (Arith_MulFOp:$infRe $signedInf, $lhsRe, $fm),
   (Arith_MulFOp:$infIm $signedInf, $lhsIm, $fm),
   // Case 2: an infinite dividend, a finite divisor.
   (Arith_CmpFOp:$rhsReFinite "one", $rhsReAbs, $inf),
   (Arith_CmpFOp:$rhsImFinite "one", $rhsImAbs, $inf),
   (Arith_AndIOp:$rhsFinite $rhsReFinite, $rhsImFinite),
   (Math_AbsFOp:$lhsReAbs $lhsRe, $fm),
   (Arith_CmpFOp:$lhsReInf "oeq", $lhsReAbs, $inf),
   (Math_AbsFOp:$lhsImAbs $lhsIm, $fm),
   (Arith_CmpFOp:$lhsImInf "oeq", $lhsImAbs, $inf),
   (Arith_OrIOp:$lhsInf $lhsReInf, $lhsImInf),
   (Arith_AndIOp:$infOverFinite $lhsInf, $rhsFinite),
   (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
   (Math_CopySignOp:$lhsReSign (Arith_SelectOp $lhsReInf, $one, $zero), $lhsRe),
   (Math_CopySignOp:$lhsImSign (Arith_SelectOp $lhsImInf, $one, $zero), $lhsIm),
   (Arith_MulFOp:$re3 $inf, (Arith_AddFOp (Arith_MulFOp $lhsReSign, $rhsRe, $fm),
                                          (Arith_MulFOp $lhsImSign, $rhsIm, $fm), $fm), $fm),
   (Arith_MulFOp:$lhsReSignRhsIm $lhsReSign, $rhsIm, $fm),
   (Arith_MulFOp:$lhsImSignRhsRe $lhsImSign, $rhsRe, $fm),
   (Arith_MulFOp:$im3 $inf, (Arith_SubFOp $lhsImSignRhsRe, $lhsReSignRhsIm, $fm), $fm),
   // Case 3: a finite dividend, an infinite divisor.
   (Arith_CmpFOp:$lhsReFinite "one", $lhsReAbs, $inf),
   (Arith_CmpFOp:$lhsImFinite "one", $lhsImAbs, $inf),
   (Arith_AndIOp:$lhsFinite $lhsReFinite, $lhsImFinite),
   (Arith_CmpFOp:$rhsReInf "oeq", $rhsReAbs, $inf),
   (Arith_CmpFOp:$rhsImInf "oeq", $rhsImAbs, $inf),
   (Arith_OrIOp:$rhsInf $rhsReInf, $rhsImInf),
   (Arith_AndIOp:$finiteOverInf $lhsFinite, $rhsInf),
   (Math_CopySignOp:$rhsReSign (Arith_SelectOp $rhsReInf, $one, $zero), $rhsRe),
   (Math_CopySignOp:$rhsImSign (Arith_SelectOp $rhsImInf, $one, $zero), $rhsIm),
   (Arith_MulFOp:$re4 $zero, (Arith_AddFOp (Arith_MulFOp $lhsRe, $rhsReSign, $fm),
                                           (Arith_MulFOp $lhsIm, $rhsImSign, $fm), $fm), $fm),
   (Arith_MulFOp:$lhsImRhsReSign $lhsIm, $rhsReSign, $fm),
   (Arith_MulFOp:$lhsReRhsImSign $lhsRe, $rhsImSign, $fm),
   (Arith_MulFOp:$im4 $zero, (Arith_SubFOp $lhsImRhsReSign, $lhsReRhsImSign, $fm), $fm),
   // The selections.
   (Arith_CmpFOp:$reSmaller "olt", $rhsReAbs, $rhsImAbs),
   (Arith_SelectOp:$re5 $reSmaller, $re1, $re2),
   (Arith_SelectOp:$im5 $reSmaller, $im1, $im2),
   (Arith_SelectOp:$reCase3 $finiteOverInf, $re4, $re5),
   (Arith_SelectOp:$imCase3 $finiteOverInf, $im4, $im5),
   (Arith_SelectOp:$reCase2 $infOverFinite, $re3, $reCase3),
   (Arith_SelectOp:$imCase2 $infOverFinite, $im3, $imCase3),
   (Arith_SelectOp:$reCase1 $isInf, $infRe, $reCase2),
   (Arith_SelectOp:$imCase1 $isInf, $infIm, $imCase2),
   (Arith_CmpFOp:$reNaN "uno", $re5, $zero),
   (Arith_CmpFOp:$imNaN "uno", $im5, $zero),
   (Arith_AndIOp:$isNaN $reNaN, $imNaN),
   (Complex_CreateOp (Arith_SelectOp $isNaN, $reCase1, $re5),
                     (Arith_SelectOp $isNaN, $imCase1, $im5))]),
  [(ComplexRangeIs "improved")]>;

// `|z| = max * sqrt(1 + (min / max)²)` of the parts' magnitudes, `min` when that is NaN
// (both parts zero); only the magnitudes and their max and min take the flags.
def : ComplexExpansion<(Complex_AbsOp $complex, $fm), !listconcat(StdUnaryParts,
  [(Arith_ConstantOp:$one (FloatValueOf (ResultType 0), 1)),
   (Math_AbsFOp:$reAbs $re, $fm),
   (Math_AbsFOp:$imAbs $im, $fm),
   (Arith_MaximumFOp:$max $reAbs, $imAbs, $fm),
   (Arith_MinimumFOp:$min $reAbs, $imAbs, $fm),
   (Arith_DivFOp:$ratio $min, $max),
   (Arith_MulFOp:$abs $max, (Math_SqrtOp (Arith_AddFOp (Arith_MulFOp $ratio, $ratio), $one))),
   (Arith_SelectOp (Arith_CmpFOp "uno", $abs, $abs), $min, $abs)])>;

// `-re - im i` and `re - im i`; negation keeps no flags.
def : ComplexExpansion<(Complex_NegOp $complex, $fm), !listconcat(StdUnaryParts,
  [(Complex_CreateOp (Arith_NegFOp $re), (Arith_NegFOp $im))])>;
def : ComplexExpansion<(Complex_ConjOp $complex, $fm), !listconcat(StdUnaryParts,
  [(Complex_CreateOp $re, (Arith_NegFOp $im))])>;

// `atan2(im, re)`.
def : ComplexExpansion<(Complex_AngleOp $complex, $fm), !listconcat(StdUnaryParts,
  [(Math_Atan2Op $im, $re, $fm)])>;

// `z / |z|`, and `z` itself when it is zero.
def : ComplexExpansion<(Complex_SignOp $complex, $fm), !listconcat(StdUnaryParts,
  [(Arith_ConstantOp:$zero (FloatValueOf (TypeOf $re), 0)),
   (Arith_AndIOp:$isZero (Arith_CmpFOp "oeq", $re, $zero), (Arith_CmpFOp "oeq", $im, $zero)),
   (Complex_AbsOp:$abs $complex, $fm),
   (Complex_CreateOp:$quotient (Arith_DivFOp $re, $abs, $fm), (Arith_DivFOp $im, $abs, $fm),
                               (returnType (ResultType 0))),
   (Arith_SelectOp $isZero, $complex, $quotient)])>;

// Both parts equal / either part different.
def : ComplexExpansion<(Complex_EqualOp $lhs, $rhs), !listconcat(StdBinaryParts,
  [(Arith_AndIOp (Arith_CmpFOp "oeq", $lhsRe, $rhsRe), (Arith_CmpFOp "oeq", $lhsIm, $rhsIm))])>;
def : ComplexExpansion<(Complex_NotEqualOp $lhs, $rhs), !listconcat(StdBinaryParts,
  [(Arith_OrIOp (Arith_CmpFOp "une", $lhsRe, $rhsRe), (Arith_CmpFOp "une", $lhsIm, $rhsIm))])>;
