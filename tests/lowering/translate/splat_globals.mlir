// RUN-DESCENT: translate --mlir-to-llvmir
// Splat initializers: a splat of zero is zeroinitializer whatever its size (a 4 GiB array
// must not be spelled out), other splats per element or as vector splats.
llvm.mlir.global common @big_(dense<0> : vector<4294967296xi8>) {addr_space = 0 : i32} : !llvm.array<4294967296 x i8>
llvm.mlir.global internal @v(dense<0.0> : vector<4xf32>) : vector<4xf32>
llvm.mlir.global internal @w(dense<2> : vector<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global internal @x(dense<2> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
