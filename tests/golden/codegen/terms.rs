// @generated from spec/terms.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::conversion;
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/terms.td:N: term `TypeOf`, (Value) -> Type", TYPE_OF : fn
    (::descent::ir::Value) -> ::descent::ir::Type = ::descent::conversion::terms::type_of
);
conversion::term!(
    " spec/terms.td:N: term `StructOf`, (Type, Type) -> Type", STRUCT_OF : fn
    (::descent::ir::Type, ::descent::ir::Type) -> ::descent::ir::Type =
    ::descent::conversion::terms::struct_of
);
conversion::term!(
    " spec/terms.td:N: term `FieldType`, (Type, Int) -> Type?", FIELD_TYPE : fn
    (::descent::ir::Type, i64) -> Option < ::descent::ir::Type > =
    ::descent::conversion::terms::field_type
);
conversion::term!(
    " spec/terms.td:N: term `DoubleWidth`, (Type) -> Type?", DOUBLE_WIDTH : fn
    (::descent::ir::Type) -> Option < ::descent::ir::Type > =
    ::descent::conversion::terms::double_width
);
conversion::term!(
    " spec/terms.td:N: term `IndexType`, () -> Type", INDEX_TYPE : fn () ->
    ::descent::ir::Type = ::descent::conversion::terms::index_type
);
conversion::term!(
    " spec/terms.td:N: term `IntegerType`, (Int) -> Type?", INTEGER_TYPE : fn (i64) ->
    Option < ::descent::ir::Type > = ::descent::conversion::terms::integer_type
);
conversion::term!(
    " spec/terms.td:N: term `PointerType`, (Int) -> Type?", POINTER_TYPE : fn (i64) ->
    Option < ::descent::ir::Type > = ::descent::conversion::terms::llvm_pointer_type
);
conversion::term!(
    " spec/terms.td:N: term `IntAttrOf`, (Type, Int) -> Attr", INT_ATTR_OF : fn
    (::descent::ir::Type, i64) -> ::descent::ir::Attribute =
    ::descent::conversion::terms::int_attr_of
);
conversion::term!(
    " spec/terms.td:N: term `FloatValueOf`, (Type, Int) -> Attr?", FLOAT_VALUE_OF : fn
    (::descent::ir::Type, i64) -> Option < ::descent::ir::Attribute > =
    ::descent::conversion::terms::float_attr_of
);
conversion::term!(
    " spec/terms.td:N: term `IndexValue`, (Int) -> Attr", INDEX_VALUE : fn (i64) ->
    ::descent::ir::Attribute = ::descent::conversion::terms::index_attr
);
conversion::term!(
    " spec/terms.td:N: term `AsI32`, (Attr?) -> Attr", AS_I32 : fn (Option <
    ::descent::ir::Attribute >) -> ::descent::ir::Attribute =
    ::descent::conversion::terms::as_i32
);
conversion::term!(
    " spec/terms.td:N: term `IntValueOf`, (Attr) -> Int?", INT_VALUE_OF : fn
    (::descent::ir::Attribute) -> Option < i64 > =
    ::descent::conversion::terms::int_value_of
);
conversion::term!(
    " spec/terms.td:N: term `AsTypeAttr`, (Type) -> Attr", AS_TYPE_ATTR : fn
    (::descent::ir::Type) -> ::descent::ir::Attribute =
    ::descent::conversion::terms::type_attr_of
);
conversion::term!(
    " spec/terms.td:N: term `BoolAttrOf`, (Bool) -> Attr", BOOL_ATTR_OF : fn (bool) ->
    ::descent::ir::Attribute = ::descent::conversion::terms::bool_attr_of
);
conversion::term!(
    " spec/terms.td:N: term `StringArrayOf`, (Str) -> Attr", STRING_ARRAY_OF : fn (&
    str) -> ::descent::ir::Attribute = ::descent::conversion::terms::string_array_of
);
conversion::term!(
    " spec/terms.td:N: term `IntWidthOf`, (Type) -> Int?", INT_WIDTH_OF : fn
    (::descent::ir::Type) -> Option < i64 > = ::descent::conversion::terms::int_width_of
);
conversion::term!(
    " spec/terms.td:N: term `Present`, (Attr?) -> Bool", PRESENT : fn (Option <
    ::descent::ir::Attribute >) -> bool = ::descent::conversion::terms::present
);
conversion::term!(
    " spec/terms.td:N: term `IsTrue`, (Attr?) -> Bool", IS_TRUE : fn (Option <
    ::descent::ir::Attribute >) -> bool = ::descent::conversion::terms::is_true
);
conversion::term!(
    " spec/terms.td:N: term `SameType`, (Type, Type) -> Bool", SAME_TYPE : fn
    (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::conversion::terms::same_type
);
conversion::term!(
    " spec/terms.td:N: term `IsLLVMArray`, (Type) -> Bool", IS_LLVM_ARRAY : fn
    (::descent::ir::Type) -> bool = ::descent::conversion::terms::is_llvm_array
);
conversion::term!(
    " spec/terms.td:N: term `IsLLVMStruct`, (Type) -> Bool", IS_LLVM_STRUCT : fn
    (::descent::ir::Type) -> bool = ::descent::conversion::terms::is_llvm_struct
);
conversion::term!(
    " spec/terms.td:N: term `NarrowerInt`, (Type, Type) -> Bool", NARROWER_INT : fn
    (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::conversion::terms::narrower_int
);
conversion::term!(
    " spec/terms.td:N: term `SameIntWidth`, (Type, Type) -> Bool", SAME_INT_WIDTH : fn
    (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::conversion::terms::same_int_width
);
conversion::term!(
    " spec/terms.td:N: term `Prepend`, (Value, Values) -> Values", PREPEND : fn
    (::descent::ir::Value, & [::descent::ir::Value]) -> ::std::vec::Vec <
    ::descent::ir::Value > = ::descent::conversion::terms::prepend
);
conversion::term!(
    " spec/terms.td:N: term `ParsedType`, (Str) -> Type?", PARSED_TYPE : fn (& str) ->
    Option < ::descent::ir::Type > = ::descent::conversion::terms::parsed_type
);
conversion::term!(
    " spec/terms.td:N: term `SplitBlock`, () -> Block?", SPLIT_BLOCK : fn () -> Option
    < ::descent::ir::BlockId > = ::descent::conversion::terms::split_block
);
conversion::term!(
    " spec/terms.td:N: term `AppendBlock`, () -> Block?", APPEND_BLOCK : fn () ->
    Option < ::descent::ir::BlockId > = ::descent::conversion::terms::append_block
);
conversion::term!(
    " spec/terms.td:N: term `FunctionFits`, (Str, Type) -> Bool", FUNCTION_FITS : fn
    (& str, ::descent::ir::Type) -> bool = ::descent::conversion::terms::function_fits
);
conversion::term!(
    " spec/terms.td:N: term `RuntimeFunction`, (Str, Type) -> Attr?", RUNTIME_FUNCTION
    : fn (& str, ::descent::ir::Type) -> Option < ::descent::ir::Attribute > =
    ::descent::conversion::terms::runtime_function
);
conversion::term!(
    " spec/terms.td:N: term `StringAddress`, (Str, Attr) -> Value?", STRING_ADDRESS :
    fn (& str, ::descent::ir::Attribute) -> Option < ::descent::ir::Value > =
    ::descent::conversion::terms::string_address
);
conversion::term!(
    " spec/terms.td:N: term `ConvertSignature`, (Block) -> Bool", CONVERT_SIGNATURE :
    fn (::descent::ir::BlockId) -> bool = ::descent::conversion::terms::convert_signature
);
conversion::term!(
    " spec/terms.td:N: term `ConvertSignatures`, (Blocks) -> Bool", CONVERT_SIGNATURES
    : fn (& [::descent::ir::BlockId]) -> bool =
    ::descent::conversion::terms::convert_signatures
);
