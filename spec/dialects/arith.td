// The `arith` dialect (MLIR 22): integer and floating-point arithmetic, bitwise and shift
// ops, comparisons, casts, select and constants, on scalars and elementwise on vectors and
// tensors. Defines the dialect's enums (CmpIPredicate, CmpFPredicate, IntegerOverflowFlags,
// FastMathFlags, RoundingMode, AtomicRMWKind -- the last one is used by memref.atomic_rmw)
// and all 51 ops of MLIR 22's ArithOps.td.

include "base.td"
include "constraints.td"

def Arith_Dialect : Dialect {
  let attributes = "closed";
  let onRegister = "arith::on_register";
  let name = "arith";
  let summary = "basic integer and floating-point arithmetic";
  let description = [{
    Two's complement integer and IEEE-style floating-point arithmetic on scalars, and
    elementwise on vectors and tensors of them. Ops propagate poison.
  }];
}

// ---------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------

// arith.cmpi's predicate, stored as an i64 integer attribute (`predicate = 2 : i64`) and
// printed as its keyword in custom syntax (`arith.cmpi slt, ...`).
def Arith_CmpIPredicateAttr : EnumAttr<Arith_Dialect, "CmpIPredicate",
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    [EnumCase<"eq", 0>, EnumCase<"ne", 1>,
     EnumCase<"slt", 2>, EnumCase<"sle", 3>, EnumCase<"sgt", 4>, EnumCase<"sge", 5>,
     EnumCase<"ult", 6>, EnumCase<"ule", 7>, EnumCase<"ugt", 8>, EnumCase<"uge", 9>]> {
  let storage = "int";
  let intType = "i64";
}

// arith.cmpf's predicate: ordered (o*) / unordered (u*) comparisons plus the constant
// predicates `false` and `true`.
def Arith_CmpFPredicateAttr : EnumAttr<Arith_Dialect, "CmpFPredicate",
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    [EnumCase<"AlwaysFalse", 0, "false">,
     EnumCase<"OEQ", 1, "oeq">, EnumCase<"OGT", 2, "ogt">, EnumCase<"OGE", 3, "oge">,
     EnumCase<"OLT", 4, "olt">, EnumCase<"OLE", 5, "ole">, EnumCase<"ONE", 6, "one">,
     EnumCase<"ORD", 7, "ord">,
     EnumCase<"UEQ", 8, "ueq">, EnumCase<"UGT", 9, "ugt">, EnumCase<"UGE", 10, "uge">,
     EnumCase<"ULT", 11, "ult">, EnumCase<"ULE", 12, "ule">, EnumCase<"UNE", 13, "une">,
     EnumCase<"UNO", 14, "uno">,
     EnumCase<"AlwaysTrue", 15, "true">]> {
  let storage = "int";
  let intType = "i64";
}

// Integer overflow flags: `#arith.overflow<nsw, nuw>`; in op syntax `overflow<nsw>`.
def Arith_IntegerOverflowFlagsAttr : EnumAttr<Arith_Dialect, "IntegerOverflowFlags",
    "Integer overflow arith flags",
    [EnumCase<"none", 0>, EnumCase<"nsw", 1>, EnumCase<"nuw", 2>]> {
  let storage = "dialect";
  let mnemonic = "overflow";
  let bitEnum = 1;
  let separator = ", ";
}

// Fast-math flags: `#arith.fastmath<nnan,ninf>`; in op syntax `fastmath<fast>`. `fast` is
// the group of all seven flags and is printed instead of them when all are set.
def Arith_FastMathFlagsAttr : EnumAttr<Arith_Dialect, "FastMathFlags",
    "Floating point fast math flags",
    [EnumCase<"none", 0>, EnumCase<"reassoc", 1>, EnumCase<"nnan", 2>,
     EnumCase<"ninf", 4>, EnumCase<"nsz", 8>, EnumCase<"arcp", 16>,
     EnumCase<"contract", 32>, EnumCase<"afn", 64>, EnumCase<"fast", 127>]> {
  let storage = "dialect";
  let mnemonic = "fastmath";
  let bitEnum = 1;
  let separator = ",";
  // NEEDS-BASE: MLIR's printBitEnumPrimaryGroups: a group case (several bits) whose bits
  // are all set prints as the group keyword.
  bit printBitEnumPrimaryGroups = 1;
}

