//! The arith folders the spec names (`Folder<"fold_arith::...", kind>`): the rules of
//! MLIR 22's `ArithOps.cpp` fold hooks, in the same order, including which ones give an
//! existing value (no new constant) and which a constant to materialize. Integer
//! constants fold at any width up to 128; float constants fold for f32 and f64 (whose
//! IEEE arithmetic Rust's matches bit for bit), and comparisons for every float type an
//! f64 holds exactly.

use smallvec::smallvec;

use crate::ir::fold::{value_is_int, FoldInput, Folded, Int};
use crate::ir::{Attribute, FloatKind, OpRef, Type, TypeData, Value};

/// Binary integer ops; `kind` is the op's mnemonic.
pub fn int_binary(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let (lhs, rhs) = (cx.operand(0), cx.operand(1));
    let r = cx.int(1);
    let ty = cx.result_type();
    let zero_attr = |cx: &FoldInput<'_>| {
        let w = crate::ir::fold::int_width(cx.ctx(), ty).unwrap_or(64);
        Folded::attr(cx.int_attr(ty, Int::new(0, w)))
    };
    // What a constant right operand is, at any width (`None` when it is not one).
    let facts = r.map(super::fold_wide_int::Facts::of_int).or_else(|| {
        let a = (*cx.consts.get(1)?)?;
        super::fold_wide_int::Facts::of_wide(cx.ctx(), a, ty)
    });
    let rhs_zero = facts.is_some_and(|f| f.zero);
    let rhs_one = facts.is_some_and(|f| f.one);
    match kind {
        "addi" => {
            if rhs_zero {
                return Folded::value(lhs);
            }
            // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
            if let Some(sub) = cx.def_named(0, "arith.subi") {
                if sub.operand(1) == rhs {
                    return Folded::value(sub.operand(0));
                }
            }
            if let Some(sub) = cx.def_named(1, "arith.subi") {
                if sub.operand(1) == lhs {
                    return Folded::value(sub.operand(0));
                }
            }
        }
        "subi" => {
            if lhs == rhs && !has_dynamic_shape(cx) {
                return zero_attr(cx);
            }
            if rhs_zero {
                return Folded::value(lhs);
            }
            if let Some(add) = cx.def_named(0, "arith.addi") {
                if rhs == add.operand(1) {
                    return Folded::value(add.operand(0));
                }
                if rhs == add.operand(0) {
                    return Folded::value(add.operand(1));
                }
            }
        }
        "muli" => {
            if rhs_zero {
                return Folded::value(rhs);
            }
            if rhs_one {
                return Folded::value(lhs);
            }
        }
        "divui" | "divsi" => {
            if rhs_one {
                return Folded::value(lhs);
            }
            // (a * b) / b -> a when the multiplication cannot wrap.
            let flag = if kind == "divui" { 2 } else { 1 };
            if let Some(mul) = cx.def_named(0, "arith.muli") {
                if overflow_flags(&mul) & flag == flag {
                    if let Some(a) = other_operand(&mul, rhs) {
                        return Folded::value(a);
                    }
                }
            }
        }
        "ceildivui" | "ceildivsi" | "floordivsi" => {
            if rhs_one {
                return Folded::value(lhs);
            }
        }
        "remui" | "remsi" => {
            if rhs_one {
                return zero_attr(cx);
            }
        }
        "andi" => {
            if rhs_zero {
                return Folded::value(rhs);
            }
            if facts.is_some_and(|f| f.all_ones) {
                return Folded::value(lhs);
            }
            // and(x, not(x)) -> 0 and its mirror.
            if is_not_of(cx, 1, lhs) || is_not_of(cx, 0, rhs) {
                return zero_attr(cx);
            }
            // and(a, and(a, b)) -> and(a, b), either way round.
            for (prev, other) in [(0, rhs), (1, lhs)] {
                if let Some(p) = cx.def_named(prev, "arith.andi") {
                    if other == p.operand(0) || other == p.operand(1) {
                        return Folded::value(p.result(0));
                    }
                }
            }
        }
        "ori" => {
            if let Some(r) = facts {
                if r.zero {
                    return Folded::value(lhs);
                }
                if r.all_ones {
                    if let Some(a) = cx.consts[1] {
                        return Folded::attr(a);
                    }
                }
            }
            // or(x, xor(x, -1)) -> -1 and its mirror: the xor's constant.
            if is_not_of(cx, 1, lhs) {
                if let Some(x) = cx.def_named(1, "arith.xori") {
                    return Folded::value(x.operand(1));
                }
            }
            if is_not_of(cx, 0, rhs) {
                if let Some(x) = cx.def_named(0, "arith.xori") {
                    return Folded::value(x.operand(1));
                }
            }
        }
        "xori" => {
            if rhs_zero {
                return Folded::value(lhs);
            }
            if lhs == rhs {
                return zero_attr(cx);
            }
            // xor(xor(a, b), b) -> a, either way round.
            let via_lhs = cx.def_named(0, "arith.xori").and_then(|p| other_operand(&p, rhs));
            if let Some(a) = via_lhs.or_else(|| cx.def_named(1, "arith.xori").and_then(|p| other_operand(&p, lhs))) {
                return Folded::value(a);
            }
        }
        "shli" | "shrui" | "shrsi" => {
            if rhs_zero {
                return Folded::value(lhs);
            }
        }
        "maxsi" | "maxui" | "minsi" | "minui" => {
            if lhs == rhs {
                return Folded::value(rhs);
            }
            if let Some(r) = facts {
                // The bound that wins against anything, and the one that loses.
                let (absorbing, neutral) = match kind {
                    "maxsi" => (r.max_signed, r.min_signed),
                    "maxui" => (r.all_ones, r.zero),
                    "minsi" => (r.min_signed, r.max_signed),
                    _ => (r.zero, r.all_ones),
                };
                if absorbing {
                    return Folded::value(rhs);
                }
                if neutral {
                    return Folded::value(lhs);
                }
            }
        }
        _ => return Folded::None,
    }
    // Shifts fold only when their amount is in range, which poison never is.
    if let Some(p) = poison_operand(cx).filter(|_| !matches!(kind, "shli" | "shrui" | "shrsi")) {
        return Folded::attr(p);
    }
    // MLIR folds only constants of the result's type (a constant-like op may carry an
    // attribute of another type), and APInts of any width.
    let (Some(&Some(ca)), Some(&Some(cb))) = (cx.consts.first(), cx.consts.get(1)) else { return Folded::None };
    if !has_type(cx, ca, ty) || !has_type(cx, cb, ty) {
        return Folded::None;
    }
    if crate::ir::fold::int_width(cx.ctx(), ty).is_some_and(|w| w > 128) {
        return super::fold_wide_int::fold(cx.ctx(), kind, ty, ca, cb).map_or(Folded::None, Folded::attr);
    }
    let (Some(a), Some(b)) = (cx.int(0), r) else { return Folded::None };
    match eval_int(kind, a, b) {
        Some(v) => Folded::attr(cx.int_attr(ty, v)),
        None => Folded::None,
    }
}

