//! LLVM's constant folder as mlir-translate's IRBuilder applies it to constant operands
//! (`ConstantFoldBinaryInstruction`, `...CompareInstruction`, `...CastInstruction`,
//! `...UnaryInstruction`, `...SelectInstruction`): identity and absorbing operands, the
//! `undef`/`poison` rules, and fixed vectors lane by lane. Wrap and exact flags play no part
//! (LLVM folds `add nsw` of `INT_MAX, 1` to `INT_MIN`). `add`, `sub`, `xor` and the casts
//! LLVM still has constant expressions for become expressions when they do not fold; any
//! other op that does not fold stays an instruction (`None`).

use super::consts::{self, Const};
use super::types::write_type;
use crate::ir::{Context, FloatKind, Type, TypeData};

/// `(element type, scalable)` of a vector type.
fn vector_of(ctx: &Context, ty: Type) -> Option<(Type, bool)> {
    match ctx.type_data(ty) {
        TypeData::Vector { elem, scalable, .. } => Some((*elem, scalable.iter().any(|&s| s))),
        _ => None,
    }
}

fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_data(ty) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// A scalar `zeroinitializer` spelled as the integer or float it is: LLVM has one constant
/// for both spellings, and the rules below compare values.
fn norm(ctx: &Context, c: &Const) -> Const {
    match c {
        Const::Zero(t) => match ctx.type_data(*t) {
            TypeData::Integer { .. } => Const::Int { ty: *t, v: 0 },
            TypeData::Float(_) => Const::Float { ty: *t, bits: 0 },
            _ => c.clone(),
        },
        _ => c.clone(),
    }
}

/// Whether every lane of `c` (or `c` itself, a scalar) satisfies `f`.
fn all_lanes(ctx: &Context, c: &Const, f: &dyn Fn(&Const) -> bool) -> bool {
    match (c, vector_of(ctx, c.ty())) {
        (_, None) => f(&norm(ctx, c)),
        (Const::Zero(_), Some((elem, _))) => f(&norm(ctx, &Const::Zero(elem))),
        (Const::Agg { elems, .. }, Some(_)) => elems.iter().all(|e| f(&norm(ctx, e))),
        _ => false,
    }
}

impl Const {
    fn int_value(&self) -> i128 {
        match self {
            Const::Int { v, .. } => *v,
            _ => 0,
        }
    }
}

fn is_int(c: &Const, v: i128) -> bool {
    matches!(c, Const::Int { v: x, .. } if *x == v)
}

/// `Constant::isNullValue`.
fn is_null(ctx: &Context, c: &Const) -> bool {
    matches!(c, Const::Zero(_))
        || all_lanes(ctx, c, &|e| matches!(e, Const::Int { v: 0, .. } | Const::Float { bits: 0, .. }))
}

/// A scalar or splat of `lane` (built for the lane type) of type `ty`; `None` for scalable
/// vectors, whose lanes cannot be listed.
fn splat(ctx: &Context, ty: Type, lane: &dyn Fn(Type) -> Const) -> Option<Const> {
    match ctx.type_data(ty) {
        TypeData::Vector { elem, scalable, shape } => {
            let l = lane(*elem);
            if l.is_zero() {
                return Some(Const::Zero(ty));
            }
            if scalable.iter().any(|&s| s) || shape.len() != 1 {
                return None;
            }
            Some(Const::aggregate(ty, vec![l; shape[0] as usize]))
        }
        _ => Some(lane(ty)),
    }
}

fn null_of(ctx: &Context, ty: Type) -> Const {
    match ctx.type_data(ty) {
        TypeData::Integer { .. } => Const::Int { ty, v: 0 },
        TypeData::Float(_) => Const::Float { ty, bits: 0 },
        _ => Const::Zero(ty),
    }
}

fn all_ones(ctx: &Context, ty: Type) -> Option<Const> {
    splat(ctx, ty, &|t| match float_kind(ctx, t) {
        Some(k) => Const::Float { ty: t, bits: u128::MAX >> (128 - k.width()) },
        None => Const::int(ctx, t, -1),
    })
}

