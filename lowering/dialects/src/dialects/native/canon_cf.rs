//! The terms of cf's canonicalization patterns (`spec/canonicalize/cf.td`), as MLIR's
//! ControlFlowOps: merging a block into its only predecessor, skipping blocks that only
//! branch on, and the checks the rules need. Each term checks what it relies on before it
//! changes anything.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, cf};
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
    // MLIR's driver revisits the users of the replaced arguments, then the moved ops.
    let mut revisit = rw.body.arg_users(dest);
    revisit.extend(rw.body.inline_block(dest, operands, here, None));
    rw.body.erase_block(dest);
    rw.note_moved(&revisit);
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
    // A chain of `cf.br` terminators from `next` that comes back to a block already seen
    // is a cycle: collapsing into it would go round forever (MLIR 22 declines).
    let br = ctx.ident("cf.br");
    let mut seen: SmallVec<[BlockId; 8]> = SmallVec::from_slice(&[dest, next]);
    let mut cur = next;
    while let Some(t) = body.block(cur).last.filter(|&t| body.op(t).name.ident == br) {
        let Some(&to) = body.op(t).successors.first() else { break };
        if seen.contains(&to) {
            return None;
        }
        seen.push(to);
        cur = to;
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

// ---- cf.switch --------------------------------------------------------------------------------

/// A `cf.switch` taken apart: flag, default destination and operands, and per case its
/// value, destination and operands.
struct Switch {
    flag: Value,
    default: (BlockId, Vec<Value>),
    cases: Vec<(i128, BlockId, Vec<Value>)>,
}

fn read_switch(rw: &Rewriter<'_, '_>) -> Option<Switch> {
    read_switch_op(rw, rw.root()?)
}

fn read_switch_op(rw: &Rewriter<'_, '_>, op: crate::ir::OpId) -> Option<Switch> {
    use crate::ir::groups::successor_operand_range;
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    let d = rw.body.op(op);
    let operands = |i: usize| -> Option<Vec<Value>> { Some(d.operands[successor_operand_range(r, i)?].to_vec()) };
    let values: Vec<i128> = match rw.body.attr(op, rw.ctx.ident("case_values")).map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::DenseElements { values: DenseValues::Int(v), splat: false, .. }) => v.to_vec(),
        Some(AttrData::DenseElements { values: DenseValues::Int(v), splat: true, .. }) => {
            vec![*v.first()?; d.successors.len().saturating_sub(1)]
        }
        None => Vec::new(),
        _ => return None,
    };
    if values.len() + 1 != d.successors.len() {
        return None;
    }
    let default = (d.successors[0], operands(0)?);
    let mut cases = Vec::with_capacity(values.len());
    for (i, v) in values.into_iter().enumerate() {
        cases.push((v, d.successors[i + 1], operands(i + 1)?));
    }
    Some(Switch { flag: *d.operands.first()?, default, cases })
}

/// Builds `sw` as a new `cf.switch` before the root (case values typed as the flag, as
/// MLIR's builder types them; none when there are no cases).
fn build_switch(rw: &mut Rewriter<'_, '_>, sw: &Switch) {
    let ctx = rw.ctx;
    let flag_ty = rw.body.value_type(sw.flag);
    let values = (!sw.cases.is_empty()).then(|| {
        let ty = ctx.intern_type(crate::ir::TypeData::Vector {
            shape: vec![sw.cases.len() as i64].into(),
            scalable: vec![false].into(),
            elem: flag_ty,
        });
        let mut vals: Vec<i128> = sw.cases.iter().map(|c| c.0).collect();
        // Equal elements make a splat, as MLIR's DenseElementsAttr::get decides.
        let splat = vals.windows(2).all(|w| w[0] == w[1]);
        if splat {
            vals.truncate(1);
        }
        ctx.intern_attr(AttrData::DenseElements { ty, splat, values: DenseValues::Int(vals.into()) })
    });
    let segs: Vec<i64> = sw.cases.iter().map(|c| c.2.len() as i64).collect();
    let flat: Vec<Value> = sw.cases.iter().flat_map(|c| c.2.iter().copied()).collect();
    let dests: Vec<BlockId> = sw.cases.iter().map(|c| c.1).collect();
    let st = cf::SwitchOp::build(
        ctx,
        rw.loc,
        sw.flag,
        &sw.default.1,
        &flat,
        values,
        Some(ctx.dense_i32_array(&segs)),
        sw.default.0,
        &dests,
    );
    rw.insert(st);
}

/// A `cf.br` to `dest` with `operands` before the root.
fn build_br(rw: &mut Rewriter<'_, '_>, dest: BlockId, operands: &[Value]) {
    let st = cf::BranchOp::build(rw.ctx, rw.loc, operands, dest);
    rw.insert(st);
}

/// Term `SwitchOnlyDefault`: a switch without cases is a branch to its default.
pub fn switch_only_default(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let sw = read_switch(rw)?;
    if !sw.cases.is_empty() {
        return None;
    }
    build_br(rw, sw.default.0, &sw.default.1);
    Some(Vec::new())
}

