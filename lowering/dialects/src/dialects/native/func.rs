//! Native code the `func` spec names: custom syntax, checks and predicates that no
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

/// `func.func`'s custom syntax: `[visibility] @name(%arg: T {attrs}, ...) -> (R {attrs})
/// [attributes {...}] [{ body }]`. Without a body the function is external and its region
/// empty; `sym_visibility`, `sym_name` and `function_type` may not be repeated in the
/// attribute dictionary.
pub fn parse_func_op(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    use crate::dialects::native::function as f;
    let ctx = p.ctx();
    f::parse_optional_visibility(p, st);
    let name = p.parse_symbol_name()?;
    let name = ctx.ident_str(name).to_string();
    st.add_attr(ctx.ident("sym_name"), ctx.string_attr(&name));
    let sig = f::parse_signature(p, false)?;
    let fty = ctx.function_type(&sig.arg_types, &sig.results);
    st.add_attr(ctx.ident("function_type"), ctx.type_attr(fty));
    let dict_at = p.peek().offset;
    let mut extra = OperationState::new(st.name, st.loc);
    p.parse_optional_attr_dict_with_keyword(&mut extra)?;
    for bad in ["sym_visibility", "sym_name", "function_type"] {
        if extra.attr(ctx.ident(bad)).is_some() {
            return p.err_at(
                dict_at,
                format!(
                    "'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            );
        }
    }
    for a in extra.attrs {
        st.add_attr(a.name, a.value);
    }
    f::add_arg_and_result_attrs(p, st, &sig, "arg_attrs", "res_attrs");
    let at = p.peek().offset;
    if p.at_region() {
        // With unnamed arguments the body's entry block declares its own arguments
        // (checked against the signature by the verifier).
        let r = p.parse_region(st, &sig.args)?;
        let body = st.nested.as_deref().expect("func.func is isolated from above");
        if body.region(r).blocks.is_empty() {
            return p.custom_err_at(at, "expected non-empty function body");
        }
    } else {
        // External function: an empty region.
        let body = st.nested.get_or_insert_with(Default::default);
        let r = body.new_region();
        st.regions.push(r);
    }
    Ok(())
}

/// Prints `func.func` in the form [`parse_func_op`] reads.
pub fn print_func_op<'a>(p: &mut OpPrinter<'a>, op: OpRef<'a>) {
    use crate::dialects::native::function as f;
    let ctx = op.ctx;
    p.write(" ");
    if let Some(v) = op.attr("sym_visibility").and_then(|a| ctx.str_value(a)) {
        p.write(v);
        p.write(" ");
    }
    if let Some(n) = op.attr("sym_name").and_then(|a| ctx.str_value(a)) {
        p.print_symbol_name(n);
    }
    let (ins, outs) = match ods::attr_type(op, "function_type").map(|t| ctx.type_data(t)) {
        Some(crate::ir::TypeData::Function { inputs, results }) => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    };
    f::print_signature(p, op, &ins, &outs, false, "arg_attrs", "res_attrs");
    p.print_optional_attr_dict_with_keyword(
        op,
        &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"],
    );
    if let Some(&r) = op.regions().first() {
        if !op.regions_body().region(r).blocks.is_empty() {
            p.write(" ");
            p.print_region(op, r, false, true);
        }
    }
}

fn function_type_of(op: OpRef<'_>) -> Option<(Vec<Type>, Vec<Type>)> {
    match op.ctx.type_data(ods::attr_type(op, "function_type")?) {
        crate::ir::TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

fn quoted_types(ctx: &Context, ts: &[Type]) -> String {
    ts.iter().map(|&t| format!("'{}'", crate::print::attrs::type_to_string(ctx, t))).collect::<Vec<_>>().join(", ")
}

/// The `func.func` a flat symbol reference names, from the nearest symbol table.
fn lookup_func<'a>(op: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
    crate::verify::lookup_symbol(op, name).filter(|f| f.name() == "func.func")
}

/// `func.call`'s symbol use check (`CallOp::verifySymbolUses`).
pub fn verify_call(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(callee) = ods::attr_symbol(op, "callee") else {
        return Err(ods::op_error(op, "requires a 'callee' symbol reference attribute"));
    };
    let Some(func) = lookup_func(op, callee) else {
        return Err(ods::op_error(op, format!("'{callee}' does not reference a valid function")));
    };
    let Some((inputs, results)) = function_type_of(func) else {
        return Ok(());
    };
    if inputs.len() != op.operands().len() {
        return Err(ods::op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (&want, &v)) in inputs.iter().zip(op.operands()).enumerate() {
        let have = op.value_type(v);
        if have != want {
            return Err(ods::op_error(
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    crate::print::attrs::type_to_string(ctx, want),
                    crate::print::attrs::type_to_string(ctx, have)
                ),
            ));
        }
    }
    if results.len() != op.num_results() {
        return Err(ods::op_error(op, "incorrect number of results for callee"));
    }
    let have: Vec<Type> = op.results().map(|v| op.value_type(v)).collect();
    if let Some(i) = (0..results.len()).find(|&i| have[i] != results[i]) {
        return Err(ods::op_error(op, format!("result type mismatch at index {i}"))
            .with_note(op.loc(), format!("      op result types: {}", quoted_types(ctx, &have)))
            .with_note(op.loc(), format!("function result types: {}", quoted_types(ctx, &results))));
    }
    Ok(())
}

/// `func.constant`'s symbol use check.
pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let Some(name) = ods::attr_symbol(op, "value") else {
        return Ok(());
    };
    let Some(func) = lookup_func(op, name) else {
        return Err(ods::op_error(op, format!("reference to undefined function '{name}'")));
    };
    let fty = ods::attr_type(func, "function_type");
    let Some(r) = op.results().next() else {
        return Ok(());
    };
    if fty != Some(op.value_type(r)) {
        return Err(ods::op_error(op, "reference to function with mismatched type"));
    }
    Ok(())
}

/// The `Symbol` interface's checks (`verifySymbol` and the declaration/parent rules),
/// shared with other symbol ops.
pub fn verify_symbol(op: OpRef<'_>, is_declaration: bool) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    if op.attr("sym_name").and_then(|a| ctx.str_value(a)).is_none() {
        return Err(ods::op_error(op, "requires string attribute 'sym_name'"));
    }
    let mut public = true;
    if let Some(vis) = op.attr("sym_visibility") {
        let Some(v) = ctx.str_value(vis) else {
            let mut s = String::new();
            crate::print::attrs::write_attr(&mut s, ctx, vis, None);
            return Err(ods::op_error(
                op,
                format!("requires visibility attribute 'sym_visibility' to be a string attribute, but got {s}"),
            ));
        };
        if !["public", "private", "nested"].contains(&v) {
            let mut s = String::new();
            crate::print::attrs::write_attr(&mut s, ctx, vis, None);
            return Err(ods::op_error(
                op,
                format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {s}"),
            ));
        }
        public = v == "public";
    }
    if is_declaration && public {
        return Err(ods::op_error(op, "symbol declaration cannot have public visibility"));
    }
    if let Some(parent) = crate::verify::ancestors(op).first() {
        if let Some(info) = parent.info() {
            if !info.has_trait(crate::ir::Traits::SYMBOL_TABLE) {
                return Err(ods::op_error(op, "symbol's parent must have the SymbolTable trait"));
            }
        }
    }
    Ok(())
}

