// RUN-DESCENT: opt --canonicalize
// NaN constants through extf/truncf fold as APFloat converts them: quiet NaNs whose payload survives the narrower fraction fold, signaling NaNs and lossy payloads do not.
func.func @f() -> (f64, f64) {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.extf %a : f32 to f64
  %c = arith.constant 0xFFC00000 : f32
  %d = arith.extf %c : f32 to f64
  return %b, %d : f64, f64
}
func.func @g() -> (f32, f16) {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.truncf %a : f64 to f32
  %c = arith.constant 0x7FF8000000000001 : f64
  %d = arith.truncf %c : f64 to f16
  return %b, %d : f32, f16
}
func.func @h() -> (f32, bf16, bf16, f64, vector<2xf64>, f16, f32, f64) {
  %a = arith.constant 0x7E01 : f16
  %b = arith.extf %a : f16 to f32
  %c = arith.constant 0x7FC00001 : f32
  %d = arith.truncf %c : f32 to bf16
  %e = arith.constant 0xFFC10000 : f32
  %f = arith.truncf %e : f32 to bf16
  %g = arith.constant 0x7F800001 : f32
  %h = arith.extf %g : f32 to f64
  %i = arith.constant dense<[0x7FC00000, 1.0]> : vector<2xf32>
  %j = arith.extf %i : vector<2xf32> to vector<2xf64>
  %k = arith.constant 0x7FF8000000000000 : f64
  %l = arith.truncf %k : f64 to f16
  %m = arith.constant 0x7FF0000000000001 : f64
  %n = arith.truncf %m : f64 to f32
  %o = arith.constant 0xFF800000 : f32
  %p = arith.extf %o : f32 to f64
  return %b, %d, %f, %h, %j, %l, %n, %p : f32, bf16, bf16, f64, vector<2xf64>, f16, f32, f64
}
