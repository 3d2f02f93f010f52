// RUN-DESCENT: opt --convert-scf-to-cf --mlir-print-op-generic
// The ops the lowering builds, with all their properties: arith.addi's overflow flags,
// arith.cmpi's predicate, the branches' operand segments and cf.switch's case values.
func.func @ops(%lb: index, %ub: index, %c: i1, %a: i32) -> i32 {
  scf.for unsigned %i = %lb to %ub step %lb {
  }
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %s = scf.index_switch %lb -> i32
    case 2 {
      scf.yield %a : i32
    }
    case 3 {
      scf.yield %a : i32
    }
    default {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  }
  scf.index_switch %ub
  default {
  }
  return %r : i32
}
