// RUN-DESCENT: translate --mlir-to-llvmir
// llvm.eh.typeid.for returns i32 whatever the op's result type (an unused i64 here);
// llvm.ubsantrap in its prop-dict form.
llvm.func @f(%ti : !llvm.ptr, %ti1 : !llvm.ptr<1>) -> i32 {
  %0 = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32
  %1 = llvm.intr.eh.typeid.for %ti1 : (!llvm.ptr<1>) -> i64
  llvm.intr.ubsantrap <{failureKind = 7 : i8}>
  "llvm.intr.ubsantrap"() <{failureKind = -3 : i8}> : () -> ()
  llvm.return %0 : i32
}
