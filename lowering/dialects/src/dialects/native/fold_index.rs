//! The index folders the spec names (`Folder<"fold_index::...", kind>`): MLIR 22's
//! `IndexOps.cpp` fold hooks. Index constants hold 64 bits, but the width of `index` is
//! only fixed when the program is lowered, so an op folds only when its result does not
//! depend on it: computed in 64 and in 32 bits, the results must agree in their low 32
//! bits (`foldBinaryOpChecked`; for the ops where they always agree, MLIR's
//! `foldBinaryOpUnchecked` computes once, which comes to the same). The arithmetic is
//! arith's (`fold_arith::eval_int`) but for the signed divisions, where APInt wraps what
//! arith's folders decline, and the shifts, folded only by less than 32. The constants
//! they give become `index.constant` and `index.bool.constant`
//! (`index::materialize_constant`); a cast folded to an integer of another type has no
//! constant op to become, so it does not fold after all.

use crate::dialects::native::fold_arith::eval_int;
use crate::dialects::native::index::cmp_predicate_value;
use crate::ir::fold::{compare_ints, def_of, FoldInput, Folded, Int};
use crate::ir::TypeData;

/// The binary ops; `kind` is the op's mnemonic. Two constants fold first, then
/// `add(x, 0)`, `sub(x, 0)` and `mul(x, 1)` to `x`, and `mul(x, 0)` to that 0.
pub fn binary(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let rhs = cx.int(1);
    if let (Some(a), Some(b)) = (cx.int(0), rhs) {
        if let Some(r) = width_independent(a, b, |a, b| eval(kind, a, b)) {
            return Folded::attr(cx.int_attr(cx.result_type(), r));
        }
    }
    match (kind, rhs) {
        ("add" | "sub", Some(b)) if b.is_zero() => Folded::value(cx.operand(0)),
        ("mul", Some(b)) if b.is_one() => Folded::value(cx.operand(0)),
        ("mul", Some(b)) if b.is_zero() => cx.consts[1].map_or(Folded::None, Folded::attr),
        _ => Folded::None,
    }
}

/// `f(a, b)` on 64-bit operands, when its low 32 bits are `f` of their low 32 bits.
fn width_independent(a: Int, b: Int, f: impl Fn(Int, Int) -> Option<Int>) -> Option<Int> {
    let r64 = f(a, b)?;
    let r32 = f(low32(a), low32(b))?;
    (low32(r64) == r32).then_some(r64)
}

fn low32(x: Int) -> Int {
    Int::new(x.bits as i128, 32)
}

/// `kind(a, b)` at the operands' width; `None` where MLIR's folder declines.
fn eval(kind: &str, a: Int, b: Int) -> Option<Int> {
    let arith = match kind {
        "divs" | "ceildivs" | "floordivs" => return signed_division(kind, a, b),
        // A shift by 32 or more is poison for a 32-bit index.
        "shl" | "shrs" | "shru" if b.bits >= 32 => return None,
        "add" => "addi",
        "sub" => "subi",
        "mul" => "muli",
        "divu" => "divui",
        "ceildivu" => "ceildivui",
        "rems" => "remsi",
        "remu" => "remui",
        "maxs" => "maxsi",
        "maxu" => "maxui",
        "mins" => "minsi",
        "minu" => "minui",
        "shl" => "shli",
        "shrs" => "shrsi",
        "shru" => "shrui",
        "and" => "andi",
        "or" => "ori",
        "xor" => "xori",
        _ => return None,
    };
    eval_int(arith, a, b)
}

/// `divs`, `ceildivs` and `floordivs` as `IndexOps.cpp` computes them with APInt, whose
/// signed division and negation wrap (`divs(MIN, -1)` is `MIN`).
fn signed_division(kind: &str, n: Int, m: Int) -> Option<Int> {
    if m.is_zero() {
        return None;
    }
    let sdiv = |x: Int, y: Int| x.from_signed(x.sext().wrapping_div(y.sext()));
    let (sn, sm) = (n.sext(), m.sext());
    Some(match kind {
        "divs" => sdiv(n, m),
        _ if sn == 0 => n,
        // Operands of different signs: `-(-n / m)`; else `(n + x) / m + 1`, with
        // `x = m > 0 ? -1 : 1`.
        "ceildivs" if (sn > 0) != (sm > 0) => {
            let q = sdiv(n.from_signed(-sn), m);
            q.from_signed(-q.sext())
        }
        "ceildivs" => {
            let q = sdiv(n.from_signed(sn + if sm > 0 { -1 } else { 1 }), m);
            q.from_signed(q.sext() + 1)
        }
        // Operands of the same sign: `n / m`; else `-1 - (x - n) / m`, with
        // `x = m < 0 ? 1 : -1`.
        _ if (sn < 0) == (sm < 0) => sdiv(n, m),
        _ => {
            let q = sdiv(n.from_signed(if sm < 0 { 1 } else { -1 } - sn), m);
            q.from_signed(-1 - q.sext())
        }
    })
}

