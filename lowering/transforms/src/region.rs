//! Region simplification, as MLIR's `simplifyRegions` that the greedy driver runs after
//! each round of patterns: unreachable blocks are erased, dead ops and block arguments go
//! (a liveness analysis over uses, where a value forwarded to a dead block argument is not
//! a use), and, at the aggressive level, identical blocks are merged and arguments that
//! receive the same value from every predecessor are replaced by it.

use descent_ir::groups::successor_operand_range;
use descent_ir::{BlockId, Body, Context, OpId, OpRef, RegionId, Traits, Value, ValueDef};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::branches::{erase_successor_operands, is_branch};
use crate::dominance::post_order;
use crate::effects::would_be_trivially_dead;
use crate::walk::{detach_uses, has_trait, ops_of};

/// Simplifies `regions` and the regions nested in them (within `body`); whether anything
/// changed. Erased ops become tombstones in `body`.
pub fn simplify_regions(ctx: &Context, body: &mut Body, regions: &[RegionId], merge_blocks: bool) -> bool {
    let mut changed = erase_unreachable_blocks(body, regions);
    changed |= region_dce(ctx, body, regions);
    if merge_blocks {
        changed |= crate::region_merge::merge_identical_blocks(ctx, body, regions);
        changed |= crate::region_merge::drop_redundant_arguments(ctx, body, regions);
    }
    changed
}

/// Erases the blocks no path from their region's entry reaches.
pub fn erase_unreachable_blocks(body: &mut Body, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut work: Vec<RegionId> = regions.to_vec();
    while let Some(r) = work.pop() {
        let blocks = body.region(r).blocks.clone();
        if blocks.is_empty() {
            continue;
        }
        // Reachable blocks are distinct: as many as the region has means all are.
        let reachable = if blocks.len() == 1 { Vec::new() } else { post_order(body, r) };
        let all = blocks.len() == 1 || reachable.len() == blocks.len();
        let live: FxHashSet<BlockId> = if all { FxHashSet::default() } else { reachable.into_iter().collect() };
        for b in blocks {
            if !all && !live.contains(&b) {
                for op in ops_of(body, b) {
                    for v in body.results(op).collect::<SmallVec<[Value; 4]>>() {
                        detach_uses(body, v);
                    }
                }
                for v in body.block(b).args.clone() {
                    detach_uses(body, v);
                }
                body.erase_block(b);
                changed = true;
                continue;
            }
            crate::walk::push_nested_regions(body, b, &mut work);
        }
    }
    changed
}

/// A set of ops or values of one body, as flags by id (the liveness analysis visits
/// every op and value of a function: no hashing).
#[derive(Default)]
struct IdSet(Vec<bool>);

/// An arena id.
trait Id: Copy {
    fn index(self) -> usize;
}

impl Id for OpId {
    fn index(self) -> usize {
        self.0 as usize
    }
}

impl Id for Value {
    fn index(self) -> usize {
        self.0 as usize
    }
}

impl IdSet {
    fn contains<T: Id>(&self, x: &T) -> bool {
        self.0.get(x.index()).copied().unwrap_or(false)
    }
    fn insert<T: Id>(&mut self, x: T) -> bool {
        let i = x.index();
        if i >= self.0.len() {
            self.0.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.0[i], true)
    }
}

/// What the liveness analysis proved live (ops, and values: block arguments matter to the
/// deletion), as a worklist over uses rather than MLIR's repeated sweeps: the same least
/// fixpoint, each op and value visited once.
#[derive(Default)]
struct Live {
    ops: IdSet,
    values: IdSet,
    /// Live ops whose operands are still to be marked.
    ops_todo: Vec<OpId>,
    /// Live values whose definition (or forwarded operands) is still to be marked.
    values_todo: Vec<Value>,
    /// For each block argument a branch forwards to: the forwarded operands, which are
    /// live only with the argument.
    forwards: rustc_hash::FxHashMap<Value, SmallVec<[Value; 2]>>,
    /// The positions of each branch's forwarded operands.
    forwarded: rustc_hash::FxHashMap<OpId, SmallVec<[usize; 4]>>,
}

impl Live {
    fn mark_op(&mut self, op: OpId) {
        if self.ops.insert(op) {
            self.ops_todo.push(op);
        }
    }

    fn mark_value(&mut self, v: Value) {
        if self.values.insert(v) {
            self.values_todo.push(v);
        }
    }

    /// Marks until nothing new is live.
    fn propagate(&mut self, body: &Body) {
        loop {
            if let Some(op) = self.ops_todo.pop() {
                let skip = self.forwarded.get(&op).cloned().unwrap_or_default();
                for (k, &v) in body.op(op).operands.iter().enumerate() {
                    if !skip.contains(&k) {
                        self.mark_value(v);
                    }
                }
            } else if let Some(v) = self.values_todo.pop() {
                match body.value(v).def {
                    ValueDef::OpResult { op, .. } => self.mark_op(op),
                    _ => {
                        for f in self.forwards.get(&v).cloned().unwrap_or_default() {
                            self.mark_value(f);
                        }
                    }
                }
            } else {
                return;
            }
        }
    }
}

