// scf canonicalization patterns, as MLIR's SCF ops: an execute_region of one block and
// an scf.if on a constant condition are replaced by the region they run.

include "dialects/scf.td"
include "canonicalize/canonicalize_terms.td"

def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region),
  [(InlineSingleBlock $region)], [(Not (Present $noInline))]>;
def : Canonicalization<(SCF_IfOp (ConstantValue $c), $then, $else),
  [(InlineSingleBlock $then)], [(IsNonZeroAttr $c)]>;
def : Canonicalization<(SCF_IfOp (ConstantValue $c), $then, $else),
  [(InlineSingleBlock $else)], [(IsZeroAttr $c)]>;
