// RUN-DESCENT: opt --convert-scf-to-cf
// scf.execute_region: a branch into the inlined region; its scf.yield ops branch to the rest
// of the block, which takes the results.
func.func @multi_block(%c: i1, %a: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %a, %a : i64
    scf.yield %x : i64
  ^bb2:
    scf.yield %a : i64
  }
  %s = arith.addi %r, %a : i64
  return %s : i64
}

func.func @no_results(%m: memref<i64>, %a: i64) {
  scf.execute_region {
    memref.store %a, %m[] : memref<i64>
    scf.yield
  }
  return
}

func.func @no_inline(%a: i64, %c: i1) -> (i64, i1) {
  %p:2 = scf.execute_region -> (i64, i1) no_inline {
    scf.yield %a, %c : i64, i1
  } {foo = "bar"}
  return %p#0, %p#1 : i64, i1
}

func.func @in_loop(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = scf.execute_region -> index {
      %w = arith.addi %i, %c1 : index
      scf.yield %w : index
    }
    memref.store %v, %m[%i] : memref<?xindex>
  }
  return
}
