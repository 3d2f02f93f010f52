func.func @f(%a: complex<f32>) -> i32 {
  %0 = complex.bitcast %a : complex<f32> to i32
  return %0 : i32
}
