// vector -> scf: the patterns of `-convert-vector-to-scf`, as MLIR 22's VectorToSCF
// rewrites each op into loops of vector ops on smaller vectors: n-D transfer_read/write
// of memrefs (unmasked, minor identity maps) through a buffer and a loop of (n-1)-D
// transfers, applied with the greedy driver (rules of target `vector-to-scf`, in
// `transfer_to_scf.rs`), then vector.print of a 1-D vector (a loop printing its
// elements). Not yet: masked transfers, permutation maps, tensors, full-unroll.

include "dialects/vector.td"
include "dialects/scf.td"
include "terms.td"

def PrintVectorLoop : Term<"lower_vector::print_vector_loop", "(Value, Attr?) -> Values?">;
def PrintedValue : Term<"lower_vector::first", "(Values) -> Value?">;

// vector.print of a 1-D vector: `(`, each element and a comma after all but the last,
// `)`, then the op's punctuation.
def : Pattern<(Vector_PrintOp $source, $punctuation, $text),
  [(PrintVectorLoop (PrintedValue $source), $punctuation)]> {
  // Applied with the transfer rules by the greedy driver, which folds what it builds.
  let target = "vector-to-scf";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

// A rule of the pass's greedy step: ops as written, no attributes copied.
class VectorToScfRule<dag source, list<dag> results> : Pattern<source, results> {
  let target = "vector-to-scf";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

def PrepareTransferRead : Term<"transfer_to_scf::prepare_transfer_read", "() -> Value?">;
def PrepareTransferWrite : Term<"transfer_to_scf::prepare_transfer_write", "() -> Values?">;
def TransferReadToScf : Term<"transfer_to_scf::transfer_read_to_scf", "() -> Value?">;
def TransferWriteToScf : Term<"transfer_to_scf::transfer_write_to_scf", "() -> Values?">;

// PrepareTransferReadConversion, PrepareTransferWriteConversion, then
// TransferOpConversion of the labelled ops they leave.
def : VectorToScfRule<(Vector_TransferReadOp $base, $indices, $map, $pad, $mask, $inBounds),
  [(PrepareTransferRead)]>;
def : VectorToScfRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(PrepareTransferWrite)]>;
def : VectorToScfRule<(Vector_TransferReadOp $base, $indices, $map, $pad, $mask, $inBounds),
  [(TransferReadToScf)]>;
def : VectorToScfRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(TransferWriteToScf)]>;
