//! More of the vector-to-vector step of `-convert-vector-to-llvm`
//! (`spec/conversion/vector_to_llvm.td`, "vector -> vector"): the terms of the rules for
//! 1-D transfers (MLIR's MaterializeTransferMask, then TransferRead/WriteToVectorLoad/Store),
//! `vector.transpose` (its element-wise lowering), `vector.step` and `vector.create_mask`
//! of constants. They build ops on the values as written, which the pass then folds and
//! lowers in turn.

use super::expand_vector::{
    arith_constant, binary_op, extract, fixed, insert, int_array, poison, shuffle, step_position,
};
use super::vector::trailing_vector;
use crate::conversion::Rewriter;
use crate::dialects::gen::vector::CombiningKind;
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, Type, TypeData, Value};

fn map_of(rw: &Rewriter<'_, '_>, a: Attribute) -> Option<AffineMap> {
    super::vector::affine_map(rw.ctx, Some(a))
}

fn in_bounds_flags(rw: &Rewriter<'_, '_>, a: Option<Attribute>, n: usize) -> Vec<bool> {
    super::fold_vector::in_bounds_flags(rw.ctx, a, n)
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
    use crate::conversion::TransposeLowering::{Shuffle16x16, Shuffle1D};
    if matches!(rw.tc.opts.vector_transpose_lowering, Shuffle1D | Shuffle16x16)
        && transpose_2d_slice(rw, src, &perm).is_some()
    {
        return None;
    }
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

/// The two dims of a fixed-size vector.transpose that are above 1 when there are exactly
/// two and the permutation swaps them (MLIR's isTranspose2DSlice), with their sizes.
fn transpose_2d_slice(rw: &Rewriter<'_, '_>, src: Value, perm: &[i64]) -> Option<(i64, i64)> {
    let (shape, _) = fixed(rw, rw.value_type(src))?;
    let big: Vec<usize> = (0..shape.len()).filter(|&i| shape[i] > 1).collect();
    let [d0, d1] = big[..] else { return None };
    // Swapped when d1 comes first in the permutation.
    let first = perm.iter().find(|&&p| p == d0 as i64 || p == d1 as i64)?;
    (*first == d1 as i64).then_some((shape[d0], shape[d1]))
}

/// Term `TransposeShuffle`: under `vector-transpose-lowering=shuffle1d` (or
/// `shuffle16x16`), a transpose of a 2-D slice through the flattened vector (MLIR's
/// TransposeOp2DToShuffleLowering): one shuffle of it, or for a 16x16 slice under
/// `shuffle16x16`, the AVX-512 sequence of 16-element shuffles on its rows.
pub fn transpose_shuffle(rw: &mut Rewriter<'_, '_>, src: Value, perm: Attribute, dst: Type) -> Option<Value> {
    use crate::conversion::TransposeLowering::{Shuffle16x16, Shuffle1D};
    let lowering = rw.tc.opts.vector_transpose_lowering;
    if !matches!(lowering, Shuffle1D | Shuffle16x16) {
        return None;
    }
    let perm = int_array(rw, perm)?;
    let (m, n) = transpose_2d_slice(rw, src, &perm)?;
    let elem = rw.ctx.element_type_or_self(dst);
    let vector = |rw: &Rewriter<'_, '_>, shape: &[i64]| {
        rw.ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable: Box::new([]), elem })
    };
    let flat = vector(rw, &[m * n]);
    let input = binary_op(rw, "vector.shape_cast", &[src], flat);
    let t = if lowering == Shuffle16x16 && m == 16 && n == 16 {
        let grid = vector(rw, &[m, n]);
        let input = binary_op(rw, "vector.shape_cast", &[input], grid);
        transpose_16x16(rw, input, grid)?
    } else {
        let mask: Vec<i64> = (0..n).flat_map(|j| (0..m).map(move |i| i * n + j)).collect();
        shuffle(rw, input, input, &mask, flat)
    };
    Some(binary_op(rw, "vector.shape_cast", &[t], dst))
}

