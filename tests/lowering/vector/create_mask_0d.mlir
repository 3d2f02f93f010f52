// RUN-DESCENT: opt -convert-vector-to-llvm
// A 0-D vector.create_mask is the one-element comparison of the bound with position 0,
// as a 1-D mask; a constant bound folds to a constant mask.
func.func @dynamic(%a: index) -> vector<i1> {
  %m = vector.create_mask %a : vector<i1>
  return %m : vector<i1>
}

func.func @constant() -> vector<i1> {
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c1 : vector<i1>
  return %m : vector<i1>
}
