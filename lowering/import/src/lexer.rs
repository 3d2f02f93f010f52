//! The lexer of LLVM's textual IR: names (`%x`, `@f`, `$c`, `!md`, `#0`), labels, keywords
//! and types (as identifiers), integers, decimal and hex floats (`0x`, `0xK`, `0xL`, `0xM`,
//! `0xH`, `0xR`), strings (`"..."`, `c"..."`) with `\XX` escapes, and punctuation. Comments
//! (`;` to the end of the line) are skipped. Every token carries its line and column so the
//! parser reports errors where LLVM's parser does.

/// A 1-based line and column.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1.
    pub col: u32,
}

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `%name`, `%"name"` or `%12`.
    Local(String),
    /// `@name`, `@"name"` or `@12`.
    Global(String),
    /// `$name`: a comdat.
    Comdat(String),
    /// `!name` or `!12`: named or numbered metadata.
    Meta(String),
    /// `#12`: an attribute group.
    AttrGroup(u32),
    /// `#dbg_value` and friends: a debug record.
    Hash(String),
    /// `name:`, `"name":` or `12:` at the start of a block.
    Label(String),
    /// A keyword, type name or other bare identifier.
    Ident(String),
    /// An integer literal (decimal, possibly negative), as written.
    Int(String),
    /// `u0x..`/`s0x..`: an integer in hex.
    HexInt(String),
    /// A decimal float literal, as written.
    Float(String),
    /// A hex float: the letter after `0x` (`'x'` for a plain double) and the digits.
    HexFloat(char, String),
    /// A string literal, unescaped.
    Str(Vec<u8>),
    /// `c"..."`: a constant byte string.
    CStr(Vec<u8>),
    /// A single punctuation character: `= , ( ) [ ] { } < > * | ! :`.
    Punct(char),
    /// `...`.
    Dots,
    /// The end of the input.
    Eof,
}

/// A token and where it starts.
#[derive(Clone, Debug)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Its first character.
    pub pos: Pos,
}

/// A lexing error: where and what.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Where.
    pub pos: Pos,
    /// LLVM's message.
    pub msg: String,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

fn is_meta_char(c: u8) -> bool {
    is_ident_char(c) || c == b'\\'
}

/// Splits `src` into tokens (the last one is `Eof`).
pub fn lex(src: &str) -> Result<Vec<Token>, LexError> {
    let b = src.as_bytes();
    let mut i = 0usize;
    let mut line = 1u32;
    let mut line_start = 0usize;
    let mut out = Vec::new();
    loop {
        // Whitespace and comments.
        while i < b.len() {
            match b[i] {
                b'\n' => {
                    i += 1;
                    line += 1;
                    line_start = i;
                }
                b' ' | b'\t' | b'\r' => i += 1,
                b';' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                }
                _ => break,
            }
        }
        // Columns count bytes, as LLVM's diagnostics do (and in constant time: a line may
        // hold a whole large initializer).
        let pos = Pos { line, col: (i - line_start + 1) as u32 };
        if i >= b.len() {
            out.push(Token { tok: Tok::Eof, pos });
            return Ok(out);
        }
        let err = |msg: &str| LexError { pos, msg: msg.to_string() };
        let c = b[i];
        let tok = match c {
            b'%' | b'@' | b'$' => {
                i += 1;
                let name = if i < b.len() && b[i] == b'"' {
                    let (s, n) = lex_string(b, i).ok_or_else(|| err("end of file in global variable name"))?;
                    i = n;
                    String::from_utf8_lossy(&s).into_owned()
                } else {
                    let start = i;
                    while i < b.len() && is_ident_char(b[i]) {
                        i += 1;
                    }
                    if start == i {
                        return Err(err("invalid token"));
                    }
                    src[start..i].to_string()
                };
                match c {
                    b'%' => Tok::Local(name),
                    b'@' => Tok::Global(name),
                    _ => Tok::Comdat(name),
                }
            }
            b'!' => {
                i += 1;
                let start = i;
                while i < b.len() && is_meta_char(b[i]) {
                    i += 1;
                }
                if start == i {
                    Tok::Punct('!')
                } else {
                    Tok::Meta(unescape_meta(&src[start..i]))
                }
            }
            b'#' => {
                i += 1;
                let start = i;
                while i < b.len() && is_ident_char(b[i]) {
                    i += 1;
                }
                let s = &src[start..i];
                match s.parse::<u32>() {
                    Ok(n) => Tok::AttrGroup(n),
                    Err(_) if !s.is_empty() => Tok::Hash(s.to_string()),
                    Err(_) => return Err(err("invalid token")),
                }
            }
            b'"' => {
                let (s, n) = lex_string(b, i).ok_or_else(|| err("end of file in string constant"))?;
                i = n;
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    Tok::Label(String::from_utf8_lossy(&s).into_owned())
                } else {
                    Tok::Str(s)
                }
            }
            b'.' if src[i..].starts_with("...") => {
                i += 3;
                Tok::Dots
            }
            b'c' if i + 1 < b.len() && b[i + 1] == b'"' => {
                let (s, n) = lex_string(b, i + 1).ok_or_else(|| err("end of file in string constant"))?;
                i = n;
                Tok::CStr(s)
            }
            b'0'..=b'9' | b'-' | b'+' => {
                let start = i;
                if c == b'0' && i + 1 < b.len() && b[i + 1] == b'x' {
                    i += 2;
                    let kind = if i < b.len() && matches!(b[i], b'K' | b'L' | b'M' | b'H' | b'R') {
                        i += 1;
                        b[i - 1] as char
                    } else {
                        'x'
                    };
                    let ds = i;
                    while i < b.len() && b[i].is_ascii_hexdigit() {
                        i += 1;
                    }
                    Tok::HexFloat(kind, src[ds..i].to_string())
                } else {
                    i += 1;
                    while i < b.len() && b[i].is_ascii_digit() {
                        i += 1;
                    }
                    let digits_end = i;
                    if i < b.len() && b[i] == b'.' {
                        i += 1;
                        while i < b.len() && b[i].is_ascii_digit() {
                            i += 1;
                        }
                        if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
                            let save = i;
                            i += 1;
                            if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
                                i += 1;
                            }
                            if i < b.len() && b[i].is_ascii_digit() {
                                while i < b.len() && b[i].is_ascii_digit() {
                                    i += 1;
                                }
                            } else {
                                i = save;
                            }
                        }
                        Tok::Float(src[start..i].to_string())
                    } else if i < b.len() && b[i] == b':' && c.is_ascii_digit() {
                        i += 1;
                        Tok::Label(src[start..digits_end].to_string())
                    } else if i < b.len() && is_ident_char(b[i]) && c.is_ascii_digit() {
                        // `0abc:` style labels and identifiers that start with digits.
                        while i < b.len() && is_ident_char(b[i]) {
                            i += 1;
                        }
                        if i < b.len() && b[i] == b':' {
                            i += 1;
                            Tok::Label(src[start..i - 1].to_string())
                        } else {
                            return Err(err("invalid token"));
                        }
                    } else if digits_end == start + 1 && !c.is_ascii_digit() {
                        return Err(err("invalid token"));
                    } else {
                        Tok::Int(src[start..digits_end].to_string())
                    }
                }
            }
            b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b'|' | b':' => {
                i += 1;
                Tok::Punct(c as char)
            }
            _ if c.is_ascii_alphabetic() || c == b'_' || c == b'.' || c == b'$' => {
                let start = i;
                while i < b.len() && is_ident_char(b[i]) {
                    i += 1;
                }
                let word = &src[start..i];
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    Tok::Label(word.to_string())
                } else if (word.starts_with("u0x") || word.starts_with("s0x")) && word.len() > 3 {
                    Tok::HexInt(word.to_string())
                } else {
                    Tok::Ident(word.to_string())
                }
            }
            _ => {
                return Err(err("invalid token"));
            }
        };
        out.push(Token { tok, pos });
    }
}

