// @generated from spec/canonicalize/arith_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `AddIntAttrs`, (Type, Attr, Attr) -> Attr?",
    ADD_INT_ATTRS : fn (::descent::ir::Type, ::descent::ir::Attribute,
    ::descent::ir::Attribute) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_arith::add_int_attrs
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `SubIntAttrs`, (Type, Attr, Attr) -> Attr?",
    SUB_INT_ATTRS : fn (::descent::ir::Type, ::descent::ir::Attribute,
    ::descent::ir::Attribute) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_arith::sub_int_attrs
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `MulIntAttrs`, (Type, Attr, Attr) -> Attr?",
    MUL_INT_ATTRS : fn (::descent::ir::Type, ::descent::ir::Attribute,
    ::descent::ir::Attribute) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_arith::mul_int_attrs
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `MergeOverflow`, (Attr?, Attr?) -> Attr",
    MERGE_OVERFLOW : fn (Option < ::descent::ir::Attribute >, Option <
    ::descent::ir::Attribute >) -> ::descent::ir::Attribute =
    ::descent::dialects::native::canon_arith::merge_overflow
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `IsNegativeOne`, (Attr) -> Bool",
    IS_NEGATIVE_ONE : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_arith::is_negative_one
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `IsEqualityPredicate`, (Attr) -> Bool",
    IS_EQUALITY_PREDICATE : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_arith::is_equality_predicate
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `InvertedPredicate`, (Attr) -> Attr?",
    INVERTED_PREDICATE : fn (::descent::ir::Attribute) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_arith::inverted_predicate
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `IsIntConstant`, (Attr, Int) -> Bool",
    IS_INT_CONSTANT : fn (::descent::ir::Attribute, i64) -> bool =
    ::descent::dialects::native::canon_arith::is_int_constant
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `SameValue`, (Value, Value) -> Bool",
    SAME_VALUE : fn (::descent::ir::Value, ::descent::ir::Value) -> bool =
    ::descent::dialects::native::canon_arith::same_value
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `ResultUnused`, (Int) -> Bool",
    RESULT_UNUSED : fn (i64) -> bool =
    ::descent::dialects::native::canon_arith::result_unused
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `RootResult`, (Int) -> Value?",
    ROOT_RESULT : fn (i64) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_arith::root_result
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `NotI1Like`, (Type) -> Bool",
    NOT_I1_LIKE : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_arith::not_i1_like
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `TruncationMatchesShiftAmount`, (Type, Type, Attr) -> Bool",
    TRUNCATION_MATCHES_SHIFT_AMOUNT : fn (::descent::ir::Type, ::descent::ir::Type,
    ::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_arith::truncation_matches_shift_amount
);
conversion::term!(
    " spec/canonicalize/arith_canonicalize.td:N: term `CmpFIntToFP`, (Attr, Value, Attr, Int) -> Value?",
    CMP_F_INT_TO_FP : fn (::descent::ir::Attribute, ::descent::ir::Value,
    ::descent::ir::Attribute, i64) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_arith::cmpf_int_to_fp
);
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.addi` to `arith.constant`, `arith.addi`.
pub fn canonicalize_arith_addi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.addi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c0 = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::ADD_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_x,
        v5,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.addi` to `arith.constant`, `arith.addi`.
pub fn canonicalize_arith_addi_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c0 = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::SUB_INT_ATTRS(
        rw,
        types[0usize],
        v_c1,
        v_c0,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_x,
        v5,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.addi` to `arith.constant`, `arith.subi`.
pub fn canonicalize_arith_addi_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let v_c0 = mc1;
    let Some(&v_x) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::ADD_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v5,
        v_x,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.addi` to `arith.subi`.
pub fn canonicalize_arith_addi_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.muli") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_y) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_m = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_x = rw.body.op(op).operands[0usize];
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::arith_canonicalize::IS_NEGATIVE_ONE(rw, v_m);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                0u64,
            ),
        ),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.addi` to `arith.subi`.
pub fn canonicalize_arith_addi_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.muli") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_m = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_y = rw.body.op(op).operands[1usize];
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::arith_canonicalize::IS_NEGATIVE_ONE(rw, v_m);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v_y,
        v_x,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                0u64,
            ),
        ),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.addi`.
