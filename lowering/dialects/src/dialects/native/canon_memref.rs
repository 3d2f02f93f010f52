//! The terms of memref's canonicalization patterns (`spec/canonicalize/memref_canonicalize.td`).

use crate::conversion::Rewriter;
use crate::ir::{Body, OpId, RegionId, Traits};

/// Whether `op` may allocate on the stack of the enclosing allocation scope, as MLIR's
/// `isOpItselfPotentialAutomaticAllocation` says: an op whose effects are unknown, or a
/// stack allocation (`*.alloca` allocating its result).
fn may_allocate_automatically(body: &Body, op: OpId) -> bool {
    let Some(info) = body.op(op).name.info else { return true };
    let t = info.traits;
    let known = t.has(Traits::PURE)
        || t.has(Traits::NO_MEMORY_EFFECT)
        || t.has(Traits::MEMORY_READ)
        || t.has(Traits::MEMORY_WRITE)
        || t.has(Traits::MEMORY_ALLOC)
        || t.has(Traits::MEMORY_FREE)
        || t.has(Traits::RECURSIVE_MEMORY_EFFECTS)
        || info.effects.is_some();
    !known || (t.has(Traits::MEMORY_ALLOC) && info.name.ends_with(".alloca"))
}

/// Whether a region holds an op that may allocate on the stack (not looking into nested
/// allocation scopes).
fn has_potential_alloca(body: &Body, region: RegionId) -> bool {
    body.region(region).blocks.iter().any(|&b| {
        body.block_ops(b).any(|o| {
            if may_allocate_automatically(body, o) {
                return true;
            }
            let scope = body.op(o).name.info.is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE));
            !scope && body.op(o).nested.is_none() && body.op(o).regions.iter().any(|&r| has_potential_alloca(body, r))
        })
    })
}

/// Term `AllocaScopeInlinable` (MLIR's AllocaScopeInliner condition): the scope holds no
/// potential stack allocation, or it is the last op before the terminator of a region
/// whose owner is itself an allocation scope (so no lifetime grows).
pub fn alloca_scope_inlinable(rw: &mut Rewriter<'_, '_>, region: RegionId) -> bool {
    let Some(root) = rw.root() else { return false };
    let body = &*rw.body;
    if !has_potential_alloca(body, region) {
        return true;
    }
    let Some(block) = body.op(root).parent else { return false };
    let parent_is_scope = body
        .block_parent_op(block)
        .and_then(|p| body.op(p).name.info)
        .is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE));
    // A block whose region is a root of this body belongs to an isolated op: functions are
    // allocation scopes.
    let root_region = body.block(block).parent.is_some_and(|r| body.region(r).parent.is_none());
    if !(parent_is_scope || root_region) {
        return false;
    }
    let last_before_terminator = body.op(root).next.is_some_and(|n| body.terminator(block) == Some(n));
    last_before_terminator
}

/// Whether `op` is an allocation scope: it has the trait, or it owns a root region of this
/// body (an isolated op, such as a function, whose body this is).
fn is_allocation_scope(body: &Body, op: Option<OpId>) -> bool {
    op.and_then(|o| body.op(o).name.info).is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE))
}

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by its block's terminator,
/// in a region of one block.
fn last_non_terminator_in_region(body: &Body, op: OpId) -> bool {
    let Some(block) = body.op(op).parent else { return false };
    let one_block = body.block(block).parent.is_some_and(|r| body.region(r).blocks.len() == 1);
    one_block && body.op(op).next.is_some_and(|n| body.terminator(block) == Some(n))
}

/// Whether `op` surely allocates on the stack of its allocation scope (MLIR's
/// `isGuaranteedAutomaticAllocation`): a `*.alloca` allocating its result.
fn is_guaranteed_automatic_allocation(body: &Body, op: OpId) -> bool {
    body.op(op).name.info.is_some_and(|i| i.has_trait(Traits::MEMORY_ALLOC) && i.name.ends_with(".alloca"))
}

/// The ops nested in `region`, in MLIR's (post-order) walk order.
fn walk_post_order(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for o in body.block_ops(b).collect::<Vec<_>>() {
            if body.op(o).nested.is_none() {
                for &r in &body.op(o).regions {
                    walk_post_order(body, r, out);
                }
            }
            out.push(o);
        }
    }
}

