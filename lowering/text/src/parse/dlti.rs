//! MLIR's DLTI attributes: `#dlti.dl_entry<key, value>` and the entry lists `dl_spec`,
//! `map`, `target_device_spec` and `target_system_spec`. They are checked as DLTI's
//! parsers check them and kept as `Opaque` in the spelling MLIR 22 prints
//! (`dl_spec<key = value, ...>`), which the lowering and the translation read; each one's
//! entries are recorded for the printer and the data layout verifier (`print::dlti`).

use super::lexer::TokenKind;
use super::parser::{PResult, Parser};
use crate::ir::{AttrData, Attribute, Context};
use crate::print::attrs::{write_dlti_body as write_body, write_dlti_key as write_key};
use crate::print::dlti::{entries, is_dlti, record, DltiEntry, DltiKey};

/// The DLTI attribute mnemonics MLIR 22 defines; the last one's syntax is kept as written.
const KNOWN: [&str; 6] =
    ["dl_entry", "dl_spec", "map", "target_device_spec", "target_system_spec", "function_pointer_alignment"];

impl<'a> Parser<'a> {
    /// `#dlti.<mnemonic>...` after its identifier token, which ended at `ident_end`;
    /// `name_at` is where the mnemonic starts (MLIR reports the attributes' own checks
    /// there). `None` for an attribute whose syntax is kept as written.
    pub(crate) fn parse_dlti(&mut self, mnemonic: &str, name_at: u32, ident_end: u32) -> PResult<Option<Attribute>> {
        if !KNOWN.contains(&mnemonic) {
            return self.err_at(name_at, format!("unknown attribute `{mnemonic}` in dialect `dlti`"));
        }
        if mnemonic == "function_pointer_alignment" {
            return Ok(None);
        }
        // The dialect parses its attribute from the identifier's own text: a missing `<`
        // is reported where that text ends.
        if !self.at(TokenKind::Less) || self.peek().offset != ident_end {
            return self.err_at(ident_end, "expected '<'");
        }
        // MLIR first finds the body's extent with its bracket scanner, whose errors come
        // before the attribute's own.
        let lt = self.peek().offset;
        self.scan_dialect_body(lt)?;
        self.reset_to(lt);
        let entries = self.parse_dlti_parts(mnemonic, name_at)?;
        let mut body = String::with_capacity(16 * entries.len() + 16);
        write_body(&mut body, self.ctx, mnemonic, &entries, None);
        if entries.iter().any(|(_, v)| may_alias(self.ctx, *v)) {
            // Its values may print through aliases (`Aliases` walks them).
            self.ctx.note_may_alias();
        }
        let a = self.ctx.intern_attr(AttrData::Opaque { dialect: self.ctx.ident("dlti"), body: body.into() });
        record(self.ctx, a, &entries);
        Ok(Some(a))
    }

    /// The `<...>` of a DLTI attribute, as entries (one for `dl_entry`).
    fn parse_dlti_parts(&mut self, mnemonic: &str, name_at: u32) -> PResult<Vec<DltiEntry>> {
        self.expect_msg(TokenKind::Less, "expected '<'")?;
        if mnemonic == "dl_entry" {
            let at = self.peek().offset;
            let key = match self.parse_optional_type()? {
                Some(t) => DltiKey::Type(t),
                None => match self.parse_optional_string() {
                    Some(s) => DltiKey::Str(s.into()),
                    None => return self.err_at(at, "expected a type or a quoted string"),
                },
            };
            self.expect_msg(TokenKind::Comma, "expected ','")?;
            let value = self.parse_attribute(None)?;
            self.expect_msg(TokenKind::Greater, "expected '>'")?;
            return Ok(vec![(key, value)]);
        }
        let system = mnemonic == "target_system_spec";
        let mut entries = Vec::new();
        if self.eat(TokenKind::Greater) {
            if system || mnemonic == "target_device_spec" {
                return self.err_at(name_at, "no DLTI entries provided");
            }
            return Ok(entries);
        }
        // Type keys only where the attribute allows them; elsewhere a type is read as an
        // attribute, which is then not an entry.
        let types = !system && mnemonic != "target_device_spec";
        loop {
            let at = self.peek().offset;
            let key = match self.parse_optional_string() {
                Some(s) => Some(DltiKey::Str(s.into())),
                None if types => self.parse_optional_type()?.map(DltiKey::Type),
                None => None,
            };
            let entry = match key {
                Some(key) => {
                    self.expect_msg(TokenKind::Equal, "expected '='")?;
                    (key, self.parse_attribute(None)?)
                }
                None => {
                    let a = self.parse_attribute(None)?;
                    match dl_entry_of(self.ctx, a) {
                        Some(e) => e,
                        None => return self.err_at(at, "invalid kind of attribute specified"),
                    }
                }
            };
            if matches!(&entry.0, DltiKey::Str(s) if s.is_empty()) {
                return self.err_at(name_at, "empty string as DLTI key is not allowed");
            }
            entries.push(entry);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect_msg(TokenKind::Greater, "expected '>'")?;
        for (i, (key, value)) in entries.iter().enumerate() {
            if system && !is_dlti(self.ctx, *value, "target_device_spec") {
                let k = key_text(self.ctx, key);
                return self.err_at(name_at, format!("value associated with key {k} is not a DLTI device spec"));
            }
            if entries[..i].iter().any(|(k, _)| k == key) {
                let k = key_text(self.ctx, key);
                return match system {
                    true => self.err_at(name_at, format!("repeated device ID in dlti.target_system_spec: {k}")),
                    false => self.err_at(name_at, format!("repeated DLTI key: {k}")),
                };
            }
        }
        Ok(entries)
    }
}

/// Whether a value is of a kind that can print through an alias (maps, sets, locations,
/// dialect attributes and what holds them); plain numbers and strings cannot.
fn may_alias(ctx: &Context, a: Attribute) -> bool {
    !matches!(
        ctx.attr_data(a),
        AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::Bool(_)
            | AttrData::String { ty: None, .. }
            | AttrData::Unit
    )
}

/// A key as DLTI's messages write it: strings quoted, types bare.
fn key_text(ctx: &Context, key: &DltiKey) -> String {
    let mut s = String::new();
    write_key(&mut s, ctx, key);
    s
}

/// The key and value of a `#dlti.dl_entry`.
fn dl_entry_of(ctx: &Context, a: Attribute) -> Option<DltiEntry> {
    is_dlti(ctx, a, "dl_entry").then(|| entries(ctx, a)).flatten()?.into_iter().next()
}
