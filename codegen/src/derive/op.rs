//! `#[op(...)]`: an op declared as an annotated Rust struct, ODS style.
//!
//! ```text
//! /// Multiplies two numbers.
//! #[op(name = "toy.mul", traits(Pure, SameOperandsAndResultType),
//!      format = "$lhs `,` $rhs attr-dict `:` type($result)")]
//! pub struct MulOp {
//!     #[operand] lhs: AnySignlessIntegerOrFloat,
//!     #[operand] rhs: AnySignlessIntegerOrFloat,
//!     #[attr(optional)] tag: StrAttr,
//!     #[result] result: AnySignlessIntegerOrFloat,
//! }
//! ```
//!
//! The struct is turned into spec text, a `def` of Descent's `Op` class (the record
//! `MulOp`, with `arguments`, `results`, `regions`, `successors`, `traits` and
//! `assemblyFormat`), and compiled by the same pipeline as `spec/`, so the op gets the
//! same view type, builder, verifier, parser, printer and `OpInfo` as a spec-defined one.
//! The struct itself is replaced by the generated view `MulOp<'a>` and its registry entry
//! `MUL_OP_INFO`, with the struct's visibility; list the op in `dialect!` to register it.
//!
//! Field types are constraint expressions of `constraints.td`, written as Rust types:
//! `AnyType`, `Variadic<I32>`, `ConfinedAttr<I64Attr, [IntPositive]>`, `SizedRegion<1>`.
//! Generic arguments may be types, integer, string or bool literals; a slice `[X]` or a
//! tuple `(X, Y)` is a spec list.
//!
//! Mistakes are `syn::Error`s on the offending tokens. Struct-level ones (unknown option,
//! unknown trait, unknown field attribute) are found here; everything else (unknown
//! constraint, bad format variable, an attribute constraint marked `#[operand]`) is found
//! by the spec compiler, whose diagnostics are mapped back to the tokens that produced the
//! spec text they point into.

use std::sync::OnceLock;

use heck::{ToShoutySnakeCase, ToUpperCamelCase};
use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::ParseStream;
use syn::spanned::Spanned;
use syn::{Fields, Ident, ItemStruct, LitStr, Token};

use super::text::{quote_str, SpecText};
use super::{allow_lints, container_ident, container_items, descent_spec_dir, did_you_mean, gen_options, runtime_path};
use crate::diag::{FileId, SourceMap};

/// Generated modules sit two levels below the struct: `<site>::__descent_op_x::<module>`.
const GEN_DEPTH: usize = 2;
/// Traits that take arguments, as written in `traits(...)`.
const TRAITS_WITH_ARGS: &[&str] =
    &["AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "HasParent", "SingleBlockImplicitTerminator"];
const FIELD_KINDS: &str = "`#[operand]`, `#[result]`, `#[attr]`, `#[region]` or `#[successor]`";

/// Expands `#[op(args)] item`.
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    let item: ItemStruct = match syn::parse2(item) {
        Ok(item) => item,
        Err(e) => return syn::Error::new(e.span(), format!("#[op] applies to a struct: {e}")).to_compile_error(),
    };
    match expand(args, item) {
        Ok(tokens) => tokens,
        Err(e) => e.to_compile_error(),
    }
}

/// The spec text of the `#[op(...)]` struct `item` (`attr` is its `#[op]` attribute) as an
/// op generated elsewhere, whose view is at `view`: what a crate's `dialect_spec!` loads so
/// that the crate's rules can match and build the op. Errors in the struct are reported
/// where `#[op]` expands it; here they leave the op out.
pub(crate) fn external_spec_text(item: &ItemStruct, attr: &syn::Attribute, view: &str) -> Option<String> {
    let args = match &attr.meta {
        syn::Meta::List(l) => l.tokens.clone(),
        _ => TokenStream::new(),
    };
    let op_args = parse_args(args).ok()?;
    let mut errors = Errors::default();
    let fields = parse_fields(item, &mut errors);
    errors.finish().ok()?;
    let (dialect, mnemonic) =
        op_args.name.as_ref()?.value().split_once('.').map(|(d, m)| (d.to_string(), m.to_string()))?;
    let text = spec_text(item, &op_args, &fields, &dialect, &mnemonic).ok()?.text;
    // The def ends the text: give it its view before its closing brace.
    let end = text.trim_end().strip_suffix('}')?;
    Some(format!("{end}  let externalView = {};\n}}\n", quote_str(view)))
}

/// Whether `attr` is `#[op(...)]` (or a path ending in `op`, as `#[descent_macros::op]`).
pub(crate) fn is_op_attr(attr: &syn::Attribute) -> bool {
    attr.path().segments.last().is_some_and(|s| s.ident == "op")
}

/// Everything `#[op(...)]` says about the op.
#[derive(Default)]
struct OpArgs {
    name: Option<LitStr>,
    summary: Option<LitStr>,
    format: Option<LitStr>,
    traits: Option<(TokenStream, Vec<TraitSpec>)>,
    verifier: Option<syn::Path>,
    parser: Option<syn::Path>,
    printer: Option<syn::Path>,
    default_dialect: Option<LitStr>,
    runtime: Option<syn::Path>,
}

/// One entry of `traits(...)`: `Pure` or `AllTypesMatch(lhs, result)`.
struct TraitSpec {
    name: Ident,
    args: Option<Vec<TraitArg>>,
    tokens: TokenStream,
}

enum TraitArg {
    Name(Ident),
    Str(LitStr),
}

