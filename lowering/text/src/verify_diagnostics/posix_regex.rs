//! The POSIX extended regexes of `expected-*-re` expectations, in LLVM's `llvm::Regex`
//! flavour, run on the `regex` crate.
//!
//! [`Regex::new`] parses the pattern as LLVM's `llvm_regcomp` does, rejecting what it rejects
//! with its `regerror` message ([`Error::message`]), and translates it to the `regex` crate's
//! syntax; [`Regex::is_match`] tells whether it matches anywhere in a string. LLVM's meaning
//! is kept:
//!
//! * bytes are characters (the translation runs with Unicode off, on `regex::bytes`);
//! * `.` and `[^...]` match newlines; `^`/`$` anchor at the ends of the string only;
//! * `\` makes any character literal (`\d` is `d`, `\n` is `n`), except `\1`-`\9`;
//! * a bracket expression `[...]` takes `]` first as literal, ranges compared as LLVM's
//!   signed chars, POSIX classes `[:alpha:]` (C locale), equivalence classes `[=c=]` and
//!   collating symbols `[.c.]`/`[.name.]`; `[[:<:]]`/`[[:>:]]` are the start and end of a
//!   word (`\b{start}`/`\b{end}`, ASCII words);
//! * `{n}`, `{n,}`, `{n,m}` with counts up to 255; `{` not followed by a digit is literal;
//!   an atom repeated `{0}` is dropped (so `a{0}` alone is an empty expression);
//! * at the top level a NUL byte ends the pattern (the rest is ignored).
//!
//! Known differences from LLVM's engine: back-references (`\1`-`\9`, valid once their group
//! is closed) cannot be expressed in the `regex` crate, so a pattern that uses one compiles
//! but never matches. LLVM's own quirks with zero-width assertions (one passed twice at a
//! position through repetition, as `${2}`; two word-boundary assertions in a row or one
//! before `^`) are not reproduced: here they mean what they say. Patterns whose program
//! would exceed [`MAX_PROGRAM`] instructions are rejected as "out of memory" (LLVM's limit
//! is its allocator's).

use std::fmt::Write as _;

/// LLVM's `RE_DUP_MAX`: the largest repetition count.
const DUPMAX: u32 = 255;
/// Program size limit (counted as a backtracking program: one instruction per atom, two per
/// group and per optional copy); larger patterns are "out of memory".
const MAX_PROGRAM: usize = 200_000;
/// Group nesting limit (LLVM's `RECLIMIT`); deeper patterns are "out of memory".
const MAX_DEPTH: u32 = 256;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    Collate,
    Ctype,
    Escape,
    Subreg,
    Brack,
    Paren,
    Brace,
    BadBr,
    Range,
    BadRpt,
    Empty,
    Space,
}

/// A malformed pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Error(pub ErrorKind);

impl Error {
    /// LLVM's `regerror` text.
    pub fn message(&self) -> &'static str {
        match self.0 {
            ErrorKind::Collate => "invalid collating element",
            ErrorKind::Ctype => "invalid character class",
            ErrorKind::Escape => "trailing backslash (\\)",
            ErrorKind::Subreg => "invalid backreference number",
            ErrorKind::Brack => "brackets ([ ]) not balanced",
            ErrorKind::Paren => "parentheses not balanced",
            ErrorKind::Brace => "braces not balanced",
            ErrorKind::BadBr => "invalid repetition count(s)",
            ErrorKind::Range => "invalid character range",
            ErrorKind::BadRpt => "repetition-operator operand invalid",
            ErrorKind::Empty => "empty (sub)expression",
            ErrorKind::Space => "out of memory",
        }
    }
}

/// Appends `text` with LLVM's `Regex::escape` applied (a `\` before each of
/// `()^$|*+?.[]\{}`).
pub fn escape_into(text: &[u8], out: &mut Vec<u8>) {
    for &c in text {
        if b"()^$|*+?.[]\\{}".contains(&c) {
            out.push(b'\\');
        }
        out.push(c);
    }
}

/// A valid pattern.
#[derive(Clone, Debug)]
pub struct Regex {
    /// `None`: the pattern uses a back-reference (or the `regex` crate refused the
    /// translation); it never matches.
    re: Option<regex::bytes::Regex>,
}

