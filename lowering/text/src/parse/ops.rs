//! The op-level parser: modules, ops in generic and custom form, regions, blocks, SSA
//! names and forward references. Types, attributes and tokens come from the core
//! `Parser`; custom op syntax comes from registered parse functions (generated from
//! `assemblyFormat` or native), which drive this parser through the methods below.

use std::ops::{Deref, DerefMut};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::lexer::TokenKind;
use super::parser::{PResult, Parser};
use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, BlockId, Body, Context, NamedAttr, OpId, OpInfo, OpName, OperationState, RegionId, Traits, Type, Value,
};

/// Nesting limit for regions, so malformed input cannot overflow the stack.
const MAX_DEPTH: usize = 256;

/// An operand as written (`%x`, `%x#2`), before its type is known.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The SSA name with its `%`.
    pub name: &'a str,
    /// The result number after `#`; 0 when none is written.
    pub number: u32,
    /// Byte offset of the name, for diagnostics.
    pub offset: u32,
}

/// A block argument as written in a custom op (`%arg0: i32 loc(...)`).
#[derive(Clone, Debug)]
pub struct EntryArg<'a> {
    /// The argument's SSA name.
    pub name: UnresolvedOperand<'a>,
    /// The argument's type.
    pub ty: Type,
    /// Argument attributes (`{llvm.noalias}`), empty when none are written.
    pub attrs: Vec<NamedAttr>,
    /// The trailing `loc(...)`, if written.
    pub loc: Option<Attribute>,
}

/// SSA names of one isolated-from-above scope.
#[derive(Default)]
struct IsolatedScope<'a> {
    /// Defined names: each maps to its result group.
    values: FxHashMap<&'a str, (SmallVec<[Value; 1]>, u32)>,
    /// Uses seen before their definition: (name, number) -> placeholder, offset.
    forward: FxHashMap<(&'a str, u32), (Value, u32)>,
    /// Names defined in each open region, so they can be forgotten when it closes.
    region_defs: Vec<Vec<&'a str>>,
}

/// Block labels of one region.
#[derive(Default)]
struct RegionScope<'a> {
    blocks: FxHashMap<&'a str, (BlockId, bool, u32)>,
}

/// The region of an isolated op at module level whose text is parsed later, in parallel.
struct Job<'a> {
    /// Offset of the region's `{` and just past its `}`.
    start: u32,
    end: u32,
    args: Vec<EntryArg<'a>>,
    info: Option<&'static OpInfo>,
    custom: bool,
}

/// Caches a parallel job starts from, so it does not take the context's locks for names
/// the main parser already resolved.
#[derive(Default)]
struct SharedCaches {
    op_names: FxHashMap<String, OpName>,
    static_idents: FxHashMap<usize, crate::ir::Ident>,
    defaults: FxHashMap<usize, Attribute>,
}

/// A parsed file: the top-level body holding the module op.
pub struct Module {
    /// The top-level body; the module op lives in it.
    pub body: Body,
    /// The `builtin.module` op (written or implicit).
    pub op: OpId,
    /// Whether the module op was not written but wraps the source's top-level ops.
    pub implicit: bool,
}

impl Module {
    /// The module's own body (where its ops are).
    pub fn inner(&self) -> &Body {
        self.body.regions_body(self.op)
    }

    /// The ops directly in the module, in order.
    pub fn top_level_ops(&self) -> Vec<OpId> {
        let inner = self.inner();
        let region = self.body.op(self.op).regions.first().copied();
        match region.and_then(|r| inner.entry_block(r)) {
            Some(b) => inner.block_ops(b).collect(),
            None => Vec::new(),
        }
    }
}

/// A custom-syntax parser: fills the state from the text after the op name (an op's
/// `OpInfo::parse` hook).
pub type ParseFn = for<'p, 'a> fn(&'p mut OpParser<'a>, &'p mut OperationState) -> PResult<()>;

/// Parses ops (custom parsers receive it positioned right after the op name), keeping
/// the bodies and SSA scopes being built.
pub struct OpParser<'a> {
    /// The core parser (tokens, types, attributes); also reached through `Deref`.
    pub p: Parser<'a>,
    bodies: Vec<Body>,
    scopes: Vec<IsolatedScope<'a>>,
    regions: Vec<RegionScope<'a>>,
    default_dialects: Vec<&'static str>,
    /// Accept ops of unknown dialects in generic form (`--allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    depth: usize,
    /// Caches that keep the context's locks off the per-op path.
    op_names: FxHashMap<String, OpName>,
    /// Read-only caches of the parser that set this body aside (parallel jobs).
    shared: Option<std::sync::Arc<SharedCaches>>,
    /// Whether bodies of functions at module level are set aside and parsed in parallel.
    defer: bool,
    jobs: Vec<Job<'a>>,
    /// Parsing the region of a top-level `builtin.module`.
    in_top_module: bool,
    /// Names of the custom-form ops being parsed (innermost last), for MLIR's
    /// `custom op 'name' ...` error prefix.
    custom_ops: Vec<(crate::ir::Ident, Attribute)>,
    /// Where the names of those ops start (MLIR's `OpAsmParser::getNameLoc`).
    custom_op_offsets: Vec<u32>,
    static_idents: FxHashMap<usize, crate::ir::Ident>,
    defaults: FxHashMap<usize, Attribute>,
    /// Closed scopes kept for reuse, so a function body does not regrow their tables.
    spare_scopes: Vec<IsolatedScope<'a>>,
    spare_regions: Vec<RegionScope<'a>>,
    spare_defs: Vec<Vec<&'a str>>,
}

impl<'a> Deref for OpParser<'a> {
    type Target = Parser<'a>;
    fn deref(&self) -> &Parser<'a> {
        &self.p
    }
}
impl<'a> DerefMut for OpParser<'a> {
    fn deref_mut(&mut self) -> &mut Parser<'a> {
        &mut self.p
    }
}

/// Parses a whole buffer into a module (an implicit `builtin.module` wraps the top-level
/// ops unless the buffer is exactly one module op).
pub fn parse_module(
    ctx: &Context,
    src: &str,
    file: &str,
    line_offset: u32,
    allow_unregistered: bool,
) -> PResult<Module> {
    // DESCENT_PARALLEL_PARSE=never|always overrides the size rule (for timing).
    let mode = match std::env::var("DESCENT_PARALLEL_PARSE").as_deref() {
        Ok("never") => ParseMode::Sequential,
        Ok("always") => ParseMode::Parallel,
        _ => ParseMode::Auto,
    };
    parse_module_in(ctx, src, file, line_offset, allow_unregistered, mode)
}

/// Whether function bodies at module level are parsed in parallel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParseMode {
    /// In parallel when the input is large enough to gain.
    Auto,
    /// Always sequentially, in one pass.
    Sequential,
    /// In parallel whatever the input's size.
    Parallel,
}

/// [`parse_module`] with the parallel parse chosen by the caller.
pub fn parse_module_in(
    ctx: &Context,
    src: &str,
    file: &str,
    line_offset: u32,
    allow_unregistered: bool,
    mode: ParseMode,
) -> PResult<Module> {
    // On any error of the parallel parse the sequential parse runs again, so the first
    // error in the file is the one reported.
    let parallel = match mode {
        ParseMode::Sequential => false,
        ParseMode::Parallel => true,
        ParseMode::Auto => src.len() >= PARALLEL_PARSE_MIN_BYTES,
    };
    if parallel {
        let mut op = OpParser::new(Parser::new(ctx, src, file, line_offset), allow_unregistered);
        op.defer = true;
        if let Ok(m) = op.parse_top_level() {
            return Ok(m);
        }
    }
    let mut op = OpParser::new(Parser::new(ctx, src, file, line_offset), allow_unregistered);
    op.parse_top_level()
}

/// Below this size the sequential parse is as fast.
const PARALLEL_PARSE_MIN_BYTES: usize = 1 << 20;

/// Defaults filled in with the parser's own caches (shared between the parallel parsers).
impl crate::ir::DefaultSource for &mut OpParser<'_> {
    fn ident(&mut self, name: &'static str) -> crate::ir::Ident {
        self.ident_static(name)
    }
    fn default_attr(&mut self, d: &'static crate::ir::SpecDefault) -> Attribute {
        OpParser::default_attr(self, d)
    }
}

