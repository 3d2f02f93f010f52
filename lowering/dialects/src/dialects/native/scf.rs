//! Native code the `scf` spec names: the custom syntax of the scf ops and the checks MLIR
//! makes through traits and interfaces the generator does not cover (SingleBlock, the
//! terminator check of SingleBlockImplicitTerminator, LoopLikeOpInterface and
//! RegionBranchOpInterface), in MLIR's order and wording.

use smallvec::SmallVec;

use crate::diag::Diagnostic;
use crate::ir::{
    AttrData, Attribute, Body, Context, OpRef, OperationState, RegionId, Traits, Type, Value, ValueDef, DYNAMIC,
};
use crate::ods;
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{EntryArg, OpParser, UnresolvedOperand};
use crate::parse::{PResult, Parser};
use crate::print::attrs::type_to_string;
use crate::print::ops::OpPrinter;

// ---- small helpers ------------------------------------------------------------------------

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn types_of(body: &Body, vs: &[Value]) -> SmallVec<[Type; 4]> {
    vs.iter().map(|&v| body.value_type(v)).collect()
}

fn result_types(op: OpRef<'_>) -> SmallVec<[Type; 4]> {
    op.results().map(|v| op.value_type(v)).collect()
}

/// The arguments of the entry block of region `i` (empty when the region has no block).
fn entry_args<'a>(op: OpRef<'a>, i: usize) -> &'a [Value] {
    let body = op.regions_body();
    op.regions().get(i).and_then(|&r| body.entry_block(r)).map(|b| body.block(b).args.as_slice()).unwrap_or(&[])
}

/// The last op of the first block of region `i`.
fn front_terminator<'a>(op: OpRef<'a>, i: usize) -> Option<OpRef<'a>> {
    let body = op.regions_body();
    let r = *op.regions().get(i)?;
    let b = body.entry_block(r)?;
    body.block(b).last.map(|t| OpRef::new(op.ctx, body, t))
}

/// The integer an op with the ConstantLike trait gives `v` (MLIR's `m_ConstantInt`).
pub fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<i128> {
    let ValueDef::OpResult { op, .. } = body.value(v).def else { return None };
    let d = body.op(op);
    if !d.name.info.is_some_and(|i| i.has_trait(Traits::CONSTANT_LIKE)) {
        return None;
    }
    let value = body.attr(op, ctx.ident("value"))?;
    match ctx.attr_data(value) {
        AttrData::Integer { value, .. } => Some(*value),
        AttrData::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

// ---- parsing helpers ------------------------------------------------------------------------

/// A keyword of the custom syntax (MLIR's `parseKeyword`: the error names the op and points
/// at the token found).
fn expect_keyword(p: &mut OpParser<'_>, kw: &str) -> PResult<()> {
    if p.eat_literal(kw) {
        return Ok(());
    }
    p.custom_err_at(p.peek().offset, format!("expected '{kw}'"))
}

/// An integer (MLIR's `AsmParser::parseInteger`).
fn parse_int(p: &mut OpParser<'_>) -> PResult<i64> {
    let at = p.peek().offset;
    match p.parse_optional_integer()? {
        Some(v) => match i64::try_from(v) {
            Ok(v) => Ok(v),
            Err(_) => p.custom_err_at(at, "integer value too large"),
        },
        None => p.custom_err_at(at, "expected integer value"),
    }
}

pub(crate) fn entry_arg<'a>(
    p: &mut OpParser<'a>,
    name: UnresolvedOperand<'a>,
    ty: Type,
    loc: Option<Attribute>,
) -> EntryArg<'a> {
    EntryArg { name, ty, attrs: Vec::new(), loc: loc.or_else(|| Some(p.loc_at(name.offset))) }
}

/// A region argument as MLIR's `parseArgument` reads it: `%name` and an optional location.
pub(crate) fn parse_argument<'a>(p: &mut OpParser<'a>) -> PResult<(UnresolvedOperand<'a>, Option<Attribute>)> {
    let name = p.parse_operand()?;
    let loc = p.parse_optional_location()?;
    Ok((name, loc))
}

/// MLIR's `parseCommaSeparatedList(Delimiter::Paren, elt, context)`.
fn paren_list<'a>(
    p: &mut OpParser<'a>,
    context: &str,
    mut elt: impl FnMut(&mut OpParser<'a>) -> PResult<()>,
) -> PResult<()> {
    p.expect_msg(TokenKind::LParen, &format!("expected '('{context}"))?;
    if p.eat(TokenKind::RParen) {
        return Ok(());
    }
    loop {
        elt(p)?;
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect_msg(TokenKind::RParen, &format!("expected ')'{context}"))?;
    Ok(())
}

pub(crate) type Assignment<'a> = (UnresolvedOperand<'a>, Option<Attribute>, UnresolvedOperand<'a>);

/// `(%a = %x, %b = %y)` (MLIR's `parseAssignmentList`): region arguments (with their
/// optional locations) and the values bound to them.
pub(crate) fn parse_assignment_list<'a>(p: &mut OpParser<'a>) -> PResult<Vec<Assignment<'a>>> {
    if !p.eat(TokenKind::LParen) {
        return p.custom_err_at(p.peek().offset, "expected '('");
    }
    let mut out = Vec::new();
    if p.eat(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        let (lhs, loc) = parse_argument(p)?;
        p.expect_msg(TokenKind::Equal, "expected '='")?;
        let rhs = p.parse_operand()?;
        out.push((lhs, loc, rhs));
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect_msg(TokenKind::RParen, "expected ',' or ')'")?;
    Ok(out)
}

/// `(%i, %j)`: region arguments with optional locations (MLIR's `parseArgumentList`).
fn parse_argument_list<'a>(p: &mut OpParser<'a>) -> PResult<Vec<(UnresolvedOperand<'a>, Option<Attribute>)>> {
    let mut out = Vec::new();
    paren_list(p, " in argument list", |p| {
        out.push(parse_argument(p)?);
        Ok(())
    })?;
    Ok(out)
}

/// `(%a, %b)`, with exactly `n` operands when given (MLIR's `parseOperandList`).
fn parse_paren_operands<'a>(p: &mut OpParser<'a>, n: Option<usize>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let at = p.peek().offset;
    let mut ops = Vec::new();
    paren_list(p, " in operand list", |p| {
        ops.push(p.parse_operand()?);
        Ok(())
    })?;
    if let Some(n) = n {
        if ops.len() != n {
            return p.custom_err_at(at, format!("expected {n} operands"));
        }
    }
    Ok(ops)
}

/// `-> type` or `-> (types)` if an arrow follows (MLIR's `parseOptionalArrowTypeList`).
fn parse_optional_arrow_types(p: &mut OpParser<'_>) -> PResult<Vec<Type>> {
    if p.eat(TokenKind::Arrow) {
        return p.parse_function_result_types();
    }
    Ok(Vec::new())
}

