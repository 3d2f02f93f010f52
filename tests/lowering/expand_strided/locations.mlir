// RUN-DESCENT: opt -expand-strided-metadata -mlir-print-debuginfo
// Locations: what a view pattern builds has the view's; the metadata of a subview, the
// subview's (its constants too); of a reshape, the reshape's (its constants the root's);
// a constant moved up its block keeps its own, one hoisted out of a loop or merged loses it.
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
func.func @sv_of_sv(%m: memref<?x?xf32>, %i: index, %j: index, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%i, %j][%n, %n][2, 3] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 3], offset: ?>>
  %1 = memref.subview %0[%j, 1][1, %n][1, %i] : memref<?x?xf32, strided<[?, 3], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @loop(%m: memref<64x64xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c8 iter_args(%acc = %z) -> f32 {
    %s = memref.subview %m[%i, %i][8, 8][1, 1] : memref<64x64xf32> to memref<8x8xf32, strided<[64, 1], offset: ?>>
    %c3 = arith.constant 3 : index
    %v = memref.load %s[%c3, %c1] : memref<8x8xf32, strided<[64, 1], offset: ?>>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @alloca_rr(%i: index) -> f32 {
  %a = memref.alloca() : memref<4x8xf32>
  %s = memref.subview %a[%i, 0][1, 8][1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %c2 = arith.constant 2 : index
  %v = memref.load %s[%c2] : memref<8xf32, strided<[1], offset: ?>>
  return %v : f32
}
func.func @g(%i: index, %b: i1) -> index {
  %c1 = arith.constant 1 : index
  %s = arith.addi %i, %c1 : index
  %c1b = arith.constant 1 : index
  %t = arith.addi %s, %c1b : index
  %c7 = arith.constant 7 : index
  %u = arith.muli %t, %c7 : index
  return %u : index
}
