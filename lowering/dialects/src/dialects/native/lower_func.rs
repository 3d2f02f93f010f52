//! func -> llvm (MLIR's FuncToLLVM), named from `spec/conversion/func_to_llvm.td`: the
//! native `func.func` pattern (its signature converted: arguments one to one, memrefs by
//! the calling convention, several results packed in a struct; the C interface wrappers),
//! and the terms of the `return` and `call`/`call_indirect` rules, which pack results
//! into a struct, unpack them, and pass memrefs as descriptor fields or bare pointers.
//! The runtime calls of other lowerings (`malloc`, `free`, ...) are made here too.

use crate::llvm_types::{self, LlvmType};
use smallvec::SmallVec;

use crate::conversion::driver::llvm_func_state;
use crate::conversion::{descriptor, Rewriter};
use crate::dialects::gen::llvm;
use crate::dialects::gen::llvm_enums::{CConv, FastmathFlags, Linkage, TailCallKind};
use crate::ir::{NamedAttr, OpId, OperationState, Type, TypeData, Value};

/// Attributes of `func.func` that the LLVM function spells differently or drops.
const FUNC_OWN_ATTRS: &[&str] =
    &["sym_name", "function_type", "arg_attrs", "res_attrs", "llvm.linkage", "func.varargs", "llvm.readnone"];

