//! The vector-to-vector step of `-convert-vector-to-llvm` (`spec/conversion/vector_to_llvm.td`,
//! "vector -> vector"): MLIR 22 runs a greedy pre-pass that rewrites the ops without a direct
//! LLVM lowering (vector-to-vector broadcasts, n-D shape_cast, constant_mask,
//! extract/insert_strided_slice) into vector ops it can lower, one step at a time. These terms
//! are the unrolling over positions of those steps: they build vector ops on the values as
//! written (`ub.poison` to start from, vector.extract/insert/broadcast/shuffle, and smaller
//! strided-slice ops), which the conversion then lowers in turn.
//!
//! Only fixed-size vectors, but for broadcasts with scalable trailing dims and all-false
//! scalable masks: another scalable operand declines the rule (as MLIR's patterns do for
//! most of these).

use crate::conversion::Rewriter;
use crate::ir::{AttrData, Attribute, DenseValues, Type, TypeData, Value};

use super::vector::trailing_vector;

/// Shape and element type of a fixed-size vector type.
pub(super) fn fixed(rw: &Rewriter<'_, '_>, ty: Type) -> Option<(Vec<i64>, Type)> {
    match rw.ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, elem } if !scalable.iter().any(|s| *s) => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

/// The shape, scalable flags (one per dim) and element type of a vector type.
fn vector_dims(rw: &Rewriter<'_, '_>, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(ty) else { return None };
    let sc: Vec<bool> = (0..shape.len()).map(|i| scalable.get(i).copied().unwrap_or(false)).collect();
    Some((shape.to_vec(), sc, *elem))
}

/// The type of the rows of a vector type (its leading dim dropped, scalable dims kept).
fn row_type(rw: &Rewriter<'_, '_>, ty: Type) -> Option<Type> {
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(ty) else { return None };
    if shape.len() <= 1 {
        return Some(*elem);
    }
    Some(trailing_vector(rw.ctx, shape, scalable, 1, *elem))
}

/// `vector<shape x elem>`; the element itself for an empty shape (what vector.extract at a
/// full position gives).
pub(super) fn vec_or_elem(rw: &Rewriter<'_, '_>, shape: &[i64], elem: Type) -> Type {
    if shape.is_empty() {
        return elem;
    }
    rw.ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable: Box::new([]), elem })
}

