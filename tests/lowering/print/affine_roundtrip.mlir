// RUN-DESCENT: opt
func.func @r(%N: index, %m: memref<?xf32>) -> index {
  %c = arith.constant 4 : index
  affine.for %i = %c to %N step 4 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%c]
    %v = affine.load %m[%a - 1] : memref<?xf32>
    affine.if affine_set<(d0) : (d0 - 1 >= 0, -d0 + 100 >= 0)>(%i) {
      affine.store %v, %m[%i + %i] : memref<?xf32>
    }
  } {attr = "x"}
  %r:2 = affine.for %i = 0 to 8 iter_args(%x = %N, %y = %c) -> (index, index) {
    %s = affine.max affine_map<(d0, d1) -> (d0, d1)>(%x, %y)
    affine.yield %s, %x : index, index
  }
  %e = affine.min affine_map<()[s0] -> (s0, 7)>()[%N]
  return %e : index
}
