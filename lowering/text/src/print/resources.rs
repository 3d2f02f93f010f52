//! The resources of a file's metadata section (`{-# dialect_resources: ..., external_resources:
//! ... #-}`): kept on the context while a file is processed, and printed back after the
//! top-level op as mlir-opt prints them: the blobs that printed `dense_resource` attributes
//! name, in that order, and the external resources.

use crate::ir::{Context, Ident};

/// A resource entry's value.
#[derive(Clone, Debug, PartialEq)]
pub enum ResourceValue {
    /// Bytes written as a hex string (`"0x..."`; for blobs the first 4 are the alignment).
    Blob(Vec<u8>),
    /// A string.
    String(String),
    /// `true` / `false`.
    Bool(bool),
}

/// The resources parsed from file metadata sections, per context.
#[derive(Default, Debug)]
pub struct FileResources {
    /// `dialect_resources`: (dialect, key, value), in source order.
    dialect: Vec<(String, String, ResourceValue)>,
    /// `external_resources`: (group, key, value), in source order.
    external: Vec<(String, String, ResourceValue)>,
}

impl FileResources {
    /// Records an entry (a later one with the same group and key replaces it).
    pub fn insert(&mut self, dialect: bool, group: &str, key: &str, value: ResourceValue) {
        let list = if dialect { &mut self.dialect } else { &mut self.external };
        match list.iter_mut().find(|(g, k, _)| g == group && k == key) {
            Some(e) => e.2 = value,
            None => list.push((group.to_string(), key.to_string(), value)),
        }
    }
}

/// Forgets the resources of the file (or `--split-input-file` chunk) processed before:
/// mlir-opt processes each chunk in a fresh context.
pub fn clear_file_resources(ctx: &Context) {
    ctx.with_extension_mut(|r: &mut FileResources| *r = FileResources::default());
}

/// The bytes of the `dialect_resources` blob named `handle` after its 4-byte alignment
/// prefix (what a `dense_resource` attribute's elements are), if the file had one.
pub fn blob_data(ctx: &Context, handle: Ident) -> Option<Vec<u8>> {
    ctx.with_extension(|r: &FileResources| {
        r.dialect.iter().find_map(|(_, k, v)| match v {
            ResourceValue::Blob(bytes) if k == ctx.ident_str(handle) => bytes.get(4..).map(<[u8]>::to_vec),
            _ => None,
        })
    })
}

/// The metadata section for a printed op whose `dense_resource` attributes name `used`
/// (empty when there is nothing to print), ending with a newline.
pub fn write_file_metadata(out: &mut String, ctx: &Context, used: &[Ident]) {
    ctx.with_extension(|r: &FileResources| {
        // Blobs in the order the printed attributes name them.
        let blobs: Vec<&(String, String, ResourceValue)> =
            used.iter().filter_map(|u| r.dialect.iter().find(|(_, k, _)| ctx.ident_str(*u) == k)).collect();
        if blobs.is_empty() && r.external.is_empty() {
            return;
        }
        out.push_str("\n{-#\n");
        let mut sections = Vec::new();
        if !blobs.is_empty() {
            sections.push(("dialect_resources", blobs));
        }
        if !r.external.is_empty() {
            sections.push(("external_resources", r.external.iter().collect()));
        }
        for (i, (name, entries)) in sections.iter().enumerate() {
            out.push_str(&format!("  {name}: {{\n"));
            let mut groups: Vec<&str> = Vec::new();
            for (g, _, _) in entries {
                if !groups.contains(&g.as_str()) {
                    groups.push(g);
                }
            }
            for (j, g) in groups.iter().enumerate() {
                out.push_str(&format!("    {g}: {{\n"));
                let in_group: Vec<_> = entries.iter().filter(|(eg, _, _)| eg == g).collect();
                for (k, (_, key, value)) in in_group.iter().enumerate() {
                    out.push_str("      ");
                    super::lexical::write_keyword_or_string(out, key);
                    out.push_str(": ");
                    write_value(out, value);
                    out.push_str(if k + 1 < in_group.len() { ",\n" } else { "\n" });
                }
                out.push_str(if j + 1 < groups.len() { "    },\n" } else { "    }\n" });
            }
            out.push_str(if i + 1 < sections.len() { "  },\n" } else { "  }\n" });
        }
        out.push_str("#-}\n");
    });
}

fn write_value(out: &mut String, v: &ResourceValue) {
    match v {
        ResourceValue::Blob(bytes) => super::lexical::write_hex_string(out, bytes),
        ResourceValue::String(s) => super::lexical::write_escaped_string(out, s),
        ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
    }
}
