// @generated from spec/conversion/expand_strided_metadata.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `StridedMetadataOf`, (Value) -> Value?",
    STRIDED_METADATA_OF : fn (::descent::ir::Value) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::strided_metadata_of
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `StridedMetadataAt`, (Value, Value) -> Value?",
    STRIDED_METADATA_AT : fn (::descent::ir::Value, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::strided_metadata_at
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `SubviewAsReinterpretCast`, (Value) -> Value?",
    SUBVIEW_AS_REINTERPRET_CAST : fn (::descent::ir::Value) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::subview_as_reinterpret_cast
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `ReassociativeReshapeAsReinterpretCast`, (Value) -> Value?",
    REASSOCIATIVE_RESHAPE_AS_REINTERPRET_CAST : fn (::descent::ir::Value) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::reshape_as_reinterpret_cast
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `SubviewMetadata`, (Value, Value) -> Values?",
    SUBVIEW_METADATA : fn (::descent::ir::Value, ::descent::ir::Value) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::subview_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `ReshapeMetadata`, (Value, Value) -> Values?",
    RESHAPE_METADATA : fn (::descent::ir::Value, ::descent::ir::Value) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::reshape_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `AllocMetadata`, (Value) -> Values?",
    ALLOC_METADATA : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::alloc_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `GlobalMetadata`, (Value) -> Values?",
    GLOBAL_METADATA : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::global_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `ReinterpretCastMetadata`, (Value) -> Values?",
    REINTERPRET_CAST_METADATA : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::reinterpret_cast_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `MetadataOfSource`, (Value) -> Values?",
    METADATA_OF_SOURCE : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::metadata_of_source
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `MemorySpaceCastMetadata`, (Value, Value) -> Values?",
    MEMORY_SPACE_CAST_METADATA : fn (::descent::ir::Value, ::descent::ir::Value) ->
    Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::memory_space_cast_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `BaseBufferMetadata`, (Value) -> Values?",
    BASE_BUFFER_METADATA : fn (::descent::ir::Value) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::expand_strided::base_buffer_metadata
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `MetadataBase`, (Values) -> Value?",
    METADATA_BASE : fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::metadata_base
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `MetadataOffset`, (Values) -> Value?",
    METADATA_OFFSET : fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::metadata_offset
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `MetadataSizes`, (Values) -> Values",
    METADATA_SIZES : fn (& [::descent::ir::Value]) -> ::std::vec::Vec <
    ::descent::ir::Value > = ::descent::dialects::native::expand_strided::metadata_sizes
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `MetadataStrides`, (Values) -> Values",
    METADATA_STRIDES : fn (& [::descent::ir::Value]) -> ::std::vec::Vec <
    ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::metadata_strides
);
conversion::term!(
    " spec/conversion/expand_strided_metadata.td:N: term `ViewSource`, (Value) -> Value?",
    VIEW_SOURCE : fn (::descent::ir::Value) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_strided::view_source
);
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.subview` to what `SubviewAsReinterpretCast` builds.
pub fn lower_memref_subview(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_source = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::memref::SUB_VIEW_OP_INFO.operand_arities,
            1usize,
        );
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::SUB_VIEW_OP_INFO.operand_arities,
            2usize,
        );
    let v_strides = rw
        .source_operand_group(
            op,
            dialects::gen::memref::SUB_VIEW_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_so) = rw.body.attr(op, ctx.ident("static_offsets")) else { return false };
    let Some(v_ss) = rw.body.attr(op, ctx.ident("static_sizes")) else { return false };
    let Some(v_st) = rw.body.attr(op, ctx.ident("static_strides")) else { return false };
    let Some(v_base) = dialects::gen::expand_strided_metadata::STRIDED_METADATA_OF(
        rw,
        v_source,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::SUBVIEW_AS_REINTERPRET_CAST(
        rw,
        v_base,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.expand_shape` to what `ReassociativeReshapeAsReinterpretCast` builds.
