// RUN-DESCENT: opt -allow-unregistered-dialect -split-input-file -pass-pipeline=builtin.module(func.func(canonicalize))
// cf canonicalization: a switch reached from a switch on the same flag, the condition's
// value in the blocks only a cond_br reaches, branch weights kept through pass-through
// blocks, a constant-true assert, and branch cycles that must not be collapsed forever.

func.func @switch_chain(%f: i32, %a: f32, %b: f32) {
  "pred.all"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    5: ^bb2,
    7: ^bb7
  ]
^bb2:
  "t.two"() : () -> ()
^bb3:
  "t.three"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    5: ^bb5(%b : f32),
    9: ^bb6(%a : f32)
  ]
^bb4(%x: f32):
  "t.four"(%x) : (f32) -> ()
^bb5(%y: f32):
  "t.five"(%y) : (f32) -> ()
^bb6(%z: f32):
  "t.six"(%z) : (f32) -> ()
^bb7:
  "t.seven"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    7: ^bb5(%b : f32)
  ]
}

// -----

func.func @truth_and_weights(%c: i1, %p: i32, %q: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "never"
  cf.cond_br %c weights([10, 90]), ^bb1, ^bb2
^bb1:
  "use.t"(%c) : (i1) -> ()
  cf.br ^bb3
^bb2:
  cf.br ^bb4
^bb3:
  return %p : i32
^bb4:
  "use.f"(%c) : (i1) -> ()
  return %q : i32
}

// -----

func.func @branch_cycles(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb5
}
