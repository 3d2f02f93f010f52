// affine canonicalization patterns, as MLIR 22's AffineOps: unit basis elements dropped
// from affine.delinearize_index (their results are 0) and affine.linearize_index (when
// `disjoint`, or when their index is 0), and a leading zero index dropped from
// affine.linearize_index; a delinearize_index of a disjoint linearize_index whose bases end
// alike (or whose last index spans trailing basis elements) split and cancelled, and runs of
// a delinearize_index's results in a linearize_index merged; the subscript maps of the
// memory ops composed with the affine.apply ops feeding them and canonicalized with their
// operands, and those of affine.apply, affine.min and affine.max (MLIR's SimplifyAffineOp,
// with the bounds of enclosing loops), with MLIR's other min/max patterns; an affine.if's
// dead else region dropped and its branch inlined when its condition is trivial.

include "dialects/affine.td"
include "canonicalize/canonicalize_terms.td"

// The results of a delinearize_index without its unit basis elements (linear index,
// dynamic basis, static basis); fails when there is none.
def DropDelinearizeUnitBasis : Term<"canon_affine::drop_delinearize_unit_basis", "(Value, Values, Attr) -> Values?">;
// A linearize_index without its leading zero index (indices, dynamic basis, static basis,
// disjoint); fails when the leading index is not a constant 0.
def DropLinearizeLeadingZero : Term<"canon_affine::drop_linearize_leading_zero", "(Values, Values, Attr, Attr?) -> Value?">;
// A linearize_index without its unit components (same arguments); fails when none can go.
def DropLinearizeUnitComponents : Term<"canon_affine::drop_linearize_unit_components", "(Values, Values, Attr, Attr?) -> Value?">;

// The results of a delinearize_index of a disjoint linearize_index, its matching tail
// cancelled; fails when nothing matches.
def CancelDelinearizeOfLinearize : Term<"canon_affine::cancel_delinearize_of_linearize", "(Value, Values, Attr) -> Values?">;
// The results of a delinearize_index split at the last index of the disjoint
// linearize_index it reads; fails when no trailing basis elements span it.
def SplitDelinearizeOfLinearize : Term<"canon_affine::split_delinearize_of_linearize", "(Value, Values, Attr) -> Values?">;

// (In MLIR's order.)
def : Canonicalization<(Affine_DelinearizeIndexOp $linear, $dynamic, $basis),
  [(CancelDelinearizeOfLinearize $linear, $dynamic, $basis)]>;
def : Canonicalization<(Affine_DelinearizeIndexOp $linear, $dynamic, $basis),
  [(DropDelinearizeUnitBasis $linear, $dynamic, $basis)]>;
def : Canonicalization<(Affine_DelinearizeIndexOp $linear, $dynamic, $basis),
  [(SplitDelinearizeOfLinearize $linear, $dynamic, $basis)]>;
// A linearize_index with runs of a delinearize_index's results merged (same arguments);
// fails when there is none.
def CancelLinearizeOfDelinearize : Term<"canon_affine::cancel_linearize_of_delinearize", "(Values, Values, Attr, Attr?) -> Value?">;

def : Canonicalization<(Affine_LinearizeIndexOp $indices, $dynamic, $basis, $disjoint),
  [(CancelLinearizeOfDelinearize $indices, $dynamic, $basis, $disjoint)]>;
def : Canonicalization<(Affine_LinearizeIndexOp $indices, $dynamic, $basis, $disjoint),
  [(DropLinearizeLeadingZero $indices, $dynamic, $basis, $disjoint)]>;
def : Canonicalization<(Affine_LinearizeIndexOp $indices, $dynamic, $basis, $disjoint),
  [(DropLinearizeUnitComponents $indices, $dynamic, $basis, $disjoint)]>;

// The memory ops' subscripts simplified (map, operands); the rules apply when they change.
def AffineAccessChanges : Term<"canon_affine::access_changes", "(Attr, Values) -> Bool">;
def AffineAccessMap : Term<"canon_affine::access_map", "(Attr, Values) -> Attr">;
def AffineAccessOperands : Term<"canon_affine::access_operands", "(Attr, Values) -> Values">;

def : Canonicalization<(Affine_LoadOp $memref, $indices, $map),
  [(Affine_LoadOp $memref, (AffineAccessOperands $map, $indices), (AffineAccessMap $map, $indices))],
  [(AffineAccessChanges $map, $indices)]>;
def : Canonicalization<(Affine_StoreOp $value, $memref, $indices, $map),
  [(Affine_StoreOp $value, $memref, (AffineAccessOperands $map, $indices),
                   (AffineAccessMap $map, $indices))],
  [(AffineAccessChanges $map, $indices)]>;
def : Canonicalization<(Affine_VectorLoadOp $memref, $indices, $map),
  [(Affine_VectorLoadOp $memref, (AffineAccessOperands $map, $indices),
                        (AffineAccessMap $map, $indices))],
  [(AffineAccessChanges $map, $indices)]>;
