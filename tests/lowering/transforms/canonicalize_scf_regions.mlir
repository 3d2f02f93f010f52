// RUN-DESCENT: opt -allow-unregistered-dialect -split-input-file -pass-pipeline=builtin.module(func.func(canonicalize))
// scf.if (branch swap on a negated condition, the condition's value in its branches,
// adjacent ifs on one condition merged), scf.execute_region and scf.index_switch
// (results from outside, constant switch, a multi-block region inlined into the
// function), scf.parallel (single-iteration dimensions, nested loops merged).

func.func @if_not_swaps(%c: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    %a = "then.v"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "else.v"(%c) : (i1) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @adjacent_ifs(%c: i1) -> (i32, i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r0 = scf.if %c -> i32 {
    %a = "first.t"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "first.f"() : () -> i32
    scf.yield %b : i32
  }
  %r1 = scf.if %c -> i32 {
    %a = "second.t"(%r0) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "second.f"(%r0) : (i32) -> i32
    scf.yield %b : i32
  }
  scf.if %n {
    "third.t"() : () -> ()
  }
  return %r0, %r1 : i32, i32
}

// -----

func.func @exec_regions(%x: index, %m: i64) -> (i64, i64, f32) {
  %a, %b = scf.execute_region -> (i64, i64) no_inline {
    %v = "val.get"() : () -> i64
    scf.yield %m, %v : i64, i64
  }
  %c = scf.execute_region -> f32 {
    %p = "cond.get"() : () -> i1
    cf.cond_br %p, ^bb1, ^bb2
  ^bb1:
    %u = "val.one"() : () -> f32
    cf.br ^bb3(%u : f32)
  ^bb2:
    %w = "val.two"() : () -> f32
    scf.yield %w : f32
  ^bb3(%z: f32):
    scf.yield %z : f32
  }
  return %a, %b, %c : i64, i64, f32
}

// -----

func.func @switches(%x: index, %m: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %v = "case.one"() : () -> i32
    scf.yield %v : i32
  }
  case 2 {
    %v = "case.two"() : () -> i32
    scf.yield %v : i32
  }
  default {
    %v = "case.default"() : () -> i32
    scf.yield %v : i32
  }
  %s:3 = scf.index_switch %x -> i32, i32, f32
  case 0 {
    %v = "case.zero"() : () -> f32
    scf.yield %m, %m, %v : i32, i32, f32
  }
  default {
    %v = "case.other"() : () -> f32
    scf.yield %m, %m, %v : i32, i32, f32
  }
  return %r, %s#1 : i32, i32
}

// -----

func.func @parallel_loops(%buf: memref<?x?x?xf32>, %n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c4, %c0) to (%c5, %n) step (%c1, %c1) {
    scf.parallel (%k) = (%c0) to (%n) step (%c1) {
      %v = memref.load %buf[%i, %j, %k] : memref<?x?x?xf32>
      memref.store %v, %buf[%k, %j, %i] : memref<?x?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c4) to (%c5) step (%c1) init (%init) -> f32 {
    %v = memref.load %buf[%i, %i, %i] : memref<?x?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

func.func @for_iter_args(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %b, %w = %a) -> (i32, i32, i32, i32) {
    %s = "body.step"(%x, %w) : (i32, i32) -> i32
    scf.yield %s, %z, %y, %s : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
