//! The file metadata section (`{-# dialect_resources: {...}, external_resources: {...} #-}`)
//! and `dense_resource` handles, parsed with MLIR's messages. What a section holds is kept
//! on the context (`FileResources`) so the printer can write the blobs back.

use super::lexer::unescape_string;
use super::lexer::TokenKind;
use super::parser::{PResult, Parser};
use crate::print::lexical::hex_string_bytes;
use crate::print::resources::{FileResources, ResourceValue};

/// Dialects whose resource entries are blobs (MLIR's builtin dialect and its test dialect
/// have such handlers).
const BLOB_DIALECTS: &[&str] = &["builtin", "test"];

impl<'a> Parser<'a> {
    /// `{-# key: value, ... #-}` at the top level of a file.
    pub fn parse_file_metadata(&mut self) -> PResult<()> {
        self.expect(TokenKind::FileMetadataBegin, "'{-#'")?;
        self.list_until(TokenKind::FileMetadataEnd, "#-}", |p| {
            let key_at = p.peek().offset;
            let Some(key) = p.optional_keyword() else {
                return p.err_here("expected identifier key in file metadata dictionary");
            };
            p.expect_msg(TokenKind::Colon, "expected ':'")?;
            match key.as_str() {
                "dialect_resources" => p.resource_groups(true),
                "external_resources" => p.resource_groups(false),
                _ => p.err_at(key_at, format!("unknown key '{key}' in file metadata dictionary")),
            }
        })
    }

    /// `{ group: { key: value, ... }, ... }` for dialect or external resources.
    fn resource_groups(&mut self, dialect: bool) -> PResult<()> {
        self.expect_msg(TokenKind::LBrace, "expected '{'")?;
        self.list_until(TokenKind::RBrace, "}", |p| {
            let name_at = p.peek().offset;
            let Some(name) = p.optional_keyword() else {
                return p.err_here("expected identifier key for 'resource' entry");
            };
            p.expect_msg(TokenKind::Colon, "expected ':'")?;
            p.expect_msg(TokenKind::LBrace, "expected '{'")?;
            let blobs = if dialect {
                if !p.ctx.is_dialect_registered(&name) {
                    return p.err_at(name_at, format!("dialect '{name}' is unknown"));
                }
                if !BLOB_DIALECTS.contains(&name.as_str()) {
                    return p.err(format!("unexpected 'resource' section for dialect '{name}'"));
                }
                true
            } else {
                false
            };
            p.list_until(TokenKind::RBrace, "}", |p| {
                let key = p.parse_resource_key()?;
                p.expect_msg(TokenKind::Colon, "expected ':'")?;
                let value_at = p.peek().offset;
                let value = p.bump();
                let value = match value.kind {
                    TokenKind::String => {
                        let text = unescape_string(value.text);
                        if blobs {
                            ResourceValue::Blob(p.hex_blob(&key, &text, value_at)?)
                        } else {
                            match hex_string_bytes(&text) {
                                Some(bytes) if !bytes.is_empty() => ResourceValue::Blob(bytes),
                                _ => ResourceValue::String(text),
                            }
                        }
                    }
                    TokenKind::BareIdent if !blobs && (value.text == "true" || value.text == "false") => {
                        ResourceValue::Bool(value.text == "true")
                    }
                    _ if blobs => return p.err_at(value_at, format!("expected hex string blob for key '{key}'")),
                    _ => return p.err_at(value_at, format!("unexpected value for resource key '{key}'")),
                };
                p.ctx.with_extension_mut(|r: &mut FileResources| r.insert(dialect, &name, &key, value));
                Ok(())
            })
        })
    }

    /// A blob written as a hex string: its first 4 bytes are the alignment (little endian,
    /// a power of two; mlir-opt 22 crashes on zero, upstream MLIR now rejects it).
    fn hex_blob(&self, key: &str, text: &str, at: u32) -> PResult<Vec<u8>> {
        let Some(bytes) = hex_string_bytes(text).filter(|_| !text.is_empty()) else {
            return self.err_at(at, format!("expected hex string blob for key '{key}'"));
        };
        let Some(align) = bytes.get(..4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])) else {
            return self
                .err_at(at, format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes"));
        };
        if !align.is_power_of_two() {
            return self.err_at(
                at,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
                ),
            );
        }
        Ok(bytes)
    }

    /// A resource key: a bare identifier or a string.
    pub fn parse_resource_key(&mut self) -> PResult<String> {
        let t = self.peek();
        match t.kind {
            TokenKind::BareIdent => {
                self.bump();
                Ok(t.text.to_string())
            }
            TokenKind::String => {
                self.bump();
                Ok(unescape_string(t.text))
            }
            _ => self.err_here("expected identifier key for 'resource' entry"),
        }
    }

    /// An error at the current token; at the end of the buffer, on its last character, as
    /// MLIR reports errors there.
    fn err_here<T>(&self, msg: &str) -> PResult<T> {
        let t = self.peek();
        let at = if t.kind == TokenKind::Eof { t.offset.saturating_sub(1) } else { t.offset };
        self.err_at(at, msg)
    }

    fn optional_keyword(&mut self) -> Option<String> {
        let t = self.peek();
        (t.kind == TokenKind::BareIdent).then(|| {
            self.bump();
            t.text.to_string()
        })
    }

    /// MLIR's `parseCommaSeparatedListUntil`: nothing, or elements separated by commas,
    /// then `end`.
    fn list_until(
        &mut self,
        end: TokenKind,
        spelling: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(end) {
            return Ok(());
        }
        elem(self)?;
        while self.eat(TokenKind::Comma) {
            elem(self)?;
        }
        self.expect_msg(end, &format!("expected ',' or '{spelling}'"))?;
        Ok(())
    }
}
