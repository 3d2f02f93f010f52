//! Attribute and location printing in MLIR 22's textual form, including string escaping,
//! dense elements (splat elision, hex form above 100 elements), affine maps and sets.
//! Floats are formatted by `print::float`.

use super::aliases::Aliases;
use super::float::format_float;
use super::types::write_type;
use crate::ir::{
    AffineExpr, AffineMap, AttrData, Attribute, Context, DenseValues, FloatKind, IntegerSet, Location, Signedness,
    Type, TypeData, DYNAMIC,
};
use crate::parse::lexer::is_bare_identifier;

/// When the `: type` suffix of a typed attribute is printed (MLIR's `AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elision {
    /// Always print the type (attribute dictionaries, `write_attr`).
    Never,
    /// Omit it where it is the default: `i64` integers, non-hex `f64` floats (array
    /// elements, memref memory spaces).
    May,
    /// Never print it (the surrounding syntax implies the type).
    Must,
}

/// The full form of an attribute, including its `: type` where MLIR prints it.
pub fn write_attr(out: &mut String, ctx: &Context, attr: Attribute, aliases: Option<&Aliases>) {
    write_attr_elided(out, ctx, attr, aliases, Elision::Never);
}

/// `elide_type`: omit the `: type` suffix (e.g. a format's `$value` of a known type).
pub fn write_attr_value(out: &mut String, ctx: &Context, attr: Attribute, aliases: Option<&Aliases>, elide_type: bool) {
    let e = if elide_type { Elision::Must } else { Elision::Never };
    write_attr_elided(out, ctx, attr, aliases, e);
}

pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    write_attr(&mut s, ctx, a, None);
    s
}

/// A trailing location: `loc(#loc3)` with an alias, else `loc(...)` spelled out.
pub fn write_location(out: &mut String, ctx: &Context, loc: Attribute, aliases: Option<&Aliases>) {
    out.push_str("loc(");
    match aliases.and_then(|a| a.attr_alias(loc)) {
        Some(name) => out.push_str(name),
        None => write_location_internal(out, ctx, loc, aliases, true),
    }
    out.push(')');
}

/// `"..."` with MLIR's escaping: `\\`, and `\XX` (uppercase hex) for `"` and non-printable
/// bytes.
pub fn write_escaped_string(out: &mut String, s: &str) {
    out.push('"');
    write_escaped_body(out, s);
    out.push('"');
}

fn write_escaped_body(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for b in crate::parse::lexer::string_bytes(s) {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
}

/// A name that prints bare when it is a valid identifier, else as an escaped string
/// (attribute dictionary keys; MLIR's `printKeywordOrString`).
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s);
    }
}

/// `@name` or `@"escaped name"`.
pub fn write_symbol_name(out: &mut String, s: &str) {
    out.push('@');
    write_keyword_or_string(out, s);
}

fn int_type_info(ctx: &Context, ty: Type) -> Option<(u32, Signedness)> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => Some((*width, *signedness)),
        TypeData::Index => Some((64, Signedness::Signed)),
        _ => None,
    }
}

/// An integer value of a type, signed unless the type is unsigned.
fn write_int(out: &mut String, value: i128, width: u32, signedness: Signedness) {
    if signedness == Signedness::Unsigned {
        let v = if width >= 128 { value as u128 } else { (value as u128) & ((1u128 << width) - 1) };
        out.push_str(&v.to_string());
    } else {
        out.push_str(&value.to_string());
    }
}

fn float_kind(ctx: &Context, ty: Type) -> FloatKind {
    match ctx.type_data(ty) {
        TypeData::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

/// Writes an attribute with the given type elision.
pub fn write_attr_elided(
    out: &mut String,
    ctx: &Context,
    attr: Attribute,
    aliases: Option<&Aliases>,
    elision: Elision,
) {
    if let Some(name) = aliases.and_then(|a| a.attr_alias(attr)) {
        out.push_str(name);
        return;
    }
    write_attr_body(out, ctx, attr, aliases, elision);
}

/// The attribute itself, even if it has an alias (used for alias definitions); nested
/// values still use aliases.
pub fn write_attr_body(out: &mut String, ctx: &Context, attr: Attribute, aliases: Option<&Aliases>, elision: Elision) {
    let mut suffix_type: Option<Type> = None;
    match ctx.attr_data(attr) {
        AttrData::Unit => out.push_str("unit"),
        AttrData::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttrData::Integer { ty, value } => {
            let (w, s) = int_type_info(ctx, *ty).unwrap_or((64, Signedness::Signless));
            if w == 1 && s == Signedness::Signless && matches!(ctx.type_data(*ty), TypeData::Integer { .. }) {
                // An `i1` integer attribute is MLIR's BoolAttr.
                out.push_str(if *value & 1 != 0 { "true" } else { "false" });
                return;
            }
            write_int(out, *value, w, s);
            let is_i64 =
                matches!(ctx.type_data(*ty), TypeData::Integer { width: 64, signedness: Signedness::Signless });
            if !(elision == Elision::May && is_i64) {
                suffix_type = Some(*ty);
            }
        }
        AttrData::Float { ty, bits } => {
            let kind = float_kind(ctx, *ty);
            let (s, hex) = format_float(kind, f64::from_bits(*bits));
            out.push_str(&s);
            if !(elision == Elision::May && kind == FloatKind::F64 && !hex) {
                suffix_type = Some(*ty);
            }
        }
        AttrData::String { value, ty } => {
            write_escaped_string(out, value);
            suffix_type = *ty;
        }
        AttrData::Type(t) => write_type(out, ctx, *t, aliases),
        AttrData::Array(elems) => {
            out.push('[');
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr_elided(out, ctx, *e, aliases, Elision::May);
            }
            out.push(']');
        }
        AttrData::Dictionary(entries) => {
            out.push('{');
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_keyword_or_string(out, ctx.ident_str(e.name));
                if !matches!(ctx.attr_data(e.value), AttrData::Unit) {
                    out.push_str(" = ");
                    write_attr(out, ctx, e.value, aliases);
                }
            }
            out.push('}');
        }
        AttrData::SymbolRef { root, nested } => {
            write_symbol_name(out, ctx.ident_str(*root));
            for n in nested.iter() {
                out.push_str("::");
                write_symbol_name(out, ctx.ident_str(*n));
            }
        }
        AttrData::DenseArrayInt { elem, values } => {
            out.push_str("array<");
            write_type(out, ctx, *elem, aliases);
            if !values.is_empty() {
                out.push_str(": ");
                let (w, s) = int_type_info(ctx, *elem).unwrap_or((64, Signedness::Signless));
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if w == 1 {
                        out.push_str(if *v != 0 { "true" } else { "false" });
                    } else {
                        write_int(out, *v as i128, w.min(64), s);
                    }
                }
            }
            out.push('>');
        }
        AttrData::DenseArrayFloat { elem, values } => {
            out.push_str("array<");
            write_type(out, ctx, *elem, aliases);
            if !values.is_empty() {
                out.push_str(": ");
                let kind = float_kind(ctx, *elem);
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&format_float(kind, f64::from_bits(*v)).0);
                }
            }
            out.push('>');
        }
        AttrData::DenseElements { ty, splat, values } => {
            out.push_str("dense<");
            write_dense(out, ctx, *ty, *splat, values);
            out.push('>');
            suffix_type = Some(*ty);
        }
        AttrData::AffineMap(m) => {
            out.push_str("affine_map<");
            write_affine_map(out, m);
            out.push('>');
        }
        AttrData::IntegerSet(s) => {
            out.push_str("affine_set<");
            write_integer_set(out, s);
            out.push('>');
        }
        AttrData::StridedLayout { offset, strides } => {
            let q = |out: &mut String, v: i64| {
                if v == DYNAMIC {
                    out.push('?');
                } else {
                    out.push_str(&v.to_string());
                }
            };
            out.push_str("strided<[");
            for (i, s) in strides.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                q(out, *s);
            }
            out.push(']');
            if *offset != 0 {
                out.push_str(", offset: ");
                q(out, *offset);
            }
            out.push('>');
        }
        AttrData::Location(_) => {
            out.push_str("loc(");
            write_location_internal(out, ctx, attr, aliases, true);
            out.push(')');
        }
        AttrData::Dialect { def, .. } => {
            out.push('#');
            out.push_str(def.0.dialect);
            out.push('.');
            out.push_str(def.0.mnemonic);
            write_dialect_attr_params(out, ctx, attr, aliases);
        }
        AttrData::Enum { def, value } => {
            let def = def.0;
            if def.mnemonic.is_empty() {
                // Enums stored as plain integers print as their integer attribute.
                out.push_str(&value.to_string());
                if elision != Elision::Must {
                    out.push_str(" : i64");
                }
            } else {
                out.push('#');
                out.push_str(def.dialect);
                out.push('.');
                out.push_str(def.mnemonic);
                out.push('<');
                write_enum_keywords(out, def, *value);
                out.push('>');
            }
        }
        AttrData::Opaque { dialect, body } => {
            let d = ctx.ident_str(*dialect);
            // `distinct[N]<...>`: MLIR numbers distinct attributes in print order.
            if let Some(n) = aliases.and_then(|al| al.distinct_id(attr)) {
                if let Some(rest) = body.strip_prefix("distinct[").and_then(|r| r.split_once(']')).map(|(_, r)| r) {
                    out.push_str("distinct[");
                    out.push_str(&n.to_string());
                    out.push(']');
                    out.push_str(rest);
                    return;
                }
            }
            if !d.is_empty() {
                out.push('#');
                out.push_str(d);
                if !body.starts_with('<') {
                    out.push('.');
                }
            }
            out.push_str(body);
        }
    }
    if elision != Elision::Must {
        if let Some(t) = suffix_type {
            if !matches!(ctx.type_data(t), TypeData::None) {
                out.push_str(" : ");
                write_type(out, ctx, t, aliases);
            }
        }
    }
}

