//! `-expand-strided-metadata`: views (`memref.subview`, `memref.expand_shape`,
//! `memref.collapse_shape`) become a `memref.extract_strided_metadata` of their source and
//! one `memref.reinterpret_cast` of its base buffer with the view's offset, sizes and
//! strides, so the LLVM lowering only ever sees casts it knows.
//!
//! MLIR computes the new offset and strides with `affine.apply`/`affine.min` (and needs
//! `-lower-affine` after); we have no affine dialect and emit the same arithmetic as
//! `arith` index ops directly, folding what is known statically. As MLIR's greedy driver
//! does, every `memref.extract_strided_metadata` is then folded.

use smallvec::SmallVec;

use crate::dialects::gen::{arith, memref};
use crate::ir::fold::{FoldInput, Folded};
use crate::ir::layout::{is_dynamic, make_memref, memref_parts, strides_and_offset};
use crate::ir::{AttrData, Attribute, BlockId, Body, Context, OpId, OpRef, Type, Value};

/// A quantity known statically or held by a value (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug)]
enum Ofr {
    Const(i64),
    Val(Value),
}

/// Rewrites the views in `body` and in the bodies of isolated ops inside it.
pub fn run(ctx: &Context, body: &mut Body) {
    use rayon::prelude::*;
    expand_one(ctx, body);
    fold_metadata(ctx, body);
    body.isolated_bodies_mut().into_par_iter().for_each(|(_, b)| run(ctx, b));
}

/// MLIR's pass is a greedy rewrite, which folds every `memref.extract_strided_metadata`
/// (`fold_memref::extract_strided_metadata`): a ranked `memref.cast` source is read
/// through, and the uses of the offset, sizes and strides the source type knows read
/// `arith.constant`s built before it. Those constants are ordinary ops a later conversion
/// lowers, where the same fold during a conversion builds constants it leaves alone.
fn fold_metadata(ctx: &Context, body: &mut Body) {
    let name = ctx.ident(memref::ExtractStridedMetadataOp::NAME);
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        let d = body.op(op);
        if d.erased || d.name.ident != name {
            continue;
        }
        let Some(block) = d.parent else { continue };
        let loc = d.loc;
        // A cast folded in may make more of the metadata static: fold again (a chain of
        // casts takes a round each).
        for _ in 0..8 {
            let folded = super::fold_memref::extract_strided_metadata(&FoldInput::new(OpRef::new(ctx, body, op)), "");
            let Folded::UseConstants { uses, operands } = folded else { break };
            let constants = uses
                .into_iter()
                .map(|(r, a)| (r, arith::ConstantOp::build(ctx, loc, Some(a), body.value_type(body.result(op, r)))))
                .collect();
            crate::conversion::fold::use_constants(body, op, block, constants, operands);
        }
    }
}

fn expand_one(ctx: &Context, body: &mut Body) {
    let names = [
        ctx.ident(memref::SubViewOp::NAME),
        ctx.ident(memref::ExpandShapeOp::NAME),
        ctx.ident(memref::CollapseShapeOp::NAME),
    ];
    // Ops are visited in creation order; a view of a view sees its source already
    // rewritten, which only changes what the metadata is extracted from.
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        let d = body.op(op);
        if d.erased || !names.contains(&d.name.ident) || d.parent.is_none() {
            continue;
        }
        let replacement = if d.name.ident == names[0] {
            subview(ctx, body, op)
        } else if d.name.ident == names[1] {
            expand_shape(ctx, body, op)
        } else {
            collapse_shape(ctx, body, op)
        };
        if let Some(v) = replacement {
            let old = body.result(op, 0);
            body.replace_all_uses(old, v);
            body.erase_op(op);
        }
    }
}

/// Builds ops before the view being rewritten.
struct Builder<'b> {
    ctx: &'b Context,
    body: &'b mut Body,
    block: BlockId,
    before: OpId,
    loc: Attribute,
}

