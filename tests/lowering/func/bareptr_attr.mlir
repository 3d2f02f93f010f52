// RUN-DESCENT: opt -finalize-memref-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts
// A function with llvm.bareptr uses the bare-pointer convention on its own: static
// memref arguments and results as one pointer, no C wrapper; the others keep
// descriptors.
func.func @bare(%m: memref<4x3xf32>, %i: index, %v: f32) -> memref<4x3xf32> attributes { llvm.bareptr, llvm.emit_c_interface } {
  memref.store %v, %m[%i, %i] : memref<4x3xf32>
  return %m : memref<4x3xf32>
}
func.func @multi(%m: memref<2xf32>, %i: index) -> (f32, memref<2xf32>) attributes { llvm.bareptr } {
  %0 = memref.load %m[%i] : memref<2xf32>
  return %0, %m : f32, memref<2xf32>
}
func.func @plain(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
