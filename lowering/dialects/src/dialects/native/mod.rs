//! Native Rust the spec refers to by name: custom op syntax (`customParser`,
//! `custom<Directive>`), checks MLIR writes in C++ (`NativeCheck`, `PredTrait`), type
//! transforms for `TypesMatchWith`, and predicates (`Native "..."`). One module per dialect.

pub mod affine;
pub mod affine_ops;
pub mod arith;
pub mod builtin;
pub mod canon_affine;
pub mod canon_arith;
pub mod canon_cf;
pub mod canon_memref;
pub mod canon_scf;
pub mod cf;
pub mod complex;
pub mod data_layout;
pub mod expand_memref;
pub mod expand_strided;
pub mod expand_transfer;
pub mod expand_vector;
pub mod fold_affine;
pub mod fold_arith;
pub mod fold_index;
pub mod fold_llvm;
pub mod fold_memref;
pub mod fold_vector;
pub mod func;
pub mod function;
pub mod index;
pub mod llvm;
pub mod llvm_passes;
pub mod llvm_types;
pub mod lower_affine;
pub mod lower_arith;
pub mod lower_func;
pub mod lower_index;
pub mod lower_memref;
pub mod lower_scf;
pub mod lower_vector;
pub mod math_to_funcs;
pub mod memref;
pub mod pending;
pub mod preds;
pub mod scf;
pub mod test_patterns;
pub mod transforms;
pub mod ub;
pub mod vector;
