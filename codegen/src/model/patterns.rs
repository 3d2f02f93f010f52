//! The rewrite patterns of the model: rules (`Pattern`/`Pat`: a source op whose arguments
//! are bound by name, a list of result dags building ops, calling extern terms and
//! naming intermediate values, and constraints) and `NativePattern`s (a named Rust
//! function), collected per spec file, with the check that flags patterns that can never
//! fire. Rules are checked in `rules.rs`, their operand types in `type_classes.rs`.

use crate::diag::Span;
use crate::model::build::Builder;
use crate::model::terms::Kind;
use crate::model::Model;
use crate::records::Record;

/// A rewrite rooted at one op.
#[derive(Clone, Debug)]
pub struct PatternDef {
    pub record: String,
    pub span: Span,
    pub file: String,
    pub line: u32,
    /// Index of the root op in `Model::ops`.
    pub root: usize,
    pub benefit: i64,
    /// The dialect the rewrite produces (`llvm`, `cf`): which pass family it belongs to.
    pub target: String,
    /// Further targets whose passes apply the pattern too (`alsoTargets`).
    pub also_targets: Vec<String>,
    pub kind: PatternKind,
}

#[derive(Clone, Debug)]
pub enum PatternKind {
    Native { function: String },
    Rule(Rule),
}

/// A checked rule.
#[derive(Clone, Debug)]
pub struct Rule {
    /// What the source pattern binds, in `ins` order (nested matches' after their
    /// operand).
    pub binds: Vec<SourceBind>,
    /// The ops a nested source dag matches, outermost first: each defines an operand of
    /// the root or of an earlier match.
    pub matches: Vec<OpMatch>,
    /// Bool expressions; the rule declines when one is false.
    pub constraints: Vec<Expr>,
    /// The result entries, built in order.
    pub entries: Vec<Expr>,
    /// Entries from this index on give the root's replacement values.
    pub first_replacement: usize,
    /// Unroll n-D vectors into 1-D pieces (see `Rewriter::elementwise`).
    pub unroll: bool,
    /// Bound operands are the converted values (else as written).
    pub converted_operands: bool,
    /// Decline ops touching float types LLVM lacks.
    pub decline_unsupported_float: bool,
}

impl Rule {
    /// The attributes the source binds: they are not copied onto built ops.
    pub fn consumed(&self) -> impl Iterator<Item = &str> {
        self.binds.iter().filter_map(|b| match &b.from {
            BindFrom::Attr { name, .. } if b.of.is_none() => Some(name.as_str()),
            _ => None,
        })
    }

    /// Whether the rule can decline for another reason than unconvertible types.
    pub fn can_decline(&self, m: &Model) -> bool {
        fn fallible(e: &Expr, m: &Model) -> bool {
            match e {
                Expr::Call { term, args, .. } => m.terms[*term].fallible || args.iter().any(|a| fallible(a, m)),
                Expr::Build(b) => b.args.iter().filter_map(BuildArg::expr).any(|e| fallible(e, m)),
                Expr::ReplaceWith(e) | Expr::Not(e) => fallible(e, m),
                Expr::ValueList(l) => l.iter().any(|e| fallible(e, m)),
                _ => false,
            }
        }
        !self.constraints.is_empty() || !self.matches.is_empty() || self.entries.iter().any(|e| fallible(e, m))
    }
}

/// A name the source pattern binds.
#[derive(Clone, Debug)]
pub struct SourceBind {
    pub name: String,
    pub kind: Kind,
    pub from: BindFrom,
    /// The op whose argument is bound (index in `Model::ops`).
    pub op: usize,
    /// The nested match it belongs to (`None`: the root).
    pub of: Option<usize>,
}

/// A nested source dag: the op defining operand `operand` of the root (`parent` None)
/// or of an earlier match.
#[derive(Clone, Debug)]
pub struct OpMatch {
    pub parent: Option<usize>,
    /// The operand group index in the parent op (a single operand).
    pub operand: usize,
    /// Whether groups before it are not all single (found through the arities).
    pub by_group: bool,
    /// The parent op (index in `Model::ops`).
    pub parent_op: usize,
    pub what: MatchWhat,
}

/// What a nested source dag matches.
#[derive(Clone, Debug)]
pub enum MatchWhat {
    /// This op (index in `Model::ops`).
    Op(usize),
    /// Any `ConstantLike` op; its value is bound.
    Constant,
}

