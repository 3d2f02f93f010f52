// RUN-DESCENT: opt -canonicalize
func.func private @use(i32)
func.func @passthru(%lb: index, %ub: index, %a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = arith.addi %y, %x : i32
    scf.yield %x, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @unused(%lb: index, %ub: index, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = arith.addi %y, %y : i32
    func.call @use(%z) : (i32) -> ()
    scf.yield %a, %z : i32, i32
  }
  return %r#1 : i32
}
func.func @init_eq_yield(%lb: index, %ub: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @zero_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %z = arith.addi %x, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @one_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %z = arith.addi %x, %ii : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @empty_body(%lb: index, %ub: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  scf.for %i = %lb to %ub step %c1 {
  }
  return %r : i32
}
func.func @plus_const(%lb: index, %a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%x = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %z = arith.muli %x, %ii : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @only_outside(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r:2 = scf.for %i = %c0 to %c9 step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    scf.yield %b, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @nested_loops(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (f32) {
    %s:2 = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x, %u = %a) -> (f32, f32) {
      %t = arith.addf %y, %y : f32
      scf.yield %t, %u : f32, f32
    }
    scf.yield %s#0 : f32
  } {tag}
  return %r : f32
}
