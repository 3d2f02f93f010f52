// @generated from spec/canonicalize/memref_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `AllocaScopeInlinable`, (Region) -> Bool",
    ALLOCA_SCOPE_INLINABLE : fn (::descent::ir::RegionId) -> bool =
    ::descent::dialects::native::canon_memref::alloca_scope_inlinable
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `AllocaScopeHoister`, () -> Values?",
    ALLOCA_SCOPE_HOISTER : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_memref::alloca_scope_hoister
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `DimOfMemRefReshape`, () -> Value?",
    DIM_OF_MEM_REF_RESHAPE : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::dim_of_memref_reshape
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `SubViewConstantArgumentFolder`, () -> Value?",
    SUB_VIEW_CONSTANT_ARGUMENT_FOLDER : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::subview_constant_argument_folder
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `SubViewOpMemRefCastFolder`, () -> Value?",
    SUB_VIEW_OP_MEM_REF_CAST_FOLDER : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::subview_memref_cast_folder
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `ViewOpShapeFolder`, () -> Value?",
    VIEW_OP_SHAPE_FOLDER : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::view_shape_folder
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `ViewOpMemrefCastFolder`, () -> Value?",
    VIEW_OP_MEMREF_CAST_FOLDER : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::view_memref_cast_folder
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `SimplifyAllocConst`, () -> Value?",
    SIMPLIFY_ALLOC_CONST : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::simplify_alloc_const
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `TrivialSubViewOpFolder`, () -> Value?",
    TRIVIAL_SUB_VIEW_OP_FOLDER : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::trivial_subview_folder
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `IsSelfOrEmptyCopy`, (Value, Value) -> Bool",
    IS_SELF_OR_EMPTY_COPY : fn (::descent::ir::Value, ::descent::ir::Value) -> bool =
    ::descent::dialects::native::canon_memref::is_self_or_empty_copy
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `SimplifyDeadAlloc`, () -> Value?",
    SIMPLIFY_DEAD_ALLOC : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::simplify_dead_alloc
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `ReinterpretCastConstantArgumentFolder`, () -> Value?",
    REINTERPRET_CAST_CONSTANT_ARGUMENT_FOLDER : fn () -> Option < ::descent::ir::Value >
    =
    ::descent::dialects::native::canon_memref::reinterpret_cast_constant_argument_folder
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `ReinterpretCastOfExtractStridedMetadata`, () -> Value?",
    REINTERPRET_CAST_OF_EXTRACT_STRIDED_METADATA : fn () -> Option < ::descent::ir::Value
    > =
    ::descent::dialects::native::canon_memref::reinterpret_cast_of_extract_strided_metadata
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `ComposeReassociativeReshapeOps`, () -> Value?",
    COMPOSE_REASSOCIATIVE_RESHAPE_OPS : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::compose_reassociative_reshapes
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `ComposeCollapseOfExpandOp`, () -> Value?",
    COMPOSE_COLLAPSE_OF_EXPAND_OP : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::compose_collapse_of_expand
);
conversion::term!(
    " spec/canonicalize/memref_canonicalize.td:N: term `CollapseShapeOpMemRefCastFolder`, () -> Value?",
    COLLAPSE_SHAPE_OP_MEM_REF_CAST_FOLDER : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_memref::collapse_shape_memref_cast_folder
);
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloca_scope` to what `InlineSingleBlock` builds.
pub fn canonicalize_memref_alloca_scope(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::memref_canonicalize::ALLOCA_SCOPE_INLINABLE(rw, v_body);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_body)
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
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloca_scope` to what `AllocaScopeHoister` builds.
pub fn canonicalize_memref_alloca_scope_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(&v_body) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::memref_canonicalize::ALLOCA_SCOPE_HOISTER(rw) else {
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
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.dim` to what `DimOfMemRefReshape` builds.
pub fn canonicalize_memref_dim(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_source = rw.body.op(op).operands[0usize];
    let v_index = rw.body.op(op).operands[1usize];
    let Some(t1) = dialects::gen::memref_canonicalize::DIM_OF_MEM_REF_RESHAPE(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.subview` to what `SubViewConstantArgumentFolder` builds.
pub fn canonicalize_memref_subview(
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
    let Some(t1) = dialects::gen::memref_canonicalize::SUB_VIEW_CONSTANT_ARGUMENT_FOLDER(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.subview` to what `SubViewOpMemRefCastFolder` builds.
pub fn canonicalize_memref_subview_2(
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
    let Some(t1) = dialects::gen::memref_canonicalize::SUB_VIEW_OP_MEM_REF_CAST_FOLDER(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.view` to what `ViewOpShapeFolder` builds.
pub fn canonicalize_memref_view(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_source = rw.body.op(op).operands[0usize];
    let v_shift = rw.body.op(op).operands[1usize];
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::VIEW_OP_INFO.operand_arities,
            2usize,
        );
    let Some(t1) = dialects::gen::memref_canonicalize::VIEW_OP_SHAPE_FOLDER(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.view` to what `ViewOpMemrefCastFolder` builds.
pub fn canonicalize_memref_view_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_source = rw.body.op(op).operands[0usize];
    let v_shift = rw.body.op(op).operands[1usize];
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::VIEW_OP_INFO.operand_arities,
            2usize,
        );
    let Some(t1) = dialects::gen::memref_canonicalize::VIEW_OP_MEMREF_CAST_FOLDER(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloc` to what `SimplifyAllocConst` builds.
pub fn canonicalize_memref_alloc(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOC_OP_INFO.operand_arities,
            0usize,
        );
    let v_symbols = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOC_OP_INFO.operand_arities,
            1usize,
        );
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let Some(t1) = dialects::gen::memref_canonicalize::SIMPLIFY_ALLOC_CONST(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloca` to what `SimplifyAllocConst` builds.
pub fn canonicalize_memref_alloca(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOCA_OP_INFO.operand_arities,
            0usize,
        );
    let v_symbols = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOCA_OP_INFO.operand_arities,
            1usize,
        );
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let Some(t1) = dialects::gen::memref_canonicalize::SIMPLIFY_ALLOC_CONST(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.subview` to what `TrivialSubViewOpFolder` builds.
pub fn canonicalize_memref_subview_3(
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
    let Some(t1) = dialects::gen::memref_canonicalize::TRIVIAL_SUB_VIEW_OP_FOLDER(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.copy` to a value it already has.
pub fn canonicalize_memref_copy(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_source = rw.body.op(op).operands[0usize];
    let v_target = rw.body.op(op).operands[1usize];
    let t1 = dialects::gen::memref_canonicalize::IS_SELF_OR_EMPTY_COPY(
        rw,
        v_source,
        v_target,
    );
    if !(t1) {
        return false;
    }
    let l2: [ir::Value; 0usize] = [];
    rw.replace_op(op, &[]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloc` to what `SimplifyDeadAlloc` builds.
pub fn canonicalize_memref_alloc_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOC_OP_INFO.operand_arities,
            0usize,
        );
    let v_symbols = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOC_OP_INFO.operand_arities,
            1usize,
        );
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let Some(t1) = dialects::gen::memref_canonicalize::SIMPLIFY_DEAD_ALLOC(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.alloca` to what `SimplifyDeadAlloc` builds.
pub fn canonicalize_memref_alloca_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOCA_OP_INFO.operand_arities,
            0usize,
        );
    let v_symbols = rw
        .source_operand_group(
            op,
            dialects::gen::memref::ALLOCA_OP_INFO.operand_arities,
            1usize,
        );
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let Some(t1) = dialects::gen::memref_canonicalize::SIMPLIFY_DEAD_ALLOC(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.realloc` to what `SimplifyDeadAlloc` builds.
pub fn canonicalize_memref_realloc(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_source = rw.body.op(op).operands[0usize];
    let v_size = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REALLOC_OP_INFO.operand_arities,
            1usize,
        );
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let Some(t1) = dialects::gen::memref_canonicalize::SIMPLIFY_DEAD_ALLOC(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.reinterpret_cast` to what `ReinterpretCastConstantArgumentFolder` builds.
pub fn canonicalize_memref_reinterpret_cast(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_source = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            1usize,
        );
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            2usize,
        );
    let v_strides = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_so) = rw.body.attr(op, ctx.ident("static_offsets")) else { return false };
    let Some(v_ss) = rw.body.attr(op, ctx.ident("static_sizes")) else { return false };
    let Some(v_st) = rw.body.attr(op, ctx.ident("static_strides")) else { return false };
    let Some(t1) = dialects::gen::memref_canonicalize::REINTERPRET_CAST_CONSTANT_ARGUMENT_FOLDER(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.reinterpret_cast` to what `ReinterpretCastOfExtractStridedMetadata` builds.
pub fn canonicalize_memref_reinterpret_cast_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_source = rw.body.op(op).operands[0usize];
    let v_offsets = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            1usize,
        );
    let v_sizes = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            2usize,
        );
    let v_strides = rw
        .source_operand_group(
            op,
            dialects::gen::memref::REINTERPRET_CAST_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_so) = rw.body.attr(op, ctx.ident("static_offsets")) else { return false };
    let Some(v_ss) = rw.body.attr(op, ctx.ident("static_sizes")) else { return false };
    let Some(v_st) = rw.body.attr(op, ctx.ident("static_strides")) else { return false };
    let Some(t1) = dialects::gen::memref_canonicalize::REINTERPRET_CAST_OF_EXTRACT_STRIDED_METADATA(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.expand_shape` to what `ComposeReassociativeReshapeOps` builds.
pub fn canonicalize_memref_expand_shape(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_src = rw.body.op(op).operands[0usize];
    let Some(v_reassociation) = rw.body.attr(op, ctx.ident("reassociation")) else {
        return false
    };
    let v_output_shape = rw
        .source_operand_group(
            op,
            dialects::gen::memref::EXPAND_SHAPE_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_static_output_shape) = rw.body.attr(op, ctx.ident("static_output_shape"))
    else { return false };
    let Some(t1) = dialects::gen::memref_canonicalize::COMPOSE_REASSOCIATIVE_RESHAPE_OPS(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.collapse_shape` to what `ComposeReassociativeReshapeOps` builds.
pub fn canonicalize_memref_collapse_shape(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_src = rw.body.op(op).operands[0usize];
    let Some(v_reassociation) = rw.body.attr(op, ctx.ident("reassociation")) else {
        return false
    };
    let Some(t1) = dialects::gen::memref_canonicalize::COMPOSE_REASSOCIATIVE_RESHAPE_OPS(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.collapse_shape` to what `ComposeCollapseOfExpandOp` builds.
pub fn canonicalize_memref_collapse_shape_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_src = rw.body.op(op).operands[0usize];
    let Some(v_reassociation) = rw.body.attr(op, ctx.ident("reassociation")) else {
        return false
    };
    let Some(t1) = dialects::gen::memref_canonicalize::COMPOSE_COLLAPSE_OF_EXPAND_OP(rw)
    else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/memref_canonicalize.td:N`: `memref.collapse_shape` to what `CollapseShapeOpMemRefCastFolder` builds.
pub fn canonicalize_memref_collapse_shape_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_src = rw.body.op(op).operands[0usize];
    let Some(v_reassociation) = rw.body.attr(op, ctx.ident("reassociation")) else {
        return false
    };
    let Some(t1) = dialects::gen::memref_canonicalize::COLLAPSE_SHAPE_OP_MEM_REF_CAST_FOLDER(
        rw,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "memref.alloca_scope",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloca_scope",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloca_scope,
    },
    conversion::Pattern {
        root: "memref.alloca_scope",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloca_scope_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloca_scope_2,
    },
    conversion::Pattern {
        root: "memref.dim",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_dim",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_dim,
    },
    conversion::Pattern {
        root: "memref.subview",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_subview",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_subview,
    },
    conversion::Pattern {
        root: "memref.subview",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_subview_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_subview_2,
    },
    conversion::Pattern {
        root: "memref.view",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_view",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_view,
    },
    conversion::Pattern {
        root: "memref.view",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_view_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_view_2,
    },
    conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloc",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloc,
    },
    conversion::Pattern {
        root: "memref.alloca",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloca",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloca,
    },
    conversion::Pattern {
        root: "memref.subview",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_subview_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_subview_3,
    },
    conversion::Pattern {
        root: "memref.copy",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_copy",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_copy,
    },
    conversion::Pattern {
        root: "memref.alloc",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloc_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloc_2,
    },
    conversion::Pattern {
        root: "memref.alloca",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_alloca_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_alloca_2,
    },
    conversion::Pattern {
        root: "memref.realloc",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_realloc",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_realloc,
    },
    conversion::Pattern {
        root: "memref.reinterpret_cast",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_reinterpret_cast",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[14usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_reinterpret_cast,
    },
    conversion::Pattern {
        root: "memref.reinterpret_cast",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_reinterpret_cast_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[15usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_reinterpret_cast_2,
    },
    conversion::Pattern {
        root: "memref.expand_shape",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_expand_shape",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[16usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_expand_shape,
    },
    conversion::Pattern {
        root: "memref.collapse_shape",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_collapse_shape",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[17usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_collapse_shape,
    },
    conversion::Pattern {
        root: "memref.collapse_shape",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_collapse_shape_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[18usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_collapse_shape_2,
    },
    conversion::Pattern {
        root: "memref.collapse_shape",
        dialect: "memref",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_memref_collapse_shape_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/memref_canonicalize.td",
            line: &dialects::gen::memref_canonicalize::__spec_lines::LINES[19usize],
        },
        benefit: 1i32,
        apply: canonicalize_memref_collapse_shape_3,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 20usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
