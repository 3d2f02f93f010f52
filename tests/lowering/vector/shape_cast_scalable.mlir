// RUN-DESCENT: opt --convert-vector-to-llvm --split-input-file
// shape_cast between vectors whose only scalable dim is the trailing one: scalable pieces
// of the smaller trailing size move row by row, cut and joined with
// vector.scalable.extract/insert (llvm.intr.vector.extract/insert) where sizes differ.
func.func @rows_to_nested_rows(%v: vector<3x[2]xi16>) -> vector<1x3x[2]xi16> {
  %0 = vector.shape_cast %v : vector<3x[2]xi16> to vector<1x3x[2]xi16>
  return %0 : vector<1x3x[2]xi16>
}

// -----

func.func @join_rows(%v: vector<2x2x[2]xf64>) -> vector<2x[4]xf64> {
  %0 = vector.shape_cast %v : vector<2x2x[2]xf64> to vector<2x[4]xf64>
  return %0 : vector<2x[4]xf64>
}

// -----

func.func @split_row(%v: vector<[6]xi8>) -> vector<3x[2]xi8> {
  %0 = vector.shape_cast %v : vector<[6]xi8> to vector<3x[2]xi8>
  return %0 : vector<3x[2]xi8>
}

// -----

func.func @leading_scalable_stays(%v: vector<[2]x4xi8>) -> vector<[8]xi8> {
  %0 = vector.shape_cast %v : vector<[2]x4xi8> to vector<[8]xi8>
  return %0 : vector<[8]xi8>
}
