//! Attribute, location and type printing in MLIR 22's textual form (`AsmPrinter.cpp` and
//! the LLVM dialect's type printer): dense elements (splat elision, hex form above 100
//! elements), locations, builtin and LLVM types (`!llvm.` at the top, bare inside other
//! LLVM types), opaque dialect attributes and types verbatim, and alias definitions.
//! Attributes and types contain each other, so their printers live together; floats are
//! formatted by `print::float`, affine maps by `print::affine`, strings by
//! `print::lexical`.

pub use super::affine::{write_affine_expr, write_affine_expr_with, write_affine_map, write_integer_set};
use super::aliases::Aliases;
use super::float::format_float;
use super::lexical::is_bare_identifier;
pub use super::lexical::{write_escaped_string, write_keyword_or_string, write_symbol_name};
use crate::ir::{AttrData, Attribute, Context, DenseValues, FloatKind, Location, Signedness, Type, TypeData, DYNAMIC};
use crate::llvm_types::{self, LlvmType};

/// Prints an attribute parameter with Rust syntax (`nativeSyntax`): the `print` hook of
/// `ParamKind::Native`.
pub type NativeParamPrint = fn(&mut String, &Context, Attribute, Option<&Aliases>);

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

/// An attribute in full, without aliases (for diagnostics).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut s = String::new();
    write_attr(&mut s, ctx, a, None);
    s
}

/// A block argument's location: spelled out at the top (MLIR prints it without its own
/// alias) but with aliases for what it contains (`loc(fused<#di_subprogram>[#loc1])`).
pub fn write_arg_location(out: &mut String, ctx: &Context, loc: Attribute, aliases: Option<&Aliases>, pretty: bool) {
    if !pretty {
        out.push_str("loc(");
    }
    write_location_internal(out, ctx, loc, aliases, true, pretty);
    if !pretty {
        out.push(')');
    }
}

/// A trailing location: `loc(#loc3)` with an alias, else `loc(...)` spelled out; in the
/// pretty form (`--mlir-pretty-debuginfo`) without `loc(...)`.
pub fn write_location(out: &mut String, ctx: &Context, loc: Attribute, aliases: Option<&Aliases>, pretty: bool) {
    // The pretty form spells the location out (its parts may still use aliases).
    if pretty {
        write_location_internal(out, ctx, loc, aliases, true, true);
        return;
    }
    out.push_str("loc(");
    match aliases.and_then(|a| a.attr_alias(loc)) {
        Some(name) => out.push_str(name),
        None => write_location_internal(out, ctx, loc, aliases, true, false),
    }
    out.push(')');
}

