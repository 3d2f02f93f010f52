//! Resolution: turns parsed files into flat records, TableGen style.
//!
//! Classes are checked when declared (superclasses, template-argument counts, field
//! declarations and `let`s), so a class with a mistake is reported once and every def
//! deriving from it is skipped quietly. A def is built by instantiating its superclasses
//! with evaluated template arguments, then applying its body and the enclosing
//! `let ... in`s. Field values stay unevaluated until the def is complete, so a field that
//! refers to another field sees that field's final value (late binding), while template
//! arguments are bound when the class is instantiated. In a `let`, a reference to the field
//! being set means its previous value (`let traits = !listconcat(traits, [X]);`).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::rc::Rc;

use crate::ast::{self, BodyItem, Expr, ExprKind, Item, TypeExpr, TypeKind};
use crate::diag::{Diagnostic, FileId, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub u32);

/// A fully evaluated value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Uninit,
    Int(i64),
    Bit(bool),
    Str(String),
    Code(String),
    List(Vec<Value>),
    Dag(Dag),
    /// A def or an anonymous record.
    Def(RecordId),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Dag {
    pub op: Box<Value>,
    pub op_span: Span,
    /// `(op:$name ...)`: the operator's name, without the `$`.
    pub op_name: Option<String>,
    pub args: Vec<DagArg>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DagArg {
    pub value: Option<Value>,
    /// Without the `$`.
    pub name: Option<String>,
    pub span: Span,
}

impl Value {
    /// Strings and code blocks.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) | Value::Code(s) => Some(s),
            _ => None,
        }
    }

    /// Ints, and bits as 0 or 1.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            Value::Bit(b) => Some(i64::from(*b)),
            _ => None,
        }
    }

    /// Bits, and the ints 0 and 1.
    pub fn as_bit(&self) -> Option<bool> {
        match self {
            Value::Bit(b) => Some(*b),
            Value::Int(0) => Some(false),
            Value::Int(1) => Some(true),
            _ => None,
        }
    }

    pub fn as_list(&self) -> Option<&[Value]> {
        match self {
            Value::List(l) => Some(l),
            _ => None,
        }
    }

    pub fn as_dag(&self) -> Option<&Dag> {
        match self {
            Value::Dag(d) => Some(d),
            _ => None,
        }
    }

    pub fn as_def(&self) -> Option<RecordId> {
        match self {
            Value::Def(id) => Some(*id),
            _ => None,
        }
    }

    pub fn is_uninit(&self) -> bool {
        matches!(self, Value::Uninit)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub value: Value,
    /// Where the value was last set: the value expression of the winning declaration or
    /// `let`, or the field's name for a declaration without a value.
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// `anonymous_N` for anonymous records.
    pub name: String,
    pub anonymous: bool,
    /// The def's name, the `def` keyword of an anonymous def, or the `Class<...>` value
    /// that created an anonymous record.
    pub span: Span,
    /// Every ancestor class, transitively, base-most first.
    pub superclasses: Vec<String>,
    pub direct_superclasses: Vec<(String, Span)>,
    /// In declaration order.
    pub fields: Vec<Field>,
}

impl Record {
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    pub fn value(&self, name: &str) -> Option<&Value> {
        self.field(name).map(|f| &f.value)
    }

    pub fn get_str(&self, name: &str) -> Option<&str> {
        self.value(name)?.as_str()
    }

    pub fn get_int(&self, name: &str) -> Option<i64> {
        self.value(name)?.as_int()
    }

    pub fn get_bit(&self, name: &str) -> Option<bool> {
        self.value(name)?.as_bit()
    }

    pub fn get_list(&self, name: &str) -> Option<&[Value]> {
        self.value(name)?.as_list()
    }

    pub fn get_dag(&self, name: &str) -> Option<&Dag> {
        self.value(name)?.as_dag()
    }

    pub fn get_def(&self, name: &str) -> Option<RecordId> {
        self.value(name)?.as_def()
    }

    pub fn is_a(&self, class: &str) -> bool {
        self.superclasses.iter().any(|c| c == class)
    }
}

/// A field or template-argument type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Bit,
    String,
    Code,
    Dag,
    List(Box<Ty>),
    /// Records deriving from this class.
    Record(String),
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Int => f.write_str("int"),
            Ty::Bit => f.write_str("bit"),
            Ty::String => f.write_str("string"),
            Ty::Code => f.write_str("code"),
            Ty::Dag => f.write_str("dag"),
            Ty::List(t) => write!(f, "list<{t}>"),
            Ty::Record(c) => f.write_str(c),
        }
    }
}

impl Ty {
    fn of(t: &TypeExpr) -> Ty {
        match &t.kind {
            TypeKind::Int => Ty::Int,
            TypeKind::Bit => Ty::Bit,
            TypeKind::String => Ty::String,
            TypeKind::Code => Ty::Code,
            TypeKind::Dag => Ty::Dag,
            TypeKind::List(e) => Ty::List(Box::new(Ty::of(e))),
            TypeKind::Class(c) => Ty::Record(c.clone()),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateArgInfo {
    pub name: String,
    pub ty: Ty,
    pub span: Span,
    pub has_default: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FieldInfo {
    pub name: String,
    pub ty: Ty,
    /// The name in the declaring body.
    pub span: Span,
    /// The class (or def) whose body declares it.
    pub declared_in: String,
}

/// What a class declares, for consumers that inspect classes rather than defs.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassInfo {
    pub name: String,
    pub span: Span,
    pub template_args: Vec<TemplateArgInfo>,
    pub superclasses: Vec<String>,
    pub direct_superclasses: Vec<(String, Span)>,
    /// Every field a def deriving from this class has, in declaration order.
    pub fields: Vec<FieldInfo>,
}

/// All records (named and anonymous, in definition order) and all classes.
#[derive(Debug, Default)]
pub struct RecordKeeper {
    records: Vec<Record>,
    by_name: BTreeMap<String, RecordId>,
    classes: Vec<ClassInfo>,
    class_by_name: BTreeMap<String, usize>,
}

impl RecordKeeper {
    pub fn record(&self, id: RecordId) -> &Record {
        &self.records[id.0 as usize]
    }

    /// A named def.
    pub fn lookup(&self, name: &str) -> Option<RecordId> {
        self.by_name.get(name).copied()
    }

    /// Named and anonymous records, in definition order.
    pub fn defs(&self) -> impl Iterator<Item = RecordId> {
        (0..self.records.len() as u32).map(RecordId)
    }

    /// Named and anonymous records deriving from `class`, in definition order.
    pub fn defs_deriving(&self, class: &str) -> Vec<RecordId> {
        self.defs().filter(|&id| self.is_a(id, class)).collect()
    }

    pub fn is_a(&self, id: RecordId, class: &str) -> bool {
        self.records.get(id.0 as usize).is_some_and(|r| r.is_a(class))
    }

    pub fn has_class(&self, name: &str) -> bool {
        self.class_by_name.contains_key(name)
    }

    pub fn class_span(&self, name: &str) -> Option<Span> {
        self.class(name).map(|c| c.span)
    }

    pub fn class(&self, name: &str) -> Option<&ClassInfo> {
        self.class_by_name.get(name).map(|&i| &self.classes[i])
    }

    /// In declaration order.
    pub fn classes(&self) -> impl Iterator<Item = &ClassInfo> {
        self.classes.iter()
    }

    /// Number of records, named and anonymous.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    fn add(&mut self, record: Record) -> RecordId {
        let id = RecordId(self.records.len() as u32);
        if !record.anonymous {
            self.by_name.insert(record.name.clone(), id);
        }
        self.records.push(record);
        id
    }

    /// How diagnostics name a record.
    fn describe(&self, id: RecordId) -> String {
        match self.records.get(id.0 as usize) {
            Some(r) if r.anonymous => match r.direct_superclasses.last() {
                Some((class, _)) => format!("an anonymous '{class}' record"),
                None => "an anonymous record".to_string(),
            },
            Some(r) => format!("record '{}'", r.name),
            None => "a record".to_string(),
        }
    }
}

/// Resolves parsed files into records. `files` is indexed by [`FileId`]; `roots` are the
/// files to process, in order (included files are processed at their `include`).
pub(crate) fn resolve(files: &[Option<ast::File>], roots: &[FileId]) -> (RecordKeeper, Vec<Diagnostic>) {
    let mut r = Resolver {
        files,
        keeper: RecordKeeper::default(),
        classes: Vec::new(),
        diags: Vec::new(),
        reported: BTreeSet::new(),
        context: None,
        anon_cache: BTreeMap::new(),
        anon_count: 0,
        failed_defs: BTreeMap::new(),
        instantiation_depth: 0,
        eval_depth: 0,
    };
    let mut scope: Scope = None;
    let mut lets = Vec::new();
    for &root in roots {
        if let Some(Some(file)) = files.get(root.0 as usize) {
            scope = r.items(&file.items, &mut lets, scope);
        }
    }
    // Class checks run before the evaluation of defs; report in source order regardless.
    r.diags.sort_by_key(|d| (d.span.file, d.span.start));
    (r.keeper, r.diags)
}

/// An error already reported; evaluation just unwinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reported;

type Res<T> = Result<T, Reported>;

/// Anonymous instantiations nested deeper than this are taken to be unbounded recursion.
const MAX_INSTANTIATION_DEPTH: u32 = 64;
/// Guards the evaluator's recursion (field chains, defvars, bang operators).
const MAX_EVAL_DEPTH: u32 = 2000;

/// Lexical variables: template arguments, defvars and `!foreach` variables, innermost
/// first. A persistent list so closures (lazy defvars, field values) can share scopes.
type Scope<'a> = Option<Rc<ScopeNode<'a>>>;

struct ScopeNode<'a> {
    name: String,
    binding: Binding<'a>,
    parent: Scope<'a>,
}

#[derive(Clone)]
enum Binding<'a> {
    Value(Value),
    /// A defvar in a record body: evaluated where used, in the record being built, so it
    /// may refer to fields.
    Lazy {
        expr: &'a Expr,
        local: Scope<'a>,
        outer: Scope<'a>,
    },
    /// A top-level defvar whose value had an error: uses fail without a second report.
    Failed,
}

