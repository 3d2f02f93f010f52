//! The affine folders the spec names (`Folder<"fold_affine::...">`), as MLIR 22's fold
//! hooks in `AffineOps.cpp`, which `-lower-affine` (a dialect conversion) applies before
//! its patterns: `affine.apply` of a lone dimension or symbol, or of constants;
//! `affine.min`/`affine.max` with their constant operands folded into the map; the
//! integer set of `affine.if` and the bound maps of `affine.for` canonicalized with their
//! operands (dimensions that are valid symbols become symbols, repeated operands one,
//! unused ones dropped, constant symbols folded in), constant loop bounds, and loops that
//! run zero times or do nothing but carry their values; `affine.load` of a constant
//! `memref.global` at constant subscripts.
//!
//! The `affine.apply` ops feeding an `affine.if` or a loop bound are composed into its
//! map first (MLIR's `composeAffineMapAndOperands`). An `affine.apply` dividing constants
//! by zero folds to `ub.poison`.

use smallvec::SmallVec;

use super::affine::is_valid_symbol_value;
use crate::ir::fold::{def_of, FoldInput, FoldValue, Folded};
use crate::ir::{AffineExpr, AffineMap, AttrData, Attribute, IntegerSet, OpRef, Value};

// ---- constant evaluation -------------------------------------------------------------------

/// MLIR's `floorDiv` for any non-zero divisor.
fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// MLIR's `ceilDiv` for any non-zero divisor.
fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// The value of `e` when the operands it uses are constants (MLIR's
/// `AffineExprConstantFolder`): `None` when one is not, or when the value is poison (a
/// division by zero, a modulo by a value below 1; see `poisoned`).
fn eval(e: &AffineExpr, dims: &[Option<i64>], syms: &[Option<i64>]) -> Option<i64> {
    let bin = |l: &AffineExpr, r: &AffineExpr| Some((eval(l, dims, syms)?, eval(r, dims, syms)?));
    match e {
        AffineExpr::Const(c) => Some(*c),
        AffineExpr::Dim(i) => *dims.get(*i as usize)?,
        AffineExpr::Symbol(i) => *syms.get(*i as usize)?,
        AffineExpr::Add(l, r) => bin(l, r).map(|(a, b)| a.wrapping_add(b)),
        AffineExpr::Mul(l, r) => bin(l, r).map(|(a, b)| a.wrapping_mul(b)),
        AffineExpr::Mod(l, r) => bin(l, r).filter(|&(_, b)| b >= 1).map(|(a, b)| a.rem_euclid(b)),
        AffineExpr::FloorDiv(l, r) => bin(l, r).filter(|&(_, b)| b != 0).map(|(a, b)| floor_div(a, b)),
        AffineExpr::CeilDiv(l, r) => bin(l, r).filter(|&(_, b)| b != 0).map(|(a, b)| ceil_div(a, b)),
    }
}

/// Whether evaluating `e` meets a division by zero or a modulo by a value below 1 of
/// constants (MLIR's `AffineExprConstantFolder` then reports poison).
fn poisoned(e: &AffineExpr, dims: &[Option<i64>], syms: &[Option<i64>]) -> bool {
    match e {
        AffineExpr::Const(_) | AffineExpr::Dim(_) | AffineExpr::Symbol(_) => false,
        AffineExpr::Add(l, r) | AffineExpr::Mul(l, r) => poisoned(l, dims, syms) || poisoned(r, dims, syms),
        AffineExpr::Mod(l, r) | AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
            if poisoned(l, dims, syms) || poisoned(r, dims, syms) {
                return true;
            }
            let (Some(_), Some(b)) = (eval(l, dims, syms), eval(r, dims, syms)) else { return false };
            if matches!(e, AffineExpr::Mod(..)) {
                b < 1
            } else {
                b == 0
            }
        }
    }
}

/// The constant value of each operand (`None` where it is not an integer constant).
fn constants(cx: &FoldInput<'_>, range: std::ops::Range<usize>) -> SmallVec<[Option<i64>; 4]> {
    range.map(|i| cx.int(i).map(|v| v.sext() as i64)).collect()
}