fn pretty_locations(aliases: Option<&Aliases>) -> bool {
    aliases.is_some_and(|a| a.options.pretty_locations)
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
        AttrData::WideInteger { ty, words } => {
            let (w, s) = int_type_info(ctx, *ty).unwrap_or((256, Signedness::Signless));
            out.push_str(&crate::wide_int::to_decimal(words, w, s == Signedness::Unsigned));
            suffix_type = Some(*ty);
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
        AttrData::DenseElements { ty, splat, values }
            if !*splat
                && aliases
                    .and_then(|a| a.options.elide_elements_larger)
                    .is_some_and(|n| element_count(ctx, *ty) > n) =>
        {
            out.push_str("dense_resource<__elided__>");
            suffix_type = Some(*ty);
        }
        AttrData::Sparse { body, ty } => {
            // Indices without elements (a 0-D type's) print as MLIR prints them, without
            // the values: `sparse<>`. The attribute itself keeps its value.
            out.push_str(if body.starts_with("sparse<, ") { "sparse<>" } else { body });
            suffix_type = Some(*ty);
        }
        AttrData::DenseResource { handle, ty } => {
            out.push_str("dense_resource<");
            super::lexical::write_keyword_or_string(out, ctx.ident_str(*handle));
            out.push('>');
            suffix_type = Some(*ty);
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
            let pretty = pretty_locations(aliases);
            if !pretty {
                out.push_str("loc(");
            }
            write_location_internal(out, ctx, attr, aliases, true, pretty);
            if !pretty {
                out.push(')');
            }
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
                    // The reference with its own aliases and distinct numbers.
                    match super::aliases::distinct_reference(ctx, attr) {
                        Some(r) => {
                            out.push('<');
                            write_attr(out, ctx, r, aliases);
                            out.push('>');
                        }
                        None => out.push_str(rest),
                    }
                    return;
                }
            }
            if d.is_empty() {
                out.push_str(body);
            } else if let Some(entries) =
                (d == "dlti" && aliases.is_some()).then(|| crate::print::dlti::entries(ctx, attr)).flatten()
            {
                // Written again from its entries, for their aliases.
                out.push_str("#dlti.");
                let mnemonic = body.split('<').next().unwrap_or("");
                write_dlti_body(out, ctx, mnemonic, &entries, aliases);
            } else {
                out.push('#');
                write_dialect_symbol(out, d, body);
            }
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
        (info.optional && v == ctx.unit_attr()) || info.default.is_some_and(|d| ctx.default_attr(d) == v)
    };
    if def.0.optional_body && def.0.params.iter().zip(params.iter()).all(|(i, &v)| absent(i, v)) {
        return;
    }
    if !def.0.format.is_empty() {
        let mut prev_word = false;
        for (k, item) in def.0.format.iter().enumerate() {
            match *item {
                crate::ir::FormatItem::Literal(l) => {
                    let word = l.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                    // MLIR's format printer: a space before a keyword or after a comma,
                    // none around brackets.
                    if word && k > 0 {
                        out.push(' ');
                    }
                    out.push_str(l);
                    if l == "," {
                        out.push(' ');
                    }
                    prev_word = word;
                }
                crate::ir::FormatItem::Param(i) => {
                    if prev_word {
                        out.push(' ');
                    }
                    let i = i as usize;
                    if let (Some(info), Some(&v)) = (def.0.params.get(i), params.get(i)) {
                        write_param_value(out, ctx, info, v, aliases);
                    }
                    prev_word = false;
                }
            }
        }
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
        write_param_value(out, ctx, info, v, aliases);
    }
    out.push('>');
}

/// One parameter value of an AttrDef attribute, as its kind writes it.
fn write_param_value(
    out: &mut String,
    ctx: &Context,
    info: &crate::ir::ParamInfo,
    v: Attribute,
    aliases: Option<&Aliases>,
) {
    match (info.kind, ctx.attr_data(v)) {
        (crate::ir::ParamKind::Int, AttrData::Integer { value, .. }) => out.push_str(&value.to_string()),
        (crate::ir::ParamKind::Enum(e), _) => {
            let value = match ctx.attr_data(v) {
                AttrData::Enum { value, .. } => Some(*value),
                _ => ctx.int_value(v).map(|x| x as u64),
            };
            if let Some(x) = value {
                // A value that is no case of its own is one string
                // (`"Definition|Optimized"`), as MLIR's generated enum printer quotes it.
                let mut text = String::new();
                write_enum_keywords(&mut text, e, x);
                if e.bit_enum && !text.starts_with('"') && !e.cases.iter().any(|c| c.1 == x) {
                    write_escaped_string(out, &text);
                } else {
                    out.push_str(&text);
                }
            }
        }
        (crate::ir::ParamKind::Nested(_), AttrData::Dialect { .. }) => match aliases.and_then(|al| al.attr_alias(v)) {
            Some(name) => out.push_str(name),
            None => write_dialect_attr_params(out, ctx, v, aliases),
        },
        (crate::ir::ParamKind::List | crate::ir::ParamKind::ListOf(..), AttrData::Array(items)) => {
            for (i, &item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(out, ctx, item, aliases);
            }
        }
        (crate::ir::ParamKind::Native { print, .. }, _) => {
            if let Some(print) = print.downcast_ref::<NativeParamPrint>() {
                print(out, ctx, v, aliases)
            }
        }
        _ => write_attr(out, ctx, v, aliases),
    }
}

