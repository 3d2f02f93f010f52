//! The checks MLIR 22 makes of a module's `dlti.dl_spec` (`verifyDataLayoutSpec`, the
//! types' `verifyEntries` and the DLTI dialect's identifier check), with its messages.
//! Frontends of older MLIRs wrote entries MLIR 22 rejects (`i8 = dense<8> :
//! vector<2xi32>`); reading them silently would hide that the program is not valid.

use crate::diag::Diagnostic;
use crate::ir::{AttrData, Attribute, Context, DenseValues, Signedness, Type, TypeData};
use crate::llvm_types;
use crate::parse::ops::{dl_spec_entries, DlKey};
use crate::print::attrs::{attr_to_string, type_to_string};

/// What MLIR groups the type entries by (their `TypeID`): the groups are checked in the
/// order of their first entry, each group's entries in their order.
#[derive(PartialEq, Eq, Clone, Copy)]
enum Group {
    Index,
    Integer,
    Float(crate::ir::FloatKind),
    Ptr,
    Struct,
    Array,
    OtherBuiltin,
    Unsupported,
}

fn group_of(ctx: &Context, ty: Type) -> Group {
    match ctx.type_data(ty) {
        TypeData::Index => Group::Index,
        TypeData::Integer { .. } => Group::Integer,
        TypeData::Float(k) => Group::Float(*k),
        TypeData::Dialect { .. } | TypeData::Opaque { .. } => {
            if llvm_types::is_ptr(ctx, ty) {
                Group::Ptr
            } else if llvm_types::is_struct(ctx, ty) {
                Group::Struct
            } else if llvm_types::is_array(ctx, ty) {
                Group::Array
            } else {
                Group::Unsupported
            }
        }
        _ => Group::OtherBuiltin,
    }
}

/// The elements of a dense integer elements attribute (vector or tensor) as MLIR reads
/// them with `getValues<uint64_t>`, and whether the element type is `i64`; `None` when
/// the value is not a `DenseIntElementsAttr`.
fn dense_ints(ctx: &Context, a: Attribute) -> Option<(Vec<u64>, bool)> {
    let AttrData::DenseElements { ty, splat, values: DenseValues::Int(vals) } = ctx.attr_data(a) else {
        return None;
    };
    let shape = ctx.shape(*ty)?;
    let elem = ctx.element_type_or_self(*ty);
    let is_i64 = match ctx.type_data(elem) {
        TypeData::Integer { width, signedness } => *width == 64 && *signedness == Signedness::Signless,
        TypeData::Index => false,
        _ => return None,
    };
    let n: i64 = shape.iter().product();
    let vals: Vec<u64> = if *splat {
        vec![vals.first().copied().unwrap_or(0) as u64; n.max(0) as usize]
    } else {
        vals.iter().map(|&v| v as u64).collect()
    };
    Some((vals, is_i64))
}

fn entry_text(ctx: &Context, ty: Type, value: Attribute) -> String {
    format!("#dlti.dl_entry<{}, {}>", type_to_string(ctx, ty), attr_to_string(ctx, value))
}

