// scf canonicalization patterns, as MLIR's SCF ops: an execute_region of one block and
// an scf.if on a constant condition are replaced by the region they run; an scf.if's
// results whose values come from outside become those values or an arith.select, unused
// results go, an else branch that only yields is dropped, an scf.if that only runs
// another becomes one on both conditions, adjacent scf.ifs on one condition merge, and
// the condition is known inside the branches. scf.for drops iteration arguments that
// carry nothing (or duplicate another) and runs loops of zero or one iteration in place;
// scf.while loses invariant and unused loop-carried values; scf.parallel drops
// single-iteration dimensions and merges nested loops; scf.execute_region and
// scf.index_switch lose results yielded from outside. Rules for one op are in the order
// MLIR registers its patterns (which one applies first shows in the output). In-place
// rewrites keep the root (`Rewriter::keep_root`). Not yet: scf.for's tensor cast folding.

include "dialects/scf.td"
include "canonicalize/canonicalize_terms.td"

def CombineNestedIfs : Term<"canon_scf::combine_nested_ifs", "() -> Values?">;
def CombineIfs : Term<"canon_scf::combine_ifs", "() -> Values?">;
def IfConditionPropagation : Term<"canon_scf::if_condition_propagation", "() -> Values?">;
def TrivialIfToSelect : Term<"canon_scf::trivial_if_to_select", "() -> Values?">;
def RemoveEmptyElse : Term<"canon_scf::remove_empty_else", "() -> Values?">;
def ForIterArgsFolder : Term<"canon_scf::for_iter_args_folder", "() -> Values?">;
def SimplifyTrivialLoop : Term<"canon_scf::simplify_trivial_loop", "() -> Values?">;
def RemoveUnusedIfResults : Term<"canon_scf::remove_unused_if_results", "() -> Values?">;

def RemoveDeadRegionResults : Term<"canon_scf_region::remove_dead_region_results", "() -> Values?">;
def IndexSwitchOnConstant : Term<"canon_scf_region::index_switch_on_constant", "() -> Values?">;
def MultiBlockExecuteInliner : Term<"canon_scf_region::multi_block_execute_inliner", "() -> Values?">;

def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region),
  [(InlineSingleBlock $region)], [(Not (Present $noInline))]>;
def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region), [(MultiBlockExecuteInliner)]>;
def : Canonicalization<(SCF_ExecuteRegionOp $noInline, $region), [(RemoveDeadRegionResults)]>;

// scf.index_switch: MLIR's fold on a constant, then the region-branch results cleanup.
def : Canonicalization<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
  [(IndexSwitchOnConstant)]>;
def : Canonicalization<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
  [(RemoveDeadRegionResults)]>;

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
def : Canonicalization<(SCF_IfOp $c, $then, $else), [(RemoveUnusedIfResults)]>;

// scf.for, in MLIR's order: iteration arguments that carry nothing go, then loops that
// run zero times or once (or only yield values from outside) go.
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(ForIterArgsFolder)]>;
def : Canonicalization<(SCF_ForOp $lb, $ub, $step, $inits, $unsignedCmp, $region),
  [(SimplifyTrivialLoop)]>;

// scf.while, in MLIR's order. The rebuilding patterns give a new loop's results; the
// in-place ones (the condition's truth in the `after` block) keep the root.
def RemoveLoopInvariantArgsFromBeforeBlock
  : Term<"canon_scf_while::remove_loop_invariant_args_from_before_block", "() -> Values?">;
def RemoveLoopInvariantValueYielded
  : Term<"canon_scf_while::remove_loop_invariant_value_yielded", "() -> Values?">;
def WhileConditionTruth : Term<"canon_scf_while::while_condition_truth", "() -> Values?">;
def WhileCmpCond : Term<"canon_scf_while::while_cmp_cond", "() -> Values?">;
def WhileUnusedResult : Term<"canon_scf_while::while_unused_result", "() -> Values?">;
def WhileRemoveDuplicatedResults
  : Term<"canon_scf_while::while_remove_duplicated_results", "() -> Values?">;
def WhileRemoveUnusedArgs : Term<"canon_scf_while::while_remove_unused_args", "() -> Values?">;
def WhileOpAlignBeforeArgs : Term<"canon_scf_while::while_align_before_args", "() -> Values?">;

def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(RemoveLoopInvariantArgsFromBeforeBlock)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(RemoveLoopInvariantValueYielded)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileConditionTruth)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileCmpCond)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileUnusedResult)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileRemoveDuplicatedResults)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileRemoveUnusedArgs)]>;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileOpAlignBeforeArgs)]>;
// An scf.if on the loop condition right before scf.condition moves into the after block.
def WhileMoveIfDown : Term<"canon_scf_while::while_move_if_down", "() -> Values?">;
def : Canonicalization<(SCF_WhileOp $inits, $before, $after), [(WhileMoveIfDown)]>;

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
