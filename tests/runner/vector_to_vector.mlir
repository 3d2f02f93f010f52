// The vector -> vector step of -convert-vector-to-llvm (n-D create_mask/constant_mask, n-D fma,
// shape_cast, extract/insert_strided_slice, vector-to-vector broadcasts) and n-D and 0-D vector.print,
// through MLIR's integration pipeline -test-lower-to-llvm, run by mlir-runner (tests/tests/exec.rs
// compares the output with MLIR 22's own lowering).
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c1, %c2 : vector<2x3xi1>
  vector.print %m : vector<2x3xi1>
  %m1 = vector.create_mask %c2 : vector<5xi1>
  vector.print %m1 : vector<5xi1>
  %cm = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm : vector<2x3xi1>
  %f1 = arith.constant 1.5 : f32
  %v = vector.broadcast %f1 : f32 to vector<2x4xf32>
  %v2 = vector.insert %f1, %v[1, 2] : f32 into vector<2x4xf32>
  %fma = vector.fma %v2, %v2, %v : vector<2x4xf32>
  vector.print %fma : vector<2x4xf32>
  %i = arith.constant 7 : i32
  %iv = vector.broadcast %i : i32 to vector<4x6xi32>
  %i2 = arith.constant 3 : i32
  %iv2 = vector.insert %i2, %iv[1, 5] : i32 into vector<4x6xi32>
  %iv3 = vector.insert %i2, %iv2[2, 0] : i32 into vector<4x6xi32>
  %s = vector.shape_cast %iv3 : vector<4x6xi32> to vector<6x4xi32>
  vector.print %s : vector<6x4xi32>
  %s2 = vector.shape_cast %iv3 : vector<4x6xi32> to vector<2x3x4xi32>
  vector.print %s2 : vector<2x3x4xi32>
  %s3 = vector.shape_cast %s2 : vector<2x3x4xi32> to vector<3x2x4xi32>
  vector.print %s3 : vector<3x2x4xi32>
  %e = vector.extract_strided_slice %iv3 {offsets = [1, 4], sizes = [2, 2], strides = [1, 1]} : vector<4x6xi32> to vector<2x2xi32>
  vector.print %e : vector<2x2xi32>
  %ins = vector.insert_strided_slice %e, %iv {offsets = [0, 1], strides = [1, 1]} : vector<2x2xi32> into vector<4x6xi32>
  vector.print %ins : vector<4x6xi32>
  %b = vector.broadcast %e : vector<2x2xi32> to vector<3x2x2xi32>
  vector.print %b : vector<3x2x2xi32>
  %z = vector.broadcast %f1 : f32 to vector<f32>
  %zb = vector.broadcast %z : vector<f32> to vector<2x3xf32>
  vector.print %zb : vector<2x3xf32>
  vector.print %z : vector<f32>
  %i3 = arith.constant 3 : i3
  %w3 = vector.broadcast %i3 : i3 to vector<2x3xi3>
  vector.print %w3 : vector<2x3xi3>
  vector.print str "done\n"
  return
}
