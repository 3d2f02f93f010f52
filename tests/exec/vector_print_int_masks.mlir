// EXEC-PASSES: -test-lower-to-llvm
// vector.print of signed, unsigned and odd-width integer vectors (widened to a legal width
// before printing, keeping their signedness), and 0-D / 1-D / 2-D vector.create_mask with
// dynamic bounds, through MLIR's -test-lower-to-llvm pipeline.
func.func @masks(%n: index, %m: index) {
  %z = vector.create_mask %n : vector<i1>
  vector.print %z : vector<i1>
  %a = vector.create_mask %n : vector<6xi1>
  vector.print %a : vector<6xi1>
  %b = vector.create_mask %n, %m : vector<3x4xi1>
  vector.print %b : vector<3x4xi1>
  return
}

func.func @main() {
  %s1 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %s1c = vector.bitcast %s1 : vector<3xi1> to vector<3xsi1>
  vector.print %s1c : vector<3xsi1>
  %u1c = vector.bitcast %s1 : vector<3xi1> to vector<3xui1>
  vector.print %u1c : vector<3xui1>
  %i4 = arith.constant dense<[[-8, -1, 0], [1, 7, 5]]> : vector<2x3xi4>
  vector.print %i4 : vector<2x3xi4>
  %s4 = vector.bitcast %i4 : vector<2x3xi4> to vector<2x3xsi4>
  vector.print %s4 : vector<2x3xsi4>
  %u4 = vector.bitcast %i4 : vector<2x3xi4> to vector<2x3xui4>
  vector.print %u4 : vector<2x3xui4>
  %i8 = arith.constant dense<[-128, -1, 0, 127]> : vector<4xi8>
  %u8 = vector.bitcast %i8 : vector<4xi8> to vector<4xui8>
  vector.print %u8 : vector<4xui8>
  %s8 = vector.bitcast %i8 : vector<4xi8> to vector<4xsi8>
  vector.print %s8 : vector<4xsi8>
  %i64 = arith.constant dense<[-1, 9223372036854775807]> : vector<2xi64>
  %u64 = vector.bitcast %i64 : vector<2xi64> to vector<2xui64>
  vector.print %u64 : vector<2xui64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %c9 = arith.constant 9 : index
  call @masks(%c0, %c2) : (index, index) -> ()
  call @masks(%c1, %c3) : (index, index) -> ()
  call @masks(%c2, %c4) : (index, index) -> ()
  call @masks(%cm1, %c9) : (index, index) -> ()
  call @masks(%c9, %c1) : (index, index) -> ()
  return
}
