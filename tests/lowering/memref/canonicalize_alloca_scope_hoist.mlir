// RUN-DESCENT: opt -canonicalize -allow-unregistered-dialect
// alloca_scope hoisting (AllocaScopeHoister): stack allocations whose operands are
// defined outside the outermost op below the allocation scope move before it when the
// scope ends every region on the way; otherwise nothing moves.
func.func @hoist_through_two(%n: index) {
  "test.outer"() ({
    "test.inner"() ({
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        %b = memref.alloca() : memref<4xi8>
        "test.use"(%a, %b) : (memref<?xf32>, memref<4xi8>) -> ()
      }
      "test.end"() : () -> ()
    }) : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @operand_inside(%n: index) {
  "test.outer"() ({
    %m = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%m) : memref<?xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @not_last(%n: index) {
  "test.outer"() ({
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    "test.other"() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @outer_not_last(%n: index) {
  "test.outer"() ({
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  "test.after"() : () -> ()
  return
}

func.func @in_loop(%n: index, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.outer"() ({
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        "test.use"(%a) : (memref<?xf32>) -> ()
      }
      "test.end"() : () -> ()
    }) : () -> ()
  }
  return
}
