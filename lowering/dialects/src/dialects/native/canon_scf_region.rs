//! The terms of the canonicalization patterns of `scf.execute_region`, `scf.index_switch`,
//! `scf.parallel` and `scf.forall` (`spec/canonicalize/scf_canonicalize.td`): a switch on
//! a constant runs its case in place, an `scf.execute_region` of several blocks directly
//! in a function is inlined into the function's CFG (MLIR's MultiBlockExecuteInliner),
//! parallel loops lose dimensions that run once and merge. (Results nothing uses, or that
//! every branch yields from outside, are `canon_scf_branch`'s.)

use crate::conversion::Rewriter;
use crate::dialects::gen::cf;
use crate::ir::{BlockId, OpId, RegionId, Traits, Type, Value, ValueDef};

/// Term `IndexSwitchOnConstant` (MLIR's `IndexSwitchOp::fold`): a switch on a constant
/// is replaced by the region it runs (the matching case, else the default).
pub fn index_switch_on_constant(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let arg = *rw.body.op(root).operands.first()?;
    let value = super::scf::constant_int(rw.ctx, rw.body, arg)?;
    let cases = rw.body.attr(root, rw.ctx.ident("cases"))?;
    let cases: Vec<i64> = crate::ir::groups::dense_ints(rw.ctx, cases)?.to_vec();
    let regions = &rw.body.op(root).regions;
    // The default region comes first, then one per case.
    let idx = cases.iter().position(|&c| i128::from(c) == value).map_or(0, |i| i + 1);
    let region = *regions.get(idx)?;
    super::canon_scf::inline_single_block(rw, region)
}

/// Term `MultiBlockExecuteInliner`: an `scf.execute_region` (not `no_inline`) directly in
/// a function body or in another `scf.execute_region` becomes part of the enclosing CFG:
/// its block is split at the op, the region's blocks go in between (entered by a
/// `cf.br`), and each `scf.yield` branches to the rest of the block, whose arguments
/// replace the results.
pub fn multi_block_execute_inliner(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let block = rw.body.op(root).parent?;
    let outer = rw.body.block(block).parent?;
    // The root region of a nested body belongs to an op isolated from above: a function
    // (its owner is not visible from here).
    let fits = match rw.body.region(outer).parent {
        None => true,
        Some(p) => {
            let d = rw.body.op(p);
            rw.ctx.ident_str(d.name.ident) == "scf.execute_region"
                || d.name.info.is_some_and(|i| i.has_trait(Traits::FUNCTION_LIKE))
        }
    };
    let region = *rw.body.op(root).regions.first()?;
    let &entry = rw.body.region(region).blocks.first()?;
    if !fits || rw.body.attr(root, rw.ctx.ident("no_inline")).is_some() {
        return None;
    }
    let blocks: Vec<BlockId> = rw.body.region(region).blocks.clone();
    if blocks.iter().any(|&b| rw.body.terminator(b).is_none()) {
        return None;
    }
    let loc = rw.loc;
    let post = rw.body.split_block(block, root);
    let outer_ip = rw.insertion();
    rw.set_insertion(block, None);
    rw.insert(cf::BranchOp::build(rw.ctx, loc, &[], entry));
    let mut moved = Vec::new();
    for &b in &blocks {
        let t = rw.body.terminator(b)?;
        if rw.ctx.ident_str(rw.body.op(t).name.ident) == "scf.yield" {
            let (vals, tloc): (Vec<Value>, _) = (rw.body.op(t).operands.to_vec(), rw.body.op(t).loc);
            rw.set_insertion(b, Some(t));
            moved.push(rw.insert(cf::BranchOp::build(rw.ctx, tloc, &vals, post)));
            rw.erase_op(t);
        }
        moved.extend(rw.body.block_ops(b));
    }
    // The region's blocks go between the split halves.
    rw.body.move_region_blocks(region, outer, Some(block));
    let types: Vec<Type> = rw.body.results(root).map(|r| rw.body.value_type(r)).collect();
    let args: Vec<Value> = types.iter().map(|&t| rw.body.add_block_arg(post, t, Some(loc))).collect();
    rw.set_insertion(outer_ip.0, outer_ip.1);
    rw.note_moved(&moved);
    Some(args)
}

