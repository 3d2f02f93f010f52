// RUN-DESCENT: opt --convert-to-llvm
memref.global "private" constant @g3 : memref<2x3x4xi32, 1> = dense<1>
memref.global @g0 : memref<i64> = dense<3>

func.func @copies(%a: memref<?xf32>, %b: memref<*xf32>, %c: memref<4x?xf32, strided<[?, 1]>>, %d: memref<4x?xf32>, %e: memref<f16>, %f: memref<f16>) {
  memref.copy %a, %b : memref<?xf32> to memref<*xf32>
  memref.copy %b, %a : memref<*xf32> to memref<?xf32>
  memref.copy %c, %d : memref<4x?xf32, strided<[?, 1]>> to memref<4x?xf32>
  memref.copy %e, %f : memref<f16> to memref<f16>
  return
}

func.func @copy_vectors(%a: memref<2x2xvector<4xf32>>, %b: memref<2x2xvector<4xf32>, strided<[2, 1], offset: 4>>, %c: memref<1x4xi8, strided<[8, 1]>>, %d: memref<1x4xi8>) {
  memref.copy %a, %b : memref<2x2xvector<4xf32>> to memref<2x2xvector<4xf32>, strided<[2, 1], offset: 4>>
  memref.copy %c, %d : memref<1x4xi8, strided<[8, 1]>> to memref<1x4xi8>
  return
}

func.func @copy_spaces(%a: memref<4xf32, 1>, %b: memref<4xf32, 2>, %c: memref<4x4xf32, strided<[8, 1]>, 1>, %d: memref<4x4xf32, 3>) {
  memref.copy %a, %b : memref<4xf32, 1> to memref<4xf32, 2>
  memref.copy %c, %d : memref<4x4xf32, strided<[8, 1]>, 1> to memref<4x4xf32, 3>
  return
}

func.func @get_globals() -> (memref<2x3x4xi32, 1>, memref<i64>) {
  %0 = memref.get_global @g3 : memref<2x3x4xi32, 1>
  %1 = memref.get_global @g0 : memref<i64>
  return %0, %1 : memref<2x3x4xi32, 1>, memref<i64>
}
