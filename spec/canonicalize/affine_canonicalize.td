// affine canonicalization patterns, as MLIR 22's AffineOps: unit basis elements dropped
// from affine.delinearize_index (their results are 0) and affine.linearize_index (when
// `disjoint`, or when their index is 0), and a leading zero index dropped from
// affine.linearize_index; a delinearize_index of a disjoint linearize_index whose bases end
// alike (or whose last index spans trailing basis elements) split and cancelled, and runs of
// a delinearize_index's results in a linearize_index merged.

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