fn map_of(cx: &FoldInput<'_>, name: &str) -> Option<AffineMap> {
    match cx.ctx().attr_data(cx.op.attr(name)?) {
        AttrData::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

fn map_attr(cx: &FoldInput<'_>, m: AffineMap) -> Attribute {
    cx.ctx().intern_attr(AttrData::AffineMap(m))
}

fn index_attr(cx: &FoldInput<'_>, v: i64) -> Attribute {
    let ctx = cx.ctx();
    ctx.integer_attr(ctx.index_type(), v as i128)
}

// ---- canonicalizing maps and sets with their operands ---------------------------------------

/// `e` with dimensions and symbols replaced (each by itself where no replacement is
/// given), rebuilt with the simplifying constructors; an unchanged subtree is kept as it
/// is (MLIR's `AffineExpr::replaceDimsAndSymbols`).
fn replace(e: &AffineExpr, dims: &[Option<AffineExpr>], syms: &[Option<AffineExpr>]) -> AffineExpr {
    match e {
        AffineExpr::Dim(i) => dims.get(*i as usize).cloned().flatten().unwrap_or_else(|| e.clone()),
        AffineExpr::Symbol(i) => syms.get(*i as usize).cloned().flatten().unwrap_or_else(|| e.clone()),
        _ => rebuild_changed(e, |x| replace(x, dims, syms)),
    }
}

/// A binary `e` with `f` applied to both operands, rebuilt with the simplifying
/// constructor of its kind; `e` itself when neither operand changes (or it is a leaf).
fn rebuild_changed(e: &AffineExpr, f: impl Fn(&AffineExpr) -> AffineExpr) -> AffineExpr {
    let Some((l, r, build)) = e.binary() else { return e.clone() };
    let (nl, nr) = (f(l), f(r));
    if nl == *l && nr == *r {
        e.clone()
    } else {
        build(nl, nr)
    }
}

/// The expressions of a map or an integer set over dimension and symbol operands.
#[derive(Clone, PartialEq)]
struct Applied {
    num_dims: u32,
    num_symbols: u32,
    exprs: Vec<AffineExpr>,
    operands: SmallVec<[Value; 4]>,
}

impl Applied {
    fn replace_all(&mut self, dims: &[Option<AffineExpr>], syms: &[Option<AffineExpr>]) {
        for e in &mut self.exprs {
            *e = replace(e, dims, syms);
        }
    }
}

fn uses(e: &AffineExpr, dims: &mut [bool], syms: &mut [bool]) {
    match e {
        AffineExpr::Dim(i) => {
            if let Some(d) = dims.get_mut(*i as usize) {
                *d = true;
            }
        }
        AffineExpr::Symbol(i) => {
            if let Some(s) = syms.get_mut(*i as usize) {
                *s = true;
            }
        }
        AffineExpr::Const(_) => {}
        AffineExpr::Add(l, r)
        | AffineExpr::Mul(l, r)
        | AffineExpr::Mod(l, r)
        | AffineExpr::FloorDiv(l, r)
        | AffineExpr::CeilDiv(l, r) => {
            uses(l, dims, syms);
            uses(r, dims, syms);
        }
    }
}

/// MLIR's `canonicalizeMapAndOperands` / `canonicalizeSetAndOperands` (without the
/// composition that precedes them in the folds): dimension operands that are valid
/// symbols become symbols (after the others), then unused operands go, repeated ones are
/// merged, and constant symbols become constants in the expressions.
fn canonicalize(op: OpRef<'_>, a: &mut Applied, constant: &dyn Fn(Value) -> Option<i64>) {
    let (ctx, body) = (op.ctx, op.body);
    if a.operands.is_empty() {
        return;
    }
    // Promoted symbols.
    let nd = a.num_dims as usize;
    let old_syms = a.num_symbols;
    let mut dims: Vec<Option<AffineExpr>> = Vec::with_capacity(nd);
    let mut kept: SmallVec<[Value; 4]> = SmallVec::new();
    let mut promoted: SmallVec<[Value; 4]> = SmallVec::new();
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    for (i, &v) in a.operands.iter().enumerate() {
        if i >= nd {
            kept.push(v);
        } else if is_valid_symbol_value(ctx, body, v) {
            dims.push(Some(AffineExpr::Symbol(old_syms + next_sym)));
            next_sym += 1;
            promoted.push(v);
        } else {
            dims.push(Some(AffineExpr::Dim(next_dim)));
            next_dim += 1;
            kept.push(v);
        }
    }
    kept.extend(promoted);
    a.replace_all(&dims, &[]);
    a.operands = kept;
    a.num_dims = next_dim;
    a.num_symbols = old_syms + next_sym;

    // Unused, repeated and constant operands.
    let nd = a.num_dims as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; a.num_symbols as usize];
    for e in &a.exprs {
        uses(e, &mut used_dims, &mut used_syms);
    }
    let mut out: SmallVec<[Value; 4]> = SmallVec::new();
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut dims: Vec<Option<AffineExpr>> = vec![None; nd];
    let mut next = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = a.operands[i];
        match seen.iter().find(|(s, _)| *s == v) {
            Some((_, e)) => dims[i] = Some(e.clone()),
            None => {
                let e = AffineExpr::Dim(next);
                next += 1;
                out.push(v);
                seen.push((v, e.clone()));
                dims[i] = Some(e);
            }
        }
    }
    let num_dims = next;
    let mut syms: Vec<Option<AffineExpr>> = vec![None; a.num_symbols as usize];
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next = 0u32;
    for i in 0..a.num_symbols as usize {
        if !used_syms[i] {
            continue;
        }
        let v = a.operands[nd + i];
        if let Some(c) = constant(v) {
            syms[i] = Some(AffineExpr::Const(c));
            continue;
        }
        match seen.iter().find(|(s, _)| *s == v) {
            Some((_, e)) => syms[i] = Some(e.clone()),
            None => {
                let e = AffineExpr::Symbol(next);
                next += 1;
                out.push(v);
                seen.push((v, e.clone()));
                syms[i] = Some(e);
            }
        }
    }
    a.replace_all(&dims, &syms);
    a.operands = out;
    a.num_dims = num_dims;
    a.num_symbols = next;
}

