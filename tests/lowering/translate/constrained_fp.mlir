// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @f(%f: f32, %d: f64, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %d towardzero maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %d upward strict : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %d downward ignore : f64 to f16
  %4 = llvm.intr.experimental.constrained.fptrunc %d tonearestaway ignore : f64 to f32
  %5 = llvm.intr.experimental.constrained.fptrunc %d dynamic ignore : f64 to f32
  %6 = llvm.intr.experimental.constrained.fpext %f ignore : f32 to f64
  %7 = llvm.intr.experimental.constrained.fpext %f maytrap : f32 to f64
  %8 = llvm.intr.experimental.constrained.fpext %f strict : f32 to f64
  %9 = llvm.intr.experimental.constrained.sitofp %i tonearest ignore : i32 to f32
  %10 = llvm.intr.experimental.constrained.uitofp %i upward strict : i32 to f64
  %11 = llvm.intr.experimental.constrained.sitofp %vi dynamic maytrap : vector<4xi32> to vector<4xf32>
  %12 = llvm.intr.experimental.constrained.fpext %v ignore : vector<4xf32> to vector<4xf64>
  llvm.return
}
llvm.func @g(%i: i32) -> f32 {
  %9 = llvm.intr.experimental.constrained.uitofp %i tonearest ignore : i32 to f32
  llvm.return %9 : f32
}
// The function's own group comes first, then the declarations', then `strictfp`.
llvm.func @h(%d: f64) -> f32 attributes {no_unwind} {
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %0 towardzero strict : f32 to f16
  %2 = llvm.intr.experimental.constrained.fpext %1 maytrap : f16 to f32
  %c = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %3 = "llvm.intr.experimental.constrained.uitofp"(%c) <{fpExceptionBehavior = 1 : i64, roundingmode = 4 : i64}> : (vector<2xi32>) -> vector<2xf64>
  llvm.return %2 : f32
}
