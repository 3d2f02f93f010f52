// arith canonicalization patterns, as MLIR's ArithCanonicalization: chains of additions,
// subtractions and multiplications by integer constants fold their constants into one
// (the new op keeps only the overflow flags both had), and adding a product by -1 is a
// subtraction. Constants are scalar integers, as MLIR's `APIntAttr` matcher takes them.

include "dialects/arith.td"
include "canonicalize/canonicalize_terms.td"

// `a op b` of two integer constants, as an attribute of the given type (wrapping).
def AddIntAttrs : Term<"canon_arith::add_int_attrs", "(Type, Attr, Attr) -> Attr?">;
def SubIntAttrs : Term<"canon_arith::sub_int_attrs", "(Type, Attr, Attr) -> Attr?">;
def MulIntAttrs : Term<"canon_arith::mul_int_attrs", "(Type, Attr, Attr) -> Attr?">;
// The overflow flags both ops have.
def MergeOverflow : Term<"canon_arith::merge_overflow", "(Attr?, Attr?) -> Attr">;
// A scalar or splat integer -1.
def IsNegativeOne : Term<"canon_arith::is_negative_one", "(Attr) -> Bool">;

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def : Canonicalization<(Arith_AddIOp (Arith_AddIOp $x, (ConstantValue $c0), $o1), (ConstantValue $c1), $o2),
  [(Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs (ResultType 0), $c0, $c1)), (MergeOverflow $o1, $o2))]>;
// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def : Canonicalization<(Arith_AddIOp (Arith_SubIOp $x, (ConstantValue $c0), $o1), (ConstantValue $c1), $o2),
  [(Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs (ResultType 0), $c1, $c0)), (MergeOverflow $o1, $o2))]>;
// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def : Canonicalization<(Arith_AddIOp (Arith_SubIOp (ConstantValue $c0), $x, $o1), (ConstantValue $c1), $o2),
  [(Arith_SubIOp (Arith_ConstantOp (AddIntAttrs (ResultType 0), $c0, $c1)), $x, (MergeOverflow $o1, $o2))]>;
// addi(x, muli(y, -1)) -> subi(x, y)
def : Canonicalization<(Arith_AddIOp $x, (Arith_MulIOp $y, (ConstantValue $m), $o1), $o2),
  [(Arith_SubIOp $x, $y, "none")], [(IsNegativeOne $m)]>;
// addi(muli(x, -1), y) -> subi(y, x)
def : Canonicalization<(Arith_AddIOp (Arith_MulIOp $x, (ConstantValue $m), $o1), $y, $o2),
  [(Arith_SubIOp $y, $x, "none")], [(IsNegativeOne $m)]>;

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
def : Canonicalization<(Arith_SubIOp (Arith_AddIOp $x, (ConstantValue $c0), $o1), (ConstantValue $c1), $o2),
  [(Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs (ResultType 0), $c0, $c1)), (MergeOverflow $o1, $o2))]>;
// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def : Canonicalization<(Arith_SubIOp (ConstantValue $c1), (Arith_AddIOp $x, (ConstantValue $c0), $o1), $o2),
  [(Arith_SubIOp (Arith_ConstantOp (SubIntAttrs (ResultType 0), $c1, $c0)), $x, (MergeOverflow $o1, $o2))]>;
// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def : Canonicalization<(Arith_SubIOp (Arith_SubIOp $x, (ConstantValue $c0), $o1), (ConstantValue $c1), $o2),
  [(Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs (ResultType 0), $c0, $c1)), (MergeOverflow $o1, $o2))]>;
// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def : Canonicalization<(Arith_SubIOp (Arith_SubIOp (ConstantValue $c0), $x, $o1), (ConstantValue $c1), $o2),
  [(Arith_SubIOp (Arith_ConstantOp (SubIntAttrs (ResultType 0), $c0, $c1)), $x, (MergeOverflow $o1, $o2))]>;
// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def : Canonicalization<(Arith_SubIOp (ConstantValue $c1), (Arith_SubIOp $x, (ConstantValue $c0), $o1), $o2),
  [(Arith_SubIOp (Arith_ConstantOp (AddIntAttrs (ResultType 0), $c0, $c1)), $x, (MergeOverflow $o1, $o2))]>;
// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def : Canonicalization<(Arith_SubIOp (ConstantValue $c1), (Arith_SubIOp (ConstantValue $c0), $x, $o1), $o2),
  [(Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs (ResultType 0), $c1, $c0)), (MergeOverflow $o1, $o2))]>;

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
def : Canonicalization<(Arith_MulIOp (Arith_MulIOp $x, (ConstantValue $c0), $o1), (ConstantValue $c1), $o2),
  [(Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs (ResultType 0), $c0, $c1)), (MergeOverflow $o1, $o2))]>;

// ---- casts, selects and logic (MLIR's ArithCanonicalization, per op in its order) ----
// (trunci(shrui(muli(ext, ext))) into the extended multiplications is not one of
// MLIR 22's canonicalization patterns.)

def IsEqualityPredicate : Term<"canon_arith::is_equality_predicate", "(Attr) -> Bool">;
def InvertedPredicate : Term<"canon_arith::inverted_predicate", "(Attr) -> Attr?">;
def IsIntConstant : Term<"canon_arith::is_int_constant", "(Attr, Int) -> Bool">;
def SameValue : Term<"canon_arith::same_value", "(Value, Value) -> Bool">;

// subi(subi(x, y), x) -> subi(0, y)
def : Canonicalization<(Arith_SubIOp (Arith_SubIOp $x, $y, $o1), $x2, $o2),
  [(Arith_SubIOp (Arith_ConstantOp (IntAttrOf (ResultType 0), 0)), $y, (MergeOverflow $o1, $o2))],
  [(SameValue $x, $x2)]>;


// xori(cmpi(pred, a, b), 1) -> cmpi(~pred, a, b)
def : Canonicalization<(Arith_XOrIOp (Arith_CmpIOp $pred, $a, $b), (ConstantValue $one)),
  [(Arith_CmpIOp (InvertedPredicate $pred), $a, $b)], [(IsIntConstant $one, 1)]>;
// xori(extui(x), extui(y)) -> extui(xori(x, y)); the same for extsi
def : Canonicalization<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
  [(Arith_ExtUIOp (Arith_XOrIOp $x, $y), (returnType (ResultType 0)))],
  [(SameType (TypeOf $x), (TypeOf $y))]>;
def : Canonicalization<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
  [(Arith_ExtSIOp (Arith_XOrIOp $x, $y), (returnType (ResultType 0)))],
  [(SameType (TypeOf $x), (TypeOf $y))]>;

// andi/ori of two extensions of the same type: the extension of the andi/ori
def : Canonicalization<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
  [(Arith_ExtUIOp (Arith_AndIOp $x, $y), (returnType (ResultType 0)))],
  [(SameType (TypeOf $x), (TypeOf $y))]>;
def : Canonicalization<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
  [(Arith_ExtSIOp (Arith_AndIOp $x, $y), (returnType (ResultType 0)))],
  [(SameType (TypeOf $x), (TypeOf $y))]>;
def : Canonicalization<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
  [(Arith_ExtUIOp (Arith_OrIOp $x, $y), (returnType (ResultType 0)))],
  [(SameType (TypeOf $x), (TypeOf $y))]>;
def : Canonicalization<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
  [(Arith_ExtSIOp (Arith_OrIOp $x, $y), (returnType (ResultType 0)))],
  [(SameType (TypeOf $x), (TypeOf $y))]>;

// cmpi eq/ne of two extensions of the same type compares the unextended values
def : Canonicalization<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
  [(Arith_CmpIOp $pred, $a, $b)],
  [(SameType (TypeOf $a), (TypeOf $b)), (IsEqualityPredicate $pred)]>;
def : Canonicalization<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
  [(Arith_CmpIOp $pred, $a, $b)],
  [(SameType (TypeOf $a), (TypeOf $b)), (IsEqualityPredicate $pred)]>;

// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
def : Canonicalization<(Arith_SelectOp $pred, $a, (Arith_SelectOp $pred2, $b, $c)),
  [(Arith_SelectOp $pred, $a, $c)], [(SameValue $pred, $pred2)]>;
