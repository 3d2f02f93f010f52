// Complex arithmetic through --convert-to-llvm: create, re, im, constant, add, sub, mul,
// div (the algebraic formula of complex-range=basic, including a zero divisor) and abs, on
// complex<f64> and complex<f32>, with complex values passed to and returned from calls.
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @pc(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  call @printF64(%re) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%im) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %add = complex.add %a, %b : complex<f64>
  %sub = complex.sub %a, %b : complex<f64>
  %mul = complex.mul %a, %b : complex<f64>
  %div = complex.div %a, %b : complex<f64>
  call @pc(%add) : (complex<f64>) -> ()
  call @pc(%sub) : (complex<f64>) -> ()
  call @pc(%mul) : (complex<f64>) -> ()
  call @pc(%div) : (complex<f64>) -> ()
  %abs = complex.abs %mul : complex<f64>
  call @printF64(%abs) : (f64) -> ()
  call @printNewline() : () -> ()
  return %mul : complex<f64>
}

func.func @single(%x: f32, %y: f32) {
  %z = complex.create %x, %y : complex<f32>
  %k = complex.constant [0.5 : f32, -1.5 : f32] : complex<f32>
  %p = complex.mul %z, %k fastmath<contract> : complex<f32>
  %q = complex.div %p, %z : complex<f32>
  %s = complex.sub %q, %k : complex<f32>
  %abs = complex.abs %p : complex<f32>
  %re = complex.re %s : complex<f32>
  %im = complex.im %s : complex<f32>
  %re64 = arith.extf %re : f32 to f64
  %im64 = arith.extf %im : f32 to f64
  %abs64 = arith.extf %abs : f32 to f64
  call @printF64(%re64) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%im64) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%abs64) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1.0 : f64
  %c2 = arith.constant 2.0 : f64
  %c3 = arith.constant -3.0 : f64
  %c4 = arith.constant 0.25 : f64
  %zero = arith.constant 0.0 : f64
  %a = complex.create %c1, %c2 : complex<f64>
  %b = complex.create %c3, %c4 : complex<f64>
  %r = call @ops(%a, %b) : (complex<f64>, complex<f64>) -> complex<f64>
  call @pc(%r) : (complex<f64>) -> ()
  %z = complex.create %zero, %zero : complex<f64>
  %r2 = call @ops(%b, %z) : (complex<f64>, complex<f64>) -> complex<f64>
  %x = arith.constant 3.0 : f32
  %y = arith.constant -4.0 : f32
  call @single(%x, %y) : (f32, f32) -> ()
  return
}