impl Regex {
    pub fn new(pattern: &[u8]) -> Result<Regex, Error> {
        let t = translate(pattern)?;
        if t.has_backrefs {
            return Ok(Regex { re: None });
        }
        let re = regex::bytes::RegexBuilder::new(&t.pattern)
            .nest_limit(4 * MAX_DEPTH + 16)
            .size_limit(64 << 20)
            .build()
            .ok();
        Ok(Regex { re })
    }

    /// Whether the pattern matches anywhere in `text`.
    pub fn is_match(&self, text: &[u8]) -> bool {
        self.re.as_ref().is_some_and(|re| re.is_match(text))
    }
}

/// A pattern in the `regex` crate's syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translation {
    pub pattern: String,
    /// The pattern uses a back-reference (left out of `pattern`).
    pub has_backrefs: bool,
}

/// Checks `pattern` as LLVM's `llvm_regcomp` does and translates it.
pub fn translate(pattern: &[u8]) -> Result<Translation, Error> {
    let mut p = Parser { s: pattern, pos: 0, closed: vec![false], depth: 0 };
    let body = p.ere(None)?;
    // `+ 1`: the final `Match` instruction.
    if body.size.saturating_add(1) > MAX_PROGRAM {
        return Err(Error(ErrorKind::Space));
    }
    Ok(Translation { pattern: format!("(?s-u:{})", body.text), has_backrefs: body.has_backrefs })
}

/// A translated piece of pattern.
#[derive(Default)]
struct Piece {
    text: String,
    /// Size of the equivalent backtracking program (see [`MAX_PROGRAM`]).
    size: usize,
    has_backrefs: bool,
    /// A zero-width assertion: wrapped in a group before a repetition operator.
    assertion: bool,
}

impl Piece {
    fn new(text: String) -> Piece {
        Piece { text, size: 1, ..Piece::default() }
    }
    fn assertion(text: &str) -> Piece {
        Piece { assertion: true, ..Piece::new(text.to_string()) }
    }
}

/// Appends byte `c` as a literal in the `regex` crate's syntax (Unicode off).
fn push_literal(out: &mut String, c: u8) {
    if c.is_ascii_alphanumeric() || c == b' ' || c == b'_' {
        out.push(c as char);
    } else if b"\\.+*?()|[]{}^$#&-~".contains(&c) {
        out.push('\\');
        out.push(c as char);
    } else if c.is_ascii_graphic() {
        out.push(c as char);
    } else {
        let _ = write!(out, "\\x{c:02X}");
    }
}

/// A bracket expression for the byte set `set`.
fn class(set: &[bool; 256]) -> String {
    let mut out = String::from("[");
    let mut b = 0;
    while b < 256 {
        if !set[b] {
            b += 1;
            continue;
        }
        let start = b;
        while b + 1 < 256 && set[b + 1] {
            b += 1;
        }
        let _ = write!(out, "\\x{start:02X}");
        if b > start {
            let _ = write!(out, "-\\x{b:02X}");
        }
        b += 1;
    }
    if out.len() == 1 {
        // No byte at all (`[^...]` of everything): a class that never matches.
        out.push_str("^\\x00-\\xFF");
    }
    out.push(']');
    out
}

fn literal(c: u8) -> Piece {
    let mut text = String::new();
    push_literal(&mut text, c);
    Piece::new(text)
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    /// `closed[i]`: group `i` has been closed (back-references need that).
    closed: Vec<bool>,
    /// Group nesting depth.
    depth: u32,
}

