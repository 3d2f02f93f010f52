// RUN-DESCENT: opt --convert-arith-to-llvm
// A conversion that does not lower index ops still folds them, as MLIR's partial
// conversions try to legalize every op: folds to an operand apply, folds to a constant
// do not (the index.constant they need would not be legal), and a constant moved to the
// right of a commutative op stays there unless the fold it led to is undone.
func.func @f(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c9 = index.constant 9
  %0 = index.add %a, %c0
  %1 = index.mul %c1, %b
  %2 = index.sub %a, %c0
  %3 = index.add %c9, %c1
  %4 = index.mul %c0, %a
  %5 = index.mul %c9, %a
  %6 = index.maxu %c9, %b
  %7 = index.casts %c9 : index to i1
  %w = arith.constant 7 : i32
  %8 = index.castu %w : i32 to index
  %9 = index.cmp eq(%a, %a)
  return %0, %1, %2, %3, %4, %5, %6, %8, %9 : index, index, index, index, index, index, index, index, i1
}
