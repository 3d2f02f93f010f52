//! The C++ verifiers of MLIR 22's LLVM dialect ops (`verify`, `verifyRegions` and
//! `verifySymbolUses`), with MLIR's messages. Types in messages are quoted as MLIR's
//! diagnostics quote streamed types.

use super::directives::{case_values_of, element_type_at};
use super::types::target_ext_supports_mem_ops;
use super::{
    enum_kw, int_list, is_compatible, is_compatible_float, is_compatible_vector, llvm_attr_mnemonic, op_enum,
    operand_segments, split_segments, GEP_DYNAMIC_INDEX,
};
use crate::diag::Diagnostic;
use crate::dialects::gen::llvm_enums as en;
use crate::ir::{AttrData, Attribute, Body, Context, OpRef, Traits, Type, TypeData, Value, ValueDef};
use crate::llvm_types::{self, LlvmType};
use crate::ods;
use crate::print::attrs::attr_to_string;
use crate::print::attrs::type_to_string;

type VResult = Result<(), Diagnostic>;

fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn op_err(op: OpRef<'_>, msg: impl AsRef<str>) -> Diagnostic {
    ods::op_error(op, msg)
}

/// `emitError` (no `'name' op` prefix).
fn plain_err(op: OpRef<'_>, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(op.loc(), msg)
}

fn result_type(op: OpRef<'_>, i: usize) -> Option<Type> {
    (i < op.num_results()).then(|| op.value_type(op.result(i)))
}

fn operand_type(op: OpRef<'_>, i: usize) -> Option<Type> {
    op.operands().get(i).map(|&v| op.value_type(v))
}

/// The op defining `v`, if it is an op result.
fn defining_op<'a>(body: &'a Body, ctx: &'a Context, v: Value) -> Option<OpRef<'a>> {
    match body.value(v).def {
        ValueDef::OpResult { op, .. } => Some(OpRef::new(ctx, body, op)),
        _ => None,
    }
}

/// The nearest enclosing op named `name`.
fn parent_of_type<'a>(op: OpRef<'a>, name: &str) -> Option<OpRef<'a>> {
    crate::verify::ancestors(op).into_iter().find(|a| a.name() == name)
}

/// MLIR's `satisfiesLLVMModule`: a symbol table that is isolated from above.
fn satisfies_llvm_module(op: OpRef<'_>) -> bool {
    op.info().is_some_and(|i| i.has_trait(Traits::SYMBOL_TABLE) && i.has_trait(Traits::ISOLATED_FROM_ABOVE))
}

fn check_module_level(op: OpRef<'_>) -> VResult {
    if let Some(parent) = crate::verify::ancestors(op).into_iter().next() {
        if !satisfies_llvm_module(parent) {
            return Err(op_err(op, "must appear at the module level"));
        }
    }
    Ok(())
}

/// Ops of the blocks of `op`'s regions (in the body holding them).
fn region_ops<'a>(op: OpRef<'a>) -> Vec<OpRef<'a>> {
    let body = op.regions_body();
    let mut out = Vec::new();
    for &r in op.regions() {
        for &b in &body.region(r).blocks {
            for o in body.block_ops(b) {
                out.push(OpRef::new(op.ctx, body, o));
            }
        }
    }
    out
}

/// Every op nested in `op` (pre-order), across isolated bodies.
fn walk<'a>(op: OpRef<'a>, out: &mut Vec<OpRef<'a>>) {
    for o in region_ops(op) {
        out.push(o);
        walk(o, out);
    }
}

/// Looks up a (possibly nested) symbol reference from the op being verified.
fn lookup_symbol_ref<'a>(op: OpRef<'a>, a: Attribute) -> Option<OpRef<'a>> {
    let ctx = op.ctx;
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(a) else {
        return None;
    };
    let mut cur = crate::verify::lookup_symbol(op, ctx.ident_str(*root))?;
    for n in nested.iter() {
        let name = ctx.ident_str(*n);
        cur = region_ops(cur).into_iter().find(|o| o.attr("sym_name").and_then(|s| ctx.str_value(s)) == Some(name))?;
    }
    Some(cur)
}

fn flat_symbol(ctx: &Context, a: Option<Attribute>) -> Option<&str> {
    match ctx.attr_data(a?) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root)),
        _ => None,
    }
}

fn is_external_func(f: OpRef<'_>) -> bool {
    match f.regions().first() {
        Some(&r) => f.regions_body().region(r).blocks.is_empty(),
        None => true,
    }
}

fn llvm_func_sig(ctx: &Context, t: Option<Type>) -> Option<(Type, Vec<Type>, bool)> {
    match llvm_types::view(ctx, t?)? {
        LlvmType::Func { ret, params, var_arg } => Some((ret, params.to_vec(), var_arg)),
        _ => None,
    }
}

fn is_void(ctx: &Context, t: Type) -> bool {
    llvm_types::is_void(ctx, t)
}

/// Whether an op is free of memory effects (MLIR's `MemoryEffectOpInterface::hasNoEffect`).
fn has_no_effect(op: OpRef<'_>) -> bool {
    op.info().is_some_and(|i| i.has_trait(Traits::PURE) || i.has_trait(Traits::NO_MEMORY_EFFECT))
}

fn vector_info(ctx: &Context, t: Type) -> Option<(i64, bool, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, elem } => {
            Some((shape.iter().product(), scalable.iter().any(|s| *s), *elem))
        }
        _ => None,
    }
}

/// The type's size in bits for atomics (the default data layout).
fn atomic_bit_width(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width as u64),
        _ if llvm_types::is_ptr(ctx, t) => Some(64),
        TypeData::Float(k) => Some(k.width() as u64),
        TypeData::Opaque { .. } if is_compatible_float(ctx, t) => Some(128),
        _ => None,
    }
}

/// MLIR's `isTypeCompatibleWithAtomicOp`.
fn atomic_compatible(ctx: &Context, t: Type) -> bool {
    let ok_kind = matches!(ctx.type_data(t), TypeData::Integer { .. })
        || llvm_types::is_ptr(ctx, t)
        || is_compatible_float(ctx, t);
    if !ok_kind {
        return false;
    }
    match atomic_bit_width(ctx, t) {
        Some(w) => w >= 8 && w.is_power_of_two(),
        None => false,
    }
}

fn ordering_kw(v: u64) -> &'static str {
    enum_kw(&en::LLVM_ATOMIC_ORDERING_ATTR_ENUM, v)
}

const NOT_ATOMIC: u64 = 0;
const UNORDERED: u64 = 1;
const MONOTONIC: u64 = 2;
const ACQUIRE: u64 = 4;
const RELEASE: u64 = 5;
const ACQ_REL: u64 = 6;

// =======================================================================================
// Functions, returns, calls
// =======================================================================================

