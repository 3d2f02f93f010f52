func.func @f() -> i8 {
  cf.br ^bb2
^bb1:
  return %1 : i8
^bb2:
  %1 = arith.constant 1.0 : f32
  cf.br ^bb1
}
