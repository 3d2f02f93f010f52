// @generated from spec/conversion/arith_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/arith_to_llvm.td:22`: `arith.addi` to `llvm.add`.
#[allow(unused_variables)]
pub fn pattern_line22_0(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::AddOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_ovf
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["overflowFlags"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:23`: `arith.subi` to `llvm.sub`.
#[allow(unused_variables)]
pub fn pattern_line23_1(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::SubOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_ovf
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["overflowFlags"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:24`: `arith.muli` to `llvm.mul`.
#[allow(unused_variables)]
pub fn pattern_line24_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::MulOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_ovf
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["overflowFlags"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:25`: `arith.divui` to `llvm.udiv`.
#[allow(unused_variables)]
pub fn pattern_line25_3(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::UDivOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["isExact"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:26`: `arith.divsi` to `llvm.sdiv`.
#[allow(unused_variables)]
pub fn pattern_line26_4(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::SDivOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["isExact"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:27`: `arith.remui` to `llvm.urem`.
#[allow(unused_variables)]
pub fn pattern_line27_5(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::URemOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:28`: `arith.remsi` to `llvm.srem`.
#[allow(unused_variables)]
pub fn pattern_line28_6(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::SRemOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:29`: `arith.andi` to `llvm.and`.
#[allow(unused_variables)]
pub fn pattern_line29_7(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::AndOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:30`: `arith.ori` to `llvm.or`.
#[allow(unused_variables)]
pub fn pattern_line30_8(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::OrOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    None,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:31`: `arith.xori` to `llvm.xor`.
#[allow(unused_variables)]
pub fn pattern_line31_9(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::XOrOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:32`: `arith.shli` to `llvm.shl`.
#[allow(unused_variables)]
pub fn pattern_line32_10(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::ShlOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_ovf
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["overflowFlags"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:33`: `arith.shrui` to `llvm.lshr`.
#[allow(unused_variables)]
pub fn pattern_line33_11(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::LShrOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["isExact"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:34`: `arith.shrsi` to `llvm.ashr`.
#[allow(unused_variables)]
pub fn pattern_line34_12(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::AShrOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["isExact"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:35`: `arith.maxsi` to `llvm.intr.smax`.
#[allow(unused_variables)]
pub fn pattern_line35_13(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::SMaxOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:36`: `arith.maxui` to `llvm.intr.umax`.
#[allow(unused_variables)]
pub fn pattern_line36_14(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::UMaxOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:37`: `arith.minsi` to `llvm.intr.smin`.
#[allow(unused_variables)]
pub fn pattern_line37_15(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::SMinOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:38`: `arith.minui` to `llvm.intr.umin`.
#[allow(unused_variables)]
pub fn pattern_line38_16(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::UMinOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:41`: `arith.addf` to `llvm.fadd`.
#[allow(unused_variables)]
pub fn pattern_line41_17(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FAddOp::build(
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
/// `spec/conversion/arith_to_llvm.td:42`: `arith.subf` to `llvm.fsub`.
#[allow(unused_variables)]
pub fn pattern_line42_18(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FSubOp::build(
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
/// `spec/conversion/arith_to_llvm.td:43`: `arith.mulf` to `llvm.fmul`.
#[allow(unused_variables)]
pub fn pattern_line43_19(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FMulOp::build(
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
/// `spec/conversion/arith_to_llvm.td:44`: `arith.divf` to `llvm.fdiv`.
#[allow(unused_variables)]
pub fn pattern_line44_20(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FDivOp::build(
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
/// `spec/conversion/arith_to_llvm.td:45`: `arith.remf` to `llvm.frem`.
#[allow(unused_variables)]
pub fn pattern_line45_21(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FRemOp::build(
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
/// `spec/conversion/arith_to_llvm.td:46`: `arith.negf` to `llvm.fneg`.
#[allow(unused_variables)]
pub fn pattern_line46_22(
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
                let mut st = ::descent::dialects::gen::llvm::FNegOp::build(
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
/// `spec/conversion/arith_to_llvm.td:47`: `arith.maximumf` to `llvm.intr.maximum`.
#[allow(unused_variables)]
pub fn pattern_line47_23(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::MaximumOp::build(
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
/// `spec/conversion/arith_to_llvm.td:48`: `arith.minimumf` to `llvm.intr.minimum`.
#[allow(unused_variables)]
pub fn pattern_line48_24(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::MinimumOp::build(
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
/// `spec/conversion/arith_to_llvm.td:49`: `arith.maxnumf` to `llvm.intr.maxnum`.
#[allow(unused_variables)]
pub fn pattern_line49_25(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::MaxNumOp::build(
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
/// `spec/conversion/arith_to_llvm.td:50`: `arith.minnumf` to `llvm.intr.minnum`.
#[allow(unused_variables)]
pub fn pattern_line50_26(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm_intrinsics::MinNumOp::build(
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
/// `spec/conversion/arith_to_llvm.td:53`: `arith.extui` to `llvm.zext`.
#[allow(unused_variables)]
pub fn pattern_line53_27(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::ZExtOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    None,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:54`: `arith.extsi` to `llvm.sext`.
#[allow(unused_variables)]
pub fn pattern_line54_28(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::SExtOp::build(
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
/// `spec/conversion/arith_to_llvm.td:55`: `arith.extf` to `llvm.fpext`.
#[allow(unused_variables)]
pub fn pattern_line55_29(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FpExtOp::build(
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
/// `spec/conversion/arith_to_llvm.td:56`: `arith.trunci` to `llvm.trunc`.
#[allow(unused_variables)]
pub fn pattern_line56_30(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let b_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::TruncOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    b_ovf
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["overflowFlags"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:57`: `arith.uitofp` to `llvm.uitofp`.
#[allow(unused_variables)]
pub fn pattern_line57_31(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::UiToFpOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    None,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &[]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:58`: `arith.sitofp` to `llvm.sitofp`.
#[allow(unused_variables)]
pub fn pattern_line58_32(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::SiToFpOp::build(
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
/// `spec/conversion/arith_to_llvm.td:59`: `arith.fptoui` to `llvm.fptoui`.
#[allow(unused_variables)]
pub fn pattern_line59_33(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FpToUiOp::build(
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
/// `spec/conversion/arith_to_llvm.td:60`: `arith.fptosi` to `llvm.fptosi`.
#[allow(unused_variables)]
pub fn pattern_line60_34(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_in) = rw.operand(op, 0usize) else { return false };
    let operands: [::descent::ir::Value; 1usize] = [b_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FpToSiOp::build(
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
/// `spec/conversion/arith_to_llvm.td:63`: `arith.cmpi` to `llvm.icmp`.
#[allow(unused_variables)]
pub fn pattern_line63_35(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let b_pred = rw.body.attr(op, ctx.ident("predicate"));
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::ICmpOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_pred
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["predicate"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:64`: `arith.cmpf` to `llvm.fcmp`.
#[allow(unused_variables)]
pub fn pattern_line64_36(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let b_pred = rw.body.attr(op, ctx.ident("predicate"));
    let Some(b_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(b_rhs) = rw.operand(op, 1usize) else { return false };
    let b_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [::descent::ir::Value; 2usize] = [b_lhs, b_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::FCmpOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    b_pred
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                        )),
                    b_fm
                        .and_then(|a| ::descent::conversion::cast_enum(
                            ctx,
                            a,
                            &::descent::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st, &["predicate", "fastmath"]);
                Some(rw.insert_value(st))
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:66`: `arith.select` to `llvm.select`.
#[allow(unused_variables)]
pub fn pattern_line66_37(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(b_c) = rw.operand(op, 0usize) else { return false };
    let Some(b_t) = rw.operand(op, 1usize) else { return false };
    let Some(b_f) = rw.operand(op, 2usize) else { return false };
    let operands: [::descent::ir::Value; 3usize] = [b_c, b_t, b_f];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let mut st = ::descent::dialects::gen::llvm::SelectOp::build(
                    ctx,
                    rw.loc,
                    vals[0usize],
                    vals[1usize],
                    vals[2usize],
                    None,
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
        root: "arith.addi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line22_0",
        defined_at: "spec/conversion/arith_to_llvm.td:22",
        benefit: 1i32,
        apply: pattern_line22_0,
    },
    ::descent::conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line23_1",
        defined_at: "spec/conversion/arith_to_llvm.td:23",
        benefit: 1i32,
        apply: pattern_line23_1,
    },
    ::descent::conversion::Pattern {
        root: "arith.muli",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line24_2",
        defined_at: "spec/conversion/arith_to_llvm.td:24",
        benefit: 1i32,
        apply: pattern_line24_2,
    },
    ::descent::conversion::Pattern {
        root: "arith.divui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line25_3",
        defined_at: "spec/conversion/arith_to_llvm.td:25",
        benefit: 1i32,
        apply: pattern_line25_3,
    },
    ::descent::conversion::Pattern {
        root: "arith.divsi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line26_4",
        defined_at: "spec/conversion/arith_to_llvm.td:26",
        benefit: 1i32,
        apply: pattern_line26_4,
    },
    ::descent::conversion::Pattern {
        root: "arith.remui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line27_5",
        defined_at: "spec/conversion/arith_to_llvm.td:27",
        benefit: 1i32,
        apply: pattern_line27_5,
    },
    ::descent::conversion::Pattern {
        root: "arith.remsi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line28_6",
        defined_at: "spec/conversion/arith_to_llvm.td:28",
        benefit: 1i32,
        apply: pattern_line28_6,
    },
    ::descent::conversion::Pattern {
        root: "arith.andi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line29_7",
        defined_at: "spec/conversion/arith_to_llvm.td:29",
        benefit: 1i32,
        apply: pattern_line29_7,
    },
    ::descent::conversion::Pattern {
        root: "arith.ori",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line30_8",
        defined_at: "spec/conversion/arith_to_llvm.td:30",
        benefit: 1i32,
        apply: pattern_line30_8,
    },
    ::descent::conversion::Pattern {
        root: "arith.xori",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line31_9",
        defined_at: "spec/conversion/arith_to_llvm.td:31",
        benefit: 1i32,
        apply: pattern_line31_9,
    },
    ::descent::conversion::Pattern {
        root: "arith.shli",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line32_10",
        defined_at: "spec/conversion/arith_to_llvm.td:32",
        benefit: 1i32,
        apply: pattern_line32_10,
    },
    ::descent::conversion::Pattern {
        root: "arith.shrui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line33_11",
        defined_at: "spec/conversion/arith_to_llvm.td:33",
        benefit: 1i32,
        apply: pattern_line33_11,
    },
    ::descent::conversion::Pattern {
        root: "arith.shrsi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line34_12",
        defined_at: "spec/conversion/arith_to_llvm.td:34",
        benefit: 1i32,
        apply: pattern_line34_12,
    },
    ::descent::conversion::Pattern {
        root: "arith.maxsi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line35_13",
        defined_at: "spec/conversion/arith_to_llvm.td:35",
        benefit: 1i32,
        apply: pattern_line35_13,
    },
    ::descent::conversion::Pattern {
        root: "arith.maxui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line36_14",
        defined_at: "spec/conversion/arith_to_llvm.td:36",
        benefit: 1i32,
        apply: pattern_line36_14,
    },
    ::descent::conversion::Pattern {
        root: "arith.minsi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line37_15",
        defined_at: "spec/conversion/arith_to_llvm.td:37",
        benefit: 1i32,
        apply: pattern_line37_15,
    },
    ::descent::conversion::Pattern {
        root: "arith.minui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line38_16",
        defined_at: "spec/conversion/arith_to_llvm.td:38",
        benefit: 1i32,
        apply: pattern_line38_16,
    },
    ::descent::conversion::Pattern {
        root: "arith.addf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line41_17",
        defined_at: "spec/conversion/arith_to_llvm.td:41",
        benefit: 1i32,
        apply: pattern_line41_17,
    },
    ::descent::conversion::Pattern {
        root: "arith.subf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line42_18",
        defined_at: "spec/conversion/arith_to_llvm.td:42",
        benefit: 1i32,
        apply: pattern_line42_18,
    },
    ::descent::conversion::Pattern {
        root: "arith.mulf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line43_19",
        defined_at: "spec/conversion/arith_to_llvm.td:43",
        benefit: 1i32,
        apply: pattern_line43_19,
    },
    ::descent::conversion::Pattern {
        root: "arith.divf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line44_20",
        defined_at: "spec/conversion/arith_to_llvm.td:44",
        benefit: 1i32,
        apply: pattern_line44_20,
    },
    ::descent::conversion::Pattern {
        root: "arith.remf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line45_21",
        defined_at: "spec/conversion/arith_to_llvm.td:45",
        benefit: 1i32,
        apply: pattern_line45_21,
    },
    ::descent::conversion::Pattern {
        root: "arith.negf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line46_22",
        defined_at: "spec/conversion/arith_to_llvm.td:46",
        benefit: 1i32,
        apply: pattern_line46_22,
    },
    ::descent::conversion::Pattern {
        root: "arith.maximumf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line47_23",
        defined_at: "spec/conversion/arith_to_llvm.td:47",
        benefit: 1i32,
        apply: pattern_line47_23,
    },
    ::descent::conversion::Pattern {
        root: "arith.minimumf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line48_24",
        defined_at: "spec/conversion/arith_to_llvm.td:48",
        benefit: 1i32,
        apply: pattern_line48_24,
    },
    ::descent::conversion::Pattern {
        root: "arith.maxnumf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line49_25",
        defined_at: "spec/conversion/arith_to_llvm.td:49",
        benefit: 1i32,
        apply: pattern_line49_25,
    },
    ::descent::conversion::Pattern {
        root: "arith.minnumf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line50_26",
        defined_at: "spec/conversion/arith_to_llvm.td:50",
        benefit: 1i32,
        apply: pattern_line50_26,
    },
    ::descent::conversion::Pattern {
        root: "arith.extui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line53_27",
        defined_at: "spec/conversion/arith_to_llvm.td:53",
        benefit: 1i32,
        apply: pattern_line53_27,
    },
    ::descent::conversion::Pattern {
        root: "arith.extsi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line54_28",
        defined_at: "spec/conversion/arith_to_llvm.td:54",
        benefit: 1i32,
        apply: pattern_line54_28,
    },
    ::descent::conversion::Pattern {
        root: "arith.extf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line55_29",
        defined_at: "spec/conversion/arith_to_llvm.td:55",
        benefit: 1i32,
        apply: pattern_line55_29,
    },
    ::descent::conversion::Pattern {
        root: "arith.trunci",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line56_30",
        defined_at: "spec/conversion/arith_to_llvm.td:56",
        benefit: 1i32,
        apply: pattern_line56_30,
    },
    ::descent::conversion::Pattern {
        root: "arith.uitofp",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line57_31",
        defined_at: "spec/conversion/arith_to_llvm.td:57",
        benefit: 1i32,
        apply: pattern_line57_31,
    },
    ::descent::conversion::Pattern {
        root: "arith.sitofp",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line58_32",
        defined_at: "spec/conversion/arith_to_llvm.td:58",
        benefit: 1i32,
        apply: pattern_line58_32,
    },
    ::descent::conversion::Pattern {
        root: "arith.fptoui",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line59_33",
        defined_at: "spec/conversion/arith_to_llvm.td:59",
        benefit: 1i32,
        apply: pattern_line59_33,
    },
    ::descent::conversion::Pattern {
        root: "arith.fptosi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line60_34",
        defined_at: "spec/conversion/arith_to_llvm.td:60",
        benefit: 1i32,
        apply: pattern_line60_34,
    },
    ::descent::conversion::Pattern {
        root: "arith.cmpi",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line63_35",
        defined_at: "spec/conversion/arith_to_llvm.td:63",
        benefit: 1i32,
        apply: pattern_line63_35,
    },
    ::descent::conversion::Pattern {
        root: "arith.cmpf",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line64_36",
        defined_at: "spec/conversion/arith_to_llvm.td:64",
        benefit: 1i32,
        apply: pattern_line64_36,
    },
    ::descent::conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "llvm",
        name: "pattern_line66_37",
        defined_at: "spec/conversion/arith_to_llvm.td:66",
        benefit: 1i32,
        apply: pattern_line66_37,
    },
    ::descent::conversion::Pattern {
        root: "arith.constant",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::constant",
        defined_at: "spec/conversion/arith_to_llvm.td:71",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::constant,
    },
    ::descent::conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::truncf",
        defined_at: "spec/conversion/arith_to_llvm.td:72",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::truncf,
    },
    ::descent::conversion::Pattern {
        root: "arith.bitcast",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::bitcast",
        defined_at: "spec/conversion/arith_to_llvm.td:73",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::bitcast,
    },
    ::descent::conversion::Pattern {
        root: "arith.index_cast",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::index_cast",
        defined_at: "spec/conversion/arith_to_llvm.td:74",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::index_cast,
    },
    ::descent::conversion::Pattern {
        root: "arith.index_castui",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::index_castui",
        defined_at: "spec/conversion/arith_to_llvm.td:75",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::index_castui,
    },
    ::descent::conversion::Pattern {
        root: "arith.ceildivsi",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::ceildivsi",
        defined_at: "spec/conversion/arith_to_llvm.td:76",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::ceildivsi,
    },
    ::descent::conversion::Pattern {
        root: "arith.ceildivui",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::ceildivui",
        defined_at: "spec/conversion/arith_to_llvm.td:77",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::ceildivui,
    },
    ::descent::conversion::Pattern {
        root: "arith.floordivsi",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::floordivsi",
        defined_at: "spec/conversion/arith_to_llvm.td:78",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::floordivsi,
    },
    ::descent::conversion::Pattern {
        root: "arith.addui_extended",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::addui_extended",
        defined_at: "spec/conversion/arith_to_llvm.td:79",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::addui_extended,
    },
    ::descent::conversion::Pattern {
        root: "arith.mulsi_extended",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::mulsi_extended",
        defined_at: "spec/conversion/arith_to_llvm.td:80",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::mulsi_extended,
    },
    ::descent::conversion::Pattern {
        root: "arith.mului_extended",
        dialect: "arith",
        target: "llvm",
        name: "lower_arith::mului_extended",
        defined_at: "spec/conversion/arith_to_llvm.td:81",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_arith::mului_extended,
    },
];
