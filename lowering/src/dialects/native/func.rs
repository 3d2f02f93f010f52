//! Native code the `func` spec names: custom syntax, checks and predicates that no
//! declarative spec construct covers.

#[allow(unused_imports)]
use crate::dialects::native::pending::*;
#[allow(unused_imports)]
use crate::diag::Diagnostic;
#[allow(unused_imports)]
use crate::ir::{ods, Attribute, BlockId, Context, OpRef, OperationState, Type};
#[allow(unused_imports)]
use crate::parse::ops::{OpParser, UnresolvedOperand};
#[allow(unused_imports)]
use crate::parse::PResult;
#[allow(unused_imports)]
use crate::print::ops::OpPrinter;

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
                format!("'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    for a in extra.attrs {
        st.add_attr(a.name, a.value);
    }
    f::add_arg_and_result_attrs(p, st, &sig, "arg_attrs", "res_attrs");
    let at = p.peek().offset;
    if p.at_region() {
        if sig.args.len() != sig.arg_types.len() {
            return p.err("expected SSA identifier");
        }
        let r = p.parse_region(st, &sig.args)?;
        let body = st.nested.as_deref().expect("func.func is isolated from above");
        if body.region(r).blocks.is_empty() {
            return p.err_at(at, "expected non-empty function body");
        }
    } else {
        // External function: an empty region.
        let body = st.nested.get_or_insert_with(Default::default);
        let r = body.new_region();
        st.regions.push(r);
    }
    Ok(())
}

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
    p.print_optional_attr_dict_with_keyword(op, &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"]);
    if let Some(&r) = op.regions().first() {
        if !op.regions_body().region(r).blocks.is_empty() {
            p.write(" ");
            p.print_region(op, r, false, true);
        }
    }
}

pub fn verify_call(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_constant(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_func(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}

pub fn verify_return(op: OpRef<'_>) -> Result<(), Diagnostic> {
    pending_check(op)
}
