//! Attribute and location printing in MLIR 22's textual form, including MLIR's float
//! formatting (a port of `printFloatValue` and `APFloat::toString`), string escaping,
//! dense elements (splat elision, hex form above 100 elements), affine maps and sets.

use super::aliases::Aliases;
use super::types::write_type;
use crate::ir::{
    AffineExpr, AffineMap, AttrData, Attribute, Context, DenseValues, FloatKind, IntegerSet, Location, Signedness, Type,
    TypeData, DYNAMIC,
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
pub fn write_attr_elided(out: &mut String, ctx: &Context, attr: Attribute, aliases: Option<&Aliases>, elision: Elision) {
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
            write_int(out, *value, w, s);
            let is_i64 = matches!(ctx.type_data(*ty), TypeData::Integer { width: 64, signedness: Signedness::Signless });
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

/// The keyword(s) of an enum value: bit enums list the set cases joined by the def's
/// separator (multi-bit "group" cases first, in reverse declaration order, consuming their
/// bits, as tblgen's `printBitEnumPrimaryGroups` does); value 0 is the zero case.
pub fn write_enum_keywords(out: &mut String, def: &crate::ir::EnumDef, value: u64) {
    if !def.bit_enum {
        match def.keyword(value) {
            Some(k) => out.push_str(k),
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
    let groups = parts.len();
    for (k, v) in def.cases.iter() {
        if v.count_ones() == 1 && rest & v == *v {
            parts.push(k);
        }
    }
    // Groups were collected in reverse order; MLIR emits them in that order too.
    let _ = groups;
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(def.separator);
        }
        out.push_str(p);
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
    } else if let (AffineExpr::Mul(rl, rr), Some(c)) = (&**r, r_mul_const(r)) {
        let _ = rr;
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
        TypeData::RankedTensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } | TypeData::MemRef { shape, elem, .. } => {
            (&shape[..], *elem)
        }
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
        DenseValues::Float(v) => v.iter().for_each(|x| push_le(&mut data, kind.to_bits(f64::from_bits(*x)), storage / 8)),
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

// ----- floats ----------------------------------------------------------------------------

/// MLIR's `printFloatValue`: `%.6e`-like scientific form when it reads back exactly, else
/// APFloat's shortest round-trip form when it contains a `.`, else the bit pattern in hex.
/// Returns the text and whether it is the hex form.
pub fn format_float(kind: FloatKind, v: f64) -> (String, bool) {
    if v.is_finite() {
        let s = apfloat_to_string(v, kind.precision(), 6, 0, false);
        if reads_back_exactly(kind, v, &s) {
            return (s, false);
        }
        let s = apfloat_to_string(v, kind.precision(), 0, 3, true);
        if s.contains('.') {
            return (s, false);
        }
    }
    (format!("0x{:X}", kind.to_bits(v)), true)
}

fn reads_back_exactly(kind: FloatKind, v: f64, s: &str) -> bool {
    match kind {
        // Values are carried as f64, so a wider format reads the text back exactly only if
        // the text is the exact value.
        FloatKind::F80 | FloatKind::F128 => {
            let exact = apfloat_to_string(v, 64, 100_000, 0, true);
            let digits = exact.split(['E', 'e']).next().unwrap_or("").bytes().filter(|b| b.is_ascii_digit()).count();
            digits <= 6 || (digits == 2 && exact.contains(".0E"))
        }
        _ => match s.parse::<f64>() {
            Ok(p) => kind.to_bits(kind.round(p)) == kind.to_bits(v),
            Err(_) => false,
        },
    }
}

/// A little arbitrary-precision unsigned integer (little-endian 32-bit limbs), enough for
/// exact decimal conversion of binary floats.
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn bits(&self) -> u32 {
        match self.0.last() {
            Some(top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in self.0.iter_mut() {
            let x = *limb as u64 * m as u64 + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, n: u32) {
        let words = (n / 32) as usize;
        let bits = n % 32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in self.0.iter_mut() {
                let x = *limb;
                *limb = (x << bits) | carry;
                carry = x >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        if words > 0 && !self.0.is_empty() {
            let mut v = vec![0u32; words];
            v.append(&mut self.0);
            self.0 = v;
        }
    }
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let x = (rem << 32) | *limb as u64;
            *limb = (x / d as u64) as u32;
            rem = x % d as u64;
        }
        self.trim();
        rem as u32
    }
}

/// A port of `APFloat::toString` (`toStringImpl`) for a finite value: `sem_precision` is
/// the format's significand width, `format_precision` 0 means "enough to round-trip".
pub fn apfloat_to_string(v: f64, sem_precision: u32, format_precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    let mut fp = format_precision;
    if v == 0.0 {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..fp.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    if fp == 0 {
        fp = 2 + sem_precision * 59 / 196;
    }
    let b = v.to_bits();
    let raw_exp = ((b >> 52) & 0x7ff) as i32;
    let frac = b & ((1u64 << 52) - 1);
    let (mut m, mut exp) = if raw_exp == 0 { (frac, -1074) } else { (frac | (1u64 << 52), raw_exp - 1075) };
    let tz = m.trailing_zeros();
    m >>= tz;
    exp += tz as i32;
    let mut sig = Big::from_u64(m);
    if exp > 0 {
        sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        // N * 2^-e == N * 5^e * 10^-e.
        let mut t = -exp;
        while t >= 13 {
            sig.mul_small(1_220_703_125); // 5^13
            t -= 13;
        }
        for _ in 0..t {
            sig.mul_small(5);
        }
    }
    // Drop decimal digits beyond what the precision can use.
    let bits = sig.bits();
    let bits_required = (fp * 196 + 58) / 59;
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        exp += tens as i32;
        let mut t = tens;
        while t >= 9 {
            sig.divrem_small(1_000_000_000);
            t -= 9;
        }
        for _ in 0..t {
            sig.divrem_small(10);
        }
    }
    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    if buf.is_empty() {
        buf.push(b'0');
    }
    // Round to `fp` significant digits (round half up, as APFloat does).
    let n = buf.len();
    if n > fp as usize {
        let mut first = n - fp as usize;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            buf.drain(..first);
        } else {
            let mut carried_all = true;
            for i in first..n {
                if buf[i] == b'9' {
                    first += 1;
                } else {
                    buf[i] += 1;
                    carried_all = false;
                    break;
                }
            }
            if carried_all {
                exp += first as i32;
                buf.clear();
                buf.push(b'1');
            } else {
                exp += first as i32;
                buf.drain(..first);
            }
        }
    }
    let nd = buf.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || nd as u32 + exp as u32 > fp
    } else {
        let msd = exp + nd as i32 - 1;
        if msd >= 0 {
            false
        } else {
            (-msd) as u32 > max_padding
        }
    };
    let digit = |i: usize| buf[nd - 1 - i] as char;
    if scientific {
        exp += nd as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(i));
            }
        }
        if !truncate_zero && fp as usize > nd - 1 {
            for _ in 0..(fp as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(i));
        i += 1;
    }
    out
}
