//! Native code the `index` spec names: the `#index<cmp_predicate slt>` attribute of
//! `index.cmp` (its check, its value and its custom syntax), the cast compatibility check,
//! the result names of the constants, and the constant materializer of the dialect's
//! folds (its folders are in `fold_index`).

use crate::diag::Diagnostic;
use crate::dialects::gen::index::INDEX_CMP_PREDICATE_CASES_ENUM as CASES;
use crate::ir::{AttrData, Attribute, Context, OpRef, OperationState, Type, TypeData};
use crate::ods;
use crate::parse::ops::OpParser;
use crate::parse::PResult;
use crate::print::attrs::type_to_string;
use crate::print::ops::OpPrinter;

/// The case value of a `#index<cmp_predicate kw>` attribute. The runtime keeps the
/// attribute as written (an opaque `index` attribute), so the keyword may be quoted and
/// spaced freely, as MLIR's parser allows.
pub fn cmp_predicate_value(ctx: &Context, a: Attribute) -> Option<u64> {
    let AttrData::Opaque { dialect, body } = ctx.attr_data(a) else { return None };
    if ctx.ident_str(*dialect) != "index" {
        return None;
    }
    let inner = body.trim().strip_prefix('<')?.strip_suffix('>')?.trim();
    let rest = inner.strip_prefix("cmp_predicate")?;
    // `cmp_predicateslt` is one identifier, not the mnemonic and a keyword.
    if !rest.starts_with(|c: char| c.is_whitespace() || c == '"') {
        return None;
    }
    let rest = rest.trim();
    let kw = match rest.strip_prefix('"') {
        Some(q) => q.strip_suffix('"').filter(|k| !k.contains(['"', '\\']))?,
        None => rest,
    };
    CASES.value(kw)
}

/// `#index<cmp_predicate kw>` for a case value (`None` for a value that is no case).
pub fn cmp_predicate_attr(ctx: &Context, value: u64) -> Option<Attribute> {
    let kw = CASES.keyword(value)?;
    let body = format!("<cmp_predicate {kw}>");
    Some(ctx.intern_attr(AttrData::Opaque { dialect: ctx.ident("index"), body: body.into() }))
}

/// The constraint of `index.cmp`'s `pred`.
pub fn is_cmp_predicate(ctx: &Context, a: Attribute) -> bool {
    cmp_predicate_value(ctx, a).is_some()
}

/// CastOpInterface's check for `index.casts`/`index.castu`: exactly one of the operand
/// and result types is `index`.
pub fn verify_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (Some(&input), Some(output)) = (op.operands().first(), op.results().next()) else { return Ok(()) };
    let (i, o) = (op.value_type(input), op.value_type(output));
    let is_index = |t| matches!(ctx.type_data(t), TypeData::Index);
    if is_index(i) != is_index(o) {
        return Ok(());
    }
    Err(ods::op_error(
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, i),
            type_to_string(ctx, o)
        ),
    ))
}

/// `%idx42`, `%idx-1`: the value as a signed 64-bit integer (index constants are kept in
/// 64 bits).
pub fn constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(usize, String)) {
    if let Some(v) = op.attr("value").and_then(|a| op.ctx.int_value(a)) {
        set(0, format!("idx{}", v as i64));
    }
}

/// `%true` / `%false`.
pub fn bool_constant_result_names(op: OpRef<'_>, set: &mut dyn FnMut(usize, String)) {
    if let Some(v) = op.attr("value").and_then(|a| op.ctx.int_value(a)) {
        set(0, if v != 0 { "true" } else { "false" }.to_string());
    }
}

/// The `custom<...>` directives of the index assembly formats.
pub mod directives {
    use super::*;
    use crate::parse::lexer::TokenKind;

    /// The predicate keyword of `index.cmp slt(...)`, bare or quoted.
    pub fn parse_cmp_predicate<'a>(
        p: &mut OpParser<'a>,
        _st: &mut OperationState,
        pred: &mut Option<Attribute>,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let t = p.peek();
        let kw = match t.kind {
            TokenKind::BareIdent => {
                p.bump();
                t.text.to_string()
            }
            TokenKind::String => p.parse_string()?,
            _ => return failed(p, t.offset, "expected valid keyword or string".into()),
        };
        match CASES.value(&kw).and_then(|v| cmp_predicate_attr(ctx, v)) {
            Some(a) => {
                *pred = Some(a);
                Ok(())
            }
            None => {
                let cases: Vec<&str> = CASES.cases.iter().map(|c| c.0).collect();
                let msg = format!("expected ::mlir::index::IndexCmpPredicate to be one of: {}", cases.join(", "));
                failed(p, t.offset, msg)
            }
        }
    }

    /// `msg` at `offset`, then MLIR's second error about the attribute parameter, where
    /// the parser stopped.
    fn failed<T>(p: &OpParser<'_>, offset: u32, msg: String) -> PResult<T> {
        let then = "failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a \
                    `::mlir::index::IndexCmpPredicate`";
        let second = p.custom_err_at::<()>(p.peek().offset, then).err();
        match p.custom_err_at::<T>(offset, msg) {
            Err(mut first) => {
                first.notes.extend(second.map(|d| *d));
                Err(first)
            }
            ok => ok,
        }
    }

    /// Prints the predicate keyword of `index.cmp` (`slt`, `ule`, ...), bare.
    pub fn print_cmp_predicate<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>, pred: Option<Attribute>) {
        let kw = pred.and_then(|a| cmp_predicate_value(op.ctx, a)).and_then(|v| CASES.keyword(v));
        match kw {
            Some(kw) => p.write(kw),
            // Only a verified op is printed in custom form, so this is not reached.
            None => p.write("<<invalid>>"),
        }
    }
}

/// Registers the dialect's constant materializer (`onRegister`).
pub fn on_register(ctx: &Context) {
    crate::conversion::fold::register_constant_materializer(ctx, "index", materialize_constant);
}

/// `IndexDialect::materializeConstant`: a bool of type `i1` becomes an
/// `index.bool.constant`, an index integer of type `index` an `index.constant`; nothing
/// else has a constant op (a cast folded to `i32` stays unfolded).
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OperationState> {
    use crate::dialects::gen::index::{BoolConstantOp, ConstantOp};
    let i1 = ctx.common().i1;
    match ctx.attr_data(value) {
        AttrData::Bool(_) if ty == i1 => Some(BoolConstantOp::build(ctx, loc, Some(value), ty)),
        // An integer attribute of type i1 is MLIR's BoolAttr.
        &AttrData::Integer { ty: t, value: v } if t == i1 && ty == i1 => {
            Some(BoolConstantOp::build(ctx, loc, Some(ctx.bool_attr(v & 1 != 0)), ty))
        }
        &AttrData::Integer { ty: t, .. }
            if matches!(ctx.type_data(t), TypeData::Index) && matches!(ctx.type_data(ty), TypeData::Index) =>
        {
            Some(ConstantOp::build(ctx, loc, Some(value), ty))
        }
        _ => None,
    }
}
