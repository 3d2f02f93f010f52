// complex -> arith and math: the patterns of `-convert-complex-to-standard` (MLIR 22's
// ComplexToStandard), which expand complex ops into arithmetic on their parts. The parts
// are read with `complex.re`/`complex.im` and the result is built with `complex.create`,
// which the pass leaves (with `complex.constant` and `complex.bitcast`). An expansion may
// build other complex ops (`sign` builds an `abs`), which the conversion then expands in
// turn, as MLIR's does. The fast-math flags go where MLIR puts them, and nowhere else.
// Division follows the `complex-range` option (`improved`, Smith's algorithm with the
// special cases, by default; `basic` and `none`: the algebraic formula).
//
// Every op of the dialect but create, re, im, constant and bitcast is expanded, with
// MLIR's special cases (for sqrt, rsqrt, tan and tanh only when the flags do not include
// both `nnan` and `ninf`, as in MLIR).

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
// (both parts zero); the steps after max and min drop `nnan` and `ninf`, which they need.
def : ComplexExpansion<(Complex_AbsOp $complex, $fm), !listconcat(StdUnaryParts,
  [(Arith_ConstantOp:$one (FloatValueOf (ResultType 0), 1)),
   (Math_AbsFOp:$reAbs $re, $fm),
   (Math_AbsFOp:$imAbs $im, $fm),
   (Arith_MaximumFOp:$max $reAbs, $imAbs, $fm),
   (Arith_MinimumFOp:$min $reAbs, $imAbs, $fm),
   (WithoutNaNInf:$fmNaN $fm),
   (Arith_DivFOp:$ratio $min, $max, $fmNaN),
   (Arith_MulFOp:$abs $max,
      (Math_SqrtOp (Arith_AddFOp (Arith_MulFOp $ratio, $ratio, $fmNaN), $one, $fmNaN), $fmNaN),
      $fmNaN),
   (Arith_SelectOp (Arith_CmpFOp "uno", $abs, $abs, $fmNaN), $min, $abs)])>;

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

