// RUN-DESCENT: opt -finalize-memref-to-llvm
func.func @transpose_twice(%m: memref<2x3x4xf32>) -> memref<3x4x2xf32, strided<[4, 1, 12]>> {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (i, j, k) -> (k, i, j) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  return %1 : memref<3x4x2xf32, strided<[4, 1, 12]>>
}

func.func @transpose_back(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, 1]>>
  return %1 : memref<?x?xf32, strided<[?, 1]>>
}

func.func @metadata_uses(%m: memref<4x?xf32, strided<[?, 1], offset: 2>>, %i: index) -> (index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  %a = arith.addi %off, %sizes#0 : index
  %b = arith.muli %strides#1, %i : index
  %c = arith.addi %sizes#1, %strides#0 : index
  return %a, %b, %c : index, index, index
}

func.func @metadata_of_cast(%m: memref<8x?xi32>) -> (index, index) {
  %c = memref.cast %m : memref<8x?xi32> to memref<?x?xi32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xi32> -> memref<i32>, index, index, index, index, index
  return %sizes#0, %off : index, index
}
