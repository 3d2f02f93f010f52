// RUN-DESCENT: opt -convert-vector-to-llvm=reassociate-fp-reductions
// Masked minimumf/maximumf reductions have no vp intrinsic: the masked-off lanes take a
// neutral value, then the plain reduction (its own flags kept, the pass option not added).
func.func @max_f16(%v: vector<8xf16>, %m: vector<8xi1>) -> f16 {
  %0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  return %0 : f16
}
func.func @min_f64_acc(%v: vector<[2]xf64>, %m: vector<[2]xi1>, %a: f64) -> f64 {
  %0 = vector.mask %m { vector.reduction <minimumf>, %v, %a fastmath<nnan> : vector<[2]xf64> into f64 } : vector<[2]xi1> -> f64
  return %0 : f64
}
func.func @max_f32_acc(%v: vector<5xf32>, %m: vector<5xi1>, %a: f32) -> f32 {
  %0 = vector.mask %m { vector.reduction <maximumf>, %v, %a : vector<5xf32> into f32 } : vector<5xi1> -> f32
  return %0 : f32
}
