//! Checking a rule (`Pattern`/`Pat`) into the model: its source bindings, its result
//! entries (ops to build, term calls, named intermediates), its constraints, and every
//! check of spec/README §3.10: names bound before use and used at their kind, operands and
//! required attributes given, literals that fit their attribute, result types given or
//! inferable, term calls that match their declarations.

use std::collections::HashMap;

use crate::diag::Span;
use crate::model::build::Builder;
use crate::model::patterns::{
    visit_builds, AttrSrc, BindFrom, Build, BuildArg, ConstAttr, Expr, MatchWhat, OpMatch, PatternDef, PatternKind,
    Rule, SourceBind, TypeSrc,
};
use crate::model::terms::Kind;
use crate::model::{Arg, Arity, Model, TraitDecl};
use crate::records::{Dag, DagArg, Record, Value};

/// What the checker knows about a name while it walks a rule.
#[derive(Clone, Debug)]
struct Binding {
    kind: Kind,
    /// Bound to an operand of the root (so `(Source $x)` applies).
    source_operand: bool,
    /// Results of a named multi-result op (refer to them as `$name__N`).
    results: usize,
    /// For source attribute bindings: the enum they hold.
    enum_record: Option<String>,
}

/// The checking state of one rule.
struct RuleCx {
    names: HashMap<String, Binding>,
    /// The root's results before its first variadic or optional group: those
    /// `(ResultType N)` can name (the types are per value).
    nroot_results: usize,
}

