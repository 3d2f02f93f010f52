// RUN-DESCENT: opt --convert-scf-to-cf
// The scf rules: nested loops carrying iter_args, both forms of scf.while, index_switch
// with results, scf.if with and without else, execute_region, parallel with a reduction.
func.func @nested(%lb: index, %ub: index, %step: index, %init: f32) -> (f32, i32) {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%acc = %init, %n = %c0) -> (f32, i32) {
    %inner = scf.for %j = %lb to %ub step %step iter_args(%a = %acc) -> (f32) {
      %s = arith.addf %a, %a : f32
      scf.yield %s : f32
    }
    %c1 = arith.constant 1 : i32
    %m = arith.addi %n, %c1 : i32
    scf.yield %inner, %m : f32, i32
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
  return %r#0, %r#1 : f32, i32
}

func.func @unsigned_loop(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

func.func @while_general(%x: i32) -> (i32, f32) {
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %x, %b = %f) : (i32, f32) -> (i32, f32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %p2 = arith.addi %p, %p : i32
    %q2 = arith.addf %q, %q : f32
    scf.yield %p2, %q2 : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @while_do_while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %a2 = arith.muli %a, %a : i32
    %c = "test.cond"(%a2) : (i32) -> i1
    scf.condition(%c) %a2 : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}

func.func @switch(%i: index, %x: f32) -> (f32, i32) {
  %r:2 = scf.index_switch %i -> f32, i32
  case 2 {
    %c = arith.constant 2 : i32
    scf.yield %x, %c : f32, i32
  }
  case 7 {
    %y = arith.addf %x, %x : f32
    %c = arith.constant 7 : i32
    scf.yield %y, %c : f32, i32
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %x, %c : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @switch_no_cases(%i: index) {
  scf.index_switch %i
  default {
    "test.op"() : () -> ()
    scf.yield
  }
  return
}

func.func @ifs(%c: i1, %x: i32) -> i32 {
  scf.if %c {
    "test.op"() : () -> ()
  }
  %r = scf.if %c -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  %e = scf.execute_region -> i32 {
    %z = arith.muli %r, %r : i32
    scf.yield %z : i32
  }
  return %e : i32
}

func.func @reduce(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init (%init) -> f32 {
    %v = arith.constant 1.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @forall(%ub: index) {
  scf.forall (%i, %j) in (%ub, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