/// `LLVMDialect::verifyParameterAttribute` for an `llvm.*` argument or result attribute.
fn verify_param_attr(op: OpRef<'_>, ty: Type, name: &str, value: Attribute) -> VResult {
    let ctx = op.ctx;
    let check_ty = is_compatible(ctx, ty);
    let data = ctx.attr_data(value);
    let is_ptr = llvm_types::is_ptr(ctx, ty);
    let is_int = matches!(ctx.type_data(ty), TypeData::Integer { .. });
    let unit = || -> VResult {
        if !matches!(data, AttrData::Unit) {
            return Err(plain_err(op, format!("\"{name}\" should be a unit attribute")));
        }
        Ok(())
    };
    let ptr = || -> VResult {
        if check_ty && !is_ptr {
            return Err(plain_err(op, format!("\"{name}\" attribute attached to non-pointer LLVM type")));
        }
        Ok(())
    };
    let int_attr = || -> VResult {
        if !matches!(data, AttrData::Integer { .. } | AttrData::Bool(_)) {
            return Err(plain_err(op, format!("\"{name}\" should be an integer attribute")));
        }
        Ok(())
    };
    match name {
        "llvm.noalias" | "llvm.readonly" | "llvm.readnone" | "llvm.writeonly" | "llvm.nest" | "llvm.nocapture"
        | "llvm.nofree" | "llvm.nonnull" => {
            unit()?;
            ptr()
        }
        "llvm.sret" | "llvm.byval" | "llvm.byref" | "llvm.elementtype" | "llvm.inalloca" | "llvm.preallocated" => {
            if !matches!(data, AttrData::Type(_)) {
                return Err(plain_err(op, format!("\"{name}\" should be a type attribute")));
            }
            ptr()
        }
        "llvm.signext" | "llvm.zeroext" => {
            unit()?;
            if check_ty && !is_int {
                return Err(plain_err(op, format!("\"{name}\" attribute attached to non-integer LLVM type")));
            }
            Ok(())
        }
        "llvm.align" | "llvm.dereferenceable" | "llvm.dereferenceable_or_null" => {
            int_attr()?;
            ptr()
        }
        "llvm.alignstack" => int_attr(),
        "llvm.noundef" | "llvm.inreg" | "llvm.returned" => unit(),
        _ => Ok(()),
    }
}

const INVALID_RESULT_ATTRS: [&str; 15] = [
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

/// `arg_attrs` / `res_attrs` of a function (FunctionOpInterface and the LLVM dialect's
/// argument/result attribute verification).
fn verify_arg_attr_dicts(op: OpRef<'_>, name: &str, types: &[Type], what: &str, plural: &str) -> VResult {
    let ctx = op.ctx;
    let n = types.len();
    let Some(a) = op.attr(name) else {
        return Ok(());
    };
    let AttrData::Array(items) = ctx.attr_data(a) else {
        return Ok(());
    };
    if items.len() != n {
        return Err(op_err(
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {n}",
                items.len()
            ),
        ));
    }
    for (i, &d) in items.iter().enumerate() {
        let AttrData::Dictionary(entries) = ctx.attr_data(d) else {
            return Err(op_err(
                op,
                format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    attr_to_string(ctx, d)
                ),
            ));
        };
        for e in entries.iter() {
            let en = ctx.ident_str(e.name);
            if !en.contains('.') {
                return Err(op_err(op, format!("{plural} may only have dialect attributes")));
            }
            if !en.starts_with("llvm.") {
                continue;
            }
            if what == "result" {
                if is_void(ctx, types[i]) {
                    return Err(plain_err(op, "cannot attach result attributes to functions with a void return"));
                }
                if INVALID_RESULT_ATTRS.contains(&en) {
                    return Err(plain_err(op, format!("\"{en}\" is not a valid result attribute")));
                }
            }
            verify_param_attr(op, types[i], en, e.value)?;
        }
    }
    Ok(())
}

/// `llvm.func`'s verifier: argument and result attributes, entry block arguments matching
/// the signature, no `common` linkage, `external`/`extern_weak` linkage for declarations, a
/// comdat naming a selector, compatible inlining attributes, one landingpad/resume type per
/// function, distinct block tags, and LLVM-typed entry arguments.
pub fn verify_func(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some((ret, params, _)) = llvm_func_sig(ctx, ods::attr_type(op, "function_type")) else {
        return Ok(());
    };
    let results: Vec<Type> = if is_void(ctx, ret) { Vec::new() } else { vec![ret] };
    // FunctionOpInterface.
    verify_arg_attr_dicts(op, "arg_attrs", &params, "argument", "arguments")?;
    verify_arg_attr_dicts(op, "res_attrs", &results, "result", "results")?;
    if op.regions().len() != 1 {
        return Err(op_err(op, "expects one region"));
    }
    let external = is_external_func(op);
    if !external {
        let body = op.regions_body();
        let entry = body.region(op.regions()[0]).blocks[0];
        let args = &body.block(entry).args;
        if args.len() != params.len() {
            return Err(op_err(
                op,
                format!("entry block must have {} arguments to match function signature", params.len()),
            ));
        }
        for (i, (&a, &t)) in args.iter().zip(params.iter()).enumerate() {
            let at = body.value_type(a);
            if at != t {
                return Err(op_err(
                    op,
                    format!(
                        "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                        q(ctx, at),
                        q(ctx, t)
                    ),
                ));
            }
        }
    }
    // LLVMFuncOp::verify.
    let linkage = op_enum(op, "linkage").unwrap_or(0);
    if linkage == 10 {
        return Err(op_err(op, "functions cannot have 'common' linkage"));
    }
    verify_comdat_attr(op)?;
    if external {
        if linkage != 0 && linkage != 9 {
            return Err(op_err(op, "external functions must have 'external' or 'extern_weak' linkage"));
        }
        return Ok(());
    }
    if op.attr("no_inline").is_some() && op.attr("always_inline").is_some() {
        return Err(plain_err(op, "no_inline and always_inline attributes are incompatible"));
    }
    if op.attr("optimize_none").is_some() && op.attr("no_inline").is_none() {
        return Err(op_err(op, "with optimize_none must also be no_inline"));
    }
    let mut nested = Vec::new();
    walk(op, &mut nested);
    let mut lp_ty: Option<Type> = None;
    for o in &nested {
        let (t, msg) = match o.name() {
            "llvm.landingpad" => {
                (result_type(*o, 0), "'llvm.landingpad' should have a consistent result type inside a function")
            }
            "llvm.resume" => {
                (operand_type(*o, 0), "'llvm.resume' should have a consistent input type inside a function")
            }
            _ => continue,
        };
        let Some(t) = t else { continue };
        match lp_ty {
            None => lp_ty = Some(t),
            Some(prev) if prev != t => return Err(plain_err(op, msg)),
            _ => {}
        }
    }
    let mut tags: Vec<Attribute> = Vec::new();
    for o in &nested {
        if o.name() == "llvm.blocktag" {
            if let Some(t) = o.attr("tag") {
                if tags.contains(&t) {
                    let id = attr_to_string(ctx, t);
                    let id = id.rsplit('=').next().unwrap_or("").trim().trim_end_matches('>').trim().to_string();
                    return Err(plain_err(*o, format!("duplicate block tag '{id}' in the same function: ")));
                }
                tags.push(t);
            }
        }
    }
    // verifyRegions.
    let body = op.regions_body();
    let entry = body.region(op.regions()[0]).blocks[0];
    for (i, &a) in body.block(entry).args.iter().enumerate().take(params.len()) {
        if !is_compatible(ctx, body.value_type(a)) {
            return Err(op_err(op, format!("entry block argument #{i} is not of LLVM type")));
        }
    }
    Ok(())
}

/// `llvm.return`'s verifier: no operand in a void function, otherwise one of the function's
/// result type.
pub fn verify_return(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(parent) = parent_of_type(op, "llvm.func") else {
        return Ok(());
    };
    let Some((ret, _, _)) = llvm_func_sig(ctx, ods::attr_type(parent, "function_type")) else {
        return Ok(());
    };
    let arg = operand_type(op, 0);
    let fail = |msg: &str| Err(op_err(op, msg).with_note(parent.loc(), "when returning from function"));
    if is_void(ctx, ret) {
        if arg.is_none() {
            return Ok(());
        }
        return fail("expected no operands");
    }
    let Some(at) = arg else {
        return fail("expected 1 operand");
    };
    if at != ret {
        return fail("mismatching result types");
    }
    Ok(())
}

fn verify_operand_bundles(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let tags: Vec<Attribute> = match op.attr("op_bundle_tags").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    if tags.iter().any(|&t| ctx.str_value(t).is_none()) {
        return Err(plain_err(op, "operand bundle tag must be a StringAttr"));
    }
    let n = ods::attr_dense_ints(op, "op_bundle_sizes").map(|s| s.len()).unwrap_or(0);
    if n != tags.len() {
        return Err(plain_err(op, format!("expected {n} operand bundle tags, but actually got {}", tags.len())));
    }
    Ok(())
}

