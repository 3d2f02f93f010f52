//! The memref folders the spec names (`Folder<"fold_memref::...">`), as MLIR 22's
//! `MemRefOps.cpp` fold hooks: a `memref.cast` feeding an op folds into it (the op reads
//! the cast's ranked source, with its more static type), `memref.dim` of a static size or
//! of an allocation's dynamic size, `memref.rank` of a ranked memref, the statically known
//! results of `memref.extract_strided_metadata`, and `memref.transpose` of the identity
//! or of another transpose, `memref.reinterpret_cast` of another view or of its own type,
//! and views to their source's own type (`cast`, `subview`, `expand_shape`/`collapse_shape`
//! and their inverse).

use smallvec::SmallVec;

use super::memref::layout::{memref_parts, strides_and_offset};
use crate::ir::fold::{def_of, FoldInput, Folded, Int};
use crate::ir::{AffineExpr, AffineMap, AttrData, TypeData, Value, DYNAMIC};

/// Registers the dialect's constant materializer (`onRegister`): the sizes and ranks
/// memref ops fold to become `arith.constant`s, as `MemRefDialect::materializeConstant`
/// builds them; and what the custom forms print, for alias numbering.
pub fn on_register(ctx: &crate::ir::Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "memref", super::arith::materialize_constant);
    crate::print::ops::register_custom_form_attrs(ctx, "memref", custom_form_attrs);
}

/// `memref.transpose` writes its permutation as `(i, j) -> (j, i)`, not as an attribute
/// (so the map gets no alias); the other memref ops print their attributes as such.
fn custom_form_attrs(op: crate::ir::OpRef<'_>) -> Option<crate::print::ops::PrintedAttrs> {
    if op.name() != "memref.transpose" {
        return None;
    }
    let perm = op.ctx.ident("permutation");
    let after = op.data().attrs.iter().filter(|a| a.name != perm).map(|a| a.value).collect();
    Some((Default::default(), after))
}

/// MLIR's `foldMemRefCast`: every operand (but the first when `kind` is "skip_first",
/// the stored value of `store`/`atomic_rmw`) that a `memref.cast` of a ranked memref
/// defines reads the cast's source instead.
pub fn cast_operands(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let skip = usize::from(kind == "skip_first");
    match fold_casts(cx, skip, |_, _| true) {
        Some(ops) => Folded::operands(ops),
        None => Folded::None,
    }
}

/// `memref.copy`: casts fold in only when their source is at least as static
/// (`CastOp::canFoldIntoConsumerOp`).
pub fn copy(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    match fold_casts(cx, 0, can_fold_into_consumer) {
        Some(ops) => Folded::operands(ops),
        None => Folded::None,
    }
}

fn fold_casts(
    cx: &FoldInput<'_>,
    skip: usize,
    allowed: impl Fn(&FoldInput<'_>, crate::ir::OpRef<'_>) -> bool,
) -> Option<SmallVec<[Value; 3]>> {
    let ctx = cx.ctx();
    let mut ops: SmallVec<[Value; 3]> = cx.op.operands().into();
    let mut folded = false;
    for v in ops.iter_mut().skip(skip) {
        let Some(cast) = def_of(cx.op, *v).filter(|d| d.name() == "memref.cast") else { continue };
        let src = cast.operand(0);
        if matches!(ctx.type_data(cast.value_type(src)), TypeData::UnrankedMemRef { .. }) || !allowed(cx, cast) {
            continue;
        }
        *v = src;
        folded = true;
    }
    folded.then_some(ops)
}

/// Whether a cast may be skipped by its user: ranked on both sides, same element type
/// and rank, strided, and never towards a more static size, offset or stride.
fn can_fold_into_consumer(cx: &FoldInput<'_>, cast: crate::ir::OpRef<'_>) -> bool {
    let ctx = cx.ctx();
    let (from, to) = (cast.value_type(cast.operand(0)), cast.value_type(cast.result(0)));
    let (Some(a), Some(b)) = (memref_parts(ctx, from), memref_parts(ctx, to)) else { return false };
    if a.elem != b.elem || a.shape.len() != b.shape.len() {
        return false;
    }
    let (Some((sa, oa)), Some((sb, ob))) = (strides_and_offset(ctx, from), strides_and_offset(ctx, to)) else {
        return false;
    };
    let more_static = |x: i64, y: i64| x != y && x == DYNAMIC && y != DYNAMIC;
    !(a.shape.iter().zip(b.shape.iter()).any(|(&x, &y)| more_static(x, y))
        || more_static(oa, ob)
        || sa.iter().zip(&sb).any(|(&x, &y)| more_static(x, y)))
}

