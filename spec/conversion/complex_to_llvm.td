// complex -> llvm: the patterns of `-convert-complex-to-llvm` (and of the complex part of
// `-convert-to-llvm`), as MLIR 22's ComplexToLLVM lowers each op. A `complex<T>` is an
// `!llvm.struct<(T, T)>` (real part first). Only create, re, im, constant, abs, add, sub,
// mul and div are lowered, as in MLIR; the pass marks the whole dialect illegal, so any
// other complex op is an error there (ComplexToStandard expands them first).
//
// Each rule extracts the operands' parts first (lhs then rhs, real then imaginary), makes
// the result's `llvm.mlir.poison` before the arithmetic, and inserts the two parts last,
// in MLIR's order. The arithmetic carries the op's fast-math flags (the same case values
// in LLVM's enum); nothing else keeps the op's attributes. Division follows the
// `complex-range` option: the algebraic formula for `basic` (the default) and `none`,
// Smith's algorithm with MLIR's special cases for zeros, infinities and NaNs for
// `improved`.

include "dialects/complex.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "terms.td"
include "conversion/complex_terms.td"

class ComplexPattern<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
  let copyAttributes = 0;
}

// The parts of a lowered complex value, as `$<name>Re` and `$<name>Im`.
defvar LhsParts = [
  (LLVM_ExtractValueOp:$lhsRe $lhs, [0], (returnType (FieldType (TypeOf $lhs), 0))),
  (LLVM_ExtractValueOp:$lhsIm $lhs, [1], (returnType (FieldType (TypeOf $lhs), 1)))];
defvar RhsParts = [
  (LLVM_ExtractValueOp:$rhsRe $rhs, [0], (returnType (FieldType (TypeOf $rhs), 0))),
  (LLVM_ExtractValueOp:$rhsIm $rhs, [1], (returnType (FieldType (TypeOf $rhs), 1)))];
defvar BinaryParts = !listconcat(LhsParts, RhsParts,
  [(LLVM_PoisonOp:$result (returnType (ResultType 0)))]);
// The struct of `$re` and `$im`, filling `$result`.
defvar InsertParts = [
  (LLVM_InsertValueOp:$withRe $result, $re, [0]),
  (LLVM_InsertValueOp $withRe, $im, [1])];

// `re + im i`.
def : ComplexPattern<(Complex_CreateOp $real, $imaginary),
  [(LLVM_PoisonOp:$result (returnType (ResultType 0))),
   (LLVM_InsertValueOp:$withRe $result, $real, [0]),
   (LLVM_InsertValueOp $withRe, $imaginary, [1])]>;

def : ComplexPattern<(Complex_ReOp $complex, $fm), [(LLVM_ExtractValueOp $complex, [0])]>;
def : ComplexPattern<(Complex_ImOp $complex, $fm), [(LLVM_ExtractValueOp $complex, [1])]>;

// The array of the two parts becomes a struct constant.
def : Pat<(Complex_ConstantOp $value), (LLVM_ConstantOp $value)>;

// `sqrt(re * re + im * im)`; the square root does not take the flags.
def : ComplexPattern<(Complex_AbsOp $complex, $fm),
  [(LLVM_ExtractValueOp:$re $complex, [0], (returnType (ResultType 0))),
   (LLVM_ExtractValueOp:$im $complex, [1], (returnType (ResultType 0))),
   (LLVM_SqrtOp (LLVM_FAddOp (LLVM_FMulOp $re, $re, $fm), (LLVM_FMulOp $im, $im, $fm), $fm))]>;

def : ComplexPattern<(Complex_AddOp $lhs, $rhs, $fm), !listconcat(BinaryParts,
  [(LLVM_FAddOp:$re $lhsRe, $rhsRe, $fm),
   (LLVM_FAddOp:$im $lhsIm, $rhsIm, $fm)], InsertParts)>;

def : ComplexPattern<(Complex_SubOp $lhs, $rhs, $fm), !listconcat(BinaryParts,
  [(LLVM_FSubOp:$re $lhsRe, $rhsRe, $fm),
   (LLVM_FSubOp:$im $lhsIm, $rhsIm, $fm)], InsertParts)>;

// `(a + bi)(c + di) = (ca - db) + (bc + ad)i`, products in MLIR's operand order.
def : ComplexPattern<(Complex_MulOp $lhs, $rhs, $fm), !listconcat(BinaryParts,
  [(LLVM_FSubOp:$re (LLVM_FMulOp $rhsRe, $lhsRe, $fm), (LLVM_FMulOp $rhsIm, $lhsIm, $fm), $fm),
   (LLVM_FAddOp:$im (LLVM_FMulOp $lhsIm, $rhsRe, $fm), (LLVM_FMulOp $lhsRe, $rhsIm, $fm), $fm)],
  InsertParts)>;