pub fn canonicalize_arith_subi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.addi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c0 = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::SUB_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_x,
        v5,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.subi`.
pub fn canonicalize_arith_subi_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.addi") {
        return false;
    }
    let Some(&mv2) = rw.body.op(m1).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let v_c1 = mc0;
    let Some(&v_x) = rw.body.op(m1).operands.get(0usize) else { return false };
    let v_c0 = mc2;
    let v_o1 = rw.body.attr(m1, ctx.ident("overflowFlags"));
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::SUB_INT_ATTRS(
        rw,
        types[0usize],
        v_c1,
        v_c0,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v5,
        v_x,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.subi`.
pub fn canonicalize_arith_subi_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c0 = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::ADD_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v_x,
        v5,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.subi`.
pub fn canonicalize_arith_subi_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let v_c0 = mc1;
    let Some(&v_x) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::SUB_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v5,
        v_x,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.subi`.
pub fn canonicalize_arith_subi_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&mv2) = rw.body.op(m1).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let v_c1 = mc0;
    let Some(&v_x) = rw.body.op(m1).operands.get(0usize) else { return false };
    let v_c0 = mc2;
    let v_o1 = rw.body.attr(m1, ctx.ident("overflowFlags"));
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::ADD_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v5,
        v_x,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.addi`.
pub fn canonicalize_arith_subi_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&mv2) = rw.body.op(m1).operands.get(0usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let v_c1 = mc0;
    let v_c0 = mc2;
    let Some(&v_x) = rw.body.op(m1).operands.get(1usize) else { return false };
    let v_o1 = rw.body.attr(m1, ctx.ident("overflowFlags"));
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::SUB_INT_ATTRS(
        rw,
        types[0usize],
        v_c1,
        v_c0,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_x,
        v5,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.muli` to `arith.constant`, `arith.muli`.
