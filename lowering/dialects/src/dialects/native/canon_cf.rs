//! The terms of cf's canonicalization patterns (`spec/canonicalize/cf.td`), as MLIR's
//! ControlFlowOps: merging a block into its only predecessor, skipping blocks that only
//! branch on, and the checks the rules need. Each term checks what it relies on before it
//! changes anything.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::arith;
use crate::ir::fold::{int_width, Int};
use crate::ir::{AttrData, Attribute, BlockId, Body, DenseValues, Value, ValueDef};

/// The block holding the pattern's root.
fn root_block(rw: &Rewriter<'_, '_>) -> Option<BlockId> {
    rw.body.op(rw.root()?).parent
}

/// The number of branch edges into `block` (a block branching to it twice counts twice).
fn edges_into(body: &Body, block: BlockId) -> usize {
    body.predecessors(block).len()
}

/// Term `MergeIntoPredecessor`: `dest` is not the branch's block and has no other
/// predecessor: its ops move to the end of the branch's block (after the branch, which
/// the rule then erases), its arguments replaced by `operands`.
pub fn merge_into_predecessor(rw: &mut Rewriter<'_, '_>, dest: BlockId, operands: &[Value]) -> Option<Vec<Value>> {
    let here = root_block(rw)?;
    if dest == here || edges_into(rw.body, dest) != 1 {
        return None;
    }
    let moved = rw.body.inline_block(dest, operands, here, None);
    rw.body.erase_block(dest);
    rw.note_moved(&moved);
    Some(Vec::new())
}

/// MLIR's `collapseBranch`: when `dest` holds only a `cf.br` (not to itself) whose
/// arguments only that branch uses, the block and operands the branch really goes to.
fn collapse(body: &Body, ctx: &crate::ir::Context, dest: BlockId, operands: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let first = body.block(dest).first?;
    if body.block(dest).last != Some(first) || body.op(first).name.ident != ctx.ident("cf.br") {
        return None;
    }
    let args = &body.block(dest).args;
    if args.iter().any(|&a| body.uses(a).iter().any(|u| u.op != first)) {
        return None;
    }
    let next = *body.op(first).successors.first()?;
    if next == dest {
        return None;
    }
    let forwarded = body.op(first).operands.iter().map(|&v| match body.value(v).def {
        ValueDef::BlockArg { block, index } if block == dest => operands.get(index as usize).copied().unwrap_or(v),
        _ => v,
    });
    Some((next, forwarded.collect()))
}

/// Term `PassesThrough`: a `cf.br` to `dest` (another block) can skip it.
pub fn passes_through(rw: &mut Rewriter<'_, '_>, dest: BlockId, operands: &[Value]) -> bool {
    root_block(rw).is_some_and(|b| b != dest) && collapse(rw.body, rw.ctx, dest, operands).is_some()
}

/// Term `EitherPassesThrough`: one side of a `cf.cond_br` can skip its destination.
pub fn either_passes_through(
    rw: &mut Rewriter<'_, '_>,
    t: BlockId,
    t_ops: &[Value],
    f: BlockId,
    f_ops: &[Value],
) -> bool {
    collapse(rw.body, rw.ctx, t, t_ops).is_some() || collapse(rw.body, rw.ctx, f, f_ops).is_some()
}

/// Term `PassThroughDest`: where a branch to `dest` really goes (`dest` if it cannot skip
/// it).
pub fn pass_through_dest(rw: &mut Rewriter<'_, '_>, dest: BlockId, operands: &[Value]) -> BlockId {
    collapse(rw.body, rw.ctx, dest, operands).map_or(dest, |(b, _)| b)
}

/// Term `PassThroughOperands`: what that destination receives.
pub fn pass_through_operands(rw: &mut Rewriter<'_, '_>, dest: BlockId, operands: &[Value]) -> Vec<Value> {
    collapse(rw.body, rw.ctx, dest, operands).map_or_else(|| operands.to_vec(), |(_, v)| v)
}

/// The integer value of a constant attribute (a scalar, or a splat), if it is one.
fn int_value(rw: &Rewriter<'_, '_>, a: Attribute) -> Option<Int> {
    let ctx = rw.ctx;
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } => Some(Int::new(*value, int_width(ctx, *ty).unwrap_or(64))),
        AttrData::Bool(b) => Some(Int::new(*b as i128, 1)),
        AttrData::DenseElements { splat: true, values: DenseValues::Int(v), .. } => Some(Int::new(*v.first()?, 64)),
        _ => None,
    }
}

/// Term `IsNonZeroAttr` (MLIR's `m_NonZero`).
pub fn is_nonzero(rw: &mut Rewriter<'_, '_>, a: Attribute) -> bool {
    int_value(rw, a).is_some_and(|i| !i.is_zero())
}

/// Term `IsZeroAttr` (MLIR's `m_Zero`).
pub fn is_zero(rw: &mut Rewriter<'_, '_>, a: Attribute) -> bool {
    int_value(rw, a).is_some_and(|i| i.is_zero())
}

/// Term `SameBlock`.
pub fn same_block(_rw: &mut Rewriter<'_, '_>, a: BlockId, b: BlockId) -> bool {
    a == b
}

/// Term `SelectedOperands`: both sides of a `cf.cond_br` go to `dest`; the operands to
/// pass, with an `arith.select` on `cond` for each pair that differs. Declines when some
/// differ and the branch's block is not `dest`'s one predecessor.
pub fn selected_operands(
    rw: &mut Rewriter<'_, '_>,
    cond: Value,
    t_ops: &[Value],
    f_ops: &[Value],
    dest: BlockId,
) -> Option<Vec<Value>> {
    if t_ops == f_ops {
        return Some(t_ops.to_vec());
    }
    let here = root_block(rw)?;
    let preds = rw.body.predecessors(dest);
    if !preds.iter().all(|&p| p == here) || t_ops.len() != f_ops.len() {
        return None;
    }
    let mut out = Vec::with_capacity(t_ops.len());
    for (&a, &b) in t_ops.iter().zip(f_ops) {
        if a == b {
            out.push(a);
            continue;
        }
        let ty = rw.body.value_type(a);
        let mut st = arith::SelectOp::build(rw.ctx, rw.loc, cond, a, b, ty);
        st.fill_defaults(rw.ctx);
        out.push(rw.insert_value(st));
    }
    Some(out)
}

/// Term `ReachedWhenTrue`: the root's block has one predecessor edge, a `cf.cond_br` on
/// `cond` whose `side` (true or false) destination it is.
pub fn reached_when(rw: &mut Rewriter<'_, '_>, cond: Value, side: bool) -> bool {
    let Some(here) = root_block(rw) else { return false };
    let preds = rw.body.predecessors(here);
    let [pred] = preds.as_slice() else { return false };
    let Some(t) = rw.body.terminator(*pred) else { return false };
    let d = rw.body.op(t);
    if d.name.ident != rw.ctx.ident("cf.cond_br") || d.operands.first() != Some(&cond) {
        return false;
    }
    let succs: SmallVec<[BlockId; 2]> = d.successors.iter().copied().collect();
    let want = if side { 0 } else { 1 };
    succs.get(want) == Some(&here)
}
