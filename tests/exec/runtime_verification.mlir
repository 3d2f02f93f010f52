// EXEC-PASSES: -generate-runtime-verification -expand-strided-metadata -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm -test-cf-assert -convert-func-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts
// Checks that fail print their message (and the program goes on, under -test-cf-assert);
// checks that hold print nothing. Each kind of memref op with runtime checks is called
// once in bounds and once out of bounds.

func.func @load(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  return %v : f32
}

func.func @store(%m: memref<3xf32, strided<[1], offset: ?>>, %i: index, %f: f32) {
  memref.store %f, %m[%i] : memref<3xf32, strided<[1], offset: ?>>
  return
}

func.func @dim(%m: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return %d : index
}

func.func @cast(%m: memref<?xf32>) -> memref<3xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<3xf32>
  return %c : memref<3xf32>
}

func.func @copy(%a: memref<?xf32>, %b: memref<3xf32>) {
  memref.copy %a, %b : memref<?xf32> to memref<3xf32>
  return
}

func.func @expand(%m: memref<?xf32>, %n: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 2] : memref<?xf32> into memref<?x2xf32>
  return
}

func.func @subview(%m: memref<?xf32>, %o: index, %s: index) {
  %v = memref.subview %m[%o] [%s] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @atomic(%m: memref<3xf32, strided<[1], offset: ?>>, %i: index, %f: f32) {
  %r = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<3xf32, strided<[1], offset: ?>>) -> f32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %f = arith.constant 1.5 : f32
  %a2x4 = memref.alloc() : memref<2x4xf32>
  %m = memref.cast %a2x4 : memref<2x4xf32> to memref<?x4xf32>
  %a3 = memref.alloc() : memref<3xf32>
  %v3 = memref.alloc(%c3) : memref<?xf32>
  %v4 = memref.alloc(%c4) : memref<?xf32>
  // Out-of-bounds stores land inside this buffer: the checks report, the program goes on.
  %big = memref.alloc() : memref<8xf32>
  %in = memref.reinterpret_cast %big to offset: [%c2], sizes: [3], strides: [1] : memref<8xf32> to memref<3xf32, strided<[1], offset: ?>>

  func.call @load(%m, %c1, %c3) : (memref<?x4xf32>, index, index) -> f32
  func.call @load(%m, %c2, %c0) : (memref<?x4xf32>, index, index) -> f32
  func.call @load(%m, %c0, %c4) : (memref<?x4xf32>, index, index) -> f32
  func.call @store(%in, %c2, %f) : (memref<3xf32, strided<[1], offset: ?>>, index, f32) -> ()
  func.call @store(%in, %cm1, %f) : (memref<3xf32, strided<[1], offset: ?>>, index, f32) -> ()
  func.call @dim(%m, %c1) : (memref<?x4xf32>, index) -> index
  func.call @dim(%m, %c2) : (memref<?x4xf32>, index) -> index
  func.call @cast(%v3) : (memref<?xf32>) -> memref<3xf32>
  func.call @cast(%v4) : (memref<?xf32>) -> memref<3xf32>
  func.call @copy(%v3, %a3) : (memref<?xf32>, memref<3xf32>) -> ()
  func.call @copy(%v4, %a3) : (memref<?xf32>, memref<3xf32>) -> ()
  func.call @expand(%v4, %c2) : (memref<?xf32>, index) -> ()
  func.call @expand(%v3, %c1) : (memref<?xf32>, index) -> ()
  func.call @subview(%v4, %c1, %c3) : (memref<?xf32>, index, index) -> ()
  func.call @subview(%v4, %c2, %c3) : (memref<?xf32>, index, index) -> ()
  func.call @subview(%v4, %c4, %c0) : (memref<?xf32>, index, index) -> ()
  func.call @subview(%v4, %c4, %c1) : (memref<?xf32>, index, index) -> ()
  func.call @atomic(%in, %c0, %f) : (memref<3xf32, strided<[1], offset: ?>>, index, f32) -> ()
  func.call @atomic(%in, %c3, %f) : (memref<3xf32, strided<[1], offset: ?>>, index, f32) -> ()

  memref.dealloc %a2x4 : memref<2x4xf32>
  memref.dealloc %a3 : memref<3xf32>
  memref.dealloc %v3 : memref<?xf32>
  memref.dealloc %v4 : memref<?xf32>
  memref.dealloc %big : memref<8xf32>
  return
}
