//! The aggressive part of region simplification, as MLIR's: blocks that do the same
//! thing and branch to the same successors are merged (values that differ between them
//! become new block arguments, one per value list that differs from the others), and block arguments that every predecessor feeds the same
//! value are replaced by that value.

use descent_ir::groups::successor_operand_range;
use descent_ir::{BlockId, Body, Context, OpId, OpRef, RegionId, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

use crate::branches::{erase_successor_operands, is_branch, predecessor_edges, resize_successor_segments};
use crate::walk::ops_of;

/// Appends `values` to what branch `op` forwards to successor `succ`.
fn append_successor_operands(ctx: &Context, body: &mut Body, op: OpId, succ: usize, values: &[Value]) {
    let Some(range) = successor_operand_range(OpRef::new(ctx, body, op), succ) else { return };
    resize_successor_segments(ctx, body, op, succ, values.len() as i64);
    body.insert_operands(op, range.end, values);
}

fn block_of(body: &Body, v: Value) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::OpResult { op, .. } => body.op(op).parent,
        ValueDef::Detached => None,
    }
}

/// Whether a value is used by an op outside `block` (nested ops count as inside).
fn used_outside(body: &Body, v: Value, block: BlockId) -> bool {
    body.uses(v).iter().any(|u| {
        let mut cur = Some(u.op);
        while let Some(o) = cur {
            if body.op(o).parent == Some(block) {
                return false;
            }
            cur = body.parent_op(o);
        }
        true
    })
}

/// A block's shape for clustering: a hash of its ops (names, attributes, types) and
/// the order number of each op's first result.
struct BlockData {
    block: BlockId,
    hash: u64,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> BlockData {
        let mut order = FxHashMap::default();
        let mut next = body.block(block).args.len();
        let mut h = FxHasher::default();
        for op in body.block_ops(block) {
            let d = body.op(op);
            if d.num_results > 0 {
                order.insert(op, next);
                next += d.num_results as usize;
            }
            d.name.ident.hash(&mut h);
            d.attrs.hash(&mut h);
            d.properties.hash(&mut h);
            for r in body.results(op) {
                body.value_type(r).hash(&mut h);
            }
        }
        BlockData { block, hash: h.finish(), order }
    }

    fn order_of(&self, body: &Body, v: Value) -> usize {
        match body.value(v).def {
            ValueDef::BlockArg { index, .. } => index as usize,
            ValueDef::OpResult { op, index } => self.order.get(&op).copied().unwrap_or(usize::MAX) + index as usize,
            ValueDef::Detached => usize::MAX,
        }
    }
}

struct Cluster {
    leader: BlockData,
    merge: Vec<BlockId>,
    /// (op index, operand index) pairs that differ, in the order found.
    operands: Vec<(usize, usize)>,
}

/// Op equivalence for merging: everything but operands, which the caller compares.
fn same_shape(body: &Body, a: OpId, b: OpId) -> bool {
    let (da, db) = (body.op(a), body.op(b));
    da.name.ident == db.name.ident
        && da.attrs == db.attrs
        && da.properties == db.properties
        && da.num_results == db.num_results
        && da.operands.len() == db.operands.len()
        && da.successors == db.successors
        && da.regions.is_empty()
        && db.regions.is_empty()
        && body.results(a).zip(body.results(b)).all(|(x, y)| body.value_type(x) == body.value_type(y))
}

