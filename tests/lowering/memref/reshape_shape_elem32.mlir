// RUN-DESCENT: opt -finalize-memref-to-llvm=index-bitwidth=32
// Under 32-bit indices an i32 shape element is used as is, an i64 one is bridged.
func.func @shape_i32(%arg: memref<?xf32>, %shape: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func.func @shape_i64(%arg: memref<?xf32>, %shape: memref<2xi64>) -> memref<?x2xf32> {
  %0 = memref.reshape %arg(%shape) : (memref<?xf32>, memref<2xi64>) -> memref<?x2xf32>
  return %0 : memref<?x2xf32>
}
