// RUN-DESCENT: translate --mlir-to-llvmir
// Binary ops on constants fold as LLVM's ConstantFoldBinaryInstruction: wrap and exact flags
// play no part, identities return the other operand (even undef), undef operands follow
// LLVM's per-op rules, and fixed vectors fold lane by lane (undef and poison lanes included).
llvm.func @use(i32, i32, i32, i32, i32, i32, i32, i32)
llvm.func @scalars(%x: i32) {
  %max = llvm.mlir.constant(2147483647 : i32) : i32
  %min = llvm.mlir.constant(-2147483648 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %u = llvm.mlir.undef : i32
  %a = llvm.add %max, %one overflow<nsw> : i32
  %b = llvm.udiv %max, %m1 {isExact} : i32
  %c = llvm.sdiv %min, %m1 : i32
  %d = llvm.mul %u, %three : i32
  %e = llvm.or %u, %one : i32
  %f = llvm.add %u, %x : i32
  %g = llvm.lshr %three, %u : i32
  %h = llvm.urem %u, %three : i32
  llvm.call @use(%a, %b, %c, %d, %e, %f, %g, %h) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
llvm.func @lanes(%a: vector<4xi32>) -> vector<4xi32> {
  %v0 = llvm.mlir.undef : vector<4xi32>
  %p = llvm.mlir.poison : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %v1 = llvm.insertelement %c1, %v0[%i0 : i32] : vector<4xi32>
  %v2 = llvm.insertelement %p, %v1[%i1 : i32] : vector<4xi32>
  %v3 = llvm.insertelement %c0, %v2[%i2 : i32] : vector<4xi32>
  %k = llvm.mlir.constant(dense<[3, 0, 5, -1]> : vector<4xi32>) : vector<4xi32>
  %z = llvm.mlir.zero : vector<4xi32>
  %r1 = llvm.mul %v3, %k : vector<4xi32>
  %r2 = llvm.sdiv %k, %v3 : vector<4xi32>
  %r3 = llvm.or %v3, %z : vector<4xi32>
  %r4 = llvm.shl %k, %v3 : vector<4xi32>
  %s1 = llvm.add %r1, %r2 : vector<4xi32>
  %s2 = llvm.add %r3, %r4 : vector<4xi32>
  %s3 = llvm.xor %s1, %s2 : vector<4xi32>
  %s4 = llvm.add %s3, %a : vector<4xi32>
  llvm.return %s4 : vector<4xi32>
}
llvm.func @floats() -> vector<3xf64> {
  %u = llvm.mlir.undef : f64
  %nz = llvm.mlir.constant(-0.0 : f64) : f64
  %two = llvm.mlir.constant(2.5 : f64) : f64
  %v0 = llvm.mlir.poison : vector<3xf64>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %v1 = llvm.insertelement %u, %v0[%i0 : i32] : vector<3xf64>
  %v2 = llvm.insertelement %two, %v1[%i2 : i32] : vector<3xf64>
  %k = llvm.mlir.constant(dense<[1.0, 2.0, 7.0]> : vector<3xf64>) : vector<3xf64>
  %r = llvm.frem %k, %v2 : vector<3xf64>
  %s = llvm.fsub %nz, %u : f64
  %t = llvm.insertelement %s, %r[%i2 : i32] : vector<3xf64>
  llvm.return %t : vector<3xf64>
}
llvm.func @bools() -> vector<2xi1> {
  %t = llvm.mlir.constant(dense<[true, true]> : vector<2xi1>) : vector<2xi1>
  %m = llvm.mlir.constant(dense<[false, true]> : vector<2xi1>) : vector<2xi1>
  %r = llvm.sdiv %t, %m : vector<2xi1>
  %q = llvm.srem %t, %t : vector<2xi1>
  %s = llvm.or %r, %q : vector<2xi1>
  llvm.return %s : vector<2xi1>
}
