// RUN-DESCENT: opt "--arith-expand=include-f8e8m0=true"
// Casts to and from f8E8M0FNU through an f32's exponent bits; the other side goes
// through f32 first (or last). Other float casts stay.
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
