// RUN-DESCENT: opt --convert-index-to-llvm
// Poison operands are constants to the folders, but not integers: they only move to the
// right of commutative ops, and a value folded to one is still not a constant to its users.
func.func @f(%a: index, %b: index) -> (index, index, i1, index, index, index) {
  %p = ub.poison : index
  %c0 = index.constant 0
  %0 = index.add %p, %a
  %1 = index.add %p, %c0
  %2 = index.cmp eq(%p, %p)
  %q = ub.poison : i32
  %3 = index.casts %q : i32 to index
  %l = llvm.mlir.constant(5 : i32) : i32
  %4 = index.castu %l : i32 to index
  %5 = index.mul %1, %b
  return %0, %1, %2, %3, %4, %5 : index, index, i1, index, index, index
}
