// RUN-DESCENT: opt --canonicalize
// Affine expressions flatten with wrapping 64-bit coefficients, as MLIR's SimpleAffineExprFlattener: a constant product that overflows still folds under mod.
func.func @f(%m: memref<5xf64>, %v: f64) {
  affine.store %v, %m[(3643798781153954275 * -3) mod 5] : memref<5xf64>
  %x = affine.load %m[(9223372036854775807 + 9) mod 5] : memref<5xf64>
  affine.store %x, %m[0] : memref<5xf64>
  return
}