impl Builder<'_> {
    fn insert(&mut self, st: crate::ir::OperationState) -> OpId {
        let op = self.body.create_op(st);
        self.body.insert_op(self.block, Some(self.before), op);
        op
    }

    fn index(&self) -> Type {
        self.ctx.common().index
    }

    fn value(&mut self, q: Ofr) -> Value {
        match q {
            Ofr::Val(v) => v,
            Ofr::Const(c) => {
                let attr = self.ctx.integer_attr(self.index(), c as i128);
                let op = self.insert(arith::ConstantOp::build(self.ctx, self.loc, Some(attr), self.index()));
                self.body.result(op, 0)
            }
        }
    }

    fn binary(&mut self, name: &str, a: Ofr, b: Ofr) -> Ofr {
        let (x, y) = (self.value(a), self.value(b));
        let ty = self.index();
        let st = match name {
            "add" => arith::AddIOp::build(self.ctx, self.loc, x, y, None, ty),
            "mul" => arith::MulIOp::build(self.ctx, self.loc, x, y, None, ty),
            _ => arith::MinSiOp::build(self.ctx, self.loc, x, y, ty),
        };
        let op = self.insert(st);
        Ofr::Val(self.body.result(op, 0))
    }

    fn add(&mut self, a: Ofr, b: Ofr) -> Ofr {
        match (a, b) {
            (Ofr::Const(x), Ofr::Const(y)) => Ofr::Const(x.wrapping_add(y)),
            (Ofr::Const(0), q) | (q, Ofr::Const(0)) => q,
            _ => self.binary("add", a, b),
        }
    }

    fn mul(&mut self, a: Ofr, b: Ofr) -> Ofr {
        match (a, b) {
            (Ofr::Const(x), Ofr::Const(y)) => Ofr::Const(x.wrapping_mul(y)),
            (Ofr::Const(0), _) | (_, Ofr::Const(0)) => Ofr::Const(0),
            (Ofr::Const(1), q) | (q, Ofr::Const(1)) => q,
            _ => self.binary("mul", a, b),
        }
    }

    fn min(&mut self, a: Ofr, b: Ofr) -> Ofr {
        match (a, b) {
            (Ofr::Const(x), Ofr::Const(y)) => Ofr::Const(x.min(y)),
            _ => self.binary("min", a, b),
        }
    }

    /// The source's metadata: base buffer, offset, sizes and strides, each static when the
    /// source type says so.
    fn metadata(&mut self, source: Value) -> Option<Metadata> {
        let ty = self.body.value_type(source);
        let parts = memref_parts(self.ctx, ty)?;
        let (strides, offset) = strides_and_offset(self.ctx, ty)?;
        let shape: SmallVec<[i64; 4]> = parts.shape.iter().copied().collect();
        let rank = shape.len();
        let base_ty = make_memref(self.ctx, &[], parts.elem, None, parts.memory_space);
        let idx = self.index();
        let types: SmallVec<[Type; 4]> = (0..rank).map(|_| idx).collect();
        let st = memref::ExtractStridedMetadataOp::build(self.ctx, self.loc, source, base_ty, idx, &types, &types);
        let op = self.insert(st);
        let r = |i: usize| self.body.result(op, i);
        let pick = |stat: i64, v: Value| if is_dynamic(stat) { Ofr::Val(v) } else { Ofr::Const(stat) };
        Some(Metadata {
            base: r(0),
            offset: pick(offset, r(1)),
            sizes: (0..rank).map(|i| pick(shape[i], r(2 + i))).collect(),
            strides: (0..rank).map(|i| pick(strides[i], r(2 + rank + i))).collect(),
            shape,
        })
    }

    /// `memref.reinterpret_cast %base` to `result_ty`: what its type fixes is static, the
    /// rest comes from the computed quantities.
    fn reinterpret(
        &mut self,
        base: Value,
        offset: Ofr,
        sizes: &[Ofr],
        strides: &[Ofr],
        result_ty: Type,
    ) -> Option<Value> {
        let shape: Vec<i64> = memref_parts(self.ctx, result_ty)?.shape.to_vec();
        let (rstrides, roffset) = strides_and_offset(self.ctx, result_ty)?;
        let mut dynamic: [Vec<Value>; 3] = Default::default();
        let mut stat: [Vec<i64>; 3] = Default::default();
        let lists: [(Vec<i64>, Vec<Ofr>); 3] =
            [(vec![roffset], vec![offset]), (shape, sizes.to_vec()), (rstrides, strides.to_vec())];
        for (k, (from_type, computed)) in lists.into_iter().enumerate() {
            for (s, q) in from_type.into_iter().zip(computed) {
                if is_dynamic(s) {
                    let v = self.value(q);
                    dynamic[k].push(v);
                }
                stat[k].push(s);
            }
        }
        let ctx = self.ctx;
        let st = memref::ReinterpretCastOp::build(
            ctx,
            self.loc,
            base,
            &dynamic[0],
            &dynamic[1],
            &dynamic[2],
            Some(ctx.dense_i64_array(&stat[0])),
            Some(ctx.dense_i64_array(&stat[1])),
            Some(ctx.dense_i64_array(&stat[2])),
            result_ty,
        );
        let op = self.insert(st);
        Some(self.body.result(op, 0))
    }
}