/// The integer value of a constant `v` as written (MLIR's `m_Constant`: a value a fold
/// already replaced still reads as the op it came from).
fn int_constant(op: OpRef<'_>, v: Value) -> Option<i64> {
    let a = crate::ir::fold::constant_value(op, v)?;
    match op.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// `e` with every dimension moved up by `dims` and every symbol by `syms` (MLIR's
/// `shiftDims` and `shiftSymbols`).
fn shift(e: &AffineExpr, nd: u32, ns: u32, dims: u32, syms: u32) -> AffineExpr {
    let d: Vec<Option<AffineExpr>> = (0..nd).map(|i| Some(AffineExpr::Dim(i + dims))).collect();
    let s: Vec<Option<AffineExpr>> = (0..ns).map(|i| Some(AffineExpr::Symbol(i + syms))).collect();
    replace(e, &d, &s)
}

/// MLIR's `replaceDimOrSym`: when dimension or symbol `pos` (counting dimensions first)
/// is the result of an `affine.apply`, its expression (canonicalized with its operands)
/// takes its place, over new dimensions and symbols appended for the apply's operands;
/// the old position is emptied.
fn replace_dim_or_sym(
    op: OpRef<'_>,
    a: &mut Applied,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let p = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { &mut dims[p] } else { &mut syms[p] };
    let Some(v) = *slot else { return false };
    let Some(apply) = def_of(op, v).filter(|d| d.name() == "affine.apply") else {
        let changed = super::affine_delinearize_inverse::replace(op, &mut a.exprs, v, is_dim, dims, syms);
        a.num_dims = dims.len() as u32;
        a.num_symbols = syms.len() as u32;
        return changed;
    };
    let Some(AttrData::AffineMap(m)) = apply.attr("map").map(|x| op.ctx.attr_data(x)) else { return false };
    if m.results.len() != 1 || (m.num_dims + m.num_symbols) as usize != apply.operands().len() {
        return false;
    }
    *slot = None;
    let mut inner = Applied {
        num_dims: m.num_dims,
        num_symbols: m.num_symbols,
        exprs: vec![m.results[0].clone()],
        operands: apply.operands().into(),
    };
    canonicalize(apply, &mut inner, &|x| int_constant(apply, x));
    let replacement = shift(&inner.exprs[0], inner.num_dims, inner.num_symbols, dims.len() as u32, syms.len() as u32);
    let nd = inner.num_dims as usize;
    dims.extend(inner.operands[..nd].iter().map(|&x| Some(x)));
    syms.extend(inner.operands[nd..].iter().map(|&x| Some(x)));
    let to_replace = if is_dim { AffineExpr::Dim(p as u32) } else { AffineExpr::Symbol(p as u32) };
    for e in &mut a.exprs {
        *e = replace_expr(e, &to_replace, &replacement);
    }
    a.num_dims = dims.len() as u32;
    a.num_symbols = syms.len() as u32;
    true
}

/// `e` with the subexpression `from` replaced by `to` (MLIR's `AffineExpr::replace`).
fn replace_expr(e: &AffineExpr, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
    if e == from {
        return to.clone();
    }
    rebuild_changed(e, |x| replace_expr(x, from, to))
}

/// MLIR's `composeAffineMapAndOperands`: operands that `affine.apply` ops give are
/// replaced by those ops' expressions over their operands, until none is left; then the
/// operands are canonicalized and each expression simplified (`simplifyAffineMap`).
fn compose(op: OpRef<'_>, a: &mut Applied) {
    let constant = |v| int_constant(op, v);
    if !a.exprs.is_empty() {
        let nd = a.num_dims as usize;
        let mut dims: Vec<Option<Value>> = a.operands[..nd].iter().map(|&v| Some(v)).collect();
        let mut syms: Vec<Option<Value>> = a.operands[nd..].iter().map(|&v| Some(v)).collect();
        // Each replacement appends what it uses; a chain of applies ends (SSA values are
        // defined before their uses), but a bound keeps hostile input cheap.
        let mut rounds = 0;
        while rounds < 1024
            && (0..dims.len() + syms.len()).any(|pos| replace_dim_or_sym(op, a, pos, &mut dims, &mut syms))
        {
            rounds += 1;
        }
        // Empty positions are unused now: they go, and the others are renumbered.
        let (mut nd, mut ns) = (0u32, 0u32);
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        let mut renumber = |slots: &[Option<Value>], is_dim: bool| -> Vec<Option<AffineExpr>> {
            slots
                .iter()
                .map(|s| {
                    Some(match s {
                        None => AffineExpr::Const(0),
                        Some(v) => {
                            operands.push(*v);
                            if is_dim {
                                nd += 1;
                                AffineExpr::Dim(nd - 1)
                            } else {
                                ns += 1;
                                AffineExpr::Symbol(ns - 1)
                            }
                        }
                    })
                })
                .collect()
        };
        let d = renumber(&dims, true);
        let s = renumber(&syms, false);
        a.replace_all(&d, &s);
        a.num_dims = nd;
        a.num_symbols = ns;
        a.operands = operands;
    }
    canonicalize(op, a, &constant);
    for e in &mut a.exprs {
        *e = crate::ir::layout::simplify_affine_expr(e, a.num_dims, a.num_symbols);
    }
}

/// MLIR's `composeAffineMapAndOperands` on the map and operands of the `affine.apply`
/// `op` (`makeComposedAffineApply`, which `-expand-strided-metadata` builds its
/// arithmetic with): the composed, canonicalized and simplified map and its operands.
pub fn compose_apply(op: OpRef<'_>) -> (AffineMap, SmallVec<[Value; 4]>) {
    let map = match op.attr("map").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::AffineMap(m)) => m.clone(),
        _ => return (AffineMap { num_dims: 0, num_symbols: 0, results: Box::new([]) }, op.operands().into()),
    };
    let mut a = Applied {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        exprs: map.results.to_vec(),
        operands: op.operands().into(),
    };
    compose(op, &mut a);
    (AffineMap { num_dims: a.num_dims, num_symbols: a.num_symbols, results: a.exprs.into() }, a.operands)
}

// ---- affine.apply, affine.min, affine.max ---------------------------------------------------

/// `affine.apply`: a map that gives one of its operands gives that operand; constant
/// operands fold the map to a constant.
pub fn apply(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let Some(map) = map_of(cx, "map") else { return Folded::None };
    let n = cx.op.operands().len();
    if map.results.len() != 1 || (map.num_dims + map.num_symbols) as usize != n {
        return Folded::None;
    }
    match &map.results[0] {
        AffineExpr::Dim(i) => return Folded::value(cx.operand(*i as usize)),
        AffineExpr::Symbol(i) => return Folded::value(cx.operand((map.num_dims + i) as usize)),
        _ => {}
    }
    // Only the operands the expression uses need to be constants.
    let consts = constants(cx, 0..n);
    let (dims, syms) = consts.split_at(map.num_dims as usize);
    match eval(&map.results[0], dims, syms) {
        Some(v) => Folded::attr(index_attr(cx, v)),
        None if poisoned(&map.results[0], dims, syms) => {
            cx.ctx().def_attr("ub", "poison", &[]).map_or(Folded::None, Folded::attr)
        }
        None => Folded::None,
    }
}

/// `affine.min` / `affine.max` (`kind`): results that are constants become constant
/// expressions of the map (MLIR's `partialConstantFold`); when all are, the op folds to
/// the smallest (largest). A single result that is an operand is left to the
/// canonicalization patterns, as MLIR 22's fold leaves it, except `d0` under one symbol.
pub fn min_max(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let Some(map) = map_of(cx, "map") else { return Folded::None };
    let n = cx.op.operands().len();
    if (map.num_dims + map.num_symbols) as usize != n || map.results.is_empty() {
        return Folded::None;
    }
    let consts = constants(cx, 0..n);
    let (dims, syms) = consts.split_at(map.num_dims as usize);
    let values: Vec<Option<i64>> = map.results.iter().map(|e| eval(e, dims, syms)).collect();
    let folded = AffineMap {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        results: map.results.iter().zip(&values).map(|(e, v)| v.map_or_else(|| e.clone(), AffineExpr::Const)).collect(),
    };
    // MLIR's `isSymbolIdentity` test (which compares dimensions with positions): one
    // symbol and the single result `d0` give the first operand. Other single results
    // that are an operand stay (canonicalization turns them into affine.apply).
    if folded.num_symbols == 1 && matches!(&*folded.results, [AffineExpr::Dim(0)]) {
        return Folded::value(cx.operand(0));
    }
    if values.iter().any(Option::is_none) {
        if folded == map {
            return Folded::None;
        }
        return Folded::Update { operands: cx.op.operands().into(), attrs: [("map", map_attr(cx, folded))].into() };
    }
    let all = values.into_iter().flatten();
    let best = if kind == "max" { all.max() } else { all.min() };
    match best {
        Some(v) => Folded::attr(index_attr(cx, v)),
        None => Folded::None,
    }
}

