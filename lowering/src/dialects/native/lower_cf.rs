//! Native cf -> llvm patterns (MLIR's ControlFlowToLLVM): branches keep their shape,
//! their operands are converted and the argument types of their successor blocks with
//! them. Named from `spec/conversion/cf_to_llvm.td`.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::ir::{BlockId, OpId};

/// Converts every successor's signature; `false` if a type has no conversion.
fn convert_successors(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let succs: SmallVec<[BlockId; 4]> = rw.body.op(op).successors.iter().copied().collect();
    succs.into_iter().all(|b| rw.convert_successor(b).is_some())
}

/// The branch rebuilt as `name` with converted operands, the same successors and the
/// attributes listed.
fn rebuild(rw: &mut Rewriter<'_, '_>, op: OpId, name: &str, keep: &[&str]) -> bool {
    if !convert_successors(rw, op) {
        return false;
    }
    let Some(vals) = rw.operands(op) else { return false };
    let ctx = rw.ctx;
    let mut st = rw.state(name);
    st.operands.extend_from_slice(&vals);
    st.successors.extend(rw.body.op(op).successors.iter().copied());
    for k in keep {
        if let Some(a) = rw.body.attr(op, ctx.ident(k)) {
            st.add_attr(ctx.ident(k), a);
        }
    }
    rw.replace_with(op, st);
    true
}

pub fn br(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rebuild(rw, op, "llvm.br", &[])
}

pub fn cond_br(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rebuild(rw, op, "llvm.cond_br", &["operandSegmentSizes", "branch_weights"])
}

pub fn switch(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    rebuild(rw, op, "llvm.switch", &["operandSegmentSizes", "case_values", "case_operand_segments", "branch_weights"])
}