pub fn canonicalize_arith_muli(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.muli") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&mv2) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc2) = rw.constant_of(mv2) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c0 = mc1;
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_c1 = mc2;
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let Some(t1) = dialects::gen::arith_canonicalize::MUL_INT_ATTRS(
        rw,
        types[0usize],
        v_c0,
        v_c1,
    ) else { return false };
    let Some(ty2) = ctx.attr_type(t1) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t1), ty2);
    let v5 = rw.insert_built_value(st3);
    let t6 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st7 = dialects::gen::arith::MulIOp::build(
        ctx,
        rw.loc,
        v_x,
        v5,
        Some(t6),
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.subi` to `arith.constant`, `arith.subi`.
pub fn canonicalize_arith_subi_7(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.subi") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_o1 = rw.body.attr(m0, ctx.ident("overflowFlags"));
    let v_x2 = rw.body.op(op).operands[1usize];
    let v_o2 = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::arith_canonicalize::SAME_VALUE(rw, v_x, v_x2);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::INT_ATTR_OF(rw, types[0usize], 0i64);
    let Some(ty3) = ctx.attr_type(t2) else { return false };
    let st4 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t2), ty3);
    let v6 = rw.insert_built_value(st4);
    let t7 = dialects::gen::arith_canonicalize::MERGE_OVERFLOW(rw, v_o1, v_o2);
    let st8 = dialects::gen::arith::SubIOp::build(
        ctx,
        rw.loc,
        v6,
        v_y,
        Some(t7),
        types[0usize],
    );
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.xori` to `arith.cmpi`.
pub fn canonicalize_arith_xori(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.cmpi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(v_pred) = rw.body.attr(m0, ctx.ident("predicate")) else { return false };
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_one = mc1;
    let t1 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_one, 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::arith_canonicalize::INVERTED_PREDICATE(rw, v_pred)
    else { return false };
    let st3 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.xori` to `arith.xori`, `arith.extui`.
pub fn canonicalize_arith_xori_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_y);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::XOrIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        rw.value_type(v_x),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v6, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.xori` to `arith.xori`, `arith.extsi`.
pub fn canonicalize_arith_xori_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_y);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::XOrIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        rw.value_type(v_x),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::ExtSiOp::build(ctx, rw.loc, v6, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.andi` to `arith.andi`, `arith.extui`.
pub fn canonicalize_arith_andi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_y);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        rw.value_type(v_x),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v6, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.andi` to `arith.andi`, `arith.extsi`.
pub fn canonicalize_arith_andi_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_y);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::AndIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        rw.value_type(v_x),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::ExtSiOp::build(ctx, rw.loc, v6, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.ori` to `arith.ori`, `arith.extui`.
pub fn canonicalize_arith_ori(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_y);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        rw.value_type(v_x),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v6, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.ori` to `arith.ori`, `arith.extsi`.
pub fn canonicalize_arith_ori_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_y);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::OrIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        rw.value_type(v_x),
    );
    let v6 = rw.insert_built_value(st4);
    let st7 = dialects::gen::arith::ExtSiOp::build(ctx, rw.loc, v6, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.cmpi` to `arith.cmpi`.
pub fn canonicalize_arith_cmpi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m1).operands.get(0usize) else { return false };
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_a);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_b);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_canonicalize::IS_EQUALITY_PREDICATE(rw, v_pred);
    if !(t4) {
        return false;
    }
    let st5 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(v_pred),
        types[0usize],
    );
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.cmpi` to `arith.cmpi`.
pub fn canonicalize_arith_cmpi_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m1).operands.get(0usize) else { return false };
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_a);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_b);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_canonicalize::IS_EQUALITY_PREDICATE(rw, v_pred);
    if !(t4) {
        return false;
    }
    let st5 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(v_pred),
        types[0usize],
    );
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.select` to `arith.select`.
pub fn canonicalize_arith_select(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(2usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.select") {
        return false;
    }
    let Some(&v_pred2) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(&v_c) = rw.body.op(m0).operands.get(2usize) else { return false };
    let v_pred = rw.body.op(op).operands[0usize];
    let v_a = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::arith_canonicalize::SAME_VALUE(rw, v_pred, v_pred2);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_pred,
        v_a,
        v_c,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.select` to `arith.select`.
pub fn canonicalize_arith_select_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.select") {
        return false;
    }
    let Some(&v_pred2) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_a) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(2usize) else { return false };
    let v_pred = rw.body.op(op).operands[0usize];
    let v_c = rw.body.op(op).operands[2usize];
    let t1 = dialects::gen::arith_canonicalize::SAME_VALUE(rw, v_pred, v_pred2);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_pred,
        v_a,
        v_c,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.select` to `arith.select`.
pub fn canonicalize_arith_select_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.xori") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_pred) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_ones = mc1;
    let v_a = rw.body.op(op).operands[1usize];
    let v_b = rw.body.op(op).operands[2usize];
    let t1 = dialects::gen::arith_canonicalize::IS_NEGATIVE_ONE(rw, v_ones);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::SelectOp::build(
        ctx,
        rw.loc,
        v_pred,
        v_b,
        v_a,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.select` to `arith.constant`, `arith.xori`.