fn bind<'a>(scope: &Scope<'a>, name: &str, binding: Binding<'a>) -> Scope<'a> {
    Some(Rc::new(ScopeNode { name: name.to_string(), binding, parent: scope.clone() }))
}

fn lookup<'s, 'a>(scope: &'s Scope<'a>, name: &str) -> Option<&'s Binding<'a>> {
    let mut node = scope.as_ref();
    while let Some(n) = node {
        if n.name == name {
            return Some(&n.binding);
        }
        node = n.parent.as_ref();
    }
    None
}

/// A `let name = value` of an enclosing `let ... in`, with the scope it was written in.
#[derive(Clone)]
struct OuterLet<'a> {
    binding: &'a ast::LetBinding,
    scope: Scope<'a>,
}

struct Param<'a> {
    name: String,
    ty: Ty,
    span: Span,
    default: Option<&'a Expr>,
}

struct Class<'a> {
    decl: &'a ast::ClassDecl,
    params: Rc<Vec<Param<'a>>>,
    scope: Scope<'a>,
    lets: Vec<OuterLet<'a>>,
    /// Declared with errors: already reported, so users are skipped without more noise.
    poisoned: bool,
}

/// One assignment of a field, evaluated only when the record is complete.
#[derive(Clone)]
struct Layer<'a> {
    /// `None` for a declaration without a value.
    expr: Option<&'a Expr>,
    span: Span,
    local: Scope<'a>,
    outer: Scope<'a>,
}

struct PendingField<'a> {
    name: String,
    ty: Ty,
    /// Oldest first; the last one is the field's value, earlier ones are what a
    /// self-reference in a later `let` sees.
    layers: Vec<Layer<'a>>,
}

#[derive(Default)]
struct Pending<'a> {
    fields: Vec<PendingField<'a>>,
    superclasses: Vec<String>,
}

impl<'a> Pending<'a> {
    fn field_mut(&mut self, name: &str) -> Option<&mut PendingField<'a>> {
        self.fields.iter_mut().find(|f| f.name == name)
    }
}

/// A record whose fields are being evaluated.
struct RecState<'a> {
    fields: Vec<PendingField<'a>>,
    superclasses: Vec<String>,
    memo: RefCell<Vec<Option<Res<Value>>>>,
    /// (field, layer) pairs being evaluated, to report cycles instead of recursing.
    active: RefCell<Vec<(usize, usize)>>,
}

struct Ctx<'c, 'a> {
    rec: Option<&'c RecState<'a>>,
    /// The field and layer being evaluated, so a reference to it means the layer below.
    self_field: Option<(usize, usize)>,
    /// Template arguments and body defvars: looked up before the record's fields.
    local: Scope<'a>,
    /// Top-level and `let` block defvars: looked up after the record's fields.
    outer: Scope<'a>,
}

impl<'c, 'a> Ctx<'c, 'a> {
    fn plain(local: Scope<'a>, outer: Scope<'a>) -> Ctx<'c, 'a> {
        Ctx { rec: None, self_field: None, local, outer }
    }
}

/// Statically known field: name and type, for checking `let`s and declarations.
#[derive(Clone)]
struct Shape {
    name: String,
    ty: Ty,
    span: Span,
    declared_in: String,
}

struct Resolver<'a> {
    files: &'a [Option<ast::File>],
    keeper: RecordKeeper,
    classes: Vec<Class<'a>>,
    diags: Vec<Diagnostic>,
    /// Errors in class bodies repeat for every def; report each (span, message) once.
    reported: BTreeSet<(Span, String)>,
    /// The def being resolved (its whole text, its name and how to call it), to point at
    /// it from errors found in the classes it instantiates.
    context: Option<(Span, Span, String)>,
    anon_cache: BTreeMap<String, Res<RecordId>>,
    anon_count: u32,
    /// Defs left out because of errors: using one is not reported again.
    failed_defs: BTreeMap<String, Span>,
    instantiation_depth: u32,
    eval_depth: u32,
}

impl<'a> Resolver<'a> {
    fn report(&mut self, mut d: Diagnostic) -> Reported {
        if self.reported.insert((d.span, d.message.clone())) {
            if let Some((whole, name, what)) = &self.context {
                if !whole.contains(d.span) {
                    d = d.with_note(*name, format!("while defining {what}"));
                }
            }
            self.diags.push(d);
        }
        Reported
    }

    fn error(&mut self, span: Span, message: impl Into<String>) -> Reported {
        self.report(Diagnostic::error(span, message))
    }

    fn class_index(&self, name: &str) -> Option<usize> {
        self.keeper.class_by_name.get(name).copied()
    }

    // ---------------------------------------------------------------------------------
    // Items
    // ---------------------------------------------------------------------------------

    fn items(&mut self, items: &'a [Item], lets: &mut Vec<OuterLet<'a>>, mut scope: Scope<'a>) -> Scope<'a> {
        for item in items {
            match item {
                Item::Include(inc) => {
                    // Includes are textual: the file's items join this scope and lets.
                    let file = inc.target.and_then(|t| self.files.get(t.0 as usize)).and_then(Option::as_ref);
                    if let Some(file) = file {
                        scope = self.items(&file.items, lets, scope);
                    }
                }
                Item::Class(c) => self.declare_class(c, lets, &scope),
                Item::Def(d) => self.define(d, lets, &scope),
                Item::Defvar(d) => {
                    let binding = match self.eval(&d.value, &Ctx::plain(None, scope.clone())) {
                        Ok(v) => Binding::Value(v),
                        Err(Reported) => Binding::Failed,
                    };
                    scope = bind(&scope, &d.name.name, binding);
                }
                Item::LetIn(l) => {
                    let mark = lets.len();
                    lets.extend(l.bindings.iter().map(|binding| OuterLet { binding, scope: scope.clone() }));
                    if l.braced {
                        self.items(&l.items, lets, scope.clone());
                    } else {
                        scope = self.items(&l.items, lets, scope);
                    }
                    lets.truncate(mark);
                }
            }
        }
        scope
    }

    /// Reports unknown classes in a type; `this_class` may refer to itself.
    fn check_type(&mut self, t: &TypeExpr, this_class: Option<&str>) -> bool {
        match &t.kind {
            TypeKind::List(e) => self.check_type(e, this_class),
            TypeKind::Class(c) => {
                if self.keeper.has_class(c) || this_class == Some(c.as_str()) {
                    true
                } else {
                    self.error(t.span, format!("unknown class '{c}'"));
                    false
                }
            }
            _ => true,
        }
    }

    fn declare_class(&mut self, decl: &'a ast::ClassDecl, lets: &[OuterLet<'a>], scope: &Scope<'a>) {
        let name = decl.name.name.clone();
        if let Some(prev) = self.keeper.class_span(&name) {
            let d = Diagnostic::error(decl.name.span, format!("duplicate class '{name}'"))
                .with_note(prev, format!("previous definition of '{name}' is here"));
            self.report(d);
            return;
        }
        let mut ok = true;
        let mut params: Vec<Param<'a>> = Vec::new();
        for p in &decl.params {
            ok &= self.check_type(&p.ty, Some(&name));
            if let Some(prev) = params.iter().find(|q| q.name == p.name.name) {
                let d = Diagnostic::error(p.name.span, format!("duplicate template argument '{}'", p.name.name))
                    .with_note(prev.span, "previous declaration is here");
                self.report(d);
                ok = false;
                continue;
            }
            let ty = Ty::of(&p.ty);
            if let Some(default) = &p.default {
                if let Err(desc) = self.check_constant(&ty, default) {
                    self.error(
                        default.span,
                        format!("template argument '{}' of type '{ty}' cannot be set to {desc}", p.name.name),
                    );
                    ok = false;
                }
            }
            params.push(Param { name: p.name.name.clone(), ty, span: p.name.span, default: p.default.as_ref() });
        }
        let shape = self.check_shape(&name, Some(&name), &decl.parents, &decl.body, lets);
        ok &= matches!(shape, Ok((_, true)));
        let mut superclasses = Vec::new();
        let mut direct = Vec::new();
        for parent in &decl.parents {
            if let Some(info) = self.keeper.class(&parent.class.name) {
                for s in info.superclasses.iter().chain([&info.name]) {
                    if !superclasses.contains(s) {
                        superclasses.push(s.clone());
                    }
                }
                direct.push((parent.class.name.clone(), parent.class.span));
            }
        }
        let info = ClassInfo {
            name: name.clone(),
            span: decl.name.span,
            template_args: params
                .iter()
                .map(|p| TemplateArgInfo {
                    name: p.name.clone(),
                    ty: p.ty.clone(),
                    span: p.span,
                    has_default: p.default.is_some(),
                })
                .collect(),
            superclasses,
            direct_superclasses: direct,
            fields: shape
                .map(|(fields, _)| fields)
                .unwrap_or_default()
                .into_iter()
                .map(|s| FieldInfo { name: s.name, ty: s.ty, span: s.span, declared_in: s.declared_in })
                .collect(),
        };
        self.keeper.class_by_name.insert(name, self.keeper.classes.len());
        self.keeper.classes.push(info);
        self.classes.push(Class {
            decl,
            params: Rc::new(params),
            scope: scope.clone(),
            lets: lets.to_vec(),
            poisoned: !ok,
        });
    }

