// RUN-DESCENT: opt -convert-vector-to-scf
// A vector.mask of nothing but its yield and without passthru folds to what it yields
// (MLIR's MaskOp::fold, which the pass's greedy driver applies); one with a passthru
// stays (a canonicalization selects it).
func.func @one(%m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @two(%m: vector<4xi1>, %v: vector<4xf32>, %w: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0:2 = vector.mask %m { vector.yield %v, %w : vector<4xf32>, vector<4xf32> } : vector<4xi1> -> (vector<4xf32>, vector<4xf32>)
  return %0#0, %0#1 : vector<4xf32>, vector<4xf32>
}
func.func @none(%m: vector<4xi1>) {
  vector.mask %m { } : vector<4xi1>
  return
}
func.func @passthru(%m: vector<4xi1>, %v: vector<4xf32>, %p: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.mask %m, %p { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