/// MLIR's `resolveOperands` of a list against a list of types.
fn resolve_typed<'a>(
    p: &mut OpParser<'a>,
    names: &[UnresolvedOperand<'a>],
    types: &[Type],
    at: Attribute,
    st: &mut OperationState,
) -> PResult<()> {
    if names.len() != types.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            names.len(),
            types.len()
        );
        return p.custom_err_loc(at, msg);
    }
    for (&n, &t) in names.iter().zip(types) {
        let v = p.resolve_operand(n, t)?;
        st.operands.push(v);
    }
    Ok(())
}

fn resolve_all<'a>(
    p: &mut OpParser<'a>,
    names: &[UnresolvedOperand<'a>],
    ty: Type,
    st: &mut OperationState,
) -> PResult<()> {
    for &n in names {
        let v = p.resolve_operand(n, ty)?;
        st.operands.push(v);
    }
    Ok(())
}

/// Parses `text` as if it were the next region of the op, with the parser's implicit
/// terminator turned off. `OpParser` has no way to add an empty region (scf.if without
/// else) or one empty block (scf.forall.in_parallel) to an op that is not isolated from
/// above, so a scratch lexer supplies the braces.
pub(crate) fn parse_scratch_region(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    text: &'static str,
) -> PResult<RegionId> {
    let ctx = p.ctx();
    let scratch = Parser::new(ctx, text, "", 0);
    let saved = std::mem::replace(&mut p.p, scratch);
    // MLIR adds no implicit terminator to scf.index_switch's case regions.
    let r = OpParser::without_implicit_terminator(p, st, |p, st| p.parse_region(st, &[]));
    p.p = saved;
    r
}

// ---- printing helpers -----------------------------------------------------------------------

/// MLIR's `printRegion(region, printEntryBlockArgs, /*printBlockTerminators=*/true)`.
/// `OpPrinter::print_region` still leaves out a bare implicit terminator (as MLIR's
/// declarative formats do); this prints it, one level deeper than the op.
fn print_region_with_terminators<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, r: RegionId, print_entry_args: bool) {
    let ctx = op.ctx;
    let body = op.regions_body();
    let blocks = &body.region(r).blocks;
    let elided = op.info().and_then(|i| i.implicit_terminator).and_then(|t| {
        if blocks.len() != 1 {
            return None;
        }
        let last = body.block(blocks[0]).last?;
        let d = body.op(last);
        (d.operands.is_empty() && d.attrs.is_empty() && ctx.ident_str(d.name.ident) == t).then_some(last)
    });
    p.print_region(op, r, print_entry_args, true);
    let Some(term) = elided else { return };
    let Some(nl) = p.out.rfind('\n') else { return };
    // The region ends with "\n<indent>}".
    let closing = p.out.split_off(nl);
    let indent = closing.len().saturating_sub(2);
    p.write("\n");
    p.write(&" ".repeat(indent + 2));
    let from = p.out.len();
    p.print_op(OpRef::new(ctx, body, term));
    // Lines inside the terminator (its own regions) were indented for the op's level.
    let tail = p.out.split_off(from);
    p.write(&tail.replace('\n', "\n  "));
    p.write(&closing);
}

/// ` -> i32` or ` -> (i32, f32)` when there are types (MLIR's `printOptionalArrowTypeList`).
fn print_optional_arrow_types(p: &mut OpPrinter<'_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.write(" -> ");
    p.print_result_types(types);
}