    /// Checks what can be checked without values (superclasses exist and get the right
    /// number of arguments, fields are declared once with known types, `let`s name fields,
    /// literal values fit their fields) and returns the fields in declaration order, and
    /// whether there was no error. `Err` means the superclasses themselves are wrong, so
    /// the record cannot be built at all.
    fn check_shape(
        &mut self,
        owner: &str,
        this_class: Option<&str>,
        parents: &'a [ast::ParentRef],
        body: &'a [BodyItem],
        lets: &[OuterLet<'a>],
    ) -> Res<(Vec<Shape>, bool)> {
        let mut ok = true;
        // Whether `fields` has every inherited field; if not, a `let` of a field not
        // found is most likely a consequence of the earlier error and is not reported.
        let mut complete = true;
        let mut fields: Vec<Shape> = Vec::new();
        for parent in parents {
            let cname = &parent.class.name;
            let Some(idx) = self.class_index(cname) else {
                self.error(parent.class.span, format!("unknown class '{cname}'"));
                ok = false;
                complete = false;
                continue;
            };
            if self.classes[idx].poisoned {
                ok = false;
                complete = false;
                continue;
            }
            if !self.check_arg_count(idx, parent.args.len(), parent.span, &parent.args) {
                ok = false;
                complete = false;
            }
            let inherited = self.keeper.classes[idx].fields.clone();
            for f in inherited {
                match fields.iter().find(|s| s.name == f.name) {
                    // The same field reached twice (a diamond), or two classes agreeing.
                    Some(s) if s.ty == f.ty => {}
                    Some(s) => {
                        let msg = format!(
                            "conflicting types for field '{}': '{}' from '{}' and '{}' from '{}'",
                            f.name, s.ty, s.declared_in, f.ty, f.declared_in
                        );
                        self.error(parent.class.span, msg);
                        ok = false;
                        complete = false;
                    }
                    None => fields.push(Shape { name: f.name, ty: f.ty, span: f.span, declared_in: f.declared_in }),
                }
            }
        }
        for item in body {
            match item {
                BodyItem::Field(decl) => {
                    let fname = &decl.name.name;
                    if let Some(prev) = fields.iter().find(|s| &s.name == fname) {
                        let d = if prev.declared_in == owner {
                            Diagnostic::error(decl.name.span, format!("duplicate field '{fname}'"))
                                .with_note(prev.span, format!("previous declaration of '{fname}' is here"))
                        } else {
                            Diagnostic::error(
                                decl.name.span,
                                format!(
                                    "field '{fname}' is already declared in class '{}'; use 'let {fname} = ...;' to set it",
                                    prev.declared_in
                                ),
                            )
                            .with_note(prev.span, format!("'{fname}' is declared here"))
                        };
                        self.report(d);
                        ok = false;
                        continue;
                    }
                    let ty = Ty::of(&decl.ty);
                    if !self.check_type(&decl.ty, this_class) {
                        ok = false;
                    } else if let Some(value) = &decl.value {
                        ok &= self.check_field_constant(fname, &ty, value);
                    }
                    fields.push(Shape {
                        name: fname.clone(),
                        ty,
                        span: decl.name.span,
                        declared_in: owner.to_string(),
                    });
                }
                BodyItem::Let(b) => ok &= self.check_let(owner, &fields, b, complete),
                BodyItem::Defvar(_) => {}
            }
        }
        for l in lets {
            ok &= self.check_let(owner, &fields, l.binding, complete);
        }
        if complete {
            Ok((fields, ok))
        } else {
            Err(Reported)
        }
    }

    fn check_let(&mut self, owner: &str, fields: &[Shape], b: &ast::LetBinding, complete: bool) -> bool {
        match fields.iter().find(|s| s.name == b.name.name) {
            Some(s) => {
                let ty = s.ty.clone();
                self.check_field_constant(&b.name.name, &ty, &b.value)
            }
            None if !complete => false,
            None => {
                self.error(b.name.span, format!("'let' of unknown field '{}' in '{owner}'", b.name.name));
                false
            }
        }
    }

    fn check_field_constant(&mut self, field: &str, ty: &Ty, value: &Expr) -> bool {
        match self.check_constant(ty, value) {
            Ok(()) => true,
            Err(desc) => {
                self.error(value.span, format!("field '{field}' of type '{ty}' cannot be set to {desc}"));
                false
            }
        }
    }

    /// Type-checks literal values up front, so a class reports them even if no def uses
    /// it; anything else is checked when evaluated.
    fn check_constant(&self, ty: &Ty, e: &Expr) -> Result<(), String> {
        fn constant(e: &Expr) -> Option<Value> {
            Some(match &e.kind {
                ExprKind::Uninit => Value::Uninit,
                ExprKind::Int(i) => Value::Int(*i),
                ExprKind::Bit(b) => Value::Bit(*b),
                ExprKind::Str(s) => Value::Str(s.clone()),
                ExprKind::Code(s) => Value::Code(s.clone()),
                ExprKind::List { elems, elem_type: None } => {
                    Value::List(elems.iter().map(constant).collect::<Option<_>>()?)
                }
                _ => return None,
            })
        }
        match constant(e) {
            Some(v) => self.coerce(ty, v).map(|_| ()),
            None => Ok(()),
        }
    }

    fn check_arg_count(&mut self, class: usize, given: usize, at: Span, args: &[Expr]) -> bool {
        let params = Rc::clone(&self.classes[class].params);
        let cname = self.keeper.classes[class].name.clone();
        if given > params.len() {
            let span = args.get(params.len()).map_or(at, |e| e.span);
            self.error(
                span,
                format!(
                    "too many template arguments for class '{cname}': expected at most {}, got {given}",
                    params.len()
                ),
            );
            return false;
        }
        if let Some(p) = params.iter().skip(given).find(|p| p.default.is_none()) {
            let d = Diagnostic::error(at, format!("missing template argument '{}' for class '{cname}'", p.name))
                .with_note(p.span, format!("'{}' is declared here", p.name));
            self.report(d);
            return false;
        }
        true
    }

    fn define(&mut self, decl: &'a ast::DefDecl, lets: &[OuterLet<'a>], scope: &Scope<'a>) {
        let (name, name_span, what) = match &decl.name {
            Some(n) => (n.name.clone(), n.span, format!("'{}'", n.name)),
            None => (String::new(), decl.keyword, "an anonymous def".to_string()),
        };
        if decl.name.is_some() {
            let prev = match self.keeper.lookup(&name) {
                Some(id) => Some(self.keeper.record(id).span),
                None => self.failed_defs.get(&name).copied(),
            };
            if let Some(prev_span) = prev {
                let d = Diagnostic::error(name_span, format!("duplicate def '{name}'"))
                    .with_note(prev_span, format!("previous definition of '{name}' is here"));
                self.report(d);
                return;
            }
        }
        let owner = if decl.name.is_some() { name.clone() } else { "anonymous def".to_string() };
        // With wrong superclasses the def cannot be built. Other mistakes found here are
        // reported, but the def is still built (ignoring a `let` of an unknown field, ...)
        // so that its uses do not report errors that are only consequences.
        let built = match self.check_shape(&owner, None, &decl.parents, &decl.body, lets) {
            Err(Reported) => Err(Reported),
            Ok(_) => {
                self.context = Some((decl.span, name_span, what));
                let built = self.build_def(decl, lets, scope).and_then(|pending| {
                    let direct = decl.parents.iter().map(|p| (p.class.name.clone(), p.class.span)).collect();
                    self.finish(pending, decl.name.clone().map(|n| n.name), name_span, direct)
                });
                self.context = None;
                built
            }
        };
        if built.is_err() && decl.name.is_some() {
            self.failed_defs.insert(name, name_span);
        }
    }

    fn build_def(&mut self, decl: &'a ast::DefDecl, lets: &[OuterLet<'a>], scope: &Scope<'a>) -> Res<RecState<'a>> {
        let mut pending = Pending::default();
        for parent in &decl.parents {
            let idx = self.class_index(&parent.class.name).ok_or(Reported)?;
            let ctx = Ctx::plain(None, scope.clone());
            let args = self.eval_args(&parent.args, &ctx)?;
            let bound = self.bind_args(idx, args, parent.span)?;
            self.instantiate(idx, bound, &mut pending)?;
        }
        apply_body(&decl.body, None, scope, &mut pending);
        apply_lets(lets, &mut pending);
        Ok(RecState::new(pending))
    }

    /// Evaluates every field and adds the record.
    fn finish(
        &mut self,
        rec: RecState<'a>,
        name: Option<String>,
        span: Span,
        direct_superclasses: Vec<(String, Span)>,
    ) -> Res<RecordId> {
        let mut fields = Vec::with_capacity(rec.fields.len());
        let mut ok = true;
        for idx in 0..rec.fields.len() {
            let top = rec.fields[idx].layers.len().saturating_sub(1);
            match self.field_value(&rec, idx, top, span) {
                Ok(value) => fields.push(Field {
                    name: rec.fields[idx].name.clone(),
                    value,
                    span: rec.fields[idx].layers.last().map_or(span, |l| l.span),
                }),
                Err(Reported) => ok = false,
            }
        }
        if !ok {
            return Err(Reported);
        }
        let (name, anonymous) = match name {
            Some(n) => (n, false),
            None => {
                self.anon_count += 1;
                (format!("anonymous_{}", self.anon_count - 1), true)
            }
        };
        Ok(self.keeper.add(Record {
            name,
            anonymous,
            span,
            superclasses: rec.superclasses,
            direct_superclasses,
            fields,
        }))
    }

