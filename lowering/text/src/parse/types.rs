//! Type parsing: builtin types, LLVM dialect types, type aliases and opaque dialect types,
//! following `mlir/lib/AsmParser/TypeParser.cpp` and the LLVM dialect's type parser.

use super::lexer::{unescape_string, TokenKind};
use super::parser::{parse_int_literal, Delimiter, PResult, Parser};
use crate::ir::{AttrData, Context, FloatKind, Signedness, Type, TypeData, DYNAMIC};
use crate::llvm_types::{self, LlvmType};
use crate::print::attrs::type_to_string;

/// Element types LLVM arrays and structs may not contain.
fn llvm_aggregate_elem_ok(ctx: &Context, t: Type) -> bool {
    !matches!(
        llvm_types::view(ctx, t),
        Some(LlvmType::Void | LlvmType::Label | LlvmType::Metadata | LlvmType::Func { .. } | LlvmType::Token)
    )
}

/// `IntegerType::kMaxWidth`.
pub const MAX_INT_WIDTH: u64 = 16_777_215;

/// Builtin type keywords that start a non-function type.
fn is_type_keyword(s: &str) -> bool {
    matches!(s, "memref" | "tensor" | "complex" | "tuple" | "vector" | "index" | "none")
        || FloatKind::from_keyword(s).is_some()
        || int_type_spelling(s).is_some()
}

/// Whether MLIR's lexer reads `s` as an integer type token (`i32`, `si8`, `ui64`).
pub(crate) fn is_int_type_spelling(s: &str) -> bool {
    int_type_spelling(s).is_some()
}

/// `i32` -> (Signless, "32"), `si8`, `ui64`; the lexer's `inttype` rule.
fn int_type_spelling(s: &str) -> Option<(Signedness, &str)> {
    let (sign, digits) = if let Some(d) = s.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = s.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = s.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((sign, digits))
}

/// Dialects that define no type in MLIR 22: `!arith.x` is an error there, not an opaque
/// type.
const NO_TYPES: &[&str] =
    &["affine", "arith", "builtin", "cf", "complex", "dlti", "func", "index", "math", "memref", "scf", "ub", "vector"];

impl<'a> Parser<'a> {
    /// A type: a function type (`(i32) -> f32`) or any other.
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.at(TokenKind::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// `None` (consuming nothing) when the current token cannot start a type.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        let t = self.peek();
        let starts = match t.kind {
            TokenKind::LParen | TokenKind::BangIdent => true,
            TokenKind::BareIdent => is_type_keyword(t.text),
            _ => false,
        };
        if !starts {
            return Ok(None);
        }
        self.parse_type().map(Some)
    }

    /// A comma-separated list of types without delimiters.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = Vec::new();
        self.parse_comma_list(Delimiter::None, "", |p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// `(t1, t2)` including the parentheses; `()` is empty.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect_msg(TokenKind::LParen, "expected '('")?;
        if self.eat(TokenKind::RParen) {
            return Ok(Vec::new());
        }
        let v = self.nested(|p| p.parse_type_list())?;
        self.expect_msg(TokenKind::RParen, "expected ')'")?;
        Ok(v)
    }

