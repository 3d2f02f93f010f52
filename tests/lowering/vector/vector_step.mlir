// RUN-DESCENT: opt --convert-vector-to-llvm --split-input-file
// The vector step of -convert-vector-to-llvm on the ops it unrolls or folds first:
// broadcasts, outer products, dynamic positions, n-D interleaves and gathers, masked
// loads and stores with known masks.
func.func @b0(%input: vector<f32>) -> vector<i32> {
  %0 = vector.bitcast %input : vector<f32> to vector<i32>
  return %0 : vector<i32>
}
// -----
func.func @bc1(%arg0: vector<f32>) -> vector<3x2xf32> {
  %0 = vector.broadcast %arg0 : vector<f32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
// -----
func.func @bc2(%arg0: vector<2xf32>) -> vector<4x3x2xf32> {
  %0 = vector.broadcast %arg0 : vector<2xf32> to vector<4x3x2xf32>
  return %0 : vector<4x3x2xf32>
}
// -----
func.func @bc3(%arg0: vector<3x1xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %arg0 : vector<3x1xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
// -----
func.func @bc4(%arg0: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %arg0 : vector<1x4xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
// -----
func.func @bc5(%arg0: vector<3x1x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.broadcast %arg0 : vector<3x1x4xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}
// -----
func.func @outer(%arg0: vector<2xf32>, %arg1: vector<3xf32>) -> vector<2x3xf32> {
  %2 = vector.outerproduct %arg0, %arg1 : vector<2xf32>, vector<3xf32>
  return %2 : vector<2x3xf32>
}
// -----
func.func @outer_acc(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
  %2 = vector.outerproduct %arg0, %arg1, %arg2 : vector<2xf32>, vector<3xf32>
  return %2 : vector<2x3xf32>
}
// -----
func.func @outer_int(%arg0: vector<2xi32>, %arg1: vector<3xi32>, %arg2: vector<2x3xi32>) -> vector<2x3xi32> {
  %2 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  return %2 : vector<2x3xi32>
}
// -----
func.func @axpy(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32> {
  %2 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, f32
  return %2 : vector<4xf32>
}
// -----
func.func @extract_dyn(%arg0: vector<4x3xf32>, %i: index, %j: index) -> f32 {
  %0 = vector.extract %arg0[%i, %j] : f32 from vector<4x3xf32>
  return %0 : f32
}
// -----
func.func @insert_dyn(%arg0: vector<4x3xf32>, %x: f32, %i: index) -> vector<4x3xf32> {
  %0 = vector.insert %x, %arg0[1, %i] : f32 into vector<4x3xf32>
  return %0 : vector<4x3xf32>
}
// -----
func.func @extract_const_dyn(%arg0: vector<4x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = vector.extract %arg0[%c1, 2] : f32 from vector<4x3xf32>
  return %0 : f32
}
// -----
func.func @typecast(%arg0: memref<8x8x8xf32>) -> memref<vector<8x8x8xf32>> {
  %0 = vector.type_cast %arg0: memref<8x8x8xf32> to memref<vector<8x8x8xf32>>
  return %0 : memref<vector<8x8x8xf32>>
}
// -----
func.func @print(%arg0: vector<2x2xf32>, %i: i32, %u: ui8) {
  vector.print %arg0 : vector<2x2xf32>
  vector.print %i : i32
  vector.print %u : ui8
  vector.print str "hello"
  return
}
// -----
func.func @interleave(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<2x4xi8>) -> (vector<8xf32>, vector<2x8xi8>) {
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %1 = vector.interleave %c, %c : vector<2x4xi8> -> vector<2x8xi8>
  return %0, %1 : vector<8xf32>, vector<2x8xi8>
}
// -----
func.func @deinterleave(%a: vector<8xf32>, %c: vector<2x8xi8>) -> (vector<4xf32>, vector<2x4xi8>) {
  %0, %1 = vector.deinterleave %a : vector<8xf32> -> vector<4xf32>
  %2, %3 = vector.deinterleave %c : vector<2x8xi8> -> vector<2x4xi8>
  return %0, %3 : vector<4xf32>, vector<2x4xi8>
}
// -----
func.func @shape_cast(%a: vector<2x4xf32>, %b: vector<8xf32>, %c: vector<2x1x4xf32>) -> (vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>) {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %b : vector<8xf32> to vector<4x2xf32>
  %2 = vector.shape_cast %c : vector<2x1x4xf32> to vector<2x4xf32>
  return %0, %1, %2 : vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>
}
// -----
func.func @ess(%a: vector<4x8xf32>) -> vector<2x4xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @gather(%m: memref<?xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%idx], %mask, %pass : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %mask, %0 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @gather2d(%m: memref<?x?xf32>, %idx: vector<2x4xi32>, %mask: vector<2x4xi1>, %pass: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0, %c0][%idx], %mask, %pass : memref<?x?xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @expand(%m: memref<?xf32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %m[%c0], %mask, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%c0], %mask, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @maskedload_allones(%m: memref<?xf32>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.maskedload %m[%c0], %mask, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %z = vector.constant_mask [0] : vector<4xi1>
  %1 = vector.maskedload %m[%c0], %z, %pass : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c0], %mask, %1 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%c0], %z, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @load2d(%m: memref<?x?xf32>, %i: index) -> vector<2x4xf32> {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<2x4xf32>
  vector.store %0, %m[%i, %i] : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @reductions(%a: vector<4xf32>, %b: vector<4xi32>, %acc: f32) -> (f32, i32, f32, f32) {
  %0 = vector.reduction <add>, %a, %acc : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %b : vector<4xi32> into i32
  %2 = vector.reduction <minimumf>, %a, %acc : vector<4xf32> into f32
  %3 = vector.reduction <maxnumf>, %a : vector<4xf32> into f32
  return %0, %1, %2, %3 : f32, i32, f32, f32
}
// -----
func.func @fma2d(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %a, %a : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @insert_strided(%a: vector<2x4xf32>, %b: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
