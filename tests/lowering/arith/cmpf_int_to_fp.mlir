// RUN-DESCENT: opt --canonicalize
// cmpf of an integer converted to float against a float constant becomes a cmpi (or a
// constant) where the conversion keeps the values apart, as MLIR 22's CmpFIntToFPConst;
// i64 to f32 against a constant the rounding reaches stays a cmpf.

func.func @a(%i: i32, %j: i8, %k: i64, %u: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f64
  %g = arith.sitofp %j : i8 to f32
  %h = arith.sitofp %k : i64 to f32
  %v = arith.uitofp %u : i16 to f32
  %c1 = arith.constant -4.5 : f64
  %c2 = arith.constant 300.0 : f32
  %c3 = arith.constant -200.0 : f32
  %c4 = arith.constant 2.5 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %c6 = arith.constant 1.0e10 : f32
  %c7 = arith.constant -0.0 : f32
  %c8 = arith.constant 70000.0 : f32
  %0 = arith.cmpf ole, %f, %c1 : f64
  %1 = arith.cmpf ult, %f, %c1 : f64
  %2 = arith.cmpf ugt, %g, %c2 : f32
  %3 = arith.cmpf one, %g, %c3 : f32
  %4 = arith.cmpf oge, %g, %c4 : f32
  %5 = arith.cmpf olt, %g, %c4 : f32
  %6 = arith.cmpf oeq, %h, %c4 : f32
  %7 = arith.cmpf olt, %h, %c5 : f32
  %8 = arith.cmpf ogt, %h, %c6 : f32
  %9 = arith.cmpf ueq, %v, %c7 : f32
  %10 = arith.cmpf ord, %v, %c8 : f32
  %11 = arith.cmpf ule, %v, %c8 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
