//! Native translations named by `llvmNativeTranslation` in spec/dialects/llvm.td: the ops
//! whose LLVM IR is structural (branches with their phi edges, calls, constants folded
//! into uses) rather than one templated instruction.

use crate::llvm_types;
use std::fmt::Write;

use super::module::param_attrs;
use super::Inst;
use crate::diag::Diagnostic;
use crate::ir::{AttrData, OpRef};
use crate::ods;

type R = Result<(), Diagnostic>;

fn unsupported(op: OpRef<'_>) -> Diagnostic {
    ods::op_error(op, format!("LLVM Translation failed for operation: {}", op.name()))
}

/// Constants: folded into their uses, no instruction of their own.
pub fn translate_constant(_e: &mut Inst<'_>, _op: OpRef<'_>) -> R {
    Ok(())
}
pub use translate_constant as translate_undef;
pub use translate_constant as translate_poison;
pub use translate_constant as translate_zero;
pub use translate_constant as translate_none;
pub use translate_constant as translate_addressof;
pub use translate_constant as translate_dso_local_equivalent;

/// Module-level ops are translated by the module skeleton; inside a function they have no
/// meaning.
pub fn translate_module_level(_e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    Err(ods::op_error(op, format!("'{}' can only be translated at module level", op.name())))
}
pub use translate_module_level as translate_global;
pub use translate_module_level as translate_global_ctors;
pub use translate_module_level as translate_global_dtors;
pub use translate_module_level as translate_alias;
pub use translate_module_level as translate_ifunc;
pub use translate_module_level as translate_comdat;
pub use translate_module_level as translate_comdat_selector;
pub use translate_module_level as translate_func;
pub use translate_module_level as translate_linker_options;
pub use translate_module_level as translate_module_flags;

pub use translate_constant as translate_blockaddress;

/// A block tag only names its block for `llvm.blockaddress`.
pub fn translate_blocktag(_e: &mut Inst<'_>, _op: OpRef<'_>) -> R {
    Ok(())
}

/// `indirectbr ptr %a, [label %1, label %2]`.
pub fn translate_indirectbr(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.text("indirectbr ");
    e.write_typed(op.operand(0));
    e.text(", [");
    for i in 0..op.successors().len() {
        if i > 0 {
            e.text(", ");
        }
        e.text("label ");
        e.succ_label(op, i);
    }
    e.text("]");
    Ok(())
}

pub use super::metadata::translate_noalias_scope_decl;

/// `br label %N`, with its `!llvm.loop` attachment.
pub fn translate_br(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.text("br label ");
    e.succ_label(op, 0);
    super::metadata::loop_attachment(e, op);
    Ok(())
}

fn branch_weights(e: &mut Inst<'_>, op: OpRef<'_>) {
    if let Some(w) = ods::attr_dense_ints(op, "branch_weights") {
        let mut node = String::from("!{!\"branch_weights\"");
        for v in w {
            let _ = write!(node, ", i32 {v}");
        }
        node.push('}');
        e.text(", !prof ");
        e.md(&node);
    }
}

/// `br i1 %c, label %T, label %F`, with its `!prof` branch weights and `!llvm.loop`.
pub fn translate_cond_br(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.text("br ");
    e.write_typed(op.operand(0));
    e.text(", label ");
    e.succ_label(op, 0);
    e.text(", label ");
    e.succ_label(op, 1);
    branch_weights(e, op);
    super::metadata::loop_attachment(e, op);
    Ok(())
}

