func.func @f(%c: vector<3xi1>, %a: vector<4xi32>) -> vector<4xi32> {
  %r = "arith.select"(%c, %a, %a) : (vector<3xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return %r : vector<4xi32>
}
