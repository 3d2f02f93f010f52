//! `--split-input-file`, as MLIR 22's `splitAndProcessBuffer` does it.
//!
//! The marker (`// -----` by default) is matched anywhere in the text, not only on a line of
//! its own: the buffer is cut at every occurrence of the marker minus its last two
//! characters (`// ---`); a cut counts only if the piece after it starts with those two
//! characters (`--`), is longer than two bytes and its third byte is not `0`. Other cuts are
//! near misses: they are glued back and reported as `warning: near miss with file split
//! marker` at the byte after `// ---`. A chunk starts right after the full marker (so it
//! begins with the rest of the marker's line) and ends right before the next marker. Empty
//! chunks are dropped; quirk kept from MLIR: if the text before a marker is empty (e.g. the
//! file starts with the marker), the following piece is taken as is, `--` included.
//!
//! Chunks keep whole-file positions (`line_offset`, `col_offset`), so diagnostics report
//! lines of the whole file. Outputs of the chunks are joined with `<marker>\n`
//! ([`join_outputs`]); a chunk that fails contributes an empty output.

use std::borrow::Cow;
use std::ops::Range;

use crate::diag::Severity;
use crate::source::{BufferId, SourceMgr};

/// The default input and output split marker.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// The warning MLIR prints for a near miss.
pub const NEAR_MISS_MESSAGE: &str = "near miss with file split marker";

/// One chunk of a split buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text (borrowed unless the range had to be cut inside a UTF-8 character,
    /// which only an unusual custom marker can cause).
    pub text: Cow<'a, str>,
    /// Byte range of the chunk in the whole buffer.
    pub range: Range<usize>,
    /// Number of lines before the chunk: chunk line `n` is line `n + line_offset` of the
    /// file. Give this to the parser.
    pub line_offset: u32,
    /// Bytes between the start of the file line the chunk starts on and the chunk's start:
    /// columns on the chunk's first line are `col + col_offset` in the file (normally only
    /// the rest of the marker line, e.g. `\n`, is on it).
    pub col_offset: u32,
}

/// The result of splitting a buffer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split<'a> {
    /// The chunks, in buffer order.
    pub chunks: Vec<Chunk<'a>>,
    /// Byte offsets of near misses, where MLIR warns `near miss with file split marker`.
    pub near_misses: Vec<usize>,
}

impl Split<'_> {
    /// The near-miss warnings, rendered as mlir-opt prints them (before any chunk is
    /// processed). `buffer` is the split buffer as registered in `sm`.
    pub fn near_miss_warnings(&self, sm: &SourceMgr, buffer: BufferId) -> Vec<String> {
        self.near_misses
            .iter()
            .map(|&off| sm.print_message(Some((buffer, off)), Severity::Warning, NEAR_MISS_MESSAGE, &[]))
            .collect()
    }
}

/// Splits on the default marker `// -----`.
pub fn split_input(buffer: &str) -> Split<'_> {
    split_input_with_marker(buffer, DEFAULT_SPLIT_MARKER)
}

/// Splits on a custom marker (mlir-opt's `--split-input-file=<marker>`). An empty marker
/// means no splitting: one chunk with the whole buffer. Markers of one or two bytes, on which
/// mlir-opt misbehaves, are treated the same way.
pub fn split_input_with_marker<'a>(buffer: &'a str, marker: &str) -> Split<'a> {
    const CHECK_LEN: usize = 2;
    let bytes = buffer.as_bytes();
    let m = marker.as_bytes();
    if m.len() <= CHECK_LEN {
        return Split { chunks: vec![make_chunk(buffer, 0..bytes.len())], near_misses: Vec::new() };
    }
    let (prefix, suffix) = m.split_at(m.len() - CHECK_LEN);

    // Raw pieces between occurrences of `prefix` (empty pieces kept), as `StringRef::split`.
    let mut raw = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i + prefix.len() <= bytes.len() {
        if &bytes[i..i + prefix.len()] == prefix {
            raw.push(start..i);
            i += prefix.len();
            start = i;
        } else {
            i += 1;
        }
    }
    raw.push(start..bytes.len());

    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev: Range<usize> = 0..0;
    for piece in raw {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let p = &bytes[piece.clone()];
        if p.starts_with(suffix) && p.len() > CHECK_LEN && p[CHECK_LEN] != b'0' {
            chunks.push(make_chunk(buffer, prev));
            prev = piece.start + CHECK_LEN..piece.end;
        } else {
            near_misses.push(piece.start);
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        chunks.push(make_chunk(buffer, prev));
    }
    Split { chunks, near_misses }
}

fn make_chunk(buffer: &str, range: Range<usize>) -> Chunk<'_> {
    let bytes = buffer.as_bytes();
    let before = &bytes[..range.start];
    let line_offset = before.iter().filter(|&&c| c == b'\n').count() as u32;
    let line_start = before.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
    let text = match buffer.get(range.clone()) {
        Some(s) => Cow::Borrowed(s),
        None => String::from_utf8_lossy(&bytes[range.clone()]),
    };
    Chunk { text, range: range.clone(), line_offset, col_offset: (range.start - line_start) as u32 }
}