/// A case keyword: bare when it is an identifier, else quoted (`"non-leaf"`).
fn write_enum_keyword(out: &mut String, k: &str) {
    if is_bare_identifier(k) {
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
    let is_group = |i: usize, v: u64| v.count_ones() > 1 || def.groups.contains(&(i as u16));
    for (i, (k, v)) in def.cases.iter().enumerate().rev() {
        if is_group(i, *v) && rest & v == *v {
            parts.push(k);
            rest &= !v;
        }
    }
    for (i, (k, v)) in def.cases.iter().enumerate() {
        if !is_group(i, *v) && v.count_ones() == 1 && rest & v == *v {
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

fn write_location_internal(
    out: &mut String,
    ctx: &Context,
    loc: Attribute,
    aliases: Option<&Aliases>,
    top: bool,
    pretty: bool,
) {
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
        Location::Unknown => out.push_str(if pretty { "[unknown]" } else { "unknown" }),
        Location::FileLineCol { file, line, col } => {
            write_file_name(out, ctx.ident_str(*file), pretty);
            out.push_str(&format!(":{line}:{col}"));
        }
        Location::FileRange { file, line, col, end_line, end_col } => {
            write_file_name(out, ctx.ident_str(*file), pretty);
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
                    write_location_internal(out, ctx, *c, aliases, false, pretty);
                    out.push(')');
                }
            }
        }
        Location::CallSite { callee, caller } => {
            if !pretty {
                out.push_str("callsite(");
            }
            write_location_internal(out, ctx, *callee, aliases, false, pretty);
            // The pretty form keeps a named callee and a file caller on one line.
            let one_line =
                !pretty || (is_location(ctx, *callee, LocKind::Name) && is_location(ctx, *caller, LocKind::File));
            out.push_str(if one_line { " at " } else { "\n at " });
            write_location_internal(out, ctx, *caller, aliases, false, pretty);
            if !pretty {
                out.push(')');
            }
        }
        Location::Fused { locs, metadata } => {
            if !pretty {
                out.push_str("fused");
            }
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
                write_location_internal(out, ctx, *l, aliases, false, pretty);
            }
            out.push(']');
        }
    }
}

#[derive(PartialEq)]
enum LocKind {
    Name,
    File,
}

fn is_location(ctx: &Context, loc: Attribute, kind: LocKind) -> bool {
    match ctx.attr_data(loc) {
        AttrData::Location(Location::Name { .. }) => kind == LocKind::Name,
        AttrData::Location(Location::FileLineCol { .. }) => kind == LocKind::File,
        _ => false,
    }
}

/// Number of elements of a shaped type (0 for anything else).
fn element_count(ctx: &Context, ty: Type) -> u64 {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. } | TypeData::MemRef { shape, .. } => {
            shape.iter().map(|&d| d.max(0) as u64).product()
        }
        _ => 0,
    }
}

