// RUN-DESCENT: opt -convert-complex-to-standard
// ComplexToStandard's expansions into arith and math (division with its default
// complex-range=improved); sign expands the abs it builds; create, re, im and constant stay.
func.func @arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, i1, i1) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %0, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %1, %b fastmath<nnan> : complex<f32>
  %3 = complex.div %2, %b : complex<f32>
  %4 = complex.eq %3, %a : complex<f32>
  %5 = complex.neq %3, %a : complex<f32>
  return %0, %1, %2, %3, %4, %5 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, i1, i1
}

func.func @unary(%a: complex<f64>) -> (f64, complex<f64>, complex<f64>, f64, complex<f64>, f64) {
  %0 = complex.abs %a fastmath<nnan> : complex<f64>
  %1 = complex.neg %a : complex<f64>
  %2 = complex.conj %1 fastmath<nnan> : complex<f64>
  %3 = complex.angle %2 fastmath<nnan> : complex<f64>
  %4 = complex.sign %2 fastmath<nnan> : complex<f64>
  %5 = complex.re %4 : complex<f64>
  return %0, %1, %2, %3, %4, %5 : f64, complex<f64>, complex<f64>, f64, complex<f64>, f64
}

func.func @div_fastmath(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.add %a, %z : complex<f32>
  %1 = complex.div %0, %k fastmath<fast> : complex<f32>
  return %1 : complex<f32>
}
