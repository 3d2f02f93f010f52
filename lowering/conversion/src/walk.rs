//! The order in which conversions visit ops: pre-order over the blocks the entry block
//! reaches, as MLIR's conversion driver walks.

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, Body, OpId, RegionId};

/// The ops under `region` in pre-order, leaving out blocks the entry block cannot reach:
/// MLIR's conversion driver does not visit unreachable blocks.
pub(crate) fn collect_preorder(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    let blocks = &body.region(region).blocks;
    let reachable = (blocks.len() > 1).then(|| reachable_blocks(body, blocks));
    for (i, &b) in blocks.iter().enumerate() {
        if reachable.as_ref().is_some_and(|r| !r[i]) {
            continue;
        }
        let mut cur = body.block(b).first;
        while let Some(op) = cur {
            out.push(op);
            let d = body.op(op);
            if d.nested.is_none() {
                for &r in &d.regions {
                    collect_preorder(body, r, out);
                }
            }
            cur = body.op(op).next;
        }
    }
}

/// For each of `blocks` (a region's, entry first), whether the entry block reaches it.
fn reachable_blocks(body: &Body, blocks: &[BlockId]) -> Vec<bool> {
    // Functions mostly have a handful of blocks: a scan beats building a map for each.
    let index: Option<FxHashMap<BlockId, usize>> =
        (blocks.len() > 16).then(|| blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect());
    let find = |s: &BlockId| match &index {
        Some(m) => m.get(s).copied(),
        None => blocks.iter().position(|b| b == s),
    };
    let mut seen = vec![false; blocks.len()];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        if let Some(t) = body.block(blocks[i]).last {
            for s in body.op(t).successors.iter() {
                if let Some(j) = find(s) {
                    if !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
        }
    }
    seen
}
