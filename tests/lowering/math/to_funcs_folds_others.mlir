// RUN-DESCENT: opt --convert-math-to-funcs
// MLIR runs -convert-math-to-funcs as a partial conversion whose target declares only
// arith, cf, func, scf and vector legal: every other op is folded when it can be (a cast
// round trip, math.ctlz without convert-ctlz, a constant math.ipowi after its function was
// written), even in a module with nothing to call.
func.func @f(%a: i64, %b: i32) -> (i64, i32, i32, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %c = arith.constant 8 : i32
  %2 = math.ctlz %c : i32
  %3 = math.ipowi %c, %c : i32
  %4 = math.ipowi %b, %c : i32
  %5 = math.absi %c : i32
  return %1, %2, %3, %4 : i64, i32, i32, i32
}
func.func @g(%x: f32) -> f32 {
  %c = arith.constant -2.5 : f32
  %0 = math.absf %c : f32
  %1 = arith.addf %x, %0 : f32
  return %1 : f32
}
