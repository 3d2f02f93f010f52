//! Native index -> llvm patterns: what MLIR's IndexToLLVM lowers to several ops or
//! decides by types (ceil/floor division expansions, casts, constants, sizeof), and the
//! folding MLIR's conversion driver applies to index ops before any pattern. Named from
//! `spec/conversion/index_to_llvm.td`.
//!
//! Folding follows MLIR's `OperationLegalizer::legalizeWithFold` and the folders of
//! `IndexOps.cpp`: an op whose operands are (originally) constants folds to a constant,
//! or to one of its operands, before it is lowered; a commutative op with a constant on
//! the left gets its operands swapped first. The folders see the program as it was
//! before the conversion started (MLIR replaces nothing until the conversion commits), so
//! operands are traced back to the ops that originally defined them, also when those ops
//! are already converted and erased.

use crate::conversion::Rewriter;
use crate::dialects::gen::{llvm, llvm_intrinsics as intr};
use crate::dialects::native::index::cmp_predicate_value;
use crate::ir::{AttrData, Attribute, Body, Context, OpId, Traits, Type, TypeData, Use, Value, ValueDef};

// ---- lowering ---------------------------------------------------------------------------

/// Term `ICmpPredicateOf`: the `llvm.icmp` predicate (an i64 integer) of the case of
/// `#index<cmp_predicate kw>`; the two enums number their cases alike.
pub fn icmp_predicate_of(rw: &mut Rewriter<'_, '_>, a: Attribute) -> Option<Attribute> {
    let ctx = rw.ctx;
    let v = cmp_predicate_value(ctx, a)?;
    Some(ctx.integer_attr(ctx.common().i64, v as i128))
}

/// Term `IndexValueAs`: an index constant's value as an integer of `ty`'s width, wrapped
/// (sign-extended from that width) as MLIR's IndexToLLVM does.
pub fn index_value_as(rw: &mut Rewriter<'_, '_>, value: Attribute, ty: Type) -> Option<Attribute> {
    let ctx = rw.ctx;
    let v = ctx.int_value(value)?;
    let w = ctx.int_width(ty)?;
    Some(ctx.int_or_splat_attr(ty, sext(v as u128, w)))
}

/// `index.casts`/`index.castu`: nothing when both sides lower to the same type, else a
/// truncation or a sign/zero extension.
fn cast(rw: &mut Rewriter<'_, '_>, op: OpId, signed: bool) -> bool {
    let ctx = rw.ctx;
    let Some(types) = rw.result_types(op) else { return false };
    let Some(x) = rw.operand(op, 0) else { return false };
    let (from, to) = (rw.value_type(x), types[0]);
    if from == to {
        shield_cast_users(rw, op);
        rw.replace_op(op, &[x]);
        return true;
    }
    let (Some(wf), Some(wt)) = (ctx.int_width(from), ctx.int_width(to)) else { return false };
    let st = if wf > wt {
        llvm::TruncOp::build(ctx, rw.loc, x, None, to)
    } else if signed {
        llvm::SExtOp::build(ctx, rw.loc, x, to)
    } else {
        llvm::ZExtOp::build(ctx, rw.loc, x, None, to)
    };
    rw.replace_with(op, st);
    true
}

/// `index.casts`: `llvm.trunc` or `llvm.sext`, or the operand itself when both types lower
/// to the same integer.
pub fn casts(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    cast(rw, op, true)
}

/// `index.castu`: `llvm.trunc` or `llvm.zext`, or the operand itself when both types lower
/// to the same integer.
pub fn castu(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    cast(rw, op, false)
}

// ---- folding ----------------------------------------------------------------------------

/// Where a lowered min/max records its constant right operand for a later `index.cmp`
/// fold: the converted op is erased with its operands, but its attributes stay readable.
const FOLD_RHS: &str = "descent.index.fold_rhs";

/// Marks a cast whose operand became a constant during this conversion. The cast
/// patterns keep no attribute of the op, so the mark never reaches the output.
const NOT_CONSTANT: &str = "descent.index.operand_not_constant";