// ---- affine.if ------------------------------------------------------------------------------

/// `affine.if`: its integer set canonicalized with its operands (MLIR's
/// `canonicalizeSetAndOperands`), in place.
pub fn if_op(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let Some(AttrData::IntegerSet(set)) = cx.op.attr("condition").map(|a| ctx.attr_data(a)) else {
        return Folded::None;
    };
    let operands = cx.op.operands();
    if (set.num_dims + set.num_symbols) as usize != operands.len() {
        return Folded::None;
    }
    let before = Applied {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        exprs: set.constraints.iter().map(|c| c.0.clone()).collect(),
        operands: operands.into(),
    };
    let mut a = before.clone();
    // MLIR's `composeSetAndOperands` composes only when an operand is an affine.apply.
    if operands.iter().any(|&v| def_of(cx.op, v).is_some_and(|d| d.name() == "affine.apply")) {
        compose(cx.op, &mut a);
    }
    canonicalize(cx.op, &mut a, &|v| int_constant(cx.op, v));
    if a == before {
        return Folded::None;
    }
    let new = IntegerSet {
        num_dims: a.num_dims,
        num_symbols: a.num_symbols,
        constraints: a.exprs.into_iter().zip(set.constraints.iter()).map(|(e, c)| (e, c.1)).collect(),
    };
    Folded::Update {
        operands: a.operands.into_iter().collect(),
        attrs: [("condition", ctx.intern_attr(AttrData::IntegerSet(new)))].into(),
    }
}

// ---- affine.for -----------------------------------------------------------------------------

/// The constant bounds an operand has as the induction variable of an `affine.for` with
/// a constant lower or upper bound (MLIR's `getLowerBound`/`getUpperBound` of an IV):
/// the lower bound, and the last value the loop reaches (inclusive).
fn iv_bounds(op: OpRef<'_>, v: Value) -> (Option<i64>, Option<i64>) {
    // Ahead of `-lower-affine` the loops around were already converted, for MLIR.
    if crate::ir::fold::ahead_of_conversion() {
        return (None, None);
    }
    let body = op.body;
    let crate::ir::ValueDef::BlockArg { block, index: 0 } = body.value(v).def else { return (None, None) };
    let Some(region) = body.block(block).parent else { return (None, None) };
    if body.region(region).blocks.first() != Some(&block) {
        return (None, None);
    }
    let Some(owner) = body.region(region).parent else { return (None, None) };
    let f = OpRef::new(op.ctx, body, owner);
    if f.name() != "affine.for" {
        return (None, None);
    }
    let single_constant = |name: &str| match f.attr(name).map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::AffineMap(m)) if m.results.len() == 1 => m.results[0].constant(),
        _ => None,
    };
    let step = match f.attr("step").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => i64::try_from(*value).ok().filter(|&s| s > 0),
        _ => None,
    };
    let lb = single_constant("lowerBoundMap");
    let ub = single_constant("upperBoundMap").and_then(|ub| match (lb, step) {
        // With a known lower bound the last value is a multiple of the step past it.
        // (MLIR's remainder truncates: a loop that runs no iteration gets `lb`, not less.)
        (Some(lb), Some(step)) => {
            ub.checked_sub(1)?.checked_sub(ub.checked_sub(lb)?.checked_sub(1)?.checked_rem(step)?)
        }
        _ => ub.checked_sub(1),
    });
    (lb, ub)
}

/// The constant bounds of each operand (MLIR's `constLowerBounds` / `constUpperBounds`).
fn operand_bounds(op: OpRef<'_>, operands: &[Value]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    operands.iter().map(|&v| iv_bounds(op, v)).unzip()
}

