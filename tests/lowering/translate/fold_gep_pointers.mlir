// RUN-DESCENT: translate --mlir-to-llvmir
// Constant getelementptrs as mlir-translate's data-layout-aware builder folds them: poison
// and undef bases, zero or undef indices (the base), array indices widened to i64 (undef
// becomes 0), offsets wrapping at 64 bits (a zero offset is the global), literal addresses
// from null (`inttoptr`), and compares of literal addresses.
llvm.mlir.global external @tab() : !llvm.array<8 x i32>
llvm.mlir.global external @rec() : !llvm.struct<(i32, array<4 x i16>)>
llvm.func @use(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
llvm.func @geps() {
  %t = llvm.mlir.addressof @tab : !llvm.ptr
  %r = llvm.mlir.addressof @rec : !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %p = llvm.mlir.poison : !llvm.ptr
  %u32 = llvm.mlir.undef : i32
  %pi = llvm.mlir.poison : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %min = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %a = llvm.getelementptr %p[%c3] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %b = llvm.getelementptr %t[%u32, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
  %c = llvm.getelementptr %t[%c3, %u32] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.array<8 x i32>
  %d = llvm.getelementptr inbounds %r[%c3, %pi] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.array<8 x i32>
  %e = llvm.getelementptr %r[%min, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i16>)>
  %f = llvm.getelementptr nuw %null[%c3, 1, %c3] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i16>)>
  llvm.call @use(%a, %b, %c, %d, %e, %f) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @addresses() -> i1 {
  %null = llvm.mlir.zero : !llvm.ptr
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %g = llvm.getelementptr %null[%c3] : (!llvm.ptr, i32) -> !llvm.ptr, i64
  %i = llvm.ptrtoint %g : !llvm.ptr to i64
  %j = llvm.add %i, %i : i64
  %q = llvm.inttoptr %j : i64 to !llvm.ptr
  %h = llvm.getelementptr %q[%c3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %r = llvm.icmp "ugt" %h, %g : !llvm.ptr
  llvm.return %r : i1
}
