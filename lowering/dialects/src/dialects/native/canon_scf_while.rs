//! The terms of `scf.while`'s own canonicalization patterns
//! (`spec/canonicalize/scf_canonicalize.td`), as MLIR 22's `WhileOp::getCanonicalizationPatterns`
//! defines them (the loop-carried values it drops are the generic region-branch patterns'
//! business, `canon_scf_branch`). Each rebuilding pattern creates a new `scf.while`, moves
//! the old `before`/`after` blocks into the new one's (their arguments replaced by the
//! values that now stand for them) and gives the new results; the in-place ones
//! (`WhileConditionTruth`, `WhileCmpCond`) keep the root (`Rewriter::keep_root`).

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, scf};
use crate::ir::{Attribute, BlockId, OpId, OperationState, Type, Value, ValueDef};

/// The parts of the root `scf.while`.
struct WhileParts {
    root: OpId,
    inits: Vec<Value>,
    before: BlockId,
    after: BlockId,
    /// The `scf.condition` ending `before`.
    cond_op: OpId,
}

impl WhileParts {
    fn cond(&self, rw: &Rewriter<'_, '_>) -> Value {
        rw.body.op(self.cond_op).operands[0]
    }
    /// The values `scf.condition` forwards (after its condition).
    fn cond_args(&self, rw: &Rewriter<'_, '_>) -> Vec<Value> {
        rw.body.op(self.cond_op).operands[1..].to_vec()
    }
    fn before_args(&self, rw: &Rewriter<'_, '_>) -> Vec<Value> {
        rw.body.block(self.before).args.to_vec()
    }
    fn after_args(&self, rw: &Rewriter<'_, '_>) -> Vec<Value> {
        rw.body.block(self.after).args.to_vec()
    }
}

fn while_parts(rw: &Rewriter<'_, '_>) -> Option<WhileParts> {
    let root = rw.root()?;
    let d = rw.body.op(root);
    let &[before_r, after_r] = d.regions.as_slice() else { return None };
    let &before = rw.body.region(before_r).blocks.first()?;
    let &after = rw.body.region(after_r).blocks.first()?;
    let cond_op = rw.body.terminator(before)?;
    let yield_op = rw.body.terminator(after)?;
    let parts = WhileParts { root, inits: d.operands.to_vec(), before, after, cond_op };
    // A malformed loop (the verifier reports it) is left alone.
    let ok = rw.body.op(cond_op).operands.len() == d.num_results as usize + 1
        && rw.body.block(after).args.len() == d.num_results as usize
        && rw.body.block(before).args.len() == parts.inits.len()
        && rw.body.op(yield_op).operands.len() == parts.inits.len();
    ok.then_some(parts)
}

/// Replaces terminator `old` by the op `st` builds at its place (MLIR's
/// `replaceOpWithNewOp` on a terminator, keeping its location).
fn rebuild_terminator(rw: &mut Rewriter<'_, '_>, old: OpId, mut st: OperationState) {
    let Some(block) = rw.body.op(old).parent else { return };
    st.loc = rw.body.op(old).loc;
    let outer = rw.insertion();
    rw.set_insertion(block, Some(old));
    rw.insert(st);
    rw.set_insertion(outer.0, outer.1);
    rw.erase_op(old);
}

fn new_condition(rw: &mut Rewriter<'_, '_>, p: &WhileParts, args: &[Value]) {
    let cond = p.cond(rw);
    let st = scf::ConditionOp::build(rw.ctx, rw.loc, cond, args);
    rebuild_terminator(rw, p.cond_op, st);
}

