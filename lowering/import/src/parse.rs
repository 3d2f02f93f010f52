//! A recursive-descent parser of LLVM's textual IR into the model of [`crate::ast`]. It
//! checks syntax only (names are resolved by the importer); errors carry LLVM's messages
//! and positions.

use crate::ast::*;
use crate::lexer::{lex, Pos, Tok, Token};

/// A parse error.
#[derive(Clone, Debug)]
pub struct ParseError {
    /// Where.
    pub pos: Pos,
    /// What.
    pub msg: String,
}

type R<T> = Result<T, ParseError>;

/// Parses a whole module.
pub fn parse_module(src: &str) -> R<Module> {
    let toks = lex(src).map_err(|e| ParseError { pos: e.pos, msg: e.msg })?;
    let mut p = Parser { toks, i: 0, labels: Vec::new(), ret: Type::Void, dbg_records: false, dbg_calls: false };
    p.module()
}

struct Parser {
    toks: Vec<Token>,
    i: usize,
    /// Labels named by the instruction being parsed.
    labels: Vec<(String, Pos)>,
    /// The result type of the function being parsed (`ret` is checked against it).
    ret: Type,
    /// Whether debug records / calls of `llvm.dbg.*` were seen: LLVM rejects a module
    /// that mixes the two forms.
    dbg_records: bool,
    dbg_calls: bool,
}

const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cfguard_checkcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "x86_thiscallcc",
    "x86_vectorcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "aarch64_vector_pcs",
    "aarch64_sve_vector_pcs",
    "msp430_intrcc",
    "avr_intrcc",
    "avr_signalcc",
    "ptx_kernel",
    "ptx_device",
    "spir_kernel",
    "spir_func",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "webkit_jscc",
    "anyregcc",
    "swiftcc",
    "swifttailcc",
    "preserve_mostcc",
    "preserve_allcc",
    "preserve_nonecc",
    "ghccc",
    "x86_intrcc",
    "hhvmcc",
    "hhvm_ccc",
    "cxx_fast_tlscc",
    "amdgpu_vs",
    "amdgpu_ls",
    "amdgpu_hs",
    "amdgpu_es",
    "amdgpu_gs",
    "amdgpu_ps",
    "amdgpu_cs",
    "amdgpu_kernel",
    "tailcc",
    "m68k_rtdcc",
    "graalcc",
    "riscv_vector_cc",
];