/// `<prefix>(%inner = %outer, ...)` when there are values.
fn print_initialization_list(p: &mut OpPrinter<'_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

// ---- checks shared by the ops ---------------------------------------------------------------

/// The SingleBlock trait: each region holds at most one block, and that block is not empty.
pub(crate) fn verify_single_block(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    let no_terminator = op.info().is_some_and(|i| i.has_trait(Traits::NO_TERMINATOR));
    for (i, &r) in op.regions().iter().enumerate() {
        let blocks = &body.region(r).blocks;
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() != 1 {
            return Err(ods::op_error(op, format!("expects region #{i} to have 0 or 1 blocks")));
        }
        if !no_terminator && body.block(blocks[0]).first.is_none() {
            return Err(ods::op_error(op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// The `SizedRegion<1>` constraints: region `i` (named `names[i]`, the last name covering
/// a variadic tail) holds exactly one block; `at_most` regions may also be empty.
pub(crate) fn verify_one_block_regions(op: OpRef<'_>, names: &[&str], at_most: &[usize]) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    for (i, &r) in op.regions().iter().enumerate() {
        let n = body.region(r).blocks.len();
        let optional = at_most.contains(&i);
        if n == 1 || (optional && n == 0) {
            continue;
        }
        let name = names.get(i).or(names.last()).copied().unwrap_or("");
        let what = if optional { "region with at most 1 blocks" } else { "region with 1 blocks" };
        return Err(ods::op_error(op, format!("region #{i} ('{name}') failed to verify constraint: {what}")));
    }
    Ok(())
}

/// The terminator check of SingleBlockImplicitTerminator. A last op that is not a
/// terminator at all is left to the block check, which MLIR makes first.
pub(crate) fn verify_implicit_terminator(op: OpRef<'_>, term: &str) -> Result<(), Diagnostic> {
    for i in 0..op.regions().len() {
        let Some(t) = front_terminator(op, i) else { continue };
        if t.name() == term || t.info().is_some_and(|info| !info.has_trait(Traits::TERMINATOR)) {
            continue;
        }
        return Err(ods::op_error(op, format!("expects regions to end with '{term}', found '{}'", t.name()))
            .with_note(op.loc(), format!("in custom textual format, the absence of terminator implies '{term}'")));
    }
    Ok(())
}

/// Where a RegionBranchOpInterface edge starts: the op itself or a terminator in a region.
#[derive(Copy, Clone)]
enum From<'a> {
    Parent,
    Terminator(OpRef<'a>),
}

/// Where it goes: back to the op (its results) or into region `n`.
#[derive(Copy, Clone)]
enum To {
    Parent,
    Region(usize),
}

/// One RegionBranchOpInterface edge: the values passed along must match the successor's
/// inputs in number and type.
fn verify_edge(op: OpRef<'_>, from: From<'_>, to: To, operands: &[Type], inputs: &[Type]) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, loc) = match from {
        From::Parent => ("parent".to_string(), op.loc()),
        From::Terminator(t) => (format!("Operation {}", t.name()), t.loc()),
    };
    let dst = match to {
        To::Parent => "parent".to_string(),
        To::Region(n) => format!("Region #{n}"),
    };
    let prefix = format!("along control flow edge from {src} to {dst}");
    let msg = if operands.len() != inputs.len() {
        Some(format!(
            "{prefix}: region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        ))
    } else {
        operands.iter().zip(inputs).enumerate().find(|(_, (a, b))| a != b).map(|(i, (&a, &b))| {
            format!(
                "{prefix}: successor operand type #{i} {} should match successor input type #{i} {}",
                quoted(ctx, a),
                quoted(ctx, b)
            )
        })
    };
    match msg {
        Some(m) => Err(ods::op_error(op, m).with_note(loc, "region branch point")),
        None => Ok(()),
    }
}

/// The terminators named `name` ending the blocks of region `i`, in block order.
fn terminators_in<'a>(op: OpRef<'a>, i: usize, name: &str) -> Vec<OpRef<'a>> {
    let body = op.regions_body();
    let Some(&r) = op.regions().get(i) else { return Vec::new() };
    body.region(r)
        .blocks
        .iter()
        .filter_map(|&b| body.block(b).last)
        .map(|t| OpRef::new(op.ctx, body, t))
        .filter(|t| t.name() == name)
        .collect()
}

fn operand_types(op: OpRef<'_>) -> SmallVec<[Type; 4]> {
    op.operands().iter().map(|&v| op.value_type(v)).collect()
}

// ---- scf.condition / scf.yield / scf.execute_region ---------------------------------------------

/// `scf.execute_region [-> (T, ...)] [no_inline] { body } [attrs]`.
pub fn parse_execute_region(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let tys = parse_optional_arrow_types(p)?;
    st.result_types.extend(tys);
    if p.eat_literal("no_inline") {
        st.add_attr(ctx.ident("no_inline"), ctx.unit_attr());
    }
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// Prints `scf.execute_region` in the form [`parse_execute_region`] reads, terminators
/// included.
pub fn print_execute_region<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let Some(&r) = op.regions().first() else {
        p.print_generic_fallback(op);
        return;
    };
    print_optional_arrow_types(p, &result_types(op));
    p.write(" ");
    if op.attr("no_inline").is_some() {
        p.write("no_inline ");
    }
    p.print_region(op, r, false, true);
    p.print_optional_attr_dict(op, &["no_inline"]);
}

/// `scf.execute_region`'s verifier: a non-empty region without arguments whose `scf.yield`s
/// return the result types.
pub fn verify_execute_region(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    let Some(&r) = op.regions().first() else { return Ok(()) };
    if body.region(r).blocks.is_empty() {
        return Err(ods::op_error(op, "region needs to have at least one block"));
    }
    if !entry_args(op, 0).is_empty() {
        return Err(ods::op_error(op, "region cannot have any arguments"));
    }
    // RegionBranchOpInterface: every scf.yield returns the results (the region takes no
    // inputs).
    let results = result_types(op);
    for t in terminators_in(op, 0, "scf.yield") {
        verify_edge(op, From::Terminator(t), To::Parent, &operand_types(t), &results)?;
    }
    Ok(())
}

// ---- scf.for --------------------------------------------------------------------------------

/// `scf.for [unsigned] %i = %lb to %ub step %s [iter_args(%a = %init, ...) -> (T, ...)] [:
/// type] { body } [attrs]`; bounds, step and induction variable are `index` unless a type
/// is given.
pub fn parse_for<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if p.eat_literal("unsigned") {
        st.add_attr(ctx.ident("unsignedCmp"), ctx.unit_attr());
    }
    let iv = p.parse_operand()?;
    p.expect_msg(TokenKind::Equal, "expected '='")?;
    let lb = p.parse_operand()?;
    expect_keyword(p, "to")?;
    let ub = p.parse_operand()?;
    expect_keyword(p, "step")?;
    let step = p.parse_operand()?;
    let mut iter = Vec::new();
    let has_iter_args = p.eat_literal("iter_args");
    if has_iter_args {
        iter = parse_assignment_list(p)?;
        p.expect_msg(TokenKind::Arrow, "expected '->'")?;
        let tys = p.parse_function_result_types()?;
        st.result_types.extend(tys);
    }
    if iter.len() != st.result_types.len() {
        return p.custom_err_loc(st.loc, "mismatch in number of loop-carried values and defined values");
    }
    let ty = if p.eat_literal(":") { p.parse_type()? } else { ctx.index_type() };
    let mut args = vec![entry_arg(p, iv, ty, None)];
    for (i, &(name, loc, _)) in iter.iter().enumerate() {
        let a = entry_arg(p, name, st.result_types[i], loc);
        args.push(a);
    }
    p.parse_region(st, &args)?;
    // Operands are resolved after the region, as MLIR does, so values defined inside it
    // are not visible.
    resolve_all(p, &[lb, ub, step], ty, st)?;
    for (i, &(_, _, v)) in iter.iter().enumerate() {
        let t = st.result_types[i];
        let v = p.resolve_operand(v, t)?;
        st.operands.push(v);
    }
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// Prints `scf.for` in the form [`parse_for`] reads; the induction variable's type only
/// when it is not `index`.
pub fn print_for<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let args = entry_args(op, 0);
    let ops = op.operands();
    if args.is_empty() || ops.len() < 3 || args.len() != ops.len() - 2 {
        p.print_generic_fallback(op);
        return;
    }
    let inits = &ops[3..];
    if op.attr("unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    p.write(" ");
    p.print_operand(args[0]);
    p.write(" = ");
    p.print_operand(ops[0]);
    p.write(" to ");
    p.print_operand(ops[1]);
    p.write(" step ");
    p.print_operand(ops[2]);
    print_initialization_list(p, &args[1..], inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_types(inits.iter().map(|&v| op.value_type(v)));
        p.write(")");
    }
    p.write(" ");
    let iv_ty = op.value_type(args[0]);
    if iv_ty != op.ctx.index_type() {
        p.write(" : ");
        p.print_type(iv_ty);
        p.write(" ");
    }
    p.print_region(op, op.regions()[0], false, !inits.is_empty());
    p.print_optional_attr_dict(op, &["unsignedCmp"]);
}

/// `scf.for`'s verifier: a single-block body ending in `scf.yield`, the
/// `LoopLikeOpInterface` checks (inits, region iter_args, yielded values and results agree
/// in number and type), the `RegionBranchOpInterface` edges, and an induction variable of
/// the bounds' type.
pub fn verify_for(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    verify_single_block(op)?;
    verify_one_block_regions(op, &["region"], &[])?;
    let ops = op.operands();
    let inits = if ops.len() >= 3 { &ops[3..] } else { &[][..] };
    let results = result_types(op);
    if inits.len() != results.len() {
        return Err(ods::op_error(op, "mismatch in number of loop-carried values and defined values"));
    }
    // Checks MLIR makes once the nested ops verified.
    verify_implicit_terminator(op, "scf.yield")?;
    let args = entry_args(op, 0);
    let yielded = front_terminator(op, 0).filter(|t| t.name() == "scf.yield").map(operand_types).unwrap_or_default();
    let init_tys = types_of(op.body, inits);
    // LoopLikeOpInterface. With no block argument at all the iter_args count wraps around
    // in MLIR (`drop_front` of an empty list).
    if args.is_empty() {
        return Err(ods::op_error(
            op,
            format!("different number of inits and region iter_args: {} != {}", inits.len(), u64::MAX),
        ));
    }
    let iter_tys = types_of(body, &args[1..]);
    if init_tys.len() != iter_tys.len() {
        return Err(ods::op_error(
            op,
            format!("different number of inits and region iter_args: {} != {}", init_tys.len(), iter_tys.len()),
        ));
    }
    if !yielded.is_empty() && iter_tys.len() != yielded.len() {
        return Err(ods::op_error(
            op,
            format!("different number of region iter_args and yielded values: {} != {}", iter_tys.len(), yielded.len()),
        ));
    }
    if results.len() != iter_tys.len() {
        return Err(ods::op_error(
            op,
            format!("different number of loop results and region iter_args: {} != {}", results.len(), iter_tys.len()),
        ));
    }
    for (i, (&init, &iter)) in init_tys.iter().zip(&iter_tys).enumerate() {
        if init != iter {
            return Err(ods::op_error(
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                    quoted(ctx, init),
                    quoted(ctx, iter)
                ),
            ));
        }
        if !yielded.is_empty() && iter != yielded[i] {
            return Err(ods::op_error(
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    quoted(ctx, iter),
                    quoted(ctx, yielded[i])
                ),
            ));
        }
    }
    // (MLIR numbers every loop-result mismatch as the 0-th.)
    if let Some((&a, &b)) = iter_tys.iter().zip(&results).find(|(a, b)| a != b) {
        return Err(ods::op_error(
            op,
            format!(
                "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                quoted(ctx, a),
                quoted(ctx, b)
            ),
        ));
    }
    // RegionBranchOpInterface: the op and every scf.yield go to the body (its iter_args)
    // or out (the results).
    let from =
        std::iter::once(From::Parent).chain(terminators_in(op, 0, "scf.yield").into_iter().map(From::Terminator));
    for f in from {
        let operands = match f {
            From::Parent => init_tys.clone(),
            From::Terminator(t) => operand_types(t),
        };
        verify_edge(op, f, To::Region(0), &operands, &iter_tys)?;
        verify_edge(op, f, To::Parent, &operands, &results)?;
    }
    // ForOp::verifyRegions.
    if ops.len() >= 3 && body.value_type(args[0]) != op.value_type(ops[0]) {
        return Err(ods::op_error(op, "expected induction variable to be same type as bounds and step"));
    }
    Ok(())
}

// ---- scf.if ---------------------------------------------------------------------------------

/// `scf.if %cond [-> (T, ...)] { then } [else { else }] [attrs]`; the condition is `i1`.
pub fn parse_if(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let c = p.resolve_operand(cond, ctx.common().i1)?;
    st.operands.push(c);
    let tys = parse_optional_arrow_types(p)?;
    st.result_types.extend(tys);
    parse_then_else_regions(p, st)
}

/// The region checks an if op (`scf.if`, `affine.if`) starts with: single blocks without
/// arguments.
pub(crate) fn verify_if_regions(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    verify_single_block(op)?;
    for (i, &r) in op.regions().iter().enumerate() {
        if body.entry_block(r).is_some_and(|b| !body.block(b).args.is_empty()) {
            return Err(ods::op_error(op, format!("region #{i} should have no arguments")));
        }
    }
    verify_one_block_regions(op, &["thenRegion", "elseRegion"], &[1])?;
    Ok(())
}

/// The `{...} [else {...}] [attr-dict]` tail of an if op (`scf.if`, `affine.if`): a
/// missing else region is an empty one.
pub(crate) fn parse_then_else_regions(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_region(st, &[])?;
    if p.eat_literal("else") {
        p.parse_region(st, &[])?;
    } else {
        parse_scratch_region(p, st, "{}")?;
    }
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// Prints `scf.if` in the form [`parse_if`] reads; the else region only when it has blocks.
pub fn print_if<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let regions = op.regions();
    if regions.len() != 2 || op.operands().len() != 1 {
        p.print_generic_fallback(op);
        return;
    }
    let results = result_types(op);
    let terminators = !results.is_empty();
    p.write(" ");
    p.print_operand(op.operand(0));
    if terminators {
        p.write(" -> (");
        p.print_types(results.iter().copied());
        p.write(")");
    }
    p.write(" ");
    p.print_region(op, regions[0], false, terminators);
    if !op.regions_body().region(regions[1]).blocks.is_empty() {
        p.write(" else ");
        p.print_region(op, regions[1], false, terminators);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `scf.if`'s verifier: single-block regions without arguments, an else region when there
/// are results, `scf.yield` terminators returning the result types.
pub fn verify_if(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_if_regions(op)?;
    let body = op.regions_body();
    let results = result_types(op);
    let else_empty = op.regions().get(1).is_none_or(|&r| body.region(r).blocks.is_empty());
    if !results.is_empty() && else_empty {
        return Err(ods::op_error(op, "must have an else block if defining values"));
    }
    verify_implicit_terminator(op, "scf.yield")?;
    // RegionBranchOpInterface: the regions take no inputs; without an else region the op
    // returns at once; every scf.yield returns the results.
    if else_empty {
        verify_edge(op, From::Parent, To::Parent, &[], &results)?;
    }
    for i in 0..op.regions().len() {
        for t in terminators_in(op, i, "scf.yield") {
            verify_edge(op, From::Terminator(t), To::Parent, &operand_types(t), &results)?;
        }
    }
    Ok(())
}

// ---- scf.while ------------------------------------------------------------------------------

/// `scf.while [(%a = %init, ...)] : (T, ...) -> (R, ...) { before } do { after }
/// [attributes {...}]`; the before region's arguments take the function type's inputs.
pub fn parse_while<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let assignments = if p.at(TokenKind::LParen) { parse_assignment_list(p)? } else { Vec::new() };
    let type_at = p.peek().offset;
    p.expect_literal(":")?;
    let ty = p.parse_type()?;
    let (inputs, outputs) = match ctx.type_data(ty) {
        crate::ir::TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => {
            return p.custom_err_at(
                type_at,
                format!("invalid kind of type specified: expected builtin.function, but found {}", quoted(ctx, ty)),
            )
        }
    };
    st.result_types.extend(outputs);
    if inputs.len() != assignments.len() {
        return p.custom_err_at(
            type_at,
            format!("expected as many input types as operands (expected {} got {})", assignments.len(), inputs.len()),
        );
    }
    for (&(_, _, v), &t) in assignments.iter().zip(&inputs) {
        let v = p.resolve_operand(v, t)?;
        st.operands.push(v);
    }
    let args: Vec<EntryArg<'a>> =
        assignments.iter().zip(&inputs).map(|(&(name, loc, _), &t)| entry_arg(p, name, t, loc)).collect();
    p.parse_region(st, &args)?;
    expect_keyword(p, "do")?;
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict_with_keyword(st)?;
    Ok(())
}

/// Prints `scf.while` in the form [`parse_while`] reads; the after region with its entry
/// block arguments.
pub fn print_while<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let regions = op.regions();
    if regions.len() != 2 {
        p.print_generic_fallback(op);
        return;
    }
    let inits = op.operands();
    print_initialization_list(p, entry_args(op, 0), inits, " ");
    p.write(" : ");
    let ins: SmallVec<[Type; 4]> = inits.iter().map(|&v| op.value_type(v)).collect();
    p.print_functional_type(&ins, &result_types(op));
    p.write(" ");
    p.print_region(op, regions[0], false, true);
    p.write(" do ");
    p.print_region(op, regions[1], true, true);
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

/// MLIR's `verifyAndGetTerminator`: the first block of region `i` ends with `name`.
fn expect_terminator<'a>(op: OpRef<'a>, i: usize, name: &str, msg: &str) -> Result<OpRef<'a>, Diagnostic> {
    let t = front_terminator(op, i);
    if let Some(t) = t.filter(|t| t.name() == name) {
        return Ok(t);
    }
    let mut d = ods::op_error(op, msg);
    if let Some(t) = t {
        d = d.with_note(t.loc(), "terminator here");
    }
    Err(d)
}

