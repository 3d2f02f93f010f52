//! The terms of scf's canonicalization patterns (`spec/canonicalize/scf_canonicalize.td`).

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, scf};
use crate::ir::{OpId, OperationState, RegionId, Signedness, Type, TypeData, Value, ValueDef};

/// Term `InlineSingleBlock` (MLIR's `replaceOpWithRegion`): the ops of the region's one
/// block move before the root, and its terminator's operands are the root's replacements
/// (the terminator is erased). An empty region replaces a root without results by
/// nothing. Declines for regions of several blocks or with block arguments.
pub fn inline_single_block(rw: &mut Rewriter<'_, '_>, region: RegionId) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let blocks = &rw.body.region(region).blocks;
    let Some(&block) = blocks.first() else {
        return (rw.body.op(root).num_results == 0).then(Vec::new);
    };
    if blocks.len() != 1 || !rw.body.block(block).args.is_empty() {
        return None;
    }
    let term = rw.body.terminator(block)?;
    let values: Vec<Value> = rw.body.op(term).operands.to_vec();
    if values.len() != rw.body.op(root).num_results as usize {
        return None;
    }
    let dest = rw.body.op(root).parent?;
    rw.erase_op(term);
    let moved: SmallVec<[OpId; 8]> = rw.body.inline_block(block, &[], dest, Some(root)).into_iter().collect();
    rw.note_moved(&moved);
    Some(values)
}

/// The region a value is defined in (its op's or its block's), if it is in one.
fn value_region(body: &crate::ir::Body, v: Value) -> Option<RegionId> {
    let block = match body.value(v).def {
        ValueDef::OpResult { op, .. } => body.op(op).parent?,
        ValueDef::BlockArg { block, .. } => block,
        _ => return None,
    };
    body.block(block).parent
}

/// The `scf.yield` ending the last block of `region`.
fn region_yield(body: &crate::ir::Body, region: RegionId) -> Option<OpId> {
    let &block = body.region(region).blocks.last()?;
    body.terminator(block)
}

/// The root `scf.if`'s condition, regions and yields (of both branches).
fn if_parts(rw: &Rewriter<'_, '_>) -> Option<(OpId, Value, [RegionId; 2], [OpId; 2])> {
    let (root, cond, [t, e]) = if_regions(rw)?;
    Some((root, cond, [t, e], [region_yield(rw.body, t)?, region_yield(rw.body, e)?]))
}

/// The root `scf.if`, its condition and its two regions (the else region may be empty).
fn if_regions(rw: &Rewriter<'_, '_>) -> Option<(OpId, Value, [RegionId; 2])> {
    let root = rw.root()?;
    let d = rw.body.op(root);
    let (&cond, &[t, e]) = (d.operands.first()?, d.regions.as_slice().first_chunk::<2>()?);
    Some((root, cond, [t, e]))
}

/// Replaces `yield` by one at the end of its block yielding `values` (MLIR's
/// `replaceOpWithNewOp<YieldOp>`, keeping its location).
fn rebuild_yield(rw: &mut Rewriter<'_, '_>, old: OpId, values: &[Value]) {
    let (Some(block), loc) = (rw.body.op(old).parent, rw.body.op(old).loc) else { return };
    let outer = rw.insertion();
    rw.set_insertion(block, None);
    rw.insert(scf::YieldOp::build(rw.ctx, loc, values));
    rw.set_insertion(outer.0, outer.1);
    rw.erase_op(old);
}

/// Inserts the `scf.if` of `st` with the blocks of `then_r` and `else_r` moved into new
/// regions (MLIR's `takeBody`); gives the op and its two regions.
fn if_taking_regions(
    rw: &mut Rewriter<'_, '_>,
    mut st: OperationState,
    then_r: RegionId,
    else_r: RegionId,
) -> (OpId, RegionId, RegionId) {
    let (t, e) = (rw.body.new_region(), rw.body.new_region());
    rw.body.move_region_blocks(then_r, t, None);
    rw.body.move_region_blocks(else_r, e, None);
    st.regions.push(t);
    st.regions.push(e);
    (rw.insert(st), t, e)
}