const FMF: &[&str] = &["fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];

/// Parameter/return attributes whose argument is a type in parentheses.
const TYPE_ATTRS: &[&str] = &["byval", "byref", "sret", "preallocated", "inalloca", "elementtype"];

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.i].tok
    }
    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.i + n).min(self.toks.len() - 1)].tok
    }
    fn pos(&self) -> Pos {
        self.toks[self.i].pos
    }
    fn bump(&mut self) -> Tok {
        let t = self.toks[self.i].tok.clone();
        if self.i + 1 < self.toks.len() {
            self.i += 1;
        }
        t
    }
    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(ParseError { pos: self.pos(), msg: msg.into() })
    }
    fn is_kw(&self, k: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == k)
    }
    fn eat_kw(&mut self, k: &str) -> bool {
        if self.is_kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect_kw(&mut self, k: &str, msg: &str) -> R<()> {
        if self.eat_kw(k) {
            Ok(())
        } else {
            self.err(msg)
        }
    }
    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }
    fn eat(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: char, msg: &str) -> R<()> {
        if self.eat(c) {
            Ok(())
        } else {
            self.err(msg)
        }
    }
    fn ident(&self) -> Option<&str> {
        match self.peek() {
            Tok::Ident(s) => Some(s),
            _ => None,
        }
    }
    fn string(&mut self, msg: &str) -> R<String> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.bump();
                Ok(String::from_utf8_lossy(&s).into_owned())
            }
            _ => self.err(msg),
        }
    }
    fn uint(&mut self, msg: &str) -> R<u64> {
        match self.peek().clone() {
            Tok::Int(s) => match s.parse::<u64>() {
                Ok(n) => {
                    self.bump();
                    Ok(n)
                }
                Err(_) => self.err(msg),
            },
            _ => self.err(msg),
        }
    }

    fn module(&mut self) -> R<Module> {
        let mut m = Module::default();
        // As LLVM's parser: `target ...` and `source_filename` only before anything else.
        let mut header = true;
        loop {
            let pos = self.pos();
            let is_header = matches!(self.peek(), Tok::Ident(k) if k == "target" || k == "source_filename");
            if is_header && !header {
                return self.err("expected top-level entity");
            }
            header = is_header;
            match self.peek().clone() {
                Tok::Eof => return Ok(m),
                Tok::Ident(k) if k == "source_filename" => {
                    self.bump();
                    self.expect('=', "expected '=' after source_filename")?;
                    m.source_filename = Some(self.string("expected string")?);
                }
                Tok::Ident(k) if k == "target" => {
                    self.bump();
                    if self.eat_kw("triple") {
                        self.expect('=', "expected '=' after target triple")?;
                        m.triple = Some(self.string("expected string")?);
                    } else if self.eat_kw("datalayout") {
                        self.expect('=', "expected '=' after target datalayout")?;
                        m.datalayout = Some(self.string("expected string")?);
                    } else {
                        return self.err("unknown target property");
                    }
                }
                Tok::Ident(k) if k == "module" => {
                    self.bump();
                    self.expect_kw("asm", "expected 'module asm'")?;
                    m.module_asm.push(self.string("expected string")?);
                }
                Tok::Ident(k) if k == "declare" || k == "define" => {
                    self.bump();
                    // A declaration's attachments come first (`declare !dbg !3 void @f()`).
                    let mut md = Vec::new();
                    while let (Tok::Meta(name), true) = (self.peek().clone(), k == "declare") {
                        self.bump();
                        md.push((name, self.md_operand()?));
                    }
                    let mut f = self.function(k == "define")?;
                    md.append(&mut f.md);
                    f.md = md;
                    m.order.push(('f', m.functions.len()));
                    m.functions.push(f);
                }
                Tok::Ident(k) if k == "attributes" => {
                    self.bump();
                    let n = match self.bump() {
                        Tok::AttrGroup(n) => n,
                        _ => return Err(ParseError { pos, msg: "expected attribute group id".into() }),
                    };
                    self.expect('=', "expected '=' here")?;
                    self.expect('{', "expected '{' here")?;
                    let attrs = self.attrs(AttrCtx::Func)?;
                    self.expect('}', "expected end of attribute group")?;
                    m.attr_groups.push((n, attrs));
                }
                Tok::Ident(k) if k == "uselistorder" || k == "uselistorder_bb" => {
                    // Use-list orders do not change the IR: skip the line's tokens.
                    let line = pos.line;
                    while self.pos().line == line && *self.peek() != Tok::Eof {
                        self.bump();
                    }
                }
                Tok::Local(name) => {
                    self.bump();
                    self.expect('=', "expected '=' after name")?;
                    self.expect_kw("type", "expected 'type' after name")?;
                    if self.eat_kw("opaque") {
                        m.types.push((name, None));
                    } else {
                        let t = self.ty()?;
                        m.types.push((name, Some(t)));
                    }
                }
                Tok::Comdat(name) => {
                    self.bump();
                    self.expect('=', "expected '=' here")?;
                    self.expect_kw("comdat", "expected comdat keyword")?;
                    let kind = match self.bump() {
                        Tok::Ident(k) => k,
                        _ => return self.err("unknown selection kind"),
                    };
                    m.comdats.push((name, kind));
                }
                Tok::Global(name) => {
                    self.bump();
                    self.expect('=', "expected '=' after name")?;
                    self.global_def(&mut m, name, pos)?;
                }
                Tok::Meta(name) => {
                    self.bump();
                    self.expect('=', "expected '=' here")?;
                    if name.chars().all(|c| c.is_ascii_digit()) {
                        let distinct = self.eat_kw("distinct");
                        let md = self.md_node(distinct)?;
                        m.md.push((name, md));
                    } else {
                        self.expect('!', "Expected '!' here")?;
                        self.expect('{', "Expected '{' here")?;
                        let mut elems = Vec::new();
                        if !self.is_punct('}') {
                            loop {
                                match self.bump() {
                                    Tok::Meta(r) => elems.push(Md::Ref(r)),
                                    Tok::Punct('!') if self.is_punct('{') => {
                                        // An inline tuple is not allowed by LLVM here either.
                                        return self.err("expected metadata node");
                                    }
                                    _ => return self.err("Expected '!' here"),
                                }
                                if !self.eat(',') {
                                    break;
                                }
                            }
                        }
                        self.expect('}', "expected '}' here")?;
                        m.named_md.push((name, elems));
                    }
                }
                _ => return self.err("expected top-level entity"),
            }
        }
    }

    fn linkage(&mut self) -> Linkage {
        let mut l = Linkage::default();
        while let Some(k) = self.ident().map(str::to_string) {
            if LINKAGES.contains(&k.as_str()) {
                l.linkage = k;
            } else if k == "hidden" || k == "protected" || k == "default" {
                l.visibility = if k == "default" { String::new() } else { k };
            } else if k == "dllimport" || k == "dllexport" {
                l.dll = k;
            } else if k == "dso_local" {
                l.dso_local = true;
            } else if k == "dso_preemptable" {
            } else if k == "thread_local" {
                self.bump();
                let mut model = "general".to_string();
                if self.eat('(') {
                    if let Some(m) = self.ident() {
                        model = m.to_string();
                        self.bump();
                    }
                    let _ = self.eat(')');
                }
                l.thread_local = Some(model);
                continue;
            } else if k == "unnamed_addr" || k == "local_unnamed_addr" {
                l.unnamed_addr = k;
            } else {
                break;
            }
            self.bump();
        }
        l
    }

    fn global_def(&mut self, m: &mut Module, name: String, pos: Pos) -> R<()> {
        let link = self.linkage();
        let mut addrspace = 0;
        if self.eat_kw("addrspace") {
            addrspace = self.paren_uint()? as u32;
        }
        if self.is_kw("alias") || self.is_kw("ifunc") {
            let ifunc = self.is_kw("ifunc");
            self.bump();
            let ty = self.ty()?;
            self.expect(',', "expected comma after alias or ifunc's type")?;
            let target = self.tv()?;
            let aspace = if let Type::Ptr(a) = target.ty { a } else { 0 };
            // `, partition "..."` and metadata may follow.
            while self.eat(',') {
                if self.eat_kw("partition") {
                    self.string("expected string")?;
                } else {
                    return self.err("unknown alias or ifunc property!");
                }
            }
            m.order.push(('a', m.aliases.len()));
            m.aliases.push(Alias { name, pos, link, ty, target, ifunc, addrspace: aspace });
            return Ok(());
        }
        let externally_initialized = self.eat_kw("externally_initialized");
        let constant = if self.eat_kw("constant") {
            true
        } else if self.eat_kw("global") {
            false
        } else {
            return self.err("expected 'global' or 'constant'");
        };
        let ty = self.ty()?;
        // Only an explicit declaration linkage means there is no initializer.
        let has_init = !matches!(link.linkage.as_str(), "external" | "extern_weak");
        let init = if has_init { Some(self.value_of(&ty)?) } else { None };
        let mut g = Global {
            name,
            pos,
            link,
            addrspace,
            externally_initialized,
            constant,
            ty,
            init,
            section: None,
            partition: None,
            comdat: None,
            align: None,
            code_model: None,
            attrs: Vec::new(),
            md: Vec::new(),
        };
        while self.eat(',') {
            if self.eat_kw("section") {
                g.section = Some(self.string("expected global section string")?);
            } else if self.eat_kw("partition") {
                g.partition = Some(self.string("expected partition string")?);
            } else if self.eat_kw("align") {
                g.align = Some(self.uint("expected alignment")?);
            } else if self.eat_kw("code_model") {
                g.code_model = Some(self.string("expected code model")?);
            } else if self.is_kw("comdat") {
                g.comdat = Some(self.comdat(&g.name)?);
            } else if let Tok::Meta(k) = self.peek().clone() {
                self.bump();
                let md = self.md_operand()?;
                g.md.push((k, md));
            } else if self.is_kw("sanitize_memtag") || self.is_kw("no_sanitize_address") {
                self.bump();
            } else {
                return self.err("unknown global variable property!");
            }
        }
        // Attributes after the properties (`#0`).
        while let Tok::AttrGroup(n) = self.peek().clone() {
            self.bump();
            g.attrs.push(Attr::Group(n));
        }
        m.order.push(('g', m.globals.len()));
        m.globals.push(g);
        Ok(())
    }

    fn comdat(&mut self, own: &str) -> R<String> {
        self.expect_kw("comdat", "expected comdat")?;
        if self.eat('(') {
            let c = match self.bump() {
                Tok::Comdat(c) => c,
                _ => return self.err("expected comdat variable"),
            };
            self.expect(')', "expected ')' after comdat var")?;
            Ok(c)
        } else {
            Ok(own.to_string())
        }
    }

    fn paren_uint(&mut self) -> R<u64> {
        self.expect('(', "expected '(' in address space")?;
        let n = self.uint("expected integer")?;
        self.expect(')', "expected ')' in address space")?;
        Ok(n)
    }

    fn function(&mut self, define: bool) -> R<Function> {
        let link = self.linkage();
        let mut cconv = String::new();
        if let Some(k) = self.ident() {
            if CCONVS.contains(&k) {
                cconv = k.to_string();
                self.bump();
            } else if k == "cc" {
                self.bump();
                cconv = format!("cc{}", self.uint("expected integer")?);
            }
        }
        let ret_attrs = self.attrs(AttrCtx::Ret)?;
        let ret = self.ty()?;
        let pos = self.pos();
        let name = match self.bump() {
            Tok::Global(n) => n,
            _ => return Err(ParseError { pos, msg: "expected function name".into() }),
        };
        self.expect('(', "expected '(' in function argument list")?;
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.eat(')') {
            loop {
                if self.peek() == &Tok::Dots {
                    self.bump();
                    vararg = true;
                    break;
                }
                let ty = self.ty()?;
                let attrs = self.attrs(AttrCtx::Param)?;
                let pname = match self.peek().clone() {
                    Tok::Local(n) => {
                        self.bump();
                        Some(n)
                    }
                    _ => None,
                };
                params.push(Param { ty, attrs, name: pname });
                if !self.eat(',') {
                    break;
                }
            }
            self.expect(')', "expected ')' at end of argument list")?;
        }
        let mut f = Function {
            name,
            pos,
            link,
            cconv,
            ret_attrs,
            ret,
            params,
            vararg,
            addrspace: 0,
            attrs: Vec::new(),
            section: None,
            partition: None,
            comdat: None,
            align: None,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            md: Vec::new(),
            blocks: None,
        };
        loop {
            if self.is_kw("unnamed_addr") || self.is_kw("local_unnamed_addr") {
                f.link.unnamed_addr = self.ident().unwrap_or_default().to_string();
                self.bump();
            } else if self.eat_kw("addrspace") {
                f.addrspace = self.paren_uint()? as u32;
            } else if self.eat_kw("section") {
                f.section = Some(self.string("expected section name")?);
            } else if self.eat_kw("partition") {
                f.partition = Some(self.string("expected partition name")?);
            } else if self.is_kw("comdat") {
                f.comdat = Some(self.comdat(&f.name.clone())?);
            } else if self.is_kw("align") && matches!(self.peek_at(1), Tok::Int(_)) {
                self.bump();
                f.align = Some(self.uint("expected alignment")?);
            } else if self.eat_kw("gc") {
                f.gc = Some(self.string("expected gc name")?);
            } else if self.eat_kw("prefix") {
                f.prefix = Some(self.tv()?);
            } else if self.eat_kw("prologue") {
                f.prologue = Some(self.tv()?);
            } else if self.eat_kw("personality") {
                f.personality = Some(self.tv()?);
            } else if let (Tok::Meta(k), false) = (self.peek().clone(), self.peek_at(1) == &Tok::Punct('=')) {
                // (`!name =` after a declaration starts a new definition.)
                self.bump();
                let md = self.md_operand()?;
                f.md.push((k, md));
            } else {
                let before = self.i;
                let mut a = self.attrs(AttrCtx::Func)?;
                if self.i == before {
                    break;
                }
                f.attrs.append(&mut a);
            }
        }
        if define {
            self.ret = f.ret.clone();
            self.expect('{', "expected '{' in function body")?;
            let mut blocks = Vec::new();
            let mut first = true;
            while !self.is_punct('}') {
                if *self.peek() == Tok::Eof {
                    return self.err("expected instruction opcode");
                }
                blocks.push(self.block(first)?);
                first = false;
            }
            self.bump();
            if blocks.is_empty() {
                return self.err("function body requires at least one basic block");
            }
            f.blocks = Some(blocks);
        }
        Ok(f)
    }

    fn block(&mut self, first: bool) -> R<Block> {
        let pos = self.pos();
        let name = match self.peek().clone() {
            Tok::Label(l) => {
                self.bump();
                l
            }
            _ if first => String::new(),
            _ => String::new(),
        };
        let mut insts = Vec::new();
        loop {
            if let Tok::Hash(kind) = self.peek().clone() {
                insts.push(self.debug_record(kind)?);
                continue;
            }
            let inst = self.inst()?;
            let term = matches!(
                inst.kind,
                InstKind::Ret(_)
                    | InstKind::Br(_)
                    | InstKind::CondBr(..)
                    | InstKind::Switch(..)
                    | InstKind::IndirectBr(..)
                    | InstKind::Unreachable
                    | InstKind::Resume(_)
                    | InstKind::Invoke(..)
            ) || matches!(&inst.kind, InstKind::Other(o) if matches!(o.as_str(), "callbr" | "catchswitch" | "catchret" | "cleanupret"));
            insts.push(inst);
            if term {
                break;
            }
        }
        Ok(Block { name, pos, insts })
    }

    /// `#dbg_value(V, !var, !expr, !loc)`, `#dbg_declare(...)`, `#dbg_assign(...)`,
    /// `#dbg_label(!label, !loc)`: the call of the debug intrinsic the record stands for
    /// (`llvm.dbg.value(metadata V, metadata !var, metadata !expr), !dbg !loc`), which is
    /// how MLIR sees them too.
    fn debug_record(&mut self, kind: String) -> R<Inst> {
        let start = self.pos();
        if self.dbg_calls {
            return self.err("debug record should not appear in a module containing debug info intrinsics");
        }
        self.dbg_records = true;
        self.bump();
        self.expect('(', "expected '(' here")?;
        let mut ops = Vec::new();
        if !self.eat(')') {
            ops = self.separated(')', "expected ')' here", Self::md_operand)?;
        }
        let name = kind.strip_prefix("dbg_").unwrap_or(&kind);
        // The last operand is the location; the others are the intrinsic's arguments.
        let loc = ops.pop();
        let md = loc.map(|l| vec![("dbg".to_string(), l)]).unwrap_or_default();
        let args = ops
            .into_iter()
            .map(|m| Arg { tv: TV { ty: Type::Metadata, v: Val::Metadata(m), pos: start }, attrs: Vec::new() })
            .collect();
        let ci = CallInfo {
            tail: String::new(),
            fmf: Vec::new(),
            cconv: String::new(),
            ret_attrs: Vec::new(),
            ty: Type::Void,
            callee: TV { ty: Type::Ptr(0), v: Val::Const(Const::Global(format!("llvm.dbg.{name}"))), pos: start },
            args,
            fn_attrs: Vec::new(),
            bundles: Vec::new(),
        };
        Ok(Inst { result: None, kind: InstKind::Call(Box::new(ci)), md, pos: start, labels: Vec::new(), start })
    }

    fn skip_parens(&mut self) -> R<()> {
        self.expect('(', "expected '(' here")?;
        let mut depth = 1;
        while depth > 0 {
            match self.bump() {
                Tok::Punct('(') => depth += 1,
                Tok::Punct(')') => depth -= 1,
                Tok::Eof => return self.err("expected ')' here"),
                _ => {}
            }
        }
        Ok(())
    }

    /// Attributes of a parameter, result or function, until a token that is none.
    fn attrs(&mut self, cx: AttrCtx) -> R<Vec<Attr>> {
        let mut out = Vec::new();
        loop {
            match self.peek().clone() {
                Tok::AttrGroup(n) if cx == AttrCtx::Func => {
                    self.bump();
                    out.push(Attr::Group(n));
                }
                Tok::Str(k) => {
                    // A string attribute; in a parameter list a string is never a value.
                    self.bump();
                    let key = String::from_utf8_lossy(&k).into_owned();
                    if self.eat('=') {
                        let v = self.string("expected string")?;
                        out.push(Attr::Str(key, Some(v)));
                    } else {
                        out.push(Attr::Str(key, None));
                    }
                }
                Tok::Ident(k) => {
                    if !is_attr_keyword(&k, cx) {
                        return Ok(out);
                    }
                    self.bump();
                    if TYPE_ATTRS.contains(&k.as_str()) && self.is_punct('(') {
                        self.bump();
                        let t = self.ty()?;
                        self.expect(')', "expected ')'")?;
                        out.push(Attr::Type(k, t));
                    } else if k == "align" && cx != AttrCtx::Func {
                        if self.eat('(') {
                            let n = self.uint("expected alignment")?;
                            self.expect(')', "expected ')'")?;
                            out.push(Attr::Int(k, n));
                        } else {
                            let n = self.uint("expected alignment")?;
                            out.push(Attr::Int(k, n));
                        }
                    } else if k == "align" && cx == AttrCtx::Func && self.eat('=') {
                        let n = self.uint("expected alignment")?;
                        out.push(Attr::Int(k, n));
                    } else if k == "alignstack" && self.is_punct('=') {
                        self.bump();
                        let n = self.uint("expected alignment")?;
                        out.push(Attr::Int(k, n));
                    } else if self.is_punct('(') {
                        self.bump();
                        let mut toks = Vec::new();
                        let mut depth = 1;
                        loop {
                            let t = self.bump();
                            match &t {
                                Tok::Punct('(') => depth += 1,
                                Tok::Punct(')') => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                Tok::Eof => return self.err("expected ')'"),
                                _ => {}
                            }
                            toks.push(tok_text(&t));
                        }
                        let single_int = toks.len() == 1 && toks[0].parse::<u64>().is_ok();
                        if single_int && k != "vscale_range" && k != "allocsize" && k != "uwtable" {
                            out.push(Attr::Int(k, toks[0].parse().unwrap_or(0)));
                        } else {
                            out.push(Attr::Paren(k, toks));
                        }
                    } else {
                        out.push(Attr::Flag(k));
                    }
                }
                _ => return Ok(out),
            }
        }
    }

    // ---- types ----

    fn ty(&mut self) -> R<Type> {
        let pos = self.pos();
        let mut t = match self.peek().clone() {
            Tok::Ident(k) => {
                self.bump();
                match k.as_str() {
                    "void" => Type::Void,
                    "half" | "bfloat" | "float" | "double" | "x86_fp80" | "fp128" | "ppc_fp128" => {
                        Type::Float(float_name(&k))
                    }
                    "x86_amx" => Type::X86Amx,
                    "label" => Type::Label,
                    "token" => Type::Token,
                    "metadata" => Type::Metadata,
                    "ptr" => {
                        let mut a = 0;
                        if self.eat_kw("addrspace") {
                            a = self.paren_uint()? as u32;
                        }
                        if self.is_punct('*') {
                            return self.err("ptr* is invalid - use ptr instead");
                        }
                        Type::Ptr(a)
                    }
                    "target" => {
                        self.expect('(', "expected '(' in target extension type")?;
                        let name = self.string("expected string")?;
                        let mut types = Vec::new();
                        let mut ints = Vec::new();
                        while self.eat(',') {
                            if let Tok::Int(_) = self.peek() {
                                ints.push(self.uint("expected integer")?);
                            } else {
                                types.push(self.ty()?);
                            }
                        }
                        self.expect(')', "expected ')' in target extension type")?;
                        Type::TargetExt { name, types, ints }
                    }
                    _ if k.starts_with('i') && k.len() > 1 && k[1..].bytes().all(|c| c.is_ascii_digit()) => {
                        match k[1..].parse::<u32>() {
                            Ok(w) if (1..=(1 << 23)).contains(&w) => Type::Int(w),
                            _ => return Err(ParseError { pos, msg: "bitwidth for integer type out of range".into() }),
                        }
                    }
                    _ => return Err(ParseError { pos, msg: "expected type".into() }),
                }
            }
            Tok::Local(n) => {
                self.bump();
                Type::Named(n)
            }
            Tok::Punct('{') => {
                self.bump();
                let fields = self.type_list('}')?;
                Type::Struct { packed: false, fields }
            }
            Tok::Punct('[') => {
                self.bump();
                let n = self.uint("expected number in address space")?;
                self.expect_kw("x", "expected 'x' after element count")?;
                let e = self.ty()?;
                self.expect(']', "expected end of sequential type")?;
                Type::Array(n, Box::new(e))
            }
            Tok::Punct('<') => {
                self.bump();
                if self.eat('{') {
                    let fields = self.type_list('}')?;
                    self.expect('>', "expected '>' at end of packed struct")?;
                    Type::Struct { packed: true, fields }
                } else {
                    let scalable = if self.is_kw("vscale") {
                        self.bump();
                        self.expect_kw("x", "expected 'x' after vscale")?;
                        true
                    } else {
                        false
                    };
                    let n = self.uint("expected number in address space")?;
                    self.expect_kw("x", "expected 'x' after element count")?;
                    let e = self.ty()?;
                    self.expect('>', "expected end of sequential type")?;
                    Type::Vector { scalable, len: n, elem: Box::new(e) }
                }
            }
            _ => return self.err("expected type"),
        };
        // Suffixes: function types `ret (params)`, and typed pointers `T*` /
        // `T addrspace(N)*`, which LLVM reads as opaque pointers.
        loop {
            if self.is_punct('*') || self.is_kw("addrspace") {
                let msg = match t {
                    Type::Label => Some("basic block pointers are invalid"),
                    Type::Void => Some("pointers to void are invalid - use i8* instead"),
                    Type::Metadata | Type::Token | Type::X86Amx => Some("pointer to this type is invalid"),
                    _ => None,
                };
                if let Some(m) = msg.filter(|_| self.is_punct('*')) {
                    return self.err(m);
                }
                let mut a = 0;
                if self.eat_kw("addrspace") {
                    a = self.paren_uint()? as u32;
                    if !self.is_punct('*') {
                        return self.err("expected '*' in address space");
                    }
                }
                self.bump();
                t = Type::Ptr(a);
                continue;
            }
            if !self.is_punct('(') {
                break;
            }
            self.bump();
            let mut params = Vec::new();
            let mut vararg = false;
            if !self.eat(')') {
                loop {
                    if *self.peek() == Tok::Dots {
                        self.bump();
                        vararg = true;
                        break;
                    }
                    let p = self.ty()?;
                    // Attributes are allowed (and dropped) in function types.
                    let _ = self.attrs(AttrCtx::Param)?;
                    params.push(p);
                    if !self.eat(',') {
                        break;
                    }
                }
                self.expect(')', "expected ')' at end of argument list")?;
            }
            t = Type::Func { ret: Box::new(t), params, vararg };
        }
        Ok(t)
    }

    fn type_list(&mut self, close: char) -> R<Vec<Type>> {
        if self.eat(close) {
            return Ok(Vec::new());
        }
        self.separated(close, "expected '}' at end of struct", Self::ty)
    }

    /// Items separated by commas (at least one), then `close` (`msg` when it is missing).
    fn separated<T>(&mut self, close: char, msg: &str, mut item: impl FnMut(&mut Self) -> R<T>) -> R<Vec<T>> {
        let mut v = Vec::new();
        loop {
            v.push(item(self)?);
            if !self.eat(',') {
                break;
            }
        }
        self.expect(close, msg)?;
        Ok(v)
    }

    // ---- values ----

    fn tv(&mut self) -> R<TV> {
        let ty = self.ty()?;
        self.value_of(&ty)
    }

    fn value_of(&mut self, ty: &Type) -> R<TV> {
        let pos = self.pos();
        let v = self.value(ty)?;
        Ok(TV { ty: ty.clone(), v, pos })
    }

    fn value(&mut self, ty: &Type) -> R<Val> {
        let c = |c: Const| Ok(Val::Const(c));
        // `metadata ptr %p`, `metadata !7`: a metadata operand.
        if *ty == Type::Metadata {
            return Ok(Val::Metadata(self.md_operand()?));
        }
        match self.peek().clone() {
            Tok::Local(n) => {
                self.bump();
                Ok(Val::Local(n))
            }
            Tok::Global(n) => {
                self.bump();
                c(Const::Global(n))
            }
            Tok::Int(s) => {
                self.bump();
                match s.parse::<i128>() {
                    Ok(v) => c(Const::Int(v)),
                    Err(_) if s.starts_with('-') => c(Const::BigInt(s)),
                    Err(_) => match s.parse::<u128>() {
                        Ok(v) => c(Const::Int(v as i128)),
                        Err(_) => c(Const::BigInt(s)),
                    },
                }
            }
            Tok::HexInt(s) => {
                self.bump();
                let neg = s.starts_with('s');
                let v = u128::from_str_radix(&s[3..], 16).unwrap_or(0) as i128;
                // `s0x` values are sign-extended from their digits' width.
                let bits = 4 * (s.len() as u32 - 3);
                let v = if neg && bits < 128 && (v >> (bits - 1)) & 1 == 1 { v - (1i128 << bits) } else { v };
                c(Const::Int(v))
            }
            Tok::Float(s) => {
                self.bump();
                c(Const::Float(s))
            }
            Tok::HexFloat(k, d) => {
                self.bump();
                c(Const::HexFloat(k, d))
            }
            Tok::CStr(s) => {
                self.bump();
                c(Const::CStr(s))
            }
            Tok::Meta(_) | Tok::Punct('!') => Ok(Val::Metadata(self.md_operand()?)),
            Tok::Punct('[') => {
                self.bump();
                let elems = self.tv_list(']')?;
                c(Const::Array(elems))
            }
            Tok::Punct('{') => {
                self.bump();
                let elems = self.tv_list('}')?;
                c(Const::Struct(elems))
            }
            Tok::Punct('<') => {
                self.bump();
                if self.eat('{') {
                    let elems = self.tv_list('}')?;
                    self.expect('>', "expected '>' at end of packed struct")?;
                    c(Const::Struct(elems))
                } else {
                    let elems = self.tv_list('>')?;
                    c(Const::Vector(elems))
                }
            }
            Tok::Ident(k) => {
                let pos = self.pos();
                self.bump();
                match k.as_str() {
                    "true" => c(Const::Int(1)),
                    "false" => c(Const::Int(0)),
                    "null" => c(Const::Null),
                    "none" => c(Const::None),
                    "undef" => c(Const::Undef),
                    "poison" => c(Const::Poison),
                    "zeroinitializer" => c(Const::Zero),
                    "splat" => {
                        self.expect('(', "expected '(' after splat")?;
                        let v = self.tv()?;
                        self.expect(')', "expected ')' at end of splat")?;
                        c(Const::Splat(Box::new(v)))
                    }
                    "blockaddress" => {
                        self.expect('(', "expected '(' in block address expression")?;
                        let f = match self.bump() {
                            Tok::Global(f) => f,
                            _ => return self.err("expected function name in blockaddress"),
                        };
                        self.expect(',', "expected comma in block address expression")?;
                        let b = match self.bump() {
                            Tok::Local(b) => b,
                            _ => return self.err("expected basic block name in blockaddress"),
                        };
                        self.expect(')', "expected ')' in block address expression")?;
                        c(Const::BlockAddress(f, b))
                    }
                    "dso_local_equivalent" | "no_cfi" => {
                        let g = match self.bump() {
                            Tok::Global(g) => g,
                            _ => return self.err("expected global value name"),
                        };
                        c(if k == "no_cfi" { Const::NoCfi(g) } else { Const::DsoLocalEquivalent(g) })
                    }
                    "asm" => {
                        let mut flags = Vec::new();
                        while let Some(f) = self.ident() {
                            flags.push(f.to_string());
                            self.bump();
                        }
                        let asm = match self.bump() {
                            Tok::Str(s) => s,
                            _ => return self.err("expected string constant"),
                        };
                        self.expect(',', "expected comma in inline asm expression")?;
                        let constraints = match self.bump() {
                            Tok::Str(s) => s,
                            _ => return self.err("expected string constant"),
                        };
                        Ok(Val::InlineAsm { flags, asm, constraints })
                    }
                    _ => {
                        if let Some(e) = self.const_expr(&k)? {
                            return c(Const::Expr(Box::new(e)));
                        }
                        let _ = ty;
                        Err(ParseError { pos, msg: "expected value token".into() })
                    }
                }
            }
            _ => self.err("expected value token"),
        }
    }

    fn tv_list(&mut self, close: char) -> R<Vec<TV>> {
        if self.eat(close) {
            return Ok(Vec::new());
        }
        self.separated(close, "expected end of constant", Self::tv)
    }

    /// `k` has been consumed; parses a constant expression if `k` is an opcode.
    fn const_expr(&mut self, k: &str) -> R<Option<ConstExpr>> {
        // LLVM 22 keeps only these constant expressions; the others are its error.
        const REMOVED: &[&str] = &[
            "mul", "shl", "and", "or", "lshr", "ashr", "udiv", "sdiv", "urem", "srem", "zext", "sext", "fptrunc",
            "fpext", "uitofp", "sitofp", "fptoui", "fptosi", "icmp", "fcmp", "select", "fneg", "fadd", "fsub", "fmul",
            "fdiv", "frem",
        ];
        if REMOVED.contains(&k) {
            self.i -= 1;
            return self.err(format!("{k} constexprs are no longer supported"));
        }
        let cast = matches!(
            k,
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
                | "ptrtoaddr"
                | "bitcast"
                | "addrspacecast"
        );
        let bin = matches!(k, "add" | "sub" | "mul" | "xor" | "shl" | "lshr" | "ashr" | "and" | "or" | "udiv" | "sdiv");
        let mut flags = Vec::new();
        while let Some(f) = self.ident() {
            if matches!(f, "nuw" | "nsw" | "exact" | "inbounds" | "nusw" | "inrange") {
                flags.push(f.to_string());
                self.bump();
            } else {
                break;
            }
        }
        if cast {
            self.expect('(', "expected '(' after constantexpr cast")?;
            let v = self.tv()?;
            self.expect_kw("to", "expected 'to' in constantexpr cast")?;
            let t = self.ty()?;
            self.expect(')', "expected ')' at end of constantexpr cast")?;
            return Ok(Some(ConstExpr { op: k.into(), flags, ty: Some(t), operands: vec![v] }));
        }
        if bin || matches!(k, "extractelement" | "insertelement" | "shufflevector" | "icmp" | "fcmp" | "select") {
            if k == "icmp" || k == "fcmp" {
                let pred = self.ident().unwrap_or_default().to_string();
                self.bump();
                flags.push(pred);
            }
            self.expect('(', "expected '(' in constantexpr")?;
            let ops = self.tv_list(')')?;
            return Ok(Some(ConstExpr { op: k.into(), flags, ty: None, operands: ops }));
        }
        if k == "getelementptr" {
            // `inrange(a, b)` and friends may follow `inbounds`.
            while self.eat_kw("inrange") {
                self.skip_parens()?;
            }
            while let Some(f) = self.ident() {
                if matches!(f, "nuw" | "nsw" | "inbounds" | "nusw") {
                    flags.push(f.to_string());
                    self.bump();
                } else {
                    break;
                }
            }
            self.expect('(', "expected '(' in constantexpr")?;
            let t = self.ty()?;
            self.expect(',', "expected comma after getelementptr's type")?;
            let ops = self.separated(')', "expected ')' in constantexpr", Self::tv)?;
            return Ok(Some(ConstExpr { op: k.into(), flags, ty: Some(t), operands: ops }));
        }
        Ok(None)
    }

    // ---- metadata ----

    /// A metadata operand: `!N`, `!name`, `!"str"`, `!{...}`, `!DIxxx(...)`, or a typed value.
    fn md_operand(&mut self) -> R<Md> {
        match self.peek().clone() {
            Tok::Meta(n) => {
                self.bump();
                if self.is_punct('(') {
                    return self.md_special(n, false);
                }
                Ok(Md::Ref(n))
            }
            Tok::Punct('!') => {
                self.bump();
                match self.peek().clone() {
                    Tok::Str(s) => {
                        self.bump();
                        Ok(Md::Str(s))
                    }
                    Tok::Punct('{') => self.md_tuple(false),
                    _ => self.err("expected metadata type"),
                }
            }
            Tok::Ident(k) if k == "null" => {
                self.bump();
                Ok(Md::Null)
            }
            Tok::Ident(k) if k == "distinct" => {
                self.bump();
                self.md_node(true)
            }
            _ => {
                let tv = self.tv()?;
                Ok(Md::Value(Box::new(tv)))
            }
        }
    }

    fn md_node(&mut self, distinct: bool) -> R<Md> {
        match self.peek().clone() {
            Tok::Punct('!') => {
                self.bump();
                if let Tok::Str(s) = self.peek().clone() {
                    self.bump();
                    return Ok(Md::Str(s));
                }
                self.md_tuple(distinct)
            }
            Tok::Meta(n) if self.peek_at(1) == &Tok::Punct('(') => {
                self.bump();
                self.md_special(n, distinct)
            }
            _ => self.err("expected metadata node"),
        }
    }

    fn md_tuple(&mut self, distinct: bool) -> R<Md> {
        self.expect('{', "expected '{' here")?;
        let mut elems = Vec::new();
        if !self.eat('}') {
            elems = self.separated('}', "expected end of metadata node", Self::md_operand)?;
        }
        Ok(Md::Tuple { distinct, elems })
    }

    fn md_special(&mut self, name: String, distinct: bool) -> R<Md> {
        // (The node's name, just read.)
        let name_pos = self.toks[self.i.saturating_sub(1)].pos;
        self.expect('(', "expected '(' here")?;
        if name == "DIArgList" {
            let mut elems = Vec::new();
            if !self.eat(')') {
                loop {
                    elems.push(self.md_operand()?);
                    if !self.eat(',') {
                        break;
                    }
                }
                self.expect(')', "expected ')' here")?;
            }
            return Ok(Md::ArgList(elems));
        }
        let mut fields = Vec::new();
        if self.eat(')') {
            return Ok(Md::Special { name, distinct, fields });
        }
        loop {
            let key = match self.peek().clone() {
                Tok::Label(l) => {
                    self.bump();
                    l
                }
                _ => String::new(),
            };
            let value = match self.peek().clone() {
                Tok::Meta(_) | Tok::Punct('!') => Field::Md(self.md_operand()?),
                Tok::Ident(k) if k == "null" || k == "distinct" => Field::Md(self.md_operand()?),
                Tok::Str(s) => {
                    self.bump();
                    Field::Str(s)
                }
                _ => {
                    // Numbers, DWARF names and flag lists (`A | B`), up to the next field.
                    let mut text = String::new();
                    let mut depth = 0;
                    loop {
                        match self.peek() {
                            Tok::Eof => return self.err("expected ')' here"),
                            Tok::Punct(',' | ')') if depth == 0 => break,
                            Tok::Punct('(') => depth += 1,
                            Tok::Punct(')') => depth -= 1,
                            _ => {}
                        }
                        let t = self.bump();
                        if !text.is_empty() {
                            text.push(' ');
                        }
                        text.push_str(&tok_text(&t));
                    }
                    Field::Text(text)
                }
            };
            fields.push((key, value));
            if !self.eat(',') {
                break;
            }
        }
        self.expect(')', "expected ')' here")?;
        // LLVM requires a subprogram that is a definition to be distinct.
        let definition = fields.iter().any(|(k, v)| match v {
            Field::Text(t) => {
                (k == "spFlags" && t.split('|').any(|f| f.trim() == "DISPFlagDefinition"))
                    || (k == "isDefinition" && t == "true")
            }
            _ => false,
        });
        if name == "DISubprogram" && definition && !distinct {
            let msg = "missing 'distinct', required for !DISubprogram that is a Definition";
            return Err(ParseError { pos: name_pos, msg: msg.into() });
        }
        Ok(Md::Special { name, distinct, fields })
    }

    // ---- instructions ----

    fn label_ref(&mut self) -> R<String> {
        self.expect_kw("label", "expected 'label' here")?;
        let pos = self.pos();
        match self.bump() {
            Tok::Local(n) => {
                self.labels.push((n.clone(), pos));
                Ok(n)
            }
            _ => self.err("expected basic block name"),
        }
    }

    fn flags(&mut self, allowed: &[&str]) -> Vec<String> {
        let mut v = Vec::new();
        while let Some(f) = self.ident() {
            if allowed.contains(&f) || FMF.contains(&f) && allowed.contains(&"fmf") {
                v.push(f.to_string());
                self.bump();
            } else {
                break;
            }
        }
        v
    }

    fn align_suffix(&mut self) -> R<(Option<u64>, Attachments)> {
        let mut align = None;
        let mut md = Vec::new();
        while self.eat(',') {
            if self.eat_kw("align") {
                align = Some(self.uint("expected alignment")?);
            } else if let Tok::Meta(k) = self.peek().clone() {
                self.bump();
                md.push((k, self.md_operand()?));
            } else {
                // Back up: the comma belongs to the caller.
                self.i -= 1;
                break;
            }
        }
        Ok((align, md))
    }

    fn atomic(&mut self) -> R<Atomic> {
        let mut a = Atomic::default();
        if self.eat_kw("syncscope") {
            self.expect('(', "expected '(' in syncscope")?;
            a.scope = Some(self.string("expected syncscope name")?);
            self.expect(')', "expected ')' in syncscope")?;
        }
        match self.ident() {
            Some(o @ ("unordered" | "monotonic" | "acquire" | "release" | "acq_rel" | "seq_cst")) => {
                a.ordering = o.to_string();
                self.bump();
                Ok(a)
            }
            _ => self.err("Expected ordering on atomic instruction"),
        }
    }

    fn inst(&mut self) -> R<Inst> {
        let start = self.pos();
        let mut result = None;
        if let Tok::Local(n) = self.peek().clone() {
            self.bump();
            self.expect('=', "expected '=' after instruction id")?;
            result = Some(n);
        }
        let pos = self.pos();
        self.labels.clear();
        let op = match self.peek().clone() {
            Tok::Ident(k) => k,
            _ => return self.err("expected instruction opcode"),
        };
        self.bump();
        let mut md = Vec::new();
        let kind = match op.as_str() {
            "add" | "sub" | "mul" | "shl" | "udiv" | "sdiv" | "lshr" | "ashr" | "urem" | "srem" | "and" | "or"
            | "xor" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                let flags = self.flags(&["nuw", "nsw", "exact", "disjoint", "fmf"]);
                let lhs = self.tv()?;
                self.expect(',', "expected ',' in arithmetic operation")?;
                let rhs = self.value_of(&lhs.ty.clone())?;
                InstKind::Binary { op: op.clone(), flags, lhs, rhs }
            }
            "fneg" => {
                let flags = self.flags(&["fmf"]);
                InstKind::FNeg { flags, v: self.tv()? }
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "uitofp" | "sitofp" | "fptoui" | "fptosi"
            | "inttoptr" | "ptrtoint" | "ptrtoaddr" | "bitcast" | "addrspacecast" => {
                let flags = self.flags(&["nneg", "nuw", "nsw", "fmf"]);
                let v = self.tv()?;
                self.expect_kw("to", "expected 'to' after cast value")?;
                let to = self.ty()?;
                InstKind::Cast { op: op.clone(), flags, v, to }
            }
            "icmp" | "fcmp" => {
                let flags = self.flags(&["samesign", "fmf"]);
                let pred = match self.ident() {
                    Some(p) => p.to_string(),
                    None => return self.err("expected icmp predicate (e.g. 'eq')"),
                };
                self.bump();
                let lhs = self.tv()?;
                self.expect(',', "expected ',' after compare value")?;
                let rhs = self.value_of(&lhs.ty.clone())?;
                InstKind::Cmp { op: op.clone(), flags, pred, lhs, rhs }
            }
            "alloca" => {
                let inalloca = self.eat_kw("inalloca");
                let _ = self.eat_kw("swifterror");
                let ty = self.ty()?;
                let mut count = None;
                let mut align = None;
                let mut addrspace = 0;
                while self.eat(',') {
                    if self.eat_kw("align") {
                        align = Some(self.uint("expected alignment")?);
                    } else if self.eat_kw("addrspace") {
                        addrspace = self.paren_uint()? as u32;
                    } else if let Tok::Meta(_) = self.peek() {
                        self.i -= 1;
                        break;
                    } else {
                        count = Some(self.tv()?);
                    }
                }
                InstKind::Alloca { ty, count, align, addrspace, inalloca }
            }
            "load" => {
                let atomic = self.eat_kw("atomic");
                let volatile = self.eat_kw("volatile");
                let ty = self.ty()?;
                self.expect(',', "expected comma after load's type")?;
                let ptr = self.tv()?;
                let a = if atomic { Some(self.atomic()?) } else { None };
                let (align, m) = self.align_suffix()?;
                md = m;
                InstKind::Load { volatile, atomic: a, ty, ptr, align }
            }
            "store" => {
                let atomic = self.eat_kw("atomic");
                let volatile = self.eat_kw("volatile");
                let val = self.tv()?;
                self.expect(',', "expected ',' after store operand")?;
                let ptr = self.tv()?;
                let a = if atomic { Some(self.atomic()?) } else { None };
                let (align, m) = self.align_suffix()?;
                md = m;
                InstKind::Store { volatile, atomic: a, val, ptr, align }
            }
            "getelementptr" => {
                let flags = self.flags(&["inbounds", "nuw", "nusw"]);
                let ty = self.ty()?;
                self.expect(',', "expected comma after getelementptr's type")?;
                let base = self.tv()?;
                let mut indices = Vec::new();
                while self.eat(',') {
                    if let Tok::Meta(_) = self.peek() {
                        self.i -= 1;
                        break;
                    }
                    indices.push(self.tv()?);
                }
                InstKind::Gep { flags, ty, base, indices }
            }
            "select" => {
                let flags = self.flags(&["fmf"]);
                let c = self.tv()?;
                self.expect(',', "expected ',' after select condition")?;
                let t = self.tv()?;
                self.expect(',', "expected ',' after select value")?;
                let f = self.tv()?;
                InstKind::Select { flags, c, t, f }
            }
            "phi" => {
                let flags = self.flags(&["fmf"]);
                let ty = self.ty()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect('[', "expected '[' in phi value list")?;
                    let vpos = self.pos();
                    let v = self.value(&ty)?;
                    self.expect(',', "expected ',' after insertelement value")?;
                    let bpos = self.pos();
                    let b = match self.bump() {
                        Tok::Local(b) => b,
                        _ => return self.err("expected basic block name"),
                    };
                    self.labels.push((b.clone(), bpos));
                    self.expect(']', "expected ']' in phi value list")?;
                    incoming.push((v, vpos, b));
                    if !(self.is_punct(',') && self.peek_at(1) == &Tok::Punct('[')) {
                        break;
                    }
                    self.bump();
                }
                InstKind::Phi { flags, ty, incoming }
            }
            "tail" | "musttail" | "notail" | "call" => {
                let tail = if op == "call" {
                    String::new()
                } else {
                    self.expect_kw("call", "expected 'tail call', 'musttail call', or 'notail call'")?;
                    op.clone()
                };
                let call_pos = self.pos();
                let ci = self.call_info(tail)?;
                if matches!(&ci.callee.v, Val::Const(Const::Global(g)) if g.starts_with("llvm.dbg.")) {
                    if self.dbg_records {
                        let msg = "llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info";
                        return Err(ParseError { pos: call_pos, msg: msg.into() });
                    }
                    self.dbg_calls = true;
                }
                InstKind::Call(Box::new(ci))
            }
            "invoke" => {
                let ci = self.call_info(String::new())?;
                self.expect_kw("to", "expected 'to' in invoke")?;
                let normal = self.label_ref()?;
                self.expect_kw("unwind", "expected 'unwind' in invoke")?;
                let unwind = self.label_ref()?;
                InstKind::Invoke(Box::new(ci), normal, unwind)
            }
            "ret" => {
                let tpos = self.pos();
                let v = if self.is_kw("void") {
                    self.bump();
                    None
                } else {
                    Some(self.tv()?)
                };
                let ty = v.as_ref().map_or(Type::Void, |v| v.ty.clone());
                if ty != self.ret {
                    let msg = format!("value doesn't match function result type '{}'", llvm_type_name(&self.ret));
                    return Err(ParseError { pos: tpos, msg });
                }
                InstKind::Ret(v)
            }
            "br" => {
                if self.is_kw("label") {
                    InstKind::Br(self.label_ref()?)
                } else {
                    let c = self.tv()?;
                    self.expect(',', "expected ',' after branch condition")?;
                    let t = self.label_ref()?;
                    self.expect(',', "expected ',' after true destination")?;
                    let f = self.label_ref()?;
                    InstKind::CondBr(c, t, f)
                }
            }
            "switch" => {
                let v = self.tv()?;
                self.expect(',', "expected ',' after switch condition")?;
                let d = self.label_ref()?;
                self.expect('[', "expected '[' with switch table")?;
                let mut cases = Vec::new();
                while !self.eat(']') {
                    let c = self.tv()?;
                    self.expect(',', "expected ',' after case value")?;
                    let l = self.label_ref()?;
                    cases.push((c, l));
                }
                InstKind::Switch(v, d, cases)
            }
            "indirectbr" => {
                let a = self.tv()?;
                self.expect(',', "expected ',' after indirectbr address")?;
                self.expect('[', "expected '[' with indirectbr")?;
                let mut dests = Vec::new();
                if !self.eat(']') {
                    loop {
                        dests.push(self.label_ref()?);
                        if !self.eat(',') {
                            break;
                        }
                    }
                    self.expect(']', "expected ']' at end of block list")?;
                }
                InstKind::IndirectBr(a, dests)
            }
            "unreachable" => InstKind::Unreachable,
            "resume" => InstKind::Resume(self.tv()?),
            "extractvalue" => {
                let a = self.tv()?;
                let idx = self.indices()?;
                InstKind::ExtractValue(a, idx)
            }
            "insertvalue" => {
                let a = self.tv()?;
                self.expect(',', "expected comma after insertvalue operand")?;
                let v = self.tv()?;
                let idx = self.indices()?;
                InstKind::InsertValue(a, v, idx)
            }
            "extractelement" => {
                let a = self.tv()?;
                self.expect(',', "expected ',' after extract value")?;
                InstKind::ExtractElement(a, self.tv()?)
            }
            "insertelement" => {
                let a = self.tv()?;
                self.expect(',', "expected ',' after insertelement value")?;
                let b = self.tv()?;
                self.expect(',', "expected ',' after insertelement value")?;
                InstKind::InsertElement(a, b, self.tv()?)
            }
            "shufflevector" => {
                let a = self.tv()?;
                self.expect(',', "expected ',' after shuffle mask")?;
                let b = self.tv()?;
                self.expect(',', "expected ',' after shuffle value")?;
                InstKind::ShuffleVector(a, b, self.tv()?)
            }
            "fence" => InstKind::Fence(self.atomic()?),
            "atomicrmw" => {
                let volatile = self.eat_kw("volatile");
                let o = match self.ident() {
                    Some(o) => o.to_string(),
                    None => return self.err("expected binary operation in atomicrmw"),
                };
                self.bump();
                let ptr = self.tv()?;
                self.expect(',', "expected ',' after atomicrmw address")?;
                let val = self.tv()?;
                let atomic = self.atomic()?;
                let (align, m) = self.align_suffix()?;
                md = m;
                InstKind::AtomicRmw { volatile, op: o, ptr, val, atomic, align }
            }
            "cmpxchg" => {
                let weak = self.eat_kw("weak");
                let volatile = self.eat_kw("volatile");
                let ptr = self.tv()?;
                self.expect(',', "expected ',' after cmpxchg address")?;
                let cmp = self.tv()?;
                self.expect(',', "expected ',' after cmpxchg cmp operand")?;
                let new = self.tv()?;
                let success = self.atomic()?;
                let failure = match self.ident() {
                    Some(o) => o.to_string(),
                    None => return self.err("Expected ordering on atomic instruction"),
                };
                self.bump();
                let (align, m) = self.align_suffix()?;
                md = m;
                InstKind::CmpXchg { weak, volatile, ptr, cmp, new, success, failure, align }
            }
            "landingpad" => {
                let ty = self.ty()?;
                let cleanup = self.eat_kw("cleanup");
                let mut clauses = Vec::new();
                loop {
                    if self.eat_kw("catch") {
                        clauses.push((true, self.tv()?));
                    } else if self.eat_kw("filter") {
                        clauses.push((false, self.tv()?));
                    } else {
                        break;
                    }
                }
                InstKind::LandingPad { ty, cleanup, clauses }
            }
            "va_arg" => {
                let v = self.tv()?;
                self.expect(',', "expected ',' after vaarg operand")?;
                InstKind::VaArg(v, self.ty()?)
            }
            "freeze" => InstKind::Freeze(self.tv()?),
            "callbr" | "catchswitch" | "catchpad" | "cleanuppad" | "catchret" | "cleanupret" => {
                // Not imported by MLIR: skip to the end of the line and report at import.
                let line = pos.line;
                while self.pos().line == line && *self.peek() != Tok::Eof {
                    self.bump();
                }
                InstKind::Other(op.clone())
            }
            _ => {
                return Err(ParseError { pos, msg: "expected instruction opcode".into() });
            }
        };
        while self.eat(',') {
            match self.peek().clone() {
                Tok::Meta(k) => {
                    self.bump();
                    md.push((k, self.md_operand()?));
                }
                _ => return self.err("expected metadata after comma"),
            }
        }
        Ok(Inst { result, kind, md, pos, labels: std::mem::take(&mut self.labels), start })
    }

    fn indices(&mut self) -> R<Vec<u64>> {
        let mut v = Vec::new();
        while self.is_punct(',') && matches!(self.peek_at(1), Tok::Int(_)) {
            self.bump();
            v.push(self.uint("expected index")?);
        }
        if v.is_empty() {
            return self.err("expected index");
        }
        Ok(v)
    }

    fn call_info(&mut self, tail: String) -> R<CallInfo> {
        let fmf = self.flags(&["fmf"]);
        let mut cconv = String::new();
        if let Some(k) = self.ident() {
            if CCONVS.contains(&k) {
                cconv = k.to_string();
                self.bump();
            } else if k == "cc" {
                self.bump();
                cconv = format!("cc{}", self.uint("expected integer")?);
            }
        }
        let ret_attrs = self.attrs(AttrCtx::Ret)?;
        let _ = self.eat_kw("addrspace").then(|| self.paren_uint());
        let ty = self.ty()?;
        let callee = self.value_of(&Type::Ptr(0))?;
        self.expect('(', "expected '(' in call")?;
        let mut args = Vec::new();
        if !self.eat(')') {
            loop {
                if *self.peek() == Tok::Dots {
                    self.bump();
                    break;
                }
                let t = self.ty()?;
                let attrs = self.attrs(AttrCtx::Param)?;
                let tv = self.value_of(&t)?;
                args.push(Arg { tv, attrs });
                if !self.eat(',') {
                    break;
                }
            }
            self.expect(')', "expected ')' at end of argument list")?;
        }
        let fn_attrs = self.attrs(AttrCtx::Func)?;
        let mut bundles = Vec::new();
        if self.eat('[') {
            bundles = self.separated(']', "expected ']' in operand bundle", |p| {
                let tag = p.string("expected operand bundle tag")?;
                p.expect('(', "expected '(' in operand bundle")?;
                let args = p.tv_list(')')?;
                Ok(Bundle { tag, args })
            })?;
        }
        Ok(CallInfo { tail, fmf, cconv, ret_attrs, ty, callee, args, fn_attrs, bundles })
    }
}

