// RUN-DESCENT: opt
// vector.mask prints several result types as a bare list (MLIR's MaskOp::print), though
// MLIR's parser takes them in parentheses only; Descent also reads them back bare.
func.func @two(%m: vector<4xi1>, %v: vector<4xf32>, %w: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0:2 = vector.mask %m { vector.yield %v, %w : vector<4xf32>, vector<4xf32> } : vector<4xi1> -> (vector<4xf32>, vector<4xf32>)
  return %0#0, %0#1 : vector<4xf32>, vector<4xf32>
}