/// `memref.dim` with a constant index: a static size, the matching dynamic size of an
/// `alloc`/`alloca`/`view`, the size operand of a `subview` (MLIR 22 leaves a
/// `reinterpret_cast` alone), else a cast folded in.
pub fn dim(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let Some(index) = cx.int(1).map(|i| i.sext()) else { return Folded::None };
    let src_ty = cx.op.value_type(cx.operand(0));
    let Some(parts) = memref_parts(ctx, src_ty) else { return Folded::None };
    let Ok(i) = usize::try_from(index) else { return Folded::None };
    let Some(&size) = parts.shape.get(i) else { return Folded::None };
    if size != DYNAMIC {
        return Folded::attr(cx.int_attr(cx.result_type(), Int::new(i128::from(size), 64)));
    }
    if let Some(alloc) = def_of(cx.op, cx.operand(0)).filter(|d| matches!(d.name(), "memref.alloc" | "memref.alloca")) {
        // The dynamic sizes come first among the operands, one per `?`.
        let nth = parts.shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
        if let Some(&v) = alloc.operands().get(nth) {
            return Folded::value(v);
        }
    }
    if let Some(def) = def_of(cx.op, cx.operand(0)) {
        let size = match def.name() {
            // `view %src[%shift][%sizes...]`: one size operand per `?`, after the shift.
            "memref.view" => {
                let nth = parts.shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
                def.operands().get(2 + nth).copied()
            }
            "memref.subview" => kept_dim(ctx, &def, parts.shape.len(), i).and_then(|d| dynamic_size(ctx, &def, d)),
            _ => None,
        };
        if let Some(v) = size {
            return Folded::value(v);
        }
    }
    cast_operands(cx, "")
}

/// The dynamic size operand of dim `d` of a `subview` (`static_sizes`, with the size
/// operands as its second operand group), if that size is dynamic.
fn dynamic_size(ctx: &crate::ir::Context, op: &crate::ir::OpRef<'_>, d: usize) -> Option<Value> {
    let stat = crate::ir::groups::dense_ints(ctx, op.attr("static_sizes")?)?;
    if *stat.get(d)? != DYNAMIC {
        return None;
    }
    let nth = stat[..d].iter().filter(|&&s| s == DYNAMIC).count();
    let group = crate::ir::groups::operand_group_at(*op, 2);
    (nth < group.len()).then(|| group.get(nth))
}

/// The source dim of a `subview` that gives its result dim `i` (of `rank`): the sizes
/// matched in order against the result shape, unit sizes that do not match dropped (MLIR's
/// `computeRankReductionMask`).
fn kept_dim(ctx: &crate::ir::Context, op: &crate::ir::OpRef<'_>, rank: usize, i: usize) -> Option<usize> {
    let sizes = crate::ir::groups::dense_ints(ctx, op.attr("static_sizes")?)?;
    if sizes.len() == rank {
        return Some(i);
    }
    let result = memref_parts(ctx, op.value_type(op.result(0)))?.shape;
    let mut r = 0;
    for (d, &s) in sizes.iter().enumerate() {
        if r < result.len() && s == result[r] {
            if r == i {
                return Some(d);
            }
            r += 1;
        } else if s != 1 {
            return None;
        }
    }
    None
}

/// `memref.rank` of a ranked memref.
pub fn rank(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    match memref_parts(ctx, cx.op.value_type(cx.operand(0))) {
        Some(p) => Folded::attr(cx.int_attr(cx.result_type(), Int::new(p.shape.len() as i128, 64))),
        None => Folded::None,
    }
}

