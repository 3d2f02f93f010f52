//! Translation of Descent's LLVM dialect to textual LLVM IR (`translate`), with the
//! translations the spec describes generated into `translate::gen` by the build script.
#![warn(missing_docs)]

// Generated code names the runtime `::descent::...`.
extern crate self as descent;

pub use descent_dialects::{conversion, diag, dialects, ir, llvm_types, ods, parse, print, source, verify};

pub mod translate;
