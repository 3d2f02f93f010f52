// RUN-DESCENT: opt -convert-vector-to-scf=full-unroll -split-input-file
// `full-unroll`: no buffer; each row is read and inserted with vector.insert (into the
// vector a single vector.insert use puts it in), or extracted and written, under a
// bounds check per row where a dim may run out of bounds; masks are split with
// vector.extract, a 1-D mask checked bit by bit.

func.func @read(%m: memref<?x?x?xf32>, %i: index) -> (vector<2x3x4xf32>, vector<2x3xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i, %i], %pad {in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  %b = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<?x?x?xf32>, vector<2x3xf32>
  return %a, %b : vector<2x3x4xf32>, vector<2x3xf32>
}

// -----

func.func @write(%m: memref<5x?xi16>, %i: index, %v: vector<3x4xi16>, %w: vector<2x3x4xi16>) {
  vector.transfer_write %v, %m[%i, %i] : vector<3x4xi16>, memref<5x?xi16>
  %e = vector.extract %w[1] : vector<3x4xi16> from vector<2x3x4xi16>
  vector.transfer_write %e, %m[%i, %i] {in_bounds = [true, false]} : vector<3x4xi16>, memref<5x?xi16>
  return
}

// -----

func.func @masks(%m: memref<?x?x?xf32>, %i: index, %mask: vector<2x3x4xi1>, %mask1: vector<3xi1>, %v: vector<3x4xf32>) -> (vector<2x3x4xf32>, vector<3x4xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i, %i], %pad, %mask {in_bounds = [true, true, true]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  %b = vector.transfer_read %m[%i, %i, %i], %pad, %mask1 {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0)>} : memref<?x?x?xf32>, vector<3x4xf32>
  %mask2 = vector.extract %mask[0] : vector<3x4xi1> from vector<2x3x4xi1>
  vector.transfer_write %v, %m[%i, %i, %i], %mask2 : vector<3x4xf32>, memref<?x?x?xf32>
  return %a, %b : vector<2x3x4xf32>, vector<3x4xf32>
}

// -----

// Positions of the vector.insert/extract used are kept mixed (static and dynamic).
func.func @dynamic_positions(%m: memref<?x?xf32>, %i: index, %big: vector<5x4x3xf32>, %w: vector<6x2x3xf32>) -> vector<5x4x3xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4x3xf32>
  %z = vector.insert %r, %big [%i] : vector<4x3xf32> into vector<5x4x3xf32>
  %e = vector.extract %w[%i] : vector<2x3xf32> from vector<6x2x3xf32>
  vector.transfer_write %e, %m[%i, %i] : vector<2x3xf32>, memref<?x?xf32>
  return %z : vector<5x4x3xf32>
}