/// The `<name = value, ...>` body of an AttrDef attribute (nothing without parameters);
/// parameters equal to their default are left out, as MLIR's `struct(params)` does.
pub fn write_dialect_attr_params(out: &mut String, ctx: &Context, attr: Attribute, aliases: Option<&Aliases>) {
    let AttrData::Dialect { def, params } = ctx.attr_data(attr) else { return };
    if def.0.params.is_empty() {
        return;
    }
    let absent = |info: &crate::ir::ParamInfo, v: Attribute| {
        (info.optional && v == ctx.unit_attr()) || info.default.is_some_and(|d| ctx.default_attr(d) == Some(v))
    };
    if def.0.optional_body && def.0.params.iter().zip(params.iter()).all(|(i, &v)| absent(i, v)) {
        return;
    }
    out.push('<');
    let mut first = true;
    for (info, &v) in def.0.params.iter().zip(params.iter()) {
        if absent(info, v) {
            continue;
        }
        if !first {
            out.push_str(", ");
        }
        first = false;
        out.push_str(info.name);
        out.push_str(" = ");
        match (info.kind, ctx.attr_data(v)) {
            (crate::ir::ParamKind::Int, AttrData::Integer { value, .. }) => out.push_str(&value.to_string()),
            (crate::ir::ParamKind::Enum(e), _) => {
                if let Some(x) = ctx.int_value(v) {
                    write_enum_keywords(out, e, x as u64);
                } else if let AttrData::Enum { value, .. } = ctx.attr_data(v) {
                    write_enum_keywords(out, e, *value);
                }
            }
            (crate::ir::ParamKind::Nested(_), AttrData::Dialect { .. }) => {
                match aliases.and_then(|al| al.attr_alias(v)) {
                    Some(name) => out.push_str(name),
                    None => write_dialect_attr_params(out, ctx, v, aliases),
                }
            }
            (crate::ir::ParamKind::List, AttrData::Array(items)) => {
                for (i, &item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_attr(out, ctx, item, aliases);
                }
            }
            (crate::ir::ParamKind::Native { print, .. }, _) => print(out, ctx, v, aliases),
            _ => write_attr(out, ctx, v, aliases),
        }
    }
    out.push('>');
}

/// A case keyword: bare when it is an identifier, else quoted (`"non-leaf"`).
fn write_enum_keyword(out: &mut String, k: &str) {
    if crate::parse::lexer::is_bare_identifier(k) {
        out.push_str(k);
    } else {
        write_escaped_string(out, k);
    }
}

/// The keyword(s) of an enum value: bit enums list the set cases joined by the def's
/// separator (multi-bit "group" cases first, in reverse declaration order, consuming their
/// bits, as tblgen's `printBitEnumPrimaryGroups` does); value 0 is the zero case.
pub fn write_enum_keywords(out: &mut String, def: &crate::ir::EnumDef, value: u64) {
    if !def.bit_enum {
        match def.keyword(value) {
            Some(k) => write_enum_keyword(out, k),
            None => out.push_str(&value.to_string()),
        }
        return;
    }
    if value == 0 {
        match def.keyword(0) {
            Some(k) => out.push_str(k),
            None => out.push('0'),
        }
        return;
    }
    let mut parts: Vec<&str> = Vec::new();
    let mut rest = value;
    for (k, v) in def.cases.iter().rev() {
        if v.count_ones() > 1 && rest & v == *v {
            parts.push(k);
            rest &= !v;
        }
    }
    for (k, v) in def.cases.iter() {
        if v.count_ones() == 1 && rest & v == *v {
            parts.push(k);
        }
    }
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(def.separator);
        }
        write_enum_keyword(out, p);
    }
}

// ----- locations -------------------------------------------------------------------------

fn write_location_internal(out: &mut String, ctx: &Context, loc: Attribute, aliases: Option<&Aliases>, top: bool) {
    if !top {
        if let Some(name) = aliases.and_then(|a| a.attr_alias(loc)) {
            out.push_str(name);
            return;
        }
    }
    let AttrData::Location(l) = ctx.attr_data(loc) else {
        write_attr(out, ctx, loc, aliases);
        return;
    };
    match l {
        Location::Unknown => out.push_str("unknown"),
        Location::FileLineCol { file, line, col } => {
            write_escaped_string(out, ctx.ident_str(*file));
            out.push_str(&format!(":{line}:{col}"));
        }
        Location::FileRange { file, line, col, end_line, end_col } => {
            write_escaped_string(out, ctx.ident_str(*file));
            if end_line == line && end_col == col {
                out.push_str(&format!(":{line}:{col}"));
            } else if end_line == line {
                out.push_str(&format!(":{line}:{col} to :{end_col}"));
            } else {
                out.push_str(&format!(":{line}:{col} to {end_line}:{end_col}"));
            }
        }
        Location::Name { name, child } => {
            write_escaped_string(out, ctx.ident_str(*name));
            if let Some(c) = child {
                if *c != ctx.common().unknown_loc {
                    out.push('(');
                    write_location_internal(out, ctx, *c, aliases, false);
                    out.push(')');
                }
            }
        }
        Location::CallSite { callee, caller } => {
            out.push_str("callsite(");
            write_location_internal(out, ctx, *callee, aliases, false);
            out.push_str(" at ");
            write_location_internal(out, ctx, *caller, aliases, false);
            out.push(')');
        }
        Location::Fused { locs, metadata } => {
            out.push_str("fused");
            if let Some(m) = metadata {
                out.push('<');
                write_attr(out, ctx, *m, aliases);
                out.push('>');
            }
            out.push('[');
            for (i, l) in locs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_location_internal(out, ctx, *l, aliases, false);
            }
            out.push(']');
        }
    }
}