/// The parts of the root `scf.parallel`: bounds and steps (one per dimension), initial
/// values, body block.
struct ParallelParts {
    root: OpId,
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    block: BlockId,
}

fn parallel_parts(rw: &Rewriter<'_, '_>, op: OpId) -> Option<ParallelParts> {
    let d = rw.body.op(op);
    if rw.ctx.ident_str(d.name.ident) != "scf.parallel" {
        return None;
    }
    let seg = rw.body.attr(op, rw.ctx.ident("operandSegmentSizes"))?;
    let sizes = crate::ir::groups::dense_ints(rw.ctx, seg)?;
    let &[a, b, c, e] = sizes else { return None };
    let (a, b, c, e) = (a as usize, b as usize, c as usize, e as usize);
    if a + b + c + e != d.operands.len() || a != b || a != c {
        return None;
    }
    let ops = &d.operands;
    let &block = rw.body.region(*d.regions.first()?).blocks.first()?;
    if rw.body.block(block).args.len() != a {
        return None;
    }
    Some(ParallelParts {
        root: op,
        lbs: ops[..a].to_vec(),
        ubs: ops[a..a + b].to_vec(),
        steps: ops[a + b..a + b + c].to_vec(),
        inits: ops[a + b + c..].to_vec(),
        block,
    })
}

/// MLIR's `constantTripCount`: zero when the bounds are the same value, else known when
/// both bounds and a positive step are constants.
fn trip_count(rw: &Rewriter<'_, '_>, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (l, u, s) = (
        super::scf::constant_int(rw.ctx, rw.body, lb)?,
        super::scf::constant_int(rw.ctx, rw.body, ub)?,
        super::scf::constant_int(rw.ctx, rw.body, step)?,
    );
    if s <= 0 {
        return None;
    }
    Some(if u <= l { 0 } else { (u - l + s - 1) / s })
}

/// Term `ParallelSingleOrZeroIterationDims` (MLIR's
/// ParallelOpSingleOrZeroIterationDimsFolder): a loop with a dimension that runs zero
/// times is replaced by its initial values; dimensions that run once go, their induction
/// variables replaced by the lower bounds, and when none is left the body (and the
/// reductions, combining the initial values) runs in place.
pub fn parallel_single_or_zero_iteration_dims(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let p = parallel_parts(rw, rw.root()?)?;
    let ivs: Vec<Value> = rw.body.block(p.block).args.to_vec();
    let mut once = vec![false; ivs.len()];
    for (i, flag) in once.iter_mut().enumerate() {
        match trip_count(rw, p.lbs[i], p.ubs[i], p.steps[i]) {
            Some(0) => return Some(p.inits.clone()),
            Some(1) => *flag = true,
            _ => {}
        }
    }
    if !once.contains(&true) {
        return None;
    }
    let reduce = rw.body.terminator(p.block)?;
    if rw.ctx.ident_str(rw.body.op(reduce).name.ident) != "scf.reduce" {
        return None;
    }
    if !once.contains(&false) {
        // Everything runs once: the body, then each reduction of its initial value and
        // the reduced value.
        let reduced: Vec<Value> = rw.body.op(reduce).operands.to_vec();
        let regions: Vec<RegionId> = rw.body.op(reduce).regions.to_vec();
        if regions.len() != p.inits.len() || reduced.len() != p.inits.len() {
            return None;
        }
        let dest = rw.body.op(p.root).parent?;
        let mut parts = Vec::new();
        for &r in &regions {
            let &b = rw.body.region(r).blocks.first()?;
            let ret = rw.body.terminator(b)?;
            if rw.body.block(b).args.len() != 2 || rw.body.op(ret).operands.len() != 1 {
                return None;
            }
            parts.push((b, ret));
        }
        for (i, &iv) in ivs.iter().enumerate() {
            if once[i] {
                rw.body.replace_all_uses(iv, p.lbs[i]);
            }
        }
        // Read again: the reduced values may be induction variables just replaced.
        let reduced: Vec<Value> = rw.body.op(reduce).operands.to_vec();
        // The body without its terminator, then each reduction on the initial value and
        // the reduced one, run before the loop.
        let body_ops: Vec<OpId> = rw.body.block_ops(p.block).filter(|&o| o != reduce).collect();
        let mut moved = Vec::new();
        for o in body_ops {
            rw.body.move_op(o, dest, Some(p.root));
            moved.push(o);
        }
        let mut values = Vec::new();
        for (k, (b, ret)) in parts.into_iter().enumerate() {
            let args = [p.inits[k], reduced[k]];
            let v = rw.body.op(ret).operands[0];
            let v = match rw.body.value(v).def {
                ValueDef::BlockArg { block, index } if block == b => args[index as usize],
                _ => v,
            };
            moved.extend(rw.body.inline_block(b, &args, dest, Some(p.root)));
            moved.retain(|&o| o != ret);
            rw.erase_op(ret);
            values.push(v);
        }
        rw.note_moved(&moved);
        return Some(values);
    }
    for (i, &iv) in ivs.iter().enumerate() {
        if once[i] {
            rw.body.replace_all_uses(iv, p.lbs[i]);
        }
    }
    let keep = |v: &[Value]| -> Vec<Value> { v.iter().zip(&once).filter(|(_, &o)| !o).map(|(&x, _)| x).collect() };
    let (lbs, ubs, steps) = (keep(&p.lbs), keep(&p.ubs), keep(&p.steps));
    let types: Vec<Type> = rw.body.results(p.root).map(|r| rw.body.value_type(r)).collect();
    let mut st = crate::dialects::gen::scf::ParallelOp::build(rw.ctx, rw.loc, &lbs, &ubs, &steps, &p.inits, &types);
    let region = rw.body.new_region();
    let old_region = *rw.body.op(p.root).regions.first()?;
    rw.body.move_region_blocks(old_region, region, None);
    rw.body.erase_block_args(p.block, &|i| once[i]);
    st.regions.push(region);
    let new_op = rw.insert(st);
    let moved: Vec<OpId> = rw.body.block_ops(p.block).collect();
    rw.note_moved(&moved);
    Some(rw.body.results(new_op).collect())
}

