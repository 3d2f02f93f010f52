//! MLIR's declarative assembly format language (`assemblyFormat`): parsing a format
//! string into elements and checking it against the op it describes.

use crate::model::{Arity, OpDef, TraitDecl};

#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// A backquoted literal: punctuation or a keyword.
    Literal(String),
    /// `` ` ` `` (true) or ``` `` ``` (false): explicit whitespace control.
    Space(bool),
    /// `$name`: an operand, attribute, region or successor.
    Var(String),
    /// `type(...)` of a variable, or of `operands` / `results`.
    Type(Box<Elem>),
    /// `qualified(...)`: print attributes and types with their dialect prefix.
    Qualified(Box<Elem>),
    AttrDict {
        keyword: bool,
    },
    PropDict,
    FunctionalType(Box<Elem>, Box<Elem>),
    Operands,
    Results,
    Regions,
    Successors,
    /// `custom<Name>(args)`.
    Custom {
        name: String,
        args: Vec<Elem>,
    },
    /// `ref(...)` inside custom directive arguments: an element parsed earlier.
    Ref(Box<Elem>),
    /// `(then)?` or `(then)? : (else)`; `anchor` indexes `then`.
    Optional {
        then: Vec<Elem>,
        anchor: usize,
        els: Vec<Elem>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    pub elems: Vec<Elem>,
}

struct P<'s> {
    s: &'s [u8],
    i: usize,
}

/// Parses a format string.
pub fn parse(src: &str) -> Result<Format, String> {
    let mut p = P { s: src.as_bytes(), i: 0 };
    let elems = p.elems(false)?;
    p.ws();
    if p.i < p.s.len() {
        return Err(format!("unexpected '{}' in format", p.s[p.i] as char));
    }
    Ok(Format { elems })
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] as char).is_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{}' in format", c as char))
        }
    }

    fn ident(&mut self) -> String {
        self.ws();
        let start = self.i;
        while self.i < self.s.len() && {
            let c = self.s[self.i];
            c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
        } {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.i]).into_owned()
    }

    /// Elements until `)` (inside a group) or the end.
    fn elems(&mut self, in_group: bool) -> Result<Vec<Elem>, String> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => {
                    if in_group {
                        return Err("unterminated optional group".into());
                    }
                    return Ok(out);
                }
                Some(b')') if in_group => return Ok(out),
                _ => {}
            }
            let e = self.elem(true)?;
            out.push(e);
        }
    }

    fn elem(&mut self, top: bool) -> Result<Elem, String> {
        match self.peek() {
            Some(b'`') => {
                self.i += 1;
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i] != b'`' {
                    self.i += 1;
                }
                if self.i >= self.s.len() {
                    return Err("unterminated literal".into());
                }
                let lit = String::from_utf8_lossy(&self.s[start..self.i]).into_owned();
                self.i += 1;
                Ok(match lit.as_str() {
                    "" => Elem::Space(false),
                    " " => Elem::Space(true),
                    "\\n" => Elem::Space(true),
                    _ => Elem::Literal(lit),
                })
            }
            Some(b'$') => {
                self.i += 1;
                let name = self.ident();
                if name.is_empty() {
                    return Err("expected a variable name after '$'".into());
                }
                Ok(Elem::Var(name))
            }
            Some(b'(') if top => {
                self.i += 1;
                let mut then = Vec::new();
                let mut anchor = None;
                loop {
                    if self.peek() == Some(b')') {
                        break;
                    }
                    if self.peek().is_none() {
                        return Err("unterminated optional group".into());
                    }
                    let e = self.elem(true)?;
                    then.push(e);
                    if self.eat(b'^') {
                        if anchor.is_some() {
                            return Err("only one element of an optional group can be its anchor".into());
                        }
                        anchor = Some(then.len() - 1);
                    }
                }
                self.expect(b')')?;
                self.expect(b'?')?;
                let mut els = Vec::new();
                if self.eat(b':') {
                    self.expect(b'(')?;
                    els = self.elems(true)?;
                    self.expect(b')')?;
                }
                let Some(anchor) = anchor else {
                    return Err("optional group has no anchor element ('^')".into());
                };
                if then.is_empty() {
                    return Err("optional group is empty".into());
                }
                Ok(Elem::Optional { then, anchor, els })
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let kw = self.ident();
                match kw.as_str() {
                    "attr-dict" => Ok(Elem::AttrDict { keyword: false }),
                    "attr-dict-with-keyword" => Ok(Elem::AttrDict { keyword: true }),
                    "prop-dict" => Ok(Elem::PropDict),
                    "operands" => Ok(Elem::Operands),
                    "results" => Ok(Elem::Results),
                    "regions" => Ok(Elem::Regions),
                    "successors" => Ok(Elem::Successors),
                    "type" => {
                        self.expect(b'(')?;
                        let inner = self.elem(false)?;
                        self.expect(b')')?;
                        Ok(Elem::Type(Box::new(inner)))
                    }
                    "qualified" => {
                        self.expect(b'(')?;
                        let inner = self.elem(false)?;
                        self.expect(b')')?;
                        Ok(Elem::Qualified(Box::new(inner)))
                    }
                    "ref" => {
                        self.expect(b'(')?;
                        let inner = self.elem(false)?;
                        self.expect(b')')?;
                        Ok(Elem::Ref(Box::new(inner)))
                    }
                    "functional-type" => {
                        self.expect(b'(')?;
                        let a = self.elem(false)?;
                        self.expect(b',')?;
                        let b = self.elem(false)?;
                        self.expect(b')')?;
                        Ok(Elem::FunctionalType(Box::new(a), Box::new(b)))
                    }
                    "custom" => {
                        self.expect(b'<')?;
                        let name = self.ident();
                        self.expect(b'>')?;
                        self.expect(b'(')?;
                        let mut args = Vec::new();
                        if self.peek() != Some(b')') {
                            loop {
                                args.push(self.elem(false)?);
                                if !self.eat(b',') {
                                    break;
                                }
                            }
                        }
                        self.expect(b')')?;
                        Ok(Elem::Custom { name, args })
                    }
                    _ => Err(format!("unknown format directive '{kw}'")),
                }
            }
            Some(c) => Err(format!("unexpected '{}' in format", c as char)),
            None => Err("unexpected end of format".into()),
        }
    }
}

