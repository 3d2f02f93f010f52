// scf.for with iter_args (nested, several carried values, non-unit steps, empty trip
// counts), scf.while computing Collatz lengths, and scf.if yielding results.
func.func private @printI64(i64)
func.func private @printNewline()

// Sum of i*j over a triangle, carrying both the sum and a count through nested loops.
func.func @triangle(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %k = %z) -> (i64, i64) {
    %r2:2 = scf.for %j = %c0 to %i step %c1 iter_args(%s2 = %s, %k2 = %k) -> (i64, i64) {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %p = arith.muli %ii, %jj : i64
      %s3 = arith.addi %s2, %p : i64
      %k3 = arith.addi %k2, %one : i64
      scf.yield %s3, %k3 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// Number of Collatz steps until 1.
func.func @collatz(%x0: i64) -> i64 {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %res:2 = scf.while (%x = %x0, %n = %z) : (i64, i64) -> (i64, i64) {
    %cont = arith.cmpi ne, %x, %one : i64
    scf.condition(%cont) %x, %n : i64, i64
  } do {
  ^bb0(%x: i64, %n: i64):
    %rem = arith.remui %x, %two : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %x, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %n1 = arith.addi %n, %one : i64
    scf.yield %next, %n1 : i64, i64
  }
  return %res#1 : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c25 = arith.constant 25 : index
  %t:2 = call @triangle(%c25) : (index) -> (i64, i64)
  call @printI64(%t#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%t#1) : (i64) -> ()
  call @printNewline() : () -> ()
  // Empty loop: the init value comes straight through.
  %e:2 = call @triangle(%c0) : (index) -> (i64, i64)
  call @printI64(%e#1) : (i64) -> ()
  call @printNewline() : () -> ()
  // Step 3 from 1 below 25: 1, 4, ..., 22 (the upper bound is exclusive).
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c1 to %c25 step %c3 iter_args(%a = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a1 = arith.addi %a, %ii : i64
    scf.yield %a1 : i64
  }
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  // Lower bound above the upper bound: no iterations.
  %u = scf.for %i = %c25 to %c10 step %c1 iter_args(%a = %z) -> (i64) {
    %a1 = arith.addi %a, %a : i64
    scf.yield %a1 : i64
  }
  call @printI64(%u) : (i64) -> ()
  call @printNewline() : () -> ()
  // Collatz lengths of 1..10, then of 27 (111 steps).
  scf.for %i = %c1 to %c10 step %c1 {
    %x = arith.index_cast %i : index to i64
    %n = func.call @collatz(%x) : (i64) -> i64
    func.call @printI64(%n) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %c27 = arith.constant 27 : i64
  %n27 = call @collatz(%c27) : (i64) -> i64
  call @printI64(%n27) : (i64) -> ()
  call @printNewline() : () -> ()
  // scf.if without results, and with two results.
  %cond = arith.cmpi sgt, %n27, %t#1 : i64
  scf.if %cond {
    %m = arith.constant -1 : i64
    func.call @printI64(%m) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %p:2 = scf.if %cond -> (i64, i64) {
    scf.yield %n27, %t#1 : i64, i64
  } else {
    scf.yield %t#1, %n27 : i64, i64
  }
  %d = arith.subi %p#0, %p#1 : i64
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
