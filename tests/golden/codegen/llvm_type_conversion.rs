// @generated from spec/conversion/llvm_type_conversion.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/conversion/llvm_type_conversion.td:N`: a `complex` type becomes a struct of its converted elementType, elementType.
pub fn convert_complex_line15(
    tc: &::descent::conversion::TypeConverter<'_>,
    ty: ::descent::ir::Type,
) -> Option<::descent::ir::Type> {
    Some(
        tc
            .ctx
            .llvm_struct(
                &[
                    tc
                        .convert(
                            ::descent::conversion::types::type_param(
                                tc.ctx,
                                ty,
                                "elementType",
                            )?,
                        )?,
                    tc
                        .convert(
                            ::descent::conversion::types::type_param(
                                tc.ctx,
                                ty,
                                "elementType",
                            )?,
                        )?,
                ],
                false,
            ),
    )
}
/// The type conversion rules of this spec file.
pub static TYPE_CONVERSIONS: &[::descent::conversion::types::TypeConversionRule] = &[
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Integer,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::integer,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Index,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::index,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Float,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::float,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Complex,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: convert_complex_line15,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Vector,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::vector,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Function,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::function,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::Memref,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::memref,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::UnrankedMemref,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::unranked_memref,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::LlvmArray,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::container,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::LlvmStruct,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::container,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::LlvmFunction,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::dialects::native::llvm_types::container,
    },
    ::descent::conversion::types::TypeConversionRule {
        kind: ::descent::conversion::types::TypeKind::LlvmOther,
        defined_at: "spec/conversion/llvm_type_conversion.td:N",
        apply: ::descent::conversion::types::keep,
    },
];
