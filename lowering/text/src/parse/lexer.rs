//! The MLIR lexer: turns source text into tokens following `mlir/lib/AsmParser/Lexer.cpp`.
//!
//! Differences in token kinds from MLIR: keywords (`f32`, `index`, `to`, ...) and integer
//! type names (`i32`, `si8`) are all `BareIdent`; the parser compares spellings.
//!
//! As in MLIR, `%arg0#1` lexes as `PercentIdent("%arg0")` followed by `HashIdent("#1")`
//! (a `#` followed by digits is a hash identifier). A `#` that is followed by nothing that
//! can continue an identifier is the `Hash` token (MLIR reports "invalid attribute name" for
//! it; the parser does the same when it sees `Hash` where an attribute is expected).
//! Lexical errors produce an `Error` token whose message is available from
//! [`Lexer::error_message`]; the lexer never panics and always advances.

pub use crate::print::lexical::{is_bare_ident_char, is_bare_identifier, string_bytes, RAW_BYTE_BASE};

/// The kind of a [`Token`]; see the module docs for how it differs from MLIR's.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum TokenKind {
    /// End of input (or an embedded NUL byte, as in MLIR).
    Eof,
    /// A lexical error; its message is in [`Lexer::error_message_at`].
    Error,
    /// `foo`, `arith.addi`, `f32`, `i32`, `x`, `x4`, `to`.
    BareIdent,
    /// `%x`, `%0`, `%arg0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `@foo` or `@"quoted name"`.
    AtIdent,
    /// `#map`, `#arith.overflow`, `#1` (result number after an SSA name).
    HashIdent,
    /// `!llvm.ptr`, `!alias`.
    BangIdent,
    /// `42`, `0x1F`.
    Integer,
    /// `1.5`, `1.0e-3`, `2.`.
    Float,
    /// `"..."` including the quotes.
    String,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `,`.
    Comma,
    /// `:`.
    Colon,
    /// `=`.
    Equal,
    /// `->`.
    Arrow,
    /// `?`.
    Question,
    /// `*`.
    Star,
    /// `+`.
    Plus,
    /// `-`.
    Minus,
    /// `...`.
    Ellipsis,
    /// A lone `#`.
    Hash,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
    /// `|`.
    Pipe,
}

impl TokenKind {
    /// How MLIR spells the token in "expected ..." messages.
    pub fn spelling(self) -> &'static str {
        match self {
            TokenKind::Eof => "end of file",
            TokenKind::Error => "error",
            TokenKind::BareIdent => "identifier",
            TokenKind::PercentIdent => "SSA value",
            TokenKind::CaretIdent => "block name",
            TokenKind::AtIdent => "symbol name",
            TokenKind::HashIdent => "attribute alias",
            TokenKind::BangIdent => "type alias",
            TokenKind::Integer => "integer",
            TokenKind::Float => "float",
            TokenKind::String => "string",
            TokenKind::LParen => "(",
            TokenKind::RParen => ")",
            TokenKind::LBrace => "{",
            TokenKind::RBrace => "}",
            TokenKind::LSquare => "[",
            TokenKind::RSquare => "]",
            TokenKind::Less => "<",
            TokenKind::Greater => ">",
            TokenKind::Comma => ",",
            TokenKind::Colon => ":",
            TokenKind::Equal => "=",
            TokenKind::Arrow => "->",
            TokenKind::Question => "?",
            TokenKind::Star => "*",
            TokenKind::Plus => "+",
            TokenKind::Minus => "-",
            TokenKind::Ellipsis => "...",
            TokenKind::Hash => "#",
            TokenKind::FileMetadataBegin => "{-#",
            TokenKind::FileMetadataEnd => "#-}",
            TokenKind::Pipe => "|",
        }
    }
}

/// One token: its kind and where it is in the source.
#[derive(Copy, Clone, Debug)]
pub struct Token<'a> {
    /// What the token is.
    pub kind: TokenKind,
    /// The exact source text of the token (for strings, including the quotes).
    pub text: &'a str,
    /// Byte offset of the token start in the parser's buffer.
    pub offset: u32,
}

