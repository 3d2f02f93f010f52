//! The transfer lowerings of `-convert-vector-to-scf` (MLIR 22's `VectorToSCF.cpp`), the
//! rules of target `vector-to-scf` in `spec/conversion/vector_to_scf.td`, which the pass
//! applies with the greedy driver once `transfer_permutation.rs` has lowered the
//! permutation maps. They read the pass options (`VectorToScfOptions`).
//!
//! - By default a transfer of a rank above `target-rank` goes through a buffer
//!   (`memref.alloca` of the vector, and of its mask, at the start of the closest
//!   automatic allocation scope): MLIR's Prepare*Conversion labels it, then its
//!   `TransferOpConversion` casts the buffer to one more memref dim and loops over the
//!   vector's first dim with `scf.for`, moving an (n-1)-D transfer per iteration (the
//!   mask's row loaded from the mask buffer), guarded by an `scf.if` when that dim may run
//!   out of bounds (or, for a 1-D mask, on the mask bit). The (n-1)-D transfers are
//!   labelled while still above `target-rank`, so the same rule unpacks them in turn.
//! - With `full-unroll` the loop is unrolled instead, the vector built with
//!   `vector.insert` (a read) or taken apart with `vector.extract` (a write).
//! - With `target-rank` 1, a 1-D transfer that is no minor identity of a memref with a
//!   unit innermost stride becomes a loop of scalar `memref.load`/`store`.
//!
//! Transfers of tensors are lowered with `lower-tensors` as far as no `tensor` op is
//! needed (a dynamic size to check against is not: those are left as they are).

use crate::conversion::{Rewriter, VectorToScfOptions};
use crate::dialects::gen::{affine, arith, memref, scf, vector};
use crate::dialects::native::vector::{make_vector, vt};
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, BlockId, OpId, OpRef, Traits, Type, TypeData, Value};

/// MLIR's `kPassLabel`.
const LABEL: &str = "__vector_to_scf_lowering__";

/// The parts of a transfer the rules read.
pub(super) struct Xfer {
    pub(super) op: OpId,
    pub(super) is_read: bool,
    pub(super) base: Value,
    pub(super) indices: Vec<Value>,
    /// The vector written (a write's operand 0).
    pub(super) value: Option<Value>,
    pub(super) padding: Option<Value>,
    pub(super) mask: Option<Value>,
    pub(super) vector: Type,
    pub(super) map: AffineMap,
    pub(super) in_bounds: Vec<bool>,
    pub(super) labelled: bool,
    /// Of a ranked tensor (a write then has the new tensor as result).
    pub(super) tensor: bool,
}

/// The root transfer's parts.
pub(super) fn xfer(rw: &Rewriter<'_, '_>) -> Option<Xfer> {
    let id = rw.root()?;
    let r = OpRef::new(rw.ctx, rw.body, id);
    let is_read = r.name() == "vector.transfer_read";
    let ops = r.operands();
    let seg = match r.attr("operandSegmentSizes").map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => values.to_vec(),
        _ => return None,
    };
    let mask = (*seg.get(3)? == 1).then(|| ops[ops.len() - 1]);
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
    if in_bounds.len() != rank || map.results.len() != rank {
        return None;
    }
    let labelled = r.attr(LABEL).is_some();
    let tensor = matches!(rw.ctx.type_data(r.value_type(base)), TypeData::RankedTensor { .. });
    Some(Xfer { op: id, is_read, base, indices, value, padding, mask, vector, map, in_bounds, labelled, tensor })
}

/// A permutation map whose results are the trailing dims in order.
pub(super) fn is_minor_identity(map: &AffineMap) -> bool {
    let n = map.results.len() as u32;
    n <= map.num_dims
        && map.num_symbols == 0
        && map.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(map.num_dims - n + i as u32))
}

/// An `in_bounds` array attribute.
pub(super) fn bool_array(rw: &Rewriter<'_, '_>, flags: &[bool]) -> Attribute {
    let (t, f) = (rw.ctx.bool_attr(true), rw.ctx.bool_attr(false));
    let flags: Vec<Attribute> = flags.iter().map(|&b| if b { t } else { f }).collect();
    rw.ctx.array_attr(&flags)
}

fn options(rw: &Rewriter<'_, '_>) -> VectorToScfOptions {
    rw.tc.opts.vector_to_scf
}

/// MLIR's `unpackedDim`: the memref dim the vector's first dim runs along (`None` for a
/// broadcast).
fn unpacked_dim(x: &Xfer) -> Option<usize> {
    match x.map.results.first()? {
        AffineExpr::Dim(d) => Some(*d as usize),
        _ => None,
    }
}