// Rounding mode of arith.truncf / arith.scaling_truncf, stored as an i32 integer attribute
// (`roundingmode = 0 : i32`), printed as its keyword (`to_nearest_even`).
def Arith_RoundingModeAttr : EnumAttr<Arith_Dialect, "RoundingMode",
    "Floating point rounding mode",
    [EnumCase<"to_nearest_even", 0>, EnumCase<"downward", 1>, EnumCase<"upward", 2>,
     EnumCase<"toward_zero", 3>, EnumCase<"to_nearest_away", 4>]> {
  let storage = "int";
  let intType = "i32";
}

// The combining operation of memref.atomic_rmw (`kind = 0 : i64`, printed `addf`).
def Arith_AtomicRMWKindAttr : EnumAttr<Arith_Dialect, "AtomicRMWKind",
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    [EnumCase<"addf", 0>, EnumCase<"addi", 1>, EnumCase<"andi", 2>,
     EnumCase<"assign", 3>, EnumCase<"maximumf", 4>, EnumCase<"maxnumf", 5>,
     EnumCase<"maxs", 6>, EnumCase<"maxu", 7>, EnumCase<"minimumf", 8>,
     EnumCase<"minnumf", 9>, EnumCase<"mins", 10>, EnumCase<"minu", 11>,
     EnumCase<"mulf", 12>, EnumCase<"muli", 13>, EnumCase<"ori", 14>,
     EnumCase<"xori", 15>]> {
  let storage = "int";
  let intType = "i64";
}

// ---------------------------------------------------------------------------------------
// Arith-specific constraints and traits
// ---------------------------------------------------------------------------------------

// Signless integers (not index), or vectors/tensors of them: what integer casts accept.
def Arith_SignlessFixedWidthIntegerLike
    : TypeOrValueSemanticsContainer<AnySignlessInteger, "signless-fixed-width-integer-like">;

// Operand/result of index_cast and index_castui.
def Arith_IndexCastType
    : Type<(Or SignlessIntegerOrIndexLike.predicate,
               (RankedMemRefOf (Or (SignlessInteger), (IndexPred)))),
           "signless-integer-like or memref of signless-integer">;

// Operand/result of bitcast.
def Arith_BitcastType
    : Type<(Or SignlessIntegerOrFloatLike.predicate,
               (RankedMemRefOf (Or (SignlessInteger), (Float)))),
           "signless-integer-or-float-like or memref of signless-integer or float">;

// Casts between tensors require identical dimensions (not merely compatible ones).
// ("failed to verify that input and output have the same tensor dimensions", checked before
// the structural traits as MLIR's PredOpTrait is.)
def Arith_SameInputOutputTensorDims
    : PredTrait<"input and output have the same tensor dimensions",
                "arith::same_input_output_tensor_dims">;

// ---------------------------------------------------------------------------------------
// Op classes
// ---------------------------------------------------------------------------------------

// Every arith op but arith.constant: no memory effects, elementwise on vectors/tensors.
class Arith_Op<string mnemonic, list<Trait> traits = []>
    : Op<Arith_Dialect, mnemonic, !listconcat(traits, [NoMemoryEffect, ElementwiseMappable])>;

// Two integer (or index) operands and a result, all of one type.
class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// An integer binary op defined for all inputs (no immediate UB), hence speculatable.
class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_IntBinaryOp<mnemonic, !listconcat(traits, [Pure])>;

// An integer binary op carrying nsw/nuw flags.
class Arith_IntBinaryOpWithOverflowFlags<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       DefaultValuedAttr<Arith_IntegerOverflowFlagsAttr,
                                         "#arith.overflow<none>">:$overflowFlags);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat =
      "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
}

// An integer binary op with an optional `exact` flag (division, right shifts).
class Arith_IntBinaryOpWithExactFlag<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       UnitAttr:$isExact);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
}

// A unary floating-point op with fast-math flags.
class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins FloatLike:$operand,
                       DefaultValuedAttr<Arith_FastMathFlagsAttr,
                                         "#arith.fastmath<none>">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

// A binary floating-point op with fast-math flags.
class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat([Pure], traits, [SameOperandsAndResultType])> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathFlagsAttr,
                                         "#arith.fastmath<none>">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat =
      "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
}

