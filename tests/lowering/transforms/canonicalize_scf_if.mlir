// RUN-DESCENT: opt -canonicalize
func.func private @use(i32)
func.func private @effect()

func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @all_outside(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}

func.func @unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    func.call @effect() : () -> ()
    %x = arith.muli %a, %b : i32
    %y = arith.addi %a, %b : i32
    scf.yield %x, %y : i32, i32
  } else {
    func.call @effect() : () -> ()
    %z = arith.subi %a, %b : i32
    scf.yield %z, %z : i32, i32
  }
  return %r#1 : i32
}

func.func @empty_else(%c: i1, %a: i32) {
  scf.if %c {
    func.call @use(%a) : (i32) -> ()
  } else {
  } {tag = "kept"}
  return
}

func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @nested_effects(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      func.call @use(%a) : (i32) -> ()
    }
  }
  return
}

func.func @nested_upgrade(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      func.call @effect() : () -> ()
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @nested_mismatch(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = scf.if %d -> (i32) {
      func.call @effect() : () -> ()
      scf.yield %a : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @static(%a: i32) -> i32 {
  %true = arith.constant true
  %false = arith.constant false
  scf.if %false {
    func.call @use(%a) : (i32) -> ()
  }
  %r = scf.if %true -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