/// `verifyCallOpVarCalleeType`; `args` are the argument operands (without the callee).
fn verify_var_callee_type(op: OpRef<'_>, args: &[Value]) -> VResult {
    let ctx = op.ctx;
    let Some(vt) = ods::attr_type(op, "var_callee_type") else {
        return Ok(());
    };
    let Some((ret, params, var_arg)) = llvm_func_sig(ctx, Some(vt)) else {
        return Ok(());
    };
    if !var_arg {
        return Err(op_err(op, "expected var_callee_type to be a variadic function type"));
    }
    if params.len() > args.len() {
        return Err(op_err(op, format!("expected var_callee_type to have at most {} parameters", args.len())));
    }
    for (&pt, &a) in params.iter().zip(args.iter()) {
        let at = op.value_type(a);
        if pt != at {
            return Err(op_err(
                op,
                format!("var_callee_type parameter type mismatch: {} != {}", q(ctx, pt), q(ctx, at)),
            ));
        }
    }
    match result_type(op, 0) {
        None => {
            if !is_void(ctx, ret) {
                return Err(op_err(op, "expected var_callee_type to return void"));
            }
        }
        Some(rt) => {
            if rt != ret {
                return Err(op_err(
                    op,
                    format!("var_callee_type return type mismatch: {} != {}", q(ctx, ret), q(ctx, rt)),
                ));
            }
        }
    }
    Ok(())
}

/// `llvm.call`'s verifier: the operand bundles, `var_callee_type`, a pointer callee for
/// indirect calls, and for direct calls a callee that is an `llvm.func` or
/// `llvm.mlir.ifunc` whose signature the operands and result match (with
/// `var_callee_type` for variadic callees).
pub fn verify_call(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    verify_operand_bundles(op)?;
    let segs = operand_segments(op, 2);
    let callee_ops = &segs[0];
    let callee = flat_symbol(ctx, op.attr("callee"));
    let is_indirect = callee.is_none();
    let args: Vec<Value> = callee_ops.iter().skip(usize::from(is_indirect)).copied().collect();
    verify_var_callee_type(op, &args)?;
    let fn_type = match callee {
        None => {
            let Some(&first) = op.operands().first() else {
                return Err(op_err(op, "must have either a `callee` attribute or at least an operand"));
            };
            let t = op.value_type(first);
            if !llvm_types::is_ptr(ctx, t) {
                return Err(op_err(op, format!("indirect call expects a pointer as callee: {}", q(ctx, t))));
            }
            return Ok(());
        }
        Some(name) => {
            let Some(f) = crate::verify::lookup_symbol(op, name) else {
                return Err(op_err(op, format!("'{name}' does not reference a symbol in the current scope")));
            };
            match f.name() {
                "llvm.func" => ods::attr_type(f, "function_type"),
                "llvm.mlir.ifunc" => ods::attr_type(f, "i_func_type"),
                _ => {
                    return Err(op_err(op, format!("'{name}' does not reference a valid LLVM function or IFunc")));
                }
            }
        }
    };
    let Some(fn_type) = fn_type else {
        return Ok(());
    };
    let Some((ret, params, var_arg)) = llvm_func_sig(ctx, Some(fn_type)) else {
        return Err(op_err(op, format!("callee does not have a functional type: {}", q(ctx, fn_type))));
    };
    if var_arg && op.attr("var_callee_type").is_none() {
        return Err(op_err(op, "missing var_callee_type attribute for vararg call"));
    }
    let nargs = callee_ops.len() - usize::from(is_indirect);
    if !var_arg && params.len() != nargs {
        return Err(op_err(
            op,
            format!("incorrect number of operands ({nargs}) for callee (expecting: {})", params.len()),
        ));
    }
    if params.len() > nargs {
        return Err(op_err(
            op,
            format!("incorrect number of operands ({nargs}) for varargs callee (expecting at least: {})", params.len()),
        ));
    }
    for (i, &pt) in params.iter().enumerate() {
        let Some(at) = operand_type(op, i + usize::from(is_indirect)) else {
            break;
        };
        if at != pt {
            return Err(op_err(op, format!("operand type mismatch for operand {i}: {} != {}", q(ctx, at), q(ctx, pt))));
        }
    }
    let nres = op.num_results();
    if nres == 0 && !is_void(ctx, ret) {
        return Err(op_err(op, "expected function call to produce a value"));
    }
    if nres != 0 && is_void(ctx, ret) {
        return Err(op_err(op, "calling function with void result must not produce values"));
    }
    if nres > 1 {
        return Err(op_err(op, "expected LLVM function call to produce 0 or 1 result"));
    }
    if let Some(rt) = result_type(op, 0) {
        if rt != ret {
            return Err(op_err(op, format!("result type mismatch: {} != {}", q(ctx, rt), q(ctx, ret))));
        }
    }
    Ok(())
}

/// `llvm.invoke`'s verifier: `var_callee_type`, an unwind destination starting with
/// `llvm.landingpad`, and the operand bundles.
pub fn verify_invoke(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let segs = operand_segments(op, 4);
    let is_indirect = flat_symbol(ctx, op.attr("callee")).is_none();
    let args: Vec<Value> = segs[0].iter().skip(usize::from(is_indirect)).copied().collect();
    verify_var_callee_type(op, &args)?;
    if let Some(&unwind) = op.successors().get(1) {
        let body = op.body;
        match body.block(unwind).first {
            None => return Err(plain_err(op, "must have at least one operation in unwind destination")),
            Some(first) => {
                if OpRef::new(ctx, body, first).name() != "llvm.landingpad" {
                    return Err(plain_err(
                        op,
                        "first operation in unwind destination should be a llvm.landingpad operation",
                    ));
                }
            }
        }
    }
    verify_operand_bundles(op)
}

/// `llvm.call_intrinsic`'s verifier: an `llvm.` intrinsic name and the operand bundles.
pub fn verify_call_intrinsic(op: OpRef<'_>) -> VResult {
    if !ods::attr_str(op, "intrin").unwrap_or("").starts_with("llvm.") {
        return Err(op_err(op, "intrinsic name must start with 'llvm.'"));
    }
    verify_operand_bundles(op)
}

/// `llvm.intr.assume`'s verifier: one string tag per operand bundle.
pub fn verify_assume(op: OpRef<'_>) -> VResult {
    verify_operand_bundles(op)
}

/// `llvm.landingpad`'s verifier: a function with a personality, a clause or `cleanup`, and
/// clauses that are constants (`llvm.mlir.zero`, `llvm.mlir.addressof` or a bitcast of
/// one) or arrays.
pub fn verify_landingpad(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    if let Some(f) = parent_of_type(op, "llvm.func") {
        if f.attr("personality").is_none() {
            return Err(plain_err(op, "llvm.landingpad needs to be in a function with a personality"));
        }
    }
    if op.attr("cleanup").is_none() && op.operands().is_empty() {
        return Err(plain_err(op, "landingpad instruction expects at least one clause or cleanup attribute"));
    }
    for (idx, &v) in op.operands().iter().enumerate() {
        if llvm_types::is_array(ctx, op.value_type(v)) {
            continue;
        }
        let def = defining_op(op.body, ctx, v);
        if let Some(d) = def.filter(|d| d.name() == "llvm.bitcast") {
            let arg_def = d.operands().first().and_then(|&a| defining_op(op.body, ctx, a));
            if arg_def.is_some_and(|a| a.name() == "llvm.mlir.addressof") {
                continue;
            }
            return Err(plain_err(op, "constant clauses expected")
                .with_note(d.loc(), "global addresses expected as operand to bitcast used in clauses for landingpad"));
        }
        if def.is_some_and(|d| d.name() == "llvm.mlir.zero" || d.name() == "llvm.mlir.addressof") {
            continue;
        }
        return Err(plain_err(op, format!("clause #{idx} is not a known constant - null, addressof, bitcast")));
    }
    Ok(())
}

