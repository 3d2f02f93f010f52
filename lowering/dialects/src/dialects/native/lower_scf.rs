//! Native scf -> cf patterns (MLIR's SCFToControlFlow). Named from
//! `spec/conversion/scf_to_cf.td`.
//!
//! Each pattern splits the block holding the op, moves the op's regions into the enclosing
//! region and joins them with `cf.br`/`cf.cond_br`/`cf.switch`, making blocks in the order
//! MLIR does, so the printed result matches `mlir-opt --convert-scf-to-cf`. Nothing changes
//! type in this conversion: operands are used as they are, not through the rewriter's
//! LLVM type conversion. scf.parallel is rewritten into nested scf.for ops and
//! scf.forall into scf.parallel, as MLIR does; those new ops are lowered at once (MLIR
//! legalizes the ops a pattern creates right after it) since the driver only visits the
//! ops that existed before the walk. Ops moved out of a region are visited later by the
//! driver, as MLIR's worklist does.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::arith;
use crate::ir::{
    AttrData, Attribute, BlockId, Body, Context, OpId, OperationState, RegionId, Type, Value, ValueDef, DYNAMIC,
};

// ---- helpers ----------------------------------------------------------------------------

/// The op's state with the inherent defaults a parser would store (MLIR builders set
/// `overflowFlags = #arith.overflow<none>` on arith.addi, for instance).
fn with_defaults(ctx: &Context, mut st: OperationState) -> OperationState {
    st.fill_defaults(ctx);
    st
}

/// Inserts `st` at the end of `block`.
fn append(rw: &mut Rewriter<'_, '_>, block: BlockId, st: OperationState) -> OpId {
    rw.set_insertion(block, None);
    rw.insert(st)
}

fn br(rw: &mut Rewriter<'_, '_>, dest: BlockId, args: &[Value], loc: Attribute) -> OperationState {
    let mut st = rw.state("cf.br");
    st.loc = loc;
    st.operands.extend_from_slice(args);
    st.successors.push(dest);
    st
}

fn cond_br(
    rw: &mut Rewriter<'_, '_>,
    cond: Value,
    t: BlockId,
    t_args: &[Value],
    f: BlockId,
    loc: Attribute,
) -> OperationState {
    let ctx = rw.ctx;
    let mut st = rw.state("cf.cond_br");
    st.loc = loc;
    st.operands.push(cond);
    st.operands.extend_from_slice(t_args);
    st.successors.extend([t, f]);
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[1, t_args.len() as i64, 0]));
    st
}

/// The discardable attributes whose values belong to the LLVM dialect
/// (`llvm.loop_annotation = #llvm.loop_annotation<...>`): MLIR moves them from the loop to
/// its latch branch.
fn llvm_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<(crate::ir::Ident, Attribute)> {
    body.op(op).attrs.iter().filter(|a| attr_dialect(ctx, a.value) == Some("llvm")).map(|a| (a.name, a.value)).collect()
}

fn attr_dialect(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Enum { def, .. } if !def.0.mnemonic.is_empty() => Some(def.0.dialect),
        AttrData::Dialect { def, .. } => Some(def.0.dialect),
        AttrData::Opaque { dialect, .. } => Some(ctx.ident_str(*dialect)),
        _ => None,
    }
}

fn terminator_of(body: &Body, block: BlockId) -> Option<OpId> {
    body.block(block).last
}

fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.ident_str(body.op(op).name.ident) == name
}

/// The block holding `op`, with the rewriter's insertion point right before it.
fn position_at(rw: &mut Rewriter<'_, '_>, op: OpId) -> Option<BlockId> {
    let block = rw.body.op(op).parent?;
    rw.set_insertion(block, Some(op));
    Some(block)
}

/// Moves the blocks of `region` into the region of `before`, right before it (MLIR's
/// `inlineRegionBefore`).
fn inline_before(body: &mut Body, region: RegionId, before: BlockId) {
    let Some(to) = body.block(before).parent else { return };
    let blocks = &body.region(to).blocks;
    let at = blocks.iter().position(|&b| b == before).unwrap_or(0);
    let after = if at == 0 { None } else { Some(blocks[at - 1]) };
    body.move_region_blocks(region, to, after);
}

