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
func.func @delinearize_fold_constant() -> (index, index, index) {
  %c22 = arith.constant 22 : index
  %0:3 = affine.delinearize_index %c22 into (2, 3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delinearize_fold_negative_constant() -> (index, index, index) {
  %c_22 = arith.constant -22 : index
  %0:3 = affine.delinearize_index %c_22 into (2, 3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delinearize_fold_negative_constant_no_outer_bound() -> (index, index, index) {
  %c_22 = arith.constant -22 : index
  %0:3 = affine.delinearize_index %c_22 into (3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delinearize_dont_fold_constant_dynamic_basis(%arg0: index) -> (index, index, index) {
  %c22 = arith.constant 22 : index
  %0:3 = affine.delinearize_index %c22 into (2, %arg0, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @drop_unit_basis_in_delinearize(%arg0 : index, %arg1 : index, %arg2 : index) -> (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:6 = affine.delinearize_index %arg0 into (1, %arg1, 1, 1, %arg2, %c1) : index, index, index, index, index, index
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : index, index, index, index, index, index
}
func.func @drop_all_unit_bases(%arg0 : index) -> (index, index) {
  %0:2 = affine.delinearize_index %arg0 into (1, 1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @linearize_fold_constants() -> index {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %ret = affine.linearize_index [%c1, %c1, %c2] by (2, 3, 5) : index
  return %ret : index
}
func.func @linearize_fold_empty_basis(%arg0: index) -> index {
  %ret = affine.linearize_index [%arg0] by () : index
  return %ret : index
}
func.func @linearize_fold_only_outer_bound(%arg0: index) -> index {
  %ret = affine.linearize_index [%arg0] by (2) : index
  return %ret : index
}
func.func @linearize_dont_fold_dynamic_basis(%arg0: index) -> index {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %ret = affine.linearize_index [%c1, %c1, %c2] by (2, %arg0, 5) : index
  return %ret : index
}