/// `switch <ty> %v, label %default [ <ty> <case>, label %N ... ]`, a case a line, with its
/// `!prof` branch weights.
pub fn translate_switch(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    let ctx = e.ctx();
    let value = op.operand(0);
    let ty = op.value_type(value);
    e.text("switch ");
    e.write_typed(value);
    e.text(", label ");
    e.succ_label(op, 0);
    e.text(" [\n");
    let cases: Vec<i128> = match op.attr("case_values").map(|a| ctx.attr_data(a)) {
        Some(AttrData::DenseElements { values: crate::ir::DenseValues::Int(v), splat, .. }) => {
            let n = op.successors().len() - 1;
            if *splat {
                vec![v.first().copied().unwrap_or(0); n]
            } else {
                v.to_vec()
            }
        }
        _ => Vec::new(),
    };
    let w = ctx.int_width(ty).unwrap_or(64);
    for (i, c) in cases.iter().enumerate() {
        e.text("    ");
        e.ty(ty);
        let c = super::consts::sext(*c, w);
        if w == 1 {
            e.text(if c != 0 { " true" } else { " false" });
        } else {
            let _ = write!(e.out, " {c}");
        }
        e.text(", label ");
        e.succ_label(op, i + 1);
        e.text("\n");
    }
    e.text("  ]");
    branch_weights(e, op);
    Ok(())
}

/// `ret <ty> %v` or `ret void`.
pub fn translate_return(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    match op.operands().first() {
        Some(&v) => {
            e.text("ret ");
            e.write_typed(v);
        }
        None => e.text("ret void"),
    }
    Ok(())
}

/// `invoke [cc ]<ret> @f(<args>)` then `to label %N unwind label %M` on the next line.
pub fn translate_invoke(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.rule_ops = true;
    call_like(e, op, "invoke")?;
    e.text("\n          to label ");
    e.succ_label(op, 0);
    e.text(" unwind label ");
    e.succ_label(op, 1);
    branch_weights(e, op);
    Ok(())
}

/// `landingpad <ty>` with `cleanup`, `catch <v>` and `filter <v>` clauses on their own
/// lines.
pub fn translate_landingpad(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.rule_ops = true;
    let ctx = e.ctx();
    e.text("landingpad ");
    e.ty(op.value_type(op.result(0)));
    if op.attr("cleanup").is_some() {
        e.text("\n          cleanup");
    }
    for &c in op.operands() {
        let filter = llvm_types::is_array(ctx, op.value_type(c));
        e.text(if filter { "\n          filter " } else { "\n          catch " });
        e.write_typed(c);
    }
    Ok(())
}

/// `[tail ]call [fmf ][cc ]<ret> [(<params>) ]@f(<args>)[ #N]`.
pub fn translate_call(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.rule_ops = true;
    call_like(e, op, "call")?;
    super::metadata::memory_attachments(e, op);
    Ok(())
}