/// MLIR's `getBoundForAffineExpr`: an upper (`upper`) or lower bound of `e` from the
/// constant bounds of its dimensions and symbols (`lbs`, `ubs`, dims first): divisions
/// of a bounded expression by a positive constant, `lhs mod c` (between 0 and c - 1, or
/// tighter when the range of `lhs` does not wrap), and linear expressions; `None` when a
/// bound it needs is unknown.
fn expr_bound(
    e: &AffineExpr,
    nd: usize,
    ns: usize,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    match e {
        AffineExpr::FloorDiv(l, r) => {
            let c = r.constant().filter(|&c| c >= 1)?;
            return Some(floor_div(expr_bound(l, nd, ns, lbs, ubs, upper)?, c));
        }
        AffineExpr::CeilDiv(l, r) => {
            let c = r.constant().filter(|&c| c >= 1)?;
            return Some(ceil_div(expr_bound(l, nd, ns, lbs, ubs, upper)?, c));
        }
        AffineExpr::Mod(l, r) if r.constant().is_some_and(|c| c >= 1) => {
            let c = r.constant()?;
            // (MLIR computes both ends with `upper` as given.)
            let lb = expr_bound(l, nd, ns, lbs, ubs, false);
            let ub = expr_bound(l, nd, ns, lbs, ubs, upper);
            return match (lb, ub) {
                (Some(lb), Some(ub)) if floor_div(lb, c) == floor_div(ub, c) => {
                    Some(if upper { ub.rem_euclid(c) } else { lb.rem_euclid(c) })
                }
                _ => Some(if upper { c - 1 } else { 0 }),
            };
        }
        _ => {}
    }
    // A linear expression: each input at the end of its range that pushes the bound.
    let flat = flatten(e, nd, ns)?;
    let mut bound: i64 = 0;
    for (i, &k) in flat[..nd + ns].iter().enumerate() {
        if k == 0 {
            continue;
        }
        let b = if (k > 0) == upper { ubs.get(i).copied().flatten()? } else { lbs.get(i).copied().flatten()? };
        bound = bound.checked_add(b.checked_mul(k)?)?;
    }
    bound.checked_add(flat[nd + ns])
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: results whose bounds show another result
/// always wins the maximum (`is_max`) or minimum are dropped, and results with equal
/// bounds become constants; the bounds come from the operands that are induction
/// variables of loops with constant bounds.
fn simplify_min_or_max(op: OpRef<'_>, a: &mut Applied, is_max: bool) {
    if a.operands.is_empty() {
        return;
    }
    let (nd, ns) = (a.num_dims as usize, a.num_symbols as usize);
    let (lbs, ubs) = operand_bounds(op, &a.operands);
    let bounds: Vec<(Option<i64>, Option<i64>)> = a
        .exprs
        .iter()
        .map(|e| match e {
            AffineExpr::Const(c) => (Some(*c), Some(*c)),
            _ => (expr_bound(e, nd, ns, &lbs, &ubs, false), expr_bound(e, nd, ns, &lbs, &ubs, true)),
        })
        .collect();
    let mut kept = Vec::with_capacity(a.exprs.len());
    for (i, e) in a.exprs.iter().enumerate() {
        let (lo, hi) = bounds[i];
        let e = match (lo, hi) {
            (Some(l), Some(h)) if l == h => AffineExpr::Const(l),
            _ => e.clone(),
        };
        let redundant = if is_max {
            hi.is_some_and(|hi| {
                bounds.iter().enumerate().any(|(pos, &(olo, ohi))| {
                    let Some(olo) = olo.filter(|_| pos != i) else { return false };
                    if olo != hi {
                        return olo > hi;
                    }
                    // Of two results redundant with each other, the first stays.
                    !(ohi.is_some() && lo == Some(hi) && Some(olo) == ohi && i < pos)
                })
            })
        } else {
            lo.is_some_and(|lo| {
                bounds.iter().enumerate().any(|(pos, &(olo, ohi))| {
                    let Some(ohi) = ohi.filter(|_| pos != i) else { return false };
                    if ohi != lo {
                        return ohi < lo;
                    }
                    !(olo.is_some() && hi == Some(lo) && Some(ohi) == olo && i < pos)
                })
            })
        };
        if !redundant {
            kept.push(e);
        }
    }
    a.exprs = kept;
}

/// MLIR's `getLargestKnownDivisor` with operands: an induction variable's from its loop's
/// step (and lower bound), any other expression's own.
fn divisor_with_operands(op: OpRef<'_>, e: &AffineExpr, operands: &[Value]) -> i64 {
    let AffineExpr::Dim(i) = e else { return e.largest_known_divisor() };
    if crate::ir::fold::ahead_of_conversion() {
        return 1;
    }
    let Some(&v) = operands.get(*i as usize) else { return 1 };
    let body = op.body;
    let crate::ir::ValueDef::BlockArg { block, index: 0 } = body.value(v).def else { return 1 };
    let Some(owner) = body.block(block).parent.and_then(|r| body.region(r).parent) else { return 1 };
    let f = OpRef::new(op.ctx, body, owner);
    if f.name() != "affine.for" || body.block(block).parent.map(|r| body.region(r).blocks.first()) != Some(Some(&block))
    {
        return 1;
    }
    let step = match f.attr("step").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => i64::try_from(*value).unwrap_or(1),
        _ => return 1,
    };
    let Some(AttrData::AffineMap(lb)) = f.attr("lowerBoundMap").map(|a| op.ctx.attr_data(a)) else { return 1 };
    if lb.results.len() == 1 && lb.results[0].constant() == Some(0) {
        return step;
    }
    // The gcd of the lower bound's results' divisors and the step.
    let lb_div = lb.results.iter().fold(0u64, |g, r| gcd(g, r.largest_known_divisor().unsigned_abs()));
    gcd(lb_div, step.unsigned_abs()) as i64
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `isNonNegativeBoundedBy`: `e` is a constant in `[0, k)`, or an induction variable
/// of a loop whose constant bounds keep it there.
fn non_negative_below(op: OpRef<'_>, e: &AffineExpr, operands: &[Value], k: i64) -> bool {
    match e {
        AffineExpr::Const(c) => *c >= 0 && *c < k,
        AffineExpr::Dim(i) => operands.get(*i as usize).is_some_and(|&v| {
            if crate::ir::fold::ahead_of_conversion() {
                return false;
            }
            let body = op.body;
            let crate::ir::ValueDef::BlockArg { block, index: 0 } = body.value(v).def else { return false };
            let Some(owner) = body.block(block).parent.and_then(|r| body.region(r).parent) else { return false };
            let f = OpRef::new(op.ctx, body, owner);
            let single_constant = |name: &str| match f.attr(name).map(|a| op.ctx.attr_data(a)) {
                Some(AttrData::AffineMap(m)) if m.results.len() == 1 => m.results[0].constant(),
                _ => None,
            };
            f.name() == "affine.for"
                && single_constant("lowerBoundMap").is_some_and(|l| l >= 0)
                && single_constant("upperBoundMap").is_some_and(|u| u <= k)
        }),
        _ => false,
    }
}

/// MLIR's `simplifyExprAndOperands`: the children first (rebuilt with the simplifying
/// constructors), then a floordiv, ceildiv or mod by a positive constant folded where the
/// operands' bounds fix its value (or make a mod the identity), where the left side is a
/// multiple of a divisor plus a small remainder, or where it is bounded below the divisor
/// (floordiv gives 0) or a multiple of it (mod gives 0).
fn simplify_with_operands(op: OpRef<'_>, e: &AffineExpr, nd: usize, ns: usize, operands: &[Value]) -> AffineExpr {
    let (l, r, kind) = match e {
        AffineExpr::Add(l, r) => (l, r, 0),
        AffineExpr::Mul(l, r) => (l, r, 1),
        AffineExpr::FloorDiv(l, r) => (l, r, 2),
        AffineExpr::CeilDiv(l, r) => (l, r, 3),
        AffineExpr::Mod(l, r) => (l, r, 4),
        _ => return e.clone(),
    };
    let (l, r) = (simplify_with_operands(op, l, nd, ns, operands), simplify_with_operands(op, r, nd, ns, operands));
    let rebuilt = match kind {
        0 => AffineExpr::sum(l, r),
        1 => AffineExpr::product(l, r),
        2 => AffineExpr::floor_div(l, r),
        3 => AffineExpr::ceil_div(l, r),
        _ => AffineExpr::modulo(l, r),
    };
    let (lhs, c, kind) = match &rebuilt {
        AffineExpr::FloorDiv(l, r) => (l, r.constant(), 2),
        AffineExpr::CeilDiv(l, r) => (l, r.constant(), 3),
        AffineExpr::Mod(l, r) => (l, r.constant(), 4),
        _ => return rebuilt,
    };
    let Some(c) = c.filter(|&c| c > 0) else { return rebuilt };
    let (lbs, ubs) = operand_bounds(op, operands);
    if let (Some(lo), Some(hi)) =
        (expr_bound(lhs, nd, ns, &lbs, &ubs, false), expr_bound(lhs, nd, ns, &lbs, &ubs, true))
    {
        if kind == 2 && floor_div(lo, c) == floor_div(hi, c) {
            return AffineExpr::Const(floor_div(lo, c));
        }
        if kind == 3 && ceil_div(lo, c) == ceil_div(hi, c) {
            return AffineExpr::Const(ceil_div(lo, c));
        }
        if kind == 4 && lo >= 0 && lo < c && hi < c {
            return (**lhs).clone();
        }
    }
    // (q * d + r) floordiv c -> (q * d) floordiv c when d divides c; mod -> r mod c when
    // c divides d (0 <= r < d).
    if let AffineExpr::Add(ll, lr) = &**lhs {
        let split = [(ll, lr), (lr, ll)].into_iter().find_map(|(q, rem)| {
            let d = divisor_with_operands(op, q, operands);
            non_negative_below(op, rem, operands, d).then_some((q, rem, d))
        });
        if let Some((q, rem, d)) = split {
            if d != 0 && c % d == 0 && kind == 2 {
                return AffineExpr::floor_div((**q).clone(), AffineExpr::Const(c));
            }
            if d % c == 0 && kind == 4 {
                return AffineExpr::modulo((**rem).clone(), AffineExpr::Const(c));
            }
            return rebuilt;
        }
    }
    if (kind == 2 && non_negative_below(op, lhs, operands, c))
        || (kind == 4 && divisor_with_operands(op, lhs, operands) % c == 0)
    {
        return AffineExpr::Const(0);
    }
    rebuilt
}

/// The map's results without repeats (MLIR's `removeDuplicateExprs`).
fn remove_duplicates(m: &mut Applied) {
    let mut out: Vec<AffineExpr> = Vec::with_capacity(m.exprs.len());
    for e in m.exprs.drain(..) {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    m.exprs = out;
}

/// `affine.for`: bounds whose operands are all constants become constants (the maximum
/// of a lower bound's results, the minimum of an upper bound's); bound maps are
/// canonicalized with their operands; a loop that runs zero times, or whose body only
/// yields values known before it, gives those values.
pub fn for_op(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let op = cx.op;
    let ctx = cx.ctx();
    let (Some(lb), Some(ub)) = (map_of(cx, "lowerBoundMap"), map_of(cx, "upperBoundMap")) else {
        return Folded::None;
    };
    let seg: SmallVec<[usize; 3]> = match op.attr("operandSegmentSizes").map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseArrayInt { values, .. }) if values.len() == 3 => {
            values.iter().map(|&v| v as usize).collect()
        }
        _ => return Folded::None,
    };
    let operands = op.operands();
    if seg.iter().sum::<usize>() != operands.len()
        || (lb.num_dims + lb.num_symbols) as usize != seg[0]
        || (ub.num_dims + ub.num_symbols) as usize != seg[1]
        || lb.results.is_empty()
        || ub.results.is_empty()
    {
        return Folded::None;
    }
    let step = match op.attr("step").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => *value as i64,
        _ => return Folded::None,
    };
    let as_applied = |m: &AffineMap, vals: &[Value]| Applied {
        num_dims: m.num_dims,
        num_symbols: m.num_symbols,
        exprs: m.results.to_vec(),
        operands: vals.into(),
    };
    let mut lower = as_applied(&lb, &operands[..seg[0]]);
    let mut upper = as_applied(&ub, &operands[seg[0]..seg[0] + seg[1]]);
    let (lower0, upper0) = (lower.clone(), upper.clone());

    // MLIR's `foldLoopBounds`: a bound of constant operands becomes its constant.
    let fold_bound = |a: &mut Applied, range: std::ops::Range<usize>, lower: bool| {
        // (MLIR's `hasConstantLowerBound`/`hasConstantUpperBound`: one constant result.)
        if a.exprs.len() == 1 && matches!(a.exprs[0], AffineExpr::Const(_)) {
            return;
        }
        let consts = constants(cx, range);
        let (dims, syms) = consts.split_at(a.num_dims as usize);
        let values: Option<Vec<i64>> = a.exprs.iter().map(|e| eval(e, dims, syms)).collect();
        let Some(values) = values else { return };
        let v = if lower { values.into_iter().max() } else { values.into_iter().min() };
        if let Some(v) = v {
            *a = Applied { num_dims: 0, num_symbols: 0, exprs: vec![AffineExpr::Const(v)], operands: SmallVec::new() };
        }
    };
    fold_bound(&mut lower, 0..seg[0], true);
    fold_bound(&mut upper, seg[0]..seg[0] + seg[1], false);

    // MLIR's `canonicalizeLoopBounds`: the lower bound composed with the affine.apply
    // ops feeding it and canonicalized, then the results of both bounds that others make
    // redundant dropped (the upper bound's before it is composed), then the upper bound
    // composed and canonicalized; repeated results go.
    compose(op, &mut lower);
    canonicalize(op, &mut lower, &|v| int_constant(op, v));
    simplify_min_or_max(op, &mut lower, true);
    simplify_min_or_max(op, &mut upper, false);
    remove_duplicates(&mut lower);
    compose(op, &mut upper);
    canonicalize(op, &mut upper, &|v| int_constant(op, v));
    remove_duplicates(&mut upper);

    let inits = &operands[seg[0] + seg[1]..];
    let trip_count = match (lower.operands.is_empty(), upper.operands.is_empty(), &lower.exprs[..], &upper.exprs[..]) {
        (true, true, [AffineExpr::Const(l)], [AffineExpr::Const(u)]) if step > 0 => {
            let d = u.saturating_sub(*l);
            Some(if d <= 0 { 0 } else { d.saturating_add(step - 1) / step })
        }
        _ => None,
    };
    if op.num_results() > 0 {
        if trip_count == Some(0) {
            return Folded::Replace(inits.iter().map(|&v| FoldValue::Value(v)).collect());
        }
        if let Some(values) = empty_loop_results(op, inits, trip_count) {
            return Folded::Replace(values.into_iter().map(FoldValue::Value).collect());
        }
    }
    if lower == lower0 && upper == upper0 {
        return Folded::None;
    }
    let to_map =
        |a: &Applied| AffineMap { num_dims: a.num_dims, num_symbols: a.num_symbols, results: a.exprs.clone().into() };
    let mut new_operands: SmallVec<[Value; 3]> = SmallVec::new();
    new_operands.extend(lower.operands.iter().copied());
    new_operands.extend(upper.operands.iter().copied());
    new_operands.extend(inits.iter().copied());
    let segments = ctx.dense_i32_array(&[lower.operands.len() as i64, upper.operands.len() as i64, inits.len() as i64]);
    Folded::Update {
        operands: new_operands,
        attrs: [
            ("lowerBoundMap", map_attr(cx, to_map(&lower))),
            ("upperBoundMap", map_attr(cx, to_map(&upper))),
            ("operandSegmentSizes", segments),
        ]
        .into_iter()
        .collect(),
    }
}

