// RUN-DESCENT: opt --allow-unregistered-dialect
// affine.parallel in its custom form: bounds as SSA expressions with max/min groups (their
// operands merged, repeated ones once), steps only when one is not 1, reductions and result
// types, an empty band, and attributes after the region.
func.func @roundtrip(%N: index, %M: index, %A: memref<?x?xf32>) -> (f32, i64) {
  affine.parallel (%i, %j) = (0, 0) to (%N, %M) {
    "test.foo"(%i, %j) : (index, index) -> ()
  }
  affine.parallel (%i, %j) = (max(%N, %M floordiv 2, 3), symbol(%N) + 1) to (min(%N * 4, symbol(%M)), %M mod 7) step (2, 1) {
    affine.parallel (%k) = (%i + %j) to (%i + %j + 4) step (4) {
      "test.bar"(%k) : (index) -> ()
    }
  }
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("addf", "addi") -> (f32, i64) {
    %v = affine.load %A[%i, %i] : memref<?x?xf32>
    %c = arith.constant 1 : i64
    affine.yield %v, %c : f32, i64
  }
  affine.parallel () = () to () {
    "test.baz"() : () -> ()
  }
  affine.parallel (%i) = (0) to (8) {
  } {some.attr = 1 : i32}
  return %r#0, %r#1 : f32, i64
}
