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
::descent::conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `CallOperands`, (Values, Values) -> Values",
    CALL_OPERANDS : fn (& [::descent::ir::Value], & [::descent::ir::Value]) ->
    ::std::vec::Vec < ::descent::ir::Value > =
    ::descent::dialects::native::lower_func::call_operands
);
::descent::conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `CallResultType`, () -> Type?",
    CALL_RESULT_TYPE : fn () -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::lower_func::call_result_type
);
::descent::conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `HasResults`, () -> Bool", HAS_RESULTS :
    fn () -> bool = ::descent::dialects::native::lower_func::has_results
);
::descent::conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `CallResults`, (Value) -> Values?",
    CALL_RESULTS : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_func::call_results
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
/// `spec/conversion/func_to_llvm.td:N`: `func.call` to `llvm.call`.
pub fn lower_func_call(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.body.attr(op, ctx.ident("callee")) else { return false };
    let Some(v_operands) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::func::CALL_OP_INFO.operand_arities,
            0usize,
        ) else { return false };
    let s1 = rw
        .source_operand_group(
            op,
            ::descent::dialects::gen::func::CALL_OP_INFO.operand_arities,
            0usize,
        );
    let t2 = ::descent::dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s1, &v_operands);
    let l3: [::descent::ir::Value; 0usize] = [];
    let Some(t4) = ::descent::dialects::gen::func_to_llvm::CALL_RESULT_TYPE(rw) else {
        return false
    };
    let mut st5 = ::descent::dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &t2,
        &l3,
        None,
        Some(v_callee),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        Some(ctx.dense_i32_array(&[])),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        Some(t4),
    );
    rw.copy_attrs_except(op, &mut st5, &["callee"]);
    let v_call = rw.insert_built_value(st5);
    let Some(t7) = ::descent::dialects::gen::func_to_llvm::CALL_RESULTS(rw, v_call) else {
        return false
    };
    let t8 = t7;
    let mut values: ::std::vec::Vec<::descent::ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call` to `llvm.call`.
pub fn lower_func_call_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.body.attr(op, ctx.ident("callee")) else { return false };
    let Some(v_operands) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::func::CALL_OP_INFO.operand_arities,
            0usize,
        ) else { return false };
    let t1 = ::descent::dialects::gen::func_to_llvm::HAS_RESULTS(rw);
    if !(!(t1)) {
        return false;
    }
    let s2 = rw
        .source_operand_group(
            op,
            ::descent::dialects::gen::func::CALL_OP_INFO.operand_arities,
            0usize,
        );
    let t3 = ::descent::dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s2, &v_operands);
    let l4: [::descent::ir::Value; 0usize] = [];
    let mut st5 = ::descent::dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &t3,
        &l4,
        None,
        Some(v_callee),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        Some(ctx.dense_i32_array(&[])),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.copy_attrs_except(op, &mut st5, &["callee"]);
    rw.insert_built(st5);
    let l7: [::descent::ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<::descent::ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l7);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call_indirect` to `llvm.call`.
pub fn lower_func_call_indirect(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.operand(op, 0usize) else { return false };
    let Some(v_operands) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let s1 = rw
        .source_operand_group(
            op,
            ::descent::dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        );
    let t2 = ::descent::dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s1, &v_operands);
    let t3 = ::descent::dialects::gen::terms::PREPEND(rw, v_callee, &t2);
    let l4: [::descent::ir::Value; 0usize] = [];
    let Some(t5) = ::descent::dialects::gen::func_to_llvm::CALL_RESULT_TYPE(rw) else {
        return false
    };
    let mut st6 = ::descent::dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &t3,
        &l4,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        Some(ctx.dense_i32_array(&[])),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        Some(t5),
    );
    rw.copy_attrs_except(op, &mut st6, &[]);
    let v_call = rw.insert_built_value(st6);
    let Some(t8) = ::descent::dialects::gen::func_to_llvm::CALL_RESULTS(rw, v_call) else {
        return false
    };
    let t9 = t8;
    let mut values: ::std::vec::Vec<::descent::ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t9);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call_indirect` to `llvm.call`.
pub fn lower_func_call_indirect_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.operand(op, 0usize) else { return false };
    let Some(v_operands) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let t1 = ::descent::dialects::gen::func_to_llvm::HAS_RESULTS(rw);
    if !(!(t1)) {
        return false;
    }
    let s2 = rw
        .source_operand_group(
            op,
            ::descent::dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        );
    let t3 = ::descent::dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s2, &v_operands);
    let t4 = ::descent::dialects::gen::terms::PREPEND(rw, v_callee, &t3);
    let l5: [::descent::ir::Value; 0usize] = [];
    let mut st6 = ::descent::dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &t4,
        &l5,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        Some(ctx.dense_i32_array(&[])),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.copy_attrs_except(op, &mut st6, &[]);
    rw.insert_built(st6);
    let l8: [::descent::ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<::descent::ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
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
        name: "lower_func_call",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_func_call,
    },
    ::descent::conversion::Pattern {
        root: "func.call",
        dialect: "func",
        target: "llvm",
        name: "lower_func_call_2",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_func_call_2,
    },
    ::descent::conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "llvm",
        name: "lower_func_call_indirect",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_func_call_indirect,
    },
    ::descent::conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "llvm",
        name: "lower_func_call_indirect_2",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_func_call_indirect_2,
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
