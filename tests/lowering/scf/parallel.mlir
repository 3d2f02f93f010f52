// RUN-DESCENT: opt --convert-scf-to-cf
// scf.parallel: a nest of loops, outermost dimension first, carrying the reduction values;
// the reduction regions are inlined after the body.
func.func @one_dim(%lb: index, %ub: index, %s: index, %m: memref<?xindex>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

func.func @two_dims(%lb: index, %ub: index, %s: index, %m: memref<?x?xindex>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %v = arith.addi %i, %j : index
    memref.store %v, %m[%i, %j] : memref<?x?xindex>
  }
  return
}

func.func @reduce(%lb: index, %ub: index, %s: index, %init: f32, %m: memref<?xf32>) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  return %r : f32
}

func.func @three_dims_two_reductions(%lb: index, %ub: index, %s: index, %f: f32, %n: i64) -> (f32, i64) {
  %r:2 = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) init (%f, %n) -> (f32, i64) {
    %x = arith.addi %i, %j : index
    %y = arith.addi %x, %k : index
    %w = arith.index_cast %y : index to i64
    %v = arith.sitofp %w : i64 to f32
    scf.reduce(%v, %w : f32, i64) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.maximumf %a, %b : f32
      scf.reduce.return %m : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      scf.reduce.return %b : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

func.func @nested(%n: index, %c: i1, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.if %c {
      scf.parallel (%j) = (%c0) to (%i) step (%c1) {
        memref.store %j, %m[%j] : memref<?xindex>
      } {some = "attr"}
    }
    scf.reduce
  }
  return
}
