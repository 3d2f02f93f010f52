// @generated from spec/canonicalize/affine_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DropDelinearizeUnitBasis`, (Value, Values, Attr) -> Values?",
    DROP_DELINEARIZE_UNIT_BASIS : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::drop_delinearize_unit_basis
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DropLinearizeLeadingZero`, (Values, Values, Attr, Attr?) -> Value?",
    DROP_LINEARIZE_LEADING_ZERO : fn (& [::descent::ir::Value], & [::descent::ir::Value],
    ::descent::ir::Attribute, Option < ::descent::ir::Attribute >) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::drop_linearize_leading_zero
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DropLinearizeUnitComponents`, (Values, Values, Attr, Attr?) -> Value?",
    DROP_LINEARIZE_UNIT_COMPONENTS : fn (& [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::Attribute, Option < ::descent::ir::Attribute
    >) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::drop_linearize_unit_components
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `CancelDelinearizeOfLinearize`, (Value, Values, Attr) -> Values?",
    CANCEL_DELINEARIZE_OF_LINEARIZE : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::cancel_delinearize_of_linearize
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `SplitDelinearizeOfLinearize`, (Value, Values, Attr) -> Values?",
    SPLIT_DELINEARIZE_OF_LINEARIZE : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::split_delinearize_of_linearize
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `CancelLinearizeOfDelinearize`, (Values, Values, Attr, Attr?) -> Value?",
    CANCEL_LINEARIZE_OF_DELINEARIZE : fn (& [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::Attribute, Option < ::descent::ir::Attribute
    >) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::cancel_linearize_of_delinearize
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `AffineAccessChanges`, (Attr, Values) -> Bool",
    AFFINE_ACCESS_CHANGES : fn (::descent::ir::Attribute, & [::descent::ir::Value]) ->
    bool = ::descent::dialects::native::canon_affine::access_changes
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `AffineAccessMap`, (Attr, Values) -> Attr",
    AFFINE_ACCESS_MAP : fn (::descent::ir::Attribute, & [::descent::ir::Value]) ->
    ::descent::ir::Attribute = ::descent::dialects::native::canon_affine::access_map
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `AffineAccessOperands`, (Attr, Values) -> Values",
    AFFINE_ACCESS_OPERANDS : fn (::descent::ir::Attribute, & [::descent::ir::Value]) ->
    ::std::vec::Vec < ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::access_operands
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `SingleResultMap`, (Attr) -> Bool",
    SINGLE_RESULT_MAP : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_affine::single_result_map
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `HasDuplicateExprs`, (Attr) -> Bool",
    HAS_DUPLICATE_EXPRS : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_affine::has_duplicate_exprs
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DedupExprs`, (Attr) -> Attr",
    DEDUP_EXPRS : fn (::descent::ir::Attribute) -> ::descent::ir::Attribute =
    ::descent::dialects::native::canon_affine::dedup_exprs
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `CanMergeMinMax`, (Attr, Values) -> Bool",
    CAN_MERGE_MIN_MAX : fn (::descent::ir::Attribute, & [::descent::ir::Value]) -> bool =
    ::descent::dialects::native::canon_affine::can_merge_min_max
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `MergedMinMaxMap`, (Attr, Values) -> Attr",
    MERGED_MIN_MAX_MAP : fn (::descent::ir::Attribute, & [::descent::ir::Value]) ->
    ::descent::ir::Attribute =
    ::descent::dialects::native::canon_affine::merged_min_max_map
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `MergedMinMaxOperands`, (Attr, Values) -> Values",
    MERGED_MIN_MAX_OPERANDS : fn (::descent::ir::Attribute, & [::descent::ir::Value]) ->
    ::std::vec::Vec < ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::merged_min_max_operands
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `ExprsOutOfOrder`, (Attr) -> Bool",
    EXPRS_OUT_OF_ORDER : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_affine::exprs_out_of_order
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `OrderedExprs`, (Attr) -> Attr",
    ORDERED_EXPRS : fn (::descent::ir::Attribute) -> ::descent::ir::Attribute =
    ::descent::dialects::native::canon_affine::ordered_exprs_map
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `SetTriviallyTrue`, (Attr) -> Bool",
    SET_TRIVIALLY_TRUE : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_affine::set_trivially_true
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `SetTriviallyFalse`, (Attr) -> Bool",
    SET_TRIVIALLY_FALSE : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_affine::set_trivially_false
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DeadElse`, (Region) -> Bool",
    DEAD_ELSE : fn (::descent::ir::RegionId) -> bool =
    ::descent::dialects::native::canon_affine::dead_else
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `AffineIfWithoutElse`, (Values, Attr, Region) -> Values?",
    AFFINE_IF_WITHOUT_ELSE : fn (& [::descent::ir::Value], ::descent::ir::Attribute,
    ::descent::ir::RegionId) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::if_without_else
);
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.delinearize_index` to what `CancelDelinearizeOfLinearize` builds.
pub fn canonicalize_affine_delinearize_index(
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
    let Some(t1) = dialects::gen::affine_canonicalize::CANCEL_DELINEARIZE_OF_LINEARIZE(
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.delinearize_index` to what `DropDelinearizeUnitBasis` builds.
pub fn canonicalize_affine_delinearize_index_2(
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
    let Some(t1) = dialects::gen::affine_canonicalize::DROP_DELINEARIZE_UNIT_BASIS(
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.delinearize_index` to what `SplitDelinearizeOfLinearize` builds.
pub fn canonicalize_affine_delinearize_index_3(
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
    let Some(t1) = dialects::gen::affine_canonicalize::SPLIT_DELINEARIZE_OF_LINEARIZE(
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.linearize_index` to what `CancelLinearizeOfDelinearize` builds.
pub fn canonicalize_affine_linearize_index(
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
    let Some(t1) = dialects::gen::affine_canonicalize::CANCEL_LINEARIZE_OF_DELINEARIZE(
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.linearize_index` to what `DropLinearizeLeadingZero` builds.
pub fn canonicalize_affine_linearize_index_2(
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
    let Some(t1) = dialects::gen::affine_canonicalize::DROP_LINEARIZE_LEADING_ZERO(
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.linearize_index` to what `DropLinearizeUnitComponents` builds.
pub fn canonicalize_affine_linearize_index_3(
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
    let Some(t1) = dialects::gen::affine_canonicalize::DROP_LINEARIZE_UNIT_COMPONENTS(
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.load` to `affine.load`.
pub fn canonicalize_affine_load(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
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
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_indices,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_indices,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_indices,
    );
    let st4 = dialects::gen::affine::LoadOp::build(
        ctx,
        rw.loc,
        v_memref,
        &t2,
        Some(t3),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.store` to `affine.store`.
pub fn canonicalize_affine_store(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
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
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_indices,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_indices,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_indices,
    );
    let st4 = dialects::gen::affine::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_memref,
        &t2,
        Some(t3),
    );
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.vector_load` to `affine.vector_load`.
pub fn canonicalize_affine_vector_load(
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
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_indices,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_indices,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_indices,
    );
    let st4 = dialects::gen::affine::VectorLoadOp::build(
        ctx,
        rw.loc,
        v_memref,
        &t2,
        Some(t3),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.vector_store` to `affine.vector_store`.
pub fn canonicalize_affine_vector_store(
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
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_indices,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_indices,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_indices,
    );
    let st4 = dialects::gen::affine::VectorStoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_memref,
        &t2,
        Some(t3),
    );
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.prefetch` to `affine.prefetch`.
pub fn canonicalize_affine_prefetch(
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
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_indices,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_indices,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_indices,
    );
    let st4 = dialects::gen::affine::PrefetchOp::build(
        ctx,
        rw.loc,
        v_memref,
        &t2,
        Some(v_is_write),
        Some(v_locality_hint),
        Some(v_is_data_cache),
        Some(t3),
    );
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.apply` to `affine.apply`.
pub fn canonicalize_affine_apply(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_map_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::APPLY_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_map_operands,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_map_operands,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_map_operands,
    );
    let st4 = dialects::gen::affine::ApplyOp::build(
        ctx,
        rw.loc,
        &t3,
        Some(t2),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.min` to `affine.apply`.
pub fn canonicalize_affine_min(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MIN_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::SINGLE_RESULT_MAP(rw, v_map);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::affine::ApplyOp::build(
        ctx,
        rw.loc,
        &v_operands,
        Some(v_map),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.min` to `affine.min`.
pub fn canonicalize_affine_min_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MIN_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::HAS_DUPLICATE_EXPRS(rw, v_map);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::DEDUP_EXPRS(rw, v_map);
    let st3 = dialects::gen::affine::MinOp::build(
        ctx,
        rw.loc,
        &v_operands,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.min` to `affine.min`.
pub fn canonicalize_affine_min_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MIN_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::CAN_MERGE_MIN_MAX(
        rw,
        v_map,
        &v_operands,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::MERGED_MIN_MAX_MAP(
        rw,
        v_map,
        &v_operands,
    );
    let t3 = dialects::gen::affine_canonicalize::MERGED_MIN_MAX_OPERANDS(
        rw,
        v_map,
        &v_operands,
    );
    let st4 = dialects::gen::affine::MinOp::build(
        ctx,
        rw.loc,
        &t3,
        Some(t2),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.min` to `affine.min`.
pub fn canonicalize_affine_min_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MIN_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_operands,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_operands,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_operands,
    );
    let st4 = dialects::gen::affine::MinOp::build(
        ctx,
        rw.loc,
        &t3,
        Some(t2),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.min` to `affine.min`.
pub fn canonicalize_affine_min_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MIN_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::EXPRS_OUT_OF_ORDER(rw, v_map);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::ORDERED_EXPRS(rw, v_map);
    let st3 = dialects::gen::affine::MinOp::build(
        ctx,
        rw.loc,
        &v_operands,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.max` to `affine.apply`.
pub fn canonicalize_affine_max(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MAX_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::SINGLE_RESULT_MAP(rw, v_map);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::affine::ApplyOp::build(
        ctx,
        rw.loc,
        &v_operands,
        Some(v_map),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.max` to `affine.max`.
pub fn canonicalize_affine_max_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MAX_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::HAS_DUPLICATE_EXPRS(rw, v_map);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::DEDUP_EXPRS(rw, v_map);
    let st3 = dialects::gen::affine::MaxOp::build(
        ctx,
        rw.loc,
        &v_operands,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.max` to `affine.max`.
pub fn canonicalize_affine_max_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MAX_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::CAN_MERGE_MIN_MAX(
        rw,
        v_map,
        &v_operands,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::MERGED_MIN_MAX_MAP(
        rw,
        v_map,
        &v_operands,
    );
    let t3 = dialects::gen::affine_canonicalize::MERGED_MIN_MAX_OPERANDS(
        rw,
        v_map,
        &v_operands,
    );
    let st4 = dialects::gen::affine::MaxOp::build(
        ctx,
        rw.loc,
        &t3,
        Some(t2),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.max` to `affine.max`.
pub fn canonicalize_affine_max_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MAX_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_CHANGES(
        rw,
        v_map,
        &v_operands,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_MAP(
        rw,
        v_map,
        &v_operands,
    );
    let t3 = dialects::gen::affine_canonicalize::AFFINE_ACCESS_OPERANDS(
        rw,
        v_map,
        &v_operands,
    );
    let st4 = dialects::gen::affine::MaxOp::build(
        ctx,
        rw.loc,
        &t3,
        Some(t2),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.max` to `affine.max`.
pub fn canonicalize_affine_max_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_map) = rw.body.attr(op, ctx.ident("map")) else { return false };
    let v_operands = rw
        .source_operand_group(
            op,
            dialects::gen::affine::MAX_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::affine_canonicalize::EXPRS_OUT_OF_ORDER(rw, v_map);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::affine_canonicalize::ORDERED_EXPRS(rw, v_map);
    let st3 = dialects::gen::affine::MaxOp::build(
        ctx,
        rw.loc,
        &v_operands,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.if` to what `AffineIfWithoutElse` builds.
pub fn canonicalize_affine_if(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
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
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::affine_canonicalize::DEAD_ELSE(rw, v_else);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::affine_canonicalize::AFFINE_IF_WITHOUT_ELSE(
        rw,
        &v_operands,
        v_condition,
        v_then,
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_affine_if_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
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
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::affine_canonicalize::SET_TRIVIALLY_TRUE(rw, v_condition);
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
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_affine_if_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
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
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::affine_canonicalize::SET_TRIVIALLY_FALSE(rw, v_condition);
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
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_delinearize_index",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_delinearize_index,
    },
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_delinearize_index_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_delinearize_index_2,
    },
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_delinearize_index_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_delinearize_index_3,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_linearize_index",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_linearize_index,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_linearize_index_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_linearize_index_2,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_linearize_index_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_linearize_index_3,
    },
    conversion::Pattern {
        root: "affine.load",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_load",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_load,
    },
    conversion::Pattern {
        root: "affine.store",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_store",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_store,
    },
    conversion::Pattern {
        root: "affine.vector_load",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_vector_load",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_vector_load,
    },
    conversion::Pattern {
        root: "affine.vector_store",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_vector_store",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_vector_store,
    },
    conversion::Pattern {
        root: "affine.prefetch",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_prefetch",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_prefetch,
    },
    conversion::Pattern {
        root: "affine.apply",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_apply",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_apply,
    },
    conversion::Pattern {
        root: "affine.min",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_min",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_min,
    },
    conversion::Pattern {
        root: "affine.min",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_min_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_min_2,
    },
    conversion::Pattern {
        root: "affine.min",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_min_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_min_3,
    },
    conversion::Pattern {
        root: "affine.min",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_min_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_min_4,
    },
    conversion::Pattern {
        root: "affine.min",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_min_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_min_5,
    },
    conversion::Pattern {
        root: "affine.max",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_max",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_max,
    },
    conversion::Pattern {
        root: "affine.max",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_max_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_max_2,
    },
    conversion::Pattern {
        root: "affine.max",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_max_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_max_3,
    },
    conversion::Pattern {
        root: "affine.max",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_max_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_max_4,
    },
    conversion::Pattern {
        root: "affine.max",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_max_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_max_5,
    },
    conversion::Pattern {
        root: "affine.if",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_if",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_if,
    },
    conversion::Pattern {
        root: "affine.if",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_if_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_if_2,
    },
    conversion::Pattern {
        root: "affine.if",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_if_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/affine_canonicalize.td",
            line: &dialects::gen::affine_canonicalize::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: canonicalize_affine_if_3,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 25usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32,
    ];
}
