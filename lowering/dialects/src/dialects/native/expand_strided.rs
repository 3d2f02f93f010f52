//! The terms of `-expand-strided-metadata` (`spec/conversion/expand_strided_metadata.td`),
//! as MLIR 22's `ExpandStridedMetadata.cpp`: a view (`memref.subview`,
//! `memref.expand_shape`, `memref.collapse_shape`) becomes a
//! `memref.extract_strided_metadata` of its source and a `memref.reinterpret_cast` of
//! that base buffer, and a `memref.extract_strided_metadata` of an allocation, a global,
//! a cast or another view is answered from what built its source.
//!
//! What is algorithmic lives here: the offset, sizes and strides are MLIR's
//! `OpFoldResult`s (a static integer or a value), computed with
//! `makeComposedFoldedAffineApply` (the expression with the static operands folded in,
//! composed with the `affine.apply` ops that give its operands, canonicalized, and folded
//! to a constant or an operand when it is one; an `affine.apply` otherwise, which
//! `-lower-affine` turns into `arith` afterwards). The pass runs these rules with the
//! greedy driver (`descent_transforms::apply_greedily`), which folds what they build.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::dialects::gen::{affine, arith, memref};
use crate::ir::layout::{is_dynamic, make_memref, memref_parts, strides_and_offset};
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, OpId, OpRef, Type, Value, DYNAMIC};

/// A quantity known statically or held by a value (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug)]
enum Ofr {
    Const(i64),
    Val(Value),
}

fn sym(i: u32) -> AffineExpr {
    AffineExpr::Symbol(i)
}

fn cst(c: i64) -> AffineExpr {
    AffineExpr::Const(c)
}

/// `e` with symbol `i` replaced by `syms[i]`, rebuilt with the simplifying constructors
/// (MLIR's `replaceDimsAndSymbols`).
fn replace_symbols(e: &AffineExpr, syms: &[AffineExpr]) -> AffineExpr {
    match e {
        AffineExpr::Symbol(i) => syms.get(*i as usize).cloned().unwrap_or_else(|| e.clone()),
        _ => match e.binary() {
            Some((l, r, build)) => build(replace_symbols(l, syms), replace_symbols(r, syms)),
            None => e.clone(),
        },
    }
}

fn index(rw: &Rewriter<'_, '_>) -> Type {
    rw.ctx.common().index
}