/// Moves the ops of `block` before `before` in `dest` (at its end when `None`), its
/// arguments replaced by `args` (MLIR's `inlineBlockBefore`/`mergeBlocks`).
fn inline_block(body: &mut Body, block: BlockId, args: &[Value], dest: BlockId, before: Option<OpId>) {
    let olds: SmallVec<[Value; 4]> = body.block(block).args.iter().copied().collect();
    for (&old, &new) in olds.iter().zip(args) {
        body.replace_all_uses(old, new);
    }
    while let Some(o) = body.block(block).first {
        body.unlink_op(o);
        body.insert_op(dest, before, o);
    }
}

/// The location MLIR gives a value: its defining op's, or the block argument's.
fn value_loc(ctx: &Context, body: &Body, v: Value) -> Attribute {
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => body.op(op).loc,
        _ => body.value(v).loc.unwrap_or(ctx.common().unknown_loc),
    }
}

// ---- scf.for ------------------------------------------------------------------------------

/// The loop becomes a condition block (the body's entry block, keeping the induction
/// variable and iter_args as arguments) comparing the variable with the upper bound, the
/// body blocks, and a latch that steps the variable and branches back:
///
/// ```text
///   cf.br ^cond(%lb, %inits)
/// ^cond(%iv, %args):  cmpi slt/ult %iv, %ub; cf.cond_br ^body, ^end
/// ^body: ...          %next = addi %iv, %step; cf.br ^cond(%next, %yielded)
/// ^end: (the ops after the loop)
/// ```
pub fn for_op(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let d = rw.body.op(op);
    if d.operands.len() < 3 || d.regions.len() != 1 {
        return false;
    }
    let (lb, ub, step) = (d.operands[0], d.operands[1], d.operands[2]);
    let inits: SmallVec<[Value; 4]> = d.operands[3..].iter().copied().collect();
    let region = d.regions[0];
    let unsigned = rw.body.attr(op, ctx.ident("unsignedCmp")).is_some();
    let latch_attrs = llvm_attrs(ctx, rw.body, op);
    let Some(cond_block) = rw.body.entry_block(region) else { return false };
    let Some(first_op) = rw.body.block(cond_block).first else { return false };
    let Some(&last_block) = rw.body.region(region).blocks.last() else { return false };
    let Some(&iv) = rw.body.block(cond_block).args.first() else { return false };
    let loc = rw.loc;
    let Some(init_block) = position_at(rw, op) else { return false };

    let Some(end_block) = rw.split_at_current() else { return false };
    let first_body = rw.body.split_block(cond_block, first_op);
    // A single-block body is now `first_body`.
    let last_block = if last_block == cond_block { first_body } else { last_block };
    inline_before(rw.body, region, end_block);

    // Latch: step the induction variable and loop back with the yielded values.
    let Some(term) = terminator_of(rw.body, last_block) else { return false };
    let yielded: SmallVec<[Value; 4]> = rw.body.op(term).operands.iter().copied().collect();
    let iv_ty = rw.body.value_type(iv);
    let add = with_defaults(ctx, arith::AddIOp::build(ctx, loc, iv, step, None, iv_ty));
    let add = append(rw, last_block, add);
    let stepped = rw.body.result(add, 0);
    let mut carried: SmallVec<[Value; 4]> = SmallVec::new();
    carried.push(stepped);
    carried.extend(yielded);
    let mut latch = br(rw, cond_block, &carried, loc);
    for (n, v) in latch_attrs {
        latch.add_attr(n, v);
    }
    append(rw, last_block, latch);
    rw.erase_op(term);

    let mut entry: SmallVec<[Value; 4]> = SmallVec::new();
    entry.push(lb);
    entry.extend(inits);
    let st = br(rw, cond_block, &entry, loc);
    append(rw, init_block, st);

    let pred = ctx.integer_attr(ctx.common().i64, if unsigned { 6 } else { 2 });
    let cmp = arith::CmpIOp::build(ctx, loc, iv, ub, Some(pred), ctx.common().i1);
    let cmp = append(rw, cond_block, cmp);
    let c = rw.body.result(cmp, 0);
    let st = cond_br(rw, c, first_body, &[], end_block, loc);
    append(rw, cond_block, st);

    let results: SmallVec<[Value; 4]> = rw.body.block(cond_block).args[1..].iter().copied().collect();
    rw.replace_op(op, &results);
    true
}

// ---- scf.if -------------------------------------------------------------------------------

