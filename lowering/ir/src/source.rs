//! The source manager: named text buffers (the input file, plus any file a location names
//! that can be read from disk, as mlir-opt does), the mapping from location attributes to
//! `file:line:col`, and LLVM `SourceMgr::PrintMessage`-style rendering of one message with
//! its source line and caret line.
//!
//! Lines and columns are 1-based and count bytes, like MLIR. A `--split-input-file` chunk
//! is not registered as a buffer of its own: the parser reports whole-file line numbers
//! (it is given the chunk's line offset), so the whole input file is the buffer every
//! location refers to.

use std::sync::Mutex;

use rustc_hash::FxHashMap;

use crate::{AttrData, Attribute, Context, Ident, Location};

/// How serious a diagnostic is; ordered from `Note` (least) to `Error`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Extra information attached to another diagnostic.
    Note,
    /// Information that is neither a problem nor attached to another diagnostic.
    Remark,
    /// A possible problem; the run still succeeds.
    Warning,
    /// A problem that makes the run fail.
    Error,
}

impl Severity {
    /// The word MLIR prints for the severity (`error`, `warning`, `remark`, `note`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// LLVM's tab stop for expanding tabs in source and caret lines.
const TAB_STOP: usize = 8;

/// Largest file loaded from disk on demand for a location (256 MiB).
const MAX_DISK_FILE: u64 = 256 << 20;

/// Nesting limit when walking location attributes (guards against pathological depth).
const MAX_LOC_DEPTH: u32 = 512;

/// Identifies a buffer of a [`SourceMgr`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct BufferId(pub u32);

/// Prints an attribute in MLIR syntax (used for fused-location metadata).
pub type AttrPrinter = dyn Fn(&Context, Attribute) -> String + Send + Sync;

struct Buffer {
    name: Box<str>,
    text: Box<str>,
    /// Byte offset of every `\n`, found when a diagnostic first needs it (most runs
    /// report nothing, and on a large input the table is as big as a fifth of the text).
    newlines: std::sync::OnceLock<Box<[usize]>>,
}

impl Buffer {
    fn newlines(&self) -> &[usize] {
        self.newlines.get_or_init(|| memchr::memchr_iter(b'\n', self.text.as_bytes()).collect())
    }
}

/// The first file location inside a location attribute: what MLIR's
/// `findInstanceOf<FileLineColLoc>` returns (a `FileRange` counts, with its start).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FileLineCol {
    /// The file name.
    pub file: Ident,
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1 (in bytes).
    pub col: u32,
}

/// Named source buffers. Buffers are append-only, so `&str`s handed out stay valid; the
/// manager is `Sync` and buffers can be added (or loaded from disk) through `&self`.
pub struct SourceMgr {
    buffers: append_only_vec::AppendOnlyVec<Buffer>,
    /// Buffer name -> buffer (first registration wins); `None` caches a failed disk load.
    names: Mutex<FxHashMap<Box<str>, Option<u32>>>,
    load_from_disk: bool,
    attr_printer: Option<Box<AttrPrinter>>,
}

impl Default for SourceMgr {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for SourceMgr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.buffers.iter().map(|b| &*b.name).collect();
        f.debug_struct("SourceMgr").field("buffers", &names).field("load_from_disk", &self.load_from_disk).finish()
    }
}

impl SourceMgr {
    /// An empty manager that, like mlir-opt, reads a file from disk (relative to the current
    /// directory) the first time a location names a file that is not registered.
    pub fn new() -> Self {
        SourceMgr {
            buffers: append_only_vec::AppendOnlyVec::new(),
            names: Mutex::new(FxHashMap::default()),
            load_from_disk: true,
            attr_printer: None,
        }
    }

    /// Turns on-demand loading of unregistered files from disk on or off.
    pub fn set_load_from_disk(&mut self, on: bool) {
        self.load_from_disk = on;
    }

