// @generated from spec/canonicalize/complex_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/canonicalize/complex_canonicalize.td:N`: `complex.re` to `arith.negf`.
pub fn canonicalize_complex_re(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("complex.neg") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("complex.create") {
        return false;
    }
    let Some(&v_a) = rw.body.op(m1).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m1).operands.get(1usize) else { return false };
    let v_neg_fm = rw.body.attr(m0, ctx.ident("fastmath"));
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::arith::NegFOp::build(ctx, rw.loc, v_a, None, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/complex_canonicalize.td:N`: `complex.im` to `arith.negf`.
pub fn canonicalize_complex_im(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("complex.neg") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(m1) = rw.defining_op(mv1) else { return false };
    if rw.body.op(m1).name.ident != ctx.ident("complex.create") {
        return false;
    }
    let Some(&v_a) = rw.body.op(m1).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m1).operands.get(1usize) else { return false };
    let v_neg_fm = rw.body.attr(m0, ctx.ident("fastmath"));
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let st1 = dialects::gen::arith::NegFOp::build(ctx, rw.loc, v_b, None, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/complex_canonicalize.td:N`: `complex.bitcast` to `complex.bitcast`.
pub fn canonicalize_complex_bitcast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("complex.bitcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::complex_terms::EITHER_COMPLEX(rw, types[0usize], t1);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::complex::BitcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/complex_canonicalize.td:N`: `complex.bitcast` to `arith.bitcast`.
pub fn canonicalize_complex_bitcast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("complex.bitcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::complex_terms::EITHER_COMPLEX(rw, types[0usize], t1);
    if !(!(t2)) {
        return false;
    }
    let st3 = dialects::gen::arith::BitcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/complex_canonicalize.td:N`: `complex.bitcast` to `complex.bitcast`.
pub fn canonicalize_complex_bitcast_3(
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
    let st1 = dialects::gen::complex::BitcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/complex_canonicalize.td:N`: `arith.bitcast` to `complex.bitcast`.
pub fn canonicalize_arith_bitcast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("complex.bitcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let st1 = dialects::gen::complex::BitcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "complex.re",
        dialect: "complex",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_complex_re",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/complex_canonicalize.td",
            line: &dialects::gen::complex_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_complex_re,
    },
    conversion::Pattern {
        root: "complex.im",
        dialect: "complex",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_complex_im",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/complex_canonicalize.td",
            line: &dialects::gen::complex_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_complex_im,
    },
    conversion::Pattern {
        root: "complex.bitcast",
        dialect: "complex",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_complex_bitcast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/complex_canonicalize.td",
            line: &dialects::gen::complex_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_complex_bitcast,
    },
    conversion::Pattern {
        root: "complex.bitcast",
        dialect: "complex",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_complex_bitcast_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/complex_canonicalize.td",
            line: &dialects::gen::complex_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_complex_bitcast_2,
    },
    conversion::Pattern {
        root: "complex.bitcast",
        dialect: "complex",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_complex_bitcast_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/complex_canonicalize.td",
            line: &dialects::gen::complex_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_complex_bitcast_3,
    },
    conversion::Pattern {
        root: "arith.bitcast",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_bitcast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/complex_canonicalize.td",
            line: &dialects::gen::complex_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_bitcast,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 6usize] = [Nu32, Nu32, Nu32, Nu32, Nu32, Nu32];
}