/// Whether the integer constant `a` is of type `ty` (a splat of it, for a shaped `ty`).
fn has_type(cx: &FoldInput<'_>, a: Attribute, ty: Type) -> bool {
    let ctx = cx.ctx();
    // (The generic fold of elementwise ops hands the folder one element at a time.)
    match ctx.attr_data(a) {
        crate::ir::AttrData::Integer { ty: t, .. } | crate::ir::AttrData::WideInteger { ty: t, .. } => {
            *t == ctx.element_type_or_self(ty)
        }
        crate::ir::AttrData::DenseElements { ty: t, .. } => *t == ty,
        crate::ir::AttrData::Bool(_) => crate::ir::fold::int_width(ctx, ty) == Some(1),
        _ => true,
    }
}

/// `kind(a, b)` as MLIR's constant folders compute it; `None` where they decline
/// (division by zero, signed overflow of a division, shifts by the width or more). The
/// index folders compute with it too (`fold_index`).
pub(crate) fn eval_int(kind: &str, a: Int, b: Int) -> Option<Int> {
    let (ua, ub) = (a.bits, b.bits);
    let (sa, sb) = (a.sext(), b.sext());
    let w = a.width;
    let min_signed = |x: Int| x.is_min_signed();
    let v = match kind {
        "addi" => a.with(ua.wrapping_add(ub)),
        "subi" => a.with(ua.wrapping_sub(ub)),
        "muli" => a.with(ua.wrapping_mul(ub)),
        "andi" => a.with(ua & ub),
        "ori" => a.with(ua | ub),
        "xori" => a.with(ua ^ ub),
        "divui" | "remui" | "ceildivui" if ub == 0 => return None,
        "divui" => a.with(ua / ub),
        "remui" => a.with(ua % ub),
        "ceildivui" => a.with(ua / ub + u128::from(ua % ub != 0)),
        "divsi" | "remsi" | "ceildivsi" | "floordivsi" if ub == 0 => return None,
        "divsi" | "floordivsi" if min_signed(a) && b.is_all_ones() => return None,
        "divsi" => a.from_signed(sa / sb),
        "remsi" => a.from_signed(if b.is_all_ones() { 0 } else { sa % sb }),
        "floordivsi" => {
            let q = sa / sb;
            a.from_signed(if (sa % sb != 0) && ((sa < 0) != (sb < 0)) { q - 1 } else { q })
        }
        "ceildivsi" => {
            if sa == 0 {
                return Some(a);
            }
            // MLIR declines when negating an operand overflows.
            if (sa < 0 && min_signed(a)) || (sb < 0 && min_signed(b)) {
                return None;
            }
            let q = sa / sb;
            a.from_signed(if (sa % sb != 0) && ((sa < 0) == (sb < 0)) { q + 1 } else { q })
        }
        "shli" | "shrui" | "shrsi" if ub >= u128::from(w) => return None,
        "shli" => a.with(ua << ub),
        "shrui" => a.with(ua >> ub),
        "shrsi" => a.from_signed(sa >> ub),
        "maxsi" => a.from_signed(sa.max(sb)),
        "minsi" => a.from_signed(sa.min(sb)),
        "maxui" => a.with(ua.max(ub)),
        "minui" => a.with(ua.min(ub)),
        _ => return None,
    };
    Some(v)
}

