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
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_addi,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_2",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_addi_2,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_3",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_addi_3,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_4",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_addi_4,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_5",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_addi_5,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_subi,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_2",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_subi_2,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_3",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_subi_3,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_4",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_subi_4,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_5",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_subi_5,
    },
    conversion::Pattern {
        root: "arith.subi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_subi_6",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_subi_6,
    },
    conversion::Pattern {
        root: "arith.muli",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_muli",
        defined_at: "spec/canonicalize/arith_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_arith_muli,
    },
];
