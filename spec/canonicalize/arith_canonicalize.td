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
