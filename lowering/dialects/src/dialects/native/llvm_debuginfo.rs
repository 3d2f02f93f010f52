//! Debug-info attributes of the LLVM dialect from Rust: constructors an importer or a pass
//! can build `#llvm.di_*` attributes with (the spec's AttrDefs in
//! spec/dialects/llvm_debuginfo.td define them; these fill in the parameters by name), the
//! accessors the translation reads them with, and the syntax of a `#llvm.di_expression`'s
//! operation list.

use crate::ir::{AttrData, Attribute, Body, Context, Location, OpId, RegionId};

/// The `#llvm.<mnemonic>` attribute with the named parameters set and every other one at
/// its default (or absent). `None` when the mnemonic is unknown, a name is not one of its
/// parameters, or a required parameter is missing.
pub fn build(ctx: &Context, mnemonic: &str, values: &[(&str, Attribute)]) -> Option<Attribute> {
    ctx.def_attr("llvm", mnemonic, values)
}

/// `#llvm.di_file<"name" in "directory">`.
pub fn file(ctx: &Context, name: &str, directory: &str) -> Option<Attribute> {
    build(ctx, "di_file", &[("name", ctx.string_attr(name)), ("directory", ctx.string_attr(directory))])
}

/// An integer parameter value (sizes, lines, DWARF constants, flags).
pub fn int(ctx: &Context, v: u64) -> Attribute {
    ctx.integer_attr(ctx.common().i64, v as i128)
}

/// `#llvm.di_expression<[...]>` from (opcode, arguments) pairs.
pub fn expression(ctx: &Context, ops: &[(u64, &[u64])]) -> Option<Attribute> {
    let elems: Vec<Attribute> = ops
        .iter()
        .map(|(op, args)| {
            let values: Vec<i64> = std::iter::once(*op as i64).chain(args.iter().map(|a| *a as i64)).collect();
            ctx.intern_attr(AttrData::DenseArrayInt { elem: ctx.common().i64, values: values.into() })
        })
        .collect();
    // The empty expression has no operations parameter (as `#llvm.di_expression<>` parses).
    if elems.is_empty() {
        return build(ctx, "di_expression", &[]);
    }
    build(ctx, "di_expression", &[("operations", ctx.array_attr(&elems))])
}

/// The mnemonic (`di_subprogram`) of an LLVM dialect spec attribute.
pub fn mnemonic(ctx: &Context, a: Attribute) -> Option<&'static str> {
    match ctx.attr_data(a) {
        AttrData::Dialect { def, .. } if def.0.dialect == "llvm" => Some(def.0.mnemonic),
        _ => None,
    }
}

/// Parameter `name` of a spec attribute, unless absent (the unit attribute).
pub fn param(ctx: &Context, a: Attribute, name: &str) -> Option<Attribute> {
    let AttrData::Dialect { def, params } = ctx.attr_data(a) else { return None };
    let i = def.0.params.iter().position(|p| p.name == name)?;
    params.get(i).copied().filter(|&v| v != ctx.unit_attr())
}

/// An integer parameter (0 when absent).
pub fn int_param(ctx: &Context, a: Attribute, name: &str) -> u64 {
    param(ctx, a, name).and_then(|v| ctx.int_value(v)).unwrap_or(0) as u64
}

/// A flag parameter (false when absent).
pub fn bool_param(ctx: &Context, a: Attribute, name: &str) -> bool {
    param(ctx, a, name).is_some_and(|v| matches!(ctx.attr_data(v), AttrData::Bool(true)))
}

/// A string parameter, when present.
pub fn str_param<'c>(ctx: &'c Context, a: Attribute, name: &str) -> Option<&'c str> {
    param(ctx, a, name).and_then(|v| ctx.str_value(v))
}

/// The elements of an array parameter (none when absent).
pub fn list_param<'c>(ctx: &'c Context, a: Attribute, name: &str) -> &'c [Attribute] {
    match param(ctx, a, name).map(|v| ctx.attr_data(v)) {
        Some(AttrData::Array(items)) => items,
        _ => &[],
    }
}

/// The (opcode, arguments) operations of a `#llvm.di_expression`.
pub fn expression_ops(ctx: &Context, expr: Attribute) -> Vec<(u64, Vec<u64>)> {
    list_param(ctx, expr, "operations")
        .iter()
        .filter_map(|e| match ctx.attr_data(*e) {
            AttrData::DenseArrayInt { values, .. } if !values.is_empty() => {
                Some((values[0] as u64, values[1..].iter().map(|v| *v as u64).collect()))
            }
            _ => None,
        })
        .collect()
}