pub fn canonicalize_arith_select_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let v_f = mc0;
    let v_t = mc1;
    let v_pred = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_pred);
    let t2 = dialects::gen::terms::SAME_TYPE(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_f, 0i64);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_t, 1i64);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_pred);
    let t6 = dialects::gen::terms::INT_ATTR_OF(rw, t5, 1i64);
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v10 = rw.insert_built_value(st8);
    let st11 = dialects::gen::arith::XOrIOp::build(
        ctx,
        rw.loc,
        v_pred,
        v10,
        types[0usize],
    );
    let v13 = rw.insert_built_value(st11);
    rw.replace_op(op, &[v13]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.select` to `arith.extui`.
pub fn canonicalize_arith_select_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let v_t = mc0;
    let v_f = mc1;
    let v_pred = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_pred);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_t, 1i64);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_f, 0i64);
    if !(t4) {
        return false;
    }
    let st5 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_pred, types[0usize]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.select` to `arith.constant`, `arith.xori`, `arith.extui`.
pub fn canonicalize_arith_select_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let v_t = mc0;
    let v_f = mc1;
    let v_pred = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_pred);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_t, 0i64);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_f, 1i64);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_pred);
    let t6 = dialects::gen::terms::INT_ATTR_OF(rw, t5, 1i64);
    let Some(ty7) = ctx.attr_type(t6) else { return false };
    let st8 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t6), ty7);
    let v10 = rw.insert_built_value(st8);
    let st11 = dialects::gen::arith::XOrIOp::build(
        ctx,
        rw.loc,
        v_pred,
        v10,
        rw.value_type(v_pred),
    );
    let v13 = rw.insert_built_value(st11);
    let st14 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v13, types[0usize]);
    let v16 = rw.insert_built_value(st14);
    rw.replace_op(op, &[v16]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.extsi` to `arith.extui`.
pub fn canonicalize_arith_extsi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let st1 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.trunci` to `arith.extsi`.
pub fn canonicalize_arith_trunci(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_overflow = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::arith::ExtSiOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.trunci` to `arith.extui`.
pub fn canonicalize_arith_trunci_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_overflow = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::NARROWER_INT(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::arith::ExtUiOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.index_cast` to a value it already has.
pub fn canonicalize_arith_index_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.index_cast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::SAME_TYPE(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_x]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.index_cast` to `arith.index_cast`.
pub fn canonicalize_arith_index_cast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extsi") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let st1 = dialects::gen::arith::IndexCastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.index_castui` to a value it already has.
pub fn canonicalize_arith_index_castui(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.index_castui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::terms::SAME_TYPE(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_x]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.index_castui` to `arith.index_castui`.
pub fn canonicalize_arith_index_castui_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.extui") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let st1 = dialects::gen::arith::IndexCastUiOp::build(
        ctx,
        rw.loc,
        v_x,
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.addui_extended` to `arith.addi`.
pub fn canonicalize_arith_addui_extended(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_x = rw.body.op(op).operands[0usize];
    let v_y = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::arith_canonicalize::RESULT_UNUSED(rw, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::AddIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                0u64,
            ),
        ),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    let Some(t5) = dialects::gen::arith_canonicalize::ROOT_RESULT(rw, 1i64) else {
        return false
    };
    let t6 = t5;
    rw.replace_op(op, &[v4, t6]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.mulsi_extended` to `arith.muli`.
pub fn canonicalize_arith_mulsi_extended(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_x = rw.body.op(op).operands[0usize];
    let v_y = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::arith_canonicalize::RESULT_UNUSED(rw, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::MulIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                0u64,
            ),
        ),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    let Some(t5) = dialects::gen::arith_canonicalize::ROOT_RESULT(rw, 1i64) else {
        return false
    };
    let t6 = t5;
    rw.replace_op(op, &[v4, t6]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.mulsi_extended` to `arith.constant`, `arith.cmpi`, `arith.extsi`.
pub fn canonicalize_arith_mulsi_extended_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_one = mc0;
    let v_x = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::arith_canonicalize::IS_INT_CONSTANT(rw, v_one, 1i64);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t3 = dialects::gen::arith_canonicalize::NOT_I1_LIKE(rw, t2);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t5 = dialects::gen::terms::INT_ATTR_OF(rw, t4, 0i64);
    let Some(ty6) = ctx.attr_type(t5) else { return false };
    let st7 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(t5), ty6);
    let v9 = rw.insert_built_value(st7);
    let st10 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_x,
        v9,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(v_x)),
    );
    let v12 = rw.insert_built_value(st10);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let st14 = dialects::gen::arith::ExtSiOp::build(ctx, rw.loc, v12, t13);
    let v16 = rw.insert_built_value(st14);
    rw.replace_op(op, &[v_x, v16]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.mului_extended` to `arith.muli`.
pub fn canonicalize_arith_mului_extended(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_x = rw.body.op(op).operands[0usize];
    let v_y = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::arith_canonicalize::RESULT_UNUSED(rw, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::arith::MulIOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_INTEGER_OVERFLOW_FLAGS_ATTR_ENUM,
                0u64,
            ),
        ),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    let Some(t5) = dialects::gen::arith_canonicalize::ROOT_RESULT(rw, 1i64) else {
        return false
    };
    let t6 = t5;
    rw.replace_op(op, &[v4, t6]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.mulf` to `arith.mulf`.
pub fn canonicalize_arith_mulf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.negf") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.negf") {
        return false;
    }
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_f1 = rw.body.attr(m0, ctx.ident("fastmath"));
    let Some(&v_b) = rw.body.op(m1).operands.get(0usize) else { return false };
    let v_f2 = rw.body.attr(m1, ctx.ident("fastmath"));
    let v_fmf = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_a);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_b);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::MulFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_fmf,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.divf` to `arith.divf`.
pub fn canonicalize_arith_divf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.negf") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("arith.negf") {
        return false;
    }
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_f1 = rw.body.attr(m0, ctx.ident("fastmath"));
    let Some(&v_b) = rw.body.op(m1).operands.get(0usize) else { return false };
    let v_f2 = rw.body.attr(m1, ctx.ident("fastmath"));
    let v_fmf = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_a);
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_b);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::arith::DivFOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_fmf,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.truncf` to `arith.sitofp`.
pub fn canonicalize_arith_truncf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.sitofp") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_rm = rw.body.attr(op, ctx.ident("roundingmode"));
    let v_fmf = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::PRESENT(rw, v_rm);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::arith::SiToFpOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.truncf` to `arith.uitofp`.
pub fn canonicalize_arith_truncf_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.uitofp") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_rm = rw.body.attr(op, ctx.ident("roundingmode"));
    let v_fmf = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::terms::PRESENT(rw, v_rm);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::arith::UiToFpOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.bitcast` to `arith.bitcast`.
