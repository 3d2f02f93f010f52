// RUN-DESCENT: opt -pass-pipeline=builtin.module(func.func(convert-ub-to-llvm))
func.func @p() -> (i32, index, vector<2x3xf32>, f16) {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : vector<2x3xf32>
  %3 = ub.poison : f16
  return %0, %1, %2, %3 : i32, index, vector<2x3xf32>, f16
}
