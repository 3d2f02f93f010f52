//! Native code the `llvm` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers. The syntax follows MLIR 22's `LLVMDialect.cpp`
//! (parsers/printers of `llvm.func`, `llvm.mlir.global`, `llvm.call`, ...); the checks are
//! in `llvm_verify.rs`.

#[path = "llvm_verify.rs"]
mod verify;

#[path = "llvm_tbaa.rs"]
pub mod tbaa_members;

#[path = "llvm_debuginfo.rs"]
pub mod debuginfo;
pub use debuginfo::di_expression_ops;

pub use verify::*;

use crate::llvm_types::{self, LlvmType};
use smallvec::SmallVec;

use crate::diag::Diagnostic;
use crate::dialects::gen::llvm_enums as en;
use crate::dialects::native::function as fimpl;
#[allow(unused_imports)]
use crate::ir::{
    AttrData, Attribute, BlockId, Context, DenseValues, EnumDef, NamedAttr, OpRef, OperationState, Type, TypeData,
    Value,
};
use crate::llvm_types::pred as tp;
use crate::ods;
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{OpParser, UnresolvedOperand};
use crate::parse::PResult;
use crate::print::attrs::type_to_string;
use crate::print::ops::OpPrinter;

/// `kDynamicIndex` of `llvm.getelementptr`'s `rawConstantIndices`.
pub(crate) const GEP_DYNAMIC_INDEX: i64 = i32::MIN as i64;

// =======================================================================================
// Shared helpers
// =======================================================================================

/// An error of a custom op parser at `offset`, prefixed as MLIR's `OpAsmParser::emitError`
/// does (`custom op 'llvm.func' ...`).
fn cerr<T>(p: &OpParser<'_>, st: &OperationState, offset: u32, msg: impl AsRef<str>) -> PResult<T> {
    let name = p.ctx().ident_str(st.name.ident);
    p.err_at(offset, format!("custom op '{name}' {}", msg.as_ref()))
}

/// The same, at the op name (MLIR's `parser.getNameLoc()`).
fn cerr_name<T>(p: &OpParser<'_>, st: &OperationState, msg: impl AsRef<str>) -> PResult<T> {
    let name = p.ctx().ident_str(st.name.ident);
    Err(Box::new(Diagnostic::error(st.loc, format!("custom op '{name}' {}", msg.as_ref()))))
}

/// The same, at the current token.
fn cerr_here<T>(p: &OpParser<'_>, st: &OperationState, msg: impl AsRef<str>) -> PResult<T> {
    let off = p.peek().offset;
    cerr(p, st, off, msg)
}

/// `parseKeyword`: `expected 'kw'` with the custom-op prefix.
fn expect_kw(p: &mut OpParser<'_>, st: &OperationState, kw: &str) -> PResult<()> {
    if p.eat_keyword(kw) {
        return Ok(());
    }
    cerr_here(p, st, format!("expected '{kw}'"))
}

/// `parseSymbolName`, as an owned string.
fn parse_sym_name(p: &mut OpParser<'_>) -> PResult<String> {
    let id = p.parse_symbol_name()?;
    Ok(p.ctx().ident_str(id).to_string())
}

/// MLIR's `parseOptionalLLVMKeyword`: one of the enum's (non-empty) case keywords.
fn opt_enum_kw(p: &mut OpParser<'_>, def: &EnumDef) -> Option<u64> {
    let t = p.peek();
    if t.kind != TokenKind::BareIdent || t.text.is_empty() {
        return None;
    }
    let v = def.value(t.text)?;
    p.bump();
    Some(v)
}

fn set_attr(ctx: &Context, st: &mut OperationState, name: &str, value: Attribute) {
    st.add_attr(ctx.ident(name), value);
}

fn remove_attr(ctx: &Context, st: &mut OperationState, name: &str) {
    let id = ctx.ident(name);
    st.attrs.retain(|a| a.name != id);
}

/// The value of an enum attribute stored as a dialect enum or as an integer.
pub(crate) fn enum_value(ctx: &Context, a: Option<Attribute>) -> Option<u64> {
    match ctx.attr_data(a?) {
        AttrData::Enum { value, .. } => Some(*value),
        AttrData::Integer { value, .. } => Some(*value as u64),
        _ => None,
    }
}

pub(crate) fn op_enum(op: OpRef<'_>, name: &str) -> Option<u64> {
    enum_value(op.ctx, op.attr(name))
}

pub(crate) fn enum_kw(def: &EnumDef, v: u64) -> &'static str {
    def.keyword(v).unwrap_or("")
}

/// Integers of a dense array attribute, or of an array of integer attributes (what the
/// generic attribute parser gives for `[1, 2]`).
pub(crate) fn int_list(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_data(a?) {
        AttrData::DenseArrayInt { values, .. } => Some(values.to_vec()),
        AttrData::Array(items) => items.iter().map(|&x| ctx.int_value(x).map(|v| v as i64)).collect(),
        _ => None,
    }
}

/// The body of an `#llvm.<mnemonic><...>` attribute the runtime keeps verbatim.
pub(crate) fn llvm_attr_body(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Opaque { dialect, body } if ctx.ident_str(*dialect) == "llvm" => Some(body),
        _ => None,
    }
}

/// The mnemonic of an `#llvm.<mnemonic>...` attribute.
pub fn llvm_attr_mnemonic(ctx: &Context, a: Attribute) -> Option<&str> {
    if let AttrData::Dialect { def, .. } = ctx.attr_data(a) {
        return (def.0.dialect == "llvm").then_some(def.0.mnemonic);
    }
    let body = llvm_attr_body(ctx, a)?;
    let end = body.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(body.len());
    Some(&body[..end])
}

/// Whether a type is LLVM dialect-compatible (MLIR's `isCompatibleType`).
pub(crate) fn is_compatible(ctx: &Context, t: Type) -> bool {
    if is_ppc(ctx, t) {
        return true;
    }
    match ctx.type_data(t) {
        TypeData::Float(k) => matches!(
            k,
            crate::ir::FloatKind::BF16
                | crate::ir::FloatKind::F16
                | crate::ir::FloatKind::F32
                | crate::ir::FloatKind::F64
                | crate::ir::FloatKind::F80
                | crate::ir::FloatKind::F128
        ),
        TypeData::Vector { shape, elem, .. } => {
            shape.len() == 1 && (is_compatible(ctx, *elem) || tp::llvm_pointer(ctx, *elem))
        }
        _ => tp::llvm_compatible(ctx, t),
    }
}

fn is_ppc(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Opaque { dialect, body }
        if ctx.ident_str(*dialect) == "llvm" && &**body == "ppc_fp128")
}

/// MLIR's `isCompatibleVectorType`: a 1-D builtin vector of integers, floats or pointers.
pub(crate) fn is_compatible_vector(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } => {
            shape.len() == 1
                && (matches!(ctx.type_data(*elem), TypeData::Integer { .. })
                    || llvm_types::is_ptr(ctx, *elem)
                    || is_compatible_float(ctx, *elem))
        }
        _ => false,
    }
}

/// MLIR's `isCompatibleFloatingPointType`.
pub(crate) fn is_compatible_float(ctx: &Context, t: Type) -> bool {
    use crate::ir::FloatKind as K;
    match ctx.type_data(t) {
        TypeData::Float(k) => matches!(k, K::BF16 | K::F16 | K::F32 | K::F64 | K::F80 | K::F128),
        _ => is_ppc(ctx, t),
    }
}

fn void_type(ctx: &Context) -> Type {
    llvm_types::void(ctx)
}

fn llvm_func_type(ctx: &Context, ret: Type, params: &[Type], var_arg: bool) -> Type {
    llvm_types::func(ctx, ret, params, var_arg)
}

/// The line indentation of the op being printed, for `printNewline`.
fn current_indent(p: &OpPrinter<'_>) -> String {
    let line = match p.out.rfind('\n') {
        Some(i) => &p.out[i + 1..],
        None => &p.out[..],
    };
    line.chars().take_while(|c| *c == ' ').collect()
}

/// MLIR's `printNewline` inside an op: a new line at the op's indentation.
fn newline(p: &mut OpPrinter<'_>, indent: &str) {
    p.write("\n");
    p.write(indent);
}

/// `printOptionalAttrDict` of a C++ printer: every attribute except `elided`, defaults
/// included (MLIR elides defaults only in declarative formats).
fn print_attrs_except(p: &mut OpPrinter<'_>, op: OpRef<'_>, elided: &[&str], keyword: bool) {
    let ctx = op.ctx;
    let entries: Vec<NamedAttr> =
        op.data().attrs.iter().copied().filter(|a| !elided.contains(&ctx.ident_str(a.name))).collect();
    if entries.is_empty() {
        return;
    }
    if keyword {
        p.write(" attributes");
    }
    p.print_dict_entries(&entries);
}

