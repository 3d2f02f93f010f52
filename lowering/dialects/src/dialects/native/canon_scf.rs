//! The terms of scf's canonicalization patterns (`spec/canonicalize/scf_canonicalize.td`).

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, scf};
use crate::ir::{OpId, RegionId, Type, Value, ValueDef};

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
    let root = rw.root()?;
    let d = rw.body.op(root);
    let (&cond, &[t, e]) = (d.operands.first()?, d.regions.as_slice().first_chunk::<2>()?);
    Some((root, cond, [t, e], [region_yield(rw.body, t)?, region_yield(rw.body, e)?]))
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
    let mut st = scf::IfOp::build(rw.ctx, loc, cond, &types);
    let (t, e) = (rw.body.new_region(), rw.body.new_region());
    rw.body.move_region_blocks(then_r, t, None);
    rw.body.move_region_blocks(else_r, e, None);
    st.regions.push(t);
    st.regions.push(e);
    let new_if = rw.insert(st);
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

/// Term `RemoveUnusedIfResults` (MLIR's RemoveUnusedResults of `scf.if`): a new `scf.if`
/// with only the results that have uses, its branches yielding only those.
pub fn remove_unused_if_results(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let (root, cond, [then_r, else_r], [then_y, else_y]) = if_parts(rw)?;
    let used: Vec<usize> =
        (0..rw.body.op(root).num_results as usize).filter(|&i| rw.body.has_uses(rw.body.result(root, i))).collect();
    if used.len() == rw.body.op(root).num_results as usize {
        return None;
    }
    let types: Vec<Type> = used.iter().map(|&i| rw.body.value_type(rw.body.result(root, i))).collect();
    let mut st = scf::IfOp::build(rw.ctx, rw.loc, cond, &types);
    let (t, e) = (rw.body.new_region(), rw.body.new_region());
    rw.body.move_region_blocks(then_r, t, None);
    rw.body.move_region_blocks(else_r, e, None);
    st.regions.push(t);
    st.regions.push(e);
    let new_if = rw.insert(st);
    // MLIR merges the branches' blocks into new ones: their ops count as moved.
    let moved: Vec<OpId> = [t, e]
        .iter()
        .flat_map(|&r| rw.body.region(r).blocks.clone())
        .flat_map(|b| rw.body.block_ops(b).collect::<Vec<_>>())
        .collect();
    rw.note_moved(&moved);
    for y in [then_y, else_y] {
        let values: Vec<Value> = used.iter().filter_map(|&i| rw.body.op(y).operands.get(i).copied()).collect();
        rw.body.set_operands(y, &values);
    }
    let mut results = vec![rw.body.result(root, 0); rw.body.op(root).num_results as usize];
    for (k, &i) in used.iter().enumerate() {
        results[i] = rw.body.result(new_if, k);
    }
    // Unused results are replaced by themselves' stand-ins: they have no uses.
    for (i, r) in results.iter_mut().enumerate() {
        if !used.contains(&i) {
            *r = rw.body.new_placeholder(rw.body.value_type(rw.body.result(root, i)));
        }
    }
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
