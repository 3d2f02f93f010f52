// RUN-DESCENT: opt -convert-vector-to-llvm
// Only the elements that are used are extracted.
func.func @dead(%a: vector<4xf32>) -> (f32, f32) {
  %0:4 = vector.to_elements %a : vector<4xf32>
  return %0#1, %0#3 : f32, f32
}
func.func @all_dead(%a: vector<2xi8>) {
  %0:2 = vector.to_elements %a : vector<2xi8>
  return
}
func.func @nd(%a: vector<2x2xi16>) -> i16 {
  %0:4 = vector.to_elements %a : vector<2x2xi16>
  return %0#2 : i16
}
