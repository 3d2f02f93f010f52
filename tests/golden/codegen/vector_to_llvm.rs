// @generated from spec/conversion/vector_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `IsVectorType`, (Type) -> Bool",
    IS_VECTOR_TYPE : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_vector::is_vector_type
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `VectorRankIs`, (Type, Int) -> Bool",
    VECTOR_RANK_IS : fn (::descent::ir::Type, i64) -> bool =
    ::descent::dialects::native::lower_vector::vector_rank_is
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `VectorRankAbove`, (Type, Int) -> Bool",
    VECTOR_RANK_ABOVE : fn (::descent::ir::Type, i64) -> bool =
    ::descent::dialects::native::lower_vector::vector_rank_above
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `IsScalableVector`, (Type) -> Bool",
    IS_SCALABLE_VECTOR : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_vector::is_scalable_vector
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `IsIntOrIndex`, (Type) -> Bool",
    IS_INT_OR_INDEX : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_vector::is_int_or_index
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `IsFloatType`, (Type) -> Bool",
    IS_FLOAT_TYPE : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_vector::is_float_type
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `Inner1D`, (Type) -> Type", INNER1_D :
    fn (::descent::ir::Type) -> ::descent::ir::Type =
    ::descent::dialects::native::lower_vector::inner_1d
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `KindIs`, (Attr, Str) -> Bool",
    KIND_IS : fn (::descent::ir::Attribute, & str) -> bool =
    ::descent::dialects::native::lower_vector::kind_is
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `HasValues`, (Values) -> Bool",
    HAS_VALUES : fn (& [::descent::ir::Value]) -> bool =
    ::descent::dialects::native::lower_vector::has_values
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `First`, (Values) -> Value?", FIRST :
    fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::first
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `SplatMask`, (Type) -> Attr?",
    SPLAT_MASK : fn (::descent::ir::Type) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::splat_mask
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `InterleaveMask`, (Type) -> Attr?",
    INTERLEAVE_MASK : fn (::descent::ir::Type) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::interleave_mask
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `StridedMask`, (Type, Int) -> Attr?",
    STRIDED_MASK : fn (::descent::ir::Type, i64) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::strided_mask
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `I32Mask`, (Attr) -> Attr?", I32_MASK
    : fn (::descent::ir::Attribute) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::i32_mask
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ReductionFlags`, (Attr?) -> Attr",
    REDUCTION_FLAGS : fn (Option < ::descent::ir::Attribute >) ->
    ::descent::ir::Attribute = ::descent::dialects::native::lower_vector::reduction_flags
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `AccOrNeutral`, (Values, Type, Int) -> Value?",
    ACC_OR_NEUTRAL : fn (& [::descent::ir::Value], ::descent::ir::Type, i64) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_vector::acc_or_neutral
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `VectorAlignment`, (Type, Type, Attr?) -> Attr?",
    VECTOR_ALIGNMENT : fn (::descent::ir::Type, ::descent::ir::Type, Option <
    ::descent::ir::Attribute >) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::vector_alignment
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `LastDimUnitStride`, (Type) -> Bool",
    LAST_DIM_UNIT_STRIDE : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_vector::last_dim_unit_stride
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `AlignArgAttrs`, (Attr?, Int, Int) -> Attr?",
    ALIGN_ARG_ATTRS : fn (Option < ::descent::ir::Attribute >, i64, i64) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::align_arg_attrs
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `AsI32Attr`, (Attr) -> Attr?",
    AS_I32_ATTR : fn (::descent::ir::Attribute) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_vector::as_i32_attr
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ExtractAt`, (Value, Values, Attr, Type) -> Value?",
    EXTRACT_AT : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute, ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::extract_at
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `InsertAt`, (Value, Value, Values, Attr, Type) -> Value?",
    INSERT_AT : fn (::descent::ir::Value, ::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute, ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::insert_at
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `FillArray`, (Value, Value) -> Value?",
    FILL_ARRAY : fn (::descent::ir::Value, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_vector::fill_array
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ShuffleMixed`, (Value, Value, Attr, Type, Type) -> Value?",
    SHUFFLE_MIXED : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Attribute, ::descent::ir::Type, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_vector::shuffle_mixed
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `FromElements`, (Values, Type) -> Value?",
    FROM_ELEMENTS : fn (& [::descent::ir::Value], ::descent::ir::Type) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_vector::from_elements
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ToElements`, (Value) -> Values?",
    TO_ELEMENTS : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_vector::to_elements
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `PrintCalls`, (Values, Values, Attr?, Attr?) -> Values?",
    PRINT_CALLS : fn (& [::descent::ir::Value], & [::descent::ir::Value], Option <
    ::descent::ir::Attribute >, Option < ::descent::ir::Attribute >) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_vector::print_calls
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `VectorGep`, (Value, Value, Type) -> Value?",
    VECTOR_GEP : fn (::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Type) ->
    Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::vector_gep
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TypeCastDescriptor`, (Value, Type, Type) -> Value?",
    TYPE_CAST_DESCRIPTOR : fn (::descent::ir::Value, ::descent::ir::Type,
    ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::type_cast_descriptor
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `IndexVectorLike`, (Type) -> Type?",
    INDEX_VECTOR_LIKE : fn (::descent::ir::Type) -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::lower_vector::index_vector_like
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskedReduction`, (Value, Region) -> Value?",
    MASKED_REDUCTION : fn (::descent::ir::Value, ::descent::ir::RegionId) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::lower_vector::masked_reduction
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `VectorElementPtr`, (Type, Value, Values) -> Value?",
    VECTOR_ELEMENT_PTR : fn (::descent::ir::Type, ::descent::ir::Value, &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::element_ptr_of
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `BroadcastVector`, (Value, Type) -> Value?",
    BROADCAST_VECTOR : fn (::descent::ir::Value, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::expand_vector::broadcast_vector
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ShapeCastElements`, (Value, Type) -> Value?",
    SHAPE_CAST_ELEMENTS : fn (::descent::ir::Value, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_vector::shape_cast_elements
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ConstantMaskAttr`, (Attr, Type) -> Attr?",
    CONSTANT_MASK_ATTR : fn (::descent::ir::Attribute, ::descent::ir::Type) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::expand_vector::constant_mask_attr
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ConstantMaskRows`, (Attr, Type) -> Value?",
    CONSTANT_MASK_ROWS : fn (::descent::ir::Attribute, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_vector::constant_mask_rows
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ExtractStridedSlice`, (Value, Attr, Attr, Attr, Type) -> Value?",
    EXTRACT_STRIDED_SLICE : fn (::descent::ir::Value, ::descent::ir::Attribute,
    ::descent::ir::Attribute, ::descent::ir::Attribute, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_vector::extract_strided_slice
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `FmaRows`, (Value, Value, Value, Type) -> Value?",
    FMA_ROWS : fn (::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_vector::fma_rows
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `BitCastRows`, (Value, Type) -> Value?",
    BIT_CAST_ROWS : fn (::descent::ir::Value, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::expand_vector::bitcast_rows
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ConstantMaskSizes`, (Values, Type) -> Attr?",
    CONSTANT_MASK_SIZES : fn (& [::descent::ir::Value], ::descent::ir::Type) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::expand_transfer::constant_mask_sizes
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskIndexType`, () -> Type",
    MASK_INDEX_TYPE : fn () -> ::descent::ir::Type =
    ::descent::dialects::native::expand_transfer::mask_index_type
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskIndexVectorLike`, (Type) -> Type?",
    MASK_INDEX_VECTOR_LIKE : fn (::descent::ir::Type) -> Option < ::descent::ir::Type > =
    ::descent::dialects::native::expand_transfer::mask_index_vector_like
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `CreateMaskFixed`, (Values, Type) -> Value?",
    CREATE_MASK_FIXED : fn (& [::descent::ir::Value], ::descent::ir::Type) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_vector::create_mask_fixed
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `InsertStridedSlice`, (Value, Value, Attr, Attr) -> Value?",
    INSERT_STRIDED_SLICE : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Attribute, ::descent::ir::Attribute) -> Option < ::descent::ir::Value
    > = ::descent::dialects::native::expand_vector::insert_strided_slice
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TransferMayRunOut`, (Attr?, Values, Type) -> Bool",
    TRANSFER_MAY_RUN_OUT : fn (Option < ::descent::ir::Attribute >, &
    [::descent::ir::Value], ::descent::ir::Type) -> bool =
    ::descent::dialects::native::expand_transfer::transfer_may_run_out
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TransferInBounds`, (Attr?, Type) -> Bool",
    TRANSFER_IN_BOUNDS : fn (Option < ::descent::ir::Attribute >, ::descent::ir::Type) ->
    bool = ::descent::dialects::native::expand_transfer::transfer_in_bounds
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `AllInBounds`, (Type) -> Attr",
    ALL_IN_BOUNDS : fn (::descent::ir::Type) -> ::descent::ir::Attribute =
    ::descent::dialects::native::expand_transfer::all_in_bounds
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TransferInBoundsMask`, (Value, Values, Values, Type) -> Value?",
    TRANSFER_IN_BOUNDS_MASK : fn (::descent::ir::Value, & [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::transfer_in_bounds_mask
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `IsMinorIdentity`, (Attr, Bool) -> Bool",
    IS_MINOR_IDENTITY : fn (::descent::ir::Attribute, bool) -> bool =
    ::descent::dialects::native::expand_transfer::is_minor_identity
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `HasBroadcast`, (Attr) -> Bool",
    HAS_BROADCAST : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::expand_transfer::has_broadcast
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `UnbroadcastType`, (Attr, Type) -> Type?",
    UNBROADCAST_TYPE : fn (::descent::ir::Attribute, ::descent::ir::Type) -> Option <
    ::descent::ir::Type > =
    ::descent::dialects::native::expand_transfer::unbroadcast_type
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `LoadableFrom`, (Type, Type) -> Bool",
    LOADABLE_FROM : fn (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::dialects::native::expand_transfer::loadable_from
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TransposeElements`, (Value, Attr, Type) -> Value?",
    TRANSPOSE_ELEMENTS : fn (::descent::ir::Value, ::descent::ir::Attribute,
    ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::transpose_elements
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TransposeShuffle`, (Value, Attr, Type) -> Value?",
    TRANSPOSE_SHUFFLE : fn (::descent::ir::Value, ::descent::ir::Attribute,
    ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::transpose_shuffle
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `TransposeFlat`, (Value, Attr, Type) -> Value?",
    TRANSPOSE_FLAT : fn (::descent::ir::Value, ::descent::ir::Attribute,
    ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::transpose_flat
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `UnrollFromElements`, (Values, Type) -> Value?",
    UNROLL_FROM_ELEMENTS : fn (& [::descent::ir::Value], ::descent::ir::Type) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::unroll_from_elements
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `UnrollToElements`, (Value) -> Values?",
    UNROLL_TO_ELEMENTS : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::expand_transfer::unroll_to_elements
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `OuterProductRows`, (Value, Value, Values, Attr?, Type) -> Value?",
    OUTER_PRODUCT_ROWS : fn (::descent::ir::Value, ::descent::ir::Value, &
    [::descent::ir::Value], Option < ::descent::ir::Attribute >, ::descent::ir::Type) ->
    Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::outer_product_rows
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `UnrollInterleave`, (Value, Value, Type) -> Value?",
    UNROLL_INTERLEAVE : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::unroll_interleave
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `UnrollDeinterleave`, (Value, Type) -> Values?",
    UNROLL_DEINTERLEAVE : fn (::descent::ir::Value, ::descent::ir::Type) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::expand_transfer::unroll_deinterleave
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `UnrollGather`, (Value, Values, Value, Value, Value, Attr?) -> Value?",
    UNROLL_GATHER : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Value, Option <
    ::descent::ir::Attribute >) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::unroll_gather
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskAllTrue`, (Value) -> Bool",
    MASK_ALL_TRUE : fn (::descent::ir::Value) -> bool =
    ::descent::dialects::native::expand_transfer::mask_all_true
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskAllFalse`, (Value) -> Bool",
    MASK_ALL_FALSE : fn (::descent::ir::Value) -> bool =
    ::descent::dialects::native::expand_transfer::mask_all_false
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ValueAt`, (Values, Int) -> Value?",
    VALUE_AT : fn (& [::descent::ir::Value], i64) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::value_at
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ContractLower`, (Value, Value, Value, Type) -> Value?",
    CONTRACT_LOWER : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Value, ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_contract::contract_lower
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `ContractMatmul`, (Value, Value, Value, Type) -> Value?",
    CONTRACT_MATMUL : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Value, ::descent::ir::Type) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_contract::contract_matmul
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskedContractLower`, (Value, Region) -> Value?",
    MASKED_CONTRACT_LOWER : fn (::descent::ir::Value, ::descent::ir::RegionId) -> Option
    < ::descent::ir::Value > =
    ::descent::dialects::native::lower_contract::masked_contract_lower
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `MaskedOuterProductRows`, (Value, Region) -> Value?",
    MASKED_OUTER_PRODUCT_ROWS : fn (::descent::ir::Value, ::descent::ir::RegionId) ->
    Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_contract::masked_outer_product_rows
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `InsideMask`, () -> Bool",
    INSIDE_MASK : fn () -> bool =
    ::descent::dialects::native::expand_transfer::inside_mask
);
conversion::term!(
    " spec/conversion/vector_to_llvm.td:N: term `StepConstant`, (Type) -> Attr?",
    STEP_CONSTANT : fn (::descent::ir::Type) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::expand_transfer::step_constant
);
/// `spec/conversion/vector_to_llvm.td:N`: `vector.broadcast` to `llvm.mlir.poison`, `llvm.mlir.constant`, `llvm.insertelement`.
pub fn lower_vector_broadcast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::IS_VECTOR_TYPE(rw, t1);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        0i64,
    );
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_poison = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let t7 = dialects::gen::terms::INT_ATTR_OF(rw, t6, 0i64);
    let Some(t8) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let st9 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t7), t8);
    let v11 = rw.insert_built_value(st9);
    let mut st12 = dialects::gen::llvm::InsertElementOp::build(
        ctx,
        rw.loc,
        v_poison,
        v_x,
        v11,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st12, &[]);
    let v14 = rw.insert_built_value(st12);
    rw.replace_op(op, &[v14]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.broadcast` to `llvm.mlir.poison`, `llvm.mlir.constant`, `llvm.insertelement`, `llvm.shufflevector`.
pub fn lower_vector_broadcast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::IS_VECTOR_TYPE(rw, t1);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_poison = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let t7 = dialects::gen::terms::INT_ATTR_OF(rw, t6, 0i64);
    let Some(t8) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let st9 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t7), t8);
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::llvm::InsertElementOp::build(
        ctx,
        rw.loc,
        v_poison,
        v_x,
        v11,
        rw.value_type(v_poison),
    );
    let v_one = rw.insert_built_value(st12);
    let Some(t14) = dialects::gen::vector_to_llvm::SPLAT_MASK(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let mut st15 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_one,
        v_poison,
        Some(t14),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st15, &[]);
    let v17 = rw.insert_built_value(st15);
    rw.replace_op(op, &[v17]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.broadcast` to `llvm.mlir.poison`, `llvm.mlir.constant`, `llvm.insertelement`, `llvm.shufflevector`.
pub fn lower_vector_broadcast_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_x) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::IS_VECTOR_TYPE(rw, t1);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_desc = rw.insert_built_value(st4);
    let t6 = dialects::gen::vector_to_llvm::INNER1_D(rw, types[0usize]);
    let st7 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, t6);
    let v_poison = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let t10 = dialects::gen::terms::INT_ATTR_OF(rw, t9, 0i64);
    let Some(t11) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let st12 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t10), t11);
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::llvm::InsertElementOp::build(
        ctx,
        rw.loc,
        v_poison,
        v_x,
        v14,
        rw.value_type(v_poison),
    );
    let v_one = rw.insert_built_value(st15);
    let Some(t17) = dialects::gen::vector_to_llvm::SPLAT_MASK(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let t18 = dialects::gen::vector_to_llvm::INNER1_D(rw, types[0usize]);
    let st19 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_one,
        v_one,
        Some(t17),
        t18,
    );
    let v_splat = rw.insert_built_value(st19);
    let Some(t21) = dialects::gen::vector_to_llvm::FILL_ARRAY(rw, v_desc, v_splat) else {
        return false
    };
    let t22 = t21;
    rw.replace_op(op, &[t22]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.broadcast` to what `BroadcastVector` builds.
pub fn lower_vector_broadcast_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_x = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_x);
    let t2 = dialects::gen::vector_to_llvm::IS_VECTOR_TYPE(rw, t1);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::BROADCAST_VECTOR(
        rw,
        v_x,
        types[0usize],
    ) else { return false };
    let t4 = t3;
    rw.replace_op(op, &[t4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.shape_cast` to what `ShapeCastElements` builds.
pub fn lower_vector_shape_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_v = rw.body.op(op).operands[0usize];
    let Some(t1) = dialects::gen::vector_to_llvm::SHAPE_CAST_ELEMENTS(
        rw,
        v_v,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.constant_mask` to `arith.constant`.
pub fn lower_vector_constant_mask(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("mask_dim_sizes")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_llvm::CONSTANT_MASK_ATTR(
        rw,
        v_sizes,
        types[0usize],
    ) else { return false };
    let st2 = dialects::gen::arith::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.constant_mask` to what `ConstantMaskRows` builds.
pub fn lower_vector_constant_mask_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("mask_dim_sizes")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_llvm::CONSTANT_MASK_ROWS(
        rw,
        v_sizes,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.create_mask` to `vector.constant_mask`.
pub fn lower_vector_create_mask(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_bounds = rw
        .source_operand_group(
            op,
            dialects::gen::vector::CREATE_MASK_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::vector_to_llvm::CONSTANT_MASK_SIZES(
        rw,
        &v_bounds,
        types[0usize],
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
/// `spec/conversion/vector_to_llvm.td:N`: `vector.create_mask` to `llvm.intr.stepvector`, `arith.index_cast`, `vector.broadcast`, `arith.cmpi`.
pub fn lower_vector_create_mask_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_bounds = rw
        .source_operand_group(
            op,
            dialects::gen::vector::CREATE_MASK_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(rw, types[0usize]);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::MASK_INDEX_VECTOR_LIKE(
        rw,
        types[0usize],
    ) else { return false };
    let st4 = dialects::gen::llvm_intrinsics::StepVectorOp::build(ctx, rw.loc, t3);
    let v_step = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_bounds) else {
        return false
    };
    let t7 = dialects::gen::vector_to_llvm::MASK_INDEX_TYPE(rw);
    let st8 = dialects::gen::arith::IndexCastOp::build(ctx, rw.loc, t6, t7);
    let v10 = rw.insert_built_value(st8);
    let t11 = dialects::gen::terms::TYPE_OF(rw, v_step);
    let st12 = dialects::gen::vector::BroadcastOp::build(ctx, rw.loc, v10, t11);
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::arith::CmpIOp::build(
        ctx,
        rw.loc,
        v_step,
        v14,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::arith::ARITH_CMP_I_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        types[0usize],
    );
    let v17 = rw.insert_built_value(st15);
    rw.replace_op(op, &[v17]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.create_mask` to what `CreateMaskFixed` builds.
pub fn lower_vector_create_mask_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_bounds = rw
        .source_operand_group(
            op,
            dialects::gen::vector::CREATE_MASK_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t1) = dialects::gen::vector_to_llvm::CREATE_MASK_FIXED(
        rw,
        &v_bounds,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.fma` to what `FmaRows` builds.
pub fn lower_vector_fma(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let types = rw.source_result_types(op);
    let v_a = rw.body.op(op).operands[0usize];
    let v_b = rw.body.op(op).operands[1usize];
    let v_c = rw.body.op(op).operands[2usize];
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::FMA_ROWS(
        rw,
        v_a,
        v_b,
        v_c,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.bitcast` to what `BitCastRows` builds.
pub fn lower_vector_bitcast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_v = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::BIT_CAST_ROWS(rw, v_v, types[0usize])
    else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.extract_strided_slice` to what `ExtractStridedSlice` builds.
pub fn lower_vector_extract_strided_slice(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_sizes) = rw.body.attr(op, ctx.ident("sizes")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let Some(t1) = dialects::gen::vector_to_llvm::EXTRACT_STRIDED_SLICE(
        rw,
        v_v,
        v_offsets,
        v_sizes,
        v_strides,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.insert_strided_slice` to what `InsertStridedSlice` builds.
pub fn lower_vector_insert_strided_slice(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_v = rw.body.op(op).operands[0usize];
    let v_dest = rw.body.op(op).operands[1usize];
    let Some(v_offsets) = rw.body.attr(op, ctx.ident("offsets")) else { return false };
    let Some(v_strides) = rw.body.attr(op, ctx.ident("strides")) else { return false };
    let Some(t1) = dialects::gen::vector_to_llvm::INSERT_STRIDED_SLICE(
        rw,
        v_v,
        v_dest,
        v_offsets,
        v_strides,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_read` to `vector.transfer_read`.
pub fn lower_vector_transfer_read(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_padding = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_padding) = v_padding.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::vector_to_llvm::TRANSFER_MAY_RUN_OUT(
        rw,
        Some(v_in_bounds),
        &v_indices,
        types[0usize],
    );
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS_MASK(
        rw,
        v_base,
        &v_indices,
        &v_mask,
        types[0usize],
    ) else { return false };
    let t3 = dialects::gen::vector_to_llvm::ALL_IN_BOUNDS(rw, types[0usize]);
    let st4 = dialects::gen::vector::TransferReadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_indices,
        v_padding,
        Some(t2),
        Some(v_map),
        Some(t3),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_write` to `vector.transfer_write`.
pub fn lower_vector_transfer_write(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_base = rw.body.op(op).operands[1usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_WRITE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_WRITE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t2 = dialects::gen::vector_to_llvm::TRANSFER_MAY_RUN_OUT(
        rw,
        Some(v_in_bounds),
        &v_indices,
        t1,
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let Some(t4) = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS_MASK(
        rw,
        v_base,
        &v_indices,
        &v_mask,
        t3,
    ) else { return false };
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t6 = dialects::gen::vector_to_llvm::ALL_IN_BOUNDS(rw, t5);
    let st7 = dialects::gen::vector::TransferWriteOp::build(
        ctx,
        rw.loc,
        v_value,
        v_base,
        &v_indices,
        Some(t4),
        Some(v_map),
        Some(t6),
        None,
    );
    rw.insert_built(st7);
    let l9: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l9);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_read` to `vector.load`.
pub fn lower_vector_transfer_read_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_padding = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_padding) = v_padding.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS(
        rw,
        Some(v_in_bounds),
        types[0usize],
    );
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::IS_MINOR_IDENTITY(rw, v_map, true);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let Some(t6) = dialects::gen::vector_to_llvm::UNBROADCAST_TYPE(
        rw,
        v_map,
        types[0usize],
    ) else { return false };
    let t7 = dialects::gen::vector_to_llvm::LOADABLE_FROM(rw, t5, t6);
    if !(t7) {
        return false;
    }
    let t8 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_mask);
    if !(!(t8)) {
        return false;
    }
    let t9 = dialects::gen::vector_to_llvm::HAS_BROADCAST(rw, v_map);
    if !(!(t9)) {
        return false;
    }
    let st10 = dialects::gen::vector::LoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_indices,
        None,
        None,
        types[0usize],
    );
    let v12 = rw.insert_built_value(st10);
    rw.replace_op(op, &[v12]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_read` to `vector.load`, `vector.broadcast`.
pub fn lower_vector_transfer_read_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_padding = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_padding) = v_padding.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS(
        rw,
        Some(v_in_bounds),
        types[0usize],
    );
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::IS_MINOR_IDENTITY(rw, v_map, true);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let Some(t6) = dialects::gen::vector_to_llvm::UNBROADCAST_TYPE(
        rw,
        v_map,
        types[0usize],
    ) else { return false };
    let t7 = dialects::gen::vector_to_llvm::LOADABLE_FROM(rw, t5, t6);
    if !(t7) {
        return false;
    }
    let t8 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_mask);
    if !(!(t8)) {
        return false;
    }
    let t9 = dialects::gen::vector_to_llvm::HAS_BROADCAST(rw, v_map);
    if !(t9) {
        return false;
    }
    let Some(t10) = dialects::gen::vector_to_llvm::UNBROADCAST_TYPE(
        rw,
        v_map,
        types[0usize],
    ) else { return false };
    let st11 = dialects::gen::vector::LoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_indices,
        None,
        None,
        t10,
    );
    let v13 = rw.insert_built_value(st11);
    let st14 = dialects::gen::vector::BroadcastOp::build(
        ctx,
        rw.loc,
        v13,
        types[0usize],
    );
    let v16 = rw.insert_built_value(st14);
    rw.replace_op(op, &[v16]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_read` to `vector.broadcast`, `vector.maskedload`.
pub fn lower_vector_transfer_read_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_padding = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_padding) = v_padding.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS(
        rw,
        Some(v_in_bounds),
        types[0usize],
    );
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::IS_MINOR_IDENTITY(rw, v_map, true);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let Some(t6) = dialects::gen::vector_to_llvm::UNBROADCAST_TYPE(
        rw,
        v_map,
        types[0usize],
    ) else { return false };
    let t7 = dialects::gen::vector_to_llvm::LOADABLE_FROM(rw, t5, t6);
    if !(t7) {
        return false;
    }
    let t8 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_mask);
    if !(t8) {
        return false;
    }
    let t9 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, types[0usize], 1i64);
    if !(t9) {
        return false;
    }
    let t10 = dialects::gen::vector_to_llvm::HAS_BROADCAST(rw, v_map);
    if !(!(t10)) {
        return false;
    }
    let Some(t11) = dialects::gen::vector_to_llvm::FIRST(rw, &v_mask) else {
        return false
    };
    let st12 = dialects::gen::vector::BroadcastOp::build(
        ctx,
        rw.loc,
        v_padding,
        types[0usize],
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = dialects::gen::vector::MaskedLoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_indices,
        t11,
        v14,
        None,
        types[0usize],
    );
    let v17 = rw.insert_built_value(st15);
    rw.replace_op(op, &[v17]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_write` to `vector.store`.
pub fn lower_vector_transfer_write_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_base = rw.body.op(op).operands[1usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_WRITE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_WRITE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t2, 1i64);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t5 = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS(
        rw,
        Some(v_in_bounds),
        t4,
    );
    if !(t5) {
        return false;
    }
    let t6 = dialects::gen::vector_to_llvm::IS_MINOR_IDENTITY(rw, v_map, false);
    if !(t6) {
        return false;
    }
    let t7 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let t8 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t9 = dialects::gen::vector_to_llvm::LOADABLE_FROM(rw, t7, t8);
    if !(t9) {
        return false;
    }
    let t10 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_mask);
    if !(!(t10)) {
        return false;
    }
    let st11 = dialects::gen::vector::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_base,
        &v_indices,
        None,
        None,
    );
    rw.insert_built(st11);
    let l13: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l13);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transfer_write` to `vector.maskedstore`.
pub fn lower_vector_transfer_write_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_value = rw.body.op(op).operands[0usize];
    let v_base = rw.body.op(op).operands[1usize];
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_WRITE_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_map) = rw.body.attr(op, ctx.ident("permutation_map")) else {
        return false
    };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_WRITE_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t2, 1i64);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t5 = dialects::gen::vector_to_llvm::TRANSFER_IN_BOUNDS(
        rw,
        Some(v_in_bounds),
        t4,
    );
    if !(t5) {
        return false;
    }
    let t6 = dialects::gen::vector_to_llvm::IS_MINOR_IDENTITY(rw, v_map, false);
    if !(t6) {
        return false;
    }
    let t7 = dialects::gen::terms::TYPE_OF(rw, v_base);
    let t8 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t9 = dialects::gen::vector_to_llvm::LOADABLE_FROM(rw, t7, t8);
    if !(t9) {
        return false;
    }
    let t10 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_mask);
    if !(t10) {
        return false;
    }
    let t11 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let t12 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, t11, 1i64);
    if !(t12) {
        return false;
    }
    let Some(t13) = dialects::gen::vector_to_llvm::FIRST(rw, &v_mask) else {
        return false
    };
    let st14 = dialects::gen::vector::MaskedStoreOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_indices,
        t13,
        v_value,
        None,
    );
    rw.insert_built(st14);
    let l16: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l16);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.from_elements` to what `UnrollFromElements` builds.
pub fn lower_vector_from_elements(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_elements = rw
        .source_operand_group(
            op,
            dialects::gen::vector::FROM_ELEMENTS_OP_INFO.operand_arities,
            0usize,
        );
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::UNROLL_FROM_ELEMENTS(
        rw,
        &v_elements,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.to_elements` to what `UnrollToElements` builds.
pub fn lower_vector_to_elements(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_source = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t1, 1i64);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::UNROLL_TO_ELEMENTS(rw, v_source) else {
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
/// `spec/conversion/vector_to_llvm.td:N`: `vector.maskedload` to `vector.load`.
pub fn lower_vector_maskedload(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::MASK_ALL_TRUE(rw, v_mask);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::LoadOp::build(
        ctx,
        rw.loc,
        v_base,
        &v_indices,
        None,
        v_alignment,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.maskedload` to a value it already has.
pub fn lower_vector_maskedload_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::MASK_ALL_FALSE(rw, v_mask);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_pass]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.maskedstore` to `vector.store`.
pub fn lower_vector_maskedstore(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::MASK_ALL_TRUE(rw, v_mask);
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::vector::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        v_base,
        &v_indices,
        None,
        v_alignment,
    );
    rw.insert_built(st2);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.maskedstore` to a value it already has.
pub fn lower_vector_maskedstore_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_base = rw.body.op(op).operands[0usize];
    let v_indices = rw
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::MASK_ALL_FALSE(rw, v_mask);
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.gather` to a value it already has.
pub fn lower_vector_gather(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::MASK_ALL_FALSE(rw, v_mask);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_pass]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.scatter` to a value it already has.
pub fn lower_vector_scatter(
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::MASK_ALL_FALSE(rw, v_mask);
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
/// `spec/conversion/vector_to_llvm.td:N`: `vector.contract` to what `ContractMatmul` builds.
pub fn lower_vector_contract(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_acc = rw.body.op(op).operands[2usize];
    let Some(v_maps) = rw.body.attr(op, ctx.ident("indexing_maps")) else {
        return false
    };
    let Some(v_iterators) = rw.body.attr(op, ctx.ident("iterator_types")) else {
        return false
    };
    let v_kind = rw.body.attr(op, ctx.ident("kind"));
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::CONTRACT_MATMUL(
        rw,
        v_lhs,
        v_rhs,
        v_acc,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.contract` to what `ContractLower` builds.
pub fn lower_vector_contract_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_acc = rw.body.op(op).operands[2usize];
    let Some(v_maps) = rw.body.attr(op, ctx.ident("indexing_maps")) else {
        return false
    };
    let Some(v_iterators) = rw.body.attr(op, ctx.ident("iterator_types")) else {
        return false
    };
    let v_kind = rw.body.attr(op, ctx.ident("kind"));
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::CONTRACT_LOWER(
        rw,
        v_lhs,
        v_rhs,
        v_acc,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.mask` to a value it already has.
pub fn lower_vector_mask(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_mask = rw.body.op(op).operands[0usize];
    let v_passthru = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASK_OP_INFO.operand_arities,
            1usize,
        );
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_passthru);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::MASKED_CONTRACT_LOWER(
        rw,
        v_mask,
        v_region,
    ) else { return false };
    let l3: [ir::Value; 1usize] = [t2];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.outerproduct` to what `OuterProductRows` builds.
pub fn lower_vector_outerproduct(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let v_acc = rw
        .source_operand_group(
            op,
            dialects::gen::vector::OUTER_PRODUCT_OP_INFO.operand_arities,
            2usize,
        );
    let v_kind = rw.body.attr(op, ctx.ident("kind"));
    let t1 = dialects::gen::vector_to_llvm::INSIDE_MASK(rw);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::OUTER_PRODUCT_ROWS(
        rw,
        v_lhs,
        v_rhs,
        &v_acc,
        v_kind,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.mask` to a value it already has.
pub fn lower_vector_mask_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_mask = rw.body.op(op).operands[0usize];
    let v_passthru = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASK_OP_INFO.operand_arities,
            1usize,
        );
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_passthru);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::MASKED_OUTER_PRODUCT_ROWS(
        rw,
        v_mask,
        v_region,
    ) else { return false };
    let l3: [ir::Value; 1usize] = [t2];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.interleave` to what `UnrollInterleave` builds.
pub fn lower_vector_interleave(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_lhs = rw.body.op(op).operands[0usize];
    let v_rhs = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::UNROLL_INTERLEAVE(
        rw,
        v_lhs,
        v_rhs,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.deinterleave` to what `ValueAt`, `ValueAt` builds.
pub fn lower_vector_deinterleave(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let types = rw.source_result_types(op);
    let v_source = rw.body.op(op).operands[0usize];
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(v_halves) = dialects::gen::vector_to_llvm::UNROLL_DEINTERLEAVE(
        rw,
        v_source,
        types[0usize],
    ) else { return false };
    let Some(t2) = dialects::gen::vector_to_llvm::VALUE_AT(rw, &v_halves, 0i64) else {
        return false
    };
    let t3 = t2;
    let Some(t4) = dialects::gen::vector_to_llvm::VALUE_AT(rw, &v_halves, 1i64) else {
        return false
    };
    let t5 = t4;
    rw.replace_op(op, &[t3, t5]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.gather` to what `UnrollGather` builds.
pub fn lower_vector_gather_2(
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
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::UNROLL_GATHER(
        rw,
        v_base,
        &v_offsets,
        v_indices,
        v_mask,
        v_pass,
        v_alignment,
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transpose` to what `TransposeShuffle` builds.
pub fn lower_vector_transpose(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let Some(t1) = dialects::gen::vector_to_llvm::TRANSPOSE_SHUFFLE(
        rw,
        v_v,
        v_perm,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transpose` to what `TransposeFlat` builds.
pub fn lower_vector_transpose_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let Some(t1) = dialects::gen::vector_to_llvm::TRANSPOSE_FLAT(
        rw,
        v_v,
        v_perm,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.transpose` to what `TransposeElements` builds.
pub fn lower_vector_transpose_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_v = rw.body.op(op).operands[0usize];
    let Some(v_perm) = rw.body.attr(op, ctx.ident("permutation")) else { return false };
    let Some(t1) = dialects::gen::vector_to_llvm::TRANSPOSE_ELEMENTS(
        rw,
        v_v,
        v_perm,
        types[0usize],
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.step` to `arith.constant`.
pub fn lower_vector_step(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let Some(t1) = dialects::gen::vector_to_llvm::STEP_CONSTANT(rw, types[0usize]) else {
        return false
    };
    let st2 = dialects::gen::arith::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t1),
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.extract` to what `ExtractAt` builds.
pub fn lower_vector_extract(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_dynamic) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXTRACT_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_static) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::EXTRACT_AT(
        rw,
        v_source,
        &v_dynamic,
        v_static,
        t1,
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.insert` to what `InsertAt` builds.
pub fn lower_vector_insert(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_dest) = rw.operand(op, 1usize) else { return false };
    let Some(v_dynamic) = rw
        .operand_group(op, dialects::gen::vector::INSERT_OP_INFO.operand_arities, 2usize)
    else { return false };
    let Some(v_static) = rw.body.attr(op, ctx.ident("static_position")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::INSERT_AT(
        rw,
        v_value,
        v_dest,
        &v_dynamic,
        v_static,
        t1,
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.shuffle` to `llvm.shufflevector`.
pub fn lower_vector_shuffle(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_v1) = rw.operand(op, 0usize) else { return false };
    let Some(v_v2) = rw.operand(op, 1usize) else { return false };
    let Some(v_mask) = rw.body.attr(op, ctx.ident("mask")) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let t3 = dialects::gen::terms::SAME_TYPE(rw, t1, t2);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t5 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t4, 1i64);
    if !(!(t5)) {
        return false;
    }
    let Some(t6) = dialects::gen::vector_to_llvm::I32_MASK(rw, v_mask) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_v1,
        v_v2,
        Some(t6),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st7, &["mask"]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.shuffle` to what `ShuffleMixed` builds.
pub fn lower_vector_shuffle_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_v1) = rw.operand(op, 0usize) else { return false };
    let Some(v_v2) = rw.operand(op, 1usize) else { return false };
    let Some(v_mask) = rw.body.attr(op, ctx.ident("mask")) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, t1, 0i64);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t4) = dialects::gen::vector_to_llvm::SHUFFLE_MIXED(
        rw,
        v_v1,
        v_v2,
        v_mask,
        t3,
        types[0usize],
    ) else { return false };
    let t5 = t4;
    rw.replace_op(op, &[t5]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.fma` to `llvm.intr.fmuladd`.
pub fn lower_vector_fma_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let Some(v_c) = rw.operand(op, 2usize) else { return false };
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(!(t1)) {
        return false;
    }
    let mut st2 = dialects::gen::llvm_intrinsics::FMulAddOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        v_c,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st2, &[]);
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.bitcast` to `llvm.bitcast`.
pub fn lower_vector_bitcast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(!(t1)) {
        return false;
    }
    let mut st2 = dialects::gen::llvm::BitcastOp::build(ctx, rw.loc, v_v, types[0usize]);
    rw.copy_attrs_except(op, &mut st2, &[]);
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.add`.
pub fn lower_vector_reduction(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "add");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceAddOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.add`, `llvm.add`.
pub fn lower_vector_reduction_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "add");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceAddOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st7, &["kind", "fastmath"]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.mul`.
pub fn lower_vector_reduction_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "mul");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceMulOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.mul`, `llvm.mul`.
pub fn lower_vector_reduction_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "mul");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceMulOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::MulOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st7, &["kind", "fastmath"]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.and`.
pub fn lower_vector_reduction_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "and");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceAndOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.and`, `llvm.and`.
pub fn lower_vector_reduction_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "and");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceAndOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::AndOp::build(ctx, rw.loc, t6, v_r, types[0usize]);
    rw.copy_attrs_except(op, &mut st7, &["kind", "fastmath"]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.or`.
pub fn lower_vector_reduction_7(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "or");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceOrOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.or`, `llvm.or`.
pub fn lower_vector_reduction_8(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "or");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceOrOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::OrOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st7, &["kind", "fastmath"]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.xor`.
pub fn lower_vector_reduction_9(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "xor");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceXorOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.xor`, `llvm.xor`.
pub fn lower_vector_reduction_10(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "xor");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceXorOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::XOrOp::build(ctx, rw.loc, t6, v_r, types[0usize]);
    rw.copy_attrs_except(op, &mut st7, &["kind", "fastmath"]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.umin`.
pub fn lower_vector_reduction_11(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minui");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceUMinOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.umin`, `llvm.icmp`, `llvm.select`.
pub fn lower_vector_reduction_12(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minui");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceUMinOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let st7 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                7u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(t6)),
    );
    let v_cmp = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st10 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_cmp,
        t9,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st10, &["kind", "fastmath"]);
    let v12 = rw.insert_built_value(st10);
    rw.replace_op(op, &[v12]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.smin`.
pub fn lower_vector_reduction_13(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minsi");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceSMinOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.smin`, `llvm.icmp`, `llvm.select`.
pub fn lower_vector_reduction_14(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minsi");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceSMinOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let st7 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                3u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(t6)),
    );
    let v_cmp = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st10 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_cmp,
        t9,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st10, &["kind", "fastmath"]);
    let v12 = rw.insert_built_value(st10);
    rw.replace_op(op, &[v12]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.umax`.
pub fn lower_vector_reduction_15(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maxui");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceUMaxOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.umax`, `llvm.icmp`, `llvm.select`.
pub fn lower_vector_reduction_16(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maxui");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceUMaxOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let st7 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                9u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(t6)),
    );
    let v_cmp = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st10 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_cmp,
        t9,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st10, &["kind", "fastmath"]);
    let v12 = rw.insert_built_value(st10);
    rw.replace_op(op, &[v12]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.smax`.
pub fn lower_vector_reduction_17(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maxsi");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let mut st4 = dialects::gen::llvm_intrinsics::VectorReduceSMaxOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st4, &["kind", "fastmath"]);
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.smax`, `llvm.icmp`, `llvm.select`.
pub fn lower_vector_reduction_18(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maxsi");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_INT_OR_INDEX(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let st4 = dialects::gen::llvm_intrinsics::VectorReduceSMaxOp::build(
        ctx,
        rw.loc,
        v_v,
        types[0usize],
    );
    let v_r = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let st7 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        t6,
        v_r,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                5u64,
            ),
        ),
        dialects::native::transforms::i1_same_shape(ctx, rw.value_type(t6)),
    );
    let v_cmp = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st10 = dialects::gen::llvm::SelectOp::build(
        ctx,
        rw.loc,
        v_cmp,
        t9,
        v_r,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st10, &["kind", "fastmath"]);
    let v12 = rw.insert_built_value(st10);
    rw.replace_op(op, &[v12]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fadd`.
pub fn lower_vector_reduction_19(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "add");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::ACC_OR_NEUTRAL(
        rw,
        &v_acc,
        types[0usize],
        0i64,
    ) else { return false };
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let mut st5 = dialects::gen::llvm_intrinsics::VectorReduceFAddOp::build(
        ctx,
        rw.loc,
        t3,
        v_v,
        Some(t4),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &["kind", "fastmath"]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmul`.
pub fn lower_vector_reduction_20(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "mul");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::ACC_OR_NEUTRAL(
        rw,
        &v_acc,
        types[0usize],
        1i64,
    ) else { return false };
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let mut st5 = dialects::gen::llvm_intrinsics::VectorReduceFMulOp::build(
        ctx,
        rw.loc,
        t3,
        v_v,
        Some(t4),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &["kind", "fastmath"]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmax`.
pub fn lower_vector_reduction_21(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maxnumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let mut st5 = dialects::gen::llvm_intrinsics::VectorReduceFMaxOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &["kind", "fastmath"]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmax`, `llvm.intr.maxnum`.
pub fn lower_vector_reduction_22(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maxnumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let st5 = dialects::gen::llvm_intrinsics::VectorReduceFMaxOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    let v_r = rw.insert_built_value(st5);
    let Some(t7) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st8 = dialects::gen::llvm_intrinsics::MaxNumOp::build(
        ctx,
        rw.loc,
        v_r,
        t7,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st8, &["kind", "fastmath"]);
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmin`.
pub fn lower_vector_reduction_23(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minnumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let mut st5 = dialects::gen::llvm_intrinsics::VectorReduceFMinOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &["kind", "fastmath"]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmin`, `llvm.intr.minnum`.
pub fn lower_vector_reduction_24(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minnumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let st5 = dialects::gen::llvm_intrinsics::VectorReduceFMinOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    let v_r = rw.insert_built_value(st5);
    let Some(t7) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st8 = dialects::gen::llvm_intrinsics::MinNumOp::build(
        ctx,
        rw.loc,
        v_r,
        t7,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st8, &["kind", "fastmath"]);
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmaximum`.
pub fn lower_vector_reduction_25(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maximumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let mut st5 = dialects::gen::llvm_intrinsics::VectorReduceFMaximumOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &["kind", "fastmath"]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fmaximum`, `llvm.intr.maximum`.
pub fn lower_vector_reduction_26(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "maximumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let st5 = dialects::gen::llvm_intrinsics::VectorReduceFMaximumOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    let v_r = rw.insert_built_value(st5);
    let Some(t7) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st8 = dialects::gen::llvm_intrinsics::MaximumOp::build(
        ctx,
        rw.loc,
        v_r,
        t7,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st8, &["kind", "fastmath"]);
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fminimum`.
pub fn lower_vector_reduction_27(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minimumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let mut st5 = dialects::gen::llvm_intrinsics::VectorReduceFMinimumOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &["kind", "fastmath"]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.reduction` to `llvm.intr.vector.reduce.fminimum`, `llvm.intr.minimum`.
pub fn lower_vector_reduction_28(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let Some(v_acc) = rw
        .operand_group(
            op,
            dialects::gen::vector::REDUCTION_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_fm = rw.body.attr(op, ctx.ident("fastmath"));
    let t1 = dialects::gen::vector_to_llvm::KIND_IS(rw, v_kind, "minimumf");
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_FLOAT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_acc);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::vector_to_llvm::REDUCTION_FLAGS(rw, v_fm);
    let st5 = dialects::gen::llvm_intrinsics::VectorReduceFMinimumOp::build(
        ctx,
        rw.loc,
        v_v,
        Some(t4),
        types[0usize],
    );
    let v_r = rw.insert_built_value(st5);
    let Some(t7) = dialects::gen::vector_to_llvm::FIRST(rw, &v_acc) else {
        return false
    };
    let mut st8 = dialects::gen::llvm_intrinsics::MinimumOp::build(
        ctx,
        rw.loc,
        v_r,
        t7,
        None,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st8, &["kind", "fastmath"]);
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.mask` to a value it already has.
pub fn lower_vector_mask_3(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_mask) = rw.operand(op, 0usize) else { return false };
    let Some(v_passthru) = rw
        .operand_group(op, dialects::gen::vector::MASK_OP_INFO.operand_arities, 1usize)
    else { return false };
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::vector_to_llvm::HAS_VALUES(rw, &v_passthru);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::MASKED_REDUCTION(rw, v_mask, v_region)
    else { return false };
    let l3: [ir::Value; 1usize] = [t2];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.load` to `llvm.load`.
pub fn lower_vector_load(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(op, dialects::gen::vector::LOAD_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_nontemporal = rw.body.attr(op, ctx.ident("nontemporal"));
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t3) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t2,
        v_base,
        &v_indices,
    ) else { return false };
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t5) = dialects::gen::vector_to_llvm::VECTOR_ALIGNMENT(
        rw,
        t4,
        types[0usize],
        v_alignment,
    ) else { return false };
    let t6 = dialects::gen::terms::IS_TRUE(rw, v_nontemporal);
    let st7 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        t3,
        Some(t5),
        None,
        if t6 { Some(ctx.unit_attr()) } else { None },
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.store` to `llvm.store`.
pub fn lower_vector_store(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_base) = rw.operand(op, 1usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(op, dialects::gen::vector::STORE_OP_INFO.operand_arities, 2usize)
    else { return false };
    let v_nontemporal = rw.body.attr(op, ctx.ident("nontemporal"));
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t1, 1i64);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let Some(t4) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t3,
        v_base,
        &v_indices,
    ) else { return false };
    let t5 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let t6 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let Some(t7) = dialects::gen::vector_to_llvm::VECTOR_ALIGNMENT(
        rw,
        t5,
        t6,
        v_alignment,
    ) else { return false };
    let t8 = dialects::gen::terms::IS_TRUE(rw, v_nontemporal);
    let st9 = dialects::gen::llvm::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        t4,
        Some(t7),
        None,
        if t8 { Some(ctx.unit_attr()) } else { None },
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.insert_built(st9);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.maskedload` to `llvm.intr.masked.load`.
pub fn lower_vector_maskedload_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_passthru) = rw
        .operand_group(
            op,
            dialects::gen::vector::MASKED_LOAD_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_passthru) = v_passthru.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t3) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t2,
        v_base,
        &v_indices,
    ) else { return false };
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t5) = dialects::gen::vector_to_llvm::VECTOR_ALIGNMENT(
        rw,
        t4,
        types[0usize],
        v_alignment,
    ) else { return false };
    let Some(t6) = dialects::gen::vector_to_llvm::AS_I32_ATTR(rw, t5) else {
        return false
    };
    let st7 = dialects::gen::llvm_intrinsics::MaskedLoadOp::build(
        ctx,
        rw.loc,
        t3,
        v_mask,
        Some(v_passthru),
        Some(t6),
        None,
        types[0usize],
    );
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.maskedstore` to `llvm.intr.masked.store`.
pub fn lower_vector_maskedstore_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_value) = rw
        .operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_value) = v_value.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let s1 = rw
        .source_operand_group(
            op,
            dialects::gen::vector::MASKED_STORE_OP_INFO.operand_arities,
            3usize,
        );
    let t2 = dialects::gen::terms::TYPE_OF(rw, s1[0]);
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t2, 1i64);
    if !(!(t3)) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t5) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t4,
        v_base,
        &v_indices,
    ) else { return false };
    let t6 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t7 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let Some(t8) = dialects::gen::vector_to_llvm::VECTOR_ALIGNMENT(
        rw,
        t6,
        t7,
        v_alignment,
    ) else { return false };
    let Some(t9) = dialects::gen::vector_to_llvm::AS_I32_ATTR(rw, t8) else {
        return false
    };
    let st10 = dialects::gen::llvm_intrinsics::MaskedStoreOp::build(
        ctx,
        rw.loc,
        v_value,
        t5,
        v_mask,
        Some(t9),
    );
    rw.insert_built(st10);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.gather` to `llvm.intr.masked.gather`.
pub fn lower_vector_gather_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_offsets) = rw
        .operand_group(op, dialects::gen::vector::GATHER_OP_INFO.operand_arities, 1usize)
    else { return false };
    let Some(v_indices) = rw
        .operand_group(op, dialects::gen::vector::GATHER_OP_INFO.operand_arities, 2usize)
    else { return false };
    let Some(&v_indices) = v_indices.first() else { return false };
    let Some(v_mask) = rw
        .operand_group(op, dialects::gen::vector::GATHER_OP_INFO.operand_arities, 3usize)
    else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_passthru) = rw
        .operand_group(op, dialects::gen::vector::GATHER_OP_INFO.operand_arities, 4usize)
    else { return false };
    let Some(&v_passthru) = v_passthru.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t3 = dialects::gen::vector_to_llvm::LAST_DIM_UNIT_STRIDE(rw, t2);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t5) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t4,
        v_base,
        &v_offsets,
    ) else { return false };
    let t6 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t7) = dialects::gen::vector_to_llvm::VECTOR_GEP(rw, t5, v_indices, t6) else {
        return false
    };
    let t8 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t9) = dialects::gen::vector_to_llvm::VECTOR_ALIGNMENT(
        rw,
        t8,
        types[0usize],
        v_alignment,
    ) else { return false };
    let Some(t10) = dialects::gen::vector_to_llvm::AS_I32_ATTR(rw, t9) else {
        return false
    };
    let st11 = dialects::gen::llvm_intrinsics::MaskedGather::build(
        ctx,
        rw.loc,
        t7,
        v_mask,
        &[v_passthru],
        Some(t10),
        types[0usize],
    );
    let v13 = rw.insert_built_value(st11);
    rw.replace_op(op, &[v13]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.scatter` to `llvm.intr.masked.scatter`.
pub fn lower_vector_scatter_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_offsets) = rw
        .operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_indices) = v_indices.first() else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_value) = rw
        .operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            4usize,
        ) else { return false };
    let Some(&v_value) = v_value.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let s1 = rw
        .source_operand_group(
            op,
            dialects::gen::vector::SCATTER_OP_INFO.operand_arities,
            4usize,
        );
    let t2 = dialects::gen::terms::TYPE_OF(rw, s1[0]);
    let t3 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, t2, 1i64);
    if !(t3) {
        return false;
    }
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t5 = dialects::gen::vector_to_llvm::LAST_DIM_UNIT_STRIDE(rw, t4);
    if !(t5) {
        return false;
    }
    let t6 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t7) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t6,
        v_base,
        &v_offsets,
    ) else { return false };
    let t8 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t9) = dialects::gen::vector_to_llvm::VECTOR_GEP(rw, t7, v_indices, t8) else {
        return false
    };
    let t10 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t11 = dialects::gen::terms::TYPE_OF(rw, v_value);
    let Some(t12) = dialects::gen::vector_to_llvm::VECTOR_ALIGNMENT(
        rw,
        t10,
        t11,
        v_alignment,
    ) else { return false };
    let Some(t13) = dialects::gen::vector_to_llvm::AS_I32_ATTR(rw, t12) else {
        return false
    };
    let st14 = dialects::gen::llvm_intrinsics::MaskedScatter::build(
        ctx,
        rw.loc,
        v_value,
        t9,
        v_mask,
        Some(t13),
    );
    rw.insert_built(st14);
    let l16: [ir::Value; 0usize] = [];
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&l16);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.expandload` to `llvm.intr.masked.expandload`.
pub fn lower_vector_expandload(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_passthru) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_passthru) = v_passthru.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t1,
        v_base,
        &v_indices,
    ) else { return false };
    let Some(t3) = dialects::gen::vector_to_llvm::ALIGN_ARG_ATTRS(
        rw,
        v_alignment,
        0i64,
        3i64,
    ) else { return false };
    let st4 = dialects::gen::llvm_intrinsics::MaskedExpandload::build(
        ctx,
        rw.loc,
        t2,
        v_mask,
        v_passthru,
        Some(t3),
        None,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.compressstore` to `llvm.intr.masked.compressstore`.
pub fn lower_vector_compressstore(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_value) = rw
        .operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_value) = v_value.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t1,
        v_base,
        &v_indices,
    ) else { return false };
    let Some(t3) = dialects::gen::vector_to_llvm::ALIGN_ARG_ATTRS(
        rw,
        v_alignment,
        1i64,
        3i64,
    ) else { return false };
    let st4 = dialects::gen::llvm_intrinsics::MaskedCompressstore::build(
        ctx,
        rw.loc,
        v_value,
        t2,
        v_mask,
        Some(t3),
        None,
    );
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.expandload` to `llvm.intr.masked.expandload`.
pub fn lower_vector_expandload_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_passthru) = rw
        .operand_group(
            op,
            dialects::gen::vector::EXPAND_LOAD_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_passthru) = v_passthru.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t1,
        v_base,
        &v_indices,
    ) else { return false };
    let st3 = dialects::gen::llvm_intrinsics::MaskedExpandload::build(
        ctx,
        rw.loc,
        t2,
        v_mask,
        v_passthru,
        None,
        None,
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.compressstore` to `llvm.intr.masked.compressstore`.
pub fn lower_vector_compressstore_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_base) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_mask) = rw
        .operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(&v_mask) = v_mask.first() else { return false };
    let Some(v_value) = rw
        .operand_group(
            op,
            dialects::gen::vector::COMPRESS_STORE_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(&v_value) = v_value.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::VECTOR_ELEMENT_PTR(
        rw,
        t1,
        v_base,
        &v_indices,
    ) else { return false };
    let st3 = dialects::gen::llvm_intrinsics::MaskedCompressstore::build(
        ctx,
        rw.loc,
        v_value,
        t2,
        v_mask,
        None,
        None,
    );
    rw.insert_built(st3);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.type_cast` to what `TypeCastDescriptor` builds.
pub fn lower_vector_type_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::vector_to_llvm::TYPE_CAST_DESCRIPTOR(
        rw,
        v_memref,
        t1,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.vscale` to `llvm.intr.vscale`.
pub fn lower_vector_vscale(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::Vscale::build(
        ctx,
        rw.loc,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &[]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.scalable.extract` to `llvm.intr.vector.extract`.
pub fn lower_vector_scalable_extract(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_pos) = rw.body.attr(op, ctx.ident("pos")) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::VectorExtract::build(
        ctx,
        rw.loc,
        v_source,
        Some(v_pos),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &["pos"]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.scalable.insert` to `llvm.intr.vector.insert`.
pub fn lower_vector_scalable_insert(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_dest) = rw.operand(op, 1usize) else { return false };
    let Some(v_pos) = rw.body.attr(op, ctx.ident("pos")) else { return false };
    let mut st1 = dialects::gen::llvm_intrinsics::VectorInsert::build(
        ctx,
        rw.loc,
        v_dest,
        v_value,
        Some(v_pos),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st1, &["pos"]);
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.from_elements` to what `FromElements` builds.
pub fn lower_vector_from_elements_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_elements) = rw
        .operand_group(
            op,
            dialects::gen::vector::FROM_ELEMENTS_OP_INFO.operand_arities,
            0usize,
        ) else { return false };
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_to_llvm::FROM_ELEMENTS(
        rw,
        &v_elements,
        types[0usize],
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.to_elements` to what `ToElements` builds.
pub fn lower_vector_to_elements_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t1, 1i64);
    if !(!(t2)) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::TO_ELEMENTS(rw, v_source) else {
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
/// `spec/conversion/vector_to_llvm.td:N`: `vector.interleave` to `llvm.shufflevector`.
pub fn lower_vector_interleave_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_ABOVE(rw, t1, 1i64);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t4 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(rw, t3);
    if !(!(t4)) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t6) = dialects::gen::vector_to_llvm::INTERLEAVE_MASK(rw, t5) else {
        return false
    };
    let mut st7 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        Some(t6),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st7, &[]);
    let v9 = rw.insert_built_value(st7);
    rw.replace_op(op, &[v9]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.interleave` to `llvm.intr.vector.interleave2`.
pub fn lower_vector_interleave_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_a) = rw.operand(op, 0usize) else { return false };
    let Some(v_b) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, t1, 1i64);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t4 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(rw, t3);
    if !(t4) {
        return false;
    }
    let mut st5 = dialects::gen::llvm_intrinsics::VectorInterleave2::build(
        ctx,
        rw.loc,
        v_a,
        v_b,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st5, &[]);
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.deinterleave` to `llvm.mlir.poison`, `llvm.shufflevector`.
pub fn lower_vector_deinterleave_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, t1, 1i64);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t4 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(rw, t3);
    if !(!(t4)) {
        return false;
    }
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_v);
    let st6 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, t5);
    let v_poison = rw.insert_built_value(st6);
    let t8 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t9) = dialects::gen::vector_to_llvm::STRIDED_MASK(rw, t8, 0i64) else {
        return false
    };
    let mut st10 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_v,
        v_poison,
        Some(t9),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st10, &[]);
    let v12 = rw.insert_built_value(st10);
    let t13 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t14) = dialects::gen::vector_to_llvm::STRIDED_MASK(rw, t13, 1i64) else {
        return false
    };
    let mut st15 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_v,
        v_poison,
        Some(t14),
        types[1usize],
    );
    rw.copy_attrs_except(op, &mut st15, &[]);
    let v17 = rw.insert_built_value(st15);
    rw.replace_op(op, &[v12, v17]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.deinterleave` to `llvm.intr.vector.deinterleave2`, `llvm.extractvalue`.
pub fn lower_vector_deinterleave_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_v) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(rw, t1, 1i64);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t4 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(rw, t3);
    if !(t4) {
        return false;
    }
    let t5 = dialects::gen::terms::STRUCT_OF(rw, types[0usize], types[1usize]);
    let st6 = dialects::gen::llvm_intrinsics::VectorDeinterleave2::build(
        ctx,
        rw.loc,
        v_v,
        t5,
    );
    let v_both = rw.insert_built_value(st6);
    let mut st8 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_both,
        Some(ctx.dense_i64_array(&[0i64])),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st8, &[]);
    let v10 = rw.insert_built_value(st8);
    let mut st11 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_both,
        Some(ctx.dense_i64_array(&[1i64])),
        types[1usize],
    );
    rw.copy_attrs_except(op, &mut st11, &[]);
    let v13 = rw.insert_built_value(st11);
    rw.replace_op(op, &[v10, v13]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.step` to `llvm.intr.stepvector`.
pub fn lower_vector_step_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let t1 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let mut st2 = dialects::gen::llvm_intrinsics::StepVectorOp::build(
        ctx,
        rw.loc,
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st2, &[]);
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.create_mask` to `llvm.intr.stepvector`, `llvm.mlir.poison`, `llvm.mlir.constant`, `llvm.insertelement`, `llvm.shufflevector`, `llvm.icmp`.
pub fn lower_vector_create_mask_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_bounds) = rw
        .operand_group(
            op,
            dialects::gen::vector::CREATE_MASK_OP_INFO.operand_arities,
            0usize,
        ) else { return false };
    let t1 = dialects::gen::vector_to_llvm::VECTOR_RANK_IS(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        1i64,
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::vector_to_llvm::IS_SCALABLE_VECTOR(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::vector_to_llvm::INDEX_VECTOR_LIKE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st4 = dialects::gen::llvm_intrinsics::StepVectorOp::build(ctx, rw.loc, t3);
    let v_step = rw.insert_built_value(st4);
    let Some(t6) = dialects::gen::vector_to_llvm::INDEX_VECTOR_LIKE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st7 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, t6);
    let v_poison = rw.insert_built_value(st7);
    let Some(t9) = dialects::gen::vector_to_llvm::FIRST(rw, &v_bounds) else {
        return false
    };
    let Some(t10) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let t11 = dialects::gen::terms::INT_ATTR_OF(rw, t10, 0i64);
    let Some(t12) = dialects::gen::terms::INTEGER_TYPE(rw, 32i64) else { return false };
    let st13 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t11), t12);
    let v15 = rw.insert_built_value(st13);
    let st16 = dialects::gen::llvm::InsertElementOp::build(
        ctx,
        rw.loc,
        v_poison,
        t9,
        v15,
        rw.value_type(v_poison),
    );
    let v_one = rw.insert_built_value(st16);
    let Some(t18) = dialects::gen::vector_to_llvm::SPLAT_MASK(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let t19 = dialects::gen::terms::TYPE_OF(rw, v_poison);
    let st20 = dialects::gen::llvm::ShuffleVectorOp::build(
        ctx,
        rw.loc,
        v_one,
        v_poison,
        Some(t18),
        t19,
    );
    let v_bound = rw.insert_built_value(st20);
    let mut st22 = dialects::gen::llvm::ICmpOp::build(
        ctx,
        rw.loc,
        v_step,
        v_bound,
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_I_CMP_PREDICATE_ATTR_ENUM,
                2u64,
            ),
        ),
        types[0usize],
    );
    rw.copy_attrs_except(op, &mut st22, &[]);
    let v24 = rw.insert_built_value(st22);
    rw.replace_op(op, &[v24]);
    true
}
/// `spec/conversion/vector_to_llvm.td:N`: `vector.print` to what `PrintCalls` builds.
pub fn lower_vector_print(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_source) = rw
        .operand_group(op, dialects::gen::vector::PRINT_OP_INFO.operand_arities, 0usize)
    else { return false };
    let v_punctuation = rw.body.attr(op, ctx.ident("punctuation"));
    let v_text = rw.body.attr(op, ctx.ident("stringLiteral"));
    let s1 = rw
        .source_operand_group(
            op,
            dialects::gen::vector::PRINT_OP_INFO.operand_arities,
            0usize,
        );
    let Some(t2) = dialects::gen::vector_to_llvm::PRINT_CALLS(
        rw,
        &v_source,
        &s1,
        v_punctuation,
        v_text,
    ) else { return false };
    rw.replace_op(op, &[]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "vector.broadcast",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_broadcast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_vector_broadcast,
    },
    conversion::Pattern {
        root: "vector.broadcast",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_broadcast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_vector_broadcast_2,
    },
    conversion::Pattern {
        root: "vector.broadcast",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_broadcast_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_vector_broadcast_3,
    },
    conversion::Pattern {
        root: "vector.broadcast",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_broadcast_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_vector_broadcast_4,
    },
    conversion::Pattern {
        root: "vector.shape_cast",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_shape_cast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_vector_shape_cast,
    },
    conversion::Pattern {
        root: "vector.constant_mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_constant_mask",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_vector_constant_mask,
    },
    conversion::Pattern {
        root: "vector.constant_mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_constant_mask_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_vector_constant_mask_2,
    },
    conversion::Pattern {
        root: "vector.create_mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_create_mask",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_vector_create_mask,
    },
    conversion::Pattern {
        root: "vector.create_mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_create_mask_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_vector_create_mask_2,
    },
    conversion::Pattern {
        root: "vector.create_mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_create_mask_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_vector_create_mask_3,
    },
    conversion::Pattern {
        root: "vector.fma",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_fma",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_vector_fma,
    },
    conversion::Pattern {
        root: "vector.bitcast",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_bitcast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_vector_bitcast,
    },
    conversion::Pattern {
        root: "vector.extract_strided_slice",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_extract_strided_slice",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_vector_extract_strided_slice,
    },
    conversion::Pattern {
        root: "vector.insert_strided_slice",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_insert_strided_slice",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_vector_insert_strided_slice,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_read",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_write",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_read_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_2,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_read_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_3,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_read_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_4,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_write_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_2,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transfer_write_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_3,
    },
    conversion::Pattern {
        root: "vector.from_elements",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_from_elements",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: lower_vector_from_elements,
    },
    conversion::Pattern {
        root: "vector.to_elements",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_to_elements",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: lower_vector_to_elements,
    },
    conversion::Pattern {
        root: "vector.maskedload",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_maskedload",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: lower_vector_maskedload,
    },
    conversion::Pattern {
        root: "vector.maskedload",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_maskedload_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: lower_vector_maskedload_2,
    },
    conversion::Pattern {
        root: "vector.maskedstore",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_maskedstore",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: lower_vector_maskedstore,
    },
    conversion::Pattern {
        root: "vector.maskedstore",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_maskedstore_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: lower_vector_maskedstore_2,
    },
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_gather",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: lower_vector_gather,
    },
    conversion::Pattern {
        root: "vector.scatter",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_scatter",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: lower_vector_scatter,
    },
    conversion::Pattern {
        root: "vector.contract",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_contract",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: lower_vector_contract,
    },
    conversion::Pattern {
        root: "vector.contract",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_contract_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: lower_vector_contract_2,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_mask",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: lower_vector_mask,
    },
    conversion::Pattern {
        root: "vector.outerproduct",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_outerproduct",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: lower_vector_outerproduct,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_mask_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: lower_vector_mask_2,
    },
    conversion::Pattern {
        root: "vector.interleave",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_interleave",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: lower_vector_interleave,
    },
    conversion::Pattern {
        root: "vector.deinterleave",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_deinterleave",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: lower_vector_deinterleave,
    },
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_gather_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[36usize],
        },
        benefit: 1i32,
        apply: lower_vector_gather_2,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transpose",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[37usize],
        },
        benefit: 1i32,
        apply: lower_vector_transpose,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transpose_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[38usize],
        },
        benefit: 1i32,
        apply: lower_vector_transpose_2,
    },
    conversion::Pattern {
        root: "vector.transpose",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_transpose_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[39usize],
        },
        benefit: 1i32,
        apply: lower_vector_transpose_3,
    },
    conversion::Pattern {
        root: "vector.step",
        dialect: "vector",
        target: "vector",
        also_targets: &[],
        name: "lower_vector_step",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[40usize],
        },
        benefit: 1i32,
        apply: lower_vector_step,
    },
    conversion::Pattern {
        root: "vector.extract",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_extract",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[41usize],
        },
        benefit: 1i32,
        apply: lower_vector_extract,
    },
    conversion::Pattern {
        root: "vector.insert",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_insert",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[42usize],
        },
        benefit: 1i32,
        apply: lower_vector_insert,
    },
    conversion::Pattern {
        root: "vector.shuffle",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_shuffle",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[43usize],
        },
        benefit: 2i32,
        apply: lower_vector_shuffle,
    },
    conversion::Pattern {
        root: "vector.shuffle",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_shuffle_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[44usize],
        },
        benefit: 1i32,
        apply: lower_vector_shuffle_2,
    },
    conversion::Pattern {
        root: "vector.fma",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_fma_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[45usize],
        },
        benefit: 1i32,
        apply: lower_vector_fma_2,
    },
    conversion::Pattern {
        root: "vector.bitcast",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_bitcast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[46usize],
        },
        benefit: 1i32,
        apply: lower_vector_bitcast_2,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[47usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[48usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_2,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[49usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_3,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[50usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_4,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_5",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[51usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_5,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_6",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[52usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_6,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_7",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[53usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_7,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_8",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[54usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_8,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_9",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[55usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_9,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_10",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[56usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_10,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_11",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[57usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_11,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_12",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[58usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_12,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_13",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[59usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_13,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_14",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[60usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_14,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_15",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[61usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_15,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_16",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[62usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_16,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_17",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[63usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_17,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_18",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[64usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_18,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_19",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[65usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_19,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_20",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[66usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_20,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_21",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[67usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_21,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_22",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[68usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_22,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_23",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[69usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_23,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_24",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[70usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_24,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_25",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[71usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_25,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_26",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[72usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_26,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_27",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[73usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_27,
    },
    conversion::Pattern {
        root: "vector.reduction",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_reduction_28",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[74usize],
        },
        benefit: 1i32,
        apply: lower_vector_reduction_28,
    },
    conversion::Pattern {
        root: "vector.mask",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_mask_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[75usize],
        },
        benefit: 1i32,
        apply: lower_vector_mask_3,
    },
    conversion::Pattern {
        root: "vector.load",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_load",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[76usize],
        },
        benefit: 1i32,
        apply: lower_vector_load,
    },
    conversion::Pattern {
        root: "vector.store",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_store",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[77usize],
        },
        benefit: 1i32,
        apply: lower_vector_store,
    },
    conversion::Pattern {
        root: "vector.maskedload",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_maskedload_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[78usize],
        },
        benefit: 1i32,
        apply: lower_vector_maskedload_3,
    },
    conversion::Pattern {
        root: "vector.maskedstore",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_maskedstore_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[79usize],
        },
        benefit: 1i32,
        apply: lower_vector_maskedstore_3,
    },
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_gather_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[80usize],
        },
        benefit: 1i32,
        apply: lower_vector_gather_3,
    },
    conversion::Pattern {
        root: "vector.scatter",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_scatter_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[81usize],
        },
        benefit: 1i32,
        apply: lower_vector_scatter_2,
    },
    conversion::Pattern {
        root: "vector.expandload",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_expandload",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[82usize],
        },
        benefit: 1i32,
        apply: lower_vector_expandload,
    },
    conversion::Pattern {
        root: "vector.compressstore",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_compressstore",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[83usize],
        },
        benefit: 1i32,
        apply: lower_vector_compressstore,
    },
    conversion::Pattern {
        root: "vector.expandload",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_expandload_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[84usize],
        },
        benefit: 1i32,
        apply: lower_vector_expandload_2,
    },
    conversion::Pattern {
        root: "vector.compressstore",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_compressstore_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[85usize],
        },
        benefit: 1i32,
        apply: lower_vector_compressstore_2,
    },
    conversion::Pattern {
        root: "vector.type_cast",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_type_cast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[86usize],
        },
        benefit: 1i32,
        apply: lower_vector_type_cast,
    },
    conversion::Pattern {
        root: "vector.vscale",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_vscale",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[87usize],
        },
        benefit: 1i32,
        apply: lower_vector_vscale,
    },
    conversion::Pattern {
        root: "vector.scalable.extract",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_scalable_extract",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[88usize],
        },
        benefit: 1i32,
        apply: lower_vector_scalable_extract,
    },
    conversion::Pattern {
        root: "vector.scalable.insert",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_scalable_insert",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[89usize],
        },
        benefit: 1i32,
        apply: lower_vector_scalable_insert,
    },
    conversion::Pattern {
        root: "vector.from_elements",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_from_elements_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[90usize],
        },
        benefit: 1i32,
        apply: lower_vector_from_elements_2,
    },
    conversion::Pattern {
        root: "vector.to_elements",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_to_elements_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[91usize],
        },
        benefit: 1i32,
        apply: lower_vector_to_elements_2,
    },
    conversion::Pattern {
        root: "vector.interleave",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_interleave_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[92usize],
        },
        benefit: 1i32,
        apply: lower_vector_interleave_2,
    },
    conversion::Pattern {
        root: "vector.interleave",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_interleave_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[93usize],
        },
        benefit: 1i32,
        apply: lower_vector_interleave_3,
    },
    conversion::Pattern {
        root: "vector.deinterleave",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_deinterleave_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[94usize],
        },
        benefit: 1i32,
        apply: lower_vector_deinterleave_2,
    },
    conversion::Pattern {
        root: "vector.deinterleave",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_deinterleave_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[95usize],
        },
        benefit: 1i32,
        apply: lower_vector_deinterleave_3,
    },
    conversion::Pattern {
        root: "vector.step",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_step_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[96usize],
        },
        benefit: 1i32,
        apply: lower_vector_step_2,
    },
    conversion::Pattern {
        root: "vector.create_mask",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_create_mask_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[97usize],
        },
        benefit: 1i32,
        apply: lower_vector_create_mask_4,
    },
    conversion::Pattern {
        root: "vector.print",
        dialect: "vector",
        target: "llvm",
        also_targets: &[],
        name: "lower_vector_print",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_llvm.td",
            line: &dialects::gen::vector_to_llvm::__spec_lines::LINES[98usize],
        },
        benefit: 1i32,
        apply: lower_vector_print,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 99usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
