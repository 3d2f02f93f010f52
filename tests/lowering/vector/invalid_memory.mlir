// RUN-DESCENT: opt -split-input-file -verify-diagnostics
// Load/store layout and rank checks (layout first), type_cast layouts, 0-D constant_mask.
func.func @stride(%m: memref<8xf32, strided<[2]>>, %i: index) -> vector<2x4xf32> {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i] : memref<8xf32, strided<[2]>>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @one_elem_any_stride(%m: memref<8xf32, strided<[2]>>, %i: index) -> vector<1xf32> {
  %0 = vector.load %m[%i] : memref<8xf32, strided<[2]>>, vector<1xf32>
  return %0 : vector<1xf32>
}
// -----
func.func @rank(%m: memref<f32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[] : memref<f32>, vector<4xf32>
  return
}
// -----
func.func @rank_vec(%m: memref<8xvector<4xf32>>, %i: index) -> vector<2x4xf32> {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<8xvector<4xf32>>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @store_stride(%m: memref<4x8xf32, strided<[16, 2], offset: ?>>, %i: index, %v: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i, %i] : memref<4x8xf32, strided<[16, 2], offset: ?>>, vector<[4]xf32>
  return
}
// -----
func.func @cast_identity_strided(%m: memref<4x3xf32, strided<[3, 1]>>) -> memref<vector<4x3xf32>> {
  %0 = vector.type_cast %m : memref<4x3xf32, strided<[3, 1]>> to memref<vector<4x3xf32>>
  return %0 : memref<vector<4x3xf32>>
}
// -----
func.func @cast_layout(%m: memref<4x3xf32, strided<[4, 1]>>) {
  // expected-error@+1 {{expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32, strided<[4, 1]>> to memref<vector<4x3xf32>>
  return
}
// -----
func.func @mask_0d() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}