/// Whether operand `i` is `xori(x, c)` with `c` a constant all-ones (MLIR's
/// `m_Op<XOrIOp>(m_Val(x), m_ConstantInt)`).
fn is_not_of(cx: &FoldInput<'_>, i: usize, x: crate::ir::Value) -> bool {
    cx.def_named(i, "arith.xori")
        .is_some_and(|xor| xor.operand(0) == x && FoldInput::new(xor).int(1).is_some_and(Int::is_all_ones))
}

/// The `overflowFlags` bits of an integer op (nsw = 1, nuw = 2).
fn overflow_flags(op: &crate::ir::OpRef<'_>) -> u64 {
    match op.attr("overflowFlags").map(|a| op.ctx.attr_data(a)) {
        Some(crate::ir::AttrData::Enum { value, .. }) => *value,
        _ => 0,
    }
}

fn has_dynamic_shape(cx: &FoldInput<'_>) -> bool {
    let ctx = cx.ctx();
    match ctx.type_data(cx.result_type()) {
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => {
            ctx.shape(cx.result_type()).is_none_or(|s| s.contains(&crate::ir::DYNAMIC))
        }
        _ => false,
    }
}

/// `arith.cmpi`: equal operands, i1 comparisons with 0/1, constants moved right (with
/// the mirrored predicate), then two constants.
pub fn cmpi(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let Some(pred) = cx.op.attr("predicate").and_then(|a| ctx.int_value(a)) else { return Folded::None };
    let ty = cx.result_type();
    let (lhs, rhs) = (cx.operand(0), cx.operand(1));
    if lhs == rhs {
        // eq, sle, sge, ule, uge hold for equal operands.
        return Folded::attr(cx.bool_attr(ty, matches!(pred, 0 | 3 | 5 | 7 | 9)));
    }
    let lhs_is_i1 = crate::ir::fold::int_width(ctx, cx.op.value_type(lhs)) == Some(1)
        && !matches!(ctx.type_data(ctx.element_type_or_self(cx.op.value_type(lhs))), TypeData::Index);
    if cx.int(1).is_some_and(Int::is_zero) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = cx.def_named(0, ext) {
                let from = cx.op.value_type(e.operand(0));
                if ctx.int_width(ctx.element_type_or_self(from)) == Some(1) && pred == 1 {
                    return Folded::value(e.operand(0));
                }
            }
        }
        if lhs_is_i1 && pred == 1 {
            return Folded::value(lhs);
        }
    }
    if cx.int(1).is_some_and(Int::is_one) && lhs_is_i1 && pred == 0 {
        return Folded::value(lhs);
    }
    if cx.is_const(0) && !cx.is_const(1) {
        let swapped: i128 = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        return Folded::Update {
            operands: smallvec![rhs, lhs],
            attrs: smallvec![("predicate", ctx.i64_attr(swapped as i64))],
        };
    }
    if let (Some(a), Some(b)) = (cx.int(0), cx.int(1)) {
        return match crate::ir::fold::compare_ints(pred as u64, a, b) {
            Some(v) => Folded::attr(cx.bool_attr(ty, v)),
            None => Folded::None,
        };
    }
    let operand_ty = cx.op.value_type(lhs);
    if let (Some(&Some(a)), Some(&Some(b))) = (cx.consts.first(), cx.consts.get(1)) {
        if let Some(v) = super::fold_wide_int::compare(ctx, pred, operand_ty, a, b) {
            return Folded::attr(cx.bool_attr(ty, v));
        }
    }
    // Constant vectors that are not splats: element by element.
    let elements = |i: usize| cx.consts[i].and_then(|a| crate::ir::fold::int_elements(ctx, a, operand_ty));
    let (Some(a), Some(b)) = (elements(0), elements(1)) else { return Folded::None };
    let bits: Option<Vec<i128>> =
        a.into_iter().zip(b).map(|(x, y)| crate::ir::fold::compare_ints(pred as u64, x, y).map(i128::from)).collect();
    let Some(bits) = bits else { return Folded::None };
    Folded::attr(ctx.dense_int_elements(ty, bits))
}