/// Term `DropCasesMatchingDefault`: cases going where the default goes, with the same
/// operands, are dropped (MLIR's dropSwitchCasesThatMatchDefault).
pub fn drop_cases_matching_default(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let mut sw = read_switch(rw)?;
    let before = sw.cases.len();
    let default = sw.default.clone();
    sw.cases.retain(|c| !(c.1 == default.0 && c.2 == default.1));
    if sw.cases.len() == before {
        return None;
    }
    build_switch(rw, &sw);
    Some(Vec::new())
}

/// Term `SwitchOnConstant`: a switch on constant `value` branches to the matching case, or
/// the default (MLIR's simplifyConstSwitchValue).
pub fn switch_on_constant(rw: &mut Rewriter<'_, '_>, value: Attribute) -> Option<Vec<Value>> {
    let sw = read_switch(rw)?;
    let flag_ty = rw.body.value_type(sw.flag);
    let v = match rw.ctx.attr_data(value) {
        AttrData::Integer { value, .. } => *value,
        _ => return None,
    };
    let width = int_width(rw.ctx, flag_ty).unwrap_or(64);
    let same = |c: i128| Int::new(c, width) == Int::new(v, width);
    let (dest, ops) = match sw.cases.iter().find(|c| same(c.0)) {
        Some(c) => (c.1, c.2.clone()),
        None => sw.default.clone(),
    };
    build_br(rw, dest, &ops);
    Some(Vec::new())
}

/// Term `PassThroughSwitch`: destinations that only branch on are skipped (MLIR's
/// simplifyPassThroughSwitch).
pub fn pass_through_switch(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let mut sw = read_switch(rw)?;
    let mut changed = false;
    for c in &mut sw.cases {
        if let Some((b, ops)) = collapse(rw.body, rw.ctx, c.1, &c.2) {
            (c.1, c.2) = (b, ops);
            changed = true;
        }
    }
    if let Some((b, ops)) = collapse(rw.body, rw.ctx, sw.default.0, &sw.default.1) {
        sw.default = (b, ops);
        changed = true;
    }
    if !changed {
        return None;
    }
    build_switch(rw, &sw);
    Some(Vec::new())
}

/// The single predecessor edge's block of the root's block, and the `cf.switch` ending it
/// when that switch is on the root's flag.
fn switch_on_same_flag(rw: &Rewriter<'_, '_>, sw: &Switch) -> Option<(BlockId, Switch)> {
    let here = root_block(rw)?;
    let preds = rw.body.predecessors(here);
    let [pred] = preds.as_slice() else { return None };
    let t = rw.body.terminator(*pred)?;
    if rw.body.op(t).name.ident != rw.ctx.ident("cf.switch") {
        return None;
    }
    let psw = read_switch_op(rw, t)?;
    (psw.flag == sw.flag).then_some((here, psw))
}

/// Term `SwitchFromSwitchOnSameCondition` (MLIR's simplifySwitchFromSwitchOnSameCondition):
/// a switch reached only from a case of a switch on the same flag branches where that
/// case's value leads (or to its default when the block is not a case destination).
pub fn switch_from_switch_on_same_condition(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let sw = read_switch(rw)?;
    let (here, psw) = switch_on_same_flag(rw, &sw)?;
    if psw.default.0 == here {
        return None;
    }
    let (dest, ops) = match psw.cases.iter().find(|c| c.1 == here) {
        Some(pc) => match sw.cases.iter().find(|c| c.0 == pc.0) {
            Some(c) => (c.1, c.2.clone()),
            None => sw.default.clone(),
        },
        None => sw.default.clone(),
    };
    build_br(rw, dest, &ops);
    Some(Vec::new())
}

/// Term `SwitchFromDefaultSwitchOnSameCondition` (MLIR's
/// simplifySwitchFromDefaultSwitchOnSameCondition): a switch reached only as the default
/// of a switch on the same flag drops the cases whose values that switch sends elsewhere.
pub fn switch_from_default_switch_on_same_condition(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let mut sw = read_switch(rw)?;
    let (here, psw) = switch_on_same_flag(rw, &sw)?;
    if psw.default.0 != here {
        return None;
    }
    let impossible: Vec<i128> = psw.cases.iter().filter(|c| c.1 != here).map(|c| c.0).collect();
    let before = sw.cases.len();
    sw.cases.retain(|c| !impossible.contains(&c.0));
    if sw.cases.len() == before {
        return None;
    }
    build_switch(rw, &sw);
    Some(Vec::new())
}

/// Term `CondBranchTruthPropagation` (MLIR's pattern of that name, in place): in a
/// destination whose only predecessor is the root, uses of the condition become `true`
/// (true destination) or `false` (false destination).
pub fn cond_branch_truth_propagation(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let d = rw.body.op(root);
    let cond = *d.operands.first()?;
    let (&t, &f) = (d.successors.first()?, d.successors.get(1)?);
    let mut changed = Vec::new();
    for (dest, value) in [(t, true), (f, false)] {
        if rw.body.predecessors(dest).len() != 1 {
            continue;
        }
        let truth = |body: &Body, user| (body.op(user).parent == Some(dest)).then_some(value);
        super::canon_scf::propagate_truth(rw, cond, truth, &mut changed);
    }
    if changed.is_empty() {
        return None;
    }
    rw.note_moved(&changed);
    rw.keep_root();
    Some(Vec::new())
}
