// RUN-DESCENT: opt -convert-vector-to-llvm
// The vector -> vector step of -convert-vector-to-llvm: vector-to-vector broadcasts, shape_cast,
// constant_mask, create_mask, n-D fma, extract/insert_strided_slice (one op per function: MLIR hoists and merges the
// poison and zero constants across a function).
func.func @rank(%v: vector<4xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @lead(%v: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %v : vector<1x4xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @trail(%v: vector<3x1xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %v : vector<3x1xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @one(%v: vector<1xf32>) -> vector<8xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @f() -> (vector<16xi1>, vector<16xi1>, vector<16xi1>) {
  %none = vector.constant_mask [0] : vector<16xi1>
  %all = vector.constant_mask [16] : vector<16xi1>
  %some1 = vector.constant_mask [4] : vector<16xi1>
  return %none, %all, %some1 : vector<16xi1>, vector<16xi1>, vector<16xi1>
}
func.func @g(%v: vector<1xf32>) -> vector<8xf32> {
  %y = vector.broadcast %v  : vector<1xf32> to vector<8xf32>
  return %y : vector<8xf32>
}
func.func @e1(%v: vector<8xf32>) -> vector<3xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @e3(%v: vector<4x4x8xf32>) -> vector<2x2x8xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4x8xf32> to vector<2x2x8xf32>
  return %0 : vector<2x2x8xf32>
}
func.func @i1(%a: vector<3xf32>, %b: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 1], strides = [1]} : vector<3xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
func.func @i2(%a: vector<2x2xf32>, %b: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 1], strides = [1, 1]} : vector<2x2xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
func.func @flatten(%v: vector<3x2xf32>) -> vector<6xf32> {
  %c = vector.shape_cast %v : vector<3x2xf32> to vector<6xf32>
  return %c : vector<6xf32>
}
func.func @unflatten(%w: vector<6xf32>) -> vector<2x3xf32> {
  %d = vector.shape_cast %w : vector<6xf32> to vector<2x3xf32>
  return %d : vector<2x3xf32>
}
func.func @elements(%v: vector<3x2xf32>) -> vector<2x3xf32> {
  %b = vector.shape_cast %v : vector<3x2xf32> to vector<2x3xf32>
  return %b : vector<2x3xf32>
}
func.func @leading(%v: vector<1x4xi32>) -> vector<4xi32> {
  %b = vector.shape_cast %v : vector<1x4xi32> to vector<4xi32>
  return %b : vector<4xi32>
}
func.func @add_leading(%v: vector<4xi32>) -> vector<1x1x4xi32> {
  %b = vector.shape_cast %v : vector<4xi32> to vector<1x1x4xi32>
  return %b : vector<1x1x4xi32>
}
func.func @gcd2(%v: vector<4x6xi8>) -> vector<6x4xi8> {
  %b = vector.shape_cast %v : vector<4x6xi8> to vector<6x4xi8>
  return %b : vector<6x4xi8>
}
func.func @m1(%a: index) -> vector<4xi1> {
  %0 = vector.create_mask %a : vector<4xi1>
  return %0 : vector<4xi1>
}
func.func @fma(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %a, %a : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @cm2() -> vector<2x3xi1> {
  %0 = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}
