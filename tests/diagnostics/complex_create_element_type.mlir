func.func @f(%a: f32) -> complex<f64> {
  %0 = "complex.create"(%a, %a) : (f32, f32) -> complex<f64>
  return %0 : complex<f64>
}