impl TraitArg {
    fn value(&self) -> String {
        match self {
            TraitArg::Name(i) => i.to_string(),
            TraitArg::Str(s) => s.value(),
        }
    }
    fn tokens(&self) -> TokenStream {
        match self {
            TraitArg::Name(i) => i.to_token_stream(),
            TraitArg::Str(s) => s.to_token_stream(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Operand,
    Result,
    Attr,
    Region,
    Successor,
}

impl Kind {
    fn from_name(s: &str) -> Option<Kind> {
        Some(match s {
            "operand" => Kind::Operand,
            "result" => Kind::Result,
            "attr" => Kind::Attr,
            "region" => Kind::Region,
            "successor" => Kind::Successor,
            _ => return None,
        })
    }
    fn name(self) -> &'static str {
        match self {
            Kind::Operand => "operand",
            Kind::Result => "result",
            Kind::Attr => "attr",
            Kind::Region => "region",
            Kind::Successor => "successor",
        }
    }
    /// The options `#[kind(...)]` accepts besides `name = "..."`.
    fn options(self) -> &'static [&'static str] {
        match self {
            Kind::Operand | Kind::Result => &["optional", "variadic"],
            Kind::Attr => &["optional", "default"],
            Kind::Region | Kind::Successor => &["variadic"],
        }
    }
}

/// A field of the struct: an operand, result, attribute, region or successor.
struct FieldSpec {
    kind: Kind,
    /// The ODS name (`$name` in formats): the field name or `name = "..."`.
    name: String,
    /// What the name came from: the field identifier or the `name` literal.
    name_tokens: TokenStream,
    ty: syn::Type,
    optional: bool,
    variadic: bool,
    default: Option<LitStr>,
    /// The whole field, for errors about it.
    tokens: TokenStream,
}

/// Collects errors so that every mistake is reported at once.
#[derive(Default)]
struct Errors(Option<syn::Error>);

impl Errors {
    fn push(&mut self, e: syn::Error) {
        match &mut self.0 {
            Some(all) => all.combine(e),
            None => self.0 = Some(e),
        }
    }
    fn finish(self) -> syn::Result<()> {
        self.0.map_or(Ok(()), Err)
    }
}

fn expand(args: TokenStream, item: ItemStruct) -> syn::Result<TokenStream> {
    let mut errors = Errors::default();
    let op_args = parse_args(args)?;
    let ident = &item.ident;
    let ident_str = ident.to_string();
    if ident_str.contains('_') || ident_str.to_upper_camel_case() != ident_str {
        errors.push(syn::Error::new(
            ident.span(),
            format!(
                "an #[op] struct needs an UpperCamelCase name (it names the generated view \
                 type); `{ident_str}` would become `{}`",
                ident_str.to_upper_camel_case()
            ),
        ));
    }
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        errors.push(syn::Error::new_spanned(
            &item.generics,
            "an #[op] struct cannot be generic (the generated view is `Name<'a>`)",
        ));
    }
    let fields = parse_fields(&item, &mut errors);
    let (dialect, mnemonic) = match &op_args.name {
        Some(lit) => match lit.value().split_once('.') {
            Some((d, m)) if !d.is_empty() && !m.is_empty() => (d.to_string(), m.to_string()),
            _ => {
                errors.push(syn::Error::new(lit.span(), "the op name must be `dialect.mnemonic`, like \"toy.mul\""));
                (String::new(), String::new())
            }
        },
        None => {
            errors.push(syn::Error::new(
                Span::call_site(),
                "#[op] needs the op's name: #[op(name = \"dialect.mnemonic\", ...)]",
            ));
            (String::new(), String::new())
        }
    };
    if op_args.parser.is_some() != op_args.printer.is_some() {
        let (given, missing) = match &op_args.parser {
            Some(p) => (p.to_token_stream(), "printer"),
            None => (op_args.printer.to_token_stream(), "parser"),
        };
        errors.push(syn::Error::new_spanned(
            given,
            format!("custom syntax needs both `parser = path` and `printer = path`; `{missing}` is missing"),
        ));
    }
    if let (Some(format), Some(parser)) = (&op_args.format, &op_args.parser) {
        let mut e = syn::Error::new(format.span(), "an op has either a `format` or a custom `parser`/`printer`");
        e.combine(syn::Error::new_spanned(parser, "the custom parser is here"));
        errors.push(e);
    }
    if let Some((_, traits)) = &op_args.traits {
        check_traits(traits, &fields, &mut errors);
    }
    errors.finish()?;

    let spec = spec_text(&item, &op_args, &fields, &dialect, &mnemonic)?;
    let virtual_name = format!("#[op] {ident_str}");
    let runtime = runtime_path(op_args.runtime.as_ref(), GEN_DEPTH);
    let opts = gen_options(&runtime, "super::native");
    let files = compile(&virtual_name, &spec, &opts, &item, &fields)?;

    let container_runtime = crate::gen::path(&runtime_path(op_args.runtime.as_ref(), GEN_DEPTH - 1));
    let user_docs: Vec<&syn::Attribute> = item.attrs.iter().filter(|a| a.path().is_ident("doc")).collect();
    let mut gen_module = None;
    let items = container_items(&files, &container_runtime, |f, file| {
        if f.spec != virtual_name {
            return file;
        }
        gen_module = Some(f.module.clone());
        place_op_items(file, ident, &user_docs, &opts)
    })
    .map_err(|e| syn::Error::new(ident.span(), e))?;
    let Some(gen_module) = gen_module else {
        return Err(syn::Error::new(ident.span(), "the spec compiler generated no module for this op"));
    };
    let gen_module = Ident::new(&gen_module, Span::call_site());

