//! `-verify-diagnostics`, as MLIR 22's `SourceMgrDiagnosticVerifierHandler` does it.
//!
//! A line holds an expectation if it matches (anywhere, after trailing whitespace is
//! trimmed) `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`.
//! So one expectation per line at most: in `expected-error {{a}} expected-error {{b}}` the
//! message is `a}} expected-error {{b`. Lines that almost match (a tab before `@`, text
//! after the closing `}}`, `@foo`) are not expectations and not errors either.
//!
//! * The message is matched as a substring; with `-re`, text outside `{{...}}` is literal
//!   and each `{{...}}` inside is a POSIX extended regex (LLVM's `llvm::Regex` flavour).
//! * `@+N`/`@-N` are relative lines (`N` with a leading `0` is octal, as LLVM's
//!   `getAsInteger(0)` reads it); `@above` is the last line that is not an expectation
//!   (line 1 if none), `@below` the next such line (any line, comments included; the last
//!   line of the buffer if none); `@unknown` matches diagnostics without a file location.
//!   There is no `@#label` in MLIR 22.
//! * A diagnostic matches an expectation of the same file and line (any for `@unknown`)
//!   whose message it contains; an expectation may absorb any number of diagnostics. If the
//!   only matches have another severity, the diagnostic is a near miss: `'error' diagnostic
//!   emitted when expecting a 'warning'` at the expectation. Otherwise it is `unexpected
//!   error: MSG` at its own location. Notes are matched one by one like diagnostics. Every
//!   severity counts: unexpected remarks and warnings fail too.
//! * At the end every unmatched expectation is reported as `expected error "MSG" was not
//!   produced` with the expectation underlined.
//!
//! mlir-opt exits 0 iff no `-re` regex was malformed, no diagnostic was unexpected or a near
//! miss, and every expectation matched ([`Expectations::failed`]). With
//! `-verify-diagnostics=only-expected` unexpected diagnostics and near misses are ignored.
//!
//! With `--split-input-file`, mlir-opt 22 scans the *whole* file once (so `@unknown`
//! expectations are shared by all chunks), matches each chunk's diagnostics as it goes
//! (printing failures then), and reports unmatched expectations after the last chunk. To
//! reproduce that exactly: [`Expectations::scan`] the whole buffer, [`Expectations::process`]
//! each chunk's diagnostics, then [`Expectations::finish`]. mlir-opt 22 even calls `finish`
//! twice (explicitly and from the handler's destructor), so unmatched `@unknown`
//! expectations are printed twice, and the second call also happens without
//! `-verify-diagnostics` (every expectation of the file is then printed as not produced,
//! with exit code unaffected).

use crate::diag::{render_at, Diagnostic, Severity};
use crate::ir::{Attribute, Context};
use crate::source::{file_line_col, BufferId, SourceMgr};
use crate::split::Chunk;

mod posix_regex;

/// One `expected-*` designator.
#[derive(Clone, Debug)]
struct Expected {
    kind: Severity,
    /// The line the diagnostic is expected on (wrapping arithmetic, as MLIR's `unsigned`).
    line: u32,
    /// Where the `expected-` text is (1-based line and byte column in the file).
    at_line: u32,
    at_col: u32,
    substring: String,
    /// `Some` for `-re`; the inner `None` if the combined regex does not compile (then
    /// nothing matches, as with LLVM).
    regex: Option<Option<posix_regex::Regex>>,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(Some(re)) => re.is_match(message.as_bytes()),
            Some(None) => false,
            None => message.contains(&self.substring),
        }
    }
}

/// Expectations of one file.
#[derive(Clone, Debug, Default)]
struct FileExpectations {
    /// `None`: the main buffer of the `SourceMgr` given to `process`.
    name: Option<String>,
    list: Vec<Expected>,
}

/// A malformed `-re` expectation found while scanning.
#[derive(Clone, Debug)]
struct ParseError {
    line: u32,
    col: u32,
    len: usize,
    message: String,
}

/// The expectations of a buffer and the matching state of `-verify-diagnostics`.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    files: Vec<FileExpectations>,
    unknown: Vec<Expected>,
    only_expected: bool,
    failed: bool,
}

impl Expectations {
    /// Scans `buffer` (the whole file, or a chunk whose first line is file line
    /// `line_offset + 1`). Errors are the malformed `-re` expectations (the only thing MLIR
    /// rejects), as `LINE:COL: invalid regex: ...` / `LINE:COL: found start of regex with no
    /// end '}}'`; use [`Expectations::scan`] to get them rendered and keep the rest.
    /// The expectations belong to the main buffer of the `SourceMgr` later given to
    /// [`Expectations::check`], unless set with [`Expectations::with_file`].
    pub fn parse(buffer: &str, line_offset: u32) -> Result<Expectations, Vec<String>> {
        let (list, unknown, errors) = scan_buffer(buffer, line_offset, 0);
        if !errors.is_empty() {
            return Err(errors.into_iter().map(|e| format!("{}:{}: {}", e.line, e.col, e.message)).collect());
        }
        Ok(Expectations { files: vec![FileExpectations { name: None, list }], unknown, ..Default::default() })
    }

