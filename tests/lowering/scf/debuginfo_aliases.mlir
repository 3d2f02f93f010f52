// RUN-DESCENT: opt --mlir-print-debuginfo
// Location aliases are numbered in the order MLIR's printer visits them: an op's own
// location first, block-argument locations only where the custom form prints the
// arguments, nothing for elided terminators, switch cases before the default region.
// scf.index_switch: a cf.switch on the index cast to i32 (case values truncated to i32, as
// MLIR 22 does), case blocks then the default block, all branching to the continuation.
func.func @results(%i: index, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.index_switch %i -> i32, f32
  case 0 {
    %x = arith.addi %a, %a : i32
    scf.yield %x, %b : i32, f32
  }
  case -3 {
    scf.yield %a, %b : i32, f32
  }
  case 7 {
    %k = arith.constant 9 : i32
    scf.yield %k, %b : i32, f32
  }
  default {
    scf.yield %a, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @no_results(%i: index, %m: memref<index>) {
  scf.index_switch %i
  case 1 {
    memref.store %i, %m[] : memref<index>
    scf.yield
  }
  default {
    memref.store %i, %m[] : memref<index>
  }
  scf.index_switch %i
  default {
  }
  return
}

func.func @wide_cases(%i: index) {
  scf.index_switch %i
  case 4294967297 {
    scf.yield
  }
  case -2147483649 {
    scf.yield
  }
  default {
  }
  return
}

func.func @nested(%i: index, %c: i1, %a: i64) -> i64 {
  %r = scf.index_switch %i -> i64
  case 2 {
    %s = scf.if %c -> (i64) {
      scf.yield %a : i64
    } else {
      %z = arith.constant 0 : i64
      scf.yield %z : i64
    }
    scf.yield %s : i64
  }
  default {
    %t = scf.index_switch %i -> i64
    case 5 {
      scf.yield %a : i64
    }
    default {
      scf.yield %a : i64
    }
    scf.yield %t : i64
  }
  return %r : i64
}
func.func @g(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.yield
  }
  scf.for %i = %c0 to %n step %c1 {
  }
  %c = arith.cmpi slt, %c0, %n : index
  scf.if %c {
    %y = memref.load %m[%c0] : memref<?xf32>
  }
  return
}
