//! Affine maps, integer sets and affine expressions in MLIR 22's textual form
//! (`(d0)[s0] -> (d0 + s0)`), with MLIR's parenthesization and subtraction forms.

use crate::ir::{AffineExpr, AffineMap, IntegerSet};

/// `(d0)[s0] -> (d0 + s0)`: an affine map, as inside `affine_map<...>`.
pub fn write_affine_map(out: &mut String, m: &AffineMap) {
    write_dim_sym_lists(out, m.num_dims, m.num_symbols);
    out.push_str(" -> (");
    for (i, e) in m.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, e);
    }
    out.push(')');
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`: an integer set, as inside `affine_set<...>`.
pub fn write_integer_set(out: &mut String, s: &IntegerSet) {
    write_dim_sym_lists(out, s.num_dims, s.num_symbols);
    out.push_str(" : (");
    for (i, (e, is_eq)) in s.constraints.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, e);
        out.push_str(if *is_eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

fn write_dim_sym_lists(out: &mut String, dims: u32, syms: u32) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("d{i}"));
    }
    out.push(')');
    if syms > 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&format!("s{i}"));
        }
        out.push(']');
    }
}

/// An affine expression as MLIR prints it (`d0 - 1`, `-d0 + 3`, `(d0 + 1) * 2`).
pub fn write_affine_expr(out: &mut String, e: &AffineExpr) {
    write_affine_expr_with(out, e, false, &mut |out, pos, is_sym| {
        out.push(if is_sym { 's' } else { 'd' });
        out.push_str(&pos.to_string());
    });
}

/// Like [`write_affine_expr`] with custom names for dims and symbols (custom op syntax
/// that prints SSA operands inside affine expressions).
pub fn write_affine_expr_with(
    out: &mut String,
    e: &AffineExpr,
    strong: bool,
    name: &mut dyn FnMut(&mut String, u32, bool),
) {
    let (op, l, r) = match e {
        AffineExpr::Dim(p) => return name(out, *p, false),
        AffineExpr::Symbol(p) => return name(out, *p, true),
        AffineExpr::Const(c) => {
            out.push_str(&c.to_string());
            return;
        }
        AffineExpr::Add(l, r) => (" + ", l, r),
        AffineExpr::Mul(l, r) => (" * ", l, r),
        AffineExpr::FloorDiv(l, r) => (" floordiv ", l, r),
        AffineExpr::CeilDiv(l, r) => (" ceildiv ", l, r),
        AffineExpr::Mod(l, r) => (" mod ", l, r),
    };
    if strong {
        out.push('(');
    }
    if !matches!(e, AffineExpr::Add(..)) {
        if matches!(e, AffineExpr::Mul(..)) && r.constant() == Some(-1) {
            out.push('-');
            write_affine_expr_with(out, l, true, name);
        } else {
            write_affine_expr_with(out, l, true, name);
            out.push_str(op);
            write_affine_expr_with(out, r, true, name);
        }
    } else if let (AffineExpr::Mul(rl, _), Some(c)) = (&**r, r_mul_const(r)) {
        if c == -1 {
            write_affine_expr_with(out, l, false, name);
            out.push_str(" - ");
            let strong_inner = matches!(**rl, AffineExpr::Add(..));
            write_affine_expr_with(out, rl, strong_inner, name);
        } else if c < -1 {
            write_affine_expr_with(out, l, false, name);
            out.push_str(" - ");
            write_affine_expr_with(out, rl, true, name);
            out.push_str(" * ");
            out.push_str(&c.wrapping_neg().to_string());
        } else {
            write_affine_expr_with(out, l, false, name);
            out.push_str(" + ");
            write_affine_expr_with(out, r, false, name);
        }
    } else if let Some(c) = r.constant().filter(|c| *c < 0) {
        write_affine_expr_with(out, l, false, name);
        out.push_str(" - ");
        // MLIR negates in int64: i64::MIN stays negative.
        out.push_str(&c.wrapping_neg().to_string());
    } else {
        write_affine_expr_with(out, l, false, name);
        out.push_str(" + ");
        write_affine_expr_with(out, r, false, name);
    }
    if strong {
        out.push(')');
    }
}

fn r_mul_const(e: &AffineExpr) -> Option<i64> {
    match e {
        AffineExpr::Mul(_, r) => r.constant(),
        _ => None,
    }
}
