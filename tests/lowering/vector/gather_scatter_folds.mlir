// RUN-DESCENT: opt --convert-vector-to-llvm
// The pre-pass folds a gather or scatter whose mask is known all false (the
// pass-through, or nothing); a contiguous gather is not folded there. An n-D gather is
// unrolled row by row, the rows of a constant mask folded where they are built, so a row
// whose mask is all false is its pass-through row.

func.func @gather_false(%m: memref<?xf32>, %i: vector<4xi32>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant dense<false> : vector<4xi1>
  %0 = vector.gather %m[%c0][%i], %f, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @gather_false_mask_op(%m: memref<8xi64>, %i: vector<4xindex>, %p: vector<4xi64>) -> vector<4xi64> {
  %c1 = arith.constant 1 : index
  %f = vector.constant_mask [0] : vector<4xi1>
  %0 = vector.gather %m[%c1][%i], %f, %p : memref<8xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  return %0 : vector<4xi64>
}

func.func @scatter_false(%m: memref<?xf32>, %i: vector<4xi32>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant dense<false> : vector<4xi1>
  vector.scatter %m[%c0][%i], %f, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

func.func @gather_contiguous_kept(%m: memref<?xf32>, %t: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %i = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %0 = vector.gather %m[%c0][%i], %t, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @gather_rows_const_mask(%m: memref<?xf32>, %i: vector<3x2xi32>, %p: vector<3x2xf32>) -> vector<3x2xf32> {
  %c0 = arith.constant 0 : index
  %k = arith.constant dense<[[true, false], [false, false], [true, true]]> : vector<3x2xi1>
  %0 = vector.gather %m[%c0][%i], %k, %p : memref<?xf32>, vector<3x2xi32>, vector<3x2xi1>, vector<3x2xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