/// What an op folds to.
enum Folded {
    /// An index constant (64 bits, as MLIR keeps index constants).
    Index(u64),
    Bool(bool),
    /// One of the op's operands, as it was before the conversion.
    Value(Value),
}

/// MLIR's fold step for index ops: replaces `op` by what it folds to (constants lowered
/// right away) and returns true, or returns false to let the lowering patterns run,
/// after moving a constant left operand of a commutative op to the right.
pub fn fold(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let name = ctx.ident_str(rw.body.op(op).name.ident);
    let commutative = rw.body.op(op).name.info.is_some_and(|i| i.traits.has(Traits::COMMUTATIVE));
    let mut folded = fold_op(rw.body, ctx, op, name);
    if folded.is_none() && commutative && swap_constant_right(rw.body, ctx, op) {
        folded = fold_op(rw.body, ctx, op, name);
    }
    // A later `index.cmp` fold reads a min/max's constant right operand, which the
    // erased op no longer has: it is noted on the erased op once it is replaced (so that
    // it cannot carry over to a new op with the other attributes).
    let min_max_rhs = match name {
        "index.mins" | "index.minu" | "index.maxs" | "index.maxu" => {
            rw.body.op(op).operands.get(1).and_then(|&v| const_attr(rw.body, ctx, v))
        }
        _ => None,
    };
    let Some(folded) = folded else {
        return match min_max_rhs {
            Some(c) => {
                let done = min_max_with_constant(rw, op, name);
                if done {
                    rw.body.set_attr(op, ctx.ident(FOLD_RHS), c);
                }
                done
            }
            None => false,
        };
    };
    let v = match folded {
        Folded::Value(x) => return replace_by_operand(rw, op, x),
        Folded::Index(x) => {
            let ty = rw.tc.index_type();
            let Some(w) = ctx.int_width(ty) else { return false };
            rw.int_constant(ty, sext(x as u128, w))
        }
        Folded::Bool(b) => {
            shield_cast_users(rw, op);
            let st = llvm::ConstantOp::build(ctx, rw.loc, Some(ctx.bool_attr(b)), ctx.common().i1);
            rw.insert_value(st)
        }
    };
    rw.replace_op(op, &[v]);
    if let Some(c) = min_max_rhs {
        rw.body.set_attr(op, ctx.ident(FOLD_RHS), c);
    }
    true
}

/// The converted operands and result type of a binary op.
fn binary_parts(rw: &mut Rewriter<'_, '_>, op: OpId) -> Option<(Value, Value, Type)> {
    let types = rw.result_types(op)?;
    Some((rw.operand(op, 0)?, rw.operand(op, 1)?, types[0]))
}

/// Lowers a min/max as its Pat does (for the caller to note its constant operand).
fn min_max_with_constant(rw: &mut Rewriter<'_, '_>, op: OpId, name: &str) -> bool {
    let ctx = rw.ctx;
    let Some((a, b, ty)) = binary_parts(rw, op) else { return false };
    let mut st = match name {
        "index.mins" => intr::SMinOp::build(ctx, rw.loc, a, b, ty),
        "index.minu" => intr::UMinOp::build(ctx, rw.loc, a, b, ty),
        "index.maxs" => intr::SMaxOp::build(ctx, rw.loc, a, b, ty),
        _ => intr::UMaxOp::build(ctx, rw.loc, a, b, ty),
    };
    rw.copy_attrs_except(op, &mut st, &[]);
    rw.replace_with(op, st);
    true
}

/// Replaces `op`'s result by its operand `x`. Users then read `x` directly, as they do
/// in MLIR once the conversion commits, except index ops whose folding would see the
/// difference (MLIR folds them before any replacement is visible): they keep the old
/// value, mapped to the converted `x`.
fn replace_by_operand(rw: &mut Rewriter<'_, '_>, op: OpId, x: Value) -> bool {
    let ctx = rw.ctx;
    let old = rw.body.result(op, 0);
    let keep: Vec<Use> = if rw.value_type(x) == rw.value_type(old) {
        rw.body.uses(old).iter().copied().filter(|u| fold_sees(rw.body, ctx, u.op, old, x)).collect()
    } else {
        Vec::new()
    };
    if keep.is_empty() {
        rw.replace_op(op, &[x]);
        return true;
    }
    let Some(converted) = rw.remap(x) else { return false };
    let moved: Vec<Use> = rw.body.uses(old).iter().copied().filter(|u| !keep.contains(u)).collect();
    for u in moved {
        rw.body.set_operand(u.op, u.index as usize, x);
    }
    rw.replace_op(op, &[converted]);
    true
}

