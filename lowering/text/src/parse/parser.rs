//! The parser core: token cursor, diagnostics at MLIR's positions, alias tables, and the
//! small shared helpers (integers, strings, symbol names, attribute dictionaries,
//! locations) that the type, attribute and op parsers build on.
//!
//! Type parsing lives in `parse/types.rs`, attribute and location parsing in
//! `parse/attrs.rs`, affine maps and sets in `parse/affine.rs`; all are `impl Parser` blocks.

use std::collections::VecDeque;

use rustc_hash::FxHashMap;

use super::lexer::{unescape_string, Lexer, Token, TokenKind};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Attribute, Context, Ident, Location, NamedAttr, Type};

/// A parse result: the value, or the diagnostic of the first error (parsing stops there).
pub type PResult<T> = Result<T, Box<Diagnostic>>;

/// An identified LLVM struct seen so far: packed, and its body (`None` while opaque).
pub(crate) type IdentifiedStruct = (bool, Option<Box<[Type]>>);

/// Hook for dialect attributes (`#dialect.mnemonic<...>`, `#dialect<...>`) that Descent models,
/// such as spec-described enums. It is called right after the `#dialect.mnemonic` token has
/// been consumed (the parser's current token is then the `<` if any). Returning `Ok(None)`
/// means "not mine": the hook must then not have consumed any token, and the parser keeps
/// the attribute as `AttrData::Opaque`.
pub type DialectAttrHook<'a> = dyn Fn(&mut Parser<'a>, &str, &str) -> PResult<Option<Attribute>> + 'a;

/// Deepest nesting of types/attributes/regions the parser accepts before reporting an error;
/// keeps recursion (and thus stack use) bounded on hostile input.
pub const MAX_NESTING: u32 = 512;

/// Delimiters of a comma-separated list, as in MLIR's `Parser::Delimiter`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// No delimiters: just the comma-separated elements (at least one).
    None,
    /// `( ... )`.
    Paren,
    /// `[ ... ]`.
    Square,
    /// `< ... >`.
    LessGreater,
    /// `{ ... }`.
    Braces,
    /// `( ... )` if a `(` is next, else an empty list.
    OptionalParen,
    /// `[ ... ]` if a `[` is next, else an empty list.
    OptionalSquare,
    /// `< ... >` if a `<` is next, else an empty list.
    OptionalLessGreater,
    /// `{ ... }` if a `{` is next, else an empty list.
    OptionalBraces,
}

/// The shareable state of a parser: buffer, line table, aliases.
pub struct ParserSeed<'a> {
    ctx: &'a Context,
    src: &'a str,
    file: Ident,
    line_offset: u32,
    line_starts: std::sync::Arc<Vec<u32>>,
    attr_aliases: FxHashMap<String, Attribute>,
    type_aliases: FxHashMap<String, Type>,
    type_memo: std::sync::Arc<FxHashMap<&'a str, Type>>,
}

