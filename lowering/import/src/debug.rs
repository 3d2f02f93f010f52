//! Debug information, imported as MLIR 22's `DebugImporter` does: `!DI*` nodes become
//! `#llvm.di_*` attributes (the AttrDefs of spec/dialects/llvm_debuginfo.td, built as data
//! through the registry), `!dbg` locations become `fused<#scope>[file:line:col]` locations
//! (`callsite(... at ...)` for `inlinedAt`), a function's subprogram its fused location.
//! What MLIR cannot represent makes the node absent (and the attribute that names it drop
//! the field or the whole list), as upstream.
//!
//! Recursion: a composite type or subprogram met again while it is being translated is
//! a `recId`/`isRecSelf` reference to it, and the outer translation gets that `recId`
//! (MLIR's `CyclicReplacerCache` with `getRecSelf`). Results that depend on an enclosing
//! node still being translated are not cached, since the same node translates to a
//! self-contained attribute when reached from elsewhere.

use descent_ir::{AttrData, Attribute, Location};

use crate::ast::{CallInfo, Field, Md, Val};
use crate::debug_state::PendingDbg;
use crate::import::{md_int, Em, ImportError, Importer};

/// The fields of a specialized node.
type Fields = [(String, Field)];

/// The mnemonic of an LLVM dialect attribute (`di_local_variable`).
fn mnemonic_of(ctx: &descent_ir::Context, a: Attribute) -> Option<&'static str> {
    match ctx.attr_data(a) {
        AttrData::Dialect { def, .. } => Some(def.0.mnemonic),
        _ => None,
    }
}

/// A field's metadata operand (absent for `null`).
fn md_field<'f>(fields: &'f Fields, key: &str) -> Option<&'f Md> {
    fields.iter().find(|(k, _)| k == key).and_then(|(_, v)| match v {
        Field::Md(Md::Null) => None,
        Field::Md(m) => Some(m),
        _ => None,
    })
}

/// A field's text (numbers, DWARF names, flag lists, booleans).
fn text_field<'f>(fields: &'f Fields, key: &str) -> Option<&'f str> {
    fields.iter().find(|(k, _)| k == key).and_then(|(_, v)| match v {
        Field::Text(t) => Some(t.as_str()),
        _ => None,
    })
}

/// A string field; an empty string is absent (LLVM keeps no empty MDString in DI nodes).
fn str_field(fields: &Fields, key: &str) -> Option<String> {
    fields.iter().find(|(k, _)| k == key).and_then(|(_, v)| match v {
        Field::Str(s) if !s.is_empty() => Some(String::from_utf8_lossy(s).into_owned()),
        _ => None,
    })
}

fn parse_int(t: &str) -> Option<i128> {
    let t = t.trim();
    if let Some(h) = t.strip_prefix("0x") {
        return i128::from_str_radix(h, 16).ok();
    }
    t.parse().ok()
}

/// An integer field (0 when absent).
fn int_field(fields: &Fields, key: &str) -> u64 {
    text_field(fields, key).and_then(parse_int).unwrap_or(0) as u64
}

fn bool_field(fields: &Fields, key: &str) -> bool {
    text_field(fields, key) == Some("true")
}

