// RUN-DESCENT: translate --mlir-to-llvmir
// Constant operands fold as LLVM's IRBuilder folds them: insertelement, extractelement and shufflevector of constants (a mask entry -1 gives undef); intrinsic declarations in the order MLIR's translation (reverse post-order of blocks) first calls them.
llvm.func @f(%x: vector<4xf32>) -> vector<4xf32> {
  %p = llvm.mlir.poison : vector<4xf32>
  %c = llvm.mlir.constant(2.5 : f32) : f32
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.insertelement %c, %p[%i0 : i32] : vector<4xf32>
  %2 = llvm.shufflevector %1, %p [0, 0, 0, 0] : vector<4xf32>
  %3 = llvm.shufflevector %1, %2 [0, 5, -1, 7] : vector<4xf32>
  %4 = llvm.fadd %2, %x : vector<4xf32>
  %5 = llvm.fadd %3, %4 : vector<4xf32>
  %cv = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %6 = llvm.shufflevector %cv, %cv [3, 2, 1, 0] : vector<4xf32>
  %7 = llvm.fadd %6, %5 : vector<4xf32>
  %8 = llvm.shufflevector %cv, %p [1, 1] : vector<4xf32>
  %9 = llvm.extractelement %8[%i0 : i32] : vector<2xf32>
  %10 = llvm.insertelement %9, %7[%i0 : i32] : vector<4xf32>
  llvm.return %10 : vector<4xf32>
}
llvm.func @g(%c: i1, %x: vector<2xf32>, %y: vector<2xi8>) -> f32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %m = "llvm.intr.vector.reduce.mul"(%y) : (vector<2xi8>) -> i8
  %f = llvm.sitofp %m : i8 to f32
  llvm.br ^bb3(%f : f32)
^bb2:
  %n = llvm.intr.vector.reduce.fmin(%x) : (vector<2xf32>) -> f32
  llvm.br ^bb3(%n : f32)
^bb3(%r: f32):
  llvm.return %r : f32
}