/// Term `TrivialIfToSelect` (MLIR's ConvertTrivialIfToSelect): results whose yielded
/// values both come from outside the `scf.if` become those values (when equal) or an
/// `arith.select` on the condition; a new `scf.if` keeps the other results.
pub fn trivial_if_to_select(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let (root, cond, [then_r, else_r], [then_y, else_y]) = if_parts(rw)?;
    let n = rw.body.op(root).num_results as usize;
    if n == 0 {
        return None;
    }
    let tv: Vec<Value> = rw.body.op(then_y).operands.to_vec();
    let fv: Vec<Value> = rw.body.op(else_y).operands.to_vec();
    let kept = |body: &crate::ir::Body, t: Value, f: Value, tr: RegionId, er: RegionId| {
        value_region(body, t) == Some(tr) || value_region(body, f) == Some(er)
    };
    let types: Vec<Type> = tv
        .iter()
        .zip(&fv)
        .filter(|&(&t, &f)| kept(rw.body, t, f, then_r, else_r))
        .map(|(&t, _)| rw.body.value_type(t))
        .collect();
    if types.len() == n {
        return None;
    }
    let loc = rw.loc;
    let st = scf::IfOp::build(rw.ctx, loc, cond, &types);
    let (new_if, t, e) = if_taking_regions(rw, st, then_r, else_r);
    let block = rw.body.op(new_if).parent?;
    let outer = rw.insertion();
    rw.set_insertion(block, Some(new_if));
    let (mut ty, mut fy) = (Vec::new(), Vec::new());
    let mut results = Vec::with_capacity(n);
    for (&tval, &fval) in tv.iter().zip(&fv) {
        if kept(rw.body, tval, fval, t, e) {
            results.push(rw.body.result(new_if, ty.len()));
            ty.push(tval);
            fy.push(fval);
        } else if tval == fval {
            results.push(tval);
        } else {
            let rt = rw.body.value_type(tval);
            let sel = rw.insert(arith::SelectOp::build(rw.ctx, loc, cond, tval, fval, rt));
            results.push(rw.body.result(sel, 0));
        }
    }
    rw.set_insertion(outer.0, outer.1);
    rebuild_yield(rw, then_y, &ty);
    rebuild_yield(rw, else_y, &fy);
    Some(results)
}

/// Term `ReplaceIfYieldWithConditionOrValue` (MLIR's pattern of that name): a used result
/// both branches yield the same value for becomes that value, one yielding `true` and
/// `false` (`i1` constants, wherever they are) becomes the condition, `false` and `true`
/// an `arith.xori` of the condition with a new `true`. Only uses change (the root stays,
/// and the new ops go on the worklist before the changed users, as MLIR builds them first).
pub fn replace_if_yield_with_condition_or_value(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let (root, cond, _, [then_y, else_y]) = if_parts(rw)?;
    let results: Vec<Value> = rw.body.results(root).collect();
    if results.is_empty() {
        return None;
    }
    let tv: Vec<Value> = rw.body.op(then_y).operands.to_vec();
    let fv: Vec<Value> = rw.body.op(else_y).operands.to_vec();
    let bool_of = |rw: &Rewriter<'_, '_>, v: Value| -> Option<bool> {
        let ty = rw.body.value_type(v);
        if !matches!(rw.ctx.type_data(ty), TypeData::Integer { width: 1, signedness: Signedness::Signless }) {
            return None;
        }
        super::scf::constant_int(rw.ctx, rw.body, v).map(|x| x != 0)
    };
    let mut changed = false;
    for ((&t, &f), &r) in tv.iter().zip(&fv).zip(&results) {
        if !rw.body.has_uses(r) {
            continue;
        }
        let with = if t == f {
            t
        } else {
            match (bool_of(rw, t), bool_of(rw, f)) {
                (Some(true), Some(false)) => cond,
                (Some(false), Some(true)) => {
                    let ty = rw.body.value_type(cond);
                    let one = rw.ctx.bool_attr(true);
                    let c = rw.insert(arith::ConstantOp::build(rw.ctx, rw.loc, Some(one), ty));
                    let cv = rw.body.result(c, 0);
                    let x = rw.insert(arith::XOrIOp::build(rw.ctx, rw.loc, cond, cv, ty));
                    rw.note_moved(&[c, x]);
                    rw.body.result(x, 0)
                }
                _ => continue,
            }
        };
        let users: Vec<OpId> = rw.body.uses(r).iter().rev().map(|u| u.op).collect();
        rw.body.replace_all_uses(r, with);
        rw.note_moved(&users);
        changed = true;
    }
    if !changed {
        return None;
    }
    rw.leave_root_untouched();
    Some(results)
}

