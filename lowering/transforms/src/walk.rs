//! Small shared helpers over a body's blocks, ops and values.

use descent_ir::{BlockId, Body, OpId, Traits, Value};

/// The ops of `block`, collected (callers erase or move ops while iterating).
pub fn ops_of(body: &Body, block: BlockId) -> Vec<OpId> {
    body.block_ops(block).collect()
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
