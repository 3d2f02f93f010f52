// RUN-DESCENT: translate --mlir-to-llvmir
// Compares, casts, fneg and select on constant operands fold as LLVM's constant folder:
// undef compares give undef (icmp eq/ne), the predicate's answer on equality (icmp) or on
// NaN (fcmp); float-to-integer casts of NaN are poison; select picks lanes of a vector
// condition; lanes that are undef or poison keep their rules.
llvm.func @cmp() -> vector<4xi1> {
  %u = llvm.mlir.undef : i32
  %v0 = llvm.mlir.poison : vector<4xi32>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i3 = llvm.mlir.constant(3 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %v1 = llvm.insertelement %u, %v0[%i0 : i32] : vector<4xi32>
  %v2 = llvm.insertelement %c7, %v1[%i1 : i32] : vector<4xi32>
  %v3 = llvm.insertelement %u, %v2[%i3 : i32] : vector<4xi32>
  %k = llvm.mlir.constant(dense<[1, 9, 2, 3]> : vector<4xi32>) : vector<4xi32>
  %r = llvm.icmp "sle" %v3, %k : vector<4xi32>
  %e = llvm.icmp "ne" %v3, %k : vector<4xi32>
  %o = llvm.or %r, %e : vector<4xi1>
  llvm.return %o : vector<4xi1>
}
llvm.func @fcmp() -> i1 {
  %u = llvm.mlir.undef : f32
  %c = llvm.mlir.constant(1.0 : f32) : f32
  %a = llvm.fcmp "ult" %u, %c : f32
  %b = llvm.fcmp "oeq" %c, %u : f32
  %r = llvm.xor %a, %b : i1
  llvm.return %r : i1
}
llvm.func @casts() -> vector<3xi32> {
  %k = llvm.mlir.constant(dense<[-0.0, 0x7FF8000000000000, 3.5]> : vector<3xf64>) : vector<3xf64>
  %r = llvm.fptoui %k : vector<3xf64> to vector<3xi32>
  llvm.return %r : vector<3xi32>
}
llvm.func @more_casts() -> vector<2xf64> {
  %u = llvm.mlir.undef : vector<2xi8>
  %s = llvm.sitofp %u : vector<2xi8> to vector<2xf64>
  %f = llvm.mlir.constant(dense<[0x7FC00000, 1.0e+30]> : vector<2xf32>) : vector<2xf32>
  %e = llvm.fpext %f : vector<2xf32> to vector<2xf64>
  %n = llvm.fneg %e : vector<2xf64>
  %r = llvm.fadd %s, %n : vector<2xf64>
  llvm.return %r : vector<2xf64>
}
llvm.func @bits() -> f64 {
  %c = llvm.mlir.constant(548184537545462347 : i64) : i64
  %r = llvm.bitcast %c : i64 to f64
  llvm.return %r : f64
}
llvm.func @sel(%x: vector<3xi16>) -> vector<3xi16> {
  %c = llvm.mlir.constant(dense<[true, false, true]> : vector<3xi1>) : vector<3xi1>
  %a = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi16>) : vector<3xi16>
  %b = llvm.mlir.undef : vector<3xi16>
  %r = llvm.select %c, %a, %b : vector<3xi1>, vector<3xi16>
  %f = llvm.mlir.constant(false) : i1
  %z = llvm.mlir.zero : i1
  %y = llvm.select %f, %f, %z : i1, i1
  %s = llvm.select %y, %x, %r : i1, vector<3xi16>
  llvm.return %s : vector<3xi16>
}
