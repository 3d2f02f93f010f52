// RUN-DESCENT: translate --mlir-to-llvmir
module {
  llvm.func @printClose()
  llvm.func @printOpen()
  llvm.mlir.global private constant @vector_print_str_0(dense<[97, 103, 97, 105, 110, 10, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
  llvm.func @printString(!llvm.ptr)
  llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
  llvm.func @printF16(i16)
  llvm.func @printI64(i64)
  llvm.func @printU64(i64)
  llvm.func @printComma()
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @printF32(f32)
  llvm.func @broadcast_extract_insert(%arg0: f32, %arg1: vector<4xf32>, %arg2: !llvm.array<2 x vector<4xf32>>, %arg3: i64, %arg4: vector<1xf32>, %arg5: !llvm.array<2 x array<3 x vector<4xi8>>>, %arg6: i8) -> !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> {
    %0 = llvm.mlir.poison : vector<4xf32>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<4xf32>
    %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32> 
    %4 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
    %5 = llvm.mlir.poison : vector<4xf32>
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.insertelement %arg0, %5[%6 : i32] : vector<4xf32>
    %8 = llvm.shufflevector %7, %7 [0, 0, 0, 0] : vector<4xf32> 
    %9 = llvm.insertvalue %8, %4[0] : !llvm.array<2 x vector<4xf32>> 
    %10 = llvm.insertvalue %8, %9[1] : !llvm.array<2 x vector<4xf32>> 
    %11 = llvm.mlir.constant(1 : i64) : i64
    %12 = llvm.extractelement %arg1[%11 : i64] : vector<4xf32>
    %13 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %14 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %15 = llvm.mlir.constant(2 : i64) : i64
    %16 = llvm.extractelement %14[%15 : i64] : vector<4xf32>
    %17 = llvm.extractelement %arg1[%arg3 : i64] : vector<4xf32>
    %18 = llvm.mlir.constant(2 : i64) : i64
    %19 = llvm.insertelement %arg0, %arg1[%18 : i64] : vector<4xf32>
    %20 = llvm.insertvalue %arg1, %arg2[0] : !llvm.array<2 x vector<4xf32>> 
    %21 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %22 = llvm.insertelement %arg0, %21[%arg3 : i64] : vector<4xf32>
    %23 = llvm.insertvalue %22, %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %24 = llvm.mlir.poison : vector<1xf32>
    %25 = llvm.mlir.constant(0 : i32) : i32
    %26 = llvm.insertelement %arg0, %24[%25 : i32] : vector<1xf32>
    %27 = llvm.mlir.constant(0 : i64) : i64
    %28 = llvm.extractelement %arg4[%27 : i64] : vector<1xf32>
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.insertelement %arg0, %arg4[%29 : i64] : vector<1xf32>
    %31 = llvm.extractvalue %arg5[1, 2] : !llvm.array<2 x array<3 x vector<4xi8>>> 
    %32 = llvm.mlir.constant(3 : i64) : i64
    %33 = llvm.insertelement %arg6, %31[%32 : i64] : vector<4xi8>
    %34 = llvm.insertvalue %33, %arg5[1, 2] : !llvm.array<2 x array<3 x vector<4xi8>>> 
    %35 = llvm.extractvalue %arg5[1] : !llvm.array<2 x array<3 x vector<4xi8>>> 
    %36 = llvm.extractvalue %arg5[0, 2] : !llvm.array<2 x array<3 x vector<4xi8>>> 
    %37 = llvm.extractelement %36[%arg3 : i64] : vector<4xi8>
    %38 = llvm.mlir.poison : vector<[4]xf32>
    %39 = llvm.mlir.constant(0 : i32) : i32
    %40 = llvm.insertelement %arg0, %38[%39 : i32] : vector<[4]xf32>
    %41 = llvm.shufflevector %40, %38 [0, 0, 0, 0] : vector<[4]xf32> 
    %42 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)>
    %43 = llvm.insertvalue %3, %42[0] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %44 = llvm.insertvalue %10, %43[1] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %45 = llvm.insertvalue %12, %44[2] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %46 = llvm.insertvalue %13, %45[3] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %47 = llvm.insertvalue %16, %46[4] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %48 = llvm.insertvalue %17, %47[5] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %49 = llvm.insertvalue %19, %48[6] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %50 = llvm.insertvalue %20, %49[7] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %51 = llvm.insertvalue %23, %50[8] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %52 = llvm.insertvalue %26, %51[9] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %53 = llvm.insertvalue %28, %52[10] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %54 = llvm.insertvalue %30, %53[11] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %55 = llvm.insertvalue %34, %54[12] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %56 = llvm.insertvalue %35, %55[13] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %57 = llvm.insertvalue %37, %56[14] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    %58 = llvm.insertvalue %41, %57[15] : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)> 
    llvm.return %58 : !llvm.struct<(vector<4xf32>, array<2 x vector<4xf32>>, f32, vector<4xf32>, f32, f32, vector<4xf32>, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<1xf32>, f32, vector<1xf32>, array<2 x array<3 x vector<4xi8>>>, array<3 x vector<4xi8>>, i8, vector<[4]xf32>)>
  }
  llvm.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<2xf32>, %arg2: !llvm.array<2 x vector<4xf32>>, %arg3: f32, %arg4: f32, %arg5: vector<[4]xf32>, %arg6: vector<4xi8>) -> !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> {
    %0 = llvm.shufflevector %arg0, %arg0 [0, 5, 2] : vector<4xf32> 
    %1 = llvm.mlir.poison : vector<3xf32>
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.extractelement %arg0[%2 : i64] : vector<4xf32>
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.insertelement %3, %1[%4 : i64] : vector<3xf32>
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.extractelement %arg1[%6 : i64] : vector<2xf32>
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.insertelement %7, %5[%8 : i64] : vector<3xf32>
    %10 = llvm.mlir.constant(2 : index) : i64
    %11 = llvm.extractelement %arg0[%10 : i64] : vector<4xf32>
    %12 = llvm.mlir.constant(2 : index) : i64
    %13 = llvm.insertelement %11, %9[%12 : i64] : vector<3xf32>
    %14 = llvm.bitcast %arg0 : vector<4xf32> to vector<8xi16>
    %15 = llvm.mlir.poison : vector<2xf32>
    %16 = llvm.mlir.constant(0 : i64) : i64
    %17 = llvm.insertelement %arg3, %15[%16 : i64] : vector<2xf32>
    %18 = llvm.mlir.constant(1 : i64) : i64
    %19 = llvm.insertelement %arg4, %17[%18 : i64] : vector<2xf32>
    %20 = llvm.mlir.constant(0 : i64) : i64
    %21 = llvm.extractelement %arg1[%20 : i64] : vector<2xf32>
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.extractelement %arg1[%22 : i64] : vector<2xf32>
    %24 = llvm.shufflevector %arg0, %arg0 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32> 
    %25 = llvm.mlir.poison : vector<4xf32>
    %26 = llvm.shufflevector %arg0, %25 [0, 2] : vector<4xf32> 
    %27 = llvm.shufflevector %arg0, %25 [1, 3] : vector<4xf32> 
    %28 = llvm.mlir.poison : !llvm.array<3 x vector<4xf32>>
    %29 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<4xf32>> 
    %30 = llvm.insertvalue %29, %28[0] : !llvm.array<3 x vector<4xf32>> 
    %31 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %32 = llvm.insertvalue %31, %30[1] : !llvm.array<3 x vector<4xf32>> 
    %33 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %34 = llvm.insertvalue %33, %32[2] : !llvm.array<3 x vector<4xf32>> 
    %35 = "llvm.intr.vector.interleave2"(%arg5, %arg5) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
    %36 = llvm.intr.stepvector : vector<[4]xi64>
    %37 = llvm.bitcast %arg6 : vector<4xi8> to vector<1xi32>
    %38 = llvm.mlir.poison : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)>
    %39 = llvm.insertvalue %0, %38[0] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %40 = llvm.insertvalue %13, %39[1] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %41 = llvm.insertvalue %14, %40[2] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %42 = llvm.insertvalue %19, %41[3] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %43 = llvm.insertvalue %21, %42[4] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %44 = llvm.insertvalue %23, %43[5] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %45 = llvm.insertvalue %24, %44[6] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %46 = llvm.insertvalue %26, %45[7] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %47 = llvm.insertvalue %27, %46[8] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %48 = llvm.insertvalue %34, %47[9] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %49 = llvm.insertvalue %35, %48[10] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %50 = llvm.insertvalue %36, %49[11] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    %51 = llvm.insertvalue %37, %50[12] : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)> 
    llvm.return %51 : !llvm.struct<(vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, array<3 x vector<4xf32>>, vector<[8]xf32>, vector<[4]xi64>, vector<1xi32>)>
  }
  llvm.func @reductions_and_memory(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>, %arg3: i32, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: vector<4xi1>) -> !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg4, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg5, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg6, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg7, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg8, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %7 = "llvm.intr.vector.reduce.fadd"(%6, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %8 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %9 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %10 = "llvm.intr.vector.reduce.fmul"(%9, %arg0) <{fastmathFlags = #llvm.fastmath<nnan>}> : (f32, vector<4xf32>) -> f32
    %11 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<4xf32>) -> f32
    %12 = llvm.intr.maxnum(%11, %arg1) : (f32, f32) -> f32
    %13 = llvm.intr.vector.reduce.fminimum(%arg0) : (vector<4xf32>) -> f32
    %14 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<4xi32>) -> i32
    %15 = llvm.add %arg3, %14 : i32
    %16 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<4xi32>) -> i32
    %17 = llvm.icmp "sge" %arg3, %16 : i32
    %18 = llvm.select %17, %arg3, %16 : i1, i32
    %19 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<4xi32>) -> i32
    %20 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<4xi32>) -> i32
    %21 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %22 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.getelementptr %22[%arg9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %25 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.getelementptr %25[%arg9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %arg0, %26 {alignment = 4 : i64, nontemporal} : vector<4xf32>, !llvm.ptr
    %27 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.getelementptr %27[%arg9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %29 = llvm.intr.masked.load %28, %arg10, %arg0 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %30 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.getelementptr %30[%arg9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %arg0, %31, %arg10 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)>
    %33 = llvm.insertvalue %7, %32[0] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %34 = llvm.insertvalue %8, %33[1] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %35 = llvm.insertvalue %10, %34[2] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %36 = llvm.insertvalue %12, %35[3] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %37 = llvm.insertvalue %13, %36[4] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %38 = llvm.insertvalue %15, %37[5] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %39 = llvm.insertvalue %18, %38[6] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %40 = llvm.insertvalue %19, %39[7] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %41 = llvm.insertvalue %20, %40[8] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %42 = llvm.insertvalue %21, %41[9] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %43 = llvm.insertvalue %24, %42[10] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    %44 = llvm.insertvalue %29, %43[11] : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)> 
    llvm.return %44 : !llvm.struct<(f32, f32, f32, f32, f32, i32, i32, i32, i32, vector<4xf32>, vector<4xf32>, vector<4xf32>)>
  }
  llvm.func @more_reductions(%arg0: vector<4xf64>, %arg1: f64, %arg2: vector<8xi64>, %arg3: i64, %arg4: vector<[4]xi16>, %arg5: i16) -> !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> {
    %0 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<4xf64>) -> f64
    %1 = llvm.intr.minnum(%0, %arg1) : (f64, f64) -> f64
    %2 = llvm.intr.vector.reduce.fmaximum(%arg0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<4xf64>) -> f64
    %3 = llvm.intr.maximum(%2, %arg1) : (f64, f64) -> f64
    %4 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f64, vector<4xf64>) -> f64
    %5 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<8xi64>) -> i64
    %6 = llvm.and %arg3, %5 : i64
    %7 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<8xi64>) -> i64
    %8 = "llvm.intr.vector.reduce.or"(%arg4) : (vector<[4]xi16>) -> i16
    %9 = llvm.or %arg5, %8 : i16
    %10 = "llvm.intr.vector.reduce.umin"(%arg4) : (vector<[4]xi16>) -> i16
    %11 = llvm.icmp "ule" %arg5, %10 : i16
    %12 = llvm.select %11, %arg5, %10 : i1, i16
    %13 = "llvm.intr.vector.reduce.umax"(%arg4) : (vector<[4]xi16>) -> i16
    %14 = llvm.icmp "uge" %arg5, %13 : i16
    %15 = llvm.select %14, %arg5, %13 : i1, i16
    %16 = llvm.mlir.poison : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)>
    %17 = llvm.insertvalue %1, %16[0] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %18 = llvm.insertvalue %3, %17[1] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %19 = llvm.insertvalue %4, %18[2] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %20 = llvm.insertvalue %6, %19[3] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %21 = llvm.insertvalue %7, %20[4] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %22 = llvm.insertvalue %9, %21[5] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %23 = llvm.insertvalue %12, %22[6] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    %24 = llvm.insertvalue %15, %23[7] : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)> 
    llvm.return %24 : !llvm.struct<(f64, f64, f64, i64, i64, i16, i16, i16)>
  }
  llvm.func @print(%arg0: f32, %arg1: f64, %arg2: i64, %arg3: i1, %arg4: i8, %arg5: i16, %arg6: f16, %arg7: i64, %arg8: vector<3xf32>) {
    llvm.call @printF32(%arg0) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printF64(%arg1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%arg2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %0 = llvm.zext %arg3 : i1 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %1 = llvm.zext %arg4 : i8 to i64
    llvm.call @printU64(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %2 = llvm.sext %arg5 : i16 to i64
    llvm.call @printI64(%2) : (i64) -> ()
    %3 = llvm.bitcast %arg6 : f16 to i16
    llvm.call @printF16(%3) : (i16) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%arg7) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %4 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
    llvm.call @printString(%5) : (!llvm.ptr) -> ()
    %6 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
    %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
    llvm.call @printString(%7) : (!llvm.ptr) -> ()
    llvm.call @printOpen() : () -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @memory_and_scalable(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: vector<4xf32>, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: vector<[8]xf32>, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64) -> !llvm.struct<(vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>, i64, vector<4xf32>, vector<[8]xf32>, vector<4xf32>)> {
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
}

