//! Diagnostics: errors, warnings, remarks and notes attached to locations, and their
//! rendering exactly as mlir-opt 22 prints them on stderr (MLIR's
//! `SourceMgrDiagnosticHandler`): `FILE:LINE:COL: error: MESSAGE`, the source line, a caret
//! line, call-site stacks as `called from` notes, and attached notes.

use crate::source::{file_line_col, format_location, location, SourceMgr};
use crate::{Attribute, Context, Location};

pub use crate::source::Severity;

/// One diagnostic. `loc` is a location attribute (usually `FileLineCol`); notes are
/// diagnostics of severity `Note` attached to this one.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Error, warning, remark or note.
    pub severity: Severity,
    /// Where it is reported.
    pub loc: Attribute,
    /// The message, without the location or severity prefix.
    pub message: String,
    /// Attached notes, printed after it in order.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of `severity` at `loc`, with no notes.
    pub fn new(severity: Severity, loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic { severity, loc, message: message.into(), notes: Vec::new() }
    }

    /// An error at `loc`.
    pub fn error(loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }

    /// A warning at `loc`.
    pub fn warning(loc: Attribute, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, loc, message)
    }

    /// A remark at `loc`.
    pub fn remark(loc: Attribute, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, loc, message)
    }

    /// A note at `loc` (to attach to another diagnostic with `with_note`).
    pub fn note(loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Note, loc, message: message.into(), notes: Vec::new() }
    }

    /// Attaches a note at `loc` (MLIR's `attachNote`).
    pub fn with_note(mut self, loc: Attribute, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::note(loc, message));
        self
    }

    /// This diagnostic's notes in emission order (notes of notes follow their parent note).
    pub fn flat_notes(&self) -> Vec<&Diagnostic> {
        fn collect<'a>(d: &'a Diagnostic, out: &mut Vec<&'a Diagnostic>) {
            for n in &d.notes {
                out.push(n);
                collect(n, out);
            }
        }
        let mut out = Vec::new();
        collect(self, &mut out);
        out
    }
}

/// Collected diagnostics of one run (or one `--split-input-file` chunk).
#[derive(Default, Debug)]
pub struct Diagnostics {
    /// The diagnostics, in emission order.
    pub list: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Records `d`.
    pub fn emit(&mut self, d: Diagnostic) {
        self.list.push(d);
    }

    /// Whether any diagnostic is an error (notes not counted).
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| d.severity == Severity::Error)
    }

    /// All diagnostics rendered in order (see [`render`]).
    pub fn render_all(&self, ctx: &Context, sm: &SourceMgr) -> String {
        self.list.iter().map(|d| render(d, ctx, sm)).collect()
    }
}

/// How many `called from` frames of a call-site location are shown (MLIR's default).
pub const CALL_STACK_LIMIT: usize = 10;

/// Renders a diagnostic as mlir-opt prints it on stderr (every line ends in `\n`):
///
/// * the message at the location (see [`render_at`]);
/// * for a call-site location (also inside a name or fused location), a `called from` note
///   at each caller, up to [`CALL_STACK_LIMIT`] frames;
/// * each note, showing its source line only if its location differs from the previous
///   one (the diagnostic's, or after a call stack, the last caller's).
pub fn render(diag: &Diagnostic, ctx: &Context, sm: &SourceMgr) -> String {
    let mut out = render_at(diag.loc, &diag.message, diag.severity, true, ctx, sm);
    let mut loc = diag.loc;
    if let Some(mut caller) = call_site_caller(ctx, loc) {
        for _ in 0..CALL_STACK_LIMIT {
            loc = caller;
            out.push_str(&render_at(loc, "called from", Severity::Note, true, ctx, sm));
            match call_site_caller(ctx, loc) {
                Some(next) => caller = next,
                None => break,
            }
        }
    }
    for note in diag.flat_notes() {
        // An attached error is a diagnostic of its own in MLIR: it always shows its line.
        let show = loc != note.loc || note.severity == Severity::Error;
        out.push_str(&render_at(note.loc, &note.message, note.severity, show, ctx, sm));
        loc = note.loc;
    }
    out
}

