//! The text of a debug record as LLVM prints it, for MLIR's `-emit-expensive-warnings`
//! ("unhandled debug variable record #dbg_value(...)"): operands inline where LLVM writes
//! them inline (values, `!DIArgList`, `!DIExpression`), other nodes as `!N` numbered as
//! LLVM's slot tracker numbers a module's metadata: the globals' attachments, the named
//! metadata, then each function's attachments and its instructions' metadata (debug
//! records first), each node before its operands, in LLVM's operand order.

use rustc_hash::FxHashMap;

use crate::ast::{Const, Field, InstKind, Md, Module, Val, TV};

/// LLVM's metadata numbers, by node (its name for `!N` references, else its text).
pub(crate) struct Slots {
    map: FxHashMap<String, u32>,
}

/// The fields of a specialized node that are nodes, in LLVM's operand order (fields not
/// listed follow in written order).
fn operand_order(kind: &str) -> &'static [&'static str] {
    match kind {
        "DICompileUnit" => &["file", "enums", "retainedTypes", "globals", "imports", "macros"],
        "DISubprogram" => &[
            "file",
            "scope",
            "type",
            "unit",
            "declaration",
            "retainedNodes",
            "containingType",
            "templateParams",
            "thrownTypes",
            "annotations",
        ],
        "DICompositeType" => &[
            "file",
            "scope",
            "baseType",
            "elements",
            "vtableHolder",
            "templateParams",
            "discriminator",
            "dataLocation",
            "associated",
            "allocated",
            "rank",
            "annotations",
        ],
        "DIDerivedType" => &["file", "scope", "baseType", "extraData", "annotations"],
        "DIStringType" => &["file", "scope", "stringLength", "stringLengthExpression", "stringLocationExpression"],
        "DISubroutineType" => &["types"],
        "DILocalVariable" => &["scope", "file", "type", "annotations"],
        "DIGlobalVariable" => &["scope", "file", "type", "declaration", "templateParams", "annotations"],
        "DILocation" => &["scope", "inlinedAt"],
        "DILexicalBlock" | "DILexicalBlockFile" => &["file", "scope"],
        "DIModule" => &["file", "scope"],
        "DIImportedEntity" => &["scope", "entity", "file", "elements"],
        "DIGlobalVariableExpression" => &["var", "expr"],
        "DILabel" | "DICommonBlock" => &["scope", "declaration", "file"],
        _ => &[],
    }
}

/// LLVM's fixed metadata kind ids (attachments are visited in kind order); others come
/// after, in written order.
fn kind_rank(kind: &str) -> usize {
    const KINDS: &[&str] = &[
        "dbg",
        "tbaa",
        "prof",
        "fpmath",
        "range",
        "tbaa.struct",
        "invariant.load",
        "alias.scope",
        "noalias",
        "nontemporal",
        "llvm.mem.parallel_loop_access",
        "nonnull",
        "dereferenceable",
        "dereferenceable_or_null",
        "make.implicit",
        "unpredictable",
        "invariant.group",
        "align",
        "llvm.loop",
        "type",
        "section_prefix",
        "absolute_symbol",
        "associated",
        "callees",
        "irr_loop",
        "llvm.access.group",
        "callback",
        "llvm.preserve.access.index",
        "vcall_visibility",
        "noundef",
        "annotation",
        "nosanitize",
        "func_sanitize",
        "exclude",
        "memprof",
        "callsite",
        "kcfi_type",
        "pcsections",
        "DIAssignID",
        "coro.outside.frame",
        "mmra",
        "noalias.addrspace",
    ];
    KINDS.iter().position(|k| *k == kind).unwrap_or(KINDS.len())
}

/// A node's attachments in LLVM's kind order.
fn attachments(list: &[(String, Md)]) -> Vec<&Md> {
    let mut sorted: Vec<(usize, usize, &Md)> =
        list.iter().enumerate().map(|(i, (k, n))| (kind_rank(k), i, n)).collect();
    sorted.sort_by_key(|e| (e.0, e.1));
    sorted.into_iter().map(|e| e.2).collect()
}