/// MLIR's `transposeToShuffle16x16`: the rows of a 16x16 `grid` interleaved by 32-bit
/// then 64-bit lanes (unpacklo/hi), then 128-bit lanes permuted twice (shuffle_i32x4),
/// inserted into a poison 16x16 vector.
fn transpose_16x16(rw: &mut Rewriter<'_, '_>, grid: Value, ty: Type) -> Option<Value> {
    let row_ty = rw.ctx.intern_type(TypeData::Vector {
        shape: Box::new([16]),
        scalable: Box::new([]),
        elem: rw.ctx.element_type_or_self(ty),
    });
    // A mask repeating `vals` in each 128-bit lane of the 16 elements.
    let unpack = |vals: [i64; 4]| -> Vec<i64> { (0..16).step_by(4).flat_map(|i| vals.map(|v| v + i)).collect() };
    let lanes = |control: u8| -> Vec<i64> {
        let quarter = |base: i64, c: u8| (0..4).map(move |k| base + 4 * i64::from(c) + k);
        quarter(0, control & 3)
            .chain(quarter(0, (control >> 2) & 3))
            .chain(quarter(16, (control >> 4) & 3))
            .chain(quarter(16, (control >> 6) & 3))
            .collect()
    };
    let mut vs = Vec::with_capacity(16);
    for i in 0..16 {
        vs.push(extract(rw, grid, &[i])?);
    }
    let (lo_ps, hi_ps) = (unpack([0, 16, 1, 17]), unpack([2, 18, 3, 19]));
    let (lo_pd, hi_pd) = (unpack([0, 1, 16, 17]), unpack([2, 3, 18, 19]));
    let mut t = Vec::with_capacity(16);
    for p in 0..8 {
        let (a, b) = (vs[2 * p], vs[2 * p + 1]);
        t.push(shuffle(rw, a, b, &lo_ps, row_ty));
        t.push(shuffle(rw, a, b, &hi_ps, row_ty));
    }
    let mut r = Vec::with_capacity(16);
    for q in 0..4 {
        for (a, b) in [(4 * q, 4 * q + 2), (4 * q + 1, 4 * q + 3)] {
            r.push(shuffle(rw, t[a], t[b], &lo_pd, row_ty));
            r.push(shuffle(rw, t[a], t[b], &hi_pd, row_ty));
        }
    }
    let (even, odd) = (lanes(0x88), lanes(0xdd));
    let mut u = Vec::with_capacity(16);
    for half in 0..2 {
        let base = 8 * half;
        for mask in [&even, &odd] {
            for k in 0..4 {
                u.push(shuffle(rw, r[base + k], r[base + k + 4], mask, row_ty));
            }
        }
    }
    let mut rows = Vec::with_capacity(16);
    for mask in [&even, &odd] {
        for k in 0..8 {
            rows.push(shuffle(rw, u[k], u[k + 8], mask, row_ty));
        }
    }
    let mut result = poison(rw, ty);
    for (i, row) in rows.into_iter().enumerate() {
        result = insert(rw, row, result, &[i as i64]);
    }
    Some(result)
}