/// `arith.select`.
pub fn select(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let (cond, t, f) = (cx.operand(0), cx.operand(1), cx.operand(2));
    if t == f {
        return Folded::value(t);
    }
    if value_is_int(cx.op, cond, 1) {
        return Folded::value(t);
    }
    if value_is_int(cx.op, cond, 0) {
        return Folded::value(f);
    }
    // A poison choice gives the other.
    if is_poison(cx, 1) {
        return Folded::value(f);
    }
    if is_poison(cx, 2) {
        return Folded::value(t);
    }
    let ctx = cx.ctx();
    let ty = cx.result_type();
    // `select %c, true, false` is `%c` only for a signless `i1` result (MLIR's
    // `isSignlessInteger(1)`): a `ui1` choice is not the condition's type.
    if ctx.int_width(ty) == Some(1)
        && crate::ir::pred::ty::signless_integer(ctx, ty)
        && cx.int(1).is_some_and(Int::is_one)
        && cx.int(2).is_some_and(Int::is_zero)
    {
        return Folded::value(cond);
    }
    if let Some(cmp) = cx.def_named(0, "arith.cmpi") {
        let pred = cmp.attr("predicate").and_then(|a| ctx.int_value(a));
        if matches!(pred, Some(0 | 1)) {
            let (l, r) = (cmp.operand(0), cmp.operand(1));
            if (l == t && r == f) || (r == t && l == f) {
                return Folded::value(if pred == Some(1) { t } else { f });
            }
        }
    }
    // A constant vector condition choosing between two constant vectors, element by element.
    let cond_ty = cx.op.value_type(cond);
    let Some(bits) = cx.consts[0].and_then(|a| crate::ir::fold::int_elements(ctx, a, cond_ty)) else {
        return Folded::None;
    };
    let pick = |i: usize| bits.get(i).is_some_and(|b| !b.is_zero());
    if let (Some((_, a)), Some((_, b))) = (int_values(cx, 1), int_values(cx, 2)) {
        let at = |v: &Vec<Int>, i: usize| if v.len() == 1 { v[0] } else { v[i] };
        let out: Vec<Int> = (0..bits.len()).map(|i| if pick(i) { at(&a, i) } else { at(&b, i) }).collect();
        if let Some(attr) = int_values_attr(cx, ty, false, &out) {
            return Folded::attr(attr);
        }
    }
    if let (Some((_, a)), Some((_, b))) = (float_values(cx, 1), float_values(cx, 2)) {
        let at = |v: &Vec<f64>, i: usize| if v.len() == 1 { v[0] } else { v[i] };
        let out: Vec<f64> = (0..bits.len()).map(|i| if pick(i) { at(&a, i) } else { at(&b, i) }).collect();
        if let Some(attr) = float_values_attr(cx, ty, false, &out) {
            return Folded::attr(attr);
        }
    }
    Folded::None
}

/// Integer casts: `extui`, `extsi`, `trunci`, `index_cast`, `index_castui`.
pub fn int_cast(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let ty = cx.result_type();
    let Some(to) = crate::ir::fold::int_width(ctx, ty) else { return Folded::None };
    match kind {
        "extui" | "extsi" => {
            // ext(ext(x)) -> ext(x), in place.
            let name = if kind == "extui" { "arith.extui" } else { "arith.extsi" };
            if let Some(inner) = cx.def_named(0, name) {
                return Folded::operands(smallvec![inner.operand(0)]);
            }
        }
        "trunci" => {
            for ext in ["arith.extui", "arith.extsi"] {
                if let Some(e) = cx.def_named(0, ext) {
                    let src = e.operand(0);
                    let src_w = ctx.int_width(ctx.element_type_or_self(cx.op.value_type(src)));
                    let dst_w = ctx.int_width(ctx.element_type_or_self(ty));
                    if let (Some(s), Some(d)) = (src_w, dst_w) {
                        if s > d {
                            return Folded::operands(smallvec![src]);
                        }
                    }
                    if ctx.element_type_or_self(cx.op.value_type(src)) == ctx.element_type_or_self(ty) {
                        return Folded::value(src);
                    }
                }
            }
            if let Some(t) = cx.def_named(0, "arith.trunci") {
                return Folded::operands(smallvec![t.operand(0)]);
            }
        }
        _ => {}
    }
    if let Some(p) = poison_operand(cx) {
        return Folded::attr(p);
    }
    let Some(a) = cx.int(0) else { return Folded::None };
    let signed = matches!(kind, "extsi" | "index_cast");
    let v = if signed { a.sext() } else { a.bits as i128 };
    Folded::attr(cx.int_attr(ty, Int::new(v, to)))
}

