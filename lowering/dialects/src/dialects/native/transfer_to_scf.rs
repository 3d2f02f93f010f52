//! The transfer lowering of `-convert-vector-to-scf` (MLIR 22's `VectorToSCF.cpp`, its
//! default options): an n-D `vector.transfer_read`/`transfer_write` of a memref goes
//! through a buffer (`memref.alloca` of the vector at the start of the enclosing
//! allocation scope), which an `scf.for` over the vector's first dim fills or reads one
//! (n-1)-D transfer at a time, guarded by an `scf.if` on the memref's size when that dim
//! may run out of bounds. The n-1-D transfers carry MLIR's `__vector_to_scf_lowering__`
//! label while they are still above rank 1, so the same rules unpack them in turn.
//!
//! Handled: unmasked transfers of memrefs with a minor identity permutation map (what
//! MLIR's permutation-map lowering leaves as it is). Masked transfers, tensors, scalable
//! leading dims and other permutation maps are left as they are.

use crate::conversion::Rewriter;
use crate::dialects::gen::{affine, arith, memref, scf, vector};
use crate::dialects::native::vector::{make_vector, vt};
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, BlockId, OpId, OpRef, Traits, Type, TypeData, Value};

/// MLIR's `kPassLabel`.
const LABEL: &str = "__vector_to_scf_lowering__";

/// The parts of a transfer the rules read.
struct Xfer {
    op: OpId,
    is_read: bool,
    base: Value,
    indices: Vec<Value>,
    /// The vector written (a write's operand 0).
    value: Option<Value>,
    padding: Option<Value>,
    vector: Type,
    map: AffineMap,
    in_bounds: Vec<bool>,
    labelled: bool,
}

fn xfer(rw: &Rewriter<'_, '_>) -> Option<Xfer> {
    let id = rw.root()?;
    let r = OpRef::new(rw.ctx, rw.body, id);
    let is_read = r.name() == "vector.transfer_read";
    let ops = r.operands();
    let seg = match r.attr("operandSegmentSizes").map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => values.to_vec(),
        _ => return None,
    };
    // No mask: the fourth operand group is empty for both ops.
    if seg.get(3) != Some(&0) {
        return None;
    }
    let (base, indices, value, padding, vector) = if is_read {
        let n = usize::try_from(*seg.get(1)?).ok()?;
        (ops[0], ops[1..1 + n].to_vec(), None, Some(ops[1 + n]), r.value_type(r.result(0)))
    } else {
        let n = usize::try_from(*seg.get(2)?).ok()?;
        (ops[1], ops[2..2 + n].to_vec(), Some(ops[0]), None, r.value_type(ops[0]))
    };
    let map = match r.attr("permutation_map").map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::AffineMap(m)) => m.clone(),
        _ => return None,
    };
    let rank = rw.ctx.shape(vector)?.len();
    let in_bounds = super::fold_vector::in_bounds_flags(rw.ctx, r.attr("in_bounds"), rank);
    let labelled = r.attr(LABEL).is_some();
    Some(Xfer { op: id, is_read, base, indices, value, padding, vector, map, in_bounds, labelled })
}

/// A permutation map whose results are the trailing dims in order.
fn is_minor_identity(map: &AffineMap) -> bool {
    let n = map.results.len() as u32;
    n <= map.num_dims
        && map.num_symbols == 0
        && map.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(map.num_dims - n + i as u32))
}

/// MLIR's `checkPrepareXferOp` (and what this lowering supports): not yet labelled, of
/// rank 2 or more with a fixed leading dim, of a memref of the vector's element type.
fn preparable(rw: &Rewriter<'_, '_>, x: &Xfer) -> bool {
    let Some(v) = vt(rw.ctx, x.vector) else { return false };
    let TypeData::MemRef { elem, .. } = rw.ctx.type_data(rw.value_type(x.base)) else { return false };
    !x.labelled && v.shape.len() >= 2 && !v.scalable[0] && *elem == v.elem && is_minor_identity(&x.map)
}

