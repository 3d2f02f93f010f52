//! Native Rust the spec refers to by name: custom op syntax (`customParser`,
//! `custom<Directive>`), checks MLIR writes in C++ (`NativeCheck`, `PredTrait`), type
//! transforms for `TypesMatchWith`, and predicates (`Native "..."`). One module per dialect.

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod data_layout;
pub mod fold_arith;
pub mod fold_memref;
pub mod func;
pub mod function;
pub mod index;
pub mod llvm;
pub mod llvm_types;
pub mod lower_arith;
pub mod lower_cf;
pub mod lower_func;
pub mod lower_index;
pub mod lower_math;
pub mod lower_memref;
pub mod lower_scf;
pub mod memref;
pub mod pending;
pub mod preds;
pub mod scf;
pub mod transforms;
pub mod ub;

/// The attributes a custom form prints before an op's regions, and those it prints after
/// them, in print order (see [`custom_form_attrs`]).
pub type PrintedAttrs = (smallvec::SmallVec<[crate::ir::Attribute; 2]>, smallvec::SmallVec<[crate::ir::Attribute; 4]>);

/// For ops whose custom form prints some attributes in another form or not at all (so they
/// get no alias): the attributes the printer writes before the op's regions, and those it
/// writes after them, in print order. `None` for ops printed with all their attributes.
pub fn custom_form_attrs(op: crate::ir::OpRef<'_>) -> Option<PrintedAttrs> {
    match op.info()?.dialect {
        "affine" => affine::custom_form_attrs(op),
        _ => None,
    }
}