    fn eval_args(&mut self, args: &'a [Expr], ctx: &Ctx<'_, 'a>) -> Res<Vec<(Value, Span)>> {
        let mut out = Vec::with_capacity(args.len());
        let mut ok = true;
        for a in args {
            match self.eval(a, ctx) {
                Ok(v) => out.push((v, a.span)),
                Err(Reported) => ok = false,
            }
        }
        if ok {
            Ok(out)
        } else {
            Err(Reported)
        }
    }

    /// Binds evaluated template arguments (and defaults) to a class's parameters.
    fn bind_args(&mut self, class: usize, args: Vec<(Value, Span)>, at: Span) -> Res<Scope<'a>> {
        let params = Rc::clone(&self.classes[class].params);
        let outer = self.classes[class].scope.clone();
        let cname = self.keeper.classes[class].name.clone();
        if args.len() > params.len() {
            let span = args.get(params.len()).map_or(at, |a| a.1);
            return Err(self.error(
                span,
                format!(
                    "too many template arguments for class '{cname}': expected at most {}, got {}",
                    params.len(),
                    args.len()
                ),
            ));
        }
        let mut scope: Scope<'a> = None;
        let mut args = args.into_iter();
        for p in params.iter() {
            let (value, span) = match (args.next(), p.default) {
                (Some(arg), _) => arg,
                (None, Some(default)) => {
                    // Defaults see the earlier arguments.
                    let v = self.eval(default, &Ctx::plain(scope.clone(), outer.clone()))?;
                    (v, default.span)
                }
                (None, None) => {
                    let d =
                        Diagnostic::error(at, format!("missing template argument '{}' for class '{cname}'", p.name))
                            .with_note(p.span, format!("'{}' is declared here", p.name));
                    return Err(self.report(d));
                }
            };
            let value = match self.coerce(&p.ty, value) {
                Ok(v) => v,
                Err(desc) => {
                    return Err(self.error(
                        span,
                        format!("template argument '{}' of type '{}' cannot be set to {desc}", p.name, p.ty),
                    ))
                }
            };
            scope = bind(&scope, &p.name, Binding::Value(value));
        }
        Ok(scope)
    }

    /// Adds a class's fields (after its superclasses') to `pending`.
    fn instantiate(&mut self, class: usize, args: Scope<'a>, pending: &mut Pending<'a>) -> Res<()> {
        let decl = self.classes[class].decl;
        let outer = self.classes[class].scope.clone();
        let lets = self.classes[class].lets.clone();
        for parent in &decl.parents {
            let idx = self.class_index(&parent.class.name).ok_or(Reported)?;
            let ctx = Ctx::plain(args.clone(), outer.clone());
            let values = self.eval_args(&parent.args, &ctx)?;
            let bound = self.bind_args(idx, values, parent.span)?;
            self.instantiate(idx, bound, pending)?;
        }
        let name = &self.keeper.classes[class].name;
        if !pending.superclasses.contains(name) {
            pending.superclasses.push(name.clone());
        }
        apply_body(&decl.body, args, &outer, pending);
        apply_lets(&lets, pending);
        Ok(())
    }

    // ---------------------------------------------------------------------------------
    // Evaluation
    // ---------------------------------------------------------------------------------

    fn field_value(&mut self, rec: &RecState<'a>, idx: usize, layer: usize, at: Span) -> Res<Value> {
        let field = &rec.fields[idx];
        let top = field.layers.len().saturating_sub(1);
        if layer == top {
            if let Some(done) = rec.memo.borrow()[idx].clone() {
                return done;
            }
        }
        if rec.active.borrow().contains(&(idx, layer)) {
            return Err(self.error(at, format!("cyclic reference to field '{}'", field.name)));
        }
        let Some(l) = field.layers.get(layer) else {
            return Ok(Value::Uninit);
        };
        rec.active.borrow_mut().push((idx, layer));
        let result = match l.expr {
            None => Ok(Value::Uninit),
            Some(e) => {
                let ctx = Ctx {
                    rec: Some(rec),
                    self_field: Some((idx, layer)),
                    local: l.local.clone(),
                    outer: l.outer.clone(),
                };
                self.eval(e, &ctx)
            }
        };
        let result =
            match result.map(|v| self.coerce(&field.ty, v)) {
                Ok(Ok(v)) => Ok(v),
                Ok(Err(desc)) => Err(self
                    .error(l.span, format!("field '{}' of type '{}' cannot be set to {desc}", field.name, field.ty))),
                Err(Reported) => Err(Reported),
            };
        rec.active.borrow_mut().pop();
        if layer == top {
            rec.memo.borrow_mut()[idx] = Some(result.clone());
        }
        result
    }

    fn eval(&mut self, e: &'a Expr, ctx: &Ctx<'_, 'a>) -> Res<Value> {
        if self.eval_depth >= MAX_EVAL_DEPTH {
            return Err(self.error(e.span, "evaluation nested too deeply"));
        }
        self.eval_depth += 1;
        let result = self.eval_inner(e, ctx);
        self.eval_depth -= 1;
        result
    }

    fn eval_inner(&mut self, e: &'a Expr, ctx: &Ctx<'_, 'a>) -> Res<Value> {
        Ok(match &e.kind {
            ExprKind::Uninit => Value::Uninit,
            ExprKind::Int(i) => Value::Int(*i),
            ExprKind::Bit(b) => Value::Bit(*b),
            ExprKind::Str(s) => Value::Str(s.clone()),
            ExprKind::Code(s) => Value::Code(s.clone()),
            ExprKind::List { elems, elem_type } => {
                let values = self.eval_args(elems, ctx)?;
                let Some(t) = elem_type else {
                    return Ok(Value::List(values.into_iter().map(|v| v.0).collect()));
                };
                if !self.check_type(t, None) {
                    return Err(Reported);
                }
                let ty = Ty::of(t);
                let mut out = Vec::with_capacity(values.len());
                for (i, (v, span)) in values.into_iter().enumerate() {
                    match self.coerce(&ty, v) {
                        Ok(v) => out.push(v),
                        Err(desc) => {
                            return Err(self.error(span, format!("element #{i} of a 'list<{ty}>' cannot be {desc}")))
                        }
                    }
                }
                Value::List(out)
            }
            ExprKind::Dag { op, op_name, args } => {
                let op_value = self.eval(op, ctx);
                let mut out = Vec::with_capacity(args.len());
                let mut ok = true;
                for a in args {
                    let value = match &a.value {
                        Some(v) => match self.eval(v, ctx) {
                            Ok(v) => Some(v),
                            Err(Reported) => {
                                ok = false;
                                None
                            }
                        },
                        None => None,
                    };
                    out.push(DagArg { value, name: a.name.as_ref().map(|n| n.name.clone()), span: a.span });
                }
                let op_value = op_value?;
                if !ok {
                    return Err(Reported);
                }
                Value::Dag(Dag {
                    op: Box::new(op_value),
                    op_span: op.span,
                    op_name: op_name.as_ref().map(|n| n.name.clone()),
                    args: out,
                    span: e.span,
                })
            }
            ExprKind::Ref(name) => return self.eval_ref(name, e.span, ctx),
            ExprKind::Instantiate { class, args } => return self.instantiate_anonymous(class, args, e.span, ctx),
            ExprKind::Field { base, field } => {
                let base = self.eval(base, ctx)?;
                match base {
                    Value::Uninit => Value::Uninit,
                    Value::Def(id) => match self.keeper.record(id).value(&field.name) {
                        Some(v) => v.clone(),
                        None => {
                            let what = self.keeper.describe(id);
                            return Err(self.error(field.span, format!("{what} has no field '{}'", field.name)));
                        }
                    },
                    other => {
                        let what = self.describe(&other);
                        return Err(self.error(field.span, format!("cannot access field '{}' of {what}", field.name)));
                    }
                }
            }
            ExprKind::Paste(a, b) => {
                let a = self.eval(a, ctx);
                let b = self.eval(b, ctx);
                return self.paste(a?, b?, e.span);
            }
            ExprKind::Bang { op, type_arg, args } => return self.eval_bang(e, op, type_arg.as_ref(), args, ctx),
        })
    }

    fn eval_ref(&mut self, name: &str, span: Span, ctx: &Ctx<'_, 'a>) -> Res<Value> {
        if let Some(b) = lookup(&ctx.local, name) {
            let b = b.clone();
            return self.eval_binding(b, ctx);
        }
        if let Some(rec) = ctx.rec {
            if let Some(idx) = rec.fields.iter().position(|f| f.name == name) {
                let top = rec.fields[idx].layers.len().saturating_sub(1);
                return match ctx.self_field {
                    Some((f, 0)) if f == idx => {
                        Err(self.error(span, format!("field '{name}' is defined in terms of itself")))
                    }
                    Some((f, layer)) if f == idx => self.field_value(rec, idx, layer - 1, span),
                    _ => self.field_value(rec, idx, top, span),
                };
            }
        }
        if let Some(b) = lookup(&ctx.outer, name) {
            let b = b.clone();
            return self.eval_binding(b, ctx);
        }
        if let Some(id) = self.keeper.lookup(name) {
            return Ok(Value::Def(id));
        }
        if self.failed_defs.contains_key(name) {
            return Err(Reported);
        }
        if self.keeper.has_class(name) {
            return Err(
                self.error(span, format!("'{name}' is a class, not a def; write '{name}<...>' to instantiate it"))
            );
        }
        Err(self.error(span, format!("unknown identifier '{name}'")))
    }

    fn eval_binding(&mut self, b: Binding<'a>, ctx: &Ctx<'_, 'a>) -> Res<Value> {
        match b {
            Binding::Value(v) => Ok(v),
            Binding::Failed => Err(Reported),
            Binding::Lazy { expr, local, outer } => {
                let inner = Ctx { rec: ctx.rec, self_field: ctx.self_field, local, outer };
                self.eval(expr, &inner)
            }
        }
    }

    /// `Class<args>` as a value: one anonymous record per distinct argument list.
    fn instantiate_anonymous(
        &mut self,
        class: &'a ast::Ident,
        args: &'a [Expr],
        span: Span,
        ctx: &Ctx<'_, 'a>,
    ) -> Res<Value> {
        let Some(idx) = self.class_index(&class.name) else {
            return Err(self.error(class.span, format!("unknown class '{}'", class.name)));
        };
        if self.classes[idx].poisoned {
            return Err(Reported);
        }
        let values = self.eval_args(args, ctx)?;
        let bound = self.bind_args(idx, values, span)?;
        let mut key = class.name.clone();
        let mut node = bound.as_ref();
        while let Some(n) = node {
            if let Binding::Value(v) = &n.binding {
                key.push('|');
                value_key(v, &mut key);
            }
            node = n.parent.as_ref();
        }
        if let Some(done) = self.anon_cache.get(&key) {
            return done.map(Value::Def);
        }
        if self.instantiation_depth >= MAX_INSTANTIATION_DEPTH {
            return Err(self.error(
                span,
                format!(
                    "instantiations of '{}' nest more than {MAX_INSTANTIATION_DEPTH} deep; is the class recursive?",
                    class.name
                ),
            ));
        }
        self.instantiation_depth += 1;
        let mut pending = Pending::default();
        let result = self
            .instantiate(idx, bound, &mut pending)
            .and_then(|()| self.finish(RecState::new(pending), None, span, vec![(class.name.clone(), class.span)]));
        self.instantiation_depth -= 1;
        self.anon_cache.insert(key, result);
        result.map(Value::Def)
    }

    fn paste(&mut self, a: Value, b: Value, span: Span) -> Res<Value> {
        Ok(match (a, b) {
            (Value::Uninit, _) | (_, Value::Uninit) => Value::Uninit,
            (Value::List(mut a), Value::List(b)) => {
                a.extend(b);
                Value::List(a)
            }
            (a, b) => match (self.as_text(&a), self.as_text(&b)) {
                (Some(x), Some(y)) => Value::Str(x + &y),
                _ => {
                    let (da, db) = (self.describe(&a), self.describe(&b));
                    return Err(self.error(span, format!("cannot paste {da} and {db}")));
                }
            },
        })
    }

    /// The text a value pastes as.
    fn as_text(&self, v: &Value) -> Option<String> {
        match v {
            Value::Str(s) | Value::Code(s) => Some(s.clone()),
            Value::Int(i) => Some(i.to_string()),
            Value::Bit(b) => Some(u8::from(*b).to_string()),
            Value::Def(id) => Some(self.keeper.record(*id).name.clone()),
            _ => None,
        }
    }

    fn eval_bang(
        &mut self,
        e: &'a Expr,
        op: &'a ast::Ident,
        type_arg: Option<&'a TypeExpr>,
        args: &'a [Expr],
        ctx: &Ctx<'_, 'a>,
    ) -> Res<Value> {
        const MANY: usize = usize::MAX;
        let name = op.name.as_str();
        let (min, max, typed) = match name {
            "listconcat" | "strconcat" => (1, MANY, false),
            "and" | "or" | "add" | "mul" => (2, MANY, false),
            "if" | "foreach" => (3, 3, false),
            "eq" | "ne" | "lt" | "le" | "gt" | "ge" | "sub" | "interleave" => (2, 2, false),
            "empty" | "size" | "not" | "head" | "tail" => (1, 1, false),
            "cast" | "isa" => (1, 1, true),
            _ => return Err(self.error(op.span, format!("unknown bang operator '!{name}'"))),
        };
        if args.len() < min || args.len() > max {
            let expected = match (min, max) {
                (a, b) if a == b => format!("{a} argument{}", if a == 1 { "" } else { "s" }),
                (a, _) => format!("at least {a} argument{}", if a == 1 { "" } else { "s" }),
            };
            return Err(self.error(op.span, format!("'!{name}' expects {expected}, got {}", args.len())));
        }
        let ty = match (typed, type_arg) {
            (true, None) => {
                return Err(self.error(op.span, format!("'!{name}' needs a type, as in '!{name}<string>(...)'")))
            }
            (false, Some(t)) => return Err(self.error(t.span, format!("'!{name}' does not take a type"))),
            (true, Some(t)) => {
                if !self.check_type(t, None) {
                    return Err(Reported);
                }
                Some(Ty::of(t))
            }
            (false, None) => None,
        };

        // Operators that evaluate only some of their arguments.
        match name {
            "if" => {
                let cond = self.eval(&args[0], ctx)?;
                let taken = match cond {
                    Value::Uninit => return Ok(Value::Uninit),
                    Value::Bit(b) => b,
                    Value::Int(i) => i != 0,
                    other => {
                        let what = self.describe(&other);
                        return Err(
                            self.error(args[0].span, format!("'!if' condition must be a bit or an int, not {what}"))
                        );
                    }
                };
                return self.eval(if taken { &args[1] } else { &args[2] }, ctx);
            }
            "foreach" => {
                let ExprKind::Ref(var) = &args[0].kind else {
                    return Err(self.error(args[0].span, "the first argument of '!foreach' must be a variable name"));
                };
                let items = match self.eval(&args[1], ctx)? {
                    Value::Uninit => return Ok(Value::Uninit),
                    Value::List(items) => items,
                    other => {
                        let what = self.describe(&other);
                        return Err(self.error(args[1].span, format!("'!foreach' expects a list, not {what}")));
                    }
                };
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    let inner = Ctx {
                        rec: ctx.rec,
                        self_field: ctx.self_field,
                        local: bind(&ctx.local, var, Binding::Value(item)),
                        outer: ctx.outer.clone(),
                    };
                    out.push(self.eval(&args[2], &inner)?);
                }
                return Ok(Value::List(out));
            }
            _ => {}
        }

        let values = self.eval_args(args, ctx)?;
        if values.iter().any(|(v, _)| v.is_uninit()) {
            return Ok(Value::Uninit);
        }
        let bad = |r: &mut Self, i: usize, expected: &str| -> Reported {
            let what = r.describe(&values[i].0);
            r.error(values[i].1, format!("'!{name}' expects {expected}, not {what}"))
        };
        let ints = |r: &mut Self| -> Res<Vec<i64>> {
            let mut out = Vec::new();
            for (i, (v, _)) in values.iter().enumerate() {
                match v {
                    Value::Int(n) => out.push(*n),
                    Value::Bit(b) => out.push(i64::from(*b)),
                    _ => return Err(bad(r, i, "ints")),
                }
            }
            Ok(out)
        };
        Ok(match name {
            "listconcat" => {
                let mut out = Vec::new();
                for (i, (v, _)) in values.iter().enumerate() {
                    match v {
                        Value::List(l) => out.extend(l.iter().cloned()),
                        _ => return Err(bad(self, i, "lists")),
                    }
                }
                Value::List(out)
            }
            "strconcat" => {
                let mut out = String::new();
                for (i, (v, _)) in values.iter().enumerate() {
                    match v.as_str() {
                        Some(s) => out.push_str(s),
                        None => return Err(bad(self, i, "strings")),
                    }
                }
                Value::Str(out)
            }
            "eq" | "ne" => {
                let (a, b) = (&values[0].0, &values[1].0);
                let equal = match (a, b) {
                    (Value::Int(_) | Value::Bit(_), Value::Int(_) | Value::Bit(_)) => a.as_int() == b.as_int(),
                    (Value::Str(x) | Value::Code(x), Value::Str(y) | Value::Code(y)) => x == y,
                    (Value::Def(x), Value::Def(y)) => x == y,
                    (Value::List(_), Value::List(_)) | (Value::Dag(_), Value::Dag(_)) => {
                        let (mut x, mut y) = (String::new(), String::new());
                        value_key(a, &mut x);
                        value_key(b, &mut y);
                        x == y
                    }
                    _ => {
                        let (da, db) = (self.describe(a), self.describe(b));
                        return Err(self.error(e.span, format!("'!{name}' cannot compare {da} with {db}")));
                    }
                };
                Value::Bit(equal == (name == "eq"))
            }
            "lt" | "le" | "gt" | "ge" => {
                let n = ints(self)?;
                Value::Bit(match name {
                    "lt" => n[0] < n[1],
                    "le" => n[0] <= n[1],
                    "gt" => n[0] > n[1],
                    _ => n[0] >= n[1],
                })
            }
            "add" | "mul" | "sub" => {
                let n = ints(self)?;
                let result = match name {
                    "add" => n.iter().try_fold(0i64, |acc, x| acc.checked_add(*x)),
                    "mul" => n.iter().try_fold(1i64, |acc, x| acc.checked_mul(*x)),
                    _ => n[0].checked_sub(n[1]),
                };
                match result {
                    Some(v) => Value::Int(v),
                    None => return Err(self.error(e.span, format!("'!{name}' overflows"))),
                }
            }
            "and" | "or" => {
                if values.iter().all(|(v, _)| matches!(v, Value::Bit(_))) {
                    let mut bits = values.iter().map(|(v, _)| matches!(v, Value::Bit(true)));
                    Value::Bit(if name == "and" { bits.all(|b| b) } else { bits.any(|b| b) })
                } else {
                    let n = ints(self)?;
                    Value::Int(if name == "and" {
                        n.iter().fold(-1, |a, b| a & b)
                    } else {
                        n.iter().fold(0, |a, b| a | b)
                    })
                }
            }
            "not" => match &values[0].0 {
                Value::Bit(b) => Value::Bit(!b),
                Value::Int(i) => Value::Bit(*i == 0),
                _ => return Err(bad(self, 0, "a bit")),
            },
            "empty" | "size" => {
                let n = match &values[0].0 {
                    Value::List(l) => l.len(),
                    Value::Str(s) | Value::Code(s) => s.len(),
                    Value::Dag(d) => d.args.len(),
                    _ => return Err(bad(self, 0, "a list, string or dag")),
                };
                if name == "empty" {
                    Value::Bit(n == 0)
                } else {
                    Value::Int(i64::try_from(n).unwrap_or(i64::MAX))
                }
            }
            "head" | "tail" => match &values[0].0 {
                Value::List(l) if l.is_empty() => {
                    return Err(self.error(values[0].1, format!("'!{name}' of an empty list")))
                }
                Value::List(l) if name == "head" => l[0].clone(),
                Value::List(l) => Value::List(l[1..].to_vec()),
                _ => return Err(bad(self, 0, "a list")),
            },
            "interleave" => {
                let Some(sep) = self.as_text(&values[1].0) else {
                    return Err(bad(self, 1, "a string separator"));
                };
                let Value::List(items) = &values[0].0 else {
                    return Err(bad(self, 0, "a list"));
                };
                let mut parts = Vec::with_capacity(items.len());
                for item in items {
                    match self.as_text(item) {
                        Some(s) => parts.push(s),
                        None => {
                            let what = self.describe(item);
                            return Err(self.error(
                                values[0].1,
                                format!("'!interleave' expects a list of strings, but it contains {what}"),
                            ));
                        }
                    }
                }
                Value::Str(parts.join(&sep))
            }
            "isa" => {
                let Some(Ty::Record(class)) = &ty else {
                    return Err(self.error(e.span, "'!isa' needs a class type"));
                };
                Value::Bit(matches!(values[0].0, Value::Def(id) if self.keeper.is_a(id, class)))
            }
            "cast" => self.cast(ty.unwrap_or(Ty::String), values[0].clone(), e.span)?,
            _ => return Err(self.error(op.span, format!("unknown bang operator '!{name}'"))),
        })
    }

    fn cast(&mut self, ty: Ty, (v, span): (Value, Span), at: Span) -> Res<Value> {
        let fail = |r: &mut Self, v: &Value| {
            let what = r.describe(v);
            r.error(at, format!("'!cast' cannot convert {what} to '{ty}'"))
        };
        Ok(match &ty {
            Ty::String | Ty::Code => match self.as_text(&v) {
                Some(s) if ty == Ty::String => Value::Str(s),
                Some(s) => Value::Code(s),
                None => return Err(fail(self, &v)),
            },
            Ty::Int | Ty::Bit => match self.coerce(&ty, v.clone()) {
                Ok(v) => v,
                Err(_) => return Err(fail(self, &v)),
            },
            Ty::Record(class) => {
                let id = match &v {
                    Value::Def(id) => *id,
                    Value::Str(s) | Value::Code(s) => match self.keeper.lookup(s) {
                        Some(id) => id,
                        None => return Err(self.error(span, format!("no def named '{s}'"))),
                    },
                    _ => return Err(fail(self, &v)),
                };
                if !self.keeper.is_a(id, class) {
                    let what = self.keeper.describe(id);
                    return Err(self.error(span, format!("{what} is not a '{class}'")));
                }
                Value::Def(id)
            }
            Ty::List(_) | Ty::Dag => match self.coerce(&ty, v.clone()) {
                Ok(v) => v,
                Err(_) => return Err(fail(self, &v)),
            },
        })
    }

    /// Converts `v` to `ty` (code/string and bit/int interconvert); on mismatch, says
    /// what `v` is, for "cannot be set to ..." messages.
    fn coerce(&self, ty: &Ty, v: Value) -> Result<Value, String> {
        Ok(match (ty, v) {
            (_, Value::Uninit) => Value::Uninit,
            (Ty::Int, Value::Int(i)) => Value::Int(i),
            (Ty::Int, Value::Bit(b)) => Value::Int(i64::from(b)),
            (Ty::Bit, Value::Bit(b)) => Value::Bit(b),
            (Ty::Bit, Value::Int(i @ (0 | 1))) => Value::Bit(i == 1),
            (Ty::Bit, Value::Int(i)) => return Err(format!("the int {i} (a bit is 0 or 1)")),
            (Ty::String, Value::Str(s) | Value::Code(s)) => Value::Str(s),
            (Ty::Code, Value::Str(s) | Value::Code(s)) => Value::Code(s),
            (Ty::Dag, Value::Dag(d)) => Value::Dag(d),
            (Ty::Record(class), Value::Def(id)) if self.keeper.is_a(id, class) => Value::Def(id),
            (Ty::List(elem), Value::List(items)) => {
                let mut out = Vec::with_capacity(items.len());
                for (i, item) in items.into_iter().enumerate() {
                    match self.coerce(elem, item) {
                        Ok(v) => out.push(v),
                        Err(desc) => return Err(format!("a list whose element #{i} is {desc}")),
                    }
                }
                Value::List(out)
            }
            (_, v) => return Err(self.describe(&v)),
        })
    }

    fn describe(&self, v: &Value) -> String {
        match v {
            Value::Uninit => "'?'".to_string(),
            Value::Int(_) => "an int".to_string(),
            Value::Bit(_) => "a bit".to_string(),
            Value::Str(_) => "a string".to_string(),
            Value::Code(_) => "a code block".to_string(),
            Value::List(_) => "a list".to_string(),
            Value::Dag(_) => "a dag".to_string(),
            Value::Def(id) => self.keeper.describe(*id),
        }
    }
}

