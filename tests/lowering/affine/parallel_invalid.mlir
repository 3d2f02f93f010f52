// RUN-DESCENT: opt --allow-unregistered-dialect --split-input-file --verify-diagnostics
// affine.parallel's parse errors and verifier, with MLIR's messages at MLIR's positions.
func.func @f(%a: index) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "bad"}}
  affine.parallel (%i) = (0) to (10) reduce ("bad") -> (f32) {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%a) {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{custom op 'affine.parallel' expected 'to'}}
  affine.parallel (%i) = (0) too (10) {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{expected '('}}
  affine.parallel (%i) = 0 to (10) {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'affine.parallel' op expected lower bound map to have at least one result}}
  "affine.parallel"() <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'affine.parallel' op expected upper bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }) : () -> (f32)
  return
}