/// `ConstantFP::getNaN`: the positive quiet NaN without payload.
fn nan(ctx: &Context, ty: Type) -> Option<Const> {
    let lane_ty = vector_of(ctx, ty).map_or(ty, |(e, _)| e);
    let bits = match float_kind(ctx, lane_ty)? {
        FloatKind::F16 => 0x7e00,
        FloatKind::BF16 => 0x7fc0,
        FloatKind::F32 => 0x7fc0_0000,
        FloatKind::F64 => 0x7ff8_0000_0000_0000,
        _ => return None,
    };
    splat(ctx, ty, &|t| Const::Float { ty: t, bits })
}

fn bool_of(ctx: &Context, ty: Type, b: bool) -> Option<Const> {
    splat(ctx, ty, &|t| Const::int(ctx, t, b as i128))
}

fn commutative(op: &str) -> bool {
    matches!(op, "add" | "mul" | "and" | "or" | "xor" | "fadd" | "fmul")
}

/// Whether `c` is `ConstantExpr::getBinOpIdentity(op, ty, rhs)`: for commutative ops on
/// either side, the others only on the right.
fn is_identity(ctx: &Context, op: &str, c: &Const, rhs: bool) -> bool {
    if !rhs && !commutative(op) {
        return false;
    }
    match op {
        "add" | "or" | "xor" | "sub" | "shl" | "lshr" | "ashr" => all_lanes(ctx, c, &|e| is_int(e, 0)),
        // One as the lane type holds it (`i1 true` is -1 sign-extended).
        "mul" | "sdiv" | "udiv" => {
            all_lanes(ctx, c, &|e| matches!(e, Const::Int { ty, v } if *v == Const::int(ctx, *ty, 1).int_value()))
        }
        "and" => all_lanes(ctx, c, &|e| is_int(e, -1)),
        "fadd" => all_lanes(ctx, c, &|e| float_bits(ctx, e).is_some_and(|(k, b)| b == 1u128 << (k.width() - 1))),
        "fsub" => all_lanes(ctx, c, &|e| matches!(e, Const::Float { bits: 0, .. })),
        "fmul" | "fdiv" => all_lanes(ctx, c, &|e| float_bits(ctx, e).is_some_and(|(k, b)| b == k.to_bits(1.0))),
        _ => false,
    }
}

fn float_bits(ctx: &Context, c: &Const) -> Option<(FloatKind, u128)> {
    match c {
        Const::Float { ty, bits } => Some((float_kind(ctx, *ty)?, *bits)),
        _ => None,
    }
}

/// `add`, `sub` and `xor` keep constant expressions (`ConstantExpr::isDesirableBinOp`).
fn desirable(op: &str) -> bool {
    matches!(op, "add" | "sub" | "xor")
}

/// What IRBuilder's `ConstantFolder::FoldBinOp` gives for a binary op on constants: the
/// fold, else a constant expression for `add`/`sub`/`xor`, else nothing (an instruction).
pub fn binop(ctx: &Context, op: &str, c1: &Const, c2: &Const) -> Option<Const> {
    if desirable(op) {
        return Some(fold_binop(ctx, op, c1, c2).unwrap_or_else(|| binop_expr(ctx, op, c1, c2)));
    }
    fold_binop(ctx, op, c1, c2)
}

fn binop_expr(ctx: &Context, op: &str, c1: &Const, c2: &Const) -> Const {
    let mut t = format!("{op} (");
    consts::write_typed(&mut t, ctx, c1);
    t.push_str(", ");
    consts::write_typed(&mut t, ctx, c2);
    t.push(')');
    Const::Expr { ty: c1.ty(), text: t.into() }
}

