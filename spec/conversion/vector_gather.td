// vector -> vector: MLIR's `-test-vector-gather-lowering` (its vector gather lowering
// patterns), which MLIR's gather integration test runs before `-test-lower-to-llvm`: a
// 1-D vector.gather from a memref becomes one conditional one-element vector.load per
// lane (terms in lowering/dialects/src/dialects/native/expand_vector.rs), after n-D
// gathers are unrolled row by row. Not yet: gathers from tensors, and the stride removal of
// strided bases.

include "dialects/vector.td"
include "dialects/scf.td"
include "terms.td"

def GatherByLoads
    : Term<"expand_vector::gather_by_loads", "(Value, Values, Value, Value, Value) -> Value?">;

def GatherRows
    : Term<"expand_transfer::unroll_gather", "(Value, Values, Value, Value, Value, Attr?) -> Value?">;
def GatherRankAbove : Term<"lower_vector::vector_rank_above", "(Type, Int) -> Bool">;

// MLIR's UnrollGather: an n-D gather as one (n-1)-D gather per leading position.
def : Pattern<(Vector_GatherOp $base, $offsets, $indices, $mask, $passthru, $alignment),
  [(GatherRows $base, $offsets, $indices, $mask, $passthru, $alignment)],
  [(GatherRankAbove (ResultType 0), 1)]> {
  let target = "vector-gather";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

def : Pattern<(Vector_GatherOp $base, $offsets, $indices, $mask, $passthru, $alignment),
  [(GatherByLoads $base, $offsets, $indices, $mask, $passthru)]> {
  let target = "vector-gather";
  let convertedOperands = 0;
  let copyAttributes = 0;
}
