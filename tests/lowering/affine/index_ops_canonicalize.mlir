// RUN-DESCENT: opt --canonicalize
// MLIR's canonicalization patterns of the index ops: unit basis elements dropped from
// delinearize_index (their results 0) and from linearize_index (when disjoint or the index
// is 0), a leading zero index dropped from linearize_index, then the folds.
func.func @f(%idx: index, %b: index, %i: index, %j: index, %k: index) -> (index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0:3 = affine.delinearize_index %idx into (%b, 1, 4) : index, index, index
  %1:2 = affine.delinearize_index %idx into (1, 1) : index, index
  %2 = affine.linearize_index [%c0, %i, %j] by (3, 4, 5) : index
  %3 = affine.linearize_index [%i, %j, %k] by (1, %b) : index
  %4 = affine.linearize_index disjoint [%i, %j, %k] by (2, 1, %b) : index
  %5 = affine.linearize_index [%i, %c0, %k] by (2, 1, %b) : index
  %6 = affine.linearize_index [%c0, %j] by (%b) : index
  %7 = affine.linearize_index disjoint [%c0, %c0] by (1, 1) : index
  return %0#0, %0#1, %0#2, %1#0, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index, index, index
}