/// The syntax of a `#llvm.di_expression`'s operations: `[DW_OP_deref, DW_OP_plus_uconst(16),
/// DW_OP_LLVM_convert(32, DW_ATE_signed)]`, or nothing for an empty expression. Each
/// operation is stored as an `array<i64: opcode, args...>`.
pub mod di_expression_ops {
    use crate::dialects::gen::llvm_dwarf::{LLVM_DI_ENCODING_ENUM, LLVM_DI_OPERATION_ENUM};
    use crate::ir::{AttrData, Attribute, Context};
    use crate::parse::lexer::TokenKind;
    use crate::parse::parser::{PResult, Parser};
    use crate::print::aliases::Aliases;

    const DW_OP_LLVM_CONVERT: u64 = 0x1001;

    /// Parses `[op, op(args), ...]`, or nothing before the closing `>` (the unit
    /// attribute: no operations).
    pub fn parse(p: &mut Parser<'_>) -> PResult<Attribute> {
        let ctx = p.ctx;
        let mut elems = Vec::new();
        if p.eat(TokenKind::LSquare) {
            loop {
                let t = p.peek();
                if t.kind != TokenKind::BareIdent {
                    return p.err("expected valid keyword");
                }
                p.bump();
                let Some(op) = LLVM_DI_OPERATION_ENUM.value(t.text) else {
                    // MLIR's element parser adds its own "failed to parse" error.
                    let msg = format!("invalid debug info debug info operation encoding name: {}", t.text);
                    let then =
                        "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`";
                    let second = p.err_at::<()>(p.peek().offset, then).err();
                    return match p.err_at::<Attribute>(t.offset, msg) {
                        Err(mut first) => {
                            first.notes.extend(second.map(|d| *d));
                            Err(first)
                        }
                        ok => ok,
                    };
                };
                let mut values = vec![op as i64];
                if p.eat(TokenKind::LParen) {
                    loop {
                        let k = p.peek();
                        // DW_OP_LLVM_convert names its encoding (`DW_ATE_signed`).
                        if values.len() > 1 && op == DW_OP_LLVM_CONVERT && k.kind == TokenKind::BareIdent {
                            p.bump();
                            match LLVM_DI_ENCODING_ENUM.value(k.text) {
                                Some(v) if v != 0 => values.push(v as i64),
                                _ => {
                                    return p.err_at(
                                        k.offset,
                                        format!("encountered unknown attribute encoding \"{}\"", k.text),
                                    )
                                }
                            }
                        } else {
                            values.push(p.parse_integer()? as i64);
                        }
                        if !p.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                    p.expect(TokenKind::RParen, "')'")?;
                }
                elems.push(ctx.intern_attr(AttrData::DenseArrayInt { elem: ctx.common().i64, values: values.into() }));
                if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::RSquare, "']'")?;
        }
        // No operations: the parameter is absent.
        if elems.is_empty() {
            return Ok(ctx.unit_attr());
        }
        Ok(ctx.array_attr(&elems))
    }

    /// Prints the operations as `parse` reads them (nothing when there are none).
    pub fn print(out: &mut String, ctx: &Context, ops: Attribute, _aliases: Option<&Aliases>) {
        let AttrData::Array(items) = ctx.attr_data(ops) else { return };
        if items.is_empty() {
            return;
        }
        out.push('[');
        for (i, e) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let AttrData::DenseArrayInt { values, .. } = ctx.attr_data(*e) else { continue };
            let Some((&op, args)) = values.split_first() else { continue };
            match LLVM_DI_OPERATION_ENUM.keyword(op as u64) {
                Some(k) => out.push_str(k),
                None => out.push_str(&op.to_string()),
            }
            if !args.is_empty() {
                out.push('(');
                for (j, &a) in args.iter().enumerate() {
                    if j > 0 {
                        out.push_str(", ");
                    }
                    match LLVM_DI_ENCODING_ENUM.keyword(a as u64).filter(|_| j > 0 && op as u64 == DW_OP_LLVM_CONVERT) {
                        Some(k) => out.push_str(k),
                        None => out.push_str(&(a as u64).to_string()),
                    }
                }
                out.push(')');
            }
        }
        out.push(']');
    }
}

// ---------------------------------------------------------------------------------------
// -ensure-debug-info-scope-on-llvm-func
// ---------------------------------------------------------------------------------------

/// A new `distinct[N]<>` attribute, different from every other (the printer renumbers
/// them in print order, so N only has to be unique).
pub fn fresh_distinct(ctx: &Context) -> Attribute {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1 << 50);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    ctx.note_may_alias();
    ctx.intern_attr(AttrData::Opaque { dialect: ctx.ident(""), body: format!("distinct[{n}]<>").into() })
}