fn check_type_entry(ctx: &Context, group: Group, ty: Type, value: Attribute) -> Result<(), String> {
    let key = || type_to_string(ctx, ty);
    match group {
        Group::Index => {
            if !matches!(ctx.attr_data(value), AttrData::Integer { .. }) {
                return Err(format!("expected integer attribute in the data layout entry for '{}'", key()));
            }
        }
        Group::Integer | Group::Float(_) => {
            let entry = || entry_text(ctx, ty, value);
            let Some((vals, true)) = dense_ints(ctx, value) else {
                return Err(format!("expected a dense i64 elements attribute in the data layout entry {}", entry()));
            };
            if vals.is_empty() || vals.len() > 2 {
                return Err(format!("expected 1 or 2 elements in the data layout entry {}", entry()));
            }
            if vals.len() == 2 && vals[1] < vals[0] {
                return Err(format!("preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {}", entry()));
            }
        }
        Group::Ptr => {
            let vals = match dense_ints(ctx, value) {
                Some((vals, is_i64)) if vals.len() == 3 || vals.len() == 4 => {
                    if !is_i64 {
                        return Err(format!("expected i64 parameters for '{}'", key()));
                    }
                    vals
                }
                _ => {
                    return Err(format!(
                    "expected layout attribute for '{}' to be a dense integer elements attribute with 3 or 4 elements",
                    key()
                ))
                }
            };
            if vals[1] > vals[2] {
                return Err("preferred alignment is expected to be at least as large as ABI alignment".into());
            }
        }
        Group::Struct => {
            let vals = match dense_ints(ctx, value) {
                Some((vals, is_i64)) if vals.len() == 1 || vals.len() == 2 => {
                    if !is_i64 {
                        return Err(format!("expected i64 entries for '{}'", key()));
                    }
                    vals
                }
                _ => {
                    return Err(format!(
                    "expected layout attribute for '{}' to be a dense integer elements attribute of 1 or 2 elements",
                    key()
                ))
                }
            };
            let s = llvm_types::as_struct(ctx, ty);
            if s.is_some_and(|s| s.name.is_some() || s.body.is_some_and(|b| !b.is_empty())) {
                return Err(format!("unexpected layout attribute for struct '{}'", key()));
            }
            if vals.len() == 2 && vals[0] > vals[1] {
                return Err("preferred alignment is expected to be at least as large as ABI alignment".into());
            }
        }
        Group::Array => {}
        Group::OtherBuiltin => return Err("unexpected data layout for a built-in type".into()),
        Group::Unsupported => return Err("data layout specified for a type that does not support it".into()),
    }
    Ok(())
}

/// The identifier entries: `dlti.*` keys DLTI knows (and `dlti.endianness`'s value);
/// keys of another dialect Descent has are errors, since none of them takes entries.
fn check_id_entry(ctx: &Context, key: &str, value: Attribute) -> Result<(), String> {
    let Some((dialect, _)) = key.split_once('.') else { return Ok(()) };
    if dialect != "dlti" {
        if ctx.is_dialect_registered(dialect) {
            return Err(format!("the '{dialect}' dialect does not support identifier data layout entries"));
        }
        return Ok(());
    }
    match key {
        "dlti.endianness" => match ctx.attr_data(value) {
            AttrData::String { value, .. } if matches!(&**value, "big" | "little") => Ok(()),
            _ => Err("'dlti.endianness' data layout entry is expected to be either 'big' or 'little'".into()),
        },
        "dlti.default_memory_space"
        | "dlti.alloca_memory_space"
        | "dlti.program_memory_space"
        | "dlti.global_memory_space"
        | "dlti.stack_alignment"
        | "dlti.function_pointer_alignment"
        | "dlti.legal_int_widths"
        | "dlti.mangling_mode" => Ok(()),
        _ => Err(format!("unknown data layout entry name: {key}")),
    }
}

/// The first problem of a module's data layout spec, reported at the module as MLIR does
/// (type entries first, grouped by kind, then identifier entries).
pub fn verify_dl_spec(ctx: &Context, spec: Attribute, loc: Attribute) -> Result<(), Diagnostic> {
    let Some(entries) = dl_spec_entries(ctx, spec) else { return Ok(()) };
    let err = |msg: String| Diagnostic::error(loc, msg);
    let mut groups: Vec<Group> = Vec::new();
    for (key, _) in &entries {
        if let DlKey::Type(t) = key {
            let g = group_of(ctx, *t);
            if !groups.contains(&g) {
                groups.push(g);
            }
        }
    }
    for g in groups {
        for (key, value) in &entries {
            if let DlKey::Type(t) = key {
                if group_of(ctx, *t) == g {
                    check_type_entry(ctx, g, *t, *value).map_err(err)?;
                }
            }
        }
    }
    for (key, value) in &entries {
        if let DlKey::Id(k) = key {
            check_id_entry(ctx, k, *value).map_err(err)?;
        }
    }
    Ok(())
}
