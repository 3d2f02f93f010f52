//! Native code the `affine` spec names: the custom syntax of the affine ops (maps and
//! integer sets applied to SSA operands, `%m[%i + symbol(%n)]` subscripts, loop bounds),
//! MLIR's rules on which values are valid affine dimensions and symbols, and the checks
//! MLIR makes in C++ or through traits the generator does not cover, in MLIR's order and
//! wording (`mlir/lib/Dialect/Affine/IR/AffineOps.cpp`).

use smallvec::SmallVec;

use super::scf::{
    entry_arg, parse_argument, parse_assignment_list, verify_implicit_terminator, verify_one_block_regions,
    verify_single_block,
};
use crate::diag::Diagnostic;
use crate::ir::{
    AffineExpr, AffineMap, AttrData, Attribute, Body, Context, IntegerSet, OpId, OpRef, OperationState, RegionId,
    Traits, Type, TypeData, Value, ValueDef,
};
use crate::ods;
use crate::parse::lexer::TokenKind;
use crate::parse::ops::{OpParser, UnresolvedOperand};
use crate::parse::{PResult, Parser};
use crate::print::attrs::write_affine_expr_with;
use crate::print::ops::OpPrinter;

// ---- attributes -----------------------------------------------------------------------------

/// The predicate of `Affine_IntegerSetAttr`.
pub fn is_integer_set(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::IntegerSet(_))
}

pub(crate) fn affine_map(ctx: &Context, a: Option<Attribute>) -> Option<&AffineMap> {
    match ctx.attr_data(a?) {
        AttrData::AffineMap(m) => Some(m),
        _ => None,
    }
}

fn integer_set(ctx: &Context, a: Option<Attribute>) -> Option<&IntegerSet> {
    match ctx.attr_data(a?) {
        AttrData::IntegerSet(s) => Some(s),
        _ => None,
    }
}

pub(crate) fn map_attr(ctx: &Context, m: AffineMap) -> Attribute {
    ctx.intern_attr(AttrData::AffineMap(m))
}

/// The operand segments of an op with `AttrSizedOperandSegments`.
fn segments(op: OpRef<'_>) -> Option<SmallVec<[usize; 4]>> {
    match op.ctx.attr_data(op.attr("operandSegmentSizes")?) {
        AttrData::DenseArrayInt { values, .. } => Some(values.iter().map(|&v| v as usize).collect()),
        _ => None,
    }
}

/// Registers what the affine dialect adds to the printer's tables (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::print::ops::register_custom_form_attrs(ctx, "affine", custom_form_attrs);
    // The constants affine folds produce are `arith.constant`s (MLIR's
    // `AffineDialect::materializeConstant`).
    crate::conversion::fold::register_constant_materializer(ctx, "affine", super::arith::materialize_constant);
}

/// The attributes the custom forms of the affine ops print, for alias numbering: those
/// written before the op's regions (maps and sets printed as attributes) and those of the
/// trailing attribute dictionary. `None` when the op prints in generic form.
pub fn custom_form_attrs(op: OpRef<'_>) -> Option<crate::print::ops::PrintedAttrs> {
    let ctx = op.ctx;
    let (before, elided): (SmallVec<[Attribute; 2]>, &[&str]) = match op.name() {
        "affine.for" => {
            let f = for_parts(op)?;
            let before = [f.lb, f.ub].into_iter().filter(|(_, m)| !bound_prints_short(m)).map(|(a, _)| a).collect();
            (before, &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"])
        }
        "affine.if" => (SmallVec::from_iter(op.attr("condition")), &["condition"]),
        "affine.apply" | "affine.min" | "affine.max" => (SmallVec::from_iter(op.attr("map")), &["map"]),
        "affine.load" | "affine.store" | "affine.vector_load" | "affine.vector_store" => (SmallVec::new(), &["map"]),
        "affine.prefetch" => (SmallVec::new(), &["map", "localityHint", "isDataCache", "isWrite"]),
        "affine.parallel" => (SmallVec::new(), PARALLEL_ELIDED),
        // (MLIR's custom forms of the DMA ops print no attribute dictionary.)
        "affine.dma_start" | "affine.dma_wait" => return Some((SmallVec::new(), SmallVec::new())),
        _ => return None,
    };
    let after = op.data().attrs.iter().filter(|a| !elided.contains(&ctx.ident_str(a.name))).map(|a| a.value).collect();
    Some((before, after))
}

// ---- valid dimensions and symbols -----------------------------------------------------------

fn has_trait(body: &Body, op: OpId, t: Traits) -> bool {
    body.op(op).name.info.is_some_and(|i| i.has_trait(t))
}

fn op_name<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    ctx.ident_str(body.op(op).name.ident)
}

/// The region holding `op`.
fn parent_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op(op).parent.and_then(|b| body.block(b).parent)
}

/// The region holding a value's definition.
fn value_region(body: &Body, v: Value) -> Option<RegionId> {
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => parent_region(body, op),
        ValueDef::BlockArg { block, .. } => body.block(block).parent.filter(|&r| {
            use crate::ir::fold::{arguments_replaced, ReplacedArguments};
            body.region(r).parent.is_some()
                || match arguments_replaced() {
                    ReplacedArguments::None => true,
                    ReplacedArguments::Entry => body.entry_block(r) != Some(block),
                    ReplacedArguments::AllBlocks => false,
                }
        }),
        ValueDef::Detached => None,
    }
}

/// Whether region `r` belongs to an op with the AffineScope trait. The root regions of a
/// body belong to the isolated op owning it, which the body knows (a function is a scope,
/// an `llvm.func` a dialect conversion made of one is not).
fn is_scope_region(body: &Body, r: RegionId) -> bool {
    match body.region(r).parent {
        None => body.roots_in_affine_scope(),
        Some(p) => has_trait(body, p, Traits::AFFINE_SCOPE),
    }
}

/// MLIR's `getAffineScope`: the region of the closest AffineScope ancestor holding `op`.
pub(crate) fn affine_scope(body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let r = parent_region(body, cur)?;
        match body.region(r).parent {
            // (Else the scope is around the owner, outside this body: no value here is
            // at its top level.)
            None => return body.roots_in_affine_scope().then_some(r),
            Some(p) if has_trait(body, p, Traits::AFFINE_SCOPE) => return Some(r),
            Some(p) => cur = p,
        }
    }
}

/// MLIR's `isTopLevelValue(value)`: defined directly in an affine scope.
fn is_top_level_value(body: &Body, v: Value) -> bool {
    value_region(body, v).is_some_and(|r| is_scope_region(body, r))
}

