// RUN-DESCENT: translate --mlir-to-llvmir
llvm.mlir.global external thread_local @tl(0 : i32) : i32
llvm.func @intrinsics(%f: f32, %g: f32, %d: f64, %v: vector<4xf32>, %i: i32, %j: i32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %iv: vector<4xi32>) {
  %0 = llvm.intr.fmuladd(%f, %g, %f) : (f32, f32, f32) -> f32
  %1 = llvm.intr.fma(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.pow(%d, %d) : (f64, f64) -> f64
  %3 = llvm.intr.powi(%f, %i) : (f32, i32) -> f32
  %4 = llvm.intr.exp(%f) : (f32) -> f32
  %5 = llvm.intr.log(%f) : (f32) -> f32
  %6 = llvm.intr.floor(%f) : (f32) -> f32
  %7 = llvm.intr.copysign(%f, %g) : (f32, f32) -> f32
  %8 = llvm.intr.maxnum(%f, %g) : (f32, f32) -> f32
  %9 = llvm.intr.minimum(%f, %g) : (f32, f32) -> f32
  %10 = llvm.intr.ctpop(%i) : (i32) -> i32
  %11 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %12 = llvm.intr.bswap(%i) : (i32) -> i32
  %13 = "llvm.intr.cttz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %14 = "llvm.intr.umul.with.overflow"(%i, %j) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %15 = llvm.intr.smax(%i, %j) : (i32, i32) -> i32
  %16 = "llvm.intr.abs"(%i) <{is_int_min_poison = true}> : (i32) -> i32
  %17 = llvm.intr.fshl(%i, %j, %i) : (i32, i32, i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %18 = "llvm.intr.vector.reduce.add"(%iv) : (vector<4xi32>) -> i32
  %19 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %20 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  %21 = llvm.intr.sqrt(%v) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
  %22 = llvm.intr.lround(%f) : (f32) -> i64
  %23 = llvm.intr.uadd.sat(%i, %j) : (i32, i32) -> i32
  %24 = llvm.intr.round(%d) : (f64) -> f64
  %25 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %25 : !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %al = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %al : !llvm.ptr
  llvm.intr.lifetime.end %al : !llvm.ptr
  %tg = llvm.mlir.addressof @tl : !llvm.ptr
  %26 = "llvm.intr.threadlocal.address"(%tg) : (!llvm.ptr) -> !llvm.ptr
  %27 = llvm.intr.expect %i, %j : i32
  llvm.intr.trap
  llvm.return
}
