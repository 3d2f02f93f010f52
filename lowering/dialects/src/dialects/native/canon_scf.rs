//! The terms of scf's canonicalization patterns (`spec/canonicalize/scf_canonicalize.td`).

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::ir::{OpId, RegionId, Value};

/// Term `InlineSingleBlock` (MLIR's `replaceOpWithRegion`): the ops of the region's one
/// block move before the root, and its terminator's operands are the root's replacements
/// (the terminator is erased). An empty region replaces a root without results by
/// nothing. Declines for regions of several blocks or with block arguments.
pub fn inline_single_block(rw: &mut Rewriter<'_, '_>, region: RegionId) -> Option<Vec<Value>> {
    let root = rw.root()?;
    let blocks = &rw.body.region(region).blocks;
    let Some(&block) = blocks.first() else {
        return (rw.body.op(root).num_results == 0).then(Vec::new);
    };
    if blocks.len() != 1 || !rw.body.block(block).args.is_empty() {
        return None;
    }
    let term = rw.body.terminator(block)?;
    let values: Vec<Value> = rw.body.op(term).operands.to_vec();
    if values.len() != rw.body.op(root).num_results as usize {
        return None;
    }
    let dest = rw.body.op(root).parent?;
    rw.erase_op(term);
    let moved: SmallVec<[OpId; 8]> = rw.body.inline_block(block, &[], dest, Some(root)).into_iter().collect();
    rw.note_moved(&moved);
    Some(values)
}