/// `scf.while`'s verifier: single blocks, the before region ending in `scf.condition` and
/// the after region in `scf.yield`, and the `RegionBranchOpInterface` edges (inits and
/// yield to before, condition to after and to the results).
pub fn verify_while(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    verify_single_block(op)?;
    verify_one_block_regions(op, &["before", "after"], &[])?;
    expect_terminator(op, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'")?;
    expect_terminator(op, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'")?;
    // RegionBranchOpInterface: inits -> before; condition -> results or after; yield ->
    // before.
    let before = types_of(body, entry_args(op, 0));
    let after = types_of(body, entry_args(op, 1));
    let results = result_types(op);
    verify_edge(op, From::Parent, To::Region(0), &operand_types(op), &before)?;
    for t in terminators_in(op, 0, "scf.condition") {
        let args: SmallVec<[Type; 4]> = operand_types(t).into_iter().skip(1).collect();
        verify_edge(op, From::Terminator(t), To::Parent, &args, &results)?;
        verify_edge(op, From::Terminator(t), To::Region(1), &args, &after)?;
    }
    for t in terminators_in(op, 1, "scf.yield") {
        verify_edge(op, From::Terminator(t), To::Region(0), &operand_types(t), &before)?;
    }
    Ok(())
}

// ---- scf.index_switch -------------------------------------------------------------------------

/// `scf.index_switch %arg [attrs] [-> T, ...] (case N { ... })* default { ... }`; the
/// `cases` attribute holds the case values and the default region comes first.
pub fn parse_index_switch(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let arg = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    if p.eat(TokenKind::Arrow) {
        let tys = p.parse_type_list()?;
        st.result_types.extend(tys);
    }
    let mut cases = Vec::new();
    while p.eat_literal("case") {
        let v = parse_int(p)?;
        // MLIR adds no terminator to case regions.
        OpParser::without_implicit_terminator(p, st, |p, st| p.parse_region(st, &[]))?;
        cases.push(v);
    }
    st.add_attr(ctx.ident("cases"), ctx.dense_i64_array(&cases));
    expect_keyword(p, "default")?;
    p.parse_region(st, &[])?;
    // The default region comes first.
    st.regions.rotate_right(1);
    let v = p.resolve_operand(arg, ctx.index_type())?;
    st.operands.push(v);
    Ok(())
}

/// Registers what the scf dialect adds to the printer's tables (`onRegister`).
pub fn on_register(ctx: &crate::ir::Context) {
    crate::print::ops::register_region_print_order(ctx, "scf.index_switch", index_switch_region_order);
}

/// `scf.index_switch` prints its case regions, then the default region (stored first).
fn index_switch_region_order(op: OpRef<'_>) -> SmallVec<[crate::ir::RegionId; 4]> {
    let rs = op.regions();
    rs.iter().skip(1).chain(rs.first()).copied().collect()
}

/// Prints `scf.index_switch` in the form [`parse_index_switch`] reads, one case per line.
pub fn print_index_switch<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let regions = op.regions();
    let cases = ods::attr_dense_ints(op, "cases").unwrap_or(&[]);
    if regions.is_empty() || op.operands().len() != 1 {
        p.print_generic_fallback(op);
        return;
    }
    p.write(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &["cases"]);
    let results = result_types(op);
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(results.iter().copied());
    }
    p.write(" ");
    for (&v, &r) in cases.iter().zip(&regions[1..]) {
        p.newline();
        p.write(&format!("case {v} "));
        print_region_with_terminators(p, op, r, false);
    }
    p.newline();
    p.write("default ");
    p.print_region(op, regions[0], true, true);
}

