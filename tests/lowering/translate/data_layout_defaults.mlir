// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %b = llvm.alloca %c1 x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
  %b2 = llvm.alloca %n x !llvm.array<3 x i8> : (i64) -> !llvm.ptr
  %b3 = llvm.alloca %c1 x vector<3xf32> : (i32) -> !llvm.ptr
  %b4 = llvm.alloca %c1 x i128 : (i32) -> !llvm.ptr
  %b5 = llvm.alloca %c1 x i1 : (i32) -> !llvm.ptr
  %b6 = llvm.alloca %c1 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i32) -> !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> i64
  %1 = llvm.load %p : !llvm.ptr -> i128
  %2 = llvm.load %p : !llvm.ptr -> vector<3xf32>
  %3 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i64)>
  %4 = llvm.load %p : !llvm.ptr -> i48
  %5 = llvm.load %p : !llvm.ptr -> f16
  %6 = llvm.load %p : !llvm.ptr -> f128
  %7 = llvm.load %p : !llvm.ptr -> vector<4xi64>
  %8 = llvm.atomicrmw add %p, %n seq_cst : !llvm.ptr, i64
  %v = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
  %w = llvm.mlir.constant(dense<[1,2,3,4]> : vector<4xi32>) : vector<4xi32>
  %z = llvm.mlir.zero : vector<4xi32>
  %s = llvm.add %v, %w : vector<4xi32>
  llvm.store %v, %p : vector<4xi32>, !llvm.ptr
  llvm.store %z, %p : vector<4xi32>, !llvm.ptr
  llvm.store %s, %p : vector<4xi32>, !llvm.ptr
  %g = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64)>
  %u = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
  %i = llvm.mlir.constant(3735928559 : i64) : i64
  %ip = llvm.inttoptr %i : i64 to !llvm.ptr
  %u1 = llvm.insertvalue %ip, %u[0] : !llvm.struct<(ptr, i64)>
  %u2 = llvm.insertvalue %i, %u1[1] : !llvm.struct<(ptr, i64)>
  %e = llvm.extractvalue %u2[1] : !llvm.struct<(ptr, i64)>
  llvm.store %e, %p : i64, !llvm.ptr
  llvm.store %u2, %p : !llvm.struct<(ptr, i64)>, !llvm.ptr
  %f1 = llvm.mlir.constant(1.5 : f32) : f32
  %f2 = llvm.fadd %f1, %f1 : f32
  llvm.store %f2, %p : f32, !llvm.ptr
  %h = llvm.mlir.constant(1.5 : f16) : f16
  llvm.store %h, %p : f16, !llvm.ptr
  llvm.return
}
