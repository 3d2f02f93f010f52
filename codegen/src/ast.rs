//! Syntax tree of one spec file, as written: nothing is resolved or evaluated here.

use crate::diag::{FileId, Span};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeExpr {
    pub kind: TypeKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    Int,
    Bit,
    String,
    Code,
    Dag,
    List(Box<TypeExpr>),
    /// A record type: values must be records deriving from this class.
    Class(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Uninit,
    Int(i64),
    Bit(bool),
    Str(String),
    Code(String),
    List {
        elems: Vec<Expr>,
        elem_type: Option<TypeExpr>,
    },
    Dag {
        op: Box<Expr>,
        /// `(op:$name ...)`: the name given to the operator (without the `$`).
        op_name: Option<Ident>,
        args: Vec<DagArgExpr>,
    },
    /// A def, template argument, field or defvar, resolved during evaluation.
    Ref(String),
    /// `Class<args>` used as a value: an anonymous record.
    Instantiate {
        class: Ident,
        args: Vec<Expr>,
    },
    Field {
        base: Box<Expr>,
        field: Ident,
    },
    Paste(Box<Expr>, Box<Expr>),
    Bang {
        /// Without the `!`; the span covers the `!`.
        op: Ident,
        type_arg: Option<TypeExpr>,
        args: Vec<Expr>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct DagArgExpr {
    pub value: Option<Expr>,
    /// Without the `$`.
    pub name: Option<Ident>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct File {
    pub id: FileId,
    pub items: Vec<Item>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Include(Include),
    Class(ClassDecl),
    Def(DefDecl),
    Defvar(Defvar),
    LetIn(LetIn),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Include {
    pub path: String,
    /// The string literal.
    pub span: Span,
    /// Set by the loader on the one include that loads the file; later includes of the
    /// same file (and cycles) stay `None` and are no-ops.
    pub target: Option<FileId>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClassDecl {
    pub name: Ident,
    pub params: Vec<TemplateParam>,
    pub parents: Vec<ParentRef>,
    pub body: Vec<BodyItem>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParam {
    pub ty: TypeExpr,
    pub name: Ident,
    pub default: Option<Expr>,
}

/// `Class<args>` in a superclass list.
#[derive(Clone, Debug, PartialEq)]
pub struct ParentRef {
    pub class: Ident,
    pub args: Vec<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DefDecl {
    /// The `def` keyword.
    pub keyword: Span,
    pub name: Option<Ident>,
    pub parents: Vec<ParentRef>,
    pub body: Vec<BodyItem>,
    /// The whole definition, used to tell errors inside it from errors in its classes.
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum BodyItem {
    Field(FieldDecl),
    Let(LetBinding),
    Defvar(Defvar),
}

#[derive(Clone, Debug, PartialEq)]
pub struct FieldDecl {
    pub ty: TypeExpr,
    pub name: Ident,
    pub value: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LetBinding {
    pub name: Ident,
    pub value: Expr,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Defvar {
    pub name: Ident,
    pub value: Expr,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LetIn {
    pub bindings: Vec<LetBinding>,
    pub items: Vec<Item>,
    /// `let ... in { ... }` opens a scope for defvars; `let ... in item` does not.
    pub braced: bool,
}
