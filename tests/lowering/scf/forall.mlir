// RUN-DESCENT: opt --convert-scf-to-cf
// scf.forall (without shared outputs) becomes an scf.parallel, which becomes loops; its
// static bounds become index constants.
func.func @in_form(%n: index, %m: memref<?x?xindex>) {
  scf.forall (%i, %j) in (8, %n) {
    memref.store %i, %m[%i, %j] : memref<?x?xindex>
  }
  return
}

func.func @ranges(%lb: index, %ub: index, %s: index, %m: memref<?x?xindex>) {
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    memref.store %i, %m[%i, %i] : memref<?x?xindex>
  }
  scf.forall (%i, %j) = (0, 2) to (%ub, 10) step (1, 3) {
    memref.store %i, %m[%i, %j] : memref<?x?xindex>
  }
  return
}

func.func @constant_values(%ub: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  scf.forall (%i) in (4) {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>]}
  return
}