// ----- affine ----------------------------------------------------------------------------

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
        out.push_str(&(c as i128).wrapping_neg().to_string());
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

// ----- dense elements --------------------------------------------------------------------

/// MLIR prints non-splat elements attributes with more elements than this as hex.
const HEX_THRESHOLD: i64 = 100;

fn write_dense(out: &mut String, ctx: &Context, ty: Type, splat: bool, values: &DenseValues) {
    let (shape, elem) = match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, elem, .. }
        | TypeData::Vector { shape, elem, .. }
        | TypeData::MemRef { shape, elem, .. } => (&shape[..], *elem),
        _ => (&[][..], ty),
    };
    let num: i64 = shape.iter().try_fold(1i64, |a, d| a.checked_mul(*d)).unwrap_or(i64::MAX);
    let scalar = match ctx.type_data(elem) {
        TypeData::Complex(e) => *e,
        _ => elem,
    };
    if !splat && num > HEX_THRESHOLD && !matches!(values, DenseValues::String(_)) {
        write_dense_hex(out, ctx, elem, scalar, values);
        return;
    }
    let int_info = int_type_info(ctx, scalar).unwrap_or((64, Signedness::Signless));
    let kind = float_kind(ctx, scalar);
    let int = |out: &mut String, v: i128| {
        if int_info.0 == 1 {
            out.push_str(if v != 0 { "true" } else { "false" });
        } else {
            write_int(out, v, int_info.0, int_info.1);
        }
    };
    let fl = |out: &mut String, b: u64| out.push_str(&format_float(kind, f64::from_bits(b)).0);
    let elt = |out: &mut String, i: usize| match values {
        DenseValues::Int(v) => int(out, v.get(i).copied().unwrap_or(0)),
        DenseValues::Float(v) => fl(out, v.get(i).copied().unwrap_or(0)),
        DenseValues::ComplexInt(v) => {
            let (a, b) = v.get(i).copied().unwrap_or((0, 0));
            out.push('(');
            int(out, a);
            out.push(',');
            int(out, b);
            out.push(')');
        }
        DenseValues::ComplexFloat(v) => {
            let (a, b) = v.get(i).copied().unwrap_or((0, 0));
            out.push('(');
            fl(out, a);
            out.push(',');
            fl(out, b);
            out.push(')');
        }
        DenseValues::String(v) => write_escaped_string(out, v.get(i).map_or("", |s| &**s)),
    };
    if splat {
        elt(out, 0);
        return;
    }
    if num <= 0 {
        return;
    }
    // A mixed-radix counter over the shape: closing brackets as inner indices roll over.
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..num as usize {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        elt(out, idx);
        if rank > 0 {
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    out.push(']');
                }
            }
        }
    }
    for _ in 0..open {
        out.push(']');
    }
}

