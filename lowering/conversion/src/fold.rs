//! Folding ahead of a conversion. MLIR's legalizer tries an op's fold hook before its
//! patterns, on the IR as written: operands still name the ops they came from, even
//! ops already folded or converted. So the folds of a body are decided in one walk over
//! the unconverted body (in-place rewrites applied at once, as MLIR applies them), and
//! their replacements land afterwards; constants a fold produces become ops of the
//! registered constant materializer (`arith.constant`, registered by `arith`) before the
//! folded op, which the conversion then lowers like any other; the constants a fold hook
//! builds itself (`Folded::UseConstants`) are not lowered, as MLIR's conversion never
//! sees them.

use smallvec::SmallVec;

use crate::ir::fold::{fold_op, FoldValue, Folded};
use crate::ir::{Attribute, Body, Context, OpId, OpRef, OperationState, RegionId, Traits, Type, Value};
use crate::patterns::PatternSet;
use crate::rewriter::State;

/// Builds the op holding a constant a fold produced: (value, its type, location).
pub type MaterializeConstantFn = fn(&Context, Attribute, Type, Attribute) -> OperationState;

/// The constant materializer registered with a context: the name of the op it builds
/// and the function (MLIR's `Dialect::materializeConstant`, one for all folds here).
#[derive(Default, Clone, Copy)]
struct ConstantMaterializer(Option<(&'static str, MaterializeConstantFn)>);

/// Makes folds that produce constants materialize them with `build`, which makes `op`
/// ops; without one, such folds are not applied.
pub fn register_constant_materializer(ctx: &Context, op: &'static str, build: MaterializeConstantFn) {
    ctx.with_extension_mut(|m: &mut ConstantMaterializer| m.0 = Some((op, build)));
}

/// MLIR refolds an op its fold rewrote in place; a fold never needs many rounds.
const MAX_REFOLDS: usize = 8;

/// Folds the ops of `regions` that `patterns` would convert (the conversion's illegal
/// ops), in pre-order.
pub fn fold_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &PatternSet,
    fold_unknown: bool,
    state: &mut State,
) {
    let mut work = Vec::new();
    for &r in regions {
        crate::walk::collect_preorder(body, r, &mut work);
    }
    fold_illegal_ops(ctx, body, &work, patterns, fold_unknown, state);
}

/// Folds those of `work` (in that order) that `patterns` would convert, or with
/// `fold_unknown` all but the target's legal ones (LLVM ops and casts); returns the
/// constants it materialized. A folded op is erased and its results are mapped to their
/// replacements, which the conversion's patterns then read, while folds keep seeing
/// the folded op behind them; operands replaced by a conversion read as their
/// replacements (a converted constant is still a constant).
pub fn fold_illegal_ops(
    ctx: &Context,
    body: &mut Body,
    work: &[OpId],
    patterns: &PatternSet,
    fold_unknown: bool,
    state: &mut State,
) -> Vec<OpId> {
    let mut replacements: Vec<(OpId, SmallVec<[FoldValue; 1]>)> = Vec::new();
    let mut materialized = Vec::new();
    let materializer = ctx.with_extension(|m: &ConstantMaterializer| m.0);
    // A fold giving a constant needs that constant to be legalizable, as in MLIR.
    let constants_legal = materializer.is_some_and(|(name, _)| patterns.lookup(ctx.ident(name)).is_some());
    for &op in work {
        if body.op(op).erased {
            continue;
        }
        let name = body.op(op).name;
        let Some(info) = name.info else { continue };
        if info.fold.is_none() && !info.has_trait(Traits::COMMUTATIVE) && !info.has_trait(Traits::IDEMPOTENT) {
            continue;
        }
        if patterns.lookup(name.ident).is_none()
            && !(fold_unknown && info.dialect != "llvm" && info.dialect != "builtin")
        {
            continue;
        }
        for _ in 0..MAX_REFOLDS {
            let resolve = |v: Value| {
                let mut cur = v;
                while !state.fold_replaced.contains(&cur) {
                    match state.mapping.get(&cur) {
                        Some(&n) => cur = n,
                        None => break,
                    }
                }
                cur
            };
            match fold_op(OpRef::new(ctx, body, op), &resolve) {
                Folded::None => break,
                Folded::Update { operands, attrs } => {
                    for (i, v) in operands.into_iter().enumerate() {
                        body.set_operand(op, i, v);
                    }
                    for (n, a) in attrs {
                        body.set_attr(op, ctx.ident(n), a);
                    }
                }
                Folded::UseConstants { uses, operands } => {
                    // The hook's own constants: built now, before the op, and left
                    // unconverted.
                    let (Some((_, build)), Some(block)) = (materializer, body.op(op).parent) else { break };
                    let loc = body.op(op).loc;
                    for (i, a) in uses {
                        let old = body.result(op, i);
                        let c = body.create_op(build(ctx, a, body.value_type(old), loc));
                        body.insert_op(block, Some(op), c);
                        let new = body.result(c, 0);
                        body.replace_all_uses(old, new);
                        state.unconverted.insert(c);
                    }
                    for (i, v) in operands.into_iter().flatten().enumerate() {
                        body.set_operand(op, i, v);
                    }
                }
                Folded::Replace(values) => {
                    let makes_constant = values.iter().any(|v| matches!(v, FoldValue::Attr(_)));
                    if !makes_constant || constants_legal {
                        replacements.push((op, values));
                    }
                    break;
                }
            }
        }
    }
    for (op, values) in replacements {
        let Some(block) = body.op(op).parent else { continue };
        if materializer.is_none() && values.iter().any(|v| matches!(v, FoldValue::Attr(_))) {
            continue;
        }
        let loc = body.op(op).loc;
        for (i, fv) in values.into_iter().enumerate() {
            let old = body.result(op, i);
            let new = match fv {
                FoldValue::Value(v) => v,
                FoldValue::Attr(a) => {
                    // Checked above: an op whose fold gives constants has a materializer.
                    let Some((_, build)) = materializer else { continue };
                    let st = build(ctx, a, body.value_type(old), loc);
                    let c = body.create_op(st);
                    body.insert_op(block, Some(op), c);
                    materialized.push(c);
                    body.result(c, 0)
                }
            };
            state.mapping.insert(old, new);
            state.replaced.push(old);
            state.fold_replaced.insert(old);
        }
        body.erase_op(op);
    }
    materialized
}
