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
    let w = int_width(rw.ctx, ty).filter(|&w| w <= 128)?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, ty: t } if *t == ty => Some(Int::new(*value, w)),
        _ => None,
    }
}

fn combine(
    rw: &mut Rewriter<'_, '_>,
    ty: Type,
    a: Attribute,
    b: Attribute,
    f: fn(u128, u128) -> u128,
    kind: &str,
) -> Option<Attribute> {
    if int_width(rw.ctx, ty).is_some_and(|w| w > 128) {
        return super::fold_wide_int::fold(rw.ctx, kind, ty, a, b);
    }
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
    combine(rw, ty, a, b, u128::wrapping_add, "addi")
}

/// Term `SubIntAttrs`.
pub fn sub_int_attrs(rw: &mut Rewriter<'_, '_>, ty: Type, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(rw, ty, a, b, u128::wrapping_sub, "subi")
}

/// Term `MulIntAttrs`.
pub fn mul_int_attrs(rw: &mut Rewriter<'_, '_>, ty: Type, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(rw, ty, a, b, u128::wrapping_mul, "muli")
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

/// `floor(log2 |v|)` of a finite non-zero `v` (C's `ilogb`).
fn ilogb(v: f64) -> i64 {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    if exp == 0 {
        // Subnormal: the leading fraction bit's position.
        let frac = bits & ((1u64 << 52) - 1);
        return -1022 - (frac.leading_zeros() as i64 - 11);
    }
    exp - 1023
}

/// Term `CmpFIntToFP` (MLIR's `CmpFIntToFPConst`): `cmpf pred, (si|ui)tofp(x), c` as
/// `cmpi` of `x` with `c` made an integer (the predicate adjusted for a fractional `c`),
/// or as `true`/`false` when `c` is out of the integer's range or the predicate is
/// decided; declines when the conversion could round values the comparison tells apart.
pub fn cmpf_int_to_fp(
    rw: &mut Rewriter<'_, '_>,
    pred: Attribute,
    x: crate::ir::Value,
    c: Attribute,
    unsigned: i64,
) -> Option<crate::ir::Value> {
    use crate::dialects::gen::arith;
    let ctx = rw.ctx;
    let unsigned = unsigned != 0;
    let AttrData::Float { ty: fty, bits } = ctx.attr_data(c) else { return None };
    let crate::ir::TypeData::Float(kind) = ctx.type_data(*fty) else { return None };
    let kind = *kind;
    let rhs = f64::from_bits(*bits);
    if rhs.is_nan() {
        return None;
    }
    let mantissa = i64::from(kind.precision());
    let int_ty = rw.value_type(x);
    let crate::ir::TypeData::Integer { width, .. } = ctx.type_data(int_ty) else { return None };
    let w = i64::from(*width);
    if !(1..=64).contains(&w) {
        return None;
    }
    let value_bits = if unsigned { w } else { w - 1 };
    if w > mantissa {
        // The conversion rounds: fine only when `c` is beyond what rounding can reach.
        if rhs.is_infinite() {
            let lay = kind.layout();
            let max_exp = (1i64 << lay.exp_bits) - 2 - i64::from(lay.bias);
            if max_exp < value_bits {
                return None;
            }
        } else if rhs != 0.0 {
            let e = ilogb(rhs);
            if mantissa <= e && e <= value_bits {
                return None;
            }
        }
    }
    let p = ctx.int_value(pred)?;
    let boolean = |rw: &mut Rewriter<'_, '_>, b: bool| {
        let i1 = ctx.integer_type(1);
        Some(rw.insert_value(arith::ConstantOp::build(ctx, rw.loc, Some(ctx.bool_attr(b)), i1)))
    };
    // cmpf predicates: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true;
    // cmpi: eq ne slt sle sgt sge ult ule ugt uge.
    let (eq, ne, lt, le, gt, ge) = if unsigned { (0, 1, 6, 7, 8, 9) } else { (0, 1, 2, 3, 4, 5) };
    let mut ipred = match p {
        7 => return boolean(rw, true),
        14 => return boolean(rw, false),
        1 | 8 => eq,
        2 | 9 => gt,
        3 | 10 => ge,
        4 | 11 => lt,
        5 | 12 => le,
        6 | 13 => ne,
        _ => return None,
    };
    let (min, max): (i128, i128) =
        if unsigned { (0, (1i128 << w) - 1) } else { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) };
    if kind.round(max as f64) < rhs {
        return boolean(rw, ipred == ne || ipred == lt || ipred == le);
    }
    if kind.round(min as f64) > rhs {
        return boolean(rw, ipred == ne || ipred == gt || ipred == ge);
    }
    let t = rhs.trunc();
    if t.is_nan() || (t as i128) < min || (t as i128) > max {
        return None;
    }
    let rhs_int = t as i128;
    if rhs != 0.0 && kind.round(rhs_int as f64) != rhs {
        // A fractional constant: rhs_int is rounded toward zero.
        let negative = rhs < 0.0;
        match ipred {
            1 => return boolean(rw, true),
            0 => return boolean(rw, false),
            7 if negative => return boolean(rw, false),
            3 if negative => ipred = 2,
            6 if negative => return boolean(rw, false),
            6 => ipred = 7,
            2 if !negative => ipred = 3,
            8 if negative => return boolean(rw, true),
            4 if negative => ipred = 5,
            9 if negative => return boolean(rw, true),
            9 => ipred = 8,
            5 if !negative => ipred = 4,
            _ => {}
        }
    }
    let value = Int::new(rhs_int, w as u32).sext();
    let cst = rw.insert_value(arith::ConstantOp::build(ctx, rw.loc, Some(ctx.integer_attr(int_ty, value)), int_ty));
    let i1 = ctx.integer_type(1);
    let pred_attr = ctx.integer_attr(ctx.attr_type(pred)?, ipred);
    Some(rw.insert_value(arith::CmpIOp::build(ctx, rw.loc, x, cst, Some(pred_attr), i1)))
}