/// The integers of an `I64ArrayAttr`.
pub(super) fn int_array(rw: &Rewriter<'_, '_>, a: Attribute) -> Option<Vec<i64>> {
    match rw.ctx.attr_data(a) {
        AttrData::Array(elems) => {
            elems.iter().map(|e| rw.ctx.int_value(*e).and_then(|v| i64::try_from(v).ok())).collect()
        }
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

fn i64_array_attr(rw: &Rewriter<'_, '_>, vs: &[i64]) -> Attribute {
    let i64t = rw.ctx.common().i64;
    let elems: Vec<Attribute> = vs.iter().map(|v| rw.ctx.integer_attr(i64t, i128::from(*v))).collect();
    rw.ctx.array_attr(&elems)
}

pub(super) fn poison(rw: &mut Rewriter<'_, '_>, ty: Type) -> Value {
    let mut st = rw.state("ub.poison");
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// `vector.extract %v[pos]` (static positions), declining at a scalable dim.
pub(super) fn extract(rw: &mut Rewriter<'_, '_>, v: Value, pos: &[i64]) -> Option<Value> {
    extract_at(rw, v, pos, false)
}

/// `vector.extract %v[pos]`; with `through_scalable`, also at scalable dims, as the
/// lowerings that unroll a dim by its base size build it.
fn extract_at(rw: &mut Rewriter<'_, '_>, v: Value, pos: &[i64], through_scalable: bool) -> Option<Value> {
    let (shape, scalable, elem) = match rw.ctx.type_data(rw.value_type(v)) {
        TypeData::Vector { shape, scalable, elem } => (shape.to_vec(), scalable.to_vec(), *elem),
        _ => return None,
    };
    if pos.is_empty() && !shape.is_empty() {
        return Some(v);
    }
    if !through_scalable && scalable.get(..pos.len()).is_some_and(|s| s.iter().any(|s| *s)) {
        return None;
    }
    let ty = if pos.len() >= shape.len() { elem } else { trailing_vector(rw.ctx, &shape, &scalable, pos.len(), elem) };
    let mut st = rw.state("vector.extract");
    st.operands.push(v);
    st.add_attr(rw.ctx.ident("static_position"), rw.ctx.dense_i64_array(pos));
    st.result_types.push(ty);
    Some(rw.insert_value(st))
}

/// `vector.insert %x, %dest[pos]` (static positions).
pub(super) fn insert(rw: &mut Rewriter<'_, '_>, x: Value, dest: Value, pos: &[i64]) -> Value {
    let ty = rw.value_type(dest);
    if pos.is_empty() && rw.value_type(x) == ty {
        return x;
    }
    let mut st = rw.state("vector.insert");
    st.operands.extend([x, dest]);
    st.add_attr(rw.ctx.ident("static_position"), rw.ctx.dense_i64_array(pos));
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// `vector.broadcast %x to ty`, or `x` itself when it has that type (the op's fold).
pub(super) fn broadcast(rw: &mut Rewriter<'_, '_>, x: Value, ty: Type) -> Value {
    if rw.value_type(x) == ty {
        return x;
    }
    let mut st = rw.state("vector.broadcast");
    st.operands.push(x);
    st.result_types.push(ty);
    rw.insert_value(st)
}

pub(super) fn shuffle(rw: &mut Rewriter<'_, '_>, a: Value, b: Value, mask: &[i64], ty: Type) -> Value {
    let mut st = rw.state("vector.shuffle");
    st.operands.extend([a, b]);
    st.add_attr(rw.ctx.ident("mask"), rw.ctx.dense_i64_array(mask));
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// Term `BroadcastVector`: one step of MLIR's BroadcastOpLowering for a vector source
/// (`dst` the result type): a 0-D or `vector<1xT>` source to 1-D is its element broadcast;
/// a lower-rank source is broadcast to `dst` less its leading dim and inserted at each
/// leading position; a same-rank source stretched along some dim is extracted row by row
/// (only row 0 when the leading dim stretches) and each row broadcast and inserted.
pub fn broadcast_vector(rw: &mut Rewriter<'_, '_>, src: Value, dst: Type) -> Option<Value> {
    let sshape = rw.ctx.shape(rw.value_type(src))?.to_vec();
    // Trailing scalable dims are kept in the rows.
    let (dshape, dscalable, elem) = match rw.ctx.type_data(dst) {
        TypeData::Vector { shape, scalable, elem } => (shape.to_vec(), scalable.to_vec(), *elem),
        _ => return None,
    };
    if rw.value_type(src) == dst {
        return Some(src);
    }
    let (srank, drank) = (sshape.len(), dshape.len());
    if drank == 0 || srank > drank {
        return None;
    }
    if srank <= 1 && drank == 1 {
        let pos: &[i64] = if srank == 0 { &[] } else { &[0] };
        let e = extract(rw, src, pos)?;
        return Some(broadcast(rw, e, dst));
    }
    let row = trailing_vector(rw.ctx, &dshape, &dscalable, 1, elem);
    if srank < drank {
        let b = broadcast(rw, src, row);
        let mut r = poison(rw, dst);
        for d in 0..dshape[0] {
            r = insert(rw, b, r, &[d]);
        }
        return Some(r);
    }
    // Same rank: the source's dims are 1 wherever they differ (the verifier's rule).
    let mut r = poison(rw, dst);
    if sshape[0] != dshape[0] {
        let e = extract(rw, src, &[0])?;
        let b = broadcast(rw, e, row);
        for d in 0..dshape[0] {
            r = insert(rw, b, r, &[d]);
        }
    } else {
        // Each leading row has its own source row here, so a scalable leading dim would
        // need a loop; MLIR leaves that case alone. The other cases insert as many rows
        // as the leading dim's base size, scalable or not, as MLIR does.
        if dscalable.first().copied().unwrap_or(false) {
            return None;
        }
        for d in 0..dshape[0] {
            let e = extract(rw, src, &[d])?;
            let b = broadcast(rw, e, row);
            r = insert(rw, b, r, &[d]);
        }
    }
    Some(r)
}

/// A shape_cast between vector types whose only scalable dim is the trailing one (MLIR's
/// ScalableShapeCastOpRewritePattern): scalable subvectors of the smaller trailing size
/// move from the source's rows to the result's, cut with vector.scalable.extract and
/// joined with vector.scalable.insert where the trailing sizes differ. The sizes are the
/// ones for vscale 1, which scale with it.
fn shape_cast_scalable(rw: &mut Rewriter<'_, '_>, src: Value, dst: Type) -> Option<Value> {
    let trailing_only = |ty: Type| match rw.ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, elem } if !shape.is_empty() && scalable.last() == Some(&true) => {
            (!scalable[..scalable.len() - 1].contains(&true)).then(|| (shape.to_vec(), *elem))
        }
        _ => None,
    };
    let (sshape, elem) = trailing_only(rw.value_type(src))?;
    let (dshape, _) = trailing_only(dst)?;
    let (s_last, d_last) = (*sshape.last()?, *dshape.last()?);
    let step = s_last.min(d_last);
    let count: i64 = sshape.iter().product();
    let piece_ty = rw.ctx.intern_type(TypeData::Vector { shape: Box::new([step]), scalable: Box::new([true]), elem });
    let mut result = poison(rw, dst);
    let (mut at_s, mut at_d) = (vec![0; sshape.len()], vec![0; dshape.len()]);
    let (mut src_row, mut dst_row): (Option<Value>, Option<Value>) = (None, None);
    let mut i = 0;
    while i < count {
        let row = match src_row {
            Some(r) => r,
            None => extract(rw, src, &at_s[..at_s.len() - 1])?,
        };
        src_row = Some(row);
        let piece = if step < s_last {
            scalable_op(rw, "vector.scalable.extract", &[row], *at_s.last()?, piece_ty)
        } else {
            row
        };
        let mut cur = match dst_row {
            Some(r) => r,
            None if step == d_last => piece,
            None => extract(rw, result, &at_d[..at_d.len() - 1])?,
        };
        if step < d_last {
            let ty = rw.value_type(cur);
            cur = scalable_op(rw, "vector.scalable.insert", &[piece, cur], *at_d.last()?, ty);
        }
        dst_row = Some(cur);
        if at_d.last()? + step >= d_last && cur != result {
            result = insert(rw, cur, result, &at_d[..at_d.len() - 1]);
            dst_row = None;
        }
        if at_s.last()? + step >= s_last {
            src_row = None;
        }
        step_trailing(&mut at_s, &sshape, step);
        step_trailing(&mut at_d, &dshape, step);
        i += step;
    }
    Some(result)
}

/// `vector.scalable.extract` / `vector.scalable.insert` at `pos`.
fn scalable_op(rw: &mut Rewriter<'_, '_>, name: &str, operands: &[Value], pos: i64, ty: Type) -> Value {
    let mut st = rw.state(name);
    st.operands.extend_from_slice(operands);
    let i64t = rw.ctx.common().i64;
    st.add_attr(rw.ctx.ident("pos"), rw.ctx.integer_attr(i64t, i128::from(pos)));
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// Advances `pos` by `step` in its trailing dim, carrying one into the dims before it.
fn step_trailing(pos: &mut [i64], shape: &[i64], step: i64) {
    let mut inc = step;
    for d in (0..pos.len()).rev() {
        pos[d] += inc;
        if pos[d] < shape[d] {
            return;
        }
        pos[d] = 0;
        inc = 1;
    }
}

/// Row-major position of flat index `i` in `shape`.
pub(super) fn delinearize(mut i: i64, shape: &[i64]) -> Vec<i64> {
    let mut pos = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        pos[d] = i % shape[d];
        i /= shape[d];
    }
    pos
}

/// The next row-major position after `pos` in `shape` (wrapping to all zeros).
pub(super) fn step_position(pos: &mut [i64], shape: &[i64]) {
    crate::conversion::rewriter::next_position(pos, shape);
}

/// `vector.extract_strided_slice` of `v` with unit strides, or `v` when it is the whole.
fn extract_strided_op(rw: &mut Rewriter<'_, '_>, v: Value, offs: &[i64], sizes: &[i64]) -> Option<Value> {
    let (shape, elem) = fixed(rw, rw.value_type(v))?;
    let mut rshape = shape.clone();
    rshape[..sizes.len()].copy_from_slice(sizes);
    let ty = vec_or_elem(rw, &rshape, elem);
    if ty == rw.value_type(v) {
        return Some(v);
    }
    let mut st = rw.state("vector.extract_strided_slice");
    st.operands.push(v);
    st.add_attr(rw.ctx.ident("offsets"), i64_array_attr(rw, offs));
    st.add_attr(rw.ctx.ident("sizes"), i64_array_attr(rw, sizes));
    st.add_attr(rw.ctx.ident("strides"), i64_array_attr(rw, &vec![1; sizes.len()]));
    st.result_types.push(ty);
    Some(rw.insert_value(st))
}

/// Term `ShapeCastElements`: vector.shape_cast of `src` to `dst` as MLIR's
/// ShapeCastOpRewritePattern moves it: past the common trailing dims, the first differing
/// dims have a gcd `g`; slices of `g` x (common trailing shape) go from the source rows
/// (vector.extract, then vector.extract_strided_slice) into result rows
/// (vector.insert_strided_slice, then vector.insert). When `g` is 1 whole sub-vectors
/// (or elements) move by extract/insert alone; when one shape is the other with leading
/// unit dims, one extract/insert pair does. The source itself when the types are equal.
pub fn shape_cast_elements(rw: &mut Rewriter<'_, '_>, src: Value, dst: Type) -> Option<Value> {
    let Some((sshape, _)) = fixed(rw, rw.value_type(src)) else {
        return shape_cast_scalable(rw, src, dst);
    };
    let (dshape, elem) = fixed(rw, dst)?;
    if rw.value_type(src) == dst {
        return Some(src);
    }
    let n: i64 = sshape.iter().product();
    if n != dshape.iter().product::<i64>() {
        return None;
    }
    // The first dims, from the back, where the shapes differ (None: one shape is a
    // suffix of the other).
    let (mut s, mut d) = (sshape.len(), dshape.len());
    while s > 0 && d > 0 && sshape[s - 1] == dshape[d - 1] {
        s -= 1;
        d -= 1;
    }
    if s == 0 || d == 0 {
        let lead_s = sshape.len().saturating_sub(dshape.len());
        let lead_d = dshape.len().saturating_sub(sshape.len());
        // (The poison is only built when the insert does not fold away.)
        let r = if lead_d > 0 || dshape.is_empty() { Some(poison(rw, dst)) } else { None };
        let e = extract(rw, src, &vec![0; lead_s])?;
        return Some(match r {
            Some(r) => insert(rw, e, r, &vec![0; lead_d]),
            None => e,
        });
    }
    let (s, d) = (s - 1, d - 1);
    let gcd = {
        let (mut a, mut b) = (sshape[s], dshape[d]);
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut atomic: Vec<i64> = sshape[s..].to_vec();
    atomic[0] = gcd;
    let slices = n / atomic.iter().product::<i64>();
    if gcd == 1 {
        let (mut at_s, mut at_d) = (vec![0; s + 1], vec![0; d + 1]);
        let mut r = poison(rw, dst);
        for _ in 0..slices {
            let e = extract(rw, src, &at_s)?;
            r = insert(rw, e, r, &at_d);
            step_position(&mut at_s, &sshape[..=s]);
            step_position(&mut at_d, &dshape[..=d]);
        }
        return Some(r);
    }
    let (extract_period, insert_period) = (sshape[s] / gcd, dshape[d] / gcd);
    let part_ty = vec_or_elem(rw, &dshape[d..], elem);
    let (mut at_s, mut at_d) = (vec![0; s], vec![0; d]);
    let mut offs = vec![0; sshape.len() - s];
    // The whole result is one row when no dims precede the differing one.
    let mut r = if d > 0 { Some(poison(rw, dst)) } else { None };
    // Slices that fill a result row whole need no poison row to go into.
    let part = if insert_period > 1 { Some(poison(rw, part_ty)) } else { None };
    let (mut row, mut slot) = (src, src);
    for i in 0..slices {
        let (pe, pi) = (i % extract_period, i % insert_period);
        if pe == 0 {
            row = extract(rw, src, &at_s)?;
            step_position(&mut at_s, &sshape[..s]);
        }
        offs[0] = pe * gcd;
        let piece = extract_strided_op(rw, row, &offs, &atomic)?;
        slot = match part {
            Some(part) => {
                if pi == 0 {
                    slot = part;
                }
                let mut ins = vec![0; dshape.len() - d];
                ins[0] = pi * gcd;
                insert_strided_op(rw, piece, slot, &ins, &vec![1; atomic.len()])
            }
            None => piece,
        };
        if pi + 1 == insert_period {
            r = Some(match r {
                Some(acc) => insert(rw, slot, acc, &at_d),
                None => slot,
            });
            step_position(&mut at_d, &dshape[..d]);
        }
    }
    r
}

/// Term `ConstantMaskAttr`: the `dense<...>` i1 constant of a fixed-size
/// vector.constant_mask (an element is set when each of its indices is below that dim's
/// mask size); a splat when all elements agree, as MLIR folds it.
pub fn constant_mask_attr(rw: &mut Rewriter<'_, '_>, sizes: Attribute, ty: Type) -> Option<Attribute> {
    let sizes = int_array(rw, sizes)?;
    // A scalable mask is a constant when it is all set or none set (the op's folder);
    // otherwise ConstantMaskRows lowers it.
    if let TypeData::Vector { shape, scalable, .. } = rw.ctx.type_data(ty) {
        if scalable.iter().any(|s| *s) {
            if sizes.as_slice() == &shape[..] {
                return Some(rw.ctx.int_or_splat_attr(ty, 1));
            }
            return sizes.iter().all(|s| *s == 0).then(|| rw.ctx.int_or_splat_attr(ty, 0));
        }
    }
    let (shape, _) = fixed(rw, ty)?;
    if sizes.len() != shape.len() {
        return None;
    }
    let n: i64 = shape.iter().product();
    let values: Vec<i128> =
        (0..n).map(|i| i128::from(delinearize(i, &shape).iter().zip(&sizes).all(|(p, s)| p < s))).collect();
    if values.iter().all(|v| *v == values[0]) {
        return Some(rw.ctx.int_or_splat_attr(ty, values[0]));
    }
    // An n-D mask that is neither all set nor none set is lowered row by row
    // (ConstantMaskRows), as MLIR does: where its rows' constants land matters.
    if shape.len() > 1 {
        return None;
    }
    Some(rw.ctx.intern_attr(AttrData::DenseElements { ty, splat: false, values: DenseValues::Int(values.into()) }))
}

/// Term `ConstantMaskRows`: an n-D vector.constant_mask that is neither all set nor none
/// set: the constant_mask of its rows inserted at each leading position below the leading
/// size into an all-false vector (MLIR's ConstantMaskOpLowering), which the folds then
/// make one constant (with the rows' constant placed where MLIR places it).
pub fn constant_mask_rows(rw: &mut Rewriter<'_, '_>, sizes: Attribute, ty: Type) -> Option<Value> {
    let sizes = int_array(rw, sizes)?;
    let (shape, scalable, elem) = vector_dims(rw, ty)?;
    if shape.len() < 2 || sizes.len() != shape.len() || scalable[0] {
        return None;
    }
    let row = row_type(rw, ty)?;
    let mut st = rw.state("vector.constant_mask");
    st.add_attr(rw.ctx.ident("mask_dim_sizes"), rw.ctx.dense_i64_array(&sizes[1..]));
    st.result_types.push(row);
    let rows = rw.insert_value(st);
    let mut r = zero_of(rw, ty, elem);
    for d in 0..sizes[0] {
        r = insert(rw, rows, r, &[d]);
    }
    Some(r)
}

/// Term `ExtractStridedSlice`: vector.extract_strided_slice of `src` into `dst`: sliced
/// along the leading dim only, one vector.shuffle of the strided positions; otherwise
/// each selected row extracted, sliced by a vector.extract_strided_slice of the trailing
/// offsets, and inserted into a zero constant (MLIR's
/// Convert1DExtractStridedSliceIntoShuffle and DecomposeNDExtractStridedSlice).
pub fn extract_strided_slice(
    rw: &mut Rewriter<'_, '_>,
    src: Value,
    offsets: Attribute,
    sizes: Attribute,
    strides: Attribute,
    dst: Type,
) -> Option<Value> {
    if rw.value_type(src) == dst {
        return Some(src);
    }
    let (sshape, sscalable, elem) = vector_dims(rw, rw.value_type(src))?;
    let (offs, sizes, strides) = (int_array(rw, offsets)?, int_array(rw, sizes)?, int_array(rw, strides)?);
    // Slicing a scalable dim would need its length (a scalable trailing dim is kept whole:
    // the slice of the rows above it is the same type as they).
    if sscalable.first().copied().unwrap_or(true) {
        return None;
    }
    if offs.is_empty() || offs.len() != sizes.len() || offs.len() != strides.len() || offs.len() > sshape.len() {
        return None;
    }
    let at = |i: i64| offs[0] + i * strides[0];
    if offs.len() == 1 && sscalable.contains(&true) {
        // No shuffle of scalable vectors: the rows are extracted, then inserted into a zero
        // constant (MLIR's Convert1DExtractStridedSliceIntoExtractInsertChain, which
        // -convert-vector-to-llvm applies to scalable sources).
        let rows: Vec<Value> = (0..sizes[0]).map(|i| extract(rw, src, &[at(i)])).collect::<Option<_>>()?;
        let mut r = zero_of(rw, dst, elem);
        for (i, row) in rows.into_iter().enumerate() {
            r = insert(rw, row, r, &[i as i64]);
        }
        return Some(r);
    }
    if offs.len() == 1 {
        let mask: Vec<i64> = (0..sizes[0]).map(at).collect();
        return Some(shuffle(rw, src, src, &mask, dst));
    }
    let row = row_type(rw, dst)?;
    // MLIR's DecomposeNDExtractStridedSlice starts from a zero constant.
    let zero = match rw.ctx.type_data(elem) {
        TypeData::Float(_) => rw.ctx.float_or_splat_attr(dst, 0.0),
        _ => rw.ctx.int_or_splat_attr(dst, 0),
    };
    let mut st = rw.state("arith.constant");
    st.add_attr(rw.ctx.ident("value"), zero);
    st.result_types.push(dst);
    let mut r = rw.insert_value(st);
    for i in 0..sizes[0] {
        let mut e = extract(rw, src, &[at(i)])?;
        if offs.len() > 1 && rw.value_type(e) != row {
            let mut st = rw.state("vector.extract_strided_slice");
            st.operands.push(e);
            st.add_attr(rw.ctx.ident("offsets"), i64_array_attr(rw, &offs[1..]));
            st.add_attr(rw.ctx.ident("sizes"), i64_array_attr(rw, &sizes[1..]));
            st.add_attr(rw.ctx.ident("strides"), i64_array_attr(rw, &strides[1..]));
            st.result_types.push(row);
            e = rw.insert_value(st);
        }
        r = insert(rw, e, r, &[i]);
    }
    Some(r)
}

/// `vector.insert_strided_slice %src, %dst` with the given offsets and strides, or `src`
/// when it covers `dst` exactly.
fn insert_strided_op(rw: &mut Rewriter<'_, '_>, src: Value, dst: Value, offs: &[i64], strides: &[i64]) -> Value {
    let ty = rw.value_type(dst);
    if rw.value_type(src) == ty && offs.iter().all(|o| *o == 0) {
        return src;
    }
    let mut st = rw.state("vector.insert_strided_slice");
    st.operands.extend([src, dst]);
    st.add_attr(rw.ctx.ident("offsets"), i64_array_attr(rw, offs));
    st.add_attr(rw.ctx.ident("strides"), i64_array_attr(rw, strides));
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// Term `InsertStridedSlice`: vector.insert_strided_slice of `src` into `dst`. A
/// lower-rank source goes into the sub-vector at the leading offsets (extracted, sliced,
/// inserted back: MLIR's DecomposeDifferentRankInsertStridedSlice); same rank 1-D, the
/// source widened by a shuffle and blended into `dst` by a second one; same rank n-D, row
/// by row (MLIR's ConvertSameRankInsertStridedSliceIntoShuffle).
pub fn insert_strided_slice(
    rw: &mut Rewriter<'_, '_>,
    src: Value,
    dst: Value,
    offsets: Attribute,
    strides: Attribute,
) -> Option<Value> {
    let (sshape, sscalable, _) = vector_dims(rw, rw.value_type(src))?;
    let (dshape, _, _) = vector_dims(rw, rw.value_type(dst))?;
    let (offs, strides) = (int_array(rw, offsets)?, int_array(rw, strides)?);
    let (srank, drank) = (sshape.len(), dshape.len());
    if srank == 0 || srank > drank || offs.len() != drank || strides.len() != srank {
        return None;
    }
    if srank < drank {
        let lead = &offs[..drank - srank];
        let sub = extract(rw, dst, lead)?;
        let r = insert_strided_op(rw, src, sub, &offs[drank - srank..], &strides);
        return Some(insert(rw, r, dst, lead));
    }
    if rw.value_type(src) == rw.value_type(dst) {
        return Some(src);
    }
    let at = |k: i64| offs[0] + k * strides[0];
    if srank == 1 {
        // Shuffles of a scalable 1-D vector would need its length.
        if sscalable[0] {
            return None;
        }
        let (slen, dlen) = (sshape[0], dshape[0]);
        let widen: Vec<i64> = (0..dlen).map(|j| if j < slen { j } else { 0 }).collect();
        let wide = shuffle(rw, src, src, &widen, rw.value_type(dst));
        let mut blend: Vec<i64> = (0..dlen).map(|j| dlen + j).collect();
        for k in 0..slen {
            *blend.get_mut(usize::try_from(at(k)).ok()?)? = k;
        }
        return Some(shuffle(rw, wide, dst, &blend, rw.value_type(dst)));
    }
    let mut r = dst;
    for k in 0..sshape[0] {
        let e = extract(rw, src, &[k])?;
        let d = extract(rw, dst, &[at(k)])?;
        let s = insert_strided_op(rw, e, d, &offs[1..], &strides[1..]);
        r = insert(rw, s, r, &[at(k)]);
    }
    Some(r)
}

/// `arith.constant` of `attr` (its type).
pub(super) fn arith_constant(rw: &mut Rewriter<'_, '_>, ty: Type, attr: Attribute) -> Value {
    let mut st = rw.state("arith.constant");
    st.add_attr(rw.ctx.ident("value"), attr);
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// The zero (or `false`) splat of a vector type.
pub(super) fn zero_of(rw: &mut Rewriter<'_, '_>, ty: Type, elem: Type) -> Value {
    let attr = match rw.ctx.type_data(elem) {
        TypeData::Float(_) => rw.ctx.float_or_splat_attr(ty, 0.0),
        _ => rw.ctx.int_or_splat_attr(ty, 0),
    };
    arith_constant(rw, ty, attr)
}

pub(super) fn binary_op(rw: &mut Rewriter<'_, '_>, name: &str, operands: &[Value], ty: Type) -> Value {
    let mut st = rw.state(name);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// `arith.cmpi sgt, a, b`.
fn cmpi_sgt(rw: &mut Rewriter<'_, '_>, a: Value, b: Value, ty: Type) -> Value {
    let mut st = rw.state("arith.cmpi");
    st.operands.extend([a, b]);
    // CmpIPredicate `sgt` is case 4.
    st.add_attr(rw.ctx.ident("predicate"), rw.ctx.integer_attr(rw.ctx.common().i64, 4));
    st.result_types.push(ty);
    rw.insert_value(st)
}

/// Term `FmaRows`: an n-D vector.fma row by row (MLIR's rank-reducing FMA pattern): from
/// a zero constant, each leading position's rows of the three operands extracted, their
/// (smaller) vector.fma inserted.
pub fn fma_rows(rw: &mut Rewriter<'_, '_>, a: Value, b: Value, c: Value, dst: Type) -> Option<Value> {
    let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(dst) else { return None };
    let (shape, scalable, elem) = (shape.to_vec(), scalable.to_vec(), *elem);
    if shape.len() < 2 {
        return None;
    }
    // Scalable dims stay in the rows; a scalable leading dim is unrolled by its base size,
    // as MLIR's VectorFMAOpNDRewritePattern does.
    let row = trailing_vector(rw.ctx, &shape, &scalable, 1, elem);
    let mut r = zero_of(rw, dst, elem);
    for i in 0..shape[0] {
        let (ra, rb, rc) =
            (extract_at(rw, a, &[i], true)?, extract_at(rw, b, &[i], true)?, extract_at(rw, c, &[i], true)?);
        let f = binary_op(rw, "vector.fma", &[ra, rb, rc], row);
        r = insert(rw, f, r, &[i]);
    }
    Some(r)
}

/// Term `CreateMaskFixed`: a fixed-size vector.create_mask (MLIR's mask materialization,
/// and its CreateMaskOpLowering for n-D): 0-D and 1-D, the splat bound (as the mask index
/// type, i32 or i64 per `force-32bit-vector-indices`) compared `sgt` with the constant
/// `[0, 1, ...]`; n-D, the mask of the trailing bounds selected, per leading position
/// `d`, where the leading bound is above `d`, into a `false` constant (also when the
/// trailing dims are scalable: the row mask is then the 1-D scalable lowering's).
pub fn create_mask_fixed(rw: &mut Rewriter<'_, '_>, bounds: &[Value], dst: Type) -> Option<Value> {
    if let TypeData::Vector { shape, scalable, elem } = rw.ctx.type_data(dst) {
        // n-D with scalable trailing dims: the rows are scalable masks, built by the 1-D
        // scalable lowering; a scalable leading dim cannot be unrolled.
        if shape.len() >= 2 && scalable.contains(&true) {
            if scalable[0] || bounds.len() != shape.len() {
                return None;
            }
            let row = trailing_vector(rw.ctx, shape, scalable, 1, *elem);
            return Some(create_mask_rows(rw, bounds, dst, shape[0], row, *elem));
        }
    }
    let (shape, elem) = fixed(rw, dst)?;
    // A 0-D mask has one bound and compares like a 1-D mask of one element (MLIR's
    // VectorCreateMaskOpConversion takes ranks 0 and 1).
    if bounds.len() != shape.len().max(1) {
        return None;
    }
    let ctx = rw.ctx;
    if shape.len() <= 1 {
        let it = mask_index_type(rw);
        let idx_ty =
            ctx.intern_type(TypeData::Vector { shape: shape.clone().into(), scalable: Box::new([]), elem: it });
        let iota: Vec<i128> = (0..i128::from(shape.first().copied().unwrap_or(1))).collect();
        let attr = ctx.intern_attr(AttrData::DenseElements {
            ty: idx_ty,
            splat: false,
            values: DenseValues::Int(iota.into()),
        });
        let steps = arith_constant(rw, idx_ty, attr);
        let bound = binary_op(rw, "arith.index_cast", &[bounds[0]], it);
        let splat = broadcast(rw, bound, idx_ty);
        return Some(cmpi_sgt(rw, splat, steps, dst));
    }
    let row = vec_or_elem(rw, &shape[1..], elem);
    Some(create_mask_rows(rw, bounds, dst, shape[0], row, elem))
}

/// An n-D create_mask as MLIR's CreateMaskOpLowering: the mask of the trailing bounds, an
/// all-false row and an all-false result (in that order), then per leading position `d`
/// the row mask where the leading bound is above `d`, the false row elsewhere.
fn create_mask_rows(rw: &mut Rewriter<'_, '_>, bounds: &[Value], dst: Type, lead: i64, row: Type, elem: Type) -> Value {
    let ctx = rw.ctx;
    let inner = binary_op(rw, "vector.create_mask", &bounds[1..], row);
    let none = zero_of(rw, row, elem);
    let mut r = zero_of(rw, dst, elem);
    let idx = ctx.index_type();
    for d in 0..lead {
        let at = arith_constant(rw, idx, ctx.integer_attr(idx, i128::from(d)));
        let inside = cmpi_sgt(rw, bounds[0], at, ctx.common().i1);
        let sel = binary_op(rw, "arith.select", &[inside, inner, none], row);
        r = insert(rw, sel, r, &[d]);
    }
    r
}

// ---- -test-vector-gather-lowering -----------------------------------------------------------

/// A one-block region whose block ends in `scf.yield` of what `fill` returns (built at the
/// block's end); the insertion point is restored after.
fn yield_region(
    rw: &mut Rewriter<'_, '_>,
    fill: impl FnOnce(&mut Rewriter<'_, '_>) -> Option<Value>,
) -> Option<crate::ir::RegionId> {
    let region = rw.body.new_region();
    let block = rw.body.new_block();
    rw.body.push_block(region, block);
    let saved = rw.insertion();
    rw.set_insertion(block, None);
    let v = fill(rw);
    if let Some(v) = v {
        let mut st = rw.state("scf.yield");
        st.operands.push(v);
        rw.insert(st);
    }
    rw.set_insertion(saved.0, saved.1);
    v.map(|_| region)
}

/// Term `GatherByLoads`: a 1-D vector.gather from a memref as MLIR's
/// Gather1DToConditionalLoads (`-test-vector-gather-lowering`): the indices as `index`,
/// then per lane, when its mask bit is set, a one-element vector.load at the base offsets
/// with the lane's index added to the innermost one, its element inserted into the
/// running result (the pass-through to start with), under an `scf.if` yielding it.
pub fn gather_by_loads(
    rw: &mut Rewriter<'_, '_>,
    base: Value,
    offsets: &[Value],
    indices: Value,
    mask: Value,
    pass_thru: Value,
) -> Option<Value> {
    let ctx = rw.ctx;
    let (ishape, ielem) = fixed(rw, rw.value_type(indices))?;
    let (rshape, elem) = fixed(rw, rw.value_type(pass_thru))?;
    if ishape.len() != 1 || rshape != ishape || fixed(rw, rw.value_type(mask))?.0 != ishape {
        return None;
    }
    if !matches!(ctx.type_data(rw.value_type(base)), TypeData::MemRef { .. }) {
        return None;
    }
    let (&last, lead) = offsets.split_last()?;
    let idx = ctx.index_type();
    let indices = if ielem == idx {
        indices
    } else {
        let to = vec_or_elem(rw, &ishape, idx);
        binary_op(rw, "arith.index_cast", &[indices], to)
    };
    // An innermost offset of constant 0 adds nothing (MLIR folds the addition away).
    let last_is_zero = rw.constant_of(last).and_then(|a| ctx.int_value(a)) == Some(0);
    let one = vec_or_elem(rw, &[1], elem);
    let result_ty = rw.value_type(pass_thru);
    let mut acc = pass_thru;
    for i in 0..ishape[0] {
        let bit = extract(rw, mask, &[i])?;
        let at = extract(rw, indices, &[i])?;
        let pos = if last_is_zero { at } else { binary_op(rw, "arith.addi", &[last, at], idx) };
        let then_r = yield_region(rw, |rw| {
            let mut st = rw.state("vector.load");
            st.operands.push(base);
            st.operands.extend_from_slice(lead);
            st.operands.push(pos);
            st.result_types.push(one);
            let loaded = rw.insert_value(st);
            let e = extract(rw, loaded, &[0])?;
            Some(insert(rw, e, acc, &[i]))
        })?;
        let else_r = yield_region(rw, |_| Some(acc))?;
        let mut st = rw.state("scf.if");
        st.operands.push(bit);
        st.regions.extend([then_r, else_r]);
        st.result_types.push(result_ty);
        acc = rw.insert_value(st);
    }
    Some(acc)
}

/// Term `BitCastRows`: an n-D vector.bitcast as 1-D bitcasts of its trailing rows (MLIR's
/// UnrollBitCastOp, target rank 1): each leading position, in row-major order, extracted,
/// bitcast to the result's trailing dim and inserted into a `ub.poison` of `dst`. A
/// scalable trailing dim is kept (it stays inside each row); a scalable leading dim
/// declines, as MLIR's unroll iterator does.
pub fn bitcast_rows(rw: &mut Rewriter<'_, '_>, src: Value, dst: Type) -> Option<Value> {
    let (shape, scalable, elem) = match rw.ctx.type_data(dst) {
        TypeData::Vector { shape, scalable, elem } => (shape.to_vec(), scalable.to_vec(), *elem),
        _ => return None,
    };
    let rank = shape.len();
    if rank < 2 || scalable.get(..rank - 1).is_some_and(|s| s.iter().any(|s| *s)) {
        return None;
    }
    let row = trailing_vector(rw.ctx, &shape, &scalable, rank - 1, elem);
    let lead = &shape[..rank - 1];
    let count: i64 = lead.iter().product();
    let mut r = poison(rw, dst);
    let mut pos = vec![0i64; rank - 1];
    for _ in 0..count {
        let e = extract(rw, src, &pos)?;
        let b = binary_op(rw, "vector.bitcast", &[e], row);
        r = insert(rw, b, r, &pos);
        // Next position, row-major.
        for d in (0..pos.len()).rev() {
            pos[d] += 1;
            if pos[d] < lead[d] {
                break;
            }
            pos[d] = 0;
        }
    }
    Some(r)
}

/// Term `MaskIndexType`: the integer type materialized masks compare positions in: i32,
/// or i64 under `force-32bit-vector-indices=0`.
pub fn mask_index_type(rw: &mut Rewriter<'_, '_>) -> crate::ir::Type {
    let common = rw.ctx.common();
    if rw.tc.opts.vector_indices_64bit {
        common.i64
    } else {
        common.i32
    }
}
