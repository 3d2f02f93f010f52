//! Descent: lowers MLIR programs (func, arith, cf, memref, ...) to MLIR's LLVM dialect and
//! translates that to textual LLVM IR. Ops, type mappings and conversion rules come from the
//! spec files under `spec/`, turned into Rust by `descent-codegen` at build time.

extern crate self as descent;

pub mod conversion;
pub mod diag;
pub mod dialects;
pub mod ir;
pub mod ods;
pub mod parse;
pub mod passes;
pub mod print;
pub mod source;
pub mod split;
pub mod tool;
pub mod translate;
pub mod verify;
pub mod verify_diagnostics;
