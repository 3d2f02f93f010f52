//! LLVM's attribute kinds as its IR writer knows them: each keyword with the name of its
//! `Attributes.td` record, whose order (enum kinds, then type kinds, then integer kinds)
//! is the order LLVM prints an attribute set in, and whether the kind takes a value; and
//! the text of a parameter attribute dictionary (`noalias align 16`).
//! Keywords LLVM does not know become string attributes (`"foo"="bar"`).

/// What an attribute kind carries.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// No value: `nounwind`.
    Enum,
    /// An integer: `alignstack=16`, `uwtable`.
    Int,
    /// A type: `byval(i32)`.
    Type,
}

/// (keyword, record name, kind), in record-name order within each kind as `AttrKind`
/// numbers them.
const KINDS: &[(&str, &str, Kind)] = &[
    ("allocalign", "AllocAlign", Kind::Enum),
    ("allocptr", "AllocatedPointer", Kind::Enum),
    ("alwaysinline", "AlwaysInline", Kind::Enum),
    ("builtin", "Builtin", Kind::Enum),
    ("cold", "Cold", Kind::Enum),
    ("convergent", "Convergent", Kind::Enum),
    ("coro_only_destroy_when_complete", "CoroDestroyOnlyWhenComplete", Kind::Enum),
    ("coro_elide_safe", "CoroElideSafe", Kind::Enum),
    ("dead_on_unwind", "DeadOnUnwind", Kind::Enum),
    ("disable_sanitizer_instrumentation", "DisableSanitizerInstrumentation", Kind::Enum),
    ("fn_ret_thunk_extern", "FnRetThunkExtern", Kind::Enum),
    ("hot", "Hot", Kind::Enum),
    ("hybrid_patchable", "HybridPatchable", Kind::Enum),
    ("immarg", "ImmArg", Kind::Enum),
    ("inreg", "InReg", Kind::Enum),
    ("inlinehint", "InlineHint", Kind::Enum),
    ("jumptable", "JumpTable", Kind::Enum),
    ("minsize", "MinSize", Kind::Enum),
    ("mustprogress", "MustProgress", Kind::Enum),
    ("naked", "Naked", Kind::Enum),
    ("nest", "Nest", Kind::Enum),
    ("noalias", "NoAlias", Kind::Enum),
    ("nobuiltin", "NoBuiltin", Kind::Enum),
    ("nocallback", "NoCallback", Kind::Enum),
    ("nocapture", "NoCapture", Kind::Enum),
    ("nocf_check", "NoCfCheck", Kind::Enum),
    ("nocreateundeforpoison", "NoCreateUndefOrPoison", Kind::Enum),
    ("nodivergencesource", "NoDivergenceSource", Kind::Enum),
    ("noduplicate", "NoDuplicate", Kind::Enum),
    ("noext", "NoExt", Kind::Enum),
    ("nofree", "NoFree", Kind::Enum),
    ("noimplicitfloat", "NoImplicitFloat", Kind::Enum),
    ("noinline", "NoInline", Kind::Enum),
    ("nomerge", "NoMerge", Kind::Enum),
    ("noprofile", "NoProfile", Kind::Enum),
    ("norecurse", "NoRecurse", Kind::Enum),
    ("noredzone", "NoRedZone", Kind::Enum),
    ("noreturn", "NoReturn", Kind::Enum),
    ("nosanitize_bounds", "NoSanitizeBounds", Kind::Enum),
    ("nosanitize_coverage", "NoSanitizeCoverage", Kind::Enum),
    ("nosync", "NoSync", Kind::Enum),
    ("noundef", "NoUndef", Kind::Enum),
    ("nounwind", "NoUnwind", Kind::Enum),
    ("nonlazybind", "NonLazyBind", Kind::Enum),
    ("nonnull", "NonNull", Kind::Enum),
    ("null_pointer_is_valid", "NullPointerIsValid", Kind::Enum),
    ("optforfuzzing", "OptForFuzzing", Kind::Enum),
    ("optdebug", "OptimizeForDebugging", Kind::Enum),
    ("optsize", "OptimizeForSize", Kind::Enum),
    ("optnone", "OptimizeNone", Kind::Enum),
    ("presplitcoroutine", "PresplitCoroutine", Kind::Enum),
    ("readnone", "ReadNone", Kind::Enum),
    ("readonly", "ReadOnly", Kind::Enum),
    ("returned", "Returned", Kind::Enum),
    ("returns_twice", "ReturnsTwice", Kind::Enum),
    ("signext", "SExt", Kind::Enum),
    ("safestack", "SafeStack", Kind::Enum),
    ("sanitize_address", "SanitizeAddress", Kind::Enum),
    ("sanitize_hwaddress", "SanitizeHWAddress", Kind::Enum),
    ("sanitize_memtag", "SanitizeMemTag", Kind::Enum),
    ("sanitize_memory", "SanitizeMemory", Kind::Enum),
    ("sanitize_numerical_stability", "SanitizeNumericalStability", Kind::Enum),
    ("sanitize_realtime", "SanitizeRealtime", Kind::Enum),
    ("sanitize_realtime_blocking", "SanitizeRealtimeBlocking", Kind::Enum),
    ("sanitize_thread", "SanitizeThread", Kind::Enum),
    ("sanitize_type", "SanitizeType", Kind::Enum),
    ("shadowcallstack", "ShadowCallStack", Kind::Enum),
    ("skipprofile", "SkipProfile", Kind::Enum),
    ("speculatable", "Speculatable", Kind::Enum),
    ("speculative_load_hardening", "SpeculativeLoadHardening", Kind::Enum),
    ("ssp", "StackProtect", Kind::Enum),
    ("sspreq", "StackProtectReq", Kind::Enum),
    ("sspstrong", "StackProtectStrong", Kind::Enum),
    ("strictfp", "StrictFP", Kind::Enum),
    ("swiftasync", "SwiftAsync", Kind::Enum),
    ("swifterror", "SwiftError", Kind::Enum),
    ("swiftself", "SwiftSelf", Kind::Enum),
    ("willreturn", "WillReturn", Kind::Enum),
    ("writable", "Writable", Kind::Enum),
    ("writeonly", "WriteOnly", Kind::Enum),
    ("zeroext", "ZExt", Kind::Enum),
    ("byref", "ByRef", Kind::Type),
    ("byval", "ByVal", Kind::Type),
    ("elementtype", "ElementType", Kind::Type),
    ("inalloca", "InAlloca", Kind::Type),
    ("preallocated", "Preallocated", Kind::Type),
    ("sret", "StructRet", Kind::Type),
    ("align", "Alignment", Kind::Int),
    ("allockind", "AllocKind", Kind::Int),
    ("allocsize", "AllocSize", Kind::Int),
    ("captures", "Captures", Kind::Int),
    ("dead_on_return", "DeadOnReturn", Kind::Int),
    ("dereferenceable", "Dereferenceable", Kind::Int),
    ("dereferenceable_or_null", "DereferenceableOrNull", Kind::Int),
    ("memory", "Memory", Kind::Int),
    ("nofpclass", "NoFPClass", Kind::Int),
    ("alignstack", "StackAlignment", Kind::Int),
    ("uwtable", "UWTable", Kind::Int),
    ("vscale_range", "VScaleRange", Kind::Int),
];

