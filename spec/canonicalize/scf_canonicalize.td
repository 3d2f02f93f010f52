// scf canonicalization patterns, as MLIR 22's SCF ops register them: an execute_region of
// one block and an scf.if on a constant condition are replaced by the region they run;
// an scf.if's results whose values come from outside become those values or an
// arith.select (and ones yielding `true` and `false` its condition or the negation), an
// else branch that only yields is dropped, an scf.if that only runs
// another becomes one on both conditions, adjacent scf.ifs on one condition merge, and
// the condition is known inside the branches. scf.for runs loops of zero or one
// iteration in place; scf.while knows its condition in the `after` block, forwards the
// `before` arguments in order and moves an scf.if on its condition down; scf.parallel
// drops single-iteration dimensions and merges nested loops. Last for scf.for, scf.while,
// scf.if, scf.execute_region and scf.index_switch come MLIR's generic region-branch
// patterns (`canon_scf_branch`): loop-carried values and results that can only hold one
// value, duplicate ones and unused ones go. Rules for one op are in the order MLIR
// registers its patterns (which one applies first shows in the output). In-place
// rewrites keep the root (`Rewriter::keep_root`). Not yet: scf.for's tensor cast
// folding.

include "dialects/scf.td"
include "canonicalize/canonicalize_terms.td"

def CombineNestedIfs : Term<"canon_scf::combine_nested_ifs", "() -> Values?">;
def CombineIfs : Term<"canon_scf::combine_ifs", "() -> Values?">;
def IfConditionPropagation : Term<"canon_scf::if_condition_propagation", "() -> Values?">;
def TrivialIfToSelect : Term<"canon_scf::trivial_if_to_select", "() -> Values?">;
def RemoveEmptyElse : Term<"canon_scf::remove_empty_else", "() -> Values?">;
def ReplaceIfYieldWithConditionOrValue
  : Term<"canon_scf::replace_if_yield_with_condition_or_value", "() -> Values?">;
def SimplifyTrivialLoop : Term<"canon_scf::simplify_trivial_loop", "() -> Values?">;

// MLIR's generic region-branch patterns, the last three of each op using them.
def MakeSuccessorInputsDead : Term<"canon_scf_branch::make_successor_inputs_dead", "() -> Values?">;
def RemoveDuplicateSuccessorInputUses
  : Term<"canon_scf_branch::remove_duplicate_successor_input_uses", "() -> Values?">;
def RemoveDeadSuccessorInputs : Term<"canon_scf_branch::remove_dead_successor_inputs", "() -> Values?">;
def IndexSwitchOnConstant : Term<"canon_scf_region::index_switch_on_constant", "() -> Values?">;
def MultiBlockExecuteInliner : Term<"canon_scf_region::multi_block_execute_inliner", "() -> Values?">;

def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region),
  [(InlineSingleBlock $region)], [(Not (Present $noInline))]>;
def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region), [(MultiBlockExecuteInliner)]>;
def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region), [(MakeSuccessorInputsDead)]>;
def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region), [(RemoveDuplicateSuccessorInputUses)]>;
def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region), [(RemoveDeadSuccessorInputs)]>;

// scf.index_switch: MLIR's fold on a constant, then the region-branch cleanup.
def : Canonicalization<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
  [(IndexSwitchOnConstant)]>;
def : Canonicalization<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
  [(MakeSuccessorInputsDead)]>;
def : Canonicalization<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
  [(RemoveDuplicateSuccessorInputUses)]>;
def : Canonicalization<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
  [(RemoveDeadSuccessorInputs)]>;

// (MLIR's `IfOp::fold`, the swap of a negated condition's branches, is scf.if's
// `Folder<>`: conversions fold illegal ops before their patterns too.)
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(CombineIfs)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(CombineNestedIfs)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(IfConditionPropagation)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(TrivialIfToSelect)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(RemoveEmptyElse)]>;
def : Canonicalization<(SCF_IfOp (ConstantValue $c), $then, $else),
  [(InlineSingleBlock $then)], [(IsNonZeroAttr $c)]>;
def : Canonicalization<(SCF_IfOp (ConstantValue $c), $then, $else),
  [(InlineSingleBlock $else)], [(IsZeroAttr $c)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(ReplaceIfYieldWithConditionOrValue)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(MakeSuccessorInputsDead)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(RemoveDuplicateSuccessorInputUses)]>;
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(RemoveDeadSuccessorInputs)]>;

// scf.for, in MLIR's order: loops that run zero times or once (or only yield values from
// outside) go, then the region-branch cleanup of iteration arguments.
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(SimplifyTrivialLoop)]>;
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(MakeSuccessorInputsDead)]>;
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(RemoveDuplicateSuccessorInputUses)]>;
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(RemoveDeadSuccessorInputs)]>;

// scf.while, in MLIR 22's order: the in-place ones (the condition's truth in the `after`
// block) keep the root, the rebuilding ones give a new loop's results.
def WhileConditionTruth : Term<"canon_scf_while::while_condition_truth", "() -> Values?">;
def WhileCmpCond : Term<"canon_scf_while::while_cmp_cond", "() -> Values?">;
def WhileOpAlignBeforeArgs : Term<"canon_scf_while::while_align_before_args", "() -> Values?">;
// An scf.if on the loop condition right before scf.condition moves into the after block.
def WhileMoveIfDown : Term<"canon_scf_while::while_move_if_down", "() -> Values?">;

def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileConditionTruth)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileCmpCond)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileOpAlignBeforeArgs)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileMoveIfDown)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(MakeSuccessorInputsDead)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(RemoveDuplicateSuccessorInputUses)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(RemoveDeadSuccessorInputs)]>;

// scf.parallel, in MLIR's order.
def ParallelSingleOrZeroIterationDims
  : Term<"canon_scf_region::parallel_single_or_zero_iteration_dims", "() -> Values?">;
def MergeNestedParallelLoops : Term<"canon_scf_region::merge_nested_parallel_loops", "() -> Values?">;

def : Canonicalization<(SCF_ParallelOp $lbs, $ubs, $steps, $inits, $body), [(ParallelSingleOrZeroIterationDims)]>;
def : Canonicalization<(SCF_ParallelOp $lbs, $ubs, $steps, $inits, $body), [(MergeNestedParallelLoops)]>;

// scf.forall, in MLIR's order: constant bounds and steps become static, dimensions that
// run zero times remove the loop and those that run once go (the body runs in place
// when none is left), a used induction variable of a dimension that runs once is its
// lower bound.
def ForallControlOperandsFolder
  : Term<"canon_scf_region::forall_control_operands_folder", "() -> Values?">;
def ForallSingleOrZeroIterationDims
  : Term<"canon_scf_region::forall_single_or_zero_iteration_dims", "() -> Values?">;
def ForallReplaceConstantInductionVar
  : Term<"canon_scf_region::forall_replace_constant_induction_var", "() -> Values?">;
def : Canonicalization<(SCF_ForallOp $lbs, $ubs, $steps, $slbs, $subs, $ssteps, $outputs, $mapping, $region),
  [(ForallControlOperandsFolder)]>;
def : Canonicalization<(SCF_ForallOp $lbs, $ubs, $steps, $slbs, $subs, $ssteps, $outputs, $mapping, $region),
  [(ForallSingleOrZeroIterationDims)]>;
def : Canonicalization<(SCF_ForallOp $lbs, $ubs, $steps, $slbs, $subs, $ssteps, $outputs, $mapping, $region),
  [(ForallReplaceConstantInductionVar)]>;