/// A `memref.alloca` of `memref<T>` at the start of the block of the closest enclosing
/// automatic allocation scope (MLIR's `allocBuffers`).
fn alloc_buffer(rw: &mut Rewriter<'_, '_>, x: &Xfer) -> Option<Value> {
    let ty =
        rw.ctx.intern_type(TypeData::MemRef { shape: Box::new([]), elem: x.vector, layout: None, memory_space: None });
    let block = scope_block(rw, x.op)?;
    let saved = rw.insertion();
    let first = rw.body.block(block).first;
    rw.set_insertion(block, first);
    let loc = rw.loc;
    let a = rw.insert_value(memref::AllocaOp::build(rw.ctx, loc, &[], &[], None, ty));
    rw.set_insertion(saved.0, saved.1);
    Some(a)
}

/// The entry block of the region of the closest op around `op` that is an automatic
/// allocation scope (the function body when none is nested).
fn scope_block(rw: &Rewriter<'_, '_>, op: OpId) -> Option<BlockId> {
    let mut block = rw.body.op(op).parent?;
    loop {
        let region = rw.body.block(block).parent?;
        let first = *rw.body.region(region).blocks.first()?;
        let Some(owner) = rw.body.region(region).parent else { return Some(first) };
        let info = rw.body.op(owner).name.info;
        if info.is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE)) {
            return Some(first);
        }
        block = rw.body.op(owner).parent?;
    }
}

/// A copy of the root transfer with the label, and the vector to write replaced.
fn labelled_copy(rw: &mut Rewriter<'_, '_>, x: &Xfer, value: Option<Value>) -> OpId {
    let r = OpRef::new(rw.ctx, rw.body, x.op);
    let mut st = rw.state(r.name());
    st.operands.extend(r.operands().iter().copied());
    if let Some(v) = value {
        st.operands[0] = v;
    }
    for a in r.data().attrs.iter() {
        st.add_attr(a.name, a.value);
    }
    st.add_attr(rw.ctx.ident(LABEL), rw.ctx.unit_attr());
    st.result_types.extend(r.results().map(|v| r.value_type(v)));
    rw.insert(st)
}

/// Term `PrepareTransferRead`: MLIR's `PrepareTransferReadConversion`: the labelled read
/// stored into a new buffer, and the buffer loaded in its place.
pub fn prepare_transfer_read(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let x = xfer(rw).filter(|x| x.is_read)?;
    if !preparable(rw, &x) {
        return None;
    }
    let buffer = alloc_buffer(rw, &x)?;
    let copy = labelled_copy(rw, &x, None);
    let loc = rw.loc;
    let v = rw.body.result(copy, 0);
    rw.insert(memref::StoreOp::build(rw.ctx, loc, v, buffer, &[], None, None));
    Some(rw.insert_value(memref::LoadOp::build(rw.ctx, loc, buffer, &[], None, None, x.vector)))
}

/// Term `PrepareTransferWrite`: MLIR's `PrepareTransferWriteConversion`: the vector goes
/// through a new buffer, and the labelled write writes what is loaded from it.
pub fn prepare_transfer_write(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    if !preparable(rw, &x) || rw.body.op(x.op).num_results != 0 {
        return None;
    }
    let buffer = alloc_buffer(rw, &x)?;
    let loc = rw.loc;
    rw.insert(memref::StoreOp::build(rw.ctx, loc, x.value?, buffer, &[], None, None));
    let loaded = rw.insert_value(memref::LoadOp::build(rw.ctx, loc, buffer, &[], None, None, x.vector));
    labelled_copy(rw, &x, Some(loaded));
    Some(Vec::new())
}

fn index_const(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let ctx = rw.ctx;
    let idx = ctx.index_type();
    let loc = rw.loc;
    rw.insert_value(arith::ConstantOp::build(ctx, loc, Some(ctx.integer_attr(idx, i128::from(v))), idx))
}