fn is_index(ctx: &Context, body: &Body, v: Value) -> bool {
    body.value_type(v) == ctx.index_type()
}

/// The affine.for whose induction variable `v` is.
fn is_induction_var(ctx: &Context, body: &Body, v: Value) -> bool {
    let ValueDef::BlockArg { block, index } = body.value(v).def else { return false };
    body.block_parent_op(block).is_some_and(|op| {
        // (Every argument of an affine.parallel is one of its induction variables.)
        let name = op_name(ctx, body, op);
        (name == "affine.parallel" || (name == "affine.for" && index == 0))
            && body.op(op).regions.first().and_then(|&r| body.entry_block(r)) == Some(block)
    })
}

/// MLIR's `isValidSymbol(value, region)`.
pub(crate) fn is_valid_symbol(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if region.is_some() && value_region(body, v) == region {
        return true;
    }
    if let ValueDef::OpResult { op, .. } = body.value(v).def {
        if has_trait(body, op, Traits::CONSTANT_LIKE) {
            return true;
        }
        // A pure op (`affine.apply`, `arith.addi`, ...) of valid symbols. (MLIR's `isPure`
        // also counts conditionally speculatable ops it can prove speculatable; only the
        // `Pure` trait is read here.)
        if has_trait(body, op, Traits::PURE)
            && body.op(op).operands.iter().all(|&o| is_valid_symbol(ctx, body, o, region))
        {
            return true;
        }
        // ShapedDimOpInterface: a size of a shaped value defined at the top level, or a
        // size an allocation or view was given as a valid symbol.
        if matches!(op_name(ctx, body, op), "memref.dim" | "tensor.dim") {
            return is_dim_op_valid_symbol(ctx, body, op, region);
        }
    }
    // A value defined above the region's (non-isolated) op.
    match region.and_then(|r| body.region(r).parent) {
        Some(p) => is_valid_symbol(ctx, body, v, parent_region(body, p)),
        None => false,
    }
}

/// MLIR's `isDimOpValidSymbol`: the dim op reads a shaped value defined at the top level,
/// or (through `memref.cast`s of ranked memrefs) a constant dimension of a
/// `memref.alloc`, `memref.view` or `memref.subview` whose size there is static or a valid
/// symbol.
fn is_dim_op_valid_symbol(ctx: &Context, body: &Body, dim_op: OpId, region: Option<RegionId>) -> bool {
    let ops = &body.op(dim_op).operands;
    let (Some(&shaped), Some(&index)) = (ops.first(), ops.get(1)) else { return false };
    if is_top_level_value(body, shaped) {
        return true;
    }
    let ValueDef::OpResult { op: mut def, .. } = body.value(shaped).def else { return false };
    let Some(i) = crate::ir::fold::constant_value(OpRef::new(ctx, body, dim_op), index).and_then(|a| ctx.int_value(a))
    else {
        return false;
    };
    while op_name(ctx, body, def) == "memref.cast" {
        let Some(&src) = body.op(def).operands.first() else { return false };
        if matches!(ctx.type_data(body.value_type(src)), TypeData::UnrankedMemRef { .. }) {
            return false;
        }
        match body.value(src).def {
            ValueDef::OpResult { op, .. } => def = op,
            _ => return false,
        }
    }
    let sizes: &[Value] = match op_name(ctx, body, def) {
        // (dynamicSizes, symbolOperands)
        "memref.alloc" => {
            let seg = segments(OpRef::new(ctx, body, def)).unwrap_or_default();
            let n = seg.first().copied().unwrap_or(0).min(body.op(def).operands.len());
            &body.op(def).operands[..n]
        }
        // (source, byte_shift, sizes)
        "memref.view" => body.op(def).operands.get(2..).unwrap_or(&[]),
        // (source, offsets, sizes, strides)
        "memref.subview" => {
            let seg = segments(OpRef::new(ctx, body, def)).unwrap_or_default();
            let (o, n) = (1 + seg.get(1).copied().unwrap_or(0), seg.get(2).copied().unwrap_or(0));
            body.op(def).operands.get(o..o + n).unwrap_or(&[])
        }
        _ => return false,
    };
    let Some(result) = body.results(def).next() else { return false };
    // Only the shape counts, whatever the layout (MLIR's `isMemRefSizeValidSymbol`).
    let Some(parts) = crate::ir::layout::memref_parts(ctx, body.value_type(result)) else { return false };
    let Ok(i) = usize::try_from(i) else { return false };
    match parts.shape.get(i) {
        Some(&d) if d != crate::ir::DYNAMIC => true,
        Some(_) => {
            let pos = parts.shape[..i].iter().filter(|&&d| d == crate::ir::DYNAMIC).count();
            sizes.get(pos).is_some_and(|&v| is_valid_symbol(ctx, body, v, region))
        }
        None => false,
    }
}

/// MLIR's `isValidSymbol(value)`: an `index` value defined at the top level of an affine
/// scope, or a valid symbol in the scope of the op defining it (what the affine folds ask
/// when they turn dimensions into symbols).
pub fn is_valid_symbol_value(ctx: &Context, body: &Body, v: Value) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if is_top_level_value(body, v) {
        return true;
    }
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => is_valid_symbol(ctx, body, v, affine_scope(body, op)),
        _ => false,
    }
}

