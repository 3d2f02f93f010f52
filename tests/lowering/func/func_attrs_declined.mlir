// RUN-DESCENT: opt -convert-func-to-llvm -split-input-file -verify-diagnostics
// llvm.readnone becomes memory effects of none; a linkage that is not an LLVM linkage
// attribute, and a C interface for a variadic function, are reported at the function,
// which stays a func.func (its body is still converted).
func.func private @pure(f32) -> f32 attributes { llvm.readnone, test.other }
func.func @pure_def(%x: i32) -> i32 attributes { llvm.readnone } {
  return %x : i32
}
// -----
// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func @bad_linkage(%x: i32) -> i32 attributes { llvm.linkage = "weak" } {
  return %x : i32
}
// -----
// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func private @vararg_c(i32) attributes { func.varargs = true, llvm.emit_c_interface }
