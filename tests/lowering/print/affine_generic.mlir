// RUN-DESCENT: opt -mlir-print-op-generic
#map = affine_map<(d0)[s0] -> (d0 + s0, 100)>
func.func @g(%N: index, %m: memref<8x8xf32>) {
  affine.for %i = 0 to 10 step 3 {
    affine.for %k = max #map(%i)[%N] to min affine_map<()[s0] -> (s0, 42)>()[%N] {
      %v = affine.load %m[%i, %k + 1] : memref<8x8xf32>
      affine.store %v, %m[symbol(%N), %i] {tag} : memref<8x8xf32>
    }
  }
  affine.if affine_set<()[s0] : (s0 == 0)>()[%N] {
  } else {
  }
  return
}
