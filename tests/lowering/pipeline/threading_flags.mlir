// RUN-DESCENT: opt --mlir-disable-threading -verify-each=true --convert-to-llvm
// mlir-opt's --mlir-disable-threading and --verify-each are accepted; the output is the same.
func.func @f(%a: memref<?xf32>, %b: memref<4xf32>, %i: index, %c: memref<2x?xi32>) -> f32 {
  %x = memref.load %c[%i, %i] : memref<2x?xi32>
  %v = memref.load %b[%i] : memref<4xf32>
  %w = memref.load %a[%i] : memref<?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @g(%a: memref<?xf32>, %b: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %b[%i] : memref<4xf32>
  %j = arith.addi %i, %i : index
  %w = memref.load %a[%j] : memref<?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