fn element_type(rw: &Rewriter<'_, '_>, shaped: Value) -> Option<Type> {
    match rw.ctx.type_data(rw.value_type(shaped)) {
        TypeData::MemRef { elem, .. } | TypeData::RankedTensor { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn mask_rank(rw: &Rewriter<'_, '_>, x: &Xfer) -> usize {
    x.mask.and_then(|m| rw.ctx.shape(rw.value_type(m)).map(|s| s.len())).unwrap_or(0)
}

/// Whether the check on the first dim would need the size of a dynamic tensor dim
/// (`tensor.dim`, which Descent has not).
fn needs_tensor_dim(rw: &Rewriter<'_, '_>, x: &Xfer) -> bool {
    let Some(d) = unpacked_dim(x) else { return false };
    x.tensor
        && !x.in_bounds[0]
        && rw.ctx.shape(rw.value_type(x.base)).and_then(|s| s.get(d).copied()).is_none_or(|s| s == crate::ir::DYNAMIC)
}

/// What MLIR's unrolled and buffered lowerings check first: a rank above the target,
/// a fixed leading dim, tensors only when asked for, the element type of the memory.
fn unpackable(rw: &Rewriter<'_, '_>, x: &Xfer, o: &VectorToScfOptions) -> bool {
    let Some(v) = vt(rw.ctx, x.vector) else { return false };
    v.shape.len() > o.target_rank as usize
        && !v.scalable[0]
        && (!x.tensor || o.lower_tensors)
        && element_type(rw, x.base) == Some(v.elem)
        && !needs_tensor_dim(rw, x)
}

/// The block of the closest op around `op` that is an automatic allocation scope (the
/// body's top region when none is nested).
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

/// MLIR's `allocBuffers`: a `memref.alloca` of `memref<vector>` (and of the mask's
/// vector) at the start of the scope's block; the mask is stored into its buffer and
/// loaded back at the transfer. Returns the data buffer and the loaded mask.
fn alloc_buffers(rw: &mut Rewriter<'_, '_>, x: &Xfer) -> Option<(Value, Option<Value>)> {
    let block = scope_block(rw, x.op)?;
    let memref_of = |rw: &Rewriter<'_, '_>, t: Type| {
        rw.ctx.intern_type(TypeData::MemRef { shape: Box::new([]), elem: t, layout: None, memory_space: None })
    };
    let saved = rw.insertion();
    let first = rw.body.block(block).first;
    rw.set_insertion(block, first);
    let (ctx, loc) = (rw.ctx, rw.loc);
    let ty = memref_of(rw, x.vector);
    let data = rw.insert_value(memref::AllocaOp::build(ctx, loc, &[], &[], None, ty));
    let mask_buffer = match x.mask {
        Some(m) => {
            let ty = memref_of(rw, rw.value_type(m));
            Some(rw.insert_value(memref::AllocaOp::build(ctx, loc, &[], &[], None, ty)))
        }
        None => None,
    };
    rw.set_insertion(saved.0, saved.1);
    let mask = match (x.mask, mask_buffer) {
        (Some(m), Some(b)) => {
            rw.insert(memref::StoreOp::build(ctx, loc, m, b, &[], None, None));
            let mt = rw.value_type(m);
            Some(rw.insert_value(memref::LoadOp::build(ctx, loc, b, &[], None, None, mt)))
        }
        _ => None,
    };
    Some((data, mask))
}

/// A copy of the root transfer with the label, the vector to write and the mask replaced.
fn labelled_copy(rw: &mut Rewriter<'_, '_>, x: &Xfer, value: Option<Value>, mask: Option<Value>) -> OpId {
    let r = OpRef::new(rw.ctx, rw.body, x.op);
    let mut st = rw.state(r.name());
    st.operands.extend(r.operands().iter().copied());
    if let Some(v) = value {
        st.operands[0] = v;
    }
    if let Some(m) = mask {
        *st.operands.last_mut().expect("a masked transfer has operands") = m;
    }
    for a in r.data().attrs.iter() {
        st.add_attr(a.name, a.value);
    }
    st.add_attr(rw.ctx.ident(LABEL), rw.ctx.unit_attr());
    st.result_types.extend(r.results().map(|v| r.value_type(v)));
    rw.insert(st)
}

/// MLIR's `checkPrepareXferOp` for the buffered lowering.
fn preparable(rw: &Rewriter<'_, '_>, x: &Xfer) -> bool {
    let o = options(rw);
    !o.full_unroll && !x.labelled && unpackable(rw, x, &o) && scope_block(rw, x.op).is_some()
}

/// Term `PrepareTransferRead`: MLIR's `PrepareTransferReadConversion`: the labelled read
/// (of the mask loaded from its buffer) stored into a new buffer, which is loaded in its
/// place.
pub fn prepare_transfer_read(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let x = xfer(rw).filter(|x| x.is_read)?;
    if !preparable(rw, &x) {
        return None;
    }
    let (buffer, mask) = alloc_buffers(rw, &x)?;
    let copy = labelled_copy(rw, &x, None, mask);
    let (ctx, loc) = (rw.ctx, rw.loc);
    let v = rw.body.result(copy, 0);
    rw.insert(memref::StoreOp::build(ctx, loc, v, buffer, &[], None, None));
    Some(rw.insert_value(memref::LoadOp::build(ctx, loc, buffer, &[], None, None, x.vector)))
}

/// Term `PrepareTransferWrite`: MLIR's `PrepareTransferWriteConversion`: the vector goes
/// through a new buffer, and the labelled write writes what is loaded from it (with the
/// mask loaded from its buffer).
pub fn prepare_transfer_write(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    if !preparable(rw, &x) {
        return None;
    }
    let (buffer, mask) = alloc_buffers(rw, &x)?;
    let (ctx, loc) = (rw.ctx, rw.loc);
    rw.insert(memref::StoreOp::build(ctx, loc, x.value?, buffer, &[], None, None));
    let loaded = rw.insert_value(memref::LoadOp::build(ctx, loc, buffer, &[], None, None, x.vector));
    let copy = labelled_copy(rw, &x, Some(loaded), mask);
    Some(rw.body.results(copy).collect())
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

/// MLIR's `getXferIndices`: the transfer's indices, the unpacked dim's moved by `iv`.
fn xfer_indices(rw: &mut Rewriter<'_, '_>, x: &Xfer, iv: Value) -> Vec<Value> {
    let mut indices = x.indices.clone();
    if let Some(d) = unpacked_dim(x) {
        indices[d] = offset_plus(rw, x.indices[d], iv);
    }
    indices
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

/// `vector.extract` of `source` at `pos`, whose `DYNAMIC` entries are `dynamic` in turn.
fn extract(rw: &mut Rewriter<'_, '_>, source: Value, pos: &[i64], dynamic: &[Value]) -> Option<Value> {
    let v = vt(rw.ctx, rw.value_type(source))?;
    let n = pos.len();
    let ty = if n == v.shape.len() { v.elem } else { make_vector(rw.ctx, &v.shape[n..], &v.scalable[n..], v.elem) };
    let (ctx, loc) = (rw.ctx, rw.loc);
    Some(rw.insert_value(vector::ExtractOp::build(ctx, loc, source, dynamic, Some(ctx.dense_i64_array(pos)), ty)))
}

/// `vector.insert` of `value` into `dest` at `pos`, whose `DYNAMIC` entries are `dynamic`
/// in turn.
fn insert(rw: &mut Rewriter<'_, '_>, value: Value, dest: Value, pos: &[i64], dynamic: &[Value]) -> Value {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let ty = rw.value_type(dest);
    rw.insert_value(vector::InsertOp::build(ctx, loc, value, dest, dynamic, Some(ctx.dense_i64_array(pos)), ty))
}

/// The position of `op` (a vector.insert or vector.extract, whose dynamic indices are its
/// last operands, from `first_dynamic` on): MLIR's `getMixedPosition`.
fn mixed_position(rw: &Rewriter<'_, '_>, op: OpId, first_dynamic: usize) -> Option<(Vec<i64>, Vec<Value>)> {
    let r = OpRef::new(rw.ctx, rw.body, op);
    match r.attr("static_position").map(|a| rw.ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => {
            Some((values.to_vec(), r.operands().get(first_dynamic..)?.to_vec()))
        }
        _ => None,
    }
}

/// A case of an in-bounds check: builds at the rewriter's insertion point, returns the
/// value the branch yields (when the check has a result).
type Case<'f> = &'f mut dyn FnMut(&mut Rewriter<'_, '_>) -> Option<Option<Value>>;

/// MLIR 22's `generateInBoundsCheck`: when the vector's first dim may run past the end of
/// the memref at `iv` (`dim`'s size `sgt` the index moved by `iv`), and/or a 1-D mask's
/// bit `iv` may be clear, an `scf.if` (of type `result`) on that, `in_bounds` building its
/// then branch and `out_of_bounds` its else branch; else `in_bounds` at the insertion
/// point. Returns the value of the check.
fn in_bounds_check<'f>(
    rw: &mut Rewriter<'_, '_>,
    x: &Xfer,
    iv: Value,
    dim: Option<usize>,
    result: Option<Type>,
    in_bounds: Case<'f>,
    out_of_bounds: Case<'f>,
) -> Option<Option<Value>> {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let i1 = ctx.common().i1;
    let mut cond = None;
    if let (false, Some(d)) = (x.in_bounds[0], dim) {
        let size = dim_size(rw, x.base, d)?;
        let index = offset_plus(rw, *x.indices.get(d)?, iv);
        // `sgt` (case 4 of arith.cmpi's predicates).
        let sgt = Some(ctx.integer_attr(ctx.common().i64, 4));
        cond = Some(rw.insert_value(arith::CmpIOp::build(ctx, loc, size, index, sgt, i1)));
    }
    // MLIR's `generateMaskCheck`: a 1-D mask's bit for a dim that is no broadcast.
    if let (Some(m), 1, Some(_)) = (x.mask, mask_rank(rw, x), unpacked_dim(x)) {
        let bit = extract(rw, m, &[crate::ir::DYNAMIC], &[iv])?;
        cond = Some(match cond {
            Some(c) => rw.insert_value(arith::AndIOp::build(ctx, loc, c, bit, i1)),
            None => bit,
        });
    }
    let Some(cond) = cond else { return in_bounds(rw) };
    // The branches are built before the `scf.if` that takes them, as MLIR's builders do
    // (so that the greedy driver leaves them to its next round, as MLIR's does).
    let (then_r, then_b, _) = super::lower_vector::scf_region(rw, &[]);
    let (else_r, else_b, _) = super::lower_vector::scf_region(rw, &[]);
    let outer = rw.insertion();
    for (block, case) in [(then_b, in_bounds), (else_b, out_of_bounds)] {
        let yield_op = rw.body.block(block).last;
        rw.set_insertion(block, yield_op);
        let v = case(rw)?;
        if let (Some(y), Some(v), true) = (yield_op, v, result.is_some()) {
            rw.body.set_operands(y, &[v]);
        }
    }
    rw.set_insertion(outer.0, outer.1);
    let types: Vec<Type> = result.into_iter().collect();
    let mut st = scf::IfOp::build(ctx, loc, cond, &types);
    st.regions.extend([then_r, else_r]);
    let if_op = rw.insert(st);
    Some(rw.body.results(if_op).next())
}

/// `op` (a loop just built, its results unused) made anew after the ops built in its
/// body, which it takes over. MLIR's body builders build a loop's body before the loop,
/// and its greedy driver is not told of ops built where no op holds them yet: they wait
/// for its next round, as Descent's driver lets ops built before the op around them wait.
/// (The body is built in place first, so that its values are classified as MLIR
/// classifies them, its induction variable no affine symbol.)
/// Builds an `scf.for` over `[lb, ub, step]` that carries `state` (its initial value and
/// type) and moves the insertion point into its body, before the `scf.yield`: the loop,
/// the insertion point to come back to, that yield, the induction variable and the
/// state's block argument.
#[allow(clippy::type_complexity)]
fn open_loop(
    rw: &mut Rewriter<'_, '_>,
    [lb, ub, step]: [Value; 3],
    state: Option<(Value, Type)>,
) -> (OpId, (BlockId, Option<OpId>), Option<OpId>, Value, Option<Value>) {
    let ctx = rw.ctx;
    let mut arg_types = vec![ctx.index_type()];
    arg_types.extend(state.map(|(_, t)| t));
    let (body_region, body_block, args) = super::lower_vector::scf_region(rw, &arg_types);
    let inits: Vec<Value> = state.map(|(v, _)| v).into_iter().collect();
    let results: Vec<Type> = state.map(|(_, t)| t).into_iter().collect();
    let mut st = scf::ForOp::build(ctx, rw.loc, lb, ub, step, &inits, None, &results);
    st.regions.push(body_region);
    let for_op = rw.insert(st);
    let outer = rw.insertion();
    let yield_op = rw.body.block(body_block).last;
    rw.set_insertion(body_block, yield_op);
    (for_op, outer, yield_op, args[0], args.get(1).copied())
}

fn after_body(rw: &mut Rewriter<'_, '_>, op: OpId) -> OpId {
    let r = OpRef::new(rw.ctx, rw.body, op);
    let mut st = rw.state(r.name());
    st.operands.extend(r.operands().iter().copied());
    for a in r.data().attrs.iter() {
        st.add_attr(a.name, a.value);
    }
    st.result_types.extend(r.results().map(|v| r.value_type(v)));
    st.regions.extend(std::mem::take(&mut rw.body.op_mut(op).regions));
    let new = rw.insert(st);
    rw.erase_op(op);
    new
}

/// Sets the mask of the transfer `op` (built without one), as MLIR's `getMaskMutable`.
fn set_mask(rw: &mut Rewriter<'_, '_>, op: OpId, mask: Value) {
    let ctx = rw.ctx;
    let mut operands: Vec<Value> = rw.body.op(op).operands.to_vec();
    operands.push(mask);
    rw.body.set_operands(op, &operands);
    let seg = match OpRef::new(ctx, rw.body, op).attr("operandSegmentSizes").map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) => values.to_vec(),
        _ => return,
    };
    let mut seg = seg;
    if let Some(last) = seg.last_mut() {
        *last = 1;
    }
    let attr = ctx.dense_i32_array(&seg);
    rw.body.set_attr(op, ctx.ident("operandSegmentSizes"), attr);
}

/// The (n-1)-D transfer MLIR's lowerings build for one position of the unpacked dim: the
/// map and in-bounds flags without their first entry.
#[allow(clippy::too_many_arguments)]
fn sub_transfer(
    rw: &mut Rewriter<'_, '_>,
    x: &Xfer,
    ty: Type,
    value: Option<Value>,
    base: Value,
    indices: &[Value],
    label: bool,
) -> Option<OpId> {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let map = AffineMap { num_dims: x.map.num_dims, num_symbols: 0, results: x.map.results[1..].into() };
    let map_attr = ctx.intern_attr(AttrData::AffineMap(map));
    let in_bounds = bool_array(rw, &x.in_bounds[1..]);
    let mut st = match value {
        None => vector::TransferReadOp::build(
            ctx,
            loc,
            base,
            indices,
            x.padding?,
            None,
            Some(map_attr),
            Some(in_bounds),
            ty,
        ),
        Some(v) => {
            let result = x.tensor.then(|| rw.value_type(base));
            vector::TransferWriteOp::build(ctx, loc, v, base, indices, None, Some(map_attr), Some(in_bounds), result)
        }
    };
    if label {
        st.add_attr(ctx.ident(LABEL), ctx.unit_attr());
    }
    Some(rw.insert(st))
}

/// Term `TransferToScf`: MLIR's `TransferOpConversion` of a labelled read or write whose
/// buffer is known (the store of a read's result, the load giving a write's vector): a
/// loop over the first dim of the buffer's vector, the buffer cast to one more memref
/// dim, moving an (n-1)-D transfer per iteration (a splat of the padding, or nothing,
/// past the end of the memref). A read gives the root's value unchanged: its one use,
/// the store into the buffer, is gone. A write of a tensor threads it through the loop.
fn transfer_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| x.labelled)?;
    let o = options(rw);
    let ctx = rw.ctx;
    if needs_tensor_dim(rw, &x) {
        return None;
    }
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
        (s.operand(1), s.operands()[2..].to_vec(), Some(u.op))
    } else {
        let l = rw.defining_op(x.value?)?;
        let lr = OpRef::new(ctx, rw.body, l);
        if lr.name() != "memref.load" {
            return None;
        }
        (lr.operand(0), lr.operands()[1..].to_vec(), None)
    };
    // The mask's buffer and the indices it was loaded at.
    let mask_buffer = match x.mask {
        Some(m) => {
            let l = rw.defining_op(m)?;
            let lr = OpRef::new(ctx, rw.body, l);
            if lr.name() != "memref.load" {
                return None;
            }
            Some((lr.operand(0), lr.operands()[1..].to_vec()))
        }
        None => None,
    };
    let broadcast = unpacked_dim(&x).is_none();
    let cast_ty = unpack_one_dim(rw, rw.value_type(buffer))?;
    let mask_cast_ty = match (&mask_buffer, broadcast || mask_rank(rw, &x) == 1) {
        (Some((b, _)), false) => Some(unpack_one_dim(rw, rw.value_type(*b))?),
        _ => None,
    };
    let TypeData::MemRef { shape: cast_shape, elem: inner, .. } = ctx.type_data(cast_ty).clone() else { return None };
    let inner_rank = ctx.shape(inner)?.len();
    let loc = rw.loc;
    let casted = rw.insert_value(vector::TypeCastOp::build(ctx, loc, buffer, cast_ty));
    let casted_mask = match (&mask_buffer, mask_cast_ty) {
        (Some((b, _)), Some(t)) => Some(rw.insert_value(vector::TypeCastOp::build(ctx, loc, *b, t))),
        (Some((b, _)), None) => Some(*b),
        _ => None,
    };
    let lb = index_const(rw, 0);
    let ub = index_const(rw, *cast_shape.last()?);
    let step = index_const(rw, 1);
    // A write of a tensor carries the tensor through the loop.
    let state = (x.tensor && !x.is_read).then(|| rw.value_type(x.base));
    let (for_op, outer, yield_op, iv, loop_state) = open_loop(rw, [lb, ub, step], state.map(|t| (x.base, t)));
    let label = inner_rank > o.target_rank as usize;
    let mut in_case = |rw: &mut Rewriter<'_, '_>| -> Option<Option<Value>> {
        let mut buf_idx = buf_indices.clone();
        buf_idx.push(iv);
        let new = if x.is_read {
            let indices = xfer_indices(rw, &x, iv);
            let op = sub_transfer(rw, &x, inner, None, x.base, &indices, label)?;
            let r = rw.body.result(op, 0);
            rw.insert(memref::StoreOp::build(ctx, loc, r, casted, &buf_idx, None, None));
            op
        } else {
            let indices = xfer_indices(rw, &x, iv);
            let v = rw.insert_value(memref::LoadOp::build(ctx, loc, casted, &buf_idx, None, None, inner));
            sub_transfer(rw, &x, inner, Some(v), loop_state.unwrap_or(x.base), &indices, label)?
        };
        // The mask's row for this position (the same mask past a broadcast); a 1-D mask
        // was checked bit by bit.
        if let (Some(cm), Some((_, prev))) = (casted_mask, &mask_buffer) {
            if broadcast || mask_rank(rw, &x) > 1 {
                let saved = rw.insertion();
                let block = rw.body.op(new).parent?;
                rw.set_insertion(block, Some(new));
                let mut li = prev.clone();
                if !broadcast {
                    li.push(iv);
                }
                let mt = match ctx.type_data(rw.value_type(cm)) {
                    TypeData::MemRef { elem, .. } => *elem,
                    _ => return None,
                };
                let m = rw.insert_value(memref::LoadOp::build(ctx, loc, cm, &li, None, None, mt));
                rw.set_insertion(saved.0, saved.1);
                set_mask(rw, new, m);
            }
        }
        Some(rw.body.results(new).next())
    };
    let mut out_case = |rw: &mut Rewriter<'_, '_>| -> Option<Option<Value>> {
        if x.is_read {
            let mut buf_idx = buf_indices.clone();
            buf_idx.push(iv);
            let splat = rw.insert_value(vector::BroadcastOp::build(ctx, loc, x.padding?, inner));
            rw.insert(memref::StoreOp::build(ctx, loc, splat, casted, &buf_idx, None, None));
        }
        Some(loop_state)
    };
    let v = in_bounds_check(rw, &x, iv, unpacked_dim(&x), state, &mut in_case, &mut out_case)?;
    if let (Some(y), Some(v)) = (yield_op, v.filter(|_| state.is_some())) {
        rw.body.set_operands(y, &[v]);
    }
    rw.set_insertion(outer.0, outer.1);
    let for_op = after_body(rw, for_op);
    if let Some(s) = buf_op {
        // MLIR's cleanup: the store of the old read goes, then the read.
        rw.erase_op(s);
        Some(vec![rw.body.result(x.op, 0)])
    } else {
        Some(rw.body.results(for_op).collect())
    }
}

