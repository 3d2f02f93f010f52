//! Debug info, as mlir-translate-22 writes it: the `#llvm.di_*` attributes become `!DI*`
//! metadata nodes (MLIR's `DebugTranslation`), op locations become `!dbg` attachments
//! (`!DILocation(line:, column:, scope:, inlinedAt:)`) in the scope of the function's
//! subprogram, and `llvm.intr.dbg.{declare,value,label}` become LLVM 22's debug records
//! (`#dbg_value(i32 %0, !12, !DIExpression(), !15)`).
//!
//! Nodes are written in LLVM's assembly syntax (field order and elisions of LLVM's
//! `AsmWriter`). LLVM numbers metadata in the order of each node's *operands*, which is
//! not the order fields are printed in: every node starts with number-only markers
//! (`\u{1}N<i>\u{2}`) for its operands in operand order, so the module's numbering visits
//! them first (see `module.rs`). Distinct nodes (compile units, definitions, lexical
//! blocks, class types, global variables) and the targets of recursive references are
//! keyed by their attribute (`\u{1}D<attr>\u{2}`); a node whose operands lead back to it
//! is reserved before its operands are built.

use std::fmt::Write;

use rustc_hash::FxHashMap;

use super::md_ref::md_ref_text;
use super::types::write_escaped;
use crate::dialects::gen::llvm_dwarf::{LLVM_DI_ENCODING_ENUM, LLVM_DI_LANGUAGE_ENUM, LLVM_DI_OPERATION_ENUM};
use crate::dialects::native::llvm::debuginfo::{
    bool_param, expression_ops, int_param, list_param, mnemonic, param, str_param,
};
use crate::ir::{AttrData, Attribute, Context, Location};

/// A list of metadata nodes being built (a function's, or the module's), with the nodes
/// already made for attributes.
pub trait MdSink<'c> {
    /// The context attributes live in.
    fn md_ctx(&self) -> &'c Context;
    /// Interns a node with this text; returns its index.
    fn md_node(&mut self, text: &str) -> usize;
    /// A slot for a node whose text is set later (`md_fill`).
    fn md_reserve(&mut self) -> usize;
    /// Sets the text of a reserved slot.
    fn md_fill(&mut self, idx: usize, text: String);
    /// The node made for attribute `a` (keyed apart from other metadata attributes).
    fn di_of_attr(&self, a: Attribute) -> Option<usize>;
    /// Records the node made for attribute `a`.
    fn set_di_of_attr(&mut self, a: Attribute, n: usize);
    /// Recursive declarations in scope (`recId` -> node), innermost last.
    fn di_rec(&mut self) -> &mut Vec<(Attribute, usize)>;
    /// The compile units' global variable expressions (see `GlobalsOfUnits`).
    fn di_globals(&self) -> Option<&GlobalsOfUnits>;
    /// What each `!DILocation` node made so far holds (for merging locations).
    fn di_locs(&mut self) -> &mut FxHashMap<usize, LocData>;
}

/// The fields of a `!DILocation` node: line, column, scope node, `inlinedAt` node.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LocData {
    line: u32,
    col: u32,
    scope: usize,
    inlined_at: Option<usize>,
}

/// A standalone node list (the module's: globals, subprograms of declarations, the
/// compile unit list).
#[derive(Default)]
pub struct MdList {
    /// Node texts.
    pub md: Vec<String>,
    index: FxHashMap<String, usize>,
    attrs: FxHashMap<Attribute, usize>,
    rec: Vec<(Attribute, usize)>,
    globals: Option<GlobalsOfUnits>,
    locs: FxHashMap<usize, LocData>,
}

impl MdList {
    /// An empty list whose compile units list these globals.
    pub fn new(globals: GlobalsOfUnits) -> Self {
        MdList { globals: Some(globals), ..Default::default() }
    }
}

impl<'c> MdSink<'c> for (&'c Context, &mut MdList) {
    fn md_ctx(&self) -> &'c Context {
        self.0
    }
    fn md_node(&mut self, text: &str) -> usize {
        if let Some(&i) = self.1.index.get(text) {
            return i;
        }
        self.1.md.push(text.to_string());
        self.1.index.insert(text.to_string(), self.1.md.len() - 1);
        self.1.md.len() - 1
    }
    fn md_reserve(&mut self) -> usize {
        self.1.md.push(String::new());
        self.1.md.len() - 1
    }
    fn md_fill(&mut self, idx: usize, text: String) {
        self.1.md[idx] = text;
    }
    fn di_of_attr(&self, a: Attribute) -> Option<usize> {
        self.1.attrs.get(&a).copied()
    }
    fn set_di_of_attr(&mut self, a: Attribute, n: usize) {
        self.1.attrs.insert(a, n);
    }
    fn di_rec(&mut self) -> &mut Vec<(Attribute, usize)> {
        &mut self.1.rec
    }
    fn di_globals(&self) -> Option<&GlobalsOfUnits> {
        self.1.globals.as_ref()
    }
    fn di_locs(&mut self) -> &mut FxHashMap<usize, LocData> {
        &mut self.1.locs
    }
}