impl Parser<'_> {
    fn more(&self) -> bool {
        self.pos < self.s.len()
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.pos + 1).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat_two(&mut self, a: u8, b: u8) -> bool {
        if self.peek() == Some(a) && self.peek2() == Some(b) {
            self.pos += 2;
            true
        } else {
            false
        }
    }

    /// `p_ere`: alternatives until `stop` (`None`: the end, or a NUL byte, at top level).
    fn ere(&mut self, stop: Option<u8>) -> Result<Piece, Error> {
        let mut out = Piece { size: 0, ..Piece::default() };
        let mut first = true;
        loop {
            let mut branch = Piece { size: 0, ..Piece::default() };
            let mut empty = true;
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop || (stop.is_none() && c == 0) {
                    break;
                }
                if let Some(item) = self.ere_exp()? {
                    branch.text.push_str(&item.text);
                    branch.size = branch.size.saturating_add(item.size);
                    branch.has_backrefs |= item.has_backrefs;
                    empty = false;
                }
            }
            if empty {
                return Err(Error(ErrorKind::Empty));
            }
            if !first {
                out.text.push('|');
                // A split and a jump per extra alternative.
                out.size = out.size.saturating_add(2);
            }
            first = false;
            out.text.push_str(&branch.text);
            out.size = out.size.saturating_add(branch.size);
            out.has_backrefs |= branch.has_backrefs;
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(out)
    }

    /// `p_ere_exp`: one atom and its repetition; `None` if it is repeated `{0}` (LLVM emits
    /// nothing for it, so a branch made only of such atoms is an empty (sub)expression).
    fn ere_exp(&mut self) -> Result<Option<Piece>, Error> {
        let Some(c) = self.peek() else {
            return Err(Error(ErrorKind::Empty));
        };
        self.pos += 1;
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(Error(ErrorKind::Paren));
                }
                if self.depth >= MAX_DEPTH {
                    return Err(Error(ErrorKind::Space));
                }
                let idx = self.closed.len();
                self.closed.push(false);
                self.depth += 1;
                let inner = if self.peek() != Some(b')') {
                    self.ere(Some(b')'))?
                } else {
                    Piece { size: 0, ..Piece::default() }
                };
                self.depth -= 1;
                if !self.eat(b')') {
                    return Err(Error(ErrorKind::Paren));
                }
                self.closed[idx] = true;
                Piece {
                    text: format!("(?:{})", inner.text),
                    size: inner.size.saturating_add(2),
                    has_backrefs: inner.has_backrefs,
                    assertion: false,
                }
            }
            b')' => return Err(Error(ErrorKind::Paren)),
            b'^' => {
                was_caret = true;
                Piece::assertion("^")
            }
            b'$' => Piece::assertion("$"),
            b'|' => return Err(Error(ErrorKind::Empty)),
            b'*' | b'+' | b'?' => return Err(Error(ErrorKind::BadRpt)),
            b'.' => Piece::new(".".to_string()),
            b'[' => self.bracket()?,
            b'\\' => {
                let Some(e) = self.peek() else {
                    return Err(Error(ErrorKind::Escape));
                };
                self.pos += 1;
                if (b'1'..=b'9').contains(&e) {
                    let n = (e - b'0') as usize;
                    if !self.closed.get(n).copied().unwrap_or(false) {
                        return Err(Error(ErrorKind::Subreg));
                    }
                    Piece { has_backrefs: true, ..Piece::new(String::new()) }
                } else {
                    literal(e)
                }
            }
            b'{' => {
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    return Err(Error(ErrorKind::BadRpt));
                }
                literal(c)
            }
            _ => literal(c),
        };
        self.repetition(atom, was_caret)
    }

    fn is_repetition_start(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|d| d.is_ascii_digit()),
            _ => false,
        }
    }

    fn repetition(&mut self, atom: Piece, was_caret: bool) -> Result<Option<Piece>, Error> {
        if !self.is_repetition_start() {
            return Ok(Some(atom));
        }
        let c = self.peek().unwrap_or(0);
        self.pos += 1;
        if was_caret {
            return Err(Error(ErrorKind::BadRpt));
        }
        let (min, max) = match c {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let max = self.count()?;
                        if min > max {
                            return Err(Error(ErrorKind::BadBr));
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    while self.more() && self.peek() != Some(b'}') {
                        self.pos += 1;
                    }
                    if !self.more() {
                        return Err(Error(ErrorKind::Brace));
                    }
                    return Err(Error(ErrorKind::BadBr));
                }
                (min, max)
            }
        };
        if self.is_repetition_start() {
            return Err(Error(ErrorKind::BadRpt));
        }
        if max == Some(0) {
            return Ok(None);
        }
        let mut text = if atom.assertion { format!("(?:{})", atom.text) } else { atom.text };
        match (c, max) {
            (b'*' | b'+' | b'?', _) => text.push(c as char),
            (_, None) => {
                let _ = write!(text, "{{{min},}}");
            }
            (_, Some(max)) if max == min => {
                let _ = write!(text, "{{{min}}}");
            }
            (_, Some(max)) => {
                let _ = write!(text, "{{{min},{max}}}");
            }
        }
        let copies = atom.size.saturating_mul(min as usize);
        let size = match max {
            // The copies, then a loop: split, the atom, a jump.
            None => copies.saturating_add(atom.size).saturating_add(2),
            // The copies, then a split and the atom per optional copy.
            Some(max) => copies.saturating_add(atom.size.saturating_add(1).saturating_mul((max - min) as usize)),
        };
        Ok(Some(Piece { text, size, has_backrefs: atom.has_backrefs, assertion: false }))
    }

    /// `p_count`.
    fn count(&mut self) -> Result<u32, Error> {
        let mut count = 0u32;
        let mut digits = 0;
        while let Some(d) = self.peek().filter(|d| d.is_ascii_digit()) {
            if count > DUPMAX {
                break;
            }
            count = count * 10 + (d - b'0') as u32;
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 || count > DUPMAX {
            return Err(Error(ErrorKind::BadBr));
        }
        Ok(count)
    }

    /// `p_bracket`, after the `[`.
    fn bracket(&mut self) -> Result<Piece, Error> {
        let rest = &self.s[self.pos..];
        if rest.len() > 5 && rest.starts_with(b"[:<:]]") {
            self.pos += 6;
            return Ok(Piece::assertion("\\b{start}"));
        }
        if rest.len() > 5 && rest.starts_with(b"[:>:]]") {
            self.pos += 6;
            return Ok(Piece::assertion("\\b{end}"));
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[b']' as usize] = true;
        } else if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        while self.more() && self.peek() != Some(b']') && !(self.peek() == Some(b'-') && self.peek2() == Some(b']')) {
            self.b_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[b'-' as usize] = true;
        }
        if !self.eat(b']') {
            return Err(Error(ErrorKind::Brack));
        }
        if invert {
            for v in set.iter_mut() {
                *v = !*v;
            }
        }
        Ok(Piece::new(class(&set)))
    }

    /// `p_b_term`: a class, equivalence class, character or range inside brackets.
    fn b_term(&mut self, set: &mut [bool; 256]) -> Result<(), Error> {
        let c = match self.peek() {
            Some(b'[') => self.peek2(),
            Some(b'-') => return Err(Error(ErrorKind::Range)),
            _ => None,
        };
        match c {
            Some(b':') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(Error(ErrorKind::Brack)),
                    Some(b'-' | b']') => return Err(Error(ErrorKind::Ctype)),
                    _ => {}
                }
                let start = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.pos += 1;
                }
                let class: fn(u8) -> bool = match &self.s[start..self.pos] {
                    b"alnum" => |c| c.is_ascii_alphanumeric(),
                    b"alpha" => |c| c.is_ascii_alphabetic(),
                    b"blank" => |c| c == b' ' || c == b'\t',
                    b"cntrl" => |c| c.is_ascii_control(),
                    b"digit" => |c| c.is_ascii_digit(),
                    b"graph" => |c| c.is_ascii_graphic(),
                    b"lower" => |c| c.is_ascii_lowercase(),
                    b"print" => |c| c.is_ascii_graphic() || c == b' ',
                    b"punct" => |c| c.is_ascii_punctuation(),
                    b"space" => |c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'),
                    b"upper" => |c| c.is_ascii_uppercase(),
                    b"xdigit" => |c| c.is_ascii_hexdigit(),
                    _ => return Err(Error(ErrorKind::Ctype)),
                };
                for b in 0..=255u8 {
                    if class(b) {
                        set[b as usize] = true;
                    }
                }
                if !self.more() {
                    return Err(Error(ErrorKind::Brack));
                }
                if !self.eat_two(b':', b']') {
                    return Err(Error(ErrorKind::Ctype));
                }
            }
            Some(b'=') => {
                self.pos += 2;
                match self.peek() {
                    None => return Err(Error(ErrorKind::Brack)),
                    Some(b'-' | b']') => return Err(Error(ErrorKind::Collate)),
                    _ => {}
                }
                let c = self.coll_elem(b'=')?;
                set[c as usize] = true;
                if !self.more() {
                    return Err(Error(ErrorKind::Brack));
                }
                if !self.eat_two(b'=', b']') {
                    return Err(Error(ErrorKind::Collate));
                }
            }
            _ => {
                let start = self.b_symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']') {
                    self.pos += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.b_symbol()?
                    }
                } else {
                    start
                };
                // LLVM compares (signed) chars.
                let (s, f) = (start as i8 as i32, finish as i8 as i32);
                if s > f {
                    return Err(Error(ErrorKind::Range));
                }
                for v in s..=f {
                    set[(v as i8 as u8) as usize] = true;
                }
            }
        }
        Ok(())
    }

    /// `p_b_symbol`: a character or a `[.name.]` collating symbol.
    fn b_symbol(&mut self) -> Result<u8, Error> {
        let Some(c) = self.peek() else {
            return Err(Error(ErrorKind::Brack));
        };
        if !self.eat_two(b'[', b'.') {
            self.pos += 1;
            return Ok(c);
        }
        let v = self.coll_elem(b'.')?;
        if !self.eat_two(b'.', b']') {
            return Err(Error(ErrorKind::Collate));
        }
        Ok(v)
    }

    /// `p_b_coll_elem`: a collating element name (single character or POSIX name) ending
    /// before `end]`.
    fn coll_elem(&mut self, end: u8) -> Result<u8, Error> {
        let start = self.pos;
        while self.more() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.pos += 1;
        }
        if !self.more() {
            return Err(Error(ErrorKind::Brack));
        }
        let name = &self.s[start..self.pos];
        if let Some(&(_, code)) = COLLATING_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(code);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(Error(ErrorKind::Collate))
    }
}