/// Inserts a new `scf.while` before the root with `inits` and results of `types`, its
/// `before` block taking arguments of `before_types` and its `after` block of
/// `after_types`; the old blocks are moved into them with their arguments replaced by
/// `before_map` and `after_map` (MLIR's `mergeBlocks`). Gives the new loop.
fn rebuild(
    rw: &mut Rewriter<'_, '_>,
    p: &WhileParts,
    inits: &[Value],
    types: &[Type],
    before_map: impl FnOnce(&[Value]) -> Vec<Value>,
    after_map: impl FnOnce(&[Value], &[Value]) -> Vec<Value>,
) -> OpId {
    let loc = rw.loc;
    let mut st = scf::WhileOp::build(rw.ctx, loc, inits, types);
    let (br, ar) = (rw.body.new_region(), rw.body.new_region());
    let (bb, ab) = (rw.body.new_block(), rw.body.new_block());
    rw.body.push_block(br, bb);
    rw.body.push_block(ar, ab);
    let init_types: Vec<Type> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let new_before: Vec<Value> = init_types.iter().map(|&t| rw.body.add_block_arg(bb, t, Some(loc))).collect();
    let new_after: Vec<Value> = types.iter().map(|&t| rw.body.add_block_arg(ab, t, Some(loc))).collect();
    st.regions.push(br);
    st.regions.push(ar);
    for a in rw.body.op(p.root).attrs.clone() {
        if st.attr(a.name).is_none() {
            st.attrs.push(a);
        }
    }
    let new_while = rw.insert(st);
    let results: Vec<Value> = rw.body.results(new_while).collect();
    let bargs = before_map(&new_before);
    let aargs = after_map(&new_after, &results);
    let mut moved = rw.body.inline_block(p.before, &bargs, bb, None);
    moved.extend(rw.body.inline_block(p.after, &aargs, ab, None));
    rw.note_moved(&moved);
    new_while
}

/// Term `WhileConditionTruth`: where `scf.condition` forwards its own condition, the
/// `after` argument it feeds is `true` (the `after` block only runs then).
pub fn while_condition_truth(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let p = while_parts(rw)?;
    let cond = p.cond(rw);
    let targets: Vec<Value> = p
        .cond_args(rw)
        .iter()
        .zip(p.after_args(rw))
        .filter(|&(&c, a)| c == cond && rw.body.has_uses(a))
        .map(|(_, a)| a)
        .collect();
    if targets.is_empty() {
        return None;
    }
    let ty = rw.body.value_type(cond);
    let value = rw.ctx.bool_attr(true);
    let c = rw.insert(arith::ConstantOp::build(rw.ctx, rw.loc, Some(value), ty));
    let t = rw.body.result(c, 0);
    for a in targets {
        replace_uses_noting(rw, a, t);
    }
    rw.keep_root();
    Some(rw.body.results(p.root).collect())
}

/// Replaces the uses of `from` by `to`, the users going back on the worklist (MLIR's
/// `replaceAllUsesWith` through the rewriter).
fn replace_uses_noting(rw: &mut Rewriter<'_, '_>, from: Value, to: Value) {
    let users: Vec<OpId> = rw.body.uses(from).iter().map(|u| u.op).collect();
    rw.body.replace_all_uses(from, to);
    rw.note_moved(&users);
}

/// The `predicate` of an `arith.cmpi`.
fn cmpi_predicate(rw: &Rewriter<'_, '_>, op: OpId) -> Option<i128> {
    let name = rw.ctx.ident_str(rw.body.op(op).name.ident);
    if name != "arith.cmpi" {
        return None;
    }
    rw.ctx.int_value(rw.body.attr(op, rw.ctx.ident("predicate"))?)
}

