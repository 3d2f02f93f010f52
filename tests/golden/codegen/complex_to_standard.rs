// @generated from spec/conversion/complex_to_standard.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/complex_to_standard.td:N`: `complex.add` to `complex.re`, `arith.addf`, `complex.im`, `complex.create`.
pub fn lower_complex_add(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v3,
        v6,
        v_fm,
        rw.value_type(v3),
    );
    let v_res_re = rw.insert_built_value(st7);
    let st9 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v11,
        v14,
        v_fm,
        rw.value_type(v11),
    );
    let v_res_im = rw.insert_built_value(st15);
    let st17 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v_res_im,
        types[0usize],
    );
    let v19 = rw.insert_built_value(st17);
    rw.replace_op(op, &[v19]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.sub` to `complex.re`, `arith.subf`, `complex.im`, `complex.create`.
pub fn lower_complex_sub(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v3 = rw.insert_built_value(st1);
    let st4 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v3,
        v6,
        v_fm,
        rw.value_type(v3),
    );
    let v_res_re = rw.insert_built_value(st7);
    let st9 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v11,
        v14,
        v_fm,
        rw.value_type(v11),
    );
    let v_res_im = rw.insert_built_value(st15);
    let st17 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v_res_im,
        types[0usize],
    );
    let v19 = rw.insert_built_value(st17);
    rw.replace_op(op, &[v19]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.mul` to `complex.re`, `complex.im`, `arith.mulf`, `arith.subf`, `arith.addf`, `complex.create`.
pub fn lower_complex_mul(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_re = rw.insert_built_value(st5);
    let st7 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_im = rw.insert_built_value(st7);
    let st9 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v11,
        v14,
        v_fm,
        rw.value_type(v11),
    );
    let v_res_re = rw.insert_built_value(st15);
    let st17 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_re,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_im,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v19,
        v22,
        v_fm,
        rw.value_type(v19),
    );
    let v_res_im = rw.insert_built_value(st23);
    let st25 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v_res_im,
        types[0usize],
    );
    let v27 = rw.insert_built_value(st25);
    rw.replace_op(op, &[v27]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.div` to `complex.re`, `complex.im`, `arith.mulf`, `arith.addf`, `arith.subf`, `arith.divf`, `complex.create`.
pub fn lower_complex_div(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::COMPLEX_RANGE_IS(rw, "improved");
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_re = rw.insert_built_value(st2);
    let st4 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_im = rw.insert_built_value(st4);
    let st6 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_re = rw.insert_built_value(st6);
    let st8 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_im = rw.insert_built_value(st8);
    let st10 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_rhs_re,
        v_fm,
        rw.value_type(v_rhs_re),
    );
    let v12 = rw.insert_built_value(st10);
    let st13 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_rhs_im,
        v_fm,
        rw.value_type(v_rhs_im),
    );
    let v15 = rw.insert_built_value(st13);
    let st16 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v12,
        v15,
        v_fm,
        rw.value_type(v12),
    );
    let v_sq_norm = rw.insert_built_value(st16);
    let st18 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v20 = rw.insert_built_value(st18);
    let st21 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v23 = rw.insert_built_value(st21);
    let st24 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v20,
        v23,
        v_fm,
        rw.value_type(v20),
    );
    let v_re_num = rw.insert_built_value(st24);
    let st26 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_re,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v28 = rw.insert_built_value(st26);
    let st29 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_im,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v28,
        v31,
        v_fm,
        rw.value_type(v28),
    );
    let v_im_num = rw.insert_built_value(st32);
    let st34 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_re_num,
        v_sq_norm,
        v_fm,
        rw.value_type(v_re_num),
    );
    let v36 = rw.insert_built_value(st34);
    let st37 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_im_num,
        v_sq_norm,
        v_fm,
        rw.value_type(v_im_num),
    );
    let v39 = rw.insert_built_value(st37);
    let st40 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v36,
        v39,
        types[0usize],
    );
    let v42 = rw.insert_built_value(st40);
    rw.replace_op(op, &[v42]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.div` to `complex.re`, `complex.im`, `arith.divf`, `arith.mulf`, `arith.addf`, `arith.subf`, `arith.constant`, `math.absf`, `arith.cmpf`, `arith.ori`, `arith.andi`, `math.copysign`, `arith.select`, `complex.create`.
pub fn lower_complex_div_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::COMPLEX_RANGE_IS(rw, "improved");
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_re = rw.insert_built_value(st2);
    let st4 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_im = rw.insert_built_value(st4);
    let st6 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_re = rw.insert_built_value(st6);
    let st8 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_im = rw.insert_built_value(st8);
    let st10 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_rhs_im,
        v_fm,
        rw.value_type(v_rhs_re),
    );
    let v_ratio1 = rw.insert_built_value(st10);
    let st12 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio1,
        v_rhs_re,
        v_fm,
        rw.value_type(v_ratio1),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v14,
        v_fm,
        rw.value_type(v_rhs_im),
    );
    let v_denom1 = rw.insert_built_value(st15);
    let st17 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_ratio1,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v19,
        v_lhs_im,
        v_fm,
        rw.value_type(v19),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v22,
        v_denom1,
        v_fm,
        rw.value_type(v22),
    );
    let v_re1 = rw.insert_built_value(st23);
    let st25 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_ratio1,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v27 = rw.insert_built_value(st25);
    let st28 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v27,
        v_lhs_re,
        v_fm,
        rw.value_type(v27),
    );
    let v30 = rw.insert_built_value(st28);
    let st31 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v30,
        v_denom1,
        v_fm,
        rw.value_type(v30),
    );
    let v_im1 = rw.insert_built_value(st31);
    let st33 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_rhs_re,
        v_fm,
        rw.value_type(v_rhs_im),
    );
    let v_ratio2 = rw.insert_built_value(st33);
    let st35 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio2,
        v_rhs_im,
        v_fm,
        rw.value_type(v_ratio2),
    );
    let v37 = rw.insert_built_value(st35);
    let st38 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v37,
        v_fm,
        rw.value_type(v_rhs_re),
    );
    let v_denom2 = rw.insert_built_value(st38);
    let st40 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_ratio2,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v42 = rw.insert_built_value(st40);
    let st43 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v42,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v45 = rw.insert_built_value(st43);
    let st46 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v45,
        v_denom2,
        v_fm,
        rw.value_type(v45),
    );
    let v_re2 = rw.insert_built_value(st46);
    let st48 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_ratio2,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v50 = rw.insert_built_value(st48);
    let st51 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v50,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v53 = rw.insert_built_value(st51);
    let st54 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v53,
        v_denom2,
        v_fm,
        rw.value_type(v53),
    );
    let v_im2 = rw.insert_built_value(st54);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_lhs_re);
    let Some(t56) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty57) = ctx.attr_type(t56) else { return false };
    let st58 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t56), ty57);
    let v_zero = rw.insert_built_value(st58);
    let st60 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_rhs_re,
        v_fm,
        rw.value_type(v_rhs_re),
    );
    let v_rhs_re_abs = rw.insert_built_value(st60);
    let st62 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_rhs_re_zero = rw.insert_built_value(st62);
    let st64 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_rhs_im,
        v_fm,
        rw.value_type(v_rhs_im),
    );
    let v_rhs_im_abs = rw.insert_built_value(st64);
    let st66 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_im_abs,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_im_abs)),
    );
    let v_rhs_im_zero = rw.insert_built_value(st66);
    let st68 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                7u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re)),
    );
    let v_lhs_re_not_na_n = rw.insert_built_value(st68);
    let st70 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                7u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im)),
    );
    let v_lhs_im_not_na_n = rw.insert_built_value(st70);
    let st72 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_lhs_re_not_na_n,
        v_lhs_im_not_na_n,
        rw.value_type(v_lhs_re_not_na_n),
    );
    let v_lhs_not_na_n = rw.insert_built_value(st72);
    let st74 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_rhs_re_zero,
        v_rhs_im_zero,
        rw.value_type(v_rhs_re_zero),
    );
    let v76 = rw.insert_built_value(st74);
    let st77 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_lhs_not_na_n,
        v76,
        rw.value_type(v_lhs_not_na_n),
    );
    let v_is_inf = rw.insert_built_value(st77);
    let Some(t79) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty80) = ctx.attr_type(t79) else { return false };
    let st81 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t79), ty80);
    let v_inf = rw.insert_built_value(st81);
    let st83 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_inf,
        v_rhs_re,
        None,
        rw.value_type(v_inf),
    );
    let v_signed_inf = rw.insert_built_value(st83);
    let st85 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_signed_inf,
        v_lhs_re,
        v_fm,
        rw.value_type(v_signed_inf),
    );
    let v_inf_re = rw.insert_built_value(st85);
    let st87 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_signed_inf,
        v_lhs_im,
        v_fm,
        rw.value_type(v_signed_inf),
    );
    let v_inf_im = rw.insert_built_value(st87);
    let st89 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_rhs_re_finite = rw.insert_built_value(st89);
    let st91 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_im_abs)),
    );
    let v_rhs_im_finite = rw.insert_built_value(st91);
    let st93 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_rhs_re_finite,
        v_rhs_im_finite,
        rw.value_type(v_rhs_re_finite),
    );
    let v_rhs_finite = rw.insert_built_value(st93);
    let st95 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v_lhs_re_abs = rw.insert_built_value(st95);
    let st97 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re_abs)),
    );
    let v_lhs_re_inf = rw.insert_built_value(st97);
    let st99 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v_lhs_im_abs = rw.insert_built_value(st99);
    let st101 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im_abs)),
    );
    let v_lhs_im_inf = rw.insert_built_value(st101);
    let st103 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_lhs_re_inf,
        v_lhs_im_inf,
        rw.value_type(v_lhs_re_inf),
    );
    let v_lhs_inf = rw.insert_built_value(st103);
    let st105 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_lhs_inf,
        v_rhs_finite,
        rw.value_type(v_lhs_inf),
    );
    let v_inf_over_finite = rw.insert_built_value(st105);
    let Some(t107) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty108) = ctx.attr_type(t107) else { return false };
    let st109 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t107), ty108);
    let v_one = rw.insert_built_value(st109);
    let st111 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_lhs_re_inf,
        v_one,
        v_zero,
        rw.value_type(v_one),
    );
    let v113 = rw.insert_built_value(st111);
    let st114 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v113,
        v_lhs_re,
        None,
        rw.value_type(v113),
    );
    let v_lhs_re_sign = rw.insert_built_value(st114);
    let st116 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_lhs_im_inf,
        v_one,
        v_zero,
        rw.value_type(v_one),
    );
    let v118 = rw.insert_built_value(st116);
    let st119 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v118,
        v_lhs_im,
        None,
        rw.value_type(v118),
    );
    let v_lhs_im_sign = rw.insert_built_value(st119);
    let st121 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re_sign,
        v_rhs_re,
        v_fm,
        rw.value_type(v_lhs_re_sign),
    );
    let v123 = rw.insert_built_value(st121);
    let st124 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im_sign,
        v_rhs_im,
        v_fm,
        rw.value_type(v_lhs_im_sign),
    );
    let v126 = rw.insert_built_value(st124);
    let st127 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v123,
        v126,
        v_fm,
        rw.value_type(v123),
    );
    let v129 = rw.insert_built_value(st127);
    let st130 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_inf,
        v129,
        v_fm,
        rw.value_type(v_inf),
    );
    let v_re3 = rw.insert_built_value(st130);
    let st132 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re_sign,
        v_rhs_im,
        v_fm,
        rw.value_type(v_lhs_re_sign),
    );
    let v_lhs_re_sign_rhs_im = rw.insert_built_value(st132);
    let st134 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im_sign,
        v_rhs_re,
        v_fm,
        rw.value_type(v_lhs_im_sign),
    );
    let v_lhs_im_sign_rhs_re = rw.insert_built_value(st134);
    let st136 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_lhs_im_sign_rhs_re,
        v_lhs_re_sign_rhs_im,
        v_fm,
        rw.value_type(v_lhs_im_sign_rhs_re),
    );
    let v138 = rw.insert_built_value(st136);
    let st139 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_inf,
        v138,
        v_fm,
        rw.value_type(v_inf),
    );
    let v_im3 = rw.insert_built_value(st139);
    let st141 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re_abs)),
    );
    let v_lhs_re_finite = rw.insert_built_value(st141);
    let st143 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im_abs)),
    );
    let v_lhs_im_finite = rw.insert_built_value(st143);
    let st145 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_lhs_re_finite,
        v_lhs_im_finite,
        rw.value_type(v_lhs_re_finite),
    );
    let v_lhs_finite = rw.insert_built_value(st145);
    let st147 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_rhs_re_inf = rw.insert_built_value(st147);
    let st149 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_im_abs,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_im_abs)),
    );
    let v_rhs_im_inf = rw.insert_built_value(st149);
    let st151 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_rhs_re_inf,
        v_rhs_im_inf,
        rw.value_type(v_rhs_re_inf),
    );
    let v_rhs_inf = rw.insert_built_value(st151);
    let st153 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_lhs_finite,
        v_rhs_inf,
        rw.value_type(v_lhs_finite),
    );
    let v_finite_over_inf = rw.insert_built_value(st153);
    let st155 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_rhs_re_inf,
        v_one,
        v_zero,
        rw.value_type(v_one),
    );
    let v157 = rw.insert_built_value(st155);
    let st158 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v157,
        v_rhs_re,
        None,
        rw.value_type(v157),
    );
    let v_rhs_re_sign = rw.insert_built_value(st158);
    let st160 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_rhs_im_inf,
        v_one,
        v_zero,
        rw.value_type(v_one),
    );
    let v162 = rw.insert_built_value(st160);
    let st163 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v162,
        v_rhs_im,
        None,
        rw.value_type(v162),
    );
    let v_rhs_im_sign = rw.insert_built_value(st163);
    let st165 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re_sign,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v167 = rw.insert_built_value(st165);
    let st168 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im_sign,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v170 = rw.insert_built_value(st168);
    let st171 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v167,
        v170,
        v_fm,
        rw.value_type(v167),
    );
    let v173 = rw.insert_built_value(st171);
    let st174 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_zero,
        v173,
        v_fm,
        rw.value_type(v_zero),
    );
    let v_re4 = rw.insert_built_value(st174);
    let st176 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_re_sign,
        v_fm,
        rw.value_type(v_lhs_im),
    );
    let v_lhs_im_rhs_re_sign = rw.insert_built_value(st176);
    let st178 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_im_sign,
        v_fm,
        rw.value_type(v_lhs_re),
    );
    let v_lhs_re_rhs_im_sign = rw.insert_built_value(st178);
    let st180 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_lhs_im_rhs_re_sign,
        v_lhs_re_rhs_im_sign,
        v_fm,
        rw.value_type(v_lhs_im_rhs_re_sign),
    );
    let v182 = rw.insert_built_value(st180);
    let st183 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_zero,
        v182,
        v_fm,
        rw.value_type(v_zero),
    );
    let v_im4 = rw.insert_built_value(st183);
    let st185 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_rhs_re_abs,
        v_rhs_im_abs,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                4u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_rhs_re_abs)),
    );
    let v_re_smaller = rw.insert_built_value(st185);
    let st187 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_re_smaller,
        v_re1,
        v_re2,
        rw.value_type(v_re1),
    );
    let v_re5 = rw.insert_built_value(st187);
    let st189 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_re_smaller,
        v_im1,
        v_im2,
        rw.value_type(v_im1),
    );
    let v_im5 = rw.insert_built_value(st189);
    let st191 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_finite_over_inf,
        v_re4,
        v_re5,
        rw.value_type(v_re4),
    );
    let v_re_case3 = rw.insert_built_value(st191);
    let st193 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_finite_over_inf,
        v_im4,
        v_im5,
        rw.value_type(v_im4),
    );
    let v_im_case3 = rw.insert_built_value(st193);
    let st195 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_inf_over_finite,
        v_re3,
        v_re_case3,
        rw.value_type(v_re3),
    );
    let v_re_case2 = rw.insert_built_value(st195);
    let st197 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_inf_over_finite,
        v_im3,
        v_im_case3,
        rw.value_type(v_im3),
    );
    let v_im_case2 = rw.insert_built_value(st197);
    let st199 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_inf_re,
        v_re_case2,
        rw.value_type(v_inf_re),
    );
    let v_re_case1 = rw.insert_built_value(st199);
    let st201 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_inf_im,
        v_im_case2,
        rw.value_type(v_inf_im),
    );
    let v_im_case1 = rw.insert_built_value(st201);
    let st203 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re5,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re5)),
    );
    let v_re_na_n = rw.insert_built_value(st203);
    let st205 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im5,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im5)),
    );
    let v_im_na_n = rw.insert_built_value(st205);
    let st207 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_re_na_n,
        v_im_na_n,
        rw.value_type(v_re_na_n),
    );
    let v_is_na_n = rw.insert_built_value(st207);
    let st209 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_na_n,
        v_re_case1,
        v_re5,
        rw.value_type(v_re_case1),
    );
    let v211 = rw.insert_built_value(st209);
    let st212 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_na_n,
        v_im_case1,
        v_im5,
        rw.value_type(v_im_case1),
    );
    let v214 = rw.insert_built_value(st212);
    let st215 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v211,
        v214,
        types[0usize],
    );
    let v217 = rw.insert_built_value(st215);
    rw.replace_op(op, &[v217]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.abs` to `complex.re`, `complex.im`, `arith.constant`, `math.absf`, `arith.maximumf`, `arith.minimumf`, `arith.divf`, `arith.mulf`, `arith.addf`, `math.sqrt`, `arith.cmpf`, `arith.select`.
pub fn lower_complex_abs(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let Some(t5) = dialects::gen::terms::FLOAT_VALUE_OF(rw, types[0usize], 1i64) else {
        return false
    };
    let Some(ty6) = ctx.attr_type(t5) else { return false };
    let st7 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t5), ty6);
    let v_one = rw.insert_built_value(st7);
    let st9 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_re_abs = rw.insert_built_value(st9);
    let st11 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_im_abs = rw.insert_built_value(st11);
    let st13 = dialects::gen::arith::MaximumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_max = rw.insert_built_value(st13);
    let st15 = dialects::gen::arith::MinimumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_min = rw.insert_built_value(st15);
    let v_fm_na_n = dialects::gen::complex_terms::WITHOUT_NA_N_INF(rw, v_fm);
    let st17 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_ratio),
    );
    let v21 = rw.insert_built_value(st19);
    let st22 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v21,
        v_one,
        Some(v_fm_na_n),
        rw.value_type(v21),
    );
    let v24 = rw.insert_built_value(st22);
    let st25 = dialects::gen::math::SqrtOp::build(
        ctx,
        rw.loc,
        v24,
        Some(v_fm_na_n),
        rw.value_type(v24),
    );
    let v27 = rw.insert_built_value(st25);
    let st28 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_max,
        v27,
        Some(v_fm_na_n),
        rw.value_type(v_max),
    );
    let v_abs = rw.insert_built_value(st28);
    let st30 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs,
        v_abs,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        Some(v_fm_na_n),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs)),
    );
    let v32 = rw.insert_built_value(st30);
    let st33 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v32,
        v_min,
        v_abs,
        types[0usize],
    );
    let v35 = rw.insert_built_value(st33);
    rw.replace_op(op, &[v35]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.neg` to `complex.re`, `complex.im`, `arith.negf`, `complex.create`.
pub fn lower_complex_neg(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::arith::NegFOp::build(
        ctx,
        rw.loc,
        v_re,
        None,
        rw.value_type(v_re),
    );
    let v7 = rw.insert_built_value(st5);
    let st8 = dialects::gen::arith::NegFOp::build(
        ctx,
        rw.loc,
        v_im,
        None,
        rw.value_type(v_im),
    );
    let v10 = rw.insert_built_value(st8);
    let st11 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v7,
        v10,
        types[0usize],
    );
    let v13 = rw.insert_built_value(st11);
    rw.replace_op(op, &[v13]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.conj` to `complex.re`, `complex.im`, `arith.negf`, `complex.create`.
pub fn lower_complex_conj(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::arith::NegFOp::build(
        ctx,
        rw.loc,
        v_im,
        None,
        rw.value_type(v_im),
    );
    let v7 = rw.insert_built_value(st5);
    let st8 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_re,
        v7,
        types[0usize],
    );
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.angle` to `complex.re`, `complex.im`, `math.atan2`.
pub fn lower_complex_angle(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re,
        v_fm,
        types[0usize],
    );
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.sign` to `complex.re`, `complex.im`, `arith.constant`, `arith.cmpf`, `arith.andi`, `complex.abs`, `arith.divf`, `complex.create`, `arith.select`.
pub fn lower_complex_sign(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_re);
    let Some(t6) = dialects::gen::terms::FLOAT_VALUE_OF(rw, t5, 0i64) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_zero = rw.insert_built_value(st8);
    let st10 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re)),
    );
    let v12 = rw.insert_built_value(st10);
    let st13 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im)),
    );
    let v15 = rw.insert_built_value(st13);
    let st16 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v12,
        v15,
        rw.value_type(v12),
    );
    let v_is_zero = rw.insert_built_value(st16);
    let st18 = dialects::gen::complex::AbsOp::build(
        ctx,
        rw.loc,
        v_complex,
        v_fm,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_abs = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_abs,
        v_fm,
        rw.value_type(v_re),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_abs,
        v_fm,
        rw.value_type(v_im),
    );
    let v25 = rw.insert_built_value(st23);
    let st26 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v22,
        v25,
        types[0usize],
    );
    let v_quotient = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_complex,
        v_quotient,
        types[0usize],
    );
    let v30 = rw.insert_built_value(st28);
    rw.replace_op(op, &[v30]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.eq` to `complex.re`, `complex.im`, `arith.cmpf`, `arith.andi`.
pub fn lower_complex_eq(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_re = rw.insert_built_value(st5);
    let st7 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_im = rw.insert_built_value(st7);
    let st9 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re)),
    );
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im)),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::AndIOp::build(ctx, rw.loc, v11, v14, types[0usize]);
    let v17 = rw.insert_built_value(st15);
    rw.replace_op(op, &[v17]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.neq` to `complex.re`, `complex.im`, `arith.cmpf`, `arith.ori`.
pub fn lower_complex_neq(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_lhs_im = rw.insert_built_value(st3);
    let st5 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_re = rw.insert_built_value(st5);
    let st7 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_rhs_im = rw.insert_built_value(st7);
    let st9 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_re,
        v_rhs_re,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                13u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_re)),
    );
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_lhs_im,
        v_rhs_im,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                13u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_lhs_im)),
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::OrIOp::build(ctx, rw.loc, v11, v14, types[0usize]);
    let v17 = rw.insert_built_value(st15);
    rw.replace_op(op, &[v17]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.exp` to `complex.re`, `complex.im`, `arith.constant`, `math.exp`, `arith.mulf`, `math.cos`, `math.sin`, `arith.cmpf`, `arith.select`, `complex.create`.
pub fn lower_complex_exp(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_re);
    let Some(t5) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty6) = ctx.attr_type(t5) else { return false };
    let st7 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t5), ty6);
    let v_zero = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.5") else {
        return false
    };
    let Some(ty10) = ctx.attr_type(t9) else { return false };
    let st11 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t9), ty10);
    let v_half = rw.insert_built_value(st11);
    let Some(t13) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty14) = ctx.attr_type(t13) else { return false };
    let st15 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t13), ty14);
    let v_inf = rw.insert_built_value(st15);
    let st17 = dialects::gen::math::ExpOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_exp = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_half,
        v_fm,
        rw.value_type(v_re),
    );
    let v21 = rw.insert_built_value(st19);
    let st22 = dialects::gen::math::ExpOp::build(
        ctx,
        rw.loc,
        v21,
        v_fm,
        rw.value_type(v21),
    );
    let v_exp_half = rw.insert_built_value(st22);
    let st24 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_cos = rw.insert_built_value(st24);
    let st26 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_sin = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_exp,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_exp)),
    );
    let v_exp_is_inf = rw.insert_built_value(st28);
    let st30 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im)),
    );
    let v_im_is_zero = rw.insert_built_value(st30);
    let st32 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_exp,
        v_cos,
        v_fm,
        rw.value_type(v_exp),
    );
    let v_re_normal = rw.insert_built_value(st32);
    let st34 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_exp_half,
        v_cos,
        v_fm,
        rw.value_type(v_exp_half),
    );
    let v36 = rw.insert_built_value(st34);
    let st37 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v36,
        v_exp_half,
        v_fm,
        rw.value_type(v36),
    );
    let v39 = rw.insert_built_value(st37);
    let st40 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_exp_is_inf,
        v39,
        v_re_normal,
        rw.value_type(v39),
    );
    let v_res_re = rw.insert_built_value(st40);
    let st42 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_exp,
        v_sin,
        v_fm,
        rw.value_type(v_exp),
    );
    let v_im_normal = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_exp_half,
        v_sin,
        v_fm,
        rw.value_type(v_exp_half),
    );
    let v46 = rw.insert_built_value(st44);
    let st47 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v46,
        v_exp_half,
        v_fm,
        rw.value_type(v46),
    );
    let v49 = rw.insert_built_value(st47);
    let st50 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_exp_is_inf,
        v49,
        v_im_normal,
        rw.value_type(v49),
    );
    let v_im_non_zero = rw.insert_built_value(st50);
    let st52 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_im_is_zero,
        v_zero,
        v_im_non_zero,
        rw.value_type(v_zero),
    );
    let v54 = rw.insert_built_value(st52);
    let st55 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v54,
        types[0usize],
    );
    let v57 = rw.insert_built_value(st55);
    rw.replace_op(op, &[v57]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.expm1` to `complex.re`, `complex.im`, `arith.constant`, `math.expm1`, `arith.addf`, `math.sin`, `math.cos`, `arith.mulf`, `math.fma`, `arith.cmpf`, `arith.select`, `complex.create`.
pub fn lower_complex_expm1(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_re);
    let Some(t5) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty6) = ctx.attr_type(t5) else { return false };
    let st7 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t5), ty6);
    let v_zero = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty10) = ctx.attr_type(t9) else { return false };
    let st11 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t9), ty10);
    let v_one = rw.insert_built_value(st11);
    let st13 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_expm1_re = rw.insert_built_value(st13);
    let st15 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_expm1_re,
        v_one,
        v_fm,
        rw.value_type(v_expm1_re),
    );
    let v_exp_re = rw.insert_built_value(st15);
    let st17 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_sin_im = rw.insert_built_value(st17);
    let Some(t19) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "-0.5")
    else { return false };
    let Some(ty20) = ctx.attr_type(t19) else { return false };
    let st21 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t19), ty20);
    let v_neg_half = rw.insert_built_value(st21);
    let Some(t23) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty24) = ctx.attr_type(t23) else { return false };
    let st25 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t23), ty24);
    let v_neg_one = rw.insert_built_value(st25);
    let st27 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v29 = rw.insert_built_value(st27);
    let st30 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v29,
        v_neg_one,
        v_fm,
        rw.value_type(v29),
    );
    let v_for_large = rw.insert_built_value(st30);
    let st32 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_im_sq = rw.insert_built_value(st32);
    let st34 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_im_sq,
        v_im_sq,
        v_fm,
        rw.value_type(v_im_sq),
    );
    let v_im_pow4 = rw.insert_built_value(st34);
    let Some(t36) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "4.7377507964246204691685E-14",
    ) else { return false };
    let Some(ty37) = ctx.attr_type(t36) else { return false };
    let st38 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t36), ty37);
    let v_c0 = rw.insert_built_value(st38);
    let Some(t40) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "-1.1470284843425359765671E-11",
    ) else { return false };
    let Some(ty41) = ctx.attr_type(t40) else { return false };
    let st42 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t40), ty41);
    let v44 = rw.insert_built_value(st42);
    let st45 = dialects::gen::math::FmaOp::build(
        ctx,
        rw.loc,
        v_c0,
        v_im_sq,
        v44,
        v_fm,
        rw.value_type(v_c0),
    );
    let v_p1 = rw.insert_built_value(st45);
    let Some(t47) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "2.0876754287081521758361E-9",
    ) else { return false };
    let Some(ty48) = ctx.attr_type(t47) else { return false };
    let st49 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t47), ty48);
    let v51 = rw.insert_built_value(st49);
    let st52 = dialects::gen::math::FmaOp::build(
        ctx,
        rw.loc,
        v_p1,
        v_im_sq,
        v51,
        v_fm,
        rw.value_type(v_p1),
    );
    let v_p2 = rw.insert_built_value(st52);
    let Some(t54) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "-2.7557319214999787979814E-7",
    ) else { return false };
    let Some(ty55) = ctx.attr_type(t54) else { return false };
    let st56 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t54), ty55);
    let v58 = rw.insert_built_value(st56);
    let st59 = dialects::gen::math::FmaOp::build(
        ctx,
        rw.loc,
        v_p2,
        v_im_sq,
        v58,
        v_fm,
        rw.value_type(v_p2),
    );
    let v_p3 = rw.insert_built_value(st59);
    let Some(t61) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "2.4801587301570552304991E-5",
    ) else { return false };
    let Some(ty62) = ctx.attr_type(t61) else { return false };
    let st63 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t61), ty62);
    let v65 = rw.insert_built_value(st63);
    let st66 = dialects::gen::math::FmaOp::build(
        ctx,
        rw.loc,
        v_p3,
        v_im_sq,
        v65,
        v_fm,
        rw.value_type(v_p3),
    );
    let v_p4 = rw.insert_built_value(st66);
    let Some(t68) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "-1.3888888888888872993737E-3",
    ) else { return false };
    let Some(ty69) = ctx.attr_type(t68) else { return false };
    let st70 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t68), ty69);
    let v72 = rw.insert_built_value(st70);
    let st73 = dialects::gen::math::FmaOp::build(
        ctx,
        rw.loc,
        v_p4,
        v_im_sq,
        v72,
        v_fm,
        rw.value_type(v_p4),
    );
    let v_p5 = rw.insert_built_value(st73);
    let Some(t75) = dialects::gen::complex_terms::FLOAT_CONST_OF(
        rw,
        v_elem,
        "4.1666666666666666609054E-2",
    ) else { return false };
    let Some(ty76) = ctx.attr_type(t75) else { return false };
    let st77 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t75), ty76);
    let v79 = rw.insert_built_value(st77);
    let st80 = dialects::gen::math::FmaOp::build(
        ctx,
        rw.loc,
        v_p5,
        v_im_sq,
        v79,
        v_fm,
        rw.value_type(v_p5),
    );
    let v_poly = rw.insert_built_value(st80);
    let st82 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_im_pow4,
        v_poly,
        v_fm,
        rw.value_type(v_im_pow4),
    );
    let v84 = rw.insert_built_value(st82);
    let st85 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_half,
        v_im_sq,
        v_fm,
        rw.value_type(v_neg_half),
    );
    let v87 = rw.insert_built_value(st85);
    let st88 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v84,
        v87,
        None,
        rw.value_type(v84),
    );
    let v_for_small = rw.insert_built_value(st88);
    let Some(t90) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.61685")
    else { return false };
    let Some(ty91) = ctx.attr_type(t90) else { return false };
    let st92 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t90), ty91);
    let v94 = rw.insert_built_value(st92);
    let st95 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im_sq,
        v94,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                3u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im_sq)),
    );
    let v_large = rw.insert_built_value(st95);
    let st97 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_large,
        v_for_large,
        v_for_small,
        rw.value_type(v_for_large),
    );
    let v_cosm1 = rw.insert_built_value(st97);
    let st99 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_cosm1,
        v_one,
        v_fm,
        rw.value_type(v_cosm1),
    );
    let v_cos_im = rw.insert_built_value(st99);
    let st101 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_expm1_re,
        v_cos_im,
        v_fm,
        rw.value_type(v_expm1_re),
    );
    let v103 = rw.insert_built_value(st101);
    let st104 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v103,
        v_cosm1,
        v_fm,
        rw.value_type(v103),
    );
    let v_res_re = rw.insert_built_value(st104);
    let st106 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im)),
    );
    let v_im_is_zero = rw.insert_built_value(st106);
    let st108 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_exp_re,
        v_sin_im,
        v_fm,
        rw.value_type(v_exp_re),
    );
    let v110 = rw.insert_built_value(st108);
    let st111 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_im_is_zero,
        v_zero,
        v110,
        rw.value_type(v_zero),
    );
    let v113 = rw.insert_built_value(st111);
    let st114 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v113,
        types[0usize],
    );
    let v116 = rw.insert_built_value(st114);
    rw.replace_op(op, &[v116]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.log` to `complex.abs`, `math.log`, `complex.re`, `complex.im`, `math.atan2`, `complex.create`.
pub fn lower_complex_log(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::AbsOp::build(
        ctx,
        rw.loc,
        v_complex,
        v_fm,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_abs = rw.insert_built_value(st1);
    let st3 = dialects::gen::math::LogOp::build(
        ctx,
        rw.loc,
        v_abs,
        v_fm,
        rw.value_type(v_abs),
    );
    let v_res_re = rw.insert_built_value(st3);
    let st5 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st5);
    let st7 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st7);
    let st9 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re,
        v_fm,
        rw.value_type(v_im),
    );
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v11,
        types[0usize],
    );
    let v14 = rw.insert_built_value(st12);
    rw.replace_op(op, &[v14]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.log1p` to `complex.re`, `complex.im`, `arith.constant`, `arith.addf`, `math.absf`, `arith.maximumf`, `arith.minimumf`, `arith.cmpf`, `arith.subf`, `arith.select`, `arith.divf`, `math.log1p`, `arith.mulf`, `math.atan2`, `complex.create`.
pub fn lower_complex_log1p(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_re);
    let Some(t5) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.5") else {
        return false
    };
    let Some(ty6) = ctx.attr_type(t5) else { return false };
    let st7 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t5), ty6);
    let v_half = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty10) = ctx.attr_type(t9) else { return false };
    let st11 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t9), ty10);
    let v_one = rw.insert_built_value(st11);
    let st13 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_one,
        v_fm,
        rw.value_type(v_re),
    );
    let v_re_plus_one = rw.insert_built_value(st13);
    let st15 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re_plus_one,
        v_fm,
        rw.value_type(v_re_plus_one),
    );
    let v_abs_re_plus_one = rw.insert_built_value(st15);
    let st17 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_abs_im = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::MaximumFOp::build(
        ctx,
        rw.loc,
        v_abs_re_plus_one,
        v_abs_im,
        v_fm,
        rw.value_type(v_abs_re_plus_one),
    );
    let v_max = rw.insert_built_value(st19);
    let st21 = dialects::gen::arith::MinimumFOp::build(
        ctx,
        rw.loc,
        v_abs_re_plus_one,
        v_abs_im,
        v_fm,
        rw.value_type(v_abs_re_plus_one),
    );
    let v_min = rw.insert_built_value(st21);
    let st23 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re_plus_one,
        v_abs_im,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re_plus_one)),
    );
    let v_use_re = rw.insert_built_value(st23);
    let st25 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_max,
        v_one,
        v_fm,
        rw.value_type(v_max),
    );
    let v_max_minus_one = rw.insert_built_value(st25);
    let st27 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_use_re,
        v_re,
        v_max_minus_one,
        rw.value_type(v_re),
    );
    let v_larger = rw.insert_built_value(st27);
    let v_fm_na_n = dialects::gen::complex_terms::WITHOUT_NA_N_INF(rw, v_fm);
    let st29 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st29);
    let st31 = dialects::gen::math::Log1pOp::build(
        ctx,
        rw.loc,
        v_larger,
        v_fm,
        rw.value_type(v_larger),
    );
    let v_log_larger = rw.insert_built_value(st31);
    let st33 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_ratio),
    );
    let v35 = rw.insert_built_value(st33);
    let st36 = dialects::gen::math::Log1pOp::build(
        ctx,
        rw.loc,
        v35,
        Some(v_fm_na_n),
        rw.value_type(v35),
    );
    let v_log_ratio = rw.insert_built_value(st36);
    let st38 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_half,
        v_log_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_half),
    );
    let v40 = rw.insert_built_value(st38);
    let st41 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v40,
        v_log_larger,
        Some(v_fm_na_n),
        rw.value_type(v40),
    );
    let v_r = rw.insert_built_value(st41);
    let st43 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_r,
        v_r,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        Some(v_fm_na_n),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_r)),
    );
    let v45 = rw.insert_built_value(st43);
    let st46 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v45,
        v_min,
        v_r,
        rw.value_type(v_min),
    );
    let v_res_re = rw.insert_built_value(st46);
    let st48 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re_plus_one,
        v_fm,
        rw.value_type(v_im),
    );
    let v50 = rw.insert_built_value(st48);
    let st51 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v50,
        types[0usize],
    );
    let v53 = rw.insert_built_value(st51);
    rw.replace_op(op, &[v53]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.sin` to `complex.re`, `complex.im`, `arith.constant`, `math.exp`, `arith.mulf`, `arith.divf`, `math.sin`, `math.cos`, `arith.addf`, `arith.subf`, `complex.create`.
pub fn lower_complex_sin(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_re);
    let Some(t6) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, t5, "0.5") else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_half = rw.insert_built_value(st8);
    let st10 = dialects::gen::math::ExpOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_exp = rw.insert_built_value(st10);
    let st12 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_half,
        v_exp,
        v_fm,
        rw.value_type(v_half),
    );
    let v_scaled_exp = rw.insert_built_value(st12);
    let st14 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_half,
        v_exp,
        v_fm,
        rw.value_type(v_half),
    );
    let v_reciprocal_exp = rw.insert_built_value(st14);
    let st16 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_sin = rw.insert_built_value(st16);
    let st18 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_cos = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_scaled_exp,
        v_reciprocal_exp,
        v_fm,
        rw.value_type(v_scaled_exp),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v22,
        v_sin,
        v_fm,
        rw.value_type(v22),
    );
    let v25 = rw.insert_built_value(st23);
    let st26 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_scaled_exp,
        v_reciprocal_exp,
        v_fm,
        rw.value_type(v_scaled_exp),
    );
    let v28 = rw.insert_built_value(st26);
    let st29 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v28,
        v_cos,
        v_fm,
        rw.value_type(v28),
    );
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v25,
        v31,
        types[0usize],
    );
    let v34 = rw.insert_built_value(st32);
    rw.replace_op(op, &[v34]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.cos` to `complex.re`, `complex.im`, `arith.constant`, `math.exp`, `arith.mulf`, `arith.divf`, `math.sin`, `math.cos`, `arith.addf`, `arith.subf`, `complex.create`.
pub fn lower_complex_cos(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_re);
    let Some(t6) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, t5, "0.5") else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_half = rw.insert_built_value(st8);
    let st10 = dialects::gen::math::ExpOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_exp = rw.insert_built_value(st10);
    let st12 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_half,
        v_exp,
        v_fm,
        rw.value_type(v_half),
    );
    let v_scaled_exp = rw.insert_built_value(st12);
    let st14 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_half,
        v_exp,
        v_fm,
        rw.value_type(v_half),
    );
    let v_reciprocal_exp = rw.insert_built_value(st14);
    let st16 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_sin = rw.insert_built_value(st16);
    let st18 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_cos = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_reciprocal_exp,
        v_scaled_exp,
        v_fm,
        rw.value_type(v_reciprocal_exp),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v22,
        v_cos,
        v_fm,
        rw.value_type(v22),
    );
    let v25 = rw.insert_built_value(st23);
    let st26 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_reciprocal_exp,
        v_scaled_exp,
        v_fm,
        rw.value_type(v_reciprocal_exp),
    );
    let v28 = rw.insert_built_value(st26);
    let st29 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v28,
        v_sin,
        v_fm,
        rw.value_type(v28),
    );
    let v31 = rw.insert_built_value(st29);
    let st32 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v25,
        v31,
        types[0usize],
    );
    let v34 = rw.insert_built_value(st32);
    rw.replace_op(op, &[v34]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.sqrt` to `arith.constant`, `complex.re`, `complex.im`, `math.absf`, `arith.maximumf`, `arith.minimumf`, `arith.divf`, `arith.mulf`, `arith.addf`, `math.sqrt`, `math.powf`, `arith.cmpf`, `arith.select`, `math.atan2`, `math.cos`, `math.sin`, `complex.create`.
pub fn lower_complex_sqrt(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(t1) {
        return false;
    }
    let v_elem = dialects::gen::complex_terms::ELEMENT_TYPE_OF(rw, types[0usize]);
    let Some(t2) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty3) = ctx.attr_type(t2) else { return false };
    let st4 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t2), ty3);
    let v_zero = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.5") else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_half = rw.insert_built_value(st8);
    let st10 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st10);
    let st12 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_one = rw.insert_built_value(st16);
    let st18 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_re_abs = rw.insert_built_value(st18);
    let st20 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_im_abs = rw.insert_built_value(st20);
    let st22 = dialects::gen::arith::MaximumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_max = rw.insert_built_value(st22);
    let st24 = dialects::gen::arith::MinimumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_min = rw.insert_built_value(st24);
    let v_fm_na_n = dialects::gen::complex_terms::WITHOUT_NA_N_INF(rw, v_fm);
    let st26 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_ratio),
    );
    let v30 = rw.insert_built_value(st28);
    let st31 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v30,
        v_one,
        Some(v_fm_na_n),
        rw.value_type(v30),
    );
    let v_ratio_sq_plus_one = rw.insert_built_value(st31);
    let Some(t33) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.25")
    else { return false };
    let Some(ty34) = ctx.attr_type(t33) else { return false };
    let st35 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t33), ty34);
    let v_quarter = rw.insert_built_value(st35);
    let st37 = dialects::gen::math::SqrtOp::build(
        ctx,
        rw.loc,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_max),
    );
    let v39 = rw.insert_built_value(st37);
    let st40 = dialects::gen::math::PowFOp::build(
        ctx,
        rw.loc,
        v_ratio_sq_plus_one,
        v_quarter,
        Some(v_fm_na_n),
        rw.value_type(v_ratio_sq_plus_one),
    );
    let v42 = rw.insert_built_value(st40);
    let st43 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v39,
        v42,
        Some(v_fm_na_n),
        rw.value_type(v39),
    );
    let v_abs_sqrt0 = rw.insert_built_value(st43);
    let st45 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt0,
        v_abs_sqrt0,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        Some(v_fm_na_n),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_sqrt0)),
    );
    let v47 = rw.insert_built_value(st45);
    let st48 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v47,
        v_min,
        v_abs_sqrt0,
        rw.value_type(v_min),
    );
    let v_abs_sqrt = rw.insert_built_value(st48);
    let st50 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re,
        v_fm,
        rw.value_type(v_im),
    );
    let v52 = rw.insert_built_value(st50);
    let st53 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v52,
        v_half,
        v_fm,
        rw.value_type(v52),
    );
    let v_sqrt_arg = rw.insert_built_value(st53);
    let st55 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_sqrt_arg,
        v_fm,
        rw.value_type(v_sqrt_arg),
    );
    let v_cos = rw.insert_built_value(st55);
    let st57 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_sqrt_arg,
        v_fm,
        rw.value_type(v_sqrt_arg),
    );
    let v_sin = rw.insert_built_value(st57);
    let st59 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_sin,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_sin)),
    );
    let v_sin_is_zero = rw.insert_built_value(st59);
    let st61 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_cos,
        v_fm,
        rw.value_type(v_abs_sqrt),
    );
    let v_res_re = rw.insert_built_value(st61);
    let st63 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_sin,
        v_fm,
        rw.value_type(v_abs_sqrt),
    );
    let v65 = rw.insert_built_value(st63);
    let st66 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_sin_is_zero,
        v_zero,
        v65,
        rw.value_type(v_zero),
    );
    let v_res_im = rw.insert_built_value(st66);
    let st68 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_sqrt)),
    );
    let v_is_zero = rw.insert_built_value(st68);
    let st70 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_zero,
        v_res_re,
        rw.value_type(v_zero),
    );
    let v72 = rw.insert_built_value(st70);
    let st73 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_zero,
        v_res_im,
        rw.value_type(v_zero),
    );
    let v75 = rw.insert_built_value(st73);
    let st76 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v72,
        v75,
        types[0usize],
    );
    let v78 = rw.insert_built_value(st76);
    rw.replace_op(op, &[v78]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.sqrt` to `arith.constant`, `complex.re`, `complex.im`, `math.absf`, `arith.maximumf`, `arith.minimumf`, `arith.divf`, `arith.mulf`, `arith.addf`, `math.sqrt`, `math.powf`, `arith.cmpf`, `arith.select`, `math.atan2`, `math.cos`, `math.sin`, `arith.andi`, `arith.ori`, `math.copysign`, `complex.create`.
pub fn lower_complex_sqrt_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(!(t1)) {
        return false;
    }
    let v_elem = dialects::gen::complex_terms::ELEMENT_TYPE_OF(rw, types[0usize]);
    let Some(t2) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty3) = ctx.attr_type(t2) else { return false };
    let st4 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t2), ty3);
    let v_zero = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.5") else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_half = rw.insert_built_value(st8);
    let st10 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st10);
    let st12 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_one = rw.insert_built_value(st16);
    let st18 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_re_abs = rw.insert_built_value(st18);
    let st20 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_im_abs = rw.insert_built_value(st20);
    let st22 = dialects::gen::arith::MaximumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_max = rw.insert_built_value(st22);
    let st24 = dialects::gen::arith::MinimumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_min = rw.insert_built_value(st24);
    let v_fm_na_n = dialects::gen::complex_terms::WITHOUT_NA_N_INF(rw, v_fm);
    let st26 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_ratio),
    );
    let v30 = rw.insert_built_value(st28);
    let st31 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v30,
        v_one,
        Some(v_fm_na_n),
        rw.value_type(v30),
    );
    let v_ratio_sq_plus_one = rw.insert_built_value(st31);
    let Some(t33) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "0.25")
    else { return false };
    let Some(ty34) = ctx.attr_type(t33) else { return false };
    let st35 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t33), ty34);
    let v_quarter = rw.insert_built_value(st35);
    let st37 = dialects::gen::math::SqrtOp::build(
        ctx,
        rw.loc,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_max),
    );
    let v39 = rw.insert_built_value(st37);
    let st40 = dialects::gen::math::PowFOp::build(
        ctx,
        rw.loc,
        v_ratio_sq_plus_one,
        v_quarter,
        Some(v_fm_na_n),
        rw.value_type(v_ratio_sq_plus_one),
    );
    let v42 = rw.insert_built_value(st40);
    let st43 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v39,
        v42,
        Some(v_fm_na_n),
        rw.value_type(v39),
    );
    let v_abs_sqrt0 = rw.insert_built_value(st43);
    let st45 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt0,
        v_abs_sqrt0,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        Some(v_fm_na_n),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_sqrt0)),
    );
    let v47 = rw.insert_built_value(st45);
    let st48 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v47,
        v_min,
        v_abs_sqrt0,
        rw.value_type(v_min),
    );
    let v_abs_sqrt = rw.insert_built_value(st48);
    let st50 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re,
        v_fm,
        rw.value_type(v_im),
    );
    let v52 = rw.insert_built_value(st50);
    let st53 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v52,
        v_half,
        v_fm,
        rw.value_type(v52),
    );
    let v_sqrt_arg = rw.insert_built_value(st53);
    let st55 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_sqrt_arg,
        v_fm,
        rw.value_type(v_sqrt_arg),
    );
    let v_cos = rw.insert_built_value(st55);
    let st57 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_sqrt_arg,
        v_fm,
        rw.value_type(v_sqrt_arg),
    );
    let v_sin = rw.insert_built_value(st57);
    let st59 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_sin,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_sin)),
    );
    let v_sin_is_zero = rw.insert_built_value(st59);
    let st61 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_cos,
        v_fm,
        rw.value_type(v_abs_sqrt),
    );
    let v_res_re = rw.insert_built_value(st61);
    let st63 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_sin,
        v_fm,
        rw.value_type(v_abs_sqrt),
    );
    let v65 = rw.insert_built_value(st63);
    let st66 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_sin_is_zero,
        v_zero,
        v65,
        rw.value_type(v_zero),
    );
    let v_res_im = rw.insert_built_value(st66);
    let Some(t68) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty69) = ctx.attr_type(t68) else { return false };
    let st70 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t68), ty69);
    let v_inf = rw.insert_built_value(st70);
    let Some(t72) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "-inf")
    else { return false };
    let Some(ty73) = ctx.attr_type(t72) else { return false };
    let st74 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t72), ty73);
    let v_neg_inf = rw.insert_built_value(st74);
    let Some(t76) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "nan") else {
        return false
    };
    let Some(ty77) = ctx.attr_type(t76) else { return false };
    let st78 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t76), ty77);
    let v_nan = rw.insert_built_value(st78);
    let st80 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_abs_im = rw.insert_built_value(st80);
    let st82 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_im,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_im)),
    );
    let v_abs_im_is_inf = rw.insert_built_value(st82);
    let st84 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_im,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                6u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_im)),
    );
    let v_abs_im_is_not_inf = rw.insert_built_value(st84);
    let st86 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re)),
    );
    let v_re_is_inf = rw.insert_built_value(st86);
    let st88 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_neg_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re)),
    );
    let v_re_is_neg_inf = rw.insert_built_value(st88);
    let st90 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_re_is_neg_inf,
        v_abs_im_is_not_inf,
        rw.value_type(v_re_is_neg_inf),
    );
    let v92 = rw.insert_built_value(st90);
    let st93 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v92,
        v_zero,
        v_res_re,
        rw.value_type(v_zero),
    );
    let v_res_re1 = rw.insert_built_value(st93);
    let st95 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_abs_im_is_inf,
        v_re_is_inf,
        rw.value_type(v_abs_im_is_inf),
    );
    let v97 = rw.insert_built_value(st95);
    let st98 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v97,
        v_inf,
        v_res_re1,
        rw.value_type(v_inf),
    );
    let v_res_re2 = rw.insert_built_value(st98);
    let st100 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_inf,
        v_im,
        v_fm,
        rw.value_type(v_inf),
    );
    let v_im_sign_inf = rw.insert_built_value(st100);
    let st102 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_abs_sqrt,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        None,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_sqrt)),
    );
    let v104 = rw.insert_built_value(st102);
    let st105 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v104,
        v_nan,
        v_res_im,
        rw.value_type(v_nan),
    );
    let v_res_im1 = rw.insert_built_value(st105);
    let st107 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_abs_im_is_inf,
        v_re_is_neg_inf,
        rw.value_type(v_abs_im_is_inf),
    );
    let v109 = rw.insert_built_value(st107);
    let st110 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v109,
        v_im_sign_inf,
        v_res_im1,
        rw.value_type(v_im_sign_inf),
    );
    let v_res_im2 = rw.insert_built_value(st110);
    let st112 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_sqrt,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_sqrt)),
    );
    let v_is_zero = rw.insert_built_value(st112);
    let st114 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_zero,
        v_res_re2,
        rw.value_type(v_zero),
    );
    let v116 = rw.insert_built_value(st114);
    let st117 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_zero,
        v_res_im2,
        rw.value_type(v_zero),
    );
    let v119 = rw.insert_built_value(st117);
    let st120 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v116,
        v119,
        types[0usize],
    );
    let v122 = rw.insert_built_value(st120);
    rw.replace_op(op, &[v122]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.rsqrt` to `arith.constant`, `complex.re`, `complex.im`, `math.absf`, `arith.maximumf`, `arith.minimumf`, `arith.divf`, `arith.mulf`, `arith.addf`, `math.rsqrt`, `math.sqrt`, `arith.cmpf`, `arith.select`, `math.atan2`, `math.cos`, `math.sin`, `arith.andi`, `complex.create`.
pub fn lower_complex_rsqrt(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(t1) {
        return false;
    }
    let v_elem = dialects::gen::complex_terms::ELEMENT_TYPE_OF(rw, types[0usize]);
    let Some(t2) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty3) = ctx.attr_type(t2) else { return false };
    let st4 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t2), ty3);
    let v_zero = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_inf = rw.insert_built_value(st8);
    let Some(t10) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "-0.5")
    else { return false };
    let Some(ty11) = ctx.attr_type(t10) else { return false };
    let st12 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t10), ty11);
    let v_neg_half = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "nan") else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_nan = rw.insert_built_value(st16);
    let st18 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st18);
    let st20 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st20);
    let Some(t22) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty23) = ctx.attr_type(t22) else { return false };
    let st24 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t22), ty23);
    let v_one = rw.insert_built_value(st24);
    let st26 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_re_abs = rw.insert_built_value(st26);
    let st28 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_im_abs = rw.insert_built_value(st28);
    let st30 = dialects::gen::arith::MaximumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_max = rw.insert_built_value(st30);
    let st32 = dialects::gen::arith::MinimumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_min = rw.insert_built_value(st32);
    let v_fm_na_n = dialects::gen::complex_terms::WITHOUT_NA_N_INF(rw, v_fm);
    let st34 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st34);
    let st36 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_ratio),
    );
    let v38 = rw.insert_built_value(st36);
    let st39 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v38,
        v_one,
        Some(v_fm_na_n),
        rw.value_type(v38),
    );
    let v_ratio_sq_plus_one = rw.insert_built_value(st39);
    let st41 = dialects::gen::math::RsqrtOp::build(
        ctx,
        rw.loc,
        v_ratio_sq_plus_one,
        Some(v_fm_na_n),
        rw.value_type(v_ratio_sq_plus_one),
    );
    let v_rsqrt_ratio = rw.insert_built_value(st41);
    let st43 = dialects::gen::math::RsqrtOp::build(
        ctx,
        rw.loc,
        v_min,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_rsqrt_min = rw.insert_built_value(st43);
    let st45 = dialects::gen::math::RsqrtOp::build(
        ctx,
        rw.loc,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_max),
    );
    let v_rsqrt_max = rw.insert_built_value(st45);
    let st47 = dialects::gen::math::SqrtOp::build(
        ctx,
        rw.loc,
        v_rsqrt_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_rsqrt_ratio),
    );
    let v49 = rw.insert_built_value(st47);
    let st50 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_rsqrt_max,
        v49,
        Some(v_fm_na_n),
        rw.value_type(v_rsqrt_max),
    );
    let v_abs_rsqrt0 = rw.insert_built_value(st50);
    let st52 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_rsqrt0,
        v_abs_rsqrt0,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        Some(v_fm_na_n),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_rsqrt0)),
    );
    let v54 = rw.insert_built_value(st52);
    let st55 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v54,
        v_rsqrt_min,
        v_abs_rsqrt0,
        rw.value_type(v_rsqrt_min),
    );
    let v_abs_rsqrt = rw.insert_built_value(st55);
    let st57 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re,
        v_fm,
        rw.value_type(v_im),
    );
    let v59 = rw.insert_built_value(st57);
    let st60 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v59,
        v_neg_half,
        v_fm,
        rw.value_type(v59),
    );
    let v_rsqrt_arg = rw.insert_built_value(st60);
    let st62 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_rsqrt_arg,
        v_fm,
        rw.value_type(v_rsqrt_arg),
    );
    let v_cos = rw.insert_built_value(st62);
    let st64 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_rsqrt_arg,
        v_fm,
        rw.value_type(v_rsqrt_arg),
    );
    let v_sin = rw.insert_built_value(st64);
    let st66 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_rsqrt,
        v_cos,
        v_fm,
        rw.value_type(v_abs_rsqrt),
    );
    let v_res_re = rw.insert_built_value(st66);
    let st68 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_rsqrt,
        v_sin,
        v_fm,
        rw.value_type(v_abs_rsqrt),
    );
    let v_res_im = rw.insert_built_value(st68);
    let st70 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re)),
    );
    let v72 = rw.insert_built_value(st70);
    let st73 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im)),
    );
    let v75 = rw.insert_built_value(st73);
    let st76 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v72,
        v75,
        rw.value_type(v72),
    );
    let v_is_zero = rw.insert_built_value(st76);
    let st78 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_inf,
        v_res_re,
        rw.value_type(v_inf),
    );
    let v80 = rw.insert_built_value(st78);
    let st81 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_nan,
        v_res_im,
        rw.value_type(v_nan),
    );
    let v83 = rw.insert_built_value(st81);
    let st84 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v80,
        v83,
        types[0usize],
    );
    let v86 = rw.insert_built_value(st84);
    rw.replace_op(op, &[v86]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.rsqrt` to `arith.constant`, `complex.re`, `complex.im`, `math.absf`, `arith.maximumf`, `arith.minimumf`, `arith.divf`, `arith.mulf`, `arith.addf`, `math.rsqrt`, `math.sqrt`, `arith.cmpf`, `arith.select`, `math.atan2`, `math.cos`, `math.sin`, `math.copysign`, `arith.andi`, `arith.ori`, `complex.create`.
pub fn lower_complex_rsqrt_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(!(t1)) {
        return false;
    }
    let v_elem = dialects::gen::complex_terms::ELEMENT_TYPE_OF(rw, types[0usize]);
    let Some(t2) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty3) = ctx.attr_type(t2) else { return false };
    let st4 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t2), ty3);
    let v_zero = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_inf = rw.insert_built_value(st8);
    let Some(t10) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "-0.5")
    else { return false };
    let Some(ty11) = ctx.attr_type(t10) else { return false };
    let st12 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t10), ty11);
    let v_neg_half = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "nan") else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_nan = rw.insert_built_value(st16);
    let st18 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_re = rw.insert_built_value(st18);
    let st20 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st20);
    let Some(t22) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty23) = ctx.attr_type(t22) else { return false };
    let st24 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t22), ty23);
    let v_one = rw.insert_built_value(st24);
    let st26 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_re_abs = rw.insert_built_value(st26);
    let st28 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_im_abs = rw.insert_built_value(st28);
    let st30 = dialects::gen::arith::MaximumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_max = rw.insert_built_value(st30);
    let st32 = dialects::gen::arith::MinimumFOp::build(
        ctx,
        rw.loc,
        v_re_abs,
        v_im_abs,
        v_fm,
        rw.value_type(v_re_abs),
    );
    let v_min = rw.insert_built_value(st32);
    let v_fm_na_n = dialects::gen::complex_terms::WITHOUT_NA_N_INF(rw, v_fm);
    let st34 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st34);
    let st36 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_ratio),
    );
    let v38 = rw.insert_built_value(st36);
    let st39 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v38,
        v_one,
        Some(v_fm_na_n),
        rw.value_type(v38),
    );
    let v_ratio_sq_plus_one = rw.insert_built_value(st39);
    let st41 = dialects::gen::math::RsqrtOp::build(
        ctx,
        rw.loc,
        v_ratio_sq_plus_one,
        Some(v_fm_na_n),
        rw.value_type(v_ratio_sq_plus_one),
    );
    let v_rsqrt_ratio = rw.insert_built_value(st41);
    let st43 = dialects::gen::math::RsqrtOp::build(
        ctx,
        rw.loc,
        v_min,
        Some(v_fm_na_n),
        rw.value_type(v_min),
    );
    let v_rsqrt_min = rw.insert_built_value(st43);
    let st45 = dialects::gen::math::RsqrtOp::build(
        ctx,
        rw.loc,
        v_max,
        Some(v_fm_na_n),
        rw.value_type(v_max),
    );
    let v_rsqrt_max = rw.insert_built_value(st45);
    let st47 = dialects::gen::math::SqrtOp::build(
        ctx,
        rw.loc,
        v_rsqrt_ratio,
        Some(v_fm_na_n),
        rw.value_type(v_rsqrt_ratio),
    );
    let v49 = rw.insert_built_value(st47);
    let st50 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_rsqrt_max,
        v49,
        Some(v_fm_na_n),
        rw.value_type(v_rsqrt_max),
    );
    let v_abs_rsqrt0 = rw.insert_built_value(st50);
    let st52 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_rsqrt0,
        v_abs_rsqrt0,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        Some(v_fm_na_n),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_rsqrt0)),
    );
    let v54 = rw.insert_built_value(st52);
    let st55 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v54,
        v_rsqrt_min,
        v_abs_rsqrt0,
        rw.value_type(v_rsqrt_min),
    );
    let v_abs_rsqrt = rw.insert_built_value(st55);
    let st57 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_im,
        v_re,
        v_fm,
        rw.value_type(v_im),
    );
    let v59 = rw.insert_built_value(st57);
    let st60 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v59,
        v_neg_half,
        v_fm,
        rw.value_type(v59),
    );
    let v_rsqrt_arg = rw.insert_built_value(st60);
    let st62 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_rsqrt_arg,
        v_fm,
        rw.value_type(v_rsqrt_arg),
    );
    let v_cos = rw.insert_built_value(st62);
    let st64 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_rsqrt_arg,
        v_fm,
        rw.value_type(v_rsqrt_arg),
    );
    let v_sin = rw.insert_built_value(st64);
    let st66 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_rsqrt,
        v_cos,
        v_fm,
        rw.value_type(v_abs_rsqrt),
    );
    let v_res_re = rw.insert_built_value(st66);
    let st68 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_rsqrt,
        v_sin,
        v_fm,
        rw.value_type(v_abs_rsqrt),
    );
    let v_res_im = rw.insert_built_value(st68);
    let Some(t70) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty71) = ctx.attr_type(t70) else { return false };
    let st72 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t70), ty71);
    let v_neg_one = rw.insert_built_value(st72);
    let st74 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_re,
        v_fm,
        rw.value_type(v_zero),
    );
    let v_re_signed_zero = rw.insert_built_value(st74);
    let st76 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_im,
        v_fm,
        rw.value_type(v_zero),
    );
    let v78 = rw.insert_built_value(st76);
    let st79 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v78,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_neg_im_signed_zero = rw.insert_built_value(st79);
    let st81 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_fm,
        rw.value_type(v_re),
    );
    let v_abs_re = rw.insert_built_value(st81);
    let st83 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_fm,
        rw.value_type(v_im),
    );
    let v_abs_im = rw.insert_built_value(st83);
    let st85 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_im,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_im)),
    );
    let v_abs_im_is_inf = rw.insert_built_value(st85);
    let st87 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_re,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re)),
    );
    let v_re_is_na_n = rw.insert_built_value(st87);
    let st89 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_re,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_re)),
    );
    let v_re_is_inf = rw.insert_built_value(st89);
    let st91 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_abs_im_is_inf,
        v_re_is_na_n,
        rw.value_type(v_abs_im_is_inf),
    );
    let v93 = rw.insert_built_value(st91);
    let st94 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v93,
        v_re_is_inf,
        rw.value_type(v93),
    );
    let v_result_is_zero = rw.insert_built_value(st94);
    let st96 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_result_is_zero,
        v_re_signed_zero,
        v_res_re,
        rw.value_type(v_re_signed_zero),
    );
    let v_res_re1 = rw.insert_built_value(st96);
    let st98 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_result_is_zero,
        v_neg_im_signed_zero,
        v_res_im,
        rw.value_type(v_neg_im_signed_zero),
    );
    let v_res_im1 = rw.insert_built_value(st98);
    let st100 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_re,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_re)),
    );
    let v102 = rw.insert_built_value(st100);
    let st103 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_im)),
    );
    let v105 = rw.insert_built_value(st103);
    let st106 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v102,
        v105,
        rw.value_type(v102),
    );
    let v_is_zero = rw.insert_built_value(st106);
    let st108 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_inf,
        v_res_re1,
        rw.value_type(v_inf),
    );
    let v110 = rw.insert_built_value(st108);
    let st111 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_zero,
        v_nan,
        v_res_im1,
        rw.value_type(v_nan),
    );
    let v113 = rw.insert_built_value(st111);
    let st114 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v110,
        v113,
        types[0usize],
    );
    let v116 = rw.insert_built_value(st114);
    rw.replace_op(op, &[v116]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.tanh` to `complex.re`, `complex.im`, `arith.constant`, `arith.addf`, `arith.mulf`, `math.expm1`, `arith.subf`, `math.cos`, `math.sin`, `arith.cmpf`, `math.copysign`, `arith.divf`, `arith.select`, `complex.create`.
pub fn lower_complex_tanh(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_real = rw.insert_built_value(st2);
    let st4 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_imag = rw.insert_built_value(st4);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_real);
    let Some(t6) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_neg_one = rw.insert_built_value(st8);
    let Some(t10) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty11) = ctx.attr_type(t10) else { return false };
    let st12 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t10), ty11);
    let v_inf = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "4") else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_four = rw.insert_built_value(st16);
    let st18 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_real,
        v_real,
        v_fm,
        rw.value_type(v_real),
    );
    let v_two_real = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_two_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_neg_two_real = rw.insert_built_value(st20);
    let st22 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_two_real,
        v_fm,
        rw.value_type(v_two_real),
    );
    let v_e1 = rw.insert_built_value(st22);
    let st24 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_neg_two_real,
        v_fm,
        rw.value_type(v_neg_two_real),
    );
    let v_e2 = rw.insert_built_value(st24);
    let st26 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_real_num = rw.insert_built_value(st26);
    let st28 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_cos_imag = rw.insert_built_value(st28);
    let st30 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_cos_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v32 = rw.insert_built_value(st30);
    let st33 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v32,
        v_four,
        v_fm,
        rw.value_type(v32),
    );
    let v_two_cos_plus_one = rw.insert_built_value(st33);
    let st35 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_sin_imag = rw.insert_built_value(st35);
    let st37 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_sin_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v39 = rw.insert_built_value(st37);
    let st40 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_four,
        v39,
        v_fm,
        rw.value_type(v_four),
    );
    let v_imag_num = rw.insert_built_value(st40);
    let st42 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_exp_sum = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_two_cos_plus_one,
        v_fm,
        rw.value_type(v_exp_sum),
    );
    let v_denom = rw.insert_built_value(st44);
    let st46 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_exp_sum)),
    );
    let v_is_inf = rw.insert_built_value(st46);
    let st48 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_real_limit = rw.insert_built_value(st48);
    let st50 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_real_num,
        v_denom,
        v_fm,
        rw.value_type(v_real_num),
    );
    let v52 = rw.insert_built_value(st50);
    let st53 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_real_limit,
        v52,
        rw.value_type(v_real_limit),
    );
    let v_res_re = rw.insert_built_value(st53);
    let st55 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_imag_num,
        v_denom,
        v_fm,
        rw.value_type(v_imag_num),
    );
    let v_res_im = rw.insert_built_value(st55);
    let st57 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v_res_im,
        types[0usize],
    );
    let v59 = rw.insert_built_value(st57);
    rw.replace_op(op, &[v59]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.tanh` to `complex.re`, `complex.im`, `arith.constant`, `arith.addf`, `arith.mulf`, `math.expm1`, `arith.subf`, `math.cos`, `math.sin`, `arith.cmpf`, `math.copysign`, `arith.divf`, `arith.select`, `math.absf`, `arith.xori`, `arith.andi`, `arith.ori`, `complex.create`.
pub fn lower_complex_tanh_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_real = rw.insert_built_value(st2);
    let st4 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_imag = rw.insert_built_value(st4);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_real);
    let Some(t6) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_neg_one = rw.insert_built_value(st8);
    let Some(t10) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty11) = ctx.attr_type(t10) else { return false };
    let st12 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t10), ty11);
    let v_inf = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "4") else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_four = rw.insert_built_value(st16);
    let st18 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_real,
        v_real,
        v_fm,
        rw.value_type(v_real),
    );
    let v_two_real = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_two_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_neg_two_real = rw.insert_built_value(st20);
    let st22 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_two_real,
        v_fm,
        rw.value_type(v_two_real),
    );
    let v_e1 = rw.insert_built_value(st22);
    let st24 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_neg_two_real,
        v_fm,
        rw.value_type(v_neg_two_real),
    );
    let v_e2 = rw.insert_built_value(st24);
    let st26 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_real_num = rw.insert_built_value(st26);
    let st28 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_cos_imag = rw.insert_built_value(st28);
    let st30 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_cos_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v32 = rw.insert_built_value(st30);
    let st33 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v32,
        v_four,
        v_fm,
        rw.value_type(v32),
    );
    let v_two_cos_plus_one = rw.insert_built_value(st33);
    let st35 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_sin_imag = rw.insert_built_value(st35);
    let st37 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_sin_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v39 = rw.insert_built_value(st37);
    let st40 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_four,
        v39,
        v_fm,
        rw.value_type(v_four),
    );
    let v_imag_num = rw.insert_built_value(st40);
    let st42 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_exp_sum = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_two_cos_plus_one,
        v_fm,
        rw.value_type(v_exp_sum),
    );
    let v_denom = rw.insert_built_value(st44);
    let st46 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_exp_sum)),
    );
    let v_is_inf = rw.insert_built_value(st46);
    let st48 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_real_limit = rw.insert_built_value(st48);
    let st50 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_real_num,
        v_denom,
        v_fm,
        rw.value_type(v_real_num),
    );
    let v52 = rw.insert_built_value(st50);
    let st53 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_real_limit,
        v52,
        rw.value_type(v_real_limit),
    );
    let v_res_re = rw.insert_built_value(st53);
    let st55 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_imag_num,
        v_denom,
        v_fm,
        rw.value_type(v_imag_num),
    );
    let v_res_im = rw.insert_built_value(st55);
    let st57 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_real,
        v_fm,
        rw.value_type(v_real),
    );
    let v_abs_real = rw.insert_built_value(st57);
    let Some(t59) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty60) = ctx.attr_type(t59) else { return false };
    let st61 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t59), ty60);
    let v_zero = rw.insert_built_value(st61);
    let Some(t63) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "nan") else {
        return false
    };
    let Some(ty64) = ctx.attr_type(t63) else { return false };
    let st65 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t63), ty64);
    let v_nan = rw.insert_built_value(st65);
    let st67 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_real,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_real)),
    );
    let v_abs_real_is_inf = rw.insert_built_value(st67);
    let st69 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_imag)),
    );
    let v_imag_is_zero = rw.insert_built_value(st69);
    let t71 = dialects::gen::complex_terms::TRUE_ATTR(rw);
    let Some(ty72) = ctx.attr_type(t71) else { return false };
    let st73 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t71), ty72);
    let v75 = rw.insert_built_value(st73);
    let st76 = dialects::gen::arith::XOrIOp::build(
        ctx,
        rw.loc,
        v_abs_real_is_inf,
        v75,
        rw.value_type(v_abs_real_is_inf),
    );
    let v_abs_real_is_not_inf = rw.insert_built_value(st76);
    let st78 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_imag_num,
        v_imag_num,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_imag_num)),
    );
    let v_imag_num_is_na_n = rw.insert_built_value(st78);
    let st80 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_imag_num_is_na_n,
        v_abs_real_is_not_inf,
        rw.value_type(v_imag_num_is_na_n),
    );
    let v_res_re_is_na_n = rw.insert_built_value(st80);
    let st82 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_abs_real_is_inf,
        v_imag_num_is_na_n,
        rw.value_type(v_abs_real_is_inf),
    );
    let v84 = rw.insert_built_value(st82);
    let st85 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_imag_is_zero,
        v84,
        rw.value_type(v_imag_is_zero),
    );
    let v_res_im_is_zero = rw.insert_built_value(st85);
    let st87 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_res_re_is_na_n,
        v_nan,
        v_res_re,
        rw.value_type(v_nan),
    );
    let v_res_re1 = rw.insert_built_value(st87);
    let st89 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_res_im_is_zero,
        v_zero,
        v_res_im,
        rw.value_type(v_zero),
    );
    let v_res_im1 = rw.insert_built_value(st89);
    let st91 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_re1,
        v_res_im1,
        types[0usize],
    );
    let v93 = rw.insert_built_value(st91);
    rw.replace_op(op, &[v93]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.tan` to `complex.re`, `complex.im`, `arith.constant`, `arith.mulf`, `arith.addf`, `math.expm1`, `arith.subf`, `math.cos`, `math.sin`, `arith.cmpf`, `math.copysign`, `arith.divf`, `arith.select`, `complex.create`.
pub fn lower_complex_tan(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_imag = rw.insert_built_value(st2);
    let st4 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st4);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_imag);
    let Some(t6) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_neg_one = rw.insert_built_value(st8);
    let st10 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_neg_one,
        v_fm,
        rw.value_type(v_im),
    );
    let v_real = rw.insert_built_value(st10);
    let Some(t12) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty13) = ctx.attr_type(t12) else { return false };
    let st14 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t12), ty13);
    let v_inf = rw.insert_built_value(st14);
    let Some(t16) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "4") else {
        return false
    };
    let Some(ty17) = ctx.attr_type(t16) else { return false };
    let st18 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t16), ty17);
    let v_four = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_real,
        v_real,
        v_fm,
        rw.value_type(v_real),
    );
    let v_two_real = rw.insert_built_value(st20);
    let st22 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_two_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_neg_two_real = rw.insert_built_value(st22);
    let st24 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_two_real,
        v_fm,
        rw.value_type(v_two_real),
    );
    let v_e1 = rw.insert_built_value(st24);
    let st26 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_neg_two_real,
        v_fm,
        rw.value_type(v_neg_two_real),
    );
    let v_e2 = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_real_num = rw.insert_built_value(st28);
    let st30 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_cos_imag = rw.insert_built_value(st30);
    let st32 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_cos_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v34 = rw.insert_built_value(st32);
    let st35 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v34,
        v_four,
        v_fm,
        rw.value_type(v34),
    );
    let v_two_cos_plus_one = rw.insert_built_value(st35);
    let st37 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_sin_imag = rw.insert_built_value(st37);
    let st39 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_sin_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v41 = rw.insert_built_value(st39);
    let st42 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_four,
        v41,
        v_fm,
        rw.value_type(v_four),
    );
    let v_imag_num = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_exp_sum = rw.insert_built_value(st44);
    let st46 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_two_cos_plus_one,
        v_fm,
        rw.value_type(v_exp_sum),
    );
    let v_denom = rw.insert_built_value(st46);
    let st48 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_exp_sum)),
    );
    let v_is_inf = rw.insert_built_value(st48);
    let st50 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_real_limit = rw.insert_built_value(st50);
    let st52 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_real_num,
        v_denom,
        v_fm,
        rw.value_type(v_real_num),
    );
    let v54 = rw.insert_built_value(st52);
    let st55 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_real_limit,
        v54,
        rw.value_type(v_real_limit),
    );
    let v_res_re = rw.insert_built_value(st55);
    let st57 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_imag_num,
        v_denom,
        v_fm,
        rw.value_type(v_imag_num),
    );
    let v_res_im = rw.insert_built_value(st57);
    let st59 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_res_re,
        v_neg_one,
        v_fm,
        rw.value_type(v_res_re),
    );
    let v61 = rw.insert_built_value(st59);
    let st62 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_im,
        v61,
        types[0usize],
    );
    let v64 = rw.insert_built_value(st62);
    rw.replace_op(op, &[v64]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.tan` to `complex.re`, `complex.im`, `arith.constant`, `arith.mulf`, `arith.addf`, `math.expm1`, `arith.subf`, `math.cos`, `math.sin`, `arith.cmpf`, `math.copysign`, `arith.divf`, `arith.select`, `math.absf`, `arith.xori`, `arith.andi`, `arith.ori`, `complex.create`.
pub fn lower_complex_tan_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_complex = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::complex_terms::HAS_NA_N_INF(rw, v_fm);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_imag = rw.insert_built_value(st2);
    let st4 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_complex,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_complex)),
    );
    let v_im = rw.insert_built_value(st4);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_imag);
    let Some(t6) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v_neg_one = rw.insert_built_value(st8);
    let st10 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_im,
        v_neg_one,
        v_fm,
        rw.value_type(v_im),
    );
    let v_real = rw.insert_built_value(st10);
    let Some(t12) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty13) = ctx.attr_type(t12) else { return false };
    let st14 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t12), ty13);
    let v_inf = rw.insert_built_value(st14);
    let Some(t16) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "4") else {
        return false
    };
    let Some(ty17) = ctx.attr_type(t16) else { return false };
    let st18 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t16), ty17);
    let v_four = rw.insert_built_value(st18);
    let st20 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_real,
        v_real,
        v_fm,
        rw.value_type(v_real),
    );
    let v_two_real = rw.insert_built_value(st20);
    let st22 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_two_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_neg_two_real = rw.insert_built_value(st22);
    let st24 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_two_real,
        v_fm,
        rw.value_type(v_two_real),
    );
    let v_e1 = rw.insert_built_value(st24);
    let st26 = dialects::gen::math::ExpM1Op::build(
        ctx,
        rw.loc,
        v_neg_two_real,
        v_fm,
        rw.value_type(v_neg_two_real),
    );
    let v_e2 = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::SubFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_real_num = rw.insert_built_value(st28);
    let st30 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_cos_imag = rw.insert_built_value(st30);
    let st32 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_cos_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v34 = rw.insert_built_value(st32);
    let st35 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v34,
        v_four,
        v_fm,
        rw.value_type(v34),
    );
    let v_two_cos_plus_one = rw.insert_built_value(st35);
    let st37 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_fm,
        rw.value_type(v_imag),
    );
    let v_sin_imag = rw.insert_built_value(st37);
    let st39 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_cos_imag,
        v_sin_imag,
        v_fm,
        rw.value_type(v_cos_imag),
    );
    let v41 = rw.insert_built_value(st39);
    let st42 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_four,
        v41,
        v_fm,
        rw.value_type(v_four),
    );
    let v_imag_num = rw.insert_built_value(st42);
    let st44 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_e1,
        v_e2,
        v_fm,
        rw.value_type(v_e1),
    );
    let v_exp_sum = rw.insert_built_value(st44);
    let st46 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_two_cos_plus_one,
        v_fm,
        rw.value_type(v_exp_sum),
    );
    let v_denom = rw.insert_built_value(st46);
    let st48 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_exp_sum,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_exp_sum)),
    );
    let v_is_inf = rw.insert_built_value(st48);
    let st50 = dialects::gen::math::CopySignOp::build(
        ctx,
        rw.loc,
        v_neg_one,
        v_real,
        v_fm,
        rw.value_type(v_neg_one),
    );
    let v_real_limit = rw.insert_built_value(st50);
    let st52 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_real_num,
        v_denom,
        v_fm,
        rw.value_type(v_real_num),
    );
    let v54 = rw.insert_built_value(st52);
    let st55 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_is_inf,
        v_real_limit,
        v54,
        rw.value_type(v_real_limit),
    );
    let v_res_re = rw.insert_built_value(st55);
    let st57 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_imag_num,
        v_denom,
        v_fm,
        rw.value_type(v_imag_num),
    );
    let v_res_im = rw.insert_built_value(st57);
    let st59 = dialects::gen::math::AbsFOp::build(
        ctx,
        rw.loc,
        v_real,
        v_fm,
        rw.value_type(v_real),
    );
    let v_abs_real = rw.insert_built_value(st59);
    let Some(t61) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty62) = ctx.attr_type(t61) else { return false };
    let st63 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t61), ty62);
    let v_zero = rw.insert_built_value(st63);
    let Some(t65) = dialects::gen::complex_terms::FLOAT_CONST_OF(rw, v_elem, "nan") else {
        return false
    };
    let Some(ty66) = ctx.attr_type(t65) else { return false };
    let st67 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t65), ty66);
    let v_nan = rw.insert_built_value(st67);
    let st69 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs_real,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs_real)),
    );
    let v_abs_real_is_inf = rw.insert_built_value(st69);
    let st71 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_imag,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_imag)),
    );
    let v_imag_is_zero = rw.insert_built_value(st71);
    let t73 = dialects::gen::complex_terms::TRUE_ATTR(rw);
    let Some(ty74) = ctx.attr_type(t73) else { return false };
    let st75 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t73), ty74);
    let v77 = rw.insert_built_value(st75);
    let st78 = dialects::gen::arith::XOrIOp::build(
        ctx,
        rw.loc,
        v_abs_real_is_inf,
        v77,
        rw.value_type(v_abs_real_is_inf),
    );
    let v_abs_real_is_not_inf = rw.insert_built_value(st78);
    let st80 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_imag_num,
        v_imag_num,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                14u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_imag_num)),
    );
    let v_imag_num_is_na_n = rw.insert_built_value(st80);
    let st82 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_imag_num_is_na_n,
        v_abs_real_is_not_inf,
        rw.value_type(v_imag_num_is_na_n),
    );
    let v_res_re_is_na_n = rw.insert_built_value(st82);
    let st84 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_abs_real_is_inf,
        v_imag_num_is_na_n,
        rw.value_type(v_abs_real_is_inf),
    );
    let v86 = rw.insert_built_value(st84);
    let st87 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_imag_is_zero,
        v86,
        rw.value_type(v_imag_is_zero),
    );
    let v_res_im_is_zero = rw.insert_built_value(st87);
    let st89 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_res_re_is_na_n,
        v_nan,
        v_res_re,
        rw.value_type(v_nan),
    );
    let v_res_re1 = rw.insert_built_value(st89);
    let st91 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_res_im_is_zero,
        v_zero,
        v_res_im,
        rw.value_type(v_zero),
    );
    let v_res_im1 = rw.insert_built_value(st91);
    let st93 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_res_re1,
        v_neg_one,
        v_fm,
        rw.value_type(v_res_re1),
    );
    let v95 = rw.insert_built_value(st93);
    let st96 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_res_im1,
        v95,
        types[0usize],
    );
    let v98 = rw.insert_built_value(st96);
    rw.replace_op(op, &[v98]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.pow` to `complex.re`, `complex.im`, `complex.abs`, `math.powf`, `arith.negf`, `math.atan2`, `arith.mulf`, `math.exp`, `math.log`, `arith.addf`, `math.cos`, `math.sin`, `arith.constant`, `complex.create`, `arith.cmpf`, `arith.select`, `arith.andi`.
pub fn lower_complex_pow(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_c = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_rhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_rhs)),
    );
    let v_d = rw.insert_built_value(st3);
    let st5 = dialects::gen::complex::ReOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_a = rw.insert_built_value(st5);
    let st7 = dialects::gen::complex::ImOp::build(
        ctx,
        rw.loc,
        v_lhs,
        None,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_b = rw.insert_built_value(st7);
    let st9 = dialects::gen::complex::AbsOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_fm,
        dialects::native::complex::element_type(ctx, rw.value_type(v_lhs)),
    );
    let v_abs = rw.insert_built_value(st9);
    let st11 = dialects::gen::math::PowFOp::build(
        ctx,
        rw.loc,
        v_abs,
        v_c,
        v_fm,
        rw.value_type(v_abs),
    );
    let v_abs_to_c = rw.insert_built_value(st11);
    let st13 = dialects::gen::arith::NegFOp::build(
        ctx,
        rw.loc,
        v_d,
        v_fm,
        rw.value_type(v_d),
    );
    let v_neg_d = rw.insert_built_value(st13);
    let st15 = dialects::gen::math::Atan2Op::build(
        ctx,
        rw.loc,
        v_b,
        v_a,
        v_fm,
        rw.value_type(v_b),
    );
    let v_arg_lhs = rw.insert_built_value(st15);
    let st17 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_neg_d,
        v_arg_lhs,
        v_fm,
        rw.value_type(v_neg_d),
    );
    let v19 = rw.insert_built_value(st17);
    let st20 = dialects::gen::math::ExpOp::build(
        ctx,
        rw.loc,
        v19,
        v_fm,
        rw.value_type(v19),
    );
    let v_exp_neg_d_arg = rw.insert_built_value(st20);
    let st22 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_abs_to_c,
        v_exp_neg_d_arg,
        v_fm,
        rw.value_type(v_abs_to_c),
    );
    let v_coeff = rw.insert_built_value(st22);
    let st24 = dialects::gen::math::LogOp::build(
        ctx,
        rw.loc,
        v_abs,
        v_fm,
        rw.value_type(v_abs),
    );
    let v_ln_abs = rw.insert_built_value(st24);
    let st26 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_c,
        v_arg_lhs,
        v_fm,
        rw.value_type(v_c),
    );
    let v_c_arg = rw.insert_built_value(st26);
    let st28 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_d,
        v_ln_abs,
        v_fm,
        rw.value_type(v_d),
    );
    let v30 = rw.insert_built_value(st28);
    let st31 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v_c_arg,
        v30,
        v_fm,
        rw.value_type(v_c_arg),
    );
    let v_q = rw.insert_built_value(st31);
    let st33 = dialects::gen::math::CosOp::build(
        ctx,
        rw.loc,
        v_q,
        v_fm,
        rw.value_type(v_q),
    );
    let v_cos_q = rw.insert_built_value(st33);
    let st35 = dialects::gen::math::SinOp::build(
        ctx,
        rw.loc,
        v_q,
        v_fm,
        rw.value_type(v_q),
    );
    let v_sin_q = rw.insert_built_value(st35);
    let v_elem = dialects::gen::terms::TYPE_OF(rw, v_a);
    let Some(t37) = dialects::gen::complex_terms::FLOAT_INF_OF(rw, v_elem) else {
        return false
    };
    let Some(ty38) = ctx.attr_type(t37) else { return false };
    let st39 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t37), ty38);
    let v_inf = rw.insert_built_value(st39);
    let Some(t41) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty42) = ctx.attr_type(t41) else { return false };
    let st43 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t41), ty42);
    let v_zero = rw.insert_built_value(st43);
    let Some(t45) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty46) = ctx.attr_type(t45) else { return false };
    let st47 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t45), ty46);
    let v_one = rw.insert_built_value(st47);
    let st49 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_one,
        v_zero,
        types[0usize],
    );
    let v_complex_one = rw.insert_built_value(st49);
    let st51 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_zero,
        types[0usize],
    );
    let v_complex_zero = rw.insert_built_value(st51);
    let st53 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_inf,
        v_zero,
        types[0usize],
    );
    let v_complex_inf = rw.insert_built_value(st53);
    let st55 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_abs,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_abs)),
    );
    let v_abs_eq_zero = rw.insert_built_value(st55);
    let st57 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_d,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_d)),
    );
    let v_d_eq_zero = rw.insert_built_value(st57);
    let st59 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_c,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_c)),
    );
    let v_c_eq_zero = rw.insert_built_value(st59);
    let st61 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_b,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_b)),
    );
    let v_b_eq_zero = rw.insert_built_value(st61);
    let st63 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_c,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                5u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_zero)),
    );
    let v_zero_le_c = rw.insert_built_value(st63);
    let st65 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_coeff,
        v_cos_q,
        v_fm,
        rw.value_type(v_coeff),
    );
    let v_coeff_cos_q = rw.insert_built_value(st65);
    let st67 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_coeff,
        v_sin_q,
        v_fm,
        rw.value_type(v_coeff),
    );
    let v_coeff_sin_q = rw.insert_built_value(st67);
    let st69 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_c_eq_zero,
        v_complex_one,
        v_complex_zero,
        rw.value_type(v_complex_one),
    );
    let v_complex_one_or_zero = rw.insert_built_value(st69);
    let st71 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_coeff_cos_q,
        v_coeff_sin_q,
        types[0usize],
    );
    let v_coeff_cos_sin = rw.insert_built_value(st71);
    let st73 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_abs_eq_zero,
        v_d_eq_zero,
        rw.value_type(v_abs_eq_zero),
    );
    let v75 = rw.insert_built_value(st73);
    let st76 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v75,
        v_zero_le_c,
        rw.value_type(v75),
    );
    let v78 = rw.insert_built_value(st76);
    let st79 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v78,
        v_complex_one_or_zero,
        v_coeff_cos_sin,
        rw.value_type(v_complex_one_or_zero),
    );
    let v_cutoff0 = rw.insert_built_value(st79);
    let st81 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_c_eq_zero,
        v_d_eq_zero,
        rw.value_type(v_c_eq_zero),
    );
    let v83 = rw.insert_built_value(st81);
    let st84 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v83,
        v_complex_one,
        v_cutoff0,
        rw.value_type(v_complex_one),
    );
    let v_cutoff1 = rw.insert_built_value(st84);
    let st86 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_one,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v88 = rw.insert_built_value(st86);
    let st89 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v88,
        v_b_eq_zero,
        rw.value_type(v88),
    );
    let v91 = rw.insert_built_value(st89);
    let st92 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v91,
        v_complex_one,
        v_cutoff1,
        rw.value_type(v_complex_one),
    );
    let v_cutoff2 = rw.insert_built_value(st92);
    let st94 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_inf,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                1u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_a)),
    );
    let v96 = rw.insert_built_value(st94);
    let st97 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v96,
        v_b_eq_zero,
        rw.value_type(v96),
    );
    let v_lhs_eq_inf = rw.insert_built_value(st97);
    let st99 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_c,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_c)),
    );
    let v101 = rw.insert_built_value(st99);
    let st102 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_d_eq_zero,
        v101,
        rw.value_type(v_d_eq_zero),
    );
    let v_rhs_gt0 = rw.insert_built_value(st102);
    let st104 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_lhs_eq_inf,
        v_rhs_gt0,
        rw.value_type(v_lhs_eq_inf),
    );
    let v106 = rw.insert_built_value(st104);
    let st107 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v106,
        v_complex_inf,
        v_cutoff2,
        rw.value_type(v_complex_inf),
    );
    let v_cutoff3 = rw.insert_built_value(st107);
    let st109 = dialects::gen::arith::CmpFOp::build(
        ctx,
        rw.loc,
        v_c,
        v_zero,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_F_PREDICATE_ATTR_ENUM,
                4u64,
            ),
        ),
        v_fm,
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_c)),
    );
    let v111 = rw.insert_built_value(st109);
    let st112 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_d_eq_zero,
        v111,
        rw.value_type(v_d_eq_zero),
    );
    let v_rhs_lt0 = rw.insert_built_value(st112);
    let st114 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_lhs_eq_inf,
        v_rhs_lt0,
        rw.value_type(v_lhs_eq_inf),
    );
    let v116 = rw.insert_built_value(st114);
    let st117 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v116,
        v_complex_zero,
        v_cutoff3,
        types[0usize],
    );
    let v119 = rw.insert_built_value(st117);
    rw.replace_op(op, &[v119]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.powi` to `arith.sitofp`, `arith.constant`, `complex.create`, `complex.pow`.
pub fn lower_complex_powi(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let v_elem = dialects::gen::complex_terms::ELEMENT_TYPE_OF(rw, types[0usize]);
    let st1 = dialects::gen::arith::SiToFpOp::build(ctx, rw.loc, v_rhs, v_elem);
    let v_exponent = rw.insert_built_value(st1);
    let Some(t3) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty4) = ctx.attr_type(t3) else { return false };
    let st5 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t3), ty4);
    let v_zero = rw.insert_built_value(st5);
    let st7 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_exponent,
        v_zero,
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    let st10 = dialects::gen::complex::PowOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v9,
        v_fm,
        types[0usize],
    );
    let v12 = rw.insert_built_value(st10);
    rw.replace_op(op, &[v12]);
    true
}
/// `spec/conversion/complex_to_standard.td:N`: `complex.atan2` to `complex.mul`, `complex.add`, `complex.sqrt`, `arith.constant`, `complex.create`, `complex.div`, `complex.log`.
pub fn lower_complex_atan2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::complex::MulOp::build(
        ctx,
        rw.loc,
        v_rhs,
        v_rhs,
        v_fm,
        rw.value_type(v_rhs),
    );
    let v_rhs_squared = rw.insert_built_value(st1);
    let st3 = dialects::gen::complex::MulOp::build(
        ctx,
        rw.loc,
        v_lhs,
        v_lhs,
        v_fm,
        rw.value_type(v_lhs),
    );
    let v_lhs_squared = rw.insert_built_value(st3);
    let st5 = dialects::gen::complex::AddOp::build(
        ctx,
        rw.loc,
        v_rhs_squared,
        v_lhs_squared,
        v_fm,
        rw.value_type(v_rhs_squared),
    );
    let v7 = rw.insert_built_value(st5);
    let st8 = dialects::gen::complex::SqrtOp::build(
        ctx,
        rw.loc,
        v7,
        v_fm,
        rw.value_type(v7),
    );
    let v_sqrt_sum = rw.insert_built_value(st8);
    let v_elem = dialects::gen::complex_terms::ELEMENT_TYPE_OF(rw, types[0usize]);
    let Some(t10) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 0i64) else {
        return false
    };
    let Some(ty11) = ctx.attr_type(t10) else { return false };
    let st12 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t10), ty11);
    let v_zero = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, 1i64) else {
        return false
    };
    let Some(ty15) = ctx.attr_type(t14) else { return false };
    let st16 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t14), ty15);
    let v_one = rw.insert_built_value(st16);
    let st18 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_one,
        types[0usize],
    );
    let v_i = rw.insert_built_value(st18);
    let st20 = dialects::gen::complex::MulOp::build(
        ctx,
        rw.loc,
        v_i,
        v_lhs,
        v_fm,
        rw.value_type(v_i),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::complex::AddOp::build(
        ctx,
        rw.loc,
        v_rhs,
        v22,
        v_fm,
        rw.value_type(v_rhs),
    );
    let v_rhs_plus_i_lhs = rw.insert_built_value(st23);
    let st25 = dialects::gen::complex::DivOp::build(
        ctx,
        rw.loc,
        v_rhs_plus_i_lhs,
        v_sqrt_sum,
        v_fm,
        rw.value_type(v_rhs_plus_i_lhs),
    );
    let v27 = rw.insert_built_value(st25);
    let st28 = dialects::gen::complex::LogOp::build(
        ctx,
        rw.loc,
        v27,
        v_fm,
        rw.value_type(v27),
    );
    let v_log = rw.insert_built_value(st28);
    let Some(t30) = dialects::gen::terms::FLOAT_VALUE_OF(rw, v_elem, -1i64) else {
        return false
    };
    let Some(ty31) = ctx.attr_type(t30) else { return false };
    let st32 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t30), ty31);
    let v_neg_one = rw.insert_built_value(st32);
    let st34 = dialects::gen::complex::CreateOp::build(
        ctx,
        rw.loc,
        v_zero,
        v_neg_one,
        types[0usize],
    );
    let v36 = rw.insert_built_value(st34);
    let st37 = dialects::gen::complex::MulOp::build(
        ctx,
        rw.loc,
        v36,
        v_log,
        v_fm,
        types[0usize],
    );
    let v39 = rw.insert_built_value(st37);
    rw.replace_op(op, &[v39]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "complex.add",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_add",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_complex_add,
    },
    conversion::Pattern {
        root: "complex.sub",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sub",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_complex_sub,
    },
    conversion::Pattern {
        root: "complex.mul",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_mul",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_complex_mul,
    },
    conversion::Pattern {
        root: "complex.div",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_div",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_complex_div,
    },
    conversion::Pattern {
        root: "complex.div",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_div_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_complex_div_2,
    },
    conversion::Pattern {
        root: "complex.abs",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_abs",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_complex_abs,
    },
    conversion::Pattern {
        root: "complex.neg",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_neg",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_complex_neg,
    },
    conversion::Pattern {
        root: "complex.conj",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_conj",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_complex_conj,
    },
    conversion::Pattern {
        root: "complex.angle",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_angle",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_complex_angle,
    },
    conversion::Pattern {
        root: "complex.sign",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sign",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_complex_sign,
    },
    conversion::Pattern {
        root: "complex.eq",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_eq",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_complex_eq,
    },
    conversion::Pattern {
        root: "complex.neq",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_neq",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_complex_neq,
    },
    conversion::Pattern {
        root: "complex.exp",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_exp",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_complex_exp,
    },
    conversion::Pattern {
        root: "complex.expm1",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_expm1",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_complex_expm1,
    },
    conversion::Pattern {
        root: "complex.log",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_log",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_complex_log,
    },
    conversion::Pattern {
        root: "complex.log1p",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_log1p",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_complex_log1p,
    },
    conversion::Pattern {
        root: "complex.sin",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sin",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_complex_sin,
    },
    conversion::Pattern {
        root: "complex.cos",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_cos",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_complex_cos,
    },
    conversion::Pattern {
        root: "complex.sqrt",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sqrt",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: lower_complex_sqrt,
    },
    conversion::Pattern {
        root: "complex.sqrt",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sqrt_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: lower_complex_sqrt_2,
    },
    conversion::Pattern {
        root: "complex.rsqrt",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_rsqrt",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: lower_complex_rsqrt,
    },
    conversion::Pattern {
        root: "complex.rsqrt",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_rsqrt_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: lower_complex_rsqrt_2,
    },
    conversion::Pattern {
        root: "complex.tanh",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_tanh",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: lower_complex_tanh,
    },
    conversion::Pattern {
        root: "complex.tanh",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_tanh_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: lower_complex_tanh_2,
    },
    conversion::Pattern {
        root: "complex.tan",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_tan",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: lower_complex_tan,
    },
    conversion::Pattern {
        root: "complex.tan",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_tan_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: lower_complex_tan_2,
    },
    conversion::Pattern {
        root: "complex.pow",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_pow",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: lower_complex_pow,
    },
    conversion::Pattern {
        root: "complex.powi",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_powi",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: lower_complex_powi,
    },
    conversion::Pattern {
        root: "complex.atan2",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_atan2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/complex_to_standard.td",
            line: &dialects::gen::complex_to_standard::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: lower_complex_atan2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 29usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
