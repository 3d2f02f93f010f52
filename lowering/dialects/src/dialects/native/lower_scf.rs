//! The CFG surgery of the scf -> cf rules (MLIR's SCFToControlFlow), as extern terms of
//! `spec/conversion/scf_to_cf.td`: the rules match the ops and bind their operands,
//! attributes and regions; each term here splits the block holding the root, moves the
//! regions into the enclosing region and joins them with `cf.br`/`cf.cond_br`/`cf.switch`,
//! making blocks in the order MLIR does (so the printed result matches `mlir-opt
//! --convert-scf-to-cf`), and returns the values that replace the root's results. A term
//! checks everything it relies on before it changes anything, so that failing (which
//! declines the rule) leaves the IR as it was.
//!
//! Nothing changes type in this conversion: operands are used as they are written.
//! scf.parallel becomes nested scf.for ops and scf.forall an scf.parallel, as in MLIR;
//! those loops are lowered at once (MLIR legalizes the ops a pattern creates right after
//! it) since the driver only visits the ops that existed before the walk. Ops moved out
//! of a region are visited later by the driver, as MLIR's worklist does.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, cf, scf};
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
    cf::BranchOp::build(rw.ctx, loc, args, dest)
}

fn cond_br(
    rw: &mut Rewriter<'_, '_>,
    cond: Value,
    t: BlockId,
    t_args: &[Value],
    f: BlockId,
    loc: Attribute,
) -> OperationState {
    cf::CondBranchOp::build(rw.ctx, loc, cond, t_args, &[], None, t, f)
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

/// The op a term rewrites: the rule's root, which must sit in a block.
fn root(rw: &Rewriter<'_, '_>) -> Option<OpId> {
    rw.root().filter(|&op| rw.body.op(op).parent.is_some())
}

/// The types of the root's results.
fn result_types(rw: &Rewriter<'_, '_>, op: OpId) -> SmallVec<[Type; 4]> {
    rw.body.results(op).map(|v| rw.body.value_type(v)).collect()
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
///
/// Term `ForLoop`: the loop of `region` from `lb` to `ub` by `step` carrying `inits`
/// (compared unsigned when `unsigned`); gives the values of the loop's results.
pub fn for_loop(
    rw: &mut Rewriter<'_, '_>,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
    unsigned: bool,
    region: RegionId,
) -> Option<Vec<Value>> {
    let op = root(rw)?;
    lower_for(rw, op, [lb, ub, step], inits, unsigned, region)
}

/// Lowers the scf.for `op` (bounds and step, iter_args, its region); gives what replaces
/// its results, which the caller replaces.
fn lower_for(
    rw: &mut Rewriter<'_, '_>,
    op: OpId,
    [lb, ub, step]: [Value; 3],
    inits: &[Value],
    unsigned: bool,
    region: RegionId,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let latch_attrs = llvm_attrs(ctx, rw.body, op);
    let cond_block = rw.body.entry_block(region)?;
    let first_op = rw.body.block(cond_block).first?;
    let &last_block = rw.body.region(region).blocks.last()?;
    let &iv = rw.body.block(cond_block).args.first()?;
    terminator_of(rw.body, last_block)?;
    let loc = rw.loc;
    let init_block = position_at(rw, op)?;

    let end_block = rw.split_at_current()?;
    let first_body = rw.body.split_block(cond_block, first_op);
    // A single-block body is now `first_body`.
    let last_block = if last_block == cond_block { first_body } else { last_block };
    inline_before(rw.body, region, end_block);

    // Latch: step the induction variable and loop back with the yielded values.
    let term = terminator_of(rw.body, last_block)?;
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
    entry.extend_from_slice(inits);
    let st = br(rw, cond_block, &entry, loc);
    append(rw, init_block, st);

    let pred = ctx.integer_attr(ctx.common().i64, if unsigned { 6 } else { 2 });
    let cmp = arith::CmpIOp::build(ctx, loc, iv, ub, Some(pred), ctx.common().i1);
    let cmp = append(rw, cond_block, cmp);
    let c = rw.body.result(cmp, 0);
    let st = cond_br(rw, c, first_body, &[], end_block, loc);
    append(rw, cond_block, st);

    Some(rw.body.block(cond_block).args[1..].to_vec())
}

/// Lowers the scf.for `op` a term built (scf.parallel's loops) and replaces it.
fn lower_built_for(rw: &mut Rewriter<'_, '_>, op: OpId) -> Option<Vec<Value>> {
    let d = rw.body.op(op);
    let (&[lb, ub, step], inits) = d.operands.split_first_chunk::<3>()?;
    let inits: SmallVec<[Value; 4]> = inits.iter().copied().collect();
    let &region = d.regions.first()?;
    let results = lower_for(rw, op, [lb, ub, step], &inits, false, region)?;
    rw.replace_op(op, &results);
    Some(results)
}

// ---- scf.if -------------------------------------------------------------------------------

/// Term `IfThenElse`: a `cf.cond_br` on `cond` to the inlined then and else blocks, which
/// branch to a block taking the results (or straight to the rest of the block when there
/// are none); gives that block's arguments.
pub fn if_then_else(rw: &mut Rewriter<'_, '_>, cond: Value, then_r: RegionId, else_r: RegionId) -> Option<Vec<Value>> {
    let op = root(rw)?;
    let result_tys = result_types(rw, op);
    let then_ok = rw.body.region(then_r).blocks.last().is_some_and(|&b| rw.body.block(b).last.is_some());
    let else_ok = rw.body.region(else_r).blocks.last().is_none_or(|&b| rw.body.block(b).last.is_some());
    if !then_ok || !else_ok {
        return None;
    }
    let loc = rw.loc;
    let cond_block = position_at(rw, op)?;
    let remaining = rw.split_at_current()?;
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
    Some(rw.body.block(continue_block).args.to_vec())
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

/// Term `WhileLoop`: the loop of `inits` through the `before_r` and `after_r` regions.
/// The "before" blocks end in a `cf.cond_br` to the "after" blocks (with the condition's
/// arguments) or out of the loop; the "after" blocks branch back to "before". Gives the
/// condition's arguments.
pub fn while_loop(
    rw: &mut Rewriter<'_, '_>,
    inits: &[Value],
    before_r: RegionId,
    after_r: RegionId,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = root(rw)?;
    let (before, after) = (rw.body.entry_block(before_r)?, rw.body.entry_block(after_r)?);
    let (cond_op, yield_op) = (terminator_of(rw.body, before)?, terminator_of(rw.body, after)?);
    if !is_condition(ctx, rw.body, cond_op) || !is_op(ctx, rw.body, yield_op, "scf.yield") {
        return None;
    }
    let latch_attrs = llvm_attrs(ctx, rw.body, op);
    let loc = rw.loc;
    let current = position_at(rw, op)?;
    let continuation = rw.split_at_current()?;
    inline_before(rw.body, after_r, continuation);
    inline_before(rw.body, before_r, after);
    let st = br(rw, before, inits, loc);
    append(rw, current, st);

    let cond_loc = rw.body.op(cond_op).loc;
    let cond_operands: SmallVec<[Value; 4]> = rw.body.op(cond_op).operands.iter().copied().collect();
    let args = &cond_operands[1..];
    let st = cond_br(rw, cond_operands[0], after, args, continuation, cond_loc);
    append(rw, before, st);
    rw.erase_op(cond_op);
    let results = args.to_vec();

    let yield_loc = rw.body.op(yield_op).loc;
    let yielded: SmallVec<[Value; 4]> = rw.body.op(yield_op).operands.iter().copied().collect();
    let mut latch = br(rw, before, &yielded, yield_loc);
    for (n, v) in latch_attrs {
        latch.add_attr(n, v);
    }
    append(rw, after, latch);
    rw.erase_op(yield_op);
    Some(results)
}

/// A terminator that is an scf.condition with its condition.
fn is_condition(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_op(ctx, body, op, "scf.condition") && !body.op(op).operands.is_empty()
}

/// Term `ForwardsArguments`: whether `region`'s entry block only yields its arguments
/// (the "after" region of a do-while loop).
pub fn forwards_arguments(rw: &mut Rewriter<'_, '_>, region: RegionId) -> bool {
    let Some(after) = rw.body.entry_block(region) else { return false };
    let data = rw.body.block(after);
    let (Some(only), true) = (data.first, data.first == data.last) else { return false };
    is_op(rw.ctx, rw.body, only, "scf.yield") && rw.body.op(only).operands.as_slice() == data.args.as_slice()
}

/// Term `DoWhileLoop`: a while loop whose "after" region only passes its arguments back
/// (see `ForwardsArguments`): the "before" blocks branch back to themselves, and the
/// "after" region disappears. Gives the condition's arguments.
pub fn do_while_loop(rw: &mut Rewriter<'_, '_>, inits: &[Value], before_r: RegionId) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = root(rw)?;
    let before = rw.body.entry_block(before_r)?;
    let cond_op = terminator_of(rw.body, before)?;
    if !is_condition(ctx, rw.body, cond_op) {
        return None;
    }
    let latch_attrs = llvm_attrs(ctx, rw.body, op);
    let loc = rw.loc;
    let current = position_at(rw, op)?;
    let continuation = rw.split_at_current()?;
    inline_before(rw.body, before_r, continuation);
    let st = br(rw, before, inits, loc);
    append(rw, current, st);

    let cond_loc = rw.body.op(cond_op).loc;
    let cond_operands: SmallVec<[Value; 4]> = rw.body.op(cond_op).operands.iter().copied().collect();
    let args = &cond_operands[1..];
    let mut latch = cond_br(rw, cond_operands[0], before, args, continuation, cond_loc);
    for (n, v) in latch_attrs {
        latch.add_attr(n, v);
    }
    append(rw, before, latch);
    let results = args.to_vec();
    rw.erase_op(cond_op);
    Some(results)
}

// ---- scf.execute_region ---------------------------------------------------------------------

/// Term `InlineRegion`: a branch into the inlined `region`, whose scf.yield ops branch to
/// the rest of the block, which takes the results as arguments; gives those.
pub fn inline_region(rw: &mut Rewriter<'_, '_>, region: RegionId) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = root(rw)?;
    let front = rw.body.entry_block(region)?;
    let result_tys = result_types(rw, op);
    let loc = rw.loc;
    let cond_block = position_at(rw, op)?;
    let remaining = rw.split_at_current()?;
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
    Some(result_tys.iter().map(|&t| rw.body.add_block_arg(remaining, t, Some(loc))).collect())
}

// ---- scf.index_switch -------------------------------------------------------------------------

/// Term `SwitchRegions`: a `cf.switch` on `arg` cast to i32, to the inlined case regions
/// (for the `cases` values) and then the default one, all branching to the rest of the
/// block, which takes the results; gives those.
pub fn switch_regions(
    rw: &mut Rewriter<'_, '_>,
    arg: Value,
    cases: Attribute,
    default: RegionId,
    case_regions: &[RegionId],
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = root(rw)?;
    let mut regions: SmallVec<[RegionId; 4]> = SmallVec::new();
    regions.push(default);
    regions.extend_from_slice(case_regions);
    let cases = match ctx.attr_data(cases) {
        AttrData::DenseArrayInt { values, .. } => values.to_vec(),
        _ => return None,
    };
    if cases.len() != regions.len() - 1 {
        return None;
    }
    let valid = regions.iter().all(|&r| {
        rw.body
            .entry_block(r)
            .and_then(|b| terminator_of(rw.body, b))
            .is_some_and(|t| is_op(ctx, rw.body, t, "scf.yield"))
    });
    if !valid {
        return None;
    }
    let result_tys = result_types(rw, op);
    let loc = rw.loc;
    let cond_block = position_at(rw, op)?;
    let continue_block = rw.split_at_current()?;
    let results: SmallVec<[Value; 4]> =
        result_tys.iter().map(|&t| rw.body.add_block_arg(continue_block, t, Some(loc))).collect();

    let case_blocks: SmallVec<[BlockId; 4]> = regions[1..].iter().map(|&r| yield_to(rw, r, continue_block)).collect();
    let default_block = yield_to(rw, regions[0], continue_block);

    let i32t = ctx.common().i32;
    let cast = arith::IndexCastOp::build(ctx, loc, arg, i32t);
    let cast = append(rw, cond_block, cast);
    let flag = rw.body.result(cast, 0);
    let mut case_values = None;
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
        case_values = Some(dense);
    }
    let segments = Some(ctx.dense_i32_array(&vec![0; cases.len()]));
    let st = cf::SwitchOp::build(ctx, rw.loc, flag, &[], &[], case_values, segments, default_block, &case_blocks);
    append(rw, cond_block, st);
    Some(results.to_vec())
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
    let types: SmallVec<[Type; 4]> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let mut st = scf::ForOp::build(rw.ctx, rw.loc, lb, ub, step, inits, None, &types);
    st.regions.push(region);
    let for_op = rw.insert(st);
    if inits.is_empty() {
        let y = scf::YieldOp::build(rw.ctx, rw.loc, &[]);
        let y = rw.body.create_op(y);
        rw.body.append_op(block, y);
    }
    for_op
}

