// RUN-DESCENT: opt -finalize-memref-to-llvm=index-bitwidth=32
func.func @metadata_static(%m: memref<4x8xf32, strided<[16, 2], offset: 5>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32, strided<[16, 2], offset: 5>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

func.func @metadata_dynamic(%m: memref<?x?x?xi16, strided<[?, ?, ?], offset: ?>, 2>) -> (memref<i16, 2>, index, index, index) {
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %m : memref<?x?x?xi16, strided<[?, ?, ?], offset: ?>, 2> -> memref<i16, 2>, index, index, index, index, index, index, index
  return %base, %off, %sizes#2, %strides#1 : memref<i16, 2>, index, index, index
}

func.func @metadata_zero_d(%m: memref<f64>) -> (memref<f64>, index) {
  %base, %off = memref.extract_strided_metadata %m : memref<f64> -> memref<f64>, index
  return %base, %off : memref<f64>, index
}

func.func @metadata_unused(%m: memref<?x4xf32>) -> memref<f32> {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %base : memref<f32>
}

func.func @assumes(%m: memref<?x8xf32>, %n: memref<4xf32, strided<[1], offset: ?>>, %o: memref<f16, 3>) -> (memref<?x8xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<f16, 3>) {
  %0 = memref.assume_alignment %m, 64 : memref<?x8xf32>
  %1 = memref.assume_alignment %n, 8 : memref<4xf32, strided<[1], offset: ?>>
  %2 = memref.assume_alignment %o, 2 : memref<f16, 3>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0, %c0] : memref<?x8xf32>
  return %0, %1, %2 : memref<?x8xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<f16, 3>
}

func.func @space_casts(%m: memref<f32>, %n: memref<?x?xi8, strided<[?, 1], offset: ?>, 1>, %u: memref<*xf32>) -> (memref<f32, 1>, memref<?x?xi8, strided<[?, 1], offset: ?>>, memref<*xf32, 5>) {
  %0 = memref.memory_space_cast %m : memref<f32> to memref<f32, 1>
  %1 = memref.memory_space_cast %n : memref<?x?xi8, strided<[?, 1], offset: ?>, 1> to memref<?x?xi8, strided<[?, 1], offset: ?>>
  %2 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 5>
  return %0, %1, %2 : memref<f32, 1>, memref<?x?xi8, strided<[?, 1], offset: ?>>, memref<*xf32, 5>
}
