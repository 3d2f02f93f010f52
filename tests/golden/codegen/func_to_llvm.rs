// @generated from spec/conversion/func_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
::descent::conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `ReturnOperands`, (Values, Values) -> Values?",
    RETURN_OPERANDS : fn (& [::descent::ir::Value], & [::descent::ir::Value]) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_func::return_operands
);
/// `spec/conversion/func_to_llvm.td:N`: `func.return` to `llvm.return`.
pub fn lower_func_return(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_operands) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::func::RETURN_OP_INFO.operand_arities,
            0usize,
        ) else { return false };
    let s1 = rw
        .source_operand_group(
            op,
            ::descent::dialects::gen::func::RETURN_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t2) = ::descent::dialects::gen::func_to_llvm::RETURN_OPERANDS(
        rw,
        &s1,
        &v_operands,
    ) else { return false };
    let st3 = ::descent::dialects::gen::llvm::ReturnOp::build(
        ctx,
        rw.loc,
        t2.first().copied(),
    );
    rw.insert_built(st3);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.constant` to `llvm.mlir.addressof`.
pub fn lower_func_constant(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_value) = rw.body.attr(op, ctx.ident("value")) else { return false };
    let st1 = ::descent::dialects::gen::llvm::AddressOfOp::build(
        ctx,
        rw.loc,
        Some(v_value),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "func.func",
        dialect: "func",
        target: "llvm",
        name: "lower_func::func",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::func,
    },
    ::descent::conversion::Pattern {
        root: "func.return",
        dialect: "func",
        target: "llvm",
        name: "lower_func_return",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_func_return,
    },
    ::descent::conversion::Pattern {
        root: "func.call",
        dialect: "func",
        target: "llvm",
        name: "lower_func::call",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::call,
    },
    ::descent::conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "llvm",
        name: "lower_func::call_indirect",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::call_indirect,
    },
    ::descent::conversion::Pattern {
        root: "func.constant",
        dialect: "func",
        target: "llvm",
        name: "lower_func_constant",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_func_constant,
    },
];
