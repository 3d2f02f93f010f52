//! Folding ahead of a conversion. MLIR's legalizer tries an op's fold hook before its
//! patterns, on the IR as written: operands still name the ops they came from, even
//! ops already folded or converted. So the folds of a body are decided in one walk over
//! the unconverted body (in-place rewrites applied at once, as MLIR applies them), and
//! their replacements land afterwards; constants a fold produces become ops built by the
//! constant materializer of the folded op's dialect (MLIR's `Dialect::materializeConstant`:
//! `arith.constant` for arith and memref, `index.constant` and `index.bool.constant` for
//! index) before the folded op, which the conversion then lowers like any other; the
//! constants a fold hook builds itself (`Folded::UseConstants`) are not lowered, as MLIR's
//! conversion never sees them.

use smallvec::SmallVec;

use crate::ir::fold::{fold_op_steps, FoldValue, Folded};
use crate::ir::{
    Attribute, BlockId, Body, Context, NamedAttr, OpId, OpRef, OperationState, RegionId, Traits, Type, Value,
};
use crate::patterns::PatternSet;
use crate::rewriter::State;
use crate::types::LlvmOptions;

/// Builds the op holding a constant a fold produced: (value, its type, location), or
/// `None` when the dialect has no constant op for that value and type (the fold then does
/// not apply).
pub type MaterializeConstantFn = fn(&Context, Attribute, Type, Attribute) -> Option<OperationState>;

