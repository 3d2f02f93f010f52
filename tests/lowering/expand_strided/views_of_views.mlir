// RUN-DESCENT: opt -expand-strided-metadata
// Views of views: the bottom-up worklist meets extract_strided_metadata of subviews,
// expand_shapes and collapse_shapes before the views themselves.
func.func @tiled(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %M step %c4 {
    scf.for %j = %c0 to %N step %c4 {
      %sz = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%M]
      %a = memref.subview %A[%i, 0][%sz, %K][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
      %c = memref.subview %C[%i, %j][%sz, 4][1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
      %col = memref.subview %B[0, %j][%K, 1][1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
      %x = memref.load %a[%c0, %c1] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      %y = memref.load %col[%c1] : memref<?xf32, strided<[?], offset: ?>>
      %z = arith.mulf %x, %y : f32
      memref.store %z, %c[%c0, %c1] : memref<?x4xf32, strided<[?, 1], offset: ?>>
    }
  }
  return
}
func.func @flat(%A: memref<4x8x16xf32>, %i: index) -> f32 {
  %c5 = arith.constant 5 : index
  %f = memref.collapse_shape %A [[0, 1], [2]] : memref<4x8x16xf32> into memref<32x16xf32>
  %s = memref.subview %f[%i, 0][1, 16][1, 1] : memref<32x16xf32> to memref<16xf32, strided<[1], offset: ?>>
  %e = memref.expand_shape %s [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[1], offset: ?>> into memref<4x4xf32, strided<[4, 1], offset: ?>>
  %c2 = arith.constant 2 : index
  %v = memref.load %e[%c2, %c2] : memref<4x4xf32, strided<[4, 1], offset: ?>>
  %w = memref.load %s[%c5] : memref<16xf32, strided<[1], offset: ?>>
  %r = arith.addf %v, %w : f32
  return %r : f32
}