    let natives = native_items(&op_args);
    let container = container_ident("op", &ident_str);
    let info = Ident::new(&format!("{}_INFO", ident_str.to_shouty_snake_case()), ident.span());
    let vis = &item.vis;
    let other_attrs: Vec<&syn::Attribute> = item.attrs.iter().filter(|a| !a.path().is_ident("doc")).collect();
    let lints = allow_lints();
    Ok(quote! {
        #(#other_attrs)*
        #[doc(hidden)]
        #lints
        mod #container {
            #natives
            #(#items)*
        }
        #(#other_attrs)*
        #[allow(unused_imports)]
        #vis use self::#container::#gen_module::{#ident, #info};
    })
}

fn parse_args(args: TokenStream) -> syn::Result<OpArgs> {
    let mut out = OpArgs::default();
    let parser = syn::meta::parser(|meta| {
        let key = meta.path.get_ident().map(Ident::to_string).unwrap_or_default();
        macro_rules! set {
            ($slot:expr, $value:expr) => {{
                let value = $value;
                if $slot.is_some() {
                    return Err(meta.error(format!("duplicate `{key}`")));
                }
                $slot = Some(value);
            }};
        }
        match key.as_str() {
            "name" => set!(out.name, meta.value()?.parse::<LitStr>()?),
            "summary" => set!(out.summary, meta.value()?.parse::<LitStr>()?),
            "format" => set!(out.format, meta.value()?.parse::<LitStr>()?),
            "default_dialect" => set!(out.default_dialect, meta.value()?.parse::<LitStr>()?),
            "verifier" => set!(out.verifier, meta.value()?.parse::<syn::Path>()?),
            "parser" => set!(out.parser, meta.value()?.parse::<syn::Path>()?),
            "printer" => set!(out.printer, meta.value()?.parse::<syn::Path>()?),
            "runtime" => set!(out.runtime, meta.value()?.parse::<syn::Path>()?),
            "traits" => {
                let content;
                let parens = syn::parenthesized!(content in meta.input);
                let list = parse_traits(&content)?;
                let mut tokens = meta.path.to_token_stream();
                parens.surround(&mut tokens, |t| {
                    for spec in &list {
                        spec.tokens.to_tokens(t);
                    }
                });
                set!(out.traits, (tokens, list));
            }
            _ => {
                return Err(meta.error(format!(
                    "unknown #[op] option `{}`; expected `name`, `summary`, `traits`, \
                     `format`, `verifier`, `parser`, `printer`, `default_dialect` or `runtime`",
                    meta.path.to_token_stream()
                )))
            }
        }
        Ok(())
    });
    syn::parse::Parser::parse2(parser, args)?;
    Ok(out)
}

fn parse_traits(input: ParseStream) -> syn::Result<Vec<TraitSpec>> {
    let mut out = Vec::new();
    while !input.is_empty() {
        let name: Ident = input.parse()?;
        let mut tokens = name.to_token_stream();
        let args = if input.peek(syn::token::Paren) {
            let content;
            let parens = syn::parenthesized!(content in input);
            let mut args = Vec::new();
            while !content.is_empty() {
                if content.peek(LitStr) {
                    args.push(TraitArg::Str(content.parse()?));
                } else {
                    args.push(TraitArg::Name(content.call(syn::ext::IdentExt::parse_any)?));
                }
                if content.is_empty() {
                    break;
                }
                content.parse::<Token![,]>()?;
            }
            parens.surround(&mut tokens, |t| {
                for a in &args {
                    a.tokens().to_tokens(t);
                }
            });
            Some(args)
        } else {
            None
        };
        out.push(TraitSpec { name, args, tokens });
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    Ok(out)
}

fn parse_fields(item: &ItemStruct, errors: &mut Errors) -> Vec<FieldSpec> {
    let fields = match &item.fields {
        Fields::Named(f) => f.named.iter().collect::<Vec<_>>(),
        Fields::Unit => Vec::new(),
        Fields::Unnamed(f) => {
            errors.push(syn::Error::new_spanned(
                f,
                "#[op] needs named fields (each names an operand, result, attribute, region \
                 or successor)",
            ));
            return Vec::new();
        }
    };
    let mut out = Vec::new();
    for field in fields {
        let Some(ident) = &field.ident else { continue };
        let mut kind: Option<(Kind, &syn::Attribute)> = None;
        let mut unknown = false;
        let mut spec = FieldSpec {
            kind: Kind::Operand,
            name: syn::ext::IdentExt::unraw(ident).to_string(),
            name_tokens: ident.to_token_stream(),
            ty: field.ty.clone(),
            optional: false,
            variadic: false,
            default: None,
            tokens: field.to_token_stream(),
        };
        for attr in &field.attrs {
            let path = attr.path();
            if path.is_ident("doc") {
                continue;
            }
            let Some(k) = path.get_ident().and_then(|i| Kind::from_name(&i.to_string())) else {
                unknown = true;
                errors.push(syn::Error::new_spanned(
                    path,
                    format!("unknown field attribute `#[{}]`; expected {FIELD_KINDS}", path.to_token_stream()),
                ));
                continue;
            };
            if let Some((first, _)) = kind {
                errors
                    .push(syn::Error::new_spanned(attr, format!("this field is already marked `#[{}]`", first.name())));
                continue;
            }
            kind = Some((k, attr));
            spec.kind = k;
            if let syn::Meta::List(_) = &attr.meta {
                if let Err(e) = attr.parse_nested_meta(|meta| field_option(&mut spec, k, meta)) {
                    errors.push(e);
                }
            } else if let syn::Meta::NameValue(nv) = &attr.meta {
                errors.push(syn::Error::new_spanned(
                    nv,
                    format!("write `#[{}]` or `#[{}(options)]`", k.name(), k.name()),
                ));
            }
        }
        if kind.is_none() {
            if unknown {
                continue;
            }
            errors.push(syn::Error::new(ident.span(), format!("field `{ident}` needs one of {FIELD_KINDS}")));
            continue;
        }
        if spec.optional && spec.variadic {
            errors.push(syn::Error::new_spanned(&spec.tokens, "a field cannot be both `optional` and `variadic`"));
        }
        if spec.optional && spec.default.is_some() {
            errors.push(syn::Error::new_spanned(
                &spec.tokens,
                "`default` already makes the attribute optional; drop `optional`",
            ));
        }
        if let Some(prev) = out.iter().find(|f: &&FieldSpec| f.name == spec.name) {
            let mut e = syn::Error::new_spanned(&spec.name_tokens, format!("the name `{}` is used twice", spec.name));
            e.combine(syn::Error::new_spanned(&prev.name_tokens, "first used here"));
            errors.push(e);
        }
        out.push(spec);
    }
    out
}

fn field_option(spec: &mut FieldSpec, kind: Kind, meta: syn::meta::ParseNestedMeta<'_>) -> syn::Result<()> {
    let key = meta.path.get_ident().map(Ident::to_string).unwrap_or_default();
    if key == "name" {
        let lit: LitStr = meta.value()?.parse()?;
        spec.name = lit.value();
        spec.name_tokens = lit.to_token_stream();
        return Ok(());
    }
    if !kind.options().contains(&key.as_str()) {
        let expected: Vec<String> = kind.options().iter().map(|o| format!("`{o}`")).collect();
        return Err(meta.error(format!(
            "unknown option `{}` of #[{}]; expected {} or `name`",
            meta.path.to_token_stream(),
            kind.name(),
            expected.join(", ")
        )));
    }
    match key.as_str() {
        "optional" => spec.optional = true,
        "variadic" => spec.variadic = true,
        "default" => spec.default = Some(meta.value()?.parse()?),
        _ => {}
    }
    Ok(())
}

/// Names of Descent's trait defs (`Pure`, `Commutative`, ...), read from `base.td` once
/// per compiler process; `None` if it cannot be loaded (the spec compiler then reports).
fn known_traits() -> Option<&'static [String]> {
    static TRAITS: OnceLock<Option<Vec<String>>> = OnceLock::new();
    TRAITS
        .get_or_init(|| {
            let dir = descent_spec_dir();
            let loaded = crate::load_files(std::slice::from_ref(&dir), &[dir.join("base.td")]).ok()?;
            let rk = &loaded.records;
            Some(
                rk.defs_deriving("Trait")
                    .into_iter()
                    .map(|id| rk.record(id))
                    .filter(|r| !r.anonymous)
                    .map(|r| r.name.clone())
                    .collect(),
            )
        })
        .as_deref()
}