/// MLIR's `unpackOneDim`: `memref<..x vector<AxBx..>>` -> `memref<..xA x vector<Bx..>>`
/// (`None` for a scalable leading dim).
fn unpack_one_dim(rw: &Rewriter<'_, '_>, buffer: Type) -> Option<Type> {
    let ctx = rw.ctx;
    let TypeData::MemRef { shape, elem, .. } = ctx.type_data(buffer) else { return None };
    let v = vt(ctx, *elem)?;
    if v.shape.is_empty() || v.scalable[0] {
        return None;
    }
    let inner = make_vector(ctx, &v.shape[1..], &v.scalable[1..], v.elem);
    let mut cast_shape = shape.to_vec();
    cast_shape.push(v.shape[0]);
    Some(ctx.intern_type(TypeData::MemRef { shape: cast_shape.into(), elem: inner, layout: None, memory_space: None }))
}

/// Term `TransferReadToScf` (`transfer_to_scf` of a read).
pub fn transfer_read_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    xfer(rw).filter(|x| x.is_read)?;
    transfer_to_scf(rw)?.first().copied()
}

/// Term `TransferWriteToScf` (`transfer_to_scf` of a write).
pub fn transfer_write_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    xfer(rw).filter(|x| !x.is_read)?;
    transfer_to_scf(rw)
}

