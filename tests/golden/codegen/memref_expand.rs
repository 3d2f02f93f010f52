// @generated from spec/conversion/memref_expand.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/memref_expand.td:N: term `ReshapeAsReinterpretCast`, (Value, Value) -> Value?",
    RESHAPE_AS_REINTERPRET_CAST : fn (::descent::ir::Value, ::descent::ir::Value) ->
    Option < ::descent::ir::Value > =
    ::descent::dialects::native::expand_memref::reshape_as_reinterpret_cast
);
/// `spec/conversion/memref_expand.td:N`: `memref.reshape` to what `ReshapeAsReinterpretCast` builds.
pub fn lower_memref_reshape(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_source = rw.body.op(op).operands[0usize];
    let v_shape = rw.body.op(op).operands[1usize];
    let Some(t1) = dialects::gen::memref_expand::RESHAPE_AS_REINTERPRET_CAST(
        rw,
        v_source,
        v_shape,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "memref.reshape",
        dialect: "memref",
        target: "memref",
        also_targets: &[],
        name: "lower_memref_reshape",
        defined_at: ir::SpecPos {
            file: "spec/conversion/memref_expand.td",
            line: &dialects::gen::memref_expand::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_memref_reshape,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