fn check_traits(traits: &[TraitSpec], fields: &[FieldSpec], errors: &mut Errors) {
    let known = known_traits();
    for t in traits {
        let name = t.name.to_string();
        match &t.args {
            None => {
                if TRAITS_WITH_ARGS.contains(&name.as_str()) {
                    errors
                        .push(syn::Error::new(t.name.span(), format!("trait `{name}` takes arguments: `{name}(...)`")));
                    continue;
                }
                let Some(known) = known else { continue };
                if known.contains(&name) {
                    continue;
                }
                let mut msg = format!("unknown trait `{name}`: not a trait def of Descent's base.td");
                let candidates = known.iter().map(String::as_str).chain(TRAITS_WITH_ARGS.iter().copied());
                if let Some(s) = did_you_mean(&name, candidates) {
                    msg.push_str(&format!("; did you mean `{s}`?"));
                }
                errors.push(syn::Error::new(t.name.span(), msg));
            }
            Some(args) => match name.as_str() {
                "AllTypesMatch" | "AllElementTypesMatch" | "AllShapesMatch" => {
                    if args.len() < 2 {
                        errors.push(syn::Error::new_spanned(
                            &t.tokens,
                            format!("`{name}` relates two or more operands, results or attributes"),
                        ));
                    }
                    for a in args {
                        let v = a.value();
                        let ok = fields
                            .iter()
                            .any(|f| f.name == v && matches!(f.kind, Kind::Operand | Kind::Result | Kind::Attr));
                        if !ok {
                            errors.push(syn::Error::new_spanned(
                                a.tokens(),
                                format!("`{v}` is not an operand, result or attribute of this op"),
                            ));
                        }
                    }
                }
                "HasParent" | "SingleBlockImplicitTerminator" => {
                    for a in args {
                        if let TraitArg::Name(i) = a {
                            errors.push(syn::Error::new(
                                i.span(),
                                format!("`{name}` takes op names as strings, like \"toy.func\""),
                            ));
                        }
                    }
                    let want_one = name == "SingleBlockImplicitTerminator";
                    if args.is_empty() || (want_one && args.len() != 1) {
                        errors.push(syn::Error::new_spanned(
                            &t.tokens,
                            if want_one {
                                "`SingleBlockImplicitTerminator` takes one op name"
                            } else {
                                "`HasParent` takes one or more op names"
                            },
                        ));
                    }
                }
                _ => {
                    let msg = if known.is_some_and(|k| k.contains(&name)) {
                        format!("trait `{name}` takes no arguments")
                    } else {
                        format!(
                            "unknown trait `{name}(...)`; the traits with arguments are {}",
                            TRAITS_WITH_ARGS.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(", ")
                        )
                    };
                    errors.push(syn::Error::new(t.name.span(), msg));
                }
            },
        }
    }
}