/// Seeds the analysis with the reachable blocks of `region` and the regions nested in
/// them (not isolated ones): the ops that stay whatever their results (terminators, ops
/// with effects), and the branch edges.
fn seed_region(ctx: &Context, body: &Body, region: RegionId, live: &mut Live) {
    let blocks = &body.region(region).blocks;
    let order;
    let reachable: &[BlockId] = if blocks.len() <= 1 {
        blocks
    } else {
        order = post_order(body, region);
        &order
    };
    for &b in reachable {
        let mut cur = body.block(b).first;
        while let Some(op) = cur {
            let d = body.op(op);
            cur = d.next;
            if d.nested.is_none() {
                for &r in d.regions.iter() {
                    seed_region(ctx, body, r, live);
                }
            }
            if has_trait(body, op, Traits::TERMINATOR) {
                seed_edges(ctx, body, op, live);
                live.mark_op(op);
            } else if !would_be_trivially_dead(ctx, body, op) {
                live.mark_op(op);
            }
        }
    }
}

/// The edges of terminator `op`: what a branch forwards to a block argument is live only
/// with the argument; every successor argument of another terminator is live.
fn seed_edges(ctx: &Context, body: &Body, op: OpId, live: &mut Live) {
    let d = body.op(op);
    if d.successors.is_empty() {
        return;
    }
    if !is_branch(ctx, body, op) {
        for &s in d.successors.iter() {
            for &a in &body.block(s).args {
                live.mark_value(a);
            }
        }
        return;
    }
    let r = OpRef::new(ctx, body, op);
    let mut positions: SmallVec<[usize; 4]> = SmallVec::new();
    for (i, &s) in d.successors.iter().enumerate() {
        let Some(range) = successor_operand_range(r, i) else { continue };
        let args = &body.block(s).args;
        for k in range.clone() {
            let (Some(&arg), Some(&v)) = (args.get(k - range.start), d.operands.get(k)) else { continue };
            positions.push(k);
            live.forwards.entry(arg).or_default().push(v);
        }
    }
    if !positions.is_empty() {
        live.forwarded.insert(op, positions);
    }
}

/// MLIR's `runRegionDCE`.
pub fn region_dce(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut live = Live::default();
    for &r in regions {
        seed_region(ctx, body, r, &mut live);
    }
    // Seeding is complete (every branch edge known) before anything propagates.
    live.propagate(body);
    // Mostly everything is live: then there is nothing to delete, and no need to walk the
    // regions again changing nothing.
    if !regions.iter().any(|&r| has_dead(body, r, &live)) {
        return false;
    }
    delete_dead(ctx, body, regions, &live)
}

/// Whether `region` (or a region nested in it, not isolated) holds an op or a block
/// argument (of a block other than the entry) the analysis did not prove live.
fn has_dead(body: &Body, region: RegionId, live: &Live) -> bool {
    let entry = body.entry_block(region);
    for &b in &body.region(region).blocks {
        if Some(b) != entry && body.block(b).args.iter().any(|a| !live.values.contains(a)) {
            return true;
        }
        let mut cur = body.block(b).first;
        while let Some(op) = cur {
            let d = body.op(op);
            if !live.ops.contains(&op) {
                return true;
            }
            if d.nested.is_none() && d.regions.iter().any(|&r| has_dead(body, r, live)) {
                return true;
            }
            cur = d.next;
        }
    }
    false
}

fn delete_dead(ctx: &Context, body: &mut Body, regions: &[RegionId], live: &Live) -> bool {
    let mut erased = false;
    for &r in regions {
        let Some(entry) = body.entry_block(r) else { continue };
        let single = body.region(r).blocks.len() == 1;
        for b in post_order(body, r) {
            if !single {
                if let Some(t) = body.terminator(b) {
                    erased |= erase_dead_successor_operands(ctx, body, t, live);
                }
            }
            for op in ops_of(body, b).into_iter().rev() {
                if !live.ops.contains(&op) {
                    for v in body.results(op).collect::<SmallVec<[Value; 4]>>() {
                        detach_uses(body, v);
                    }
                    body.erase_op(op);
                    erased = true;
                } else if body.op(op).nested.is_none() {
                    let inner: SmallVec<[RegionId; 2]> = body.op(op).regions.iter().copied().collect();
                    erased |= delete_dead(ctx, body, &inner, live);
                }
            }
        }
        for b in body.region(r).blocks.clone() {
            if b == entry {
                continue;
            }
            let args = body.block(b).args.clone();
            if args.iter().all(|a| live.values.contains(a)) {
                continue;
            }
            for &a in &args {
                if !live.values.contains(&a) {
                    detach_uses(body, a);
                }
            }
            body.erase_block_args(b, &|i| !live.values.contains(&args[i]));
            erased = true;
        }
    }
    erased
}

/// Drops the operands `op` forwards to dead block arguments.
fn erase_dead_successor_operands(ctx: &Context, body: &mut Body, op: OpId, live: &Live) -> bool {
    if !is_branch(ctx, body, op) {
        return false;
    }
    let succs: SmallVec<[BlockId; 2]> = body.op(op).successors.iter().copied().collect();
    let mut any = false;
    // From the last successor back, so earlier ranges stay put.
    for (i, &s) in succs.iter().enumerate().rev() {
        let Some(range) = successor_operand_range(OpRef::new(ctx, body, op), i) else { continue };
        let args = body.block(s).args.clone();
        let dead: SmallVec<[usize; 4]> =
            (0..range.len().min(args.len())).filter(|&k| !live.values.contains(&args[k])).collect();
        if dead.is_empty() {
            continue;
        }
        erase_successor_operands(ctx, body, op, i, &dead);
        any = true;
    }
    any
}