#[derive(Clone, Debug)]
pub enum BindFrom {
    /// The operand group at this index: a single operand (`Value`) or, for optional and
    /// variadic groups, its values (`Values`). `by_group`: groups before it are not all
    /// single, so it is found through the op's arities.
    Operand { index: usize, by_group: bool },
    /// The successor at this index (`Block`), or the successors from it on (`Blocks`).
    Successor(usize),
    /// The region at this index (`Region`), or the regions from it on (`Regions`).
    Region(usize),
    /// The attribute of this name; `required` ones decline when absent.
    Attr { name: String, required: bool, enum_record: Option<String> },
    /// The value of the constant the match `of` matched.
    Constant,
}

/// A rule expression.
#[derive(Clone, Debug)]
pub enum Expr {
    /// `$name`: a source binding or a named result, of this kind.
    Ref(String, Kind),
    /// `$name__N`: result N of the named multi-result op.
    ResultOf(String, usize),
    Int(i64),
    Bool(bool),
    Str(String),
    /// `(ResultType N)`.
    ResultType(usize),
    /// `[$a, $b]`: values given as a list (`Values`), `[]` for none.
    ValueList(Vec<Expr>),
    /// `(Source (ResultType N))`: the root's N-th result type as written, unconverted.
    SourceResultType(usize),
    /// `(Source $x)`: the source operand(s) bound to `$x` as written, not converted
    /// (`Value` or `Values`).
    Source(String, Kind),
    Not(Box<Expr>),
    Call {
        term: usize,
        args: Vec<Expr>,
        name: Option<String>,
        /// `(atEndOf $block)`: what the term builds goes at the end of this `Block`.
        at_end: Option<Box<Expr>>,
    },
    Build(Box<Build>),
    /// `(replaceWithValue $v)` as a result entry.
    ReplaceWith(Box<Expr>),
}

impl Expr {
    /// What the expression denotes.
    pub fn kind(&self, m: &Model) -> Kind {
        match self {
            Expr::Ref(_, k) | Expr::Source(_, k) => *k,
            Expr::ResultOf(..) | Expr::Build(_) => Kind::Value,
            Expr::ReplaceWith(x) => x.kind(m),
            Expr::Int(_) => Kind::Int,
            Expr::Bool(_) | Expr::Not(_) => Kind::Bool,
            Expr::Str(_) => Kind::Str,
            Expr::ResultType(_) | Expr::SourceResultType(_) => Kind::Type,
            Expr::ValueList(_) => Kind::Values,
            Expr::Call { term, .. } => m.terms[*term].ret,
        }
    }
}

/// An op a rule builds.
#[derive(Clone, Debug)]
pub struct Build {
    pub op: usize,
    pub name: Option<String>,
    /// One per argument of the op (`ins` order).
    pub args: Vec<BuildArg>,
    /// One per result the op is built with: its result groups are single, or one
    /// optional group that `returnType` gives (none without it).
    pub result_types: Vec<TypeSrc>,
    /// One per successor group of the op (`Block` or `Blocks` expressions).
    pub successors: Vec<Expr>,
    /// Whether the root's unbound attributes are copied onto it.
    pub copy_attrs: bool,
    /// `(atEndOf $block)`: built (with what its arguments build) at the end of this
    /// `Block`, not before the root.
    pub at_end: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum BuildArg {
    /// A value for a single or optional operand, values for a variadic one.
    Operand(Expr),
    /// An optional operand left out.
    NoOperand,
    Attr(AttrSrc),
}

impl BuildArg {
    /// The expression computing the argument, if one does.
    pub fn expr(&self) -> Option<&Expr> {
        match self {
            BuildArg::Operand(x)
            | BuildArg::Attr(AttrSrc::Expr(x))
            | BuildArg::Attr(AttrSrc::Cast { expr: x, .. })
            | BuildArg::Attr(AttrSrc::UnitIf(x)) => Some(x),
            BuildArg::NoOperand | BuildArg::Attr(AttrSrc::Absent) | BuildArg::Attr(AttrSrc::Const(_)) => None,
        }
    }
}

#[derive(Clone, Debug)]
pub enum AttrSrc {
    Absent,
    /// An `Attr` or `Attr?` expression, passed as it is.
    Expr(Expr),
    /// A bound enum attribute re-expressed in the slot's enum (index into `Model::enums`).
    Cast {
        expr: Expr,
        target: usize,
    },
    /// A unit attribute, present when the `Bool` expression is true.
    UnitIf(Expr),
    Const(ConstAttr),
}

#[derive(Clone, Debug)]
pub enum ConstAttr {
    /// An integer attribute of the spec type `ty` (the slot's storage type).
    Int {
        value: i64,
        ty: String,
    },
    Bool(bool),
    /// A case of the enum at this index of `Model::enums`, by value.
    Enum {
        target: usize,
        value: i64,
    },
    I64Array(Vec<i64>),
    /// A dense i32 array (`[2]` for an `op_bundle_sizes`).
    I32Array(Vec<i64>),
    Str(String),
}

/// Where a built op's result type comes from.
#[derive(Clone, Debug)]
pub enum TypeSrc {
    /// The root's result type N (see `ResultType`).
    Root(usize),
    /// All the root's result types (as written): a replacement whose only result group is
    /// variadic, for a root whose results are one variadic group (`func.call` replacing
    /// `func.call_indirect`).
    RootAll,
    /// A `Type` expression, or the type of a `Value` expression.
    Expr(Expr, Kind),
    /// The type of the op's operand group N.
    Operand(usize),
    /// The type of the op's attribute N (a typed attribute).
    Attr(usize),
    /// A `TypesMatchWith` transform of another source.
    Transform { function: String, from: Box<TypeSrc> },
    /// The constraint's buildable type (MLIR syntax).
    Builder(String),
    /// Nothing gives it (an error, unless the op replaces the root and takes its type).
    Unknown,
}

impl Builder<'_> {
    pub(crate) fn patterns(&mut self, m: &mut Model) {
        let rk = self.rk;
        for id in rk.defs_deriving("Pattern") {
            let r = rk.record(id);
            if let Some(p) = self.rule_pattern(m, r) {
                m.patterns.push(p);
            }
        }
        for id in rk.defs_deriving("NativePattern") {
            let r = rk.record(id);
            let Some(root) = self.pattern_root(m, r, self.def_field(r, "rootOp"), self.field_span(r, "rootOp")) else {
                continue;
            };
            let Some(function) = self.req_str(r, "function") else { continue };
            let p = self.pattern_head(r, root, PatternKind::Native { function });
            m.patterns.push(p);
        }
        m.patterns.sort_by(|a, b| (&a.file, a.span.start).cmp(&(&b.file, b.span.start)));
        self.check_reachability(m);
    }