impl<'a> Token<'a> {
    /// Whether the token is of this kind.
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }

    /// Byte offset just past the token.
    pub fn end(&self) -> u32 {
        self.offset.saturating_add(self.text.len() as u32)
    }

    /// A bare identifier with exactly this spelling.
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.kind == TokenKind::BareIdent && self.text == kw
    }

    /// The value of a `#123` hash identifier (result numbers), if it is one.
    pub fn hash_ident_number(&self) -> Option<u32> {
        if self.kind != TokenKind::HashIdent {
            return None;
        }
        let digits = self.text.get(1..)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok()
    }

    /// The identifier without its sigil: `foo` for `%foo`, `#map`, `!alias`, `^bb0`, `@foo`
    /// (for `@"quoted"` this is still the quoted form; use the parser to unescape).
    pub fn ident_body(&self) -> &'a str {
        match self.kind {
            TokenKind::PercentIdent
            | TokenKind::CaretIdent
            | TokenKind::AtIdent
            | TokenKind::HashIdent
            | TokenKind::BangIdent => self.text.get(1..).unwrap_or(""),
            _ => self.text,
        }
    }
}

/// Characters allowed in a suffix identifier (`%`, `^`, `#`, `!` names) besides letters and
/// digits.
fn is_punct(b: u8) -> bool {
    matches!(b, b'$' | b'.' | b'_' | b'-')
}

