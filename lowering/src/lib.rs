//! Descent: lowers MLIR programs (func, arith, cf, memref, ...) to MLIR's LLVM dialect and
//! translates that to textual LLVM IR. Ops, type mappings and conversion rules come from the
//! spec files under `spec/`, turned into Rust by `descent-codegen` at build time.

extern crate self as descent;

pub use descent_dialects::{conversion, dialects};
pub use descent_ir as ir;
pub use descent_ir::{diag, source};
pub use descent_text::{ods, parse, print, split, verify, verify_diagnostics};
pub use descent_translate::translate;

pub mod passes;
pub mod tool;
