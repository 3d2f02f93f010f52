// @generated from spec/canonicalize/scf_canonicalize.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `CombineNestedIfs`, () -> Values?",
    COMBINE_NESTED_IFS : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::combine_nested_ifs
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `TrivialIfToSelect`, () -> Values?",
    TRIVIAL_IF_TO_SELECT : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::trivial_if_to_select
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `RemoveEmptyElse`, () -> Values?",
    REMOVE_EMPTY_ELSE : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::remove_empty_else
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `ForIterArgsFolder`, () -> Values?",
    FOR_ITER_ARGS_FOLDER : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::canon_scf::for_iter_args_folder
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `SimplifyTrivialLoop`, () -> Values?",
    SIMPLIFY_TRIVIAL_LOOP : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value > >
    = ::descent::dialects::native::canon_scf::simplify_trivial_loop
);
conversion::term!(
    " spec/canonicalize/scf_canonicalize.td:N: term `RemoveUnusedIfResults`, () -> Values?",
    REMOVE_UNUSED_IF_RESULTS : fn () -> Option < ::std::vec::Vec < ::descent::ir::Value >
    > = ::descent::dialects::native::canon_scf::remove_unused_if_results
);
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.execute_region` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_execute_region(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::terms::PRESENT(rw, v_no_inline);
    if !(!(t1)) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_region)
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `CombineNestedIfs` builds.
pub fn canonicalize_scf_if(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::COMBINE_NESTED_IFS(rw) else {
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `TrivialIfToSelect` builds.
pub fn canonicalize_scf_if_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::TRIVIAL_IF_TO_SELECT(rw) else {
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `RemoveEmptyElse` builds.
pub fn canonicalize_scf_if_3(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_EMPTY_ELSE(rw) else {
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_if_4(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_NON_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_then)
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `InlineSingleBlock` builds.
pub fn canonicalize_scf_if_5(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let Some(&mv0) = rw.body.op(op).operands.get(0usize) else { return false };
    let Some(mc0) = rw.constant_of(mv0) else { return false };
    let v_c = mc0;
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::canonicalize_terms::IS_ZERO_ATTR(rw, v_c);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::canonicalize_terms::INLINE_SINGLE_BLOCK(rw, v_else)
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.if` to what `RemoveUnusedIfResults` builds.
pub fn canonicalize_scf_if_6(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let v_c = rw.body.op(op).operands[0usize];
    let Some(&v_then) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::REMOVE_UNUSED_IF_RESULTS(rw) else {
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.for` to what `ForIterArgsFolder` builds.
pub fn canonicalize_scf_for(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lb = rw.body.op(op).operands[0usize];
    let v_ub = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::FOR_ITER_ARGS_FOLDER(rw) else {
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
/// `spec/canonicalize/scf_canonicalize.td:N`: `scf.for` to what `SimplifyTrivialLoop` builds.
pub fn canonicalize_scf_for_2(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_lb = rw.body.op(op).operands[0usize];
    let v_ub = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_canonicalize::SIMPLIFY_TRIVIAL_LOOP(rw) else {
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
        root: "scf.execute_region",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_execute_region",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_execute_region,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_2,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_3",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_3,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_4",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_4,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_5",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[5usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_5,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_if_6",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_if_6,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_for",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_for,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "canonicalize",
        also_targets: &[],
        name: "canonicalize_scf_for_2",
        defined_at: ir::SpecPos {
            file: "spec/canonicalize/scf_canonicalize.td",
            line: &dialects::gen::scf_canonicalize::__spec_lines::LINES[8usize],
        },
        benefit: 1i32,
        apply: canonicalize_scf_for_2,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 9usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
