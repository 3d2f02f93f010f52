// @generated from spec/canonicalize/vector_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `IsVector`, (Type) -> Bool",
    IS_VECTOR : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_vector::is_vector
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SameNumElements`, (Type, Type) -> Bool",
    SAME_NUM_ELEMENTS : fn (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_vector::same_num_elements
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `BroadcastableTo`, (Type, Type) -> Bool",
    BROADCASTABLE_TO : fn (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_vector::broadcastable
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `PrependsUnitDims`, (Type, Type) -> Bool",
    PREPENDS_UNIT_DIMS : fn (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_vector::prepends_unit_dims
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `CoversAll`, (Type, Type) -> Bool",
    COVERS_ALL : fn (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_vector::covers_all
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `UnitStrides`, (Attr) -> Bool",
    UNIT_STRIDES : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_vector::unit_strides
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `AllEqual`, (Values) -> Bool",
    ALL_EQUAL : fn (& [::descent::ir::Value]) -> bool =
    ::descent::dialects::native::canon_vector::all_equal
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ScalarSplatSource`, (Value) -> Value?",
    SCALAR_SPLAT_SOURCE : fn (::descent::ir::Value) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::scalar_splat_source
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SameScalarSplat`, (Value, Value) -> Bool",
    SAME_SCALAR_SPLAT : fn (::descent::ir::Value, ::descent::ir::Value) -> bool =
    ::descent::dialects::native::canon_vector::same_scalar_splat
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `IsInterleaveMask`, (Value, Value, Attr) -> Bool",
    IS_INTERLEAVE_MASK : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_vector::is_interleave_mask
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `CreateMaskConstantSizes`, (Values) -> Attr?",
    CREATE_MASK_CONSTANT_SIZES : fn (& [::descent::ir::Value]) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_vector::create_mask_constant_sizes
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ExtractFromCreateMask`, () -> Value?",
    EXTRACT_FROM_CREATE_MASK : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::extract_from_create_mask
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SlicedMaskSizes`, (Attr, Attr, Attr) -> Attr?",
    SLICED_MASK_SIZES : fn (::descent::ir::Attribute, ::descent::ir::Attribute,
    ::descent::ir::Attribute) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_vector::sliced_mask_sizes
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SlicedCreateMask`, () -> Value?",
    SLICED_CREATE_MASK : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::sliced_create_mask
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `MaskDropsTrailingUnits`, () -> Value?",
    MASK_DROPS_TRAILING_UNITS : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::mask_drops_trailing_units
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `PermuteValues`, (Values, Attr) -> Values?",
    PERMUTE_VALUES : fn (& [::descent::ir::Value], ::descent::ir::Attribute) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_vector::permute_values
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `PermuteSizes`, (Attr, Attr) -> Attr?",
    PERMUTE_SIZES : fn (::descent::ir::Attribute, ::descent::ir::Attribute) -> Option <
    ::descent::ir::Attribute > = ::descent::dialects::native::canon_vector::permute_sizes
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ComposePermutations`, (Attr, Attr) -> Attr?",
    COMPOSE_PERMUTATIONS : fn (::descent::ir::Attribute, ::descent::ir::Attribute) ->
    Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::canon_vector::compose_permutations
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `IsOrderPreservingTranspose`, () -> Bool",
    IS_ORDER_PRESERVING_TRANSPOSE : fn () -> bool =
    ::descent::dialects::native::canon_vector::is_order_preserving_transpose
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `BroadcastPermutationLocal`, (Type, Attr) -> Bool",
    BROADCAST_PERMUTATION_LOCAL : fn (::descent::ir::Type, ::descent::ir::Attribute) ->
    bool = ::descent::dialects::native::canon_vector::broadcast_permutation_local
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ExtractFromFromElements`, () -> Value?",
    EXTRACT_FROM_FROM_ELEMENTS : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::extract_from_from_elements
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SliceOfBroadcast`, () -> Value?",
    SLICE_OF_BROADCAST : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::slice_of_broadcast
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ContiguousSliceToExtract`, () -> Value?",
    CONTIGUOUS_SLICE_TO_EXTRACT : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::contiguous_slice_to_extract
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ElideSingleElementReduction`, () -> Value?",
    ELIDE_SINGLE_ELEMENT_REDUCTION : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::elide_single_element_reduction
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ElideUnitDimsMultiReduction`, () -> Value?",
    ELIDE_UNIT_DIMS_MULTI_REDUCTION : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::elide_unit_dims_multi_reduction
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ZeroDimShuffleSource`, (Value, Value, Attr) -> Value?",
    ZERO_DIM_SHUFFLE_SOURCE : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Attribute) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::zero_dim_shuffle_source
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `StepCompareSplat`, (Attr, Type, Attr, Type) -> Attr?",
    STEP_COMPARE_SPLAT : fn (::descent::ir::Attribute, ::descent::ir::Type,
    ::descent::ir::Attribute, ::descent::ir::Type) -> Option < ::descent::ir::Attribute >
    = ::descent::dialects::native::canon_vector::step_compare_splat
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `MaskFormatIs`, (Value, Int) -> Bool",
    MASK_FORMAT_IS : fn (::descent::ir::Value, i64) -> bool =
    ::descent::dialects::native::canon_vector::mask_format_is
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `IsZeroBasedContiguous`, (Value) -> Bool",
    IS_ZERO_BASED_CONTIGUOUS : fn (::descent::ir::Value) -> bool =
    ::descent::dialects::native::canon_vector::is_zero_based_contiguous
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `IsMemRefType`, (Type) -> Bool",
    IS_MEM_REF_TYPE : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::canon_vector::is_memref_type
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `FromElementsToShapeCast`, () -> Value?",
    FROM_ELEMENTS_TO_SHAPE_CAST : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::from_elements_to_shape_cast
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `InsertChainFullyInitialized`, () -> Value?",
    INSERT_CHAIN_FULLY_INITIALIZED : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::insert_chain_fully_initialized
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `ToElementsOfBroadcast`, () -> Values?",
    TO_ELEMENTS_OF_BROADCAST : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value >
    > = ::descent::dialects::native::canon_vector::to_elements_of_broadcast
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `IsZeroConstant`, (Attr) -> Bool",
    IS_ZERO_CONSTANT : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_vector::is_zero_constant
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `MaskIsEmpty`, (Region) -> Bool",
    MASK_IS_EMPTY : fn (::descent::ir::RegionId) -> bool =
    ::descent::dialects::native::canon_vector::mask_is_empty
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SelectEmptyMask`, () -> Values?",
    SELECT_EMPTY_MASK : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_vector::select_empty_mask
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `MaskHasPassthru`, (Values) -> Bool",
    MASK_HAS_PASSTHRU : fn (& [::descent::ir::Value]) -> bool =
    ::descent::dialects::native::canon_vector::mask_has_passthru
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `MaskedReductionElided`, () -> Values?",
    MASKED_REDUCTION_ELIDED : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value >
    > = ::descent::dialects::native::canon_vector::masked_reduction_elided
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SameVal`, (Value, Value) -> Bool",
    SAME_VAL : fn (::descent::ir::Value, ::descent::ir::Value) -> bool =
    ::descent::dialects::native::canon_vector::same_val
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `SameAttr`, (Attr, Attr) -> Bool",
    SAME_ATTR : fn (::descent::ir::Attribute, ::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::canon_vector::same_attr
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `FirstValue`, (Values) -> Value?",
    FIRST_VALUE : fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_vector::first_value
);
conversion::term!(
    " spec/canonicalize/vector_canonicalize.td:N: term `OneElementVectorOf`, (Type) -> Type?",
    ONE_ELEMENT_VECTOR_OF : fn (::descent::ir::Type) -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::canon_vector::one_element_vector_of
);
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.create_mask` to `vector.constant_mask`.
pub fn canonicalize_vector_create_mask(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::vector::CREATE_MASK_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::vector_canonicalize::CREATE_MASK_CONSTANT_SIZES(
        rw,
        &v_sizes,
    ) else { return false };
    let st2 = dialects::gen::vector::ConstantMaskOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.broadcast` to `vector.broadcast`.
pub fn canonicalize_vector_broadcast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.broadcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let st1 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.shape_cast` to what `MaskDropsTrailingUnits` builds.
pub fn canonicalize_vector_shape_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_x = rw.body.op(op).operands[0usize];
    let Some(t1) = dialects::gen::vector_canonicalize::MASK_DROPS_TRAILING_UNITS(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.shape_cast` to `vector.shape_cast`.
pub fn canonicalize_vector_shape_cast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.broadcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::vector_canonicalize::SAME_NUM_ELEMENTS(
        rw,
        t1,
        types[0usize],
    );
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::vector::ShapeCastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.shape_cast` to `vector.broadcast`.
pub fn canonicalize_vector_shape_cast_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.broadcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::vector_canonicalize::BROADCASTABLE_TO(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract` to `vector.broadcast`.
pub fn canonicalize_vector_extract(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.broadcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXTRACT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::vector_canonicalize::IS_VECTOR(rw, types[0usize]);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t3 = dialects::gen::vector_canonicalize::BROADCASTABLE_TO(rw, t2, types[0usize]);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract` to `vector.broadcast`.
pub fn canonicalize_vector_extract_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.shape_cast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_c = rw.body.op(op).operands[0usize];
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXTRACT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::vector_canonicalize::IS_VECTOR(rw, types[0usize]);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_c);
    let t4 = dialects::gen::vector_canonicalize::PREPENDS_UNIT_DIMS(rw, t2, t3);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t6 = dialects::gen::vector_canonicalize::BROADCASTABLE_TO(rw, t5, types[0usize]);
    if !(t6) {
        return false;
    }
    let st7 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract` to what `ExtractFromCreateMask` builds.
pub fn canonicalize_vector_extract_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_v = rw.body.op(op).operands[0usize];
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXTRACT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_canonicalize::EXTRACT_FROM_CREATE_MASK(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract` to `vector.shape_cast`.
pub fn canonicalize_vector_extract_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.shape_cast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXTRACT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::vector_canonicalize::SAME_NUM_ELEMENTS(
        rw,
        t1,
        types[0usize],
    );
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::vector::ShapeCastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract` to what `ExtractFromFromElements` builds.
pub fn canonicalize_vector_extract_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_v = rw.body.op(op).operands[0usize];
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXTRACT_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_canonicalize::EXTRACT_FROM_FROM_ELEMENTS(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract_strided_slice` to what `SlicedCreateMask` builds.
pub fn canonicalize_vector_extract_strided_slice(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("sizes")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::SLICED_CREATE_MASK(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract_strided_slice` to `vector.constant_mask`.
pub fn canonicalize_vector_extract_strided_slice_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.constant_mask") {
        return false;
    }
    let Some(v_m) = rw.body.attr(m0, ctx.ident("mask_dim_sizes")) else { return false };
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("sizes")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let t1 = dialects::gen::vector_canonicalize::UNIT_STRIDES(rw, v_strides);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_canonicalize::SLICED_MASK_SIZES(
        rw,
        v_m,
        v_offsets,
        v_sizes,
    ) else { return false };
    let st3 = dialects::gen::vector::ConstantMaskOp::build(
        ctx,
        rw.loc,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract_strided_slice` to what `SliceOfBroadcast` builds.
pub fn canonicalize_vector_extract_strided_slice_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("sizes")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::SLICE_OF_BROADCAST(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.extract_strided_slice` to what `ContiguousSliceToExtract` builds.
pub fn canonicalize_vector_extract_strided_slice_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("sizes")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::CONTIGUOUS_SLICE_TO_EXTRACT(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.insert` to `vector.broadcast`.
pub fn canonicalize_vector_insert(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_value = rw.body.op(op).operands[0usize];
    let v_dest = rw.body.op(op).operands[1usize];
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::INSERT_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t2 = dialects::gen::vector_canonicalize::COVERS_ALL(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::vector::BroadcastOp::build(
        ctx,
        rw.loc,
        v_value,
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.insert` to `vector.broadcast`.
pub fn canonicalize_vector_insert_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_value = rw.body.op(op).operands[0usize];
    let v_dest = rw.body.op(op).operands[1usize];
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::INSERT_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::vector_canonicalize::SAME_SCALAR_SPLAT(rw, v_value, v_dest);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_canonicalize::SCALAR_SPLAT_SOURCE(rw, v_dest)
    else { return false };
    let st3 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, t2, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.insert` to what `InsertChainFullyInitialized` builds.
pub fn canonicalize_vector_insert_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_dest = rw.body.op(op).operands[1usize];
    let v_dyn = rw
        .source_operand_group(
            op,
            dialects::gen::vector::INSERT_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_pos) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_canonicalize::INSERT_CHAIN_FULLY_INITIALIZED(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.insert_strided_slice` to a value it already has.
pub fn canonicalize_vector_insert_strided_slice(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_dest = rw.body.op(op).operands[1usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let t1 = dialects::gen::vector_canonicalize::SAME_SCALAR_SPLAT(rw, v_value, v_dest);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_dest]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.insert_strided_slice` to a value it already has.
pub fn canonicalize_vector_insert_strided_slice_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.extract_strided_slice") {
        return false;
    }
    let Some(&v_src) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_o) = rw.body.attr(m0, ctx.ident("offsets")) else { return false };
    let Some(v_z) = rw.body.attr(m0, ctx.ident("sizes")) else { return false };
    let Some(v_s) = rw.body.attr(m0, ctx.ident("strides")) else { return false };
    let v_dest = rw.body.op(op).operands[1usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let t1 = dialects::gen::vector_canonicalize::SAME_VAL(rw, v_src, v_dest);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_canonicalize::SAME_ATTR(rw, v_o, v_offsets);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_canonicalize::UNIT_STRIDES(rw, v_s);
    if !(t3) {
        return false;
    }
    rw.replace_op(op, &[v_dest]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.transpose` to `vector.create_mask`.
pub fn canonicalize_vector_transpose(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.create_mask") {
        return false;
    }
    let v_sizes = rw
        .source_operand_group(
            m0,
            dialects::gen::vector::CREATE_MASK_OP_INFO.operand_arities,
            0usize,
        );
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::PERMUTE_VALUES(
        rw,
        &v_sizes,
        v_perm,
    ) else { return false };
    let st2 = dialects::gen::vector::CreateMaskOp::build(
        ctx,
        rw.loc,
        &t1,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.transpose` to `vector.constant_mask`.
pub fn canonicalize_vector_transpose_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.constant_mask") {
        return false;
    }
    let Some(v_sizes) = rw.body.attr(m0, ctx.ident("mask_dim_sizes")) else {
        return false
    };
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::PERMUTE_SIZES(rw, v_sizes, v_perm)
    else { return false };
    let st2 = dialects::gen::vector::ConstantMaskOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.transpose` to `vector.shape_cast`.
pub fn canonicalize_vector_transpose_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.shape_cast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let t1 = dialects::gen::vector_canonicalize::IS_ORDER_PRESERVING_TRANSPOSE(rw);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::ShapeCastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.transpose` to `vector.transpose`.
pub fn canonicalize_vector_transpose_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.transpose") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_p1) = rw.body.attr(m0, ctx.ident("permutation")) else { return false };
    let Some(v_p2) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::COMPOSE_PERMUTATIONS(
        rw,
        v_p1,
        v_p2,
    ) else { return false };
    let st2 = dialects::gen::vector::TransposeOp::build(
        ctx,
        rw.loc,
        v_x,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.transpose` to `vector.broadcast`.
pub fn canonicalize_vector_transpose_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.broadcast") {
        return false;
    }
    let Some(&v_x) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::vector_canonicalize::BROADCAST_PERMUTATION_LOCAL(
        rw,
        t1,
        v_perm,
    );
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, v_x, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.reduction` to what `ElideSingleElementReduction` builds.
pub fn canonicalize_vector_reduction(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let v_v = rw.body.op(op).operands[0usize];
    let v_acc = rw
        .source_operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        );
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let Some(t1) = dialects::gen::vector_canonicalize::ELIDE_SINGLE_ELEMENT_REDUCTION(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.multi_reduction` to what `ElideUnitDimsMultiReduction` builds.
pub fn canonicalize_vector_multi_reduction(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let v_src = rw.body.op(op).operands[0usize];
    let v_acc = rw.body.op(op).operands[1usize];
    let Some(v_dims) = rw.body.attr(op, ctx.ident("reduction_dims")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_canonicalize::ELIDE_UNIT_DIMS_MULTI_REDUCTION(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.shuffle` to `vector.broadcast`.
pub fn canonicalize_vector_shuffle(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let Some(v_mask) = rw.body.attr(op, ctx.ident("mask")) else { return false };
    let t1 = dialects::gen::vector_canonicalize::SAME_SCALAR_SPLAT(rw, v_a, v_b);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_canonicalize::SCALAR_SPLAT_SOURCE(rw, v_a) else {
        return false
    };
    let st3 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, t2, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.shuffle` to `vector.interleave`.
pub fn canonicalize_vector_shuffle_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let Some(v_mask) = rw.body.attr(op, ctx.ident("mask")) else { return false };
    let t1 = dialects::gen::vector_canonicalize::IS_INTERLEAVE_MASK(
        rw,
        v_a,
        v_b,
        v_mask,
    );
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::InterleaveOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.shuffle` to `vector.broadcast`.
pub fn canonicalize_vector_shuffle_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let Some(v_mask) = rw.body.attr(op, ctx.ident("mask")) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::ZERO_DIM_SHUFFLE_SOURCE(
        rw,
        v_a,
        v_b,
        v_mask,
    ) else { return false };
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_a);
    let Some(t3) = dialects::gen::vector_canonicalize::ONE_ELEMENT_VECTOR_OF(rw, t2)
    else { return false };
    let st4 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, t1, t3);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.from_elements` to `vector.broadcast`.
pub fn canonicalize_vector_from_elements(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_elems = rw
        .source_operand_group(
            op,
            dialects::gen::vector::FROM_ELEMENTS_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::vector_canonicalize::ALL_EQUAL(rw, &v_elems);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_canonicalize::FIRST_VALUE(rw, &v_elems) else {
        return false
    };
    let st3 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, t2, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.from_elements` to what `FromElementsToShapeCast` builds.
pub fn canonicalize_vector_from_elements_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_elems = rw
        .source_operand_group(
            op,
            dialects::gen::vector::FROM_ELEMENTS_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::vector_canonicalize::FROM_ELEMENTS_TO_SHAPE_CAST(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.to_elements` to what `ToElementsOfBroadcast` builds.
pub fn canonicalize_vector_to_elements(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_v = rw.body.op(op).operands[0usize];
    let Some(t1) = dialects::gen::vector_canonicalize::TO_ELEMENTS_OF_BROADCAST(rw) else {
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
/// `spec/canonicalize/vector_canonicalize.td:N`: `arith.cmpi` to `arith.constant`.
pub fn canonicalize_arith_cmpi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.step") {
        return false;
    }
    let Some(&mv1) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let v_c = mc1;
    let Some(v_pred) = rw.body.attr(op, ctx.ident("predicate")) else { return false };
    let v_step = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_step);
    let Some(t2) = dialects::gen::vector_canonicalize::STEP_COMPARE_SPLAT(
        rw,
        v_pred,
        t1,
        v_c,
        types[0usize],
    ) else { return false };
    let st3 = dialects::gen::arith::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t2),
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.maskedload` to `vector.load`.
pub fn canonicalize_vector_maskedload(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_pass) = v_pass.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::LoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_idx,
        None,
        None,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.maskedload` to a value it already has.
pub fn canonicalize_vector_maskedload_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_pass) = v_pass.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, -1i64);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_pass]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.maskedstore` to `vector.store`.
pub fn canonicalize_vector_maskedstore(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_value = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_value) = v_value.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_base,
        &v_idx,
        None,
        None,
    );
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.maskedstore` to a value it already has.
pub fn canonicalize_vector_maskedstore_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_value = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_value) = v_value.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, -1i64);
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.gather` to a value it already has.
pub fn canonicalize_vector_gather(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            1usize,
        );
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_indices) = v_indices.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            4usize,
        );
    let Some(&v_pass) = v_pass.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, -1i64);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_pass]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.gather` to `vector.maskedload`.
pub fn canonicalize_vector_gather_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            1usize,
        );
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_indices) = v_indices.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            4usize,
        );
    let Some(&v_pass) = v_pass.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let t2 = dialects::gen::vector_canonicalize::IS_MEM_REF_TYPE(rw, t1);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_canonicalize::IS_ZERO_BASED_CONTIGUOUS(rw, v_indices);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::vector::MaskedLoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_offsets,
        v_mask,
        v_pass,
        None,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.scatter` to a value it already has.
pub fn canonicalize_vector_scatter(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            1usize,
        );
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_indices) = v_indices.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_value = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            4usize,
        );
    let Some(&v_value) = v_value.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, -1i64);
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.scatter` to `vector.maskedstore`.
pub fn canonicalize_vector_scatter_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            1usize,
        );
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_indices) = v_indices.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_value = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            4usize,
        );
    let Some(&v_value) = v_value.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let t2 = dialects::gen::vector_canonicalize::IS_MEM_REF_TYPE(rw, t1);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_canonicalize::IS_ZERO_BASED_CONTIGUOUS(rw, v_indices);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::vector::MaskedStoreOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_offsets,
        v_mask,
        v_value,
        None,
    );
    let o_store = rw.insert_built(st4);
    let l5: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l5);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.expandload` to `vector.load`.
pub fn canonicalize_vector_expandload(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_pass) = v_pass.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::LoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_idx,
        None,
        None,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.expandload` to a value it already has.
pub fn canonicalize_vector_expandload_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_pass) = v_pass.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, -1i64);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_pass]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.compressstore` to `vector.store`.
pub fn canonicalize_vector_compressstore(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_value = rw
        .source_operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_value) = v_value.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, 1i64);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_base,
        &v_idx,
        None,
        None,
    );
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.compressstore` to a value it already has.
pub fn canonicalize_vector_compressstore_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_idx = rw
        .source_operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            1usize,
        );
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_mask) = v_mask.first() else { return false };
    let v_value = rw
        .source_operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_value) = v_value.first() else { return false };
    let v_align = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, -1i64);
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `arith.addi` to `vector.contract`.
pub fn canonicalize_arith_addi(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.contract") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_z = mc1;
    let Some(v_maps) = rw.body.attr(m0, ctx.ident("indexing_maps")) else {
        return false
    };
    let Some(v_iters) = rw.body.attr(m0, ctx.ident("iterator_types")) else {
        return false
    };
    let v_kind = rw.body.attr(m0, ctx.ident("kind"));
    let v_c = rw.body.op(op).operands[1usize];
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::vector_canonicalize::IS_ZERO_CONSTANT(rw, v_z);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::ContractionOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_c,
        Some(v_maps),
        Some(v_iters),
        v_kind,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `arith.addi` to `vector.contract`.
pub fn canonicalize_arith_addi_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.contract") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_z = mc1;
    let Some(v_maps) = rw.body.attr(m0, ctx.ident("indexing_maps")) else {
        return false
    };
    let Some(v_iters) = rw.body.attr(m0, ctx.ident("iterator_types")) else {
        return false
    };
    let v_kind = rw.body.attr(m0, ctx.ident("kind"));
    let v_c = rw.body.op(op).operands[0usize];
    let v_ovf = rw.body.attr(op, ctx.ident("overflowFlags"));
    let t1 = dialects::gen::vector_canonicalize::IS_ZERO_CONSTANT(rw, v_z);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::ContractionOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_c,
        Some(v_maps),
        Some(v_iters),
        v_kind,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `arith.addf` to `vector.contract`.
pub fn canonicalize_arith_addf(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.contract") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_z = mc1;
    let Some(v_maps) = rw.body.attr(m0, ctx.ident("indexing_maps")) else {
        return false
    };
    let Some(v_iters) = rw.body.attr(m0, ctx.ident("iterator_types")) else {
        return false
    };
    let v_kind = rw.body.attr(m0, ctx.ident("kind"));
    let v_c = rw.body.op(op).operands[1usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_canonicalize::IS_ZERO_CONSTANT(rw, v_z);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::ContractionOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_c,
        Some(v_maps),
        Some(v_iters),
        v_kind,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `arith.addf` to `vector.contract`.
pub fn canonicalize_arith_addf_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(&mv0) = rw.body.op(op).operands.get(1usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("vector.contract") {
        return false;
    }
    let Some(&mv1) = rw.body.op(m0).operands.get(2usize) else { return false };
    let Some(mc1) = rw.constant_of(mv1) else { return false };
    let Some(&v_a) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(&v_b) = rw.body.op(m0).operands.get(1usize) else { return false };
    let v_z = mc1;
    let Some(v_maps) = rw.body.attr(m0, ctx.ident("indexing_maps")) else {
        return false
    };
    let Some(v_iters) = rw.body.attr(m0, ctx.ident("iterator_types")) else {
        return false
    };
    let v_kind = rw.body.attr(m0, ctx.ident("kind"));
    let v_c = rw.body.op(op).operands[0usize];
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_canonicalize::IS_ZERO_CONSTANT(rw, v_z);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::ContractionOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_c,
        Some(v_maps),
        Some(v_iters),
        v_kind,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.mask` to what `InlineSingleBlock` builds.
pub fn canonicalize_vector_mask(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_mask = rw.body.op(op).operands[0usize];
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASK_OP_INFO.operand_arities,
            1usize,
        );
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::vector_canonicalize::MASK_IS_EMPTY(rw, v_body);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::vector_canonicalize::MASK_FORMAT_IS(rw, v_mask, 1i64);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_body)
    else { return false };
    let t4 = t3;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t4);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.mask` to what `MaskedReductionElided` builds.
pub fn canonicalize_vector_mask_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_mask = rw.body.op(op).operands[0usize];
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASK_OP_INFO.operand_arities,
            1usize,
        );
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::vector_canonicalize::MASKED_REDUCTION_ELIDED(rw) else {
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
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.mask` to what `SelectEmptyMask` builds.
pub fn canonicalize_vector_mask_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_mask = rw.body.op(op).operands[0usize];
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASK_OP_INFO.operand_arities,
            1usize,
        );
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::vector_canonicalize::MASK_IS_EMPTY(rw, v_body);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_canonicalize::MASK_HAS_PASSTHRU(rw, &v_pass);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_canonicalize::SELECT_EMPTY_MASK(rw) else {
        return false
    };
    let t4 = t3;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t4);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/vector_canonicalize.td:N`: `vector.mask` to what `InlineSingleBlock` builds.
pub fn canonicalize_vector_mask_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_mask = rw.body.op(op).operands[0usize];
    let v_pass = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASK_OP_INFO.operand_arities,
            1usize,
        );
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::vector_canonicalize::MASK_IS_EMPTY(rw, v_body);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_canonicalize::MASK_HAS_PASSTHRU(rw, &v_pass);
    if !(!(t2)) {
        return false;
    }
    let Some(t3) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_body)
    else { return false };
    let t4 = t3;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t4);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "vector.create_mask",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_create_mask",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_create_mask,
    },
    conversion::Pattern {
        root: "vector.broadcast",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_broadcast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_broadcast,
    },
    conversion::Pattern {
        root: "vector.shape_cast",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_shape_cast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_shape_cast,
    },
    conversion::Pattern {
        root: "vector.shape_cast",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_shape_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_shape_cast_2,
    },
    conversion::Pattern {
        root: "vector.shape_cast",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_shape_cast_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_shape_cast_3,
    },
    conversion::Pattern {
        root: "vector.extract",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract,
    },
    conversion::Pattern {
        root: "vector.extract",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_2,
    },
    conversion::Pattern {
        root: "vector.extract",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_3,
    },
    conversion::Pattern {
        root: "vector.extract",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_4,
    },
    conversion::Pattern {
        root: "vector.extract",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_5,
    },
    conversion::Pattern {
        root: "vector.extract_strided_slice",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_strided_slice",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_strided_slice,
    },
    conversion::Pattern {
        root: "vector.extract_strided_slice",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_strided_slice_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_strided_slice_2,
    },
    conversion::Pattern {
        root: "vector.extract_strided_slice",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_strided_slice_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_strided_slice_3,
    },
    conversion::Pattern {
        root: "vector.extract_strided_slice",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_extract_strided_slice_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_extract_strided_slice_4,
    },
    conversion::Pattern {
        root: "vector.insert",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_insert",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_insert,
    },
    conversion::Pattern {
        root: "vector.insert",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_insert_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_insert_2,
    },
    conversion::Pattern {
        root: "vector.insert",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_insert_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_insert_3,
    },
    conversion::Pattern {
        root: "vector.insert_strided_slice",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_insert_strided_slice",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_insert_strided_slice,
    },
    conversion::Pattern {
        root: "vector.insert_strided_slice",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_insert_strided_slice_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_insert_strided_slice_2,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_transpose",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_transpose,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_transpose_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_transpose_2,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_transpose_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_transpose_3,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_transpose_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_transpose_4,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_transpose_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_transpose_5,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_reduction",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_reduction,
    },
    conversion::Pattern {
        root: "vector.multi_reduction",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_multi_reduction",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_multi_reduction,
    },
    conversion::Pattern {
        root: "vector.shuffle",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_shuffle",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_shuffle,
    },
    conversion::Pattern {
        root: "vector.shuffle",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_shuffle_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_shuffle_2,
    },
    conversion::Pattern {
        root: "vector.shuffle",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_shuffle_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_shuffle_3,
    },
    conversion::Pattern {
        root: "vector.from_elements",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_from_elements",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_from_elements,
    },
    conversion::Pattern {
        root: "vector.from_elements",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_from_elements_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_from_elements_2,
    },
    conversion::Pattern {
        root: "vector.to_elements",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_to_elements",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_to_elements,
    },
    conversion::Pattern {
        root: "arith.cmpi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_cmpi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_cmpi,
    },
    conversion::Pattern {
        root: "vector.maskedload",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_maskedload",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_maskedload,
    },
    conversion::Pattern {
        root: "vector.maskedload",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_maskedload_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_maskedload_2,
    },
    conversion::Pattern {
        root: "vector.maskedstore",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_maskedstore",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_maskedstore,
    },
    conversion::Pattern {
        root: "vector.maskedstore",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_maskedstore_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[36usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_maskedstore_2,
    },
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_gather",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[37usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_gather,
    },
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_gather_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[38usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_gather_2,
    },
    conversion::Pattern {
        root: "vector.scatter",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_scatter",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[39usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_scatter,
    },
    conversion::Pattern {
        root: "vector.scatter",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_scatter_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[40usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_scatter_2,
    },
    conversion::Pattern {
        root: "vector.expandload",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_expandload",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[41usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_expandload,
    },
    conversion::Pattern {
        root: "vector.expandload",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_expandload_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[42usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_expandload_2,
    },
    conversion::Pattern {
        root: "vector.compressstore",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_compressstore",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[43usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_compressstore,
    },
    conversion::Pattern {
        root: "vector.compressstore",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_compressstore_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[44usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_compressstore_2,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[45usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi,
    },
    conversion::Pattern {
        root: "arith.addi",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addi_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[46usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addi_2,
    },
    conversion::Pattern {
        root: "arith.addf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addf",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[47usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addf,
    },
    conversion::Pattern {
        root: "arith.addf",
        dialect: "arith",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_arith_addf_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[48usize],
        },
        benefit: 1i32,
        apply: canonicalize_arith_addf_2,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_mask",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[49usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_mask,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_mask_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[50usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_mask_2,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_mask_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[51usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_mask_3,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_vector_mask_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/vector_canonicalize.td",
            line: &dialects::gen::vector_canonicalize::__spec_lines::LINES[52usize],
        },
        benefit: 1i32,
        apply: canonicalize_vector_mask_4,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 53usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32,
    ];
}
