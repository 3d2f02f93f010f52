// RUN-DESCENT: translate --mlir-to-llvmir
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>, %ps: vector<4x!llvm.ptr>) -> vector<4xf32> {
  %a = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %b = llvm.intr.masked.load %p, %m, %pt {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %b, %p, %m {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %c = llvm.intr.masked.gather %ps, %m {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>
  llvm.return %c : vector<4xf32>
}
llvm.func @g(%v: vector<4xf32>, %ps: vector<4x!llvm.ptr>, %m: vector<4xi1>) {
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  llvm.return
}
