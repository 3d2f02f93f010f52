// RUN-DESCENT: opt --canonicalize
// The complex folds and canonicalization patterns under -canonicalize: parts of constants
// and of negated creates, additions of zero, products and quotients by one, and chains
// of bitcasts.
func.func @parts(%a: complex<f32>, %x: f32, %y: f32, %i: i64) -> (f32, f32, i64, complex<f32>, f64) {
  %n = complex.neg %a : complex<f32>
  %r = complex.re %n : complex<f32>
  %c = complex.create %x, %y : complex<f32>
  %cn = complex.neg %c : complex<f32>
  %ri = complex.im %cn : complex<f32>
  %b1 = complex.bitcast %a : complex<f32> to i64
  %b2 = complex.bitcast %b1 : i64 to complex<f32>
  %b3 = complex.bitcast %b2 : complex<f32> to i64
  %b4 = complex.bitcast %i : i64 to complex<f32>
  %b5 = complex.bitcast %b4 : complex<f32> to f64
  return %r, %ri, %b3, %b2, %b5 : f32, f32, i64, complex<f32>, f64
}

func.func @bitcasts(%a: complex<f32>, %i: i64, %d: f64) -> (f64, complex<f32>, i64) {
  %b1 = complex.bitcast %a : complex<f32> to i64
  %b2 = arith.bitcast %b1 : i64 to f64
  %c1 = arith.bitcast %d : f64 to i64
  %c2 = complex.bitcast %c1 : i64 to complex<f32>
  %e1 = complex.bitcast %d : f64 to complex<f32>
  %e2 = complex.bitcast %e1 : complex<f32> to i64
  return %b2, %c2, %e2 : f64, complex<f32>, i64
}

func.func @folds(%a: complex<f32>, %x: f32, %y: f32) -> (f32, f32, f32, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %r = complex.re %n : complex<f32>
  %c = complex.conj %a : complex<f32>
  %i = complex.im %c : complex<f32>
  %k = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %m = complex.mul %a, %k : complex<f32>
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %m0 = complex.mul %a, %z : complex<f32>
  %d = complex.div %a, %k : complex<f32>
  %cr = complex.create %x, %y : complex<f32>
  %ab = complex.abs %cr : complex<f32>
  %k2 = complex.constant [-0.0 : f32, -0.0 : f32] : complex<f32>
  %s = complex.add %a, %k2 : complex<f32>
  %ri = complex.re %k : complex<f32>
  return %r, %i, %ri, %m, %m0, %d, %ab, %s : f32, f32, f32, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>
}