/// Whether folding `user` could differ once `old` (not a constant) reads as `x`: `x` is
/// a constant (a poison value; integer constants fold their users' operations first),
/// which matters to every index folder, or `user` is an `index.cmp` that compares `x`
/// with itself or looks through `x`'s definition.
fn fold_sees(body: &Body, ctx: &Context, user: OpId, old: Value, x: Value) -> bool {
    let name = ctx.ident_str(body.op(user).name.ident);
    if !name.starts_with("index.") {
        return false;
    }
    if const_attr(body, ctx, x).is_some() {
        return true;
    }
    if name != "index.cmp" {
        return false;
    }
    let Some(pred) = body.attr(user, ctx.ident("pred")).and_then(|a| cmp_predicate_value(ctx, a)) else {
        return false;
    };
    let &[lhs, rhs] = body.op(user).operands.as_slice() else { return false };
    let sub = |v: Value| if v == old { x } else { v };
    fold_cmp(body, ctx, pred, lhs, rhs) != fold_cmp(body, ctx, pred, sub(lhs), sub(rhs))
}

/// Marks the casts using `op`'s result before it is replaced in place (same type) by a
/// value that may be a constant: they must not fold on it, since MLIR's folders still
/// see `op` there.
fn shield_cast_users(rw: &mut Rewriter<'_, '_>, op: OpId) {
    let ctx = rw.ctx;
    let old = rw.body.result(op, 0);
    let casts: Vec<OpId> = rw
        .body
        .uses(old)
        .iter()
        .map(|u| u.op)
        .filter(|&u| matches!(ctx.ident_str(rw.body.op(u).name.ident), "index.casts" | "index.castu"))
        .collect();
    for u in casts {
        rw.body.set_attr(u, ctx.ident(NOT_CONSTANT), ctx.unit_attr());
    }
}

/// `foldCommutative`: a constant left operand and a non-constant right one trade places.
fn swap_constant_right(body: &mut Body, ctx: &Context, op: OpId) -> bool {
    let &[a, b] = body.op(op).operands.as_slice() else { return false };
    if const_attr(body, ctx, a).is_none() || const_attr(body, ctx, b).is_some() {
        return false;
    }
    body.set_operand(op, 0, b);
    body.set_operand(op, 1, a);
    true
}

/// The op that defined `v` before the conversion: its live definition, or the erased op
/// it was the result of. Erased ops stay in the arena, and op results are numbered in
/// creation order, so the owner of a detached value is found by binary search.
fn original_def(body: &Body, v: Value) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
        ValueDef::Detached => {
            let (mut lo, mut hi) = (0usize, body.num_ops());
            while lo < hi {
                let mid = lo + (hi - lo) / 2;
                if body.op(OpId(mid as u32)).first_result <= v.0 {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            let id = OpId(lo.checked_sub(1)? as u32);
            let d = body.op(id);
            (v.0 < d.first_result + d.num_results).then_some(id)
        }
    }
}

/// The attribute a constant-like op defining `v` (originally) holds: what MLIR's
/// `m_Constant` sees.
fn const_attr(body: &Body, ctx: &Context, v: Value) -> Option<Attribute> {
    let d = original_def(body, v)?;
    if !body.op(d).name.info.is_some_and(|i| i.traits.has(Traits::CONSTANT_LIKE)) {
        return None;
    }
    body.attr(d, ctx.ident("value"))
}

/// An integer attribute as (value bits, width); index values have 64 bits.
fn int_of(ctx: &Context, a: Attribute) -> Option<(u128, u32)> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } => {
            let w = match ctx.type_data(*ty) {
                TypeData::Index => 64,
                TypeData::Integer { width, .. } => *width,
                _ => return None,
            };
            Some((mask(*value as u128, w), w))
        }
        AttrData::Bool(b) => Some((*b as u128, 1)),
        _ => None,
    }
}

