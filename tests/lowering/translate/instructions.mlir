// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @mem(%p: !llvm.ptr, %v: i32, %f: f32) {
  %0 = llvm.load volatile %p : !llvm.ptr -> i32
  llvm.store volatile %0, %p : i32, !llvm.ptr
  %1 = llvm.load %p {nontemporal} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
  %3 = llvm.load %p invariant : !llvm.ptr -> i32
  %4 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %5 = llvm.load %p dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  %6 = llvm.cmpxchg weak volatile %p, %v, %0 syncscope("agent") acq_rel monotonic {alignment = 8 : i64} : !llvm.ptr, i32
  %7 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %8 = llvm.atomicrmw volatile umax %p, %v syncscope("x") seq_cst {alignment = 16 : i64} : !llvm.ptr, i32
  llvm.fence syncscope("agent") seq_cst
  %9 = llvm.load %p invariant_group : !llvm.ptr -> i32
  llvm.store %9, %p invariant_group : i32, !llvm.ptr
  llvm.return
}
llvm.func @consts() -> !llvm.struct<(bf16, vector<2xf64>, i1)> {
  %0 = llvm.mlir.constant(1.0 : bf16) : bf16
  %1 = llvm.mlir.constant(dense<[1.0, -0.5]> : vector<2xf64>) : vector<2xf64>
  %2 = llvm.mlir.constant(true) : i1
  %u = llvm.mlir.undef : !llvm.struct<(bf16, vector<2xf64>, i1)>
  %a = llvm.insertvalue %0, %u[0] : !llvm.struct<(bf16, vector<2xf64>, i1)>
  %b = llvm.insertvalue %1, %a[1] : !llvm.struct<(bf16, vector<2xf64>, i1)>
  %c = llvm.insertvalue %2, %b[2] : !llvm.struct<(bf16, vector<2xf64>, i1)>
  llvm.return %c : !llvm.struct<(bf16, vector<2xf64>, i1)>
}
llvm.func @vararg(%n: i32, ...) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %ap = llvm.alloca %c1 x !llvm.struct<"struct.va_list", (ptr)> : (i32) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %x = llvm.va_arg %ap : (!llvm.ptr) -> i32
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return %x : i32
}
llvm.func @asm(%a: i32) -> i32 {
  %0 = llvm.inline_asm asm_dialect = intel "mov $0, $1", "=r,r" %a : (i32) -> i32
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  llvm.return %0 : i32
}
llvm.func @sw(%c: i64) -> i32 {
  llvm.switch %c : i64, ^bb1 [
    -1: ^bb2,
    5: ^bb1
  ]
^bb1:
  %a = llvm.mlir.constant(1 : i32) : i32
  llvm.return %a : i32
^bb2:
  %b = llvm.mlir.constant(2 : i32) : i32
  llvm.return %b : i32
}