/// Parses an attribute parameter with Rust syntax (`nativeSyntax`): the `parse` hook of
/// `ParamKind::Native`.
pub type NativeParamParse = fn(&mut Parser<'_>) -> PResult<Attribute>;

/// The core parser over one buffer: a token cursor with lookahead, diagnostics at MLIR's
/// positions, and the buffer's alias tables. Types, attributes, locations and affine
/// structures are parsed by its methods; ops by `OpParser` on top of it.
pub struct Parser<'a> {
    /// The context everything parsed is interned in.
    pub ctx: &'a Context,
    /// The whole buffer.
    pub src: &'a str,
    /// The buffer name used in locations.
    pub file: Ident,
    /// Added to every reported line (for `--split-input-file` chunks).
    pub line_offset: u32,
    /// See [`DialectAttrHook`].
    pub dialect_attr_parser: Option<&'a DialectAttrHook<'a>>,
    lexer: Lexer<'a>,
    tok: Token<'a>,
    ahead: VecDeque<Token<'a>>,
    /// Byte offset just past the last consumed token.
    prev_end: u32,
    /// Message of the lexical error that produced the current `Error` token.
    tok_error: Option<(u32, &'static str)>,
    /// Byte offset of every line start, for offset -> line/col.
    line_starts: std::sync::Arc<Vec<u32>>,
    pub(crate) attr_aliases: FxHashMap<String, Attribute>,
    pub(crate) type_aliases: FxHashMap<String, Type>,
    /// Trailing `loc(#alias)` references to aliases not defined yet: (token offset, alias).
    deferred_locs: Vec<(u32, String)>,
    /// Names of the identified LLVM structs whose bodies are being parsed (a body may refer
    /// to an enclosing struct by name only).
    pub(crate) llvm_struct_names: Vec<String>,
    /// Shaped types already parsed, by their exact text (`memref<?xf32>`): the same text
    /// always denotes the same type within a buffer, and real programs repeat few types.
    pub(crate) type_memo: FxHashMap<&'a str, Type>,
    /// The memo of the parser this one was seeded from (read-only, shared).
    pub(crate) shared_type_memo: Option<std::sync::Arc<FxHashMap<&'a str, Type>>>,
    /// Identified LLVM structs seen so far: name -> (packed, body; `None` while opaque).
    pub(crate) llvm_identified: FxHashMap<String, IdentifiedStruct>,
    /// `distinct[N]<attr>` seen so far: N -> attr (a later use of N must repeat it).
    pub(crate) distinct_ids: FxHashMap<u64, Attribute>,
    depth: u32,
}

impl<'a> Parser<'a> {
    /// `file` is the buffer name used in locations; `line_offset` is added to every line so
    /// a `--split-input-file` chunk reports lines of the whole file.
    pub fn new(ctx: &'a Context, src: &'a str, file: &str, line_offset: u32) -> Self {
        // One entry per line; the guess of 40 bytes a line saves most regrowth on big inputs.
        let mut line_starts = Vec::with_capacity(src.len() / 40 + 1);
        line_starts.push(0u32);
        line_starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        let tok_error = if tok.kind == TokenKind::Error { lexer.error_message_at(tok.offset) } else { None };
        Parser {
            ctx,
            src,
            file: ctx.ident(file),
            line_offset,
            dialect_attr_parser: None,
            lexer,
            tok,
            ahead: VecDeque::new(),
            prev_end: 0,
            tok_error,
            line_starts: std::sync::Arc::new(line_starts),
            type_memo: FxHashMap::default(),
            shared_type_memo: None,
            llvm_identified: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            deferred_locs: Vec::new(),
            llvm_struct_names: Vec::new(),
            distinct_ids: FxHashMap::default(),
            depth: 0,
        }
    }

    /// What a parser of the same buffer on another thread needs (see [`Parser::from_seed`]).
    pub fn seed(&self) -> ParserSeed<'a> {
        ParserSeed {
            ctx: self.ctx,
            src: self.src,
            file: self.file,
            line_offset: self.line_offset,
            line_starts: self.line_starts.clone(),
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            type_memo: std::sync::Arc::new(self.type_memo.clone()),
        }
    }

    /// A parser over the seed's buffer positioned at `offset`, sharing its line table and
    /// knowing its aliases (parsing isolated bodies in parallel).
    pub fn from_seed(seed: &ParserSeed<'a>, offset: u32) -> Parser<'a> {
        let mut lexer = Lexer::new(seed.src);
        lexer.reset(offset as usize);
        let tok = lexer.next_token();
        let tok_error = if tok.kind == TokenKind::Error { lexer.error_message_at(tok.offset) } else { None };
        Parser {
            ctx: seed.ctx,
            src: seed.src,
            file: seed.file,
            line_offset: seed.line_offset,
            dialect_attr_parser: None,
            lexer,
            tok,
            ahead: VecDeque::new(),
            prev_end: offset,
            tok_error,
            line_starts: seed.line_starts.clone(),
            type_memo: FxHashMap::default(),
            shared_type_memo: Some(seed.type_memo.clone()),
            llvm_identified: FxHashMap::default(),
            attr_aliases: seed.attr_aliases.clone(),
            type_aliases: seed.type_aliases.clone(),
            deferred_locs: Vec::new(),
            llvm_struct_names: Vec::new(),
            distinct_ids: FxHashMap::default(),
            depth: 0,
        }
    }

    /// Positions a parser made by [`Parser::from_seed`] at `offset` for another region of
    /// the same buffer, keeping what it learnt (type memo, identified structs).
    pub(crate) fn restart_at(&mut self, offset: u32) {
        self.skip_to(offset);
        self.deferred_locs.clear();
        self.llvm_struct_names.clear();
        self.depth = 0;
    }

    /// Whether some trailing `loc(#alias)` is still waiting for its alias.
    pub fn deferred_location_count(&self) -> usize {
        self.deferred_locs.len()
    }

    // ----- token cursor -------------------------------------------------------------------

    /// The current token.
    #[inline]
    pub fn peek(&self) -> Token<'a> {
        self.tok
    }

    /// Lookahead: `peek_nth(0)` is the current token, `peek_nth(1)` the one after it.
    pub fn peek_nth(&mut self, n: usize) -> Token<'a> {
        if n == 0 {
            return self.tok;
        }
        while self.ahead.len() < n {
            let last_eof = self.ahead.back().map_or(self.tok.kind == TokenKind::Eof, |t| t.kind == TokenKind::Eof);
            if last_eof {
                let eof = self.ahead.back().copied().unwrap_or(self.tok);
                return eof;
            }
            let t = self.lexer.next_token();
            self.ahead.push_back(t);
        }
        self.ahead.get(n - 1).copied().unwrap_or(self.tok)
    }

    /// Consume and return the current token.
    pub fn bump(&mut self) -> Token<'a> {
        let t = self.tok;
        if t.kind != TokenKind::Eof {
            self.prev_end = t.end();
        }
        self.tok = match self.ahead.pop_front() {
            Some(n) => n,
            None if t.kind == TokenKind::Eof => t,
            None => self.lexer.next_token(),
        };
        self.tok_error =
            if self.tok.kind == TokenKind::Error { self.lexer.error_message_at(self.tok.offset) } else { None };
        t
    }

    /// Whether the current token is of kind `k`.
    #[inline]
    pub fn at(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }

    /// Consumes the current token if it is of kind `k`; whether it did.
    pub fn eat(&mut self, k: TokenKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consume a token of kind `k` or fail with "expected {what}": `what` carries its own
    /// quotes and context, e.g. `expect(TokenKind::RParen, "')' to end operand list")`.
    pub fn expect(&mut self, k: TokenKind, what: &str) -> PResult<Token<'a>> {
        if self.at(k) {
            return Ok(self.bump());
        }
        self.err_wrong_token(format!("expected {what}"))
    }

    /// Consume a token of kind `k` or fail with exactly `msg` (MLIR's `parseToken`).
    pub fn expect_msg(&mut self, k: TokenKind, msg: &str) -> PResult<Token<'a>> {
        if self.at(k) {
            return Ok(self.bump());
        }
        self.err_wrong_token(msg)
    }

    /// Whether the current token is the bare identifier `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok.text == kw
    }

    /// Consumes the bare identifier `kw` if it is next; whether it did.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the bare identifier `kw` or fails with `expected 'kw'`.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            return Ok(());
        }
        self.err_wrong_token(format!("expected '{kw}'"))
    }

    /// Byte offset just past the last consumed token.
    pub fn prev_end(&self) -> u32 {
        self.prev_end
    }

    /// Continue after `offset`, as if the text before it had been consumed as tokens.
    pub(crate) fn skip_to(&mut self, offset: u32) {
        self.reset_to(offset);
        self.prev_end = offset;
    }

    /// Re-lex from `offset` (which must be at or before the end of the buffer). Used to
    /// split tokens such as `4x8xf32` in dimension lists.
    pub fn reset_to(&mut self, offset: u32) {
        self.ahead.clear();
        self.lexer.reset(offset as usize);
        self.tok = self.lexer.next_token();
        self.tok_error =
            if self.tok.kind == TokenKind::Error { self.lexer.error_message_at(self.tok.offset) } else { None };
    }

    /// Run `f` one nesting level deeper; fails once [`MAX_NESTING`] levels are open.
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            return self.err(format!("exceeded maximum nesting depth of {MAX_NESTING}"));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    // ----- locations and diagnostics ------------------------------------------------------

    /// 1-based (line, column) of a byte offset; the column counts bytes as MLIR does.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let idx = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.line_starts.get(idx).copied().unwrap_or(0);
        (self.line_offset.saturating_add(idx as u32).saturating_add(1), offset.saturating_sub(start) + 1)
    }

    /// `FileLineCol` location of the current token.
    pub fn loc(&self) -> Attribute {
        self.loc_at(self.tok.offset)
    }

    /// `FileLineCol` location of a byte offset. Each position of the text is asked for
    /// once per op or argument, so these skip the uniquing map (a tenth of a large parse);
    /// `loc(...)` written in the text is uniqued as usual.
    pub fn loc_at(&self, offset: u32) -> Attribute {
        let (line, col) = self.line_col(offset);
        self.ctx.fresh_file_loc(self.file, line, col)
    }

    /// Error at the current token. If the current token is a lexical error, its own message
    /// is reported instead, as MLIR's lexer reports it first.
    pub fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        if let Some((off, m)) = self.tok_error {
            return Err(Box::new(Diagnostic::error(self.loc_at(off), m)));
        }
        self.err_at(self.tok.offset, msg)
    }

    /// Error at a byte offset of the buffer.
    pub fn err_at<T>(&self, offset: u32, msg: impl Into<String>) -> PResult<T> {
        Err(Box::new(Diagnostic::error(self.loc_at(offset), msg)))
    }

    /// MLIR's `emitWrongTokenError`: when the unexpected token starts a new line, the error
    /// is reported just past the previous token (skipping blank lines and `//` comments),
    /// which is where the missing token belongs.
    pub fn err_wrong_token<T>(&self, msg: impl Into<String>) -> PResult<T> {
        if let Some((off, m)) = self.tok_error {
            return Err(Box::new(Diagnostic::error(self.loc_at(off), m)));
        }
        self.err_at(self.wrong_token_offset(), msg)
    }

    fn wrong_token_offset(&self) -> u32 {
        let mut loc = self.tok.offset as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let bytes = self.src.as_bytes();
        let mut end = loc.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return original as u32;
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return end as u32;
            }
            end -= 1;
            // If the preceding line has a `//` comment, report before it.
            let line_start = bytes[..end].iter().rposition(|b| matches!(b, b'\n' | b'\r')).map_or(0, |p| p);
            if let Some(c) = find_sub(&bytes[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    // ----- aliases --------------------------------------------------------------------------

    /// The attribute an alias (`#name`, given without the `#`) defined in this buffer stands for.
    pub fn attr_alias(&self, name: &str) -> Option<Attribute> {
        self.attr_aliases.get(name).copied()
    }

    /// The type an alias (`!name`, given without the `!`) defined in this buffer stands for.
    pub fn type_alias(&self, name: &str) -> Option<Type> {
        self.type_aliases.get(name).copied()
    }

    /// A dialect attribute or type body kept verbatim, with the aliases it uses (`#di_file`,
    /// `!my_type`) replaced by what they stand for, so the text means the same wherever it
    /// is printed (the alias definitions are not printed again). Strings are left alone.
    pub fn expand_aliases_in_body<'s>(&self, body: &'s str) -> std::borrow::Cow<'s, str> {
        if (self.attr_aliases.is_empty() && self.type_aliases.is_empty()) || !body.contains(['#', '!']) {
            return std::borrow::Cow::Borrowed(body);
        }
        let bytes = body.as_bytes();
        let mut out = String::with_capacity(body.len());
        let (mut i, mut copied) = (0, 0);
        let mut in_string = false;
        while i < bytes.len() {
            let c = bytes[i];
            if in_string {
                match c {
                    b'\\' => i += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
                i += 1;
                continue;
            }
            if c == b'"' {
                in_string = true;
                i += 1;
                continue;
            }
            if c == b'#' || c == b'!' {
                let start = i + 1;
                let mut end = start;
                while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || b"_$.".contains(&bytes[end])) {
                    end += 1;
                }
                let name = &body[start..end];
                let mut text = String::new();
                if c == b'#' {
                    if let Some(a) = self.attr_alias(name) {
                        crate::print::attrs::write_attr(&mut text, self.ctx, a, None);
                    }
                } else if let Some(t) = self.type_alias(name) {
                    crate::print::attrs::write_type(&mut text, self.ctx, t, None);
                }
                if !text.is_empty() {
                    out.push_str(&body[copied..i]);
                    out.push_str(&text);
                    copied = end;
                }
                i = end.max(i + 1);
                continue;
            }
            i += 1;
        }
        if copied == 0 {
            return std::borrow::Cow::Borrowed(body);
        }
        out.push_str(&body[copied..]);
        std::borrow::Cow::Owned(out)
    }

    /// `#name = attr` or `!name = type` at the top level; the current token is the
    /// `HashIdent`/`BangIdent`.
    pub fn parse_alias_definition(&mut self) -> PResult<()> {
        let t = self.peek();
        let name = t.ident_body();
        match t.kind {
            TokenKind::HashIdent => {
                if self.attr_aliases.contains_key(name) {
                    return self.err(format!("redefinition of attribute alias id '{name}'"));
                }
                if name.contains('.') {
                    return self.err("attribute names with a '.' are reserved for dialect-defined names");
                }
                self.bump();
                self.expect_msg(TokenKind::Equal, "expected '=' in attribute alias definition")?;
                let attr = self.parse_attribute(None)?;
                self.attr_aliases.insert(name.to_string(), attr);
                Ok(())
            }
            TokenKind::BangIdent => {
                if self.type_aliases.contains_key(name) {
                    return self.err(format!("redefinition of type alias id '{name}'"));
                }
                if name.contains('.') {
                    return self.err("type names with a '.' are reserved for dialect-defined names");
                }
                self.bump();
                self.expect_msg(TokenKind::Equal, "expected '=' in type alias definition")?;
                let ty = self.parse_type()?;
                self.type_aliases.insert(name.to_string(), ty);
                Ok(())
            }
            _ => self.err_wrong_token("expected alias definition"),
        }
    }

    /// Skips a `{-# ... #-}` file metadata block (dialect resources); the current token is
    /// `FileMetadataBegin`. Nested braces and strings are skipped as tokens.
    pub fn skip_file_metadata(&mut self) -> PResult<()> {
        self.expect(TokenKind::FileMetadataBegin, "'{-#'")?;
        loop {
            match self.peek().kind {
                TokenKind::FileMetadataEnd => {
                    self.bump();
                    return Ok(());
                }
                TokenKind::Eof => return self.err("expected '#-}' to end file metadata"),
                TokenKind::Error => return self.err("invalid token in file metadata"),
                _ => {
                    self.bump();
                }
            }
        }
    }

    // ----- small shared pieces ------------------------------------------------------------

    /// Parse a comma-separated list with the given delimiters; `context` is appended to the
    /// "expected '('" style messages as MLIR does (e.g. " in attribute dictionary").
    pub fn parse_comma_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_s, close_s, optional) = match delim {
            Delimiter::None => (None, None, "", "", false),
            Delimiter::Paren => (Some(TokenKind::LParen), Some(TokenKind::RParen), "(", ")", false),
            Delimiter::Square => (Some(TokenKind::LSquare), Some(TokenKind::RSquare), "[", "]", false),
            Delimiter::LessGreater => (Some(TokenKind::Less), Some(TokenKind::Greater), "<", ">", false),
            Delimiter::Braces => (Some(TokenKind::LBrace), Some(TokenKind::RBrace), "{", "}", false),
            Delimiter::OptionalParen => (Some(TokenKind::LParen), Some(TokenKind::RParen), "(", ")", true),
            Delimiter::OptionalSquare => (Some(TokenKind::LSquare), Some(TokenKind::RSquare), "[", "]", true),
            Delimiter::OptionalLessGreater => (Some(TokenKind::Less), Some(TokenKind::Greater), "<", ">", true),
            Delimiter::OptionalBraces => (Some(TokenKind::LBrace), Some(TokenKind::RBrace), "{", "}", true),
        };
        if let (Some(open), Some(close)) = (open, close) {
            if optional && !self.at(open) {
                return Ok(());
            }
            self.expect_msg(open, &format!("expected '{open_s}'{context}"))?;
            if self.eat(close) {
                return Ok(());
            }
        }
        self.nested(|p| {
            elem(p)?;
            while p.eat(TokenKind::Comma) {
                elem(p)?;
            }
            Ok(())
        })?;
        if let Some(close) = close {
            self.expect_msg(close, &format!("expected '{close_s}'{context}"))?;
        }
        Ok(())
    }

    /// An integer literal with an optional leading `-`; `true`/`false` are 1/0 as in MLIR.
    pub fn parse_integer(&mut self) -> PResult<i128> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => self.err_wrong_token("expected integer value"),
        }
    }

    /// `parse_integer`, or `None` (consuming nothing) when no integer (nor `true`/`false`) is
    /// next.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        if self.eat_keyword("true") {
            return Ok(Some(1));
        }
        if self.eat_keyword("false") {
            return Ok(Some(0));
        }
        if !self.at(TokenKind::Integer) && !self.at(TokenKind::Minus) {
            return Ok(None);
        }
        let negative = self.eat(TokenKind::Minus);
        let t = self.expect_msg(TokenKind::Integer, "expected integer value")?;
        let Some(v) = parse_int_literal(t.text) else {
            return self.err_at(t.offset, "integer value too large");
        };
        Ok(Some(if negative { -(v as i128) } else { v as i128 }))
    }

    /// A string literal, unescaped.
    pub fn parse_string(&mut self) -> PResult<String> {
        if !self.at(TokenKind::String) {
            return self.err_wrong_token("expected string");
        }
        let t = self.bump();
        Ok(unescape_string(t.text))
    }

    /// A string literal, unescaped, if one is next.
    pub fn parse_optional_string(&mut self) -> Option<String> {
        if self.at(TokenKind::String) {
            Some(unescape_string(self.bump().text))
        } else {
            None
        }
    }

    /// `@foo` or `@"x y"`, unescaped.
    pub fn parse_symbol_name(&mut self) -> PResult<Ident> {
        match self.parse_optional_symbol_name() {
            Some(id) => Ok(id),
            None => self.err("expected valid '@'-identifier for symbol name"),
        }
    }

    /// `parse_symbol_name`, or `None` (consuming nothing) when no `@` identifier is next.
    pub fn parse_optional_symbol_name(&mut self) -> Option<Ident> {
        if !self.at(TokenKind::AtIdent) {
            return None;
        }
        let t = self.bump();
        Some(self.ctx.ident(&symbol_ref_text(t.text)))
    }

    /// `{a = 1, b, "c d" = 2}`: entries are appended to `out` in source order.
    pub fn parse_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        let start = out.len();
        self.parse_comma_list(Delimiter::Braces, " in attribute dictionary", |p| {
            let t = p.peek();
            let name = match t.kind {
                TokenKind::String => unescape_string(t.text),
                TokenKind::BareIdent => t.text.to_string(),
                _ => return p.err_wrong_token("expected attribute name"),
            };
            if name.is_empty() {
                return p.err("expected valid attribute name");
            }
            let id = p.ctx.ident(&name);
            if out.get(start..).is_some_and(|s| s.iter().any(|a| a.name == id)) {
                return p.err(format!("duplicate key '{name}' in dictionary attribute"));
            }
            p.bump();
            if !p.eat(TokenKind::Equal) {
                out.push(NamedAttr { name: id, value: p.ctx.unit_attr() });
                return Ok(());
            }
            let value = p.parse_attribute(None)?;
            out.push(NamedAttr { name: id, value });
            Ok(())
        })
    }

    /// A trailing `loc(...)` if present. As in MLIR, a trailing `loc(#alias)` may name an
    /// alias defined later in the file (`-mlir-print-debuginfo` output puts location
    /// aliases after the module): it then yields a placeholder location, to be replaced
    /// using [`Parser::resolve_deferred_locations`] once the whole buffer is parsed.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Attribute>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        let t = self.peek_nth(2);
        let is_alias_ref = self.peek_nth(1).kind == TokenKind::LParen
            && t.kind == TokenKind::HashIdent
            && !t.text.contains('.')
            && self.peek_nth(3).kind == TokenKind::RParen;
        if is_alias_ref && self.attr_alias(t.ident_body()).is_none() {
            self.bump();
            self.bump();
            self.bump();
            self.bump();
            self.deferred_locs.push((t.offset, t.ident_body().to_string()));
            return Ok(Some(self.deferred_loc_placeholder(t.ident_body())));
        }
        self.parse_location_in("location").map(Some)
    }

    fn deferred_loc_placeholder(&self, alias: &str) -> Attribute {
        let ctx = self.ctx;
        let marker = ctx.intern_attr(AttrData::Location(Location::FileLineCol {
            file: ctx.ident("<deferred location alias>"),
            line: u32::MAX,
            col: u32::MAX,
        }));
        ctx.intern_attr(AttrData::Location(Location::Name { name: ctx.ident(alias), child: Some(marker) }))
    }

    /// Whether trailing locations referred to aliases that were not defined yet.
    pub fn has_deferred_locations(&self) -> bool {
        !self.deferred_locs.is_empty()
    }

    /// After the whole buffer is parsed: (placeholder, location) pairs to substitute in op
    /// and block argument locations, or MLIR's error for an alias that was never defined
    /// or is not a location.
    pub fn resolve_deferred_locations(&self) -> PResult<Vec<(Attribute, Attribute)>> {
        let mut out: Vec<(Attribute, Attribute)> = Vec::new();
        for (off, name) in &self.deferred_locs {
            let Some(a) = self.attr_alias(name) else {
                return self.err_at(*off, "operation location alias was never defined");
            };
            if !matches!(self.ctx.attr_data(a), AttrData::Location(_)) {
                return self.err_at(
                    *off,
                    format!("expected location, but found '{}'", crate::print::attrs::attr_to_string(self.ctx, a)),
                );
            }
            let ph = self.deferred_loc_placeholder(name);
            if !out.iter().any(|(p, _)| *p == ph) {
                out.push((ph, a));
            }
        }
        Ok(out)
    }
}

