//! The terms of arith's canonicalization patterns (`spec/canonicalize/arith_canonicalize.td`):
//! integer constant arithmetic on attributes, as MLIR's `applyToIntegerAttrs`, and the
//! overflow flags two ops share.

use crate::conversion::Rewriter;
use crate::dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM;
use crate::ir::fold::{int_width, Int};
use crate::ir::{AttrData, Attribute, DenseValues, Type};

/// A scalar integer attribute's value at the width of `ty` (MLIR's `APIntAttr` matcher:
/// no splats).
fn scalar(rw: &Rewriter<'_, '_>, a: Attribute, ty: Type) -> Option<Int> {
    let w = int_width(rw.ctx, ty)?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(Int::new(*value, w)),
        _ => None,
    }
}

fn combine(
    rw: &mut Rewriter<'_, '_>,
    ty: Type,
    a: Attribute,
    b: Attribute,
    f: fn(u128, u128) -> u128,
) -> Option<Attribute> {
    let (x, y) = (scalar(rw, a, ty)?, scalar(rw, b, ty)?);
    let v = x.with(f(x.bits, y.bits));
    let unsigned = matches!(
        rw.ctx.type_data(ty),
        crate::ir::TypeData::Integer { signedness: crate::ir::Signedness::Unsigned, .. }
    );
    Some(rw.ctx.int_or_splat_attr(ty, if unsigned { v.bits as i128 } else { v.sext() }))
}

/// Term `AddIntAttrs`.
pub fn add_int_attrs(rw: &mut Rewriter<'_, '_>, ty: Type, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(rw, ty, a, b, u128::wrapping_add)
}

/// Term `SubIntAttrs`.
pub fn sub_int_attrs(rw: &mut Rewriter<'_, '_>, ty: Type, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(rw, ty, a, b, u128::wrapping_sub)
}

/// Term `MulIntAttrs`.
pub fn mul_int_attrs(rw: &mut Rewriter<'_, '_>, ty: Type, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(rw, ty, a, b, u128::wrapping_mul)
}

fn flags(rw: &Rewriter<'_, '_>, a: Option<Attribute>) -> u64 {
    match a.map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::Enum { value, .. }) => *value,
        _ => 0,
    }
}

/// Term `MergeOverflow`: the flags both ops have (MLIR's `mergeOverflowFlags`).
pub fn merge_overflow(rw: &mut Rewriter<'_, '_>, a: Option<Attribute>, b: Option<Attribute>) -> Attribute {
    let v = flags(rw, a) & flags(rw, b);
    rw.ctx.enum_attr(&ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM, v)
}

/// Term `IsNegativeOne`: a scalar or splat integer constant -1.
pub fn is_negative_one(rw: &mut Rewriter<'_, '_>, a: Attribute) -> bool {
    match rw.ctx.attr_data(a) {
        // The i1 `true` is all ones.
        AttrData::Bool(b) => *b,
        AttrData::Integer { value, ty } => int_width(rw.ctx, *ty).is_some_and(|w| Int::new(*value, w).is_all_ones()),
        AttrData::DenseElements { splat: true, values: DenseValues::Int(v), ty, .. } => {
            let w = int_width(rw.ctx, rw.ctx.element_type_or_self(*ty)).unwrap_or(64);
            v.first().is_some_and(|&x| Int::new(x, w).is_all_ones())
        }
        _ => false,
    }
}

/// Term `IsEqualityPredicate`: an `arith.cmpi` predicate `eq` or `ne`.
pub fn is_equality_predicate(rw: &mut Rewriter<'_, '_>, pred: Attribute) -> bool {
    matches!(rw.ctx.int_value(pred), Some(0 | 1))
}

/// Term `InvertedPredicate` (MLIR's `invertPredicate`): the `arith.cmpi` predicate that
/// holds exactly when `pred` does not (`eq`/`ne`, `slt`/`sge`, `sle`/`sgt`, ...).
pub fn inverted_predicate(rw: &mut Rewriter<'_, '_>, pred: Attribute) -> Option<Attribute> {
    // eq ne slt sle sgt sge ult ule ugt uge
    const INVERSE: [i128; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
    let p = rw.ctx.int_value(pred)?;
    let ty = rw.ctx.attr_type(pred)?;
    let inv = *INVERSE.get(usize::try_from(p).ok()?)?;
    Some(rw.ctx.integer_attr(ty, inv))
}

/// Term `IsIntConstant`: a scalar or splat integer constant equal to `want` (the i1
/// `true` is 1).
pub fn is_int_constant(rw: &mut Rewriter<'_, '_>, a: Attribute, want: i64) -> bool {
    let (value, ty) = match rw.ctx.attr_data(a) {
        // `true` / `false`: i1.
        AttrData::Bool(b) => return want == *b as i64 || (*b && want == -1),
        AttrData::Integer { value, ty } => (*value, *ty),
        AttrData::DenseElements { splat: true, values: DenseValues::Int(v), ty, .. } => {
            let Some(&x) = v.first() else { return false };
            (x, rw.ctx.element_type_or_self(*ty))
        }
        _ => return false,
    };
    let w = int_width(rw.ctx, ty).unwrap_or(64);
    Int::new(value, w) == Int::new(want as i128, w)
}

/// Term `SameValue`: whether two bound values are the same SSA value (DRR's repeated
/// `$name` in a source).
pub fn same_value(_rw: &mut Rewriter<'_, '_>, a: crate::ir::Value, b: crate::ir::Value) -> bool {
    a == b
}

/// Term `ResultUnused`: whether the root's result `index` has no uses (DRR's
/// `$res__N.use_empty()`).
pub fn result_unused(rw: &mut Rewriter<'_, '_>, index: i64) -> bool {
    let Some(root) = rw.root() else { return false };
    let Ok(i) = usize::try_from(index) else { return false };
    if i >= rw.body.op(root).num_results as usize {
        return false;
    }
    !rw.body.has_uses(rw.body.result(root, i))
}

/// Term `RootResult`: the root's result `index`, which a rule gives back for a result
/// nobody uses.
pub fn root_result(rw: &mut Rewriter<'_, '_>, index: i64) -> Option<crate::ir::Value> {
    let root = rw.root()?;
    let i = usize::try_from(index).ok()?;
    (i < rw.body.op(root).num_results as usize).then(|| rw.body.result(root, i))
}

/// Term `NotI1Like`: a type whose elements are not `i1`.
pub fn not_i1_like(rw: &mut Rewriter<'_, '_>, ty: Type) -> bool {
    let elem = rw.ctx.element_type_or_self(ty);
    !matches!(rw.ctx.type_data(elem), crate::ir::TypeData::Integer { width: 1, .. })
}

/// Term `TruncationMatchesShiftAmount`: `c` (a scalar or splat integer) equals the element
/// width of `wide` less that of `narrow`.
pub fn truncation_matches_shift_amount(rw: &mut Rewriter<'_, '_>, wide: Type, narrow: Type, c: Attribute) -> bool {
    let (Some(w), Some(n)) = (int_width(rw.ctx, wide), int_width(rw.ctx, narrow)) else { return false };
    w > n && is_int_constant(rw, c, i64::from(w - n))
}