/// Metadata attachments: kind and node.
type Attachments = Vec<(String, Md)>;

/// Where an attribute list is.
#[derive(Copy, Clone, PartialEq, Eq)]
enum AttrCtx {
    Param,
    Ret,
    Func,
}

/// Whether `k` is an attribute keyword where attributes may appear.
fn is_attr_keyword(k: &str, cx: AttrCtx) -> bool {
    const PARAM: &[&str] = &[
        "align",
        "alignstack",
        "allocalign",
        "allocptr",
        "byref",
        "byval",
        "captures",
        "dead_on_return",
        "dead_on_unwind",
        "dereferenceable",
        "dereferenceable_or_null",
        "elementtype",
        "immarg",
        "inalloca",
        "inreg",
        "initializes",
        "nest",
        "noalias",
        "nocapture",
        "noext",
        "nofpclass",
        "nofree",
        "nonnull",
        "noundef",
        "preallocated",
        "range",
        "readnone",
        "readonly",
        "returned",
        "signext",
        "sret",
        "swiftasync",
        "swifterror",
        "swiftself",
        "writable",
        "writeonly",
        "zeroext",
    ];
    const FUNC: &[&str] = &[
        "alignstack",
        "allockind",
        "allocsize",
        "alwaysinline",
        "builtin",
        "cold",
        "convergent",
        "denormal_fpenv",
        "disable_sanitizer_instrumentation",
        "fn_ret_thunk_extern",
        "hot",
        "hybrid_patchable",
        "inlinehint",
        "jumptable",
        "memory",
        "minsize",
        "mustprogress",
        "naked",
        "nobuiltin",
        "nocallback",
        "nocf_check",
        "nocreateundeforpoison",
        "noduplicate",
        "nofree",
        "noimplicitfloat",
        "noinline",
        "nomerge",
        "nonlazybind",
        "noprofile",
        "norecurse",
        "noredzone",
        "noreturn",
        "nosanitize_bounds",
        "nosanitize_coverage",
        "nosync",
        "nounwind",
        "null_pointer_is_valid",
        "optdebug",
        "optforfuzzing",
        "optnone",
        "optsize",
        "presplitcoroutine",
        "readnone",
        "readonly",
        "returns_twice",
        "safestack",
        "sanitize_address",
        "sanitize_alloc_token",
        "sanitize_hwaddress",
        "sanitize_memory",
        "sanitize_memtag",
        "sanitize_numerical_stability",
        "sanitize_realtime",
        "sanitize_realtime_blocking",
        "sanitize_thread",
        "sanitize_type",
        "shadowcallstack",
        "skipprofile",
        "speculatable",
        "speculative_load_hardening",
        "ssp",
        "sspreq",
        "sspstrong",
        "strictfp",
        "uwtable",
        "vscale_range",
        "willreturn",
        "writeonly",
        "mustprogress",
        "coro_only_destroy_when_complete",
        "coro_elide_safe",
        "nocapture",
        "no_sanitize_address",
        "no_sanitize_hwaddress",
        "sanitize_address_dyninit",
    ];
    match cx {
        AttrCtx::Param | AttrCtx::Ret => PARAM.contains(&k),
        AttrCtx::Func => FUNC.contains(&k) || PARAM.contains(&k),
    }
}

