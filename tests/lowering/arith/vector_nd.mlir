// RUN-DESCENT: opt -convert-arith-to-llvm
func.func @nd(%a: vector<2x3x4xf32>, %b: vector<2x3x4xf32>, %i: vector<2x3x4xi32>, %c: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
  %0 = arith.addf %a, %b fastmath<nnan> : vector<2x3x4xf32>
  %1 = arith.cmpf olt, %0, %b : vector<2x3x4xf32>
  %2 = arith.select %c, %0, %a : vector<2x3x4xi1>, vector<2x3x4xf32>
  %3 = arith.sitofp %i : vector<2x3x4xi32> to vector<2x3x4xf32>
  %4 = arith.index_cast %i : vector<2x3x4xi32> to vector<2x3x4xindex>
  %5 = arith.constant dense<2.0> : vector<2x3x4xf32>
  %6 = arith.mulf %3, %5 : vector<2x3x4xf32>
  %7 = arith.extf %6 : vector<2x3x4xf32> to vector<2x3x4xf64>
  return %2 : vector<2x3x4xf32>
}
func.func @scalable(%a: vector<[4]xf32>, %b: vector<2x[4]xi32>) -> (vector<[4]xf32>, vector<2x[4]xi32>) {
  %0 = arith.subf %a, %a : vector<[4]xf32>
  %1 = arith.muli %b, %b overflow<nuw> : vector<2x[4]xi32>
  return %0, %1 : vector<[4]xf32>, vector<2x[4]xi32>
}
func.func @zero_d(%a: vector<f32>, %b: vector<i64>) -> vector<f32> {
  %0 = arith.addf %a, %a : vector<f32>
  %1 = arith.shli %b, %b : vector<i64>
  return %0 : vector<f32>
}
