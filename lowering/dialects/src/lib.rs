//! Descent's dialects: `dialects::gen` is generated from `spec/` by the build script (op
//! views, syntax, verifiers, registries, rewrite patterns, type conversions);
//! `dialects::native` is the Rust the spec names (folders, custom syntax, lowering helpers,
//! the passes `-expand-strided-metadata` and `-test-llvm-legalize-patterns`). The
//! dialects register their pattern tables, type conversion rules and constant
//! materializer with the conversion framework (`conversion`, the `descent-conversion`
//! crate, re-exported) when they are registered with a context.

#![warn(missing_docs)]

// Generated code names the runtime `::descent::...`, as code generated for other crates
// does (where `descent` is the facade crate).
extern crate self as descent;

pub use descent_ir as ir;
pub use descent_ir::{diag, source};
pub use descent_llvm_types as llvm_types;
pub use descent_text::{ods, parse, print, split, verify, verify_diagnostics};

pub use descent_conversion as conversion;
pub mod dialects;
