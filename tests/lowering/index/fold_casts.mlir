// RUN-DESCENT: opt --convert-index-to-llvm
// Casts of constants fold when the result is index (or i1); a cast whose operand only
// becomes a constant during the conversion does not fold.
func.func @casts(%a: index) -> (index, index, index, index, index, index, i1, i1, i32, i64) {
  %i8 = arith.constant -2 : i8
  %t = arith.constant true
  %i128 = arith.constant 18446744073709551617 : i128
  %0 = index.casts %i8 : i8 to index
  %1 = index.castu %i8 : i8 to index
  %2 = index.casts %t : i1 to index
  %3 = index.castu %t : i1 to index
  %4 = index.casts %i128 : i128 to index
  %b = index.bool.constant true
  %5 = index.casts %b : i1 to index
  %c5 = index.constant 5
  %6 = index.castu %c5 : index to i1
  %7 = index.casts %c5 : index to i1
  %8 = index.casts %c5 : index to i32
  %9 = index.castu %c5 : index to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, i1, i1, i32, i64
}

func.func @not_constant_yet(%a: index, %b: index) -> (index, index, index) {
  %eq = index.cmp eq(%a, %a)
  %0 = index.castu %eq : i1 to index
  %c3 = index.constant 3
  %w = index.castu %c3 : index to i64
  %1 = index.casts %w : i64 to index
  %lt = index.cmp ult(%c3, %c3)
  %2 = index.casts %lt : i1 to index
  return %0, %1, %2 : index, index, index
}