impl Importer<'_> {
    // ---- attribute construction ------------------------------------------------------

    /// `#llvm.<mnemonic>` with the named parameters set and the others at their default
    /// (absent when optional). `None` if a required parameter is missing.
    fn di_build(&self, mnemonic: &str, values: &[(&str, Attribute)]) -> Option<Attribute> {
        self.ctx.def_attr("llvm", mnemonic, values)
    }

    fn di_int(&self, v: u64) -> Attribute {
        self.ctx.integer_attr(self.ctx.common().i64, v as i128)
    }

    fn di_str(&self, s: &str) -> Attribute {
        self.ctx.string_attr(s)
    }

    /// A DWARF constant field written by name (`DW_TAG_member`) or number, as the value of
    /// the spec enum `enum_name`.
    fn dwarf_field(&self, fields: &Fields, key: &str, enum_name: &str) -> Option<u64> {
        let t = text_field(fields, key)?;
        if let Some(v) = parse_int(t) {
            return Some(v as u64);
        }
        let def = self.llvm_enum_def(enum_name).ok()?;
        def.value(t)
    }

    /// A flag list (`DIFlagPrototyped | DIFlagPublic`, or a number) as a value of the bit
    /// enum `enum_name`, whose cases are the LLVM names without `prefix`.
    fn flags_field(&self, fields: &Fields, key: &str, prefix: &str, enum_name: &str) -> u64 {
        let Some(t) = text_field(fields, key) else { return 0 };
        let def = self.llvm_enum_def(enum_name).ok();
        t.split('|')
            .map(|f| {
                let f = f.trim();
                parse_int(f).map(|v| v as u64).unwrap_or_else(|| {
                    let name = f.strip_prefix(prefix).unwrap_or(f);
                    def.and_then(|d| d.value(name)).unwrap_or(0)
                })
            })
            .fold(0, |a, b| a | b)
    }

    /// A new `distinct[N]<>` identifier (the printer numbers them in print order).
    fn new_distinct(&mut self) -> Attribute {
        self.distinct_count += 1;
        self.ctx.note_may_alias();
        let body = format!("distinct[{}]<>", self.distinct_count - 1);
        self.ctx.intern_attr(AttrData::Opaque { dialect: self.ctx.ident(""), body: body.into() })
    }

    /// The distinct identifier of node `key` (one per node).
    fn node_id(&mut self, key: &str) -> Attribute {
        if let Some(&a) = self.dbg.ids.get(key) {
            return a;
        }
        let a = self.new_distinct();
        self.dbg.ids.insert(key.to_string(), a);
        a
    }

    // ---- nodes -------------------------------------------------------------------------

    /// The `#llvm.di_*` attribute of a DI node (a reference or an inline node); `None` when
    /// MLIR cannot represent it.
    pub(crate) fn di_node(&mut self, m: &Md) -> Option<Attribute> {
        let key = match m {
            Md::Ref(r) => r.clone(),
            Md::Special { name, distinct, fields } => {
                return self.di_translate(None, name, *distinct, fields);
            }
            _ => return None,
        };
        if let Some(a) = self.dbg.cache.get(&key) {
            return *a;
        }
        let Some(Md::Special { name, distinct, fields }) = self.md.get(&key).cloned() else { return None };
        // A composite type or subprogram met again inside its own translation refers to
        // it. Other nodes on a cycle are translated again (as MLIR's cache does when the
        // node cannot break the cycle), down to the node that can.
        let rec_mnemonic = match name.as_str() {
            "DICompositeType" => Some("di_composite_type"),
            "DISubprogram" => Some("di_subprogram"),
            _ => None,
        };
        if let (Some(mnemonic), Some(at)) = (rec_mnemonic, self.dbg.stack.iter().position(|e| e.0 == key)) {
            self.dbg.stack[at].2 = true;
            let last = self.dbg.stack.len() - 1;
            self.dbg.stack[last].1 = self.dbg.stack[last].1.min(at);
            let rec_id = match self.dbg.rec_ids.get(&key) {
                Some(&r) => r,
                None => {
                    let r = self.new_distinct();
                    self.dbg.rec_ids.insert(key.clone(), r);
                    r
                }
            };
            return self.di_build(mnemonic, &[("recId", rec_id), ("isRecSelf", self.ctx.bool_attr(true))]);
        }
        // A cycle that no node can break (malformed metadata) ends at its second turn.
        if self.dbg.stack.iter().filter(|e| e.0 == key).count() > 1 {
            return None;
        }
        let depth = self.dbg.stack.len();
        self.dbg.stack.push((key.clone(), depth, false));
        let mut result = self.di_translate(Some(&key), &name, distinct, &fields);
        let (_, reached, repeated) = self.dbg.stack.pop().unwrap_or_default();
        if repeated {
            if let (Some(a), Some(&rec_id)) = (result, self.dbg.rec_ids.get(&key)) {
                result = self.with_param(a, "recId", rec_id);
            }
        }
        if let Some(parent) = self.dbg.stack.last_mut() {
            parent.1 = parent.1.min(reached);
        }
        // Only results that depend on no enclosing node are the node's for good.
        if reached >= depth {
            self.dbg.cache.insert(key, result);
        }
        result
    }

    /// `a` with parameter `name` set to `v`.
    pub(crate) fn with_param(&self, a: Attribute, name: &str, v: Attribute) -> Option<Attribute> {
        let AttrData::Dialect { def, params } = self.ctx.attr_data(a) else { return None };
        let i = def.0.params.iter().position(|p| p.name == name)?;
        let mut params = params.to_vec();
        params[i] = v;
        Some(self.ctx.intern_attr(AttrData::Dialect { def: *def, params: params.into() }))
    }

    /// An optional node field: `Ok(None)` when absent, `Err(())` when present but not
    /// representable (MLIR then drops the node that names it).
    fn node_field(&mut self, fields: &Fields, key: &str) -> Result<Option<Attribute>, ()> {
        match md_field(fields, key).cloned() {
            None => Ok(None),
            Some(m) => self.di_node(&m).map(Some).ok_or(()),
        }
    }

    /// The node field translated, absent when it is absent or not representable.
    fn loose_field(&mut self, fields: &Fields, key: &str) -> Option<Attribute> {
        md_field(fields, key).cloned().and_then(|m| self.di_node(&m))
    }

    /// The elements of a tuple field (`elements: !{...}`), `None` if one is not
    /// representable; null entries as `null_as` (or skipped).
    fn node_list(&mut self, fields: &Fields, key: &str, null_as: Option<Attribute>) -> Option<Vec<Attribute>> {
        let Some(m) = md_field(fields, key).cloned() else { return Some(Vec::new()) };
        let Some(Md::Tuple { elems, .. }) = self.md_node(&m) else { return Some(Vec::new()) };
        let mut out = Vec::new();
        for e in &elems {
            match e {
                Md::Null => out.extend(null_as),
                e => out.push(self.di_node(e)?),
            }
        }
        Some(out)
    }

    fn di_translate(&mut self, key: Option<&str>, name: &str, distinct: bool, f: &Fields) -> Option<Attribute> {
        let s = |k: &str| str_field(f, k);
        let mut p: Vec<(&str, Attribute)> = Vec::new();
        let opt_str = |p: &mut Vec<(&str, Attribute)>, param: &'static str, v: Option<String>, this: &Self| {
            if let Some(v) = v {
                p.push((param, this.di_str(&v)));
            }
        };
        match name {
            "DIBasicType" => {
                let tag = self.dwarf_field(f, "tag", "DITag").unwrap_or(0x24);
                p.push(("tag", self.di_int(tag)));
                p.push(("name", self.di_str(&s("name").unwrap_or_default())));
                p.push(("sizeInBits", self.di_int(int_field(f, "size"))));
                p.push(("encoding", self.di_int(self.dwarf_field(f, "encoding", "DIEncoding").unwrap_or(0))));
                self.di_build("di_basic_type", &p)
            }
            "DIFile" => {
                p.push(("name", self.di_str(&s("filename").unwrap_or_default())));
                p.push(("directory", self.di_str(&s("directory").unwrap_or_default())));
                self.di_build("di_file", &p)
            }
            "DICompileUnit" => {
                let id = match key {
                    Some(k) => self.node_id(k),
                    None => self.new_distinct(),
                };
                p.push(("id", id));
                p.push(("sourceLanguage", self.di_int(self.dwarf_field(f, "language", "DILanguage")?)));
                p.push(("file", self.loose_field(f, "file")?));
                opt_str(&mut p, "producer", s("producer"), self);
                p.push(("isOptimized", self.ctx.bool_attr(bool_field(f, "isOptimized"))));
                let kind = match text_field(f, "emissionKind") {
                    Some("FullDebug") => 1,
                    Some("LineTablesOnly") => 2,
                    Some("DebugDirectivesOnly") => 3,
                    _ => 0,
                };
                p.push(("emissionKind", self.di_int(kind)));
                let names = match text_field(f, "nameTableKind") {
                    Some("GNU") => 1,
                    Some("None") => 2,
                    Some("Apple") => 3,
                    _ => 0,
                };
                p.push(("nameTableKind", self.di_int(names)));
                opt_str(&mut p, "splitDebugFilename", s("splitDebugFilename"), self);
                self.di_build("di_compile_unit", &p)
            }
            "DICompositeType" => {
                let flags = self.flags_field(f, "flags", "DIFlag", "DIFlags");
                // `-drop-di-composite-type-elements` keeps a vector's (it needs them).
                let vector = flags & 2048 != 0;
                let elements = if vector || !self.opts.drop_di_composite_type_elements {
                    self.node_list(f, "elements", None).unwrap_or_default()
                } else {
                    Vec::new()
                };
                let base = self.loose_field(f, "baseType");
                let tag = self.dwarf_field(f, "tag", "DITag").unwrap_or(0);
                // An array without a base type is malformed.
                if tag == 0x01 && base.is_none() {
                    return None;
                }
                p.push(("tag", self.di_int(tag)));
                opt_str(&mut p, "name", s("name"), self);
                if let Some(a) = self.loose_field(f, "file") {
                    p.push(("file", a));
                }
                p.push(("line", self.di_int(int_field(f, "line"))));
                if let Some(a) = self.loose_field(f, "scope") {
                    p.push(("scope", a));
                }
                if let Some(a) = base {
                    p.push(("baseType", a));
                }
                p.push(("flags", self.di_int(flags)));
                p.push(("sizeInBits", self.di_int(int_field(f, "size"))));
                p.push(("alignInBits", self.di_int(int_field(f, "align"))));
                for (field, param) in [
                    ("dataLocation", "dataLocation"),
                    ("rank", "rank"),
                    ("allocated", "allocated"),
                    ("associated", "associated"),
                ] {
                    if let Some(e) = md_field(f, field).cloned().and_then(|m| self.di_expression(&m)) {
                        p.push((param, e));
                    }
                }
                if !elements.is_empty() {
                    p.push(("elements", self.ctx.array_attr(&elements)));
                }
                self.di_build("di_composite_type", &p)
            }
            "DIDerivedType" => {
                let base = self.node_field(f, "baseType").ok()?;
                p.push(("tag", self.di_int(self.dwarf_field(f, "tag", "DITag").unwrap_or(0))));
                opt_str(&mut p, "name", s("name"), self);
                if let Some(b) = base {
                    p.push(("baseType", b));
                }
                p.push(("sizeInBits", self.di_int(int_field(f, "size"))));
                p.push(("alignInBits", self.di_int(int_field(f, "align"))));
                p.push(("offsetInBits", self.di_int(int_field(f, "offset"))));
                if let Some(t) = text_field(f, "dwarfAddressSpace").and_then(parse_int) {
                    p.push(("dwarfAddressSpace", self.ctx.integer_attr(self.ctx.integer_type(32), t)));
                }
                if let Some(a) = self.loose_field(f, "extraData") {
                    p.push(("extraData", a));
                }
                self.di_build("di_derived_type", &p)
            }
            "DIStringType" => {
                p.push(("tag", self.di_int(self.dwarf_field(f, "tag", "DITag").unwrap_or(0x12))));
                p.push(("name", self.di_str(&s("name").unwrap_or_default())));
                p.push(("sizeInBits", self.di_int(int_field(f, "size"))));
                p.push(("alignInBits", self.di_int(int_field(f, "align"))));
                if let Some(a) = self.loose_field(f, "stringLength") {
                    p.push(("stringLength", a));
                }
                for (field, param) in
                    [("stringLengthExpression", "stringLengthExp"), ("stringLocationExpression", "stringLocationExp")]
                {
                    if let Some(e) = md_field(f, field).cloned().and_then(|m| self.di_expression(&m)) {
                        p.push((param, e));
                    }
                }
                p.push(("encoding", self.di_int(self.dwarf_field(f, "encoding", "DIEncoding").unwrap_or(0))));
                self.di_build("di_string_type", &p)
            }
            "DILabel" | "DILexicalBlock" | "DILexicalBlockFile" | "DILocalVariable" => {
                // The scope must translate (it may be a cycle).
                let scope = self.node_field(f, "scope").ok()?;
                if let Some(sc) = scope {
                    p.push(("scope", sc));
                }
                let file = self.loose_field(f, "file");
                match name {
                    "DILabel" => {
                        opt_str(&mut p, "name", s("name"), self);
                        p.extend(file.map(|a| ("file", a)));
                        p.push(("line", self.di_int(int_field(f, "line"))));
                        self.di_build("di_label", &p)
                    }
                    "DILexicalBlock" => {
                        p.extend(file.map(|a| ("file", a)));
                        p.push(("line", self.di_int(int_field(f, "line"))));
                        p.push(("column", self.di_int(int_field(f, "column"))));
                        self.di_build("di_lexical_block", &p)
                    }
                    "DILexicalBlockFile" => {
                        p.extend(file.map(|a| ("file", a)));
                        let d = int_field(f, "discriminator");
                        p.push(("discriminator", self.ctx.integer_attr(self.ctx.integer_type(32), d as i128)));
                        self.di_build("di_lexical_block_file", &p)
                    }
                    _ => {
                        opt_str(&mut p, "name", s("name"), self);
                        p.extend(file.map(|a| ("file", a)));
                        p.push(("line", self.di_int(int_field(f, "line"))));
                        p.push(("arg", self.di_int(int_field(f, "arg"))));
                        p.push(("alignInBits", self.di_int(int_field(f, "align"))));
                        if let Some(t) = self.loose_field(f, "type") {
                            p.push(("type", t));
                        }
                        p.push(("flags", self.di_int(self.flags_field(f, "flags", "DIFlag", "DIFlags"))));
                        self.di_build("di_local_variable", &p)
                    }
                }
            }
            "DIGlobalVariable" => {
                if let Some(sc) = self.loose_field(f, "scope") {
                    p.push(("scope", sc));
                }
                opt_str(&mut p, "name", s("name"), self);
                opt_str(&mut p, "linkageName", s("linkageName"), self);
                p.push(("file", self.loose_field(f, "file")?));
                let line = int_field(f, "line");
                p.push(("line", self.ctx.integer_attr(self.ctx.integer_type(32), line as i128)));
                p.push(("type", self.loose_field(f, "type")?));
                p.push(("isLocalToUnit", self.ctx.bool_attr(bool_field(f, "isLocal"))));
                p.push(("isDefined", self.ctx.bool_attr(bool_field(f, "isDefinition"))));
                p.push(("alignInBits", self.di_int(int_field(f, "align"))));
                self.di_build("di_global_variable", &p)
            }
            "DIGlobalVariableExpression" => {
                p.push(("var", self.loose_field(f, "var")?));
                if let Some(e) = md_field(f, "expr").cloned().and_then(|m| self.di_expression(&m)) {
                    p.push(("expr", e));
                }
                self.di_build("di_global_variable_expression", &p)
            }
            "DIModule" => {
                p.extend(self.loose_field(f, "file").map(|a| ("file", a)));
                p.extend(self.loose_field(f, "scope").map(|a| ("scope", a)));
                opt_str(&mut p, "name", s("name"), self);
                opt_str(&mut p, "configMacros", s("configMacros"), self);
                opt_str(&mut p, "includePath", s("includePath"), self);
                opt_str(&mut p, "apinotes", s("apinotes"), self);
                p.push(("line", self.di_int(int_field(f, "line"))));
                p.push(("isDecl", self.ctx.bool_attr(bool_field(f, "isDecl"))));
                self.di_build("di_module", &p)
            }
            "DINamespace" => {
                opt_str(&mut p, "name", s("name"), self);
                p.extend(self.loose_field(f, "scope").map(|a| ("scope", a)));
                p.push(("exportSymbols", self.ctx.bool_attr(bool_field(f, "exportSymbols"))));
                self.di_build("di_namespace", &p)
            }
            "DIImportedEntity" => {
                p.push(("tag", self.di_int(self.dwarf_field(f, "tag", "DITag").unwrap_or(0))));
                p.push(("scope", self.loose_field(f, "scope")?));
                p.push(("entity", self.loose_field(f, "entity")?));
                p.extend(self.loose_field(f, "file").map(|a| ("file", a)));
                p.push(("line", self.di_int(int_field(f, "line"))));
                opt_str(&mut p, "name", s("name"), self);
                let elements = self.node_list(f, "elements", None).unwrap_or_default();
                if !elements.is_empty() {
                    p.push(("elements", self.ctx.array_attr(&elements)));
                }
                self.di_build("di_imported_entity", &p)
            }
            "DICommonBlock" => {
                p.push(("scope", self.loose_field(f, "scope")?));
                p.extend(self.loose_field(f, "declaration").map(|a| ("decl", a)));
                p.push(("name", self.di_str(&s("name").unwrap_or_default())));
                p.extend(self.loose_field(f, "file").map(|a| ("file", a)));
                p.push(("line", self.di_int(int_field(f, "line"))));
                self.di_build("di_common_block", &p)
            }
            "DISubprogram" => {
                let id = match (distinct, key) {
                    (true, Some(k)) => Some(self.node_id(k)),
                    (true, None) => Some(self.new_distinct()),
                    _ => None,
                };
                let scope = self.node_field(f, "scope").ok()?;
                let mut sp_flags = self.flags_field(f, "spFlags", "DISPFlag", "DISubprogramFlags");
                // The flags of the older syntax.
                for (field, bit) in [("isLocal", 4), ("isDefinition", 8), ("isOptimized", 16)] {
                    if bool_field(f, field) {
                        sp_flags |= bit;
                    }
                }
                match text_field(f, "virtuality") {
                    Some("DW_VIRTUALITY_virtual") => sp_flags |= 1,
                    Some("DW_VIRTUALITY_pure_virtual") => sp_flags |= 2,
                    _ => {}
                }
                let ty = self.node_field(f, "type").ok()?;
                if let Some(id) = id {
                    p.push(("id", id));
                }
                p.extend(self.loose_field(f, "unit").map(|a| ("compileUnit", a)));
                p.extend(scope.map(|a| ("scope", a)));
                opt_str(&mut p, "name", s("name"), self);
                opt_str(&mut p, "linkageName", s("linkageName"), self);
                p.extend(self.loose_field(f, "file").map(|a| ("file", a)));
                p.push(("line", self.di_int(int_field(f, "line"))));
                p.push(("scopeLine", self.di_int(int_field(f, "scopeLine"))));
                p.push(("subprogramFlags", self.di_int(sp_flags)));
                p.extend(ty.map(|a| ("type", a)));
                let retained = self.node_list(f, "retainedNodes", None).unwrap_or_default();
                if !retained.is_empty() {
                    p.push(("retainedNodes", self.ctx.array_attr(&retained)));
                }
                let annotations = self.annotations(f);
                if !annotations.is_empty() {
                    p.push(("annotations", self.ctx.array_attr(&annotations)));
                }
                self.di_build("di_subprogram", &p)
            }
            "DISubroutineType" => {
                let null = self.di_build("di_null_type", &[]);
                let types = self.node_list(f, "types", null)?;
                p.push((
                    "callingConvention",
                    self.di_int(self.dwarf_field(f, "cc", "DICallingConvention").unwrap_or(0)),
                ));
                if !types.is_empty() {
                    p.push(("types", self.ctx.array_attr(&types)));
                }
                self.di_build("di_subroutine_type", &p)
            }
            "DISubrange" | "DIGenericSubrange" => {
                let generic = name == "DIGenericSubrange";
                let bound = |this: &mut Self, k: &str| -> Option<Attribute> {
                    if let Some(v) = text_field(f, k).and_then(parse_int) {
                        // LLVM writes a generic subrange's constant bound as an expression.
                        if generic {
                            return this.expression_of(&[(0x11, vec![v as u64])]);
                        }
                        return Some(this.ctx.integer_attr(this.ctx.common().i64, v as i64 as i128));
                    }
                    let m = md_field(f, k)?.clone();
                    match this.md_node(&m)? {
                        Md::Special { name, .. } if name == "DIExpression" => this.di_expression(&m),
                        Md::Special { name, .. } if name == "DILocalVariable" || name == "DIGlobalVariable" => {
                            this.di_node(&m)
                        }
                        Md::Value(tv) if !generic => match tv.v {
                            Val::Const(_) => md_int(&Md::Value(tv.clone()))
                                .map(|v| this.ctx.integer_attr(this.ctx.common().i64, v as i64 as i128)),
                            _ => None,
                        },
                        _ => None,
                    }
                };
                let count = bound(self, "count");
                let lower = bound(self, "lowerBound");
                let upper = bound(self, "upperBound");
                let stride = bound(self, "stride");
                if count.is_none() && upper.is_none() {
                    return None;
                }
                for (k, v) in [("count", count), ("lowerBound", lower), ("upperBound", upper), ("stride", stride)] {
                    p.extend(v.map(|v| (k, v)));
                }
                self.di_build(if generic { "di_generic_subrange" } else { "di_subrange" }, &p)
            }
            _ => None,
        }
    }

    /// A subprogram's `annotations: !{!{!"name", !"value"}, ...}` (string values only).
    fn annotations(&mut self, f: &Fields) -> Vec<Attribute> {
        let Some(m) = md_field(f, "annotations").cloned() else { return Vec::new() };
        let Some(Md::Tuple { elems, .. }) = self.md_node(&m) else { return Vec::new() };
        let mut out = Vec::new();
        for e in &elems {
            let Some(Md::Tuple { elems: pair, .. }) = self.md_node(e) else { continue };
            if pair.len() != 2 {
                continue;
            }
            if let (Some(n), Some(v)) = (self.md_string(&pair[0]), self.md_string(&pair[1])) {
                let (n, v) = (self.di_str(&n), self.di_str(&v));
                out.extend(self.di_build("di_annotation", &[("name", n), ("value", v)]));
            }
        }
        out
    }

    /// `#llvm.di_expression` of a `!DIExpression(...)` (inline or by reference).
    pub(crate) fn di_expression(&mut self, m: &Md) -> Option<Attribute> {
        let Some(Md::Special { name, fields, .. }) = self.md_node(m) else { return None };
        if name != "DIExpression" {
            return None;
        }
        let ops_def = self.llvm_enum_def("DIOperation").ok()?;
        let enc_def = self.llvm_enum_def("DIEncoding").ok()?;
        let mut ops: Vec<(u64, Vec<u64>)> = Vec::new();
        for (_, v) in &fields {
            let Field::Text(t) = v else { return None };
            if let Some(op) = ops_def.value(t) {
                ops.push((op, Vec::new()));
            } else {
                let arg = parse_int(t).map(|v| v as u64).or_else(|| enc_def.value(t))?;
                ops.last_mut()?.1.push(arg);
            }
        }
        self.expression_of(&ops)
    }

    fn expression_of(&self, ops: &[(u64, Vec<u64>)]) -> Option<Attribute> {
        let elems: Vec<Attribute> = ops
            .iter()
            .map(|(op, args)| {
                let values: Vec<i64> = std::iter::once(*op as i64).chain(args.iter().map(|a| *a as i64)).collect();
                self.ctx.intern_attr(AttrData::DenseArrayInt { elem: self.ctx.common().i64, values: values.into() })
            })
            .collect();
        if elems.is_empty() {
            return self.di_build("di_expression", &[]);
        }
        self.di_build("di_expression", &[("operations", self.ctx.array_attr(&elems))])
    }

    // ---- locations ---------------------------------------------------------------------

    fn fused(&self, loc: Attribute, metadata: Option<Attribute>) -> Attribute {
        match metadata {
            Some(md) => {
                self.ctx.intern_attr(AttrData::Location(Location::Fused { locs: Box::new([loc]), metadata: Some(md) }))
            }
            None => loc,
        }
    }

    /// The file name of a scope (its `file:` field's `filename`; for a file, itself).
    fn scope_file_name(&self, scope: &Md) -> String {
        let Some(Md::Special { name, fields, .. }) = self.md_node(scope) else { return String::new() };
        if name == "DIFile" {
            return str_field(&fields, "filename").unwrap_or_default();
        }
        match md_field(&fields, "file").and_then(|f| self.md_node(f)) {
            Some(Md::Special { fields, .. }) => str_field(&fields, "filename").unwrap_or_default(),
            _ => String::new(),
        }
    }

    /// Whether the module's debug info is kept: its "Debug Info Version" module flag is 3
    /// (otherwise LLVM's parser strips all of it).
    pub(crate) fn debug_info_valid(&self) -> bool {
        let Some((_, flags)) = self.m.named_md.iter().find(|(n, _)| n == "llvm.module.flags") else { return false };
        let version = flags.iter().any(|f| match self.md_node(f) {
            Some(Md::Tuple { elems, .. }) if elems.len() == 3 => {
                self.md_string(&elems[1]).as_deref() == Some("Debug Info Version") && md_int(&elems[2]) == Some(3)
            }
            _ => false,
        });
        version && self.m.md.iter().all(|(_, n)| self.verifies(n))
    }

    /// Some of the checks of LLVM's verifier on a debug node (a failed one makes LLVM's
    /// parser strip the module's debug info): a subprogram definition has a compile unit,
    /// a subprogram with a line has a file, a location's scope is a local scope.
    fn verifies(&self, n: &Md) -> bool {
        let Md::Special { name, fields, .. } = n else { return true };
        match name.as_str() {
            "DISubprogram" => {
                let definition = text_field(fields, "spFlags")
                    .is_some_and(|t| t.split('|').any(|f| f.trim() == "DISPFlagDefinition"))
                    || bool_field(fields, "isDefinition");
                !(definition && md_field(fields, "unit").is_none())
                    && (int_field(fields, "line") == 0 || md_field(fields, "file").is_some())
            }
            "DILocation" => match md_field(fields, "scope").and_then(|s| self.md_node(s)) {
                Some(Md::Special { name, .. }) => {
                    matches!(name.as_str(), "DISubprogram" | "DILexicalBlock" | "DILexicalBlockFile")
                }
                _ => false,
            },
            _ => true,
        }
    }

    /// The location of an instruction with the `!dbg` attachment `dbg` (a DILocation).
    pub(crate) fn debug_location(&mut self, dbg: Option<&Md>) -> Attribute {
        let unknown = self.ctx.common().unknown_loc;
        let Some(m) = dbg.filter(|_| !self.dbg.stripped) else { return unknown };
        if let Md::Ref(r) = m {
            if let Some(&l) = self.dbg.locs.get(r) {
                return l;
            }
        }
        let Some(Md::Special { name, fields, .. }) = self.md_node(m) else { return unknown };
        if name != "DILocation" {
            return unknown;
        }
        let scope = md_field(&fields, "scope").cloned();
        let file = scope.as_ref().map(|s| self.scope_file_name(s)).unwrap_or_default();
        let line = int_field(&fields, "line") as u32;
        let col = int_field(&fields, "column") as u32;
        // MLIR names a location without a file `-` (its `FileLineColLoc::get` from a
        // string does); a function's location keeps the empty name.
        let file = if file.is_empty() { "-".to_string() } else { file };
        let mut loc = self.ctx.file_loc(self.ctx.ident(&file), line, col);
        let md = scope.and_then(|s| self.di_node(&s));
        loc = self.fused(loc, md);
        if let Some(at) = md_field(&fields, "inlinedAt").cloned() {
            let caller = self.debug_location(Some(&at));
            loc = self.ctx.intern_attr(AttrData::Location(Location::CallSite { callee: loc, caller }));
        }
        if let Md::Ref(r) = m {
            self.dbg.locs.insert(r.clone(), loc);
        }
        loc
    }

    /// The location of a function whose `!dbg` attachment is `sp` (a DISubprogram): its
    /// file and line fused with the subprogram.
    pub(crate) fn function_location(&mut self, sp: Option<&Md>) -> Attribute {
        let unknown = self.ctx.common().unknown_loc;
        let Some(m) = sp.filter(|_| !self.dbg.stripped) else { return unknown };
        let Some(Md::Special { name, fields, .. }) = self.md_node(m) else { return unknown };
        if name != "DISubprogram" {
            return unknown;
        }
        let file = md_field(&fields, "file").map(|f| self.scope_file_name(f)).unwrap_or_default();
        let line = int_field(&fields, "line") as u32;
        let loc = self.ctx.file_loc(self.ctx.ident(&file), line, 0);
        let md = self.di_node(m);
        self.fused(loc, md)
    }

    /// `dbg_exprs` of a global: its `!dbg` attachments that are global variable
    /// expressions.
    pub(crate) fn global_debug_exprs(&mut self, md: &[(String, Md)]) -> Option<Attribute> {
        if self.dbg.stripped {
            return None;
        }
        let mut exprs = Vec::new();
        for (k, m) in md {
            if k != "dbg" {
                continue;
            }
            if let Some(a) = self.di_node(m) {
                exprs.push(a);
            }
        }
        (!exprs.is_empty()).then(|| self.ctx.array_attr(&exprs))
    }

    // ---- debug intrinsics ---------------------------------------------------------------

    /// A call of `llvm.dbg.<kind>` (or the record standing for it): labels become
    /// `llvm.intr.dbg.label` in place, variables wait for [`Self::finish_debug_intrinsics`];
    /// what MLIR cannot import is dropped.
    pub(crate) fn debug_intrinsic(
        &mut self,
        em: &mut Em,
        callee: &str,
        ci: &CallInfo,
        dbg: Option<&Md>,
    ) -> Result<(), String> {
        let md = |i: usize| match ci.args.get(i).map(|a| &a.tv.v) {
            Some(Val::Metadata(m)) => Some(m.clone()),
            _ => None,
        };
        match callee {
            "llvm.dbg.label" if self.dbg.stripped => {}
            "llvm.dbg.label" => {
                let Some(label) = md(0).and_then(|m| self.di_node(&m)) else { return Ok(()) };
                self.op(em, "llvm.intr.dbg.label", &[], &[], &[("label", label)]);
            }
            "llvm.dbg.declare" | "llvm.dbg.value" | "llvm.dbg.assign" => {
                let Some(args) = (0..ci.args.len()).map(md).collect::<Option<Vec<Md>>>() else { return Ok(()) };
                if args.len() < 3 {
                    return Ok(());
                }
                let kind = match callee {
                    "llvm.dbg.declare" => "declare",
                    "llvm.dbg.value" => "value",
                    _ => "assign",
                };
                em.pending_dbg.push(PendingDbg { kind, args, dbg: dbg.cloned(), loc: self.loc });
            }
            // Others: MLIR drops them.
            _ => {}
        }
        Ok(())
    }

    /// With `-emit-expensive-warnings`: MLIR's warning for a debug record it drops.
    fn unhandled_record(&mut self, d: &PendingDbg) {
        if !self.opts.expensive_warnings {
            return;
        }
        if self.dbg.slots.is_none() {
            self.dbg.slots = Some(crate::debug_text::Slots::new(self.m, &self.md));
        }
        let Some(slots) = &self.dbg.slots else { return };
        let text = slots.record_text(d.kind, &d.args, d.dbg.as_ref(), &self.md);
        self.loc_warnings.push((d.loc, format!("unhandled debug variable record {text}")));
    }

    /// The pending debug intrinsics of the function, each placed right after the
    /// definition of its value (at the start of the block of an argument), as MLIR's
    /// `processDebugIntrinsic`. Run after the constants are placed.
    pub(crate) fn finish_debug_intrinsics(&mut self, em: &mut Em) -> Result<(), ImportError> {
        for d in std::mem::take(&mut em.pending_dbg) {
            // LLVM's parser rejects a described value that is never defined (also when it
            // then strips the debug info).
            if let Md::Value(tv) = &d.args[0] {
                if let Val::Local(n) = &tv.v {
                    if !em.values.contains_key(n) {
                        let msg = format!("use of undefined value '%{n}'");
                        return Err(ImportError { pos: Some(tv.pos), msg, mlir: Vec::new() });
                    }
                }
            }
            if self.dbg.stripped {
                continue;
            }
            // Assignments, empty metadata (a kill location) and argument lists are dropped.
            let Md::Value(tv) = &d.args[0] else {
                self.unhandled_record(&d);
                continue;
            };
            if d.kind == "assign" {
                self.unhandled_record(&d);
                continue;
            }
            let Some(var) = self.di_node(&d.args[1]) else { continue };
            if crate::debug::mnemonic_of(self.ctx, var) != Some("di_local_variable") {
                continue;
            }
            let expr = match self.di_expression(&d.args[2]) {
                Some(e) => e,
                None => continue,
            };
            let saved = (em.block, self.loc);
            let value = match &tv.v {
                Val::Local(n) => match em.values.get(n) {
                    Some(&v) => v,
                    None => continue,
                },
                _ => {
                    // A constant is materialized after the others, at the entry block's
                    // start.
                    let v = self.val(em, tv).map_err(|msg| ImportError { pos: Some(tv.pos), msg, mlir: Vec::new() })?;
                    let before = match em.last_const {
                        Some(c) => em.body.op(c).next,
                        None => em.body.block_ops(em.block).next(),
                    };
                    for c in std::mem::take(&mut em.consts) {
                        em.body.insert_op(em.block, before, c);
                        em.last_const = Some(c);
                    }
                    v
                }
            };
            let (block, before) = match em.body.value(value).def {
                descent_ir::ValueDef::OpResult { op, .. } => {
                    let Some(block) = em.body.op(op).parent else { continue };
                    let next = em.body.op(op).next;
                    if next.is_none() {
                        // The value of a terminator (an invoke) is described before the
                        // terminator of the first block it dominates (a successor reached
                        // only from it); without one the intrinsic is dropped.
                        let Some(dominated) = Self::dominated_successor(em, block, op) else { continue };
                        (dominated, em.body.terminator(dominated))
                    } else {
                        (block, next)
                    }
                }
                descent_ir::ValueDef::BlockArg { block, .. } => {
                    let first = em.body.block_ops(block).next();
                    // After a landing pad that starts the block.
                    let first = match first {
                        Some(f) if self.ctx.ident_str(em.body.op(f).name.ident) == "llvm.landingpad" => {
                            em.body.op(f).next
                        }
                        f => f,
                    };
                    (block, first)
                }
                _ => continue,
            };
            self.loc = d.loc;
            let name = if d.kind == "declare" { "llvm.intr.dbg.declare" } else { "llvm.intr.dbg.value" };
            let st = self.state(name, &[value], &[], &[("varInfo", var), ("locationExpr", expr)]);
            let op = em.body.create_op(st);
            em.body.insert_op(block, before, op);
            (em.block, self.loc) = saved;
        }
        Ok(())
    }

    /// The first successor of `term` (the terminator of `block`) whose only predecessor is
    /// `block`: the first block the terminator's results dominate.
    fn dominated_successor(em: &Em, block: descent_ir::BlockId, term: descent_ir::OpId) -> Option<descent_ir::BlockId> {
        let blocks: Vec<descent_ir::BlockId> =
            em.blocks.values().copied().chain(em.inserted.iter().map(|(_, b)| *b)).collect();
        em.body.op(term).successors.iter().copied().find(|&s| {
            blocks
                .iter()
                .all(|&b| b == block || em.body.block(b).last.is_none_or(|t| !em.body.op(t).successors.contains(&s)))
        })
    }

    /// Whether named metadata `name` is debug information (consumed with the `!dbg`
    /// attachments rather than imported on its own).
    pub(crate) fn is_debug_named_metadata(name: &str) -> bool {
        name == "llvm.dbg.cu"
    }
}
