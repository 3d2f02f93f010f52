// RUN-DESCENT: opt --arith-expand
// arith.extf/truncf are legal for -arith-expand unless a bf16 option makes them illegal:
// a cast of a constant stays (the rest of arith is legal too; scf ops are folded).
func.func @f(%x: f32) -> (f64, f32, f16, f32) {
  %c = arith.constant 53.5 : f32
  %0 = arith.extf %c : f32 to f64
  %d = arith.constant 2.5 : f64
  %1 = arith.truncf %d : f64 to f32
  %h = arith.constant 1.0 : f32
  %2 = arith.truncf %h : f32 to f16
  %3 = arith.maximumf %c, %x : f32
  return %0, %1, %2, %3 : f64, f32, f16, f32
}
