//! The first greedy run of `-convert-vector-to-scf`: MLIR 22's permutation-map lowering
//! of transfers (`populateVectorTransferPermutationMapLoweringPatterns`, rules of target
//! `vector-to-scf-permutation` in `spec/conversion/vector_to_scf.td`). A transfer whose
//! map permutes a minor identity (with broadcasts for a read) becomes one of the
//! permuted vector and a `vector.transpose`; a read's leading broadcasts become a
//! `vector.broadcast` of a read of lower rank; a write whose map skips inner memref dims
//! writes a vector with unit dims added for them. What is left is lowered by the
//! transfer rules of `transfer_to_scf.rs`.

use crate::conversion::Rewriter;
use crate::dialects::gen::vector;
use crate::dialects::native::transfer_to_scf::{bool_array, xfer, Xfer};
use crate::dialects::native::vector::{make_vector, vt};
use crate::ir::{AffineExpr, AffineMap, AttrData, Value};

/// MLIR's `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`: for each result,
/// the vector dim of the minor identity (with broadcasting) it becomes, or `None` when
/// the map is not such a permutation.
fn minor_identity_permutation(map: &AffineMap) -> Option<Vec<usize>> {
    let (inputs, results) = (map.num_dims as usize, map.results.len());
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut found = vec![false; inputs.max(results)];
    let mut perm = vec![0usize; results];
    let mut broadcasts = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Const(0) => broadcasts.push(i),
            AffineExpr::Dim(d) if (*d as usize) >= projection_start => {
                let p = *d as usize - projection_start + leading_broadcast;
                perm[i] = p;
                *found.get_mut(p)? = true;
            }
            _ => return None,
        }
    }
    // Broadcast dims take the free slots in order.
    let mut pos = 0;
    for b in broadcasts {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        perm[b] = pos;
        pos += 1;
    }
    // A map naming a dim twice (which the verifier rejects) is none.
    let mut seen = vec![false; results];
    for &p in &perm {
        if *seen.get(p)? {
            return None;
        }
        seen[p] = true;
    }
    Some(perm)
}

/// MLIR's `AffineMap::isMinorIdentityWithBroadcasting`: the results are the trailing dims
/// in order, or `0` broadcasts.
fn is_minor_identity_with_broadcasting(map: &AffineMap) -> bool {
    let n = map.results.len() as u32;
    n <= map.num_dims
        && map.results.iter().enumerate().all(|(i, e)| match e {
            AffineExpr::Const(0) => true,
            AffineExpr::Dim(d) => *d == map.num_dims - n + i as u32,
            _ => false,
        })
}

fn map_attr(rw: &Rewriter<'_, '_>, map: AffineMap) -> crate::ir::Attribute {
    rw.ctx.intern_attr(AttrData::AffineMap(map))
}

/// Term `ReadPermutationLowering`: MLIR's `TransferReadPermutationLowering`: a read whose
/// map is a permutation of a minor identity with broadcasts (not the identity one) reads
/// the vector in memory order, then `vector.transpose`s it.
pub fn read_permutation_lowering(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let x = xfer(rw).filter(|x| x.is_read)?;
    if x.map.results.is_empty() {
        return None;
    }
    let perm = minor_identity_permutation(&x.map)?;
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return None;
    }
    let v = vt(rw.ctx, x.vector)?;
    let n = perm.len();
    // The new map sends result perm[i] to the old result i; the vector's shape and
    // in-bounds flags move the same way.
    let mut results = vec![AffineExpr::Const(0); n];
    let mut shape = vec![0i64; n];
    let mut scalable = vec![false; n];
    let mut in_bounds = vec![false; n];
    for (i, &p) in perm.iter().enumerate() {
        results[p] = x.map.results[i].clone();
        shape[p] = v.shape[i];
        scalable[p] = v.scalable[i];
        in_bounds[p] = x.in_bounds[i];
    }
    let new_map = AffineMap { num_dims: x.map.num_dims, num_symbols: 0, results: results.into() };
    let ty = make_vector(rw.ctx, &shape, &scalable, v.elem);
    let (ctx, loc) = (rw.ctx, rw.loc);
    let read = reread(rw, &x, new_map, &in_bounds, ty)?;
    let perm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    Some(rw.insert_value(vector::TransposeOp::build(ctx, loc, read, Some(ctx.dense_i64_array(&perm)), x.vector)))
}

/// Term `WritePermutationLowering`: MLIR's `TransferWritePermutationLowering`: a write
/// whose map permutes a minor identity (not the identity) writes the
/// `vector.transpose`d vector with the minor identity map.
pub fn write_permutation_lowering(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    if x.map.results.is_empty() || is_minor_identity(&x.map) {
        return None;
    }
    let perm = minor_identity_permutation(&x.map)?;
    // Vector dim i goes to memory-order dim perm[i] (a write has no broadcasts).
    let n = perm.len();
    let mut indices = vec![0i64; n];
    let mut in_bounds = vec![false; n];
    for (i, &p) in perm.iter().enumerate() {
        *indices.get_mut(p)? = i as i64;
        in_bounds[p] = x.in_bounds[i];
    }
    let v = vt(rw.ctx, x.vector)?;
    let shape: Vec<i64> = indices.iter().map(|&i| v.shape[i as usize]).collect();
    let scalable: Vec<bool> = indices.iter().map(|&i| v.scalable[i as usize]).collect();
    let ty = make_vector(rw.ctx, &shape, &scalable, v.elem);
    let (ctx, loc) = (rw.ctx, rw.loc);
    let t = rw.insert_value(vector::TransposeOp::build(ctx, loc, x.value?, Some(ctx.dense_i64_array(&indices)), ty));
    let minor = AffineMap {
        num_dims: x.map.num_dims,
        num_symbols: 0,
        results: (0..n as u32).map(|i| AffineExpr::Dim(x.map.num_dims - n as u32 + i)).collect(),
    };
    rebuild_write(rw, &x, t, minor, &in_bounds, x.mask)
}

