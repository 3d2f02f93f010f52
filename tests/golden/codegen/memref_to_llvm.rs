// @generated from spec/conversion/memref_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ElementPtr`, (Type, Value, Values) -> Value?",
    ELEMENT_PTR : fn (::descent::ir::Type, ::descent::ir::Value, &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::element_ptr
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `PlainElementPtr`, (Type, Value, Values) -> Value?",
    PLAIN_ELEMENT_PTR : fn (::descent::ir::Type, ::descent::ir::Value, &
    [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::conversion::descriptor::plain_element_ptr
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AlignedPointer`, (Type, Value) -> Value?",
    ALIGNED_POINTER : fn (::descent::ir::Type, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::aligned_pointer
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `IsRankedMemRef`, (Type) -> Bool",
    IS_RANKED_MEM_REF : fn (::descent::ir::Type) -> bool =
    ::descent::conversion::descriptor::is_ranked_memref
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `Promote`, (Value) -> Value", PROMOTE
    : fn (::descent::ir::Value) -> ::descent::ir::Value =
    ::descent::conversion::descriptor::promote
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `RankOf`, (Type) -> Int?", RANK_OF :
    fn (::descent::ir::Type) -> Option < i64 > =
    ::descent::conversion::descriptor::rank_of
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `AtomicBinOp`, (Attr) -> Attr?",
    ATOMIC_BIN_OP : fn (::descent::ir::Attribute) -> Option < ::descent::ir::Attribute >
    = ::descent::dialects::native::lower_memref::atomic_bin_op
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `ConstantIndex`, (Value) -> Int?",
    CONSTANT_INDEX : fn (::descent::ir::Value) -> Option < i64 > =
    ::descent::dialects::native::lower_memref::constant_index_of
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `StaticSize`, (Type, Int) -> Int?",
    STATIC_SIZE : fn (::descent::ir::Type, i64) -> Option < i64 > =
    ::descent::dialects::native::lower_memref::static_size
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `DynamicSizePosition`, (Type, Int) -> Attr?",
    DYNAMIC_SIZE_POSITION : fn (::descent::ir::Type, i64) -> Option <
    ::descent::ir::Attribute > =
    ::descent::dialects::native::lower_memref::dynamic_size_position
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `SizeAt`, (Value, Value, Int) -> Value?",
    SIZE_AT : fn (::descent::ir::Value, ::descent::ir::Value, i64) -> Option <
    ::descent::ir::Value > = ::descent::conversion::descriptor::size_at_term
);
::descent::conversion::term!(
    " spec/conversion/memref_to_llvm.td:N: term `UnrankedSize`, (Type, Value, Value) -> Value?",
    UNRANKED_SIZE : fn (::descent::ir::Type, ::descent::ir::Value, ::descent::ir::Value)
    -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_memref::unranked_size
);
/// `spec/conversion/memref_to_llvm.td:N`: `memref.load` to `llvm.load`.
pub fn lower_memref_load(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::memref::LOAD_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let v_nontemporal = rw.body.attr(op, ctx.ident("nontemporal"));
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::ELEMENT_PTR(
        rw,
        t1,
        v_memref,
        &v_indices,
    ) else { return false };
    let t3 = ::descent::dialects::gen::terms::IS_TRUE(rw, v_nontemporal);
    let st4 = ::descent::dialects::gen::llvm::LoadOp::build(
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
pub fn lower_memref_store(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_memref) = rw.operand(op, 1usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::memref::STORE_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let v_nontemporal = rw.body.attr(op, ctx.ident("nontemporal"));
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[1usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::ELEMENT_PTR(
        rw,
        t1,
        v_memref,
        &v_indices,
    ) else { return false };
    let t3 = ::descent::dialects::gen::terms::IS_TRUE(rw, v_nontemporal);
    let st4 = ::descent::dialects::gen::llvm::StoreOp::build(
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
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::memref::PREFETCH_OP_INFO.operand_arities,
            1usize,
        ) else { return false };
    let Some(v_is_write) = rw.body.attr(op, ctx.ident("isWrite")) else { return false };
    let Some(v_locality_hint) = rw.body.attr(op, ctx.ident("localityHint")) else {
        return false
    };
    let Some(v_is_data_cache) = rw.body.attr(op, ctx.ident("isDataCache")) else {
        return false
    };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::PLAIN_ELEMENT_PTR(
        rw,
        t1,
        v_memref,
        &v_indices,
    ) else { return false };
    let t3 = ::descent::dialects::gen::terms::AS_I32(rw, Some(v_is_write));
    let t4 = ::descent::dialects::gen::terms::AS_I32(rw, Some(v_locality_hint));
    let t5 = ::descent::dialects::gen::terms::AS_I32(rw, Some(v_is_data_cache));
    let st6 = ::descent::dialects::gen::llvm_intrinsics::PrefetchOp::build(
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
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_kind) = rw.body.attr(op, ctx.ident("kind")) else { return false };
    let Some(v_value) = rw.operand(op, 0usize) else { return false };
    let Some(v_memref) = rw.operand(op, 1usize) else { return false };
    let Some(v_indices) = rw
        .operand_group(
            op,
            ::descent::dialects::gen::memref::ATOMIC_RMW_OP_INFO.operand_arities,
            2usize,
        ) else { return false };
    let Some(t1) = ::descent::dialects::gen::memref_to_llvm::ATOMIC_BIN_OP(rw, v_kind)
    else { return false };
    let t2 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[1usize],
    );
    let Some(t3) = ::descent::dialects::gen::memref_to_llvm::PLAIN_ELEMENT_PTR(
        rw,
        t2,
        v_memref,
        &v_indices,
    ) else { return false };
    let st4 = ::descent::dialects::gen::llvm::AtomicRmwOp::build(
        ctx,
        rw.loc,
        t3,
        v_value,
        Some(t1),
        Some(
            ::descent::conversion::enum_value_attr(
                ctx,
                &::descent::dialects::gen::llvm_enums::LLVM_ATOMIC_ORDERING_ATTR_ENUM,
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
pub fn lower_memref_dim(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::CONSTANT_INDEX(
        rw,
        rw.body.op(op).operands[1usize],
    ) else { return false };
    let Some(t3) = ::descent::dialects::gen::memref_to_llvm::STATIC_SIZE(rw, t1, t2)
    else { return false };
    let t4 = ::descent::dialects::gen::terms::INDEX_VALUE(rw, t3);
    let st5 = ::descent::dialects::gen::llvm::ConstantOp::build(
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
pub fn lower_memref_dim_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::CONSTANT_INDEX(
        rw,
        rw.body.op(op).operands[1usize],
    ) else { return false };
    let Some(t3) = ::descent::dialects::gen::memref_to_llvm::DYNAMIC_SIZE_POSITION(
        rw,
        t1,
        t2,
    ) else { return false };
    let st4 = ::descent::dialects::gen::llvm::ExtractValueOp::build(
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
pub fn lower_memref_dim_3(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::RANK_OF(rw, t1) else {
        return false
    };
    let Some(t3) = ::descent::dialects::gen::memref_to_llvm::SIZE_AT(
        rw,
        v_source,
        v_index,
        t2,
    ) else { return false };
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.dim` to a value it already has.
pub fn lower_memref_dim_4(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    if rw.result_types(op).is_none() {
        return false;
    }
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let Some(v_index) = rw.operand(op, 1usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::UNRANKED_SIZE(
        rw,
        t1,
        v_source,
        v_index,
    ) else { return false };
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.cast` to a value it already has.
pub fn lower_memref_cast(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(rw, v_source);
    let t2 = ::descent::dialects::gen::terms::SAME_TYPE(rw, t1, types[0usize]);
    if !(t2) {
        return false;
    }
    rw.replace_op(op, &[v_source]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.cast` to `llvm.mlir.constant`, `llvm.mlir.poison`, `llvm.insertvalue`.
pub fn lower_memref_cast_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let t2 = ::descent::dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(rw, t1);
    if !(t2) {
        return false;
    }
    let t3 = ::descent::dialects::gen::terms::TYPE_OF(rw, v_source);
    let t4 = ::descent::dialects::gen::terms::SAME_TYPE(rw, t3, types[0usize]);
    if !(!(t4)) {
        return false;
    }
    let v_pointer = ::descent::dialects::gen::memref_to_llvm::PROMOTE(rw, v_source);
    let t5 = v_pointer;
    let t6 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t7) = ::descent::dialects::gen::memref_to_llvm::RANK_OF(rw, t6) else {
        return false
    };
    let t8 = ::descent::dialects::gen::terms::INDEX_VALUE(rw, t7);
    let t9 = ::descent::dialects::gen::terms::INDEX_TYPE(rw);
    let st10 = ::descent::dialects::gen::llvm::ConstantOp::build(
        ctx,
        rw.loc,
        Some(t8),
        t9,
    );
    let v_rank = rw.insert_built_value(st10);
    let st12 = ::descent::dialects::gen::llvm::PoisonOp::build(
        ctx,
        rw.loc,
        types[0usize],
    );
    let v14 = rw.insert_built_value(st12);
    let st15 = ::descent::dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v14,
        v_rank,
        Some(ctx.dense_i64_array(&[0i64])),
        rw.value_type(v14),
    );
    let v17 = rw.insert_built_value(st15);
    let st18 = ::descent::dialects::gen::llvm::InsertValueOp::build(
        ctx,
        rw.loc,
        v17,
        v_pointer,
        Some(ctx.dense_i64_array(&[1i64])),
        types[0usize],
    );
    let v20 = rw.insert_built_value(st18);
    rw.replace_op(op, &[v20]);
    true
}
/// `spec/conversion/memref_to_llvm.td:N`: `memref.cast` to `llvm.extractvalue`, `llvm.load`.
pub fn lower_memref_cast_3(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let t2 = ::descent::dialects::gen::memref_to_llvm::IS_RANKED_MEM_REF(rw, t1);
    if !(!(t2)) {
        return false;
    }
    let t3 = ::descent::dialects::gen::terms::TYPE_OF(rw, v_source);
    let Some(t4) = ::descent::dialects::gen::terms::FIELD_TYPE(rw, t3, 1i64) else {
        return false
    };
    let st5 = ::descent::dialects::gen::llvm::ExtractValueOp::build(
        ctx,
        rw.loc,
        v_source,
        Some(ctx.dense_i64_array(&[1i64])),
        t4,
    );
    let v7 = rw.insert_built_value(st5);
    let st8 = ::descent::dialects::gen::llvm::LoadOp::build(
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
pub fn lower_memref_rank(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::RANK_OF(rw, t1) else {
        return false
    };
    let t3 = ::descent::dialects::gen::terms::INDEX_VALUE(rw, t2);
    let st4 = ::descent::dialects::gen::llvm::ConstantOp::build(
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
pub fn lower_memref_rank_2(
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_memref) = rw.operand(op, 0usize) else { return false };
    let st1 = ::descent::dialects::gen::llvm::ExtractValueOp::build(
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
    rw: &mut ::descent::conversion::Rewriter<'_, '_>,
    op: ::descent::ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(v_source) = rw.operand(op, 0usize) else { return false };
    let t1 = ::descent::dialects::gen::terms::TYPE_OF(
        rw,
        rw.body.op(op).operands[0usize],
    );
    let Some(t2) = ::descent::dialects::gen::memref_to_llvm::ALIGNED_POINTER(
        rw,
        t1,
        v_source,
    ) else { return false };
    let st3 = ::descent::dialects::gen::llvm::PtrToIntOp::build(
        ctx,
        rw.loc,
        t2,
        types[0usize],
    );
    let v5 = rw.insert_built_value(st3);
    rw.replace_op(op, &[v5]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "memref.load",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_load",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_load,
    },
    ::descent::conversion::Pattern {
        root: "memref.store",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_store",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_store,
    },
    ::descent::conversion::Pattern {
        root: "memref.prefetch",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_prefetch",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_prefetch,
    },
    ::descent::conversion::Pattern {
        root: "memref.atomic_rmw",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_atomic_rmw",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_atomic_rmw,
    },
    ::descent::conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_dim",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_dim,
    },
    ::descent::conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_dim_2",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_dim_2,
    },
    ::descent::conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_dim_3",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_dim_3,
    },
    ::descent::conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_dim_4",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_dim_4,
    },
    ::descent::conversion::Pattern {
        root: "memref.cast",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_cast",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_cast,
    },
    ::descent::conversion::Pattern {
        root: "memref.cast",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_cast_2",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_cast_2,
    },
    ::descent::conversion::Pattern {
        root: "memref.cast",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_cast_3",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_cast_3,
    },
    ::descent::conversion::Pattern {
        root: "memref.rank",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_rank",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_rank,
    },
    ::descent::conversion::Pattern {
        root: "memref.rank",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_rank_2",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_rank_2,
    },
    ::descent::conversion::Pattern {
        root: "memref.extract_aligned_pointer_as_index",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref_extract_aligned_pointer_as_index",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: lower_memref_extract_aligned_pointer_as_index,
    },
    ::descent::conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::alloc",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::alloc,
    },
    ::descent::conversion::Pattern {
        root: "memref.alloca",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::alloca",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::alloca,
    },
    ::descent::conversion::Pattern {
        root: "memref.alloca_scope",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::alloca_scope",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::alloca_scope,
    },
    ::descent::conversion::Pattern {
        root: "memref.dealloc",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::dealloc",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::dealloc,
    },
    ::descent::conversion::Pattern {
        root: "memref.generic_atomic_rmw",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::generic_atomic_rmw",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::generic_atomic_rmw,
    },
    ::descent::conversion::Pattern {
        root: "memref.reinterpret_cast",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::reinterpret_cast",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::reinterpret_cast,
    },
    ::descent::conversion::Pattern {
        root: "memref.reshape",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::reshape",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::reshape,
    },
    ::descent::conversion::Pattern {
        root: "memref.view",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::view",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::view,
    },
    ::descent::conversion::Pattern {
        root: "memref.transpose",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::transpose",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::transpose,
    },
    ::descent::conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::extract_strided_metadata",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::extract_strided_metadata,
    },
    ::descent::conversion::Pattern {
        root: "memref.assume_alignment",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::assume_alignment",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::assume_alignment,
    },
    ::descent::conversion::Pattern {
        root: "memref.memory_space_cast",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::memory_space_cast",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::memory_space_cast,
    },
    ::descent::conversion::Pattern {
        root: "memref.copy",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::copy",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::copy,
    },
    ::descent::conversion::Pattern {
        root: "memref.global",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::global",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::global,
    },
    ::descent::conversion::Pattern {
        root: "memref.get_global",
        dialect: "memref",
        target: "llvm",
        name: "lower_memref::get_global",
        defined_at: "spec/conversion/memref_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_memref::get_global,
    },
];
