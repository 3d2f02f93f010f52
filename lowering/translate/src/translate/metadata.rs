//! Metadata built from the LLVM dialect's metadata attributes, as mlir-translate builds it:
//! TBAA tags and type descriptors (`!tbaa`), alias scopes and their domains (`!alias.scope`,
//! `!noalias`, `llvm.experimental.noalias.scope.decl`), access groups
//! (`!llvm.access.group`) and loop annotations (`!llvm.loop`).
//!
//! Nodes are interned in the function's node list (`Inst::md_node`); a node refers to its
//! operands by their index there, so the module can number the whole graph depth-first as
//! LLVM's writer does. Distinct nodes (scopes, domains, access groups, loop IDs, anonymous
//! TBAA roots) are keyed by the attribute that defines them: the same attribute anywhere in
//! the module is the same node.

use std::fmt::Write;

use super::md_ref::md_ref_text;
use super::types::write_escaped;
use super::Inst;
use crate::diag::Diagnostic;
use crate::dialects::native::llvm::llvm_attr_mnemonic;
use crate::ir::{AttrData, Attribute, Context, OpRef};

/// Parameter `name` of a spec attribute, unless absent.
fn param(ctx: &Context, a: Attribute, name: &str) -> Option<Attribute> {
    let AttrData::Dialect { def, params } = ctx.attr_data(a) else { return None };
    let i = def.0.params.iter().position(|p| p.name == name)?;
    params.get(i).copied().filter(|&v| v != ctx.unit_attr())
}

fn bool_param(ctx: &Context, a: Attribute, name: &str) -> Option<bool> {
    match ctx.attr_data(param(ctx, a, name)?) {
        AttrData::Bool(b) => Some(*b),
        _ => None,
    }
}

fn int_param(ctx: &Context, a: Attribute, name: &str) -> Option<i128> {
    ctx.int_value(param(ctx, a, name)?)
}

fn array(ctx: &Context, a: Option<Attribute>) -> &[Attribute] {
    match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items,
        _ => &[],
    }
}

/// `!"text"` with LLVM's escapes.
fn md_string(out: &mut String, s: &str) {
    out.push_str("!\"");
    write_escaped(out, s.bytes());
    out.push('"');
}

/// The start of a distinct node defined by attribute `a`.
fn distinct_head(out: &mut String, a: Attribute) {
    let _ = write!(out, "\u{1}D{}\u{2}distinct !{{", a.index());
}

const SELF: &str = "!\u{1}S\u{2}";

/// The node of a metadata attribute, or `None` for an attribute of another kind.
pub fn node(e: &mut Inst<'_>, a: Attribute) -> Option<usize> {
    if let Some(n) = e.md_of_attr(a) {
        return Some(n);
    }
    let n = build_node(e, a)?;
    e.set_md_of_attr(a, n);
    Some(n)
}

fn build_node(e: &mut Inst<'_>, a: Attribute) -> Option<usize> {
    let ctx = e.ctx();
    let mut text = String::new();
    match llvm_attr_mnemonic(ctx, a)? {
        "tbaa_root" => match param(ctx, a, "id").and_then(|i| ctx.str_value(i)) {
            Some(id) => {
                text.push_str("!{");
                md_string(&mut text, id);
                text.push('}');
            }
            // An anonymous root refers to itself.
            None => {
                distinct_head(&mut text, a);
                text.push_str(SELF);
                text.push('}');
            }
        },
        "tbaa_type_desc" => {
            let members: Vec<(Option<Attribute>, i128)> = array(ctx, param(ctx, a, "members"))
                .iter()
                .map(|m| (param(ctx, *m, "typeDesc"), int_param(ctx, *m, "offset").unwrap_or(0)))
                .collect();
            text.push_str("!{");
            md_string(&mut text, param(ctx, a, "id").and_then(|i| ctx.str_value(i)).unwrap_or(""));
            for (desc, offset) in members {
                let child = node(e, desc?)?;
                text.push_str(", ");
                md_ref_text(&mut text, child);
                let _ = write!(text, ", i64 {offset}");
            }
            text.push('}');
        }
        "tbaa_tag" => {
            let base = node(e, param(ctx, a, "base_type")?)?;
            let access = node(e, param(ctx, a, "access_type")?)?;
            text.push_str("!{");
            md_ref_text(&mut text, base);
            text.push_str(", ");
            md_ref_text(&mut text, access);
            let _ = write!(text, ", i64 {}", int_param(ctx, a, "offset").unwrap_or(0));
            if bool_param(ctx, a, "constant") == Some(true) {
                text.push_str(", i64 1");
            }
            text.push('}');
        }
        "alias_scope_domain" => {
            distinct_head(&mut text, a);
            text.push_str(SELF);
            description(ctx, a, &mut text);
            text.push('}');
        }
        "alias_scope" => {
            let domain = node(e, param(ctx, a, "domain")?)?;
            distinct_head(&mut text, a);
            text.push_str(SELF);
            text.push_str(", ");
            md_ref_text(&mut text, domain);
            description(ctx, a, &mut text);
            text.push('}');
        }
        "access_group" => {
            distinct_head(&mut text, a);
            text.push('}');
        }
        "loop_annotation" => loop_annotation(e, a, &mut text)?,
        _ => return None,
    }
    Some(e.md_node(&text))
}

