// RUN-DESCENT: opt --canonicalize
// Masks of constant sizes fold to constant masks and splats; slices, extracts,
// transposes and shape casts of masks are masks; memory ops with a constant mask drop it.

func.func @mask_sizes(%n: index) -> (vector<3x5xi1>, vector<3x5xi1>, vector<6xi1>, vector<[4]xi1>) {
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %a = vector.create_mask %c2, %c7 : vector<3x5xi1>
  %b = vector.create_mask %c2, %cm1 : vector<3x5xi1>
  %c = vector.create_mask %c7 : vector<6xi1>
  %d = vector.create_mask %cm1 : vector<[4]xi1>
  return %a, %b, %c, %d : vector<3x5xi1>, vector<3x5xi1>, vector<6xi1>, vector<[4]xi1>
}

func.func @mask_views(%n: index, %m: index, %i: index) -> (vector<5xi1>, vector<5xi1>, vector<5x3xi1>, vector<2x3xi1>, vector<2x2xi1>, vector<3xi1>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %mask = vector.create_mask %c3, %n : vector<3x5xi1>
  %e0 = vector.extract %mask[1] : vector<5xi1> from vector<3x5xi1>
  %e1 = vector.extract %mask[%i] : vector<5xi1> from vector<3x5xi1>
  %t = vector.transpose %mask, [1, 0] : vector<3x5xi1> to vector<5x3xi1>
  %s = vector.extract_strided_slice %mask {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<3x5xi1> to vector<2x3xi1>
  %cm = vector.constant_mask [2, 3] : vector<4x4xi1>
  %cs = vector.extract_strided_slice %cm {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %unit = vector.create_mask %m, %c1 : vector<3x1xi1>
  %sc = vector.shape_cast %unit : vector<3x1xi1> to vector<3xi1>
  return %e0, %e1, %t, %s, %cs, %sc : vector<5xi1>, vector<5xi1>, vector<5x3xi1>, vector<2x3xi1>, vector<2x2xi1>, vector<3xi1>
}

func.func @masked_memory(%m: memref<?xf32>, %pass: vector<8xf32>, %v: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %all = vector.constant_mask [8] : vector<8xi1>
  %none = vector.constant_mask [0] : vector<8xi1>
  %idx = vector.step : vector<8xindex>
  %m1 = vector.constant_mask [5] : vector<8xi1>
  %a = vector.maskedload %m[%c0], %all, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %b = vector.maskedload %m[%c0], %none, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %g = vector.gather %m[%c0][%idx], %m1, %pass : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%c0], %all, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%c0], %none, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.scatter %m[%c0][%idx], %m1, %v : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
  return %a, %b, %g : vector<8xf32>, vector<8xf32>, vector<8xf32>
}

func.func @step_compares() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c4 = arith.constant dense<4> : vector<4xindex>
  %c2 = arith.constant dense<2> : vector<4xindex>
  %s = vector.step : vector<4xindex>
  %a = arith.cmpi ult, %s, %c4 : vector<4xindex>
  %b = arith.cmpi uge, %c4, %s : vector<4xindex>
  %c = arith.cmpi ult, %s, %c2 : vector<4xindex>
  return %a, %b, %c : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
