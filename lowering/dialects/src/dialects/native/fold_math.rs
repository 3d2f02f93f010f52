//! The math folders the spec names (`Folder<"fold_math::...", kind>`), as MLIR 22's
//! `MathOps.cpp` fold hooks: constants through the C library's functions for f32 and f64
//! (the ones MLIR calls: `logf`, `log`, `powf`, ...; Rust's float methods reach the same
//! ones), roundings and `absf`/`copysign` for every float type, bit counts and `ipowi`
//! on integers, and the classifications. Scalars, splats and dense vectors fold element by
//! element; a poison operand folds to poison. The math dialect materializes its constants
//! as arith does (`MathDialect::materializeConstant`).

use crate::ir::fold::{int_elements, int_width, FoldInput, Folded, Int};
use crate::ir::{AttrData, Attribute, Context, DenseValues, FloatKind, Type, TypeData};

/// Registers the math dialect's constant materializer (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "math", super::arith::materialize_constant);
}

/// The elements of constant operand `i` as floats, and whether it is a scalar or splat.
fn floats(cx: &FoldInput<'_>, i: usize) -> Option<(bool, Vec<f64>)> {
    if let Some(v) = cx.float(i) {
        return Some((true, vec![v]));
    }
    match cx.ctx().attr_data((*cx.consts.get(i)?)?) {
        AttrData::DenseElements { splat: false, values: DenseValues::Float(v), .. } => {
            Some((false, v.iter().map(|b| f64::from_bits(*b)).collect()))
        }
        _ => None,
    }
}

/// The elements of constant operand `i` as integers.
fn ints(cx: &FoldInput<'_>, i: usize) -> Option<(bool, Vec<Int>)> {
    if let Some(v) = cx.int(i) {
        return Some((true, vec![v]));
    }
    let a = (*cx.consts.get(i)?)?;
    int_elements(cx.ctx(), a, cx.op.value_type(cx.operand(i))).map(|v| (false, v))
}

fn float_result(cx: &FoldInput<'_>, ty: Type, splat: bool, values: Vec<f64>) -> Folded {
    if splat {
        return values.first().map_or(Folded::None, |&v| Folded::attr(cx.float_attr(ty, v)));
    }
    let bits = values.iter().map(|v| v.to_bits()).collect();
    Folded::attr(cx.ctx().dense_elements(ty, DenseValues::Float(bits)))
}

fn int_result(cx: &FoldInput<'_>, ty: Type, splat: bool, values: Vec<Int>) -> Folded {
    if splat {
        return values.first().map_or(Folded::None, |&v| Folded::attr(cx.int_attr(ty, v)));
    }
    let one_bit = int_width(cx.ctx(), ty) == Some(1);
    let v = values.iter().map(|x| if one_bit { x.bits as i128 } else { x.sext() }).collect();
    Folded::attr(cx.ctx().dense_int_elements(ty, v))
}

fn elem_kind(cx: &FoldInput<'_>, ty: Type) -> Option<FloatKind> {
    let ctx = cx.ctx();
    match ctx.type_data(ctx.element_type_or_self(ty)) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// The first poison operand (MLIR's constant folders give it back).
fn poison(cx: &FoldInput<'_>) -> Option<Attribute> {
    cx.consts.iter().flatten().copied().find(|&a| super::ub::is_poison_attr(cx.ctx(), a))
}

/// A C library function of one argument at f32 or f64, as MLIR's folders pick by width;
/// `None` for other widths, or where MLIR declines (the logarithms and `sqrt` of
/// negative numbers, -0 included).
fn unary_fn(kind: &str, k: FloatKind, a: f64) -> Option<f64> {
    let negative = a.is_sign_negative() && !a.is_nan();
    match kind {
        "log" | "log2" | "log10" | "sqrt" if negative => return None,
        "log1p" if (a + 1.0).is_sign_negative() => return None,
        _ => {}
    }
    match k {
        FloatKind::F32 => {
            let x = a as f32;
            let r = match kind {
                "log" => x.ln(),
                "log2" => x.log2(),
                "log10" => x.log10(),
                "log1p" => x.ln_1p(),
                "exp" => x.exp(),
                "exp2" => x.exp2(),
                "expm1" => x.exp_m1(),
                "sqrt" => x.sqrt(),
                "tan" => x.tan(),
                "tanh" => x.tanh(),
                "sin" => x.sin(),
                "cos" => x.cos(),
                "sinh" => x.sinh(),
                "cosh" => x.cosh(),
                "asin" => x.asin(),
                "acos" => x.acos(),
                "atan" => x.atan(),
                _ => return None,
            };
            Some(f64::from(r))
        }
        FloatKind::F64 => Some(match kind {
            "log" => a.ln(),
            "log2" => a.log2(),
            "log10" => a.log10(),
            "log1p" => a.ln_1p(),
            "exp" => a.exp(),
            "exp2" => a.exp2(),
            "expm1" => a.exp_m1(),
            "sqrt" => a.sqrt(),
            "tan" => a.tan(),
            "tanh" => a.tanh(),
            "sin" => a.sin(),
            "cos" => a.cos(),
            "sinh" => a.sinh(),
            "cosh" => a.cosh(),
            "asin" => a.asin(),
            "acos" => a.acos(),
            "atan" => a.atan(),
            _ => return None,
        }),
        _ => None,
    }
}

/// One-operand float ops: the C library functions, the roundings and `absf`.
pub fn float_unary(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    if let Some(p) = poison(cx) {
        return Folded::attr(p);
    }
    let ty = cx.result_type();
    let Some(k) = elem_kind(cx, ty) else { return Folded::None };
    let Some((splat, values)) = floats(cx, 0) else { return Folded::None };
    let mut out = Vec::with_capacity(values.len());
    for a in values {
        // Roundings and absf are exact in every format (APFloat's `roundToIntegral`);
        // `round` goes through C's `round`/`roundf`, so f32 and f64 only.
        let r = match kind {
            "absf" => Some(a.abs()),
            "ceil" => Some(a.ceil()),
            "floor" => Some(a.floor()),
            "trunc" => Some(a.trunc()),
            "round" if matches!(k, FloatKind::F32 | FloatKind::F64) => Some(a.round()),
            "round" => None,
            "roundeven" => Some(a.round_ties_even()),
            _ => unary_fn(kind, k, a),
        };
        let Some(r) = r else { return Folded::None };
        out.push(r);
    }
    float_result(cx, ty, splat, out)
}

/// Two-operand float ops: `powf`, `atan2` (both operands f32 or both f64) and `copysign`.
pub fn float_binary(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    if let Some(p) = poison(cx) {
        return Folded::attr(p);
    }
    let ty = cx.result_type();
    let Some(k) = elem_kind(cx, ty) else { return Folded::None };
    let (Some((sa, a)), Some((sb, b))) = (floats(cx, 0), floats(cx, 1)) else { return Folded::None };
    let n = a.len().max(b.len());
    if (a.len() != n && a.len() != 1) || (b.len() != n && b.len() != 1) {
        return Folded::None;
    }
    let at = |v: &Vec<f64>, i: usize| if v.len() == 1 { v[0] } else { v[i] };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let (x, y) = (at(&a, i), at(&b, i));
        let r = match (kind, k) {
            ("copysign", _) => x.copysign(y),
            ("powf", FloatKind::F32) => f64::from((x as f32).powf(y as f32)),
            ("powf", FloatKind::F64) => x.powf(y),
            ("atan2", FloatKind::F32) => f64::from((x as f32).atan2(y as f32)),
            ("atan2", FloatKind::F64) => x.atan2(y),
            _ => return Folded::None,
        };
        out.push(r);
    }
    float_result(cx, ty, sa && sb, out)
}

