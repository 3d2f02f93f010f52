//! Function-like op syntax shared by `func.func` and `llvm.func` (MLIR's
//! `function_interface_impl`): `[visibility] @name(%arg: T {attrs}, ...) -> (R {attrs})
//! attributes {...} { body }`, and external functions with bare argument types.

use crate::ir::{AttrData, Attribute, NamedAttr, OpRef, OperationState, Type, TypeData};
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{EntryArg, OpParser};
use crate::parse::PResult;
use crate::print::ops::OpPrinter;

/// A parsed signature.
pub struct Signature<'a> {
    /// The named arguments with their types, attributes and locations (empty when the
    /// arguments are unnamed).
    pub args: Vec<EntryArg<'a>>,
    /// Every argument's type, named or not (attributes are in `arg_attrs`).
    pub arg_types: Vec<Type>,
    /// The attribute dictionary of each argument.
    pub arg_attrs: Vec<Vec<NamedAttr>>,
    /// The result types.
    pub results: Vec<Type>,
    /// The attribute dictionary of each result.
    pub result_attrs: Vec<Vec<NamedAttr>>,
    /// Whether the argument list ends with `...` (a variadic `llvm.func`).
    pub variadic: bool,
}

/// `(args) -> results`.
pub fn parse_signature<'a>(p: &mut OpParser<'a>, allow_variadic: bool) -> PResult<Signature<'a>> {
    let mut sig = Signature {
        args: Vec::new(),
        arg_types: Vec::new(),
        arg_attrs: Vec::new(),
        results: Vec::new(),
        result_attrs: Vec::new(),
        variadic: false,
    };
    p.expect(TokenKind::LParen, "'('")?;
    if !p.eat(TokenKind::RParen) {
        loop {
            if sig.variadic {
                return p.err("variadic arguments must be in the end of the argument list");
            }
            if allow_variadic && p.eat(TokenKind::Ellipsis) {
                sig.variadic = true;
                if !p.eat(TokenKind::Comma) {
                    break;
                }
                continue;
            }
            if p.at_operand() {
                if !sig.arg_types.is_empty() && sig.args.is_empty() {
                    return p.custom_err_at(p.peek().offset, "expected type instead of SSA identifier");
                }
                let name = p.parse_operand()?;
                p.expect(TokenKind::Colon, "':'")?;
                let ty = p.parse_type()?;
                let mut attrs = Vec::new();
                if p.at(TokenKind::LBrace) {
                    p.parse_attr_dict(&mut attrs)?;
                }
                // Without an explicit location an argument is located at its name.
                let loc = p.parse_optional_location()?.or_else(|| Some(p.loc_at(name.offset)));
                sig.arg_types.push(ty);
                sig.arg_attrs.push(attrs.clone());
                sig.args.push(EntryArg { name, ty, attrs, loc });
            } else {
                if !sig.args.is_empty() {
                    return p.err("expected SSA identifier");
                }
                let ty = p.parse_type()?;
                let mut attrs = Vec::new();
                if p.at(TokenKind::LBrace) {
                    p.parse_attr_dict(&mut attrs)?;
                }
                // The location of an unnamed argument is parsed but not kept: there is no
                // block argument to carry it.
                p.parse_optional_location()?;
                sig.arg_types.push(ty);
                sig.arg_attrs.push(attrs);
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "')'")?;
    }
    if p.eat(TokenKind::Arrow) {
        if p.eat(TokenKind::LParen) {
            if !p.eat(TokenKind::RParen) {
                loop {
                    sig.results.push(p.parse_type()?);
                    let mut attrs = Vec::new();
                    if p.at(TokenKind::LBrace) {
                        p.parse_attr_dict(&mut attrs)?;
                    }
                    sig.result_attrs.push(attrs);
                    if !p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                p.expect(TokenKind::RParen, "')'")?;
            }
        } else {
            // Without parentheses a single result carries no attributes.
            sig.results.push(p.parse_type()?);
            sig.result_attrs.push(Vec::new());
        }
    }
    Ok(sig)
}

/// `arg_attrs`/`res_attrs`: an array of dictionaries, only when some entry is non-empty.
pub fn add_arg_and_result_attrs(
    p: &OpParser<'_>,
    st: &mut OperationState,
    sig: &Signature<'_>,
    arg_name: &str,
    res_name: &str,
) {
    let ctx = p.ctx();
    let mk = |lists: &[Vec<NamedAttr>]| -> Option<Attribute> {
        if lists.iter().all(|l| l.is_empty()) {
            return None;
        }
        let dicts: Vec<Attribute> = lists.iter().map(|l| ctx.dictionary(l)).collect();
        Some(ctx.array_attr(&dicts))
    };
    if let Some(a) = mk(&sig.arg_attrs) {
        st.add_attr(ctx.ident(arg_name), a);
    }
    if let Some(a) = mk(&sig.result_attrs) {
        st.add_attr(ctx.ident(res_name), a);
    }
}

/// `private`/`public`/`nested` before the symbol name.
pub fn parse_optional_visibility(p: &mut OpParser<'_>, st: &mut OperationState) {
    let ctx = p.ctx();
    for v in ["private", "public", "nested"] {
        if p.eat_keyword(v) {
            st.add_attr(ctx.ident("sym_visibility"), ctx.string_attr(v));
            return;
        }
    }
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array, one per entry (empty if absent).
pub fn attr_dicts(op: OpRef<'_>, name: &str, n: usize) -> Vec<Vec<NamedAttr>> {
    let ctx = op.ctx;
    let mut out = vec![Vec::new(); n];
    if let Some(a) = op.attr(name) {
        if let AttrData::Array(items) = ctx.attr_data(a) {
            for (i, d) in items.iter().enumerate().take(n) {
                out[i] = ctx.dict_entries(*d).to_vec();
            }
        }
    }
    out
}

/// Prints `(args) -> results` for a function whose body is `body_region` (external when
/// it has no blocks).
pub fn print_signature<'a>(
    p: &mut OpPrinter<'a>,
    op: OpRef<'a>,
    arg_types: &[Type],
    results: &[Type],
    variadic: bool,
    arg_attrs_name: &str,
    res_attrs_name: &str,
) {
    let ctx = op.ctx;
    let body = op.regions_body();
    let entry = op.regions().first().and_then(|&r| body.entry_block(r));
    let arg_attrs = attr_dicts(op, arg_attrs_name, arg_types.len());
    p.write("(");
    for (i, &t) in arg_types.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match entry.and_then(|b| body.block(b).args.get(i).copied()) {
            Some(arg) => p.print_region_argument(body, arg, &arg_attrs[i]),
            None => {
                p.print_type(t);
                p.print_dict_entries(&arg_attrs[i]);
            }
        }
    }
    if variadic {
        if !arg_types.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let res_attrs = attr_dicts(op, res_attrs_name, results.len());
        let parens = results.len() > 1
            || matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            || !res_attrs[0].is_empty();
        if parens {
            p.write("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(t);
            p.print_dict_entries(&res_attrs[i]);
        }
        if parens {
            p.write(")");
        }
    }
}