impl<'a> RecState<'a> {
    fn new(pending: Pending<'a>) -> RecState<'a> {
        let n = pending.fields.len();
        RecState {
            fields: pending.fields,
            superclasses: pending.superclasses,
            memo: RefCell::new(vec![None; n]),
            active: RefCell::new(Vec::new()),
        }
    }
}

/// Applies a class or def body: declarations add fields (or, for a field reached again
/// through another superclass, reset it, as TableGen does), `let`s add layers.
fn apply_body<'a>(body: &'a [BodyItem], local: Scope<'a>, outer: &Scope<'a>, pending: &mut Pending<'a>) {
    let mut local = local;
    for item in body {
        match item {
            BodyItem::Field(decl) => {
                let layer = Layer {
                    expr: decl.value.as_ref(),
                    span: decl.value.as_ref().map_or(decl.name.span, |v| v.span),
                    local: local.clone(),
                    outer: outer.clone(),
                };
                match pending.field_mut(&decl.name.name) {
                    Some(f) => f.layers = vec![layer],
                    None => pending.fields.push(PendingField {
                        name: decl.name.name.clone(),
                        ty: Ty::of(&decl.ty),
                        layers: vec![layer],
                    }),
                }
            }
            BodyItem::Let(b) => {
                if let Some(f) = pending.field_mut(&b.name.name) {
                    f.layers.push(Layer {
                        expr: Some(&b.value),
                        span: b.value.span,
                        local: local.clone(),
                        outer: outer.clone(),
                    });
                }
            }
            BodyItem::Defvar(d) => {
                let binding = Binding::Lazy { expr: &d.value, local: local.clone(), outer: outer.clone() };
                local = bind(&local, &d.name.name, binding);
            }
        }
    }
}

