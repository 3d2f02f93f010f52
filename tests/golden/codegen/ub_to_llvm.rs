// @generated from spec/conversion/ub_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/ub_to_llvm.td:6`: `ub.poison` to `llvm.mlir.poison`.
#[allow(unused_variables)]
pub fn pattern_line6_0(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let b_value = rw.body.attr(op, ctx.ident("value"));
    let vals: [::descent::ir::Value; 0usize] = [];
    let mut st = ::descent::dialects::gen::llvm::PoisonOp::build(
        ctx,
        rw.loc,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st, &["value"]);
    rw.replace_with(op, st);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "ub.poison",
        dialect: "ub",
        target: "llvm",
        name: "pattern_line6_0",
        defined_at: "spec/conversion/ub_to_llvm.td:6",
        benefit: 1i32,
        apply: pattern_line6_0,
    },
];
