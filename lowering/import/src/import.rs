//! The module model -> ops of the LLVM dialect, as MLIR 22's `ModuleImport` builds them:
//! globals (an attribute initializer when the constant is one, else an initializer
//! region), aliases, ifuncs, comdats, module flags and other named metadata, functions with
//! their attributes, phis as block arguments, and constants materialized at the start of
//! the entry block in the order MLIR's post-order walk converts them.
//!
//! Ops are built with the IR API (`OperationState`); attribute values that have a textual
//! MLIR spelling (`#llvm.fastmath<nnan>`, `#dlti.dl_spec<...>`) are made by parsing that
//! spelling once and caching the result, so the importer never builds dialect attribute
//! storage by hand.

use descent_ir::{Attribute, BlockId, Body, Context, OpId, OperationState, Value};
use descent_ir::{OpName, RegionId, Traits, Type as DType};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ast::*;
use crate::consts::{zero_of, C};
use crate::types::{quote, quote_bytes, type_text, Layout, Structs};

/// Options of the import (`mlir-translate` flags).
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// `-import-structs-as-literals`: named structs become literal structs.
    pub structs_as_literals: bool,
    /// `-prefer-unregistered-intrinsics`: every intrinsic call is an `llvm.call_intrinsic`.
    pub prefer_unregistered_intrinsics: bool,
    /// `-drop-di-composite-type-elements`: composite types (other than vectors) lose
    /// their elements.
    pub drop_di_composite_type_elements: bool,
    /// `-emit-expensive-warnings`: warn about the debug records that are dropped.
    pub expensive_warnings: bool,
}

type R<T> = Result<T, String>;

/// An error of the import: its message and where (`None`: no position).
pub struct ImportError {
    /// Where in the input.
    pub pos: Option<Pos>,
    /// What (an error of LLVM's parser, shown at `pos`).
    pub msg: String,
    /// MLIR's own errors (what it cannot import), reported at an unknown location instead
    /// of `msg` when not empty.
    pub mlir: Vec<String>,
}

/// The importer's state for one module.
pub struct Importer<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) m: &'a Module,
    pub(crate) opts: Options,
    pub(crate) structs: Structs,
    pub(crate) layout: Layout,
    pub(crate) type_cache: FxHashMap<Type, DType>,
    pub(crate) attr_cache: FxHashMap<String, Attribute>,
    pub(crate) groups: FxHashMap<u32, Vec<Attr>>,
    pub(crate) md: FxHashMap<String, Md>,
    /// Address space of each global value by name.
    pub(crate) global_space: FxHashMap<String, u32>,
    /// Function declarations and definitions by name: (result type, params, vararg).
    pub(crate) fn_types: FxHashMap<String, Type>,
    pub(crate) loc: Attribute,
    /// Attributes made from metadata nodes, by kind and node name.
    pub(crate) md_attrs: FxHashMap<String, Attribute>,
    /// Distinct identifiers handed out so far.
    pub(crate) distinct_count: u32,
    /// Symbols of numbered (nameless) globals: `@0` -> `mlir.llvm.nameless_global_0`.
    pub(crate) nameless: FxHashMap<String, String>,
    /// LLVM's block numbers, by (function, block), computed on first use.
    pub(crate) block_tags: Vec<((String, String), usize)>,
    /// The (function, block) pairs some `blockaddress` names.
    pub(crate) taken_blocks: Vec<(String, String)>,
    /// Where the error being returned is, when not at its instruction.
    pub(crate) err_pos: Option<Pos>,
    /// Where the instruction being imported starts (MLIR quotes it in errors).
    pub(crate) cur_inst: Option<Pos>,
    /// MLIR's warnings at an unknown location (what it imports only in part).
    pub(crate) mlir_warnings: Vec<String>,
    /// MLIR's errors for what it does not import, when the error being returned is one.
    pub(crate) mlir_errs: Vec<String>,
    /// The source lines (MLIR quotes an instruction it cannot import).
    pub(crate) lines: Vec<&'a str>,
    /// Warnings MLIR emits for what it drops.
    pub warnings: Vec<(Option<Pos>, String)>,
    /// Debug-info translation state.
    pub(crate) dbg: crate::debug_state::DebugState,
    /// MLIR's warnings at a location of the imported module (dropped debug records).
    pub loc_warnings: Vec<(Attribute, String)>,
}

/// Where ops of one region are built.
pub(crate) struct Em {
    pub(crate) body: Body,
    /// The block non-constant ops go to.
    pub(crate) block: BlockId,
    /// Constants materialized so far, in order (placed at the start of the entry block).
    pub(crate) consts: Vec<OpId>,
    pub(crate) cmap: FxHashMap<String, Value>,
    pub(crate) values: FxHashMap<String, Value>,
    /// Placeholders for values used before their definition.
    pub(crate) pending: FxHashMap<String, (Value, Pos)>,
    pub(crate) blocks: FxHashMap<String, BlockId>,
    /// While a constant is built: its ops go to `consts`.
    pub(crate) in_const: bool,
    /// Blocks the import adds (before the block paired with each).
    pub(crate) inserted: Vec<(BlockId, BlockId)>,
    /// Debug intrinsics placed once the function's values are all defined.
    pub(crate) pending_dbg: Vec<crate::debug_state::PendingDbg>,
    /// The last constant placed at the start of the entry block.
    pub(crate) last_const: Option<OpId>,
}

impl Em {
    pub(crate) fn new() -> Em {
        let mut body = Body::new();
        let block = body.new_block();
        Em {
            body,
            block,
            consts: Vec::new(),
            cmap: FxHashMap::default(),
            values: FxHashMap::default(),
            pending: FxHashMap::default(),
            blocks: FxHashMap::default(),
            in_const: false,
            inserted: Vec::new(),
            pending_dbg: Vec::new(),
            last_const: None,
        }
    }
}

const FMF_ORDER: &[&str] = &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];

impl<'a> Importer<'a> {
    /// An importer of `m`.
    pub fn new(ctx: &'a Context, m: &'a Module, src: &'a str, opts: Options) -> Self {
        let structs = Structs::new(&m.types);
        let mut global_space = FxHashMap::default();
        for g in &m.globals {
            global_space.insert(g.name.clone(), g.addrspace);
        }
        let mut fn_types = FxHashMap::default();
        for f in &m.functions {
            global_space.insert(f.name.clone(), f.addrspace);
            fn_types.insert(
                f.name.clone(),
                Type::Func {
                    ret: Box::new(f.ret.clone()),
                    params: f.params.iter().map(|p| p.ty.clone()).collect(),
                    vararg: f.vararg,
                },
            );
        }
        for a in &m.aliases {
            global_space.insert(a.name.clone(), a.addrspace);
        }
        Importer {
            ctx,
            m,
            opts,
            layout: Layout::parse(m.datalayout.as_deref()),
            structs,
            type_cache: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
            groups: m.attr_groups.iter().cloned().collect(),
            md: m.md.iter().cloned().collect(),
            global_space,
            fn_types,
            loc: ctx.common().unknown_loc,
            md_attrs: FxHashMap::default(),
            err_pos: None,
            mlir_errs: Vec::new(),
            mlir_warnings: Vec::new(),
            cur_inst: None,
            lines: src.lines().collect(),
            distinct_count: 0,
            block_tags: Vec::new(),
            nameless: m
                .globals
                .iter()
                .filter(|g| g.name.bytes().all(|c| c.is_ascii_digit()))
                .enumerate()
                .map(|(i, g)| (g.name.clone(), format!("mlir.llvm.nameless_global_{i}")))
                .collect(),
            // (Only a module that mentions block addresses needs the walk.)
            taken_blocks: if src.contains("blockaddress") { blockaddress_targets(m) } else { Vec::new() },
            warnings: Vec::new(),
            dbg: Default::default(),
            loc_warnings: Vec::new(),
        }
    }

