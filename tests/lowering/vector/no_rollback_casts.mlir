// RUN-DESCENT: opt "--convert-to-llvm=filter-dialects=vector allow-pattern-rollback=0" --split-input-file
// Without pattern rollback, MLIR builds one materialization per remapped operand: a value
// used twice (by one op or by two) gets one cast per use, each placed right after the
// value's definition, the later ones first.
func.func @twice_in_one_op(%v: vector<i32>) -> vector<2xi32> {
  %0 = vector.shuffle %v, %v [1, 0] : vector<i32>, vector<i32>
  return %0 : vector<2xi32>
}

// -----

func.func @index_used_by_two_ops(%m: memref<3x5xi8>, %i: index) -> (vector<5xi8>, vector<5xi8>) {
  %c1 = arith.constant 1 : index
  %0 = vector.load %m[%c1, %i] : memref<3x5xi8>, vector<5xi8>
  %1 = vector.load %m[%i, %c1] : memref<3x5xi8>, vector<5xi8>
  return %0, %1 : vector<5xi8>, vector<5xi8>
}
