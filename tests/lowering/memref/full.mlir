// RUN-DESCENT: opt --convert-to-llvm
func.func @full(%m: memref<?x4xi32>, %i: index, %n: index) -> i32 {
  %a = memref.alloca(%n) {alignment = 16} : memref<?x4xi32>
  %v = memref.load %m[%i, %i] : memref<?x4xi32>
  memref.store %v, %a[%i, %i] : memref<?x4xi32>
  %w = memref.atomic_rmw addi %v, %a[%i, %i] : (i32, memref<?x4xi32>) -> i32
  %r = memref.generic_atomic_rmw %a[%i, %i] : memref<?x4xi32> {
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %w : i32
    memref.atomic_yield %s : i32
  }
  return %r : i32
}