/// Term `AllocaScopeHoister` (MLIR's pattern of that name): when an alloca_scope ends the
/// one-block regions of every op up to the enclosing allocation scope (so no lifetime
/// grows), the stack allocations inside whose operands are all defined outside that
/// outermost op move before it. The scope itself stays.
pub fn alloca_scope_hoister(rw: &mut Rewriter<'_, '_>) -> Option<Vec<crate::ir::Value>> {
    let root = rw.root()?;
    let body = &*rw.body;
    // The outermost op below the allocation scope; a function (an isolated root region)
    // is one.
    let mut last = body.parent_op(root)?;
    if is_allocation_scope(body, Some(last)) {
        return None;
    }
    if !last_non_terminator_in_region(body, root) || !last_non_terminator_in_region(body, last) {
        return None;
    }
    loop {
        let up = body.parent_op(last);
        if up.is_none() || is_allocation_scope(body, up) {
            break;
        }
        last = up?;
        if !last_non_terminator_in_region(body, last) {
            return None;
        }
    }
    let containing = body.op(last).regions.clone();
    let defined_inside = |v: crate::ir::Value| -> bool {
        let block = match body.value(v).def {
            crate::ir::ValueDef::OpResult { op, .. } => body.op(op).parent,
            crate::ir::ValueDef::BlockArg { block, .. } => Some(block),
            _ => None,
        };
        let Some(mut r) = block.and_then(|b| body.block(b).parent) else { return false };
        loop {
            if containing.contains(&r) {
                return true;
            }
            let Some(up) = body.region(r).parent.and_then(|o| body.op(o).parent).and_then(|b| body.block(b).parent)
            else {
                return false;
            };
            r = up;
        }
    };
    let mut nested = Vec::new();
    for &r in &body.op(root).regions {
        walk_post_order(body, r, &mut nested);
    }
    let hoist: Vec<OpId> = nested
        .into_iter()
        .filter(|&o| is_guaranteed_automatic_allocation(body, o))
        .filter(|&o| !body.op(o).operands.iter().any(|&v| defined_inside(v)))
        .collect();
    if hoist.is_empty() {
        return None;
    }
    let dest = body.op(last).parent?;
    for &o in &hoist {
        rw.body.move_op(o, dest, Some(last));
    }
    rw.note_moved(&hoist);
    rw.keep_root();
    Some(rw.body.results(root).collect())
}

/// Whether op `a` comes before op `b` in their (common) block.
fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.op(a).next;
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.op(o).next;
    }
    false
}

/// Whether region `outer` strictly encloses region `inner`.
fn is_proper_ancestor(body: &Body, outer: RegionId, inner: RegionId) -> bool {
    let mut r = inner;
    while let Some(op) = body.region(r).parent {
        let Some(block) = body.op(op).parent else { return false };
        let Some(up) = body.block(block).parent else { return false };
        if up == outer {
            return true;
        }
        r = up;
    }
    false
}

/// Term `DimOfMemRefReshape` (MLIR's pattern of that name): `memref.dim` of a
/// `memref.reshape` reads the size from the shape operand with a `memref.load` placed
/// right after the reshape (before anything could change the shape), cast to `index`
/// when the shape holds integers. Only when the index is known to be available there:
/// defined before the reshape in its block, a block argument of that block, or defined
/// in an enclosing region.
pub fn dim_of_memref_reshape(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::{arith, memref};
    let dim = rw.root()?;
    let (&source, &index) = (rw.body.op(dim).operands.first()?, rw.body.op(dim).operands.get(1)?);
    let reshape = rw.defining_op_named(source, "memref.reshape")?;
    let shape = *rw.body.op(reshape).operands.get(1)?;
    let reshape_block = rw.body.op(reshape).parent?;
    let (index_block, index_def) = match rw.body.value(index).def {
        crate::ir::ValueDef::OpResult { op, .. } => (rw.body.op(op).parent?, Some(op)),
        crate::ir::ValueDef::BlockArg { block, .. } => (block, None),
        _ => return None,
    };
    if index_block == reshape_block {
        if index_def.is_some_and(|d| is_before_in_block(rw.body, reshape, d)) {
            return None;
        }
    } else if rw.body.op(dim).parent != Some(reshape_block) {
        let (ir, rr) = (rw.body.block(index_block).parent?, rw.body.block(reshape_block).parent?);
        if !is_proper_ancestor(rw.body, ir, rr) {
            return None;
        }
    }
    let shape_ty = rw.body.value_type(shape);
    let elem = rw.ctx.element_type_or_self(shape_ty);
    let loc = rw.loc;
    let outer = rw.insertion();
    rw.set_insertion(reshape_block, rw.body.op(reshape).next);
    let load = rw.insert(memref::LoadOp::build(rw.ctx, loc, shape, &[index], None, None, elem));
    let mut v = rw.body.result(load, 0);
    let index_ty = rw.ctx.index_type();
    if elem != index_ty {
        let cast = rw.insert(arith::IndexCastOp::build(rw.ctx, loc, v, index_ty));
        v = rw.body.result(cast, 0);
    }
    rw.set_insertion(outer.0, outer.1);
    Some(v)
}

/// A `memref.subview`'s offsets, sizes and strides: per entry the static value or the
/// operand that gives it.
struct Mixed {
    source: crate::ir::Value,
    lists: [Vec<Result<i64, crate::ir::Value>>; 3],
}

const SUBVIEW_LISTS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

