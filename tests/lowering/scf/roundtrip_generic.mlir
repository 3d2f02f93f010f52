// RUN-DESCENT: opt --mlir-print-op-generic
// The generic form: implicit terminators and the else region of scf.if are present,
// properties hold unsignedCmp, cases, no_inline and the operand segments.
func.func @all(%lb: index, %ub: index, %s: index, %c: i1, %a: i32, %f: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %f) -> (f32) {
    scf.yield %x : f32
  }
  scf.for unsigned %i = %a to %a step %a : i32 {
  }
  scf.if %c {
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %e = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  %sw = scf.index_switch %lb -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%u: f32, %v: f32):
      scf.reduce.return %u : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
  }
  return %r : f32
}