/// Term `WhileCmpCond`: when the condition is an `arith.cmpi` of a forwarded value and
/// another, an `arith.cmpi` in the `after` block of the forwarded argument and the same
/// other value, with the same or the inverse predicate, is `true` or `false`.
pub fn while_cmp_cond(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    // eq ne slt sle sgt sge ult ule ugt uge
    const INVERSE: [i128; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
    let p = while_parts(rw)?;
    let ValueDef::OpResult { op: cmp, .. } = rw.body.value(p.cond(rw)).def else { return None };
    let pred = cmpi_predicate(rw, cmp)?;
    let cmp_operands: Vec<Value> = rw.body.op(cmp).operands.to_vec();
    let [l, r] = cmp_operands.as_slice() else { return None };
    let sides = [*l, *r];
    let inverse = *INVERSE.get(usize::try_from(pred).ok()?)?;
    let mut changed = false;
    for (c, a) in p.cond_args(rw).into_iter().zip(p.after_args(rw)) {
        for side in 0..2 {
            if c != sides[side] {
                continue;
            }
            let users: Vec<OpId> = rw.body.uses(a).iter().map(|u| u.op).collect();
            for user in users {
                if rw.body.op(user).erased {
                    continue;
                }
                let Some(p2) = cmpi_predicate(rw, user) else { continue };
                let ops2 = &rw.body.op(user).operands;
                if ops2.len() != 2 || ops2[1 - side] != sides[1 - side] {
                    continue;
                }
                let same = if p2 == pred {
                    true
                } else if p2 == inverse {
                    false
                } else {
                    continue;
                };
                replace_with_bool(rw, user, same);
                changed = true;
            }
        }
    }
    if !changed {
        return None;
    }
    rw.keep_root();
    Some(rw.body.results(p.root).collect())
}

/// Replaces the `i1` result of `op` by an `arith.constant` of `value` built at its place
/// (MLIR's `replaceOpWithNewOp<arith::ConstantIntOp>`).
fn replace_with_bool(rw: &mut Rewriter<'_, '_>, op: OpId, value: bool) {
    let Some(block) = rw.body.op(op).parent else { return };
    let (loc, ty) = (rw.body.op(op).loc, rw.body.value_type(rw.body.result(op, 0)));
    let outer = rw.insertion();
    rw.set_insertion(block, Some(op));
    let attr: Attribute = rw.ctx.bool_attr(value);
    let c = rw.insert(arith::ConstantOp::build(rw.ctx, loc, Some(attr), ty));
    rw.set_insertion(outer.0, outer.1);
    let (old, new) = (rw.body.result(op, 0), rw.body.result(c, 0));
    replace_uses_noting(rw, old, new);
    rw.note_moved(&[c]);
    rw.erase_op(op);
}

/// Term `WhileOpAlignBeforeArgs`: when `scf.condition` forwards exactly the `before`
/// arguments (each once) in another order, it forwards them in their order, and the
/// `after` arguments and results are permuted to match.
pub fn while_align_before_args(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let p = while_parts(rw)?;
    let (before_args, cond_args) = (p.before_args(rw), p.cond_args(rw));
    if before_args == cond_args || before_args.len() != cond_args.len() {
        return None;
    }
    if cond_args.iter().enumerate().any(|(i, v)| cond_args[..i].contains(v)) {
        return None;
    }
    // mapping[k] = i: condition argument k is `before` argument i.
    let mapping: Vec<usize> =
        cond_args.iter().map(|v| before_args.iter().position(|b| b == v)).collect::<Option<Vec<_>>>()?;
    let results: Vec<Value> = rw.body.results(p.root).collect();
    let mut types: Vec<Type> = vec![rw.body.value_type(before_args[0]); before_args.len()];
    for (k, &i) in mapping.iter().enumerate() {
        types[i] = rw.body.value_type(results[k]);
    }
    Some(recondition(rw, &p, &before_args, &types, &mapping))
}

/// `scf.condition` forwards `args` (results and `after` arguments of `types`) instead;
/// old result and `after` argument `k` become new ones `sel[k]`. The old results'
/// replacements.
fn recondition(rw: &mut Rewriter<'_, '_>, p: &WhileParts, args: &[Value], types: &[Type], sel: &[usize]) -> Vec<Value> {
    new_condition(rw, p, args);
    let inits = p.inits.clone();
    let mut out = Vec::new();
    rebuild(
        rw,
        p,
        &inits,
        types,
        |nb| nb.to_vec(),
        |na, res| {
            out = sel.iter().map(|&k| res[k]).collect();
            sel.iter().map(|&k| na[k]).collect()
        },
    );
    out
}

/// Whether `op` is nested (at any depth) in `region`.
fn inside_region(rw: &Rewriter<'_, '_>, region: crate::ir::RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(block) = rw.body.op(cur).parent else { return false };
        let Some(r) = rw.body.block(block).parent else { return false };
        if r == region {
            return true;
        }
        let Some(parent) = rw.body.region(r).parent else { return false };
        cur = parent;
    }
}

/// The operands of the ops nested in `region`, in MLIR's (post-order) walk order.
fn walk_operands(rw: &Rewriter<'_, '_>, region: crate::ir::RegionId, out: &mut Vec<Value>) {
    for &b in &rw.body.region(region).blocks {
        for o in rw.body.block_ops(b).collect::<Vec<_>>() {
            if rw.body.op(o).nested.is_none() {
                for &r in &rw.body.op(o).regions {
                    walk_operands(rw, r, out);
                }
            }
            out.extend_from_slice(&rw.body.op(o).operands);
        }
    }
}

