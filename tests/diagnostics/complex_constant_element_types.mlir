func.func @f() -> complex<f64> {
  %0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>
  return %0 : complex<f64>
}