/// `sitofp` / `uitofp` of a constant, to f32 or f64 (rounded to nearest, ties to even, as
/// APFloat's conversion).
pub fn int_to_float(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    if let Some(p) = poison_operand(cx) {
        return Folded::attr(p);
    }
    let Some(k) = float_kind(cx) else { return Folded::None };
    let Some(a) = cx.int(0) else { return Folded::None };
    let v = match (kind, k) {
        ("sitofp", FloatKind::F32) => f64::from(a.sext() as f32),
        ("sitofp", _) => a.sext() as f64,
        (_, FloatKind::F32) => f64::from(a.bits as f32),
        _ => a.bits as f64,
    };
    Folded::attr(cx.float_attr(cx.result_type(), v))
}

/// The float kinds whose arithmetic folds here: f64 and f32 natively, f16 and bf16 in f64
/// then rounded (exact for +, -, *, / since f64 has more than twice their precision).
fn float_kind(cx: &FoldInput<'_>) -> Option<FloatKind> {
    let ctx = cx.ctx();
    match ctx.type_data(ctx.element_type_or_self(cx.result_type())) {
        TypeData::Float(k @ (FloatKind::F32 | FloatKind::F64 | FloatKind::F16 | FloatKind::BF16)) => Some(*k),
        _ => None,
    }
}

/// Binary float ops (`addf`, `subf`, `mulf`, `divf`) and `negf`.
pub fn float_op(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let r = cx.float(1);
    match kind {
        "addf" if r.is_some_and(|r| r == 0.0 && r.is_sign_negative()) => return Folded::value(cx.operand(0)),
        "subf" if r.is_some_and(|r| r == 0.0 && r.is_sign_positive()) => return Folded::value(cx.operand(0)),
        "mulf" | "divf" if r == Some(1.0) => return Folded::value(cx.operand(0)),
        "negf" => {
            if let Some(n) = cx.def_named(0, "arith.negf") {
                return Folded::value(n.operand(0));
            }
        }
        _ => {}
    }
    if let Some(p) = poison_operand(cx) {
        return Folded::attr(p);
    }
    let Some(k) = float_kind(cx) else { return Folded::None };
    let Some(a) = cx.float(0) else { return Folded::None };
    let v = if kind == "negf" {
        -a
    } else {
        let Some(b) = r else { return Folded::None };
        match k {
            FloatKind::F32 => {
                let (a, b) = (a as f32, b as f32);
                f64::from(match kind {
                    "addf" => a + b,
                    "subf" => a - b,
                    "mulf" => a * b,
                    "divf" => a / b,
                    "remf" => a % b,
                    _ => return Folded::None,
                })
            }
            _ => k.round(match kind {
                "addf" => a + b,
                "subf" => a - b,
                "mulf" => a * b,
                "divf" => a / b,
                // APFloat's `mod`: the remainder with the dividend's sign, as C's fmod.
                "remf" => a % b,
                _ => return Folded::None,
            }),
        }
    };
    // A NaN the operation makes (0/0, inf-inf) is APFloat's positive quiet NaN, where
    // x86 gives a negative one; NaN operands propagate the same way on both.
    let v = if v.is_nan() && !a.is_nan() && !r.is_some_and(f64::is_nan) { f64::NAN } else { v };
    Folded::attr(cx.float_attr(cx.result_type(), v))
}

/// `arith.cmpf` on two scalar constants (a NaN constant decides alone).
pub fn cmpf(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let scalar = |i: usize| {
        let a = cx.consts[i]?;
        match ctx.attr_data(a) {
            crate::ir::AttrData::Float { ty, bits }
                if !matches!(ctx.type_data(*ty), TypeData::Float(FloatKind::F80 | FloatKind::F128)) =>
            {
                Some(f64::from_bits(*bits))
            }
            _ => None,
        }
    };
    let (mut a, mut b) = (scalar(0), scalar(1));
    if a.is_some_and(f64::is_nan) {
        b = a;
    }
    if b.is_some_and(f64::is_nan) {
        a = b;
    }
    let (Some(a), Some(b)) = (a, b) else { return Folded::None };
    let Some(pred) = cx.op.attr("predicate").and_then(|p| ctx.int_value(p)) else { return Folded::None };
    let Some(v) = crate::ir::fold::compare_floats(pred as u64, a, b) else { return Folded::None };
    Folded::attr(ctx.bool_attr(v))
}

/// The operand of binary `op` beside `v` (its first when `v` is its second, or the other
/// way round).
fn other_operand(op: &OpRef<'_>, v: Value) -> Option<Value> {
    if op.operand(1) == v {
        Some(op.operand(0))
    } else if op.operand(0) == v {
        Some(op.operand(1))
    } else {
        None
    }
}

/// The integer elements of constant operand `i`: one for a scalar or splat, all of them
/// for a dense vector (MLIR's `constFoldBinaryOp` walks either).
fn int_values(cx: &FoldInput<'_>, i: usize) -> Option<(bool, Vec<Int>)> {
    if let Some(v) = cx.int(i) {
        return Some((true, vec![v]));
    }
    let a = (*cx.consts.get(i)?)?;
    crate::ir::fold::int_elements(cx.ctx(), a, cx.op.value_type(cx.operand(i))).map(|v| (false, v))
}