    // ---- types and attributes ----

    pub(crate) fn tt(&self, t: &Type) -> String {
        type_text(t, &self.structs, self.opts.structs_as_literals, false)
    }

    pub(crate) fn ty(&mut self, t: &Type) -> R<DType> {
        // Keyed by the type itself: its text is only written the first time (the named
        // structs and options that shape the text do not change during an import).
        if let Some(&ty) = self.type_cache.get(t) {
            return Ok(ty);
        }
        let text = self.tt(t);
        let a = self.attr(&text)?;
        let ty = self.ctx.type_attr_value(a).ok_or_else(|| format!("cannot import type {text}"))?;
        self.type_cache.insert(t.clone(), ty);
        Ok(ty)
    }

    pub(crate) fn attr(&mut self, text: &str) -> R<Attribute> {
        if let Some(&a) = self.attr_cache.get(text) {
            return Ok(a);
        }
        let a = descent_text::parse::ops::parse_attr_text(self.ctx, text)
            .ok_or_else(|| format!("internal error: cannot build attribute {text}"))?;
        self.attr_cache.insert(text.to_string(), a);
        Ok(a)
    }

    pub(crate) fn op_name(&self, name: &str) -> OpName {
        let ident = self.ctx.ident(name);
        OpName { ident, info: self.ctx.lookup_op(ident) }
    }

    pub(crate) fn state(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[DType],
        attrs: &[(&str, Attribute)],
    ) -> OperationState {
        let mut st = OperationState::new(self.op_name(name), self.loc);
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(results);
        for (k, v) in attrs {
            st.add_attr(self.ctx.ident(k), *v);
        }
        st.fill_defaults(self.ctx);
        st
    }

    /// Builds op `name` and places it (in the constants while a constant is built).
    pub(crate) fn op(
        &mut self,
        em: &mut Em,
        name: &str,
        operands: &[Value],
        results: &[DType],
        attrs: &[(&str, Attribute)],
    ) -> OpId {
        let mut st = self.state(name, operands, results, attrs);
        if em.in_const {
            // Constants have no location of their own (MLIR builds them at an unknown one).
            st.loc = self.ctx.common().unknown_loc;
        }
        let op = em.body.create_op(st);
        if em.in_const {
            em.consts.push(op);
        } else {
            em.body.append_op(em.block, op);
        }
        op
    }

    pub(crate) fn op1(
        &mut self,
        em: &mut Em,
        name: &str,
        operands: &[Value],
        result: DType,
        attrs: &[(&str, Attribute)],
    ) -> Value {
        let op = self.op(em, name, operands, &[result], attrs);
        em.body.result(op, 0)
    }

    pub(crate) fn linkage_attr(&mut self, l: &str) -> R<Attribute> {
        let l = if l.is_empty() { "external" } else { l };
        self.attr(&format!("#llvm.linkage<{l}>"))
    }

    pub(crate) fn fmf_attr(&mut self, flags: &[String]) -> R<Option<Attribute>> {
        let fast = flags.iter().any(|f| f == "fast");
        let set: Vec<&str> = FMF_ORDER.iter().copied().filter(|f| fast || flags.iter().any(|x| x == f)).collect();
        if set.is_empty() {
            return Ok(None);
        }
        Ok(Some(self.flags_attr("FastmathFlags", &set)?))
    }

