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
/// `spec/conversion/vector_gather.td:N`: `vector.gather` to what `GatherByLoads` builds.
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
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
