//! The checks MLIR's `verifyDataLayoutOp` makes on an op's `dlti.dl_spec` (modules, and
//! the test dialect's layout op): each entry's value against its key's type, as the
//! builtin types and the LLVM dialect's pointer and struct types check them, DLTI's own
//! identifiers, and whether the spec combines with the specs of enclosing layout ops.
//! The messages are MLIR's; it reports them at the op's location.

use crate::ir::{AttrData, Attribute, Context, DenseValues, Signedness, Type, TypeData};
use crate::llvm_types::{self, LlvmType};
use crate::print::attrs::{attr_to_string, type_to_string};
use crate::print::dlti::{entries, DltiKey};

/// The identifiers DLTI knows in a data layout spec.
const DLTI_KEYS: [&str; 9] = [
    "endianness",
    "alloca_memory_space",
    "program_memory_space",
    "global_memory_space",
    "default_memory_space",
    "stack_alignment",
    "function_pointer_alignment",
    "legal_int_widths",
    "mangling_mode",
];

/// The first problem of the data layout spec `spec`, as MLIR words it. As MLIR, entries
/// keyed by types are checked before those keyed by identifiers.
pub fn spec_error(ctx: &Context, spec: Attribute) -> Option<String> {
    let entries = entries(ctx, spec)?;
    for (key, value) in &entries {
        if let DltiKey::Type(t) = key {
            if let Some(e) = type_entry_error(ctx, *t, *value) {
                return Some(e);
            }
        }
    }
    for (key, value) in &entries {
        let DltiKey::Str(id) = key else { continue };
        let Some((dialect, name)) = id.split_once('.') else { continue };
        match dialect {
            "builtin" => return Some("the 'builtin' dialect does not support identifier data layout entries".into()),
            "dlti" if !DLTI_KEYS.contains(&name) => return Some(format!("unknown data layout entry name: {id}")),
            "dlti" if name == "endianness" => {
                let ok = matches!(ctx.attr_data(*value), AttrData::String { value, .. } if &**value == "big" || &**value == "little");
                if !ok {
                    return Some(format!("'{id}' data layout entry is expected to be either 'big' or 'little'"));
                }
            }
            // Other dialects' identifiers are theirs to check (MLIR skips dialects it has
            // not loaded).
            _ => {}
        }
    }
    None
}

/// Whether `spec` combines with the specs of the enclosing layout ops (outermost first):
/// an identifier may only be given again with the same value. (MLIR asks the types' own
/// rules for type entries; those of the LLVM types Descent has accept a change.)
pub fn combines(ctx: &Context, spec: Attribute, enclosing: &[Attribute]) -> bool {
    let mut seen: Vec<(Box<str>, Attribute)> = Vec::new();
    for &s in enclosing.iter().chain(std::iter::once(&spec)) {
        for (key, value) in entries(ctx, s).unwrap_or_default() {
            let DltiKey::Str(id) = key else { continue };
            match seen.iter().find(|(k, _)| *k == id) {
                Some(&(_, v)) if v != value => return false,
                Some(_) => {}
                None => seen.push((id, value)),
            }
        }
    }
    true
}

/// The elements of a dense integer elements attribute (a splat expanded), with whether
/// they are signless 64-bit integers.
fn dense_ints(ctx: &Context, a: Attribute) -> Option<(Vec<i128>, bool)> {
    let AttrData::DenseElements { ty, splat, values: DenseValues::Int(v) } = ctx.attr_data(a) else {
        return None;
    };
    let elem = ctx.element_type_or_self(*ty);
    let i64_elems = matches!(ctx.type_data(elem), TypeData::Integer { width: 64, signedness: Signedness::Signless });
    let count = ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    let values = if *splat { vec![v.first().copied().unwrap_or(0); count] } else { v.to_vec() };
    Some((values, i64_elems))
}

fn type_entry_error(ctx: &Context, t: Type, value: Attribute) -> Option<String> {
    let quoted = || format!("'{}'", type_to_string(ctx, t));
    let entry = || format!("#dlti.dl_entry<{}, {}>", type_to_string(ctx, t), attr_to_string(ctx, value));
    match ctx.type_data(t) {
        TypeData::Index => {
            let ok = matches!(ctx.attr_data(value), AttrData::Integer { .. } | AttrData::Bool(_));
            return (!ok).then(|| "expected integer attribute in the data layout entry for 'index'".into());
        }
        TypeData::Integer { .. } | TypeData::Float(_) => {
            let Some((v, true)) = dense_ints(ctx, value) else {
                return Some(format!("expected a dense i64 elements attribute in the data layout entry {}", entry()));
            };
            if v.is_empty() || v.len() > 2 {
                return Some(format!("expected 1 or 2 elements in the data layout entry {}", entry()));
            }
            let (abi, preferred) = (v[0] as u64, *v.last().unwrap() as u64);
            return (preferred < abi).then(|| {
                format!(
                    "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {}",
                    entry()
                )
            });
        }
        _ => {}
    }
    match llvm_types::view(ctx, t) {
        Some(LlvmType::Ptr { .. }) => {
            let Some((v, i64_elems)) = dense_ints(ctx, value).filter(|(v, _)| v.len() == 3 || v.len() == 4) else {
                return Some(format!(
                    "expected layout attribute for {} to be a dense integer elements attribute with 3 or 4 elements",
                    quoted()
                ));
            };
            if !i64_elems {
                return Some(format!("expected i64 parameters for {}", quoted()));
            }
            (v[1] as u64 > v[2] as u64)
                .then(|| "preferred alignment is expected to be at least as large as ABI alignment".into())
        }
        Some(LlvmType::Struct(s)) => {
            let Some((v, i64_elems)) = dense_ints(ctx, value).filter(|(v, _)| v.len() == 1 || v.len() == 2) else {
                return Some(format!(
                    "expected layout attribute for {} to be a dense integer elements attribute of 1 or 2 elements",
                    quoted()
                ));
            };
            if !i64_elems {
                return Some(format!("expected i64 entries for {}", quoted()));
            }
            if s.name.is_some() || s.body.is_some_and(|b| !b.is_empty()) {
                return Some(format!("unexpected layout attribute for struct {}", quoted()));
            }
            (v[0] as u64 > *v.last().unwrap() as u64)
                .then(|| "preferred alignment is expected to be at least as large as ABI alignment".into())
        }
        Some(LlvmType::Array { .. }) => None,
        Some(_) => Some("data layout specified for a type that does not support it".into()),
        None => match ctx.type_data(t) {
            TypeData::Dialect { .. } | TypeData::Opaque { .. } => {
                Some("data layout specified for a type that does not support it".into())
            }
            _ => Some("unexpected data layout for a built-in type".into()),
        },
    }
}
