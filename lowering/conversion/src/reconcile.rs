//! `-reconcile-unrealized-casts`: folds chains of `builtin.unrealized_conversion_cast`
//! that come back to the types they started from, then drops the casts no real op needs.
//! Casts that remain needed stay in place, as MLIR leaves them.

use rayon::prelude::*;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::ir::{Body, Context, Ident, OpId, Value, ValueDef};

const CAST: &str = "builtin.unrealized_conversion_cast";

/// Runs the pass over a body and, in parallel, over the bodies nested in it.
pub fn reconcile(ctx: &Context, body: &mut Body) {
    reconcile_one(ctx, body);
    body.isolated_bodies_mut().into_par_iter().for_each(|(_, b)| reconcile(ctx, b));
}

fn is_cast(cast: Ident, body: &Body, op: OpId) -> bool {
    let d = body.op(op);
    !d.erased && d.name.ident == cast
}

/// The cast whose results are exactly `operands`, in order.
fn producing_cast(cast: Ident, body: &Body, operands: &[Value]) -> Option<OpId> {
    let first = *operands.first()?;
    let ValueDef::OpResult { op, .. } = body.value(first).def else { return None };
    if !is_cast(cast, body, op) {
        return None;
    }
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    (results.as_slice() == operands).then_some(op)
}

/// Replaces the results of cast `c` by the values its chain of input casts starts from
/// when those have the cast's result types (the cast's own inputs, when it casts to the
/// types it already has): MLIR's walk in `reconcileUnrealizedCasts`. The conversion
/// driver reconciles the casts it inserted this way too.
pub(crate) fn fold_round_trip(cast: Ident, body: &mut Body, c: OpId) {
    let out_types: SmallVec<[crate::ir::Type; 4]> = body.results(c).map(|r| body.value_type(r)).collect();
    // A cast to the types it already has is a no-op.
    let own: SmallVec<[Value; 4]> = body.op(c).operands.iter().copied().collect();
    // (Not when it feeds itself: the cycle cannot be cut, as in MLIR.)
    let results: SmallVec<[Value; 4]> = body.results(c).collect();
    let feeds_itself = own.iter().any(|v| results.contains(v));
    if !feeds_itself
        && own.len() == out_types.len()
        && own.iter().zip(&out_types).all(|(&v, &t)| body.value_type(v) == t)
    {
        for (r, i) in results.into_iter().zip(own) {
            body.replace_all_uses(r, i);
        }
        return;
    }
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    seen.insert(c);
    let mut anc = producing_cast(cast, body, &body.op(c).operands.clone());
    while let Some(a) = anc {
        if !seen.insert(a) {
            break;
        }
        let inputs: SmallVec<[Value; 4]> = body.op(a).operands.iter().copied().collect();
        let same =
            inputs.len() == out_types.len() && inputs.iter().zip(&out_types).all(|(&v, &t)| body.value_type(v) == t);
        if same {
            let results: SmallVec<[Value; 4]> = body.results(c).collect();
            if results.iter().zip(&inputs).all(|(r, i)| r != i) {
                for (r, i) in results.into_iter().zip(inputs) {
                    body.replace_all_uses(r, i);
                }
            }
            break;
        }
        anc = producing_cast(cast, body, &inputs);
    }
}

fn reconcile_one(ctx: &Context, body: &mut Body) {
    let cast = ctx.ident(CAST);
    let casts: Vec<OpId> = (0..body.num_ops() as u32).map(OpId).filter(|&o| is_cast(cast, body, o)).collect();
    if casts.is_empty() {
        return;
    }
    for &c in &casts {
        fold_round_trip(cast, body, c);
    }
    // Live casts: those some non-cast op uses, and the casts feeding live ones.
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    let mut stack: Vec<OpId> = Vec::new();
    for &c in &casts {
        let used_by_real = body.results(c).any(|r| body.uses(r).iter().any(|u| !is_cast(cast, body, u.op)));
        if used_by_real && live.insert(c) {
            stack.push(c);
        }
    }
    while let Some(c) = stack.pop() {
        for &v in body.op(c).operands.clone().iter() {
            if let ValueDef::OpResult { op, .. } = body.value(v).def {
                if is_cast(cast, body, op) && live.insert(op) {
                    stack.push(op);
                }
            }
        }
    }
    // Dead casts may use each other (even in cycles): cut their uses first.
    let dead: Vec<OpId> = casts.into_iter().filter(|c| !live.contains(c) && !body.op(*c).erased).collect();
    for &c in &dead {
        for r in body.results(c).collect::<SmallVec<[Value; 4]>>() {
            let uses: SmallVec<[crate::ir::Use; 2]> = body.uses(r).iter().copied().collect();
            for u in uses {
                // Only other dead casts can still use it; give them a placeholder.
                let p = body.new_placeholder(body.value_type(r));
                body.set_operand(u.op, u.index as usize, p);
            }
        }
    }
    for c in dead {
        body.erase_op(c);
    }
}
