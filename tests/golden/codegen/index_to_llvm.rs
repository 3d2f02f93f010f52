// @generated from spec/conversion/index_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/index_to_llvm.td:N: term `ICmpPredicateOf`, (Attr) -> Attr?",
    I_CMP_PREDICATE_OF : fn (::descent::ir::Attribute) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_index::icmp_predicate_of
);
conversion::term!(
    " spec/conversion/index_to_llvm.td:N: term `IndexValueAs`, (Attr, Type) -> Attr?",
    INDEX_VALUE_AS : fn (::descent::ir::Attribute, ::descent::ir::Type) -> Option <
    ::descent::ir::Attribute > = ::descent::dialects::native::lower_index::index_value_as
);
/// `spec/conversion/index_to_llvm.td:N`: `index.add` to `llvm.add`.
pub fn lower_index_add(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.sub` to `llvm.sub`.
pub fn lower_index_sub(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.mul` to `llvm.mul`.
pub fn lower_index_mul(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::MulOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.divs` to `llvm.sdiv`.
pub fn lower_index_divs(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::SDivOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.divu` to `llvm.udiv`.
pub fn lower_index_divu(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::UDivOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.rems` to `llvm.srem`.
pub fn lower_index_rems(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::SRemOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.remu` to `llvm.urem`.
pub fn lower_index_remu(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::URemOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.maxs` to `llvm.intr.smax`.
pub fn lower_index_maxs(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::SMaxOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.maxu` to `llvm.intr.umax`.
pub fn lower_index_maxu(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::UMaxOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.mins` to `llvm.intr.smin`.
pub fn lower_index_mins(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::SMinOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.minu` to `llvm.intr.umin`.
pub fn lower_index_minu(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::UMinOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.shl` to `llvm.shl`.
pub fn lower_index_shl(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::ShlOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.shrs` to `llvm.ashr`.
pub fn lower_index_shrs(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::AShrOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.shru` to `llvm.lshr`.
pub fn lower_index_shru(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::LShrOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.and` to `llvm.and`.
pub fn lower_index_and(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.or` to `llvm.or`.
pub fn lower_index_or(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::OrOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.xor` to `llvm.xor`.
pub fn lower_index_xor(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let mut st1 = dialects::gen::llvm::XOrOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.bool.constant` to `llvm.mlir.constant`.
pub fn lower_index_bool_constant(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_value) = rw.body.attr(op, ctx.ident("value")) else { return false };
    let mut st1 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(v_value),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &["value"]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.constant` to `llvm.mlir.constant`.
pub fn lower_index_constant(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_value) = rw.body.attr(op, ctx.ident("value")) else { return false };
    let Some(t1) = dialects::gen::index_to_llvm::INDEX_VALUE_AS(
        rw,
        v_value,
        types[0usize],
    ) else { return false };
    let st2 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.sizeof` to `llvm.mlir.constant`.
pub fn lower_index_sizeof(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(t1) = dialects::gen::terms::INT_WIDTH_OF(rw, types[0usize]) else {
        return false
    };
    let t2 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], t1);
    let st3 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.cmp` to `llvm.icmp`.
pub fn lower_index_cmp(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_pred) = rw.body.attr(op, ctx.ident("pred")) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let Some(t1) = dialects::gen::index_to_llvm::I_CMP_PREDICATE_OF(rw, v_pred) else {
        return false
    };
    let st2 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_rhs,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.ceildivs` to `llvm.mlir.constant`, `llvm.icmp`, `llvm.select`, `llvm.add`, `llvm.sdiv`, `llvm.sub`, `llvm.and`.
pub fn lower_index_ceildivs(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_n) = rw.operand(op, 0usize) else { return false };
    let Some(v_m) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let st2 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v_zero = rw.insert_built_value(st2);
    let t4 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 1i64);
    let st5 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t4),
        types[0usize],
    );
    let v_one = rw.insert_built_value(st5);
    let t7 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], -1i64);
    let st8 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t7),
        types[0usize],
    );
    let v_minus_one = rw.insert_built_value(st8);
    let st10 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_m,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                4u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_m)),
    );
    let v_m_pos = rw.insert_built_value(st10);
    let st12 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_m_pos,
        v_minus_one,
        v_one,
        None,
        rw.value_type(v_minus_one),
    );
    let v_x = rw.insert_built_value(st12);
    let st14 = dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        v_n,
        v_x,
        None,
        rw.value_type(v_n),
    );
    let v16 = rw.insert_built_value(st14);
    let st17 = dialects::gen::llvm::SDivOp::build(
        ctx,
        rw.loc,
        v16,
        v_m,
        None,
        rw.value_type(v16),
    );
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        v19,
        v_one,
        None,
        rw.value_type(v19),
    );
    let v_pos = rw.insert_built_value(st20);
    let st22 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_n,
        None,
        rw.value_type(v_zero),
    );
    let v24 = rw.insert_built_value(st22);
    let st25 = dialects::gen::llvm::SDivOp::build(
        ctx,
        rw.loc,
        v24,
        v_m,
        None,
        rw.value_type(v24),
    );
    let v27 = rw.insert_built_value(st25);
    let st28 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_zero,
        v27,
        None,
        rw.value_type(v_zero),
    );
    let v_neg = rw.insert_built_value(st28);
    let st30 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_n,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                4u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_n)),
    );
    let v32 = rw.insert_built_value(st30);
    let st33 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v32,
        v_m_pos,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v32)),
    );
    let v_same_sign = rw.insert_built_value(st33);
    let st35 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_n,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_n)),
    );
    let v37 = rw.insert_built_value(st35);
    let st38 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_same_sign,
        v37,
        rw.value_type(v_same_sign),
    );
    let v40 = rw.insert_built_value(st38);
    let st41 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v40,
        v_pos,
        v_neg,
        None,
        types[0usize],
    );
    let v43 = rw.insert_built_value(st41);
    rw.replace_op(op, &[v43]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.ceildivu` to `llvm.mlir.constant`, `llvm.sub`, `llvm.udiv`, `llvm.add`, `llvm.icmp`, `llvm.select`.
pub fn lower_index_ceildivu(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_n) = rw.operand(op, 0usize) else { return false };
    let Some(v_m) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let st2 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v_zero = rw.insert_built_value(st2);
    let t4 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 1i64);
    let st5 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t4),
        types[0usize],
    );
    let v_one = rw.insert_built_value(st5);
    let st7 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_n,
        v_one,
        None,
        rw.value_type(v_n),
    );
    let v9 = rw.insert_built_value(st7);
    let st10 = dialects::gen::llvm::UDivOp::build(
        ctx,
        rw.loc,
        v9,
        v_m,
        None,
        rw.value_type(v9),
    );
    let v12 = rw.insert_built_value(st10);
    let st13 = dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        v12,
        v_one,
        None,
        rw.value_type(v12),
    );
    let v_plus_one = rw.insert_built_value(st13);
    let st15 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_n,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_n)),
    );
    let v17 = rw.insert_built_value(st15);
    let st18 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v17,
        v_zero,
        v_plus_one,
        None,
        types[0usize],
    );
    let v20 = rw.insert_built_value(st18);
    rw.replace_op(op, &[v20]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.floordivs` to `llvm.mlir.constant`, `llvm.icmp`, `llvm.select`, `llvm.sub`, `llvm.sdiv`, `llvm.and`.
pub fn lower_index_floordivs(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_n) = rw.operand(op, 0usize) else { return false };
    let Some(v_m) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let st2 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v_zero = rw.insert_built_value(st2);
    let t4 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 1i64);
    let st5 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t4),
        types[0usize],
    );
    let v_one = rw.insert_built_value(st5);
    let t7 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], -1i64);
    let st8 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t7),
        types[0usize],
    );
    let v_minus_one = rw.insert_built_value(st8);
    let st10 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_m,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_m)),
    );
    let v_m_neg = rw.insert_built_value(st10);
    let st12 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_m_neg,
        v_one,
        v_minus_one,
        None,
        rw.value_type(v_one),
    );
    let v_x = rw.insert_built_value(st12);
    let st14 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_x,
        v_n,
        None,
        rw.value_type(v_x),
    );
    let v16 = rw.insert_built_value(st14);
    let st17 = dialects::gen::llvm::SDivOp::build(
        ctx,
        rw.loc,
        v16,
        v_m,
        None,
        rw.value_type(v16),
    );
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_minus_one,
        v19,
        None,
        rw.value_type(v_minus_one),
    );
    let v_neg = rw.insert_built_value(st20);
    let st22 = dialects::gen::llvm::SDivOp::build(
        ctx,
        rw.loc,
        v_n,
        v_m,
        None,
        rw.value_type(v_n),
    );
    let v_pos = rw.insert_built_value(st22);
    let st24 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_n,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_n)),
    );
    let v26 = rw.insert_built_value(st24);
    let st27 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v26,
        v_m_neg,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v26)),
    );
    let v_signs_differ = rw.insert_built_value(st27);
    let st29 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_n,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_n)),
    );
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_signs_differ,
        v31,
        rw.value_type(v_signs_differ),
    );
    let v34 = rw.insert_built_value(st32);
    let st35 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v34,
        v_neg,
        v_pos,
        None,
        types[0usize],
    );
    let v37 = rw.insert_built_value(st35);
    rw.replace_op(op, &[v37]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.casts` to a value it already has.
pub fn lower_index_casts(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
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
/// `spec/conversion/index_to_llvm.td:N`: `index.casts` to `llvm.trunc`.
pub fn lower_index_casts_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, types[0usize], t1);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::llvm::TruncOp::build(
        ctx,
        rw.loc,
        v_in,
        None,
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.casts` to `llvm.sext`.
pub fn lower_index_casts_3(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::llvm::SExtOp::build(ctx, rw.loc, v_in, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.castu` to a value it already has.
pub fn lower_index_castu(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
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
/// `spec/conversion/index_to_llvm.td:N`: `index.castu` to `llvm.trunc`.
pub fn lower_index_castu_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, types[0usize], t1);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::llvm::TruncOp::build(
        ctx,
        rw.loc,
        v_in,
        None,
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/conversion/index_to_llvm.td:N`: `index.castu` to `llvm.zext`.
pub fn lower_index_castu_3(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::llvm::ZExtOp::build(ctx, rw.loc, v_in, None, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "index.add",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_add",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_index_add,
    },
    conversion::Pattern {
        root: "index.sub",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_sub",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_index_sub,
    },
    conversion::Pattern {
        root: "index.mul",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_mul",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_index_mul,
    },
    conversion::Pattern {
        root: "index.divs",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_divs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_index_divs,
    },
    conversion::Pattern {
        root: "index.divu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_divu",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_index_divu,
    },
    conversion::Pattern {
        root: "index.rems",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_rems",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_index_rems,
    },
    conversion::Pattern {
        root: "index.remu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_remu",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_index_remu,
    },
    conversion::Pattern {
        root: "index.maxs",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_maxs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_index_maxs,
    },
    conversion::Pattern {
        root: "index.maxu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_maxu",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_index_maxu,
    },
    conversion::Pattern {
        root: "index.mins",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_mins",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_index_mins,
    },
    conversion::Pattern {
        root: "index.minu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_minu",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_index_minu,
    },
    conversion::Pattern {
        root: "index.shl",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_shl",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_index_shl,
    },
    conversion::Pattern {
        root: "index.shrs",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_shrs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_index_shrs,
    },
    conversion::Pattern {
        root: "index.shru",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_shru",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_index_shru,
    },
    conversion::Pattern {
        root: "index.and",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_and",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_index_and,
    },
    conversion::Pattern {
        root: "index.or",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_or",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_index_or,
    },
    conversion::Pattern {
        root: "index.xor",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_xor",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_index_xor,
    },
    conversion::Pattern {
        root: "index.bool.constant",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_bool_constant",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_index_bool_constant,
    },
    conversion::Pattern {
        root: "index.constant",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_constant",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: lower_index_constant,
    },
    conversion::Pattern {
        root: "index.sizeof",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_sizeof",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: lower_index_sizeof,
    },
    conversion::Pattern {
        root: "index.cmp",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_cmp",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: lower_index_cmp,
    },
    conversion::Pattern {
        root: "index.ceildivs",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_ceildivs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: lower_index_ceildivs,
    },
    conversion::Pattern {
        root: "index.ceildivu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_ceildivu",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: lower_index_ceildivu,
    },
    conversion::Pattern {
        root: "index.floordivs",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_floordivs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: lower_index_floordivs,
    },
    conversion::Pattern {
        root: "index.casts",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_casts",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: lower_index_casts,
    },
    conversion::Pattern {
        root: "index.casts",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_casts_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: lower_index_casts_2,
    },
    conversion::Pattern {
        root: "index.casts",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_casts_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: lower_index_casts_3,
    },
    conversion::Pattern {
        root: "index.castu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_castu",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: lower_index_castu,
    },
    conversion::Pattern {
        root: "index.castu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_castu_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: lower_index_castu_2,
    },
    conversion::Pattern {
        root: "index.castu",
        dialect: "index",
        target: "llvm",
        also_targets: &[],
        name: "lower_index_castu_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/index_to_llvm.td",
            line: &dialects::gen::index_to_llvm::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: lower_index_castu_3,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 30usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
