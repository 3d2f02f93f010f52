// RUN-DESCENT: translate --mlir-to-llvmir
// Constant getelementptrs on globals fold to byte offsets (inbounds nuw when inside the object).
llvm.mlir.global external @g() : !llvm.struct<(i32, i32, array<4 x i16>)>
llvm.func @f(%i: i64) -> i64 {
  %p = llvm.mlir.addressof @g : !llvm.ptr
  %a = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, array<4 x i16>)>
  %b = llvm.getelementptr inbounds %p[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, array<4 x i16>)>
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %c = llvm.getelementptr %p[%c5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %d = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %x = llvm.load %a : !llvm.ptr -> i32
  %y = llvm.load %b : !llvm.ptr -> i16
  %z = llvm.load %c : !llvm.ptr -> i64
  %w = llvm.load %d : !llvm.ptr -> i64
  %e = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %v = llvm.load %e : !llvm.ptr -> i8
  llvm.return %z : i64
}