/// Joins the outputs of the chunks as mlir-opt does: `output_marker` followed by `\n`
/// between consecutive outputs, nothing before the first or after the last.
pub fn join_outputs<S: AsRef<str>>(outputs: &[S], output_marker: &str) -> String {
    let mut out = String::new();
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            out.push_str(output_marker);
            out.push('\n');
        }
        out.push_str(o.as_ref());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(s: &'a Split<'_>) -> Vec<&'a str> {
        s.chunks.iter().map(|c| &*c.text).collect()
    }

    #[test]
    fn three_chunks_with_offsets() {
        let src = "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n\n// -----\n\nfunc.func @c() {\n  return\n}\n";
        let s = split_input(src);
        assert_eq!(
            texts(&s),
            [
                "func.func @a() {\n  return\n}\n",
                "\nfunc.func @b() {\n  return\n}\n\n",
                "\n\nfunc.func @c() {\n  return\n}\n",
            ]
        );
        assert!(s.near_misses.is_empty());
        let offs: Vec<(u32, u32)> = s.chunks.iter().map(|c| (c.line_offset, c.col_offset)).collect();
        assert_eq!(offs, [(0, 0), (3, 8), (8, 8)]);
        assert_eq!(s.chunks[1].range, 36..66);
        assert_eq!(&src[s.chunks[1].range.clone()], s.chunks[1].text);
        // Chunk line 2 (`func.func @b`) is file line 5.
        assert_eq!(s.chunks[1].line_offset + 2, 5);
    }

    #[test]
    fn no_marker_is_one_chunk_and_empty_input_has_none() {
        let s = split_input("a\nb\n");
        assert_eq!(texts(&s), ["a\nb\n"]);
        assert_eq!(split_input("").chunks, []);
    }

    #[test]
    fn near_misses_and_odd_markers() {
        let src = "func.func @a()\n// --- x\nfunc.func @b()\n// -----0\nfunc.func @c()\n  // -----  \nfunc.func @d() // -----\nfunc.func @e()\n// ------\n\nfunc.func @f()\n// -----";
        let s = split_input(src);
        assert_eq!(
            texts(&s),
            [
                "func.func @a()\n// --- x\nfunc.func @b()\n// -----0\nfunc.func @c()\n  ",
                "  \nfunc.func @d() ",
                "\nfunc.func @e()\n",
                "-\n\nfunc.func @f()\n// -----",
            ]
        );
        let lines: Vec<u32> = s.chunks.iter().map(|c| c.line_offset + 1).collect();
        assert_eq!(lines, [1, 6, 7, 9]);
        assert_eq!(s.chunks[3].col_offset, 8);
        // Offsets just after `// ---` on lines 2, 4 and 12.
        let mut sm = SourceMgr::new();
        sm.set_load_from_disk(false);
        let id = sm.add_buffer("sp.mlir", src);
        assert_eq!(
            s.near_miss_warnings(&sm, id),
            [
                "sp.mlir:2:7: warning: near miss with file split marker\n// --- x\n      ^\n",
                "sp.mlir:4:7: warning: near miss with file split marker\n// -----0\n      ^\n",
                "sp.mlir:12:7: warning: near miss with file split marker\n// -----\n      ^\n",
            ]
        );
    }

    #[test]
    fn leading_marker_quirk() {
        // Nothing before the first marker: the next piece is kept with its `--`.
        let s = split_input("// -----\nfunc.func @a()\n");
        assert_eq!(texts(&s), ["--\nfunc.func @a()\n"]);
        assert_eq!((s.chunks[0].line_offset, s.chunks[0].col_offset), (0, 6));
        let s = split_input("// -----// -----\n");
        assert_eq!(texts(&s), ["--", "\n"]);
        let s = split_input("a\n// -----\n// -----\nb\n");
        assert_eq!(texts(&s), ["a\n", "\n", "\nb\n"]);
    }

    #[test]
    fn custom_markers() {
        let s = split_input_with_marker("a\n#### split\nb\n", "#### split");
        assert_eq!(texts(&s), ["a\n", "\nb\n"]);
        assert_eq!(texts(&split_input_with_marker("a // -----\nb", "")), ["a // -----\nb"]);
        assert_eq!(texts(&split_input_with_marker("a--b", "--")), ["a--b"]);
        // A marker whose cut falls inside a UTF-8 character never panics.
        let s = split_input_with_marker("xé€yé€z", "é€");
        assert_eq!(texts(&s), ["x", "y", "z"]);
        let s = split_input_with_marker("xé\u{20ad}y", "é€");
        assert_eq!(s.chunks.len(), 1);
        assert_eq!(s.near_misses.len(), 1);
    }

    #[test]
    fn joins_outputs_like_mlir_opt() {
        let outs = ["module {\n}\n\n", "", "module {\n}\n\n"];
        assert_eq!(join_outputs(&outs, DEFAULT_SPLIT_MARKER), "module {\n}\n\n// -----\n// -----\nmodule {\n}\n\n");
        assert_eq!(join_outputs(&outs[..1], "XX"), "module {\n}\n\n");
        assert_eq!(join_outputs::<&str>(&[], "XX"), "");
    }
}