// =======================================================================================
// Globals, aliases, ifuncs, module-level ops
// =======================================================================================

fn verify_comdat_attr(op: OpRef<'_>) -> VResult {
    let Some(c) = op.attr("comdat") else {
        return Ok(());
    };
    match lookup_symbol_ref(op, c) {
        Some(s) if s.name() == "llvm.comdat_selector" => Ok(()),
        _ => Err(plain_err(op, "expected comdat symbol")),
    }
}

/// Types a global or alias may have.
fn valid_global_type(ctx: &Context, t: Type) -> bool {
    if !is_compatible(ctx, t) {
        return false;
    }
    !matches!(llvm_types::view(ctx, t), Some(LlvmType::Void | LlvmType::Token | LlvmType::Metadata | LlvmType::Label))
}

fn is_zero_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => *value == 0,
        AttrData::Bool(b) => !*b,
        AttrData::Float { bits, .. } => f64::from_bits(*bits) == 0.0,
        AttrData::DenseElements { values, .. } => match values {
            crate::ir::DenseValues::Int(v) => v.iter().all(|x| *x == 0),
            crate::ir::DenseValues::Float(v) => v.iter().all(|x| f64::from_bits(*x) == 0.0),
            _ => false,
        },
        AttrData::Array(items) => items.iter().all(|&x| is_zero_attr(ctx, x)),
        _ => false,
    }
}

/// The single block of an initializer region, if any.
fn initializer_ops<'a>(op: OpRef<'a>) -> Option<Vec<OpRef<'a>>> {
    let &r = op.regions().first()?;
    let body = op.regions_body();
    let &b = body.region(r).blocks.first()?;
    Some(body.block_ops(b).map(|o| OpRef::new(op.ctx, body, o)).collect())
}

/// `llvm.mlir.global`'s verifier: a valid global type at module level, an `i8` array for
/// string values, target extension types only zero-initialized, zero values for `common`
/// linkage, arrays for `appending`, a comdat selector, a power-of-two alignment, and an
/// effect-free initializer region returning the global type (not together with a value).
pub fn verify_global(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(ty) = ods::attr_type(op, "global_type") else {
        return Ok(());
    };
    if !valid_global_type(ctx, ty) {
        return Err(op_err(op, "expects type to be a valid element type for an LLVM global"));
    }
    check_module_level(op)?;
    let value = op.attr("value");
    if let Some(s) = value.and_then(|v| ctx.str_value(v)) {
        let ok = match llvm_types::as_array(ctx, ty) {
            // Raw bytes (`\FA`) count one each, not their UTF-8 stand-in's length.
            Some((elem, len)) => {
                ctx.int_width(elem) == Some(8) && len == crate::print::lexical::string_byte_len(s) as u64
            }
            _ => false,
        };
        if !ok {
            return Err(op_err(op, "requires an i8 array type of the length equal to that of the string attribute"));
        }
    }
    if let Some(LlvmType::TargetExt { name, .. }) = llvm_types::view(ctx, ty) {
        if !name.starts_with("spirv.") {
            return Err(op_err(op, "this target extension type cannot be used in a global"));
        }
        if value.is_some() {
            return Err(op_err(op, "global with target extension type can only be initialized with zero-initializer"));
        }
    }
    let linkage = op_enum(op, "linkage").unwrap_or(0);
    if linkage == 10 {
        if let Some(v) = value {
            if !is_zero_attr(ctx, v) {
                return Err(op_err(op, "expected zero value for 'common' linkage"));
            }
        }
    }
    if linkage == 6 && !llvm_types::is_array(ctx, ty) {
        return Err(op_err(op, "expected array type for 'appending' linkage"));
    }
    verify_comdat_attr(op)?;
    if let Some(a) = ods::attr_int(op, "alignment") {
        if !(a as u64).is_power_of_two() {
            return Err(plain_err(op, "alignment attribute is not a power of 2"));
        }
    }
    // verifyRegions.
    if let Some(ops) = initializer_ops(op).filter(|ops| !super::is_synthesized_initializer(ops)) {
        if let Some(ret) = ops.last().filter(|r| r.name() == "llvm.return") {
            let Some(rt) = operand_type(*ret, 0) else {
                return Err(op_err(op, "initializer region cannot return void"));
            };
            if rt != ty {
                return Err(op_err(
                    op,
                    format!("initializer region type {} does not match global type {}", q(ctx, rt), q(ctx, ty)),
                ));
            }
            for o in &ops {
                if !has_no_effect(*o) {
                    return Err(plain_err(*o, "ops with side effects not allowed in global initializers"));
                }
            }
            if value.is_some() {
                return Err(op_err(op, "cannot have both initializer value and region"));
            }
        }
    }
    Ok(())
}

const ALIAS_LINKAGES: [u64; 8] = [0, 7, 8, 4, 5, 2, 3, 1];

/// `llvm.mlir.alias`'s verifier: a valid global type, a linkage aliases allow, and an
/// effect-free initializer returning a pointer.
pub fn verify_alias(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(ty) = ods::attr_type(op, "alias_type") else {
        return Ok(());
    };
    if !valid_global_type(ctx, ty) {
        return Err(op_err(op, "expects type to be a valid element type for an LLVM global alias"));
    }
    let linkage = op_enum(op, "linkage").unwrap_or(0);
    if !ALIAS_LINKAGES.contains(&linkage) {
        return Err(op_err(
            op,
            format!(
                "'{}' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally",
                enum_kw(&en::LLVM_LINKAGE_ATTR_ENUM, linkage)
            ),
        ));
    }
    if let Some(ops) = initializer_ops(op) {
        if let Some(ret) = ops.last().filter(|r| r.name() == "llvm.return") {
            let ok = operand_type(*ret, 0).is_some_and(|t| llvm_types::is_ptr(ctx, t));
            if !ok {
                return Err(op_err(op, "initializer region must always return a pointer"));
            }
            for o in &ops {
                if !has_no_effect(*o) {
                    return Err(plain_err(*o, "ops with side effects are not allowed in alias initializers"));
                }
            }
        }
    }
    Ok(())
}

/// `llvm.mlir.ifunc`'s verifier: a linkage ifuncs allow, and a resolver (through aliases)
/// that is a defined `llvm.func` returning a pointer, with `resolver_type` in the ifunc's
/// address space.
pub fn verify_ifunc(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let linkage = op_enum(op, "linkage").unwrap_or(0);
    if !ALIAS_LINKAGES[..7].contains(&linkage) {
        return Err(op_err(
            op,
            format!(
                "'{}' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage",
                enum_kw(&en::LLVM_LINKAGE_ATTR_ENUM, linkage)
            ),
        ));
    }
    // verifySymbolUses.
    let Some(name) = flat_symbol(ctx, op.attr("resolver")) else {
        return Ok(());
    };
    let mut sym = crate::verify::lookup_symbol(op, name);
    let mut guard = 0;
    while let Some(a) = sym.filter(|s| s.name() == "llvm.mlir.alias") {
        guard += 1;
        if guard > 64 {
            return Ok(());
        }
        let Some(ops) = initializer_ops(a) else {
            return Ok(());
        };
        let Some(ret) = ops.last() else { return Ok(()) };
        let Some(&v) = ret.operands().first() else {
            return Ok(());
        };
        let Some(addr) = defining_op(a.regions_body(), ctx, v).filter(|d| d.name() == "llvm.mlir.addressof") else {
            return Ok(());
        };
        sym = flat_symbol(ctx, addr.attr("global_name")).and_then(|n| crate::verify::lookup_symbol(op, n));
    }
    let Some(resolver) = sym.filter(|s| s.name() == "llvm.func") else {
        return Err(op_err(op, "must have a function resolver"));
    };
    if is_external_func(resolver) || op_enum(resolver, "linkage") == Some(1) {
        return Err(op_err(op, "resolver must be a definition"));
    }
    let returns_ptr = llvm_func_sig(ctx, ods::attr_type(resolver, "function_type"))
        .is_some_and(|(r, _, _)| llvm_types::is_ptr(ctx, r));
    if !returns_ptr {
        return Err(op_err(op, "resolver must return a pointer"));
    }
    let addr_space = ods::attr_int(op, "address_space").unwrap_or(0);
    let ok = matches!(ods::attr_type(op, "resolver_type").and_then(|t| llvm_types::ptr_addr_space(ctx, t)),
        Some(a) if a as i64 == addr_space);
    if !ok {
        return Err(op_err(op, "resolver has incorrect type"));
    }
    Ok(())
}

