// RUN-DESCENT: opt --convert-vector-to-llvm --split-input-file
// A one-element vector stretched over a scalable 1-D vector is a scalar broadcast; only a
// scalable leading dim of an n-D result stays unlowered.
func.func @one_to_scalable(%v: vector<1xi16>) -> vector<[8]xi16> {
  %0 = vector.broadcast %v : vector<1xi16> to vector<[8]xi16>
  return %0 : vector<[8]xi16>
}

// -----

func.func @zero_d_to_scalable(%v: vector<f64>) -> vector<[2]xf64> {
  %0 = vector.broadcast %v : vector<f64> to vector<[2]xf64>
  return %0 : vector<[2]xf64>
}

// -----

func.func @leading_scalable_stays(%v: vector<1x3xf32>) -> vector<[2]x3xf32> {
  %0 = vector.broadcast %v : vector<1x3xf32> to vector<[2]x3xf32>
  return %0 : vector<[2]x3xf32>
}