/// The spec text of the op: an include of the class library, a dialect def and the op.
fn spec_text(
    item: &ItemStruct,
    args: &OpArgs,
    fields: &[FieldSpec],
    dialect: &str,
    mnemonic: &str,
) -> syn::Result<SpecText> {
    let ident = &item.ident;
    let name_lit = args.name.to_token_stream();
    let mut t = SpecText::default();
    t.raw(&format!("// The spec text of `#[op] {ident}`.\ninclude \"constraints.td\"\n\n"));
    let dialect_def = format!("{ident}_Dialect");
    t.raw(&format!("def {dialect_def} : Dialect {{\n  let name = "));
    t.from(&name_lit, &quote_str(dialect));
    t.raw(";\n}\n\n");

    let def_start = t.mark();
    t.raw("def ");
    t.from(ident, &ident.to_string());
    t.raw(&format!(" : Op<{dialect_def}, "));
    t.from(&name_lit, &quote_str(mnemonic));
    t.raw(", ");
    let traits_start = t.mark();
    t.raw("[");
    let mut first = true;
    if let Some((_, traits)) = &args.traits {
        for tr in traits {
            if !first {
                t.raw(", ");
            }
            first = false;
            trait_text(&mut t, tr);
        }
    }
    if let Some(v) = &args.verifier {
        if !first {
            t.raw(", ");
        }
        t.from(v, "NativeCheck<\"verifier\">");
    }
    t.raw("]");
    match &args.traits {
        Some((tokens, _)) => t.close(traits_start, tokens),
        None => t.close(traits_start, ident),
    }
    t.raw("> {\n");

    let (summary, description) = docs(item);
    match &args.summary {
        Some(lit) => {
            t.raw("  let summary = ");
            t.from(lit, &quote_str(&lit.value()));
            t.raw(";\n");
        }
        None if !summary.is_empty() => t.raw(&format!("  let summary = {};\n", quote_str(&summary))),
        None => {}
    }
    if !description.is_empty() {
        t.raw(&format!("  let description = {};\n", quote_str(&description)));
    }

    let groups = [
        ("arguments", "ins", &[Kind::Operand, Kind::Attr][..]),
        ("results", "outs", &[Kind::Result][..]),
        ("regions", "region", &[Kind::Region][..]),
        ("successors", "successor", &[Kind::Successor][..]),
    ];
    for (field, dag_op, kinds) in groups {
        let members: Vec<&FieldSpec> = fields.iter().filter(|f| kinds.contains(&f.kind)).collect();
        if members.is_empty() {
            continue;
        }
        t.raw(&format!("  let {field} = ({dag_op}"));
        for (i, f) in members.iter().enumerate() {
            t.raw(if i == 0 { " " } else { ", " });
            let start = t.mark();
            constraint_text(&mut t, f)?;
            t.raw(":");
            t.from(&f.name_tokens, &format!("${}", f.name));
            t.close(start, &f.tokens);
        }
        t.raw(");\n");
    }
    if let Some(lit) = &args.format {
        t.raw("  let assemblyFormat = ");
        t.from(lit, &quote_str(&lit.value()));
        t.raw(";\n");
    }
    if let Some(lit) = &args.default_dialect {
        t.raw("  let defaultDialect = ");
        t.from(lit, &quote_str(&lit.value()));
        t.raw(";\n");
    }
    if let (Some(p), Some(q)) = (&args.parser, &args.printer) {
        t.from(p, "  let customParser = \"parser\";\n");
        t.from(q, "  let customPrinter = \"printer\";\n");
    }
    t.raw("}\n");
    t.close(def_start, ident);
    Ok(t)
}

fn trait_text(t: &mut SpecText, tr: &TraitSpec) {
    let name = tr.name.to_string();
    let start = t.mark();
    t.from(&tr.name, &name);
    if let Some(args) = &tr.args {
        let list = name != "SingleBlockImplicitTerminator";
        t.raw(if list { "<[" } else { "<" });
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                t.raw(", ");
            }
            t.from(&a.tokens(), &quote_str(&a.value()));
        }
        t.raw(if list { "]>" } else { ">" });
    }
    t.close(start, &tr.tokens);
}

/// The first paragraph of the doc comment (the summary) and the rest (the description).
fn docs(item: &ItemStruct) -> (String, String) {
    let mut lines = Vec::new();
    for attr in &item.attrs {
        if let syn::Meta::NameValue(nv) = &attr.meta {
            if nv.path.is_ident("doc") {
                if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                    lines.push(s.value());
                }
            }
        }
    }
    let text = lines.iter().map(|l| l.strip_prefix(' ').unwrap_or(l)).collect::<Vec<_>>().join("\n");
    let text = text.trim();
    match text.split_once("\n\n") {
        Some((s, d)) => (s.split_whitespace().collect::<Vec<_>>().join(" "), d.trim().to_string()),
        None => (text.split_whitespace().collect::<Vec<_>>().join(" "), String::new()),
    }
}

/// The constraint of a field, with the wrapper its options call for.
fn constraint_text(t: &mut SpecText, f: &FieldSpec) -> syn::Result<()> {
    let wrapper = match (f.kind, f.optional, f.variadic) {
        (Kind::Operand | Kind::Result, true, _) => Some("Optional"),
        (Kind::Operand | Kind::Result, _, true) => Some("Variadic"),
        (Kind::Attr, true, _) => Some("OptionalAttr"),
        (Kind::Attr, _, _) if f.default.is_some() => Some("DefaultValuedAttr"),
        (Kind::Region, _, true) => Some("VariadicRegion"),
        (Kind::Successor, _, true) => Some("VariadicSuccessor"),
        _ => None,
    };
    if let Some(w) = wrapper {
        t.raw(&format!("{w}<"));
    }
    type_text(t, &f.ty)?;
    if let Some(d) = &f.default {
        t.raw(", ");
        t.from(d, &quote_str(&d.value()));
    }
    if wrapper.is_some() {
        t.raw(">");
    }
    Ok(())
}

