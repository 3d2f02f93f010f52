//! Dominator trees of a region's CFG (blocks and their terminators' successors), by the
//! iterative algorithm of Cooper, Harvey and Kennedy over reverse post-order. Unreachable
//! blocks are not in the tree, as in MLIR's `DominanceInfo`.

use descent_ir::{BlockId, Body, RegionId};
use rustc_hash::FxHashMap;

/// The blocks of a region reachable from its entry block, in post-order (successors
/// visited in order, as LLVM's `post_order`).
pub fn post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(region) else { return Vec::new() };
    // Regions mostly have few blocks: a list beats hashing (every pass over a function
    // asks), until it grows.
    let mut seen = SeenBlocks::default();
    let mut out = Vec::new();
    seen.insert(entry);
    body.post_order_from(entry, &mut |b| seen.insert(b), &mut out);
    out
}

/// A set of blocks: a short list, or a hash set once it holds many.
#[derive(Default)]
struct SeenBlocks {
    few: smallvec::SmallVec<[BlockId; 16]>,
    many: Option<rustc_hash::FxHashSet<BlockId>>,
}

impl SeenBlocks {
    /// Whether `b` was not in the set.
    fn insert(&mut self, b: BlockId) -> bool {
        if let Some(m) = &mut self.many {
            return m.insert(b);
        }
        if self.few.contains(&b) {
            return false;
        }
        self.few.push(b);
        if self.few.len() > 32 {
            self.many = Some(self.few.drain(..).collect());
        }
        true
    }
}

/// The successor blocks of `block` (its terminator's).
pub fn successors(body: &Body, block: BlockId) -> &[BlockId] {
    match body.terminator(block) {
        Some(t) => &body.op(t).successors,
        None => &[],
    }
}

/// A dominator tree over the reachable blocks of one region.
pub struct DomTree {
    /// Each reachable block's children, in region block order.
    children: FxHashMap<BlockId, Vec<BlockId>>,
    /// The entry block, the tree's root.
    root: Option<BlockId>,
}

impl DomTree {
    /// The dominator tree of `region`.
    pub fn new(body: &Body, region: RegionId) -> DomTree {
        let po = post_order(body, region);
        let Some(&root) = po.last() else { return DomTree { children: FxHashMap::default(), root: None } };
        let index: FxHashMap<BlockId, usize> = po.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); po.len()];
        for (i, &b) in po.iter().enumerate() {
            for s in successors(body, b) {
                if let Some(&j) = index.get(s) {
                    preds[j].push(i);
                }
            }
        }
        // idom by post-order number; the root is its own.
        let n = po.len();
        let mut idom: Vec<Option<usize>> = vec![None; n];
        idom[n - 1] = Some(n - 1);
        let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
            while a != b {
                while a < b {
                    a = idom[a].unwrap_or(n - 1);
                }
                while b < a {
                    b = idom[b].unwrap_or(n - 1);
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for i in (0..n - 1).rev() {
                let mut new: Option<usize> = None;
                for &p in &preds[i] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(x) => intersect(&idom, p, x),
                    });
                }
                if new.is_some() && idom[i] != new {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in &body.region(region).blocks {
            let Some(&i) = index.get(&b) else { continue };
            if i == n - 1 {
                continue;
            }
            if let Some(d) = idom[i] {
                children.entry(po[d]).or_default().push(b);
            }
        }
        DomTree { children, root: Some(root) }
    }

    /// The entry block (`None` for an empty region).
    pub fn root(&self) -> Option<BlockId> {
        self.root
    }

    /// The blocks `block` immediately dominates.
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        self.children.get(&block).map_or(&[], |v| v.as_slice())
    }
}
