//! Folds of vector ops (MLIR's `fold` hooks of `vector.broadcast`, `vector.transpose`,
//! `vector.extract` and the transfer ops), as `-canonicalize`, the greedy step of
//! `-convert-vector-to-llvm` and conversions apply them. The constants they give become
//! `arith.constant`s (the dialect's materializer).

use crate::ir::fold::{def_of, FoldInput, Folded};
use crate::ir::{AffineExpr, AttrData, Attribute, Context, DenseValues, OpRef, OperationState, Type, TypeData, Value};

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
    if let Some(f) = broadcast_of_shape_cast(cx) {
        return f;
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
    if cx.op.value_type(src) != ty || !is_order_preserving(cx.op) {
        return Folded::None;
    }
    Folded::value(src)
}

/// The static positions of a `vector.extract`/`insert` (`DYNAMIC` for operands).
fn static_position<'a>(cx: &FoldInput<'a>) -> Option<&'a [i64]> {
    match cx.op.attr("static_position").map(|a| cx.ctx().attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => Some(values),
        _ => None,
    }
}

/// An in-place fold of a `vector.extract` to read `pos` (all static) of `src`.
fn extract_from(cx: &FoldInput<'_>, src: Value, pos: &[i64]) -> Folded {
    Folded::Update {
        operands: smallvec::smallvec![src],
        attrs: [("static_position", cx.ctx().dense_i64_array(pos))].into(),
    }
}