/// `cf.cond_br` to the inlined then and else blocks, which branch to a block taking the
/// results (or straight to the rest of the block when there are none).
pub fn if_op(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let d = rw.body.op(op);
    if d.operands.len() != 1 || d.regions.len() != 2 {
        return false;
    }
    let cond = d.operands[0];
    let (then_r, else_r) = (d.regions[0], d.regions[1]);
    let result_tys: SmallVec<[Type; 4]> = rw.body.results(op).map(|v| rw.body.value_type(v)).collect();
    let then_ok = rw.body.region(then_r).blocks.last().is_some_and(|&b| rw.body.block(b).last.is_some());
    let else_ok = rw.body.region(else_r).blocks.last().is_none_or(|&b| rw.body.block(b).last.is_some());
    if !then_ok || !else_ok {
        return false;
    }
    let loc = rw.loc;
    let Some(cond_block) = position_at(rw, op) else { return false };
    let Some(remaining) = rw.split_at_current() else { return false };
    let continue_block = if result_tys.is_empty() {
        remaining
    } else {
        let (b, _) = rw.new_block_after(cond_block, &result_tys);
        let st = br(rw, remaining, &[], loc);
        append(rw, b, st);
        b
    };

    let then_block = branch_out(rw, then_r, continue_block, loc);
    let mut else_block = continue_block;
    if !rw.body.region(else_r).blocks.is_empty() {
        else_block = branch_out(rw, else_r, continue_block, loc);
    }
    let st = cond_br(rw, cond, then_block, &[], else_block, loc);
    append(rw, cond_block, st);
    let results: SmallVec<[Value; 4]> = rw.body.block(continue_block).args.iter().copied().collect();
    rw.replace_op(op, &results);
    true
}

/// Replaces the terminator of the last block of `region` by a branch to `to` with its
/// operands, and inlines the region before `to`; returns the region's entry block.
fn branch_out(rw: &mut Rewriter<'_, '_>, region: RegionId, to: BlockId, loc: Attribute) -> BlockId {
    let blocks = &rw.body.region(region).blocks;
    let (entry, last) = (blocks[0], blocks[blocks.len() - 1]);
    if let Some(term) = terminator_of(rw.body, last) {
        let args: SmallVec<[Value; 4]> = rw.body.op(term).operands.iter().copied().collect();
        let st = br(rw, to, &args, loc);
        append(rw, last, st);
        rw.erase_op(term);
    }
    inline_before(rw.body, region, to);
    entry
}

// ---- scf.while ----------------------------------------------------------------------------

/// The "before" blocks end in a `cf.cond_br` to the "after" blocks (with the condition's
/// arguments) or out of the loop; the "after" blocks branch back to "before".
pub fn while_op(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let d = rw.body.op(op);
    if d.regions.len() != 2 {
        return false;
    }
    let inits: SmallVec<[Value; 4]> = d.operands.iter().copied().collect();
    let (before_r, after_r) = (d.regions[0], d.regions[1]);
    let (Some(before), Some(after)) = (rw.body.entry_block(before_r), rw.body.entry_block(after_r)) else {
        return false;
    };
    let (Some(cond_op), Some(yield_op)) = (terminator_of(rw.body, before), terminator_of(rw.body, after)) else {
        return false;
    };
    if !is_op(ctx, rw.body, cond_op, "scf.condition") || !is_op(ctx, rw.body, yield_op, "scf.yield") {
        return false;
    }
    let latch_attrs = llvm_attrs(ctx, rw.body, op);
    let loc = rw.loc;
    let Some(current) = position_at(rw, op) else { return false };
    let Some(continuation) = rw.split_at_current() else { return false };
    inline_before(rw.body, after_r, continuation);
    inline_before(rw.body, before_r, after);
    let st = br(rw, before, &inits, loc);
    append(rw, current, st);

    let cond_loc = rw.body.op(cond_op).loc;
    let cond_operands: SmallVec<[Value; 4]> = rw.body.op(cond_op).operands.iter().copied().collect();
    let args = &cond_operands[1..];
    let st = cond_br(rw, cond_operands[0], after, args, continuation, cond_loc);
    append(rw, before, st);
    rw.erase_op(cond_op);

    let yield_loc = rw.body.op(yield_op).loc;
    let yielded: SmallVec<[Value; 4]> = rw.body.op(yield_op).operands.iter().copied().collect();
    let mut latch = br(rw, before, &yielded, yield_loc);
    for (n, v) in latch_attrs {
        latch.add_attr(n, v);
    }
    append(rw, after, latch);
    rw.erase_op(yield_op);

    rw.replace_op(op, args);
    true
}

