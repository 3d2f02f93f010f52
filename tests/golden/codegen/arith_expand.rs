// @generated from spec/conversion/arith_expand.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/arith_expand.td:N: term `IncludesBF16`, () -> Bool",
    INCLUDES_BF16 : fn () -> bool =
    ::descent::dialects::native::lower_arith::includes_bf16
);
conversion::term!(
    " spec/conversion/arith_expand.td:N: term `ElementFloatIs`, (Type, Str) -> Bool",
    ELEMENT_FLOAT_IS : fn (::descent::ir::Type, & str) -> bool =
    ::descent::dialects::native::lower_arith::element_float_is
);
conversion::term!(
    " spec/conversion/arith_expand.td:N: term `IntLike`, (Type, Int) -> Type?",
    INT_LIKE : fn (::descent::ir::Type, i64) -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::lower_arith::int_like
);
conversion::term!(
    " spec/conversion/arith_expand.td:N: term `IncludesF8E8M0`, () -> Bool",
    INCLUDES_F8E8M0 : fn () -> bool =
    ::descent::dialects::native::lower_arith::includes_f8e8m0
);
conversion::term!(
    " spec/conversion/arith_expand.td:N: term `FloatWidthVs32`, (Type, Str) -> Bool",
    FLOAT_WIDTH_VS32 : fn (::descent::ir::Type, & str) -> bool =
    ::descent::dialects::native::lower_arith::float_width_vs32
);
conversion::term!(
    " spec/conversion/arith_expand.td:N: term `FloatTypeLike`, (Type, Str) -> Type?",
    FLOAT_TYPE_LIKE : fn (::descent::ir::Type, & str) -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::lower_arith::float_like
);
/// `spec/conversion/arith_expand.td:N`: `arith.maximumf` to `arith.cmpf`, `arith.select`.
pub fn lower_arith_maximumf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                9u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        rw.value_type(v_a),
    );
    let v_max = rw.insert_built_value(st4);
    let st6 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_b,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_b)),
    );
    let v8 = rw.insert_built_value(st6);
    let st9 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v8,
        v_b,
        v_max,
        types[0usize],
    );
    let v11 = rw.insert_built_value(st9);
    rw.replace_op(op, &[v11]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.minimumf` to `arith.cmpf`, `arith.select`.
pub fn lower_arith_minimumf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                11u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        rw.value_type(v_a),
    );
    let v_min = rw.insert_built_value(st4);
    let st6 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_b,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_b)),
    );
    let v8 = rw.insert_built_value(st6);
    let st9 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v8,
        v_b,
        v_min,
        types[0usize],
    );
    let v11 = rw.insert_built_value(st9);
    rw.replace_op(op, &[v11]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.maxnumf` to `arith.cmpf`, `arith.select`.
pub fn lower_arith_maxnumf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                9u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        rw.value_type(v_a),
    );
    let v_max = rw.insert_built_value(st4);
    let st6 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_a,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v8 = rw.insert_built_value(st6);
    let st9 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v8,
        v_b,
        v_max,
        types[0usize],
    );
    let v11 = rw.insert_built_value(st9);
    rw.replace_op(op, &[v11]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.minnumf` to `arith.cmpf`, `arith.select`.
pub fn lower_arith_minnumf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                11u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        rw.value_type(v_a),
    );
    let v_min = rw.insert_built_value(st4);
    let st6 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_a,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v8 = rw.insert_built_value(st6);
    let st9 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v8,
        v_b,
        v_min,
        types[0usize],
    );
    let v11 = rw.insert_built_value(st9);
    rw.replace_op(op, &[v11]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.maxsi` to `arith.cmpi`, `arith.select`.
pub fn lower_arith_maxsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                4u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.maxui` to `arith.cmpi`, `arith.select`.
pub fn lower_arith_maxui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                8u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.minsi` to `arith.cmpi`, `arith.select`.
pub fn lower_arith_minsi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.minui` to `arith.cmpi`, `arith.select`.
pub fn lower_arith_minui(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v3,
        v_a,
        v_b,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.extf` to `arith.bitcast`, `arith.extui`, `arith.constant`, `arith.shli`.
pub fn lower_arith_extf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_BF16(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t3 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, t2, "bf16");
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, types[0usize], "f32");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::INT_LIKE(rw, t5, 16i64) else {
        return false
    };
    let st7 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_in, t6);
    let v_bits = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 32i64) else {
        return false
    };
    let st11 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_bits, t10);
    let v_wide = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t14) = dialects::gen::arith_expand::INT_LIKE(rw, t13, 32i64) else {
        return false
    };
    let t15 = dialects::gen::terms::INT_ATTR_OF(rw, t14, 16i64);
    let Some(ty16) = ctx.attr_type(t15) else { return false };
    let st17 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t15), ty16);
    let v_c16 = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::ShLiOp::build(
        ctx,
        rw.loc,
        v_wide,
        v_c16,
        None,
        rw.value_type(v_wide),
    );
    let v21 = rw.insert_built_value(st19);
    let st22 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v21, types[0usize]);
    let v24 = rw.insert_built_value(st22);
    rw.replace_op(op, &[v24]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.truncf` to `arith.cmpf`, `arith.constant`, `arith.bitcast`, `arith.shrui`, `arith.andi`, `arith.addi`, `arith.trunci`, `arith.select`.
pub fn lower_arith_truncf(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_roundingmode = rw.body.attr(op, ctx.ident("roundingmode"));
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_BF16(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t3 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, t2, "f32");
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, types[0usize], "bf16");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::PRESENT(rw, v_roundingmode);
    if !(!(t5)) {
        return false;
    }
    let st6 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_in,
        v_in,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                13u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_in)),
    );
    let v_is_nan = rw.insert_built_value(st6);
    let t8 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t9) = dialects::gen::arith_expand::INT_LIKE(rw, t8, 32i64) else {
        return false
    };
    let t10 = dialects::gen::terms::INT_ATTR_OF(rw, t9, 32767i64);
    let Some(ty11) = ctx.attr_type(t10) else { return false };
    let st12 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t10), ty11);
    let v_c7fff = rw.insert_built_value(st12);
    let t14 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t15) = dialects::gen::arith_expand::INT_LIKE(rw, t14, 16i64) else {
        return false
    };
    let t16 = dialects::gen::terms::INT_ATTR_OF(rw, t15, 32704i64);
    let Some(ty17) = ctx.attr_type(t16) else { return false };
    let st18 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t16), ty17);
    let v_nan = rw.insert_built_value(st18);
    let t20 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t21) = dialects::gen::arith_expand::INT_LIKE(rw, t20, 32i64) else {
        return false
    };
    let t22 = dialects::gen::terms::INT_ATTR_OF(rw, t21, 16i64);
    let Some(ty23) = ctx.attr_type(t22) else { return false };
    let st24 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t22), ty23);
    let v_c16 = rw.insert_built_value(st24);
    let t26 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t27) = dialects::gen::arith_expand::INT_LIKE(rw, t26, 32i64) else {
        return false
    };
    let t28 = dialects::gen::terms::INT_ATTR_OF(rw, t27, 1i64);
    let Some(ty29) = ctx.attr_type(t28) else { return false };
    let st30 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t28), ty29);
    let v_c1 = rw.insert_built_value(st30);
    let t32 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t33) = dialects::gen::arith_expand::INT_LIKE(rw, t32, 32i64) else {
        return false
    };
    let st34 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_in, t33);
    let v_bits = rw.insert_built_value(st34);
    let st36 = dialects::gen::arith::ShRuiOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_c16,
        None,
        rw.value_type(v_bits),
    );
    let v38 = rw.insert_built_value(st36);
    let st39 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v38,
        v_c1,
        rw.value_type(v38),
    );
    let v_odd = rw.insert_built_value(st39);
    let st41 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_odd,
        v_c7fff,
        None,
        rw.value_type(v_odd),
    );
    let v43 = rw.insert_built_value(st41);
    let st44 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_bits,
        v43,
        None,
        rw.value_type(v_bits),
    );
    let v_rounded = rw.insert_built_value(st44);
    let st46 = dialects::gen::arith::ShRuiOp::build(
        ctx,
        rw.loc,
        v_rounded,
        v_c16,
        None,
        rw.value_type(v_rounded),
    );
    let v48 = rw.insert_built_value(st46);
    let t49 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t50) = dialects::gen::arith_expand::INT_LIKE(rw, t49, 16i64) else {
        return false
    };
    let st51 = dialects::gen::arith::TruncIOp::build(ctx, rw.loc, v48, None, t50);
    let v_high = rw.insert_built_value(st51);
    let st53 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_nan,
        v_nan,
        v_high,
        rw.value_type(v_nan),
    );
    let v55 = rw.insert_built_value(st53);
    let st56 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v55, types[0usize]);
    let v58 = rw.insert_built_value(st56);
    rw.replace_op(op, &[v58]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.truncf` to `arith.bitcast`, `arith.constant`, `arith.shrui`, `arith.trunci`.
pub fn lower_arith_truncf_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_roundingmode = rw.body.attr(op, ctx.ident("roundingmode"));
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_F8E8M0(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(
        rw,
        types[0usize],
        "f8E8M0FNU",
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t4 = dialects::gen::arith_expand::FLOAT_WIDTH_VS32(rw, t3, "at");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::INT_LIKE(rw, t5, 32i64) else {
        return false
    };
    let st7 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_in, t6);
    let v_bits = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 32i64) else {
        return false
    };
    let t11 = dialects::gen::terms::INT_ATTR_OF(rw, t10, 23i64);
    let Some(ty12) = ctx.attr_type(t11) else { return false };
    let st13 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t11), ty12);
    let v_c23 = rw.insert_built_value(st13);
    let st15 = dialects::gen::arith::ShRuiOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_c23,
        None,
        rw.value_type(v_bits),
    );
    let v17 = rw.insert_built_value(st15);
    let t18 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t19) = dialects::gen::arith_expand::INT_LIKE(rw, t18, 8i64) else {
        return false
    };
    let st20 = dialects::gen::arith::TruncIOp::build(ctx, rw.loc, v17, None, t19);
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v22, types[0usize]);
    let v25 = rw.insert_built_value(st23);
    rw.replace_op(op, &[v25]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.truncf` to `arith.extf`, `arith.bitcast`, `arith.constant`, `arith.shrui`, `arith.trunci`.
pub fn lower_arith_truncf_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_roundingmode = rw.body.attr(op, ctx.ident("roundingmode"));
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_F8E8M0(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(
        rw,
        types[0usize],
        "f8E8M0FNU",
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t4 = dialects::gen::arith_expand::FLOAT_WIDTH_VS32(rw, t3, "below");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::FLOAT_TYPE_LIKE(rw, t5, "f32") else {
        return false
    };
    let st7 = dialects::gen::arith::ExtFOp::build(ctx, rw.loc, v_in, None, t6);
    let v_f32 = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 32i64) else {
        return false
    };
    let st11 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_f32, t10);
    let v_bits = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t14) = dialects::gen::arith_expand::INT_LIKE(rw, t13, 32i64) else {
        return false
    };
    let t15 = dialects::gen::terms::INT_ATTR_OF(rw, t14, 23i64);
    let Some(ty16) = ctx.attr_type(t15) else { return false };
    let st17 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t15), ty16);
    let v_c23 = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::ShRuiOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_c23,
        None,
        rw.value_type(v_bits),
    );
    let v21 = rw.insert_built_value(st19);
    let t22 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t23) = dialects::gen::arith_expand::INT_LIKE(rw, t22, 8i64) else {
        return false
    };
    let st24 = dialects::gen::arith::TruncIOp::build(ctx, rw.loc, v21, None, t23);
    let v26 = rw.insert_built_value(st24);
    let st27 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v26, types[0usize]);
    let v29 = rw.insert_built_value(st27);
    rw.replace_op(op, &[v29]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.truncf` to `arith.truncf`, `arith.bitcast`, `arith.constant`, `arith.shrui`, `arith.trunci`.
pub fn lower_arith_truncf_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_roundingmode = rw.body.attr(op, ctx.ident("roundingmode"));
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_F8E8M0(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(
        rw,
        types[0usize],
        "f8E8M0FNU",
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t4 = dialects::gen::arith_expand::FLOAT_WIDTH_VS32(rw, t3, "above");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::FLOAT_TYPE_LIKE(rw, t5, "f32") else {
        return false
    };
    let st7 = dialects::gen::arith::TruncFOp::build(ctx, rw.loc, v_in, None, None, t6);
    let v_f32 = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 32i64) else {
        return false
    };
    let st11 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_f32, t10);
    let v_bits = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t14) = dialects::gen::arith_expand::INT_LIKE(rw, t13, 32i64) else {
        return false
    };
    let t15 = dialects::gen::terms::INT_ATTR_OF(rw, t14, 23i64);
    let Some(ty16) = ctx.attr_type(t15) else { return false };
    let st17 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t15), ty16);
    let v_c23 = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::ShRuiOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_c23,
        None,
        rw.value_type(v_bits),
    );
    let v21 = rw.insert_built_value(st19);
    let t22 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t23) = dialects::gen::arith_expand::INT_LIKE(rw, t22, 8i64) else {
        return false
    };
    let st24 = dialects::gen::arith::TruncIOp::build(ctx, rw.loc, v21, None, t23);
    let v26 = rw.insert_built_value(st24);
    let st27 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v26, types[0usize]);
    let v29 = rw.insert_built_value(st27);
    rw.replace_op(op, &[v29]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.extf` to `arith.bitcast`, `arith.constant`, `arith.extui`, `arith.shli`, `arith.cmpi`, `arith.select`.
pub fn lower_arith_extf_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_F8E8M0(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t3 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, t2, "f8E8M0FNU");
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_expand::FLOAT_WIDTH_VS32(rw, types[0usize], "at");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::INT_LIKE(rw, t5, 8i64) else {
        return false
    };
    let st7 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_in, t6);
    let v_bits = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 8i64) else {
        return false
    };
    let t11 = dialects::gen::terms::INT_ATTR_OF(rw, t10, -1i64);
    let Some(ty12) = ctx.attr_type(t11) else { return false };
    let st13 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t11), ty12);
    let v_ff = rw.insert_built_value(st13);
    let t15 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t16) = dialects::gen::arith_expand::INT_LIKE(rw, t15, 32i64) else {
        return false
    };
    let t17 = dialects::gen::terms::INT_ATTR_OF(rw, t16, -1i64);
    let Some(ty18) = ctx.attr_type(t17) else { return false };
    let st19 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t17), ty18);
    let v_nan = rw.insert_built_value(st19);
    let t21 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t22) = dialects::gen::arith_expand::INT_LIKE(rw, t21, 32i64) else {
        return false
    };
    let t23 = dialects::gen::terms::INT_ATTR_OF(rw, t22, 23i64);
    let Some(ty24) = ctx.attr_type(t23) else { return false };
    let st25 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t23), ty24);
    let v_c23 = rw.insert_built_value(st25);
    let t27 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t28) = dialects::gen::arith_expand::INT_LIKE(rw, t27, 32i64) else {
        return false
    };
    let st29 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_bits, t28);
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::arith::ShLiOp::build(
        ctx,
        rw.loc,
        v31,
        v_c23,
        None,
        rw.value_type(v31),
    );
    let v_exp = rw.insert_built_value(st32);
    let st34 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_ff,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_bits)),
    );
    let v36 = rw.insert_built_value(st34);
    let st37 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v36,
        v_nan,
        v_exp,
        rw.value_type(v_nan),
    );
    let v39 = rw.insert_built_value(st37);
    let t40 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t41) = dialects::gen::arith_expand::FLOAT_TYPE_LIKE(rw, t40, "f32") else {
        return false
    };
    let st42 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v39, t41);
    let v_f32 = rw.insert_built_value(st42);
    rw.replace_op(op, &[v_f32]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.extf` to `arith.bitcast`, `arith.constant`, `arith.extui`, `arith.shli`, `arith.cmpi`, `arith.select`, `arith.truncf`.
pub fn lower_arith_extf_3(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_F8E8M0(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t3 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, t2, "f8E8M0FNU");
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_expand::FLOAT_WIDTH_VS32(rw, types[0usize], "below");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::INT_LIKE(rw, t5, 8i64) else {
        return false
    };
    let st7 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_in, t6);
    let v_bits = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 8i64) else {
        return false
    };
    let t11 = dialects::gen::terms::INT_ATTR_OF(rw, t10, -1i64);
    let Some(ty12) = ctx.attr_type(t11) else { return false };
    let st13 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t11), ty12);
    let v_ff = rw.insert_built_value(st13);
    let t15 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t16) = dialects::gen::arith_expand::INT_LIKE(rw, t15, 32i64) else {
        return false
    };
    let t17 = dialects::gen::terms::INT_ATTR_OF(rw, t16, -1i64);
    let Some(ty18) = ctx.attr_type(t17) else { return false };
    let st19 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t17), ty18);
    let v_nan = rw.insert_built_value(st19);
    let t21 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t22) = dialects::gen::arith_expand::INT_LIKE(rw, t21, 32i64) else {
        return false
    };
    let t23 = dialects::gen::terms::INT_ATTR_OF(rw, t22, 23i64);
    let Some(ty24) = ctx.attr_type(t23) else { return false };
    let st25 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t23), ty24);
    let v_c23 = rw.insert_built_value(st25);
    let t27 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t28) = dialects::gen::arith_expand::INT_LIKE(rw, t27, 32i64) else {
        return false
    };
    let st29 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_bits, t28);
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::arith::ShLiOp::build(
        ctx,
        rw.loc,
        v31,
        v_c23,
        None,
        rw.value_type(v31),
    );
    let v_exp = rw.insert_built_value(st32);
    let st34 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_ff,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_bits)),
    );
    let v36 = rw.insert_built_value(st34);
    let st37 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v36,
        v_nan,
        v_exp,
        rw.value_type(v_nan),
    );
    let v39 = rw.insert_built_value(st37);
    let t40 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t41) = dialects::gen::arith_expand::FLOAT_TYPE_LIKE(rw, t40, "f32") else {
        return false
    };
    let st42 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v39, t41);
    let v_f32 = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::TruncFOp::build(
        ctx,
        rw.loc,
        v_f32,
        None,
        None,
        types[0usize],
    );
    let v46 = rw.insert_built_value(st44);
    rw.replace_op(op, &[v46]);
    true
}
/// `spec/conversion/arith_expand.td:N`: `arith.extf` to `arith.bitcast`, `arith.constant`, `arith.extui`, `arith.shli`, `arith.cmpi`, `arith.select`, `arith.extf`.
pub fn lower_arith_extf_4(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_in = rw.body.op(op).operands[0usize];
    let v_fastmath = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::arith_expand::INCLUDES_F8E8M0(rw);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let t3 = dialects::gen::arith_expand::ELEMENT_FLOAT_IS(rw, t2, "f8E8M0FNU");
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_expand::FLOAT_WIDTH_VS32(rw, types[0usize], "above");
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t6) = dialects::gen::arith_expand::INT_LIKE(rw, t5, 8i64) else {
        return false
    };
    let st7 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_in, t6);
    let v_bits = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t10) = dialects::gen::arith_expand::INT_LIKE(rw, t9, 8i64) else {
        return false
    };
    let t11 = dialects::gen::terms::INT_ATTR_OF(rw, t10, -1i64);
    let Some(ty12) = ctx.attr_type(t11) else { return false };
    let st13 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t11), ty12);
    let v_ff = rw.insert_built_value(st13);
    let t15 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t16) = dialects::gen::arith_expand::INT_LIKE(rw, t15, 32i64) else {
        return false
    };
    let t17 = dialects::gen::terms::INT_ATTR_OF(rw, t16, -1i64);
    let Some(ty18) = ctx.attr_type(t17) else { return false };
    let st19 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t17), ty18);
    let v_nan = rw.insert_built_value(st19);
    let t21 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t22) = dialects::gen::arith_expand::INT_LIKE(rw, t21, 32i64) else {
        return false
    };
    let t23 = dialects::gen::terms::INT_ATTR_OF(rw, t22, 23i64);
    let Some(ty24) = ctx.attr_type(t23) else { return false };
    let st25 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t23), ty24);
    let v_c23 = rw.insert_built_value(st25);
    let t27 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t28) = dialects::gen::arith_expand::INT_LIKE(rw, t27, 32i64) else {
        return false
    };
    let st29 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_bits, t28);
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::arith::ShLiOp::build(
        ctx,
        rw.loc,
        v31,
        v_c23,
        None,
        rw.value_type(v31),
    );
    let v_exp = rw.insert_built_value(st32);
    let st34 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_bits,
        v_ff,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                0u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_bits)),
    );
    let v36 = rw.insert_built_value(st34);
    let st37 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v36,
        v_nan,
        v_exp,
        rw.value_type(v_nan),
    );
    let v39 = rw.insert_built_value(st37);
    let t40 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t41) = dialects::gen::arith_expand::FLOAT_TYPE_LIKE(rw, t40, "f32") else {
        return false
    };
    let st42 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v39, t41);
    let v_f32 = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::ExtFOp::build(
        ctx,
        rw.loc,
        v_f32,
        None,
        types[0usize],
    );
    let v46 = rw.insert_built_value(st44);
    rw.replace_op(op, &[v46]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "arith.maximumf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_maximumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_arith_maximumf,
    },
    conversion::Pattern {
        root: "arith.minimumf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_minimumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_arith_minimumf,
    },
    conversion::Pattern {
        root: "arith.maxnumf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_maxnumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_arith_maxnumf,
    },
    conversion::Pattern {
        root: "arith.minnumf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_minnumf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_arith_minnumf,
    },
    conversion::Pattern {
        root: "arith.maxsi",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_maxsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_arith_maxsi,
    },
    conversion::Pattern {
        root: "arith.maxui",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_maxui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_arith_maxui,
    },
    conversion::Pattern {
        root: "arith.minsi",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_minsi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_arith_minsi,
    },
    conversion::Pattern {
        root: "arith.minui",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_minui",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_arith_minui,
    },
    conversion::Pattern {
        root: "arith.extf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_extf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_arith_extf,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_truncf",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_arith_truncf,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_truncf_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_arith_truncf_2,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_truncf_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_arith_truncf_3,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_truncf_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_arith_truncf_4,
    },
    conversion::Pattern {
        root: "arith.extf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_extf_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_arith_extf_2,
    },
    conversion::Pattern {
        root: "arith.extf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_extf_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_arith_extf_3,
    },
    conversion::Pattern {
        root: "arith.extf",
        dialect: "arith",
        target: "arith",
        also_targets: &[],
        name: "lower_arith_extf_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/arith_expand.td",
            line: &dialects::gen::arith_expand::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_arith_extf_4,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 16usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