/// `scf.index_switch`'s verifier: one region per case value plus the default, distinct case
/// values, and every region ending in an `scf.yield` of the result types.
pub fn verify_index_switch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    verify_single_block(op)?;
    verify_one_block_regions(op, &["defaultRegion", "caseRegions"], &[])?;
    let cases = ods::attr_dense_ints(op, "cases").unwrap_or(&[]);
    let n_case_regions = op.regions().len().saturating_sub(1);
    if cases.len() != n_case_regions {
        return Err(ods::op_error(op, format!("has {n_case_regions} case regions but {} case values", cases.len())));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for &v in cases {
        if !seen.insert(v) {
            return Err(ods::op_error(op, format!("has duplicate case value: {v}")));
        }
    }
    let results = result_types(op);
    let check_region = |i: usize, name: &str| -> Result<(), Diagnostic> {
        let Some(t) = front_terminator(op, i) else { return Ok(()) };
        if t.name() != "scf.yield" {
            return Err(ods::op_error(op, format!("expected region to end with scf.yield, but got {}", t.name())));
        }
        let have = operand_types(t);
        if have.len() != results.len() {
            return Err(ods::op_error(
                op,
                format!("expected each region to return {} values, but {name} returns {}", results.len(), have.len()),
            )
            .with_note(t.loc(), "see yield operation here"));
        }
        if let Some((idx, (&want, &got))) = results.iter().zip(&have).enumerate().find(|(_, (a, b))| a != b) {
            return Err(ods::op_error(
                op,
                format!("expected result #{idx} of each region to be {}", quoted(ctx, want)),
            )
            .with_note(t.loc(), format!("{name} returns {} here", quoted(ctx, got))));
        }
        Ok(())
    };
    check_region(0, "default region")?;
    for k in 0..n_case_regions {
        check_region(k + 1, &format!("case region #{k}"))?;
    }
    // (RegionBranchOpInterface: the regions take no inputs and their yields were checked.)
    verify_implicit_terminator(op, "scf.yield")
}