/// A Rust type read as a spec value: `Name`, `Name<args>`, `[X]` or `(X, Y)` (lists).
fn type_text(t: &mut SpecText, ty: &syn::Type) -> syn::Result<()> {
    let start = t.mark();
    match ty {
        syn::Type::Path(p) if p.qself.is_none() && p.path.leading_colon.is_none() && p.path.segments.len() == 1 => {
            let seg = &p.path.segments[0];
            t.from(&seg.ident, &seg.ident.to_string());
            match &seg.arguments {
                syn::PathArguments::None => {}
                syn::PathArguments::AngleBracketed(a) => {
                    t.raw("<");
                    for (i, arg) in a.args.iter().enumerate() {
                        if i > 0 {
                            t.raw(", ");
                        }
                        match arg {
                            syn::GenericArgument::Type(ty) => type_text(t, ty)?,
                            syn::GenericArgument::Const(e) => expr_text(t, e)?,
                            other => {
                                return Err(syn::Error::new_spanned(
                                    other,
                                    "expected a constraint, a literal or a list",
                                ))
                            }
                        }
                    }
                    t.raw(">");
                }
                syn::PathArguments::Parenthesized(a) => {
                    return Err(syn::Error::new_spanned(a, "spec template arguments are written `<...>`"))
                }
            }
        }
        syn::Type::Slice(s) => {
            t.raw("[");
            type_text(t, &s.elem)?;
            t.raw("]");
        }
        syn::Type::Tuple(tuple) => {
            t.raw("[");
            for (i, e) in tuple.elems.iter().enumerate() {
                if i > 0 {
                    t.raw(", ");
                }
                type_text(t, e)?;
            }
            t.raw("]");
        }
        syn::Type::Paren(p) => type_text(t, &p.elem)?,
        syn::Type::Group(g) => type_text(t, &g.elem)?,
        other => {
            return Err(syn::Error::new_spanned(
                other,
                "expected a constraint of Descent's spec, like `AnyType`, `Variadic<I32>` or \
                 `ConfinedAttr<I64Attr, [IntPositive]>`",
            ))
        }
    }
    t.close(start, ty);
    Ok(())
}

/// A literal generic argument: `1`, `{ -1 }`, `"text"`, `true`.
fn expr_text(t: &mut SpecText, e: &syn::Expr) -> syn::Result<()> {
    match e {
        syn::Expr::Lit(l) => match &l.lit {
            syn::Lit::Int(i) => {
                let v: i64 = i.base10_parse()?;
                t.from(i, &v.to_string());
            }
            syn::Lit::Str(s) => t.from(s, &quote_str(&s.value())),
            syn::Lit::Bool(b) => t.from(b, if b.value { "true" } else { "false" }),
            other => return Err(syn::Error::new_spanned(other, "expected an integer, string or bool literal")),
        },
        syn::Expr::Unary(syn::ExprUnary { op: syn::UnOp::Neg(_), expr, .. }) => {
            t.from(e, "-");
            expr_text(t, expr)?;
        }
        syn::Expr::Block(b) if b.block.stmts.len() == 1 => match &b.block.stmts[0] {
            syn::Stmt::Expr(inner, None) => expr_text(t, inner)?,
            other => return Err(syn::Error::new_spanned(other, "expected a literal")),
        },
        syn::Expr::Path(p) if p.path.get_ident().is_some() => {
            let id = p.path.get_ident().map(Ident::to_string).unwrap_or_default();
            t.from(p, &id);
        }
        other => return Err(syn::Error::new_spanned(other, "expected a literal or a constraint")),
    }
    Ok(())
}

/// Runs the pipeline on the op's spec text; spec diagnostics become errors on the tokens
/// they point into.
fn compile(
    name: &str,
    spec: &SpecText,
    opts: &crate::gen::GenOptions,
    item: &ItemStruct,
    fields: &[FieldSpec],
) -> syn::Result<Vec<crate::gen::GeneratedFile>> {
    let roots = [descent_spec_dir()];
    let loaded = crate::load_str(name, &spec.text, &roots)
        .map_err(|(sources, diags)| map_diagnostics(&diags, &sources, spec, item))?;
    let model =
        crate::model::build::build(&loaded).map_err(|diags| map_diagnostics(&diags, &loaded.sources, spec, item))?;
    check_kinds(&model, item, fields)?;
    crate::gen::generate(&model, opts).map_err(|e| syn::Error::new(item.ident.span(), e))
}

fn map_diagnostics(diags: &[crate::Diagnostic], sources: &SourceMap, spec: &SpecText, item: &ItemStruct) -> syn::Error {
    let mut errors = Errors::default();
    for d in diags {
        let here = |span: crate::Span| (span.file == FileId(0)).then(|| spec.origin(span.start as usize)).flatten();
        let e = match here(d.span) {
            Some(tokens) => syn::Error::new_spanned(tokens, &d.message),
            None => match d.notes.iter().find_map(|(s, _)| here(*s)) {
                Some(tokens) => syn::Error::new_spanned(tokens, d.render(sources).trim_end()),
                None => syn::Error::new(
                    item.ident.span(),
                    format!(
                        "{}\nin the spec text generated for `{}`:\n{}",
                        d.render(sources).trim_end(),
                        item.ident,
                        spec.text
                    ),
                ),
            },
        };
        errors.push(e);
    }
    match errors.finish() {
        Err(e) => e,
        Ok(()) => syn::Error::new(item.ident.span(), "the spec compiler failed without a diagnostic"),
    }
}

