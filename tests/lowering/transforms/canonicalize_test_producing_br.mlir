// RUN-DESCENT: opt -canonicalize -allow-unregistered-dialect
// The test dialect's terminator with a result (registered, as in mlir-opt): its segment
// sizes, written under the old name, print as the `operandSegmentSizes` property; the
// blocks it branches to stay apart when a merge would break dominance.
func.func @producing(%c: i1) -> i32 {
  %0 = "test.producing_br"()[^bb1, ^bb2] {operand_segment_sizes = array<i32: 0, 0>, note = "kept"} : () -> i32
^bb1:
  "test.br"(%0)[^bb3] : (i32) -> ()
^bb2:
  %1 = "foo.def"() : () -> i32
  "test.br"(%1)[^bb3] : (i32) -> ()
^bb3(%2: i32):
  return %2 : i32
}

func.func @new_name() -> i32 {
  %0 = "test.producing_br"()[^bb1, ^bb1] {operandSegmentSizes = array<i32: 0, 0>} : () -> i32
^bb1:
  return %0 : i32
}
