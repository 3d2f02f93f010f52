// RUN-DESCENT: opt --convert-vector-to-llvm
// vector.transpose lowered element by element (the trailing dims it keeps stay vectors),
// its folds (identity, unit dims only, splats), vector.step and broadcast folds.
func.func @t2d(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %t : vector<3x2xf32>
}
func.func @unit(%v: vector<1x4xf32>) -> vector<4x1xf32> {
  %t = vector.transpose %v, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %t : vector<4x1xf32>
}
func.func @t3d(%v: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
  %t = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %t : vector<3x2x4xf32>
}
func.func @t3d_inner(%v: vector<2x2x3xi8>) -> vector<2x3x2xi8> {
  %t = vector.transpose %v, [0, 2, 1] : vector<2x2x3xi8> to vector<2x3x2xi8>
  return %t : vector<2x3x2xi8>
}
func.func @folds(%v: vector<1x1x4xf32>, %w: vector<4x4xf32>) -> (vector<1x1x4xf32>, vector<4x4xf32>, vector<2x3xf32>) {
  %a = vector.transpose %v, [1, 0, 2] : vector<1x1x4xf32> to vector<1x1x4xf32>
  %b = vector.transpose %w, [0, 1] : vector<4x4xf32> to vector<4x4xf32>
  %c = arith.constant 2.0 : f32
  %s = vector.broadcast %c : f32 to vector<3x2xf32>
  %t = vector.transpose %s, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  return %a, %b, %t : vector<1x1x4xf32>, vector<4x4xf32>, vector<2x3xf32>
}
func.func @step() -> vector<4xindex> {
  %t = vector.step : vector<4xindex>
  return %t : vector<4xindex>
}
func.func @extract_folds(%x: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, f32) {
  %b = vector.broadcast %x : f32 to vector<2x4xf32>
  %e = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %r = vector.extract %c[2] : vector<4xf32> from vector<3x4xf32>
  %k = arith.constant dense<3.0> : vector<4xf32>
  %s = vector.extract %k[1] : f32 from vector<4xf32>
  return %e, %r, %s : f32, vector<4xf32>, f32
}
