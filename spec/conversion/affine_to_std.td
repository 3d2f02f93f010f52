// affine -> scf, arith, memref: the patterns of `-lower-affine` (MLIR's AffineToStandard).
// Affine maps become arith ops through the term `AffineMapResults` (each result expression
// expanded in turn, with MLIR's sequences for mod, floordiv and ceildiv); several bounds
// reduce to their maximum (lower bound) or minimum (upper bound); an integer set becomes
// a conjunction of comparisons with zero; affine.for and affine.if hand their regions to
// the scf.for and scf.if the rules build; affine.load, affine.store and affine.prefetch
// become their memref counterparts on the expanded subscripts, as do affine.dma_start and
// affine.dma_wait; affine.parallel becomes an scf.parallel whose affine.yield is an
// scf.reduce; affine.delinearize_index and affine.linearize_index become divisions and
// sums of products by the basis's strides (MLIR's AffineExpandIndexOps patterns, which
// the pass includes). The ops come out in MLIR's
// order: a loop's lower bound, its upper bound, its step, then the loop. Before a rule
// applies, the conversion folds the op (`native/fold_affine.rs`), as MLIR's legalizer does.
// An op whose expansion fails stays, reported, and the pass still succeeds, as in MLIR.
//
// `target` is "arith": the pass produces arith, scf and memref ops, and arith is the
// dialect of the constants the affine folds materialize, which the conversion must accept
// (MLIR's target makes all three legal). Nothing changes type.

include "dialects/affine.td"
include "dialects/arith.td"
include "dialects/memref.td"
include "dialects/vector.td"
include "dialects/scf.td"
include "terms.td"

// The results of an affine map attribute applied to dimension then symbol values, as arith
// ops; fails (reporting MLIR's error) on a mod or division by a constant below 1.
def AffineMapResults : Term<"lower_affine::map_results", "(Attr, Values) -> Values?">;
// The same for a map of one result (affine.apply's).
def AffineMapResult : Term<"lower_affine::map_result", "(Attr, Values) -> Value?">;
// The smallest / largest of the values: a chain of arith.minsi / arith.maxsi (none for one
// value).
def MinOf : Term<"lower_affine::min_of", "(Values) -> Value?">;
def MaxOf : Term<"lower_affine::max_of", "(Values) -> Value?">;
// Whether the operands satisfy every constraint of the integer set attribute (an i1).
def SetCondition : Term<"lower_affine::set_condition", "(Attr, Values) -> Value?">;
// An scf.for over the bounds and step carrying the values, with the region as its body.
def ScfFor : Term<"lower_affine::scf_for", "(Value, Value, Value, Values, Region) -> Values?">;
// An scf.if on the condition with the then and else regions.
def ScfIf : Term<"lower_affine::scf_if", "(Value, Region, Region) -> Values?">;

// An scf.parallel over the bounds of each dimension (lower bound map, its groups, upper
// bound map, its groups, map operands) with the steps, reducing with the AtomicRMWKinds;
// the region becomes its body.
def ScfParallel : Term<"lower_affine::scf_parallel",
                       "(Attr, Attr, Attr, Attr, Attr, Attr, Values, Region) -> Values?">;
// memref.dma_start's operands for an affine.dma_start's (subscripts expanded, reordered).
def AffineDmaStartOperands : Term<"lower_affine::dma_start_operands", "(Values) -> Values?">;
// The expanded tag subscripts of an affine.dma_wait.
def AffineDmaWaitIndices : Term<"lower_affine::dma_wait_indices", "(Values) -> Values?">;
// Whether the op being lowered is in an affine.parallel.
def InAffineParallel : Term<"lower_affine::in_affine_parallel", "() -> Bool">;
def FirstOf : Term<"lower_affine::first_of", "(Values) -> Value?">;
def LastOf : Term<"lower_affine::last_of", "(Values) -> Value?">;
// The multi-index of a linear index (linear index, dynamic basis, static basis).
def DelinearizeIndex : Term<"lower_affine::delinearize_index", "(Value, Values, Attr) -> Values?">;
// The linear index of a multi-index (indices, dynamic basis, static basis, disjoint).
def LinearizeIndex : Term<"lower_affine::linearize_index", "(Values, Values, Attr, Attr?) -> Value?">;

