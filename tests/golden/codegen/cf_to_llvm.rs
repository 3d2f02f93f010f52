// @generated from spec/conversion/cf_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/cf_to_llvm.td:N`: `cf.br` to `llvm.br`.
pub fn lower_cf_br(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_operands) = rw
        .operand_group(op, dialects::gen::cf::BRANCH_OP_INFO.operand_arities, 0usize)
    else { return false };
    let v_dest = rw.body.op(op).successors[0usize];
    let t1 = dialects::gen::terms::CONVERT_SIGNATURE(rw, v_dest);
    if !(t1) {
        return false;
    }
    let mut st2 = dialects::gen::llvm::BrOp::build(
        ctx,
        rw.loc,
        &v_operands,
        None,
        v_dest,
    );
    rw.copy_attrs_except(op, &mut st2, &[]);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/cf_to_llvm.td:N`: `cf.cond_br` to `llvm.cond_br`.
pub fn lower_cf_cond_br(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_condition) = rw.operand(op, 0usize) else { return false };
    let Some(v_true_operands) = rw
        .operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_false_operands) = rw
        .operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_true_dest = rw.body.op(op).successors[0usize];
    let v_false_dest = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::terms::CONVERT_SIGNATURE(rw, v_true_dest);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::CONVERT_SIGNATURE(rw, v_false_dest);
    if !(t2) {
        return false;
    }
    let mut st3 = dialects::gen::llvm::CondBrOp::build(
        ctx,
        rw.loc,
        v_condition,
        &v_true_operands,
        &v_false_operands,
        v_weights,
        None,
        v_true_dest,
        v_false_dest,
    );
    rw.copy_attrs_except(op, &mut st3, &["branch_weights"]);
    rw.insert_built(st3);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/cf_to_llvm.td:N`: `cf.switch` to `llvm.switch`.
pub fn lower_cf_switch(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_flag) = rw.operand(op, 0usize) else { return false };
    let Some(v_default_operands) = rw
        .operand_group(op, dialects::gen::cf::SWITCH_OP_INFO.operand_arities, 1usize)
    else { return false };
    let Some(v_case_operands) = rw
        .operand_group(op, dialects::gen::cf::SWITCH_OP_INFO.operand_arities, 2usize)
    else { return false };
    let v_case_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_case_segments) = rw.body.attr(op, ctx.ident("case_operand_segments"))
    else { return false };
    let v_default_dest = rw.body.op(op).successors[0usize];
    let v_case_dests: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let t1 = dialects::gen::terms::CONVERT_SIGNATURE(rw, v_default_dest);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::CONVERT_SIGNATURES(rw, &v_case_dests);
    if !(t2) {
        return false;
    }
    let mut st3 = dialects::gen::llvm::SwitchOp::build(
        ctx,
        rw.loc,
        v_flag,
        &v_default_operands,
        &v_case_operands,
        v_case_values,
        Some(v_case_segments),
        None,
        v_default_dest,
        &v_case_dests,
    );
    rw.copy_attrs_except(op, &mut st3, &["case_values", "case_operand_segments"]);
    rw.insert_built(st3);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/cf_to_llvm.td:N`: `cf.assert` to `llvm.call`, `llvm.unreachable`, `llvm.cond_br`.
pub fn lower_cf_assert(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_arg) = rw.operand(op, 0usize) else { return false };
    let Some(v_msg) = rw.body.attr(op, ctx.ident("msg")) else { return false };
    let Some(t1) = dialects::gen::terms::PARSED_TYPE(rw, "!llvm.func<void (ptr)>") else {
        return false
    };
    let t2 = dialects::gen::terms::FUNCTION_FITS(rw, "puts", t1);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::terms::PARSED_TYPE(rw, "!llvm.func<void ()>") else {
        return false
    };
    let t4 = dialects::gen::terms::FUNCTION_FITS(rw, "abort", t3);
    if !(t4) {
        return false;
    }
    let Some(v_continuation) = dialects::gen::terms::SPLIT_BLOCK(rw) else {
        return false
    };
    let Some(v_failure) = dialects::gen::terms::APPEND_BLOCK(rw) else { return false };
    let ip5 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let Some(v_text) = dialects::gen::terms::STRING_ADDRESS(rw, "assert_msg", v_msg)
    else { return false };
    rw.set_insertion(ip5.0, ip5.1);
    let ip6 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let Some(t7) = dialects::gen::terms::PARSED_TYPE(rw, "!llvm.func<void (ptr)>") else {
        return false
    };
    let Some(t8) = dialects::gen::terms::RUNTIME_FUNCTION(rw, "puts", t7) else {
        return false
    };
    let l9: [ir::Value; 0usize] = [];
    let st10 = dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &[v_text],
        &l9,
        None,
        Some(t8),
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
    rw.insert_built(st10);
    rw.set_insertion(ip6.0, ip6.1);
    let ip12 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let Some(t13) = dialects::gen::terms::PARSED_TYPE(rw, "!llvm.func<void ()>") else {
        return false
    };
    let Some(t14) = dialects::gen::terms::RUNTIME_FUNCTION(rw, "abort", t13) else {
        return false
    };
    let l15: [ir::Value; 0usize] = [];
    let l16: [ir::Value; 0usize] = [];
    let st17 = dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &l15,
        &l16,
        None,
        Some(t14),
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
    rw.insert_built(st17);
    rw.set_insertion(ip12.0, ip12.1);
    let ip19 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let st20 = dialects::gen::llvm::UnreachableOp::build(ctx, rw.loc);
    rw.insert_built(st20);
    rw.set_insertion(ip19.0, ip19.1);
    let l22: [ir::Value; 0usize] = [];
    let l23: [ir::Value; 0usize] = [];
    let st24 = dialects::gen::llvm::CondBrOp::build(
        ctx,
        rw.loc,
        v_arg,
        &l22,
        &l23,
        None,
        None,
        v_continuation,
        v_failure,
    );
    rw.insert_built(st24);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/cf_to_llvm.td:N`: `cf.assert` to `llvm.call`, `llvm.br`, `llvm.cond_br`.