/// The kind of the LLVM attribute `keyword`, and its position in LLVM's order; `None` for
/// a keyword LLVM does not know (a string attribute).
pub fn lookup(keyword: &str) -> Option<(Kind, usize)> {
    KINDS.iter().position(|k| k.0 == keyword).map(|i| (KINDS[i].2, i))
}

/// Sorts printed attributes as LLVM prints a set: known kinds in `AttrKind` order, then
/// string attributes by key.
pub fn sort(attrs: &mut [String]) {
    attrs.sort_by_cached_key(|a| {
        if a.starts_with('"') {
            return (usize::MAX, a.clone());
        }
        let kw = a.split(['(', ' ', '=']).next().unwrap_or(a);
        match lookup(kw) {
            Some((_, i)) => (i, String::new()),
            // Unknown bare keywords (not produced for valid input) go before strings.
            None => (KINDS.len(), a.clone()),
        }
    });
}

/// The LLVM parameter attributes of an argument or result attribute dictionary
/// (`{llvm.noalias, llvm.align = 16 : i64}` -> `noalias align 16`).
pub(crate) fn param_attrs(ctx: &crate::ir::Context, dict: crate::ir::Attribute) -> String {
    use crate::ir::AttrData;
    let mut parts: Vec<String> = Vec::new();
    for e in ctx.dict_entries(dict) {
        let key = ctx.ident_str(e.name);
        let Some(k) = key.strip_prefix("llvm.") else { continue };
        let part = match ctx.attr_data(e.value) {
            // LLVM 22 spells the old `nocapture` as `captures(none)`.
            AttrData::Unit if k == "nocapture" => "captures(none)".to_string(),
            AttrData::Unit => k.to_string(),
            AttrData::Type(t) => {
                let mut s = format!("{k}(");
                super::types::write_type(&mut s, ctx, *t);
                s.push(')');
                s
            }
            AttrData::Integer { value, .. } => match k {
                // `align 16`, but `alignstack(16)` as every other integer attribute.
                "align" => format!("{k} {value}"),
                _ => format!("{k}({value})"),
            },
            // `#llvm.constant_range<i32, 0, 10>` -> `range(i32 0, 10)`.
            _ if k == "range" => {
                let text = descent_text::print::attrs::attr_to_string(ctx, e.value);
                let Some(body) = text.strip_prefix("#llvm.constant_range<").and_then(|b| b.strip_suffix('>')) else {
                    continue;
                };
                let parts: Vec<&str> = body.split(',').map(str::trim).collect();
                let [ty, lo, hi] = parts[..] else { continue };
                format!("range({ty} {lo}, {hi})")
            }
            _ => continue,
        };
        parts.push(part);
    }
    sort(&mut parts);
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_in_llvm_order_within_each_kind() {
        for w in KINDS.windows(2) {
            if w[0].2 == w[1].2 {
                assert!(w[0].1 < w[1].1, "{} before {}", w[0].1, w[1].1);
            }
        }
    }

    #[test]
    fn sorting_follows_kinds_then_strings() {
        let mut v: Vec<String> = ["\"foo\"", "uwtable", "nounwind", "nobuiltin", "alignstack=16", "cold"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        sort(&mut v);
        assert_eq!(v, ["cold", "nobuiltin", "nounwind", "alignstack=16", "uwtable", "\"foo\""]);
    }
}
