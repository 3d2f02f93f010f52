// @generated from spec/conversion/arith_expand.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
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
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 8usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