/// Per compile unit attribute, the `#llvm.di_global_variable_expression`s of the module's
/// globals whose variables belong to it (MLIR fills a unit's `globals:` from them).
pub type GlobalsOfUnits = Vec<(Attribute, Vec<Attribute>)>;

/// The compile unit a global variable expression belongs to: its variable's scope, or the
/// unit of a module, common block or subprogram scope (as mlir-translate looks it up).
pub fn unit_of_global(ctx: &Context, gve: Attribute) -> Option<Attribute> {
    let var = param(ctx, gve, "var")?;
    let mut scope = param(ctx, var, "scope")?;
    match mnemonic(ctx, scope)? {
        "di_module" => scope = param(ctx, scope, "scope")?,
        "di_common_block" => {
            let sp = param(ctx, scope, "scope")?;
            if mnemonic(ctx, sp)? != "di_subprogram" {
                return None;
            }
            scope = param(ctx, sp, "compileUnit")?;
        }
        "di_subprogram" => scope = param(ctx, scope, "compileUnit")?,
        _ => {}
    }
    (mnemonic(ctx, scope)? == "di_compile_unit").then_some(scope)
}

/// Whether `a` is a `#llvm.di_compile_unit`.
pub fn is_compile_unit(ctx: &Context, a: Attribute) -> bool {
    mnemonic(ctx, a) == Some("di_compile_unit")
}

/// A node's text under construction: operand markers (numbering order) and the fields.
struct Node {
    head: String,
    fields: String,
}

impl Node {
    fn new(kind: &str) -> Node {
        Node { head: String::new(), fields: format!("!{kind}(") }
    }

    /// Marks node `n` as the next operand in LLVM's operand order.
    fn operand(&mut self, n: Option<usize>) {
        if let Some(n) = n {
            let _ = write!(self.head, "\u{1}N{n}\u{2}");
        }
    }

    fn sep(&mut self) {
        if !self.fields.ends_with('(') {
            self.fields.push_str(", ");
        }
    }

    fn raw(&mut self, name: &str, value: &str) {
        self.sep();
        let _ = write!(self.fields, "{name}: {value}");
    }

    fn int(&mut self, name: &str, v: u64) {
        if v != 0 {
            self.raw(name, &v.to_string());
        }
    }

    fn int_always(&mut self, name: &str, v: u64) {
        self.raw(name, &v.to_string());
    }

    fn boolean(&mut self, name: &str, v: bool) {
        self.raw(name, if v { "true" } else { "false" });
    }

    fn flag(&mut self, name: &str, v: bool) {
        if v {
            self.raw(name, "true");
        }
    }

    fn string(&mut self, name: &str, s: Option<&str>) {
        if let Some(s) = s.filter(|s| !s.is_empty()) {
            self.raw(name, &quoted(s));
        }
    }

    /// A reference to node `n`; `null` when absent and `always`.
    fn node(&mut self, name: &str, n: Option<usize>, always: bool) {
        match n {
            Some(n) => {
                self.sep();
                let _ = write!(self.fields, "{name}: ");
                md_ref_text(&mut self.fields, n);
            }
            None if always => self.raw(name, "null"),
            None => {}
        }
    }

    /// The node's text; `key` keeps it apart from equal nodes (distinct ones, targets of
    /// recursive references), `distinct` prints it so.
    fn finish(self, key: Option<Attribute>, distinct: bool) -> String {
        let mut s = String::new();
        if let Some(a) = key {
            let _ = write!(s, "\u{1}D{}\u{2}", a.index());
        }
        s.push_str(&self.head);
        if distinct {
            s.push_str("distinct ");
        }
        s.push_str(&self.fields);
        s.push(')');
        s
    }
}

/// `!"text"` with LLVM's escapes.
fn md_string(out: &mut String, s: &str) {
    out.push_str("!\"");
    write_escaped(out, s.bytes());
    out.push('"');
}

/// A DWARF constant by name (`DW_TAG_pointer_type`), or its number when it has none.
fn dwarf_name(def: &crate::ir::EnumDef, v: u64) -> String {
    def.keyword(v).map(str::to_string).unwrap_or_else(|| v.to_string())
}

