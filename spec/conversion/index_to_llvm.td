// index -> llvm: the patterns of `-convert-index-to-llvm` (and of the index part of
// `-convert-to-llvm`), as MLIR 22's IndexToLLVM lowers each op. `index` becomes the
// integer type of the index bitwidth (i64, or the `index-bitwidth` option).
//
// Arithmetic, bitwise ops and bool constants map onto one LLVM op each, keeping the op's
// other attributes as MLIR's one-to-one patterns do; the ceil/floor divisions expand into
// LLVM ops, and constants, sizeof and the comparison build one op without them. The casts
// are native (`lowering/dialects/src/dialects/native/lower_index.rs`): they cooperate with
// the folding below.
//
// MLIR's conversion driver folds an op before trying its patterns; `lower_index::fold`
// does that for the index ops that have folders, with a higher benefit so that it runs
// first and declines when nothing folds.

include "dialects/index.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "terms.td"

// Folding (see above).
class IndexFold<Op root> : NativePattern<root, "lower_index::fold", 2>;

def : IndexFold<Index_AddOp>;
def : IndexFold<Index_SubOp>;
def : IndexFold<Index_MulOp>;
def : IndexFold<Index_DivSOp>;
def : IndexFold<Index_DivUOp>;
def : IndexFold<Index_CeilDivSOp>;
def : IndexFold<Index_CeilDivUOp>;
def : IndexFold<Index_FloorDivSOp>;
def : IndexFold<Index_RemSOp>;
def : IndexFold<Index_RemUOp>;
def : IndexFold<Index_MaxSOp>;
def : IndexFold<Index_MaxUOp>;
def : IndexFold<Index_MinSOp>;
def : IndexFold<Index_MinUOp>;
def : IndexFold<Index_ShlOp>;
def : IndexFold<Index_ShrSOp>;
def : IndexFold<Index_ShrUOp>;
def : IndexFold<Index_AndOp>;
def : IndexFold<Index_OrOp>;
def : IndexFold<Index_XOrOp>;
def : IndexFold<Index_CastSOp>;
def : IndexFold<Index_CastUOp>;
def : IndexFold<Index_CmpOp>;

// One LLVM op per index op, with the op's other attributes.
def : Pat<(Index_AddOp $lhs, $rhs), (LLVM_AddOp $lhs, $rhs)>;
def : Pat<(Index_SubOp $lhs, $rhs), (LLVM_SubOp $lhs, $rhs)>;
def : Pat<(Index_MulOp $lhs, $rhs), (LLVM_MulOp $lhs, $rhs)>;
def : Pat<(Index_DivSOp $lhs, $rhs), (LLVM_SDivOp $lhs, $rhs)>;
def : Pat<(Index_DivUOp $lhs, $rhs), (LLVM_UDivOp $lhs, $rhs)>;
def : Pat<(Index_RemSOp $lhs, $rhs), (LLVM_SRemOp $lhs, $rhs)>;
def : Pat<(Index_RemUOp $lhs, $rhs), (LLVM_URemOp $lhs, $rhs)>;
def : Pat<(Index_MaxSOp $lhs, $rhs), (LLVM_SMaxOp $lhs, $rhs)>;
def : Pat<(Index_MaxUOp $lhs, $rhs), (LLVM_UMaxOp $lhs, $rhs)>;
def : Pat<(Index_MinSOp $lhs, $rhs), (LLVM_SMinOp $lhs, $rhs)>;
def : Pat<(Index_MinUOp $lhs, $rhs), (LLVM_UMinOp $lhs, $rhs)>;
def : Pat<(Index_ShlOp $lhs, $rhs), (LLVM_ShlOp $lhs, $rhs)>;
def : Pat<(Index_ShrSOp $lhs, $rhs), (LLVM_AShrOp $lhs, $rhs)>;
def : Pat<(Index_ShrUOp $lhs, $rhs), (LLVM_LShrOp $lhs, $rhs)>;
def : Pat<(Index_AndOp $lhs, $rhs), (LLVM_AndOp $lhs, $rhs)>;
def : Pat<(Index_OrOp $lhs, $rhs), (LLVM_OrOp $lhs, $rhs)>;
def : Pat<(Index_XOrOp $lhs, $rhs), (LLVM_XOrOp $lhs, $rhs)>;
def : Pat<(Index_BoolConstantOp $value), (LLVM_ConstantOp $value)>;