// A one-operand cast `$in : From to To`. Shapes must match (tensor dimensions exactly);
// `arith::verify_<mnemonic>` checks cast compatibility (CastOpInterface: "operand type 'i32'
// and result type 'i16' are cast incompatible") and the op's own rules.
class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To,
                   list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits,
          [Pure, SameOperandsAndResultShape, Arith_SameInputOutputTensorDims, CastOpInterface,
           NativeCheck<"arith::verify_" # mnemonic>])> {
  let arguments = (ins From:$in);
  let results = (outs To:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

class Arith_IToICastOp<string mnemonic>
    : Arith_CastOp<mnemonic, Arith_SignlessFixedWidthIntegerLike,
                   Arith_SignlessFixedWidthIntegerLike>;
class Arith_IToFCastOp<string mnemonic>
    : Arith_CastOp<mnemonic, Arith_SignlessFixedWidthIntegerLike, FloatLike>;
class Arith_FToICastOp<string mnemonic>
    : Arith_CastOp<mnemonic, FloatLike, Arith_SignlessFixedWidthIntegerLike>;
class Arith_FToFCastOp<string mnemonic>
    : Arith_CastOp<mnemonic, FloatLike, FloatLike>;

// A comparison: operands of one type, an i1-element result of the operands' shape.
class Arith_CompareOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits,
          [Pure, SameTypeOperands,
           TypesMatchWith<"result type has i1 element type and same shape as operands",
                          "lhs", "result", "transforms::i1_same_shape">])> {
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

// ---------------------------------------------------------------------------------------
// Constant
// ---------------------------------------------------------------------------------------

def Arith_ConstantOp : Op<Arith_Dialect, "constant",
    [ConstantLike, Pure, AllTypesMatch<["value", "result"]>,
     NativeCheck<"arith::verify_constant">]>,
    NativeAsmResultNames<"arith::constant_result_names"> {
  let summary = "integer, float or elements constant";
  let description = [{
    Materializes the typed attribute `value` as an SSA value of the attribute's type:
    `%c = arith.constant 7 : i32`.
  }];
  let arguments = (ins TypedAttr:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
}

// ---------------------------------------------------------------------------------------
// Integer arithmetic
// ---------------------------------------------------------------------------------------

def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]>,
    Folder<"fold_arith::int_binary", "addi"> {
  let summary = "integer addition";
}

def Arith_AddUIExtendedOp : Arith_Op<"addui_extended",
    [Pure, Commutative, AllTypesMatch<["lhs", "rhs", "sum"]>]>,
    Folder<"fold_arith::extended", "addui_extended"> {
  let summary = "unsigned integer addition with a carry-out bit";
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$sum, BoolLike:$overflow);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
}

def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi">,
    Folder<"fold_arith::int_binary", "subi"> {
  let summary = "integer subtraction";
}

// (Result names: `%c<N>_vscale` for a constant times vector.vscale.)
def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli", [Commutative]>,
    NativeAsmResultNames<"arith::muli_result_names">,
    Folder<"fold_arith::int_binary", "muli"> {
  let summary = "integer multiplication";
}

def Arith_MulSIExtendedOp : Arith_Op<"mulsi_extended",
    [Pure, Commutative, AllTypesMatch<["lhs", "rhs", "low", "high"]>]>,
    Folder<"fold_arith::extended", "mulsi_extended"> {
  let summary = "signed multiplication giving the low and high halves of the product";
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Arith_MulUIExtendedOp : Arith_Op<"mului_extended",
    [Pure, Commutative, AllTypesMatch<["lhs", "rhs", "low", "high"]>]>,
    Folder<"fold_arith::extended", "mului_extended"> {
  let summary = "unsigned multiplication giving the low and high halves of the product";
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Arith_DivUIOp : Arith_IntBinaryOpWithExactFlag<"divui">,
    Folder<"fold_arith::int_binary", "divui"> {
  let summary = "unsigned integer division (rounds toward zero)";
}

def Arith_DivSIOp : Arith_IntBinaryOpWithExactFlag<"divsi">,
    Folder<"fold_arith::int_binary", "divsi"> {
  let summary = "signed integer division (rounds toward zero)";
}

def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui">,
    Folder<"fold_arith::int_binary", "ceildivui"> {
  let summary = "unsigned integer division rounding up";
}

def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi">,
    Folder<"fold_arith::int_binary", "ceildivsi"> {
  let summary = "signed integer division rounding toward positive infinity";
}

def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi">,
    Folder<"fold_arith::int_binary", "floordivsi"> {
  let summary = "signed integer division rounding toward negative infinity";
}

def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui">,
    Folder<"fold_arith::int_binary", "remui"> {
  let summary = "unsigned integer remainder";
}

def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi">,
    Folder<"fold_arith::int_binary", "remsi"> {
  let summary = "signed integer remainder (sign of the dividend)";
}

def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]>,
    Folder<"fold_arith::int_binary", "andi"> {
  let summary = "bitwise and";
}

def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]>,
    Folder<"fold_arith::int_binary", "ori"> {
  let summary = "bitwise or";
}

def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]>,
    Folder<"fold_arith::int_binary", "xori"> {
  let summary = "bitwise exclusive or";
}

