// RUN-DESCENT: opt --mlir-print-debuginfo --mlir-pretty-debuginfo
// Pretty locations: no loc(...), unquoted file names, call sites and fused locations
// without their keywords; the top-level location is spelled out, its parts use aliases.
#loc9 = loc("callee.c":3:4)
func.func @f(%a: i32) -> i32 {
  %c = arith.constant dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]> : tensor<18xi32>
  %s = arith.constant dense<7> : tensor<18xi32>
  %0 = arith.addi %a, %a : i32 loc(callsite("foo"("x.c":1:2) at "y.c":3:4))
  %1 = arith.addi %0, %a : i32 loc(fused<"m">["a.c":1:1, unknown])
  %2 = arith.addi %1, %a : i32 loc(callsite(#loc9 at "y.c":3:4))
  %3 = arith.addi %2, %a : i32 loc("n"(unknown))
  return %3 : i32
}
