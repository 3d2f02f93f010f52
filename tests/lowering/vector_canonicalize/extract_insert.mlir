// RUN-DESCENT: opt --canonicalize
// Extracts look through the ops that produced their source (broadcasts, shape casts,
// shuffles, inserts, transposes, strided slices, from_elements); poison positions give
// poison; insert chains that write everything are from_elements.

func.func @through_producers(%x: f32, %v: vector<3xf32>, %w: vector<2x6xf32>, %a: vector<4xf32>, %b: vector<4xf32>) -> (f32, vector<3xf32>, f32, f32, f32) {
  %bx = vector.broadcast %x : f32 to vector<2x3xf32>
  %e0 = vector.extract %bx[1, 2] : f32 from vector<2x3xf32>
  %bv = vector.broadcast %v : vector<3xf32> to vector<4x3xf32>
  %e1 = vector.extract %bv[2] : vector<3xf32> from vector<4x3xf32>
  %sc = vector.shape_cast %w : vector<2x6xf32> to vector<3x4xf32>
  %e2 = vector.extract %sc[2, 1] : f32 from vector<3x4xf32>
  %sh = vector.shuffle %a, %b [6, 1, 3, 4] : vector<4xf32>, vector<4xf32>
  %e3 = vector.extract %sh[0] : f32 from vector<4xf32>
  %ss = vector.extract_strided_slice %w {offsets = [1, 2], sizes = [1, 3], strides = [1, 1]} : vector<2x6xf32> to vector<1x3xf32>
  %e4 = vector.extract %ss[0, 1] : f32 from vector<1x3xf32>
  return %e0, %e1, %e2, %e3, %e4 : f32, vector<3xf32>, f32, f32, f32
}

func.func @insert_chains(%d: vector<2x3xf32>, %r: vector<3xf32>, %s: f32, %t: f32) -> (vector<3xf32>, f32, vector<2x3xf32>) {
  %i0 = vector.insert %r, %d [0] : vector<3xf32> into vector<2x3xf32>
  %i1 = vector.insert %s, %i0 [1, 1] : f32 into vector<2x3xf32>
  %e0 = vector.extract %i1[0] : vector<3xf32> from vector<2x3xf32>
  %e1 = vector.extract %i1[1, 1] : f32 from vector<2x3xf32>
  %f0 = vector.insert %r, %d [1] : vector<3xf32> into vector<2x3xf32>
  %f1 = vector.insert %s, %f0 [0, 0] : f32 into vector<2x3xf32>
  %f2 = vector.insert %t, %f1 [0, 1] : f32 into vector<2x3xf32>
  %f3 = vector.insert %t, %f2 [0, 2] : f32 into vector<2x3xf32>
  return %e0, %e1, %f3 : vector<3xf32>, f32, vector<2x3xf32>
}

func.func @poison_and_constants(%v: vector<4x2xi32>, %i: index) -> (i32, vector<4x2xi32>, i32, vector<2xi32>) {
  %e0 = vector.extract %v[-1, 0] : i32 from vector<4x2xi32>
  %x = arith.constant 7 : i32
  %in = vector.insert %x, %v [-1, 1] : i32 into vector<4x2xi32>
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %e1 = vector.extract %cst[1, 0] : i32 from vector<2x2xi32>
  %c1 = arith.constant 1 : index
  %e2 = vector.extract %v[%c1] : vector<2xi32> from vector<4x2xi32>
  return %e0, %in, %e1, %e2 : i32, vector<4x2xi32>, i32, vector<2xi32>
}

func.func @elements(%a: i8, %b: i8, %src: vector<2x4xi8>) -> (i8, vector<2xi8>, vector<4xi8>) {
  %fe = vector.from_elements %a, %b, %b, %a : vector<2x2xi8>
  %e0 = vector.extract %fe[1, 0] : i8 from vector<2x2xi8>
  %e1 = vector.extract %fe[1] : vector<2xi8> from vector<2x2xi8>
  %x0 = vector.extract %src[1, 0] : i8 from vector<2x4xi8>
  %x1 = vector.extract %src[1, 1] : i8 from vector<2x4xi8>
  %x2 = vector.extract %src[1, 2] : i8 from vector<2x4xi8>
  %x3 = vector.extract %src[1, 3] : i8 from vector<2x4xi8>
  %row = vector.from_elements %x0, %x1, %x2, %x3 : vector<4xi8>
  return %e0, %e1, %row : i8, vector<2xi8>, vector<4xi8>
}