/// What a `$name` refers to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VarKind {
    Operand(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    Result(usize),
}

pub fn var_kind(op: &OpDef, name: &str) -> Option<VarKind> {
    if let Some(i) = op.operand(name) {
        return Some(VarKind::Operand(i));
    }
    if let Some(i) = op.attr(name) {
        return Some(VarKind::Attr(i));
    }
    if let Some(i) = op.regions.iter().position(|r| r.name == name) {
        return Some(VarKind::Region(i));
    }
    if let Some(i) = op.successors.iter().position(|r| r.name == name) {
        return Some(VarKind::Successor(i));
    }
    op.result(name).map(VarKind::Result)
}

/// Like `walk`, but does not enter `type(...)` and `functional-type(...)`, where result
/// variables are allowed.
pub fn walk_outside_types<'f>(elems: &'f [Elem], f: &mut dyn FnMut(&'f Elem)) {
    for e in elems {
        f(e);
        match e {
            Elem::Qualified(i) | Elem::Ref(i) => walk_outside_types(std::slice::from_ref(i), f),
            Elem::Custom { args, .. } => walk_outside_types(args, f),
            Elem::Optional { then, els, .. } => {
                walk_outside_types(then, f);
                walk_outside_types(els, f);
            }
            _ => {}
        }
    }
}

