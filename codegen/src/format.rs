//! MLIR's declarative assembly format language (`assemblyFormat`): parsing a format
//! string into elements and checking it against the op it describes.

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
