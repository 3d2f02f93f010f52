// RUN-DESCENT: opt --canonicalize --split-input-file
// Float casts, bitcasts, float min/max and the extended arithmetic ops fold and
// canonicalize as MLIR 22's arith folders and ArithCanonicalization patterns do.

func.func @float_casts(%a: f32, %b: bf16, %i: i32, %u: i16) -> (f64, f32, bf16, f16, f32, f16, f16, bf16) {
  %one = arith.constant 1.5 : f32
  %big = arith.constant 3.0e+38 : f32
  %0 = arith.extf %one : f32 to f64
  %1 = arith.extf %a : f32 to f64
  %2 = arith.truncf %1 : f64 to f32
  %3 = arith.truncf %one : f32 to bf16
  %4 = arith.truncf %big : f32 to f16
  %5 = arith.sitofp %i : i32 to f64
  %6 = arith.truncf %5 : f64 to f32
  %7 = arith.truncf %1 : f64 to f16
  %8 = arith.uitofp %u : i16 to f32
  %9 = arith.truncf %8 : f32 to f16
  %10 = arith.extf %b : bf16 to f32
  %11 = arith.truncf %10 upward : f32 to bf16
  return %0, %2, %3, %4, %6, %7, %9, %11 : f64, f32, bf16, f16, f32, f16, f16, bf16
}

// -----

func.func @truncf_rounding_kept(%i: i64) -> (f32, vector<2xf16>) {
  %0 = arith.sitofp %i : i64 to f64
  %1 = arith.truncf %0 downward : f64 to f32
  %v = arith.constant dense<[0.5, 65504.0]> : vector<2xf32>
  %2 = arith.truncf %v : vector<2xf32> to vector<2xf16>
  return %1, %2 : f32, vector<2xf16>
}

// -----

func.func @bitcasts(%x: i16, %y: f32) -> (i16, f32, i32, f32, vector<2xi32>, f16, f32) {
  %0 = arith.bitcast %x : i16 to f16
  %1 = arith.bitcast %0 : f16 to bf16
  %2 = arith.bitcast %1 : bf16 to i16
  %3 = arith.bitcast %y : f32 to f32
  %c = arith.constant -2.0 : f32
  %4 = arith.bitcast %c : f32 to i32
  %d = arith.constant 1065353216 : i32
  %5 = arith.bitcast %d : i32 to f32
  %v = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
  %6 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %7 = arith.bitcast %x : i16 to f16
  %p = ub.poison : i32
  %8 = arith.bitcast %p : i32 to f32
  return %2, %3, %4, %5, %6, %7, %8 : i16, f32, i32, f32, vector<2xi32>, f16, f32
}

// -----

func.func @float_min_max(%x: f32, %y: f64) -> (f32, f32, f32, f32, f64, f64, f64, f64) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %ninf, %x : f32
  %1 = arith.minimumf %x, %inf : f32
  %2 = arith.maxnumf %nan, %x : f32
  %3 = arith.minnumf %x, %x : f32
  %a = arith.constant -0.0 : f64
  %b = arith.constant 0.0 : f64
  %c = arith.constant 2.5 : f64
  %4 = arith.maximumf %a, %b : f64
  %5 = arith.minimumf %a, %b : f64
  %6 = arith.maxnumf %c, %b : f64
  %7 = arith.minnumf %y, %c : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f64, f64, f64, f64
}

// -----

func.func @extended(%x: i32, %y: i32, %v: vector<2xi8>) -> (i32, i1, i32, i32, i32, i32, i32, vector<2xi8>, vector<2xi8>, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %c0, %x : i32, i1
  %lo, %hi = arith.mulsi_extended %x, %c1 : i32
  %l2, %h2 = arith.mului_extended %c1, %y : i32
  %a = arith.constant dense<[100, -3]> : vector<2xi8>
  %b = arith.constant dense<[7, 5]> : vector<2xi8>
  %l3, %h3 = arith.mulsi_extended %a, %b : vector<2xi8>
  %s2, %o2 = arith.addui_extended %x, %y : i32, i1
  %l4, %h4 = arith.mului_extended %x, %y : i32
  %r = arith.addi %s2, %l4 : i32
  return %s, %o, %lo, %hi, %l2, %h2, %h4, %l3, %h3, %r : i32, i1, i32, i32, i32, i32, i32, vector<2xi8>, vector<2xi8>, i32
}

// -----

func.func @selects_and_subs(%a: index, %b: index, %x: f32, %y: f32) -> (vector<3xi32>, index, f32, f32) {
  %cond = arith.constant dense<[true, false, true]> : vector<3xi1>
  %t = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %f = arith.constant dense<7> : vector<3xi32>
  %0 = arith.select %cond, %t, %f : vector<3xi1>, vector<3xi32>
  %1 = arith.subi %a, %b overflow<nsw> : index
  %2 = arith.subi %1, %a overflow<nsw, nuw> : index
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %3 = arith.mulf %nx, %ny fastmath<fast> : f32
  %4 = arith.divf %nx, %ny : f32
  return %0, %2, %3, %4 : vector<3xi32>, index, f32, f32
}