fn call_like(e: &mut Inst<'_>, op: OpRef<'_>, keyword: &str) -> R {
    let ctx = e.ctx();
    let Some(info) = op.info() else { return Err(unsupported(op)) };
    let args: Vec<_> = ods::operand_group(op, info.operand_arities, 0).iter().collect();
    let callee = ods::attr_symbol(op, "callee");
    let (fptr, args) = match callee {
        Some(_) => (None, &args[..]),
        None => match args.split_first() {
            Some((f, rest)) => (Some(*f), rest),
            None => return Err(unsupported(op)),
        },
    };
    if let Some(k) = ods::attr_enum_value(op, "TailCallKind") {
        let mark = e.out.len();
        e.enum_attr(Some(k), &crate::dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM);
        if e.out.len() > mark {
            e.text(" ");
        }
    }
    e.text(keyword);
    e.fastmath_flags(op);
    if let Some(cc) = ods::attr_enum_value(op, "CConv") {
        if cc != 0 {
            e.text(" ");
            e.enum_attr(Some(cc), &crate::dialects::gen::llvm_enums::LLVM_C_CONV_ATTR_ENUM);
        }
    }
    e.text(" ");
    let ret = if op.num_results() > 0 { op.value_type(op.result(0)) } else { llvm_types::void(ctx) };
    if let Some(res_attrs) = op.attr("res_attrs").and_then(|a| match ctx.attr_data(a) {
        AttrData::Array(a) => a.first().copied(),
        _ => None,
    }) {
        let t = param_attrs(ctx, res_attrs);
        if !t.is_empty() {
            e.text(&t);
            e.text(" ");
        }
    }
    // LLVM's writer names the address space of an indirect callee outside the default one.
    if let Some(llvm_types::LlvmType::Ptr { addr_space }) = fptr.and_then(|f| llvm_types::view(ctx, op.value_type(f))) {
        if addr_space != 0 {
            e.text(&format!("addrspace({addr_space}) "));
        }
    }
    if let Some(ft) = op.attr("var_callee_type").and_then(|a| ctx.type_attr_value(a)) {
        e.ty(ft);
    } else {
        e.ty(ret);
    }
    e.text(" ");
    match (callee, fptr) {
        (Some(name), _) => {
            e.text("@");
            let mut s = String::new();
            super::types::write_name(&mut s, name);
            e.text(&s);
        }
        (None, Some(f)) => e.write_value(f),
        _ => {}
    }
    e.text("(");
    let arg_attrs: Vec<crate::ir::Attribute> = match op.attr("arg_attrs").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(a)) => a.to_vec(),
        _ => Vec::new(),
    };
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            e.text(", ");
        }
        e.ty(op.value_type(a));
        if let Some(attrs) = arg_attrs.get(i) {
            let t = param_attrs(ctx, *attrs);
            if !t.is_empty() {
                e.text(" ");
                e.text(&t);
            }
        }
        e.text(" ");
        e.write_value(a);
    }
    e.text(")");
    let mut fn_attrs: Vec<String> = Vec::new();
    for (attr, kw) in [
        ("convergent", "convergent"),
        ("no_unwind", "nounwind"),
        ("will_return", "willreturn"),
        ("no_inline", "noinline"),
        ("always_inline", "alwaysinline"),
        ("inline_hint", "inlinehint"),
    ] {
        if op.attr(attr).is_some() {
            fn_attrs.push(kw.to_string());
        }
    }
    if let Some(m) = op.attr("memory_effects").and_then(|a| super::module::memory_text(ctx, a)) {
        fn_attrs.push(m);
    }
    if !fn_attrs.is_empty() {
        super::module::sort_attrs(&mut fn_attrs);
        e.text(" ");
        e.attr_group(&fn_attrs.join(" "));
    }
    e.operand_bundles(op, info.operand_arities);
    Ok(())
}

/// `llvm.call_intrinsic "llvm.foo.bar"(...)`: a call of the named intrinsic, declared with
/// the operand and result types (llvm_rules checks them against what the spec knows of
/// the intrinsic).
pub fn translate_call_intrinsic(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    e.rule_ops = true;
    let ctx = e.ctx();
    let name = ods::attr_str(op, "intrin").unwrap_or("").to_string();
    let Some(info) = op.info() else { return Err(unsupported(op)) };
    let args: Vec<_> = ods::operand_group(op, info.operand_arities, 0).iter().collect();
    let ret = if op.num_results() > 0 { op.value_type(op.result(0)) } else { llvm_types::void(ctx) };
    // LLVM names an overloaded intrinsic by the call's types, whatever suffixes were
    // written (`"llvm.smax.i32"` called on i64 is `@llvm.smax.i64`).
    let types: Vec<_> = args.iter().map(|&a| op.value_type(a)).collect();
    let name = super::llvm_rules::mangled_name(ctx, &name, &types, ret).unwrap_or(name);
    // The declaration carries the intrinsic's attributes, when the spec describes it.
    let desc = super::llvm_rules::intrinsic_desc(ctx, &name);
    e.text("call");
    e.fastmath_flags(op);
    e.text(" ");
    e.ty(ret);
    let _ = write!(e.out, " @{name}(");
    let mut decl = String::from("declare ");
    if let Some(d) = desc.filter(|d| !d.decl_ret_attrs.is_empty()) {
        decl.push_str(d.decl_ret_attrs);
        decl.push(' ');
    }
    super::types::write_type(&mut decl, ctx, ret);
    let _ = write!(decl, " @{name}(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            e.text(", ");
            decl.push_str(", ");
        }
        e.write_typed(a);
        super::types::write_type(&mut decl, ctx, op.value_type(a));
        if let Some(p) = desc.and_then(|d| d.decl_param_attrs.get(i)).filter(|p| !p.is_empty()) {
            decl.push(' ');
            decl.push_str(p);
        }
    }
    e.text(")");
    e.operand_bundles(op, info.operand_arities);
    decl.push(')');
    if !name.is_empty() {
        e.declare(name, decl, desc.map_or("", |d| d.decl_attrs));
    }
    Ok(())
}