fn float_name(k: &str) -> &'static str {
    match k {
        "half" => "half",
        "bfloat" => "bfloat",
        "float" => "float",
        "double" => "double",
        "x86_fp80" => "x86_fp80",
        "fp128" => "fp128",
        _ => "ppc_fp128",
    }
}

/// `t` as LLVM prints it (in messages).
pub fn llvm_type_name(t: &Type) -> String {
    match t {
        Type::Void => "void".into(),
        Type::Int(w) => format!("i{w}"),
        Type::Float(f) => f.to_string(),
        Type::X86Amx => "x86_amx".into(),
        Type::Label => "label".into(),
        Type::Token => "token".into(),
        Type::Metadata => "metadata".into(),
        Type::Ptr(0) => "ptr".into(),
        Type::Ptr(a) => format!("ptr addrspace({a})"),
        Type::Vector { scalable, len, elem } => {
            format!("<{}{len} x {}>", if *scalable { "vscale x " } else { "" }, llvm_type_name(elem))
        }
        Type::Array(n, e) => format!("[{n} x {}]", llvm_type_name(e)),
        Type::Struct { packed, fields } => {
            let f: Vec<String> = fields.iter().map(llvm_type_name).collect();
            if fields.is_empty() {
                if *packed {
                    "<{}>".into()
                } else {
                    "{}".into()
                }
            } else if *packed {
                format!("<{{ {} }}>", f.join(", "))
            } else {
                format!("{{ {} }}", f.join(", "))
            }
        }
        Type::Named(n) => format!("%{n}"),
        Type::Func { ret, params, vararg } => {
            let mut p: Vec<String> = params.iter().map(llvm_type_name).collect();
            if *vararg {
                p.push("...".into());
            }
            format!("{} ({})", llvm_type_name(ret), p.join(", "))
        }
        Type::TargetExt { name, .. } => format!("target(\"{name}\")"),
    }
}

