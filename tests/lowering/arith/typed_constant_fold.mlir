// RUN-DESCENT: opt --canonicalize
// Integer folds take only constants of the result's type: a constant-like op whose
// attribute has another type is not folded with (MLIR's common folders compute in the
// attribute's type, and a constant of that type cannot replace the result).
func.func @mismatch() -> (i16, i16, i16) {
  %0 = "test.constant"() {value = 300 : i32} : () -> i16
  %1 = "test.constant"() {value = 7 : i32} : () -> i16
  %2 = arith.constant 3 : i16
  %3 = arith.addi %0, %1 : i16
  %4 = arith.muli %3, %2 : i16
  %5 = arith.addi %4, %2 : i16
  %6 = arith.subi %2, %2 : i16
  %7 = arith.ori %2, %0 : i16
  return %5, %6, %7 : i16, i16, i16
}