let target = "arith", convertedOperands = 0, copyAttributes = 0 in {
  def : Pattern<(Affine_ApplyOp $map, $mapOperands), [(AffineMapResult $map, $mapOperands)]>;
  def : Pattern<(Affine_MinOp $map, $operands), [(MinOf (AffineMapResults $map, $operands))]>;
  def : Pattern<(Affine_MaxOp $map, $operands), [(MaxOf (AffineMapResults $map, $operands))]>;
  def : Pattern<(Affine_ForOp $lbOperands, $ubOperands, $inits, $lbMap, $ubMap, $step, $region),
    [(ScfFor (MaxOf (AffineMapResults $lbMap, $lbOperands)),
             (MinOf (AffineMapResults $ubMap, $ubOperands)),
             (Arith_ConstantOp $step), $inits, $region)]>;
  def : Pattern<(Affine_IfOp $operands, $condition, $thenRegion, $elseRegion),
    [(ScfIf (SetCondition $condition, $operands), $thenRegion, $elseRegion)]>;
  def : Pattern<(Affine_LoadOp $memref, $indices, $map),
    [(MemRef_LoadOp $memref, (AffineMapResults $map, $indices))]>;
  def : Pattern<(Affine_StoreOp $value, $memref, $indices, $map),
    [(MemRef_StoreOp $value, $memref, (AffineMapResults $map, $indices))]>;
  def : Pattern<(Affine_PrefetchOp $memref, $indices, $isWrite, $localityHint, $isDataCache, $map),
    [(MemRef_PrefetchOp $memref, (AffineMapResults $map, $indices), $isWrite, $localityHint,
                        $isDataCache)]>;
  def : Pattern<(Affine_VectorLoadOp $memref, $indices, $map),
    [(Vector_LoadOp $memref, (AffineMapResults $map, $indices))]>;
  def : Pattern<(Affine_VectorStoreOp $value, $memref, $indices, $map),
    [(Vector_StoreOp $value, $memref, (AffineMapResults $map, $indices))]>;
  // (The yield of an affine.parallel becomes the scf.reduce its rule builds.)
  def : Pattern<(Affine_YieldOp $operands), [(SCF_YieldOp $operands)], [(Not (InAffineParallel))]>;
  def : Pattern<(Affine_ParallelOp $reductions, $lbMap, $lbGroups, $ubMap, $ubGroups, $steps,
                                  $mapOperands, $region),
    [(ScfParallel $lbMap, $lbGroups, $ubMap, $ubGroups, $steps, $reductions, $mapOperands, $region)]>;
  def : Pattern<(Affine_DmaStartOp $operands),
    [(MemRef_DmaStartOp (AffineDmaStartOperands $operands))]>;
  def : Pattern<(Affine_DmaWaitOp $operands),
    [(MemRef_DmaWaitOp (FirstOf $operands), (AffineDmaWaitIndices $operands), (LastOf $operands))]>;
  def : Pattern<(Affine_DelinearizeIndexOp $linear, $dynamic, $basis),
    [(DelinearizeIndex $linear, $dynamic, $basis)]>;
  def : Pattern<(Affine_LinearizeIndexOp $indices, $dynamic, $basis, $disjoint),
    [(LinearizeIndex $indices, $dynamic, $basis, $disjoint)]>;
}

// `-affine-expand-index-ops`: the same expansions of the index ops, applied by the greedy
// driver (MLIR's `populateAffineExpandIndexOpsPatterns`).
let target = "affine-expand-index-ops", convertedOperands = 0, copyAttributes = 0 in {
  def : Pattern<(Affine_DelinearizeIndexOp $linear, $dynamic, $basis),
    [(DelinearizeIndex $linear, $dynamic, $basis)]>;
  def : Pattern<(Affine_LinearizeIndexOp $indices, $dynamic, $basis, $disjoint),
    [(LinearizeIndex $indices, $dynamic, $basis, $disjoint)]>;
}