/// `index.casts` and `index.castu` (`kind`) of a constant: MLIR's `foldCastOp`. To index,
/// the value is extended or truncated to 64 bits (a 32-bit target truncates that alike);
/// from index to `iN`, truncated, or extended when the extension of its low 32 bits
/// gives the same `iN`.
pub fn cast(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let Some(x) = cx.int(0) else { return Folded::None };
    let ext = |v: Int, w: u32| Int::new(if kind == "casts" { v.sext() } else { v.bits as i128 }, w);
    let ty = cx.result_type();
    let r = match cx.ctx().type_data(ty) {
        TypeData::Index => ext(x, 64),
        &TypeData::Integer { width, .. } if width <= 128 => {
            let r = ext(x, width);
            if width > 32 && ext(low32(x), width) != r {
                return Folded::None;
            }
            r
        }
        _ => return Folded::None,
    };
    Folded::attr(cx.int_attr(ty, r))
}

/// `index.cmp`: two constants, when 64-bit and 32-bit comparisons agree; a min/max with a
/// constant against a constant, when the min/max's range decides it at both widths; a
/// value with itself.
pub fn cmp(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let Some(pred) = cx.op.attr("pred").and_then(|a| cmp_predicate_value(ctx, a)) else { return Folded::None };
    let ty = cx.result_type();
    let rhs = cx.int(1);
    if let (Some(a), Some(b)) = (cx.int(0), rhs) {
        let r64 = compare_ints(pred, a, b);
        if r64.is_some() && r64 == compare_ints(pred, low32(a), low32(b)) {
            return r64.map_or(Folded::None, |r| Folded::attr(cx.bool_attr(ty, r)));
        }
    }
    let min_max = def_of(cx.op, cx.operand(0))
        .filter(|d| matches!(d.name(), "index.mins" | "index.minu" | "index.maxs" | "index.maxu"));
    if let (Some(mm), Some(b)) = (min_max, rhs) {
        if let Some(a) = FoldInput::new(mm).int(1) {
            let r64 = cmp_of_min_max(mm.name(), pred, a, b);
            if r64.is_some() && r64 == cmp_of_min_max(mm.name(), pred, low32(a), low32(b)) {
                return r64.map_or(Folded::None, |r| Folded::attr(cx.bool_attr(ty, r)));
            }
        }
    }
    if cx.operand(0) == cx.operand(1) {
        // eq, sle, sge, ule, uge hold for equal operands.
        return Folded::attr(cx.bool_attr(ty, matches!(pred, 0 | 3 | 5 | 7 | 9)));
    }
    Folded::None
}

/// The bounds MLIR's integer range analysis keeps for a value (`ConstantIntRanges`).
#[derive(Copy, Clone)]
struct Range {
    umin: Int,
    umax: Int,
    smin: Int,
    smax: Int,
}

impl Range {
    fn constant(c: Int) -> Range {
        Range { umin: c, umax: c, smin: c, smax: c }
    }

    fn from_signed(smin: Int, smax: Int) -> Range {
        let (umin, umax) = if (smin.sext() >= 0) == (smax.sext() >= 0) {
            (smin.with(smin.bits.min(smax.bits)), smin.with(smin.bits.max(smax.bits)))
        } else {
            (Int::new(0, smin.width), Int::new(-1, smin.width))
        };
        Range { umin, umax, smin, smax }
    }

    fn from_unsigned(umin: Int, umax: Int) -> Range {
        let (smin, smax) = if (umin.sext() >= 0) == (umax.sext() >= 0) {
            if umin.sext() < umax.sext() {
                (umin, umax)
            } else {
                (umax, umin)
            }
        } else {
            (signed_min(umin.width), signed_max(umin.width))
        };
        Range { umin, umax, smin, smax }
    }

    fn constant_value(&self) -> Option<Int> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

fn signed_min(w: u32) -> Int {
    Int::new(1i128 << (w - 1), w)
}

fn signed_max(w: u32) -> Int {
    Int::new((1i128 << (w - 1)) - 1, w)
}

/// `intrange::evaluatePred` for `kind(x, a) <pred> b` (MLIR's `foldCmpOfMaxOrMin`).
fn cmp_of_min_max(kind: &str, pred: u64, a: Int, b: Int) -> Option<bool> {
    let w = a.width;
    let lhs = match kind {
        "index.mins" => Range::from_signed(signed_min(w), a),
        "index.minu" => Range::from_unsigned(Int::new(0, w), a),
        "index.maxs" => Range::from_signed(a, signed_max(w)),
        _ => Range::from_unsigned(a, Int::new(-1, w)),
    };
    let rhs = Range::constant(b);
    if statically_true(pred, &lhs, &rhs) {
        Some(true)
    } else if statically_true(invert(pred), &lhs, &rhs) {
        Some(false)
    } else {
        None
    }
}

/// The predicate true exactly when `pred` is false.
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

/// `intrange::isStaticallyTrue`: `l <pred> r` for every value of the ranges.
fn statically_true(pred: u64, l: &Range, r: &Range) -> bool {
    match pred {
        0 => matches!((l.constant_value(), r.constant_value()), (Some(x), Some(y)) if x == y),
        1 => {
            let sne = statically_true(2, l, r) || statically_true(4, l, r);
            let une = statically_true(6, l, r) || statically_true(8, l, r);
            sne && une
        }
        2 => l.smax.sext() < r.smin.sext(),
        3 => l.smax.sext() <= r.smin.sext(),
        4 => l.smin.sext() > r.smax.sext(),
        5 => l.smin.sext() >= r.smax.sext(),
        6 => l.umax.bits < r.umin.bits,
        7 => l.umax.bits <= r.umin.bits,
        8 => l.umin.bits > r.umax.bits,
        _ => l.umin.bits >= r.umax.bits,
    }
}
