//! Shorter paths in generated code: `::descent::ir::Traits::PURE` is written
//! `ir::Traits::PURE`, with `use ::descent::ir;` at the top of the file, for the runtime's
//! modules that generated code names most. Paths inside macro invocations are left alone.

use std::collections::BTreeSet;

use syn::visit_mut::VisitMut;

/// The runtime's modules whose paths are shortened.
const MODULES: &[&str] = &["ir", "diag", "parse", "print", "translate", "conversion", "dialects", "llvm_types"];

/// Rewrites `file`'s paths that start with `runtime` (a crate root such as `::descent`)
/// and one of the modules above, and imports the modules it shortened.
pub fn shorten(file: &mut syn::File, runtime: &str) {
    let root = runtime.trim_start_matches("::");
    if root.is_empty() || root.contains("::") {
        return;
    }
    let mut v = Shorten { root, used: BTreeSet::new() };
    v.visit_file_mut(file);
    if v.used.is_empty() {
        return;
    }
    let root = syn::Ident::new(root, proc_macro2::Span::call_site());
    let modules = v.used.iter().map(|m| syn::Ident::new(m, proc_macro2::Span::call_site()));
    file.items.insert(0, syn::parse_quote!(#[allow(unused_imports)] use ::#root::{#(#modules),*};));
}

struct Shorten<'a> {
    root: &'a str,
    used: BTreeSet<String>,
}

impl VisitMut for Shorten<'_> {
    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        let module = match (p.leading_colon.is_some(), p.segments.iter().nth(1)) {
            (true, Some(m)) if p.segments.len() > 2 && p.segments[0].ident == self.root => m.ident.to_string(),
            _ => String::new(),
        };
        if MODULES.contains(&module.as_str()) {
            p.leading_colon = None;
            p.segments = p.segments.iter().skip(1).cloned().collect();
            self.used.insert(module);
        }
        syn::visit_mut::visit_path_mut(self, p);
    }
}
