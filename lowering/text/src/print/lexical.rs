//! Lexical facts of MLIR's syntax that both the printer and the lexer need: which names
//! print bare, how raw bytes of strings are kept in Rust `str`s, and `0x...` hex strings.

/// Characters allowed after the first in a bare identifier.
pub fn is_bare_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}

/// Whether `s` is a valid bare identifier (prints without quotes as an attribute name).
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => b[1..].iter().all(|c| is_bare_ident_char(*c)),
        _ => false,
    }
}

/// First of the 256 private-use code points that stand for raw bytes which are not valid
/// UTF-8 (strings may hold any bytes via `\XX` escapes, but Descent stores `str`).
pub const RAW_BYTE_BASE: u32 = 0x10FF00;

/// The raw bytes of a string attribute value (inverse of the lexer's `bytes_to_string`).
pub fn string_bytes(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let u = c as u32;
        if (RAW_BYTE_BASE..RAW_BYTE_BASE + 256).contains(&u) {
            out.push((u - RAW_BYTE_BASE) as u8);
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    out
}

/// The number of raw bytes of a string attribute value (`string_bytes(s).len()`, without
/// building them).
pub fn string_byte_len(s: &str) -> usize {
    s.chars().map(|c| if (RAW_BYTE_BASE..RAW_BYTE_BASE + 256).contains(&(c as u32)) { 1 } else { c.len_utf8() }).sum()
}

/// `"..."` with MLIR's escaping: `\\`, and `\XX` (uppercase hex) for `"` and non-printable
/// bytes.
pub fn write_escaped_string(out: &mut String, s: &str) {
    out.push('"');
    write_escaped_body(out, s);
    out.push('"');
}

/// The body of an escaped string, without the quotes.
fn write_escaped_body(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for b in string_bytes(s) {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
}

/// A name that prints bare when it is a valid identifier, else as an escaped string
/// (attribute dictionary keys; MLIR's `printKeywordOrString`).
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s);
    }
}

/// `"0x0A1B..."`: bytes as an uppercase hex string (dense hex data, resource blobs).
pub fn write_hex_string(out: &mut String, bytes: &[u8]) {
    out.push_str("\"0x");
    for b in bytes {
        out.push_str(&format!("{b:02X}"));
    }
    out.push('"');
}

/// The bytes a `0x...` hex string holds (an even number of hex digits), or `None`.
pub fn hex_string_bytes(text: &str) -> Option<Vec<u8>> {
    let digits = text.strip_prefix("0x")?;
    if digits.len() % 2 != 0 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    (0..digits.len()).step_by(2).map(|i| u8::from_str_radix(digits.get(i..i + 2)?, 16).ok()).collect()
}

/// `@name` or `@"escaped name"`.
pub fn write_symbol_name(out: &mut String, s: &str) {
    out.push('@');
    write_keyword_or_string(out, s);
}
