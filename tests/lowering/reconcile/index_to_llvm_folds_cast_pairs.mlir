// RUN-DESCENT: opt --convert-index-to-llvm
// convert-index-to-llvm's target declares only the LLVM dialect legal, so an unrealized cast of a cast back to the original type folds away (convert-arith-to-llvm keeps both).
func.func @f(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = llvm.add %1, %1 : i64
  return %2 : i64
}
func.func @g(%a: i64, %b: index) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to index
  %3 = index.add %2, %b
  return %3 : index
}
