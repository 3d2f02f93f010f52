// RUN-DESCENT: opt --convert-vector-to-llvm --split-input-file
// n-D vector.fma is unrolled over its leading dim whatever the scalable dims: trailing
// scalable rows lower to llvm.intr.fmuladd, and a scalable leading dim is unrolled by its
// base size, leaving the vector.extract/insert on the unconvertible type.
func.func @trailing_scalable(%a: vector<3x[2]xf64>, %b: vector<3x[2]xf64>) -> vector<3x[2]xf64> {
  %0 = vector.fma %a, %b, %a : vector<3x[2]xf64>
  return %0 : vector<3x[2]xf64>
}

// -----

func.func @leading_scalable(%a: vector<[2]x2xf16>) -> vector<[2]x2xf16> {
  %0 = vector.fma %a, %a, %a : vector<[2]x2xf16>
  return %0 : vector<[2]x2xf16>
}
