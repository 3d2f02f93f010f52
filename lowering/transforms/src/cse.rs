//! `-cse`, as MLIR's: walks each region's dominator tree with a scoped table of the ops
//! seen so far, replaces an op by an equivalent one that dominates it, and erases ops
//! that are trivially dead on the way. Ops that may read memory are replaced only by an
//! equivalent op of the same block with no write between them; ops with effects of
//! other kinds, terminators, unregistered ops and ops holding multi-block regions are
//! kept. Each op isolated from above starts a fresh table (its body is processed on its
//! own, in parallel with its siblings).

use descent_ir::{AttrData, Attribute, BlockId, Body, Context, Location, OpId, RegionId, Traits, Value};
use rustc_hash::{FxHashMap, FxHashSet, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

use crate::dominance::DomTree;
use crate::effects::{effects_recursively, is_memory_effect_free, is_trivially_dead, own_effects};
use crate::walk::{chosen_children, has_graph_regions, has_trait, ops_of};

/// Runs CSE over `regions` of `body` (the regions of the op the pass runs on, whose
/// ops live in `body`), and over the bodies of the isolated ops inside. `graph` says the
/// regions have no SSA dominance (a module's). With `only` set, only the isolated
/// children of those op names are processed and the regions themselves are not (a
/// pass nested under `func.func(...)`).
pub fn cse(ctx: &Context, body: &mut Body, regions: &[RegionId], graph: bool, only: Option<&str>) {
    if only.is_none() {
        let mut driver =
            Driver { ctx, known: Known::default(), to_erase: Vec::new(), visited: None, cache: FxHashMap::default() };
        for &r in regions {
            driver.region(body, r, !graph);
        }
        for op in std::mem::take(&mut driver.to_erase) {
            erase_tree(body, op);
        }
    }
    use rayon::prelude::*;
    chosen_children(ctx, body, only).into_par_iter().for_each(|(_, rs, inner)| cse(ctx, inner, &rs, false, None));
}

/// Erases `op` (its results are unused by now).
fn erase_tree(body: &mut Body, op: OpId) {
    if !body.op(op).erased {
        body.erase_op(op);
    }
}

/// The scoped table of known ops: equal keys chain, the latest insertion wins.
#[derive(Default)]
struct Known {
    table: FxHashMap<u64, SmallVec<[OpId; 1]>>,
    /// Insertions of the open scopes, innermost last; `usize::MAX` marks a scope start.
    log: Vec<(u64, OpId)>,
}

const SCOPE: (u64, OpId) = (u64::MAX, OpId(u32::MAX));

impl Known {
    fn push_scope(&mut self) {
        self.log.push(SCOPE);
    }
    fn pop_scope(&mut self) {
        while let Some(e) = self.log.pop() {
            if e == SCOPE {
                break;
            }
            if let Some(v) = self.table.get_mut(&e.0) {
                if let Some(i) = v.iter().rposition(|&o| o == e.1) {
                    v.remove(i);
                }
            }
        }
    }
    fn insert(&mut self, hash: u64, op: OpId) {
        self.table.entry(hash).or_default().push(op);
        self.log.push((hash, op));
    }
    fn lookup(&self, body: &Body, hash: u64, op: OpId) -> Option<OpId> {
        self.table.get(&hash)?.iter().rev().copied().find(|&o| equivalent(body, o, op))
    }
}

struct Driver<'c> {
    ctx: &'c Context,
    known: Known,
    to_erase: Vec<OpId>,
    /// In a graph region: the ops visited so far (uses in them are not replaced).
    visited: Option<FxHashSet<OpId>>,
    /// For a reading op: how far the search for writes after it got, and whether it found
    /// one (MLIR's per-block `memEffectsCache`).
    cache: FxHashMap<OpId, (Option<OpId>, bool)>,
}

