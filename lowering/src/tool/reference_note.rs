//! The "Available dialects" note of an unknown-dialect parse error, as the reference tool
//! prints it. MLIR lists the dialects its tool registers: mlir-opt-22 registers many that
//! Descent does not have, and mlir-translate-22 a few others. Descent's `opt` and
//! `compile` answer for mlir-opt and `translate` for mlir-translate, so with Descent's
//! own dialects only (no user dialect added), the note names the reference tool's set.

use crate::diag::Diagnostic;
use crate::ir::Context;

/// What `mlir-opt-22` lists.
const MLIR_OPT: &str = "acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, \
builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, \
nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, \
test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm";

/// What `mlir-translate-22` lists.
const MLIR_TRANSLATE: &str = "acc, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, ptr, \
rocdl, spirv, vcix, xevm";

const PREFIX: &str = "Available dialects: ";

/// Rewrites the dialect list of such notes in `diags` for the tool emulated (`translate`:
/// mlir-translate, else mlir-opt), when `ctx` holds exactly Descent's dialects.
pub fn as_reference_tool(ctx: &Context, diags: &mut [Diagnostic], translate: bool) {
    let notes = diags.iter_mut().flat_map(|d| d.notes.iter_mut()).filter(|n| n.message.starts_with(PREFIX));
    let mut notes = notes.peekable();
    if notes.peek().is_none() || !only_builtin_dialects(ctx) {
        return;
    }
    let list = if translate { MLIR_TRANSLATE } else { MLIR_OPT };
    for n in notes {
        if let Some((_, rest)) = n.message.split_once(" ; ") {
            n.message = format!("{PREFIX}{list} ; {rest}");
        }
    }
}

fn only_builtin_dialects(ctx: &Context) -> bool {
    let mut ours: Vec<&str> = crate::dialects::ALL.iter().map(|d| d.name).collect();
    ours.sort_unstable();
    let mut registered = ctx.dialect_names();
    registered.sort_unstable();
    ours == registered
}