impl Builder<'_> {
    pub(super) fn rule_pattern(&mut self, m: &Model, r: &Record) -> Option<PatternDef> {
        let errs = self.error_count();
        let src = self.dag_field(r, "sourcePattern")?.clone();
        let results: Vec<(Dag, Span)> = match r.value("resultPatterns") {
            Some(Value::List(l)) => {
                let span = self.field_span(r, "resultPatterns");
                let mut out = Vec::new();
                for v in l {
                    match v {
                        Value::Dag(d) => out.push((d.clone(), d.span)),
                        _ => self.err(span, "every result of a pattern must be a dag"),
                    }
                }
                out
            }
            _ => {
                self.err(r.span, format!("pattern '{}' needs a list of result dags", r.name));
                return None;
            }
        };
        let src_op = match &*src.op {
            Value::Def(id) => Some(*id),
            _ => None,
        };
        let root = self.pattern_root(m, r, src_op, src.op_span)?;
        let op = &m.ops[root];
        if src.op_name.is_some() {
            self.err(src.op_span, "naming the root op (`(Op:$name ...)`) is not supported yet");
        }
        let unroll = self.bit_field(r, "unrollVectors");
        // Only the LLVM lowerings convert types (MLIR's SCFToControlFlow has no type
        // converter): a rule producing another dialect uses its operands as written.
        let target = self.str_field(r, "target").unwrap_or_else(|| "llvm".into());
        if target != "llvm" && self.bit_field(r, "convertedOperands") {
            self.err(
                r.span,
                format!("a rule producing '{target}' does not convert types: set `convertedOperands = 0`"),
            );
        }
        let fixed = op.results.iter().take_while(|r| r.arity == Arity::Single).count();
        let mut cx = RuleCx { names: HashMap::new(), nroot_results: fixed };
        let mut binds = Vec::new();
        let mut matches = Vec::new();
        if self.too_many_args(op, src.args.len(), src.span, "matches", true) {
            return None;
        }
        let converted = self.bit_field(r, "convertedOperands");
        self.bind_source(m, &mut cx, root, &src, None, converted, &mut binds, &mut matches);
        let mut constraints = Vec::new();
        if let Some(Value::List(l)) = r.value("constraints") {
            let span = self.field_span(r, "constraints");
            for v in l {
                let Value::Dag(d) = v else {
                    self.err(span, "every constraint must be a dag: a Bool term call");
                    continue;
                };
                if let Some(e) = self.expr_dag(m, &mut cx, d, Some(Kind::Bool)) {
                    constraints.push(e);
                }
            }
        }
        let mut entries = Vec::new();
        let mut counts = Vec::new();
        for (d, span) in &results {
            let (e, n) = match self.entry(m, &mut cx, d) {
                Some(x) => x,
                None => continue,
            };
            let _ = span;
            entries.push(e);
            counts.push(n);
        }
        // The trailing entries give the replacement values.
        let need = op.results.len();
        let mut have = 0;
        let mut first_replacement = entries.len();
        while have < need && first_replacement > 0 {
            first_replacement -= 1;
            have += counts[first_replacement];
        }
        if self.error_count() == errs && have != need {
            self.err(
                results.last().map(|(_, s)| *s).unwrap_or(r.span),
                format!(
                    "the last results of the pattern give {have} value(s) where '{}' has {need} result(s)",
                    op.name
                ),
            );
        }
        // Each replacement gives one result (a variadic group takes a `Values` term).
        if self.error_count() == errs && have == need {
            let mut decl = 0;
            for (e, (_, span)) in entries.iter().zip(&results).skip(first_replacement) {
                let (n, group) = match e {
                    Expr::Build(b) if matches!(b.result_types.as_slice(), [TypeSrc::RootAll]) => (1, true),
                    Expr::Build(b) => (m.ops[b.op].results.len(), false),
                    e => (1, e.kind(m) == Kind::Values),
                };
                for r in &op.results[decl..decl + n] {
                    if (r.arity == Arity::Single) == group {
                        let what = if group { "a list of values" } else { "one value" };
                        self.err(*span, format!("this gives {what} for result '{}' of '{}'", r.name, op.name));
                    }
                }
                decl += n;
            }
        }
        // An unnamed entry before the replacements gives values nothing can use.
        let aligned = entries.len() == results.len();
        for (e, (_, span)) in entries.iter().zip(&results).take(if aligned { first_replacement } else { 0 }) {
            let unnamed = match e {
                Expr::Build(b) => b.name.is_none() && !b.result_types.is_empty(),
                // A `Values` term before the replacements may give none (a runtime call).
                Expr::Call { name, term, .. } => name.is_none() && m.terms[*term].ret == Kind::Value,
                _ => false,
            };
            if unnamed {
                self.err(*span, "this result is never used: name it (`(Op:$name ...)`) or make it a replacement");
            }
        }
        // Replacement ops take the root's result types where they were not given (the
        // types are per value: not after a variadic group).
        for (k, e) in entries.iter_mut().enumerate().skip(first_replacement) {
            let start: usize = counts[first_replacement..k].iter().sum();
            if let Expr::Build(b) = e {
                if matches!(b.result_types.as_slice(), [TypeSrc::RootAll]) {
                    continue;
                }
                if start + b.result_types.len() > fixed
                    && b.result_types.iter().any(|t| !matches!(t, TypeSrc::Expr(..)))
                {
                    self.err(b.span, "a replacement after a variadic result group needs `(returnType ...)`");
                }
                // As MLIR's conversion patterns do, unless `returnType` says otherwise.
                for (j, t) in b.result_types.iter_mut().enumerate() {
                    if !matches!(t, TypeSrc::Expr(..)) {
                        *t = TypeSrc::Root(start + j);
                    }
                }
            }
        }
        // An op with a variadic result group takes all the root's result types: it must be
        // the rule's only replacement, for a root whose results are one variadic group.
        let root_variadic = matches!(op.results.as_slice(), [r] if r.arity == Arity::Variadic);
        for (k, e) in entries.iter().enumerate() {
            let top_ok = root_variadic && k == first_replacement && k + 1 == entries.len();
            let mut bad = Vec::new();
            visit_builds(e, &mut |b| {
                let whole = matches!(e, Expr::Build(top) if std::ptr::eq(&**top, b));
                if matches!(b.result_types.as_slice(), [TypeSrc::RootAll]) && !(whole && top_ok) {
                    bad.push(b.span);
                }
            });
            for span in bad {
                self.err(
                    span,
                    "an op with a variadic result group is built only as the one replacement of a root whose results are one variadic group",
                );
            }
        }
        let copy = self.bit_field(r, "copyAttributes");
        // An op without results is replaced by the last entry (a terminator by a
        // terminator): that one takes its attributes.
        let copy_from = if need == 0 { entries.len().saturating_sub(1) } else { first_replacement };
        for e in entries.iter_mut().skip(copy_from) {
            if let Expr::Build(b) = e {
                b.copy_attrs |= copy;
            }
        }
        // A result type no rule could find.
        for e in &entries {
            self.check_types_found(m, e);
        }
        if self.error_count() == errs {
            let converted = self.bit_field(r, "convertedOperands");
            let unsupported_floats = !self.bit_field(r, "declineUnsupportedFloat");
            self.check_classes(m, &binds, &constraints, &entries, converted, unsupported_floats);
        }
        if unroll && op.results.len() != 1 {
            self.err(self.field_span(r, "unrollVectors"), "only single-result ops can be unrolled");
        }
        if self.error_count() != errs {
            return None;
        }
        let rule = Rule {
            binds,
            matches,
            constraints,
            entries,
            first_replacement,
            unroll,
            converted_operands: self.bit_field(r, "convertedOperands"),
            decline_unsupported_float: self.bit_field(r, "declineUnsupportedFloat"),
        };
        Some(self.pattern_head(r, root, PatternKind::Rule(rule)))
    }

    /// Binds the arguments of source dag `d`, which matches op `op_index` (the root when
    /// `of` is `None`, else the nested match `of`), recursing into nested dags.
    #[allow(clippy::too_many_arguments)]
    fn bind_source(
        &mut self,
        m: &Model,
        cx: &mut RuleCx,
        op_index: usize,
        d: &Dag,
        of: Option<usize>,
        converted: bool,
        binds: &mut Vec<SourceBind>,
        matches: &mut Vec<OpMatch>,
    ) {
        let op = &m.ops[op_index];
        for (pos, a) in d.args.iter().enumerate() {
            if let Some(v) = &a.value {
                let Value::Dag(inner) = v else {
                    self.err(a.span, "source patterns bind arguments by name (`$x`) or match them with a nested dag");
                    continue;
                };
                let Some(Arg::Operand(i)) = op.args.get(pos).cloned() else {
                    self.err(a.span, "a nested source dag matches an operand, not an attribute, successor or region");
                    continue;
                };
                if op.operands[i].arity != Arity::Single {
                    self.err(a.span, "a nested source dag matches a single operand, not an optional or variadic group");
                    continue;
                }
                if converted {
                    self.err(a.span, "a nested source dag matches the ops as written: set `convertedOperands = 0`");
                    continue;
                }
                let by_group = op.operands[..i].iter().any(|o| o.arity != Arity::Single);
                let what = match &*inner.op {
                    Value::Def(id) if self.is_def(&Value::Def(*id), "ConstantValue") => MatchWhat::Constant,
                    Value::Def(id) => match self.op_index(m, *id, inner.op_span) {
                        Some(k) => MatchWhat::Op(k),
                        None => continue,
                    },
                    _ => {
                        self.err(inner.op_span, "a nested source dag names an op or `ConstantValue`");
                        continue;
                    }
                };
                // `(Op:$v ...)` binds the operand value itself.
                if let Some(n) = &inner.op_name {
                    let b = Binding { kind: Kind::Value, source_operand: of.is_none(), results: 1, enum_record: None };
                    self.bind_name(cx, n, b, inner.op_span);
                    binds.push(SourceBind {
                        name: n.clone(),
                        kind: Kind::Value,
                        from: BindFrom::Operand { index: i, by_group },
                        op: op_index,
                        of,
                    });
                }
                let k = matches.len();
                matches.push(OpMatch { parent: of, operand: i, by_group, parent_op: op_index, what: what.clone() });
                match what {
                    MatchWhat::Op(inner_op) => {
                        if self.too_many_args(&m.ops[inner_op], inner.args.len(), inner.span, "matches", true) {
                            continue;
                        }
                        self.bind_source(m, cx, inner_op, inner, Some(k), converted, binds, matches);
                    }
                    MatchWhat::Constant => {
                        let [arg] = inner.args.as_slice() else {
                            self.err(inner.span, "`ConstantValue` binds one name: `(ConstantValue $c)`");
                            continue;
                        };
                        let (Some(n), None) = (&arg.name, &arg.value) else {
                            self.err(arg.span, "`ConstantValue` binds one name: `(ConstantValue $c)`");
                            continue;
                        };
                        let b = Binding { kind: Kind::Attr, source_operand: false, results: 1, enum_record: None };
                        self.bind_name(cx, n, b, arg.span);
                        binds.push(SourceBind {
                            name: n.clone(),
                            kind: Kind::Attr,
                            from: BindFrom::Constant,
                            op: op_index,
                            of: Some(k),
                        });
                    }
                }
                continue;
            }
            let Some(n) = &a.name else { continue };
            let (kind, from, enum_record) = match op.args.get(pos).cloned() {
                Some(Arg::Operand(i)) => {
                    let kind = if op.operands[i].arity == Arity::Single { Kind::Value } else { Kind::Values };
                    let by_group = op.operands[..i].iter().any(|o| o.arity != Arity::Single);
                    if op.external_view.is_some() && (by_group || kind == Kind::Values) {
                        self.err(
                            a.span,
                            format!("binding a variadic group of '{}' (an `#[op]` op) is not supported yet", op.name),
                        );
                    }
                    (kind, BindFrom::Operand { index: i, by_group }, None)
                }
                Some(Arg::Attr(i)) => {
                    let d = &op.attrs[i];
                    let required = !d.optional && d.default.is_none();
                    let kind = if required { Kind::Attr } else { Kind::OptAttr };
                    let from = BindFrom::Attr { name: d.name.clone(), required, enum_record: d.enum_record.clone() };
                    (kind, from, d.enum_record.clone())
                }
                None if of.is_some() => {
                    self.err(a.span, "a nested source dag binds operands and attributes only");
                    continue;
                }
                None if pos - op.args.len() < op.successors.len() => {
                    let i = pos - op.args.len();
                    let kind = if op.successors[i].variadic { Kind::Blocks } else { Kind::Block };
                    (kind, BindFrom::Successor(i), None)
                }
                None => {
                    let i = pos - op.args.len() - op.successors.len();
                    let kind = if op.regions[i].variadic { Kind::Regions } else { Kind::Region };
                    (kind, BindFrom::Region(i), None)
                }
            };
            let source_operand = of.is_none() && matches!(from, BindFrom::Operand { .. });
            if cx.names.insert(n.clone(), Binding { kind, source_operand, results: 1, enum_record }).is_some() {
                self.err(a.span, format!("'${n}' is bound twice"));
            }
            binds.push(SourceBind { name: n.clone(), kind, from, op: op_index, of });
        }
    }

    /// A result entry and the number of values it gives.
    fn entry(&mut self, m: &Model, cx: &mut RuleCx, d: &Dag) -> Option<(Expr, usize)> {
        if self.is_def(&d.op, "replaceWithValue") {
            let [a] = d.args.as_slice() else {
                self.err(d.span, "replaceWithValue takes one value");
                return None;
            };
            let e = self.expr_arg(m, cx, a, None)?;
            if !matches!(e.kind(m), Kind::Value | Kind::Values) {
                self.err(a.span, format!("replaceWithValue takes a Value or Values, not {}", e.kind(m).name()));
                return None;
            }
            return Some((Expr::ReplaceWith(Box::new(e)), 1));
        }
        if let Value::Def(id) = &*d.op {
            if self.rk.is_a(*id, "Op") {
                let b = self.build(m, cx, d)?;
                let n = b.result_types.len();
                return Some((Expr::Build(Box::new(b)), n));
            }
        }
        let e = self.expr_dag(m, cx, d, None)?;
        // A `Values` term gives a variadic result group.
        let n = usize::from(
            matches!(&e, Expr::Call { term, .. } if matches!(m.terms[*term].ret, Kind::Value | Kind::Values))
                || matches!(&e, Expr::ValueList(_)),
        );
        Some((e, n))
    }

    /// Reports (and says) whether a dag gives `op` more arguments than its `ins` and
    /// successors (and, for the source, its regions).
    fn too_many_args(&mut self, op: &crate::model::OpDef, n: usize, span: Span, verb: &str, source: bool) -> bool {
        let regions = if source { op.regions.len() } else { 0 };
        let max = op.args.len() + op.successors.len() + regions;
        if n > max {
            let with_regions = if source { format!(" and {} regions", op.regions.len()) } else { String::new() };
            self.err(
                span,
                format!(
                    "'{}' has {} arguments, {} successors{with_regions}, the pattern {verb} {n}",
                    op.name,
                    op.args.len(),
                    op.successors.len()
                ),
            );
        }
        n > max
    }

    fn is_def(&self, v: &Value, name: &str) -> bool {
        matches!(v, Value::Def(id) if self.rk.record(*id).name == name)
    }

    /// An expression written as a dag: a term call, an op build (one result), `Not`,
    /// `ResultType`.
    fn expr_dag(&mut self, m: &Model, cx: &mut RuleCx, d: &Dag, want: Option<Kind>) -> Option<Expr> {
        let Value::Def(id) = &*d.op else {
            self.err(d.op_span, "expected an op, a term or a rule operator");
            return None;
        };
        let rec = self.rk.record(*id);
        let name = rec.name.clone();
        let (e, kind) = if self.rk.is_a(*id, "Op") {
            let b = self.build(m, cx, d)?;
            if b.result_types.len() != 1 {
                self.err(
                    d.op_span,
                    format!("'{}' used as a value must have one result; name it and use `$name__N`", m.ops[b.op].name),
                );
                return None;
            }
            (Expr::Build(Box::new(b)), Kind::Value)
        } else if self.rk.is_a(*id, "Term") {
            let term = m.terms.iter().position(|t| t.record == name)?;
            let t = &m.terms[term];
            let (args_k, ret) = (t.args.clone(), t.ret);
            // A trailing `(atEndOf $block)` places what the term builds.
            let mut given: Vec<&DagArg> = d.args.iter().collect();
            let mut at_end = None;
            if let Some(DagArg { value: Some(Value::Dag(inner)), .. }) = given.last() {
                if self.is_def(&inner.op, "atEndOf") {
                    let [b] = inner.args.as_slice() else {
                        self.err(inner.span, "atEndOf takes one Block");
                        return None;
                    };
                    at_end = Some(Box::new(self.expr_arg(m, cx, b, Some(Kind::Block))?));
                    given.pop();
                }
            }
            if given.len() != args_k.len() {
                self.err(
                    d.span,
                    format!("term '{name}' takes {} argument(s) ({}), not {}", args_k.len(), t.signature, given.len()),
                );
                return None;
            }
            let mut args = Vec::new();
            for (a, k) in given.into_iter().zip(&args_k) {
                args.push(self.expr_arg(m, cx, a, Some(*k))?);
            }
            if let Some(n) = &d.op_name {
                self.bind_name(
                    cx,
                    n,
                    Binding { kind: ret, source_operand: false, results: 1, enum_record: None },
                    d.op_span,
                );
            }
            (Expr::Call { term, args, name: d.op_name.clone(), at_end }, ret)
        } else if name == "Not" {
            let [a] = d.args.as_slice() else {
                self.err(d.span, "Not takes one Bool");
                return None;
            };
            (Expr::Not(Box::new(self.expr_arg(m, cx, a, Some(Kind::Bool))?)), Kind::Bool)
        } else if name == "Source" {
            match d.args.as_slice() {
                [DagArg { value: None, name: Some(n), .. }] if matches!(cx.names.get(n.as_str()), Some(b) if b.source_operand) =>
                {
                    let kind = cx.names[n.as_str()].kind;
                    (Expr::Source(n.clone(), kind), kind)
                }
                [DagArg { value: Some(Value::Dag(inner)), name: None, .. }] if self.is_def(&inner.op, "ResultType") => {
                    match inner.args.as_slice() {
                        [DagArg { value: Some(Value::Int(i)), name: None, .. }] if (*i as usize) < cx.nroot_results => {
                            (Expr::SourceResultType(*i as usize), Kind::Type)
                        }
                        _ => {
                            self.err(inner.span, format!("ResultType takes a result index below {}", cx.nroot_results));
                            return None;
                        }
                    }
                }
                _ => {
                    self.err(
                        d.span,
                        "Source takes one `$name` the source pattern binds to an operand, or `(ResultType N)`",
                    );
                    return None;
                }
            }
        } else if name == "ResultType" {
            match d.args.as_slice() {
                [DagArg { value: Some(Value::Int(i)), name: None, .. }] if (*i as usize) < cx.nroot_results => {
                    (Expr::ResultType(*i as usize), Kind::Type)
                }
                _ => {
                    self.err(d.span, format!("ResultType takes a result index below {}", cx.nroot_results));
                    return None;
                }
            }
        } else {
            self.err(d.op_span, format!("'{name}' is not an op, a Term or a rule operator"));
            return None;
        };
        if let Some(w) = want {
            if !kind.fits(w) {
                self.err(d.span, format!("expected kind {} here, but this has kind {}", w.name(), kind.name()));
                return None;
            }
        }
        Some(e)
    }

    fn bind_name(&mut self, cx: &mut RuleCx, n: &str, b: Binding, span: Span) {
        if n.contains("__") {
            self.err(span, format!("'${n}': names with `__` are reserved for `$name__N`"));
        }
        if cx.names.insert(n.to_string(), b).is_some() {
            self.err(span, format!("'${n}' is bound twice"));
        }
    }

    /// An argument of a term call, op build or operator.
    fn expr_arg(&mut self, m: &Model, cx: &mut RuleCx, a: &DagArg, want: Option<Kind>) -> Option<Expr> {
        match (&a.value, &a.name) {
            (None, Some(n)) => {
                let (e, kind) = self.reference(cx, n, a.span)?;
                if let Some(w) = want {
                    if !kind.fits(w) {
                        self.err(
                            a.span,
                            format!("'${n}' has kind {}, but kind {} is expected here", kind.name(), w.name()),
                        );
                        return None;
                    }
                }
                Some(e)
            }
            (Some(Value::Dag(d)), None) => self.expr_dag(m, cx, d, want),
            (Some(Value::Dag(_)), Some(_)) => {
                self.err(a.span, "name a nested op or term as `(Op:$name ...)`");
                None
            }
            (Some(Value::List(l)), None) if want.is_none_or(|w| w == Kind::Values) => {
                // `[$a, $b]`: values as a list.
                let mut items = Vec::new();
                for v in l {
                    match v {
                        Value::Dag(d) => items.push(self.expr_dag(m, cx, d, Some(Kind::Value))?),
                        _ => {
                            self.err(a.span, "a list of values holds dags (ops or terms giving a Value)");
                            return None;
                        }
                    }
                }
                Some(Expr::ValueList(items))
            }
            (Some(v), None) => {
                let (e, kind) = match v {
                    Value::Int(i) => (Expr::Int(*i), Kind::Int),
                    Value::Bit(b) => (Expr::Bool(*b), Kind::Bool),
                    Value::Str(s) | Value::Code(s) => (Expr::Str(s.clone()), Kind::Str),
                    _ => {
                        self.err(a.span, "expected `$name`, a literal or a dag");
                        return None;
                    }
                };
                match want {
                    Some(w) if w != kind => {
                        self.err(
                            a.span,
                            format!("expected kind {}, but this literal has kind {}", w.name(), kind.name()),
                        );
                        None
                    }
                    _ => Some(e),
                }
            }
            _ => {
                self.err(a.span, "expected `$name`, a literal or a dag");
                None
            }
        }
    }

    fn reference(&mut self, cx: &RuleCx, n: &str, span: Span) -> Option<(Expr, Kind)> {
        if let Some(b) = cx.names.get(n) {
            if b.results != 1 {
                self.err(span, format!("'${n}' has {} results; write `${n}__0` ...", b.results));
                return None;
            }
            return Some((Expr::Ref(n.to_string(), b.kind), b.kind));
        }
        if let Some((base, idx)) = n.rsplit_once("__") {
            if let (Some(b), Ok(i)) = (cx.names.get(base), idx.parse::<usize>()) {
                if i < b.results && b.results > 1 {
                    return Some((Expr::ResultOf(base.to_string(), i), Kind::Value));
                }
            }
        }
        self.err(span, format!("'${n}' is not bound by the source pattern or an earlier result"));
        None
    }

    /// An op to build, with every argument and result type checked.
    fn build(&mut self, m: &Model, cx: &mut RuleCx, d: &Dag) -> Option<Build> {
        let Value::Def(id) = &*d.op else { return None };
        let oi = self.op_index(m, *id, d.op_span)?;
        let op = &m.ops[oi];
        if !op.regions.is_empty() {
            self.err(d.op_span, format!("'{}' has regions; use a NativePattern", op.name));
            return None;
        }
        // One optional result is built when `returnType` gives its type.
        let optional_result = matches!(op.results.as_slice(), [r] if r.arity == Arity::Optional);
        // One variadic result group takes the root's result types (checked once the rule's
        // replacements are known).
        let variadic_results = matches!(op.results.as_slice(), [r] if r.arity == Arity::Variadic);
        if let Some(r) = op.results.iter().find(|r| r.arity != Arity::Single && !optional_result && !variadic_results) {
            self.err(d.op_span, format!("result '{}' of '{}' is not a single result", r.name, op.name));
            return None;
        }
        // Split off the trailing directives.
        let mut given: Vec<&DagArg> = Vec::new();
        let mut return_type: Option<(Expr, Kind)> = None;
        let mut copy_attrs = false;
        let mut at_end = None;
        for a in &d.args {
            if let Some(Value::Dag(inner)) = &a.value {
                if self.is_def(&inner.op, "atEndOf") {
                    let [b] = inner.args.as_slice() else {
                        self.err(inner.span, "atEndOf takes one Block");
                        continue;
                    };
                    at_end = Some(self.expr_arg(m, cx, b, Some(Kind::Block))?);
                    continue;
                }
                if self.is_def(&inner.op, "returnType") {
                    let [t] = inner.args.as_slice() else {
                        self.err(inner.span, "returnType takes one Type or `$value`");
                        continue;
                    };
                    let e = self.expr_arg(m, cx, t, None)?;
                    let kind = e.kind(m);
                    if !matches!(kind, Kind::Type | Kind::Value) {
                        self.err(t.span, format!("returnType needs a Type or a Value, not a {}", kind.name()));
                    }
                    return_type = Some((e, kind));
                    continue;
                }
                if self.is_def(&inner.op, "copySourceAttrs") {
                    copy_attrs = true;
                    continue;
                }
            }
            given.push(a);
        }
        if self.too_many_args(op, given.len(), d.span, "gives", false) {
            return None;
        }
        let mut successors = Vec::new();
        for (i, sd) in op.successors.iter().enumerate() {
            let want = if sd.variadic { Kind::Blocks } else { Kind::Block };
            let Some(g) = given.get(op.args.len() + i).copied() else {
                self.err(d.span, format!("successor '{}' of '{}' is not given", sd.name, op.name));
                return None;
            };
            successors.push(self.expr_arg(m, cx, g, Some(want))?);
        }
        let mut args = Vec::new();
        for (i, arg) in op.args.iter().enumerate() {
            let g = given.get(i).copied();
            let ba = match arg {
                Arg::Operand(k) => {
                    let decl = &op.operands[*k];
                    match g {
                        None if decl.arity == Arity::Optional => BuildArg::NoOperand,
                        None => {
                            self.err(d.span, format!("operand '{}' of '{}' is not given", decl.name, op.name));
                            return None;
                        }
                        Some(g) => {
                            // An optional operand also takes a list of at most one value,
                            // a variadic one also a single value.
                            let want = match decl.arity {
                                Arity::Single => Some(Kind::Value),
                                Arity::Variadic | Arity::Optional => None,
                            };
                            let e = self.expr_arg(m, cx, g, want)?;
                            let kind = e.kind(m);
                            if want.is_none() && !matches!(kind, Kind::Value | Kind::Values) {
                                self.err(
                                    g.span,
                                    format!("operand '{}' needs a Value or Values, not {}", decl.name, kind.name()),
                                );
                                return None;
                            }
                            BuildArg::Operand(e)
                        }
                    }
                }
                Arg::Attr(k) => BuildArg::Attr(self.attr_arg(m, cx, oi, *k, g, d.span)?),
            };
            args.push(ba);
        }
        let op = &m.ops[oi];
        let result_types = match return_type {
            Some(_) if variadic_results => {
                self.err(
                    d.span,
                    format!("the results of '{}' take the root's result types; drop `returnType`", op.name),
                );
                return None;
            }
            Some((e, kind)) => vec![TypeSrc::Expr(e, kind); op.results.len()],
            None if optional_result => Vec::new(),
            None if variadic_results => vec![TypeSrc::RootAll],
            None => (0..op.results.len()).map(|r| infer_result(m, oi, &args, r)).collect(),
        };
        if let Some(n) = &d.op_name {
            let results = result_types.len();
            self.bind_name(
                cx,
                n,
                Binding { kind: Kind::Value, source_operand: false, results, enum_record: None },
                d.op_span,
            );
        }
        Some(Build {
            op: oi,
            name: d.op_name.clone(),
            args,
            result_types,
            successors,
            copy_attrs,
            at_end,
            span: d.span,
        })
    }

    /// The value given for attribute `k` of op `oi`.
    fn attr_arg(
        &mut self,
        m: &Model,
        cx: &mut RuleCx,
        oi: usize,
        k: usize,
        g: Option<&DagArg>,
        span: Span,
    ) -> Option<AttrSrc> {
        let op = &m.ops[oi];
        let decl = &op.attrs[k];
        let required = !decl.optional && decl.default.is_none();
        let slot_enum = decl.enum_record.as_ref().and_then(|r| m.enums.iter().position(|e| &e.record == r));
        let Some(g) = g else {
            if required {
                self.err(span, format!("required attribute '{}' of '{}' is not given", decl.name, op.name));
                return None;
            }
            return Some(AttrSrc::Absent);
        };
        let what = format!("attribute '{}' of '{}'", decl.name, op.name);
        match (&g.value, &g.name) {
            (None, Some(n)) => {
                let (e, kind) = self.reference(cx, n, g.span)?;
                match kind {
                    Kind::Attr | Kind::OptAttr => {
                        if kind == Kind::OptAttr && required {
                            self.err(g.span, format!("{what} is required, but '${n}' may be absent"));
                        }
                        let src_enum = cx.names.get(n).and_then(|b| b.enum_record.clone());
                        match slot_enum {
                            Some(t)
                                if src_enum.is_some() && src_enum.as_deref() != Some(m.enums[t].record.as_str()) =>
                            {
                                Some(AttrSrc::Cast { expr: e, target: t })
                            }
                            _ => Some(AttrSrc::Expr(e)),
                        }
                    }
                    _ => {
                        self.err(g.span, format!("{what} needs an attribute, but '${n}' is a {}", kind.name()));
                        None
                    }
                }
            }
            (None, None) => {
                if required {
                    self.err(g.span, format!("required {what} is not given"));
                }
                Some(AttrSrc::Absent)
            }
            (Some(Value::Dag(d)), None) => {
                let e = self.expr_dag(m, cx, d, None)?;
                let kind = e.kind(m);
                if kind == Kind::Bool && decl.kind == "unit" {
                    return Some(AttrSrc::UnitIf(e));
                }
                if !kind.fits(Kind::OptAttr) {
                    self.err(d.span, format!("{what} needs an attribute, but this is a {}", kind.name()));
                    return None;
                }
                if kind == Kind::OptAttr && required {
                    self.err(d.span, format!("{what} is required, but this may be absent"));
                }
                Some(AttrSrc::Expr(e))
            }
            (Some(Value::Uninit), None) => {
                if required {
                    self.err(g.span, format!("required {what} cannot be left out (`?`)"));
                }
                Some(AttrSrc::Absent)
            }
            (Some(v), None) => {
                let c = match (v, decl.kind.as_str(), slot_enum) {
                    (Value::Str(s), _, Some(t)) => {
                        match m.enums[t].cases.iter().find(|c| &c.keyword == s || &c.symbol == s) {
                            Some(c) => ConstAttr::Enum { target: t, value: c.value },
                            None => {
                                let known: Vec<&str> = m.enums[t].cases.iter().map(|c| c.keyword.as_str()).collect();
                                self.err(
                                    g.span,
                                    format!("'{s}' is not a case of {} ({})", m.enums[t].name, known.join(", ")),
                                );
                                return None;
                            }
                        }
                    }
                    (Value::Int(i), _, Some(t)) => {
                        let e = &m.enums[t];
                        let all = e.cases.iter().fold(0i64, |acc, c| acc | c.value);
                        let ok =
                            if e.bit_enum { *i >= 0 && *i & !all == 0 } else { e.cases.iter().any(|c| c.value == *i) };
                        if !ok {
                            self.err(g.span, format!("{i} is not a value of {}", e.name));
                            return None;
                        }
                        ConstAttr::Enum { target: t, value: *i }
                    }
                    (Value::Bit(b), "bool", _) => ConstAttr::Bool(*b),
                    (Value::Int(i), "int", _) if !decl.storage_type.is_empty() => {
                        if let Err(e) = super::spec_values::spec_type(&decl.storage_type) {
                            self.err(g.span, format!("{what}: {e}"));
                        }
                        ConstAttr::Int { value: *i, ty: decl.storage_type.clone() }
                    }
                    (Value::List(l), kind @ ("i64array" | "i32array"), _) => {
                        let ints: Option<Vec<i64>> = l.iter().map(|v| v.as_int()).collect();
                        let fits = |v: &[i64]| kind == "i64array" || v.iter().all(|&i| i32::try_from(i).is_ok());
                        match ints {
                            Some(v) if fits(&v) && kind == "i64array" => ConstAttr::I64Array(v),
                            Some(v) if fits(&v) => ConstAttr::I32Array(v),
                            _ => {
                                let ints = if kind == "i64array" { "ints" } else { "32-bit ints" };
                                self.err(g.span, format!("{what} needs a list of {ints}"));
                                return None;
                            }
                        }
                    }
                    (Value::Str(s), "str", _) => ConstAttr::Str(s.clone()),
                    _ => {
                        self.err(
                            g.span,
                            format!(
                                "{what} ({}) cannot be written as this literal; use a term",
                                decl.constraint.summary
                            ),
                        );
                        return None;
                    }
                };
                Some(AttrSrc::Const(c))
            }
            _ => {
                self.err(g.span, "expected `$name`, a literal or a dag");
                None
            }
        }
    }

    fn check_types_found(&mut self, m: &Model, e: &Expr) {
        let mut missing = Vec::new();
        visit_builds(e, &mut |b| {
            for (j, t) in b.result_types.iter().enumerate() {
                if matches!(t, TypeSrc::Unknown) {
                    missing.push((b.span, m.ops[b.op].name.clone(), m.ops[b.op].results[j].name.clone()));
                }
            }
        });
        for (span, op, res) in missing {
            self.err(span, format!("the type of result '{res}' of '{op}' cannot be inferred; add `(returnType ...)`"));
        }
    }
}

