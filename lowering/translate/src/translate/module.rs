//! The module skeleton of the translation: header (data layout, triple), globals,
//! function definitions (translated in parallel) and declarations, intrinsic declarations
//! in first-use order, attribute groups and metadata numbered module-wide as LLVM's
//! writer numbers them, and the module flags mlir-translate always emits.

use crate::llvm_types::{self, LlvmType};
use std::fmt::Write;

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

use super::consts::{self, Const};
use super::function::{translate_body, FnOutput};
pub use super::module_info::ModuleInfo;
use super::types::{write_name, write_type, DataLayout};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Attribute, Body, Context, OpId, OpRef, Type, TypeData};
use crate::ods;

/// A function-level or call-site attribute set, before numbering.
#[derive(Default)]
struct Numbering {
    groups: Vec<String>,
    group_index: FxHashMap<String, usize>,
    /// Metadata nodes as printed, by number.
    md: Vec<String>,
    /// Node identities: the node's text with each child reference replaced by the child's
    /// identity (`\u{1}I<id>\u{2}`), so equal nodes of different functions are one node.
    md_ids: FxHashMap<String, u32>,
    /// Per identity: its text and, once numbered, its number.
    md_nodes: Vec<(String, Option<usize>)>,
}

impl Numbering {
    fn group(&mut self, text: &str) -> usize {
        if let Some(&i) = self.group_index.get(text) {
            return i;
        }
        self.groups.push(text.to_string());
        self.group_index.insert(text.to_string(), self.groups.len() - 1);
        self.groups.len() - 1
    }

    /// The number of a node without references to other nodes.
    fn md(&mut self, text: &str) -> usize {
        let id = self.md_identity(text.to_string());
        self.md_number(id)
    }

    /// The number of node `idx` of a function's local node list (see `Inst::md_node`).
    fn md_local(&mut self, list: &[String], idx: usize, ids: &mut Vec<Option<u32>>) -> usize {
        let id = self.md_local_identity(list, idx, ids);
        self.md_number(id)
    }

    fn md_local_identity(&mut self, list: &[String], idx: usize, ids: &mut Vec<Option<u32>>) -> u32 {
        if ids.len() < list.len() {
            ids.resize(list.len(), None);
        }
        if let Some(id) = ids.get(idx).copied().flatten() {
            return id;
        }
        let text = list.get(idx).map(String::as_str).unwrap_or("!{}");
        // A distinct node is known by the attribute that defines it (its `D` marker) alone:
        // its identity exists before its operands', so a cycle through it (a compile unit
        // listing globals whose variables name the unit) ends there.
        let distinct = text
            .strip_prefix('\u{1}')
            .filter(|t| t.starts_with('D'))
            .and_then(|t| t.find('\u{2}').map(|end| t[..end].to_string()));
        let early = distinct.map(|d| {
            let id = self.md_identity(format!("\u{1}{d}\u{2}#"));
            ids[idx] = Some(id);
            id
        });
        if let Some(id) = early {
            if !self.md_nodes[id as usize].0.ends_with('#') || self.md_nodes[id as usize].1.is_some() {
                return id;
            }
        }
        let mut key = String::with_capacity(text.len());
        rewrite_markers(text, &mut key, |marker, key| {
            // A node refers to other nodes of its list (or to itself, `S`).
            match marker.strip_prefix('M').and_then(|j| j.parse::<usize>().ok()).filter(|&j| j < list.len() && j != idx)
            {
                Some(j) => {
                    let child = self.md_local_identity(list, j, ids);
                    let _ = write!(key, "\u{1}I{child}\u{2}");
                }
                None => {
                    match marker.strip_prefix('N').and_then(|j| j.parse::<usize>().ok()).filter(|&j| j < list.len()) {
                        Some(j) => {
                            let child = self.md_local_identity(list, j, ids);
                            let _ = write!(key, "\u{1}Q{child}\u{2}");
                        }
                        None => {
                            key.push('\u{1}');
                            key.push_str(marker);
                            key.push('\u{2}');
                        }
                    }
                }
            }
        });
        if let Some(id) = early {
            // The first list to spell the node out gives its text (all spell it alike).
            if self.md_nodes[id as usize].0.ends_with('#') {
                self.md_nodes[id as usize].0 = key;
            }
            return id;
        }
        let id = self.md_identity(key);
        ids[idx] = Some(id);
        id
    }

    fn md_identity(&mut self, key: String) -> u32 {
        if let Some(&id) = self.md_ids.get(&key) {
            return id;
        }
        let id = self.md_nodes.len() as u32;
        self.md_nodes.push((key.clone(), None));
        self.md_ids.insert(key, id);
        id
    }

    /// Numbers a node, then the nodes it refers to in operand order (LLVM's writer numbers
    /// metadata depth-first, a node before its operands).
    fn md_number(&mut self, id: u32) -> usize {
        if let Some(n) = self.md_nodes[id as usize].1 {
            return n;
        }
        let n = self.md.len();
        self.md.push(String::new());
        self.md_nodes[id as usize].1 = Some(n);
        let key = self.md_nodes[id as usize].0.clone();
        let mut out = String::with_capacity(key.len());
        rewrite_markers(&key, &mut out, |marker, out| {
            if let Some(child) = marker.strip_prefix('I').and_then(|c| c.parse::<u32>().ok()) {
                let c = self.md_number(child);
                let _ = write!(out, "{c}");
            } else if let Some(child) = marker.strip_prefix('Q').and_then(|c| c.parse::<u32>().ok()) {
                // Numbered here (LLVM's operand order) but printed elsewhere in the text.
                self.md_number(child);
            } else if marker == "S" {
                let _ = write!(out, "{n}");
            }
            // `D<attr>` only keeps distinct nodes apart: it prints as nothing.
        });
        self.md[n] = out;
        n
    }
}

/// A function's translated body (none for a declaration) and the identified structs it
/// uses.
pub type FnTranslation = (Result<Option<FnOutput>, Diagnostic>, Vec<Type>);

impl ModuleInfo {
    /// The facts of the module op `module` in `body`.
    pub fn of(ctx: &Context, body: &Body, module: OpId) -> ModuleInfo {
        let mop = OpRef::new(ctx, body, module);
        let dl = data_layout_string(ctx, mop).ok().flatten();
        let mut info = ModuleInfo {
            dl: dl.as_deref().map(DataLayout::parse).unwrap_or_default(),
            globals: FxHashMap::default(),
            di_globals: Vec::new(),
        };
        info.collect_globals(ctx, body.regions_body(module), mop.regions());
        info
    }
}

/// Translates the body of one `llvm.func` (its regions `regions` in `fbody`);
/// `subprogram` is the `#llvm.di_subprogram` of its location, whose scope its ops'
/// locations are in.
pub fn translate_function(
    ctx: &Context,
    info: &ModuleInfo,
    fbody: &Body,
    regions: &[crate::ir::RegionId],
    subprogram: Option<Attribute>,
) -> FnTranslation {
    let structs = body_structs(ctx, fbody);
    if let Some(op) = first_foreign_op(ctx, fbody) {
        let msg = format!(
            "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {}",
            OpRef::new(ctx, fbody, op).name()
        );
        return (Err(ods::op_error(OpRef::new(ctx, fbody, op), msg)), structs);
    }
    let r = match regions.first() {
        Some(&region) if !fbody.region(region).blocks.is_empty() => {
            let nparams = fbody.entry_block(region).map(|b| fbody.block(b).args.len()).unwrap_or(0);
            // LLVM's verifier runs on what the translation built: its rules come after the
            // translation's own errors.
            translate_body(ctx, info, fbody, region, nparams as u32, subprogram).and_then(|mut o| {
                // The calls first: mlir-translate's own checks of `llvm.call_intrinsic` are
                // among them, and stop it before LLVM's verifier runs.
                if o.rule_ops {
                    super::llvm_rules::check_body(ctx, fbody, region, &mut o.deferred)?;
                }
                super::llvm_rules::check_blocks(ctx, fbody, region, &mut o.deferred)?;
                Ok(Some(o))
            })
        }
        _ => Ok(None),
    };
    (r, structs)
}