    /// [`Expectations::parse`] for a `--split-input-file` chunk (positions in whole-file
    /// terms), named as the file `file`.
    pub fn parse_chunk(file: &str, chunk: &Chunk<'_>) -> Result<Expectations, Vec<String>> {
        let (list, unknown, errors) = scan_buffer(&chunk.text, chunk.line_offset, chunk.col_offset);
        if !errors.is_empty() {
            return Err(errors.into_iter().map(|e| format!("{}:{}: {}", e.line, e.col, e.message)).collect());
        }
        let files = vec![FileExpectations { name: Some(file.to_string()), list }];
        Ok(Expectations { files, unknown, ..Default::default() })
    }

    /// MLIR-exact scan of a registered buffer: the expectations (malformed `-re` ones
    /// dropped) and the errors for the malformed ones, rendered as mlir-opt prints them
    /// (`FILE:LINE:COL: error: invalid regex: ...` with the expectation underlined). Any
    /// error makes [`Expectations::failed`] true.
    pub fn scan(sm: &SourceMgr, buffer: BufferId) -> (Expectations, Vec<String>) {
        let name = sm.buffer_name(buffer).to_string();
        let (list, unknown, errors) = scan_buffer(sm.buffer_text(buffer), 0, 0);
        let rendered =
            errors.iter().map(|e| render_expected_at(sm, Some(&name), e.line, e.col, e.len, &e.message)).collect();
        let exp = Expectations {
            files: vec![FileExpectations { name: Some(name), list }],
            unknown,
            only_expected: false,
            failed: !errors.is_empty(),
        };
        (exp, rendered)
    }

    /// Names the file the (main) expectations belong to.
    pub fn with_file(mut self, name: &str) -> Self {
        if let Some(f) = self.files.first_mut() {
            f.name = Some(name.to_string());
        }
        self
    }

    /// `-verify-diagnostics=only-expected`: ignore unexpected diagnostics and near misses.
    pub fn set_only_expected(&mut self, on: bool) {
        self.only_expected = on;
    }

    /// Number of expectations (all files, including `@unknown` ones).
    pub fn len(&self) -> usize {
        self.files.iter().map(|f| f.list.len()).sum::<usize>() + self.unknown.len()
    }

    /// Whether there are no expectations at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// True once anything failed: a malformed regex (via `scan`), an unexpected diagnostic or
    /// near miss, or (after `finish`) an unmatched expectation. mlir-opt's exit code is 1 iff
    /// this is true.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// Matches diagnostics and reports failures: `process` then `finish`. Use this when
    /// each chunk has its own `Expectations`.
    pub fn check(&mut self, diags: &[Diagnostic], ctx: &Context, sm: &SourceMgr) -> Vec<String> {
        let mut out = self.process(diags, ctx, sm);
        out.extend(self.finish(sm));
        out
    }

    /// Matches diagnostics (each followed by its notes) against the expectations and returns
    /// the rendered failures: unexpected diagnostics and near misses. A diagnostic whose
    /// file location names a file without expectations yet has that file scanned (looked up
    /// in `sm`, which may read it from disk), as MLIR does.
    pub fn process(&mut self, diags: &[Diagnostic], ctx: &Context, sm: &SourceMgr) -> Vec<String> {
        let mut out = Vec::new();
        for d in diags {
            self.process_one(d.loc, &d.message, d.severity, ctx, sm, &mut out);
            for n in d.flat_notes() {
                self.process_one(n.loc, &n.message, n.severity, ctx, sm, &mut out);
            }
        }
        out
    }

    /// Reports the expectations not matched so far, file by file in source order, then the
    /// `@unknown` ones (at `<unknown>:0`). Like MLIR's `verify()`, per-file expectations are
    /// dropped once reported but `@unknown` ones are kept (so a second call reports them
    /// again, as mlir-opt 22 does).
    pub fn finish(&mut self, sm: &SourceMgr) -> Vec<String> {
        let mut out = Vec::new();
        let main = sm.main_buffer().map(|id| sm.buffer_name(id).to_string());
        for f in &self.files {
            let name = f.name.clone().or_else(|| main.clone());
            for e in f.list.iter().filter(|e| !e.matched) {
                let msg = not_produced(e);
                out.push(render_expected_at(sm, name.as_deref(), e.at_line, e.at_col, e.substring.len(), &msg));
            }
        }
        for e in self.unknown.iter().filter(|e| !e.matched) {
            out.push(sm.print_message(None, Severity::Error, &not_produced(e), &[]));
        }
        if !out.is_empty() {
            self.failed = true;
        }
        for f in &mut self.files {
            f.list.clear();
        }
        out
    }

