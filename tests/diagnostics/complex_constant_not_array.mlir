func.func @f() -> complex<f32> {
  %0 = complex.constant 1.0 : complex<f32>
  return %0 : complex<f32>
}
