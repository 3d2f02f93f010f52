// The `index` dialect (MLIR 22): arithmetic, comparisons, casts and constants on values
// of the builtin `index` type, signless, with signed and unsigned variants where the
// distinction matters. All 26 ops of MLIR 22's IndexOps.td.
//
// The ops MLIR folds have a `Folder` (`fold_index`: the binary ops, the casts and the
// comparison; the constants' folders, which give their own value, change nothing here),
// and the dialect materializes the constants they fold to as `index.constant` and
// `index.bool.constant` (`index::on_register`), as MLIR's IndexDialect does.

include "base.td"
include "constraints.td"

def Index_Dialect : Dialect {
  let attributes = "closed";
  let name = "index";
  let onRegister = "index::on_register";
  let summary = "operations on values of the builtin index type";
  let description = [{
    Target-independent integer arithmetic on `index` values, whose width (that of a
    pointer) is only fixed when the program is lowered.
  }];
}

// ---------------------------------------------------------------------------------------
// The comparison predicate
// ---------------------------------------------------------------------------------------

// The cases of index.cmp's predicate; their values are those of LLVM's icmp predicates,
// which lowering relies on.
//
// MLIR writes the attribute `#index<cmp_predicate slt>` in generic form and `slt` in
// custom syntax. Neither "int" nor "dialect" enum storage gives that spelling
// (`#index.cmp_predicate<slt>` would be the dialect form), so this enum only provides the
// case table, and the attribute the op holds is checked and spelled by native code.
// NEEDS-BASE: an enum storage spelled `#dialect<mnemonic keyword>` (MLIR's EnumAttr with
// the `$value` assembly format).
def Index_CmpPredicateCases : EnumAttr<Index_Dialect, "IndexCmpPredicate",
    "index comparison predicate kind",
    [EnumCase<"eq", 0>, EnumCase<"ne", 1>,
     EnumCase<"slt", 2>, EnumCase<"sle", 3>, EnumCase<"sgt", 4>, EnumCase<"sge", 5>,
     EnumCase<"ult", 6>, EnumCase<"ule", 7>, EnumCase<"ugt", 8>, EnumCase<"uge", 9>]> {
  let storage = "int";
  let intType = "i32";
}

// `#index<cmp_predicate slt>`, one of the cases above.
def Index_CmpPredicateAttr : Attr<(Native "index::is_cmp_predicate"),
                                  "index comparison predicate kind", "any">;

// ---------------------------------------------------------------------------------------
// Constraints
// ---------------------------------------------------------------------------------------

// What index.casts/index.castu convert from and to (one side must be index).
def Index_IntegerOrIndex : Type<(Or (Integer), (IndexPred)), "integer or index">;

// BoolAttr parsed with an `i1` hint, so `index.bool.constant 1` reads as `true` the way
// MLIR's format parser does.
def Index_BoolAttr : Attr<(BoolAttrPred), "bool attribute", "bool"> {
  let storageType = "i1";
}

// ---------------------------------------------------------------------------------------
// Op classes
// ---------------------------------------------------------------------------------------

class Index_Op<string mnemonic, list<Trait> traits = []>
    : Op<Index_Dialect, mnemonic, traits>;

