//! Print tests that need the parser (round trips, aliases of parsed attributes): they live
//! above both layers so that the printer does not depend on the parser.

mod types {
    #[allow(unused_imports)]
    use crate::ir::*;
    use crate::parse::lexer::TokenKind;
    use crate::parse::parser::Parser;
    use crate::print::attrs::*;

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

    /// A type of a spec `TypeDef` the printer has no syntax for (a user dialect's) prints
    /// generically, and LLVM types are recognised by their definition, not their dialect
    /// name alone.
    #[test]
    fn dialect_types_print_generically() {
        static DEF: TypeDefInfo = TypeDefInfo {
            name: "PairType",
            dialect: "mine",
            mnemonic: "pair",
            summary: "",
            params: &[],
            custom: false,
            defined_at: crate::ir::SpecPos::NONE,
        };
        let ctx = Context::new();
        let i32t = ctx.common().i32;
        let ptr = descent_llvm_types::ptr(&ctx, 1);
        let t = ctx.dialect_type(
            &DEF,
            &[
                TypeParam::Type(i32t),
                TypeParam::Types(Box::new([ptr, i32t])),
                TypeParam::Int(4),
                TypeParam::Absent,
                TypeParam::Str("s".into()),
                TypeParam::Bool(true),
            ],
        );
        assert_eq!(type_to_string(&ctx, t), r#"!mine.pair<i32, [!llvm.ptr<1>, i32], 4, "s", true>"#);
        assert_eq!(type_to_string(&ctx, ctx.dialect_type(&DEF, &[])), "!mine.pair");
        assert!(!is_llvm_type(&ctx, t));
        assert_eq!(round_trip(&ctx, "!llvm.array<2 x struct<(ptr<3>)>>"), "!llvm.array<2 x struct<(ptr<3>)>>");
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

mod attrs {
    #[allow(unused_imports)]
    use crate::ir::*;
    use crate::parse::lexer::TokenKind;
    use crate::parse::parser::Parser;
    use crate::print::attrs::*;

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
            groups: &[],
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
            groups: &[],
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
        write_location(&mut s, &ctx, l, None, false);
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

mod aliases {
    #[allow(unused_imports)]
    use crate::ir::*;
    use crate::parse::parser::Parser;
    use crate::print::aliases::*;
    use crate::print::attrs::{write_alias_definitions, write_deferred_alias_definitions, write_type};
    use crate::print::attrs::{write_attr, write_location};

    fn attr(ctx: &Context, src: &str) -> Attribute {
        Parser::new(ctx, src, "t.mlir", 0).parse_attribute(None).unwrap()
    }

    fn ty(ctx: &Context, src: &str) -> Type {
        Parser::new(ctx, src, "t.mlir", 0).parse_type().unwrap()
    }

    /// `func.func private @f(memref<.., #m0>, ...) attributes {a = #m2, ...}` through
    /// mlir-opt-22: maps numbered in visit order, sets after maps.
    #[test]
    fn maps_and_sets_like_mlir() {
        let ctx = Context::new();
        let m0 = "affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>";
        let types = [
            format!("memref<4x4xf32, {m0}>"),
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1 + d0 * 4 + 2 + 3)>>".to_string(),
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>".to_string(),
        ];
        let attrs = [
            "affine_map<(d0)[s0, s1] -> (s0 + d0 * s1, -d0)>",
            "affine_map<() -> ()>",
            "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>",
            "affine_set<(d0, d1) : (d0 + d1 - 10 >= 0)>",
            "affine_map<(d0) -> (d0)>",
            m0,
            "[1, affine_map<(d0) -> (d0 * 2)>]",
        ];
        let types: Vec<Type> = types.iter().map(|s| ty(&ctx, s)).collect();
        let attrs: Vec<Attribute> = attrs.iter().map(|s| attr(&ctx, s)).collect();
        let mut al = Aliases::new();
        for t in &types {
            al.visit_type(&ctx, *t);
        }
        for a in &attrs {
            al.visit_attr(&ctx, *a);
        }
        al.finalize(&ctx);
        let mut defs = String::new();
        write_alias_definitions(&mut defs, &ctx, &al);
        assert_eq!(
            defs,
            "#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>\n\
             #map1 = affine_map<(d0, d1) -> (d1 + d0 * 4 + 5)>\n\
             #map2 = affine_map<(d0, d1) -> (d1, d0)>\n\
             #map3 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0, -d0)>\n\
             #map4 = affine_map<() -> ()>\n\
             #map5 = affine_map<(d0) -> (d0)>\n\
             #map6 = affine_map<(d0) -> (d0 * 2)>\n\
             #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>\n\
             #set1 = affine_set<(d0, d1) : (d0 + d1 - 10 >= 0)>\n"
        );
        let mut out = String::new();
        for t in &types {
            write_type(&mut out, &ctx, *t, Some(&al));
            out.push(' ');
        }
        for a in &attrs {
            write_attr(&mut out, &ctx, *a, Some(&al));
            out.push(' ');
        }
        assert_eq!(
            out,
            "memref<4x4xf32, #map> memref<4x4xf32, #map1> memref<4x4xf32, #map2> #map3 #map4 #set #set1 #map5 #map [1, #map6] "
        );
        assert!(!al.has_deferred());
    }

    /// The `-mlir-print-debuginfo` run of a function with location attributes: op
    /// locations are deferred, attribute locations are not, nested locations come after
    /// their children.
    #[test]
    fn locations_like_mlir() {
        let ctx = Context::new();
        let module_loc = attr(&ctx, r#"loc("t8.mlir":0:0)"#);
        let func_loc = attr(&ctx, r#"loc("t8.mlir":1:1)"#);
        let values = [
            r#"loc("f":1)"#,
            r#"loc("f":1:2 to 1:2)"#,
            r#"loc("f":1:2 to :4)"#,
            r#"loc("f":1:2 to 3:4)"#,
            r#"loc("n")"#,
            r#"loc("n"(unknown))"#,
            "loc(unknown)",
            "loc(fused[])",
            r#"loc(fused["a":1:1])"#,
            r#"loc("x\"y":1:1)"#,
            r#"loc("n"("f":1:1))"#,
            r#"loc(fused<"meta">["a":1:1, "b":2:2])"#,
            r#"loc(callsite("a":1:1 at "b":1:1))"#,
            r#"loc("f":0:0)"#,
        ];
        let values: Vec<Attribute> = values.iter().map(|s| attr(&ctx, s)).collect();
        let mut al = Aliases::new();
        al.visit_loc(&ctx, module_loc);
        al.visit_loc(&ctx, func_loc);
        for v in &values {
            al.visit_attr(&ctx, *v);
        }
        al.finalize(&ctx);
        let mut defs = String::new();
        write_alias_definitions(&mut defs, &ctx, &al);
        assert_eq!(
            defs,
            "#loc2 = loc(\"f\":1:0)\n#loc3 = loc(\"f\":1:2)\n#loc4 = loc(\"f\":1:2 to :4)\n#loc5 = loc(\"f\":1:2 to 3:4)\n\
             #loc6 = loc(\"n\")\n#loc7 = loc(unknown)\n#loc8 = loc(\"a\":1:1)\n#loc9 = loc(\"x\\22y\":1:1)\n\
             #loc10 = loc(\"f\":1:1)\n#loc11 = loc(\"b\":2:2)\n#loc12 = loc(\"b\":1:1)\n#loc13 = loc(\"f\":0:0)\n\
             #loc14 = loc(\"n\"(#loc10))\n#loc15 = loc(fused<\"meta\">[#loc8, #loc11])\n#loc16 = loc(callsite(#loc8 at #loc12))\n"
        );
        let mut deferred = String::new();
        write_deferred_alias_definitions(&mut deferred, &ctx, &al);
        assert_eq!(deferred, "#loc = loc(\"t8.mlir\":0:0)\n#loc1 = loc(\"t8.mlir\":1:1)\n");
        let mut s = String::new();
        write_location(&mut s, &ctx, func_loc, Some(&al), false);
        s.push(' ');
        write_attr(&mut s, &ctx, values[12], Some(&al));
        assert_eq!(s, "loc(#loc1) #loc16");
    }

    /// Mixed: a big tuple type alias, maps inside a deferred fused location's metadata,
    /// and an argument location that is not deferred.
    #[test]
    fn deferred_and_type_aliases_like_mlir() {
        let ctx = Context::new();
        let big = ty(&ctx, &format!("tuple<{}>", ["i1"; 17].join(", ")));
        let a = |s: &str| attr(&ctx, s);
        let mut al = Aliases::new();
        al.visit_loc(&ctx, a(r#"loc("t7.mlir":0:0)"#));
        al.visit_loc(&ctx, a(r#"loc("t7.mlir":2:1)"#));
        al.visit_type(&ctx, big);
        al.visit_type(&ctx, ty(&ctx, "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>"));
        al.visit_attr(&ctx, a("affine_set<(d0) : (d0 >= 0)>"));
        let arr = ctx.array_attr(&[a("affine_map<(d0) -> (d0 * 2)>"), ctx.type_attr(big)]);
        al.visit_attr(&ctx, arr);
        al.visit_attr(&ctx, a(r#"loc("x":1:2)"#));
        al.visit_loc(&ctx, a(r#"loc(fused<affine_map<(d0) -> (d0)>>["a":1:1, unknown])"#));
        al.visit_type(&ctx, ctx.common().i32);
        al.visit_attr(&ctx, a(r#"loc("a.mlir":3:4)"#));
        al.visit_loc(&ctx, a(r#"loc(callsite("f"("b.mlir":1:1) at fused["c.mlir":1:2, "d":2:3]))"#));
        al.finalize(&ctx);
        let mut defs = String::new();
        write_alias_definitions(&mut defs, &ctx, &al);
        assert_eq!(
            defs,
            "!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>\n\
             #loc2 = loc(\"x\":1:2)\n#loc4 = loc(\"a.mlir\":3:4)\n\
             #map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 * 2)>\n\
             #set = affine_set<(d0) : (d0 >= 0)>\n"
        );
        let mut deferred = String::new();
        write_deferred_alias_definitions(&mut deferred, &ctx, &al);
        assert_eq!(
            deferred,
            "#loc = loc(\"t7.mlir\":0:0)\n#loc1 = loc(\"t7.mlir\":2:1)\n#loc3 = loc(\"a\":1:1)\n\
             #loc5 = loc(\"b.mlir\":1:1)\n#loc6 = loc(\"c.mlir\":1:2)\n#loc7 = loc(\"d\":2:3)\n\
             #map2 = affine_map<(d0) -> (d0)>\n#loc8 = loc(fused<#map2>[#loc3])\n#loc9 = loc(\"f\"(#loc5))\n\
             #loc10 = loc(fused[#loc6, #loc7])\n#loc11 = loc(callsite(#loc9 at #loc10))\n"
        );
        let mut s = String::new();
        write_attr(&mut s, &ctx, arr, Some(&al));
        assert_eq!(s, "[#map1, !tuple]");
    }
}
