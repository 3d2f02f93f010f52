// RUN-DESCENT: translate --mlir-to-llvmir
// `nontemporal` on llvm.intr.masked.load is the `!nontemporal !{i32 1}` attachment, one
// node shared with llvm.load's.
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %a = llvm.intr.masked.load %p, %m {alignment = 4 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %b = llvm.intr.masked.load %p, %m, %pt {alignment = 8 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %c = llvm.intr.masked.load %p, %m, %pt {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %l = llvm.load %p {nontemporal} : !llvm.ptr -> vector<4xf32>
  %s = llvm.fadd %a, %b : vector<4xf32>
  %t = llvm.fadd %s, %c : vector<4xf32>
  %u = llvm.fadd %t, %l : vector<4xf32>
  llvm.return %u : vector<4xf32>
}
llvm.func @g(%p: !llvm.ptr, %m: vector<4xi1>, %c: i1) -> vector<4xf32> attributes {no_unwind} {
  llvm.cond_br %c weights([1, 2]), ^bb1, ^bb2
^bb1:
  %a = "llvm.intr.masked.load"(%p, %m) <{alignment = 16 : i32, nontemporal}> : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.return %a : vector<4xf32>
^bb2:
  %z = llvm.mlir.zero : vector<4xf32>
  llvm.return %z : vector<4xf32>
}
