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
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `ReadPermutationLowering`, () -> Value?",
    READ_PERMUTATION_LOWERING : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::transfer_permutation::read_permutation_lowering
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `WritePermutationLowering`, () -> Values?",
    WRITE_PERMUTATION_LOWERING : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value
    > > = ::descent::dialects::native::transfer_permutation::write_permutation_lowering
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `ReadReduceRank`, () -> Value?",
    READ_REDUCE_RANK : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::transfer_permutation::read_reduce_rank
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `WriteNonPermutationLowering`, () -> Values?",
    WRITE_NON_PERMUTATION_LOWERING : fn () -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > =
    ::descent::dialects::native::transfer_permutation::write_non_permutation_lowering
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `PrepareTransferRead`, () -> Value?",
    PREPARE_TRANSFER_READ : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::transfer_to_scf::prepare_transfer_read
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `PrepareTransferWrite`, () -> Values?",
    PREPARE_TRANSFER_WRITE : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > >
    = ::descent::dialects::native::transfer_to_scf::prepare_transfer_write
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `TransferReadToScf`, () -> Value?",
    TRANSFER_READ_TO_SCF : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::transfer_to_scf::transfer_read_to_scf
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `TransferWriteToScf`, () -> Values?",
    TRANSFER_WRITE_TO_SCF : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > >
    = ::descent::dialects::native::transfer_to_scf::transfer_write_to_scf
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `UnrollTransferRead`, () -> Value?",
    UNROLL_TRANSFER_READ : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::transfer_to_scf::unroll_transfer_read
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `UnrollTransferWrite`, () -> Values?",
    UNROLL_TRANSFER_WRITE : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > >
    = ::descent::dialects::native::transfer_to_scf::unroll_transfer_write
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `Transfer1dReadToScf`, () -> Value?",
    TRANSFER1D_READ_TO_SCF : fn () -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::transfer_to_scf::transfer_1d_read_to_scf
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `Transfer1dToScf`, () -> Values?",
    TRANSFER1D_TO_SCF : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::transfer_to_scf::transfer_1d_to_scf
);
conversion::term!(
    " spec/conversion/vector_to_scf.td:N: term `ScalableTransposeWrite`, () -> Values?",
    SCALABLE_TRANSPOSE_WRITE : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value >
    > = ::descent::dialects::native::transfer_to_scf::scalable_transpose_write
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_read` to what `ReadPermutationLowering` builds.
pub fn lower_vector_transfer_read(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
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
    let v_pad = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_pad) = v_pad.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_scf::READ_PERMUTATION_LOWERING(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `WritePermutationLowering` builds.
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
    let Some(t1) = dialects::gen::vector_to_scf::WRITE_PERMUTATION_LOWERING(rw) else {
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_read` to what `ReadReduceRank` builds.
pub fn lower_vector_transfer_read_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
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
    let v_pad = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_pad) = v_pad.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_scf::READ_REDUCE_RANK(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `WriteNonPermutationLowering` builds.
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
    let Some(t1) = dialects::gen::vector_to_scf::WRITE_NON_PERMUTATION_LOWERING(rw) else {
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_read` to what `UnrollTransferRead` builds.
pub fn lower_vector_transfer_read_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
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
    let v_pad = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_pad) = v_pad.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_scf::UNROLL_TRANSFER_READ(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `UnrollTransferWrite` builds.
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
    let Some(t1) = dialects::gen::vector_to_scf::UNROLL_TRANSFER_WRITE(rw) else {
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_read` to what `PrepareTransferRead` builds.
pub fn lower_vector_transfer_read_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
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
    let v_pad = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_pad) = v_pad.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_scf::PREPARE_TRANSFER_READ(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `PrepareTransferWrite` builds.
pub fn lower_vector_transfer_write_4(
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
    let Some(t1) = dialects::gen::vector_to_scf::PREPARE_TRANSFER_WRITE(rw) else {
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_read` to what `TransferReadToScf` builds.
pub fn lower_vector_transfer_read_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
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
    let v_pad = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_pad) = v_pad.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_scf::TRANSFER_READ_TO_SCF(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `TransferWriteToScf` builds.
pub fn lower_vector_transfer_write_5(
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
    let Some(t1) = dialects::gen::vector_to_scf::TRANSFER_WRITE_TO_SCF(rw) else {
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `ScalableTransposeWrite` builds.
pub fn lower_vector_transfer_write_6(
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
    let Some(t1) = dialects::gen::vector_to_scf::SCALABLE_TRANSPOSE_WRITE(rw) else {
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
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_read` to what `Transfer1dReadToScf` builds.
pub fn lower_vector_transfer_read_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
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
    let v_pad = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            2usize,
        );
    let Some(&v_pad) = v_pad.first() else { return false };
    let v_mask = rw
        .source_operand_group(
            op,
            dialects::gen::vector::TRANSFER_READ_OP_INFO.operand_arities,
            3usize,
        );
    let Some(v_in_bounds) = rw.body.attr(op, ctx.ident("in_bounds")) else {
        return false
    };
    let Some(t1) = dialects::gen::vector_to_scf::TRANSFER1D_READ_TO_SCF(rw) else {
        return false
    };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/conversion/vector_to_scf.td:N`: `vector.transfer_write` to what `Transfer1dToScf` builds.
pub fn lower_vector_transfer_write_7(
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
    let Some(t1) = dialects::gen::vector_to_scf::TRANSFER1D_TO_SCF(rw) else {
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
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "vector.print",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_print",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_vector_print,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector-to-scf-permutation",
        also_targets: &[],
        name: "lower_vector_transfer_read",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf-permutation",
        also_targets: &[],
        name: "lower_vector_transfer_write",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector-to-scf-permutation",
        also_targets: &[],
        name: "lower_vector_transfer_read_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_2,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf-permutation",
        also_targets: &[],
        name: "lower_vector_transfer_write_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_2,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_read_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_3,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_write_3",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_3,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_read_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_4,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_write_4",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_4,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_read_5",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[9usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_5,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_write_5",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[10usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_5,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_write_6",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[11usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_6,
    },
    conversion::Pattern {
        root: "vector.transfer_read",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_read_6",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[12usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_read_6,
    },
    conversion::Pattern {
        root: "vector.transfer_write",
        dialect: "vector",
        target: "vector-to-scf",
        also_targets: &[],
        name: "lower_vector_transfer_write_7",
        defined_at: ir::SpecPos {
            file: "spec/conversion/vector_to_scf.td",
            line: &dialects::gen::vector_to_scf::__spec_lines::LINES[13usize],
        },
        benefit: 1i32,
        apply: lower_vector_transfer_write_7,
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
