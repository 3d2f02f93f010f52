// RUN-DESCENT: opt --allow-unregistered-dialect --convert-to-llvm
// Folds of memref ops before their patterns: casts into their users (static strides
// then), dims of static sizes and of allocations, ranks.
func.func @casts_into_users(%a: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %c = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %v = memref.load %c[%i, %j] : memref<?x?xf32>
  memref.store %v, %c[%j, %i] : memref<?x?xf32>
  %d = memref.dim %c, %i : memref<?x?xf32>
  return %v : f32
}

func.func @dims_ranks_copies(%a: memref<4x?xf32>, %n: index, %v: f32, %i: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %m = memref.alloc(%n) : memref<?x8xf32>
  %d2 = memref.dim %m, %c0 : memref<?x8xf32>
  %r = memref.rank %m : memref<?x8xf32>
  %c = memref.cast %m : memref<?x8xf32> to memref<?x?xf32>
  %cc = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  memref.store %v, %c[%i, %i] : memref<?x?xf32>
  %x = memref.atomic_rmw addf %v, %c[%i, %i] : (f32, memref<?x?xf32>) -> f32
  %u = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  memref.copy %u, %c : memref<?x?xf32> to memref<?x?xf32>
  "test.use"(%cc) : (memref<*xf32>) -> ()
  memref.dealloc %c : memref<?x?xf32>
  return %d0, %d1, %d2, %r : index, index, index, index
}
