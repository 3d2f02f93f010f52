// RUN-DESCENT: opt
// Round trip of vector, trap, annotation and constrained FP intrinsic ops.
llvm.func @misc(%v4 : vector<4xf32>, %v8 : vector<8xf32>, %sv : vector<[4]xf32>, %f : f32, %i : i32, %p : !llvm.ptr, %vi : vector<4xi32>) {
  llvm.intr.trap
  llvm.intr.debugtrap
  %0 = "llvm.intr.vscale"() : () -> i64
  %1 = llvm.intr.stepvector : vector<4xi32>
  %2 = llvm.intr.vector.insert %v4, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %3 = llvm.intr.vector.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  %4 = llvm.intr.vector.insert %v4, %v8[4] : vector<4xf32> into vector<8xf32>
  %5 = "llvm.intr.vector.interleave2"(%v4, %v4) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %6 = "llvm.intr.vector.deinterleave2"(%v8) : (vector<8xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
  %7 = llvm.intr.experimental.constrained.fpext %f ignore : f32 to f64
  %8 = llvm.intr.experimental.constrained.sitofp %i towardzero ignore : i32 to f32
  %9 = llvm.intr.experimental.constrained.uitofp %i tonearest maytrap : i32 to f64
  %10 = llvm.intr.experimental.constrained.fptrunc %f tonearest ignore : f32 to f16
  "llvm.intr.var.annotation"(%p, %p, %p, %i, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  %11 = "llvm.intr.ptr.annotation"(%p, %p, %p, %i, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %12 = "llvm.intr.annotation"(%i, %p, %p, %i) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
  %13 = llvm.intr.vector.extract %v8[4] : vector<4xf32> from vector<8xf32>
  llvm.return
}
