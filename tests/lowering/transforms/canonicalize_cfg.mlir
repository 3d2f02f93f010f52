// RUN-DESCENT: opt -allow-unregistered-dialect -pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))
// Region simplification: unreachable blocks, dead block arguments (also through
// loops), identical blocks merged with the values that differ passed as arguments, and
// arguments every predecessor feeds the same value.
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^dead:
  %x = arith.addi %a, %a : i32
  cf.br ^dead2(%x : i32)
^dead2(%y: i32):
  return %y : i32
}

func.func @dead_args(%a: f32, %n: i1) {
  cf.br ^loop(%a, %a : f32, f32)
^loop(%x: f32, %y: f32):
  %e = math.exp %x : f32
  "foo.print"(%y) : (f32) -> ()
  cf.cond_br %n, ^loop(%e, %y : f32, f32), ^exit
^exit:
  return
}

func.func @merge(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^mid
^mid:
  "foo.side"() : () -> ()
  cf.br ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %b, %b : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @same_value(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2(%y: i32):
  "foo.other"(%y) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
