// RUN-DESCENT: translate --mlir-to-llvmir
// Global initializers #llvm.zero and #llvm.undef, and an initializer region of llvm.mlir.zero.
llvm.mlir.global internal @z(#llvm.zero) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.mlir.global internal @u() : !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
  llvm.return %0 : !llvm.struct<(i32, f64)>
}
llvm.mlir.global internal @un(#llvm.undef) : f32
llvm.func @f(%p: !llvm.ptr) -> f64 {
  %c = llvm.mlir.constant(0.7 : f64) : f64
  %d = llvm.mlir.constant(0.1 : f32) : f32
  %e = llvm.fpext %d : f32 to f64
  %s = llvm.fadd %c, %e : f64
  %q = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> f64
  %r = llvm.fadd %s, %v : f64
  llvm.return %r : f64
}