/// Translates a module (`builtin.module` holding LLVM dialect ops) to LLVM IR text.
/// The module's LLVM IR and the warnings of the translation (what it dropped).
pub fn translate_module(
    ctx: &Context,
    body: &Body,
    module: OpId,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    translate_module_with(ctx, body, module, FxHashMap::default()).map(|(pieces, w)| (pieces.concat(), w))
}

/// LLVM's `Triple::isKnownWindowsMSVCEnvironment`: a Windows OS with the MSVC environment.
fn is_windows_msvc(triple: &str) -> bool {
    let parts: Vec<&str> = triple.split('-').collect();
    match parts.iter().position(|p| p.starts_with("windows") || p.starts_with("win32")) {
        Some(os) => parts.get(os + 1).is_some_and(|env| env.starts_with("msvc")),
        None => false,
    }
}

/// `translate_module`, with the bodies of some functions already translated (by
/// `descent compile`, which translates each function as soon as it is converted). The
/// text comes in pieces to be written one after the other: function bodies are moved in,
/// not copied into one string.
pub fn translate_module_with(
    ctx: &Context,
    body: &Body,
    module: OpId,
    mut done: FxHashMap<OpId, FnTranslation>,
) -> Result<(Vec<String>, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mop = OpRef::new(ctx, body, module);
    // MLIR reports a layout it cannot translate at the module's location, not as an op error.
    let dl_text = data_layout_string(ctx, mop).map_err(|e| vec![Diagnostic::error(mop.loc(), e)])?;
    let program_space = program_address_space(dl_text.as_deref());
    let info = ModuleInfo::of(ctx, body, module);
    let mbody = body.regions_body(module);
    let ops: Vec<OpId> = match mop.regions().first().and_then(|r| mbody.entry_block(*r)) {
        Some(b) => mbody.block_ops(b).collect(),
        None => Vec::new(),
    };
    let mut diags = Vec::new();
    let mut comdat_names = FxHashSet::default();
    for &o in &ops {
        let op = OpRef::new(ctx, mbody, o);
        let name = op.name();
        if !name.starts_with("llvm.") {
            diags.push(ods::op_error(
                op,
                format!("cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"),
            ));
        } else if name == "llvm.func" {
            // mlir-translate stops at the first function or comdat it cannot translate.
            check_passthrough(ctx, op).map_err(|d| vec![d])?;
        } else if name == "llvm.comdat" {
            check_comdat_selectors(ctx, op, &mut comdat_names).map_err(|d| vec![d])?;
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    // Function bodies, in parallel.
    let funcs: Vec<OpId> = ops.iter().copied().filter(|&o| OpRef::new(ctx, mbody, o).name() == "llvm.func").collect();
    let todo: Vec<OpId> = funcs.iter().copied().filter(|f| !done.contains_key(f)).collect();
    let fresh: Vec<(OpId, FnTranslation)> = todo
        .par_iter()
        .map(|&f| {
            let op = OpRef::new(ctx, mbody, f);
            let sp = super::debuginfo::subprogram_of(ctx, op.loc());
            (f, translate_function(ctx, &info, op.regions_body(), op.regions(), sp))
        })
        .collect();
    done.extend(fresh);
    let results: Vec<(OpId, FnTranslation)> =
        funcs.iter().map(|f| (*f, done.remove(f).unwrap_or((Ok(None), Vec::new())))).collect();
    let mut bodies: FxHashMap<OpId, FnOutput> = FxHashMap::default();
    let mut identified = module_structs(ctx, mbody, &ops);
    for (f, (r, structs)) in results {
        for t in structs {
            if !identified.contains(&t) {
                identified.push(t);
            }
        }
        match r {
            Ok(Some(o)) => {
                bodies.insert(f, o);
            }
            Ok(None) => {}
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    // LLVM's verifier rules on the module's globals and functions (llvm_rules), once the
    // translation itself has succeeded, as mlir-translate verifies what it built.
    for &o in &ops {
        let op = OpRef::new(ctx, mbody, o);
        let body = bodies.get(&o);
        if let Err(d) = super::llvm_rules::check_global(ctx, op, body.is_none()) {
            diags.push(d);
        }
        if let Some(Err(d)) = body.map(|b| super::llvm_rules::check_deferred(op, &b.deferred)) {
            diags.push(d);
        }
    }
    if let Err(d) = super::llvm_rules::check_aliases(ctx, mbody, &ops, &|f| bodies.contains_key(&f)) {
        diags.push(d);
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    let mut warnings: Vec<Diagnostic> = Vec::new();
    for f in &funcs {
        if let Some(b) = bodies.get_mut(f) {
            warnings.append(&mut b.warnings);
        }
    }
    // Block labels by (function as written, tag), for block addresses anywhere.
    let mut block_labels: FxHashMap<(String, i64), u32> = FxHashMap::default();
    for &f in &funcs {
        if let Some(b) = bodies.get(&f).filter(|b| !b.block_tags.is_empty()) {
            let mut name = String::new();
            write_name(&mut name, ods::attr_str(OpRef::new(ctx, mbody, f), "sym_name").unwrap_or(""));
            for &(tag, label) in &b.block_tags {
                block_labels.insert((name.clone(), tag), label);
            }
        }
    }
    let resolve = |text: String| -> Result<String, Vec<Diagnostic>> {
        if !consts::has_block_addresses(&text) {
            return Ok(text);
        }
        consts::resolve_block_addresses(&text, &|f, tag| block_labels.get(&(f.to_string(), tag)).copied()).map_err(
            |(f, tag)| {
                vec![Diagnostic::error(
                    mop.loc(),
                    format!(
                        "'llvm.blockaddress' names tag {tag} of @{f}, which no block of a function with a body has"
                    ),
                )]
            },
        )
    };

    let mut pieces: Vec<String> = Vec::with_capacity(2 * bodies.len() + 2);
    let mut out = String::with_capacity(1 << 16);
    out.push_str("; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n");
    if let Some(dl) = &dl_text {
        if !dl.is_empty() {
            let _ = writeln!(out, "target datalayout = \"{dl}\"");
        }
    }
    // An empty triple (as the importer writes for a module without one) is not printed.
    if let Some(t) = ods::attr_str(mop, "llvm.target_triple").filter(|t| !t.is_empty()) {
        let _ = writeln!(out, "target triple = \"{t}\"");
    }
    if let Some(AttrData::Array(lines)) = mop
        .attr("llvm.module_asm")
        .map(|a| ctx.attr_data(a))
        .filter(|d| !matches!(d, AttrData::Array(l) if l.is_empty()))
    {
        out.push('\n');
        for l in lines.iter() {
            if let Some(s) = ctx.str_value(*l) {
                let _ = writeln!(out, "module asm \"{s}\"");
            }
        }
    }

    if !identified.is_empty() {
        out.push('\n');
        for t in identified {
            if let Some(s) = llvm_types::as_struct(ctx, t) {
                out.push('%');
                write_name(&mut out, s.name.unwrap_or(""));
                out.push_str(" = type ");
                match s.body {
                    Some(b) => super::types::write_struct_body(&mut out, ctx, s.packed, b),
                    None => out.push_str("opaque"),
                }
                out.push('\n');
            }
        }
    }

    for &o in &ops {
        let op = OpRef::new(ctx, mbody, o);
        if op.name() == "llvm.comdat" {
            let cb = op.regions_body();
            if let Some(b) = op.regions().first().and_then(|r| cb.entry_block(*r)) {
                for sel in cb.block_ops(b) {
                    let sel = OpRef::new(ctx, cb, sel);
                    let kind = llvm_enum(sel, "comdat", &crate::dialects::gen::llvm_enums::LLVM_COMDAT_ATTR_ENUM);
                    out.push_str("\n$");
                    write_name(&mut out, ods::attr_str(sel, "sym_name").unwrap_or(""));
                    let _ = writeln!(out, " = comdat {kind}");
                }
            }
        }
    }

    // Module-level metadata: global variables' and subprograms' debug info, compile units.
    let mut num = Numbering::default();
    let mut mmd = super::debuginfo::MdList::new(info.di_globals.clone());
    let mut mmd_ids: Vec<Option<u32>> = Vec::new();
    let mut globals = String::new();
    let mut aliases = String::new();
    for &o in &ops {
        let op = OpRef::new(ctx, mbody, o);
        match op.name() {
            "llvm.mlir.global" => global(&mut globals, ctx, &info, op, &mut mmd).map_err(|d| vec![d])?,
            "llvm.mlir.alias" => alias(&mut aliases, ctx, &info, op).map_err(|d| vec![d])?,
            "llvm.mlir.ifunc" => ifunc(&mut aliases, ctx, op),
            _ => {}
        }
    }
    // Constructor and destructor tables come after the other globals, as LLVM appends them.
    for &o in &ops {
        let op = OpRef::new(ctx, mbody, o);
        let name = match op.name() {
            "llvm.mlir.global_ctors" => "llvm.global_ctors",
            "llvm.mlir.global_dtors" => "llvm.global_dtors",
            _ => continue,
        };
        xtors(&mut globals, ctx, op, name);
    }
    for section in [globals, aliases] {
        if !section.is_empty() {
            out.push('\n');
            let section = resolve(section)?;
            out.push_str(&fix_markers(section, &mmd.md, &[], &mut num));
        }
    }

    // Attribute groups: functions' own sets first (module order, intrinsics last), then
    // call-site sets as the function bodies are printed.
    let mut fn_group: FxHashMap<OpId, usize> = FxHashMap::default();
    for &f in &funcs {
        let attrs = function_attrs(ctx, OpRef::new(ctx, mbody, f));
        if !attrs.is_empty() {
            fn_group.insert(f, num.group(&attrs));
        }
    }
    let mut decls: Vec<super::function::DeclRequest> = Vec::new();
    // An intrinsic the module declares itself (`llvm.func @llvm.memcpy...`) is that one
    // function in LLVM: no second declaration.
    let requested = funcs.iter().any(|f| bodies.get(f).is_some_and(|b| !b.decls.is_empty()));
    let own: FxHashSet<&str> = if requested {
        funcs
            .iter()
            .filter_map(|&f| ods::attr_str(OpRef::new(ctx, mbody, f), "sym_name"))
            .filter(|n| n.starts_with("llvm."))
            .collect()
    } else {
        FxHashSet::default()
    };
    for &f in &funcs {
        if let Some(b) = bodies.get_mut(&f) {
            for d in std::mem::take(&mut b.decls) {
                if !own.contains(d.name.as_str()) && !decls.iter().any(|x| x.name == d.name) {
                    decls.push(d);
                }
            }
        }
    }
    let decl_groups: Vec<Option<usize>> =
        decls.iter().map(|d| (!d.attrs.is_empty()).then(|| num.group(&d.attrs))).collect();
    // Named metadata comes first in LLVM's numbering, in creation order: mlir-translate
    // makes the compile unit list first.
    let mut named: Vec<(&str, Vec<usize>)> = Vec::new();
    // Units in the order mlir-translate creates them: the functions' subprograms' (it
    // converts function signatures first), then the globals'.
    let mut units = Vec::new();
    let mut seen = FxHashSet::default();
    for &f in &funcs {
        if let Some(sp) = super::debuginfo::subprogram_of(ctx, OpRef::new(ctx, mbody, f).loc()) {
            collect_units(ctx, sp, &mut units, &mut seen);
        }
    }
    for &(cu, _) in &info.di_globals {
        if !units.contains(&cu) {
            units.push(cu);
        }
    }
    for f in &funcs {
        for &cu in bodies.get(f).map_or(&[][..], |b| &b.units[..]) {
            if !units.contains(&cu) {
                units.push(cu);
            }
        }
    }
    let mut cu_nodes = Vec::new();
    for cu in units {
        if let Some(n) = super::debuginfo::di_node(&mut (ctx, &mut mmd), cu) {
            let n = num.md_local(&mmd.md, n, &mut mmd_ids);
            if !cu_nodes.contains(&n) {
                cu_nodes.push(n);
            }
        }
    }
    if !cu_nodes.is_empty() {
        named.push(("llvm.dbg.cu", cu_nodes));
    }
    // A module's identification and command line strings, in mlir-translate's order.
    for name in ["llvm.ident", "llvm.commandline"] {
        if let Some(s) = ods::attr_str(mop, name) {
            let mut node = String::from("!{!\"");
            super::types::write_escaped(&mut node, s.bytes());
            node.push_str("\"}");
            named.push((name, vec![num.md(&node)]));
        }
    }
    let mut flags = Vec::new();
    let mut linker = Vec::new();
    for &o in &ops {
        let op = OpRef::new(ctx, mbody, o);
        match op.name() {
            "llvm.module_flags" => {
                if let Some(AttrData::Array(items)) = op.attr("flags").map(|a| ctx.attr_data(a)) {
                    for f in items.iter() {
                        if let Some(node) = module_flag(ctx, *f) {
                            flags.push(node);
                        }
                    }
                }
            }
            "llvm.linker_options" => {
                if let Some(AttrData::Array(items)) = op.attr("options").map(|a| ctx.attr_data(a)) {
                    let parts: Vec<String> =
                        items.iter().filter_map(|i| ctx.str_value(*i)).map(|s| format!("!\"{s}\"")).collect();
                    linker.push(format!("!{{{}}}", parts.join(", ")));
                }
            }
            _ => {}
        }
    }
    // mlir-translate adds the debug info version unless the module sets it.
    if !flags.iter().any(|f| f.contains("!\"Debug Info Version\"")) {
        flags.push("!{i32 2, !\"Debug Info Version\", i32 3}".to_string());
    }
    // As mlir-translate: MSVC targets get CodeView debug info.
    if ods::attr_str(mop, "llvm.target_triple").is_some_and(is_windows_msvc) {
        flags.push("!{i32 2, !\"CodeView\", i32 1}".to_string());
    }
    named.push(("llvm.module.flags", flags.iter().map(|f| num.md(f)).collect()));
    if !linker.is_empty() {
        named.push(("llvm.linker.options", linker.iter().map(|f| num.md(f)).collect()));
    }

    for &f in &funcs {
        let op = OpRef::new(ctx, mbody, f);
        out.push('\n');
        let group = fn_group.get(&f).copied();
        if let Some(g) = group {
            attrs_comment(&mut out, &num.groups[g]);
        }
        // The function's subprogram, numbered before its body (LLVM's writer does).
        let sp = super::debuginfo::subprogram_of(ctx, op.loc())
            .and_then(|sp| super::debuginfo::di_node(&mut (ctx, &mut mmd), sp))
            .map(|n| num.md_local(&mmd.md, n, &mut mmd_ids));
        match bodies.remove(&f) {
            Some(b) => {
                header(&mut out, ctx, op, true, group, program_space);
                if let Some(n) = sp {
                    let _ = write!(out, " !dbg !{n}");
                }
                if let Some(n) = ods::attr_int(op, "function_entry_count") {
                    let _ = write!(out, " !prof !{}", num.md(&format!("!{{!\"function_entry_count\", i64 {n}}}")));
                }
                for (kind, node) in super::metadata::function_attachments(ctx, op) {
                    let _ = write!(out, " !{kind} !{}", num.md(&node));
                }
                out.push_str(" {\n");
                pieces.push(std::mem::take(&mut out));
                let text = if b.block_addresses { resolve(b.text)? } else { b.text };
                pieces.push(fix_markers(text, &b.md, &b.attr_sets, &mut num));
                out.push_str("}\n");
            }
            None => {
                let mark = out.len();
                header(&mut out, ctx, op, false, group, program_space);
                let mut attached = String::new();
                if let Some(n) = sp {
                    let _ = write!(attached, "!dbg !{n} ");
                }
                for (kind, node) in super::metadata::function_attachments(ctx, op) {
                    let _ = write!(attached, "!{kind} !{} ", num.md(&node));
                }
                out.insert_str(mark + "declare ".len(), &attached);
                out.push('\n');
            }
        }
    }
    for (d, g) in decls.iter().zip(&decl_groups) {
        out.push('\n');
        if let Some(g) = g {
            attrs_comment(&mut out, &num.groups[*g]);
            let _ = writeln!(out, "{} #{g}", d.text);
        } else {
            let _ = writeln!(out, "{}", d.text);
        }
    }
    if !num.groups.is_empty() {
        out.push('\n');
        for (i, g) in num.groups.iter().enumerate() {
            let _ = writeln!(out, "attributes #{i} = {{ {g} }}");
        }
    }
    out.push('\n');
    for (name, ids) in &named {
        let refs: Vec<String> = ids.iter().map(|i| format!("!{i}")).collect();
        let _ = writeln!(out, "!{name} = !{{{}}}", refs.join(", "));
    }
    out.push('\n');
    for (i, m) in num.md.iter().enumerate() {
        let _ = writeln!(out, "!{i} = {m}");
    }
    pieces.push(out);
    Ok((pieces, warnings))
}

/// The node of a `#llvm.mlir.module_flag<behavior, "key", value>` (kept as written by the
/// parser): `!{i32 <behavior>, !"key", <value>}`. Integer and string values only.
fn module_flag(ctx: &Context, a: Attribute) -> Option<String> {
    let body = match ctx.attr_data(a) {
        AttrData::Opaque { body, .. } => body.as_ref(),
        _ => return None,
    };
    let inner = body.strip_prefix("mlir.module_flag<")?.strip_suffix('>')?;
    let (behavior, rest) = inner.split_once(',')?;
    let code = match behavior.trim() {
        "error" => 1,
        "warning" => 2,
        "require" => 3,
        "override" => 4,
        "append" => 5,
        "append_unique" | "appendunique" => 6,
        "max" => 7,
        "min" => 8,
        _ => return None,
    };
    let rest = rest.trim_start().strip_prefix('"')?;
    let (key, value) = rest.split_once('"')?;
    let value = value.trim_start().strip_prefix(',')?.trim();
    let v = if let Some(s) = value.strip_prefix('"') {
        format!("!\"{}\"", s.strip_suffix('"')?)
    } else {
        let (n, ty) = value.split_once(':').map(|(n, t)| (n.trim(), t.trim())).unwrap_or((value, "i32"));
        n.parse::<i64>().ok()?;
        format!("{ty} {n}")
    };
    Some(format!("!{{i32 {code}, !\"{key}\", {v}}}"))
}

/// LLVM's `; Function Attrs:` line: the set without its string attributes, if any remain.
fn attrs_comment(out: &mut String, group: &str) {
    let mut parts: Vec<std::borrow::Cow<'_, str>> = Vec::new();
    let mut rest = group;
    // Attributes are separated by spaces outside quotes and parentheses.
    while !rest.is_empty() {
        let (mut depth, mut quoted, mut end) = (0, false, rest.len());
        for (i, c) in rest.char_indices() {
            match c {
                '"' => quoted = !quoted,
                '(' if !quoted => depth += 1,
                ')' if !quoted => depth -= 1,
                ' ' if !quoted && depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let part = &rest[..end];
        if !part.starts_with('"') {
            // Outside a group LLVM spells `k=v` integer attributes as `k(v)`.
            parts.push(match part.split_once('=') {
                Some((k, v)) => format!("{k}({v})").into(),
                None => part.into(),
            });
        }
        rest = rest[end..].trim_start();
    }
    if !parts.is_empty() {
        let _ = writeln!(out, "; Function Attrs: {}", parts.join(" "));
    }
}

pub(crate) use super::attr_kinds::param_attrs;

/// Sorts printed attributes as LLVM prints a set (see `attr_kinds::sort`).
pub(crate) fn sort_attrs(attrs: &mut [String]) {
    super::attr_kinds::sort(attrs);
}

/// The module's LLVM data layout string: `llvm.data_layout` if set, else the translation of
/// its `dlti.dl_spec` (kept by the parser in its printed form), as MLIR writes it: the
/// string keys (endianness, alloca/program/global address spaces, stack alignment,
/// mangling, function pointer alignment, legal integer widths) in the order of the spec's
/// entries, then the type entries in their order. An unknown string key is an error, as
/// in MLIR.
fn data_layout_string(ctx: &Context, mop: OpRef<'_>) -> Result<Option<String>, String> {
    if let Some(s) = ods::attr_str(mop, "llvm.data_layout") {
        return Ok(Some(s.to_string()));
    }
    let Some(AttrData::Opaque { body, .. }) = mop.attr("dlti.dl_spec").map(|a| ctx.attr_data(a)) else {
        return Ok(None);
    };
    let Some(inner) = body.strip_prefix("dl_spec<").and_then(|b| b.strip_suffix('>')) else { return Ok(None) };
    let mut fixed: Vec<String> = Vec::new();
    let mut types: Vec<String> = Vec::new();
    for entry in split_top_level(inner) {
        let Some((key, value)) = entry.split_once(" = ") else { continue };
        let (key, value) = (key.trim(), value.trim());
        let int = || value.split(':').next().and_then(|n| n.trim().parse::<i64>().ok());
        let string = || value.trim_matches('"').to_string();
        if let Some(k) = key.strip_prefix('"').and_then(|k| k.strip_suffix('"')) {
            let text = match k {
                "dlti.endianness" => {
                    if string() == "big" {
                        "E".to_string()
                    } else {
                        "e".to_string()
                    }
                }
                "dlti.alloca_memory_space" => format!("A{}", int().unwrap_or(0)),
                "dlti.program_memory_space" => format!("P{}", int().unwrap_or(0)),
                "dlti.global_memory_space" => format!("G{}", int().unwrap_or(0)),
                "dlti.stack_alignment" => format!("S{}", int().unwrap_or(0)),
                "dlti.mangling_mode" => format!("m:{}", string()),
                "dlti.function_pointer_alignment" => {
                    let args = value.split_once('<').map(|x| x.1).unwrap_or("");
                    let n = args.split(',').next().unwrap_or("0").trim().trim_end_matches('>');
                    let dep = if args.contains("function_dependent = true") { "n" } else { "i" };
                    format!("F{dep}{n}")
                }
                "dlti.legal_int_widths" => {
                    let list = value.split_once(':').map(|x| x.1).unwrap_or("").trim_end_matches('>');
                    let ws: Vec<&str> = list.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
                    format!("n{}", ws.join(":"))
                }
                other => return Err(format!("unsupported data layout key \"{other}\"")),
            };
            fixed.push(text);
            continue;
        }
        let nums = dense_ints(value);
        let digits = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
        let prefix = if let Some(w) = key.strip_prefix('i').filter(|w| digits(w)) {
            format!("i{w}")
        } else if ["f16", "f32", "f64", "f80", "f128"].contains(&key) {
            key.to_string()
        } else if key.strip_prefix("si").or_else(|| key.strip_prefix("ui")).is_some_and(digits) {
            return Err(format!("unsupported data layout for non-signless integer '{key}'"));
        } else if key == "index" {
            // The index entry does not reach LLVM's layout.
            continue;
        } else if !(key == "!llvm.ptr" || key.starts_with("!llvm.ptr<")) {
            return Err(format!("unsupported type in data layout: '{key}'"));
        } else if key == "!llvm.ptr" || key.starts_with("!llvm.ptr<") {
            let space: u32 = key.trim_start_matches("!llvm.ptr").trim_matches(['<', '>']).parse().unwrap_or(0);
            let size = nums.first().copied().unwrap_or(64);
            let abi = nums.get(1).copied().unwrap_or(size);
            let pref = nums.get(2).copied().unwrap_or(abi);
            let idx = nums.get(3).copied().unwrap_or(size);
            types.push(format!("p{space}:{size}:{abi}:{pref}:{idx}"));
            continue;
        } else {
            continue;
        };
        let Some(&abi) = nums.first() else { continue };
        match nums.get(1) {
            Some(&pref) if pref != abi => types.push(format!("{prefix}:{abi}:{pref}")),
            _ => types.push(format!("{prefix}:{abi}")),
        }
    }
    let parts: Vec<String> = fixed.into_iter().chain(types).collect();
    Ok(Some(parts.join("-")))
}

/// The program address space of a layout string (`P3`), 0 when absent.
fn program_address_space(dl: Option<&str>) -> u32 {
    dl.and_then(|d| d.split('-').find_map(|p| p.strip_prefix('P').and_then(|n| n.parse().ok()))).unwrap_or(0)
}

/// The integers of `dense<[64, 128]> : vector<2xi64>` (or `dense<64>`, or `64 : i64`).
fn dense_ints(value: &str) -> Vec<i64> {
    let body = value.strip_prefix("dense<").and_then(|v| v.split_once('>')).map(|x| x.0).unwrap_or(value);
    let body = body.split(" : ").next().unwrap_or(body);
    body.trim_matches(['[', ']']).split(',').filter_map(|n| n.trim().parse().ok()).collect()
}

/// Splits at commas outside brackets and quotes.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '<' | '[' | '(' | '{' if !quoted => depth += 1,
            '>' | ']' | ')' | '}' if !quoted => depth -= 1,
            ',' if !quoted && depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// Replaces a function's local metadata and attribute-group markers by module numbers.
fn fix_markers(text: String, md: &[String], groups: &[String], num: &mut Numbering) -> String {
    if md.is_empty() && groups.is_empty() {
        return text;
    }
    let mut ids = Vec::new();
    let mut out = String::with_capacity(text.len());
    rewrite_markers(&text, &mut out, |marker, out| {
        let (kind, idx) = marker.split_at(marker.len().min(1));
        let idx: usize = idx.parse().unwrap_or(0);
        let n = match kind {
            "M" => num.md_local(md, idx, &mut ids),
            _ => num.group(groups.get(idx).map(String::as_str).unwrap_or("")),
        };
        let _ = write!(out, "{n}");
    });
    out
}

/// Copies `text` to `out`, letting `f` write what replaces each `\u{1}<marker>\u{2}`.
fn rewrite_markers(text: &str, out: &mut String, mut f: impl FnMut(&str, &mut String)) {
    let mut rest = text;
    while let Some(p) = rest.find('\u{1}') {
        out.push_str(&rest[..p]);
        let after = &rest[p + 1..];
        let end = after.find('\u{2}').unwrap_or(after.len());
        f(&after[..end], out);
        rest = &after[(end + 1).min(after.len())..];
    }
    out.push_str(rest);
}

/// The first op of a function body that is not of the LLVM dialect, preferring one that
/// is not a leftover cast: when a conversion left an op behind, the casts around it are a
/// symptom and the op is the cause worth naming.
fn first_foreign_op(ctx: &Context, b: &Body) -> Option<OpId> {
    let mut cast = None;
    for i in 0..b.num_ops() {
        let id = OpId(i as u32);
        let d = b.op(id);
        if d.erased || d.parent.is_none() {
            continue;
        }
        let name = ctx.ident_str(d.name.ident);
        if name.starts_with("llvm.") {
            continue;
        }
        if name != "builtin.unrealized_conversion_cast" {
            return Some(id);
        }
        cast.get_or_insert(id);
    }
    cast
}

/// Adds the identified structs inside `t` to `seen`, outermost first.
fn visit_structs(ctx: &Context, t: Type, seen: &mut Vec<Type>) {
    match (ctx.type_data(t), llvm_types::view(ctx, t)) {
        (_, Some(LlvmType::Struct(s))) => {
            if s.name.is_some() {
                if seen.contains(&t) {
                    return;
                }
                seen.push(t);
            }
            for f in s.body.unwrap_or(&[]) {
                visit_structs(ctx, *f, seen);
            }
        }
        (_, Some(LlvmType::Array { elem, .. })) => visit_structs(ctx, elem, seen),
        (TypeData::Vector { elem, .. }, _) => visit_structs(ctx, *elem, seen),
        (_, Some(LlvmType::Func { ret, params, .. })) => {
            visit_structs(ctx, ret, seen);
            for p in params.iter() {
                visit_structs(ctx, *p, seen);
            }
        }
        _ => {}
    }
}

fn attr_structs(ctx: &Context, attrs: &[crate::ir::NamedAttr], seen: &mut Vec<Type>) {
    for a in attrs {
        if let Some(t) = ctx.type_attr_value(a.value) {
            visit_structs(ctx, t, seen);
        }
    }
}

/// Identified structs named by module-level ops (global and function types).
fn module_structs(ctx: &Context, mbody: &Body, ops: &[OpId]) -> Vec<Type> {
    let mut seen = Vec::new();
    for &o in ops {
        attr_structs(ctx, &mbody.op(o).attrs, &mut seen);
    }
    seen
}

/// Identified structs used in a function body: value types and type attributes
/// (`alloca`'s element type, `getelementptr`'s base type).
fn body_structs(ctx: &Context, b: &Body) -> Vec<Type> {
    let mut seen = Vec::new();
    let mut last = None;
    for v in 0..b.num_values() {
        let t = b.value_type(crate::ir::Value(v as u32));
        // Runs of one type are common; checking each type once per run keeps this cheap.
        if last != Some(t) && matches!(llvm_types::view(ctx, t), Some(LlvmType::Struct(_) | LlvmType::Array { .. })) {
            visit_structs(ctx, t, &mut seen);
        }
        last = Some(t);
    }
    for i in 0..b.num_ops() {
        let d = b.op(OpId(i as u32));
        if !d.erased {
            attr_structs(ctx, &d.attrs, &mut seen);
        }
    }
    seen
}

/// The LLVM keyword of enum attribute `name` of `op` from the spec enum `def`; "" when the
/// attribute is absent or the case prints nothing.
fn llvm_enum(op: OpRef<'_>, name: &str, def: &crate::ir::EnumDef) -> &'static str {
    ods::attr_enum_value(op, name).and_then(|v| def.llvm_keyword(v)).unwrap_or("")
}

/// The linkage keyword, "" for external (which LLVM does not print).
fn linkage_keyword(op: OpRef<'_>) -> &'static str {
    match llvm_enum(op, "linkage", &crate::dialects::gen::llvm_enums::LLVM_LINKAGE_ATTR_ENUM) {
        "external" => "",
        k => k,
    }
}

fn visibility_keyword(op: OpRef<'_>) -> &'static str {
    llvm_enum(op, "visibility_", &crate::dialects::gen::llvm_enums::LLVM_VISIBILITY_ATTR_ENUM)
}

fn unnamed_addr_keyword(op: OpRef<'_>) -> &'static str {
    llvm_enum(op, "unnamed_addr", &crate::dialects::gen::llvm_enums::LLVM_UNNAMED_ADDR_ATTR_ENUM)
}

/// `keyword ` when there is one.
fn push_keyword(out: &mut String, keyword: &str) {
    if !keyword.is_empty() {
        out.push_str(keyword);
        out.push(' ');
    }
}

fn global(
    out: &mut String,
    ctx: &Context,
    info: &ModuleInfo,
    op: OpRef<'_>,
    mmd: &mut super::debuginfo::MdList,
) -> Result<(), Diagnostic> {
    let name = ods::attr_str(op, "sym_name").unwrap_or("");
    let ty = ods::attr_type(op, "global_type").unwrap_or_else(|| llvm_types::void(ctx));
    let linkage = linkage_keyword(op);
    let mut init: Option<Const> = None;
    if let Some(v) = op.attr("value") {
        consts::check_struct_initializer(ctx, v, ty).map_err(|m| Diagnostic::error(op.loc(), m))?;
        init = Some(consts::from_attr(ctx, v, ty).ok_or_else(|| ods::op_error(op, "unsupported constant value"))?);
    } else if let Some(&r) = op.regions().first() {
        let b = op.regions_body();
        if let Some(entry) = b.entry_block(r) {
            init = Some(super::function::evaluate_initializer(ctx, info, b, entry).ok_or_else(|| {
                ods::op_error(op, "the initializer region of this global is not a constant expression Descent can fold")
            })?);
        }
    }
    // As MLIR: an external global without initializer stays a declaration, an extern_weak
    // one always is, and any other without one is undef.
    if linkage == "extern_weak" || (linkage.is_empty() && init.is_none()) {
        init = None;
    } else if init.is_none() {
        init = Some(Const::Undef(ty));
    }
    out.push('@');
    write_name(out, name);
    out.push_str(" = ");
    if init.is_none() && linkage.is_empty() {
        out.push_str("external ");
    }
    global_value_keywords(out, op, linkage);
    let asp = ods::attr_int(op, "addr_space").unwrap_or(0);
    if asp != 0 {
        let _ = write!(out, "addrspace({asp}) ");
    }
    if op.attr("externally_initialized").is_some() {
        out.push_str("externally_initialized ");
    }
    out.push_str(if op.attr("constant").is_some() { "constant " } else { "global " });
    write_type(out, ctx, ty);
    if let Some(c) = &init {
        out.push(' ');
        consts::write_const(out, ctx, c);
    }
    if let Some(s) = ods::attr_str(op, "section") {
        let _ = write!(out, ", section \"{s}\"");
    }
    if let Some(c) = comdat_ref(op, name) {
        let _ = write!(out, ", {c}");
    }
    if let Some(a) = ods::attr_int(op, "alignment") {
        let _ = write!(out, ", align {a}");
    }
    if let Some(AttrData::Array(exprs)) = op.attr("dbg_exprs").map(|a| ctx.attr_data(a)) {
        for &gve in exprs.iter() {
            if let Some(n) = super::debuginfo::di_node(&mut (ctx, &mut *mmd), gve) {
                out.push_str(", !dbg ");
                super::md_ref::md_ref_text(out, n);
            }
        }
    }
    out.push('\n');
    Ok(())
}

/// The compile units `a` refers to, directly or through other debug-info attributes, in
/// first-reference order.
fn collect_units(ctx: &Context, a: Attribute, out: &mut Vec<Attribute>, seen: &mut FxHashSet<Attribute>) {
    if !seen.insert(a) {
        return;
    }
    match ctx.attr_data(a) {
        AttrData::Dialect { def, params } if def.0.dialect == "llvm" => {
            if def.0.mnemonic == "di_compile_unit" && !out.contains(&a) {
                out.push(a);
            }
            for &p in params.iter() {
                collect_units(ctx, p, out, seen);
            }
        }
        AttrData::Array(items) => {
            for &i in items.iter() {
                collect_units(ctx, i, out, seen);
            }
        }
        _ => {}
    }
}

/// Linkage, visibility, `dso_local`, `thread_local` and `unnamed_addr` of a global value.
fn global_value_keywords(out: &mut String, op: OpRef<'_>, linkage: &str) {
    push_keyword(out, linkage);
    push_keyword(out, visibility_keyword(op));
    push_keyword(out, dso_local_keyword(op, linkage));
    if op.attr("thread_local_").is_some() {
        out.push_str("thread_local ");
    }
    push_keyword(out, unnamed_addr_keyword(op));
}

/// `comdat` when the selector is named like the object, else `comdat($name)`.
fn comdat_ref(op: OpRef<'_>, name: &str) -> Option<String> {
    let a = op.attr("comdat")?;
    let sel = match op.ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } => op.ctx.ident_str(*nested.last().unwrap_or(root)),
        _ => return None,
    };
    if sel == name {
        return Some("comdat".into());
    }
    let mut s = String::from("comdat($");
    write_name(&mut s, sel);
    s.push(')');
    Some(s)
}

/// `dso_local` unless the linkage or visibility already implies it.
fn dso_local_keyword(op: OpRef<'_>, linkage: &str) -> &'static str {
    let local = linkage == "private" || linkage == "internal" || !visibility_keyword(op).is_empty();
    if op.attr("dso_local").is_some() && !local {
        "dso_local"
    } else {
        ""
    }
}

fn alias(out: &mut String, ctx: &Context, info: &ModuleInfo, op: OpRef<'_>) -> Result<(), Diagnostic> {
    let ty = ods::attr_type(op, "alias_type").unwrap_or_else(|| llvm_types::void(ctx));
    let b = op.regions_body();
    let aliasee = op
        .regions()
        .first()
        .and_then(|r| b.entry_block(*r))
        .and_then(|e| super::function::evaluate_initializer(ctx, info, b, e))
        .ok_or_else(|| {
            ods::op_error(op, "the initializer region of this alias is not a constant expression Descent can fold")
        })?;
    out.push('@');
    write_name(out, ods::attr_str(op, "sym_name").unwrap_or(""));
    out.push_str(" = ");
    let linkage = linkage_keyword(op);
    global_value_keywords(out, op, linkage);
    out.push_str("alias ");
    write_type(out, ctx, ty);
    out.push_str(", ");
    // LLVM leaves the type off an aliasee that is a constant expression.
    if matches!(aliasee, Const::Expr { .. }) {
        consts::write_const(out, ctx, &aliasee);
    } else {
        consts::write_typed(out, ctx, &aliasee);
    }
    out.push('\n');
    Ok(())
}

/// `@llvm.global_ctors = appending global [N x { i32, ptr, ptr }] [...]`.
fn xtors(out: &mut String, ctx: &Context, op: OpRef<'_>, name: &str) {
    let list = |n: &str| -> Vec<Attribute> {
        match op.attr(n).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(a)) => a.to_vec(),
            _ => Vec::new(),
        }
    };
    let fns = list(if name == "llvm.global_ctors" { "ctors" } else { "dtors" });
    let prios = list("priorities");
    let data = list("data");
    let _ = write!(out, "@{name} = appending global [{} x {{ i32, ptr, ptr }}] ", fns.len());
    // An empty constant array is LLVM's `zeroinitializer`.
    if fns.is_empty() {
        out.push_str("zeroinitializer\n");
        return;
    }
    out.push('[');
    for (i, f) in fns.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let prio = prios.get(i).and_then(|p| ctx.int_value(*p)).unwrap_or(65535);
        out.push_str("{ i32, ptr, ptr } { i32 ");
        let _ = write!(out, "{prio}, ptr @");
        if let AttrData::SymbolRef { root, .. } = ctx.attr_data(*f) {
            write_name(out, ctx.ident_str(*root));
        }
        out.push_str(", ptr ");
        match data.get(i).map(|d| ctx.attr_data(*d)) {
            Some(AttrData::SymbolRef { root, .. }) => {
                out.push('@');
                write_name(out, ctx.ident_str(*root));
            }
            _ => out.push_str("null"),
        }
        out.push_str(" }");
    }
    out.push_str("]\n");
}

fn ifunc(out: &mut String, ctx: &Context, op: OpRef<'_>) {
    let ty = ods::attr_type(op, "i_func_type").unwrap_or_else(|| llvm_types::void(ctx));
    out.push('@');
    write_name(out, ods::attr_str(op, "sym_name").unwrap_or(""));
    out.push_str(" = ");
    global_value_keywords(out, op, linkage_keyword(op));
    out.push_str("ifunc ");
    write_type(out, ctx, ty);
    out.push_str(", ");
    let rty = ods::attr_type(op, "resolver_type").unwrap_or_else(|| llvm_types::ptr(ctx, 0));
    write_type(out, ctx, rty);
    out.push_str(" @");
    write_name(out, ods::attr_symbol(op, "resolver").unwrap_or(""));
    out.push('\n');
}

/// `define`/`declare` line of a function, without the body.
fn header(out: &mut String, ctx: &Context, op: OpRef<'_>, define: bool, group: Option<usize>, space: u32) {
    let fty = ods::attr_type(op, "function_type").unwrap_or_else(|| llvm_types::void(ctx));
    let (ret, params, var_arg) = match llvm_types::view(ctx, fty) {
        Some(LlvmType::Func { ret, params, var_arg }) => (ret, params.to_vec(), var_arg),
        _ => (llvm_types::void(ctx), Vec::new(), false),
    };
    out.push_str(if define { "define " } else { "declare " });
    let linkage = linkage_keyword(op);
    if !(linkage == "extern_weak" && define) {
        push_keyword(out, linkage);
    }
    push_keyword(out, visibility_keyword(op));
    push_keyword(out, dso_local_keyword(op, linkage));
    // The C calling convention's LLVM keyword is empty.
    push_keyword(out, llvm_enum(op, "CConv", &crate::dialects::gen::llvm_enums::LLVM_C_CONV_ATTR_ENUM));
    let dicts = |name: &str| -> Vec<Attribute> {
        match op.attr(name).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(a)) => a.to_vec(),
            _ => Vec::new(),
        }
    };
    let intrinsic = if define { None } else { intrinsic_decl(ctx, op) };
    let own = dicts("res_attrs").first().map(|r| param_attrs(ctx, *r)).unwrap_or_default();
    let t = with_intrinsic_attrs(own, intrinsic.map(|d| d.decl_ret_attrs));
    if !t.is_empty() {
        out.push_str(&t);
        out.push(' ');
    }
    write_type(out, ctx, ret);
    out.push_str(" @");
    write_name(out, ods::attr_str(op, "sym_name").unwrap_or(""));
    out.push('(');
    let arg_attrs = dicts("arg_attrs");
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(out, ctx, *p);
        let own = arg_attrs.get(i).map(|a| param_attrs(ctx, *a)).unwrap_or_default();
        let t = match intrinsic {
            Some(d) => with_intrinsic_attrs(own, d.decl_param_attrs.get(i).copied()),
            None => own,
        };
        if !t.is_empty() {
            out.push(' ');
            out.push_str(&t);
        }
        if define {
            out.push_str(" %");
            super::function::push_num(out, i as u64);
        }
    }
    if var_arg {
        out.push_str(if params.is_empty() { "..." } else { ", ..." });
    }
    out.push(')');
    let ua = unnamed_addr_keyword(op);
    if !ua.is_empty() {
        out.push(' ');
        out.push_str(ua);
    }
    if space != 0 {
        let _ = write!(out, " addrspace({space})");
    }
    if let Some(g) = group {
        let _ = write!(out, " #{g}");
    }
    if let Some(s) = ods::attr_str(op, "section") {
        let _ = write!(out, " section \"{s}\"");
    }
    if let Some(c) = comdat_ref(op, ods::attr_str(op, "sym_name").unwrap_or("")) {
        let _ = write!(out, " {c}");
    }
    if let Some(a) = ods::attr_int(op, "alignment").and_then(|a| super::types::llvm_align(a.into())) {
        let _ = write!(out, " align {a}");
    }
    if let Some(gc) = ods::attr_str(op, "garbageCollector") {
        let _ = write!(out, " gc \"{gc}\"");
    }
    if let Some(p) = ods::attr_symbol(op, "personality") {
        out.push_str(" personality ptr @");
        write_name(out, p);
    }
}

/// Unit attributes of `llvm.func` that become LLVM enum attributes.
const FN_ENUM_ATTRS: &[(&str, &str)] = &[
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("inline_hint", "inlinehint"),
    ("optimize_none", "optnone"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("convergent", "convergent"),
];

/// Unit attributes that become LLVM string attributes without a value.
const FN_FLAG_STRINGS: &[(&str, &str)] = &[
    ("arm_streaming", "aarch64_pstate_sm_enabled"),
    ("arm_locally_streaming", "aarch64_pstate_sm_body"),
    ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
    ("arm_new_za", "aarch64_new_za"),
    ("arm_in_za", "aarch64_in_za"),
    ("arm_out_za", "aarch64_out_za"),
    ("arm_inout_za", "aarch64_inout_za"),
    ("arm_preserves_za", "aarch64_preserves_za"),
];

/// String and bool attributes that become `"key"="value"`.
const FN_KEY_VALUES: &[(&str, &str)] = &[
    ("target_cpu", "target-cpu"),
    ("tune_cpu", "tune-cpu"),
    ("reciprocal_estimates", "reciprocal-estimates"),
    ("prefer_vector_width", "prefer-vector-width"),
    ("denormal_fp_math", "denormal-fp-math"),
    ("denormal_fp_math_f32", "denormal-fp-math-f32"),
    ("fp_contract", "fp-contract"),
    ("instrument_function_entry", "instrument-function-entry"),
    ("instrument_function_exit", "instrument-function-exit"),
    ("no_infs_fp_math", "no-infs-fp-math"),
    ("no_nans_fp_math", "no-nans-fp-math"),
    ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
];

/// The function attributes of an `llvm.func`, as the text of an attribute group: LLVM
/// enum and integer attributes first, then string attributes, each sorted.
fn function_attrs(ctx: &Context, op: OpRef<'_>) -> String {
    let mut plain: Vec<String> = Vec::new();
    let mut strings: Vec<String> = Vec::new();
    for (attr, kw) in FN_ENUM_ATTRS {
        if op.attr(attr).is_some() {
            plain.push(kw.to_string());
        }
    }
    for (attr, kw) in FN_FLAG_STRINGS {
        if op.attr(attr).is_some() {
            strings.push(format!("\"{kw}\""));
        }
    }
    for (attr, key) in FN_KEY_VALUES {
        let v = match op.attr(attr).map(|a| ctx.attr_data(a)) {
            Some(AttrData::String { value, .. }) => value.to_string(),
            Some(AttrData::Bool(b)) => b.to_string(),
            _ => continue,
        };
        strings.push(format!("\"{key}\"=\"{v}\""));
    }
    if let Some(AttrData::Array(items)) = op.attr("passthrough").map(|a| ctx.attr_data(a)) {
        for it in items.iter() {
            match ctx.attr_data(*it) {
                AttrData::String { value, .. } => match super::attr_kinds::lookup(value) {
                    Some(_) => plain.push(value.to_string()),
                    None => strings.push(format!("\"{value}\"")),
                },
                AttrData::Array(kv) if kv.len() == 2 => {
                    let k = ctx.str_value(kv[0]).unwrap_or("");
                    let v = ctx.str_value(kv[1]).unwrap_or("");
                    match k {
                        // 1 is `sync`, 2 (the default kind) is printed bare.
                        "uwtable" => plain.push(if v == "1" { "uwtable(sync)".into() } else { "uwtable".into() }),
                        "allocsize" => {
                            // LLVM packs (element size arg, count arg) in one integer;
                            // all ones in the low half means no count.
                            let n: u64 = v.parse().unwrap_or(0);
                            let (hi, lo) = (n >> 32, n & 0xffff_ffff);
                            if lo == 0xffff_ffff {
                                plain.push(format!("allocsize({hi})"));
                            } else {
                                plain.push(format!("allocsize({hi},{lo})"));
                            }
                        }
                        // The kinds as LLVM names its bits (`allockind("alloc,zeroed")`).
                        "allockind" => {
                            let n: u64 = v.parse().unwrap_or(0);
                            let names = ["alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"];
                            let set: Vec<&str> =
                                names.iter().enumerate().filter(|(i, _)| n >> i & 1 == 1).map(|(_, s)| *s).collect();
                            plain.push(format!("allockind(\"{}\")", set.join(",")));
                        }
                        _ if super::attr_kinds::lookup(k).is_some() => plain.push(format!("{k}={v}")),
                        _ => strings.push(format!("\"{k}\"=\"{v}\"")),
                    }
                }
                _ => {}
            }
        }
    }
    if let Some(a) = op.attr("target_features") {
        let mut feats: Vec<String> = Vec::new();
        collect_strings(ctx, a, &mut feats);
        strings.push(format!("\"target-features\"=\"{}\"", feats.join(",")));
    }
    if op.attr("frame_pointer").is_some() {
        let s = llvm_enum(op, "frame_pointer", &crate::dialects::gen::llvm_enums::LLVM_FRAME_POINTER_KIND_ATTR_ENUM);
        strings.push(format!("\"frame-pointer\"=\"{s}\""));
    }
    if let Some((min, max)) = op.attr("vscale_range").and_then(|a| crate::dialects::native::llvm::vscale_bounds(ctx, a))
    {
        plain.push(format!("vscale_range({min},{max})"));
    }
    if let Some(v) = ods::attr_enum_value(op, "uwtable_kind") {
        match v {
            1 => plain.push("uwtable(sync)".into()),
            2 => plain.push("uwtable".into()),
            _ => {}
        }
    }
    if let Some(m) = op.attr("memory_effects").and_then(|a| memory_text(ctx, a)) {
        plain.push(m);
    }
    plain.extend(strings);
    sort_attrs(&mut plain);
    // A key set twice (`target-cpu` from `target_cpu` and from `passthrough`) is one
    // attribute, as in LLVM's attribute builder.
    let mut seen: FxHashSet<String> = FxHashSet::default();
    plain.retain(|p| seen.insert(p.split('=').next().unwrap_or(p).to_string()));
    // LLVM gives a function named as an intrinsic the intrinsic's attributes.
    if plain.is_empty() {
        if let Some(d) = intrinsic_decl(ctx, op) {
            return d.decl_attrs.to_string();
        }
    }
    plain.join(" ")
}

/// The spec's description of the intrinsic an `llvm.func` is named as (LLVM declares such
/// a function with the intrinsic's attributes, whatever its signature).
fn intrinsic_decl(ctx: &Context, op: OpRef<'_>) -> Option<&'static super::Intrinsic> {
    let name = ods::attr_str(op, "sym_name")?;
    if !name.starts_with("llvm.") {
        return None;
    }
    super::llvm_rules::intrinsic_desc(ctx, name)
}

/// `own` parameter attributes joined with an intrinsic declaration's `extra` ones, in
/// LLVM's order.
fn with_intrinsic_attrs(own: String, extra: Option<&str>) -> String {
    match extra.filter(|e| !e.is_empty()) {
        None => own,
        Some(e) if own.is_empty() => e.to_string(),
        Some(e) => {
            let mut parts: Vec<String> = own.split(' ').chain(e.split(' ')).map(str::to_string).collect();
            sort_attrs(&mut parts);
            parts.dedup();
            parts.join(" ")
        }
    }
}

/// `#llvm.memory_effects<other = none, argMem = read, ...>` as LLVM prints the attribute:
/// the access of "other" as the default (left out when `none` and something differs),
/// then each location that differs from it.
pub(crate) fn memory_text(ctx: &Context, a: Attribute) -> Option<String> {
    let text = descent_text::print::attrs::attr_to_string(ctx, a);
    let body = text.strip_prefix("#llvm.memory_effects<")?.strip_suffix('>')?;
    let mut fields: Vec<(String, String)> = Vec::new();
    for f in body.split(',') {
        let (k, v) = f.split_once('=')?;
        fields.push((k.trim().to_string(), v.trim().to_string()));
    }
    let get = |k: &str| fields.iter().find(|f| f.0 == k).map(|f| f.1.as_str()).unwrap_or("none");
    let other = get("other");
    let locs = [
        ("argMem", "argmem"),
        ("inaccessibleMem", "inaccessiblemem"),
        ("errnoMem", "errnomem"),
        ("targetMem0", "target_mem0"),
        ("targetMem1", "target_mem1"),
    ];
    let mut parts: Vec<String> = Vec::new();
    let all_same = locs.iter().all(|(k, _)| get(k) == other);
    if other != "none" || all_same {
        parts.push(other.to_string());
    }
    for (k, name) in locs {
        if get(k) != other {
            parts.push(format!("{name}: {}", get(k)));
        }
    }
    Some(format!("memory({})", parts.join(", ")))
}

/// Every string inside an attribute (the features of `#llvm.target_features<[...]>`).
fn collect_strings(ctx: &Context, a: Attribute, out: &mut Vec<String>) {
    match ctx.attr_data(a) {
        AttrData::String { value, .. } => out.push(value.to_string()),
        AttrData::Array(items) => items.iter().for_each(|i| collect_strings(ctx, *i, out)),
        AttrData::Dialect { params, .. } => params.iter().for_each(|i| collect_strings(ctx, *i, out)),
        AttrData::Opaque { body, .. } => {
            for part in body.split('"').skip(1).step_by(2) {
                out.push(part.to_string());
            }
        }
        _ => {}
    }
}

/// Selector names are global in LLVM: one may not appear in two comdat ops.
fn check_comdat_selectors<'a>(
    ctx: &'a Context,
    op: OpRef<'a>,
    seen: &mut FxHashSet<&'a str>,
) -> Result<(), Diagnostic> {
    let body = op.regions_body();
    for &r in op.regions() {
        for &b in &body.region(r).blocks {
            for s in body.block_ops(b) {
                let sel = OpRef::new(ctx, body, s);
                if let Some(name) = ods::attr_str(sel, "sym_name") {
                    if !seen.insert(name) {
                        return Err(Diagnostic::error(
                            sel.loc(),
                            "comdat selection symbols must be unique even in different comdat regions",
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

/// mlir-translate's checks of a function's `passthrough` list: strings or pairs of strings;
/// LLVM attributes that take a value have one, the others do not.
fn check_passthrough(ctx: &Context, op: OpRef<'_>) -> Result<(), Diagnostic> {
    use super::attr_kinds::{lookup, Kind};
    let Some(a) = op.attr("passthrough") else { return Ok(()) };
    let AttrData::Array(items) = ctx.attr_data(a) else { return Ok(()) };
    for it in items.iter() {
        let (key, value) = match ctx.attr_data(*it) {
            AttrData::String { value, .. } => (&**value, None),
            AttrData::Array(kv) => {
                match (kv.len(), kv.first().and_then(|k| ctx.str_value(*k)), kv.get(1).and_then(|v| ctx.str_value(*v)))
                {
                    (2, Some(k), Some(v)) => (k, Some(v)),
                    _ => {
                        return Err(Diagnostic::error(
                            op.loc(),
                            "expected arrays within 'passthrough' to contain two strings",
                        ))
                    }
                }
            }
            _ => {
                return Err(Diagnostic::error(op.loc(), "expected 'passthrough' to contain string or array attributes"))
            }
        };
        match (lookup(key).map(|k| k.0), value) {
            (Some(Kind::Int), None) => {
                return Err(Diagnostic::error(op.loc(), format!("LLVM attribute '{key}' expects a value")));
            }
            (Some(Kind::Enum | Kind::Type), Some(v)) => {
                return Err(Diagnostic::error(
                    op.loc(),
                    format!("LLVM attribute '{key}' does not expect a value, found '{v}'"),
                ));
            }
            _ => {}
        }
    }
    Ok(())
}
