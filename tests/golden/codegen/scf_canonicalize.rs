// @generated from spec/canonicalize/scf_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.execute_region` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_execute_region(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::terms::PRESENT(rw, v_no_inline);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_region)
    else { return false };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_if(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_NON_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_then)
    else { return false };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_if_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_else)
    else { return false };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_execute_region",
        defined_at: "spec/canonicalize/scf_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_scf_execute_region,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if",
        defined_at: "spec/canonicalize/scf_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_scf_if,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_2",
        defined_at: "spec/canonicalize/scf_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_scf_if_2,
    },
];