def : Canonicalization<(Affine_VectorStoreOp $value, $memref, $indices, $map),
  [(Affine_VectorStoreOp $value, $memref, (AffineAccessOperands $map, $indices),
                         (AffineAccessMap $map, $indices))],
  [(AffineAccessChanges $map, $indices)]>;
def : Canonicalization<(Affine_PrefetchOp $memref, $indices, $isWrite, $localityHint, $isDataCache, $map),
  [(Affine_PrefetchOp $memref, (AffineAccessOperands $map, $indices), $isWrite, $localityHint,
                      $isDataCache, (AffineAccessMap $map, $indices))],
  [(AffineAccessChanges $map, $indices)]>;
def : Canonicalization<(Affine_ApplyOp $map, $mapOperands),
  [(Affine_ApplyOp (AffineAccessMap $map, $mapOperands), (AffineAccessOperands $map, $mapOperands))],
  [(AffineAccessChanges $map, $mapOperands)]>;

// affine.min and affine.max, in MLIR's order: one result is an affine.apply; repeated
// results go; results that are another op of the same kind take its results; the map is
// simplified; linear results are sorted by their coefficients.
def SingleResultMap : Term<"canon_affine::single_result_map", "(Attr) -> Bool">;
def HasDuplicateExprs : Term<"canon_affine::has_duplicate_exprs", "(Attr) -> Bool">;
def DedupExprs : Term<"canon_affine::dedup_exprs", "(Attr) -> Attr">;
def CanMergeMinMax : Term<"canon_affine::can_merge_min_max", "(Attr, Values) -> Bool">;
def MergedMinMaxMap : Term<"canon_affine::merged_min_max_map", "(Attr, Values) -> Attr">;
def MergedMinMaxOperands : Term<"canon_affine::merged_min_max_operands", "(Attr, Values) -> Values">;
def ExprsOutOfOrder : Term<"canon_affine::exprs_out_of_order", "(Attr) -> Bool">;
def OrderedExprs : Term<"canon_affine::ordered_exprs_map", "(Attr) -> Attr">;

def : Canonicalization<(Affine_MinOp $map, $operands), [(Affine_ApplyOp $map, $operands)],
  [(SingleResultMap $map)]>;
def : Canonicalization<(Affine_MinOp $map, $operands), [(Affine_MinOp (DedupExprs $map), $operands)],
  [(HasDuplicateExprs $map)]>;
def : Canonicalization<(Affine_MinOp $map, $operands),
  [(Affine_MinOp (MergedMinMaxMap $map, $operands), (MergedMinMaxOperands $map, $operands))],
  [(CanMergeMinMax $map, $operands)]>;
def : Canonicalization<(Affine_MinOp $map, $operands),
  [(Affine_MinOp (AffineAccessMap $map, $operands), (AffineAccessOperands $map, $operands))],
  [(AffineAccessChanges $map, $operands)]>;
def : Canonicalization<(Affine_MinOp $map, $operands), [(Affine_MinOp (OrderedExprs $map), $operands)],
  [(ExprsOutOfOrder $map)]>;

def : Canonicalization<(Affine_MaxOp $map, $operands), [(Affine_ApplyOp $map, $operands)],
  [(SingleResultMap $map)]>;
def : Canonicalization<(Affine_MaxOp $map, $operands), [(Affine_MaxOp (DedupExprs $map), $operands)],
  [(HasDuplicateExprs $map)]>;
def : Canonicalization<(Affine_MaxOp $map, $operands),
  [(Affine_MaxOp (MergedMinMaxMap $map, $operands), (MergedMinMaxOperands $map, $operands))],
  [(CanMergeMinMax $map, $operands)]>;
def : Canonicalization<(Affine_MaxOp $map, $operands),
  [(Affine_MaxOp (AffineAccessMap $map, $operands), (AffineAccessOperands $map, $operands))],
  [(AffineAccessChanges $map, $operands)]>;
def : Canonicalization<(Affine_MaxOp $map, $operands), [(Affine_MaxOp (OrderedExprs $map), $operands)],
  [(ExprsOutOfOrder $map)]>;

// affine.if, in MLIR's order: an else region that only yields goes; a condition that
// always holds (`0 == 0`) or never does (the empty set) inlines the branch taken.
def SetTriviallyTrue : Term<"canon_affine::set_trivially_true", "(Attr) -> Bool">;
def SetTriviallyFalse : Term<"canon_affine::set_trivially_false", "(Attr) -> Bool">;
def DeadElse : Term<"canon_affine::dead_else", "(Region) -> Bool">;
def AffineIfWithoutElse : Term<"canon_affine::if_without_else", "(Values, Attr, Region) -> Values?">;

def : Canonicalization<(Affine_IfOp $operands, $condition, $then, $else),
  [(AffineIfWithoutElse $operands, $condition, $then)], [(DeadElse $else)]>;
def : Canonicalization<(Affine_IfOp $operands, $condition, $then, $else),
  [(InlineSingleBlock $then)], [(SetTriviallyTrue $condition)]>;
def : Canonicalization<(Affine_IfOp $operands, $condition, $then, $else),
  [(InlineSingleBlock $else)], [(SetTriviallyFalse $condition)]>;
