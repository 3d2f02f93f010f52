// @generated from spec/conversion/complex_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/complex_to_llvm.td:N`: `complex.create` to `llvm.mlir.poison`, `llvm.insertvalue`.
pub fn lower_complex_create(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_real) = rw.operand(op, 0usize) else { return false };
    let Some(v_imaginary) = rw.operand(op, 1usize) else { return false };
    let st1 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_result = rw.insert_built_value(st1);
    let st3 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_result,
        v_real,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_result),
    );
    let v_with_re = rw.insert_built_value(st3);
    let st5 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_re,
        v_imaginary,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.re` to `llvm.extractvalue`.
pub fn lower_complex_re(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_complex) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_complex,
        Some(ctx.dense_i64_array(&[0i64])),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.im` to `llvm.extractvalue`.
pub fn lower_complex_im(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_complex) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_complex,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.constant` to `llvm.mlir.constant`.
pub fn lower_complex_constant(
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
/// `spec/conversion/complex_to_llvm.td:N`: `complex.abs` to `llvm.extractvalue`, `llvm.fmul`, `llvm.fadd`, `llvm.intr.sqrt`.
pub fn lower_complex_abs(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_complex) = rw.operand(op, 0usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_complex,
        Some(ctx.dense_i64_array(&[0i64])),
        types[0usize],
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_complex,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_re,
        v_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_re),
    );
    let v7 = rw.insert_built_value(st5);
    let st8 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_im,
        v_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_im),
    );
    let v10 = rw.insert_built_value(st8);
    let st11 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v7,
        v10,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v7),
    );
    let v13 = rw.insert_built_value(st11);
    let st14 = dialects::gen::llvm_intrinsics::SqrtOp::build(
        ctx,
        rw.loc,
        v13,
        None,
        types[0usize],
    );
    let v16 = rw.insert_built_value(st14);
    rw.replace_op(op, &[v16]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.add` to `llvm.extractvalue`, `llvm.mlir.poison`, `llvm.fadd`, `llvm.insertvalue`.
