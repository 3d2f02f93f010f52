// RUN-DESCENT: opt -pass-pipeline=builtin.module(func.func(convert-arith-to-llvm),convert-func-to-llvm,reconcile-unrealized-casts)
func.func @f(%a: index, %b: index) -> index {
  %0 = arith.muli %a, %b : index
  %1 = arith.subi %0, %a : index
  return %1 : index
}
func.func @g(%x: i32) -> i32 {
  %0 = call @h(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @h(i32) -> i32