/// `memref.extract_strided_metadata`: the uses of the offset, sizes and strides its
/// source type knows statically read an `arith.constant` the fold builds before it
/// (MLIR's `replaceConstantUsesOf`; a conversion leaves those constants alone), and the
/// op reads a ranked `memref.cast`'s source.
pub fn extract_strided_metadata(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let src = cx.op.value_type(cx.operand(0));
    let mut uses = SmallVec::new();
    if let (Some((strides, offset)), Some(parts)) = (strides_and_offset(ctx, src), memref_parts(ctx, src)) {
        let statics = std::iter::once(offset).chain(parts.shape.iter().copied()).chain(strides);
        for (i, v) in statics.enumerate() {
            let r = cx.op.result(i + 1);
            if v != DYNAMIC && cx.op.body.has_uses(r) {
                uses.push((i + 1, ctx.integer_attr(ctx.index_type(), i128::from(v))));
            }
        }
    }
    let operands = fold_casts(cx, 0, |_, _| true);
    if uses.is_empty() && operands.is_none() {
        return Folded::None;
    }
    Folded::UseConstants { uses, operands }
}

/// The permutation of a `memref.transpose` map, whose results are dims.
fn permutation(cx: &FoldInput<'_>, op: crate::ir::OpRef<'_>) -> Option<Vec<u32>> {
    let AttrData::AffineMap(m) = cx.ctx().attr_data(op.attr("permutation")?) else { return None };
    m.results.iter().map(|e| if let AffineExpr::Dim(d) = e { Some(*d) } else { None }).collect()
}

/// `memref.transpose`: of the identity permutation to its own type, its input; of
/// another transpose, that one's input with the permutations composed.
pub fn transpose(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let Some(perm) = permutation(cx, cx.op) else { return Folded::None };
    let input = cx.operand(0);
    if perm.iter().enumerate().all(|(i, &d)| i as u32 == d) && cx.op.value_type(input) == cx.result_type() {
        return Folded::value(input);
    }
    let Some(inner) = def_of(cx.op, input).filter(|d| d.name() == "memref.transpose") else { return Folded::None };
    let Some(inner_perm) = permutation(cx, inner) else { return Folded::None };
    // `perm.compose(inner_perm)`: result i is the inner permutation's result perm[i].
    let Some(results) = perm.iter().map(|&d| inner_perm.get(d as usize).map(|&e| AffineExpr::Dim(e))).collect() else {
        return Folded::None;
    };
    let map = AffineMap { num_dims: inner_perm.len() as u32, num_symbols: 0, results };
    Folded::Update {
        operands: smallvec::smallvec![inner.operand(0)],
        attrs: smallvec::smallvec![("permutation", cx.ctx().intern_attr(AttrData::AffineMap(map)))],
    }
}

/// `memref.reinterpret_cast` (MLIR's `ReinterpretCastOp::fold`): of another
/// reinterpret_cast, of a `memref.cast`, or of a subview at offset 0, the source of that
/// op instead; a cast to its source's own type that is static in shape and strides is its
/// source.
pub fn reinterpret_cast(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let src = cx.operand(0);
    let prev = def_of(cx.op, src).and_then(|d| match d.name() {
        "memref.reinterpret_cast" | "memref.cast" => Some(d.operand(0)),
        "memref.subview" => {
            let stat = crate::ir::groups::dense_ints(cx.ctx(), d.attr("static_offsets")?)?;
            // The dynamic offsets follow the source among the operands.
            let dynamic = stat.iter().filter(|&&o| o == DYNAMIC).count();
            let zero = stat.iter().all(|&o| o == 0 || o == DYNAMIC)
                && (1..=dynamic).all(|i| crate::ir::fold::value_is_int(d, d.operand(i), 0));
            zero.then(|| d.operand(0))
        }
        _ => None,
    });
    if let Some(p) = prev {
        let mut operands: SmallVec<[Value; 3]> = cx.op.operands().iter().copied().collect();
        operands[0] = p;
        return Folded::operands(operands);
    }
    let ctx = cx.ctx();
    let ty = cx.result_type();
    let static_strides = cx.op.attr("static_strides").and_then(|a| crate::ir::groups::dense_ints(ctx, a));
    let strides_static = static_strides.is_some_and(|s| s.iter().all(|&x| x != DYNAMIC));
    let shape_static = memref_parts(ctx, ty).is_some_and(|p| p.shape.iter().all(|&d| d != DYNAMIC));
    if shape_static && strides_static && cx.op.value_type(src) == ty {
        return Folded::value(src);
    }
    Folded::None
}

