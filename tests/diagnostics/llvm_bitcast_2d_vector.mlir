func.func @bitcast(%arg0: vector<2x3xf32>) {
  llvm.bitcast %arg0 : vector<2x3xf32> to vector<2x3xi32>
  return
}
