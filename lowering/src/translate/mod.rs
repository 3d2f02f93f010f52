//! Translation of the LLVM dialect to textual LLVM IR (`descent translate --mlir-to-llvmir`,
//! the last stage of `descent compile`).
//!
//! What each op becomes is read from the spec: `llvmInstruction` templates are compiled
//! into emitter functions, intrinsic ops carry a call description, and the few structural
//! ops name a native function in `native`. This module owns the skeleton around them: the
//! module header, globals, declarations, attribute groups, metadata and module flags
//! (`module`), and per function the block layout, value numbering, phis and constant
//! folding (`function`). Functions are translated in parallel; module-wide numbers
//! (attribute groups, metadata) are assigned when the pieces are joined in order.

mod attr_kinds;
pub mod consts;
mod function;
pub mod helpers;
pub mod metadata;
mod module;
mod module_info;
pub mod native;
pub mod types;

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

pub use function::{FnOutput, Inst};
pub use module::{translate_function, translate_module, translate_module_with, FnTranslation, ModuleInfo};

use crate::diag::Diagnostic;
use crate::ir::{Attribute, OpRef, Type};

/// How one op becomes LLVM IR.
pub enum Translation {
    /// An emitter generated from the op's `llvmInstruction` template.
    Template(for<'a, 'b, 'c> fn(&'a mut Inst<'b>, OpRef<'c>)),
    /// A call of an LLVM intrinsic.
    Intrinsic(&'static Intrinsic),
    /// A native function named by `llvmNativeTranslation`.
    Native(NativeFn),
}

/// A native translation: writes the op's instruction (without the `%N = ` prefix) or
/// reports why it cannot be translated.
pub type NativeFn = for<'a, 'b, 'c> fn(&'a mut Inst<'b>, OpRef<'c>) -> Result<(), Diagnostic>;

/// An operand group, result or attribute of an op, as intrinsic descriptions name them.
#[derive(Clone, Copy, Debug)]
pub enum Ref {
    Operand(u16),
    Result(u16),
    Attr(&'static str),
    /// An attribute passed as a `metadata !"..."` argument (`llvmMetadataArgs`), spelled by
    /// its enum's LLVM keyword when it is an enum.
    MetadataArg(&'static str, Option<&'static crate::ir::EnumDef>),
}

/// How an `llvm.intr.*` op becomes a call (see spec/dialects/llvm_intrinsics.td).
#[derive(Debug)]
pub struct Intrinsic {
    pub name: &'static str,
    pub operands: &'static [crate::ods::Arity],
    /// Mangling sources; the second field is the struct element for `res.N`, or -1.
    pub overloaded: &'static [(Ref, i32)],
    pub args: &'static [Ref],
    pub decl_ret_attrs: &'static str,
    pub decl_param_attrs: &'static [&'static str],
    pub decl_attrs: &'static str,
    /// Call-site parameter attributes per LLVM argument, `$attr` standing for an attribute's
    /// value (`align $alignment`).
    pub call_arg_attrs: &'static [&'static str],
    /// An absent Optional operand is passed as `poison` of this entry's type.
    pub poison_as: Option<Ref>,
    /// Call-site function attributes (`strictfp`): the call gets an attribute group.
    pub call_attrs: &'static str,
    /// Writes what follows the call (`llvmCallMetadata`: metadata attachments).
    pub call_metadata: Option<for<'a, 'b, 'c> fn(&'a mut Inst<'b>, OpRef<'c>)>,
    /// The fixed LLVM IR return type (`token`, `void`), `anyint` (the result's type, which
    /// must be an integer), or empty (the result's type).
    pub ret_type: &'static str,
    /// The fixed LLVM IR type of each LLVM argument (`""` accepts any); empty: unchecked.
    pub param_types: &'static [&'static str],
}

/// An argument of a template helper (`@abi_align(type($x))`).
pub enum HelperArg<'a> {
    Values(crate::ods::Group<'a>),
    Attr(Option<Attribute>),
    Type(Type),
    Str(&'static str),
}

/// The translation of every op that has one, by op name.
pub fn translations() -> &'static FxHashMap<&'static str, &'static Translation> {
    static TABLE: OnceLock<FxHashMap<&'static str, &'static Translation>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m = FxHashMap::default();
        for table in crate::dialects::gen::ALL_TRANSLATIONS {
            for (name, t) in table.iter() {
                m.insert(*name, t);
            }
        }
        m
    })
}
