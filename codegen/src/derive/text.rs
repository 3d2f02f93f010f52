//! Spec text written by a macro, remembering which Rust tokens each piece came from, so
//! a diagnostic of the spec compiler can be reported at the tokens that caused it.

use proc_macro2::TokenStream;
use quote::ToTokens;

/// Spec source under construction.
#[derive(Default)]
pub(crate) struct SpecText {
    pub text: String,
    /// Byte ranges of `text` and the Rust tokens they came from (kept whole so an error
    /// can underline all of them, as `syn::Error::new_spanned` does).
    origins: Vec<(usize, usize, TokenStream)>,
}

impl SpecText {
    /// Appends text that no Rust token stands for.
    pub fn raw(&mut self, s: &str) {
        self.text.push_str(s);
    }

    /// Appends text written because of `tokens`.
    pub fn from(&mut self, tokens: &impl ToTokens, s: &str) {
        let start = self.text.len();
        self.text.push_str(s);
        self.origins.push((start, self.text.len(), tokens.to_token_stream()));
    }

    /// The current end of the text, to start a range closed by [`SpecText::close`].
    pub fn mark(&self) -> usize {
        self.text.len()
    }

    /// Attributes everything written since `start` to `tokens` (pieces inside it that
    /// have an origin of their own keep it: the innermost range wins).
    pub fn close(&mut self, start: usize, tokens: &impl ToTokens) {
        self.origins.push((start, self.text.len(), tokens.to_token_stream()));
    }

    /// The Rust tokens behind the byte `offset`: the narrowest recorded range holding it.
    pub fn origin(&self, offset: usize) -> Option<&TokenStream> {
        self.origins
            .iter()
            .filter(|(s, e, _)| *s <= offset && (offset < *e || (*s == *e && offset == *s)))
            .min_by_key(|(s, e, _)| e - s)
            .map(|(_, _, tokens)| tokens)
    }
}

/// A spec string literal holding exactly `s` (the language knows `\"`, `\\`, `\n`, `\t`).
pub(crate) fn quote_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn innermost_origin_wins() {
        let mut t = SpecText::default();
        t.raw("def X : ");
        let start = t.mark();
        t.from(&quote::quote!(outer), "Op<");
        t.from(&quote::quote!(inner), "D");
        t.raw(">");
        t.close(start, &quote::quote!(whole));
        let at = |o| t.origin(o).map(|ts| ts.to_string());
        assert_eq!(at(0), None);
        assert_eq!(at(8).as_deref(), Some("outer"));
        assert_eq!(at(11).as_deref(), Some("inner"));
        assert_eq!(at(12).as_deref(), Some("whole"));
        assert_eq!(at(100), None);
    }

    #[test]
    fn strings_round_trip_through_the_spec_lexer() {
        let tricky = "a \"b\" \\ `\\n` \t end";
        let text = format!("def X {{ string s = {}; }}\n", quote_str(tricky));
        let loaded = match crate::load_str("x.td", &text, &[]) {
            Ok(l) => l,
            Err((sm, d)) => panic!("{}", crate::render_all(&d, &sm)),
        };
        let id = loaded.records.lookup("X").expect("X");
        assert_eq!(loaded.records.record(id).get_str("s"), Some(tricky));
    }
}
