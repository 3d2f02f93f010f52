//! Descent's dialects and the conversion framework that lowers them.
//!
//! `dialects::gen` is generated from `spec/` by the build script (op views, syntax,
//! verifiers, registries, rewrite patterns, type conversions); `dialects::native` is the
//! Rust the spec names (folders, custom syntax, lowering helpers). `conversion` applies
//! patterns and type conversions as MLIR's dialect conversion does.

#![warn(missing_docs)]

// Generated code names the runtime `::descent::...`, as code generated for other crates
// does (where `descent` is the facade crate).
extern crate self as descent;

pub use descent_ir as ir;
pub use descent_ir::{diag, source};
pub use descent_text::{ods, parse, print, split, verify, verify_diagnostics};

pub mod conversion;
pub mod dialects;