/// MLIR's `maybeAssignMask` for the unrolled transfer `new` at position `i`: the same mask
/// past a broadcast, the mask's row `i` for an n-D mask (a 1-D one was checked bit by bit).
fn assign_unrolled_mask(rw: &mut Rewriter<'_, '_>, x: &Xfer, new: OpId, i: i64) -> Option<()> {
    let Some(m) = x.mask else { return Some(()) };
    if unpacked_dim(x).is_none() {
        set_mask(rw, new, m);
    } else if mask_rank(rw, x) > 1 {
        let saved = rw.insertion();
        let block = rw.body.op(new).parent?;
        rw.set_insertion(block, Some(new));
        let row = extract(rw, m, &[i], &[])?;
        rw.set_insertion(saved.0, saved.1);
        set_mask(rw, new, row);
    }
    Some(())
}

/// Term `UnrollTransferRead`: MLIR's `UnrollTransferReadConversion` (`full-unroll`): the
/// read's first dim unrolled, each (n-1)-D read (under its bounds check) inserted with
/// `vector.insert` into a splat of the padding, or straight into the vector the read's
/// one use, a `vector.insert`, inserts it into (which it then replaces).
pub fn unroll_transfer_read(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let x = xfer(rw).filter(|x| x.is_read)?;
    let o = options(rw);
    if !o.full_unroll || !unpackable(rw, &x, &o) {
        return None;
    }
    let ctx = rw.ctx;
    let res = rw.body.result(x.op, 0);
    let insert_op = match rw.body.uses(res) {
        [u] if OpRef::new(ctx, rw.body, u.op).name() == "vector.insert" && u.index == 0 => Some(u.op),
        _ => None,
    };
    let (insert_pos, insert_dyn) = match insert_op {
        Some(op) => mixed_position(rw, op, 2)?,
        None => (Vec::new(), Vec::new()),
    };
    let loc = rw.loc;
    let mut vec = match insert_op {
        Some(op) => OpRef::new(ctx, rw.body, op).operand(1),
        None => rw.insert_value(vector::BroadcastOp::build(ctx, loc, x.padding?, x.vector)),
    };
    let vec_ty = rw.value_type(vec);
    let v = vt(ctx, x.vector)?;
    let new_ty = make_vector(ctx, &v.shape[1..], &v.scalable[1..], v.elem);
    for i in 0..v.shape[0] {
        let iv = index_const(rw, i);
        let cur = vec;
        let mut in_case = |rw: &mut Rewriter<'_, '_>| -> Option<Option<Value>> {
            let indices = xfer_indices(rw, &x, iv);
            let mut pos = insert_pos.clone();
            pos.push(i);
            let new = sub_transfer(rw, &x, new_ty, None, x.base, &indices, false)?;
            assign_unrolled_mask(rw, &x, new, i)?;
            let mut val = rw.body.result(new, 0);
            if v.shape.len() == 1 {
                // vector.insert takes no 0-D vector: its element.
                val = extract(rw, val, &[], &[])?;
            }
            Some(Some(insert(rw, val, cur, &pos, &insert_dyn)))
        };
        let mut out_case = |_: &mut Rewriter<'_, '_>| Some(Some(cur));
        vec = in_bounds_check(rw, &x, iv, unpacked_dim(&x), Some(vec_ty), &mut in_case, &mut out_case)??;
    }
    match insert_op {
        Some(op) => {
            let r = rw.body.result(op, 0);
            rw.replace_all_uses(r, vec);
            rw.erase_op(op);
            Some(res)
        }
        None => Some(vec),
    }
}

