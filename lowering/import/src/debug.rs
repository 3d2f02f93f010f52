//! The seam where debug information plugs in. MLIR imports `!dbg` locations as fused
//! locations of `#llvm.di_*` attributes and debug records as `llvm.intr.dbg.*` ops; until
//! that is modelled (by the debug-info work) the importer does what mlir-translate does
//! for metadata it cannot import: the ops keep an unknown location and the records are
//! dropped. Everything debug-specific goes through these two functions.

use descent_ir::Attribute;

use crate::ast::Md;
use crate::import::Importer;

impl Importer<'_> {
    /// The location of an instruction or function with the `!dbg` attachment `dbg`.
    pub(crate) fn debug_location(&mut self, dbg: Option<&Md>) -> Attribute {
        let _ = dbg;
        self.ctx.common().unknown_loc
    }

    /// Whether named metadata `name` is debug information (consumed with the `!dbg`
    /// attachments rather than imported on its own).
    pub(crate) fn is_debug_named_metadata(name: &str) -> bool {
        name == "llvm.dbg.cu"
    }
}