fn description(ctx: &Context, a: Attribute, text: &mut String) {
    if let Some(d) = param(ctx, a, "description").and_then(|d| ctx.str_value(d)) {
        text.push_str(", ");
        md_string(text, d);
    }
}

/// A node listing the nodes of `items` (`!{!1, !2}`).
fn list(e: &mut Inst<'_>, items: &[Attribute]) -> Option<usize> {
    let mut text = String::from("!{");
    for (i, &item) in items.iter().enumerate() {
        let n = node(e, item)?;
        if i > 0 {
            text.push_str(", ");
        }
        md_ref_text(&mut text, n);
    }
    text.push('}');
    Some(e.md_node(&text))
}

/// `, !kind !N` for the node `n`.
fn attach(e: &mut Inst<'_>, kind: &str, n: Option<usize>) {
    if let Some(n) = n {
        e.text(", !");
        e.text(kind);
        e.text(" ");
        e.md_ref(n);
    }
}

/// The attachments of a memory access from its `tbaa`, `alias_scopes`, `noalias_scopes`
/// and `access_groups` attributes, in LLVM's kind order. As in mlir-translate, an access
/// with several TBAA tags gets none (LLVM allows one), and a single access group is
/// attached directly rather than in a list.
pub fn memory_attachments(e: &mut Inst<'_>, op: OpRef<'_>) {
    let n = tbaa_node(e, op.attr("tbaa"));
    attach(e, "tbaa", n);
    let n = scope_list_node(e, op.attr("alias_scopes"));
    attach(e, "alias.scope", n);
    let n = scope_list_node(e, op.attr("noalias_scopes"));
    attach(e, "noalias", n);
    let n = access_groups_node(e, op.attr("access_groups"));
    attach(e, "llvm.access.group", n);
}

/// The `!tbaa` node of a `tbaa` array: its tag when it has exactly one.
pub fn tbaa_node(e: &mut Inst<'_>, tags: Option<Attribute>) -> Option<usize> {
    match array(e.ctx(), tags) {
        [tag] => node(e, *tag),
        [] => None,
        _ => {
            e.warn("TBAA access tags were not translated, because LLVM IR only supports a single tag per instruction");
            None
        }
    }
}

/// The `!alias.scope` / `!noalias` node of a scope array: the list of its scopes.
pub fn scope_list_node(e: &mut Inst<'_>, scopes: Option<Attribute>) -> Option<usize> {
    match array(e.ctx(), scopes) {
        [] => None,
        scopes => list(e, scopes),
    }
}

/// The `!llvm.access.group` node of an access group array: the group itself when there
/// is one, else their list.
pub fn access_groups_node(e: &mut Inst<'_>, groups: Option<Attribute>) -> Option<usize> {
    match array(e.ctx(), groups) {
        [] => None,
        [one] => node(e, *one),
        many => list(e, many),
    }
}

/// `, !llvm.loop !N` from a branch's `loop_annotation`.
pub fn loop_attachment(e: &mut Inst<'_>, op: OpRef<'_>) {
    if let Some(a) = op.attr("loop_annotation") {
        let n = node(e, a);
        attach(e, "llvm.loop", n);
    }
}

/// `llvm.intr.experimental.noalias.scope.decl #scope`: a call taking the scope list.
pub fn translate_noalias_scope_decl(e: &mut Inst<'_>, op: OpRef<'_>) -> Result<(), Diagnostic> {
    let name = "llvm.experimental.noalias.scope.decl";
    e.text("call void @");
    e.text(name);
    e.text("(metadata ");
    match op.attr("scope").and_then(|s| list(e, &[s])) {
        Some(n) => e.md_ref(n),
        None => e.text("!{}"),
    }
    e.text(")");
    e.declare(
        name.to_string(),
        format!("declare void @{name}(metadata)"),
        "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)",
    );
    Ok(())
}