    /// Installs the printer used for attributes inside locations (fused-location metadata).
    /// Without one, strings, unit, booleans and integers are printed and anything else shows
    /// as `<<attribute>>`.
    pub fn set_attr_printer(&mut self, printer: Box<AttrPrinter>) {
        self.attr_printer = printer.into();
    }

    fn lock_names(&self) -> std::sync::MutexGuard<'_, FxHashMap<Box<str>, Option<u32>>> {
        self.names.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn push(&self, name: &str, text: Box<str>) -> u32 {
        self.buffers.push(Buffer { name: name.into(), text, newlines: Default::default() }) as u32
    }

    /// Registers a buffer under `name` (the name locations use, e.g. the input path as given
    /// on the command line, or `<stdin>`). If several buffers share a name, lookups by name
    /// find the first.
    pub fn add_buffer(&self, name: &str, text: impl Into<String>) -> BufferId {
        let mut names = self.lock_names();
        let id = self.push(name, text.into().into_boxed_str());
        match names.get(name) {
            Some(Some(_)) => {}
            _ => {
                names.insert(name.into(), Some(id));
            }
        }
        BufferId(id)
    }

    /// The first registered buffer (the main input file), if any.
    pub fn main_buffer(&self) -> Option<BufferId> {
        (self.buffers.len() > 0).then_some(BufferId(0))
    }

    /// Number of buffers (registered or loaded from disk).
    pub fn num_buffers(&self) -> usize {
        self.buffers.len()
    }

    fn buf(&self, id: BufferId) -> Option<&Buffer> {
        let i = id.0 as usize;
        (i < self.buffers.len()).then(|| &self.buffers[i])
    }

    /// Name of a buffer (empty for an unknown id).
    pub fn buffer_name(&self, id: BufferId) -> &str {
        self.buf(id).map_or("", |b| &b.name)
    }

    /// Text of a buffer (empty for an unknown id).
    pub fn buffer_text(&self, id: BufferId) -> &str {
        self.buf(id).map_or("", |b| &b.text)
    }

    /// The buffer named `name`: a registered one, else (if enabled) the file of that name read
    /// from disk, as MLIR's diagnostic handler does. Failed loads are remembered.
    pub fn find_buffer(&self, name: &str) -> Option<BufferId> {
        let mut names = self.lock_names();
        if let Some(entry) = names.get(name) {
            return entry.map(BufferId);
        }
        if !self.load_from_disk || name.is_empty() {
            return None;
        }
        let loaded = read_regular_file(name).map(|text| self.push(name, text.into_boxed_str()));
        names.insert(name.into(), loaded);
        loaded.map(BufferId)
    }