pub fn lower_cf_assert_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_arg = rw.body.op(op).operands[0usize];
    let Some(v_msg) = rw.body.attr(op, ctx.ident("msg")) else { return false };
    let Some(t1) = dialects::gen::terms::PARSED_TYPE(rw, "!llvm.func<void (ptr)>") else {
        return false
    };
    let t2 = dialects::gen::terms::FUNCTION_FITS(rw, "puts", t1);
    if !(t2) {
        return false;
    }
    let Some(v_continuation) = dialects::gen::terms::SPLIT_BLOCK(rw) else {
        return false
    };
    let Some(v_failure) = dialects::gen::terms::APPEND_BLOCK(rw) else { return false };
    let ip3 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let Some(v_text) = dialects::gen::terms::STRING_ADDRESS(rw, "assert_msg", v_msg)
    else { return false };
    rw.set_insertion(ip3.0, ip3.1);
    let ip4 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let Some(t5) = dialects::gen::terms::PARSED_TYPE(rw, "!llvm.func<void (ptr)>") else {
        return false
    };
    let Some(t6) = dialects::gen::terms::RUNTIME_FUNCTION(rw, "puts", t5) else {
        return false
    };
    let l7: [ir::Value; 0usize] = [];
    let st8 = dialects::gen::llvm::CallOp::build(
        ctx,
        rw.loc,
        &[v_text],
        &l7,
        None,
        Some(t6),
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
    rw.insert_built(st8);
    rw.set_insertion(ip4.0, ip4.1);
    let ip10 = rw.insertion();
    rw.set_insertion(v_failure, None);
    let l11: [ir::Value; 0usize] = [];
    let st12 = dialects::gen::llvm::BrOp::build(ctx, rw.loc, &l11, None, v_continuation);
    rw.insert_built(st12);
    rw.set_insertion(ip10.0, ip10.1);
    let l14: [ir::Value; 0usize] = [];
    let l15: [ir::Value; 0usize] = [];
    let st16 = dialects::gen::llvm::CondBrOp::build(
        ctx,
        rw.loc,
        v_arg,
        &l14,
        &l15,
        None,
        None,
        v_continuation,
        v_failure,
    );
    rw.insert_built(st16);
    rw.replace_op(op, &[]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "cf.br",
        dialect: "cf",
        target: "llvm",
        also_targets: &[],
        name: "lower_cf_br",
        defined_at: ir::SpecPos {
            file: "spec/conversion/cf_to_llvm.td",
            line: &dialects::gen::cf_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_cf_br,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "llvm",
        also_targets: &[],
        name: "lower_cf_cond_br",
        defined_at: ir::SpecPos {
            file: "spec/conversion/cf_to_llvm.td",
            line: &dialects::gen::cf_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_cf_cond_br,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "llvm",
        also_targets: &[],
        name: "lower_cf_switch",
        defined_at: ir::SpecPos {
            file: "spec/conversion/cf_to_llvm.td",
            line: &dialects::gen::cf_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_cf_switch,
    },
    conversion::Pattern {
        root: "cf.assert",
        dialect: "cf",
        target: "llvm",
        also_targets: &[],
        name: "lower_cf_assert",
        defined_at: ir::SpecPos {
            file: "spec/conversion/cf_to_llvm.td",
            line: &dialects::gen::cf_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_cf_assert,
    },
    conversion::Pattern {
        root: "cf.assert",
        dialect: "cf",
        target: "cf-assert-no-abort",
        also_targets: &[],
        name: "lower_cf_assert_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/cf_to_llvm.td",
            line: &dialects::gen::cf_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_cf_assert_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 5usize] = [Nu32, Nu32, Nu32, Nu32, Nu32];
}