/// Term `UnrollTransferWrite`: MLIR's `UnrollTransferWriteConversion` (`full-unroll`):
/// the write's first dim unrolled, each (n-1)-D part taken with `vector.extract` (from the
/// source of the `vector.extract` giving the vector, if one does) and written under its
/// bounds check (a 0-D part broadcast to a 0-D vector); a tensor is threaded through.
pub fn unroll_transfer_write(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    let o = options(rw);
    if !o.full_unroll || !unpackable(rw, &x, &o) {
        return None;
    }
    let ctx = rw.ctx;
    let value = x.value?;
    let extract_op = rw.defining_op(value).filter(|&d| OpRef::new(ctx, rw.body, d).name() == "vector.extract");
    let (vec, (extract_pos, extract_dyn)) = match extract_op {
        Some(op) => (OpRef::new(ctx, rw.body, op).operand(0), mixed_position(rw, op, 1)?),
        None => (value, (Vec::new(), Vec::new())),
    };
    let v = vt(ctx, x.vector)?;
    let tensor_ty = x.tensor.then(|| rw.value_type(x.base));
    let mut source = x.base;
    for i in 0..v.shape[0] {
        let iv = index_const(rw, i);
        let src = source;
        let mut in_case = |rw: &mut Rewriter<'_, '_>| -> Option<Option<Value>> {
            let indices = xfer_indices(rw, &x, iv);
            let mut pos = extract_pos.clone();
            pos.push(i);
            let mut part = extract(rw, vec, &pos, &extract_dyn)?;
            if v.shape.len() == 1 {
                // A scalar: the 0-D vector of it.
                let zero_d = make_vector(ctx, &[], &[], v.elem);
                let loc = rw.loc;
                part = rw.insert_value(vector::BroadcastOp::build(ctx, loc, part, zero_d));
            }
            let ty = rw.value_type(part);
            let new = sub_transfer(rw, &x, ty, Some(part), src, &indices, false)?;
            assign_unrolled_mask(rw, &x, new, i)?;
            Some(rw.body.results(new).next())
        };
        let mut out_case = |_: &mut Rewriter<'_, '_>| Some(tensor_ty.map(|_| src));
        let updated = in_bounds_check(rw, &x, iv, unpacked_dim(&x), tensor_ty, &mut in_case, &mut out_case)?;
        if let (Some(_), Some(u)) = (tensor_ty, updated) {
            source = u;
        }
    }
    Some(tensor_ty.map(|_| source).into_iter().collect())
}

