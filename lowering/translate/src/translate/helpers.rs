//! The `@helper(...)` functions of `llvmInstruction` templates: pieces of instruction text
//! that need the data layout or more than one attribute (see spec/dialects/llvm.td).

use std::fmt::Write;

use super::{HelperArg, Inst};
use crate::ir::{AttrData, Attribute};

fn ty_arg(args: &[HelperArg<'_>], i: usize, e: &Inst<'_>) -> Option<crate::ir::Type> {
    match args.get(i)? {
        HelperArg::Type(t) => Some(*t),
        HelperArg::Attr(Some(a)) => e.ctx().type_attr_value(*a),
        _ => None,
    }
}

/// ABI alignment in bytes of the type.
pub fn abi_align(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    if let Some(t) = ty_arg(args, 0, e) {
        let a = e.data_layout().align(e.ctx(), t).0;
        let _ = write!(e.out, "{a}");
    }
}

/// `@align($alignment)`: an alignment attribute as LLVM holds it ([`super::types::llvm_align`]).
pub fn align(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    if let Some(HelperArg::Attr(Some(a))) = args.first() {
        if let Some(v) = e.ctx().int_value(*a).and_then(super::types::llvm_align) {
            let _ = write!(e.out, "{v}");
        }
    }
}

/// `@fp_fastmath($fastmathFlags, type($res))`: the flags, on an op LLVM takes them on only
/// when its type is floating point (a select; calls go through [`Inst::fastmath_flags`]).
pub fn fp_fastmath(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    let (Some(HelperArg::Attr(Some(a))), Some(t)) = (args.first(), ty_arg(args, 1, e)) else { return };
    let crate::ir::AttrData::Enum { value, .. } = *e.ctx().attr_data(*a) else { return };
    if super::function::is_fp_math_type(e.ctx(), t) {
        e.enum_attr(Some(value), &crate::dialects::gen::llvm_enums::LLVM_FASTMATH_FLAGS_ATTR_ENUM);
    }
}

/// Preferred alignment in bytes of the type.
pub fn pref_align(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    if let Some(t) = ty_arg(args, 0, e) {
        let a = e.data_layout().align(e.ctx(), t).1;
        let _ = write!(e.out, "{a}");
    }
}

/// The store size in bytes (the default alignment of atomics).
pub fn store_size_align(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    if let Some(t) = ty_arg(args, 0, e) {
        let a = e.data_layout().store_size(e.ctx(), t);
        let _ = write!(e.out, "{a}");
    }
}

/// `, <ty> <count>` unless the count is the constant i32 1.
pub fn alloca_size(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    let Some(HelperArg::Values(v)) = args.first() else { return };
    let Some(n) = v.first() else { return };
    let ctx = e.ctx();
    if let Some(super::consts::Const::Int { ty, v: 1 }) = e.const_of(n) {
        if ctx.int_width(*ty) == Some(32) {
            return;
        }
    }
    e.text(", ");
    e.write_typed(n);
}

/// `, addrspace(N)` for a pointer outside address space 0.
pub fn addrspace(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    if let Some(HelperArg::Type(t)) = args.first() {
        if let Some(addr_space) = crate::llvm_types::ptr_addr_space(e.ctx(), *t) {
            if addr_space != 0 {
                let _ = write!(e.out, ", addrspace({addr_space})");
            }
        }
    }
}

/// The indices of a GEP: `, <ty> <v>` each; constant ones as `i32 <c>`.
pub fn gep_indices(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    let (Some(HelperArg::Values(dynamic)), Some(HelperArg::Attr(Some(raw)))) = (args.first(), args.get(1)) else {
        return;
    };
    let raw: Vec<i64> = match e.ctx().attr_data(*raw) {
        AttrData::DenseArrayInt { values, .. } => values.to_vec(),
        _ => return,
    };
    let mut dynamic = dynamic.iter();
    for r in raw {
        e.text(", ");
        if r == i32::MIN as i64 {
            if let Some(v) = dynamic.next() {
                e.write_typed(v);
            }
        } else {
            let _ = write!(e.out, "i32 {r}");
        }
    }
}

/// A shufflevector mask: `<N x i32> <i32 0, i32 poison, ...>`.
pub fn shuffle_mask(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    let Some(HelperArg::Attr(Some(mask))) = args.first() else { return };
    let values: Vec<i64> = match e.ctx().attr_data(*mask) {
        AttrData::DenseArrayInt { values, .. } => values.to_vec(),
        _ => return,
    };
    let n = values.len();
    // Shuffles of scalable vectors take a scalable mask (only a splat or poison one).
    let scalable = matches!(args.get(1), Some(HelperArg::Type(t))
        if matches!(e.ctx().type_data(*t), crate::ir::TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s)));
    let vscale = if scalable { "vscale x " } else { "" };
    let _ = write!(e.out, "<{vscale}{n} x i32> ");
    if values.iter().all(|v| *v == -1) {
        e.text("poison");
    } else if values.iter().all(|v| *v == 0) {
        e.text("zeroinitializer");
    } else {
        e.text("<");
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                e.text(", ");
            }
            if *v < 0 {
                e.text("i32 poison");
            } else {
                let _ = write!(e.out, "i32 {v}");
            }
        }
        e.text(">");
    }
}

