// RUN-DESCENT: opt
// affine.vector_load / affine.vector_store parse and print as in MLIR 22 (their lowering:
// vector_lower.mlir).
func.func @v(%m: memref<100x100xf32>, %i: index, %j: index) {
  %v = affine.vector_load %m[%i + 3, %j * 2] {foo} : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i, symbol(%j)] : memref<100x100xf32>, vector<8xf32>
  return
}