/// MLIR's `isLastDimUnitStride` of a memref type.
fn last_dim_unit_stride(rw: &Rewriter<'_, '_>, t: Type) -> bool {
    crate::ir::layout::strides_and_offset(rw.ctx, t).is_some_and(|(s, _)| s.last().is_none_or(|&l| l == 1))
}

/// Term `Transfer1dToScf`: MLIR's `TransferOp1dConversion` (`target-rank` 1): a 1-D
/// transfer of a memref that is no minor identity of a memref with a unit innermost
/// stride becomes an `scf.for` over its elements, each a `memref.load` inserted into the
/// vector (which starts as a splat of the padding) or a `vector.extract` stored with
/// `memref.store`, under the bounds and mask check.
pub fn transfer_1d_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw)?;
    let o = options(rw);
    let ctx = rw.ctx;
    let base_ty = rw.value_type(x.base);
    if o.target_rank != 1
        || x.map.results.is_empty()
        || x.tensor
        || !matches!(ctx.type_data(base_ty), TypeData::MemRef { .. })
        || ctx.shape(x.vector)?.len() != 1
        || (is_minor_identity(&x.map) && last_dim_unit_stride(rw, base_ty))
    {
        return None;
    }
    let v = vt(ctx, x.vector)?;
    let loc = rw.loc;
    let idx = ctx.index_type();
    let lb = index_const(rw, 0);
    let mut ub = index_const(rw, v.shape[0]);
    if v.scalable[0] {
        let vscale = rw.insert_value(vector::VectorScaleOp::build(ctx, loc, idx));
        ub = rw.insert_value(arith::MulIOp::build(ctx, loc, ub, vscale, None, idx));
    }
    let step = index_const(rw, 1);
    let init = match x.padding {
        Some(p) if x.is_read => Some(rw.insert_value(vector::BroadcastOp::build(ctx, loc, p, x.vector))),
        _ => None,
    };
    let (for_op, outer, yield_op, iv, state) = open_loop(rw, [lb, ub, step], init.map(|v| (v, x.vector)));
    // MLIR's `get1dMemrefIndices`.
    let indices = xfer_indices(rw, &x, iv);
    let elem = v.elem;
    let mut in_case = |rw: &mut Rewriter<'_, '_>| -> Option<Option<Value>> {
        match state {
            Some(vec) => {
                let e = rw.insert_value(memref::LoadOp::build(ctx, loc, x.base, &indices, None, None, elem));
                Some(Some(insert(rw, e, vec, &[crate::ir::DYNAMIC], &[iv])))
            }
            None => {
                let e = extract(rw, x.value?, &[crate::ir::DYNAMIC], &[iv])?;
                rw.insert(memref::StoreOp::build(ctx, loc, e, x.base, &indices, None, None));
                Some(None)
            }
        }
    };
    let mut out_case = |_: &mut Rewriter<'_, '_>| Some(state);
    let result_ty = state.map(|_| x.vector);
    let next = in_bounds_check(rw, &x, iv, unpacked_dim(&x), result_ty, &mut in_case, &mut out_case)?;
    if let (Some(y), Some(n)) = (yield_op, next.filter(|_| state.is_some())) {
        rw.body.set_operands(y, &[n]);
    }
    rw.set_insertion(outer.0, outer.1);
    let for_op = after_body(rw, for_op);
    Some(rw.body.results(for_op).collect())
}