/// Term `RemoveEmptyElse` (MLIR's RemoveEmptyElseBranch): an `scf.if` without results
/// whose else branch only yields loses that branch.
pub fn remove_empty_else(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let d = rw.body.op(root);
    if d.num_results != 0 {
        return None;
    }
    let (&cond, &[then_r, else_r]) = (d.operands.first()?, d.regions.as_slice().first_chunk::<2>()?);
    let &else_b = rw.body.region(else_r).blocks.first()?;
    if rw.body.block_ops(else_b).count() != 1 {
        return None;
    }
    let attrs = rw.body.op(root).attrs.clone();
    let mut st = scf::IfOp::build(rw.ctx, rw.loc, cond, &[]);
    for a in attrs {
        if st.attr(a.name).is_none() {
            st.attrs.push(a);
        }
    }
    let t = rw.body.new_region();
    rw.body.move_region_blocks(then_r, t, None);
    st.regions.push(t);
    st.regions.push(rw.body.new_region());
    rw.insert(st);
    Some(Vec::new())
}

/// Term `CombineNestedIfs` (MLIR's pattern of that name): an `scf.if` whose then branch
/// only runs another `scf.if` (with an else branch that only yields) becomes one `scf.if`
/// on both conditions (`arith.andi`). Results the outer branch yields from outside become
/// `arith.select`s on the outer condition; results of the inner `scf.if` must be yielded
/// by both else branches alike.
pub fn combine_nested_ifs(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let d = rw.body.op(root);
    let (&cond, &[then_r, else_r]) = (d.operands.first()?, d.regions.as_slice().first_chunk::<2>()?);
    let &then_b = rw.body.region(then_r).blocks.last()?;
    let ops: Vec<OpId> = rw.body.block_ops(then_b).collect();
    let [nested, then_y] = ops.as_slice() else { return None };
    let (nested, then_y) = (*nested, *then_y);
    if rw.ctx.ident_str(rw.body.op(nested).name.ident) != "scf.if" {
        return None;
    }
    let else_b = rw.body.region(else_r).blocks.last().copied();
    if else_b.is_some_and(|b| rw.body.block_ops(b).count() != 1) {
        return None;
    }
    let nd = rw.body.op(nested);
    let (&ncond, &[nthen_r, nelse_r]) = (nd.operands.first()?, nd.regions.as_slice().first_chunk::<2>()?);
    let nelse_b = rw.body.region(nelse_r).blocks.last().copied();
    if nelse_b.is_some_and(|b| rw.body.block_ops(b).count() != 1) {
        return None;
    }
    let nthen_y = region_yield(rw.body, nthen_r)?;
    let nelse_y = nelse_b.and_then(|b| rw.body.terminator(b));
    let mut then_vals: Vec<Value> = rw.body.op(then_y).operands.to_vec();
    let else_vals: Vec<Value> = match else_b {
        Some(b) => rw.body.op(rw.body.terminator(b)?).operands.to_vec(),
        None => Vec::new(),
    };
    let mut upgrade = Vec::new();
    for (i, slot) in then_vals.iter_mut().enumerate() {
        let v = *slot;
        if let ValueDef::OpResult { op, index } = rw.body.value(v).def {
            if op == nested {
                let k = index as usize;
                if nelse_y.and_then(|y| rw.body.op(y).operands.get(k).copied()) != else_vals.get(i).copied() {
                    return None;
                }
                *slot = *rw.body.op(nthen_y).operands.get(k)?;
                continue;
            }
        }
        if value_region(rw.body, v) == Some(then_r) {
            return None;
        }
        upgrade.push(i);
    }
    let loc = rw.loc;
    let i1 = rw.ctx.integer_type(1);
    let and = rw.insert(arith::AndIOp::build(rw.ctx, loc, cond, ncond, i1));
    let new_cond = rw.body.result(and, 0);
    let types: Vec<Type> = rw.body.results(root).map(|r| rw.body.value_type(r)).collect();
    let mut st = scf::IfOp::build(rw.ctx, loc, new_cond, &types);
    let (t, e) = (rw.body.new_region(), rw.body.new_region());
    let new_then = rw.body.new_block();
    rw.body.push_block(t, new_then);
    st.regions.push(t);
    st.regions.push(e);
    let new_if = rw.insert(st);
    let mut results: Vec<Value> = rw.body.results(new_if).collect();
    let block = rw.body.op(new_if).parent?;
    let outer = rw.insertion();
    rw.set_insertion(block, Some(new_if));
    for &i in &upgrade {
        let ty = rw.body.value_type(then_vals[i]);
        let sel = rw.insert(arith::SelectOp::build(rw.ctx, loc, cond, then_vals[i], else_vals[i], ty));
        results[i] = rw.body.result(sel, 0);
    }
    let &nthen_b = rw.body.region(nthen_r).blocks.last()?;
    let moved = rw.body.inline_block(nthen_b, &[], new_then, None);
    rw.note_moved(&moved);
    rw.set_insertion(outer.0, outer.1);
    rebuild_yield(rw, nthen_y, &then_vals);
    if !else_vals.is_empty() {
        let new_else = rw.body.new_block();
        rw.body.push_block(e, new_else);
        rw.set_insertion(new_else, None);
        rw.insert(scf::YieldOp::build(rw.ctx, loc, &else_vals));
        rw.set_insertion(outer.0, outer.1);
    }
    Some(results)
}