// Terms of this lowering (lowering/dialects/src/dialects/native/lower_index.rs).
// `#index<cmp_predicate kw>` as the `llvm.icmp` predicate of the same case.
def ICmpPredicateOf : Term<"lower_index::icmp_predicate_of", "(Attr) -> Attr?">;
// An index constant's value wrapped to the width of the type it converts to.
def IndexValueAs : Term<"lower_index::index_value_as", "(Attr, Type) -> Attr?">;

// What MLIR lowers without the op's other attributes.
class IndexPat<dag source, list<dag> results> : Pattern<source, results> {
  let copyAttributes = 0;
}
def : IndexPat<(Index_ConstantOp $value),
  [(LLVM_ConstantOp (IndexValueAs $value, (ResultType 0)))]>;
def : IndexPat<(Index_SizeOfOp),
  [(LLVM_ConstantOp (IntAttrOf (ResultType 0), (IntWidthOf (ResultType 0))))]>;
def : IndexPat<(Index_CmpOp $pred, $lhs, $rhs),
  [(LLVM_ICmpOp (ICmpPredicateOf $pred), $lhs, $rhs)]>;

// Ceil/floor division on the converted operands.
// `ceildivs(n, m)`: with `x = m > 0 ? -1 : 1`,
// `(n > 0) == (m > 0) && n != 0 ? (n + x) / m + 1 : -(-n / m)`.
def : IndexPat<(Index_CeilDivSOp $n, $m),
  [(LLVM_ConstantOp:$zero (IntAttrOf (ResultType 0), 0), (returnType (ResultType 0))),
   (LLVM_ConstantOp:$one (IntAttrOf (ResultType 0), 1), (returnType (ResultType 0))),
   (LLVM_ConstantOp:$minusOne (IntAttrOf (ResultType 0), -1), (returnType (ResultType 0))),
   (LLVM_ICmpOp:$mPos "sgt", $m, $zero),
   (LLVM_SelectOp:$x $mPos, $minusOne, $one),
   (LLVM_AddOp:$pos (LLVM_SDivOp (LLVM_AddOp $n, $x), $m), $one),
   (LLVM_SubOp:$neg $zero, (LLVM_SDivOp (LLVM_SubOp $zero, $n), $m)),
   (LLVM_ICmpOp:$sameSign "eq", (LLVM_ICmpOp "sgt", $n, $zero), $mPos),
   (LLVM_SelectOp (LLVM_AndOp $sameSign, (LLVM_ICmpOp "ne", $n, $zero)), $pos, $neg)]>;
// `ceildivu(n, m)`: `n == 0 ? 0 : (n - 1) / m + 1`.
def : IndexPat<(Index_CeilDivUOp $n, $m),
  [(LLVM_ConstantOp:$zero (IntAttrOf (ResultType 0), 0), (returnType (ResultType 0))),
   (LLVM_ConstantOp:$one (IntAttrOf (ResultType 0), 1), (returnType (ResultType 0))),
   (LLVM_AddOp:$plusOne (LLVM_UDivOp (LLVM_SubOp $n, $one), $m), $one),
   (LLVM_SelectOp (LLVM_ICmpOp "eq", $n, $zero), $zero, $plusOne)]>;
// `floordivs(n, m)`: with `x = m < 0 ? 1 : -1`,
// `(n < 0) != (m < 0) && n != 0 ? -1 - (x - n) / m : n / m`.
def : IndexPat<(Index_FloorDivSOp $n, $m),
  [(LLVM_ConstantOp:$zero (IntAttrOf (ResultType 0), 0), (returnType (ResultType 0))),
   (LLVM_ConstantOp:$one (IntAttrOf (ResultType 0), 1), (returnType (ResultType 0))),
   (LLVM_ConstantOp:$minusOne (IntAttrOf (ResultType 0), -1), (returnType (ResultType 0))),
   (LLVM_ICmpOp:$mNeg "slt", $m, $zero),
   (LLVM_SelectOp:$x $mNeg, $one, $minusOne),
   (LLVM_SubOp:$neg $minusOne, (LLVM_SDivOp (LLVM_SubOp $x, $n), $m)),
   (LLVM_SDivOp:$pos $n, $m),
   (LLVM_ICmpOp:$signsDiffer "ne", (LLVM_ICmpOp "slt", $n, $zero), $mNeg),
   (LLVM_SelectOp (LLVM_AndOp $signsDiffer, (LLVM_ICmpOp "ne", $n, $zero)), $neg, $pos)]>;

// Casts: nothing when both sides lower to the same type, else a truncation or an
// extension; they shield their users from folding on a replaced operand.
def : NativePattern<Index_CastSOp, "lower_index::casts">;
def : NativePattern<Index_CastUOp, "lower_index::castu">;
