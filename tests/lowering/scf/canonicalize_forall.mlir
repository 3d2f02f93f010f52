// RUN-DESCENT: opt -canonicalize
// scf.forall canonicalization: constant bounds and steps become static, a dimension
// that runs zero times removes the loop (a zero or negative step counts as zero), the
// dimensions that run once go (their induction variables become the lower bounds) and
// a loop left with none runs its body in place; a mapped loop keeps its dimensions but
// its single-iteration induction variables still become constants.
func.func @constant_operands(%m: memref<?xf32>, %v: f32, %n: index) {
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) = (%c2) to (%c16) step (%c2) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.forall (%i, %j) in (%n, %c16) {
    %s = arith.addi %i, %j : index
    memref.store %v, %m[%s] : memref<?xf32>
  }
  return
}

func.func @zero_trip(%m: memref<?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  scf.forall (%i) = (0) to (%n) step (%c0) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.forall (%i, %j) = (0, 0) to (%n, 8) step (1, %cm1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.forall (%i, %j) = (0, 5) to (%n, 3) step (1, 1) {
    memref.store %v, %m[%j] : memref<?xf32>
  }
  return
}

func.func @single_trip(%m: memref<?xf32>, %v: f32, %n: index) {
  scf.forall (%i, %j) = (3, 0) to (4, 1) step (1, 1) {
    %s = arith.addi %i, %j : index
    memref.store %v, %m[%s] : memref<?xf32>
  }
  scf.forall (%i, %j, %k) = (0, 7, 0) to (%n, 9, 4) step (1, 5, 2) {
    %s = arith.addi %i, %j : index
    %t = arith.addi %s, %k : index
    memref.store %v, %m[%t] : memref<?xf32>
  }
  return
}

func.func @mapped(%m: memref<?xf32>, %v: f32, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    %s = arith.addi %i, %j : index
    memref.store %v, %m[%s] : memref<?xf32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

func.func @for_zero_step(%m: memref<?xf32>, %v: f32, %lb: index, %ub: index) -> f32 {
  %c0 = arith.constant 0 : index
  %cm2 = arith.constant -2 : index
  scf.for %i = %lb to %ub step %c0 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %r = scf.for %i = %lb to %ub step %cm2 iter_args(%a = %v) -> f32 {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  return %r : f32
}
