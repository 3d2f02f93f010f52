// RUN-DESCENT: opt --canonicalize
// The index ops in their custom form, and their folds: constant basis operands into the
// static basis, one result or index being the input, constant inputs folded to constants.
func.func @f(%idx: index, %b0: index, %b1: index, %i: index, %j: index) -> (index, index, index, index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %0:3 = affine.delinearize_index %idx into (%b0, 16, %b1) : index, index, index
  %1:2 = affine.delinearize_index %idx into (%c4, %b1) : index, index
  %2 = affine.linearize_index disjoint [%i, %j] by (%b0, 8) : index
  %3 = affine.linearize_index [%c3, %c7] by (%c4, 8) : index
  %4:3 = affine.delinearize_index %c7 into (%c4, %c3) : index, index, index
  %5 = affine.linearize_index [%c2, %c3, %c7] by (4, 8) : index
  %6 = affine.linearize_index [] by () : index
  return %0#0, %1#1, %2, %3, %4#2, %5, %6, %0#2 : index, index, index, index, index, index, index, index
}
