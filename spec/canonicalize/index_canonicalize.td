// index canonicalization patterns, as MLIR's IndexOps (`CmpOp::canonicalize`): a
// comparison of a subtraction with zero compares the subtraction's operands.

include "dialects/index.td"
include "canonicalize/canonicalize_terms.td"

// `x - y cmp 0` is `x cmp y`.
def : Canonicalization<(Index_CmpOp $pred, (Index_SubOp $x, $y), (ConstantValue $c)),
  [(Index_CmpOp $pred, $x, $y)], [(IsZeroAttr $c)]>;
// `0 cmp x - y` is `y cmp x`.
def : Canonicalization<(Index_CmpOp $pred, (ConstantValue $c), (Index_SubOp $x, $y)),
  [(Index_CmpOp $pred, $y, $x)], [(IsZeroAttr $c)]>;