/// A location's file name: quoted and escaped, or as it is in the pretty form.
fn write_file_name(out: &mut String, name: &str, pretty: bool) {
    if pretty {
        out.push_str(name);
    } else {
        write_escaped_string(out, name);
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
    let storage = crate::ir::dense_storage_bits(ctx, elem) as usize;
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
    super::lexical::write_hex_string(out, &data);
}

// ----- alias definitions -----------------------------------------------------------------

/// The alias definitions printed before the top-level op, one per line.
pub fn write_alias_definitions(out: &mut String, ctx: &Context, aliases: &Aliases) {
    write_definitions(out, ctx, aliases, false);
}

/// The deferred definitions (used only by op locations) printed after the top-level op.
pub fn write_deferred_alias_definitions(out: &mut String, ctx: &Context, aliases: &Aliases) {
    write_definitions(out, ctx, aliases, true);
}

fn write_definitions(out: &mut String, ctx: &Context, aliases: &Aliases, deferred: bool) {
    for (name, value) in aliases.definitions(deferred) {
        out.push_str(name);
        out.push_str(" = ");
        match value {
            Ok(t) => write_type_noalias(out, ctx, t, Some(aliases)),
            Err(a) => write_attr_body(out, ctx, a, Some(aliases), Elision::Never),
        }
        out.push('\n');
    }
}

// ----- types -----------------------------------------------------------------------------

thread_local! {
    /// Names of the identified LLVM structs whose bodies are being printed.
    static STRUCT_STACK: std::cell::RefCell<Vec<Box<str>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The `dialect.symbol` or `dialect<symbol>` part of an opaque `!`/`#` reference, `body`
/// being the text kept by the parser (`symbol` or `<symbol>`). As MLIR's
/// `printDialectSymbol`, the pretty form is chosen from the symbol itself, however it was
/// written: `!bar<baz>` prints as `!bar.baz`, `!foo<"x">` stays bracketed.
/// An attribute's body may end with the ` : type` it was written with, kept after the symbol.
fn write_dialect_symbol(out: &mut String, dialect: &str, body: &str) {
    out.push_str(dialect);
    // A body written `dialect.symbol...` is already in pretty form.
    let Some(close) = body.starts_with('<').then(|| bracket_end(body)).flatten() else {
        if !body.starts_with('<') {
            out.push('.');
        }
        out.push_str(body);
        return;
    };
    let (sym, rest) = (&body[1..close], &body[close + 1..]);
    if pretty_dialect_symbol(sym) {
        out.push('.');
        out.push_str(sym);
    } else {
        out.push('<');
        out.push_str(sym);
        out.push('>');
    }
    out.push_str(rest);
}

/// The index of the `>` closing the `<` that starts `body`: nested `<...>` counted, string
/// literals and `->` arrows skipped, as MLIR's lexer reads a dialect symbol body.
fn bracket_end(body: &str) -> Option<usize> {
    let b = body.as_bytes();
    let (mut depth, mut i) = (0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`: a letter, identifier characters
/// (letters, digits, `.`, `_`), then nothing or a `<...>` tail.
fn pretty_dialect_symbol(sym: &str) -> bool {
    if !sym.as_bytes().first().is_some_and(|b| b.is_ascii_alphabetic()) {
        return false;
    }
    let rest = sym.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// Writes `ty`, using `aliases` (if given) for the type itself and nested attributes.
pub fn write_type(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    if let Some(name) = aliases.and_then(|a| a.type_alias(ty)) {
        out.push_str(name);
        return;
    }
    write_type_noalias(out, ctx, ty, aliases);
}

/// The type itself, even if it has an alias (used for alias definitions).
pub fn write_type_noalias(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    if is_llvm_type(ctx, ty) {
        out.push_str("!llvm.");
        write_llvm_body(out, ctx, ty, aliases);
        return;
    }
    write_type_body(out, ctx, ty, aliases);
}

/// A type in full, without aliases (for diagnostics: `'f32'` in MLIR's messages).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, ctx, ty, None);
    s
}

/// Types the LLVM dialect prints (and that print without `!llvm.` inside LLVM types).
pub fn is_llvm_type(ctx: &Context, ty: Type) -> bool {
    llvm_types::is_llvm_type(ctx, ty)
}

fn write_list(out: &mut String, ctx: &Context, tys: &[Type], aliases: Option<&Aliases>, llvm_nested: bool) {
    for (i, t) in tys.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if llvm_nested {
            write_llvm_nested(out, ctx, *t, aliases);
        } else {
            write_type(out, ctx, *t, aliases);
        }
    }
}

fn write_dims(out: &mut String, shape: &[i64]) {
    for d in shape {
        if *d == DYNAMIC {
            out.push('?');
        } else {
            out.push_str(&d.to_string());
        }
        out.push('x');
    }
}

fn write_type_body(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            out.push_str(&width.to_string());
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::None => out.push_str("none"),
        TypeData::Complex(e) => {
            out.push_str("complex<");
            write_type(out, ctx, *e, aliases);
            out.push('>');
        }
        TypeData::Tuple(elems) => {
            out.push_str("tuple<");
            write_list(out, ctx, elems, aliases, false);
            out.push('>');
        }
        TypeData::Function { inputs, results } => {
            out.push('(');
            write_list(out, ctx, inputs, aliases, false);
            out.push_str(") -> ");
            // A single result is not parenthesized unless it is itself a function type.
            let wrap = results.len() != 1 || matches!(ctx.type_data(results[0]), TypeData::Function { .. });
            if wrap {
                out.push('(');
            }
            write_list(out, ctx, results, aliases, false);
            if wrap {
                out.push(')');
            }
        }
        TypeData::Vector { shape, scalable, elem } => {
            out.push_str("vector<");
            for (i, d) in shape.iter().enumerate() {
                if scalable.get(i).copied().unwrap_or(false) {
                    out.push('[');
                    out.push_str(&d.to_string());
                    out.push(']');
                } else {
                    out.push_str(&d.to_string());
                }
                out.push('x');
            }
            write_type(out, ctx, *elem, aliases);
            out.push('>');
        }
        TypeData::RankedTensor { shape, elem, encoding } => {
            out.push_str("tensor<");
            write_dims(out, shape);
            write_type(out, ctx, *elem, aliases);
            if let Some(enc) = encoding {
                out.push_str(", ");
                write_attr_elided(out, ctx, *enc, aliases, Elision::Never);
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            write_type(out, ctx, *elem, aliases);
            out.push('>');
        }
        TypeData::MemRef { shape, elem, layout, memory_space } => {
            out.push_str("memref<");
            write_dims(out, shape);
            write_type(out, ctx, *elem, aliases);
            if let Some(l) = layout {
                out.push_str(", ");
                write_attr_elided(out, ctx, *l, aliases, Elision::Never);
            }
            if let Some(ms) = memory_space {
                out.push_str(", ");
                write_attr_elided(out, ctx, *ms, aliases, Elision::May);
            }
            out.push('>');
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            write_type(out, ctx, *elem, aliases);
            if let Some(ms) = memory_space {
                out.push_str(", ");
                write_attr_elided(out, ctx, *ms, aliases, Elision::May);
            }
            out.push('>');
        }
        TypeData::Opaque { dialect, body } => {
            out.push('!');
            write_dialect_symbol(out, ctx.ident_str(*dialect), body);
        }
        TypeData::Dialect { def, params } => {
            if llvm_types::view(ctx, ty).is_some() {
                out.push_str("!llvm.");
                write_llvm_body(out, ctx, ty, aliases);
            } else {
                write_dialect_type(out, ctx, def.0, params, aliases);
            }
        }
    }
}

/// A type of a spec `TypeDef` whose syntax the printer does not know (a user dialect's):
/// `!dialect.mnemonic`, with `<param, ...>` when it has parameters.
fn write_dialect_type(
    out: &mut String,
    ctx: &Context,
    def: &crate::ir::TypeDefInfo,
    params: &[crate::ir::TypeParam],
    aliases: Option<&Aliases>,
) {
    use crate::ir::TypeParam as P;
    out.push('!');
    out.push_str(def.dialect);
    out.push('.');
    out.push_str(def.mnemonic);
    let present: Vec<&P> = params.iter().filter(|p| !matches!(p, P::Absent)).collect();
    if present.is_empty() {
        return;
    }
    out.push('<');
    for (i, p) in present.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match p {
            P::Absent => {}
            P::Type(t) => write_type(out, ctx, *t, aliases),
            P::Types(ts) => {
                out.push('[');
                write_list(out, ctx, ts, aliases, false);
                out.push(']');
            }
            P::Int(v) => out.push_str(&v.to_string()),
            P::Ints(vs) => {
                let vs: Vec<String> = vs.iter().map(|v| v.to_string()).collect();
                out.push('[');
                out.push_str(&vs.join(", "));
                out.push(']');
            }
            P::Str(s) => write_escaped_string(out, s),
            P::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            P::Attr(a) => write_attr_elided(out, ctx, *a, aliases, Elision::May),
        }
    }
    out.push('>');
}

/// A type inside an LLVM type: LLVM types lose their `!llvm.` prefix.
fn write_llvm_nested(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    // Types the data model does not have (kept opaque) keep their prefix, as MLIR prints
    // them through the generic type printer.
    if is_llvm_type(ctx, ty) && !matches!(ctx.type_data(ty), TypeData::Opaque { .. }) {
        write_llvm_body(out, ctx, ty, aliases);
    } else {
        write_type(out, ctx, ty, aliases);
    }
}

fn write_llvm_body(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    let Some(view) = llvm_types::view(ctx, ty) else {
        match ctx.type_data(ty) {
            TypeData::Opaque { body, .. } => out.push_str(body),
            _ => write_type_body(out, ctx, ty, aliases),
        }
        return;
    };
    match view {
        LlvmType::Ptr { addr_space } => {
            out.push_str("ptr");
            if addr_space != 0 {
                out.push('<');
                out.push_str(&addr_space.to_string());
                out.push('>');
            }
        }
        LlvmType::Array { len, elem } => {
            out.push_str("array<");
            out.push_str(&len.to_string());
            out.push_str(" x ");
            write_llvm_nested(out, ctx, elem, aliases);
            out.push('>');
        }
        LlvmType::Struct(s) => {
            out.push_str("struct<");
            if let Some(name) = s.name {
                write_escaped_string(out, name);
                match &s.body {
                    None => {
                        // Inside its own body an identified struct is referred to by name.
                        let recursive = STRUCT_STACK.with(|st| st.borrow().iter().any(|n| **n == *name));
                        out.push_str(if recursive { ">" } else { ", opaque>" });
                        return;
                    }
                    Some(_) => out.push_str(", "),
                }
            }
            if s.packed {
                out.push_str("packed ");
            }
            out.push('(');
            if let Some(body) = s.body {
                if let Some(name) = s.name {
                    STRUCT_STACK.with(|st| st.borrow_mut().push(name.into()));
                }
                write_list(out, ctx, body, aliases, true);
                if s.name.is_some() {
                    STRUCT_STACK.with(|st| st.borrow_mut().pop());
                }
            }
            out.push_str(")>");
        }
        LlvmType::Func { ret, params, var_arg } => {
            out.push_str("func<");
            write_llvm_nested(out, ctx, ret, aliases);
            out.push_str(" (");
            write_list(out, ctx, params, aliases, true);
            if var_arg {
                if !params.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push_str(")>");
        }
        LlvmType::Void => out.push_str("void"),
        LlvmType::Token => out.push_str("token"),
        LlvmType::Label => out.push_str("label"),
        LlvmType::Metadata => out.push_str("metadata"),
        LlvmType::X86Amx => out.push_str("x86_amx"),
        LlvmType::TargetExt { name, types, ints } => {
            out.push_str("target<");
            write_escaped_string(out, name);
            for t in types.iter() {
                out.push_str(", ");
                write_type(out, ctx, *t, aliases);
            }
            for i in ints.iter() {
                out.push_str(", ");
                out.push_str(&i.to_string());
            }
            out.push('>');
        }
    }
}

/// `mnemonic<key = value, ...>` (`dl_entry<key, value>`), the values with the printer's
/// aliases (MLIR writes the keys' types in full).
pub fn write_dlti_body(
    out: &mut String,
    ctx: &Context,
    mnemonic: &str,
    entries: &[super::dlti::DltiEntry],
    aliases: Option<&Aliases>,
) {
    out.push_str(mnemonic);
    out.push('<');
    let sep = if mnemonic == "dl_entry" { ", " } else { " = " };
    for (i, (key, value)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_dlti_key(out, ctx, key);
        out.push_str(sep);
        write_attr(out, ctx, *value, aliases);
    }
    out.push('>');
}

/// A key as MLIR writes it: strings quoted, types bare.
pub fn write_dlti_key(out: &mut String, ctx: &Context, key: &super::dlti::DltiKey) {
    match key {
        super::dlti::DltiKey::Str(k) => write_escaped_string(out, k),
        super::dlti::DltiKey::Type(t) => write_type(out, ctx, *t, None),
    }
}
