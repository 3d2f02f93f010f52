// RUN-DESCENT: opt --convert-to-llvm
// A memref argument a converted op uses gets its descriptor when that op is converted;
// an index argument only unconverted ops (affine.load) use is bridged when the
// conversion ends, so its cast comes first in the entry block even though it is
// declared first.
func.func @f(%s: i16, %i: index, %m: memref<3x4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0, %c0] : memref<3x4xf64>
  %y = affine.load %m[%i floordiv 4, %i mod 4] : memref<3x4xf64>
  %z = arith.addf %x, %y : f64
  return %z : f64
}