/// MLIR's `AffineForEmptyLoopFolder`: a loop whose body only yields gives, for each
/// yielded value, the initial value of the iter_arg it is (or the value itself, defined
/// outside); not when the induction variable is yielded, nor (without a known trip count,
/// or with two iterations or more) when values move between iter_args.
fn empty_loop_results(op: OpRef<'_>, inits: &[Value], trip_count: Option<i64>) -> Option<Vec<Value>> {
    let body = op.regions_body();
    let block = body.entry_block(*op.regions().first()?)?;
    let first = body.block(block).first?;
    if body.block(block).last != Some(first) {
        return None;
    }
    let args = &body.block(block).args;
    let (iv, iter_args) = args.split_first()?;
    let yielded = &body.op(first).operands;
    let mut out = Vec::with_capacity(yielded.len());
    let (mut outside, mut out_of_order) = (false, false);
    for (i, &v) in yielded.iter().enumerate() {
        if v == *iv {
            return None;
        }
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                out.push(*inits.get(pos)?);
            }
            None => {
                outside = true;
                out.push(v);
            }
        }
    }
    match trip_count {
        None if outside || out_of_order => None,
        Some(n) if n >= 2 && out_of_order => None,
        _ => Some(out),
    }
}

// ---- affine.parallel ------------------------------------------------------------------------

