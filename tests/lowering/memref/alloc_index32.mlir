// RUN-DESCENT: opt -finalize-memref-to-llvm=index-bitwidth=32
func.func @alloc_shapes(%a: index, %b: index) -> (memref<?x?xf32>, memref<2x?x3xi8>, memref<?x1x1xf16>, memref<1x?xf64>, memref<0x?xi32>) {
  %0 = memref.alloc(%a, %b) : memref<?x?xf32>
  %1 = memref.alloc(%a) : memref<2x?x3xi8>
  %2 = memref.alloc(%a) : memref<?x1x1xf16>
  %3 = memref.alloc(%b) : memref<1x?xf64>
  %4 = memref.alloc(%b) : memref<0x?xi32>
  return %0, %1, %2, %3, %4 : memref<?x?xf32>, memref<2x?x3xi8>, memref<?x1x1xf16>, memref<1x?xf64>, memref<0x?xi32>
}

func.func @alloc_elements(%n: index) -> (memref<?xvector<2x3xf32>>, memref<4xmemref<2xf32>>, memref<2xi1>, memref<3xi7>, memref<?xindex, 2>) {
  %0 = memref.alloc(%n) : memref<?xvector<2x3xf32>>
  %1 = memref.alloc() : memref<4xmemref<2xf32>>
  %2 = memref.alloc() {alignment = 8} : memref<2xi1>
  %3 = memref.alloc() : memref<3xi7>
  %4 = memref.alloc(%n) {alignment = 128} : memref<?xindex, 2>
  return %0, %1, %2, %3, %4 : memref<?xvector<2x3xf32>>, memref<4xmemref<2xf32>>, memref<2xi1>, memref<3xi7>, memref<?xindex, 2>
}

func.func @alloc_spaces(%n: index) -> (memref<4xf32, 1>, memref<?x2xi64, 5>, memref<f32, 3>) {
  %0 = memref.alloc() : memref<4xf32, 1>
  %1 = memref.alloc(%n) : memref<?x2xi64, 5>
  %2 = memref.alloc() {alignment = 16} : memref<f32, 3>
  return %0, %1, %2 : memref<4xf32, 1>, memref<?x2xi64, 5>, memref<f32, 3>
}

func.func @alloc_layouts(%n: index) -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[8, 1]>>) {
  %0 = memref.alloc() : memref<4x4xf32, strided<[4, 1]>>
  %1 = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  return %0, %1 : memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[8, 1]>>
}

func.func @alloca_cases(%a: index, %b: index) {
  %0 = memref.alloca(%a, %b) : memref<?x3x?xf32>
  %1 = memref.alloca() : memref<2xvector<4xi32>>
  %2 = memref.alloca(%a) {alignment = 64} : memref<?xi8, 4>
  %3 = memref.alloca() : memref<1x1xf64>
  %4 = memref.alloca() : memref<2x2xmemref<?xf32>>
  return
}

func.func @dealloc_cases(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<*xi8>, %c: memref<f32, strided<[], offset: 3>>) {
  memref.dealloc %a : memref<?x?xf32, strided<[?, 1], offset: ?>>
  memref.dealloc %b : memref<*xi8>
  memref.dealloc %c : memref<f32, strided<[], offset: 3>>
  return
}