/// The same for ops with `fastmathFlags`, which MLIR's `processFMFAttr` drops when it is
/// the default `#llvm.fastmath<none>`.
fn print_attrs_fmf(p: &mut OpPrinter<'_>, op: OpRef<'_>, elided: &[&str]) {
    let mut el: Vec<&str> = elided.to_vec();
    if op_enum(op, "fastmathFlags") == Some(0) {
        el.push("fastmathFlags");
    }
    print_attrs_except(p, op, &el, false);
}

fn print_string_literal(p: &mut OpPrinter<'_>, s: &str) {
    let mut out = String::new();
    crate::print::attrs::write_escaped_string(&mut out, s);
    p.write(&out);
}

fn type_attr_value(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match ctx.attr_data(a?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// Values of an operand group split by a segment-size attribute (VariadicOfVariadic).
pub(crate) fn split_segments(values: &[Value], sizes: &[i64]) -> Vec<Vec<Value>> {
    let mut out = Vec::new();
    let mut pos = 0usize;
    for &s in sizes {
        let n = s.max(0) as usize;
        let end = (pos + n).min(values.len());
        out.push(values[pos.min(end)..end].to_vec());
        pos = end;
    }
    out
}

/// The operands of each operand segment (`operandSegmentSizes`), or all operands as the
/// first segment when the attribute is missing or malformed.
pub(crate) fn operand_segments(op: OpRef<'_>, n: usize) -> Vec<Vec<Value>> {
    let ops = op.operands();
    match ods::attr_dense_ints(op, "operandSegmentSizes") {
        Some(sizes) if sizes.len() == n && sizes.iter().sum::<i64>() == ops.len() as i64 => split_segments(ops, sizes),
        _ => {
            let mut v = vec![Vec::new(); n];
            if let Some(first) = v.first_mut() {
                *first = ops.to_vec();
            }
            v
        }
    }
}

// =======================================================================================
// Operand bundles (llvm.call, llvm.invoke, llvm.call_intrinsic, llvm.intr.assume)
// =======================================================================================

type Bundles<'a> = (Vec<Vec<UnresolvedOperand<'a>>>, Vec<Vec<Type>>, Vec<Attribute>);

/// `[ "tag"(%a, %b : t1, t2), "tag2"() ]`; `None` when no `[` follows.
fn parse_bundles<'a>(p: &mut OpParser<'a>, st: &OperationState) -> PResult<Option<Bundles<'a>>> {
    if !p.eat(TokenKind::LSquare) {
        return Ok(None);
    }
    let mut ops = Vec::new();
    let mut tys = Vec::new();
    let mut tags = Vec::new();
    if p.eat(TokenKind::RSquare) {
        return Ok(Some((ops, tys, tags)));
    }
    loop {
        if !p.at(TokenKind::String) {
            // MLIR reports "expected string", then "expect operand bundle tag".
            return cerr_here(p, st, "expected string");
        }
        let tag = p.parse_string()?;
        p.expect(TokenKind::LParen, "'('")?;
        let mut o = Vec::new();
        let mut t = Vec::new();
        if !p.eat(TokenKind::RParen) {
            o = p.parse_operand_list()?;
            p.expect(TokenKind::Colon, "':'")?;
            t = p.parse_type_list()?;
            p.expect(TokenKind::RParen, "')'")?;
        }
        ops.push(o);
        tys.push(t);
        tags.push(p.ctx().string_attr(&tag));
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RSquare, "']'")?;
    Ok(Some((ops, tys, tags)))
}

/// Resolves bundle operands into `st.operands` and sets `op_bundle_sizes`.
fn resolve_bundles<'a>(
    p: &mut OpParser<'a>,
    st: &mut OperationState,
    at: u32,
    bundles: &Option<Bundles<'a>>,
) -> PResult<usize> {
    let ctx = p.ctx();
    let mut sizes = Vec::new();
    let mut total = 0usize;
    if let Some((ops, tys, _)) = bundles {
        for (i, (o, t)) in ops.iter().zip(tys.iter()).enumerate() {
            if o.len() != t.len() {
                return cerr(
                    p,
                    st,
                    at,
                    format!(
                        "expected {} types for operand bundle operands for operand bundle #{i}, but actually got {}",
                        o.len(),
                        t.len()
                    ),
                );
            }
            for (u, &ty) in o.iter().zip(t.iter()) {
                let v = p.resolve_operand(*u, ty)?;
                st.operands.push(v);
            }
            sizes.push(o.len() as i64);
            total += o.len();
        }
    }
    set_attr(ctx, st, "op_bundle_sizes", ctx.dense_i32_array(&sizes));
    Ok(total)
}

fn print_bundle_list(p: &mut OpPrinter<'_>, groups: &[Vec<Value>], tags: &[Attribute]) {
    let ctx = p.ctx;
    p.write("[");
    for (i, g) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let tag = tags.get(i).and_then(|&t| ctx.str_value(t)).unwrap_or("");
        print_string_literal(p, tag);
        p.write("(");
        if !g.is_empty() {
            p.print_operands(g.iter().copied());
            p.write(" : ");
            let tys: Vec<Type> = g.iter().map(|&v| p.value_type(v)).collect();
            p.print_types(tys);
        }
        p.write(")");
    }
    p.write("]");
}

fn bundle_tags(ctx: &Context, a: Option<Attribute>) -> Vec<Attribute> {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    }
}

/// Prints ` [bundles]` for an op whose bundle operands are `values`.
fn print_op_bundles_of(p: &mut OpPrinter<'_>, op: OpRef<'_>, values: &[Value]) {
    let sizes = ods::attr_dense_ints(op, "op_bundle_sizes").unwrap_or(&[]);
    if sizes.is_empty() {
        return;
    }
    let groups = split_segments(values, sizes);
    let tags = bundle_tags(op.ctx, op.attr("op_bundle_tags"));
    p.write(" ");
    print_bundle_list(p, &groups, &tags);
}

// =======================================================================================
// Call-like signatures: `(i32 {attrs}, f32) -> (i32 {attrs})`
// =======================================================================================

struct CallSig {
    args: Vec<Type>,
    arg_attrs: Vec<Vec<NamedAttr>>,
    results: Vec<Type>,
    res_attrs: Vec<Vec<NamedAttr>>,
}

fn parse_type_and_attr_list(p: &mut OpParser<'_>, tys: &mut Vec<Type>, attrs: &mut Vec<Vec<NamedAttr>>) -> PResult<()> {
    p.expect(TokenKind::LParen, "'('")?;
    if p.eat(TokenKind::RParen) {
        return Ok(());
    }
    loop {
        tys.push(p.parse_type()?);
        let mut a = Vec::new();
        if p.at(TokenKind::LBrace) {
            p.parse_attr_dict(&mut a)?;
        }
        attrs.push(a);
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "')'")?;
    Ok(())
}

/// `call_interface_impl::parseFunctionSignature`.
fn parse_call_signature(p: &mut OpParser<'_>) -> PResult<CallSig> {
    let mut sig = CallSig { args: Vec::new(), arg_attrs: Vec::new(), results: Vec::new(), res_attrs: Vec::new() };
    parse_type_and_attr_list(p, &mut sig.args, &mut sig.arg_attrs)?;
    p.expect(TokenKind::Arrow, "'->'")?;
    if p.at(TokenKind::LParen) {
        parse_type_and_attr_list(p, &mut sig.results, &mut sig.res_attrs)?;
    } else {
        sig.results.push(p.parse_type()?);
        sig.res_attrs.push(Vec::new());
    }
    Ok(sig)
}

/// `arg_attrs` / `res_attrs` when some dictionary is not empty.
fn add_call_attrs(ctx: &Context, st: &mut OperationState, sig: &CallSig) {
    let mk = |lists: &[Vec<NamedAttr>]| -> Option<Attribute> {
        if lists.iter().all(|l| l.is_empty()) {
            return None;
        }
        let dicts: Vec<Attribute> = lists.iter().map(|l| ctx.dictionary(l)).collect();
        Some(ctx.array_attr(&dicts))
    };
    if let Some(a) = mk(&sig.arg_attrs) {
        set_attr(ctx, st, "arg_attrs", a);
    }
    if let Some(a) = mk(&sig.res_attrs) {
        set_attr(ctx, st, "res_attrs", a);
    }
}