    /// The innermost file location of `loc` (see [`file_line_col`]) with its file name.
    pub fn resolve<'c>(&self, ctx: &'c Context, loc: Attribute) -> Option<(&'c str, u32, u32)> {
        file_line_col(ctx, loc).map(|f| (ctx.ident_str(f.file), f.line, f.col))
    }

    /// Text of line `line` (1-based) of the file `file`, without its line terminator.
    pub fn line_text(&self, file: &str, line: u32) -> Option<&str> {
        let id = self.find_buffer(file)?;
        let start = self.line_start(id, line)?;
        let b = self.buf(id)?;
        let bytes = b.text.as_bytes();
        let end = bytes[start..].iter().position(|&c| c == b'\n' || c == b'\r').map_or(bytes.len(), |p| start + p);
        b.text.get(start..end)
    }

    /// Byte offset of the start of line `line` (1-based; line 0 is treated as line 1, as LLVM
    /// does). `None` past the last line.
    pub fn line_start(&self, id: BufferId, line: u32) -> Option<usize> {
        let b = self.buf(id)?;
        let idx = line.saturating_sub(1) as usize;
        if idx == 0 {
            return Some(0);
        }
        b.newlines().get(idx - 1).map(|&nl| nl + 1)
    }

    /// LLVM's `SourceMgr::FindLocForLineAndColumn`: the byte offset of `line:col`, or `None`
    /// if the line does not exist or the column runs past the end of the line (one past the
    /// last character, i.e. the newline, is still valid).
    pub fn find_offset(&self, id: BufferId, line: u32, col: u32) -> Option<usize> {
        let start = self.line_start(id, line)?;
        let bytes = self.buf(id)?.text.as_bytes();
        let col = col.saturating_sub(1) as usize;
        if col == 0 {
            return Some(start);
        }
        let end = start.checked_add(col)?;
        if end > bytes.len() || bytes[start..end].iter().any(|&c| c == b'\n' || c == b'\r') {
            return None;
        }
        Some(end)
    }

    /// Offset of `line:col` without LLVM's validation (used for positions the verifier took
    /// from the buffer itself); clamped to the buffer.
    pub fn offset_lenient(&self, id: BufferId, line: u32, col: u32) -> Option<usize> {
        let start = self.line_start(id, line)?;
        let len = self.buf(id)?.text.len();
        Some(start.saturating_add(col.saturating_sub(1) as usize).min(len))
    }

    /// (line, column) of a byte offset, computed as LLVM's `SourceMgr::GetMessage` does: the
    /// line counts `\n`s before the offset, the column counts from the last `\n` or `\r`.
    pub fn line_col_of(&self, id: BufferId, offset: usize) -> (u32, u32) {
        let Some(b) = self.buf(id) else { return (0, 0) };
        let bytes = b.text.as_bytes();
        let offset = offset.min(bytes.len());
        let line = b.newlines().partition_point(|&nl| nl < offset) + 1;
        let line_start = line_start_before(bytes, offset);
        (line as u32, (offset - line_start + 1) as u32)
    }

    /// LLVM's `SourceMgr::PrintMessage`: renders `message` at byte `at` of a buffer (or with
    /// no position: `<unknown>:0: `), followed by the source line and a caret line when there
    /// is a position. `ranges` (byte ranges in the same buffer) are underlined with `~`.
    pub fn print_message(
        &self,
        at: Option<(BufferId, usize)>,
        severity: Severity,
        message: &str,
        ranges: &[(usize, usize)],
    ) -> String {
        let Some((id, offset)) = at.filter(|(id, _)| self.buf(*id).is_some()) else {
            return format!("<unknown>:0: {}: {message}\n", severity.as_str());
        };
        let Some(b) = self.buf(id) else {
            return format!("<unknown>:0: {}: {message}\n", severity.as_str());
        };
        let bytes = b.text.as_bytes();
        let offset = offset.min(bytes.len());
        let line_start = line_start_before(bytes, offset);
        let line_end =
            bytes[offset..].iter().position(|&c| c == b'\n' || c == b'\r').map_or(bytes.len(), |p| offset + p);
        let (line, _) = self.line_col_of(id, offset);
        let column = offset - line_start;
        let name = if &*b.name == "-" { "<stdin>" } else { &b.name };
        let mut out = format!("{name}:{line}:{}: {}: {message}\n", column + 1, severity.as_str());
        let contents = &bytes[line_start..line_end];
        if !contents.is_ascii() {
            push_source_line(&mut out, contents);
            return out;
        }
        let mut caret = vec![b' '; contents.len() + 1];
        for &(start, end) in ranges {
            if start > end || start > line_end || end < line_start {
                continue;
            }
            let s = start.max(line_start) - line_start;
            let e = (end.min(line_end) - line_start).min(caret.len());
            for c in caret.iter_mut().take(e).skip(s) {
                *c = b'~';
            }
        }
        let caret_col = column.min(contents.len());
        caret[caret_col] = b'^';
        while caret.last() == Some(&b' ') {
            caret.pop();
        }
        push_source_line(&mut out, contents);
        let mut out_col = 0usize;
        for (i, &c) in caret.iter().enumerate() {
            if contents.get(i) != Some(&b'\t') {
                out.push(c as char);
                out_col += 1;
                continue;
            }
            // At least one column, then up to the next tab stop.
            let width = TAB_STOP - out_col % TAB_STOP;
            out.extend(std::iter::repeat_n(c as char, width));
            out_col += width;
        }
        out.push('\n');
        out
    }

    /// Renders `message` at `file:line:col` the way MLIR's diagnostic handler does for a
    /// file location: with the source line and caret when the position exists in a buffer
    /// (and `show_source`), else the bare `file:line:col: severity: message` line.
    pub fn print_at_file_loc(
        &self,
        file: &str,
        line: u32,
        col: u32,
        severity: Severity,
        message: &str,
        show_source: bool,
    ) -> String {
        if show_source && line != 0 && col != 0 {
            if let Some(id) = self.find_buffer(file) {
                if let Some(offset) = self.find_offset(id, line, col) {
                    return self.print_message(Some((id, offset)), severity, message, &[]);
                }
            }
        }
        format!("{file}:{line}:{col}: {}: {message}\n", severity.as_str())
    }

    /// Prints an attribute nested in a location (fused metadata).
    pub(crate) fn print_attr(&self, ctx: &Context, attr: Attribute) -> String {
        if let Some(p) = &self.attr_printer {
            return p(ctx, attr);
        }
        match ctx.attr_data(attr) {
            AttrData::String { value, ty: None } => quote(value),
            AttrData::Unit => "unit".into(),
            AttrData::Bool(b) => b.to_string(),
            AttrData::Integer { value, .. } => value.to_string(),
            _ => "<<attribute>>".into(),
        }
    }
}

