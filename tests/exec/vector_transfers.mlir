// EXEC-PASSES: -convert-vector-to-scf -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -lower-affine -convert-to-llvm -reconcile-unrealized-casts
// n-D vector transfers through -convert-vector-to-scf, then -convert-vector-to-llvm: a
// masked, transposed read running past the end of the memref (padding where masked off
// or out of bounds), a read broadcasting a memref dim, a transposed masked write, plain
// 2-D reads and writes out of bounds, each printed with vector.print. (`compile` runs
// -convert-to-llvm, which, as MLIR's, lowers no n-D mask or transpose.)
func.func @fill(%m: memref<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %t = arith.mulf %fi, %c10 : f32
      %v = arith.addf %t, %fj : f32
      memref.store %v, %m[%i, %j] : memref<4x5xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<4x5xf32>
  func.call @fill(%m) : (memref<4x5xf32>) -> ()
  // vector<3x4> read transposed from rows 2.. (two rows exist), columns 1..3 masked.
  %mask = vector.create_mask %c2, %c3 : vector<4x3xi1>
  %t = vector.transfer_read %m[%c2, %c1], %pad, %mask
      {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xf32>, vector<3x4xf32>
  vector.print %t : vector<3x4xf32>
  // Each row of a vector<2x3> is row 1 of the memref from column 2 on (past its end).
  %b = vector.transfer_read %m[%c1, %c2], %pad
      {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x5xf32>, vector<2x4xf32>
  vector.print %b : vector<2x4xf32>
  // A plain 2-D read at an offset, out of bounds in both dims.
  %r = vector.transfer_read %m[%c3, %c3], %pad : memref<4x5xf32>, vector<2x3xf32>
  vector.print %r : vector<2x3xf32>
  // A transposed write of a vector<2x3> into columns 0..1, masked on the memref dims.
  %w = arith.constant dense<[[100.0, 101.0, 102.0], [110.0, 111.0, 112.0]]> : vector<2x3xf32>
  %wmask = vector.create_mask %c2, %c1 : vector<3x2xi1>
  vector.transfer_write %w, %m[%c0, %c0], %wmask
      {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xf32>, memref<4x5xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<4x5xf32>, vector<4x5xf32>
  vector.print %all : vector<4x5xf32>
  // An unmasked write running past the last row.
  %u = arith.constant dense<7.0> : vector<2x2xf32>
  vector.transfer_write %u, %m[%c3, %c0] : vector<2x2xf32>, memref<4x5xf32>
  %all2 = vector.transfer_read %m[%c0, %c0], %pad : memref<4x5xf32>, vector<4x5xf32>
  vector.print %all2 : vector<4x5xf32>
  memref.dealloc %m : memref<4x5xf32>
  return
}
