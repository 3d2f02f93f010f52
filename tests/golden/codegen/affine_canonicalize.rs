// @generated from spec/canonicalize/affine_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DropDelinearizeUnitBasis`, (Value, Values, Attr) -> Values?",
    DROP_DELINEARIZE_UNIT_BASIS : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::drop_delinearize_unit_basis
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DropLinearizeLeadingZero`, (Values, Values, Attr, Attr?) -> Value?",
    DROP_LINEARIZE_LEADING_ZERO : fn (& [::descent::ir::Value], & [::descent::ir::Value],
    ::descent::ir::Attribute, Option < ::descent::ir::Attribute >) -> Option <
    ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::drop_linearize_leading_zero
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `DropLinearizeUnitComponents`, (Values, Values, Attr, Attr?) -> Value?",
    DROP_LINEARIZE_UNIT_COMPONENTS : fn (& [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::Attribute, Option < ::descent::ir::Attribute
    >) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::drop_linearize_unit_components
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `CancelDelinearizeOfLinearize`, (Value, Values, Attr) -> Values?",
    CANCEL_DELINEARIZE_OF_LINEARIZE : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::cancel_delinearize_of_linearize
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `SplitDelinearizeOfLinearize`, (Value, Values, Attr) -> Values?",
    SPLIT_DELINEARIZE_OF_LINEARIZE : fn (::descent::ir::Value, & [::descent::ir::Value],
    ::descent::ir::Attribute) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_affine::split_delinearize_of_linearize
);
conversion::term!(
    " spec/canonicalize/affine_canonicalize.td:N: term `CancelLinearizeOfDelinearize`, (Values, Values, Attr, Attr?) -> Value?",
    CANCEL_LINEARIZE_OF_DELINEARIZE : fn (& [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::Attribute, Option < ::descent::ir::Attribute
    >) -> Option < ::descent::ir::Value > =
    ::descent::dialects::native::canon_affine::cancel_linearize_of_delinearize
);
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.delinearize_index` to a value it already has.
pub fn canonicalize_affine_delinearize_index(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_linear = rw.body.op(op).operands[0usize];
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DELINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let Some(t1) = dialects::gen::affine_canonicalize::CANCEL_DELINEARIZE_OF_LINEARIZE(
        rw,
        v_linear,
        &v_dynamic,
        v_basis,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.delinearize_index` to a value it already has.
pub fn canonicalize_affine_delinearize_index_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_linear = rw.body.op(op).operands[0usize];
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DELINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let Some(t1) = dialects::gen::affine_canonicalize::DROP_DELINEARIZE_UNIT_BASIS(
        rw,
        v_linear,
        &v_dynamic,
        v_basis,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.delinearize_index` to a value it already has.
pub fn canonicalize_affine_delinearize_index_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_linear = rw.body.op(op).operands[0usize];
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::DELINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let Some(t1) = dialects::gen::affine_canonicalize::SPLIT_DELINEARIZE_OF_LINEARIZE(
        rw,
        v_linear,
        &v_dynamic,
        v_basis,
    ) else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.linearize_index` to a value it already has.
pub fn canonicalize_affine_linearize_index(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            0usize,
        );
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let v_disjoint = rw.body.attr(op, ctx.ident("disjoint"));
    let Some(t1) = dialects::gen::affine_canonicalize::CANCEL_LINEARIZE_OF_DELINEARIZE(
        rw,
        &v_indices,
        &v_dynamic,
        v_basis,
        v_disjoint,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.linearize_index` to a value it already has.
pub fn canonicalize_affine_linearize_index_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            0usize,
        );
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let v_disjoint = rw.body.attr(op, ctx.ident("disjoint"));
    let Some(t1) = dialects::gen::affine_canonicalize::DROP_LINEARIZE_LEADING_ZERO(
        rw,
        &v_indices,
        &v_dynamic,
        v_basis,
        v_disjoint,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// `spec/canonicalize/affine_canonicalize.td:N`: `affine.linearize_index` to a value it already has.
pub fn canonicalize_affine_linearize_index_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_indices = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            0usize,
        );
    let v_dynamic = rw
        .source_operand_group(
            op,
            dialects::gen::affine::LINEARIZE_INDEX_OP_INFO.operand_arities,
            1usize,
        );
    let Some(v_basis) = rw.body.attr(op, ctx.ident("static_basis")) else {
        return false
    };
    let v_disjoint = rw.body.attr(op, ctx.ident("disjoint"));
    let Some(t1) = dialects::gen::affine_canonicalize::DROP_LINEARIZE_UNIT_COMPONENTS(
        rw,
        &v_indices,
        &v_dynamic,
        v_basis,
        v_disjoint,
    ) else { return false };
    let t2 = t1;
    rw.replace_op(op, &[t2]);
    true
}
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_delinearize_index",
        defined_at: "spec/canonicalize/affine_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_affine_delinearize_index,
    },
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_delinearize_index_2",
        defined_at: "spec/canonicalize/affine_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_affine_delinearize_index_2,
    },
    conversion::Pattern {
        root: "affine.delinearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_delinearize_index_3",
        defined_at: "spec/canonicalize/affine_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_affine_delinearize_index_3,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_linearize_index",
        defined_at: "spec/canonicalize/affine_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_affine_linearize_index,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_linearize_index_2",
        defined_at: "spec/canonicalize/affine_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_affine_linearize_index_2,
    },
    conversion::Pattern {
        root: "affine.linearize_index",
        dialect: "affine",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_affine_linearize_index_3",
        defined_at: "spec/canonicalize/affine_canonicalize.td:N",
        benefit: 1i32,
        apply: canonicalize_affine_linearize_index_3,
    },
];
