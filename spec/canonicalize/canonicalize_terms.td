// Terms several dialects' canonicalization patterns share.

include "terms.td"

// MLIR's `m_NonZero` / `m_Zero` on a constant's value (an integer or a splat).
def IsNonZeroAttr : Term<"canon_cf::is_nonzero", "(Attr) -> Bool">;
def IsZeroAttr : Term<"canon_cf::is_zero", "(Attr) -> Bool">;
// MLIR's `replaceOpWithRegion` for a region of at most one block: its ops move before
// the root and its terminator's operands replace the root's results (an empty region
// replaces a root without results by nothing).
def InlineSingleBlock : Term<"canon_scf::inline_single_block", "(Region) -> Values?">;
