// RUN-DESCENT: opt -finalize-memref-to-llvm
func.func @cast_ranked(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (memref<*xf32>, memref<?x?xf32>, memref<2x3xf32>) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %1 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  return %0, %1, %2 : memref<*xf32>, memref<?x?xf32>, memref<2x3xf32>
}

func.func @dim_rank(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  %2 = memref.dim %m, %i : memref<4x?xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  %4 = memref.rank %m : memref<4x?xf32>
  %5 = memref.rank %u : memref<*xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @reinterpret(%m: memref<?x?xf32>, %u: memref<*xf32>, %o: index, %s: index) -> (memref<?x10xf32, strided<[?, 1], offset: ?>>, memref<2x3xf32, strided<[3, 1], offset: 5>>) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 10], strides: [%s, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %u to offset: [5], sizes: [2, 3], strides: [3, 1] : memref<*xf32> to memref<2x3xf32, strided<[3, 1], offset: 5>>
  return %0, %1 : memref<?x10xf32, strided<[?, 1], offset: ?>>, memref<2x3xf32, strided<[3, 1], offset: 5>>
}

func.func @reshape(%m: memref<4x?xf32>, %shape: memref<3xindex>, %dshape: memref<?xi32>) -> (memref<?x2x?xf32>, memref<*xf32>) {
  %0 = memref.reshape %m(%shape) : (memref<4x?xf32>, memref<3xindex>) -> memref<?x2x?xf32>
  %1 = memref.reshape %m(%dshape) : (memref<4x?xf32>, memref<?xi32>) -> memref<*xf32>
  return %0, %1 : memref<?x2x?xf32>, memref<*xf32>
}

func.func @view(%buf: memref<2048xi8>, %s: index, %n: index) -> (memref<?x4xf32>, memref<f64>) {
  %0 = memref.view %buf[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %buf[%s][] : memref<2048xi8> to memref<f64>
  return %0, %1 : memref<?x4xf32>, memref<f64>
}

func.func @transpose(%m: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>> {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  return %0 : memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
}

func.func @metadata(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>, %u: memref<*xf32>) -> (memref<f32>, index, index, index, index, index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x8xf32, strided<[?, 1], offset: ?>> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  return %base, %off, %sizes#0, %sizes#1, %strides#0, %strides#1, %p, %q : memref<f32>, index, index, index, index, index, index, index
}

func.func @assume(%m: memref<?x8xf32, strided<[8, 1], offset: 4>>) -> memref<?x8xf32, strided<[8, 1], offset: 4>> {
  %0 = memref.assume_alignment %m, 16 : memref<?x8xf32, strided<[8, 1], offset: 4>>
  return %0 : memref<?x8xf32, strided<[8, 1], offset: 4>>
}

func.func @space_cast(%m: memref<4x?xf32>, %u: memref<*xf32, 1>) -> (memref<4x?xf32, 3>, memref<*xf32, 2>) {
  %0 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 3>
  %1 = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32, 2>
  return %0, %1 : memref<4x?xf32, 3>, memref<*xf32, 2>
}