struct Metadata {
    base: Value,
    offset: Ofr,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
    shape: SmallVec<[i64; 4]>,
}

fn builder<'b>(ctx: &'b Context, body: &'b mut Body, op: OpId) -> Option<Builder<'b>> {
    let block = body.op(op).parent?;
    let loc = body.op(op).loc;
    Some(Builder { ctx, body, block, before: op, loc })
}

/// A mixed static/dynamic list: `static` entries, the dynamic ones taken from `values`.
fn mixed(stat: &[i64], values: &[Value]) -> Vec<Ofr> {
    let mut dynamic = values.iter();
    stat.iter()
        .map(|&s| if is_dynamic(s) { dynamic.next().map_or(Ofr::Const(0), |&v| Ofr::Val(v)) } else { Ofr::Const(s) })
        .collect()
}

fn subview(ctx: &Context, body: &mut Body, op: OpId) -> Option<Value> {
    let view = memref::SubViewOp::cast(OpRef::new(ctx, body, op))?;
    let source = view.source();
    let result_ty = body.value_type(view.result());
    let offsets = mixed(view.static_offsets()?, &view.offsets().to_vec());
    let sizes = mixed(view.static_sizes()?, &view.sizes().to_vec());
    let steps = mixed(view.static_strides()?, &view.strides().to_vec());
    let static_sizes: Vec<i64> = view.static_sizes()?.to_vec();
    let result_shape: Vec<i64> = memref_parts(ctx, result_ty)?.shape.to_vec();
    let dropped = rank_reduction_mask(&static_sizes, &result_shape)?;
    let mut b = builder(ctx, body, op)?;
    let md = b.metadata(source)?;
    // offset = source offset + sum(offset_i * stride_i); stride_i = source stride_i * step_i.
    let mut offset = md.offset;
    for (o, s) in offsets.iter().zip(&md.strides) {
        let term = b.mul(*o, *s);
        offset = b.add(offset, term);
    }
    let mut new_sizes = Vec::new();
    let mut new_strides = Vec::new();
    for i in 0..sizes.len() {
        if dropped.contains(&i) {
            continue;
        }
        new_sizes.push(sizes[i]);
        let s = b.mul(md.strides[i], steps[i]);
        new_strides.push(s);
    }
    b.reinterpret(md.base, offset, &new_sizes, &new_strides, result_ty)
}

/// MLIR's `computeRankReductionMask`: which of `sizes` the reduced shape drops (unit
/// dimensions it does not keep); `None` when the shapes do not match up.
fn rank_reduction_mask(sizes: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut j = 0;
    for (i, &s) in sizes.iter().enumerate() {
        if j < reduced.len() && reduced[j] == s {
            j += 1;
        } else if s == 1 {
            dropped.push(i);
        } else {
            return None;
        }
    }
    (j == reduced.len()).then_some(dropped)
}

