// RUN-DESCENT: opt --canonicalize
// arith.cmpf folds scalar constants only (MLIR's folder takes FloatAttrs): vector constants stay compared; arith.cmpi folds them element by element.
func.func @f(%x: f64) -> (vector<4xi1>, vector<4xi1>, i1, vector<2xi1>, vector<2xi1>) {
  %c = arith.constant dense<[1.0, 2.0, 0x7FF8000000000000, 3.0]> : vector<4xf64>
  %a = arith.cmpf ueq, %c, %c : vector<4xf64>
  %s = arith.constant dense<2.0> : vector<4xf64>
  %b = arith.cmpf olt, %s, %c : vector<4xf64>
  %d = arith.cmpf ueq, %x, %x : f64
  %i = arith.constant dense<[1, 2]> : vector<2xi32>
  %j = arith.constant dense<[2, 2]> : vector<2xi32>
  %e = arith.cmpi slt, %i, %j : vector<2xi32>
  %f = arith.cmpi eq, %i, %i : vector<2xi32>
  return %b, %a, %d, %e, %f : vector<4xi1>, vector<4xi1>, i1, vector<2xi1>, vector<2xi1>
}