// ---- scf.parallel / scf.reduce / scf.reduce.return ----------------------------------------------

/// `scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)]
/// [-> (T, ...)] { body } [attrs]`; one bound and step per induction variable, all `index`.
pub fn parse_parallel<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let ivs = parse_argument_list(p)?;
    p.expect_msg(TokenKind::Equal, "expected '='")?;
    let lower = parse_paren_operands(p, Some(ivs.len()))?;
    resolve_all(p, &lower, index, st)?;
    expect_keyword(p, "to")?;
    let upper = parse_paren_operands(p, Some(ivs.len()))?;
    resolve_all(p, &upper, index, st)?;
    expect_keyword(p, "step")?;
    let steps = parse_paren_operands(p, Some(ivs.len()))?;
    resolve_all(p, &steps, index, st)?;
    let inits = if p.eat_literal("init") { parse_paren_operands(p, None)? } else { Vec::new() };
    let tys = parse_optional_arrow_types(p)?;
    st.result_types.extend(tys);
    let args: Vec<EntryArg<'a>> = ivs.iter().map(|&(name, loc)| entry_arg(p, name, index, loc)).collect();
    p.parse_region(st, &args)?;
    let sizes = [lower.len() as i64, upper.len() as i64, steps.len() as i64, inits.len() as i64];
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&sizes));
    p.parse_optional_attr_dict(st)?;
    let tys = st.result_types.to_vec();
    resolve_typed(p, &inits, &tys, st.loc, st)
}

/// Prints `scf.parallel` in the form [`parse_parallel`] reads, terminators included.
pub fn print_parallel<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let sizes = ods::attr_dense_ints(op, "operandSegmentSizes").unwrap_or(&[]);
    let ops = op.operands();
    let total: i64 = sizes.iter().sum();
    if sizes.len() != 4 || total != ops.len() as i64 || op.regions().len() != 1 || sizes.iter().any(|&s| s < 0) {
        p.print_generic_fallback(op);
        return;
    }
    let (a, b, c) = (sizes[0] as usize, sizes[1] as usize, sizes[2] as usize);
    p.write(" (");
    p.print_operands(entry_args(op, 0).iter().copied());
    p.write(") = (");
    p.print_operands(ops[..a].iter().copied());
    p.write(") to (");
    p.print_operands(ops[a..a + b].iter().copied());
    p.write(") step (");
    p.print_operands(ops[a + b..a + b + c].iter().copied());
    p.write(")");
    let inits = &ops[a + b + c..];
    if !inits.is_empty() {
        p.write(" init (");
        p.print_operands(inits.iter().copied());
        p.write(")");
    }
    print_optional_arrow_types(p, &result_types(op));
    p.write(" ");
    print_region_with_terminators(p, op, op.regions()[0], false);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