/// `parseCallTypeAndResolveOperands`: `: [callee type ,] (args) -> results`.
fn parse_call_type_and_resolve<'a>(
    p: &mut OpParser<'a>,
    st: &mut OperationState,
    is_direct: bool,
    operands: &[UnresolvedOperand<'a>],
) -> PResult<()> {
    let ctx = p.ctx();
    let trailing = p.peek().offset;
    p.expect(TokenKind::Colon, "':'")?;
    let mut types = Vec::new();
    if !is_direct {
        types.push(p.parse_type()?);
        if !p.eat(TokenKind::Comma) {
            return cerr(p, st, trailing, "expected indirect call to have 2 trailing types");
        }
    }
    // A signature that does not parse: MLIR reports a second error at the `:`.
    let sig = match parse_call_signature(p) {
        Ok(sig) => sig,
        Err(mut first) => {
            let msg = if is_direct {
                "expected direct call to have 1 trailing types"
            } else {
                "expected trailing function type"
            };
            if let Err(second) = cerr::<()>(p, st, trailing, msg) {
                first.notes.push(*second);
            }
            return Err(first);
        }
    };
    if sig.results.len() > 1 {
        return cerr(p, st, trailing, "expected function with 0 or 1 result");
    }
    if sig.results.len() == 1 && llvm_types::is_void(ctx, sig.results[0]) {
        return cerr(p, st, trailing, "expected a non-void result type");
    }
    types.extend(sig.args.iter().copied());
    if operands.len() != types.len() {
        return cerr_name(
            p,
            st,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            ),
        );
    }
    for (u, &t) in operands.iter().zip(types.iter()) {
        let v = p.resolve_operand(*u, t)?;
        st.operands.push(v);
    }
    st.result_types.extend(sig.results.iter().copied());
    add_call_attrs(ctx, st, &sig);
    Ok(())
}

/// `call_interface_impl::printFunctionSignature` (never variadic, `-> ()` when empty).
fn print_call_signature(p: &mut OpPrinter<'_>, op: OpRef<'_>, args: &[Type], results: &[Type]) {
    let arg_attrs = fimpl::attr_dicts(op, "arg_attrs", args.len());
    p.write("(");
    for (i, &t) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(t);
        p.print_dict_entries(&arg_attrs[i]);
    }
    p.write(")");
    if results.is_empty() {
        p.write(" -> ()");
        return;
    }
    p.write(" -> ");
    let res_attrs = fimpl::attr_dicts(op, "res_attrs", results.len());
    let parens = results.len() > 1
        || matches!(op.ctx.type_data(results[0]), TypeData::Function { .. })
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

/// The callee: `@sym` (direct) or an SSA value (indirect, pushed to `operands`).
fn parse_callee<'a>(
    p: &mut OpParser<'a>,
    st: &mut OperationState,
    operands: &mut Vec<UnresolvedOperand<'a>>,
) -> PResult<bool> {
    let ctx = p.ctx();
    if let Some(u) = p.parse_optional_operand()? {
        operands.push(u);
        return Ok(false);
    }
    let at = p.peek().offset;
    let a = p.parse_attribute(None)?;
    if !matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }) {
        return cerr(p, st, at, "invalid kind of attribute specified");
    }
    set_attr(ctx, st, "callee", a);
    Ok(true)
}

/// `( %a, %b )`.
fn parse_paren_operands<'a>(p: &mut OpParser<'a>, out: &mut Vec<UnresolvedOperand<'a>>) -> PResult<()> {
    p.expect(TokenKind::LParen, "'('")?;
    if p.eat(TokenKind::RParen) {
        return Ok(());
    }
    out.extend(p.parse_operand_list()?);
    p.expect(TokenKind::RParen, "')'")?;
    Ok(())
}

/// ` vararg(!llvm.func<...>)`.
fn parse_vararg(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if !p.eat_keyword("vararg") {
        return Ok(());
    }
    p.expect(TokenKind::LParen, "'('")?;
    let at = p.peek().offset;
    let a = p.parse_attribute(None)?;
    if !matches!(ctx.attr_data(a), AttrData::Type(_)) {
        return cerr(p, st, at, "invalid kind of attribute specified");
    }
    set_attr(ctx, st, "var_callee_type", a);
    p.expect(TokenKind::RParen, "')'")?;
    Ok(())
}

fn print_callee_and_args(p: &mut OpPrinter<'_>, op: OpRef<'_>, callee_ops: &[Value]) -> (bool, Vec<Value>) {
    let ctx = op.ctx;
    let direct = op.attr("callee").filter(|&a| matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }));
    let args: Vec<Value> = match direct {
        Some(a) => {
            p.print_attr(a);
            callee_ops.to_vec()
        }
        None => {
            if let Some(&f) = callee_ops.first() {
                p.print_operand(f);
            }
            callee_ops.iter().skip(1).copied().collect()
        }
    };
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    (direct.is_some(), args)
}

fn print_vararg(p: &mut OpPrinter<'_>, op: OpRef<'_>) {
    if let Some(t) = type_attr_value(op.ctx, op.attr("var_callee_type")) {
        p.write(" vararg(");
        p.print_type(t);
        p.write(")");
    }
}

// =======================================================================================
// llvm.call
// =======================================================================================

/// `llvm.call [cconv] [tailcallkind] (@callee | %fnptr)(%args) [vararg(!llvm.func<...>)]
/// [bundles] [attrs] : [ptr-type,] (T, ...) -> R` (MLIR's `CallOp::parse`); the defaults
/// are `ccc` and tail call kind `none`.
pub fn parse_call(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cc = opt_enum_kw(p, &en::LLVM_C_CONV_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "CConv", ctx.enum_attr(&en::LLVM_C_CONV_ATTR_ENUM, cc));
    let tck = opt_enum_kw(p, &en::LLVM_TAIL_CALL_KIND_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "TailCallKind", ctx.enum_attr(&en::LLVM_TAIL_CALL_KIND_ATTR_ENUM, tck));
    let mut operands = Vec::new();
    let is_direct = parse_callee(p, st, &mut operands)?;
    parse_paren_operands(p, &mut operands)?;
    parse_vararg(p, st)?;
    let bundles_at = p.peek().offset;
    let bundles = parse_bundles(p, st)?;
    if let Some((_, _, tags)) = &bundles {
        if !tags.is_empty() {
            set_attr(ctx, st, "op_bundle_tags", ctx.array_attr(tags));
        }
    }
    p.parse_optional_attr_dict(st)?;
    parse_call_type_and_resolve(p, st, is_direct, &operands)?;
    let nb = resolve_bundles(p, st, bundles_at, &bundles)?;
    set_attr(ctx, st, "operandSegmentSizes", ctx.dense_i32_array(&[operands.len() as i64, nb as i64]));
    Ok(())
}

