// RUN-DESCENT: opt -convert-math-to-funcs --mlir-print-debuginfo
// math.ipowi and math.fpowi become calls of functions written once per type, at the
// module's location.
func.func @f(%a: i64, %b: i64, %x: f32, %n: i32, %y: f16, %m: i8) -> (i64, f32, f16, i64) {
  %0 = math.ipowi %a, %b : i64
  %1 = math.fpowi %x, %n : f32, i32
  %2 = math.fpowi %y, %m : f16, i8
  %3 = math.ipowi %0, %b : i64
  return %0, %1, %2, %3 : i64, f32, f16, i64
}
func.func @g(%x: f32, %n: i32) -> f32 {
  %1 = math.fpowi %x, %n : f32, i32
  return %1 : f32
}