/// POSIX collating element names (LLVM's `regcname.h`).
const COLLATING_NAMES: &[(&str, u8)] = &[
    ("NUL", 0),
    ("SOH", 1),
    ("STX", 2),
    ("ETX", 3),
    ("EOT", 4),
    ("ENQ", 5),
    ("ACK", 6),
    ("BEL", 7),
    ("alert", 7),
    ("BS", 8),
    ("backspace", 8),
    ("HT", 9),
    ("tab", 9),
    ("LF", 10),
    ("newline", 10),
    ("VT", 11),
    ("vertical-tab", 11),
    ("FF", 12),
    ("form-feed", 12),
    ("CR", 13),
    ("carriage-return", 13),
    ("SO", 14),
    ("SI", 15),
    ("DLE", 16),
    ("DC1", 17),
    ("DC2", 18),
    ("DC3", 19),
    ("DC4", 20),
    ("NAK", 21),
    ("SYN", 22),
    ("ETB", 23),
    ("CAN", 24),
    ("EM", 25),
    ("SUB", 26),
    ("ESC", 27),
    ("IS4", 28),
    ("FS", 28),
    ("IS3", 29),
    ("GS", 29),
    ("IS2", 30),
    ("RS", 30),
    ("IS1", 31),
    ("US", 31),
    ("space", b' '),
    ("exclamation-mark", b'!'),
    ("quotation-mark", b'"'),
    ("number-sign", b'#'),
    ("dollar-sign", b'$'),
    ("percent-sign", b'%'),
    ("ampersand", b'&'),
    ("apostrophe", b'\''),
    ("left-parenthesis", b'('),
    ("right-parenthesis", b')'),
    ("asterisk", b'*'),
    ("plus-sign", b'+'),
    ("comma", b','),
    ("hyphen", b'-'),
    ("hyphen-minus", b'-'),
    ("period", b'.'),
    ("full-stop", b'.'),
    ("slash", b'/'),
    ("solidus", b'/'),
    ("zero", b'0'),
    ("one", b'1'),
    ("two", b'2'),
    ("three", b'3'),
    ("four", b'4'),
    ("five", b'5'),
    ("six", b'6'),
    ("seven", b'7'),
    ("eight", b'8'),
    ("nine", b'9'),
    ("colon", b':'),
    ("semicolon", b';'),
    ("less-than-sign", b'<'),
    ("equals-sign", b'='),
    ("greater-than-sign", b'>'),
    ("question-mark", b'?'),
    ("commercial-at", b'@'),
    ("left-square-bracket", b'['),
    ("backslash", b'\\'),
    ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'),
    ("circumflex", b'^'),
    ("circumflex-accent", b'^'),
    ("underscore", b'_'),
    ("low-line", b'_'),
    ("grave-accent", b'`'),
    ("left-brace", b'{'),
    ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'),
    ("right-brace", b'}'),
    ("right-curly-bracket", b'}'),
    ("tilde", b'~'),
    ("DEL", 127),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn m(p: &str, t: &str) -> bool {
        mb(p.as_bytes(), t.as_bytes())
    }

    fn mb(p: &[u8], t: &[u8]) -> bool {
        match Regex::new(p) {
            Ok(r) => r.is_match(t),
            Err(e) => panic!("{p:?}: {}", e.message()),
        }
    }

    fn err(p: &str) -> &'static str {
        match Regex::new(p.as_bytes()) {
            Ok(_) => "ok",
            Err(e) => e.message(),
        }
    }

    fn tr(p: &str) -> String {
        translate(p.as_bytes()).map(|t| t.pattern).unwrap_or_else(|e| e.message().to_string())
    }

    #[test]
    fn matching() {
        assert!(m("p[a-z]+t", "expects parent op"));
        assert!(!m("^p", "expects parent op"));
        assert!(m("^e.*op$", "expects parent op"));
        assert!(!m("^e.*pa$", "expects parent op"));
        assert!(m("a|b", "xbx"));
        assert!(m("(ab)+c", "ababc"));
        assert!(!m("(ab){3}c", "ababc"));
        assert!(m("a{2,}", "caab"));
        assert!(!m("a{2,}", "cab"));
        assert!(m("a{0,1}b", "b"));
        assert!(m("^a{2,3}$", "aaa"));
        assert!(!m("^a{2,3}$", "aaaa"));
        assert!(m("[[:alpha:]]+\\.return", "'func.return'"));
        assert!(m("[[:space:]]x", "\tx"));
        assert!(!m("[[:space:]]x", "_x"));
        assert!(m("^[[:digit:][:upper:]]+$", "A1B2"));
        assert!(!m("[[:punct:]]", "abc 12"));
        assert!(m("[^a]", "\n"));
        assert!(!m("[^a]", "aaa"));
        assert!(m(".", "\n"));
        assert!(m("a.b", "a\nb"));
        assert!(!m("^a$", "a\n"));
        assert!(m("[]a]", "]"));
        assert!(m("[^]a]", "b"));
        assert!(!m("[^]a]", "]a"));
        assert!(m("[a-]", "-"));
        assert!(m("\\(x\\)", "(x)"));
        assert!(m("\\d", "d"));
        assert!(!m("\\d", "1"));
        assert!(m("\\n\\t", "nt"));
        assert!(m("x{", "x{"));
        assert!(m("a{x", "a{x"));
        assert!(m("#&-~<>", "#&-~<>"));
        assert!(m("[[:<:]]op[[:>:]]", "an op here"));
        assert!(m("[[:<:]]op[[:>:]]", "op"));
        assert!(!m("[[:<:]]op[[:>:]]", "shops"));
        assert!(!m("[[:<:]]op", "_op"));
        assert!(m("()", "anything"));
        assert!(m("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"));
        assert!(!m("(a*)*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
        assert!(m("[[.space.]]x", " x"));
        assert!(m("[[.-.]]", "-"));
        assert!(m("[[=a=]]", "a"));
        assert!(m("$*", "x"));
        assert!(m("x${2}", "ax"));
        assert!(m("ba{0}", "b"));
        assert!(m("ba{0}c", "bc"));
        // Bytes are characters: `.` is one byte of a UTF-8 sequence, ranges are of signed
        // chars, literal UTF-8 matches itself.
        assert!(m("^.{2}$", "é"));
        assert!(mb(b"^[\x80-\xff]+$", "é".as_bytes()));
        assert!(!mb(b"[\x01-\x7f]", "é".as_bytes()));
        assert!(mb(b"[\xff-\x01]", b"\xff")); // -1 to 1 as signed chars
        assert!(m("^é$", "é"));
        assert!(m("[^a-z]", "é"));
        // A NUL byte ends the pattern at the top level.
        assert!(m("a\0)", "a"));
        // Back-references are valid but never match.
        assert!(!m("(func)\\.\\1", "func.func"));
        assert!(!m("(func)\\.\\1", "func.fun"));
        // ... unless repeated `{0}` (then dropped).
        assert!(m("(a)b\\1{0}", "ab"));
        // Every byte excluded: never matches.
        assert!(!mb(b"[^\x01-\x7f\x80-\xff\0]", b"abc"));
    }

    #[test]
    fn translation() {
        assert_eq!(tr("a.b"), "(?s-u:a.b)");
        assert_eq!(tr("\\d\\.x"), "(?s-u:d\\.x)");
        assert_eq!(tr("^(ab|c)*$"), "(?s-u:^(?:ab|c)*$)");
        assert_eq!(tr("a{2,}b{3}c{1,4}"), "(?s-u:a{2,}b{3}c{1,4})");
        assert_eq!(tr("[]a-c]"), "(?s-u:[\\x5D\\x61-\\x63])");
        assert_eq!(tr("[^a]"), "(?s-u:[\\x00-\\x60\\x62-\\xFF])");
        assert_eq!(tr("[[:<:]]x[[:>:]]$*"), "(?s-u:\\b{start}x\\b{end}(?:$)*)");
        assert_eq!(tr("é\t"), "(?s-u:\\xC3\\xA9\\x09)");
    }

    #[test]
    fn llvm_error_messages() {
        for (p, want) in [
            ("a[", "brackets ([ ]) not balanced"),
            ("a)", "parentheses not balanced"),
            ("(a", "parentheses not balanced"),
            ("(", "parentheses not balanced"),
            ("*a", "repetition-operator operand invalid"),
            ("a{2", "braces not balanced"),
            ("a{3,1}", "invalid repetition count(s)"),
            ("a{2x}", "invalid repetition count(s)"),
            ("[z-a]", "invalid character range"),
            ("[a-c-e]", "invalid character range"),
            ("[[:foo:]]", "invalid character class"),
            ("a\\", "trailing backslash (\\)"),
            ("()", "ok"),
            ("a||b", "empty (sub)expression"),
            ("(|a)", "empty (sub)expression"),
            ("", "empty (sub)expression"),
            ("\\2", "invalid backreference number"),
            ("(a\\1)", "invalid backreference number"),
            ("(a)\\1", "ok"),
            ("a**", "repetition-operator operand invalid"),
            ("{1}", "repetition-operator operand invalid"),
            ("a{1,2}{3}", "repetition-operator operand invalid"),
            ("[]", "brackets ([ ]) not balanced"),
            ("[]a]", "ok"),
            ("a{1000}", "invalid repetition count(s)"),
            ("a{256}", "invalid repetition count(s)"),
            ("a{255}", "ok"),
            ("a+?", "repetition-operator operand invalid"),
            ("^*", "repetition-operator operand invalid"),
            ("[[.foo.]]", "invalid collating element"),
            ("((((a{255}){255}){255}){255})", "out of memory"),
            (&"(".repeat(300), "out of memory"),
            ("{{0}", "empty (sub)expression"),
            ("a{0}", "empty (sub)expression"),
            ("(a{0,0})", "empty (sub)expression"),
            ("ba{0}", "ok"),
        ] {
            assert_eq!(err(p), want, "pattern {p:?}");
        }
        // Deep but allowed nesting still compiles and matches.
        let deep = format!("{}a{}", "(".repeat(250), ")".repeat(250));
        assert!(m(&deep, "xay"));
        // A large program within the limit.
        assert!(!m("(a{255}){255}", "aaa"));
        assert!(m("x|(a{255}){255}", "xa"));
    }

    #[test]
    fn escape() {
        let mut out = Vec::new();
        escape_into(b"a(b)^$|*+?.[]\\{}c", &mut out);
        assert_eq!(out, b"a\\(b\\)\\^\\$\\|\\*\\+\\?\\.\\[\\]\\\\\\{\\}c");
        assert!(Regex::new(&out).is_ok_and(|r| r.is_match(b"xa(b)^$|*+?.[]\\{}c")));
    }
}
