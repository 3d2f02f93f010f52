//! References to metadata nodes inside instruction and node text: written as placeholders
//! (`!` and the node's index between control characters) while nodes are still being
//! numbered, and replaced by `!N` once LLVM's numbering is known.

use std::fmt::Write as _;

/// Writes a reference (`!N`) to node `idx` of `Inst::md_node`, in an instruction or in the
/// text of another node.
pub fn md_ref_text(out: &mut String, idx: usize) {
    let _ = write!(out, "!\u{1}M{idx}\u{2}");
}