/// `affine.parallel`: both bound maps composed with the affine.apply ops feeding them and
/// canonicalized with their operands (MLIR's `canonicalizeLoopBounds`, through
/// `AffineValueMap::canonicalize`); the groups keep their sizes.
pub fn parallel_op(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let op = cx.op;
    let Some(x) = super::affine_ops::parallel_parts(op) else { return Folded::None };
    if x.ub_operands.len() != (x.ub_map.num_dims + x.ub_map.num_symbols) as usize {
        return Folded::None;
    }
    let as_applied = |m: &AffineMap, vals: &[Value]| Applied {
        num_dims: m.num_dims,
        num_symbols: m.num_symbols,
        exprs: m.results.to_vec(),
        operands: vals.into(),
    };
    let mut lower = as_applied(x.lb_map, x.lb_operands);
    let mut upper = as_applied(x.ub_map, x.ub_operands);
    let (lower0, upper0) = (lower.clone(), upper.clone());
    compose(op, &mut lower);
    compose(op, &mut upper);
    if lower == lower0 && upper == upper0 {
        return Folded::None;
    }
    let to_map =
        |a: &Applied| AffineMap { num_dims: a.num_dims, num_symbols: a.num_symbols, results: a.exprs.clone().into() };
    let mut operands: SmallVec<[Value; 3]> = SmallVec::new();
    operands.extend(lower.operands.iter().copied());
    operands.extend(upper.operands.iter().copied());
    Folded::Update {
        operands,
        attrs: [("lowerBoundsMap", map_attr(cx, to_map(&lower))), ("upperBoundsMap", map_attr(cx, to_map(&upper)))]
            .into_iter()
            .collect(),
    }
}

// ---- affine.delinearize_index / affine.linearize_index --------------------------------------

/// MLIR's `foldCstValueToCstAttrBasis`: when some dynamic basis operands (`first..` of
/// the operands, in basis order) are constants, the static basis with them written in and
/// the operands without them.
fn fold_constant_basis(cx: &FoldInput<'_>, first: usize) -> Option<(Vec<i64>, SmallVec<[Value; 3]>)> {
    let ops = cx.op.operands();
    let consts: Vec<Option<i64>> = (first..ops.len()).map(|i| cx.int(i).map(|v| v.sext() as i64)).collect();
    if consts.iter().all(Option::is_none) {
        return None;
    }
    let mut dynamic = consts.iter();
    let basis = super::affine_ops::static_basis(cx.op)
        .iter()
        .map(|&b| if crate::ir::layout::is_dynamic(b) { dynamic.next().copied().flatten().unwrap_or(b) } else { b })
        .collect();
    let mut operands: SmallVec<[Value; 3]> = ops[..first].iter().copied().collect();
    operands.extend(ops[first..].iter().zip(&consts).filter(|(_, c)| c.is_none()).map(|(&v, _)| v));
    Some((basis, operands))
}

/// `affine.delinearize_index`: constant basis operands move into the static basis; one
/// result is the linear index itself; a constant index over a static basis gives the
/// constant multi-index.
pub fn delinearize(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let op = cx.op;
    let ctx = cx.ctx();
    if let Some((basis, operands)) = fold_constant_basis(cx, 1) {
        return Folded::Update {
            operands,
            attrs: [("static_basis", ctx.dense_i64_array(&basis))].into_iter().collect(),
        };
    }
    let n = op.num_results();
    if n == 1 {
        return Folded::value(cx.operand(0));
    }
    let Some(mut high) = cx.int(0).map(|v| v.sext() as i64) else { return Folded::None };
    if op.operands().len() > 1 {
        return Folded::None;
    }
    let mut basis = super::affine_ops::static_basis(op);
    if basis.len() == n {
        basis = &basis[1..];
    }
    let mut out: SmallVec<[FoldValue; 1]> = SmallVec::new();
    for &m in basis.iter().rev() {
        if m <= 0 {
            return Folded::None;
        }
        out.push(FoldValue::Attr(index_attr(cx, high.rem_euclid(m))));
        high = floor_div(high, m);
    }
    out.push(FoldValue::Attr(index_attr(cx, high)));
    out.reverse();
    Folded::Replace(out)
}

