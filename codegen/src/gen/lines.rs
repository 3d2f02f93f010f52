//! Source positions (`defined_at`) of one generated file, as references into one table of
//! lines per spec file.
//!
//! Every op, attribute, pattern and type conversion carries where the spec defines it. Were
//! the line a literal in each static, adding one line near the top of a spec file would
//! change the statics of everything below it, and rustc's incremental build would
//! re-optimise the whole codegen unit of that file's module (tens of seconds for the larger
//! files). The statics instead point into `__spec_lines::LINES`, a module of its own
//! (so a codegen unit of its own, or one shared with other small modules): a line shift
//! changes that table only.

use std::cell::RefCell;

use proc_macro2::TokenStream;
use quote::quote;

use super::GenOptions;

/// The lines of one spec file that its generated code refers to.
pub(crate) struct Lines {
    /// The generated module's path (`::descent::dialects::gen::arith`), or `None` to write
    /// lines inline (derive macros, whose output is not a module of its own).
    module: Option<TokenStream>,
    lines: RefCell<Vec<u32>>,
}

impl Lines {
    /// A table in the generated module `module` of this run.
    pub(crate) fn table(opts: &GenOptions, module: &str) -> Lines {
        let module = opts.line_table.then(|| super::path(&format!("{}::{}", opts.gen_root, module)));
        Lines { module, lines: RefCell::new(Vec::new()) }
    }

    /// Lines written inline.
    pub(crate) fn inline() -> Lines {
        Lines { module: None, lines: RefCell::new(Vec::new()) }
    }

    /// A `SpecPos` expression for `file:line`.
    pub(crate) fn pos(&self, opts: &GenOptions, file: &str, line: u32) -> TokenStream {
        let rt = opts.rt();
        let Some(module) = &self.module else {
            return quote!(#rt::ir::SpecPos { file: #file, line: &#line });
        };
        let mut lines = self.lines.borrow_mut();
        let k = lines.iter().position(|&l| l == line).unwrap_or_else(|| {
            lines.push(line);
            lines.len() - 1
        });
        quote!(#rt::ir::SpecPos { file: #file, line: &#module::__spec_lines::LINES[#k] })
    }

    /// The table's module (nothing when no position was taken or lines are inline).
    pub(crate) fn module(&self) -> TokenStream {
        let lines = self.lines.borrow();
        if self.module.is_none() || lines.is_empty() {
            return TokenStream::new();
        }
        let n = lines.len();
        let values = lines.iter();
        quote! {
            #[doc(hidden)]
            pub mod __spec_lines {
                /// The lines the positions of this file's definitions refer to.
                pub static LINES: [u32; #n] = [#(#values),*];
            }
        }
    }
}
