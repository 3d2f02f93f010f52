// RUN-DESCENT: opt
// Every scf op in its custom form: implicit terminators are left out (but printed when
// they return values), `: type` only for non-index induction variables, one line per case.
func.func @all(%lb: index, %ub: index, %s: index, %c: i1, %a: i32, %f: f32, %t: tensor<4xf32>) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %f) -> (f32) {
    scf.yield %x : f32
  }
  scf.for unsigned %i = %a to %a step %a : i32 {
  } {llvm.foo = #llvm.linkage<private>}
  %q = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %c {
  }
  %w:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    scf.condition(%c) %x, %f : i32, f32
  } do {
  ^bb0(%y: i32, %g: f32):
    scf.yield %y : i32
  } attributes {foo}
  %e = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  %sw:2 = scf.index_switch %lb {a = 1 : i32} -> i32, f32
  case 1 {
    scf.yield %a, %f : i32, f32
  }
  default {
    scf.yield %a, %f : i32, f32
  }
  scf.index_switch %lb
  case 2 {
    scf.yield
  }
  default {
  }
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%u: f32, %v: f32):
      scf.reduce.return %u : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  }
  %o = scf.forall (%i, %j) in (4, %ub) shared_outs(%out = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  }
  scf.forall (%i, %j) = (1, %lb) to (%ub, 8) step (2, %s) {
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  return %r : f32
}