/// MLIR's `isValidDim(value, region)`.
pub(crate) fn is_valid_dim(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if is_valid_symbol(ctx, body, v, region) {
        return true;
    }
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => match op_name(ctx, body, op) {
            "affine.apply" => body.op(op).operands.iter().all(|&o| is_valid_dim(ctx, body, o, region)),
            "memref.dim" | "tensor.dim" => body.op(op).operands.first().is_some_and(|&s| is_top_level_value(body, s)),
            _ => false,
        },
        ValueDef::BlockArg { .. } => is_induction_var(ctx, body, v),
        ValueDef::Detached => false,
    }
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands are valid
/// dimensions, the others valid symbols.
pub(crate) fn verify_dims_and_symbols(op: OpRef<'_>, operands: &[Value], num_dims: usize) -> Result<(), Diagnostic> {
    let scope = affine_scope(op.body, op.id);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(op.ctx, op.body, v, scope) {
                return Err(ods::op_error(op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(op.ctx, op.body, v, scope) {
            return Err(ods::op_error(op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ---- parsing helpers ------------------------------------------------------------------------

/// MLIR's `parseOperandList(operands, delimiter)` for `(...)` (required) or `[...]`
/// (optional).
fn delimited_operands<'a>(p: &mut OpParser<'a>, square: bool) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let (open, close, o, c) = if square {
        (TokenKind::LSquare, TokenKind::RSquare, '[', ']')
    } else {
        (TokenKind::LParen, TokenKind::RParen, '(', ')')
    };
    if !p.eat(open) {
        if square {
            return Ok(Vec::new());
        }
        return p.err_wrong_token(format!("expected '{o}' in operand list"));
    }
    let mut out = Vec::new();
    if p.eat(close) {
        return Ok(out);
    }
    loop {
        out.push(p.parse_operand()?);
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect_msg(close, &format!("expected '{c}' in operand list"))?;
    Ok(out)
}

/// `(%d0, %d1)[%s0]` (MLIR's `parseDimAndSymbolList`), resolved as `index` values; returns
/// the number of dimension operands.
fn parse_dim_and_symbol_list(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<usize> {
    let mut names = delimited_operands(p, false)?;
    let num_dims = names.len();
    names.extend(delimited_operands(p, true)?);
    resolve_index(p, &names, st)?;
    Ok(num_dims)
}

pub(crate) fn resolve_index<'a>(
    p: &mut OpParser<'a>,
    names: &[UnresolvedOperand<'a>],
    st: &mut OperationState,
) -> PResult<()> {
    let index = p.ctx().index_type();
    for &n in names {
        let v = p.resolve_operand(n, index)?;
        st.operands.push(v);
    }
    Ok(())
}

/// An attribute that must be an affine map (MLIR's `parseAttribute<AffineMapAttr>`).
fn parse_map_attr(p: &mut OpParser<'_>) -> PResult<Attribute> {
    let loc = p.current_loc();
    let a = p.p.parse_attribute(None)?;
    if affine_map(p.ctx(), Some(a)).is_none() {
        return p.custom_err_loc(loc, "invalid kind of attribute specified");
    }
    Ok(a)
}

/// `[%i + 1, symbol(%n)]` (MLIR's `parseAffineMapOfSSAIds`): the map, and its dimension
/// then symbol operands. Each distinct SSA name becomes one dimension (or, in `symbol(...)`,
/// one symbol), numbered in order of first appearance.
fn parse_affine_map_of_ssa_ids<'a>(p: &mut OpParser<'a>) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    parse_affine_map_of_ssa_ids_in(p, false)
}

/// [`parse_affine_map_of_ssa_ids`] between `[...]` or, with `paren`, `(...)` (MLIR's
/// `Delimiter::Paren`, for affine.parallel's `max(...)` bounds and steps).
pub(crate) fn parse_affine_map_of_ssa_ids_in<'a>(
    p: &mut OpParser<'a>,
    paren: bool,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    let mut seen: Vec<(&'a str, AffineExpr)> = Vec::new();
    let mut dims: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut syms: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut results = Vec::new();
    let mut on_ssa = |pp: &mut Parser<'a>, is_symbol: bool| -> PResult<AffineExpr> {
        let t = pp.peek();
        if let Some((_, e)) = seen.iter().find(|(n, _)| *n == t.text) {
            pp.bump();
            return Ok(e.clone());
        }
        pp.bump();
        let mut number = 0;
        let h = pp.peek();
        if h.kind == TokenKind::HashIdent && h.text.len() > 1 && h.text[1..].bytes().all(|b| b.is_ascii_digit()) {
            pp.bump();
            number = match h.text[1..].parse::<u32>() {
                Ok(n) => n,
                Err(_) => return pp.err_at(h.offset, "invalid SSA value result number"),
            };
        }
        let u = UnresolvedOperand { name: t.text, number, offset: t.offset };
        let e = if is_symbol {
            syms.push(u);
            AffineExpr::Symbol(syms.len() as u32 - 1)
        } else {
            dims.push(u);
            AffineExpr::Dim(dims.len() as u32 - 1)
        };
        seen.push((t.text, e.clone()));
        Ok(e)
    };
    let (open, close, o, c) = if paren {
        (TokenKind::LParen, TokenKind::RParen, '(', ')')
    } else {
        (TokenKind::LSquare, TokenKind::RSquare, '[', ']')
    };
    p.expect_msg(open, &format!("expected '{o}' in affine map"))?;
    if !p.eat(close) {
        loop {
            results.push(p.p.parse_affine_expr_of_ssa_ids(&mut on_ssa)?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect_msg(close, &format!("expected '{c}' in affine map"))?;
    }
    let map = AffineMap { num_dims: dims.len() as u32, num_symbols: syms.len() as u32, results: results.into() };
    dims.extend(syms);
    Ok((map, dims))
}

/// `: memref<...>` (MLIR's `parseColonType<MemRefType>`).
fn parse_colon_memref(p: &mut OpParser<'_>) -> PResult<(Type, Type)> {
    let loc = p.current_loc();
    p.expect_msg(TokenKind::Colon, "expected ':'")?;
    let t = p.p.parse_type()?;
    match p.ctx().type_data(t) {
        TypeData::MemRef { elem, .. } => Ok((t, *elem)),
        _ => {
            let found = crate::print::attrs::type_to_string(p.ctx(), t);
            p.custom_err_loc(
                loc,
                format!("invalid kind of type specified: expected builtin.memref, but found '{found}'"),
            )
        }
    }
}

// ---- printing helpers -----------------------------------------------------------------------

/// `(%d0, %d1)[%s0]`, the brackets only when there are symbols.
fn print_dim_and_symbol_list(p: &mut OpPrinter<'_>, operands: &[Value], num_dims: usize) {
    let num_dims = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(operands[..num_dims].iter().copied());
    p.write(")");
    if operands.len() > num_dims {
        p.write("[");
        p.print_operands(operands[num_dims..].iter().copied());
        p.write("]");
    }
}

/// The results of `map` with its dimensions and symbols written as the SSA operands
/// (`%i + 1, symbol(%n)`; MLIR's `printAffineMapOfSSAIds`).
pub(crate) fn print_affine_map_of_ssa_ids(p: &mut OpPrinter<'_>, map: &AffineMap, operands: &[Value]) {
    let names: Vec<String> = operands
        .iter()
        .map(|&v| {
            let at = p.out.len();
            p.print_operand(v);
            p.out.split_off(at)
        })
        .collect();
    let num_dims = map.num_dims as usize;
    let mut out = String::new();
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr_with(&mut out, e, false, &mut |out, pos, is_sym| {
            let index = if is_sym { num_dims + pos as usize } else { pos as usize };
            let name = names.get(index).map(String::as_str).unwrap_or("<<UNKNOWN SSA VALUE>>");
            if is_sym {
                out.push_str("symbol(");
                out.push_str(name);
                out.push(')');
            } else {
                out.push_str(name);
            }
        });
    }
    p.write(&out);
}

// ---- affine.apply / affine.min / affine.max -------------------------------------------------

/// `affine.apply #map(%dims)[%syms]`: the map, then its operands as `index` values; one
/// `index` result per map result. The operand counts must match the map's.
pub fn parse_apply(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let a = parse_map_attr(p)?;
    st.add_attr(ctx.ident("map"), a);
    let num_dims = parse_dim_and_symbol_list(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let Some(map) = affine_map(ctx, Some(a)) else { return Ok(()) };
    if map.num_dims as usize != num_dims || (map.num_dims + map.num_symbols) as usize != st.operands.len() {
        return p.custom_err_loc(st.loc, "dimension or symbol index mismatch");
    }
    st.result_types.extend(std::iter::repeat_n(ctx.index_type(), map.results.len()));
    Ok(())
}

/// Prints `affine.apply` in the form [`parse_apply`] reads.
pub fn print_apply<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_map_op(p, op);
}

fn print_map_op<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let Some(a) = op.attr("map") else {
        p.print_generic_fallback(op);
        return;
    };
    let num_dims = affine_map(op.ctx, Some(a)).map_or(0, |m| m.num_dims as usize);
    p.write(" ");
    p.print_attr(a);
    print_dim_and_symbol_list(p, op.operands(), num_dims);
    p.print_optional_attr_dict(op, &["map"]);
}

/// `affine.apply`'s verifier: operands match the map's dimensions and symbols, one map
/// result, and no valid dimension used as a symbol.
pub fn verify_apply(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(map) = affine_map(op.ctx, op.attr("map")) else { return Ok(()) };
    if op.operands().len() != (map.num_dims + map.num_symbols) as usize {
        return Err(ods::op_error(op, "operand count and affine map dimension and symbol count must match"));
    }
    if map.results.len() != 1 {
        return Err(ods::op_error(op, "mapping must produce one value"));
    }
    // A valid dimension may not be used as a symbol (values that are neither may).
    let scope = affine_scope(op.body, op.id);
    for &v in &op.operands()[map.num_dims as usize..] {
        if is_valid_dim(op.ctx, op.body, v, scope) && !is_valid_symbol(op.ctx, op.body, v, scope) {
            return Err(Diagnostic::error(op.loc(), "dimensional operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// `affine.min` / `affine.max`: `#map(%dims)[%syms]` with one `index` result.
pub fn parse_min_max(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let a = parse_map_attr(p)?;
    st.add_attr(ctx.ident("map"), a);
    let dims = delimited_operands(p, false)?;
    let syms = delimited_operands(p, true)?;
    p.parse_optional_attr_dict(st)?;
    resolve_index(p, &dims, st)?;
    resolve_index(p, &syms, st)?;
    st.result_types.push(ctx.index_type());
    Ok(())
}

/// Prints `affine.min` / `affine.max` in the form [`parse_min_max`] reads.
pub fn print_min_max<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_map_op(p, op);
}

/// `affine.min` / `affine.max`'s verifier: operands match the map's dimensions and symbols,
/// and the map has at least one result.
pub fn verify_min_max(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(map) = affine_map(op.ctx, op.attr("map")) else { return Ok(()) };
    if op.operands().len() != (map.num_dims + map.num_symbols) as usize {
        return Err(ods::op_error(op, "operand count and affine map dimension and symbol count must match"));
    }
    if map.results.is_empty() {
        return Err(ods::op_error(op, "affine map expect at least one result"));
    }
    Ok(())
}

// ---- affine.for -----------------------------------------------------------------------------

/// One loop bound (MLIR's `parseBound`): `%n`, an integer, or `[max|min] map(dims)[syms]`.
/// Adds the bound's operands to `st` and returns its map.
fn parse_bound(p: &mut OpParser<'_>, st: &mut OperationState, lower: bool) -> PResult<Attribute> {
    let ctx = p.ctx();
    let min_max = p.eat_literal(if lower { "max" } else { "min" });
    let names = p.parse_operand_list()?;
    if !names.is_empty() {
        if names.len() > 1 {
            return p.custom_err_loc(st.loc, "expected only one loop bound operand");
        }
        resolve_index(p, &names, st)?;
        // The identity map of one symbol.
        return Ok(map_attr(
            ctx,
            AffineMap { num_dims: 0, num_symbols: 1, results: Box::new([AffineExpr::Symbol(0)]) },
        ));
    }
    let attr_loc = p.current_loc();
    let a = p.p.parse_attribute(Some(ctx.index_type()))?;
    if let Some(map) = affine_map(ctx, Some(a)) {
        let before = st.operands.len();
        let num_dims = parse_dim_and_symbol_list(p, st)?;
        if map.num_dims as usize != num_dims {
            return p.custom_err_loc(st.loc, "dim operand count and affine map dim count must match");
        }
        if num_dims + map.num_symbols as usize != st.operands.len() - before {
            return p.custom_err_loc(st.loc, "symbol operand count and affine map symbol count must match");
        }
        if map.results.len() > 1 && !min_max {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return p.custom_err_loc(attr_loc, msg);
        }
        return Ok(a);
    }
    if let AttrData::Integer { value, .. } = ctx.attr_data(a) {
        let v = *value as i64;
        return Ok(map_attr(ctx, AffineMap { num_dims: 0, num_symbols: 0, results: Box::new([AffineExpr::Const(v)]) }));
    }
    p.custom_err_loc(st.loc, "expected valid affine map representation for loop bounds")
}

/// `affine.for %i = lb to ub [step c] [iter_args(%a = %init, ...) -> (T, ...)] { body }`:
/// bounds are an SSA symbol, a constant or `[max|min] #map(dims)[syms]`; the step is a
/// positive integer (1 by default).
pub fn parse_for<'a>(p: &mut OpParser<'a>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    // (MLIR's affine.for reads its variable with `parseArgument`, which takes no result
    // number; scf.for's parser allows one.)
    if p.at(TokenKind::PercentIdent) {
        let next = p.peek_nth(1);
        if next.kind == TokenKind::HashIdent {
            return p.err_at(next.offset, "result number not allowed in argument list");
        }
    }
    let (iv, iv_loc) = parse_argument(p)?;
    p.expect_msg(TokenKind::Equal, "expected '='")?;
    let lb = parse_bound(p, st, true)?;
    let num_lb = st.operands.len();
    st.add_attr(ctx.ident("lowerBoundMap"), lb);
    if !p.eat_literal("to") {
        return p.custom_err_at(p.peek().offset, "expected 'to' between bounds");
    }
    let ub = parse_bound(p, st, false)?;
    let num_ub = st.operands.len() - num_lb;
    st.add_attr(ctx.ident("upperBoundMap"), ub);
    let step = if p.eat_literal("step") {
        let loc = p.current_loc();
        let a = p.p.parse_attribute(Some(index))?;
        match ctx.attr_data(a) {
            AttrData::Integer { value, .. } if *value < 0 => {
                return p.custom_err_loc(loc, "expected step to be representable as a positive signed integer");
            }
            AttrData::Integer { .. } => a,
            _ => return p.custom_err_loc(loc, "invalid kind of attribute specified"),
        }
    } else {
        ctx.integer_attr(index, 1)
    };
    st.add_attr(ctx.ident("step"), step);
    let mut args = vec![entry_arg(p, iv, index, iv_loc)];
    let mut num_inits = 0;
    if p.eat_literal("iter_args") {
        let assignments = parse_assignment_list(p)?;
        p.expect_msg(TokenKind::Arrow, "expected '->'")?;
        let tys = p.parse_function_result_types()?;
        st.result_types.extend(tys.iter().copied());
        for (&(name, loc, init), &ty) in assignments.iter().zip(&tys) {
            let v = p.resolve_operand(init, ty)?;
            st.operands.push(v);
            num_inits += 1;
            let a = entry_arg(p, name, ty, loc);
            args.push(a);
        }
        // Arguments without a type (more assignments than types) are reported below.
        for &(name, loc, _) in assignments.iter().skip(tys.len()) {
            let a = entry_arg(p, name, index, loc);
            args.push(a);
        }
    }
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[num_lb as i64, num_ub as i64, num_inits]));
    if args.len() != st.result_types.len() + 1 {
        return p.custom_err_loc(st.loc, "mismatch between the number of loop-carried values and results");
    }
    p.parse_region(st, &args)?;
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// Whether a bound prints as a constant or a single SSA symbol rather than as its map.
fn bound_prints_short(map: &AffineMap) -> bool {
    map.results.len() == 1
        && map.num_dims == 0
        && ((map.num_symbols == 0 && matches!(map.results[0], AffineExpr::Const(_)))
            || (map.num_symbols == 1 && matches!(map.results[0], AffineExpr::Symbol(_))))
}

/// MLIR's `printBound`.
fn print_bound(p: &mut OpPrinter<'_>, a: Attribute, map: &AffineMap, operands: &[Value], prefix: &str) {
    if map.results.len() == 1 && map.num_dims == 0 {
        match (&map.results[0], map.num_symbols) {
            (AffineExpr::Const(c), 0) => {
                p.write(&c.to_string());
                return;
            }
            (AffineExpr::Symbol(_), 1) if !operands.is_empty() => {
                p.print_operand(operands[0]);
                return;
            }
            _ => {}
        }
    }
    if map.results.len() != 1 {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attr(a);
    print_dim_and_symbol_list(p, operands, map.num_dims as usize);
}

/// The pieces of an affine.for: bound maps, operand groups, step and body arguments.
struct ForParts<'a> {
    lb: (Attribute, &'a AffineMap),
    ub: (Attribute, &'a AffineMap),
    lb_operands: &'a [Value],
    ub_operands: &'a [Value],
    inits: &'a [Value],
    step: i128,
    args: &'a [Value],
}

fn for_parts<'a>(op: OpRef<'a>) -> Option<ForParts<'a>> {
    let ctx = op.ctx;
    let lb = op.attr("lowerBoundMap")?;
    let ub = op.attr("upperBoundMap")?;
    let seg = segments(op)?;
    let ops = op.operands();
    if seg.len() != 3 || seg.iter().sum::<usize>() != ops.len() {
        return None;
    }
    let step = match ctx.attr_data(op.attr("step")?) {
        AttrData::Integer { value, .. } => *value,
        _ => return None,
    };
    let body = op.regions_body();
    let args = op.regions().first().and_then(|&r| body.entry_block(r)).map(|b| body.block(b).args.as_slice())?;
    Some(ForParts {
        lb: (lb, affine_map(ctx, Some(lb))?),
        ub: (ub, affine_map(ctx, Some(ub))?),
        lb_operands: &ops[..seg[0]],
        ub_operands: &ops[seg[0]..seg[0] + seg[1]],
        inits: &ops[seg[0] + seg[1]..],
        step,
        args,
    })
}

/// Prints `affine.for` in the form [`parse_for`] reads: constant and single-symbol bounds
/// bare, a step other than 1, and `iter_args` when there are loop-carried values.
pub fn print_for<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let Some(f) = for_parts(op).filter(|f| !f.args.is_empty() && f.args.len() == f.inits.len() + 1) else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_region_argument_untyped(f.args[0]);
    p.write(" = ");
    print_bound(p, f.lb.0, f.lb.1, f.lb_operands, "max");
    p.write(" to ");
    print_bound(p, f.ub.0, f.ub.1, f.ub_operands, "min");
    if f.step != 1 {
        p.write(&format!(" step {}", f.step));
    }
    if !f.inits.is_empty() {
        p.write(" iter_args(");
        for (i, (&a, &v)) in f.args[1..].iter().zip(f.inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(") -> (");
        let tys: SmallVec<[Type; 4]> = op.results().map(|v| op.value_type(v)).collect();
        p.print_types(tys);
        p.write(")");
    }
    p.write(" ");
    p.print_region(op, op.regions()[0], false, !f.inits.is_empty());
    p.print_optional_attr_dict(op, &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"]);
}

/// The terminator check of SingleBlockImplicitTerminator, which MLIR makes once the nested
/// ops verified: a foreign terminator that fails its own checks (`func.return` in a loop)
/// is reported first, as MLIR reports it.
pub(crate) fn verify_terminators(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    for &r in op.regions() {
        let Some(last) = body.entry_block(r).and_then(|b| body.block(b).last) else { continue };
        let t = OpRef::new(op.ctx, body, last);
        if t.name() != "affine.yield" {
            crate::verify::verify_nested(op, t)?;
        }
    }
    verify_implicit_terminator(op, "affine.yield")
}

/// `affine.for`'s verifier (MLIR's `AffineForOp::verifyRegions`): a single-block body
/// ending in `affine.yield`, an `index` induction variable, valid bound operands, non-empty
/// bound maps, and as many loop-carried values and block arguments as results.
pub fn verify_for(op: OpRef<'_>) -> Result<(), Diagnostic> {
    verify_single_block(op)?;
    verify_one_block_regions(op, &["region"], &[])?;
    // Checks MLIR makes once the nested ops verified.
    verify_terminators(op)?;
    let Some(f) = for_parts(op) else { return Ok(()) };
    let index = op.ctx.index_type();
    let body = op.regions_body();
    if f.args.is_empty() || body.value_type(f.args[0]) != index {
        return Err(ods::op_error(op, "expected body to have a single index argument for the induction variable"));
    }
    for ((_, map), operands) in [(f.lb, f.lb_operands), (f.ub, f.ub_operands)] {
        if map.num_dims + map.num_symbols > 0 {
            verify_dims_and_symbols(op, operands, map.num_dims as usize)?;
        }
    }
    if f.lb.1.results.is_empty() {
        return Err(ods::op_error(op, "expected lower bound map to have at least one result"));
    }
    if f.ub.1.results.is_empty() {
        return Err(ods::op_error(op, "expected upper bound map to have at least one result"));
    }
    let n = op.num_results();
    if n == 0 {
        return Ok(());
    }
    if f.inits.len() != n {
        return Err(ods::op_error(op, "mismatch between the number of loop-carried values and results"));
    }
    if f.args.len() - 1 != n {
        return Err(ods::op_error(op, "mismatch between the number of basic block args and results"));
    }
    Ok(())
}

// ---- affine.if ------------------------------------------------------------------------------

/// `affine.if #set(%dims)[%syms] [-> (T, ...)] { then } [else { else }] [attrs]`; a
/// missing else region is an empty one.
pub fn parse_if(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let loc = p.current_loc();
    let a = p.p.parse_attribute(None)?;
    let Some(set) = integer_set(ctx, Some(a)) else {
        return p.custom_err_loc(loc, "invalid kind of attribute specified");
    };
    st.add_attr(ctx.ident("condition"), a);
    let num_dims = parse_dim_and_symbol_list(p, st)?;
    if set.num_dims as usize != num_dims {
        return p.custom_err_loc(st.loc, "dim operand count and integer set dim count must match");
    }
    if num_dims + set.num_symbols as usize != st.operands.len() {
        return p.custom_err_loc(st.loc, "symbol operand count and integer set symbol count must match");
    }
    if p.eat(TokenKind::Arrow) {
        let tys = p.parse_function_result_types()?;
        st.result_types.extend(tys);
    }
    super::scf::parse_then_else_regions(p, st)
}

/// Prints `affine.if` in the form [`parse_if`] reads; the else region only when it has
/// blocks.
pub fn print_if<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let regions = op.regions();
    let Some(set) = integer_set(op.ctx, op.attr("condition")).filter(|_| regions.len() == 2) else {
        p.print_generic_fallback(op);
        return;
    };
    p.write(" ");
    p.print_attr(op.attr("condition").expect("checked above"));
    print_dim_and_symbol_list(p, op.operands(), set.num_dims as usize);
    let results: SmallVec<[Type; 4]> = op.results().map(|v| op.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&results);
    }
    p.write(" ");
    let terminators = !results.is_empty();
    p.print_region(op, regions[0], false, terminators);
    if !op.regions_body().region(regions[1]).blocks.is_empty() {
        p.write(" else ");
        p.print_region(op, regions[1], false, terminators);
    }
    p.print_optional_attr_dict(op, &["condition"]);
}

/// `affine.if`'s verifier: single-block regions without arguments, operands matching the
/// integer set's dimensions and symbols (and valid as such), and `affine.yield`
/// terminators.
pub fn verify_if(op: OpRef<'_>) -> Result<(), Diagnostic> {
    super::scf::verify_if_regions(op)?;
    if let Some(set) = integer_set(op.ctx, op.attr("condition")) {
        if op.operands().len() != (set.num_dims + set.num_symbols) as usize {
            return Err(ods::op_error(
                op,
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        verify_dims_and_symbols(op, op.operands(), set.num_dims as usize)?;
    }
    verify_terminators(op)?;
    Ok(())
}

// ---- affine.yield ---------------------------------------------------------------------------

/// `affine.yield`'s verifier: its parent is an `affine.if`, `affine.for` or
/// `affine.parallel` whose result types are the yielded ones.
pub fn verify_yield(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(parent) = op.body.parent_op(op.id) else {
        return Err(ods::op_error(op, "only terminates affine.if/for/parallel regions"));
    };
    let parent = OpRef::new(op.ctx, op.body, parent);
    if !matches!(parent.name(), "affine.if" | "affine.for" | "affine.parallel") {
        return Err(ods::op_error(op, "only terminates affine.if/for/parallel regions"));
    }
    if parent.num_results() != op.operands().len() {
        return Err(ods::op_error(op, "parent of yield must have same number of results as the yield operands"));
    }
    if parent.results().zip(op.operands()).any(|(r, &v)| parent.value_type(r) != op.value_type(v)) {
        return Err(ods::op_error(op, "types mismatch between yield op and its parent"));
    }
    Ok(())
}

// ---- affine.load / affine.store -------------------------------------------------------------

/// `affine.load %m[subscripts] [attrs] : memref<...>`: the subscripts become the `map`
/// attribute and its `index` operands; the result is the memref's element type.
pub fn parse_load(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    st.add_attr(ctx.ident("map"), map_attr(ctx, map));
    p.parse_optional_attr_dict(st)?;
    let (ty, elem) = parse_colon_memref(p)?;
    let m = p.resolve_operand(memref, ty)?;
    st.operands.push(m);
    resolve_index(p, &indices, st)?;
    st.result_types.push(elem);
    Ok(())
}

/// `affine.store %v, %m[subscripts] [attrs] : memref<...>`: as [`parse_load`], with the
/// stored value typed as the memref's element.
pub fn parse_store(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.expect_msg(TokenKind::Comma, "expected ','")?;
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    st.add_attr(ctx.ident("map"), map_attr(ctx, map));
    p.parse_optional_attr_dict(st)?;
    let (ty, elem) = parse_colon_memref(p)?;
    let v = p.resolve_operand(value, elem)?;
    st.operands.push(v);
    let m = p.resolve_operand(memref, ty)?;
    st.operands.push(m);
    resolve_index(p, &indices, st)?;
    Ok(())
}

/// ` %m[subscripts] {attrs} : memref<...>` from the memref operand on.
fn print_access<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, memref_index: usize) {
    let ops = op.operands();
    let Some(map) = affine_map(op.ctx, op.attr("map")).filter(|_| ops.len() > memref_index) else {
        p.print_generic_fallback(op);
        return;
    };
    if memref_index > 0 {
        p.write(" ");
        p.print_operand(ops[0]);
        p.write(",");
    }
    p.write(" ");
    p.print_operand(ops[memref_index]);
    p.write("[");
    print_affine_map_of_ssa_ids(p, map, &ops[memref_index + 1..]);
    p.write("]");
    p.print_optional_attr_dict(op, &["map"]);
    p.write(" : ");
    p.print_type(op.value_type(ops[memref_index]));
}

/// Prints `affine.load` in the form [`parse_load`] reads.
pub fn print_load<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_access(p, op, 0);
}

/// Prints `affine.store` in the form [`parse_store`] reads.
pub fn print_store<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    print_access(p, op, 1);
}

/// MLIR's `verifyMemoryOpIndexing`.
fn verify_indexing(op: OpRef<'_>, memref: Value, indices: &[Value]) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(map) = affine_map(ctx, op.attr("map")) else { return Ok(()) };
    let rank = match ctx.type_data(op.value_type(memref)) {
        TypeData::MemRef { shape, .. } => shape.len(),
        _ => return Ok(()),
    };
    if map.results.len() != rank {
        return Err(ods::op_error(op, "affine map num results must equal memref rank"));
    }
    if (map.num_dims + map.num_symbols) as usize != indices.len() {
        return Err(ods::op_error(op, "expects as many subscripts as affine map inputs"));
    }
    if indices.iter().any(|&v| !is_index(ctx, op.body, v)) {
        return Err(ods::op_error(op, "index to load must have 'index' type"));
    }
    verify_dims_and_symbols(op, indices, map.num_dims as usize)
}

fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `affine.load`'s verifier: the result is the memref's element type, and the subscripts
/// index the memref as MLIR's `verifyMemoryOpIndexing` requires.
pub fn verify_load(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ops = op.operands();
    let Some(&memref) = ops.first() else { return Ok(()) };
    if op.num_results() == 1
        && memref_elem(op.ctx, op.value_type(memref)).is_some_and(|e| e != op.value_type(op.result(0)))
    {
        return Err(ods::op_error(op, "result type must match element type of memref"));
    }
    verify_indexing(op, memref, &ops[1..])
}

/// `affine.store`'s verifier: the stored value is the memref's element type, and the
/// subscripts index the memref as MLIR's `verifyMemoryOpIndexing` requires.
pub fn verify_store(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ops = op.operands();
    if ops.len() < 2 {
        return Ok(());
    }
    if memref_elem(op.ctx, op.value_type(ops[1])).is_some_and(|e| e != op.value_type(ops[0])) {
        return Err(ods::op_error(op, "value to store must have the same type as memref element type"));
    }
    verify_indexing(op, ops[1], &ops[2..])
}

// ---- affine.prefetch ------------------------------------------------------------------------

/// MLIR's `parseKeyword(StringRef *)`: any bare keyword.
fn parse_any_keyword<'a>(p: &mut OpParser<'a>) -> PResult<&'a str> {
    if p.at(TokenKind::BareIdent) {
        return Ok(p.bump().text);
    }
    let at = p.peek().offset;
    p.custom_err_at(at, "expected valid keyword")
}

/// `affine.prefetch %m[subscripts], read|write, locality<N>, data|instr [attrs] :
/// memref<...>`: the subscripts as in [`parse_load`]; the specifiers become the `isWrite`,
/// `localityHint` (i32) and `isDataCache` attributes, checked once the type is read, at the
/// op name, as MLIR checks them.
pub fn parse_prefetch(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    st.add_attr(ctx.ident("map"), map_attr(ctx, map));
    p.expect_literal(",")?;
    let rw = parse_any_keyword(p)?;
    p.expect_literal(",")?;
    if !p.eat_literal("locality") {
        let at = p.peek().offset;
        return p.custom_err_at(at, "expected 'locality'");
    }
    p.expect_literal("<")?;
    let loc = p.current_loc();
    let hint = p.p.parse_attribute(Some(ctx.common().i32))?;
    if !matches!(ctx.attr_data(hint), AttrData::Integer { .. }) {
        return p.custom_err_loc(loc, "invalid kind of attribute specified");
    }
    st.add_attr(ctx.ident("localityHint"), hint);
    p.expect_literal(">")?;
    p.expect_literal(",")?;
    let cache = parse_any_keyword(p)?;
    p.parse_optional_attr_dict(st)?;
    let (ty, _) = parse_colon_memref(p)?;
    let m = p.resolve_operand(memref, ty)?;
    st.operands.push(m);
    resolve_index(p, &indices, st)?;
    if rw != "read" && rw != "write" {
        return p.custom_err_loc(st.loc, "rw specifier has to be 'read' or 'write'");
    }
    st.add_attr(ctx.ident("isWrite"), ctx.bool_attr(rw == "write"));
    if cache != "data" && cache != "instr" {
        return p.custom_err_loc(st.loc, "cache type has to be 'data' or 'instr'");
    }
    st.add_attr(ctx.ident("isDataCache"), ctx.bool_attr(cache == "data"));
    Ok(())
}

/// Prints `affine.prefetch` in the form [`parse_prefetch`] reads.
pub fn print_prefetch<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ops = op.operands();
    let Some(map) = affine_map(op.ctx, op.attr("map")).filter(|_| !ops.is_empty()) else {
        p.print_generic_fallback(op);
        return;
    };
    let flag = |name: &str| op.attr(name).is_some_and(|a| matches!(op.ctx.attr_data(a), AttrData::Bool(true)));
    let hint = match op.attr("localityHint").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => *value,
        _ => 0,
    };
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    print_affine_map_of_ssa_ids(p, map, &ops[1..]);
    p.write("], ");
    p.write(if flag("isWrite") { "write" } else { "read" });
    p.write(&format!(", locality<{hint}>, "));
    p.write(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.write(" : ");
    p.print_type(op.value_type(ops[0]));
}

/// `affine.prefetch`'s verifier (MLIR's `AffinePrefetchOp::verify`): a subscript per
/// memref dimension, an operand per map input, and subscripts that are valid dimensions or
/// symbols.
pub fn verify_prefetch(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ops = op.operands();
    let Some(&memref) = ops.first() else { return Ok(()) };
    if let Some(map) = affine_map(op.ctx, op.attr("map")) {
        let rank = match op.ctx.type_data(op.value_type(memref)) {
            TypeData::MemRef { shape, .. } => shape.len(),
            _ => return Ok(()),
        };
        if map.results.len() != rank {
            return Err(ods::op_error(op, "affine.prefetch affine map num results must equal memref rank"));
        }
        if (map.num_dims + map.num_symbols) as usize + 1 != ops.len() {
            return Err(ods::op_error(op, "too few operands"));
        }
    } else if ops.len() != 1 {
        return Err(ods::op_error(op, "too few operands"));
    }
    let scope = affine_scope(op.body, op.id);
    for &v in &ops[1..] {
        if !is_valid_dim(op.ctx, op.body, v, scope) && !is_valid_symbol(op.ctx, op.body, v, scope) {
            return Err(ods::op_error(op, "index must be a valid dimension or symbol identifier"));
        }
    }
    Ok(())
}

// ---- affine.vector_load / affine.vector_store -----------------------------------------------

/// `: memref<...>, vector<...>`: the memref type, then the vector type (MLIR's
/// `parseType(VectorType &)`, which rejects another kind of type where it starts).
fn parse_memref_and_vector(p: &mut OpParser<'_>) -> PResult<(Type, Type)> {
    let (mt, _) = parse_colon_memref(p)?;
    p.expect_literal(",")?;
    let loc = p.current_loc();
    let vt = p.p.parse_type()?;
    if !matches!(p.ctx().type_data(vt), TypeData::Vector { .. }) {
        let found = crate::print::attrs::type_to_string(p.ctx(), vt);
        return p.custom_err_loc(
            loc,
            format!("invalid kind of type specified: expected builtin.vector, but found '{found}'"),
        );
    }
    Ok((mt, vt))
}

/// `affine.vector_load %m[subscripts] [attrs] : memref<...>, vector<...>`.
pub fn parse_vector_load(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    st.add_attr(ctx.ident("map"), map_attr(ctx, map));
    p.parse_optional_attr_dict(st)?;
    let (mt, vt) = parse_memref_and_vector(p)?;
    let m = p.resolve_operand(memref, mt)?;
    st.operands.push(m);
    resolve_index(p, &indices, st)?;
    st.result_types.push(vt);
    Ok(())
}

/// `affine.vector_store %v, %m[subscripts] [attrs] : memref<...>, vector<...>`.
pub fn parse_vector_store(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    let value = p.parse_operand()?;
    p.expect_literal(",")?;
    let memref = p.parse_operand()?;
    let (map, indices) = parse_affine_map_of_ssa_ids(p)?;
    st.add_attr(ctx.ident("map"), map_attr(ctx, map));
    p.parse_optional_attr_dict(st)?;
    let (mt, vt) = parse_memref_and_vector(p)?;
    let v = p.resolve_operand(value, vt)?;
    st.operands.push(v);
    let m = p.resolve_operand(memref, mt)?;
    st.operands.push(m);
    resolve_index(p, &indices, st)?;
    Ok(())
}

/// Prints `affine.vector_load` in the form [`parse_vector_load`] reads.
pub fn print_vector_load<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    if op.num_results() != 1 {
        p.print_generic_fallback(op);
        return;
    }
    print_access(p, op, 0);
    p.write(", ");
    p.print_type(op.value_type(op.result(0)));
}

/// Prints `affine.vector_store` in the form [`parse_vector_store`] reads.
pub fn print_vector_store<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let Some(&v) = op.operands().first() else {
        p.print_generic_fallback(op);
        return;
    };
    print_access(p, op, 1);
    p.write(", ");
    p.print_type(op.value_type(v));
}