/// Walks all elements, including those nested in groups and directives.
pub fn walk<'f>(elems: &'f [Elem], f: &mut dyn FnMut(&'f Elem)) {
    for e in elems {
        f(e);
        match e {
            Elem::Type(i) | Elem::Qualified(i) | Elem::Ref(i) => walk(std::slice::from_ref(i), f),
            Elem::FunctionalType(a, b) => {
                walk(std::slice::from_ref(a), f);
                walk(std::slice::from_ref(b), f);
            }
            Elem::Custom { args, .. } => walk(args, f),
            Elem::Optional { then, els, .. } => {
                walk(then, f);
                walk(els, f);
            }
            _ => {}
        }
    }
}

/// Checks a format against its op: every variable exists, every operand/attribute/region/
/// successor appears (or is covered by a directive or the attribute dictionary), and every
/// operand and result type is written or can be inferred. Returns the problems found.
pub fn check(f: &Format, op: &OpDef) -> Vec<String> {
    let mut errs = Vec::new();
    let mut operands_seen = vec![false; op.operands.len()];
    let mut regions_seen = vec![false; op.regions.len()];
    let mut succ_seen = vec![false; op.successors.len()];
    let mut typed = TypeKnowledge::new(op);
    let mut has_attr_dict = false;
    let mut all_operands = false;
    walk_outside_types(&f.elems, &mut |e| match e {
        Elem::Var(n) => match var_kind(op, n) {
            None => {
                errs.push(format!("format variable '${n}' is not an operand, attribute, region or successor of the op"))
            }
            Some(VarKind::Operand(i)) => operands_seen[i] = true,
            Some(VarKind::Region(i)) => regions_seen[i] = true,
            Some(VarKind::Successor(i)) => succ_seen[i] = true,
            Some(VarKind::Result(_)) => errs.push(format!("result '${n}' can only appear inside a type directive")),
            Some(VarKind::Attr(_)) => {}
        },
        Elem::AttrDict { .. } | Elem::PropDict => has_attr_dict = true,
        Elem::Operands => all_operands = true,
        Elem::Regions => regions_seen.iter_mut().for_each(|x| *x = true),
        Elem::Successors => succ_seen.iter_mut().for_each(|x| *x = true),
        _ => {}
    });
    // Types written in the format.
    walk(&f.elems, &mut |e| match e {
        Elem::Type(inner) => typed.mark_written(inner),
        Elem::FunctionalType(a, b) => {
            typed.mark_written(a);
            typed.mark_written(b);
        }
        Elem::Custom { args, .. } => {
            for a in args {
                if let Elem::Type(inner) = a {
                    typed.mark_written(inner);
                }
            }
        }
        _ => {}
    });
    // An unknown variable makes the coverage and type checks below report consequences of
    // the same mistake; stop at it.
    if !errs.is_empty() {
        return errs;
    }
    if !has_attr_dict {
        errs.push("format has no 'attr-dict' directive".into());
    }
    for (i, seen) in operands_seen.iter().enumerate() {
        if !seen && !all_operands && !in_custom(f, &op.operands[i].name) {
            errs.push(format!("operand '${}' does not appear in the format", op.operands[i].name));
        }
    }
    for (i, seen) in regions_seen.iter().enumerate() {
        if !seen {
            errs.push(format!("region '${}' does not appear in the format", op.regions[i].name));
        }
    }
    for (i, seen) in succ_seen.iter().enumerate() {
        if !seen {
            errs.push(format!("successor '${}' does not appear in the format", op.successors[i].name));
        }
    }
    typed.infer();
    for (i, o) in op.operands.iter().enumerate() {
        if !typed.operand[i] {
            errs.push(format!("type of operand '${}' is not written in the format and cannot be inferred", o.name));
        }
    }
    for (i, r) in op.results.iter().enumerate() {
        if !typed.result[i] {
            errs.push(format!("type of result '${}' is not written in the format and cannot be inferred", r.name));
        }
    }
    errs
}

fn in_custom(f: &Format, name: &str) -> bool {
    let mut found = false;
    walk(&f.elems, &mut |e| {
        if let Elem::Custom { args, .. } = e {
            let mut inner = false;
            walk(args, &mut |a| {
                if matches!(a, Elem::Var(n) if n == name) {
                    inner = true;
                }
            });
            found |= inner;
        }
    });
    found
}

