//! Folds of vector ops (MLIR's `fold` hooks of `vector.broadcast`, `vector.transpose`,
//! `vector.extract` and the transfer ops), as `-canonicalize`, the greedy step of
//! `-convert-vector-to-llvm` and conversions apply them. The constants they give become
//! `arith.constant`s (the dialect's materializer).

use crate::ir::fold::{def_of, FoldInput, Folded};
use crate::ir::{AffineExpr, AttrData, Attribute, Context, DenseValues, OperationState, Type};

/// Registers the dialect's constant materializer and what the custom forms print.
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "vector", materialize_constant);
    super::vector::on_register(ctx);
}

/// A splat of `ty` holding the scalar or splat constant `a` (`None` for anything else, or
/// when the element types differ).
fn splat_of(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    let elem = ctx.element_type_or_self(ty);
    let values = match ctx.attr_data(a) {
        AttrData::Integer { ty: t, value } if *t == elem => DenseValues::Int(Box::new([*value])),
        AttrData::Float { ty: t, bits } if *t == elem => DenseValues::Float(Box::new([*bits])),
        AttrData::DenseElements { ty: t, splat: true, values } if ctx.element_type_or_self(*t) == elem => {
            values.clone()
        }
        _ => return None,
    };
    Some(ctx.intern_attr(AttrData::DenseElements { ty, splat: true, values }))
}

use super::ub::is_poison_attr as is_poison;

/// MLIR's `VectorDialect::materializeConstant`: poison is `ub.poison`, anything else an
/// `arith.constant`.
fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OperationState> {
    if is_poison(ctx, value) {
        return Some(crate::dialects::gen::ub::PoisonOp::build(ctx, loc, Some(value), ty));
    }
    super::arith::materialize_constant(ctx, value, ty, loc)
}

/// `vector.broadcast`: to its own type, the source; of a constant, its splat.
pub fn broadcast(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let (src, ty) = (cx.operand(0), cx.result_type());
    if cx.op.value_type(src) == ty {
        return Folded::value(src);
    }
    match cx.consts[0] {
        Some(a) if is_poison(ctx, a) => Folded::attr(a),
        Some(a) => splat_of(ctx, a, ty).map_or(Folded::None, Folded::attr),
        None => Folded::None,
    }
}

/// `vector.transpose`: of a splat, the splat of the result type; one that keeps the
/// order of the non-unit dims (the identity, say) and the type, the source.
pub fn transpose(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let (src, ty) = (cx.operand(0), cx.result_type());
    if let Some(a) = cx.consts[0] {
        if is_poison(ctx, a) {
            return Folded::attr(a);
        }
        if let AttrData::DenseElements { splat: true, .. } = ctx.attr_data(a) {
            return splat_of(ctx, a, ty).map_or(Folded::None, Folded::attr);
        }
    }
    let src_ty = cx.op.value_type(src);
    if src_ty != ty {
        return Folded::None;
    }
    let shape = ctx.shape(src_ty).unwrap_or(&[]);
    let Some(AttrData::DenseArrayInt { values: perm, .. }) = cx.op.attr("permutation").map(|a| ctx.attr_data(a)) else {
        return Folded::None;
    };
    let mut last = -1i64;
    for &p in perm.iter() {
        if shape.get(p as usize) == Some(&1) {
            continue;
        }
        if p < last {
            return Folded::None;
        }
        last = p;
    }
    Folded::value(src)
}

