// cf canonicalization patterns, as MLIR's ControlFlowOps (`-canonicalize`): branches to
// a block with one predecessor merge it, branches through a block that only branches on
// go straight to its destination, conditional branches on constants or to one block
// become unconditional, a block reached only on one side of a condition knows it (as a
// constant, in place), a switch reached from a switch on the same flag knows the case,
// and an assert of a constant true goes. Branches into a cycle of branches are not
// collapsed (MLIR 22), so canonicalization ends.
// The CFG surgery is in `canon_cf.rs`; a term declines before it changes anything.

include "dialects/cf.td"
include "dialects/arith.td"
include "canonicalize/canonicalize_terms.td"

// Moves the ops of the destination (reached only from here) to the end of the branch's
// block, its arguments replaced by the branch operands.
def MergeIntoPredecessor : Term<"canon_cf::merge_into_predecessor", "(Block, Values) -> Values?">;
// A destination holding only an unconditional branch (whose arguments only it uses) is
// skipped: the branch's destination, and the operands it receives.
def PassThroughDest : Term<"canon_cf::pass_through_dest", "(Block, Values) -> Block">;
def PassThroughOperands : Term<"canon_cf::pass_through_operands", "(Block, Values) -> Values">;
def PassesThrough : Term<"canon_cf::passes_through", "(Block, Values) -> Bool">;
def EitherPassesThrough : Term<"canon_cf::either_passes_through", "(Block, Values, Block, Values) -> Bool">;
def SameBlock : Term<"canon_cf::same_block", "(Block, Block) -> Bool">;
// The operands both sides pass, with `arith.select` on the condition where they differ
// (only when the branch's block is the destination's one predecessor).
def SelectedOperands : Term<"canon_cf::selected_operands", "(Value, Values, Values, Block) -> Values?">;
// The branch's block is reached only from a `cf.cond_br` on the same condition, on its
// true (false) side.
def ReachedWhenTrue : Term<"canon_cf::reached_when", "(Value, Bool) -> Bool">;

// cf.switch: each rewrite builds the new branch or switch itself and gives no values.
def SwitchOnlyDefault : Term<"canon_cf::switch_only_default", "() -> Values?">;
def DropCasesMatchingDefault : Term<"canon_cf::drop_cases_matching_default", "() -> Values?">;
def SwitchOnConstant : Term<"canon_cf::switch_on_constant", "(Attr) -> Values?">;
def PassThroughSwitch : Term<"canon_cf::pass_through_switch", "() -> Values?">;
def SwitchFromSwitchOnSameCondition
  : Term<"canon_cf::switch_from_switch_on_same_condition", "() -> Values?">;
def SwitchFromDefaultSwitchOnSameCondition
  : Term<"canon_cf::switch_from_default_switch_on_same_condition", "() -> Values?">;
// In place: uses of the condition in a destination reached only from here are constants.
def CondBranchTruthPropagation : Term<"canon_cf::cond_branch_truth_propagation", "() -> Values?">;

// cf.br
def : Canonicalization<(CF_BranchOp $operands, $dest),
  [(MergeIntoPredecessor $dest, $operands)]>;
def : Canonicalization<(CF_BranchOp $operands, $dest),
  [(CF_BranchOp (PassThroughOperands $dest, $operands), (PassThroughDest $dest, $operands))],
  [(PassesThrough $dest, $operands)]>;

// cf.cond_br
def : Canonicalization<(CF_CondBranchOp (ConstantValue $c), $t_ops, $f_ops, $weights, $t, $f),
  [(CF_BranchOp $t_ops, $t)], [(IsNonZeroAttr $c)]>;
def : Canonicalization<(CF_CondBranchOp (ConstantValue $c), $t_ops, $f_ops, $weights, $t, $f),
  [(CF_BranchOp $f_ops, $f)], [(IsZeroAttr $c)]>;
def : Canonicalization<(CF_CondBranchOp $c, $t_ops, $f_ops, $weights, $t, $f),
  [(CF_CondBranchOp $c, (PassThroughOperands $t, $t_ops), (PassThroughOperands $f, $f_ops), $weights,
                    (PassThroughDest $t, $t_ops), (PassThroughDest $f, $f_ops))],
  [(EitherPassesThrough $t, $t_ops, $f, $f_ops)]>;
def : Canonicalization<(CF_CondBranchOp $c, $t_ops, $f_ops, $weights, $t, $f),
  [(CF_BranchOp (SelectedOperands $c, $t_ops, $f_ops, $t), $t)],
  [(SameBlock $t, $f)]>;
def : Canonicalization<(CF_CondBranchOp $c, $t_ops, $f_ops, $weights, $t, $f),
  [(CF_BranchOp $t_ops, $t)], [(ReachedWhenTrue $c, true)]>;
def : Canonicalization<(CF_CondBranchOp $c, $t_ops, $f_ops, $weights, $t, $f),
  [(CF_BranchOp $f_ops, $f)], [(ReachedWhenTrue $c, false)]>;
def : Canonicalization<(CF_CondBranchOp $c, $t_ops, $f_ops, $weights, $t, $f),
  [(CondBranchTruthPropagation)]>;

// cf.assert on a constant true condition checks nothing.
def : Canonicalization<(CF_AssertOp (ConstantValue $c), $msg),
  [(replaceWithValue [])], [(IsNonZeroAttr $c)]>;

// cf.switch, in MLIR's order
def : Canonicalization<(CF_SwitchOp $flag, $defOps, $caseOps, $values, $segments, $default, $cases),
  [(SwitchOnlyDefault)]>;
def : Canonicalization<(CF_SwitchOp $flag, $defOps, $caseOps, $values, $segments, $default, $cases),
  [(DropCasesMatchingDefault)]>;
def : Canonicalization<(CF_SwitchOp (ConstantValue $c), $defOps, $caseOps, $values, $segments, $default, $cases),
  [(SwitchOnConstant $c)]>;
def : Canonicalization<(CF_SwitchOp $flag, $defOps, $caseOps, $values, $segments, $default, $cases),
  [(PassThroughSwitch)]>;
def : Canonicalization<(CF_SwitchOp $flag, $defOps, $caseOps, $values, $segments, $default, $cases),
  [(SwitchFromSwitchOnSameCondition)]>;
def : Canonicalization<(CF_SwitchOp $flag, $defOps, $caseOps, $values, $segments, $default, $cases),
  [(SwitchFromDefaultSwitchOnSameCondition)]>;
