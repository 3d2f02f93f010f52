//! Editing what branches forward to their successors: removing and appending successor
//! operands with the segment sizes kept in step, and the branch edges into each block.

use descent_ir::groups::successor_operand_range;
use descent_ir::{AttrData, BlockId, Body, Context, OpId, OpRef, RegionId, Traits};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Removes the operands at `positions` (ascending, relative to what successor `succ`
/// receives) from branch `op`, keeping its segment attributes in step.
pub fn erase_successor_operands(ctx: &Context, body: &mut Body, op: OpId, succ: usize, positions: &[usize]) {
    let Some(range) = successor_operand_range(OpRef::new(ctx, body, op), succ) else { return };
    let abs: SmallVec<[usize; 4]> = positions.iter().map(|p| range.start + p).collect();
    resize_successor_segments(ctx, body, op, succ, -(abs.len() as i64));
    body.erase_operands(op, &abs);
}

/// Adds `delta` to the segment sizes that count what branch `op` forwards to successor
/// `succ`: its operand group's entry of `operandSegmentSizes`, and the case's entry of a
/// switch's `case_operand_segments` (or `llvm.indirectbr`'s `indbr_operand_segments`).
pub(crate) fn resize_successor_segments(ctx: &Context, body: &mut Body, op: OpId, succ: usize, delta: i64) {
    let info = body.op(op).name.info;
    let (group, case_seg) = if body.attr(op, ctx.ident("case_operand_segments")).is_some() {
        if succ == 0 {
            (Some(1), None)
        } else {
            (Some(2), Some(("case_operand_segments", succ - 1)))
        }
    } else if body.attr(op, ctx.ident("indbr_operand_segments")).is_some() {
        (None, Some(("indbr_operand_segments", succ)))
    } else {
        (info.and_then(|i| i.successor_operands.get(succ).copied()), None)
    };
    if let (Some(g), true) = (group, info.is_some_and(|i| i.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS))) {
        adjust_segment(ctx, body, op, "operandSegmentSizes", g, delta);
    }
    if let Some((name, k)) = case_seg {
        adjust_segment(ctx, body, op, name, k, delta);
    }
}

fn adjust_segment(ctx: &Context, body: &mut Body, op: OpId, name: &str, index: usize, delta: i64) {
    let id = ctx.ident(name);
    let Some(a) = body.attr(op, id) else { return };
    let AttrData::DenseArrayInt { elem, values } = ctx.attr_data(a) else { return };
    let mut vals = values.to_vec();
    if let Some(v) = vals.get_mut(index) {
        *v += delta;
    }
    let new = ctx.intern_attr(AttrData::DenseArrayInt { elem: *elem, values: vals.into() });
    body.set_attr(op, id, new);
}

/// Whether `op` is a branch whose forwarded operands are known for every successor (MLIR's
/// `BranchOpInterface`): its successor operands can be read and edited.
pub(crate) fn is_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op(op).name.info.is_some_and(|i| i.has_trait(Traits::BRANCH_LIKE))
        && (0..body.op(op).successors.len()).all(|i| successor_operand_range(OpRef::new(ctx, body, op), i).is_some())
}

/// The terminators branching to each block of `region`: (predecessor terminator,
/// successor index) pairs, in block order.
pub(crate) fn predecessor_edges(body: &Body, region: RegionId) -> FxHashMap<BlockId, Vec<(OpId, usize)>> {
    let mut out: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in &body.region(region).blocks {
        if let Some(t) = body.terminator(b) {
            for (i, &s) in body.op(t).successors.iter().enumerate() {
                out.entry(s).or_default().push((t, i));
            }
        }
    }
    out
}