impl Cluster {
    fn try_add(&mut self, body: &Body, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, mb) = (self.leader.block, data.block);
        let (la, ma) = (&body.block(lb).args, &body.block(mb).args);
        if la.len() != ma.len() || la.iter().zip(ma).any(|(&x, &y)| body.value_type(x) != body.value_type(y)) {
            return false;
        }
        let (lops, mops) = (ops_of(body, lb), ops_of(body, mb));
        if lops.len() != mops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &m)) in lops.iter().zip(&mops).enumerate() {
            if !same_shape(body, l, m) {
                return false;
            }
            let (lo, mo) = (&body.op(l).operands, &body.op(m).operands);
            for (k, (&x, &y)) in lo.iter().zip(mo).enumerate() {
                if x == y {
                    continue;
                }
                if body.value_type(x) != body.value_type(y) {
                    return false;
                }
                let (lin, min) = (block_of(body, x) == Some(lb), block_of(body, y) == Some(mb));
                if lin != min {
                    return false;
                }
                if !lin {
                    let valid = |blk: BlockId, v: Value| {
                        let ValueDef::OpResult { op: d, .. } = body.value(v).def else { return true };
                        let Some(pb) = body.op(d).parent else { return true };
                        if body.terminator(pb) != Some(d) {
                            return true;
                        }
                        !body.predecessors(blk).contains(&pb)
                    };
                    if !valid(lb, x) || !valid(mb, y) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(body, x) != data.order_of(body, y) {
                    return false;
                }
            }
            if body.results(m).any(|r| used_outside(body, r, mb)) || body.results(l).any(|r| used_outside(body, r, lb))
            {
                return false;
            }
        }
        for p in mismatched {
            if !self.operands.contains(&p) {
                self.operands.push(p);
            }
        }
        self.merge.push(mb);
        true
    }

    fn merge(self, ctx: &Context, body: &mut Body, region: RegionId) -> bool {
        if self.merge.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let preds = predecessor_edges(body, region);
        if !self.operands.is_empty() {
            let all: Vec<BlockId> = std::iter::once(leader).chain(self.merge.iter().copied()).collect();
            let editable =
                all.iter().all(|b| preds.get(b).is_none_or(|ps| ps.iter().all(|&(t, _)| is_branch(ctx, body, t))));
            if !editable {
                return false;
            }
            let mut operands = self.operands.clone();
            operands.sort();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::with_capacity(operands.len()); all.len()];
            for (ci, &b) in all.iter().enumerate() {
                let ops = ops_of(body, b);
                for &(oi, k) in &operands {
                    new_args[ci].push(body.op(ops[oi]).operands[k]);
                }
            }
            let lops = ops_of(body, leader);
            let old_args = body.block(leader).args.len();
            for &(oi, k) in &operands {
                let v = body.op(lops[oi]).operands[k];
                let ty = body.value_type(v);
                let arg = body.add_block_arg(leader, ty, None);
                body.set_operand(lops[oi], k, arg);
            }
            prune_redundant_arguments(body, leader, old_args, &mut new_args);
            for (ci, &b) in all.iter().enumerate() {
                for &(t, s) in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    append_successor_operands(ctx, body, t, s, &new_args[ci]);
                }
            }
        }
        for &b in &self.merge {
            for &(t, s) in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                body.op_mut(t).successors[s] = leader;
            }
            for v in body.block(b).args.clone() {
                crate::walk::detach_uses(body, v);
            }
            body.erase_block(b);
        }
        true
    }
}

/// MLIR's `pruneRedundantArguments`: a new argument that receives, from every block of
/// the cluster, the same value as an earlier new argument (the first one that list 0
/// passes the same value to) is that argument. Its uses in the leader go to the earlier
/// one, and it is removed from the leader and from every list.
fn prune_redundant_arguments(body: &mut Body, leader: BlockId, old_args: usize, lists: &mut [Vec<Value>]) {
    let Some(first_list) = lists.first() else { return };
    let n = first_list.len();
    let mut first_of: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first_list.iter().enumerate() {
        first_of.entry(v).or_insert(j);
    }
    let replacement: Vec<Option<usize>> = (0..n)
        .map(|j| {
            let k = first_of[&lists[0][j]];
            (k != j && lists[1..].iter().all(|l| l[k] == l[j])).then_some(k)
        })
        .collect();
    if replacement.iter().all(Option::is_none) {
        return;
    }
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = *r {
            let args = &body.block(leader).args;
            let (from, to) = (args[old_args + j], args[old_args + k]);
            body.replace_all_uses(from, to);
        }
    }
    body.erase_block_args(leader, &|i| i >= old_args && replacement[i - old_args].is_some());
    for l in lists.iter_mut() {
        let mut j = 0;
        l.retain(|_| {
            j += 1;
            replacement[j - 1].is_none()
        });
    }
}

