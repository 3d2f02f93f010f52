// RUN-DESCENT: opt --canonicalize
// The last value of an induction variable, as MLIR computes it with a truncating
// remainder: a loop that runs no iteration gives its lower bound, so `d0 floordiv 2`
// is a constant there and the subscript simplifies.
func.func @f(%v: i16) {
  %m = memref.alloca() : memref<2xi16>
  affine.for %i = -3 to -3 step 3 {
    affine.store %v, %m[(%i floordiv 2 + %i) mod 2] : memref<2xi16>
  }
  affine.for %j = -7 to -5 step 4 {
    affine.store %v, %m[((%j floordiv 4) + %j) mod 2] : memref<2xi16>
  }
  return
}
