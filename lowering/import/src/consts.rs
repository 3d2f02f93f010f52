//! Constants as LLVM uniques and folds them (an all-zero aggregate is `zeroinitializer`,
//! an array of plain numbers is constant data, ...), with the operands MLIR's importer
//! walks to order their materialization.

use crate::ast::{Const, ConstExpr, Type, TV};

/// A constant after LLVM's folding.
#[derive(Clone, Debug, PartialEq)]
pub enum C {
    /// An integer of the type.
    Int(Type, i128),
    /// A wide integer (decimal text).
    BigInt(Type, String),
    /// A float: its bits in the type's format (x86_fp80 in the low 80 bits).
    Float(Type, u128),
    /// `null` of a pointer type.
    Null(Type),
    /// `none`.
    NoneToken,
    /// `undef`.
    Undef(Type),
    /// `poison`.
    Poison(Type),
    /// An all-zero aggregate (`ConstantAggregateZero`).
    Zero(Type),
    /// An array or vector of integers or floats (`ConstantDataSequential`), elements as
    /// their MLIR attribute text.
    Data(Type, Vec<C>),
    /// An array, struct or vector of other constants (`ConstantAggregate`).
    Agg(Type, Vec<C>),
    /// A global's address.
    Global(Type, String),
    /// A constant expression: the expression and its folded operands.
    Expr(Type, Box<ConstExpr>, Vec<C>),
    /// `dso_local_equivalent @f`.
    DsoLocal(Type, String),
    /// `blockaddress(@f, %bb)`.
    BlockAddress(Type, String, String),
    /// `no_cfi @f`.
    NoCfi(Type, String),
}

impl C {
    /// Its type.
    pub fn ty(&self) -> Type {
        match self {
            C::Int(t, _)
            | C::BigInt(t, _)
            | C::Float(t, _)
            | C::Null(t)
            | C::Undef(t)
            | C::Poison(t)
            | C::Zero(t)
            | C::Data(t, _)
            | C::Agg(t, _)
            | C::Global(t, _)
            | C::Expr(t, _, _)
            | C::DsoLocal(t, _)
            | C::BlockAddress(t, _, _)
            | C::NoCfi(t, _) => t.clone(),
            C::NoneToken => Type::Token,
        }
    }

    /// Whether LLVM sees it as the null value of its type.
    pub fn is_null(&self) -> bool {
        match self {
            C::Int(_, v) => *v == 0,
            C::BigInt(_, s) => s.trim_start_matches('-').chars().all(|c| c == '0'),
            C::Float(_, b) => *b == 0,
            C::Null(_) | C::Zero(_) => true,
            _ => false,
        }
    }

    /// The operands LLVM's importer walks (for `zeroinitializer`: its elements).
    pub fn deps(&self, elem_zero: &dyn Fn(&Type) -> Vec<C>) -> Vec<C> {
        match self {
            C::Agg(_, e) => e.clone(),
            C::Expr(_, _, ops) => ops.clone(),
            // The function operand of these is a constant LLVM walks too.
            C::DsoLocal(t, g) | C::NoCfi(t, g) => vec![C::Global(t.clone(), g.clone())],
            C::Zero(t) => elem_zero(t),
            _ => Vec::new(),
        }
    }

    /// A key equal for equal constants (LLVM uniques constants): where an expression was
    /// written plays no part (`add (X, X)` converts X once).
    pub fn key(&self) -> String {
        let list = |head: String, items: &[C]| {
            let mut s = head;
            for i in items {
                s.push_str(&i.key());
                s.push(';');
            }
            s.push(']');
            s
        };
        match self {
            C::Expr(t, e, ops) => list(format!("Expr({t:?} {} {:?} {:?} [", e.op, e.flags, e.ty), ops),
            C::Agg(t, elems) => list(format!("Agg({t:?} ["), elems),
            _ => format!("{self:?}"),
        }
    }
}

/// The zero of `t`: an integer, float, null pointer, or `zeroinitializer` aggregate.
pub fn zero_of(t: &Type) -> C {
    match t {
        Type::Int(_) => C::Int(t.clone(), 0),
        Type::Float(_) => C::Float(t.clone(), 0),
        Type::Ptr(_) => C::Null(t.clone()),
        Type::Token => C::NoneToken,
        _ => C::Zero(t.clone()),
    }
}

