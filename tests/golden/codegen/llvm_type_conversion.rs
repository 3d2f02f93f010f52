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
pub fn convert_complex_3(
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
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[0usize],
        },
        apply: dialects::native::llvm_types::integer,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Index,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[1usize],
        },
        apply: dialects::native::llvm_types::index,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Float,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[2usize],
        },
        apply: dialects::native::llvm_types::float,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Complex,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[3usize],
        },
        apply: convert_complex_3,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Vector,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[4usize],
        },
        apply: dialects::native::llvm_types::vector,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Function,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[5usize],
        },
        apply: dialects::native::llvm_types::function,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::Memref,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[6usize],
        },
        apply: dialects::native::llvm_types::memref,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::UnrankedMemref,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[7usize],
        },
        apply: dialects::native::llvm_types::unranked_memref,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmArray,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[8usize],
        },
        apply: dialects::native::llvm_types::container,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmStruct,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[9usize],
        },
        apply: dialects::native::llvm_types::container,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmFunction,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[10usize],
        },
        apply: dialects::native::llvm_types::container,
    },
    conversion::types::TypeConversionRule {
        kind: conversion::types::TypeKind::LlvmOther,
        defined_at: ir::SpecPos {
            file: "spec/conversion/llvm_type_conversion.td",
            line: &dialects::gen::llvm_type_conversion::__spec_lines::LINES[11usize],
        },
        apply: conversion::types::keep,
    },
];
#[doc(hidden)]
pub mod __spec_lines {
    /// The lines the positions of this file's definitions refer to.
    pub static LINES: [u32; 12usize] = [
        Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32, Nu32,
    ];
}