/// The distinct, self-referencing loop ID node of a loop annotation. Option groups become
/// `!{!"llvm.loop.<option>", value}` nodes in mlir-translate's order; follow-up annotations
/// are loop IDs of their own.
fn loop_annotation(e: &mut Inst<'_>, a: Attribute, text: &mut String) -> Option<()> {
    let ctx = e.ctx();
    let mut ops: Vec<String> = Vec::new();
    let unit = |ops: &mut Vec<String>, name: &str| {
        let mut s = String::from("!{");
        md_string(&mut s, name);
        s.push('}');
        ops.push(s);
    };
    let value = |ops: &mut Vec<String>, name: &str, v: &str| {
        let mut s = String::from("!{");
        md_string(&mut s, name);
        let _ = write!(s, ", {v}}}");
        ops.push(s);
    };
    let flag = |ops: &mut Vec<String>, group: Attribute, p: &str, name: &str, negate: bool| {
        if let Some(b) = bool_param(ctx, group, p) {
            value(ops, name, if b ^ negate { "i1 true" } else { "i1 false" });
        }
    };
    let count = |ops: &mut Vec<String>, group: Attribute, p: &str, name: &str| {
        if let Some(n) = int_param(ctx, group, p) {
            value(ops, name, &format!("i32 {}", n as u32));
        }
    };
    let unit_if = |ops: &mut Vec<String>, group: Attribute, p: &str, name: &str| {
        if bool_param(ctx, group, p) == Some(true) {
            unit(ops, name);
        }
    };
    // Follow-ups are nodes of their own: collected as (operand position, attribute) and
    // interned after this loop's option nodes are written.
    let mut followups: Vec<(usize, &'static str, Attribute)> = Vec::new();
    let mut followup = |ops: &mut Vec<String>, group: Attribute, p: &str, name: &'static str| {
        if let Some(f) = param(ctx, group, p) {
            followups.push((ops.len(), name, f));
            ops.push(String::new());
        }
    };

    // The loop's start and end locations come first (mlir-translate's order), each in the
    // local scope its fused location names.
    for p in ["startLoc", "endLoc"] {
        let Some(loc) = param(ctx, a, p) else { continue };
        let scope = match ctx.attr_data(loc) {
            AttrData::Location(crate::ir::Location::Fused { metadata: Some(m), .. }) => Some(*m),
            _ => None,
        };
        let local = scope.filter(|m| {
            matches!(llvm_attr_mnemonic(ctx, *m), Some("di_subprogram" | "di_lexical_block" | "di_lexical_block_file"))
        });
        let Some(scope) = local.and_then(|m| super::debuginfo::di_node(e, m)) else { continue };
        if let Some(n) = super::debuginfo::location(e, loc, Some(scope), None) {
            ops.push(e.md_text(n).to_string());
        }
    }
    unit_if(&mut ops, a, "disableNonforced", "llvm.loop.disable_nonforced");
    unit_if(&mut ops, a, "mustProgress", "llvm.loop.mustprogress");
    if let Some(v) = bool_param(ctx, a, "isVectorized") {
        value(&mut ops, "llvm.loop.isvectorized", if v { "i32 1" } else { "i32 0" });
    }
    if let Some(g) = param(ctx, a, "vectorize") {
        flag(&mut ops, g, "disable", "llvm.loop.vectorize.enable", true);
        flag(&mut ops, g, "predicateEnable", "llvm.loop.vectorize.predicate.enable", false);
        flag(&mut ops, g, "scalableEnable", "llvm.loop.vectorize.scalable.enable", false);
        count(&mut ops, g, "width", "llvm.loop.vectorize.width");
        followup(&mut ops, g, "followupVectorized", "llvm.loop.vectorize.followup_vectorized");
        followup(&mut ops, g, "followupEpilogue", "llvm.loop.vectorize.followup_epilogue");
        followup(&mut ops, g, "followupAll", "llvm.loop.vectorize.followup_all");
    }
    if let Some(g) = param(ctx, a, "interleave") {
        count(&mut ops, g, "count", "llvm.loop.interleave.count");
    }
    if let Some(g) = param(ctx, a, "unroll") {
        if let Some(d) = bool_param(ctx, g, "disable") {
            unit(&mut ops, if d { "llvm.loop.unroll.disable" } else { "llvm.loop.unroll.enable" });
        }
        count(&mut ops, g, "count", "llvm.loop.unroll.count");
        flag(&mut ops, g, "runtimeDisable", "llvm.loop.unroll.runtime.disable", false);
        unit_if(&mut ops, g, "full", "llvm.loop.unroll.full");
        followup(&mut ops, g, "followupUnrolled", "llvm.loop.unroll.followup_unrolled");
        followup(&mut ops, g, "followupRemainder", "llvm.loop.unroll.followup_remainder");
        followup(&mut ops, g, "followupAll", "llvm.loop.unroll.followup_all");
    }
    if let Some(g) = param(ctx, a, "unrollAndJam") {
        if let Some(d) = bool_param(ctx, g, "disable") {
            unit(&mut ops, if d { "llvm.loop.unroll_and_jam.disable" } else { "llvm.loop.unroll_and_jam.enable" });
        }
        count(&mut ops, g, "count", "llvm.loop.unroll_and_jam.count");
        followup(&mut ops, g, "followupOuter", "llvm.loop.unroll_and_jam.followup_outer");
        followup(&mut ops, g, "followupInner", "llvm.loop.unroll_and_jam.followup_inner");
        followup(&mut ops, g, "followupRemainderOuter", "llvm.loop.unroll_and_jam.followup_remainder_outer");
        followup(&mut ops, g, "followupRemainderInner", "llvm.loop.unroll_and_jam.followup_remainder_inner");
        followup(&mut ops, g, "followupAll", "llvm.loop.unroll_and_jam.followup_all");
    }
    if let Some(g) = param(ctx, a, "licm") {
        unit_if(&mut ops, g, "disable", "llvm.licm.disable");
        unit_if(&mut ops, g, "versioningDisable", "llvm.loop.licm_versioning.disable");
    }
    if let Some(g) = param(ctx, a, "distribute") {
        flag(&mut ops, g, "disable", "llvm.loop.distribute.enable", true);
        followup(&mut ops, g, "followupCoincident", "llvm.loop.distribute.followup_coincident");
        followup(&mut ops, g, "followupSequential", "llvm.loop.distribute.followup_sequential");
        followup(&mut ops, g, "followupFallback", "llvm.loop.distribute.followup_fallback");
        followup(&mut ops, g, "followupAll", "llvm.loop.distribute.followup_all");
    }
    if let Some(g) = param(ctx, a, "pipeline") {
        flag(&mut ops, g, "disable", "llvm.loop.pipeline.disable", false);
        count(&mut ops, g, "initiationinterval", "llvm.loop.pipeline.initiationinterval");
    }
    if let Some(g) = param(ctx, a, "peeled") {
        count(&mut ops, g, "count", "llvm.loop.peeled.count");
    }
    if let Some(g) = param(ctx, a, "unswitch") {
        unit_if(&mut ops, g, "partialDisable", "llvm.loop.unswitch.partial.disable");
    }
    let groups = array(ctx, param(ctx, a, "parallelAccesses"));
    let mut parallel = None;
    if !groups.is_empty() {
        let mut s = String::from("!{");
        md_string(&mut s, "llvm.loop.parallel_accesses");
        for &g in groups {
            let n = node(e, g)?;
            s.push_str(", ");
            md_ref_text(&mut s, n);
        }
        s.push('}');
        parallel = Some(s);
    }
    for (pos, name, f) in followups {
        let n = node(e, f)?;
        let mut s = String::from("!{");
        md_string(&mut s, name);
        s.push_str(", ");
        md_ref_text(&mut s, n);
        s.push('}');
        ops[pos] = s;
    }
    ops.extend(parallel);
    distinct_head(text, a);
    text.push_str(SELF);
    for o in ops {
        let n = e.md_node(&o);
        text.push_str(", ");
        md_ref_text(text, n);
    }
    text.push('}');
    Some(())
}

