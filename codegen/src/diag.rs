//! Source files, spans and clang/MLIR-style diagnostics for the spec language.

use std::fmt::Write as _;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range in one loaded file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        // Spec files are far below 4 GiB; saturate rather than wrap if one is not.
        let clamp = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Span { file, start: clamp(start), end: clamp(end) }
    }

    /// Whether `other` lies within this span (same file).
    pub fn contains(&self, other: Span) -> bool {
        self.file == other.file && self.start <= other.start && other.end <= self.end
    }
}

struct SourceFile {
    name: String,
    text: String,
    /// Byte offset of the start of every line, for offset -> line lookups.
    line_starts: Vec<usize>,
}

/// Every file loaded while reading a spec, in load order.
#[derive(Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, path: impl Into<String>, text: String) -> FileId {
        let line_starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        let id = FileId(u32::try_from(self.files.len()).unwrap_or(u32::MAX));
        self.files.push(SourceFile { name: path.into(), text, line_starts });
        id
    }

    pub fn name(&self, file: FileId) -> &str {
        self.files.get(file.0 as usize).map_or("<unknown>", |f| f.name.as_str())
    }

    pub fn text(&self, file: FileId) -> &str {
        self.files.get(file.0 as usize).map_or("", |f| f.text.as_str())
    }

    /// Every loaded file, in load order.
    pub fn files(&self) -> impl Iterator<Item = FileId> + '_ {
        (0..self.files.len()).map(|i| FileId(i as u32))
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// 1-based line and column (in chars) of a byte offset; offsets past the end clamp.
    pub fn line_col(&self, file: FileId, byte_offset: usize) -> (usize, usize) {
        let Some(f) = self.files.get(file.0 as usize) else {
            return (1, 1);
        };
        let offset = floor_char_boundary(&f.text, byte_offset.min(f.text.len()));
        let line = f.line_starts.partition_point(|&s| s <= offset).max(1) - 1;
        let col = f.text[f.line_starts[line]..offset].chars().count();
        (line + 1, col + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    fn line_text(&self, file: FileId, line: usize) -> &str {
        let Some(f) = self.files.get(file.0 as usize) else {
            return "";
        };
        let Some(&start) = f.line_starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = f.line_starts.get(line).map_or(f.text.len(), |&e| e);
        f.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// An error with its location and any notes pointing elsewhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub span: Span,
    pub message: String,
    pub notes: Vec<(Span, String)>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { span, message: message.into(), notes: Vec::new() }
    }

    pub fn with_note(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.notes.push((span, message.into()));
        self
    }

    /// `file:line:col: error: message`, the source line and a caret, then each note alike.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        render_one(&mut out, sources, self.span, "error", &self.message);
        for (span, note) in &self.notes {
            render_one(&mut out, sources, *span, "note", note);
        }
        out
    }
}

fn render_one(out: &mut String, sources: &SourceMap, span: Span, kind: &str, message: &str) {
    let (line, col) = sources.line_col(span.file, span.start as usize);
    let _ = writeln!(out, "{}:{line}:{col}: {kind}: {message}", sources.name(span.file));
    let text = sources.line_text(span.file, line);
    if text.is_empty() {
        return;
    }
    // Keep tabs so the caret lines up with the source line however tabs are displayed.
    let pad: String = text.chars().take(col - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
    let _ = writeln!(out, "{text}\n{pad}^");
}

/// All diagnostics, in order, as one string.
pub fn render_all(diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
    diagnostics.iter().map(|d| d.render(sources)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_chars() {
        let mut sm = SourceMap::new();
        let f = sm.add("a.td", "ab\n\u{e9}xy\n".to_string());
        assert_eq!(sm.line_col(f, 0), (1, 1));
        assert_eq!(sm.line_col(f, 3), (2, 1));
        // 'x' is after the two-byte 'é'.
        assert_eq!(sm.line_col(f, 5), (2, 2));
        assert_eq!(sm.line_col(f, 999), (3, 1));
    }

    #[test]
    fn renders_clang_style() {
        let mut sm = SourceMap::new();
        let f = sm.add("spec/arith.td", "class A;\ndef Foo : Arith_BinOp<\"x\">;\n".to_string());
        let d = Diagnostic::error(Span::new(f, 19, 30), "unknown class 'Arith_BinOp'")
            .with_note(Span::new(f, 6, 7), "a note");
        assert_eq!(
            d.render(&sm),
            "spec/arith.td:2:11: error: unknown class 'Arith_BinOp'\n\
             def Foo : Arith_BinOp<\"x\">;\n          ^\n\
             spec/arith.td:1:7: note: a note\nclass A;\n      ^\n"
        );
    }

    #[test]
    fn empty_file_renders_without_source_line() {
        let mut sm = SourceMap::new();
        let f = sm.add("missing.td", String::new());
        let d = Diagnostic::error(Span::new(f, 0, 0), "cannot read");
        assert_eq!(d.render(&sm), "missing.td:1:1: error: cannot read\n");
    }
}
