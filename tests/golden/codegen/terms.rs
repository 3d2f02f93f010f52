// @generated from spec/terms.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
/// `spec/terms.td:9`: functions with the signature of term `TypeOf`, (Value) -> Type.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:9:5: `descent::conversion::terms::type_of` does not have the signature term `TypeOf` declares: `fn(&mut Rewriter, ...)` with (Value) -> Type"
)]
pub trait TypeOfSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Value,
        ) -> ::descent::ir::Type,
> TypeOfSignature for F {}
#[allow(dead_code)]
fn check_type_of_signature() {
    fn has<F: TypeOfSignature>(_: F) {}
    has(::descent::conversion::terms::type_of);
}
/// `spec/terms.td:10`: functions with the signature of term `StructOf`, (Type, Type) -> Type.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:10:5: `descent::conversion::terms::struct_of` does not have the signature term `StructOf` declares: `fn(&mut Rewriter, ...)` with (Type, Type) -> Type"
)]
pub trait StructOfSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
            ::descent::ir::Type,
        ) -> ::descent::ir::Type,
> StructOfSignature for F {}
#[allow(dead_code)]
fn check_struct_of_signature() {
    fn has<F: StructOfSignature>(_: F) {}
    has(::descent::conversion::terms::struct_of);
}
/// `spec/terms.td:12`: functions with the signature of term `DoubleWidth`, (Type) -> Type?.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:12:5: `descent::conversion::terms::double_width` does not have the signature term `DoubleWidth` declares: `fn(&mut Rewriter, ...)` with (Type) -> Type?"
)]
pub trait DoubleWidthSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
        ) -> Option<::descent::ir::Type>,
> DoubleWidthSignature for F {}
#[allow(dead_code)]
fn check_double_width_signature() {
    fn has<F: DoubleWidthSignature>(_: F) {}
    has(::descent::conversion::terms::double_width);
}
/// `spec/terms.td:14`: functions with the signature of term `IndexType`, () -> Type.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:14:5: `descent::conversion::terms::index_type` does not have the signature term `IndexType` declares: `fn(&mut Rewriter, ...)` with () -> Type"
)]
pub trait IndexTypeSignature {}
impl<
    F: Fn(&mut ::descent::conversion::Rewriter<'_, '_>) -> ::descent::ir::Type,
> IndexTypeSignature for F {}
#[allow(dead_code)]
fn check_index_type_signature() {
    fn has<F: IndexTypeSignature>(_: F) {}
    has(::descent::conversion::terms::index_type);
}
/// `spec/terms.td:18`: functions with the signature of term `IntAttrOf`, (Type, Int) -> Attr.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:18:5: `descent::conversion::terms::int_attr_of` does not have the signature term `IntAttrOf` declares: `fn(&mut Rewriter, ...)` with (Type, Int) -> Attr"
)]
pub trait IntAttrOfSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
            i64,
        ) -> ::descent::ir::Attribute,
> IntAttrOfSignature for F {}
#[allow(dead_code)]
fn check_int_attr_of_signature() {
    fn has<F: IntAttrOfSignature>(_: F) {}
    has(::descent::conversion::terms::int_attr_of);
}
/// `spec/terms.td:20`: functions with the signature of term `FloatValueOf`, (Type, Int) -> Attr?.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:20:5: `descent::conversion::terms::float_attr_of` does not have the signature term `FloatValueOf` declares: `fn(&mut Rewriter, ...)` with (Type, Int) -> Attr?"
)]
pub trait FloatValueOfSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
            i64,
        ) -> Option<::descent::ir::Attribute>,
> FloatValueOfSignature for F {}
#[allow(dead_code)]
fn check_float_value_of_signature() {
    fn has<F: FloatValueOfSignature>(_: F) {}
    has(::descent::conversion::terms::float_attr_of);
}
/// `spec/terms.td:22`: functions with the signature of term `IntWidthOf`, (Type) -> Int?.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:22:5: `descent::conversion::terms::int_width_of` does not have the signature term `IntWidthOf` declares: `fn(&mut Rewriter, ...)` with (Type) -> Int?"
)]
pub trait IntWidthOfSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
        ) -> Option<i64>,