/// The 64-bit value of an index constant operand.
fn index_const(body: &Body, ctx: &Context, v: Value) -> Option<u64> {
    int_of(ctx, const_attr(body, ctx, v)?).map(|(x, w)| mask(x, w.min(64)) as u64)
}

fn fold_op(body: &Body, ctx: &Context, op: OpId, name: &str) -> Option<Folded> {
    let operands = &body.op(op).operands;
    match name {
        "index.casts" | "index.castu" => {
            if body.attr(op, ctx.ident(NOT_CONSTANT)).is_some() {
                return None;
            }
            let result = body.results(op).next()?;
            let (x, w) = int_of(ctx, const_attr(body, ctx, *operands.first()?)?)?;
            match ctx.type_data(body.value_type(result)) {
                TypeData::Index => {}
                // An i1 result is a truncation, which always folds (to a bool constant).
                TypeData::Integer { width: 1, .. } => return Some(Folded::Bool(x & 1 != 0)),
                // A folded cast of another result type has no constant op to become.
                _ => return None,
            }
            let x = if name == "index.casts" { sext(x, w) as u128 } else { x };
            Some(Folded::Index(x as u64))
        }
        "index.cmp" => {
            let pred = cmp_predicate_value(ctx, body.attr(op, ctx.ident("pred"))?)?;
            let (&lhs, &rhs) = (operands.first()?, operands.get(1)?);
            fold_cmp(body, ctx, pred, lhs, rhs).map(Folded::Bool)
        }
        _ => {
            let (&lhs, &rhs) = (operands.first()?, operands.get(1)?);
            fold_binary(name, lhs, index_const(body, ctx, lhs), index_const(body, ctx, rhs))
        }
    }
}

fn fold_binary(name: &str, lhs: Value, a: Option<u64>, b: Option<u64>) -> Option<Folded> {
    use Calc::*;
    let calc = match name {
        "index.add" => Unchecked(|a, b, w| Some(a.wrapping_add(b) & ones(w))),
        "index.sub" => Unchecked(|a, b, w| Some(a.wrapping_sub(b) & ones(w))),
        "index.mul" => Unchecked(|a, b, w| Some(a.wrapping_mul(b) & ones(w))),
        "index.and" => Unchecked(|a, b, _| Some(a & b)),
        "index.or" => Unchecked(|a, b, _| Some(a | b)),
        "index.xor" => Unchecked(|a, b, _| Some(a ^ b)),
        // A shift by 32 or more is poison for a 32-bit index.
        "index.shl" => Unchecked(|a, b, w| (b < 32).then(|| (a << b) & ones(w))),
        "index.shrs" => Checked(|a, b, w| (b < 32).then(|| (sx(a, w) >> b) as u128 & ones(w))),
        "index.shru" => Checked(|a, b, _| (b < 32).then(|| a >> b)),
        "index.divs" => Checked(|a, b, w| (b != 0).then(|| sdiv(a, b, w))),
        "index.divu" => Checked(|a, b, _| (b != 0).then(|| a / b)),
        "index.rems" => Checked(|a, b, w| (b != 0).then(|| (sx(a, w) % sx(b, w)) as u128 & ones(w))),
        "index.remu" => Checked(|a, b, _| (b != 0).then(|| a % b)),
        "index.ceildivs" => Checked(ceil_div_s),
        "index.ceildivu" => Checked(|n, m, w| match (n, m) {
            (_, 0) => None,
            (0, _) => Some(0),
            _ => Some(((n - 1) / m + 1) & ones(w)),
        }),
        "index.floordivs" => Checked(floor_div_s),
        "index.maxs" => Checked(|a, b, w| Some(if sx(a, w) > sx(b, w) { a } else { b })),
        "index.maxu" => Checked(|a, b, _| Some(if a > b { a } else { b })),
        "index.mins" => Checked(|a, b, w| Some(if sx(a, w) < sx(b, w) { a } else { b })),
        "index.minu" => Checked(|a, b, _| Some(if a < b { a } else { b })),
        _ => return None,
    };
    if let (Some(a), Some(b)) = (a, b) {
        let (a, b) = (a as u128, b as u128);
        let r64 = match calc {
            // The result agrees with 32-bit arithmetic whatever the operands.
            Unchecked(f) => f(a, b, 64),
            // Folded only when 64-bit and 32-bit arithmetic agree on the low 32 bits.
            Checked(f) => {
                let r64 = f(a, b, 64)?;
                let r32 = f(a & ones(32), b & ones(32), 32)?;
                (r64 & ones(32) == r32).then_some(r64)
            }
        };
        if let Some(r) = r64 {
            return Some(Folded::Index(r as u64));
        }
    }
    // Identities with a constant right operand.
    match (name, b) {
        ("index.add" | "index.sub", Some(0)) | ("index.mul", Some(1)) => Some(Folded::Value(lhs)),
        ("index.mul", Some(0)) => Some(Folded::Index(0)),
        _ => None,
    }
}