/// Splits MLIR source text into [`Token`]s on demand, skipping whitespace and `//` comments.
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    /// (offset, message) of every lexical error so far, so lookahead cannot mix them up.
    errors: Vec<(u32, &'static str)>,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0, errors: Vec::new() }
    }

    /// The whole source text being lexed.
    pub fn src(&self) -> &'a str {
        self.src
    }

    /// The position the next token will be lexed from.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Continue lexing at `offset` (used to split `4x8xf32` into its pieces).
    pub fn reset(&mut self, offset: usize) {
        self.pos = offset.min(self.src.len());
    }

    /// Message and byte offset of the last `Error` token.
    pub fn error_message(&self) -> Option<(u32, &'static str)> {
        self.errors.last().copied()
    }

    /// The message of the `Error` token reported at `offset`.
    pub fn error_message_at(&self, offset: u32) -> Option<(u32, &'static str)> {
        self.errors.iter().rev().find(|e| e.0 == offset).copied()
    }

    fn byte(&self, i: usize) -> u8 {
        self.src.as_bytes().get(i).copied().unwrap_or(0)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token<'a> {
        // Tokens only ever end on ASCII bytes or the end of input except for strings and
        // error spans; fall back to an empty slice rather than panicking on a bad boundary.
        let text = self.src.get(start..self.pos).unwrap_or("");
        Token { kind, text, offset: start as u32 }
    }

    fn error(&mut self, start: usize, at: usize, msg: &'static str) -> Token<'a> {
        if self.errors.last() != Some(&(at as u32, msg)) {
            self.errors.push((at as u32, msg));
        }
        // Always make progress: skip at least one whole character.
        if self.pos <= start {
            self.pos = start + 1;
        }
        while self.pos < self.src.len() && !self.src.is_char_boundary(self.pos) {
            self.pos += 1;
        }
        let mut t = self.token(TokenKind::Error, start);
        t.offset = at as u32;
        t
    }

    /// The next token, skipping whitespace and `//` comments; `Eof` (repeatedly) at the end of
    /// input, `Error` (after recording its message) on malformed input.
    pub fn next_token(&mut self) -> Token<'a> {
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                self.pos = self.src.len();
                return Token { kind: TokenKind::Eof, text: "", offset: self.src.len() as u32 };
            }
            let c = self.byte(start);
            self.pos += 1;
            let simple = |k| Some(k);
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b':' => simple(TokenKind::Colon),
                b',' => simple(TokenKind::Comma),
                b'(' => simple(TokenKind::LParen),
                b')' => simple(TokenKind::RParen),
                b'}' => simple(TokenKind::RBrace),
                b'[' => simple(TokenKind::LSquare),
                b']' => simple(TokenKind::RSquare),
                b'<' => simple(TokenKind::Less),
                b'>' => simple(TokenKind::Greater),
                b'=' => simple(TokenKind::Equal),
                b'+' => simple(TokenKind::Plus),
                b'*' => simple(TokenKind::Star),
                b'?' => simple(TokenKind::Question),
                b'|' => simple(TokenKind::Pipe),
                b'{' => {
                    if self.byte(self.pos) == b'-' && self.byte(self.pos + 1) == b'#' {
                        self.pos += 2;
                        simple(TokenKind::FileMetadataBegin)
                    } else {
                        simple(TokenKind::LBrace)
                    }
                }
                b'-' => {
                    if self.byte(self.pos) == b'>' {
                        self.pos += 1;
                        simple(TokenKind::Arrow)
                    } else {
                        simple(TokenKind::Minus)
                    }
                }
                b'.' => {
                    if self.byte(self.pos) == b'.' && self.byte(self.pos + 1) == b'.' {
                        self.pos += 2;
                        simple(TokenKind::Ellipsis)
                    } else {
                        return self.error(start, start + 1, "expected three consecutive dots for an ellipsis");
                    }
                }
                b'/' => {
                    if self.byte(self.pos) == b'/' {
                        while self.pos < self.src.len() && !matches!(self.byte(self.pos), b'\n' | b'\r') {
                            self.pos += 1;
                        }
                        continue;
                    }
                    return self.error(start, start, "unexpected character");
                }
                b'@' => return self.lex_at_ident(start),
                b'#' => {
                    if self.byte(self.pos) == b'-' && self.byte(self.pos + 1) == b'}' {
                        self.pos += 2;
                        simple(TokenKind::FileMetadataEnd)
                    } else {
                        return self.lex_prefixed(start, TokenKind::HashIdent);
                    }
                }
                b'%' => return self.lex_prefixed(start, TokenKind::PercentIdent),
                b'^' => return self.lex_prefixed(start, TokenKind::CaretIdent),
                b'!' => return self.lex_prefixed(start, TokenKind::BangIdent),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    while is_bare_ident_char(self.byte(self.pos)) {
                        self.pos += 1;
                    }
                    simple(TokenKind::BareIdent)
                }
                // A NUL byte ends the buffer in MLIR; treat an embedded one like EOF.
                0 => {
                    self.pos = self.src.len();
                    return Token { kind: TokenKind::Eof, text: "", offset: start as u32 };
                }
                _ => return self.error(start, start, "unexpected character"),
            };
            if let Some(kind) = kind {
                return self.token(kind, start);
            }
        }
    }

    fn lex_at_ident(&mut self, start: usize) -> Token<'a> {
        let c = self.byte(self.pos);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.token(TokenKind::AtIdent, start);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            // MLIR points at (and consumes) the character after the `@`.
            self.pos = (start + 2).min(self.src.len());
            return self.error(start, start + 1, "@ identifier expected to start with letter or '_'");
        }
        while is_bare_ident_char(self.byte(self.pos)) {
            self.pos += 1;
        }
        self.token(TokenKind::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token<'a> {
        let c = self.byte(self.pos);
        if c.is_ascii_digit() {
            while self.byte(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_punct(c) {
            while {
                let c = self.byte(self.pos);
                c.is_ascii_alphanumeric() || is_punct(c)
            } {
                self.pos += 1;
            }
        } else {
            if kind == TokenKind::HashIdent {
                return self.token(TokenKind::Hash, start);
            }
            let msg = match kind {
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                _ => "invalid type identifier",
            };
            return self.error(start, start, msg);
        }
        self.token(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token<'a> {
        loop {
            if self.pos >= self.src.len() {
                let at = self.src.len();
                return self.error(start, at, "expected '\"' in string literal");
            }
            let c = self.byte(self.pos);
            self.pos += 1;
            match c {
                b'"' => return self.token(TokenKind::String, start),
                b'\n' | 0x0b | 0x0c => {
                    let at = self.pos - 1;
                    // Resume after the bad character so the parser does not loop.
                    return self.error(start, at, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.byte(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.byte(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.error(start, at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token<'a> {
        if self.byte(start) == b'0' && self.byte(self.pos) == b'x' {
            // `0xi32` is `0` followed by the identifier `xi32`.
            if !self.byte(self.pos + 1).is_ascii_hexdigit() {
                return self.token(TokenKind::Integer, start);
            }
            self.pos += 2;
            while self.byte(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(TokenKind::Integer, start);
        }
        while self.byte(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.byte(self.pos) != b'.' {
            return self.token(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.byte(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.byte(self.pos), b'e' | b'E') {
            let n1 = self.byte(self.pos + 1);
            if n1.is_ascii_digit() || (matches!(n1, b'-' | b'+') && self.byte(self.pos + 2).is_ascii_digit()) {
                self.pos += 2;
                while self.byte(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.token(TokenKind::Float, start)
    }
}

/// Unescapes the body of a string token (`text` includes the quotes). Invalid UTF-8 that
/// results from `\XX` escapes is replaced, since Descent stores strings as `str`.
pub fn unescape_string(text: &str) -> String {
    let inner = text.strip_prefix('"').unwrap_or(text);
    let inner = inner.strip_suffix('"').unwrap_or(inner);
    let b = inner.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = b.get(i + 1).copied().unwrap_or(0);
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let h = |x: u8| (x as char).to_digit(16);
                match (h(n), b.get(i + 2).and_then(|x| h(*x))) {
                    (Some(hi), Some(lo)) => {
                        out.push((hi * 16 + lo) as u8);
                        i += 3;
                    }
                    _ => {
                        out.push(c);
                        i += 1;
                    }
                }
            }
        }
    }
    bytes_to_string(&out)
}

/// Bytes to a `String`, mapping each byte of an invalid UTF-8 sequence to
/// `RAW_BYTE_BASE + byte` so that printing (and [`string_bytes`]) restores it exactly.
pub fn bytes_to_string(mut b: &[u8]) -> String {
    let mut s = String::with_capacity(b.len());
    loop {
        match std::str::from_utf8(b) {
            Ok(v) => {
                s.push_str(v);
                return s;
            }
            Err(e) => {
                let (ok, rest) = b.split_at(e.valid_up_to());
                s.push_str(std::str::from_utf8(ok).unwrap_or(""));
                let bad = e.error_len().unwrap_or(rest.len()).max(1);
                for &x in rest.iter().take(bad) {
                    s.push(char::from_u32(RAW_BYTE_BASE + x as u32).unwrap_or('\u{FFFD}'));
                }
                b = rest.get(bad..).unwrap_or(&[]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<(TokenKind, &str)> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == TokenKind::Eof {
                break;
            }
            v.push((t.kind, t.text));
        }
        v
    }

    #[test]
    fn lexes_basic_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds("%arg0#1 = arith.addi %a, %b : i32 // c\n^bb0 @\"x y\" #map !llvm.ptr {-# #-} -> ... 0x1F 1.5e-3 2."),
            vec![
                (PercentIdent, "%arg0"),
                (HashIdent, "#1"),
                (Equal, "="),
                (BareIdent, "arith.addi"),
                (PercentIdent, "%a"),
                (Comma, ","),
                (PercentIdent, "%b"),
                (Colon, ":"),
                (BareIdent, "i32"),
                (CaretIdent, "^bb0"),
                (AtIdent, "@\"x y\""),
                (HashIdent, "#map"),
                (BangIdent, "!llvm.ptr"),
                (FileMetadataBegin, "{-#"),
                (FileMetadataEnd, "#-}"),
                (Arrow, "->"),
                (Ellipsis, "..."),
                (Integer, "0x1F"),
                (Float, "1.5e-3"),
                (Float, "2."),
            ]
        );
        assert_eq!(kinds("0xi32"), vec![(Integer, "0"), (BareIdent, "xi32")]);
        assert_eq!(kinds("4x?xf32"), vec![(Integer, "4"), (BareIdent, "x"), (Question, "?"), (BareIdent, "xf32")]);
        assert_eq!(kinds("# x"), vec![(Hash, "#"), (BareIdent, "x")]);
    }

    #[test]
    fn errors_make_progress() {
        for s in ["\"abc", "\"a\\qb\"", "!", "%", "@1", ".", "/", "\u{e9}", "\"\n\"", "\0"] {
            let mut l = Lexer::new(s);
            for _ in 0..10 {
                if l.next_token().kind == TokenKind::Eof {
                    break;
                }
            }
        }
        let mut l = Lexer::new("\"abc");
        assert_eq!(l.next_token().kind, TokenKind::Error);
        assert_eq!(l.error_message(), Some((4, "expected '\"' in string literal")));
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape_string(r#""a\"b\\c\n\t\41""#), "a\"b\\c\n\tA");
        assert_eq!(string_bytes(&unescape_string(r#""\FF\C3\A9x""#)), vec![0xff, 0xc3, 0xa9, b'x']);
    }
}
