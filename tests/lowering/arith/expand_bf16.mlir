// RUN-DESCENT: opt --arith-expand=include-bf16=true
// -arith-expand with include-bf16: f32 -> bf16 truncation (round to nearest even, NaN to
// the quiet NaN) and bf16 -> f32 extension through integer bits, for scalars and vectors.
// Other float pairs stay.
func.func @scalar(%a : f32) -> f32 {
  %b = arith.truncf %a : f32 to bf16
  %c = arith.extf %b : bf16 to f32
  return %c : f32
}

func.func @vector(%a : vector<2x4xf32>) -> vector<2x4xf32> {
  %b = arith.truncf %a fastmath<fast> : vector<2x4xf32> to vector<2x4xbf16>
  %c = arith.extf %b : vector<2x4xbf16> to vector<2x4xf32>
  return %c : vector<2x4xf32>
}

func.func @kept(%a : f64, %h : bf16) -> (bf16, f64, f16) {
  %b = arith.truncf %a : f64 to bf16
  %c = arith.extf %h : bf16 to f64
  %d = arith.truncf %a : f64 to f16
  return %b, %c, %d : bf16, f64, f16
}
