// arith -> llvm: the patterns of `-convert-arith-to-llvm` (and of the arith part of
// `-convert-to-llvm`), as MLIR 22's ArithToLLVM lowers each op.
//
// Elementwise ops map by position onto one LLVM op: arith enums (overflow flags, fastmath
// flags, predicates) are re-expressed in their LLVM twins with the same case values, and
// `unrollVectors` lowers n-D vectors to 1-D ops over the `!llvm.array` of 1-D vectors the
// type converter produces. Casts choose their op by the widths involved; the ceil/floor
// divisions expand into arith ops (MLIR's ExpandOps), which the conversion then lowers;
// the extended arithmetic builds a few LLVM ops. Only truncf with a rounding mode is
// native (`lowering/dialects/src/dialects/native/lower_arith.rs`).

include "dialects/arith.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "terms.td"

// An elementwise op: one LLVM op per 1-D vector.
class ArithPat<dag source, dag result> : Pat<source, result> {
  let unrollVectors = 1;
  let declineUnsupportedFloat = 1;
}

// Integer arithmetic.
def : ArithPat<(Arith_AddIOp $lhs, $rhs, $ovf), (LLVM_AddOp $lhs, $rhs, $ovf)>;
def : ArithPat<(Arith_SubIOp $lhs, $rhs, $ovf), (LLVM_SubOp $lhs, $rhs, $ovf)>;
def : ArithPat<(Arith_MulIOp $lhs, $rhs, $ovf), (LLVM_MulOp $lhs, $rhs, $ovf)>;
def : ArithPat<(Arith_DivUIOp $lhs, $rhs, $exact), (LLVM_UDivOp $lhs, $rhs, $exact)>;
def : ArithPat<(Arith_DivSIOp $lhs, $rhs, $exact), (LLVM_SDivOp $lhs, $rhs, $exact)>;
def : ArithPat<(Arith_RemUIOp $lhs, $rhs), (LLVM_URemOp $lhs, $rhs)>;
def : ArithPat<(Arith_RemSIOp $lhs, $rhs), (LLVM_SRemOp $lhs, $rhs)>;
def : ArithPat<(Arith_AndIOp $lhs, $rhs), (LLVM_AndOp $lhs, $rhs)>;
def : ArithPat<(Arith_OrIOp $lhs, $rhs), (LLVM_OrOp $lhs, $rhs)>;
def : ArithPat<(Arith_XOrIOp $lhs, $rhs), (LLVM_XOrOp $lhs, $rhs)>;
def : ArithPat<(Arith_ShLIOp $lhs, $rhs, $ovf), (LLVM_ShlOp $lhs, $rhs, $ovf)>;
def : ArithPat<(Arith_ShRUIOp $lhs, $rhs, $exact), (LLVM_LShrOp $lhs, $rhs, $exact)>;
def : ArithPat<(Arith_ShRSIOp $lhs, $rhs, $exact), (LLVM_AShrOp $lhs, $rhs, $exact)>;
def : ArithPat<(Arith_MaxSIOp $lhs, $rhs), (LLVM_SMaxOp $lhs, $rhs)>;
def : ArithPat<(Arith_MaxUIOp $lhs, $rhs), (LLVM_UMaxOp $lhs, $rhs)>;
def : ArithPat<(Arith_MinSIOp $lhs, $rhs), (LLVM_SMinOp $lhs, $rhs)>;
def : ArithPat<(Arith_MinUIOp $lhs, $rhs), (LLVM_UMinOp $lhs, $rhs)>;

// Floating-point arithmetic.
def : ArithPat<(Arith_AddFOp $lhs, $rhs, $fm), (LLVM_FAddOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_SubFOp $lhs, $rhs, $fm), (LLVM_FSubOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_MulFOp $lhs, $rhs, $fm), (LLVM_FMulOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_DivFOp $lhs, $rhs, $fm), (LLVM_FDivOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_RemFOp $lhs, $rhs, $fm), (LLVM_FRemOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_NegFOp $x, $fm), (LLVM_FNegOp $x, $fm)>;
def : ArithPat<(Arith_MaximumFOp $lhs, $rhs, $fm), (LLVM_MaximumOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_MinimumFOp $lhs, $rhs, $fm), (LLVM_MinimumOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_MaxNumFOp $lhs, $rhs, $fm), (LLVM_MaxNumOp $lhs, $rhs, $fm)>;
def : ArithPat<(Arith_MinNumFOp $lhs, $rhs, $fm), (LLVM_MinNumOp $lhs, $rhs, $fm)>;