/// The rank of `ty` (0 for a scalar).
fn rank_of(ctx: &Context, ty: Type) -> usize {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// MLIR's `isBroadcastLike`: a `vector.broadcast`, or a `vector.shape_cast` that only
/// prepends unit dims.
pub(super) fn is_broadcast_like(op: OpRef<'_>) -> bool {
    match op.name() {
        "vector.broadcast" => true,
        "vector.shape_cast" => {
            let ctx = op.ctx;
            let (Some(src), Some(dst)) =
                (ctx.shape(op.value_type(op.operand(0))), ctx.shape(op.value_type(op.result(0))))
            else {
                return false;
            };
            dst.len() >= src.len() && dst[dst.len() - src.len()..] == *src
        }
        _ => false,
    }
}

/// `vector.extract` (MLIR 22's `ExtractOp::fold`, its steps in order): with no position,
/// the source; of poison or at a poison index, poison; constant dynamic positions become
/// static (only valid ones); of a constant, the element or run; then through producer
/// chains: extracts, inserts and transposes, broadcasts, shuffles, shape casts, strided
/// slices and from_elements.
pub fn extract(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (src, ty) = (cx.operand(0), cx.result_type());
    let Some(stat) = static_position(cx) else { return Folded::None };
    if stat.is_empty() && op.value_type(src) == ty {
        return Folded::value(src);
    }
    if cx.consts[0].is_some_and(|a| is_poison(ctx, a)) {
        return Folded::attr(cx.consts[0].unwrap_or_else(|| unreachable!()));
    }
    if op.operands().len() > 1 {
        let f = constant_positions(cx, stat, 1);
        if !f.is_none() {
            return f;
        }
    }
    if stat.contains(&POISON_INDEX) {
        return ctx.def_attr("ub", "poison", &[]).map_or(Folded::None, Folded::attr);
    }
    if let Some(a) = cx.consts[0] {
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
    let dynamic = op.operands().len() > 1;
    // An extract of an extract: one extract of the joined positions (in place).
    if !dynamic {
        if let Some(inner) = def_of(op, src).filter(|d| d.name() == "vector.extract") {
            if inner.operands().len() == 1 {
                if let Some(AttrData::DenseArrayInt { values: first, .. }) =
                    inner.attr("static_position").map(|a| ctx.attr_data(a))
                {
                    let mut joined = first.to_vec();
                    joined.extend_from_slice(stat);
                    return extract_from(cx, inner.operand(0), &joined);
                }
            }
        }
    }
    if !dynamic {
        if let Some(f) = insert_transpose_chain(cx, stat) {
            return f;
        }
    }
    if let Some(f) = extract_from_broadcast(cx, stat) {
        return f;
    }
    if dynamic {
        return Folded::None;
    }
    for step in
        [extract_from_shuffle, extract_from_shape_cast, extract_from_extract_strided, extract_from_insert_strided]
    {
        if let Some(f) = step(cx, stat) {
            return f;
        }
    }
    scalar_from_from_elements(cx, stat).unwrap_or(Folded::None)
}

/// MLIR's `kPoisonIndex`: a position that reads or writes poison.
const POISON_INDEX: i64 = -1;

/// MLIR's `ExtractFromInsertTransposeChainState::fold`: walks back through inserts and
/// transposes, composing transposes into the position, taking an insert's value when
/// its position matches (or prefixes) the extracted one, passing inserts it cannot
/// overlap.
fn insert_transpose_chain(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let op = cx.op;
    let src = cx.operand(0);
    let vector_rank = rank_of(ctx, op.value_type(src));
    let mut extracted_rank = stat.len();
    let sentinels: Vec<i64> = (0..vector_rank.saturating_sub(extracted_rank)).map(|i| -(i as i64 + 1)).collect();
    let mut pos: Vec<i64> = stat.iter().copied().chain(sentinels.iter().copied()).collect();
    let can_fold = |pos: &[i64], er: usize| pos.get(er..) == Some(&sentinels[..]);
    let contained = |a: &[i64], b: &[i64]| a.len() <= b.len() && b[..a.len()] == *a;
    let mut from = src;
    let try_in_place = |from: Value, pos: &[i64], er: usize| -> Option<Folded> {
        if from == src || !can_fold(pos, er) {
            return None;
        }
        Some(extract_from(cx, from, &pos[..er]))
    };
    while let Some(d) = def_of(op, from) {
        match d.name() {
            "vector.transpose" => {
                let Some(AttrData::DenseArrayInt { values: perm, .. }) =
                    d.attr("permutation").map(|a| ctx.attr_data(a))
                else {
                    return None;
                };
                // The inverse permutation applied to the position.
                let mut next = pos.clone();
                for (j, &p) in perm.iter().enumerate() {
                    *next.get_mut(usize::try_from(p).ok()?)? = *pos.get(j)?;
                }
                pos = next;
                from = d.operand(0);
            }
            "vector.insert" => {
                if d.operands().len() > 2 {
                    return None;
                }
                let Some(AttrData::DenseArrayInt { values: ins, .. }) =
                    d.attr("static_position").map(|a| ctx.attr_data(a))
                else {
                    return None;
                };
                // Case 2: the positions match.
                if pos.get(..extracted_rank) == Some(&ins[..]) && can_fold(&pos, extracted_rank) {
                    return Some(Folded::value(d.operand(0)));
                }
                // Case 3: the inserted position is a prefix of the extracted one.
                if contained(ins, &pos) {
                    pos.drain(..ins.len());
                    // (An insert position reaching into the sentinels, a poison index
                    // not folded yet, stops here.)
                    extracted_rank = pos.len().checked_sub(sentinels.len())?;
                    return try_in_place(d.operand(0), &pos, extracted_rank);
                }
                // Case 4: they may overlap.
                let overlap = pos.iter().zip(ins.iter()).all(|(&a, &b)| a < 0 || b < 0 || a == b);
                if contained(&pos, ins) || overlap {
                    return None;
                }
                // Case 5: disjoint, look through to the destination.
                from = d.operand(1);
            }
            _ => break,
        }
    }
    try_in_place(from, &pos, extracted_rank)
}

/// MLIR's `foldExtractFromBroadcast`: the broadcast's source when it has the extracted
/// type, else an extract of the source at the positions of its own dims (0 for the unit
/// dims it broadcasts), when the extracted dims come from the source unchanged.
fn extract_from_broadcast(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let op = cx.op;
    let d = def_of(op, cx.operand(0)).filter(|d| is_broadcast_like(*d))?;
    let input = d.operand(0);
    let ty = cx.result_type();
    let input_ty = op.value_type(input);
    if input_ty == ty {
        return Some(Folded::value(input));
    }
    let input_shape = ctx.shape(input_ty).filter(|_| matches!(ctx.type_data(input_ty), TypeData::Vector { .. }));
    let input_rank = input_shape.map_or(0, <[i64]>::len);
    let bcast_rank = rank_of(ctx, op.value_type(cx.operand(0)));
    let extract_rank = rank_of(ctx, ty);
    if extract_rank > input_rank {
        return None;
    }
    let input_shape = input_shape?;
    if extract_rank > 0 && ctx.shape(ty)? != &input_shape[input_rank - extract_rank..] {
        return None;
    }
    let delta_overall = input_rank - extract_rank;
    let delta_bcast = bcast_rank - input_rank;
    // The old positions, dynamic ones as their operands.
    let mut dyn_ops = op.operands()[1..].iter();
    let old: Vec<(i64, Option<Value>)> =
        stat.iter().map(|&p| if p == crate::ir::DYNAMIC { (p, dyn_ops.next().copied()) } else { (p, None) }).collect();
    let mut operands: smallvec::SmallVec<[Value; 3]> = smallvec::smallvec![input];
    let mut pos = Vec::with_capacity(delta_overall);
    for (i, &size) in input_shape[..delta_overall].iter().enumerate() {
        if size == 1 {
            pos.push(0);
        } else {
            let (p, v) = *old.get(i + delta_bcast)?;
            pos.push(p);
            operands.extend(v);
        }
    }
    Some(Folded::Update { operands, attrs: [("static_position", ctx.dense_i64_array(&pos))].into() })
}

/// MLIR's `foldExtractFromShuffle`: an element of a 1-D shuffle read from the operand the
/// mask picks.
fn extract_from_shuffle(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let d = def_of(cx.op, cx.operand(0)).filter(|d| d.name() == "vector.shuffle")?;
    if rank_of(ctx, d.value_type(d.result(0))) != 1 {
        return None;
    }
    let n = *ctx.shape(d.value_type(d.operand(0)))?.first()?;
    let Some(AttrData::DenseArrayInt { values: mask, .. }) = d.attr("mask").map(|a| ctx.attr_data(a)) else {
        return None;
    };
    let idx = *mask.get(usize::try_from(*stat.first()?).ok()?)?;
    Some(if idx < n { extract_from(cx, d.operand(0), &[idx]) } else { extract_from(cx, d.operand(1), &[idx - n]) })
}

/// MLIR's `foldExtractFromShapeCast`: an extract through a shape cast that keeps the
/// extracted trailing dims, at the position linearized and delinearized again.
fn extract_from_shape_cast(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let op = cx.op;
    let d = def_of(op, cx.operand(0)).filter(|d| d.name() == "vector.shape_cast")?;
    let cast_src = ctx.shape(d.value_type(d.operand(0)))?;
    let ex_src = ctx.shape(op.value_type(cx.operand(0)))?;
    let ty = cx.result_type();
    let dest_rank = rank_of(ctx, ty);
    if dest_rank > cast_src.len() {
        return None;
    }
    let rev = |s: &[i64], n: usize| s.get(s.len().checked_sub(n + 1)?).copied();
    if dest_rank > 0 {
        let dest = ctx.shape(ty)?;
        for i in 0..dest_rank {
            if rev(cast_src, i)? != rev(dest, i)? {
                return None;
            }
        }
    }
    let mut position = 0i64;
    let mut stride = 1i64;
    for (i, &p) in stat.iter().rev().enumerate() {
        position += p * stride;
        stride *= rev(ex_src, i + dest_rank)?;
    }
    let num = cast_src.len() - dest_rank;
    let mut strides = Vec::with_capacity(num);
    let mut stride = 1i64;
    for i in 0..num {
        strides.push(stride);
        stride *= rev(cast_src, i + dest_rank)?;
    }
    strides.reverse();
    let mut new_pos = Vec::with_capacity(num);
    for s in strides {
        if s == 0 {
            return None;
        }
        new_pos.push(position / s);
        position %= s;
    }
    Some(extract_from(cx, d.operand(0), &new_pos))
}

/// The i64 values of an `ArrayAttr` of integers.
pub(super) fn int_array(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_data(a?) {
        AttrData::Array(elems) => elems.iter().map(|e| ctx.int_value(*e).map(|v| v as i64)).collect(),
        _ => None,
    }
}

/// MLIR's `foldExtractFromExtractStrided`: an extract of a unit-stride slice reads the
/// slice's source at the position moved by the offsets.
fn extract_from_extract_strided(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let d = def_of(cx.op, cx.operand(0)).filter(|d| d.name() == "vector.extract_strided_slice")?;
    let (src_ty, res_ty) = (d.value_type(d.operand(0)), d.value_type(d.result(0)));
    let (src_shape, res_shape) = (ctx.shape(src_ty)?, ctx.shape(res_ty)?);
    if src_shape.is_empty() || res_shape.is_empty() {
        return None;
    }
    if int_array(ctx, d.attr("strides"))?.iter().any(|&s| s != 1) {
        return None;
    }
    let mut offsets = int_array(ctx, d.attr("offsets"))?;
    while let Some(&last) = offsets.last() {
        let i = offsets.len() - 1;
        if last != 0 || res_shape.get(i) != src_shape.get(i) {
            break;
        }
        offsets.pop();
    }
    let dest_rank = rank_of(ctx, cx.result_type());
    if dest_rank > src_shape.len() - offsets.len() {
        return None;
    }
    let mut pos = stat.to_vec();
    if pos.len() < offsets.len() {
        return None;
    }
    for (p, o) in pos.iter_mut().zip(&offsets) {
        *p += o;
    }
    Some(extract_from(cx, d.operand(0), &pos))
}

/// MLIR's `foldExtractStridedOpFromInsertChain`: an extract from a chain of unit-stride
/// `insert_strided_slice`s reads the inserted value that covers it, passing disjoint ones.
fn extract_from_insert_strided(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let dest_rank = rank_of(ctx, cx.result_type());
    let mut d = def_of(cx.op, cx.operand(0)).filter(|d| d.name() == "vector.insert_strided_slice")?;
    loop {
        let (src_ty, dst_ty) = (d.value_type(d.operand(0)), d.value_type(d.operand(1)));
        let (src, dst) = (ctx.shape(src_ty)?, ctx.shape(dst_ty)?);
        if src.is_empty() || dst.is_empty() {
            return None;
        }
        let rank_diff = dst.len() - src.len();
        if dest_rank > src.len() {
            return None;
        }
        let offsets = int_array(ctx, d.attr("offsets"))?;
        if int_array(ctx, d.attr("strides"))?.iter().any(|&s| s != 1) {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, &offset) in stat.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff { 1 } else { *src.get(dim - rank_diff)? };
            if start <= offset && offset < start + size {
                if dim >= rank_diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_rank_diff = src.len() - dest_rank;
            for i in 0..dest_rank {
                if src.get(i + src_rank_diff)? != dst.get(i + src_rank_diff + rank_diff)? {
                    return None;
                }
            }
            return Some(extract_from(cx, d.operand(0), &diffs));
        }
        d = def_of(d, d.operand(1)).filter(|n| n.name() == "vector.insert_strided_slice")?;
    }
}

/// MLIR's `foldScalarExtractFromFromElements`: the element a scalar extract reads.
fn scalar_from_from_elements(cx: &FoldInput<'_>, stat: &[i64]) -> Option<Folded> {
    let ctx = cx.ctx();
    let d = def_of(cx.op, cx.operand(0)).filter(|d| d.name() == "vector.from_elements")?;
    let vty = d.value_type(d.result(0));
    if super::vector::is_scalable_vector(ctx, vty) || cx.result_type() != ctx.element_type_or_self(vty) {
        return None;
    }
    let at = linear_offset(ctx.shape(vty)?, stat)?;
    Some(Folded::value(*d.operands().get(at)?))
}

/// `vector.transfer_read` / `transfer_write`: MLIR's `foldTransferInBoundsAttribute`, then
/// `foldTransferFullMask` and `foldMemRefCast`.
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
        return transfer_full_mask(cx).unwrap_or_else(|| super::fold_memref::cast_operands(cx, ""));
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
        let f = constant_positions(cx, stat, 2);
        if !f.is_none() {
            return f;
        }
    }
    if stat.contains(&POISON_INDEX) {
        return ctx.def_attr("ub", "poison", &[]).map_or(Folded::None, Folded::attr);
    }
    // insert(v, insert(w, dest, pos), pos): the inner insert is overwritten.
    if let Some(inner) = def_of(op, op.operand(1)).filter(|d| d.name() == "vector.insert") {
        if inner.attr("static_position") == op.attr("static_position") && inner.operands()[2..] == op.operands()[2..] {
            let mut operands: smallvec::SmallVec<[Value; 3]> = op.operands().iter().copied().collect();
            operands[1] = inner.operand(1);
            return Folded::operands(operands);
        }
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
    // The vector the positions index: the source of an extract, the dest of an insert.
    let shape = ctx.shape(op.value_type(op.operand(fixed - 1))).unwrap_or(&[]);
    let mut kept: smallvec::SmallVec<[crate::ir::Value; 3]> = op.operands()[..fixed].iter().copied().collect();
    let (mut k, mut changed) = (fixed, false);
    let mut pos = Vec::with_capacity(stat.len());
    for (dim, &p) in stat.iter().enumerate() {
        if p != crate::ir::DYNAMIC {
            pos.push(p);
            continue;
        }
        // Only in-bounds and poison indices become static ones.
        let size = shape.get(dim).copied().unwrap_or(0);
        match cx.consts.get(k).copied().flatten().and_then(|a| ctx.int_value(a)).map(|v| v as i64) {
            Some(v) if v == POISON_INDEX || (0..size).contains(&v) => {
                pos.push(v);
                changed = true;
            }
            _ => {
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

/// A splat of `b` shaped like the i1 vector `ty`.
fn bool_splat(ctx: &Context, ty: Type, b: bool) -> Attribute {
    ctx.dense_elements(ty, DenseValues::Int(Box::new([i128::from(b)])))
}

/// `vector.constant_mask` (MLIR's `ConstantMaskOp::fold`): all set or none set is a splat.
pub fn constant_mask(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let ty = cx.result_type();
    let Some(AttrData::DenseArrayInt { values: bounds, .. }) = cx.op.attr("mask_dim_sizes").map(|a| ctx.attr_data(a))
    else {
        return Folded::None;
    };
    let Some(shape) = ctx.shape(ty) else { return Folded::None };
    if shape.is_empty() {
        return Folded::attr(bool_splat(ctx, ty, bounds.first() == Some(&1)));
    }
    if **bounds == *shape {
        return Folded::attr(bool_splat(ctx, ty, true));
    }
    if bounds.iter().all(|&b| b == 0) {
        return Folded::attr(bool_splat(ctx, ty, false));
    }
    Folded::None
}

/// MLIR's `isOrderPreserving` of a transpose: the dims other than fixed unit ones keep
/// their order.
pub(super) fn is_order_preserving(op: OpRef<'_>) -> bool {
    let ctx = op.ctx;
    let Some(v) = super::vector::vt(ctx, op.value_type(op.operand(0))) else { return false };
    let Some(AttrData::DenseArrayInt { values: perm, .. }) = op.attr("permutation").map(|a| ctx.attr_data(a)) else {
        return false;
    };
    let mut last = -1i64;
    for &p in perm.iter() {
        // Fixed unit dims may move anywhere (a scalable `[1]` is not a unit dim).
        let i = p as usize;
        if v.shape.get(i) == Some(&1) && !v.scalable.get(i).copied().unwrap_or(false) {
            continue;
        }
        if p < last {
            return false;
        }
        last = p;
    }
    true
}

/// `vector.shape_cast` (MLIR 22's `ShapeCastOp::fold`): to its own type, the source;
/// of a shape cast, of an order-preserving transpose, a cast of their source
/// (in place); of a broadcast from the result type, the broadcast's source; of a dense
/// constant, the reshaped constant; of poison, poison.
pub fn shape_cast(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (src, ty) = (cx.operand(0), cx.result_type());
    if op.value_type(src) == ty {
        return Folded::value(src);
    }
    if let Some(d) = def_of(op, src) {
        match d.name() {
            "vector.shape_cast" => return Folded::operands(smallvec::smallvec![d.operand(0)]),
            "vector.transpose" => {
                if is_order_preserving(d) {
                    return Folded::operands(smallvec::smallvec![d.operand(0)]);
                }
                return Folded::None;
            }
            "vector.broadcast" if d.value_type(d.operand(0)) == ty => return Folded::value(d.operand(0)),
            _ => {}
        }
    }
    match cx.consts[0] {
        Some(a) if is_poison(ctx, a) => Folded::attr(a),
        Some(a) => match ctx.attr_data(a) {
            AttrData::DenseElements { splat, values, .. } => {
                let (splat, values) = (*splat, values.clone());
                Folded::attr(ctx.intern_attr(AttrData::DenseElements { ty, splat, values }))
            }
            _ => Folded::None,
        },
        None => Folded::None,
    }
}

/// The bit width of a scalar integer or float type.
fn bit_width(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(u64::from(*width)),
        TypeData::Float(k) => Some(u64::from(k.layout().bits)),
        _ => None,
    }
}

/// `vector.bitcast` (MLIR's `BitCastOp::fold`): to its own type, the source; of a
/// bitcast, its source or a bitcast of it (in place); of a splat f16 constant to f32, or
/// a splat integer constant to a wider element, the splat of the repeated bit pattern.
pub fn bitcast(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (src, ty) = (cx.operand(0), cx.result_type());
    if op.value_type(src) == ty {
        return Folded::value(src);
    }
    if let Some(d) = def_of(op, src).filter(|d| d.name() == "vector.bitcast") {
        if d.value_type(d.operand(0)) == ty {
            return Folded::value(d.operand(0));
        }
        return Folded::operands(smallvec::smallvec![d.operand(0)]);
    }
    let Some(a) = cx.consts[0] else { return Folded::None };
    let (se, de) = (ctx.element_type_or_self(op.value_type(src)), ctx.element_type_or_self(ty));
    let AttrData::DenseElements { splat: true, values, .. } = ctx.attr_data(a) else { return Folded::None };
    match (values, ctx.type_data(se), ctx.type_data(de)) {
        (DenseValues::Float(v), TypeData::Float(sk), TypeData::Float(dk))
            if *sk == crate::ir::FloatKind::F16 && *dk == crate::ir::FloatKind::F32 =>
        {
            let bits = sk.to_bits(f64::from_bits(*v.first().unwrap_or(&0))) as u32 & 0xffff;
            let f = f32::from_bits((bits << 16) | bits);
            Folded::attr(ctx.dense_elements(ty, DenseValues::Float(Box::new([f64::from(f).to_bits()]))))
        }
        (DenseValues::Int(v), TypeData::Integer { .. }, TypeData::Integer { .. } | TypeData::Float(_)) => {
            let (Some(sw), Some(dw)) = (bit_width(ctx, se), bit_width(ctx, de)) else { return Folded::None };
            if !(dw > sw && dw % sw == 0) || dw > 64 {
                return Folded::None;
            }
            let lane = (*v.first().unwrap_or(&0) as u128) & ((1u128 << sw) - 1);
            let mut bits = lane;
            for _ in 0..dw / sw - 1 {
                bits = (bits << sw) | lane;
            }
            let values = match ctx.type_data(de) {
                TypeData::Float(k) => DenseValues::Float(Box::new([k.from_bits(bits).to_bits()])),
                _ => {
                    // The signed value of the pattern at the destination width.
                    let shift = 128 - dw as u32;
                    DenseValues::Int(Box::new([((bits << shift) as i128) >> shift]))
                }
            };
            Folded::attr(ctx.dense_elements(ty, values))
        }
        _ => Folded::None,
    }
}

/// `vector.broadcast` of a `vector.shape_cast` that only adds or drops leading unit
/// dims, when the cast's source broadcasts to the result (MLIR's
/// `foldBroadcastOfShapeCast`, in place).
fn broadcast_of_shape_cast(cx: &FoldInput<'_>) -> Option<Folded> {
    let ctx = cx.ctx();
    let d = def_of(cx.op, cx.operand(0)).filter(|d| d.name() == "vector.shape_cast")?;
    let x = d.operand(0);
    let src_ty = d.value_type(x);
    if !broadcastable_to(ctx, src_ty, cx.result_type()) {
        return None;
    }
    let (src, cast) = (ctx.shape(src_ty)?, ctx.shape(d.value_type(d.result(0)))?);
    let n = src.len().min(cast.len());
    if src[src.len() - n..] != cast[cast.len() - n..] {
        return None;
    }
    Some(Folded::operands(smallvec::smallvec![x]))
}

/// MLIR's `isBroadcastableTo(src, dst) == Success`: a scalar, or a vector whose dims
/// are 1 or equal to the trailing dims of `dst`.
pub(super) fn broadcastable_to(ctx: &Context, src: Type, dst: Type) -> bool {
    let Some(d) = super::vector::vt(ctx, dst) else { return false };
    let Some(s) = super::vector::vt(ctx, src) else { return ctx.element_type_or_self(src) == src };
    if s.elem != d.elem || s.shape.len() > d.shape.len() {
        return false;
    }
    let lead = d.shape.len() - s.shape.len();
    (0..s.shape.len()).all(|r| {
        (s.shape[r] == 1 && !s.scalable[r])
            || (s.shape[r] == d.shape[lead + r] && s.scalable[r] == d.scalable[lead + r])
    })
}

/// `vector.extract_strided_slice` (MLIR's `ExtractStridedSliceOp::fold`): of its own
/// type, the source; a slice inside one inserted by a chain of `insert_strided_slice`s,
/// a slice of the inserted value (in place); of a constant, the constant slice.
pub fn extract_strided_slice(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (src, ty) = (cx.operand(0), cx.result_type());
    if op.value_type(src) == ty {
        return Folded::value(src);
    }
    if let Some(f) = strided_from_insert_chain(cx) {
        return f;
    }
    let Some(a) = cx.consts[0] else { return Folded::None };
    if let AttrData::DenseElements { splat: true, .. } = ctx.attr_data(a) {
        return splat_of(ctx, a, ty).map_or(Folded::None, Folded::attr);
    }
    constant_slice(cx, a).map_or(Folded::None, Folded::attr)
}

/// The offsets, sizes and strides of a `vector.extract_strided_slice`.
fn slice_params(op: OpRef<'_>) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let ctx = op.ctx;
    Some((int_array(ctx, op.attr("offsets"))?, int_array(ctx, op.attr("sizes"))?, int_array(ctx, op.attr("strides"))?))
}

fn strided_from_insert_chain(cx: &FoldInput<'_>) -> Option<Folded> {
    let ctx = cx.ctx();
    let op = cx.op;
    let (offsets, sizes, strides) = slice_params(op)?;
    let src_rank = rank_of(ctx, op.value_type(cx.operand(0)));
    let mut d = def_of(op, cx.operand(0)).filter(|d| d.name() == "vector.insert_strided_slice")?;
    loop {
        let ins_src = ctx.shape(d.value_type(d.operand(0)))?;
        if src_rank != ins_src.len() {
            return None;
        }
        let ins_offsets = int_array(ctx, d.attr("offsets"))?;
        let ins_strides = int_array(ctx, d.attr("strides"))?;
        if offsets.len() > ins_offsets.len() {
            return None;
        }
        let (mut partial, mut disjoint) = (false, false);
        let mut diffs = Vec::new();
        for dim in 0..offsets.len() {
            if strides.get(dim) != ins_strides.get(dim) {
                return None;
            }
            let start = ins_offsets[dim];
            let end = start + *ins_src.get(dim)?;
            let (offset, size) = (offsets[dim], *sizes.get(dim)?);
            if start <= offset && offset < end {
                if offset + size > end {
                    partial = true;
                }
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            let i64t = ctx.integer_type(64);
            let attrs: Vec<Attribute> = diffs.iter().map(|&v| ctx.integer_attr(i64t, i128::from(v))).collect();
            return Some(Folded::Update {
                operands: smallvec::smallvec![d.operand(0)],
                attrs: [("offsets", ctx.array_attr(&attrs))].into(),
            });
        }
        if !disjoint {
            return None;
        }
        d = def_of(d, d.operand(1)).filter(|n| n.name() == "vector.insert_strided_slice")?;
    }
}

/// MLIR's `foldExtractStridedSliceNonSplatConstant`: the elements of a unit-stride slice
/// of a dense constant.
fn constant_slice(cx: &FoldInput<'_>, a: Attribute) -> Option<Attribute> {
    let ctx = cx.ctx();
    let op = cx.op;
    let (offsets, sizes, strides) = slice_params(op)?;
    if strides.iter().any(|&s| s != 1) {
        return None;
    }
    let src_ty = op.value_type(cx.operand(0));
    if super::vector::is_scalable_vector(ctx, src_ty) {
        return None;
    }
    let shape = ctx.shape(src_ty)?;
    let ty = cx.result_type();
    let slice = ctx.shape(ty)?;
    let count: i64 = shape.iter().product();
    let values = dense_elements(ctx, a, usize::try_from(count).ok()?)?;
    let rank = shape.len();
    let mut off = vec![0i64; rank];
    off[..offsets.len()].copy_from_slice(&offsets);
    let _ = sizes;
    let mut picked = Vec::new();
    let mut pos = off.clone();
    'outer: loop {
        picked.push(linear_offset(shape, &pos)?);
        // The next position, lexicographically inside the slice.
        for d in (0..rank).rev() {
            pos[d] += 1;
            if pos[d] < off[d] + slice[d] {
                continue 'outer;
            }
            pos[d] = off[d];
        }
        break;
    }
    Some(match values {
        DenseValues::Int(v) => ctx.dense_elements(ty, DenseValues::Int(picked.iter().map(|&i| v[i]).collect())),
        DenseValues::Float(v) => ctx.dense_elements(ty, DenseValues::Float(picked.iter().map(|&i| v[i]).collect())),
        _ => return None,
    })
}

/// `vector.insert_strided_slice` (MLIR's `InsertStridedSliceOp::fold`): of its own type,
/// the inserted value; of constants, the updated constant (MLIR's
/// `foldDenseElementsAttrDestInsertStridedSliceOp`, not too large unless single use).
pub fn insert_strided_slice(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let (value, ty) = (cx.operand(0), cx.result_type());
    if op.value_type(value) == ty {
        return Folded::value(value);
    }
    let (Some(sa), Some(da)) = (cx.consts[0], cx.consts[1]) else { return Folded::None };
    if is_poison(ctx, sa) || is_poison(ctx, da) {
        return Folded::None;
    }
    let (Some(dshape), Some(sshape)) = (ctx.shape(ty), ctx.shape(op.value_type(value))) else { return Folded::None };
    if super::vector::is_scalable_vector(ctx, ty) {
        return Folded::None;
    }
    let count: i64 = dshape.iter().product();
    if count > 256 && op.body.uses(op.result(0)).len() > 1 {
        return Folded::None;
    }
    let Some(offsets) = int_array(ctx, op.attr("offsets")) else { return Folded::None };
    if int_array(ctx, op.attr("strides")).is_none_or(|s| s.iter().any(|&v| v != 1)) {
        return Folded::None;
    }
    let scount: i64 = sshape.iter().product();
    let (Some(mut all), Some(new)) =
        (dense_elements(ctx, da, count as usize), dense_elements(ctx, sa, scount as usize))
    else {
        return Folded::None;
    };
    // The source's dims are the trailing ones of the destination.
    let lead = dshape.len() - sshape.len();
    let mut spos = vec![0i64; sshape.len()];
    for k in 0..scount as usize {
        let mut dpos: Vec<i64> = offsets.clone();
        for (i, &p) in spos.iter().enumerate() {
            dpos[lead + i] += p;
        }
        let Some(at) = linear_offset(dshape, &dpos) else { return Folded::None };
        match (&mut all, &new) {
            (DenseValues::Int(a), DenseValues::Int(n)) => a[at] = n[k],
            (DenseValues::Float(a), DenseValues::Float(n)) => a[at] = n[k],
            _ => return Folded::None,
        }
        for d in (0..spos.len()).rev() {
            spos[d] += 1;
            if spos[d] < sshape[d] {
                break;
            }
            spos[d] = 0;
        }
    }
    Folded::attr(ctx.dense_elements(ty, all))
}

/// `vector.multi_reduction` (MLIR's `MultiDimReductionOp::fold`): a 1-D one that reduces
/// nothing is its source.
pub fn multi_reduction(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let src = cx.operand(0);
    let reduces_dim0 = match op.attr("reduction_dims").map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => values.contains(&0),
        _ => return Folded::None,
    };
    if rank_of(ctx, op.value_type(src)) == 1 && !reduces_dim0 {
        return Folded::value(src);
    }
    Folded::None
}

/// `vector.from_elements` (MLIR's `FromElementsOp::fold`): of all the elements of one
/// `vector.to_elements` in order, that op's source; of constants, a dense constant.
pub fn from_elements(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let ctx = cx.ctx();
    let op = cx.op;
    let ty = cx.result_type();
    let elems = op.operands();
    if let Some(d) = elems.first().and_then(|&e| def_of(op, e)).filter(|d| d.name() == "vector.to_elements") {
        let in_order = elems.len() == d.num_results() && elems.iter().enumerate().all(|(i, &e)| e == d.result(i));
        if in_order && d.value_type(d.operand(0)) == ty {
            return Folded::value(d.operand(0));
        }
    }
    if elems.is_empty() || cx.consts.iter().any(|c| c.is_none_or(|a| is_poison(ctx, a))) {
        return Folded::None;
    }
    let elem = ctx.element_type_or_self(ty);
    let width = bit_width(ctx, elem);
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for c in cx.consts.iter().flatten() {
        match (ctx.attr_data(*c), ctx.type_data(elem)) {
            (AttrData::Integer { value, .. }, TypeData::Integer { .. } | TypeData::Index) => ints.push(*value),
            (AttrData::Bool(b), TypeData::Integer { .. }) => ints.push(i128::from(*b)),
            (AttrData::Float { bits, .. }, TypeData::Float(_)) => floats.push(*bits),
            // A float constant of an integer element: its bit pattern (as MLIR converts
            // the attribute to the element type).
            (AttrData::Float { ty: fty, bits }, TypeData::Integer { .. }) => {
                let TypeData::Float(k) = ctx.type_data(*fty) else { return Folded::None };
                let Some(w) = width.filter(|&w| w == u64::from(k.layout().bits) && w <= 64) else {
                    return Folded::None;
                };
                let raw = k.to_bits(f64::from_bits(*bits));
                let shift = 128 - w as u32;
                ints.push(((raw << shift) as i128) >> shift);
            }
            _ => return Folded::None,
        }
    }
    let values = if floats.is_empty() { DenseValues::Int(ints.into()) } else { DenseValues::Float(floats.into()) };
    Folded::attr(ctx.dense_elements(ty, values))
}

/// `vector.to_elements` (MLIR's `ToElementsOp::fold`): of a `vector.from_elements` of the
/// same type, its elements; of a broadcast scalar, that scalar for every element.
pub fn to_elements(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let op = cx.op;
    let src = cx.operand(0);
    let Some(d) = def_of(op, src) else { return Folded::None };
    let n = op.num_results();
    match d.name() {
        "vector.from_elements" if d.operands().len() == n => {
            Folded::Replace(d.operands().iter().map(|&v| crate::ir::fold::FoldValue::Value(v)).collect())
        }
        "vector.broadcast"
            if rank_of(cx.ctx(), d.value_type(d.operand(0))) == 0
                && !matches!(cx.ctx().type_data(d.value_type(d.operand(0))), TypeData::Vector { .. }) =>
        {
            Folded::Replace((0..n).map(|_| crate::ir::fold::FoldValue::Value(d.operand(0))).collect())
        }
        _ => Folded::None,
    }
}

/// MLIR's `getMaskFormat` on a fold's view: 1 all set, -1 all clear, 0 unknown.
fn mask_format_of(op: OpRef<'_>, mask: Value) -> i64 {
    let ctx = op.ctx;
    let Some(d) = def_of(op, mask) else { return 0 };
    match d.name() {
        "arith.constant" => match d.attr("value").map(|a| ctx.attr_data(a)) {
            Some(AttrData::DenseElements { values: DenseValues::Int(v), .. }) if !v.is_empty() => {
                if v.iter().all(|&b| b != 0) {
                    1
                } else if v.iter().all(|&b| b == 0) {
                    -1
                } else {
                    0
                }
            }
            _ => 0,
        },
        "vector.constant_mask" => {
            let (Some(AttrData::DenseArrayInt { values: sizes, .. }), Some(shape)) =
                (d.attr("mask_dim_sizes").map(|a| ctx.attr_data(a)), ctx.shape(d.value_type(d.result(0))))
            else {
                return 0;
            };
            if sizes.iter().zip(shape).all(|(&m, &n)| m >= n) {
                1
            } else if sizes.iter().all(|&m| m <= 0) {
                -1
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// MLIR's `foldTransferFullMask`: a transfer's all-true mask goes (in place).
fn transfer_full_mask(cx: &FoldInput<'_>) -> Option<Folded> {
    let ctx = cx.ctx();
    let op = cx.op;
    let Some(AttrData::DenseArrayInt { values: seg, .. }) = op.attr("operandSegmentSizes").map(|a| ctx.attr_data(a))
    else {
        return None;
    };
    // The mask is the fourth group of both ops (after the padding of a read, the indices
    // of a write).
    let mask_group = 3;
    if seg.get(mask_group) != Some(&1) {
        return None;
    }
    let mask = *op.operands().last()?;
    if mask_format_of(op, mask) != 1 {
        return None;
    }
    let operands: smallvec::SmallVec<[Value; 3]> = op.operands()[..op.operands().len() - 1].iter().copied().collect();
    let mut sizes = seg.to_vec();
    sizes[mask_group] = 0;
    Some(Folded::Update { operands, attrs: [("operandSegmentSizes", ctx.dense_i32_array(&sizes))].into() })
}

/// `vector.mask` (MLIR's `foldEmptyMaskOp`, the first half of `MaskOp::fold`): a mask
/// whose body is only its `vector.yield` and that has no passthru is the values it
/// yields (none for a result-free one, which goes). The second half, an all-true mask
/// moving its op out, stays a canonicalization (a fold here only names values).
pub fn mask(cx: &FoldInput<'_>, _: &'static str) -> Folded {
    let op = cx.op;
    if op.operands().len() != 1 {
        return Folded::None;
    }
    let Some(&r) = op.regions().first() else { return Folded::None };
    let body = op.regions_body();
    let Some(b) = body.entry_block(r) else { return Folded::None };
    let mut ops = body.block_ops(b);
    let (Some(y), None) = (ops.next(), ops.next()) else { return Folded::None };
    let yield_op = OpRef::new(op.ctx, body, y);
    if yield_op.name() != "vector.yield" || yield_op.operands().len() != op.num_results() {
        return Folded::None;
    }
    Folded::Replace(yield_op.operands().iter().map(|&v| crate::ir::fold::FoldValue::Value(v)).collect())
}
