// RUN-DESCENT: opt --mlir-print-local-scope --mlir-print-debuginfo
// --mlir-print-local-scope: no alias definitions; maps, sets, long tuples and locations
// (named, fused, call sites) are written where they are used; distinct ids still numbered.
#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 - 2 >= 0)>
func.func @f(%a: memref<4xf32, #map>, %t: tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>) -> index {
  %c = arith.constant 1 : index loc("a.mlir":3:4)
  %d = arith.addi %c, %c : index loc(callsite("callee"("b.mlir":1:2) at "c.mlir":5:6))
  return %d : index loc(fused["x.mlir":1:1, "y.mlir":2:2])
} loc("a.mlir":1:1)
func.func private @g() attributes {s = #set, m = #map, u = distinct[0]<42 : i32>, v = distinct[1]<42 : i32>} loc("n"("a.mlir":9:9))
