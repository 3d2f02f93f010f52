//! Small shared helpers over a body's blocks, ops and values.

use descent_ir::{BlockId, Body, Context, OpId, RegionId, Traits, Value};
use smallvec::SmallVec;

/// The ops of `block`, collected (callers erase or move ops while iterating).
pub fn ops_of(body: &Body, block: BlockId) -> Vec<OpId> {
    body.block_ops(block).collect()
}

/// Adds the regions of `block`'s ops (not of isolated ones) to `work`: the next level of
/// a walk over nested regions.
pub fn push_nested_regions(body: &Body, block: BlockId, work: &mut Vec<RegionId>) {
    let mut cur = body.block(block).first;
    while let Some(op) = cur {
        let d = body.op(op);
        if d.nested.is_none() {
            work.extend(d.regions.iter().copied());
        }
        cur = d.next;
    }
}

/// Whether `op` is registered with trait `t`.
pub fn has_trait(body: &Body, op: OpId, t: Traits) -> bool {
    body.op(op).name.info.is_some_and(|i| i.has_trait(t))
}

/// Whether the regions of `op` are graph regions (no SSA dominance).
pub fn has_graph_regions(body: &Body, op: OpId) -> bool {
    has_trait(body, op, Traits::HAS_ONLY_GRAPH_REGION)
}

/// Gives every use of `v` a fresh detached value instead (the users are being erased).
pub fn detach_uses(body: &mut Body, v: Value) {
    if body.has_uses(v) {
        let p = body.new_placeholder(body.value_type(v));
        body.replace_all_uses(v, p);
    }
}

/// The isolated children of `body` a pass visits, with their root regions and bodies: all
/// of them, or with `only` (a pass nested under `op.name(...)`) those of that op name.
pub fn chosen_children<'b>(
    ctx: &Context,
    body: &'b mut Body,
    only: Option<&str>,
) -> Vec<(OpId, SmallVec<[RegionId; 1]>, &'b mut Body)> {
    let allowed: Vec<OpId> = match only {
        Some(name) => (0..body.num_ops() as u32)
            .map(OpId)
            .filter(|&o| body.op(o).nested.is_some() && ctx.ident_str(body.op(o).name.ident) == name)
            .collect(),
        None => Vec::new(),
    };
    let mut children = body.isolated_children_mut();
    if only.is_some() {
        children.retain(|c| allowed.contains(&c.0));
    }
    children
}
