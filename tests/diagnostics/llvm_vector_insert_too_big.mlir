func.func @f(%b : vector<[16]xi8>, %c : vector<16385xi8>) {
  %0 = llvm.intr.vector.insert %c, %b[0] : vector<16385xi8> into vector<[16]xi8>
  return
}
