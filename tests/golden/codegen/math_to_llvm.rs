// @generated from spec/conversion/math_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/math_to_llvm.td:N`: `math.absf` to `llvm.intr.fabs`.
pub fn lower_math_absf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::FAbsOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.ceil` to `llvm.intr.ceil`.
pub fn lower_math_ceil(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::FCeilOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.floor` to `llvm.intr.floor`.
pub fn lower_math_floor(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::FFloorOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.trunc` to `llvm.intr.trunc`.
pub fn lower_math_trunc(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::FTruncOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.round` to `llvm.intr.round`.
pub fn lower_math_round(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::RoundOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.roundeven` to `llvm.intr.roundeven`.
pub fn lower_math_roundeven(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::RoundEvenOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.sqrt` to `llvm.intr.sqrt`.
pub fn lower_math_sqrt(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::SqrtOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.exp` to `llvm.intr.exp`.
pub fn lower_math_exp(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::ExpOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.exp2` to `llvm.intr.exp2`.
pub fn lower_math_exp2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::Exp2Op::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.log` to `llvm.intr.log`.
pub fn lower_math_log(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::LogOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.log2` to `llvm.intr.log2`.
pub fn lower_math_log2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::Log2Op::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.log10` to `llvm.intr.log10`.
pub fn lower_math_log10(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::Log10Op::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.sin` to `llvm.intr.sin`.
pub fn lower_math_sin(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::SinOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.cos` to `llvm.intr.cos`.
pub fn lower_math_cos(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::CosOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.tan` to `llvm.intr.tan`.
pub fn lower_math_tan(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::TanOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.asin` to `llvm.intr.asin`.
pub fn lower_math_asin(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::ASinOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.acos` to `llvm.intr.acos`.
pub fn lower_math_acos(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::ACosOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.atan` to `llvm.intr.atan`.
pub fn lower_math_atan(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::ATanOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.sinh` to `llvm.intr.sinh`.
pub fn lower_math_sinh(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::SinhOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.cosh` to `llvm.intr.cosh`.
pub fn lower_math_cosh(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::CoshOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.tanh` to `llvm.intr.tanh`.
pub fn lower_math_tanh(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::TanhOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.copysign` to `llvm.intr.copysign`.
pub fn lower_math_copysign(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_a, v_b];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_a = vals[0usize];
                let v_b = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::CopySignOp::build(
                    ctx,
                    rw.loc,
                    v_a,
                    v_b,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.powf` to `llvm.intr.pow`.
pub fn lower_math_powf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_a, v_b];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_a = vals[0usize];
                let v_b = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::PowOp::build(
                    ctx,
                    rw.loc,
                    v_a,
                    v_b,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.atan2` to `llvm.intr.atan2`.
pub fn lower_math_atan2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_a, v_b];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_a = vals[0usize];
                let v_b = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::ATan2Op::build(
                    ctx,
                    rw.loc,
                    v_a,
                    v_b,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.fma` to `llvm.intr.fma`.
pub fn lower_math_fma(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let Some(v_c) = rw.operand(op, 2usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 3usize] = [v_a, v_b, v_c];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_a = vals[0usize];
                let v_b = vals[1usize];
                let v_c = vals[2usize];
                let mut st1 = dialects::gen::llvm_intrinsics::FmaOp::build(
                    ctx,
                    rw.loc,
                    v_a,
                    v_b,
                    v_c,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.fpowi` to `llvm.intr.powi`.
pub fn lower_math_fpowi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let Some(v_n) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_x, v_n];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let v_n = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::PowIOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_n,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.ctpop` to `llvm.intr.ctpop`.
pub fn lower_math_ctpop(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let mut st1 = dialects::gen::llvm_intrinsics::CtPopOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &[]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.absi` to `llvm.intr.abs`.
pub fn lower_math_absi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::llvm_intrinsics::AbsOp::build(
        ctx,
        rw.loc,
        v_x,
        Some(ctx.bool_attr(false)),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.ctlz` to `llvm.intr.ctlz`.
pub fn lower_math_ctlz(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::llvm_intrinsics::CountLeadingZerosOp::build(
        ctx,
        rw.loc,
        v_x,
        Some(ctx.bool_attr(false)),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.cttz` to `llvm.intr.cttz`.
pub fn lower_math_cttz(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::llvm_intrinsics::CountTrailingZerosOp::build(
        ctx,
        rw.loc,
        v_x,
        Some(ctx.bool_attr(false)),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.isnan` to `llvm.intr.is.fpclass`.
pub fn lower_math_isnan(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let st1 = dialects::gen::llvm_intrinsics::IsFpClassOp::build(
        ctx,
        rw.loc,
        v_x,
        Some(ctx.integer_attr(ctx.integer_type(32u32), 3i128)),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.isfinite` to `llvm.intr.is.fpclass`.
pub fn lower_math_isfinite(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let st1 = dialects::gen::llvm_intrinsics::IsFpClassOp::build(
        ctx,
        rw.loc,
        v_x,
        Some(ctx.integer_attr(ctx.integer_type(32u32), 504i128)),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.expm1` to `llvm.mlir.constant`, `llvm.intr.exp`, `llvm.fsub`.
pub fn lower_math_expm1(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let Some(t1) = dialects::gen::terms::FLOAT_VALUE_OF(rw, ty, 1i64) else {
                    return None
                };
                let st2 = dialects::gen::llvm::ConstantOp::build(
                    ctx,
                    rw.loc,
                    Some(t1),
                    ty,
                );
                let v_one = rw.insert_built_value(st2);
                let mut st4 = dialects::gen::llvm_intrinsics::ExpOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    rw.value_type(v_x),
                );
                rw.copy_attrs_except(op, &mut st4, &["fastmath"]);
                let v6 = rw.insert_built_value(st4);
                let mut st7 = dialects::gen::llvm::FSubOp::build(
                    ctx,
                    rw.loc,
                    v6,
                    v_one,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st7, &["fastmath"]);
                let v9 = rw.insert_built_value(st7);
                Some(v9)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.log1p` to `llvm.mlir.constant`, `llvm.fadd`, `llvm.intr.log`.
pub fn lower_math_log1p(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let Some(t1) = dialects::gen::terms::FLOAT_VALUE_OF(rw, ty, 1i64) else {
                    return None
                };
                let st2 = dialects::gen::llvm::ConstantOp::build(
                    ctx,
                    rw.loc,
                    Some(t1),
                    ty,
                );
                let v_one = rw.insert_built_value(st2);
                let mut st4 = dialects::gen::llvm::FAddOp::build(
                    ctx,
                    rw.loc,
                    v_one,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    rw.value_type(v_one),
                );
                rw.copy_attrs_except(op, &mut st4, &["fastmath"]);
                let v6 = rw.insert_built_value(st4);
                let mut st7 = dialects::gen::llvm_intrinsics::LogOp::build(
                    ctx,
                    rw.loc,
                    v6,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st7, &["fastmath"]);
                let v9 = rw.insert_built_value(st7);
                Some(v9)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.rsqrt` to `llvm.mlir.constant`, `llvm.intr.sqrt`, `llvm.fdiv`.
pub fn lower_math_rsqrt(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 1usize] = [v_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_x = vals[0usize];
                let Some(t1) = dialects::gen::terms::FLOAT_VALUE_OF(rw, ty, 1i64) else {
                    return None
                };
                let st2 = dialects::gen::llvm::ConstantOp::build(
                    ctx,
                    rw.loc,
                    Some(t1),
                    ty,
                );
                let v_one = rw.insert_built_value(st2);
                let mut st4 = dialects::gen::llvm_intrinsics::SqrtOp::build(
                    ctx,
                    rw.loc,
                    v_x,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    rw.value_type(v_x),
                );
                rw.copy_attrs_except(op, &mut st4, &["fastmath"]);
                let v6 = rw.insert_built_value(st4);
                let mut st7 = dialects::gen::llvm::FDivOp::build(
                    ctx,
                    rw.loc,
                    v_one,
                    v6,
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st7, &["fastmath"]);
                let v9 = rw.insert_built_value(st7);
                Some(v9)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:N`: `math.sincos` to `llvm.intr.sincos`, `llvm.extractvalue`.
pub fn lower_math_sincos(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::STRUCT_OF(rw, types[0usize], types[1usize]);
    let mut st2 = dialects::gen::llvm_intrinsics::SincosOp::build(
        ctx,
        rw.loc,
        v_x,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        t1,
    );
    rw.copy_attrs_except(op, &mut st2, &["fastmath"]);
    let v_both = rw.insert_built_value(st2);
    let st4 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_both,
        Some(ctx.dense_i64_array(&[0i64])),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_both,
        Some(ctx.dense_i64_array(&[1i64])),
        types[1usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v6, v9]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "math.absf",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_absf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_math_absf,
    },
    conversion::Pattern {
        root: "math.ceil",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_ceil",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_math_ceil,
    },
    conversion::Pattern {
        root: "math.floor",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_floor",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_math_floor,
    },
    conversion::Pattern {
        root: "math.trunc",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_trunc",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_math_trunc,
    },
    conversion::Pattern {
        root: "math.round",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_round",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_math_round,
    },
    conversion::Pattern {
        root: "math.roundeven",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_roundeven",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_math_roundeven,
    },
    conversion::Pattern {
        root: "math.sqrt",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_sqrt",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_math_sqrt,
    },
    conversion::Pattern {
        root: "math.exp",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_exp",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_math_exp,
    },
    conversion::Pattern {
        root: "math.exp2",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_exp2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_math_exp2,
    },
    conversion::Pattern {
        root: "math.log",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_log",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_math_log,
    },
    conversion::Pattern {
        root: "math.log2",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_log2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_math_log2,
    },
    conversion::Pattern {
        root: "math.log10",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_log10",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_math_log10,
    },
    conversion::Pattern {
        root: "math.sin",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_sin",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_math_sin,
    },
    conversion::Pattern {
        root: "math.cos",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_cos",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_math_cos,
    },
    conversion::Pattern {
        root: "math.tan",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_tan",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_math_tan,
    },
    conversion::Pattern {
        root: "math.asin",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_asin",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_math_asin,
    },
    conversion::Pattern {
        root: "math.acos",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_acos",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_math_acos,
    },
    conversion::Pattern {
        root: "math.atan",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_atan",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_math_atan,
    },
    conversion::Pattern {
        root: "math.sinh",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_sinh",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: lower_math_sinh,
    },
    conversion::Pattern {
        root: "math.cosh",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_cosh",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: lower_math_cosh,
    },
    conversion::Pattern {
        root: "math.tanh",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_tanh",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: lower_math_tanh,
    },
    conversion::Pattern {
        root: "math.copysign",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_copysign",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: lower_math_copysign,
    },
    conversion::Pattern {
        root: "math.powf",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_powf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: lower_math_powf,
    },
    conversion::Pattern {
        root: "math.atan2",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_atan2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: lower_math_atan2,
    },
    conversion::Pattern {
        root: "math.fma",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_fma",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: lower_math_fma,
    },
    conversion::Pattern {
        root: "math.fpowi",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_fpowi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: lower_math_fpowi,
    },
    conversion::Pattern {
        root: "math.ctpop",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_ctpop",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: lower_math_ctpop,
    },
    conversion::Pattern {
        root: "math.absi",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_absi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: lower_math_absi,
    },
    conversion::Pattern {
        root: "math.ctlz",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_ctlz",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: lower_math_ctlz,
    },
    conversion::Pattern {
        root: "math.cttz",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_cttz",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: lower_math_cttz,
    },
    conversion::Pattern {
        root: "math.isnan",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_isnan",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: lower_math_isnan,
    },
    conversion::Pattern {
        root: "math.isfinite",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_isfinite",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: lower_math_isfinite,
    },
    conversion::Pattern {
        root: "math.expm1",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_expm1",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: lower_math_expm1,
    },
    conversion::Pattern {
        root: "math.log1p",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_log1p",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: lower_math_log1p,
    },
    conversion::Pattern {
        root: "math.rsqrt",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_rsqrt",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: lower_math_rsqrt,
    },
    conversion::Pattern {
        root: "math.sincos",
        dialect: "math",
        target: "llvm",
        also_targets: &[],
        name: "lower_math_sincos",
        defined_at: ir::SpecPos {
            file: "spec/conversion/math_to_llvm.td",
            line: &dialects::gen::math_to_llvm::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: lower_math_sincos,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 36usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32,
    ];
}
