// arith -> arith: the patterns of `-arith-expand` (MLIR's ArithExpandOps) that are not also
// part of `-convert-arith-to-llvm`; the ceil/floor division expansions, which are, live in
// `arith_to_llvm.td` with `alsoTargets = ["arith"]`. The float maximum and minimum become
// a compare and a select, then a second select that gives NaN its meaning: `maximumf` and
// `minimumf` return a NaN operand, `maxnumf` and `minnumf` the other operand. The new ops
// do not carry the root's fastmath flags, as in MLIR. The integer maximum and minimum
// become a compare and a select.

include "dialects/arith.td"
include "terms.td"

class ArithExpandRule<dag source, list<dag> results> : Pattern<source, results> {
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
