// @generated from spec/conversion/complex_terms.td by descent-codegen. Do not edit.

#[allow(unused_imports)]
use ::descent::conversion;
#[allow(unused_imports)]
use ::descent::ir::{
    Attribute, AttrData, BlockId, Context, OpRef, OperationState, RegionId, Type, Value,
};
#[allow(unused_imports)]
use ::descent::ods;
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `ComplexRangeIs`, (Str) -> Bool",
    COMPLEX_RANGE_IS : fn (& str) -> bool =
    ::descent::dialects::native::complex::complex_range_is
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `FloatInfOf`, (Type) -> Attr?",
    FLOAT_INF_OF : fn (::descent::ir::Type) -> Option < ::descent::ir::Attribute > =
    ::descent::dialects::native::complex::float_inf_of
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `ElementTypeOf`, (Type) -> Type",
    ELEMENT_TYPE_OF : fn (::descent::ir::Type) -> ::descent::ir::Type =
    ::descent::dialects::native::complex::element_type_of
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `FloatConstOf`, (Type, Str) -> Attr?",
    FLOAT_CONST_OF : fn (::descent::ir::Type, & str) -> Option < ::descent::ir::Attribute
    > = ::descent::dialects::native::complex::float_const_of
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `WithoutNaNInf`, (Attr?) -> Attr",
    WITHOUT_NA_N_INF : fn (Option < ::descent::ir::Attribute >) ->
    ::descent::ir::Attribute = ::descent::dialects::native::complex::without_nan_inf
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `HasNaNInf`, (Attr?) -> Bool",
    HAS_NA_N_INF : fn (Option < ::descent::ir::Attribute >) -> bool =
    ::descent::dialects::native::complex::has_nan_inf
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `TrueAttr`, () -> Attr", TRUE_ATTR : fn
    () -> ::descent::ir::Attribute = ::descent::dialects::native::complex::true_attr
);
conversion::term!(
    " spec/conversion/complex_terms.td:N: term `EitherComplex`, (Type, Type) -> Bool",
    EITHER_COMPLEX : fn (::descent::ir::Type, ::descent::ir::Type) -> bool =
    ::descent::dialects::native::complex::either_complex
);