/// Term `MergeNestedParallelLoops`: an `scf.parallel` whose body only runs another (with
/// bounds that do not use the outer induction variables, neither with reductions) becomes
/// one loop over the dimensions of both.
pub fn merge_nested_parallel_loops(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let outer = parallel_parts(rw, rw.root()?)?;
    let ops: Vec<OpId> = rw.body.block_ops(outer.block).collect();
    let [inner_op, _term] = ops.as_slice() else { return None };
    let inner = parallel_parts(rw, *inner_op)?;
    let outer_ivs: Vec<Value> = rw.body.block(outer.block).args.to_vec();
    let bounds = inner.lbs.iter().chain(&inner.ubs).chain(&inner.steps);
    if bounds.clone().any(|v| outer_ivs.contains(v)) || !outer.inits.is_empty() || !inner.inits.is_empty() {
        return None;
    }
    let cat = |a: &[Value], b: &[Value]| -> Vec<Value> { a.iter().chain(b).copied().collect() };
    let (lbs, ubs, steps) = (cat(&outer.lbs, &inner.lbs), cat(&outer.ubs, &inner.ubs), cat(&outer.steps, &inner.steps));
    let loc = rw.loc;
    let mut st = crate::dialects::gen::scf::ParallelOp::build(rw.ctx, loc, &lbs, &ubs, &steps, &[], &[]);
    let region = rw.body.new_region();
    let block = rw.body.new_block();
    rw.body.push_block(region, block);
    let index = rw.ctx.index_type();
    let args: Vec<Value> = lbs.iter().map(|_| rw.body.add_block_arg(block, index, Some(loc))).collect();
    st.regions.push(region);
    let n = outer_ivs.len();
    for (k, &iv) in outer_ivs.iter().enumerate() {
        rw.body.replace_all_uses(iv, args[k]);
    }
    let moved = rw.body.inline_block(inner.block, &args[n..], block, None);
    rw.note_moved(&moved);
    rw.insert(st);
    Some(Vec::new())
}

/// The names of an `scf.forall`'s static lower bounds, upper bounds and steps.
const FORALL_LISTS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// A bound of an `scf.forall`: its static value or the operand giving it.
type Mixed = Result<i64, Value>;

