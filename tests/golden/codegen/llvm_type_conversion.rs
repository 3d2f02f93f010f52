// @generated from spec/conversion/llvm_type_conversion.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::{conversion, dialects, ir, llvm_types};
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/llvm_type_conversion.td:N`: a `complex` type becomes a struct of its converted elementType, elementType.
pub fn convert_complex_line15(
    tc: &conversion::TypeConverter<'_>,
    ty: ir::Type,
) -> Option<ir::Type> {
    Some(
        llvm_types::literal_struct(
            tc.ctx,
            &[
                tc.convert(conversion::types::type_param(tc.ctx, ty, "elementType")?)?,
                tc.convert(conversion::types::type_param(tc.ctx, ty, "elementType")?)?,
            ],
            false,
        ),
    )
}
/// The type conversion rules of this spec file.
pub static TYPE_CONVERSIONS: &[conversion::types::TypeConversionRule] = &[
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Integer,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::integer,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Index,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::index,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Float,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::float,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Complex,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: convert_complex_line15,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Vector,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::vector,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Function,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::function,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Memref,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::memref,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::UnrankedMemref,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::unranked_memref,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmArray,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::container,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmStruct,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::container,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmFunction,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: dialects::native::llvm_types::container,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmOther,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: conversion::types::keep,
    },
];
