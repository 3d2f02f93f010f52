//! Type printing in MLIR 22's textual form (`AsmPrinter.cpp` and the LLVM dialect's type
//! printer): builtin types, LLVM types (`!llvm.` at the top, bare inside other LLVM
//! types), opaque dialect types verbatim, and aliases (`!tuple`, `#map` layouts).

use super::aliases::Aliases;
use super::attrs::{write_attr_elided, write_escaped_string, Elision};
use crate::ir::{Context, Signedness, Type, TypeData, DYNAMIC};

thread_local! {
    /// Names of the identified LLVM structs whose bodies are being printed.
    static STRUCT_STACK: std::cell::RefCell<Vec<Box<str>>> = const { std::cell::RefCell::new(Vec::new()) };
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

pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, ctx, ty, None);
    s
}

/// Types the LLVM dialect prints (and that print without `!llvm.` inside LLVM types).
pub fn is_llvm_type(ctx: &Context, ty: Type) -> bool {
    ctx.is_llvm_dialect_type(ty)
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
    // Types the data model does not have (kept opaque) keep their prefix, as MLIR prints
    // them through the generic type printer.
    if is_llvm_type(ctx, ty) && !matches!(ctx.type_data(ty), TypeData::Opaque { .. }) {
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
                        // Inside its own body an identified struct is referred to by name.
                        let recursive = STRUCT_STACK.with(|st| st.borrow().iter().any(|n| **n == **name));
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
            if let Some(body) = &s.body {
                if let Some(name) = &s.name {
                    STRUCT_STACK.with(|st| st.borrow_mut().push(name.clone()));
                }
                write_list(out, ctx, body, aliases, true);
                if s.name.is_some() {
                    STRUCT_STACK.with(|st| st.borrow_mut().pop());
                }
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
                write_type(out, ctx, *t, aliases);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::lexer::TokenKind;
    use crate::parse::parser::Parser;

    fn round_trip(ctx: &Context, src: &str) -> String {
        let mut p = Parser::new(ctx, src, "t.mlir", 0);
        let t = p.parse_type().unwrap_or_else(|e| panic!("{src}: {}", e.message));
        assert!(p.at(TokenKind::Eof), "{src}: trailing input");
        type_to_string(ctx, t)
    }

    #[test]
    fn types_print_like_mlir() {
        let ctx = Context::new();
        for (src, want) in TYPE_CASES {
            assert_eq!(round_trip(&ctx, src), *want, "input: {src}");
            // Printing is a fixed point.
            assert_eq!(round_trip(&ctx, want), *want, "reprint: {want}");
        }
    }

    #[test]
    fn llvm_corner_cases() {
        let ctx = Context::new();
        for (src, want) in [
            (r#"!llvm.struct<"a", (ptr, struct<"a">)>"#, r#"!llvm.struct<"a", (ptr, struct<"a">)>"#),
            ("!llvm.ptr<-1>", "!llvm.ptr<4294967295>"),
            (r#"!llvm.target<"spirv.Image", !llvm.void, 0>"#, r#"!llvm.target<"spirv.Image", !llvm.void, 0>"#),
            ("!llvm.struct<(ppc_fp128)>", "!llvm.struct<(!llvm.ppc_fp128)>"),
            ("!llvm.func<i32 (i32, ...)>", "!llvm.func<i32 (i32, ...)>"),
        ] {
            assert_eq!(round_trip(&ctx, src), want, "input: {src}");
        }
        let mut p = Parser::new(&ctx, r#"!llvm.struct<"">"#, "t.mlir", 0);
        let e = p.parse_type().unwrap_err();
        assert_eq!(e.message, "struct without a body only allowed in a recursive struct");
        let mut p = Parser::new(&ctx, "!llvm.array<4xi32>", "t.mlir", 0);
        assert_eq!(p.parse_type().unwrap_err().message, "expected 'x'");
    }

    #[test]
    fn type_aliases_resolve() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, "!baz = i64 !qux = !llvm.struct<(!baz, ptr)> !qux", "t.mlir", 0);
        p.parse_alias_definition().unwrap();
        p.parse_alias_definition().unwrap();
        let t = p.parse_type().unwrap();
        assert_eq!(type_to_string(&ctx, t), "!llvm.struct<(i64, ptr)>");
    }

    /// (input, expected print) pairs checked against mlir-opt 22.
    const TYPE_CASES: &[(&str, &str)] = &[
        ("i1", "i1"),
        ("si8", "si8"),
        ("ui64", "ui64"),
        ("i16777215", "i16777215"),
        ("i0", "i0"),
        ("index", "index"),
        ("f4E2M1FN", "f4E2M1FN"),
        ("f8E8M0FNU", "f8E8M0FNU"),
        ("tf32", "tf32"),
        ("f80", "f80"),
        ("none", "none"),
        ("complex<f32>", "complex<f32>"),
        ("tuple<>", "tuple<>"),
        ("tuple<i32, tuple<f32>>", "tuple<i32, tuple<f32>>"),
        ("(i32) -> i32", "(i32) -> i32"),
        ("(i32) -> (i32, f32)", "(i32) -> (i32, f32)"),
        ("() -> ()", "() -> ()"),
        ("((i32) -> i32) -> (() -> ())", "((i32) -> i32) -> (() -> ())"),
        ("vector<4x[8]xf32>", "vector<4x[8]xf32>"),
        ("vector<f32>", "vector<f32>"),
        ("vector<[4]xi1>", "vector<[4]xi1>"),
        ("tensor<4x?xf32>", "tensor<4x?xf32>"),
        ("tensor<*xf32>", "tensor<*xf32>"),
        ("tensor<f32>", "tensor<f32>"),
        ("tensor<4xf32, \"enc\">", "tensor<4xf32, \"enc\">"),
        ("tensor<4xf32, 1>", "tensor<4xf32, 1 : i64>"),
        ("memref<4x?xf32>", "memref<4x?xf32>"),
        ("memref<?x?xf32, strided<[?, 1], offset: ?>>", "memref<?x?xf32, strided<[?, 1], offset: ?>>"),
        ("memref<4x4xf32, strided<[4, 1], offset: 0>>", "memref<4x4xf32, strided<[4, 1]>>"),
        ("memref<4xf32, 1>", "memref<4xf32, 1>"),
        ("memref<4xf32, 1 : i32>", "memref<4xf32, 1 : i32>"),
        ("memref<4xf32, 0>", "memref<4xf32>"),
        ("memref<4xf32, #gpu.address_space<global>>", "memref<4xf32, #gpu.address_space<global>>"),
        ("memref<*xf32, 1>", "memref<*xf32, 1>"),
        ("memref<4xf32, affine_map<(d0) -> (d0 + 1)>>", "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>"),
        ("memref<4xf32, affine_map<(d0) -> (d0)>>", "memref<4xf32>"),
        (
            "memref<2x3xf32, affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>, 2>",
            "memref<2x3xf32, affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>, 2>",
        ),
        ("!llvm.ptr", "!llvm.ptr"),
        ("!llvm.ptr<1>", "!llvm.ptr<1>"),
        ("!llvm.ptr<0>", "!llvm.ptr"),
        ("!llvm.array<4 x i32>", "!llvm.array<4 x i32>"),
        ("!llvm.struct<(i32, f32)>", "!llvm.struct<(i32, f32)>"),
        ("!llvm.struct<packed (i8, i32)>", "!llvm.struct<packed (i8, i32)>"),
        ("!llvm.struct<\"name\", (i32)>", "!llvm.struct<\"name\", (i32)>"),
        ("!llvm.struct<\"name2\", opaque>", "!llvm.struct<\"name2\", opaque>"),
        ("!llvm.struct<()>", "!llvm.struct<()>"),
        ("!llvm.func<void (i32, ...)>", "!llvm.func<void (i32, ...)>"),
        ("!llvm.func<void (...)>", "!llvm.func<void (...)>"),
        ("!llvm.func<i32 ()>", "!llvm.func<i32 ()>"),
        ("!llvm.void", "!llvm.void"),
        ("!llvm.token", "!llvm.token"),
        ("!llvm.label", "!llvm.label"),
        ("!llvm.metadata", "!llvm.metadata"),
        ("!llvm.x86_amx", "!llvm.x86_amx"),
        ("!llvm.target<\"name\", i32, f32, 1, 2>", "!llvm.target<\"name\", i32, f32, 1, 2>"),
        ("!llvm.struct<(ptr, ptr, i64, array<2 x i64>)>", "!llvm.struct<(ptr, ptr, i64, array<2 x i64>)>"),
        ("!llvm.struct<(!llvm.ptr, !llvm.array<2 x !llvm.ptr<1>>)>", "!llvm.struct<(ptr, array<2 x ptr<1>>)>"),
        ("!llvm.func<struct<(i32)> ()>", "!llvm.func<struct<(i32)> ()>"),
        ("vector<4x!llvm.ptr>", "vector<4x!llvm.ptr>"),
        ("!llvm.target<\"x\">", "!llvm.target<\"x\">"),
        ("!foo.bar<\"x\", 3>", "!foo.bar<\"x\", 3>"),
        ("!foo<\"a\" ( b ) >", "!foo<\"a\" ( b ) >"),
        ("!foo.bar", "!foo.bar"),
        ("!llvm.array<2 x vector<4xf32>>", "!llvm.array<2 x vector<4xf32>>"),
        ("tensor<4x4xf32, #foo.enc<1>>", "tensor<4x4xf32, #foo.enc<1>>"),
        (
            "tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1>",
            "tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>",
        ),
        ("memref<?xf32, strided<[1], offset: -5>>", "memref<?xf32, strided<[1], offset: -5>>"),
        ("tensor<0x4xf32>", "tensor<0x4xf32>"),
        ("tensor<4x0xf32>", "tensor<4x0xf32>"),
        ("memref<0xf32>", "memref<0xf32>"),
        ("!llvm.ptr<4294967295>", "!llvm.ptr<4294967295>"),
        ("!llvm.array<1 x i32>", "!llvm.array<1 x i32>"),
        ("!llvm.array<32 x i32>", "!llvm.array<32 x i32>"),
        ("!llvm.array<4 x vector<8xf32>>", "!llvm.array<4 x vector<8xf32>>"),
        ("!llvm.array<42 x i8>", "!llvm.array<42 x i8>"),
        ("!llvm.func<f32 (i64)>", "!llvm.func<f32 (i64)>"),
        ("!llvm.func<ptr ()>", "!llvm.func<ptr ()>"),
        ("!llvm.func<void ()>", "!llvm.func<void ()>"),
        ("!llvm.func<void (i64)>", "!llvm.func<void (i64)>"),
        ("!llvm.func<void (ptr, i32)>", "!llvm.func<void (ptr, i32)>"),
        ("!llvm.struct<\"a\", ()>", "!llvm.struct<\"a\", ()>"),
        ("!llvm.struct<\"a\", (i32, i32)>", "!llvm.struct<\"a\", (i32, i32)>"),
        ("!llvm.struct<\"a\", opaque>", "!llvm.struct<\"a\", opaque>"),
        ("!llvm.struct<\"struct.va_list\", (ptr)>", "!llvm.struct<\"struct.va_list\", (ptr)>"),
        ("!llvm.struct<(i32)>", "!llvm.struct<(i32)>"),
        ("!llvm.struct<(ptr, i32)>", "!llvm.struct<(ptr, i32)>"),
        ("memref<*xf32>", "memref<*xf32>"),
        ("memref<*xi32>", "memref<*xi32>"),
        ("memref<0x3x1xf32, strided<[3, 1, 1], offset: 0>>", "memref<0x3x1xf32, strided<[3, 1, 1]>>"),
        ("memref<0x3x1xf32>", "memref<0x3x1xf32>"),
        ("memref<1024x64xf32, 1>", "memref<1024x64xf32, 1>"),
        ("memref<10x10xf32, strided<[10, 1], offset: 0>>", "memref<10x10xf32, strided<[10, 1]>>"),
        ("memref<10xf32>", "memref<10xf32>"),
        ("memref<10xi32, strided<[1], offset: 0>, 2>", "memref<10xi32, strided<[1]>, 2>"),
        ("memref<10xi32, strided<[1], offset: 0>>", "memref<10xi32, strided<[1]>>"),
        ("memref<10xi32, strided<[1], offset: 5>>", "memref<10xi32, strided<[1], offset: 5>>"),
        ("memref<10xi32>", "memref<10xi32>"),
        ("memref<12x4x16xf32, strided<[64, 16, 1], offset: 0>>", "memref<12x4x16xf32, strided<[64, 16, 1]>>"),
        (
            "memref<12x4x16xf32, strided<[64, 16, 1], offset: 16>>",
            "memref<12x4x16xf32, strided<[64, 16, 1], offset: 16>>",
        ),
        ("memref<16x10xf32>", "memref<16x10xf32>"),
        ("memref<16x10xi32>", "memref<16x10xi32>"),
        ("memref<16x16xf32>", "memref<16x16xf32>"),
        ("memref<16x2xi32>", "memref<16x2xi32>"),
        ("memref<16x4xf32>", "memref<16x4xf32>"),
        ("memref<1x32x33xi32, #gpu.address_space<workgroup>>", "memref<1x32x33xi32, #gpu.address_space<workgroup>>"),
        (
            "memref<1x32x33xi32, #spirv.storage_class<StorageBuffer>>",
            "memref<1x32x33xi32, #spirv.storage_class<StorageBuffer>>",
        ),
        ("memref<1x3x4x1x5xf32>", "memref<1x3x4x1x5xf32>"),
        ("memref<1xi32>", "memref<1xi32>"),
        ("memref<2048xi8, 2>", "memref<2048xi8, 2>"),
        ("memref<2048xi8, 4>", "memref<2048xi8, 4>"),
        (
            "memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>",
            "memref<2048xi8, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>",
        ),
        ("memref<2048xi8>", "memref<2048xi8>"),
        ("memref<2x1xi32, strided<[2, 1], offset: ?>>", "memref<2x1xi32, strided<[2, 1], offset: ?>>"),
        ("memref<2x1xi32>", "memref<2x1xi32>"),
        ("memref<2x2xf32>", "memref<2x2xf32>"),
        ("memref<2x2xi32>", "memref<2x2xi32>"),
        ("memref<2x3xf32, strided<[1, 2], offset: 0>>", "memref<2x3xf32, strided<[1, 2]>>"),
        ("memref<2x3xf32>", "memref<2x3xf32>"),
        ("memref<2x3xi32>", "memref<2x3xi32>"),
        (
            "memref<2x?xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>",
            "memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>",
        ),
        ("memref<2xf16>", "memref<2xf16>"),
        ("memref<2xf32,1>", "memref<2xf32, 1>"),
        ("memref<2xf32>", "memref<2xf32>"),
        ("memref<2xi32,2>", "memref<2xi32, 2>"),
        ("memref<2xindex, \"foo\">", "memref<2xindex, \"foo\">"),
        ("memref<32xf32, affine_map<(d0) -> (d0)>>", "memref<32xf32>"),
        ("memref<32xf32>", "memref<32xf32>"),
        ("memref<3x0x1xf32>", "memref<3x0x1xf32>"),
        ("memref<3x2xf32>", "memref<3x2xf32>"),
        ("memref<3x2xi32>", "memref<3x2xi32>"),
        ("memref<3x4x5xf32>", "memref<3x4x5xf32>"),
        ("memref<3xf32>", "memref<3xf32>"),
        ("memref<3xi32>", "memref<3xi32>"),
        ("memref<4x2xf32>", "memref<4x2xf32>"),
        ("memref<4x4xf16, strided<[?, ?], offset: ?>>", "memref<4x4xf16, strided<[?, ?], offset: ?>>"),
        ("memref<4x4xf16>", "memref<4x4xf16>"),
        ("memref<4x4xf32, strided<[3, 2], offset: 0>>", "memref<4x4xf32, strided<[3, 2]>>"),
        ("memref<4x4xf32>", "memref<4x4xf32>"),
        ("memref<4xf32>", "memref<4xf32>"),
        ("memref<5x4xf32>", "memref<5x4xf32>"),
        ("memref<64x4xf32, 4>", "memref<64x4xf32, 4>"),
        ("memref<64x4xf32>", "memref<64x4xf32>"),
        ("memref<8 x f32>", "memref<8xf32>"),
        ("memref<8x16x4xf32, strided<[64, 4, 1], offset: 0>, 2>", "memref<8x16x4xf32, strided<[64, 4, 1]>, 2>"),
        ("memref<8x16x4xf32>", "memref<8x16x4xf32>"),
        (
            "memref<8x?x4xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 4 + d2)>>",
            "memref<8x?x4xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 4 + d2)>>",
        ),
        ("memref<8xf32, strided<[2], offset: 0>>", "memref<8xf32, strided<[2]>>"),
        ("memref<8xf32>", "memref<8xf32>"),
        ("memref<9x10xf32>", "memref<9x10xf32>"),
        ("memref<?x4x5xf32>", "memref<?x4x5xf32>"),
        ("memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>", "memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>"),
        ("memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>", "memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>"),
        ("memref<?x?x?xf32>", "memref<?x?x?xf32>"),
        ("memref<?x?xf32, 1>", "memref<?x?xf32, 1>"),
        (
            "memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>",
            "memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>",
        ),
        (
            "memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>",
            "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>",
        ),
        ("memref<?x?xf32, strided<[?, 1], offset: 0>>", "memref<?x?xf32, strided<[?, 1]>>"),
        ("memref<?x?xf32>", "memref<?x?xf32>"),
        ("memref<?xbf16>", "memref<?xbf16>"),
        ("memref<?xf32>", "memref<?xf32>"),
        ("memref<?xi16>", "memref<?xi16>"),
        ("memref<?xi32>", "memref<?xi32>"),
        ("memref<f32>", "memref<f32>"),
        ("memref<i32,2>", "memref<i32, 2>"),
        ("memref<i32>", "memref<i32>"),
        ("tensor<*xi32>", "tensor<*xi32>"),
        ("tensor<32xi32>", "tensor<32xi32>"),
        ("tensor<42 x i1, \"bar\">", "tensor<42xi1, \"bar\">"),
        ("tensor<42 x i32, \"foo\">", "tensor<42xi32, \"foo\">"),
        ("tensor<8x4x?xi64>", "tensor<8x4x?xi64>"),
        ("tensor<8xi1, \"bar\">", "tensor<8xi1, \"bar\">"),
        ("tensor<8xi32, \"foo\">", "tensor<8xi32, \"foo\">"),
        ("vector<2xf16>", "vector<2xf16>"),
        ("vector<2xf32>", "vector<2xf32>"),
        ("vector<2xf64>", "vector<2xf64>"),
        ("vector<2xi1>", "vector<2xi1>"),
        ("vector<2xi32>", "vector<2xi32>"),
        ("vector<2xi64>", "vector<2xi64>"),
        ("vector<2xindex>", "vector<2xindex>"),
        ("vector<3xf32>", "vector<3xf32>"),
        ("vector<3xi16>", "vector<3xi16>"),
        ("vector<3xi1>", "vector<3xi1>"),
        ("vector<3xi32>", "vector<3xi32>"),
        ("vector<41 x i1>", "vector<41xi1>"),
        ("vector<42 x f32>", "vector<42xf32>"),
        ("vector<42xf32>", "vector<42xf32>"),
        ("vector<48xf32>", "vector<48xf32>"),
        ("vector<4x3xf32>", "vector<4x3xf32>"),
        ("vector<4xf32>", "vector<4xf32>"),
        ("vector<4xf64>", "vector<4xf64>"),
        ("vector<4xi32>", "vector<4xi32>"),
        ("vector<4xi64>", "vector<4xi64>"),
        ("vector<4xi8>", "vector<4xi8>"),
        ("vector<7xf32>", "vector<7xf32>"),
        ("vector<7xi1>", "vector<7xi1>"),
        ("vector<7xi32>", "vector<7xi32>"),
        ("vector<7xi64>", "vector<7xi64>"),
        ("vector<8xf32>", "vector<8xf32>"),
        ("vector<[4]xf32>", "vector<[4]xf32>"),
        ("vector<[4]xf64>", "vector<[4]xf64>"),
        ("vector<[4]xi32>", "vector<[4]xi32>"),
        ("vector<[4]xi64>", "vector<[4]xi64>"),
        ("vector<i32>", "vector<i32>"),
    ];
}
