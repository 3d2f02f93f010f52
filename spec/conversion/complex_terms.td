// The extern terms of the complex conversions (`complex_to_llvm.td`,
// `complex_to_standard.td`), in `lowering/dialects/src/dialects/native/complex.rs`.

include "base.td"

// Whether the pass's `complex-range` option has this value (`improved`, `basic`, `none`).
def ComplexRangeIs : Term<"complex::complex_range_is", "(Str) -> Bool">;
// +infinity of a float type; fails on other types.
def FloatInfOf : Term<"complex::float_inf_of", "(Type) -> Attr?">;
// The element type of a complex type (the type itself otherwise).
def ElementTypeOf : Term<"complex::element_type_of", "(Type) -> Type">;
// A float of a float type, written as MLIR's ComplexToStandard writes its constants
// (`0.5`, `-1`, `4.1666666666666666609054E-2`, `inf`, `-inf`, `nan`) and rounded to the
// type; fails on other types or text.
def FloatConstOf : Term<"complex::float_const_of", "(Type, Str) -> Attr?">;
// Arith fast-math flags without `nnan` and `ninf` (what MLIR's expansions use where NaNs
// and infinities must behave).
def WithoutNaNInf : Term<"complex::without_nan_inf", "(Attr?) -> Attr">;
// Whether arith fast-math flags include both `nnan` and `ninf` (the expansions then skip
// their special cases).
def HasNaNInf : Term<"complex::has_nan_inf", "(Attr?) -> Bool">;
// The i1 constant `true`.
def TrueAttr : Term<"complex::true_attr", "() -> Attr">;
// Whether either type is a complex type (`complex.bitcast` needs one).
def EitherComplex : Term<"complex::either_complex", "(Type, Type) -> Bool">;
