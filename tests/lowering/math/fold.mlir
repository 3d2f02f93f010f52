// RUN-DESCENT: opt --canonicalize
// math folds constants as MLIR 22's MathOps.cpp: the C library functions for f32 and f64
// (not the logarithms or square root of negative numbers), roundings (round only for f32
// and f64), absf and copysign for every float type, bit counts, ipowi and the scalar
// classifications, element by element.

func.func @float_fns() -> (f32, f64, f32, f32, f64, f32, f16, bf16, f64, vector<3xf32>) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -0.75 : f64
  %c = arith.constant 0.0 : f32
  %d = arith.constant -0.0 : f32
  %0 = math.sin %a : f32
  %1 = math.atan %b : f64
  %2 = math.log %d : f32
  %3 = math.sqrt %c : f32
  %4 = math.cosh %b : f64
  %5 = math.atan2 %a, %a : f32
  %h = arith.constant -2.5 : f16
  %6 = math.round %h : f16
  %g = arith.constant 2.5 : bf16
  %7 = math.roundeven %g : bf16
  %8 = math.floor %b : f64
  %v = arith.constant dense<[0.5, -1.5, 2.0]> : vector<3xf32>
  %9 = math.trunc %v : vector<3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f64, f32, f32, f64, f32, f16, bf16, f64, vector<3xf32>
}

func.func @ints() -> (i16, i8, i32, i32, i32, vector<2xi8>, i64) {
  %a = arith.constant -5 : i16
  %0 = math.absi %a : i16
  %z = arith.constant 0 : i8
  %1 = math.cttz %z : i8
  %b = arith.constant 3 : i32
  %e = arith.constant 4 : i32
  %2 = math.ipowi %b, %e : i32
  %m = arith.constant -1 : i32
  %n = arith.constant -3 : i32
  %3 = math.ipowi %m, %n : i32
  %4 = math.ipowi %b, %n : i32
  %v = arith.constant dense<[3, -128]> : vector<2xi8>
  %5 = math.ctpop %v : vector<2xi8>
  %big = arith.constant 1024 : i64
  %6 = math.ctlz %big : i64
  return %0, %1, %2, %3, %4, %5, %6 : i16, i8, i32, i32, i32, vector<2xi8>, i64
}

func.func @classify() -> (i1, i1, vector<2xi1>, i1) {
  %inf = arith.constant 0x7F800000 : f32
  %tiny = arith.constant 1.0e-40 : f32
  %0 = math.isinf %inf : f32
  %1 = math.isnormal %tiny : f32
  %v = arith.constant dense<[1.0, 0x7FF8000000000000]> : vector<2xf64>
  %2 = math.isnan %v : vector<2xf64>
  %3 = math.isfinite %tiny : f32
  return %0, %1, %2, %3 : i1, i1, vector<2xi1>, i1
}
