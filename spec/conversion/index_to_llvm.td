// index -> llvm: the patterns of `-convert-index-to-llvm` (and of the index part of
// `-convert-to-llvm`), as MLIR 22's IndexToLLVM lowers each op. `index` becomes the
// integer type of the index bitwidth (i64, or the `index-bitwidth` option).
//
// Arithmetic, bitwise ops and bool constants map onto one LLVM op each, keeping the op's
// other attributes as MLIR's one-to-one patterns do; the ceil/floor divisions expand into
// LLVM ops, and constants, sizeof, the comparison and the casts build one op without
// them (a cast between types that lower alike is its operand).
//
// Before an op's patterns, the conversion tries its folder, as MLIR's driver does: the
// index ops fold by their `Folder`s (`spec/dialects/index.td`), to constants only when
// the result is the same for a 32-bit and a 64-bit index, and the constants they fold to
// (`index.constant`, `index.bool.constant`) are lowered by the rules below. Every fold is
// decided on the program as written (`lowering/conversion/src/fold.rs`), so a value
// that becomes a constant only when it is lowered, say a cast replaced by its constant
// operand, folds none of its users, in MLIR as here.

include "dialects/index.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "terms.td"

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
class IndexPat<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
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

// Casts (MLIR's ConvertIndexCast): the operand itself when both sides lower to the same
// type, else a truncation to a narrower one or an extension to a wider one.
def : IndexPat<(Index_CastSOp $in), [(replaceWithValue $in)],
               [(SameType (TypeOf $in), (ResultType 0))]>;
def : IndexPat<(Index_CastSOp $in), [(LLVM_TruncOp $in)],
               [(NarrowerInt (ResultType 0), (TypeOf $in))]>;
def : IndexPat<(Index_CastSOp $in), [(LLVM_SExtOp $in)],
               [(NarrowerInt (TypeOf $in), (ResultType 0))]>;
def : IndexPat<(Index_CastUOp $in), [(replaceWithValue $in)],
               [(SameType (TypeOf $in), (ResultType 0))]>;
def : IndexPat<(Index_CastUOp $in), [(LLVM_TruncOp $in)],
               [(NarrowerInt (ResultType 0), (TypeOf $in))]>;
def : IndexPat<(Index_CastUOp $in), [(LLVM_ZExtOp $in)],
               [(NarrowerInt (TypeOf $in), (ResultType 0))]>;
