#m = affine_map<(i) -> (i)>
func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [#m, #m, #m], iterator_types = ["parallel"]} %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
