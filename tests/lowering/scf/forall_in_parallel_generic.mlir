// RUN-DESCENT: opt --mlir-print-op-generic
// The implicit `scf.forall.in_parallel` terminator of an `scf.forall` body gets its region
// with one empty block, as MLIR's builder makes it: the generic form prints it.
func.func @forall(%ub: index, %m: memref<100xf32>) {
  scf.forall (%i, %j) in (%ub, 8) {
    %c = arith.constant 1.0 : f32
    memref.store %c, %m[%i] : memref<100xf32>
  }
  return
}
