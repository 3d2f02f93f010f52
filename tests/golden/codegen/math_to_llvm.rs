// @generated from spec/conversion/math_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/math_to_llvm.td:29`: `math.absf` to `llvm.intr.fabs`.
#[allow(unused_variables)]
pub fn pattern_line29_0(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::FAbsOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:30`: `math.ceil` to `llvm.intr.ceil`.
#[allow(unused_variables)]
pub fn pattern_line30_1(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::FCeilOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:31`: `math.floor` to `llvm.intr.floor`.
#[allow(unused_variables)]
pub fn pattern_line31_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::FFloorOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:32`: `math.trunc` to `llvm.intr.trunc`.
#[allow(unused_variables)]
pub fn pattern_line32_3(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::FTruncOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:33`: `math.round` to `llvm.intr.round`.
#[allow(unused_variables)]
pub fn pattern_line33_4(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::RoundOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:34`: `math.roundeven` to `llvm.intr.roundeven`.
#[allow(unused_variables)]
pub fn pattern_line34_5(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::RoundEvenOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:35`: `math.sqrt` to `llvm.intr.sqrt`.
#[allow(unused_variables)]
pub fn pattern_line35_6(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::SqrtOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:36`: `math.exp` to `llvm.intr.exp`.
#[allow(unused_variables)]
pub fn pattern_line36_7(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::ExpOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:37`: `math.exp2` to `llvm.intr.exp2`.
#[allow(unused_variables)]
pub fn pattern_line37_8(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::Exp2Op::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:38`: `math.log` to `llvm.intr.log`.
#[allow(unused_variables)]
pub fn pattern_line38_9(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::LogOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:39`: `math.log2` to `llvm.intr.log2`.
#[allow(unused_variables)]
pub fn pattern_line39_10(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::Log2Op::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:40`: `math.log10` to `llvm.intr.log10`.
#[allow(unused_variables)]
pub fn pattern_line40_11(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::Log10Op::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:41`: `math.sin` to `llvm.intr.sin`.
#[allow(unused_variables)]
pub fn pattern_line41_12(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::SinOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:42`: `math.cos` to `llvm.intr.cos`.
#[allow(unused_variables)]
pub fn pattern_line42_13(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::CosOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:43`: `math.tan` to `llvm.intr.tan`.
#[allow(unused_variables)]
pub fn pattern_line43_14(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::TanOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:44`: `math.asin` to `llvm.intr.asin`.
#[allow(unused_variables)]
pub fn pattern_line44_15(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::ASinOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:45`: `math.acos` to `llvm.intr.acos`.
#[allow(unused_variables)]
pub fn pattern_line45_16(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::ACosOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:46`: `math.atan` to `llvm.intr.atan`.
#[allow(unused_variables)]
pub fn pattern_line46_17(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::ATanOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:47`: `math.sinh` to `llvm.intr.sinh`.
#[allow(unused_variables)]
pub fn pattern_line47_18(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::SinhOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:48`: `math.cosh` to `llvm.intr.cosh`.
#[allow(unused_variables)]
pub fn pattern_line48_19(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::CoshOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:49`: `math.tanh` to `llvm.intr.tanh`.
#[allow(unused_variables)]
pub fn pattern_line49_20(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::TanhOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:50`: `math.copysign` to `llvm.intr.copysign`.
#[allow(unused_variables)]
pub fn pattern_line50_21(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_a) = rw.operand(op, 0usize) else { return false };
    let Some(b_b) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_a, b_b];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::CopySignOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:51`: `math.powf` to `llvm.intr.pow`.
#[allow(unused_variables)]
pub fn pattern_line51_22(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_a) = rw.operand(op, 0usize) else { return false };
    let Some(b_b) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_a, b_b];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::PowOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:52`: `math.atan2` to `llvm.intr.atan2`.
#[allow(unused_variables)]
pub fn pattern_line52_23(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_a) = rw.operand(op, 0usize) else { return false };
    let Some(b_b) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_a, b_b];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::ATan2Op::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:53`: `math.fma` to `llvm.intr.fma`.
#[allow(unused_variables)]
pub fn pattern_line53_24(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_a) = rw.operand(op, 0usize) else { return false };
    let Some(b_b) = rw.operand(op, 1usize) else { return false };
    let Some(b_c) = rw.operand(op, 2usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 3usize] = [b_a, b_b, b_c];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::FmaOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    vals[2usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:56`: `math.fpowi` to `llvm.intr.powi`.
#[allow(unused_variables)]
pub fn pattern_line56_25(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let Some(b_n) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_x, b_n];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::PowIOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/math_to_llvm.td:59`: `math.ctpop` to `llvm.intr.ctpop`.
#[allow(unused_variables)]
pub fn pattern_line59_26(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_x) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_x];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::CtPopOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "math.absf",
        dialect: "math",
        target: "llvm",
        name: "pattern_line29_0",
        defined_at: "spec/conversion/math_to_llvm.td:29",
        benefit: 1i32,
        apply: pattern_line29_0,
    },
    ::descent::conversion::Pattern {
        root: "math.ceil",
        dialect: "math",
        target: "llvm",
        name: "pattern_line30_1",
        defined_at: "spec/conversion/math_to_llvm.td:30",
        benefit: 1i32,
        apply: pattern_line30_1,
    },
    ::descent::conversion::Pattern {
        root: "math.floor",
        dialect: "math",
        target: "llvm",
        name: "pattern_line31_2",
        defined_at: "spec/conversion/math_to_llvm.td:31",
        benefit: 1i32,
        apply: pattern_line31_2,
    },
    ::descent::conversion::Pattern {
        root: "math.trunc",
        dialect: "math",
        target: "llvm",
        name: "pattern_line32_3",
        defined_at: "spec/conversion/math_to_llvm.td:32",
        benefit: 1i32,
        apply: pattern_line32_3,
    },
    ::descent::conversion::Pattern {
        root: "math.round",
        dialect: "math",
        target: "llvm",
        name: "pattern_line33_4",
        defined_at: "spec/conversion/math_to_llvm.td:33",
        benefit: 1i32,
        apply: pattern_line33_4,
    },
    ::descent::conversion::Pattern {
        root: "math.roundeven",
        dialect: "math",
        target: "llvm",
        name: "pattern_line34_5",
        defined_at: "spec/conversion/math_to_llvm.td:34",
        benefit: 1i32,
        apply: pattern_line34_5,
    },
    ::descent::conversion::Pattern {
        root: "math.sqrt",
        dialect: "math",
        target: "llvm",
        name: "pattern_line35_6",
        defined_at: "spec/conversion/math_to_llvm.td:35",
        benefit: 1i32,
        apply: pattern_line35_6,
    },
    ::descent::conversion::Pattern {
        root: "math.exp",
        dialect: "math",
        target: "llvm",
        name: "pattern_line36_7",
        defined_at: "spec/conversion/math_to_llvm.td:36",
        benefit: 1i32,
        apply: pattern_line36_7,
    },
    ::descent::conversion::Pattern {
        root: "math.exp2",
        dialect: "math",
        target: "llvm",
        name: "pattern_line37_8",
        defined_at: "spec/conversion/math_to_llvm.td:37",
        benefit: 1i32,
        apply: pattern_line37_8,
    },
    ::descent::conversion::Pattern {
        root: "math.log",
        dialect: "math",
        target: "llvm",
        name: "pattern_line38_9",
        defined_at: "spec/conversion/math_to_llvm.td:38",
        benefit: 1i32,
        apply: pattern_line38_9,
    },
    ::descent::conversion::Pattern {
        root: "math.log2",
        dialect: "math",
        target: "llvm",
        name: "pattern_line39_10",
        defined_at: "spec/conversion/math_to_llvm.td:39",
        benefit: 1i32,
        apply: pattern_line39_10,
    },
    ::descent::conversion::Pattern {
        root: "math.log10",
        dialect: "math",
        target: "llvm",
        name: "pattern_line40_11",
        defined_at: "spec/conversion/math_to_llvm.td:40",
        benefit: 1i32,
        apply: pattern_line40_11,
    },
    ::descent::conversion::Pattern {
        root: "math.sin",
        dialect: "math",
        target: "llvm",
        name: "pattern_line41_12",
        defined_at: "spec/conversion/math_to_llvm.td:41",
        benefit: 1i32,
        apply: pattern_line41_12,
    },
    ::descent::conversion::Pattern {
        root: "math.cos",
        dialect: "math",
        target: "llvm",
        name: "pattern_line42_13",
        defined_at: "spec/conversion/math_to_llvm.td:42",
        benefit: 1i32,
        apply: pattern_line42_13,
    },
    ::descent::conversion::Pattern {
        root: "math.tan",
        dialect: "math",
        target: "llvm",
        name: "pattern_line43_14",
        defined_at: "spec/conversion/math_to_llvm.td:43",
        benefit: 1i32,
        apply: pattern_line43_14,
    },
    ::descent::conversion::Pattern {
        root: "math.asin",
        dialect: "math",
        target: "llvm",
        name: "pattern_line44_15",
        defined_at: "spec/conversion/math_to_llvm.td:44",
        benefit: 1i32,
        apply: pattern_line44_15,
    },
    ::descent::conversion::Pattern {
        root: "math.acos",
        dialect: "math",
        target: "llvm",
        name: "pattern_line45_16",
        defined_at: "spec/conversion/math_to_llvm.td:45",
        benefit: 1i32,
        apply: pattern_line45_16,
    },
    ::descent::conversion::Pattern {
        root: "math.atan",
        dialect: "math",
        target: "llvm",
        name: "pattern_line46_17",
        defined_at: "spec/conversion/math_to_llvm.td:46",
        benefit: 1i32,
        apply: pattern_line46_17,
    },
    ::descent::conversion::Pattern {
        root: "math.sinh",
        dialect: "math",
        target: "llvm",
        name: "pattern_line47_18",
        defined_at: "spec/conversion/math_to_llvm.td:47",
        benefit: 1i32,
        apply: pattern_line47_18,
    },
    ::descent::conversion::Pattern {
        root: "math.cosh",
        dialect: "math",
        target: "llvm",
        name: "pattern_line48_19",
        defined_at: "spec/conversion/math_to_llvm.td:48",
        benefit: 1i32,
        apply: pattern_line48_19,
    },
    ::descent::conversion::Pattern {
        root: "math.tanh",
        dialect: "math",
        target: "llvm",
        name: "pattern_line49_20",
        defined_at: "spec/conversion/math_to_llvm.td:49",
        benefit: 1i32,
        apply: pattern_line49_20,
    },
    ::descent::conversion::Pattern {
        root: "math.copysign",
        dialect: "math",
        target: "llvm",
        name: "pattern_line50_21",
        defined_at: "spec/conversion/math_to_llvm.td:50",
        benefit: 1i32,
        apply: pattern_line50_21,
    },
    ::descent::conversion::Pattern {
        root: "math.powf",
        dialect: "math",
        target: "llvm",
        name: "pattern_line51_22",
        defined_at: "spec/conversion/math_to_llvm.td:51",
        benefit: 1i32,
        apply: pattern_line51_22,
    },
    ::descent::conversion::Pattern {
        root: "math.atan2",
        dialect: "math",
        target: "llvm",
        name: "pattern_line52_23",
        defined_at: "spec/conversion/math_to_llvm.td:52",
        benefit: 1i32,
        apply: pattern_line52_23,
    },
    ::descent::conversion::Pattern {
        root: "math.fma",
        dialect: "math",
        target: "llvm",
        name: "pattern_line53_24",
        defined_at: "spec/conversion/math_to_llvm.td:53",
        benefit: 1i32,
        apply: pattern_line53_24,
    },
    ::descent::conversion::Pattern {
        root: "math.fpowi",
        dialect: "math",
        target: "llvm",
        name: "pattern_line56_25",
        defined_at: "spec/conversion/math_to_llvm.td:56",
        benefit: 1i32,
        apply: pattern_line56_25,
    },
    ::descent::conversion::Pattern {
        root: "math.ctpop",
        dialect: "math",
        target: "llvm",
        name: "pattern_line59_26",
        defined_at: "spec/conversion/math_to_llvm.td:59",
        benefit: 1i32,
        apply: pattern_line59_26,
    },
    ::descent::conversion::Pattern {
        root: "math.absi",
        dialect: "math",
        target: "llvm",
        name: "lower_math::absi",
        defined_at: "spec/conversion/math_to_llvm.td:62",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::absi,
    },
    ::descent::conversion::Pattern {
        root: "math.ctlz",
        dialect: "math",
        target: "llvm",
        name: "lower_math::ctlz",
        defined_at: "spec/conversion/math_to_llvm.td:63",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::ctlz,
    },
    ::descent::conversion::Pattern {
        root: "math.cttz",
        dialect: "math",
        target: "llvm",
        name: "lower_math::cttz",
        defined_at: "spec/conversion/math_to_llvm.td:64",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::cttz,
    },
    ::descent::conversion::Pattern {
        root: "math.isnan",
        dialect: "math",
        target: "llvm",
        name: "lower_math::isnan",
        defined_at: "spec/conversion/math_to_llvm.td:65",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::isnan,
    },
    ::descent::conversion::Pattern {
        root: "math.isfinite",
        dialect: "math",
        target: "llvm",
        name: "lower_math::isfinite",
        defined_at: "spec/conversion/math_to_llvm.td:66",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::isfinite,
    },
    ::descent::conversion::Pattern {
        root: "math.expm1",
        dialect: "math",
        target: "llvm",
        name: "lower_math::expm1",
        defined_at: "spec/conversion/math_to_llvm.td:67",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::expm1,
    },
    ::descent::conversion::Pattern {
        root: "math.log1p",
        dialect: "math",
        target: "llvm",
        name: "lower_math::log1p",
        defined_at: "spec/conversion/math_to_llvm.td:68",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::log1p,
    },
    ::descent::conversion::Pattern {
        root: "math.rsqrt",
        dialect: "math",
        target: "llvm",
        name: "lower_math::rsqrt",
        defined_at: "spec/conversion/math_to_llvm.td:69",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::rsqrt,
    },
    ::descent::conversion::Pattern {
        root: "math.sincos",
        dialect: "math",
        target: "llvm",
        name: "lower_math::sincos",
        defined_at: "spec/conversion/math_to_llvm.td:70",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_math::sincos,
    },
];
