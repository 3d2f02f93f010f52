//! The entries of MLIR's DLTI attributes (`#dlti.dl_entry`, `dl_spec`, `map`,
//! `target_device_spec`, `target_system_spec`), which Descent keeps as `Opaque` text in
//! MLIR 22's spelling: the parser records each one's keys and values here, so the printer
//! can write the values through aliases (`attrs::write_dlti_body`) and the data layout
//! verifier can read them.

use rustc_hash::FxHashMap;

use crate::ir::{AttrData, Attribute, Context, Type};

/// The key of a DLTI entry: a quoted identifier or a type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DltiKey {
    /// `"dlti.endianness"`.
    Str(Box<str>),
    /// `i64`, `!llvm.ptr<1>`.
    Type(Type),
}

/// One `key = value` entry.
pub type DltiEntry = (DltiKey, Attribute);

/// The entries of the DLTI attributes parsed so far, by attribute.
#[derive(Default)]
struct DltiEntries(FxHashMap<Attribute, Box<[DltiEntry]>>);

/// Records the entries of the DLTI attribute `a` (one for a `dl_entry`).
pub fn record(ctx: &Context, a: Attribute, entries: &[DltiEntry]) {
    ctx.with_extension_mut(|t: &mut DltiEntries| {
        t.0.entry(a).or_insert_with(|| entries.into());
    });
}

/// The entries of a DLTI attribute the parser read; `None` for any other attribute.
pub fn entries(ctx: &Context, a: Attribute) -> Option<Vec<DltiEntry>> {
    match ctx.attr_data(a) {
        AttrData::Opaque { dialect, .. } if ctx.ident_str(*dialect) == "dlti" => {
            ctx.with_extension(|t: &DltiEntries| t.0.get(&a).map(|e| e.to_vec()))
        }
        _ => None,
    }
}

/// Whether `a` is the DLTI attribute `mnemonic`.
pub fn is_dlti(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque { dialect, body }
        if ctx.ident_str(*dialect) == "dlti" && body.strip_prefix(mnemonic).is_some_and(|r| r.starts_with('<')))
}
