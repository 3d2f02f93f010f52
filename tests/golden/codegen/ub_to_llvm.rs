// @generated from spec/conversion/ub_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/ub_to_llvm.td:N`: `ub.poison` to `llvm.mlir.poison`.
pub fn lower_ub_poison(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let v_value = rw.body.attr(op, ctx.ident("value"));
    let mut st1 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    rw.copy_attrs_except(op, &mut st1, &["value"]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "ub.poison",
        dialect: "ub",
        target: "llvm",
        also_targets: &[],
        name: "lower_ub_poison",
        defined_at: ir::SpecPos {
            file: "spec/conversion/ub_to_llvm.td",
            line: &dialects::gen::ub_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_ub_poison,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
