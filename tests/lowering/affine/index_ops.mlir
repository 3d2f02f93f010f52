// RUN-DESCENT: opt --lower-affine
// affine.delinearize_index and affine.linearize_index as arith ops: the strides (suffix
// products of the basis, nuw too when non-negative), floordivsi / remsi corrected to be
// non-negative / divsi for delinearize, products and sums for linearize (the terms most
// loop-invariant first); constant basis operands and constant indices folded first.
func.func @lin(%idx: index, %b0: index, %b1: index, %i: index, %j: index, %k: index) -> (index, index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %idx into (%b0, 16, %b1) : index, index, index
  %1:2 = affine.delinearize_index %idx into (16, %b1) : index, index
  %2 = affine.linearize_index [%i, %j, %k] by (%b0, 16, %b1) : index
  %3 = affine.linearize_index disjoint [%i, %j] by (4, 8) : index
  %4 = affine.linearize_index [%i, %j, %k] by (16, %b1) : index
  return %0#0, %0#1, %0#2, %1#0, %2, %3, %4 : index, index, index, index, index, index, index
}

func.func @folds(%idx: index, %b1: index, %i: index, %j: index) -> (index, index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0:3 = affine.delinearize_index %c7 into (%c4, %c3) : index, index, index
  %1:2 = affine.delinearize_index %idx into (%c4, %b1) : index, index
  %2 = affine.linearize_index [%c3, %c7] by (%c4, 8) : index
  %3 = affine.linearize_index [%i] by (%b1) : index
  %4 = affine.linearize_index [%i, %j] by (%c4) : index
  %5 = affine.delinearize_index %idx into (%b1) : index
  return %0#1, %1#1, %2, %4, %3, %5 : index, index, index, index, index, index
}

func.func @invariant(%A: memref<?xindex>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %x = affine.linearize_index [%j, %i, %n] by (20, 10, %m) : index
      %y = affine.linearize_index disjoint [%j, %n, %i] by (20, 5, 10) : index
      memref.store %x, %A[%y] : memref<?xindex>
    }
  }
  return
}