/// Renders one message at a location (MLIR's `emitDiagnostic(Location, ...)`):
///
/// * with a file location inside `loc` (see [`file_line_col`]): `FILE:LINE:COL: SEV: MSG`
///   plus source and caret lines if `show_source` and the position exists in a buffer of
///   `sm`; otherwise just the first line;
/// * without one: `<unknown>:0: SEV: MSG`, where MSG is prefixed with `loc(...): ` unless
///   the location is `unknown`.
pub fn render_at(
    loc: Attribute,
    message: &str,
    severity: Severity,
    show_source: bool,
    ctx: &Context,
    sm: &SourceMgr,
) -> String {
    match file_line_col(ctx, loc) {
        Some(f) => sm.print_at_file_loc(ctx.ident_str(f.file), f.line, f.col, severity, message, show_source),
        None => {
            let msg = match location(ctx, loc) {
                Some(Location::Unknown) => message.to_string(),
                _ => format!("{}: {message}", format_location(ctx, sm, loc)),
            };
            sm.print_message(None, severity, &msg, &[])
        }
    }
}

/// The caller of the call-site location `loc` is, or wraps (through name and fused
/// locations): MLIR's `getCallSiteLoc`.
fn call_site_caller(ctx: &Context, loc: Attribute) -> Option<Attribute> {
    fn find(ctx: &Context, loc: Attribute, depth: u32) -> Option<Attribute> {
        if depth > 512 {
            return None;
        }
        match location(ctx, loc)? {
            Location::Name { child, .. } => child.and_then(|c| find(ctx, c, depth + 1)),
            Location::CallSite { caller, .. } => Some(*caller),
            Location::Fused { locs, .. } => locs.iter().find_map(|&l| find(ctx, l, depth + 1)),
            _ => None,
        }
    }
    find(ctx, loc, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::AttrData;

    fn setup(name: &str, text: &str) -> (Context, SourceMgr) {
        let ctx = Context::new();
        let mut sm = SourceMgr::new();
        sm.set_load_from_disk(false);
        sm.add_buffer(name, text);
        (ctx, sm)
    }

    fn loc(ctx: &Context, l: Location) -> Attribute {
        ctx.intern_attr(AttrData::Location(l))
    }

    #[test]
    fn error_with_caret() {
        let (ctx, sm) = setup("<stdin>", "func.func @f() { %0 = arith.addi }\n");
        let d = Diagnostic::error(ctx.file_loc(ctx.ident("<stdin>"), 1, 33), "expected SSA operand");
        assert_eq!(
            render(&d, &ctx, &sm),
            "<stdin>:1:33: error: expected SSA operand\nfunc.func @f() { %0 = arith.addi }\n                                ^\n"
        );
    }

    #[test]
    fn notes_show_source_only_when_location_changes() {
        let text = "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n";
        let (ctx, sm) = setup("n1.mlir", text);
        let f = ctx.ident("n1.mlir");
        let d = Diagnostic::error(ctx.file_loc(f, 4, 1), "redefinition of symbol named 'f'")
            .with_note(ctx.file_loc(f, 4, 1), "see current operation: x")
            .with_note(ctx.file_loc(f, 1, 1), "see existing symbol definition here")
            .with_note(ctx.file_loc(f, 1, 1), "again");
        assert_eq!(
            render(&d, &ctx, &sm),
            "n1.mlir:4:1: error: redefinition of symbol named 'f'\nfunc.func @f() {\n^\n\
             n1.mlir:4:1: note: see current operation: x\n\
             n1.mlir:1:1: note: see existing symbol definition here\nfunc.func @f() {\n^\n\
             n1.mlir:1:1: note: again\n"
        );
    }

    #[test]
    fn unknown_and_non_file_locations() {
        let (ctx, sm) = setup("f.mlir", "x\n");
        let unknown = ctx.common().unknown_loc;
        let d = Diagnostic::error(unknown, "'func.return' op expects parent op 'func.func'").with_note(unknown, "n");
        assert_eq!(
            render(&d, &ctx, &sm),
            "<unknown>:0: error: 'func.return' op expects parent op 'func.func'\n<unknown>:0: note: n\n"
        );
        let name = loc(&ctx, Location::Name { name: ctx.ident("nm"), child: None });
        assert_eq!(render(&Diagnostic::warning(name, "w"), &ctx, &sm), "<unknown>:0: warning: loc(\"nm\"): w\n");
    }

    #[test]
    fn file_locations_without_source() {
        let (ctx, sm) = setup("f.mlir", "abc\n");
        let f = ctx.ident("f.mlir");
        for (l, c, want) in [
            (0, 0, "f.mlir:0:0: error: m\n"),
            (1, 0, "f.mlir:1:0: error: m\n"),
            (5, 1, "f.mlir:5:1: error: m\n"),
            (1, 200, "f.mlir:1:200: error: m\n"),
            (1, 4, "f.mlir:1:4: error: m\nabc\n   ^\n"),
        ] {
            assert_eq!(render(&Diagnostic::error(ctx.file_loc(f, l, c), "m"), &ctx, &sm), want);
        }
        let other = ctx.file_loc(ctx.ident("zz.mlir"), 3, 4);
        assert_eq!(render(&Diagnostic::remark(other, "r"), &ctx, &sm), "zz.mlir:3:4: remark: r\n");
    }

    #[test]
    fn name_fused_and_range_locations_use_the_first_file_location() {
        let line = "\"func.return\"() : () -> ()";
        let (ctx, sm) = setup("locs.mlir", &format!("{line}\n"));
        let f = ctx.ident("locs.mlir");
        let name = loc(&ctx, Location::Name { name: ctx.ident("nm"), child: Some(ctx.file_loc(f, 1, 3)) });
        let want = format!("locs.mlir:1:3: error: m\n{line}\n  ^\n");
        assert_eq!(render(&Diagnostic::error(name, "m"), &ctx, &sm), want);
        let fused = loc(
            &ctx,
            Location::Fused { locs: vec![ctx.common().unknown_loc, ctx.file_loc(f, 1, 4)].into(), metadata: None },
        );
        let want = format!("locs.mlir:1:4: error: m\n{line}\n   ^\n");
        assert_eq!(render(&Diagnostic::error(fused, "m"), &ctx, &sm), want);
        let range = loc(&ctx, Location::FileRange { file: f, line: 1, col: 2, end_line: 3, end_col: 9 });
        let want = format!("locs.mlir:1:2: error: m\n{line}\n ^\n");
        assert_eq!(render(&Diagnostic::error(range, "m"), &ctx, &sm), want);
    }

    #[test]
    fn call_site_stack() {
        let line = "\"func.return\"() : () -> () loc(callsite(\"locs.mlir\":1:2 at \"locs.mlir\":1:7))";
        let (ctx, sm) = setup("locs.mlir", &format!("{line}\n"));
        let f = ctx.ident("locs.mlir");
        let call = loc(&ctx, Location::CallSite { callee: ctx.file_loc(f, 1, 2), caller: ctx.file_loc(f, 1, 7) });
        let d = Diagnostic::error(call, "'func.return' op expects parent op 'func.func'")
            .with_note(call, "see current operation: x");
        // The note's location differs from the last caller, so its source is shown.
        let want = format!(
            "locs.mlir:1:2: error: 'func.return' op expects parent op 'func.func'\n{line}\n ^\n\
             locs.mlir:1:7: note: called from\n{line}\n      ^\n\
             locs.mlir:1:2: note: see current operation: x\n{line}\n ^\n"
        );
        assert_eq!(render(&d, &ctx, &sm), want);
        // Nested call sites: only the outer caller is walked (its caller is a file location).
        let inner = loc(&ctx, Location::CallSite { callee: ctx.file_loc(f, 1, 1), caller: ctx.file_loc(f, 1, 3) });
        let outer = loc(&ctx, Location::CallSite { callee: inner, caller: ctx.file_loc(f, 1, 7) });
        let want = format!("locs.mlir:1:1: error: m\n{line}\n^\nlocs.mlir:1:7: note: called from\n{line}\n      ^\n");
        assert_eq!(render(&Diagnostic::error(outer, "m"), &ctx, &sm), want);
        // A chain of callers is cut at CALL_STACK_LIMIT frames.
        let mut l = ctx.file_loc(f, 1, 1);
        for i in 0..15 {
            l = loc(&ctx, Location::CallSite { callee: ctx.file_loc(f, 1, 1 + i), caller: l });
        }
        let out = render(&Diagnostic::error(l, "m"), &ctx, &sm);
        assert_eq!(out.matches("called from").count(), CALL_STACK_LIMIT);
    }

    #[test]
    fn multi_line_messages_are_printed_verbatim() {
        let (ctx, sm) = setup("f.mlir", "abc\n");
        let f = ctx.file_loc(ctx.ident("f.mlir"), 1, 1);
        let d = Diagnostic::error(f, "e").with_note(f, "see current operation: \n\"a\"() : () -> ()");
        assert_eq!(
            render(&d, &ctx, &sm),
            "f.mlir:1:1: error: e\nabc\n^\nf.mlir:1:1: note: see current operation: \n\"a\"() : () -> ()\n"
        );
    }

    #[test]
    fn diagnostics_collection() {
        let (ctx, sm) = setup("f.mlir", "abc\n");
        let mut ds = Diagnostics::default();
        ds.emit(Diagnostic::warning(ctx.common().unknown_loc, "w"));
        assert!(!ds.has_errors());
        ds.emit(Diagnostic::error(ctx.common().unknown_loc, "e"));
        assert!(ds.has_errors());
        assert_eq!(ds.render_all(&ctx, &sm), "<unknown>:0: warning: w\n<unknown>:0: error: e\n");
    }
}
