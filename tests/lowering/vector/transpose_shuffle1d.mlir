// RUN-DESCENT: opt -convert-vector-to-llvm=vector-transpose-lowering=shuffle1d
// 2-D slices (also with unit dims around them), a transpose that is not one, and a scalable one.
func.func @t(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @unit(%a: vector<2x1x3xi8>) -> vector<3x1x2xi8> {
  %0 = vector.transpose %a, [2, 1, 0] : vector<2x1x3xi8> to vector<3x1x2xi8>
  return %0 : vector<3x1x2xi8>
}
func.func @outer(%a: vector<2x3x4xi8>) -> vector<3x2x4xi8> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xi8> to vector<3x2x4xi8>
  return %0 : vector<3x2x4xi8>
}
func.func @row(%a: vector<1x4xf32>) -> vector<4x1xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0 : vector<4x1xf32>
}
func.func @scalable(%a: vector<2x[4]xf32>) -> vector<[4]x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
  return %0 : vector<[4]x2xf32>
}
