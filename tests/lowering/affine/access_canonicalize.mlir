// RUN-DESCENT: opt --canonicalize
// The affine memory ops' subscript maps composed with the affine.apply ops feeding them and
// canonicalized with their operands (constants folded in, symbols promoted, repeated
// operands merged); other attributes are dropped, as MLIR rebuilds the op.
func.func @ls(%A: memref<?x?xf32>, %n: index, %m: index, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %x = affine.load %A[%a, %c3] : memref<?x?xf32>
    affine.store %x, %A[%i + %c0, %n + %n] {some.attr} : memref<?x?xf32>
    %w = affine.vector_load %A[%a * 2, %m] : memref<?x?xf32>, vector<4xf32>
    affine.vector_store %w, %A[%c3, %a] : memref<?x?xf32>, vector<4xf32>
    affine.prefetch %A[%a, %c0], read, locality<3>, data : memref<?x?xf32>
    %y = affine.load %A[%i, %n] : memref<?x?xf32>
    affine.store %y, %A[%i mod 4, %n floordiv 2] : memref<?x?xf32>
  }
  return
}
func.func @p2(%N: index, %A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  affine.parallel (%i, %j) = (max(%c0, %N), %N) to (min(%c4, %N + 3), 8) step (2, 2) {
    %v = affine.load %A[%i + %j] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  %r = affine.parallel (%i) = (0) to (0) reduce ("addf") -> f32 {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.yield %v : f32
  }
  affine.store %r, %A[%c0] : memref<?xf32>
  affine.parallel (%i) = (0) to (1) {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  return
}