/// An `scf.forall`'s lower bounds, upper bounds and steps, its outputs and its block.
struct ForallParts {
    lists: [Vec<Mixed>; 3],
    outputs: Vec<Value>,
    block: BlockId,
}

fn forall_parts(rw: &Rewriter<'_, '_>, op: OpId) -> Option<ForallParts> {
    use crate::ir::groups::{dense_ints, operand_group_at};
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    let mut lists: [Vec<Mixed>; 3] = Default::default();
    for (k, name) in FORALL_LISTS.iter().enumerate() {
        let stat = dense_ints(rw.ctx, r.attr(name)?)?;
        let values = operand_group_at(r, k);
        let mut dynamic = values.iter();
        for &s in stat {
            lists[k].push(if s == crate::ir::DYNAMIC { Err(dynamic.next()?) } else { Ok(s) });
        }
        if dynamic.next().is_some() {
            return None;
        }
    }
    let outputs: Vec<Value> = operand_group_at(r, 3).iter().collect();
    let block = *rw.body.region(*rw.body.op(op).regions.first()?).blocks.first()?;
    let rank = lists[0].len();
    if lists.iter().any(|l| l.len() != rank) || rw.body.block(block).args.len() != rank + outputs.len() {
        return None;
    }
    Some(ForallParts { lists, outputs, block })
}

/// Writes bounds and steps back into an `scf.forall` (static lists, dynamic operands and
/// segment sizes), keeping its outputs.
fn write_forall(rw: &mut Rewriter<'_, '_>, op: OpId, lists: &[Vec<Mixed>; 3], outputs: &[Value]) {
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    for (k, list) in lists.iter().enumerate() {
        let dynamic: Vec<Value> = list.iter().filter_map(|e| e.err()).collect();
        sizes.push(dynamic.len() as i64);
        operands.extend(dynamic);
        let statics: Vec<i64> = list.iter().map(|e| e.unwrap_or(crate::ir::DYNAMIC)).collect();
        let attr = rw.ctx.dense_i64_array(&statics);
        rw.body.set_attr(op, rw.ctx.ident(FORALL_LISTS[k]), attr);
    }
    sizes.push(outputs.len() as i64);
    operands.extend_from_slice(outputs);
    rw.body.set_operands(op, &operands);
    let segments = rw.ctx.dense_i32_array(&sizes);
    rw.body.set_attr(op, rw.ctx.ident("operandSegmentSizes"), segments);
}

/// MLIR 22's `constantTripCount` (signed) on mixed bounds: unknown when one bound is
/// static and the other an operand (MLIR sees an `i64` attribute against an `index`
/// value and gives up), zero for the same bound or a constant step of zero or less, else
/// known when both bounds and the step are constants.
fn mixed_trip_count(rw: &Rewriter<'_, '_>, lb: Mixed, ub: Mixed, step: Mixed) -> Option<i128> {
    if lb.is_ok() != ub.is_ok() {
        return None;
    }
    if lb == ub {
        return Some(0);
    }
    let c = |e: Mixed| match e {
        Ok(v) => Some(i128::from(v)),
        Err(v) => super::scf::constant_int(rw.ctx, rw.body, v),
    };
    let s = c(step);
    if s.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    let (l, u) = (c(lb)?, c(ub)?);
    if u <= l {
        return Some(0);
    }
    let s = s?;
    Some((u - l + s - 1) / s)
}

/// The value of a bound: its operand, or a new `arith.constant` index (MLIR's
/// `getValueOrCreateConstantIndexOp`).
fn mixed_value(rw: &mut Rewriter<'_, '_>, e: Mixed) -> Value {
    use crate::dialects::gen::arith;
    match e {
        Err(v) => v,
        Ok(c) => {
            let index = rw.ctx.index_type();
            let attr = rw.ctx.integer_attr(index, i128::from(c));
            rw.insert_value(arith::ConstantOp::build(rw.ctx, rw.loc, Some(attr), index))
        }
    }
}

