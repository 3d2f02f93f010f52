// RUN-DESCENT: opt -expand-strided-metadata
// Subviews (static, dynamic, rank-reducing, of subviews, in loops, of allocas and views) become
// extract_strided_metadata + reinterpret_cast; strides first, then the offset, as affine.apply
// where not constant; the greedy driver folds, hoists constants and erases dead ops.
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
func.func @view_sv(%m: memref<2048xi8>, %i: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %v = memref.view %m[%c0][] : memref<2048xi8> to memref<16x16xf32>
  %s = memref.subview %v[%i, 0][4, 4][1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @alloca_rr(%i: index) -> f32 {
  %a = memref.alloca() : memref<4x8xf32>
  %s = memref.subview %a[%i, 0][1, 8][1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %c2 = arith.constant 2 : index
  %v = memref.load %s[%c2] : memref<8xf32, strided<[1], offset: ?>>
  return %v : f32
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
