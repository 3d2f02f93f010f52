// RUN-DESCENT: opt --finalize-memref-to-llvm
// A memref.store whose value, memref and index all need casts: MLIR's order of them.
func.func @f(%m: memref<4xindex>, %v: index, %i: index) {
  memref.store %v, %m[%i] : memref<4xindex>
  return
}