/// MLIR's `verifyVectorMemoryOp`.
fn verify_vector_elements(op: OpRef<'_>, memref: Value, vector: Type) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let velem = match ctx.type_data(vector) {
        TypeData::Vector { elem, .. } => *elem,
        _ => return Ok(()),
    };
    if memref_elem(ctx, op.value_type(memref)).is_some_and(|e| e != velem) {
        return Err(ods::op_error(op, "requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

/// `affine.vector_load`'s verifier: the subscripts index the memref (as affine.load's),
/// and the vector holds the memref's element type.
pub fn verify_vector_load(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ops = op.operands();
    let Some(&memref) = ops.first() else { return Ok(()) };
    verify_indexing(op, memref, &ops[1..])?;
    if op.num_results() == 1 {
        verify_vector_elements(op, memref, op.value_type(op.result(0)))?;
    }
    Ok(())
}

/// `affine.vector_store`'s verifier, as [`verify_vector_load`]'s for the stored vector.
pub fn verify_vector_store(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ops = op.operands();
    if ops.len() < 2 {
        return Ok(());
    }
    verify_indexing(op, ops[1], &ops[2..])?;
    verify_vector_elements(op, ops[1], op.value_type(ops[0]))
}

/// The `custom<...>` directives of the affine assembly formats.
pub mod directives {
    use super::*;
    use crate::dialects::native::memref::directives::{parse_dynamic_index_list_in, print_dynamic_index_list_in};

    /// `(%b0, 16, %b1)`: the basis of affine.delinearize_index and affine.linearize_index
    /// (MLIR's `DynamicIndexList` with `Delimiter::Paren`).
    pub fn parse_paren_index_list<'a>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        values: &mut Vec<UnresolvedOperand<'a>>,
        integers: &mut Option<Attribute>,
    ) -> PResult<()> {
        parse_dynamic_index_list_in(p, st, values, integers, true)
    }

    /// `disjoint` (MLIR's optional group of a `UnitProp`): the unit attribute when the
    /// keyword is written, `false` when not, as MLIR stores the property.
    pub fn parse_disjoint(p: &mut OpParser<'_>, _st: &mut OperationState, attr: &mut Option<Attribute>) -> PResult<()> {
        let ctx = p.ctx();
        *attr = Some(if p.eat_literal("disjoint") { ctx.common().unit } else { ctx.common().false_ });
        Ok(())
    }

    /// Prints `disjoint ` when the property is set.
    pub fn print_disjoint<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, attr: Option<Attribute>) {
        if is_disjoint(op.ctx, attr) {
            p.write("disjoint ");
        }
    }

    /// Prints the basis as [`parse_paren_index_list`] reads it.
    pub fn print_paren_index_list<'a>(
        p: &mut OpPrinter<'a>,
        _op: OpRef<'a>,
        values: ods::Group<'_>,
        integers: Option<Attribute>,
    ) {
        print_dynamic_index_list_in(p, values, integers, true)
    }
}

/// The attributes affine.parallel's custom form writes as syntax, not in its dictionary.
pub const PARALLEL_ELIDED: &[&str] =
    &["reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps"];

/// Whether a `UnitProp` attribute (`disjoint`) is set.
pub fn is_disjoint(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| a == ctx.common().unit || a == ctx.common().true_)
}
