//! The rewrite patterns of the model: `Pat` (declarative, one op to one op with operand
//! and attribute mapping) and `NativePattern` (a named Rust function), checked against
//! the ops they name, plus the check that flags patterns that can never fire.

use crate::diag::Span;
use crate::model::build::Builder;
use crate::model::{Arg, Arity, Model};
use crate::records::{Dag, Record, Value};

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
    pub kind: PatternKind,
}

#[derive(Clone, Debug)]
pub enum PatternKind {
    Native {
        function: String,
    },
    Decl {
        /// The `$name` bound to each argument of the root (in `ins` order), if any.
        binds: Vec<Option<String>>,
        result: ResultOp,
        /// Unroll n-D vectors into 1-D ops (see `Rewriter::elementwise`).
        unroll: bool,
        /// Whether the pattern has constraints that can make it decline.
        constrained: bool,
        /// Decline ops touching float types LLVM lacks.
        decline_unsupported_float: bool,
    },
}

/// The op a declarative pattern builds.
#[derive(Clone, Debug)]
pub struct ResultOp {
    pub op: usize,
    /// One entry per argument of the built op (in `ins` order).
    pub args: Vec<ResultArg>,
}

#[derive(Clone, Debug)]
pub enum ResultArg {
    /// Left out: an absent attribute.
    Absent,
    /// A source operand or attribute by its bound name.
    Bound(String),
    /// `(Transform $x)`: an attribute computed by a native function.
    Transform { function: String, arg: String },
}