/// The checker sorts `ins` entries into operands and attributes by their constraint; make
/// sure that agrees with the field attributes.
fn check_kinds(model: &crate::model::Model, item: &ItemStruct, fields: &[FieldSpec]) -> syn::Result<()> {
    let record = item.ident.to_string();
    let Some(op) = model.ops.iter().find(|o| o.record == record) else {
        return Ok(());
    };
    let mut errors = Errors::default();
    for f in fields {
        let ty = f.ty.to_token_stream();
        match f.kind {
            Kind::Operand if op.attrs.iter().any(|a| a.name == f.name) => {
                errors.push(syn::Error::new_spanned(
                    &f.ty,
                    format!("`{ty}` is an attribute constraint; mark the field `#[attr]`"),
                ));
            }
            Kind::Attr if op.operands.iter().any(|o| o.name == f.name) => {
                errors.push(syn::Error::new_spanned(
                    &f.ty,
                    format!("`{ty}` is a type constraint; mark the field `#[operand]`"),
                ));
            }
            _ => {}
        }
    }
    errors.finish()
}

/// The generated module of the op, adjusted for its new home: the registry entry says
/// where the struct is (`file!():line!()`), and the view type carries the struct's docs.
fn place_op_items(
    mut file: syn::File,
    ident: &Ident,
    user_docs: &[&syn::Attribute],
    opts: &crate::gen::GenOptions,
) -> syn::File {
    let rt = opts.rt();
    let info = format!("{}_INFO", ident.to_string().to_shouty_snake_case());
    for item in &mut file.items {
        match item {
            syn::Item::Static(s) if s.ident == info => {
                if let syn::Expr::Struct(e) = &mut *s.expr {
                    for field in &mut e.fields {
                        if matches!(&field.member, syn::Member::Named(m) if m == "defined_at") {
                            field.expr = syn::parse_quote_spanned!(ident.span()=>
                                #rt::ir::SpecPos { file: ::core::file!(), line: &::core::line!() }
                            );
                        }
                    }
                }
            }
            syn::Item::Struct(s) if s.ident == *ident && !user_docs.is_empty() => {
                let head = format!(" `{}`, declared with `#[op]`.", op_name(s).unwrap_or_default());
                s.attrs.retain(|a| !a.path().is_ident("doc"));
                let mut attrs: Vec<syn::Attribute> =
                    vec![syn::parse_quote!(#[doc = #head]), syn::parse_quote!(#[doc = ""])];
                attrs.extend(user_docs.iter().map(|a| (*a).clone()));
                attrs.append(&mut s.attrs);
                s.attrs = attrs;
            }
            _ => {}
        }
    }
    file
}

/// The op name in the first line of the generated doc comment (`` `toy.mul` (...) ``).
fn op_name(s: &syn::ItemStruct) -> Option<String> {
    s.attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(l), .. }) => {
                l.value().split('`').nth(1).map(str::to_string)
            }
            _ => None,
        },
        _ => None,
    })
}

