// RUN-DESCENT: translate --mlir-to-llvmir
"llvm.mlir.global"() ({}) {sym_name = "global_aligned32", global_type = i64, value = 42 : i64, linkage = #llvm.linkage<private>, alignment = 32} : () -> ()
llvm.mlir.global private @global_aligned64(42 : i64) {alignment = 64 : i64} : i64
llvm.mlir.global internal @i32_global(42: i32) : i32
llvm.mlir.global internal constant @i32_const(52: i53) : i53
llvm.mlir.global internal @int_global_array(dense<62> : vector<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global internal constant @int_global_array_zero_elements(dense<> : tensor<3x0x4xf32>) : !llvm.array<3 x array<0 x array<4 x f32>>>
llvm.mlir.global internal @i32_global_addr_space(62: i32) {addr_space = 7 : i32} : i32
llvm.mlir.global internal @float_global(0.0: f32) : f32
llvm.mlir.global internal @float_global_array(dense<[-5.0]> : vector<1xf32>) : !llvm.array<1 x f32>
llvm.mlir.global internal constant @string_const("foobar") : !llvm.array<6 x i8>
llvm.mlir.global internal @int_global_undef() : i64
llvm.mlir.global internal constant @int_gep() : !llvm.ptr {
  %addr = llvm.mlir.addressof @i32_global : !llvm.ptr
  %_c0 = llvm.mlir.constant(2: i32) :i32
  %gepinit = llvm.getelementptr %addr[%_c0] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.return %gepinit : !llvm.ptr
}
llvm.mlir.global external @explicit_undef() : i32 {
  %0 = llvm.mlir.undef : i32
  llvm.return %0 : i32
}
llvm.mlir.global external @explicit_poison() : i32 {
  %0 = llvm.mlir.poison : i32
  llvm.return %0 : i32
}
llvm.mlir.global internal constant @struct_constant() : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(2.0 : f32) : f32
  %3 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>
  %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(i32, f32)>
  llvm.return %4 : !llvm.struct<(i32, f32)>
}
llvm.mlir.global private @private(42 : i32) : i32
llvm.mlir.global internal @internal(42 : i32) : i32
llvm.mlir.global available_externally @available_externally(42 : i32) : i32
llvm.mlir.global linkonce @linkonce(42 : i32) : i32
llvm.mlir.global weak @weak(42 : i32) : i32
llvm.mlir.global common @common(0 : i32) : i32
llvm.mlir.global appending @appending(dense<[0, 1]> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global extern_weak @extern_weak() : i32
llvm.mlir.global linkonce_odr @linkonce_odr(42 : i32) : i32
llvm.mlir.global weak_odr @weak_odr(42 : i32) : i32
llvm.mlir.global external @external() : i32
llvm.mlir.global external @dso_local_var() {dso_local} : !llvm.ptr {
  %0 = llvm.mlir.addressof @dso_local_var : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal thread_local constant @has_thr_local(42 : i64) : i64
llvm.mlir.global internal thread_local unnamed_addr constant @has_thr_local_unnamed_addr(42 : i64) : i64
llvm.mlir.global internal constant @sectionvar("teststring")  {section = ".mysection"}: !llvm.array<10 x i8>
llvm.mlir.global internal local_unnamed_addr constant @local_unnamed_addr(42 : i64) : i64
llvm.mlir.global internal unnamed_addr constant @unnamed_addr(42 : i64) : i64
llvm.mlir.global internal constant @vec_splat(dense<1.0> : vector<4xf32>) : vector<4xf32>
llvm.mlir.global internal constant @nested_arr(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>) : !llvm.array<2 x array<2 x f64>>
llvm.mlir.global internal constant @i1arr(dense<[true, false]> : tensor<2xi1>) : !llvm.array<2 x i1>
llvm.mlir.global internal constant @f16g(1.5 : f16) : f16
llvm.mlir.global internal constant @bf16g(1.5 : bf16) : bf16
llvm.mlir.global internal constant @i128g(170141183460469231731687303715884105727 : i128) : i128
llvm.mlir.global internal constant @neg(-5 : i8) : i8