/// The value of an integer token (`42`, `0x1F`); `None` on overflow.
pub fn parse_int_literal(text: &str) -> Option<u128> {
    if let Some(hex) = text.strip_prefix("0x") { u128::from_str_radix(hex, 16).ok() } else { text.parse::<u128>().ok() }
        .filter(|v| *v <= i128::MAX as u128)
}

/// The symbol name of an `@ident` / `@"quoted"` token text.
pub fn symbol_ref_text(text: &str) -> String {
    let body = text.get(1..).unwrap_or("");
    if body.starts_with('"') {
        unescape_string(body)
    } else {
        body.to_string()
    }
}

fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursor_and_positions() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, "foo\n  bar: 12", "f.mlir", 10);
        assert!(p.at_keyword("foo"));
        assert_eq!(p.peek_nth(1).text, "bar");
        assert_eq!(p.peek_nth(2).kind, TokenKind::Colon);
        p.bump();
        assert_eq!(p.line_col(p.peek().offset), (12, 3));
        p.bump();
        assert!(p.eat(TokenKind::Colon));
        assert_eq!(p.parse_integer().unwrap(), 12);
        assert!(p.at(TokenKind::Eof));
        assert!(p.at(TokenKind::Eof));
        p.bump();
        assert!(p.at(TokenKind::Eof));
    }

    #[test]
    fn wrong_token_reported_after_previous_token() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, "foo // c\n\n  bar", "f.mlir", 0);
        p.bump();
        let e = p.expect(TokenKind::Colon, "':'").unwrap_err();
        assert_eq!(e.message, "expected ':'");
        assert_eq!(
            ctx.attr_data(e.loc),
            &AttrData::Location(Location::FileLineCol { file: ctx.ident("f.mlir"), line: 1, col: 4 })
        );
    }

    fn diag_pos(ctx: &Context, d: &Diagnostic) -> String {
        match ctx.attr_data(d.loc) {
            AttrData::Location(Location::FileLineCol { line, col, .. }) => {
                format!("{line}:{col}: {}", d.message)
            }
            _ => format!("?: {}", d.message),
        }
    }

    #[test]
    fn errors_match_mlir() {
        let ctx = Context::new();
        for (kind, src, want) in ERROR_CASES {
            let mut p = Parser::new(&ctx, src, "t.mlir", 0);
            let r = if *kind == 'T' { p.parse_type().map(|_| ()) } else { p.parse_attribute(None).map(|_| ()) };
            let e = r.expect_err(src);
            assert_eq!(diag_pos(&ctx, &e), *want, "input: {src}");
        }
    }

    #[test]
    fn alias_definitions() {
        let ctx = Context::new();
        let src = "#map0 = affine_map<(d0) -> (d0 + 1)>\n!t = i32\n#map0 = 1";
        let mut p = Parser::new(&ctx, src, "t.mlir", 0);
        p.parse_alias_definition().unwrap();
        p.parse_alias_definition().unwrap();
        let e = p.parse_alias_definition().unwrap_err();
        assert_eq!(diag_pos(&ctx, &e), "3:1: redefinition of attribute alias id 'map0'");
        let mut p = Parser::new(&ctx, "#a.b = 1", "t.mlir", 0);
        let e = p.parse_alias_definition().unwrap_err();
        assert_eq!(e.message, "attribute names with a '.' are reserved for dialect-defined names");
        let mut p = Parser::new(&ctx, "{a = #x}", "t.mlir", 0);
        let e = p.parse_attribute(None).unwrap_err();
        assert_eq!(diag_pos(&ctx, &e), "1:8: undefined symbol alias id 'x'");
    }

    #[test]
    fn line_offset_and_multiline_positions() {
        let ctx = Context::new();
        let mut p = Parser::new(&ctx, "\n\n  [1,\n   @]", "t.mlir", 20);
        let e = p.parse_attribute(None).unwrap_err();
        assert_eq!(diag_pos(&ctx, &e), "24:5: @ identifier expected to start with letter or '_'");
    }

    #[test]
    fn deferred_location_aliases() {
        let ctx = Context::new();
        let src = "loc(#loc1) loc(#loc) #loc1 = loc(\"a\":1:2) #loc = loc(unknown)";
        let mut p = Parser::new(&ctx, src, "t.mlir", 0);
        let a = p.parse_optional_location().unwrap().unwrap();
        let b = p.parse_optional_location().unwrap().unwrap();
        assert!(p.has_deferred_locations());
        p.parse_alias_definition().unwrap();
        p.parse_alias_definition().unwrap();
        let r = p.resolve_deferred_locations().unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r.iter().find(|x| x.0 == a).map(|x| x.1), Some(ctx.file_loc(ctx.ident("a"), 1, 2)));
        assert_eq!(r.iter().find(|x| x.0 == b).map(|x| x.1), Some(ctx.common().unknown_loc));
        let mut p = Parser::new(&ctx, "loc(#nope)", "t.mlir", 0);
        p.parse_optional_location().unwrap();
        let e = p.resolve_deferred_locations().unwrap_err();
        assert_eq!(diag_pos(&ctx, &e), "1:5: operation location alias was never defined");
    }

    #[test]
    fn file_metadata_is_skipped() {
        let ctx = Context::new();
        let src = "{-#\n  dialect_resources: { builtin: { blob1: \"0x08000000010000000000000002000000\" } }\n#-} 7";
        let mut p = Parser::new(&ctx, src, "t.mlir", 0);
        p.skip_file_metadata().unwrap();
        assert_eq!(p.parse_integer().unwrap(), 7);
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let ctx = Context::new();
        for (open, close) in
            [("[", "]"), ("tuple<", ">"), ("(", ") -> ()"), ("{a = ", "}"), ("!llvm.struct<(", ")>"), ("dense<[", "]>")]
        {
            let src = format!("{}i32{}", open.repeat(100_000), close.repeat(100_000));
            let mut p = Parser::new(&ctx, &src, "t.mlir", 0);
            let e = p.parse_attribute(None).unwrap_err();
            assert!(e.message.contains("nesting") || e.message.starts_with("expected"), "{open}: {}", e.message);
        }
        let src = format!("affine_map<(d0) -> ({}d0{})>", "(".repeat(100_000), ")".repeat(100_000));
        let mut p = Parser::new(&ctx, &src, "t.mlir", 0);
        assert!(p.parse_attribute(None).is_err());
        let src = format!("affine_map<(d0) -> (d0{})>", " + d0".repeat(100_000));
        let mut p = Parser::new(&ctx, &src, "t.mlir", 0);
        assert!(p.parse_attribute(None).is_err());
    }

    /// Sample input mixing every construct; every prefix must parse or fail cleanly.
    const SAMPLE: &str = r##"#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2 - s0 mod 3)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
