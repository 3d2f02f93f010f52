//! Descent's text layer over the IR: MLIR's textual syntax parsed (`parse`) and printed
//! (`print`), op verification (`verify`), the support generated op code calls (`ods`:
//! checks with MLIR's messages, syntax helpers), `--split-input-file` (`split`) and
//! `-verify-diagnostics` (`verify_diagnostics`). Dialects plug their syntax in through the
//! hooks of their `OpInfo` and the tables they register; this crate names none of them.
#![warn(missing_docs)]

// The IR's modules under the names the rest of Descent uses (`descent::ir`, `descent::diag`).
use descent_ir as ir;
use descent_ir::{diag, source};
use descent_llvm_types as llvm_types;

pub mod dlti;
pub mod ods;
pub mod parse;
pub mod print;
pub mod split;
pub mod verify;
pub mod verify_diagnostics;
