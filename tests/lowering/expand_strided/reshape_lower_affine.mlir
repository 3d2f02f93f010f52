// RUN-DESCENT: opt -expand-strided-metadata -lower-affine
// reshape.mlir then -lower-affine: the affine.apply ops as arith (nsw products, MLIR's operand order).
// expand_shape (sizes from the source's, floordiv the static ones) and collapse_shape (the
// stride of the innermost non-unit dimension) as reinterpret_casts, 0-D included.
func.func @expand_static(%m: memref<8x16xf32>) -> memref<2x4x16xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return %0 : memref<2x4x16xf32>
}
func.func @expand_dyn(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %a: index, %b: index) -> memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @collapse_static(%m: memref<2x4x16xf32>) -> memref<8x16xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x16xf32> into memref<8x16xf32>
  return %0 : memref<8x16xf32>
}
func.func @collapse_dyn(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @collapse_unit(%m: memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @collapse_0d(%m: memref<1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  return %0 : memref<f32>
}
func.func @expand_mid(%m: memref<?x?xf32>, %a: index) -> memref<?x2x?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 2, %a, 4] : memref<?x?xf32> into memref<?x2x?x4xf32>
  return %0 : memref<?x2x?x4xf32>
}
func.func @expand_dyn_inner(%m: memref<?xf32, strided<[?], offset: ?>>, %a: index) -> memref<3x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, %a] : memref<?xf32, strided<[?], offset: ?>> into memref<3x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<3x?xf32, strided<[?, ?], offset: ?>>
}
func.func @collapse_strided(%m: memref<4x?x8xf32, strided<[?, 16, 2], offset: 5>>) -> memref<?xf32, strided<[2], offset: 5>> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x?x8xf32, strided<[?, 16, 2], offset: 5>> into memref<?xf32, strided<[2], offset: 5>>
  return %0 : memref<?xf32, strided<[2], offset: 5>>
}