    fn process_one(
        &mut self,
        loc: Attribute,
        msg: &str,
        kind: Severity,
        ctx: &Context,
        sm: &SourceMgr,
        out: &mut Vec<String>,
    ) {
        let file_loc = file_line_col(ctx, loc);
        let mut none: [Expected; 0] = [];
        let (list, file_name): (&mut [Expected], Option<String>) = match file_loc {
            Some(fl) => match self.file_index(ctx.ident_str(fl.file), sm) {
                Some(i) => {
                    let f = &mut self.files[i];
                    (&mut f.list, f.name.clone())
                }
                None => (&mut none, None),
            },
            None => (&mut self.unknown, None),
        };
        let mut near_miss: Option<(u32, u32, Severity, bool)> = None;
        for e in list.iter_mut() {
            if let Some(fl) = file_loc {
                if fl.line != e.line {
                    continue;
                }
            }
            if e.matches(msg) {
                if e.kind == kind {
                    e.matched = true;
                    return;
                }
                near_miss = Some((e.at_line, e.at_col, e.kind, file_loc.is_none()));
            }
        }
        if self.only_expected {
            return;
        }
        self.failed = true;
        match near_miss {
            Some((line, col, expected_kind, unknown)) => {
                let m = format!("'{}' diagnostic emitted when expecting a '{}'", kind.as_str(), expected_kind.as_str());
                if unknown {
                    out.push(sm.print_message(None, Severity::Error, &m, &[]));
                } else {
                    let main = sm.main_buffer().map(|id| sm.buffer_name(id).to_string());
                    out.push(render_expected_at(sm, file_name.or(main).as_deref(), line, col, 0, &m));
                }
            }
            None => {
                let m = format!("unexpected {}: {msg}", kind.as_str());
                out.push(render_at(loc, &m, Severity::Error, true, ctx, sm));
            }
        }
    }

    /// Index of the expectations of file `name`, scanning the file (if `sm` has or can load
    /// it) the first time it is seen. Unnamed expectations stand for `sm`'s main buffer.
    fn file_index(&mut self, name: &str, sm: &SourceMgr) -> Option<usize> {
        let main = sm.main_buffer().map(|id| sm.buffer_name(id));
        let pos = self.files.iter().position(|f| match &f.name {
            Some(n) => n == name,
            None => main.is_none_or(|m| m == name),
        });
        if pos.is_some() {
            return pos;
        }
        let id = sm.find_buffer(name)?;
        let (list, unknown, errors) = scan_buffer(sm.buffer_text(id), 0, 0);
        // MLIR prints these errors when it scans the file; they can only be reported with
        // the failures of the diagnostic that triggered the scan, which the caller does not
        // see here, so they just make the run fail.
        if !errors.is_empty() {
            self.failed = true;
        }
        self.unknown.extend(unknown);
        self.files.push(FileExpectations { name: Some(name.to_string()), list });
        Some(self.files.len() - 1)
    }
}

fn not_produced(e: &Expected) -> String {
    format!("expected {} \"{}\" was not produced", e.kind.as_str(), e.substring)
}

/// An error at the position of an expectation, underlining `len` bytes from there.
fn render_expected_at(sm: &SourceMgr, file: Option<&str>, line: u32, col: u32, len: usize, msg: &str) -> String {
    let id = file.and_then(|f| sm.find_buffer(f));
    match id.and_then(|id| sm.offset_lenient(id, line, col).map(|off| (id, off))) {
        Some((id, off)) => sm.print_message(Some((id, off)), Severity::Error, msg, &[(off, off.saturating_add(len))]),
        None => {
            format!("{}:{line}:{col}: error: {msg}\n", file.unwrap_or("<unknown>"))
        }
    }
}