// select(pred, select(pred, a, b), c) -> select(pred, a, c)
def : Canonicalization<(Arith_SelectOp $pred, (Arith_SelectOp $pred2, $a, $b), $c),
  [(Arith_SelectOp $pred, $a, $c)], [(SameValue $pred, $pred2)]>;
// select(not(pred), a, b) -> select(pred, b, a)
def : Canonicalization<(Arith_SelectOp (Arith_XOrIOp $pred, (ConstantValue $ones)), $a, $b),
  [(Arith_SelectOp $pred, $b, $a)], [(IsNegativeOne $ones)]>;
// select(pred, false, true) -> xori(pred, true)
def : Canonicalization<(Arith_SelectOp $pred, (ConstantValue $f), (ConstantValue $t)),
  [(Arith_XOrIOp $pred, (Arith_ConstantOp (IntAttrOf (TypeOf $pred), 1)))],
  [(SameType (TypeOf $pred), (ResultType 0)), (IsIntConstant $f, 0), (IsIntConstant $t, 1)]>;
// select(pred, 1, 0) -> extui(pred); select(pred, 0, 1) -> extui(xori(pred, true)), for
// integer results wider than i1 (MLIR's SelectToExtUI)
def : Canonicalization<(Arith_SelectOp $pred, (ConstantValue $t), (ConstantValue $f)),
  [(Arith_ExtUIOp $pred, (returnType (ResultType 0)))],
  [(NarrowerInt (TypeOf $pred), (ResultType 0)), (IsIntConstant $t, 1), (IsIntConstant $f, 0)]>;
def : Canonicalization<(Arith_SelectOp $pred, (ConstantValue $t), (ConstantValue $f)),
  [(Arith_ExtUIOp (Arith_XOrIOp $pred, (Arith_ConstantOp (IntAttrOf (TypeOf $pred), 1))),
                  (returnType (ResultType 0)))],
  [(NarrowerInt (TypeOf $pred), (ResultType 0)), (IsIntConstant $t, 0), (IsIntConstant $f, 1)]>;

// extsi(extui(x)) -> extui(x)
def : Canonicalization<(Arith_ExtSIOp (Arith_ExtUIOp $x)),
  [(Arith_ExtUIOp $x, (returnType (ResultType 0)))]>;

