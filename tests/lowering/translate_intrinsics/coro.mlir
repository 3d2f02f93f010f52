// RUN-DESCENT: translate --mlir-to-llvmir
// The coroutine intrinsics: fixed LLVM signatures (token, i8, void results), coro.size and
// coro.align overloaded on their integer result, and llvm.coro.end returning void in
// LLVM 22 although the op has an i1 result (unused here, so it gets no number).
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @gen(%n : i32) -> !llvm.ptr {
  %null = llvm.mlir.zero : !llvm.ptr
  %align = llvm.mlir.constant(16 : i32) : i32
  %false = llvm.mlir.constant(false) : i1
  %true = llvm.mlir.constant(true) : i1
  %id = llvm.intr.coro.id %align, %null, %null, %null : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %size = llvm.intr.coro.size : i64
  %mem = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
  %hdl = llvm.intr.coro.begin %id, %mem : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %save = llvm.intr.coro.save %hdl : (!llvm.ptr) -> !llvm.token
  %s = llvm.intr.coro.suspend %save, %false : i8
  llvm.switch %s : i8, ^suspend [
    0: ^resume,
    1: ^cleanup
  ]
^resume:
  llvm.br ^cleanup
^cleanup:
  %fmem = llvm.intr.coro.free %id, %hdl : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  llvm.call @free(%fmem) : (!llvm.ptr) -> ()
  llvm.br ^suspend
^suspend:
  %none = llvm.mlir.none : !llvm.token
  %unused = llvm.intr.coro.end %hdl, %false, %none : (!llvm.ptr, i1, !llvm.token) -> i1
  llvm.return %hdl : !llvm.ptr
}

llvm.func @queries(%h : !llvm.ptr, %i : i32, %b : i1) -> !llvm.ptr {
  %0 = llvm.intr.coro.size : i32
  %1 = llvm.intr.coro.align : i64
  %2 = llvm.intr.coro.align : i32
  %3 = llvm.intr.coro.size : vector<2xi16>
  llvm.intr.coro.resume %h : !llvm.ptr
  %4 = llvm.intr.coro.promise %h, %i, %b : (!llvm.ptr, i32, i1) -> !llvm.ptr
  %none = llvm.mlir.none : !llvm.token
  // Result types other than LLVM's, unused: the call still has LLVM's types.
  %5 = llvm.intr.coro.suspend %none, %b : i32
  %6 = llvm.intr.coro.end %h, %b, %none : (!llvm.ptr, i1, !llvm.token) -> i32
  %7 = llvm.intr.coro.save %h : (!llvm.ptr) -> i64
  llvm.return %4 : !llvm.ptr
}