/// Scans a buffer for expectations: (file-located, `@unknown`, malformed `-re`).
fn scan_buffer(
    buffer: &str,
    line_offset: u32,
    first_col_offset: u32,
) -> (Vec<Expected>, Vec<Expected>, Vec<ParseError>) {
    let mut list: Vec<Expected> = Vec::new();
    let mut unknown = Vec::new();
    let mut errors = Vec::new();
    let lines: Vec<&str> = buffer.split('\n').collect();
    let num_lines = lines.len() as u32;
    let mut last_non_designator = 0u32;
    let mut pending_below: Vec<usize> = Vec::new();
    for (idx, raw_line) in lines.iter().enumerate() {
        let idx = idx as u32;
        let line = raw_line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
        let Some(d) = match_designator(line) else {
            for &i in &pending_below {
                list[i].line = line_offset.wrapping_add(idx + 1);
            }
            pending_below.clear();
            last_non_designator = idx;
            continue;
        };
        let col_offset = if idx == 0 { first_col_offset } else { 0 };
        let mut e = Expected {
            kind: d.kind,
            line: line_offset.wrapping_add(idx + 1),
            at_line: line_offset.wrapping_add(idx + 1),
            at_col: (d.start as u32).wrapping_add(1).wrapping_add(col_offset),
            substring: d.message.to_string(),
            regex: None,
            matched: false,
        };
        if d.regex {
            match compile_expected_regex(d.message) {
                Ok(re) => e.regex = Some(re),
                Err(message) => {
                    errors.push(ParseError { line: e.at_line, col: e.at_col, len: d.message.len(), message });
                    continue;
                }
            }
        }
        match d.designator {
            Designator::None => {}
            Designator::Plus(n) => e.line = e.line.wrapping_add(n),
            Designator::Minus(n) => e.line = e.line.wrapping_sub(n),
            Designator::Unknown => {
                unknown.push(e);
                continue;
            }
            Designator::Above => e.line = line_offset.wrapping_add(last_non_designator + 1),
            Designator::Below => {
                pending_below.push(list.len());
                e.line = line_offset.wrapping_add(num_lines);
            }
        }
        list.push(e);
    }
    (list, unknown, errors)
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Designator {
    None,
    Plus(u32),
    Minus(u32),
    Above,
    Below,
    Unknown,
}

#[derive(Debug, PartialEq, Eq)]
struct Designation<'a> {
    /// Byte offset of `expected-` in the line.
    start: usize,
    kind: Severity,
    regex: bool,
    designator: Designator,
    message: &'a str,
}

/// Matches the expectation regex of MLIR at the leftmost position where it matches.
fn match_designator(line: &str) -> Option<Designation<'_>> {
    const PREFIX: &str = "expected-";
    let mut from = 0;
    while let Some(p) = line[from..].find(PREFIX) {
        let start = from + p;
        if let Some(d) = match_designator_at(line, start) {
            return Some(d);
        }
        from = start + 1;
    }
    None
}

fn match_designator_at(line: &str, start: usize) -> Option<Designation<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let (kind, len) = [
        (Severity::Error, "error"),
        (Severity::Note, "note"),
        (Severity::Remark, "remark"),
        (Severity::Warning, "warning"),
    ]
    .into_iter()
    .find(|(_, k)| rest.starts_with(k))
    .map(|(s, k)| (s, k.len()))?;
    rest = &rest[len..];
    let regex = rest.starts_with("-re");
    if regex {
        rest = &rest[3..];
    }
    rest = rest.trim_start_matches(' ');
    let mut designator = Designator::None;
    if let Some(r) = rest.strip_prefix('@') {
        if let Some(r2) = r.strip_prefix("above") {
            designator = Designator::Above;
            rest = r2;
        } else if let Some(r2) = r.strip_prefix("below") {
            designator = Designator::Below;
            rest = r2;
        } else if let Some(r2) = r.strip_prefix("unknown") {
            designator = Designator::Unknown;
            rest = r2;
        } else {
            let sign = r.as_bytes().first().copied()?;
            if sign != b'+' && sign != b'-' {
                return None;
            }
            let digits_len = r[1..].bytes().take_while(u8::is_ascii_digit).count();
            if digits_len == 0 {
                return None;
            }
            let n = parse_auto_radix(&r[1..1 + digits_len]);
            designator = if sign == b'+' { Designator::Plus(n) } else { Designator::Minus(n) };
            rest = &r[1 + digits_len..];
        }
        rest = rest.trim_start_matches(' ');
    }
    let body = rest.strip_prefix("{{")?;
    let message = body.strip_suffix("}}")?;
    Some(Designation { start, kind, regex, designator, message })
}

/// LLVM's `StringRef::getAsInteger(0, int&)` on a digit string: a leading `0` means octal.
/// Where LLVM fails (a bad octal digit, overflow of `int`) it leaves the value
/// uninitialised; this uses 0.
fn parse_auto_radix(digits: &str) -> u32 {
    let (radix, body) = if digits.len() > 1 && digits.starts_with('0') { (8, &digits[1..]) } else { (10, digits) };
    match i64::from_str_radix(body, radix) {
        Ok(v) if v <= i32::MAX as i64 => v as u32,
        _ => 0,
    }
}

