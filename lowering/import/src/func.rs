//! Functions: the `llvm.func` op with its attributes (MLIR's typed function attributes,
//! the rest as `passthrough` in LLVM's attribute order), and the body: blocks in LLVM's
//! order with phis as block arguments, instructions converted in topological block order
//! (which fixes the order constants are materialized in), metadata attachments.

use descent_ir::{Attribute, Body, OpId, OperationState, Value as IrValue};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ast::*;
use crate::consts::fold;
use crate::import::{const_int, is_cast, is_local_linkage, visibility, Em, ImportError, Importer};
use crate::types::quote;

type R<T> = Result<T, String>;

/// Function attributes MLIR imports as their own attributes (not `passthrough`): keyword,
/// MLIR unit attribute name.
const UNIT_FN_ATTRS: &[(&str, &str)] = &[
    ("alwaysinline", "always_inline"),
    ("convergent", "convergent"),
    ("inlinehint", "inline_hint"),
    ("noinline", "no_inline"),
    ("nounwind", "no_unwind"),
    ("optnone", "optimize_none"),
    ("willreturn", "will_return"),
    ("aarch64_pstate_sm_enabled", "arm_streaming"),
    ("aarch64_pstate_sm_body", "arm_locally_streaming"),
    ("aarch64_pstate_sm_compatible", "arm_streaming_compatible"),
    ("aarch64_new_za", "arm_new_za"),
    ("aarch64_in_za", "arm_in_za"),
    ("aarch64_out_za", "arm_out_za"),
    ("aarch64_inout_za", "arm_inout_za"),
    ("aarch64_preserves_za", "arm_preserves_za"),
];

/// String function attributes imported as string attributes: key, MLIR name, whether the
/// key also stays in `passthrough` (MLIR 22 keeps these two there as well).
const STR_FN_ATTRS: &[(&str, &str, bool)] = &[
    ("target-cpu", "target_cpu", true),
    ("tune-cpu", "tune_cpu", false),
    ("prefer-vector-width", "prefer_vector_width", true),
    ("reciprocal-estimates", "reciprocal_estimates", true),
    ("denormal-fp-math", "denormal_fp_math", false),
    ("denormal-fp-math-f32", "denormal_fp_math_f32", false),
    ("fp-contract", "fp_contract", false),
    ("instrument-function-entry", "instrument_function_entry", false),
    ("instrument-function-exit", "instrument_function_exit", false),
];

/// String function attributes imported as booleans.
const BOOL_FN_ATTRS: &[(&str, &str)] = &[
    ("no-infs-fp-math", "no_infs_fp_math"),
    ("no-nans-fp-math", "no_nans_fp_math"),
    ("no-signed-zeros-fp-math", "no_signed_zeros_fp_math"),
];

/// Parameter and result attributes MLIR imports (`llvm.<name>`); the rest are dropped.
const PARAM_ATTRS: &[&str] = &[
    "align",
    "allocalign",
    "allocptr",
    "byref",
    "byval",
    "dereferenceable",
    "dereferenceable_or_null",
    "elementtype",
    "immarg",
    "inalloca",
    "inreg",
    "nest",
    "noalias",
    "nocapture",
    "nofree",
    "nonnull",
    "noundef",
    "preallocated",
    "readnone",
    "readonly",
    "returned",
    "signext",
    "alignstack",
    "sret",
    "writeonly",
    "zeroext",
    "range",
];

/// LLVM's attribute kind names (Attributes.td), which order an attribute set: enum
/// attributes, then integer ones, then type ones, each group by kind name.
fn kind_order(k: &str) -> (u8, String) {
    let enums: &[(&str, &str)] = &[
        ("alwaysinline", "AlwaysInline"),
        ("builtin", "Builtin"),
        ("cold", "Cold"),
        ("convergent", "Convergent"),
        ("coro_only_destroy_when_complete", "CoroDestroyOnlyWhenComplete"),
        ("coro_elide_safe", "CoroElideSafe"),
        ("disable_sanitizer_instrumentation", "DisableSanitizerInstrumentation"),
        ("fn_ret_thunk_extern", "FnRetThunkExtern"),
        ("hot", "Hot"),
        ("hybrid_patchable", "HybridPatchable"),
        ("inlinehint", "InlineHint"),
        ("jumptable", "JumpTable"),
        ("minsize", "MinSize"),
        ("mustprogress", "MustProgress"),
        ("naked", "Naked"),
        ("nobuiltin", "NoBuiltin"),
        ("nocallback", "NoCallback"),
        ("nocf_check", "NoCfCheck"),
        ("nocreateundeforpoison", "NoCreateUndefOrPoison"),
        ("noduplicate", "NoDuplicate"),
        ("nofree", "NoFree"),
        ("noimplicitfloat", "NoImplicitFloat"),
        ("noinline", "NoInline"),
        ("nomerge", "NoMerge"),
        ("noprofile", "NoProfile"),
        ("norecurse", "NoRecurse"),
        ("noredzone", "NoRedZone"),
        ("noreturn", "NoReturn"),
        ("nosanitize_bounds", "NoSanitizeBounds"),
        ("nosanitize_coverage", "NoSanitizeCoverage"),
        ("nosync", "NoSync"),
        ("nounwind", "NoUnwind"),
        ("nonlazybind", "NonLazyBind"),
        ("null_pointer_is_valid", "NullPointerIsValid"),
        ("optforfuzzing", "OptForFuzzing"),
        ("optdebug", "OptimizeForDebugging"),
        ("optsize", "OptimizeForSize"),
        ("optnone", "OptimizeNone"),
        ("presplitcoroutine", "PresplitCoroutine"),
        ("returns_twice", "ReturnsTwice"),
        ("safestack", "SafeStack"),
        ("sanitize_address", "SanitizeAddress"),
        ("sanitize_alloc_token", "SanitizeAllocToken"),
        ("sanitize_hwaddress", "SanitizeHWAddress"),
        ("sanitize_memtag", "SanitizeMemTag"),
        ("sanitize_memory", "SanitizeMemory"),
        ("sanitize_numerical_stability", "SanitizeNumericalStability"),
        ("sanitize_realtime", "SanitizeRealtime"),
        ("sanitize_realtime_blocking", "SanitizeRealtimeBlocking"),
        ("sanitize_thread", "SanitizeThread"),
        ("sanitize_type", "SanitizeType"),
        ("shadowcallstack", "ShadowCallStack"),
        ("skipprofile", "SkipProfile"),
        ("speculatable", "Speculatable"),
        ("speculative_load_hardening", "SpeculativeLoadHardening"),
        ("ssp", "StackProtect"),
        ("sspreq", "StackProtectReq"),
        ("sspstrong", "StackProtectStrong"),
        ("strictfp", "StrictFP"),
        ("willreturn", "WillReturn"),
    ];
    let ints: &[(&str, &str)] = &[
        ("align", "Alignment"),
        ("allockind", "AllocKind"),
        ("allocsize", "AllocSize"),
        ("dereferenceable", "Dereferenceable"),
        ("dereferenceable_or_null", "DereferenceableOrNull"),
        ("memory", "Memory"),
        ("alignstack", "StackAlignment"),
        ("uwtable", "UWTable"),
        ("vscale_range", "VScaleRange"),
    ];
    if let Some(e) = enums.iter().find(|e| e.0 == k) {
        return (0, e.1.to_string());
    }
    if let Some(e) = ints.iter().find(|e| e.0 == k) {
        return (1, e.1.to_string());
    }
    (2, k.to_string())
}

