//! The native rules of `spec/conversion/llvm_type_conversion.td`, each naming the type converter
//! method that holds the logic.

use crate::conversion::TypeConverter;
use crate::ir::Type;
use crate::llvm_types;

/// Integers: the signless integer of the same width.
pub fn integer(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_integer(ty)
}

/// `index`: the integer of the converter's index bitwidth.
pub fn index(tc: &TypeConverter<'_>, _: Type) -> Option<Type> {
    Some(tc.index_type())
}

/// Floats: kept when LLVM has the format, the integer of the same width otherwise (`tf32`
/// has no conversion).
pub fn float(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_float(ty)
}

/// Vectors: 1-D kept, n-D as nested arrays of 1-D vectors, with converted elements.
pub fn vector(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_vector_type(ty)
}

/// Function types: an opaque `!llvm.ptr`.
pub fn function(tc: &TypeConverter<'_>, _: Type) -> Option<Type> {
    Some(llvm_types::ptr(tc.ctx, 0))
}

/// Ranked memrefs: the descriptor struct (allocated and aligned pointers, offset, sizes,
/// strides); none when the memory space has no LLVM address space.
pub fn memref(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_memref(ty)
}

/// Unranked memrefs: the `(rank, pointer to a ranked descriptor)` struct.
pub fn unranked_memref(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_unranked_memref(ty)
}

/// LLVM arrays, structs and function types: the same shape with converted members.
pub fn container(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_llvm_container(ty)
}
