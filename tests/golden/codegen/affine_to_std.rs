// @generated from spec/conversion/affine_to_std.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `AffineMapResults`, (Attr, Values) -> Values?",
    AFFINE_MAP_RESULTS : fn (::descent::ir::Attribute, & [::descent::ir::Value]) ->
    Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_affine::map_results
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `AffineMapResult`, (Attr, Values) -> Value?",
    AFFINE_MAP_RESULT : fn (::descent::ir::Attribute, & [::descent::ir::Value]) -> Option
    < ::descent::ir::Value > = ::descent::dialects::native::lower_affine::map_result
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `MinOf`, (Values) -> Value?", MIN_OF :
    fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_affine::min_of
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `MaxOf`, (Values) -> Value?", MAX_OF :
    fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_affine::max_of
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `SetCondition`, (Attr, Values) -> Value?",
    SET_CONDITION : fn (::descent::ir::Attribute, & [::descent::ir::Value]) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_affine::set_condition
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `ScfFor`, (Value, Value, Value, Values, Region) -> Values?",
    SCF_FOR : fn (::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Value, &
    [::descent::ir::Value], ::descent::ir::RegionId) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_affine::scf_for
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `ScfIf`, (Value, Region, Region) -> Values?",
    SCF_IF : fn (::descent::ir::Value, ::descent::ir::RegionId, ::descent::ir::RegionId)
    -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_affine::scf_if
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `ScfParallel`, (Attr, Attr, Attr, Attr, Attr, Attr, Values, Region) -> Values?",
    SCF_PARALLEL : fn (::descent::ir::Attribute, ::descent::ir::Attribute,
    ::descent::ir::Attribute, ::descent::ir::Attribute, ::descent::ir::Attribute,
    ::descent::ir::Attribute, & [::descent::ir::Value], ::descent::ir::RegionId) ->
    Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_affine::scf_parallel
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `AffineDmaStartOperands`, (Values) -> Values?",
    AFFINE_DMA_START_OPERANDS : fn (& [::descent::ir::Value]) -> Option < ::std::vec::Vec
    < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_affine::dma_start_operands
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `AffineDmaWaitIndices`, (Values) -> Values?",
    AFFINE_DMA_WAIT_INDICES : fn (& [::descent::ir::Value]) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::lower_affine::dma_wait_indices
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `InAffineParallel`, () -> Bool",
    IN_AFFINE_PARALLEL : fn () -> bool =
    ::descent::dialects::native::lower_affine::in_affine_parallel
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `FirstOf`, (Values) -> Value?",
    FIRST_OF : fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_affine::first_of
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `LastOf`, (Values) -> Value?", LAST_OF
    : fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_affine::last_of
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `DelinearizeIndex`, (Value, Values, Attr) -> Values?",
    DELINEARIZE_INDEX : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_affine::delinearize_index
);
conversion::term!(
    " spec/conversion/affine_to_std.td:N: term `LinearizeIndex`, (Values, Values, Attr, Attr?) -> Value?",
    LINEARIZE_INDEX : fn (& [::descent::ir::Value], & [::descent::ir::Value],
    ::descent::ir::Attribute, Option < ::descent::ir::Attribute >) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_affine::linearize_index
);
/// `spec/conversion/affine_to_std.td:N`: `affine.apply` to what `AffineMapResult` builds.
pub fn lower_affine_apply(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_map_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::APPLY_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULT(
        rw,
        v_map,
        &v_map_operands,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.min` to what `MinOf` builds.
pub fn lower_affine_min(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MIN_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_operands,
    ) else { return false };
    let Some(t2) = dialects::gen::affine_to_std::MIN_OF(rw, &t1) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.max` to what `MaxOf` builds.
pub fn lower_affine_max(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MAX_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_operands,
    ) else { return false };
    let Some(t2) = dialects::gen::affine_to_std::MAX_OF(rw, &t1) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.for` to `arith.constant`.
pub fn lower_affine_for(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_lb_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::FOR_OP_INFO.operand_arities,
            0usize,
        );
    let v_ub_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::FOR_OP_INFO.operand_arities,
            1usize,
        );
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::affine::FOR_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_lb_map) = rw.body.attr(op, ctx.ident("lowerBoundMap")) else {
        return false
    };
    let Some(v_ub_map) = rw.body.attr(op, ctx.ident("upperBoundMap")) else {
        return false
    };
    let Some(v_step) = rw.body.attr(op, ctx.ident("step")) else { return false };
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_lb_map,
        &v_lb_operands,
    ) else { return false };
    let Some(t2) = dialects::gen::affine_to_std::MAX_OF(rw, &t1) else { return false };
    let Some(t3) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_ub_map,
        &v_ub_operands,
    ) else { return false };
    let Some(t4) = dialects::gen::affine_to_std::MIN_OF(rw, &t3) else { return false };
    let Some(ty5) = ctx.attr_type(v_step) else { return false };
    let st6 = dialects::gen::arith::ConstantOp::build(ctx, rw.loc, Some(v_step), ty5);
    let v8 = rw.insert_built_value(st6);
    let Some(t9) = dialects::gen::affine_to_std::SCF_FOR(
        rw,
        t2,
        t4,
        v8,
        &v_inits,
        v_region,
    ) else { return false };
    let t10 = t9;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t10);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.if` to what `ScfIf` builds.
pub fn lower_affine_if(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::IF_OP_INFO.operand_arities,
            0usize,
        );
    let Some(v_condition) = rw.body.attr(op, ctx.ident("condition")) else {
        return false
    };
    let Some(&v_then_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else_region) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::SET_CONDITION(
        rw,
        v_condition,
        &v_operands,
    ) else { return false };
    let Some(t2) = dialects::gen::affine_to_std::SCF_IF(
        rw,
        t1,
        v_then_region,
        v_else_region,
    ) else { return false };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.load` to `memref.load`.
pub fn lower_affine_load(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_memref = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LOAD_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_indices,
    ) else { return false };
    let st2 = dialects::gen::memref::LoadOp::build(
        ctx,
        rw.loc,
        v_memref,
        &t1,
        None,
        None,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.store` to `memref.store`.
pub fn lower_affine_store(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_memref = rw.body.op(op).operands[1usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::STORE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_indices,
    ) else { return false };
    let st2 = dialects::gen::memref::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_memref,
        &t1,
        None,
        None,
    );
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.prefetch` to `memref.prefetch`.
pub fn lower_affine_prefetch(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_memref = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::PREFETCH_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_is_write) = rw.body.attr(op, ctx.ident("isWrite")) else { return false };
    let Some(v_locality_hint) = rw.body.attr(op, ctx.ident("localityHint")) else {
        return false
    };
    let Some(v_is_data_cache) = rw.body.attr(op, ctx.ident("isDataCache")) else {
        return false
    };
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_indices,
    ) else { return false };
    let st2 = dialects::gen::memref::PrefetchOp::build(
        ctx,
        rw.loc,
        v_memref,
        &t1,
        Some(v_is_write),
        Some(v_locality_hint),
        Some(v_is_data_cache),
    );
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.vector_load` to `vector.load`.
pub fn lower_affine_vector_load(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_memref = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::VECTOR_LOAD_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_indices,
    ) else { return false };
    let st2 = dialects::gen::vector::LoadOp::build(
        ctx,
        rw.loc,
        v_memref,
        &t1,
        None,
        None,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.vector_store` to `vector.store`.
pub fn lower_affine_vector_store(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_memref = rw.body.op(op).operands[1usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::VECTOR_STORE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_MAP_RESULTS(
        rw,
        v_map,
        &v_indices,
    ) else { return false };
    let st2 = dialects::gen::vector::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_memref,
        &t1,
        None,
        None,
    );
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.yield` to `scf.yield`.
pub fn lower_affine_yield(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::YIELD_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_to_std::IN_AFFINE_PARALLEL(rw);
    if !(!(t1)) {
        return false;
    }
    let st2 = dialects::gen::scf::YieldOp::build(ctx, rw.loc, &v_operands);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.parallel` to what `ScfParallel` builds.
pub fn lower_affine_parallel(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_reductions) = rw.body.attr(op, ctx.ident("reductions")) else {
        return false
    };
    let Some(v_lb_map) = rw.body.attr(op, ctx.ident("lowerBoundsMap")) else {
        return false
    };
    let Some(v_lb_groups) = rw.body.attr(op, ctx.ident("lowerBoundsGroups")) else {
        return false
    };
    let Some(v_ub_map) = rw.body.attr(op, ctx.ident("upperBoundsMap")) else {
        return false
    };
    let Some(v_ub_groups) = rw.body.attr(op, ctx.ident("upperBoundsGroups")) else {
        return false
    };
    let Some(v_steps) = rw.body.attr(op, ctx.ident("steps")) else { return false };
    let v_map_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::PARALLEL_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::affine_to_std::SCF_PARALLEL(
        rw,
        v_lb_map,
        v_lb_groups,
        v_ub_map,
        v_ub_groups,
        v_steps,
        v_reductions,
        &v_map_operands,
        v_region,
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
/// `spec/conversion/affine_to_std.td:N`: `affine.dma_start` to `memref.dma_start`.
pub fn lower_affine_dma_start(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DMA_START_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::affine_to_std::AFFINE_DMA_START_OPERANDS(
        rw,
        &v_operands,
    ) else { return false };
    let st2 = dialects::gen::memref::DmaStartOp::build(ctx, rw.loc, &t1);
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.dma_wait` to `memref.dma_wait`.
pub fn lower_affine_dma_wait(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DMA_WAIT_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::affine_to_std::FIRST_OF(rw, &v_operands) else {
        return false
    };
    let Some(t2) = dialects::gen::affine_to_std::AFFINE_DMA_WAIT_INDICES(rw, &v_operands)
    else { return false };
    let Some(t3) = dialects::gen::affine_to_std::LAST_OF(rw, &v_operands) else {
        return false
    };
    let st4 = dialects::gen::memref::DmaWaitOp::build(ctx, rw.loc, t1, &t2, t3);
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.delinearize_index` to what `DelinearizeIndex` builds.
pub fn lower_affine_delinearize_index(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_linear = rw.body.op(op).operands[0usize];
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DELINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let Some(t1) = dialects::gen::affine_to_std::DELINEARIZE_INDEX(
        rw,
        v_linear,
        &v_dynamic,
        v_basis,
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
/// `spec/conversion/affine_to_std.td:N`: `affine.linearize_index` to what `LinearizeIndex` builds.
pub fn lower_affine_linearize_index(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            0usize,
        );
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let v_disjoint = rw.body.attr(op, ctx.ident("disjoint"));
    let Some(t1) = dialects::gen::affine_to_std::LINEARIZE_INDEX(
        rw,
        &v_indices,
        &v_dynamic,
        v_basis,
        v_disjoint,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/affine_to_std.td:N`: `affine.delinearize_index` to what `DelinearizeIndex` builds.
pub fn lower_affine_delinearize_index_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_linear = rw.body.op(op).operands[0usize];
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DELINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let Some(t1) = dialects::gen::affine_to_std::DELINEARIZE_INDEX(
        rw,
        v_linear,
        &v_dynamic,
        v_basis,
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
/// `spec/conversion/affine_to_std.td:N`: `affine.linearize_index` to what `LinearizeIndex` builds.
pub fn lower_affine_linearize_index_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            0usize,
        );
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let v_disjoint = rw.body.attr(op, ctx.ident("disjoint"));
    let Some(t1) = dialects::gen::affine_to_std::LINEARIZE_INDEX(
        rw,
        &v_indices,
        &v_dynamic,
        v_basis,
        v_disjoint,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "affine.apply",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_apply",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_affine_apply,
    },
    conversion::Pattern {
        root: "affine.min",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_min",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_affine_min,
    },
    conversion::Pattern {
        root: "affine.max",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_max",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_affine_max,
    },
    conversion::Pattern {
        root: "affine.for",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_for",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_affine_for,
    },
    conversion::Pattern {
        root: "affine.if",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_if",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_affine_if,
    },
    conversion::Pattern {
        root: "affine.load",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_load",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_affine_load,
    },
    conversion::Pattern {
        root: "affine.store",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_store",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_affine_store,
    },
    conversion::Pattern {
        root: "affine.prefetch",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_prefetch",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_affine_prefetch,
    },
    conversion::Pattern {
        root: "affine.vector_load",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_vector_load",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_affine_vector_load,
    },
    conversion::Pattern {
        root: "affine.vector_store",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_vector_store",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_affine_vector_store,
    },
    conversion::Pattern {
        root: "affine.yield",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_yield",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_affine_yield,
    },
    conversion::Pattern {
        root: "affine.parallel",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_parallel",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_affine_parallel,
    },
    conversion::Pattern {
        root: "affine.dma_start",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_dma_start",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_affine_dma_start,
    },
    conversion::Pattern {
        root: "affine.dma_wait",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_dma_wait",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_affine_dma_wait,
    },
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_delinearize_index",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_affine_delinearize_index,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "arith",
        also_targets: &[],
        name: "lower_affine_linearize_index",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_affine_linearize_index,
    },
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "affine-expand-index-ops",
        also_targets: &[],
        name: "lower_affine_delinearize_index_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_affine_delinearize_index_2,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "affine-expand-index-ops",
        also_targets: &[],
        name: "lower_affine_linearize_index_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/affine_to_std.td",
            line: &dialects::gen::affine_to_std::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_affine_linearize_index_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 18usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
