// @generated from spec/conversion/cf_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "cf.br",
        dialect: "cf",
        target: "llvm",
        name: "lower_cf::br",
        defined_at: "spec/conversion/cf_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_cf::br,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "cf.cond_br",
        dialect: "cf",
        target: "llvm",
        name: "lower_cf::cond_br",
        defined_at: "spec/conversion/cf_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_cf::cond_br,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "cf.switch",
        dialect: "cf",
        target: "llvm",
        name: "lower_cf::switch",
        defined_at: "spec/conversion/cf_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_cf::switch,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "cf.assert",
        dialect: "cf",
        target: "llvm",
        name: "lower_cf::assert",
        defined_at: "spec/conversion/cf_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_cf::assert,
        verify_built: false,
    },
];