// `%r = index.<op> %a, %b`: two index operands, an index result, no types written.
// Every one folds (`fold_index::binary`, by mnemonic).
class Index_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Index_Op<mnemonic, traits>, Folder<"fold_index::binary", mnemonic> {
  let arguments = (ins Index:$lhs, Index:$rhs);
  let results = (outs Index:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}

// Total binary ops (no undefined behaviour), hence speculatable.
class Index_PureBinaryOp<string mnemonic, list<Trait> traits = []>
    : Index_BinaryOp<mnemonic, !listconcat(traits, [Pure])>;

// Division and remainder: no memory effects, but not speculatable (division by zero).
class Index_DivisionOp<string mnemonic>
    : Index_BinaryOp<mnemonic, [NoMemoryEffect]>;

// `%r = index.casts %x : i32 to index`: exactly one side is index
// (`index::verify_cast`, MLIR's CastOpInterface check). A cast of a constant folds
// (`fold_index::cast`).
class Index_CastOp<string mnemonic>
    : Index_Op<mnemonic, [Pure, CastOpInterface, NativeCheck<"index::verify_cast">]>,
      Folder<"fold_index::cast", mnemonic> {
  let arguments = (ins Index_IntegerOrIndex:$input);
  let results = (outs Index_IntegerOrIndex:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

// ---------------------------------------------------------------------------------------
// Arithmetic
// ---------------------------------------------------------------------------------------

def Index_AddOp : Index_PureBinaryOp<"add", [Commutative]> {
  let summary = "index addition";
}

def Index_SubOp : Index_PureBinaryOp<"sub"> {
  let summary = "index subtraction";
}

def Index_MulOp : Index_PureBinaryOp<"mul", [Commutative]> {
  let summary = "index multiplication";
}

def Index_DivSOp : Index_DivisionOp<"divs"> {
  let summary = "index signed division";
}

def Index_DivUOp : Index_DivisionOp<"divu"> {
  let summary = "index unsigned division";
}

def Index_CeilDivSOp : Index_DivisionOp<"ceildivs"> {
  let summary = "index signed ceil division";
}

def Index_CeilDivUOp : Index_DivisionOp<"ceildivu"> {
  let summary = "index unsigned ceil division";
}

def Index_FloorDivSOp : Index_DivisionOp<"floordivs"> {
  let summary = "index signed floor division";
}

def Index_RemSOp : Index_DivisionOp<"rems"> {
  let summary = "index signed remainder";
}

def Index_RemUOp : Index_DivisionOp<"remu"> {
  let summary = "index unsigned remainder";
}

def Index_MaxSOp : Index_PureBinaryOp<"maxs", [Commutative]> {
  let summary = "index signed maximum";
}

def Index_MaxUOp : Index_PureBinaryOp<"maxu", [Commutative]> {
  let summary = "index unsigned maximum";
}

def Index_MinSOp : Index_PureBinaryOp<"mins", [Commutative]> {
  let summary = "index signed minimum";
}

def Index_MinUOp : Index_PureBinaryOp<"minu", [Commutative]> {
  let summary = "index unsigned minimum";
}

// ---------------------------------------------------------------------------------------
// Shifts and bitwise logic
// ---------------------------------------------------------------------------------------

def Index_ShlOp : Index_PureBinaryOp<"shl"> {
  let summary = "index shift left";
}

def Index_ShrSOp : Index_PureBinaryOp<"shrs"> {
  let summary = "signed index shift right";
}

def Index_ShrUOp : Index_PureBinaryOp<"shru"> {
  let summary = "unsigned index shift right";
}

def Index_AndOp : Index_PureBinaryOp<"and", [Commutative]> {
  let summary = "index bitwise and";
}

def Index_OrOp : Index_PureBinaryOp<"or", [Commutative]> {
  let summary = "index bitwise or";
}

def Index_XOrOp : Index_PureBinaryOp<"xor", [Commutative]> {
  let summary = "index bitwise xor";
}

// ---------------------------------------------------------------------------------------
// Casts
// ---------------------------------------------------------------------------------------

// Sign-extends or truncates once the width of index is known.
def Index_CastSOp : Index_CastOp<"casts"> {
  let summary = "index signed cast";
}

// Zero-extends or truncates once the width of index is known.
def Index_CastUOp : Index_CastOp<"castu"> {
  let summary = "index unsigned cast";
}

// ---------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------

// `%r = index.cmp slt(%a, %b)`; the keyword (or a quoted string) is the custom directive
// CmpPredicate.
def Index_CmpOp : Index_Op<"cmp", [Pure]>, Folder<"fold_index::cmp"> {
  let summary = "index compare";
  let arguments = (ins Index_CmpPredicateAttr:$pred, Index:$lhs, Index:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "custom<CmpPredicate>($pred) `(` $lhs `,` $rhs `)` attr-dict";
}

// ---------------------------------------------------------------------------------------
// Sizes and constants
// ---------------------------------------------------------------------------------------

// The width of index in bits, known once lowered.
def Index_SizeOfOp : Index_Op<"sizeof", [Pure]> {
  let summary = "size in bits of the index type";
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
}

// `%idx42 = index.constant 42` (the result is named after the value).
def Index_ConstantOp : Index_Op<"constant", [ConstantLike, Pure]>,
    NativeAsmResultNames<"index::constant_result_names"> {
  let summary = "index constant";
  let arguments = (ins IndexAttr:$value);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $value";
}

// `%true = index.bool.constant true`.
def Index_BoolConstantOp : Index_Op<"bool.constant", [ConstantLike, Pure]>,
    NativeAsmResultNames<"index::bool_constant_result_names"> {
  let summary = "boolean constant";
  let arguments = (ins Index_BoolAttr:$value);
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict $value";
}
