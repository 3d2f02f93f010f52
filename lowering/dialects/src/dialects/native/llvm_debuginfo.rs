//! Debug-info attributes of the LLVM dialect from Rust: constructors an importer or a pass
//! can build `#llvm.di_*` attributes with (the spec's AttrDefs in
//! spec/dialects/llvm_debuginfo.td define them; these fill in the parameters by name), the
//! accessors the translation reads them with, and the syntax of a `#llvm.di_expression`'s
//! operation list.

use crate::ir::{AttrData, AttrDefRef, Attribute, Context};

/// The `#llvm.<mnemonic>` attribute with the named parameters set and every other one at
/// its default (or absent). `None` when the mnemonic is unknown, a name is not one of its
/// parameters, or a required parameter is missing.
pub fn build(ctx: &Context, mnemonic: &str, values: &[(&str, Attribute)]) -> Option<Attribute> {
    let def = ctx.with_registry(|r| r.attr_def("llvm", mnemonic))?;
    let mut params: Vec<Option<Attribute>> = vec![None; def.params.len()];
    for (name, v) in values {
        let i = def.params.iter().position(|p| p.name == *name)?;
        params[i] = Some(*v);
    }
    let mut out = Vec::with_capacity(params.len());
    for (info, v) in def.params.iter().zip(params) {
        out.push(match v.or_else(|| info.default.map(|d| ctx.default_attr(d))) {
            Some(v) => v,
            None if info.optional => ctx.unit_attr(),
            None => return None,
        });
    }
    Some(ctx.intern_attr(AttrData::Dialect { def: AttrDefRef(def), params: out.into() }))
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
                    return p.err_at(t.offset, format!("invalid debug info debug info operation name: {}", t.text));
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