/// Builds the regex of an `expected-*-re` message: literal text escaped, each `{{...}}`
/// validated on its own and wrapped in a group, as MLIR does; the whole is then translated
/// for the `regex` crate ([`posix_regex`]). Errors are MLIR's messages.
fn compile_expected_regex(message: &str) -> Result<Option<posix_regex::Regex>, String> {
    let mut pattern = Vec::new();
    let mut rest = message.as_bytes();
    loop {
        let Some(open) = find(rest, b"{{") else {
            posix_regex::escape_into(rest, &mut pattern);
            break;
        };
        posix_regex::escape_into(&rest[..open], &mut pattern);
        rest = &rest[open + 2..];
        let Some(close) = find(rest, b"}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let segment = &rest[..close];
        if let Err(e) = posix_regex::translate(segment) {
            return Err(format!("invalid regex: {}", e.message()));
        }
        pattern.push(b'(');
        pattern.extend_from_slice(segment);
        pattern.push(b')');
        rest = &rest[close + 2..];
    }
    Ok(posix_regex::Regex::new(&pattern).ok())
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{AttrData, Location};
    use crate::split::split_input;

    fn setup(name: &str, text: &str) -> (Context, SourceMgr) {
        let ctx = Context::new();
        let mut sm = SourceMgr::new();
        sm.set_load_from_disk(false);
        sm.add_buffer(name, text);
        (ctx, sm)
    }

    fn lines_of(e: &Expectations) -> Vec<(Severity, u32, &str)> {
        e.files.iter().flat_map(|f| f.list.iter()).map(|x| (x.kind, x.line, x.substring.as_str())).collect()
    }

    const RETURN: &str = "\"func.return\"() : () -> ()";
    const PARENT: &str = "'func.return' op expects parent op 'func.func'";

    #[test]
    fn designator_forms() {
        let src = "\
// expected-error@+1 {{a}}
x
// expected-error @+2 {{b}}
// expected-warning@-1{{c}}
x // expected-remark {{d}}
// expected-note@above {{e}}
// expected-error   @below   {{f}}
// expected-error@below {{g}}
// plain comment
// expected-error@unknown {{h}}
// expected-error-re@+010 {{i{{[0-9]+}}}}
// expected-error@+09 {{j}}";
        let e = Expectations::parse(src, 100).unwrap_or_default();
        assert_eq!(
            lines_of(&e),
            [
                (Severity::Error, 102, "a"),
                (Severity::Error, 105, "b"),
                (Severity::Warning, 103, "c"),
                (Severity::Remark, 105, "d"),
                (Severity::Note, 102, "e"),
                (Severity::Error, 109, "f"),
                (Severity::Error, 109, "g"),
                (Severity::Error, 119, "i{{[0-9]+}}"),
                (Severity::Error, 112, "j"),
            ]
        );
        assert_eq!(e.unknown.len(), 1);
        assert_eq!(e.unknown[0].substring, "h");
        assert_eq!((e.files[0].list[3].at_line, e.files[0].list[3].at_col), (105, 6));
        assert_eq!(e.len(), 10);
    }

    #[test]
    fn above_below_edge_cases() {
        // `@above` with nothing above: line 1; `@below` with nothing below: the last line.
        let e =
            Expectations::parse("// expected-error@above {{a}}\n// expected-error@below {{b}}", 0).unwrap_or_default();
        assert_eq!(lines_of(&e), [(Severity::Error, 1, "a"), (Severity::Error, 2, "b")]);
        // `@-N` before line 1 wraps like MLIR's unsigned arithmetic.
        let e = Expectations::parse("// expected-error@-2 {{a}}", 0).unwrap_or_default();
        assert_eq!(lines_of(&e), [(Severity::Error, u32::MAX, "a")]);
    }

    #[test]
    fn near_misses_of_the_syntax_are_not_expectations() {
        for line in [
            "// expected-error\t@+1 {{a}}",
            "// expected-error {{a}} trailing",
            "// expected-error@foo {{a}}",
            "// expected-error@+ {{a}}",
            "// expected-errors {{a}}",
            "// expected-error {{a}",
            "// expected-error {a}}",
            "// expected-fatal {{a}}",
            "// expected-error-regex {{a}}",
        ] {
            let e = Expectations::parse(line, 0).unwrap_or_default();
            assert!(e.is_empty(), "{line}");
        }
        // Trailing whitespace is trimmed; `expected-` may follow other text; one per line.
        let e = Expectations::parse("x expected-error-x expected-error {{a}} expected-error {{b}}  \r", 0)
            .unwrap_or_default();
        assert_eq!(lines_of(&e), [(Severity::Error, 1, "a}} expected-error {{b")]);
        assert_eq!(e.files[0].list[0].at_col, 20);
        let e = Expectations::parse("// expected-error {{}}\n// expected-error {{{x}}}", 0).unwrap_or_default();
        assert_eq!(lines_of(&e), [(Severity::Error, 1, ""), (Severity::Error, 2, "{x}")]);
    }

    #[test]
    fn malformed_regexes_are_errors() {
        let src = "// expected-error-re@+1 {{expects {{(p}} op}}\n// expected-error-re {{a {{b}}\n// expected-error-re {{x{{}}y}}\n// expected-error {{(}}";
        let errs = Expectations::parse(src, 10).err().unwrap_or_default();
        assert_eq!(
            errs,
            [
                "11:4: invalid regex: parentheses not balanced",
                "12:4: found start of regex with no end '}}'",
                "13:4: invalid regex: empty (sub)expression",
            ]
        );
        let (ctx, sm) = setup("re1.mlir", src);
        let _ = ctx;
        let (e, rendered) = Expectations::scan(&sm, BufferId(0));
        assert!(e.failed());
        assert_eq!(e.len(), 1);
        assert_eq!(
            rendered[0],
            "re1.mlir:1:4: error: invalid regex: parentheses not balanced\n\
             // expected-error-re@+1 {{expects {{(p}} op}}\n   ^~~~~~~~~~~~~~~~~\n"
        );
        assert_eq!(
            rendered[1],
            "re1.mlir:2:4: error: found start of regex with no end '}}'\n// expected-error-re {{a {{b}}\n   ^~~~~\n"
        );
    }

    #[test]
    fn regex_expectations_match() {
        let e = Expectations::parse("// expected-error-re {{expects {{p[a-z]+t}} op 'func.{{.*}}'}}", 0)
            .unwrap_or_default();
        assert!(e.files[0].list[0].matches(PARENT));
        let e = Expectations::parse("// expected-error-re {{[a-z]+ op}}", 0).unwrap_or_default();
        assert!(!e.files[0].list[0].matches(PARENT)); // literal outside `{{}}`
        assert!(e.files[0].list[0].matches("x[a-z]+ opx"));
        let e = Expectations::parse("// expected-error-re {{{{^}}'func}}\n// expected-error-re {{{{^}}expects}}", 0)
            .unwrap_or_default();
        assert!(e.files[0].list[0].matches(PARENT));
        assert!(!e.files[0].list[1].matches(PARENT));
        let e = Expectations::parse("// expected-error-re {{}}", 0).unwrap_or_default();
        assert!(!e.files[0].list[0].matches(PARENT)); // an empty regex never matches
    }

    fn check_file(name: &str, src: &str, diags: &[(u32, u32, Severity, &str)]) -> (Vec<String>, bool) {
        let (ctx, sm) = setup(name, src);
        let f = ctx.ident(name);
        let diags: Vec<Diagnostic> = diags
            .iter()
            .map(|&(l, c, s, m)| {
                let loc = if l == 0 && c == 0 { ctx.common().unknown_loc } else { ctx.file_loc(f, l, c) };
                Diagnostic::new(s, loc, m)
            })
            .collect();
        let mut e = Expectations::parse(src, 0).unwrap_or_default();
        let out = e.check(&diags, &ctx, &sm);
        (out, e.failed())
    }

    #[test]
    fn matching_success() {
        let src = format!("// expected-error@+1 {{{{expects parent op}}}}\n{RETURN}\n{RETURN} // expected-error {{{{'func.return' op}}}}\n");
        let (out, failed) =
            check_file("v.mlir", &src, &[(2, 1, Severity::Error, PARENT), (3, 1, Severity::Error, PARENT)]);
        assert_eq!(out, Vec::<String>::new());
        assert!(!failed);
        // One expectation absorbs any number of matching diagnostics.
        let (out, failed) = check_file(
            "v.mlir",
            &src,
            &[(2, 1, Severity::Error, PARENT), (2, 5, Severity::Error, PARENT), (3, 1, Severity::Error, PARENT)],
        );
        assert!(out.is_empty() && !failed);
    }

    #[test]
    fn missing_and_unexpected() {
        let src = format!("// expected-error@+1 {{{{WRONG MESSAGE}}}}\n{RETURN}\n");
        let (out, failed) = check_file("v1.mlir", &src, &[(2, 1, Severity::Error, PARENT)]);
        assert!(failed);
        assert_eq!(
            out,
            [
                format!("v1.mlir:2:1: error: unexpected error: {PARENT}\n{RETURN}\n^\n"),
                "v1.mlir:1:4: error: expected error \"WRONG MESSAGE\" was not produced\n// expected-error@+1 {{WRONG MESSAGE}}\n   ^~~~~~~~~~~~~\n".to_string(),
            ]
        );
    }

    #[test]
    fn unexpected_remarks_and_warnings_fail() {
        let (out, failed) =
            check_file("r.mlir", "x\n", &[(1, 1, Severity::Remark, "hello remark"), (1, 1, Severity::Warning, "w")]);
        assert!(failed);
        assert_eq!(
            out,
            [
                "r.mlir:1:1: error: unexpected remark: hello remark\nx\n^\n",
                "r.mlir:1:1: error: unexpected warning: w\nx\n^\n"
            ]
        );
    }

    #[test]
    fn near_miss_on_severity() {
        let src = format!("{RETURN}\n// expected-warning@-1 {{{{expects parent op}}}}\n");
        let (out, failed) = check_file("v2.mlir", &src, &[(1, 1, Severity::Error, PARENT)]);
        assert!(failed);
        assert_eq!(
            out,
            [
                "v2.mlir:2:4: error: 'error' diagnostic emitted when expecting a 'warning'\n// expected-warning@-1 {{expects parent op}}\n   ^\n",
                "v2.mlir:2:4: error: expected warning \"expects parent op\" was not produced\n// expected-warning@-1 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n",
            ]
        );
    }

    #[test]
    fn notes_are_matched_on_their_own() {
        let src = "\
// expected-note@+1 {{see existing}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition}}
func.func @f() {
  return
}
";
        let (ctx, sm) = setup("u3.mlir", src);
        let f = ctx.ident("u3.mlir");
        let d = Diagnostic::error(ctx.file_loc(f, 6, 1), "redefinition of symbol named 'f'")
            .with_note(ctx.file_loc(f, 2, 1), "see existing symbol definition here");
        let mut e = Expectations::parse(src, 0).unwrap_or_default();
        assert!(e.check(std::slice::from_ref(&d), &ctx, &sm).is_empty());
        assert!(!e.failed());
        // The same note where an error is expected: a near miss; elsewhere: unexpected.
        let src2 = src.replace("expected-note", "expected-error");
        let (ctx, sm) = setup("u3.mlir", &src2);
        let f = ctx.ident("u3.mlir");
        let d2 = Diagnostic::error(ctx.file_loc(f, 6, 1), "redefinition of symbol named 'f'")
            .with_note(ctx.file_loc(f, 2, 1), "see existing symbol definition here")
            .with_note(ctx.file_loc(f, 3, 3), "other");
        let mut e = Expectations::parse(&src2, 0).unwrap_or_default();
        let out = e.check(&[d2], &ctx, &sm);
        assert_eq!(
            out,
            [
                "u3.mlir:1:4: error: 'note' diagnostic emitted when expecting a 'error'\n// expected-error@+1 {{see existing}}\n   ^\n",
                "u3.mlir:3:3: error: unexpected note: other\n  return\n  ^\n",
                "u3.mlir:1:4: error: expected error \"see existing\" was not produced\n// expected-error@+1 {{see existing}}\n   ^~~~~~~~~~~~\n",
            ]
        );
    }

    #[test]
    fn unknown_locations() {
        let src = "// expected-error@unknown {{expects parent}}\n// expected-note@unknown {{NOPE}}\n";
        let (out, failed) =
            check_file("u1.mlir", src, &[(0, 0, Severity::Error, PARENT), (0, 0, Severity::Error, PARENT)]);
        assert!(failed);
        assert_eq!(out, ["<unknown>:0: error: expected note \"NOPE\" was not produced\n"]);
        let (out, _) = check_file("u2.mlir", "x\n", &[(0, 0, Severity::Error, PARENT)]);
        assert_eq!(out, [format!("<unknown>:0: error: unexpected error: {PARENT}\n")]);
        // A located diagnostic does not match an `@unknown` expectation.
        let (out, _) = check_file("u1.mlir", "// expected-error@unknown {{x}}\n", &[(1, 1, Severity::Error, "x")]);
        assert_eq!(out.len(), 2);
        // A name location without a file location is printed as such.
        let (ctx, sm) = setup("u.mlir", "x\n");
        let nm = ctx.intern_attr(AttrData::Location(Location::Name { name: ctx.ident("nm"), child: None }));
        let mut e = Expectations::parse("x\n", 0).unwrap_or_default();
        let out = e.check(&[Diagnostic::error(nm, PARENT)], &ctx, &sm);
        assert_eq!(out, [format!("<unknown>:0: error: loc(\"nm\"): unexpected error: {PARENT}\n")]);
        // Unknown-location near miss.
        let (out, _) = check_file("u.mlir", "// expected-remark@unknown {{x}}\n", &[(0, 0, Severity::Error, "x")]);
        assert_eq!(out[0], "<unknown>:0: error: 'error' diagnostic emitted when expecting a 'remark'\n");
    }

    #[test]
    fn finish_twice_repeats_only_unknown() {
        let src = "// expected-error@unknown {{x}}\n// expected-error {{y}}\n";
        let (_ctx, sm) = setup("nv.mlir", src);
        let (mut e, errs) = Expectations::scan(&sm, BufferId(0));
        assert!(errs.is_empty());
        let first = e.finish(&sm);
        let second = e.finish(&sm);
        assert_eq!(
            first,
            [
                "nv.mlir:2:4: error: expected error \"y\" was not produced\n// expected-error {{y}}\n   ^\n",
                "<unknown>:0: error: expected error \"x\" was not produced\n",
            ]
        );
        assert_eq!(second, ["<unknown>:0: error: expected error \"x\" was not produced\n"]);
        assert!(e.failed());
    }

    #[test]
    fn only_expected_ignores_unexpected() {
        let (ctx, sm) = setup("o.mlir", "x\n// expected-warning@-1 {{a}}\n");
        let f = ctx.ident("o.mlir");
        let mut e = Expectations::parse("x\n// expected-warning@-1 {{a}}\n", 0).unwrap_or_default();
        e.set_only_expected(true);
        let out = e.process(
            &[Diagnostic::error(ctx.file_loc(f, 1, 1), "a"), Diagnostic::error(ctx.file_loc(f, 1, 1), "zzz")],
            &ctx,
            &sm,
        );
        assert!(out.is_empty() && !e.failed());
        assert_eq!(e.finish(&sm).len(), 1);
        assert!(e.failed());
    }

    #[test]
    fn other_files_and_file_names() {
        // A diagnostic in another (unavailable) file is unexpected, even on a matching line.
        let (ctx, sm) = setup("main.mlir", "x // expected-error {{m}}\n");
        let mut e = Expectations::parse("x // expected-error {{m}}\n", 0).unwrap_or_default();
        let out = e.process(&[Diagnostic::error(ctx.file_loc(ctx.ident("zz.mlir"), 1, 1), "m")], &ctx, &sm);
        assert_eq!(out, ["zz.mlir:1:1: error: unexpected error: m\n"]);
        // Expectations of another registered buffer are scanned when it is first named.
        sm.add_buffer("inc.mlir", "y // expected-error {{n}}\n// expected-error {{never}}\n");
        let out = e.process(&[Diagnostic::error(ctx.file_loc(ctx.ident("inc.mlir"), 1, 1), "n")], &ctx, &sm);
        assert!(out.is_empty());
        let fin = e.finish(&sm);
        assert_eq!(fin.len(), 2);
        assert!(fin[1].starts_with("inc.mlir:2:4: error: expected error \"never\" was not produced\n"));
        // Named expectations only match their file (main.mlir is scanned on its own).
        let (ctx, sm) = setup("main.mlir", "x\n");
        let mut e = Expectations::parse("x // expected-error {{m}}\n", 0).unwrap_or_default().with_file("other.mlir");
        let out = e.process(&[Diagnostic::error(ctx.file_loc(ctx.ident("main.mlir"), 1, 1), "m")], &ctx, &sm);
        assert_eq!(out.len(), 1);
    }

    #[test]
    fn whole_file_scan_with_split_chunks() {
        let src = format!(
            "// expected-error@+1 {{{{expects parent op}}}}\n{RETURN}\n// -----\n// expected-error@+1 {{{{WRONG}}}}\n{RETURN}\n// -----\n// expected-error@below {{{{expects}}}}\n// some comment\n{RETURN}\n"
        );
        let (ctx, sm) = setup("v2.mlir", &src);
        let f = ctx.ident("v2.mlir");
        let split = split_input(&src);
        assert_eq!(split.chunks.len(), 3);
        let (mut whole, errs) = Expectations::scan(&sm, BufferId(0));
        assert!(errs.is_empty());
        let mut out = Vec::new();
        for (chunk, (line, first)) in split.chunks.iter().zip([(2, 2), (5, 5), (9, 8)]) {
            out.extend(whole.process(&[Diagnostic::error(ctx.file_loc(f, line, 1), PARENT)], &ctx, &sm));
            // Per-chunk expectations have the same (whole-file) lines.
            let per_chunk = Expectations::parse_chunk("v2.mlir", chunk).unwrap_or_default();
            assert_eq!(per_chunk.files[0].list[0].line, first);
        }
        out.extend(whole.finish(&sm));
        assert_eq!(
            out,
            [
                format!("v2.mlir:5:1: error: unexpected error: {PARENT}\n{RETURN}\n^\n"),
                format!("v2.mlir:9:1: error: unexpected error: {PARENT}\n{RETURN}\n^\n"),
                "v2.mlir:4:4: error: expected error \"WRONG\" was not produced\n// expected-error@+1 {{WRONG}}\n   ^~~~~\n".to_string(),
                "v2.mlir:7:4: error: expected error \"expects\" was not produced\n// expected-error@below {{expects}}\n   ^~~~~~~\n".to_string(),
            ]
        );
        assert!(whole.failed());
    }

    #[test]
    fn tabs_and_crlf() {
        let src =
            format!("\t// expected-error @+1 {{{{NOPE\there}}}}\n{RETURN}\r\n// expected-error@-1 {{{{expects}}}}\r\n");
        let (out, failed) = check_file("tb2.mlir", &src, &[(2, 1, Severity::Error, PARENT)]);
        assert!(failed);
        assert_eq!(
            out,
            ["tb2.mlir:1:5: error: expected error \"NOPE\there\" was not produced\n        // expected-error @+1 {{NOPE    here}}\n           ^~~~~~~~~\n"]
        );
    }

    #[test]
    fn never_panics_on_odd_input() {
        for src in [
            "",
            "\n\n",
            "expected-",
            "expected-error",
            "expected-error-re {{{{",
            "é expected-error {{é}}",
            "\u{0}expected-note@-99999999999 {{x}}",
        ] {
            let (ctx, sm) = setup("z.mlir", src);
            let (mut e, _) = Expectations::scan(&sm, BufferId(0));
            let f = ctx.ident("z.mlir");
            let _ = e.check(
                &[
                    Diagnostic::error(ctx.file_loc(f, 1, 1), "é"),
                    Diagnostic::error(ctx.file_loc(f, u32::MAX, u32::MAX), "x"),
                ],
                &ctx,
                &sm,
            );
        }
    }
}
