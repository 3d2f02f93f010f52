// RUN-DESCENT: opt --convert-vector-to-llvm
// Vector constants fold through the greedy step as MLIR's folds do: inserts into
// constants, shuffles of constants, strided slices of constants.
func.func @entry() -> (vector<2x3xi32>, vector<4xf32>, vector<2xf32>, vector<3x4xf32>) {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %z = vector.broadcast %c1 : i32 to vector<2x3xi32>
  %a = vector.insert %c7, %z[1, 2] : i32 into vector<2x3xi32>
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %v1 = vector.broadcast %f1 : f32 to vector<2xf32>
  %v2 = vector.broadcast %f2 : f32 to vector<2xf32>
  %s = vector.shuffle %v1, %v2 [0, 2, 3, 1] : vector<2xf32>, vector<2xf32>
  %e = vector.extract_strided_slice %s {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %b = vector.broadcast %f1 : f32 to vector<3x4xf32>
  %i = vector.insert_strided_slice %v2, %b {offsets = [1, 1], strides = [1]} : vector<2xf32> into vector<3x4xf32>
  return %a, %s, %e, %i : vector<2x3xi32>, vector<4xf32>, vector<2xf32>, vector<3x4xf32>
}