/// The metadata of the first fused location in `loc` whose metadata is a `#llvm.<mnemonic>`
/// (MLIR's `findInstanceOf<FusedLocWith<...>>`, a pre-order walk of the location).
pub fn fused_with(ctx: &Context, loc: Attribute, m: &str) -> Option<Attribute> {
    match ctx.attr_data(loc) {
        AttrData::Location(Location::Fused { locs, metadata }) => {
            if let Some(md) = metadata.filter(|md| mnemonic(ctx, *md) == Some(m)) {
                return Some(md);
            }
            locs.iter().find_map(|l| fused_with(ctx, *l, m))
        }
        AttrData::Location(Location::Name { child: Some(c), .. }) => fused_with(ctx, *c, m),
        AttrData::Location(Location::CallSite { callee, caller }) => {
            fused_with(ctx, *callee, m).or_else(|| fused_with(ctx, *caller, m))
        }
        _ => None,
    }
}

/// The file, line and column a location names: its own, a name's child's, the first of a
/// fused location's that has one, a call site's caller's.
fn file_loc(ctx: &Context, loc: Attribute) -> Option<(&str, u32, u32)> {
    match ctx.attr_data(loc) {
        AttrData::Location(Location::FileLineCol { file, line, col })
        | AttrData::Location(Location::FileRange { file, line, col, .. }) => Some((ctx.ident_str(*file), *line, *col)),
        AttrData::Location(Location::Name { child: Some(c), .. }) => file_loc(ctx, *c),
        AttrData::Location(Location::Fused { locs, .. }) => locs.iter().find_map(|l| file_loc(ctx, *l)),
        AttrData::Location(Location::CallSite { caller, .. }) => file_loc(ctx, *caller),
        _ => None,
    }
}

/// `#llvm.di_file` of a path: its last component in its parent directory (LLVM's
/// `sys::path::filename` and `parent_path`).
fn file_of_path(ctx: &Context, path: &str) -> Option<Attribute> {
    let (dir, name) = match path.rfind('/') {
        Some(0) if path.len() > 1 => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    file(ctx, name, dir)
}

fn fused_loc(ctx: &Context, loc: Attribute, metadata: Attribute) -> Attribute {
    ctx.intern_attr(AttrData::Location(Location::Fused { locs: Box::new([loc]), metadata: Some(metadata) }))
}

/// `-ensure-debug-info-scope-on-llvm-func{emission-kind=...}` (MLIR 22's
/// DIScopeForLLVMFuncOp): every `llvm.func` of the module without a subprogram gets one
/// (fused into its location), in the module's compile unit (the one fused into the module's
/// location, else a new one for the module's file); ops of other files than the function's
/// get a lexical block file scope, call sites one per inlined level.
pub fn ensure_debug_info_scope(ctx: &Context, body: &mut Body, regions: &[RegionId], module_loc: Attribute, kind: u64) {
    let cu = fused_with(ctx, module_loc, "di_compile_unit").or_else(|| {
        let file = match file_loc(ctx, module_loc) {
            Some((path, _, _)) => file_of_path(ctx, path)?,
            None => file(ctx, "<unknown>", "")?,
        };
        build(
            ctx,
            "di_compile_unit",
            &[
                ("id", fresh_distinct(ctx)),
                ("sourceLanguage", int(ctx, 0x2)),
                ("file", file),
                ("producer", ctx.string_attr("MLIR")),
                ("isOptimized", ctx.bool_attr(true)),
                ("emissionKind", int(ctx, kind)),
            ],
        )
    });
    let funcs: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| body.region(r).blocks.iter().flat_map(|&b| body.block_ops(b)).collect::<Vec<_>>())
        .filter(|&o| ctx.ident_str(body.op(o).name.ident) == "llvm.func")
        .collect();
    for f in funcs {
        add_scope_to_function(ctx, body, f, cu);
    }
}