/// Lexes the string literal starting at the quote `b[at]`; returns its bytes and the index
/// after the closing quote.
fn lex_string(b: &[u8], at: usize) -> Option<(Vec<u8>, usize)> {
    let mut i = at + 1;
    let mut s = Vec::new();
    while i < b.len() {
        match b[i] {
            b'"' => return Some((s, i + 1)),
            b'\\' if i + 1 < b.len() && b[i + 1] == b'\\' => {
                s.push(b'\\');
                i += 2;
            }
            b'\\' if i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() => {
                let h = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                s.push(h(b[i + 1]) * 16 + h(b[i + 2]));
                i += 3;
            }
            c => {
                s.push(c);
                i += 1;
            }
        }
    }
    None
}

/// `!foo\2Dbar` names may escape characters as `\XX`.
fn unescape_meta(s: &str) -> String {
    if !s.contains('\\') {
        return s.to_string();
    }
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
            let h = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
            out.push(h(b[i + 1]) * 16 + h(b[i + 2]));
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn names_numbers_and_labels() {
        assert_eq!(
            toks("%x = add i32 %0, -7 ; comment\nentry: 12:"),
            vec![
                Tok::Local("x".into()),
                Tok::Punct('='),
                Tok::Ident("add".into()),
                Tok::Ident("i32".into()),
                Tok::Local("0".into()),
                Tok::Punct(','),
                Tok::Int("-7".into()),
                Tok::Label("entry".into()),
                Tok::Label("12".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn floats_strings_and_metadata() {
        assert_eq!(
            toks(r#"1.5e+3 0x3FF0000000000000 0xK4000C000000000000000 c"a\00" !"s" !dbg !12 #0 @"q r""#),
            vec![
                Tok::Float("1.5e+3".into()),
                Tok::HexFloat('x', "3FF0000000000000".into()),
                Tok::HexFloat('K', "4000C000000000000000".into()),
                Tok::CStr(vec![b'a', 0]),
                Tok::Punct('!'),
                Tok::Str(b"s".to_vec()),
                Tok::Meta("dbg".into()),
                Tok::Meta("12".into()),
                Tok::AttrGroup(0),
                Tok::Global("q r".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn bad_input_is_an_error_with_its_position() {
        let e = lex("define void @f() {\n  ^\n}").unwrap_err();
        assert_eq!((e.pos.line, e.pos.col, e.msg.as_str()), (2, 3, "invalid token"));
        assert!(lex("@x = global [2 x i8] c\"ab").is_err());
    }
}