/// Term `ParallelLoop`: a nest of scf.for loops over `lbs`/`ubs`/`steps`, one per
/// dimension (outermost first), carrying the reduction values from `inits`; the body of
/// `region` goes into the innermost one, with its scf.reduce regions inlined after it and
/// their results yielded. The loops are then lowered like any scf.for; gives the values of
/// the outermost one's results (`inits` without dimensions).
pub fn parallel_loop(
    rw: &mut Rewriter<'_, '_>,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
    region: RegionId,
) -> Option<Vec<Value>> {
    let op = root(rw)?;
    lower_parallel(rw, op, [lbs, ubs, steps], inits, region)
}

/// [`parallel_loop`] of the loop `op` (or of the scf.forall it stands for).
fn lower_parallel(
    rw: &mut Rewriter<'_, '_>,
    op: OpId,
    [lbs, ubs, steps]: [&[Value]; 3],
    init_vals: &[Value],
    region: RegionId,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let n = lbs.len();
    if ubs.len() != n || steps.len() != n {
        return None;
    }
    let body_block = rw.body.entry_block(region)?;
    let reduce = terminator_of(rw.body, body_block)?;
    if !is_op(ctx, rw.body, reduce, "scf.reduce") {
        return None;
    }
    let num_results = rw.body.op(op).num_results as usize;
    let reductions: SmallVec<[RegionId; 4]> = rw.body.op(reduce).regions.iter().copied().collect();
    let reduce_operands: SmallVec<[Value; 4]> = rw.body.op(reduce).operands.iter().copied().collect();
    if reductions.len() < num_results || reduce_operands.len() < num_results || init_vals.len() < num_results {
        return None;
    }
    for &r in &reductions[..num_results] {
        let ok = rw.body.entry_block(r).is_some_and(|b| {
            rw.body.block(b).args.len() == 2
                && terminator_of(rw.body, b).is_some_and(|t| is_op(ctx, rw.body, t, "scf.reduce.return"))
        });
        if !ok {
            return None;
        }
    }
    position_at(rw, op)?;

    let mut iter_args: SmallVec<[Value; 4]> = init_vals.iter().copied().collect();
    let mut ivs: SmallVec<[Value; 4]> = SmallVec::new();
    let mut loops: SmallVec<[OpId; 4]> = SmallVec::new();
    for k in 0..n {
        let f = build_for(rw, lbs[k], ubs[k], steps[k], &iter_args);
        let fbody = rw.body.entry_block(rw.body.op(f).regions[0]).expect("built with a block");
        let args: SmallVec<[Value; 4]> = rw.body.block(fbody).args.iter().copied().collect();
        ivs.push(args[0]);
        iter_args = args[1..].iter().copied().collect();
        let results: SmallVec<[Value; 4]> = rw.body.results(f).collect();
        if k > 0 && !results.is_empty() {
            // The enclosing loop yields this loop's results.
            let outer = rw.current_block();
            let y = scf::YieldOp::build(rw.ctx, rw.loc, &results);
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
        rw.body.inline_block(rb, &replacement, body_block, Some(reduce));
    }
    rw.erase_op(reduce);

    // Then the loop body, before the innermost loop's terminator if it has one.
    let before = rw.body.block(new_body).last;
    rw.body.inline_block(body_block, &ivs, new_body, before);
    if !yield_operands.is_empty() {
        let y = scf::YieldOp::build(rw.ctx, rw.loc, &yield_operands);
        append(rw, new_body, y);
    }

    // The outermost loop's results replace the parallel loop's (its inits when there is
    // no loop).
    let mut results: Vec<Value> = init_vals[..num_results].to_vec();
    for (k, f) in loops.into_iter().enumerate() {
        let r = lower_built_for(rw, f)?;
        if k == 0 {
            results = r;
        }
    }
    Some(results)
}

/// Term `ForallLoop`: scf.forall without shared outputs lowered as the scf.parallel MLIR
/// makes of it: its bounds as values (constants made for the static ones, where `statics`
/// has no `ShapedType::kDynamic`; the `dynamic` values fill the others), its body with an
/// scf.reduce for its terminator. With shared outputs MLIR fails to lower it, and so does
/// this term. Gives no values (such a loop has no results).
#[allow(clippy::too_many_arguments)]
pub fn forall_loop(
    rw: &mut Rewriter<'_, '_>,
    dyn_lbs: &[Value],
    dyn_ubs: &[Value],
    dyn_steps: &[Value],
    s_lbs: Attribute,
    s_ubs: Attribute,
    s_steps: Attribute,
    outputs: &[Value],
    region: RegionId,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = root(rw)?;
    let dense = |a: Attribute| match ctx.attr_data(a) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    };
    let (s_lbs, s_ubs, s_steps) = (dense(s_lbs)?, dense(s_ubs)?, dense(s_steps)?);
    if !outputs.is_empty() || rw.body.op(op).num_results != 0 {
        return None;
    }
    let block = rw.body.entry_block(region)?;
    let term = terminator_of(rw.body, block)?;
    if !is_op(ctx, rw.body, term, "scf.forall.in_parallel") {
        return None;
    }
    let dynamic = [dyn_lbs, dyn_ubs, dyn_steps];
    let statics = [&s_lbs, &s_ubs, &s_steps];
    let rank = s_lbs.len();
    if s_ubs.len() != rank || s_steps.len() != rank {
        return None;
    }
    for (s, v) in statics.iter().zip(&dynamic) {
        if s.iter().filter(|&&x| x == DYNAMIC).count() != v.len() {
            return None;
        }
    }
    let loc = rw.loc;
    position_at(rw, op)?;

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

    // The body, ended by the scf.reduce of a parallel loop without reductions.
    let reduce = scf::ReduceOp::build(rw.ctx, rw.loc, &[]);
    let reduce = rw.body.create_op(reduce);
    rw.body.append_op(block, reduce);
    rw.erase_op(term);
    let [lbs, ubs, steps] = &bounds;
    lower_parallel(rw, op, [lbs, ubs, steps], &[], region)
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