impl Driver<'_> {
    fn region(&mut self, body: &mut Body, region: RegionId, ssa: bool) {
        let blocks = &body.region(region).blocks;
        if blocks.is_empty() {
            return;
        }
        // In a graph region, uses in ops already visited keep their value: the visit
        // must be recorded from the first op on.
        if !ssa && self.visited.is_none() {
            self.visited = Some(FxHashSet::default());
        }
        if blocks.len() == 1 {
            let b = blocks[0];
            self.known.push_scope();
            self.block(body, b, ssa);
            self.known.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        let tree = DomTree::new(body, region);
        let Some(root) = tree.root() else { return };
        // Depth-first over the tree, one scope per node.
        let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
        self.known.push_scope();
        self.block(body, root, ssa);
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let kids = tree.children(b);
            if *i < kids.len() {
                let c = kids[*i];
                *i += 1;
                stack.push((c, 0));
                self.known.push_scope();
                self.block(body, c, ssa);
            } else {
                stack.pop();
                self.known.pop_scope();
            }
        }
    }

    fn block(&mut self, body: &mut Body, block: BlockId, ssa: bool) {
        for op in ops_of(body, block) {
            if body.op(op).nested.is_none() && !body.op(op).regions.is_empty() {
                let graph = has_graph_regions(body, op);
                // An unregistered op might be isolated from above: its regions must not
                // see the values known outside (MLIR's `mightHaveTrait`).
                let fresh = body.op(op).name.info.is_none() || has_trait(body, op, Traits::ISOLATED_FROM_ABOVE);
                let outer = fresh.then(|| std::mem::take(&mut self.known));
                for r in body.op(op).regions.iter().copied().collect::<SmallVec<[RegionId; 2]>>() {
                    self.region(body, r, !graph);
                }
                if let Some(k) = outer {
                    self.known = k;
                }
            }
            self.operation(body, op, ssa);
            if let Some(v) = self.visited.as_mut() {
                v.insert(op);
            }
        }
        self.cache.clear();
    }

    /// MLIR's `simplifyOperation`: whether `op` was replaced or marked dead.
    fn operation(&mut self, body: &mut Body, op: OpId, ssa: bool) -> bool {
        if has_trait(body, op, Traits::TERMINATOR) {
            return false;
        }
        if is_trivially_dead(self.ctx, body, op) {
            self.to_erase.push(op);
            return true;
        }
        if body.op(op).nested.is_some() {
            return false;
        }
        let inner_ok = body.op(op).regions.iter().all(|&r| body.region(r).blocks.len() <= 1);
        if !inner_ok {
            return false;
        }
        let hash = op_hash(body, op);
        if !is_memory_effect_free(self.ctx, body, op) {
            let reads_only = own_effects(self.ctx, body, op).is_some_and(|e| e.read && !e.write && !e.alloc && !e.free);
            if !reads_only {
                return false;
            }
            if let Some(existing) = self.known.lookup(body, hash, op) {
                if body.op(existing).parent == body.op(op).parent && !self.write_between(body, existing, op) {
                    self.replace(body, op, existing, ssa);
                    return true;
                }
            }
            self.known.insert(hash, op);
            return false;
        }
        if let Some(existing) = self.known.lookup(body, hash, op) {
            self.replace(body, op, existing, ssa);
            return true;
        }
        self.known.insert(hash, op);
        false
    }

    fn replace(&mut self, body: &mut Body, op: OpId, existing: OpId, ssa: bool) {
        let pairs: SmallVec<[(Value, Value); 2]> = body.results(op).zip(body.results(existing)).collect();
        let mut all_replaced = true;
        for (from, to) in pairs {
            if ssa {
                body.replace_all_uses(from, to);
            } else {
                let visited = self.visited.get_or_insert_with(FxHashSet::default);
                let uses: SmallVec<[_; 4]> =
                    body.uses(from).iter().copied().filter(|u| !visited.contains(&u.op)).collect();
                for u in uses {
                    body.set_operand(u.op, u.index as usize, to);
                }
                all_replaced &= !body.has_uses(from);
            }
        }
        if all_replaced {
            self.to_erase.push(op);
        }
        let unknown = |l: Attribute| matches!(self.ctx.attr_data(l), AttrData::Location(Location::Unknown));
        if unknown(body.op(existing).loc) && !unknown(body.op(op).loc) {
            body.op_mut(existing).loc = body.op(op).loc;
        }
    }

    /// Whether an op between `from` and `to` (same block) may write memory.
    fn write_between(&mut self, body: &Body, from: OpId, to: OpId) -> bool {
        let entry = self.cache.entry(from).or_insert((Some(from), false));
        if entry.1 {
            return true;
        }
        let mut next = entry.0;
        while let Some(o) = next {
            if o == to {
                break;
            }
            match effects_recursively(self.ctx, body, o) {
                Some(e) if !e.write => {}
                _ => {
                    *entry = (Some(o), true);
                    return true;
                }
            }
            next = body.op(o).next;
        }
        entry.0 = Some(to);
        false
    }
}