/// MLIR's `makeComposedFoldedAffineApply` for an expression over symbols only: the
/// static operands are folded into the expression, an `affine.apply` is built before the
/// root and composed with the applies that give its operands; when the result is a
/// constant or one operand, the apply goes again and that is the answer.
fn apply(rw: &mut Rewriter<'_, '_>, expr: AffineExpr, operands: &[Ofr]) -> Ofr {
    let mut values: SmallVec<[Value; 4]> = SmallVec::new();
    let syms: Vec<AffineExpr> = operands
        .iter()
        .map(|o| match *o {
            Ofr::Const(c) => cst(c),
            Ofr::Val(v) => {
                values.push(v);
                sym(values.len() as u32 - 1)
            }
        })
        .collect();
    let e = replace_symbols(&expr, &syms);
    let map = AffineMap { num_dims: 0, num_symbols: values.len() as u32, results: vec![e].into() };
    let ctx = rw.ctx;
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let ty = index(rw);
    let op = rw.insert(affine::ApplyOp::build(ctx, rw.loc, &values, Some(attr), ty));
    let (map, operands) = super::fold_affine::compose_apply(OpRef::new(ctx, rw.body, op));
    let folded = match map.results.first() {
        Some(AffineExpr::Const(c)) => Some(Ofr::Const(*c)),
        Some(AffineExpr::Symbol(i)) => operands.get((map.num_dims + i) as usize).map(|&v| Ofr::Val(v)),
        Some(AffineExpr::Dim(i)) => operands.get(*i as usize).map(|&v| Ofr::Val(v)),
        _ => None,
    };
    if let Some(f) = folded {
        rw.erase_op(op);
        return f;
    }
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    rw.body.set_operands(op, &operands);
    rw.body.set_attr(op, ctx.ident("map"), attr);
    Ofr::Val(rw.body.result(op, 0))
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
fn value(rw: &mut Rewriter<'_, '_>, q: Ofr) -> Value {
    match q {
        Ofr::Val(v) => v,
        Ofr::Const(c) => {
            let ctx = rw.ctx;
            let ty = index(rw);
            let attr = ctx.integer_attr(ty, c as i128);
            rw.insert_value(arith::ConstantOp::build(ctx, rw.loc, Some(attr), ty))
        }
    }
}

/// A mixed static/dynamic list: `static` entries, the dynamic ones taken from `values`.
fn mixed(stat: &[i64], values: &[Value]) -> Option<Vec<Ofr>> {
    let mut dynamic = values.iter();
    stat.iter()
        .map(|&s| if is_dynamic(s) { dynamic.next().map(|&v| Ofr::Val(v)) } else { Some(Ofr::Const(s)) })
        .collect()
}

/// `memref.reinterpret_cast %base` to `result_ty` with the given offset, sizes and
/// strides (MLIR's builder from `OpFoldResult`s).
fn reinterpret(rw: &mut Rewriter<'_, '_>, base: Value, offset: Ofr, sizes: &[Ofr], strides: &[Ofr], ty: Type) -> Value {
    let split = |qs: &[Ofr]| -> (Vec<Value>, Vec<i64>) {
        let mut d = Vec::new();
        let mut s = Vec::new();
        for q in qs {
            match *q {
                Ofr::Const(c) => s.push(c),
                Ofr::Val(v) => {
                    d.push(v);
                    s.push(DYNAMIC);
                }
            }
        }
        (d, s)
    };
    let (d0, s0) = split(&[offset]);
    let (d1, s1) = split(sizes);
    let (d2, s2) = split(strides);
    let ctx = rw.ctx;
    let st = memref::ReinterpretCastOp::build(
        ctx,
        rw.loc,
        base,
        &d0,
        &d1,
        &d2,
        Some(ctx.dense_i64_array(&s0)),
        Some(ctx.dense_i64_array(&s1)),
        Some(ctx.dense_i64_array(&s2)),
        ty,
    );
    rw.insert_value(st)
}

/// The type of the base buffer of a memref of type `ty`: rank 0, same element type and
/// memory space.
fn base_type(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let parts = memref_parts(rw.ctx, ty)?;
    Some(make_memref(rw.ctx, &[], parts.elem, None, parts.memory_space))
}

/// Builds `memref.extract_strided_metadata %source` before the root.
fn extract(rw: &mut Rewriter<'_, '_>, source: Value) -> Option<OpId> {
    let ty = rw.value_type(source);
    strides_and_offset(rw.ctx, ty)?;
    let rank = memref_parts(rw.ctx, ty)?.shape.len();
    let base = base_type(rw, ty)?;
    let idx = index(rw);
    let types: SmallVec<[Type; 4]> = (0..rank).map(|_| idx).collect();
    Some(rw.insert(memref::ExtractStridedMetadataOp::build(rw.ctx, rw.loc, source, base, idx, &types, &types)))
}

/// Term `StridedMetadataOf`: `memref.extract_strided_metadata %source`, built before the
/// root; its base buffer (the other results are read through it by the terms below).
/// Declines a source that is not a strided memref.
pub fn strided_metadata_of(rw: &mut Rewriter<'_, '_>, source: Value) -> Option<Value> {
    let op = extract(rw, source)?;
    Some(rw.body.result(op, 0))
}

/// The source's metadata as the view patterns see it: each entry static when the
/// source's type says so, else the result of the `extract_strided_metadata` giving
/// `base`.
struct Metadata {
    offset: Ofr,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

fn metadata(rw: &Rewriter<'_, '_>, base: Value) -> Option<Metadata> {
    let md = rw.defining_op(base)?;
    let source = *rw.body.op(md).operands.first()?;
    let ty = rw.value_type(source);
    let shape = memref_parts(rw.ctx, ty)?.shape.to_vec();
    let (strides, offset) = strides_and_offset(rw.ctx, ty)?;
    let rank = shape.len();
    if rw.body.op(md).num_results as usize != 2 + 2 * rank {
        return None;
    }
    let r = |i: usize| rw.body.result(md, i);
    let pick = |stat: i64, v: Value| if is_dynamic(stat) { Ofr::Val(v) } else { Ofr::Const(stat) };
    Some(Metadata {
        offset: pick(offset, r(1)),
        sizes: (0..rank).map(|i| pick(shape[i], r(2 + i))).collect(),
        strides: (0..rank).map(|i| pick(strides[i], r(2 + rank + i))).collect(),
    })
}

fn root_result_type(rw: &Rewriter<'_, '_>) -> Option<Type> {
    let root = rw.root()?;
    Some(rw.value_type(rw.body.result(root, 0)))
}

/// A view's metadata: offset, sizes, strides (MLIR's `StridedMetadata` without the base).
type Resolved = (Ofr, Vec<Ofr>, Vec<Ofr>);

/// MLIR's `resolveSubviewStridedMetadata` for the subview `view` whose source's
/// metadata `base` gives: stride i = step i * source stride i, offset = source offset +
/// sum(offset i * source stride i); the dimensions the subview drops go.
fn resolve_subview(rw: &mut Rewriter<'_, '_>, view: OpId, base: Value) -> Option<Resolved> {
    let ctx = rw.ctx;
    let v = memref::SubViewOp::cast(OpRef::new(ctx, rw.body, view))?;
    let offsets = mixed(v.static_offsets()?, &v.offsets().to_vec())?;
    let sizes = mixed(v.static_sizes()?, &v.sizes().to_vec())?;
    let steps = mixed(v.static_strides()?, &v.strides().to_vec())?;
    let static_sizes: Vec<i64> = v.static_sizes()?.to_vec();
    let result_ty = rw.value_type(rw.body.result(view, 0));
    let result_shape = memref_parts(ctx, result_ty)?.shape.to_vec();
    let dropped = rank_reduction_mask(&static_sizes, &result_shape)?;
    let md = metadata(rw, base)?;
    let rank = md.strides.len();
    if offsets.len() != rank || sizes.len() != rank || steps.len() != rank {
        return None;
    }
    let mut strides = Vec::with_capacity(rank);
    let mut expr = sym(0);
    let mut values = vec![md.offset];
    for i in 0..rank {
        strides.push(apply(rw, AffineExpr::product(sym(0), sym(1)), &[steps[i], md.strides[i]]));
        let k = 1 + 2 * i as u32;
        expr = AffineExpr::sum(expr, AffineExpr::product(sym(k), sym(k + 1)));
        values.push(offsets[i]);
        values.push(md.strides[i]);
    }
    let offset = apply(rw, expr, &values);
    let keep = |v: &[Ofr]| -> Vec<Ofr> { (0..rank).filter(|i| !dropped.contains(i)).map(|i| v[i]).collect() };
    Some((offset, keep(&sizes), keep(&strides)))
}

/// Term `SubviewAsReinterpretCast`: the root `memref.subview` as a reinterpret_cast of
/// `base` (MLIR's `SubviewFolder`).
pub fn subview_as_reinterpret_cast(rw: &mut Rewriter<'_, '_>, base: Value) -> Option<Value> {
    let root = rw.root()?;
    let (offset, sizes, strides) = resolve_subview(rw, root, base)?;
    let ty = root_result_type(rw)?;
    Some(reinterpret(rw, base, offset, &sizes, &strides, ty))
}

/// Term `SubviewMetadata`: the metadata of the subview giving `view`, from its source's
/// (`base`), as results for the root `extract_strided_metadata` (MLIR's
/// `ExtractStridedMetadataOpSubviewFolder`).
pub fn subview_metadata(rw: &mut Rewriter<'_, '_>, view: Value, base: Value) -> Option<Vec<Value>> {
    let op = rw.defining_op(view)?;
    // What MLIR builds here, the constants too, has the subview's location.
    let root_loc = std::mem::replace(&mut rw.loc, rw.body.op(op).loc);
    let out = resolve_subview(rw, op, base).map(|(offset, sizes, strides)| results(rw, base, offset, &sizes, &strides));
    rw.loc = root_loc;
    out
}

/// MLIR's `computeRankReductionMask`: which of `sizes` the reduced shape drops (unit
/// dimensions it does not keep); `None` when the shapes do not match up.
fn rank_reduction_mask(sizes: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut j = 0;
    for (i, &s) in sizes.iter().enumerate() {
        if j < reduced.len() && reduced[j] == s {
            j += 1;
        } else if s == 1 {
            dropped.push(i);
        } else {
            return None;
        }
    }
    (j == reduced.len()).then_some(dropped)
}

/// The `reassociation` groups of an expand/collapse op.
fn groups(ctx: &crate::ir::Context, attr: Option<Attribute>) -> Option<Vec<Vec<usize>>> {
    let AttrData::Array(gs) = ctx.attr_data(attr?) else { return None };
    gs.iter()
        .map(|g| match ctx.attr_data(*g) {
            AttrData::Array(items) => items.iter().map(|i| ctx.int_value(*i).map(|v| v as usize)).collect(),
            _ => None,
        })
        .collect()
}

/// MLIR's `resolveReshapeStridedMetadata` for the `memref.expand_shape` or
/// `memref.collapse_shape` `view` whose source's metadata `base` gives: group by group,
/// the sizes then the strides.
fn resolve_reshape(rw: &mut Rewriter<'_, '_>, view: OpId, base: Value) -> Option<Resolved> {
    let ctx = rw.ctx;
    let is_expand = rw.body.op(view).name.ident == ctx.ident(memref::ExpandShapeOp::NAME);
    let groups = groups(ctx, rw.body.attr(view, ctx.ident("reassociation")))?;
    let result_ty = rw.value_type(rw.body.result(view, 0));
    let result_shape = memref_parts(ctx, result_ty)?.shape.to_vec();
    let md = metadata(rw, base)?;
    let source_shape: Vec<i64> = {
        let src = *rw.body.op(view).operands.first()?;
        memref_parts(ctx, rw.value_type(src))?.shape.to_vec()
    };
    if md.sizes.is_empty() {
        // A 0-D source: every size and stride of the result is 1.
        let ones = vec![Ofr::Const(1); result_shape.len()];
        return Some((md.offset, ones.clone(), ones));
    }
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for (g, group) in groups.iter().enumerate() {
        if group.iter().any(|&d| d >= result_shape.len().max(source_shape.len())) {
            return None;
        }
        if is_expand {
            let (s, t) = expanded(rw, &md, &result_shape, g, group)?;
            sizes.extend(s);
            strides.extend(t);
        } else {
            sizes.push(collapsed_size(rw, &md, &result_shape, g, group)?);
            strides.push(collapsed_stride(rw, &md, &source_shape, result_ty, g, group)?);
        }
    }
    Some((md.offset, sizes, strides))
}

/// Term `ReassociativeReshapeAsReinterpretCast`: the root `memref.expand_shape` or
/// `memref.collapse_shape` as a reinterpret_cast of `base` (MLIR's `ReshapeFolder`).
pub fn reshape_as_reinterpret_cast(rw: &mut Rewriter<'_, '_>, base: Value) -> Option<Value> {
    let root = rw.root()?;
    let (offset, sizes, strides) = resolve_reshape(rw, root, base)?;
    let ty = root_result_type(rw)?;
    Some(reinterpret(rw, base, offset, &sizes, &strides, ty))
}

/// Term `ReshapeMetadata`: the metadata of the expand/collapse_shape giving `view`, as
/// results for the root `extract_strided_metadata` (MLIR's
/// `ExtractStridedMetadataOpExpandFolder` and `...CollapseFolder`).
pub fn reshape_metadata(rw: &mut Rewriter<'_, '_>, view: Value, base: Value) -> Option<Vec<Value>> {
    let op = rw.defining_op(view)?;
    // The affine.apply ops have the reshape's location, the constants the root's.
    let root_loc = std::mem::replace(&mut rw.loc, rw.body.op(op).loc);
    let resolved = resolve_reshape(rw, op, base);
    rw.loc = root_loc;
    let (offset, sizes, strides) = resolved?;
    Some(results(rw, base, offset, &sizes, &strides))
}

/// Term `StridedMetadataAt`: `StridedMetadataOf` with the location of the op defining
/// `view` (the view whose metadata the root asks for).
pub fn strided_metadata_at(rw: &mut Rewriter<'_, '_>, source: Value, view: Value) -> Option<Value> {
    let op = rw.defining_op(view)?;
    let root_loc = std::mem::replace(&mut rw.loc, rw.body.op(op).loc);
    let out = strided_metadata_of(rw, source);
    rw.loc = root_loc;
    out
}

/// MLIR's `getExpandedSizes` and `getExpandedStrides` for source dimension `g`: static
/// sizes from the result type, the one dynamic size the source size divided by the
/// others; strides the source stride times the sizes inside.
fn expanded(
    rw: &mut Rewriter<'_, '_>,
    md: &Metadata,
    shape: &[i64],
    g: usize,
    group: &[usize],
) -> Option<(Vec<Ofr>, Vec<Ofr>)> {
    let (orig_size, orig_stride) = (*md.sizes.get(g)?, *md.strides.get(g)?);
    let mut sizes = vec![Ofr::Const(0); group.len()];
    let mut product: i64 = 1;
    let mut dynamic = None;
    for (i, &d) in group.iter().enumerate() {
        if is_dynamic(shape[d]) {
            dynamic = Some(i);
            continue;
        }
        product = product.wrapping_mul(shape[d]);
        sizes[i] = Ofr::Const(shape[d]);
    }
    if let Some(i) = dynamic {
        // (A zero static size makes this `floordiv 0`, which MLIR builds too.)
        sizes[i] = apply(rw, AffineExpr::floor_div(sym(0), cst(product)), &[orig_size]);
    }
    let mut base_strides = vec![0i64; group.len()];
    let mut current: i64 = 1;
    let mut dynamic = None;
    for i in (0..group.len()).rev() {
        base_strides[i] = current;
        if is_dynamic(shape[group[i]]) {
            dynamic = Some(i);
            continue;
        }
        current = current.wrapping_mul(shape[group[i]]);
    }
    let mut strides = Vec::with_capacity(group.len());
    for (i, &b) in base_strides.iter().enumerate() {
        let q = match dynamic {
            Some(k) if i < k => apply(
                rw,
                AffineExpr::product(AffineExpr::floor_div(AffineExpr::product(sym(0), cst(b)), cst(current)), sym(1)),
                &[orig_size, orig_stride],
            ),
            _ => apply(rw, AffineExpr::product(sym(0), cst(b)), &[orig_stride]),
        };
        strides.push(q);
    }
    Some((sizes, strides))
}

/// MLIR's `getCollapsedSize`: the result type's size, or the product of the group's.
fn collapsed_size(rw: &mut Rewriter<'_, '_>, md: &Metadata, shape: &[i64], g: usize, group: &[usize]) -> Option<Ofr> {
    if !is_dynamic(*shape.get(g)?) {
        return Some(Ofr::Const(shape[g]));
    }
    let mut expr = cst(1);
    let mut operands = Vec::new();
    for (i, &d) in group.iter().enumerate() {
        expr = AffineExpr::product(expr, sym(i as u32));
        operands.push(*md.sizes.get(d)?);
    }
    Some(apply(rw, expr, &operands))
}

/// MLIR's `getCollapsedStride`: the stride of the group's innermost dimension whose size
/// is not 1; for a group of unit dimensions, the result type's stride or else a dynamic
/// one of the group.
fn collapsed_stride(
    rw: &Rewriter<'_, '_>,
    md: &Metadata,
    source_shape: &[i64],
    result_ty: Type,
    g: usize,
    group: &[usize],
) -> Option<Ofr> {
    let last = group.iter().rfind(|&&d| source_shape.get(d) != Some(&1));
    if let Some(&d) = last {
        return md.strides.get(d).copied();
    }
    let (result_strides, _) = strides_and_offset(rw.ctx, result_ty)?;
    match result_strides.get(g) {
        Some(&s) if !is_dynamic(s) => Some(Ofr::Const(s)),
        _ => group.iter().map(|&d| md.strides[d]).find(|s| matches!(s, Ofr::Val(_))),
    }
}

// ---- memref.extract_strided_metadata of what built its source ---------------------------

/// The results replacing the root `extract_strided_metadata`: base, offset, sizes,
/// strides, static ones as `arith.constant`s built in that order.
fn results(rw: &mut Rewriter<'_, '_>, base: Value, offset: Ofr, sizes: &[Ofr], strides: &[Ofr]) -> Vec<Value> {
    let mut out = vec![base];
    for &q in std::iter::once(&offset).chain(sizes).chain(strides) {
        out.push(value(rw, q));
    }
    out
}

/// Whether the root's base buffer result is used.
fn base_used(rw: &Rewriter<'_, '_>) -> Option<bool> {
    let root = rw.root()?;
    Some(rw.body.has_uses(rw.body.result(root, 0)))
}

/// `memref.reinterpret_cast %source to offset: [0], sizes: [], strides: []`, the base
/// buffer of an allocation or a global (the source itself when it already is 0-D).
fn base_buffer_of(rw: &mut Rewriter<'_, '_>, source: Value) -> Option<Value> {
    let root = rw.root()?;
    let ty = rw.value_type(rw.body.result(root, 0));
    if rw.value_type(source) == ty {
        return Some(source);
    }
    Some(reinterpret(rw, source, Ofr::Const(0), &[], &[], ty))
}

/// Term `AllocMetadata`: the metadata of an identity-layout `memref.alloc`/`alloca`
/// (MLIR's `ExtractStridedMetadataOpAllocFolder`): its sizes, the running products of
/// them as strides (`affine.apply`s where dynamic), offset 0.
pub fn alloc_metadata(rw: &mut Rewriter<'_, '_>, alloc: Value) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = rw.defining_op(alloc)?;
    let ty = rw.value_type(alloc);
    let parts = memref_parts(ctx, ty)?;
    if parts.layout.is_some_and(|l| !is_identity_layout(ctx, l)) {
        return None;
    }
    let shape = parts.shape.to_vec();
    let dynamic: SmallVec<[Value; 4]> = OpRef::new(ctx, rw.body, op).operands().iter().copied().collect();
    let mut next = dynamic.iter();
    let sizes: Vec<Ofr> = shape
        .iter()
        .map(|&s| if is_dynamic(s) { next.next().map(|&v| Ofr::Val(v)) } else { Some(Ofr::Const(s)) })
        .collect::<Option<_>>()?;
    let rank = sizes.len();
    let mut strides = vec![Ofr::Const(1); rank];
    let mut expr = cst(1);
    for (n, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = AffineExpr::product(expr, sym(n as u32));
        strides[i] = apply(rw, expr.clone(), &sizes[i + 1..i + 2 + n]);
    }
    let base = if base_used(rw)? { base_buffer_of(rw, alloc)? } else { alloc };
    Some(results(rw, base, Ofr::Const(0), &sizes, &strides))
}

/// Whether a layout attribute is the identity (an affine map `(d0, ...) -> (d0, ...)`).
fn is_identity_layout(ctx: &crate::ir::Context, layout: Attribute) -> bool {
    match ctx.attr_data(layout) {
        AttrData::AffineMap(m) => {
            m.num_symbols == 0
                && m.results.len() == m.num_dims as usize
                && m.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
        }
        _ => false,
    }
}

/// Term `GlobalMetadata`: the metadata of an identity-layout `memref.get_global` (MLIR's
/// `ExtractStridedMetadataOpGetGlobalFolder`): its static sizes, their suffix products as
/// strides, offset 0.
pub fn global_metadata(rw: &mut Rewriter<'_, '_>, global: Value) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let parts = memref_parts(ctx, rw.value_type(global))?;
    if parts.layout.is_some_and(|l| !is_identity_layout(ctx, l)) || parts.shape.iter().any(|&s| is_dynamic(s)) {
        return None;
    }
    let shape = parts.shape.to_vec();
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    let base = base_buffer_of(rw, global)?;
    let sizes: Vec<Ofr> = shape.iter().map(|&s| Ofr::Const(s)).collect();
    let strides: Vec<Ofr> = strides.iter().map(|&s| Ofr::Const(s)).collect();
    Some(results(rw, base, Ofr::Const(0), &sizes, &strides))
}

