// An affine program that prints vectors (vector.print of 1-D vectors becomes scalar prints
// through -convert-vector-to-scf) and a scalar: descent compile runs it as MLIR 22's pipeline.
func.func @main() {
  %m = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %f = arith.index_cast %i : index to i32
    %x = arith.sitofp %f : i32 to f32
    affine.store %x, %m[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 step 8 {
    %v = affine.vector_load %m[%i] : memref<16xf32>, vector<8xf32>
    %w = arith.addf %v, %v : vector<8xf32>
    vector.print %w : vector<8xf32>
  }
  %s = arith.constant 3.5 : f32
  vector.print %s : f32
  memref.dealloc %m : memref<16xf32>
  return
}
