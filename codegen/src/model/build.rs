//! Building the model: reads the records of the spec files into the checked model
//! (ops, enums, attribute and type definitions, dialects, patterns, type conversions),
//! collecting every error with its span. The model's types live in `model.rs`; this file
//! and its siblings fill them.

use super::*;
use crate::diag::{Diagnostic, Span};
use crate::records::{Dag, Record, RecordId, RecordKeeper, Value};
use crate::{format, format_check};

/// Reads records into a model, collecting every error.
pub struct Builder<'a> {
    pub(super) rk: &'a RecordKeeper,
    pub(super) sources: &'a crate::diag::SourceMap,
    pub(super) errors: Vec<Diagnostic>,
}

/// Builds the model from loaded records.
pub fn build(loaded: &crate::Loaded) -> Result<Model, Vec<Diagnostic>> {
    let mut b = Builder { rk: &loaded.records, sources: &loaded.sources, errors: Vec::new() };
    let model = b.model();
    if b.errors.is_empty() {
        Ok(model)
    } else {
        Err(b.errors)
    }
}

impl<'a> Builder<'a> {
    pub(super) fn error_count(&self) -> usize {
        self.errors.len()
    }

    pub(super) fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.errors.push(Diagnostic::error(span, msg));
    }

    pub(super) fn file_of(&self, span: Span) -> String {
        self.sources.name(span.file).to_string()
    }

    pub(super) fn model(&mut self) -> Model {
        let rk = self.rk;
        let mut m = Model::default();
        for f in self.sources.files() {
            m.files.push(self.sources.name(f).to_string());
        }
        for id in rk.defs() {
            let r = rk.record(id);
            let is_attr = rk.is_a(id, "AttrConstraint");
            if r.anonymous || !(is_attr || rk.is_a(id, "TypeConstraint")) {
                continue;
            }
            if let Some(c) = self.constraint(id, r.span) {
                let (file, line) = c.named.clone().unwrap_or_default();
                m.constraints.push(NamedConstraint {
                    record: c.record,
                    file,
                    line,
                    is_attr,
                    pred: c.pred,
                    summary: c.summary,
                });
            }
        }
        for id in rk.defs_deriving("Dialect") {
            let r = rk.record(id);
            if let Some(name) = self.req_str(r, "name") {
                let on_register = self.str_field(r, "onRegister").filter(|s| !s.is_empty());
                let allow_unknown_ops = self.int_field(r, "allowUnknownOperations").unwrap_or(0) != 0;
                let attributes = match self.str_field(r, "attributes").as_deref() {
                    None | Some("open") => AttrSyntax::Open,
                    Some("closed") => AttrSyntax::Closed,
                    Some("none") => AttrSyntax::None,
                    Some(other) => {
                        let span = self.field_span(r, "attributes");
                        self.err(
                            span,
                            format!(
                                "dialect '{}': attributes is \"{other}\", expected \"open\", \"closed\" or \"none\"",
                                r.name
                            ),
                        );
                        AttrSyntax::Open
                    }
                };
                let verbatim_attrs = self.str_list(r, "verbatimAttributes");
                m.dialects.push(DialectDef {
                    record: r.name.clone(),
                    name,
                    file: self.file_of(r.span),
                    on_register,
                    allow_unknown_ops,
                    attributes,
                    verbatim_attrs,
                });
            }
        }
        for id in rk.defs_deriving("EnumAttr") {
            let r = rk.record(id);
            if r.anonymous {
                continue;
            }
            if let Some(e) = self.enum_def(r) {
                m.enums.push(e);
            }
        }
        for (class, is_attr) in [("AttrDef", true), ("TypeDef", false)] {
            for id in rk.defs_deriving(class) {
                let r = rk.record(id);
                if let Some(d) = self.def_def(r) {
                    if is_attr {
                        m.attr_defs.push(d);
                    } else {
                        m.type_defs.push(d);
                    }
                }
            }
        }
        for id in rk.defs_deriving("Op") {
            let r = rk.record(id);
            if let Some(op) = self.op_def(r) {
                m.ops.push(op);
            }
        }
        self.terms(&mut m);
        self.patterns(&mut m);
        self.type_conversions(&mut m);
        self.check_spec_values(&m);
        let mut seen = std::collections::BTreeSet::new();
        for op in &m.ops {
            if !seen.insert(op.name.clone()) {
                let span = op.span;
                self.err(span, format!("op '{}' is defined twice", op.name));
            }
        }
        m
    }

    // ---- field helpers ----------------------------------------------------------------

    pub(super) fn str_field(&self, r: &Record, name: &str) -> Option<String> {
        match r.value(name)? {
            Value::Str(s) | Value::Code(s) => Some(s.clone()),
            _ => None,
        }
    }

    pub(super) fn req_str(&mut self, r: &Record, name: &str) -> Option<String> {
        let s = self.str_field(r, name);
        if s.is_none() {
            self.err(r.span, format!("'{}' needs a string field '{}'", r.name, name));
        }
        s
    }

    pub(super) fn int_field(&self, r: &Record, name: &str) -> Option<i64> {
        match r.value(name)? {
            Value::Int(i) => Some(*i),
            Value::Bit(b) => Some(*b as i64),
            _ => None,
        }
    }

    pub(super) fn bit_field(&self, r: &Record, name: &str) -> bool {
        self.int_field(r, name).unwrap_or(0) != 0
    }

    pub(super) fn def_field(&self, r: &Record, name: &str) -> Option<RecordId> {
        match r.value(name)? {
            Value::Def(id) => Some(*id),
            _ => None,
        }
    }

    pub(super) fn dag_field<'r>(&self, r: &'r Record, name: &str) -> Option<&'r Dag> {
        match r.value(name)? {
            Value::Dag(d) => Some(d),
            _ => None,
        }
    }

    pub(super) fn field_span(&self, r: &Record, name: &str) -> Span {
        r.field(name).map(|f| f.span).unwrap_or(r.span)
    }

    pub(super) fn str_list(&self, r: &Record, name: &str) -> Vec<String> {
        match r.value(name) {
            Some(Value::List(l)) => l
                .iter()
                .filter_map(|v| match v {
                    Value::Str(s) | Value::Code(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    pub(super) fn dag_op_name(&self, d: &Dag) -> Option<String> {
        match &*d.op {
            Value::Def(id) => Some(self.rk.record(*id).name.clone()),
            _ => None,
        }
    }

    // ---- constraints --------------------------------------------------------------------

    pub(super) fn pred(&mut self, v: &Value, span: Span) -> Option<Pred> {
        let Value::Dag(d) = v else {
            self.err(span, "a predicate must be a dag like `(SignlessInteger)`");
            return None;
        };
        let rk = self.rk;
        let op_id = match &*d.op {
            Value::Def(id) => *id,
            _ => {
                self.err(d.op_span, "predicate operator must be a predicate record");
                return None;
            }
        };
        let op = rk.record(op_id);
        if !rk.is_a(op_id, "PredOp") {
            self.err(d.op_span, format!("'{}' is not a predicate (a def of class PredOp)", op.name));
            return None;
        }
        let min = self.int_field(op, "minArity").unwrap_or(0);
        let max = self.int_field(op, "maxArity").unwrap_or(-1);
        let n = d.args.len() as i64;
        if n < min || (max >= 0 && n > max) {
            let want = if max < 0 {
                format!("at least {min}")
            } else if min == max {
                format!("{min}")
            } else {
                format!("{min} to {max}")
            };
            self.err(d.span, format!("predicate '{}' takes {} argument(s), got {}", op.name, want, n));
            return None;
        }
        let name = op.name.clone();
        let mut args = Vec::new();
        for a in &d.args {
            let Some(v) = &a.value else {
                self.err(a.span, "predicate arguments cannot be bare `$names`");
                return None;
            };
            args.push(self.pred_arg(v, a.span)?);
        }
        let preds = |args: Vec<PredArg>| -> Vec<Pred> {
            args.into_iter()
                .filter_map(|a| match a {
                    PredArg::Pred(p) => Some(p),
                    _ => None,
                })
                .collect()
        };
        Some(match name.as_str() {
            "And" => Pred::And(preds(args)),
            "Or" => Pred::Or(preds(args)),
            "Not" => Pred::Not(Box::new(preds(args).into_iter().next()?)),
            "Native" => {
                let mut it = args.into_iter();
                match (it.next(), it.next()) {
                    (Some(PredArg::Str(s)), None) => Pred::Native(s, None),
                    (Some(PredArg::Str(s)), Some(PredArg::Str(c))) => {
                        if let Err(e) = super::type_classes::parse(&c) {
                            self.err(d.span, e);
                        }
                        Pred::Native(s, Some(c))
                    }
                    _ => {
                        self.err(
                            d.span,
                            "`Native` takes the name of a Rust function and optionally the type classes it accepts",
                        );
                        return None;
                    }
                }
            }
            _ => Pred::Call { name, args, library: self.str_field(op, "library").unwrap_or_default() },
        })
    }

    pub(super) fn pred_arg(&mut self, v: &Value, span: Span) -> Option<PredArg> {
        Some(match v {
            Value::Int(i) => PredArg::Int(*i),
            Value::Bit(b) => PredArg::Int(*b as i64),
            Value::Str(s) | Value::Code(s) => PredArg::Str(s.clone()),
            Value::List(l) => {
                let mut out = Vec::new();
                for x in l {
                    match x {
                        Value::Int(i) => out.push(*i),
                        _ => {
                            self.err(span, "predicate list arguments must be integers");
                            return None;
                        }
                    }
                }
                PredArg::Ints(out)
            }
            Value::Dag(_) => PredArg::Pred(self.pred(v, span)?),
            // A constraint record used as a predicate argument: take its predicate.
            Value::Def(id) => {
                let r = self.rk.record(*id);
                match r.value("predicate") {
                    Some(p) => {
                        let p = p.clone();
                        PredArg::Pred(self.pred(&p, span)?)
                    }
                    None => {
                        self.err(span, format!("'{}' has no predicate", r.name));
                        return None;
                    }
                }
            }
            _ => {
                self.err(span, "unsupported predicate argument");
                return None;
            }
        })
    }

    pub(super) fn constraint(&mut self, id: RecordId, span: Span) -> Option<Constraint> {
        let r = self.rk.record(id);
        let Some(p) = r.value("predicate") else {
            self.err(span, format!("'{}' is not a constraint", r.name));
            return None;
        };
        let p = p.clone();
        let pspan = self.field_span(r, "predicate");
        let pred = self.pred(&p, pspan)?;
        let named = (!r.anonymous).then(|| {
            let (line, _) = self.sources.line_col(r.span.file, r.span.start as usize);
            (self.file_of(r.span), line as u32)
        });
        Some(Constraint {
            record: r.name.clone(),
            pred,
            summary: self.str_field(r, "summary").unwrap_or_default(),
            builder: self.str_field(r, "builder").unwrap_or_default(),
            named,
            type_class: self.str_field(r, "typeClass").unwrap_or_default(),
        })
    }

    // ---- ops --------------------------------------------------------------------------

    pub(super) fn op_def(&mut self, r: &Record) -> Option<OpDef> {
        let rk = self.rk;
        let err_count = self.errors.len();
        let dialect_id = self.def_field(r, "dialect");
        let dialect = match dialect_id {
            Some(d) => self.str_field(rk.record(d), "name").unwrap_or_default(),
            None => {
                self.err(r.span, format!("op '{}' has no dialect", r.name));
                return None;
            }
        };
        let mnemonic = self.req_str(r, "opName")?;
        let name = format!("{dialect}.{mnemonic}");
        let (file, line) = {
            let f = self.file_of(r.span);
            let (l, _) = self.sources.line_col(r.span.file, r.span.start as usize);
            (f, l as u32)
        };
        let mut op = OpDef {
            record: r.name.clone(),
            span: r.span,
            file,
            line,
            dialect,
            mnemonic,
            name,
            summary: self.str_field(r, "summary").unwrap_or_default(),
            operands: Vec::new(),
            attrs: Vec::new(),
            args: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            format: None,
            custom_parser: self.str_field(r, "customParser").filter(|s| !s.is_empty()),
            custom_printer: self.str_field(r, "customPrinter").filter(|s| !s.is_empty()),
            default_dialect: self.str_field(r, "defaultDialect").filter(|s| !s.is_empty()),
            external_view: self.str_field(r, "externalView").filter(|s| !s.is_empty()),
            result_names: self.str_list(r, "asmResultNames"),
            result_names_fn: self.str_field(r, "asmResultNamesFn").filter(|s| !s.is_empty()),
            fold: self
                .str_field(r, "foldFn")
                .filter(|s| !s.is_empty())
                .map(|f| (f, self.str_field(r, "foldKind").unwrap_or_default(), self.bit_field(r, "foldElements"))),
            effects: self.str_field(r, "effectsFn").filter(|s| !s.is_empty()),
            successor_operands: Vec::new(),
            llvm_instruction: self.str_field(r, "llvmInstruction").unwrap_or_default(),
            llvm_intrinsic: self.str_field(r, "llvmIntrinsic").unwrap_or_default(),
            llvm_overloaded_on: self.str_list(r, "llvmOverloadedOn"),
            llvm_native: self.str_field(r, "llvmNativeTranslation").unwrap_or_default(),
            llvm_template: Vec::new(),
            llvm_intrinsic_def: None,
        };
        if let Some(d) = self.dag_field(r, "arguments") {
            self.op_arguments(&mut op, d);
        }
        if let Some(d) = self.dag_field(r, "results") {
            op.results = self.value_decls(d, "outs");
        }
        if let Some(d) = self.dag_field(r, "regions") {
            self.expect_dag_op(d, "region");
            for a in &d.args {
                let Some(name) = self.arg_name(a) else {
                    continue;
                };
                let Some(Value::Def(id)) = &a.value else {
                    self.err(a.span, "region entries are `RegionConstraint:$name`");
                    continue;
                };
                let rr = rk.record(*id);
                if !rk.is_a(*id, "RegionConstraint") {
                    self.err(a.span, format!("'{}' is not a region constraint", rr.name));
                    continue;
                }
                op.regions.push(RegionDecl {
                    name,
                    summary: self.str_field(rr, "summary").unwrap_or_default(),
                    max_blocks: self.int_field(rr, "maxBlocks").unwrap_or(0),
                    variadic: self.bit_field(rr, "variadic"),
                });
            }
        }
        if let Some(d) = self.dag_field(r, "successors") {
            self.expect_dag_op(d, "successor");
            for a in &d.args {
                let Some(name) = self.arg_name(a) else {
                    continue;
                };
                let Some(Value::Def(id)) = &a.value else {
                    self.err(a.span, "successor entries are `SuccessorConstraint:$name`");
                    continue;
                };
                if !rk.is_a(*id, "SuccessorConstraint") {
                    self.err(a.span, format!("'{}' is not a successor constraint", rk.record(*id).name));
                    continue;
                }
                let variadic = self.bit_field(rk.record(*id), "variadic");
                op.successors.push(SuccessorDecl { name, variadic });
            }
        }
        self.op_traits(&mut op, r);
        let succ_ops = self.str_list(r, "successorOperands");
        if !succ_ops.is_empty() {
            let span = match self.field_span(r, "successorOperands") {
                s if s.file == r.span.file => s,
                _ => r.span,
            };
            if succ_ops.len() != op.successors.len() {
                self.err(
                    span,
                    format!(
                        "'{}' lists {} successor operand groups for {} successors",
                        op.record,
                        succ_ops.len(),
                        op.successors.len()
                    ),
                );
            }
            for n in &succ_ops {
                match op.operand(n) {
                    Some(i) => op.successor_operands.push(i),
                    None => self.err(span, format!("successor operands '{n}' of '{}' is not an operand", op.record)),
                }
            }
        }
        let fmt = self.str_field(r, "assemblyFormat").unwrap_or_default();
        if !fmt.trim().is_empty() {
            let span = self.field_span(r, "assemblyFormat");
            match format::parse(&fmt) {
                Ok(f) => {
                    for e in format_check::check(&f, &op) {
                        self.err(span, format!("in assemblyFormat of '{}': {}", op.record, e));
                    }
                    op.format = Some(f);
                }
                Err(e) => self.err(span, format!("in assemblyFormat of '{}': {}", op.record, e)),
            }
        }
        self.op_translation(r, &mut op);
        if op.format.is_some() && (op.custom_parser.is_some() || op.custom_printer.is_some()) {
            self.err(r.span, format!("'{}' has both an assemblyFormat and a custom parser/printer", op.record));
        }
        if op.custom_parser.is_some() != op.custom_printer.is_some() {
            self.err(r.span, format!("'{}' needs both customParser and customPrinter", op.record));
        }
        (self.errors.len() == err_count).then_some(op)
    }

    /// Parses and checks the op's LLVM IR translation data.
    pub(super) fn op_translation(&mut self, r: &Record, op: &mut OpDef) {
        if !op.llvm_instruction.is_empty() {
            match translation::parse_template(op, &op.llvm_instruction) {
                Ok(t) => op.llvm_template = t,
                Err(e) => {
                    let span = self.field_span(r, "llvmInstruction");
                    self.err(span, format!("in llvmInstruction of '{}': {e}", op.record));
                }
            }
        }
        if !op.llvm_intrinsic.is_empty() {
            let fields = translation::IntrinsicFields {
                imm_args: self.str_list(r, "llvmImmArgs"),
                decl_ret_attrs: self.str_field(r, "llvmDeclRetAttrs").unwrap_or_default(),
                decl_param_attrs: self.str_list(r, "llvmDeclParamAttrs"),
                decl_attrs: self.str_field(r, "llvmDeclAttrs").unwrap_or_default(),
                call_arg_attrs: self.str_list(r, "llvmCallArgAttrs"),
                poison_as: self.str_field(r, "llvmPoisonAs").unwrap_or_default(),
                metadata_args: self.str_list(r, "llvmMetadataArgs"),
                call_attrs: self.str_field(r, "llvmCallAttrs").unwrap_or_default(),
                call_metadata: self.str_field(r, "llvmCallMetadata").unwrap_or_default(),
                ret_type: self.str_field(r, "llvmRetType").unwrap_or_default(),
                param_types: self.str_list(r, "llvmParamTypes"),
            };
            match translation::intrinsic_def(op, &op.llvm_intrinsic, &op.llvm_overloaded_on, fields) {
                Ok(d) => op.llvm_intrinsic_def = Some(d),
                // The fields usually come from a base class: point at the op's def.
                Err(e) => self.err(r.span, format!("in the intrinsic description of '{}': {e}", op.record)),
            }
        }
        let kinds = [!op.llvm_instruction.is_empty(), !op.llvm_intrinsic.is_empty(), !op.llvm_native.is_empty()];
        if kinds.iter().filter(|k| **k).count() > 1 {
            self.err(
                r.span,
                format!(
                    "'{}' sets more than one of llvmInstruction, llvmIntrinsic and llvmNativeTranslation",
                    op.record
                ),
            );
        }
    }

    pub(super) fn expect_dag_op(&mut self, d: &Dag, want: &str) -> bool {
        match self.dag_op_name(d) {
            Some(n) if n == want => true,
            other => {
                self.err(
                    d.op_span,
                    format!("expected a `({want} ...)` dag, found `({} ...)`", other.unwrap_or_else(|| "?".into())),
                );
                false
            }
        }
    }

    pub(super) fn arg_name(&mut self, a: &crate::records::DagArg) -> Option<String> {
        match &a.name {
            Some(n) => Some(n.clone()),
            None => {
                self.err(a.span, "every entry needs a `:$name`");
                None
            }
        }
    }

    pub(super) fn op_arguments(&mut self, op: &mut OpDef, d: &Dag) {
        let rk = self.rk;
        if !self.expect_dag_op(d, "ins") {
            return;
        }
        for a in &d.args {
            let Some(name) = self.arg_name(a) else {
                continue;
            };
            let Some(Value::Def(id)) = &a.value else {
                self.err(a.span, format!("argument '{name}' needs a type or attribute constraint"));
                continue;
            };
            let id = *id;
            if rk.is_a(id, "TypeConstraint") {
                if let Some(v) = self.value_decl(id, name, a.span) {
                    op.args.push(Arg::Operand(op.operands.len()));
                    op.operands.push(v);
                }
            } else if rk.is_a(id, "AttrConstraint") {
                if let Some(at) = self.attr_decl(id, name, a.span) {
                    op.args.push(Arg::Attr(op.attrs.len()));
                    op.attrs.push(at);
                }
            } else {
                self.err(a.span, format!("'{}' is neither a type nor an attribute constraint", rk.record(id).name));
            }
        }
    }

    pub(super) fn value_decls(&mut self, d: &Dag, want: &str) -> Vec<ValueDecl> {
        let rk = self.rk;
        let mut out = Vec::new();
        if !self.expect_dag_op(d, want) {
            return out;
        }
        for a in &d.args {
            let Some(name) = self.arg_name(a) else {
                continue;
            };
            let Some(Value::Def(id)) = &a.value else {
                self.err(a.span, format!("result '{name}' needs a type constraint"));
                continue;
            };
            if !rk.is_a(*id, "TypeConstraint") {
                self.err(a.span, format!("'{}' is not a type constraint", rk.record(*id).name));
                continue;
            }
            if let Some(v) = self.value_decl(*id, name, a.span) {
                out.push(v);
            }
        }
        out
    }

    pub(super) fn value_decl(&mut self, id: RecordId, name: String, span: Span) -> Option<ValueDecl> {
        let rk = self.rk;
        let arity = if rk.is_a(id, "Variadic") {
            Arity::Variadic
        } else if rk.is_a(id, "Optional") {
            Arity::Optional
        } else {
            Arity::Single
        };
        let constraint = self.constraint(id, span)?;
        let segment_attr = self.str_field(rk.record(id), "segmentAttr").filter(|s| !s.is_empty());
        Some(ValueDecl { name, arity, constraint, segment_attr, span })
    }

    pub(super) fn attr_decl(&mut self, id: RecordId, name: String, span: Span) -> Option<AttrDecl> {
        let rk = self.rk;
        let r = rk.record(id);
        let constraint = self.constraint(id, span)?;
        let default = self.str_field(r, "defaultValue").filter(|s| !s.is_empty());
        // Find the enum behind wrappers (OptionalAttr<EnumAttr>, DefaultValuedAttr<...>).
        let mut cur = id;
        let mut enum_record = None;
        loop {
            if rk.is_a(cur, "EnumAttr") {
                enum_record = Some(rk.record(cur).name.clone());
                break;
            }
            match self.def_field(rk.record(cur), "baseAttr") {
                Some(b) => cur = b,
                None => break,
            }
        }
        let mut extra = Vec::new();
        let mut cur = Some(id);
        while let Some(c) = cur {
            let cr = rk.record(c);
            if rk.is_a(c, "ConfinedAttr") {
                if let Some(Value::List(l)) = cr.value("constraints") {
                    for v in l.clone() {
                        if let Value::Def(x) = v {
                            if let Some(x) = self.constraint(x, span) {
                                extra.push(x);
                            }
                        }
                    }
                }
            }
            cur = self.def_field(cr, "baseAttr");
        }
        Some(AttrDecl {
            name,
            constraint,
            kind: self.str_field(r, "kind").unwrap_or_else(|| "any".into()),
            optional: self.bit_field(r, "optional"),
            default,
            materialize_default: self.bit_field(r, "materializeDefault"),
            storage_type: self.str_field(r, "storageType").unwrap_or_default(),
            enum_record,
            extra,
            is_symbol_name: self.bit_field(r, "isSymbolName"),
            dialect_attr: self.str_field(r, "dialectAttr").filter(|s| !s.is_empty()),
            span,
        })
    }

    pub(super) fn op_traits(&mut self, op: &mut OpDef, r: &Record) {
        let rk = self.rk;
        let Some(Value::List(list)) = r.value("traits") else {
            return;
        };
        // The list is usually set through a template argument in another file: point at
        // the op's own definition then.
        let span = match self.field_span(r, "traits") {
            s if s.file == r.span.file => s,
            _ => r.span,
        };
        for v in list.clone() {
            let Value::Def(id) = v else {
                self.err(span, "traits must be records");
                continue;
            };
            let t = rk.record(id);
            let decl = if rk.is_a(id, "NativeTrait") {
                let n = self.str_field(t, "traitName").unwrap_or_default();
                if !KNOWN_NATIVE_TRAITS.contains(&n.as_str()) {
                    self.err(span, format!("'{}' names native trait \"{n}\", which the runtime does not know", t.name));
                    continue;
                }
                TraitDecl::Native(n)
            } else if rk.is_a(id, "HasParent") {
                TraitDecl::HasParent(self.str_list(t, "parents"))
            } else if rk.is_a(id, "SingleBlockImplicitTerminator") {
                TraitDecl::ImplicitTerminator(self.str_field(t, "terminator").unwrap_or_default())
            } else if rk.is_a(id, "AllTypesMatch") {
                TraitDecl::AllTypesMatch(self.str_list(t, "names"))
            } else if rk.is_a(id, "TypesMatchWith") {
                TraitDecl::TypesMatchWith {
                    summary: self.str_field(t, "summary").unwrap_or_default(),
                    from: self.str_field(t, "from").unwrap_or_default(),
                    to: self.str_field(t, "to").unwrap_or_default(),
                    transform: self.str_field(t, "transform").unwrap_or_default(),
                }
            } else if rk.is_a(id, "AllElementTypesMatch") {
                TraitDecl::AllElementTypesMatch(self.str_list(t, "names"))
            } else if rk.is_a(id, "AllShapesMatch") {
                TraitDecl::AllShapesMatch(self.str_list(t, "names"))
            } else if rk.is_a(id, "NativeCheck") {
                TraitDecl::NativeCheck(self.str_field(t, "function").unwrap_or_default())
            } else if rk.is_a(id, "PredTrait") {
                TraitDecl::PredTrait {
                    summary: self.str_field(t, "summary").unwrap_or_default(),
                    function: self.str_field(t, "function").unwrap_or_default(),
                }
            } else if rk.is_a(id, "Trait") {
                self.err(span, format!("trait '{}' has no meaning the generator knows", t.name));
                continue;
            } else {
                self.err(span, format!("'{}' is not a trait", t.name));
                continue;
            };
            // Names in value-relating traits must exist.
            let names: Vec<String> = match &decl {
                TraitDecl::AllTypesMatch(n) | TraitDecl::AllElementTypesMatch(n) | TraitDecl::AllShapesMatch(n) => {
                    n.clone()
                }
                TraitDecl::TypesMatchWith { from, to, .. } => vec![from.clone(), to.clone()],
                _ => Vec::new(),
            };
            for n in names {
                if op.operand(&n).is_none() && op.result(&n).is_none() && op.attr(&n).is_none() {
                    self.err(span, format!("trait '{}' of '{}' names unknown value '{}'", t.name, op.record, n));
                }
            }
            op.traits.push(decl);
        }
        let vo = op.num_variable_operands();
        if vo > 1 && !op.has_native_trait("AttrSizedOperandSegments") && !op.has_native_trait("SameVariadicOperandSize")
        {
            self.err(
                r.span,
                format!("'{}' has {vo} optional/variadic operand groups and needs AttrSizedOperandSegments", op.record),
            );
        }
        let vr = op.num_variable_results();
        if vr > 1 && !op.has_native_trait("AttrSizedResultSegments") && !op.has_native_trait("SameVariadicResultSize") {
            self.err(
                r.span,
                format!("'{}' has {vr} optional/variadic result groups and needs AttrSizedResultSegments", op.record),
            );
        }
    }

    // ---- type and attribute definitions ---------------------------------------------------

    pub(super) fn def_def(&mut self, r: &Record) -> Option<DefDef> {
        let rk = self.rk;
        let dialect = self.def_field(r, "dialect").map(|d| self.str_field(rk.record(d), "name").unwrap_or_default())?;
        let mut params = Vec::new();
        if let Some(d) = self.dag_field(r, "parameters") {
            if self.expect_dag_op(d, "params") {
                for a in &d.args.clone() {
                    let Some(name) = self.arg_name(a) else { continue };
                    let Some(Value::Def(pid)) = &a.value else {
                        self.err(a.span, "parameters are `Parameter<\"type\">:$name`");
                        continue;
                    };
                    let p = rk.record(*pid);
                    params.push(ParamDef {
                        name,
                        ty: self.str_field(p, "type").unwrap_or_default(),
                        summary: self.str_field(p, "summary").unwrap_or_default(),
                        default: self.str_field(p, "defaultValue").filter(|s| !s.is_empty()),
                        optional: self.bit_field(p, "isOptional"),
                        native_syntax: self.str_field(p, "nativeSyntax").filter(|s| !s.is_empty()),
                        cpp_type: self.str_field(p, "cppType").unwrap_or_default(),
                        invalid_keyword: self.str_field(p, "invalidKeyword").unwrap_or_default(),
                    });
                }
            }
        }
        let fmt = self.str_field(r, "assemblyFormat").unwrap_or_default();
        let custom = self.bit_field(r, "customSyntax");
        let compact = fmt.split_whitespace().collect::<String>();
        // `(`<` struct(params)^ `>`)?`: the body is left out when no parameter is present.
        let optional_body = compact == "(`<`struct(params)^`>`)?";
        let struct_syntax = optional_body || compact == "`<`struct(params)`>`";
        // Otherwise a sequence of literals and parameters (`<` $name `in` $directory `>`),
        // each parameter once, in any order.
        let mut positional = Vec::new();
        if !fmt.trim().is_empty() && !struct_syntax {
            match positional_format(&fmt, &params) {
                Ok(items) => positional = items,
                Err(msg) => {
                    let span = self.field_span(r, "assemblyFormat");
                    self.err(
                        span,
                        format!(
                            "type and attribute formats are `<` struct(params) `>`, (`<` struct(params)^ `>`)? \
                             or literals and parameters (`<` $a `in` $b `>`): {msg}; use customSyntax otherwise"
                        ),
                    );
                }
            }
        }
        if !custom && !struct_syntax && positional.is_empty() && !params.is_empty() {
            self.err(r.span, format!("'{}' has parameters but no syntax (assemblyFormat or customSyntax)", r.name));
        }
        let (line, _) = self.sources.line_col(r.span.file, r.span.start as usize);
        Some(DefDef {
            record: r.name.clone(),
            span: r.span,
            file: self.file_of(r.span),
            line: line as u32,
            dialect,
            name: self.str_field(r, "name").unwrap_or_default(),
            mnemonic: self.str_field(r, "mnemonic").unwrap_or_default(),
            summary: self.str_field(r, "summary").unwrap_or_default(),
            params,
            struct_syntax,
            custom,
            mnemonic_alias: self.bit_field(r, "genMnemonicAlias"),
            optional_body,
            positional,
            implements: self.str_list(r, "implements"),
            ods_name: self
                .str_field(r, "odsName")
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| r.name.strip_suffix("Def").unwrap_or(&r.name).to_string()),
            statics_in: self.str_field(r, "staticsIn").unwrap_or_default(),
        })
    }

    /// Every type and default value the generated code builds must be buildable.
    fn check_spec_values(&mut self, m: &Model) {
        use super::spec_values::{spec_attr, spec_type};
        for op in &m.ops {
            let types = op.operands.iter().chain(&op.results).map(|v| &v.constraint.builder);
            let types = types.chain(op.attrs.iter().map(|a| &a.storage_type));
            for t in types.filter(|t| !t.is_empty()) {
                if let Err(e) = spec_type(t) {
                    self.err(op.span, format!("'{}': {e}", op.name));
                }
            }
            for d in op.attrs.iter().filter_map(|a| a.default.as_ref()) {
                if let Err(e) = spec_attr(m, d) {
                    self.err(op.span, format!("'{}': {e}", op.name));
                }
            }
        }
        for d in m.attr_defs.iter().chain(&m.type_defs) {
            for p in d.params.iter().filter_map(|p| p.default.as_ref()) {
                if let Err(e) = spec_attr(m, p) {
                    self.err(d.span, format!("'{}': {e}", d.record));
                }
            }
        }
        for e in m.enums.iter().filter(|e| e.storage == "int") {
            if let Err(msg) = spec_type(&e.int_type) {
                self.err(e.span, format!("'{}': {msg}", e.record));
            }
        }
    }

    // ---- enums --------------------------------------------------------------------------

    pub(super) fn enum_def(&mut self, r: &Record) -> Option<EnumDef> {
        let rk = self.rk;
        let dialect = self.def_field(r, "dialect").map(|d| self.str_field(rk.record(d), "name").unwrap_or_default())?;
        let mut cases = Vec::new();
        if let Some(Value::List(l)) = r.value("cases") {
            for v in l {
                if let Value::Def(c) = v {
                    let c = rk.record(*c);
                    cases.push(EnumCaseDef {
                        symbol: self.str_field(c, "symbol").unwrap_or_default(),
                        keyword: self.str_field(c, "keyword").unwrap_or_default(),
                        value: self.int_field(c, "value").unwrap_or(0),
                        llvm_keyword: self.str_field(c, "llvmKeyword"),
                        is_group: self.bit_field(c, "isGroup"),
                    });
                }
            }
        }
        let storage = self.str_field(r, "storage").unwrap_or_else(|| "int".into());
        if storage != "int" && storage != "dialect" {
            let span = self.field_span(r, "storage");
            self.err(span, format!("enum storage must be \"int\" or \"dialect\", not \"{storage}\""));
        }
        let mnemonic = self.str_field(r, "mnemonic").unwrap_or_default();
        if storage == "dialect" && mnemonic.is_empty() {
            self.err(r.span, format!("enum '{}' is stored as a dialect attribute and needs a mnemonic", r.name));
        }
        let mut llvm_flag_order = Vec::new();
        for sym in self.str_list(r, "llvmFlagOrder") {
            match cases.iter().position(|c| c.symbol == sym) {
                Some(i) => llvm_flag_order.push(i),
                None => {
                    let span = self.field_span(r, "llvmFlagOrder");
                    self.err(span, format!("llvmFlagOrder entry '{sym}' is not a case of '{}'", r.name));
                }
            }
        }
        Some(EnumDef {
            llvm_flag_order,
            record: r.name.clone(),
            span: r.span,
            file: self.file_of(r.span),
            name: self.str_field(r, "name").unwrap_or_default(),
            dialect,
            summary: self.str_field(r, "summary").unwrap_or_default(),
            cases,
            storage,
            int_type: self.str_field(r, "intType").unwrap_or_else(|| "i64".into()),
            mnemonic,
            bit_enum: self.bit_field(r, "bitEnum"),
            separator: self.str_field(r, "separator").unwrap_or_else(|| ",".into()),
        })
    }
}

/// The items of a format made of backquoted literals and `$param`s, with every parameter
/// used exactly once.
fn positional_format(fmt: &str, params: &[ParamDef]) -> Result<Vec<FormatItem>, String> {
    let mut items = Vec::new();
    let mut used = vec![false; params.len()];
    let mut rest = fmt.trim();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('`') {
            let end = r.find('`').ok_or("unterminated literal")?;
            let lit = &r[..end];
            if lit.is_empty()
                || !(lit.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') || "<>()[],:=".contains(lit))
            {
                return Err(format!("unsupported literal `{lit}`"));
            }
            items.push(FormatItem::Literal(lit.to_string()));
            rest = r[end + 1..].trim_start();
        } else if let Some(r) = rest.strip_prefix('$') {
            let end = r.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(r.len());
            let name = &r[..end];
            let i = params.iter().position(|p| p.name == name).ok_or(format!("unknown parameter ${name}"))?;
            if std::mem::replace(&mut used[i], true) {
                return Err(format!("parameter ${name} is used twice"));
            }
            items.push(FormatItem::Param(i));
            rest = r[end..].trim_start();
        } else {
            return Err(format!("unsupported directive at '{}'", rest.split_whitespace().next().unwrap_or("")));
        }
    }
    if let Some(i) = used.iter().position(|u| !u) {
        return Err(format!("parameter ${} is not in the format", params[i].name));
    }
    Ok(items)
}
