//! Native func -> llvm patterns (MLIR's FuncToLLVM): `func.func` with its signature
//! converted (arguments converted one to one, several results packed in a struct),
//! `return` packing results, `call`/`call_indirect` unpacking them, `constant` as the
//! address of the function. Named from `spec/conversion/func_to_llvm.td`.

use smallvec::SmallVec;

use crate::conversion::Rewriter;
use crate::ir::{NamedAttr, OpId, OperationState, Type, TypeData, Value};

/// Attributes of `func.func` that the LLVM function spells differently or drops.
const FUNC_OWN_ATTRS: &[&str] =
    &["sym_name", "function_type", "arg_attrs", "res_attrs", "llvm.linkage", "func.varargs"];

pub fn func(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(fty) = rw.body.attr(op, ctx.ident("function_type")).and_then(|a| ctx.type_attr_value(a)) else {
        return false;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(fty) else { return false };
    let Some(sig) = rw.tc.convert_signature(inputs, results) else { return false };
    // Memref arguments expand to several scalars: that needs descriptor packing.
    if sig.arg_ranges.iter().any(|&(a, b)| b - a != 1) {
        return false;
    }
    let var_arg = rw.body.attr(op, ctx.ident("func.varargs")) == Some(ctx.common().true_);
    let llvm_fty = ctx.intern_type(TypeData::LlvmFunc { ret: sig.result, params: sig.inputs.to_vec().into(), var_arg });
    let mut st = rw.state("llvm.func");
    let attrs: SmallVec<[NamedAttr; 8]> = rw.body.op(op).attrs.iter().copied().collect();
    for a in &attrs {
        let name = ctx.ident_str(a.name);
        let public = name == "sym_visibility" && ctx.str_value(a.value) == Some("public");
        if !FUNC_OWN_ATTRS.contains(&name) && !public {
            st.add_attr(a.name, a.value);
        }
    }
    for a in &attrs {
        match ctx.ident_str(a.name) {
            "sym_name" | "arg_attrs" => st.add_attr(a.name, a.value),
            "res_attrs" if results.len() == 1 => st.add_attr(a.name, a.value),
            "llvm.linkage" => st.add_attr(ctx.ident("linkage"), a.value),
            _ => {}
        }
    }
    st.add_attr(ctx.ident("function_type"), ctx.type_attr(llvm_fty));
    if st.attr(ctx.ident("linkage")).is_none() {
        rw.add_default(&mut st, "linkage", "#llvm.linkage<external>");
    }
    rw.add_default(&mut st, "CConv", "#llvm.cconv<ccc>");
    st.add_attr(ctx.ident("visibility_"), ctx.integer_attr(ctx.common().i64, 0));
    // The body moves over whole: the nested arena and its regions.
    let d = rw.body.op_mut(op);
    st.nested = d.nested.take();
    st.regions = std::mem::take(&mut d.regions);
    let new = rw.insert(st);
    let inputs: SmallVec<[Type; 8]> = sig.inputs.iter().copied().collect();
    rw.retype_nested_entry(new, &inputs);
    rw.replace_op(op, &[]);
    true
}

/// Packs values into the struct `ty` (poison, then one insertvalue per field).
fn pack(rw: &mut Rewriter<'_, '_>, ty: Type, values: &[Value]) -> Value {
    let mut acc = rw.poison(ty);
    for (i, &v) in values.iter().enumerate() {
        acc = rw.insert_value_at(acc, v, &[i as i64]);
    }
    acc
}

pub fn ret(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let orig: SmallVec<[Type; 4]> = rw.body.op(op).operands.iter().map(|&v| rw.body.value_type(v)).collect();
    let Some(vals) = rw.operands(op) else { return false };
    let mut st = rw.state("llvm.return");
    match vals.len() {
        0 => {}
        1 => st.operands.push(vals[0]),
        _ => {
            let Some(ty) = rw.tc.pack_results(&orig) else { return false };
            let packed = pack(rw, ty, &vals);
            st.operands.push(packed);
        }
    }
    rw.replace_with(op, st);
    true
}

/// A call with MLIR's materialized defaults; `callee` is `None` for indirect calls
/// (the callee pointer is then the first operand).
pub(crate) fn call_state(
    rw: &Rewriter<'_, '_>,
    callee: Option<crate::ir::Attribute>,
    operands: &[Value],
    result: Option<Type>,
) -> OperationState {
    let ctx = rw.ctx;
    let mut st = rw.state("llvm.call");
    if let Some(c) = callee {
        st.add_attr(ctx.ident("callee"), c);
    }
    st.operands.extend_from_slice(operands);
    rw.add_default(&mut st, "CConv", "#llvm.cconv<ccc>");
    rw.add_default(&mut st, "TailCallKind", "#llvm.tailcallkind<none>");
    rw.add_default(&mut st, "fastmathFlags", "#llvm.fastmath<none>");
    st.add_attr(ctx.ident("op_bundle_sizes"), ctx.dense_i32_array(&[]));
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[operands.len() as i64, 0]));
    st.result_types.extend(result);
    st
}

/// Emits the call and replaces `op`'s results, unpacking a struct of several.
fn finish_call(rw: &mut Rewriter<'_, '_>, op: OpId, callee: Option<crate::ir::Attribute>, operands: &[Value]) -> bool {
    let ctx = rw.ctx;
    let orig: SmallVec<[Type; 4]> = rw.body.results(op).map(|r| rw.body.value_type(r)).collect();
    let Some(packed) = rw.tc.pack_results(&orig) else { return false };
    let result = (!orig.is_empty()).then_some(packed);
    let mut st = call_state(rw, callee, operands, result);
    // Every attribute carries over; those llvm.call knows (CConv, fastmathFlags, ...)
    // become its properties.
    let attrs: SmallVec<[NamedAttr; 4]> = rw.body.op(op).attrs.iter().copied().collect();
    for a in attrs {
        if ctx.ident_str(a.name) != "callee" {
            st.add_attr(a.name, a.value);
        }
    }
    let call = rw.insert(st);
    let values: SmallVec<[Value; 4]> = match orig.len() {
        0 => SmallVec::new(),
        1 => smallvec::smallvec![rw.body.result(call, 0)],
        n => {
            let s = rw.body.result(call, 0);
            (0..n).map(|i| rw.extract_value(s, &[i as i64])).collect()
        }
    };
    rw.replace_op(op, &values);
    true
}

pub fn call(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let Some(callee) = rw.body.attr(op, rw.ctx.ident("callee")) else { return false };
    let Some(vals) = rw.operands(op) else { return false };
    finish_call(rw, op, Some(callee), &vals)
}

pub fn call_indirect(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let Some(vals) = rw.operands(op) else { return false };
    finish_call(rw, op, None, &vals)
}

pub fn constant(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(sym) = rw.body.attr(op, ctx.ident("value")) else { return false };
    let mut st = rw.state("llvm.mlir.addressof");
    st.add_attr(ctx.ident("global_name"), sym);
    st.result_types.push(ctx.llvm_ptr(0));
    rw.replace_with(op, st);
    true
}
