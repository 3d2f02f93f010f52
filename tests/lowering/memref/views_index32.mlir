// RUN-DESCENT: opt -finalize-memref-to-llvm=index-bitwidth=32
func.func @views(%buf: memref<4096xi8>, %s: index, %a: index, %b: index) -> (memref<?x?xf32>, memref<2x?x4xf32>, memref<?x3x?xi16>, memref<8x8xf64>, memref<?x0xi32>) {
  %0 = memref.view %buf[%s][%a, %b] : memref<4096xi8> to memref<?x?xf32>
  %1 = memref.view %buf[%s][%a] : memref<4096xi8> to memref<2x?x4xf32>
  %2 = memref.view %buf[%s][%a, %b] : memref<4096xi8> to memref<?x3x?xi16>
  %3 = memref.view %buf[%s][] : memref<4096xi8> to memref<8x8xf64>
  %4 = memref.view %buf[%s][%a] : memref<4096xi8> to memref<?x0xi32>
  return %0, %1, %2, %3, %4 : memref<?x?xf32>, memref<2x?x4xf32>, memref<?x3x?xi16>, memref<8x8xf64>, memref<?x0xi32>
}

func.func @view_space(%buf: memref<?xi8, 3>, %s: index, %a: index) -> memref<?x2xvector<4xf32>, 3> {
  %0 = memref.view %buf[%s][%a] : memref<?xi8, 3> to memref<?x2xvector<4xf32>, 3>
  return %0 : memref<?x2xvector<4xf32>, 3>
}

func.func @transposes(%m: memref<?x?xf32>, %n: memref<2x3x4xf32>, %o: memref<4x5xi8, strided<[10, 2], offset: 3>>) -> (memref<?x?xf32, strided<[1, ?]>>, memref<2x3x4xf32>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<5x4xi8, strided<[2, 10], offset: 3>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %n (i, j, k) -> (i, j, k) : memref<2x3x4xf32> to memref<2x3x4xf32>
  %2 = memref.transpose %n (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %3 = memref.transpose %o (i, j) -> (j, i) : memref<4x5xi8, strided<[10, 2], offset: 3>> to memref<5x4xi8, strided<[2, 10], offset: 3>>
  return %0, %1, %2, %3 : memref<?x?xf32, strided<[1, ?]>>, memref<2x3x4xf32>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<5x4xi8, strided<[2, 10], offset: 3>>
}

func.func @reinterprets(%m: memref<?x?xf32, 1>, %u: memref<*xf32, 2>, %o: index, %s: index, %t: index) -> (memref<f32, strided<[], offset: ?>, 1>, memref<?x?x2xf32, strided<[?, ?, 1], offset: 7>, 2>, memref<3xf32, strided<[?]>, 1>) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [], strides: [] : memref<?x?xf32, 1> to memref<f32, strided<[], offset: ?>, 1>
  %1 = memref.reinterpret_cast %u to offset: [7], sizes: [%s, %t, 2], strides: [%t, %s, 1] : memref<*xf32, 2> to memref<?x?x2xf32, strided<[?, ?, 1], offset: 7>, 2>
  %2 = memref.reinterpret_cast %m to offset: [0], sizes: [3], strides: [%s] : memref<?x?xf32, 1> to memref<3xf32, strided<[?]>, 1>
  return %0, %1, %2 : memref<f32, strided<[], offset: ?>, 1>, memref<?x?x2xf32, strided<[?, ?, 1], offset: 7>, 2>, memref<3xf32, strided<[?]>, 1>
}
