// RUN-DESCENT: opt -convert-func-to-llvm
func.func private @printf(!llvm.ptr) -> i32 attributes {func.varargs = true}
func.func @internal(%x: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %x : i32
}
func.func @fnptr(%f: (i32) -> i32, %x: i32) -> ((i32) -> i32) {
  %0 = call_indirect %f(%x) : (i32) -> i32
  return %f : (i32) -> i32
}
func.func @complex_arg(%c: complex<f32>, %t: tuple<i32>) {
  return
}
