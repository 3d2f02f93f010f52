//! Predicates the common constraints name with `Native "preds::..."`.

use crate::ir::{AttrData, Attribute, Context, Type, TypeData};

/// A ranked memref whose layout is strided (identity, `strided<...>`, or an affine map
/// MLIR can express as strides).
pub fn is_strided_memref(ctx: &Context, t: Type) -> bool {
    super::memref::is_strided_memref(ctx, t)
}

/// A dense elements attribute (`dense<...>`) of integer or index elements.
pub fn is_dense_int_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::DenseElements { ty, .. } => {
            let e = ctx.element_type_or_self(*ty);
            matches!(ctx.type_data(e), TypeData::Integer { .. } | TypeData::Index)
        }
        _ => false,
    }
}

fn int(ctx: &Context, a: Attribute) -> Option<i128> {
    ctx.int_value(a)
}

/// `IntPositive`: an integer attribute whose value is > 0.
pub fn int_attr_positive(ctx: &Context, a: Attribute) -> bool {
    int(ctx, a).is_some_and(|v| v > 0)
}

/// `IntPowerOf2`: an integer attribute whose value is a power of two > 0.
pub fn int_attr_power_of_two(ctx: &Context, a: Attribute) -> bool {
    int(ctx, a).is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
}

/// `IntNonNegative`: an integer attribute whose value is >= 0.
pub fn int_attr_non_negative(ctx: &Context, a: Attribute) -> bool {
    int(ctx, a).is_some_and(|v| v >= 0)
}

/// `IntMinValue<0>`: an integer attribute whose value is >= 0.
pub fn int_attr_min_0(ctx: &Context, a: Attribute) -> bool {
    int_attr_non_negative(ctx, a)
}

/// `IntMaxValue<3>`: an integer attribute whose value is <= 3.
pub fn int_attr_max_3(ctx: &Context, a: Attribute) -> bool {
    int(ctx, a).is_some_and(|v| v <= 3)
}