/// The parts of the root `scf.for`: bounds, step, inits, its body block and yield.
struct ForParts {
    root: OpId,
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
    block: crate::ir::BlockId,
    yield_op: OpId,
}

fn for_parts(rw: &Rewriter<'_, '_>) -> Option<ForParts> {
    let root = rw.root()?;
    let d = rw.body.op(root);
    let [lb, ub, step, inits @ ..] = d.operands.as_slice() else { return None };
    let &block = rw.body.region(*d.regions.first()?).blocks.first()?;
    let yield_op = rw.body.terminator(block)?;
    Some(ForParts { root, lb: *lb, ub: *ub, step: *step, inits: inits.to_vec(), block, yield_op })
}

/// Term `SimplifyTrivialLoop` (MLIR's SimplifyTrivialLoops): an `scf.for` that runs zero
/// times is replaced by its initial values, one that runs once by its body (the lower
/// bound as induction variable), and one whose body only yields values from outside
/// (and that runs more than once) by those values.
pub fn simplify_trivial_loop(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let f = for_parts(rw)?;
    if f.lb == f.ub {
        return Some(f.inits);
    }
    // MLIR 22's `constantTripCount` counts a constant step of zero or less as zero
    // iterations, whatever the bounds.
    if super::scf::constant_int(rw.ctx, rw.body, f.step).is_some_and(|s| s <= 0) {
        return Some(f.inits);
    }
    let diff = const_diff(rw, &f)?;
    if diff <= 0 {
        return Some(f.inits);
    }
    let step = super::scf::constant_int(rw.ctx, rw.body, f.step)?;
    if step >= diff {
        let mut args = vec![f.lb];
        args.extend_from_slice(&f.inits);
        if args.len() != rw.body.block(f.block).args.len() {
            return None;
        }
        let values: Vec<Value> = rw.body.op(f.yield_op).operands.to_vec();
        let dest = rw.body.op(f.root).parent?;
        // MLIR's driver revisits the users of the replaced arguments, then the moved ops.
        let mut revisit = rw.body.arg_users(f.block);
        let moved = rw.body.inline_block(f.block, &args, dest, Some(f.root));
        // The yield's operands were read before its arguments were replaced.
        let values: Vec<Value> = values.iter().map(|&v| remap_arg(rw, f.block, &args, v)).collect();
        revisit.extend(moved);
        rw.note_moved(&revisit);
        rw.erase_op(f.yield_op);
        return Some(values);
    }
    if rw.body.block_ops(f.block).count() != 1 {
        return None;
    }
    let yielded: Vec<Value> = rw.body.op(f.yield_op).operands.to_vec();
    let body_region = rw.body.block(f.block).parent?;
    if yielded.iter().any(|&v| value_region(rw.body, v) == Some(body_region)) {
        return None;
    }
    Some(yielded)
}

