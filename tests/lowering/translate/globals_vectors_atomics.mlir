// RUN-DESCENT: translate --mlir-to-llvmir
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global external thread_local @tl(0 : i32) : i32
llvm.mlir.global weak @w(1.5 : f64) {alignment = 16 : i64} : f64
llvm.mlir.global linkonce_odr hidden unnamed_addr constant @str("abc\0A") : !llvm.array<4 x i8>
llvm.mlir.global internal @arr(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global private @z() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
  llvm.return %0 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global external @ext() : i64
llvm.mlir.global common @cm(0 : i32) : i32
llvm.func @vararg(i32, ...) -> i32
llvm.func @vec(%a: vector<4xf32>, %b: vector<4xf32>, %i: i32, %p: !llvm.ptr) -> f32 {
  %0 = llvm.shufflevector %a, %b [0, 5, 2, -1] : vector<4xf32>
  %1 = llvm.extractelement %0[%i : i32] : vector<4xf32>
  %c = llvm.mlir.constant(2 : i64) : i64
  %2 = llvm.insertelement %1, %a[%c : i64] : vector<4xf32>
  %3 = llvm.fcmp "olt" %a, %2 : vector<4xf32>
  %4 = llvm.select %3, %a, %b : vector<4xi1>, vector<4xf32>
  %5 = "llvm.intr.vector.reduce.fadd"(%1, %4) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %6 = llvm.call @vararg(%i, %5) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f32) -> i32
  %7 = llvm.atomicrmw xchg %p, %i acquire : !llvm.ptr, i32
  %8 = llvm.cmpxchg %p, %i, %7 seq_cst monotonic : !llvm.ptr, i32
  %9 = llvm.extractvalue %8[0] : !llvm.struct<(i32, i1)>
  %10 = llvm.load volatile %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %9, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %11 = llvm.fneg %5 : f32
  %12 = llvm.frem %11, %5 : f32
  %13 = llvm.sdiv exact %i, %10 : i32
  %14 = llvm.or disjoint %13, %9 : i32
  %15 = llvm.zext nneg %14 : i32 to i64
  %16 = llvm.trunc %15 overflow<nsw> : i64 to i16
  %17 = llvm.getelementptr inbounds %p[%15, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
  %19 = llvm.bitcast %a : vector<4xf32> to vector<2xi64>
  %x8 = llvm.trunc %15 : i64 to i8
  %20 = "llvm.intr.ctlz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  "llvm.intr.memset"(%p, %x8, %18) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return %12 : f32
}
