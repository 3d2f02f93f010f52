// RUN-DESCENT: translate --mlir-to-llvmir
// Half and bfloat constants fold like float and double ones: arithmetic rounded once,
// conversions from 64-bit integers correctly rounded, NaNs narrowed with their payload.
llvm.func @use(f16, bf16, f16, vector<2xbf16>, f16, i32)
llvm.func @f() {
  %a = llvm.mlir.constant(1.5 : f16) : f16
  %b = llvm.mlir.constant(2.25 : f16) : f16
  %c = llvm.fdiv %a, %b : f16
  %d = llvm.mlir.constant(0.1 : bf16) : bf16
  %e = llvm.fmul %d, %d : bf16
  %i = llvm.mlir.constant(-7824752935943821073 : i64) : i64
  %h = llvm.sitofp %i : i64 to f16
  %n = llvm.mlir.constant(dense<[0x7FF8000000000001, 0.1]> : vector<2xf64>) : vector<2xf64>
  %t = llvm.fptrunc %n : vector<2xf64> to vector<2xbf16>
  %u = llvm.mlir.undef : f16
  %q = llvm.frem %a, %u : f16
  %s = llvm.fptosi %b : f16 to i32
  llvm.call @use(%c, %e, %h, %t, %q, %s) : (f16, bf16, f16, vector<2xbf16>, f16, i32) -> ()
  llvm.return
}
