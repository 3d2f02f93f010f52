//! Where a spec (or a Rust definition) declares something: `spec/dialects/arith.td:42`.
//!
//! The line is a reference rather than a number so that generated code can point into one
//! table of lines per spec file, kept in its own module: adding a line to a spec file then
//! changes that table only, not the statics of every op and pattern below the edit, and an
//! incremental build re-optimises the small table instead of the dialect's code.

/// A spec file and a line in it, printed as `file:line` (empty file: nothing is printed).
#[derive(Copy, Clone, Debug)]
pub struct SpecPos {
    /// The spec file (`spec/dialects/arith.td`) or the defining Rust file.
    pub file: &'static str,
    /// The 1-based line.
    pub line: &'static u32,
}

impl SpecPos {
    /// No position (ops and types registered without a spec).
    pub const NONE: SpecPos = SpecPos { file: "", line: &0 };

    /// Whether a position is known.
    pub fn is_known(&self) -> bool {
        !self.file.is_empty()
    }
}

impl std::fmt::Display for SpecPos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_known() {
            write!(f, "{}:{}", self.file, self.line)
        } else {
            Ok(())
        }
    }
}