// Casts.
def : ArithPat<(Arith_ExtUIOp $in), (LLVM_ZExtOp $in)>;
def : ArithPat<(Arith_ExtSIOp $in), (LLVM_SExtOp $in)>;
def : ArithPat<(Arith_ExtFOp $in), (LLVM_FPExtOp $in)>;
def : ArithPat<(Arith_TruncIOp $in, $ovf), (LLVM_TruncOp $in, $ovf)>;
def : ArithPat<(Arith_UIToFPOp $in), (LLVM_UIToFPOp $in)>;
def : ArithPat<(Arith_SIToFPOp $in), (LLVM_SIToFPOp $in)>;
def : ArithPat<(Arith_FPToUIOp $in), (LLVM_FPToUIOp $in)>;
def : ArithPat<(Arith_FPToSIOp $in), (LLVM_FPToSIOp $in)>;

// Comparisons and select.
def : ArithPat<(Arith_CmpIOp $pred, $lhs, $rhs), (LLVM_ICmpOp $pred, $lhs, $rhs)>;
def : ArithPat<(Arith_CmpFOp $pred, $lhs, $rhs, $fm), (LLVM_FCmpOp $pred, $lhs, $rhs, $fm)>;
// A select only moves bits, so it lowers whatever the float format.
def : ArithPat<(Arith_SelectOp $c, $t, $f), (LLVM_SelectOp $c, $t, $f)> {
  let declineUnsupportedFloat = 0;
}

// A constant keeps its value and takes the converted type (an array for n-D vectors).
def : Pat<(Arith_ConstantOp $value), (LLVM_ConstantOp $value)> {
  let copyAttributes = 0;
}

// Index casts: the operand itself at equal widths, else a truncation or an extension
// (MLIR's IndexCastOpLowering, which keeps no other attribute).
class IndexCastPat<dag source, dag result, list<dag> preds> : ArithPat<source, result> {
  let constraints = preds;
  let copyAttributes = 0;
}
def : Pattern<(Arith_IndexCastOp $in), [(replaceWithValue $in)],
              [(SameIntWidth (TypeOf $in), (ResultType 0))]>;
def : IndexCastPat<(Arith_IndexCastOp $in), (LLVM_TruncOp $in),
                   [(NarrowerInt (ResultType 0), (TypeOf $in))]>;
def : IndexCastPat<(Arith_IndexCastOp $in), (LLVM_SExtOp $in),
                   [(NarrowerInt (TypeOf $in), (ResultType 0))]>;
def : Pattern<(Arith_IndexCastUIOp $in), [(replaceWithValue $in)],
              [(SameIntWidth (TypeOf $in), (ResultType 0))]>;
def : IndexCastPat<(Arith_IndexCastUIOp $in), (LLVM_TruncOp $in),
                   [(NarrowerInt (ResultType 0), (TypeOf $in))]>;
def : IndexCastPat<(Arith_IndexCastUIOp $in), (LLVM_ZExtOp $in),
                   [(NarrowerInt (TypeOf $in), (ResultType 0))]>;

// A bitcast between types that lower to the same LLVM type (memrefs of equal-width
// elements share their descriptor) is nothing; descriptors themselves are not cast.
def : Pattern<(Arith_BitcastOp $in), [(replaceWithValue $in)],
              [(SameType (TypeOf $in), (ResultType 0))]>;
def : IndexCastPat<(Arith_BitcastOp $in), (LLVM_BitcastOp $in),
                   [(Not (IsLLVMStruct (ResultType 0)))]> {
  let declineUnsupportedFloat = 0;
}

// Ceil/floor division expands into arith ops on the operands as written, which the
// conversion then folds and lowers like any other (MLIR's ExpandOps); `-arith-expand`
// applies the same rules (`spec/conversion/arith_expand.td` has its others).
class ArithExpansion<dag source, list<dag> results> : Pattern<source, results> {
  let convertedOperands = 0;
  let copyAttributes = 0;
  let alsoTargets = ["arith"];
}
// `q = a / b; (a != q*b && (a<0) == (b<0)) ? q + 1 : q`.
def : ArithExpansion<(Arith_CeilDivSIOp $a, $b),
  [(Arith_ConstantOp:$zero (IntAttrOf (ResultType 0), 0)),
   (Arith_ConstantOp:$one (IntAttrOf (ResultType 0), 1)),
   (Arith_DivSIOp:$q $a, $b),
   (Arith_CmpIOp:$inexact "ne", $a, (Arith_MulIOp $q, $b)),
   (Arith_CmpIOp:$sameSign "eq", (Arith_CmpIOp "slt", $a, $zero), (Arith_CmpIOp "slt", $b, $zero)),
   (Arith_SelectOp (Arith_AndIOp $inexact, $sameSign), (Arith_AddIOp $q, $one), $q)]>;