/// `scf.parallel`'s verifier: at least one loop, positive constant steps, one `index`
/// induction variable per step, a body ending in `scf.reduce` with one reduction per result
/// and per initial value.
pub fn verify_parallel(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    verify_single_block(op)?;
    verify_one_block_regions(op, &["region"], &[])?;
    let sizes = ods::attr_dense_ints(op, "operandSegmentSizes").unwrap_or(&[]);
    if sizes.len() != 4 || sizes.iter().any(|&x| x < 0) {
        return Ok(());
    }
    let (a, b, c) = (sizes[0] as usize, sizes[1] as usize, sizes[2] as usize);
    let ops = op.operands();
    let steps = &ops[a + b..a + b + c];
    if steps.is_empty() {
        return Err(ods::op_error(op, "needs at least one tuple element for lowerBound, upperBound and step"));
    }
    for &s in steps {
        if constant_int(ctx, op.body, s).is_some_and(|v| v <= 0) {
            return Err(ods::op_error(op, "constant step operand must be positive"));
        }
    }
    let args = entry_args(op, 0);
    if args.len() != steps.len() {
        return Err(ods::op_error(
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args.iter().any(|&v| body.value_type(v) != ctx.index_type()) {
        return Err(ods::op_error(op, "expects arguments for the induction variable to be of index type"));
    }
    let reduce = expect_terminator(op, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'")?;
    let results = result_types(op);
    let reductions = reduce.regions().len();
    let inits = ops.len() - (a + b + c);
    if results.len() != reductions {
        return Err(ods::op_error(
            op,
            format!(
                "expects number of results: {} to be the same as number of reductions: {reductions}",
                results.len()
            ),
        ));
    }
    if results.len() != inits {
        return Err(ods::op_error(
            op,
            format!("expects number of results: {} to be the same as number of initial values: {inits}", results.len()),
        ));
    }
    // The operand types are checked by scf.reduce (MLIR reports them on it).
    verify_implicit_terminator(op, "scf.reduce")
}

/// `scf.reduce`'s verifier: operands typed as the enclosing `scf.parallel`'s results (the
/// check MLIR's `ParallelOp::verify` reports here), and one reduction region per operand,
/// each non-empty, taking two arguments of the operand's type and ending in
/// `scf.reduce.return`.
pub fn verify_reduce(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    // ParallelOp::verify's check of the reduced types, which MLIR reports on this op.
    if let Some(parallel) = crate::verify::ancestors(op).into_iter().next().filter(|p| p.name() == "scf.parallel") {
        let results = result_types(parallel);
        let inits =
            ods::attr_dense_ints(parallel, "operandSegmentSizes").filter(|s| s.len() == 4).map(|s| s[3] as usize);
        let counts_match =
            inits == Some(results.len()) && op.regions().len() == results.len() && op.operands().len() == results.len();
        if counts_match {
            for (i, (&want, &have)) in results.iter().zip(operand_types(op).iter()).enumerate() {
                if want != have {
                    return Err(ods::op_error(
                        op,
                        format!(
                            "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                            quoted(ctx, have),
                            quoted(ctx, want)
                        ),
                    ));
                }
            }
        }
    }
    verify_one_block_regions(op, &["reductions"], &[])?;
    let n_regions = op.regions().len();
    let n_operands = op.operands().len();
    if n_regions != n_operands {
        return Err(ods::op_error(
            op,
            format!(
                "expects number of reduction regions: {n_regions} to be the same as number of reduction operands: {n_operands}"
            ),
        ));
    }
    for (i, &r) in op.regions().iter().enumerate() {
        let ty = op.value_type(op.operand(i));
        let Some(b) = body.entry_block(r) else { continue };
        let block = body.block(b);
        // An empty body is the region verifier's "empty block: expect at least a
        // terminator": MLIR checks the reductions (`verifyRegions`) after the blocks.
        if block.first.is_none() {
            continue;
        }
        if block.args.len() != 2 || block.args.iter().any(|&a| body.value_type(a) != ty) {
            return Err(ods::op_error(
                op,
                format!("expected two block arguments with type {} in the {i}-th reduction region", quoted(ctx, ty)),
            ));
        }
        let last = block.last.map(|t| body.op(t).name.ident);
        if last.map(|n| ctx.ident_str(n)) != Some("scf.reduce.return") {
            return Err(ods::op_error(op, "reduction bodies must be terminated with an 'scf.reduce.return' op"));
        }
    }
    Ok(())
}

/// `scf.reduce.return`'s verifier: the returned value has the type of the reduction's
/// block arguments.
pub fn verify_reduce_return(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.body;
    let Some(block) = op.data().parent else { return Ok(()) };
    let Some(&arg) = body.block(block).args.first() else { return Ok(()) };
    let want = body.value_type(arg);
    let Some(&v) = op.operands().first() else { return Ok(()) };
    if op.value_type(v) != want {
        return Err(ods::op_error(
            op,
            format!("must have type {} (the type of the reduction inputs)", quoted(op.ctx, want)),
        ));
    }
    Ok(())
}

// ---- scf.forall / scf.forall.in_parallel -------------------------------------------------------

/// `(%a, 4, %b)`: values and integers; values leave the dynamic marker in the static list
/// (MLIR's `parseDynamicIndexList`, with its `[...]` scalable entries). On failure MLIR
/// reports a second error at the op, carried here as an attached diagnostic.
fn parse_dynamic_index_list<'a>(
    p: &mut OpParser<'a>,
    st: &OperationState,
    values: &mut Vec<UnresolvedOperand<'a>>,
) -> PResult<Vec<i64>> {
    let mut statics = Vec::new();
    let r = paren_list(p, " in dynamic index list", |p| {
        let scalable = p.eat(TokenKind::LSquare);
        if let Some(v) = p.parse_optional_operand()? {
            values.push(v);
            statics.push(DYNAMIC);
        } else {
            statics.push(parse_int(p)?);
        }
        if scalable && !p.eat(TokenKind::RSquare) {
            return p.custom_err_loc(st.loc, "expected SSA value or integer");
        }
        Ok(())
    });
    if let Err(mut d) = r {
        if let Err(second) = p.custom_err_loc::<()>(st.loc, "expected SSA value or integer") {
            d.notes.push(*second);
        }
        return Err(d);
    }
    Ok(statics)
}

fn print_dynamic_index_list(p: &mut OpPrinter<'_>, values: &[Value], statics: &[i64]) {
    p.write("(");
    let mut k = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            match values.get(k) {
                Some(&v) => p.print_operand(v),
                None => p.write("<<NULL VALUE>>"),
            }
            k += 1;
        } else {
            p.write(&s.to_string());
        }
    }
    p.write(")");
}

/// `scf.forall (%i, ...) in (ub, ...)` or `= (lb, ...) to (ub, ...) step (s, ...)`, then
/// `[shared_outs(%o = %init, ...) -> (T, ...)] { body } [attrs]`. Bounds and steps are
/// integers or `index` values, kept in the `static*` lists; the `in` form has lower bounds
/// 0 and steps 1.
pub fn parse_forall<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let ivs = parse_argument_list(p)?;
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    let (s_lbs, s_ubs, s_steps);
    if p.eat_literal("in") {
        s_ubs = parse_dynamic_index_list(p, st, &mut ubs)?;
        resolve_all(p, &ubs, index, st)?;
        s_lbs = vec![0; ivs.len()];
        s_steps = vec![1; ivs.len()];
    } else {
        p.expect_msg(TokenKind::Equal, "expected '='")?;
        s_lbs = parse_dynamic_index_list(p, st, &mut lbs)?;
        resolve_all(p, &lbs, index, st)?;
        expect_keyword(p, "to")?;
        s_ubs = parse_dynamic_index_list(p, st, &mut ubs)?;
        resolve_all(p, &ubs, index, st)?;
        expect_keyword(p, "step")?;
        s_steps = parse_dynamic_index_list(p, st, &mut steps)?;
        resolve_all(p, &steps, index, st)?;
    }
    let mut outs = Vec::new();
    let outs_at = p.loc_at(p.peek().offset);
    if p.eat_literal("shared_outs") {
        outs = parse_assignment_list(p)?;
        let tys = parse_optional_arrow_types(p)?;
        st.result_types.extend(tys);
        let names: Vec<UnresolvedOperand<'a>> = outs.iter().map(|o| o.2).collect();
        let tys = st.result_types.to_vec();
        resolve_typed(p, &names, &tys, outs_at, st)?;
    }
    let mut args: Vec<EntryArg<'a>> = ivs.iter().map(|&(name, loc)| entry_arg(p, name, index, loc)).collect();
    for (i, &(name, loc, _)) in outs.iter().enumerate() {
        let a = entry_arg(p, name, st.result_types[i], loc);
        args.push(a);
    }
    p.parse_region(st, &args)?;
    p.parse_optional_attr_dict(st)?;
    st.add_attr(ctx.ident("staticLowerBound"), ctx.dense_i64_array(&s_lbs));
    st.add_attr(ctx.ident("staticUpperBound"), ctx.dense_i64_array(&s_ubs));
    st.add_attr(ctx.ident("staticStep"), ctx.dense_i64_array(&s_steps));
    let sizes = [lbs.len() as i64, ubs.len() as i64, steps.len() as i64, outs.len() as i64];
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&sizes));
    Ok(())
}

/// The operand groups of an scf.forall: dynamic lower bounds, upper bounds, steps and
/// outputs.
fn forall_groups<'a>(op: OpRef<'a>) -> Option<[&'a [Value]; 4]> {
    let sizes = ods::attr_dense_ints(op, "operandSegmentSizes")?;
    if sizes.len() != 4 || sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() != op.operands().len() as i64 {
        return None;
    }
    let ops = op.operands();
    let mut at = 0;
    let mut out: [&[Value]; 4] = [&[]; 4];
    for (k, &s) in sizes.iter().enumerate() {
        out[k] = &ops[at..at + s as usize];
        at += s as usize;
    }
    Some(out)
}

/// The constant a bound has: its static entry, or the constant defining its value.
fn mixed_constant(ctx: &Context, body: &Body, statics: &[i64], values: &[Value]) -> Vec<Option<i128>> {
    let mut k = 0;
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                let v = values.get(k).and_then(|&v| constant_int(ctx, body, v));
                k += 1;
                v
            } else {
                Some(s as i128)
            }
        })
        .collect()
}