/// The constant materializers registered with a context, by dialect name.
#[derive(Default)]
struct ConstantMaterializers(Vec<(&'static str, MaterializeConstantFn)>);

/// Makes the folds of `dialect`'s ops materialize the constants they produce with `build`;
/// the folds of a dialect without one apply only when they give existing values.
pub fn register_constant_materializer(ctx: &Context, dialect: &'static str, build: MaterializeConstantFn) {
    ctx.with_extension_mut(|m: &mut ConstantMaterializers| {
        m.0.retain(|e| e.0 != dialect);
        m.0.push((dialect, build));
    });
}

/// The constant materializer `dialect` registered, if any.
pub fn materializer(ctx: &Context, dialect: &str) -> Option<MaterializeConstantFn> {
    ctx.with_extension(|m: &ConstantMaterializers| m.0.iter().find(|(d, _)| *d == dialect).map(|&(_, f)| f))
}

/// What replaces one result of a folded op.
enum Replacement {
    Value(Value),
    /// A materialized constant, created when the replacements land.
    Constant(OperationState),
}

/// An op's operands and attributes, as an in-place fold found them.
type Snapshot = (SmallVec<[Value; 3]>, SmallVec<[NamedAttr; 2]>);

/// MLIR refolds an op its fold rewrote in place; a fold never needs many rounds.
const MAX_REFOLDS: usize = 8;

/// Folds the ops of `regions` that `patterns` would convert (the conversion's illegal
/// ops), in pre-order.
#[allow(clippy::too_many_arguments)]
pub fn fold_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &PatternSet,
    fold_unknown: Option<&[&str]>,
    illegal: &[&str],
    opts: &LlvmOptions,
    state: &mut State,
) {
    let mut work = Vec::new();
    for &r in regions {
        crate::walk::collect_preorder(body, r, &mut work);
    }
    fold_illegal_ops(ctx, body, &work, patterns, fold_unknown, illegal, opts, state);
}

/// Folds those of `work` (in that order) that `patterns` would convert, and with
/// `fold_unknown` (the target's legal dialects and ops) all others but the legal ones (an
/// op with a pattern in a legal dialect only when `illegal` names it and
/// [`cast_stays_legal`] does not keep it, as MLIR folds only what its target does not
/// declare legal: `-arith-expand` keeps `arith.extf` of a constant); returns the
/// constants it materialized. A folded op is erased and its results are mapped to their
/// replacements, which the conversion's patterns then read, while folds keep seeing
/// the folded op behind them; operands replaced by a conversion read as their
/// replacements (a converted constant is still a constant).
#[allow(clippy::too_many_arguments)]
pub fn fold_illegal_ops(
    ctx: &Context,
    body: &mut Body,
    work: &[OpId],
    patterns: &PatternSet,
    fold_unknown: Option<&[&str]>,
    illegal: &[&str],
    opts: &LlvmOptions,
    state: &mut State,
) -> Vec<OpId> {
    crate::ir::fold::ahead_of_conversion_scope(|| {
        fold_illegal_ops_now(ctx, body, work, patterns, fold_unknown, illegal, opts, state)
    })
}

#[allow(clippy::too_many_arguments)]
fn fold_illegal_ops_now(
    ctx: &Context,
    body: &mut Body,
    work: &[OpId],
    patterns: &PatternSet,
    fold_unknown: Option<&[&str]>,
    illegal: &[&str],
    opts: &LlvmOptions,
    state: &mut State,
) -> Vec<OpId> {
    let mut replacements: Vec<(OpId, Vec<Replacement>)> = Vec::new();
    let mut materialized = Vec::new();
    for &op in work {
        if body.op(op).erased {
            continue;
        }
        let name = body.op(op).name;
        let Some(info) = name.info else { continue };
        if !may_fold(info) {
            continue;
        }
        let target_legal = fold_unknown.is_none_or(|legal| is_legal(info, legal));
        if patterns.lookup(name.ident).is_none() {
            if target_legal {
                continue;
            }
        } else if fold_unknown.is_some()
            && target_legal
            && (!illegal.contains(&info.name) || cast_stays_legal(ctx, body, op, opts))
        {
            continue;
        }
        // The op as it was before in-place folds, to restore when the fold fails after all.
        let mut before: Option<Snapshot> = None;
        // The region swaps in-place folds made, to undo with `before`.
        let mut swapped: smallvec::SmallVec<[(usize, usize); 1]> = smallvec::SmallVec::new();
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
            let mut in_place = None;
            let folded = fold_op_steps(OpRef::new(ctx, body, op), &resolve, &mut in_place);
            // The op keeps the in-place rewrite that preceded a trait fold: later folds
            // look through it (a dim of a cast of a cast reads the cast's new source).
            if let Some(Folded::Update { operands, attrs }) = in_place {
                before.get_or_insert_with(|| (body.op(op).operands.clone(), body.op(op).attrs.clone()));
                body.set_operands(op, &operands);
                for (n, a) in attrs {
                    body.set_attr(op, ctx.ident(n), a);
                }
            }
            match folded {
                Folded::None => break,
                Folded::Update { operands, attrs } => {
                    before.get_or_insert_with(|| (body.op(op).operands.clone(), body.op(op).attrs.clone()));
                    // (An affine op's fold may drop operands.)
                    body.set_operands(op, &operands);
                    for (n, a) in attrs {
                        body.set_attr(op, ctx.ident(n), a);
                    }
                }
                Folded::SwapRegions { operands, regions } => {
                    before.get_or_insert_with(|| (body.op(op).operands.clone(), body.op(op).attrs.clone()));
                    body.fold_swap_regions(op, &operands, regions);
                    swapped.push(regions);
                }
                Folded::UseConstants { uses, operands } => {
                    // The hook's own constants: built now, before the op, and left
                    // unconverted.
                    let build = materializer(ctx, info.dialect);
                    let (Some(build), Some(block)) = (build, body.op(op).parent) else { break };
                    let loc = body.op(op).loc;
                    // Every constant is built before any use changes, so a materializer
                    // that declines one leaves the op as it was.
                    let states: Option<Vec<(usize, OperationState)>> = uses
                        .iter()
                        .map(|&(i, a)| Some((i, build(ctx, a, body.value_type(body.result(op, i)), loc)?)))
                        .collect();
                    let Some(states) = states else { break };
                    state.unconverted.extend(use_constants(body, op, block, states, operands));
                }
                Folded::Replace(values) => {
                    match replacements_of(ctx, body, op, info.dialect, values, patterns, fold_unknown) {
                        Some(r) => replacements.push((op, r)),
                        // MLIR's legalizer then undoes the whole fold, in-place rewrites
                        // that led to it included (`OperationLegalizer::legalizeWithFold`).
                        None => {
                            if let Some((operands, attrs)) = before.take() {
                                body.set_operands(op, &operands);
                                body.op_mut(op).attrs = attrs;
                            }
                            for &(a, b) in swapped.iter().rev() {
                                let rs = &body.op(op).regions;
                                let (ra, rb) = (rs[a], rs[b]);
                                body.swap_region_blocks(ra, rb);
                            }
                        }
                    }
                    break;
                }
            }
        }
    }
    for (op, values) in replacements {
        let Some(block) = body.op(op).parent else { continue };
        for (i, r) in values.into_iter().enumerate() {
            let old = body.result(op, i);
            let new = match r {
                Replacement::Value(v) => v,
                Replacement::Constant(st) => {
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

/// Whether `op` can fold at all: it has a fold hook, or is commutative or idempotent (the
/// generic folds).
fn may_fold(info: &crate::ir::OpInfo) -> bool {
    info.fold.is_some() || info.has_trait(Traits::COMMUTATIVE) || info.has_trait(Traits::IDEMPOTENT)
}

/// Whether an `arith.extf` or `arith.truncf` named in an illegal list is legal after all:
/// only the casts `-arith-expand`'s options expand are not (bf16 -> f32 extensions and
/// f32 -> bf16 truncations with `include-bf16`, extensions from and truncations to
/// f8E8M0FNU with `include-f8e8m0`), as MLIR's target decides per op.
pub fn cast_stays_legal(ctx: &Context, body: &Body, op: OpId, opts: &LlvmOptions) -> bool {
    let d = body.op(op);
    let kw = |v: Option<crate::ir::Value>| {
        v.map(|v| ctx.element_type_or_self(body.value_type(v))).and_then(|t| match ctx.type_data(t) {
            crate::ir::TypeData::Float(k) => Some(k.keyword()),
            _ => None,
        })
    };
    let (from, to) = (kw(d.operands.first().copied()), kw(Some(body.result(op, 0)).filter(|_| d.num_results == 1)));
    let (bf16, f8) = (opts.arith_expand_bf16, opts.arith_expand_f8e8m0);
    match ctx.ident_str(d.name.ident) {
        "arith.extf" => !((bf16 && from == Some("bf16") && to == Some("f32")) || (f8 && from == Some("f8E8M0FNU"))),
        "arith.truncf" => !((bf16 && from == Some("f32") && to == Some("bf16")) || (f8 && to == Some("f8E8M0FNU"))),
        _ => false,
    }
}

/// Whether the target's `legal` list (dialect names and full op names) covers `info`.
fn is_legal(info: &crate::ir::OpInfo, legal: &[&str]) -> bool {
    legal.iter().any(|&l| l == info.dialect || l == info.name)
}

/// The folds of a partial conversion without patterns for these ops, for a pass written
/// in Rust that MLIR runs through its conversion driver (`-convert-math-to-funcs`): every
/// op under `regions` (not entering isolated bodies) that `legal` does not cover is folded
/// when it can be, its uses taking the replacements.
pub fn fold_ops_not_legal(ctx: &Context, body: &mut Body, regions: &[RegionId], legal: &[&str]) {
    let patterns = PatternSet::default();
    let mut state = State::default();
    fold_regions(ctx, body, regions, &patterns, Some(legal), &[], &LlvmOptions::default(), &mut state);
    for old in std::mem::take(&mut state.replaced) {
        let mut new = old;
        while let Some(&next) = state.mapping.get(&new) {
            new = next;
        }
        if new != old {
            body.replace_all_uses(old, new);
        }
    }
}

/// Whether a conversion whose target declares `legal` legal folds `name` though it has
/// no pattern for it (an op with nothing to fold never needs the fold walk).
pub fn may_fold_unknown(info: &crate::ir::OpInfo, legal: &[&str]) -> bool {
    may_fold(info) && !is_legal(info, legal)
}

/// Applies a `Folded::UseConstants`: each constant op (for result `i`) is created in
/// `block` before `op` and takes over the uses of that result; then `op` gets its new
/// operands, if any. Gives the constant ops.
pub fn use_constants(
    body: &mut Body,
    op: OpId,
    block: BlockId,
    constants: Vec<(usize, OperationState)>,
    operands: Option<SmallVec<[Value; 3]>>,
) -> Vec<OpId> {
    let mut created = Vec::with_capacity(constants.len());
    for (i, st) in constants {
        let old = body.result(op, i);
        let c = body.create_op(st);
        body.insert_op(block, Some(op), c);
        let new = body.result(c, 0);
        body.replace_all_uses(old, new);
        created.push(c);
    }
    for (i, v) in operands.into_iter().flatten().enumerate() {
        body.set_operand(op, i, v);
    }
    created
}

/// What replaces each result of folded `op`, as MLIR's `OpBuilder::tryFold` and the
/// legalizer decide it: `None` (the fold does not apply) when a constant has no
/// materializer in the op's dialect, or its op cannot be legalized by this conversion.
fn replacements_of(
    ctx: &Context,
    body: &Body,
    op: OpId,
    dialect: &str,
    values: SmallVec<[FoldValue; 1]>,
    patterns: &PatternSet,
    legal: Option<&[&str]>,
) -> Option<Vec<Replacement>> {
    let loc = body.op(op).loc;
    let mut out = Vec::with_capacity(values.len());
    for (i, fv) in values.into_iter().enumerate() {
        out.push(match fv {
            FoldValue::Value(v) => Replacement::Value(v),
            FoldValue::Attr(a) => {
                let build = materializer(ctx, dialect)?;
                let st = build(ctx, a, body.value_type(body.result(op, i)), loc)?;
                let legal = st.name.info.is_some_and(|i| legal.is_some_and(|l| is_legal(i, l)));
                (legal || patterns.accepts(ctx, st.name.ident)).then_some(())?;
                Replacement::Constant(st)
            }
        });
    }
    Some(out)
}