/// A while loop whose "after" region only passes its arguments back (a do-while loop):
/// the "before" blocks branch back to themselves and the "after" region disappears.
pub fn do_while(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let d = rw.body.op(op);
    if d.regions.len() != 2 {
        return false;
    }
    let inits: SmallVec<[Value; 4]> = d.operands.iter().copied().collect();
    let (before_r, after_r) = (d.regions[0], d.regions[1]);
    let (Some(before), Some(after)) = (rw.body.entry_block(before_r), rw.body.entry_block(after_r)) else {
        return false;
    };
    let after_data = rw.body.block(after);
    let (Some(only), true) = (after_data.first, after_data.first == after_data.last) else { return false };
    if !is_op(ctx, rw.body, only, "scf.yield") || rw.body.op(only).operands.as_slice() != after_data.args.as_slice() {
        return false;
    }
    let Some(cond_op) = terminator_of(rw.body, before) else { return false };
    if !is_op(ctx, rw.body, cond_op, "scf.condition") {
        return false;
    }
    let latch_attrs = llvm_attrs(ctx, rw.body, op);
    let loc = rw.loc;
    let Some(current) = position_at(rw, op) else { return false };
    let Some(continuation) = rw.split_at_current() else { return false };
    inline_before(rw.body, before_r, continuation);
    let st = br(rw, before, &inits, loc);
    append(rw, current, st);

    let cond_loc = rw.body.op(cond_op).loc;
    let cond_operands: SmallVec<[Value; 4]> = rw.body.op(cond_op).operands.iter().copied().collect();
    let args = &cond_operands[1..];
    let mut latch = cond_br(rw, cond_operands[0], before, args, continuation, cond_loc);
    for (n, v) in latch_attrs {
        latch.add_attr(n, v);
    }
    append(rw, before, latch);
    rw.replace_op(op, args);
    rw.erase_op(cond_op);
    true
}

// ---- scf.execute_region ---------------------------------------------------------------------

/// A branch into the inlined region, whose scf.yield ops branch to the rest of the block,
/// which takes the results as arguments.
pub fn execute_region(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let d = rw.body.op(op);
    if d.regions.len() != 1 {
        return false;
    }
    let region = d.regions[0];
    let Some(front) = rw.body.entry_block(region) else { return false };
    let result_tys: SmallVec<[Type; 4]> = rw.body.results(op).map(|v| rw.body.value_type(v)).collect();
    let loc = rw.loc;
    let Some(cond_block) = position_at(rw, op) else { return false };
    let Some(remaining) = rw.split_at_current() else { return false };
    let st = br(rw, front, &[], loc);
    append(rw, cond_block, st);
    let blocks: SmallVec<[BlockId; 4]> = rw.body.region(region).blocks.iter().copied().collect();
    for b in blocks {
        let Some(term) = terminator_of(rw.body, b) else { continue };
        if !is_op(ctx, rw.body, term, "scf.yield") {
            continue;
        }
        let args: SmallVec<[Value; 4]> = rw.body.op(term).operands.iter().copied().collect();
        let st = br(rw, remaining, &args, loc);
        append(rw, b, st);
        rw.erase_op(term);
    }
    inline_before(rw.body, region, remaining);
    let results: SmallVec<[Value; 4]> =
        result_tys.iter().map(|&t| rw.body.add_block_arg(remaining, t, Some(loc))).collect();
    rw.replace_op(op, &results);
    true
}

// ---- scf.index_switch -------------------------------------------------------------------------