fn write_dense_hex(out: &mut String, ctx: &Context, elem: Type, scalar: Type, values: &DenseValues) {
    let storage = crate::parse::attrs::dense_storage_bits(ctx, elem) as usize;
    let mut data: Vec<u8> = Vec::new();
    let push_le = |data: &mut Vec<u8>, v: u128, bytes: usize| {
        for b in 0..bytes {
            data.push(if b < 16 { (v >> (8 * b)) as u8 } else { 0 });
        }
    };
    let kind = float_kind(ctx, scalar);
    match values {
        DenseValues::Int(v) if storage == 1 => {
            data.resize(v.len().div_ceil(8), 0);
            for (i, x) in v.iter().enumerate() {
                if *x != 0 {
                    data[i / 8] |= 1 << (i % 8);
                }
            }
        }
        DenseValues::Int(v) => v.iter().for_each(|x| push_le(&mut data, *x as u128, storage / 8)),
        DenseValues::Float(v) => {
            v.iter().for_each(|x| push_le(&mut data, kind.to_bits(f64::from_bits(*x)), storage / 8))
        }
        DenseValues::ComplexInt(v) => v.iter().for_each(|(a, b)| {
            push_le(&mut data, *a as u128, storage / 16);
            push_le(&mut data, *b as u128, storage / 16);
        }),
        DenseValues::ComplexFloat(v) => v.iter().for_each(|(a, b)| {
            push_le(&mut data, kind.to_bits(f64::from_bits(*a)), storage / 16);
            push_le(&mut data, kind.to_bits(f64::from_bits(*b)), storage / 16);
        }),
        DenseValues::String(_) => {}
    }
    out.push_str("\"0x");
    for b in data {
        out.push_str(&format!("{b:02X}"));
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::lexer::TokenKind;
    use crate::parse::parser::Parser;

    fn round_trip(ctx: &Context, src: &str) -> String {
        let mut p = Parser::new(ctx, src, "t.mlir", 0);
        let a = p.parse_attribute(None).unwrap_or_else(|e| panic!("{src}: {}", e.message));
        assert!(p.at(TokenKind::Eof), "{src}: trailing input");
        attr_to_string(ctx, a)
    }

    #[test]
    fn attributes_print_like_mlir() {
        let ctx = Context::new();
        for (src, want) in ATTR_CASES {
            let got = round_trip(&ctx, src);
            assert_eq!(got, *want, "input: {src}");
        }
    }

    #[test]
    fn floats_print_like_mlir() {
        let ctx = Context::new();
        for (src, want) in FLOAT_CASES {
            assert_eq!(round_trip(&ctx, src), *want, "input: {src}");
            assert_eq!(round_trip(&ctx, want), *want, "reprint: {want}");
        }
    }

    #[test]
    fn type_elision() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, "[1, 1.5, 2 : i32, 0x7FF0000000000000 : f64]", "t.mlir", 0);
        let a = p.parse_attribute(None).unwrap();
        assert_eq!(attr_to_string(&ctx, a), "[1, 1.500000e+00, 2 : i32, 0x7FF0000000000000 : f64]");
        let i = ctx.integer_attr(ctx.common().i32, 7);
        let mut s = String::new();
        write_attr_value(&mut s, &ctx, i, None, true);
        assert_eq!(s, "7");
        let mut s = String::new();
        write_attr_elided(&mut s, &ctx, ctx.i64_attr(7), None, Elision::May);
        assert_eq!(s, "7");
    }

    #[test]
    fn enums_print_with_their_keywords() {
        static OVERFLOW: crate::ir::EnumDef = crate::ir::EnumDef {
            name: "IntegerOverflowFlags",
            summary: "integer overflow flags",
            dialect: "arith",
            mnemonic: "overflow",
            cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
            bit_enum: true,
            separator: ", ",
            int_width: 0,
            llvm_keywords: &[],
            llvm_flag_order: &[],
        };
        static FASTMATH: crate::ir::EnumDef = crate::ir::EnumDef {
            name: "FastMathFlags",
            summary: "fastmath flags",
            dialect: "arith",
            mnemonic: "fastmath",
            cases: &[("none", 0), ("reassoc", 1), ("nnan", 2), ("ninf", 4), ("fast", 7)],
            bit_enum: true,
            separator: ",",
            int_width: 0,
            llvm_keywords: &[],
            llvm_flag_order: &[],
        };
        let ctx = Context::new();
        let s = |a| attr_to_string(&ctx, a);
        assert_eq!(s(ctx.enum_attr(&OVERFLOW, 3)), "#arith.overflow<nsw, nuw>");
        assert_eq!(s(ctx.enum_attr(&OVERFLOW, 0)), "#arith.overflow<none>");
        assert_eq!(s(ctx.enum_attr(&FASTMATH, 6)), "#arith.fastmath<nnan,ninf>");
        assert_eq!(s(ctx.enum_attr(&FASTMATH, 7)), "#arith.fastmath<fast>");
    }

    #[test]
    fn i1_integers_print_as_bools() {
        let ctx = Context::new();
        assert_eq!(attr_to_string(&ctx, ctx.integer_attr(ctx.common().i1, 1)), "true");
        assert_eq!(round_trip(&ctx, "1 : i1"), "true");
    }

    #[test]
    fn dlti_specs_are_canonicalized() {
        let ctx = Context::new();
        for (src, want) in [
            (
                "#dlti.dl_spec<#dlti.dl_entry<index, 64>>",
                "#dlti.dl_spec<index = 64 : i64>",
            ),
            (
                "#dlti.dl_entry<\"foo\", dense<[64,128]> : vector<2xi32>>",
                "#dlti.dl_entry<\"foo\", dense<[64, 128]> : vector<2xi32>>",
            ),
            ("#dlti.dl_spec<>", "#dlti.dl_spec<>"),
            (
                "#dlti.dl_spec<i32 = dense<32> : vector<2xi64>, \"dlti.endianness\" = \"little\", !llvm.ptr = dense<[64, 64]> : vector<2xi64>>",
                "#dlti.dl_spec<i32 = dense<32> : vector<2xi64>, \"dlti.endianness\" = \"little\", !llvm.ptr = dense<64> : vector<2xi64>>",
            ),
        ] {
            assert_eq!(round_trip(&ctx, src), want, "input: {src}");
        }
    }

    #[test]
    fn strings_keep_raw_bytes() {
        let ctx = Context::new();
        assert_eq!(round_trip(&ctx, r#""x\n\"\\\t\00\7F\FF""#), r#""x\0A\22\\\09\00\7F\FF""#);
        assert_eq!(round_trip(&ctx, "\"\u{e9}\""), r#""\C3\A9""#);
    }

    #[test]
    fn locations() {
        let ctx = Context::new();
        for (src, want) in [
            (r#"loc("n"("f":1:1))"#, r#"loc("n"("f":1:1))"#),
            (r#"loc(callsite("a":1:1 at "b":1:1))"#, r#"loc(callsite("a":1:1 at "b":1:1))"#),
            (r#"loc(fused<"m">["a":1:1, "b":2:2])"#, r#"loc(fused<"m">["a":1:1, "b":2:2])"#),
            (r#"loc(fused["a":1:1, fused["b":1:1, "a":1:1], unknown])"#, r#"loc(fused["a":1:1, "b":1:1])"#),
            (r#"loc(fused["a":1:1])"#, r#"loc("a":1:1)"#),
            (r#"loc(fused[])"#, "loc(unknown)"),
            (r#"loc("f":1)"#, r#"loc("f":1:0)"#),
            (r#"loc("f":1:2 to 1:2)"#, r#"loc("f":1:2)"#),
            (r#"loc("f":1:2 to :4)"#, r#"loc("f":1:2 to :4)"#),
            (r#"loc("f":1:2 to 3:4)"#, r#"loc("f":1:2 to 3:4)"#),
            (r#"loc("n"(unknown))"#, r#"loc("n")"#),
        ] {
            assert_eq!(round_trip(&ctx, src), want, "input: {src}");
        }
        let l = ctx.file_loc(ctx.ident("a.mlir"), 3, 4);
        let mut s = String::new();
        write_location(&mut s, &ctx, l, None);
        assert_eq!(s, r#"loc("a.mlir":3:4)"#);
    }

    /// (input, expected print) pairs checked against mlir-opt 22.
    const ATTR_CASES: &[(&str, &str)] = &[
        ("true", "true"),
        ("false", "false"),
        ("42 : i32", "42 : i32"),
        ("42", "42 : i64"),
        ("-1 : i8", "-1 : i8"),
        ("0x1F : i32", "31 : i32"),
        ("1.5 : f32", "1.500000e+00 : f32"),
        ("1.0e-3", "1.000000e-03 : f64"),
        ("0x7FC00000 : f32", "0x7FC00000 : f32"),
        ("0.1", "1.000000e-01 : f64"),
        ("3.14159 : f64", "3.141590e+00 : f64"),
        ("3.14159 : f32", "3.141590e+00 : f32"),
        ("1.0 : f16", "1.000000e+00 : f16"),
        ("0.1 : f16", "9.997550e-02 : f16"),
        ("0.1 : bf16", "1.000980e-01 : bf16"),
        ("1.0e10", "1.000000e+10 : f64"),
        ("1.0e20", "1.000000e+20 : f64"),
        ("123456.0", "1.234560e+05 : f64"),
        ("1234567.0", "0x4132D68700000000 : f64"),
        ("0.0", "0.000000e+00 : f64"),
        ("-0.0", "-0.000000e+00 : f64"),
        ("0x7FF0000000000000", "9218868437227405312 : i64"),
        ("0xFFF0000000000000 : f64", "0xFFF0000000000000 : f64"),
        ("0x7FF8000000000000 : f64", "0x7FF8000000000000 : f64"),
        ("1.0e-5 : f32", "9.99999974E-6 : f32"),
        ("100.0", "1.000000e+02 : f64"),
        ("65504.0 : f16", "6.550400e+04 : f16"),
        ("1.0e300", "1.000000e+300 : f64"),
        ("2.5e-310", "2.500000e-310 : f64"),
        ("\"x\\n\\\"\\\\\\t\\00\\7F\\FF\"", "\"x\\0A\\22\\\\\\09\\00\\7F\\FF\""),
        ("\"x\" : i32", "\"x\" : i32"),
        ("[1, \"a\", i32]", "[1, \"a\", i32]"),
        ("{z = 1, a = 2, \"b c\" = 3, \"1x\" = 4}", "{\"1x\" = 4 : i64, a = 2 : i64, \"b c\" = 3 : i64, z = 1 : i64}"),
        ("i32", "i32"),
        ("!llvm.ptr", "!llvm.ptr"),
        ("() -> ()", "() -> ()"),
        ("@a", "@a"),
        ("@a::@b::@c", "@a::@b::@c"),
        ("@\"x y\"", "@\"x y\""),
        ("array<i64: 1, 2>", "array<i64: 1, 2>"),
        ("array<i32>", "array<i32>"),
        ("array<f32: 1.0, 2.5>", "array<f32: 1.000000e+00, 2.500000e+00>"),
        ("array<i1: true, false>", "array<i1: true, false>"),
        ("0 : index", "0 : index"),
        ("255 : ui8", "255 : ui8"),
        ("-1 : si8", "-1 : si8"),
        ("255 : i8", "-1 : i8"),
        ("1 : i1", "true"),
        ("-128 : i8", "-128 : i8"),
        ("18446744073709551615 : ui64", "18446744073709551615 : ui64"),
        ("18446744073709551615 : i64", "-1 : i64"),
        ("1.0 : f128", "1.000000e+00 : f128"),
        ("0.1 : f80", "0.100000000000000005551 : f80"),
        ("1.5 : f8E4M3FN", "1.500000e+00 : f8E4M3FN"),
        ("0.3 : tf32", "3.000490e-01 : tf32"),
        ("1.0e400", "0x7FF0000000000000 : f64"),
        ("1.0e-400", "0.000000e+00 : f64"),
        ("[1, 1.5, 0x7FF0000000000000 : f64, 2 : i32, 1.0 : f32, \"s\", @x]", "[1, 1.500000e+00, 0x7FF0000000000000 : f64, 2 : i32, 1.000000e+00 : f32, \"s\", @x]"),
        ("array<i16: 1, -2>", "array<i16: 1, -2>"),
        ("array<f16: 1.5>", "array<f16: 1.500000e+00>"),
        ("array<bf16: 0.1>", "array<bf16: 1.000980e-01>"),
        ("array<f64: 0x7FF0000000000000>", "array<f64: 0x7FF0000000000000>"),
        ("array<i8: 255>", "array<i8: -1>"),
        ("array<f32: -1.0>", "array<f32: -1.000000e+00>"),
        ("#foo.bar<\"x\", 3 : i32> : i32", "#foo.bar<\"x\", 3 : i32> : i32"),
        ("#foo<abc  ( \"1\" ) >", "#foo<abc  ( \"1\" ) >"),
        ("#foo.bar", "#foo.bar"),
        ("#foo.bar.baz<1>", "#foo.bar.baz<1>"),
        ("#foo<1> : i32", "#foo<1> : i32"),
        ("0.0 : f4E2M1FN", "0.000000e+00 : f4E2M1FN"),
        ("6.0 : f4E2M1FN", "6.000000e+00 : f4E2M1FN"),
        ("0.5 : f8E8M0FNU", "5.000000e-01 : f8E8M0FNU"),
        ("448.0 : f8E4M3FN", "4.480000e+02 : f8E4M3FN"),
        ("0x7F : f8E4M3FN", "0x7F : f8E4M3FN"),
        ("0x80 : f8E4M3FNUZ", "0x80 : f8E4M3FNUZ"),
        ("1.0e10 : f16", "0x7C00 : f16"),
        ("0x7C00 : f16", "0x7C00 : f16"),
        ("0x1 : f16", "5.960460e-08 : f16"),
        ("3.0e-7 : f16", "2.980230e-07 : f16"),
        ("-2.5 : bf16", "-2.500000e+00 : bf16"),
        ("0.3 : f8E5M2", "3.125000e-01 : f8E5M2"),
        ("0.1 : f8E3M4", "9.375000e-02 : f8E3M4"),
        ("1.0e-7 : f32", "1.000000e-07 : f32"),
        ("123456789.0 : f32", "0x4CEB79A3 : f32"),
        ("16777216.0 : f32", "0x4B800000 : f32"),
        ("0.3 : f32", "3.000000e-01 : f32"),
        ("1.0e-45 : f32", "1.401300e-45 : f32"),
        ("5.0e-324", "4.940660e-324 : f64"),
        ("1.7976931348623157e308", "1.7976931348623157E+308 : f64"),
        ("12345.678", "12345.678 : f64"),
        ("0.000123456789", "1.23456789E-4 : f64"),
        ("100000.0", "1.000000e+05 : f64"),
        ("1000000.0", "1.000000e+06 : f64"),
        ("1.5e15", "1.500000e+15 : f64"),
        ("2.0e16", "2.000000e+16 : f64"),
        ("12345678.0 : f32", "0x4B3C614E : f32"),
        ("2.", "2.000000e+00 : f64"),
        ("1.5 : f80", "1.500000e+00 : f80"),
        ("1.0e100 : f128", "1.00000000000000001590289110975991805E+100 : f128"),
        ("7.0 : f6E2M3FN", "7.000000e+00 : f6E2M3FN"),
        ("100.0 : f8E5M2", "9.600000e+01 : f8E5M2"),
        ("1.0e6 : f8E4M3FN", "0x7F : f8E4M3FN"),
        ("1.0e6 : f8E4M3FNUZ", "0x80 : f8E4M3FNUZ"),
        ("-0.0 : f8E4M3FNUZ", "0.000000e+00 : f8E4M3FNUZ"),
        ("0.33 : f6E3M2FN", "3.125000e-01 : f6E3M2FN"),
        ("3 : index", "3 : index"),
        ("-9223372036854775808 : index", "-9223372036854775808 : index"),
        ("340282366920938463463374607431768211455 : ui128", "340282366920938463463374607431768211455 : ui128"),
        ("-1 : i128", "-1 : i128"),
        ("0 : i0", "0 : i0"),
        ("7 : i3", "-1 : i3"),
        ("1 : ui1", "1 : ui1"),
        ("dense<1> : tensor<4xi32>", "dense<1> : tensor<4xi32>"),
        ("dense<[1, 2, 3]> : tensor<3xi32>", "dense<[1, 2, 3]> : tensor<3xi32>"),
        ("dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>", "dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>"),
        ("dense<true> : tensor<2xi1>", "dense<true> : tensor<2xi1>"),
        ("dense<[true, false]> : vector<2xi1>", "dense<[true, false]> : vector<2xi1>"),
        ("dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>", "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>"),
        ("dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>", "dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>"),
        ("dense<\"0x01000000020000000300000004000000\"> : tensor<4xi32>", "dense<[1, 2, 3, 4]> : tensor<4xi32>"),
        ("dense<[1, 1, 1]> : tensor<3xi32>", "dense<1> : tensor<3xi32>"),
        ("dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
        ("dense<5> : tensor<i32>", "dense<5> : tensor<i32>"),
        ("dense<[]> : tensor<0xf32>", "dense<> : tensor<0xf32>"),
        ("dense<\"0x0000803F\"> : tensor<4xf32>", "dense<1.000000e+00> : tensor<4xf32>"),
        ("dense<[0.1, 0.2]> : tensor<2xf64>", "dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf64>"),
        ("dense<-1> : tensor<2xsi8>", "dense<-1> : tensor<2xsi8>"),
        ("dense<\"abc\"> : tensor<2x!tf.string>", "dense<\"abc\"> : tensor<2x!tf.string>"),
        ("dense<[\"a\", \"b\"]> : tensor<2x!tf.string>", "dense<[\"a\", \"b\"]> : tensor<2x!tf.string>"),
        ("dense<[\"a\", \"a\"]> : tensor<2x!tf.string>", "dense<\"a\"> : tensor<2x!tf.string>"),
        ("dense<1.0> : vector<4xf32>", "dense<1.000000e+00> : vector<4xf32>"),
        ("dense<[[1, 2]]> : tensor<1x2xindex>", "dense<[[1, 2]]> : tensor<1x2xindex>"),
        ("dense<0x7FC00000> : tensor<2xf32>", "dense<0x7FC00000> : tensor<2xf32>"),
        ("dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>", "dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>"),
        ("dense<[[1], [2]]> : memref<2x1xi16>", "dense<[[1], [2]]> : memref<2x1xi16>"),
        ("dense<\"0xFF\"> : tensor<3xi1>", "dense<true> : tensor<3xi1>"),
        ("dense<\"0x05\"> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"),
        ("dense<\"0x010203\"> : tensor<3xi8>", "dense<[1, 2, 3]> : tensor<3xi8>"),
        ("dense<[1.5, 2.5]> : tensor<2xbf16>", "dense<[1.500000e+00, 2.500000e+00]> : tensor<2xbf16>"),
        ("dense<(1, 2)> : tensor<complex<i8>>", "dense<(1,2)> : tensor<complex<i8>>"),
        ("affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>", "affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>"),
        ("affine_map<(d0, d1) -> (d1 + d0 * 4 + 2 + 3)>", "affine_map<(d0, d1) -> (d1 + d0 * 4 + 5)>"),
        ("affine_map<(d0)[s0, s1] -> (s0 + d0 * s1, d0 floordiv 2, d0 ceildiv 3, d0 mod 4, -d0, d0 - 1, 3 - d0, (d0 + 1) * 2, d0 * -1, 4 * d0, s0 * s1)>", "affine_map<(d0)[s0, s1] -> (d0 * s1 + s0, d0 floordiv 2, d0 ceildiv 3, d0 mod 4, -d0, d0 - 1, -d0 + 3, (d0 + 1) * 2, -d0, d0 * 4, s0 * s1)>"),
        ("affine_map<() -> ()>", "affine_map<() -> ()>"),
        ("affine_map<(d0, d1) -> (d1, d0)>", "affine_map<(d0, d1) -> (d1, d0)>"),
        ("affine_map<(i, j)[N] -> (i + j * N + 2 * 3, 7 mod 3, 7 floordiv 2, (i + 2) mod 2, i * 0, i + 0, i floordiv 1, i mod 1, (i * 4) floordiv 2, (i * 4) mod 2)>", "affine_map<(d0, d1)[s0] -> (d0 + d1 * s0 + 6, 1, 3, d0 mod 2, 0, d0, d0, 0, d0 * 2, 0)>"),
        ("affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>", "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"),
        ("affine_set<(d0, d1) : (d0 + d1 - 10 >= 0, -d0 + 5 == 0, d0 * 2 >= 0)>", "affine_set<(d0, d1) : (d0 + d1 - 10 >= 0, -d0 + 5 == 0, d0 * 2 >= 0)>"),
        ("affine_map<(d0,d1,d2) -> (d0 + d1 + d2 + d0 - d1)>", "affine_map<(d0, d1, d2) -> (d0 + d1 + d2 + d0 - d1)>"),
        ("affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0)>"),
        ("affine_map<(d0, d1) -> (d0 - d1 * 2, d0 - (d1 + 1), -(d0 + 1), d0 * 3 - d0 * 3, d0 + d0, -7 + d0, d0 - 2 * d1 - 3)>", "affine_map<(d0, d1) -> (d0 - d1 * 2, d0 - (d1 + 1), -(d0 + 1), 0, d0 * 2, d0 - 7, d0 - d1 * 2 - 3)>"),
        ("affine_map<(d0, d1)[s0] -> (d0 * s0, s0 * d0, s0 floordiv 2, d0 floordiv s0, (d0 * s0) floordiv s0, d0 - (d0 floordiv 4) * 4, d0 + (d0 floordiv 4) * -4)>", "affine_map<(d0, d1)[s0] -> (d0 * s0, d0 * s0, s0 floordiv 2, d0 floordiv s0, (d0 * s0) floordiv s0, d0 mod 4, d0 mod 4)>"),
        ("affine_map<(d0) -> ((d0 + 8) floordiv 4, (d0 * 8 + 3) mod 4, ((d0 mod 8) mod 4), (d0 * 6) ceildiv 3, -5 floordiv 2, -5 ceildiv 2, -5 mod 3)>", "affine_map<(d0) -> (d0 floordiv 4 + 2, 3, d0 mod 4, d0 * 2, -3, -2, 1)>"),
        ("affine_map<(d0)[s0] -> (d0 * (s0 * 2), (d0 * 2) * s0, d0 * 2 * 3 * 4)>", "affine_map<(d0)[s0] -> (d0 * (s0 * 2), (d0 * s0) * 2, d0 * 24)>"),
        ("affine_map<(d0) -> (d0 floordiv 0, d0 mod -2, 9223372036854775807 + 1)>", "affine_map<(d0) -> (d0 floordiv 0, d0 mod -2, 9223372036854775807 + 1)>"),
        ("affine_set<(d0) : ()>", "affine_set<(d0) : (0 == 0)>"),
        ("affine_set<(d0) : (d0 <= 5, 1 >= d0)>", "affine_set<(d0) : (-d0 + 5 >= 0, -d0 + 1 >= 0)>"),
        ("affine_map<(d0) -> ((d0))>", "affine_map<(d0) -> (d0)>"),
        ("affine_map<(d0) -> ()>", "affine_map<(d0) -> ()>"),
        ("affine_map<(d0)[s0] -> (d0 + s0 + d0 * s0 + s0 * 3 + 1 - s0)>", "affine_map<(d0)[s0] -> (d0 + s0 + d0 * s0 + s0 * 3 - s0 + 1)>"),
        ("affine_map<(d0) -> (d0 * 2 + d0 * -2)>", "affine_map<(d0) -> (0)>"),
        ("strided<[4, 1], offset: ?>", "strided<[4, 1], offset: ?>"),
        ("strided<[]>", "strided<[]>"),
        ("strided<[?, -1], offset: 5>", "strided<[?, -1], offset: 5>"),
        ("strided<[4, 1], offset: 0>", "strided<[4, 1]>"),
        ("loc(\"file\":1:2)", "loc(\"file\":1:2)"),
        ("loc(unknown)", "loc(unknown)"),
        ("loc(\"name\")", "loc(\"name\")"),
        ("loc(\"f\":1:2 to 3:4)", "loc(\"f\":1:2 to 3:4)"),
        ("loc(\"f\":1:2 to :4)", "loc(\"f\":1:2 to :4)"),
        ("loc(\"f\":1:2 to 1:2)", "loc(\"f\":1:2)"),
        ("loc(\"f\":1)", "loc(\"f\":1:0)"),
        ("loc(fused[])", "loc(unknown)"),
        ("loc(fused[\"a\":1:1])", "loc(\"a\":1:1)"),
        ("loc(\"n\"(unknown))", "loc(\"n\")"),
        ("loc(\"x\\\"y\":1:1)", "loc(\"x\\22y\":1:1)"),
        ("[loc(\"a\":1:1), unit, true, [], {}]", "[loc(\"a\":1:1), unit, true, [], {}]"),
        ("{a, b = unit, c = 1 : i32}", "{a, b, c = 1 : i32}"),
        ("array<ui8: 255, 0>", "array<ui8: 255, 0>"),
        ("array<si8: -128>", "array<si8: -128>"),
        ("array<i64: -9223372036854775808, 9223372036854775807>", "array<i64: -9223372036854775808, 9223372036854775807>"),
        ("array<ui64: 18446744073709551615>", "array<ui64: 18446744073709551615>"),
        ("array<f32: 0x7FC00000>", "array<f32: 0x7FC00000>"),
        ("distinct[0]<#foo.bar>", "distinct[0]<#foo.bar>"),
        ("dense_resource<blob1> : tensor<3xi64>", "dense_resource<blob1> : tensor<3xi64>"),
        ("\"abc\" : !foo.bar", "\"abc\" : !foo.bar"),
        ("tuple<i32>", "tuple<i32>"),
        ("vector<2x3x[4]xf32>", "vector<2x3x[4]xf32>"),
        ("@\"\\00x\"", "@\"\\00x\""),
        ("{\"x.y\" = 1, x_y = 2, \"a-b\" = 3, \"$a\" = 4, _a = 5, a$ = 6}", "{\"$a\" = 4 : i64, _a = 5 : i64, a$ = 6 : i64, \"a-b\" = 3 : i64, x.y = 1 : i64, x_y = 2 : i64}"),
        ("affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>", "affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>"),
        ("affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>", "affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>"),
        ("affine_map<(d0, d1)[s0] -> (d0 * 16 + d1)>", "affine_map<(d0, d1)[s0] -> (d0 * 16 + d1)>"),
        ("affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 4 + d2)>", "affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 4 + d2)>"),
        ("affine_map<(i, j)[off, M]->(off + M * i + j)>", "affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>"),
        ("array<i32 : 13, 17, 19>", "array<i32: 13, 17, 19>"),
        ("array<i64: 0>", "array<i64: 0>"),
        ("array<i64: 1>", "array<i64: 1>"),
        ("dense<0> : tensor<32xi32>", "dense<0> : tensor<32xi32>"),
        ("dense<0> : tensor<42 x i32, \"foo\">", "dense<0> : tensor<42xi32, \"foo\">"),
        ("dense<[64,128]> : vector<2xi32>", "dense<[64, 128]> : vector<2xi32>"),
        ("strided<[1, 2], offset: 0>", "strided<[1, 2]>"),
        ("strided<[1, ?, ?], offset: ?>", "strided<[1, ?, ?], offset: ?>"),
        ("strided<[10, 1], offset: 0>", "strided<[10, 1]>"),
        ("strided<[1], offset: 0>", "strided<[1]>"),
        ("strided<[1], offset: 5>", "strided<[1], offset: 5>"),
        ("strided<[2, 1], offset: ?>", "strided<[2, 1], offset: ?>"),
        ("strided<[2], offset: 0>", "strided<[2]>"),
        ("strided<[3, 1, 1], offset: 0>", "strided<[3, 1, 1]>"),
        ("strided<[3, 2], offset: 0>", "strided<[3, 2]>"),
        ("strided<[64, 16, 1], offset: 0>", "strided<[64, 16, 1]>"),
        ("strided<[64, 16, 1], offset: 16>", "strided<[64, 16, 1], offset: 16>"),
        ("strided<[64, 4, 1], offset: 0>", "strided<[64, 4, 1]>"),
        ("strided<[?, 1], offset: 0>", "strided<[?, 1]>"),
        ("strided<[?, ?, 1], offset: ?>", "strided<[?, ?, 1], offset: ?>"),
        ("strided<[?, ?], offset: ?>", "strided<[?, ?], offset: ?>"),
    ];

    /// Float formatting cases checked against mlir-opt 22.
    const FLOAT_CASES: &[(&str, &str)] = &[
        ("0xACA99000 : f32", "-4.81925611E-12 : f32"),
        ("21642.702e-12 : bf16", "2.165320e-08 : bf16"),
        ("0xC1550DF2E5A3863E : f64", "-5519307.5881057363 : f64"),
        ("0x9A : f8E5M2", "-2.929690e-03 : f8E5M2"),
        ("0x8EACA000 : f32", "-4.25553481E-30 : f32"),
        ("11311.925e39 : f16", "0x7C00 : f16"),
        ("52137.712e-6 : f8E4M3FN", "5.078130e-02 : f8E4M3FN"),
        ("21306.133e-39 : bf16", "2.134700e-35 : bf16"),
        ("17662.14e-9 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("0x7E : f8E8M0FNU", "5.000000e-01 : f8E8M0FNU"),
        ("0xBF7B : bf16", "-9.804680e-01 : bf16"),
        ("0x37DD6000 : f32", "2.63899565E-5 : f32"),
        ("14260.392e22 : f8E5M2", "0x7C : f8E5M2"),
        ("0x3F80914A9D33A01C : f64", "0.0080896214698924981 : f64"),
        ("0x2 : f4E2M1FN", "1.000000e+00 : f4E2M1FN"),
        ("0x74FC7 : tf32", "-3.760890e+25 : tf32"),
        ("49249.377e33 : f8E4M3FN", "0x7F : f8E4M3FN"),
        ("0x3EDD549B6F03675A : f64", "6.9929353545219295E-6 : f64"),
        ("39357.640e-34 : f8E5M2", "0.000000e+00 : f8E5M2"),
        ("0x13C85 : tf32", "4.014150e-15 : tf32"),
        ("0x38 : f8E4M3", "1.000000e+00 : f8E4M3"),
        ("38748.657e-13 : bf16", "3.870810e-09 : bf16"),
        ("0xA64E : f16", "-2.462770e-02 : f16"),
        ("49394.172e-7 : f64", "0.0049394171999999998 : f64"),
        ("0xBE3BAEE9 : f32", "-0.183284417 : f32"),
        ("0xE : f8E4M3FNUZ", "1.367190e-02 : f8E4M3FNUZ"),
        ("0x417C899E4FD58DBE : f64", "29923812.989637129 : f64"),
        ("0x3F135CC52EAE05CF : f64", "7.3861632399661205E-5 : f64"),
        ("0x7B45145C1A81682C : f64", "6.2691236220776179E+285 : f64"),
        ("17662.14e-9 : f64", "1.7662140000000001E-5 : f64"),
        ("52474.109e-32 : f64", "5.2474109000000002E-28 : f64"),
        ("0x2E05319ACB5C7427 : f64", "5.3269600817830169E-87 : f64"),
        ("0x93 : f8E8M0FNU", "1.048580e+06 : f8E8M0FNU"),
        ("54157.204e26 : bf16", "5.427130e+30 : bf16"),
        ("0x5F7B : bf16", "1.808650e+19 : bf16"),
        ("0x5516B : tf32", "-1.539880e-13 : tf32"),
        ("30948.861e-15 : f64", "3.0948861000000002E-11 : f64"),
        ("0x58EE8571F4998D7C : f64", "2.4629233101137326E+120 : f64"),
        ("32671.435e9 : f16", "0x7C00 : f16"),
        ("0x4806 : f16", "8.046880e+00 : f16"),
        ("0x4F7D6 : tf32", "-2.654920e-20 : tf32"),
        ("11311.925e39 : bf16", "0x7F80 : bf16"),
        ("96139.321e25 : f64", "9.6139320999999999E+29 : f64"),
        ("0x798A : bf16", "8.956710e+34 : bf16"),
        ("0x9A : f8E4M3B11FNUZ", "-4.882810e-03 : f8E4M3B11FNUZ"),
        ("0x76C3 : f16", "2.769600e+04 : f16"),
        ("24335.243e-20 : f16", "0.000000e+00 : f16"),
        ("0x707C : f16", "9.184000e+03 : f16"),
        ("84474.201e10 : f32", "8.447420e+14 : f32"),
        ("0x85 : f8E4M3FN", "-9.765620e-03 : f8E4M3FN"),
        ("0x40DBE9EAA8948C89 : f64", "28583.666539323083 : f64"),
        ("0x36 : f6E3M2FN", "-6.000000e+00 : f6E3M2FN"),
        ("7113.770e24 : f32", "7.113770e+27 : f32"),
        ("29395.423e34 : bf16", "2.937590e+38 : bf16"),
        ("0xC08C1000 : f32", "-4.37695313 : f32"),
        ("0xDC7A : f16", "-2.865000e+02 : f16"),
        ("17305.500e-11 : f64", "1.730550e-07 : f64"),
        ("66510.15e-19 : f16", "0.000000e+00 : f16"),
        ("0xE7 : f8E4M3FN", "-6.000000e+01 : f8E4M3FN"),
        ("0x40494000 : f32", "3.14453125 : f32"),
        ("0xE7 : f8E4M3FNUZ", "-3.000000e+01 : f8E4M3FNUZ"),
        ("98259.947e-7 : f64", "0.0098259947 : f64"),
        ("53017.629e-15 : f32", "5.30176285E-11 : f32"),
        ("52396.961e26 : bf16", "5.229060e+30 : bf16"),
        ("32572.169e-40 : f64", "3.2572168999999999E-36 : f64"),
        ("0x830A : f16", "-4.637240e-05 : f16"),
        ("0x46 : f8E5M2FNUZ", "3.000000e+00 : f8E5M2FNUZ"),
        ("0x31 : f8E4M3FN", "5.625000e-01 : f8E4M3FN"),
        ("48794.37e-15 : f8E5M2", "0.000000e+00 : f8E5M2"),
        ("83929.804e-12 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("23982.578e-13 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("0x9 : f4E2M1FN", "-5.000000e-01 : f4E2M1FN"),
        ("52884.165e-5 : f16", "5.288090e-01 : f16"),
        ("0xC0ADB9165B0EE76F : f64", "-3804.5436634690773 : f64"),
        ("22504.149e4 : f32", "0x4D569DC5 : f32"),
        ("0xEE1F : bf16", "-1.230200e+28 : bf16"),
        ("0x2D : f6E2M3FN", "-1.625000e+00 : f6E2M3FN"),
        ("0x2A : f6E3M2FN", "-7.500000e-01 : f6E3M2FN"),
        ("77952.661e34 : f32", "0x7F800000 : f32"),
        ("0x773A : f16", "2.960000e+04 : f16"),
        ("0xCB : f8E3M4", "-3.375000e+00 : f8E3M4"),
        ("57930.516e25 : bf16", "5.793560e+29 : bf16"),
        ("97224.671e17 : f32", "9.72246657E+21 : f32"),
        ("8065.544e-37 : bf16", "8.064830e-34 : bf16"),
        ("61538.483e27 : f32", "6.15384829E+31 : f32"),
        ("0x38 : f8E8M0FNU", "4.235160e-22 : f8E8M0FNU"),
        ("0x4767E000 : f32", "5.936000e+04 : f32"),
        ("0x9F9C : tf32", "6.146800e-27 : tf32"),
        ("84535.840e31 : f8E5M2", "0x7C : f8E5M2"),
        ("52396.961e26 : f8E5M2", "0x7C : f8E5M2"),
        ("0x39498FB9 : f32", "1.92223946E-4 : f32"),
        ("0x468F : bf16", "1.830400e+04 : bf16"),
        ("72097.869e40 : f64", "7.2097869E+44 : f64"),
        ("0xFC : f8E3M4", "0xFC : f8E3M4"),
        ("39534.129e-35 : f16", "0.000000e+00 : f16"),
        ("50949.336e36 : f16", "0x7C00 : f16"),
        ("0x407296AB7961FD92 : f64", "297.41686380651038 : f64"),
        ("53244.591e6 : bf16", "5.315020e+10 : bf16"),
        ("0x416FD8F9A2C68E45 : f64", "16697293.086737761 : f64"),
        ("0x8C : f8E5M2FNUZ", "-1.220700e-04 : f8E5M2FNUZ"),
        ("97224.671e17 : f16", "0x7C00 : f16"),
        ("38848.839e26 : f32", "3.88488403E+30 : f32"),
        ("49394.172e-7 : f8E4M3FN", "5.859380e-03 : f8E4M3FN"),
        ("59822.147e-8 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("0xA : f4E2M1FN", "-1.000000e+00 : f4E2M1FN"),
        ("81780.848e20 : f32", "8.17808498E+24 : f32"),
        ("0xD375 : f16", "-5.965630e+01 : f16"),
        ("0xF178 : bf16", "-1.228040e+30 : bf16"),
        ("53017.629e-15 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("0x3EF6 : f16", "1.740230e+00 : f16"),
        ("0xC3BAEA9E13DEEF86 : f64", "-1.9395363977182264E+18 : f64"),
        ("0x1279 : f16", "7.901190e-04 : f16"),
        ("60069.856e-18 : bf16", "5.995200e-14 : bf16"),
        ("57930.516e25 : f16", "0x7C00 : f16"),
        ("0x1A32 : bf16", "3.680950e-23 : bf16"),
        ("0x30 : f6E2M3FN", "-2.000000e+00 : f6E2M3FN"),
        ("32383.993e-16 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("0x85 : f8E4M3B11FNUZ", "-6.103520e-04 : f8E4M3B11FNUZ"),
        ("59822.147e-8 : bf16", "5.989070e-04 : bf16"),
        ("0x7 : f8E3M4", "1.093750e-01 : f8E3M4"),
        ("84474.201e10 : f64", "8.4474201E+14 : f64"),
        ("0x62 : f8E4M3", "4.000000e+01 : f8E4M3"),
        ("34635.990e-39 : f16", "0.000000e+00 : f16"),
        ("47219.338e-30 : f32", "4.72193372E-26 : f32"),
        ("97800.936e1 : f32", "978009.375 : f32"),
        ("0x4EF8AA3892276658 : f64", "2.7236969739032308E+72 : f64"),
        ("0xB6 : f8E8M0FNU", "3.602880e+16 : f8E8M0FNU"),
        ("32383.993e-16 : f32", "3.23839935E-12 : f32"),
        ("0xC3E06000 : f32", "-4.487500e+02 : f32"),
        ("15432.399e36 : f16", "0x7C00 : f16"),
        ("85557.973e-23 : f8E5M2", "0.000000e+00 : f8E5M2"),
        ("0x2C56 : f16", "6.774900e-02 : f16"),
        ("0x2CC2F : tf32", "4.710310e+15 : tf32"),
        ("0xE21B37CA1B29FC99 : f64", "-3.9184355244378524E+164 : f64"),
        ("22504.149e4 : bf16", "2.254440e+08 : bf16"),
        ("0xA8 : f8E3M4", "-7.500000e-01 : f8E3M4"),
        ("21642.702e-12 : f8E5M2", "0.000000e+00 : f8E5M2"),
        ("96139.321e25 : bf16", "9.606410e+29 : bf16"),
        ("0x43CF : bf16", "4.140000e+02 : bf16"),
        ("23982.578e-13 : bf16", "2.401070e-09 : bf16"),
        ("0x24 : f6E3M2FN", "-2.500000e-01 : f6E3M2FN"),
        ("21210.533e-19 : f8E5M2", "0.000000e+00 : f8E5M2"),
        ("0x38 : f8E3M4", "1.500000e+00 : f8E3M4"),
        ("0xA1 : f8E4M3B11FNUZ", "-8.789060e-03 : f8E4M3B11FNUZ"),
        ("0xBED74EF5E8E25D94 : f64", "-5.5571650944477879E-6 : f64"),
        ("60069.856e-18 : f64", "6.0069856000000004E-14 : f64"),
        ("60069.856e-18 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("19578.297e38 : f64", "1.9578297000000001E+42 : f64"),
        ("30153.180e38 : f16", "0x7C00 : f16"),
        ("0xD2 : f8E4M3FNUZ", "-5.000000e+00 : f8E4M3FNUZ"),
        ("54275.426e-38 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("33035.548e40 : f64", "3.3035548000000002E+44 : f64"),
        ("0x3F5739FA9D1DE2A0 : f64", "0.0014176318549898106 : f64"),
        ("0x19BD : f16", "2.801900e-03 : f16"),
        ("343.580e5 : f32", "3.435800e+07 : f32"),
        ("0xD096 : f16", "-3.668750e+01 : f16"),
        ("5329.651e-24 : f32", "5.32965111E-21 : f32"),
        ("80723.518e-10 : f8E4M3FN", "0.000000e+00 : f8E4M3FN"),
        ("0xEE59 : f16", "-6.500000e+03 : f16"),
        ("0xC218D691 : f32", "-38.2095375 : f32"),
    ];
}
