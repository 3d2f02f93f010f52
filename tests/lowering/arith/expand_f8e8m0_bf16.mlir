// RUN-DESCENT: opt "--arith-expand=include-bf16=true include-f8e8m0=true"
// With include-bf16 too, the bf16 casts the f8E8M0FNU expansions go through are expanded
// in turn, as are the bf16 casts already there.
func.func @via_bf16(%a: bf16, %b: f8E8M0FNU) -> (f8E8M0FNU, bf16) {
  %0 = arith.truncf %a : bf16 to f8E8M0FNU
  %1 = arith.extf %b : f8E8M0FNU to bf16
  return %0, %1 : f8E8M0FNU, bf16
}
func.func @trunc(%a: f32, %b: f16, %c: f64, %d: vector<2xf32>) -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, vector<2xf8E8M0FNU>) {
  %0 = arith.truncf %a : f32 to f8E8M0FNU
  %1 = arith.truncf %b : f16 to f8E8M0FNU
  %2 = arith.truncf %c : f64 to f8E8M0FNU
  %3 = arith.truncf %d : vector<2xf32> to vector<2xf8E8M0FNU>
  return %0, %1, %2, %3 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, vector<2xf8E8M0FNU>
}
func.func @ext(%a: f8E8M0FNU, %v: vector<3xf8E8M0FNU>) -> (f32, f16, f64, vector<3xf32>) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %a : f8E8M0FNU to f16
  %2 = arith.extf %a : f8E8M0FNU to f64
  %3 = arith.extf %v : vector<3xf8E8M0FNU> to vector<3xf32>
  return %0, %1, %2, %3 : f32, f16, f64, vector<3xf32>
}
func.func @others(%a: f32, %b: bf16) -> (bf16, f32, f64) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.extf %a : f32 to f64
  return %0, %1, %2 : bf16, f32, f64
}
