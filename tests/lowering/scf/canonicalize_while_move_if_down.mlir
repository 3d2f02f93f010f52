// RUN-DESCENT: opt -canonicalize -allow-unregistered-dialect
// WhileMoveIfDown: an scf.if on the loop condition just before scf.condition, with an
// empty else branch, moves into the after block; the before-block values its then
// branch reads become extra loop results; otherwise the loop stays.
func.func @moved(%init: i32) -> (i32, i32) {
  %0:2 = scf.while (%a = %init) : (i32) -> (i32, i32) {
    %x = "test.produce"(%a) : (i32) -> i32
    %c = "test.cond"(%x) : (i32) -> i1
    %r:2 = scf.if %c -> (i32, i32) {
      %s = arith.addi %x, %a : i32
      test.alloca_scope_region {
        "test.use"(%x) : (i32) -> ()
      }
      %u = arith.subi %x, %a : i32
      scf.yield %s, %u : i32, i32
    } else {
      scf.yield %x, %init : i32, i32
    }
    scf.condition(%c) %r#1, %r#0 : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.muli %p, %q : i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @else_not_empty(%init: i32) -> i32 {
  %0 = scf.while (%a = %init) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %r = scf.if %c -> (i32) {
      %s = arith.addi %a, %a : i32
      scf.yield %s : i32
    } else {
      %t = arith.muli %a, %a : i32
      scf.yield %t : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %0 : i32
}

func.func @other_condition(%init: i32, %d: i1) -> i32 {
  %0 = scf.while (%a = %init) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %r = scf.if %d -> (i32) {
      %s = arith.addi %a, %a : i32
      scf.yield %s : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %0 : i32
}
