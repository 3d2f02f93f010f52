// RUN-DESCENT: opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// The cf and arith ops the scf lowering makes, lowered on to the LLVM dialect.
func.func @sum(%n: index, %m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @select(%c: i1, %i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %s = scf.index_switch %i -> i32
    case 3 {
      scf.yield %b : i32
    }
    default {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @count(%lim: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %r = scf.while (%x = %zero) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %n = arith.addi %x, %one : i32
    %c = arith.cmpi slt, %n, %lim : i32
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @unsigned_loop(%lb: i16, %ub: i16, %s: i16) -> i16 {
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %lb) -> (i16) : i16 {
    %b = arith.xori %a, %i : i16
    scf.yield %b : i16
  }
  return %r : i16
}
