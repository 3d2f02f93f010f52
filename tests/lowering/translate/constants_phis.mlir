// RUN-DESCENT: translate --mlir-to-llvmir
module {
  llvm.mlir.global internal constant @g(dense<[1.0, 2.5]> : tensor<2xf32>) : !llvm.array<2 x f32>
  llvm.mlir.global private @s("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
  llvm.func @f(%a: i32, %b: f32, %p: !llvm.ptr) -> !llvm.struct<(i32, f32)> {
    %c = llvm.mlir.constant(5 : i32) : i32
    %x = llvm.add %a, %c overflow<nsw> : i32
    %f = llvm.mlir.constant(0.1 : f32) : f32
    %f2 = llvm.mlir.constant(1234567.0 : f64) : f64
    %f3 = llvm.mlir.constant(12345678.0 : f64) : f64
    %y = llvm.fadd %b, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
    %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %s1 = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, f32)>
    %s2 = llvm.insertvalue %y, %s1[1] : !llvm.struct<(i32, f32)>
    %g = llvm.mlir.addressof @g : !llvm.ptr
    %l = llvm.load %g : !llvm.ptr -> f32
    llvm.store %f2, %p : f64, !llvm.ptr
    llvm.store %f3, %p : f64, !llvm.ptr
    %e = llvm.intr.fabs(%l) : (f32) -> f32
    %e2 = llvm.intr.sqrt(%e) : (f32) -> f32
    %c1 = llvm.icmp "slt" %a, %c : i32
    llvm.cond_br %c1, ^bb1(%a : i32), ^bb1(%x : i32)
  ^bb1(%z: i32):
    llvm.return %s2 : !llvm.struct<(i32, f32)>
  }
  llvm.func @ext(i64) -> i64 attributes {sym_visibility = "private"}
}