pub fn lower_memref_expand_shape(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_src = rw.body.op(op).operands[0usize];
    let Some(v_reassociation) = rw.body.attr(op, ctx.ident("reassociation")) else {
        return false
    };
    let v_shape = rw
        .source_operand_group(
            op,
            dialects::gen::memref::EXPAND_SHAPE_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_static_shape) = rw.body.attr(op, ctx.ident("static_output_shape")) else {
        return false
    };
    let Some(v_base) = dialects::gen::expand_strided_metadata::STRIDED_METADATA_OF(
        rw,
        v_src,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::REASSOCIATIVE_RESHAPE_AS_REINTERPRET_CAST(
        rw,
        v_base,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.collapse_shape` to what `ReassociativeReshapeAsReinterpretCast` builds.
pub fn lower_memref_collapse_shape(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_src = rw.body.op(op).operands[0usize];
    let Some(v_reassociation) = rw.body.attr(op, ctx.ident("reassociation")) else {
        return false
    };
    let Some(v_base) = dialects::gen::expand_strided_metadata::STRIDED_METADATA_OF(
        rw,
        v_src,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::REASSOCIATIVE_RESHAPE_AS_REINTERPRET_CAST(
        rw,
        v_base,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.subview") {
        return false;
    }
    let Some(&v_source) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_offsets = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::SUB_VIEW_OP_INFO.operand_arities,
            1usize,
        );
    let v_sizes = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::SUB_VIEW_OP_INFO.operand_arities,
            2usize,
        );
    let v_strides = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::SUB_VIEW_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_so) = rw.body.attr(m0, ctx.ident("static_offsets")) else { return false };
    let Some(v_ss) = rw.body.attr(m0, ctx.ident("static_sizes")) else { return false };
    let Some(v_st) = rw.body.attr(m0, ctx.ident("static_strides")) else { return false };
    let v_view = rw.body.op(op).operands[0usize];
    let Some(v_base) = dialects::gen::expand_strided_metadata::STRIDED_METADATA_AT(
        rw,
        v_source,
        v_view,
    ) else { return false };
    let Some(v_md) = dialects::gen::expand_strided_metadata::SUBVIEW_METADATA(
        rw,
        v_view,
        v_base,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.expand_shape") {
        return false;
    }
    let Some(&v_src) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_reassociation) = rw.body.attr(m0, ctx.ident("reassociation")) else {
        return false
    };
    let v_shape = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::EXPAND_SHAPE_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_static_shape) = rw.body.attr(m0, ctx.ident("static_output_shape")) else {
        return false
    };
    let v_view = rw.body.op(op).operands[0usize];
    let Some(v_base) = dialects::gen::expand_strided_metadata::STRIDED_METADATA_AT(
        rw,
        v_src,
        v_view,
    ) else { return false };
    let Some(v_md) = dialects::gen::expand_strided_metadata::RESHAPE_METADATA(
        rw,
        v_view,
        v_base,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.collapse_shape") {
        return false;
    }
    let Some(&v_src) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_reassociation) = rw.body.attr(m0, ctx.ident("reassociation")) else {
        return false
    };
    let v_view = rw.body.op(op).operands[0usize];
    let Some(v_base) = dialects::gen::expand_strided_metadata::STRIDED_METADATA_AT(
        rw,
        v_src,
        v_view,
    ) else { return false };
    let Some(v_md) = dialects::gen::expand_strided_metadata::RESHAPE_METADATA(
        rw,
        v_view,
        v_base,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.alloc") {
        return false;
    }
    let v_d = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::ALLOC_OP_INFO.operand_arities,
            0usize,
        );
    let v_s = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::ALLOC_OP_INFO.operand_arities,
            1usize,
        );
    let v_a = rw.body.attr(m0, ctx.ident("alignment"));
    let v_alloc = rw.body.op(op).operands[0usize];
    let Some(v_md) = dialects::gen::expand_strided_metadata::ALLOC_METADATA(rw, v_alloc)
    else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.alloca") {
        return false;
    }
    let v_d = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::ALLOCA_OP_INFO.operand_arities,
            0usize,
        );
    let v_s = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::ALLOCA_OP_INFO.operand_arities,
            1usize,
        );
    let v_a = rw.body.attr(m0, ctx.ident("alignment"));
    let v_alloc = rw.body.op(op).operands[0usize];
    let Some(v_md) = dialects::gen::expand_strided_metadata::ALLOC_METADATA(rw, v_alloc)
    else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.get_global") {
        return false;
    }
    let Some(v_name) = rw.body.attr(m0, ctx.ident("name")) else { return false };
    let v_global = rw.body.op(op).operands[0usize];
    let Some(v_md) = dialects::gen::expand_strided_metadata::GLOBAL_METADATA(
        rw,
        v_global,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_7(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.reinterpret_cast") {
        return false;
    }
    let Some(&v_s) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_o = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            1usize,
        );
    let v_z = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            2usize,
        );
    let v_t = rw
        .source_operand_group(
            m0,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_so) = rw.body.attr(m0, ctx.ident("static_offsets")) else { return false };
    let Some(v_ss) = rw.body.attr(m0, ctx.ident("static_sizes")) else { return false };
    let Some(v_st) = rw.body.attr(m0, ctx.ident("static_strides")) else { return false };
    let v_cast = rw.body.op(op).operands[0usize];
    let Some(v_md) = dialects::gen::expand_strided_metadata::REINTERPRET_CAST_METADATA(
        rw,
        v_cast,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_8(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.memory_space_cast") {
        return false;
    }
    let Some(&v_source) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_cast = rw.body.op(op).operands[0usize];
    let Some(v_md) = dialects::gen::expand_strided_metadata::MEMORY_SPACE_CAST_METADATA(
        rw,
        v_cast,
        v_source,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_9(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.assume_alignment") {
        return false;
    }
    let Some(&v_memref) = rw.body.op(m0).operands.get(0usize) else { return false };
    let Some(v_alignment) = rw.body.attr(m0, ctx.ident("alignment")) else {
        return false
    };
    let Some(v_md) = dialects::gen::expand_strided_metadata::METADATA_OF_SOURCE(
        rw,
        v_memref,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_strided_metadata` to what `MetadataBase`, `MetadataOffset`, `MetadataSizes`, `MetadataStrides` builds.
pub fn lower_memref_extract_strided_metadata_10(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(m0) = rw.defining_op(mv0) else { return false };
    if rw.body.op(m0).name.ident != ctx.ident("memref.extract_strided_metadata") {
        return false;
    }
    let Some(&v_source) = rw.body.op(m0).operands.get(0usize) else { return false };
    let v_base = rw.body.op(op).operands[0usize];
    let Some(v_md) = dialects::gen::expand_strided_metadata::BASE_BUFFER_METADATA(
        rw,
        v_base,
    ) else { return false };
    let Some(t1) = dialects::gen::expand_strided_metadata::METADATA_BASE(rw, &v_md) else {
        return false
    };
    let t2 = t1;
    let Some(t3) = dialects::gen::expand_strided_metadata::METADATA_OFFSET(rw, &v_md)
    else { return false };
    let t4 = t3;
    let t5 = dialects::gen::expand_strided_metadata::METADATA_SIZES(rw, &v_md);
    let t6 = t5;
    let t7 = dialects::gen::expand_strided_metadata::METADATA_STRIDES(rw, &v_md);
    let t8 = t7;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.push(t2);
    values.push(t4);
    values.extend_from_slice(&t6);
    values.extend_from_slice(&t8);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/expand_strided_metadata.td:N`: `memref.extract_aligned_pointer_as_index` to `memref.extract_aligned_pointer_as_index`.
pub fn lower_memref_extract_aligned_pointer_as_index(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let types = rw.source_result_types(op);
    let v_source = rw.body.op(op).operands[0usize];
    let Some(t1) = dialects::gen::expand_strided_metadata::VIEW_SOURCE(rw, v_source)
    else { return false };
    let st2 = dialects::gen::memref::ExtractAlignedPointerAsIndexOp::build(
        ctx,
        rw.loc,
        t1,
        types[0usize],
    );
    let v4 = rw.insert_built_value(st2);
    rw.replace_op(op, &[v4]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "memref.subview",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_subview",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_memref_subview,
    },
    conversion::Pattern {
        root: "memref.expand_shape",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_expand_shape",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_memref_expand_shape,
    },
    conversion::Pattern {
        root: "memref.collapse_shape",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_collapse_shape",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_memref_collapse_shape,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_2,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_3,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_4,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_5",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_5,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_6",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_6,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_7",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_7,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_8",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_8,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_9",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_9,
    },
    conversion::Pattern {
        root: "memref.extract_strided_metadata",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_strided_metadata_10",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_strided_metadata_10,
    },
    conversion::Pattern {
        root: "memref.extract_aligned_pointer_as_index",
        dialect: "memref",
        target: "expand-strided-metadata",
        also_targets: &[],
        name: "lower_memref_extract_aligned_pointer_as_index",
        defined_at: ir::SpecPos {
            file: "spec/conversion/expand_strided_metadata.td",
            line: &dialects::gen::expand_strided_metadata::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_memref_extract_aligned_pointer_as_index,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 14usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32,
    ];
}
