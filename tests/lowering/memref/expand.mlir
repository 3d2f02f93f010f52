// RUN-DESCENT: opt -memref-expand
// memref.reshape with a statically shaped shape operand becomes memref.reinterpret_cast;
// float atomic_rmw and reshapes by a dynamic shape stay.
func.func @r(%src: memref<?xf32>, %shape: memref<3xi32>) -> memref<4x?x2xf32> {
  %0 = memref.reshape %src(%shape) : (memref<?xf32>, memref<3xi32>) -> memref<4x?x2xf32>
  return %0 : memref<4x?x2xf32>
}
func.func @r2(%src: memref<?xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func.func @a(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %0 : f32
}
func.func @r3(%src: memref<?xf32>, %shape: memref<4xi64>) -> memref<2x1x?x3xf32> {
  %0 = memref.reshape %src(%shape) : (memref<?xf32>, memref<4xi64>) -> memref<2x1x?x3xf32>
  return %0 : memref<2x1x?x3xf32>
}
func.func @r4(%src: memref<6xf32>, %shape: memref<2xindex>) -> memref<2x3xf32> {
  %0 = memref.reshape %src(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
func.func @r5(%src: memref<?xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %src(%shape) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @r6(%src: memref<?xf32>, %shape: memref<3xindex>) -> memref<?x?x?xf32> {
  %0 = memref.reshape %src(%shape) : (memref<?xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}