def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli">,
    Folder<"fold_arith::int_binary", "shli"> {
  let summary = "shift left";
}

def Arith_ShRUIOp : Arith_IntBinaryOpWithExactFlag<"shrui", [Pure]>,
    Folder<"fold_arith::int_binary", "shrui"> {
  let summary = "logical shift right (fills with zeros)";
}

def Arith_ShRSIOp : Arith_IntBinaryOpWithExactFlag<"shrsi", [Pure]>,
    Folder<"fold_arith::int_binary", "shrsi"> {
  let summary = "arithmetic shift right (fills with the sign bit)";
}

// ---------------------------------------------------------------------------------------
// Floating-point arithmetic
// ---------------------------------------------------------------------------------------

def Arith_NegFOp : Arith_FloatUnaryOp<"negf">,
    Folder<"fold_arith::float_op", "negf"> {
  let summary = "floating-point negation";
}

def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]>,
    Folder<"fold_arith::float_op", "addf"> {
  let summary = "floating-point addition";
}

def Arith_SubFOp : Arith_FloatBinaryOp<"subf">,
    Folder<"fold_arith::float_op", "subf"> {
  let summary = "floating-point subtraction";
}

def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]>,
    Folder<"fold_arith::float_min_max", "maximumf"> {
  let summary = "floating-point maximum, propagating NaN";
}

def Arith_MaxNumFOp : Arith_FloatBinaryOp<"maxnumf", [Commutative]>,
    Folder<"fold_arith::float_min_max", "maxnumf"> {
  let summary = "floating-point maximum, preferring the non-NaN operand";
}

def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]>,
    Folder<"fold_arith::int_binary", "maxsi"> {
  let summary = "signed integer maximum";
}

def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]>,
    Folder<"fold_arith::int_binary", "maxui"> {
  let summary = "unsigned integer maximum";
}

def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]>,
    Folder<"fold_arith::float_min_max", "minimumf"> {
  let summary = "floating-point minimum, propagating NaN";
}

def Arith_MinNumFOp : Arith_FloatBinaryOp<"minnumf", [Commutative]>,
    Folder<"fold_arith::float_min_max", "minnumf"> {
  let summary = "floating-point minimum, preferring the non-NaN operand";
}

def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]>,
    Folder<"fold_arith::int_binary", "minsi"> {
  let summary = "signed integer minimum";
}

def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]>,
    Folder<"fold_arith::int_binary", "minui"> {
  let summary = "unsigned integer minimum";
}

def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]>,
    Folder<"fold_arith::float_op", "mulf"> {
  let summary = "floating-point multiplication";
}

def Arith_DivFOp : Arith_FloatBinaryOp<"divf">,
    Folder<"fold_arith::float_op", "divf"> {
  let summary = "floating-point division";
}

def Arith_RemFOp : Arith_FloatBinaryOp<"remf">,
    Folder<"fold_arith::float_op", "remf"> {
  let summary = "floating-point remainder (sign of the dividend)";
}

// ---------------------------------------------------------------------------------------
// Casts
// ---------------------------------------------------------------------------------------

def Arith_ExtUIOp : Arith_IToICastOp<"extui">,
    Folder<"fold_arith::int_cast", "extui"> {
  let summary = "zero-extend an integer to a wider one";
}

def Arith_ExtSIOp : Arith_IToICastOp<"extsi">,
    Folder<"fold_arith::int_cast", "extsi"> {
  let summary = "sign-extend an integer to a wider one";
}

