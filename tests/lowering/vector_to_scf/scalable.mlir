// RUN-DESCENT: opt "-convert-vector-to-scf=lower-scalable lower-tensors"
// `lower-scalable`: an in-bounds write of a transposed vector<Mx[N]> loops over the
// scalable dim, writing the elements of every row as one vector.from_elements; a mask's
// first size bounds the loop, the others mask each write. Leading scalable dims are not
// unpacked into a buffer (the masked read stays).

func.func @to_tensor(%v: vector<2x[8]xi16>, %t: tensor<?x?xi16>, %i: index) -> tensor<?x?xi16> {
  %tr = vector.transpose %v, [1, 0] : vector<2x[8]xi16> to vector<[8]x2xi16>
  %r = vector.transfer_write %tr, %t[%i, %i] {in_bounds = [true, true]} : vector<[8]x2xi16>, tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}

func.func @masked(%v: vector<3x[4]xf32>, %m: memref<?x?xf32>, %i: index, %rows: index, %cols: index) {
  %tr = vector.transpose %v, [1, 0] : vector<3x[4]xf32> to vector<[4]x3xf32>
  %mask = vector.create_mask %rows, %cols : vector<[4]x3xi1>
  vector.transfer_write %tr, %m[%i, %i], %mask {in_bounds = [true, false]} : vector<[4]x3xf32>, memref<?x?xf32>
  %all = vector.constant_mask [4, 1] : vector<[4]x3xi1>
  vector.transfer_write %tr, %m[%i, %i], %all {in_bounds = [true, true]} : vector<[4]x3xf32>, memref<?x?xf32>
  return
}

func.func @leading_scalable_read(%m: memref<?x4xf32>, %n: index) -> vector<[4]x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %mask = vector.create_mask %n, %c4 : vector<[4]x4xi1>
  %r = vector.transfer_read %m[%c0, %c0], %pad, %mask {in_bounds = [true, true]} : memref<?x4xf32>, vector<[4]x4xf32>
  return %r : vector<[4]x4xf32>
}
