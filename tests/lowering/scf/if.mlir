// RUN-DESCENT: opt --convert-scf-to-cf
// scf.if: a cf.cond_br to the inlined regions, which branch to the rest of the block, or
// to a block taking the results that then branches there.
func.func @then_only(%c: i1, %m: memref<i32>, %v: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  return
}

func.func @then_else(%c: i1, %m: memref<i32>, %v: i32, %w: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
    memref.store %w, %m[] : memref<i32>
  }
  return
}

func.func @results(%c: i1, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x, %b : i32, f32
  } else {
    scf.yield %a, %b : i32, f32
  }
  %s = arith.muli %r#0, %r#0 : i32
  return %s, %r#1 : i32, f32
}

func.func @nested(%c: i1, %d: i1, %a: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> (i32) {
      scf.yield %a : i32
    } else {
      %k = arith.constant 3 : i32
      scf.yield %k : i32
    }
    scf.yield %s : i32
  } else {
    scf.if %d {
      memref.store %a, %m[] : memref<i32>
    }
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @empty(%c: i1) {
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  return
}

func.func @in_loop(%c: i1, %n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      memref.store %i, %m[%i] : memref<?xindex>
    } else {
      scf.for %j = %c0 to %i step %c1 {
        memref.store %j, %m[%j] : memref<?xindex>
      }
    }
    memref.store %c0, %m[%c0] : memref<?xindex>
  }
  return
}
