// RUN-DESCENT: opt -convert-vector-to-llvm
// Strided slices and constant masks whose trailing dim is scalable (taken whole).
func.func @extract(%v: vector<3x2x[8]xf32>) -> vector<2x1x[8]xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 1, 0], sizes = [2, 1, 8], strides = [1, 1, 1]} : vector<3x2x[8]xf32> to vector<2x1x[8]xf32>
  return %0 : vector<2x1x[8]xf32>
}
func.func @insert(%s: vector<2x[4]xi8>, %d: vector<2x3x[4]xi8>) -> vector<2x3x[4]xi8> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 1, 0], strides = [1, 1]} : vector<2x[4]xi8> into vector<2x3x[4]xi8>
  return %0 : vector<2x3x[4]xi8>
}
func.func @insert_same_rank(%s: vector<1x2x[4]xi8>, %d: vector<2x3x[4]xi8>) -> vector<2x3x[4]xi8> {
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 0, 0], strides = [1, 1, 1]} : vector<1x2x[4]xi8> into vector<2x3x[4]xi8>
  return %0 : vector<2x3x[4]xi8>
}
func.func @masks() -> (vector<3x[2]xi1>, vector<2x2x[2]xi1>, vector<3x[2]xi1>, vector<2x[2]xi1>) {
  %0 = vector.constant_mask [1, 2] : vector<3x[2]xi1>
  %1 = vector.constant_mask [2, 1, 2] : vector<2x2x[2]xi1>
  %2 = vector.constant_mask [3, 2] : vector<3x[2]xi1>
  %3 = vector.constant_mask [0, 0] : vector<2x[2]xi1>
  return %0, %1, %2, %3 : vector<3x[2]xi1>, vector<2x2x[2]xi1>, vector<3x[2]xi1>, vector<2x[2]xi1>
}
