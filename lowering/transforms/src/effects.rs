//! What an op may do to memory, read off its registered traits, with MLIR's side-effect
//! queries on top: `isMemoryEffectFree`, `wouldOpBeTriviallyDead`, `isOpTriviallyDead`.
//!
//! An op whose traits say nothing about memory (an unregistered op, or a registered one
//! without `Pure`, `NoMemoryEffect`, `Memory*` or `RecursiveMemoryEffects`) may do
//! anything, as an MLIR op without the effect interface.

use descent_ir::{Body, Context, OpId, Traits};

/// The kinds of memory effect an op has on its own.
pub use descent_ir::MemoryEffects as EffectSet;

/// An op's own effects, or `None` when its traits do not say (it may do anything).
pub fn own_effects(ctx: &Context, body: &Body, op: OpId) -> Option<EffectSet> {
    let info = body.op(op).name.info?;
    if let Some(f) = info.effects {
        return Some(f(descent_ir::OpRef::new(ctx, body, op)));
    }
    let t = info.traits;
    if t.has(Traits::PURE) || t.has(Traits::NO_MEMORY_EFFECT) {
        return Some(EffectSet::default());
    }
    let set = EffectSet {
        read: t.has(Traits::MEMORY_READ),
        write: t.has(Traits::MEMORY_WRITE),
        alloc: t.has(Traits::MEMORY_ALLOC),
        free: t.has(Traits::MEMORY_FREE),
    };
    if !set.is_empty() || t.has(Traits::RECURSIVE_MEMORY_EFFECTS) {
        Some(set)
    } else {
        None
    }
}

/// Whether `op` has the effects of the ops nested in it (`RecursiveMemoryEffects`).
fn is_recursive(body: &Body, op: OpId) -> bool {
    body.op(op).name.info.is_some_and(|i| i.has_trait(Traits::RECURSIVE_MEMORY_EFFECTS))
}

/// Every op directly in the regions of `op` (all blocks), with the body holding them.
fn for_each_nested(body: &Body, op: OpId, f: &mut dyn FnMut(&Body, OpId) -> bool) -> bool {
    let inner = body.regions_body(op);
    for &r in body.op(op).regions.iter() {
        for &b in &inner.region(r).blocks {
            for o in inner.block_ops(b) {
                if !f(inner, o) {
                    return false;
                }
            }
        }
    }
    true
}

/// MLIR's `isMemoryEffectFree`: no effect, nested ops included for recursive ops.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    match own_effects(ctx, body, op) {
        Some(e) if e.is_empty() => {}
        _ => return false,
    }
    if !is_recursive(body, op) {
        return true;
    }
    for_each_nested(body, op, &mut |b, o| is_memory_effect_free(ctx, b, o))
}

/// The effects of `op` and, for recursive ops, of the ops nested in it; `None` when any
/// of them may do anything (MLIR's `getEffectsRecursively`).
pub fn effects_recursively(ctx: &Context, body: &Body, op: OpId) -> Option<EffectSet> {
    let mut all = own_effects(ctx, body, op)?;
    if is_recursive(body, op) {
        let mut known = true;
        for_each_nested(body, op, &mut |b, o| match effects_recursively(ctx, b, o) {
            Some(e) => {
                all.read |= e.read;
                all.write |= e.write;
                all.alloc |= e.alloc;
                all.free |= e.free;
                true
            }
            None => {
                known = false;
                false
            }
        });
        if !known {
            return None;
        }
    }
    Some(all)
}

/// MLIR's `wouldOpBeTriviallyDead`: erasing the op (were its results unused) changes
/// nothing: not a terminator nor a symbol, and it (with its nested ops, for recursive
/// ops) only reads memory or allocates what it returns.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    if let Some(info) = body.op(op).name.info {
        if info.has_trait(Traits::TERMINATOR) || info.has_trait(Traits::SYMBOL) {
            return false;
        }
    }
    dead_impl(ctx, body, op)
}

fn dead_impl(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(e) = own_effects(ctx, body, op) else { return false };
    if e.write || e.free {
        return false;
    }
    if !is_recursive(body, op) {
        return true;
    }
    for_each_nested(body, op, &mut |b, o| {
        // Nested terminators (yields) are fine: only their effects count.
        dead_impl(ctx, b, o)
    })
}

/// MLIR's `isOpTriviallyDead`: unused results and `would_be_trivially_dead`.
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|r| !body.has_uses(r)) && would_be_trivially_dead(ctx, body, op)
}
