// RUN-DESCENT: opt --convert-scf-to-cf
// scf.for: the body's entry block becomes the condition block (induction variable and
// iter_args as arguments), the latch steps the variable; `unsigned` compares with ult.
func.func @basic(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %v: f32) {
  scf.for %i = %lb to %ub step %s {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @iter_args(%lb: index, %ub: index, %s: index, %a: f32, %b: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (f32, i64) {
    %x2 = arith.addf %x, %x : f32
    %y2 = arith.addi %y, %y : i64
    scf.yield %x2, %y2 : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

func.func @typed(%lb: i32, %ub: i32, %s: i32, %a: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (f32) : i32 {
    %f = arith.sitofp %i : i32 to f32
    %y = arith.addf %x, %f : f32
    scf.yield %y : f32
  }
  scf.for unsigned %i = %lb to %ub step %s : i32 {
  }
  return %r : f32
}

func.func @nested(%n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %k = arith.index_cast %j : index to i64
      %s = arith.addi %acc2, %k : i64
      scf.yield %s : i64
    }
    %t = arith.addi %r2, %r2 : i64
    scf.yield %t : i64
  }
  return %r : i64
}

// LLVM-dialect attributes of the loop move to its latch branch; others are dropped.
func.func @loop_attrs(%lb: index, %ub: index, %s: index) {
  scf.for unsigned %i = %lb to %ub step %s {
  } {llvm.foo = #llvm.linkage<private>, other = 1 : i32}
  return
}

func.func @results_used_after(%lb: index, %ub: index, %a: i64) -> i64 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i64) {
    %y = arith.muli %x, %a : i64
    scf.yield %y : i64
  }
  %s = scf.for %i = %lb to %ub step %c1 iter_args(%x = %r) -> (i64) {
    scf.yield %x : i64
  }
  %t = arith.addi %r, %s : i64
  return %t : i64
}
