//! Types and attribute values the spec writes in MLIR syntax (`"i64"`, `"0 : i32"`,
//! `"#arith.fastmath<none>"`), read at spec compile time into a form the generator turns
//! into construction code. The runtime therefore builds these values instead of parsing
//! text, and a value the generator cannot build is a spec error, not a run-time surprise.

use super::{EnumDef, Model};

/// How an integer type of the spec treats its sign (`iN`, `siN`, `uiN`), named as the
/// runtime's `Signedness` variants.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IntSign {
    Signless,
    Signed,
    Unsigned,
}

/// A type the runtime can build without parsing.
#[derive(Clone, Debug, PartialEq)]
pub enum SpecType {
    /// `iN`, `siN`, `uiN`.
    Int {
        width: u32,
        signedness: IntSign,
    },
    Index,
    /// A float keyword (`f32`, `bf16`, `f8E4M3FN`).
    Float(String),
    None,
    LlvmPtr(u32),
    LlvmToken,
    LlvmVoid,
    LlvmLabel,
    LlvmMetadata,
}

/// An attribute value the runtime can build without parsing.
#[derive(Clone, Debug, PartialEq)]
pub enum SpecAttr {
    /// `N : type`.
    Int {
        value: i128,
        ty: SpecType,
    },
    Bool(bool),
    Unit,
    /// `#dialect.mnemonic<case>` of a dialect-stored enum (index into `Model::enums`).
    Enum {
        enum_index: usize,
        value: u64,
    },
    /// `#dialect.mnemonic` of a parameterless `AttrDef` (index into `Model::attr_defs`).
    Def {
        def_index: usize,
    },
}

const FLOATS: &[&str] = &[
    "f4E2M1FN",
    "f6E2M3FN",
    "f6E3M2FN",
    "f8E5M2",
    "f8E4M3",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E8M0FNU",
    "bf16",
    "f16",
    "tf32",
    "f32",
    "f64",
    "f80",
    "f128",
];

/// Reads a spec type; `Err` says which forms are supported.
pub fn spec_type(text: &str) -> Result<SpecType, String> {
    let t = text.trim();
    let int = |s: &str| s.parse::<u32>().ok().filter(|w| *w > 0 && *w <= 1 << 24);
    let parsed = if t == "index" {
        Some(SpecType::Index)
    } else if t == "none" {
        Some(SpecType::None)
    } else if FLOATS.contains(&t) {
        Some(SpecType::Float(t.to_string()))
    } else if let Some(w) = t.strip_prefix("si").and_then(int) {
        Some(SpecType::Int { width: w, signedness: IntSign::Signed })
    } else if let Some(w) = t.strip_prefix("ui").and_then(int) {
        Some(SpecType::Int { width: w, signedness: IntSign::Unsigned })
    } else if let Some(w) = t.strip_prefix('i').and_then(int) {
        Some(SpecType::Int { width: w, signedness: IntSign::Signless })
    } else {
        match t {
            "!llvm.ptr" => Some(SpecType::LlvmPtr(0)),
            "!llvm.token" => Some(SpecType::LlvmToken),
            "!llvm.void" => Some(SpecType::LlvmVoid),
            "!llvm.label" => Some(SpecType::LlvmLabel),
            "!llvm.metadata" => Some(SpecType::LlvmMetadata),
            _ => t
                .strip_prefix("!llvm.ptr<")
                .and_then(|r| r.strip_suffix('>'))
                .and_then(|n| n.trim().parse().ok())
                .map(SpecType::LlvmPtr),
        }
    };
    parsed.ok_or_else(|| {
        format!(
            "type `{t}` cannot be built by generated code (supported: iN, siN, uiN, index, none, \
             float keywords, !llvm.ptr[<N>], !llvm.token, !llvm.void, !llvm.label, !llvm.metadata)"
        )
    })
}

/// Reads a spec default value against the model's enums and attribute definitions.
pub fn spec_attr(model: &Model, text: &str) -> Result<SpecAttr, String> {
    let t = text.trim();
    let unsupported = || {
        format!(
            "default value `{t}` cannot be built by generated code (supported: `N : type`, true, \
             false, unit, `#dialect.enum<case>` of a dialect enum, `#dialect.attr` of an attribute \
             definition without parameters)"
        )
    };
    match t {
        "true" => return Ok(SpecAttr::Bool(true)),
        "false" => return Ok(SpecAttr::Bool(false)),
        "unit" => return Ok(SpecAttr::Unit),
        _ => {}
    }
    if let Some(rest) = t.strip_prefix('#') {
        let (head, body) = match rest.split_once('<') {
            Some((h, b)) => (h, Some(b.strip_suffix('>').ok_or_else(unsupported)?)),
            None => (rest, None),
        };
        let (dialect, mnemonic) = head.split_once('.').ok_or_else(unsupported)?;
        // `#dialect.attr<>`: an attribute definition whose parameters all default.
        if body.is_some_and(|b| b.trim().is_empty()) {
            if let Some(def_index) = model.attr_defs.iter().position(|d| {
                d.dialect == dialect
                    && d.mnemonic == mnemonic
                    && d.params.iter().all(|p| p.optional || p.default.is_some())
            }) {
                return Ok(SpecAttr::Def { def_index });
            }
        }
        if let Some(body) = body {
            let (enum_index, e) = model
                .enums
                .iter()
                .enumerate()
                .find(|(_, e)| e.storage == "dialect" && e.dialect == dialect && e.mnemonic == mnemonic)
                .ok_or_else(unsupported)?;
            let value = enum_value(e, body).ok_or_else(|| format!("`{body}` is not a case of enum {}", e.name))?;
            return Ok(SpecAttr::Enum { enum_index, value });
        }
        return model
            .attr_defs
            .iter()
            .position(|d| d.dialect == dialect && d.mnemonic == mnemonic && d.params.is_empty())
            .map(|def_index| SpecAttr::Def { def_index })
            .ok_or_else(unsupported);
    }
    let (value, ty) = t.split_once(':').ok_or_else(unsupported)?;
    let ty = spec_type(ty)?;
    let value = value.trim();
    let value = if let Some(h) = value.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()
    } else {
        value.parse::<i128>().ok()
    };
    match (value, &ty) {
        (Some(value), SpecType::Int { .. } | SpecType::Index) => Ok(SpecAttr::Int { value, ty }),
        _ => Err(unsupported()),
    }
}

/// The value of `keywords` (bit enums: cases joined by the enum's separator).
fn enum_value(e: &EnumDef, keywords: &str) -> Option<u64> {
    let case = |k: &str| e.cases.iter().find(|c| c.keyword == k.trim()).map(|c| c.value as u64);
    if !e.bit_enum {
        return case(keywords);
    }
    let sep = e.separator.trim();
    let sep = if sep.is_empty() { "|" } else { sep };
    keywords.split(sep).try_fold(0u64, |acc, k| case(k).map(|v| acc | v))
}