/// `cf.switch` on the index cast to i32, to the inlined case regions and then the default
/// one, all branching to the rest of the block, which takes the results.
pub fn index_switch(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let d = rw.body.op(op);
    let Some(&arg) = d.operands.first() else { return false };
    let regions: SmallVec<[RegionId; 4]> = d.regions.iter().copied().collect();
    let Some(cases) = rw.body.attr(op, ctx.ident("cases")).and_then(|a| match ctx.attr_data(a) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    }) else {
        return false;
    };
    if regions.is_empty() || cases.len() != regions.len() - 1 {
        return false;
    }
    let valid = regions.iter().all(|&r| {
        rw.body
            .entry_block(r)
            .and_then(|b| terminator_of(rw.body, b))
            .is_some_and(|t| is_op(ctx, rw.body, t, "scf.yield"))
    });
    if !valid {
        return false;
    }
    let result_tys: SmallVec<[Type; 4]> = rw.body.results(op).map(|v| rw.body.value_type(v)).collect();
    let loc = rw.loc;
    let Some(cond_block) = position_at(rw, op) else { return false };
    let Some(continue_block) = rw.split_at_current() else { return false };
    let results: SmallVec<[Value; 4]> =
        result_tys.iter().map(|&t| rw.body.add_block_arg(continue_block, t, Some(loc))).collect();

    let case_blocks: SmallVec<[BlockId; 4]> = regions[1..].iter().map(|&r| yield_to(rw, r, continue_block)).collect();
    let default_block = yield_to(rw, regions[0], continue_block);

    let i32t = ctx.common().i32;
    let cast = arith::IndexCastOp::build(ctx, loc, arg, i32t);
    let cast = append(rw, cond_block, cast);
    let flag = rw.body.result(cast, 0);
    let mut st = rw.state("cf.switch");
    st.operands.push(flag);
    st.successors.push(default_block);
    st.successors.extend(case_blocks.iter().copied());
    if !cases.is_empty() {
        // The values as i32, as MLIR 22 builds the switch.
        let vals: Vec<i128> = cases.iter().map(|&v| v as i32 as i128).collect();
        let ty = ctx.intern_type(crate::ir::TypeData::Vector {
            shape: Box::new([cases.len() as i64]),
            scalable: Box::new([]),
            elem: i32t,
        });
        let dense =
            crate::parse::attrs::make_dense(ctx, ty, cases.len() as i64, crate::ir::DenseValues::Int(vals.into()));
        st.add_attr(ctx.ident("case_values"), dense);
    }
    st.add_attr(ctx.ident("case_operand_segments"), ctx.dense_i32_array(&vec![0; cases.len()]));
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[1, 0, 0]));
    append(rw, cond_block, st);
    rw.replace_op(op, &results);
    true
}

/// Replaces the scf.yield of the first block of `region` by a branch to `to` (at the
/// yield's location) and inlines the region before `to`; returns that block.
fn yield_to(rw: &mut Rewriter<'_, '_>, region: RegionId, to: BlockId) -> BlockId {
    let block = rw.body.entry_block(region).expect("checked by the caller");
    let term = terminator_of(rw.body, block).expect("checked by the caller");
    let args: SmallVec<[Value; 4]> = rw.body.op(term).operands.iter().copied().collect();
    let loc = rw.body.op(term).loc;
    let st = br(rw, to, &args, loc);
    rw.set_insertion(block, Some(term));
    rw.insert(st);
    rw.erase_op(term);
    inline_before(rw.body, region, to);
    block
}

// ---- scf.parallel / scf.forall ------------------------------------------------------------------

/// An scf.for (one block: induction variable and iter_args; an empty scf.yield when there
/// are no iter_args) before the rewriter's insertion point, as `ForOp::build` makes it.
fn build_for(rw: &mut Rewriter<'_, '_>, lb: Value, ub: Value, step: Value, inits: &[Value]) -> OpId {
    let ctx = rw.ctx;
    let loc = rw.loc;
    let region = rw.body.new_region();
    let block = rw.body.new_block();
    rw.body.push_block(region, block);
    let lb_ty = rw.body.value_type(lb);
    rw.body.add_block_arg(block, lb_ty, Some(loc));
    for &v in inits {
        let (ty, vloc) = (rw.body.value_type(v), value_loc(ctx, rw.body, v));
        rw.body.add_block_arg(block, ty, Some(vloc));
    }
    let mut st = rw.state("scf.for");
    st.operands.extend([lb, ub, step]);
    st.operands.extend_from_slice(inits);
    st.result_types.extend(inits.iter().map(|&v| rw.body.value_type(v)));
    st.regions.push(region);
    let for_op = rw.insert(st);
    if inits.is_empty() {
        let y = rw.state("scf.yield");
        let y = rw.body.create_op(y);
        rw.body.append_op(block, y);
    }
    for_op
}