fn tag_name(v: u64) -> String {
    dwarf_name(&crate::dialects::gen::llvm_dwarf::LLVM_DI_TAG_ENUM, v)
}

/// `DIFlagPublic | DIFlagVector`, as LLVM's `DINode::splitFlags` orders them.
fn di_flags(v: u64) -> String {
    const NAMES: [(u64, &str); 27] = [
        (1 << 2, "DIFlagFwdDecl"),
        (1 << 3, "DIFlagAppleBlock"),
        (1 << 4, "DIFlagReservedBit4"),
        (1 << 5, "DIFlagVirtual"),
        (1 << 6, "DIFlagArtificial"),
        (1 << 7, "DIFlagExplicit"),
        (1 << 8, "DIFlagPrototyped"),
        (1 << 9, "DIFlagObjcClassComplete"),
        (1 << 10, "DIFlagObjectPointer"),
        (1 << 11, "DIFlagVector"),
        (1 << 12, "DIFlagStaticMember"),
        (1 << 13, "DIFlagLValueReference"),
        (1 << 14, "DIFlagRValueReference"),
        (1 << 15, "DIFlagExportSymbols"),
        (1 << 18, "DIFlagIntroducedVirtual"),
        (1 << 19, "DIFlagBitField"),
        (1 << 20, "DIFlagNoReturn"),
        (1 << 22, "DIFlagTypePassByValue"),
        (1 << 23, "DIFlagTypePassByReference"),
        (1 << 24, "DIFlagEnumClass"),
        (1 << 25, "DIFlagThunk"),
        (1 << 26, "DIFlagNonTrivial"),
        (1 << 27, "DIFlagBigEndian"),
        (1 << 28, "DIFlagLittleEndian"),
        (1 << 29, "DIFlagAllCallsDescribed"),
        (1 << 30, "DIFlagLittleEndian2"),
        (0, ""),
    ];
    let mut parts: Vec<String> = Vec::new();
    match v & 3 {
        1 => parts.push("DIFlagPrivate".into()),
        2 => parts.push("DIFlagProtected".into()),
        3 => parts.push("DIFlagPublic".into()),
        _ => {}
    }
    match v & (3 << 16) {
        x if x == 1 << 16 => parts.push("DIFlagSingleInheritance".into()),
        x if x == 2 << 16 => parts.push("DIFlagMultipleInheritance".into()),
        x if x == 3 << 16 => parts.push("DIFlagVirtualInheritance".into()),
        _ => {}
    }
    let mut rest = v & !3 & !(3 << 16);
    for (bit, name) in NAMES.iter().take(25) {
        if rest & bit != 0 {
            parts.push((*name).to_string());
            rest &= !bit;
        }
    }
    if rest != 0 {
        parts.push(format!("0x{rest:x}"));
    }
    parts.join(" | ")
}

/// `DISPFlagDefinition | DISPFlagOptimized` (`0` for none).
fn sp_flags(v: u64) -> String {
    const NAMES: [(u64, &str); 9] = [
        (4, "DISPFlagLocalToUnit"),
        (8, "DISPFlagDefinition"),
        (16, "DISPFlagOptimized"),
        (32, "DISPFlagPure"),
        (64, "DISPFlagElemental"),
        (128, "DISPFlagRecursive"),
        (256, "DISPFlagMainSubprogram"),
        (512, "DISPFlagDeleted"),
        (2048, "DISPFlagObjCDirect"),
    ];
    let mut parts: Vec<String> = Vec::new();
    match v & 3 {
        1 => parts.push("DISPFlagVirtual".into()),
        2 => parts.push("DISPFlagPureVirtual".into()),
        _ => {}
    }
    let mut rest = v & !3;
    for (bit, name) in NAMES {
        if rest & bit != 0 {
            parts.push(name.to_string());
            rest &= !bit;
        }
    }
    if rest != 0 {
        parts.push(format!("0x{rest:x}"));
    }
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join(" | ")
    }
}

/// The operations of an expression as mlir-translate legalizes them first (MLIR's
/// DIExpressionRewriter with its MergeFragments pattern): two fragments in a row become
/// one, at the sum of their offsets with the first one's size.
fn legalized_ops(ops: Vec<(u64, Vec<u64>)>) -> Vec<(u64, Vec<u64>)> {
    const FRAGMENT: u64 = 0x1000;
    let mut inputs: std::collections::VecDeque<(u64, Vec<u64>)> = ops.into();
    let mut out = Vec::new();
    while let Some(first) = inputs.pop_front() {
        match inputs.front() {
            Some(second)
                if first.0 == FRAGMENT && second.0 == FRAGMENT && first.1.len() == 2 && second.1.len() == 2 =>
            {
                let merged = (FRAGMENT, vec![first.1[0].wrapping_add(second.1[0]), first.1[1]]);
                inputs.pop_front();
                inputs.push_front(merged);
            }
            _ => out.push(first),
        }
    }
    out
}