impl Builder<'_> {
    pub(crate) fn patterns(&mut self, m: &mut Model) {
        let rk = self.rk;
        for id in rk.defs_deriving("Pat") {
            let r = rk.record(id);
            if let Some(p) = self.decl_pattern(m, r) {
                m.patterns.push(p);
            }
        }
        for id in rk.defs_deriving("NativePattern") {
            let r = rk.record(id);
            let Some(root) = self.pattern_root(m, r, self.def_field(r, "rootOp"), self.field_span(r, "rootOp")) else {
                continue;
            };
            let Some(function) = self.req_str(r, "function") else { continue };
            let p = self.pattern_head(m, r, root, PatternKind::Native { function });
            m.patterns.push(p);
        }
        m.patterns.sort_by(|a, b| (&a.file, a.span.start).cmp(&(&b.file, b.span.start)));
        self.check_reachability(m);
    }

    fn pattern_head(&self, m: &Model, r: &Record, root: usize, kind: PatternKind) -> PatternDef {
        let (line, _) = self.sources.line_col(r.span.file, r.span.start as usize);
        let target = self.str_field(r, "target").unwrap_or_else(|| "llvm".into());
        let _ = m;
        PatternDef {
            record: r.name.clone(),
            span: r.span,
            file: self.file_of(r.span),
            line: line as u32,
            root,
            benefit: self.int_field(r, "benefit").unwrap_or(1),
            target,
            kind,
        }
    }

    fn pattern_root(
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
        let name = &self.rk.record(id).name;
        match m.ops.iter().position(|o| &o.record == name) {
            Some(i) => Some(i),
            None => {
                self.err(span, format!("'{name}' is not an op"));
                None
            }
        }
    }

    fn decl_pattern(&mut self, m: &Model, r: &Record) -> Option<PatternDef> {
        let errs = self.error_count();
        let src = self.dag_field(r, "sourcePattern")?.clone();
        let res = self.dag_field(r, "resultPattern")?.clone();
        let src_op = match &*src.op {
            Value::Def(id) => Some(*id),
            _ => None,
        };
        let root = self.pattern_root(m, r, src_op, src.op_span)?;
        let op = &m.ops[root];
        if src.args.len() > op.args.len() {
            self.err(
                src.span,
                format!("'{}' has {} arguments, the pattern matches {}", op.name, op.args.len(), src.args.len()),
            );
            return None;
        }
        let mut binds = Vec::new();
        let mut operand_names = Vec::new();
        let mut attr_names = Vec::new();
        for (a, arg) in src.args.iter().zip(&op.args) {
            if a.value.is_some() {
                self.err(
                    a.span,
                    "source patterns bind arguments by name only (`$x`); nested matches are not supported",
                );
            }
            if let (Some(n), Arg::Operand(i)) = (&a.name, arg) {
                if op.operands[*i].arity != Arity::Single {
                    self.err(
                        a.span,
                        format!("'{}' is not a single operand; use a NativePattern", op.operands[*i].name),
                    );
                }
                operand_names.push(n.clone());
            }
            if let (Some(n), Arg::Attr(_)) = (&a.name, arg) {
                attr_names.push(n.clone());
            }
            binds.push(a.name.clone());
        }
        let result = self.result_op(m, &res, &operand_names, &attr_names, root)?;
        let constrained = matches!(r.value("constraints"), Some(Value::List(l)) if !l.is_empty());
        if constrained {
            self.err(
                self.field_span(r, "constraints"),
                "pattern constraints are not supported yet; use a NativePattern",
            );
        }
        let unroll = self.bit_field(r, "unrollVectors");
        let decline_unsupported_float = self.bit_field(r, "declineUnsupportedFloat");
        if self.error_count() != errs {
            return None;
        }
        Some(self.pattern_head(
            m,
            r,
            root,
            PatternKind::Decl { binds, result, unroll, constrained, decline_unsupported_float },
        ))
    }

    fn result_op(
        &mut self,
        m: &Model,
        d: &Dag,
        operands: &[String],
        attrs: &[String],
        root: usize,
    ) -> Option<ResultOp> {
        let Value::Def(id) = &*d.op else {
            self.err(d.op_span, "a result pattern must build an op");
            return None;
        };
        let name = self.rk.record(*id).name.clone();
        let Some(oi) = m.ops.iter().position(|o| o.record == name) else {
            self.err(d.op_span, format!("'{name}' is not an op"));
            return None;
        };
        let op = &m.ops[oi];
        let src = &m.ops[root];
        if op.results.iter().any(|r| r.arity != Arity::Single) || op.results.len() != src.results.len() {
            self.err(
                d.op_span,
                format!("'{}' must have as many single results as '{}' ({})", op.name, src.name, src.results.len()),
            );
        }
        if !op.regions.is_empty() || !op.successors.is_empty() {
            self.err(d.op_span, format!("'{}' has regions or successors; use a NativePattern", op.name));
        }
        if d.args.len() > op.args.len() {
            self.err(
                d.span,
                format!("'{}' has {} arguments, the pattern gives {}", op.name, op.args.len(), d.args.len()),
            );
            return None;
        }
        let mut args = Vec::new();
        for (i, arg) in op.args.iter().enumerate() {
            let given = d.args.get(i);
            let ra = match (arg, given) {
                (Arg::Operand(k), g) => {
                    let decl = &op.operands[*k];
                    match g.and_then(|g| g.name.clone().filter(|_| g.value.is_none())) {
                        Some(n) if operands.contains(&n) => {
                            if decl.arity != Arity::Single {
                                self.err(
                                    g.map(|g| g.span).unwrap_or(d.span),
                                    format!("'{}' is not a single operand", decl.name),
                                );
                            }
                            ResultArg::Bound(n)
                        }
                        Some(n) => {
                            self.err(
                                g.map(|g| g.span).unwrap_or(d.span),
                                format!("'${n}' is not an operand of the source pattern"),
                            );
                            ResultArg::Absent
                        }
                        None => {
                            self.err(
                                g.map(|g| g.span).unwrap_or(d.span),
                                format!("operand '{}' of '{}' needs a `$name`", decl.name, op.name),
                            );
                            ResultArg::Absent
                        }
                    }
                }
                (Arg::Attr(_), None) => ResultArg::Absent,
                (Arg::Attr(_), Some(g)) => match &g.value {
                    None => match &g.name {
                        Some(n) if attrs.contains(n) => ResultArg::Bound(n.clone()),
                        Some(n) => {
                            self.err(g.span, format!("'${n}' is not an attribute of the source pattern"));
                            ResultArg::Absent
                        }
                        None => ResultArg::Absent,
                    },
                    Some(Value::Dag(t)) => self.transform(t, attrs).unwrap_or(ResultArg::Absent),
                    Some(_) => {
                        self.err(g.span, "expected `$name` or `(Transform $name)`");
                        ResultArg::Absent
                    }
                },
            };
            args.push(ra);
        }
        Some(ResultOp { op: oi, args })
    }

    fn transform(&mut self, t: &Dag, attrs: &[String]) -> Option<ResultArg> {
        let Value::Def(id) = &*t.op else {
            self.err(t.op_span, "expected an AttrTransform");
            return None;
        };
        let rec = self.rk.record(*id);
        if !self.rk.is_a(*id, "AttrTransform") {
            self.err(t.op_span, format!("'{}' is not an AttrTransform", rec.name));
            return None;
        }
        let function = self.str_field(rec, "function")?;
        match t.args.as_slice() {
            [a] if a.value.is_none() && a.name.as_ref().is_some_and(|n| attrs.contains(n)) => {
                Some(ResultArg::Transform { function, arg: a.name.clone().unwrap_or_default() })
            }
            _ => {
                self.err(t.span, format!("'{}' takes one bound attribute `$name`", rec.name));
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
                    && matches!(q.kind, PatternKind::Decl { constrained: false, .. })
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
