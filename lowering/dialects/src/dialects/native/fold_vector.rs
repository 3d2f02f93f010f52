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
    }
    // Constant dynamic positions become static ones (in place).
    let op = cx.op;
    let Some(AttrData::DenseArrayInt { values: stat, .. }) = op.attr("static_position").map(|a| ctx.attr_data(a))
    else {
        return Folded::None;
    };
    let dynamic_count = op.operands().len() - 1;
    if dynamic_count > 0 {
        let mut k = 0;
        let mut kept: smallvec::SmallVec<[crate::ir::Value; 3]> = smallvec::smallvec![src];
        let mut pos = Vec::with_capacity(stat.len());
        let mut changed = false;
        for &p in stat.iter() {
            if p != crate::ir::DYNAMIC {
                pos.push(p);
                continue;
            }
            k += 1;
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
        }
        if changed {
            return Folded::Update { operands: kept, attrs: [("static_position", ctx.dense_i64_array(&pos))].into() };
        }
        return Folded::None;
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
    let old: Vec<bool> = match op.attr("in_bounds").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(elems)) => elems.iter().map(|e| ctx.int_value(*e) == Some(1)).collect(),
        _ => vec![false; vshape.len()],
    };
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
