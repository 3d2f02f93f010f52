// RUN-DESCENT: opt --convert-func-to-llvm
// Memref arguments used in another order than declared: MLIR builds each descriptor when
// the first pattern needing it runs, at the block start (so, top to bottom, last first-used
// first); arguments only unconverted ops use are bridged at the end, in declaration order.
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
func.func @g2(%a: memref<?xf32>, %b: memref<4xf32>, %i: index) -> f32 {
  %w = memref.load %a[%i] : memref<?xf32>
  %v = memref.load %b[%i] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @h(%a: memref<?xf32>, %b: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %b[%i] : memref<4xf32>
  %w = memref.load %a[%i] : memref<?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @k(%a: memref<?xf32>, %b: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %b[%i] : memref<4xf32>
  %w = memref.load %a[%i] : memref<?xf32>
  %x = memref.load %b[%i] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @f3(%i: index, %a: memref<?xf32>, %j: index, %b: memref<4xf32>) -> f32 {
  %v = memref.load %b[%j] : memref<4xf32>
  %w = memref.load %a[%i] : memref<?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
