//! More of the vector-to-vector step of `-convert-vector-to-llvm`
//! (`spec/conversion/vector_to_llvm.td`, "vector -> vector"): the terms of the rules for
//! 1-D transfers (MLIR's MaterializeTransferMask, then TransferRead/WriteToVectorLoad/Store),
//! `vector.transpose` (its element-wise lowering), `vector.step` and `vector.create_mask`
//! of constants. They build ops on the values as written, which the pass then folds and
//! lowers in turn.

use super::expand_vector::{arith_constant, binary_op, extract, fixed, insert, int_array, poison, step_position};
use crate::conversion::Rewriter;
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, Type, TypeData, Value};

fn map_of(rw: &Rewriter<'_, '_>, a: Attribute) -> Option<AffineMap> {
    match rw.ctx.attr_data(a) {
        AttrData::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The flags of an `in_bounds` array (absent: all out of bounds).
fn in_bounds_flags(rw: &Rewriter<'_, '_>, a: Option<Attribute>, n: usize) -> Vec<bool> {
    let Some(a) = a else { return vec![false; n] };
    match rw.ctx.attr_data(a) {
        AttrData::Array(elems) => elems.iter().map(|e| rw.ctx.int_value(*e) == Some(1)).collect(),
        _ => vec![false; n],
    }
}

/// Constraint `TransferMayRunOut`: a transfer of a 1-D vector with indices that some dim
/// may run past the end of (MaterializeTransferMask's match).
pub fn transfer_may_run_out(
    rw: &mut Rewriter<'_, '_>,
    in_bounds: Option<Attribute>,
    indices: &[Value],
    vector: Type,
) -> bool {
    let rank = rw.ctx.shape(vector).map_or(0, <[i64]>::len);
    rank == 1 && !indices.is_empty() && in_bounds_flags(rw, in_bounds, 1).iter().any(|b| !b)
}

/// Constraint `TransferInBounds`: every dim of the transfer is in bounds.
pub fn transfer_in_bounds(rw: &mut Rewriter<'_, '_>, in_bounds: Option<Attribute>, vector: Type) -> bool {
    let rank = rw.ctx.shape(vector).map_or(0, <[i64]>::len);
    in_bounds_flags(rw, in_bounds, rank).iter().all(|b| *b)
}

/// `in_bounds = [true, ...]` for a transfer of `vector`.
pub fn all_in_bounds(rw: &mut Rewriter<'_, '_>, vector: Type) -> Attribute {
    let rank = rw.ctx.shape(vector).map_or(0, <[i64]>::len);
    let t = rw.ctx.bool_attr(true);
    rw.ctx.array_attr(&vec![t; rank])
}

/// Term `TransferInBoundsMask`: the mask of the positions of a 1-D transfer of `vector` at
/// `indices` of `base` that lie before the end of the innermost dim (`dim - index`
/// elements), and'ed with the transfer's own mask: MaterializeTransferMask's ops, in its
/// order (the dim is a constant for a static size).
pub fn transfer_in_bounds_mask(
    rw: &mut Rewriter<'_, '_>,
    base: Value,
    indices: &[Value],
    mask: &[Value],
    vector: Type,
) -> Option<Value> {
    let ctx = rw.ctx;
    let (&off, last) = (indices.last()?, indices.len() - 1);
    let base_ty = rw.value_type(base);
    let TypeData::MemRef { shape, .. } = ctx.type_data(base_ty) else { return None };
    let idx = ctx.index_type();
    let dim = match shape.get(last)? {
        &d if d >= 0 => arith_constant(rw, idx, ctx.integer_attr(idx, i128::from(d))),
        _ => {
            let at = arith_constant(rw, idx, ctx.integer_attr(idx, last as i128));
            binary_op(rw, "memref.dim", &[base, at], idx)
        }
    };
    let bound = binary_op(rw, "arith.subi", &[dim, off], idx);
    let (vshape, scalable) = match ctx.type_data(vector) {
        TypeData::Vector { shape, scalable, .. } => (shape.clone(), scalable.clone()),
        _ => return None,
    };
    let mask_ty = ctx.intern_type(TypeData::Vector { shape: vshape, scalable, elem: ctx.common().i1 });
    let inside = binary_op(rw, "vector.create_mask", &[bound], mask_ty);
    Some(match mask.first() {
        Some(&m) => binary_op(rw, "arith.andi", &[inside, m], mask_ty),
        None => inside,
    })
}

/// The vector dims a minor identity map with broadcasts reads (`None` if the map is not
/// one): result `i` is the memref's dim `rank - n + i` or the constant 0 (a broadcast).
fn minor_identity_broadcasts(map: &AffineMap) -> Option<Vec<usize>> {
    let n = map.results.len();
    let first = (map.num_dims as usize).checked_sub(n)?;
    let mut bcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Dim(d) if *d as usize == first + i => {}
            AffineExpr::Const(0) => bcast.push(i),
            _ => return None,
        }
    }
    Some(bcast)
}

