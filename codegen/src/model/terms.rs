//! Extern terms: Rust functions the rules call, declared in the spec with a signature
//! (`Term<"path", "(Value, Int) -> Attr">`) that the checker uses to type rule
//! expressions and the generator uses to check the Rust function at compile time.

use crate::diag::Span;
use crate::model::build::Builder;
use crate::model::Model;

/// What a rule expression or term argument denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Value,
    Values,
    Type,
    Attr,
    /// An attribute that may be absent (`Attr?`).
    OptAttr,
    Int,
    Bool,
    Str,
    /// A successor block.
    Block,
    /// A variadic group of successors.
    Blocks,
    /// A region of the root (`RegionId`).
    Region,
    /// A variadic group of the root's regions (`&[RegionId]`).
    Regions,
}

impl Kind {
    /// The spelling in signatures and diagnostics.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Value => "Value",
            Kind::Values => "Values",
            Kind::Type => "Type",
            Kind::Attr => "Attr",
            Kind::OptAttr => "Attr?",
            Kind::Int => "Int",
            Kind::Bool => "Bool",
            Kind::Str => "Str",
            Kind::Block => "Block",
            Kind::Blocks => "Blocks",
            Kind::Region => "Region",
            Kind::Regions => "Regions",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        Some(match s {
            "Value" => Kind::Value,
            "Values" => Kind::Values,
            "Type" => Kind::Type,
            "Attr" => Kind::Attr,
            "Attr?" => Kind::OptAttr,
            "Int" => Kind::Int,
            "Bool" => Kind::Bool,
            "Str" => Kind::Str,
            "Block" => Kind::Block,
            "Blocks" => Kind::Blocks,
            "Region" => Kind::Region,
            "Regions" => Kind::Regions,
            _ => return None,
        })
    }

    /// Whether a value of kind `self` may be passed where `want` is expected.
    pub fn fits(self, want: Kind) -> bool {
        self == want || (self == Kind::Attr && want == Kind::OptAttr)
    }
}

/// A `Term` def.
#[derive(Clone, Debug)]
pub struct TermDef {
    pub record: String,
    pub span: Span,
    pub file: String,
    pub line: u32,
    pub col: u32,
    /// The Rust path as written.
    pub function: String,
    pub signature: String,
    pub args: Vec<Kind>,
    pub ret: Kind,
    /// The result is an `Option`; `None` declines the pattern.
    pub fallible: bool,
}

/// Parses `(Kind, ...) -> Kind[?]`.
pub fn parse_signature(sig: &str) -> Result<(Vec<Kind>, Kind, bool), String> {
    let (args, ret) = sig.split_once("->").ok_or("expected `(Kind, ...) -> Kind`")?;
    let args = args.trim();
    let inner = args
        .strip_prefix('(')
        .and_then(|a| a.strip_suffix(')'))
        .ok_or_else(|| format!("expected `(` and `)` around the arguments in '{args}'"))?;
    let mut kinds = Vec::new();
    for a in inner.split(',').map(str::trim).filter(|a| !a.is_empty()) {
        kinds.push(Kind::parse(a).ok_or_else(|| format!("unknown kind '{a}' (known: {})", KNOWN))?);
    }
    let ret = ret.trim();
    let (ret, fallible) = match ret.strip_suffix('?') {
        Some(r) => (r.trim(), true),
        None => (ret, false),
    };
    let ret_kind = Kind::parse(ret).ok_or_else(|| format!("unknown result kind '{ret}' (known: {})", KNOWN))?;
    if matches!(ret_kind, Kind::OptAttr | Kind::Str | Kind::Blocks | Kind::Region | Kind::Regions) {
        return Err(format!("a term cannot return '{ret}' (yet)"));
    }
    Ok((kinds, ret_kind, fallible))
}

const KNOWN: &str = "Value, Values, Type, Attr, Attr?, Int, Bool, Str, Block, Blocks, Region, Regions";

impl Builder<'_> {
    pub(crate) fn terms(&mut self, m: &mut Model) {
        let rk = self.rk;
        for id in rk.defs_deriving("Term") {
            let r = rk.record(id);
            let (Some(function), Some(signature)) = (self.req_str(r, "function"), self.req_str(r, "signature")) else {
                continue;
            };
            let (args, ret, fallible) = match parse_signature(&signature) {
                Ok(s) => s,
                Err(e) => {
                    self.err(r.span, format!("term '{}': {e}", r.name));
                    continue;
                }
            };
            let (line, col) = self.sources.line_col(r.span.file, r.span.start as usize);
            m.terms.push(TermDef {
                record: r.name.clone(),
                span: r.span,
                file: self.file_of(r.span),
                line: line as u32,
                col: col as u32,
                function,
                signature,
                args,
                ret,
                fallible,
            });
        }
    }
}