// `basic` and `none`: `((ac + bd) + (bc - ad)i) / (c² + d²)`.
def : ComplexPattern<(Complex_DivOp $lhs, $rhs, $fm), !listconcat(BinaryParts,
  [(LLVM_FAddOp:$sqNorm (LLVM_FMulOp $rhsRe, $rhsRe, $fm), (LLVM_FMulOp $rhsIm, $rhsIm, $fm), $fm),
   (LLVM_FAddOp:$reNum (LLVM_FMulOp $lhsRe, $rhsRe, $fm), (LLVM_FMulOp $lhsIm, $rhsIm, $fm), $fm),
   (LLVM_FSubOp:$imNum (LLVM_FMulOp $lhsIm, $rhsRe, $fm), (LLVM_FMulOp $lhsRe, $rhsIm, $fm), $fm),
   (LLVM_FDivOp:$re $reNum, $sqNorm, $fm),
   (LLVM_FDivOp:$im $imNum, $sqNorm, $fm)],
  InsertParts), [(Not (ComplexRangeIs "improved"))]>;

// `improved`: Smith's algorithm (both ratios computed, the one of the larger part
// selected), then the special cases, innermost last: a zero divisor (infinity of the
// dividend's signs), an infinite dividend over a finite divisor, a finite dividend over
// an infinite divisor (zero); they replace the quotient only when both of its parts are
// NaN.
def : ComplexPattern<(Complex_DivOp $lhs, $rhs, $fm), !listconcat(BinaryParts,
  [// Smith's two quotients.
   (LLVM_FDivOp:$ratio1 $rhsRe, $rhsIm, $fm),
   (LLVM_FAddOp:$denom1 $rhsIm, (LLVM_FMulOp $ratio1, $rhsRe, $fm), $fm),
   (LLVM_FDivOp:$re1 (LLVM_FAddOp (LLVM_FMulOp $lhsRe, $ratio1, $fm), $lhsIm, $fm), $denom1, $fm),
   (LLVM_FDivOp:$im1 (LLVM_FSubOp (LLVM_FMulOp $lhsIm, $ratio1, $fm), $lhsRe, $fm), $denom1, $fm),
   (LLVM_FDivOp:$ratio2 $rhsIm, $rhsRe, $fm),
   (LLVM_FAddOp:$denom2 $rhsRe, (LLVM_FMulOp $ratio2, $rhsIm, $fm), $fm),
   (LLVM_FDivOp:$re2 (LLVM_FAddOp $lhsRe, (LLVM_FMulOp $lhsIm, $ratio2, $fm), $fm), $denom2, $fm),
   (LLVM_FDivOp:$im2 (LLVM_FSubOp $lhsIm, (LLVM_FMulOp $lhsRe, $ratio2, $fm), $fm), $denom2, $fm),
   // Case 1: a zero divisor and a dividend not all NaN.
   (FieldType:$elem (TypeOf $lhs), 0),
   (LLVM_ConstantOp:$zero (FloatValueOf $elem, 0), (returnType $elem)),
   (LLVM_FAbsOp:$rhsReAbs $rhsRe, $fm),
   (LLVM_FCmpOp:$rhsReZero "oeq", $rhsReAbs, $zero),
   (LLVM_FAbsOp:$rhsImAbs $rhsIm, $fm),
   (LLVM_FCmpOp:$rhsImZero "oeq", $rhsImAbs, $zero),
   (LLVM_FCmpOp:$lhsReNotNaN "ord", $lhsRe, $zero),
   (LLVM_FCmpOp:$lhsImNotNaN "ord", $lhsIm, $zero),
   (LLVM_OrOp:$lhsNotNaN $lhsReNotNaN, $lhsImNotNaN),
   (LLVM_AndOp:$isInf $lhsNotNaN, (LLVM_AndOp $rhsReZero, $rhsImZero)),
   (LLVM_ConstantOp:$inf (FloatInfOf $elem), (returnType $elem)),
   (LLVM_CopySignOp:$signedInf $inf, $rhsRe),
   (LLVM_FMulOp:$infRe $signedInf, $lhsRe, $fm),
   (LLVM_FMulOp:$infIm $signedInf, $lhsIm, $fm),
   // Case 2: an infinite dividend, a finite divisor.
   (LLVM_FCmpOp:$rhsReFinite "one", $rhsReAbs, $inf),
   (LLVM_FCmpOp:$rhsImFinite "one", $rhsImAbs, $inf),
   (LLVM_AndOp:$rhsFinite $rhsReFinite, $rhsImFinite),
   (LLVM_FAbsOp:$lhsReAbs $lhsRe, $fm),
   (LLVM_FCmpOp:$lhsReInf "oeq", $lhsReAbs, $inf),
   (LLVM_FAbsOp:$lhsImAbs $lhsIm, $fm),
   (LLVM_FCmpOp:$lhsImInf "oeq", $lhsImAbs, $inf),
   (LLVM_OrOp:$lhsInf $lhsReInf, $lhsImInf),
   (LLVM_AndOp:$infOverFinite $lhsInf, $rhsFinite),
   (LLVM_ConstantOp:$one (FloatValueOf $elem, 1), (returnType $elem)),
   (LLVM_CopySignOp:$lhsReSign (LLVM_SelectOp $lhsReInf, $one, $zero), $lhsRe),
   (LLVM_CopySignOp:$lhsImSign (LLVM_SelectOp $lhsImInf, $one, $zero), $lhsIm),
   (LLVM_FMulOp:$re3 $inf, (LLVM_FAddOp (LLVM_FMulOp $lhsReSign, $rhsRe, $fm),
                                        (LLVM_FMulOp $lhsImSign, $rhsIm, $fm), $fm), $fm),
   (LLVM_FMulOp:$lhsReSignRhsIm $lhsReSign, $rhsIm, $fm),
   (LLVM_FMulOp:$lhsImSignRhsRe $lhsImSign, $rhsRe, $fm),
   (LLVM_FMulOp:$im3 $inf, (LLVM_FSubOp $lhsImSignRhsRe, $lhsReSignRhsIm, $fm), $fm),
   // Case 3: a finite dividend, an infinite divisor.
   (LLVM_FCmpOp:$lhsReFinite "one", $lhsReAbs, $inf),
   (LLVM_FCmpOp:$lhsImFinite "one", $lhsImAbs, $inf),
   (LLVM_AndOp:$lhsFinite $lhsReFinite, $lhsImFinite),
   (LLVM_FCmpOp:$rhsReInf "oeq", $rhsReAbs, $inf),
   (LLVM_FCmpOp:$rhsImInf "oeq", $rhsImAbs, $inf),
   (LLVM_OrOp:$rhsInf $rhsReInf, $rhsImInf),
   (LLVM_AndOp:$finiteOverInf $lhsFinite, $rhsInf),
   (LLVM_CopySignOp:$rhsReSign (LLVM_SelectOp $rhsReInf, $one, $zero), $rhsRe),
   (LLVM_CopySignOp:$rhsImSign (LLVM_SelectOp $rhsImInf, $one, $zero), $rhsIm),
   (LLVM_FMulOp:$re4 $zero, (LLVM_FAddOp (LLVM_FMulOp $lhsRe, $rhsReSign, $fm),
                                         (LLVM_FMulOp $lhsIm, $rhsImSign, $fm), $fm), $fm),
   (LLVM_FMulOp:$lhsImRhsReSign $lhsIm, $rhsReSign, $fm),
   (LLVM_FMulOp:$lhsReRhsImSign $lhsRe, $rhsImSign, $fm),
   (LLVM_FMulOp:$im4 $zero, (LLVM_FSubOp $lhsImRhsReSign, $lhsReRhsImSign, $fm), $fm),
   // The selections.
   (LLVM_FCmpOp:$reSmaller "olt", $rhsReAbs, $rhsImAbs),
   (LLVM_SelectOp:$re5 $reSmaller, $re1, $re2),
   (LLVM_SelectOp:$im5 $reSmaller, $im1, $im2),
   (LLVM_SelectOp:$reCase3 $finiteOverInf, $re4, $re5),
   (LLVM_SelectOp:$imCase3 $finiteOverInf, $im4, $im5),
   (LLVM_SelectOp:$reCase2 $infOverFinite, $re3, $reCase3),
   (LLVM_SelectOp:$imCase2 $infOverFinite, $im3, $imCase3),
   (LLVM_SelectOp:$reCase1 $isInf, $infRe, $reCase2),
   (LLVM_SelectOp:$imCase1 $isInf, $infIm, $imCase2),
   (LLVM_FCmpOp:$reNaN "uno", $re5, $zero),
   (LLVM_FCmpOp:$imNaN "uno", $im5, $zero),
   (LLVM_AndOp:$isNaN $reNaN, $imNaN),
   (LLVM_SelectOp:$re $isNaN, $reCase1, $re5),
   (LLVM_SelectOp:$im $isNaN, $imCase1, $im5)],
  InsertParts), [(ComplexRangeIs "improved")]>;