/// Reads a regular file (not a directory or device) of bounded size as (lossy) UTF-8.
fn read_regular_file(name: &str) -> Option<String> {
    let meta = std::fs::metadata(name).ok()?;
    if !meta.is_file() || meta.len() > MAX_DISK_FILE {
        return None;
    }
    let bytes = std::fs::read(name).ok()?;
    Some(match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// Start of the line containing `offset`: just after the previous `\n` or `\r`.
fn line_start_before(bytes: &[u8], offset: usize) -> usize {
    bytes[..offset].iter().rposition(|&c| c == b'\n' || c == b'\r').map_or(0, |p| p + 1)
}

/// LLVM's `printSourceLine`: the line with tabs expanded to the next tab stop, plus `\n`.
fn push_source_line(out: &mut String, contents: &[u8]) {
    let mut expanded = Vec::with_capacity(contents.len() + 8);
    let mut col = 0usize;
    for &c in contents {
        if c == b'\t' {
            let width = TAB_STOP - col % TAB_STOP;
            expanded.extend(std::iter::repeat_n(b' ', width));
            col += width;
        } else {
            expanded.push(c);
            col += 1;
        }
    }
    out.push_str(&String::from_utf8_lossy(&expanded));
    out.push('\n');
}

/// `"..."` with LLVM's `printEscapedString` escaping (`\\`, and `\XX` for `"` and for
/// anything outside printable ASCII).
pub fn quote(s: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &c in s.as_bytes() {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push('"');
    out
}

/// The location data of a location attribute (`None` for other attributes).
pub(crate) fn location(ctx: &Context, loc: Attribute) -> Option<&Location> {
    match ctx.attr_data(loc) {
        AttrData::Location(l) => Some(l),
        _ => None,
    }
}

/// The first `FileLineCol` (or `FileRange`, by its start) found walking `loc` in pre-order,
/// children left to right: MLIR's `findInstanceOf<FileLineColLoc>`. So a name location
/// yields its child's, a call site its callee's (else its caller's), a fused location the
/// first of its parts that has one.
pub fn file_line_col(ctx: &Context, loc: Attribute) -> Option<FileLineCol> {
    fn walk(ctx: &Context, loc: Attribute, depth: u32) -> Option<FileLineCol> {
        if depth > MAX_LOC_DEPTH {
            return None;
        }
        match location(ctx, loc)? {
            Location::Unknown => None,
            &Location::FileLineCol { file, line, col } | &Location::FileRange { file, line, col, .. } => {
                Some(FileLineCol { file, line, col })
            }
            Location::Name { child, .. } => child.and_then(|c| walk(ctx, c, depth + 1)),
            Location::CallSite { callee, caller } => {
                walk(ctx, *callee, depth + 1).or_else(|| walk(ctx, *caller, depth + 1))
            }
            Location::Fused { locs, .. } => locs.iter().find_map(|&l| walk(ctx, l, depth + 1)),
        }
    }
    walk(ctx, loc, 0)
}

/// `loc(...)` as MLIR prints a location attribute.
pub fn format_location(ctx: &Context, sm: &SourceMgr, loc: Attribute) -> String {
    let mut out = String::from("loc(");
    format_location_body(ctx, sm, loc, &mut out, 0);
    out.push(')');
    out
}

fn format_location_body(ctx: &Context, sm: &SourceMgr, loc: Attribute, out: &mut String, depth: u32) {
    if depth > MAX_LOC_DEPTH {
        out.push_str("...");
        return;
    }
    let Some(l) = location(ctx, loc) else {
        out.push_str(&sm.print_attr(ctx, loc));
        return;
    };
    match l {
        Location::Unknown => out.push_str("unknown"),
        Location::FileLineCol { file, line, col } => {
            out.push_str(&format!("{}:{line}:{col}", quote(ctx.ident_str(*file))));
        }
        Location::FileRange { file, line, col, end_line, end_col } => {
            out.push_str(&format!("{}:{line}:{col} to ", quote(ctx.ident_str(*file))));
            if end_line != line {
                out.push_str(&end_line.to_string());
            }
            out.push_str(&format!(":{end_col}"));
        }
        Location::Name { name, child } => {
            out.push_str(&quote(ctx.ident_str(*name)));
            if let Some(c) = child {
                if !matches!(location(ctx, *c), Some(Location::Unknown)) {
                    out.push('(');
                    format_location_body(ctx, sm, *c, out, depth + 1);
                    out.push(')');
                }
            }
        }
        Location::CallSite { callee, caller } => {
            out.push_str("callsite(");
            format_location_body(ctx, sm, *callee, out, depth + 1);
            out.push_str(" at ");
            format_location_body(ctx, sm, *caller, out, depth + 1);
            out.push(')');
        }
        Location::Fused { locs, metadata } => {
            out.push_str("fused");
            if let Some(m) = metadata {
                out.push('<');
                out.push_str(&sm.print_attr(ctx, *m));
                out.push('>');
            }
            out.push('[');
            for (i, &l) in locs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                format_location_body(ctx, sm, l, out, depth + 1);
            }
            out.push(']');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sm_with(name: &str, text: &str) -> (SourceMgr, BufferId) {
        let mut sm = SourceMgr::new();
        sm.set_load_from_disk(false);
        let id = sm.add_buffer(name, text);
        (sm, id)
    }

    #[test]
    fn find_offset_follows_llvm() {
        let (sm, id) = sm_with("f.mlir", "abc\n\tde\r\nx");
        assert_eq!(sm.find_offset(id, 1, 1), Some(0));
        assert_eq!(sm.find_offset(id, 1, 4), Some(3)); // the newline itself
        assert_eq!(sm.find_offset(id, 1, 5), None);
        assert_eq!(sm.find_offset(id, 2, 4), Some(7)); // the '\r'
        assert_eq!(sm.find_offset(id, 2, 5), None);
        assert_eq!(sm.find_offset(id, 3, 1), Some(9));
        assert_eq!(sm.find_offset(id, 3, 2), Some(10)); // end of buffer
        assert_eq!(sm.find_offset(id, 3, 3), None);
        assert_eq!(sm.find_offset(id, 4, 1), None);
        assert_eq!(sm.find_offset(BufferId(7), 1, 1), None);
        assert_eq!(sm.line_col_of(id, 7), (2, 4));
        assert_eq!(sm.line_text("f.mlir", 2), Some("\tde"));
        assert_eq!(sm.line_text("f.mlir", 3), Some("x"));
        assert_eq!(sm.line_text("f.mlir", 4), None);
        assert_eq!(sm.line_text("g.mlir", 1), None);
    }

    #[test]
    fn print_message_layout() {
        let (sm, id) = sm_with("f.mlir", "func.func @f() { %0 = arith.addi }\n");
        assert_eq!(
            sm.print_message(Some((id, 32)), Severity::Error, "expected SSA operand", &[]),
            "f.mlir:1:33: error: expected SSA operand\nfunc.func @f() { %0 = arith.addi }\n                                ^\n"
        );
        assert_eq!(sm.print_message(None, Severity::Error, "boom", &[]), "<unknown>:0: error: boom\n");
        // Ranges are clipped to the line; the caret wins over a tilde.
        assert_eq!(
            sm.print_message(Some((id, 17)), Severity::Error, "m", &[(17, 100)]),
            "f.mlir:1:18: error: m\nfunc.func @f() { %0 = arith.addi }\n                 ^~~~~~~~~~~~~~~~~\n"
        );
    }

    #[test]
    fn tabs_expand_in_source_and_caret_lines() {
        let (sm, id) = sm_with("t.mlir", "func.func @f() {\n\t%0 = arith.addi\n}\n");
        assert_eq!(
            sm.print_message(Some((id, 33)), Severity::Error, "expected SSA operand", &[]),
            "t.mlir:2:17: error: expected SSA operand\n        %0 = arith.addi\n                       ^\n"
        );
        let (sm, id) = sm_with("t.mlir", "a\tb\n");
        // A tilde under a tab is repeated up to the tab stop.
        assert_eq!(
            sm.print_message(Some((id, 0)), Severity::Note, "n", &[(0, 3)]),
            "t.mlir:1:1: note: n\na       b\n^~~~~~~~~\n"
        );
    }

    #[test]
    fn non_ascii_line_has_no_caret() {
        let (sm, id) = sm_with("u.mlir", "x = \"é\"\n");
        assert_eq!(sm.print_message(Some((id, 0)), Severity::Error, "m", &[]), "u.mlir:1:1: error: m\nx = \"é\"\n");
    }

    #[test]
    fn stdin_dash_name() {
        let (sm, id) = sm_with("-", "x\n");
        assert_eq!(sm.print_message(Some((id, 0)), Severity::Remark, "r", &[]), "<stdin>:1:1: remark: r\nx\n^\n");
    }

    #[test]
    fn print_at_file_loc_falls_back_without_source() {
        let (sm, _) = sm_with("f.mlir", "abc\n");
        assert_eq!(sm.print_at_file_loc("f.mlir", 1, 2, Severity::Error, "m", true), "f.mlir:1:2: error: m\nabc\n ^\n");
        assert_eq!(sm.print_at_file_loc("f.mlir", 1, 2, Severity::Error, "m", false), "f.mlir:1:2: error: m\n");
        assert_eq!(sm.print_at_file_loc("f.mlir", 1, 9, Severity::Error, "m", true), "f.mlir:1:9: error: m\n");
        assert_eq!(sm.print_at_file_loc("f.mlir", 0, 0, Severity::Error, "m", true), "f.mlir:0:0: error: m\n");
        assert_eq!(sm.print_at_file_loc("nope.mlir", 1, 1, Severity::Error, "m", true), "nope.mlir:1:1: error: m\n");
    }

    #[test]
    fn disk_loading_is_optional_and_cached() {
        let dir = std::env::temp_dir().join(format!("descent-source-test-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join("other.mlir");
        let _ = std::fs::write(&path, "line one\nline two\n");
        let name = path.to_string_lossy().into_owned();
        let sm = SourceMgr::new();
        assert_eq!(sm.line_text(&name, 2), Some("line two"));
        assert_eq!(sm.num_buffers(), 1);
        assert!(sm.find_buffer(&format!("{name}.missing")).is_none());
        let mut off = SourceMgr::new();
        off.set_load_from_disk(false);
        assert_eq!(off.line_text(&name, 2), None);
        assert!(sm.find_buffer(dir.to_str().unwrap_or("")).is_none()); // a directory
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn resolves_innermost_file_location() {
        let ctx = Context::new();
        let sm = SourceMgr::new();
        let f = ctx.ident("a.mlir");
        let fl = ctx.file_loc(f, 3, 4);
        let fl2 = ctx.file_loc(ctx.ident("b.mlir"), 5, 6);
        let unknown = ctx.common().unknown_loc;
        let name = ctx.intern_attr(AttrData::Location(Location::Name { name: ctx.ident("n"), child: Some(fl) }));
        let bare = ctx.intern_attr(AttrData::Location(Location::Name { name: ctx.ident("n"), child: None }));
        let call = ctx.intern_attr(AttrData::Location(Location::CallSite { callee: bare, caller: fl2 }));
        let fused = ctx
            .intern_attr(AttrData::Location(Location::Fused { locs: vec![unknown, call, fl].into(), metadata: None }));
        let range = ctx.intern_attr(AttrData::Location(Location::FileRange {
            file: f,
            line: 7,
            col: 8,
            end_line: 9,
            end_col: 1,
        }));
        assert_eq!(sm.resolve(&ctx, fl), Some(("a.mlir", 3, 4)));
        assert_eq!(sm.resolve(&ctx, name), Some(("a.mlir", 3, 4)));
        assert_eq!(sm.resolve(&ctx, bare), None);
        assert_eq!(sm.resolve(&ctx, call), Some(("b.mlir", 5, 6)));
        assert_eq!(sm.resolve(&ctx, fused), Some(("b.mlir", 5, 6)));
        assert_eq!(sm.resolve(&ctx, range), Some(("a.mlir", 7, 8)));
        assert_eq!(sm.resolve(&ctx, unknown), None);
        assert_eq!(sm.resolve(&ctx, ctx.unit_attr()), None);
    }

    #[test]
    fn formats_locations_like_mlir() {
        let ctx = Context::new();
        let sm = SourceMgr::new();
        let name = |s: &str, child| ctx.intern_attr(AttrData::Location(Location::Name { name: ctx.ident(s), child }));
        let unknown = ctx.common().unknown_loc;
        let a = name("a", None);
        let b = name("b", None);
        assert_eq!(format_location(&ctx, &sm, unknown), "loc(unknown)");
        assert_eq!(format_location(&ctx, &sm, a), "loc(\"a\")");
        assert_eq!(format_location(&ctx, &sm, name("a", Some(b))), "loc(\"a\"(\"b\"))");
        assert_eq!(format_location(&ctx, &sm, name("a", Some(unknown))), "loc(\"a\")");
        assert_eq!(format_location(&ctx, &sm, name("a\"b\n\\c\u{1}é", None)), "loc(\"a\\22b\\0A\\\\c\\01\\C3\\A9\")");
        let call = ctx.intern_attr(AttrData::Location(Location::CallSite { callee: a, caller: b }));
        assert_eq!(format_location(&ctx, &sm, call), "loc(callsite(\"a\" at \"b\"))");
        let fused = ctx.intern_attr(AttrData::Location(Location::Fused {
            locs: vec![a, b].into(),
            metadata: Some(ctx.string_attr("m")),
        }));
        assert_eq!(format_location(&ctx, &sm, fused), "loc(fused<\"m\">[\"a\", \"b\"])");
        let f = ctx.ident("f.mlir");
        let r1 = ctx.intern_attr(AttrData::Location(Location::FileRange {
            file: f,
            line: 1,
            col: 2,
            end_line: 1,
            end_col: 9,
        }));
        let r2 = ctx.intern_attr(AttrData::Location(Location::FileRange {
            file: f,
            line: 1,
            col: 2,
            end_line: 3,
            end_col: 9,
        }));
        assert_eq!(format_location(&ctx, &sm, r1), "loc(\"f.mlir\":1:2 to :9)");
        assert_eq!(format_location(&ctx, &sm, r2), "loc(\"f.mlir\":1:2 to 3:9)");
        assert_eq!(format_location(&ctx, &sm, ctx.file_loc(f, 1, 2)), "loc(\"f.mlir\":1:2)");
    }
}
