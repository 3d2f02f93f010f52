// @generated from spec/conversion/func_to_llvm.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// The rewrite patterns of this spec file.
pub static PATTERNS: &[::descent::conversion::Pattern] = &[
    ::descent::conversion::Pattern {
        root: "func.func",
        dialect: "func",
        target: "llvm",
        name: "lower_func::func",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::func,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "func.return",
        dialect: "func",
        target: "llvm",
        name: "lower_func::ret",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::ret,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "func.call",
        dialect: "func",
        target: "llvm",
        name: "lower_func::call",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::call,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "func.call_indirect",
        dialect: "func",
        target: "llvm",
        name: "lower_func::call_indirect",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::call_indirect,
        verify_built: false,
    },
    ::descent::conversion::Pattern {
        root: "func.constant",
        dialect: "func",
        target: "llvm",
        name: "lower_func::constant",
        defined_at: "spec/conversion/func_to_llvm.td:N",
        benefit: 1i32,
        apply: ::descent::dialects::native::lower_func::constant,
        verify_built: false,
    },
];
