//! The native rules of `spec/conversion/llvm_type_conversion.td`, each naming the type converter
//! method that holds the logic.

use crate::conversion::TypeConverter;
use crate::ir::Type;

pub fn integer(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_integer(ty)
}

pub fn index(tc: &TypeConverter<'_>, _: Type) -> Option<Type> {
    Some(tc.index_type())
}

pub fn float(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_float(ty)
}

pub fn vector(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_vector_type(ty)
}

pub fn function(tc: &TypeConverter<'_>, _: Type) -> Option<Type> {
    Some(tc.ctx.llvm_ptr(0))
}

pub fn memref(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_memref(ty)
}

pub fn unranked_memref(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_unranked_memref(ty)
}

pub fn container(tc: &TypeConverter<'_>, ty: Type) -> Option<Type> {
    tc.convert_llvm_container(ty)
}