    /// The LLVM dialect's enum named `enum_name` (other dialects reuse names:
    /// `IntegerOverflowFlags` of arith).
    pub(crate) fn llvm_enum_def(&self, enum_name: &str) -> R<&'static descent_ir::EnumDef> {
        self.ctx
            .with_registry(|r| {
                r.enums_named(enum_name).find(|e| e.dialect == "llvm").or_else(|| r.find_enum(enum_name))
            })
            .ok_or_else(|| format!("no enum {enum_name}"))
    }

    /// Case `v` of `def` as the parser stores it: an integer of the enum's width for enums
    /// kept as integers (`overflowFlags = 3 : i32`), else the enum attribute.
    pub(crate) fn enum_case(&self, def: &'static descent_ir::EnumDef, v: u64) -> Attribute {
        if def.int_width > 0 {
            self.ctx.integer_attr(self.ctx.integer_type(def.int_width), v as i128)
        } else {
            self.ctx.enum_attr(def, v)
        }
    }

    /// The value of the bit enum `enum_name` with the flags spelled `flags` set.
    pub(crate) fn flags_attr(&mut self, enum_name: &str, flags: &[&str]) -> R<Attribute> {
        let def = self.llvm_enum_def(enum_name)?;
        let mut v = 0;
        for f in flags {
            v |= def.value(f).ok_or_else(|| format!("unknown {enum_name} flag '{f}'"))?;
        }
        Ok(self.enum_case(def, v))
    }

    /// The case of the int enum `enum_name` with value `v`.
    pub(crate) fn enum_value(&mut self, enum_name: &str, v: u64) -> R<Attribute> {
        let def = self.llvm_enum_def(enum_name)?;
        Ok(self.enum_case(def, v))
    }

    // ---- the module ----

    /// Imports the whole module into a `builtin.module` in a new top-level body.
    pub fn run(&mut self, file: &str) -> Result<descent_text::parse::ops::Module, ImportError> {
        let err = |msg: String| ImportError { pos: None, msg, mlir: Vec::new() };
        let mut inner = Body::new();
        let region = inner.new_region();
        let block = inner.new_block();
        inner.push_block(region, block);
        self.dbg.stripped = !self.debug_info_valid();
        // Module-level ops are at the module's location (functions set their own).
        let source = self.m.source_filename.as_deref().unwrap_or(file);
        self.loc = self.ctx.file_loc(self.ctx.ident(source), 0, 0);

        // Comdats first, in one `llvm.comdat` op.
        if !self.m.comdats.is_empty() {
            let op = self.comdat_op(&mut inner).map_err(err)?;
            inner.append_op(block, op);
        }
        for g in &self.m.globals {
            let op = if g.name == "llvm.global_ctors" || g.name == "llvm.global_dtors" {
                self.global_ctors(&mut inner, g)
            } else {
                self.global(&mut inner, g)
            };
            let op = op.map_err(|e| ImportError {
                pos: Some(self.err_pos.take().unwrap_or(g.pos)),
                msg: e,
                mlir: Vec::new(),
            })?;
            inner.append_op(block, op);
        }
        for a in self.m.aliases.iter().filter(|a| !a.ifunc) {
            let op =
                self.alias(&mut inner, a).map_err(|e| ImportError { pos: Some(a.pos), msg: e, mlir: Vec::new() })?;
            inner.append_op(block, op);
        }
        for a in self.m.aliases.iter().filter(|a| a.ifunc) {
            let op =
                self.alias(&mut inner, a).map_err(|e| ImportError { pos: Some(a.pos), msg: e, mlir: Vec::new() })?;
            inner.append_op(block, op);
        }
        let mut module_attrs: Vec<(String, Attribute)> = Vec::new();
        self.named_metadata(&mut inner, block, &mut module_attrs).map_err(err)?;
        for f in &self.m.functions {
            // Declarations of intrinsics the dialect has ops for are not imported.
            if f.blocks.is_none() && self.skip_declaration(&f.name) {
                continue;
            }
            let op = self.function(&mut inner, f)?;
            inner.append_op(block, op);
        }
        // Module attributes.
        let (dl, unhandled) = crate::types::dl_spec_text(self.m.datalayout.as_deref());
        for t in unhandled {
            self.warnings.push((None, format!("unhandled data layout token: {t}")));
        }
        module_attrs.push(("dlti.dl_spec".into(), self.attr(&dl).map_err(err)?));
        let asm: Vec<Attribute> = self.m.module_asm.iter().map(|s| self.ctx.string_attr(s)).collect();
        module_attrs.push(("llvm.module_asm".into(), self.ctx.array_attr(&asm)));
        module_attrs.push(("llvm.target_triple".into(), self.ctx.string_attr(self.m.triple.as_deref().unwrap_or(""))));
        // The module is at its source file name (the input's name unless the module sets one).
        let mut st =
            OperationState::new(self.op_name("builtin.module"), self.ctx.file_loc(self.ctx.ident(source), 0, 0));
        for (k, v) in module_attrs {
            st.add_attr(self.ctx.ident(&k), v);
        }
        st.regions.push(region);
        st.nested = Some(Box::new(inner));
        let mut top = Body::new();
        let op = top.create_op(st);
        Ok(descent_text::parse::ops::Module { body: top, op, implicit: false })
    }

    /// The MLIR symbol of global `name` (nameless globals get MLIR's generated names).
    pub(crate) fn symbol(&self, name: &str) -> String {
        self.nameless.get(name).cloned().unwrap_or_else(|| name.to_string())
    }

    /// An instruction as MLIR quotes it in errors (LLVM's printing, which for IR written
    /// as LLVM writes it is its source line).
    pub(crate) fn inst_text(&self, pos: Pos) -> String {
        let line = self.lines.get(pos.line as usize - 1).copied().unwrap_or("");
        let from = line.get(pos.col as usize - 1..).unwrap_or(line);
        format!("  {}", from.trim())
    }

    /// Fails with MLIR's errors `errs` (what it cannot import).
    pub(crate) fn mlir_error<T>(&mut self, errs: Vec<String>) -> R<T> {
        self.mlir_errs = errs;
        Err(String::new())
    }

    /// The tag id of block `b` of function `f`: LLVM's number of the block, the order in
    /// which its parser created the blocks of `f` (see `block_numbers`).
    pub(crate) fn block_tag(&mut self, f: &str, b: &str) -> usize {
        if self.block_tags.is_empty() {
            self.block_tags = block_numbers(self.m);
        }
        self.block_tags.iter().find(|(k, _)| k.0 == f && k.1 == b).map_or(0, |(_, n)| *n)
    }

    pub(crate) fn comdat_op(&mut self, inner: &mut Body) -> R<OpId> {
        let mut em = Em::new();
        let region = em.body.new_region();
        em.body.push_block(region, em.block);
        for (name, kind) in &self.m.comdats {
            let sel = self.enum_llvm("Comdat", kind)?;
            let st = self.state(
                "llvm.comdat_selector",
                &[],
                &[],
                &[("sym_name", self.ctx.string_attr(name)), ("comdat", sel)],
            );
            let op = em.body.create_op(st);
            em.body.append_op(em.block, op);
        }
        let sym = self.ctx.string_attr("__llvm_global_comdat");
        let mut st = self.state("llvm.comdat", &[], &[], &[("sym_name", sym)]);
        Ok(self.attach_region(inner, &mut st, em, region))
    }

    /// Creates the op of `st` in `inner` with `region` of `em` (nested when the op is
    /// isolated from above).
    pub(crate) fn attach_region(
        &mut self,
        inner: &mut Body,
        st: &mut OperationState,
        em: Em,
        region: RegionId,
    ) -> OpId {
        let isolated = st.name.info.is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE));
        let st = std::mem::replace(st, OperationState::new(st.name, st.loc));
        let mut st = st;
        if isolated {
            st.regions.push(region);
            st.nested = Some(Box::new(em.body));
            inner.create_op(st)
        } else {
            // Move the region's blocks into `inner`.
            let r = inner.new_region();
            let mut map = FxHashMap::default();
            copy_region(&em.body, region, inner, r, &mut map);
            st.regions.push(r);
            inner.create_op(st)
        }
    }

    pub(crate) fn comdat_ref(&mut self, c: &Option<String>) -> Option<Attribute> {
        let c = c.as_ref()?;
        self.attr(&format!("@__llvm_global_comdat::@{}", sym(c))).ok()
    }

    pub(crate) fn global(&mut self, inner: &mut Body, g: &Global) -> R<OpId> {
        let gty = self.ty(&g.ty)?;
        let mut attrs: Vec<(&str, Attribute)> = vec![
            ("sym_name", self.ctx.string_attr(&self.symbol(&g.name))),
            ("global_type", self.ctx.type_attr(gty)),
            ("linkage", self.linkage_attr(&g.link.linkage)?),
            ("addr_space", self.ctx.integer_attr(self.ctx.integer_type(32), g.addrspace as i128)),
        ];
        if g.constant {
            attrs.push(("constant", self.ctx.unit_attr()));
        }
        if g.link.dso_local || is_local_linkage(&g.link.linkage) || !g.link.visibility.is_empty() {
            attrs.push(("dso_local", self.ctx.unit_attr()));
        }
        if let Some(tl) = &g.link.thread_local {
            attrs.push(("thread_local_", self.ctx.unit_attr()));
            let _ = tl;
        }
        if let Some(a) = g.align {
            attrs.push(("alignment", self.ctx.i64_attr(a as i64)));
        }
        if let Some(s) = &g.section {
            attrs.push(("section", self.ctx.string_attr(s)));
        }
        match g.link.unnamed_addr.as_str() {
            "unnamed_addr" => attrs.push(("unnamed_addr", self.enum_value("UnnamedAddr", 2)?)),
            "local_unnamed_addr" => attrs.push(("unnamed_addr", self.enum_value("UnnamedAddr", 1)?)),
            _ => {}
        }
        if let Some(v) = visibility(&g.link.visibility) {
            attrs.push(("visibility_", self.enum_value("Visibility", v as u64)?));
        }
        if let Some(c) = self.comdat_ref(&g.comdat) {
            attrs.push(("comdat", c));
        }
        if let Some(e) = self.global_debug_exprs(&g.md) {
            attrs.push(("dbg_exprs", e));
        }
        let mut region_em = None;
        if let Some(init) = &g.init {
            self.check_globals(init)?;
            let c = self.fold_at(init)?;
            if let Some(a) = self.const_attr(&c)? {
                attrs.push(("value", a));
            } else {
                let mut em = Em::new();
                let v = self.const_value(&mut em, &c)?;
                self.op(&mut em, "llvm.return", &[v], &[], &[]);
                region_em = Some(em);
            }
        }
        let mut st = self.state("llvm.mlir.global", &[], &[], &attrs);
        let mut em = region_em.unwrap_or_else(Em::new);
        let region = em.body.new_region();
        if em.body.block_ops(em.block).next().is_some() || !em.consts.is_empty() {
            self.finish_consts(&mut em);
            em.body.push_block(region, em.block);
        }
        Ok(self.attach_region(inner, &mut st, em, region))
    }

    /// `@llvm.global_ctors`/`@llvm.global_dtors`: `{ i32 priority, ptr fn, ptr data }`
    /// entries as one op.
    fn global_ctors(&mut self, inner: &mut Body, g: &Global) -> R<OpId> {
        let (mut fns, mut prios, mut data) = (Vec::new(), Vec::new(), Vec::new());
        let entries = match g.init.as_ref().map(|i| &i.v) {
            Some(Val::Const(Const::Array(e))) => e.clone(),
            _ => Vec::new(),
        };
        for e in &entries {
            let Val::Const(Const::Struct(f)) = &e.v else { return Err("unexpected global_ctors entry".into()) };
            if f.len() != 3 {
                return Err("unexpected global_ctors entry".into());
            }
            let Val::Const(Const::Int(p)) = f[0].v else { return Err("unexpected global_ctors priority".into()) };
            let Val::Const(Const::Global(name)) = &f[1].v else {
                return Err("unexpected global_ctors function".into());
            };
            fns.push(self.ctx.flat_symbol_ref(name));
            prios.push(self.ctx.integer_attr(self.ctx.integer_type(32), p));
            data.push(match &f[2].v {
                Val::Const(Const::Global(d)) => self.ctx.flat_symbol_ref(d),
                _ => self.attr("#llvm.zero")?,
            });
        }
        let (op, key) = if g.name == "llvm.global_ctors" {
            ("llvm.mlir.global_ctors", "ctors")
        } else {
            ("llvm.mlir.global_dtors", "dtors")
        };
        let attrs = [
            (key, self.ctx.array_attr(&fns)),
            ("priorities", self.ctx.array_attr(&prios)),
            ("data", self.ctx.array_attr(&data)),
        ];
        let st = self.state(op, &[], &[], &attrs);
        Ok(inner.create_op(st))
    }

    /// Places the constants at the start of the entry block.
    pub(crate) fn finish_consts(&mut self, em: &mut Em) {
        let first = em.body.block_ops(em.block).next();
        for &c in &em.consts {
            em.body.insert_op(em.block, first, c);
        }
        em.consts.clear();
    }

    pub(crate) fn alias(&mut self, inner: &mut Body, a: &Alias) -> R<OpId> {
        let link = self.linkage_attr(&a.link.linkage)?;
        if a.ifunc {
            let fty = self.ty(&a.ty)?;
            let Val::Const(Const::Global(res)) = &a.target.v else {
                return Err("expected a resolver function".into());
            };
            let res_ty = self.ty(&a.target.ty)?;
            let mut attrs: Vec<(&str, Attribute)> = vec![
                ("sym_name", self.ctx.string_attr(&a.name)),
                ("i_func_type", self.ctx.type_attr(fty)),
                ("resolver", self.ctx.flat_symbol_ref(res)),
                ("resolver_type", self.ctx.type_attr(res_ty)),
                ("linkage", link),
                ("address_space", self.ctx.integer_attr(self.ctx.integer_type(32), 0)),
            ];
            if a.link.dso_local || is_local_linkage(&a.link.linkage) || !a.link.visibility.is_empty() {
                attrs.push(("dso_local", self.ctx.unit_attr()));
            }
            if let Some(v) = visibility(&a.link.visibility) {
                attrs.push(("visibility_", self.enum_value("Visibility", v as u64)?));
            }
            match a.link.unnamed_addr.as_str() {
                "unnamed_addr" => attrs.push(("unnamed_addr", self.enum_value("UnnamedAddr", 2)?)),
                "local_unnamed_addr" => attrs.push(("unnamed_addr", self.enum_value("UnnamedAddr", 1)?)),
                _ => {}
            }
            let st = self.state("llvm.mlir.ifunc", &[], &[], &attrs);
            return Ok(inner.create_op(st));
        }
        let aty = self.ty(&a.ty)?;
        let mut attrs: Vec<(&str, Attribute)> = vec![
            ("sym_name", self.ctx.string_attr(&a.name)),
            ("alias_type", self.ctx.type_attr(aty)),
            ("linkage", link),
        ];
        if a.link.dso_local || is_local_linkage(&a.link.linkage) || !a.link.visibility.is_empty() {
            attrs.push(("dso_local", self.ctx.unit_attr()));
        }
        if a.link.thread_local.is_some() {
            attrs.push(("thread_local_", self.ctx.unit_attr()));
        }
        if let Some(v) = visibility(&a.link.visibility) {
            attrs.push(("visibility_", self.enum_value("Visibility", v as u64)?));
        }
        match a.link.unnamed_addr.as_str() {
            "unnamed_addr" => attrs.push(("unnamed_addr", self.enum_value("UnnamedAddr", 2)?)),
            "local_unnamed_addr" => attrs.push(("unnamed_addr", self.enum_value("UnnamedAddr", 1)?)),
            _ => {}
        }
        let mut em = Em::new();
        self.check_globals(&a.target)?;
        let c = self.fold_at(&a.target)?;
        let v = self.const_value(&mut em, &c)?;
        self.op(&mut em, "llvm.return", &[v], &[], &[]);
        let region = em.body.new_region();
        self.finish_consts(&mut em);
        em.body.push_block(region, em.block);
        let mut st = self.state("llvm.mlir.alias", &[], &[], &attrs);
        Ok(self.attach_region(inner, &mut st, em, region))
    }

    // ---- constants ----

    pub(crate) fn elem_zeros(&self, t: &Type) -> Vec<C> {
        match t {
            Type::Array(n, e) => vec![zero_of(e); *n as usize],
            Type::Vector { len, elem, .. } => vec![zero_of(elem); *len as usize],
            Type::Struct { fields, .. } => fields.iter().map(zero_of).collect(),
            Type::Named(n) => match self.structs.get(n).cloned().flatten() {
                Some(b) => self.elem_zeros(&b),
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// The MLIR attribute a constant is when it is one (`getConstantAsAttr`). A zero of
    /// no elements is the splat MLIR builds (`dense<0> : tensor<0xi32>`), which its text
    /// would not give back.
    pub(crate) fn const_attr(&mut self, c: &C) -> R<Option<Attribute>> {
        let Some(text) = self.const_attr_text(c)? else { return Ok(None) };
        let a = self.attr(&text)?;
        if let C::Zero(t) = c {
            if self.dense_shape(t).0.contains(&0) {
                if let descent_ir::AttrData::DenseElements { ty, .. } = self.ctx.attr_data(a) {
                    let values = match self.dense_shape(t).1 {
                        Type::Float(_) => descent_ir::DenseValues::Float(vec![0].into()),
                        _ => descent_ir::DenseValues::Int(vec![0].into()),
                    };
                    let ty = *ty;
                    return Ok(Some(self.ctx.intern_attr(descent_ir::AttrData::DenseElements {
                        ty,
                        splat: true,
                        values,
                    })));
                }
            }
        }
        Ok(Some(a))
    }

    /// The text of [`Self::const_attr`].
    pub(crate) fn const_attr_text(&self, c: &C) -> R<Option<String>> {
        Ok(match c {
            C::Int(Type::Int(1), v) => Some(if *v != 0 { "true".into() } else { "false".into() }),
            C::Int(Type::Int(w), v) => Some(format!("{v} : i{w}")),
            C::BigInt(Type::Int(w), s) => Some(format!("{s} : i{w}")),
            C::Float(t, bits) => Some(format!("{} : {}", float_text(t, *bits), self.tt(t))),
            C::Data(t, elems) => {
                if let Type::Array(_, e) = t {
                    if **e == Type::Int(8) {
                        let bytes: Vec<u8> =
                            elems.iter().map(|e| if let C::Int(_, v) = e { *v as u8 } else { 0 }).collect();
                        return Ok(Some(quote_bytes(&bytes)));
                    }
                }
                let (shape, et) = self.dense_shape(t);
                let items: Vec<String> = elems.iter().map(elem_text).collect();
                let all_same = items.iter().all(|i| *i == items[0]);
                let body = if all_same { items[0].clone() } else { format!("[{}]", items.join(", ")) };
                Some(format!("dense<{body}> : {}", self.shaped(t, &shape, &et)))
            }
            C::Zero(t) => {
                let (shape, et) = self.dense_shape(t);
                if shape.is_empty() || !matches!(et, Type::Int(_) | Type::Float(_)) || et == Type::Float("ppc_fp128") {
                    None
                } else {
                    let z = if matches!(et, Type::Float(_)) { "0.000000e+00" } else { "0" };
                    Some(format!("dense<{z}> : {}", self.shaped(t, &shape, &et)))
                }
            }
            // An array or vector of integers and floats (of any width) is one dense
            // attribute, as are nested arrays whose innermost arrays all are.
            C::Agg(t @ (Type::Array(..) | Type::Vector { scalable: false, .. }), _) => {
                let (shape, et) = self.dense_shape(t);
                if !matches!(et, Type::Int(_) | Type::Float(_)) || et == Type::Float("ppc_fp128") {
                    return Ok(None);
                }
                let mut flat = Vec::new();
                if !flatten_data(c, &mut flat) || flat.is_empty() {
                    return Ok(None);
                }
                let mut s = String::new();
                if flat.iter().all(|x| *x == flat[0]) {
                    s = flat[0].clone();
                } else {
                    nest_text(&flat, &shape, &mut s);
                }
                Some(format!("dense<{s}> : {}", self.shaped(t, &shape, &et)))
            }
            _ => None,
        })
    }

    pub(crate) fn dense_shape(&self, t: &Type) -> (Vec<u64>, Type) {
        let mut shape = Vec::new();
        let mut cur = t.clone();
        loop {
            match cur {
                Type::Array(n, e) => {
                    shape.push(n);
                    cur = *e;
                }
                // Innermost vectors of arrays join the shape too (MLIR's
                // getBuiltinTypeForAttr: arrays of vectors are n-D vectors).
                Type::Vector { len, elem, scalable: false } => {
                    shape.push(len);
                    cur = *elem;
                    break;
                }
                _ => break,
            }
        }
        (shape, cur)
    }

    pub(crate) fn shaped(&self, t: &Type, shape: &[u64], et: &Type) -> String {
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let e = self.tt(et);
        let mut inner = t;
        while let Type::Array(_, x) = inner {
            inner = x;
        }
        if matches!(inner, Type::Vector { .. }) {
            format!("vector<{}x{e}>", dims.join("x"))
        } else {
            format!("tensor<{}x{e}>", dims.join("x"))
        }
    }

    /// The value of constant `c` in `em`, materializing it (and what it depends on, in
    /// MLIR's post-order) when it is not yet.
    pub(crate) fn const_value(&mut self, em: &mut Em, c: &C) -> R<Value> {
        if let Some(&v) = em.cmap.get(&c.key()) {
            return Ok(v);
        }
        let order = self.const_order(em, c);
        let saved = em.in_const;
        em.in_const = true;
        for k in order {
            let key = k.key();
            if em.cmap.contains_key(&key) {
                continue;
            }
            let v = self.materialize(em, &k);
            let v = match v {
                Ok(v) => v,
                Err(e) => {
                    em.in_const = saved;
                    return Err(e);
                }
            };
            em.cmap.insert(key, v);
        }
        em.in_const = saved;
        em.cmap.get(&c.key()).copied().ok_or_else(|| "internal error: constant not converted".to_string())
    }

    /// MLIR's `getConstantsToConvert`: a post-order walk that visits the operands of a
    /// constant last-first.
    pub(crate) fn const_order(&self, em: &Em, root: &C) -> Vec<C> {
        let mut ordered: Vec<C> = Vec::new();
        let mut ordered_keys: FxHashSet<String> = FxHashSet::default();
        let mut work: Vec<C> = vec![root.clone()];
        let mut work_keys: FxHashSet<String> = FxHashSet::default();
        work_keys.insert(root.key());
        let mut adj: FxHashMap<String, Vec<C>> = FxHashMap::default();
        let zeros = |t: &Type| self.elem_zeros(t);
        while let Some(cur) = work.last().cloned() {
            let key = cur.key();
            if matches!(cur, C::Global(..)) {
                work.pop();
                work_keys.remove(&key);
                if ordered_keys.insert(key) {
                    ordered.push(cur);
                }
                continue;
            }
            let list = adj.entry(key.clone()).or_insert_with(|| cur.deps(&zeros));
            match list.pop() {
                None => {
                    work.pop();
                    work_keys.remove(&key);
                    if ordered_keys.insert(key) {
                        ordered.push(cur);
                    }
                }
                Some(dep) => {
                    let dk = dep.key();
                    if em.cmap.contains_key(&dk) || work_keys.contains(&dk) || ordered_keys.contains(&dk) {
                        continue;
                    }
                    work_keys.insert(dk);
                    work.push(dep);
                }
            }
        }
        ordered
    }

    pub(crate) fn materialize(&mut self, em: &mut Em, c: &C) -> R<Value> {
        let ty = c.ty();
        if let Some(a) = self.const_attr(c)? {
            let t = self.ty(&ty)?;
            return Ok(self.op1(em, "llvm.mlir.constant", &[], t, &[("value", a)]));
        }
        match c {
            C::Null(t) | C::Zero(t) => {
                let t = self.ty(t)?;
                Ok(self.op1(em, "llvm.mlir.zero", &[], t, &[]))
            }
            C::NoneToken => {
                let t = self.ty(&Type::Token)?;
                Ok(self.op1(em, "llvm.mlir.none", &[], t, &[]))
            }
            C::Undef(t) => {
                let t = self.ty(t)?;
                Ok(self.op1(em, "llvm.mlir.undef", &[], t, &[]))
            }
            C::Poison(t) => {
                let t = self.ty(t)?;
                Ok(self.op1(em, "llvm.mlir.poison", &[], t, &[]))
            }
            C::Global(_, g) => {
                let space = self.global_space.get(g).copied().unwrap_or(0);
                let t = self.ty(&Type::Ptr(space))?;
                let s = self.ctx.flat_symbol_ref(&self.symbol(g));
                Ok(self.op1(em, "llvm.mlir.addressof", &[], t, &[("global_name", s)]))
            }
            C::DsoLocal(t, g) => {
                let t = self.ty(t)?;
                let s = self.ctx.flat_symbol_ref(g);
                Ok(self.op1(em, "llvm.dso_local_equivalent", &[], t, &[("function_name", s)]))
            }
            C::NoCfi(t, g) => {
                let mut errs = vec![format!(
                    "unhandled constant: {} no_cfi @{g} since no_cfi is unsupported",
                    crate::parse::llvm_type_name(t)
                )];
                if let Some(pos) = self.cur_inst {
                    errs.push(format!("unhandled instruction: {}", self.inst_text(pos)));
                }
                self.mlir_error(errs)
            }
            C::BlockAddress(t, f, b) => {
                let id = self.block_tag(f, b);
                let t = self.ty(t)?;
                let a = self.attr(&format!("#llvm.blockaddress<function = @{}, tag = <id = {id}>>", sym(f)))?;
                Ok(self.op1(em, "llvm.blockaddress", &[], t, &[("block_addr", a)]))
            }
            C::Agg(t, elems) => {
                let vals: Vec<Value> = elems
                    .iter()
                    .map(|e| em.cmap.get(&e.key()).copied())
                    .collect::<Option<_>>()
                    .ok_or("internal error: aggregate element not converted")?;
                let rt = self.ty(t)?;
                let mut root = self.op1(em, "llvm.mlir.undef", &[], rt, &[]);
                let vector = matches!(t, Type::Vector { .. });
                for (i, v) in vals.into_iter().enumerate() {
                    if vector {
                        let i32t = self.ctx.integer_type(32);
                        let ia = self.ctx.integer_attr(i32t, i as i128);
                        let idx = self.op1(em, "llvm.mlir.constant", &[], i32t, &[("value", ia)]);
                        root = self.op1(em, "llvm.insertelement", &[root, v, idx], rt, &[]);
                    } else {
                        let pos = self.ctx.dense_i64_array(&[i as i64]);
                        root = self.op1(em, "llvm.insertvalue", &[root, v], rt, &[("position", pos)]);
                    }
                }
                Ok(root)
            }
            C::Expr(t, e, ops) => {
                let vals: Vec<Value> = ops
                    .iter()
                    .map(|e| em.cmap.get(&e.key()).copied())
                    .collect::<Option<_>>()
                    .ok_or("internal error: expression operand not converted")?;
                self.const_expr(em, t, e, ops, &vals)
            }
            C::Data(..) | C::Int(..) | C::BigInt(..) | C::Float(..) => Err("unhandled constant".into()),
        }
    }

    pub(crate) fn const_expr(&mut self, em: &mut Em, t: &Type, e: &ConstExpr, ops: &[C], vals: &[Value]) -> R<Value> {
        let rt = self.ty(t)?;
        let op = e.op.as_str();
        match op {
            "getelementptr" => {
                let src = e.ty.clone().unwrap_or(Type::Int(8));
                let idx: Vec<(Value, Option<i128>)> =
                    vals[1..].iter().zip(&ops[1..]).map(|(v, c)| (*v, const_int(c))).collect();
                self.gep(em, &src, vals[0], &idx, &e.flags, rt)
            }
            _ if is_cast(op) => {
                let name = format!("llvm.{op}");
                let mut attrs = Vec::new();
                self.cast_flags(&e.flags, op, &mut attrs)?;
                Ok(self.op1(em, &name, &vals[..1], rt, &attrs))
            }
            "add" | "sub" | "mul" | "xor" | "shl" | "lshr" | "ashr" | "and" | "or" | "udiv" | "sdiv" => {
                let mut attrs = Vec::new();
                self.int_flags(op, &e.flags, &mut attrs)?;
                Ok(self.op1(em, &format!("llvm.{op}"), &vals[..2], rt, &attrs))
            }
            "extractelement" => Ok(self.op1(em, "llvm.extractelement", &vals[..2], rt, &[])),
            "insertelement" => Ok(self.op1(em, "llvm.insertelement", &vals[..3], rt, &[])),
            "shufflevector" => {
                // (Only the splat shuffle of a scalable splat: an all-zero mask.)
                let len = match t {
                    Type::Vector { len, .. } => *len as usize,
                    _ => 0,
                };
                let mask = self.ctx.dense_i32_array(&vec![0; len]);
                Ok(self.op1(em, "llvm.shufflevector", &vals[..2], rt, &[("mask", mask)]))
            }
            _ => Err(format!("unhandled constant expression: {op}")),
        }
    }

    pub(crate) fn int_flags(
        &mut self,
        op: &str,
        flags: &[String],
        attrs: &mut Vec<(&'static str, Attribute)>,
    ) -> R<()> {
        let nsw = flags.iter().any(|f| f == "nsw");
        let nuw = flags.iter().any(|f| f == "nuw");
        if matches!(op, "add" | "sub" | "mul" | "shl") && (nsw || nuw) {
            let mut v = Vec::new();
            if nsw {
                v.push("nsw");
            }
            if nuw {
                v.push("nuw");
            }
            attrs.push(("overflowFlags", self.flags_attr("IntegerOverflowFlags", &v)?));
        }
        if flags.iter().any(|f| f == "exact") {
            attrs.push(("isExact", self.ctx.unit_attr()));
        }
        if flags.iter().any(|f| f == "disjoint") {
            attrs.push(("isDisjoint", self.ctx.unit_attr()));
        }
        Ok(())
    }

    pub(crate) fn cast_flags(
        &mut self,
        flags: &[String],
        op: &str,
        attrs: &mut Vec<(&'static str, Attribute)>,
    ) -> R<()> {
        if flags.iter().any(|f| f == "nneg") {
            attrs.push(("nonNeg", self.ctx.unit_attr()));
        }
        if op == "trunc" {
            let nsw = flags.iter().any(|f| f == "nsw");
            let nuw = flags.iter().any(|f| f == "nuw");
            if nsw || nuw {
                let mut v = Vec::new();
                if nsw {
                    v.push("nsw");
                }
                if nuw {
                    v.push("nuw");
                }
                attrs.push(("overflowFlags", self.flags_attr("IntegerOverflowFlags", &v)?));
            }
        }
        if let Some(a) = self.fmf_attr(flags)? {
            attrs.push(("fastmathFlags", a));
        }
        Ok(())
    }

    /// `llvm.getelementptr`: struct indices that are constants become raw constant
    /// indices, every other index stays a value (as MLIR's GEPOp builder does).
    pub(crate) fn gep(
        &mut self,
        em: &mut Em,
        src: &Type,
        base: Value,
        idx: &[(Value, Option<i128>)],
        flags: &[String],
        rt: DType,
    ) -> R<Value> {
        let mut raw: Vec<i64> = Vec::new();
        let mut dynamic = vec![base];
        let mut cur: Option<Type> = Some(src.clone());
        for (i, (v, c)) in idx.iter().enumerate() {
            let is_struct = i > 0 && matches!(cur.as_ref().map(|t| self.resolve(t)), Some(Type::Struct { .. }));
            match c {
                Some(k) if is_struct && i32::try_from(*k).is_ok() => raw.push(*k as i64),
                _ => {
                    raw.push(i32::MIN as i64);
                    dynamic.push(*v);
                }
            }
            if i == 0 {
                continue;
            }
            cur = match cur.map(|t| self.resolve(&t)) {
                Some(Type::Array(_, e)) => Some(*e),
                Some(Type::Vector { elem, .. }) => Some(*elem),
                Some(Type::Struct { fields, .. }) => {
                    let k = *raw.last().unwrap_or(&-1);
                    if k >= 0 && (k as usize) < fields.len() {
                        Some(fields[k as usize].clone())
                    } else {
                        None
                    }
                }
                _ => None,
            };
        }
        let gep_flags: Vec<&str> =
            flags.iter().map(String::as_str).filter(|f| matches!(*f, "inbounds" | "nusw" | "nuw")).collect();
        let nowrap = if gep_flags.is_empty() { None } else { Some(self.flags_attr("GEPNoWrapFlags", &gep_flags)?) };
        let et = self.ty(src)?;
        let mut attrs =
            vec![("elem_type", self.ctx.type_attr(et)), ("rawConstantIndices", self.ctx.dense_i32_array(&raw))];
        if let Some(n) = nowrap {
            attrs.push(("noWrapFlags", n));
        }
        Ok(self.op1(em, "llvm.getelementptr", &dynamic, rt, &attrs))
    }

    pub(crate) fn resolve(&self, t: &Type) -> Type {
        match t {
            Type::Named(n) => {
                self.structs.get(n).cloned().flatten().unwrap_or(Type::Struct { packed: false, fields: vec![] })
            }
            _ => t.clone(),
        }
    }

    // ---- named metadata ----

    pub(crate) fn md_node(&self, m: &Md) -> Option<Md> {
        match m {
            Md::Ref(r) => self.md.get(r).cloned(),
            other => Some(other.clone()),
        }
    }

    pub(crate) fn md_string(&self, m: &Md) -> Option<String> {
        match self.md_node(m)? {
            Md::Str(s) => Some(String::from_utf8_lossy(&s).into_owned()),
            _ => None,
        }
    }

    /// `"CG Profile"` entries: `!{ptr @from, ptr @to, i64 count}`.
    fn cg_profile(&self, elems: &[Md]) -> Option<String> {
        let mut entries = Vec::new();
        for e in elems {
            let Some(Md::Tuple { elems: f, .. }) = self.md_node(e) else { return None };
            if f.len() != 3 {
                return None;
            }
            let sym = |m: &Md| match m {
                Md::Value(tv) => match &tv.v {
                    Val::Const(Const::Global(g)) => Some(format!("@{}", sym(g))),
                    _ => None,
                },
                _ => None,
            };
            let count = md_int(&f[2])?;
            let mut parts = Vec::new();
            if let Some(from) = sym(&f[0]) {
                parts.push(format!("from = {from}"));
            }
            if let Some(to) = sym(&f[1]) {
                parts.push(format!("to = {to}"));
            }
            parts.push(format!("count = {count}"));
            entries.push(format!("#llvm.cgprofile_entry<{}>", parts.join(", ")));
        }
        Some(format!("[{}]", entries.join(", ")))
    }

    pub(crate) fn named_metadata(
        &mut self,
        inner: &mut Body,
        block: BlockId,
        attrs: &mut Vec<(String, Attribute)>,
    ) -> R<()> {
        let named = self.m.named_md.clone();
        // Module flags come last, after the ops of the other named metadata (as MLIR).
        let order = named
            .iter()
            .filter(|n| n.0 != "llvm.module.flags")
            .chain(named.iter().filter(|n| n.0 == "llvm.module.flags"));
        for (name, elems) in order {
            if Self::is_debug_named_metadata(name) {
                continue;
            }
            match name.as_str() {
                "llvm.module.flags" => {
                    let mut flags = Vec::new();
                    for e in elems {
                        let Some(Md::Tuple { elems: f, .. }) = self.md_node(e) else { continue };
                        if f.len() != 3 {
                            continue;
                        }
                        let behavior = match md_int(&f[0]) {
                            Some(1) => "error",
                            Some(2) => "warning",
                            Some(3) => "require",
                            Some(4) => "override",
                            Some(5) => "append",
                            Some(6) => "append_unique",
                            Some(7) => "max",
                            Some(8) => "min",
                            _ => continue,
                        };
                        let Some(key) = self.md_string(&f[1]) else { continue };
                        let value = match &f[2] {
                            // MLIR keeps integer flag values as i32.
                            Md::Value(tv) => match (&tv.ty, &tv.v) {
                                (Type::Int(_), Val::Const(Const::Int(v))) => format!("{} : i32", *v as i32),
                                _ => continue,
                            },
                            other => match self.md_node(other) {
                                Some(Md::Str(s)) => quote_bytes(&s),
                                Some(Md::Tuple { elems, .. }) if key == "CG Profile" => match self.cg_profile(&elems) {
                                    Some(v) => v,
                                    None => continue,
                                },
                                node => {
                                    let shown = match (other, node) {
                                        (Md::Ref(r), Some(n)) => format!("!{r} = {}", md_text(&n)),
                                        (_, Some(n)) => md_text(&n),
                                        _ => String::new(),
                                    };
                                    self.warnings.push((
                                        None,
                                        format!("unsupported module flag value for key '{key}' : {shown}"),
                                    ));
                                    continue;
                                }
                            },
                        };
                        flags.push(format!("#llvm.mlir.module_flag<{behavior}, {}, {value}>", quote(&key)));
                    }
                    let a = self.attr(&format!("[{}]", flags.join(", ")))?;
                    let st = self.state("llvm.module_flags", &[], &[], &[("flags", a)]);
                    let op = inner.create_op(st);
                    inner.append_op(block, op);
                }
                "llvm.ident" | "llvm.commandline" => {
                    let s = elems.first().and_then(|e| match self.md_node(e) {
                        Some(Md::Tuple { elems, .. }) => elems.first().and_then(|x| self.md_string(x)),
                        _ => None,
                    });
                    if let Some(s) = s {
                        attrs.push((name.clone(), self.ctx.string_attr(&s)));
                    }
                }
                "llvm.dependent-libraries" => {
                    let libs: Vec<Attribute> = elems
                        .iter()
                        .filter_map(|e| match self.md_node(e) {
                            Some(Md::Tuple { elems, .. }) => elems.first().and_then(|x| self.md_string(x)),
                            _ => None,
                        })
                        .map(|s| self.ctx.string_attr(&s))
                        .collect();
                    attrs.push(("llvm.dependent_libraries".into(), self.ctx.array_attr(&libs)));
                }
                "llvm.linker.options" => {
                    for e in elems {
                        let Some(Md::Tuple { elems: opts, .. }) = self.md_node(e) else { continue };
                        let strs: Vec<Attribute> =
                            opts.iter().filter_map(|x| self.md_string(x)).map(|s| self.ctx.string_attr(&s)).collect();
                        let st =
                            self.state("llvm.linker_options", &[], &[], &[("options", self.ctx.array_attr(&strs))]);
                        let op = inner.create_op(st);
                        inner.append_op(block, op);
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// A metadata node as LLVM prints it (in warnings).
fn md_text(m: &Md) -> String {
    match m {
        Md::Null => "null".into(),
        Md::Ref(r) => format!("!{r}"),
        Md::Str(s) => format!("!{}", quote_bytes(s)),
        Md::Value(tv) => format!(
            "{} {}",
            crate::parse::llvm_type_name(&tv.ty),
            match &tv.v {
                Val::Const(Const::Int(v)) => v.to_string(),
                Val::Const(Const::Global(g)) => format!("@{g}"),
                _ => "...".into(),
            }
        ),
        Md::Tuple { distinct, elems } => {
            let e: Vec<String> = elems.iter().map(md_text).collect();
            format!("{}!{{{}}}", if *distinct { "distinct " } else { "" }, e.join(", "))
        }
        Md::Special { name, .. } => format!("!{name}(...)"),
        Md::ArgList(_) => "!DIArgList(...)".into(),
    }
}

/// Copies `from` (a region of `src`) into region `to` of `dst`: used to move a region
/// built in its own arena into a non-isolated op's arena.
fn copy_region(src: &Body, from: RegionId, dst: &mut Body, to: RegionId, map: &mut FxHashMap<Value, Value>) {
    let blocks: Vec<BlockId> = src.region(from).blocks.to_vec();
    let mut bmap = FxHashMap::default();
    for &b in &blocks {
        let nb = dst.new_block();
        for a in src.block(b).args.iter() {
            let na = dst.add_block_arg(nb, src.value_type(*a), None);
            map.insert(*a, na);
        }
        dst.push_block(to, nb);
        bmap.insert(b, nb);
    }
    for &b in &blocks {
        let ops: Vec<OpId> = src.block_ops(b).collect();
        for op in ops {
            let d = src.op(op);
            let mut st = OperationState::new(d.name, d.loc);
            st.operands = d.operands.iter().map(|v| map.get(v).copied().unwrap_or(*v)).collect();
            st.result_types = src.results(op).map(|r| src.value_type(r)).collect();
            st.attrs = d.attrs.iter().cloned().collect();
            st.successors = d.successors.iter().map(|s| bmap.get(s).copied().unwrap_or(*s)).collect();
            let nop = dst.create_op(st);
            for (r, nr) in src.results(op).zip(dst.results(nop).collect::<Vec<_>>()) {
                map.insert(r, nr);
            }
            dst.append_op(bmap[&b], nop);
        }
    }
}

/// Every `blockaddress(@f, %bb)` of the module, in order: the model's debug text lists
/// them where they occur, which spares a visitor over every operand position.
fn blockaddress_targets(m: &Module) -> Vec<(String, String)> {
    blockaddresses_in(&format!("{m:?}"))
}

/// The `blockaddress(@f, %bb)` pairs in the debug text of a piece of the model, in order.
fn blockaddresses_in(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("BlockAddress(\"") {
        rest = &rest[i + "BlockAddress(\"".len()..];
        let Some(e) = rest.find('"') else { break };
        let f = rest[..e].to_string();
        let Some(s2) = rest[e..].find(", \"") else { break };
        let tail = &rest[e + s2 + 3..];
        let Some(e2) = tail.find('"') else { break };
        let key = (f, tail[..e2].to_string());
        if !out.contains(&key) {
            out.push(key);
        }
        rest = tail;
    }
    out
}

/// The names of a function's blocks, unnamed ones numbered as LLVM numbers unnamed values
/// (after the unnamed arguments, counting results).
pub(crate) fn block_names(f: &Function) -> Vec<String> {
    let mut next = 0u64;
    for p in &f.params {
        match p.name.as_ref().map(|n| n.parse::<u64>()) {
            Some(Ok(k)) => next = k + 1,
            Some(Err(_)) => {}
            None => next += 1,
        }
    }
    let mut names = Vec::new();
    for b in f.blocks.iter().flatten() {
        if b.name.is_empty() {
            names.push(next.to_string());
            next += 1;
        } else {
            if let Ok(k) = b.name.parse::<u64>() {
                next = k + 1;
            }
            names.push(b.name.clone());
        }
        for i in &b.insts {
            if let Some(Ok(k)) = i.result.as_ref().map(|r| r.parse::<u64>()) {
                next = k + 1;
            }
        }
    }
    names
}

/// LLVM's block numbers: the order its parser creates blocks. Blocks named by a
/// `blockaddress` before their function is defined are created when its body starts (in
/// name order); then each block when first mentioned (defined, branched to, named by a phi
/// or a `blockaddress`).
fn block_numbers(m: &Module) -> Vec<((String, String), usize)> {
    let mut defined: FxHashSet<&str> = FxHashSet::default();
    let mut forward: FxHashMap<String, Vec<String>> = FxHashMap::default();
    for &(kind, i) in &m.order {
        let (text, own) = match kind {
            'g' => (format!("{:?}", m.globals[i]), None),
            'a' => (format!("{:?}", m.aliases[i]), None),
            _ => (format!("{:?}", m.functions[i]), Some(m.functions[i].name.as_str())),
        };
        for (f, b) in blockaddresses_in(&text) {
            if Some(f.as_str()) != own && !defined.contains(f.as_str()) {
                let list = forward.entry(f).or_default();
                if !list.contains(&b) {
                    list.push(b);
                }
            }
        }
        if let Some(f) = own {
            if m.functions[i].blocks.is_some() {
                defined.insert(f);
            }
        }
    }
    let mut out = Vec::new();
    for f in &m.functions {
        let Some(blocks) = &f.blocks else { continue };
        let names = block_names(f);
        let mut order: Vec<String> = Vec::new();
        let push = |order: &mut Vec<String>, b: &str| {
            if !order.iter().any(|x| x == b) {
                order.push(b.to_string());
            }
        };
        let mut fwd = forward.get(&f.name).cloned().unwrap_or_default();
        fwd.sort_by(|a, b| match (a.parse::<u64>(), b.parse::<u64>()) {
            (Ok(x), Ok(y)) => x.cmp(&y),
            _ => a.cmp(b),
        });
        for b in &fwd {
            push(&mut order, b);
        }
        for (bi, b) in blocks.iter().enumerate() {
            push(&mut order, &names[bi]);
            for inst in &b.insts {
                for (g, bb) in blockaddresses_in(&format!("{:?}", inst.kind)) {
                    if g == f.name {
                        push(&mut order, &bb);
                    }
                }
                for (l, _) in &inst.labels {
                    push(&mut order, l);
                }
            }
        }
        out.extend(order.into_iter().enumerate().map(|(i, b)| ((f.name.clone(), b), i)));
    }
    out
}

pub(crate) fn is_local_linkage(l: &str) -> bool {
    l == "private" || l == "internal"
}

pub(crate) fn visibility(v: &str) -> Option<i64> {
    match v {
        "hidden" => Some(1),
        "protected" => Some(2),
        _ => None,
    }
}

pub(crate) fn is_cast(op: &str) -> bool {
    matches!(
        op,
        "trunc"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "uitofp"
            | "sitofp"
            | "fptoui"
            | "fptosi"
            | "inttoptr"
            | "ptrtoint"
            | "bitcast"
            | "addrspacecast"
    )
}

pub(crate) fn const_int(c: &C) -> Option<i128> {
    match c {
        C::Int(_, v) => Some(*v),
        _ => None,
    }
}

pub(crate) fn md_int(m: &Md) -> Option<i128> {
    match m {
        Md::Value(tv) => match &tv.v {
            Val::Const(Const::Int(v)) => Some(*v),
            _ => None,
        },
        _ => None,
    }
}

/// A symbol name as MLIR writes it in a symbol reference.
pub(crate) fn sym(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if plain {
        s.to_string()
    } else {
        quote(s)
    }
}

/// A float's bits as the literal MLIR parses back to the same value: decimal when it is
/// exact in `f64` text, else hex.
pub fn float_text(t: &Type, bits: u128) -> String {
    let d = match t {
        Type::Float("double") => Some(f64::from_bits(bits as u64)),
        Type::Float("float") => Some(f32::from_bits(bits as u32) as f64),
        Type::Float("half") => half_to_f64(bits as u16),
        Type::Float("bfloat") => Some(f32::from_bits((bits as u32) << 16) as f64),
        _ => None,
    };
    match d {
        Some(d) if d.is_finite() => {
            let s = format!("{d:?}");
            if s.contains('.') {
                s
            } else if let Some(i) = s.find('e') {
                format!("{}.0{}", &s[..i], &s[i..])
            } else {
                format!("{s}.0")
            }
        }
        _ => {
            let digits = match t {
                Type::Float("double") => 16,
                Type::Float("float") => 8,
                Type::Float("half" | "bfloat") => 4,
                Type::Float("x86_fp80") => 20,
                _ => 32,
            };
            format!("0x{bits:0digits$X}")
        }
    }
}

fn half_to_f64(h: u16) -> Option<f64> {
    let sign = if h >> 15 == 1 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    if e == 0x1f {
        return None;
    }
    Some(if e == 0 { sign * m * 2f64.powi(-24) } else { sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15) })
}

fn elem_text(c: &C) -> String {
    match c {
        C::Int(Type::Int(1), v) => (if *v != 0 { "true" } else { "false" }).into(),
        C::Int(_, v) => v.to_string(),
        C::BigInt(_, s) => s.clone(),
        C::Float(t, b) => float_text(t, *b),
        _ => "0".into(),
    }
}

fn flatten_data(c: &C, out: &mut Vec<String>) -> bool {
    match c {
        C::Data(_, e) => {
            out.extend(e.iter().map(elem_text));
            true
        }
        C::Int(..) | C::Float(..) | C::BigInt(..) => {
            out.push(elem_text(c));
            true
        }
        C::Agg(Type::Array(..) | Type::Vector { .. }, e) => e.iter().all(|x| flatten_data(x, out)),
        _ => false,
    }
}

fn nest_text(flat: &[String], shape: &[u64], out: &mut String) {
    if shape.is_empty() {
        out.push_str(&flat[0]);
        return;
    }
    let inner: usize = shape[1..].iter().product::<u64>() as usize;
    out.push('[');
    for i in 0..shape[0] as usize {
        if i > 0 {
            out.push_str(", ");
        }
        nest_text(&flat[i * inner..], &shape[1..], out);
    }
    out.push(']');
}