    pub(super) fn pattern_head(&self, r: &Record, root: usize, kind: PatternKind) -> PatternDef {
        let (line, _) = self.sources.line_col(r.span.file, r.span.start as usize);
        let target = self.str_field(r, "target").unwrap_or_else(|| "llvm".into());
        PatternDef {
            record: r.name.clone(),
            span: r.span,
            file: self.file_of(r.span),
            line: line as u32,
            root,
            benefit: self.int_field(r, "benefit").unwrap_or(1),
            target,
            also_targets: self.str_list(r, "alsoTargets"),
            kind,
        }
    }

    pub(super) fn pattern_root(
        &mut self,
        m: &Model,
        r: &Record,
        id: Option<crate::records::RecordId>,
        span: Span,
    ) -> Option<usize> {
        let Some(id) = id else {
            self.err(span, format!("pattern '{}' needs an op as its root", r.name));
            return None;
        };
        self.op_index(m, id, span)
    }

    pub(super) fn op_index(&mut self, m: &Model, id: crate::records::RecordId, span: Span) -> Option<usize> {
        let name = &self.rk.record(id).name;
        match m.ops.iter().position(|o| &o.record == name) {
            Some(i) => Some(i),
            None => {
                self.err(span, format!("'{name}' is not an op"));
                None
            }
        }
    }

    /// A declarative pattern without constraints always applies, so any later pattern of
    /// the same root and target with no higher benefit can never fire.
    fn check_reachability(&mut self, m: &Model) {
        for (i, p) in m.patterns.iter().enumerate() {
            let shadow = m.patterns[..i].iter().find(|q| {
                q.root == p.root
                    && q.target == p.target
                    && q.benefit >= p.benefit
                    && matches!(&q.kind, PatternKind::Rule(r) if !r.can_decline(m))
            });
            if let Some(q) = shadow {
                self.err(
                    p.span,
                    format!(
                        "pattern for '{}' can never fire: the pattern at {}:{} always applies first",
                        m.ops[p.root].name, q.file, q.line
                    ),
                );
            }
        }
    }
}

/// Calls `f` on every op build in `e`, innermost first.
pub fn visit_builds(e: &Expr, f: &mut dyn FnMut(&Build)) {
    match e {
        Expr::Build(b) => {
            for x in b.args.iter().filter_map(BuildArg::expr) {
                visit_builds(x, f);
            }
            for t in &b.result_types {
                if let TypeSrc::Expr(x, _) = t {
                    visit_builds(x, f);
                }
            }
            f(b);
        }
        Expr::Call { args, .. } => args.iter().for_each(|a| visit_builds(a, f)),
        Expr::Not(x) | Expr::ReplaceWith(x) => visit_builds(x, f),
        Expr::ValueList(l) => l.iter().for_each(|a| visit_builds(a, f)),
        _ => {}
    }
}
