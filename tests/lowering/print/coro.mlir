// RUN-DESCENT: opt
// Round trip of the coroutine intrinsic ops: custom forms in, generic forms in, and the
// result types MLIR accepts beyond LLVM's (any LLVM type, any address space).
llvm.func @coro(%p : !llvm.ptr, %q : !llvm.ptr<1>, %i : i32, %b : i1) {
  %null = llvm.mlir.zero : !llvm.ptr
  %id = llvm.intr.coro.id %i, %null, %p, %q : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr<1>) -> !llvm.token
  %0 = llvm.intr.coro.size : i64
  %1 = llvm.intr.coro.align : i32
  %2 = llvm.intr.coro.size : f32
  %h = llvm.intr.coro.begin %id, %p {a = 1 : i32} : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %s = llvm.intr.coro.save %h : (!llvm.ptr) -> !llvm.token
  %3 = llvm.intr.coro.suspend %s, %b : i8
  %4 = llvm.intr.coro.suspend %s, %b : !llvm.ptr
  %none = llvm.mlir.none : !llvm.token
  %5 = llvm.intr.coro.end %h, %b, %none : (!llvm.ptr, i1, !llvm.token) -> i1
  %6 = llvm.intr.coro.free %id, %q : (!llvm.token, !llvm.ptr<1>) -> !llvm.ptr<1>
  llvm.intr.coro.resume %h : !llvm.ptr
  llvm.intr.coro.resume %q : !llvm.ptr<1>
  %7 = llvm.intr.coro.promise %q, %i, %b : (!llvm.ptr<1>, i32, i1) -> !llvm.ptr<3>
  %8 = "llvm.intr.coro.id"(%i, %p, %p, %p) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %9 = "llvm.intr.coro.size"() : () -> i32
  %10 = "llvm.intr.coro.align"() {x} : () -> i64
  %11 = "llvm.intr.coro.begin"(%8, %p) : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %12 = "llvm.intr.coro.save"(%11) : (!llvm.ptr) -> !llvm.token
  %13 = "llvm.intr.coro.suspend"(%12, %b) : (!llvm.token, i1) -> i8
  %14 = "llvm.intr.coro.end"(%11, %b, %none) : (!llvm.ptr, i1, !llvm.token) -> i1
  %15 = "llvm.intr.coro.free"(%8, %11) : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  "llvm.intr.coro.resume"(%11) : (!llvm.ptr) -> ()
  %16 = "llvm.intr.coro.promise"(%11, %i, %b) : (!llvm.ptr, i32, i1) -> !llvm.ptr
  llvm.return
}
