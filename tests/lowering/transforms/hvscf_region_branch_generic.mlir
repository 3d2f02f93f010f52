// RUN-DESCENT: opt --canonicalize
// MLIR 22's generic region-branch patterns on scf.while, scf.for, scf.index_switch,
// scf.execute_region and scf.if: values that can only hold one value, duplicates and
// unused ones go, tied block arguments and results together.
func.func private @use(i32)
func.func private @usei(index)
func.func @w1(%a: i32, %b: i32, %n: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %a) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y, %x : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    func.call @use(%s) : (i32) -> ()
    %p1 = arith.addi %p, %q : i32
    scf.yield %p1, %q, %p1 : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @w2(%a: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p1 = arith.addi %p, %q : i32
    scf.yield %p1, %p1 : i32, i32
  }
  return %r#1 : i32
}
func.func @f1(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %a, %w = %b) -> (i32, i32, i32, i32) {
    func.call @use(%x) : (i32) -> ()
    func.call @use(%w) : (i32) -> ()
    scf.yield %z, %w, %x, %y : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#3 : i32, i32, i32
}
func.func @f2(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a, %u = %b) -> (i32, i32, i32) {
    %s = arith.addi %x, %y : i32
    %t = arith.addi %u, %s : i32
    scf.yield %s, %s, %u : i32, i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @sw(%i: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.index_switch %i -> i32, i32, i32
  case 0 {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a, %b, %b : i32, i32, i32
  }
  case 1 {
    %z = arith.addi %a, %b : i32
    scf.yield %z, %b, %b : i32, i32, i32
  }
  default {
    scf.yield %a, %b, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @ex(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    func.call @use(%a) : (i32) -> ()
    scf.yield %a, %b : i32, i32
  ^bb2:
    scf.yield %a, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @if2(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    func.call @use(%x) : (i32) -> ()
    scf.yield %x, %x, %a : i32, i32, i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y, %y, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
