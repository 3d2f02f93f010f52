// RUN-DESCENT: opt --convert-to-llvm
// arith.truncf without and with rounding modes, on scalars and an n-D vector (unrolled).
func.func @f(%x: f64, %v: vector<2x3xf64>) -> (f32, f32, vector<2x3xf32>, f16) {
  %0 = arith.truncf %x : f64 to f32
  %1 = arith.truncf %x downward : f64 to f32
  %2 = arith.truncf %v to_nearest_away fastmath<fast> : vector<2x3xf64> to vector<2x3xf32>
  %3 = arith.truncf %x toward_zero : f64 to f16
  return %0, %1, %2, %3 : f32, f32, vector<2x3xf32>, f16
}
