// @generated from spec/conversion/arith_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/arith_to_llvm.td:N: term `LLVMRoundingMode`, (Attr?) -> Attr?",
    LLVM_ROUNDING_MODE : fn (Option < ::descent::ir::Attribute >) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_arith::llvm_rounding_mode
);
/// `spec/conversion/arith_to_llvm.td:N`: `arith.addi` to `llvm.add`.
pub fn lower_arith_addi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::AddOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_ovf
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["overflowFlags"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.subi` to `llvm.sub`.
pub fn lower_arith_subi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::SubOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_ovf
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["overflowFlags"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.muli` to `llvm.mul`.
pub fn lower_arith_muli(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::MulOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_ovf
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["overflowFlags"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.divui` to `llvm.udiv`.
pub fn lower_arith_divui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::UDivOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["isExact"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.divsi` to `llvm.sdiv`.
pub fn lower_arith_divsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::SDivOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["isExact"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.remui` to `llvm.urem`.
pub fn lower_arith_remui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::URemOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.remsi` to `llvm.srem`.
pub fn lower_arith_remsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::SRemOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.andi` to `llvm.and`.
pub fn lower_arith_andi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::AndOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.ori` to `llvm.or`.
pub fn lower_arith_ori(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::OrOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    None,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.xori` to `llvm.xor`.
pub fn lower_arith_xori(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::XOrOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.shli` to `llvm.shl`.
pub fn lower_arith_shli(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::ShlOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_ovf
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["overflowFlags"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.shrui` to `llvm.lshr`.
pub fn lower_arith_shrui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::LShrOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["isExact"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.shrsi` to `llvm.ashr`.
pub fn lower_arith_shrsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_exact = rw.body.attr(op, ctx.ident("isExact"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::AShrOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    v_exact,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["isExact"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.maxsi` to `llvm.intr.smax`.
pub fn lower_arith_maxsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::SMaxOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.maxui` to `llvm.intr.umax`.
pub fn lower_arith_maxui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::UMaxOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.minsi` to `llvm.intr.smin`.
pub fn lower_arith_minsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::SMinOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.minui` to `llvm.intr.umin`.
pub fn lower_arith_minui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::UMinOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.addf` to `llvm.fadd`.
pub fn lower_arith_addf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::FAddOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.subf` to `llvm.fsub`.
pub fn lower_arith_subf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::FSubOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.mulf` to `llvm.fmul`.
pub fn lower_arith_mulf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::FMulOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.divf` to `llvm.fdiv`.
pub fn lower_arith_divf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::FDivOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.remf` to `llvm.frem`.
pub fn lower_arith_remf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::FRemOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.negf` to `llvm.fneg`.
pub fn lower_arith_negf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
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
                let mut st1 = dialects::gen::llvm::FNegOp::build(
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.maximumf` to `llvm.intr.maximum`.
pub fn lower_arith_maximumf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::MaximumOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.minimumf` to `llvm.intr.minimum`.
pub fn lower_arith_minimumf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::MinimumOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.maxnumf` to `llvm.intr.maxnum`.
pub fn lower_arith_maxnumf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::MaxNumOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.minnumf` to `llvm.intr.minnum`.
pub fn lower_arith_minnumf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm_intrinsics::MinNumOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.extui` to `llvm.zext`.
pub fn lower_arith_extui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::ZExtOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    None,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.extsi` to `llvm.sext`.
pub fn lower_arith_extsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::SExtOp::build(ctx, rw.loc, v_in, ty);
                rw.copy_attrs_except(op, &mut st1, &[]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.extf` to `llvm.fpext`.
pub fn lower_arith_extf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::FpExtOp::build(ctx, rw.loc, v_in, ty);
                rw.copy_attrs_except(op, &mut st1, &[]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.trunci` to `llvm.trunc`.
pub fn lower_arith_trunci(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::TruncOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    v_ovf
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["overflowFlags"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.uitofp` to `llvm.uitofp`.
pub fn lower_arith_uitofp(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::UiToFpOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    None,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.sitofp` to `llvm.sitofp`.
pub fn lower_arith_sitofp(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::SiToFpOp::build(
                    ctx,
                    rw.loc,
                    v_in,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.fptoui` to `llvm.fptoui`.
pub fn lower_arith_fptoui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::FpToUiOp::build(
                    ctx,
                    rw.loc,
                    v_in,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.fptosi` to `llvm.fptosi`.
pub fn lower_arith_fptosi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st1 = dialects::gen::llvm::FpToSiOp::build(
                    ctx,
                    rw.loc,
                    v_in,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.cmpi` to `llvm.icmp`.
pub fn lower_arith_cmpi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::ICmpOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    conversion::cast_enum(
                        ctx,
                        v_pred,
                        &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                    ),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["predicate"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.cmpf` to `llvm.fcmp`.
pub fn lower_arith_cmpf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let operands: [ir::Value; 2usize] = [v_lhs, v_rhs];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_lhs = vals[0usize];
                let v_rhs = vals[1usize];
                let mut st1 = dialects::gen::llvm::FCmpOp::build(
                    ctx,
                    rw.loc,
                    v_lhs,
                    v_rhs,
                    conversion::cast_enum(
                        ctx,
                        v_pred,
                        &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                    ),
                    v_fm
                        .and_then(|a| conversion::cast_enum(
                            ctx,
                            a,
                            &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
                        )),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st1, &["predicate", "fastmath"]);
                let v3 = rw.insert_built_value(st1);
                Some(v3)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.select` to `llvm.select`.
pub fn lower_arith_select(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_c) = rw.operand(op, 0usize) else { return false };
    let Some(v_t) = rw.operand(op, 1usize) else { return false };
    let Some(v_f) = rw.operand(op, 2usize) else { return false };
    let operands: [ir::Value; 3usize] = [v_c, v_t, v_f];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_c = vals[0usize];
                let v_t = vals[1usize];
                let v_f = vals[2usize];
                let mut st1 = dialects::gen::llvm::SelectOp::build(
                    ctx,
                    rw.loc,
                    v_c,
                    v_t,
                    v_f,
                    None,
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
/// `spec/conversion/arith_to_llvm.td:N`: `arith.constant` to `llvm.mlir.constant`.
pub fn lower_arith_constant(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_value) = rw.body.attr(op, ctx.ident("value")) else { return false };
    let st1 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(v_value),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.index_cast` to a value it already has.
pub fn lower_arith_index_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::SAME_INT_WIDTH(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_in]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.index_cast` to `llvm.trunc`.
pub fn lower_arith_index_cast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, types[0usize], t1);
    if !(t2) {
        return false;
    }
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let st3 = dialects::gen::llvm::TruncOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    None,
                    ty,
                );
                let v5 = rw.insert_built_value(st3);
                Some(v5)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.index_cast` to `llvm.sext`.
pub fn lower_arith_index_cast_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let st3 = dialects::gen::llvm::SExtOp::build(ctx, rw.loc, v_in, ty);
                let v5 = rw.insert_built_value(st3);
                Some(v5)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.index_castui` to a value it already has.
pub fn lower_arith_index_castui(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::SAME_INT_WIDTH(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_in]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.index_castui` to `llvm.trunc`.
pub fn lower_arith_index_castui_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, types[0usize], t1);
    if !(t2) {
        return false;
    }
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let st3 = dialects::gen::llvm::TruncOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    None,
                    ty,
                );
                let v5 = rw.insert_built_value(st3);
                Some(v5)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.index_castui` to `llvm.zext`.
pub fn lower_arith_index_castui_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let st3 = dialects::gen::llvm::ZExtOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    None,
                    ty,
                );
                let v5 = rw.insert_built_value(st3);
                Some(v5)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.bitcast` to a value it already has.
pub fn lower_arith_bitcast(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::SAME_TYPE(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_in]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.bitcast` to `llvm.bitcast`.
pub fn lower_arith_bitcast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_STRUCT(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let st2 = dialects::gen::llvm::BitcastOp::build(ctx, rw.loc, v_in, ty);
                let v4 = rw.insert_built_value(st2);
                Some(v4)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.ceildivsi` to `arith.constant`, `arith.divsi`, `arith.muli`, `arith.cmpi`, `arith.andi`, `arith.addi`, `arith.select`.
pub fn lower_arith_ceildivsi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v_zero = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 1i64);
    let Some(ty6) = ctx.attr_type(t5) else { return false };
    let st7 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t5), ty6);
    let v_one = rw.insert_built_value(st7);
    let st9 = dialects::gen::arith::DivSiOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        None,
        rw.value_type(v_a),
    );
    let v_q = rw.insert_built_value(st9);
    let st11 = dialects::gen::arith::MulIOp::build(
        ctx,
        rw.loc,
        v_q,
        v_b,
        None,
        rw.value_type(v_q),
    );
    let v13 = rw.insert_built_value(st11);
    let st14 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v13,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v_inexact = rw.insert_built_value(st14);
    let st16 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v18 = rw.insert_built_value(st16);
    let st19 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_b,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_b)),
    );
    let v21 = rw.insert_built_value(st19);
    let st22 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v18,
        v21,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v18)),
    );
    let v_same_sign = rw.insert_built_value(st22);
    let st24 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_inexact,
        v_same_sign,
        rw.value_type(v_inexact),
    );
    let v26 = rw.insert_built_value(st24);
    let st27 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_q,
        v_one,
        None,
        rw.value_type(v_q),
    );
    let v29 = rw.insert_built_value(st27);
    let st30 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v26,
        v29,
        v_q,
        types[0usize],
    );
    let v32 = rw.insert_built_value(st30);
    rw.replace_op(op, &[v32]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.floordivsi` to `arith.divsi`, `arith.muli`, `arith.cmpi`, `arith.constant`, `arith.andi`, `arith.addi`, `arith.select`.
pub fn lower_arith_floordivsi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::arith::DivSiOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        None,
        rw.value_type(v_a),
    );
    let v_q = rw.insert_built_value(st1);
    let st3 = dialects::gen::arith::MulIOp::build(
        ctx,
        rw.loc,
        v_q,
        v_b,
        None,
        rw.value_type(v_q),
    );
    let v5 = rw.insert_built_value(st3);
    let st6 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v5,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v_inexact = rw.insert_built_value(st6);
    let t8 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let Some(ty9) = ctx.attr_type(t8) else { return false };
    let st10 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t8), ty9);
    let v_zero = rw.insert_built_value(st10);
    let st12 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_b,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_b)),
    );
    let v17 = rw.insert_built_value(st15);
    let st18 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v14,
        v17,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v14)),
    );
    let v_signs_differ = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_inexact,
        v_signs_differ,
        rw.value_type(v_inexact),
    );
    let v_adjust = rw.insert_built_value(st20);
    let t22 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], -1i64);
    let Some(ty23) = ctx.attr_type(t22) else { return false };
    let st24 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t22), ty23);
    let v26 = rw.insert_built_value(st24);
    let st27 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_q,
        v26,
        None,
        rw.value_type(v_q),
    );
    let v29 = rw.insert_built_value(st27);
    let st30 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_adjust,
        v29,
        v_q,
        types[0usize],
    );
    let v32 = rw.insert_built_value(st30);
    rw.replace_op(op, &[v32]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.ceildivui` to `arith.constant`, `arith.cmpi`, `arith.subi`, `arith.divui`, `arith.addi`, `arith.select`.
pub fn lower_arith_ceildivui(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v_zero = rw.insert_built_value(st3);
    let st5 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v_is_zero = rw.insert_built_value(st5);
    let t7 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 1i64);
    let Some(ty8) = ctx.attr_type(t7) else { return false };
    let st9 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t7), ty8);
    let v_one = rw.insert_built_value(st9);
    let st11 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_one,
        None,
        rw.value_type(v_a),
    );
    let v13 = rw.insert_built_value(st11);
    let st14 = dialects::gen::arith::DivUiOp::build(
        ctx,
        rw.loc,
        v13,
        v_b,
        None,
        rw.value_type(v13),
    );
    let v16 = rw.insert_built_value(st14);
    let st17 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v16,
        v_one,
        None,
        rw.value_type(v16),
    );
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_zero,
        v19,
        types[0usize],
    );
    let v22 = rw.insert_built_value(st20);
    rw.replace_op(op, &[v22]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.addui_extended` to `llvm.intr.uadd.with.overflow`, `llvm.extractvalue`.
pub fn lower_arith_addui_extended(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[1usize]);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::terms::STRUCT_OF(rw, types[0usize], types[1usize]);
    let st4 = dialects::gen::llvm_intrinsics::UAddWithOverflowOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        t3,
    );
    let v_s = rw.insert_built_value(st4);
    let st6 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_s,
        Some(ctx.dense_i64_array(&[0i64])),
        types[0usize],
    );
    let v8 = rw.insert_built_value(st6);
    let st9 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_s,
        Some(ctx.dense_i64_array(&[1i64])),
        types[1usize],
    );
    let v11 = rw.insert_built_value(st9);
    rw.replace_op(op, &[v8, v11]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.mulsi_extended` to `llvm.sext`, `llvm.mul`, `llvm.trunc`, `llvm.mlir.constant`, `llvm.lshr`.
pub fn lower_arith_mulsi_extended(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[1usize]);
    if !(!(t2)) {
        return false;
    }
    let Some(t3) = dialects::gen::terms::DOUBLE_WIDTH(rw, types[0usize]) else {
        return false
    };
    let st4 = dialects::gen::llvm::SExtOp::build(ctx, rw.loc, v_a, t3);
    let v_wa = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::terms::DOUBLE_WIDTH(rw, types[0usize]) else {
        return false
    };
    let st7 = dialects::gen::llvm::SExtOp::build(ctx, rw.loc, v_b, t6);
    let v_wb = rw.insert_built_value(st7);
    let st9 = dialects::gen::llvm::MulOp::build(
        ctx,
        rw.loc,
        v_wa,
        v_wb,
        None,
        rw.value_type(v_wa),
    );
    let v_product = rw.insert_built_value(st9);
    let st11 = dialects::gen::llvm::TruncOp::build(
        ctx,
        rw.loc,
        v_product,
        None,
        types[0usize],
    );
    let v_low = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_product);
    let Some(t14) = dialects::gen::terms::INT_WIDTH_OF(rw, types[0usize]) else {
        return false
    };
    let t15 = dialects::gen::terms::INT_ATTR_OF(rw, t13, t14);
    let t16 = dialects::gen::terms::TYPE_OF(rw, v_product);
    let st17 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t15), t16);
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::llvm::LShrOp::build(
        ctx,
        rw.loc,
        v_product,
        v19,
        None,
        rw.value_type(v_product),
    );
    let v_shifted = rw.insert_built_value(st20);
    let st22 = dialects::gen::llvm::TruncOp::build(
        ctx,
        rw.loc,
        v_shifted,
        None,
        types[1usize],
    );
    let v24 = rw.insert_built_value(st22);
    rw.replace_op(op, &[v_low, v24]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.mului_extended` to `llvm.zext`, `llvm.mul`, `llvm.trunc`, `llvm.mlir.constant`, `llvm.lshr`.
pub fn lower_arith_mului_extended(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[0usize]);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::IS_LLVM_ARRAY(rw, types[1usize]);
    if !(!(t2)) {
        return false;
    }
    let Some(t3) = dialects::gen::terms::DOUBLE_WIDTH(rw, types[0usize]) else {
        return false
    };
    let st4 = dialects::gen::llvm::ZExtOp::build(ctx, rw.loc, v_a, None, t3);
    let v_wa = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::terms::DOUBLE_WIDTH(rw, types[0usize]) else {
        return false
    };
    let st7 = dialects::gen::llvm::ZExtOp::build(ctx, rw.loc, v_b, None, t6);
    let v_wb = rw.insert_built_value(st7);
    let st9 = dialects::gen::llvm::MulOp::build(
        ctx,
        rw.loc,
        v_wa,
        v_wb,
        None,
        rw.value_type(v_wa),
    );
    let v_product = rw.insert_built_value(st9);
    let st11 = dialects::gen::llvm::TruncOp::build(
        ctx,
        rw.loc,
        v_product,
        None,
        types[0usize],
    );
    let v_low = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_product);
    let Some(t14) = dialects::gen::terms::INT_WIDTH_OF(rw, types[0usize]) else {
        return false
    };
    let t15 = dialects::gen::terms::INT_ATTR_OF(rw, t13, t14);
    let t16 = dialects::gen::terms::TYPE_OF(rw, v_product);
    let st17 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t15), t16);
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::llvm::LShrOp::build(
        ctx,
        rw.loc,
        v_product,
        v19,
        None,
        rw.value_type(v_product),
    );
    let v_shifted = rw.insert_built_value(st20);
    let st22 = dialects::gen::llvm::TruncOp::build(
        ctx,
        rw.loc,
        v_shifted,
        None,
        types[1usize],
    );
    let v24 = rw.insert_built_value(st22);
    rw.replace_op(op, &[v_low, v24]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.truncf` to `llvm.intr.experimental.constrained.fptrunc`.
pub fn lower_arith_truncf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let v_mode = rw.body.attr(op, ctx.ident("roundingmode"));
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let Some(t1) = dialects::gen::arith_to_llvm::LLVM_ROUNDING_MODE(
                    rw,
                    v_mode,
                ) else { return None };
                let mut st2 = dialects::gen::llvm_intrinsics::ConstrainedFpTruncIntr::build(
                    ctx,
                    rw.loc,
                    v_in,
                    Some(t1),
                    Some(
                        conversion::enum_value_attr(
                            ctx,
                            &dialects::gen::llvm_enums::LLVM_FP_EXCEPTION_BEHAVIOR_ATTR_ENUM,
                            0u64,
                        ),
                    ),
                    ty,
                );
                rw.copy_attrs_except(op, &mut st2, &["roundingmode"]);
                let v4 = rw.insert_built_value(st2);
                Some(v4)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// `spec/conversion/arith_to_llvm.td:N`: `arith.truncf` to `llvm.fptrunc`.
pub fn lower_arith_truncf_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.has_unsupported_float(op) {
        return false;
    }
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let v_mode = rw.body.attr(op, ctx.ident("roundingmode"));
    let t1 = dialects::gen::terms::PRESENT(rw, v_mode);
    if !(!(t1)) {
        return false;
    }
    let operands: [ir::Value; 1usize] = [v_in];
    let Some(v) = rw
        .elementwise(
            &operands,
            types[0],
            &mut |rw, vals, ty| {
                let v_in = vals[0usize];
                let mut st2 = dialects::gen::llvm::FpTruncOp::build(
                    ctx,
                    rw.loc,
                    v_in,
                    ty,
                );
                rw.copy_attrs_except(op, &mut st2, &["roundingmode"]);
                let v4 = rw.insert_built_value(st2);
                Some(v4)
            },
        ) else { return false };
    rw.replace_op(op, &[v]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_addi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_arith_addi,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_subi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_arith_subi,
    },
    conversion::Pattern {
        root: "arith.muli",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_muli",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_arith_muli,
    },
    conversion::Pattern {
        root: "arith.divui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_divui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_arith_divui,
    },
    conversion::Pattern {
        root: "arith.divsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_divsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_arith_divsi,
    },
    conversion::Pattern {
        root: "arith.remui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_remui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_arith_remui,
    },
    conversion::Pattern {
        root: "arith.remsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_remsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_arith_remsi,
    },
    conversion::Pattern {
        root: "arith.andi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_andi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_arith_andi,
    },
    conversion::Pattern {
        root: "arith.ori",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_ori",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_arith_ori,
    },
    conversion::Pattern {
        root: "arith.xori",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_xori",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_arith_xori,
    },
    conversion::Pattern {
        root: "arith.shli",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_shli",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_arith_shli,
    },
    conversion::Pattern {
        root: "arith.shrui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_shrui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_arith_shrui,
    },
    conversion::Pattern {
        root: "arith.shrsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_shrsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_arith_shrsi,
    },
    conversion::Pattern {
        root: "arith.maxsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_maxsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_arith_maxsi,
    },
    conversion::Pattern {
        root: "arith.maxui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_maxui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_arith_maxui,
    },
    conversion::Pattern {
        root: "arith.minsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_minsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_arith_minsi,
    },
    conversion::Pattern {
        root: "arith.minui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_minui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_arith_minui,
    },
    conversion::Pattern {
        root: "arith.addf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_addf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_arith_addf,
    },
    conversion::Pattern {
        root: "arith.subf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_subf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: lower_arith_subf,
    },
    conversion::Pattern {
        root: "arith.mulf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_mulf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: lower_arith_mulf,
    },
    conversion::Pattern {
        root: "arith.divf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_divf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: lower_arith_divf,
    },
    conversion::Pattern {
        root: "arith.remf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_remf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: lower_arith_remf,
    },
    conversion::Pattern {
        root: "arith.negf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_negf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: lower_arith_negf,
    },
    conversion::Pattern {
        root: "arith.maximumf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_maximumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: lower_arith_maximumf,
    },
    conversion::Pattern {
        root: "arith.minimumf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_minimumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: lower_arith_minimumf,
    },
    conversion::Pattern {
        root: "arith.maxnumf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_maxnumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: lower_arith_maxnumf,
    },
    conversion::Pattern {
        root: "arith.minnumf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_minnumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: lower_arith_minnumf,
    },
    conversion::Pattern {
        root: "arith.extui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_extui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: lower_arith_extui,
    },
    conversion::Pattern {
        root: "arith.extsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_extsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: lower_arith_extsi,
    },
    conversion::Pattern {
        root: "arith.extf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_extf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: lower_arith_extf,
    },
    conversion::Pattern {
        root: "arith.trunci",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_trunci",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: lower_arith_trunci,
    },
    conversion::Pattern {
        root: "arith.uitofp",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_uitofp",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: lower_arith_uitofp,
    },
    conversion::Pattern {
        root: "arith.sitofp",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_sitofp",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: lower_arith_sitofp,
    },
    conversion::Pattern {
        root: "arith.fptoui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_fptoui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: lower_arith_fptoui,
    },
    conversion::Pattern {
        root: "arith.fptosi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_fptosi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: lower_arith_fptosi,
    },
    conversion::Pattern {
        root: "arith.cmpi",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_cmpi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: lower_arith_cmpi,
    },
    conversion::Pattern {
        root: "arith.cmpf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_cmpf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[36usize],
        },
        benefit: 1i32,
        apply: lower_arith_cmpf,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_select",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[37usize],
        },
        benefit: 1i32,
        apply: lower_arith_select,
    },
    conversion::Pattern {
        root: "arith.constant",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_constant",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[38usize],
        },
        benefit: 1i32,
        apply: lower_arith_constant,
    },
    conversion::Pattern {
        root: "arith.index_cast",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_index_cast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[39usize],
        },
        benefit: 1i32,
        apply: lower_arith_index_cast,
    },
    conversion::Pattern {
        root: "arith.index_cast",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_index_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[40usize],
        },
        benefit: 1i32,
        apply: lower_arith_index_cast_2,
    },
    conversion::Pattern {
        root: "arith.index_cast",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_index_cast_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[41usize],
        },
        benefit: 1i32,
        apply: lower_arith_index_cast_3,
    },
    conversion::Pattern {
        root: "arith.index_castui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_index_castui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[42usize],
        },
        benefit: 1i32,
        apply: lower_arith_index_castui,
    },
    conversion::Pattern {
        root: "arith.index_castui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_index_castui_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[43usize],
        },
        benefit: 1i32,
        apply: lower_arith_index_castui_2,
    },
    conversion::Pattern {
        root: "arith.index_castui",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_index_castui_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[44usize],
        },
        benefit: 1i32,
        apply: lower_arith_index_castui_3,
    },
    conversion::Pattern {
        root: "arith.bitcast",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_bitcast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[45usize],
        },
        benefit: 1i32,
        apply: lower_arith_bitcast,
    },
    conversion::Pattern {
        root: "arith.bitcast",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_bitcast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[46usize],
        },
        benefit: 1i32,
        apply: lower_arith_bitcast_2,
    },
    conversion::Pattern {
        root: "arith.ceildivsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &["arith"],
        name: "lower_arith_ceildivsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[47usize],
        },
        benefit: 1i32,
        apply: lower_arith_ceildivsi,
    },
    conversion::Pattern {
        root: "arith.floordivsi",
        dialect: "arith",
        target: "llvm",
        also_targets: &["arith"],
        name: "lower_arith_floordivsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[48usize],
        },
        benefit: 1i32,
        apply: lower_arith_floordivsi,
    },
    conversion::Pattern {
        root: "arith.ceildivui",
        dialect: "arith",
        target: "llvm",
        also_targets: &["arith"],
        name: "lower_arith_ceildivui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[49usize],
        },
        benefit: 1i32,
        apply: lower_arith_ceildivui,
    },
    conversion::Pattern {
        root: "arith.addui_extended",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_addui_extended",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[50usize],
        },
        benefit: 1i32,
        apply: lower_arith_addui_extended,
    },
    conversion::Pattern {
        root: "arith.mulsi_extended",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_mulsi_extended",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[51usize],
        },
        benefit: 1i32,
        apply: lower_arith_mulsi_extended,
    },
    conversion::Pattern {
        root: "arith.mului_extended",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_mului_extended",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[52usize],
        },
        benefit: 1i32,
        apply: lower_arith_mului_extended,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_truncf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[53usize],
        },
        benefit: 1i32,
        apply: lower_arith_truncf,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "llvm",
        also_targets: &[],
        name: "lower_arith_truncf_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_to_llvm.td",
            line: &dialects::gen::arith_to_llvm::__spec_lines::LINES[54usize],
        },
        benefit: 1i32,
        apply: lower_arith_truncf_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 55usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32,
    ];
}
