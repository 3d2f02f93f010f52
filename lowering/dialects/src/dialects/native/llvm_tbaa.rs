//! Syntax of a TBAA type descriptor's `members` parameter, as MLIR's
//! `LLVM_TBAAMemberAttrArray` writes it: `{<#tbaa_type_desc, 0>, <#tbaa_root, 8>}`, a
//! brace-enclosed list of `(type descriptor, offset)` pairs stored as an array of
//! `#llvm.tbaa_member` attributes.

use crate::ir::{AttrData, AttrDefRef, Attribute, Context};
use crate::parse::lexer::TokenKind;
use crate::parse::parser::{PResult, Parser};
use crate::print::aliases::Aliases;
use crate::print::attrs::write_attr;

/// Parses `{<#desc, offset>, ...}` into an array of `#llvm.tbaa_member` attributes.
pub fn parse(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    let Some(def) = ctx.with_registry(|r| r.attr_def("llvm", "tbaa_member")) else {
        return p.err("unknown attribute #llvm.tbaa_member");
    };
    p.expect(TokenKind::LBrace, "'{'")?;
    let mut members = Vec::new();
    if !p.eat(TokenKind::RBrace) {
        loop {
            p.expect(TokenKind::Less, "'<'")?;
            let desc = p.parse_attribute(None)?;
            p.expect(TokenKind::Comma, "','")?;
            let offset = p.parse_integer()?;
            p.expect(TokenKind::Greater, "'>'")?;
            let params = [desc, ctx.integer_attr(ctx.common().i64, offset)];
            members.push(ctx.intern_attr(AttrData::Dialect { def: AttrDefRef(def), params: params.into() }));
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RBrace, "'}'")?;
    }
    Ok(ctx.array_attr(&members))
}

/// Prints an array of `#llvm.tbaa_member` attributes as `{<#desc, offset>, ...}`, using
/// `aliases` for the descriptors when given.
pub fn print(out: &mut String, ctx: &Context, members: Attribute, aliases: Option<&Aliases>) {
    out.push('{');
    if let AttrData::Array(items) = ctx.attr_data(members) {
        for (i, m) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let AttrData::Dialect { params, .. } = ctx.attr_data(*m) {
                out.push('<');
                if let Some(d) = params.first() {
                    write_attr(out, ctx, *d, aliases);
                }
                out.push_str(", ");
                if let Some(o) = params.get(1).and_then(|o| ctx.int_value(*o)) {
                    out.push_str(&o.to_string());
                }
                out.push('>');
            }
        }
    }
    out.push('}');
}