/// A folder's arithmetic on `w`-bit values (held zero-extended in a u128).
#[derive(Copy, Clone)]
enum Calc {
    Unchecked(fn(u128, u128, u32) -> Option<u128>),
    Checked(fn(u128, u128, u32) -> Option<u128>),
}

fn ceil_div_s(n: u128, m: u128, w: u32) -> Option<u128> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let m_pos = sx(m, w) > 0;
    if (sx(n, w) > 0) != m_pos {
        return Some(neg(sdiv(neg(n, w), m, w), w));
    }
    let x: i128 = if m_pos { -1 } else { 1 };
    let n_plus_x = (sx(n, w) + x) as u128 & ones(w);
    Some((sdiv(n_plus_x, m, w) + 1) & ones(w))
}

fn floor_div_s(n: u128, m: u128, w: u32) -> Option<u128> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    let m_neg = sx(m, w) < 0;
    if (sx(n, w) < 0) == m_neg {
        return Some(sdiv(n, m, w));
    }
    let x: i128 = if m_neg { 1 } else { -1 };
    let x_minus_n = (x - sx(n, w)) as u128 & ones(w);
    Some((-1 - sx(sdiv(x_minus_n, m, w), w)) as u128 & ones(w))
}

fn fold_cmp(body: &Body, ctx: &Context, pred: u64, lhs: Value, rhs: Value) -> Option<bool> {
    let (a, b) = (index_const(body, ctx, lhs), index_const(body, ctx, rhs));
    if let (Some(a), Some(b)) = (a, b) {
        let (a, b) = (a as u128, b as u128);
        let r64 = compare(pred, a, b, 64);
        if r64 == compare(pred, a & ones(32), b & ones(32), 32) {
            return Some(r64);
        }
    }
    // `cmp(min/max(x, cstA), cstB)` decided by the range of the min/max.
    if let (Some(def), Some(b)) = (original_def(body, lhs), b) {
        let d = body.op(def);
        let kind = ctx.ident_str(d.name.ident);
        let cst_a = match d.operands.get(1) {
            Some(&v) if !d.erased => index_const(body, ctx, v),
            _ => {
                body.attr(def, ctx.ident(FOLD_RHS)).and_then(|c| int_of(ctx, c)).map(|(x, w)| mask(x, w.min(64)) as u64)
            }
        };
        if let Some(a) = cst_a {
            let (a, b) = (a as u128, b as u128);
            let r64 = cmp_of_min_max(kind, pred, a, b, 64);
            let r32 = cmp_of_min_max(kind, pred, a & ones(32), b & ones(32), 32);
            if let (Some(x), Some(y)) = (r64, r32) {
                if x == y {
                    return Some(x);
                }
            }
        }
    }
    if lhs == rhs {
        return Some(matches!(pred, 0 | 3 | 5 | 7 | 9));
    }
    None
}

/// `lhs <pred> rhs` on `w`-bit values (icmp predicate numbering).
fn compare(pred: u64, a: u128, b: u128, w: u32) -> bool {
    use crate::ir::fold::Int;
    let int = |v: u128| Int::new(v as i128, w);
    crate::ir::fold::compare_ints(pred, int(a), int(b)).unwrap_or_else(|| int(a).bits >= int(b).bits)
}

