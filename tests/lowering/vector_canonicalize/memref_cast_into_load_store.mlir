// RUN-DESCENT: opt --canonicalize
// vector.load/store/maskedload/maskedstore read through a memref.cast of a ranked memref
// (their folds); gather, scatter, expandload and compressstore keep the cast, and so does
// a load of a cast from an unranked memref.
func.func @casts(%m: memref<4x?xi16>, %u: memref<*xi16>, %v: vector<8xi16>, %mask: vector<8xi1>, %idx: vector<8xindex>, %i: index)
    -> (vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>) {
  %c = memref.cast %m : memref<4x?xi16> to memref<?x?xi16>
  %0 = vector.load %c[%i, %i] : memref<?x?xi16>, vector<8xi16>
  vector.store %0, %c[%i, %i] : memref<?x?xi16>, vector<8xi16>
  %1 = vector.maskedload %c[%i, %i], %mask, %v : memref<?x?xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  vector.maskedstore %c[%i, %i], %mask, %1 : memref<?x?xi16>, vector<8xi1>, vector<8xi16>
  %2 = vector.gather %c[%i, %i][%idx], %mask, %v : memref<?x?xi16>, vector<8xindex>, vector<8xi1>, vector<8xi16> into vector<8xi16>
  vector.compressstore %c[%i, %i], %mask, %2 : memref<?x?xi16>, vector<8xi1>, vector<8xi16>
  %r = memref.cast %u : memref<*xi16> to memref<?x?xi16>
  %3 = vector.load %r[%i, %i] : memref<?x?xi16>, vector<8xi16>
  return %0, %1, %2, %3 : vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>
}