/// `call <ret> asm [sideeffect] [alignstack] [inteldialect] "<asm>", "<constraints>"(<args>)`.
pub fn translate_inline_asm(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    let ctx = e.ctx();
    let ret = if op.num_results() > 0 { op.value_type(op.result(0)) } else { llvm_types::void(ctx) };
    if let Some(k) = ods::attr_enum_value(op, "tail_call_kind") {
        let mark = e.out.len();
        e.enum_attr(Some(k), &crate::dialects::gen::llvm_enums::LLVM_TAIL_CALL_KIND_ATTR_ENUM);
        if e.out.len() > mark {
            e.text(" ");
        }
    }
    e.text("call ");
    e.ty(ret);
    e.text(" asm ");
    if op.attr("has_side_effects").is_some() {
        e.text("sideeffect ");
    }
    if op.attr("is_align_stack").is_some() {
        e.text("alignstack ");
    }
    if ods::attr_enum_value(op, "asm_dialect") == Some(1) {
        e.text("inteldialect ");
    }
    e.text("\"");
    e.attr(op.attr("asm_string"));
    e.text("\", \"");
    e.attr(op.attr("constraints"));
    e.text("\"(");
    // `operand_attrs`: an operand's `elementtype` (indirect constraints).
    let operand_attrs = match op.attr("operand_attrs").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(a)) => &a[..],
        _ => &[],
    };
    for (i, &a) in op.operands().iter().enumerate() {
        if i > 0 {
            e.text(", ");
        }
        e.ty(op.value_type(a));
        let elem = operand_attrs.get(i).and_then(|&d| {
            ctx.dict_entries(d)
                .iter()
                .find(|x| ctx.ident_str(x.name) == "elementtype")
                .and_then(|x| ctx.type_attr_value(x.value))
        });
        if let Some(t) = elem {
            e.text(" elementtype(");
            e.ty(t);
            e.text(")");
        }
        e.text(" ");
        e.write_value(a);
    }
    e.text(")");
    Ok(())
}

/// `llvm.intr.dbg.declare` / `dbg.value` / `dbg.label`: LLVM 22's debug records
/// (`#dbg_declare(ptr %1, !12, !DIExpression(), !15)`), written on their own line before
/// the next instruction. Without a location (no subprogram, or an unknown location) they
/// are dropped, as mlir-translate drops debug intrinsics without one.
pub fn translate_dbg_record(e: &mut Inst<'_>, op: OpRef<'_>) -> R {
    use super::debuginfo::{di_node, expression_text};
    let ctx = e.ctx();
    let Some(loc) = e.dbg_location(op.loc()) else { return Ok(()) };
    if op.name() == "llvm.intr.dbg.label" {
        let Some(label) = op.attr("label").and_then(|l| di_node(e, l)) else { return Ok(()) };
        e.text("  #dbg_label(");
        e.md_ref(label);
    } else {
        let Some(var) = op.attr("varInfo").and_then(|v| di_node(e, v)) else { return Ok(()) };
        let declare = op.name() == "llvm.intr.dbg.declare";
        e.text(if declare { "  #dbg_declare(" } else { "  #dbg_value(" });
        e.write_typed(op.operand(0));
        e.text(", ");
        e.md_ref(var);
        e.text(", ");
        let expr = expression_text(ctx, op.attr("locationExpr"));
        e.text(&expr);
    }
    e.text(", ");
    e.md_ref(loc);
    e.text(")");
    Ok(())
}
