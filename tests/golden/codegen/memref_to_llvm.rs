// @generated from spec/conversion/memref_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ElementPtr`, (Type, Value, Values) -> Value?",
    ELEMENT_PTR : fn (::descent::ir::Type, ::descent::ir::Value, &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::element_ptr
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `PlainElementPtr`, (Type, Value, Values) -> Value?",
    PLAIN_ELEMENT_PTR : fn (::descent::ir::Type, ::descent::ir::Value, &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::plain_element_ptr
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AlignedPointer`, (Type, Value) -> Value?",
    ALIGNED_POINTER : fn (::descent::ir::Type, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::aligned_pointer
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `IsRankedMemRef`, (Type) -> Bool",
    IS_RANKED_MEM_REF : fn (::descent::ir::Type) -> bool =
    ::descent::conversion::descriptor::is_ranked_memref
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `Promote`, (Value) -> Value", PROMOTE
    : fn (::descent::ir::Value) -> ::descent::ir::Value =
    ::descent::conversion::descriptor::promote
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `RankOf`, (Type) -> Int?", RANK_OF :
    fn (::descent::ir::Type) -> Option < i64 > =
    ::descent::conversion::descriptor::rank_of
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AtomicBinOp`, (Attr) -> Attr?",
    ATOMIC_BIN_OP : fn (::descent::ir::Attribute) -> Option < ::descent::ir::Attribute >
    = ::descent::dialects::native::lower_memref::atomic_bin_op
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ConstantIndex`, (Value) -> Int?",
    CONSTANT_INDEX : fn (::descent::ir::Value) -> Option < i64 > =
    ::descent::dialects::native::lower_memref::constant_index_of
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `StaticSize`, (Type, Int) -> Int?",
    STATIC_SIZE : fn (::descent::ir::Type, i64) -> Option < i64 > =
    ::descent::dialects::native::lower_memref::static_size
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `DynamicSizePosition`, (Type, Int) -> Attr?",
    DYNAMIC_SIZE_POSITION : fn (::descent::ir::Type, i64) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_memref::dynamic_size_position
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `SizeAt`, (Value, Value, Int) -> Value?",
    SIZE_AT : fn (::descent::ir::Value, ::descent::ir::Value, i64) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::size_at_term
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `UnrankedSize`, (Type, Value, Value) -> Value?",
    UNRANKED_SIZE : fn (::descent::ir::Type, ::descent::ir::Value, ::descent::ir::Value)
    -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::unranked_size
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `HasIdentityLayout`, (Type) -> Bool",
    HAS_IDENTITY_LAYOUT : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_memref::has_identity_layout
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ElementType`, (Type) -> Type?",
    ELEMENT_TYPE : fn (::descent::ir::Type) -> Option < ::descent::ir::Type > =
    ::descent::conversion::descriptor::element_type
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ElementPtrType`, (Type) -> Type?",
    ELEMENT_PTR_TYPE : fn (::descent::ir::Type) -> Option < ::descent::ir::Type > =
    ::descent::conversion::descriptor::element_ptr_type
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ShapeSizes`, (Type, Values) -> Values?",
    SHAPE_SIZES : fn (::descent::ir::Type, & [::descent::ir::Value]) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::conversion::descriptor::shape_sizes
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `RowMajorStrides`, (Type, Values) -> Values?",
    ROW_MAJOR_STRIDES : fn (::descent::ir::Type, & [::descent::ir::Value]) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::conversion::descriptor::row_major_strides
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ElementCount`, (Type, Values, Values) -> Value?",
    ELEMENT_COUNT : fn (::descent::ir::Type, & [::descent::ir::Value], &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::element_count
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `BufferSize`, (Type, Value) -> Value?",
    BUFFER_SIZE : fn (::descent::ir::Type, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::buffer_size
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `SizeOf`, (Type) -> Value", SIZE_OF :
    fn (::descent::ir::Type) -> ::descent::ir::Value =
    ::descent::conversion::descriptor::size_of
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AlignUp`, (Value, Value) -> Value",
    ALIGN_UP : fn (::descent::ir::Value, ::descent::ir::Value) -> ::descent::ir::Value =
    ::descent::conversion::descriptor::align_up
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `CreateDescriptor`, (Type, Value, Value, Values, Values) -> Value?",
    CREATE_DESCRIPTOR : fn (::descent::ir::Type, ::descent::ir::Value,
    ::descent::ir::Value, & [::descent::ir::Value], & [::descent::ir::Value]) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::create_descriptor
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `CastToPointerType`, (Value, Type) -> Value",
    CAST_TO_POINTER_TYPE : fn (::descent::ir::Value, ::descent::ir::Type) ->
    ::descent::ir::Value = ::descent::conversion::descriptor::cast_to_pointer_type
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `CallMalloc`, (Value) -> Value?",
    CALL_MALLOC : fn (::descent::ir::Value) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::call_malloc
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `CallAlignedAlloc`, (Value, Value) -> Value?",
    CALL_ALIGNED_ALLOC : fn (::descent::ir::Value, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::call_aligned_alloc
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `CallFree`, (Value) -> Values?",
    CALL_FREE : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_memref::call_free
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `CallMemRefCopy`, (Value, Value, Value) -> Values?",
    CALL_MEM_REF_COPY : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Value) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_memref::call_memref_copy
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `UseAlignedAlloc`, () -> Bool",
    USE_ALIGNED_ALLOC : fn () -> bool =
    ::descent::dialects::native::lower_memref::use_aligned_alloc
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `PadsMalloc`, (Type, Attr?) -> Bool",
    PADS_MALLOC : fn (::descent::ir::Type, Option < ::descent::ir::Attribute >) -> bool =
    ::descent::dialects::native::lower_memref::pads_malloc
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `MallocAlignment`, (Type, Attr?) -> Value?",
    MALLOC_ALIGNMENT : fn (::descent::ir::Type, Option < ::descent::ir::Attribute >) ->
    Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::malloc_alignment
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AlignedAllocAlignment`, (Type, Attr?) -> Int?",
    ALIGNED_ALLOC_ALIGNMENT : fn (::descent::ir::Type, Option < ::descent::ir::Attribute
    >) -> Option < i64 > =
    ::descent::dialects::native::lower_memref::aligned_alloc_alignment
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `SizeMultipleOf`, (Type, Int) -> Bool",
    SIZE_MULTIPLE_OF : fn (::descent::ir::Type, i64) -> bool =
    ::descent::dialects::native::lower_memref::size_multiple_of
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AllocatedPointer`, (Type, Value) -> Value?",
    ALLOCATED_POINTER : fn (::descent::ir::Type, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::allocated_pointer
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `GlobalElementAddress`, (Value, Type) -> Value?",
    GLOBAL_ELEMENT_ADDRESS : fn (::descent::ir::Value, ::descent::ir::Type) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::global_element_address
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `StaticOrDynamic`, (Attr, Values, Int) -> Value?",
    STATIC_OR_DYNAMIC : fn (::descent::ir::Attribute, & [::descent::ir::Value], i64) ->
    Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::static_or_dynamic
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `InsertSizesAndStrides`, (Value, Attr, Values, Attr, Values) -> Value?",
    INSERT_SIZES_AND_STRIDES : fn (::descent::ir::Value, ::descent::ir::Attribute, &
    [::descent::ir::Value], ::descent::ir::Attribute, & [::descent::ir::Value]) -> Option
    < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::insert_sizes_and_strides
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AlignedPointerSlot`, (Value, Type) -> Value",
    ALIGNED_POINTER_SLOT : fn (::descent::ir::Value, ::descent::ir::Type) ->
    ::descent::ir::Value = ::descent::conversion::descriptor::aligned_pointer_slot
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `IsViewLayout`, (Type) -> Bool",
    IS_VIEW_LAYOUT : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_memref::is_view_layout
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `Gep`, (Value, Type, Value) -> Value",
    GEP : fn (::descent::ir::Value, ::descent::ir::Type, ::descent::ir::Value) ->
    ::descent::ir::Value = ::descent::conversion::descriptor::gep_term
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ViewSizesAndStrides`, (Value, Type, Values) -> Value?",
    VIEW_SIZES_AND_STRIDES : fn (::descent::ir::Value, ::descent::ir::Type, &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::view_sizes_and_strides
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `IsIdentityPermutation`, (Attr) -> Bool",
    IS_IDENTITY_PERMUTATION : fn (::descent::ir::Attribute) -> bool =
    ::descent::dialects::native::lower_memref::is_identity_permutation
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `PermuteSizesAndStrides`, (Value, Value, Attr) -> Value?",
    PERMUTE_SIZES_AND_STRIDES : fn (::descent::ir::Value, ::descent::ir::Value,
    ::descent::ir::Attribute) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::permute_sizes_and_strides
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `DescriptorSizes`, (Value) -> Values?",
    DESCRIPTOR_SIZES : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::conversion::descriptor::sizes_of
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `DescriptorStrides`, (Value) -> Values?",
    DESCRIPTOR_STRIDES : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::conversion::descriptor::strides_of
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `StaticShapeDescriptor`, (Type, Type, Value, Value) -> Value?",
    STATIC_SHAPE_DESCRIPTOR : fn (::descent::ir::Type, ::descent::ir::Type,
    ::descent::ir::Value, ::descent::ir::Value) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::from_static_pointers
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `BufferPointer`, (Type, Value) -> Value?",
    BUFFER_POINTER : fn (::descent::ir::Type, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::buffer_pointer
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `PackDescriptor`, (Type, Value, Value, Value, Values, Values) -> Value?",
    PACK_DESCRIPTOR : fn (::descent::ir::Type, ::descent::ir::Value,
    ::descent::ir::Value, ::descent::ir::Value, & [::descent::ir::Value], &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::pack_descriptor
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `UnrankedDescriptorSize`, (Value) -> Value",
    UNRANKED_DESCRIPTOR_SIZE : fn (::descent::ir::Value) -> ::descent::ir::Value =
    ::descent::conversion::descriptor::unranked_size
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `OffsetSlot`, (Value, Type) -> Value",
    OFFSET_SLOT : fn (::descent::ir::Value, ::descent::ir::Type) -> ::descent::ir::Value
    = ::descent::conversion::descriptor::unranked_offset_ptr
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `IsContiguous`, (Type) -> Bool",
    IS_CONTIGUOUS : fn (::descent::ir::Type) -> bool =
    ::descent::dialects::native::lower_memref::is_contiguous
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `NumElements`, (Value) -> Value?",
    NUM_ELEMENTS : fn (::descent::ir::Value) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::num_elements
);
conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AsUnranked`, (Type, Value) -> Value?",
    AS_UNRANKED : fn (::descent::ir::Type, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::as_unranked
);
/// `spec/conversion/memref_to_llvm.td:N`: `memref.load` to `llvm.load`.
pub fn lower_memref_load(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(op, dialects::gen::memref::LOAD_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_nontemporal = rw.body.attr(op, ctx.ident("nontemporal"));
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::ELEMENT_PTR(
        rw,
        t1,
        v_memref,
        &v_indices,
    ) else { return false };
    let t3 = dialects::gen::terms::IS_TRUE(rw, v_nontemporal);
    let st4 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        t2,
        v_alignment,
        None,
        if t3 { Some(ctx.unit_attr()) } else { None },
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
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.store` to `llvm.store`.
pub fn lower_memref_store(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_memref) = rw.operand(op, 1usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(op, dialects::gen::memref::STORE_OP_INFO.operand_arities, 2usize)
    else { return false };
    let v_nontemporal = rw.body.attr(op, ctx.ident("nontemporal"));
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::ELEMENT_PTR(
        rw,
        t1,
        v_memref,
        &v_indices,
    ) else { return false };
    let t3 = dialects::gen::terms::IS_TRUE(rw, v_nontemporal);
    let st4 = dialects::gen::llvm::StoreOp::build(
        ctx,
        rw.loc,
        v_value,
        t2,
        v_alignment,
        None,
        if t3 { Some(ctx.unit_attr()) } else { None },
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.insert_built(st4);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.prefetch` to `llvm.intr.prefetch`.
pub fn lower_memref_prefetch(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::memref::PREFETCH_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_is_write) = rw.body.attr(op, ctx.ident("isWrite")) else { return false };
    let Some(v_locality_hint) = rw.body.attr(op, ctx.ident("localityHint")) else {
        return false
    };
    let Some(v_is_data_cache) = rw.body.attr(op, ctx.ident("isDataCache")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::PLAIN_ELEMENT_PTR(
        rw,
        t1,
        v_memref,
        &v_indices,
    ) else { return false };
    let t3 = dialects::gen::terms::AS_I32(rw, Some(v_is_write));
    let t4 = dialects::gen::terms::AS_I32(rw, Some(v_locality_hint));
    let t5 = dialects::gen::terms::AS_I32(rw, Some(v_is_data_cache));
    let st6 = dialects::gen::llvm_intrinsics::PrefetchOp::build(
        ctx,
        rw.loc,
        t2,
        Some(t3),
        Some(t4),
        Some(t5),
    );
    rw.insert_built(st6);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.atomic_rmw` to `llvm.atomicrmw`.
pub fn lower_memref_atomic_rmw(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_memref) = rw.operand(op, 1usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            dialects::gen::memref::ATOMIC_RMW_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(t1) = dialects::gen::memref_to_llvm::ATOMIC_BIN_OP(rw, v_kind) else {
        return false
    };
    let t2 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let Some(t3) = dialects::gen::memref_to_llvm::PLAIN_ELEMENT_PTR(
        rw,
        t2,
        v_memref,
        &v_indices,
    ) else { return false };
    let st4 = dialects::gen::llvm::AtomicRmwOp::build(
        ctx,
        rw.loc,
        t3,
        v_value,
        Some(t1),
        Some(
            conversion::enum_value_attr(
                ctx,
                &dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
                6u64,
            ),
        ),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.dim` to `llvm.mlir.constant`.
pub fn lower_memref_dim(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::CONSTANT_INDEX(
        rw,
        rw.body.op(op).operands[1usize],
    ) else { return false };
    let Some(t3) = dialects::gen::memref_to_llvm::STATIC_SIZE(rw, t1, t2) else {
        return false
    };
    let t4 = dialects::gen::terms::INDEX_VALUE(rw, t3);
    let st5 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t4),
        types[0usize],
    );
    let v7 = rw.insert_built_value(st5);
    rw.replace_op(op, &[v7]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.dim` to `llvm.extractvalue`.
pub fn lower_memref_dim_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::CONSTANT_INDEX(
        rw,
        rw.body.op(op).operands[1usize],
    ) else { return false };
    let Some(t3) = dialects::gen::memref_to_llvm::DYNAMIC_SIZE_POSITION(rw, t1, t2) else {
        return false
    };
    let st4 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(t3),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.dim` to a value it already has.
pub fn lower_memref_dim_3(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::RANK_OF(rw, t1) else { return false };
    let Some(t3) = dialects::gen::memref_to_llvm::SIZE_AT(rw, v_source, v_index, t2)
    else { return false };
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.dim` to a value it already has.
pub fn lower_memref_dim_4(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::UNRANKED_SIZE(
        rw,
        t1,
        v_source,
        v_index,
    ) else { return false };
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.cast` to a value it already has.
pub fn lower_memref_cast(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let t2 = dialects::gen::terms::SAME_TYPE(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_source]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.cast` to `llvm.mlir.constant`, `llvm.mlir.poison`, `llvm.insertvalue`.
pub fn lower_memref_cast_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(rw, t1);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let t4 = dialects::gen::terms::SAME_TYPE(rw, t3, types[0usize]);
    if !(!(t4)) {
        return false;
    }
    let v_pointer = dialects::gen::memref_to_llvm::PROMOTE(rw, v_source);
    let t5 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t6) = dialects::gen::memref_to_llvm::RANK_OF(rw, t5) else { return false };
    let t7 = dialects::gen::terms::INDEX_VALUE(rw, t6);
    let t8 = dialects::gen::terms::INDEX_TYPE(rw);
    let st9 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t7), t8);
    let v_rank = rw.insert_built_value(st9);
    let st11 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v13 = rw.insert_built_value(st11);
    let st14 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v13,
        v_rank,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v13),
    );
    let v16 = rw.insert_built_value(st14);
    let st17 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v16,
        v_pointer,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v19 = rw.insert_built_value(st17);
    rw.replace_op(op, &[v19]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.cast` to `llvm.extractvalue`, `llvm.load`.
pub fn lower_memref_cast_3(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(rw, t1);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t4) = dialects::gen::terms::FIELD_TYPE(rw, t3, 1i64) else { return false };
    let st5 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t4,
    );
    let v7 = rw.insert_built_value(st5);
    let st8 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        v7,
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
        None,
        types[0usize],
    );
    let v10 = rw.insert_built_value(st8);
    rw.replace_op(op, &[v10]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.rank` to `llvm.mlir.constant`.
pub fn lower_memref_rank(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::RANK_OF(rw, t1) else { return false };
    let t3 = dialects::gen::terms::INDEX_VALUE(rw, t2);
    let st4 = dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t3),
        types[0usize],
    );
    let v6 = rw.insert_built_value(st4);
    rw.replace_op(op, &[v6]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.rank` to `llvm.extractvalue`.
pub fn lower_memref_rank_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let st1 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_memref,
        Some(ctx.dense_i64_array(&[0i64])),
        types[0usize],
    );
    let v3 = rw.insert_built_value(st1);
    rw.replace_op(op, &[v3]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.extract_aligned_pointer_as_index` to `llvm.ptrtoint`.
pub fn lower_memref_extract_aligned_pointer_as_index(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::ALIGNED_POINTER(rw, t1, v_source) else {
        return false
    };
    let st3 = dialects::gen::llvm::PtrToIntOp::build(ctx, rw.loc, t2, types[0usize]);
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.alloc` to `llvm.mlir.constant`.
pub fn lower_memref_alloc(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_dynamic_sizes) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 0usize)
    else { return false };
    let Some(v_symbol_operands) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::memref_to_llvm::HAS_IDENTITY_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::memref_to_llvm::USE_ALIGNED_ALLOC(rw);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::memref_to_llvm::ALIGNED_ALLOC_ALIGNMENT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    ) else { return false };
    let t4 = dialects::gen::memref_to_llvm::SIZE_MULTIPLE_OF(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t3,
    );
    if !(!(t4)) {
        return false;
    }
    let Some(v_sizes) = dialects::gen::memref_to_llvm::SHAPE_SIZES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_dynamic_sizes,
    ) else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::ROW_MAJOR_STRIDES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let Some(t5) = dialects::gen::memref_to_llvm::ELEMENT_COUNT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
        &v_strides,
    ) else { return false };
    let Some(v_bytes) = dialects::gen::memref_to_llvm::BUFFER_SIZE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t5,
    ) else { return false };
    let Some(t6) = dialects::gen::memref_to_llvm::ALIGNED_ALLOC_ALIGNMENT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    ) else { return false };
    let t7 = dialects::gen::terms::INDEX_VALUE(rw, t6);
    let t8 = dialects::gen::terms::INDEX_TYPE(rw);
    let st9 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t7), t8);
    let v_align = rw.insert_built_value(st9);
    let t11 = dialects::gen::memref_to_llvm::ALIGN_UP(rw, v_bytes, v_align);
    let Some(t12) = dialects::gen::memref_to_llvm::CALL_ALIGNED_ALLOC(rw, v_align, t11)
    else { return false };
    let Some(t13) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let v_buffer = dialects::gen::memref_to_llvm::CAST_TO_POINTER_TYPE(rw, t12, t13);
    let Some(t14) = dialects::gen::memref_to_llvm::CREATE_DESCRIPTOR(
        rw,
        types[0usize],
        v_buffer,
        v_buffer,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t15 = t14;
    rw.replace_op(op, &[t15]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.alloc` to `llvm.mlir.constant`.
pub fn lower_memref_alloc_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_dynamic_sizes) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 0usize)
    else { return false };
    let Some(v_symbol_operands) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::memref_to_llvm::HAS_IDENTITY_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::memref_to_llvm::USE_ALIGNED_ALLOC(rw);
    if !(t2) {
        return false;
    }
    let Some(t3) = dialects::gen::memref_to_llvm::ALIGNED_ALLOC_ALIGNMENT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    ) else { return false };
    let t4 = dialects::gen::memref_to_llvm::SIZE_MULTIPLE_OF(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t3,
    );
    if !(t4) {
        return false;
    }
    let Some(v_sizes) = dialects::gen::memref_to_llvm::SHAPE_SIZES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_dynamic_sizes,
    ) else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::ROW_MAJOR_STRIDES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let Some(t5) = dialects::gen::memref_to_llvm::ELEMENT_COUNT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
        &v_strides,
    ) else { return false };
    let Some(v_bytes) = dialects::gen::memref_to_llvm::BUFFER_SIZE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t5,
    ) else { return false };
    let Some(t6) = dialects::gen::memref_to_llvm::ALIGNED_ALLOC_ALIGNMENT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    ) else { return false };
    let t7 = dialects::gen::terms::INDEX_VALUE(rw, t6);
    let t8 = dialects::gen::terms::INDEX_TYPE(rw);
    let st9 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t7), t8);
    let v_align = rw.insert_built_value(st9);
    let Some(t11) = dialects::gen::memref_to_llvm::CALL_ALIGNED_ALLOC(
        rw,
        v_align,
        v_bytes,
    ) else { return false };
    let Some(t12) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let v_buffer = dialects::gen::memref_to_llvm::CAST_TO_POINTER_TYPE(rw, t11, t12);
    let Some(t13) = dialects::gen::memref_to_llvm::CREATE_DESCRIPTOR(
        rw,
        types[0usize],
        v_buffer,
        v_buffer,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t14 = t13;
    rw.replace_op(op, &[t14]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.alloc` to `llvm.add`, `llvm.ptrtoint`, `llvm.inttoptr`.
pub fn lower_memref_alloc_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_dynamic_sizes) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 0usize)
    else { return false };
    let Some(v_symbol_operands) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::memref_to_llvm::HAS_IDENTITY_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::memref_to_llvm::USE_ALIGNED_ALLOC(rw);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::memref_to_llvm::PADS_MALLOC(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    );
    if !(t3) {
        return false;
    }
    let Some(v_sizes) = dialects::gen::memref_to_llvm::SHAPE_SIZES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_dynamic_sizes,
    ) else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::ROW_MAJOR_STRIDES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let Some(t4) = dialects::gen::memref_to_llvm::ELEMENT_COUNT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
        &v_strides,
    ) else { return false };
    let Some(v_bytes) = dialects::gen::memref_to_llvm::BUFFER_SIZE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t4,
    ) else { return false };
    let Some(v_align) = dialects::gen::memref_to_llvm::MALLOC_ALIGNMENT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    ) else { return false };
    let st5 = dialects::gen::llvm::AddOp::build(
        ctx,
        rw.loc,
        v_bytes,
        v_align,
        None,
        rw.value_type(v_bytes),
    );
    let v7 = rw.insert_built_value(st5);
    let Some(t8) = dialects::gen::memref_to_llvm::CALL_MALLOC(rw, v7) else {
        return false
    };
    let Some(t9) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let v_buffer = dialects::gen::memref_to_llvm::CAST_TO_POINTER_TYPE(rw, t8, t9);
    let t10 = dialects::gen::terms::INDEX_TYPE(rw);
    let st11 = dialects::gen::llvm::PtrToIntOp::build(ctx, rw.loc, v_buffer, t10);
    let v13 = rw.insert_built_value(st11);
    let t14 = dialects::gen::memref_to_llvm::ALIGN_UP(rw, v13, v_align);
    let Some(t15) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st16 = dialects::gen::llvm::IntToPtrOp::build(ctx, rw.loc, t14, None, t15);
    let v18 = rw.insert_built_value(st16);
    let Some(t19) = dialects::gen::memref_to_llvm::CREATE_DESCRIPTOR(
        rw,
        types[0usize],
        v_buffer,
        v18,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t20 = t19;
    rw.replace_op(op, &[t20]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.alloc` to what `CreateDescriptor` builds.
pub fn lower_memref_alloc_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_dynamic_sizes) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 0usize)
    else { return false };
    let Some(v_symbol_operands) = rw
        .operand_group(op, dialects::gen::memref::ALLOC_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::memref_to_llvm::HAS_IDENTITY_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::memref_to_llvm::USE_ALIGNED_ALLOC(rw);
    if !(!(t2)) {
        return false;
    }
    let t3 = dialects::gen::memref_to_llvm::PADS_MALLOC(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_alignment,
    );
    if !(!(t3)) {
        return false;
    }
    let Some(v_sizes) = dialects::gen::memref_to_llvm::SHAPE_SIZES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_dynamic_sizes,
    ) else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::ROW_MAJOR_STRIDES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let Some(t4) = dialects::gen::memref_to_llvm::ELEMENT_COUNT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
        &v_strides,
    ) else { return false };
    let Some(t5) = dialects::gen::memref_to_llvm::BUFFER_SIZE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t4,
    ) else { return false };
    let Some(t6) = dialects::gen::memref_to_llvm::CALL_MALLOC(rw, t5) else {
        return false
    };
    let Some(t7) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let v_buffer = dialects::gen::memref_to_llvm::CAST_TO_POINTER_TYPE(rw, t6, t7);
    let Some(t8) = dialects::gen::memref_to_llvm::CREATE_DESCRIPTOR(
        rw,
        types[0usize],
        v_buffer,
        v_buffer,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t9 = t8;
    rw.replace_op(op, &[t9]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.alloca` to `llvm.alloca`.
pub fn lower_memref_alloca(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_dynamic_sizes) = rw
        .operand_group(op, dialects::gen::memref::ALLOCA_OP_INFO.operand_arities, 0usize)
    else { return false };
    let Some(v_symbol_operands) = rw
        .operand_group(op, dialects::gen::memref::ALLOCA_OP_INFO.operand_arities, 1usize)
    else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::memref_to_llvm::HAS_IDENTITY_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let Some(v_sizes) = dialects::gen::memref_to_llvm::SHAPE_SIZES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_dynamic_sizes,
    ) else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::ROW_MAJOR_STRIDES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let Some(t2) = dialects::gen::memref_to_llvm::ELEMENT_COUNT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
        &v_strides,
    ) else { return false };
    let Some(t3) = dialects::gen::memref_to_llvm::ELEMENT_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let t4 = dialects::gen::terms::AS_TYPE_ATTR(rw, t3);
    let Some(t5) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st6 = dialects::gen::llvm::AllocaOp::build(
        ctx,
        rw.loc,
        t2,
        v_alignment,
        Some(t4),
        None,
        t5,
    );
    let v_buffer = rw.insert_built_value(st6);
    let Some(t8) = dialects::gen::memref_to_llvm::CREATE_DESCRIPTOR(
        rw,
        types[0usize],
        v_buffer,
        v_buffer,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t9 = t8;
    rw.replace_op(op, &[t9]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.dealloc` to what `CallFree` builds.
pub fn lower_memref_dealloc(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t2) = dialects::gen::memref_to_llvm::ALLOCATED_POINTER(rw, t1, v_memref)
    else { return false };
    let Some(t3) = dialects::gen::memref_to_llvm::CALL_FREE(rw, t2) else {
        return false
    };
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.get_global` to `llvm.mlir.addressof`, `llvm.mlir.constant`, `llvm.inttoptr`.
pub fn lower_memref_get_global(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_name) = rw.body.attr(op, ctx.ident("name")) else { return false };
    let t1 = dialects::gen::memref_to_llvm::HAS_IDENTITY_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    let Some(v_sizes) = dialects::gen::memref_to_llvm::SHAPE_SIZES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &l2,
    ) else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::ROW_MAJOR_STRIDES(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let Some(t3) = dialects::gen::memref_to_llvm::ELEMENT_COUNT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
        &v_strides,
    ) else { return false };
    let Some(v_bytes) = dialects::gen::memref_to_llvm::BUFFER_SIZE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
        t3,
    ) else { return false };
    let Some(t4) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st5 = dialects::gen::llvm::AddressOfOp::build(ctx, rw.loc, Some(v_name), t4);
    let v7 = rw.insert_built_value(st5);
    let Some(v_first) = dialects::gen::memref_to_llvm::GLOBAL_ELEMENT_ADDRESS(
        rw,
        v7,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let t8 = dialects::gen::terms::INDEX_VALUE(rw, 3735928559i64);
    let Some(t9) = dialects::gen::terms::INTEGER_TYPE(rw, 64i64) else { return false };
    let st10 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t8), t9);
    let v12 = rw.insert_built_value(st10);
    let Some(t13) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st14 = dialects::gen::llvm::IntToPtrOp::build(ctx, rw.loc, v12, None, t13);
    let v_deadbeef = rw.insert_built_value(st14);
    let Some(t16) = dialects::gen::memref_to_llvm::CREATE_DESCRIPTOR(
        rw,
        types[0usize],
        v_deadbeef,
        v_first,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t17 = t16;
    rw.replace_op(op, &[t17]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.reinterpret_cast` to `llvm.mlir.poison`, `llvm.extractvalue`, `llvm.insertvalue`.
pub fn lower_memref_reinterpret_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_offsets) = rw
        .operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_sizes) = rw
        .operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(v_strides) = rw
        .operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(v_static_offsets) = rw.body.attr(op, ctx.ident("static_offsets")) else {
        return false
    };
    let Some(v_static_sizes) = rw.body.attr(op, ctx.ident("static_sizes")) else {
        return false
    };
    let Some(v_static_strides) = rw.body.attr(op, ctx.ident("static_strides")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(rw, t1);
    if !(t2) {
        return false;
    }
    let st3 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_empty = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 0i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[0i64])),
        t6,
    );
    let v_allocated = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t10) = dialects::gen::terms::FIELD_TYPE(rw, t9, 1i64) else { return false };
    let st11 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t10,
    );
    let v_aligned = rw.insert_built_value(st11);
    let st13 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_empty,
        v_allocated,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_empty),
    );
    let v15 = rw.insert_built_value(st13);
    let st16 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v15,
        v_aligned,
        Some(ctx.dense_i64_array(&[1i64])),
        rw.value_type(v15),
    );
    let v18 = rw.insert_built_value(st16);
    let Some(t19) = dialects::gen::memref_to_llvm::STATIC_OR_DYNAMIC(
        rw,
        v_static_offsets,
        &v_offsets,
        0i64,
    ) else { return false };
    let st20 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v18,
        t19,
        Some(ctx.dense_i64_array(&[2i64])),
        rw.value_type(v18),
    );
    let v22 = rw.insert_built_value(st20);
    let Some(t23) = dialects::gen::memref_to_llvm::INSERT_SIZES_AND_STRIDES(
        rw,
        v22,
        v_static_sizes,
        &v_sizes,
        v_static_strides,
        &v_strides,
    ) else { return false };
    let t24 = t23;
    rw.replace_op(op, &[t24]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.reinterpret_cast` to `llvm.mlir.poison`, `llvm.extractvalue`, `llvm.load`, `llvm.insertvalue`.
pub fn lower_memref_reinterpret_cast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_offsets) = rw
        .operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_sizes) = rw
        .operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(v_strides) = rw
        .operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            3usize,
        ) else { return false };
    let Some(v_static_offsets) = rw.body.attr(op, ctx.ident("static_offsets")) else {
        return false
    };
    let Some(v_static_sizes) = rw.body.attr(op, ctx.ident("static_sizes")) else {
        return false
    };
    let Some(v_static_strides) = rw.body.attr(op, ctx.ident("static_strides")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(rw, t1);
    if !(!(t2)) {
        return false;
    }
    let st3 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v_empty = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 1i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t6,
    );
    let v_ranked = rw.insert_built_value(st7);
    let t9 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t10) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t9) else {
        return false
    };
    let st11 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        v_ranked,
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
        None,
        t10,
    );
    let v_allocated = rw.insert_built_value(st11);
    let t13 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t14) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t13) else {
        return false
    };
    let t15 = dialects::gen::memref_to_llvm::ALIGNED_POINTER_SLOT(rw, v_ranked, t14);
    let t16 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t17) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t16) else {
        return false
    };
    let st18 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        t15,
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
        None,
        t17,
    );
    let v_aligned = rw.insert_built_value(st18);
    let st20 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_empty,
        v_allocated,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v_empty),
    );
    let v22 = rw.insert_built_value(st20);
    let st23 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v22,
        v_aligned,
        Some(ctx.dense_i64_array(&[1i64])),
        rw.value_type(v22),
    );
    let v25 = rw.insert_built_value(st23);
    let Some(t26) = dialects::gen::memref_to_llvm::STATIC_OR_DYNAMIC(
        rw,
        v_static_offsets,
        &v_offsets,
        0i64,
    ) else { return false };
    let st27 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v25,
        t26,
        Some(ctx.dense_i64_array(&[2i64])),
        rw.value_type(v25),
    );
    let v29 = rw.insert_built_value(st27);
    let Some(t30) = dialects::gen::memref_to_llvm::INSERT_SIZES_AND_STRIDES(
        rw,
        v29,
        v_static_sizes,
        &v_sizes,
        v_static_strides,
        &v_strides,
    ) else { return false };
    let t31 = t30;
    rw.replace_op(op, &[t31]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.view` to `llvm.mlir.poison`, `llvm.extractvalue`, `llvm.insertvalue`, `llvm.mlir.constant`.
pub fn lower_memref_view(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_byte_shift) = rw.operand(op, 1usize) else { return false };
    let Some(v_sizes) = rw
        .operand_group(op, dialects::gen::memref::VIEW_OP_INFO.operand_arities, 2usize)
    else { return false };
    let t1 = dialects::gen::memref_to_llvm::IS_VIEW_LAYOUT(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let st2 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v4 = rw.insert_built_value(st2);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 0i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[0i64])),
        t6,
    );
    let v9 = rw.insert_built_value(st7);
    let st10 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v4,
        v9,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v4),
    );
    let v12 = rw.insert_built_value(st10);
    let t13 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t14) = dialects::gen::terms::FIELD_TYPE(rw, t13, 1i64) else {
        return false
    };
    let st15 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t14,
    );
    let v17 = rw.insert_built_value(st15);
    let t18 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t19) = dialects::gen::memref_to_llvm::ELEMENT_TYPE(rw, t18) else {
        return false
    };
    let t20 = dialects::gen::memref_to_llvm::GEP(rw, v17, t19, v_byte_shift);
    let st21 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v12,
        t20,
        Some(ctx.dense_i64_array(&[1i64])),
        rw.value_type(v12),
    );
    let v23 = rw.insert_built_value(st21);
    let t24 = dialects::gen::terms::INDEX_VALUE(rw, 0i64);
    let t25 = dialects::gen::terms::INDEX_TYPE(rw);
    let st26 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t24), t25);
    let v28 = rw.insert_built_value(st26);
    let st29 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v23,
        v28,
        Some(ctx.dense_i64_array(&[2i64])),
        rw.value_type(v23),
    );
    let v31 = rw.insert_built_value(st29);
    let Some(t32) = dialects::gen::memref_to_llvm::VIEW_SIZES_AND_STRIDES(
        rw,
        v31,
        rw.body.value_type(rw.body.result(op, 0usize)),
        &v_sizes,
    ) else { return false };
    let t33 = t32;
    rw.replace_op(op, &[t33]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.transpose` to a value it already has.
pub fn lower_memref_transpose(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let Some(v_permutation) = rw.body.attr(op, ctx.ident("permutation")) else {
        return false
    };
    let t1 = dialects::gen::memref_to_llvm::IS_IDENTITY_PERMUTATION(rw, v_permutation);
    if !(t1) {
        return false;
    }
    rw.replace_op(op, &[v_in]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.transpose` to `llvm.mlir.poison`, `llvm.extractvalue`, `llvm.insertvalue`.
pub fn lower_memref_transpose_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_in) = rw.operand(op, 0usize) else { return false };
    let Some(v_permutation) = rw.body.attr(op, ctx.ident("permutation")) else {
        return false
    };
    let st1 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v3 = rw.insert_built_value(st1);
    let t4 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t5) = dialects::gen::terms::FIELD_TYPE(rw, t4, 0i64) else { return false };
    let st6 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_in,
        Some(ctx.dense_i64_array(&[0i64])),
        t5,
    );
    let v8 = rw.insert_built_value(st6);
    let st9 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v3,
        v8,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v3),
    );
    let v11 = rw.insert_built_value(st9);
    let t12 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t13) = dialects::gen::terms::FIELD_TYPE(rw, t12, 1i64) else {
        return false
    };
    let st14 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_in,
        Some(ctx.dense_i64_array(&[1i64])),
        t13,
    );
    let v16 = rw.insert_built_value(st14);
    let st17 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v11,
        v16,
        Some(ctx.dense_i64_array(&[1i64])),
        rw.value_type(v11),
    );
    let v19 = rw.insert_built_value(st17);
    let t20 = dialects::gen::terms::TYPE_OF(rw, v_in);
    let Some(t21) = dialects::gen::terms::FIELD_TYPE(rw, t20, 2i64) else {
        return false
    };
    let st22 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_in,
        Some(ctx.dense_i64_array(&[2i64])),
        t21,
    );
    let v24 = rw.insert_built_value(st22);
    let st25 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v19,
        v24,
        Some(ctx.dense_i64_array(&[2i64])),
        rw.value_type(v19),
    );
    let v27 = rw.insert_built_value(st25);
    let Some(t28) = dialects::gen::memref_to_llvm::PERMUTE_SIZES_AND_STRIDES(
        rw,
        v27,
        v_in,
        v_permutation,
    ) else { return false };
    let t29 = t28;
    rw.replace_op(op, &[t29]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.extract_strided_metadata` to `llvm.extractvalue`.
pub fn lower_memref_extract_strided_metadata(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let t2 = dialects::gen::terms::IS_LLVM_STRUCT(rw, t1);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t4) = dialects::gen::terms::FIELD_TYPE(rw, t3, 0i64) else { return false };
    let st5 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[0i64])),
        t4,
    );
    let v_allocated = rw.insert_built_value(st5);
    let t7 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t8) = dialects::gen::terms::FIELD_TYPE(rw, t7, 1i64) else { return false };
    let st9 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t8,
    );
    let v_aligned = rw.insert_built_value(st9);
    let Some(t11) = dialects::gen::memref_to_llvm::STATIC_SHAPE_DESCRIPTOR(
        rw,
        types[0usize],
        rw.body.value_type(rw.body.result(op, 0usize)),
        v_allocated,
        v_aligned,
    ) else { return false };
    let t12 = t11;
    let t13 = dialects::gen::terms::INDEX_TYPE(rw);
    let st14 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[2i64])),
        t13,
    );
    let v16 = rw.insert_built_value(st14);
    let Some(t17) = dialects::gen::memref_to_llvm::DESCRIPTOR_SIZES(rw, v_source) else {
        return false
    };
    let t18 = t17;
    let Some(t19) = dialects::gen::memref_to_llvm::DESCRIPTOR_STRIDES(rw, v_source) else {
        return false
    };
    let t20 = t19;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t12);
    values.push(v16);
    values.extend_from_slice(&t18);
    values.extend_from_slice(&t20);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.assume_alignment` to `llvm.mlir.constant`, `llvm.intr.assume`.
pub fn lower_memref_assume_alignment(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let Some(v_alignment) = rw.body.attr(op, ctx.ident("alignment")) else {
        return false
    };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(v_pointer) = dialects::gen::memref_to_llvm::BUFFER_POINTER(rw, t1, v_memref)
    else { return false };
    let t2 = dialects::gen::terms::BOOL_ATTR_OF(rw, true);
    let Some(t3) = dialects::gen::terms::INTEGER_TYPE(rw, 1i64) else { return false };
    let st4 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t2), t3);
    let v6 = rw.insert_built_value(st4);
    let Some(t7) = dialects::gen::terms::INT_VALUE_OF(rw, v_alignment) else {
        return false
    };
    let t8 = dialects::gen::terms::INDEX_VALUE(rw, t7);
    let t9 = dialects::gen::terms::INDEX_TYPE(rw);
    let st10 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t8), t9);
    let v12 = rw.insert_built_value(st10);
    let l13: [ir::Value; 1usize] = [v12];
    let t14 = dialects::gen::terms::PREPEND(rw, v_pointer, &l13);
    let t15 = dialects::gen::terms::STRING_ARRAY_OF(rw, "align");
    let st16 = dialects::gen::llvm_intrinsics::AssumeOp::build(
        ctx,
        rw.loc,
        v6,
        &t14,
        Some(ctx.dense_i32_array(&[2i64])),
        Some(t15),
    );
    rw.insert_built(st16);
    rw.replace_op(op, &[rw.body.op(op).operands[0usize]]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.memory_space_cast` to `llvm.extractvalue`, `llvm.addrspacecast`.
pub fn lower_memref_memory_space_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(t1) {
        return false;
    }
    let t2 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t3) = dialects::gen::terms::FIELD_TYPE(rw, t2, 0i64) else { return false };
    let st4 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[0i64])),
        t3,
    );
    let v_allocated = rw.insert_built_value(st4);
    let t6 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t7) = dialects::gen::terms::FIELD_TYPE(rw, t6, 1i64) else { return false };
    let st8 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t7,
    );
    let v_aligned = rw.insert_built_value(st8);
    let t10 = dialects::gen::terms::INDEX_TYPE(rw);
    let st11 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[2i64])),
        t10,
    );
    let v_offset = rw.insert_built_value(st11);
    let Some(v_sizes) = dialects::gen::memref_to_llvm::DESCRIPTOR_SIZES(rw, v_source)
    else { return false };
    let Some(v_strides) = dialects::gen::memref_to_llvm::DESCRIPTOR_STRIDES(rw, v_source)
    else { return false };
    let Some(t13) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st14 = dialects::gen::llvm::AddrSpaceCastOp::build(
        ctx,
        rw.loc,
        v_allocated,
        t13,
    );
    let v16 = rw.insert_built_value(st14);
    let Some(t17) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st18 = dialects::gen::llvm::AddrSpaceCastOp::build(ctx, rw.loc, v_aligned, t17);
    let v20 = rw.insert_built_value(st18);
    let Some(t21) = dialects::gen::memref_to_llvm::PACK_DESCRIPTOR(
        rw,
        types[0usize],
        v16,
        v20,
        v_offset,
        &v_sizes,
        &v_strides,
    ) else { return false };
    let t22 = t21;
    rw.replace_op(op, &[t22]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.memory_space_cast` to `llvm.extractvalue`, `llvm.mlir.poison`, `llvm.insertvalue`, `llvm.alloca`, `llvm.load`, `llvm.addrspacecast`, `llvm.store`, `llvm.mlir.constant`, `llvm.sub`, `llvm.intr.memcpy`.
pub fn lower_memref_memory_space_cast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    );
    if !(!(t1)) {
        return false;
    }
    let t2 = dialects::gen::terms::INDEX_TYPE(rw);
    let st3 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[0i64])),
        t2,
    );
    let v_rank = rw.insert_built_value(st3);
    let t5 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t6) = dialects::gen::terms::FIELD_TYPE(rw, t5, 1i64) else { return false };
    let st7 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t6,
    );
    let v_ranked = rw.insert_built_value(st7);
    let st9 = dialects::gen::llvm::PoisonOp::build(ctx, rw.loc, types[0usize]);
    let v11 = rw.insert_built_value(st9);
    let st12 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v11,
        v_rank,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v11),
    );
    let v_with_rank = rw.insert_built_value(st12);
    let v_bytes = dialects::gen::memref_to_llvm::UNRANKED_DESCRIPTOR_SIZE(
        rw,
        v_with_rank,
    );
    let Some(t14) = dialects::gen::terms::INTEGER_TYPE(rw, 8i64) else { return false };
    let t15 = dialects::gen::terms::AS_TYPE_ATTR(rw, t14);
    let Some(t16) = dialects::gen::terms::POINTER_TYPE(rw, 0i64) else { return false };
    let st17 = dialects::gen::llvm::AllocaOp::build(
        ctx,
        rw.loc,
        v_bytes,
        None,
        Some(t15),
        None,
        t16,
    );
    let v_copy = rw.insert_built_value(st17);
    let st19 = dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v_with_rank,
        v_copy,
        Some(ctx.dense_i64_array(&[1i64])),
        rw.value_type(v_with_rank),
    );
    let v_result = rw.insert_built_value(st19);
    let t21 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t22) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t21) else {
        return false
    };
    let st23 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        v_ranked,
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
        None,
        t22,
    );
    let v_allocated = rw.insert_built_value(st23);
    let t25 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t26) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t25) else {
        return false
    };
    let t27 = dialects::gen::memref_to_llvm::ALIGNED_POINTER_SLOT(rw, v_ranked, t26);
    let t28 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t29) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t28) else {
        return false
    };
    let st30 = dialects::gen::llvm::LoadOp::build(
        ctx,
        rw.loc,
        t27,
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
        None,
        t29,
    );
    let v_aligned = rw.insert_built_value(st30);
    let Some(t32) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st33 = dialects::gen::llvm::AddrSpaceCastOp::build(
        ctx,
        rw.loc,
        v_allocated,
        t32,
    );
    let v_new_allocated = rw.insert_built_value(st33);
    let Some(t35) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let st36 = dialects::gen::llvm::AddrSpaceCastOp::build(ctx, rw.loc, v_aligned, t35);
    let v_new_aligned = rw.insert_built_value(st36);
    let st38 = dialects::gen::llvm::StoreOp::build(
        ctx,
        rw.loc,
        v_new_allocated,
        v_copy,
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
    rw.insert_built(st38);
    let Some(t40) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let t41 = dialects::gen::memref_to_llvm::ALIGNED_POINTER_SLOT(rw, v_copy, t40);
    let st42 = dialects::gen::llvm::StoreOp::build(
        ctx,
        rw.loc,
        v_new_aligned,
        t41,
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
    rw.insert_built(st42);
    let t44 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t45) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(rw, t44) else {
        return false
    };
    let v_from = dialects::gen::memref_to_llvm::OFFSET_SLOT(rw, v_ranked, t45);
    let Some(t46) = dialects::gen::memref_to_llvm::ELEMENT_PTR_TYPE(
        rw,
        rw.body.value_type(rw.body.result(op, 0usize)),
    ) else { return false };
    let v_to = dialects::gen::memref_to_llvm::OFFSET_SLOT(rw, v_copy, t46);
    let t47 = dialects::gen::terms::INDEX_VALUE(rw, 16i64);
    let t48 = dialects::gen::terms::INDEX_TYPE(rw);
    let st49 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t47), t48);
    let v51 = rw.insert_built_value(st49);
    let st52 = dialects::gen::llvm::SubOp::build(
        ctx,
        rw.loc,
        v_bytes,
        v51,
        None,
        rw.value_type(v_bytes),
    );
    let v54 = rw.insert_built_value(st52);
    let st55 = dialects::gen::llvm_intrinsics::MemcpyOp::build(
        ctx,
        rw.loc,
        v_to,
        v_from,
        v54,
        Some(ctx.bool_attr(false)),
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.insert_built(st55);
    rw.replace_op(op, &[v_result]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.copy` to `llvm.mul`, `llvm.extractvalue`, `llvm.intr.memcpy`.
pub fn lower_memref_copy(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_target) = rw.operand(op, 1usize) else { return false };
    let t1 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let t2 = dialects::gen::memref_to_llvm::IS_CONTIGUOUS(rw, t1);
    if !(t2) {
        return false;
    }
    let t3 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let t4 = dialects::gen::memref_to_llvm::IS_CONTIGUOUS(rw, t3);
    if !(t4) {
        return false;
    }
    let Some(t5) = dialects::gen::memref_to_llvm::NUM_ELEMENTS(rw, v_source) else {
        return false
    };
    let t6 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t7) = dialects::gen::memref_to_llvm::ELEMENT_TYPE(rw, t6) else {
        return false
    };
    let t8 = dialects::gen::memref_to_llvm::SIZE_OF(rw, t7);
    let st9 = dialects::gen::llvm::MulOp::build(
        ctx,
        rw.loc,
        t5,
        t8,
        None,
        rw.value_type(t5),
    );
    let v_bytes = rw.insert_built_value(st9);
    let t11 = dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t12) = dialects::gen::terms::FIELD_TYPE(rw, t11, 1i64) else {
        return false
    };
    let st13 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t12,
    );
    let v15 = rw.insert_built_value(st13);
    let t16 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t17) = dialects::gen::memref_to_llvm::ELEMENT_TYPE(rw, t16) else {
        return false
    };
    let t18 = dialects::gen::terms::INDEX_TYPE(rw);
    let st19 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[2i64])),
        t18,
    );
    let v21 = rw.insert_built_value(st19);
    let v_from = dialects::gen::memref_to_llvm::GEP(rw, v15, t17, v21);
    let t22 = dialects::gen::terms::TYPE_OF(rw, v_target);
    let Some(t23) = dialects::gen::terms::FIELD_TYPE(rw, t22, 1i64) else {
        return false
    };
    let st24 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_target,
        Some(ctx.dense_i64_array(&[1i64])),
        t23,
    );
    let v26 = rw.insert_built_value(st24);
    let t27 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t28) = dialects::gen::memref_to_llvm::ELEMENT_TYPE(rw, t27) else {
        return false
    };
    let t29 = dialects::gen::terms::INDEX_TYPE(rw);
    let st30 = dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_target,
        Some(ctx.dense_i64_array(&[2i64])),
        t29,
    );
    let v32 = rw.insert_built_value(st30);
    let v_to = dialects::gen::memref_to_llvm::GEP(rw, v26, t28, v32);
    let st33 = dialects::gen::llvm_intrinsics::MemcpyOp::build(
        ctx,
        rw.loc,
        v_to,
        v_from,
        v_bytes,
        Some(ctx.bool_attr(false)),
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.insert_built(st33);
    rw.replace_op(op, &[]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.copy` to `llvm.intr.stacksave`, `llvm.mlir.constant`, `llvm.alloca`, `llvm.store`, `llvm.intr.stackrestore`.
pub fn lower_memref_copy_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_target) = rw.operand(op, 1usize) else { return false };
    let Some(t1) = dialects::gen::terms::POINTER_TYPE(rw, 0i64) else { return false };
    let st2 = dialects::gen::llvm_intrinsics::StackSaveOp::build(ctx, rw.loc, t1);
    let v_stack = rw.insert_built_value(st2);
    let t4 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(v_from) = dialects::gen::memref_to_llvm::AS_UNRANKED(rw, t4, v_source) else {
        return false
    };
    let t5 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[1usize]);
    let Some(v_to) = dialects::gen::memref_to_llvm::AS_UNRANKED(rw, t5, v_target) else {
        return false
    };
    let t6 = dialects::gen::terms::INDEX_VALUE(rw, 1i64);
    let t7 = dialects::gen::terms::INDEX_TYPE(rw);
    let st8 = dialects::gen::llvm::ConstantOp::build(ctx, rw.loc, Some(t6), t7);
    let v_one = rw.insert_built_value(st8);
    let t10 = dialects::gen::terms::TYPE_OF(rw, v_from);
    let t11 = dialects::gen::terms::AS_TYPE_ATTR(rw, t10);
    let Some(t12) = dialects::gen::terms::POINTER_TYPE(rw, 0i64) else { return false };
    let st13 = dialects::gen::llvm::AllocaOp::build(
        ctx,
        rw.loc,
        v_one,
        None,
        Some(t11),
        None,
        t12,
    );
    let v_from_slot = rw.insert_built_value(st13);
    let st15 = dialects::gen::llvm::StoreOp::build(
        ctx,
        rw.loc,
        v_from,
        v_from_slot,
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
    rw.insert_built(st15);
    let t17 = dialects::gen::terms::TYPE_OF(rw, v_to);
    let t18 = dialects::gen::terms::AS_TYPE_ATTR(rw, t17);
    let Some(t19) = dialects::gen::terms::POINTER_TYPE(rw, 0i64) else { return false };
    let st20 = dialects::gen::llvm::AllocaOp::build(
        ctx,
        rw.loc,
        v_one,
        None,
        Some(t18),
        None,
        t19,
    );
    let v_to_slot = rw.insert_built_value(st20);
    let st22 = dialects::gen::llvm::StoreOp::build(
        ctx,
        rw.loc,
        v_to,
        v_to_slot,
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
    rw.insert_built(st22);
    let t24 = dialects::gen::terms::TYPE_OF(rw, rw.body.op(op).operands[0usize]);
    let Some(t25) = dialects::gen::memref_to_llvm::ELEMENT_TYPE(rw, t24) else {
        return false
    };
    let t26 = dialects::gen::memref_to_llvm::SIZE_OF(rw, t25);
    let Some(t27) = dialects::gen::memref_to_llvm::CALL_MEM_REF_COPY(
        rw,
        t26,
        v_from_slot,
        v_to_slot,
    ) else { return false };
    let st28 = dialects::gen::llvm_intrinsics::StackRestoreOp::build(
        ctx,
        rw.loc,
        v_stack,
    );
    rw.insert_built(st28);
    rw.replace_op(op, &[]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "memref.load",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_load",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_memref_load,
    },
    conversion::Pattern {
        root: "memref.store",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_store",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_memref_store,
    },
    conversion::Pattern {
        root: "memref.prefetch",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_prefetch",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_memref_prefetch,
    },
    conversion::Pattern {
        root: "memref.atomic_rmw",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_atomic_rmw",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_memref_atomic_rmw,
    },
    conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_dim",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_memref_dim,
    },
    conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_dim_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_memref_dim_2,
    },
    conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_dim_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_memref_dim_3,
    },
    conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_dim_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_memref_dim_4,
    },
    conversion::Pattern {
        root: "memref.cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_cast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_memref_cast,
    },
    conversion::Pattern {
        root: "memref.cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_memref_cast_2,
    },
    conversion::Pattern {
        root: "memref.cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_cast_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_memref_cast_3,
    },
    conversion::Pattern {
        root: "memref.rank",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_rank",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_memref_rank,
    },
    conversion::Pattern {
        root: "memref.rank",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_rank_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_memref_rank_2,
    },
    conversion::Pattern {
        root: "memref.extract_aligned_pointer_as_index",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_extract_aligned_pointer_as_index",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_aligned_pointer_as_index,
    },
    conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_alloc",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: lower_memref_alloc,
    },
    conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_alloc_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: lower_memref_alloc_2,
    },
    conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_alloc_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: lower_memref_alloc_3,
    },
    conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_alloc_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: lower_memref_alloc_4,
    },
    conversion::Pattern {
        root: "memref.alloca",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_alloca",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: lower_memref_alloca,
    },
    conversion::Pattern {
        root: "memref.dealloc",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_dealloc",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: lower_memref_dealloc,
    },
    conversion::Pattern {
        root: "memref.global",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref::global",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[20usize],
        },
        benefit: 1i32,
        apply: dialects::native::lower_memref::global,
    },
    conversion::Pattern {
        root: "memref.get_global",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_get_global",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[21usize],
        },
        benefit: 1i32,
        apply: lower_memref_get_global,
    },
    conversion::Pattern {
        root: "memref.reinterpret_cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_reinterpret_cast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[22usize],
        },
        benefit: 1i32,
        apply: lower_memref_reinterpret_cast,
    },
    conversion::Pattern {
        root: "memref.reinterpret_cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_reinterpret_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[23usize],
        },
        benefit: 1i32,
        apply: lower_memref_reinterpret_cast_2,
    },
    conversion::Pattern {
        root: "memref.view",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_view",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[24usize],
        },
        benefit: 1i32,
        apply: lower_memref_view,
    },
    conversion::Pattern {
        root: "memref.transpose",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_transpose",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[25usize],
        },
        benefit: 1i32,
        apply: lower_memref_transpose,
    },
    conversion::Pattern {
        root: "memref.transpose",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_transpose_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[26usize],
        },
        benefit: 1i32,
        apply: lower_memref_transpose_2,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[27usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata,
    },
    conversion::Pattern {
        root: "memref.assume_alignment",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_assume_alignment",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[28usize],
        },
        benefit: 1i32,
        apply: lower_memref_assume_alignment,
    },
    conversion::Pattern {
        root: "memref.memory_space_cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_memory_space_cast",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[29usize],
        },
        benefit: 1i32,
        apply: lower_memref_memory_space_cast,
    },
    conversion::Pattern {
        root: "memref.memory_space_cast",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_memory_space_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[30usize],
        },
        benefit: 1i32,
        apply: lower_memref_memory_space_cast_2,
    },
    conversion::Pattern {
        root: "memref.copy",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_copy",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[31usize],
        },
        benefit: 1i32,
        apply: lower_memref_copy,
    },
    conversion::Pattern {
        root: "memref.copy",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref_copy_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[32usize],
        },
        benefit: 1i32,
        apply: lower_memref_copy_2,
    },
    conversion::Pattern {
        root: "memref.alloca_scope",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref::alloca_scope",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[33usize],
        },
        benefit: 1i32,
        apply: dialects::native::lower_memref::alloca_scope,
    },
    conversion::Pattern {
        root: "memref.generic_atomic_rmw",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref::generic_atomic_rmw",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[34usize],
        },
        benefit: 1i32,
        apply: dialects::native::lower_memref::generic_atomic_rmw,
    },
    conversion::Pattern {
        root: "memref.reshape",
        dialect: "memref",
        target: "llvm",
        also_targets: &[],
        name: "lower_memref::reshape",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_to_llvm.td",
            line: &dialects::gen::memref_to_llvm::__spec_lines::LINES[35usize],
        },
        benefit: 1i32,
        apply: dialects::native::lower_memref::reshape,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 36usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
