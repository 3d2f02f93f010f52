// Mistakes with regions, blocks and lists of values in rules: each reported at the spec
// line that makes it.
include "dialects/scf.td"
include "dialects/cf.td"
include "dialects/llvm.td"
include "terms.td"

def TakesRegion : Term<"f", "(Region) -> Values?">;
def TakesRegions : Term<"f", "(Regions) -> Values?">;
// A term cannot return a region.
def GivesRegion : Term<"f", "(Value) -> Region">;

// A rule producing cf converts no types: it must use its operands as written.
let target = "cf" in
def : Pattern<(SCF_IfOp $c, $then, $else), [(TakesRegion $then)]>;
// A region where a Value is expected; a single region where the term takes a group.
let target = "cf", convertedOperands = 0 in {
  def : Pattern<(SCF_ExecuteRegionOp $n, $region), [(TakesRegion $n)]>;
  def : Pattern<(SCF_IndexSwitchOp $arg, $cases, $default, $caseRegions),
    [(TakesRegions $default)]>;
  // The source binds more than the op's arguments, successors and regions.
  def : Pattern<(SCF_WhileOp $inits, $before, $after, $extra), [(TakesRegion $before)]>;
}
// A Values entry cannot replace an op with single results.
def : Pattern<(LLVM_AddOp $a, $b, $flags), [(replaceWithValue [])]>;
// replaceWithValue of something that is no value; a list holding a name.
def : Pattern<(CF_AssertOp $arg, $msg),
  [(LLVM_CondBrOp $arg, [1], [], ?, ?, (SplitBlock), (SplitBlock)), (replaceWithValue $msg)]>;
// atEndOf needs a Block, and one of them.
def : Pattern<(CF_BranchOp $operands, $dest),
  [(LLVM_UnreachableOp (atEndOf $operands)), (LLVM_BrOp $operands, ?, $dest, (atEndOf))]>;