/// Term `WriteNonPermutationLowering`: MLIR's `TransferWriteNonPermutationLowering`: a
/// write whose map is no permutation of a minor identity (it skips memref dims inside
/// its outermost one) writes the vector broadcast to leading unit dims for the skipped
/// dims, which the map then names first (in bounds).
pub fn write_non_permutation_lowering(rw: &mut Rewriter<'_, '_>) -> Option<Vec<Value>> {
    let x = xfer(rw).filter(|x| !x.is_read)?;
    if x.map.results.is_empty() || minor_identity_permutation(&x.map).is_some() {
        return None;
    }
    // MLIR 22 builds a mask of the wrong shape here (the op then fails to verify): a
    // masked write is left as it is.
    if x.mask.is_some() {
        return None;
    }
    let mut found = vec![false; x.map.num_dims as usize];
    for e in x.map.results.iter() {
        let AffineExpr::Dim(d) = e else { return None };
        found[*d as usize] = true;
    }
    let first = found.iter().position(|f| *f)?;
    let missing: Vec<u32> = (first..found.len()).filter(|&i| !found[i]).map(|i| i as u32).collect();
    let v = vt(rw.ctx, x.vector)?;
    let mut shape = vec![1i64; missing.len()];
    shape.extend(&v.shape);
    let mut scalable = vec![false; missing.len()];
    scalable.extend(&v.scalable);
    let ty = make_vector(rw.ctx, &shape, &scalable, v.elem);
    let (ctx, loc) = (rw.ctx, rw.loc);
    let b = rw.insert_value(vector::BroadcastOp::build(ctx, loc, x.value?, ty));
    let mut results: Vec<AffineExpr> = missing.iter().map(|&d| AffineExpr::Dim(d)).collect();
    results.extend(x.map.results.iter().cloned());
    let map = AffineMap { num_dims: x.map.num_dims, num_symbols: 0, results: results.into() };
    let mut in_bounds = vec![true; missing.len()];
    in_bounds.extend(&x.in_bounds);
    rebuild_write(rw, &x, b, map, &in_bounds, None)
}

/// The root write rebuilt to write `value` with `map` and `in_bounds`.
fn rebuild_write(
    rw: &mut Rewriter<'_, '_>,
    x: &Xfer,
    value: Value,
    map: AffineMap,
    in_bounds: &[bool],
    mask: Option<Value>,
) -> Option<Vec<Value>> {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let (m, ib) = (map_attr(rw, map), bool_array(rw, in_bounds));
    let result = x.tensor.then(|| rw.value_type(x.base));
    let op =
        rw.insert(vector::TransferWriteOp::build(ctx, loc, value, x.base, &x.indices, mask, Some(m), Some(ib), result));
    Some(rw.body.results(op).collect())
}

/// The root read's source read again with `map` and `in_bounds`, as a vector of type `ty`
/// (mask and padding as they were).
fn reread(
    rw: &mut Rewriter<'_, '_>,
    x: &Xfer,
    map: AffineMap,
    in_bounds: &[bool],
    ty: crate::ir::Type,
) -> Option<Value> {
    let (ctx, loc) = (rw.ctx, rw.loc);
    let (m, ib) = (map_attr(rw, map), bool_array(rw, in_bounds));
    let st = vector::TransferReadOp::build(ctx, loc, x.base, &x.indices, x.padding?, x.mask, Some(m), Some(ib), ty);
    Some(rw.insert_value(st))
}

fn is_minor_identity(map: &AffineMap) -> bool {
    super::transfer_to_scf::is_minor_identity(map)
}

/// Term `ReadReduceRank`: MLIR's `TransferOpReduceRank`: a read whose map starts with
/// broadcasts, the rest a minor identity with broadcasting, reads the vector without
/// them and `vector.broadcast`s it.
pub fn read_reduce_rank(rw: &mut Rewriter<'_, '_>) -> Option<Value> {
    let x = xfer(rw).filter(|x| x.is_read)?;
    if x.map.results.is_empty() {
        return None;
    }
    let leading = x.map.results.iter().take_while(|e| **e == AffineExpr::Const(0)).count();
    if leading == 0 {
        return None;
    }
    let v = vt(rw.ctx, x.vector)?;
    let map = AffineMap { num_dims: x.map.num_dims, num_symbols: 0, results: x.map.results[leading..].into() };
    if !is_minor_identity_with_broadcasting(&map) {
        return None;
    }
    // A 0-D read when every dim is a broadcast.
    let ty = make_vector(rw.ctx, &v.shape[leading..], &v.scalable[leading..], v.elem);
    let (ctx, loc) = (rw.ctx, rw.loc);
    let read = reread(rw, &x, map, &x.in_bounds[leading..], ty)?;
    Some(rw.insert_value(vector::BroadcastOp::build(ctx, loc, read, x.vector)))
}
