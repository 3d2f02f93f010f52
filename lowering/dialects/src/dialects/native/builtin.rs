//! Native code the `builtin` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers.

#[allow(unused_imports)]
use crate::diag::Diagnostic;
#[allow(unused_imports)]
use crate::dialects::native::pending::*;
#[allow(unused_imports)]
use crate::ir::{Attribute, BlockId, Context, OpRef, OperationState, Type};
use crate::ods;
#[allow(unused_imports)]
use crate::parse::ops::{OpParser, UnresolvedOperand};
#[allow(unused_imports)]
use crate::parse::PResult;
#[allow(unused_imports)]
use crate::print::ops::OpPrinter;

/// Whether an attribute is a data layout specification (`#dlti.dl_spec<...>`).
fn is_data_layout_spec(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        crate::ir::AttrData::Opaque { dialect, body } => {
            ctx.ident_str(*dialect) == "dlti" && body.starts_with("dl_spec")
        }
        _ => false,
    }
}

/// `builtin.module`: the region constraints and traits Descent's generated checks leave
/// out (a single block without arguments), the optional `Symbol`'s checks, the
/// `ModuleOp` verifier (dialect-prefixed attributes, at most one data layout) and the
/// `SymbolTable` check for duplicate symbols.
pub fn verify_module(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    // The LLVM dialect checks its layout string (MLIR verifies dialect attributes first).
    if let Some(layout) = op.attr("llvm.data_layout").and_then(|a| ctx.str_value(a)) {
        if let Some(e) = super::data_layout::data_layout_error(layout) {
            // MLIR's message ends with a newline, which shows as a blank line.
            return Err(ods::op_error(op, format!("invalid data layout descriptor: {e}\n")));
        }
    }
    let body = op.regions_body();
    let Some(&region) = op.regions().first() else {
        return Ok(());
    };
    let blocks = &body.region(region).blocks;
    let block = blocks.first().copied();
    if blocks.len() != 1 {
        return Err(ods::op_error(op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"));
    }
    if block.is_some_and(|b| !body.block(b).args.is_empty()) {
        return Err(ods::op_error(op, "region should have no arguments"));
    }
    if op.attr("sym_name").is_some() {
        crate::dialects::native::func::verify_symbol(op, false)?;
    }
    for a in op.data().attrs.iter() {
        let name = ctx.ident_str(a.name);
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(ods::op_error(
                op,
                format!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
            ));
        }
    }
    let mut layout: Option<&str> = None;
    for a in op.data().attrs.iter() {
        if !is_data_layout_spec(ctx, a.value) {
            continue;
        }
        let name = ctx.ident_str(a.name);
        if let Some(prev) = layout {
            return Err(ods::op_error(op, "expects at most one data layout attribute")
                .with_note(op.loc(), format!("'{prev}' is a data layout attribute"))
                .with_note(op.loc(), format!("'{name}' is a data layout attribute")));
        }
        layout = Some(name);
    }
    // SymbolTable: symbol names are unique among the ops of the body.
    let mut seen: rustc_hash::FxHashMap<&str, Attribute> = rustc_hash::FxHashMap::default();
    let Some(block) = block else { return Ok(()) };
    for o in body.block_ops(block) {
        let child = OpRef::new(ctx, body, o);
        let Some(name) = child.attr("sym_name").and_then(|a| ctx.str_value(a)) else {
            continue;
        };
        if let Some(&first) = seen.get(name) {
            // MLIR reports it through the redefining op (its note quotes that op).
            crate::verify::note_op(child);
            return Err(Diagnostic::error(child.loc(), format!("redefinition of symbol named '{name}'"))
                .with_note(first, "see existing symbol definition here"));
        }
        seen.insert(name, child.loc());
    }
    Ok(())
}

/// `CastOpInterface`: an unrealized conversion cast needs a result; any types convert.
pub fn verify_unrealized_conversion_cast(op: OpRef<'_>) -> Result<(), Diagnostic> {
    if op.num_results() == 0 {
        return Err(ods::op_error(op, "expected at least one result for cast operation"));
    }
    Ok(())
}

/// `builtin.module`'s syntax, `($sym_name^)? attr-dict-with-keyword $bodyRegion`, with the
/// name parsed as a symbol (`@name`) and the body given its block when written `{}` (as
/// MLIR's parser does for `SingleBlock` ops). For use as the module's custom parser.
pub fn parse_module(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx();
    if let Some(name) = p.parse_optional_symbol_name() {
        let name = ctx.ident_str(name).to_string();
        st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&name));
    }
    p.parse_optional_attr_dict_with_keyword(st)?;
    let r = p.parse_region(st, &[])?;
    if let Some(body) = st.nested.as_deref_mut() {
        if body.region(r).blocks.is_empty() {
            let b = body.new_block();
            body.push_block(r, b);
        }
    }
    Ok(())
}

/// Prints `builtin.module` as MLIR does: ` @name attributes {...} {...}`.
pub fn print_module<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    let ctx = op.ctx;
    if let Some(name) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
        p.write(" ");
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write(" ");
    if let Some(&r) = op.regions().first() {
        p.print_region(op, r, false, true);
    }
}

/// Registers Descent's conversion pattern tables and type conversion rules (everything
/// `spec/conversion/` defines) when `builtin` is registered (`onRegister`), so any context
/// with the built-in dialects converts as `descent opt` does.
pub fn on_register(ctx: &Context) {
    for table in crate::dialects::gen::ALL_PATTERNS {
        crate::conversion::register_patterns(ctx, table);
    }
    for table in crate::dialects::gen::ALL_TYPE_CONVERSIONS {
        crate::conversion::types::register_type_conversions(ctx, table);
    }
}

/// `builtin.unrealized_conversion_cast`'s fold, as MLIR's: a cast to its own input types
/// gives its inputs, and a cast undoing a cast (all of whose results it takes, in order)
/// gives that cast's inputs.
pub fn fold_unrealized_cast(cx: &crate::ir::fold::FoldInput<'_>, _kind: &'static str) -> crate::ir::fold::Folded {
    use crate::ir::fold::{FoldValue, Folded};
    let op = cx.op;
    let inputs = op.operands();
    let types_of =
        |vals: &mut dyn Iterator<Item = crate::ir::Value>| -> Vec<Type> { vals.map(|v| op.value_type(v)).collect() };
    let result_types = types_of(&mut op.results());
    if types_of(&mut inputs.iter().copied()) == result_types {
        return Folded::Replace(inputs.iter().map(|&v| FoldValue::Value(v)).collect());
    }
    let Some(&first) = inputs.first() else { return Folded::None };
    let Some(def) = crate::ir::fold::def_of(op, first) else { return Folded::None };
    if def.name() != "builtin.unrealized_conversion_cast" || !def.results().eq(inputs.iter().copied()) {
        return Folded::None;
    }
    if types_of(&mut def.operands().iter().copied()) != result_types {
        return Folded::None;
    }
    Folded::Replace(def.operands().iter().map(|&v| FoldValue::Value(v)).collect())
}