/// The hash of what makes two ops equivalent, regions aside (MLIR's
/// `OperationEquivalence::computeHash` with operands hashed directly).
fn op_hash(body: &Body, op: OpId) -> u64 {
    let d = body.op(op);
    let mut h = FxHasher::default();
    d.name.ident.hash(&mut h);
    d.attrs.hash(&mut h);
    d.properties.hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if has_trait(body, op, Traits::COMMUTATIVE) {
        // Operand order does not matter (MLIR sums the operand hashes).
        let sum = d.operands.iter().fold(0u64, |acc, v| {
            let mut hv = FxHasher::default();
            v.hash(&mut hv);
            acc.wrapping_add(hv.finish())
        });
        sum.hash(&mut h);
    } else {
        d.operands.hash(&mut h);
    }
    h.finish()
}

/// MLIR's `OperationEquivalence::isEquivalentTo` ignoring locations: same name,
/// attributes, result types and operands, and structurally equal regions.
fn equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    let mut map = FxHashMap::default();
    let mut blocks = FxHashMap::default();
    same_op(body, a, b, &mut map, &mut blocks)
}

fn same_op(
    body: &Body,
    a: OpId,
    b: OpId,
    map: &mut FxHashMap<Value, Value>,
    blocks: &mut FxHashMap<BlockId, BlockId>,
) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    if da.name.ident != db.name.ident
        || da.attrs != db.attrs
        || da.properties != db.properties
        || da.num_results != db.num_results
        || da.operands.len() != db.operands.len()
        || da.regions.len() != db.regions.len()
        || da.successors.len() != db.successors.len()
        || da.nested.is_some()
        || db.nested.is_some()
    {
        return false;
    }
    if body.results(a).zip(body.results(b)).any(|(x, y)| body.value_type(x) != body.value_type(y)) {
        return false;
    }
    // A commutative op's operands compare as sorted lists.
    let sorted = |v: &[Value]| {
        let mut v: SmallVec<[Value; 4]> = v.into();
        v.sort();
        v
    };
    let (oa, ob): (SmallVec<[Value; 4]>, SmallVec<[Value; 4]>) = if has_trait(body, a, Traits::COMMUTATIVE) {
        (sorted(&da.operands), sorted(&db.operands))
    } else {
        (da.operands.iter().copied().collect(), db.operands.iter().copied().collect())
    };
    for (&x, &y) in oa.iter().zip(&ob) {
        if map.get(&x).copied().unwrap_or(x) != y {
            return false;
        }
    }
    for (&x, &y) in da.successors.iter().zip(&db.successors) {
        if blocks.get(&x).copied().unwrap_or(x) != y {
            return false;
        }
    }
    for (&ra, &rb) in da.regions.iter().zip(&db.regions) {
        if !same_region(body, ra, rb, map, blocks) {
            return false;
        }
    }
    for (x, y) in body.results(a).zip(body.results(b)) {
        map.insert(x, y);
    }
    true
}

fn same_region(
    body: &Body,
    ra: RegionId,
    rb: RegionId,
    map: &mut FxHashMap<Value, Value>,
    blocks: &mut FxHashMap<BlockId, BlockId>,
) -> bool {
    let (ba, bb) = (&body.region(ra).blocks, &body.region(rb).blocks);
    if ba.len() != bb.len() {
        return false;
    }
    for (&x, &y) in ba.iter().zip(bb) {
        let (ax, ay) = (&body.block(x).args, &body.block(y).args);
        if ax.len() != ay.len() || ax.iter().zip(ay).any(|(&p, &q)| body.value_type(p) != body.value_type(q)) {
            return false;
        }
        for (&p, &q) in ax.iter().zip(ay) {
            map.insert(p, q);
        }
        blocks.insert(x, y);
    }
    for (&x, &y) in ba.iter().zip(bb) {
        let (ox, oy) = (ops_of(body, x), ops_of(body, y));
        if ox.len() != oy.len() {
            return false;
        }
        for (&p, &q) in ox.iter().zip(&oy) {
            if !same_op(body, p, q, map, blocks) {
                return false;
            }
        }
    }
    true
}
