// RUN-DESCENT: translate --mlir-to-llvmir
// Flang marks every call `fastmathFlags = #llvm.fastmath<contract>`, whatever it returns.
// LLVM keeps fast-math flags on a call or select only when its type is floating point
// (a scalar or vector, arrays of one, or a literal struct of one repeated type), so the
// calls returning a pointer, an i1 or nothing, and the integer select, carry none.

llvm.func @_FortranAioBeginExternalListOutput(i32, !llvm.ptr, i32) -> !llvm.ptr
llvm.func @_FortranAioOutputReal64(!llvm.ptr, f64) -> (i1 {llvm.zeroext})
llvm.func @_FortranAioEndIoStatement(!llvm.ptr) -> i32
llvm.func @cexp(f64, f64) -> !llvm.struct<(f64, f64)>
llvm.func @minmax(f32) -> !llvm.struct<(f32, f64)>
llvm.func @sqrt(f64) -> f64
llvm.func @flush()

llvm.func @print(%x: f64, %file: !llvm.ptr, %c: i1, %a: i32, %b: i32) -> i32 {
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %l = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.call @_FortranAioBeginExternalListOutput(%m1, %file, %l) {fastmathFlags = #llvm.fastmath<contract>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
  %1 = llvm.call @sqrt(%x) {fastmathFlags = #llvm.fastmath<contract>} : (f64) -> f64
  %2 = llvm.call @_FortranAioOutputReal64(%0, %1) {fastmathFlags = #llvm.fastmath<contract>} : (!llvm.ptr, f64) -> i1
  %3 = llvm.call @cexp(%x, %1) {fastmathFlags = #llvm.fastmath<fast>} : (f64, f64) -> !llvm.struct<(f64, f64)>
  %f = llvm.fptrunc %x : f64 to f32
  %4 = llvm.call @minmax(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> !llvm.struct<(f32, f64)>
  llvm.call @flush() {fastmathFlags = #llvm.fastmath<contract>} : () -> ()
  %5 = llvm.call @_FortranAioEndIoStatement(%0) {fastmathFlags = #llvm.fastmath<contract>} : (!llvm.ptr) -> i32
  %6 = llvm.select %c, %a, %5 {fastmathFlags = #llvm.fastmath<nnan>} : i1, i32
  %7 = llvm.select %c, %x, %1 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f64
  llvm.return %6 : i32
}
