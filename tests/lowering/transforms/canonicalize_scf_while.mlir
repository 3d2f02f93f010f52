// RUN-DESCENT: opt -allow-unregistered-dialect -split-input-file -pass-pipeline=builtin.module(func.func(canonicalize))
// scf.while canonicalization: invariant arguments and forwarded values leave the loop,
// the condition is true in the `after` block, unused and duplicated results go, the
// forwarded arguments follow the `before` arguments' order.

func.func @invariant_and_truth(%n: i32, %k: i64) -> (i32, i64) {
  %r:2 = scf.while (%a = %n, %b = %k) : (i32, i64) -> (i32, i64) {
    %c = "cond.check"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i64
  } do {
  ^bb0(%x: i32, %y: i64):
    %x1 = "step.next"(%x) : (i32) -> i32
    scf.yield %x1, %y : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

// -----

func.func @cond_forwarded(%n: i32) -> i1 {
  %r:2 = scf.while (%a = %n) : (i32) -> (i1, i32) {
    %c = "cond.check"(%a) : (i32) -> i1
    scf.condition(%c) %c, %a : i1, i32
  } do {
  ^bb0(%f: i1, %x: i32):
    "use.flag"(%f) : (i1) -> ()
    scf.yield %x : i32
  }
  return %r#0 : i1
}

// -----

func.func @cmp_in_after(%lim: i32, %s: i32) -> i32 {
  %r = scf.while (%a = %s) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %lt = arith.cmpi slt, %x, %lim : i32
    %ge = arith.cmpi sge, %x, %lim : i32
    %eq = arith.cmpi eq, %x, %lim : i32
    %y = "step.next"(%x, %lt, %ge, %eq) : (i32, i1, i1, i1) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @dup_unused_reorder(%p: f32, %q: i8) -> (i8, i8, f32) {
  %r:4 = scf.while (%a = %p, %b = %q) : (f32, i8) -> (i8, i8, f32, f32) {
    %c = "cond.check"(%a, %b) : (f32, i8) -> i1
    %t = "tmp.make"() : () -> f32
    scf.condition(%c) %b, %b, %a, %t : i8, i8, f32, f32
  } do {
  ^bb0(%x: i8, %y: i8, %z: f32, %w: f32):
    %z1 = "step.f"(%z, %x, %y) : (f32, i8, i8) -> f32
    %x1 = "step.i"(%x) : (i8) -> i8
    scf.yield %z1, %x1 : f32, i8
  }
  return %r#0, %r#1, %r#2 : i8, i8, f32
}

// -----

func.func @unused_before_arg(%p: i32, %q: i64) -> i32 {
  %r = scf.while (%a = %p, %b = %q) : (i32, i64) -> i32 {
    %v = "val.get"() : () -> i32
    %c = "cond.check"() : () -> i1
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%x: i32):
    %n = "val.next"(%x) : (i32) -> i64
    scf.yield %x, %n : i32, i64
  }
  return %r : i32
}
