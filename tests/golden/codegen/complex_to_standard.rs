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
    let st17 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_min,
        v_max,
        None,
        rw.value_type(v_min),
    );
    let v_ratio = rw.insert_built_value(st17);
    let st19 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_ratio,
        v_ratio,
        None,
        rw.value_type(v_ratio),
    );
    let v21 = rw.insert_built_value(st19);
    let st22 = dialects::gen::arith::AddFOp::build(
        ctx,
        rw.loc,
        v21,
        v_one,
        None,
        rw.value_type(v21),
    );
    let v24 = rw.insert_built_value(st22);
    let st25 = dialects::gen::math::SqrtOp::build(
        ctx,
        rw.loc,
        v24,
        None,
        rw.value_type(v24),
    );
    let v27 = rw.insert_built_value(st25);
    let st28 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_max,
        v27,
        None,
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
        None,
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
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "complex.add",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_add",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_add,
    },
    conversion::Pattern {
        root: "complex.sub",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sub",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_sub,
    },
    conversion::Pattern {
        root: "complex.mul",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_mul",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_mul,
    },
    conversion::Pattern {
        root: "complex.div",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_div",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_div,
    },
    conversion::Pattern {
        root: "complex.div",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_div_2",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_div_2,
    },
    conversion::Pattern {
        root: "complex.abs",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_abs",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_abs,
    },
    conversion::Pattern {
        root: "complex.neg",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_neg",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_neg,
    },
    conversion::Pattern {
        root: "complex.conj",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_conj",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_conj,
    },
    conversion::Pattern {
        root: "complex.angle",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_angle",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_angle,
    },
    conversion::Pattern {
        root: "complex.sign",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_sign",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_sign,
    },
    conversion::Pattern {
        root: "complex.eq",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_eq",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_eq,
    },
    conversion::Pattern {
        root: "complex.neq",
        dialect: "complex",
        target: "arith",
        also_targets: &[],
        name: "lower_complex_neq",
        defined_at: "spec/conversion/complex_to_standard.td:N",
        benefit: 1i32,
        apply: lower_complex_neq,
    },
];
