// Float arithmetic and conversions: addf/subf/mulf/divf/remf/negf on f32 and f64,
// extf/truncf, sitofp/uitofp and fptosi/fptoui on in-range values (including negative
// fractions, which truncate toward zero), maximumf/minimumf (NaN-propagating, -0 < +0)
// beside maxnumf/minnumf, and the math ops sqrt, absf, fma, copysign, floor, ceil, trunc,
// round and roundeven.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @pf(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @pf32(%x: f32) {
  %y = arith.extf %x : f32 to f64
  call @printF64(%y) : (f64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @arith64(%a: f64, %b: f64) {
  %add = arith.addf %a, %b : f64
  %sub = arith.subf %a, %b : f64
  %mul = arith.mulf %a, %b : f64
  %div = arith.divf %a, %b : f64
  %rem = arith.remf %a, %b : f64
  %neg = arith.negf %a : f64
  call @pf(%add) : (f64) -> ()
  call @pf(%sub) : (f64) -> ()
  call @pf(%mul) : (f64) -> ()
  call @pf(%div) : (f64) -> ()
  call @pf(%rem) : (f64) -> ()
  call @pf(%neg) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @arith32(%a: f32, %b: f32) {
  %add = arith.addf %a, %b : f32
  %mul = arith.mulf %a, %b : f32
  %div = arith.divf %a, %b : f32
  %neg = arith.negf %b : f32
  call @pf32(%add) : (f32) -> ()
  call @pf32(%mul) : (f32) -> ()
  call @pf32(%div) : (f32) -> ()
  call @pf32(%neg) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// Tells -0.0 from +0.0 by dividing 1 by it.
func.func @sign_of_zero(%x: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %r = arith.divf %one, %x : f64
  return %r : f64
}

func.func @minmax(%a: f64, %b: f64) {
  %x = arith.maximumf %a, %b : f64
  %n = arith.minimumf %a, %b : f64
  %xn = arith.maxnumf %a, %b : f64
  %nn = arith.minnumf %a, %b : f64
  call @pf(%x) : (f64) -> ()
  call @pf(%n) : (f64) -> ()
  call @pf(%xn) : (f64) -> ()
  call @pf(%nn) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @rounding(%a: f64) {
  %f = math.floor %a : f64
  %c = math.ceil %a : f64
  %t = math.trunc %a : f64
  %r = math.round %a : f64
  %e = math.roundeven %a : f64
  %abs = math.absf %a : f64
  %i = arith.fptosi %a : f64 to i64
  %i32 = arith.fptosi %a : f64 to i32
  %i32w = arith.extsi %i32 : i32 to i64
  call @pf(%f) : (f64) -> ()
  call @pf(%c) : (f64) -> ()
  call @pf(%t) : (f64) -> ()
  call @pf(%r) : (f64) -> ()
  call @pf(%e) : (f64) -> ()
  call @pf(%abs) : (f64) -> ()
  call @pi(%i) : (i64) -> ()
  call @pi(%i32w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @nan() -> f64 {
  %z = arith.constant 0.0 : f64
  %n = arith.divf %z, %z : f64
  return %n : f64
}

func.func @main() {
  %a = arith.constant 7.5 : f64
  %b = arith.constant -2.0 : f64
  %c = arith.constant 0.1 : f64
  %d = arith.constant 3.0 : f64
  call @arith64(%a, %b) : (f64, f64) -> ()
  call @arith64(%c, %d) : (f64, f64) -> ()
  %b2 = arith.constant -7.5 : f64
  call @arith64(%b2, %d) : (f64, f64) -> ()
  %fa = arith.constant 1.5 : f32
  %fb = arith.constant 3.0 : f32
  call @arith32(%fa, %fb) : (f32, f32) -> ()
  %big = arith.constant 3.0e38 : f32
  call @arith32(%big, %big) : (f32, f32) -> ()
  // f64 -> f32 rounding, visible after widening back.
  %t = arith.truncf %c : f64 to f32
  call @pf32(%t) : (f32) -> ()
  %back = arith.extf %t : f32 to f64
  %diff = arith.subf %back, %c : f64
  %isdiff = arith.cmpf one, %diff, %diff : f64
  %pz = arith.constant 0.0 : f64
  %nonzero = arith.cmpf une, %diff, %pz : f64
  %nzi = arith.extui %nonzero : i1 to i64
  call @pi(%nzi) : (i64) -> ()
  %isdi = arith.extui %isdiff : i1 to i64
  call @pi(%isdi) : (i64) -> ()
  call @printNewline() : () -> ()
  // Integer <-> float conversions.
  %i1 = arith.constant -123456789 : i64
  %i2 = arith.constant 4294967295 : i32
  %i3 = arith.constant -1 : i8
  %f1 = arith.sitofp %i1 : i64 to f64
  %f2 = arith.uitofp %i2 : i32 to f64
  %f2s = arith.sitofp %i2 : i32 to f64
  %f3 = arith.uitofp %i3 : i8 to f32
  %f3s = arith.sitofp %i3 : i8 to f32
  call @pf(%f1) : (f64) -> ()
  call @pf(%f2) : (f64) -> ()
  call @pf(%f2s) : (f64) -> ()
  call @pf32(%f3) : (f32) -> ()
  call @pf32(%f3s) : (f32) -> ()
  %k = arith.constant 200.75 : f64
  %ku = arith.fptoui %k : f64 to i8
  %kuw = arith.extui %ku : i8 to i64
  call @pi(%kuw) : (i64) -> ()
  %kf = arith.constant 65535.9 : f32
  %ku16 = arith.fptoui %kf : f32 to i16
  %ku16w = arith.extui %ku16 : i16 to i64
  call @pi(%ku16w) : (i64) -> ()
  call @printNewline() : () -> ()
  // min/max with ordinary values, signed zeros and NaN.
  %nan = call @nan() : () -> f64
  %nz = arith.constant -0.0 : f64
  call @minmax(%a, %b) : (f64, f64) -> ()
  call @minmax(%nan, %a) : (f64, f64) -> ()
  call @minmax(%b, %nan) : (f64, f64) -> ()
  %mx = arith.maximumf %pz, %nz : f64
  %mn = arith.minimumf %pz, %nz : f64
  %mx2 = arith.maximumf %nz, %pz : f64
  %mn2 = arith.minimumf %nz, %pz : f64
  %smx = call @sign_of_zero(%mx) : (f64) -> f64
  %smn = call @sign_of_zero(%mn) : (f64) -> f64
  %smx2 = call @sign_of_zero(%mx2) : (f64) -> f64
  %smn2 = call @sign_of_zero(%mn2) : (f64) -> f64
  call @pf(%smx) : (f64) -> ()
  call @pf(%smn) : (f64) -> ()
  call @pf(%smx2) : (f64) -> ()
  call @pf(%smn2) : (f64) -> ()
  call @printNewline() : () -> ()
  // Rounding and truncating conversions of positive and negative fractions.
  %r1 = arith.constant 2.5 : f64
  %r2 = arith.constant -2.5 : f64
  %r3 = arith.constant -0.75 : f64
  %r4 = arith.constant 3.5 : f64
  %r5 = arith.constant 1.0e10 : f64
  call @rounding(%r1) : (f64) -> ()
  call @rounding(%r2) : (f64) -> ()
  call @rounding(%r3) : (f64) -> ()
  call @rounding(%r4) : (f64) -> ()
  // math.sqrt, fma, copysign, absf of -0.0 and of NaN-free values.
  %two = arith.constant 2.0 : f64
  %sq = math.sqrt %two : f64
  %sq2 = arith.mulf %sq, %sq : f64
  %neg = arith.constant -16.0 : f64
  %sqn0 = math.sqrt %neg : f64
  // The sign of the NaN the hardware makes is not the point here; absf clears it.
  %sqn = math.absf %sqn0 : f64
  %sq32 = arith.constant 6.25 : f32
  %s32 = math.sqrt %sq32 : f32
  call @pf(%sq) : (f64) -> ()
  call @pf(%sq2) : (f64) -> ()
  call @pf(%sqn) : (f64) -> ()
  call @pf32(%s32) : (f32) -> ()
  %fm = math.fma %a, %b, %c : f64
  call @pf(%fm) : (f64) -> ()
  %cs = math.copysign %a, %nz : f64
  call @pf(%cs) : (f64) -> ()
  %ab = math.absf %nz : f64
  %sab = call @sign_of_zero(%ab) : (f64) -> f64
  call @pf(%sab) : (f64) -> ()
  %ab32 = arith.constant -4.5 : f32
  %abs32 = math.absf %ab32 : f32
  call @pf32(%abs32) : (f32) -> ()
  %bigi = arith.fptosi %r5 : f64 to i64
  call @pi(%bigi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
