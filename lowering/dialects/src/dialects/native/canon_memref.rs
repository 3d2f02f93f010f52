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

/// Whether op `a` comes before op `b` in their (common) block.
fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.op(a).next;
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.op(o).next;
    }
    false
}

/// Whether region `outer` strictly encloses region `inner`.
fn is_proper_ancestor(body: &Body, outer: RegionId, inner: RegionId) -> bool {
    let mut r = inner;
    while let Some(op) = body.region(r).parent {
        let Some(block) = body.op(op).parent else { return false };
        let Some(up) = body.block(block).parent else { return false };
        if up == outer {
            return true;
        }
        r = up;
    }
    false
}

/// Term `DimOfMemRefReshape` (MLIR's pattern of that name): `memref.dim` of a
/// `memref.reshape` reads the size from the shape operand with a `memref.load` placed
/// right after the reshape (before anything could change the shape), cast to `index`
/// when the shape holds integers. Only when the index is known to be available there:
/// defined before the reshape in its block, a block argument of that block, or defined
/// in an enclosing region.
pub fn dim_of_memref_reshape(rw: &mut Rewriter<'_, '_>) -> Option<crate::ir::Value> {
    use crate::dialects::gen::{arith, memref};
    use crate::ir::ValueDef;
    let dim = rw.root()?;
    let (&source, &index) = (rw.body.op(dim).operands.first()?, rw.body.op(dim).operands.get(1)?);
    let ValueDef::OpResult { op: reshape, .. } = rw.body.value(source).def else { return None };
    if rw.ctx.ident_str(rw.body.op(reshape).name.ident) != "memref.reshape" {
        return None;
    }
    let shape = *rw.body.op(reshape).operands.get(1)?;
    let reshape_block = rw.body.op(reshape).parent?;
    let (index_block, index_def) = match rw.body.value(index).def {
        ValueDef::OpResult { op, .. } => (rw.body.op(op).parent?, Some(op)),
        ValueDef::BlockArg { block, .. } => (block, None),
        _ => return None,
    };
    if index_block == reshape_block {
        if index_def.is_some_and(|d| is_before_in_block(rw.body, reshape, d)) {
            return None;
        }
    } else if rw.body.op(dim).parent != Some(reshape_block) {
        let (ir, rr) = (rw.body.block(index_block).parent?, rw.body.block(reshape_block).parent?);
        if !is_proper_ancestor(rw.body, ir, rr) {
            return None;
        }
    }
    let shape_ty = rw.body.value_type(shape);
    let elem = rw.ctx.element_type_or_self(shape_ty);
    let loc = rw.loc;
    let outer = rw.insertion();
    rw.set_insertion(reshape_block, rw.body.op(reshape).next);
    let load = rw.insert(memref::LoadOp::build(rw.ctx, loc, shape, &[index], None, None, elem));
    let mut v = rw.body.result(load, 0);
    let index_ty = rw.ctx.index_type();
    if elem != index_ty {
        let cast = rw.insert(arith::IndexCastOp::build(rw.ctx, loc, v, index_ty));
        v = rw.body.result(cast, 0);
    }
    rw.set_insertion(outer.0, outer.1);
    Some(v)
}
