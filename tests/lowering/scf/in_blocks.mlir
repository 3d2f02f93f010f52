// RUN-DESCENT: opt --convert-scf-to-cf
// scf ops in functions that already have several blocks, and in loops nested in other
// constructs.
func.func @branches(%c: i1, %lb: index, %ub: index, %m: memref<?xindex>) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = scf.for %i = %lb to %ub step %lb iter_args(%x = %lb) -> (index) {
    scf.yield %i : index
  }
  cf.br ^bb3(%r : index)
^bb2:
  scf.for %i = %lb to %ub step %lb {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  %s = scf.if %c -> (index) {
    scf.yield %ub : index
  } else {
    scf.yield %lb : index
  }
  cf.br ^bb3(%s : index)
^bb3(%v: index):
  return %v : index
}

func.func @deep(%n: index, %c: i1, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %w = scf.while (%x = %acc) : (i32) -> i32 {
      %d = arith.cmpi slt, %x, %a : i32
      scf.condition(%d) %x : i32
    } do {
    ^bb0(%y: i32):
      %z = scf.if %c -> (i32) {
        %s = scf.index_switch %i -> i32
        case 1 {
          scf.yield %y : i32
        }
        default {
          %e = scf.execute_region -> i32 {
            scf.yield %y : i32
          }
          scf.yield %e : i32
        }
        scf.yield %s : i32
      } else {
        scf.yield %y : i32
      }
      scf.yield %z : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}

func.func @parallel_in_while(%c: i1, %n: index, %m: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.parallel (%i, %j) = (%c0, %c1) to (%n, %n) step (%c1, %c1) {
      scf.forall (%k) in (%n) {
        memref.store %k, %m[%i, %j] : memref<?x?xindex>
      }
    }
    scf.yield
  }
  return
}
