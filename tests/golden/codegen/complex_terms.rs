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