pub fn lower_complex_add(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t2) = dialects::gen::terms::FIELD_TYPE(rw, t1, 0i64) else { return false };
    let st3 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t2,
    );
    let v_lhs_re = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 1i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t6,
    );
    let v_lhs_im = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t10) = dialects::gen::terms::FIELD_TYPE(rw, t9, 0i64) else { return false };
    let st11 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t10,
    );
    let v_rhs_re = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t14) = dialects::gen::terms::FIELD_TYPE(rw, t13, 1i64) else {
        return false
    };
    let st15 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t14,
    );
    let v_rhs_im = rw.insert_built_value(st15);
    let st17 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_result = rw.insert_built_value(st17);
    let st19 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v_re = rw.insert_built_value(st19);
    let st21 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v_im = rw.insert_built_value(st21);
    let st23 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_result,
        v_re,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_result),
    );
    let v_with_re = rw.insert_built_value(st23);
    let st25 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_re,
        v_im,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v27 = rw.insert_built_value(st25);
    rw.replace_op(op, &[v27]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.sub` to `llvm.extractvalue`, `llvm.mlir.poison`, `llvm.fsub`, `llvm.insertvalue`.
pub fn lower_complex_sub(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t2) = dialects::gen::terms::FIELD_TYPE(rw, t1, 0i64) else { return false };
    let st3 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t2,
    );
    let v_lhs_re = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 1i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t6,
    );
    let v_lhs_im = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t10) = dialects::gen::terms::FIELD_TYPE(rw, t9, 0i64) else { return false };
    let st11 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t10,
    );
    let v_rhs_re = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t14) = dialects::gen::terms::FIELD_TYPE(rw, t13, 1i64) else {
        return false
    };
    let st15 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t14,
    );
    let v_rhs_im = rw.insert_built_value(st15);
    let st17 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_result = rw.insert_built_value(st17);
    let st19 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v_re = rw.insert_built_value(st19);
    let st21 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v_im = rw.insert_built_value(st21);
    let st23 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_result,
        v_re,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_result),
    );
    let v_with_re = rw.insert_built_value(st23);
    let st25 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_re,
        v_im,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v27 = rw.insert_built_value(st25);
    rw.replace_op(op, &[v27]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.mul` to `llvm.extractvalue`, `llvm.mlir.poison`, `llvm.fmul`, `llvm.fsub`, `llvm.fadd`, `llvm.insertvalue`.
pub fn lower_complex_mul(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t2) = dialects::gen::terms::FIELD_TYPE(rw, t1, 0i64) else { return false };
    let st3 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t2,
    );
    let v_lhs_re = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 1i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t6,
    );
    let v_lhs_im = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t10) = dialects::gen::terms::FIELD_TYPE(rw, t9, 0i64) else { return false };
    let st11 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t10,
    );
    let v_rhs_re = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t14) = dialects::gen::terms::FIELD_TYPE(rw, t13, 1i64) else {
        return false
    };
    let st15 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t14,
    );
    let v_rhs_im = rw.insert_built_value(st15);
    let st17 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_result = rw.insert_built_value(st17);
    let st19 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_lhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_re),
    );
    let v21 = rw.insert_built_value(st19);
    let st22 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_lhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_im),
    );
    let v24 = rw.insert_built_value(st22);
    let st25 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v21,
        v24,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v21),
    );
    let v_re = rw.insert_built_value(st25);
    let st27 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v29 = rw.insert_built_value(st27);
    let st30 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v32 = rw.insert_built_value(st30);
    let st33 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v29,
        v32,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v29),
    );
    let v_im = rw.insert_built_value(st33);
    let st35 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_result,
        v_re,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_result),
    );
    let v_with_re = rw.insert_built_value(st35);
    let st37 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_re,
        v_im,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v39 = rw.insert_built_value(st37);
    rw.replace_op(op, &[v39]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.div` to `llvm.extractvalue`, `llvm.mlir.poison`, `llvm.fmul`, `llvm.fadd`, `llvm.fsub`, `llvm.fdiv`, `llvm.insertvalue`.
pub fn lower_complex_div(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::COMPLEX_RANGE_IS(rw, "improved");
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t3) = dialects::gen::terms::FIELD_TYPE(rw, t2, 0i64) else { return false };
    let st4 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t3,
    );
    let v_lhs_re = rw.insert_built_value(st4);
    let t6 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t7) = dialects::gen::terms::FIELD_TYPE(rw, t6, 1i64) else { return false };
    let st8 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t7,
    );
    let v_lhs_im = rw.insert_built_value(st8);
    let t10 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t11) = dialects::gen::terms::FIELD_TYPE(rw, t10, 0i64) else {
        return false
    };
    let st12 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t11,
    );
    let v_rhs_re = rw.insert_built_value(st12);
    let t14 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t15) = dialects::gen::terms::FIELD_TYPE(rw, t14, 1i64) else {
        return false
    };
    let st16 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t15,
    );
    let v_rhs_im = rw.insert_built_value(st16);
    let st18 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_result = rw.insert_built_value(st18);
    let st20 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_re),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_im),
    );
    let v25 = rw.insert_built_value(st23);
    let st26 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v22,
        v25,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v22),
    );
    let v_sq_norm = rw.insert_built_value(st26);
    let st28 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v30 = rw.insert_built_value(st28);
    let st31 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v33 = rw.insert_built_value(st31);
    let st34 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v30,
        v33,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v30),
    );
    let v_re_num = rw.insert_built_value(st34);
    let st36 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v38 = rw.insert_built_value(st36);
    let st39 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v41 = rw.insert_built_value(st39);
    let st42 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v38,
        v41,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v38),
    );
    let v_im_num = rw.insert_built_value(st42);
    let st44 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v_re_num,
        v_sq_norm,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_re_num),
    );
    let v_re = rw.insert_built_value(st44);
    let st46 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v_im_num,
        v_sq_norm,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_im_num),
    );
    let v_im = rw.insert_built_value(st46);
    let st48 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_result,
        v_re,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_result),
    );
    let v_with_re = rw.insert_built_value(st48);
    let st50 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_re,
        v_im,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v52 = rw.insert_built_value(st50);
    rw.replace_op(op, &[v52]);
    true
}
/// `spec/conversion/complex_to_llvm.td:N`: `complex.div` to `llvm.extractvalue`, `llvm.mlir.poison`, `llvm.fdiv`, `llvm.fmul`, `llvm.fadd`, `llvm.fsub`, `llvm.mlir.constant`, `llvm.intr.fabs`, `llvm.fcmp`, `llvm.or`, `llvm.and`, `llvm.intr.copysign`, `llvm.select`, `llvm.insertvalue`.
pub fn lower_complex_div_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_lhs) = rw.operand(op, 0usize) else { return false };
    let Some(v_rhs) = rw.operand(op, 1usize) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::COMPLEX_RANGE_IS(rw, "improved");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t3) = dialects::gen::terms::FIELD_TYPE(rw, t2, 0i64) else { return false };
    let st4 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t3,
    );
    let v_lhs_re = rw.insert_built_value(st4);
    let t6 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(t7) = dialects::gen::terms::FIELD_TYPE(rw, t6, 1i64) else { return false };
    let st8 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_lhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t7,
    );
    let v_lhs_im = rw.insert_built_value(st8);
    let t10 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t11) = dialects::gen::terms::FIELD_TYPE(rw, t10, 0i64) else {
        return false
    };
    let st12 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[0i64])),
        t11,
    );
    let v_rhs_re = rw.insert_built_value(st12);
    let t14 = dialects::gen::terms::TYPE_OF(rw, v_rhs);
    let Some(t15) = dialects::gen::terms::FIELD_TYPE(rw, t14, 1i64) else {
        return false
    };
    let st16 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_rhs,
        Some(ctx.dense_i64_array(&[1i64])),
        t15,
    );
    let v_rhs_im = rw.insert_built_value(st16);
    let st18 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_result = rw.insert_built_value(st18);
    let st20 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_re),
    );
    let v_ratio1 = rw.insert_built_value(st20);
    let st22 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_ratio1,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_ratio1),
    );
    let v24 = rw.insert_built_value(st22);
    let st25 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v24,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_im),
    );
    let v_denom1 = rw.insert_built_value(st25);
    let st27 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_ratio1,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v29 = rw.insert_built_value(st27);
    let st30 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v29,
        v_lhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v29),
    );
    let v32 = rw.insert_built_value(st30);
    let st33 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v32,
        v_denom1,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v32),
    );
    let v_re1 = rw.insert_built_value(st33);
    let st35 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_ratio1,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v37 = rw.insert_built_value(st35);
    let st38 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v37,
        v_lhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v37),
    );
    let v40 = rw.insert_built_value(st38);
    let st41 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v40,
        v_denom1,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v40),
    );
    let v_im1 = rw.insert_built_value(st41);
    let st43 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_im),
    );
    let v_ratio2 = rw.insert_built_value(st43);
    let st45 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_ratio2,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_ratio2),
    );
    let v47 = rw.insert_built_value(st45);
    let st48 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v47,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_re),
    );
    let v_denom2 = rw.insert_built_value(st48);
    let st50 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_ratio2,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v52 = rw.insert_built_value(st50);
    let st53 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v52,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v55 = rw.insert_built_value(st53);
    let st56 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v55,
        v_denom2,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v55),
    );
    let v_re2 = rw.insert_built_value(st56);
    let st58 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_ratio2,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v60 = rw.insert_built_value(st58);
    let st61 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v60,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v63 = rw.insert_built_value(st61);
    let st64 = dialects::gen::llvm::FDivOp::build(
        ctx,
        rw.loc,
        v63,
        v_denom2,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v63),
    );
    let v_im2 = rw.insert_built_value(st64);
    let t66 = dialects::gen::terms::TYPE_OF(rw, v_lhs);
    let Some(v_elem) = dialects::gen::terms::FIELD_TYPE(rw, t66, 0i64) else {
        return false
    };
    let Some(t67) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let st68 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t67), v_elem);
    let v_zero = rw.insert_built_value(st68);
    let st70 = dialects::gen::llvm_intrinsics::FAbsOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_re),
    );
    let v_rhs_re_abs = rw.insert_built_value(st70);
    let st72 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_rhs_re_zero = rw.insert_built_value(st72);
    let st74 = dialects::gen::llvm_intrinsics::FAbsOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_rhs_im),
    );
    let v_rhs_im_abs = rw.insert_built_value(st74);
    let st76 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_im_abs,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_im_abs)),
    );
    let v_rhs_im_zero = rw.insert_built_value(st76);
    let st78 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                7u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re)),
    );
    let v_lhs_re_not_na_n = rw.insert_built_value(st78);
    let st80 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                7u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im)),
    );
    let v_lhs_im_not_na_n = rw.insert_built_value(st80);
    let st82 = dialects::gen::llvm::OrOp::build(
        ctx,
        rw.loc,
        v_lhs_re_not_na_n,
        v_lhs_im_not_na_n,
        None,
        rw.value_type(v_lhs_re_not_na_n),
    );
    let v_lhs_not_na_n = rw.insert_built_value(st82);
    let st84 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_rhs_re_zero,
        v_rhs_im_zero,
        rw.value_type(v_rhs_re_zero),
    );
    let v86 = rw.insert_built_value(st84);
    let st87 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_lhs_not_na_n,
        v86,
        rw.value_type(v_lhs_not_na_n),
    );
    let v_is_inf = rw.insert_built_value(st87);
    let Some(t89) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let st90 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t89), v_elem);
    let v_inf = rw.insert_built_value(st90);
    let st92 = dialects::gen::llvm_intrinsics::CopySignOp::build(
        ctx,
        rw.loc,
        v_inf,
        v_rhs_re,
        None,
        rw.value_type(v_inf),
    );
    let v_signed_inf = rw.insert_built_value(st92);
    let st94 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_signed_inf,
        v_lhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_signed_inf),
    );
    let v_inf_re = rw.insert_built_value(st94);
    let st96 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_signed_inf,
        v_lhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_signed_inf),
    );
    let v_inf_im = rw.insert_built_value(st96);
    let st98 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_rhs_re_finite = rw.insert_built_value(st98);
    let st100 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_im_abs)),
    );
    let v_rhs_im_finite = rw.insert_built_value(st100);
    let st102 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_rhs_re_finite,
        v_rhs_im_finite,
        rw.value_type(v_rhs_re_finite),
    );
    let v_rhs_finite = rw.insert_built_value(st102);
    let st104 = dialects::gen::llvm_intrinsics::FAbsOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v_lhs_re_abs = rw.insert_built_value(st104);
    let st106 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_lhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re_abs)),
    );
    let v_lhs_re_inf = rw.insert_built_value(st106);
    let st108 = dialects::gen::llvm_intrinsics::FAbsOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v_lhs_im_abs = rw.insert_built_value(st108);
    let st110 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_lhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im_abs)),
    );
    let v_lhs_im_inf = rw.insert_built_value(st110);
    let st112 = dialects::gen::llvm::OrOp::build(
        ctx,
        rw.loc,
        v_lhs_re_inf,
        v_lhs_im_inf,
        None,
        rw.value_type(v_lhs_re_inf),
    );
    let v_lhs_inf = rw.insert_built_value(st112);
    let st114 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_lhs_inf,
        v_rhs_finite,
        rw.value_type(v_lhs_inf),
    );
    let v_inf_over_finite = rw.insert_built_value(st114);
    let Some(t116) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let st117 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t116), v_elem);
    let v_one = rw.insert_built_value(st117);
    let st119 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_lhs_re_inf,
        v_one,
        v_zero,
        None,
        rw.value_type(v_one),
    );
    let v121 = rw.insert_built_value(st119);
    let st122 = dialects::gen::llvm_intrinsics::CopySignOp::build(
        ctx,
        rw.loc,
        v121,
        v_lhs_re,
        None,
        rw.value_type(v121),
    );
    let v_lhs_re_sign = rw.insert_built_value(st122);
    let st124 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_lhs_im_inf,
        v_one,
        v_zero,
        None,
        rw.value_type(v_one),
    );
    let v126 = rw.insert_built_value(st124);
    let st127 = dialects::gen::llvm_intrinsics::CopySignOp::build(
        ctx,
        rw.loc,
        v126,
        v_lhs_im,
        None,
        rw.value_type(v126),
    );
    let v_lhs_im_sign = rw.insert_built_value(st127);
    let st129 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re_sign,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re_sign),
    );
    let v131 = rw.insert_built_value(st129);
    let st132 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im_sign,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im_sign),
    );
    let v134 = rw.insert_built_value(st132);
    let st135 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v131,
        v134,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v131),
    );
    let v137 = rw.insert_built_value(st135);
    let st138 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_inf,
        v137,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_inf),
    );
    let v_re3 = rw.insert_built_value(st138);
    let st140 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re_sign,
        v_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re_sign),
    );
    let v_lhs_re_sign_rhs_im = rw.insert_built_value(st140);
    let st142 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im_sign,
        v_rhs_re,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im_sign),
    );
    let v_lhs_im_sign_rhs_re = rw.insert_built_value(st142);
    let st144 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v_lhs_im_sign_rhs_re,
        v_lhs_re_sign_rhs_im,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im_sign_rhs_re),
    );
    let v146 = rw.insert_built_value(st144);
    let st147 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_inf,
        v146,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_inf),
    );
    let v_im3 = rw.insert_built_value(st147);
    let st149 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_lhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re_abs)),
    );
    let v_lhs_re_finite = rw.insert_built_value(st149);
    let st151 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_lhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im_abs)),
    );
    let v_lhs_im_finite = rw.insert_built_value(st151);
    let st153 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_lhs_re_finite,
        v_lhs_im_finite,
        rw.value_type(v_lhs_re_finite),
    );
    let v_lhs_finite = rw.insert_built_value(st153);
    let st155 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_rhs_re_inf = rw.insert_built_value(st155);
    let st157 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_im_abs)),
    );
    let v_rhs_im_inf = rw.insert_built_value(st157);
    let st159 = dialects::gen::llvm::OrOp::build(
        ctx,
        rw.loc,
        v_rhs_re_inf,
        v_rhs_im_inf,
        None,
        rw.value_type(v_rhs_re_inf),
    );
    let v_rhs_inf = rw.insert_built_value(st159);
    let st161 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_lhs_finite,
        v_rhs_inf,
        rw.value_type(v_lhs_finite),
    );
    let v_finite_over_inf = rw.insert_built_value(st161);
    let st163 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_rhs_re_inf,
        v_one,
        v_zero,
        None,
        rw.value_type(v_one),
    );
    let v165 = rw.insert_built_value(st163);
    let st166 = dialects::gen::llvm_intrinsics::CopySignOp::build(
        ctx,
        rw.loc,
        v165,
        v_rhs_re,
        None,
        rw.value_type(v165),
    );
    let v_rhs_re_sign = rw.insert_built_value(st166);
    let st168 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_rhs_im_inf,
        v_one,
        v_zero,
        None,
        rw.value_type(v_one),
    );
    let v170 = rw.insert_built_value(st168);
    let st171 = dialects::gen::llvm_intrinsics::CopySignOp::build(
        ctx,
        rw.loc,
        v170,
        v_rhs_im,
        None,
        rw.value_type(v170),
    );
    let v_rhs_im_sign = rw.insert_built_value(st171);
    let st173 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re_sign,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v175 = rw.insert_built_value(st173);
    let st176 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im_sign,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v178 = rw.insert_built_value(st176);
    let st179 = dialects::gen::llvm::FAddOp::build(
        ctx,
        rw.loc,
        v175,
        v178,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v175),
    );
    let v181 = rw.insert_built_value(st179);
    let st182 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_zero,
        v181,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_zero),
    );
    let v_re4 = rw.insert_built_value(st182);
    let st184 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_re_sign,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im),
    );
    let v_lhs_im_rhs_re_sign = rw.insert_built_value(st184);
    let st186 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_im_sign,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_re),
    );
    let v_lhs_re_rhs_im_sign = rw.insert_built_value(st186);
    let st188 = dialects::gen::llvm::FSubOp::build(
        ctx,
        rw.loc,
        v_lhs_im_rhs_re_sign,
        v_lhs_re_rhs_im_sign,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_lhs_im_rhs_re_sign),
    );
    let v190 = rw.insert_built_value(st188);
    let st191 = dialects::gen::llvm::FMulOp::build(
        ctx,
        rw.loc,
        v_zero,
        v190,
        v_fm
            .and_then(|a| conversion::cast_enum(
                ctx,
                a,
                &dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM,
            )),
        rw.value_type(v_zero),
    );
    let v_im4 = rw.insert_built_value(st191);
    let st193 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_rhs_im_abs,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                4u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_re_smaller = rw.insert_built_value(st193);
    let st195 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_re_smaller,
        v_re1,
        v_re2,
        None,
        rw.value_type(v_re1),
    );
    let v_re5 = rw.insert_built_value(st195);
    let st197 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_re_smaller,
        v_im1,
        v_im2,
        None,
        rw.value_type(v_im1),
    );
    let v_im5 = rw.insert_built_value(st197);
    let st199 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_finite_over_inf,
        v_re4,
        v_re5,
        None,
        rw.value_type(v_re4),
    );
    let v_re_case3 = rw.insert_built_value(st199);
    let st201 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_finite_over_inf,
        v_im4,
        v_im5,
        None,
        rw.value_type(v_im4),
    );
    let v_im_case3 = rw.insert_built_value(st201);
    let st203 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_inf_over_finite,
        v_re3,
        v_re_case3,
        None,
        rw.value_type(v_re3),
    );
    let v_re_case2 = rw.insert_built_value(st203);
    let st205 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_inf_over_finite,
        v_im3,
        v_im_case3,
        None,
        rw.value_type(v_im3),
    );
    let v_im_case2 = rw.insert_built_value(st205);
    let st207 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_inf_re,
        v_re_case2,
        None,
        rw.value_type(v_inf_re),
    );
    let v_re_case1 = rw.insert_built_value(st207);
    let st209 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_inf_im,
        v_im_case2,
        None,
        rw.value_type(v_inf_im),
    );
    let v_im_case1 = rw.insert_built_value(st209);
    let st211 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_re5,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re5)),
    );
    let v_re_na_n = rw.insert_built_value(st211);
    let st213 = dialects::gen::llvm::FCmpOp::build(
        ctx,
        rw.loc,
        v_im5,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_F_CMP_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im5)),
    );
    let v_im_na_n = rw.insert_built_value(st213);
    let st215 = dialects::gen::llvm::AndOp::build(
        ctx,
        rw.loc,
        v_re_na_n,
        v_im_na_n,
        rw.value_type(v_re_na_n),
    );
    let v_is_na_n = rw.insert_built_value(st215);
    let st217 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_is_na_n,
        v_re_case1,
        v_re5,
        None,
        rw.value_type(v_re_case1),
    );
    let v_re = rw.insert_built_value(st217);
    let st219 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_is_na_n,
        v_im_case1,
        v_im5,
        None,
        rw.value_type(v_im_case1),
    );
    let v_im = rw.insert_built_value(st219);
    let st221 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_result,
        v_re,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_result),
    );
    let v_with_re = rw.insert_built_value(st221);
    let st223 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_re,
        v_im,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v225 = rw.insert_built_value(st223);
    rw.replace_op(op, &[v225]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "complex.create",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_create",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_complex_create,
    },
    conversion::Pattern {
        root: "complex.re",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_re",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_complex_re,
    },
    conversion::Pattern {
        root: "complex.im",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_im",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_complex_im,
    },
    conversion::Pattern {
        root: "complex.constant",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_constant",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_complex_constant,
    },
    conversion::Pattern {
        root: "complex.abs",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_abs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_complex_abs,
    },
    conversion::Pattern {
        root: "complex.add",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_add",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_complex_add,
    },
    conversion::Pattern {
        root: "complex.sub",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_sub",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_complex_sub,
    },
    conversion::Pattern {
        root: "complex.mul",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_mul",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_complex_mul,
    },
    conversion::Pattern {
        root: "complex.div",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_div",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_complex_div,
    },
    conversion::Pattern {
        root: "complex.div",
        dialect: "complex",
        target: "llvm",
        also_targets: &[],
        name: "lower_complex_div_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_llvm.td",
            line: &dialects::gen::complex_to_llvm::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_complex_div_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 10usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
