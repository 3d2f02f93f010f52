//! The scf dialect's fold hooks, as MLIR's: `scf.if` on a negated condition swaps its
//! branches in place.

use crate::ir::fold::{FoldInput, Folded, Int};

/// `scf.if` (MLIR's `IfOp::fold`): with an else branch and a condition `arith.xori %c, 1`,
/// the op runs on `%c` with its two regions exchanged. An in-place fold, so conversions
/// that fold an illegal op before its patterns (`-convert-scf-to-cf`) do it too.
pub fn if_op(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let op = cx.op;
    let &[_, else_region] = op.regions() else { return Folded::None };
    if op.regions_body().region(else_region).blocks.is_empty() {
        return Folded::None;
    }
    let Some(xor) = cx.def_named(0, "arith.xori") else { return Folded::None };
    if !FoldInput::new(xor).int(1).is_some_and(Int::is_one) {
        return Folded::None;
    }
    let mut operands: smallvec::SmallVec<[crate::ir::Value; 3]> = op.operands().into();
    operands[0] = xor.operand(0);
    Folded::SwapRegions { operands, regions: (0, 1) }
}