/// `ConstantFoldBinaryInstruction`.
fn fold_binop(ctx: &Context, op: &str, c1: &Const, c2: &Const) -> Option<Const> {
    let ty = c1.ty();
    if is_identity(ctx, op, c1, false) {
        return Some(c2.clone());
    }
    if is_identity(ctx, op, c2, true) {
        return Some(c1.clone());
    }
    if matches!(c1, Const::Poison(_)) || matches!(c2, Const::Poison(_)) {
        return Some(Const::Poison(ty));
    }
    let vector = vector_of(ctx, ty);
    let (u1, u2) = (matches!(c1, Const::Undef(_)), matches!(c2, Const::Undef(_)));
    // Fixed vectors meet their undef lanes one by one below.
    if (u1 || u2) && vector.is_none_or(|(_, scalable)| scalable) {
        return fold_undef_binop(ctx, op, c1, c2, u1, u2);
    }
    let (n1, n2) = (norm(ctx, c1), norm(ctx, c2));
    if let Const::Int { v: y, .. } = n2 {
        let absorbs = match op {
            "or" => y == -1,
            "and" | "mul" => y == 0,
            _ => false,
        };
        if absorbs {
            return Some(n2);
        }
        match op {
            "udiv" | "sdiv" | "urem" | "srem" if y == 0 => return Some(Const::Poison(ty)),
            "urem" | "srem" if Const::int(ctx, ty, 1).int_value() == y => return Some(Const::Int { ty, v: 0 }),
            _ => {}
        }
    } else if matches!(n1, Const::Int { .. }) && commutative(op) {
        return if desirable(op) { binop(ctx, op, c2, c1) } else { fold_binop(ctx, op, c2, c1) };
    }
    match (&n1, &n2) {
        (Const::Int { v: x, .. }, Const::Int { v: y, .. }) => {
            let w = ctx.int_width(ty)?;
            return Some(match consts::fold_int_binop(op, w, *x, *y, (false, false, false))? {
                Ok(v) => Const::int(ctx, ty, v),
                Err(()) => Const::Poison(ty),
            });
        }
        (Const::Int { v: x, .. }, _) => {
            let absorbs = match op {
                "or" => *x == -1,
                "and" | "mul" | "shl" | "lshr" | "ashr" | "sdiv" | "udiv" | "urem" | "srem" => *x == 0,
                _ => false,
            };
            if absorbs {
                return Some(n1);
            }
        }
        (Const::Float { bits: x, .. }, Const::Float { bits: y, .. }) => {
            let bits = consts::fold_float_binop(op, float_kind(ctx, ty)?, *x, *y)?;
            return Some(Const::Float { ty, bits });
        }
        _ => {}
    }
    if let Some((_, scalable)) = vector {
        if scalable {
            return None;
        }
        let (e1, e2) = (consts::elements(ctx, c1)?, consts::elements(ctx, c2)?);
        let mut out = Vec::with_capacity(e1.len());
        for (x, y) in e1.iter().zip(&e2) {
            out.push(binop(ctx, op, x, y)?);
        }
        return Some(Const::aggregate(ty, out));
    }
    if matches!(n2, Const::Expr { .. }) && !matches!(n1, Const::Expr { .. }) && commutative(op) {
        return fold_binop(ctx, op, c2, c1);
    }
    if ctx.int_width(ty) == Some(1) {
        return match op {
            "add" | "sub" => binop(ctx, "xor", c1, c2),
            "shl" | "lshr" | "ashr" | "sdiv" | "udiv" => Some(c1.clone()),
            "urem" | "srem" => Some(Const::Int { ty, v: 0 }),
            _ => None,
        };
    }
    None
}

/// The rules for a scalar (or scalable vector) `undef` operand.
fn fold_undef_binop(ctx: &Context, op: &str, c1: &Const, c2: &Const, u1: bool, u2: bool) -> Option<Const> {
    let ty = c1.ty();
    let null = || splat(ctx, ty, &|t| null_of(ctx, t));
    match op {
        "xor" if u1 && u2 => null(),
        "xor" | "add" | "sub" => Some(Const::Undef(ty)),
        "and" | "or" | "mul" if u1 && u2 => Some(c1.clone()),
        "and" => null(),
        "or" => all_ones(ctx, ty),
        "mul" => {
            let other = norm(ctx, if u1 { c2 } else { c1 });
            match other {
                Const::Int { v, .. } if v & 1 != 0 => Some(Const::Undef(ty)),
                _ => null(),
            }
        }
        "sdiv" | "udiv" | "urem" | "srem" => {
            if u2 || is_null(ctx, c2) {
                Some(Const::Poison(ty))
            } else {
                null()
            }
        }
        "shl" | "lshr" | "ashr" => {
            if u2 {
                Some(Const::Poison(ty))
            } else {
                null()
            }
        }
        "fsub" if u2 && float_bits(ctx, &norm(ctx, c1)).is_some_and(|(k, b)| b == 1u128 << (k.width() - 1)) => {
            Some(c2.clone())
        }
        "fadd" | "fsub" | "fmul" | "fdiv" | "frem" if u1 && u2 => Some(c1.clone()),
        "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => nan(ctx, ty),
        _ => None,
    }
}

