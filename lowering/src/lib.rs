//! Descent lowers MLIR programs (func, arith, cf, scf, memref, index, math, ub, affine and
//! the LLVM dialect) to MLIR's LLVM dialect as MLIR's passes do, and translates that to
//! textual LLVM IR that LLVM's tools accept. Ops, type mappings and conversion rules come
//! from the spec files under `spec/`, turned into Rust at build time.
//!
//! # In one call
//!
//! ```
//! let ir = descent::compile(
//!     "func.func @twice(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}",
//!     &descent::CompileOptions { file_name: "twice.mlir".into(), ..Default::default() },
//! )?;
//! assert!(ir.contains("define i32 @twice(i32 %0)"));
//! # Ok::<(), descent::Diagnostics>(())
//! ```
//!
//! # Step by step
//!
//! ```
//! let ctx = descent::dialects::context();
//! let mut module = descent::parse(&ctx, "func.func @f() { return }", "f.mlir")?;
//! descent::PassManager::parse("builtin.module(convert-to-llvm)")?.run(&ctx, &mut module)?;
//! assert!(descent::print(&ctx, &module).contains("llvm.func @f()"));
//! let ir = descent::translate_to_llvm_ir(&ctx, &module)?;
//! assert!(ir.contains("define void @f()"));
//! # Ok::<(), descent::Diagnostics>(())
//! ```
//!
//! Dialects of your own (`descent_macros::dialect!`, `dialect_spec!`, `#[op]`) are
//! registered with [`Context::with_dialects`] or [`Context::register_dialect`], or passed to
//! [`CompileOptions::extra_dialects`] and [`tool::main_with`]; see `docs/embedding.md`.
//!
//! # Layers
//!
//! This crate re-exports the layers it is built from: [`ir`] (`descent-ir`), the text
//! layer ([`mod@parse`], [`mod@print`], [`verify`], `descent-text`), the LLVM dialect's
//! types ([`llvm_types`], `descent-llvm-types`), [`dialects`] and [`conversion`]
//! (`descent-dialects`), and [`translate`] (`descent-translate`).

#![warn(missing_docs)]

extern crate self as descent;

pub use descent_dialects::{conversion, dialects};
pub use descent_ir as ir;
pub use descent_ir::{diag, source};
pub use descent_llvm_types as llvm_types;
pub use descent_text::{ods, parse, print, split, verify, verify_diagnostics};
pub use descent_transforms as transforms;
pub use descent_translate::translate;

mod api;
pub mod passes;
pub mod tool;

pub use api::{compile, parse, print, translate_to_llvm_ir, CompileOptions, Diagnostics, PassManager};
pub use ir::{Context, DialectInfo};