/// MLIR's `makeComposedAffineApply(d0 + d1, {offset, iv})`.
fn offset_plus(rw: &mut Rewriter<'_, '_>, offset: Value, iv: Value) -> Value {
    let ctx = rw.ctx;
    let map = AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Add(Box::new(AffineExpr::Dim(0)), Box::new(AffineExpr::Dim(1)))].into(),
    };
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    let loc = rw.loc;
    let idx = ctx.index_type();
    let op = rw.insert(affine::ApplyOp::build(ctx, loc, &[offset, iv], Some(attr), idx));
    let (map, operands) = super::fold_affine::compose_apply(OpRef::new(ctx, rw.body, op));
    let attr = ctx.intern_attr(AttrData::AffineMap(map));
    rw.body.set_operands(op, &operands);
    rw.body.set_attr(op, ctx.ident("map"), attr);
    rw.body.result(op, 0)
}

/// Term `TransferToScf`: MLIR's `TransferOpConversion` of a labelled read or write of a
/// vector whose buffer is known (the store of a read's result, the load giving a write's
/// vector): a loop over the first dim of the buffer's vector, cast to one more memref
/// dim, moving an (n-1)-D transfer per iteration (a splat of the padding, or nothing, past
/// the end of the memref). A read gives the root's value unchanged: its one use, the
/// store into the buffer, is gone.
fn transfer_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| x.labelled && is_minor_identity(&x.map))?;
    let ctx = rw.ctx;
    // The buffer and its indices: where a read's result is stored, where a write's
    // vector is loaded from.
    let (buffer, buf_indices, buf_op) = if x.is_read {
        let res = rw.body.result(x.op, 0);
        let uses = rw.body.uses(res);
        let [u] = uses else { return None };
        let s = OpRef::new(ctx, rw.body, u.op);
        if s.name() != "memref.store" || u.index != 0 {
            return None;
        }
        (s.operand(1), s.operands()[2..].to_vec(), u.op)
    } else {
        let l = rw.defining_op(x.value?)?;
        let lr = OpRef::new(ctx, rw.body, l);
        if lr.name() != "memref.load" {
            return None;
        }
        (lr.operand(0), lr.operands()[1..].to_vec(), l)
    };
    // MLIR's `unpackOneDim`: memref<..x vector<AxBx..>> -> memref<..xA x vector<Bx..>>.
    let TypeData::MemRef { shape, elem, .. } = ctx.type_data(rw.value_type(buffer)).clone() else { return None };
    let v = vt(ctx, elem)?;
    if v.shape.len() < 2 || v.scalable[0] {
        return None;
    }
    let inner = make_vector(ctx, &v.shape[1..], &v.scalable[1..], v.elem);
    let mut cast_shape = shape.to_vec();
    cast_shape.push(v.shape[0]);
    let cast_ty =
        ctx.intern_type(TypeData::MemRef { shape: cast_shape.into(), elem: inner, layout: None, memory_space: None });
    let loc = rw.loc;
    let casted = rw.insert_value(vector::TypeCastOp::build(ctx, loc, buffer, cast_ty));
    let lb = index_const(rw, 0);
    let ub = index_const(rw, v.shape[0]);
    let step = index_const(rw, 1);
    let idx = ctx.index_type();
    let (body_region, body_block, ivs) = super::lower_vector::scf_region(rw, &[idx]);
    let iv = ivs.first().copied();
    let mut st = scf::ForOp::build(ctx, loc, lb, ub, step, &[], None, &[]);
    st.regions.push(body_region);
    rw.insert(st);
    let outer = rw.insertion();
    let yield_op = rw.body.block(body_block).last;
    rw.set_insertion(body_block, yield_op);
    // The memref dim the vector's first dim runs along.
    let dim = match x.map.results.first()? {
        AffineExpr::Dim(d) => *d as usize,
        _ => return None,
    };
    let in_bounds = x.in_bounds.first().copied().unwrap_or(false);
    let mut else_block = None;
    if !in_bounds {
        let size = dim_size(rw, x.base, dim)?;
        let index = offset_plus(rw, *x.indices.get(dim)?, iv?);
        let i1 = ctx.common().i1;
        // `sgt` (case 4 of arith.cmpi's predicates).
        let sgt = Some(ctx.integer_attr(ctx.common().i64, 4));
        let cond = rw.insert_value(arith::CmpIOp::build(ctx, loc, size, index, sgt, i1));
        let (tr, t, _) = super::lower_vector::scf_region(rw, &[]);
        let (er, e, _) = super::lower_vector::scf_region(rw, &[]);
        let mut st = scf::IfOp::build(ctx, loc, cond, &[]);
        st.regions.extend([tr, er]);
        rw.insert(st);
        let last = rw.body.block(t).last;
        rw.set_insertion(t, last);
        else_block = Some(e);
    }
    // The (n-1)-D transfer at the position moved along `dim` (the in-bounds case, built
    // before the out-of-bounds one as MLIR does).
    let mut indices = x.indices.clone();
    indices[dim] = offset_plus(rw, x.indices[dim], iv?);
    let mut buf_idx = buf_indices.clone();
    buf_idx.push(iv?);
    let map = AffineMap { num_dims: x.map.num_dims, num_symbols: 0, results: x.map.results[1..].to_vec().into() };
    let map_attr = ctx.intern_attr(AttrData::AffineMap(map));
    let t = ctx.bool_attr(true);
    let f = ctx.bool_attr(false);
    let flags: Vec<Attribute> = x.in_bounds[1..].iter().map(|&b| if b { t } else { f }).collect();
    let in_bounds_attr = ctx.array_attr(&flags);
    let label = (v.shape.len() - 1 > 1).then(|| ctx.unit_attr());
    if x.is_read {
        let mut st = vector::TransferReadOp::build(
            ctx,
            loc,
            x.base,
            &indices,
            x.padding?,
            None,
            Some(map_attr),
            Some(in_bounds_attr),
            inner,
        );
        if let Some(l) = label {
            st.add_attr(ctx.ident(LABEL), l);
        }
        let r = rw.insert_value(st);
        rw.insert(memref::StoreOp::build(ctx, loc, r, casted, &buf_idx, None, None));
    } else {
        let val = rw.insert_value(memref::LoadOp::build(ctx, loc, casted, &buf_idx, None, None, inner));
        let mut st = vector::TransferWriteOp::build(
            ctx,
            loc,
            val,
            x.base,
            &indices,
            None,
            Some(map_attr),
            Some(in_bounds_attr),
            None,
        );
        if let Some(l) = label {
            st.add_attr(ctx.ident(LABEL), l);
        }
        rw.insert(st);
    }
    // Out of bounds: a read stores a splat of the padding, a write does nothing.
    if let (Some(e), true) = (else_block, x.is_read) {
        let last = rw.body.block(e).last;
        rw.set_insertion(e, last);
        let splat = rw.insert_value(vector::BroadcastOp::build(ctx, loc, x.padding?, inner));
        rw.insert(memref::StoreOp::build(ctx, loc, splat, casted, &buf_idx, None, None));
    }
    rw.set_insertion(outer.0, outer.1);
    if x.is_read {
        // MLIR's cleanup: the store of the old read and the read go.
        rw.erase_op(buf_op);
        Some(vec![rw.body.result(x.op, 0)])
    } else {
        Some(Vec::new())
    }
}

/// MLIR's `createOrFoldDimOp`: a constant for a static size, else `memref.dim` of
/// `base` at `dim`.
fn dim_size(rw: &mut Rewriter<'_, '_>, base: Value, dim: usize) -> Option<Value> {
    let size = *rw.ctx.shape(rw.value_type(base))?.get(dim)?;
    if size != crate::ir::DYNAMIC {
        return Some(index_const(rw, size));
    }
    let c = index_const(rw, i64::try_from(dim).ok()?);
    let loc = rw.loc;
    let idx = rw.ctx.index_type();
    Some(rw.insert_value(memref::DimOp::build(rw.ctx, loc, base, c, idx)))
}

/// Term `TransferReadToScf` (`transfer_to_scf` of a read).
pub fn transfer_read_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    xfer(rw).filter(|x| x.is_read)?;
    transfer_to_scf(rw)?.first().copied()
}

/// Term `TransferWriteToScf` (`transfer_to_scf` of a write to a memref).
pub fn transfer_write_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    if rw.body.op(x.op).num_results != 0 {
        return None;
    }
    transfer_to_scf(rw)
}
