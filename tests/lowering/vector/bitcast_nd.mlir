// RUN-DESCENT: opt --convert-vector-to-llvm
// n-D vector.bitcast: unrolled into 1-D bitcasts of the trailing rows (row-major over the
// leading dims, starting from ub.poison), a scalable trailing dim kept inside each row.

func.func @rank2(%v: vector<2x4xi32>) -> vector<2x2xi64> {
  %0 = vector.bitcast %v : vector<2x4xi32> to vector<2x2xi64>
  return %0 : vector<2x2xi64>
}

func.func @rank3(%v: vector<2x2x2xf32>) -> vector<2x2x8xi8> {
  %0 = vector.bitcast %v : vector<2x2x2xf32> to vector<2x2x8xi8>
  return %0 : vector<2x2x8xi8>
}

func.func @scalable_trailing(%v: vector<3x[8]xi16>) -> vector<3x[4]xf32> {
  %0 = vector.bitcast %v : vector<3x[8]xi16> to vector<3x[4]xf32>
  return %0 : vector<3x[4]xf32>
}

func.func @index_rows(%v: vector<2x2xindex>) -> vector<2x4xi32> {
  %0 = vector.bitcast %v : vector<2x2xindex> to vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
