// RUN-DESCENT: translate --mlir-to-llvmir
module {
  llvm.func @f(%arg0: f32, %arg1: vector<[4]xf32>, %arg2: !llvm.array<2 x vector<[4]xf32>>, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: vector<[4]xi1>) -> !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.array<2 x vector<[4]xf32>>
    %7 = llvm.mlir.poison : vector<[4]xf32>
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.insertelement %arg0, %7[%8 : i32] : vector<[4]xf32>
    %10 = llvm.shufflevector %9, %9 [0, 0, 0, 0] : vector<[4]xf32> 
    %11 = llvm.insertvalue %10, %6[0] : !llvm.array<2 x vector<[4]xf32>> 
    %12 = llvm.insertvalue %10, %11[1] : !llvm.array<2 x vector<[4]xf32>> 
    %13 = llvm.extractelement %arg1[%arg8 : i64] : vector<[4]xf32>
    %14 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<[4]xf32>> 
    %15 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.getelementptr %15[%arg8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> vector<[4]xf32>
    %18 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.getelementptr %18[%arg8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %20 = llvm.intr.masked.load %19, %arg9, %arg1 {alignment = 4 : i32} : (!llvm.ptr, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
    %21 = llvm.insertvalue %arg1, %arg2[0] : !llvm.array<2 x vector<[4]xf32>> 
    %22 = "llvm.intr.vector.interleave2"(%arg1, %arg1) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
    %23 = "llvm.intr.vector.deinterleave2"(%arg1) : (vector<[4]xf32>) -> !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
    %24 = llvm.extractvalue %23[0] : !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)> 
    %25 = llvm.extractvalue %23[1] : !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)> 
    %26 = llvm.mlir.poison : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)>
    %27 = llvm.insertvalue %12, %26[0] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %28 = llvm.insertvalue %13, %27[1] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %29 = llvm.insertvalue %14, %28[2] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %30 = llvm.insertvalue %17, %29[3] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %31 = llvm.insertvalue %20, %30[4] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %32 = llvm.insertvalue %21, %31[5] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %33 = llvm.insertvalue %22, %32[6] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %34 = llvm.insertvalue %24, %33[7] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    %35 = llvm.insertvalue %25, %34[8] : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)> 
    llvm.return %35 : !llvm.struct<(array<2 x vector<[4]xf32>>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, array<2 x vector<[4]xf32>>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>)>
  }
  llvm.func @g(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: vector<4xi8>, %arg3: vector<[4]xf32>, %arg4: vector<[4]xi1>) -> !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> {
    %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = "llvm.intr.vp.reduce.fmax"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %3 = llvm.mlir.constant(0xFFC00000 : f32) : f32
    %4 = llvm.mlir.constant(4 : i32) : i32
    %5 = "llvm.intr.vp.reduce.fmin"(%3, %arg0, %arg1, %4) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %6 = llvm.mlir.constant(-1 : i8) : i8
    %7 = llvm.mlir.constant(4 : i32) : i32
    %8 = "llvm.intr.vp.reduce.umin"(%6, %arg2, %arg1, %7) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
    %9 = llvm.mlir.constant(127 : i8) : i8
    %10 = llvm.mlir.constant(4 : i32) : i32
    %11 = "llvm.intr.vp.reduce.smin"(%9, %arg2, %arg1, %10) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
    %12 = llvm.mlir.constant(-128 : i8) : i8
    %13 = llvm.mlir.constant(4 : i32) : i32
    %14 = "llvm.intr.vp.reduce.smax"(%12, %arg2, %arg1, %13) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
    %15 = llvm.mlir.constant(-1 : i8) : i8
    %16 = llvm.mlir.constant(4 : i32) : i32
    %17 = "llvm.intr.vp.reduce.and"(%15, %arg2, %arg1, %16) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
    %18 = llvm.mlir.constant(1 : i8) : i8
    %19 = llvm.mlir.constant(4 : i32) : i32
    %20 = "llvm.intr.vp.reduce.mul"(%18, %arg2, %arg1, %19) : (i8, vector<4xi8>, vector<4xi1>, i32) -> i8
    %21 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %22 = llvm.mlir.constant(4 : i32) : i32
    %23 = "llvm.intr.vscale"() : () -> i64
    %24 = llvm.trunc %23 : i64 to i32
    %25 = llvm.mul %24, %22 : i32
    %26 = "llvm.intr.vp.reduce.fadd"(%21, %arg3, %arg4, %25) : (f32, vector<[4]xf32>, vector<[4]xi1>, i32) -> f32
    %27 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %28 = llvm.mlir.constant(4 : i32) : i32
    %29 = "llvm.intr.vp.reduce.fmul"(%27, %arg0, %arg1, %28) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %30 = llvm.mlir.poison : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)>
    %31 = llvm.insertvalue %2, %30[0] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %32 = llvm.insertvalue %5, %31[1] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %33 = llvm.insertvalue %8, %32[2] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %34 = llvm.insertvalue %11, %33[3] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %35 = llvm.insertvalue %14, %34[4] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %36 = llvm.insertvalue %17, %35[5] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %37 = llvm.insertvalue %20, %36[6] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %38 = llvm.insertvalue %26, %37[7] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    %39 = llvm.insertvalue %29, %38[8] : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)> 
    llvm.return %39 : !llvm.struct<(f32, f32, i8, i8, i8, i8, i8, f32, f32)>
  }
  llvm.func @h(%arg0: vector<1xf32>, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: vector<1xi32>) -> !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %7 = llvm.bitcast %arg0 : vector<1xf32> to vector<1xi32>
    %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %9 = "llvm.intr.vector.reduce.fadd"(%8, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
    %10 = llvm.mlir.poison : vector<1xf32>
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.insertelement %arg1, %10[%11 : i64] : vector<1xf32>
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.extractelement %arg0[%13 : i64] : vector<1xf32>
    %15 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.getelementptr %15[%arg7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
    %18 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.getelementptr %18[%arg7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %arg0, %19 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
    %20 = llvm.shufflevector %arg0, %arg0 [0, 1] : vector<1xf32> 
    %21 = "llvm.intr.vector.reduce.smax"(%arg8) : (vector<1xi32>) -> i32
    %22 = llvm.mlir.poison : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)>
    %23 = llvm.insertvalue %6, %22[0] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %24 = llvm.insertvalue %7, %23[1] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %25 = llvm.insertvalue %9, %24[2] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %26 = llvm.insertvalue %12, %25[3] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %27 = llvm.insertvalue %14, %26[4] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %28 = llvm.insertvalue %17, %27[5] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %29 = llvm.insertvalue %20, %28[6] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    %30 = llvm.insertvalue %21, %29[7] : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)> 
    llvm.return %30 : !llvm.struct<(vector<1xf32>, vector<1xi32>, f32, vector<1xf32>, f32, vector<1xf32>, vector<2xf32>, i32)>
  }
  llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: vector<4xf32>, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: vector<[8]xf32>, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64) -> !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg17, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg18, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg19, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg20, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg22, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg21, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg23, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg9, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg10, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg12, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg14, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg13, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg15, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %arg4, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.getelementptr %22[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.getelementptr %23[%arg6] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
    %25 = llvm.intr.masked.gather %24, %arg7, %arg8 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %26 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.getelementptr %26[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %28 = llvm.getelementptr %27[%arg6] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
    llvm.intr.masked.scatter %arg8, %28, %arg7 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
    %29 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.getelementptr %29[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %31 = "llvm.intr.masked.expandload"(%30, %arg7, %arg8) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %32 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.getelementptr %32[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.masked.compressstore"(%arg8, %33, %arg7) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
    %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %35 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(ptr, ptr, i64)> 
    %37 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %37, %36[1] : !llvm.struct<(ptr, ptr, i64)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64)> 
    %41 = "llvm.intr.vscale"() : () -> i64
    %42 = llvm.intr.vector.extract %arg16[4] : vector<4xf32> from vector<[8]xf32>
    %43 = llvm.intr.vector.insert %arg8, %arg16[0] : vector<4xf32> into vector<[8]xf32>
    %44 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.mul %arg5, %45 : i64
    %47 = llvm.add %46, %arg5 : i64
    %48 = llvm.getelementptr %44[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %49 = llvm.getelementptr %48[%arg6] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
    %50 = llvm.intr.masked.gather %49, %arg7, %arg8 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %51 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)>
    %52 = llvm.insertvalue %25, %51[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    %53 = llvm.insertvalue %31, %52[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    %54 = llvm.insertvalue %40, %53[2] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    %55 = llvm.insertvalue %41, %54[3] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    %56 = llvm.insertvalue %42, %55[4] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    %57 = llvm.insertvalue %43, %56[5] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    %58 = llvm.insertvalue %50, %57[6] : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> 
    llvm.return %58 : !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)>
  }
  llvm.func @l(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32, %arg3: vector<4xi32>, %arg4: i32) -> !llvm.struct<(f32, i32, f32)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = "llvm.intr.vp.reduce.smax"(%arg4, %arg3, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = "llvm.intr.vp.reduce.fmax"(%arg2, %arg0, %arg1, %5) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %7 = llvm.mlir.poison : !llvm.struct<(f32, i32, f32)>
    %8 = llvm.insertvalue %2, %7[0] : !llvm.struct<(f32, i32, f32)> 
    %9 = llvm.insertvalue %4, %8[1] : !llvm.struct<(f32, i32, f32)> 
    %10 = llvm.insertvalue %6, %9[2] : !llvm.struct<(f32, i32, f32)> 
    llvm.return %10 : !llvm.struct<(f32, i32, f32)>
  }
}

