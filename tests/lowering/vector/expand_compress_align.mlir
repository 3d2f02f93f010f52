// RUN-DESCENT: opt -convert-vector-to-llvm
// An expanding load's or compressing store's alignment other than 1 goes on the pointer argument.
func.func @e(%m: memref<?xindex>, %k: vector<11xi1>, %p: vector<11xindex>, %c0: index) -> vector<11xindex> {
  %0 = vector.expandload %m[%c0], %k, %p { alignment = 8 } : memref<?xindex>, vector<11xi1>, vector<11xindex> into vector<11xindex>
  vector.compressstore %m[%c0], %k, %0 { alignment = 16 } : memref<?xindex>, vector<11xi1>, vector<11xindex>
  %1 = vector.expandload %m[%c0], %k, %p { alignment = 1 } : memref<?xindex>, vector<11xi1>, vector<11xindex> into vector<11xindex>
  return %1 : vector<11xindex>
}