fn apply_lets<'a>(lets: &[OuterLet<'a>], pending: &mut Pending<'a>) {
    for l in lets {
        if let Some(f) = pending.field_mut(&l.binding.name.name) {
            f.layers.push(Layer {
                expr: Some(&l.binding.value),
                span: l.binding.value.span,
                local: None,
                outer: l.scope.clone(),
            });
        }
    }
}

/// A canonical text for a value (ignoring spans), to recognise identical instantiations.
fn value_key(v: &Value, out: &mut String) {
    use std::fmt::Write as _;
    match v {
        Value::Uninit => out.push('?'),
        Value::Int(i) => {
            let _ = write!(out, "i{i}");
        }
        Value::Bit(b) => {
            let _ = write!(out, "b{}", u8::from(*b));
        }
        Value::Str(s) => {
            let _ = write!(out, "s{}:{s}", s.len());
        }
        Value::Code(s) => {
            let _ = write!(out, "c{}:{s}", s.len());
        }
        Value::List(items) => {
            out.push('[');
            for item in items {
                value_key(item, out);
                out.push(',');
            }
            out.push(']');
        }
        Value::Dag(d) => {
            out.push('(');
            value_key(&d.op, out);
            if let Some(n) = &d.op_name {
                let _ = write!(out, ":${n}");
            }
            for a in &d.args {
                out.push(' ');
                match &a.value {
                    Some(v) => value_key(v, out),
                    None => out.push('_'),
                }
                if let Some(n) = &a.name {
                    let _ = write!(out, "${}:{n}", n.len());
                }
                out.push(',');
            }
            out.push(')');
        }
        Value::Def(id) => {
            let _ = write!(out, "r{}", id.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> RecordKeeper {
        match crate::load_str("test.td", text, &[]) {
            Ok(loaded) => loaded.records,
            Err((sources, diags)) => panic!("{}", crate::render_all(&diags, &sources)),
        }
    }

    /// The messages of every error, in order.
    fn errors(text: &str) -> Vec<String> {
        match crate::load_str("test.td", text, &[]) {
            Ok(_) => panic!("no errors for:\n{text}"),
            Err((_, diags)) => diags.into_iter().map(|d| d.message).collect(),
        }
    }

    fn rendered(text: &str) -> String {
        match crate::load_str("test.td", text, &[]) {
            Ok(_) => panic!("no errors for:\n{text}"),
            Err((sources, diags)) => crate::render_all(&diags, &sources),
        }
    }

    fn def<'k>(k: &'k RecordKeeper, name: &str) -> &'k Record {
        k.record(k.lookup(name).expect(name))
    }

    #[test]
    fn fields_are_late_bound() {
        let k = load(
            r#"class A { string x = "a"; string y = x # "!"; }
               def B : A { let x = "b"; }
               def C : A;
               class D : A { let x = "d"; }
               def E : D;"#,
        );
        assert_eq!(def(&k, "B").get_str("y"), Some("b!"));
        assert_eq!(def(&k, "C").get_str("y"), Some("a!"));
        assert_eq!(def(&k, "E").get_str("y"), Some("d!"));
    }

    #[test]
    fn outer_lets_apply_after_the_body_innermost_last() {
        let k = load(
            r#"class A { int v = 1; int w = 0; }
               let v = 3 in def B : A { let v = 2; }
               let v = 4, w = 7 in {
                 def C : A;
                 let v = 5 in { def D : A; }
               }
               let v = 6 in class E : A;
               def F : E;
               def G : E { let v = 8; }"#,
        );
        assert_eq!(def(&k, "B").get_int("v"), Some(3));
        assert_eq!(def(&k, "C").get_int("v"), Some(4));
        assert_eq!(def(&k, "C").get_int("w"), Some(7));
        assert_eq!(def(&k, "D").get_int("v"), Some(5));
        assert_eq!(def(&k, "D").get_int("w"), Some(7));
        assert_eq!(def(&k, "F").get_int("v"), Some(6));
        assert_eq!(def(&k, "G").get_int("v"), Some(8));
    }

    #[test]
    fn a_let_can_extend_the_previous_value() {
        let k = load(
            r#"def T1; def T2;
               class A { list<string> l = ["a"]; string s = "x"; }
               class B : A { let l = !listconcat(l, ["b"]); }
               let s = s # "z" in def C : B { let l = l # ["c"]; let s = s # "y"; }"#,
        );
        let c = def(&k, "C");
        let l: Vec<_> = c.get_list("l").unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        assert_eq!(l, ["a", "b", "c"]);
        assert_eq!(c.get_str("s"), Some("xyz"));
    }

    #[test]
    fn template_args_defaults_and_field_access() {
        let k = load(
            r#"class EnumCase<string sym, int val, string str = sym> {
                 string symbol = sym; int value = val; string keyword = str;
               }
               def A : EnumCase<"eq", 0>;
               def B : EnumCase<"ne", 1, "not_equal">;
               class TC<string desc> { string summary = desc; }
               class Variadic<TC c> : TC<"variadic of " # c.summary> { TC base = c; }
               def I32 : TC<"32-bit integer">;
               def V : Variadic<I32>;"#,
        );
        assert_eq!(def(&k, "A").get_str("keyword"), Some("eq"));
        assert_eq!(def(&k, "B").get_str("keyword"), Some("not_equal"));
        assert_eq!(def(&k, "B").get_int("value"), Some(1));
        let v = def(&k, "V");
        assert_eq!(v.get_str("summary"), Some("variadic of 32-bit integer"));
        assert_eq!(v.get_def("base"), k.lookup("I32"));
        assert_eq!(v.superclasses, ["TC", "Variadic"]);
        assert_eq!(v.direct_superclasses.len(), 1);
    }

    #[test]
    fn anonymous_instantiations_are_shared() {
        let k = load(
            r#"class TC<string desc> { string summary = desc; }
               class Variadic<TC c> : TC<"variadic of " # c.summary>;
               def I32 : TC<"i32">;
               def Ops {
                 TC a = Variadic<I32>;
                 TC b = Variadic<I32>;
                 TC c = Variadic<TC<"f32">>;
                 list<TC> all = [a, b, c];
               }
               def : Variadic<I32>;"#,
        );
        let ops = def(&k, "Ops");
        let (a, b, c) = (ops.get_def("a"), ops.get_def("b"), ops.get_def("c"));
        assert_eq!(a, b);
        assert_ne!(a, c);
        let a = k.record(a.unwrap());
        assert!(a.anonymous && a.name.starts_with("anonymous_"));
        assert_eq!(a.get_str("summary"), Some("variadic of i32"));
        assert_eq!(k.record(c.unwrap()).get_str("summary"), Some("variadic of f32"));
        // The anonymous def is a record of its own, not shared.
        let variadics = k.defs_deriving("Variadic");
        assert_eq!(variadics.len(), 3);
        assert!(variadics.iter().all(|&id| k.record(id).anonymous));
        assert_eq!(k.defs_deriving("TC").len(), 5);
        // Definition order: records created while evaluating Ops come before it.
        let order: Vec<_> = k.defs().map(|id| k.record(id).name.clone()).collect();
        assert_eq!(order.last().map(String::as_str), Some("anonymous_3"));
        assert_eq!(order.iter().position(|n| n == "Ops"), Some(4));
    }

    #[test]
    fn pastes_and_conversions() {
        let k = load(
            r#"class Sized<int n> { string summary = "region with " # n # " blocks"; }
               def S : Sized<2>;
               def R {
                 string s = "a" # [{b}] # -3 # true;
                 code c = "as code";
                 string fromCode = [{ raw }];
                 bit b = 1;
                 int i = false;
                 list<int> l = [1] # [2, 3];
                 string name = S # "!";
               }"#,
        );
        assert_eq!(def(&k, "S").get_str("summary"), Some("region with 2 blocks"));
        let r = def(&k, "R");
        assert_eq!(r.value("s"), Some(&Value::Str("ab-31".into())));
        assert_eq!(r.value("c"), Some(&Value::Code("as code".into())));
        assert_eq!(r.value("fromCode"), Some(&Value::Str(" raw ".into())));
        assert_eq!(r.value("b"), Some(&Value::Bit(true)));
        assert_eq!(r.value("i"), Some(&Value::Int(0)));
        assert_eq!(r.get_list("l").map(<[Value]>::len), Some(3));
        assert_eq!(r.get_str("name"), Some("S!"));
    }

    #[test]
    fn bang_operators() {
        let k = load(
            r#"class C; def X : C; def Y;
               defvar names = ["a", "b", "c"];
               def R {
                 list<int> lc = !listconcat([1], [], [2, 3]);
                 string sc = !strconcat("a", [{b}], "c");
                 string if1 = !if(!eq(1, true), "yes", "no");
                 string if2 = !if(!ne("a", "a"), "yes", "no");
                 bit e1 = !empty([]);
                 bit e2 = !empty("x");
                 int sz = !size(names);
                 bit n = !not(0);
                 bit a = !and(true, !or(false, true));
                 string h = !head(names);
                 list<string> t = !tail(names);
                 string cast = !cast<string>(42);
                 list<string> fe = !foreach(x, names, x # x);
                 string il = !interleave(names, ", ");
                 string il2 = !interleave(!foreach(n, [1, 2], n), "|");
                 int ar = !sub(!add(1, 2, 3), !mul(2, 2));
                 bit cmp = !and(!lt(1, 2), !ge(2, 2));
                 bit isa = !and(!isa<C>(X), !not(!isa<C>(Y)));
                 C byName = !cast<C>("X");
                 bit un = !empty(?);
               }"#,
        );
        let r = def(&k, "R");
        let ints = |name: &str| -> Vec<i64> { r.get_list(name).unwrap().iter().map(|v| v.as_int().unwrap()).collect() };
        let strs = |name: &str| -> Vec<String> {
            r.get_list(name).unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
        };
        assert_eq!(ints("lc"), [1, 2, 3]);
        assert_eq!(r.get_str("sc"), Some("abc"));
        assert_eq!(r.get_str("if1"), Some("yes"));
        assert_eq!(r.get_str("if2"), Some("no"));
        assert_eq!(r.get_bit("e1"), Some(true));
        assert_eq!(r.get_bit("e2"), Some(false));
        assert_eq!(r.get_int("sz"), Some(3));
        assert_eq!(r.get_bit("n"), Some(true));
        assert_eq!(r.get_bit("a"), Some(true));
        assert_eq!(r.get_str("h"), Some("a"));
        assert_eq!(strs("t"), ["b", "c"]);
        assert_eq!(r.get_str("cast"), Some("42"));
        assert_eq!(strs("fe"), ["aa", "bb", "cc"]);
        assert_eq!(r.get_str("il"), Some("a, b, c"));
        assert_eq!(r.get_str("il2"), Some("1|2"));
        assert_eq!(r.get_int("ar"), Some(2));
        assert_eq!(r.get_bit("cmp"), Some(true));
        assert_eq!(r.get_bit("isa"), Some(true));
        assert_eq!(r.get_def("byName"), k.lookup("X"));
        assert_eq!(r.value("un"), Some(&Value::Uninit));
    }

    #[test]
    fn dags_keep_operators_names_and_spans() {
        let k = load(
            r#"def ins; def I32; def Float;
               class Op { dag arguments = (ins); }
               def AddOp : Op { let arguments = (ins I32:$lhs, $rhs, (Float), "s":$x); }"#,
        );
        let dag = def(&k, "AddOp").get_dag("arguments").unwrap();
        assert_eq!(*dag.op, Value::Def(k.lookup("ins").unwrap()));
        let names: Vec<_> = dag.args.iter().map(|a| a.name.as_deref()).collect();
        assert_eq!(names, [Some("lhs"), Some("rhs"), None, Some("x")]);
        assert_eq!(dag.args[0].value, Some(Value::Def(k.lookup("I32").unwrap())));
        assert_eq!(dag.args[1].value, None);
        assert!(matches!(dag.args[2].value, Some(Value::Dag(_))));
        // Spans point into the def's `let`, the last place the field was set.
        let field = def(&k, "AddOp").field("arguments").unwrap();
        assert_eq!(field.span, dag.span);
        assert!(dag.op_span.start > dag.span.start && dag.op_span.end < dag.span.end);
    }

    #[test]
    fn defvars_are_scoped() {
        let k = load(
            r#"defvar prefix = "p_";
               class A<string n> { defvar full = prefix # n; string name = full; string other = ?; }
               let other = "o" in {
                 defvar prefix = "inner_";
                 def B : A<"b">;
                 def C { string s = prefix; string other; }
               }
               def D { string s = prefix; }"#,
        );
        // The class sees the defvar in scope where it was declared.
        assert_eq!(def(&k, "B").get_str("name"), Some("p_b"));
        assert_eq!(def(&k, "B").get_str("other"), Some("o"));
        assert_eq!(def(&k, "C").get_str("s"), Some("inner_"));
        assert_eq!(def(&k, "D").get_str("s"), Some("p_"));
    }

    #[test]
    fn superclasses_are_transitive_base_first() {
        let k = load(
            r#"class A { int x = 1; }
               class B : A { let x = 2; }
               class C : A;
               class M;
               def D : B, C, M;"#,
        );
        let d = def(&k, "D");
        assert_eq!(d.superclasses, ["A", "B", "C", "M"]);
        let direct: Vec<_> = d.direct_superclasses.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(direct, ["B", "C", "M"]);
        // Reaching A again through C resets x, as in TableGen.
        assert_eq!(d.get_int("x"), Some(1));
        assert_eq!(d.fields.len(), 1);
        assert!(k.is_a(k.lookup("D").unwrap(), "A"));
        assert!(k.has_class("M") && !k.has_class("D"));
        assert_eq!(k.class("B").map(|c| c.superclasses.clone()), Some(vec!["A".into()]));
    }

    #[test]
    fn uninitialized_values() {
        let k = load(
            r#"class A { string name = ?; string shown = name # "!"; int n; A next = ?; }
               def B : A;"#,
        );
        let b = def(&k, "B");
        assert!(b.value("name").unwrap().is_uninit());
        assert!(b.value("shown").unwrap().is_uninit());
        assert!(b.value("n").unwrap().is_uninit());
        assert!(b.value("next").unwrap().is_uninit());
    }

    #[test]
    fn type_errors() {
        assert_eq!(errors(r#"class A { int x = "s"; }"#), ["field 'x' of type 'int' cannot be set to a string"]);
        assert_eq!(
            errors(r#"class A { bit b = 0; } def B : A { let b = 2; }"#),
            ["field 'b' of type 'bit' cannot be set to the int 2 (a bit is 0 or 1)"]
        );
        assert_eq!(
            errors(r#"class A<int n> { int x = n; } def B : A<"s">;"#),
            ["template argument 'n' of type 'int' cannot be set to a string"]
        );
        assert_eq!(
            errors(r#"class T; class U; def X : U; class A { T t = X; } def B : A;"#),
            ["field 't' of type 'T' cannot be set to record 'X'"]
        );
        assert_eq!(
            errors(r#"def A { list<int> l = [1, "two"]; }"#),
            ["field 'l' of type 'list<int>' cannot be set to a list whose element #1 is a string"]
        );
        assert_eq!(
            errors(r#"def A { list<string> l = ["a", 2]<string>; }"#),
            ["element #1 of a 'list<string>' cannot be an int"]
        );
        // Computed values are checked when evaluated.
        assert_eq!(
            errors(r#"class A { string s = "a"; int x = !size(s) # "b"; } def B : A;"#),
            ["field 'x' of type 'int' cannot be set to a string"]
        );
    }

    #[test]
    fn class_errors_are_reported_once() {
        let out = rendered("class A { int x = 1; let y = 2; }\ndef B : A;\ndef C : A { let x = 3; }\n");
        assert_eq!(
            out,
            "test.td:1:26: error: 'let' of unknown field 'y' in 'A'\n\
             class A { int x = 1; let y = 2; }\n                         ^\n"
        );
    }

    #[test]
    fn errors_found_through_classes_point_at_the_def() {
        let out = rendered("class A<string s> { int x = !size(s) # \"!\"; }\ndef B : A<\"b\">;\ndef C : A<\"c\">;\n");
        // Reported once, with the first def that exposed it.
        assert_eq!(
            out,
            "test.td:1:29: error: field 'x' of type 'int' cannot be set to a string\n\
             class A<string s> { int x = !size(s) # \"!\"; }\n                            ^\n\
             test.td:2:5: note: while defining 'B'\ndef B : A<\"b\">;\n    ^\n"
        );
    }

    #[test]
    fn reference_errors() {
        assert_eq!(
            errors("class A { int x = y; } def B : A; def C : Nope; def D { int z = Nope2; }"),
            ["unknown identifier 'y'", "unknown class 'Nope'", "unknown identifier 'Nope2'"]
        );
        assert_eq!(
            errors("class A; def B { A a = A; }"),
            ["'A' is a class, not a def; write 'A<...>' to instantiate it"]
        );
        assert_eq!(
            errors(r#"class A { string s = "x"; } def B : A; def C { string t = B.nope; int i = 1; string u = i.x; }"#),
            ["record 'B' has no field 'nope'", "cannot access field 'x' of an int"]
        );
        assert_eq!(errors("class A { int x = y; int y = x; } def B : A;"), ["cyclic reference to field 'x'"]);
        assert_eq!(errors("def B { int x = x; }"), ["field 'x' is defined in terms of itself"]);
    }

    #[test]
    fn declaration_errors() {
        assert_eq!(
            errors("class A<int a, int b = 0>; def B : A<1, 2, 3>; def C : A;"),
            [
                "too many template arguments for class 'A': expected at most 2, got 3",
                "missing template argument 'a' for class 'A'"
            ]
        );
        assert_eq!(
            errors("class A; class A; def B; def B; class C<int a, int a>;"),
            ["duplicate class 'A'", "duplicate def 'B'", "duplicate template argument 'a'"]
        );
        assert_eq!(
            errors("class A { int x; int x; } class B { int y; } def C : B { string y; }"),
            ["duplicate field 'x'", "field 'y' is already declared in class 'B'; use 'let y = ...;' to set it"]
        );
        assert_eq!(
            errors("class A { int x; } class B { string x; } def C : A, B;"),
            ["conflicting types for field 'x': 'int' from 'A' and 'string' from 'B'"]
        );
        assert_eq!(
            errors("class A; let z = 1 in def B : A; def C : A { let w = 2; }"),
            ["'let' of unknown field 'z' in 'B'", "'let' of unknown field 'w' in 'C'"]
        );
        assert_eq!(
            errors("class A { Missing m; list<Missing2> l; }"),
            ["unknown class 'Missing'", "unknown class 'Missing2'"]
        );
    }

    #[test]
    fn bang_errors() {
        assert_eq!(
            errors("def A { int x = !frobnicate(1); int y = !if(1, 2); string z = !eq<int>(1, 1); }"),
            ["unknown bang operator '!frobnicate'", "'!if' expects 3 arguments, got 2", "'!eq' does not take a type"]
        );
        assert_eq!(
            errors(r#"def A { string s = !strconcat("a", 1); int h = !head([]); string c = !cast(1); }"#),
            [
                "'!strconcat' expects strings, not an int",
                "'!head' of an empty list",
                "'!cast' needs a type, as in '!cast<string>(...)'"
            ]
        );
    }

    #[test]
    fn recursive_instantiation_is_an_error() {
        let errs = errors("class A<int n> { A next = A<!add(n, 1)>; } def B : A<0>;");
        assert_eq!(errs.len(), 1);
        assert!(errs[0].contains("nest more than 64 deep"), "{errs:?}");
    }

    #[test]
    fn independent_mistakes_are_all_reported() {
        let errs =
            errors("class A { int x = 1; }\ndef B : A { let x = \"s\"; }\ndef C : A { let y = 1; }\ndef D : Nope;\n");
        assert_eq!(errs.len(), 3, "{errs:?}");
    }
}