/// MLIR's `computeConstDiff` for an `scf.for`: `ub - lb` when both are constants (compared
/// unsigned at their width for an `unsigned` loop), or the constant `c` of
/// `ub = arith.addi lb, c overflow<nsw>` (either operand order) for a signed loop.
fn const_diff(rw: &Rewriter<'_, '_>, f: &ForParts) -> Option<i128> {
    let unsigned = rw.body.attr(f.root, rw.ctx.ident("unsignedCmp")).is_some();
    let (ctx, body) = (rw.ctx, &*rw.body);
    if let (Some(l), Some(u)) = (super::scf::constant_int(ctx, body, f.lb), super::scf::constant_int(ctx, body, f.ub)) {
        if !unsigned {
            return Some(u - l);
        }
        let w = crate::ir::fold::int_width(ctx, body.value_type(f.lb)).unwrap_or(64).min(126);
        let mask = (1i128 << w) - 1;
        return Some((u & mask) - (l & mask));
    }
    if unsigned {
        return None;
    }
    let ValueDef::OpResult { op, .. } = body.value(f.ub).def else { return None };
    if ctx.ident_str(body.op(op).name.ident) != "arith.addi" {
        return None;
    }
    let flags = body.attr(op, ctx.ident("overflowFlags")).and_then(|a| match ctx.attr_data(a) {
        crate::ir::AttrData::Enum { value, .. } => Some(*value as i128),
        _ => ctx.int_value(a),
    });
    if flags.unwrap_or(0) & 1 == 0 {
        return None;
    }
    let &[a, b] = body.op(op).operands.as_slice() else { return None };
    if a == f.lb {
        super::scf::constant_int(ctx, body, b)
    } else if b == f.lb {
        super::scf::constant_int(ctx, body, a)
    } else {
        None
    }
}

/// `v`, or the value replacing it when it was an argument of `block` (inlined with
/// `args`).
fn remap_arg(rw: &Rewriter<'_, '_>, block: crate::ir::BlockId, args: &[Value], v: Value) -> Value {
    match rw.body.value(v).def {
        ValueDef::BlockArg { block: b, index } if b == block => args.get(index as usize).copied().unwrap_or(v),
        _ => v,
    }
}

/// Whether `op` is nested (at any depth) in `region`.
fn region_contains(body: &crate::ir::Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(block) = body.op(cur).parent else { return false };
        let Some(r) = body.block(block).parent else { return false };
        if r == region {
            return true;
        }
        let Some(parent) = body.region(r).parent else { return false };
        cur = parent;
    }
}

/// The value an `arith.xori %x, true` negates (MLIR's `xori` with an `m_One` right-hand
/// side).
fn negated(rw: &Rewriter<'_, '_>, v: Value) -> Option<Value> {
    let op = rw.defining_op_named(v, "arith.xori")?;
    let &[lhs, rhs] = rw.body.op(op).operands.as_slice() else { return None };
    (super::scf::constant_int(rw.ctx, rw.body, rhs)? & 1 == 1).then_some(lhs)
}