/// `!DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 16, 8)`.
pub fn expression_text(ctx: &Context, expr: Option<Attribute>) -> String {
    let mut s = String::from("!DIExpression(");
    if let Some(e) = expr {
        let mut first = true;
        for (op, args) in legalized_ops(expression_ops(ctx, e)) {
            if !first {
                s.push_str(", ");
            }
            first = false;
            s.push_str(&dwarf_name(&LLVM_DI_OPERATION_ENUM, op));
            for (i, a) in args.iter().enumerate() {
                s.push_str(", ");
                // DW_OP_LLVM_convert's second argument is an encoding.
                if op == 0x1001 && i == 1 {
                    s.push_str(&dwarf_name(&LLVM_DI_ENCODING_ENUM, *a));
                } else {
                    let _ = write!(s, "{a}");
                }
            }
        }
    }
    s.push(')');
    s
}

/// The node of a debug-info attribute; `None` for `#llvm.di_null_type` (LLVM's `null`),
/// an absent attribute, or an attribute that is not debug info.
pub fn di_node(e: &mut dyn MdSink<'_>, a: Attribute) -> Option<usize> {
    if let Some(n) = e.di_of_attr(a) {
        return Some(n);
    }
    let ctx: &Context = e.md_ctx();
    let m = mnemonic(ctx, a)?;
    // A subprogram is known by its `id`: attributes with the same one are one node (the
    // first built), as MLIR's translation keeps them.
    let id = (m == "di_subprogram").then(|| param(ctx, a, "id")).flatten();
    if let Some(n) = id.and_then(|id| e.di_of_attr(id)) {
        return Some(n);
    }
    // Recursive types and subprograms: a reference to a declaration being built (by its
    // `recId`, self reference or not) is that node.
    if matches!(m, "di_composite_type" | "di_subprogram") {
        if let Some(rec) = param(ctx, a, "recId") {
            if let Some(&(_, n)) = e.di_rec().iter().rev().find(|(r, _)| *r == rec) {
                return Some(n);
            }
            if bool_param(ctx, a, "isRecSelf") {
                return None;
            }
            let slot = e.md_reserve();
            e.set_di_of_attr(a, slot);
            if let Some(id) = id {
                e.set_di_of_attr(id, slot);
            }
            e.di_rec().push((rec, slot));
            let distinct = is_distinct(ctx, a, m);
            let text = build(e, a, m, id.unwrap_or(a), distinct);
            e.di_rec().pop();
            e.md_fill(slot, text?);
            return Some(slot);
        }
    }
    // Distinct nodes may be reached again through their operands (a unit's globals).
    if is_distinct(ctx, a, m) {
        let slot = e.md_reserve();
        e.set_di_of_attr(a, slot);
        if let Some(id) = id {
            e.set_di_of_attr(id, slot);
        }
        let text = build(e, a, m, id.unwrap_or(a), true)?;
        e.md_fill(slot, text);
        return Some(slot);
    }
    let text = build_node(e, a, m, None, false)?;
    let n = e.md_node(&text);
    e.set_di_of_attr(a, n);
    Some(n)
}

/// Which attributes mlir-translate makes distinct nodes of.
fn is_distinct(ctx: &Context, a: Attribute, m: &str) -> bool {
    match m {
        "di_compile_unit" | "di_lexical_block" | "di_lexical_block_file" | "di_global_variable" => true,
        "di_subprogram" => int_param(ctx, a, "subprogramFlags") & 8 != 0,
        // MLIR's translation makes class, enumeration, structure and union types distinct.
        "di_composite_type" => matches!(int_param(ctx, a, "tag"), 0x02 | 0x04 | 0x13 | 0x17),
        _ => false,
    }
}

fn node_param(e: &mut dyn MdSink<'_>, a: Attribute, name: &str) -> Option<usize> {
    let ctx = e.md_ctx();
    let v = param(ctx, a, name)?;
    di_node(e, v)
}

/// `!{!1, null, !2}` of the attributes `items` (a null type is `null`).
fn tuple(e: &mut dyn MdSink<'_>, items: &[Attribute]) -> usize {
    let mut head = String::new();
    let mut text = String::from("!{");
    for (i, &item) in items.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        match di_node(e, item) {
            Some(n) => {
                let _ = write!(head, "\u{1}N{n}\u{2}");
                md_ref_text(&mut text, n);
            }
            None => text.push_str("null"),
        }
    }
    text.push('}');
    head.push_str(&text);
    e.md_node(&head)
}