/// A nest of scf.for loops, one per dimension (outermost first), carrying the reduction
/// values; the reduction regions are inlined after the body and their results yielded.
/// The new loops are then lowered like any scf.for.
pub fn parallel(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(segments) = rw.body.attr(op, ctx.ident("operandSegmentSizes")).and_then(|a| match ctx.attr_data(a) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    }) else {
        return false;
    };
    let d = rw.body.op(op);
    let sane = segments.len() == 4 && segments.iter().all(|&x| x >= 0);
    if !sane || segments.iter().sum::<i64>() != d.operands.len() as i64 || d.regions.len() != 1 {
        return false;
    }
    let n = segments[0] as usize;
    if segments[1] as usize != n || segments[2] as usize != n {
        return false;
    }
    let ops: SmallVec<[Value; 8]> = d.operands.iter().copied().collect();
    let (lbs, ubs, steps) = (&ops[..n], &ops[n..2 * n], &ops[2 * n..3 * n]);
    let init_vals: SmallVec<[Value; 4]> = ops[3 * n..].iter().copied().collect();
    let region = d.regions[0];
    let Some(body_block) = rw.body.entry_block(region) else { return false };
    let Some(reduce) = terminator_of(rw.body, body_block) else { return false };
    if !is_op(ctx, rw.body, reduce, "scf.reduce") {
        return false;
    }
    let num_results = rw.body.op(op).num_results as usize;
    let reductions: SmallVec<[RegionId; 4]> = rw.body.op(reduce).regions.iter().copied().collect();
    let reduce_operands: SmallVec<[Value; 4]> = rw.body.op(reduce).operands.iter().copied().collect();
    if reductions.len() < num_results || reduce_operands.len() < num_results || init_vals.len() < num_results {
        return false;
    }
    for &r in &reductions[..num_results] {
        let ok = rw.body.entry_block(r).is_some_and(|b| {
            rw.body.block(b).args.len() == 2
                && terminator_of(rw.body, b).is_some_and(|t| is_op(ctx, rw.body, t, "scf.reduce.return"))
        });
        if !ok {
            return false;
        }
    }
    let Some(_) = position_at(rw, op) else { return false };

    let mut iter_args: SmallVec<[Value; 4]> = init_vals.clone();
    let mut ivs: SmallVec<[Value; 4]> = SmallVec::new();
    let mut loop_results: SmallVec<[Value; 4]> = init_vals.clone();
    let mut loops: SmallVec<[OpId; 4]> = SmallVec::new();
    for k in 0..n {
        let f = build_for(rw, lbs[k], ubs[k], steps[k], &iter_args);
        let fbody = rw.body.entry_block(rw.body.op(f).regions[0]).expect("built with a block");
        let args: SmallVec<[Value; 4]> = rw.body.block(fbody).args.iter().copied().collect();
        ivs.push(args[0]);
        iter_args = args[1..].iter().copied().collect();
        let results: SmallVec<[Value; 4]> = rw.body.results(f).collect();
        if k == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            // The enclosing loop yields this loop's results.
            let outer = rw.current_block();
            let mut y = rw.state("scf.yield");
            y.operands.extend(results);
            append(rw, outer, y);
        }
        let first = rw.body.block(fbody).first;
        rw.set_insertion(fbody, first);
        loops.push(f);
    }
    let new_body = rw.current_block();

    // Inline the reductions before scf.reduce: their first argument is the carried value,
    // the second the reduced operand.
    let mut yield_operands: SmallVec<[Value; 4]> = SmallVec::new();
    for (i, &r) in reductions[..num_results].iter().enumerate() {
        let rb = rw.body.entry_block(r).expect("checked above");
        let ret = terminator_of(rw.body, rb).expect("checked above");
        let mut value = rw.body.op(ret).operands.first().copied().unwrap_or(iter_args[i]);
        let rargs: SmallVec<[Value; 2]> = rw.body.block(rb).args.iter().copied().collect();
        let replacement = [iter_args[i], reduce_operands[i]];
        if let Some(k) = rargs.iter().position(|&a| a == value) {
            value = replacement[k];
        }
        yield_operands.push(value);
        rw.erase_op(ret);
        inline_block(rw.body, rb, &replacement, body_block, Some(reduce));
    }
    rw.erase_op(reduce);

    // Then the loop body, before the innermost loop's terminator if it has one.
    let before = rw.body.block(new_body).last;
    inline_block(rw.body, body_block, &ivs, new_body, before);
    if !yield_operands.is_empty() {
        let mut y = rw.state("scf.yield");
        y.operands.extend(yield_operands);
        append(rw, new_body, y);
    }
    rw.replace_op(op, &loop_results);

    for f in loops {
        if !for_op(rw, f) {
            return false;
        }
    }
    true
}