/// Constraint `IsMinorIdentity`: the map reads the innermost dims in order; with
/// `broadcasts` also when some results are the constant 0.
pub fn is_minor_identity(rw: &mut Rewriter<'_, '_>, map: Attribute, broadcasts: bool) -> bool {
    map_of(rw, map).and_then(|m| minor_identity_broadcasts(&m)).is_some_and(|b| broadcasts || b.is_empty())
}

/// Term `UnbroadcastType`: the vector a transfer with `map` loads before broadcasting to
/// `vector` (its broadcast dims as 1).
pub fn unbroadcast_type(rw: &mut Rewriter<'_, '_>, map: Attribute, vector: Type) -> Option<Type> {
    let bcast = minor_identity_broadcasts(&map_of(rw, map)?)?;
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(vector) else { return None };
    let mut shape = shape.to_vec();
    for i in bcast {
        *shape.get_mut(i)? = 1;
    }
    let (scalable, elem) = (scalable.clone(), *elem);
    Some(rw.ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable, elem }))
}

/// Constraint `HasBroadcast`: `map` has a broadcast (constant 0) result.
pub fn has_broadcast(rw: &mut Rewriter<'_, '_>, map: Attribute) -> bool {
    map_of(rw, map).is_some_and(|m| m.results.iter().any(|e| matches!(e, AffineExpr::Const(_))))
}

/// Constraint `LoadableFrom`: a transfer of `vector` from `memref` can be a `vector.load`
/// or `store`: the memref's innermost stride is 1 (others need -convert-vector-to-scf) and
/// its elements are the vector's, or vectors of the loaded type.
pub fn loadable_from(rw: &mut Rewriter<'_, '_>, memref: Type, vector: Type) -> bool {
    let ctx = rw.ctx;
    let TypeData::MemRef { elem, .. } = ctx.type_data(memref) else { return false };
    let unit_stride =
        crate::ir::layout::strides_and_offset(ctx, memref).is_some_and(|(s, _)| s.last().is_none_or(|&s| s == 1));
    if !unit_stride {
        return false;
    }
    match ctx.type_data(*elem) {
        TypeData::Vector { .. } => *elem == vector,
        _ => Some(*elem) == fixed_or_scalable_elem(rw, vector),
    }
}