pub fn canonicalize_arith_bitcast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.bitcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let st1 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.trunci` to `arith.constant`, `arith.shrui`, `arith.trunci`.
pub fn canonicalize_arith_trunci_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.shrsi") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c = mc1;
    let v_exact = rw.body.attr(m0, ctx.ident("isExact"));
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::arith_canonicalize::TRUNCATION_MATCHES_SHIFT_AMOUNT(
        rw,
        t1,
        types[0usize],
        v_c,
    );
    if !(t2) {
        return false;
    }
    let Some(ty3) = ctx.attr_type(v_c) else { return false };
    let st4 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(v_c), ty3);
    let v6 = rw.insert_built_value(st4);
    let t7 = dialects::gen::terms::PRESENT(rw, v_exact);
    let st8 = dialects::gen::arith::ShRuiOp::build(
        ctx,
        rw.loc,
        v_x,
        v6,
        if t7 { Some(ctx.unit_attr()) } else { None },
        rw.value_type(v_x),
    );
    let v10 = rw.insert_built_value(st8);
    let st11 = dialects::gen::arith::TruncIOp::build(
        ctx,
        rw.loc,
        v10,
        v_ovf,
        types[0usize],
    );
    let v13 = rw.insert_built_value(st11);
    rw.replace_op(op, &[v13]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.cmpf` to what `CmpFIntToFP` builds.