/// A token's text as written (for attribute arguments and specialized metadata fields).
fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Local(s) => format!("%{s}"),
        Tok::Global(s) => format!("@{s}"),
        Tok::Comdat(s) => format!("${s}"),
        Tok::Meta(s) => format!("!{s}"),
        Tok::AttrGroup(n) => format!("#{n}"),
        Tok::Hash(s) => format!("#{s}"),
        Tok::Label(s) => format!("{s}:"),
        Tok::Ident(s) | Tok::Int(s) | Tok::HexInt(s) | Tok::Float(s) => s.clone(),
        Tok::HexFloat(k, d) => {
            if *k == 'x' {
                format!("0x{d}")
            } else {
                format!("0x{k}{d}")
            }
        }
        Tok::Str(s) => format!("\"{}\"", String::from_utf8_lossy(s)),
        Tok::CStr(s) => format!("c\"{}\"", String::from_utf8_lossy(s)),
        Tok::Punct(c) => c.to_string(),
        Tok::Dots => "...".into(),
        Tok::Eof => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_function() {
        let m = parse_module("define i32 @f(i32 %a) {\nentry:\n  %b = add nsw i32 %a, 1\n  ret i32 %b\n}\n").unwrap();
        let f = &m.functions[0];
        assert_eq!(f.name, "f");
        let blocks = f.blocks.as_ref().unwrap();
        assert_eq!(blocks[0].name, "entry");
        assert!(
            matches!(&blocks[0].insts[0].kind, InstKind::Binary { op, flags, .. } if op == "add" && flags == &["nsw"])
        );
    }

    #[test]
    fn specialized_nodes_keep_their_fields() {
        let m = parse_module(
            "!0 = !DICompositeType(tag: DW_TAG_array_type, name: \"a\", flags: DIFlagVector | DIFlagPublic, elements: !{!1}, rank: !DIExpression(DW_OP_deref), baseType: null)\n",
        )
        .unwrap();
        let Md::Special { name, fields, .. } = &m.md[0].1 else { panic!("not a specialized node") };
        assert_eq!(name, "DICompositeType");
        let f = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        assert_eq!(f("tag"), Some(Field::Text("DW_TAG_array_type".into())));
        assert_eq!(f("name"), Some(Field::Str(b"a".to_vec())));
        assert_eq!(f("flags"), Some(Field::Text("DIFlagVector | DIFlagPublic".into())));
        assert!(matches!(f("elements"), Some(Field::Md(Md::Tuple { .. }))));
        assert!(matches!(f("rank"), Some(Field::Md(Md::Special { ref name, .. })) if name == "DIExpression"));
        assert_eq!(f("baseType"), Some(Field::Md(Md::Null)));
    }

    #[test]
    fn debug_records_are_intrinsic_calls() {
        let m =
            parse_module("define void @f(i32 %x) {\n    #dbg_value(i32 %x, !1, !DIExpression(), !2)\n  ret void\n}\n")
                .unwrap();
        let inst = &m.functions[0].blocks.as_ref().unwrap()[0].insts[0];
        let InstKind::Call(ci) = &inst.kind else { panic!("not a call") };
        assert_eq!(ci.callee.v, Val::Const(Const::Global("llvm.dbg.value".into())));
        assert_eq!(ci.args.len(), 3);
        assert_eq!(inst.md, vec![("dbg".to_string(), Md::Ref("2".into()))]);
    }

    #[test]
    fn errors_are_at_llvm_positions() {
        let e = parse_module("define void @f() {\n  %1 = add i32 1, \n  ret void\n}\n").unwrap_err();
        assert_eq!((e.pos.line, e.pos.col, e.msg.as_str()), (3, 3, "expected value token"));
        let e = parse_module("define void @f() {\n  ret i32 0\n}\n").unwrap_err();
        assert_eq!(e.msg, "value doesn't match function result type 'void'");
        let e = parse_module("@a = global i32 mul (i32 1, i32 2)\n").unwrap_err();
        assert_eq!(e.msg, "mul constexprs are no longer supported");
    }
}