/// `func.func` -> `llvm.func`: the signature converted (several results packed in a
/// struct), the body moved over with its entry block converted, `llvm.linkage` as the
/// linkage (external by default) and the C calling convention. With
/// `llvm.emit_c_interface` (and not bare pointers) also the `_mlir_ciface_` wrapper: for a
/// definition, a function unpacking descriptors passed by pointer and calling it; for a
/// declaration, the function becomes a private forwarder to the external wrapper.
pub fn func(rw: &mut Rewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(fty) = rw.body.attr(op, ctx.ident("function_type")).and_then(|a| ctx.type_attr_value(a)) else {
        return false;
    };
    let TypeData::Function { inputs, results } = ctx.type_data(fty) else { return false };
    // MLIR uses the bare-pointer convention for a function with `llvm.bareptr` too.
    let bare = rw.tc.opts.bare_ptr_memrefs || rw.body.attr(op, ctx.ident("llvm.bareptr")).is_some();
    let Some(sig) = rw.tc.convert_signature_with(inputs, results, bare) else { return false };
    let var_arg = rw.body.attr(op, ctx.ident("func.varargs")) == Some(ctx.common().true_);
    // MLIR's FuncOpConversion declines, with an error, a linkage that is not an LLVM
    // linkage attribute and a C interface for a variadic function.
    if let Some(l) = rw.body.attr(op, ctx.ident("llvm.linkage")) {
        // Only `#llvm.linkage<...>` itself: an integer is no LinkageAttr here.
        let is_enum = matches!(ctx.attr_data(l), crate::ir::AttrData::Enum { .. });
        if !is_enum || !crate::dialects::gen::llvm_enums::llvm_linkage_attr(ctx, l) {
            rw.report_error(rw.loc, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
            return false;
        }
    }
    if var_arg && rw.body.attr(op, ctx.ident("llvm.emit_c_interface")).is_some() {
        rw.report_error(rw.loc, "C interface for variadic functions is not supported yet.");
        return false;
    }
    let llvm_fty = llvm_types::func(ctx, sig.result, &sig.inputs, var_arg);
    let mut st = OperationState::for_op(ctx, &llvm::LLVM_FUNC_OP_INFO, rw.loc);
    let attrs: SmallVec<[NamedAttr; 8]> = rw.body.op(op).attrs.iter().copied().collect();
    // `llvm.readnone` becomes the function's memory effects: none anywhere.
    if attrs.iter().any(|a| ctx.ident_str(a.name) == "llvm.readnone") {
        let none = "#llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, \
                    targetMem0 = none, targetMem1 = none>";
        if let Some(m) = crate::parse::ops::parse_attr_text(ctx, none) {
            st.add_attr(ctx.ident("memory_effects"), m);
        }
    }
    for a in &attrs {
        let name = ctx.ident_str(a.name);
        let public = name == "sym_visibility" && ctx.str_value(a.value) == Some("public");
        if !FUNC_OWN_ATTRS.contains(&name) && !public {
            st.add_attr(a.name, a.value);
        }
    }
    for a in &attrs {
        match ctx.ident_str(a.name) {
            "sym_name" => st.add_attr(a.name, a.value),
            "arg_attrs" => {
                if let Some(v) = converted_arg_attrs(rw, a.value, &sig) {
                    st.add_attr(a.name, v);
                }
            }
            "res_attrs" if results.len() == 1 => st.add_attr(a.name, a.value),
            "llvm.linkage" => st.add_attr(ctx.ident("linkage"), a.value),
            _ => {}
        }
    }
    st.add_attr(ctx.ident("function_type"), ctx.type_attr(llvm_fty));
    if st.attr(ctx.ident("linkage")).is_none() {
        rw.set_attr(&mut st, "linkage", Linkage::External.attr(rw.ctx));
    }
    rw.set_attr(&mut st, "CConv", CConv::C.attr(rw.ctx));
    st.add_attr(ctx.ident("visibility_"), ctx.integer_attr(ctx.common().i64, 0));
    // The body moves over whole: the nested arena and its regions.
    let d = rw.body.op_mut(op);
    st.nested = d.nested.take();
    st.regions = std::mem::take(&mut d.regions).as_slice().into();
    let has_body = st.nested.as_ref().is_some_and(|b| st.regions.first().is_some_and(|&r| b.entry_block(r).is_some()));
    // Under the bare-pointer convention MLIR emits no C wrappers.
    let c_interface = rw.body.attr(op, ctx.ident("llvm.emit_c_interface")).is_some() && !bare;
    let wrapper_attrs: SmallVec<[NamedAttr; 4]> = attrs
        .iter()
        .filter(|a| {
            let n = ctx.ident_str(a.name);
            let public = n == "sym_visibility" && ctx.str_value(a.value) == Some("public");
            !(FUNC_OWN_ATTRS.contains(&n) || public)
        })
        .copied()
        .collect();
    // The wrapper keeps the function's argument and result attributes (MLIR's
    // propagateArgResAttrs): as they are, or, when the results come back through a
    // leading pointer argument, the argument ones after an empty dictionary for it.
    let mut wrapper_attrs = wrapper_attrs;
    let (arg_attrs_id, res_attrs_id) = (ctx.ident("arg_attrs"), ctx.ident("res_attrs"));
    let arg_attrs = attrs.iter().find(|a| a.name == arg_attrs_id).map(|a| a.value);
    if llvm_types::is_struct(ctx, sig.result) {
        if let Some(crate::ir::AttrData::Array(list)) = arg_attrs.map(|a| ctx.attr_data(a)) {
            let mut with_result = vec![ctx.dictionary(&[])];
            with_result.extend(list.iter().copied());
            wrapper_attrs.push(NamedAttr { name: arg_attrs_id, value: ctx.array_attr(&with_result) });
        }
    } else {
        if let Some(v) = arg_attrs {
            wrapper_attrs.push(NamedAttr { name: arg_attrs_id, value: v });
        }
        if let Some(r) = attrs.iter().find(|a| a.name == res_attrs_id) {
            wrapper_attrs.push(*r);
        }
    }
    let name = rw.body.attr(op, ctx.ident("sym_name")).and_then(|a| ctx.str_value(a)).unwrap_or("").to_string();
    if c_interface && !has_body {
        // An external function with a C interface is defined here as a forwarder to
        // the `_mlir_ciface_` symbol the other side provides.
        let orig: SmallVec<[Type; 8]> = inputs.iter().copied().collect();
        let Some(cty) = c_interface_type(rw, &orig, &sig) else { return false };
        let callee = format!("_mlir_ciface_{name}");
        let (body, region) =
            rw.build_body(&sig.inputs, |rw, args| forward_to_c_interface(rw, &orig, &sig, args, &callee));
        st.nested = Some(body);
        st.regions = smallvec::smallvec![region];
        rw.set_attr(&mut st, "linkage", Linkage::Private.attr(rw.ctx));
        rw.insert(st);
        let decl = llvm_func_state(rw.ctx, rw.loc, &callee, cty, &wrapper_attrs, None);
        rw.insert(decl);
        rw.replace_op(op, &[]);
        return true;
    }
    let new = rw.insert(st);
    let orig: SmallVec<[Type; 8]> = inputs.iter().copied().collect();
    rw.convert_nested_entry(new, &orig, &sig, bare);
    if c_interface {
        let Some(cty) = c_interface_type(rw, &orig, &sig) else { return false };
        let Some(LlvmType::Func { params, .. }) = llvm_types::view(ctx, cty) else { return false };
        let params = params.to_vec();
        let (body, region) = rw.build_body(&params, |rw, args| call_from_c_interface(rw, &orig, &sig, args, &name));
        let wrapper =
            llvm_func_state(rw.ctx, rw.loc, &format!("_mlir_ciface_{name}"), cty, &wrapper_attrs, Some((body, region)));
        rw.insert(wrapper);
    }
    rw.replace_op(op, &[]);
    true
}

/// The `arg_attrs` of the LLVM function, as MLIR's FuncToLLVM sets them: an argument
/// converted one to one keeps its dictionary (the types of `llvm.byval`, `llvm.byref`,
/// `llvm.sret` and `llvm.inalloca` converted too); one expanded to several arguments (a
/// memref descriptor's fields) gets empty dictionaries, since the attributes may not suit
/// the new types.
fn converted_arg_attrs(
    rw: &Rewriter<'_, '_>,
    attrs: crate::ir::Attribute,
    sig: &crate::conversion::types::SignatureConversion,
) -> Option<crate::ir::Attribute> {
    let ctx = rw.ctx;
    let crate::ir::AttrData::Array(dicts) = ctx.attr_data(attrs) else { return Some(attrs) };
    let empty = ctx.dictionary(&[]);
    let mut out = vec![empty; sig.inputs.len()];
    for (i, &d) in dicts.iter().enumerate() {
        let &(a, b) = sig.arg_ranges.get(i)?;
        if b - a != 1 {
            continue;
        }
        let entries: Vec<NamedAttr> = ctx
            .dict_entries(d)
            .iter()
            .map(|e| match ctx.ident_str(e.name) {
                "llvm.byval" | "llvm.byref" | "llvm.sret" | "llvm.inalloca" => {
                    let conv = ctx.type_attr_value(e.value).and_then(|t| rw.tc.convert(t));
                    NamedAttr { name: e.name, value: conv.map_or(e.value, |t| ctx.type_attr(t)) }
                }
                _ => *e,
            })
            .collect();
        out[a] = ctx.dictionary(&entries);
    }
    Some(ctx.array_attr(&out))
}

/// The type of the `_mlir_ciface_` function: memrefs by pointer to their descriptor and a
/// struct result returned through a leading pointer argument.
fn c_interface_type(
    rw: &Rewriter<'_, '_>,
    orig: &[Type],
    sig: &crate::conversion::types::SignatureConversion,
) -> Option<Type> {
    let ctx = rw.ctx;
    let ptr = llvm_types::ptr(ctx, 0);
    let struct_result = llvm_types::is_struct(ctx, sig.result);
    let mut params: SmallVec<[Type; 8]> = SmallVec::new();
    if struct_result {
        params.push(ptr);
    }
    for (i, &t) in orig.iter().enumerate() {
        let (a, b) = sig.arg_ranges[i];
        if descriptor::memref_rank(rw, t).is_some() {
            params.push(ptr);
        } else {
            params.extend_from_slice(&sig.inputs[a..b]);
        }
    }
    let ret = if struct_result { llvm_types::void(ctx) } else { sig.result };
    Some(llvm_types::func(ctx, ret, &params, false))
}

/// `llvm.alloca` of one `ty`.
fn alloca_one(rw: &mut Rewriter<'_, '_>, ty: Type) -> Value {
    let ctx = rw.ctx;
    let index = rw.tc.index_type();
    let one = rw.constant(index, ctx.integer_attr(ctx.index_type(), 1));
    descriptor::alloca(rw, ty, one, 0, 0)
}

fn ret_values(rw: &mut Rewriter<'_, '_>, values: &[Value]) {
    let mut st = OperationState::for_op(rw.ctx, &llvm::RETURN_OP_INFO, rw.loc);
    st.operands.extend_from_slice(values);
    rw.insert(st);
}

/// Body of `_mlir_ciface_<name>`: load each descriptor, call `name` with the fields.
fn call_from_c_interface(
    rw: &mut Rewriter<'_, '_>,
    orig: &[Type],
    sig: &crate::conversion::types::SignatureConversion,
    args: &[Value],
    name: &str,
) {
    let ctx = rw.ctx;
    let struct_result = llvm_types::is_struct(ctx, sig.result);
    let mut next = usize::from(struct_result);
    let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
    for (i, &t) in orig.iter().enumerate() {
        let (a, b) = sig.arg_ranges[i];
        match descriptor::memref_rank(rw, t) {
            Some(rank) => {
                let Some(desc) = rw.tc.convert(t) else { return };
                let d = descriptor::load(rw, args[next], desc);
                operands.extend(descriptor::unpack(rw, d, rank));
                next += 1;
            }
            None => {
                operands.extend_from_slice(&args[next..next + (b - a)]);
                next += b - a;
            }
        }
    }
    let void = sig.result == llvm_types::void(ctx);
    let st = call_state(rw, Some(ctx.flat_symbol_ref(name)), &operands, (!void).then_some(sig.result));
    let call = rw.insert(st);
    if struct_result {
        let r = rw.body.result(call, 0);
        descriptor::store(rw, r, args[0]);
        ret_values(rw, &[]);
    } else if void {
        ret_values(rw, &[]);
    } else {
        let r = rw.body.result(call, 0);
        ret_values(rw, &[r]);
    }
}

/// Body given to an external function with a C interface: descriptors are rebuilt from
/// the fields, spilled to the stack and passed by pointer to `callee`.
fn forward_to_c_interface(
    rw: &mut Rewriter<'_, '_>,
    orig: &[Type],
    sig: &crate::conversion::types::SignatureConversion,
    args: &[Value],
    callee: &str,
) {
    let ctx = rw.ctx;
    let struct_result = llvm_types::is_struct(ctx, sig.result);
    let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
    let result_buf = struct_result.then(|| alloca_one(rw, sig.result));
    operands.extend(result_buf);
    for (i, &t) in orig.iter().enumerate() {
        let (a, b) = sig.arg_ranges[i];
        match descriptor::memref_rank(rw, t) {
            Some(rank) => {
                let Some(desc) = rw.tc.convert(t) else { return };
                let Some(d) = descriptor::pack(rw, desc, rank, &args[a..b]) else { return };
                let buf = alloca_one(rw, desc);
                descriptor::store(rw, d, buf);
                operands.push(buf);
            }
            None => operands.extend_from_slice(&args[a..b]),
        }
    }
    let void = struct_result || sig.result == llvm_types::void(ctx);
    let st = call_state(rw, Some(ctx.flat_symbol_ref(callee)), &operands, (!void).then_some(sig.result));
    let call = rw.insert(st);
    match result_buf {
        Some(buf) => {
            let r = descriptor::load(rw, buf, sig.result);
            ret_values(rw, &[r]);
        }
        None if void => ret_values(rw, &[]),
        None => {
            let r = rw.body.result(call, 0);
            ret_values(rw, &[r]);
        }
    }
}

/// Packs values into the struct `ty` (poison, then one insertvalue per field).
fn pack(rw: &mut Rewriter<'_, '_>, ty: Type, values: &[Value]) -> Value {
    let mut acc = rw.poison(ty);
    for (i, &v) in values.iter().enumerate() {
        acc = rw.insert_value_at(acc, v, &[i as i64]);
    }
    acc
}

/// Under the bare-pointer convention a memref crosses calls as its pointer: the aligned
/// one into a call, the allocated one out of a function (as MLIR does).
fn bare_pointer(rw: &mut Rewriter<'_, '_>, orig: Type, v: Value, field: i64) -> Value {
    if !rw.bare_ptr() {
        return v;
    }
    // Memrefs that cannot be bare stay descriptors, as MLIR leaves them.
    if crate::conversion::types::bare_ptr_compatible(rw.ctx, orig) {
        rw.extract_value(v, &[field])
    } else {
        v
    }
}

/// Term `ReturnOperands`: what `llvm.return` returns for a `func.return` of `written`
/// (as written) and `converted` (the same, converted): nothing, the one value, or the
/// values packed in a struct; unranked memrefs copied to the heap (they point into this
/// function's stack), memrefs as bare pointers with `use-bare-ptr-memref-call-conv`.
/// Fails where that convention cannot return a memref.
pub fn return_operands(rw: &mut Rewriter<'_, '_>, written: &[Value], converted: &[Value]) -> Option<Vec<Value>> {
    let orig: SmallVec<[Type; 4]> = written.iter().map(|&v| rw.body.value_type(v)).collect();
    if rw.bare_ptr() {
        let unranked = orig.iter().any(|&t| matches!(descriptor::memref_rank(rw, t), Some(None)));
        // Several results are packed by the converted result types, which a memref that
        // cannot be bare does not have.
        if unranked || (orig.len() > 1 && rw.tc.pack_results_with(&orig, true).is_none()) {
            return None;
        }
    }
    let vals: SmallVec<[Value; 4]> = converted.iter().copied().collect();
    let vals = if rw.bare_ptr() { vals } else { copy_unranked(rw, &orig, &vals, true) };
    let mut bare = SmallVec::<[Value; 4]>::new();
    for (&t, &v) in orig.iter().zip(&vals) {
        bare.push(bare_pointer(rw, t, v, 0));
    }
    Some(match bare.len() {
        0 => Vec::new(),
        1 => vec![bare[0]],
        _ => {
            let fields: SmallVec<[Type; 4]> = bare.iter().map(|&v| rw.value_type(v)).collect();
            let ty = llvm_types::literal_struct(rw.ctx, &fields, false);
            vec![pack(rw, ty, &bare)]
        }
    })
}

/// Copies the descriptors of unranked memrefs among `vals` (of original types `orig`) to
/// the heap (`malloc`, for returning them) or to the stack (`alloca`, freeing the heap copy a
/// callee returned), and gives the values with each such descriptor pointing at its copy.
/// The size of a descriptor is 2 pointers and (1 + 2 * rank) indices, as MLIR computes it.
fn copy_unranked(rw: &mut Rewriter<'_, '_>, orig: &[Type], vals: &[Value], to_heap: bool) -> SmallVec<[Value; 4]> {
    let ctx = rw.ctx;
    let unranked: SmallVec<[usize; 2]> =
        (0..orig.len()).filter(|&i| matches!(descriptor::memref_rank(rw, orig[i]), Some(None))).collect();
    let mut out: SmallVec<[Value; 4]> = vals.iter().copied().collect();
    if unranked.is_empty() {
        return out;
    }
    let index_bytes = (ctx.int_width(rw.tc.index_type()).unwrap_or(64) as i64 + 7) / 8;
    let ptr = llvm_types::ptr(ctx, 0);
    // One descriptor after the other: its size, then its copy (MLIR's order).
    for &i in &unranked {
        let one = descriptor::index_constant(rw, 1);
        let two = descriptor::index_constant(rw, 2);
        let index_size = descriptor::index_constant(rw, index_bytes);
        let ptr_size = descriptor::index_constant(rw, 8);
        let two_ptrs = descriptor::int_binary(rw, "llvm.mul", two, ptr_size, 0);
        let rank = rw.extract_value(vals[i], &[0]);
        let two_rank = descriptor::int_binary(rw, "llvm.mul", two, rank, 0);
        let plus_one = descriptor::int_binary(rw, "llvm.add", two_rank, one, 0);
        let indices = descriptor::int_binary(rw, "llvm.mul", plus_one, index_size, 0);
        let size = descriptor::int_binary(rw, "llvm.add", two_ptrs, indices, 0);
        let memory = if to_heap {
            match call_declared(rw, "malloc", &[size], ptr) {
                Some(m) => m,
                None => continue,
            }
        } else {
            descriptor::alloca(rw, ctx.integer_type(8), size, 0, 0)
        };
        let source = rw.extract_value(vals[i], &[1]);
        crate::conversion::descriptor::memcpy(rw, memory, source, size);
        if !to_heap {
            call_declared_void(rw, "free", &[source]);
        }
        let ty = rw.value_type(vals[i]);
        let fresh = rw.poison(ty);
        let rank = rw.extract_value(vals[i], &[0]);
        let with_rank = rw.insert_value_at(fresh, rank, &[0]);
        out[i] = rw.insert_value_at(with_rank, memory, &[1]);
    }
    out
}

/// A call of the module-level runtime function `name` of `args`' types returning `ret`,
/// declared in the module on first use (`malloc`, `free`, `memrefCopy`, ...); `None` when
/// the module has `name` with another type (the error is reported).
pub(crate) fn call_declared(rw: &mut Rewriter<'_, '_>, name: &str, args: &[Value], ret: Type) -> Option<Value> {
    let op = call_runtime(rw, name, args, Some(ret))?;
    Some(rw.body.result(op, 0))
}

/// `call_declared` of a function returning nothing; false on a clash with the module.
pub(crate) fn call_declared_void(rw: &mut Rewriter<'_, '_>, name: &str, args: &[Value]) -> bool {
    call_runtime(rw, name, args, None).is_some()
}

fn call_runtime(rw: &mut Rewriter<'_, '_>, name: &str, args: &[Value], ret: Option<Type>) -> Option<OpId> {
    let ctx = rw.ctx;
    let params: SmallVec<[Type; 4]> = args.iter().map(|&a| rw.value_type(a)).collect();
    let ty = llvm_types::func(ctx, ret.unwrap_or(llvm_types::void(ctx)), &params, false);
    // A symbol of that name that is not an `llvm.func` (a `func.func @free`) makes MLIR
    // create another declaration under a uniqued name, for each call.
    let renamed = rw.runtime_name_taken(name);
    if !renamed && !rw.declare_function(name, ty) {
        return None;
    }
    let st = call_state(rw, Some(rw.ctx.flat_symbol_ref(name)), args, ret);
    let call = rw.insert(st);
    if renamed {
        rw.declare_function_renamed(name, ty, call);
    }
    Some(call)
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
    let mut st = OperationState::for_op(ctx, &llvm::CALL_OP_INFO, rw.loc);
    if let Some(c) = callee {
        st.add_attr(ctx.ident("callee"), c);
    }
    st.operands.extend_from_slice(operands);
    rw.set_attr(&mut st, "CConv", CConv::C.attr(rw.ctx));
    rw.set_attr(&mut st, "TailCallKind", TailCallKind::None.attr(rw.ctx));
    rw.set_attr(&mut st, "fastmathFlags", FastmathFlags::NONE.attr(rw.ctx));
    st.add_attr(ctx.ident("op_bundle_sizes"), ctx.dense_i32_array(&[]));
    st.add_attr(ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[operands.len() as i64, 0]));
    st.result_types.extend(result);
    st
}

