// RUN-DESCENT: opt -convert-vector-to-llvm=reassociate-fp-reductions
func.func @r(%v: vector<16xf32>, %a: f32) -> (f32, f32, f32) {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %v, %a fastmath<nnan> : vector<16xf32> into f32
  %2 = vector.reduction <maxnumf>, %v : vector<16xf32> into f32
  return %0, %1, %2 : f32, f32, f32
}