fn read_subview(rw: &Rewriter<'_, '_>, op: OpId) -> Option<Mixed> {
    use crate::ir::DYNAMIC;
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    let source = *rw.body.op(op).operands.first()?;
    let mut lists: [Vec<Result<i64, crate::ir::Value>>; 3] = Default::default();
    for (k, name) in SUBVIEW_LISTS.iter().enumerate() {
        let stat = crate::ir::groups::dense_ints(rw.ctx, r.attr(name)?)?;
        let values = crate::ir::groups::operand_group_at(r, k + 1);
        let mut dynamic = values.iter();
        for &s in stat {
            lists[k].push(if s == DYNAMIC { Err(dynamic.next()?) } else { Ok(s) });
        }
        if dynamic.next().is_some() {
            return None;
        }
    }
    Some(Mixed { source, lists })
}

/// The static values of a list, `DYNAMIC` where an operand gives the value.
fn statics(list: &[Result<i64, crate::ir::Value>]) -> Vec<i64> {
    list.iter().map(|e| e.unwrap_or(crate::ir::DYNAMIC)).collect()
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` short-circuit: the
/// constant operands of the first of offsets, sizes, strides that has any become static.
fn fold_first_constant_list(rw: &Rewriter<'_, '_>, m: &mut Mixed) -> bool {
    (0..3).any(|k| fold_constants(rw, &mut m.lists[k], k))
}

/// MLIR's `foldDynamicIndexList`: operands that are constants become static values
/// (negative ones stay operands for offsets and sizes; zero strides stay too, as MLIR
/// 22's stride folding keeps them). Whether anything changed.
fn fold_constants(rw: &Rewriter<'_, '_>, list: &mut [Result<i64, crate::ir::Value>], which: usize) -> bool {
    let mut changed = false;
    for e in list.iter_mut() {
        let Err(v) = *e else { continue };
        let Some(c) = super::scf::constant_int(rw.ctx, rw.body, v) else { continue };
        let Ok(c) = i64::try_from(c) else { continue };
        if (which < 2 && c < 0) || (which == 2 && c == 0) || c == crate::ir::DYNAMIC {
            continue;
        }
        *e = Ok(c);
        changed = true;
    }
    changed
}

/// Whether a slice with these static values passes the subview verifier's in-bounds
/// check against the source's static sizes: a static offset below the size, and the last
/// position (with a static size and stride too) below it.
fn in_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> bool {
    use crate::ir::DYNAMIC;
    shape.iter().zip(offsets).zip(sizes.iter().zip(strides)).all(|((&dim, &o), (&sz, &st))| {
        if dim == DYNAMIC || o == DYNAMIC {
            return true;
        }
        if o >= dim {
            return false;
        }
        if sz == DYNAMIC || st == DYNAMIC {
            return true;
        }
        (i128::from(sz) - 1) * i128::from(st) + i128::from(o) < i128::from(dim)
    })
}

/// MLIR's `SubViewReturnTypeCanonicalizer` (and `getCanonicalSubViewResultType`): the
/// type inferred from `src_ty` and the static values, with the dimensions the op drops
/// (computed against `mask_src`, its current source type) taken out.
fn canonical_subview_type(
    rw: &Rewriter<'_, '_>,
    op: OpId,
    mask_src: crate::ir::Type,
    src_ty: crate::ir::Type,
    s: &[Vec<i64>; 3],
) -> Option<crate::ir::Type> {
    use super::memref::{memref_rank_reduction_mask, subview_infer_result_type};
    use crate::ir::layout::{make_memref, memref_parts, strided_layout, strides_and_offset};
    let ctx = rw.ctx;
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let inferred = subview_infer_result_type(ctx, src_ty, &s[0], &s[1], &s[2])?;
    let current_sizes = statics(&read_subview(rw, op)?.lists[1]);
    let dropped = memref_rank_reduction_mask(ctx, mask_src, res_ty, &current_sizes)?;
    if !dropped.contains(&true) {
        return Some(inferred);
    }
    let (strides, offset) = strides_and_offset(ctx, inferred)?;
    let m = memref_parts(ctx, inferred)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape: Vec<i64> = (0..m.shape.len()).filter(keep).map(|i| m.shape[i]).collect();
    let strides: Vec<i64> = (0..strides.len()).filter(keep).map(|i| strides[i]).collect();
    let layout = strided_layout(ctx, offset, &strides);
    Some(make_memref(ctx, &shape, m.elem, Some(layout), m.memory_space))
}

/// Inserts a `memref.subview` of `source` with `lists` and result type `ty`, and a
/// `memref.cast` of it to the root's result type; gives the cast.
fn subview_and_cast(
    rw: &mut Rewriter<'_, '_>,
    source: crate::ir::Value,
    lists: &[Vec<Result<i64, crate::ir::Value>>; 3],
    ty: crate::ir::Type,
) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    let root = rw.root()?;
    let old_ty = rw.body.value_type(rw.body.result(root, 0));
    let dynamic =
        |l: &[Result<i64, crate::ir::Value>]| -> Vec<crate::ir::Value> { l.iter().filter_map(|e| e.err()).collect() };
    let attr = |l: &[Result<i64, crate::ir::Value>]| rw.ctx.dense_i64_array(&statics(l));
    let st = memref::SubViewOp::build(
        rw.ctx,
        rw.loc,
        source,
        &dynamic(&lists[0]),
        &dynamic(&lists[1]),
        &dynamic(&lists[2]),
        Some(attr(&lists[0])),
        Some(attr(&lists[1])),
        Some(attr(&lists[2])),
        ty,
    );
    let sv = rw.insert(st);
    let v = rw.body.result(sv, 0);
    let cast = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, v, old_ty));
    Some(rw.body.result(cast, 0))
}

/// Term `SubViewConstantArgumentFolder` (MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `memref.subview`): constant
/// offsets become static, else constant sizes, else constant strides (one list per
/// application, as MLIR's short-circuit does), when the slice then stays in bounds; the
/// new subview has the canonical result type and a `memref.cast` gives the old one.
pub fn subview_constant_argument_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::ir::layout::memref_parts;
    let op = rw.root()?;
    let mut m = read_subview(rw, op)?;
    if !fold_first_constant_list(rw, &mut m) {
        return None;
    }
    let src_ty = rw.body.value_type(m.source);
    let s = [statics(&m.lists[0]), statics(&m.lists[1]), statics(&m.lists[2])];
    let shape = memref_parts(rw.ctx, src_ty)?.shape.to_vec();
    if !in_bounds(&shape, &s[0], &s[1], &s[2]) {
        return None;
    }
    let ty = canonical_subview_type(rw, op, src_ty, src_ty, &s)?;
    subview_and_cast(rw, m.source, &m.lists, ty)
}

/// Term `SubViewOpMemRefCastFolder`: a subview (without constant operands) of a
/// `memref.cast` that only loses static information takes the cast's source; a cast
/// restores the old result type.
pub fn subview_memref_cast_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    let op = rw.root()?;
    let ops: Vec<crate::ir::Value> = rw.body.op(op).operands.to_vec();
    if ops.iter().any(|&v| super::scf::constant_int(rw.ctx, rw.body, v).is_some()) {
        return None;
    }
    let m = read_subview(rw, op)?;
    let cast = rw.defining_op_named(m.source, "memref.cast")?;
    let inner = *rw.body.op(cast).operands.first()?;
    let (inner_ty, cast_ty) = (rw.body.value_type(inner), rw.body.value_type(m.source));
    if !can_fold_cast_into_consumer(rw.ctx, inner_ty, cast_ty) {
        return None;
    }
    let s = [statics(&m.lists[0]), statics(&m.lists[1]), statics(&m.lists[2])];
    let ty = canonical_subview_type(rw, op, cast_ty, inner_ty, &s)?;
    subview_and_cast(rw, inner, &m.lists, ty)
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: the cast goes from a ranked memref to one with
/// no more static sizes, strides or offset (it only erases information).
fn can_fold_cast_into_consumer(ctx: &crate::ir::Context, src: crate::ir::Type, dst: crate::ir::Type) -> bool {
    use crate::ir::layout::{memref_parts, strides_and_offset};
    use crate::ir::DYNAMIC;
    let (Some(s), Some(d)) = (memref_parts(ctx, src), memref_parts(ctx, dst)) else { return false };
    if s.shape.len() != d.shape.len() || s.elem != d.elem {
        return false;
    }
    let (Some((ss, so)), Some((ds, doff))) = (strides_and_offset(ctx, src), strides_and_offset(ctx, dst)) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    if s.shape.iter().zip(d.shape.iter()).any(|(&a, &b)| more_static(a, b)) {
        return false;
    }
    if ss.iter().zip(&ds).any(|(&a, &b)| more_static(a, b)) || more_static(so, doff) {
        return false;
    }
    true
}

/// Term `ViewOpShapeFolder`: sizes of a `memref.view` given by constants become static
/// in its result type (the byte shift stays an operand); a `memref.cast` gives back the
/// old type.
pub fn view_shape_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::{make_memref, memref_parts};
    use crate::ir::DYNAMIC;
    let op = rw.root()?;
    let operands: Vec<crate::ir::Value> = rw.body.op(op).operands.to_vec();
    let [source, shift, sizes @ ..] = operands.as_slice() else { return None };
    let constant = |v: crate::ir::Value| super::scf::constant_int(rw.ctx, rw.body, v);
    if operands.iter().all(|&v| constant(v).is_none()) {
        return None;
    }
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let m = memref_parts(rw.ctx, old_ty)?;
    let mut shape = Vec::with_capacity(m.shape.len());
    let mut kept = Vec::new();
    let mut dynamic = sizes.iter();
    for &d in m.shape.iter() {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let &v = dynamic.next()?;
        match constant(v).and_then(|c| i64::try_from(c).ok()) {
            Some(c) => shape.push(c),
            None => {
                shape.push(d);
                kept.push(v);
            }
        }
    }
    let new_ty = make_memref(rw.ctx, &shape, m.elem, m.layout, m.memory_space);
    if new_ty == old_ty {
        return None;
    }
    let view = rw.insert(memref::ViewOp::build(rw.ctx, rw.loc, *source, *shift, &kept, new_ty));
    let v = rw.body.result(view, 0);
    let cast = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, v, old_ty));
    Some(rw.body.result(cast, 0))
}

/// Term `ViewOpMemrefCastFolder`: a `memref.view` of a `memref.cast` of a `memref.alloc`
/// views the allocation itself.
pub fn view_memref_cast_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    let op = rw.root()?;
    let operands: Vec<crate::ir::Value> = rw.body.op(op).operands.to_vec();
    let [source, shift, sizes @ ..] = operands.as_slice() else { return None };
    let cast = rw.defining_op_named(*source, "memref.cast")?;
    let alloc_v = *rw.body.op(cast).operands.first()?;
    rw.defining_op_named(alloc_v, "memref.alloc")?;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let view = rw.insert(memref::ViewOp::build(rw.ctx, rw.loc, alloc_v, *shift, sizes, ty));
    Some(rw.body.result(view, 0))
}

/// Term `SimplifyAllocConst` (MLIR's pattern of that name, for `memref.alloc` and
/// `memref.alloca`): dynamic sizes given by non-negative constants become static in a new
/// allocation (keeping its symbols and alignment), and a `memref.cast` gives back the old
/// type.
pub fn simplify_alloc_const(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::{make_memref, memref_parts};
    use crate::ir::DYNAMIC;
    let op = rw.root()?;
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    let sizes: Vec<crate::ir::Value> = crate::ir::groups::operand_group_at(r, 0).to_vec();
    let symbols: Vec<crate::ir::Value> = crate::ir::groups::operand_group_at(r, 1).to_vec();
    let constant = |v: crate::ir::Value| {
        super::scf::constant_int(rw.ctx, rw.body, v).and_then(|c| i64::try_from(c).ok()).filter(|&c| c >= 0)
    };
    if sizes.iter().all(|&v| constant(v).is_none()) {
        return None;
    }
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let m = memref_parts(rw.ctx, old_ty)?;
    let (mut shape, mut kept) = (Vec::new(), Vec::new());
    let mut dynamic = sizes.iter();
    for &d in m.shape.iter() {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let &v = dynamic.next()?;
        match constant(v) {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    let new_ty = make_memref(rw.ctx, &shape, m.elem, m.layout, m.memory_space);
    let align = rw.body.attr(op, rw.ctx.ident("alignment"));
    let st = match rw.ctx.ident_str(rw.body.op(op).name.ident) {
        "memref.alloc" => memref::AllocOp::build(rw.ctx, rw.loc, &kept, &symbols, align, new_ty),
        "memref.alloca" => memref::AllocaOp::build(rw.ctx, rw.loc, &kept, &symbols, align, new_ty),
        _ => return None,
    };
    let alloc = rw.insert(st);
    let v = rw.body.result(alloc, 0);
    let cast = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, v, old_ty));
    Some(rw.body.result(cast, 0))
}

/// Term `TrivialSubViewOpFolder`: a subview of the whole source (offsets 0, strides 1,
/// the source's static sizes, same rank) is its source, through a `memref.cast` when the
/// types differ.
pub fn trivial_subview_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::memref_parts;
    let op = rw.root()?;
    let m = read_subview(rw, op)?;
    let src_ty = rw.body.value_type(m.source);
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let (sp, rp) = (memref_parts(rw.ctx, src_ty)?, memref_parts(rw.ctx, res_ty)?);
    if sp.shape.len() != rp.shape.len() || m.lists.iter().any(|l| l.len() != sp.shape.len()) {
        return None;
    }
    let value = |e: &Result<i64, crate::ir::Value>| match *e {
        Ok(c) => Some(i128::from(c)),
        Err(v) => super::scf::constant_int(rw.ctx, rw.body, v),
    };
    let all =
        |k: usize, want: &dyn Fn(usize) -> i128| m.lists[k].iter().enumerate().all(|(i, e)| value(e) == Some(want(i)));
    let shape: Vec<i64> = sp.shape.to_vec();
    if !all(0, &|_| 0) || !all(2, &|_| 1) || !all(1, &|i| i128::from(shape[i])) || shape.contains(&crate::ir::DYNAMIC) {
        return None;
    }
    if src_ty == res_ty {
        return Some(m.source);
    }
    let cast = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, m.source, res_ty));
    Some(rw.body.result(cast, 0))
}

/// Term `IsSelfOrEmptyCopy` (MLIR's FoldSelfCopy and FoldEmptyCopy): a `memref.copy` of a
/// memref onto itself, or from or to a memref with a static zero size, does nothing.
pub fn is_self_or_empty_copy(rw: &mut Rewriter<'_, '_>, source: crate::ir::Value, target: crate::ir::Value) -> bool {
    use crate::ir::layout::memref_parts;
    let empty = |v: crate::ir::Value| memref_parts(rw.ctx, rw.body.value_type(v)).is_some_and(|m| m.shape.contains(&0));
    source == target || empty(source) || empty(target)
}

/// Term `SimplifyDeadAlloc` (MLIR's pattern of that name): an allocation only stored
/// into and deallocated is erased with those users.
pub fn simplify_dead_alloc(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    let op = rw.root()?;
    let v = rw.body.result(op, 0);
    let users: Vec<OpId> = rw.body.uses(v).iter().map(|u| u.op).collect();
    let removable = |u: OpId| match rw.ctx.ident_str(rw.body.op(u).name.ident) {
        // A store of the allocation itself (into another memref) keeps it alive.
        "memref.store" => rw.body.op(u).operands.first() != Some(&v),
        "memref.dealloc" => true,
        _ => false,
    };
    if !users.iter().all(|&u| removable(u)) {
        return None;
    }
    for u in users {
        if !rw.body.op(u).erased {
            rw.erase_op(u);
        }
    }
    // Nothing uses the allocation any more: what stands for it does not matter.
    Some(rw.body.new_placeholder(rw.body.value_type(v)))
}

/// An entry of a constified mixed list: a constant or the value giving it.
#[derive(PartialEq)]
enum Constified {
    Int(i128),
    Val(crate::ir::Value),
}

fn constify(rw: &Rewriter<'_, '_>, e: Result<i64, crate::ir::Value>) -> Constified {
    match e {
        Ok(c) => Constified::Int(i128::from(c)),
        Err(v) => match super::scf::constant_int(rw.ctx, rw.body, v) {
            Some(c) => Constified::Int(c),
            None => Constified::Val(v),
        },
    }
}

/// Term `ReinterpretCastOfExtractStridedMetadata` (MLIR's
/// ReinterpretCastOpExtractStridedMetadataFolder): a `memref.reinterpret_cast` of the
/// base of a `memref.extract_strided_metadata` that rebuilds the same offset, sizes and
/// strides is the original memref (through a `memref.cast` when the type differs);
/// otherwise it reads the original memref directly (in place).
pub fn reinterpret_cast_of_extract_strided_metadata(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::{memref_parts, strides_and_offset};
    use crate::ir::DYNAMIC;
    let op = rw.root()?;
    let source = *rw.body.op(op).operands.first()?;
    let ext = rw.defining_op_named(source, "memref.extract_strided_metadata")?;
    let original = *rw.body.op(ext).operands.first()?;
    let orig_ty = rw.body.value_type(original);
    let m = memref_parts(rw.ctx, orig_ty)?;
    let rank = m.shape.len();
    let (strides, offset) = strides_and_offset(rw.ctx, orig_ty)?;
    let results: Vec<crate::ir::Value> = rw.body.results(ext).collect();
    if results.len() != 2 + 2 * rank {
        return None;
    }
    // What the metadata op gives, constified: static values of the type, else its results.
    let from_ext = |stat: i64, v: crate::ir::Value| -> Constified {
        if stat == DYNAMIC {
            constify(rw, Err(v))
        } else {
            Constified::Int(i128::from(stat))
        }
    };
    let e_offset = from_ext(offset, results[1]);
    let e_sizes: Vec<Constified> = (0..rank).map(|i| from_ext(m.shape[i], results[2 + i])).collect();
    let e_strides: Vec<Constified> = (0..rank).map(|i| from_ext(strides[i], results[2 + rank + i])).collect();
    // What the reinterpret_cast rebuilds.
    let r = crate::ir::OpRef::new(rw.ctx, rw.body, op);
    let mut lists: Vec<Vec<Constified>> = Vec::new();
    for (k, name) in SUBVIEW_LISTS.iter().enumerate() {
        let stat = crate::ir::groups::dense_ints(rw.ctx, r.attr(name)?)?;
        let values = crate::ir::groups::operand_group_at(r, k + 1);
        let mut dynamic = values.iter();
        let mut list = Vec::new();
        for &s in stat {
            list.push(constify(rw, if s == DYNAMIC { Err(dynamic.next()?) } else { Ok(s) }));
        }
        lists.push(list);
    }
    let noop = lists[2] == e_strides && lists[1] == e_sizes && lists[0].len() == 1 && lists[0][0] == e_offset;
    if !noop {
        rw.body.set_operand(op, 0, original);
        rw.keep_root();
        return Some(rw.body.result(op, 0));
    }
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    if orig_ty == res_ty {
        return Some(original);
    }
    let cast = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, original, res_ty));
    Some(rw.body.result(cast, 0))
}

/// Term `ReinterpretCastConstantArgumentFolder` (MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `memref.reinterpret_cast`):
/// constant offsets, else sizes, else strides become static; the result type takes the
/// static values (a strided layout) and a `memref.cast` gives back the old type.
pub fn reinterpret_cast_constant_argument_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::{make_memref, memref_parts, strided_layout};
    let op = rw.root()?;
    let mut m = read_subview(rw, op)?;
    if !fold_first_constant_list(rw, &mut m) {
        return None;
    }
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let p = memref_parts(rw.ctx, old_ty)?;
    let s = [statics(&m.lists[0]), statics(&m.lists[1]), statics(&m.lists[2])];
    let [offset] = s[0].as_slice() else { return None };
    if s[1].len() != p.shape.len() || s[2].len() != p.shape.len() {
        return None;
    }
    let layout = strided_layout(rw.ctx, *offset, &s[2]);
    let ty = make_memref(rw.ctx, &s[1], p.elem, Some(layout), p.memory_space);
    let dynamic =
        |l: &[Result<i64, crate::ir::Value>]| -> Vec<crate::ir::Value> { l.iter().filter_map(|e| e.err()).collect() };
    let attr = |l: &[Result<i64, crate::ir::Value>]| rw.ctx.dense_i64_array(&statics(l));
    let st = memref::ReinterpretCastOp::build(
        rw.ctx,
        rw.loc,
        m.source,
        &dynamic(&m.lists[0]),
        &dynamic(&m.lists[1]),
        &dynamic(&m.lists[2]),
        Some(attr(&m.lists[0])),
        Some(attr(&m.lists[1])),
        Some(attr(&m.lists[2])),
        ty,
    );
    let rc = rw.insert(st);
    let v = rw.body.result(rc, 0);
    let cast = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, v, old_ty));
    Some(rw.body.result(cast, 0))
}

/// A reshape's `reassociation`: per group, the dimensions it gathers.
fn reassociation(rw: &Rewriter<'_, '_>, op: OpId) -> Option<Vec<Vec<i64>>> {
    use crate::ir::AttrData;
    let a = rw.body.attr(op, rw.ctx.ident("reassociation"))?;
    let AttrData::Array(groups) = rw.ctx.attr_data(a) else { return None };
    groups
        .iter()
        .map(|&g| match rw.ctx.attr_data(g) {
            AttrData::Array(dims) => {
                dims.iter().map(|&d| rw.ctx.int_value(d).and_then(|v| i64::try_from(v).ok())).collect()
            }
            _ => None,
        })
        .collect()
}

/// MLIR's `composeReassociationIndices`: the reassociation of two chained reshapes of the
/// same kind, the one with more groups indexed by the other's groups.
fn compose_reassociations(a: Vec<Vec<i64>>, b: Vec<Vec<i64>>) -> Option<Vec<Vec<i64>>> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() < b.len() { (b, a) } else { (a, b) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if consumer.iter().map(Vec::len).sum::<usize>() != producer.len() {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// Term `ComposeReassociativeReshapeOps` (MLIR's pattern of that name, for
/// `memref.collapse_shape` of a collapse and `memref.expand_shape` of an expand): one
/// reshape from the first one's source with the composed reassociation (the expand
/// keeps its output shape), when no memref involved has a non-identity layout.
pub fn compose_reassociative_reshapes(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::{layout_is_identity, memref_parts};
    let op = rw.root()?;
    let name = rw.ctx.ident_str(rw.body.op(op).name.ident);
    let src = *rw.body.op(op).operands.first()?;
    let inner = rw.defining_op_named(src, name)?;
    let inner_src = *rw.body.op(inner).operands.first()?;
    let res = rw.body.result(op, 0);
    let identity = |v: crate::ir::Value| {
        memref_parts(rw.ctx, rw.body.value_type(v)).is_some_and(|m| layout_is_identity(rw.ctx, m.shape.len(), m.layout))
    };
    if !identity(inner_src) || !identity(src) || !identity(res) {
        return None;
    }
    let composed = compose_reassociations(reassociation(rw, op)?, reassociation(rw, inner)?)?;
    let groups: Vec<crate::ir::Attribute> = composed
        .iter()
        .map(|g| {
            let dims: Vec<crate::ir::Attribute> = g.iter().map(|&d| rw.ctx.i64_attr(d)).collect();
            rw.ctx.array_attr(&dims)
        })
        .collect();
    let reassoc = rw.ctx.array_attr(&groups);
    let ty = rw.body.value_type(res);
    let st = if name == "memref.expand_shape" {
        let output: Vec<crate::ir::Value> = rw.body.op(op).operands[1..].to_vec();
        let static_shape = rw.body.attr(op, rw.ctx.ident("static_output_shape"));
        memref::ExpandShapeOp::build(rw.ctx, rw.loc, inner_src, &output, Some(reassoc), static_shape, ty)
    } else {
        memref::CollapseShapeOp::build(rw.ctx, rw.loc, inner_src, Some(reassoc), ty)
    };
    let new = rw.insert(st);
    Some(rw.body.result(new, 0))
}

/// Term `ComposeCollapseOfExpandOp` (MLIR's pattern of that name): a collapse of an
/// expand, when no memref involved has a non-identity layout and the expand's source type
/// differs from the result's, is one reshape of the expand's source: a collapse (fewer
/// dimensions), an expand (more; only with a static result shape, which is then its
/// output shape) or a `memref.cast` (as many), with the reassociation grouping the
/// higher-rank side's groups under the lower-rank side's.
pub fn compose_collapse_of_expand(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    use crate::ir::layout::{layout_is_identity, memref_parts};
    let op = rw.root()?;
    let src = *rw.body.op(op).operands.first()?;
    let expand = rw.defining_op_named(src, "memref.expand_shape")?;
    let expand_src = *rw.body.op(expand).operands.first()?;
    let identity = |v: crate::ir::Value| {
        memref_parts(rw.ctx, rw.body.value_type(v)).is_some_and(|m| layout_is_identity(rw.ctx, m.shape.len(), m.layout))
    };
    if !identity(src) || !identity(expand_src) {
        return None;
    }
    let (src_ty, res_ty) = (rw.body.value_type(expand_src), rw.body.value_type(rw.body.result(op, 0)));
    if src_ty == res_ty {
        return None;
    }
    let (sp, rp) = (memref_parts(rw.ctx, src_ty)?, memref_parts(rw.ctx, res_ty)?);
    let (src_rank, res_rank) = (sp.shape.len(), rp.shape.len());
    let (higher, lower) = if src_rank > res_rank {
        (reassociation(rw, expand)?, reassociation(rw, op)?)
    } else {
        (reassociation(rw, op)?, reassociation(rw, expand)?)
    };
    let mut next = 0usize;
    let mut composed: Vec<Vec<i64>> = Vec::new();
    for low in &lower {
        let last = *low.last()?;
        let mut group = Vec::new();
        while next < higher.len() {
            let rightmost = *higher[next].last()?;
            if rightmost > last {
                return None;
            }
            group.push(i64::try_from(next).ok()?);
            next += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(group);
    }
    let groups: Vec<crate::ir::Attribute> = composed
        .iter()
        .map(|g| {
            let dims: Vec<crate::ir::Attribute> = g.iter().map(|&d| rw.ctx.i64_attr(d)).collect();
            rw.ctx.array_attr(&dims)
        })
        .collect();
    let reassoc = rw.ctx.array_attr(&groups);
    let st = match src_rank.cmp(&res_rank) {
        std::cmp::Ordering::Greater => {
            memref::CollapseShapeOp::build(rw.ctx, rw.loc, expand_src, Some(reassoc), res_ty)
        }
        std::cmp::Ordering::Less => {
            if rp.shape.contains(&crate::ir::DYNAMIC) {
                return None;
            }
            let static_shape = rw.ctx.dense_i64_array(rp.shape);
            memref::ExpandShapeOp::build(rw.ctx, rw.loc, expand_src, &[], Some(reassoc), Some(static_shape), res_ty)
        }
        std::cmp::Ordering::Equal => memref::CastOp::build(rw.ctx, rw.loc, expand_src, res_ty),
    };
    let new = rw.insert(st);
    Some(rw.body.result(new, 0))
}

/// MLIR's `CollapseShapeOp::computeCollapsedType`: each group's size is the product of
/// its source sizes (dynamic when one is, zero when one is zero); the layout stays the
/// identity for an identity source, else the collapsed strided layout.
fn collapsed_type(ctx: &crate::ir::Context, src: crate::ir::Type, reassoc: &[Vec<i64>]) -> Option<crate::ir::Type> {
    use crate::ir::layout::{layout_is_identity, make_memref, memref_parts};
    use crate::ir::DYNAMIC;
    let m = memref_parts(ctx, src)?;
    let mut shape = Vec::with_capacity(reassoc.len());
    for group in reassoc {
        let mut size: i64 = 1;
        for &d in group {
            let s = *m.shape.get(usize::try_from(d).ok()?)?;
            size = if size == 0 || s == 0 {
                0
            } else if size == DYNAMIC || s == DYNAMIC {
                DYNAMIC
            } else {
                size.checked_mul(s).unwrap_or(DYNAMIC)
            };
        }
        shape.push(size);
    }
    if layout_is_identity(ctx, m.shape.len(), m.layout) {
        return Some(make_memref(ctx, &shape, m.elem, None, m.memory_space));
    }
    let layout = super::memref::compute_collapsed_layout(ctx, src, reassoc)?;
    Some(make_memref(ctx, &shape, m.elem, Some(layout), m.memory_space))
}

/// Term `CollapseShapeOpMemRefCastFolder`: a collapse of a `memref.cast` that only
/// erases static information collapses the cast's source: in place when that gives the
/// same type, else a new collapse and a `memref.cast` back to the old type.
pub fn collapse_shape_memref_cast_folder(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::memref;
    let op = rw.root()?;
    let src = *rw.body.op(op).operands.first()?;
    let cast = rw.defining_op_named(src, "memref.cast")?;
    let inner = *rw.body.op(cast).operands.first()?;
    let inner_ty = rw.body.value_type(inner);
    if !can_fold_cast_into_consumer(rw.ctx, inner_ty, rw.body.value_type(src)) {
        return None;
    }
    let reassoc = reassociation(rw, op)?;
    let new_ty = collapsed_type(rw.ctx, inner_ty, &reassoc)?;
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    if new_ty == old_ty {
        rw.body.set_operand(op, 0, inner);
        rw.keep_root();
        return Some(rw.body.result(op, 0));
    }
    let attr = rw.body.attr(op, rw.ctx.ident("reassociation"));
    let c = rw.insert(memref::CollapseShapeOp::build(rw.ctx, rw.loc, inner, attr, new_ty));
    let v = rw.body.result(c, 0);
    let back = rw.insert(memref::CastOp::build(rw.ctx, rw.loc, v, old_ty));
    Some(rw.body.result(back, 0))
}