/// A tuple node for a non-empty list parameter.
fn list_node(e: &mut dyn MdSink<'_>, a: Attribute, name: &str) -> Option<usize> {
    let ctx = e.md_ctx();
    let items = list_param(ctx, a, name);
    (!items.is_empty()).then(|| tuple(e, items))
}

/// The `annotations:` tuple of `!{!"name", !"value"}` pairs.
fn annotations(e: &mut dyn MdSink<'_>, a: Attribute) -> Option<usize> {
    let ctx = e.md_ctx();
    let items = list_param(ctx, a, "annotations");
    if items.is_empty() {
        return None;
    }
    let mut head = String::new();
    let mut text = String::from("!{");
    for (i, &item) in items.iter().enumerate() {
        let mut pair = String::from("!{");
        md_string(&mut pair, str_param(ctx, item, "name").unwrap_or(""));
        pair.push_str(", ");
        md_string(&mut pair, str_param(ctx, item, "value").unwrap_or(""));
        pair.push('}');
        let n = e.md_node(&pair);
        if i > 0 {
            text.push_str(", ");
        }
        let _ = write!(head, "\u{1}N{n}\u{2}");
        md_ref_text(&mut text, n);
    }
    text.push('}');
    head.push_str(&text);
    Some(e.md_node(&head))
}

/// A subrange bound: an integer, a variable's node, or an expression.
fn bound(e: &mut dyn MdSink<'_>, node: &mut Node, a: Attribute, name: &str) {
    let ctx = e.md_ctx();
    let Some(v) = param(ctx, a, name) else { return };
    if let Some(i) = ctx.int_value(v) {
        node.raw(name, &i.to_string());
    } else if mnemonic(ctx, v) == Some("di_expression") {
        node.raw(name, &expression_text(ctx, Some(v)));
    } else if let Some(n) = di_node(e, v) {
        node.operand(Some(n));
        node.node(name, Some(n), false);
    }
}

fn build(e: &mut dyn MdSink<'_>, a: Attribute, m: &str, key: Attribute, distinct: bool) -> Option<String> {
    build_node(e, a, m, Some(key), distinct)
}