/// A module-level metadata node with this text, as `!N`.
pub fn md(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    if let Some(HelperArg::Str(s)) = args.first() {
        e.md(s);
    }
}

/// `, !dereferenceable !N` or `, !dereferenceable_or_null !N` from a
/// `#llvm.dereferenceable<bytes = N[, mayBeNull = true]>` attribute.
pub fn deref_md(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    let Some(HelperArg::Attr(Some(a))) = args.first() else { return };
    let ctx = e.ctx();
    let (bytes, null) = match ctx.attr_data(*a) {
        AttrData::Dialect { params, .. } => {
            let bytes = params.first().and_then(|p| ctx.int_value(*p)).unwrap_or(0);
            let null = params.get(1).map(|p| matches!(ctx.attr_data(*p), AttrData::Bool(true))).unwrap_or(false);
            (bytes, null)
        }
        _ => return,
    };
    e.text(if null { ", !dereferenceable_or_null " } else { ", !dereferenceable " });
    e.md(&format!("!{{i64 {bytes}}}"));
}

/// Removes the attachment kind the template wrote before a metadata helper (`, !tbaa `)
/// when the attribute gives no node (an empty array, several TBAA tags).
fn drop_attachment(e: &mut Inst<'_>, kind: &str) {
    let suffix = format!(", !{kind} ");
    if e.out.ends_with(&suffix) {
        let n = e.out.len() - suffix.len();
        e.out.truncate(n);
    }
}

fn attr_arg(args: &[HelperArg<'_>]) -> Option<Attribute> {
    match args.first() {
        Some(HelperArg::Attr(a)) => *a,
        _ => None,
    }
}

/// `!N` of the `!tbaa` node of a `tbaa` array; without one, the `, !tbaa ` before it is
/// dropped.
pub fn tbaa_md(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    match super::metadata::tbaa_node(e, attr_arg(args)) {
        Some(n) => e.md_ref(n),
        None => drop_attachment(e, "tbaa"),
    }
}

/// `!N` of the scope list of an `alias_scopes` or `noalias_scopes` array; without one, the
/// `, !alias.scope ` or `, !noalias ` before it is dropped.
pub fn alias_scopes_md(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    match super::metadata::scope_list_node(e, attr_arg(args)) {
        Some(n) => e.md_ref(n),
        None => {
            drop_attachment(e, "alias.scope");
            drop_attachment(e, "noalias");
        }
    }
}

/// `!N` of the `!llvm.access.group` node of an `access_groups` array; without one, the
/// `, !llvm.access.group ` before it is dropped.
pub fn access_groups_md(e: &mut Inst<'_>, args: &[HelperArg<'_>]) {
    match super::metadata::access_groups_node(e, attr_arg(args)) {
        Some(n) => e.md_ref(n),
        None => drop_attachment(e, "llvm.access.group"),
    }
}