/// The bounds MLIR's integer range analysis keeps for a `w`-bit value, as `w`-bit
/// patterns (signed bounds compared as signed).
#[derive(Copy, Clone)]
struct Range {
    umin: u128,
    umax: u128,
    smin: u128,
    smax: u128,
}

impl Range {
    fn constant(c: u128) -> Range {
        Range { umin: c, umax: c, smin: c, smax: c }
    }

    fn from_signed(smin: u128, smax: u128, w: u32) -> Range {
        let (umin, umax) =
            if (sx(smin, w) >= 0) == (sx(smax, w) >= 0) { (smin.min(smax), smin.max(smax)) } else { (0, ones(w)) };
        Range { umin, umax, smin, smax }
    }

    fn from_unsigned(umin: u128, umax: u128, w: u32) -> Range {
        let (smin, smax) = if (sx(umin, w) >= 0) == (sx(umax, w) >= 0) {
            if sx(umin, w) < sx(umax, w) {
                (umin, umax)
            } else {
                (umax, umin)
            }
        } else {
            (smin_of(w), smax_of(w))
        };
        Range { umin, umax, smin, smax }
    }

    fn constant_value(&self) -> Option<u128> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// `intrange::evaluatePred` for `kind(x, a) <pred> b`.
fn cmp_of_min_max(kind: &str, pred: u64, a: u128, b: u128, w: u32) -> Option<bool> {
    let lhs = match kind {
        "index.mins" => Range::from_signed(smin_of(w), a, w),
        "index.minu" => Range::from_unsigned(0, a, w),
        "index.maxs" => Range::from_signed(a, smax_of(w), w),
        "index.maxu" => Range::from_unsigned(a, ones(w), w),
        _ => return None,
    };
    let rhs = Range::constant(b);
    if statically_true(pred, &lhs, &rhs, w) {
        Some(true)
    } else if statically_true(invert(pred), &lhs, &rhs, w) {
        Some(false)
    } else {
        None
    }
}

fn invert(pred: u64) -> u64 {
    match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    }
}

fn statically_true(pred: u64, l: &Range, r: &Range, w: u32) -> bool {
    let s = |x| sx(x, w);
    match pred {
        0 => matches!((l.constant_value(), r.constant_value()), (Some(x), Some(y)) if x == y),
        1 => {
            let sne = statically_true(2, l, r, w) || statically_true(4, l, r, w);
            let une = statically_true(6, l, r, w) || statically_true(8, l, r, w);
            sne && une
        }
        2 => s(l.smax) < s(r.smin),
        3 => s(l.smax) <= s(r.smin),
        4 => s(l.smin) > s(r.smax),
        5 => s(l.smin) >= s(r.smax),
        6 => l.umax < r.umin,
        7 => l.umax <= r.umin,
        8 => l.umin > r.umax,
        _ => l.umin >= r.umax,
    }
}

// ---- w-bit arithmetic on values held zero-extended in a u128 ------------------------------

fn ones(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn mask(x: u128, w: u32) -> u128 {
    x & ones(w)
}

/// `x` read as a signed `w`-bit value.
fn sx(x: u128, w: u32) -> i128 {
    if w == 0 || w >= 128 {
        return x as i128;
    }
    let shift = 128 - w;
    ((x << shift) as i128) >> shift
}

/// The low `w` bits of `x` sign-extended, for an attribute of width `w`.
fn sext(x: u128, w: u32) -> i128 {
    sx(mask(x, w), w)
}

fn neg(x: u128, w: u32) -> u128 {
    x.wrapping_neg() & ones(w)
}

/// Signed division truncating toward zero; `MIN / -1` wraps to `MIN`, as APInt's does.
fn sdiv(a: u128, b: u128, w: u32) -> u128 {
    (sx(a, w) / sx(b, w)) as u128 & ones(w)
}

fn smin_of(w: u32) -> u128 {
    1u128 << (w - 1)
}

fn smax_of(w: u32) -> u128 {
    smin_of(w) - 1
}
