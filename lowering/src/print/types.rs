//! Type printing in MLIR 22's textual form (`AsmPrinter.cpp` and the LLVM dialect's type
//! printer): builtin types, LLVM types (`!llvm.` at the top, bare inside other LLVM
//! types), opaque dialect types verbatim, and aliases (`!tuple`, `#map` layouts).

use super::aliases::Aliases;
use super::attrs::{write_attr_elided, write_escaped_string, Elision};
use crate::ir::{Context, Signedness, Type, TypeData, DYNAMIC};

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

pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, ctx, ty, None);
    s
}

/// Types the LLVM dialect prints (and that print without `!llvm.` inside LLVM types).
pub fn is_llvm_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::LlvmPtr { .. }
        | TypeData::LlvmArray { .. }
        | TypeData::LlvmStruct(_)
        | TypeData::LlvmFunc { .. }
        | TypeData::LlvmVoid
        | TypeData::LlvmToken
        | TypeData::LlvmLabel
        | TypeData::LlvmMetadata
        | TypeData::LlvmX86Amx
        | TypeData::LlvmTargetExt { .. } => true,
        TypeData::Opaque { dialect, .. } => ctx.ident_str(*dialect) == "llvm",
        _ => false,
    }
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
            out.push_str(ctx.ident_str(*dialect));
            if !body.starts_with('<') {
                out.push('.');
            }
            out.push_str(body);
        }
        _ => {
            out.push_str("!llvm.");
            write_llvm_body(out, ctx, ty, aliases);
        }
    }
}

/// A type inside an LLVM type: LLVM types lose their `!llvm.` prefix.
fn write_llvm_nested(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    if is_llvm_type(ctx, ty) {
        write_llvm_body(out, ctx, ty, aliases);
    } else {
        write_type(out, ctx, ty, aliases);
    }
}

fn write_llvm_body(out: &mut String, ctx: &Context, ty: Type, aliases: Option<&Aliases>) {
    match ctx.type_data(ty) {
        TypeData::LlvmPtr { addr_space } => {
            out.push_str("ptr");
            if *addr_space != 0 {
                out.push('<');
                out.push_str(&addr_space.to_string());
                out.push('>');
            }
        }
        TypeData::LlvmArray { len, elem } => {
            out.push_str("array<");
            out.push_str(&len.to_string());
            out.push_str(" x ");
            write_llvm_nested(out, ctx, *elem, aliases);
            out.push('>');
        }
        TypeData::LlvmStruct(s) => {
            out.push_str("struct<");
            if let Some(name) = &s.name {
                write_escaped_string(out, name);
                match &s.body {
                    None => {
                        out.push_str(", opaque>");
                        return;
                    }
                    Some(_) => out.push_str(", "),
                }
            }
            if s.packed {
                out.push_str("packed ");
            }
            out.push('(');
            if let Some(body) = &s.body {
                write_list(out, ctx, body, aliases, true);
            }
            out.push_str(")>");
        }
        TypeData::LlvmFunc { ret, params, var_arg } => {
            out.push_str("func<");
            write_llvm_nested(out, ctx, *ret, aliases);
            out.push_str(" (");
            write_list(out, ctx, params, aliases, true);
            if *var_arg {
                if !params.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push_str(")>");
        }
        TypeData::LlvmVoid => out.push_str("void"),
        TypeData::LlvmToken => out.push_str("token"),
        TypeData::LlvmLabel => out.push_str("label"),
        TypeData::LlvmMetadata => out.push_str("metadata"),
        TypeData::LlvmX86Amx => out.push_str("x86_amx"),
        TypeData::LlvmTargetExt { name, types, ints } => {
            out.push_str("target<");
            write_escaped_string(out, name);
            for t in types.iter() {
                out.push_str(", ");
                write_llvm_nested(out, ctx, *t, aliases);
            }
            for i in ints.iter() {
                out.push_str(", ");
                out.push_str(&i.to_string());
            }
            out.push('>');
        }
        TypeData::Opaque { body, .. } => out.push_str(body),
        _ => write_type_body(out, ctx, ty, aliases),
    }
}