/// Term `IfConditionPropagation` (MLIR's ConditionPropagation, in place): uses of a
/// non-constant condition inside the then (else) branch become `true` (`false`).
pub fn if_condition_propagation(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    // (An `scf.if` without an else branch too.)
    let (root, cond, [then_r, else_r]) = if_regions(rw)?;
    if super::scf::constant_int(rw.ctx, rw.body, cond).is_some() {
        return None;
    }
    let mut changed = Vec::new();
    propagate_truth(
        rw,
        cond,
        |body, user| {
            if region_contains(body, then_r, user) {
                Some(true)
            } else if region_contains(body, else_r, user) {
                Some(false)
            } else {
                None
            }
        },
        &mut changed,
    );
    if changed.is_empty() {
        return None;
    }
    rw.note_moved(&changed);
    rw.keep_root();
    Some(rw.body.results(root).collect())
}

/// Sets the uses of `cond` whose user `truth` places to a `true` or `false` constant (one
/// of each at most, built at the first use that needs it), newest use first as MLIR's use
/// lists hold them; the users go to `changed`. The in-place rewrite of MLIR's
/// ConditionPropagation and CondBranchTruthPropagation.
pub(super) fn propagate_truth(
    rw: &mut Rewriter<'_, '_>,
    cond: Value,
    truth: impl Fn(&crate::ir::Body, OpId) -> Option<bool>,
    changed: &mut Vec<OpId>,
) {
    let i1 = rw.ctx.integer_type(1);
    let mut constants: [Option<Value>; 2] = [None, None];
    let uses: Vec<(OpId, u32)> = rw.body.uses(cond).iter().rev().map(|u| (u.op, u.index)).collect();
    for (user, index) in uses {
        let Some(value) = truth(rw.body, user) else { continue };
        let c = match constants[value as usize] {
            Some(c) => c,
            None => {
                let attr = rw.ctx.bool_attr(value);
                let op = rw.insert(arith::ConstantOp::build(rw.ctx, rw.loc, Some(attr), i1));
                let c = rw.body.result(op, 0);
                constants[value as usize] = Some(c);
                c
            }
        };
        rw.body.set_operand(user, index as usize, c);
        changed.push(user);
    }
}

/// The single block of `region`, if it has blocks.
fn only_block(rw: &Rewriter<'_, '_>, region: RegionId) -> Option<crate::ir::BlockId> {
    rw.body.region(region).blocks.first().copied()
}

