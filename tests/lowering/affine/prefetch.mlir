// RUN-DESCENT: opt --lower-affine
// affine.prefetch to memref.prefetch with its subscripts expanded; the specifiers carry
// over, discardable attributes do not (MLIR builds a new op).
func.func @p(%m: memref<400x400xi32>, %i: index, %j: index) {
  affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
  affine.prefetch %m[%i * 2, %j mod 4], write, locality<0>, instr {foo} : memref<400x400xi32>
  return
}