/// Prints `llvm.call` in the form [`parse_call`] reads, leaving out the default calling
/// convention and tail call kind.
pub fn print_call<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let segs = operand_segments(op, 2);
    p.write(" ");
    if let Some(cc) = op_enum(op, "CConv").filter(|v| *v != 0) {
        p.write(enum_kw(&en::LLVM_C_CONV_ATTR_ENUM, cc));
        p.write(" ");
    }
    if let Some(k) = op_enum(op, "TailCallKind").filter(|v| *v != 0) {
        p.write(enum_kw(&en::LLVM_TAIL_CALL_KIND_ATTR_ENUM, k));
        p.write(" ");
    }
    let (direct, args) = print_callee_and_args(p, op, &segs[0]);
    print_vararg(p, op);
    print_op_bundles_of(p, op, &segs[1]);
    print_attrs_fmf(
        p,
        op,
        &[
            "callee",
            "TailCallKind",
            "var_callee_type",
            "CConv",
            "operandSegmentSizes",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    let callee_ptr = if direct { None } else { segs[0].first().copied() };
    print_call_type(p, op, callee_ptr, &args);
}

/// The trailing type of `llvm.call` and `llvm.invoke`: ` : ` then, for an indirect call,
/// the callee pointer's type, then the signature.
fn print_call_type(p: &mut OpPrinter<'_>, op: OpRef<'_>, callee_ptr: Option<Value>, args: &[Value]) {
    p.write(" : ");
    if let Some(f) = callee_ptr {
        let t = p.value_type(f);
        p.print_type(t);
        p.write(", ");
    }
    let arg_tys: Vec<Type> = args.iter().map(|&v| p.value_type(v)).collect();
    let res_tys: Vec<Type> = op.results().map(|v| op.value_type(v)).collect();
    print_call_signature(p, op, &arg_tys, &res_tys);
}

// =======================================================================================
// llvm.invoke
// =======================================================================================

/// `llvm.invoke [cconv] (@callee | %fnptr)(%args) to ^normal(...) unwind ^unwind(...)
/// [vararg(...)] [bundles] [attrs] : [ptr-type,] (T, ...) -> R` (MLIR's `InvokeOp::parse`).
pub fn parse_invoke(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cc = opt_enum_kw(p, &en::LLVM_C_CONV_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "CConv", ctx.enum_attr(&en::LLVM_C_CONV_ATTR_ENUM, cc));
    let mut operands = Vec::new();
    let is_direct = parse_callee(p, st, &mut operands)?;
    parse_paren_operands(p, &mut operands)?;
    expect_kw(p, st, "to")?;
    let mut normal_ops: SmallVec<[Value; 3]> = SmallVec::new();
    let normal = p.parse_successor_and_use_list(&mut normal_ops)?;
    expect_kw(p, st, "unwind")?;
    let mut unwind_ops: SmallVec<[Value; 3]> = SmallVec::new();
    let unwind = p.parse_successor_and_use_list(&mut unwind_ops)?;
    parse_vararg(p, st)?;
    let bundles_at = p.peek().offset;
    let bundles = parse_bundles(p, st)?;
    if let Some((_, _, tags)) = &bundles {
        if !tags.is_empty() {
            set_attr(ctx, st, "op_bundle_tags", ctx.array_attr(tags));
        }
    }
    p.parse_optional_attr_dict(st)?;
    parse_call_type_and_resolve(p, st, is_direct, &operands)?;
    // MLIR appends the bundle operands before the successor operands here.
    let nb = resolve_bundles(p, st, bundles_at, &bundles)?;
    st.successors.push(normal);
    st.successors.push(unwind);
    st.operands.extend(normal_ops.iter().copied());
    st.operands.extend(unwind_ops.iter().copied());
    set_attr(
        ctx,
        st,
        "operandSegmentSizes",
        ctx.dense_i32_array(&[operands.len() as i64, normal_ops.len() as i64, unwind_ops.len() as i64, nb as i64]),
    );
    Ok(())
}

/// Prints `llvm.invoke` in the form [`parse_invoke`] reads.
pub fn print_invoke<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let segs = operand_segments(op, 4);
    p.write(" ");
    if let Some(cc) = op_enum(op, "CConv").filter(|v| *v != 0) {
        p.write(enum_kw(&en::LLVM_C_CONV_ATTR_ENUM, cc));
        p.write(" ");
    }
    let (direct, args) = print_callee_and_args(p, op, &segs[0]);
    let succs = op.successors();
    p.write(" to ");
    if let Some(&b) = succs.first() {
        p.print_successor_and_use_list(b, &segs[1]);
    }
    p.write(" unwind ");
    if let Some(&b) = succs.get(1) {
        p.print_successor_and_use_list(b, &segs[2]);
    }
    print_vararg(p, op);
    print_op_bundles_of(p, op, &segs[3]);
    print_attrs_except(
        p,
        op,
        &[
            "callee",
            "operandSegmentSizes",
            "CConv",
            "var_callee_type",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
        false,
    );
    let callee_ptr = if direct { None } else { segs[0].first().copied() };
    print_call_type(p, op, callee_ptr, &args);
}

// =======================================================================================
// llvm.call_intrinsic
// =======================================================================================

/// `llvm.call_intrinsic "name"(%args) [bundles] [attrs] : (T, ...) -> R`.
pub fn parse_call_intrinsic(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let at = p.peek().offset;
    let a = p.parse_attribute(None)?;
    if ctx.str_value(a).is_none() {
        return cerr(p, st, at, "invalid kind of attribute specified");
    }
    set_attr(ctx, st, "intrin", a);
    let mut operands = Vec::new();
    parse_paren_operands(p, &mut operands)?;
    let bundles_at = p.peek().offset;
    let bundles = parse_bundles(p, st)?;
    if let Some((_, _, tags)) = &bundles {
        if !tags.is_empty() {
            set_attr(ctx, st, "op_bundle_tags", ctx.array_attr(tags));
        }
    }
    p.parse_optional_attr_dict(st)?;
    parse_call_type_and_resolve(p, st, true, &operands)?;
    let nb = resolve_bundles(p, st, bundles_at, &bundles)?;
    set_attr(ctx, st, "operandSegmentSizes", ctx.dense_i32_array(&[operands.len() as i64, nb as i64]));
    Ok(())
}

/// Prints `llvm.call_intrinsic` in the form [`parse_call_intrinsic`] reads.
pub fn print_call_intrinsic<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let segs = operand_segments(op, 2);
    p.write(" ");
    if let Some(s) = ods::attr_str(op, "intrin") {
        print_string_literal(p, s);
    }
    p.write("(");
    p.print_operands(segs[0].iter().copied());
    p.write(")");
    print_op_bundles_of(p, op, &segs[1]);
    print_attrs_fmf(
        p,
        op,
        &["operandSegmentSizes", "op_bundle_sizes", "intrin", "op_bundle_tags", "arg_attrs", "res_attrs"],
    );
    p.write(" : ");
    let arg_tys: Vec<Type> = segs[0].iter().map(|&v| p.value_type(v)).collect();
    let res_tys: Vec<Type> = op.results().map(|v| op.value_type(v)).collect();
    print_call_signature(p, op, &arg_tys, &res_tys);
}

// =======================================================================================
// llvm.landingpad
// =======================================================================================

/// `llvm.landingpad [cleanup] ((catch|filter) %v : T)* : T`; the clause keywords are not
/// stored (a filter is an array-typed operand).
pub fn parse_landingpad(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.eat_keyword("cleanup") {
        set_attr(ctx, st, "cleanup", ctx.unit_attr());
    }
    while p.eat(TokenKind::LParen) && (p.eat_keyword("filter") || p.eat_keyword("catch")) {
        let u = p.parse_operand()?;
        p.expect(TokenKind::Colon, "':'")?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
        p.expect(TokenKind::RParen, "')'")?;
    }
    p.expect(TokenKind::Colon, "':'")?;
    let t = p.parse_type()?;
    st.result_types.push(t);
    Ok(())
}

/// Prints `llvm.landingpad` in the form [`parse_landingpad`] reads: `filter` for array
/// operands, `catch` otherwise.
pub fn print_landingpad<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(if op.attr("cleanup").is_some() { " cleanup " } else { " " });
    for &v in op.operands() {
        let t = op.value_type(v);
        let is_array = llvm_types::is_array(ctx, t);
        p.write("(");
        p.write(if is_array { "filter " } else { "catch " });
        p.print_operand(v);
        p.write(" : ");
        p.print_type(t);
        p.write(") ");
    }
    print_attrs_except(p, op, &["cleanup"], false);
    p.write(": ");
    if op.num_results() > 0 {
        let t = op.value_type(op.result(0));
        p.print_type(t);
    }
}

// =======================================================================================
// llvm.icmp / llvm.fcmp
// =======================================================================================

fn parse_cmp(p: &mut OpParser<'_>, st: &mut OperationState, def: &EnumDef) -> PResult<()> {
    let ctx = p.ctx();
    let pred_at = p.peek().offset;
    let pa = p.parse_attribute(None)?;
    let Some(pred) = ctx.str_value(pa).map(str::to_string) else {
        return cerr(p, st, pred_at, "invalid kind of attribute specified");
    };
    let lhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.expect(TokenKind::Colon, "':'")?;
    let trailing = p.peek().offset;
    let ty = p.parse_type()?;
    let l = p.resolve_operand(lhs, ty)?;
    let r = p.resolve_operand(rhs, ty)?;
    st.operands.push(l);
    st.operands.push(r);
    let Some(v) = def.value(&pred).filter(|_| !pred.is_empty()) else {
        return cerr(p, st, pred_at, format!("'{pred}' is an incorrect value of the 'predicate' attribute"));
    };
    set_attr(ctx, st, "predicate", ctx.i64_attr(v as i64));
    if !is_compatible(ctx, ty) {
        return cerr(p, st, trailing, "expected LLVM dialect-compatible type");
    }
    st.result_types.push(crate::dialects::native::transforms::i1_same_shape(ctx, ty));
    Ok(())
}

fn print_cmp<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, def: &EnumDef, fmf: bool) {
    let v = op_enum(op, "predicate").unwrap_or(0);
    p.write(" \"");
    p.write(enum_kw(def, v));
    p.write("\" ");
    let ops = op.operands();
    if let Some(&a) = ops.first() {
        p.print_operand(a);
    }
    p.write(", ");
    if let Some(&b) = ops.get(1) {
        p.print_operand(b);
    }
    if fmf {
        print_attrs_fmf(p, op, &["predicate"]);
    } else {
        print_attrs_except(p, op, &["predicate"], false);
    }
    p.write(" : ");
    if let Some(&a) = ops.first() {
        let t = op.value_type(a);
        p.print_type(t);
    }
}

/// `llvm.icmp "pred" %a, %b [attrs] : T`; the result is `i1` of `T`'s shape.
pub fn parse_icmp(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_cmp(p, st, &en::LLVM_I_CMP_PREDICATE_ATTR_ENUM)
}

/// `llvm.fcmp "pred" %a, %b [attrs] : T`; the result is `i1` of `T`'s shape.
pub fn parse_fcmp(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_cmp(p, st, &en::LLVM_F_CMP_PREDICATE_ATTR_ENUM)
}

/// Prints `llvm.icmp` in the form [`parse_icmp`] reads.
pub fn print_icmp<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_cmp(p, op, &en::LLVM_I_CMP_PREDICATE_ATTR_ENUM, false)
}

/// Prints `llvm.fcmp` in the form [`parse_fcmp`] reads, without the default fast-math
/// flags.
pub fn print_fcmp<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_cmp(p, op, &en::LLVM_F_CMP_PREDICATE_ATTR_ENUM, true)
}

// =======================================================================================
// llvm.alloca
// =======================================================================================

