// RUN-DESCENT: opt --finalize-memref-to-llvm
// Only memory spaces that are signless (or index) integers map to LLVM address spaces:
// a `2 : ui8` or `3 : si16` space does not convert, so the ops on such memrefs stay (with
// MLIR's error at an unknown location), while `4 : i8` and `5 : index` are address spaces.
func.func @unsigned_space() {
  %a = memref.alloca() : memref<4xf32, 2 : ui8>
  return
}
func.func @signed_space(%m: memref<4xi32, 3 : si16>, %i: index) -> i32 {
  %v = memref.load %m[%i] : memref<4xi32, 3 : si16>
  return %v : i32
}
func.func @signless_spaces(%m: memref<4xi32, 4 : i8>, %n: memref<2xf64, 5 : index>, %i: index) -> (i32, f64) {
  %v = memref.load %m[%i] : memref<4xi32, 4 : i8>
  %w = memref.load %n[%i] : memref<2xf64, 5 : index>
  return %v, %w : i32, f64
}
