// RUN-DESCENT: opt --finalize-memref-to-llvm
// memref.atomic_rmw on static and strided memrefs: the casts its operands need, in MLIR's order.
func.func @f(%m: memref<4xf32>, %v: f32, %i: index, %n: memref<?xi32, strided<[?], offset: ?>>, %w: i32) -> (f32, i32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %n[%i] : (i32, memref<?xi32, strided<[?], offset: ?>>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %0, %1 : f32, i32
}
