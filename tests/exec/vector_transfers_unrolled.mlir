// EXEC-PASSES: -convert-vector-to-scf=full-unroll -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -lower-affine -convert-to-llvm -reconcile-unrealized-casts
// Transfers unrolled by -convert-vector-to-scf=full-unroll (vector.insert/extract per row,
// a bounds check per row that may run out): masked and transposed 2-D reads, a column
// read and a column write (1-D transfers along a non-innermost dim, which become loops of
// scalar loads and stores), a 3-D read broadcasting its middle dim, printed with
// vector.print.
func.func @fill(%m: memref<3x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      memref.store %v, %m[%i, %j] : memref<3x4xi32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1 : i32
  %m = memref.alloc() : memref<3x4xi32>
  func.call @fill(%m) : (memref<3x4xi32>) -> ()
  %mask = arith.constant dense<[[true, false, true], [true, true, false]]> : vector<2x3xi1>
  %a = vector.transfer_read %m[%c1, %c1], %pad, %mask : memref<3x4xi32>, vector<2x3xi32>
  vector.print %a : vector<2x3xi32>
  %t = vector.transfer_read %m[%c1, %c2], %pad
      {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<3x3xi32>
  vector.print %t : vector<3x3xi32>
  %col = vector.transfer_read %m[%c1, %c3], %pad
      {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x4xi32>, vector<4xi32>
  vector.print %col : vector<4xi32>
  %b = vector.transfer_read %m[%c1, %c2], %pad
      {permutation_map = affine_map<(d0, d1) -> (d0, 0, d1)>} : memref<3x4xi32>, vector<3x2x3xi32>
  vector.print %b : vector<3x2x3xi32>
  %w = arith.constant dense<[100, 101, 102, 103]> : vector<4xi32>
  vector.transfer_write %w, %m[%c1, %c0]
      {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xi32>, memref<3x4xi32>
  %w2 = arith.constant dense<[[7, 8], [9, 10]]> : vector<2x2xi32>
  %wmask = arith.constant dense<[[true, false], [true, true]]> : vector<2x2xi1>
  vector.transfer_write %w2, %m[%c2, %c2], %wmask : vector<2x2xi32>, memref<3x4xi32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<3x4xi32>, vector<3x4xi32>
  vector.print %all : vector<3x4xi32>
  memref.dealloc %m : memref<3x4xi32>
  return
}
