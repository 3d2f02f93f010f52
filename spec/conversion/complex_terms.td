// The extern terms of the complex conversions (`complex_to_llvm.td`,
// `complex_to_standard.td`), in `lowering/dialects/src/dialects/native/complex.rs`.

include "base.td"

// Whether the pass's `complex-range` option has this value (`improved`, `basic`, `none`).
def ComplexRangeIs : Term<"complex::complex_range_is", "(Str) -> Bool">;
// +infinity of a float type; fails on other types.
def FloatInfOf : Term<"complex::float_inf_of", "(Type) -> Attr?">;
