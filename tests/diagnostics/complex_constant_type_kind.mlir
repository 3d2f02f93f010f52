func.func @f() -> f32 {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return %0 : f32
}