/// The `reassociation` groups of an expand/collapse op.
fn groups(ctx: &Context, attr: Option<Attribute>) -> Option<Vec<Vec<usize>>> {
    let AttrData::Array(gs) = ctx.attr_data(attr?) else { return None };
    gs.iter()
        .map(|g| match ctx.attr_data(*g) {
            AttrData::Array(items) => items.iter().map(|i| ctx.int_value(*i).map(|v| v as usize)).collect(),
            _ => None,
        })
        .collect()
}

fn expand_shape(ctx: &Context, body: &mut Body, op: OpId) -> Option<Value> {
    let e = memref::ExpandShapeOp::cast(OpRef::new(ctx, body, op))?;
    let source = e.src();
    let result_ty = body.value_type(e.result());
    let groups = groups(ctx, e.reassociation_attr())?;
    let sizes = mixed(e.static_output_shape()?, &e.output_shape().to_vec());
    let mut b = builder(ctx, body, op)?;
    let md = b.metadata(source)?;
    let mut strides = vec![Ofr::Const(0); sizes.len()];
    // Within a group the innermost dimension keeps the source stride; each outer one
    // steps over the dimensions inside it.
    for (src_dim, group) in groups.iter().enumerate() {
        let mut stride = *md.strides.get(src_dim)?;
        for &d in group.iter().rev() {
            *strides.get_mut(d)? = stride;
            stride = b.mul(stride, *sizes.get(d)?);
        }
    }
    b.reinterpret(md.base, md.offset, &sizes, &strides, result_ty)
}

fn collapse_shape(ctx: &Context, body: &mut Body, op: OpId) -> Option<Value> {
    let c = memref::CollapseShapeOp::cast(OpRef::new(ctx, body, op))?;
    let source = c.src();
    let result_ty = body.value_type(c.result());
    let groups = groups(ctx, c.reassociation_attr())?;
    let (result_strides, _) = strides_and_offset(ctx, result_ty)?;
    let mut b = builder(ctx, body, op)?;
    let md = b.metadata(source)?;
    let mut sizes = Vec::new();
    let mut strides = Vec::new();
    for (k, group) in groups.iter().enumerate() {
        let mut size = Ofr::Const(1);
        for &d in group {
            size = b.mul(size, *md.sizes.get(d)?);
        }
        sizes.push(size);
        // The group is contiguous: its stride is the smallest stride among its non-unit
        // dimensions (unit dimensions' strides mean nothing), as MLIR computes it.
        let mut stride: Option<Ofr> = None;
        for &d in group {
            if md.shape.get(d) == Some(&1) {
                continue;
            }
            let s = *md.strides.get(d)?;
            stride = Some(match stride {
                None => s,
                Some(m) => b.min(m, s),
            });
        }
        let stride = match stride {
            Some(s) => s,
            // All unit dimensions: the result type's stride, or a dynamic one of the group.
            None => match result_strides.get(k) {
                Some(&s) if !is_dynamic(s) => Ofr::Const(s),
                _ => group.iter().map(|&d| md.strides[d]).find(|s| matches!(s, Ofr::Val(_))).unwrap_or(Ofr::Const(1)),
            },
        };
        strides.push(stride);
    }
    b.reinterpret(md.base, md.offset, &sizes, &strides, result_ty)
}

#[cfg(test)]
mod tests {
    use super::rank_reduction_mask;

    #[test]
    fn rank_reduction_drops_unkept_unit_dims() {
        assert_eq!(rank_reduction_mask(&[1, 3], &[3]), Some(vec![0]));
        assert_eq!(rank_reduction_mask(&[4, 1, 1], &[4, 1]), Some(vec![2]));
        assert_eq!(rank_reduction_mask(&[2, 3], &[2, 3]), Some(vec![]));
        assert_eq!(rank_reduction_mask(&[2, 3], &[3]), None);
    }
}
