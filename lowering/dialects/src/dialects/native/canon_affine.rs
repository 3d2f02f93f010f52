//! The extern terms of `spec/canonicalize/affine_canonicalize.td`: MLIR 22's
//! `DropUnitExtentBasis` (affine.delinearize_index), `DropLinearizeLeadingZero` and
//! `DropLinearizeUnitComponentsIfDisjointOrZero` (affine.linearize_index). Each rebuilds
//! the op with a shorter basis, which is a list of static values and SSA values (MLIR's
//! mixed basis of `OpFoldResult`s); a basis value that is a constant becomes static when
//! the op is built, as MLIR's builders do.

use crate::conversion::Rewriter;
use crate::dialects::gen::{affine, arith};
use crate::ir::layout::is_dynamic;
use crate::ir::{AttrData, Attribute, Value};

/// One basis element: a static size or an SSA value.
#[derive(Copy, Clone, PartialEq)]
enum Basis {
    Static(i64),
    Dynamic(Value),
}

/// The mixed basis of an index op (MLIR's `getMixedBasis`).
fn mixed_basis(rw: &Rewriter<'_, '_>, basis: Attribute, dynamic: &[Value]) -> Option<Vec<Basis>> {
    let AttrData::DenseArrayInt { values, .. } = rw.ctx.attr_data(basis) else { return None };
    let mut dynamic = dynamic.iter();
    values
        .iter()
        .map(|&v| if is_dynamic(v) { dynamic.next().map(|&d| Basis::Dynamic(d)) } else { Some(Basis::Static(v)) })
        .collect()
}

/// The integer value of a constant (MLIR's `getConstantIntValue`).
fn constant_int(rw: &Rewriter<'_, '_>, v: Value) -> Option<i64> {
    rw.constant_of(v).and_then(|a| rw.ctx.int_value(a)).map(|v| v as i64)
}

fn basis_int(rw: &Rewriter<'_, '_>, b: Basis) -> Option<i64> {
    match b {
        Basis::Static(v) => Some(v),
        Basis::Dynamic(v) => constant_int(rw, v),
    }
}

/// The static basis and dynamic operands of `basis` (MLIR's `dispatchIndexOpFoldResults`:
/// constant values become static).
fn dispatch(rw: &Rewriter<'_, '_>, basis: &[Basis]) -> (Attribute, Vec<Value>) {
    let mut statics = Vec::with_capacity(basis.len());
    let mut dynamic = Vec::new();
    for &b in basis {
        match b {
            Basis::Static(v) => statics.push(v),
            Basis::Dynamic(v) => match constant_int(rw, v) {
                Some(c) => statics.push(c),
                None => {
                    statics.push(crate::ir::types::DYNAMIC);
                    dynamic.push(v);
                }
            },
        }
    }
    (rw.ctx.dense_i64_array(&statics), dynamic)
}

fn index_constant(rw: &mut Rewriter<'_, '_>, v: i64) -> Value {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    rw.insert_value(arith::ConstantOp::build(ctx, rw.loc, Some(ctx.integer_attr(index, v as i128)), index))
}

/// A new affine.linearize_index.
fn linearize(rw: &mut Rewriter<'_, '_>, indices: &[Value], basis: &[Basis], disjoint: Option<Attribute>) -> Value {
    let ctx = rw.ctx;
    let (statics, dynamic) = dispatch(rw, basis);
    let disjoint = disjoint.map(|_| ctx.common().unit);
    let st = affine::LinearizeIndexOp::build(ctx, rw.loc, indices, &dynamic, Some(statics), disjoint, ctx.index_type());
    rw.insert_value(st)
}

/// Term `DropDelinearizeUnitBasis` (MLIR's `DropUnitExtentBasis`): the results whose basis
/// element is 1 are a zero constant, the others those of a delinearize_index over the
/// remaining basis (no outer bound if there was none).
pub fn drop_delinearize_unit_basis(
    rw: &mut Rewriter<'_, '_>,
    linear: Value,
    dynamic: &[Value],
    basis: Attribute,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let num_results = rw.body.op(rw.root()?).num_results as usize;
    let mixed = mixed_basis(rw, basis, dynamic)?;
    // MLIR's padded basis: `None` stands for a missing outer bound.
    let mut padded: Vec<Option<Basis>> = mixed.into_iter().map(Some).collect();
    if padded.len() + 1 == num_results {
        padded.insert(0, None);
    }
    if padded.len() != num_results {
        return None;
    }
    let unit: Vec<bool> = padded.iter().map(|b| b.and_then(|b| basis_int(rw, b)) == Some(1)).collect();
    if !unit.contains(&true) {
        return None;
    }
    let zero = index_constant(rw, 0);
    let kept: Vec<Option<Basis>> = padded.iter().zip(&unit).filter(|(_, &u)| !u).map(|(b, _)| *b).collect();
    let mut new_results: Vec<Value> = Vec::new();
    if !kept.is_empty() {
        let new_basis: Vec<Basis> = kept.iter().flatten().copied().collect();
        let (statics, dyn_values) = dispatch(rw, &new_basis);
        let types = vec![ctx.index_type(); kept.len()];
        let st = affine::DelinearizeIndexOp::build(ctx, rw.loc, linear, &dyn_values, Some(statics), &types);
        let op = rw.insert(st);
        new_results = rw.body.results(op).collect();
    }
    let mut next = new_results.into_iter();
    unit.iter().map(|&u| if u { Some(zero) } else { next.next() }).collect()
}

/// Term `DropLinearizeLeadingZero`: a leading index that is the constant 0 goes, with the
/// outer bound; a single such index is the result itself.
pub fn drop_linearize_leading_zero(
    rw: &mut Rewriter<'_, '_>,
    indices: &[Value],
    dynamic: &[Value],
    basis: Attribute,
    disjoint: Option<Attribute>,
) -> Option<Value> {
    let (&first, rest) = indices.split_first()?;
    if constant_int(rw, first) != Some(0) {
        return None;
    }
    if rest.is_empty() {
        return Some(first);
    }
    let mut mixed = mixed_basis(rw, basis, dynamic)?;
    if mixed.len() == indices.len() {
        mixed.remove(0);
    }
    Some(linearize(rw, rest, &mixed, disjoint))
}

/// Term `DropLinearizeUnitComponents` (MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`):
/// an index whose basis element is 1 goes when the op is `disjoint` or the index is the
/// constant 0; a zero constant when nothing is left.
pub fn drop_linearize_unit_components(
    rw: &mut Rewriter<'_, '_>,
    indices: &[Value],
    dynamic: &[Value],
    basis: Attribute,
    disjoint: Option<Attribute>,
) -> Option<Value> {
    let mixed = mixed_basis(rw, basis, dynamic)?;
    let mut multi = indices;
    let mut new_indices = Vec::with_capacity(indices.len());
    let mut new_basis = Vec::with_capacity(indices.len());
    if mixed.len() != indices.len() {
        new_indices.push(*multi.first()?);
        multi = &multi[1..];
    }
    if multi.len() != mixed.len() {
        return None;
    }
    for (&i, &b) in multi.iter().zip(&mixed) {
        let unit = basis_int(rw, b) == Some(1);
        if !unit || (disjoint.is_none() && constant_int(rw, i) != Some(0)) {
            new_indices.push(i);
            new_basis.push(b);
        }
    }
    if new_indices.len() == indices.len() {
        return None;
    }
    if new_indices.is_empty() {
        return Some(index_constant(rw, 0));
    }
    Some(linearize(rw, &new_indices, &new_basis, disjoint))
}