/// `ConstantFoldUnaryInstruction` for `fneg`.
pub fn fneg(ctx: &Context, c: &Const) -> Option<Const> {
    let ty = c.ty();
    match vector_of(ctx, ty) {
        Some((_, true)) => matches!(c, Const::Undef(_) | Const::Poison(_)).then(|| c.clone()),
        Some(_) => {
            let lanes = consts::elements(ctx, c)?;
            let out = lanes.iter().map(|e| fneg(ctx, e)).collect::<Option<Vec<_>>>()?;
            Some(Const::aggregate(ty, out))
        }
        None => match norm(ctx, c) {
            Const::Undef(_) | Const::Poison(_) => Some(c.clone()),
            Const::Float { bits, .. } => {
                Some(Const::Float { ty, bits: bits ^ (1u128 << (float_kind(ctx, ty)?.width() - 1)) })
            }
            _ => None,
        },
    }
}

/// `ConstantFoldCompareInstruction`; `pred` is the LLVM keyword (`slt`, `olt`), `float`
/// tells `fcmp` from `icmp` (they share `ult`...), `res` is the `i1` (vector) type.
pub fn compare(ctx: &Context, pred: &str, float: bool, c1: &Const, c2: &Const, res: Type) -> Option<Const> {
    if float && matches!(pred, "false" | "_false") {
        return bool_of(ctx, res, false);
    }
    if float && matches!(pred, "true" | "_true") {
        return bool_of(ctx, res, true);
    }
    if matches!(c1, Const::Poison(_)) || matches!(c2, Const::Poison(_)) {
        return Some(Const::Poison(res));
    }
    let (u1, u2) = (matches!(c1, Const::Undef(_)), matches!(c2, Const::Undef(_)));
    if u1 || u2 {
        if !float && (matches!(pred, "eq" | "ne") || (u1 && u2)) {
            return Some(Const::Undef(res));
        }
        let b = if float { pred.starts_with('u') } else { matches!(pred, "eq" | "sle" | "sge" | "ule" | "uge") };
        return bool_of(ctx, res, b);
    }
    if !float && is_null(ctx, c2) {
        match pred {
            "uge" => return bool_of(ctx, res, true),
            "ult" => return bool_of(ctx, res, false),
            _ => {}
        }
    }
    let lane_ty = vector_of(ctx, c1.ty()).map_or(c1.ty(), |(e, _)| e);
    if !float && ctx.int_width(lane_ty) == Some(1) && matches!(pred, "eq" | "ne") {
        let not = |c: &Const| binop(ctx, "xor", c, &all_ones(ctx, c.ty())?);
        return match pred {
            "eq" if matches!(c1, Const::Expr { .. }) => binop(ctx, "xor", c1, &not(c2)?),
            "eq" => binop(ctx, "xor", c2, &not(c1)?),
            _ => binop(ctx, "xor", c1, c2),
        };
    }
    // Literal addresses (null, `inttoptr (i64 N to ptr)`) compare as their integers
    // (ConstantFoldCompareInstOperands folds both inttoptr operands with the data layout).
    let address = |c: &Const| match c {
        Const::Zero(t) if matches!(crate::llvm_types::view(ctx, *t), Some(crate::llvm_types::LlvmType::Ptr { .. })) => {
            Some(0)
        }
        Const::NullGep { offset, .. } => Some(*offset),
        _ => None,
    };
    if let (false, Some(x), Some(y)) = (float, address(c1), address(c2)) {
        return bool_of(ctx, res, consts::fold_icmp(pred, 64, x, y)?);
    }
    match (norm(ctx, c1), norm(ctx, c2)) {
        (Const::Int { v: x, .. }, Const::Int { v: y, .. }) if !float => {
            let r = consts::fold_icmp(pred, ctx.int_width(lane_ty)?, x, y)?;
            return bool_of(ctx, res, r);
        }
        (Const::Float { bits: x, .. }, Const::Float { bits: y, .. }) if float => {
            let k = float_kind(ctx, lane_ty)?;
            let r = crate::ir::fold::compare_floats(fcmp_number(pred)?, k.from_bits(x), k.from_bits(y))?;
            return bool_of(ctx, res, r);
        }
        _ => {}
    }
    if let Some((_, scalable)) = vector_of(ctx, c1.ty()) {
        let (res_lane, _) = vector_of(ctx, res)?;
        if scalable {
            return None;
        }
        let (e1, e2) = (consts::elements(ctx, c1)?, consts::elements(ctx, c2)?);
        let out = e1.iter().zip(&e2).map(|(x, y)| compare(ctx, pred, float, x, y, res_lane)).collect::<Option<_>>()?;
        return Some(Const::aggregate(res, out));
    }
    if float && c1 == c2 {
        match pred {
            "one" => return bool_of(ctx, res, false),
            "ueq" => return bool_of(ctx, res, true),
            _ => {}
        }
    }
    // evaluateICmpRelation: a constant equals itself.
    if !float && c1 == c2 {
        return bool_of(ctx, res, matches!(pred, "eq" | "sle" | "sge" | "ule" | "uge"));
    }
    None
}