/// Truncates `v` to `w` bits, sign-extending back (LLVM stores integers in their width).
pub fn wrap_int(v: i128, w: u32) -> i128 {
    if w >= 128 {
        return v;
    }
    let shift = 128 - w;
    (v << shift) >> shift
}

/// Parses `f` (a decimal literal) or hex digits into the bits of the float type `name`.
pub fn float_bits(name: &str, lit: &Const) -> Option<u128> {
    let f64_bits = match lit {
        Const::Float(s) => s.parse::<f64>().ok()?.to_bits(),
        Const::HexFloat('x', d) => u64::from_str_radix(d, 16).ok()?,
        // `0xL`/`0xM` (fp128, ppc_fp128) write the low 64 bits first.
        Const::HexFloat('L' | 'M', d) if d.len() == 32 => {
            let lo = u128::from_str_radix(&d[..16], 16).ok()?;
            let hi = u128::from_str_radix(&d[16..], 16).ok()?;
            return Some(hi << 64 | lo);
        }
        Const::HexFloat(_, d) => return u128::from_str_radix(d, 16).ok(),
        Const::Int(v) => (*v as f64).to_bits(),
        _ => return None,
    };
    let d = f64::from_bits(f64_bits);
    Some(match name {
        "double" => f64_bits as u128,
        "float" => (d as f32).to_bits() as u128,
        "half" => f64_to_half(d) as u128,
        "bfloat" => ((d as f32).to_bits() >> 16) as u128,
        "x86_fp80" => f64_to_x87(f64_bits),
        "fp128" => f64_to_quad(f64_bits),
        _ => f64_bits as u128,
    })
}

fn f64_to_half(d: f64) -> u16 {
    let b = d.to_bits();
    let sign = ((b >> 63) as u16) << 15;
    if d.is_nan() {
        return sign | 0x7e00;
    }
    if d.is_infinite() {
        return sign | 0x7c00;
    }
    if d == 0.0 {
        return sign;
    }
    let a = d.abs();
    let e = a.log2().floor() as i32;
    if e < -14 {
        // Subnormal.
        let m = (a / 2f64.powi(-24)).round() as u16;
        return sign | m;
    }
    if e > 15 {
        return sign | 0x7c00;
    }
    let m = ((a / 2f64.powi(e) - 1.0) * 1024.0).round() as u16;
    sign | (((e + 15) as u16) << 10) | (m & 0x3ff)
}

fn f64_to_x87(b: u64) -> u128 {
    let sign = (b >> 63) as u128;
    let exp = ((b >> 52) & 0x7ff) as i64;
    let frac = b & ((1u64 << 52) - 1);
    if exp == 0 && frac == 0 {
        return sign << 79;
    }
    if exp == 0x7ff {
        let m = (1u128 << 63) | ((frac as u128) << 11);
        return (sign << 79) | (0x7fffu128 << 64) | m;
    }
    let e = exp - 1023 + 16383;
    let m = (1u128 << 63) | ((frac as u128) << 11);
    (sign << 79) | ((e as u128) << 64) | m
}

fn f64_to_quad(b: u64) -> u128 {
    let sign = (b >> 63) as u128;
    let exp = ((b >> 52) & 0x7ff) as i64;
    let frac = (b & ((1u64 << 52) - 1)) as u128;
    if exp == 0 && frac == 0 {
        return sign << 127;
    }
    if exp == 0x7ff {
        return (sign << 127) | (0x7fffu128 << 112) | (frac << 60);
    }
    let e = (exp - 1023 + 16383) as u128;
    (sign << 127) | (e << 112) | (frac << 60)
}

/// Whether `t` may be the element of constant data (`ConstantDataSequential`).
pub fn is_data_elem(t: &Type) -> bool {
    matches!(t, Type::Int(8 | 16 | 32 | 64) | Type::Float("half" | "bfloat" | "float" | "double"))
}

