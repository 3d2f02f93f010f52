// RUN-DESCENT: opt --mlir-print-op-generic
// Segment sizes are zero-initialized properties in MLIR: an op in generic form that leaves
// operandSegmentSizes out reads as having all operand groups empty.
func.func @f() -> memref<2xf32> {
  %0 = "memref.alloc"() : () -> memref<2xf32>
  %1 = "memref.alloca"() {alignment = 8 : i64} : () -> memref<4xi8>
  return %0 : memref<2xf32>
}