/// MLIR's `FCmpPredicate` numbering, which `compare_floats` takes.
fn fcmp_number(pred: &str) -> Option<u64> {
    const NAMES: [&str; 16] = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true",
    ];
    NAMES.iter().position(|n| *n == pred).map(|i| i as u64)
}

/// Casts LLVM keeps as constant expressions when they do not fold
/// (`ConstantExpr::isDesirableCastOp`).
fn desirable_cast(op: &str) -> bool {
    matches!(op, "trunc" | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast")
}

/// What IRBuilder's `FoldCast` gives: the fold, else a constant expression for the
/// desirable casts, else nothing.
pub fn cast(ctx: &Context, op: &str, c: &Const, ty: Type) -> Option<Const> {
    // `inttoptr (i64 N to ptr)` is a literal address, which later folds see through.
    if let (Const::Int { ty: it, v }, "inttoptr") = (c, op) {
        if *v != 0 && ctx.int_width(*it) == Some(64) && vector_of(ctx, ty).is_none() {
            let mut t = format!("inttoptr (i64 {v} to ");
            write_type(&mut t, ctx, ty);
            t.push(')');
            return Some(Const::NullGep { ty, text: t.into(), offset: *v });
        }
    }
    if desirable_cast(op) {
        return Some(fold_cast(ctx, op, c, ty).unwrap_or_else(|| {
            let mut t = format!("{op} (");
            consts::write_typed(&mut t, ctx, c);
            t.push_str(" to ");
            write_type(&mut t, ctx, ty);
            t.push(')');
            Const::Expr { ty, text: t.into() }
        }));
    }
    fold_cast(ctx, op, c, ty)
}

/// `ConstantFoldCastInstruction` (without its folds of casts of casts).
fn fold_cast(ctx: &Context, op: &str, c: &Const, ty: Type) -> Option<Const> {
    match c {
        Const::Poison(_) => return Some(Const::Poison(ty)),
        Const::Undef(_) => {
            return Some(match op {
                "zext" | "sext" | "uitofp" | "sitofp" => splat(ctx, ty, &|t| null_of(ctx, t))?,
                _ => Const::Undef(ty),
            });
        }
        _ => {}
    }
    if op != "addrspacecast" && is_null(ctx, c) {
        return splat(ctx, ty, &|t| null_of(ctx, t));
    }
    if let (Some((_, src_scalable)), Some((dst_lane, _))) = (vector_of(ctx, c.ty()), vector_of(ctx, ty)) {
        if lane_count(ctx, c.ty()) == lane_count(ctx, ty) {
            if src_scalable {
                return None;
            }
            let lanes = consts::elements(ctx, c)?;
            let out = lanes.iter().map(|e| cast(ctx, op, e, dst_lane)).collect::<Option<_>>()?;
            return Some(Const::aggregate(ty, out));
        }
    }
    let n = norm(ctx, c);
    match op {
        "fpext" | "fptrunc" | "sitofp" | "uitofp" | "fptosi" | "fptoui" => consts::fold_float_cast(ctx, op, &n, ty),
        "zext" | "sext" | "trunc" => {
            let Const::Int { ty: at, v } = n else { return None };
            let v = if op == "zext" { consts::zext(v, ctx.int_width(at)?) as i128 } else { v };
            Some(Const::int(ctx, ty, v))
        }
        "bitcast" => fold_bitcast(ctx, &n, ty),
        _ => None,
    }
}

fn lane_count(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(&**shape),
        _ => None,
    }
}