/// The metadata mlir-translate attaches to a function from its `llvm.func` attributes, in
/// the order MLIR sets them (`vec_type_hint`, `work_group_size_hint`,
/// `reqd_work_group_size`, `intel_reqd_sub_group_size`): `(kind, node text)`.
pub(crate) fn function_attachments(ctx: &Context, op: OpRef<'_>) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    // `#llvm.vec_type_hint<hint = T[, is_signed = B]>`, kept as written: `!{T undef, i32 B}`.
    if let Some(AttrData::Opaque { body, .. }) = op.attr("vec_type_hint").map(|a| ctx.attr_data(a)) {
        let inner = body.strip_prefix("vec_type_hint<").and_then(|b| b.strip_suffix('>')).unwrap_or("");
        let (hint, signed) = match inner.rfind(", is_signed = ") {
            Some(i) => (&inner[..i], inner[i + ", is_signed = ".len()..].trim() == "true"),
            None => (inner, false),
        };
        let ty = hint.trim().strip_prefix("hint = ").and_then(|t| crate::parse::ops::parse_attr_text(ctx, t.trim()));
        if let Some(t) = ty.and_then(|t| ctx.type_attr_value(t)) {
            let mut text = String::from("!{");
            super::types::write_type(&mut text, ctx, t);
            let _ = write!(text, " undef, i32 {}}}", signed as i32);
            out.push(("vec_type_hint", text));
        }
    }
    for kind in ["work_group_size_hint", "reqd_work_group_size"] {
        if let Some(v) = crate::ods::attr_dense_ints(op, kind) {
            let items: Vec<String> = v.iter().map(|x| format!("i32 {x}")).collect();
            out.push((kind, format!("!{{{}}}", items.join(", "))));
        }
    }
    if let Some(n) = crate::ods::attr_int(op, "intel_reqd_sub_group_size") {
        out.push(("intel_reqd_sub_group_size", format!("!{{i32 {n}}}")));
    }
    out
}
