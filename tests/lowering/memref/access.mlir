// RUN-DESCENT: opt -finalize-memref-to-llvm
func.func @load_identity(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x8xf32>
  return %0 : f32
}

func.func @load_dynamic(%m: memref<?x?x?xf32>, %i: index, %j: index, %k: index) -> f32 {
  %0 = memref.load %m[%i, %j, %k] {nontemporal = true, alignment = 16} : memref<?x?x?xf32>
  return %0 : f32
}

func.func @store_strided(%m: memref<10x10xf32, strided<[20, 2], offset: 5>>, %d: memref<?x?xi8, strided<[?, ?], offset: ?>>, %i: index, %j: index, %v: f32, %w: i8) {
  memref.store %v, %m[%i, %j] : memref<10x10xf32, strided<[20, 2], offset: 5>>
  memref.store %w, %d[%i, %j] {nontemporal = true} : memref<?x?xi8, strided<[?, ?], offset: ?>>
  return
}

func.func @zero_d(%m: memref<f32>, %n: memref<f32, strided<[], offset: 3>>) -> f32 {
  %0 = memref.load %m[] : memref<f32>
  memref.store %0, %n[] : memref<f32, strided<[], offset: 3>>
  return %0 : f32
}

func.func @prefetch(%m: memref<10x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], write, locality<3>, data : memref<10x?xf32, strided<[?, 1], offset: ?>>
  memref.prefetch %m[%i, %j], read, locality<0>, instr : memref<10x?xf32, strided<[?, 1], offset: ?>>
  return
}

func.func @atomics(%m: memref<10xf32>, %n: memref<?xi32, strided<[4], offset: ?>>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %8 = memref.atomic_rmw muli %x, %n[%i] : (i32, memref<?xi32, strided<[4], offset: ?>>) -> i32
  %2 = memref.atomic_rmw minnumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw assign %x, %n[%i] : (i32, memref<?xi32, strided<[4], offset: ?>>) -> i32
  %4 = memref.atomic_rmw maxs %x, %n[%i] : (i32, memref<?xi32, strided<[4], offset: ?>>) -> i32
  %5 = memref.atomic_rmw minu %x, %n[%i] : (i32, memref<?xi32, strided<[4], offset: ?>>) -> i32
  %6 = memref.atomic_rmw xori %x, %n[%i] : (i32, memref<?xi32, strided<[4], offset: ?>>) -> i32
  %7 = memref.atomic_rmw andi %x, %n[%i] : (i32, memref<?xi32, strided<[4], offset: ?>>) -> i32
  return
}

func.func @generic_atomic(%m: memref<10xi32>, %i: index, %x: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c = llvm.add %cur, %x : i32
    memref.atomic_yield %c : i32
  }
  %1 = llvm.add %0, %0 : i32
  return %1 : i32
}