/// `llvm.alloca [inalloca] %size x T [attrs] : (I) -> R`; a zero alignment is dropped, and
/// `elem_type` is set when the result is a pointer.
pub fn parse_alloca(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.eat_keyword("inalloca") {
        set_attr(ctx, st, "inalloca", ctx.unit_attr());
    }
    let size = p.parse_operand()?;
    expect_kw(p, st, "x")?;
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict(st)?;
    p.expect(TokenKind::Colon, "':'")?;
    let trailing = p.peek().offset;
    let ty = p.parse_type()?;
    if let Some(a) = st.attr(ctx.ident("alignment")) {
        match ctx.attr_data(a) {
            AttrData::Integer { value, .. } => {
                if *value == 0 {
                    remove_attr(ctx, st, "alignment");
                }
            }
            _ => return cerr_name(p, st, "expected integer alignment"),
        }
    }
    let (inputs, results) = match ctx.type_data(ty) {
        TypeData::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            (inputs.clone(), results.clone())
        }
        _ => return cerr(p, st, trailing, "expected trailing function type with one argument and one result"),
    };
    let v = p.resolve_operand(size, inputs[0])?;
    st.operands.push(v);
    if llvm_types::is_ptr(ctx, results[0]) {
        set_attr(ctx, st, "elem_type", ctx.type_attr(elem));
    }
    st.result_types.push(results[0]);
    Ok(())
}

/// Prints `llvm.alloca` in the form [`parse_alloca`] reads, leaving out a zero alignment.
pub fn print_alloca<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    if op.attr("inalloca").is_some() {
        p.write(" inalloca");
    }
    p.write(" ");
    let size = op.operands().first().copied();
    if let Some(s) = size {
        p.print_operand(s);
    }
    p.write(" x ");
    if let Some(t) = ods::attr_type(op, "elem_type") {
        p.print_type(t);
    }
    if ods::attr_int(op, "alignment").is_some_and(|a| a != 0) {
        print_attrs_except(p, op, &["elem_type", "inalloca"], false);
    } else {
        print_attrs_except(p, op, &["alignment", "elem_type", "inalloca"], false);
    }
    p.write(" : ");
    let ins: Vec<Type> = size.map(|s| op.value_type(s)).into_iter().collect();
    let outs: Vec<Type> = op.results().map(|v| op.value_type(v)).collect();
    p.print_functional_type(&ins, &outs);
}

// =======================================================================================
// llvm.func
// =======================================================================================

/// `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(args) [-> R]
/// [vscale_range(min, max)] [comdat(@c::@s)] [attributes {...}] [{ body }]` (MLIR's
/// `LLVMFuncOp::parse`): at most one result, LLVM-compatible types, a trailing `...` for
/// variadic functions; without a body the region is empty.
pub fn parse_func(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let linkage = opt_enum_kw(p, &en::LLVM_LINKAGE_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "linkage", ctx.enum_attr(&en::LLVM_LINKAGE_ATTR_ENUM, linkage));
    let vis = opt_enum_kw(p, &en::LLVM_VISIBILITY_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "visibility_", ctx.i64_attr(vis as i64));
    let ua = opt_enum_kw(p, &en::LLVM_UNNAMED_ADDR_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "unnamed_addr", ctx.i64_attr(ua as i64));
    let cc = opt_enum_kw(p, &en::LLVM_C_CONV_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "CConv", ctx.enum_attr(&en::LLVM_C_CONV_ATTR_ENUM, cc));
    let sig_at = p.peek().offset;
    let name = parse_sym_name(p)?;
    set_attr(ctx, st, "sym_name", ctx.string_attr(&name));
    let sig = fimpl::parse_signature(p, true)?;
    if sig.results.len() > 1 {
        return cerr(p, st, sig_at, "failed to construct function type: expected zero or one function result");
    }
    if sig.arg_types.iter().any(|&t| !is_compatible(ctx, t)) {
        return cerr(p, st, sig_at, "failed to construct function type: expected LLVM type for function arguments");
    }
    let ret = sig.results.first().copied().unwrap_or_else(|| void_type(ctx));
    if !is_compatible(ctx, ret) {
        return cerr(
            p,
            st,
            sig_at,
            format!(
                "failed to construct function type: expected LLVM type for function results'{}'",
                type_to_string(ctx, ret)
            ),
        );
    }
    let fty = llvm_func_type(ctx, ret, &sig.arg_types, sig.variadic);
    set_attr(ctx, st, "function_type", ctx.type_attr(fty));
    if p.eat_keyword("vscale_range") {
        p.expect(TokenKind::LParen, "'('")?;
        let min = p.parse_integer()?;
        p.expect(TokenKind::Comma, "','")?;
        let max = p.parse_integer()?;
        p.expect(TokenKind::RParen, "')'")?;
        // The attribute MLIR builds, `#llvm.vscale_range<minRange = .. : i32, maxRange = ..>`.
        if let Some(def) = ctx.with_registry(|r| r.attr_def("llvm", "vscale_range")) {
            let i32t = ctx.common().i32;
            let params = [min, max].map(|v| ctx.integer_attr(i32t, v as i64 as i32 as i128));
            let a = ctx.intern_attr(AttrData::Dialect { def: crate::ir::AttrDefRef(def), params: params.into() });
            set_attr(ctx, st, "vscale_range", a);
        }
    }
    parse_comdat_clause(p, st)?;
    p.parse_optional_attr_dict_with_keyword(st)?;
    fimpl::add_arg_and_result_attrs(p, st, &sig, "arg_attrs", "res_attrs");
    if p.at_region() {
        // Unnamed arguments give an entry block without arguments (the verifier reports
        // the mismatch), as in MLIR.
        p.parse_region(st, &sig.args)?;
    } else {
        let body = st.nested.get_or_insert_with(Default::default);
        let r = body.new_region();
        st.regions.push(r);
    }
    Ok(())
}

/// ` comdat(@c::@s)`.
fn parse_comdat_clause(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if !p.eat_keyword("comdat") {
        return Ok(());
    }
    p.expect(TokenKind::LParen, "'('")?;
    let at = p.peek().offset;
    let a = p.parse_attribute(None)?;
    if !matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }) {
        return cerr(p, st, at, "invalid kind of attribute specified");
    }
    p.expect(TokenKind::RParen, "')'")?;
    set_attr(ctx, st, "comdat", a);
    Ok(())
}

/// `(min, max)` of a `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>`.
pub fn vscale_bounds(ctx: &Context, a: Attribute) -> Option<(i64, i64)> {
    let AttrData::Dialect { params, .. } = ctx.attr_data(a) else { return None };
    let int = |i: usize| params.get(i).and_then(|&p| ctx.int_value(p)).map(|v| v as i64);
    Some((int(0)?, int(1)?))
}

/// Prints `llvm.func` in the form [`parse_func`] reads, leaving out the default linkage and
/// calling convention.
pub fn print_func<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    p.write(" ");
    if let Some(l) = op_enum(op, "linkage").filter(|v| *v != 0) {
        p.write(enum_kw(&en::LLVM_LINKAGE_ATTR_ENUM, l));
        p.write(" ");
    }
    let vis = enum_kw(&en::LLVM_VISIBILITY_ATTR_ENUM, op_enum(op, "visibility_").unwrap_or(0));
    if !vis.is_empty() {
        p.write(vis);
        p.write(" ");
    }
    if let Some(u) = op_enum(op, "unnamed_addr") {
        let s = enum_kw(&en::LLVM_UNNAMED_ADDR_ATTR_ENUM, u);
        if !s.is_empty() {
            p.write(s);
            p.write(" ");
        }
    }
    if let Some(cc) = op_enum(op, "CConv").filter(|v| *v != 0) {
        p.write(enum_kw(&en::LLVM_C_CONV_ATTR_ENUM, cc));
        p.write(" ");
    }
    p.print_symbol_name(ods::attr_str(op, "sym_name").unwrap_or(""));
    let (params, results, var_arg) = match ods::attr_type(op, "function_type").and_then(|t| llvm_types::view(ctx, t)) {
        Some(LlvmType::Func { ret, params, var_arg }) => {
            let res = if llvm_types::is_void(ctx, ret) { Vec::new() } else { vec![ret] };
            (params.to_vec(), res, var_arg)
        }
        _ => (Vec::new(), Vec::new(), false),
    };
    fimpl::print_signature(p, op, &params, &results, var_arg, "arg_attrs", "res_attrs");
    if let Some((min, max)) = op.attr("vscale_range").and_then(|a| vscale_bounds(ctx, a)) {
        p.write(&format!(" vscale_range({min}, {max})"));
    }
    if let Some(c) = op.attr("comdat") {
        p.write(" comdat(");
        p.print_attr(c);
        p.write(")");
    }
    print_attrs_except(
        p,
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
        true,
    );
    if let Some(&r) = op.regions().first() {
        if !op.regions_body().region(r).blocks.is_empty() {
            p.write(" ");
            p.print_region(op, r, false, true);
        }
    }
}

