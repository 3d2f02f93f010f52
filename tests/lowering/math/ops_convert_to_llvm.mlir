// RUN-DESCENT: opt --convert-to-llvm=filter-dialects=math
func.func @floats(%x: f32, %y: f32, %z: f32, %v: vector<2x4xf64>, %i: i32) -> (f32, vector<2x4xf64>) {
  %0 = math.absf %x : f32
  %1 = math.ceil %0 fastmath<fast> : f32
  %2 = math.floor %1 : f32
  %3 = math.sqrt %2 : f32
  %4 = math.exp %3 : f32
  %5 = math.exp2 %4 : f32
  %6 = math.log %5 : f32
  %7 = math.log2 %6 : f32
  %8 = math.log10 %7 : f32
  %9 = math.sin %8 : f32
  %10 = math.cos %9 : f32
  %11 = math.powf %10, %y : f32
  %12 = math.fma %11, %y, %z : f32
  %13 = math.copysign %12, %y : f32
  %14 = math.round %13 : f32
  %15 = math.roundeven %14 : f32
  %16 = math.trunc %15 : f32
  %17 = math.rsqrt %16 : f32
  %18 = math.expm1 %17 : f32
  %19 = math.log1p %18 : f32
  %20 = math.fpowi %19, %i : f32, i32
  %21 = math.sqrt %v : vector<2x4xf64>
  %22 = math.atan2 %20, %y : f32
  %23 = math.tanh %22 : f32
  return %23, %21 : f32, vector<2x4xf64>
}
func.func @ints(%a: i32, %b: vector<4xi16>) -> (i32, i32, i32, i32, vector<4xi16>) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  %4 = math.ctpop %b : vector<4xi16>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<4xi16>
}
func.func @classes(%x: f64) -> (i1, i1) {
  %0 = math.isnan %x : f64
  %1 = math.isfinite %x : f64
  return %0, %1 : i1, i1
}
