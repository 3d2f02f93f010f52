// RUN-DESCENT: opt -convert-complex-to-standard
// ComplexToStandard's expansions of the elementary functions, with MLIR's special cases
// (sqrt, rsqrt, tan and tanh skip theirs under nnan and ninf); log, pow, powi and atan2
// build complex ops that are expanded in turn.
func.func @functions(%a: complex<f32>, %b: complex<f32>, %n: i32) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.exp %a : complex<f32>
  %1 = complex.expm1 %0 fastmath<nnan> : complex<f32>
  %2 = complex.log %1 : complex<f32>
  %3 = complex.log1p %2 fastmath<fast> : complex<f32>
  %4 = complex.sin %3 : complex<f32>
  %5 = complex.cos %4 fastmath<afn> : complex<f32>
  %6 = complex.pow %5, %b : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @roots(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %0 = complex.sqrt %a : complex<f64>
  %1 = complex.sqrt %a fastmath<nnan,ninf> : complex<f64>
  %2 = complex.rsqrt %a fastmath<nnan> : complex<f64>
  %3 = complex.rsqrt %a fastmath<fast> : complex<f64>
  return %0, %1, %2, %3 : complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

func.func @trig(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.tan %a : complex<f32>
  %1 = complex.tan %a fastmath<fast> : complex<f32>
  %2 = complex.tanh %a fastmath<nnan> : complex<f32>
  %3 = complex.tanh %a fastmath<nnan,ninf,contract> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @powers(%a: complex<f16>, %b: complex<f16>, %n: i16) -> (complex<f16>, complex<f16>, complex<f16>) {
  %0 = complex.powi %a, %n : complex<f16>, i16
  %1 = complex.powi %a, %n fastmath<nnan> : complex<f16>, i16
  %2 = complex.atan2 %a, %b : complex<f16>
  return %0, %1, %2 : complex<f16>, complex<f16>, complex<f16>
}