/// Term `ReinterpretCastMetadata`: the metadata of a `memref.reinterpret_cast` (MLIR's
/// `ExtractStridedMetadataOpReinterpretCastFolder`): the base buffer of its source, its
/// own offset, sizes and strides. Declines a source that has no strided metadata.
pub fn reinterpret_cast_metadata(rw: &mut Rewriter<'_, '_>, cast: Value) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = rw.defining_op(cast)?;
    let (source, offsets, sizes, strides) = {
        let rc = memref::ReinterpretCastOp::cast(OpRef::new(ctx, rw.body, op))?;
        let source = rc.source();
        let offsets = mixed(rc.static_offsets()?, &rc.offsets().to_vec())?;
        let sizes = mixed(rc.static_sizes()?, &rc.sizes().to_vec())?;
        let strides = mixed(rc.static_strides()?, &rc.strides().to_vec())?;
        (source, offsets, sizes, strides)
    };
    // The source must have a base buffer of the root's base buffer type.
    let root = rw.root()?;
    let want = rw.value_type(rw.body.result(root, 0));
    if base_type(rw, rw.value_type(source)) != Some(want) || strides_and_offset(ctx, rw.value_type(source)).is_none() {
        return None;
    }
    let md = extract(rw, source)?;
    let base = rw.body.result(md, 0);
    Some(results(rw, base, *offsets.first()?, &sizes, &strides))
}