/// `memref.cast` (MLIR's `CastOp::fold` and the `CastOpInterface` fold): a cast to its
/// source's own type is its source; a cast of a cast reads the inner cast's source.
pub fn cast(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let src = cx.operand(0);
    if cx.op.value_type(src) == cx.result_type() {
        return Folded::value(src);
    }
    cast_operands(cx, kind)
}

/// `memref.expand_shape` / `memref.collapse_shape` (MLIR's `foldReshapeOp`): a reshape to
/// its source's own type is its source, and so is the inverse reshape of a reshape whose
/// source has this one's result type.
pub fn reshape(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let src = cx.operand(0);
    let ty = cx.result_type();
    if cx.op.value_type(src) == ty {
        return Folded::value(src);
    }
    let inverse = if cx.op.name() == "memref.expand_shape" { "memref.collapse_shape" } else { "memref.expand_shape" };
    if let Some(inner) = def_of(cx.op, src).filter(|d| d.name() == inverse) {
        if cx.op.value_type(inner.operand(0)) == ty {
            return Folded::value(inner.operand(0));
        }
    }
    Folded::None
}

/// `memref.subview` (MLIR's `SubViewOp::fold`): a subview to its source's own type, when
/// that is static, is its source; so is a subview at offset 0 with unit strides and the
/// sizes of the subview it takes of, to the same type.
pub fn subview(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let src = cx.operand(0);
    let ty = cx.result_type();
    let src_ty = cx.op.value_type(src);
    if src_ty == ty {
        // A strided layout must be static too; other layouts need not.
        let strided = memref_parts(ctx, ty)
            .and_then(|p| p.layout)
            .is_some_and(|l| matches!(ctx.attr_data(l), AttrData::StridedLayout { .. }));
        let static_layout =
            strides_and_offset(ctx, ty).is_some_and(|(s, o)| o != DYNAMIC && s.iter().all(|&x| x != DYNAMIC));
        let static_shape = memref_parts(ctx, ty).is_some_and(|p| p.shape.iter().all(|&d| d != DYNAMIC));
        if static_shape && (!strided || static_layout) {
            return Folded::value(src);
        }
    }
    let Some(inner) = def_of(cx.op, src).filter(|d| d.name() == "memref.subview") else { return Folded::None };
    let mixed = |op: crate::ir::OpRef<'_>, name: &str, group: usize| -> Option<Vec<Result<i64, Value>>> {
        let stat = crate::ir::groups::dense_ints(ctx, op.attr(name)?)?;
        let values = crate::ir::groups::operand_group_at(op, group).to_vec();
        let mut dynamic = values.iter();
        stat.iter().map(|&s| if s == DYNAMIC { dynamic.next().map(|&v| Err(v)) } else { Some(Ok(s)) }).collect()
    };
    let is_int = |q: &Result<i64, Value>, want: i64| match q {
        Ok(c) => *c == want,
        Err(v) => crate::ir::fold::value_is_int(cx.op, *v, i128::from(want)),
    };
    let (Some(offsets), Some(sizes), Some(strides), Some(inner_sizes)) = (
        mixed(cx.op, "static_offsets", 1),
        mixed(cx.op, "static_sizes", 2),
        mixed(cx.op, "static_strides", 3),
        mixed(inner, "static_sizes", 2),
    ) else {
        return Folded::None;
    };
    if offsets.iter().all(|o| is_int(o, 0))
        && strides.iter().all(|s| is_int(s, 1))
        && sizes == inner_sizes
        && src_ty == ty
    {
        return Folded::value(src);
    }
    Folded::None
}

/// `memref.memory_space_cast` (MLIR's `MemorySpaceCastOp::fold` and its trivial cast
/// fold): a cast to its source's own type is the source; a cast of a cast casts the
/// first one's source.
pub fn memory_space_cast(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let src = cx.operand(0);
    if cx.op.value_type(src) == cx.result_type() {
        return Folded::value(src);
    }
    match def_of(cx.op, src).filter(|d| d.name() == "memref.memory_space_cast") {
        Some(inner) => Folded::operands(SmallVec::from_slice(&[inner.operand(0)])),
        None => Folded::None,
    }
}
