// RUN-DESCENT: opt --test-single-fold --split-input-file
// -test-single-fold folds each op once, from the last to the first: the constants folds
// make go to the top of the function, uniqued (also with the constants already there,
// which fold to themselves), dead ones are dropped, and an affine.apply dividing
// constants by zero gives ub.poison.

func.func @apply_and_min(%x: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 1)>(%c3)[%c10]
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1, 40)>(%c10, %x)
  %2 = affine.max affine_map<(d0, d1) -> (d0 - 7, d1)>(%c10, %c3)
  %3 = arith.addi %c3, %c10 : index
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @poison(%m: memref<?xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c4)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 mod (s0 - s0))>(%c4)[%c4]
  %2 = memref.load %m[%0] : memref<?xf32>
  %3 = memref.load %m[%1] : memref<?xf32>
  %4 = arith.addf %2, %3 : f32
  return %4 : f32
}
