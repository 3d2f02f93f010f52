//! The LLVM dialect's fold hooks and constant materializer, as MLIR's: `llvm.or`,
//! `llvm.shl` and `llvm.zext` of integer constants fold to `llvm.mlir.constant`.

use crate::ir::fold::{int_width, FoldInput, Folded, Int};
use crate::ir::{AttrData, Attribute, Context, OperationState, Type};

/// Registers the dialect's constant materializer (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "llvm", materialize_constant);
}

/// `LLVMDialect::materializeConstant` for integer and float values: an
/// `llvm.mlir.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OperationState> {
    match ctx.attr_data(value) {
        AttrData::Integer { .. } | AttrData::Bool(_) | AttrData::Float { .. } | AttrData::DenseElements { .. } => {
            Some(crate::dialects::gen::llvm::ConstantOp::build(ctx, loc, Some(value), ty))
        }
        _ => None,
    }
}

/// The scalar integer constant operand `i` (MLIR's folds take `IntegerAttr`s only).
fn scalar_int(cx: &FoldInput<'_>, i: usize) -> Option<Int> {
    let a = (*cx.consts.get(i)?)?;
    match cx.ctx().attr_data(a) {
        AttrData::Integer { .. } | AttrData::Bool(_) => cx.int(i),
        _ => None,
    }
}

/// `llvm.or` and `llvm.shl` of two integer constants (a shift by the width or more is
/// poison: not folded).
pub fn int_binary(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let (Some(a), Some(b)) = (scalar_int(cx, 0), scalar_int(cx, 1)) else { return Folded::None };
    let ty = cx.result_type();
    let v = match kind {
        "or" => a.with(a.bits | b.bits),
        "shl" => {
            if b.bits >= a.width as u128 {
                return Folded::None;
            }
            a.with(a.bits << b.bits)
        }
        _ => return Folded::None,
    };
    Folded::attr(cx.int_attr(ty, v))
}

/// `llvm.zext` of an integer constant.
pub fn zext(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let Some(a) = scalar_int(cx, 0) else { return Folded::None };
    let ty = cx.result_type();
    let Some(w) = int_width(cx.ctx(), ty) else { return Folded::None };
    Folded::attr(cx.int_attr(ty, Int { bits: a.bits, width: w }))
}
