// RUN-DESCENT: opt --arith-expand
// -arith-expand folds only what its target does not declare legal: the arith casts stay
// legal (without include-bf16, and other than bf16 <-> f32 with it), so a cast of a
// constant is kept, while the expanded ops of constants still fold.
func.func @f(%x: f32) -> (f64, f32, bf16, i32) {
  %c = arith.constant 2.5 : f32
  %d = arith.constant 7.0 : f64
  %0 = arith.extf %c : f32 to f64
  %1 = arith.truncf %d : f64 to f32
  %2 = arith.truncf %c : f32 to bf16
  %a = arith.constant 3 : i32
  %b = arith.constant -5 : i32
  %3 = arith.maxsi %a, %b : i32
  return %0, %1, %2, %3 : f64, f32, bf16, i32
}