/// How result `r` of op `oi` gets its type from the given arguments: through the type
/// equalities and transforms the op's traits state (as its format's type inference
/// does), its constraint's buildable type, or, for a replacement, the root's result type
/// (`Unknown` when nothing applies; a replacing op then takes the root's type).
fn infer_result(m: &Model, oi: usize, args: &[BuildArg], r: usize) -> TypeSrc {
    let op = &m.ops[oi];
    let known = |name: &str| -> Option<TypeSrc> {
        if let Some(k) = op.operand(name) {
            let given = op
                .args
                .iter()
                .zip(args)
                .any(|(a, b)| matches!((a, b), (Arg::Operand(j), BuildArg::Operand(_)) if *j == k));
            return given.then_some(TypeSrc::Operand(k));
        }
        if let Some(k) = op.attr(name) {
            let given = op.args.iter().zip(args).any(|(a, b)| {
                matches!((a, b), (Arg::Attr(j), BuildArg::Attr(s)) if *j == k && !matches!(s, AttrSrc::Absent))
            });
            return given.then_some(TypeSrc::Attr(k));
        }
        None
    };
    let target = &op.results[r].name;
    for g in crate::format_check::type_groups(op) {
        if g.contains(target) {
            if let Some(s) = g.iter().filter(|n| *n != target).find_map(|n| known(n)) {
                return s;
            }
        }
    }
    for t in &op.traits {
        if let TraitDecl::TypesMatchWith { from, to, transform, .. } = t {
            if to == target {
                if let Some(s) = known(from) {
                    return TypeSrc::Transform { function: transform.clone(), from: Box::new(s) };
                }
            }
        }
    }
    // Without a relation to the arguments, a replacement takes the root's type; an
    // intermediate falls back to the buildable type.
    if !op.results[r].constraint.builder.is_empty() {
        return TypeSrc::Builder(op.results[r].constraint.builder.clone());
    }
    TypeSrc::Unknown
}
