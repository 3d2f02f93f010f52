//! Descent's spec language front end: loads `.td` files (following includes), parses them
//! and resolves classes and defs into flat records for the checker and generators.

pub mod ast;
pub mod build_script;
pub mod derive;
pub mod diag;
pub mod driver;
pub mod format;
pub mod format_check;
pub mod gen;
pub mod model;
pub mod parse;
pub mod records;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use diag::{render_all, Diagnostic, FileId, SourceMap, Span};
pub use records::{
    ClassInfo, Dag, DagArg, Field, FieldInfo, Record, RecordId, RecordKeeper, TemplateArgInfo, Ty, Value,
};

/// The result of loading a spec: every file read and every resolved record.
pub struct Loaded {
    pub sources: SourceMap,
    pub records: RecordKeeper,
}

/// Loads `files` in order. Includes resolve against the including file's directory, then
/// each of `roots`. On any error, returns every diagnostic with the files read so far.
pub fn load_files(roots: &[PathBuf], files: &[PathBuf]) -> Result<Loaded, (SourceMap, Vec<Diagnostic>)> {
    with_big_stack(|| {
        let mut loader = Loader::new(roots);
        let mut top = Vec::new();
        for file in files {
            if let Some(id) = loader.load_disk(file, None) {
                top.push(id);
            }
        }
        loader.finish(&top)
    })
}

/// Loads spec text held in memory under the name `name` (used in diagnostics). Its
/// includes resolve against `roots` only.
pub fn load_str(name: &str, text: &str, roots: &[PathBuf]) -> Result<Loaded, (SourceMap, Vec<Diagnostic>)> {
    with_big_stack(|| {
        let mut loader = Loader::new(roots);
        let id = loader.add(name.to_string(), text.to_string(), None);
        loader.finish(&[id])
    })
}

/// Loads several in-memory spec texts as top-level files, in order: defs of the earlier
/// ones are visible to the later ones (the spec text of a crate's `#[op]` structs before
/// the crate's spec file).
pub fn load_strs(files: &[(String, String)], roots: &[PathBuf]) -> Result<Loaded, (SourceMap, Vec<Diagnostic>)> {
    with_big_stack(|| {
        let mut loader = Loader::new(roots);
        let ids: Vec<FileId> = files.iter().map(|(name, text)| loader.add(name.clone(), text.clone(), None)).collect();
        loader.finish(&ids)
    })
}

/// Resolution recurses through values, fields and instantiations; run it on a thread
/// whose stack does not depend on the caller's (test threads and proc-macro hosts have
/// small ones).
fn with_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    let job = std::sync::Mutex::new(Some(f));
    let run = || {
        let f = job.lock().ok().and_then(|mut j| j.take());
        f.map(|f| f())
    };
    let result = std::thread::scope(|s| {
        let handle =
            std::thread::Builder::new().name("descent-spec".into()).stack_size(64 << 20).spawn_scoped(s, run).ok()?;
        match handle.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    });
    match result {
        Some(r) => r,
        // The thread could not be started: run here instead.
        None => match job.into_inner().ok().flatten() {
            Some(f) => f(),
            None => unreachable!("the job runs exactly once"),
        },
    }
}

struct Loader<'r> {
    roots: &'r [PathBuf],
    sources: SourceMap,
    /// By `FileId`; `None` for files that failed to parse.
    asts: Vec<Option<ast::File>>,
    /// By `FileId`: the directory of files read from disk, for relative includes.
    dirs: Vec<Option<PathBuf>>,
    /// Canonical paths already loaded: each file is loaded once.
    loaded: BTreeMap<PathBuf, FileId>,
    diags: Vec<Diagnostic>,
    /// Current include nesting.
    depth: usize,
}

/// Deeper include chains are surely a mistake (and would only deepen the recursion).
const MAX_INCLUDE_DEPTH: usize = 64;