/// `vector.extract`: with no position, the source; from a splat, its element (or
/// sub-splat); from a broadcast of the extracted type, the broadcast's source.
pub fn extract(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let (src, ty) = (cx.operand(0), cx.result_type());
    if cx.op.value_type(src) == ty {
        return Folded::value(src);
    }
    if let Some(a) = cx.consts[0] {
        if is_poison(ctx, a) {
            return Folded::attr(a);
        }
        if let AttrData::DenseElements { splat: true, values, .. } = ctx.attr_data(a) {
            let elem = ctx.element_type_or_self(ty);
            if elem == ty {
                return match values {
                    DenseValues::Int(v) => Folded::attr(ctx.integer_attr(ty, *v.first().unwrap_or(&0))),
                    DenseValues::Float(v) => {
                        Folded::attr(ctx.intern_attr(AttrData::Float { ty, bits: *v.first().unwrap_or(&0) }))
                    }
                    _ => Folded::None,
                };
            }
            return splat_of(ctx, a, ty).map_or(Folded::None, Folded::attr);
        }
        // A run of a non-splat constant (MLIR's foldDenseElementsAttrSrcExtractOp).
        if let Some(f) = extract_run(cx, a) {
            return f;
        }
    }
    // Constant dynamic positions become static ones (in place).
    let op = cx.op;
    let Some(AttrData::DenseArrayInt { values: stat, .. }) = op.attr("static_position").map(|a| ctx.attr_data(a))
    else {
        return Folded::None;
    };
    if op.operands().len() > 1 {
        return constant_positions(cx, stat, 1);
    }
    // An extract of an extract: one extract of the joined positions (in place).
    if let Some(inner) = def_of(op, src).filter(|d| d.name() == "vector.extract" && d.operands().len() == 1) {
        if let Some(AttrData::DenseArrayInt { values: first, .. }) =
            inner.attr("static_position").map(|a| ctx.attr_data(a))
        {
            let mut joined = first.to_vec();
            joined.extend_from_slice(stat);
            return Folded::Update {
                operands: smallvec::smallvec![inner.operand(0)],
                attrs: [("static_position", ctx.dense_i64_array(&joined))].into(),
            };
        }
    }
    if let Some(b) = def_of(cx.op, src).filter(|d| d.name() == "vector.broadcast") {
        let inner = b.operand(0);
        if b.value_type(inner) == ty {
            return Folded::value(inner);
        }
    }
    Folded::None
}

/// `vector.transfer_read` / `transfer_write`: MLIR's `foldTransferInBoundsAttribute`.
/// A dim whose memref size is static and whose index is a constant is in bounds when the
/// vector fits before the end; broadcast dims are when all the others are.
pub fn transfer(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (base_at, vector) = match kind {
        "read" => (0, cx.result_type()),
        _ => (1, op.value_type(op.operand(0))),
    };
    let Some(vshape) = ctx.shape(vector) else { return Folded::None };
    if vshape.is_empty() {
        return Folded::None;
    }
    let base_ty = op.value_type(op.operand(base_at));
    let Some(mshape) = ctx.shape(base_ty) else { return Folded::None };
    let Some(AttrData::AffineMap(map)) = op.attr("permutation_map").map(|a| ctx.attr_data(a)) else {
        return Folded::None;
    };
    let old = in_bounds_flags(ctx, op.attr("in_bounds"), vshape.len());
    if old.len() != vshape.len() || map.results.len() != vshape.len() {
        return Folded::None;
    }
    let mut new = old.clone();
    let mut non_bcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        if new[i] {
            continue;
        }
        let AffineExpr::Dim(d) = e else { continue };
        non_bcast.push(i);
        let d = *d as usize;
        let size = mshape.get(d).copied().unwrap_or(-1);
        let index = cx.consts.get(base_at + 1 + d).copied().flatten().and_then(|a| ctx.int_value(a));
        if let (true, Some(index)) = (size >= 0, index) {
            new[i] = index + i128::from(vshape[i]) <= i128::from(size);
        }
    }
    if non_bcast.iter().all(|&i| new[i]) {
        for (i, e) in map.results.iter().enumerate() {
            if !matches!(e, AffineExpr::Dim(_)) {
                new[i] = true;
            }
        }
    }
    if new == old {
        return Folded::None;
    }
    let flags: Vec<Attribute> = new.iter().map(|b| ctx.bool_attr(*b)).collect();
    Folded::Update {
        operands: op.operands().iter().copied().collect(),
        attrs: [("in_bounds", ctx.array_attr(&flags))].into(),
    }
}

/// The elements of a dense constant of `count` elements (a splat repeated), as stored.
fn dense_elements(ctx: &Context, a: Attribute, count: usize) -> Option<DenseValues> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { splat: true, values: DenseValues::Int(v), .. } => {
            Some(DenseValues::Int(vec![*v.first()?; count].into()))
        }
        AttrData::DenseElements { splat: true, values: DenseValues::Float(v), .. } => {
            Some(DenseValues::Float(vec![*v.first()?; count].into()))
        }
        AttrData::DenseElements { splat: false, values: v @ (DenseValues::Int(_) | DenseValues::Float(_)), .. } => {
            Some(v.clone())
        }
        _ => None,
    }
}