// =======================================================================================
// llvm.mlir.global / llvm.mlir.alias
// =======================================================================================

/// Linkage, visibility, `thread_local`, unnamed_addr (MLIR's `parseCommonGlobalAndAlias`).
fn parse_common_global(p: &mut OpParser<'_>, st: &mut OperationState) {
    let ctx = p.ctx();
    let linkage = opt_enum_kw(p, &en::LLVM_LINKAGE_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "linkage", ctx.enum_attr(&en::LLVM_LINKAGE_ATTR_ENUM, linkage));
    let vis = opt_enum_kw(p, &en::LLVM_VISIBILITY_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "visibility_", ctx.i64_attr(vis as i64));
    if p.eat_keyword("thread_local") {
        set_attr(ctx, st, "thread_local_", ctx.unit_attr());
    }
    let ua = opt_enum_kw(p, &en::LLVM_UNNAMED_ADDR_ATTR_ENUM).unwrap_or(0);
    set_attr(ctx, st, "unnamed_addr", ctx.i64_attr(ua as i64));
}

fn print_common_global(p: &mut OpPrinter<'_>, op: OpRef<'_>) {
    p.write(" ");
    p.write(enum_kw(&en::LLVM_LINKAGE_ATTR_ENUM, op_enum(op, "linkage").unwrap_or(0)));
    p.write(" ");
    let vis = enum_kw(&en::LLVM_VISIBILITY_ATTR_ENUM, op_enum(op, "visibility_").unwrap_or(0));
    if !vis.is_empty() {
        p.write(vis);
        p.write(" ");
    }
    if op.attr("thread_local_").is_some() {
        p.write("thread_local ");
    }
    if let Some(u) = op_enum(op, "unnamed_addr") {
        let s = enum_kw(&en::LLVM_UNNAMED_ADDR_ATTR_ENUM, u);
        if !s.is_empty() {
            p.write(s);
            p.write(" ");
        }
    }
}

/// `: t1, t2` if a colon follows.
fn parse_optional_colon_types(p: &mut OpParser<'_>) -> PResult<Vec<Type>> {
    if !p.eat(TokenKind::Colon) {
        return Ok(Vec::new());
    }
    p.parse_type_list()
}

/// Parses an initializer region as MLIR does for globals and aliases: without adding the
/// implicit terminator the runtime adds for `SingleBlockImplicitTerminator` ops.
fn parse_initializer_region(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    // MLIR's parser adds no terminator to the initializer (`{}` has no block at all).
    OpParser::without_implicit_terminator(p, st, |p, st| p.parse_region(st, &[]))?;
    Ok(())
}

/// Whether an initializer block holds only an operand-less `llvm.return`: what the
/// runtime's generic parser makes of an empty `({ })` region (MLIR keeps it empty), so it
/// is treated as no initializer.
pub(crate) fn is_synthesized_initializer(ops: &[OpRef<'_>]) -> bool {
    matches!(ops, [only] if only.name() == "llvm.return" && only.operands().is_empty() && only.data().attrs.is_empty())
}

/// `llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant]
/// @name([value]) [comdat(...)] [attrs] [: T [{ initializer }]]` (MLIR's
/// `GlobalOp::parse`); the type may be omitted only for a string value (then an `i8`
/// array of its length).
pub fn parse_global(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    parse_common_global(p, st);
    if p.eat_keyword("constant") {
        set_attr(ctx, st, "constant", ctx.unit_attr());
    }
    let name = parse_sym_name(p)?;
    set_attr(ctx, st, "sym_name", ctx.string_attr(&name));
    p.expect(TokenKind::LParen, "'('")?;
    let mut value = None;
    if !p.eat(TokenKind::RParen) {
        let v = p.parse_attribute(None)?;
        set_attr(ctx, st, "value", v);
        value = Some(v);
        p.expect(TokenKind::RParen, "')'")?;
    }
    parse_comdat_clause(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let mut types = parse_optional_colon_types(p)?;
    if types.len() > 1 {
        return cerr_name(p, st, "expected zero or one type");
    }
    if types.is_empty() {
        match value.and_then(|v| ctx.str_value(v)) {
            Some(s) => {
                types.push(llvm_types::array(ctx, ctx.common().i8, crate::print::lexical::string_byte_len(s) as u64))
            }
            None => return cerr_name(p, st, "type can only be omitted for string globals"),
        }
        let body = st.nested.get_or_insert_with(Default::default);
        let r = body.new_region();
        st.regions.push(r);
    } else if p.at_region() {
        parse_initializer_region(p, st)?;
    } else {
        let body = st.nested.get_or_insert_with(Default::default);
        let r = body.new_region();
        st.regions.push(r);
    }
    set_attr(ctx, st, "global_type", ctx.type_attr(types[0]));
    Ok(())
}

/// Prints `llvm.mlir.global` in the form [`parse_global`] reads: no type for string
/// globals, the initializer region only when it is not empty.
pub fn print_global<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    print_common_global(p, op);
    if op.attr("constant").is_some() {
        p.write("constant ");
    }
    p.print_symbol_name(ods::attr_str(op, "sym_name").unwrap_or(""));
    p.write("(");
    let value = op.attr("value");
    if let Some(v) = value {
        p.print_attr(v);
    }
    p.write(")");
    if let Some(c) = op.attr("comdat") {
        p.write(" comdat(");
        p.print_attr(c);
        p.write(")");
    }
    print_attrs_except(
        p,
        op,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
        false,
    );
    if value.is_some_and(|v| ctx.str_value(v).is_some()) {
        return;
    }
    p.write(" : ");
    if let Some(t) = ods::attr_type(op, "global_type") {
        p.print_type(t);
    }
    if let Some(&r) = op.regions().first() {
        let body = op.regions_body();
        let ops: Vec<OpRef<'_>> = body
            .region(r)
            .blocks
            .first()
            .map(|&b| body.block_ops(b).map(|o| OpRef::new(ctx, body, o)).collect())
            .unwrap_or_default();
        if !body.region(r).blocks.is_empty() && !is_synthesized_initializer(&ops) {
            p.write(" ");
            p.print_region(op, r, false, true);
        }
    }
}

/// `llvm.mlir.alias [linkage] [visibility] [thread_local] [unnamed_addr] @name [attrs] : T
/// { initializer }`.
pub fn parse_alias(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    parse_common_global(p, st);
    let name = parse_sym_name(p)?;
    set_attr(ctx, st, "sym_name", ctx.string_attr(&name));
    p.parse_optional_attr_dict(st)?;
    let types = parse_optional_colon_types(p)?;
    if types.len() > 1 {
        return cerr_name(p, st, "expected zero or one type");
    }
    if !p.at_region() {
        return p.err_wrong_token("expected '{' to begin a region");
    }
    parse_initializer_region(p, st)?;
    let Some(&t) = types.first() else {
        return p.err_wrong_token("expected ':'");
    };
    set_attr(ctx, st, "alias_type", ctx.type_attr(t));
    Ok(())
}

/// Prints `llvm.mlir.alias` in the form [`parse_alias`] reads.
pub fn print_alias<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_common_global(p, op);
    p.print_symbol_name(ods::attr_str(op, "sym_name").unwrap_or(""));
    print_attrs_except(
        p,
        op,
        &["sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_"],
        false,
    );
    p.write(" : ");
    if let Some(t) = ods::attr_type(op, "alias_type") {
        p.print_type(t);
    }
    p.write(" ");
    if let Some(&r) = op.regions().first() {
        p.print_region(op, r, false, true);
    }
}

// =======================================================================================
// Custom directives of declarative formats
// =======================================================================================

/// The `custom<...>` directives of the llvm assembly formats, under MLIR's directive names.
pub mod directives {
    use super::*;

    // ---- GEPIndices ----------------------------------------------------------------

