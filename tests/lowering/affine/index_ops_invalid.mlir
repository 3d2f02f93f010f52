// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// The index ops' verifiers.
func.func @f(%idx: index, %b0: index, %b1: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0 = affine.delinearize_index %idx into (%b0, %b1) : index
  return
}

// -----

func.func @f(%idx: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %idx into (0, 4) : index, index
  return
}

// -----

func.func @f(%i: index, %j: index, %k: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %j, %k] by (4) : index
  return
}

// -----

func.func @f(%idx: index, %b: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis}}
  %0:2 = "affine.delinearize_index"(%idx, %b) <{static_basis = array<i64: 4, 4>}> : (index, index) -> (index, index)
  return
}
