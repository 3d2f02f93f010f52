// @generated from spec/conversion/scf_to_cf.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "scf.forall",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::forall",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::forall,
    },
    ::descent::conversion::Pattern {
        root: "scf.for",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::for_op",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::for_op,
    },
    ::descent::conversion::Pattern {
        root: "scf.if",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::if_op",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::if_op,
    },
    ::descent::conversion::Pattern {
        root: "scf.parallel",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::parallel",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::parallel,
    },
    ::descent::conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::while_op",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::while_op,
    },
    ::descent::conversion::Pattern {
        root: "scf.while",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::do_while",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 2i32,
        apply: ::descent::dialects::native::lower_scf::do_while,
    },
    ::descent::conversion::Pattern {
        root: "scf.execute_region",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::execute_region",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::execute_region,
    },
    ::descent::conversion::Pattern {
        root: "scf.index_switch",
        dialect: "scf",
        target: "cf",
        name: "lower_scf::index_switch",
        defined_at: "spec/conversion/scf_to_cf.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_scf::index_switch,
    },
];
