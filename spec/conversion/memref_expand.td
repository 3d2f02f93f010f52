// memref -> memref: the patterns of `-memref-expand` (MLIR's memref ExpandOps). A
// `memref.reshape` whose shape operand is statically shaped becomes a
// `memref.reinterpret_cast` (MLIR 22 expands no float `atomic_rmw` any more).

include "dialects/memref.td"
include "terms.td"

def ReshapeAsReinterpretCast : Term<"expand_memref::reshape_as_reinterpret_cast", "(Value, Value) -> Value?">;

def : Pattern<(MemRef_ReshapeOp $source, $shape), [(ReshapeAsReinterpretCast $source, $shape)]> {
  let target = "memref";
  let convertedOperands = 0;
  let copyAttributes = 0;
}
