// @generated from spec/canonicalize/cf_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `MergeIntoPredecessor`, (Block, Values) -> Values?",
    MERGE_INTO_PREDECESSOR : fn (::descent::ir::BlockId, & [::descent::ir::Value]) ->
    Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::merge_into_predecessor
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `PassThroughDest`, (Block, Values) -> Block",
    PASS_THROUGH_DEST : fn (::descent::ir::BlockId, & [::descent::ir::Value]) ->
    ::descent::ir::BlockId = ::descent::dialects::native::canon_cf::pass_through_dest
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `PassThroughOperands`, (Block, Values) -> Values",
    PASS_THROUGH_OPERANDS : fn (::descent::ir::BlockId, & [::descent::ir::Value]) ->
    ::std::vec::Vec < ::descent::ir::Value > =
    ::descent::dialects::native::canon_cf::pass_through_operands
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `PassesThrough`, (Block, Values) -> Bool",
    PASSES_THROUGH : fn (::descent::ir::BlockId, & [::descent::ir::Value]) -> bool =
    ::descent::dialects::native::canon_cf::passes_through
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `EitherPassesThrough`, (Block, Values, Block, Values) -> Bool",
    EITHER_PASSES_THROUGH : fn (::descent::ir::BlockId, & [::descent::ir::Value],
    ::descent::ir::BlockId, & [::descent::ir::Value]) -> bool =
    ::descent::dialects::native::canon_cf::either_passes_through
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `SameBlock`, (Block, Block) -> Bool",
    SAME_BLOCK : fn (::descent::ir::BlockId, ::descent::ir::BlockId) -> bool =
    ::descent::dialects::native::canon_cf::same_block
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `SelectedOperands`, (Value, Values, Values, Block) -> Values?",
    SELECTED_OPERANDS : fn (::descent::ir::Value, & [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::BlockId) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::canon_cf::selected_operands
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `ReachedWhenTrue`, (Value, Bool) -> Bool",
    REACHED_WHEN_TRUE : fn (::descent::ir::Value, bool) -> bool =
    ::descent::dialects::native::canon_cf::reached_when
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `SwitchOnlyDefault`, () -> Values?",
    SWITCH_ONLY_DEFAULT : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::switch_only_default
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `DropCasesMatchingDefault`, () -> Values?",
    DROP_CASES_MATCHING_DEFAULT : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::drop_cases_matching_default
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `SwitchOnConstant`, (Attr) -> Values?",
    SWITCH_ON_CONSTANT : fn (::descent::ir::Attribute) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::canon_cf::switch_on_constant
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `PassThroughSwitch`, () -> Values?",
    PASS_THROUGH_SWITCH : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::pass_through_switch
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `SwitchFromSwitchOnSameCondition`, () -> Values?",
    SWITCH_FROM_SWITCH_ON_SAME_CONDITION : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::switch_from_switch_on_same_condition
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `SwitchFromDefaultSwitchOnSameCondition`, () -> Values?",
    SWITCH_FROM_DEFAULT_SWITCH_ON_SAME_CONDITION : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::switch_from_default_switch_on_same_condition
);
conversion::term!(
    " spec/canonicalize/cf_canonicalize.td:N: term `CondBranchTruthPropagation`, () -> Values?",
    COND_BRANCH_TRUTH_PROPAGATION : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_cf::cond_branch_truth_propagation
);
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.br` to what `MergeIntoPredecessor` builds.
pub fn canonicalize_cf_br(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::cf::BRANCH_OP_INFO.operand_arities,
            0usize,
        );
    let v_dest = rw.body.op(op).successors[0usize];
    let Some(t1) = dialects::gen::cf_canonicalize::MERGE_INTO_PREDECESSOR(
        rw,
        v_dest,
        &v_operands,
    ) else { return false };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.br` to `cf.br`.