    /// `custom<GEPIndices>`: `llvm.getelementptr`'s indices, `%v` or an `i32` constant
    /// each; constants go to `rawConstantIndices`, with `GEP_DYNAMIC_INDEX` marking the
    /// operands.
    pub fn parse_gep_indices<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        indices: &mut Vec<UnresolvedOperand<'a>>,
        raw: &mut Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let mut consts = Vec::new();
        loop {
            let at = p.peek().offset;
            let is_int = p.at(TokenKind::Integer)
                || (p.at(TokenKind::Minus) && p.peek_nth(1).kind == TokenKind::Integer)
                || p.at_keyword("true")
                || p.at_keyword("false");
            if is_int {
                let v = p.parse_integer()?;
                if v < i32::MIN as i128 || v > i32::MAX as i128 {
                    return cerr(p, st, at, "integer value too large");
                }
                consts.push(v as i64);
            } else {
                consts.push(GEP_DYNAMIC_INDEX);
                indices.push(p.parse_operand()?);
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        *raw = Some(ctx.dense_i32_array(&consts));
        Ok(())
    }

    /// Prints GEP indices as [`parse_gep_indices`] reads them.
    pub fn print_gep_indices<'a>(
        p: &mut OpPrinter<'a>,
        op: OpRef<'a>,
        indices: ods::Group<'_>,
        raw: Option<Attribute>,
    ) {
        let consts = int_list(op.ctx, raw).unwrap_or_default();
        let mut next = 0usize;
        for (i, &c) in consts.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            if c == GEP_DYNAMIC_INDEX {
                if next < indices.len() {
                    p.print_operand(indices.get(next));
                }
                next += 1;
            } else {
                p.write(&c.to_string());
            }
        }
    }

    // ---- IndirectBrOpSucessors -------------------------------------------------------

    /// `custom<IndirectBrOpSucessors>`: `[^bb(%a : T), ...]`, the successors of
    /// `llvm.indirectbr` with their operands, counted in `indbr_operand_segments`.
    pub fn parse_indirect_br_op_sucessors<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        _flag: &[Type],
        dests: &mut Vec<BlockId>,
        operands: &mut Vec<UnresolvedOperand<'a>>,
        types: &mut Vec<Type>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let mut sizes = Vec::new();
        // MLIR's message lacks the space before the context.
        p.expect_msg(TokenKind::LSquare, "expected '['successor blocks")?;
        if !p.eat(TokenKind::RSquare) {
            loop {
                let b = p.parse_successor()?;
                let mut n = 0;
                if p.eat(TokenKind::LParen) {
                    let o = p.parse_operand_list()?;
                    p.expect(TokenKind::Colon, "':'")?;
                    let t = p.parse_type_list()?;
                    p.expect(TokenKind::RParen, "')'")?;
                    n = o.len();
                    operands.extend(o);
                    types.extend(t);
                }
                dests.push(b);
                sizes.push(n as i64);
                if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
            p.expect_msg(TokenKind::RSquare, "expected ']'successor blocks")?;
        }
        set_attr(ctx, st, "indbr_operand_segments", ctx.dense_i32_array(&sizes));
        Ok(())
    }

    /// Prints `llvm.indirectbr`'s successors as [`parse_indirect_br_op_sucessors`] reads
    /// them, one per line.
    pub fn print_indirect_br_op_sucessors<'a>(
        p: &mut OpPrinter<'a>,
        op: OpRef<'a>,
        _flag: &[Type],
        succs: &[BlockId],
        operands: ods::Group<'_>,
        _types: &[Type],
    ) {
        let indent = current_indent(p);
        let vals = operands.to_vec();
        let sizes = ods::attr_dense_ints(op, "indbr_operand_segments").map(|s| s.to_vec()).unwrap_or_default();
        let groups = split_segments(&vals, &sizes);
        p.write("[");
        for (i, &b) in succs.iter().enumerate() {
            if i > 0 {
                p.write(",");
            }
            newline(p, &indent);
            let g = groups.get(i).cloned().unwrap_or_default();
            p.print_successor_and_use_list(b, &g);
        }
        if !succs.is_empty() {
            newline(p, &indent);
        }
        p.write("]");
    }

    // ---- InsertExtractValueElementType ------------------------------------------------

    /// The type at `position` in an aggregate, or MLIR's error message.
    pub(crate) fn element_type_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
        if !is_compatible(ctx, container) {
            return Err(format!("expected LLVM IR Dialect type, got '{}'", type_to_string(ctx, container)));
        }
        let mut t = container;
        for &idx in position {
            match llvm_types::view(ctx, t) {
                Some(LlvmType::Array { len, elem }) => {
                    if idx < 0 || idx as u64 >= len {
                        return Err(format!("position out of bounds: {idx}"));
                    }
                    t = elem;
                }
                Some(LlvmType::Struct(s)) => {
                    let body = s.body.unwrap_or(&[]);
                    if idx < 0 || idx as usize >= body.len() {
                        return Err(format!("position out of bounds: {idx}"));
                    }
                    t = body[idx as usize];
                }
                _ => return Err(format!("expected LLVM IR structure/array type, got: '{}'", type_to_string(ctx, t))),
            }
        }
        Ok(t)
    }

    /// Turns an `[1, 2]` array attribute the generic attribute parser produced for a
    /// dense array into the dense array attribute the op stores.
    fn fix_dense_array(ctx: &Context, st: &mut OperationState, name: &str, elem: Type) -> Option<Vec<i64>> {
        let id = ctx.ident(name);
        let a = st.attr(id)?;
        let vals = int_list(ctx, Some(a))?;
        if matches!(ctx.attr_data(a), AttrData::Array(_)) {
            let d = ctx.intern_attr(AttrData::DenseArrayInt { elem, values: vals.clone().into() });
            st.add_attr(id, d);
        }
        Some(vals)
    }

    /// `custom<InsertExtractValueElementType>`: nothing is read; the type at `position` in
    /// the container type is inferred for the value (`llvm.insertvalue`) or result
    /// (`llvm.extractvalue`).
    pub fn parse_insert_extract_value_element_type<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        value_type: &mut Vec<Type>,
        container: &[Type],
        position: Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let pos = fix_dense_array(ctx, st, "position", ctx.common().i64)
            .or_else(|| int_list(ctx, position))
            .unwrap_or_default();
        let Some(&c) = container.first() else {
            return Ok(());
        };
        match element_type_at(ctx, c, &pos) {
            Ok(t) => {
                value_type.push(t);
                Ok(())
            }
            Err(m) => cerr_here(p, st, m),
        }
    }

    /// Prints nothing: the element type is inferred from the container type and position.
    pub fn print_insert_extract_value_element_type<'a>(
        _p: &mut OpPrinter<'a>,
        _op: OpRef<'a>,
        _value: &[Type],
        _container: &[Type],
        _position: Option<Attribute>,
    ) {
    }

    // ---- LLVMLinkage -------------------------------------------------------------------

    /// `custom<LLVMLinkage>`: an optional linkage keyword, `external` when absent.
    pub fn parse_llvm_linkage<'a>(
        p: &mut OpParser<'a>,
        _st: &mut OperationState,
        out: &mut Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let v = opt_enum_kw(p, &en::LLVM_LINKAGE_ATTR_ENUM).unwrap_or(0);
        *out = Some(ctx.enum_attr(&en::LLVM_LINKAGE_ATTR_ENUM, v));
        Ok(())
    }

    /// Prints the linkage keyword.
    pub fn print_llvm_linkage<'a>(p: &mut OpPrinter<'a>, _op: OpRef<'a>, a: Option<Attribute>) {
        let ctx = p.ctx;
        let v = a.and_then(|a| enum_value(ctx, Some(a))).unwrap_or(0);
        p.write(enum_kw(&en::LLVM_LINKAGE_ATTR_ENUM, v));
    }

    // ---- OpBundles -----------------------------------------------------------------------

    /// `custom<OpBundles>`: `["tag"(%a, ... : T, ...), ...]`, the operand bundles of an
    /// intrinsic, counted in `op_bundle_sizes` with their tags in `op_bundle_tags`.
    pub fn parse_op_bundles<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        operands: &mut Vec<UnresolvedOperand<'a>>,
        types: &mut Vec<Type>,
        tags: &mut Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let bundles = parse_bundles(p, st)?;
        let mut sizes = Vec::new();
        if let Some((ops, tys, tg)) = bundles {
            for (i, (o, t)) in ops.iter().zip(tys.iter()).enumerate() {
                if o.len() != t.len() {
                    return cerr_here(
                        p,
                        st,
                        format!(
                            "expected {} types for operand bundle operands for operand bundle #{i}, but actually got {}",
                            o.len(),
                            t.len()
                        ),
                    );
                }
                sizes.push(o.len() as i64);
                operands.extend(o.iter().copied());
                types.extend(t.iter().copied());
            }
            if !tg.is_empty() {
                *tags = Some(ctx.array_attr(&tg));
            }
        }
        set_attr(ctx, st, "op_bundle_sizes", ctx.dense_i32_array(&sizes));
        Ok(())
    }

    /// Prints operand bundles as [`parse_op_bundles`] reads them, nothing when there are
    /// none.
    pub fn print_op_bundles<'a>(
        p: &mut OpPrinter<'a>,
        op: OpRef<'a>,
        operands: ods::Group<'_>,
        _types: &[Type],
        tags: Option<Attribute>,
    ) {
        let sizes = ods::attr_dense_ints(op, "op_bundle_sizes").unwrap_or(&[]);
        if sizes.is_empty() {
            // Nothing to print: take back the space written before the directive.
            if p.out.ends_with(' ') {
                p.out.pop();
            }
            return;
        }
        let vals = operands.to_vec();
        let groups = split_segments(&vals, sizes);
        let tags = bundle_tags(op.ctx, tags);
        print_bundle_list(p, &groups, &tags);
    }

    // ---- ShuffleType -------------------------------------------------------------------

    /// `custom<ShuffleType>`: nothing is read; `llvm.shufflevector`'s result is a vector of
    /// the operand's element type with one element per mask entry (scalable if the operand
    /// is).
    pub fn parse_shuffle_type<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        v1: &[Type],
        res: &mut Vec<Type>,
        mask: Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let m = fix_dense_array(ctx, st, "mask", ctx.common().i32).or_else(|| int_list(ctx, mask)).unwrap_or_default();
        let Some(&t) = v1.first() else { return Ok(()) };
        if !is_compatible_vector(ctx, t) {
            return cerr_here(p, st, "expected an LLVM compatible vector type");
        }
        if let TypeData::Vector { scalable, elem, .. } = ctx.type_data(t) {
            let sc = scalable.iter().any(|s| *s);
            let ty = ctx.intern_type(TypeData::Vector {
                shape: vec![m.len() as i64].into(),
                scalable: if sc { vec![true].into() } else { Box::new([]) },
                elem: *elem,
            });
            res.push(ty);
        }
        Ok(())
    }

    /// Prints nothing: the result type is inferred from the operand type and mask.
    pub fn print_shuffle_type<'a>(
        _p: &mut OpPrinter<'a>,
        _op: OpRef<'a>,
        _v1: &[Type],
        _res: &[Type],
        _mask: Option<Attribute>,
    ) {
    }

    // ---- SwitchOpCases -----------------------------------------------------------------

    /// Sign-extends the low `width` bits of `v`.
    fn sext(v: i128, width: u32) -> i128 {
        if width == 0 || width >= 128 {
            return v;
        }
        let sh = 128 - width;
        (v << sh) >> sh
    }

    /// `custom<SwitchOpCases>`: `[value: ^bb(%a : T), ...]`, `llvm.switch`'s case values
    /// (as a dense vector of the flag type), destinations and operands, counted in
    /// `case_operand_segments`.
    #[allow(clippy::too_many_arguments)]
    pub fn parse_switch_op_cases<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        flag: &[Type],
        case_values: &mut Option<Attribute>,
        dests: &mut Vec<BlockId>,
        operands: &mut Vec<UnresolvedOperand<'a>>,
        types: &mut Vec<Type>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let mut sizes = Vec::new();
        p.expect(TokenKind::LSquare, "'['")?;
        if !p.eat(TokenKind::RSquare) {
            let flag_ty = flag.first().copied().unwrap_or(ctx.common().i32);
            let width = match ctx.type_data(flag_ty) {
                TypeData::Integer { width, .. } => *width,
                TypeData::Float(k) => k.width(),
                _ => 64,
            };
            let mut values = Vec::new();
            loop {
                let at = p.peek().offset;
                let is_int = p.at(TokenKind::Integer)
                    || (p.at(TokenKind::Minus) && p.peek_nth(1).kind == TokenKind::Integer)
                    || p.at_keyword("true")
                    || p.at_keyword("false");
                if !is_int {
                    return cerr(p, st, at, "expected integer value");
                }
                let v = p.parse_integer()?;
                if v < i64::MIN as i128 || v > i64::MAX as i128 {
                    return cerr(p, st, at, "integer value too large");
                }
                values.push(sext(v, width));
                p.expect(TokenKind::Colon, "':'")?;
                let b = p.parse_successor()?;
                let mut n = 0;
                if p.eat(TokenKind::LParen) {
                    let o = p.parse_operand_list()?;
                    p.expect(TokenKind::Colon, "':'")?;
                    let t = p.parse_type_list()?;
                    p.expect(TokenKind::RParen, "')'")?;
                    n = o.len();
                    operands.extend(o);
                    types.extend(t);
                }
                dests.push(b);
                sizes.push(n as i64);
                if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
            let vty = ctx.intern_type(TypeData::Vector {
                shape: vec![values.len() as i64].into(),
                scalable: Box::new([]),
                elem: flag_ty,
            });
            let n = values.len() as i64;
            *case_values = Some(crate::parse::attrs::make_dense(ctx, vty, n, DenseValues::Int(values.into())));
            p.expect(TokenKind::RSquare, "']'")?;
        }
        set_attr(ctx, st, "case_operand_segments", ctx.dense_i32_array(&sizes));
        Ok(())
    }

    /// The integer case values of a `case_values` attribute, sign-extended.
    pub(crate) fn case_values_of(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i128>> {
        match ctx.attr_data(a?) {
            AttrData::DenseElements { ty, splat, values: DenseValues::Int(v) } => {
                let n = match ctx.type_data(*ty) {
                    TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => {
                        shape.iter().product::<i64>().max(0) as usize
                    }
                    _ => v.len(),
                };
                let width = ctx.int_width(ctx.element_type_or_self(*ty)).unwrap_or(64);
                let vals: Vec<i128> = if *splat { vec![v.first().copied().unwrap_or(0); n] } else { v.to_vec() };
                Some(vals.into_iter().map(|x| sext(x, width)).collect())
            }
            _ => None,
        }
    }

    /// Prints `llvm.switch`'s cases as [`parse_switch_op_cases`] reads them, one per line.
    #[allow(clippy::too_many_arguments)]
    pub fn print_switch_op_cases<'a>(
        p: &mut OpPrinter<'a>,
        op: OpRef<'a>,
        _flag: &[Type],
        case_values: Option<Attribute>,
        dests: &[BlockId],
        operands: ods::Group<'_>,
        _types: &[Type],
    ) {
        let ctx = op.ctx;
        let indent = current_indent(p);
        p.write("[");
        newline(p, &indent);
        let Some(values) = case_values_of(ctx, case_values) else {
            p.write("]");
            return;
        };
        let vals = operands.to_vec();
        let sizes = ods::attr_dense_ints(op, "case_operand_segments").map(|s| s.to_vec()).unwrap_or_default();
        let groups = split_segments(&vals, &sizes);
        for (i, (v, &b)) in values.iter().zip(dests.iter()).enumerate() {
            if i > 0 {
                p.write(",");
                newline(p, &indent);
            }
            p.write("  ");
            p.write(&v.to_string());
            p.write(": ");
            let g = groups.get(i).cloned().unwrap_or_default();
            p.print_successor_and_use_list(b, &g);
        }
        newline(p, &indent);
        p.write("]");
    }
}

