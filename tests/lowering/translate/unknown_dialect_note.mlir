// RUN-DESCENT: translate --mlir-to-llvmir --split-input-file --verify-diagnostics
// `descent translate` stands for mlir-translate-22, whose note lists its own dialects.

llvm.func @f() {
  // expected-error @+2 {{Dialect `krnl' not found for custom op 'krnl.define_loops' }}
  // expected-note @+1 {{Available dialects: acc, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, ptr, rocdl, spirv, vcix, xevm ; for more info}}
  krnl.define_loops 1
  llvm.return
}
