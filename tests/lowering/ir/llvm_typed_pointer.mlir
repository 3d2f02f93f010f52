// RUN-DESCENT: opt --split-input-file --verify-diagnostics
// Typed LLVM pointers of older MLIRs (`!llvm.ptr<i8>`, as pre-2023 cgeist and Toy Ch6
// output wrote them) fail at the address space, with the failed parameter MLIR's
// generated type parser adds; an address space beyond 32 bits fails the same way.

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32

// -----

llvm.mlir.global internal constant @str("hi\00")
llvm.func @f() {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
  %0 = llvm.mlir.addressof @str : !llvm.ptr<array<3 x i8>>
  llvm.return
}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
llvm.func @wide(!llvm.ptr<4294967296>)

// -----

llvm.func @ok(!llvm.ptr<4294967295>, !llvm.ptr<1>)