// =======================================================================================
// Attribute and type predicates
// =======================================================================================

/// Predicates on LLVM dialect attributes (`Native "llvm::attrs::..."`), by mnemonic.
pub mod attrs {
    use super::*;

    fn is(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
        llvm_attr_mnemonic(ctx, a) == Some(mnemonic)
    }

    /// `#llvm.access_group`.
    pub fn is_access_group(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "access_group")
    }

    /// `#llvm.alias_scope`.
    pub fn is_alias_scope(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "alias_scope")
    }

    /// `#llvm.blockaddress`.
    pub fn is_block_address(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "blockaddress")
    }

    /// `#llvm.blocktag`.
    pub fn is_block_tag(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "blocktag")
    }

    /// `#llvm.dereferenceable`.
    pub fn is_dereferenceable(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "dereferenceable")
    }

    /// `#llvm.di_global_variable_expression`.
    pub fn is_di_global_variable_expression(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "di_global_variable_expression")
    }

    /// `#llvm.loop_annotation`.
    pub fn is_loop_annotation(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "loop_annotation")
    }

    /// `#llvm.memory_effects`.
    pub fn is_memory_effects(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "memory_effects")
    }

    /// `#llvm.target_features`.
    pub fn is_target_features(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "target_features")
    }

    /// `#llvm.tbaa_tag`.
    pub fn is_tbaa_tag(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "tbaa_tag")
    }

    /// `#llvm.vec_type_hint`.
    pub fn is_vec_type_hint(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "vec_type_hint")
    }

    /// `#llvm.vscale_range`.
    pub fn is_vscale_range(ctx: &Context, a: Attribute) -> bool {
        is(ctx, a, "vscale_range")
    }
}

/// Predicates on types (`Native "llvm::types::..."`).
pub mod types {
    use super::*;

    /// Whether a target extension type supports loads, stores and alloca.
    pub(crate) fn target_ext_supports_mem_ops(name: &str) -> bool {
        name.starts_with("spirv.") || name == "aarch64.svcount"
    }

    /// MLIR's `isLoadableType`.
    pub fn is_loadable_type(ctx: &Context, t: Type) -> bool {
        if !is_compatible(ctx, t) {
            return false;
        }
        match llvm_types::view(ctx, t) {
            Some(LlvmType::Void | LlvmType::Func { .. }) => false,
            Some(LlvmType::Struct(s)) => s.body.is_some(),
            Some(LlvmType::TargetExt { name, .. }) => target_ext_supports_mem_ops(name),
            _ => true,
        }
    }

    /// `!llvm.ppc_fp128`, which Descent keeps as an opaque LLVM type.
    pub fn is_ppc_fp128(ctx: &Context, t: Type) -> bool {
        is_ppc(ctx, t)
    }
}