/// The text of the node of `a` (`#llvm.<m>`); `key` keeps it apart from equal nodes.
fn build_node(e: &mut dyn MdSink<'_>, a: Attribute, m: &str, key: Option<Attribute>, distinct: bool) -> Option<String> {
    let ctx = e.md_ctx();
    let s = |n: &str| str_param(ctx, a, n);
    let i = |n: &str| int_param(ctx, a, n);
    let mut node;
    match m {
        "di_file" => {
            node = Node::new("DIFile");
            node.raw("filename", &quoted(s("name").unwrap_or("")));
            node.raw("directory", &quoted(s("directory").unwrap_or("")));
        }
        "di_basic_type" => {
            node = Node::new("DIBasicType");
            if i("tag") != 0x24 {
                node.raw("tag", &tag_name(i("tag")));
            }
            node.string("name", s("name"));
            node.int("size", i("sizeInBits"));
            if i("encoding") != 0 {
                node.raw("encoding", &dwarf_name(&LLVM_DI_ENCODING_ENUM, i("encoding")));
            }
        }
        "di_string_type" => {
            let len = node_param(e, a, "stringLength");
            node = Node::new("DIStringType");
            node.operand(len);
            if i("tag") != 0x12 {
                node.raw("tag", &tag_name(i("tag")));
            }
            node.string("name", s("name"));
            node.node("stringLength", len, false);
            if let Some(x) = param(ctx, a, "stringLengthExp") {
                node.raw("stringLengthExpression", &expression_text(ctx, Some(x)));
            }
            if let Some(x) = param(ctx, a, "stringLocationExp") {
                node.raw("stringLocationExpression", &expression_text(ctx, Some(x)));
            }
            node.int("size", i("sizeInBits"));
            node.int("align", i("alignInBits"));
            if i("encoding") != 0 {
                node.raw("encoding", &dwarf_name(&LLVM_DI_ENCODING_ENUM, i("encoding")));
            }
        }
        "di_compile_unit" => {
            let file = node_param(e, a, "file");
            let globals = e
                .di_globals()
                .and_then(|g| g.iter().find(|(cu, _)| *cu == a).map(|(_, list)| list.clone()))
                .unwrap_or_default();
            let globals = (!globals.is_empty()).then(|| tuple(e, &globals));
            node = Node::new("DICompileUnit");
            node.operand(file);
            node.operand(globals);
            node.raw("language", &dwarf_name(&LLVM_DI_LANGUAGE_ENUM, i("sourceLanguage")));
            node.node("file", file, false);
            node.string("producer", s("producer"));
            node.boolean("isOptimized", bool_param(ctx, a, "isOptimized"));
            node.raw("runtimeVersion", "0");
            node.string("splitDebugFilename", s("splitDebugFilename"));
            let kind = ["NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly"];
            node.raw("emissionKind", kind.get(i("emissionKind") as usize).copied().unwrap_or("NoDebug"));
            node.node("globals", globals, false);
            match i("nameTableKind") {
                1 => node.raw("nameTableKind", "GNU"),
                2 => node.raw("nameTableKind", "None"),
                3 => node.raw("nameTableKind", "Apple"),
                _ => {}
            }
            return Some(node.finish(key, distinct));
        }
        "di_composite_type" => {
            let file = node_param(e, a, "file");
            let scope = node_param(e, a, "scope");
            let base = node_param(e, a, "baseType");
            let elements = list_node(e, a, "elements");
            node = Node::new("DICompositeType");
            for n in [file, scope, base, elements] {
                node.operand(n);
            }
            node.raw("tag", &tag_name(i("tag")));
            node.string("name", s("name"));
            node.node("scope", scope, false);
            node.node("file", file, false);
            node.int("line", i("line"));
            node.node("baseType", base, false);
            node.int("size", i("sizeInBits"));
            node.int("align", i("alignInBits"));
            if i("flags") != 0 {
                node.raw("flags", &di_flags(i("flags")));
            }
            node.node("elements", elements, false);
            for (p, name) in [
                ("dataLocation", "dataLocation"),
                ("associated", "associated"),
                ("allocated", "allocated"),
                ("rank", "rank"),
            ] {
                if let Some(x) = param(ctx, a, p) {
                    node.raw(name, &expression_text(ctx, Some(x)));
                }
            }
        }
        "di_derived_type" => {
            let base = node_param(e, a, "baseType");
            let extra = node_param(e, a, "extraData");
            node = Node::new("DIDerivedType");
            node.operand(base);
            node.operand(extra);
            node.raw("tag", &tag_name(i("tag")));
            node.string("name", s("name"));
            node.node("baseType", base, true);
            node.int("size", i("sizeInBits"));
            node.int("align", i("alignInBits"));
            node.int("offset", i("offsetInBits"));
            node.node("extraData", extra, false);
            if let Some(asp) = param(ctx, a, "dwarfAddressSpace").and_then(|v| ctx.int_value(v)) {
                node.int_always("dwarfAddressSpace", asp as u64);
            }
        }
        "di_subroutine_type" => {
            let types = list_param(ctx, a, "types");
            let types = tuple(e, types);
            node = Node::new("DISubroutineType");
            node.operand(Some(types));
            if i("callingConvention") != 0 {
                node.raw(
                    "cc",
                    &dwarf_name(
                        &crate::dialects::gen::llvm_dwarf::LLVM_DI_CALLING_CONVENTION_ENUM,
                        i("callingConvention"),
                    ),
                );
            }
            node.node("types", Some(types), true);
        }
        "di_subprogram" => {
            let file = node_param(e, a, "file");
            let scope = node_param(e, a, "scope");
            let ty = node_param(e, a, "type");
            let unit = node_param(e, a, "compileUnit");
            let retained = list_node(e, a, "retainedNodes");
            let annos = annotations(e, a);
            node = Node::new("DISubprogram");
            for n in [file, scope, ty, unit, retained, annos] {
                node.operand(n);
            }
            node.string("name", s("name"));
            node.string("linkageName", s("linkageName"));
            node.node("scope", scope, false);
            node.node("file", file, false);
            node.int("line", i("line"));
            node.node("type", ty, false);
            node.int("scopeLine", i("scopeLine"));
            node.raw("spFlags", &sp_flags(i("subprogramFlags")));
            node.node("unit", unit, false);
            node.node("retainedNodes", retained, false);
            node.node("annotations", annos, false);
        }
        "di_lexical_block" => {
            let file = node_param(e, a, "file");
            let scope = node_param(e, a, "scope");
            node = Node::new("DILexicalBlock");
            node.operand(file);
            node.operand(scope);
            node.node("scope", scope, true);
            node.node("file", file, false);
            node.int("line", i("line"));
            node.int("column", i("column"));
        }
        "di_lexical_block_file" => {
            let file = node_param(e, a, "file");
            let scope = node_param(e, a, "scope");
            node = Node::new("DILexicalBlockFile");
            node.operand(file);
            node.operand(scope);
            node.node("scope", scope, true);
            node.node("file", file, false);
            node.int_always("discriminator", i("discriminator"));
        }
        "di_local_variable" => {
            let scope = node_param(e, a, "scope");
            let file = node_param(e, a, "file");
            let ty = node_param(e, a, "type");
            node = Node::new("DILocalVariable");
            for n in [scope, file, ty] {
                node.operand(n);
            }
            node.string("name", s("name"));
            node.int("arg", i("arg"));
            node.node("scope", scope, true);
            node.node("file", file, false);
            node.int("line", i("line"));
            node.node("type", ty, false);
            if i("flags") != 0 {
                node.raw("flags", &di_flags(i("flags")));
            }
            node.int("align", i("alignInBits"));
        }
        "di_label" => {
            let scope = node_param(e, a, "scope");
            let file = node_param(e, a, "file");
            node = Node::new("DILabel");
            node.operand(scope);
            node.operand(file);
            node.node("scope", scope, true);
            node.string("name", s("name"));
            node.node("file", file, false);
            node.int("line", i("line"));
        }
        "di_global_variable" => {
            let scope = node_param(e, a, "scope");
            let file = node_param(e, a, "file");
            let ty = node_param(e, a, "type");
            node = Node::new("DIGlobalVariable");
            for n in [scope, file, ty] {
                node.operand(n);
            }
            node.string("name", s("name"));
            node.string("linkageName", s("linkageName"));
            node.node("scope", scope, true);
            node.node("file", file, false);
            node.int("line", i("line"));
            node.node("type", ty, false);
            node.boolean("isLocal", bool_param(ctx, a, "isLocalToUnit"));
            node.boolean("isDefinition", bool_param(ctx, a, "isDefined"));
            node.int("align", i("alignInBits"));
        }
        "di_global_variable_expression" => {
            let var = node_param(e, a, "var");
            node = Node::new("DIGlobalVariableExpression");
            node.operand(var);
            node.node("var", var, true);
            node.raw("expr", &expression_text(ctx, param(ctx, a, "expr")));
        }
        "di_module" => {
            let file = node_param(e, a, "file");
            let scope = node_param(e, a, "scope");
            node = Node::new("DIModule");
            node.operand(file);
            node.operand(scope);
            node.node("scope", scope, true);
            node.string("name", s("name"));
            node.string("configMacros", s("configMacros"));
            node.string("includePath", s("includePath"));
            node.string("apinotes", s("apinotes"));
            node.node("file", file, false);
            node.int("line", i("line"));
            node.flag("isDecl", bool_param(ctx, a, "isDecl"));
        }
        "di_namespace" => {
            let scope = node_param(e, a, "scope");
            node = Node::new("DINamespace");
            node.operand(scope);
            node.string("name", s("name"));
            node.node("scope", scope, true);
            node.flag("exportSymbols", bool_param(ctx, a, "exportSymbols"));
        }
        "di_imported_entity" => {
            let scope = node_param(e, a, "scope");
            let entity = node_param(e, a, "entity");
            let file = node_param(e, a, "file");
            let elements = list_node(e, a, "elements");
            node = Node::new("DIImportedEntity");
            for n in [scope, entity, file, elements] {
                node.operand(n);
            }
            node.raw("tag", &tag_name(i("tag")));
            node.string("name", s("name"));
            node.node("scope", scope, true);
            node.node("entity", entity, false);
            node.node("file", file, false);
            node.int("line", i("line"));
            node.node("elements", elements, false);
        }
        "di_common_block" => {
            let scope = node_param(e, a, "scope");
            let decl = node_param(e, a, "decl");
            let file = node_param(e, a, "file");
            node = Node::new("DICommonBlock");
            for n in [scope, decl, file] {
                node.operand(n);
            }
            node.node("scope", scope, true);
            node.node("declaration", decl, true);
            node.string("name", s("name"));
            node.node("file", file, false);
            node.int("line", i("line"));
        }
        "di_subrange" | "di_generic_subrange" => {
            node = Node::new(if m == "di_subrange" { "DISubrange" } else { "DIGenericSubrange" });
            for b in ["count", "lowerBound", "upperBound", "stride"] {
                bound(e, &mut node, a, b);
            }
        }
        _ => return None,
    }
    Some(node.finish(key, distinct))
}

fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    write_escaped(&mut out, s.bytes());
    out.push('"');
    out
}

/// The `#llvm.di_subprogram` of a function: the metadata of the first fused location with
/// one in its location (MLIR's `findInstanceOf<FusedLocWith<DISubprogramAttr>>`).
pub fn subprogram_of(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    match ctx.attr_data(loc) {
        AttrData::Location(Location::Fused { locs, metadata }) => {
            if let Some(m) = metadata.filter(|m| mnemonic(ctx, *m) == Some("di_subprogram")) {
                return Some(m);
            }
            locs.iter().find_map(|l| subprogram_of(ctx, *l))
        }
        AttrData::Location(Location::Name { child: Some(c), .. }) => subprogram_of(ctx, *c),
        AttrData::Location(Location::CallSite { callee, caller }) => {
            subprogram_of(ctx, *callee).or_else(|| subprogram_of(ctx, *caller))
        }
        _ => None,
    }
}

/// A `!DILocation` for an op location in `scope` (a node), as MLIR's
/// `DebugTranslation::translateLoc`: no scope, no location; call sites nest as
/// `inlinedAt`; a fused location's scope metadata replaces the scope and its locations
/// merge.
pub fn location(
    e: &mut dyn MdSink<'_>,
    loc: Attribute,
    scope: Option<usize>,
    inlined_at: Option<usize>,
) -> Option<usize> {
    let ctx = e.md_ctx();
    let AttrData::Location(l) = ctx.attr_data(loc) else { return None };
    match l {
        Location::Unknown => None,
        Location::FileLineCol { line, col, .. } | Location::FileRange { line, col, .. } => {
            let scope = scope?;
            Some(di_location(e, *line, *col, scope, inlined_at))
        }
        Location::CallSite { callee, caller } => {
            let caller = match location(e, *caller, scope, inlined_at) {
                Some(c) => c,
                None => inlined_at?,
            };
            location(e, *callee, None, Some(caller)).or(Some(caller))
        }
        Location::Fused { locs, metadata } => {
            let mut scope = scope;
            if let Some(m) = metadata.filter(|m| {
                matches!(mnemonic(ctx, *m), Some("di_subprogram" | "di_lexical_block" | "di_lexical_block_file"))
            }) {
                scope = di_node(e, m);
            }
            let first = *locs.first()?;
            let mut merged = location(e, first, scope, inlined_at);
            for &other in &locs[1..] {
                let next = location(e, other, scope, inlined_at);
                merged = match (merged, next) {
                    (Some(a), Some(b)) => Some(merge_locations(e, a, b)),
                    _ => None,
                };
            }
            merged
        }
        Location::Name { child, .. } => location(e, (*child)?, scope, inlined_at),
    }
}

