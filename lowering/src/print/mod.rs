//! Printing MLIR text.
pub mod ops;

pub mod aliases;
pub mod attrs;
pub mod types;

/// LLVM's `printEscapedString`: printable ASCII except `\` and `"` as is, everything else
/// as `\XX` (uppercase hex), which is how MLIR writes string literals and quoted names.
pub fn escape_string(out: &mut String, s: &str) {
    for b in s.bytes() {
        if (0x20..0x7f).contains(&b) && b != b'\\' && b != b'"' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(char::from_digit((b >> 4) as u32, 16).unwrap_or('0').to_ascii_uppercase());
            out.push(char::from_digit((b & 15) as u32, 16).unwrap_or('0').to_ascii_uppercase());
        }
    }
}