/// Term `WhileMoveIfDown` (MLIR's pattern of that name): an `scf.if` on the loop's
/// condition, right before `scf.condition` and with nothing but a yield in its `else`
/// block, moves into the `after` block: `scf.condition` forwards its `else` values, the
/// `after` arguments they fed become its `then` values, and the values of the `before`
/// block the `then` block uses are forwarded as new results (dropped from the loop's
/// replacement).
pub fn while_move_if_down(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let p = while_parts(rw)?;
    let if_op = rw.body.op(p.cond_op).prev?;
    if rw.ctx.ident_str(rw.body.op(if_op).name.ident) != "scf.if" {
        return None;
    }
    let d = rw.body.op(if_op);
    let &[then_r, else_r] = d.regions.as_slice() else { return None };
    if d.operands.first() != Some(&p.cond(rw)) {
        return None;
    }
    let &then_b = rw.body.region(then_r).blocks.first()?;
    let else_b = rw.body.region(else_r).blocks.first().copied();
    if else_b.is_some_and(|b| rw.body.block_ops(b).count() > 1) {
        return None;
    }
    // The `if` results may only feed `scf.condition` (MLIR asserts it).
    let results: Vec<Value> = rw.body.results(if_op).collect();
    if results.iter().any(|&r| rw.body.uses(r).iter().any(|u| u.op != p.cond_op)) {
        return None;
    }
    let then_yield = rw.body.terminator(then_b)?;
    let else_yield = else_b.and_then(|b| rw.body.terminator(b));
    let after_args = p.after_args(rw);
    for (idx, arg) in p.cond_args(rw).into_iter().enumerate() {
        let Some(k) = results.iter().position(|&r| r == arg) else { continue };
        let then_v = *rw.body.op(then_yield).operands.get(k)?;
        let else_v = *rw.body.op(else_yield?).operands.get(k)?;
        replace_uses_noting(rw, results[k], else_v);
        replace_uses_noting(rw, after_args[idx], then_v);
    }
    // The values of the `before` block the `then` region reads.
    let before_region = rw.body.block(p.before).parent?;
    let mut used = Vec::new();
    walk_operands(rw, then_r, &mut used);
    let mut extra: Vec<Value> = Vec::new();
    for v in used {
        let block = match rw.body.value(v).def {
            ValueDef::OpResult { op, .. } => rw.body.op(op).parent,
            ValueDef::BlockArg { block, .. } => Some(block),
            _ => None,
        };
        if block.and_then(|b| rw.body.block(b).parent) == Some(before_region) && !extra.contains(&v) {
            extra.push(v);
        }
    }
    let n = after_args.len();
    let mut types: Vec<Type> = rw.body.results(p.root).map(|r| rw.body.value_type(r)).collect();
    types.extend(extra.iter().map(|&v| rw.body.value_type(v)));
    let inits = p.inits.clone();
    let old_before_args = p.before_args(rw);
    let new_while = rebuild(rw, &p, &inits, &types, |b| b.to_vec(), |a, _| a[..n].to_vec());
    // The old `before` arguments now stand for the new block's.
    let &before_r = rw.body.op(new_while).regions.first()?;
    let &new_before = rw.body.region(before_r).blocks.first()?;
    let new_before_args: Vec<Value> = rw.body.block(new_before).args.to_vec();
    for v in extra.iter_mut() {
        if let Some(i) = old_before_args.iter().position(|a| a == v) {
            *v = new_before_args[i];
        }
    }
    let &after_r = rw.body.op(new_while).regions.get(1)?;
    let &new_after = rw.body.region(after_r).blocks.first()?;
    let new_args: Vec<Value> = rw.body.block(new_after).args[n..].to_vec();
    let mut operands = rw.body.op(p.cond_op).operands.to_vec();
    operands.extend_from_slice(&extra);
    rw.body.set_operands(p.cond_op, &operands);
    for (&v, &a) in extra.iter().zip(&new_args) {
        let uses: Vec<_> = rw.body.uses(v).to_vec();
        for u in uses {
            if inside_region(rw, then_r, u.op) {
                rw.body.set_operand(u.op, u.index as usize, a);
            }
        }
    }
    rw.erase_op(then_yield);
    let first = rw.body.block(new_after).first;
    let moved = rw.body.inline_block(then_b, &[], new_after, first);
    rw.note_moved(&moved);
    rw.erase_op(if_op);
    let results: Vec<Value> = rw.body.results(new_while).collect();
    Some(results[..n].to_vec())
}
