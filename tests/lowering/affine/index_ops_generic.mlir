// RUN-DESCENT: opt --mlir-print-op-generic
// The index ops in generic form: linearize_index's `disjoint` property is a unit attribute
// when set and `false` when not, as MLIR writes a UnitProp.
func.func @lin(%idx: index, %b0: index, %b1: index, %i: index, %j: index, %k: index) -> (index, index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %idx into (%b0, 16, %b1) : index, index, index
  %1:2 = affine.delinearize_index %idx into (16, %b1) : index, index
  %2 = affine.linearize_index [%i, %j, %k] by (%b0, 16, %b1) : index
  %3 = affine.linearize_index disjoint [%i, %j] by (4, 8) : index
  %4 = affine.linearize_index [%i, %j, %k] by (16, %b1) : index
  return %0#0, %0#1, %0#2, %1#0, %2, %3, %4 : index, index, index, index, index, index, index
}
