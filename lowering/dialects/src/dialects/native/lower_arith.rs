//! The term of arith's lowering rules that maps a table: arith's rounding modes as LLVM
//! numbers them. Named from `spec/conversion/arith_to_llvm.td`.

use crate::conversion::Rewriter;
use crate::ir::{AttrData, Attribute, Type, TypeData};

/// Term `LLVMRoundingMode`: `arith.truncf`'s rounding mode as the `i64` LLVM rounding mode
/// of the constrained intrinsic; fails when there is none or it is not a known mode.
pub fn llvm_rounding_mode(rw: &mut Rewriter<'_, '_>, mode: Option<Attribute>) -> Option<Attribute> {
    let ctx = rw.ctx;
    let value = match ctx.attr_data(mode?) {
        AttrData::Enum { value, .. } => *value as i128,
        AttrData::Integer { value, .. } => *value,
        _ => return None,
    };
    // arith: to_nearest_even, downward, upward, toward_zero, to_nearest_away (0..=4);
    // LLVM: TowardZero 0, NearestTiesToEven 1, TowardPositive 2, TowardNegative 3,
    // NearestTiesToAway 4.
    let llvm = match value {
        0 => 1,
        1 => 3,
        2 => 2,
        3 => 0,
        4 => 4,
        _ => return None,
    };
    Some(ctx.integer_attr(ctx.common().i64, llvm))
}

/// Term `IncludesBF16`: whether `-arith-expand` runs with `include-bf16` (its f32 <-> bf16
/// cast expansions apply only then).
pub fn includes_bf16(rw: &mut Rewriter<'_, '_>) -> bool {
    rw.tc.opts.arith_expand_bf16
}

/// Term `IncludesF8E8M0`: whether `-arith-expand` runs with `include-f8e8m0` (its
/// f8E8M0FNU cast expansions apply only then).
pub fn includes_f8e8m0(rw: &mut Rewriter<'_, '_>) -> bool {
    rw.tc.opts.arith_expand_f8e8m0
}

/// Term `FloatWidthVs32`: whether the width of the type's float elements is `"below"`,
/// `"at"` or `"above"` 32 bits (MLIR's f8E8M0FNU expansions go through f32, extending or
/// truncating the other side first).
pub fn float_width_vs32(rw: &mut Rewriter<'_, '_>, ty: Type, relation: &str) -> bool {
    let ctx = rw.ctx;
    let TypeData::Float(k) = ctx.type_data(ctx.element_type_or_self(ty)) else { return false };
    let ord = match relation {
        "below" => std::cmp::Ordering::Less,
        "at" => std::cmp::Ordering::Equal,
        "above" => std::cmp::Ordering::Greater,
        _ => return false,
    };
    k.width().cmp(&32) == ord
}

/// Term `FloatTypeLike`: the float type of this keyword with the shape of the type (a vector
/// of them for a vector, the scalar otherwise).
pub fn float_like(rw: &mut Rewriter<'_, '_>, ty: Type, keyword: &str) -> Option<Type> {
    let ctx = rw.ctx;
    let elem = ctx.intern_type(TypeData::Float(crate::ir::FloatKind::from_keyword(keyword)?));
    Some(match ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem })
        }
        _ => elem,
    })
}

/// Term `ElementFloatIs`: whether the type (or its elements) is the float type of this
/// keyword (`f32`, `bf16`).
pub fn element_float_is(rw: &mut Rewriter<'_, '_>, ty: Type, keyword: &str) -> bool {
    let ctx = rw.ctx;
    matches!(ctx.type_data(ctx.element_type_or_self(ty)), TypeData::Float(k) if k.keyword() == keyword)
}

/// Term `IntLike`: the signless integer type of this width with the shape of the type (a
/// vector of them for a vector, the scalar otherwise), what MLIR's bf16 expansions
/// bitcast to.
pub fn int_like(rw: &mut Rewriter<'_, '_>, ty: Type, width: i64) -> Option<Type> {
    let ctx = rw.ctx;
    let elem = ctx.integer_type(u32::try_from(width).ok()?);
    Some(match ctx.type_data(ty) {
        TypeData::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeData::Vector { shape: shape.clone(), scalable: scalable.clone(), elem })
        }
        _ => elem,
    })
}