impl<'a> OpParser<'a> {
    /// An op parser over `p`, installing the parser of registered dialect enum attributes;
    /// `allow_unregistered` as the field.
    pub fn new(mut p: Parser<'a>, allow_unregistered: bool) -> Self {
        p.dialect_attr_parser = Some(&dialect_enum_attr);
        OpParser {
            p,
            bodies: Vec::new(),
            scopes: Vec::new(),
            regions: Vec::new(),
            default_dialects: Vec::new(),
            allow_unregistered,
            depth: 0,
            op_names: FxHashMap::default(),
            shared: None,
            defer: false,
            jobs: Vec::new(),
            in_top_module: false,
            custom_ops: Vec::new(),
            custom_op_offsets: Vec::new(),
            static_idents: FxHashMap::default(),
            defaults: FxHashMap::default(),
            spare_scopes: Vec::new(),
            spare_regions: Vec::new(),
            spare_defs: Vec::new(),
        }
    }

    /// The context types, attributes and names are interned in.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    fn body(&mut self) -> &mut Body {
        // The stack is never empty while ops are being parsed.
        self.bodies.last_mut().expect("parser body stack")
    }

    /// Write access to the body being built, for custom parsers that complete a parsed
    /// region themselves (vector.mask's yield of its masked op's results).
    pub fn current_body_mut(&mut self) -> &mut Body {
        self.body()
    }

    /// Read access to the body being built (types of resolved operands).
    pub fn current_body(&self) -> &Body {
        self.bodies.last().expect("parser body stack")
    }

    fn parse_top_level(&mut self) -> PResult<Module> {
        let ctx = self.ctx();
        // MLIR gives the implicit module the location `file:0:0`.
        let file_loc = ctx.file_loc(self.p.file, 0, 0);
        self.bodies.push(Body::new());
        self.push_isolated_scope();
        let region = self.body().new_region();
        let block = self.body().new_block();
        self.body().push_block(region, block);
        self.open_region_scope();
        loop {
            match self.peek().kind {
                TokenKind::Eof => break,
                // As MLIR, an identifier with `#`/`!` at the top level always starts an
                // alias definition (so a missing `=` is reported as such).
                TokenKind::HashIdent | TokenKind::BangIdent => self.p.parse_alias_definition()?,
                TokenKind::FileMetadataBegin => self.p.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.body().append_op(block, op);
                }
            }
        }
        self.close_region_scope()?;
        self.close_isolated_scope()?;
        let mut inner = self.bodies.pop().expect("top body");
        if !self.jobs.is_empty() {
            let t = std::time::Instant::now();
            self.run_jobs(&mut inner)?;
            if std::env::var_os("DESCENT_TIMING").is_some() {
                eprintln!("  parallel bodies: {:?}", t.elapsed());
            }
        }
        // `loc(#alias)` may name an alias defined further down (printers put them last).
        if self.p.has_deferred_locations() {
            let subst = self.p.resolve_deferred_locations()?;
            inner.map_locations(&|l| subst.iter().find(|(ph, _)| *ph == l).map(|&(_, to)| to));
        }
        // Exactly one module op at top level: it is the module.
        let ops: Vec<OpId> = inner.block_ops(block).collect();
        if ops.len() == 1 && ctx.ident_str(inner.op(ops[0]).name.ident) == "builtin.module" {
            return Ok(Module { body: inner, op: ops[0], implicit: false });
        }
        let _ = &mut inner;
        let name = self.op_name("builtin.module");
        let mut st = OperationState::new(name, file_loc);
        st.regions.push(region);
        st.nested = Some(Box::new(inner));
        let mut top = Body::new();
        let op = top.create_op(st);
        Ok(Module { body: top, op, implicit: true })
    }

    /// Forgets the job just parsed (after success or failure) and positions the parser at
    /// `offset` for the next one, keeping every cache.
    fn restart_at(&mut self, offset: u32) {
        self.p.restart_at(offset);
        self.bodies.clear();
        self.scopes.clear();
        self.regions.clear();
        self.default_dialects.clear();
        self.depth = 0;
        self.custom_ops.clear();
        self.custom_op_offsets.clear();
    }

    /// An op name, registered or not.
    pub fn op_name(&mut self, name: &str) -> OpName {
        if let Some(&n) = self.shared.as_ref().and_then(|s| s.op_names.get(name)) {
            return n;
        }
        if let Some(&n) = self.op_names.get(name) {
            return n;
        }
        let ident = self.ctx().ident(name);
        let n = OpName { ident, info: self.ctx().lookup_op(ident) };
        self.op_names.insert(name.to_string(), n);
        n
    }

    /// The identifier for a name known at compile time, cached without locking.
    pub fn ident_static(&mut self, name: &'static str) -> crate::ir::Ident {
        let key = name.as_ptr() as usize;
        if let Some(&i) = self.shared.as_ref().and_then(|s| s.static_idents.get(&key)) {
            return i;
        }
        if let Some(&i) = self.static_idents.get(&key) {
            return i;
        }
        let i = self.ctx().ident(name);
        self.static_idents.insert(key, i);
        i
    }

    /// A spec default value, parsed once per parser (no locking after the first time).
    fn default_attr(&mut self, d: &'static crate::ir::SpecDefault) -> Attribute {
        let key = d as *const crate::ir::SpecDefault as usize;
        if let Some(&a) = self.shared.as_ref().and_then(|s| s.defaults.get(&key)) {
            return a;
        }
        if let Some(&a) = self.defaults.get(&key) {
            return a;
        }
        let a = self.ctx().default_attr(d);
        self.defaults.insert(key, a);
        a
    }

    // ---- SSA scopes ---------------------------------------------------------------

    fn open_region_scope(&mut self) {
        let rs = self.spare_regions.pop().unwrap_or_default();
        self.regions.push(rs);
        if let Some(s) = self.scopes.last_mut() {
            s.region_defs.push(self.spare_defs.pop().unwrap_or_default());
        }
    }

    fn push_isolated_scope(&mut self) {
        let s = self.spare_scopes.pop().unwrap_or_default();
        self.scopes.push(s);
    }

    fn close_region_scope(&mut self) -> PResult<()> {
        let mut rs = self.regions.pop().unwrap_or_default();
        // Blocks referenced but never defined.
        let mut undefined: Vec<(&str, u32)> =
            rs.blocks.iter().filter(|(_, (_, def, _))| !def).map(|(n, (_, _, off))| (*n, *off)).collect();
        undefined.sort_by_key(|x| x.1);
        if let Some((_, off)) = undefined.first() {
            // MLIR's message does not name the block.
            return self.p.err_at(*off, "reference to an undefined block");
        }
        rs.blocks.clear();
        self.spare_regions.push(rs);
        if let Some(s) = self.scopes.last_mut() {
            if let Some(mut defs) = s.region_defs.pop() {
                for d in defs.drain(..) {
                    s.values.remove(d);
                }
                self.spare_defs.push(defs);
            }
        }
        Ok(())
    }

    fn close_isolated_scope(&mut self) -> PResult<()> {
        let mut s = self.scopes.pop().unwrap_or_default();
        // The first forward reference in the text is the one MLIR reports.
        if let Some(off) = s.forward.values().map(|&(_, off)| off).min() {
            return self.p.err_at(off, "use of undeclared SSA value name");
        }
        s.values.clear();
        s.region_defs.clear();
        self.spare_scopes.push(s);
        Ok(())
    }

    /// Binds `name` to a group of values (an op's results or a block argument).
    fn define(&mut self, name: &'a str, offset: u32, values: SmallVec<[Value; 1]>) -> PResult<()> {
        let ctx = self.ctx();
        let scope = self.scopes.last_mut().expect("scope");
        if let Some((_, prev_off)) = scope.values.get(name) {
            let prev_loc = self.p.loc_at(*prev_off);
            let d = Diagnostic::error(self.p.loc_at(offset), format!("redefinition of SSA value '{name}'"))
                .with_note(prev_loc, "previously defined here");
            return Err(Box::new(d));
        }
        // Resolve forward references to this name.
        for (i, &v) in values.iter().enumerate() {
            if let Some((ph, use_off)) = scope.forward.remove(&(name, i as u32)) {
                let body = self.bodies.last_mut().expect("body");
                let (want, have) = (body.value_type(ph), body.value_type(v));
                if want != have {
                    let msg = format!(
                        "definition of SSA value '{}#{}' has type '{}'",
                        name,
                        i,
                        crate::print::attrs::type_to_string(ctx, have)
                    );
                    let d = Diagnostic::error(self.p.loc_at(offset), msg).with_note(
                        self.p.loc_at(use_off),
                        format!("previously used here with type '{}'", crate::print::attrs::type_to_string(ctx, want)),
                    );
                    return Err(Box::new(d));
                }
                body.replace_all_uses(ph, v);
            }
        }
        let scope = self.scopes.last_mut().expect("scope");
        if let Some(defs) = scope.region_defs.last_mut() {
            defs.push(name);
        }
        scope.values.insert(name, (values, offset));
        Ok(())
    }

    /// The value an operand name refers to, with the type it must have; forward
    /// references become placeholders resolved at the definition.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let ctx = self.ctx();
        let scope = self.scopes.last_mut().expect("scope");
        // `prior` is where the name was defined or first used: MLIR's "prior use".
        let (v, prior) = if let Some(&(ref group, def_off)) = scope.values.get(u.name) {
            match group.get(u.number as usize) {
                Some(&v) => (v, def_off),
                None => return self.p.err_at(u.offset, "reference to invalid result number"),
            }
        } else if let Some(&(ph, first_off)) = scope.forward.get(&(u.name, u.number)) {
            (ph, first_off)
        } else {
            let ph = self.bodies.last_mut().expect("body").new_placeholder(ty);
            self.scopes.last_mut().expect("scope").forward.insert((u.name, u.number), (ph, u.offset));
            return Ok(ph);
        };
        let have = self.current_body().value_type(v);
        if have != ty {
            let name = if u.number == 0 && !self.is_group(u.name) {
                u.name.to_string()
            } else {
                format!("{}#{}", u.name, u.number)
            };
            let d = Diagnostic::error(
                self.p.loc_at(u.offset),
                format!(
                    "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                    name,
                    crate::print::attrs::type_to_string(ctx, ty),
                    crate::print::attrs::type_to_string(ctx, have)
                ),
            )
            .with_note(self.p.loc_at(prior), "prior use here");
            return Err(Box::new(d));
        }
        Ok(v)
    }

    fn is_group(&self, name: &str) -> bool {
        self.scopes.last().and_then(|s| s.values.get(name)).is_some_and(|(g, _)| g.len() > 1)
    }

    /// The type of an already-defined operand, for formats that print no type.
    pub fn operand_type(&self, u: UnresolvedOperand<'a>) -> Option<Type> {
        let scope = self.scopes.last()?;
        let (group, _) = scope.values.get(u.name)?;
        group.get(u.number as usize).map(|&v| self.current_body().value_type(v))
    }

    /// Where the name of the custom op being parsed starts (MLIR's `getNameLoc`).
    pub fn name_offset(&self) -> u32 {
        self.custom_op_offsets.last().copied().unwrap_or_else(|| self.p.peek().offset)
    }

    /// MLIR's `resolveOperands` count check alone: `operands` operands against `types`
    /// types, the error at `offset`.
    pub fn check_operand_count(&self, operands: usize, types: usize, offset: u32) -> PResult<()> {
        if operands == types {
            return Ok(());
        }
        self.custom_err_at(
            offset,
            format!("number of operands and types do not match: got {operands} operands and {types} types"),
        )
    }

    /// Resolves `operands` against `types` pairwise into `out`; MLIR's `OpAsmParser::
    /// resolveOperands` error ("number of operands and types do not match: got N operands
    /// and M types") at `offset` when the counts differ.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        offset: u32,
        out: &mut SmallVec<[Value; 3]>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            return self.custom_err_at(
                offset,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            );
        }
        for (u, &t) in operands.iter().zip(types) {
            let v = self.resolve_operand(*u, t)?;
            out.push(v);
        }
        Ok(())
    }

    // ---- operands -----------------------------------------------------------------

    /// Whether an SSA operand (`%name`) is next.
    pub fn at_operand(&self) -> bool {
        self.p.at(TokenKind::PercentIdent)
    }

    /// `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let tok = self.p.peek();
        if tok.kind != TokenKind::PercentIdent {
            return self.p.err_wrong_token("expected SSA operand");
        }
        self.p.bump();
        let number = self.parse_result_number()?;
        Ok(UnresolvedOperand { name: tok.text, number, offset: tok.offset })
    }

    fn parse_result_number(&mut self) -> PResult<u32> {
        let t = self.p.peek();
        if t.kind == TokenKind::HashIdent && t.text.len() > 1 && t.text[1..].bytes().all(|b| b.is_ascii_digit()) {
            self.p.bump();
            return t.text[1..].parse::<u32>().or_else(|_| self.p.err_at(t.offset, "invalid SSA value result number"));
        }
        Ok(0)
    }

    /// An operand if one is next, else `None` (consuming nothing).
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if self.at_operand() {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// A possibly empty comma-separated operand list (no delimiters).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        if !self.at_operand() {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.p.eat(TokenKind::Comma) {
                break;
            }
        }
        Ok(v)
    }

    // ---- operations ---------------------------------------------------------------

    /// One operation with its result bindings and trailing location; the op is created
    /// in the current body but not inserted into a block.
    pub fn parse_operation(&mut self) -> PResult<OpId> {
        let mut results: Vec<(&'a str, u32, u32)> = Vec::new();
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                let t = self.p.expect_msg(TokenKind::PercentIdent, "expected valid ssa identifier")?;
                let mut count = 1u32;
                if self.p.eat(TokenKind::Colon) {
                    if !self.p.at(TokenKind::Integer) {
                        return self.p.err_wrong_token("expected integer number of results");
                    }
                    let n = crate::parse::parser::parse_int_literal(self.p.peek().text).unwrap_or(0);
                    if n < 1 || n > u32::MAX as u128 {
                        return self.p.err("expected named operation to have at least 1 result");
                    }
                    self.p.bump();
                    count = n as u32;
                }
                results.push((t.text, count, t.offset));
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p.expect(TokenKind::Equal, "'=' after SSA name")?;
        }
        let name_tok = self.p.peek();
        let op = match name_tok.kind {
            TokenKind::String => self.parse_generic_operation()?,
            // `i32` is an integer-type token in MLIR's lexer, never an op name.
            TokenKind::BareIdent if !crate::parse::types::is_int_type_spelling(name_tok.text) => {
                self.parse_custom_operation()?
            }
            _ => return self.p.err_wrong_token("expected operation name in quotes"),
        };
        let expected: u32 = results.iter().map(|r| r.1).sum();
        let have = self.current_body().op(op).num_results;
        if !results.is_empty() {
            if have == 0 {
                return self.p.err_at(results[0].2, "cannot name an operation with no results");
            }
            if expected != have {
                return self.p.err_at(
                    results[0].2,
                    format!("operation defines {have} results but was provided {expected} to bind"),
                );
            }
            let mut next = 0usize;
            for (name, count, off) in results {
                let vals: SmallVec<[Value; 1]> =
                    (0..count).map(|i| self.current_body().result(op, next + i as usize)).collect();
                next += count as usize;
                self.define(name, off, vals)?;
            }
        }
        Ok(op)
    }

    /// `loc(...)` after an op, applied to it.
    fn parse_trailing_location(&mut self, st: &mut OperationState) -> PResult<()> {
        if let Some(loc) = self.p.parse_optional_location()? {
            st.loc = loc;
        }
        Ok(())
    }

    fn parse_generic_operation(&mut self) -> PResult<OpId> {
        let name_tok = self.p.peek();
        let ctx = self.ctx();
        let raw = self.p.parse_string()?;
        let loc = self.p.loc_at(name_tok.offset);
        if raw.is_empty() {
            return self.p.err_at(name_tok.offset, "empty operation name is invalid");
        }
        let name = self.op_name(&raw);
        if name.info.is_none() {
            self.check_unregistered(&raw)?;
        }
        let mut st = OperationState::new(name, loc);
        self.p.expect(TokenKind::LParen, "'(' to start operand list")?;
        let operands = self.parse_operand_list()?;
        self.p.expect(TokenKind::RParen, "')' to end operand list")?;
        if self.p.at(TokenKind::LSquare) {
            if name.info.is_some_and(|i| !i.traits.has(crate::ir::Traits::TERMINATOR)) {
                return self.p.err("successors in non-terminator");
            }
            self.p.bump();
            loop {
                let b = self.parse_successor()?;
                st.successors.push(b);
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p.expect(TokenKind::RSquare, "']' to end successor list")?;
        }
        if self.p.at(TokenKind::Less) && self.p.peek_nth(1).kind == TokenKind::LBrace {
            self.p.bump();
            let props_off = self.p.peek().offset;
            let mut props = Vec::new();
            self.p.parse_attr_dict(&mut props)?;
            self.p.expect(TokenKind::Greater, "'>' to close properties")?;
            if name.info.is_some() {
                for a in props {
                    st.add_attr(a.name, a.value);
                }
            } else {
                st.properties = Some(ctx.dictionary(&props));
            }
            let _ = props_off;
        }
        if self.p.at(TokenKind::LParen) {
            self.p.bump();
            loop {
                self.parse_region_into(&mut st, &[], false)?;
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p.expect(TokenKind::RParen, "')' to end region list")?;
        }
        if self.p.at(TokenKind::LBrace) {
            let mut attrs = Vec::new();
            self.p.parse_attr_dict(&mut attrs)?;
            // ODS ops with segment sizes still read them under their old names
            // (`operand_segment_sizes`, `result_segment_sizes`) when the new one is absent.
            let legacy = [
                ("operand_segment_sizes", "operandSegmentSizes", crate::ir::Traits::ATTR_SIZED_OPERAND_SEGMENTS),
                ("result_segment_sizes", "resultSegmentSizes", crate::ir::Traits::ATTR_SIZED_RESULT_SEGMENTS),
            ];
            for (old, new, trait_bit) in legacy {
                let (old, new) = (ctx.ident(old), ctx.ident(new));
                if name.info.is_some_and(|i| i.traits.has(trait_bit)) && !attrs.iter().any(|a| a.name == new) {
                    for a in attrs.iter_mut().filter(|a| a.name == old) {
                        a.name = new;
                    }
                }
            }
            for a in attrs {
                st.add_attr(a.name, a.value);
            }
        }
        self.p.expect(TokenKind::Colon, "':' followed by operation type")?;
        let ty_off = self.p.peek().offset;
        let fty = self.p.parse_type()?;
        let (inputs, results) = match ctx.type_data(fty) {
            crate::ir::TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return self.p.err_at(ty_off, "expected function type"),
        };
        if inputs.len() != operands.len() {
            return self.p.err_at(
                ty_off,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            );
        }
        for (u, &t) in operands.iter().zip(inputs.iter()) {
            let v = self.resolve_operand(*u, t)?;
            st.operands.push(v);
        }
        st.result_types.extend(results.iter().copied());
        self.parse_trailing_location(&mut st)?;
        let info = st.name.info;
        // Segment sizes are properties in MLIR, zero-initialized: left out of the generic
        // form, they read as all groups empty (the verifier then compares the counts).
        if let Some(info) = info {
            for (trait_, key, groups) in [
                (Traits::ATTR_SIZED_OPERAND_SEGMENTS, "operandSegmentSizes", info.operand_arities.len()),
                (Traits::ATTR_SIZED_RESULT_SEGMENTS, "resultSegmentSizes", info.result_arities.len()),
            ] {
                let key = ctx.ident(key);
                if info.has_trait(trait_) && !st.attrs.iter().any(|a| a.name == key) {
                    st.add_attr(key, ctx.dense_i32_array(&vec![0; groups]));
                }
            }
        }
        let op = self.finish_op(st);
        // As MLIR's generic parser, reject inherent attributes that fail their
        // constraints now: a parse error, reported without quoting the op.
        if let Some(info) = info {
            (info.verify_attrs)(crate::ir::OpRef::new(ctx, self.current_body(), op)).map_err(Box::new)?;
        }
        Ok(op)
    }

    fn check_unregistered(&self, name: &str) -> PResult<()> {
        if self.allow_unregistered {
            return Ok(());
        }
        let dialect = name.split('.').next().unwrap_or("");
        // mlir-opt-22 registers MLIR's test dialect, which allows unknown operations: its
        // ops (used by upstream tests) parse in generic form without the flag.
        if dialect == "test" {
            return Ok(());
        }
        // An unknown op of a registered dialect parses: the verifier reports it (quoting
        // it) unless the dialect allows unknown operations, as MLIR 22 does.
        if self.ctx().is_dialect_registered(dialect) {
            return Ok(());
        }
        // MLIR notices the unknown dialect only after the name, at the next token.
        self.p.err_at(
            self.p.peek().offset,
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        )
    }

    /// Fills in defaults of inherent attributes and creates the op.
    fn finish_op(&mut self, mut st: OperationState) -> OpId {
        st.fill_defaults(&mut *self);
        self.body().create_op(st)
    }

    fn parse_custom_operation(&mut self) -> PResult<OpId> {
        let name_tok = self.p.bump();
        let ctx = self.ctx();
        let loc = self.p.loc_at(name_tok.offset);
        let raw = name_tok.text;
        let mut name = self.op_name(raw);
        // As MLIR: a bare name is looked up in the default dialect of the innermost op
        // whose custom form encloses it ("builtin" at the top level, "" for ops that name
        // none, such as `scf.if` or `llvm.func`), and nowhere else.
        let default = self.default_dialects.last().copied().unwrap_or("builtin");
        if name.info.is_none() && !raw.contains('.') {
            let n = self.op_name(&format!("{default}.{raw}"));
            if n.info.is_some() {
                name = n;
            }
        }
        let Some(info) = name.info else {
            let dialect = if raw.contains('.') { raw.split('.').next().unwrap_or(raw) } else { default };
            if !ctx.is_dialect_registered(dialect) {
                let mut msg = format!("Dialect `{dialect}' not found for custom op '{raw}' ");
                if !raw.contains('.') {
                    msg.push_str(&format!(" (tried '{dialect}.{raw}' as well)"));
                }
                let note = format!(
                    "Available dialects: {} ; for more info on dialect registration see \
                     https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    ctx.dialect_names().join(", ")
                );
                let loc = self.p.loc_at(name_tok.offset);
                return Err(Box::new(Diagnostic::error(loc, msg).with_note(loc, note)));
            }
            // Like MLIR, name the default-dialect spelling that was tried for a bare name.
            let mut msg = format!("custom op '{raw}' is unknown");
            if !raw.contains('.') {
                msg.push_str(&format!(" (tried '{default}.{raw}' as well)"));
            }
            return self.p.err_at(name_tok.offset, msg);
        };
        let Some(&parse) = info.parse.and_then(|h| h.downcast_ref::<ParseFn>()) else {
            return self.p.err_at(name_tok.offset, format!("custom op '{raw}' has no custom assembly form"));
        };
        let mut st = OperationState::new(name, loc);
        self.custom_ops.push((name.ident, loc));
        self.custom_op_offsets.push(name_tok.offset);
        let r = parse(self, &mut st);
        self.custom_ops.pop();
        self.custom_op_offsets.pop();
        r?;
        self.parse_trailing_location(&mut st)?;
        Ok(self.finish_op(st))
    }

    // ---- regions and blocks -------------------------------------------------------

    /// Whether a region (`{`) is next.
    pub fn at_region(&self) -> bool {
        self.p.at(TokenKind::LBrace)
    }

    /// Parses `{ blocks }` into a new region of `st` (in the op's nested body when it is
    /// isolated from above). `entry_args` become the entry block's arguments.
    pub fn parse_region(&mut self, st: &mut OperationState, entry_args: &[EntryArg<'a>]) -> PResult<RegionId> {
        self.parse_region_into(st, entry_args, true)
    }

    /// Like `parse_region` but accepts no region (returns `None`) when no `{` follows.
    pub fn parse_optional_region(
        &mut self,
        st: &mut OperationState,
        entry_args: &[EntryArg<'a>],
    ) -> PResult<Option<RegionId>> {
        if !self.at_region() {
            return Ok(None);
        }
        self.parse_region(st, entry_args).map(Some)
    }

    fn parse_region_into(
        &mut self,
        st: &mut OperationState,
        entry_args: &[EntryArg<'a>],
        custom: bool,
    ) -> PResult<RegionId> {
        if self.depth >= MAX_DEPTH {
            return self.p.err("exceeded maximum region nesting depth");
        }
        let info = st.name.info;
        let isolated = info.is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE));
        let is_module = self.ctx().ident_str(st.name.ident) == "builtin.module";
        if isolated && self.defer && !is_module && st.nested.is_none() && self.at_module_level() {
            if let Some(r) = self.defer_region(st, entry_args, custom) {
                return Ok(r);
            }
        }
        let top_module = is_module && self.regions.len() == 1;
        if top_module {
            self.in_top_module = true;
        }
        if isolated {
            let nested = st.nested.take().map(|b| *b).unwrap_or_default();
            self.bodies.push(nested);
            self.push_isolated_scope();
        }
        // MLIR pushes the default dialect of an op parsed in custom form (its
        // `OpAsmOpInterface`'s, else none: ""); the generic form keeps the enclosing one.
        let dialect_pushed = custom;
        if custom {
            self.default_dialects.push(info.and_then(|i| i.default_dialect).unwrap_or(""));
        }
        self.depth += 1;
        let result = self.parse_region_body(entry_args, custom, info);
        self.depth -= 1;
        if dialect_pushed {
            self.default_dialects.pop();
        }
        let mut region = None;
        let result = result.and_then(|r| {
            region = Some(r);
            if isolated {
                self.close_isolated_scope()
            } else {
                Ok(())
            }
        });
        if isolated {
            let b = self.bodies.pop().expect("nested body");
            st.nested = Some(Box::new(b));
        }
        if top_module {
            self.in_top_module = false;
        }
        result?;
        let r = region.expect("region");
        st.regions.push(r);
        Ok(r)
    }

    fn parse_region_body(
        &mut self,
        entry_args: &[EntryArg<'a>],
        custom: bool,
        info: Option<&'static OpInfo>,
    ) -> PResult<RegionId> {
        self.parse_region_body_into(entry_args, custom, info, None)
    }

    /// Parses `{ blocks }` into `existing` (emptied first) or a new region.
    fn parse_region_body_into(
        &mut self,
        entry_args: &[EntryArg<'a>],
        custom: bool,
        info: Option<&'static OpInfo>,
        existing: Option<RegionId>,
    ) -> PResult<RegionId> {
        let open = self.p.expect(TokenKind::LBrace, "'{' to begin a region")?;
        let region = match existing {
            Some(r) => {
                self.body().region_mut(r).blocks.clear();
                r
            }
            None => self.body().new_region(),
        };
        self.open_region_scope();
        // Empty region.
        if self.p.at(TokenKind::RBrace) {
            if !entry_args.is_empty() {
                // A region with arguments needs its entry block even when empty.
                let b = self.body().new_block();
                self.body().push_block(region, b);
                self.define_entry_args(b, entry_args)?;
            }
            self.p.bump();
            self.close_region_scope()?;
            if custom {
                self.ensure_terminator(region, info, open.offset);
            }
            return Ok(region);
        }
        // Entry block: either labeled or implicit.
        if !self.p.at(TokenKind::CaretIdent) {
            let b = self.body().new_block();
            self.body().push_block(region, b);
            self.define_entry_args(b, entry_args)?;
            self.parse_block_ops(b)?;
        } else if !entry_args.is_empty() && custom {
            return self.p.err("invalid block name in region with named arguments");
        }
        while self.p.at(TokenKind::CaretIdent) {
            self.parse_block(region)?;
        }
        self.p.expect(TokenKind::RBrace, "'}' to close region")?;
        self.close_region_scope()?;
        if custom {
            self.ensure_terminator(region, info, open.offset);
        }
        Ok(region)
    }

    fn define_entry_args(&mut self, b: BlockId, args: &[EntryArg<'a>]) -> PResult<()> {
        for a in args {
            // A name already defined or referenced (a bound using the loop's own variable)
            // cannot name an entry argument (MLIR's `parseRegionBody`).
            let scope = self.scopes.last().expect("scope");
            let prev = scope
                .values
                .get(a.name.name)
                .map(|(_, off)| *off)
                .or_else(|| scope.forward.get(&(a.name.name, a.name.number)).map(|&(_, off)| off));
            if let Some(prev) = prev {
                let msg = format!("region entry argument '{}' is already in use", a.name.name);
                let d = Diagnostic::error(self.p.loc_at(a.name.offset), msg)
                    .with_note(self.p.loc_at(prev), "previously referenced here");
                return Err(Box::new(d));
            }
            let v = self.body().add_block_arg(b, a.ty, a.loc);
            self.define(a.name.name, a.name.offset, smallvec::smallvec![v])?;
        }
        Ok(())
    }

    /// `^label(%a: t, ...):` then ops.
    fn parse_block(&mut self, region: RegionId) -> PResult<BlockId> {
        let label = self.p.bump();
        let b = self.block_for_label(label.text, label.offset, true)?;
        self.body().push_block(region, b);
        if self.p.eat(TokenKind::LParen) && !self.p.eat(TokenKind::RParen) {
            loop {
                let u = self.parse_operand()?;
                self.p.expect(TokenKind::Colon, "':' and type for SSA operand")?;
                let ty = self.p.parse_type()?;
                let loc = self.p.parse_optional_location()?.or(Some(self.p.loc_at(u.offset)));
                let v = self.body().add_block_arg(b, ty, loc);
                self.define(u.name, u.offset, smallvec::smallvec![v])?;
                if !self.p.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.p.expect(TokenKind::RParen, "')' to end argument list")?;
        }
        self.p.expect(TokenKind::Colon, "':' after block name")?;
        self.parse_block_ops(b)?;
        Ok(b)
    }

    fn parse_block_ops(&mut self, b: BlockId) -> PResult<()> {
        // At the end of the input MLIR tries (and fails) to parse one more op.
        while !matches!(self.p.peek().kind, TokenKind::CaretIdent | TokenKind::RBrace) {
            let op = self.parse_operation()?;
            self.body().append_op(b, op);
        }
        Ok(())
    }

    /// The block a label names in the current region, creating it on first mention.
    fn block_for_label(&mut self, name: &'a str, offset: u32, defining: bool) -> PResult<BlockId> {
        let existing = self.regions.last().and_then(|r| r.blocks.get(name)).copied();
        match existing {
            Some((b, defined, prev)) => {
                if defining {
                    if defined {
                        // MLIR reports the redefinition alone, without pointing at the first.
                        let _ = prev;
                        return self.p.err_at(offset, format!("redefinition of block '{name}'"));
                    }
                    if let Some(r) = self.regions.last_mut() {
                        r.blocks.insert(name, (b, true, offset));
                    }
                }
                Ok(b)
            }
            None => {
                let b = self.body().new_block();
                if let Some(r) = self.regions.last_mut() {
                    r.blocks.insert(name, (b, defining, offset));
                }
                Ok(b)
            }
        }
    }

    /// `^bb3` as a successor.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        let t = self.p.peek();
        if t.kind != TokenKind::CaretIdent {
            return self.p.err_wrong_token("expected block name");
        }
        self.p.bump();
        self.block_for_label(t.text, t.offset, false)
    }

    /// Whether a successor (`^bb`) is next.
    pub fn at_successor(&self) -> bool {
        self.p.at(TokenKind::CaretIdent)
    }

    /// `^bb3(%a, %b : i32, i64)` as MLIR's successor-and-operands form.
    pub fn parse_successor_and_use_list(&mut self, operands: &mut SmallVec<[Value; 3]>) -> PResult<BlockId> {
        let b = self.parse_successor()?;
        if self.p.eat(TokenKind::LParen) {
            let off = self.p.peek().offset;
            let names = self.parse_operand_list()?;
            self.p.expect(TokenKind::Colon, "':'")?;
            let types = self.p.parse_type_list()?;
            self.p.expect(TokenKind::RParen, "')'")?;
            self.resolve_operands(&names, &types, off, operands)?;
        }
        Ok(b)
    }

    /// Runs `f` with the op's registry entry hidden from the region parser, which then adds
    /// no implicit terminator: for custom parsers that, as MLIR's, do not call
    /// `ensureTerminator` on some region.
    pub fn without_implicit_terminator<T>(
        p: &mut OpParser<'a>,
        st: &mut OperationState,
        f: impl FnOnce(&mut OpParser<'a>, &mut OperationState) -> PResult<T>,
    ) -> PResult<T> {
        let info = st.name.info.take();
        let r = f(p, st);
        st.name.info = info;
        r
    }

    /// After a custom-form region, as ODS parsers do: a single-block region without
    /// terminator gets its block, and for `SingleBlockImplicitTerminator` ops the
    /// terminator is appended when the custom form left it out (the block does not end
    /// in a terminator), at the location of the op being parsed (MLIR's `ensureTerminator`).
    fn ensure_terminator(&mut self, region: RegionId, info: Option<&'static OpInfo>, offset: u32) {
        use crate::ir::Traits;
        // A single-block region without terminator still gets its (empty) block, as
        // ODS parsers emplace it (`module {}`).
        if info.is_some_and(|i| i.has_trait(Traits::SINGLE_BLOCK) && i.has_trait(Traits::NO_TERMINATOR)) {
            let body = self.body();
            if body.entry_block(region).is_none() {
                let b = body.new_block();
                body.push_block(region, b);
            }
        }
        let Some(term) = info.and_then(|i| i.implicit_terminator) else { return };
        let loc = match self.custom_ops.last() {
            Some(&(_, loc)) => loc,
            None => self.p.loc_at(offset),
        };
        let name = self.op_name(term);
        let body = self.body();
        let b = match body.entry_block(region) {
            Some(b) => b,
            None => {
                let b = body.new_block();
                body.push_block(region, b);
                b
            }
        };
        let needs = match body.block(b).last {
            None => true,
            Some(last) => !body.op(last).name.info.is_some_and(|i| i.traits.has(crate::ir::Traits::TERMINATOR)),
        };
        if needs {
            let mut st = OperationState::new(name, loc);
            // A terminator with regions (`scf.forall.in_parallel`) gets them with one empty
            // block each, as its MLIR builder makes them.
            // (A variadic region list, as `scf.reduce`'s reductions, starts empty.)
            let fixed = name.info.map_or(0, |i| if i.variadic_regions { i.regions - 1 } else { i.regions });
            for _ in 0..fixed {
                let r = body.new_region();
                let rb = body.new_block();
                body.push_block(r, rb);
                st.regions.push(r);
            }
            let op = body.create_op(st);
            body.append_op(b, op);
        }
    }

    /// `@foo` for a custom op parser: as `Parser::parse_symbol_name`, with the error
    /// prefixed as MLIR's `OpAsmParser::parseSymbolName` reports it.
    pub fn parse_symbol_name(&mut self) -> PResult<crate::ir::Ident> {
        match self.p.parse_optional_symbol_name() {
            Some(id) => Ok(id),
            // A malformed `@...` is the lexer's error, reported as MLIR's lexer does.
            None if self.p.at(TokenKind::Error) => self.p.err("expected valid '@'-identifier for symbol name"),
            None => self.custom_err_at(self.p.peek().offset, "expected valid '@'-identifier for symbol name"),
        }
    }

    /// An error a custom op parser reports itself, prefixed as MLIR's `OpAsmParser` does:
    /// `custom op 'arith.cmpi' <msg>`.
    pub fn custom_err_at<T>(&self, offset: u32, msg: impl AsRef<str>) -> PResult<T> {
        match self.custom_ops.last() {
            Some(&(op, _)) => {
                self.p.err_at(offset, format!("custom op '{}' {}", self.ctx().ident_str(op), msg.as_ref()))
            }
            None => self.p.err_at(offset, msg.as_ref().to_string()),
        }
    }

    /// A type a format reads as its MLIR type class `class` (`builtin.integer`): another
    /// kind is rejected at once, as MLIR's typed parsers do.
    pub fn parse_type_of_class(&mut self, class: &str) -> PResult<Type> {
        let loc = self.current_loc();
        let t = self.p.parse_type()?;
        if !crate::ir::type_has_class(self.ctx(), t, class) {
            let found = crate::print::attrs::type_to_string(self.ctx(), t);
            return self
                .custom_err_loc(loc, format!("invalid kind of type specified: expected {class}, but found '{found}'"));
        }
        Ok(t)
    }

    /// A symbol reference attribute (a flat one when `flat`), as MLIR's
    /// `parseAttribute<SymbolRefAttr>` reads it: another kind is rejected at once. The
    /// attribute is read with the constraint's value type, `none`, so a number there
    /// (`constant 0 : i32` read as `func.constant`) fails as its literal.
    pub fn parse_symbol_ref_attr(&mut self, flat: bool) -> PResult<Attribute> {
        let loc = self.current_loc();
        let a = self.p.parse_attribute(Some(self.ctx().common().none))?;
        let ok = matches!(self.ctx().attr_data(a), crate::ir::AttrData::SymbolRef { nested, .. } if !flat || nested.is_empty());
        if !ok {
            return self.custom_err_loc(loc, "invalid kind of attribute specified");
        }
        Ok(a)
    }

    /// The location of the current token.
    pub fn current_loc(&self) -> Attribute {
        self.p.loc()
    }

    /// `custom_err_at`'s error at a location attribute (the op's name for type checks).
    pub fn custom_err_loc<T>(&self, loc: Attribute, msg: impl AsRef<str>) -> PResult<T> {
        let msg = match self.custom_ops.last() {
            Some(&(op, _)) => format!("custom op '{}' {}", self.ctx().ident_str(op), msg.as_ref()),
            None => msg.as_ref().to_string(),
        };
        Err(Box::new(Diagnostic::error(loc, msg)))
    }

    // ---- literals ------------------------------------------------------------------

    /// Whether the next token is `lit` (punctuation or keyword) of a format.
    pub fn at_literal(&self, lit: &str) -> bool {
        match literal_kind(lit) {
            Some(k) => self.p.at(k),
            None => self.p.at_keyword(lit),
        }
    }

    /// Consumes `lit` if it is next.
    pub fn eat_literal(&mut self, lit: &str) -> bool {
        match literal_kind(lit) {
            Some(k) => self.p.eat(k),
            None => self.p.eat_keyword(lit),
        }
    }

    /// Consumes `lit` or reports MLIR's "expected 'lit'".
    pub fn expect_literal(&mut self, lit: &str) -> PResult<()> {
        match literal_kind(lit) {
            Some(k) if self.p.eat(k) => Ok(()),
            Some(k) => self.p.expect(k, &format!("'{lit}'")).map(|_| ()),
            None => self.p.expect_keyword(lit),
        }
    }

    /// A possibly empty comma-separated list of types (stops when no type follows).
    pub fn parse_optional_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = Vec::new();
        let Some(first) = self.p.parse_optional_type()? else { return Ok(v) };
        v.push(first);
        while self.p.eat(TokenKind::Comma) {
            v.push(self.p.parse_type()?);
        }
        Ok(v)
    }

    // ---- parallel parsing of module-level bodies -------------------------------------

    /// Directly in the top-level region, or in the region of a top-level module.
    fn at_module_level(&self) -> bool {
        self.regions.len() == 1 || (self.regions.len() == 2 && self.in_top_module)
    }

    /// Sets the region starting at the current `{` aside for a parallel parse: records its
    /// text span and gives the op a body with a placeholder block (so emptiness checks of
    /// custom parsers hold). `None` (nothing consumed) when the text is not simple to
    /// delimit or the region is empty.
    fn defer_region(&mut self, st: &mut OperationState, entry_args: &[EntryArg<'a>], custom: bool) -> Option<RegionId> {
        let t = self.p.peek();
        if t.kind != TokenKind::LBrace {
            return None;
        }
        let start = t.offset;
        let end = region_text_end(self.p.src.as_bytes(), start as usize)?;
        let inner = self.p.src.get(start as usize + 1..end - 1)?;
        if inner.trim().is_empty() {
            return None;
        }
        let mut body = Body::new();
        let r = body.new_region();
        let placeholder = body.new_block();
        body.push_block(r, placeholder);
        body.deferred = Some(self.jobs.len() as u32);
        self.jobs.push(Job { start, end: end as u32, args: entry_args.to_vec(), info: st.name.info, custom });
        st.nested = Some(Box::new(body));
        st.regions.push(r);
        self.p.skip_to(end as u32);
        Some(r)
    }

    /// Parses every deferred body in parallel and puts it back into its op.
    fn run_jobs(&mut self, top: &mut Body) -> PResult<()> {
        use rayon::prelude::*;
        let mut jobs: Vec<Option<Job<'a>>> = std::mem::take(&mut self.jobs).into_iter().map(Some).collect();
        let mut pending: Vec<(Job<'a>, Box<Body>)> = Vec::new();
        let mut slots: Vec<(bool, OpId)> = Vec::new();
        take_deferred(top, &mut jobs, &mut pending, &mut slots, true);
        let seed = self.p.seed();
        let allow = self.allow_unregistered;
        // Warm the shared caches with the ops every function body uses.
        for name in ["func.return", "arith.constant", "cf.br", "cf.cond_br", "func.call"] {
            let n = self.op_name(name);
            if let Some(info) = n.info {
                for a in info.attrs {
                    self.ident_static(a.name);
                    if let Some(d) = a.default {
                        self.default_attr(d);
                    }
                }
            }
        }
        let shared = std::sync::Arc::new(SharedCaches {
            op_names: std::mem::take(&mut self.op_names),
            static_idents: std::mem::take(&mut self.static_idents),
            defaults: std::mem::take(&mut self.defaults),
        });
        let parsed: Vec<PResult<Box<Body>>> = pending
            .into_par_iter()
            .map_init(
                // One parser per rayon task, reused for its jobs: its caches, memo and
                // scope tables stay warm from one function to the next.
                || {
                    let mut op = OpParser::new(Parser::from_seed(&seed, 0), allow);
                    op.shared = Some(shared.clone());
                    op
                },
                |op, (job, body)| {
                    op.restart_at(job.start);
                    op.bodies.push(*body);
                    op.push_isolated_scope();
                    if job.custom {
                        op.default_dialects.push(job.info.and_then(|i| i.default_dialect).unwrap_or(""));
                    }
                    op.parse_region_body_into(&job.args, job.custom, job.info, Some(RegionId(0)))?;
                    op.close_isolated_scope()?;
                    if op.p.prev_end() != job.end || op.p.deferred_location_count() != 0 {
                        return op.p.err_at(job.start, "deferred region did not parse as one region");
                    }
                    let mut b = op.bodies.pop().expect("job body");
                    b.deferred = None;
                    // Bodies parsed in parallel all live until the whole module is read.
                    b.shrink_to_fit();
                    Ok(Box::new(b))
                },
            )
            .collect();
        let mut bodies = Vec::with_capacity(parsed.len());
        for r in parsed {
            bodies.push(r?);
        }
        put_back(top, &slots, bodies);
        Ok(())
    }

    // ---- attribute dictionaries --------------------------------------------------

    /// `{...}` if present, merged into the state.
    pub fn parse_optional_attr_dict(&mut self, st: &mut OperationState) -> PResult<()> {
        if self.p.at(TokenKind::LBrace) {
            let mut attrs = Vec::new();
            self.p.parse_attr_dict(&mut attrs)?;
            for a in attrs {
                st.add_attr(a.name, a.value);
            }
        }
        Ok(())
    }

    /// A format's `prop-dict`: `<{...}>` if present, the op's properties (its inherent
    /// attributes). As MLIR's `setPropertiesFromAttr`, every required inherent attribute
    /// (not optional, no default) must be there.
    pub fn parse_prop_dict(&mut self, st: &mut OperationState) -> PResult<()> {
        let mut props = Vec::new();
        if self.p.at(TokenKind::Less) && self.p.peek_nth(1).kind == TokenKind::LBrace {
            self.p.bump();
            self.p.parse_attr_dict(&mut props)?;
            self.p.expect(TokenKind::Greater, "'>' to close properties")?;
        }
        let ctx = self.ctx();
        if let Some(info) = st.name.info {
            let missing = info
                .attrs
                .iter()
                .find(|a| !a.optional && a.default.is_none() && !props.iter().any(|p| ctx.ident_str(p.name) == a.name));
            if let Some(a) = missing {
                let dict = crate::print::attrs::attr_to_string(ctx, ctx.dictionary(&props));
                let msg = format!(
                    "invalid properties {dict} for op {}: expected key entry for {} in DictionaryAttr to set Properties.",
                    info.name, a.name
                );
                return Err(Box::new(Diagnostic::error(st.loc, msg)));
            }
        }
        for a in props {
            st.add_attr(a.name, a.value);
        }
        Ok(())
    }

    /// `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, st: &mut OperationState) -> PResult<()> {
        if self.p.eat_keyword("attributes") {
            let mut attrs = Vec::new();
            self.p.parse_attr_dict(&mut attrs)?;
            for a in attrs {
                st.add_attr(a.name, a.value);
            }
        }
        Ok(())
    }
}

/// Parses a whole text as one attribute (dialect enums included); `None` if it does not
/// parse. Tests compare the defaults generated code builds against this.
pub fn parse_attr_text(ctx: &Context, text: &str) -> Option<Attribute> {
    let mut p = Parser::new(ctx, text, "<spec>", 0);
    p.dialect_attr_parser = Some(&dialect_enum_attr);
    let a = p.parse_attribute(None).ok()?;
    p.at(TokenKind::Eof).then_some(a)
}

/// The token kind of a punctuation literal; `None` for keywords.
fn literal_kind(lit: &str) -> Option<TokenKind> {
    Some(match lit {
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "{" => TokenKind::LBrace,
        "}" => TokenKind::RBrace,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "=" => TokenKind::Equal,
        "->" => TokenKind::Arrow,
        "?" => TokenKind::Question,
        "*" => TokenKind::Star,
        "+" => TokenKind::Plus,
        "-" => TokenKind::Minus,
        "..." => TokenKind::Ellipsis,
        "|" => TokenKind::Pipe,
        "@" => TokenKind::AtIdent,
        _ => return None,
    })
}

/// Parses `#dialect.mnemonic<keywords>` for enums registered by the spec dialects; other
/// dialect attributes are left to the core parser (kept verbatim).
fn dialect_enum_attr<'a>(p: &mut Parser<'a>, dialect: &str, mnemonic: &str) -> PResult<Option<Attribute>> {
    let ctx = p.ctx;
    if let Some(def) = ctx.with_registry(|r| r.attr_def(dialect, mnemonic)).filter(|d| !d.custom) {
        return parse_dialect_attr_params(p, def).map(Some);
    }
    let Some(def) = ctx.with_registry(|r| r.dialect_enum(dialect, mnemonic)) else { return Ok(None) };
    p.expect(TokenKind::Less, "'<'")?;
    let mut v = 0u64;
    loop {
        let t = p.peek();
        let kw = match t.kind {
            TokenKind::BareIdent => {
                p.bump();
                t.text.to_string()
            }
            TokenKind::String => p.parse_string()?,
            _ => return p.err(format!("expected keyword for {}", def.name)),
        };
        match def.value(&kw) {
            Some(x) => v |= x,
            None => {
                let cases: Vec<&str> = def.cases.iter().map(|c| c.0).collect();
                return p
                    .err_at(t.offset, format!("expected one of [{}] for {}, got: {}", cases.join(", "), def.name, kw));
            }
        }
        if !def.bit_enum || !(p.eat(TokenKind::Comma) || p.eat(TokenKind::Pipe)) {
            break;
        }
    }
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(Some(ctx.enum_attr(def, v)))
}

/// Takes the deferred bodies out of the ops of `top` (and of a module op directly in it),
/// recording where each came from (`in_module`, op) in `slots`.
fn take_deferred<'a>(
    top: &mut Body,
    jobs: &mut [Option<Job<'a>>],
    pending: &mut Vec<(Job<'a>, Box<Body>)>,
    slots: &mut Vec<(bool, OpId)>,
    descend: bool,
) {
    let n = top.num_ops();
    for i in 0..n {
        let id = OpId(i as u32);
        let job = top.op(id).nested.as_ref().and_then(|b| b.deferred);
        match job {
            Some(j) => {
                if let (Some(b), Some(job)) =
                    (top.op_mut(id).nested.take(), jobs.get_mut(j as usize).and_then(Option::take))
                {
                    pending.push((job, b));
                    slots.push((!descend, id));
                }
            }
            None if descend && top.op(id).nested.is_some() => {
                if let Some(inner) = top.op_mut(id).nested.as_deref_mut() {
                    let before = slots.len();
                    take_deferred(inner, jobs, pending, slots, false);
                    // Remember which op holds those bodies.
                    for s in &mut slots[before..] {
                        s.0 = true;
                    }
                    slots.push((false, OpId(u32::MAX - id.0)));
                }
            }
            None => {}
        }
    }
}

/// Puts parsed bodies back where `take_deferred` found them.
// Bodies stay boxed: ops own their nested bodies as `Box<Body>`.
#[allow(clippy::vec_box)]
fn put_back(top: &mut Body, slots: &[(bool, OpId)], bodies: Vec<Box<Body>>) {
    let mut bodies = bodies.into_iter();
    let mut module_ops: Vec<(OpId, Box<Body>)> = Vec::new();
    let mut pending_module: Vec<(OpId, Box<Body>)> = Vec::new();
    for &(in_module, id) in slots {
        if id.0 >= u32::MAX / 2 {
            // The marker after a module's bodies: they belong to that module op.
            let module = OpId(u32::MAX - id.0);
            if let Some(inner) = top.op_mut(module).nested.as_deref_mut() {
                for (op, b) in pending_module.drain(..) {
                    inner.attach_nested(op, b);
                }
            }
            continue;
        }
        let Some(b) = bodies.next() else { return };
        if in_module {
            pending_module.push((id, b));
        } else {
            module_ops.push((id, b));
        }
    }
    for (op, b) in module_ops {
        top.attach_nested(op, b);
    }
}

/// Offset just past the `}` matching the `{` at `open`, skipping strings; `None` if
/// unbalanced. Braces or quotes inside comments can mislead it: the deferred parse then
/// does not end exactly there, which sends the whole file down the sequential path.
fn region_text_end(src: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    loop {
        i += memchr::memchr3(b'{', b'}', b'"', src.get(i..)?)?;
        match src[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {
                // A string: find its closing quote, skipping escaped characters.
                i += 1;
                loop {
                    i += memchr::memchr2(b'"', b'\\', src.get(i..)?)?;
                    if src[i] == b'"' {
                        break;
                    }
                    i += 2;
                }
            }
        }
        i += 1;
    }
}

/// The parameters of an AttrDef attribute after its `#dialect.mnemonic` (or the stripped
/// form a format shows): `<name = value, ...>` in any order, defaults for the ones left
/// out; nothing for a definition without parameters; or the literals and parameters of a
/// positional format (`<"a.c" in "/dir">`).
pub fn parse_dialect_attr_params(p: &mut Parser<'_>, def: &'static crate::ir::AttrDefInfo) -> PResult<Attribute> {
    let ctx = p.ctx;
    let mut values: Vec<Option<Attribute>> = vec![None; def.params.len()];
    let mut close = None;
    if !def.format.is_empty() {
        for item in def.format {
            match *item {
                crate::ir::FormatItem::Literal(l) => expect_format_literal(p, l)?,
                crate::ir::FormatItem::Param(i) => {
                    let i = i as usize;
                    values[i] = Some(parse_param_value_noted(p, def, &def.params[i])?);
                }
            }
        }
    } else if !def.params.is_empty() && (!def.optional_body || p.at(TokenKind::Less)) {
        // A body that may be left out is absent when no `<` follows.
        p.expect(TokenKind::Less, "'<'")?;
        // MLIR's generated struct parser reads exactly one entry per parameter, commas
        // between, when every parameter is required; otherwise entries while they come.
        let required_only = def.params.iter().all(|x| !x.optional && x.default.is_none());
        let n = def.params.len();
        let mut k = 0;
        while if required_only { k < n } else { k == 0 && p.at(TokenKind::BareIdent) || k > 0 } {
            let t = p.peek();
            if t.kind != TokenKind::BareIdent {
                if !required_only {
                    return p.err("expected a parameter name");
                }
                let mut first = p.err_at::<()>(t.offset, "expected valid keyword").unwrap_err();
                if let Err(second) = p.err_at::<()>(t.offset, "expected a parameter name in struct") {
                    first.notes.push(*second);
                }
                return Err(first);
            }
            p.bump();
            p.expect(TokenKind::Equal, "'='")?;
            // Reported where the value starts, as MLIR checks the name after the `=`.
            let i = def.params.iter().position(|x| x.name == t.text).filter(|&i| values[i].is_none());
            let Some(i) = i else {
                return p.err(format!("duplicate or unknown struct parameter name: {}", t.text));
            };
            values[i] = Some(parse_param_value_noted(p, def, &def.params[i])?);
            k += 1;
            if required_only {
                if k < n {
                    p.expect(TokenKind::Comma, "','")?;
                }
            } else if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        close = Some(p.peek().offset);
        p.expect(TokenKind::Greater, "'>'")?;
    }
    let mut params = Vec::with_capacity(values.len());
    for (info, v) in def.params.iter().zip(values) {
        match v.or_else(|| info.default.map(|d| ctx.default_attr(d))) {
            Some(v) => params.push(v),
            None if info.optional => params.push(ctx.unit_attr()),
            // MLIR reports it at the closing `>`.
            None => {
                let msg = format!("struct is missing required parameter: {}", info.name);
                return match close {
                    Some(at) => p.err_at(at, msg),
                    None => p.err(msg),
                };
            }
        }
    }
    Ok(ctx.intern_attr(crate::ir::AttrData::Dialect { def: crate::ir::AttrDefRef(def), params: params.into() }))
}

/// A literal of a positional attribute format: punctuation or a keyword.
fn expect_format_literal(p: &mut Parser<'_>, l: &str) -> PResult<()> {
    let kind = match l {
        "<" => TokenKind::Less,
        ">" => TokenKind::Greater,
        "(" => TokenKind::LParen,
        ")" => TokenKind::RParen,
        "[" => TokenKind::LSquare,
        "]" => TokenKind::RSquare,
        "," => TokenKind::Comma,
        ":" => TokenKind::Colon,
        "=" => TokenKind::Equal,
        _ => {
            if p.eat_keyword(l) {
                return Ok(());
            }
            return p.err(format!("expected '{l}'"));
        }
    };
    p.expect(kind, &format!("'{l}'"))?;
    Ok(())
}

/// An attribute that must be one of the definitions `ms` of `owner`'s dialect (an
/// interface's implementers), as MLIR's parser of an interface-typed parameter checks.
fn parse_one_of(p: &mut Parser<'_>, owner: &crate::ir::AttrDefInfo, ms: &[&str]) -> PResult<Attribute> {
    let at = p.peek().offset;
    let a = p.parse_attribute(None)?;
    match p.ctx.attr_data(a) {
        crate::ir::AttrData::Dialect { def, .. } if def.0.dialect == owner.dialect && ms.contains(&def.0.mnemonic) => {
            Ok(a)
        }
        // The caller adds MLIR's "failed to parse ... parameter" error.
        _ => p.err_at(at, "invalid kind of attribute specified"),
    }
}

/// `parse_param_value`, with the error MLIR's generated parsers add after any failure:
/// "failed to parse <def> parameter '<name>' which is to be a `<C++ type>`", where parsing
/// stopped.
fn parse_param_value_noted(
    p: &mut Parser<'_>,
    def: &'static crate::ir::AttrDefInfo,
    info: &crate::ir::ParamInfo,
) -> PResult<Attribute> {
    match parse_param_value(p, def, info) {
        Ok(a) => Ok(a),
        Err(mut first) => {
            let then = format!(
                "failed to parse {} parameter '{}' which is to be a `{}`",
                def.ods_name, info.name, info.cpp_type
            );
            if let Err(second) = p.err_at::<()>(p.peek().offset, then) {
                first.notes.push(*second);
            }
            Err(first)
        }
    }
}

/// The value of one AttrDef parameter, written as its kind says.
fn parse_param_value(
    p: &mut Parser<'_>,
    def: &'static crate::ir::AttrDefInfo,
    info: &crate::ir::ParamInfo,
) -> PResult<Attribute> {
    use crate::ir::ParamKind;
    let ctx = p.ctx;
    Ok(match info.kind {
        ParamKind::Int => {
            // MLIR's field parser reports a missing integer at the token found.
            let Some(n) = p.parse_optional_integer()? else { return p.err("expected integer value") };
            ctx.integer_attr(ctx.common().i64, n)
        }
        ParamKind::Bool => {
            if p.eat_keyword("true") {
                ctx.bool_attr(true)
            } else if p.eat_keyword("false") {
                ctx.bool_attr(false)
            } else {
                return p.err("expected 'true' or 'false'");
            }
        }
        ParamKind::Enum(e) => {
            let k = p.peek();
            let kw = match k.kind {
                TokenKind::BareIdent => {
                    p.bump();
                    k.text.to_string()
                }
                TokenKind::String if info.invalid_keyword.is_empty() => p.parse_string()?,
                // A DWARF name (MLIR's LLVM_DIParameter parses a bare keyword).
                _ if !info.invalid_keyword.is_empty() => return p.err("expected valid keyword"),
                _ => return p.err(format!("expected keyword for {}", e.name)),
            };
            // A bit enum value is its flags joined by the separator (`"Definition|Optimized"`).
            let x = if e.bit_enum {
                let sep = e.separator.trim();
                let mut v = Some(0u64);
                for part in kw.split(if sep.is_empty() { "," } else { sep }) {
                    v = v.and_then(|acc| e.value(part.trim()).map(|x| acc | x));
                }
                v
            } else {
                e.value(&kw)
            };
            let Some(x) = x else {
                let msg = if info.invalid_keyword.is_empty() {
                    let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
                    format!("expected one of [{}] for {}, got: {kw}", cases.join(", "), e.summary)
                } else {
                    info.invalid_keyword.replace("{}", &kw)
                };
                return p.err_at(k.offset, msg);
            };
            if e.mnemonic.is_empty() {
                ctx.integer_attr(ctx.common().i64, x as i128)
            } else {
                ctx.enum_attr(e, x)
            }
        }
        ParamKind::Nested(m) => {
            let Some(nd) = ctx.with_registry(|r| r.attr_def(def.dialect, m)) else {
                return p.err(format!("unknown attribute #{}.{}", def.dialect, m));
            };
            // The stripped `<...>` body, or the attribute in full (often an alias).
            if p.at(TokenKind::Less) || nd.params.is_empty() {
                parse_dialect_attr_params(p, nd)?
            } else {
                let at = p.peek().offset;
                let a = p.parse_attribute(None)?;
                match ctx.attr_data(a) {
                    crate::ir::AttrData::Dialect { def: d, .. } if std::ptr::eq(d.0, nd) => a,
                    _ => return p.err_at(at, "invalid kind of attribute specified"),
                }
            }
        }
        ParamKind::Attr => p.parse_attribute(None)?,
        ParamKind::OneOf(_, ms) => parse_one_of(p, def, ms)?,
        ParamKind::List | ParamKind::ListOf(..) => {
            let one = |p: &mut Parser<'_>| match info.kind {
                ParamKind::ListOf(_, ms) => parse_one_of(p, def, ms),
                _ => p.parse_attribute(None),
            };
            // The next parameter starts with its name; list elements do not.
            let mut items = vec![one(p)?];
            while p.at(TokenKind::Comma) && p.peek_nth(1).kind != TokenKind::BareIdent {
                p.bump();
                items.push(one(p)?);
            }
            ctx.array_attr(&items)
        }
        ParamKind::Native { parse, .. } => match parse.downcast_ref::<super::parser::NativeParamParse>() {
            Some(parse) => parse(p)?,
            None => return p.err(format!("parameter '{}' has no parser", info.name)),
        },
    })
}
