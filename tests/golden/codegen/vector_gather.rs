// @generated from spec/conversion/vector_gather.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/vector_gather.td:N: term `GatherByLoads`, (Value, Values, Value, Value, Value) -> Value?",
    GATHER_BY_LOADS : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Value) -> Option <
    ::descent::ir::Value > = ::descent::dialects::native::expand_vector::gather_by_loads
);
conversion::term!(
    " spec/conversion/vector_gather.td:N: term `GatherRows`, (Value, Values, Value, Value, Value, Attr?) -> Value?",
    GATHER_ROWS : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Value, Option <
    ::descent::ir::Attribute >) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_transfer::unroll_gather
);
conversion::term!(
    " spec/conversion/vector_gather.td:N: term `GatherRankAbove`, (Type, Int) -> Bool",
    GATHER_RANK_ABOVE : fn (::descent::ir::Type, i64) -> bool =
    ::descent::dialects::native::lower_vector::vector_rank_above
);
/// `spec/conversion/vector_gather.td:N`: `vector.gather` to what `GatherRows` builds.
pub fn lower_vector_gather(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
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
    let v_passthru = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            4usize,
        );
    let Some(&v_passthru) = v_passthru.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let t1 = dialects::gen::vector_gather::GATHER_RANK_ABOVE(rw, types[0usize], 1i64);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::vector_gather::GATHER_ROWS(
        rw,
        v_base,
        &v_offsets,
        v_indices,
        v_mask,
        v_passthru,
        v_alignment,
    ) else { return false };
    let t3 = t2;
    rw.replace_op(op, &[t3]);
    true
}
/// `spec/conversion/vector_gather.td:N`: `vector.gather` to what `GatherByLoads` builds.
pub fn lower_vector_gather_2(
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
    let v_passthru = rw
        .source_operand_group(
            op,
            dialects::gen::vector::GATHER_OP_INFO.operand_arities,
            4usize,
        );
    let Some(&v_passthru) = v_passthru.first() else { return false };
    let v_alignment = rw.body.attr(op, ctx.ident("alignment"));
    let Some(t1) = dialects::gen::vector_gather::GATHER_BY_LOADS(
        rw,
        v_base,
        &v_offsets,
        v_indices,
        v_mask,
        v_passthru,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "vector-gather",
        also_targets: &[],
        name: "lower_vector_gather",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_gather.td",
            line: &dialects::gen::vector_gather::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_vector_gather,
    },
    conversion::Pattern {
        root: "vector.gather",
        dialect: "vector",
        target: "vector-gather",
        also_targets: &[],
        name: "lower_vector_gather_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_gather.td",
            line: &dialects::gen::vector_gather::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_vector_gather_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 2usize] = [Nu32, Nu32];
}
