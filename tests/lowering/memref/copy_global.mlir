// RUN-DESCENT: opt -finalize-memref-to-llvm
memref.global "private" constant @cst : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 16}
memref.global @uninit : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<8xi8>
memref.global @scalar : memref<f64> = dense<2.5>
memref.global "private" @splat : memref<3xi16, 1> = dense<7>

func.func @globals() -> (memref<2x3xf32>, memref<f64>, memref<3xi16, 1>) {
  %0 = memref.get_global @cst : memref<2x3xf32>
  %1 = memref.get_global @scalar : memref<f64>
  %2 = memref.get_global @splat : memref<3xi16, 1>
  return %0, %1, %2 : memref<2x3xf32>, memref<f64>, memref<3xi16, 1>
}

func.func @copy_contiguous(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %c: memref<2x3xf32, strided<[3, 1], offset: 7>>, %d: memref<2x3xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %c, %d : memref<2x3xf32, strided<[3, 1], offset: 7>> to memref<2x3xf32>
  return
}

func.func @copy_generic(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>, %u: memref<*xf32>, %v: memref<*xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  return
}

func.func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xi8>
  }
  return %r : f32
}