/// Term `CallResultType`: what a call of the root's results returns: the one converted
/// result type, or a struct of several (memrefs by the calling convention); fails when the
/// root has no results or one does not convert.
pub fn call_result_type(rw: &mut Rewriter<'_, '_>) -> Option<Type> {
    let op = rw.root()?;
    let orig: SmallVec<[Type; 4]> = rw.body.results(op).map(|r| rw.body.value_type(r)).collect();
    if orig.is_empty() {
        return None;
    }
    let bare = rw.call_bare_ptr();
    rw.tc.pack_results_with(&orig, bare)
}

/// Term `HasResults`: whether the root has results.
pub fn has_results(rw: &mut Rewriter<'_, '_>) -> bool {
    rw.root().is_some_and(|op| rw.body.op(op).num_results > 0)
}

/// Term `CallResults`: the values replacing the root call's results, from the result of
/// the `llvm.call` (see `CallResultType`): unpacked from the struct of several, unranked
/// memrefs copied from the heap to this frame's stack (and the heap copy freed), bare
/// pointers rebuilt into the descriptors of statically shaped memrefs.
pub fn call_results(rw: &mut Rewriter<'_, '_>, result: Value) -> Option<Vec<Value>> {
    let op = rw.root()?;
    let orig: SmallVec<[Type; 4]> = rw.body.results(op).map(|r| rw.body.value_type(r)).collect();
    let mut values: SmallVec<[Value; 4]> = match orig.len() {
        0 => SmallVec::new(),
        1 => smallvec::smallvec![result],
        n => (0..n).map(|i| rw.extract_value(result, &[i as i64])).collect(),
    };
    // Unranked results come on the heap: copy them to this frame's stack and free them.
    if !rw.call_bare_ptr() {
        values = copy_unranked(rw, &orig, &values, false).into_iter().collect();
    }
    // A bare pointer result stands for a statically shaped memref: rebuild its descriptor.
    if rw.call_bare_ptr() {
        for (v, &t) in values.iter_mut().zip(&orig) {
            if let Some(Some(_)) = descriptor::memref_rank(rw, t) {
                let desc = rw.tc.convert(t)?;
                *v = descriptor::from_static(rw, desc, t, *v)?;
            }
        }
    }
    Some(values.into_vec())
}

/// Term `CallOperands`: call arguments of types `written` (as written) and `converted`
/// values as the callee receives them: memref descriptors expanded into their fields (or
/// reduced to a bare pointer), other values as converted. `None` for an unranked memref
/// under the bare-pointer convention.
pub fn call_operands(rw: &mut Rewriter<'_, '_>, written: &[Value], converted: &[Value]) -> Option<Vec<Value>> {
    let mut out = Vec::new();
    for (&w, &v) in written.iter().zip(converted) {
        let t = rw.body.value_type(w);
        match descriptor::memref_rank(rw, t) {
            Some(None) if rw.call_bare_ptr() => return None,
            Some(_) if rw.call_bare_ptr() && crate::conversion::types::bare_ptr_compatible(rw.ctx, t) => {
                out.push(rw.extract_value(v, &[1]));
            }
            Some(rank) => out.extend(descriptor::unpack(rw, v, rank)),
            None => out.push(v),
        }
    }
    Some(out)
}
