// RUN-DESCENT: opt --finalize-memref-to-llvm
// A module declaring `free` with another type than the lowering needs: the dealloc stays,
// and the error, emitted on that declaration, quotes it ("see current operation"; the
// lowering test compares the printed module, the error is checked by tests/tests/lowering.rs).
llvm.func @free(!llvm.ptr) -> i32
func.func @release(%m: memref<8xi16>) {
  memref.dealloc %m : memref<8xi16>
  return
}
