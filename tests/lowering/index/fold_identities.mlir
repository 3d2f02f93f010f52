// RUN-DESCENT: opt --convert-index-to-llvm
// Folds to an operand (x + 0, x - 0, x * 1), x * 0, constants moved to the right of
// commutative ops, and comparisons of a value with itself. The folders see the program
// as it was before the conversion: a value folded away still differs from its operand.
func.func @identities(%a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.sub %b, %c0
  %2 = index.mul %a, %c1
  %3 = index.mul %b, %c0
  %4 = index.add %c0, %b
  %5 = index.mul %c1, %a
  %6 = index.sub %c0, %a
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

func.func @swapped(%a: index) -> (index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %0 = index.add %c7, %a
  %1 = index.mul %c7, %a
  %2 = index.and %c7, %a
  %3 = index.or %c7, %a
  %4 = index.xor %c7, %a
  %5 = index.maxs %c7, %a
  %6 = index.minu %c7, %a
  %7 = index.shl %c7, %a
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @same_operands(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp ult(%b, %b)
  %2 = index.cmp sge(%a, %a)
  %s = index.add %a, %c0
  %3 = index.cmp eq(%s, %a)
  %4 = index.cmp ne(%s, %s)
  %5 = index.cmp ule(%a, %s)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

func.func @not_folded_twice(%a: index) -> index {
  %c3 = index.constant 3
  %c4 = index.constant 4
  %0 = index.add %c3, %c4
  %1 = index.add %0, %c4
  %2 = index.mul %1, %a
  return %2 : index
}
