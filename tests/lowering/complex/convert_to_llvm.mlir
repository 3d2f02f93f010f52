// RUN-DESCENT: opt --convert-to-llvm
// The complex ops take part in --convert-to-llvm (functions take and return structs).
func.func @lower(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32) -> (complex<f32>, f32, f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  %s = complex.add %a, %b : complex<f32>
  %t = complex.sub %s, %c fastmath<nnan> : complex<f32>
  %m = complex.mul %t, %b fastmath<fast> : complex<f32>
  %d = complex.div %m, %b : complex<f32>
  %ab = complex.abs %d fastmath<nnan,ninf> : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %e = complex.add %d, %k : complex<f32>
  return %e, %r, %i, %ab : complex<f32>, f32, f32, f32
}

func.func @div_f64(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %d = complex.div %a, %b fastmath<nnan> : complex<f64>
  return %d : complex<f64>
}

func.func @folds(%x: f32, %y: f32, %a: complex<f32>) -> (f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %c = complex.create %x, %y : complex<f32>
  %r = complex.re %c : complex<f32>
  %i = complex.im %c : complex<f32>
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %t = complex.add %a, %z : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %m = complex.mul %a, %one : complex<f32>
  %d = complex.div %a, %one : complex<f32>
  %m2 = complex.mul %one, %a : complex<f32>
  return %r, %i, %t, %m, %d, %m2 : f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
