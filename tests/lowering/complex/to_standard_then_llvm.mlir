// RUN-DESCENT: opt -convert-complex-to-standard -convert-math-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// The usual pipeline: complex ops expanded, then everything lowered to the LLVM dialect.
func.func @f(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, f64) {
  %0 = complex.exp %a : complex<f64>
  %1 = complex.div %0, %b : complex<f64>
  %2 = complex.sqrt %1 fastmath<nnan,ninf> : complex<f64>
  %3 = complex.abs %2 : complex<f64>
  return %2, %3 : complex<f64>, f64
}
