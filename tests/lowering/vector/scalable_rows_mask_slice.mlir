// RUN-DESCENT: opt --convert-vector-to-llvm --split-input-file
// n-D masks and row slices of vectors with a scalable trailing dim: create_mask selects
// the scalable row mask per leading position; a one-offset extract_strided_slice extracts
// the rows, then inserts them into a zero constant (no shuffles of scalable vectors); a
// scalable leading dim stays unlowered.
func.func @mask_rows(%a: index, %b: index, %c: index) -> vector<3x2x[2]xi1> {
  %0 = vector.create_mask %a, %b, %c : vector<3x2x[2]xi1>
  return %0 : vector<3x2x[2]xi1>
}

// -----

func.func @mask_leading_scalable(%a: index, %b: index) -> vector<[2]x4xi1> {
  %0 = vector.create_mask %a, %b : vector<[2]x4xi1>
  return %0 : vector<[2]x4xi1>
}

// -----

func.func @slice_rows_tail(%v: vector<5x[2]xi32>) -> vector<3x[2]xi32> {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<5x[2]xi32> to vector<3x[2]xi32>
  return %0 : vector<3x[2]xi32>
}

// -----

func.func @slice_rows_3d(%v: vector<3x2x[4]xf16>) -> vector<1x2x[4]xf16> {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [1], strides = [1]} : vector<3x2x[4]xf16> to vector<1x2x[4]xf16>
  return %0 : vector<1x2x[4]xf16>
}

// -----

func.func @slice_two_offsets(%v: vector<3x4x[2]xi8>) -> vector<2x2x[2]xi8> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4x[2]xi8> to vector<2x2x[2]xi8>
  return %0 : vector<2x2x[2]xi8>
}