def Arith_ExtFOp : Arith_FToFCastOp<"extf">, Folder<"fold_arith::float_cast", "extf"> {
  let summary = "extend a float to a wider float type";
  let arguments = (ins FloatLike:$in, OptionalAttr<Arith_FastMathFlagsAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat =
      "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)";
}

def Arith_ScalingExtFOp : Arith_Op<"scaling_extf",
    [Pure, Arith_SameInputOutputTensorDims, NativeCheck<"arith::verify_scaling_extf">]> {
  let summary = "extend floats, multiplying them by per-block scales (OCP MX)";
  let arguments = (ins FloatLike:$in, FloatLike:$scale,
                       OptionalAttr<Arith_FastMathFlagsAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat = [{
    $in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:`
    type($in) `,` type($scale) `to` type($out)
  }];
}

def Arith_TruncIOp : Arith_Op<"trunci",
    [Pure, SameOperandsAndResultShape, Arith_SameInputOutputTensorDims,
     NativeCheck<"arith::verify_trunci">]>,
    Folder<"fold_arith::int_cast", "trunci"> {
  let summary = "truncate an integer to a narrower one";
  let arguments = (ins Arith_SignlessFixedWidthIntegerLike:$in,
                       DefaultValuedAttr<Arith_IntegerOverflowFlagsAttr,
                                         "#arith.overflow<none>">:$overflowFlags);
  let results = (outs Arith_SignlessFixedWidthIntegerLike:$out);
  let assemblyFormat = [{
    $in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)
  }];
}

def Arith_TruncFOp : Arith_Op<"truncf",
    [Pure, SameOperandsAndResultShape, Arith_SameInputOutputTensorDims,
     NativeCheck<"arith::verify_truncf">]>,
    Folder<"fold_arith::float_cast", "truncf"> {
  let summary = "truncate a float to a narrower float type";
  let arguments = (ins FloatLike:$in,
                       OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                       OptionalAttr<Arith_FastMathFlagsAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat = [{
    $in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)
  }];
}

def Arith_ScalingTruncFOp : Arith_Op<"scaling_truncf",
    [Pure, Arith_SameInputOutputTensorDims, NativeCheck<"arith::verify_scaling_truncf">]> {
  let summary = "truncate floats after dividing them by per-block scales (OCP MX)";
  let arguments = (ins FloatLike:$in, FloatLike:$scale,
                       OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                       OptionalAttr<Arith_FastMathFlagsAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat = [{
    $in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:`
    type($in) `,` type($scale) `to` type($out)
  }];
}

def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp">, Folder<"fold_arith::int_to_float", "uitofp"> {
  let summary = "convert an unsigned integer to a float";
}

def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp">, Folder<"fold_arith::int_to_float", "sitofp"> {
  let summary = "convert a signed integer to a float";
}

def Arith_FPToUIOp : Arith_FToICastOp<"fptoui">, Folder<"fold_arith::float_to_int", "fptoui"> {
  let summary = "convert a float to an unsigned integer (rounds toward zero)";
}

def Arith_FPToSIOp : Arith_FToICastOp<"fptosi">, Folder<"fold_arith::float_to_int", "fptosi"> {
  let summary = "convert a float to a signed integer (rounds toward zero)";
}

def Arith_IndexCastOp
    : Arith_CastOp<"index_cast", Arith_IndexCastType, Arith_IndexCastType>,
    Folder<"fold_arith::int_cast", "index_cast"> {
  let summary = "convert between index and integer (sign-extending)";
}

def Arith_IndexCastUIOp
    : Arith_CastOp<"index_castui", Arith_IndexCastType, Arith_IndexCastType>,
    Folder<"fold_arith::int_cast", "index_castui"> {
  let summary = "convert between index and integer (zero-extending)";
}

def Arith_BitcastOp
    : Arith_CastOp<"bitcast", Arith_BitcastType, Arith_BitcastType>,
    Folder<"fold_arith::bitcast"> {
  let summary = "reinterpret the bits of a value as another type of the same width";
}

// ---------------------------------------------------------------------------------------
// Comparisons and select
// ---------------------------------------------------------------------------------------

def Arith_CmpIOp : Arith_CompareOp<"cmpi">,
    Folder<"fold_arith::cmpi"> {
  let summary = "integer comparison";
  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf">,
    Folder<"fold_arith::cmpf", "", 0> {
  let summary = "floating-point comparison";
  let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
                       FloatLike:$lhs,
                       FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathFlagsAttr,
                                         "#arith.fastmath<none>">:$fastmath);
  let assemblyFormat =
      "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)";
}

// Custom syntax: `arith.select %c, %a, %b : i32`, or with a shaped condition
// `arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>`.
// The PredTrait is MLIR's PredOpTrait, checked (as MLIR's op invariants) before the
// ElementwiseMappable traits; `arith::verify_select` is the op verifier.
def Arith_SelectOp : Arith_Op<"select",
    [Pure, AllTypesMatch<["true_value", "false_value", "result"]>,
     PredTrait<"condition is signless i1 or has matching shape",
               "arith::select_condition_shape_ok">,
     NativeCheck<"arith::verify_select">]>,
    Folder<"fold_arith::select"> {
  let summary = "choose between two values by a condition";
  let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
  let customParser = "arith::parse_select";
  let customPrinter = "arith::print_select";
}
