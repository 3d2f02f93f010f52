//! Attribute and location parsing, following `mlir/lib/AsmParser/AttributeParser.cpp` and
//! `LocationParser.cpp`: literals with MLIR's range rules, arrays, dictionaries, symbol
//! references, dense elements and dense arrays, affine maps/sets, strided layouts,
//! locations, aliases, and dialect attributes (through the hook, else kept verbatim).

use super::lexer::{unescape_string, Token, TokenKind};
use super::parser::{parse_int_literal, symbol_ref_text, Delimiter, PResult, Parser};
use crate::ir::{
    AttrData, AttrSyntax, Attribute, DenseValues, FloatKind, Ident, Location, Signedness, Type, TypeData, DYNAMIC,
};
use crate::print::attrs::type_to_string;

/// Element type classes that dense literals distinguish.
enum ElemClass {
    /// Integer (width, signedness) or index (64, Signed).
    Int(u32, Signedness, bool),
    Float(FloatKind),
    Other,
}

fn elem_class(ctx: &crate::ir::Context, ty: Type) -> ElemClass {
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => ElemClass::Int(*width, *signedness, false),
        TypeData::Index => ElemClass::Int(64, Signedness::Signed, true),
        TypeData::Float(k) => ElemClass::Float(*k),
        _ => ElemClass::Other,
    }
}

/// MLIR's `buildAttributeAPInt`: the value of an integer literal in a type of `width` bits,
/// or `None` if it does not fit. Signless and signed values are returned sign-extended,
/// unsigned ones zero-extended (a `ui128` value above `i128::MAX` wraps).
pub fn build_int_value(
    width: u32,
    signedness: Signedness,
    is_index: bool,
    negative: bool,
    spelling: &str,
) -> Option<i128> {
    let mag: u128 = if let Some(hex) = spelling.strip_prefix("0x") {
        u128::from_str_radix(hex, 16).ok()?
    } else {
        spelling.parse::<u128>().ok()?
    };
    let w = width.min(128);
    if w < 128 && (mag >> w) != 0 {
        return None;
    }
    if w == 0 {
        return if negative || mag != 0 { None } else { Some(0) };
    }
    let sign_limit: u128 = 1u128 << (w - 1);
    if negative {
        // The negated value must have its sign bit set: 1 ..= 2^(w-1).
        if mag == 0 || mag > sign_limit {
            return None;
        }
        return Some((mag as i128).wrapping_neg());
    }
    if (signedness == Signedness::Signed || is_index) && mag >= sign_limit {
        return None;
    }
    if signedness == Signedness::Unsigned {
        return Some(mag as i128);
    }
    // Signless: reinterpret the w-bit pattern as signed.
    if mag >= sign_limit {
        if w == 128 {
            return Some(mag as i128);
        }
        return Some(mag as i128 - (1i128 << w));
    }
    Some(mag as i128)
}

