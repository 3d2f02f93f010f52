// RUN-DESCENT: translate --mlir-to-llvmir
// A cast to the type its operand has is no instruction (IRBuilder returns the operand).
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>, %v: vector<2xi32>, %c: i1) -> !llvm.ptr {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %1 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr<1>
  %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
  %3 = llvm.bitcast %v : vector<2xi32> to i64
  %4 = llvm.bitcast %v : vector<2xi32> to vector<2xi32>
  %z = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.bitcast %z : !llvm.ptr to !llvm.ptr
  llvm.cond_br %c, ^bb1(%0 : !llvm.ptr), ^bb1(%5 : !llvm.ptr)
^bb1(%r: !llvm.ptr):
  %6 = llvm.bitcast %r : !llvm.ptr to !llvm.ptr
  %7 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %4, %2 : vector<2xi32>, !llvm.ptr
  llvm.return %7 : !llvm.ptr
}
