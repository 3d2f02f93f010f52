// RUN-DESCENT: opt -convert-vector-to-llvm=use-vector-alignment=1
// Loads, stores, masked ones, gathers and scatters aligned as their vector type.
func.func @f(%m: memref<10x20xf16>, %i: index, %v: vector<6xf16>, %k: vector<6xi1>,
             %x: vector<6xi32>) -> (vector<6xf16>, vector<6xf16>, vector<6xf16>) {
  %0 = vector.load %m[%i, %i] : memref<10x20xf16>, vector<6xf16>
  vector.store %v, %m[%i, %i] : memref<10x20xf16>, vector<6xf16>
  %1 = vector.maskedload %m[%i, %i], %k, %v : memref<10x20xf16>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  vector.maskedstore %m[%i, %i], %k, %v : memref<10x20xf16>, vector<6xi1>, vector<6xf16>
  %2 = vector.gather %m[%i, %i][%x], %k, %v : memref<10x20xf16>, vector<6xi32>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  vector.scatter %m[%i, %i][%x], %k, %v : memref<10x20xf16>, vector<6xi32>, vector<6xi1>, vector<6xf16>
  return %0, %1, %2 : vector<6xf16>, vector<6xf16>, vector<6xf16>
}
