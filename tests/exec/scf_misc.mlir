// The rest of scf as convert-scf-to-cf lowers it: scf.index_switch (with and without
// results), scf.execute_region with several blocks, scf.while whose before and after
// regions carry different types, scf.for with an i32 induction variable, scf.parallel
// with an scf.reduce, and scf.if nested in loops.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @pick(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 10 : i64
    scf.yield %a : i64
  }
  case 2 {
    %a = arith.constant 20 : i64
    scf.yield %a : i64
  }
  case 5 {
    %a = arith.constant 50 : i64
    scf.yield %a : i64
  }
  default {
    %a = arith.index_cast %i : index to i64
    %b = arith.constant -1 : i64
    %c = arith.muli %a, %b : i64
    scf.yield %c : i64
  }
  return %r : i64
}

// A multi-block execute_region that picks the larger of two values.
func.func @larger(%a: i64, %b: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %c = arith.cmpi sgt, %a, %b : i64
    cf.cond_br %c, ^x, ^y
  ^x:
    scf.yield %a : i64
  ^y:
    scf.yield %b : i64
  }
  return %r : i64
}

// Integer square root by a while loop whose condition forwards an f64 while the state is
// an i64: the before region takes (i64), the after region takes (i64, f64).
func.func @isqrt(%n: i64) -> (i64, f64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%k = %z) : (i64) -> (i64, f64) {
    %k1 = arith.addi %k, %one : i64
    %sq = arith.muli %k1, %k1 : i64
    %le = arith.cmpi sle, %sq, %n : i64
    %f = arith.sitofp %sq : i64 to f64
    scf.condition(%le) %k, %f : i64, f64
  } do {
  ^bb0(%k: i64, %f: f64):
    %k1 = arith.addi %k, %one : i64
    scf.yield %k1 : i64
  }
  return %r#0, %r#1 : i64, f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c7 step %c1 {
    %v = func.call @pick(%i) : (index) -> i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
    // An index_switch without results.
    scf.index_switch %i
    case 1 {
      %m = arith.constant 111 : i64
      func.call @printI64(%m) : (i64) -> ()
      func.call @printComma() : () -> ()
      scf.yield
    }
    default {
    }
  }
  call @printNewline() : () -> ()
  %a = arith.constant -4 : i64
  %b = arith.constant 9 : i64
  %l1 = call @larger(%a, %b) : (i64, i64) -> i64
  %l2 = call @larger(%b, %a) : (i64, i64) -> i64
  call @printI64(%l1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%l2) : (i64) -> ()
  call @printNewline() : () -> ()
  %n = arith.constant 1000 : i64
  %q:2 = call @isqrt(%n) : (i64) -> (i64, f64)
  call @printI64(%q#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%q#1) : (f64) -> ()
  call @printNewline() : () -> ()
  // An i32 induction variable starting below zero.
  %lo = arith.constant -3 : i32
  %hi = arith.constant 12 : i32
  %st = arith.constant 4 : i32
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %lo to %hi step %st iter_args(%acc = %zero) -> (i32) : i32 {
    %sq = arith.muli %i, %i : i32
    %n2 = arith.subi %acc, %sq : i32
    scf.yield %n2 : i32
  }
  %sw = arith.extsi %s : i32 to i64
  call @printI64(%sw) : (i64) -> ()
  call @printNewline() : () -> ()
  // scf.parallel over a 2-D range with a sum reduction.
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z64 = arith.constant 0 : i64
  %ps = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%z64) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %k = arith.constant 10 : i64
    %t = arith.muli %ii, %k : i64
    %v = arith.addi %t, %jj : i64
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %r = arith.addi %x, %y : i64
      scf.reduce.return %r : i64
    }
  }
  call @printI64(%ps) : (i64) -> ()
  call @printNewline() : () -> ()
  // scf.if inside scf.while inside scf.for: count odd numbers below each bound.
  %one = arith.constant 1 : i64
  %tot = scf.for %i = %c1 to %c7 step %c1 iter_args(%acc = %z64) -> (i64) {
    %bound = arith.index_cast %i : index to i64
    %r:2 = scf.while (%k = %z64, %c = %z64) : (i64, i64) -> (i64, i64) {
      %go = arith.cmpi slt, %k, %bound : i64
      scf.condition(%go) %k, %c : i64, i64
    } do {
    ^bb0(%k: i64, %c: i64):
      %odd = arith.andi %k, %one : i64
      %isodd = arith.cmpi ne, %odd, %z64 : i64
      %c2 = scf.if %isodd -> (i64) {
        %x = arith.addi %c, %one : i64
        scf.yield %x : i64
      } else {
        scf.yield %c : i64
      }
      %k2 = arith.addi %k, %one : i64
      scf.yield %k2, %c2 : i64, i64
    }
    %acc2 = arith.addi %acc, %r#1 : i64
    scf.yield %acc2 : i64
  }
  call @printI64(%tot) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