/// Term `Transfer1dReadToScf` (`transfer_1d_to_scf` of a read).
pub fn transfer_1d_read_to_scf(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    xfer(rw).filter(|x| x.is_read)?;
    transfer_1d_to_scf(rw)?.first().copied()
}

/// MLIR's `makeVscaleConstantBuilder`: `vscale * n`, one `vector.vscale` per rewrite.
fn vscale_multiple(rw: &mut Rewriter<'_, '_>, vscale: &mut Option<Value>, n: i64) -> Value {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let idx = ctx.index_type();
    let vs = *vscale.get_or_insert_with(|| rw.insert_value(vector::VectorScaleOp::build(ctx, loc, idx)));
    let c = index_const(rw, n);
    rw.insert_value(arith::MulIOp::build(ctx, loc, vs, c, None, idx))
}

/// A mask's size per dim (MLIR's `getMaskDimSizes`): the operands of a
/// `vector.create_mask`, or the sizes of a `vector.constant_mask` (a scalable dim's times
/// vscale, built now; the others as constants to build). `None` for another mask.
fn mask_dim_sizes(
    rw: &mut Rewriter<'_, '_>,
    mask: Value,
    vscale: &mut Option<Value>,
) -> Option<Vec<Result<Value, i64>>> {
    let ctx = rw.ctx;
    let def = rw.defining_op(mask)?;
    let r = OpRef::new(ctx, rw.body, def);
    match r.name() {
        "vector.create_mask" => Some(r.operands().iter().map(|&v| Ok(v)).collect()),
        "vector.constant_mask" => {
            let sizes: Vec<i64> = match r.attr("mask_dim_sizes").map(|a| ctx.attr_data(a)) {
                Some(AttrData::DenseArrayInt { values, .. }) => values.to_vec(),
                _ => return None,
            };
            let v = vt(ctx, rw.value_type(mask))?;
            Some(
                sizes
                    .iter()
                    .zip(&v.scalable)
                    .map(|(&s, &sc)| if sc { Ok(vscale_multiple(rw, vscale, s)) } else { Err(s) })
                    .collect(),
            )
        }
        _ => None,
    }
}

