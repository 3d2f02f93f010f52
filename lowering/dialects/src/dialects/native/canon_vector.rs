//! The terms of vector's canonicalization patterns (`spec/canonicalize/vector_canonicalize.td`),
//! as MLIR 22's `VectorOps.cpp` defines them: shape computations on masks, permutations,
//! broadcasts and slices, and the rewrites whose result depends on them (a reduction of
//! one element, an extract from a mask or from `from_elements`, a strided slice of a
//! broadcast or of a contiguous run). Each term declines (returns `None`) before it
//! builds anything.

use crate::conversion::Rewriter;
use crate::dialects::gen::{arith, vector};
use crate::dialects::native::fold_vector::{broadcastable_to, int_array};
use crate::dialects::native::vector::{make_vector, vt};
use crate::ir::{AttrData, Attribute, OpRef, Type, TypeData, Value};

/// The root op of the pattern being applied.
fn root<'b>(rw: &'b Rewriter<'_, '_>) -> Option<OpRef<'b>> {
    Some(OpRef::new(rw.ctx, rw.body, rw.root()?))
}

/// The op defining `v`, if `name`.
fn def<'b>(rw: &'b Rewriter<'_, '_>, v: Value, name: &str) -> Option<OpRef<'b>> {
    let d = rw.defining_op(v)?;
    let r = OpRef::new(rw.ctx, rw.body, d);
    (r.name() == name).then_some(r)
}