/// The row-major offset of the element at `pos` (missing trailing positions are 0) in a
/// vector of `shape`: where the run an extract reads or an insert writes starts.
fn linear_offset(shape: &[i64], pos: &[i64]) -> Option<usize> {
    let (mut at, mut stride) = (0i64, 1i64);
    for d in (0..shape.len()).rev() {
        at += pos.get(d).copied().unwrap_or(0) * stride;
        stride *= shape[d];
    }
    usize::try_from(at).ok()
}

/// The flags of a transfer's `in_bounds` array (absent: all `n` out of bounds).
pub(super) fn in_bounds_flags(ctx: &Context, a: Option<Attribute>, n: usize) -> Vec<bool> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => elems.iter().map(|e| ctx.int_value(*e) == Some(1)).collect(),
        _ => vec![false; n],
    }
}

/// The scalar or dense constant `a` as elements for a vector of element type `elem`.
fn scalar_or_dense(ctx: &Context, a: Attribute, ty: Type) -> Option<DenseValues> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(DenseValues::Int(Box::new([*value]))),
        AttrData::Bool(b) => Some(DenseValues::Int(Box::new([i128::from(*b)]))),
        AttrData::Float { bits, .. } => Some(DenseValues::Float(Box::new([*bits]))),
        _ => dense_elements(ctx, a, ctx.shape(ty)?.iter().product::<i64>() as usize),
    }
}

/// `vector.insert`: of a constant into a constant vector (at most 256 elements, or with one
/// user), the new constant (MLIR's `foldDenseElementsAttrDestInsertOp`); with no position
/// and the dest's type, the inserted value; constant dynamic positions become static.
pub fn insert(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (value, dest_ty) = (op.operand(0), cx.result_type());
    let Some(AttrData::DenseArrayInt { values: stat, .. }) = op.attr("static_position").map(|a| ctx.attr_data(a))
    else {
        return Folded::None;
    };
    if stat.is_empty() && op.value_type(value) == dest_ty {
        return Folded::value(value);
    }
    if op.operands().len() > 2 {
        return constant_positions(cx, stat, 2);
    }
    let (Some(src), Some(dst)) = (cx.consts[0], cx.consts[1]) else { return Folded::None };
    let Some(shape) = ctx.shape(dest_ty) else { return Folded::None };
    if crate::dialects::native::vector::is_scalable_vector(ctx, dest_ty) {
        return Folded::None;
    }
    let count: i64 = shape.iter().product();
    if count > 256 && op.body.uses(op.result(0)).len() > 1 {
        return Folded::None;
    }
    let Some(mut all) = dense_elements(ctx, dst, count as usize) else { return Folded::None };
    let Some(new) = scalar_or_dense(ctx, src, op.value_type(value)) else { return Folded::None };
    // The linear position of the inserted run.
    let Some(at) = linear_offset(shape, stat) else { return Folded::None };
    match (&mut all, new) {
        (DenseValues::Int(a), DenseValues::Int(n)) if at + n.len() <= a.len() => {
            a[at..at + n.len()].copy_from_slice(&n)
        }
        (DenseValues::Float(a), DenseValues::Float(n)) if at + n.len() <= a.len() => {
            a[at..at + n.len()].copy_from_slice(&n)
        }
        _ => return Folded::None,
    }
    Folded::attr(ctx.dense_elements(dest_ty, all))
}