/// Term `ScalableTransposeWrite`: MLIR's `ScalableTransposeTransferWriteConversion`
/// (`lower-scalable`): an in-bounds write of `vector<[N]xM>` with the identity map whose
/// vector is the `vector.transpose [1, 0]` of a `vector<Mx[N]>` becomes a loop over the
/// scalable dim (to the mask's first size, if masked), each iteration writing the
/// `vector.from_elements` of that element of every row of the transpose's source (under
/// the mask's other sizes).
pub fn scalable_transpose_write(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    let o = options(rw);
    let ctx = rw.ctx;
    let v = vt(ctx, x.vector)?;
    if !o.lower_scalable || (x.tensor && !o.lower_tensors) || v.scalable != [true, false] {
        return None;
    }
    let identity = x.map.num_dims as usize == x.map.results.len()
        && x.map.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32));
    if !identity || !x.in_bounds[0] {
        return None;
    }
    let t = rw.defining_op(x.value?)?;
    let tr = OpRef::new(ctx, rw.body, t);
    let perm_ok = matches!(tr.attr("permutation").map(|a| ctx.attr_data(a)),
        Some(AttrData::DenseArrayInt { values, .. }) if values.as_ref() == [1, 0]);
    if tr.name() != "vector.transpose" || !perm_ok {
        return None;
    }
    let source = tr.operand(0);
    if let Some(m) = x.mask {
        let d = rw.defining_op(m)?;
        if !matches!(OpRef::new(ctx, rw.body, d).name(), "vector.create_mask" | "vector.constant_mask") {
            return None;
        }
    }
    let loc = rw.loc;
    let mut vscale = None;
    let mask_dims = match x.mask {
        Some(m) => mask_dim_sizes(rw, m, &mut vscale)?,
        None => Vec::new(),
    };
    let fixed = v.shape[1];
    let row_ty = make_vector(ctx, &v.shape[..1], &v.scalable[..1], v.elem);
    let mut slices = Vec::new();
    for i in 0..fixed {
        slices.push(rw.insert_value(vector::ExtractOp::build(
            ctx,
            loc,
            source,
            &[],
            Some(ctx.dense_i64_array(&[i])),
            row_ty,
        )));
    }
    let lb = index_const(rw, 0);
    let ub = match mask_dims.first() {
        None => vscale_multiple(rw, &mut vscale, v.shape[0]),
        Some(Ok(val)) => *val,
        Some(Err(n)) => index_const(rw, *n),
    };
    let step = index_const(rw, 1);
    let slice_ty = make_vector(ctx, &v.shape[1..], &v.scalable[1..], v.elem);
    let slice_mask = if mask_dims.is_empty() {
        None
    } else {
        let sizes: Vec<Value> = mask_dims[1..]
            .iter()
            .map(|d| match d {
                Ok(val) => *val,
                Err(n) => index_const(rw, *n),
            })
            .collect();
        let mt = make_vector(ctx, &v.shape[1..], &v.scalable[1..], ctx.common().i1);
        Some(rw.insert_value(vector::CreateMaskOp::build(ctx, loc, &sizes, mt)))
    };
    let state = x.tensor.then(|| rw.value_type(x.base));
    let (for_op, outer, yield_op, iv, dest_arg) = open_loop(rw, [lb, ub, step], state.map(|t| (x.base, t)));
    let indices = xfer_indices(rw, &x, iv);
    let mut elements = Vec::new();
    for &s in &slices {
        elements.push(extract(rw, s, &[crate::ir::DYNAMIC], &[iv])?);
    }
    let slice = rw.insert_value(vector::FromElementsOp::build(ctx, loc, &elements, slice_ty));
    let dest = dest_arg.unwrap_or(x.base);
    let minor = AffineMap {
        num_dims: x.map.num_dims,
        num_symbols: 0,
        results: vec![AffineExpr::Dim(x.map.num_dims - 1)].into(),
    };
    let map_attr = ctx.intern_attr(AttrData::AffineMap(minor));
    let in_bounds = bool_array(rw, &x.in_bounds[1..]);
    let write = rw.insert(vector::TransferWriteOp::build(
        ctx,
        loc,
        slice,
        dest,
        &indices,
        slice_mask,
        Some(map_attr),
        Some(in_bounds),
        state,
    ));
    let written = rw.body.results(write).next();
    if let (Some(y), Some(r)) = (yield_op, written) {
        rw.body.set_operands(y, &[r]);
    }
    rw.set_insertion(outer.0, outer.1);
    let for_op = after_body(rw, for_op);
    Some(rw.body.results(for_op).collect())
}
