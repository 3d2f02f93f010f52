func.func @f(%a: i64) -> f64 {
  %0 = complex.bitcast %a : i64 to f64
  return %0 : f64
}
