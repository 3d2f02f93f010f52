// RUN-DESCENT: opt --canonicalize
// llvm.extractvalue of a struct constant written as an array attribute folds to the scalar at the position; a nested struct or a dense constant at a two-level position stays.
llvm.func @f() -> f32 {
  %0 = llvm.mlir.constant([9.462500e+01 : f32, 0x7FC00000 : f32]) : !llvm.struct<(f32, f32)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
  %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
  %3 = llvm.fadd %1, %2 : f32
  llvm.return %3 : f32
}
llvm.func @g() -> i32 {
  %0 = llvm.mlir.constant([1 : i32, 2 : i64]) : !llvm.struct<(i32, i64)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i64)>
  llvm.return %1 : i32
}
llvm.func @a() -> i32 {
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32], [3 : i32, 4 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  %1 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return %1 : i32
}
llvm.func @a2() -> !llvm.struct<(i32, i32)> {
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32], [3 : i32, 4 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  %1 = llvm.extractvalue %0[1] : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return %1 : !llvm.struct<(i32, i32)>
}
llvm.func @b() -> i32 {
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %1 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x i32>>
  llvm.return %1 : i32
}
llvm.func @c() -> i16 {
  %0 = llvm.mlir.constant([1 : i32, 2 : i16]) : !llvm.struct<(i32, i16)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i16)>
  llvm.return %1 : i16
}