/// LLVM's `DILocation::getMergedLocation` of nodes `a` and `b`: from the nearest point
/// their inlining chains share, outwards-in, the locations merge while they are in the same
/// scope (line kept when equal, column when both are); with nothing in common, line 0 in
/// `a`'s scope.
fn merge_locations(e: &mut dyn MdSink<'_>, a: usize, b: usize) -> usize {
    if a == b {
        return a;
    }
    let chain = |e: &mut dyn MdSink<'_>, mut n: usize| {
        let mut out = Vec::new();
        while let Some(d) = e.di_locs().get(&n).copied() {
            out.push((n, d));
            match d.inlined_at {
                Some(i) if out.len() < 64 => n = i,
                _ => break,
            }
        }
        out
    };
    let (ca, cb) = (chain(e, a), chain(e, b));
    let Some(&(_, da)) = ca.first() else { return a };
    // The first location of b's chain with the scope and inlining of one of a's.
    let start = cb.iter().enumerate().find_map(|(j, (_, d))| {
        ca.iter().position(|(_, x)| x.scope == d.scope && x.inlined_at == d.inlined_at).map(|i| (i, j))
    });
    let Some((i, j)) = start else {
        return di_location(e, 0, 0, da.scope, None);
    };
    let mut result = ca[i].1.inlined_at;
    let (mut i, mut j) = (i as isize, j as isize);
    while i >= 0 && j >= 0 {
        let ((na, x), (nb, y)) = (ca[i as usize], cb[j as usize]);
        let next = if na == nb {
            na
        } else if x.scope == y.scope {
            let line = if x.line == y.line { x.line } else { 0 };
            let col = if x.line == y.line && x.col == y.col { x.col } else { 0 };
            di_location(e, line, col, x.scope, result)
        } else {
            break;
        };
        result = Some(next);
        i -= 1;
        j -= 1;
    }
    match result {
        Some(r) => r,
        None => di_location(e, 0, 0, da.scope, None),
    }
}

fn di_location(e: &mut dyn MdSink<'_>, line: u32, col: u32, scope: usize, inlined_at: Option<usize>) -> usize {
    let mut node = Node::new("DILocation");
    node.operand(Some(scope));
    node.operand(inlined_at);
    node.int_always("line", line as u64);
    node.int("column", col as u64);
    node.node("scope", Some(scope), true);
    node.node("inlinedAt", inlined_at, false);
    let text = node.finish(None, false);
    let n = e.md_node(&text);
    e.di_locs().insert(n, LocData { line, col, scope, inlined_at });
    n
}
