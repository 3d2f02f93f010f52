// RUN-DESCENT: opt --convert-to-llvm
// A memref argument used only through a folded op (select of the same memref twice): its
// descriptor is still rebuilt at entry for the use the fold redirected to it.
func.func @f1(%arg0: index, %arg1: memref<?xf64>) -> index {
  %c = arith.constant true
  %v4 = arith.select %c, %arg1, %arg1 : memref<?xf64>
  cf.br ^bb1
^bb1:
  %c0 = arith.constant 0 : index
  %d = memref.dim %v4, %c0 : memref<?xf64>
  return %d : index
}