/// Folds a parsed constant of type `ty` as LLVM does; `Err` with a message for a value
/// that does not fit its type.
pub fn fold(tv: &TV) -> Result<C, String> {
    let ty = &tv.ty;
    let c = match &tv.v {
        crate::ast::Val::Const(c) => c,
        _ => return Err("expected a constant value".into()),
    };
    let elem_tvs = |elems: &[TV]| -> Result<Vec<C>, String> { elems.iter().map(fold).collect() };
    Ok(match c {
        Const::Int(v) => match ty {
            Type::Int(w) => C::Int(ty.clone(), wrap_int(*v, *w)),
            Type::Float(n) => C::Float(ty.clone(), float_bits(n, c).ok_or("floating point constant invalid for type")?),
            _ => return Err("integer constant must have integer type".into()),
        },
        Const::BigInt(s) => match ty {
            Type::Int(_) => C::BigInt(ty.clone(), s.clone()),
            _ => return Err("integer constant must have integer type".into()),
        },
        Const::Float(_) | Const::HexFloat(..) => match ty {
            Type::Float(n) => C::Float(ty.clone(), float_bits(n, c).ok_or("floating point constant invalid for type")?),
            Type::Int(w) if matches!(c, Const::HexFloat(..)) => {
                let Const::HexFloat(_, d) = c else { unreachable!() };
                C::Int(ty.clone(), wrap_int(u128::from_str_radix(d, 16).unwrap_or(0) as i128, *w))
            }
            _ => return Err("floating point constant invalid for type".into()),
        },
        Const::Null => match ty {
            Type::Ptr(_) => C::Null(ty.clone()),
            _ => return Err("null must be a pointer type".into()),
        },
        Const::None => C::NoneToken,
        Const::Undef => C::Undef(ty.clone()),
        Const::Poison => C::Poison(ty.clone()),
        Const::Zero => match ty {
            Type::Int(_) | Type::Float(_) | Type::Ptr(_) | Type::Token => zero_of(ty),
            _ => C::Zero(ty.clone()),
        },
        Const::Global(g) => C::Global(ty.clone(), g.clone()),
        Const::DsoLocalEquivalent(g) => C::DsoLocal(ty.clone(), g.clone()),
        Const::NoCfi(g) => C::NoCfi(ty.clone(), g.clone()),
        Const::BlockAddress(f, b) => C::BlockAddress(ty.clone(), f.clone(), b.clone()),
        Const::CStr(bytes) => {
            let Type::Array(n, e) = ty else { return Err("constant expression type mismatch".into()) };
            if **e != Type::Int(8) || *n != bytes.len() as u64 {
                return Err(format!(
                    "constant expression type mismatch: got type '[{} x i8]' but expected '{}'",
                    bytes.len(),
                    crate::parse::llvm_type_name(ty)
                ));
            }
            let elems = bytes.iter().map(|b| C::Int(Type::Int(8), *b as i8 as i128)).collect();
            aggregate(ty, elems)
        }
        Const::Array(elems) | Const::Vector(elems) | Const::Struct(elems) => {
            let e = elem_tvs(elems)?;
            aggregate(ty, e)
        }
        Const::Splat(v) => {
            let e = fold(v)?;
            let Type::Vector { len, scalable, .. } = ty else { return Err("splat must have vector type".into()) };
            if *scalable {
                // LLVM spells a scalable splat as a shuffle of one inserted element.
                let poison = C::Poison(ty.clone());
                let ins_expr = ConstExpr { op: "insertelement".into(), flags: vec![], ty: None, operands: vec![] };
                let ins = C::Expr(ty.clone(), Box::new(ins_expr), vec![poison.clone(), e, C::Int(Type::Int(64), 0)]);
                let shuf = ConstExpr { op: "shufflevector".into(), flags: vec![], ty: None, operands: vec![] };
                return Ok(C::Expr(ty.clone(), Box::new(shuf), vec![ins, poison]));
            }
            aggregate(ty, vec![e; *len as usize])
        }
        Const::Expr(e) => {
            let ops = elem_tvs(&e.operands)?;
            let rty = match e.op.as_str() {
                "getelementptr" => e.operands.first().map(|o| o.ty.clone()).unwrap_or(Type::Ptr(0)),
                _ if e.ty.is_some() => e.ty.clone().unwrap_or(Type::Void),
                "icmp" | "fcmp" => match &e.operands[0].ty {
                    Type::Vector { scalable, len, .. } => {
                        Type::Vector { scalable: *scalable, len: *len, elem: Box::new(Type::Int(1)) }
                    }
                    _ => Type::Int(1),
                },
                "extractelement" => match &e.operands[0].ty {
                    Type::Vector { elem, .. } => (**elem).clone(),
                    t => t.clone(),
                },
                _ => e.operands.first().map(|o| o.ty.clone()).unwrap_or(Type::Void),
            };
            // A GEP's result is a vector of pointers when an operand is a vector.
            let rty = if e.op == "getelementptr" {
                match e.operands.iter().find_map(|o| match &o.ty {
                    Type::Vector { scalable, len, .. } => Some((*scalable, *len)),
                    _ => None,
                }) {
                    Some((scalable, len)) => Type::Vector { scalable, len, elem: Box::new(rty) },
                    None => rty,
                }
            } else {
                rty
            };
            if *ty != rty && e.op != "getelementptr" {
                // The written type must be the expression's.
                return Err("constant expression type mismatch".into());
            }
            fold_expr(ty, e, ops)
        }
    })
}

