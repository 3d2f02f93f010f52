// vector -> vector: MLIR's `-test-vector-gather-lowering` (its vector gather lowering
// patterns), which MLIR's gather integration test runs before `-test-lower-to-llvm`: a
// 1-D vector.gather from a memref becomes one conditional one-element vector.load per
// lane (terms in lowering/dialects/src/dialects/native/expand_vector.rs). Not yet: the
// unrolling of n-D gathers, gathers from tensors, and the stride removal of strided bases.

include "dialects/vector.td"
include "dialects/scf.td"
include "terms.td"

def GatherByLoads
    : Term<"expand_vector::gather_by_loads", "(Value, Values, Value, Value, Value) -> Value?">;

def : Pattern<(Vector_GatherOp $base, $offsets, $indices, $mask, $passthru, $alignment),
  [(GatherByLoads $base, $offsets, $indices, $mask, $passthru)]> {
  let target = "vector-gather";
  let convertedOperands = 0;
  let copyAttributes = 0;
}
