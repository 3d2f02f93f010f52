// RUN-DESCENT: opt -finalize-memref-to-llvm
// llvm.cmpxchg takes integers and pointers: a generic_atomic_rmw on floats is left
// unconverted (its memref operand bridged), one on integers is lowered.
func.func @f32(%mem : memref<4xf32>, %i : index, %val : f32) -> f32 {
  %x = memref.generic_atomic_rmw %mem[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %val : f32
    memref.atomic_yield %s : f32
  }
  return %x : f32
}
func.func @idx(%mem : memref<4xi16>, %i : index) -> i16 {
  %x = memref.generic_atomic_rmw %mem[%i] : memref<4xi16> {
  ^bb0(%cur: i16):
    memref.atomic_yield %cur : i16
  }
  return %x : i16
}