/// `mod native`: the Rust functions the op names (verifier, custom parser and printer),
/// imported under the fixed names its spec text uses, with the user's spans so a wrong
/// path is reported where it was written.
fn native_items(args: &OpArgs) -> TokenStream {
    let mut uses = Vec::new();
    for (path, alias) in [(&args.verifier, "verifier"), (&args.parser, "parser"), (&args.printer, "printer")] {
        let Some(path) = path else { continue };
        let alias = Ident::new(alias, path.span());
        let path = path_tokens_from_below(path, GEN_DEPTH);
        uses.push(quote!(pub(super) use #path as #alias;));
    }
    if uses.is_empty() {
        return TokenStream::new();
    }
    quote!(pub mod native { #(#uses)* })
}

/// Like [`super::path_from_below`], keeping the spans of the user's segments.
fn path_tokens_from_below(path: &syn::Path, depth: usize) -> TokenStream {
    let first = path.segments.first().map(|s| s.ident.to_string());
    let span = path.span();
    let ups: Vec<TokenStream> = (0..depth).map(|_| quote_spanned!(span=> super::)).collect();
    if path.leading_colon.is_some() || first.as_deref() == Some("crate") {
        return path.to_token_stream();
    }
    let segs: Vec<&syn::PathSegment> = if first.as_deref() == Some("self") {
        path.segments.iter().skip(1).collect()
    } else {
        path.segments.iter().collect()
    };
    quote!(#(#ups)* #(#segs)::*)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec_of(args: TokenStream, item: TokenStream) -> Result<String, String> {
        let item: ItemStruct = syn::parse2(item).map_err(|e| e.to_string())?;
        let op_args = parse_args(args).map_err(|e| e.to_string())?;
        let mut errors = Errors::default();
        let fields = parse_fields(&item, &mut errors);
        errors.finish().map_err(|e| e.to_string())?;
        let name = op_args.name.as_ref().map(LitStr::value).unwrap_or_default();
        let (d, m) = name.split_once('.').unwrap_or_default();
        spec_text(&item, &op_args, &fields, d, m).map(|t| t.text).map_err(|e| e.to_string())
    }

    fn errors_of(args: TokenStream, item: TokenStream) -> Vec<String> {
        let item: ItemStruct = syn::parse2(item).expect("struct");
        match expand(args, item) {
            Ok(_) => Vec::new(),
            Err(e) => e.into_iter().map(|e| e.to_string()).collect(),
        }
    }

    #[test]
    fn struct_becomes_an_op_def() {
        let spec = spec_of(
            quote!(
                name = "toy.mul",
                traits(Pure, AllTypesMatch(lhs, "result")),
                format = "$lhs `,` $rhs attr-dict `:` type($result)"
            ),
            quote! {
                /// Multiplies.
                ///
                /// Longer text.
                struct MulOp {
                    #[operand] lhs: AnyType,
                    #[operand(variadic)] rhs: AnyType,
                    #[attr(optional)] tag: StrAttr,
                    #[attr(default = "0 : i64", name = "someCount")] count: I64Attr,
                    #[attr] extra: ConfinedAttr<I64Attr, [IntPositive]>,
                    #[result] result: AnyType,
                    #[region] body: SizedRegion<1>,
                    #[successor(variadic)] dests: AnySuccessor,
                }
            },
        )
        .expect("spec");
        let expected = r#"def MulOp : Op<MulOp_Dialect, "mul", [Pure, AllTypesMatch<["lhs", "result"]>]> {
  let summary = "Multiplies.";
  let description = "Longer text.";
  let arguments = (ins AnyType:$lhs, Variadic<AnyType>:$rhs, OptionalAttr<StrAttr>:$tag, DefaultValuedAttr<I64Attr, "0 : i64">:$someCount, ConfinedAttr<I64Attr, [IntPositive]>:$extra);
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$body);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}
"#;
        assert!(spec.ends_with(expected), "{spec}");
        assert!(spec.contains("def MulOp_Dialect : Dialect {\n  let name = \"toy\";\n}"), "{spec}");
    }

    #[test]
    fn generated_op_compiles_and_has_its_info() {
        let out = op(
            quote!(
                name = "toy.mul",
                traits(Pure, SameOperandsAndResultType),
                format = "$lhs `,` $rhs attr-dict `:` type($result)",
                verifier = check_mul
            ),
            quote! {
                pub struct MulOp {
                    #[operand] lhs: AnyType,
                    #[operand] rhs: AnyType,
                    #[attr(optional)] tag: StrAttr,
                    #[result] result: AnyType,
                }
            },
        )
        .to_string();
        assert!(!out.contains("compile_error"), "{out}");
        assert!(out.contains("pub use self :: __descent_op_mul_op"), "{out}");
        assert!(out.contains("pub static MUL_OP_INFO"), "{out}");
        assert!(out.contains("pub (super) use super :: super :: check_mul as verifier"), "{out}");
        assert!(out.contains("super :: native :: verifier (op)"), "{out}");
        assert!(out.contains("pub use :: descent :: dialects :: gen :: constraints"), "{out}");
        assert!(out.contains("defined_at : :: descent :: ir :: SpecPos { file : :: core :: file ! ()"), "{out}");
    }

    #[test]
    fn mistakes_are_reported_together() {
        let errs = errors_of(
            quote!(name = "toy.bad", traits(Puer, AllTypesMatch(lhs, nope)), colour = "red"),
            quote!(
                struct BadOp {
                    #[operand]
                    lhs: AnyType,
                }
            ),
        );
        assert_eq!(
            errs,
            ["unknown #[op] option `colour`; expected `name`, `summary`, `traits`, `format`, `verifier`, `parser`, `printer`, `default_dialect` or `runtime`"]
        );
        let errs = errors_of(
            quote!(name = "toy.bad", traits(Puer, AllTypesMatch(lhs, nope))),
            quote!(
                struct BadOp {
                    #[operand]
                    lhs: AnyType,
                    #[opperand]
                    rhs: AnyType,
                    r: AnyType,
                }
            ),
        );
        assert_eq!(
            errs,
            [
                "unknown field attribute `#[opperand]`; expected `#[operand]`, `#[result]`, `#[attr]`, `#[region]` or `#[successor]`",
                "field `r` needs one of `#[operand]`, `#[result]`, `#[attr]`, `#[region]` or `#[successor]`",
                "unknown trait `Puer`: not a trait def of Descent's base.td; did you mean `Pure`?",
                "`nope` is not an operand, result or attribute of this op",
            ]
        );
    }

    #[test]
    fn spec_errors_map_back_to_the_struct() {
        let errs = errors_of(
            quote!(name = "toy.bad", format = "$lhs $what attr-dict `:` type($lhs)"),
            quote!(
                struct BadOp {
                    #[operand]
                    lhs: AnyTyp,
                    #[operand]
                    rhs: StrAttr,
                }
            ),
        );
        assert_eq!(errs, ["unknown identifier 'AnyTyp'"]);
        let errs = errors_of(
            quote!(name = "toy.bad", format = "$lhs $what attr-dict `:` type($lhs)"),
            quote!(
                struct BadOp {
                    #[operand]
                    lhs: AnyType,
                    #[operand]
                    rhs: StrAttr,
                }
            ),
        );
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(errs[0].starts_with("in assemblyFormat of 'BadOp': "), "{errs:?}");
        assert!(errs[0].contains("$what"), "{errs:?}");
        let errs = errors_of(
            quote!(name = "toy.bad"),
            quote!(
                struct BadOp {
                    #[operand]
                    lhs: AnyType,
                    #[operand]
                    rhs: StrAttr,
                }
            ),
        );
        assert_eq!(errs, ["`StrAttr` is an attribute constraint; mark the field `#[attr]`"]);
    }

    #[test]
    fn docs_split_into_summary_and_description() {
        let item: ItemStruct = syn::parse_quote! {
            /// One
            /// line.
            ///
            /// More.
            struct A;
        };
        assert_eq!(docs(&item), ("One line.".to_string(), "More.".to_string()));
    }
}