!s = !llvm.struct<"n", packed (i8, array<4 x ptr<1>>, func<void (i32, ...)>)>
func.func private @f(memref<4x?xf32, strided<[?, 1], offset: ?>>, tensor<*xf32>, vector<4x[8]xf32>, complex<f64>, tuple<i1, (i32) -> (i32, f32)>) attributes {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = array<i64: 1, -2>, d = [unit, true, 0x1F : i32, -1.5e-3 : f16, "s\22\FF" : i32, @a::@b], e = loc(fused<"m">["a":1:2 to 3:4, callsite("x"(unknown) at "y":1)]), f = #foo.bar<"x", (1, [2])> : i8, g = {"q r" = i32, s = !llvm.target<"t", i8, 1>}, h = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, i = affine_map<() -> ()>, j = 1.0e400, k = distinct[0]<unit>}
{-# dialect_resources: { builtin: { blob: "0x01" } } #-}
"##;

    /// Parses attributes (falling back to types) from every token position of `src`.
    fn churn(ctx: &Context, src: &str) {
        let mut p = Parser::new(ctx, src, "t.mlir", 0);
        let mut steps = 0;
        while !p.at(TokenKind::Eof) && steps < 100_000 {
            steps += 1;
            let before = (p.peek().offset, p.peek().kind);
            let ok = match p.peek().kind {
                TokenKind::HashIdent | TokenKind::BangIdent if p.peek_nth(1).kind == TokenKind::Equal => {
                    p.parse_alias_definition().is_ok()
                }
                TokenKind::FileMetadataBegin => p.skip_file_metadata().is_ok(),
                _ => p.parse_attribute(None).is_ok() || p.parse_type().is_ok(),
            };
            let _ = ok;
            if (p.peek().offset, p.peek().kind) == before {
                p.bump();
            }
        }
    }

    #[test]
    fn prefixes_never_panic() {
        let ctx = Context::new();
        for end in 0..=SAMPLE.len() {
            if let Some(prefix) = SAMPLE.get(..end) {
                churn(&ctx, prefix);
            }
        }
        // Real upstream tests, when present (sampled prefixes to bound the run time).
        let root = std::path::Path::new("/work/shared/conformance/upstream/mlir/test/Dialect/LLVMIR");
        let Ok(dir) = std::fs::read_dir(root) else {
            return;
        };
        let mut files: Vec<_> =
            dir.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "mlir")).collect();
        files.sort();
        for f in files.iter().take(4) {
            let Ok(text) = std::fs::read_to_string(f) else {
                continue;
            };
            let text = text.get(..text.len().min(6000)).unwrap_or(&text);
            churn(&ctx, text);
            for end in (0..text.len()).step_by(97) {
                if let Some(prefix) = text.get(..end) {
                    churn(&ctx, prefix);
                }
            }
        }
    }

    #[test]
    fn random_input_never_panics() {
        let ctx = Context::new();
        let alphabet: Vec<&str> = vec![
            "<",
            ">",
            "(",
            ")",
            "[",
            "]",
            "{",
            "}",
            ",",
            ":",
            "=",
            "->",
            "?",
            "*",
            "-",
            "+",
            "x",
            "4",
            "0x1F",
            "1.5",
            "\"s\"",
            "i32",
            "f32",
            "memref",
            "tensor",
            "vector",
            "dense",
            "array",
            "loc",
            "fused",
            "affine_map",
            "d0",
            "s0",
            "#map",
            "#a.b",
            "!llvm.ptr",
            "!llvm.struct",
            "@f",
            "::",
            "strided",
            "offset",
            "complex",
            "tuple",
            "unit",
            " ",
            "\n",
            "#",
            "\\",
            "\u{e9}",
            "{-#",
            "#-}",
            "...",
            "floordiv",
            "to",
            "callsite",
            "at",
            "\"0x00\"",
            "packed",
            "opaque",
            "distinct",
        ];
        let mut seed: u64 = 0x9E3779B97F4A7C15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..3000 {
            let n = (next() % 40) as usize;
            let mut s = String::new();
            for _ in 0..n {
                s.push_str(alphabet[(next() % alphabet.len() as u64) as usize]);
            }
            churn(&ctx, &s);
        }
    }

    /// (T|A, input, "line:col: message") checked against mlir-opt 22.
    const ERROR_CASES: &[(char, &str, &str)] = &[
        ('T', "vector<0xf32>", "1:1: vector types must have positive constant sizes but got 0"),
        ('T', "vector<4xtensor<f32>>", "1:1: failed to verify 'elementType': VectorElementTypeInterface instance"),
        ('T', "i16777216", "1:1: integer bitwidth is limited to 16777215 bits"),
        ('T', "memref<4xf32, affine_map<(d0, d1) -> (d0)>>", "1:1: memref layout mismatch between rank and affine map: 1 != 2"),
        ('T', "tensor<4xtuple<>>", "1:10: invalid tensor element type"),
        ('A', "-0 : i32", "1:2: integer constant out of range for attribute"),
        ('A', "256 : i8", "1:1: integer constant out of range for attribute"),
        ('A', "-1 : ui8", "1:2: negative integer literal not valid for unsigned integer type"),
        ('A', "1.5 : i32", "1:10: floating point value not valid for specified type"),
        ('A', "1 : f32", "1:1: unexpected decimal integer literal for a floating point value"),
        ('A', "9223372036854775808 : index", "1:1: integer constant out of range for attribute"),
        ('A', "170141183460469231731687303715884105728 : si128", "1:1: integer constant out of range for attribute"),
        ('A', "1 : i0", "1:1: integer constant out of range for attribute"),
        ('A', "1 : si1", "1:1: integer constant out of range for attribute"),
        ('A', "5 : i1", "1:1: integer constant out of range for attribute"),
        ('A', "dense<1> : tensor<2xf32>", "1:7: unexpected decimal integer literal for a floating point value"),
        ('A', "dense<[1, 2]> : tensor<3xi32>", "1:1: inferred shape of elements literal ([2]) does not match type ([3])"),
        ('A', "dense<[[1, 2], [3]]> : tensor<2x2xi32>", "1:19: tensor literal is invalid; ranks are not consistent between elements"),
        ('A', "dense<[1, 2]> : tensor<?xi32>", "1:1: elements literal type must have static shape"),
        ('A', "dense<-1> : tensor<2xui8>", "1:8: expected unsigned integer elements, but parsed negative value"),
        ('A', "dense<\"0x0102\"> : tensor<3xi8>", "1:1: elements hex data size is invalid for provided type: 'tensor<3xi8>'"),
        ('A', "dense<\"0x0100\"> : tensor<3xi1>", "1:1: elements hex data size is invalid for provided type: 'tensor<3xi1>'"),
        ('A', "dense<[true, false]> : tensor<2xi32>", "1:8: expected i1 type for 'true' or 'false' values"),
        ('A', "dense<[1.5]> : tensor<1xi32>", "1:8: expected integer elements, but parsed floating-point"),
        ('A', "dense<1> : i32", "1:1: elements literal must be a shaped type"),
        ('A', "dense<\"0x0000\"> : tensor<2xf32>", "1:1: elements hex data size is invalid for provided type: 'tensor<2xf32>'"),
        ('A', "dense<\"0xzz\"> : tensor<2xf32>", "1:7: expected string containing hex digits starting with `0x`"),
        ('A', "dense<[1, 2]> : tensor<2xcomplex<i32>>", "1:1: parsed 2 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements"),
        ('A', "affine_map<(d0, d1) -> (d0 * d1)>", "1:28: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
        ('A', "affine_map<(d0) -> (d1)>", "1:21: use of undeclared identifier"),
        ('A', "affine_map<(d0, d0) -> (d0)>", "1:17: redefinition of identifier 'd0'"),
        ('A', "affine_map<(d0) -> (d0 +)>", "1:25: missing right operand of binary operator"),
        ('A', "affine_map<(d0) -> (d0 floordiv d0)>", "1:24: non-affine expression: right operand of floordiv has to be either a constant or symbolic"),
        ('A', "affine_map<(d0) : (d0 >= 0)>", "1:12: expected AffineMap, but got IntegerSet"),
        ('A', "affine_set<(d0) -> (d0)>", "1:12: expected IntegerSet, but got AffineMap"),
        ('A', "affine_map<(d0) -> (,)>", "1:21: expected affine expression"),
        ('A', "affine_map<(d0) -> (d0 * d0 * 2)>", "1:29: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"),
        ('A', "affine_map<(d0) -> (99999999999999999999)>", "1:21: constant too large for index"),
        ('A', "strided<[a]>", "1:10: expected a 64-bit signed integer or '?'"),
        ('A', "loc(\"name\"(loc(\"f\":1:1)))", "1:12: expected location instance"),
        ('A', "loc(bogus)", "1:5: expected location instance"),
        ('A', "loc(\"f\":x)", "1:9: expected integer line number in FileLineColRange"),
        ('A', "{a = 1, a = 2}", "1:9: duplicate key 'a' in dictionary attribute"),
        ('A', "{\"\" = 1}", "1:2: expected valid attribute name"),
        ('A', "{1 = 2}", "1:2: expected attribute name"),
        ('A', "#foo.bar<(>", "1:9: unbalanced '(' character in pretty dialect name"),
        // MLIR's scanner lexes the body's strings: the error is at the last one.
        ('A', "#foo.bar<\"a\", (x >= 1)>", "1:10: unbalanced '(' character in pretty dialect name"),
        ('A', "@a::", "1:5: expected nested symbol reference identifier"),
        ('A', "@a::b", "1:5: expected nested symbol reference identifier"),
        ('A', "- x", "1:2: expected constant integer or floating point value"),
        ('A', "dense<[1, [2]]> : tensor<2xi32>", "1:14: tensor literal is invalid; ranks are not consistent between elements"),
        ('A', "array<f32: 1>", "1:12: unexpected decimal integer literal for a floating point value"),
        ('A', "array<i7: 1>", "1:7: element type bitwidth must be a multiple of 8"),
        ('A', "array<i1: 1>", "1:12: expected 'true' or 'false' values for i1 type"),
        ('T', "!llvm.array<4 x void>", "1:12: invalid array element type: '!llvm.void'"),
        ('T', "!llvm.func<void (func<void ()>)>", "1:11: invalid function argument type: '!llvm.func<void ()>'"),
        ('T', "!llvm.struct<\"a\", (void)>", "1:20: invalid LLVM structure element type: '!llvm.void'"),
        ('T', "!llvm.struct<(!baz)>", "1:19: undefined symbol alias id 'baz'"),
        ('T', "!llvm.struct<(i32, f32, !qux)>", "1:29: undefined symbol alias id 'qux'"),
        ('T', "!llvm.target<i32, 42>", "1:14: expected string"),
        ('T', "memref<256xf32, #map0>", "1:22: undefined symbol alias id 'map0'"),
        ('T', "memref<8x8xf32, #map0>", "1:22: undefined symbol alias id 'map0'"),
        ('A', "affine_set<(i)[N, M] : )", "1:23: expected '(' in integer set constraint list"),
    ];
}
