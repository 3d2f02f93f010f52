// RUN-DESCENT: opt --test-single-fold
// CastOpInterface: a cast to its own operand types folds to its operand, also right after an in-place fold rewired it (a cast of a cast).
func.func @f(%a: memref<?xi16>, %i: i32) -> (memref<?xi16>, i32) {
  %0 = memref.cast %a : memref<?xi16> to memref<?xi16>
  %1 = arith.bitcast %i : i32 to i32
  return %0, %1 : memref<?xi16>, i32
}
func.func @g(%a: memref<?xi16>, %b: index) -> (memref<?xi16>, memref<*xi16>, i64, index) {
  %0 = memref.cast %a : memref<?xi16> to memref<*xi16>
  %1 = memref.cast %0 : memref<*xi16> to memref<?xi16>
  %2 = memref.cast %a : memref<?xi16> to memref<4xi16>
  %3 = memref.cast %2 : memref<4xi16> to memref<?xi16>
  %4 = index.casts %b : index to i64
  %5 = builtin.unrealized_conversion_cast %b : index to index
  return %1, %0, %4, %5 : memref<?xi16>, memref<*xi16>, i64, index
}
