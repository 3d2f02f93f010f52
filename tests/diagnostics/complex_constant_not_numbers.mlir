func.func @f() -> complex<f32> {
  %0 = complex.constant ["re", 2.0 : f32] : complex<f32>
  return %0 : complex<f32>
}