/// `affine.linearize_index`: constant basis operands move into the static basis; no index
/// is 0, one is itself; constant indices over a static basis give the constant.
pub fn linearize(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let op = cx.op;
    let ctx = cx.ctx();
    let num_indices = crate::ods::operand_group_at(op, 0).len();
    if let Some((basis, operands)) = fold_constant_basis(cx, num_indices) {
        let segments = ctx.dense_i32_array(&[num_indices as i64, (operands.len() - num_indices) as i64]);
        return Folded::Update {
            operands,
            attrs: [("static_basis", ctx.dense_i64_array(&basis)), ("operandSegmentSizes", segments)]
                .into_iter()
                .collect(),
        };
    }
    if num_indices == 0 {
        return Folded::attr(index_attr(cx, 0));
    }
    if num_indices == 1 {
        return Folded::value(cx.operand(0));
    }
    let indices: Option<Vec<i64>> = (0..num_indices).map(|i| cx.int(i).map(|v| v.sext() as i64)).collect();
    let Some(indices) = indices else { return Folded::None };
    if op.operands().len() > num_indices {
        return Folded::None;
    }
    let basis = super::affine_ops::static_basis(op);
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &i) in basis.iter().rev().zip(indices.iter().rev()) {
        result = result.wrapping_add(i.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if basis.len() != num_indices {
        result = result.wrapping_add(indices[0].wrapping_mul(stride));
    }
    Folded::attr(index_attr(cx, result))
}

/// MLIR's `composeAffineMapAndOperands` (with `canonicalizeMapAndOperands`) of `map`
/// applied to `operands` in the body of `op`, then `simplifyMapWithOperands`: the new map
/// and operands, for the canonicalization of the affine memory ops (`canon_affine.rs`).
pub(crate) fn composed_map(op: OpRef<'_>, map: &AffineMap, operands: &[Value]) -> (AffineMap, SmallVec<[Value; 4]>) {
    let mut a = Applied {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        exprs: map.results.to_vec(),
        operands: operands.into(),
    };
    if operands.len() == (map.num_dims + map.num_symbols) as usize {
        compose(op, &mut a);
        // MLIR's `simplifyMapWithOperands`.
        let (nd, ns) = (a.num_dims as usize, a.num_symbols as usize);
        for e in &mut a.exprs {
            *e = simplify_with_operands(op, e, nd, ns, &a.operands);
        }
    }
    (AffineMap { num_dims: a.num_dims, num_symbols: a.num_symbols, results: a.exprs.into() }, a.operands)
}

// ---- affine.load ------------------------------------------------------------------------------

/// `affine.load`: `memref.cast` operands fold in (in place); a load from a
/// `memref.get_global` of a constant `memref.global` gives the element: any one of a
/// splat, the one the constant subscripts name otherwise (MLIR's `AffineLoadOp::fold`).
pub fn load(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let casts = super::fold_memref::cast_operands(cx, kind);
    if !matches!(casts, Folded::None) {
        return casts;
    }
    let ctx = cx.ctx();
    let Some(get) = cx.def_named(0, "memref.get_global") else { return Folded::None };
    let Some(name) = crate::ods::attr_symbol(get, "name") else { return Folded::None };
    let Some(global) = crate::verify::lookup_symbol(get, name).filter(|g| g.name() == "memref.global") else {
        return Folded::None;
    };
    if global.attr("constant").is_none() {
        return Folded::None;
    }
    let Some(init) = global.attr("initial_value") else { return Folded::None };
    let AttrData::DenseElements { ty: init_ty, splat, values } = ctx.attr_data(init) else { return Folded::None };
    let index = if *splat {
        0
    } else {
        let Some(map) = map_of(cx, "map") else { return Folded::None };
        let Some(shape) = ctx.shape(*init_ty) else { return Folded::None };
        let subscripts: Option<Vec<i64>> = map.results.iter().map(AffineExpr::constant).collect();
        let Some(subscripts) = subscripts.filter(|s| s.len() == shape.len()) else { return Folded::None };
        // Row-major position of the element.
        let mut index: i64 = 0;
        for (&s, &d) in subscripts.iter().zip(shape.iter()) {
            if s < 0 || s >= d {
                return Folded::None;
            }
            index = index * d + s;
        }
        index as usize
    };
    let ty = cx.result_type();
    match values {
        crate::ir::DenseValues::Int(v) => {
            let (Some(&x), Some(w)) = (v.get(index), crate::ir::fold::int_width(ctx, ty)) else { return Folded::None };
            Folded::attr(cx.int_attr(ty, crate::ir::fold::Int::new(x, w)))
        }
        crate::ir::DenseValues::Float(v) => match v.get(index) {
            Some(&bits) => Folded::attr(cx.float_attr(ty, f64::from_bits(bits))),
            None => Folded::None,
        },
        _ => Folded::None,
    }
}

/// The coefficients of a linear expression (dimensions, symbols, then the constant), as
/// MLIR's `SimpleAffineExprFlattener` gives them; `None` for a division, a modulo or a
/// product of two non-constants.
pub(crate) fn flatten(e: &crate::ir::AffineExpr, nd: usize, ns: usize) -> Option<Vec<i64>> {
    use crate::ir::AffineExpr;
    let mut v = vec![0i64; nd + ns + 1];
    match e {
        AffineExpr::Dim(i) => *v.get_mut(*i as usize)? = 1,
        AffineExpr::Symbol(i) => *v.get_mut(nd + *i as usize)? = 1,
        AffineExpr::Const(c) => v[nd + ns] = *c,
        AffineExpr::Add(l, r) => {
            let (a, b) = (flatten(l, nd, ns)?, flatten(r, nd, ns)?);
            for (x, (p, q)) in v.iter_mut().zip(a.iter().zip(&b)) {
                *x = p.wrapping_add(*q);
            }
        }
        AffineExpr::Mul(l, r) => {
            let (a, b) = (flatten(l, nd, ns)?, flatten(r, nd, ns)?);
            let is_const = |x: &[i64]| x[..nd + ns].iter().all(|&c| c == 0);
            let (k, other) = if is_const(&b) {
                (b[nd + ns], a)
            } else if is_const(&a) {
                (a[nd + ns], b)
            } else {
                return None;
            };
            for (x, p) in v.iter_mut().zip(&other) {
                *x = p.wrapping_mul(k);
            }
        }
        _ => return None,
    }
    Some(v)
}