impl<'a> Parser<'a> {
    /// An attribute, with MLIR's errors when none starts here. `ty` is the type the context
    /// fixes for a literal (no `: type` suffix is then read); without it a literal takes its
    /// `: type` suffix or the default (`i64`, `f64`).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.parse_optional_attribute(ty)? {
            Some(a) => Ok(a),
            None => {
                if self.at(TokenKind::Hash) {
                    return self.err("invalid attribute name");
                }
                self.err_wrong_token("expected attribute value")
            }
        }
    }

    /// `None` (consuming nothing) when the current token cannot start an attribute.
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>> {
        // Kept small: this frame is on the recursion path of nested attributes, so the
        // bulky cases live in their own (non-inlined) functions.
        let t = self.peek();
        let a = match t.kind {
            TokenKind::LSquare => self.nested(|p| p.parse_array_attr())?,
            TokenKind::LBrace => self.nested(|p| p.parse_dict_attr())?,
            TokenKind::HashIdent => self.nested(|p| p.parse_extended_attr(ty))?,
            TokenKind::Float => self.parse_float_attr(ty, false)?,
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, false)?,
            TokenKind::Minus => self.parse_negative_attr(ty)?,
            TokenKind::String => self.parse_string_attr(ty)?,
            TokenKind::AtIdent => self.parse_symbol_ref()?,
            TokenKind::BareIdent => match t.text {
                "unit" | "true" | "false" | "affine_map" | "affine_set" | "array" | "strided" | "loc" | "distinct"
                | "sparse" => self.nested(|p| p.parse_keyword_attr(ty))?,
                "dense_resource" => self.parse_dense_resource(ty)?,
                "dense" => self.nested(|p| p.parse_dense_elements(ty))?,
                _ => return self.parse_optional_type_attr(),
            },
            _ => return self.parse_optional_type_attr(),
        };
        Ok(Some(a))
    }

    #[inline(never)]
    fn parse_optional_type_attr(&mut self) -> PResult<Option<Attribute>> {
        Ok(self.parse_optional_type()?.map(|t| self.ctx.type_attr(t)))
    }

    #[inline(never)]
    fn parse_array_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        let mut elems = Vec::new();
        if !self.eat(TokenKind::RSquare) {
            loop {
                elems.push(self.parse_attribute(None)?);
                if self.eat(TokenKind::RSquare) {
                    break;
                }
                self.expect_msg(TokenKind::Comma, "expected ',' or ']'")?;
            }
        }
        Ok(self.ctx.array_attr(&elems))
    }

    #[inline(never)]
    fn parse_dict_attr(&mut self) -> PResult<Attribute> {
        let mut entries = Vec::new();
        self.parse_attr_dict(&mut entries)?;
        Ok(self.ctx.dictionary(&entries))
    }

    #[inline(never)]
    fn parse_negative_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.bump();
        match self.peek().kind {
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, true),
            TokenKind::Float => self.parse_float_attr(ty, true),
            _ => self.err_wrong_token("expected constant integer or floating point value"),
        }
    }

    #[inline(never)]
    fn parse_string_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let value = unescape_string(self.bump().text);
        let mut sty = ty;
        if sty.is_none() && self.eat(TokenKind::Colon) {
            sty = Some(self.parse_type()?);
        }
        // A string of type `none` is the plain string (what a format's StrAttr reads).
        if sty == Some(self.ctx.common().none) {
            sty = None;
        }
        Ok(self.ctx.intern_attr(AttrData::String { value: value.into(), ty: sty }))
    }

    #[inline(never)]
    fn parse_keyword_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        let t = self.peek();
        Ok(match t.text {
            "unit" => {
                self.bump();
                ctx.unit_attr()
            }
            "true" | "false" => {
                self.bump();
                ctx.bool_attr(t.text == "true")
            }
            "affine_map" | "affine_set" => {
                self.bump();
                let is_map = t.text == "affine_map";
                let what = if is_map { "affine map" } else { "integer set" };
                self.expect_msg(TokenKind::Less, &format!("expected '<' in {what}"))?;
                let a = if is_map {
                    AttrData::AffineMap(self.parse_affine_map_body()?)
                } else {
                    AttrData::IntegerSet(self.parse_integer_set_body()?)
                };
                self.expect_msg(TokenKind::Greater, &format!("expected '>' in {what}"))?;
                ctx.intern_attr(a)
            }
            "array" => self.parse_dense_array()?,
            "strided" => self.parse_strided_layout()?,
            "loc" => {
                // A location used as an attribute value gets an alias (`#loc`) even when
                // op locations are not printed: the printer must walk for it.
                ctx.note_may_alias();
                self.parse_location()?
            }
            _ => self.parse_verbatim_builtin(ty)?,
        })
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let t = self.bump();
        let root = self.ctx.ident(&symbol_ref_text(t.text));
        let mut nested: Vec<Ident> = Vec::new();
        while self.at(TokenKind::Colon) && self.peek_nth(1).kind == TokenKind::Colon {
            self.bump();
            self.bump();
            let n = self.peek();
            if n.kind != TokenKind::AtIdent {
                return self.err("expected nested symbol reference identifier");
            }
            self.bump();
            nested.push(self.ctx.ident(&symbol_ref_text(n.text)));
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef { root, nested: nested.into() }))
    }

    /// `dense_resource<handle> : type`: a shaped type's elements held by a resource blob.
    #[inline(never)]
    fn parse_dense_resource(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.bump();
        self.expect_msg(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let handle = self.parse_resource_key()?;
        self.expect_msg(TokenKind::Greater, "expected '>'")?;
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect_msg(TokenKind::Colon, "expected ':'")?;
                let at = self.peek().offset;
                let t = self.parse_type()?;
                if !matches!(
                    self.ctx.type_data(t),
                    TypeData::RankedTensor { .. } | TypeData::Vector { .. } | TypeData::MemRef { .. }
                ) {
                    return self.err_at(at, "`dense_resource` expected a shaped type");
                }
                t
            }
        };
        let handle = self.ctx.ident(&handle);
        // The printer's alias walk collects the handles whose blobs it prints.
        self.ctx.note_may_alias();
        Ok(self.ctx.intern_attr(AttrData::DenseResource { handle, ty }))
    }

    /// `distinct[0]<...>`, `sparse<...>`, `dense_resource<...>`: kept as the source text
    /// (an `Opaque` attribute with an empty dialect name).
    fn parse_verbatim_builtin(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.bump();
        if kw.text == "distinct" {
            return self.parse_distinct(kw);
        }
        if kw.text == "sparse" {
            return self.parse_sparse(kw, ty);
        }
        if !self.at(TokenKind::Less) {
            return self.err_wrong_token(format!("expected '<' after '{}'", kw.text));
        }
        let lt = self.peek().offset;
        let mut end = self.scan_dialect_body(lt)?;
        if kw.text != "distinct" && ty.is_none() && self.eat(TokenKind::Colon) {
            self.parse_type()?;
            end = self.prev_end();
        }
        let body = self.expand_aliases_in_body(self.src.get(kw.offset as usize..end as usize).unwrap_or(""));
        Ok(self.ctx.intern_attr(AttrData::Opaque { dialect: self.ctx.ident(""), body: body.as_ref().into() }))
    }

    /// `distinct[N]<attr>` (the `distinct` keyword consumed): kept as its source text, since
    /// the printer renumbers the IDs; the referenced attribute is parsed to check it, and a
    /// repeated ID must reference the same attribute, as in MLIR.
    fn parse_distinct(&mut self, kw: Token<'a>) -> PResult<Attribute> {
        // Printed renumbered, which the alias walk does.
        self.ctx.note_may_alias();
        self.expect_msg(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return self.err("expected distinct ID");
        }
        let id_tok = self.bump();
        let Some(id) = parse_int_literal(id_tok.text).and_then(|v| u64::try_from(v).ok()) else {
            return self.err("expected an unsigned 64-bit integer");
        };
        self.expect_msg(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect_msg(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.eat(TokenKind::Greater) {
            self.ctx.common().unit
        } else {
            let a = self.parse_attribute(None)?;
            self.expect_msg(TokenKind::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        match self.distinct_ids.get(&id) {
            Some(&prev) if prev != referenced => {
                return self.err_at(
                    kw.offset,
                    format!(
                        "referenced attribute does not match previous definition: {}",
                        crate::print::attrs::attr_to_string(self.ctx, prev)
                    ),
                );
            }
            Some(_) => {}
            None => {
                self.distinct_ids.insert(id, referenced);
            }
        }
        // The text MLIR prints: a unit attribute as nothing (`distinct[0]<>`).
        if referenced == self.ctx.common().unit {
            return Ok(self.verbatim_builtin(&format!("distinct[{id}]<>")));
        }
        let text = format!("distinct[{id}]<{}>", crate::print::attrs::attr_to_string(self.ctx, referenced));
        let a = self.verbatim_builtin(&text);
        crate::print::aliases::record_distinct_reference(self.ctx, a, referenced);
        Ok(a)
    }

    /// One literal of `sparse<indices, values>`: a `[...]` list or a single element.
    fn parse_sparse_literal(&mut self) -> PResult<DenseLiteral<'a>> {
        let mut lit = DenseLiteral { elems: Vec::new(), shape: Vec::new(), hex: None };
        if self.at(TokenKind::LSquare) {
            let mut shape = Vec::new();
            self.parse_dense_list(&mut lit, &mut shape)?;
            lit.shape = shape;
        } else {
            self.parse_dense_element(&mut lit)?;
        }
        Ok(lit)
    }

    /// `sparse<indices, values> : type` (the keyword consumed), as MLIR's
    /// `parseSparseElementsAttr` and `SparseElementsAttr::verify`. Kept as an `Opaque`
    /// attribute holding the text MLIR prints (a single index or value prints as a splat).
    fn parse_sparse(&mut self, kw: Token<'a>, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        self.expect_msg(TokenKind::Less, "expected '<' after 'sparse'")?;
        let literals = if self.eat(TokenKind::Greater) {
            None
        } else {
            let indices = self.parse_sparse_literal()?;
            self.expect_msg(TokenKind::Comma, "expected ','")?;
            let values = self.parse_sparse_literal()?;
            self.expect_msg(TokenKind::Greater, "expected '>'")?;
            Some((indices, values))
        };
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect_msg(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let (shape, elem) = match ctx.type_data(ty) {
            TypeData::RankedTensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } => (shape.clone(), *elem),
            TypeData::UnrankedTensor { .. } => {
                return self.err_at(kw.offset, "elements literal type must have static shape")
            }
            _ => return self.err_at(kw.offset, "elements literal must be a shaped type"),
        };
        if shape.contains(&DYNAMIC) {
            return self.err_at(kw.offset, "elements literal type must have static shape");
        }
        let ty_text = type_to_string(ctx, ty);
        let Some((indices, values)) = literals else {
            return Ok(ctx.intern_attr(AttrData::Sparse { body: "sparse<>".into(), ty }));
        };
        let rank = shape.len() as i64;
        let (ind_shape, val_shape, ind_attr, val_attr, indices) =
            self.sparse_parts(kw.offset, shape.len(), elem, indices, values)?;
        if val_shape.len() != 1 {
            return self.err_at(kw.offset, "expected 1-d tensor for sparse element values");
        }
        let fmt = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        let shape_ok = match ind_shape.len() {
            2 => ind_shape[1] == rank,
            1 => rank == 1,
            _ => false,
        } && ind_shape[0] == val_shape[0];
        if !shape_ok {
            return self.err_at(
                kw.offset,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    fmt(&shape),
                    fmt(&ind_shape),
                    fmt(&val_shape)
                ),
            );
        }
        let r = rank as usize;
        // Every index lies within the shape (read as unsigned, as MLIR does).
        for (n, index) in indices.iter().enumerate() {
            if index.len() != r || index.iter().zip(&shape).any(|(&i, &d)| i >= d as u64) {
                let list = index.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
                return self.err_at(
                    kw.offset,
                    format!(
                        "sparse index #{n} is not contained within the value shape, with index=[{list}], and type='{ty_text}'"
                    ),
                );
            }
        }
        // The text MLIR prints: each part as the body of its dense attribute.
        let body = |a: Attribute| {
            let t = crate::print::attrs::attr_to_string(ctx, a);
            let inner = t.strip_prefix("dense<").and_then(|r| r.rsplit_once("> : ")).map(|(b, _)| b.to_string());
            inner.unwrap_or(t)
        };
        let body = format!("sparse<{}, {}>", body(ind_attr), body(val_attr));
        Ok(ctx.intern_attr(AttrData::Sparse { body: body.into(), ty }))
    }

    /// The pieces of `sparse<indices, values>` for a type of rank `rank` and element type
    /// `elem`: the shapes of the two literals as MLIR infers them (a single index stands
    /// for every dim, a single value for each index), both as dense attributes, and the
    /// indices one list per stored value (read as unsigned, as MLIR does).
    #[allow(clippy::type_complexity)]
    fn sparse_parts(
        &mut self,
        at: u32,
        rank: usize,
        elem: Type,
        indices: DenseLiteral<'a>,
        values: DenseLiteral<'a>,
    ) -> PResult<(Vec<i64>, Vec<i64>, Attribute, Attribute, Vec<Vec<u64>>)> {
        let ctx = self.ctx;
        let i64_ty = ctx.integer_type(64);
        let ind_splat = indices.shape.is_empty();
        let ind_shape = if ind_splat { vec![1, rank as i64] } else { indices.shape.clone() };
        let val_shape = if values.shape.is_empty() { vec![ind_shape[0]] } else { values.shape.clone() };
        let tensor =
            |s: &[i64], e: Type| ctx.intern_type(TypeData::RankedTensor { shape: s.into(), elem: e, encoding: None });
        let count = |s: &[i64]| s.iter().try_fold(1i64, |a, d| a.checked_mul(*d)).unwrap_or(i64::MAX);
        let ind_ty = tensor(&ind_shape, i64_ty);
        let ind_attr = self.dense_attr_from_literal(at, ind_ty, &ind_shape, count(&ind_shape), i64_ty, indices)?;
        let val_ty = tensor(&val_shape, elem);
        let val_attr = self.dense_attr_from_literal(at, val_ty, &val_shape, count(&val_shape), elem, values)?;
        let idx: Vec<u64> = match ctx.attr_data(ind_attr) {
            // (Equal indices make a splat: one value for all.)
            AttrData::DenseElements { values: DenseValues::Int(v), splat: true, .. } => {
                vec![v.first().map_or(0, |&x| x as u64); count(&ind_shape).max(0) as usize]
            }
            AttrData::DenseElements { values: DenseValues::Int(v), .. } => v.iter().map(|&x| x as u64).collect(),
            _ => Vec::new(),
        };
        let list: Vec<Vec<u64>> = if ind_splat {
            vec![vec![idx.first().copied().unwrap_or(0); rank]]
        } else if rank == 0 {
            vec![Vec::new(); ind_shape.first().copied().unwrap_or(0).max(0) as usize]
        } else {
            idx.chunks(rank).map(|c| c.to_vec()).collect()
        };
        Ok((ind_shape, val_shape, ind_attr, val_attr, list))
    }

    /// A builtin attribute Descent keeps as the text it prints.
    fn verbatim_builtin(&self, text: &str) -> Attribute {
        self.ctx.intern_attr(AttrData::Opaque { dialect: self.ctx.ident(""), body: text.into() })
    }

    // ----- numbers ------------------------------------------------------------------------

    /// An integer literal (current token) as an integer or (hex) float attribute.
    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.bump();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.eat(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.common().i64
                }
            }
        };
        match elem_class(self.ctx, ty) {
            ElemClass::Float(k) => {
                let v = self.float_from_int_literal(tok, negative, k)?;
                Ok(self.ctx.intern_attr(AttrData::Float { ty, bits: v.to_bits() }))
            }
            ElemClass::Int(width, signedness, is_index) => {
                if negative && signedness == Signedness::Unsigned {
                    return self.err_at(tok.offset, "negative integer literal not valid for unsigned integer type");
                }
                if width > 128 && !is_index {
                    let Some(words) = crate::wide_int::parse_words(width, signedness, negative, tok.text) else {
                        return self.err_at(tok.offset, "integer constant out of range for attribute");
                    };
                    let unsigned = signedness == Signedness::Unsigned;
                    return Ok(match crate::wide_int::to_i128(&words, width, unsigned) {
                        Some(v) => self.ctx.integer_attr(ty, v),
                        None => self.ctx.intern_attr(AttrData::WideInteger { ty, words: words.into() }),
                    });
                }
                let Some(v) = build_int_value(width, signedness, is_index, negative, tok.text) else {
                    return self.err_at(tok.offset, "integer constant out of range for attribute");
                };
                if width == 1 && signedness == Signedness::Signless {
                    return Ok(self.ctx.bool_attr(v != 0));
                }
                Ok(self.ctx.integer_attr(ty, v))
            }
            ElemClass::Other => self.err_at(tok.offset, "integer literal not valid for specified type"),
        }
    }

    /// MLIR's `parseFloatFromIntegerLiteral`: only hex bit patterns denote floats.
    fn float_from_int_literal(&self, tok: Token<'a>, negative: bool, kind: FloatKind) -> PResult<f64> {
        let is_hex = tok.text.len() > 1 && tok.text.as_bytes().get(1) == Some(&b'x');
        if !is_hex {
            let d = crate::diag::Diagnostic::error(
                self.loc_at(tok.offset),
                "unexpected decimal integer literal for a floating point value",
            )
            .with_note(self.loc_at(tok.offset), "add a trailing dot to make the literal a float");
            return Err(Box::new(d));
        }
        if negative {
            return self.err_at(tok.offset, "hexadecimal float literal should not have a leading minus");
        }
        let bits = tok.text.get(2..).and_then(|h| {
            let h = h.trim_start_matches('0');
            if h.len() > 32 {
                None
            } else if h.is_empty() {
                Some(0u128)
            } else {
                u128::from_str_radix(h, 16).ok()
            }
        });
        let width = kind.layout().bits;
        match bits {
            Some(b) if width >= 128 || b >> width == 0 => Ok(kind.from_bits(b)),
            _ => self.err_at(tok.offset, "hexadecimal float constant out of range for type"),
        }
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.bump();
        let v = parse_float_text(tok.text);
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.eat(TokenKind::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.common().f64
                }
            }
        };
        let TypeData::Float(kind) = self.ctx.type_data(ty) else {
            return self.err("floating point value not valid for specified type");
        };
        let v = if negative { -v } else { v };
        Ok(self.ctx.intern_attr(AttrData::Float { ty, bits: kind.round(v).to_bits() }))
    }

    // ----- dense elements -----------------------------------------------------------------

    fn parse_dense_elements(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.bump().offset;
        self.expect_msg(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut lit = DenseLiteral { elems: Vec::new(), shape: Vec::new(), hex: None };
        if !self.eat(TokenKind::Greater) {
            if self.at(TokenKind::String) {
                lit.hex = Some(self.bump());
            } else if self.at(TokenKind::LSquare) {
                let mut shape = Vec::new();
                self.parse_dense_list(&mut lit, &mut shape)?;
                lit.shape = shape;
            } else {
                self.parse_dense_element(&mut lit)?;
            }
            self.expect_msg(TokenKind::Greater, "expected '>'")?;
        }
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect_msg(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let (shape, elem) = match self.ctx.type_data(ty) {
            TypeData::RankedTensor { shape, elem, .. }
            | TypeData::Vector { shape, elem, .. }
            | TypeData::MemRef { shape, elem, .. } => (shape.clone(), *elem),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                return self.err_at(kw, "elements literal type must have static shape")
            }
            _ => return self.err_at(kw, "elements literal must be a shaped type"),
        };
        if shape.contains(&DYNAMIC) {
            return self.err_at(kw, "elements literal type must have static shape");
        }
        let num: i64 = shape.iter().try_fold(1i64, |a, d| a.checked_mul(*d)).unwrap_or(i64::MAX);
        self.dense_attr_from_literal(kw, ty, &shape, num, elem, lit)
    }

    fn parse_dense_element(&mut self, lit: &mut DenseLiteral<'a>) -> PResult<()> {
        let t = self.peek();
        match t.kind {
            TokenKind::Float | TokenKind::Integer | TokenKind::String => {
                lit.elems.push((false, self.bump()));
            }
            TokenKind::BareIdent if t.text == "true" || t.text == "false" => {
                lit.elems.push((false, self.bump()));
            }
            TokenKind::Minus => {
                self.bump();
                if !matches!(self.peek().kind, TokenKind::Float | TokenKind::Integer) {
                    return self.err("expected integer or floating point literal");
                }
                lit.elems.push((true, self.bump()));
            }
            TokenKind::LParen => {
                self.bump();
                self.parse_dense_element(lit)?;
                self.expect_msg(TokenKind::Comma, "expected ',' between complex elements")?;
                self.parse_dense_element(lit)?;
                self.expect_msg(TokenKind::RParen, "expected ')' after complex elements")?;
            }
            _ => return self.err("expected element literal of primitive type"),
        }
        if lit.elems.len() > (1 << 26) {
            return self.err("too many elements in dense literal");
        }
        Ok(())
    }

    fn parse_dense_list(&mut self, lit: &mut DenseLiteral<'a>, dims: &mut Vec<i64>) -> PResult<()> {
        let mut first = true;
        let mut new_dims: Vec<i64> = Vec::new();
        let mut size = 0i64;
        self.parse_comma_list(Delimiter::Square, "", |p| {
            let mut this_dims = Vec::new();
            if p.at(TokenKind::LSquare) {
                p.parse_dense_list(lit, &mut this_dims)?;
            } else {
                p.parse_dense_element(lit)?;
            }
            size += 1;
            if !first {
                if new_dims != this_dims {
                    return p.err("tensor literal is invalid; ranks are not consistent between elements");
                }
                return Ok(());
            }
            new_dims = this_dims;
            first = false;
            Ok(())
        })?;
        dims.clear();
        dims.push(size);
        dims.extend(new_dims);
        Ok(())
    }

    fn dense_attr_from_literal(
        &mut self,
        kw: u32,
        ty: Type,
        shape: &[i64],
        num: i64,
        elem: Type,
        lit: DenseLiteral<'a>,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let (is_complex, scalar) = match ctx.type_data(elem) {
            TypeData::Complex(e) => (true, *e),
            _ => (false, elem),
        };
        let class = elem_class(ctx, scalar);
        if let Some(hex) = lit.hex {
            if !matches!(class, ElemClass::Other) {
                return self.dense_from_hex(kw, ty, num, elem, is_complex, scalar, hex);
            }
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            let fmt = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            return self.err_at(
                kw,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit.shape),
                    fmt(shape)
                ),
            );
        }
        if lit.hex.is_none() && lit.elems.is_empty() && num != 0 {
            return self.err_at(
                kw,
                format!("parsed zero elements, but type ('{}') expected at least 1", type_to_string(ctx, ty)),
            );
        }
        if is_complex {
            if lit.shape.is_empty() && lit.elems.len() != 2 {
                return self.err_at(
                    kw,
                    format!(
                        "parsed {} elements, but type ('{}') expected 2 elements",
                        lit.elems.len(),
                        type_to_string(ctx, elem)
                    ),
                );
            }
            if !lit.shape.is_empty() && lit.elems.len() as i64 != num.saturating_mul(2) {
                return self.err_at(
                    kw,
                    format!(
                        "parsed {} elements, but type ('{}') expected {} elements",
                        lit.elems.len(),
                        type_to_string(ctx, ty),
                        num.saturating_mul(2)
                    ),
                );
            }
        }
        let values = match class {
            ElemClass::Int(width, signedness, is_index) => {
                let mut v = Vec::with_capacity(lit.elems.len());
                for (neg, tok) in &lit.elems {
                    if *neg && signedness == Signedness::Unsigned {
                        return self
                            .err_at(tok.offset, "expected unsigned integer elements, but parsed negative value");
                    }
                    match tok.kind {
                        TokenKind::Float => {
                            return self.err_at(tok.offset, "expected integer elements, but parsed floating-point")
                        }
                        TokenKind::BareIdent => {
                            if width != 1 {
                                return self.err_at(tok.offset, "expected i1 type for 'true' or 'false' values");
                            }
                            v.push((tok.text == "true") as i128);
                        }
                        TokenKind::Integer => match build_int_value(width, signedness, is_index, *neg, tok.text) {
                            Some(x) => v.push(if width == 1 { x & 1 } else { x }),
                            None => return self.err_at(tok.offset, "integer constant out of range for type"),
                        },
                        _ => return self.err_at(tok.offset, "expected integer elements"),
                    }
                }
                if is_complex {
                    DenseValues::ComplexInt(v.chunks(2).map(|c| (c[0], c.get(1).copied().unwrap_or(0))).collect())
                } else {
                    DenseValues::Int(v.into())
                }
            }
            ElemClass::Float(kind) => {
                let mut v = Vec::with_capacity(lit.elems.len());
                for (neg, tok) in &lit.elems {
                    let x = match tok.kind {
                        TokenKind::Float => {
                            let x = parse_float_text(tok.text);
                            kind.round(if *neg { -x } else { x })
                        }
                        TokenKind::Integer => self.float_from_int_literal(*tok, *neg, kind)?,
                        _ => return self.err_at(tok.offset, "expected floating point literal"),
                    };
                    v.push(x.to_bits());
                }
                if is_complex {
                    DenseValues::ComplexFloat(v.chunks(2).map(|c| (c[0], c.get(1).copied().unwrap_or(0))).collect())
                } else {
                    DenseValues::Float(v.into())
                }
            }
            ElemClass::Other => {
                if let Some(h) = lit.hex {
                    DenseValues::String(vec![unescape_string(h.text).into_boxed_str()].into())
                } else {
                    let mut v = Vec::with_capacity(lit.elems.len());
                    for (_, tok) in &lit.elems {
                        if tok.kind != TokenKind::String {
                            return self.err_at(kw, format!("expected string token, got {}", tok.text));
                        }
                        v.push(unescape_string(tok.text).into_boxed_str());
                    }
                    DenseValues::String(v.into())
                }
            }
        };
        Ok(make_dense(self.ctx, ty, num, values))
    }

    #[allow(clippy::too_many_arguments)]
    fn dense_from_hex(
        &mut self,
        kw: u32,
        ty: Type,
        num: i64,
        elem: Type,
        is_complex: bool,
        scalar: Type,
        hex: Token<'a>,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let s = unescape_string(hex.text);
        let Some(data) = crate::print::lexical::hex_string_bytes(&s) else {
            return self.err_at(hex.offset, "expected string containing hex digits starting with `0x`");
        };
        let storage = crate::ir::dense_storage_bits(ctx, elem) as usize;
        let num_u = num.max(0) as usize;
        let bad = || format!("elements hex data size is invalid for provided type: '{}'", type_to_string(ctx, ty));
        let raw_bits = data.len() * 8;
        // Decode raw little-endian storage into element values (splat buffers hold one).
        if storage == 1 {
            let splat_byte = data.len() == 1 && (data[0] == 0 || data[0] == 0xff);
            if !splat_byte && raw_bits != num_u.div_ceil(8) * 8 {
                return self.err_at(kw, bad());
            }
            let vals: Vec<i128> = if splat_byte {
                vec![(data[0] != 0) as i128]
            } else {
                (0..num_u).map(|i| ((data.get(i / 8).copied().unwrap_or(0) >> (i % 8)) & 1) as i128).collect()
            };
            return Ok(make_dense(ctx, ty, num, DenseValues::Int(vals.into())));
        }
        let count = if raw_bits == storage {
            1
        } else if num_u.checked_mul(storage) == Some(raw_bits) {
            num_u
        } else {
            return self.err_at(kw, bad());
        };
        let scalar_bytes = if is_complex { storage / 16 } else { storage / 8 };
        let read = |i: usize| -> u128 {
            let mut v = 0u128;
            for b in 0..scalar_bytes.min(16) {
                v |= (data.get(i * scalar_bytes + b).copied().unwrap_or(0) as u128) << (8 * b);
            }
            v
        };
        let n_scalars = if is_complex { count * 2 } else { count };
        let values = match elem_class(ctx, scalar) {
            ElemClass::Int(width, signedness, _) => {
                let ext = |raw: u128| -> i128 {
                    let w = width.min(128);
                    if w == 0 {
                        return 0;
                    }
                    let raw = if w < 128 { raw & ((1u128 << w) - 1) } else { raw };
                    if signedness != Signedness::Unsigned && w < 128 && raw >> (w - 1) & 1 == 1 {
                        raw as i128 - (1i128 << w)
                    } else {
                        raw as i128
                    }
                };
                let v: Vec<i128> = (0..n_scalars).map(|i| ext(read(i))).collect();
                if is_complex {
                    DenseValues::ComplexInt(v.chunks(2).map(|c| (c[0], c.get(1).copied().unwrap_or(0))).collect())
                } else {
                    DenseValues::Int(v.into())
                }
            }
            ElemClass::Float(k) => {
                let v: Vec<u64> = (0..n_scalars).map(|i| k.from_bits(read(i)).to_bits()).collect();
                if is_complex {
                    DenseValues::ComplexFloat(v.chunks(2).map(|c| (c[0], c.get(1).copied().unwrap_or(0))).collect())
                } else {
                    DenseValues::Float(v.into())
                }
            }
            ElemClass::Other => return self.err_at(kw, bad()),
        };
        Ok(make_dense(ctx, ty, num, values))
    }

    // ----- dense arrays and strided layouts -----------------------------------------------

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_msg(TokenKind::Less, "expected '<' after 'array'")?;
        let ty_at = self.peek().offset;
        let elem = self.parse_type()?;
        let ctx = self.ctx;
        let class = elem_class(ctx, elem);
        match class {
            ElemClass::Other => {
                return self
                    .err_at(ty_at, format!("expected integer or float type, got: '{}'", type_to_string(ctx, elem)))
            }
            ElemClass::Int(w, _, false) if w != 1 && w % 8 != 0 => {
                return self.err_at(ty_at, "element type bitwidth must be a multiple of 8")
            }
            ElemClass::Float(k) if k.layout().bits % 8 != 0 => {
                return self.err_at(ty_at, "element type bitwidth must be a multiple of 8")
            }
            _ => {}
        }
        let mut ints: Vec<i64> = Vec::new();
        let mut floats: Vec<u64> = Vec::new();
        if !self.eat(TokenKind::Greater) {
            self.expect_msg(TokenKind::Colon, "expected ':' after dense array type")?;
            self.parse_comma_list(Delimiter::None, "", |p| {
                let neg = p.eat(TokenKind::Minus);
                let t = p.peek();
                match class {
                    ElemClass::Int(w, s, idx) => {
                        if t.is_keyword("true") || t.is_keyword("false") {
                            if w != 1 {
                                return p.err("expected i1 type for 'true' or 'false' values");
                            }
                            p.bump();
                            ints.push((t.text == "true") as i64);
                        } else if t.kind == TokenKind::Integer {
                            p.bump();
                            if w == 1 {
                                return p.err("expected 'true' or 'false' values for i1 type");
                            }
                            match build_int_value(w.min(64), s, idx, neg, t.text) {
                                Some(v) => ints.push(v as i64),
                                None => return p.err("integer constant out of range"),
                            }
                        } else {
                            return p.err("expected integer literal");
                        }
                    }
                    ElemClass::Float(k) => {
                        let x = match t.kind {
                            TokenKind::Float => {
                                let x = parse_float_text(t.text);
                                k.round(if neg { -x } else { x })
                            }
                            TokenKind::Integer => p.float_from_int_literal(t, neg, k)?,
                            _ => return p.err_at(t.offset, "expected floating point literal"),
                        };
                        p.bump();
                        floats.push(x.to_bits());
                    }
                    ElemClass::Other => {}
                }
                Ok(())
            })?;
            self.expect_msg(TokenKind::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(match class {
            ElemClass::Float(_) => ctx.intern_attr(AttrData::DenseArrayFloat { elem, values: floats.into() }),
            _ => ctx.intern_attr(AttrData::DenseArrayInt { elem, values: ints.into() }),
        })
    }

    fn parse_strided_layout(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_msg(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect_msg(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.at(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect_msg(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect_msg(TokenKind::Comma, "expected ','")?;
            if !self.eat_keyword("offset") {
                return self.err_wrong_token("expected 'offset' after comma");
            }
            self.expect_msg(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect_msg(TokenKind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.intern_attr(AttrData::StridedLayout { offset, strides: strides.into() }))
    }

    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let at = self.peek().offset;
        let neg = self.eat(TokenKind::Minus);
        let t = self.peek();
        if t.kind == TokenKind::Integer {
            if let Some(v) = parse_int_literal(t.text).and_then(|v| i64::try_from(v).ok()) {
                self.bump();
                return Ok(if neg { -v } else { v });
            }
        }
        self.err_at(at, "expected a 64-bit signed integer or '?'")
    }

    // ----- `#` attributes -----------------------------------------------------------------

    /// Whether `#dialect.mnemonic` names an attribute the dialect defines: an AttrDef, a
    /// dialect enum, one the parser reads itself, or one kept as written (`verbatim`).
    fn dialect_defines_attr(&self, dialect: &str, mnemonic: &str, verbatim: &[&str]) -> bool {
        verbatim.contains(&mnemonic)
            || (dialect, mnemonic) == ("complex", "number")
            || self.ctx.with_registry(|r| {
                r.attr_def(dialect, mnemonic).is_some() || r.dialect_enum(dialect, mnemonic).is_some()
            })
    }

    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let t = self.bump();
        let ident = t.ident_body();
        let has_body = self.at(TokenKind::Less) && self.peek().offset == t.end();
        let (dialect, mnemonic) = match ident.split_once('.') {
            Some((d, m)) => (d, Some(m)),
            None => (ident, None),
        };
        if mnemonic.is_none() && !has_body {
            return match self.attr_alias(ident) {
                Some(a) => Ok(a),
                None => self.err_wrong_token(format!("undefined symbol alias id '{ident}'")),
            };
        }
        if let Some(hook) = self.dialect_attr_parser {
            if let Some(a) = hook(self, dialect, mnemonic.unwrap_or(""))? {
                // MLIR parses (and the dialect ignores) a trailing `: type`.
                if ty.is_none() && self.eat(TokenKind::Colon) {
                    self.parse_type()?;
                }
                return Ok(a);
            }
        }
        let syntax = self.ctx.with_registry(|r| r.dialect(dialect).map(|d| (d.attributes, d.verbatim_attrs)));
        match syntax {
            Some((AttrSyntax::None, _)) if self.ctx.is_dialect_registered(dialect) => {
                let at = t.offset + 1 + dialect.len() as u32 + u32::from(mnemonic.is_some());
                return self.err_at(at, format!("dialect '{dialect}' provides no attribute parsing hook"));
            }
            Some((AttrSyntax::Closed, verbatim)) if self.ctx.is_dialect_registered(dialect) => {
                if let Some(m) = mnemonic.filter(|m| !self.dialect_defines_attr(dialect, m, verbatim)) {
                    let at = t.offset + 1 + dialect.len() as u32 + 1;
                    return self.err_at(at, format!("unknown attribute `{m}` in dialect `{dialect}`"));
                }
            }
            _ => {}
        }
        if dialect == "complex" && mnemonic == Some("number") && has_body {
            return self.parse_complex_number(ty);
        }
        if let ("dlti", Some(m)) = (dialect, mnemonic) {
            let name_at = t.offset + 1 + dialect.len() as u32 + 1;
            if let Some(a) = self.parse_dlti(m, name_at, t.end())? {
                // MLIR parses (and the attribute ignores) a trailing `: type`.
                if ty.is_none() && self.eat(TokenKind::Colon) {
                    self.parse_type()?;
                }
                return Ok(a);
            }
        }
        let body_start = match mnemonic {
            Some(_) => t.offset as usize + 1 + dialect.len() + 1,
            None => t.end() as usize,
        };
        let mut end = t.end();
        let params_at = self.peek().offset;
        if has_body {
            end = self.scan_dialect_body(self.peek().offset)?;
        }
        if self.at(TokenKind::Colon) {
            self.bump();
            self.parse_type()?;
            end = self.prev_end();
        }
        let body = self.expand_aliases_in_body(self.src.get(body_start..end as usize).unwrap_or(""));
        if dialect == "llvm" && mnemonic == Some("mlir.module_flag") {
            if let Some(msg) = module_flag_error(&body) {
                // MLIR's attribute verifier reports at the `<` of the parameters.
                return self.err_at(params_at, msg);
            }
        }
        // A verbatim attribute whose definition asks for an alias makes the printer walk.
        if mnemonic
            .is_some_and(|m| self.ctx.with_registry(|r| r.attr_def(dialect, m)).is_some_and(|d| d.mnemonic_alias))
        {
            self.ctx.note_may_alias();
        }
        Ok(self.ctx.intern_attr(AttrData::Opaque { dialect: self.ctx.ident(dialect), body: body.as_ref().into() }))
    }

    /// `#complex.number<:f64 1.0, 2.0>` (a typed attribute, `: complex<f64>`), kept as
    /// `Opaque` in the spelling MLIR prints (`number<:f64 1.000000e+00, 2.000000e+00> :
    /// complex<f64>`): its parts are floats of the element type, rounded to it.
    fn parse_complex_number(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        self.expect_msg(TokenKind::Less, "expected '<'")?;
        self.expect_msg(TokenKind::Colon, "expected ':'")?;
        let at = self.peek().offset;
        let elem = self.parse_type()?;
        let TypeData::Float(kind) = *ctx.type_data(elem) else {
            return self.err_at(at, "expected a floating-point element type");
        };
        let mut parts = [String::new(), String::new()];
        for (i, part) in parts.iter_mut().enumerate() {
            if i == 1 {
                self.expect_msg(TokenKind::Comma, "expected ','")?;
            }
            let negative = self.eat(TokenKind::Minus);
            let t = self.peek();
            let v = match t.kind {
                TokenKind::Float => {
                    let v = parse_float_text(t.text);
                    if negative {
                        -v
                    } else {
                        v
                    }
                }
                // As MLIR's `parseFloat`: only hex bit patterns.
                TokenKind::Integer => self.float_from_int_literal(t, negative, kind)?,
                _ => return self.err("expected floating point literal"),
            };
            self.bump();
            let a = ctx.intern_attr(AttrData::Float { ty: elem, bits: kind.round(v).to_bits() });
            crate::print::attrs::write_attr_value(part, ctx, a, None, true);
        }
        self.expect_msg(TokenKind::Greater, "expected '>'")?;
        // MLIR parses (and the attribute ignores) a trailing `: type`.
        if ty.is_none() && self.eat(TokenKind::Colon) {
            self.parse_type()?;
        }
        let complex = ctx.intern_type(TypeData::Complex(elem));
        let body = format!(
            "number<:{} {}, {}> : {}",
            type_to_string(ctx, elem),
            parts[0],
            parts[1],
            type_to_string(ctx, complex)
        );
        Ok(ctx.intern_attr(AttrData::Opaque { dialect: ctx.ident("complex"), body: body.into() }))
    }

    // ----- locations ----------------------------------------------------------------------

    /// `loc(...)`; the current token is `loc`.
    pub fn parse_location(&mut self) -> PResult<Attribute> {
        self.parse_location_in("inline location")
    }

    /// `loc(...)` with MLIR's wording for where it stands: "inline location" for a
    /// location attribute, "location" for the location specifier of an op or argument.
    pub(crate) fn parse_location_in(&mut self, what: &str) -> PResult<Attribute> {
        self.expect_keyword("loc")?;
        self.expect_msg(TokenKind::LParen, &format!("expected '(' in {what}"))?;
        let l = self.nested(|p| p.parse_location_instance())?;
        self.expect_msg(TokenKind::RParen, &format!("expected ')' in {what}"))?;
        Ok(l)
    }

    /// The inside of `loc(...)`.
    pub fn parse_location_instance(&mut self) -> PResult<Attribute> {
        let t = self.peek();
        let ctx = self.ctx;
        match t.kind {
            TokenKind::HashIdent => {
                let a = self.parse_extended_attr(None)?;
                if !matches!(ctx.attr_data(a), AttrData::Location(_)) {
                    return self.err(format!(
                        "expected location attribute, but got{}",
                        crate::print::attrs::attr_to_string(ctx, a)
                    ));
                }
                Ok(a)
            }
            TokenKind::String => self.parse_name_or_file_loc(),
            TokenKind::BareIdent if t.text == "unknown" => {
                self.bump();
                Ok(ctx.common().unknown_loc)
            }
            TokenKind::BareIdent if t.text == "callsite" => {
                self.bump();
                self.expect_msg(TokenKind::LParen, "expected '(' in callsite location")?;
                let callee = self.nested(|p| p.parse_location_instance())?;
                if !self.eat_keyword("at") {
                    return self.err_wrong_token("expected 'at' in callsite location");
                }
                let caller = self.nested(|p| p.parse_location_instance())?;
                self.expect_msg(TokenKind::RParen, "expected ')' in callsite location")?;
                Ok(ctx.intern_attr(AttrData::Location(Location::CallSite { callee, caller })))
            }
            TokenKind::BareIdent if t.text == "fused" => {
                self.bump();
                let mut metadata = None;
                if self.eat(TokenKind::Less) {
                    metadata = Some(self.parse_attribute(None)?);
                    self.expect_msg(TokenKind::Greater, "expected '>' after fused location metadata")?;
                }
                let mut locs = Vec::new();
                self.parse_comma_list(Delimiter::Square, " in fused location", |p| {
                    locs.push(p.parse_location_instance()?);
                    Ok(())
                })?;
                Ok(fused_loc(ctx, &locs, metadata))
            }
            _ => self.err_wrong_token("expected location instance"),
        }
    }

    fn parse_name_or_file_loc(&mut self) -> PResult<Attribute> {
        let ctx = self.ctx;
        let s = unescape_string(self.bump().text);
        let name = ctx.ident(&s);
        if self.eat(TokenKind::Colon) {
            // MLIR builds a file location named by a string with `-` for an empty name.
            let name = if s.is_empty() { ctx.ident("-") } else { name };
            let line = self.loc_uint("expected integer line number in FileLineColRange")?;
            if !self.at(TokenKind::Colon) {
                return Ok(ctx.intern_attr(AttrData::Location(Location::FileLineCol { file: name, line, col: 0 })));
            }
            self.bump();
            let col = self.loc_uint("expected integer column number in FileLineColRange")?;
            if !self.at_keyword("to") {
                return Ok(ctx.intern_attr(AttrData::Location(Location::FileLineCol { file: name, line, col })));
            }
            self.bump();
            let mut end_line = line;
            if self.at(TokenKind::Integer) {
                end_line = self.loc_uint("expected integer line number in FileLineColRange")?;
            }
            if !self.at(TokenKind::Colon) {
                return self.err_wrong_token("expected either integer or `:` post `to` in FileLineColRange");
            }
            self.bump();
            let end_col = self.loc_uint("expected integer column number in FileLineColRange")?;
            if end_line == line && end_col == col {
                return Ok(ctx.intern_attr(AttrData::Location(Location::FileLineCol { file: name, line, col })));
            }
            return Ok(ctx.intern_attr(AttrData::Location(Location::FileRange {
                file: name,
                line,
                col,
                end_line,
                end_col,
            })));
        }
        if self.eat(TokenKind::LParen) {
            let child = self.nested(|p| p.parse_location_instance())?;
            self.expect_msg(TokenKind::RParen, "expected ')' after child location of NameLoc")?;
            let child = if child == ctx.common().unknown_loc { None } else { Some(child) };
            return Ok(ctx.intern_attr(AttrData::Location(Location::Name { name, child })));
        }
        Ok(ctx.intern_attr(AttrData::Location(Location::Name { name, child: None })))
    }

    fn loc_uint(&mut self, msg: &str) -> PResult<u32> {
        let t = self.peek();
        if t.kind != TokenKind::Integer {
            return self.err_wrong_token(msg);
        }
        match parse_int_literal(t.text).and_then(|v| u32::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.err(msg),
        }
    }
}

/// `FusedLoc::get`: flattens nested fused locations with the same metadata, drops unknown
/// locations and duplicates, and collapses trivial cases.
pub fn fused_loc(ctx: &crate::ir::Context, locs: &[Attribute], metadata: Option<Attribute>) -> Attribute {
    let mut out: Vec<Attribute> = Vec::new();
    let unknown = ctx.common().unknown_loc;
    for &l in locs {
        if let AttrData::Location(Location::Fused { locs: inner, metadata: m }) = ctx.attr_data(l) {
            if *m == metadata {
                for &i in inner.iter() {
                    if !out.contains(&i) {
                        out.push(i);
                    }
                }
                continue;
            }
        }
        if l != unknown && !out.contains(&l) {
            out.push(l);
        }
    }
    if out.is_empty() {
        return match metadata {
            None => unknown,
            Some(_) => ctx.intern_attr(AttrData::Location(Location::Fused { locs: vec![unknown].into(), metadata })),
        };
    }
    if out.len() == 1 && metadata.is_none() {
        return out[0];
    }
    ctx.intern_attr(AttrData::Location(Location::Fused { locs: out.into(), metadata }))
}

/// Builds a dense elements attribute, detecting splats (all values equal) as MLIR does.
pub fn make_dense(ctx: &crate::ir::Context, ty: Type, num: i64, values: DenseValues) -> Attribute {
    fn splat_of<T: Clone + PartialEq>(v: &[T]) -> Option<Box<[T]>> {
        match v.first() {
            Some(f) if v.iter().all(|x| x == f) => Some(vec![f.clone()].into()),
            _ => None,
        }
    }
    let splat_values = match &values {
        DenseValues::Int(v) => splat_of(v).map(DenseValues::Int),
        DenseValues::Float(v) => splat_of(v).map(DenseValues::Float),
        DenseValues::ComplexInt(v) => splat_of(v).map(DenseValues::ComplexInt),
        DenseValues::ComplexFloat(v) => splat_of(v).map(DenseValues::ComplexFloat),
        DenseValues::String(v) => splat_of(v).map(DenseValues::String),
    };
    // A single element fills the whole shape; zero-element shapes are never splats.
    let (splat, values) = match splat_values {
        Some(s) if num != 0 => (true, s),
        _ => (false, values),
    };
    ctx.intern_attr(AttrData::DenseElements { ty, splat, values })
}

/// Parsed pieces of a `dense<...>` literal.
struct DenseLiteral<'a> {
    /// (negative, token) per scalar; complex values contribute two.
    elems: Vec<(bool, Token<'a>)>,
    /// Shape of a `[...]` literal; empty for a single element.
    shape: Vec<i64>,
    hex: Option<Token<'a>>,
}

/// The value of a float token (`1.5`, `2.`, `1.0e-3`); out-of-range values become
/// infinity or zero as `StringRef::getAsDouble` gives them.
pub fn parse_float_text(text: &str) -> f64 {
    text.parse::<f64>().unwrap_or_else(|_| {
        let fixed = text.replacen(".e", ".0e", 1).replacen(".E", ".0E", 1);
        fixed.parse::<f64>().unwrap_or(0.0)
    })
}

/// MLIR 22's `ModuleFlagAttr::verify` on the verbatim body of `#llvm.mlir.module_flag<
/// behavior, "key", value>`: the `CG Profile` key takes an array of
/// `#llvm.cgprofile_entry`, the `ProfileSummary` key a `#llvm.profile_summary`, any other
/// key an integer or a string.
fn module_flag_error(body: &str) -> Option<String> {
    let inner = body.split_once('<')?.1.strip_suffix('>')?;
    let parts = split_top_level(inner);
    let key = parts.get(1)?.trim();
    let value = parts.get(2..)?.join(",");
    let value = value.trim();
    match key {
        "\"CG Profile\"" => {
            let entries = value.strip_prefix('[').and_then(|v| v.strip_suffix(']'));
            let ok = entries.is_some_and(|e| {
                e.trim().is_empty() || split_top_level(e).iter().all(|x| x.trim().starts_with("#llvm.cgprofile_entry"))
            });
            (!ok).then(|| "'CG Profile' key expects an array of '#llvm.cgprofile_entry'".to_string())
        }
        "\"ProfileSummary\"" => (!value.starts_with("#llvm.profile_summary"))
            .then(|| "'ProfileSummary' key expects a '#llvm.profile_summary' attribute".to_string()),
        // Other keys take an integer (or bool) or a string, with an optional `: type`.
        _ => {
            let lit = value.split(':').next().unwrap_or("").trim();
            let digits = lit.strip_prefix('-').unwrap_or(lit);
            let int = matches!(lit, "true" | "false")
                || digits.strip_prefix("0x").is_some_and(|h| !h.is_empty() && h.bytes().all(|c| c.is_ascii_hexdigit()))
                || (!digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()));
            (!int && !value.starts_with('"'))
                .then(|| format!("only integer and string values are currently supported for unknown key '{key}'"))
        }
    }
}

/// `text` split at the commas outside brackets and string literals.
fn split_top_level(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let (mut parts, mut depth, mut start, mut i) = (Vec::new(), 0i32, 0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'<' | b'[' | b'(' | b'{' => depth += 1,
            b'>' | b']' | b')' | b'}' => depth -= 1,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(&text[start..]);
    parts
}

/// The dense form of a `sparse<indices, values>` attribute (its values at their indices,
/// zeros elsewhere), which LLVM IR translation writes out; `None` for other attributes
/// and for element types a dense attribute cannot hold here (complex).
pub fn sparse_to_dense(ctx: &crate::ir::Context, attr: Attribute) -> Option<Attribute> {
    let AttrData::Sparse { body, ty } = ctx.attr_data(attr) else { return None };
    let ty = *ty;
    let (shape, elem) = match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } => (shape.clone(), *elem),
        _ => return None,
    };
    let num: i64 = shape.iter().product();
    let n = usize::try_from(num).ok()?;
    let mut out = match elem_class(ctx, elem) {
        ElemClass::Float(_) => DenseValues::Float(vec![0u64; n].into()),
        ElemClass::Int(..) => DenseValues::Int(vec![0i128; n].into()),
        ElemClass::Other => return None,
    };
    let inner = body.strip_prefix("sparse<")?.strip_suffix('>')?;
    if inner.is_empty() {
        return Some(make_dense(ctx, ty, num, out));
    }
    let mut p = Parser::new(ctx, inner, "<sparse>", 0);
    let ind_lit = p.parse_sparse_literal().ok()?;
    if !p.eat(TokenKind::Comma) {
        return None;
    }
    let val_lit = p.parse_sparse_literal().ok()?;
    let (_, _, _, val_attr, indices) = p.sparse_parts(0, shape.len(), elem, ind_lit, val_lit).ok()?;
    let AttrData::DenseElements { values: vals, splat: val_splat, .. } = ctx.attr_data(val_attr) else { return None };
    for (k, index) in indices.iter().enumerate() {
        let mut linear = 0usize;
        for (&i, &d) in index.iter().zip(&shape) {
            linear = linear * d as usize + usize::try_from(i).ok()?;
        }
        let from = if *val_splat { 0 } else { k };
        match (&mut out, vals) {
            (DenseValues::Float(o), DenseValues::Float(v)) => *o.get_mut(linear)? = *v.get(from)?,
            (DenseValues::Int(o), DenseValues::Int(v)) => *o.get_mut(linear)? = *v.get(from)?,
            _ => return None,
        }
    }
    Some(make_dense(ctx, ty, num, out))
}
