// RUN-DESCENT: opt --convert-to-llvm
// memref.dim with a constant index when arith converts in the same walk: still folded to the size field.
func.func @f(%m: memref<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.dim %m, %c0 : memref<?x?xf32>
  %b = memref.dim %m, %c1 : memref<?x?xf32>
  %s = arith.addi %a, %b : index
  return %s : index
}
