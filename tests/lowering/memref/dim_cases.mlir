// RUN-DESCENT: opt --convert-to-llvm
// memref.dim: static, dynamic at a constant index, at a dynamic index, out of range, unranked.
func.func @f(%m: memref<4x?x8xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = memref.dim %m, %c0 : memref<4x?x8xf32>
  %1 = memref.dim %m, %c1 : memref<4x?x8xf32>
  %2 = memref.dim %m, %i : memref<4x?x8xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  %4 = memref.dim %m, %c5 : memref<4x?x8xf32>
  %5 = memref.dim %u, %c1 : memref<*xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