> IntWidthOfSignature for F {}
#[allow(dead_code)]
fn check_int_width_of_signature() {
    fn has<F: IntWidthOfSignature>(_: F) {}
    has(::descent::conversion::terms::int_width_of);
}
/// `spec/terms.td:25`: functions with the signature of term `SameType`, (Type, Type) -> Bool.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:25:5: `descent::conversion::terms::same_type` does not have the signature term `SameType` declares: `fn(&mut Rewriter, ...)` with (Type, Type) -> Bool"
)]
pub trait SameTypeSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
            ::descent::ir::Type,
        ) -> bool,
> SameTypeSignature for F {}
#[allow(dead_code)]
fn check_same_type_signature() {
    fn has<F: SameTypeSignature>(_: F) {}
    has(::descent::conversion::terms::same_type);
}
/// `spec/terms.td:26`: functions with the signature of term `IsLLVMArray`, (Type) -> Bool.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:26:5: `descent::conversion::terms::is_llvm_array` does not have the signature term `IsLLVMArray` declares: `fn(&mut Rewriter, ...)` with (Type) -> Bool"
)]
pub trait IsLlvmArraySignature {}
impl<
    F: Fn(&mut ::descent::conversion::Rewriter<'_, '_>, ::descent::ir::Type) -> bool,
> IsLlvmArraySignature for F {}
#[allow(dead_code)]
fn check_is_llvm_array_signature() {
    fn has<F: IsLlvmArraySignature>(_: F) {}
    has(::descent::conversion::terms::is_llvm_array);
}
/// `spec/terms.td:27`: functions with the signature of term `IsLLVMStruct`, (Type) -> Bool.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:27:5: `descent::conversion::terms::is_llvm_struct` does not have the signature term `IsLLVMStruct` declares: `fn(&mut Rewriter, ...)` with (Type) -> Bool"
)]
pub trait IsLlvmStructSignature {}
impl<
    F: Fn(&mut ::descent::conversion::Rewriter<'_, '_>, ::descent::ir::Type) -> bool,
> IsLlvmStructSignature for F {}
#[allow(dead_code)]
fn check_is_llvm_struct_signature() {
    fn has<F: IsLlvmStructSignature>(_: F) {}
    has(::descent::conversion::terms::is_llvm_struct);
}
/// `spec/terms.td:29`: functions with the signature of term `NarrowerInt`, (Type, Type) -> Bool.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:29:5: `descent::conversion::terms::narrower_int` does not have the signature term `NarrowerInt` declares: `fn(&mut Rewriter, ...)` with (Type, Type) -> Bool"
)]
pub trait NarrowerIntSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
            ::descent::ir::Type,
        ) -> bool,
> NarrowerIntSignature for F {}
#[allow(dead_code)]
fn check_narrower_int_signature() {
    fn has<F: NarrowerIntSignature>(_: F) {}
    has(::descent::conversion::terms::narrower_int);
}
/// `spec/terms.td:30`: functions with the signature of term `SameIntWidth`, (Type, Type) -> Bool.
#[diagnostic::on_unimplemented(
    message = "spec/terms.td:30:5: `descent::conversion::terms::same_int_width` does not have the signature term `SameIntWidth` declares: `fn(&mut Rewriter, ...)` with (Type, Type) -> Bool"
)]
pub trait SameIntWidthSignature {}
impl<
    F: Fn(
            &mut ::descent::conversion::Rewriter<'_, '_>,
            ::descent::ir::Type,
            ::descent::ir::Type,
        ) -> bool,
> SameIntWidthSignature for F {}
#[allow(dead_code)]
fn check_same_int_width_signature() {
    fn has<F: SameIntWidthSignature>(_: F) {}
    has(::descent::conversion::terms::same_int_width);
}
