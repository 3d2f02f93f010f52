// @generated from spec/canonicalize/index_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/canonicalize/index_canonicalize.td:N`: `index.cmp` to `index.cmp`.
pub fn canonicalize_index_cmp(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("index.sub") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_c = mc1;
    let Some(v_pred) = rw.body.attr(op, ctx.ident("pred")) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::index::CmpOp::build(
        ctx,
        rw.loc,
        v_x,
        v_y,
        Some(v_pred),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/index_canonicalize.td:N`: `index.cmp` to `index.cmp`.
pub fn canonicalize_index_cmp_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("index.sub") {
        return false;
    }
    let v_c = mc0;
    let Some(&v_x) = rw.body.op(m1).operands.get(0usize) else { return false };
    let Some(&v_y) = rw.body.op(m1).operands.get(1usize) else { return false };
    let Some(v_pred) = rw.body.attr(op, ctx.ident("pred")) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::index::CmpOp::build(
        ctx,
        rw.loc,
        v_y,
        v_x,
        Some(v_pred),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "index.cmp",
        dialect: "index",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_index_cmp",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/index_canonicalize.td",
            line: &dialects::gen::index_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_index_cmp,
    },
    conversion::Pattern {
        root: "index.cmp",
        dialect: "index",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_index_cmp_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/index_canonicalize.td",
            line: &dialects::gen::index_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_index_cmp_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 2usize] = [Nu32, Nu32];
}
