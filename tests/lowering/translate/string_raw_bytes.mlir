// RUN-DESCENT: translate --mlir-to-llvmir
// String initializers with \XX bytes that are not UTF-8: one array element per byte.
llvm.mlir.global private constant @a("\FA\F2") {addr_space = 0 : i32, dso_local} : !llvm.array<2 x i8>
llvm.mlir.global external constant @b("\C3\A9\FF") {addr_space = 0 : i32} : !llvm.array<3 x i8>
