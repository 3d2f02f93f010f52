// arith -> llvm: the patterns of `-convert-arith-to-llvm` (and of the arith part of
// `-convert-to-llvm`), as MLIR 22's ArithToLLVM lowers each op.
//
// Elementwise ops are declarative: operands and attributes map by name onto the LLVM op,
// arith enums (overflow flags, fastmath flags, predicates) are re-expressed in their LLVM
// twins with the same case values, and `unrollVectors` lowers n-D vectors to 1-D ops over
// the `!llvm.array` of 1-D vectors the type converter produces. What needs several ops
// (expansions, index casts, constants of n-D vectors) is a NativePattern in
// `lowering/dialects/src/dialects/native/lower_arith.rs`.

include "dialects/arith.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"

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

// Algorithmic lowerings.
def : NativePattern<Arith_ConstantOp, "lower_arith::constant">;
def : NativePattern<Arith_TruncFOp, "lower_arith::truncf">;
def : NativePattern<Arith_BitcastOp, "lower_arith::bitcast">;
def : NativePattern<Arith_IndexCastOp, "lower_arith::index_cast">;
def : NativePattern<Arith_IndexCastUIOp, "lower_arith::index_castui">;
def : NativePattern<Arith_CeilDivSIOp, "lower_arith::ceildivsi">;
def : NativePattern<Arith_CeilDivUIOp, "lower_arith::ceildivui">;
def : NativePattern<Arith_FloorDivSIOp, "lower_arith::floordivsi">;
def : NativePattern<Arith_AddUIExtendedOp, "lower_arith::addui_extended">;
def : NativePattern<Arith_MulSIExtendedOp, "lower_arith::mulsi_extended">;
def : NativePattern<Arith_MulUIExtendedOp, "lower_arith::mului_extended">;
