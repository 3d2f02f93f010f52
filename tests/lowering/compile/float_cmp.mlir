// RUN-DESCENT: compile
// All sixteen cmpf predicates (packed into a bitmask) on f64 and f32 pairs that include
// NaN (made as 0.0/0.0 at run time), +-0.0, +-infinity and ordinary values, and select on
// floats, including choosing between zeros of both signs.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @bit(%acc: i64, %c: i1, %k: i64) -> i64 {
  %one = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %b = arith.shli %one, %k : i64
  %v = arith.select %c, %b, %z : i64
  %r = arith.ori %acc, %v : i64
  return %r : i64
}

func.func @mask64(%a: f64, %b: f64) -> i64 {
  %m = arith.constant 0 : i64
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %k5 = arith.constant 5 : i64
  %k6 = arith.constant 6 : i64
  %k7 = arith.constant 7 : i64
  %k8 = arith.constant 8 : i64
  %k9 = arith.constant 9 : i64
  %k10 = arith.constant 10 : i64
  %k11 = arith.constant 11 : i64
  %k12 = arith.constant 12 : i64
  %k13 = arith.constant 13 : i64
  %k14 = arith.constant 14 : i64
  %k15 = arith.constant 15 : i64
  %c0 = arith.cmpf false, %a, %b : f64
  %c1 = arith.cmpf oeq, %a, %b : f64
  %c2 = arith.cmpf ogt, %a, %b : f64
  %c3 = arith.cmpf oge, %a, %b : f64
  %c4 = arith.cmpf olt, %a, %b : f64
  %c5 = arith.cmpf ole, %a, %b : f64
  %c6 = arith.cmpf one, %a, %b : f64
  %c7 = arith.cmpf ord, %a, %b : f64
  %c8 = arith.cmpf ueq, %a, %b : f64
  %c9 = arith.cmpf ugt, %a, %b : f64
  %c10 = arith.cmpf uge, %a, %b : f64
  %c11 = arith.cmpf ult, %a, %b : f64
  %c12 = arith.cmpf ule, %a, %b : f64
  %c13 = arith.cmpf une, %a, %b : f64
  %c14 = arith.cmpf uno, %a, %b : f64
  %c15 = arith.cmpf true, %a, %b : f64
  %m0 = call @bit(%m, %c0, %k0) : (i64, i1, i64) -> i64
  %m1 = call @bit(%m0, %c1, %k1) : (i64, i1, i64) -> i64
  %m2 = call @bit(%m1, %c2, %k2) : (i64, i1, i64) -> i64
  %m3 = call @bit(%m2, %c3, %k3) : (i64, i1, i64) -> i64
  %m4 = call @bit(%m3, %c4, %k4) : (i64, i1, i64) -> i64
  %m5 = call @bit(%m4, %c5, %k5) : (i64, i1, i64) -> i64
  %m6 = call @bit(%m5, %c6, %k6) : (i64, i1, i64) -> i64
  %m7 = call @bit(%m6, %c7, %k7) : (i64, i1, i64) -> i64
  %m8 = call @bit(%m7, %c8, %k8) : (i64, i1, i64) -> i64
  %m9 = call @bit(%m8, %c9, %k9) : (i64, i1, i64) -> i64
  %m10 = call @bit(%m9, %c10, %k10) : (i64, i1, i64) -> i64
  %m11 = call @bit(%m10, %c11, %k11) : (i64, i1, i64) -> i64
  %m12 = call @bit(%m11, %c12, %k12) : (i64, i1, i64) -> i64
  %m13 = call @bit(%m12, %c13, %k13) : (i64, i1, i64) -> i64
  %m14 = call @bit(%m13, %c14, %k14) : (i64, i1, i64) -> i64
  %m15 = call @bit(%m14, %c15, %k15) : (i64, i1, i64) -> i64
  return %m15 : i64
}

func.func @mask32(%a: f32, %b: f32) -> i64 {
  %m = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k4 = arith.constant 4 : i64
  %k6 = arith.constant 6 : i64
  %k8 = arith.constant 8 : i64
  %k11 = arith.constant 11 : i64
  %k14 = arith.constant 14 : i64
  %c1 = arith.cmpf oeq, %a, %b : f32
  %c4 = arith.cmpf olt, %a, %b : f32
  %c6 = arith.cmpf one, %a, %b : f32
  %c8 = arith.cmpf ueq, %a, %b : f32
  %c11 = arith.cmpf ult, %a, %b : f32
  %c14 = arith.cmpf uno, %a, %b : f32
  %m1 = call @bit(%m, %c1, %k1) : (i64, i1, i64) -> i64
  %m4 = call @bit(%m1, %c4, %k4) : (i64, i1, i64) -> i64
  %m6 = call @bit(%m4, %c6, %k6) : (i64, i1, i64) -> i64
  %m8 = call @bit(%m6, %c8, %k8) : (i64, i1, i64) -> i64
  %m11 = call @bit(%m8, %c11, %k11) : (i64, i1, i64) -> i64
  %m14 = call @bit(%m11, %c14, %k14) : (i64, i1, i64) -> i64
  return %m14 : i64
}

func.func @pair(%a: f64, %b: f64) {
  %m = call @mask64(%a, %b) : (f64, f64) -> i64
  %a32 = arith.truncf %a : f64 to f32
  %b32 = arith.truncf %b : f64 to f32
  %n = call @mask32(%a32, %b32) : (f32, f32) -> i64
  call @printI64(%m) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @nan() -> f64 {
  %z = arith.constant 0.0 : f64
  %n = arith.divf %z, %z : f64
  return %n : f64
}

func.func @main() {
  %nan = call @nan() : () -> f64
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %one = arith.constant 1.0 : f64
  %mone = arith.constant -1.5 : f64
  %big = arith.constant 1.0e300 : f64
  %inf = arith.divf %one, %pz : f64
  %ninf = arith.divf %mone, %pz : f64
  call @pair(%one, %mone) : (f64, f64) -> ()
  call @pair(%mone, %one) : (f64, f64) -> ()
  call @pair(%one, %one) : (f64, f64) -> ()
  call @pair(%pz, %nz) : (f64, f64) -> ()
  call @pair(%nan, %one) : (f64, f64) -> ()
  call @pair(%one, %nan) : (f64, f64) -> ()
  call @pair(%nan, %nan) : (f64, f64) -> ()
  call @pair(%inf, %big) : (f64, f64) -> ()
  call @pair(%ninf, %inf) : (f64, f64) -> ()
  call @pair(%inf, %inf) : (f64, f64) -> ()
  // truncf of 1e300 overflows f32 to +inf, so the f32 mask of (big, inf) says equal.
  call @pair(%big, %inf) : (f64, f64) -> ()
  call @printF64(%inf) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%ninf) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%nz) : (f64) -> ()
  call @printNewline() : () -> ()
  // select between the two zeros keeps the sign; 1/x tells them apart.
  %c = arith.cmpf oeq, %pz, %nz : f64
  %s = arith.select %c, %nz, %pz : f64
  %r = arith.divf %one, %s : f64
  call @printF64(%r) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