/// An integer constant of type `ty` from element values (a scalar or splat when `splat`).
fn int_values_attr(cx: &FoldInput<'_>, ty: Type, splat: bool, values: &[Int]) -> Option<Attribute> {
    if splat {
        return Some(cx.int_attr(ty, *values.first()?));
    }
    let ctx = cx.ctx();
    let one_bit = crate::ir::fold::int_width(ctx, ty) == Some(1);
    let v = values.iter().map(|x| if one_bit { x.bits as i128 } else { x.sext() }).collect();
    Some(ctx.dense_int_elements(ty, v))
}

/// `f` element by element over the two constant operands (MLIR's `constFoldBinaryOp`),
/// as a constant of type `ty`.
fn fold_int_pairs(cx: &FoldInput<'_>, ty: Type, f: impl Fn(Int, Int) -> Option<Int>) -> Option<Attribute> {
    let (sa, a) = int_values(cx, 0)?;
    let (sb, b) = int_values(cx, 1)?;
    let splat = sa && sb;
    let n = a.len().max(b.len());
    let at = |v: &Vec<Int>, i: usize| if v.len() == 1 { v[0] } else { v[i] };
    if !splat && (a.len() != n && a.len() != 1 || b.len() != n && b.len() != 1) {
        return None;
    }
    let out: Option<Vec<Int>> = (0..n).map(|i| f(at(&a, i), at(&b, i))).collect();
    int_values_attr(cx, ty, splat, &out?)
}

/// The high half of the double-width product (MLIR's `APIntOps::mulhs` / `mulhu`), for
/// widths up to 64.
fn mul_high(a: Int, b: Int, signed: bool) -> Option<Int> {
    if a.width > 64 {
        return None;
    }
    let p = if signed { a.sext() * b.sext() } else { (a.bits * b.bits) as i128 };
    Some(Int::new(p >> a.width, a.width))
}

/// `addui_extended`, `mulsi_extended`, `mului_extended` (two results each).
pub fn extended(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    use crate::ir::fold::FoldValue;
    let ctx = cx.ctx();
    let ty0 = cx.result_type();
    let ty1 = cx.op.value_type(cx.op.result(1));
    let rhs_zero = cx.int(1).is_some_and(Int::is_zero);
    match kind {
        "addui_extended" => {
            if rhs_zero {
                let w = crate::ir::fold::int_width(ctx, ty1).unwrap_or(1);
                return Folded::Replace(smallvec![
                    FoldValue::Value(cx.operand(0)),
                    FoldValue::Attr(cx.int_attr(ty1, Int::new(0, w)))
                ]);
            }
            let Some(sum) = fold_int_pairs(cx, ty0, |a, b| Some(a.with(a.bits.wrapping_add(b.bits)))) else {
                return Folded::None;
            };
            // The carry: the sum wrapped below the first operand.
            let Some(carry) = fold_int_pairs(cx, ty1, |a, b| {
                Some(Int::new((a.with(a.bits.wrapping_add(b.bits)).bits < a.bits) as i128, 1))
            }) else {
                return Folded::None;
            };
            Folded::Replace(smallvec![FoldValue::Attr(sum), FoldValue::Attr(carry)])
        }
        _ => {
            let signed = kind == "mulsi_extended";
            if rhs_zero {
                let Some(zero) = cx.consts[1] else { return Folded::None };
                return Folded::Replace(smallvec![FoldValue::Attr(zero), FoldValue::Attr(zero)]);
            }
            if !signed && cx.int(1).is_some_and(Int::is_one) {
                let w = crate::ir::fold::int_width(ctx, ty0).unwrap_or(64);
                return Folded::Replace(smallvec![
                    FoldValue::Value(cx.operand(0)),
                    FoldValue::Attr(cx.int_attr(ty0, Int::new(0, w)))
                ]);
            }
            let Some(low) = fold_int_pairs(cx, ty0, |a, b| Some(a.with(a.bits.wrapping_mul(b.bits)))) else {
                return Folded::None;
            };
            let Some(high) = fold_int_pairs(cx, ty0, |a, b| mul_high(a, b, signed)) else { return Folded::None };
            Folded::Replace(smallvec![FoldValue::Attr(low), FoldValue::Attr(high)])
        }
    }
}

