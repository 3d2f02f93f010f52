// RUN-DESCENT: opt --mlir-print-op-generic --mlir-print-debuginfo
// The custom form leaves scf.yield out: the parser adds it at the location of the op that
// owns the region (MLIR's ensureTerminator), and not after a block that already ends in a
// terminator.
func.func @f(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.yield
  }
  scf.for %i = %c0 to %n step %c1 {
  }
  %c = arith.cmpi slt, %c0, %n : index
  scf.if %c {
    %y = memref.load %m[%c0] : memref<?xf32>
  }
  return
}
