// scf -> cf: the patterns of `-convert-scf-to-cf` (MLIR's SCFToControlFlow). Each rule
// binds the op's operands, attributes and regions; the CFG surgery (splitting the block
// holding the op, moving its regions into the enclosing region and joining them with
// `cf.br`/`cf.cond_br`/`cf.switch`) is done by the terms below
// (`lowering/dialects/src/dialects/native/lower_scf.rs`), which give the values replacing
// the op's results. Nothing changes type: the rules use their operands as written. MLIR 22
// lowers scf.parallel through nested scf.for loops and scf.forall (without shared
// outputs) through scf.parallel; the do-while form of scf.while has its own rule, tried
// first.

include "dialects/scf.td"
include "terms.td"

// The loop of a region from a lower to an upper bound by a step, carrying values
// (compared unsigned when the Bool holds): a condition block, the body, a latch.
def ForLoop : Term<"lower_scf::for_loop", "(Value, Value, Value, Values, Bool, Region) -> Values?">;
// A cf.cond_br on the condition to the inlined then and else regions.
def IfThenElse : Term<"lower_scf::if_then_else", "(Value, Region, Region) -> Values?">;
// The loop of initial values through a "before" and an "after" region.
def WhileLoop : Term<"lower_scf::while_loop", "(Values, Region, Region) -> Values?">;
// Whether the region's block only yields its arguments (a do-while loop's "after").
def ForwardsArguments : Term<"lower_scf::forwards_arguments", "(Region) -> Bool">;
// The loop of initial values through the "before" region alone, branching back to it.
def DoWhileLoop : Term<"lower_scf::do_while_loop", "(Values, Region) -> Values?">;
// A branch into the inlined region, whose scf.yield ops branch to the rest of the block.
def InlineRegion : Term<"lower_scf::inline_region", "(Region) -> Values?">;
// A cf.switch on the index (cast to i32) among the case values, to the inlined case
// regions and the default region.
def SwitchRegions : Term<"lower_scf::switch_regions", "(Value, Attr, Region, Regions) -> Values?">;
// Nested scf.for loops over lower bounds, upper bounds and steps, carrying the initial
// values through the region's reductions; lowered at once.
def ParallelLoop : Term<"lower_scf::parallel_loop", "(Values, Values, Values, Values, Region) -> Values?">;
// The scf.parallel of the dynamic and static bounds of a forall without shared outputs
// (the Values before the region), lowered at once.
def ForallLoop : Term<"lower_scf::forall_loop",
                      "(Values, Values, Values, Attr, Attr, Attr, Values, Region) -> Values?">;

let target = "cf", convertedOperands = 0, copyAttributes = 0 in {
  def : Pattern<(SCF_ForallOp $lbs, $ubs, $steps, $staticLbs, $staticUbs, $staticSteps, $outputs, $mapping,
                              $region),
    [(ForallLoop $lbs, $ubs, $steps, $staticLbs, $staticUbs, $staticSteps, $outputs, $region)]>;
  def : Pattern<(SCF_ForOp $lowerBound, $upperBound, $step, $initArgs, $unsignedCmp, $region),
    [(ForLoop $lowerBound, $upperBound, $step, $initArgs, (Present $unsignedCmp), $region)]>;
  def : Pattern<(SCF_IfOp $condition, $thenRegion, $elseRegion),
    [(IfThenElse $condition, $thenRegion, $elseRegion)]>;
  def : Pattern<(SCF_ParallelOp $lowerBound, $upperBound, $step, $initVals, $region),
    [(ParallelLoop $lowerBound, $upperBound, $step, $initVals, $region)]>;
  def : Pattern<(SCF_WhileOp $inits, $before, $after),
    [(WhileLoop $inits, $before, $after)]>;
  def : Pattern<(SCF_WhileOp $inits, $before, $after),
    [(DoWhileLoop $inits, $before)],
    [(ForwardsArguments $after)], 2>;
  def : Pattern<(SCF_ExecuteRegionOp $no_inline, $region),
    [(InlineRegion $region)]>;
  def : Pattern<(SCF_IndexSwitchOp $arg, $cases, $defaultRegion, $caseRegions),
    [(SwitchRegions $arg, $cases, $defaultRegion, $caseRegions)]>;
}