pub fn canonicalize_cf_br_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::cf::BRANCH_OP_INFO.operand_arities,
            0usize,
        );
    let v_dest = rw.body.op(op).successors[0usize];
    let t1 = dialects::gen::cf_canonicalize::PASSES_THROUGH(rw, v_dest, &v_operands);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::cf_canonicalize::PASS_THROUGH_OPERANDS(
        rw,
        v_dest,
        &v_operands,
    );
    let t3 = dialects::gen::cf_canonicalize::PASS_THROUGH_DEST(rw, v_dest, &v_operands);
    let st4 = dialects::gen::cf::BranchOp::build(ctx, rw.loc, &t2, t3);
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to `cf.br`.
pub fn canonicalize_cf_cond_br(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::canonicalize_terms::IS_NON_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::cf::BranchOp::build(ctx, rw.loc, &v_t_ops, v_t);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to `cf.br`.
pub fn canonicalize_cf_cond_br_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::canonicalize_terms::IS_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::cf::BranchOp::build(ctx, rw.loc, &v_f_ops, v_f);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to `cf.cond_br`.
pub fn canonicalize_cf_cond_br_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_c = rw.body.op(op).operands[0usize];
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::cf_canonicalize::EITHER_PASSES_THROUGH(
        rw,
        v_t,
        &v_t_ops,
        v_f,
        &v_f_ops,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::cf_canonicalize::PASS_THROUGH_OPERANDS(rw, v_t, &v_t_ops);
    let t3 = dialects::gen::cf_canonicalize::PASS_THROUGH_OPERANDS(rw, v_f, &v_f_ops);
    let t4 = dialects::gen::cf_canonicalize::PASS_THROUGH_DEST(rw, v_t, &v_t_ops);
    let t5 = dialects::gen::cf_canonicalize::PASS_THROUGH_DEST(rw, v_f, &v_f_ops);
    let st6 = dialects::gen::cf::CondBranchOp::build(
        ctx,
        rw.loc,
        v_c,
        &t2,
        &t3,
        v_weights,
        t4,
        t5,
    );
    rw.insert_built(st6);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to `cf.br`.
pub fn canonicalize_cf_cond_br_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_c = rw.body.op(op).operands[0usize];
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::cf_canonicalize::SAME_BLOCK(rw, v_t, v_f);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::cf_canonicalize::SELECTED_OPERANDS(
        rw,
        v_c,
        &v_t_ops,
        &v_f_ops,
        v_t,
    ) else { return false };
    let st3 = dialects::gen::cf::BranchOp::build(ctx, rw.loc, &t2, v_t);
    rw.insert_built(st3);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to `cf.br`.
pub fn canonicalize_cf_cond_br_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_c = rw.body.op(op).operands[0usize];
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::cf_canonicalize::REACHED_WHEN_TRUE(rw, v_c, true);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::cf::BranchOp::build(ctx, rw.loc, &v_t_ops, v_t);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to `cf.br`.
pub fn canonicalize_cf_cond_br_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_c = rw.body.op(op).operands[0usize];
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let t1 = dialects::gen::cf_canonicalize::REACHED_WHEN_TRUE(rw, v_c, false);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::cf::BranchOp::build(ctx, rw.loc, &v_f_ops, v_f);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.cond_br` to what `CondBranchTruthPropagation` builds.
pub fn canonicalize_cf_cond_br_7(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_c = rw.body.op(op).operands[0usize];
    let v_t_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_f_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::COND_BRANCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_weights = rw.body.attr(op, ctx.ident("branch_weights"));
    let v_t = rw.body.op(op).successors[0usize];
    let v_f = rw.body.op(op).successors[1usize];
    let Some(t1) = dialects::gen::cf_canonicalize::COND_BRANCH_TRUTH_PROPAGATION(rw)
    else { return false };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.assert` to a value it already has.
pub fn canonicalize_cf_assert(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let Some(v_msg) = rw.body.attr(op, ctx.ident("msg")) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_NON_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.switch` to what `SwitchOnlyDefault` builds.
pub fn canonicalize_cf_switch(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_flag = rw.body.op(op).operands[0usize];
    let v_def_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_case_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_segments) = rw.body.attr(op, ctx.ident("case_operand_segments")) else {
        return false
    };
    let v_default = rw.body.op(op).successors[0usize];
    let v_cases: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::cf_canonicalize::SWITCH_ONLY_DEFAULT(rw) else {
        return false
    };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.switch` to what `DropCasesMatchingDefault` builds.
pub fn canonicalize_cf_switch_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_flag = rw.body.op(op).operands[0usize];
    let v_def_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_case_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_segments) = rw.body.attr(op, ctx.ident("case_operand_segments")) else {
        return false
    };
    let v_default = rw.body.op(op).successors[0usize];
    let v_cases: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::cf_canonicalize::DROP_CASES_MATCHING_DEFAULT(rw) else {
        return false
    };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.switch` to what `SwitchOnConstant` builds.
pub fn canonicalize_cf_switch_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let v_def_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_case_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_segments) = rw.body.attr(op, ctx.ident("case_operand_segments")) else {
        return false
    };
    let v_default = rw.body.op(op).successors[0usize];
    let v_cases: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::cf_canonicalize::SWITCH_ON_CONSTANT(rw, v_c) else {
        return false
    };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.switch` to what `PassThroughSwitch` builds.
pub fn canonicalize_cf_switch_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_flag = rw.body.op(op).operands[0usize];
    let v_def_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_case_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_segments) = rw.body.attr(op, ctx.ident("case_operand_segments")) else {
        return false
    };
    let v_default = rw.body.op(op).successors[0usize];
    let v_cases: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::cf_canonicalize::PASS_THROUGH_SWITCH(rw) else {
        return false
    };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.switch` to what `SwitchFromSwitchOnSameCondition` builds.
pub fn canonicalize_cf_switch_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_flag = rw.body.op(op).operands[0usize];
    let v_def_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_case_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_segments) = rw.body.attr(op, ctx.ident("case_operand_segments")) else {
        return false
    };
    let v_default = rw.body.op(op).successors[0usize];
    let v_cases: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::cf_canonicalize::SWITCH_FROM_SWITCH_ON_SAME_CONDITION(
        rw,
    ) else { return false };
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/cf_canonicalize.td:N`: `cf.switch` to what `SwitchFromDefaultSwitchOnSameCondition` builds.
pub fn canonicalize_cf_switch_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_flag = rw.body.op(op).operands[0usize];
    let v_def_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            1usize,
        );
    let v_case_ops = rw
        .source_operand_group(
            op,
            dialects::gen::cf::SWITCH_OP_INFO.operand_arities,
            2usize,
        );
    let v_values = rw.body.attr(op, ctx.ident("case_values"));
    let Some(v_segments) = rw.body.attr(op, ctx.ident("case_operand_segments")) else {
        return false
    };
    let v_default = rw.body.op(op).successors[0usize];
    let v_cases: ::std::vec::Vec<ir::BlockId> = rw
        .body
        .op(op)
        .successors[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::cf_canonicalize::SWITCH_FROM_DEFAULT_SWITCH_ON_SAME_CONDITION(
        rw,
    ) else { return false };
    rw.replace_op(op, &[]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "cf.br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_br",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_br,
    },
    conversion::Pattern {
        root: "cf.br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_br_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_br_2,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br_2,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br_3,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br_4,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br_5,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br_6,
    },
    conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_cond_br_7",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_cond_br_7,
    },
    conversion::Pattern {
        root: "cf.assert",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_assert",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_assert,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_switch",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_switch,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_switch_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_switch_2,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_switch_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_switch_3,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_switch_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_switch_4,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_switch_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_switch_5,
    },
    conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_cf_switch_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/cf_canonicalize.td",
            line: &dialects::gen::cf_canonicalize::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: canonicalize_cf_switch_6,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 16usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