fn dense_i64s(rw: &Rewriter<'_, '_>, a: Option<Attribute>) -> Option<Vec<i64>> {
    match rw.ctx.attr_data(a?) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

/// The integer value of the constant defining `v` (MLIR's `getConstantIntValue`).
fn const_int(rw: &Rewriter<'_, '_>, v: Value) -> Option<i64> {
    rw.constant_of(v).and_then(|a| rw.ctx.int_value(a)).map(|v| v as i64)
}

/// `c` in `vector.vscale * c` (either operand order), MLIR's `getConstantVscaleMultiplier`.
fn vscale_multiplier(rw: &Rewriter<'_, '_>, v: Value) -> Option<i64> {
    let m = def(rw, v, "arith.muli")?;
    let (a, b) = (m.operand(0), m.operand(1));
    let is_vscale = |x: Value| def(rw, x, "vector.vscale").is_some();
    if is_vscale(a) {
        const_int(rw, b)
    } else if is_vscale(b) {
        const_int(rw, a)
    } else {
        None
    }
}

// ---- predicates -------------------------------------------------------------------------

/// Term `IsVector`.
pub fn is_vector(rw: &mut Rewriter<'_, '_>, t: Type) -> bool {
    matches!(rw.ctx.type_data(t), TypeData::Vector { .. })
}

/// Term `SameNumElements`: two vectors of as many elements.
pub fn same_num_elements(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    let n = |t: Type| match rw.ctx.type_data(t) {
        TypeData::Vector { shape, .. } => Some(shape.iter().product::<i64>()),
        _ => None,
    };
    matches!((n(a), n(b)), (Some(x), Some(y)) if x == y)
}

/// Term `CoversAll`: `value` (a scalar counting as one element) has as many elements as
/// the vector `dest`: inserting it overwrites everything.
pub fn covers_all(rw: &mut Rewriter<'_, '_>, value: Type, dest: Type) -> bool {
    let n = |t: Type| match rw.ctx.type_data(t) {
        TypeData::Vector { shape, .. } => shape.iter().product::<i64>(),
        _ => 1,
    };
    n(value) == n(dest)
}

/// Term `BroadcastableTo`: MLIR's `isBroadcastableTo(a, b) == Success`.
pub fn broadcastable(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    broadcastable_to(rw.ctx, a, b)
}

/// Term `PrependsUnitDims`: a shape cast from `a` to `b` only prepends 1s (MLIR's
/// `isBroadcastLike` of a shape cast).
pub fn prepends_unit_dims(rw: &mut Rewriter<'_, '_>, a: Type, b: Type) -> bool {
    match (rw.ctx.shape(a), rw.ctx.shape(b)) {
        (Some(s), Some(d)) => d.len() >= s.len() && d[d.len() - s.len()..] == *s,
        _ => false,
    }
}

/// Term `UnitStrides`: every stride of a strided slice is 1.
pub fn unit_strides(rw: &mut Rewriter<'_, '_>, strides: Attribute) -> bool {
    int_array(rw.ctx, Some(strides)).is_some_and(|s| s.iter().all(|&v| v == 1))
}

/// Term `AllEqual`: the values are one value repeated.
pub fn all_equal(_: &mut Rewriter<'_, '_>, vs: &[Value]) -> bool {
    vs.windows(2).all(|w| w[0] == w[1])
}

/// Term `ScalarSplatSource`: the scalar a `vector.broadcast` of a scalar splats (MLIR's
/// `getScalarSplatSource`).
pub fn scalar_splat_source(rw: &mut Rewriter<'_, '_>, v: Value) -> Option<Value> {
    let b = def(rw, v, "vector.broadcast")?;
    let s = b.operand(0);
    (!matches!(rw.ctx.type_data(b.value_type(s)), TypeData::Vector { .. })).then_some(s)
}

/// Term `SameScalarSplat`: both values splat the same scalar.
pub fn same_scalar_splat(rw: &mut Rewriter<'_, '_>, a: Value, b: Value) -> bool {
    match (scalar_splat_source(rw, a), scalar_splat_source(rw, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// Term `IsInterleaveMask`: MLIR's `ShuffleInterleave` condition: `[0, n, 1, n+1, ...]`
/// over two operands of one type with n elements each.
pub fn is_interleave_mask(rw: &mut Rewriter<'_, '_>, a: Value, b: Value, mask: Attribute) -> bool {
    let (ta, tb) = (rw.value_type(a), rw.value_type(b));
    if ta != tb {
        return false;
    }
    let Some(mask) = dense_i64s(rw, Some(mask)) else { return false };
    let n = match rw.ctx.shape(ta) {
        Some([]) => 1,
        Some([n]) => *n,
        _ => return false,
    };
    mask.len() as i64 == 2 * n
        && mask.chunks(2).enumerate().all(|(i, c)| c[0] == i as i64 && c.get(1) == Some(&(n + i as i64)))
}

// ---- masks ------------------------------------------------------------------------------

/// Term `CreateMaskConstantSizes`: MLIR's `CreateMaskFolder`: the sizes of the
/// `constant_mask` a `create_mask` of constants is (clamped to the shape, all zero when
/// one is), or `None` when a size is unknown or a scalable dim is not all-false or
/// all-true.
pub fn create_mask_constant_sizes(rw: &mut Rewriter<'_, '_>, operands: &[Value]) -> Option<Attribute> {
    let ty = rw.value_type(rw.body.result(rw.root()?, 0));
    let v = vt(rw.ctx, ty)?;
    let (shape, scalable) = if v.shape.is_empty() { (vec![1], vec![false]) } else { (v.shape, v.scalable) };
    let mut sizes = Vec::with_capacity(operands.len());
    for (i, &o) in operands.iter().enumerate() {
        if let Some(c) = const_int(rw, o) {
            if *scalable.get(i)? && c >= 0 {
                return None;
            }
            sizes.push(c);
        } else if let Some(m) = vscale_multiplier(rw, o) {
            if m < *shape.get(i)? {
                return None;
            }
            sizes.push(m);
        } else {
            return None;
        }
    }
    for (s, &d) in sizes.iter_mut().zip(&shape) {
        *s = (*s).clamp(0, d);
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    Some(rw.ctx.dense_i64_array(&sizes))
}

/// Term `ExtractFromCreateMask`: MLIR's `ExtractOpFromCreateMask`: an extract of a
/// vector from a `create_mask` is all-false when a position lies past its size, else the
/// `create_mask` of the remaining sizes when every extracted dim is known to be inside.
pub fn extract_from_create_mask(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    let ty = r.value_type(r.result(0));
    vt(rw.ctx, ty)?;
    let m = def(rw, r.operand(0), "vector.create_mask")?;
    let mask_ty = m.value_type(m.result(0));
    let mask_shape = rw.ctx.shape(mask_ty)?.to_vec();
    let sizes: Vec<Value> = m.operands().to_vec();
    let pos = dense_i64s(rw, r.attr("static_position"))?;
    // MLIR's `getMaskFormat` all-false: a constant size of zero or less.
    let mut all_false = sizes.iter().any(|&s| const_int(rw, s).is_some_and(|c| c <= 0));
    let mut unknown = false;
    for (dim, &p) in pos.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(bound) = def(rw, sizes[dim], "arith.constant").and_then(|_| const_int(rw, sizes[dim])) else {
            unknown = true;
            continue;
        };
        if p != crate::ir::DYNAMIC {
            all_false |= p >= bound;
        } else if bound < *mask_shape.get(dim)? {
            unknown = true;
        }
    }
    let loc = rw.loc;
    let v = if all_false {
        let zero = rw.ctx.dense_elements(ty, crate::ir::DenseValues::Int(Box::new([0])));
        rw.insert_value(arith::ConstantOp::build(rw.ctx, loc, Some(zero), ty))
    } else if !unknown {
        rw.insert_value(vector::CreateMaskOp::build(rw.ctx, loc, &sizes[pos.len()..], ty))
    } else {
        return None;
    };
    Some(v)
}

/// Term `SlicedMaskSizes`: MLIR's `StridedSliceConstantMaskFolder`: the sizes of a
/// constant mask's part a slice (of unit strides) takes.
pub fn sliced_mask_sizes(
    rw: &mut Rewriter<'_, '_>,
    sizes: Attribute,
    offsets: Attribute,
    lens: Attribute,
) -> Option<Attribute> {
    let sizes = dense_i64s(rw, Some(sizes))?;
    let offsets = int_array(rw.ctx, Some(offsets))?;
    let lens = int_array(rw.ctx, Some(lens))?;
    let mut out: Vec<i64> =
        sizes.iter().zip(offsets.iter().zip(&lens)).map(|(&m, (&o, &l))| ((o + l).min(m) - o).max(0)).collect();
    out.extend_from_slice(&sizes[out.len()..]);
    if out.contains(&0) {
        out = vec![0; sizes.len()];
    }
    Some(rw.ctx.dense_i64_array(&out))
}

/// Term `SlicedCreateMask`: MLIR's `StridedSliceCreateMaskFolder`: a `create_mask` of the
/// sizes less the slice's offsets (`arith.subi` of an index constant).
pub fn sliced_create_mask(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    let ty = r.value_type(r.result(0));
    let m = def(rw, r.operand(0), "vector.create_mask")?;
    let sizes: Vec<Value> = m.operands().to_vec();
    if int_array(rw.ctx, r.attr("strides"))?.iter().any(|&s| s != 1) {
        return None;
    }
    let offsets = int_array(rw.ctx, r.attr("offsets"))?;
    let lens = int_array(rw.ctx, r.attr("sizes"))?;
    let loc = rw.loc;
    let mut new = Vec::with_capacity(sizes.len());
    for ((&s, &o), _) in sizes.iter().zip(&offsets).zip(&lens) {
        let ity = rw.value_type(s);
        let c =
            rw.insert_value(arith::ConstantOp::build(rw.ctx, loc, Some(rw.ctx.integer_attr(ity, i128::from(o))), ity));
        new.push(rw.insert_value(arith::SubIOp::build(rw.ctx, loc, s, c, None, ity)));
    }
    let n = new.len();
    new.extend_from_slice(&sizes[n..]);
    Some(rw.insert_value(vector::CreateMaskOp::build(rw.ctx, loc, &new, ty)))
}

/// Term `MaskDropsTrailingUnits`: MLIR's `ShapeCastCreateMaskFolderTrailingOneDim`: a
/// shape cast that drops trailing fixed unit dims of a mask whose sizes there are 1 is
/// the mask of the leading sizes.
pub fn mask_drops_trailing_units(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    let (src_ty, res_ty) = (r.value_type(r.operand(0)), r.value_type(r.result(0)));
    let (s, d) = (vt(rw.ctx, src_ty)?, vt(rw.ctx, res_ty)?);
    let drop = s.shape.len().checked_sub(d.shape.len()).filter(|&n| n > 0)?;
    let keep = s.shape.len() - drop;
    if s.shape[..keep] != d.shape[..] || s.scalable[..keep] != d.scalable[..] {
        return None;
    }
    if (keep..s.shape.len()).any(|i| s.shape[i] != 1 || s.scalable[i]) {
        return None;
    }
    let loc = rw.loc;
    if let Some(m) = def(rw, r.operand(0), "vector.create_mask") {
        let sizes: Vec<Value> = m.operands().to_vec();
        if sizes[keep..].iter().any(|&v| def(rw, v, "arith.constant").and_then(|_| const_int(rw, v)) != Some(1)) {
            return None;
        }
        return Some(rw.insert_value(vector::CreateMaskOp::build(rw.ctx, loc, &sizes[..keep], res_ty)));
    }
    let m = def(rw, r.operand(0), "vector.constant_mask")?;
    let sizes = dense_i64s(rw, m.attr("mask_dim_sizes"))?;
    if sizes[keep..].iter().any(|&v| v != 1) {
        return None;
    }
    let attr = rw.ctx.dense_i64_array(&sizes[..keep]);
    Some(rw.insert_value(vector::ConstantMaskOp::build(rw.ctx, loc, Some(attr), res_ty)))
}

// ---- permutations -----------------------------------------------------------------------

/// Term `PermuteValues`: `vs` in the order of `perm` (`result[i] = vs[perm[i]]`).
pub fn permute_values(rw: &mut Rewriter<'_, '_>, vs: &[Value], perm: Attribute) -> Option<Vec<Value>> {
    dense_i64s(rw, Some(perm))?.iter().map(|&p| vs.get(usize::try_from(p).ok()?).copied()).collect()
}

/// Term `PermuteSizes`: a dense i64 array in the order of `perm`.
pub fn permute_sizes(rw: &mut Rewriter<'_, '_>, sizes: Attribute, perm: Attribute) -> Option<Attribute> {
    let sizes = dense_i64s(rw, Some(sizes))?;
    let out: Option<Vec<i64>> =
        dense_i64s(rw, Some(perm))?.iter().map(|&p| sizes.get(usize::try_from(p).ok()?).copied()).collect();
    Some(rw.ctx.dense_i64_array(&out?))
}

/// Term `ComposePermutations`: the permutation of `transpose(transpose(x, p1), p2)`:
/// `result[i] = p1[p2[i]]`.
pub fn compose_permutations(rw: &mut Rewriter<'_, '_>, p1: Attribute, p2: Attribute) -> Option<Attribute> {
    let p1 = dense_i64s(rw, Some(p1))?;
    let out: Option<Vec<i64>> =
        dense_i64s(rw, Some(p2))?.iter().map(|&i| p1.get(usize::try_from(i).ok()?).copied()).collect();
    Some(rw.ctx.dense_i64_array(&out?))
}

/// Term `IsOrderPreservingTranspose`: the root transpose keeps the order of its non-unit
/// dims (MLIR's `isOrderPreserving`, scalable dims counting as non-unit).
pub fn is_order_preserving_transpose(rw: &mut Rewriter<'_, '_>) -> bool {
    root(rw).is_some_and(crate::dialects::native::fold_vector::is_order_preserving)
}

/// Term `BroadcastPermutationLocal`: MLIR's `FoldTransposeBroadcast` condition: the
/// permutation only moves dims within the groups the broadcast's input shape delimits.
pub fn broadcast_permutation_local(rw: &mut Rewriter<'_, '_>, input: Type, perm: Attribute) -> bool {
    let Some(perm) = dense_i64s(rw, Some(perm)) else { return false };
    let Some(shape) = rw.ctx.shape(input).filter(|_| matches!(rw.ctx.type_data(input), TypeData::Vector { .. })) else {
        return true;
    };
    let (in_rank, out_rank) = (shape.len() as i64, perm.len() as i64);
    let delta = out_rank - in_rank;
    let mut low = 0i64;
    for i in 0..in_rank {
        let not_one = shape[i as usize] != 1;
        let prev_not_one = i != 0 && shape[i as usize - 1] != 1;
        if not_one || prev_not_one {
            let high = i + delta;
            for j in low..high {
                let p = perm[j as usize];
                if p < low || p >= high {
                    return false;
                }
            }
            low = high;
        }
    }
    true
}

// ---- extracts and slices ----------------------------------------------------------------

/// Term `ExtractFromFromElements`: MLIR's `foldExtractFromFromElements`: a (fixed-size)
/// sub-vector extracted at static positions from `from_elements` is a smaller
/// `from_elements` of the elements it covers.
pub fn extract_from_from_elements(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    if r.operands().len() != 1 {
        return None;
    }
    let ty = r.value_type(r.result(0));
    let res = vt(rw.ctx, ty)?;
    let f = def(rw, r.operand(0), "vector.from_elements")?;
    let input = vt(rw.ctx, f.value_type(f.result(0)))?;
    if res.scalable.iter().chain(&input.scalable).any(|s| *s) {
        return None;
    }
    let mut pos = dense_i64s(rw, r.attr("static_position"))?;
    pos.resize(pos.len() + res.shape.len(), 0);
    let (mut flat, mut stride) = (0i64, 1i64);
    for i in (0..input.shape.len()).rev() {
        flat += pos.get(i)? * stride;
        stride *= input.shape[i];
    }
    let n: i64 = res.shape.iter().product();
    let elems: Vec<Value> = f.operands().get(flat as usize..(flat + n) as usize)?.to_vec();
    Some(rw.insert_value(vector::FromElementsOp::build(rw.ctx, rw.loc, &elems, ty)))
}

/// Term `SliceOfBroadcast`: MLIR's `StridedSliceBroadcast`: a strided slice of a
/// broadcast is a broadcast, of a slice of the source when the slice cuts one of its
/// non-unit dims.
pub fn slice_of_broadcast(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    let ty = r.value_type(r.result(0));
    let b = def(rw, r.operand(0), "vector.broadcast")?;
    let mut source = b.operand(0);
    let dst = vt(rw.ctx, ty)?;
    let src = vt(rw.ctx, b.value_type(source));
    let src_rank = src.as_ref().map_or(0, |s| s.shape.len());
    let diff = dst.shape.len().checked_sub(src_rank)?;
    let needs_slice =
        src.as_ref().is_some_and(|s| (0..src_rank).any(|i| s.shape[i] != 1 && s.shape[i] != dst.shape[i + diff]));
    let loc = rw.loc;
    if let (true, Some(s)) = (needs_slice, src) {
        let sub = |a: Vec<i64>| a.get(diff..).map(<[i64]>::to_vec).unwrap_or_default();
        let mut offsets = sub(int_array(rw.ctx, r.attr("offsets"))?);
        let mut sizes = sub(int_array(rw.ctx, r.attr("sizes"))?);
        let strides = sub(int_array(rw.ctx, r.attr("strides"))?);
        for i in 0..src_rank {
            if s.shape[i] == 1 {
                if let Some(o) = offsets.get_mut(i) {
                    *o = 0;
                }
                if let Some(z) = sizes.get_mut(i) {
                    *z = 1;
                }
            }
        }
        // The slice's type: the sizes given, the rest of the source's dims.
        let mut shape = sizes.clone();
        shape.extend_from_slice(s.shape.get(sizes.len()..)?);
        let mut scalable = vec![false; sizes.len()];
        scalable.extend_from_slice(s.scalable.get(sizes.len()..)?);
        let slice_ty = make_vector(rw.ctx, &shape, &scalable, s.elem);
        let arr = |ctx: &crate::ir::Context, v: &[i64]| {
            let i64t = ctx.integer_type(64);
            let elems: Vec<Attribute> = v.iter().map(|&x| ctx.integer_attr(i64t, i128::from(x))).collect();
            ctx.array_attr(&elems)
        };
        let (o, z, st) = (arr(rw.ctx, &offsets), arr(rw.ctx, &sizes), arr(rw.ctx, &strides));
        source = rw.insert_value(vector::ExtractStridedSliceOp::build(
            rw.ctx,
            loc,
            source,
            Some(o),
            Some(z),
            Some(st),
            slice_ty,
        ));
    }
    Some(rw.insert_value(vector::BroadcastOp::build(rw.ctx, loc, source, ty)))
}

/// Term `ContiguousSliceToExtract`: MLIR's `ContiguousExtractStridedSliceToExtract`: a
/// unit-stride slice of unit outer sizes and full inner ones is an extract followed by a
/// shape cast.
pub fn contiguous_slice_to_extract(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    let ty = r.value_type(r.result(0));
    if int_array(rw.ctx, r.attr("strides"))?.iter().any(|&s| s != 1) {
        return None;
    }
    let source = r.operand(0);
    let s = vt(rw.ctx, r.value_type(source))?;
    if s.scalable.iter().any(|x| *x) || s.shape.is_empty() {
        return None;
    }
    let sizes = int_array(rw.ctx, r.attr("sizes"))?;
    let mut n = sizes.len();
    while n > 0 && sizes[n - 1] == s.shape[n - 1] {
        n -= 1;
    }
    if n == 0 || (n == s.shape.len() && sizes.len() == s.shape.len()) {
        return None;
    }
    if sizes[..n].iter().any(|&z| z != 1) {
        return None;
    }
    while n + 1 < sizes.len() && sizes[n] == 1 {
        n += 1;
    }
    let offsets = int_array(rw.ctx, r.attr("offsets"))?;
    let pos = offsets.get(..n)?;
    let ext_ty = if n == s.shape.len() { s.elem } else { make_vector(rw.ctx, &s.shape[n..], &s.scalable[n..], s.elem) };
    let loc = rw.loc;
    let pos_attr = rw.ctx.dense_i64_array(pos);
    let e = rw.insert_value(vector::ExtractOp::build(rw.ctx, loc, source, &[], Some(pos_attr), ext_ty));
    Some(rw.insert_value(vector::ShapeCastOp::build(rw.ctx, loc, e, ty)))
}

// ---- reductions -------------------------------------------------------------------------

/// The combining kind of a reduction (`#vector.kind<...>`'s case value).
fn kind_of(rw: &Rewriter<'_, '_>, a: Option<Attribute>) -> Option<u64> {
    match rw.ctx.attr_data(a?) {
        AttrData::Enum { value, .. } => Some(*value),
        _ => None,
    }
}

/// MLIR's `vector::makeArithReduction` of `a` and `b` by `kind` (with `fastmath` on the
/// float ops), selecting `b` where the mask is false.
fn arith_reduction(
    rw: &mut Rewriter<'_, '_>,
    kind: u64,
    a: Value,
    b: Value,
    fastmath: Option<Attribute>,
    mask: Option<Value>,
) -> Option<Value> {
    let ctx = rw.ctx;
    let loc = rw.loc;
    let ty = rw.value_type(a);
    let is_float = matches!(ctx.type_data(ctx.element_type_or_self(ty)), TypeData::Float(_));
    let st = match (kind, is_float) {
        (0, false) => arith::AddIOp::build(ctx, loc, a, b, None, ty),
        (0, true) => arith::AddFOp::build(ctx, loc, a, b, fastmath, ty),
        (1, false) => arith::MulIOp::build(ctx, loc, a, b, None, ty),
        (1, true) => arith::MulFOp::build(ctx, loc, a, b, fastmath, ty),
        (2, false) => arith::MinUiOp::build(ctx, loc, a, b, ty),
        (3, false) => arith::MinSiOp::build(ctx, loc, a, b, ty),
        (4, true) => arith::MinNumFOp::build(ctx, loc, a, b, fastmath, ty),
        (5, false) => arith::MaxUiOp::build(ctx, loc, a, b, ty),
        (6, false) => arith::MaxSiOp::build(ctx, loc, a, b, ty),
        (7, true) => arith::MaxNumFOp::build(ctx, loc, a, b, fastmath, ty),
        (8, false) => arith::AndIOp::build(ctx, loc, a, b, ty),
        (9, false) => arith::OrIOp::build(ctx, loc, a, b, ty),
        (10, false) => arith::XOrIOp::build(ctx, loc, a, b, ty),
        (11, true) => arith::MinimumFOp::build(ctx, loc, a, b, fastmath, ty),
        (12, true) => arith::MaximumFOp::build(ctx, loc, a, b, fastmath, ty),
        _ => return None,
    };
    let r = rw.insert_value(st);
    Some(match mask {
        Some(m) => rw.insert_value(arith::SelectOp::build(ctx, loc, m, r, b, ty)),
        None => r,
    })
}

/// An extract of element 0 of every dim of `v` (MLIR's `ExtractOp::build(b, loc, v)`).
fn extract_first(rw: &mut Rewriter<'_, '_>, v: Value) -> Option<Value> {
    let t = vt(rw.ctx, rw.value_type(v))?;
    let pos = rw.ctx.dense_i64_array(&vec![0; t.shape.len()]);
    let loc = rw.loc;
    Some(rw.insert_value(vector::ExtractOp::build(rw.ctx, loc, v, &[], Some(pos), t.elem)))
}

/// Term `ElideSingleElementReduction`: MLIR's pattern of that name: a reduction of a
/// vector of one element is that element, combined with the accumulator.
pub fn elide_single_element_reduction(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let id = rw.root()?;
    single_element_reduction(rw, id, None)
}

/// `ElideSingleElementReduction` of reduction `op`, under `mask` when a `vector.mask`
/// holds it (the mask's element selects between the result and the accumulator).
fn single_element_reduction(rw: &mut Rewriter<'_, '_>, op: crate::ir::OpId, mask: Option<Value>) -> Option<Value> {
    let r = OpRef::new(rw.ctx, rw.body, op);
    let src = r.operand(0);
    let v = vt(rw.ctx, r.value_type(src))?;
    if !v.shape.is_empty() && v.shape[0] != 1 {
        return None;
    }
    let acc = r.operands().get(1).copied();
    let kind = kind_of(rw, r.attr("kind"))?;
    let fm = r.attr("fastmath");
    let mask = match mask {
        Some(m) => Some(extract_first(rw, m)?),
        None => None,
    };
    let e = extract_first(rw, src)?;
    match acc {
        Some(acc) => arith_reduction(rw, kind, e, acc, fm, mask),
        None => Some(e),
    }
}

/// Term `ElideUnitDimsMultiReduction`: MLIR's `ElideUnitDimsInMultiDimReduction`: a
/// multi-reduction over unit dims only is a shape cast (or an extract when it reduces
/// everything) combined with the accumulator.
pub fn elide_unit_dims_multi_reduction(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let id = rw.root()?;
    unit_dims_multi_reduction(rw, id, None)
}

/// `ElideUnitDimsInMultiDimReduction` of `op`, under `mask` when a `vector.mask` holds it
/// (cast like the source; it selects between the result and the cast source).
fn unit_dims_multi_reduction(rw: &mut Rewriter<'_, '_>, op: crate::ir::OpId, mask: Option<Value>) -> Option<Value> {
    let r = OpRef::new(rw.ctx, rw.body, op);
    let (src, acc) = (r.operand(0), r.operand(1));
    let shape = rw.ctx.shape(r.value_type(src))?.to_vec();
    let dims = dense_i64s(rw, r.attr("reduction_dims"))?;
    if shape.iter().enumerate().any(|(i, &d)| dims.contains(&(i as i64)) && d != 1) {
        return None;
    }
    let kind = kind_of(rw, r.attr("kind"))?;
    let dest = r.value_type(r.result(0));
    let loc = rw.loc;
    let (mask, cast) = if let Some(d) = vt(rw.ctx, dest) {
        let mask = match mask {
            Some(m) => {
                let mty = make_vector(rw.ctx, &d.shape, &d.scalable, rw.ctx.common().i1);
                Some(rw.insert_value(vector::ShapeCastOp::build(rw.ctx, loc, m, mty)))
            }
            None => None,
        };
        (mask, rw.insert_value(vector::ShapeCastOp::build(rw.ctx, loc, src, dest)))
    } else {
        let mask = match mask {
            Some(m) => Some(extract_first(rw, m)?),
            None => None,
        };
        (mask, extract_first(rw, src)?)
    };
    arith_reduction(rw, kind, acc, cast, None, mask)
}

/// Term `MaskedReductionElided`: the two patterns above on the reduction a `vector.mask`
/// (without passthru) holds: the ops go before the mask op and replace its result.
pub fn masked_reduction_elided(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let r = root(rw)?;
    if r.operands().len() != 1 || r.num_results() != 1 {
        return None;
    }
    let mask = r.operand(0);
    let region = *r.data().regions.first()?;
    let ops = mask_block_ops(rw, region)?;
    let [inner, _yield] = ops[..] else { return None };
    let v = match OpRef::new(rw.ctx, rw.body, inner).name() {
        "vector.reduction" => single_element_reduction(rw, inner, Some(mask))?,
        "vector.multi_reduction" => {
            // A 1-D one that reduces nothing folds away first (its own fold, which MLIR
            // applies when it visits the reduction).
            let m = OpRef::new(rw.ctx, rw.body, inner);
            let dims = dense_i64s(rw, m.attr("reduction_dims"))?;
            if rw.ctx.shape(m.value_type(m.operand(0)))?.len() == 1 && !dims.contains(&0) {
                return None;
            }
            unit_dims_multi_reduction(rw, inner, Some(mask))?
        }
        _ => return None,
    };
    Some(vec![v])
}

/// Term `ZeroDimShuffleSource`: MLIR's `Canonicalize0DShuffleOp`: the operand a shuffle
/// of 0-D vectors with one mask entry picks.
pub fn zero_dim_shuffle_source(rw: &mut Rewriter<'_, '_>, a: Value, b: Value, mask: Attribute) -> Option<Value> {
    if rw.ctx.shape(rw.value_type(a))?.is_empty() {
        match dense_i64s(rw, Some(mask))?.as_slice() {
            [0] => Some(a),
            [_] => Some(b),
            _ => None,
        }
    } else {
        None
    }
}

/// Term `OneElementVectorOf`: `vector<1xT>` of a 0-D vector type's element.
pub fn one_element_vector_of(rw: &mut Rewriter<'_, '_>, t: Type) -> Option<Type> {
    let v = vt(rw.ctx, t)?;
    Some(make_vector(rw.ctx, &[1], &[false], v.elem))
}

/// Term `SameVal`.
pub fn same_val(_: &mut Rewriter<'_, '_>, a: Value, b: Value) -> bool {
    a == b
}

/// Term `SameAttr`.
pub fn same_attr(_: &mut Rewriter<'_, '_>, a: Attribute, b: Attribute) -> bool {
    a == b
}

/// Term `FirstValue`.
pub fn first_value(_: &mut Rewriter<'_, '_>, vs: &[Value]) -> Option<Value> {
    vs.first().copied()
}

/// Term `StepCompareSplat`: MLIR's `StepCompareFolder`: `step(n) pred c` is the same for
/// every lane when `ult`/`uge` with `n <= c`, `ule`/`ugt` with `n - 1 <= c`, `eq`/`ne`
/// with `n <= c`; the splat of that, shaped like `result`.
pub fn step_compare_splat(
    rw: &mut Rewriter<'_, '_>,
    pred: Attribute,
    step: Type,
    c: Attribute,
    result: Type,
) -> Option<Attribute> {
    let n: i64 = rw.ctx.shape(step)?.iter().product();
    let c = match rw.ctx.attr_data(c) {
        AttrData::Integer { value, .. } => *value as i64,
        AttrData::DenseElements { splat: true, values: crate::ir::DenseValues::Int(v), .. } => *v.first()? as i64,
        _ => return None,
    };
    // arith.cmpi predicates: eq 0, ne 1, ult 6, ule 7, ugt 8, uge 9.
    let pred = match rw.ctx.attr_data(pred) {
        AttrData::Enum { value, .. } => *value,
        AttrData::Integer { value, .. } => *value as u64,
        _ => return None,
    };
    let splat = match pred {
        6 | 9 if n <= c => pred == 6,
        7 | 8 if n - 1 <= c => pred == 7,
        0 | 1 if n <= c => pred == 1,
        _ => return None,
    };
    vt(rw.ctx, result)?;
    Some(rw.ctx.dense_elements(result, crate::ir::DenseValues::Int(Box::new([i128::from(splat)]))))
}

/// MLIR's `vector::getMaskFormat`: 1 all set, -1 all clear, 0 unknown.
pub(super) fn mask_format(rw: &Rewriter<'_, '_>, mask: Value) -> i64 {
    let ctx = rw.ctx;
    let Some(d) = rw.defining_op(mask) else { return 0 };
    let r = OpRef::new(ctx, rw.body, d);
    match r.name() {
        "arith.constant" => match r.attr("value").map(|a| ctx.attr_data(a)) {
            Some(AttrData::DenseElements { values: crate::ir::DenseValues::Int(v), .. }) => {
                if v.iter().all(|&b| b != 0) && !v.is_empty() {
                    1
                } else if v.iter().all(|&b| b == 0) && !v.is_empty() {
                    -1
                } else {
                    0
                }
            }
            _ => 0,
        },
        "vector.constant_mask" => {
            let (Some(sizes), Some(shape)) =
                (dense_i64s(rw, r.attr("mask_dim_sizes")), ctx.shape(r.value_type(r.result(0))))
            else {
                return 0;
            };
            let all_true = sizes.iter().zip(shape).all(|(&m, &d)| m >= d);
            let all_false = sizes.iter().all(|&m| m <= 0);
            if all_true {
                1
            } else if all_false {
                -1
            } else {
                0
            }
        }
        "vector.create_mask" => {
            let ops: Vec<Value> = r.operands().to_vec();
            if ops.iter().any(|&o| def(rw, o, "arith.constant").and_then(|_| const_int(rw, o)).is_some_and(|c| c <= 0))
            {
                -1
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Term `MaskFormatIs`.
pub fn mask_format_is(rw: &mut Rewriter<'_, '_>, mask: Value, want: i64) -> bool {
    mask_format(rw, mask) == want
}

/// Term `IsZeroBasedContiguous`: MLIR's `isZeroBasedContiguousSeq`.
pub fn is_zero_based_contiguous(rw: &mut Rewriter<'_, '_>, v: Value) -> bool {
    let Some(t) = vt(rw.ctx, rw.value_type(v)) else { return false };
    if t.shape.len() != 1 || t.scalable.iter().any(|s| *s) {
        return false;
    }
    if def(rw, v, "vector.step").is_some() {
        return true;
    }
    match rw.constant_of(v).map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::DenseElements { splat, values: crate::ir::DenseValues::Int(vals), .. }) => {
            let n = t.shape[0];
            if *splat {
                n == 1 && vals.first() == Some(&0)
            } else {
                vals.len() as i64 == n && vals.iter().enumerate().all(|(i, &x)| x == i as i128)
            }
        }
        _ => false,
    }
}

/// Term `IsMemRefType`.
pub fn is_memref_type(rw: &mut Rewriter<'_, '_>, t: Type) -> bool {
    matches!(rw.ctx.type_data(t), TypeData::MemRef { .. })
}

/// Term `FromElementsToShapeCast`: MLIR's pattern of that name: `from_elements` of
/// scalars extracted in ascending order from one vector, making up a run of its trailing
/// dims, is a shape cast of the extract of that run.
pub fn from_elements_to_shape_cast(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let r = root(rw)?;
    let ty = r.value_type(r.result(0));
    let n: i64 = rw.ctx.shape(ty)?.iter().product();
    if n == 1 {
        return None;
    }
    let elems: Vec<Value> = r.operands().to_vec();
    let mut source = None;
    let mut expected: Vec<i64> = Vec::new();
    let mut combined: Vec<i64> = Vec::new();
    let mut src_shape: Vec<i64> = Vec::new();
    for (i, &e) in elems.iter().enumerate() {
        let x = def(rw, e, "vector.extract")?;
        let pos = dense_i64s(rw, x.attr("static_position"))?;
        if i == 0 {
            source = Some(x.operand(0));
            src_shape = rw.ctx.shape(x.value_type(x.operand(0)))?.to_vec();
            let rank = pos.len();
            let (mut suffix, mut index) = (1i64, rank);
            while index > 0 && pos[index - 1] == 0 && suffix < n {
                suffix *= *src_shape.get(index - 1)?;
                index -= 1;
            }
            if suffix != n {
                return None;
            }
            combined = pos[..index].to_vec();
            expected = pos;
        } else if Some(x.operand(0)) != source || pos != expected {
            return None;
        }
        // The next position in row-major order.
        for d in (0..expected.len()).rev() {
            expected[d] += 1;
            if expected[d] < *src_shape.get(d)? {
                break;
            }
            expected[d] = 0;
        }
    }
    let source = source?;
    let loc = rw.loc;
    let extracted = if combined.is_empty() {
        source
    } else {
        let s = vt(rw.ctx, rw.value_type(source))?;
        let k = combined.len();
        let ext_ty =
            if k == s.shape.len() { s.elem } else { make_vector(rw.ctx, &s.shape[k..], &s.scalable[k..], s.elem) };
        let pos = rw.ctx.dense_i64_array(&combined);
        rw.insert_value(vector::ExtractOp::build(rw.ctx, loc, source, &[], Some(pos), ext_ty))
    };
    Some(rw.insert_value(vector::ShapeCastOp::build(rw.ctx, loc, extracted, ty)))
}

/// Term `InsertChainFullyInitialized`: MLIR's pattern of that name: the last insert of a
/// chain of static inserts (each but the last used once) that together write every
/// element is a `from_elements` of what they insert (vectors through `to_elements`).
pub fn insert_chain_fully_initialized(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let root_id = rw.root()?;
    let r = root(rw)?;
    let dest_ty = r.value_type(r.result(0));
    let d = vt(rw.ctx, dest_ty)?;
    if d.scalable.iter().any(|s| *s) {
        return None;
    }
    // The last insert of its chain: no insert writes into its result.
    let res = r.result(0);
    for u in rw.body.uses(res) {
        let user = OpRef::new(rw.ctx, rw.body, u.op);
        if user.name() == "vector.insert" && user.operand(1) == res {
            return None;
        }
    }
    let mut chain = vec![root_id];
    let mut cur = r;
    loop {
        if cur.operands().len() > 2 {
            return None;
        }
        let Some(next) = def(rw, cur.operand(1), "vector.insert") else { break };
        if rw.body.uses(next.result(0)).len() != 1 {
            return None;
        }
        chain.push(next.id);
        cur = next;
    }
    let size: i64 = d.shape.iter().product();
    let mut init = vec![false; size as usize];
    let mut count = 0i64;
    let mut pending: Vec<(usize, usize, Value)> = Vec::new();
    for &id in &chain {
        let op = OpRef::new(rw.ctx, rw.body, id);
        let pos = dense_i64s(rw, op.attr("static_position"))?;
        if pos.contains(&-1) {
            return None;
        }
        let mut at = 0i64;
        let mut stride = 1i64;
        for k in (0..d.shape.len()).rev() {
            at += pos.get(k).copied().unwrap_or(0) * stride;
            stride *= d.shape[k];
        }
        let value = op.operand(0);
        let n = rw.ctx.shape(op.value_type(value)).filter(|_| vt(rw.ctx, op.value_type(value)).is_some());
        let n = n.map_or(1, |s| s.iter().product::<i64>());
        for i in at..at + n {
            let slot = init.get_mut(usize::try_from(i).ok()?)?;
            if !*slot {
                *slot = true;
                count += 1;
            }
        }
        pending.push((at as usize, n as usize, value));
        if count == size {
            break;
        }
    }
    if count != size {
        return None;
    }
    let loc = rw.loc;
    let mut elements: Vec<Option<Value>> = vec![None; size as usize];
    for &(at, n, value) in pending.iter().rev() {
        let Some(v) = vt(rw.ctx, rw.value_type(value)) else {
            elements[at] = Some(value);
            continue;
        };
        let types = vec![v.elem; n];
        let op = rw.insert(vector::ToElementsOp::build(rw.ctx, loc, value, &types));
        for i in 0..n {
            elements[at + i] = Some(rw.body.result(op, i));
        }
    }
    let elements: Option<Vec<Value>> = elements.into_iter().collect();
    Some(rw.insert_value(vector::FromElementsOp::build(rw.ctx, loc, &elements?, dest_ty)))
}

/// Term `ToElementsOfBroadcast`: MLIR's pattern of that name: the elements of a broadcast
/// of a vector are elements of the source's `to_elements`.
pub fn to_elements_of_broadcast(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let r = root(rw)?;
    let b = def(rw, r.operand(0), "vector.broadcast")?;
    let src = b.operand(0);
    let s = vt(rw.ctx, b.value_type(src))?;
    let dst = rw.ctx.shape(r.value_type(r.operand(0)))?.to_vec();
    let src_count: i64 = s.shape.iter().product();
    let types = vec![s.elem; src_count as usize];
    let loc = rw.loc;
    let elems = rw.insert(vector::ToElementsOp::build(rw.ctx, loc, src, &types));
    let (dr, sr) = (dst.len(), s.shape.len());
    let count: i64 = dst.iter().product();
    let mut out = Vec::with_capacity(count as usize);
    for lin in 0..count {
        // The destination position, then the source element it reads.
        let mut idx = vec![0i64; dr];
        let mut rest = lin;
        for k in (0..dr).rev() {
            idx[k] = rest % dst[k];
            rest /= dst[k];
        }
        let mut src_lin = 0i64;
        for k in 0..sr {
            let i = if s.shape[k] == 1 { 0 } else { idx[dr - sr + k] };
            src_lin = src_lin * s.shape[k] + i;
        }
        out.push(rw.body.result(elems, src_lin as usize));
    }
    Some(out)
}

/// Term `IsZeroConstant`: an integer or float zero, or a splat of it (MLIR's comparison
/// with `getZeroAttr`: `-0.0` is not zero).
pub fn is_zero_constant(rw: &mut Rewriter<'_, '_>, a: Attribute) -> bool {
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => *value == 0,
        AttrData::Float { bits, .. } => *bits == 0,
        AttrData::DenseElements { values: crate::ir::DenseValues::Int(v), .. } => v.iter().all(|&x| x == 0),
        AttrData::DenseElements { values: crate::ir::DenseValues::Float(v), .. } => v.iter().all(|&x| x == 0),
        _ => false,
    }
}

/// The ops of a `vector.mask`'s single block.
fn mask_block_ops(rw: &Rewriter<'_, '_>, region: crate::ir::RegionId) -> Option<Vec<crate::ir::OpId>> {
    let block = *rw.body.region(region).blocks.first()?;
    Some(rw.body.block_ops(block).collect())
}

/// Term `MaskIsEmpty`: the region holds only its `vector.yield`.
pub fn mask_is_empty(rw: &mut Rewriter<'_, '_>, region: crate::ir::RegionId) -> bool {
    mask_block_ops(rw, region).is_some_and(|ops| ops.len() == 1)
}

/// Term `YieldedValue`: the single value the region's terminator yields.
pub fn yielded_value(rw: &mut Rewriter<'_, '_>, region: crate::ir::RegionId) -> Option<Value> {
    let ops = mask_block_ops(rw, region)?;
    match rw.body.op(*ops.last()?).operands.as_slice() {
        [v] => Some(*v),
        _ => None,
    }
}

/// Term `SelectEmptyMask`: MLIR's `CanonializeEmptyMaskOp`: an empty `vector.mask` with a
/// passthru selects between the yielded value and the passthru.
pub fn select_empty_mask(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let r = root(rw)?;
    let (mask, pass) = (r.operand(0), *r.operands().get(1)?);
    let ty = r.value_type(r.result(0));
    let region = *r.data().regions.first()?;
    let yielded = yielded_value(rw, region)?;
    let loc = rw.loc;
    Some(vec![rw.insert_value(arith::SelectOp::build(rw.ctx, loc, mask, yielded, pass, ty))])
}

/// Term `MaskHasPassthru`: the optional passthru is present.
pub fn mask_has_passthru(_: &mut Rewriter<'_, '_>, vs: &[Value]) -> bool {
    !vs.is_empty()
}