/// Term `ForallControlOperandsFolder` (MLIR's ForallOpControlOperandsFolder): bounds and
/// steps given by constants become static.
pub fn forall_control_operands_folder(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let mut p = forall_parts(rw, root)?;
    let mut changed = false;
    for list in p.lists.iter_mut() {
        for e in list.iter_mut() {
            let Err(v) = *e else { continue };
            let Some(c) = super::scf::constant_int(rw.ctx, rw.body, v) else { continue };
            let Ok(c) = i64::try_from(c) else { continue };
            if c == crate::ir::DYNAMIC {
                continue;
            }
            *e = Ok(c);
            changed = true;
        }
    }
    if !changed {
        return None;
    }
    write_forall(rw, root, &p.lists, &p.outputs);
    rw.keep_root();
    Some(rw.body.results(root).collect())
}

/// Term `ForallSingleOrZeroIterationDims` (MLIR's ForallOpSingleOrZeroIterationDimsFolder),
/// for loops without a mapping: a dimension that runs zero times makes the loop its
/// outputs; dimensions that run once go, their induction variables replaced by the lower
/// bounds, and when none is left the body runs in place (only without outputs, whose
/// combining ops would become tensor inserts).
pub fn forall_single_or_zero_iteration_dims(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let mapping = rw.body.attr(root, rw.ctx.ident("mapping"));
    if mapping.is_some_and(|m| !matches!(rw.ctx.attr_data(m), crate::ir::AttrData::Array(a) if a.is_empty())) {
        return None;
    }
    let p = forall_parts(rw, root)?;
    let rank = p.lists[0].len();
    let counts: Vec<Option<i128>> =
        (0..rank).map(|i| mixed_trip_count(rw, p.lists[0][i], p.lists[1][i], p.lists[2][i])).collect();
    if counts.contains(&Some(0)) {
        return Some(p.outputs);
    }
    let once: Vec<bool> = counts.iter().map(|&c| c == Some(1)).collect();
    if !once.contains(&true) {
        return None;
    }
    let all = !once.contains(&false);
    let term = rw.body.terminator(p.block)?;
    if all {
        let empty_term = rw
            .body
            .op(term)
            .regions
            .iter()
            .all(|&r| rw.body.region(r).blocks.iter().all(|&b| rw.body.block_ops(b).next().is_none()));
        if !p.outputs.is_empty() || rw.body.op(root).num_results != 0 || !empty_term {
            return None;
        }
    }
    let ivs: Vec<Value> = rw.body.block(p.block).args[..rank].to_vec();
    for i in 0..rank {
        if once[i] {
            let lb = mixed_value(rw, p.lists[0][i]);
            rw.body.replace_all_uses(ivs[i], lb);
        }
    }
    if all {
        let dest = rw.body.op(root).parent?;
        rw.erase_op(term);
        let outputs = p.outputs.clone();
        let args: Vec<Value> = ivs.iter().copied().chain(outputs).collect();
        let moved = rw.body.inline_block(p.block, &args, dest, Some(root));
        rw.note_moved(&moved);
        return Some(Vec::new());
    }
    let keep = |l: &Vec<Mixed>| -> Vec<Mixed> { l.iter().zip(&once).filter(|(_, &o)| !o).map(|(e, _)| *e).collect() };
    let lists = [keep(&p.lists[0]), keep(&p.lists[1]), keep(&p.lists[2])];
    rw.body.erase_block_args(p.block, &|i| i < rank && once[i]);
    write_forall(rw, root, &lists, &p.outputs);
    rw.keep_root();
    Some(rw.body.results(root).collect())
}

/// Term `ForallReplaceConstantInductionVar` (MLIR's ForallOpReplaceConstantInductionVar):
/// the used induction variable of a dimension that runs once is its lower bound.
pub fn forall_replace_constant_induction_var(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let p = forall_parts(rw, root)?;
    let rank = p.lists[0].len();
    let mut changed = false;
    for i in 0..rank {
        let iv = rw.body.block(p.block).args[i];
        if !rw.body.has_uses(iv) || mixed_trip_count(rw, p.lists[0][i], p.lists[1][i], p.lists[2][i]) != Some(1) {
            continue;
        }
        let lb = mixed_value(rw, p.lists[0][i]);
        rw.body.replace_all_uses(iv, lb);
        changed = true;
    }
    if !changed {
        return None;
    }
    rw.keep_root();
    Some(rw.body.results(root).collect())
}
