// RUN-DESCENT: opt -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// Under the bare-pointer convention a static memref is one pointer: its argument
// attributes stay.
func.func @bare(%m: memref<4xf32> {llvm.noalias}, %n: memref<2x2xi8> {llvm.readonly, llvm.nonnull}, %i: index {test.idx}) {
  return
}
