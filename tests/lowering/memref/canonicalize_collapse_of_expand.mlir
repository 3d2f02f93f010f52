// RUN-DESCENT: opt -canonicalize
// collapse_shape of expand_shape (ComposeCollapseOfExpandOp): one collapse, one expand
// (static result) or a cast when the ranks match; layouts must be the identity.
func.func @to_collapse(%m: memref<24x5xf32>) -> memref<120xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [4, 6, 5] : memref<24x5xf32> into memref<4x6x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<4x6x5xf32> into memref<120xf32>
  return %1 : memref<120xf32>
}

func.func @to_expand(%m: memref<24x5xf32>) -> memref<4x6x5xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [4, 3, 2, 5] : memref<24x5xf32> into memref<4x3x2x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<4x3x2x5xf32> into memref<4x6x5xf32>
  return %1 : memref<4x6x5xf32>
}

func.func @to_cast(%m: memref<?xf32, strided<[1]>, 3>, %n: index) -> memref<?xf32, 3> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %n] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}

func.func @mismatched_groups(%m: memref<6x4xf32>) -> memref<2x12xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  return %1 : memref<2x12xf32>
}

