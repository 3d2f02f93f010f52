// vector -> scf: the patterns of `-convert-vector-to-scf`, as MLIR 22's VectorToSCF
// rewrites each op into loops of vector ops on smaller vectors, applied with the greedy
// driver in two runs. First the permutation maps of transfers are lowered (target
// `vector-to-scf-permutation`, `transfer_permutation.rs`): transposes and leading
// broadcasts become vector.transpose and vector.broadcast around transfers of minor
// identity maps. Then (target `vector-to-scf`, `transfer_to_scf.rs`, steered by the pass
// options) n-D transfers go through a buffer and a loop of (n-1)-D transfers, or are
// unrolled (`full-unroll`), masks and out-of-bounds dims included; 1-D transfers of other
// maps or strides become loops of scalar loads and stores; vector.print of a vector
// becomes a loop printing its elements; with `lower-scalable`, writes of a transposed
// `vector<Mx[N]>` become a loop over the scalable dim. Not yet: tensor dims (`tensor.dim`).

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

// A rule of the pass's first greedy run.
class VectorToScfPermutationRule<dag source, list<dag> results> : Pattern<source, results> {
  let target = "vector-to-scf-permutation";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

def ReadPermutationLowering : Term<"transfer_permutation::read_permutation_lowering", "() -> Value?">;
def WritePermutationLowering : Term<"transfer_permutation::write_permutation_lowering", "() -> Values?">;
def ReadReduceRank : Term<"transfer_permutation::read_reduce_rank", "() -> Value?">;
def WriteNonPermutationLowering
    : Term<"transfer_permutation::write_non_permutation_lowering", "() -> Values?">;

// MLIR's populateVectorTransferPermutationMapLoweringPatterns, in its order.
def : VectorToScfPermutationRule<(Vector_TransferReadOp $base, $indices, $map, $pad, $mask, $inBounds),
  [(ReadPermutationLowering)]>;
def : VectorToScfPermutationRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(WritePermutationLowering)]>;
def : VectorToScfPermutationRule<(Vector_TransferReadOp $base, $indices, $map, $pad, $mask, $inBounds),
  [(ReadReduceRank)]>;
def : VectorToScfPermutationRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(WriteNonPermutationLowering)]>;

def PrepareTransferRead : Term<"transfer_to_scf::prepare_transfer_read", "() -> Value?">;
def PrepareTransferWrite : Term<"transfer_to_scf::prepare_transfer_write", "() -> Values?">;
def TransferReadToScf : Term<"transfer_to_scf::transfer_read_to_scf", "() -> Value?">;
def TransferWriteToScf : Term<"transfer_to_scf::transfer_write_to_scf", "() -> Values?">;
def UnrollTransferRead : Term<"transfer_to_scf::unroll_transfer_read", "() -> Value?">;
def UnrollTransferWrite : Term<"transfer_to_scf::unroll_transfer_write", "() -> Values?">;
def Transfer1dReadToScf : Term<"transfer_to_scf::transfer_1d_read_to_scf", "() -> Value?">;
def Transfer1dToScf : Term<"transfer_to_scf::transfer_1d_to_scf", "() -> Values?">;

// With `full-unroll`: UnrollTransferReadConversion, UnrollTransferWriteConversion.
def : VectorToScfRule<(Vector_TransferReadOp $base, $indices, $map, $pad, $mask, $inBounds),
  [(UnrollTransferRead)]>;
def : VectorToScfRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(UnrollTransferWrite)]>;

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

def ScalableTransposeWrite : Term<"transfer_to_scf::scalable_transpose_write", "() -> Values?">;

// With `lower-scalable`: ScalableTransposeTransferWriteConversion.
def : VectorToScfRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(ScalableTransposeWrite)]>;

// With `target-rank` 1: TransferOp1dConversion.
def : VectorToScfRule<(Vector_TransferReadOp $base, $indices, $map, $pad, $mask, $inBounds),
  [(Transfer1dReadToScf)]>;
def : VectorToScfRule<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $inBounds),
  [(Transfer1dToScf)]>;