impl<'r> Loader<'r> {
    fn new(roots: &'r [PathBuf]) -> Loader<'r> {
        Loader {
            roots,
            sources: SourceMap::new(),
            asts: Vec::new(),
            dirs: Vec::new(),
            loaded: BTreeMap::new(),
            diags: Vec::new(),
            depth: 0,
        }
    }

    /// Reads, parses and follows the includes of a file not loaded yet; `None` if it was
    /// already loaded or could not be read. `from` is the include that asked for it.
    fn load_disk(&mut self, path: &Path, from: Option<Span>) -> Option<FileId> {
        let canonical = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if self.loaded.contains_key(&canonical) {
            return None;
        }
        let name = path.to_string_lossy().into_owned();
        match std::fs::read_to_string(path) {
            Ok(text) => {
                // Marked loaded before its includes are followed, so a cycle back to it
                // stops there.
                self.loaded.insert(canonical, FileId(self.sources.len() as u32));
                let dir = path.parent().map(Path::to_path_buf);
                Some(self.add(name, text, dir))
            }
            Err(err) => {
                let span = match from {
                    Some(span) => span,
                    // No include to point at: point at the (empty) file itself.
                    None => {
                        let id = self.sources.add(name.clone(), String::new());
                        self.asts.push(None);
                        self.dirs.push(None);
                        Span::new(id, 0, 0)
                    }
                };
                self.diags.push(Diagnostic::error(span, format!("could not read '{name}': {err}")));
                None
            }
        }
    }

    fn add(&mut self, name: String, text: String, dir: Option<PathBuf>) -> FileId {
        let id = self.sources.add(name, text);
        self.asts.push(None);
        self.dirs.push(dir);
        let text = self.sources.text(id).to_string();
        match parse::parse_file(id, &text) {
            Ok(mut file) => {
                self.follow_includes(&mut file.items, id);
                if let Some(slot) = self.asts.get_mut(id.0 as usize) {
                    *slot = Some(file);
                }
            }
            Err(diags) => self.diags.extend(diags),
        }
        id
    }

    /// Loads included files depth-first, in the order resolution will meet them, and
    /// records on each include which file it brings in.
    fn follow_includes(&mut self, items: &mut [ast::Item], from: FileId) {
        for item in items {
            match item {
                ast::Item::Include(inc) => inc.target = self.include(&inc.path, inc.span, from),
                ast::Item::LetIn(l) => self.follow_includes(&mut l.items, from),
                _ => {}
            }
        }
    }

    fn include(&mut self, path: &str, span: Span, from: FileId) -> Option<FileId> {
        if self.depth >= MAX_INCLUDE_DEPTH {
            self.diags.push(Diagnostic::error(span, format!("includes nested more than {MAX_INCLUDE_DEPTH} deep")));
            return None;
        }
        let own_dir = self.dirs.get(from.0 as usize).cloned().flatten();
        let candidates = own_dir.iter().chain(self.roots.iter()).map(|dir| dir.join(path)).collect::<Vec<_>>();
        match candidates.into_iter().find(|c| c.is_file()) {
            Some(found) => {
                self.depth += 1;
                let loaded = self.load_disk(&found, Some(span));
                self.depth -= 1;
                loaded
            }
            None => {
                self.diags.push(Diagnostic::error(span, format!("could not find include file '{path}'")));
                None
            }
        }
    }

    fn finish(self, top: &[FileId]) -> Result<Loaded, (SourceMap, Vec<Diagnostic>)> {
        // Resolving after a syntax error or a missing include would mostly report its
        // consequences (unknown classes, ...), so stop here.
        if !self.diags.is_empty() {
            return Err((self.sources, self.diags));
        }
        let (records, diags) = records::resolve(&self.asts, top);
        if diags.is_empty() {
            Ok(Loaded { sources: self.sources, records })
        } else {
            Err((self.sources, diags))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory under the system temp dir for one test.
    fn temp_dir(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("descent-codegen-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        dir
    }

    fn write(path: &Path, text: &str) {
        std::fs::write(path, text).unwrap();
    }

    #[test]
    fn includes_load_each_file_once() {
        let dir = temp_dir("once");
        let lib = dir.join("lib");
        std::fs::create_dir_all(&lib).unwrap();
        // main includes a twice; a includes main back (a cycle) and sub/b, which finds
        // base.td only through the include root.
        write(&dir.join("main.td"), "include \"a.td\"\ninclude \"a.td\"\ndef M : Base;\n");
        write(&dir.join("a.td"), "include \"main.td\"\ninclude \"sub/b.td\"\n");
        write(&dir.join("sub/b.td"), "include \"base.td\"\ndef B : Base;\n");
        write(&lib.join("base.td"), "class Base { int x = 1; }\n");
        let loaded = match load_files(std::slice::from_ref(&lib), &[dir.join("main.td")]) {
            Ok(l) => l,
            Err((sources, diags)) => panic!("{}", render_all(&diags, &sources)),
        };
        let names: Vec<_> = loaded.sources.files().map(|f| loaded.sources.name(f).to_string()).collect();
        assert_eq!(names.len(), 4, "{names:?}");
        assert!(names[0].ends_with("main.td") && names[3].ends_with("base.td"));
        let order: Vec<_> = loaded.records.defs().map(|id| loaded.records.record(id).name.clone()).collect();
        assert_eq!(order, ["B", "M"]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn include_errors_point_at_the_include() {
        let Err((sources, diags)) = load_str("x.td", "def A;\ninclude \"nope.td\"\n", &[]) else { panic!("loaded") };
        assert_eq!(
            render_all(&diags, &sources),
            "x.td:2:9: error: could not find include file 'nope.td'\ninclude \"nope.td\"\n        ^\n"
        );
    }

    #[test]
    fn missing_top_level_file_is_a_diagnostic() {
        let dir = temp_dir("missing");
        let missing = dir.join("missing.td");
        let Err((sources, diags)) = load_files(&[], std::slice::from_ref(&missing)) else { panic!("loaded") };
        assert_eq!(diags.len(), 1);
        assert!(diags[0].message.starts_with("could not read"));
        assert_eq!(sources.name(diags[0].span.file), missing.to_string_lossy());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn syntax_errors_in_several_files_are_all_reported() {
        let dir = temp_dir("syntax");
        // pest stops at a file's first syntax error, but other files are still parsed.
        write(&dir.join("a.td"), "include \"b.td\"\n");
        write(&dir.join("b.td"), "class B {\n");
        write(&dir.join("c.td"), "def C\n");
        let Err((_, diags)) = load_files(&[], &[dir.join("a.td"), dir.join("c.td")]) else { panic!("loaded") };
        assert_eq!(diags.len(), 2);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