fn check_xtor_data(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(AttrData::Array(items)) = op.attr("data").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let ok = items.iter().all(|&v| flat_symbol(ctx, Some(v)).is_some() || llvm_attr_mnemonic(ctx, v) == Some("zero"));
    if !ok {
        return Err(plain_err(op, "data element must be symbol or #llvm.zero"));
    }
    Ok(())
}

fn array_len(ctx: &Context, a: Option<Attribute>) -> usize {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.len(),
        _ => 0,
    }
}

fn verify_xtors(op: OpRef<'_>, list: &str) -> VResult {
    let ctx = op.ctx;
    check_xtor_data(op)?;
    let n = array_len(ctx, op.attr(list));
    if n != array_len(ctx, op.attr("priorities")) || n != array_len(ctx, op.attr("data")) {
        return Err(plain_err(op, format!("{list}, priorities, and data must have the same number of elements")));
    }
    // verifySymbolUses.
    if let Some(AttrData::Array(items)) = op.attr(list).map(|a| ctx.attr_data(a)) {
        for &s in items.iter() {
            let Some(name) = flat_symbol(ctx, Some(s)) else {
                continue;
            };
            match crate::verify::lookup_symbol(op, name).filter(|f| f.name() == "llvm.func") {
                None => return Err(op_err(op, format!("'{name}' does not reference a valid LLVM function"))),
                Some(f) if is_external_func(f) => {
                    return Err(op_err(op, format!("'{name}' does not have a definition")))
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// `llvm.mlir.global_ctors`' verifier: `ctors`, `priorities` and `data` of equal length,
/// data that are symbols or `#llvm.zero`, and ctors naming defined `llvm.func`s.
pub fn verify_global_ctors(op: OpRef<'_>) -> VResult {
    verify_xtors(op, "ctors")
}

/// `llvm.mlir.global_dtors`' verifier: `dtors`, `priorities` and `data` of equal length,
/// data that are symbols or `#llvm.zero`, and dtors naming defined `llvm.func`s.
pub fn verify_global_dtors(op: OpRef<'_>) -> VResult {
    verify_xtors(op, "dtors")
}

/// `llvm.linker_options`' verifier: the op is at module level.
pub fn verify_linker_options(op: OpRef<'_>) -> VResult {
    check_module_level(op)
}

/// `llvm.module_flags`' verifier: at module level, with `#llvm.mlir.module_flag` flags.
pub fn verify_module_flags(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    check_module_level(op)?;
    if let Some(AttrData::Array(items)) = op.attr("flags").map(|a| ctx.attr_data(a)) {
        if items.iter().any(|&f| llvm_attr_mnemonic(ctx, f) != Some("mlir.module_flag")) {
            return Err(op_err(op, "expected a module flag attribute"));
        }
    }
    Ok(())
}

/// `llvm.comdat`'s verifier: its region holds only `llvm.comdat_selector` ops.
pub fn verify_comdat(op: OpRef<'_>) -> VResult {
    for o in region_ops(op) {
        if o.name() != "llvm.comdat_selector" {
            return Err(plain_err(o, "only comdat selector symbols can appear in a comdat region"));
        }
    }
    Ok(())
}

/// MLIR's BlockAddressOp::verify: the referenced `llvm.func` has an `llvm.blocktag` with
/// the tag.
pub fn verify_blockaddress(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(AttrData::Dialect { params, .. }) = op.attr("block_addr").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let (Some(&func), Some(&tag)) = (params.first(), params.get(1)) else { return Ok(()) };
    let found = lookup_symbol_ref(op, func).filter(|f| f.name() == "llvm.func").is_some_and(|f| {
        let mut nested = Vec::new();
        walk(f, &mut nested);
        nested.iter().any(|o| o.name() == "llvm.blocktag" && o.attr("tag") == Some(tag))
    });
    if !found {
        return Err(op_err(op, "expects an existing block label target in the referenced function"));
    }
    Ok(())
}

// =======================================================================================
// Memory ops
// =======================================================================================

/// `llvm.alloca`'s verifier: a target extension element type supports memory ops.
pub fn verify_alloca(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    if let Some(LlvmType::TargetExt { name, .. }) =
        ods::attr_type(op, "elem_type").and_then(|t| llvm_types::view(ctx, t))
    {
        if !target_ext_supports_mem_ops(name) {
            return Err(op_err(op, "this target extension type cannot be used in alloca"));
        }
    }
    Ok(())
}

fn verify_atomic_mem_op(op: OpRef<'_>, value_type: Option<Type>, unsupported: &[u64]) -> VResult {
    let ctx = op.ctx;
    let ordering = op_enum(op, "ordering").unwrap_or(NOT_ATOMIC);
    if ordering != NOT_ATOMIC {
        if let Some(t) = value_type {
            if !atomic_compatible(ctx, t) {
                return Err(op_err(op, format!("unsupported type {} for atomic access", q(ctx, t))));
            }
        }
        if unsupported.contains(&ordering) {
            return Err(op_err(op, format!("unsupported ordering '{}'", ordering_kw(ordering))));
        }
        if op.attr("alignment").is_none() {
            return Err(op_err(op, "expected alignment for atomic access"));
        }
        return Ok(());
    }
    if op.attr("syncscope").is_some() {
        return Err(op_err(op, "expected syncscope to be null for non-atomic access"));
    }
    Ok(())
}

/// `llvm.load`'s verifier: an atomic load has an atomic-compatible type, an alignment and
/// no `release`/`acq_rel` ordering; a non-atomic one no `syncscope`.
pub fn verify_load(op: OpRef<'_>) -> VResult {
    verify_atomic_mem_op(op, result_type(op, 0), &[RELEASE, ACQ_REL])
}

/// `llvm.load`'s memory effects: a read, and a write too when it is volatile or atomic
/// (stronger than `unordered`), which synchronizes with arbitrary memory as MLIR's
/// `LoadOp::getEffects` says; so such a load is never dead.
pub fn load_effects(op: OpRef<'_>) -> crate::ir::MemoryEffects {
    let ordering = op_enum(op, "ordering").unwrap_or(NOT_ATOMIC);
    let strong = !matches!(ordering, NOT_ATOMIC | UNORDERED);
    crate::ir::MemoryEffects { read: true, write: op.attr("volatile_").is_some() || strong, ..Default::default() }
}

/// `llvm.store`'s verifier: an atomic store has an atomic-compatible type, an alignment and
/// no `acquire`/`acq_rel` ordering; a non-atomic one no `syncscope`.
pub fn verify_store(op: OpRef<'_>) -> VResult {
    verify_atomic_mem_op(op, operand_type(op, 0), &[ACQUIRE, ACQ_REL])
}

/// `llvm.atomicrmw`'s verifier: a float (or fixed float vector) value for float operations,
/// an atomic-compatible one for `xchg`, an `i8`-`i64` integer otherwise, and at least
/// `monotonic` ordering.
pub fn verify_atomicrmw(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(val) = operand_type(op, 1) else {
        return Ok(());
    };
    let bin = op_enum(op, "bin_op").unwrap_or(0);
    let is_float_op = matches!(bin, 11..=14 | 19 | 20);
    if is_float_op {
        if is_compatible_vector(ctx, val) {
            if let Some((_, scalable, elem)) = vector_info(ctx, val) {
                if scalable {
                    return Err(op_err(op, "expected LLVM IR fixed vector type"));
                }
                if !is_compatible_float(ctx, elem) {
                    return Err(op_err(op, "expected LLVM IR floating point type for vector element"));
                }
            }
        } else if !is_compatible_float(ctx, val) {
            return Err(op_err(op, "expected LLVM IR floating point type"));
        }
    } else if bin == 0 {
        if !atomic_compatible(ctx, val) {
            return Err(op_err(op, "unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else {
        let w = match ctx.type_data(val) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        if !matches!(w, 8 | 16 | 32 | 64) {
            return Err(op_err(op, "expected LLVM IR integer type"));
        }
    }
    if op_enum(op, "ordering").unwrap_or(0) < MONOTONIC {
        return Err(op_err(op, "expected at least 'monotonic' ordering"));
    }
    Ok(())
}

/// `llvm.cmpxchg`'s verifier: an atomic-compatible type, orderings at least `monotonic`,
/// and a failure ordering other than `release`/`acq_rel`.
pub fn verify_cmpxchg(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(val) = operand_type(op, 2) else {
        return Ok(());
    };
    if !atomic_compatible(ctx, val) {
        return Err(op_err(op, "unexpected LLVM IR type"));
    }
    let s = op_enum(op, "success_ordering").unwrap_or(0);
    let f = op_enum(op, "failure_ordering").unwrap_or(0);
    if s < MONOTONIC || f < MONOTONIC {
        return Err(op_err(op, "ordering must be at least 'monotonic'"));
    }
    if f == RELEASE || f == ACQ_REL {
        return Err(op_err(op, "failure ordering cannot be 'release' or 'acq_rel'"));
    }
    Ok(())
}

/// `llvm.fence`'s verifier: an `acquire`, `release`, `acq_rel` or `seq_cst` ordering.
pub fn verify_fence(op: OpRef<'_>) -> VResult {
    let o = op_enum(op, "ordering").unwrap_or(0);
    if o == NOT_ATOMIC || o == UNORDERED || o == MONOTONIC {
        return Err(op_err(op, "can be given only acquire, release, acq_rel, and seq_cst orderings"));
    }
    Ok(())
}

/// `llvm.getelementptr`'s verifier: one dynamic index per `GEP_DYNAMIC_INDEX` entry, no
/// bare `inbounds_flag`, and indices that walk the element type (constant and in bounds
/// into structs).
pub fn verify_gep(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let raw = int_list(ctx, op.attr("rawConstantIndices")).unwrap_or_default();
    let ndyn = op.operands().len().saturating_sub(1);
    if raw.iter().filter(|&&c| c == GEP_DYNAMIC_INDEX).count() != ndyn {
        return Err(op_err(op, "expected as many dynamic indices as specified in 'rawConstantIndices'"));
    }
    if op_enum(op, "noWrapFlags") == Some(1) {
        return Err(op_err(op, "'inbounds_flag' cannot be used directly."));
    }
    let Some(mut t) = ods::attr_type(op, "elem_type") else {
        return Ok(());
    };
    for (pos, &c) in raw.iter().enumerate().skip(1) {
        if let Some(s) = llvm_types::as_struct(ctx, t) {
            if c == GEP_DYNAMIC_INDEX {
                return Err(op_err(op, format!("expected index {pos} indexing a struct to be constant")));
            }
            let body = s.body.unwrap_or(&[]);
            if c < 0 || c as usize >= body.len() {
                return Err(op_err(op, format!("index {pos} indexing a struct is out of bounds")));
            }
            t = body[c as usize];
            continue;
        }
        if let Some((elem, _)) = llvm_types::as_array(ctx, t) {
            t = elem;
            continue;
        }
        match ctx.type_data(t) {
            TypeData::Vector { elem, .. } => t = *elem,
            _ => {
                return Err(op_err(op, format!("type {} cannot be indexed (index #{pos})", q(ctx, t))));
            }
        }
    }
    Ok(())
}

// =======================================================================================
// Casts, aggregates, vectors, constants
// =======================================================================================

fn verify_ext(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let (Some(a), Some(r)) = (operand_type(op, 0), result_type(op, 0)) else {
        return Ok(());
    };
    let (iw, ow) = if is_compatible_vector(ctx, a) {
        if !is_compatible_vector(ctx, r) {
            return Err(plain_err(op, "input type is a vector but output type is an integer"));
        }
        let (Some((na, sa, ea)), Some((nr, sr, er))) = (vector_info(ctx, a), vector_info(ctx, r)) else {
            return Ok(());
        };
        if na != nr || sa != sr {
            return Err(plain_err(op, "input and output vectors are of incompatible shape"));
        }
        (ctx.int_width(ea), ctx.int_width(er))
    } else {
        let ow = ctx.int_width(r);
        if ow.is_none() {
            return Err(plain_err(op, "input type is an integer but output type is a vector"));
        }
        (ctx.int_width(a), ow)
    };
    if let (Some(iw), Some(ow)) = (iw, ow) {
        if ow <= iw {
            return Err(plain_err(
                op,
                "integer width of the output type is smaller or equal to the integer width of the input type",
            ));
        }
    }
    Ok(())
}

/// `llvm.sext`'s verifier: integer or vector of integers to a wider one of the same shape.
pub fn verify_sext(op: OpRef<'_>) -> VResult {
    verify_ext(op)
}

/// `llvm.zext`'s verifier: integer or vector of integers to a wider one of the same shape.
pub fn verify_zext(op: OpRef<'_>) -> VResult {
    verify_ext(op)
}

/// `llvm.bitcast`'s verifier: pointers only to pointers of the same address space and
/// vector-ness.
pub fn verify_bitcast(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let (Some(a), Some(r)) = (operand_type(op, 0), result_type(op, 0)) else {
        return Ok(());
    };
    let elem = |t: Type| vector_info(ctx, t).map(|v| v.2).unwrap_or(t);
    let ptr_space = |t: Type| llvm_types::ptr_addr_space(ctx, elem(t));
    let (rs, ss) = (ptr_space(r), ptr_space(a));
    if rs.is_some() != ss.is_some() {
        return Err(op_err(op, "can only cast pointers from and to pointers"));
    }
    let (Some(rs), Some(ss)) = (rs, ss) else {
        return Ok(());
    };
    let is_vec = |t: Type| matches!(ctx.type_data(t), TypeData::Vector { .. });
    if is_vec(r) && !is_vec(a) {
        return Err(op_err(op, "cannot cast pointer to vector of pointers"));
    }
    if !is_vec(r) && is_vec(a) {
        return Err(op_err(op, "cannot cast vector of pointers to pointer"));
    }
    if rs != ss {
        return Err(op_err(op, "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead"));
    }
    Ok(())
}

/// `llvm.extractvalue`'s verifier: the position indexes the container, and the result is
/// the type there.
pub fn verify_extractvalue(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(c) = operand_type(op, 0) else {
        return Ok(());
    };
    let pos = int_list(ctx, op.attr("position")).unwrap_or_default();
    let vt = element_type_at(ctx, c, &pos).map_err(|m| op_err(op, m))?;
    if let Some(rt) = result_type(op, 0) {
        if rt != vt {
            return Err(op_err(
                op,
                format!(
                    "Type mismatch: extracting from {} should produce {} but this op returns {}",
                    q(ctx, c),
                    q(ctx, vt),
                    q(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

/// `llvm.insertvalue`'s verifier: the position indexes the container, and the value has the
/// type there.
pub fn verify_insertvalue(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let (Some(c), Some(v)) = (operand_type(op, 0), operand_type(op, 1)) else {
        return Ok(());
    };
    let pos = int_list(ctx, op.attr("position")).unwrap_or_default();
    let vt = element_type_at(ctx, c, &pos).map_err(|m| op_err(op, m))?;
    if v != vt {
        return Err(op_err(op, format!("Type mismatch: cannot insert {} into {}", q(ctx, v), q(ctx, c))));
    }
    Ok(())
}

/// `llvm.shufflevector`'s verifier: scalable vectors only splat (an all-zero mask).
pub fn verify_shufflevector(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let Some(v1) = operand_type(op, 0) else {
        return Ok(());
    };
    let scalable = vector_info(ctx, v1).is_some_and(|v| v.1);
    if scalable && int_list(ctx, op.attr("mask")).unwrap_or_default().iter().any(|&m| m != 0) {
        return Err(op_err(op, "expected a splat operation for scalable vectors"));
    }
    Ok(())
}

/// `llvm.switch`'s verifier: one case value per case destination, of the condition's type.
pub fn verify_switch(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let ndest = op.successors().len().saturating_sub(1);
    let cv = op.attr("case_values");
    let nvals = case_values_of(ctx, cv).map(|v| v.len());
    let bad = match nvals {
        None => ndest != 0,
        Some(n) => n != ndest,
    };
    if bad {
        return Err(op_err(op, "expects number of case values to match number of case destinations"));
    }
    if let (Some(a), Some(vt)) = (cv, operand_type(op, 0)) {
        if let AttrData::DenseElements { ty, .. } = ctx.attr_data(a) {
            if ctx.element_type_or_self(*ty) != vt {
                return Err(plain_err(op, "expects case value type to match condition value type"));
            }
        }
    }
    let _ = split_segments;
    Ok(())
}

/// `llvm.mlir.zero`'s verifier: a target extension result type supports zero
/// initialization.
pub fn verify_zero(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    if let Some(LlvmType::TargetExt { name, .. }) = result_type(op, 0).and_then(|t| llvm_types::view(ctx, t)) {
        if !name.starts_with("spirv.") {
            return Err(op_err(op, "target extension type does not support zero-initializer"));
        }
    }
    Ok(())
}

/// `llvm.intr.sincos`' verifier: the result is a struct of two values of the operand type.
pub fn verify_sincos(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let (Some(a), Some(r)) = (operand_type(op, 0), result_type(op, 0)) else {
        return Ok(());
    };
    let ok = llvm_types::struct_body(ctx, r).is_some_and(|b| b.len() == 2 && b[0] == a && b[1] == a);
    if !ok {
        return Err(op_err(
            op,
            format!(
                "expected result type to be an homogeneous struct with two elements matching the operand type, but got {}",
                q(ctx, r)
            ),
        ));
    }
    Ok(())
}

/// `llvm.inline_asm`'s verifier: no `musttail` tail call kind.
pub fn verify_inline_asm(op: OpRef<'_>) -> VResult {
    if op_enum(op, "tail_call_kind") == Some(2) {
        return Err(op_err(op, "tail call kind 'musttail' is not supported by this operation"));
    }
    Ok(())
}

/// Number of scalar elements of nested vectors and arrays.
fn num_elements(ctx: &Context, t: Type) -> i64 {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } => shape.iter().product::<i64>() * num_elements(ctx, *elem),
        _ => match llvm_types::as_array(ctx, t) {
            Some((elem, len)) => (len as i64).wrapping_mul(num_elements(ctx, elem)),
            None => 1,
        },
    }
}

fn has_scalable_vector(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector { scalable, elem, .. } => scalable.iter().any(|s| *s) || has_scalable_vector(ctx, *elem),
        _ => llvm_types::as_array(ctx, t).is_some_and(|(elem, _)| has_scalable_vector(ctx, elem)),
    }
}

fn const_elem_type(ctx: &Context, mut t: Type) -> Type {
    while let Some((elem, _)) = llvm_types::as_array(ctx, t) {
        t = elem;
    }
    ctx.element_type_or_self(t)
}

fn verify_float_semantics(op: OpRef<'_>, attr_ty: Type, elem: Type) -> VResult {
    let ctx = op.ctx;
    let TypeData::Float(ak) = ctx.type_data(attr_ty) else {
        return Ok(());
    };
    match ctx.type_data(elem) {
        TypeData::Float(k) if k != ak => Err(op_err(op, "attribute and type have different float semantics")),
        TypeData::Integer { width, .. } if *width != ak.width() => {
            Err(op_err(op, format!("expected integer type of width {}", ak.width())))
        }
        _ => Ok(()),
    }
}

fn verify_struct_array_constant(op: OpRef<'_>, arr: Type, items: &[Attribute], dim: usize) -> VResult {
    let ctx = op.ctx;
    let Some((elem, len)) = llvm_types::as_array(ctx, arr) else {
        return Ok(());
    };
    if len != items.len() as u64 {
        return Err(op_err(
            op,
            format!(
                "array attribute size does not match array type size in dimension {dim}: {} vs. {len}",
                items.len()
            ),
        ));
    }
    let is_zero_or_undef = |a: Attribute| matches!(llvm_attr_mnemonic(ctx, a), Some("zero") | Some("undef"));
    if llvm_types::is_array(ctx, elem) {
        for (idx, &e) in items.iter().enumerate() {
            if is_zero_or_undef(e) {
                continue;
            }
            let AttrData::Array(sub) = ctx.attr_data(e) else {
                return Err(op_err(
                    op,
                    format!(
                        "nested attribute for sub-array in dimension {dim} at index {idx} must be a zero, or undef, or array attribute"
                    ),
                ));
            };
            verify_struct_array_constant(op, elem, sub, dim + 1)?;
        }
        return Ok(());
    }
    if llvm_types::is_ptr(ctx, elem) {
        for (idx, &e) in items.iter().enumerate() {
            let ok = flat_symbol(ctx, Some(e)).is_some()
                || matches!(llvm_attr_mnemonic(ctx, e), Some("zero") | Some("undef") | Some("poison"));
            if !ok {
                return Err(op_err(
                    op,
                    format!(
                        "pointer array element at index {idx} must be a flat symbol reference, zero, undef, or poison"
                    ),
                ));
            }
        }
        return Ok(());
    }
    let Some(s) = llvm_types::as_struct(ctx, elem) else {
        return Err(op_err(op, "for array with an array attribute must have a struct element type"));
    };
    let n = s.body.map(|b| b.len()).unwrap_or(0);
    for (idx, &e) in items.iter().enumerate() {
        if is_zero_or_undef(e) {
            continue;
        }
        let AttrData::Array(sub) = ctx.attr_data(e) else {
            return Err(op_err(
                op,
                format!(
                    "nested attribute for struct element at index {idx} must be a zero, or undef, or array attribute"
                ),
            ));
        };
        if sub.len() != n {
            return Err(op_err(
                op,
                format!(
                    "nested array attribute size for struct element at index {idx} must match struct size: {} vs. {n}",
                    sub.len()
                ),
            ));
        }
    }
    Ok(())
}

/// `llvm.mlir.constant`'s verifier: the value fits the result type. Strings need an `i8`
/// array of their length; structs an array of matching scalars; integers an integer type;
/// floats the same semantics; dense elements a vector or array of as many elements
/// (splats for scalable vectors); arrays of arrays or structs a matching nesting.
pub fn verify_constant(op: OpRef<'_>) -> VResult {
    let ctx = op.ctx;
    let (Some(value), Some(ty)) = (op.attr("value"), result_type(op, 0)) else {
        return Ok(());
    };
    if let Some(s) = ctx.str_value(value) {
        let ok = match llvm_types::as_array(ctx, ty) {
            Some((elem, len)) => {
                len == crate::print::lexical::string_byte_len(s) as u64 && ctx.int_width(elem) == Some(8)
            }
            _ => false,
        };
        if !ok {
            return Err(op_err(
                op,
                format!(
                    "expected array type of {} i8 elements for the string constant",
                    crate::print::lexical::string_byte_len(s)
                ),
            ));
        }
        return Ok(());
    }
    if let Some(st) = llvm_types::as_struct(ctx, ty) {
        let AttrData::Array(items) = ctx.attr_data(value) else {
            return Err(op_err(op, "expected array attribute for struct type"));
        };
        let body = st.body.unwrap_or(&[]);
        if items.len() != body.len() {
            return Err(op_err(op, format!("expected array attribute of size {}", body.len())));
        }
        for (i, (&a, &t)) in items.iter().zip(body.iter()).enumerate() {
            if !matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_))
                || matches!(ctx.type_data(t), TypeData::Integer { signedness, .. } if *signedness != crate::ir::Signedness::Signless)
            {
                return Err(op_err(op, "expected struct element types to be floating point type or integer type"));
            }
            if !matches!(ctx.attr_data(a), AttrData::Integer { .. } | AttrData::Float { .. } | AttrData::Bool(_)) {
                return Err(op_err(op, "expected element of array attribute to be floating point or integer"));
            }
            if ctx.attr_type(a) != Some(t) {
                return Err(op_err(op, format!("struct element at index {i} is of wrong type")));
            }
        }
        return Ok(());
    }
    if let Some(LlvmType::TargetExt { .. }) = llvm_types::view(ctx, ty) {
        return Err(op_err(op, "does not support target extension type."));
    }
    match ctx.attr_data(value) {
        AttrData::Integer { .. } | AttrData::WideInteger { .. } | AttrData::Bool(_) => {
            if !matches!(ctx.type_data(ty), TypeData::Integer { .. }) {
                return Err(op_err(op, "expected integer type"));
            }
        }
        AttrData::Float { ty: at, .. } => return verify_float_semantics(op, *at, ty),
        AttrData::DenseElements { ty: at, .. }
        | AttrData::DenseResource { ty: at, .. }
        | AttrData::Sparse { ty: at, .. } => {
            let splat = matches!(ctx.attr_data(value), AttrData::DenseElements { splat: true, .. });
            if has_scalable_vector(ctx, ty) {
                if !splat {
                    return Err(op_err(op, "scalable vector type requires a splat attribute"));
                }
                return Ok(());
            }
            if !matches!(ctx.type_data(ty), TypeData::Vector { .. }) && !llvm_types::is_array(ctx, ty) {
                return Err(op_err(op, "expected vector or array type"));
            }
            let attr_n: i64 = ctx.shape(*at).map(|s| s.iter().product()).unwrap_or(1);
            let type_n = num_elements(ctx, ty);
            if type_n != attr_n {
                return Err(op_err(
                    op,
                    format!("type and attribute have a different number of elements: {type_n} vs. {attr_n}"),
                ));
            }
            let ae = ctx.element_type_or_self(*at);
            let re = const_elem_type(ctx, ty);
            if matches!(ctx.type_data(ae), TypeData::Float(_)) {
                return verify_float_semantics(op, ae, re);
            }
            if matches!(ctx.type_data(ae), TypeData::Integer { .. })
                && !matches!(ctx.type_data(re), TypeData::Integer { .. })
            {
                return Err(op_err(op, "expected integer element type for integer elements attribute"));
            }
        }
        AttrData::Array(items) => {
            if !llvm_types::is_array(ctx, ty) {
                return Err(op_err(op, "expected array or struct type for array attribute"));
            }
            return verify_struct_array_constant(op, ty, items, 0);
        }
        _ => return Err(op_err(op, "only supports integer, float, string or elements attributes")),
    }
    Ok(())
}

/// `llvm.mlir.addressof` (`verifySymbolUses`): the symbol is a global, alias, function or
/// ifunc, and a global's or alias's address space is the pointer's.
pub fn verify_addressof(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some(name) = flat_symbol(ctx, op.attr("global_name")) else {
        return Ok(());
    };
    let sym = crate::verify::lookup_symbol(op, name);
    let kind = sym.map(|s| s.name());
    if !matches!(kind, Some("llvm.mlir.global" | "llvm.mlir.alias" | "llvm.func" | "llvm.mlir.ifunc")) {
        return Err(op_err(
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    let space = match op.results().next().and_then(|r| llvm_types::ptr_addr_space(ctx, op.value_type(r))) {
        Some(addr_space) => i128::from(addr_space),
        _ => return Ok(()),
    };
    if let Some(s) = sym.filter(|s| matches!(s.name(), "llvm.mlir.global" | "llvm.mlir.alias")) {
        // An alias's address space is that of the pointer its initializer returns.
        let alias_space = || -> Option<i128> {
            let body = s.regions_body();
            let block = body.entry_block(*s.regions().first()?)?;
            let ret = OpRef::new(ctx, body, body.terminator(block)?);
            llvm_types::ptr_addr_space(ctx, ret.value_type(*ret.operands().first()?)).map(i128::from)
        };
        let own = if s.name() == "llvm.mlir.alias" {
            alias_space().unwrap_or(0)
        } else {
            i128::from(ods::attr_int(s, "addr_space").unwrap_or(0))
        };
        if own != space {
            return Err(op_err(op, "pointer address space must match address space of the referenced global or alias"));
        }
    }
    Ok(())
}

/// Whether a vector holds more than 2^17 bits (its known minimum size), which LLVM's
/// vector.insert/extract intrinsics do not allow.
fn vector_too_big(ctx: &Context, t: Type) -> bool {
    let Some((n, _, elem)) = vector_info(ctx, t) else { return false };
    let bits = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => u64::from(*width),
        TypeData::Float(k) => u64::from(k.width()),
        _ => return false,
    };
    (n.max(0) as u64).saturating_mul(bits) > 1 << 17
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    vector_info(ctx, t).is_some_and(|v| v.1)
}

/// `llvm.intr.vector.interleave2`: MLIR's predicate "result has twice as many elements as
/// 'vec1'" (element counts compared with their scalability, element types equal). A
/// native check, so that it runs after `AllTypesMatch`, as MLIR's PredOpTraits run in
/// declaration order.
pub fn verify_interleave2(op: OpRef<'_>) -> VResult {
    let (Some(res), Some(vec1)) = (result_type(op, 0), operand_type(op, 0)) else { return Ok(()) };
    let twice = match (vector_info(op.ctx, res), vector_info(op.ctx, vec1)) {
        (Some((n, sr, er)), Some((m, sv, ev))) => n == m * 2 && sr == sv && er == ev,
        _ => true,
    };
    if !twice {
        return Err(op_err(op, "failed to verify that result has twice as many elements as 'vec1'"));
    }
    Ok(())
}

/// `llvm.intr.vector.insert %src, %dst[pos]`: MLIR's size and scalability predicates.
pub fn verify_vector_insert(op: OpRef<'_>) -> VResult {
    // The small vector goes into the large one (dstvec is operand 0).
    vector_part_checks(op, operand_type(op, 1), operand_type(op, 0), "inserting scalable into")
}

/// `llvm.intr.vector.extract %src[pos]`: MLIR's size and scalability predicates.
pub fn verify_vector_extract(op: OpRef<'_>) -> VResult {
    vector_part_checks(op, result_type(op, 0), operand_type(op, 0), "extracting scalable from")
}

/// Neither vector exceeds 2^17 bits, and a scalable `part` does not go with a fixed-length
/// `whole`.
fn vector_part_checks(op: OpRef<'_>, part: Option<Type>, whole: Option<Type>, what: &str) -> VResult {
    let ctx = op.ctx;
    let (Some(part), Some(whole)) = (part, whole) else { return Ok(()) };
    if vector_too_big(ctx, part) || vector_too_big(ctx, whole) {
        return Err(op_err(op, "failed to verify that vectors are not bigger than 2^17 bits."));
    }
    if is_scalable(ctx, part) && !is_scalable(ctx, whole) {
        return Err(op_err(op, format!("failed to verify that it is not {what} fixed-length vectors.")));
    }
    Ok(())
}