// `q = a / b; (a != q*b && (a<0) != (b<0)) ? q - 1 : q`.
def : ArithExpansion<(Arith_FloorDivSIOp $a, $b),
  [(Arith_DivSIOp:$q $a, $b),
   (Arith_CmpIOp:$inexact "ne", $a, (Arith_MulIOp $q, $b)),
   (Arith_ConstantOp:$zero (IntAttrOf (ResultType 0), 0)),
   (Arith_CmpIOp:$signsDiffer "ne", (Arith_CmpIOp "slt", $a, $zero), (Arith_CmpIOp "slt", $b, $zero)),
   (Arith_AndIOp:$adjust $inexact, $signsDiffer),
   (Arith_SelectOp $adjust, (Arith_AddIOp $q, (Arith_ConstantOp (IntAttrOf (ResultType 0), -1))), $q)]>;
// `a == 0 ? 0 : (a - 1) / b + 1`.
def : ArithExpansion<(Arith_CeilDivUIOp $a, $b),
  [(Arith_ConstantOp:$zero (IntAttrOf (ResultType 0), 0)),
   (Arith_CmpIOp:$isZero "eq", $a, $zero),
   (Arith_ConstantOp:$one (IntAttrOf (ResultType 0), 1)),
   (Arith_SelectOp $isZero, $zero,
      (Arith_AddIOp (Arith_DivUIOp (Arith_SubIOp $a, $one), $b), $one))]>;

// Extended arithmetic, on scalars and 1-D vectors (MLIR declines n-D vectors: a
// two-result op is not unrolled).
class ExtendedPat<dag source, list<dag> results>
    : Pattern<source, results, [(Not (IsLLVMArray (ResultType 0))),
                                (Not (IsLLVMArray (ResultType 1)))]> {
  let copyAttributes = 0;
}
// The sum and the overflow bit are the fields of `llvm.intr.uadd.with.overflow`.
def : ExtendedPat<(Arith_AddUIExtendedOp $a, $b),
  [(LLVM_UAddWithOverflowOp:$s $a, $b, (returnType (StructOf (ResultType 0), (ResultType 1)))),
   (LLVM_ExtractValueOp $s, [0]),
   (LLVM_ExtractValueOp $s, [1])]>;
// Multiply at twice the width; the low and high halves are the results.
class MulExtendedPat<dag source, Op extend> : ExtendedPat<source,
  [(extend:$wa $a, (returnType (DoubleWidth (ResultType 0)))),
   (extend:$wb $b, (returnType (DoubleWidth (ResultType 0)))),
   (LLVM_MulOp:$product $wa, $wb),
   (LLVM_TruncOp:$low $product, (returnType (ResultType 0))),
   (LLVM_LShrOp:$shifted $product,
      (LLVM_ConstantOp (IntAttrOf (TypeOf $product), (IntWidthOf (ResultType 0))),
                       (returnType (TypeOf $product)))),
   (replaceWithValue $low),
   (LLVM_TruncOp $shifted)]>;
def : MulExtendedPat<(Arith_MulSIExtendedOp $a, $b), LLVM_SExtOp>;
def : MulExtendedPat<(Arith_MulUIExtendedOp $a, $b), LLVM_ZExtOp>;

// truncf: `llvm.fptrunc`, or with a rounding mode the constrained intrinsic, whose
// rounding modes arith numbers differently (`LLVMRoundingMode`, lowering/dialects/src/
// dialects/native/lower_arith.rs; it fails on no or an unknown mode).
def LLVMRoundingMode : Term<"lower_arith::llvm_rounding_mode", "(Attr?) -> Attr?">;
def : ArithPat<(Arith_TruncFOp $in, $mode),
               (LLVM_ConstrainedFPTruncIntr $in, (LLVMRoundingMode $mode), "ignore")>;
def : ArithPat<(Arith_TruncFOp $in, $mode), (LLVM_FPTruncOp $in)> {
  let constraints = [(Not (Present $mode))];
}