    /// `i32`, `(i32, f32)` or `()`.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        self.nested(|p| {
            let inputs = p.parse_type_list_parens()?;
            p.expect_msg(TokenKind::Arrow, "expected '->' in function type")?;
            let results = p.parse_function_result_types()?;
            Ok(p.ctx.function_type(&inputs, &results))
        })
    }

    /// A type other than a function type: dialect types and aliases (`!llvm.ptr`, `!alias`),
    /// shaped, `complex`, `tuple` and scalar builtins.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        // Kept small: this frame is on the recursion path of nested types.
        let t = self.peek();
        match t.kind {
            TokenKind::BangIdent => self.nested(|p| p.parse_extended_type()),
            TokenKind::BareIdent if matches!(t.text, "memref" | "tensor" | "vector") => self.parse_shaped_memo(),
            TokenKind::BareIdent => match t.text {
                "complex" => self.nested(|p| p.parse_complex_type()),
                "tuple" => self.nested(|p| p.parse_tuple_type()),
                _ => self.parse_scalar_type(),
            },
            _ => self.err_wrong_token("expected non-function type"),
        }
    }

    /// `memref<...>`, `tensor<...>`, `vector<...>` through the memo of already parsed type
    /// texts. The end of the text is found by matching angle brackets (skipping `->` and
    /// strings); anything unusual just parses normally.
    #[inline(never)]
    fn parse_shaped_memo(&mut self) -> PResult<Type> {
        let t = self.peek();
        let start = t.offset as usize;
        let end = shaped_text_end(self.src.as_bytes(), start + t.text.len());
        if let Some(end) = end {
            let key = self.src.get(start..end);
            let hit = key.and_then(|k| {
                self.type_memo
                    .get(k)
                    .copied()
                    .or_else(|| self.shared_type_memo.as_ref().and_then(|m| m.get(k).copied()))
            });
            if let Some(ty) = hit {
                self.skip_to(end as u32);
                return Ok(ty);
            }
        }
        let ty = match t.text {
            "memref" => self.nested(|p| p.parse_memref_type())?,
            "tensor" => self.nested(|p| p.parse_tensor_type())?,
            _ => self.nested(|p| p.parse_vector_type())?,
        };
        if let Some(end) = end {
            if self.prev_end() as usize == end {
                if let Some(k) = self.src.get(start..end) {
                    self.type_memo.insert(k, ty);
                }
            }
        }
        Ok(ty)
    }

    #[inline(never)]
    fn parse_complex_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        self.bump();
        self.expect_msg(TokenKind::Less, "expected '<' in complex type")?;
        let at = self.peek().offset;
        let elem = self.parse_type()?;
        if !matches!(ctx.type_data(elem), TypeData::Integer { .. } | TypeData::Float(_)) {
            return self.err_at(at, "invalid element type for complex");
        }
        self.expect_msg(TokenKind::Greater, "expected '>' in complex type")?;
        Ok(ctx.intern_type(TypeData::Complex(elem)))
    }

    #[inline(never)]
    fn parse_tuple_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        self.bump();
        self.expect_msg(TokenKind::Less, "expected '<' in tuple type")?;
        if self.eat(TokenKind::Greater) {
            return Ok(ctx.intern_type(TypeData::Tuple(Box::new([]))));
        }
        let elems = self.parse_type_list()?;
        self.expect_msg(TokenKind::Greater, "expected '>' in tuple type")?;
        Ok(ctx.intern_type(TypeData::Tuple(elems.into())))
    }

    /// `index`, `none`, float keywords and integer types.
    #[inline(never)]
    fn parse_scalar_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        let s = self.peek().text;
        // The common types, without going through the context's interning locks.
        let common = ctx.common();
        let fast = match s {
            "i1" => Some(common.i1),
            "i8" => Some(common.i8),
            "i16" => Some(common.i16),
            "i32" => Some(common.i32),
            "i64" => Some(common.i64),
            "f16" => Some(common.f16),
            "bf16" => Some(common.bf16),
            "f32" => Some(common.f32),
            "f64" => Some(common.f64),
            _ => None,
        };
        if let Some(t) = fast {
            self.bump();
            return Ok(t);
        }
        match s {
            "index" => {
                self.bump();
                Ok(ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(ctx.common().none)
            }
            s => {
                if let Some(k) = FloatKind::from_keyword(s) {
                    self.bump();
                    return Ok(ctx.float_type(k));
                }
                if let Some((signedness, digits)) = int_type_spelling(s) {
                    // MLIR reads the width as a 32-bit unsigned: wider spellings are
                    // "invalid", narrower ones over the limit are "limited".
                    let Ok(width) = digits.parse::<u32>().map(u64::from) else {
                        return self.err("invalid integer width");
                    };
                    if width > MAX_INT_WIDTH {
                        return self.err(format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits"));
                    }
                    self.bump();
                    return Ok(ctx.intern_type(TypeData::Integer { width: width as u32, signedness }));
                }
                self.err_wrong_token("expected non-function type")
            }
        }
    }

    // ----- shaped types -------------------------------------------------------------------

    /// MLIR's `parseXInDimensionList`: accepts `x` or an identifier starting with `x`
    /// (`xf32`), in which case lexing resumes right after the `x`.
    pub fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        let t = self.peek();
        if t.kind != TokenKind::BareIdent || !t.text.starts_with('x') {
            return self.err_wrong_token("expected 'x' in dimension list");
        }
        if t.text.len() > 1 {
            self.reset_to(t.offset + 1);
            // `reset_to` re-lexes; record the `x` as consumed for error positions.
            return Ok(());
        }
        self.bump();
        Ok(())
    }

    /// MLIR's `parseIntegerInDimensionList`: `0x4` means `0`, `x`, `4` here.
    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let t = self.peek();
        if t.kind != TokenKind::Integer {
            return self.err_wrong_token("expected integer value");
        }
        if t.text.len() > 1 && t.text.as_bytes().get(1) == Some(&b'x') {
            self.reset_to(t.offset + 1);
            return Ok(0);
        }
        match parse_int_literal(t.text).and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.err("invalid dimension"),
        }
    }

    /// `4x?x` style dimensions; with `trailing_x` every dimension is followed by an `x`.
    pub fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool, trailing_x: bool) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        let mut parse_dim = |p: &mut Self| -> PResult<()> {
            let at = p.peek().offset;
            if p.eat(TokenKind::Question) {
                if !allow_dynamic {
                    return p.err_at(at, "expected static shape");
                }
                dims.push(DYNAMIC);
            } else {
                dims.push(p.parse_integer_in_dimension_list()?);
            }
            Ok(())
        };
        if trailing_x {
            while self.at(TokenKind::Integer) || self.at(TokenKind::Question) {
                parse_dim(self)?;
                self.parse_x_in_dimension_list()?;
            }
            return Ok(dims);
        }
        if self.at(TokenKind::Integer) || self.at(TokenKind::Question) {
            parse_dim(self)?;
            while self.peek().kind == TokenKind::BareIdent && self.peek().text.starts_with('x') {
                self.parse_x_in_dimension_list()?;
                parse_dim(self)?;
            }
        }
        Ok(dims)
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let kw = self.bump().offset;
        self.expect_msg(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        while self.at(TokenKind::Integer) || self.at(TokenKind::LSquare) {
            let is_scalable = self.eat(TokenKind::LSquare);
            shape.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.eat(TokenKind::RSquare) {
                return self.err_wrong_token("missing ']' closing scalable dimension");
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let elem = self.parse_type()?;
        self.expect_msg(TokenKind::Greater, "expected '>' in vector type")?;
        let ok_elem = matches!(
            self.ctx.type_data(elem),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Opaque { .. }
        ) || llvm_types::is_ptr(self.ctx, elem);
        if !ok_elem {
            return self.err_at(kw, "failed to verify 'elementType': VectorElementTypeInterface instance");
        }
        if shape.iter().any(|d| *d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return self
                .err_at(kw, format!("vector types must have positive constant sizes but got {}", dims.join(", ")));
        }
        if !scalable.iter().any(|s| *s) {
            scalable.clear();
        }
        Ok(self.ctx.intern_type(TypeData::Vector { shape: shape.into(), scalable: scalable.into(), elem }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect_msg(TokenKind::Less, "expected '<' in tensor type")?;
        let unranked = self.eat(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true, true)?
        };
        let elem_at = self.peek().offset;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.eat(TokenKind::Comma) {
            encoding = self.parse_optional_attribute(None)?;
        }
        self.expect_msg(TokenKind::Greater, "expected '>' in tensor type")?;
        if matches!(
            self.ctx.type_data(elem),
            TypeData::Function { .. }
                | TypeData::None
                | TypeData::Tuple(_)
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ) {
            return self.err_at(elem_at, "invalid tensor element type");
        }
        if unranked {
            if encoding.is_some() {
                return self.err("cannot apply encoding to unranked tensor");
            }
            return Ok(self.ctx.intern_type(TypeData::UnrankedTensor { elem }));
        }
        Ok(self.ctx.intern_type(TypeData::RankedTensor { shape: shape.into(), elem, encoding }))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let kw = self.bump().offset;
        self.expect_msg(TokenKind::Less, "expected '<' in memref type")?;
        let unranked = self.eat(TokenKind::Star);
        let shape = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true, true)?
        };
        let elem_at = self.peek().offset;
        let elem = self.parse_type()?;
        // As MLIR 22's `BaseMemRefType::isValidElementType`: besides the builtin kinds
        // below, only types implementing `MemRefElementTypeInterface`, which no type of
        // Descent's dialects (the LLVM dialect's included) nor an opaque type does;
        // `!llvm.ppc_fp128` is a float type in MLIR.
        if !crate::llvm_types::is_ppc_fp128(self.ctx, elem)
            && matches!(
                self.ctx.type_data(elem),
                TypeData::Function { .. }
                    | TypeData::None
                    | TypeData::Tuple(_)
                    | TypeData::RankedTensor { .. }
                    | TypeData::UnrankedTensor { .. }
                    | TypeData::Dialect { .. }
                    | TypeData::Opaque { .. }
            )
        {
            return self.err_at(elem_at, "invalid memref element type");
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.eat(TokenKind::Greater) {
            self.expect_msg(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            // MLIR's `parseCommaSeparatedListUntil('>')` without an empty list.
            if self.at(TokenKind::Greater) {
                return self.err_wrong_token("expected list element");
            }
            loop {
                let attr = self.parse_attribute(None)?;
                let is_layout =
                    matches!(self.ctx.attr_data(attr), AttrData::AffineMap(_) | AttrData::StridedLayout { .. });
                if is_layout {
                    layout = Some(attr);
                    if unranked {
                        return self.err("cannot have affine map for unranked memref type");
                    }
                    if memory_space.is_some() {
                        return self.err("expected memory space to be last in memref type");
                    }
                } else if memory_space.is_some() {
                    return self.err("multiple memory spaces specified in memref type");
                } else {
                    memory_space = Some(attr);
                }
                if self.eat(TokenKind::Greater) {
                    break;
                }
                self.expect_msg(TokenKind::Comma, "expected ',' or '>'")?;
            }
        }
        // MLIR drops the default memory space (integer 0) and the identity layout.
        if let Some(ms) = memory_space {
            match self.ctx.attr_data(ms) {
                AttrData::Integer { value: 0, .. } => memory_space = None,
                AttrData::Integer { .. }
                | AttrData::String { .. }
                | AttrData::Dictionary(_)
                | AttrData::Opaque { .. }
                | AttrData::Enum { .. } => {}
                _ => return self.err_at(kw, "unsupported memory space Attribute"),
            }
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeData::UnrankedMemRef { elem, memory_space }));
        }
        if let Some(l) = layout {
            match self.ctx.attr_data(l) {
                AttrData::AffineMap(m) => {
                    if m.num_dims as usize != shape.len() {
                        return self.err_at(
                            kw,
                            format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                shape.len(),
                                m.num_dims
                            ),
                        );
                    }
                    if m.is_identity() {
                        layout = None;
                    }
                }
                AttrData::StridedLayout { strides, .. } if strides.len() != shape.len() => {
                    return self.err_at(kw, "expected the number of strides to match the rank");
                }
                _ => {}
            }
        }
        Ok(self.ctx.intern_type(TypeData::MemRef { shape: shape.into(), elem, layout, memory_space }))
    }

    // ----- `!` types ----------------------------------------------------------------------

    /// Scans a dialect symbol body starting at the `<` at `start` (MLIR's
    /// `parseDialectSymbolBody`): balanced `<>`, `()`, `[]`, `{}` and string literals, with
    /// `->` not closing a `<`. Returns the byte offset just past the body and resumes lexing
    /// there.
    pub fn scan_dialect_body(&mut self, start: u32) -> PResult<u32> {
        let bytes = self.src.as_bytes();
        let mut i = start as usize;
        let mut stack: Vec<u8> = Vec::new();
        // MLIR lexes the body's string literals as tokens: its errors point at the last one.
        let mut last_string: Option<u32> = None;
        loop {
            let Some(&c) = bytes.get(i) else {
                return match stack.last() {
                    Some(open) => self.scan_err(
                        last_string,
                        format!("unbalanced '{}' character in pretty dialect name", *open as char),
                    ),
                    None => self.scan_err(last_string, "unexpected nul or EOF in pretty dialect name"),
                };
            };
            i += 1;
            match c {
                0 => {
                    return match stack.last() {
                        Some(open) => self.scan_err(
                            last_string,
                            format!("unbalanced '{}' character in pretty dialect name", *open as char),
                        ),
                        None => self.scan_err(last_string, "unexpected nul or EOF in pretty dialect name"),
                    }
                }
                b'<' | b'[' | b'(' | b'{' => {
                    if stack.len() >= super::parser::MAX_NESTING as usize {
                        return self.scan_err(last_string, "exceeded maximum nesting depth in pretty dialect name");
                    }
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if bytes.get(i) == Some(&b'>') {
                        i += 1;
                    }
                    continue;
                }
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    match stack.last() {
                        Some(&o) if o == open => {
                            stack.pop();
                        }
                        Some(&o) => {
                            return self.scan_err(
                                last_string,
                                format!("unbalanced '{}' character in pretty dialect name", o as char),
                            );
                        }
                        None => return self.scan_err(last_string, "unbalanced character in pretty dialect name"),
                    }
                }
                b'"' => {
                    last_string = Some(i as u32 - 1);
                    // Skip a string literal with the lexer's escape rules.
                    loop {
                        match bytes.get(i) {
                            None | Some(b'\n') | Some(0x0b) | Some(0x0c) => {
                                return self.err_at(i as u32, "expected '\"' in string literal");
                            }
                            Some(b'"') => {
                                i += 1;
                                break;
                            }
                            Some(b'\\') => i += 2,
                            Some(_) => i += 1,
                        }
                    }
                }
                _ => continue,
            }
            if stack.is_empty() {
                break;
            }
        }
        let end = i.min(bytes.len()) as u32;
        self.reset_to(end);
        Ok(end)
    }

    /// An error of `scan_dialect_body`: at the body's last string literal, if any.
    fn scan_err<T>(&self, last_string: Option<u32>, msg: impl Into<String>) -> PResult<T> {
        match last_string {
            Some(at) => self.err_at(at, msg),
            None => self.err(msg),
        }
    }

    /// `!alias`, `!llvm.*`, or an opaque `!dialect.name<...>` / `!dialect<...>`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let t = self.bump();
        let ident = t.ident_body();
        let has_body = self.at(TokenKind::Less) && self.peek().offset == t.end();
        let (dialect, rest) = match ident.split_once('.') {
            Some((d, r)) => (d, Some(r)),
            None => (ident, None),
        };
        if rest.is_none() && !has_body {
            return match self.type_alias(ident) {
                Some(ty) => Ok(ty),
                None => self.err_wrong_token(format!("undefined symbol alias id '{ident}'")),
            };
        }
        if dialect == "llvm" {
            if let Some(mnemonic) = rest {
                return self.parse_llvm_type_body(mnemonic, t.offset, has_body);
            }
        }
        // Keep the body verbatim: `bar<...>` for `!foo.bar<...>`, `<...>` for `!foo<...>`.
        let body_start = match rest {
            Some(_) => t.offset as usize + 1 + dialect.len() + 1,
            None => t.end() as usize,
        };
        // DLTI is always loaded in MLIR (Descent keeps its attributes without registering it).
        if NO_TYPES.contains(&dialect) && (dialect == "dlti" || self.ctx.is_dialect_registered(dialect)) {
            return self.err_at(body_start as u32, format!("dialect '{dialect}' provides no type parsing hook"));
        }
        let end = if has_body { self.scan_dialect_body(self.peek().offset)? as usize } else { t.end() as usize };
        let body = self.expand_aliases_in_body(self.src.get(body_start..end).unwrap_or(""));
        Ok(self.ctx.intern_type(TypeData::Opaque { dialect: self.ctx.ident(dialect), body: body.as_ref().into() }))
    }

    /// The LLVM dialect type named `mnemonic` at the top level (`!llvm.mnemonic`), whose
    /// `<...>` body, if any, is the current token.
    fn parse_llvm_type_body(&mut self, mnemonic: &str, at: u32, has_body: bool) -> PResult<Type> {
        if is_builtin_type_keyword(mnemonic) {
            // MLIR's LLVM type parser reads a builtin type where it wants a keyword: the
            // type's own errors first, then this one, at the body.
            let body_at = at + "!llvm.".len() as u32;
            self.reset_to(body_at);
            self.parse_type()?;
            return self.err_at(body_at, "unexpected type, expected keyword");
        }
        if !has_body {
            match mnemonic {
                "array" | "struct" | "func" | "target" => return self.err_wrong_token("expected '<'"),
                // Without an adjacent `<`, a following `<` is not part of the type.
                "ptr" => return Ok(llvm_types::ptr(self.ctx, 0)),
                _ => {}
            }
        }
        match self.parse_llvm_keyword_type(mnemonic, at)? {
            Some(t) => Ok(t),
            None => self.err_at(at + "!llvm.".len() as u32, format!("unknown LLVM type: {mnemonic}")),
        }
    }

    /// A type nested in an LLVM type: any MLIR type, or an LLVM type keyword without the
    /// `!llvm.` prefix (`ptr`, `array<...>`, ...).
    pub fn parse_llvm_nested_type(&mut self) -> PResult<Type> {
        if let Some(t) = self.parse_optional_type()? {
            return Ok(t);
        }
        let t = self.peek();
        if t.kind != TokenKind::BareIdent {
            return self.err_wrong_token("expected valid keyword");
        }
        self.bump();
        match self.nested(|p| p.parse_llvm_keyword_type(t.text, t.offset))? {
            Some(ty) => Ok(ty),
            None => self.err_at(t.offset, format!("unknown LLVM type: {}", t.text)),
        }
    }

    /// Parses what follows the keyword of an LLVM type; `None` for an unknown keyword
    /// (nothing consumed then).
    fn parse_llvm_keyword_type(&mut self, kw: &str, at: u32) -> PResult<Option<Type>> {
        let ctx = self.ctx;
        let t = match kw {
            "void" => llvm_types::void(ctx),
            "token" => llvm_types::token(ctx),
            "label" => llvm_types::label(ctx),
            "metadata" => llvm_types::metadata(ctx),
            "x86_amx" => llvm_types::x86_amx(ctx),
            "ppc_fp128" => ctx.intern_type(TypeData::Opaque { dialect: ctx.ident("llvm"), body: "ppc_fp128".into() }),
            "ptr" => self.parse_llvm_ptr()?,
            "array" => self.nested(|p| p.parse_llvm_array(at))?,
            "func" => self.nested(|p| p.parse_llvm_func())?,
            "struct" => self.nested(|p| p.parse_llvm_struct_body())?,
            "target" => self.nested(|p| p.parse_llvm_target())?,
            _ => return Ok(None),
        };
        Ok(Some(t))
    }

    #[inline(never)]
    fn parse_llvm_ptr(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        let mut addr_space = 0u32;
        if self.eat(TokenKind::Less) {
            // A typed pointer of older MLIRs (`!llvm.ptr<i8>`) fails here; MLIR's generated
            // parser adds the failed parameter, where parsing stopped.
            let int_at = self.peek().offset;
            let parsed = self.parse_integer().and_then(|v| match i64::try_from(v) {
                // Parsed into a 32-bit integer as MLIR does, so `-1` wraps.
                Ok(v) if (-(1i64 << 32)..(1i64 << 32)).contains(&v) => Ok(v as u32),
                _ => self.err_at(int_at, "integer value too large"),
            });
            addr_space = match parsed {
                Ok(v) => v,
                Err(mut first) => {
                    let then = "failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`";
                    if let Err(second) = self.err_at::<()>(self.peek().offset, then) {
                        first.notes.push(*second);
                    }
                    return Err(first);
                }
            };
            self.expect(TokenKind::Greater, "'>'")?;
        }
        Ok(llvm_types::ptr(ctx, addr_space))
    }

    #[inline(never)]
    fn parse_llvm_array(&mut self, at: u32) -> PResult<Type> {
        let ctx = self.ctx;
        let lt = self.peek().offset;
        self.expect(TokenKind::Less, "'<'")?;
        let n = self.parse_integer()?;
        let Ok(len) = u64::try_from(n) else {
            return self.err_at(at, "invalid array length");
        };
        if !self.eat_keyword("x") {
            return self.err("expected 'x'");
        }
        let elem = self.parse_llvm_nested_type()?;
        self.expect(TokenKind::Greater, "'>'")?;
        if !llvm_aggregate_elem_ok(ctx, elem) {
            return self.err_at(lt, format!("invalid array element type: '{}'", type_to_string(ctx, elem)));
        }
        Ok(llvm_types::array(ctx, elem, len))
    }

    #[inline(never)]
    fn parse_llvm_func(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        let lt = self.peek().offset;
        self.expect(TokenKind::Less, "'<'")?;
        let ret = self.parse_llvm_nested_type()?;
        self.expect(TokenKind::LParen, "'('")?;
        let mut params = Vec::new();
        let mut var_arg = false;
        if !self.eat(TokenKind::RParen) {
            loop {
                if self.eat(TokenKind::Ellipsis) {
                    var_arg = true;
                    self.expect(TokenKind::RParen, "')'")?;
                    break;
                }
                params.push(self.parse_llvm_nested_type()?);
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "','")?;
            }
        }
        self.expect(TokenKind::Greater, "'>'")?;
        if matches!(llvm_types::view(ctx, ret), Some(LlvmType::Func { .. } | LlvmType::Metadata | LlvmType::Label)) {
            return self.err_at(lt, format!("invalid function result type: '{}'", type_to_string(ctx, ret)));
        }
        if let Some(bad) =
            params.iter().find(|p| matches!(llvm_types::view(ctx, **p), Some(LlvmType::Func { .. } | LlvmType::Void)))
        {
            return self.err_at(lt, format!("invalid function argument type: '{}'", type_to_string(ctx, *bad)));
        }
        Ok(llvm_types::func(ctx, ret, &params, var_arg))
    }

    #[inline(never)]
    fn parse_llvm_target(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        self.expect(TokenKind::Less, "'<'")?;
        let name = match self.parse_string() {
            Ok(n) => n,
            // MLIR's generated parser adds the failed parameter, where parsing stopped.
            Err(mut first) => {
                let then =
                    "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`";
                if let Err(second) = self.err_at::<()>(self.peek().offset, then) {
                    first.notes.push(*second);
                }
                return Err(first);
            }
        };
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(TokenKind::Comma) {
            if self.at(TokenKind::Integer) {
                let v = self.parse_integer()?;
                match u32::try_from(v) {
                    Ok(v) => ints.push(v),
                    Err(_) => return self.err("integer value too large"),
                }
            } else {
                if !ints.is_empty() {
                    return self.err("failed to parse parameter list for target extension type");
                }
                types.push(self.parse_llvm_nested_type()?);
            }
        }
        self.expect(TokenKind::Greater, "'>'")?;
        Ok(llvm_types::target_ext(ctx, &name, &types, &ints))
    }

    /// `<"name", (...)>`, `<"name", opaque>`, `<"name">`, `<packed (...)>`, `<(...)>`.
    fn parse_llvm_struct_body(&mut self) -> PResult<Type> {
        let struct_at = self.prev_end();
        self.expect(TokenKind::Less, "'<'")?;
        let mut name = None;
        if self.at(TokenKind::String) {
            name = Some(unescape_string(self.bump().text));
            if self.at(TokenKind::Greater) {
                // A reference to an enclosing identified struct by name only.
                let n = name.as_deref().unwrap_or("");
                if !self.llvm_struct_names.iter().any(|s| s == n) {
                    return self.err("struct without a body only allowed in a recursive struct");
                }
                self.bump();
                return Ok(llvm_types::identified_struct(self.ctx, n, false, None));
            }
            self.expect(TokenKind::Comma, "','")?;
            if self.eat_keyword("opaque") {
                self.expect(TokenKind::Greater, "'>'")?;
                let n = name.clone().unwrap_or_default();
                if let Some((_, Some(_))) = self.llvm_identified.get(&n) {
                    return self.err_at(struct_at, "redeclaring defined struct as opaque");
                }
                let ty = llvm_types::identified_struct(self.ctx, &n, false, None);
                self.llvm_identified.entry(n).or_insert((false, None));
                return Ok(ty);
            }
        }
        if name.is_none() && self.at_keyword("opaque") {
            return self.err("only identified structs can be opaque");
        }
        let packed = self.eat_keyword("packed");
        self.expect(TokenKind::LParen, "'('")?;
        if let Some(n) = &name {
            self.llvm_struct_names.push(n.clone());
        }
        let fields = self.parse_llvm_struct_fields();
        if name.is_some() {
            self.llvm_struct_names.pop();
        }
        let fields = fields?;
        self.expect(TokenKind::Greater, "'>'")?;
        if let Some(n) = &name {
            // Identified structs are unique by name: one body per name.
            match self.llvm_identified.get(n) {
                Some((p, Some(b))) if *p == packed && **b == *fields => {}
                Some(_) => return self.err_at(struct_at, "identified type already used with a different body"),
                None => {
                    self.llvm_identified.insert(n.clone(), (packed, Some(fields.clone().into())));
                }
            }
        }
        Ok(match &name {
            Some(n) => llvm_types::identified_struct(self.ctx, n, packed, Some(&fields)),
            None => llvm_types::literal_struct(self.ctx, &fields, packed),
        })
    }

    /// The field types of a struct body up to and including the `)`.
    fn parse_llvm_struct_fields(&mut self) -> PResult<Vec<Type>> {
        let mut fields = Vec::new();
        if !self.eat(TokenKind::RParen) {
            loop {
                let at = self.peek().offset;
                let f = self.parse_llvm_nested_type()?;
                if !llvm_aggregate_elem_ok(self.ctx, f) {
                    return self
                        .err_at(at, format!("invalid LLVM structure element type: '{}'", type_to_string(self.ctx, f)));
                }
                fields.push(f);
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "','")?;
            }
        }
        Ok(fields)
    }
}

/// Byte offset just past the `>` closing the `<` that starts at `from` (after optional
/// spaces), or `None` when the text is not simple enough to scan.
fn shaped_text_end(src: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    if src.get(i) != Some(&b'<') {
        return None;
    }
    let mut depth = 0usize;
    while let Some(&c) = src.get(i) {
        match c {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
            b'"' | b'\n' | b'/' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether `kw` lexes as the start of a builtin type (`f32`, `i8`, `index`, `vector`, ...)
/// rather than as a bare keyword.
fn is_builtin_type_keyword(kw: &str) -> bool {
    let int_width = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    matches!(kw, "index" | "none" | "tensor" | "vector" | "memref" | "complex" | "tuple")
        || crate::ir::FloatKind::ALL.iter().any(|k| k.keyword() == kw)
        || kw.strip_prefix('i').is_some_and(int_width)
        || kw.strip_prefix("si").is_some_and(int_width)
        || kw.strip_prefix("ui").is_some_and(int_width)
}