fn add_scope_to_function(ctx: &Context, body: &mut Body, func: OpId, cu: Option<Attribute>) -> Option<()> {
    let loc = body.op(func).loc;
    if fused_with(ctx, loc, "di_subprogram").is_some() {
        return Some(());
    }
    let (file, line) = match file_loc(ctx, loc) {
        Some((path, line, _)) => (file_of_path(ctx, path)?, line),
        None => match cu.and_then(|cu| param(ctx, cu, "file")) {
            Some(f) => (f, 1),
            None => (file(ctx, "<unknown>", "")?, 1),
        },
    };
    let ty = build(ctx, "di_subroutine_type", &[("callingConvention", int(ctx, 0x1))])?;
    let name = body.attr(func, ctx.ident("sym_name")).and_then(|a| ctx.str_value(a)).unwrap_or("").to_string();
    let name = ctx.string_attr(&name);
    let fbody = body.regions_body(func);
    let external = body.op(func).regions.iter().all(|&r| fbody.region(r).blocks.is_empty());
    let mut params = vec![
        ("scope", file),
        ("name", name),
        ("linkageName", name),
        ("file", file),
        ("line", int(ctx, line as u64)),
        ("scopeLine", int(ctx, line as u64)),
        // Optimized, and Definition for a function with a body.
        ("subprogramFlags", int(ctx, if external { 16 } else { 24 })),
        ("type", ty),
    ];
    if !external {
        params.push(("id", fresh_distinct(ctx)));
        if let Some(cu) = cu {
            params.push(("compileUnit", cu));
        }
    }
    let sp = build(ctx, "di_subprogram", &params)?;
    body.op_mut(func).loc = fused_loc(ctx, loc, sp);
    let regions: Vec<RegionId> = body.op(func).regions.to_vec();
    if let Some(inner) = body.op_mut(func).nested.as_deref_mut() {
        scope_op_locations(ctx, inner, &regions, sp, file);
    }
    Some(())
}

/// Gives the ops of a function's body (at any depth) lexical block file scopes: a call
/// site's callee is fused with one per inlined level; a location in another file than the
/// function's with one for that file.
fn scope_op_locations(ctx: &Context, body: &mut Body, regions: &[RegionId], sp: Attribute, func_file: Attribute) {
    let ops: Vec<OpId> = regions
        .iter()
        .flat_map(|&r| body.region(r).blocks.iter().flat_map(|&b| body.block_ops(b)).collect::<Vec<_>>())
        .collect();
    for op in ops {
        let loc = body.op(op).loc;
        let new = match ctx.attr_data(loc) {
            AttrData::Location(Location::CallSite { callee, caller }) => {
                let (callee, caller) = (*callee, *caller);
                nested_loc(ctx, sp, callee)
                    .map(|c| ctx.intern_attr(AttrData::Location(Location::CallSite { callee: c, caller })))
            }
            _ => file_loc(ctx, loc).and_then(|(path, _, _)| {
                let f = file_of_path(ctx, path)?;
                let lbf =
                    build(ctx, "di_lexical_block_file", &[("scope", sp), ("file", f), ("discriminator", int(ctx, 0))])?;
                (f != func_file).then(|| fused_loc(ctx, loc, lbf))
            }),
        };
        if let Some(n) = new {
            body.op_mut(op).loc = n;
        }
        let inner_regions: Vec<RegionId> = body.op(op).regions.to_vec();
        if let Some(inner) = body.op_mut(op).nested.as_deref_mut() {
            scope_op_locations(ctx, inner, &inner_regions, sp, func_file);
        }
    }
}

/// The callee of a call site in `scope`: fused with a lexical block file of its file; a
/// callee that is itself a call site nests one level further (its caller is dropped, as
/// MLIR's pass does).
fn nested_loc(ctx: &Context, scope: Attribute, callee: Attribute) -> Option<Attribute> {
    let (path, _, _) = file_loc(ctx, callee)?;
    let f = file_of_path(ctx, path)?;
    let lbf = build(ctx, "di_lexical_block_file", &[("scope", scope), ("file", f), ("discriminator", int(ctx, 0))])?;
    let inner = match ctx.attr_data(callee) {
        AttrData::Location(Location::CallSite { callee: c, .. }) => nested_loc(ctx, lbf, *c)?,
        _ => callee,
    };
    Some(fused_loc(ctx, inner, lbf))
}

/// The pass with each emission kind of its option (a native pass takes no options).
pub fn ensure_scope_line_tables(ctx: &Context, body: &mut Body, regions: &[RegionId], loc: Attribute) {
    ensure_debug_info_scope(ctx, body, regions, loc, 2);
}
/// `emission-kind=None`.
pub fn ensure_scope_none(ctx: &Context, body: &mut Body, regions: &[RegionId], loc: Attribute) {
    ensure_debug_info_scope(ctx, body, regions, loc, 0);
}
/// `emission-kind=Full`.
pub fn ensure_scope_full(ctx: &Context, body: &mut Body, regions: &[RegionId], loc: Attribute) {
    ensure_debug_info_scope(ctx, body, regions, loc, 1);
}
/// `emission-kind=DebugDirectivesOnly`.
pub fn ensure_scope_directives(ctx: &Context, body: &mut Body, regions: &[RegionId], loc: Attribute) {
    ensure_debug_info_scope(ctx, body, regions, loc, 3);
}