/// Prints `scf.forall` in the form [`parse_forall`] reads: the `in` form when the lower
/// bounds are all 0 and the steps all 1.
pub fn print_forall<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    let (Some([lbs, ubs, steps, outs]), Some(s_lbs), Some(s_ubs), Some(s_steps)) = (
        forall_groups(op),
        ods::attr_dense_ints(op, "staticLowerBound"),
        ods::attr_dense_ints(op, "staticUpperBound"),
        ods::attr_dense_ints(op, "staticStep"),
    ) else {
        p.print_generic_fallback(op);
        return;
    };
    let Some(&region) = op.regions().first() else {
        p.print_generic_fallback(op);
        return;
    };
    let args = entry_args(op, 0);
    let rank = s_lbs.len().min(args.len());
    p.write(" (");
    p.print_operands(args[..rank].iter().copied());
    let normalized = mixed_constant(ctx, op.body, s_lbs, lbs).iter().all(|c| *c == Some(0))
        && mixed_constant(ctx, op.body, s_steps, steps).iter().all(|c| *c == Some(1));
    if normalized {
        p.write(") in ");
        print_dynamic_index_list(p, ubs, s_ubs);
    } else {
        p.write(") = ");
        print_dynamic_index_list(p, lbs, s_lbs);
        p.write(" to ");
        print_dynamic_index_list(p, ubs, s_ubs);
        p.write(" step ");
        print_dynamic_index_list(p, steps, s_steps);
    }
    print_initialization_list(p, &args[rank..], outs, " shared_outs");
    p.write(" ");
    if args.len() > rank {
        p.write("-> (");
        p.print_types(result_types(op).iter().copied());
        p.write(") ");
    }
    if op.num_results() > 0 {
        print_region_with_terminators(p, op, region, false);
    } else {
        p.print_region(op, region, false, false);
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"]);
}

/// `verifyListOfOperandsOrIntegers`: `statics` has one entry per loop and one value per
/// dynamic entry. MLIR reports these without the op-name prefix.
fn verify_index_list(
    op: OpRef<'_>,
    name: &str,
    rank: usize,
    statics: &[i64],
    values: &[Value],
) -> Result<(), Diagnostic> {
    if statics.len() != rank {
        return Err(Diagnostic::error(op.loc(), format!("expected {rank} {name} values, got {}", statics.len())));
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if values.len() != dynamic {
        return Err(Diagnostic::error(op.loc(), format!("expected {dynamic} dynamic {name} values")));
    }
    Ok(())
}

/// `scf.forall`'s verifier: one output per result, an `index` block argument per loop and
/// one per output of its type, a `mapping` of the op's rank, well-formed bound and step
/// lists, and an `scf.forall.in_parallel` terminator.
pub fn verify_forall(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    verify_single_block(op)?;
    verify_one_block_regions(op, &["region"], &[])?;
    let (Some([lbs, ubs, steps, outs]), Some(s_lbs), Some(s_ubs), Some(s_steps)) = (
        forall_groups(op),
        ods::attr_dense_ints(op, "staticLowerBound"),
        ods::attr_dense_ints(op, "staticUpperBound"),
        ods::attr_dense_ints(op, "staticStep"),
    ) else {
        return Ok(());
    };
    let rank = s_lbs.len();
    if op.num_results() != outs.len() {
        return Err(ods::op_error(
            op,
            format!("produces {} results, but has only {} outputs", op.num_results(), outs.len()),
        ));
    }
    let args = entry_args(op, 0);
    if args.len() != rank + outs.len() {
        return Err(ods::op_error(op, format!("region expects {rank} arguments")));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if body.value_type(a) != ctx.index_type() {
            return Err(ods::op_error(op, format!("expects {i}-th block argument to be an index")));
        }
    }
    for (i, (&o, &a)) in outs.iter().zip(&args[rank..]).enumerate() {
        if body.value_type(a) != op.value_type(o) {
            return Err(ods::op_error(
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(m) = op.attr("mapping") {
        if let AttrData::Array(items) = ctx.attr_data(m) {
            if !items.is_empty() && items.len() != rank {
                return Err(ods::op_error(op, "mapping attribute size must match op rank"));
            }
        }
    }
    verify_index_list(op, "lower bound", rank, s_lbs, lbs)?;
    verify_index_list(op, "upper bound", rank, s_ubs, ubs)?;
    verify_index_list(op, "step", rank, s_steps, steps)?;
    verify_implicit_terminator(op, "scf.forall.in_parallel")
}

/// Device mapping attributes (gpu dialect) are opaque to Descent: an array of them.
pub fn is_device_mapping_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items.iter().all(|&x| match ctx.attr_data(x) {
            AttrData::Opaque { dialect, .. } => ctx.ident_str(*dialect) == "gpu",
            _ => false,
        }),
        _ => false,
    }
}

/// `scf.forall.in_parallel { ... } [attrs]`; `{ }` holds one empty block, as in MLIR.
pub fn parse_in_parallel(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    // `{ }` holds one empty block in MLIR (it creates it when the text has none).
    if p.at(TokenKind::LBrace) && p.peek_nth(1).kind == TokenKind::RBrace {
        p.bump();
        p.bump();
        parse_scratch_region(p, st, "{^bb0:}")?;
    } else {
        p.parse_region(st, &[])?;
    }
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// Prints `scf.forall.in_parallel` in the form [`parse_in_parallel`] reads.
pub fn print_in_parallel<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    p.write(" ");
    match op.regions().first() {
        Some(&r) => p.print_region(op, r, false, true),
        // (Not reached for a verified op, which has its region.)
        None => {
            p.write("{");
            p.newline();
            p.write("}");
        }
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `scf.forall.in_parallel`'s verifier: one single-block region, an `scf.forall` parent,
/// and only `tensor.parallel_insert_slice` ops inserting into the forall's outputs.
pub fn verify_in_parallel(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let body = op.regions_body();
    if op.regions().len() > 1 {
        return Err(ods::op_error(op, "requires one region"));
    }
    verify_single_block(op)?;
    verify_one_block_regions(op, &["region"], &[])?;
    let Some(forall) = crate::verify::ancestors(op).into_iter().next() else { return Ok(()) };
    if forall.name() != "scf.forall" {
        return Err(ods::op_error(op, "expected forall op parent"));
    }
    let Some(&r) = op.regions().first() else { return Ok(()) };
    let Some(b) = body.entry_block(r) else { return Ok(()) };
    // Outputs are the forall's block arguments after the induction variables.
    let rank = ods::attr_dense_ints(forall, "staticLowerBound").map_or(0, |s| s.len());
    let fargs = entry_args(forall, 0);
    let outs = if fargs.len() >= rank { &fargs[rank..] } else { &[][..] };
    for o in body.block_ops(b) {
        let inner = OpRef::new(ctx, body, o);
        // tensor.parallel_insert_slice is the only ParallelCombiningOpInterface op upstream;
        // it updates its second operand.
        if inner.name() != "tensor.parallel_insert_slice" {
            return Err(ods::op_error(op, "expected only ParallelCombiningOpInterface ops"));
        }
        if let Some(&dest) = inner.operands().get(1) {
            if !outs.contains(&dest) {
                return Err(ods::op_error(inner, "may only insert into an output block argument"));
            }
        }
    }
    Ok(())
}
