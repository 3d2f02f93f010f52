// vector -> scf: the patterns of `-convert-vector-to-scf`, as MLIR 22's VectorToSCF
// rewrites each op into loops of vector ops on smaller vectors. Only vector.print of a
// 1-D vector is here (a loop printing its elements); transfer_read/write (the pass's main
// work) are not yet.

include "dialects/vector.td"
include "dialects/scf.td"
include "terms.td"

def PrintVectorLoop : Term<"lower_vector::print_vector_loop", "(Value, Attr?) -> Values?">;
def PrintedValue : Term<"lower_vector::first", "(Values) -> Value?">;

// vector.print of a 1-D vector: `(`, each element and a comma after all but the last,
// `)`, then the op's punctuation.
def : Pattern<(Vector_PrintOp $source, $punctuation, $text),
  [(PrintVectorLoop (PrintedValue $source), $punctuation)]> {
  let target = "scf";
  let convertedOperands = 0;
  let copyAttributes = 0;
}