/// Term `MetadataOfSource`: all the results of a new `extract_strided_metadata` of
/// `source` (MLIR's `ExtractStridedMetadataOpAssumeAlignmentFolder`).
pub fn metadata_of_source(rw: &mut Rewriter<'_, '_>, source: Value) -> Option<Vec<Value>> {
    let op = extract(rw, source)?;
    Some(rw.body.results(op).collect())
}

/// Term `MemorySpaceCastMetadata`: the metadata of the cast's source, its base buffer
/// cast back to the cast's memory space when it is used (MLIR's
/// `ExtractStridedMetadataOpMemorySpaceCastFolder`).
pub fn memory_space_cast_metadata(rw: &mut Rewriter<'_, '_>, cast: Value, source: Value) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let op = extract(rw, source)?;
    let mut out: Vec<Value> = rw.body.results(op).collect();
    if base_used(rw)? {
        let base_ty = base_type(rw, rw.value_type(cast))?;
        let st = memref::MemorySpaceCastOp::build(ctx, rw.loc, out[0], base_ty);
        out[0] = rw.insert_value(st);
    }
    Some(out)
}

/// Term `BaseBufferMetadata`: the metadata of a base buffer (MLIR's
/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`): itself and offset 0.
pub fn base_buffer_metadata(rw: &mut Rewriter<'_, '_>, base: Value) -> Option<Vec<Value>> {
    Some(vec![base, value(rw, Ofr::Const(0))])
}

/// Term `MetadataBase`: the base buffer among the results a term above gave.
pub fn metadata_base(_: &mut Rewriter<'_, '_>, md: &[Value]) -> Option<Value> {
    md.first().copied()
}

/// Term `MetadataOffset`: the offset among them.
pub fn metadata_offset(_: &mut Rewriter<'_, '_>, md: &[Value]) -> Option<Value> {
    md.get(1).copied()
}

/// The sizes and strides among them (as many of each).
fn sizes_and_strides(md: &[Value]) -> (&[Value], &[Value]) {
    let rest = md.get(2..).unwrap_or(&[]);
    rest.split_at(rest.len() / 2)
}

/// Term `MetadataSizes`.
pub fn metadata_sizes(_: &mut Rewriter<'_, '_>, md: &[Value]) -> Vec<Value> {
    sizes_and_strides(md).0.to_vec()
}

/// Term `MetadataStrides`.
pub fn metadata_strides(_: &mut Rewriter<'_, '_>, md: &[Value]) -> Vec<Value> {
    sizes_and_strides(md).1.to_vec()
}

/// Term `ViewSource`: the source of the view op that gives `v` (MLIR's
/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`); declines other values. MLIR 22
/// reads through these only: a `memref.cast`, `memory_space_cast`, `assume_alignment`,
/// `reshape`, `view` or `transpose` stays (tried against mlir-opt-22).
pub fn view_source(rw: &mut Rewriter<'_, '_>, v: Value) -> Option<Value> {
    const VIEWS: &[&str] = &[
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.extract_strided_metadata",
        "memref.reinterpret_cast",
        "memref.subview",
    ];
    let op = rw.defining_op(v)?;
    let name = rw.ctx.ident_str(rw.body.op(op).name.ident);
    if !VIEWS.contains(&name) || rw.body.result(op, 0) != v {
        return None;
    }
    rw.body.op(op).operands.first().copied()
}

#[cfg(test)]
mod tests {
    use super::rank_reduction_mask;

    #[test]
    fn rank_reduction_drops_unkept_unit_dims() {
        assert_eq!(rank_reduction_mask(&[1, 3], &[3]), Some(vec![0]));
        assert_eq!(rank_reduction_mask(&[4, 1, 1], &[4, 1]), Some(vec![2]));
        assert_eq!(rank_reduction_mask(&[2, 3], &[2, 3]), Some(vec![]));
        assert_eq!(rank_reduction_mask(&[2, 3], &[3]), None);
    }
}
