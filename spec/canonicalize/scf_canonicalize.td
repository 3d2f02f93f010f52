// scf canonicalization patterns, as MLIR's SCF ops: an execute_region of one block and
// an scf.if on a constant condition are replaced by the region they run; an scf.if's
// results whose values come from outside become those values or an arith.select, unused
// results go, an else branch that only yields is dropped, and an scf.if that only runs
// another becomes one on both conditions. The scf.if rules are in
// the order MLIR registers its patterns (which one applies first shows in the output).
// Not yet: CombineIfs, ConditionPropagation and
// ReplaceIfYieldWithConditionOrValue (in-place rewrites), scf.for's tensor cast folding and
// the scf.while patterns.

include "dialects/scf.td"
include "canonicalize/canonicalize_terms.td"

def CombineNestedIfs : Term<"canon_scf::combine_nested_ifs", "() -> Values?">;
def TrivialIfToSelect : Term<"canon_scf::trivial_if_to_select", "() -> Values?">;
def RemoveEmptyElse : Term<"canon_scf::remove_empty_else", "() -> Values?">;
def ForIterArgsFolder : Term<"canon_scf::for_iter_args_folder", "() -> Values?">;
def SimplifyTrivialLoop : Term<"canon_scf::simplify_trivial_loop", "() -> Values?">;
def RemoveUnusedIfResults : Term<"canon_scf::remove_unused_if_results", "() -> Values?">;

def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region),
  [(InlineSingleBlock $region)], [(Not (Present $noInline))]>;

def : Canonicalization<(SCF_IfOp $c, $then, $else), [(CombineNestedIfs)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(TrivialIfToSelect)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(RemoveEmptyElse)]>;
def : Canonicalization<(SCF_IfOp (ConstantValue $c), $then, $else),
  [(InlineSingleBlock $then)], [(IsNonZeroAttr $c)]>;
def : Canonicalization<(SCF_IfOp (ConstantValue $c), $then, $else),
  [(InlineSingleBlock $else)], [(IsZeroAttr $c)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(RemoveUnusedIfResults)]>;

// scf.for, in MLIR's order: iteration arguments that carry nothing go, then loops that
// run zero times or once (or only yield values from outside) go.
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(ForIterArgsFolder)]>;
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(SimplifyTrivialLoop)]>;
