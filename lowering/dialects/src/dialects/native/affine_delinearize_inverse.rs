//! The step of MLIR 22's map composition (`composeAffineMapAndOperands`) that undoes an
//! `affine.delinearize_index`: a sum in the map that adds up every result of one
//! delinearize_index, each scaled by its stride (`r0 * s0 + r1 * s1 + ... + rn`), is the
//! index that was delinearized, so those terms give way to that index, appended as a new
//! dimension or symbol. The match is on the sum as written (before the map is
//! simplified), so `(r1 * 20 + r0) * 2` cancels but `r0 * 3 + r1 * 20` does not, as in
//! MLIR; the basis must be static.

use crate::ir::fold::def_of;
use crate::ir::{AffineExpr, OpRef, Value};

/// The strides of the results of the delinearize_index `d` (the last result's is 1), or
/// `None` when its basis is dynamic or not positive.
fn strides(d: OpRef<'_>) -> Option<Vec<i64>> {
    if d.operands().len() != 1 {
        return None;
    }
    let basis = super::affine_ops::static_basis(d);
    let n = d.num_results();
    if basis.iter().any(|&b| b <= 0) || (basis.len() != n && basis.len() + 1 != n) {
        return None;
    }
    // Basis element of result `j` (results past an unbounded first one line up with the
    // basis from its start).
    let skip = n - basis.len();
    let mut out = vec![1i64; n];
    for i in (0..n.saturating_sub(1)).rev() {
        out[i] = out[i + 1].checked_mul(basis[i + 1 - skip])?;
    }
    Some(out)
}

/// The terms of the sum `e` (its nested additions flattened, in order).
fn terms<'e>(e: &'e AffineExpr, out: &mut Vec<&'e AffineExpr>) {
    match e {
        AffineExpr::Add(l, r) => {
            terms(l, out);
            terms(r, out);
        }
        _ => out.push(e),
    }
}

/// `e` with the first sum holding every `wanted` term replaced by the other terms plus
/// `linear`; `None` when no sum holds them all.
fn cancel(e: &AffineExpr, wanted: &[AffineExpr], linear: &AffineExpr) -> Option<AffineExpr> {
    if let AffineExpr::Add(..) = e {
        let mut ts = Vec::new();
        terms(e, &mut ts);
        let mut taken = vec![false; ts.len()];
        let all = wanted.iter().all(|w| match (0..ts.len()).find(|&i| !taken[i] && ts[i] == w) {
            Some(i) => {
                taken[i] = true;
                true
            }
            None => false,
        });
        if all {
            let mut out: Option<AffineExpr> = None;
            for (t, _) in ts.iter().zip(&taken).filter(|(_, &t)| !t) {
                out = Some(out.map_or_else(|| (*t).clone(), |a| AffineExpr::sum(a, (*t).clone())));
            }
            return Some(out.map_or_else(|| linear.clone(), |a| AffineExpr::sum(a, linear.clone())));
        }
    }
    let (l, r, build) = e.binary()?;
    if let Some(nl) = cancel(l, wanted, linear) {
        return Some(build(nl, r.clone()));
    }
    cancel(r, wanted, linear).map(|nr| build(l.clone(), nr))
}

/// Where `v` sits among the map's operands, as an expression.
fn position(v: Value, dims: &[Option<Value>], syms: &[Option<Value>]) -> Option<AffineExpr> {
    if let Some(i) = dims.iter().position(|d| *d == Some(v)) {
        return Some(AffineExpr::Dim(i as u32));
    }
    syms.iter().position(|s| *s == Some(v)).map(|i| AffineExpr::Symbol(i as u32))
}

/// When operand `v` (a dimension if `is_dim`) is a result of a delinearize_index whose
/// results all appear, scaled by their strides, in one sum of `exprs`: those sums take the
/// delinearized index instead, appended to `dims` or `syms`. Whether anything changed.
pub(crate) fn replace(
    op: OpRef<'_>,
    exprs: &mut [AffineExpr],
    v: Value,
    is_dim: bool,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let Some(d) = def_of(op, v).filter(|d| d.name() == "affine.delinearize_index") else { return false };
    let Some(strides) = strides(d) else { return false };
    let wanted: Option<Vec<AffineExpr>> = d
        .results()
        .zip(&strides)
        .map(|(r, &s)| position(r, dims, syms).map(|p| AffineExpr::product(p, AffineExpr::Const(s))))
        .collect();
    let Some(wanted) = wanted else { return false };
    let linear = if is_dim { AffineExpr::Dim(dims.len() as u32) } else { AffineExpr::Symbol(syms.len() as u32) };
    let mut changed = false;
    for e in exprs.iter_mut() {
        while let Some(ne) = cancel(e, &wanted, &linear) {
            *e = ne;
            changed = true;
        }
    }
    if changed {
        let index = d.operands()[0];
        if is_dim {
            dims.push(Some(index));
        } else {
            syms.push(Some(index));
        }
    }
    changed
}
