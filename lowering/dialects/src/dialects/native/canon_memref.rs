//! The terms of memref's canonicalization patterns (`spec/canonicalize/memref_canonicalize.td`).

use crate::conversion::Rewriter;
use crate::ir::{Body, OpId, RegionId, Traits};

/// Whether `op` may allocate on the stack of the enclosing allocation scope, as MLIR's
/// `isOpItselfPotentialAutomaticAllocation` says: an op whose effects are unknown, or a
/// stack allocation (`*.alloca` allocating its result).
fn may_allocate_automatically(body: &Body, op: OpId) -> bool {
    let Some(info) = body.op(op).name.info else { return true };
    let t = info.traits;
    let known = t.has(Traits::PURE)
        || t.has(Traits::NO_MEMORY_EFFECT)
        || t.has(Traits::MEMORY_READ)
        || t.has(Traits::MEMORY_WRITE)
        || t.has(Traits::MEMORY_ALLOC)
        || t.has(Traits::MEMORY_FREE)
        || t.has(Traits::RECURSIVE_MEMORY_EFFECTS)
        || info.effects.is_some();
    !known || (t.has(Traits::MEMORY_ALLOC) && info.name.ends_with(".alloca"))
}

/// Whether a region holds an op that may allocate on the stack (not looking into nested
/// allocation scopes).
fn has_potential_alloca(body: &Body, region: RegionId) -> bool {
    body.region(region).blocks.iter().any(|&b| {
        body.block_ops(b).any(|o| {
            if may_allocate_automatically(body, o) {
                return true;
            }
            let scope = body.op(o).name.info.is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE));
            !scope && body.op(o).nested.is_none() && body.op(o).regions.iter().any(|&r| has_potential_alloca(body, r))
        })
    })
}

/// Term `AllocaScopeInlinable` (MLIR's AllocaScopeInliner condition): the scope holds no
/// potential stack allocation, or it is the last op before the terminator of a region
/// whose owner is itself an allocation scope (so no lifetime grows).
pub fn alloca_scope_inlinable(rw: &mut Rewriter<'_, '_>, region: RegionId) -> bool {
    let Some(root) = rw.root() else { return false };
    let body = &*rw.body;
    if !has_potential_alloca(body, region) {
        return true;
    }
    let Some(block) = body.op(root).parent else { return false };
    let parent_is_scope = body
        .block_parent_op(block)
        .and_then(|p| body.op(p).name.info)
        .is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE));
    // A block whose region is a root of this body belongs to an isolated op: functions are
    // allocation scopes.
    let root_region = body.block(block).parent.is_some_and(|r| body.region(r).parent.is_none());
    if !(parent_is_scope || root_region) {
        return false;
    }
    let last_before_terminator = body.op(root).next.is_some_and(|n| body.terminator(block) == Some(n));
    last_before_terminator
}
