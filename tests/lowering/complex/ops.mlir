// RUN-DESCENT: opt
// Every op of the complex dialect in its custom form, with and without fast-math flags.
func.func @ops(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32, %n: i32, %w: complex<f64>) -> complex<f32> {
  %c = complex.create %x, %y : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a fastmath<nnan> : complex<f32>
  %k = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %ki = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %0, %c fastmath<nnan,ninf> : complex<f32>
  %2 = complex.mul %1, %k fastmath<fast> : complex<f32>
  %3 = complex.div %2, %b fastmath<none> : complex<f32>
  %4 = complex.pow %3, %a : complex<f32>
  %5 = complex.atan2 %4, %a : complex<f32>
  %6 = complex.powi %5, %n : complex<f32>, i32
  %7 = complex.powi %6, %n fastmath<none> : complex<f32>, i32
  %abs = complex.abs %7 fastmath<afn> : complex<f32>
  %ang = complex.angle %7 : complex<f32>
  %e = complex.eq %7, %a : complex<f32>
  %ne = complex.neq %7, %a : complex<f32>
  %8 = complex.neg %7 : complex<f32>
  %9 = complex.conj %8 : complex<f32>
  %10 = complex.exp %9 : complex<f32>
  %11 = complex.expm1 %10 : complex<f32>
  %12 = complex.log %11 fastmath<contract> : complex<f32>
  %13 = complex.log1p %12 : complex<f32>
  %14 = complex.sqrt %13 : complex<f32>
  %15 = complex.rsqrt %14 : complex<f32>
  %16 = complex.sign %15 : complex<f32>
  %17 = complex.sin %16 : complex<f32>
  %18 = complex.cos %17 : complex<f32>
  %19 = complex.tan %18 : complex<f32>
  %20 = complex.tanh %19 : complex<f32>
  %bc = complex.bitcast %w : complex<f64> to i128
  %bc2 = complex.bitcast %bc : i128 to complex<f64>
  %bc3 = complex.bitcast %a : complex<f32> to f64
  %g = "complex.add"(%20, %a) <{fastmath = #arith.fastmath<reassoc>}> {tag} : (complex<f32>, complex<f32>) -> complex<f32>
  return %g : complex<f32>
}