/// scf.forall without shared outputs: an scf.parallel over its bounds (constants made for
/// the static ones) with the same body, scf.reduce for its terminator; then lowered as
/// such. With shared outputs MLIR fails to lower it, and so does this pattern.
pub fn forall(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let dense = |name: &str| {
        rw.body.attr(op, ctx.ident(name)).and_then(|a| match ctx.attr_data(a) {
            AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
            _ => None,
        })
    };
    let (Some(seg), Some(s_lbs), Some(s_ubs), Some(s_steps)) =
        (dense("operandSegmentSizes"), dense("staticLowerBound"), dense("staticUpperBound"), dense("staticStep"))
    else {
        return false;
    };
    let d = rw.body.op(op);
    let sane = seg.len() == 4 && seg.iter().all(|&x| x >= 0);
    if !sane || seg.iter().sum::<i64>() != d.operands.len() as i64 || seg[3] != 0 || d.regions.len() != 1 {
        return false;
    }
    let region = d.regions[0];
    let Some(block) = rw.body.entry_block(region) else { return false };
    let Some(term) = terminator_of(rw.body, block) else { return false };
    if !is_op(ctx, rw.body, term, "scf.forall.in_parallel") {
        return false;
    }
    let ops: SmallVec<[Value; 8]> = d.operands.iter().copied().collect();
    let (a, b, c) = (seg[0] as usize, seg[1] as usize, seg[2] as usize);
    let dynamic = [&ops[..a], &ops[a..a + b], &ops[a + b..a + b + c]];
    let statics = [&s_lbs, &s_ubs, &s_steps];
    let rank = s_lbs.len();
    if s_ubs.len() != rank || s_steps.len() != rank {
        return false;
    }
    for (s, v) in statics.iter().zip(&dynamic) {
        if s.iter().filter(|&&x| x == DYNAMIC).count() != v.len() {
            return false;
        }
    }
    let mapping = rw.body.attr(op, ctx.ident("mapping"));
    let loc = rw.loc;
    let Some(_) = position_at(rw, op) else { return false };

    // Lower bounds, then upper bounds, then steps, each as a value.
    let index = ctx.index_type();
    let mut bounds: [SmallVec<[Value; 4]>; 3] = Default::default();
    for k in 0..3 {
        let mut dyn_vals = dynamic[k].iter();
        for &s in statics[k].iter() {
            let v = if s == DYNAMIC {
                *dyn_vals.next().expect("counted above")
            } else {
                let attr = ctx.integer_attr(index, s as i128);
                let st = arith::ConstantOp::build(ctx, loc, Some(attr), index);
                let c = rw.insert(st);
                rw.body.result(c, 0)
            };
            bounds[k].push(v);
        }
    }

    // The parallel loop takes the forall's region, blocks and all.
    let new_region = rw.body.new_region();
    rw.body.move_region_blocks(region, new_region, None);
    let mut st = rw.state("scf.parallel");
    for b in &bounds {
        st.operands.extend(b.iter().copied());
    }
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[rank as i64, rank as i64, rank as i64, 0]));
    if let Some(m) = mapping {
        st.add_attr(ctx.ident("mapping"), m);
    }
    st.regions.push(new_region);
    let par = rw.insert(st);
    let reduce = rw.state("scf.reduce");
    let reduce = rw.body.create_op(reduce);
    rw.body.append_op(block, reduce);
    rw.erase_op(term);
    rw.replace_op(op, &[]);

    rw.set_insertion(rw.body.op(par).parent.expect("just inserted"), Some(par));
    parallel(rw, par)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llvm_dialect_attrs_are_recognized() {
        let ctx = crate::dialects::context();
        let a = crate::parse::ops::parse_attr_text(&ctx, "#llvm.linkage<private>").expect("parses");
        assert_eq!(attr_dialect(&ctx, a), Some("llvm"));
        let b = crate::parse::ops::parse_attr_text(&ctx, "1 : i32").expect("parses");
        assert_eq!(attr_dialect(&ctx, b), None);
    }
}
