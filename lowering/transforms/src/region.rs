//! Region simplification, as MLIR's `simplifyRegions` that the greedy driver runs after
//! each round of patterns: unreachable blocks are erased, dead ops and block arguments go
//! (a liveness analysis over uses, where a value forwarded to a dead block argument is not
//! a use), and, at the aggressive level, identical blocks are merged and arguments that
//! receive the same value from every predecessor are replaced by it.

use descent_ir::groups::successor_operand_range;
use descent_ir::{BlockId, Body, Context, OpId, OpRef, RegionId, Traits, Value};
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
            let mut cur = body.block(b).first;
            while let Some(op) = cur {
                let d = body.op(op);
                if d.nested.is_none() {
                    work.extend(d.regions.iter().copied());
                }
                cur = d.next;
            }
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

/// The operand ranges a terminator forwards to each successor, `None` for one that is
/// not a branch (`is_branch`).
type SuccessorRanges = Option<SmallVec<[std::ops::Range<usize>; 2]>>;

/// What the liveness analysis proved live.
#[derive(Default)]
struct Live {
    ops: IdSet,
    values: IdSet,
    changed: bool,
    /// The successor operand ranges of the terminators met, computed once each (the
    /// analysis asks for them at every round and every use).
    branches: rustc_hash::FxHashMap<OpId, SuccessorRanges>,
}

impl Live {
    /// `is_branch` and the successor operand ranges of the terminator `op`.
    fn ranges(&mut self, ctx: &Context, body: &Body, op: OpId) -> Option<&[std::ops::Range<usize>]> {
        self.branches
            .entry(op)
            .or_insert_with(|| {
                if !is_branch(ctx, body, op) {
                    return None;
                }
                let r = OpRef::new(ctx, body, op);
                (0..body.op(op).successors.len()).map(|i| successor_operand_range(r, i)).collect()
            })
            .as_deref()
    }

    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value(&mut self, v: Value) {
        self.changed |= self.values.insert(v);
    }
}

/// For a branch: the block argument operand `index` of `op` feeds, if `op` says.
fn successor_arg(body: &Body, op: OpId, ranges: &[std::ops::Range<usize>], index: usize) -> Option<Value> {
    for (range, &s) in ranges.iter().zip(body.op(op).successors.iter()) {
        if range.contains(&index) {
            return body.block(s).args.get(index - range.start).copied();
        }
    }
    None
}

fn process_value(ctx: &Context, body: &Body, v: Value, live: &mut Live) {
    let mut proved = false;
    for u in body.uses(v) {
        if has_trait(body, u.op, Traits::TERMINATOR) {
            if let Some(ranges) = live.ranges(ctx, body, u.op) {
                if let Some(arg) = successor_arg(body, u.op, ranges, u.index as usize) {
                    if !live.values.contains(&arg) {
                        continue;
                    }
                }
            }
        }
        if live.ops.contains(&u.op) {
            proved = true;
            break;
        }
    }
    if proved {
        live.set_value(v);
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: OpId, live: &mut Live) {
    if body.op(op).nested.is_none() {
        for &r in body.op(op).regions.iter() {
            propagate_region(ctx, body, r, live);
        }
    }
    if has_trait(body, op, Traits::TERMINATOR) {
        live.set_op(op);
        if live.ranges(ctx, body, op).is_none() {
            for &s in body.op(op).successors.iter() {
                for &a in &body.block(s).args {
                    live.set_value(a);
                }
            }
        }
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_be_trivially_dead(ctx, body, op) {
        live.set_op(op);
        return;
    }
    for v in body.results(op) {
        process_value(ctx, body, v, live);
    }
    // An op is live once any result is.
    if body.results(op).any(|v| live.values.contains(&v)) {
        live.set_op(op);
    }
}

fn propagate_region(ctx: &Context, body: &Body, region: RegionId, live: &mut Live) {
    let Some(entry) = body.entry_block(region) else { return };
    for b in post_order(body, region) {
        // Last op first, through the links (no list of the block's ops to build).
        let mut cur = body.block(b).last;
        while let Some(op) = cur {
            cur = body.op(op).prev;
            propagate_op(ctx, body, op, live);
        }
        if b == entry {
            continue;
        }
        for &a in &body.block(b).args {
            if !live.values.contains(&a) {
                process_value(ctx, body, a, live);
            }
        }
    }
}

/// MLIR's `runRegionDCE`.
pub fn region_dce(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut live = Live::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, body, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
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