/// `FoldBitCast`: all-ones stays all-ones, and integers and floats of one width swap.
fn fold_bitcast(ctx: &Context, c: &Const, ty: Type) -> Option<Const> {
    if vector_of(ctx, ty).is_none() && vector_of(ctx, c.ty()).is_none() {
        match (c, float_kind(ctx, ty)) {
            (Const::Int { ty: at, v }, Some(k)) if ctx.int_width(*at) == Some(k.width()) => {
                return Some(Const::Float { ty, bits: consts::zext(*v, k.width()) });
            }
            (Const::Float { ty: at, bits }, None) if float_kind(ctx, *at).map(|k| k.width()) == ctx.int_width(ty) => {
                return Some(Const::int(ctx, ty, *bits as i128));
            }
            _ => {}
        }
    }
    let ones = all_lanes(ctx, c, &|e| match e {
        Const::Int { v, .. } => *v == -1,
        Const::Float { ty, bits } => float_kind(ctx, *ty).is_some_and(|k| *bits == u128::MAX >> (128 - k.width())),
        _ => false,
    });
    if ones {
        return all_ones(ctx, ty);
    }
    None
}

/// `ConstantFoldSelectInstruction`.
pub fn select(ctx: &Context, cond: &Const, t: &Const, f: &Const) -> Option<Const> {
    if is_null(ctx, cond) {
        return Some(f.clone());
    }
    if all_lanes(ctx, cond, &|e| is_int(e, -1)) {
        return Some(t.clone());
    }
    if let (Const::Agg { elems, .. }, Some((_, false))) = (cond, vector_of(ctx, cond.ty())) {
        if let (Some(a), Some(b)) = (consts::elements(ctx, t), consts::elements(ctx, f)) {
            let mut out = Vec::with_capacity(elems.len());
            for ((c, x), y) in elems.iter().zip(&a).zip(&b) {
                let v = match norm(ctx, c) {
                    Const::Poison(_) => Const::Poison(x.ty()),
                    _ if norm(ctx, x) == norm(ctx, y) => x.clone(),
                    Const::Undef(_) => {
                        if matches!(x, Const::Undef(_) | Const::Poison(_)) {
                            x.clone()
                        } else {
                            y.clone()
                        }
                    }
                    Const::Int { v, .. } => {
                        if v == 0 {
                            y.clone()
                        } else {
                            x.clone()
                        }
                    }
                    _ => break,
                };
                out.push(v);
            }
            if out.len() == elems.len() {
                return Some(Const::aggregate(t.ty(), out));
            }
        }
    }
    match cond {
        Const::Poison(_) => return Some(Const::Poison(t.ty())),
        Const::Undef(_) => return Some(if matches!(t, Const::Undef(_) | Const::Poison(_)) { t } else { f }.clone()),
        _ => {}
    }
    if norm(ctx, t) == norm(ctx, f) {
        return Some(t.clone());
    }
    if matches!(t, Const::Poison(_)) {
        return Some(f.clone());
    }
    if matches!(f, Const::Poison(_)) {
        return Some(t.clone());
    }
    if matches!(t, Const::Undef(_)) && not_poison(ctx, f) {
        return Some(f.clone());
    }
    if matches!(f, Const::Undef(_)) && not_poison(ctx, t) {
        return Some(t.clone());
    }
    None
}

/// `select`'s test that a constant holds no poison.
fn not_poison(ctx: &Context, c: &Const) -> bool {
    match c {
        Const::Int { .. } | Const::Float { .. } | Const::Global { .. } => true,
        Const::Zero(t) => {
            vector_of(ctx, *t).is_some()
                || ctx.int_width(*t).is_some()
                || float_kind(ctx, *t).is_some()
                || matches!(crate::llvm_types::view(ctx, *t), Some(crate::llvm_types::LlvmType::Ptr { .. }))
        }
        Const::Agg { ty, elems } => {
            vector_of(ctx, *ty).is_some()
                && elems.iter().all(|e| !matches!(e, Const::Poison(_) | Const::Expr { .. } | Const::NullGep { .. }))
        }
        _ => false,
    }
}