// exp(x + iy) = exp(x) (cos y + i sin y), through exp(x/2)² where exp(x) overflows, with
// a zero imaginary part when y is zero.
def : ComplexExpansion<(Complex_ExpOp $complex, $fm), !listconcat(StdUnaryParts,
  [(TypeOf:$elem $re),
   (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
   (Arith_ConstantOp:$half (FloatConstOf $elem, "0.5")),
   (Arith_ConstantOp:$inf (FloatInfOf $elem)),
   (Math_ExpOp:$exp $re, $fm),
   (Math_ExpOp:$expHalf (Arith_MulFOp $re, $half, $fm), $fm),
   (Math_CosOp:$cos $im, $fm),
   (Math_SinOp:$sin $im, $fm),
   (Arith_CmpFOp:$expIsInf "oeq", $exp, $inf, $fm),
   (Arith_CmpFOp:$imIsZero "oeq", $im, $zero),
   (Arith_MulFOp:$reNormal $exp, $cos, $fm),
   (Arith_SelectOp:$resRe $expIsInf,
      (Arith_MulFOp (Arith_MulFOp $expHalf, $cos, $fm), $expHalf, $fm), $reNormal),
   (Arith_MulFOp:$imNormal $exp, $sin, $fm),
   (Arith_SelectOp:$imNonZero $expIsInf,
      (Arith_MulFOp (Arith_MulFOp $expHalf, $sin, $fm), $expHalf, $fm), $imNormal),
   (Complex_CreateOp $resRe, (Arith_SelectOp $imIsZero, $zero, $imNonZero))])>;

// expm1(x + iy) = (expm1(x) cos y + cosm1(y)) + i exp(x) sin y, with cephes' polynomial
// for cos(y) - 1 where y² < (π/4)².
def : ComplexExpansion<(Complex_Expm1Op $complex, $fm), !listconcat(StdUnaryParts,
  [(TypeOf:$elem $re),
   (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
   (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
   (Math_ExpM1Op:$expm1Re $re, $fm),
   (Arith_AddFOp:$expRe $expm1Re, $one, $fm),
   (Math_SinOp:$sinIm $im, $fm),
   (Arith_ConstantOp:$negHalf (FloatConstOf $elem, "-0.5")),
   (Arith_ConstantOp:$negOne (FloatValueOf $elem, -1)),
   (Arith_AddFOp:$forLarge (Math_CosOp $im, $fm), $negOne, $fm),
   (Arith_MulFOp:$imSq $im, $im, $fm),
   (Arith_MulFOp:$imPow4 $imSq, $imSq, $fm),
   (Arith_ConstantOp:$c0 (FloatConstOf $elem, "4.7377507964246204691685E-14")),
   (Math_FmaOp:$p1 $c0, $imSq, (Arith_ConstantOp (FloatConstOf $elem, "-1.1470284843425359765671E-11")), $fm),
   (Math_FmaOp:$p2 $p1, $imSq, (Arith_ConstantOp (FloatConstOf $elem, "2.0876754287081521758361E-9")), $fm),
   (Math_FmaOp:$p3 $p2, $imSq, (Arith_ConstantOp (FloatConstOf $elem, "-2.7557319214999787979814E-7")), $fm),
   (Math_FmaOp:$p4 $p3, $imSq, (Arith_ConstantOp (FloatConstOf $elem, "2.4801587301570552304991E-5")), $fm),
   (Math_FmaOp:$p5 $p4, $imSq, (Arith_ConstantOp (FloatConstOf $elem, "-1.3888888888888872993737E-3")), $fm),
   (Math_FmaOp:$poly $p5, $imSq, (Arith_ConstantOp (FloatConstOf $elem, "4.1666666666666666609054E-2")), $fm),
   (Arith_AddFOp:$forSmall (Arith_MulFOp $imPow4, $poly, $fm), (Arith_MulFOp $negHalf, $imSq, $fm)),
   (Arith_CmpFOp:$large "oge", $imSq, (Arith_ConstantOp (FloatConstOf $elem, "0.61685")), $fm),
   (Arith_SelectOp:$cosm1 $large, $forLarge, $forSmall),
   (Arith_AddFOp:$cosIm $cosm1, $one, $fm),
   (Arith_AddFOp:$resRe (Arith_MulFOp $expm1Re, $cosIm, $fm), $cosm1, $fm),
   (Arith_CmpFOp:$imIsZero "oeq", $im, $zero, $fm),
   (Complex_CreateOp $resRe, (Arith_SelectOp $imIsZero, $zero, (Arith_MulFOp $expRe, $sinIm, $fm)))])>;

// log z = log |z| + i atan2(im, re).
def : ComplexExpansion<(Complex_LogOp $complex, $fm),
  [(Complex_AbsOp:$abs $complex, $fm),
   (Math_LogOp:$resRe $abs, $fm),
   (Complex_ReOp:$re $complex),
   (Complex_ImOp:$im $complex),
   (Complex_CreateOp $resRe, (Math_Atan2Op $im, $re, $fm))]>;

// log1p z = log |1 + z| + i atan2(im, 1 + re), the magnitude's log through log1p of the
// larger part and of the parts' squared ratio.
def : ComplexExpansion<(Complex_Log1pOp $complex, $fm), !listconcat(StdUnaryParts,
  [(TypeOf:$elem $re),
   (Arith_ConstantOp:$half (FloatConstOf $elem, "0.5")),
   (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
   (Arith_AddFOp:$rePlusOne $re, $one, $fm),
   (Math_AbsFOp:$absRePlusOne $rePlusOne, $fm),
   (Math_AbsFOp:$absIm $im, $fm),
   (Arith_MaximumFOp:$max $absRePlusOne, $absIm, $fm),
   (Arith_MinimumFOp:$min $absRePlusOne, $absIm, $fm),
   (Arith_CmpFOp:$useRe "ogt", $rePlusOne, $absIm, $fm),
   (Arith_SubFOp:$maxMinusOne $max, $one, $fm),
   (Arith_SelectOp:$larger $useRe, $re, $maxMinusOne),
   (WithoutNaNInf:$fmNaN $fm),
   (Arith_DivFOp:$ratio $min, $max, $fmNaN),
   (Math_Log1pOp:$logLarger $larger, $fm),
   (Math_Log1pOp:$logRatio (Arith_MulFOp $ratio, $ratio, $fmNaN), $fmNaN),
   (Arith_AddFOp:$r (Arith_MulFOp $half, $logRatio, $fmNaN), $logLarger, $fmNaN),
   (Arith_SelectOp:$resRe (Arith_CmpFOp "uno", $r, $r, $fmNaN), $min, $r),
   (Complex_CreateOp $resRe, (Math_Atan2Op $im, $rePlusOne, $fm))])>;

// sin and cos from t = exp(im): the parts of (0.5 t ± 0.5 / t) times sin or cos of re.
defvar TrigParts = !listconcat(StdUnaryParts,
  [(Arith_ConstantOp:$half (FloatConstOf (TypeOf $re), "0.5")),
   (Math_ExpOp:$exp $im, $fm),
   (Arith_MulFOp:$scaledExp $half, $exp, $fm),
   (Arith_DivFOp:$reciprocalExp $half, $exp, $fm),
   (Math_SinOp:$sin $re, $fm),
   (Math_CosOp:$cos $re, $fm)]);
def : ComplexExpansion<(Complex_SinOp $complex, $fm), !listconcat(TrigParts,
  [(Complex_CreateOp
      (Arith_MulFOp (Arith_AddFOp $scaledExp, $reciprocalExp, $fm), $sin, $fm),
      (Arith_MulFOp (Arith_SubFOp $scaledExp, $reciprocalExp, $fm), $cos, $fm))])>;
def : ComplexExpansion<(Complex_CosOp $complex, $fm), !listconcat(TrigParts,
  [(Complex_CreateOp
      (Arith_MulFOp (Arith_AddFOp $reciprocalExp, $scaledExp, $fm), $cos, $fm),
      (Arith_MulFOp (Arith_SubFOp $reciprocalExp, $scaledExp, $fm), $sin, $fm))])>;

// sqrt z = sqrt|z| (cos(arg/2) + i sin(arg/2)); sqrt|z| = sqrt(max) (1 + (min/max)²)^¼.
defvar SqrtHead = [
  (ElementTypeOf:$elem (ResultType 0)),
  (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
  (Arith_ConstantOp:$half (FloatConstOf $elem, "0.5")),
  (Complex_ReOp:$re $complex), (Complex_ImOp:$im $complex),
  (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
  (Math_AbsFOp:$reAbs $re, $fm),
  (Math_AbsFOp:$imAbs $im, $fm),
  (Arith_MaximumFOp:$max $reAbs, $imAbs, $fm),
  (Arith_MinimumFOp:$min $reAbs, $imAbs, $fm),
  (WithoutNaNInf:$fmNaN $fm),
  (Arith_DivFOp:$ratio $min, $max, $fmNaN),
  (Arith_AddFOp:$ratioSqPlusOne (Arith_MulFOp $ratio, $ratio, $fmNaN), $one, $fmNaN),
  (Arith_ConstantOp:$quarter (FloatConstOf $elem, "0.25")),
  (Arith_MulFOp:$absSqrt0 (Math_SqrtOp $max, $fmNaN),
                          (Math_PowFOp $ratioSqPlusOne, $quarter, $fmNaN), $fmNaN),
  (Arith_SelectOp:$absSqrt (Arith_CmpFOp "uno", $absSqrt0, $absSqrt0, $fmNaN), $min, $absSqrt0),
  (Arith_MulFOp:$sqrtArg (Math_Atan2Op $im, $re, $fm), $half, $fm),
  (Math_CosOp:$cos $sqrtArg, $fm),
  (Math_SinOp:$sin $sqrtArg, $fm),
  (Arith_CmpFOp:$sinIsZero "oeq", $sin, $zero, $fm),
  (Arith_MulFOp:$resRe $absSqrt, $cos, $fm),
  (Arith_SelectOp:$resIm $sinIsZero, $zero, (Arith_MulFOp $absSqrt, $sin, $fm))];
// With `nnan` and `ninf`: no special cases but a zero magnitude.
def : ComplexExpansion<(Complex_SqrtOp $complex, $fm), !listconcat(SqrtHead,
  [(Arith_CmpFOp:$isZero "oeq", $absSqrt, $zero, $fm),
   (Complex_CreateOp (Arith_SelectOp $isZero, $zero, $resRe), (Arith_SelectOp $isZero, $zero, $resIm))]),
  [(HasNaNInf $fm)]>;
// Otherwise: infinite and NaN parts too.
def : ComplexExpansion<(Complex_SqrtOp $complex, $fm), !listconcat(SqrtHead,
  [(Arith_ConstantOp:$inf (FloatInfOf $elem)),
   (Arith_ConstantOp:$negInf (FloatConstOf $elem, "-inf")),
   (Arith_ConstantOp:$nan (FloatConstOf $elem, "nan")),
   (Math_AbsFOp:$absIm $im, $fm),
   (Arith_CmpFOp:$absImIsInf "oeq", $absIm, $inf, $fm),
   (Arith_CmpFOp:$absImIsNotInf "one", $absIm, $inf, $fm),
   (Arith_CmpFOp:$reIsInf "oeq", $re, $inf, $fm),
   (Arith_CmpFOp:$reIsNegInf "oeq", $re, $negInf, $fm),
   (Arith_SelectOp:$resRe1 (Arith_AndIOp $reIsNegInf, $absImIsNotInf), $zero, $resRe),
   (Arith_SelectOp:$resRe2 (Arith_OrIOp $absImIsInf, $reIsInf), $inf, $resRe1),
   (Math_CopySignOp:$imSignInf $inf, $im, $fm),
   (Arith_SelectOp:$resIm1 (Arith_CmpFOp "uno", $absSqrt, $absSqrt), $nan, $resIm),
   (Arith_SelectOp:$resIm2 (Arith_OrIOp $absImIsInf, $reIsNegInf), $imSignInf, $resIm1),
   (Arith_CmpFOp:$isZero "oeq", $absSqrt, $zero, $fm),
   (Complex_CreateOp (Arith_SelectOp $isZero, $zero, $resRe2), (Arith_SelectOp $isZero, $zero, $resIm2))]),
  [(Not (HasNaNInf $fm))]>;

// rsqrt z = |z|^-½ (cos(-arg/2) + i sin(-arg/2)), with MLIR's magnitude steps.
defvar RsqrtHead = [
  (ElementTypeOf:$elem (ResultType 0)),
  (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
  (Arith_ConstantOp:$inf (FloatInfOf $elem)),
  (Arith_ConstantOp:$negHalf (FloatConstOf $elem, "-0.5")),
  (Arith_ConstantOp:$nan (FloatConstOf $elem, "nan")),
  (Complex_ReOp:$re $complex), (Complex_ImOp:$im $complex),
  (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
  (Math_AbsFOp:$reAbs $re, $fm),
  (Math_AbsFOp:$imAbs $im, $fm),
  (Arith_MaximumFOp:$max $reAbs, $imAbs, $fm),
  (Arith_MinimumFOp:$min $reAbs, $imAbs, $fm),
  (WithoutNaNInf:$fmNaN $fm),
  (Arith_DivFOp:$ratio $min, $max, $fmNaN),
  (Arith_AddFOp:$ratioSqPlusOne (Arith_MulFOp $ratio, $ratio, $fmNaN), $one, $fmNaN),
  (Math_RsqrtOp:$rsqrtRatio $ratioSqPlusOne, $fmNaN),
  (Math_RsqrtOp:$rsqrtMin $min, $fmNaN),
  (Math_RsqrtOp:$rsqrtMax $max, $fmNaN),
  (Arith_MulFOp:$absRsqrt0 $rsqrtMax, (Math_SqrtOp $rsqrtRatio, $fmNaN), $fmNaN),
  (Arith_SelectOp:$absRsqrt (Arith_CmpFOp "uno", $absRsqrt0, $absRsqrt0, $fmNaN), $rsqrtMin, $absRsqrt0),
  (Arith_MulFOp:$rsqrtArg (Math_Atan2Op $im, $re, $fm), $negHalf, $fm),
  (Math_CosOp:$cos $rsqrtArg, $fm),
  (Math_SinOp:$sin $rsqrtArg, $fm),
  (Arith_MulFOp:$resRe $absRsqrt, $cos, $fm),
  (Arith_MulFOp:$resIm $absRsqrt, $sin, $fm)];
// A zero argument gives inf + i nan.
defvar RsqrtTail = [
  (Arith_AndIOp:$isZero (Arith_CmpFOp "oeq", $re, $zero, $fm), (Arith_CmpFOp "oeq", $im, $zero, $fm))];
def : ComplexExpansion<(Complex_RsqrtOp $complex, $fm), !listconcat(RsqrtHead, RsqrtTail,
  [(Complex_CreateOp (Arith_SelectOp $isZero, $inf, $resRe), (Arith_SelectOp $isZero, $nan, $resIm))]),
  [(HasNaNInf $fm)]>;
def : ComplexExpansion<(Complex_RsqrtOp $complex, $fm), !listconcat(RsqrtHead,
  [(Arith_ConstantOp:$negOne (FloatValueOf $elem, -1)),
   (Math_CopySignOp:$reSignedZero $zero, $re, $fm),
   (Arith_MulFOp:$negImSignedZero $negOne, (Math_CopySignOp $zero, $im, $fm), $fm),
   (Math_AbsFOp:$absRe $re, $fm),
   (Math_AbsFOp:$absIm $im, $fm),
   (Arith_CmpFOp:$absImIsInf "oeq", $absIm, $inf, $fm),
   (Arith_CmpFOp:$reIsNaN "uno", $re, $re, $fm),
   (Arith_CmpFOp:$reIsInf "oeq", $absRe, $inf, $fm),
   (Arith_OrIOp:$resultIsZero (Arith_AndIOp $absImIsInf, $reIsNaN), $reIsInf),
   (Arith_SelectOp:$resRe1 $resultIsZero, $reSignedZero, $resRe),
   (Arith_SelectOp:$resIm1 $resultIsZero, $negImSignedZero, $resIm)], RsqrtTail,
  [(Complex_CreateOp (Arith_SelectOp $isZero, $inf, $resRe1), (Arith_SelectOp $isZero, $nan, $resIm1))]),
  [(Not (HasNaNInf $fm))]>;

// tanh(x + iy) = (e^2x - e^-2x + 4i cos y sin y) / (e^2x + e^-2x - 2 + 4 cos² y), with
// expm1 for the exponentials and -1/+1 (sign of x) where they overflow.
class TanhCore<list<dag> head> {
  list<dag> entries = !listconcat(head,
    [(Arith_ConstantOp:$inf (FloatInfOf $elem)),
     (Arith_ConstantOp:$four (FloatConstOf $elem, "4")),
     (Arith_AddFOp:$twoReal $real, $real, $fm),
     (Arith_MulFOp:$negTwoReal $negOne, $twoReal, $fm),
     (Math_ExpM1Op:$e1 $twoReal, $fm),
     (Math_ExpM1Op:$e2 $negTwoReal, $fm),
     (Arith_SubFOp:$realNum $e1, $e2, $fm),
     (Math_CosOp:$cosImag $imag, $fm),
     (Arith_MulFOp:$twoCosPlusOne (Arith_MulFOp $cosImag, $cosImag, $fm), $four, $fm),
     (Math_SinOp:$sinImag $imag, $fm),
     (Arith_MulFOp:$imagNum $four, (Arith_MulFOp $cosImag, $sinImag, $fm), $fm),
     (Arith_AddFOp:$expSum $e1, $e2, $fm),
     (Arith_AddFOp:$denom $expSum, $twoCosPlusOne, $fm),
     (Arith_CmpFOp:$isInf "oeq", $expSum, $inf, $fm),
     (Math_CopySignOp:$realLimit $negOne, $real, $fm),
     (Arith_SelectOp:$resRe $isInf, $realLimit, (Arith_DivFOp $realNum, $denom, $fm)),
     (Arith_DivFOp:$resIm $imagNum, $denom, $fm)]);
}
// Without `nnan` and `ninf`: NaN and zero parts where the formula cannot tell.
defvar TanhSpecialCases = [
  (Math_AbsFOp:$absReal $real, $fm),
  (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
  (Arith_ConstantOp:$nan (FloatConstOf $elem, "nan")),
  (Arith_CmpFOp:$absRealIsInf "oeq", $absReal, $inf, $fm),
  (Arith_CmpFOp:$imagIsZero "oeq", $imag, $zero, $fm),
  (Arith_XOrIOp:$absRealIsNotInf $absRealIsInf, (Arith_ConstantOp (TrueAttr))),
  (Arith_CmpFOp:$imagNumIsNaN "uno", $imagNum, $imagNum, $fm),
  (Arith_AndIOp:$resReIsNaN $imagNumIsNaN, $absRealIsNotInf),
  (Arith_OrIOp:$resImIsZero $imagIsZero, (Arith_AndIOp $absRealIsInf, $imagNumIsNaN)),
  (Arith_SelectOp:$resRe1 $resReIsNaN, $nan, $resRe),
  (Arith_SelectOp:$resIm1 $resImIsZero, $zero, $resIm)];
defvar TanhHead = [
  (Complex_ReOp:$real $complex), (Complex_ImOp:$imag $complex),
  (TypeOf:$elem $real),
  (Arith_ConstantOp:$negOne (FloatValueOf $elem, -1))];
// tan(x + iy) = -i tanh(-y + ix).
defvar TanHead = [
  (Complex_ReOp:$imag $complex), (Complex_ImOp:$im $complex),
  (TypeOf:$elem $imag),
  (Arith_ConstantOp:$negOne (FloatValueOf $elem, -1)),
  (Arith_MulFOp:$real $im, $negOne, $fm)];
def : ComplexExpansion<(Complex_TanhOp $complex, $fm), !listconcat(TanhCore<TanhHead>.entries,
  [(Complex_CreateOp $resRe, $resIm)]), [(HasNaNInf $fm)]>;
def : ComplexExpansion<(Complex_TanhOp $complex, $fm), !listconcat(TanhCore<TanhHead>.entries,
  TanhSpecialCases, [(Complex_CreateOp $resRe1, $resIm1)]), [(Not (HasNaNInf $fm))]>;
def : ComplexExpansion<(Complex_TanOp $complex, $fm), !listconcat(TanhCore<TanHead>.entries,
  [(Complex_CreateOp $resIm, (Arith_MulFOp $resRe, $negOne, $fm))]), [(HasNaNInf $fm)]>;
def : ComplexExpansion<(Complex_TanOp $complex, $fm), !listconcat(TanhCore<TanHead>.entries,
  TanhSpecialCases, [(Complex_CreateOp $resIm1, (Arith_MulFOp $resRe1, $negOne, $fm))]),
  [(Not (HasNaNInf $fm))]>;

// (a + bi)^(c + di) = |z|^c e^(-d arg z) (cos q + i sin q), q = c arg z + d log|z|, with
// Kahan's cases for zero, one and infinite bases and zero exponents.
def : ComplexExpansion<(Complex_PowOp $lhs, $rhs, $fm),
  [(Complex_ReOp:$c $rhs), (Complex_ImOp:$d $rhs),
   (Complex_ReOp:$a $lhs), (Complex_ImOp:$b $lhs),
   (Complex_AbsOp:$abs $lhs, $fm),
   (Math_PowFOp:$absToC $abs, $c, $fm),
   (Arith_NegFOp:$negD $d, $fm),
   (Math_Atan2Op:$argLhs $b, $a, $fm),
   (Math_ExpOp:$expNegDArg (Arith_MulFOp $negD, $argLhs, $fm), $fm),
   (Arith_MulFOp:$coeff $absToC, $expNegDArg, $fm),
   (Math_LogOp:$lnAbs $abs, $fm),
   (Arith_MulFOp:$cArg $c, $argLhs, $fm),
   (Arith_AddFOp:$q $cArg, (Arith_MulFOp $d, $lnAbs, $fm), $fm),
   (Math_CosOp:$cosQ $q, $fm),
   (Math_SinOp:$sinQ $q, $fm),
   (TypeOf:$elem $a),
   (Arith_ConstantOp:$inf (FloatInfOf $elem)),
   (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
   (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
   (Complex_CreateOp:$complexOne $one, $zero, (returnType (ResultType 0))),
   (Complex_CreateOp:$complexZero $zero, $zero, (returnType (ResultType 0))),
   (Complex_CreateOp:$complexInf $inf, $zero, (returnType (ResultType 0))),
   (Arith_CmpFOp:$absEqZero "oeq", $abs, $zero, $fm),
   (Arith_CmpFOp:$dEqZero "oeq", $d, $zero, $fm),
   (Arith_CmpFOp:$cEqZero "oeq", $c, $zero, $fm),
   (Arith_CmpFOp:$bEqZero "oeq", $b, $zero, $fm),
   (Arith_CmpFOp:$zeroLeC "ole", $zero, $c, $fm),
   (Arith_MulFOp:$coeffCosQ $coeff, $cosQ, $fm),
   (Arith_MulFOp:$coeffSinQ $coeff, $sinQ, $fm),
   (Arith_SelectOp:$complexOneOrZero $cEqZero, $complexOne, $complexZero),
   (Complex_CreateOp:$coeffCosSin $coeffCosQ, $coeffSinQ, (returnType (ResultType 0))),
   (Arith_SelectOp:$cutoff0 (Arith_AndIOp (Arith_AndIOp $absEqZero, $dEqZero), $zeroLeC),
                            $complexOneOrZero, $coeffCosSin),
   (Arith_SelectOp:$cutoff1 (Arith_AndIOp $cEqZero, $dEqZero), $complexOne, $cutoff0),
   (Arith_SelectOp:$cutoff2 (Arith_AndIOp (Arith_CmpFOp "oeq", $a, $one, $fm), $bEqZero),
                            $complexOne, $cutoff1),
   (Arith_AndIOp:$lhsEqInf (Arith_CmpFOp "oeq", $a, $inf, $fm), $bEqZero),
   (Arith_AndIOp:$rhsGt0 $dEqZero, (Arith_CmpFOp "ogt", $c, $zero, $fm)),
   (Arith_SelectOp:$cutoff3 (Arith_AndIOp $lhsEqInf, $rhsGt0), $complexInf, $cutoff2),
   (Arith_AndIOp:$rhsLt0 $dEqZero, (Arith_CmpFOp "olt", $c, $zero, $fm)),
   (Arith_SelectOp (Arith_AndIOp $lhsEqInf, $rhsLt0), $complexZero, $cutoff3)]>;

// z^n = z^(n + 0i), through complex.pow (expanded in turn).
def : ComplexExpansion<(Complex_PowiOp $lhs, $rhs, $fm),
  [(ElementTypeOf:$elem (ResultType 0)),
   (Arith_SIToFPOp:$exponent $rhs, (returnType $elem)),
   (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
   (Complex_PowOp $lhs, (Complex_CreateOp $exponent, $zero, (returnType (ResultType 0))), $fm)]>;

// atan2(y, x) = -i log((x + iy) / sqrt(x² + y²)), in complex ops expanded in turn.
def : ComplexExpansion<(Complex_Atan2Op $lhs, $rhs, $fm),
  [(Complex_MulOp:$rhsSquared $rhs, $rhs, $fm),
   (Complex_MulOp:$lhsSquared $lhs, $lhs, $fm),
   (Complex_SqrtOp:$sqrtSum (Complex_AddOp $rhsSquared, $lhsSquared, $fm), $fm),
   (ElementTypeOf:$elem (ResultType 0)),
   (Arith_ConstantOp:$zero (FloatValueOf $elem, 0)),
   (Arith_ConstantOp:$one (FloatValueOf $elem, 1)),
   (Complex_CreateOp:$i $zero, $one, (returnType (ResultType 0))),
   (Complex_AddOp:$rhsPlusILhs $rhs, (Complex_MulOp $i, $lhs, $fm), $fm),
   (Complex_LogOp:$log (Complex_DivOp $rhsPlusILhs, $sqrtSum, $fm), $fm),
   (Arith_ConstantOp:$negOne (FloatValueOf $elem, -1)),
   (Complex_MulOp (Complex_CreateOp $zero, $negOne, (returnType (ResultType 0))), $log, $fm)]>;
