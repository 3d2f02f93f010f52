// RUN-DESCENT: opt -finalize-memref-to-llvm
func.func @alloc_static() -> memref<4x8xf32> {
  %0 = memref.alloc() : memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

func.func @alloc_dynamic(%m: index, %n: index) -> memref<?x4x?xi16> {
  %0 = memref.alloc(%m, %n) : memref<?x4x?xi16>
  return %0 : memref<?x4x?xi16>
}

func.func @alloc_aligned(%n: index) -> memref<?xf64, 3> {
  %0 = memref.alloc(%n) {alignment = 64} : memref<?xf64, 3>
  return %0 : memref<?xf64, 3>
}

func.func @alloc_zero_d_vector() -> (memref<f32>, memref<3xvector<4xf32>>, memref<2xindex>) {
  %0 = memref.alloc() : memref<f32>
  %1 = memref.alloc() : memref<3xvector<4xf32>>
  %2 = memref.alloc() : memref<2xindex>
  return %0, %1, %2 : memref<f32>, memref<3xvector<4xf32>>, memref<2xindex>
}

func.func @alloca(%n: index) {
  %0 = memref.alloca() : memref<2x3xi32>
  %1 = memref.alloca(%n) {alignment = 32} : memref<?x5xf32>
  %2 = memref.alloca() : memref<f16, 1>
  memref.dealloc %1 : memref<?x5xf32>
  return
}

func.func @dealloc(%a: memref<4xf32>, %b: memref<*xf32>) {
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<*xf32>
  return
}
