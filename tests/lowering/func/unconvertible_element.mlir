// RUN-DESCENT: opt -convert-func-to-llvm
// A memref whose element type has no LLVM conversion (tf32 here) has none either: the
// functions using it stay unconverted, the others are converted.
func.func private @ranked() -> memref<4xtf32>
func.func private @unranked(memref<*xtf32>)
func.func private @fine(memref<4xf32>) -> memref<*xi8>
func.func @body(%m: memref<2x?xtf32>) {
  return
}
