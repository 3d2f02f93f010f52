// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// An op of a dialect the tool does not have is reported with the dialects mlir-opt-22
// registers (many Descent lacks), as `descent opt` stands for mlir-opt.

func.func @f() {
  // expected-error @+2 {{Dialect `polygeist' not found for custom op 'polygeist.subindex' }}
  // expected-note @+1 {{Available dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm ; for more info}}
  %0 = polygeist.subindex
  return
}