fn fixed_or_scalable_elem(rw: &Rewriter<'_, '_>, t: Type) -> Option<Type> {
    match rw.ctx.type_data(t) {
        TypeData::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// Term `TransposeElements`: MLIR's element-wise TransposeOpLowering. The trailing dims
/// the permutation leaves in place stay vectors; every position of the others is extracted
/// from the source, in row-major order, and inserted at its permuted position of a poison
/// result.
pub fn transpose_elements(rw: &mut Rewriter<'_, '_>, src: Value, perm: Attribute, dst: Type) -> Option<Value> {
    let (shape, _) = fixed(rw, rw.value_type(src))?;
    fixed(rw, dst)?;
    let perm = int_array(rw, perm)?;
    let mut kept = perm.len();
    for &p in perm.iter().rev() {
        if p != kept as i64 - 1 {
            break;
        }
        kept -= 1;
    }
    let pruned = &perm[..kept];
    let outer = &shape[..kept];
    let count: i64 = outer.iter().product();
    let mut result = poison(rw, dst);
    let mut pos = vec![0i64; kept];
    for _ in 0..count {
        let at: Vec<i64> = pruned.iter().map(|&p| pos[p as usize]).collect();
        let e = extract(rw, src, &pos)?;
        result = insert(rw, e, result, &at);
        step_position(&mut pos, outer);
    }
    Some(result)
}

/// Term `StepConstant`: a fixed-size `vector.step` is the constant 0, 1, 2, ...
pub fn step_constant(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Attribute> {
    let (shape, _) = fixed(rw, ty)?;
    Some(rw.ctx.dense_int_elements(ty, (0..i128::from(*shape.first()?)).collect()))
}

/// Term `ConstantMaskSizes`: MLIR's CreateMaskFolder. When every bound is a constant, the
/// `vector.constant_mask` sizes they stand for (each clamped to its dim; all zeros when
/// one is not positive).
pub fn constant_mask_sizes(rw: &mut Rewriter<'_, '_>, bounds: &[Value], ty: Type) -> Option<Attribute> {
    let (mut shape, _) = fixed(rw, ty)?;
    if shape.is_empty() {
        shape.push(1);
    }
    let mut sizes = Vec::with_capacity(bounds.len());
    for (&b, &d) in bounds.iter().zip(&shape) {
        let v = rw.constant_of(b).and_then(|a| rw.ctx.int_value(a))?;
        sizes.push(i64::try_from(v.clamp(0, i128::from(d))).ok()?);
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    Some(rw.ctx.dense_i64_array(&sizes))
}

/// Term `I32VectorLike`: a vector of `i32` of the shape of `ty`.
pub fn i32_vector_like(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let TypeData::Vector { shape, scalable, .. } = rw.ctx.type_data(ty) else { return None };
    let (shape, scalable, elem) = (shape.clone(), scalable.clone(), rw.ctx.common().i32);
    Some(rw.ctx.intern_type(TypeData::Vector { shape, scalable, elem }))
}

/// The rows of a vector type (its leading dim dropped), and how many; `None` for 1-D
/// vectors and a scalable leading dim, which are not unrolled.
fn rows_of(rw: &Rewriter<'_, '_>, ty: Type) -> Option<(Type, i64)> {
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(ty) else { return None };
    if shape.len() < 2 || scalable.first().copied().unwrap_or(false) {
        return None;
    }
    let row_scalable: Box<[bool]> = if scalable.is_empty() { Box::new([]) } else { scalable[1..].into() };
    let row = rw.ctx.intern_type(TypeData::Vector { shape: shape[1..].into(), scalable: row_scalable, elem: *elem });
    Some((row, shape[0]))
}

/// Term `UnrollFromElements`: an n-D from_elements as one from_elements per row inserted
/// into a poison vector.
pub fn unroll_from_elements(rw: &mut Rewriter<'_, '_>, elements: &[Value], ty: Type) -> Option<Value> {
    let (row, n) = rows_of(rw, ty)?;
    let per_row = elements.len() / usize::try_from(n).ok()?.max(1);
    let mut result = poison(rw, ty);
    for (i, chunk) in elements.chunks(per_row.max(1)).enumerate().take(n as usize) {
        let sub = binary_op(rw, "vector.from_elements", chunk, row);
        result = insert(rw, sub, result, &[i as i64]);
    }
    Some(result)
}

/// Term `UnrollToElements`: an n-D to_elements as the rows extracted, then one
/// to_elements of each, their elements in order.
pub fn unroll_to_elements(rw: &mut Rewriter<'_, '_>, source: Value) -> Option<Vec<Value>> {
    let (row, n) = rows_of(rw, rw.value_type(source))?;
    let rows: Vec<Value> = (0..n).map(|i| extract(rw, source, &[i])).collect::<Option<_>>()?;
    let elem = rw.ctx.element_type_or_self(row);
    let count: i64 = rw.ctx.shape(row)?.iter().product();
    let mut out = Vec::with_capacity(rows.len() * count as usize);
    for r in rows {
        let mut st = rw.state("vector.to_elements");
        st.operands.push(r);
        st.result_types.extend(std::iter::repeat_n(elem, count as usize));
        let op = rw.insert(st);
        out.extend((0..count as usize).map(|k| rw.body.result(op, k)));
    }
    Some(out)
}
