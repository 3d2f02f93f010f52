// RUN-DESCENT: opt --convert-to-llvm
func.func @f(%x: f32, %v: vector<4xf32>, %w: vector<2x4xf32>, %i: index, %m: memref<?xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %x : f32 to vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %3 = vector.extract %v[1] : f32 from vector<4xf32>
  %4 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %5 = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %6 = vector.extract %v[%i] : f32 from vector<4xf32>
  %7 = vector.insert %x, %v [2] : f32 into vector<4xf32>
  %8 = vector.insert %v, %w [0] : vector<4xf32> into vector<2x4xf32>
  %9 = vector.insert %x, %w [1, 3] : f32 into vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>
}
func.func @g(%v: vector<4xf32>, %u: vector<2xf32>, %w: vector<2x4xf32>, %x: f32, %y: f32, %s: vector<[4]xf32>) -> (vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, vector<3x4xf32>, vector<2x2xf32>, vector<[8]xf32>, vector<[4]xindex>) {
  %0 = vector.shuffle %v, %v [0, 5, 2] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %v, %u [0, 5, 2] : vector<4xf32>, vector<2xf32>
  %2 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %3 = vector.from_elements %x, %y : vector<2xf32>
  %4:2 = vector.to_elements %u : vector<2xf32>
  %5 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %6, %7 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %8 = vector.shuffle %w, %w [0, 3, 1] : vector<2x4xf32>, vector<2x4xf32>
  %9 = vector.from_elements %x, %y, %x, %y : vector<2x2xf32>
  %10 = vector.interleave %s, %s : vector<[4]xf32> -> vector<[8]xf32>
  %11 = vector.step : vector<[4]xindex>
  return %0, %1, %2, %3, %4#0, %4#1, %5, %6, %7, %8, %9, %10, %11 : vector<3xf32>, vector<3xf32>, vector<8xi16>, vector<2xf32>, f32, f32, vector<8xf32>, vector<2xf32>, vector<2xf32>, vector<3x4xf32>, vector<2x2xf32>, vector<[8]xf32>, vector<[4]xindex>
}

func.func @masks_and_leftovers(%i: index, %w: vector<2x4xf32>, %v: vector<4xf32>, %m: memref<?x?xf32>, %t: vector<2x3xf32>) -> (vector<4xi1>, vector<4xi1>, vector<2x4xf32>, vector<4xf32>, vector<6xf32>, vector<4xf32>, vector<[4]xi1>) {
  %0 = vector.constant_mask [2] : vector<4xi1>
  %1 = vector.create_mask %i : vector<4xi1>
  %2 = vector.fma %w, %w, %w : vector<2x4xf32>
  %c0 = arith.constant 0.0 : f32
  %3 = vector.transfer_read %m[%i, %i], %c0 : memref<?x?xf32>, vector<4xf32>
  %4 = vector.shape_cast %t : vector<2x3xf32> to vector<6xf32>
  %5 = vector.step : vector<4xindex>
  %6 = arith.index_cast %5 : vector<4xindex> to vector<4xi32>
  %7 = arith.sitofp %6 : vector<4xi32> to vector<4xf32>
  %8 = vector.create_mask %i : vector<[4]xi1>
  return %0, %1, %2, %3, %4, %7, %8 : vector<4xi1>, vector<4xi1>, vector<2x4xf32>, vector<4xf32>, vector<6xf32>, vector<4xf32>, vector<[4]xi1>
}

func.func @masked_reductions(%v: vector<4xf32>, %m: vector<4xi1>, %vi: vector<4xi8>, %s: vector<[4]xf32>, %ms: vector<[4]xi1>) -> (f32, f32, i8, i8, i8, i8, i8, f32, f32) {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %2 = vector.mask %m { vector.reduction <minui>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %3 = vector.mask %m { vector.reduction <minsi>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %4 = vector.mask %m { vector.reduction <maxsi>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %5 = vector.mask %m { vector.reduction <and>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %6 = vector.mask %m { vector.reduction <mul>, %vi : vector<4xi8> into i8 } : vector<4xi1> -> i8
  %7 = vector.mask %ms { vector.reduction <add>, %s : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
  %8 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, i8, i8, i8, i8, i8, f32, f32
}

func.func @zero_d(%a: vector<f32>, %x: f32, %m: memref<?xf32>, %i: index, %b: vector<i32>) -> (vector<f32>, vector<i32>, f32, vector<f32>, f32, vector<f32>, vector<2xf32>, i32) {
  %0 = vector.fma %a, %a, %a : vector<f32>
  %1 = vector.bitcast %a : vector<f32> to vector<i32>
  %2 = vector.reduction <add>, %a : vector<f32> into f32
  %3 = vector.from_elements %x : vector<f32>
  %4 = vector.to_elements %a : vector<f32>
  %5 = vector.load %m[%i] : memref<?xf32>, vector<f32>
  vector.store %a, %m[%i] : memref<?xf32>, vector<f32>
  %6 = vector.interleave %a, %a : vector<f32> -> vector<2xf32>
  %7 = vector.reduction <maxsi>, %b : vector<i32> into i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<f32>, vector<i32>, f32, vector<f32>, f32, vector<f32>, vector<2xf32>, i32
}

func.func @shuffle_0d(%a: vector<f32>, %b: vector<f32>, %c: vector<2xf32>) -> (vector<2xf32>, vector<3xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  %1 = vector.shuffle %c, %c [0, 1, 3] : vector<2xf32>, vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<3xf32>
}

func.func @scalable(%x: f32, %s: vector<[4]xf32>, %t: vector<2x[4]xf32>, %m: memref<?xf32>, %i: index, %mk: vector<[4]xi1>) -> (vector<2x[4]xf32>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<2x[4]xf32>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>) {
  %0 = vector.broadcast %x : f32 to vector<2x[4]xf32>
  %1 = vector.extract %s[%i] : f32 from vector<[4]xf32>
  %2 = vector.extract %t[1] : vector<[4]xf32> from vector<2x[4]xf32>
  %3 = vector.load %m[%i] : memref<?xf32>, vector<[4]xf32>
  %4 = vector.maskedload %m[%i], %mk, %s : memref<?xf32>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  %5 = vector.insert %s, %t [0] : vector<[4]xf32> into vector<2x[4]xf32>
  %6 = vector.interleave %s, %s : vector<[4]xf32> -> vector<[8]xf32>
  %7, %8 = vector.deinterleave %s : vector<[4]xf32> -> vector<[2]xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<2x[4]xf32>, f32, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<2x[4]xf32>, vector<[8]xf32>, vector<[2]xf32>, vector<[2]xf32>
}
