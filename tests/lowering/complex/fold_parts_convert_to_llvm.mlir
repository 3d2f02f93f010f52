// RUN-DESCENT: opt --convert-to-llvm
// The parts of a complex.constant fold to constants (complex's materializer makes
// arith.constants, which --convert-to-llvm lowers in turn); sub(add(a, b), b) and
// add(sub(a, b), b) fold away, but create(re(a), im(a)) does not: its parts are lowered
// before it is reached, as in MLIR.
func.func @parts() -> (f32, f32) {
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %r = complex.re %k : complex<f32>
  %i = complex.im %k : complex<f32>
  return %r, %i : f32, f32
}

func.func @inverses(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>) {
  %re = complex.re %a : complex<f64>
  %im = complex.im %a : complex<f64>
  %c = complex.create %re, %im : complex<f64>
  %s = complex.add %c, %b : complex<f64>
  %t = complex.sub %s, %b : complex<f64>
  %u = complex.sub %a, %b : complex<f64>
  %v = complex.add %u, %b : complex<f64>
  return %t, %v : complex<f64>, complex<f64>
}