/// Which operand/result types are known after parsing, directly or by inference.
pub struct TypeKnowledge<'o> {
    op: &'o OpDef,
    pub operand: Vec<bool>,
    pub result: Vec<bool>,
}

impl<'o> TypeKnowledge<'o> {
    pub fn new(op: &'o OpDef) -> Self {
        TypeKnowledge { op, operand: vec![false; op.operands.len()], result: vec![false; op.results.len()] }
    }

    pub fn mark_written(&mut self, e: &Elem) {
        match e {
            Elem::Var(n) => {
                if let Some(i) = self.op.operand(n) {
                    self.operand[i] = true;
                } else if let Some(i) = self.op.result(n) {
                    self.result[i] = true;
                }
            }
            Elem::Operands => self.operand.iter_mut().for_each(|x| *x = true),
            Elem::Results => self.result.iter_mut().for_each(|x| *x = true),
            Elem::Ref(i) => self.mark_written(i),
            _ => {}
        }
    }

    fn known(&self, name: &str) -> bool {
        if let Some(i) = self.op.operand(name) {
            return self.operand[i];
        }
        if let Some(i) = self.op.result(name) {
            return self.result[i];
        }
        // Attributes: a TypesMatchWith from an attribute (e.g. constant's value).
        self.op.attr(name).is_some()
    }

    fn set(&mut self, name: &str) -> bool {
        if let Some(i) = self.op.operand(name) {
            let was = self.operand[i];
            self.operand[i] = true;
            return !was;
        }
        if let Some(i) = self.op.result(name) {
            let was = self.result[i];
            self.result[i] = true;
            return !was;
        }
        false
    }

    /// Propagates knowledge through type-equality traits and buildable types until
    /// nothing changes.
    pub fn infer(&mut self) {
        let op = self.op;
        for (i, o) in op.operands.iter().enumerate() {
            if !o.constraint.builder.is_empty() {
                self.operand[i] = true;
            }
        }
        for (i, r) in op.results.iter().enumerate() {
            if !r.constraint.builder.is_empty() && r.arity == Arity::Single {
                self.result[i] = true;
            }
        }
        loop {
            let mut changed = false;
            for g in type_groups(op) {
                if g.iter().any(|n| self.known(n)) {
                    for n in &g {
                        changed |= self.set(n);
                    }
                }
            }
            for t in &op.traits {
                if let TraitDecl::TypesMatchWith { from, to, .. } = t {
                    if self.known(from) {
                        changed |= self.set(to);
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }
}

/// Groups of values whose types are equal by trait.
pub fn type_groups(op: &OpDef) -> Vec<Vec<String>> {
    let mut groups = Vec::new();
    for t in &op.traits {
        match t {
            TraitDecl::AllTypesMatch(names) => groups.push(names.clone()),
            TraitDecl::Native(n) if n == "SameOperandsAndResultType" => {
                let mut g: Vec<String> = op.operands.iter().map(|o| o.name.clone()).collect();
                g.extend(op.results.iter().map(|r| r.name.clone()));
                groups.push(g);
            }
            TraitDecl::Native(n) if n == "SameTypeOperands" => {
                groups.push(op.operands.iter().map(|o| o.name.clone()).collect());
            }
            _ => {}
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_common_formats() {
        let f = parse("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)").unwrap();
        assert_eq!(f.elems.len(), 7);
        assert!(matches!(&f.elems[3], Elem::Optional { anchor: 2, .. }));
        let f = parse("custom<SwitchOpCases>(ref(type($flag)), $defaultDestination) attr-dict").unwrap();
        assert!(matches!(&f.elems[0], Elem::Custom { name, args } if name == "SwitchOpCases" && args.len() == 2));
    }

    #[test]
    fn rejects_bad_formats() {
        assert!(parse("$x `,").is_err());
        assert!(parse("frobnicate($x)").unwrap_err().contains("unknown format directive"));
        assert!(parse("($x)?").unwrap_err().contains("anchor"));
    }
}
