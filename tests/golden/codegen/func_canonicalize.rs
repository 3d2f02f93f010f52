// @generated from spec/canonicalize/func_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/canonicalize/func_canonicalize.td:N`: `func.call_indirect` to `func.call`.
pub fn canonicalize_func_call_indirect(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_callee = mc0;
    let v_args = rw
        .source_operand_group(
            op,
            dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        );
    let v_arg_attrs = rw.body.attr(op, ctx.ident("arg_attrs"));
    let v_res_attrs = rw.body.attr(op, ctx.ident("res_attrs"));
    let st1 = dialects::gen::func::CallOp::build(
        ctx,
        rw.loc,
        &v_args,
        Some(v_callee),
        None,
        None,
        None,
        &types,
    );
    let o2 = rw.insert_built(st1);
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&rw.body.results(o2).collect::<::std::vec::Vec<_>>());
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_func_call_indirect",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/func_canonicalize.td",
            line: &dialects::gen::func_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_func_call_indirect,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
