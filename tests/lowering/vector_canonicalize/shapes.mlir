// RUN-DESCENT: opt --canonicalize
// Broadcasts, shape casts, transposes, bitcasts and strided slices fold into fewer ops, and
// their constants into constants.

func.func @casts(%v: vector<6xf32>, %w: vector<3xf32>, %x: f32) -> (vector<2x3xf32>, vector<3xf32>, vector<5x3xf32>, vector<1x1xf32>, vector<6xf32>) {
  %a = vector.shape_cast %v : vector<6xf32> to vector<3x2xf32>
  %b = vector.shape_cast %a : vector<3x2xf32> to vector<2x3xf32>
  %c = vector.broadcast %w : vector<3xf32> to vector<1x1x3xf32>
  %d = vector.shape_cast %c : vector<1x1x3xf32> to vector<3xf32>
  %e = vector.shape_cast %w : vector<3xf32> to vector<1x3xf32>
  %f = vector.broadcast %e : vector<1x3xf32> to vector<5x3xf32>
  %g = vector.broadcast %x : f32 to vector<1x1x1xf32>
  %h = vector.shape_cast %g : vector<1x1x1xf32> to vector<1x1xf32>
  %i = vector.bitcast %v : vector<6xf32> to vector<12xi16>
  %j = vector.bitcast %i : vector<12xi16> to vector<6xf32>
  return %b, %d, %f, %h, %j : vector<2x3xf32>, vector<3xf32>, vector<5x3xf32>, vector<1x1xf32>, vector<6xf32>
}

func.func @transposes(%v: vector<2x3x4xf32>, %x: f32, %u: vector<2x1xf32>) -> (vector<2x3x4xf32>, vector<4x2x3xf32>, vector<3x2xf32>, vector<1x2xf32>) {
  %a = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %b = vector.transpose %a, [1, 2, 0] : vector<4x2x3xf32> to vector<2x3x4xf32>
  %c = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %d = vector.broadcast %x : f32 to vector<2x3xf32>
  %e = vector.transpose %d, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %f = vector.transpose %u, [1, 0] : vector<2x1xf32> to vector<1x2xf32>
  return %b, %c, %e, %f : vector<2x3x4xf32>, vector<4x2x3xf32>, vector<3x2xf32>, vector<1x2xf32>
}

func.func @constants() -> (vector<2x2xi16>, vector<2xi32>, vector<4xi32>, vector<3xi32>, vector<2xi64>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %a = vector.shape_cast %c : vector<4xi16> to vector<2x2xi16>
  %b = vector.bitcast %c : vector<4xi16> to vector<2xi32>
  %s = arith.constant dense<5> : vector<4xi32>
  %t = arith.constant dense<[10, 20, 30, 40, 50]> : vector<5xi32>
  %u = vector.extract_strided_slice %t {offsets = [1], sizes = [3], strides = [1]} : vector<5xi32> to vector<3xi32>
  %ins = vector.insert_strided_slice %u, %s {offsets = [1], strides = [1]} : vector<3xi32> into vector<4xi32>
  %one = arith.constant dense<1> : vector<4xi32>
  %w = vector.bitcast %one : vector<4xi32> to vector<2xi64>
  return %a, %b, %ins, %u, %w : vector<2x2xi16>, vector<2xi32>, vector<4xi32>, vector<3xi32>, vector<2xi64>
}

func.func @slices(%v: vector<4xf32>, %w: vector<4x8xf32>) -> (vector<2x2xf32>, vector<8xf32>, vector<2x8xf32>) {
  %b = vector.broadcast %v : vector<4xf32> to vector<6x4xf32>
  %s = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<6x4xf32> to vector<2x2xf32>
  %r = vector.extract_strided_slice %w {offsets = [2, 0], sizes = [1, 8], strides = [1, 1]} : vector<4x8xf32> to vector<1x8xf32>
  %row = vector.shape_cast %r : vector<1x8xf32> to vector<8xf32>
  %z = arith.constant dense<0.0> : vector<2x8xf32>
  %i = vector.insert_strided_slice %z, %w {offsets = [1, 0], strides = [1, 1]} : vector<2x8xf32> into vector<4x8xf32>
  %e = vector.extract_strided_slice %i {offsets = [1, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x8xf32> to vector<2x8xf32>
  return %s, %row, %e : vector<2x2xf32>, vector<8xf32>, vector<2x8xf32>
}
