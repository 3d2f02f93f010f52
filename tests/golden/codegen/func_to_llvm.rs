// @generated from spec/conversion/func_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `ReturnOperands`, (Values, Values) -> Values?",
    RETURN_OPERANDS : fn (& [::descent::ir::Value], & [::descent::ir::Value]) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_func::return_operands
);
conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `CallOperands`, (Values, Values) -> Values?",
    CALL_OPERANDS : fn (& [::descent::ir::Value], & [::descent::ir::Value]) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_func::call_operands
);
conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `CallResultType`, () -> Type?",
    CALL_RESULT_TYPE : fn () -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::lower_func::call_result_type
);
conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `HasResults`, () -> Bool", HAS_RESULTS :
    fn () -> bool = ::descent::dialects::native::lower_func::has_results
);
conversion::term!(
    " spec/conversion/func_to_llvm.td:N: term `CallResults`, (Value) -> Values?",
    CALL_RESULTS : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_func::call_results
);
/// `spec/conversion/func_to_llvm.td:N`: `func.return` to `llvm.return`.
pub fn lower_func_return(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_operands) = rw
        .operand_group(op, dialects::gen::func::RETURN_OP_INFO.operand_arities, 0usize)
    else { return false };
    let s1 = rw
        .source_operand_group(
            op,
            dialects::gen::func::RETURN_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t2) = dialects::gen::func_to_llvm::RETURN_OPERANDS(rw, &s1, &v_operands)
    else { return false };
    let st3 = dialects::gen::llvm::ReturnOp::build(ctx, rw.loc, t2.first().copied());
    rw.insert_built(st3);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call` to `llvm.call`.
pub fn lower_func_call(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.body.attr(op, ctx.ident("callee")) else { return false };
    let Some(v_operands) = rw
        .operand_group(op, dialects::gen::func::CALL_OP_INFO.operand_arities, 0usize)
    else { return false };
    let s1 = rw
        .source_operand_group(
            op,
            dialects::gen::func::CALL_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t2) = dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s1, &v_operands) else {
        return false
    };
    let l3: [ir::Value; 0usize] = [];
    let Some(t4) = dialects::gen::func_to_llvm::CALL_RESULT_TYPE(rw) else {
        return false
    };
    let mut st5 = dialects::gen::llvm::CallOp::build(
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
    let Some(t7) = dialects::gen::func_to_llvm::CALL_RESULTS(rw, v_call) else {
        return false
    };
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call` to `llvm.call`.
pub fn lower_func_call_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.body.attr(op, ctx.ident("callee")) else { return false };
    let Some(v_operands) = rw
        .operand_group(op, dialects::gen::func::CALL_OP_INFO.operand_arities, 0usize)
    else { return false };
    let t1 = dialects::gen::func_to_llvm::HAS_RESULTS(rw);
    if !(!(t1)) {
        return false;
    }
    let s2 = rw
        .source_operand_group(
            op,
            dialects::gen::func::CALL_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t3) = dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s2, &v_operands) else {
        return false
    };
    let l4: [ir::Value; 0usize] = [];
    let mut st5 = dialects::gen::llvm::CallOp::build(
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
    let l7: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l7);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call_indirect` to `llvm.call`.
pub fn lower_func_call_indirect(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.operand(op, 0usize) else { return false };
    let Some(v_operands) = rw
        .operand_group(
            op,
            dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let s1 = rw
        .source_operand_group(
            op,
            dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(t2) = dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s1, &v_operands) else {
        return false
    };
    let t3 = dialects::gen::terms::PREPEND(rw, v_callee, &t2);
    let l4: [ir::Value; 0usize] = [];
    let Some(t5) = dialects::gen::func_to_llvm::CALL_RESULT_TYPE(rw) else {
        return false
    };
    let mut st6 = dialects::gen::llvm::CallOp::build(
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
    let Some(t8) = dialects::gen::func_to_llvm::CALL_RESULTS(rw, v_call) else {
        return false
    };
    let t9 = t8;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t9);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.call_indirect` to `llvm.call`.
pub fn lower_func_call_indirect_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_callee) = rw.operand(op, 0usize) else { return false };
    let Some(v_operands) = rw
        .operand_group(
            op,
            dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let t1 = dialects::gen::func_to_llvm::HAS_RESULTS(rw);
    if !(!(t1)) {
        return false;
    }
    let s2 = rw
        .source_operand_group(
            op,
            dialects::gen::func::CALL_INDIRECT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(t3) = dialects::gen::func_to_llvm::CALL_OPERANDS(rw, &s2, &v_operands) else {
        return false
    };
    let t4 = dialects::gen::terms::PREPEND(rw, v_callee, &t3);
    let l5: [ir::Value; 0usize] = [];
    let mut st6 = dialects::gen::llvm::CallOp::build(
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
    let l8: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/func_to_llvm.td:N`: `func.constant` to `llvm.mlir.addressof`.
pub fn lower_func_constant(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_value) = rw.body.attr(op, ctx.ident("value")) else { return false };
    let st1 = dialects::gen::llvm::AddressOfOp::build(
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
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "func.func",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func::func",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: dialects::native::lower_func::func,
    },
    conversion::Pattern {
        root: "func.return",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func_return",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_func_return,
    },
    conversion::Pattern {
        root: "func.call",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func_call",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_func_call,
    },
    conversion::Pattern {
        root: "func.call",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func_call_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_func_call_2,
    },
    conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func_call_indirect",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_func_call_indirect,
    },
    conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func_call_indirect_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_func_call_indirect_2,
    },
    conversion::Pattern {
        root: "func.constant",
        dialect: "func",
        target: "llvm",
        also_targets: &[],
        name: "lower_func_constant",
        defined_at: ir::SpecPos {
            file: "spec/conversion/func_to_llvm.td",
            line: &dialects::gen::func_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_func_constant,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 7usize] = [Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32];
}