impl Importer<'_> {
    /// The attributes of `attrs` with groups expanded.
    pub(crate) fn expand(&self, attrs: &[Attr]) -> Vec<Attr> {
        let mut out = Vec::new();
        for a in attrs {
            match a {
                Attr::Group(n) => {
                    if let Some(g) = self.groups.get(n) {
                        out.extend(g.iter().cloned());
                    }
                }
                other => out.push(other.clone()),
            }
        }
        out
    }

    pub(crate) fn enum_llvm(&mut self, enum_name: &str, kw: &str) -> R<Attribute> {
        let def = self.llvm_enum_def(enum_name)?;
        let i = def
            .llvm_keywords
            .iter()
            .position(|k| *k == kw)
            .or_else(|| def.cases.iter().position(|c| c.0 == kw))
            .ok_or_else(|| format!("unknown {enum_name} '{kw}'"))?;
        Ok(self.enum_case(def, def.cases[i].1))
    }

    /// A calling convention: its keyword (`fastcc`), or `ccN` for LLVM's `cc N`, which is
    /// the convention numbered N.
    pub(crate) fn cconv(&mut self, kw: &str) -> R<Attribute> {
        match kw.strip_prefix("cc").and_then(|n| n.parse::<u64>().ok()) {
            Some(n) => self.enum_value("CConv", n),
            None => self.enum_llvm("CConv", kw),
        }
    }

    /// A parameter/result attribute dictionary (`None` when empty).
    pub(crate) fn param_dict(&mut self, attrs: &[Attr]) -> R<Option<Attribute>> {
        let mut entries: Vec<(String, Attribute)> = Vec::new();
        for a in attrs {
            let (name, value) = match a {
                Attr::Flag(k) if PARAM_ATTRS.contains(&k.as_str()) => (k.clone(), self.ctx.unit_attr()),
                Attr::Int(k, n) if PARAM_ATTRS.contains(&k.as_str()) => (k.clone(), self.ctx.i64_attr(*n as i64)),
                Attr::Type(k, t) if PARAM_ATTRS.contains(&k.as_str()) => {
                    let t = self.ty(t)?;
                    (k.clone(), self.ctx.type_attr(t))
                }
                Attr::Paren(k, toks) if k == "captures" => {
                    if toks.len() == 1 && toks[0] == "none" {
                        ("nocapture".into(), self.ctx.unit_attr())
                    } else {
                        continue;
                    }
                }
                Attr::Paren(k, toks) if k == "range" => {
                    // `range(i32 0, 10)`.
                    let t = toks.first().cloned().unwrap_or_default();
                    let nums: Vec<&String> = toks.iter().skip(1).filter(|x| *x != ",").collect();
                    if nums.len() != 2 {
                        continue;
                    }
                    (k.clone(), self.attr(&format!("#llvm.constant_range<{t}, {}, {}>", nums[0], nums[1]))?)
                }
                _ => continue,
            };
            entries.push((format!("llvm.{name}"), value));
        }
        if entries.is_empty() {
            return Ok(None);
        }
        let named: Vec<descent_ir::NamedAttr> =
            entries.iter().map(|(k, v)| descent_ir::NamedAttr { name: self.ctx.ident(k), value: *v }).collect();
        Ok(Some(self.ctx.dictionary(&named)))
    }

    pub(crate) fn dict_array(&mut self, lists: &[Vec<Attr>]) -> R<Option<Attribute>> {
        let mut dicts = Vec::new();
        let mut any = false;
        for l in lists {
            match self.param_dict(l)? {
                Some(d) => {
                    any = true;
                    dicts.push(d);
                }
                None => dicts.push(self.ctx.dictionary(&[])),
            }
        }
        Ok(if any { Some(self.ctx.array_attr(&dicts)) } else { None })
    }

    /// The memory effects an attribute list states (`memory(...)`, or the old
    /// `readnone`/`readonly`/`writeonly`), per location (other, argmem, inaccessiblemem,
    /// errnomem, target_mem0, target_mem1) as read = 1 | write = 2; `None` if it says none.
    pub(crate) fn memory_bits(&self, attrs: &[Attr]) -> Option<[u8; 6]> {
        let bits = |s: &str| match s {
            "read" => 1u8,
            "write" => 2,
            "readwrite" => 3,
            _ => 0,
        };
        let mut out = None;
        for a in self.expand(attrs) {
            match &a {
                Attr::Flag(k) if k == "readnone" => out = Some([0; 6]),
                Attr::Flag(k) if k == "readonly" => out = Some([1; 6]),
                Attr::Flag(k) if k == "writeonly" => out = Some([2; 6]),
                Attr::Paren(k, toks) if k == "memory" => {
                    let mut m = [0u8; 6];
                    let mut default = 0u8;
                    let mut locs: Vec<(usize, u8)> = Vec::new();
                    let mut i = 0;
                    while i < toks.len() {
                        if let Some(loc) = toks[i].strip_suffix(':') {
                            let idx = match loc {
                                "argmem" => 1,
                                "inaccessiblemem" => 2,
                                "errnomem" => 3,
                                "target_mem0" => 4,
                                "target_mem1" => 5,
                                _ => 0,
                            };
                            locs.push((idx, toks.get(i + 1).map_or(0, |v| bits(v))));
                            i += 2;
                        } else {
                            if toks[i] != "," {
                                default = bits(&toks[i]);
                            }
                            i += 1;
                        }
                    }
                    m.iter_mut().for_each(|x| *x = default);
                    for (idx, v) in locs {
                        m[idx] = v;
                    }
                    out = Some(m);
                }
                _ => {}
            }
        }
        out
    }

    /// `#llvm.memory_effects<...>` of per-location bits.
    pub(crate) fn memory_effects_attr(&mut self, m: [u8; 6]) -> R<Attribute> {
        let name = |b: u8| ["none", "read", "write", "readwrite"][b as usize & 3];
        self.attr(&format!(
            "#llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}, errnoMem = {}, targetMem0 = {}, targetMem1 = {}>",
            name(m[0]),
            name(m[1]),
            name(m[2]),
            name(m[3]),
            name(m[4]),
            name(m[5])
        ))
    }

    pub(crate) fn memory_attr(&mut self, toks: &[String]) -> R<Attribute> {
        // `memory(read)`, `memory(argmem: readwrite, inaccessiblemem: write)`.
        let mut default = "none".to_string();
        let mut locs: FxHashMap<String, String> = FxHashMap::default();
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            if t == "," {
                i += 1;
                continue;
            }
            if let Some(loc) = t.strip_suffix(':') {
                if let Some(v) = toks.get(i + 1) {
                    locs.insert(loc.to_string(), v.clone());
                }
                i += 2;
            } else {
                default = t.clone();
                i += 1;
            }
        }
        let get = |k: &str| {
            let v = locs.get(k).cloned().unwrap_or_else(|| default.clone());
            match v.as_str() {
                "read" => "read",
                "write" => "write",
                "readwrite" => "readwrite",
                _ => "none",
            }
        };
        let text = format!(
            "#llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}, errnoMem = {}, targetMem0 = {}, targetMem1 = {}>",
            get("other"),
            get("argmem"),
            get("inaccessiblemem"),
            get("errnomem"),
            get("target_mem0"),
            get("target_mem1"),
        );
        self.attr(&text)
    }

    /// `llvm.func` attributes from the function attributes.
    fn fn_attrs(&mut self, attrs: &[Attr], out: &mut Vec<(String, Attribute)>) -> R<()> {
        let attrs = self.expand(attrs);
        let mut passthrough: Vec<((u8, String), Attribute)> = Vec::new();
        for a in &attrs {
            match a {
                Attr::Flag(k) | Attr::Str(k, None) if UNIT_FN_ATTRS.iter().any(|u| u.0 == k) => {
                    let name = UNIT_FN_ATTRS.iter().find(|u| u.0 == k).map(|u| u.1).unwrap_or_default();
                    out.push((name.into(), self.ctx.unit_attr()));
                }
                Attr::Flag(k) if k == "uwtable" => {
                    out.push(("uwtable_kind".into(), self.attr("#llvm.uwtableKind<async>")?));
                }
                Attr::Paren(k, t) if k == "uwtable" => {
                    let kind = t.first().map(String::as_str).unwrap_or("async");
                    out.push(("uwtable_kind".into(), self.attr(&format!("#llvm.uwtableKind<{kind}>"))?));
                }
                Attr::Flag(k) if k == "readnone" || k == "readonly" || k == "writeonly" => {
                    let m = match k.as_str() {
                        "readnone" => "none",
                        "readonly" => "read",
                        _ => "write",
                    };
                    out.push(("memory_effects".into(), self.memory_attr(&[m.to_string()])?));
                }
                Attr::Paren(k, t) if k == "memory" => {
                    out.push(("memory_effects".into(), self.memory_attr(t)?));
                }
                Attr::Paren(k, t) | Attr::Paren(k, t) if k == "vscale_range" => {
                    let nums: Vec<&String> = t.iter().filter(|x| *x != ",").collect();
                    let min = nums.first().map(|s| s.as_str()).unwrap_or("0");
                    let max = nums.get(1).map(|s| s.as_str()).unwrap_or(min);
                    out.push((
                        "vscale_range".into(),
                        self.attr(&format!("#llvm.vscale_range<minRange = {min}, maxRange = {max}>"))?,
                    ));
                }
                Attr::Int(k, n) if k == "vscale_range" => {
                    out.push((
                        "vscale_range".into(),
                        self.attr(&format!("#llvm.vscale_range<minRange = {n}, maxRange = {n}>"))?,
                    ));
                }
                Attr::Str(k, Some(v)) if k == "frame-pointer" => {
                    out.push(("frame_pointer".into(), self.attr(&format!("#llvm.framePointerKind<{}>", quote(v)))?));
                }
                Attr::Str(k, Some(v)) if k == "target-features" => {
                    let fs: Vec<String> = v.split(',').filter(|s| !s.is_empty()).map(quote).collect();
                    out.push((
                        "target_features".into(),
                        self.attr(&format!("#llvm.target_features<[{}]>", fs.join(", ")))?,
                    ));
                }
                Attr::Str(k, Some(v)) if STR_FN_ATTRS.iter().any(|s| s.0 == k) => {
                    let (_, name, keep) = STR_FN_ATTRS.iter().find(|s| s.0 == k).copied().unwrap_or_default();
                    out.push((name.into(), self.ctx.string_attr(v)));
                    if keep {
                        let e = [self.ctx.string_attr(k), self.ctx.string_attr(v)];
                        passthrough.push(((3, k.clone()), self.ctx.array_attr(&e)));
                    }
                }
                Attr::Str(k, Some(v)) if BOOL_FN_ATTRS.iter().any(|s| s.0 == k) => {
                    let name = BOOL_FN_ATTRS.iter().find(|s| s.0 == k).map(|s| s.1).unwrap_or_default();
                    out.push((name.into(), self.ctx.bool_attr(v == "true")));
                }
                Attr::Flag(k) => passthrough.push((kind_order(k), self.ctx.string_attr(k))),
                Attr::Int(k, n) => {
                    let e = [self.ctx.string_attr(k), self.ctx.string_attr(&n.to_string())];
                    passthrough.push((kind_order(k), self.ctx.array_attr(&e)));
                }
                Attr::Paren(k, t) => {
                    // LLVM keeps these as integers, which is what passthrough shows.
                    let value = match k.as_str() {
                        "allocsize" => {
                            let nums: Vec<u64> = t.iter().filter_map(|x| x.parse().ok()).collect();
                            let elem = nums.first().copied().unwrap_or(0);
                            let count = nums.get(1).copied().unwrap_or(0xffff_ffff);
                            (elem << 32 | count).to_string()
                        }
                        "allockind" => {
                            let kinds = t.iter().map(|x| x.trim_matches('"')).collect::<Vec<_>>().join("");
                            let bit = |s: &str| match s {
                                "alloc" => 1,
                                "realloc" => 2,
                                "free" => 4,
                                "uninitialized" => 8,
                                "zeroed" => 16,
                                "aligned" => 32,
                                _ => 0,
                            };
                            kinds.split(',').map(bit).fold(0u64, |a, b| a | b).to_string()
                        }
                        _ => t.join(""),
                    };
                    let e = [self.ctx.string_attr(k), self.ctx.string_attr(&value)];
                    passthrough.push((kind_order(k), self.ctx.array_attr(&e)));
                }
                Attr::Type(..) | Attr::Group(_) => {}
                Attr::Str(k, None) => passthrough.push(((3, k.clone()), self.ctx.string_attr(k))),
                Attr::Str(k, Some(v)) => {
                    let e = [self.ctx.string_attr(k), self.ctx.string_attr(v)];
                    passthrough.push(((3, k.clone()), self.ctx.array_attr(&e)));
                }
            }
        }
        passthrough.sort_by(|a, b| a.0.cmp(&b.0));
        passthrough.dedup_by(|a, b| a.0 == b.0);
        if !passthrough.is_empty() {
            let list: Vec<Attribute> = passthrough.into_iter().map(|p| p.1).collect();
            out.push(("passthrough".into(), self.ctx.array_attr(&list)));
        }
        Ok(())
    }

    /// Imports function `f` as an `llvm.func` op in `inner`.
    pub(crate) fn function(&mut self, inner: &mut Body, f: &Function) -> Result<OpId, ImportError> {
        let at = |pos: Pos| move |msg: String| ImportError { pos: Some(pos), msg, mlir: Vec::new() };
        let fty = Type::Func {
            ret: Box::new(f.ret.clone()),
            params: f.params.iter().map(|p| p.ty.clone()).collect(),
            vararg: f.vararg,
        };
        let fty_attr = {
            let t = self.ty(&fty).map_err(at(f.pos))?;
            self.ctx.type_attr(t)
        };
        let mut attrs: Vec<(String, Attribute)> = vec![
            ("sym_name".into(), self.ctx.string_attr(&f.name)),
            ("function_type".into(), fty_attr),
            ("linkage".into(), self.linkage_attr(&f.link.linkage).map_err(at(f.pos))?),
        ];
        if !f.cconv.is_empty() && f.cconv != "ccc" {
            attrs.push(("CConv".into(), self.cconv(&f.cconv).map_err(at(f.pos))?));
        }
        if f.link.dso_local || is_local_linkage(&f.link.linkage) || !f.link.visibility.is_empty() {
            attrs.push(("dso_local".into(), self.ctx.unit_attr()));
        }
        for (k, m) in &f.md {
            if k == "prof" {
                if let Some(Md::Tuple { elems, .. }) = self.md_node(m) {
                    if elems.len() == 2 && self.md_string(&elems[0]).as_deref() == Some("function_entry_count") {
                        if let Some(n) = crate::import::md_int(&elems[1]) {
                            attrs.push(("function_entry_count".into(), self.ctx.i64_attr(n as i64)));
                        }
                    }
                }
            }
        }
        if let Some(v) = visibility(&f.link.visibility) {
            attrs.push(("visibility_".into(), self.enum_value("Visibility", v as u64).map_err(at(f.pos))?));
        }
        match f.link.unnamed_addr.as_str() {
            "unnamed_addr" => {
                attrs.push(("unnamed_addr".into(), self.enum_value("UnnamedAddr", 2).map_err(at(f.pos))?))
            }
            "local_unnamed_addr" => {
                attrs.push(("unnamed_addr".into(), self.enum_value("UnnamedAddr", 1).map_err(at(f.pos))?))
            }
            _ => {}
        }
        if let Some(s) = &f.section {
            attrs.push(("section".into(), self.ctx.string_attr(s)));
        }
        if let Some(a) = f.align {
            attrs.push(("alignment".into(), self.ctx.i64_attr(a as i64)));
        }
        if let Some(g) = &f.gc {
            attrs.push(("garbageCollector".into(), self.ctx.string_attr(g)));
        }
        if let Some(c) = self.comdat_ref(&f.comdat) {
            attrs.push(("comdat".into(), c));
        }
        if let Some(p) = &f.personality {
            if let Val::Const(Const::Global(g)) = &p.v {
                attrs.push(("personality".into(), self.ctx.flat_symbol_ref(g)));
            }
        }
        let param_lists: Vec<Vec<Attr>> = f.params.iter().map(|p| p.attrs.clone()).collect();
        if let Some(a) = self.dict_array(&param_lists).map_err(at(f.pos))? {
            attrs.push(("arg_attrs".into(), a));
        }
        if let Some(d) = self.param_dict(&f.ret_attrs).map_err(at(f.pos))? {
            attrs.push(("res_attrs".into(), self.ctx.array_attr(&[d])));
        }
        self.fn_attrs(&f.attrs, &mut attrs).map_err(at(f.pos))?;
        let attr_refs: Vec<(&str, Attribute)> = attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let mut st = self.state("llvm.func", &[], &[], &attr_refs);
        let dbg = f.md.iter().find(|(k, _)| k == "dbg").map(|(_, m)| m.clone());
        st.loc = self.function_location(dbg.as_ref());
        // The entry block's arguments are at the function's location.
        let module_loc = std::mem::replace(&mut self.loc, st.loc);
        let mut em = Em::new();
        let region = em.body.new_region();
        if let Some(blocks) = &f.blocks {
            let r = self.body(&mut em, f, blocks);
            self.loc = module_loc;
            for id in r? {
                em.body.push_block(region, id);
            }
        }
        self.loc = module_loc;
        st.regions.push(region);
        st.nested = Some(Box::new(em.body));
        Ok(inner.create_op(st))
    }

    /// Imports the body; returns its blocks in order.
    fn body(&mut self, em: &mut Em, f: &Function, blocks: &[Block]) -> Result<Vec<descent_ir::BlockId>, ImportError> {
        // Number the unnamed values as LLVM does: arguments, then blocks and instructions.
        let mut next = 0u64;
        let mut names: Vec<String> = Vec::new();
        for p in &f.params {
            match &p.name {
                Some(n) => {
                    if let Ok(k) = n.parse::<u64>() {
                        next = k + 1;
                    }
                    names.push(n.clone());
                }
                None => {
                    names.push(next.to_string());
                    next += 1;
                }
            }
        }
        let block_names = crate::import::block_names(f);
        // Each local name is defined once.
        let mut seen: rustc_hash::FxHashSet<&str> = names.iter().map(String::as_str).collect();
        for b in blocks {
            for i in &b.insts {
                if let Some(r) = &i.result {
                    if !seen.insert(r.as_str()) {
                        let msg = format!("multiple definition of local value named '{r}'");
                        return Err(ImportError { pos: Some(i.start), msg, mlir: Vec::new() });
                    }
                }
            }
        }
        // Successors, to keep the blocks reachable from the entry (MLIR imports no other)
        // in topological order (reverse post-order).
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|b| {
                let idx = |n: &String| block_names.iter().position(|x| x == n);
                match b.insts.last().map(|i| &i.kind) {
                    Some(InstKind::Br(l)) => idx(l).into_iter().collect(),
                    Some(InstKind::CondBr(_, t, f)) => [idx(t), idx(f)].into_iter().flatten().collect(),
                    Some(InstKind::Switch(_, d, cases)) => {
                        std::iter::once(idx(d)).chain(cases.iter().map(|c| idx(&c.1))).flatten().collect()
                    }
                    Some(InstKind::Invoke(_, n, u)) => [idx(n), idx(u)].into_iter().flatten().collect(),
                    Some(InstKind::IndirectBr(_, ds)) => ds.iter().filter_map(idx).collect(),
                    _ => Vec::new(),
                }
            })
            .collect();
        let mut reachable = vec![false; blocks.len()];
        let mut work = vec![0usize];
        while let Some(b) = work.pop() {
            if b < blocks.len() && !reachable[b] {
                reachable[b] = true;
                work.extend(&succs[b]);
            }
        }
        // Blocks and their arguments (phis).
        let mut phis: FxHashMap<String, Vec<&Inst>> = FxHashMap::default();
        let mut labels: FxHashSet<&str> = FxHashSet::default();
        for (bi, b) in blocks.iter().enumerate() {
            if !labels.insert(block_names[bi].as_str()) {
                return Err(ImportError {
                    pos: Some(b.pos),
                    msg: format!("redefinition of label '%{}'", block_names[bi]),
                    mlir: Vec::new(),
                });
            }
            if !reachable[bi] {
                if self.taken_blocks.iter().any(|(fb, bb)| *fb == f.name && *bb == block_names[bi]) {
                    let name = if block_names[bi].bytes().all(|c| c.is_ascii_digit()) { "" } else { &block_names[bi] };
                    return Err(ImportError {
                        pos: None,
                        msg: String::new(),
                        mlir: vec![format!("unreachable block '{name}' with address taken")],
                    });
                }
                continue;
            }
            let id = if bi == 0 { em.block } else { em.body.new_block() };
            em.blocks.insert(block_names[bi].clone(), id);
            if bi == 0 {
                for (p, n) in f.params.iter().zip(&names) {
                    let t = self.ty(&p.ty).map_err(|m| ImportError { pos: Some(f.pos), msg: m, mlir: Vec::new() })?;
                    let v = em.body.add_block_arg(id, t, Some(self.loc));
                    em.values.insert(n.clone(), v);
                }
            }
            let list: Vec<&Inst> = b.insts.iter().filter(|i| matches!(i.kind, InstKind::Phi { .. })).collect();
            for i in &list {
                let InstKind::Phi { ty, .. } = &i.kind else { continue };
                let t = self.ty(ty).map_err(|m| ImportError { pos: Some(i.pos), msg: m, mlir: Vec::new() })?;
                // A phi's argument is at the phi's location.
                let dbg = i.md.iter().find(|(k, _)| k == "dbg").map(|(_, m)| m.clone());
                let loc = self.debug_location(dbg.as_ref());
                let v = em.body.add_block_arg(id, t, Some(loc));
                if let Some(r) = &i.result {
                    em.values.insert(r.clone(), v);
                }
            }
            phis.insert(block_names[bi].clone(), list);
        }
        // Ops outside instructions (block tags) have no location.
        self.loc = self.ctx.common().unknown_loc;
        let mut visited = vec![false; blocks.len()];
        let mut order = Vec::new();
        for start in 0..blocks.len().min(1) {
            if visited[start] {
                continue;
            }
            let mut post = Vec::new();
            let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
            visited[start] = true;
            while let Some(&mut (b, ref mut i)) = stack.last_mut() {
                if *i < succs[b].len() {
                    let s = succs[b][*i];
                    *i += 1;
                    if !visited[s] {
                        visited[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post.push(b);
                    stack.pop();
                }
            }
            post.reverse();
            order.extend(post);
        }
        for bi in order {
            let b = &blocks[bi];
            em.block = em.blocks[&block_names[bi]];
            // A block whose address is taken starts with its tag.
            if self.taken_blocks.iter().any(|(fb, bb)| *fb == f.name && *bb == block_names[bi]) {
                let id = self.block_tag(&f.name, &block_names[bi]);
                let tag = self.attr(&format!("#llvm.blocktag<id = {id}>")).map_err(|m| ImportError {
                    pos: Some(b.pos),
                    msg: m,
                    mlir: Vec::new(),
                })?;
                self.op(em, "llvm.blocktag", &[], &[], &[("tag", tag)]);
            }
            for inst in &b.insts {
                for (l, p) in &inst.labels {
                    if !labels.contains(l.as_str()) {
                        return Err(ImportError {
                            pos: Some(*p),
                            msg: format!("use of undefined value '%{l}'"),
                            mlir: Vec::new(),
                        });
                    }
                }
                if matches!(inst.kind, InstKind::Phi { .. }) {
                    continue;
                }
                self.inst(em, inst, &block_names[bi], &phis).map_err(|m| ImportError {
                    pos: Some(self.err_pos.take().unwrap_or(inst.pos)),
                    msg: m,
                    mlir: std::mem::take(&mut self.mlir_errs),
                })?;
            }
        }
        if let Some((name, (_, pos))) = em.pending.iter().next() {
            return Err(ImportError {
                pos: Some(*pos),
                msg: format!("use of undefined value '%{name}'"),
                mlir: Vec::new(),
            });
        }
        let entry = em.blocks[&block_names[0]];
        em.block = entry;
        let first = em.body.block_ops(entry).next();
        for c in std::mem::take(&mut em.consts) {
            em.body.insert_op(entry, first, c);
            em.last_const = Some(c);
        }
        self.finish_debug_intrinsics(em)?;
        let mut out = Vec::new();
        for n in &block_names {
            let Some(&b) = em.blocks.get(n) else { continue };
            out.extend(em.inserted.iter().filter(|(before, _)| *before == b).map(|(_, new)| *new));
            out.push(b);
        }
        Ok(out)
    }

    /// The value of an operand.
    pub(crate) fn val(&mut self, em: &mut Em, tv: &TV) -> R<IrValue> {
        match &tv.v {
            Val::Local(n) => {
                if let Some(&v) = em.values.get(n) {
                    return Ok(v);
                }
                if let Some((v, _)) = em.pending.get(n) {
                    return Ok(*v);
                }
                let t = self.ty(&tv.ty)?;
                let v = em.body.new_placeholder(t);
                em.pending.insert(n.clone(), (v, tv.pos));
                Ok(v)
            }
            Val::Const(_) => {
                self.check_globals(tv)?;
                let c = self.fold_at(tv)?;
                self.const_value(em, &c)
            }
            Val::Metadata(_) => Err("unhandled metadata operand".into()),
            Val::InlineAsm { .. } => Err("unhandled inline asm operand".into()),
        }
    }

    /// Every global a constant names must exist (LLVM's "use of undefined value").
    pub(crate) fn check_globals(&mut self, tv: &TV) -> R<()> {
        let missing = |s: &Self, g: &str| !s.global_space.contains_key(g);
        match &tv.v {
            Val::Const(
                Const::Global(g) | Const::DsoLocalEquivalent(g) | Const::NoCfi(g) | Const::BlockAddress(g, _),
            ) if missing(self, g) => {
                self.err_pos = Some(tv.pos);
                Err(format!("use of undefined value '@{g}'"))
            }
            Val::Const(Const::Array(e) | Const::Vector(e) | Const::Struct(e)) => {
                e.iter().try_for_each(|x| self.check_globals(x))
            }
            Val::Const(Const::Splat(x)) => self.check_globals(x),
            Val::Const(Const::Expr(e)) => e.operands.iter().try_for_each(|x| self.check_globals(x)),
            _ => Ok(()),
        }
    }

    /// `fold` with its error placed at the value.
    pub(crate) fn fold_at(&mut self, tv: &TV) -> R<crate::consts::C> {
        fold(tv).inspect_err(|_| self.err_pos = Some(tv.pos))
    }

    pub(crate) fn define(&mut self, em: &mut Em, inst: &Inst, v: IrValue) {
        if let Some(r) = &inst.result {
            if let Some((ph, _)) = em.pending.remove(r) {
                em.body.replace_all_uses(ph, v);
            }
            em.values.insert(r.clone(), v);
        }
    }

    /// The operands a branch from block `from` passes to `to` (its phis' incoming values).
    pub(crate) fn succ_operands(
        &mut self,
        em: &mut Em,
        from: &str,
        to: &str,
        phis: &FxHashMap<String, Vec<&Inst>>,
    ) -> R<(descent_ir::BlockId, Vec<IrValue>)> {
        let block = *em.blocks.get(to).ok_or_else(|| format!("use of undefined value '%{to}'"))?;
        let mut vals = Vec::new();
        for p in phis.get(to).map(|v| v.as_slice()).unwrap_or(&[]) {
            let InstKind::Phi { ty, incoming, .. } = &p.kind else { continue };
            let (v, pos, _) = incoming.iter().find(|(_, _, b)| b == from).ok_or_else(|| {
                "PHINode should have one entry for each predecessor of its parent basic block!".to_string()
            })?;
            let tv = TV { ty: ty.clone(), v: v.clone(), pos: *pos };
            vals.push(self.val(em, &tv)?);
        }
        Ok((block, vals))
    }

    fn inst(&mut self, em: &mut Em, inst: &Inst, bname: &str, phis: &FxHashMap<String, Vec<&Inst>>) -> R<()> {
        let dbg = inst.md.iter().find(|(k, _)| k == "dbg").map(|(_, m)| m.clone());
        self.loc = self.debug_location(dbg.as_ref());
        self.cur_inst = Some(inst.start);
        let r = self.inst_at(em, inst, bname, phis);
        self.loc = self.ctx.common().unknown_loc;
        self.cur_inst = None;
        r
    }

    fn inst_at(&mut self, em: &mut Em, inst: &Inst, bname: &str, phis: &FxHashMap<String, Vec<&Inst>>) -> R<()> {
        let mut extra: Vec<(String, Attribute)> = self.inst_metadata(&inst.md, &inst.kind)?;
        let result = match &inst.kind {
            InstKind::Binary { op, flags, lhs, rhs } => {
                let a = self.val(em, lhs)?;
                let b = self.val(em, rhs)?;
                let t = self.ty(&lhs.ty)?;
                let mut attrs = Vec::new();
                self.int_flags(op, flags, &mut attrs)?;
                if let Some(f) = self.fmf_attr(flags)? {
                    attrs.push(("fastmathFlags", f));
                }
                Some(self.emit(em, &format!("llvm.{op}"), &[a, b], Some(t), attrs, &extra))
            }
            InstKind::FNeg { flags, v } => {
                let a = self.val(em, v)?;
                let t = self.ty(&v.ty)?;
                let mut attrs = Vec::new();
                if let Some(f) = self.fmf_attr(flags)? {
                    attrs.push(("fastmathFlags", f));
                }
                Some(self.emit(em, "llvm.fneg", &[a], Some(t), attrs, &extra))
            }
            InstKind::Cast { op, flags, v, to } => {
                if !is_cast(op) {
                    let text = self.inst_text(inst.start);
                    return self.mlir_error(vec![format!("unhandled instruction: {text}")]);
                }
                let a = self.val(em, v)?;
                let t = self.ty(to)?;
                let mut attrs = Vec::new();
                self.cast_flags(flags, op, &mut attrs)?;
                Some(self.emit(em, &format!("llvm.{op}"), &[a], Some(t), attrs, &extra))
            }
            InstKind::Cmp { op, flags, pred, lhs, rhs } => {
                let a = self.val(em, lhs)?;
                let b = self.val(em, rhs)?;
                let rt = match &lhs.ty {
                    Type::Vector { scalable, len, .. } => {
                        Type::Vector { scalable: *scalable, len: *len, elem: Box::new(Type::Int(1)) }
                    }
                    _ => Type::Int(1),
                };
                let t = self.ty(&rt)?;
                let enum_name = if op == "icmp" { "ICmpPredicate" } else { "FCmpPredicate" };
                let p = self.enum_llvm(enum_name, pred)?;
                let mut attrs = vec![("predicate", p)];
                if let Some(f) = self.fmf_attr(flags)? {
                    attrs.push(("fastmathFlags", f));
                }
                Some(self.emit(em, &format!("llvm.{op}"), &[a, b], Some(t), attrs, &extra))
            }
            InstKind::Alloca { ty, count, align, addrspace, inalloca } => {
                let count =
                    count.clone().unwrap_or(TV { ty: Type::Int(32), v: Val::Const(Const::Int(1)), pos: inst.pos });
                let c = self.val(em, &count)?;
                let t = self.ty(&Type::Ptr(*addrspace))?;
                let et = self.ty(ty)?;
                let align = align.unwrap_or_else(|| self.layout.pref_align(ty, &self.structs));
                let mut attrs = vec![("elem_type", self.ctx.type_attr(et))];
                if align > 0 {
                    attrs.push(("alignment", self.ctx.i64_attr(align as i64)));
                }
                if *inalloca {
                    attrs.push(("inalloca", self.ctx.unit_attr()));
                }
                Some(self.emit(em, "llvm.alloca", &[c], Some(t), attrs, &extra))
            }
            InstKind::Load { volatile, atomic, ty, ptr, align } => {
                let p = self.val(em, ptr)?;
                let t = self.ty(ty)?;
                let align = align.unwrap_or_else(|| self.layout.abi_align(ty, &self.structs));
                let mut attrs = vec![("alignment", self.ctx.i64_attr(align as i64))];
                if *volatile {
                    attrs.push(("volatile_", self.ctx.unit_attr()));
                }
                self.atomic_attrs(atomic.as_ref(), &mut attrs)?;
                Some(self.emit(em, "llvm.load", &[p], Some(t), attrs, &extra))
            }
            InstKind::Store { volatile, atomic, val, ptr, align } => {
                let v = self.val(em, val)?;
                let p = self.val(em, ptr)?;
                let align = align.unwrap_or_else(|| self.layout.abi_align(&val.ty, &self.structs));
                let mut attrs = vec![("alignment", self.ctx.i64_attr(align as i64))];
                if *volatile {
                    attrs.push(("volatile_", self.ctx.unit_attr()));
                }
                self.atomic_attrs(atomic.as_ref(), &mut attrs)?;
                self.emit(em, "llvm.store", &[v, p], None, attrs, &extra);
                None
            }
            InstKind::Gep { flags, ty, base, indices } => {
                let b = self.val(em, base)?;
                let mut idx = Vec::new();
                for i in indices {
                    let v = self.val(em, i)?;
                    let c = match &i.v {
                        Val::Const(_) => fold(i).ok().as_ref().and_then(const_int),
                        _ => None,
                    };
                    idx.push((v, c));
                }
                let vec_len = std::iter::once(base).chain(indices).find_map(|o| match &o.ty {
                    Type::Vector { scalable, len, .. } => Some((*scalable, *len)),
                    _ => None,
                });
                let rt = match (vec_len, &base.ty) {
                    (_, Type::Vector { .. }) | (None, _) => base.ty.clone(),
                    (Some((scalable, len)), _) => Type::Vector { scalable, len, elem: Box::new(base.ty.clone()) },
                };
                let rt = self.ty(&rt)?;
                let v = self.gep(em, ty, b, &idx, flags, rt)?;
                self.attach(em, v, &extra);
                Some(v)
            }
            InstKind::Select { flags, c, t, f } => {
                let a = self.val(em, c)?;
                let b = self.val(em, t)?;
                let d = self.val(em, f)?;
                let ty = self.ty(&t.ty)?;
                let mut attrs = Vec::new();
                if let Some(f) = self.fmf_attr(flags)? {
                    attrs.push(("fastmathFlags", f));
                }
                Some(self.emit(em, "llvm.select", &[a, b, d], Some(ty), attrs, &extra))
            }
            InstKind::Phi { .. } => None,
            InstKind::Call(ci) => self.call(em, inst, ci, None, bname, phis, &mut extra)?,
            InstKind::Invoke(ci, n, u) => self.call(em, inst, ci, Some((n, u)), bname, phis, &mut extra)?,
            InstKind::Ret(v) => {
                let ops = match v {
                    Some(v) => vec![self.val(em, v)?],
                    None => vec![],
                };
                self.emit(em, "llvm.return", &ops, None, vec![], &extra);
                None
            }
            InstKind::Br(l) => {
                let (b, ops) = self.succ_operands(em, bname, l, phis)?;
                let st = self.state("llvm.br", &ops, &[], &[]);
                self.place_with_succ(em, st, &[b], &extra);
                None
            }
            InstKind::CondBr(c, t, f) => {
                // MLIR converts the successors' phi values before the condition, which
                // decides the order of the constants materialized at the entry.
                let (tb, tops) = self.succ_operands(em, bname, t, phis)?;
                let (fb, fops) = self.succ_operands(em, bname, f, phis)?;
                let cv = self.val(em, c)?;
                let mut ops = vec![cv];
                ops.extend(&tops);
                ops.extend(&fops);
                let seg = self.ctx.dense_i32_array(&[1, tops.len() as i64, fops.len() as i64]);
                let st = self.state("llvm.cond_br", &ops, &[], &[("operandSegmentSizes", seg)]);
                self.place_with_succ(em, st, &[tb, fb], &extra);
                None
            }
            InstKind::Switch(v, d, cases) => {
                let cv = self.val(em, v)?;
                let (db, dops) = self.succ_operands(em, bname, d, phis)?;
                let mut ops = vec![cv];
                ops.extend(&dops);
                let mut succ = vec![db];
                let mut segs = Vec::new();
                let mut values = Vec::new();
                for (c, l) in cases {
                    let (b, cops) = self.succ_operands(em, bname, l, phis)?;
                    succ.push(b);
                    segs.push(cops.len() as i64);
                    ops.extend(&cops);
                    let k = fold(c)?;
                    values.push(match k {
                        crate::consts::C::Int(_, v) => v.to_string(),
                        _ => return Err("case value is not a constant integer".into()),
                    });
                }
                let mut attrs = vec![
                    ("case_operand_segments", self.ctx.dense_i32_array(&segs)),
                    (
                        "operandSegmentSizes",
                        self.ctx.dense_i32_array(&[1, dops.len() as i64, segs.iter().sum::<i64>()]),
                    ),
                ];
                if !values.is_empty() {
                    let w = match &v.ty {
                        Type::Int(w) => *w,
                        _ => 32,
                    };
                    attrs.push((
                        "case_values",
                        self.attr(&format!("dense<[{}]> : vector<{}xi{w}>", values.join(", "), values.len()))?,
                    ));
                }
                let st = self.state("llvm.switch", &ops, &[], &attrs);
                self.place_with_succ(em, st, &succ, &extra);
                None
            }
            InstKind::IndirectBr(a, ds) => {
                let av = self.val(em, a)?;
                let mut ops = vec![av];
                let mut succ = Vec::new();
                let mut segs = Vec::new();
                for d in ds {
                    let (b, dops) = self.succ_operands(em, bname, d, phis)?;
                    succ.push(b);
                    segs.push(dops.len() as i64);
                    ops.extend(&dops);
                }
                let st = self.state(
                    "llvm.indirectbr",
                    &ops,
                    &[],
                    &[("indbr_operand_segments", self.ctx.dense_i32_array(&segs))],
                );
                self.place_with_succ(em, st, &succ, &extra);
                None
            }
            InstKind::Unreachable => {
                self.emit(em, "llvm.unreachable", &[], None, vec![], &extra);
                None
            }
            InstKind::Resume(v) => {
                let a = self.val(em, v)?;
                self.emit(em, "llvm.resume", &[a], None, vec![], &extra);
                None
            }
            InstKind::ExtractValue(a, idx) => {
                let av = self.val(em, a)?;
                let rt = self.member_type(&a.ty, idx)?;
                let t = self.ty(&rt)?;
                let pos: Vec<i64> = idx.iter().map(|i| *i as i64).collect();
                let attrs = vec![("position", self.ctx.dense_i64_array(&pos))];
                Some(self.emit(em, "llvm.extractvalue", &[av], Some(t), attrs, &extra))
            }
            InstKind::InsertValue(a, v, idx) => {
                let av = self.val(em, a)?;
                let vv = self.val(em, v)?;
                let t = self.ty(&a.ty)?;
                let pos: Vec<i64> = idx.iter().map(|i| *i as i64).collect();
                let attrs = vec![("position", self.ctx.dense_i64_array(&pos))];
                Some(self.emit(em, "llvm.insertvalue", &[av, vv], Some(t), attrs, &extra))
            }
            InstKind::ExtractElement(v, i) => {
                let vv = self.val(em, v)?;
                let iv = self.val(em, i)?;
                let et = match &v.ty {
                    Type::Vector { elem, .. } => (**elem).clone(),
                    _ => return Err("extractelement operand must be a vector".into()),
                };
                let t = self.ty(&et)?;
                Some(self.emit(em, "llvm.extractelement", &[vv, iv], Some(t), vec![], &extra))
            }
            InstKind::InsertElement(v, e, i) => {
                let vv = self.val(em, v)?;
                let ev = self.val(em, e)?;
                let iv = self.val(em, i)?;
                let t = self.ty(&v.ty)?;
                Some(self.emit(em, "llvm.insertelement", &[vv, ev, iv], Some(t), vec![], &extra))
            }
            InstKind::ShuffleVector(a, b, m) => {
                let av = self.val(em, a)?;
                let bv = self.val(em, b)?;
                let (scalable, len, elem) = match (&a.ty, &m.ty) {
                    (Type::Vector { elem, .. }, Type::Vector { scalable, len, .. }) => (*scalable, *len, elem.clone()),
                    _ => return Err("shufflevector operands must be vectors".into()),
                };
                let mask: Vec<i64> = match fold(m)? {
                    crate::consts::C::Data(_, e) | crate::consts::C::Agg(_, e) => {
                        e.iter().map(|x| const_int(x).map_or(-1, |v| v as i64)).collect()
                    }
                    crate::consts::C::Zero(_) => vec![0; len as usize],
                    _ => vec![-1; len as usize],
                };
                let t = self.ty(&Type::Vector { scalable, len, elem })?;
                let attrs = vec![("mask", self.ctx.dense_i32_array(&mask))];
                Some(self.emit(em, "llvm.shufflevector", &[av, bv], Some(t), attrs, &extra))
            }
            InstKind::Fence(a) => {
                let mut attrs = vec![("ordering", self.enum_llvm("AtomicOrdering", &a.ordering)?)];
                if let Some(s) = a.scope.as_ref().filter(|s| !s.is_empty()) {
                    attrs.push(("syncscope", self.ctx.string_attr(s)));
                }
                self.emit(em, "llvm.fence", &[], None, attrs, &extra);
                None
            }
            InstKind::AtomicRmw { volatile, op, ptr, val, atomic, align } => {
                let p = self.val(em, ptr)?;
                let v = self.val(em, val)?;
                let t = self.ty(&val.ty)?;
                let align = align.unwrap_or_else(|| self.layout.size_bits(&val.ty, &self.structs).div_ceil(8));
                let mut attrs = vec![
                    ("bin_op", self.enum_llvm("AtomicBinOp", op)?),
                    ("ordering", self.enum_llvm("AtomicOrdering", &atomic.ordering)?),
                    ("alignment", self.ctx.i64_attr(align as i64)),
                ];
                if let Some(s) = atomic.scope.as_ref().filter(|s| !s.is_empty()) {
                    attrs.push(("syncscope", self.ctx.string_attr(s)));
                }
                if *volatile {
                    attrs.push(("volatile_", self.ctx.unit_attr()));
                }
                Some(self.emit(em, "llvm.atomicrmw", &[p, v], Some(t), attrs, &extra))
            }
            InstKind::CmpXchg { weak, volatile, ptr, cmp, new, success, failure, align } => {
                let p = self.val(em, ptr)?;
                let c = self.val(em, cmp)?;
                let n = self.val(em, new)?;
                let rt = Type::Struct { packed: false, fields: vec![cmp.ty.clone(), Type::Int(1)] };
                let t = self.ty(&rt)?;
                let align = align.unwrap_or_else(|| self.layout.size_bits(&cmp.ty, &self.structs).div_ceil(8));
                let mut attrs = vec![
                    ("success_ordering", self.enum_llvm("AtomicOrdering", &success.ordering)?),
                    ("failure_ordering", self.enum_llvm("AtomicOrdering", failure)?),
                    ("alignment", self.ctx.i64_attr(align as i64)),
                ];
                if let Some(s) = success.scope.as_ref().filter(|s| !s.is_empty()) {
                    attrs.push(("syncscope", self.ctx.string_attr(s)));
                }
                if *weak {
                    attrs.push(("weak", self.ctx.unit_attr()));
                }
                if *volatile {
                    attrs.push(("volatile_", self.ctx.unit_attr()));
                }
                Some(self.emit(em, "llvm.cmpxchg", &[p, c, n], Some(t), attrs, &extra))
            }
            InstKind::LandingPad { ty, cleanup, clauses } => {
                let mut ops = Vec::new();
                for (_, c) in clauses {
                    ops.push(self.val(em, c)?);
                }
                let t = self.ty(ty)?;
                let mut attrs = Vec::new();
                if *cleanup {
                    attrs.push(("cleanup", self.ctx.unit_attr()));
                }
                Some(self.emit(em, "llvm.landingpad", &ops, Some(t), attrs, &extra))
            }
            InstKind::VaArg(v, t) => {
                let a = self.val(em, v)?;
                let rt = self.ty(t)?;
                Some(self.emit(em, "llvm.va_arg", &[a], Some(rt), vec![], &extra))
            }
            InstKind::Freeze(v) => {
                let a = self.val(em, v)?;
                let t = self.ty(&v.ty)?;
                Some(self.emit(em, "llvm.freeze", &[a], Some(t), vec![], &extra))
            }
            InstKind::Other(_) => {
                let text = self.inst_text(inst.start);
                return self.mlir_error(vec![format!("unhandled instruction: {text}")]);
            }
        };
        if let Some(v) = result {
            self.define(em, inst, v);
        }
        Ok(())
    }

    fn member_type(&self, t: &Type, idx: &[u64]) -> R<Type> {
        let mut cur = t.clone();
        for &i in idx {
            cur = match self.resolve(&cur) {
                Type::Array(_, e) => *e,
                Type::Struct { fields, .. } => {
                    fields.get(i as usize).cloned().ok_or("invalid indices for extractvalue")?
                }
                _ => return Err("invalid indices for extractvalue".into()),
            };
        }
        Ok(cur)
    }

    fn atomic_attrs(&mut self, a: Option<&Atomic>, attrs: &mut Vec<(&'static str, Attribute)>) -> R<()> {
        if let Some(a) = a {
            attrs.push(("ordering", self.enum_llvm("AtomicOrdering", &a.ordering)?));
            if let Some(s) = a.scope.as_ref().filter(|s| !s.is_empty()) {
                attrs.push(("syncscope", self.ctx.string_attr(s)));
            }
        }
        Ok(())
    }

    /// Builds and places an op with `attrs` and the metadata attributes `extra`; returns
    /// its result when it has one.
    fn emit(
        &mut self,
        em: &mut Em,
        name: &str,
        ops: &[IrValue],
        result: Option<descent_ir::Type>,
        attrs: Vec<(&str, Attribute)>,
        extra: &[(String, Attribute)],
    ) -> IrValue {
        let mut all: Vec<(&str, Attribute)> = attrs;
        // Attributes of metadata only the ops that model it get.
        let info = self.ctx.lookup_op(self.ctx.ident(name));
        let keep = |k: &str| {
            !matches!(
                k,
                "tbaa"
                    | "alias_scopes"
                    | "noalias_scopes"
                    | "access_groups"
                    | "nontemporal"
                    | "invariant"
                    | "invariantGroup"
                    | "dereferenceable"
                    | "loop_annotation"
                    | "branch_weights"
            ) || info.is_some_and(|i| i.attrs.iter().any(|a| a.name == k))
        };
        all.extend(extra.iter().filter(|(k, _)| keep(k)).map(|(k, v)| (k.as_str(), *v)));
        let results: Vec<descent_ir::Type> = result.into_iter().collect();
        let op = self.op(em, name, ops, &results, &all);
        if results.is_empty() {
            IrValue(u32::MAX)
        } else {
            em.body.result(op, 0)
        }
    }

    fn attach(&mut self, em: &mut Em, v: IrValue, extra: &[(String, Attribute)]) {
        if extra.is_empty() {
            return;
        }
        if let descent_ir::ValueDef::OpResult { op, .. } = em.body.value(v).def {
            for (k, a) in extra {
                em.body.set_attr(op, self.ctx.ident(k), *a);
            }
        }
    }

    fn place_with_succ(
        &mut self,
        em: &mut Em,
        mut st: OperationState,
        succ: &[descent_ir::BlockId],
        extra: &[(String, Attribute)],
    ) {
        st.successors.extend_from_slice(succ);
        for (k, v) in extra {
            st.add_attr(self.ctx.ident(k), *v);
        }
        let op = em.body.create_op(st);
        em.body.append_op(em.block, op);
    }

    /// Metadata attachments MLIR imports as op attributes.
    fn inst_metadata(&mut self, md: &[(String, Md)], kind: &InstKind) -> R<Vec<(String, Attribute)>> {
        let mut out = Vec::new();
        for (k, m) in md {
            match k.as_str() {
                "dereferenceable" | "dereferenceable_or_null" => {
                    let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { continue };
                    let Some(n) = elems.first().and_then(crate::import::md_int) else { continue };
                    let text = if k == "dereferenceable" {
                        format!("#llvm.dereferenceable<bytes = {n}>")
                    } else {
                        format!("#llvm.dereferenceable<bytes = {n}, mayBeNull = true>")
                    };
                    out.push(("dereferenceable".to_string(), self.attr(&text)?));
                }
                "mmra" => {
                    let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { continue };
                    let tag = |s: &Self, elems: &[Md]| -> Option<String> {
                        if elems.len() == 2 {
                            let a = s.md_string(&elems[0])?;
                            let b = s.md_string(&elems[1])?;
                            Some(format!("#llvm.mmra_tag<{}:{}>", quote(&a), quote(&b)))
                        } else {
                            None
                        }
                    };
                    let text = if let Some(t) = tag(self, &elems) {
                        t
                    } else {
                        let mut tags = Vec::new();
                        for e in &elems {
                            if let Some(Md::Tuple { elems: inner, .. }) = self.md_node(e) {
                                if let Some(t) = tag(self, &inner) {
                                    tags.push(t);
                                }
                            }
                        }
                        format!("[{}]", tags.join(", "))
                    };
                    out.push(("llvm.mmra".to_string(), self.attr(&text)?));
                }
                "tbaa" => {
                    if let Some(a) = self.tbaa_tag(m)? {
                        out.push(("tbaa".to_string(), self.ctx.array_attr(&[a])));
                    }
                }
                "alias.scope" => {
                    if let Some(a) = self.alias_scopes(m)? {
                        out.push(("alias_scopes".to_string(), a));
                    }
                }
                "noalias" => {
                    if let Some(a) = self.alias_scopes(m)? {
                        out.push(("noalias_scopes".to_string(), a));
                    }
                }
                "llvm.access.group" => {
                    if let Some(a) = self.access_groups(m)? {
                        out.push(("access_groups".to_string(), a));
                    }
                }
                // Branch weights are imported on branches, not on calls.
                "prof" if !matches!(kind, InstKind::Call(_)) => {
                    let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { continue };
                    if elems.first().and_then(|e| self.md_string(e)).as_deref() != Some("branch_weights") {
                        continue;
                    }
                    let mut w = Vec::new();
                    for e in &elems[1..] {
                        match crate::import::md_int(e) {
                            Some(v) => w.push(v as i64),
                            None if self.md_string(e).is_some() => {}
                            None => break,
                        }
                    }
                    out.push(("branch_weights".to_string(), self.ctx.dense_i32_array(&w)));
                }
                "nontemporal" => out.push(("nontemporal".to_string(), self.ctx.unit_attr())),
                "invariant.load" => out.push(("invariant".to_string(), self.ctx.unit_attr())),
                "invariant.group" => out.push(("invariantGroup".to_string(), self.ctx.unit_attr())),
                "llvm.loop" => {
                    if let Some(a) = self.loop_annotation(m)? {
                        out.push(("loop_annotation".to_string(), a));
                    }
                }
                _ => {}
            }
        }
        Ok(out)
    }

    fn loop_annotation(&mut self, m: &Md) -> R<Option<Attribute>> {
        // Each `!"llvm.loop.X"` property: the option group it belongs to (empty: the
        // annotation itself), the field, and how its value is written.
        #[derive(Clone, Copy)]
        enum V {
            /// An `i1` operand; `true` when it is set (or inverted for `*.enable` -> disable).
            Bool(bool),
            /// An `i32` operand.
            Int,
            /// No operand: the field is `true`.
            Set,
            /// No operand: the field is `false` (`*.enable` flags of disable fields).
            Clear,
        }
        const PROPS: &[(&str, &str, &str, V)] = &[
            ("llvm.loop.disable_nonforced", "", "disableNonforced", V::Set),
            ("llvm.loop.mustprogress", "", "mustProgress", V::Set),
            ("llvm.loop.vectorize.enable", "vectorize", "disable", V::Bool(true)),
            ("llvm.loop.vectorize.predicate.enable", "vectorize", "predicateEnable", V::Bool(false)),
            ("llvm.loop.vectorize.scalable.enable", "vectorize", "scalableEnable", V::Bool(false)),
            ("llvm.loop.vectorize.width", "vectorize", "width", V::Int),
            ("llvm.loop.interleave.count", "interleave", "count", V::Int),
            ("llvm.loop.unroll.enable", "unroll", "disable", V::Clear),
            ("llvm.loop.unroll.disable", "unroll", "disable", V::Set),
            ("llvm.loop.unroll.count", "unroll", "count", V::Int),
            ("llvm.loop.unroll.runtime.disable", "unroll", "runtimeDisable", V::Set),
            ("llvm.loop.unroll.full", "unroll", "full", V::Set),
            ("llvm.loop.unroll_and_jam.enable", "unroll_and_jam", "disable", V::Clear),
            ("llvm.loop.unroll_and_jam.disable", "unroll_and_jam", "disable", V::Set),
            ("llvm.loop.unroll_and_jam.count", "unroll_and_jam", "count", V::Int),
            ("llvm.licm.disable", "licm", "disable", V::Set),
            ("llvm.loop.licm_versioning.disable", "licm", "versioningDisable", V::Set),
            ("llvm.loop.distribute.enable", "distribute", "disable", V::Bool(true)),
            ("llvm.loop.pipeline.disable", "pipeline", "disable", V::Bool(false)),
            ("llvm.loop.pipeline.initiationinterval", "pipeline", "initiationinterval", V::Int),
            ("llvm.loop.peeled.count", "peeled", "count", V::Int),
            ("llvm.loop.unswitch.partial.disable", "unswitch", "partialDisable", V::Set),
            ("llvm.loop.isvectorized", "", "isVectorized", V::Int),
        ];
        let Some(Md::Tuple { elems, .. }) = self.md_node(m) else { return Ok(None) };
        let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
        let mut parallel: Option<String> = None;
        // The loop's start and end locations: its first two DILocations.
        let mut locs: Vec<Attribute> = Vec::new();
        for e in elems.iter().skip(1) {
            if matches!(self.md_node(e), Some(Md::Special { ref name, .. }) if name == "DILocation") {
                locs.push(self.debug_location(Some(e)));
                continue;
            }
            let Some(Md::Tuple { elems: prop, .. }) = self.md_node(e) else { continue };
            let Some(name) = prop.first().and_then(|p| self.md_string(p)) else { continue };
            if name == "llvm.loop.parallel_accesses" {
                let mut list = Vec::new();
                for g in prop.iter().skip(1) {
                    match self.access_group(g)? {
                        Some(a) => list.push(self.attr_text(a)),
                        None => return Ok(None),
                    }
                }
                parallel = Some(list.join(", "));
                continue;
            }
            let Some(&(_, group, field, kind)) = PROPS.iter().find(|p| p.0 == name) else { return Ok(None) };
            let int = prop.get(1).and_then(crate::import::md_int);
            let value = match kind {
                V::Set | V::Clear if prop.len() > 1 => {
                    self.mlir_warnings.push(format!("expected metadata node {name} to hold no value"));
                    continue;
                }
                V::Set => "true".to_string(),
                V::Clear => "false".to_string(),
                V::Bool(invert) => match int {
                    Some(v) => ((v != 0) != invert).to_string(),
                    None => return Ok(None),
                },
                V::Int if field == "isVectorized" => match int {
                    Some(v) if v != 0 => "true".to_string(),
                    _ => continue,
                },
                V::Int => match int {
                    Some(v) => format!("{v} : i32"),
                    None => return Ok(None),
                },
            };
            let entry = format!("{field} = {value}");
            match groups.iter_mut().find(|g| g.0 == group) {
                Some(g) => g.1.push(entry),
                None => groups.push((group, vec![entry])),
            }
        }
        let mut fields: Vec<String> = Vec::new();
        for (group, entries) in &groups {
            if group.is_empty() {
                fields.extend(entries.iter().cloned());
            } else {
                let field = match *group {
                    "unroll_and_jam" => "unrollAndJam",
                    g => g,
                };
                fields.push(format!("{field} = <{}>", entries.join(", ")));
            }
        }
        if let Some(p) = parallel {
            fields.push(format!("parallelAccesses = {p}"));
        }
        let mut a = self.attr(&format!("#llvm.loop_annotation<{}>", fields.join(", ")))?;
        // Only locations with a scope (fused) are kept, as MLIR's `FusedLoc` parameters.
        for (param, loc) in ["startLoc", "endLoc"].into_iter().zip(locs) {
            if matches!(self.ctx.attr_data(loc), descent_ir::AttrData::Location(descent_ir::Location::Fused { .. })) {
                a = self.with_param(a, param, loc).unwrap_or(a);
            }
        }
        Ok(Some(a))
    }
}
