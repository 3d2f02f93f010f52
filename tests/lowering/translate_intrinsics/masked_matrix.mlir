// RUN-DESCENT: opt
// Round trip of the masked and matrix intrinsic ops (custom forms).
llvm.func @masked(%p : !llvm.ptr, %m : vector<7xi1>, %pt : vector<7xf32>, %ptrs : vector<7x!llvm.ptr>) -> vector<7xf32> {
  %0 = llvm.intr.masked.load %p, %m { alignment = 4: i32} : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
  %1 = llvm.intr.masked.load %p, %m, %pt { alignment = 8: i32, nontemporal} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.intr.masked.store %0, %p, %m { alignment = 16: i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %ptrs, %m { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
  %3 = llvm.intr.masked.gather %ptrs, %m, %pt { alignment = 2: i32} : (vector<7x!llvm.ptr>, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.intr.masked.scatter %2, %ptrs, %m { alignment = 8: i32} : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>
  %4 = "llvm.intr.masked.expandload"(%p, %m, %pt) : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  "llvm.intr.masked.compressstore"(%4, %p, %m) : (vector<7xf32>, !llvm.ptr, vector<7xi1>) -> ()
  %5 = "llvm.intr.masked.expandload"(%p, %m, %pt) {arg_attrs = [{llvm.align = 16 : i64}, {}, {}]} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  llvm.return %3 : vector<7xf32>
}
llvm.func @matrix(%p : !llvm.ptr, %s : i64, %a : vector<48xf32>, %c : vector<64xf32>, %b : vector<48xf32>) -> vector<48xf32> {
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %0, %p, <stride=%s> { isVolatile = 1: i1, rows = 3: i32, columns = 16: i32} : vector<48xf32> to !llvm.ptr stride i64
  %1 = llvm.intr.matrix.multiply %c, %b { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32} : (vector<64xf32>, vector<48xf32>) -> vector<12xf32>
  %2 = llvm.intr.matrix.transpose %a { rows = 3: i32, columns = 16: i32} : vector<48xf32> into vector<48xf32>
  llvm.return %2 : vector<48xf32>
}