/// `maximumf`, `maxnumf`, `minimumf`, `minnumf`: equal operands, the neutral constant on
/// the right (-inf, NaN, +inf, NaN), then two f32/f64 constants as LLVM's `maximum`,
/// `maxnum`, `minimum`, `minnum`.
pub fn float_min_max(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let (lhs, rhs) = (cx.operand(0), cx.operand(1));
    if lhs == rhs {
        return Folded::value(rhs);
    }
    let r = cx.float(1);
    let neutral = match kind {
        "maximumf" => r.is_some_and(|r| r == f64::NEG_INFINITY),
        "minimumf" => r.is_some_and(|r| r == f64::INFINITY),
        _ => r.is_some_and(f64::is_nan),
    };
    if neutral {
        return Folded::value(lhs);
    }
    if let Some(p) = poison_operand(cx) {
        return Folded::attr(p);
    }
    let Some(k) = float_kind(cx) else { return Folded::None };
    let (Some(a), Some(b)) = (cx.float(0), r) else { return Folded::None };
    let max = kind.starts_with("max");
    let v = if kind.ends_with("imumf") {
        // NaN propagates; -0 < +0.
        if a.is_nan() || b.is_nan() {
            f64::NAN
        } else if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
            if max == a.is_sign_negative() {
                b
            } else {
                a
            }
        } else if (a < b) == max {
            b
        } else {
            a
        }
    } else if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        if max == a.is_sign_negative() {
            b
        } else {
            a
        }
    } else if (a < b) == max {
        b
    } else {
        a
    };
    Folded::attr(cx.float_attr(cx.result_type(), k.round(v)))
}

/// The float format of `ty`'s elements.
fn elem_float_kind(cx: &FoldInput<'_>, ty: Type) -> Option<FloatKind> {
    let ctx = cx.ctx();
    match ctx.type_data(ctx.element_type_or_self(ty)) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// APFloat's `isRepresentableBy`: every value of `a` is one of `b`.
fn representable_by(a: FloatKind, b: FloatKind) -> bool {
    let max_exp = |k: FloatKind| (1i64 << k.layout().exp_bits) - 2 - i64::from(k.layout().bias);
    let min_exp = |k: FloatKind| 1 - i64::from(k.layout().bias);
    max_exp(a) <= max_exp(b) && min_exp(a) >= min_exp(b) && a.precision() <= b.precision()
}

/// The float elements of constant operand `i` (one for a scalar or splat).
fn float_values(cx: &FoldInput<'_>, i: usize) -> Option<(bool, Vec<f64>)> {
    if let Some(v) = cx.float(i) {
        return Some((true, vec![v]));
    }
    match cx.ctx().attr_data((*cx.consts.get(i)?)?) {
        crate::ir::AttrData::DenseElements { splat: false, values: crate::ir::DenseValues::Float(v), .. } => {
            Some((false, v.iter().map(|b| f64::from_bits(*b)).collect()))
        }
        _ => None,
    }
}

/// A float constant of type `ty` from element values.
fn float_values_attr(cx: &FoldInput<'_>, ty: Type, splat: bool, values: &[f64]) -> Option<Attribute> {
    if splat {
        return Some(cx.float_attr(ty, *values.first()?));
    }
    let bits = values.iter().map(|v| v.to_bits()).collect();
    Some(cx.ctx().dense_elements(ty, crate::ir::DenseValues::Float(bits)))
}

/// The `fastmath` flags of `op` (contract is bit 32).
fn fastmath_flags(op: &OpRef<'_>) -> u64 {
    match op.attr("fastmath").map(|a| op.ctx.attr_data(a)) {
        Some(crate::ir::AttrData::Enum { value, .. }) => *value,
        _ => 0,
    }
}

/// `extf` and `truncf`: the round trips through the other cast MLIR removes, then constants
/// converted exactly (a conversion that loses information does not fold).
pub fn float_cast(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let ty = cx.result_type();
    let Some(to) = elem_float_kind(cx, ty) else { return Folded::None };
    const CONTRACT: u64 = 32;
    if kind == "extf" {
        // extf(truncf(x)) -> x when both may contract and x has the result's type.
        if let Some(t) = cx.def_named(0, "arith.truncf") {
            if cx.op.value_type(t.operand(0)) == ty
                && fastmath_flags(&t) & CONTRACT != 0
                && fastmath_flags(&cx.op) & CONTRACT != 0
            {
                return Folded::value(t.operand(0));
            }
        }
    } else if let Some(e) = cx.def_named(0, "arith.extf") {
        let src = e.operand(0);
        let src_kind = elem_float_kind(cx, cx.op.value_type(src));
        let mid_kind = elem_float_kind(cx, e.value_type(e.result(0)));
        if let (Some(s), Some(m)) = (src_kind, mid_kind) {
            if representable_by(s, m) {
                if s.layout().bits > to.layout().bits {
                    return Folded::operands(smallvec![src]);
                }
                if ctx.element_type_or_self(cx.op.value_type(src)) == ctx.element_type_or_self(ty) {
                    return Folded::value(src);
                }
            }
        }
    }
    if let Some(p) = poison_operand(cx) {
        return Folded::attr(p);
    }
    let Some((splat, values)) = float_values(cx, 0) else { return Folded::None };
    let from = elem_float_kind(cx, cx.op.value_type(cx.operand(0)));
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        if v.is_nan() {
            match from.and_then(|f| nan_cast(f, to, v)) {
                Some(r) => out.push(r),
                None => return Folded::None,
            }
            continue;
        }
        let r = to.round(v);
        if r != v {
            return Folded::None;
        }
        out.push(r);
    }
    match float_values_attr(cx, ty, splat, &out) {
        Some(a) => Folded::attr(a),
        None => Folded::None,
    }
}

