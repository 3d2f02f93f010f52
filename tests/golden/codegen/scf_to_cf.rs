// @generated from spec/conversion/scf_to_cf.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `ForLoop`, (Value, Value, Value, Values, Bool, Region) -> Values?",
    FOR_LOOP : fn (::descent::ir::Value, ::descent::ir::Value, ::descent::ir::Value, &
    [::descent::ir::Value], bool, ::descent::ir::RegionId) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_scf::for_loop
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `IfThenElse`, (Value, Region, Region) -> Values?",
    IF_THEN_ELSE : fn (::descent::ir::Value, ::descent::ir::RegionId,
    ::descent::ir::RegionId) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_scf::if_then_else
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `WhileLoop`, (Values, Region, Region) -> Values?",
    WHILE_LOOP : fn (& [::descent::ir::Value], ::descent::ir::RegionId,
    ::descent::ir::RegionId) -> Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_scf::while_loop
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `ForwardsArguments`, (Region) -> Bool",
    FORWARDS_ARGUMENTS : fn (::descent::ir::RegionId) -> bool =
    ::descent::dialects::native::lower_scf::forwards_arguments
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `DoWhileLoop`, (Values, Region) -> Values?",
    DO_WHILE_LOOP : fn (& [::descent::ir::Value], ::descent::ir::RegionId) -> Option <
    ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_scf::do_while_loop
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `InlineRegion`, (Region) -> Values?",
    INLINE_REGION : fn (::descent::ir::RegionId) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_scf::inline_region
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `SwitchRegions`, (Value, Attr, Region, Regions) -> Values?",
    SWITCH_REGIONS : fn (::descent::ir::Value, ::descent::ir::Attribute,
    ::descent::ir::RegionId, & [::descent::ir::RegionId]) -> Option < ::std::vec::Vec <
    ::descent::ir::Value > > = ::descent::dialects::native::lower_scf::switch_regions
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `ParallelLoop`, (Values, Values, Values, Values, Region) -> Values?",
    PARALLEL_LOOP : fn (& [::descent::ir::Value], & [::descent::ir::Value], &
    [::descent::ir::Value], & [::descent::ir::Value], ::descent::ir::RegionId) -> Option
    < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_scf::parallel_loop
);
conversion::term!(
    " spec/conversion/scf_to_cf.td:N: term `ForallLoop`, (Values, Values, Values, Attr, Attr, Attr, Values, Region) -> Values?",
    FORALL_LOOP : fn (& [::descent::ir::Value], & [::descent::ir::Value], &
    [::descent::ir::Value], ::descent::ir::Attribute, ::descent::ir::Attribute,
    ::descent::ir::Attribute, & [::descent::ir::Value], ::descent::ir::RegionId) ->
    Option < ::std::vec::Vec < ::descent::ir::Value > > =
    ::descent::dialects::native::lower_scf::forall_loop
);
/// `spec/conversion/scf_to_cf.td:N`: `scf.forall` to what `ForallLoop` builds.
pub fn lower_scf_forall(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_lbs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            0usize,
        );
    let v_ubs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            1usize,
        );
    let v_steps = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            2usize,
        );
    let Some(v_static_lbs) = rw.body.attr(op, ctx.ident("staticLowerBound")) else {
        return false
    };
    let Some(v_static_ubs) = rw.body.attr(op, ctx.ident("staticUpperBound")) else {
        return false
    };
    let Some(v_static_steps) = rw.body.attr(op, ctx.ident("staticStep")) else {
        return false
    };
    let v_outputs = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FORALL_OP_INFO.operand_arities,
            3usize,
        );
    let v_mapping = rw.body.attr(op, ctx.ident("mapping"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_to_cf::FORALL_LOOP(
        rw,
        &v_lbs,
        &v_ubs,
        &v_steps,
        v_static_lbs,
        v_static_ubs,
        v_static_steps,
        &v_outputs,
        v_region,
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
/// `spec/conversion/scf_to_cf.td:N`: `scf.for` to what `ForLoop` builds.
pub fn lower_scf_for(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let ctx = rw.ctx;
    let v_lower_bound = rw.body.op(op).operands[0usize];
    let v_upper_bound = rw.body.op(op).operands[1usize];
    let v_step = rw.body.op(op).operands[2usize];
    let v_init_args = rw
        .source_operand_group(
            op,
            dialects::gen::scf::FOR_OP_INFO.operand_arities,
            3usize,
        );
    let v_unsigned_cmp = rw.body.attr(op, ctx.ident("unsignedCmp"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let t1 = dialects::gen::terms::PRESENT(rw, v_unsigned_cmp);
    let Some(t2) = dialects::gen::scf_to_cf::FOR_LOOP(
        rw,
        v_lower_bound,
        v_upper_bound,
        v_step,
        &v_init_args,
        t1,
        v_region,
    ) else { return false };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/scf_to_cf.td:N`: `scf.if` to what `IfThenElse` builds.
pub fn lower_scf_if(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_condition = rw.body.op(op).operands[0usize];
    let Some(&v_then_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_else_region) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_to_cf::IF_THEN_ELSE(
        rw,
        v_condition,
        v_then_region,
        v_else_region,
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
/// `spec/conversion/scf_to_cf.td:N`: `scf.parallel` to what `ParallelLoop` builds.
pub fn lower_scf_parallel(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_lower_bound = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            0usize,
        );
    let v_upper_bound = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            1usize,
        );
    let v_step = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            2usize,
        );
    let v_init_vals = rw
        .source_operand_group(
            op,
            dialects::gen::scf::PARALLEL_OP_INFO.operand_arities,
            3usize,
        );
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_to_cf::PARALLEL_LOOP(
        rw,
        &v_lower_bound,
        &v_upper_bound,
        &v_step,
        &v_init_vals,
        v_region,
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
/// `spec/conversion/scf_to_cf.td:N`: `scf.while` to what `WhileLoop` builds.
pub fn lower_scf_while(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let Some(t1) = dialects::gen::scf_to_cf::WHILE_LOOP(rw, &v_inits, v_before, v_after)
    else { return false };
    let t2 = t1;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t2);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/scf_to_cf.td:N`: `scf.while` to what `DoWhileLoop` builds.
pub fn lower_scf_while_2(rw: &mut conversion::Rewriter<'_, '_>, op: ir::OpId) -> bool {
    let v_inits = rw
        .source_operand_group(
            op,
            dialects::gen::scf::WHILE_OP_INFO.operand_arities,
            0usize,
        );
    let Some(&v_before) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(&v_after) = rw.body.op(op).regions.get(1usize) else { return false };
    let t1 = dialects::gen::scf_to_cf::FORWARDS_ARGUMENTS(rw, v_after);
    if !(t1) {
        return false;
    }
    let Some(t2) = dialects::gen::scf_to_cf::DO_WHILE_LOOP(rw, &v_inits, v_before) else {
        return false
    };
    let t3 = t2;
    let mut values: ::std::vec::Vec<ir::Value> = ::std::vec::Vec::new();
    values.extend_from_slice(&t3);
    if values.len() != rw.body.op(op).num_results as usize {
        return false;
    }
    rw.replace_op(op, &values);
    true
}
/// `spec/conversion/scf_to_cf.td:N`: `scf.execute_region` to what `InlineRegion` builds.
pub fn lower_scf_execute_region(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_no_inline = rw.body.attr(op, ctx.ident("no_inline"));
    let Some(&v_region) = rw.body.op(op).regions.get(0usize) else { return false };
    let Some(t1) = dialects::gen::scf_to_cf::INLINE_REGION(rw, v_region) else {
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
/// `spec/conversion/scf_to_cf.td:N`: `scf.index_switch` to what `SwitchRegions` builds.
pub fn lower_scf_index_switch(
    rw: &mut conversion::Rewriter<'_, '_>,
    op: ir::OpId,
) -> bool {
    let ctx = rw.ctx;
    let v_arg = rw.body.op(op).operands[0usize];
    let Some(v_cases) = rw.body.attr(op, ctx.ident("cases")) else { return false };
    let Some(&v_default_region) = rw.body.op(op).regions.get(0usize) else {
        return false
    };
    let v_case_regions: ::std::vec::Vec<ir::RegionId> = rw
        .body
        .op(op)
        .regions[1usize..]
        .to_vec();
    let Some(t1) = dialects::gen::scf_to_cf::SWITCH_REGIONS(
        rw,
        v_arg,
        v_cases,
        v_default_region,
        &v_case_regions,
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
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[conversion::Pattern] = &[
    conversion::Pattern {
        root: "scf.forall",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_forall",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[0usize],
        },
        benefit: 1i32,
        apply: lower_scf_forall,
    },
    conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_for",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[1usize],
        },
        benefit: 1i32,
        apply: lower_scf_for,
    },
    conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_if",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[2usize],
        },
        benefit: 1i32,
        apply: lower_scf_if,
    },
    conversion::Pattern {
        root: "scf.parallel",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_parallel",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[3usize],
        },
        benefit: 1i32,
        apply: lower_scf_parallel,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_while",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[4usize],
        },
        benefit: 1i32,
        apply: lower_scf_while,
    },
    conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_while_2",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[5usize],
        },
        benefit: 2i32,
        apply: lower_scf_while_2,
    },
    conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_execute_region",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[6usize],
        },
        benefit: 1i32,
        apply: lower_scf_execute_region,
    },
    conversion::Pattern {
        root: "scf.index_switch",
        dialect: "scf",
        target: "cf",
        also_targets: &[],
        name: "lower_scf_index_switch",
        defined_at: ir::SpecPos {
            file: "spec/conversion/scf_to_cf.td",
            line: &dialects::gen::scf_to_cf::__spec_lines::LINES[7usize],
        },
        benefit: 1i32,
        apply: lower_scf_index_switch,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 8usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