// trunci(extsi(x)) -> extsi(x), trunci(extui(x)) -> extui(x), when x is narrower than
// the result (only extension bits are dropped)
def : Canonicalization<(Arith_TruncIOp (Arith_ExtSIOp $x), $overflow),
  [(Arith_ExtSIOp $x, (returnType (ResultType 0)))], [(NarrowerInt (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Arith_TruncIOp (Arith_ExtUIOp $x), $overflow),
  [(Arith_ExtUIOp $x, (returnType (ResultType 0)))], [(NarrowerInt (TypeOf $x), (ResultType 0))]>;

// index_cast(index_cast(x)) -> x of the result's type; index_cast(extsi(x)) -> index_cast(x)
def : Canonicalization<(Arith_IndexCastOp (Arith_IndexCastOp $x)),
  [(replaceWithValue $x)], [(SameType (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Arith_IndexCastOp (Arith_ExtSIOp $x)),
  [(Arith_IndexCastOp $x, (returnType (ResultType 0)))]>;
def : Canonicalization<(Arith_IndexCastUIOp (Arith_IndexCastUIOp $x)),
  [(replaceWithValue $x)], [(SameType (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)),
  [(Arith_IndexCastUIOp $x, (returnType (ResultType 0)))]>;

// ---- extended arithmetic whose second result nobody uses, floats, bitcasts ----

// Whether the root's result N has no uses; the root's result N itself (to stand for an
// unused result, as DRR's `replaceWithValue $res__N` does).
def ResultUnused : Term<"canon_arith::result_unused", "(Int) -> Bool">;
def RootResult : Term<"canon_arith::root_result", "(Int) -> Value?">;
// A type whose elements are not i1 (MLIR's constraint on `mulsi_extended(x, 1)`, where 1
// is -1 for i1).
def NotI1Like : Term<"canon_arith::not_i1_like", "(Type) -> Bool">;

// addui_extended(x, y) with an unused overflow -> addi(x, y)
def : Canonicalization<(Arith_AddUIExtendedOp $x, $y),
  [(Arith_AddIOp $x, $y, "none"), (RootResult 1)], [(ResultUnused 1)]>;
// mulsi_extended(x, y) with an unused high half -> muli(x, y)
def : Canonicalization<(Arith_MulSIExtendedOp $x, $y),
  [(Arith_MulIOp $x, $y, "none"), (RootResult 1)], [(ResultUnused 1)]>;
// mulsi_extended(x, 1) -> x, extsi(cmpi slt, x, 0)
def : Canonicalization<(Arith_MulSIExtendedOp $x, (ConstantValue $one)),
  [(replaceWithValue $x),
   (Arith_ExtSIOp (Arith_CmpIOp "slt", $x, (Arith_ConstantOp (IntAttrOf (TypeOf $x), 0))),
                  (returnType (TypeOf $x)))],
  [(IsIntConstant $one, 1), (NotI1Like (TypeOf $x))]>;
// mului_extended(x, y) with an unused high half -> muli(x, y)
def : Canonicalization<(Arith_MulUIExtendedOp $x, $y),
  [(Arith_MulIOp $x, $y, "none"), (RootResult 1)], [(ResultUnused 1)]>;

// mulf(negf(a), negf(b)) -> mulf(a, b); divf likewise (the root's fastmath flags)
def : Canonicalization<(Arith_MulFOp (Arith_NegFOp $a, $f1), (Arith_NegFOp $b, $f2), $fmf),
  [(Arith_MulFOp $a, $b, $fmf)], [(SameType (TypeOf $a), (TypeOf $b))]>;
def : Canonicalization<(Arith_DivFOp (Arith_NegFOp $a, $f1), (Arith_NegFOp $b, $f2), $fmf),
  [(Arith_DivFOp $a, $b, $fmf)], [(SameType (TypeOf $a), (TypeOf $b))]>;

// truncf(sitofp(x)) -> sitofp(x), truncf(uitofp(x)) -> uitofp(x), with the default
// rounding mode
def : Canonicalization<(Arith_TruncFOp (Arith_SIToFPOp $x), $rm, $fmf),
  [(Arith_SIToFPOp $x, (returnType (ResultType 0)))], [(Not (Present $rm))]>;
def : Canonicalization<(Arith_TruncFOp (Arith_UIToFPOp $x), $rm, $fmf),
  [(Arith_UIToFPOp $x, (returnType (ResultType 0)))], [(Not (Present $rm))]>;

// bitcast(bitcast(x)) -> bitcast(x)
def : Canonicalization<(Arith_BitcastOp (Arith_BitcastOp $x)),
  [(Arith_BitcastOp $x, (returnType (ResultType 0)))]>;

// Whether integer constant `c` is the width of the first type less that of the second
// (a shift that leaves exactly the bits a truncation keeps).
def TruncationMatchesShiftAmount
    : Term<"canon_arith::truncation_matches_shift_amount", "(Type, Type, Attr) -> Bool">;

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of bits the truncation
// drops: the sign bits shifted in are dropped too.
def : Canonicalization<(Arith_TruncIOp (Arith_ShRSIOp $x, (ConstantValue $c), $exact), $ovf),
  [(Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp $c), (Present $exact)), $ovf,
                   (returnType (ResultType 0)))],
  [(TruncationMatchesShiftAmount (TypeOf $x), (ResultType 0), $c)]>;

// MLIR's CmpFIntToFPConst: a float comparison of an integer converted to float with a
// float constant, as an integer comparison (or a constant) when the conversion keeps
// every value the comparison can tell apart (predicate, the integer, the constant,
// 1 when the conversion is unsigned).
def CmpFIntToFP : Term<"canon_arith::cmpf_int_to_fp", "(Attr, Value, Attr, Int) -> Value?">;
def : Canonicalization<(Arith_CmpFOp $pred, (Arith_SIToFPOp $x), (ConstantValue $c), $fmf),
  [(CmpFIntToFP $pred, $x, $c, 0)]>;
def : Canonicalization<(Arith_CmpFOp $pred, (Arith_UIToFPOp $x), (ConstantValue $c), $fmf),
  [(CmpFIntToFP $pred, $x, $c, 1)]>;