/// Integer ops: `absi`, `ctlz`, `cttz`, `ctpop`, and `ipowi`.
pub fn int_op(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    if let Some(p) = poison(cx) {
        return Folded::attr(p);
    }
    let ty = cx.result_type();
    let Some((sa, a)) = ints(cx, 0) else { return Folded::None };
    let unary = |x: Int| -> Option<Int> {
        let w = x.width;
        let pad = 128 - w;
        Some(match kind {
            "absi" => x.from_signed(x.sext().wrapping_abs()),
            "ctlz" => x.with(u128::from(x.bits.leading_zeros() - pad)),
            "cttz" => x.with(u128::from(if x.bits == 0 { w } else { x.bits.trailing_zeros() })),
            "ctpop" => x.with(u128::from(x.bits.count_ones())),
            _ => return None,
        })
    };
    if kind != "ipowi" {
        let out: Option<Vec<Int>> = a.into_iter().map(unary).collect();
        return out.map_or(Folded::None, |v| int_result(cx, ty, sa, v));
    }
    let Some((sb, b)) = ints(cx, 1) else { return Folded::None };
    let n = a.len().max(b.len());
    if (a.len() != n && a.len() != 1) || (b.len() != n && b.len() != 1) {
        return Folded::None;
    }
    let at = |v: &Vec<Int>, i: usize| if v.len() == 1 { v[0] } else { v[i] };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let Some(r) = ipowi(at(&a, i), at(&b, i)) else { return Folded::None };
        out.push(r);
    }
    int_result(cx, ty, sa && sb, out)
}

/// `base ** exp` wrapping at the width; a negative exponent gives 1 or -1 for those
/// bases and 0 for the others, and declines for 0 (a division by zero).
fn ipowi(base: Int, exp: Int) -> Option<Int> {
    let (b, e) = (base.sext(), exp.sext());
    if e < 0 {
        return match b {
            0 => None,
            1 => Some(base.from_signed(1)),
            -1 => Some(base.from_signed(if e % 2 == 0 { 1 } else { -1 })),
            _ => Some(base.from_signed(0)),
        };
    }
    let (mut result, mut sq, mut e) = (1u128, base.bits, e as u128);
    while e > 0 {
        if e & 1 == 1 {
            result = base.with(result.wrapping_mul(sq)).bits;
        }
        sq = base.with(sq.wrapping_mul(sq)).bits;
        e >>= 1;
    }
    Some(base.with(result))
}

/// The classifications of a scalar: `isfinite`, `isinf`, `isnan`, `isnormal` (normal in
/// the operand's own format). MLIR folds a `FloatAttr` operand only.
pub fn classify(cx: &FoldInput<'_>, kind: &'static str) -> Folded {
    let ty = cx.result_type();
    if cx.ctx().element_type_or_self(ty) != ty {
        return Folded::None;
    }
    let Some(k) = elem_kind(cx, cx.op.value_type(cx.operand(0))) else { return Folded::None };
    let Some((splat, values)) = floats(cx, 0) else { return Folded::None };
    let lay = k.layout();
    let min_normal = 2f64.powi(1 - lay.bias);
    let out = values
        .into_iter()
        .map(|a| {
            let b = match kind {
                "isfinite" => a.is_finite(),
                "isinf" => a.is_infinite(),
                "isnan" => a.is_nan(),
                _ => a.is_finite() && a.abs() >= min_normal,
            };
            Int::new(i128::from(b), 1)
        })
        .collect();
    int_result(cx, ty, splat, out)
}