/// Term `CombineIfs` (MLIR's pattern of that name): an `scf.if` right after another on the
/// same condition (or its negation) merges into one `scf.if` with the results of both;
/// uses of the first one's results inside the second become the values its branches
/// yield.
pub fn combine_ifs(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let next = rw.root()?;
    let nd = rw.body.op(next);
    let (&next_cond, &[nthen_r, nelse_r]) = (nd.operands.first()?, nd.regions.as_slice().first_chunk::<2>()?);
    let prev = rw.body.op(next).prev?;
    if rw.ctx.ident_str(rw.body.op(prev).name.ident) != "scf.if" {
        return None;
    }
    let pd = rw.body.op(prev);
    let (&prev_cond, &[pthen_r, pelse_r]) = (pd.operands.first()?, pd.regions.as_slice().first_chunk::<2>()?);
    let next_has_else = !rw.body.region(nelse_r).blocks.is_empty();
    // The regions of the second `scf.if` that run when the first one's condition holds
    // (then) and does not (else).
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = Some(nthen_r);
        next_else = next_has_else.then_some(nelse_r);
    }
    if negated(rw, next_cond) == Some(prev_cond) || negated(rw, prev_cond) == Some(next_cond) {
        next_else = Some(nthen_r);
        next_then = next_has_else.then_some(nelse_r);
    }
    if next_then.is_none() && next_else.is_none() {
        return None;
    }
    let pthen_y = region_yield(rw.body, pthen_r)?;
    let pelse_y = if rw.body.region(pelse_r).blocks.is_empty() { None } else { Some(region_yield(rw.body, pelse_r)?) };
    for r in [next_then, next_else].into_iter().flatten() {
        region_yield(rw.body, r)?;
    }
    // Uses of the first one's results inside the second's branches.
    let prev_results: Vec<Value> = rw.body.results(prev).collect();
    let then_vals: Vec<Value> = rw.body.op(pthen_y).operands.to_vec();
    let else_vals: Vec<Value> = pelse_y.map(|y| rw.body.op(y).operands.to_vec()).unwrap_or_default();
    let mut touched = Vec::new();
    for (k, &r) in prev_results.iter().enumerate() {
        let uses: Vec<(OpId, u32)> = rw.body.uses(r).iter().rev().map(|u| (u.op, u.index)).collect();
        for (user, index) in uses {
            let with = if next_then.is_some_and(|nt| region_contains(rw.body, nt, user)) {
                then_vals.get(k)
            } else if next_else.is_some_and(|ne| region_contains(rw.body, ne, user)) {
                else_vals.get(k)
            } else {
                None
            };
            if let Some(&w) = with {
                rw.body.set_operand(user, index as usize, w);
                touched.push(user);
            }
        }
    }
    let mut types: Vec<Type> = rw.body.results(prev).map(|r| rw.body.value_type(r)).collect();
    let nres = rw.body.op(next).num_results as usize;
    types.extend(rw.body.results(next).map(|r| rw.body.value_type(r)));
    let loc = rw.loc;
    let mut st = scf::IfOp::build(rw.ctx, loc, prev_cond, &types);
    let (t, e) = (rw.body.new_region(), rw.body.new_region());
    rw.body.move_region_blocks(pthen_r, t, None);
    st.regions.push(t);
    st.regions.push(e);
    let combined = rw.insert(st);
    let mut moved = touched;
    let tb = only_block(rw, t)?;
    if let Some(nt) = next_then {
        let nb = only_block(rw, nt)?;
        let y2 = region_yield(rw.body, nt)?;
        let mut vals: Vec<Value> = rw.body.op(pthen_y).operands.to_vec();
        vals.extend(rw.body.op(y2).operands.iter().copied());
        let y2loc = rw.body.op(y2).loc;
        moved.extend(rw.body.inline_block(nb, &[], tb, None));
        rw.erase_op(pthen_y);
        rw.erase_op(y2);
        append_yield(rw, tb, y2loc, &vals);
    }
    rw.body.move_region_blocks(pelse_r, e, None);
    if let Some(ne) = next_else {
        match only_block(rw, e) {
            None => rw.body.move_region_blocks(ne, e, None),
            Some(eb) => {
                let nb = only_block(rw, ne)?;
                let y1 = region_yield(rw.body, e)?;
                let y2 = region_yield(rw.body, ne)?;
                let mut vals: Vec<Value> = rw.body.op(y1).operands.to_vec();
                vals.extend(rw.body.op(y2).operands.iter().copied());
                let y2loc = rw.body.op(y2).loc;
                moved.extend(rw.body.inline_block(nb, &[], eb, None));
                rw.erase_op(y1);
                rw.erase_op(y2);
                append_yield(rw, eb, y2loc, &vals);
            }
        }
    }
    rw.note_moved(&moved);
    let results: Vec<Value> = rw.body.results(combined).collect();
    let np = prev_results.len();
    // The first `scf.if` is replaced here; the rule replaces the root.
    for (k, &r) in prev_results.iter().enumerate() {
        let users: Vec<OpId> = rw.body.uses(r).iter().map(|u| u.op).collect();
        rw.body.replace_all_uses(r, results[k]);
        rw.note_moved(&users);
    }
    rw.erase_op(prev);
    Some(results[np..np + nres].to_vec())
}

/// Appends an `scf.yield` of `values` to `block`.
fn append_yield(rw: &mut Rewriter<'_, '_>, block: crate::ir::BlockId, loc: crate::ir::Attribute, values: &[Value]) {
    let outer = rw.insertion();
    rw.set_insertion(block, None);
    rw.insert(scf::YieldOp::build(rw.ctx, loc, values));
    rw.set_insertion(outer.0, outer.1);
}
