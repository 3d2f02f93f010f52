//! `!mmra` metadata (memory model relaxation annotations) from the discardable `llvm.mmra`
//! attribute an op may carry, as mlir-translate's `amendOperation` attaches it.

use super::md_ref::md_ref_text;
use super::types::write_escaped;
use crate::ir::{AttrData, Attribute, Context};

/// The `!mmra` node of an op's discardable `llvm.mmra` attribute (a `#llvm.mmra_tag` or an
/// array of them), as LLVM's `MMRAMetadata::getMD` makes it: a tag is `!{!"prefix",
/// !"suffix"}`, several tags their list, none nothing. Nodes are made with `md_node`
/// (the function's node list), which returns a node's index.
pub fn mmra_node(ctx: &Context, a: Attribute, md_node: &mut dyn FnMut(&str) -> usize) -> Option<usize> {
    let tags: &[Attribute] = match ctx.attr_data(a) {
        AttrData::Array(items) => items,
        _ => std::slice::from_ref(&a),
    };
    let mut nodes = Vec::with_capacity(tags.len());
    for &t in tags {
        let (prefix, suffix) = mmra_tag_strings(ctx, t)?;
        let mut text = String::from("!{!\"");
        write_escaped(&mut text, prefix);
        text.push_str("\", !\"");
        write_escaped(&mut text, suffix);
        text.push_str("\"}");
        nodes.push(md_node(&text));
    }
    match nodes[..] {
        [] => None,
        [one] => Some(one),
        _ => {
            let mut text = String::from("!{");
            for (i, &n) in nodes.iter().enumerate() {
                if i > 0 {
                    text.push_str(", ");
                }
                md_ref_text(&mut text, n);
            }
            text.push('}');
            Some(md_node(&text))
        }
    }
}

/// The prefix and suffix bytes of a `#llvm.mmra_tag<"prefix":"suffix">`, which the IR keeps
/// as written (an opaque attribute): its two string literals, unescaped.
fn mmra_tag_strings(ctx: &Context, t: Attribute) -> Option<(Vec<u8>, Vec<u8>)> {
    let AttrData::Opaque { body, .. } = ctx.attr_data(t) else { return None };
    let rest = body.strip_prefix("mmra_tag<")?.as_bytes();
    let (prefix, rest) = string_literal(rest)?;
    let rest = rest.trim_ascii_start().strip_prefix(b":")?.trim_ascii_start();
    let (suffix, _) = string_literal(rest)?;
    Some((prefix, suffix))
}

/// An MLIR string literal at the start of `s` (`\\`, `\"`, `\n`, `\t` and `\XX` escapes):
/// its bytes and what follows it.
fn string_literal(s: &[u8]) -> Option<(Vec<u8>, &[u8])> {
    let mut out = Vec::new();
    let mut i = 1;
    if s.first() != Some(&b'"') {
        return None;
    }
    while i < s.len() {
        match s[i] {
            b'"' => return Some((out, &s[i + 1..])),
            b'\\' => {
                let c = *s.get(i + 1)?;
                match c {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'\\' | b'"' => out.push(c),
                    _ => {
                        let hex = std::str::from_utf8(s.get(i + 1..i + 3)?).ok()?;
                        out.push(u8::from_str_radix(hex, 16).ok()?);
                        i += 1;
                    }
                }
                i += 2;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    None
}