/// The value LLVM's constant folder gives an expression of integer constants (the parser
/// folds what it can), else the expression.
fn fold_expr(ty: &Type, e: &ConstExpr, ops: Vec<C>) -> C {
    let width = |t: &Type| match t {
        Type::Int(w) => Some(*w),
        _ => None,
    };
    let unsigned = |v: i128, w: u32| if w >= 128 { v } else { v & ((1i128 << w) - 1) };
    let folded = match (e.op.as_str(), ops.as_slice()) {
        ("trunc" | "sext" | "bitcast", [C::Int(_, v)]) if width(ty).is_some() => {
            width(ty).map(|w| C::Int(ty.clone(), wrap_int(*v, w)))
        }
        ("zext", [C::Int(t, v)]) => match (width(t), width(ty)) {
            (Some(from), Some(to)) => Some(C::Int(ty.clone(), wrap_int(unsigned(*v, from), to))),
            _ => None,
        },
        ("inttoptr", [C::Int(_, 0)]) if matches!(ty, Type::Ptr(_)) => Some(C::Null(ty.clone())),
        ("ptrtoint", [C::Null(_)]) if width(ty).is_some() => Some(C::Int(ty.clone(), 0)),
        (op, [C::Int(t, a), C::Int(_, b)]) => width(t).and_then(|w| {
            let (ua, ub) = (unsigned(*a, w), unsigned(*b, w));
            let r = match op {
                "add" => a.wrapping_add(*b),
                "sub" => a.wrapping_sub(*b),
                "mul" => a.wrapping_mul(*b),
                "and" => a & b,
                "or" => a | b,
                "xor" => a ^ b,
                "shl" if ub < w as i128 => a.wrapping_shl(ub as u32),
                "lshr" if ub < w as i128 => ua >> ub,
                "ashr" if ub < w as i128 => a >> ub,
                "udiv" if ub != 0 => ua / ub,
                "sdiv" if *b != 0 => a.wrapping_div(*b),
                _ => return None,
            };
            Some(C::Int(t.clone(), wrap_int(r, w)))
        }),
        ("extractelement", [C::Data(_, elems) | C::Agg(_, elems), C::Int(_, i)]) => elems.get(*i as usize).cloned(),
        _ => None,
    };
    folded.unwrap_or_else(|| C::Expr(ty.clone(), Box::new(e.clone()), ops))
}

/// An aggregate of `elems` as LLVM builds it: all null -> `zeroinitializer`, all poison ->
/// `poison`, all undef -> `undef`, numbers -> constant data.
pub fn aggregate(ty: &Type, elems: Vec<C>) -> C {
    if elems.is_empty() || elems.iter().all(C::is_null) {
        return C::Zero(ty.clone());
    }
    if elems.iter().all(|e| matches!(e, C::Poison(_))) {
        return C::Poison(ty.clone());
    }
    if elems.iter().all(|e| matches!(e, C::Undef(_) | C::Poison(_))) {
        return C::Undef(ty.clone());
    }
    let elem_ty = match ty {
        Type::Array(_, e) => Some((**e).clone()),
        Type::Vector { elem, scalable: false, .. } => Some((**elem).clone()),
        _ => None,
    };
    if let Some(et) = elem_ty {
        if is_data_elem(&et) && elems.iter().all(|e| matches!(e, C::Int(..) | C::Float(..))) {
            return C::Data(ty.clone(), elems);
        }
    }
    C::Agg(ty.clone(), elems)
}
