// RUN-DESCENT: opt --convert-arith-to-llvm
func.func @f(%a: f8E4M3FN, %b: vector<4xf8E5M2>, %c: i1, %t: tf32, %x: f32) -> (f8E4M3FN, f8E4M3FN, i8, f32) {
  %0 = arith.addf %a, %a : f8E4M3FN
  %7 = arith.negf %a : f8E4M3FN
  %8 = arith.truncf %x : f32 to f8E4M3FN
  %1 = arith.select %c, %a, %7 : f8E4M3FN
  %2 = arith.bitcast %a : f8E4M3FN to i8
  %3 = arith.extf %a : f8E4M3FN to f32
  %4 = arith.cmpf olt, %b, %b : vector<4xf8E5M2>
  %5 = arith.mulf %t, %t : tf32
  %6 = arith.constant 1.0 : f8E4M3FN

  return %0, %1, %2, %3 : f8E4M3FN, f8E4M3FN, i8, f32
}
