// RUN-DESCENT: opt -finalize-memref-to-llvm
// The dynamic sizes of a ranked memref.reshape come from loads of the shape operand:
// an i64 load is used as is under 64-bit indices, an index load goes through index, an
// i32 load is bridged to i64.
func.func @shape_i64(%arg: memref<?xf32>, %shape: memref<2xi64>) -> memref<?x4xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?xf32>, memref<2xi64>) -> memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func.func @shape_index(%arg: memref<?xf32>, %shape: memref<2xindex>) -> memref<3x?xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<3x?xf32>
  return %0 : memref<3x?xf32>
}
func.func @shape_i32(%arg: memref<?xf32>, %shape: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