/// The `FunctionOpInterface` checks: argument/result attribute arrays (right length,
/// dialect attributes only) and entry block arguments matching the signature.
pub fn verify_function_like(op: OpRef<'_>, arg_attrs_name: &str, res_attrs_name: &str) -> Result<(), Diagnostic> {
    use crate::ir::AttrData;
    let ctx = op.ctx;
    let Some((inputs, results)) = function_type_of(op) else {
        return Ok(());
    };
    let check = |name: &str, n: usize, what: &str, noun: &str| -> Result<(), Diagnostic> {
        let Some(a) = op.attr(name) else {
            return Ok(());
        };
        let AttrData::Array(items) = ctx.attr_data(a) else {
            return Ok(());
        };
        if items.len() != n {
            return Err(ods::op_error(
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {noun}s, got {}, but expected {n}",
                    items.len()
                ),
            ));
        }
        for &d in items.iter() {
            let AttrData::Dictionary(entries) = ctx.attr_data(d) else {
                let mut s = String::new();
                crate::print::attrs::write_attr(&mut s, ctx, d, None);
                return Err(ods::op_error(
                    op,
                    format!("expects {what} attribute dictionary to be a DictionaryAttr, but got `{s}`"),
                ));
            };
            if entries.iter().any(|e| !ctx.ident_str(e.name).contains('.')) {
                let plural = if what == "argument" { "arguments" } else { "results" };
                return Err(ods::op_error(op, format!("{plural} may only have dialect attributes")));
            }
        }
        Ok(())
    };
    check(arg_attrs_name, inputs.len(), "argument", "argument")?;
    check(res_attrs_name, results.len(), "result", "result")?;
    let Some(&region) = op.regions().first() else {
        return Ok(());
    };
    let body = op.regions_body();
    let Some(entry) = body.entry_block(region) else {
        return Ok(());
    };
    let args = &body.block(entry).args;
    if args.len() != inputs.len() {
        return Err(ods::op_error(
            op,
            format!("entry block must have {} arguments to match function signature", inputs.len()),
        ));
    }
    for (i, (&a, &want)) in args.iter().zip(&inputs).enumerate() {
        let have = body.value_type(a);
        if have != want {
            return Err(ods::op_error(
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    crate::print::attrs::type_to_string(ctx, have),
                    crate::print::attrs::type_to_string(ctx, want)
                ),
            ));
        }
    }
    Ok(())
}

/// `func.func`: the `Symbol` and `FunctionOpInterface` checks, in MLIR's order.
pub fn verify_func(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    let external = op.regions().first().is_none_or(|&r| body.region(r).blocks.is_empty());
    verify_symbol(op, external)?;
    verify_function_like(op, "arg_attrs", "res_attrs")
}

/// `func.return`: operands match the enclosing function's results.
pub fn verify_return(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(func) = crate::verify::ancestors(op).into_iter().next() else {
        return Ok(());
    };
    if func.name() != "func.func" {
        return Ok(());
    }
    let Some((_, results)) = function_type_of(func) else {
        return Ok(());
    };
    let fname = func.attr("sym_name").and_then(|a| ctx.str_value(a)).unwrap_or("");
    let n = op.operands().len();
    if n != results.len() {
        return Err(ods::op_error(
            op,
            format!("has {n} operands, but enclosing function (@{fname}) returns {}", results.len()),
        ));
    }
    for (i, (&v, &want)) in op.operands().iter().zip(&results).enumerate() {
        let have = op.value_type(v);
        if have != want {
            return Err(Diagnostic::error(
                op.loc(),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{fname}",
                    crate::print::attrs::type_to_string(ctx, have),
                    crate::print::attrs::type_to_string(ctx, want)
                ),
            ));
        }
    }
    Ok(())
}