/// Term `TransposeFlat`: under `vector-transpose-lowering=llvmintr`, a 2-D `[1, 0]`
/// transpose as `llvm.intr.matrix.transpose` of the flattened vector (MLIR's
/// TransposeOpLowering builds the intrinsic directly, on the vector type as written).
pub fn transpose_flat(rw: &mut Rewriter<'_, '_>, src: Value, perm: Attribute, dst: Type) -> Option<Value> {
    if rw.tc.opts.vector_transpose_lowering != crate::conversion::TransposeLowering::Flat {
        return None;
    }
    let (shape, elem) = fixed(rw, dst)?;
    if int_array(rw, perm)? != [1, 0] || shape.len() != 2 {
        return None;
    }
    let ctx = rw.ctx;
    let flat =
        ctx.intern_type(TypeData::Vector { shape: Box::new([shape[0] * shape[1]]), scalable: Box::new([]), elem });
    let input = binary_op(rw, "vector.shape_cast", &[src], flat);
    let i32t = ctx.common().i32;
    let mut st = rw.state("llvm.intr.matrix.transpose");
    st.operands.push(input);
    st.add_attr(ctx.ident("rows"), ctx.integer_attr(i32t, i128::from(shape[0])));
    st.add_attr(ctx.ident("columns"), ctx.integer_attr(i32t, i128::from(shape[1])));
    st.result_types.push(flat);
    let t = rw.insert_value(st);
    Some(binary_op(rw, "vector.shape_cast", &[t], dst))
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

/// Term `MaskIndexType` (defined beside the mask lowerings that use it too).
pub use super::expand_vector::mask_index_type;

/// Term `MaskIndexVectorLike`: a vector of the mask index type of the shape of `ty`.
pub fn mask_index_vector_like(rw: &mut Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let TypeData::Vector { shape, scalable, .. } = rw.ctx.type_data(ty) else { return None };
    let (shape, scalable) = (shape.clone(), scalable.clone());
    let elem = mask_index_type(rw);
    Some(rw.ctx.intern_type(TypeData::Vector { shape, scalable, elem }))
}

/// The rows of a vector type (its leading dim dropped), and how many; `None` for 1-D
/// vectors and a scalable leading dim, which are not unrolled.
fn rows_of(rw: &Rewriter<'_, '_>, ty: Type) -> Option<(Type, i64)> {
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(ty) else { return None };
    if shape.len() < 2 || scalable.first().copied().unwrap_or(false) {
        return None;
    }
    let row = trailing_vector(rw.ctx, shape, scalable, 1, *elem);
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

/// The keyword of a `#vector.kind<...>` attribute (`add` when absent, its default).
pub(super) fn kind_keyword(rw: &Rewriter<'_, '_>, kind: Option<Attribute>) -> &'static str {
    match kind.map(|k| rw.ctx.attr_data(k)) {
        Some(AttrData::Enum { value, .. }) => CombiningKind::from_value(*value).map_or("add", CombiningKind::keyword),
        _ => "add",
    }
}

/// MLIR's `makeArithReduction`: `v` combined with `acc` by the arith op of `kind`.
fn arith_combine(rw: &mut Rewriter<'_, '_>, kind: &str, v: Value, acc: Value, is_int: bool) -> Option<Value> {
    let name = match (kind, is_int) {
        ("add", true) => "arith.addi",
        ("add", false) => "arith.addf",
        ("mul", true) => "arith.muli",
        ("mul", false) => "arith.mulf",
        ("and", _) => "arith.andi",
        ("or", _) => "arith.ori",
        ("xor", _) => "arith.xori",
        ("maxnumf", _) => "arith.maxnumf",
        ("minnumf", _) => "arith.minnumf",
        ("maximumf", _) => "arith.maximumf",
        ("minimumf", _) => "arith.minimumf",
        ("maxsi", _) => "arith.maxsi",
        ("minsi", _) => "arith.minsi",
        ("maxui", _) => "arith.maxui",
        ("minui", _) => "arith.minui",
        _ => return None,
    };
    let ty = rw.value_type(v);
    Some(binary_op(rw, name, &[v, acc], ty))
}

/// MLIR's `createContractArithOp`: `x * y` (an fma with a float vector accumulator of an
/// add), combined with `acc` by `kind`.
pub(super) fn contract_arith(
    rw: &mut Rewriter<'_, '_>,
    x: Value,
    y: Value,
    acc: Option<Value>,
    kind: &str,
    is_int: bool,
) -> Option<Value> {
    let float_only = matches!(kind, "minnumf" | "maxnumf" | "minimumf" | "maximumf");
    let int_only = matches!(kind, "and" | "minui" | "minsi" | "maxui" | "maxsi" | "or" | "xor");
    if (is_int && float_only) || (!is_int && int_only) {
        return None;
    }
    let ty = rw.value_type(x);
    if !is_int {
        if let (Some(a), "add", true) = (acc, kind, rw.ctx.shape(rw.value_type(x)).is_some()) {
            return Some(binary_op(rw, "vector.fma", &[x, y, a], ty));
        }
    }
    let mul = binary_op(rw, if is_int { "arith.muli" } else { "arith.mulf" }, &[x, y], ty);
    match acc {
        None => Some(mul),
        Some(a) => arith_combine(rw, kind, mul, a, is_int),
    }
}

/// MLIR's `createContractArithOp` with a mask: the result selected against the
/// accumulator where the mask is off (`selectPassthru`); without an accumulator the mask
/// changes nothing.
fn contract_arith_masked(
    rw: &mut Rewriter<'_, '_>,
    x: Value,
    y: Value,
    acc: Option<Value>,
    kind: &str,
    is_int: bool,
    mask: Option<Value>,
) -> Option<Value> {
    let v = contract_arith(rw, x, y, acc, kind, is_int)?;
    match (mask, acc) {
        (Some(m), Some(a)) => {
            let ty = rw.value_type(v);
            Some(binary_op(rw, "arith.select", &[m, v, a], ty))
        }
        _ => Some(v),
    }
}

/// Term `OuterProductRows`: MLIR's OuterProductOpLowering. A vector times a scalar (AXPY)
/// is one product with the broadcast scalar; otherwise, from a zero result, each row is
/// the lhs element broadcast times the rhs, combined with the accumulator's row.
pub fn outer_product_rows(
    rw: &mut Rewriter<'_, '_>,
    lhs: Value,
    rhs: Value,
    acc: &[Value],
    kind: Option<Attribute>,
    dst: Type,
) -> Option<Value> {
    outer_product_rows_with(rw, [lhs, rhs], acc.first().copied(), kind, dst, None)
}

/// OuterProductOpLowering, of a masked outer product too (`mask`: the vector.mask's).
pub(super) fn outer_product_rows_with(
    rw: &mut Rewriter<'_, '_>,
    [lhs, rhs]: [Value; 2],
    acc: Option<Value>,
    kind: Option<Attribute>,
    dst: Type,
    mask: Option<Value>,
) -> Option<Value> {
    let ctx = rw.ctx;
    let TypeData::Vector { shape, scalable, elem } = ctx.type_data(dst) else { return None };
    if shape.len() >= 2 && !scalable.is_empty() && scalable.iter().all(|s| *s) {
        return None;
    }
    let (rows, elem) = (shape[0], *elem);
    let is_int = matches!(ctx.type_data(elem), TypeData::Integer { .. } | TypeData::Index);
    let kind = kind_keyword(rw, kind);
    let rhs_ty = rw.value_type(rhs);
    if !matches!(ctx.type_data(rhs_ty), TypeData::Vector { .. }) {
        let lhs_ty = rw.value_type(lhs);
        let b = super::expand_vector::broadcast(rw, rhs, lhs_ty);
        return contract_arith_masked(rw, lhs, b, acc, kind, is_int, mask);
    }
    let zero = match ctx.type_data(elem) {
        TypeData::Float(_) => ctx.float_or_splat_attr(dst, 0.0),
        _ => ctx.int_or_splat_attr(dst, 0),
    };
    let mut result = arith_constant(rw, dst, zero);
    for d in 0..rows {
        let x = extract(rw, lhs, &[d])?;
        let a = super::expand_vector::broadcast(rw, x, rhs_ty);
        let r = match acc {
            Some(acc) => Some(extract(rw, acc, &[d])?),
            None => None,
        };
        let row_mask = match mask {
            Some(m) => Some(extract(rw, m, &[d])?),
            None => None,
        };
        let m = contract_arith_masked(rw, a, rhs, r, kind, is_int, row_mask)?;
        result = insert(rw, m, result, &[d]);
    }
    Some(result)
}

/// The positions of the 1-D rows of a vector type in row-major order (MLIR's
/// `createUnrollIterator` to rank 1); `None` for 1-D vectors and scalable leading dims.
fn row_positions(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Vec<Vec<i64>>> {
    let TypeData::Vector { shape, scalable, .. } = rw.ctx.type_data(ty) else { return None };
    if shape.len() < 2 || scalable[..scalable.len().saturating_sub(1)].iter().any(|s| *s) {
        return None;
    }
    let outer = &shape[..shape.len() - 1];
    let count: i64 = outer.iter().product();
    let mut pos = vec![0i64; outer.len()];
    let mut out = Vec::with_capacity(count as usize);
    for _ in 0..count {
        out.push(pos.clone());
        step_position(&mut pos, outer);
    }
    Some(out)
}

pub(super) fn zero_constant(rw: &mut Rewriter<'_, '_>, ty: Type) -> Value {
    let elem = rw.ctx.element_type_or_self(ty);
    super::expand_vector::zero_of(rw, ty, elem)
}

/// Term `UnrollInterleave`: MLIR's UnrollInterleaveOp, one 1-D interleave per row into a
/// zero result.
pub fn unroll_interleave(rw: &mut Rewriter<'_, '_>, lhs: Value, rhs: Value, dst: Type) -> Option<Value> {
    let rows = row_positions(rw, dst)?;
    let mut result = zero_constant(rw, dst);
    for p in rows {
        let a = extract(rw, lhs, &p)?;
        let b = extract(rw, rhs, &p)?;
        let row_ty = rw.value_type(a);
        let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(row_ty) else { return None };
        let ty = rw.ctx.intern_type(TypeData::Vector {
            shape: [shape[0] * 2].into(),
            scalable: scalable.clone(),
            elem: *elem,
        });
        let i = binary_op(rw, "vector.interleave", &[a, b], ty);
        result = insert(rw, i, result, &p);
    }
    Some(result)
}

/// Term `UnrollDeinterleave`: MLIR's UnrollDeinterleaveOp, one 1-D deinterleave per row,
/// its halves inserted into two zero results.
pub fn unroll_deinterleave(rw: &mut Rewriter<'_, '_>, src: Value, dst: Type) -> Option<Vec<Value>> {
    let rows = row_positions(rw, dst)?;
    let zero = zero_constant(rw, dst);
    let (mut even, mut odd) = (zero, zero);
    let row_ty = match rw.ctx.type_data(dst) {
        TypeData::Vector { shape, scalable, elem } if !shape.is_empty() => {
            trailing_vector(rw.ctx, shape, scalable, shape.len() - 1, *elem)
        }
        _ => return None,
    };
    for p in rows {
        let s = extract(rw, src, &p)?;
        let mut st = rw.state("vector.deinterleave");
        st.operands.push(s);
        st.result_types.extend([row_ty, row_ty]);
        let op = rw.insert(st);
        let (r1, r2) = (rw.body.result(op, 0), rw.body.result(op, 1));
        even = insert(rw, r1, even, &p);
        odd = insert(rw, r2, odd, &p);
    }
    Some(vec![even, odd])
}

/// Term `UnrollGather`: MLIR's UnrollGather, an n-D gather as one gather per leading
/// index of the indices, mask and pass-through rows, inserted into a poison result.
pub fn unroll_gather(
    rw: &mut Rewriter<'_, '_>,
    base: Value,
    offsets: &[Value],
    indices: Value,
    mask: Value,
    pass: Value,
    alignment: Option<Attribute>,
) -> Option<Value> {
    // (The result has the pass-through's type.)
    let dst = rw.value_type(pass);
    let (row, n) = rows_of(rw, dst)?;
    let mut result = poison(rw, dst);
    for i in 0..n {
        // Plain extracts, as MLIR's UnrollGather builds them: the driver folds them later
        // (an extract through an insert chain gives the inserted row, so a constant mask's
        // row constant keeps its place).
        let idx = extract(rw, indices, &[i])?;
        let m = extract(rw, mask, &[i])?;
        let p = extract(rw, pass, &[i])?;
        let mut st = rw.state("vector.gather");
        st.operands.push(base);
        st.operands.extend_from_slice(offsets);
        st.operands.extend([idx, m, p]);
        if let Some(a) = alignment {
            st.add_attr(rw.ctx.ident("alignment"), a);
        }
        st.result_types.push(row);
        let g = rw.insert_value(st);
        result = insert(rw, g, result, &[i]);
    }
    Some(result)
}

/// Constraint `MaskAllTrue`: MLIR's `getMaskFormat` says all true.
pub fn mask_all_true(rw: &mut Rewriter<'_, '_>, mask: Value) -> bool {
    mask_format(rw, mask) == 1
}

/// Constraint `MaskAllFalse`: MLIR's `getMaskFormat` says all false.
pub fn mask_all_false(rw: &mut Rewriter<'_, '_>, mask: Value) -> bool {
    mask_format(rw, mask) == -1
}

/// MLIR's `getMaskFormat`: 1 for a mask known to be all true, -1 for all false, 0
/// otherwise (an `arith.constant`, a `vector.constant_mask`, or a `vector.create_mask`
/// with a constant bound of at most 0).
fn mask_format(rw: &mut Rewriter<'_, '_>, mask: Value) -> i64 {
    let ctx = rw.ctx;
    let Some(def) = rw.defining_op(mask) else { return 0 };
    let d = rw.body.op(def);
    match ctx.ident_str(d.name.ident) {
        "arith.constant" => {
            let Some(a) = rw.constant_of(mask) else { return 0 };
            let Some(ty) = ctx.shape(rw.value_type(mask)).map(|s| s.iter().product::<i64>()) else { return 0 };
            match ctx.attr_data(a) {
                AttrData::DenseElements { splat: true, values: crate::ir::DenseValues::Int(v), .. } if ty > 0 => {
                    if v.first().is_some_and(|b| *b != 0) {
                        1
                    } else {
                        -1
                    }
                }
                AttrData::DenseElements { splat: false, values: crate::ir::DenseValues::Int(v), .. } => {
                    if v.iter().all(|b| *b != 0) {
                        1
                    } else if v.iter().all(|b| *b == 0) {
                        -1
                    } else {
                        0
                    }
                }
                _ => 0,
            }
        }
        "vector.constant_mask" => {
            let Some(sizes) =
                crate::ir::OpRef::new(ctx, rw.body, def).attr("mask_dim_sizes").and_then(|a| int_array(rw, a))
            else {
                return 0;
            };
            let Some(shape) = ctx.shape(rw.value_type(mask)) else { return 0 };
            if sizes.iter().zip(shape).all(|(m, d)| m >= d) {
                1
            } else if sizes.iter().all(|m| *m <= 0) {
                -1
            } else {
                0
            }
        }
        "vector.create_mask" => {
            let operands: Vec<Value> = d.operands.to_vec();
            let non_positive = operands.iter().any(|&o| {
                rw.defining_op(o).is_some_and(|c| ctx.ident_str(rw.body.op(c).name.ident) == "arith.constant")
                    && rw.constant_of(o).and_then(|a| ctx.int_value(a)).is_some_and(|v| v <= 0)
            });
            if non_positive {
                -1
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Term `ValueAt`: value `i` of a list (a term's results).
pub fn value_at(_: &mut Rewriter<'_, '_>, values: &[Value], i: i64) -> Option<Value> {
    values.get(usize::try_from(i).ok()?).copied()
}

/// Constraint `InsideMask`: the root is the op a `vector.mask` masks (MLIR's maskable
/// lowerings then rewrite the mask op, or decline).
pub fn inside_mask(rw: &mut Rewriter<'_, '_>) -> bool {
    rw.root()
        .and_then(|op| rw.body.parent_op(op))
        .is_some_and(|p| rw.ctx.ident_str(rw.body.op(p).name.ident) == "vector.mask")
}