impl Slots {
    /// Numbers the metadata of module `m` (`md`: its numbered nodes by name).
    pub(crate) fn new(m: &Module, md: &FxHashMap<String, Md>) -> Slots {
        let mut s = Slots { map: FxHashMap::default() };
        for g in &m.globals {
            for n in attachments(&g.md) {
                s.visit(n, md);
            }
        }
        for (_, ops) in &m.named_md {
            for n in ops {
                s.visit(n, md);
            }
        }
        for f in &m.functions {
            for n in attachments(&f.md) {
                s.visit(n, md);
            }
            for b in f.blocks.iter().flatten() {
                for i in &b.insts {
                    if let InstKind::Call(ci) = &i.kind {
                        let dbg = matches!(&ci.callee.v, Val::Const(Const::Global(g)) if g.starts_with("llvm.dbg."));
                        for (k, a) in ci.args.iter().enumerate() {
                            if let Val::Metadata(n) = &a.tv.v {
                                // A record's value and expressions are printed inline (an
                                // empty node excepted); its address operand too.
                                let inline = dbg && (matches!(n, Md::Value(_) | Md::ArgList(_)) || k == 4);
                                if !inline {
                                    s.visit(n, md);
                                }
                            }
                        }
                    }
                    for n in attachments(&i.md) {
                        s.visit(n, md);
                    }
                }
            }
        }
        s
    }

    fn key(n: &Md) -> String {
        match n {
            Md::Ref(r) => r.clone(),
            other => format!("{other:?}"),
        }
    }

    /// LLVM's `CreateMetadataSlot`: a node gets the next number, then its operands do.
    fn visit(&mut self, n: &Md, md: &FxHashMap<String, Md>) {
        let node = match n {
            Md::Ref(r) => match md.get(r) {
                Some(x) => x,
                None => return,
            },
            other => other,
        };
        match node {
            Md::Tuple { .. } => {}
            Md::Special { name, .. } if name != "DIExpression" => {}
            _ => return,
        }
        let key = Self::key(n);
        if self.map.contains_key(&key) {
            return;
        }
        let next = self.map.len() as u32;
        self.map.insert(key, next);
        match node {
            Md::Tuple { elems, .. } => {
                for e in elems {
                    self.visit(e, md);
                }
            }
            Md::Special { name, fields, .. } => {
                let order = operand_order(name);
                let ops = order
                    .iter()
                    .filter_map(|k| fields.iter().find(|(f, _)| f == k))
                    .chain(fields.iter().filter(|(f, _)| !order.contains(&f.as_str())));
                for (_, v) in ops {
                    if let Field::Md(m) = v {
                        self.visit(m, md);
                    }
                }
            }
            _ => {}
        }
    }

    /// `!N` for a node (its written name when LLVM would not number it).
    fn name(&self, n: &Md) -> String {
        match self.map.get(&Self::key(n)) {
            Some(k) => format!("!{k}"),
            None => match n {
                Md::Ref(r) => format!("!{r}"),
                _ => "!{}".to_string(),
            },
        }
    }

    /// `#dbg_<kind>(operands..., !loc)` as LLVM prints the record.
    pub(crate) fn record_text(&self, kind: &str, args: &[Md], loc: Option<&Md>, md: &FxHashMap<String, Md>) -> String {
        let mut ops: Vec<String> = Vec::new();
        for (i, a) in args.iter().enumerate() {
            ops.push(match a {
                Md::Value(tv) => tv_text(tv),
                Md::ArgList(items) => {
                    let items: Vec<String> =
                        items.iter().map(|x| if let Md::Value(tv) = x { tv_text(tv) } else { self.name(x) }).collect();
                    format!("!DIArgList({})", items.join(", "))
                }
                other => {
                    let node = match other {
                        Md::Ref(r) => md.get(r).unwrap_or(other),
                        o => o,
                    };
                    match node {
                        Md::Special { name, fields, .. } if name == "DIExpression" && i != 0 => {
                            let parts: Vec<&str> = fields
                                .iter()
                                .filter_map(|(_, f)| match f {
                                    Field::Text(t) => Some(t.as_str()),
                                    _ => None,
                                })
                                .collect();
                            format!("!DIExpression({})", parts.join(", "))
                        }
                        _ => self.name(other),
                    }
                }
            });
        }
        if let Some(l) = loc {
            ops.push(self.name(l));
        }
        format!("#dbg_{kind}({})", ops.join(", "))
    }
}

/// A typed value as LLVM prints it in a record (`i32 %x`, `i64 7`, `ptr null`).
fn tv_text(tv: &TV) -> String {
    let v = match &tv.v {
        Val::Local(n) => format!("%{n}"),
        Val::Const(Const::Int(i)) => i.to_string(),
        Val::Const(Const::Undef) => "undef".into(),
        Val::Const(Const::Poison) => "poison".into(),
        Val::Const(Const::Null) => "null".into(),
        Val::Const(Const::Zero) => "zeroinitializer".into(),
        Val::Const(Const::Global(g)) => format!("@{g}"),
        Val::Const(Const::Float(f)) => f.clone(),
        _ => "...".into(),
    };
    format!("{} {v}", crate::parse::llvm_type_name(&tv.ty))
}
