// RUN-DESCENT: compile
// Views through descent compile: expand-strided-metadata then lower-affine, as the MLIR chain
// --lower-affine --convert-vector-to-scf --expand-strided-metadata --lower-affine
// --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate.
func.func @subview_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}
func.func @subview_dyn(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o0: index, %o1: index, %s0: index, %s1: index, %t0: index, %t1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o0, %o1][%s0, %s1][%t0, %t1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_rr(%m: memref<8x16x4xf32>, %i: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 1][1, 16, 1][1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}
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
func.func @f(%m: memref<8x16xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  %c2 = arith.constant 2 : index
  %s = arith.addi %i, %c1 : index
  %0 = memref.subview %m[%s, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %v = memref.load %0[%c2, %c1] : memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %v : f32
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
func.func @alloc(%n: index) -> (memref<f32>, index, index, index, index, index) {
  %a = memref.alloc(%n) : memref<?x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
func.func @rc(%m: memref<f32>, %x: index, %y: index) -> (memref<f32>, index, index, index) {
  %a = memref.reinterpret_cast %m to offset: [%x], sizes: [4, %y], strides: [%y, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#1, %t#0 : memref<f32>, index, index, index
}
func.func @dead(%n: index) {
  %a = memref.alloca() : memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  return
}