/// `vector.shuffle`: picking all of one operand in order, that operand; of two constant
/// 1-D vectors, the constant it picks (a poison index takes the first element).
pub fn shuffle(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (v1, v2) = (op.operand(0), op.operand(1));
    let (Some(s1), Some(s2)) = (ctx.shape(op.value_type(v1)), ctx.shape(op.value_type(v2))) else {
        return Folded::None;
    };
    if s1.is_empty() {
        return Folded::None;
    }
    let Some(AttrData::DenseArrayInt { values: mask, .. }) = op.attr("mask").map(|a| ctx.attr_data(a)) else {
        return Folded::None;
    };
    let steps = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, &m)| m == begin + i as i64)
    };
    if steps(0, s1[0]) {
        return Folded::value(v1);
    }
    if s2.first().is_some_and(|&w| steps(s1[0], w)) {
        return Folded::value(v2);
    }
    let (Some(a1), Some(a2)) = (cx.consts[0], cx.consts[1]) else { return Folded::None };
    let (p1, p2) = (is_poison(ctx, a1), is_poison(ctx, a2));
    if p1 && p2 {
        return Folded::attr(a1);
    }
    if s1.len() != 1 {
        return Folded::None;
    }
    let n1 = s1[0] as usize;
    let e1 = if p1 { None } else { dense_elements(ctx, a1, n1) };
    let e2 = if p2 { None } else { dense_elements(ctx, a2, s2[0] as usize) };
    if (!p1 && e1.is_none()) || (!p2 && e2.is_none()) {
        return Folded::None;
    }
    // The element a poison index (or a poison operand) reads.
    let pick = |e: &DenseValues, i: usize| -> Option<(Option<i128>, Option<u64>)> {
        match e {
            DenseValues::Int(v) => Some((Some(*v.get(i)?), None)),
            DenseValues::Float(v) => Some((None, Some(*v.get(i)?))),
            _ => None,
        }
    };
    let Some(poison_elem) = e1.as_ref().or(e2.as_ref()).and_then(|e| pick(e, 0)) else { return Folded::None };
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for &m in mask.iter() {
        let got = if m < 0 {
            Some(poison_elem)
        } else if (m as usize) < n1 {
            e1.as_ref().map_or(Some(poison_elem), |e| pick(e, m as usize))
        } else {
            e2.as_ref().map_or(Some(poison_elem), |e| pick(e, m as usize - n1))
        };
        match got {
            Some((Some(i), _)) => ints.push(i),
            Some((_, Some(f))) => floats.push(f),
            _ => return Folded::None,
        }
    }
    let values = if floats.is_empty() { DenseValues::Int(ints.into()) } else { DenseValues::Float(floats.into()) };
    Folded::attr(ctx.dense_elements(cx.result_type(), values))
}

/// The elements a static `vector.extract` reads from the non-splat constant `a`: one
/// element, or the run making up the extracted sub-vector.
fn extract_run(cx: &FoldInput<'_>, a: Attribute) -> Option<Folded> {
    let ctx = cx.ctx();
    let op = cx.op;
    if op.operands().len() != 1 {
        return None;
    }
    let src_ty = op.value_type(op.operand(0));
    if crate::dialects::native::vector::is_scalable_vector(ctx, src_ty) {
        return None;
    }
    let shape = ctx.shape(src_ty)?;
    let Some(AttrData::DenseArrayInt { values: pos, .. }) = op.attr("static_position").map(|p| ctx.attr_data(p)) else {
        return None;
    };
    let AttrData::DenseElements { splat: false, values, .. } = ctx.attr_data(a) else { return None };
    let at = linear_offset(shape, pos)?;
    let ty = cx.result_type();
    let n = ctx.shape(ty).map_or(1, |s| s.iter().product::<i64>() as usize);
    let scalar = ctx.element_type_or_self(ty) == ty;
    Some(Folded::attr(match values {
        DenseValues::Int(v) if scalar => ctx.integer_attr(ty, *v.get(at)?),
        DenseValues::Float(v) if scalar => ctx.intern_attr(AttrData::Float { ty, bits: *v.get(at)? }),
        DenseValues::Int(v) => ctx.dense_elements(ty, DenseValues::Int(v.get(at..at + n)?.into())),
        DenseValues::Float(v) => ctx.dense_elements(ty, DenseValues::Float(v.get(at..at + n)?.into())),
        _ => return None,
    }))
}

/// `vector.extract`/`insert` with dynamic positions (after `fixed` other operands): those
/// that are constants become static positions, in place (MLIR's
/// `extractInsertFoldConstantOp`).
fn constant_positions(cx: &FoldInput<'_>, stat: &[i64], fixed: usize) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let mut kept: smallvec::SmallVec<[crate::ir::Value; 3]> = op.operands()[..fixed].iter().copied().collect();
    let (mut k, mut changed) = (fixed, false);
    let mut pos = Vec::with_capacity(stat.len());
    for &p in stat {
        if p != crate::ir::DYNAMIC {
            pos.push(p);
            continue;
        }
        match cx.consts.get(k).copied().flatten().and_then(|a| ctx.int_value(a)) {
            Some(v) => {
                pos.push(v as i64);
                changed = true;
            }
            None => {
                pos.push(crate::ir::DYNAMIC);
                kept.push(op.operand(k));
            }
        }
        k += 1;
    }
    if !changed {
        return Folded::None;
    }
    Folded::Update { operands: kept, attrs: [("static_position", ctx.dense_i64_array(&pos))].into() }
}
