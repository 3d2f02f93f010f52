// @generated from spec/conversion/vector_to_scf.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `PrintVectorLoop`, (Value, Attr?) -> Values?",
    PRINT_VECTOR_LOOP : fn (::descent::ir::Value, Option < ::descent::ir::Attribute >) ->
    Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_vector::print_vector_loop
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `PrintedValue`, (Values) -> Value?",
    PRINTED_VALUE : fn (& [::descent::ir::Value]) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::lower_vector::first
);
/// `spec/conversion/vector_to_scf.td:N`: `vector.print` to what `PrintVectorLoop` builds.
pub fn lower_vector_print(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_source = rw
        .source_operand_group(
            op,
            dialects::gen::vector::PRINT_OP_INFO.operand_arities,
            0usize,
        );
    let v_punctuation = rw.body.attr(op, ctx.ident("punctuation"));
    let v_text = rw.body.attr(op, ctx.ident("stringLiteral"));
    let Some(t1) = dialects::gen::vector_to_scf::PRINTED_VALUE(rw, &v_source) else {
        return false
    };
    let Some(t2) = dialects::gen::vector_to_scf::PRINT_VECTOR_LOOP(rw, t1, v_punctuation)
    else { return false };
    rw.replace_op(op, &[]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "vector.print",
        dialect: "vector",
        target: "scf",
        also_targets: &[],
        name: "lower_vector_print",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_vector_print,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 1usize] = [Nu32];
}