/// APFloat's conversion of a NaN between IEEE-style formats: a quiet NaN keeps its sign and
/// its payload aligned at the top of the fraction, and converts exactly unless payload bits
/// fall off a narrower fraction; a signaling NaN raises "invalid" (no fold). NaNs are stored
/// as `f64` with the payload top-aligned, so an exact conversion is the same stored value.
/// Formats without IEEE NaNs, or wider than `f64`, do not fold.
fn nan_cast(from: FloatKind, to: FloatKind, v: f64) -> Option<f64> {
    use crate::ir::types::NonFinite;
    let ieee = |k: FloatKind| k.layout().nonfinite == NonFinite::Ieee && k.layout().bits <= 64;
    if !ieee(from) || !ieee(to) {
        return None;
    }
    let bits = v.to_bits();
    let quiet = bits & (1 << 51) != 0;
    let dropped = (1u64 << (52 - to.layout().man_bits)) - 1;
    (quiet && bits & dropped == 0).then_some(v)
}

/// `arith.bitcast`: to its own type, the operand; of scalar poison, poison; constants
/// reinterpreted bit for bit.
pub fn bitcast(cx: &FoldInput<'_>, _kind: &'static str) -> Folded {
    let ctx = cx.ctx();
    let ty = cx.result_type();
    let in_ty = cx.op.value_type(cx.operand(0));
    if ty == in_ty {
        return Folded::value(cx.operand(0));
    }
    if let Some(a) = cx.consts[0].filter(|&a| super::ub::is_poison_attr(ctx, a)) {
        // Shaped poison is not folded (MLIR bitcasts dense elements only).
        if ctx.element_type_or_self(ty) == ty {
            return Folded::attr(a);
        }
    }
    let (from, to) = (elem_float_kind(cx, in_ty), elem_float_kind(cx, ty));
    // Each element's bits, from the operand's element type.
    let bits: Option<(bool, Vec<u128>)> = match from {
        Some(k) => float_values(cx, 0).map(|(s, v)| (s, v.into_iter().map(|x| k.to_bits(x)).collect())),
        None => int_values(cx, 0).map(|(s, v)| (s, v.into_iter().map(|x| x.bits).collect())),
    };
    let Some((splat, bits)) = bits else { return Folded::None };
    let attr = match to {
        Some(k) => {
            let v: Vec<f64> = bits.into_iter().map(|b| k.from_bits(b)).collect();
            float_values_attr(cx, ty, splat, &v)
        }
        None => {
            let Some(w) = crate::ir::fold::int_width(ctx, ty) else { return Folded::None };
            let v: Vec<Int> = bits.into_iter().map(|b| Int::new(b as i128, w)).collect();
            int_values_attr(cx, ty, splat, &v)
        }
    };
    match attr {
        Some(a) => Folded::attr(a),
        None => Folded::None,
    }
}

/// `fptosi` / `fptoui` of a constant: rounded toward zero, folded only when the result
/// fits the integer type (APFloat's `convertToInteger` is not `opInvalidOp`).
pub fn float_to_int(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let ty = cx.result_type();
    let Some(w) = crate::ir::fold::int_width(cx.ctx(), ty) else { return Folded::None };
    if let Some(p) = poison_operand(cx) {
        return Folded::attr(p);
    }
    if w > 64 {
        return Folded::None;
    }
    let Some((splat, values)) = float_values(cx, 0) else { return Folded::None };
    let (lo, hi) = if kind == "fptosi" {
        (-((1i128 << (w - 1)) as f64), (1i128 << (w - 1)) as f64)
    } else {
        (0.0, (1i128 << w) as f64)
    };
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        let t = v.trunc();
        if t.is_nan() || t < lo || t >= hi {
            return Folded::None;
        }
        out.push(Int::new(t as i128, w));
    }
    int_values_attr(cx, ty, splat, &out).map_or(Folded::None, Folded::attr)
}

/// Whether operand `i` is a `ub.poison` constant.
fn is_poison(cx: &FoldInput<'_>, i: usize) -> bool {
    cx.consts.get(i).copied().flatten().is_some_and(|a| super::ub::is_poison_attr(cx.ctx(), a))
}

/// The first poison operand's value: MLIR's constant folders (`constFoldBinaryOp`,
/// `constFoldUnaryOp`, `constFoldCastOp`) give poison when an operand is poison.
fn poison_operand(cx: &FoldInput<'_>) -> Option<Attribute> {
    (0..cx.consts.len()).find(|&i| is_poison(cx, i)).and_then(|i| cx.consts[i])
}