fn merge_in_region(ctx: &Context, body: &mut Body, region: RegionId) -> bool {
    let blocks = body.region(region).blocks.clone();
    if blocks.len() <= 1 {
        return false;
    }
    // Blocks (other than the entry) grouped by their successor lists, in first-seen order.
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs: SmallVec<[BlockId; 2]> = match body.terminator(b) {
            Some(t) => body.op(t).successors.iter().copied().collect(),
            None => SmallVec::new(),
        };
        match groups.iter_mut().find(|g| g.0 == succs) {
            Some(g) => g.1.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            if body.block(b).erased {
                continue;
            }
            let has_region = body.block_ops(b).any(|o| body.op(o).regions.iter().any(|&r| !region_empty(body, o, r)));
            if has_region {
                continue;
            }
            if body.block(b).args.iter().any(|&a| used_outside(body, a, b)) {
                continue;
            }
            let data = BlockData::new(body, b);
            if !clusters.iter_mut().any(|c| c.try_add(body, &data)) {
                clusters.push(Cluster { leader: data, merge: Vec::new(), operands: Vec::new() });
            }
        }
        for c in clusters {
            merged |= c.merge(ctx, body, region);
        }
    }
    merged
}

fn region_empty(body: &Body, op: OpId, r: RegionId) -> bool {
    body.regions_body(op).region(r).blocks.is_empty()
}

/// Merges identical blocks in `regions` and the regions nested in them.
pub fn merge_identical_blocks(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut work: Vec<RegionId> = regions.to_vec();
    let mut any = false;
    while let Some(r) = work.pop() {
        if merge_in_region(ctx, body, r) {
            work.push(r);
            any = true;
        }
        for b in body.region(r).blocks.clone() {
            for op in ops_of(body, b) {
                if body.op(op).nested.is_none() {
                    for &nr in body.op(op).regions.iter() {
                        if !work.contains(&nr) {
                            work.push(nr);
                        }
                    }
                }
            }
        }
    }
    any
}

/// Replaces block arguments that every predecessor feeds the same value.
pub fn drop_redundant_arguments(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> bool {
    let mut work: Vec<RegionId> = regions.to_vec();
    let mut any = false;
    while let Some(r) = work.pop() {
        let preds = predecessor_edges(body, r);
        // Dropping arguments edits branches and blocks, never the region's block list.
        for bi in 0..body.region(r).blocks.len() {
            let b = body.region(r).blocks[bi];
            any |= drop_in_block(ctx, body, b, preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]));
            crate::walk::push_nested_regions(body, b, &mut work);
        }
    }
    any
}

fn drop_in_block(ctx: &Context, body: &mut Body, block: BlockId, preds: &[(OpId, usize)]) -> bool {
    if preds.is_empty() || body.block(block).args.is_empty() {
        return false;
    }
    // Where each edge's forwarded operands start (`None`: not a branch, which keeps every
    // argument); replacing uses below moves no operand.
    let starts: SmallVec<[Option<usize>; 4]> = preds
        .iter()
        .map(|&(t, s)| {
            if is_branch(ctx, body, t) {
                successor_operand_range(OpRef::new(ctx, body, t), s).map(|r| r.start)
            } else {
                None
            }
        })
        .collect();
    let args = body.block(block).args.clone();
    let mut erase = Vec::new();
    for (i, &arg) in args.iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for (&(t, _), start) in preds.iter().zip(&starts) {
            let Some(&v) = start.and_then(|st| body.op(t).operands.get(st + i)) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            erase.push(i);
            body.replace_all_uses(arg, c);
        }
    }
    if erase.is_empty() {
        return false;
    }
    for &i in erase.iter().rev() {
        for &(t, s) in preds {
            erase_successor_operands(ctx, body, t, s, &[i]);
        }
    }
    body.erase_block_args(block, &|i| erase.contains(&i));
    true
}
