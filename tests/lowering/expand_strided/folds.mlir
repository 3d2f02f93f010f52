// RUN-DESCENT: opt -expand-strided-metadata
// The folds the greedy driver applies before the patterns: views to their source's own type
// (subview, subview of a subview, expand of collapse and back, cast, reinterpret_cast).
func.func @sv_id(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %0 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32>
  return %0 : memref<8x16xf32>
}
func.func @sv_sv(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %1 = memref.subview %0[0, 0][4, 4][1, 1] : memref<4x4xf32, strided<[16, 1], offset: 34>> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %1 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}
func.func @exp_col(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x4x16xf32> into memref<8x16xf32>
  return %1 : memref<8x16xf32>
}
func.func @col_exp(%m: memref<2x4x16xf32>) -> memref<2x4x16xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x16xf32> into memref<8x16xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return %1 : memref<2x4x16xf32>
}
func.func @cast_id(%m: memref<8xf32>) -> memref<8xf32> {
  %0 = memref.cast %m : memref<8xf32> to memref<8xf32>
  return %0 : memref<8xf32>
}
func.func @cast_cast(%m: memref<8xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %2 = memref.subview %1[1][4][1] : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %3 = memref.cast %2 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %4 = memref.cast %0 : memref<?xf32> to memref<?xf32>
  return %4 : memref<?xf32>
}
func.func @rc_id(%m: memref<8xf32>) -> memref<8xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  return %0 : memref<8xf32>
}