pub fn canonicalize_arith_cmpf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.sitofp") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c = mc1;
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let v_fmf = rw.body.attr(op, ctx.ident("fastmath"));
    let Some(t1) = dialects::gen::arith_canonicalize::CMP_F_INT_TO_FP(
        rw,
        v_pred,
        v_x,
        v_c,
        0i64,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/arith_canonicalize.td:N`: `arith.cmpf` to what `CmpFIntToFP` builds.
pub fn canonicalize_arith_cmpf_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("arith.uitofp") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c = mc1;
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let v_fmf = rw.body.attr(op, ctx.ident("fastmath"));
    let Some(t1) = dialects::gen::arith_canonicalize::CMP_F_INT_TO_FP(
        rw,
        v_pred,
        v_x,
        v_c,
        1i64,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi_2,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi_3,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi_4,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi_5,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi_2,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi_3,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi_4,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi_5,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi_6,
    },
    conversion::Pattern {
        root: "arith.muli",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_muli",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_muli,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_7",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_subi_7,
    },
    conversion::Pattern {
        root: "arith.xori",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_xori",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_xori,
    },
    conversion::Pattern {
        root: "arith.xori",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_xori_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_xori_2,
    },
    conversion::Pattern {
        root: "arith.xori",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_xori_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_xori_3,
    },
    conversion::Pattern {
        root: "arith.andi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_andi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_andi,
    },
    conversion::Pattern {
        root: "arith.andi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_andi_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_andi_2,
    },
    conversion::Pattern {
        root: "arith.ori",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_ori",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_ori,
    },
    conversion::Pattern {
        root: "arith.ori",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_ori_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_ori_2,
    },
    conversion::Pattern {
        root: "arith.cmpi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_cmpi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_cmpi,
    },
    conversion::Pattern {
        root: "arith.cmpi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_cmpi_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_cmpi_2,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_select",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_select,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_select_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_select_2,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_select_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_select_3,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_select_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_select_4,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_select_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_select_5,
    },
    conversion::Pattern {
        root: "arith.select",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_select_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_select_6,
    },
    conversion::Pattern {
        root: "arith.extsi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_extsi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_extsi,
    },
    conversion::Pattern {
        root: "arith.trunci",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_trunci",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_trunci,
    },
    conversion::Pattern {
        root: "arith.trunci",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_trunci_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_trunci_2,
    },
    conversion::Pattern {
        root: "arith.index_cast",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_index_cast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_index_cast,
    },
    conversion::Pattern {
        root: "arith.index_cast",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_index_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_index_cast_2,
    },
    conversion::Pattern {
        root: "arith.index_castui",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_index_castui",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_index_castui,
    },
    conversion::Pattern {
        root: "arith.index_castui",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_index_castui_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_index_castui_2,
    },
    conversion::Pattern {
        root: "arith.addui_extended",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addui_extended",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addui_extended,
    },
    conversion::Pattern {
        root: "arith.mulsi_extended",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_mulsi_extended",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[36usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_mulsi_extended,
    },
    conversion::Pattern {
        root: "arith.mulsi_extended",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_mulsi_extended_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[37usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_mulsi_extended_2,
    },
    conversion::Pattern {
        root: "arith.mului_extended",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_mului_extended",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[38usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_mului_extended,
    },
    conversion::Pattern {
        root: "arith.mulf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_mulf",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[39usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_mulf,
    },
    conversion::Pattern {
        root: "arith.divf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_divf",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[40usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_divf,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_truncf",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[41usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_truncf,
    },
    conversion::Pattern {
        root: "arith.truncf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_truncf_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[42usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_truncf_2,
    },
    conversion::Pattern {
        root: "arith.bitcast",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_bitcast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[43usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_bitcast,
    },
    conversion::Pattern {
        root: "arith.trunci",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_trunci_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[44usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_trunci_3,
    },
    conversion::Pattern {
        root: "arith.cmpf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_cmpf",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[45usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_cmpf,
    },
    conversion::Pattern {
        root: "arith.cmpf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_cmpf_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/arith_canonicalize.td",
            line: &dialects::gen::arith_canonicalize::__spec_lines::LINES[46usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_cmpf_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 47usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
