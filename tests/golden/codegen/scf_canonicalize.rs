// @generated from spec/canonicalize/scf_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `CombineNestedIfs`, () -> Values?",
    COMBINE_NESTED_IFS : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::combine_nested_ifs
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `CombineIfs`, () -> Values?",
    COMBINE_IFS : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::combine_ifs
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `IfConditionPropagation`, () -> Values?",
    IF_CONDITION_PROPAGATION : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value >
    > = ::descent::dialects::native::canon_scf::if_condition_propagation
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `TrivialIfToSelect`, () -> Values?",
    TRIVIAL_IF_TO_SELECT : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::trivial_if_to_select
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `RemoveEmptyElse`, () -> Values?",
    REMOVE_EMPTY_ELSE : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::remove_empty_else
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `ReplaceIfYieldWithConditionOrValue`, () -> Values?",
    REPLACE_IF_YIELD_WITH_CONDITION_OR_VALUE : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::replace_if_yield_with_condition_or_value
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `SimplifyTrivialLoop`, () -> Values?",
    SIMPLIFY_TRIVIAL_LOOP : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > >
    = ::descent::dialects::native::canon_scf::simplify_trivial_loop
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `MakeSuccessorInputsDead`, () -> Values?",
    MAKE_SUCCESSOR_INPUTS_DEAD : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value
    > > = ::descent::dialects::native::canon_scf_branch::make_successor_inputs_dead
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `RemoveDuplicateSuccessorInputUses`, () -> Values?",
    REMOVE_DUPLICATE_SUCCESSOR_INPUT_USES : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_branch::remove_duplicate_successor_input_uses
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `RemoveDeadSuccessorInputs`, () -> Values?",
    REMOVE_DEAD_SUCCESSOR_INPUTS : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_branch::remove_dead_successor_inputs
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `IndexSwitchOnConstant`, () -> Values?",
    INDEX_SWITCH_ON_CONSTANT : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value >
    > = ::descent::dialects::native::canon_scf_region::index_switch_on_constant
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `MultiBlockExecuteInliner`, () -> Values?",
    MULTI_BLOCK_EXECUTE_INLINER : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_region::multi_block_execute_inliner
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `WhileConditionTruth`, () -> Values?",
    WHILE_CONDITION_TRUTH : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > >
    = ::descent::dialects::native::canon_scf_while::while_condition_truth
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `WhileCmpCond`, () -> Values?",
    WHILE_CMP_COND : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_while::while_cmp_cond
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `WhileOpAlignBeforeArgs`, () -> Values?",
    WHILE_OP_ALIGN_BEFORE_ARGS : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value
    > > = ::descent::dialects::native::canon_scf_while::while_align_before_args
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `WhileMoveIfDown`, () -> Values?",
    WHILE_MOVE_IF_DOWN : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_while::while_move_if_down
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `ParallelSingleOrZeroIterationDims`, () -> Values?",
    PARALLEL_SINGLE_OR_ZERO_ITERATION_DIMS : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_region::parallel_single_or_zero_iteration_dims
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `MergeNestedParallelLoops`, () -> Values?",
    MERGE_NESTED_PARALLEL_LOOPS : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_region::merge_nested_parallel_loops
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `ForallControlOperandsFolder`, () -> Values?",
    FORALL_CONTROL_OPERANDS_FOLDER : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_region::forall_control_operands_folder
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `ForallSingleOrZeroIterationDims`, () -> Values?",
    FORALL_SINGLE_OR_ZERO_ITERATION_DIMS : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_region::forall_single_or_zero_iteration_dims
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `ForallReplaceConstantInductionVar`, () -> Values?",
    FORALL_REPLACE_CONSTANT_INDUCTION_VAR : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf_region::forall_replace_constant_induction_var
);
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.execute_region` to what `MultiBlockExecuteInliner` builds.
pub fn canonicalize_scf_execute_region_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::MULTI_BLOCK_EXECUTE_INLINER(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.execute_region` to what `MakeSuccessorInputsDead` builds.
pub fn canonicalize_scf_execute_region_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::MAKE_SUCCESSOR_INPUTS_DEAD(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.execute_region` to what `RemoveDuplicateSuccessorInputUses` builds.
pub fn canonicalize_scf_execute_region_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DUPLICATE_SUCCESSOR_INPUT_USES(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.execute_region` to what `RemoveDeadSuccessorInputs` builds.
pub fn canonicalize_scf_execute_region_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DEAD_SUCCESSOR_INPUTS(rw)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.index_switch` to what `IndexSwitchOnConstant` builds.
pub fn canonicalize_scf_index_switch(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_arg = rw.body.op(op).operands[0usize];
    let Some(v_cases) = rw.body.attr(op, ctx.ident("cases")) else { return false };
    let Some(&v_default_region) = rw.body.op(op).regions.get(0usize) else {
        return false
    };
    let v_case_regions: ::std::vec::Vec<ir::RegionId> = rw
        .body
        .op(op)
        .regions[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::scf_canonicalize::INDEX_SWITCH_ON_CONSTANT(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.index_switch` to what `MakeSuccessorInputsDead` builds.
pub fn canonicalize_scf_index_switch_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_arg = rw.body.op(op).operands[0usize];
    let Some(v_cases) = rw.body.attr(op, ctx.ident("cases")) else { return false };
    let Some(&v_default_region) = rw.body.op(op).regions.get(0usize) else {
        return false
    };
    let v_case_regions: ::std::vec::Vec<ir::RegionId> = rw
        .body
        .op(op)
        .regions[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::scf_canonicalize::MAKE_SUCCESSOR_INPUTS_DEAD(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.index_switch` to what `RemoveDuplicateSuccessorInputUses` builds.
pub fn canonicalize_scf_index_switch_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_arg = rw.body.op(op).operands[0usize];
    let Some(v_cases) = rw.body.attr(op, ctx.ident("cases")) else { return false };
    let Some(&v_default_region) = rw.body.op(op).regions.get(0usize) else {
        return false
    };
    let v_case_regions: ::std::vec::Vec<ir::RegionId> = rw
        .body
        .op(op)
        .regions[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DUPLICATE_SUCCESSOR_INPUT_USES(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.index_switch` to what `RemoveDeadSuccessorInputs` builds.
pub fn canonicalize_scf_index_switch_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_arg = rw.body.op(op).operands[0usize];
    let Some(v_cases) = rw.body.attr(op, ctx.ident("cases")) else { return false };
    let Some(&v_default_region) = rw.body.op(op).regions.get(0usize) else {
        return false
    };
    let v_case_regions: ::std::vec::Vec<ir::RegionId> = rw
        .body
        .op(op)
        .regions[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DEAD_SUCCESSOR_INPUTS(rw)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `CombineIfs` builds.
pub fn canonicalize_scf_if(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::COMBINE_IFS(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `CombineNestedIfs` builds.
pub fn canonicalize_scf_if_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::COMBINE_NESTED_IFS(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `IfConditionPropagation` builds.
pub fn canonicalize_scf_if_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::IF_CONDITION_PROPAGATION(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `TrivialIfToSelect` builds.
pub fn canonicalize_scf_if_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::TRIVIAL_IF_TO_SELECT(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `RemoveEmptyElse` builds.
pub fn canonicalize_scf_if_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_EMPTY_ELSE(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_if_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
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
pub fn canonicalize_scf_if_7(
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `ReplaceIfYieldWithConditionOrValue` builds.
pub fn canonicalize_scf_if_8(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REPLACE_IF_YIELD_WITH_CONDITION_OR_VALUE(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `MakeSuccessorInputsDead` builds.
pub fn canonicalize_scf_if_9(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::MAKE_SUCCESSOR_INPUTS_DEAD(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `RemoveDuplicateSuccessorInputUses` builds.
pub fn canonicalize_scf_if_10(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DUPLICATE_SUCCESSOR_INPUT_USES(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `RemoveDeadSuccessorInputs` builds.
pub fn canonicalize_scf_if_11(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DEAD_SUCCESSOR_INPUTS(rw)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.for` to what `SimplifyTrivialLoop` builds.
pub fn canonicalize_scf_for(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lb = rw.body.op(op).operands[0usize];
    let v_ub = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::SIMPLIFY_TRIVIAL_LOOP(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.for` to what `MakeSuccessorInputsDead` builds.
pub fn canonicalize_scf_for_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lb = rw.body.op(op).operands[0usize];
    let v_ub = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::MAKE_SUCCESSOR_INPUTS_DEAD(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.for` to what `RemoveDuplicateSuccessorInputUses` builds.
pub fn canonicalize_scf_for_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lb = rw.body.op(op).operands[0usize];
    let v_ub = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DUPLICATE_SUCCESSOR_INPUT_USES(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.for` to what `RemoveDeadSuccessorInputs` builds.
pub fn canonicalize_scf_for_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lb = rw.body.op(op).operands[0usize];
    let v_ub = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DEAD_SUCCESSOR_INPUTS(rw)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `WhileConditionTruth` builds.
pub fn canonicalize_scf_while(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::WHILE_CONDITION_TRUTH(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `WhileCmpCond` builds.
pub fn canonicalize_scf_while_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::WHILE_CMP_COND(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `WhileOpAlignBeforeArgs` builds.
pub fn canonicalize_scf_while_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::WHILE_OP_ALIGN_BEFORE_ARGS(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `WhileMoveIfDown` builds.
pub fn canonicalize_scf_while_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::WHILE_MOVE_IF_DOWN(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `MakeSuccessorInputsDead` builds.
pub fn canonicalize_scf_while_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::MAKE_SUCCESSOR_INPUTS_DEAD(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `RemoveDuplicateSuccessorInputUses` builds.
pub fn canonicalize_scf_while_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DUPLICATE_SUCCESSOR_INPUT_USES(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.while` to what `RemoveDeadSuccessorInputs` builds.
pub fn canonicalize_scf_while_7(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_DEAD_SUCCESSOR_INPUTS(rw)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.parallel` to what `ParallelSingleOrZeroIterationDims` builds.
pub fn canonicalize_scf_parallel(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_lbs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            0usize,
        );
    let v_ubs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            1usize,
        );
    let v_steps = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            2usize,
        );
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::PARALLEL_SINGLE_OR_ZERO_ITERATION_DIMS(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.parallel` to what `MergeNestedParallelLoops` builds.
pub fn canonicalize_scf_parallel_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_lbs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            0usize,
        );
    let v_ubs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            1usize,
        );
    let v_steps = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            2usize,
        );
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::MERGE_NESTED_PARALLEL_LOOPS(rw) else {
        return false
    };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.forall` to what `ForallControlOperandsFolder` builds.
pub fn canonicalize_scf_forall(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lbs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            0usize,
        );
    let v_ubs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            1usize,
        );
    let v_steps = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_slbs) = rw.body.attr(op, ctx.ident("staticLowerBound")) else {
        return false
    };
    let Some(v_subs) = rw.body.attr(op, ctx.ident("staticUpperBound")) else {
        return false
    };
    let Some(v_ssteps) = rw.body.attr(op, ctx.ident("staticStep")) else { return false };
    let v_outputs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            3usize,
        );
    let v_mapping = rw.body.attr(op, ctx.ident("mapping"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::FORALL_CONTROL_OPERANDS_FOLDER(rw)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.forall` to what `ForallSingleOrZeroIterationDims` builds.
pub fn canonicalize_scf_forall_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lbs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            0usize,
        );
    let v_ubs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            1usize,
        );
    let v_steps = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_slbs) = rw.body.attr(op, ctx.ident("staticLowerBound")) else {
        return false
    };
    let Some(v_subs) = rw.body.attr(op, ctx.ident("staticUpperBound")) else {
        return false
    };
    let Some(v_ssteps) = rw.body.attr(op, ctx.ident("staticStep")) else { return false };
    let v_outputs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            3usize,
        );
    let v_mapping = rw.body.attr(op, ctx.ident("mapping"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::FORALL_SINGLE_OR_ZERO_ITERATION_DIMS(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.forall` to what `ForallReplaceConstantInductionVar` builds.
pub fn canonicalize_scf_forall_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lbs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            0usize,
        );
    let v_ubs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            1usize,
        );
    let v_steps = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_slbs) = rw.body.attr(op, ctx.ident("staticLowerBound")) else {
        return false
    };
    let Some(v_subs) = rw.body.attr(op, ctx.ident("staticUpperBound")) else {
        return false
    };
    let Some(v_ssteps) = rw.body.attr(op, ctx.ident("staticStep")) else { return false };
    let v_outputs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            3usize,
        );
    let v_mapping = rw.body.attr(op, ctx.ident("mapping"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::FORALL_REPLACE_CONSTANT_INDUCTION_VAR(
        rw,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
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
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_execute_region,
    },
    conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_execute_region_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_execute_region_2,
    },
    conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_execute_region_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_execute_region_3,
    },
    conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_execute_region_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_execute_region_4,
    },
    conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_execute_region_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_execute_region_5,
    },
    conversion::Pattern {
        root: "scf.index_switch",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_index_switch",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_index_switch,
    },
    conversion::Pattern {
        root: "scf.index_switch",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_index_switch_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_index_switch_2,
    },
    conversion::Pattern {
        root: "scf.index_switch",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_index_switch_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_index_switch_3,
    },
    conversion::Pattern {
        root: "scf.index_switch",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_index_switch_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_index_switch_4,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_2,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_3,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_4,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_5,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_6,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_7",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_7,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_8",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_8,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_9",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_9,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_10",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_10,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_11",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_11,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_for",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_for,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_for_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_for_2,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_for_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_for_3,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_for_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_for_4,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while_2,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while_3,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while_4,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while_5,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while_6,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_while_7",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_while_7,
    },
    conversion::Pattern {
        root: "scf.parallel",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_parallel",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_parallel,
    },
    conversion::Pattern {
        root: "scf.parallel",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_parallel_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_parallel_2,
    },
    conversion::Pattern {
        root: "scf.forall",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_forall",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_forall,
    },
    conversion::Pattern {
        root: "scf.forall",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_forall_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_forall_2,
    },
    conversion::Pattern {
        root: "scf.forall",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_forall_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_forall_3,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 36usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32,
    ];
}
