// Common type and attribute constraints shared by every dialect spec: concrete builtin
// types (i1, index, f32, ...), the "-like" families (scalar, vector or tensor of ...),
// memref/tensor/vector containers, and the builtin attribute kinds (integer, string,
// symbol reference, array, dense array, ...) with the summaries MLIR 22 prints in its
// diagnostics ("operand #0 must be <summary>, but got ..." and "attribute 'x' failed to
// satisfy constraint: <summary>").

include "base.td"

// =======================================================================================
// Type constraints
// =======================================================================================

def AnyType : Type<(AnyTypePred), "any type">;
def NoneType : Type<(NoneTypePred), "none type", "none">;

// Integers.
def AnyInteger : Type<(Integer), "integer"> {
  let typeClass = "builtin.integer";
}
def AnySignlessInteger : Type<(SignlessInteger), "signless integer"> {
  let typeClass = "builtin.integer";
}
def AnySignedInteger : Type<(SignedInteger), "signed integer"> {
  let typeClass = "builtin.integer";
}
def AnyUnsignedInteger : Type<(UnsignedInteger), "unsigned integer"> {
  let typeClass = "builtin.integer";
}
def I1 : Type<(IntegerOfWidth 1), "1-bit signless integer", "i1"> {
  let typeClass = "builtin.integer";
}
def I8 : Type<(IntegerOfWidth 8), "8-bit signless integer", "i8"> {
  let typeClass = "builtin.integer";
}
def I16 : Type<(IntegerOfWidth 16), "16-bit signless integer", "i16"> {
  let typeClass = "builtin.integer";
}
def I32 : Type<(IntegerOfWidth 32), "32-bit signless integer", "i32"> {
  let typeClass = "builtin.integer";
}
def I64 : Type<(IntegerOfWidth 64), "64-bit signless integer", "i64"> {
  let typeClass = "builtin.integer";
}
def I128 : Type<(IntegerOfWidth 128), "128-bit signless integer", "i128"> {
  let typeClass = "builtin.integer";
}

def Index : Type<(IndexPred), "index", "index"> {
  let typeClass = "builtin.index";
}
def AnySignlessIntegerOrIndex : Type<(Or (SignlessInteger), (IndexPred)),
                                     "signless integer or index">;

// Floats.
def AnyFloat : Type<(Float), "floating-point">;
def F16 : Type<(FloatNamed "f16"), "16-bit float", "f16">;
def F32 : Type<(FloatNamed "f32"), "32-bit float", "f32">;
def F64 : Type<(FloatNamed "f64"), "64-bit float", "f64">;
def F80 : Type<(FloatNamed "f80"), "80-bit float", "f80">;
def F128 : Type<(FloatNamed "f128"), "128-bit float", "f128">;
def BF16 : Type<(FloatNamed "bf16"), "bfloat16 type", "bf16">;

def AnySignlessIntegerOrFloat : Type<(Or (SignlessInteger), (Float)),
                                     "signless integer or floating-point">;

// Other builtin types.
def AnyComplex : Type<(ComplexOf (AnyTypePred)), "complex-type">;
def FunctionType : Type<(FunctionTypePred), "function type">;

// Containers of a given element constraint; the summary follows MLIR's
// "<container> of <element summary> values".
class VectorTypeOf<TypeConstraint elem>
    : Type<(VectorOf elem.predicate), "vector of " # elem.summary # " values">;
class TensorTypeOf<TypeConstraint elem>
    : Type<(TensorOf elem.predicate), "tensor of " # elem.summary # " values">;
class RankedTensorTypeOf<TypeConstraint elem>
    : Type<(RankedTensorOf elem.predicate), "ranked tensor of " # elem.summary # " values">;
// A ranked memref (MLIR's MemRefOf).
class MemRefTypeOf<TypeConstraint elem>
    : Type<(RankedMemRefOf elem.predicate), "memref of " # elem.summary # " values">;
// A ranked memref of one of the given ranks; `rankDesc` spells them as MLIR does ("1D",
// "0D/1D").
class MemRefTypeOfRank<TypeConstraint elem, list<int> ranks, string rankDesc>
    : Type<(And (RankedMemRefOf elem.predicate), (MemRefOfRank ranks)),
           rankDesc # " memref of " # elem.summary # " values">;
class UnrankedMemRefTypeOf<TypeConstraint elem>
    : Type<(UnrankedMemRefOf elem.predicate),
           "unranked.memref of " # elem.summary # " values">;
class RankedOrUnrankedMemRefTypeOf<TypeConstraint elem>
    : Type<(MemRefOf elem.predicate),
           "ranked or unranked memref of " # elem.summary # " values">;
class StaticShapeMemRefTypeOf<TypeConstraint elem>
    : Type<(And (RankedMemRefOf elem.predicate), (StaticShapeMemRef)),
           "statically shaped memref of " # elem.summary # " values">;
// NEEDS-BASE: a predicate for "ranked memref whose layout is strided"
// (MemRefType::isStrided); meanwhile a native check.
class StridedMemRefTypeOf<TypeConstraint elem>
    : Type<(And (RankedMemRefOf elem.predicate), (Native "preds::is_strided_memref")),
           "strided memref of " # elem.summary # " values">;

def AnyVector : VectorTypeOf<AnyType>;
def AnyTensor : TensorTypeOf<AnyType>;
def AnyRankedTensor : RankedTensorTypeOf<AnyType>;
def AnyMemRef : MemRefTypeOf<AnyType>;
def AnyUnrankedMemRef : UnrankedMemRefTypeOf<AnyType>;
def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefTypeOf<AnyType>;
def AnyStaticShapeMemRef : StaticShapeMemRefTypeOf<AnyType>;
def AnyStridedMemRef : StridedMemRefTypeOf<AnyType>;
def AnyNon0RankedMemRef
    : Type<(And (RankedMemRefOf (AnyTypePred)), (Not (MemRefOfRank [0]))),
           "non-0-ranked.memref of any type values">;
def AnyNon0RankedOrUnrankedMemRef
    : Type<(Or AnyUnrankedMemRef.predicate, AnyNon0RankedMemRef.predicate),
           "unranked.memref of any type values or non-0-ranked.memref of any type values">;

// A strided memref of the given rank.
class AnyStridedMemRefOfRank<int rank>
    : Type<(And AnyStridedMemRef.predicate, (MemRefOfRank [rank])),
           AnyStridedMemRef.summary # " of rank " # rank>;

// Scalars of a kind, or vectors/tensors of them (MLIR's TypeOrValueSemanticsContainer).
class TypeOrValueSemanticsContainer<TypeConstraint elem, string desc>
    : Type<(Or elem.predicate, (VectorOf elem.predicate), (TensorOf elem.predicate)), desc>;

def BoolLike : TypeOrValueSemanticsContainer<I1, "bool-like">;
// (MLIR's own, odd, wording: "signless-integer" for this one and "signless-integer-like"
// for the one that also accepts index.)
def SignlessIntegerLike : TypeOrValueSemanticsContainer<AnySignlessInteger,
                                                        "signless-integer">;
def SignlessIntegerOrIndexLike
    : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex, "signless-integer-like">;
def FloatLike : TypeOrValueSemanticsContainer<AnyFloat, "floating-point-like">;
// Not an MLIR constraint; index or vector/tensor of index.
def IndexLike : TypeOrValueSemanticsContainer<Index, "index-like">;
def SignlessIntegerOrFloatLike
    : Type<(Or SignlessIntegerLike.predicate, FloatLike.predicate),
           "signless-integer-like or floating-point-like">;
def SignlessIntegerOrIndexOrFloatLike
    : Type<(Or SignlessIntegerOrIndexLike.predicate, FloatLike.predicate),
           "signless-integer-or-index-like or floating-point-like">;

// =======================================================================================
// Attribute constraints
// =======================================================================================

def AnyAttr : Attr<(AnyAttrPred), "any attribute", "any">;
def BoolAttr : Attr<(BoolAttrPred), "bool attribute", "bool">;

def I32Attr : Attr<(IntegerAttrOf (IntegerOfWidth 32)),
                   "32-bit signless integer attribute", "int"> {
  let storageType = "i32";
}
def I64Attr : Attr<(IntegerAttrOf (IntegerOfWidth 64)),
                   "64-bit signless integer attribute", "int"> {
  let storageType = "i64";
}
def IndexAttr : Attr<(IntegerAttrOf (IndexPred)), "index attribute", "int"> {
  let storageType = "index";
}
def AnyIntegerAttr : Attr<(AnyIntegerAttrPred), "arbitrary integer attribute", "apint">;

def F32Attr : Attr<(FloatAttrOf (FloatNamed "f32")), "32-bit float attribute", "float">;
def F64Attr : Attr<(FloatAttrOf (FloatNamed "f64")), "64-bit float attribute", "float">;
def AnyFloatAttr : Attr<(AnyFloatAttrPred), "arbitrary float attribute", "float">;

def StrAttr : Attr<(StringAttrPred), "string attribute", "str">;
// A string attribute naming a symbol: the declarative format prints and parses it as a
// symbol name (`@foo`), not as a string literal.
// NEEDS-BASE: a way to mark this (a kind "symbolname", or this field in AttrConstraint).
def SymbolNameAttr : Attr<(StringAttrPred), "string attribute", "str"> {
  let isSymbolName = 1;
}
def UnitAttr : Attr<(UnitAttrPred), "unit attribute", "unit"> {
  // A unit attribute is a flag: absent means false.
  let optional = 1;
}

def TypeAttr : Attr<(TypeAttrOf (AnyTypePred)), "any type attribute", "type">;
def FunctionTypeAttr : Attr<(TypeAttrOf (FunctionTypePred)),
                            "type attribute of function type", "type">;

def SymbolRefAttr : Attr<(SymbolRefAttrPred), "symbol reference attribute", "symbol">;
def FlatSymbolRefAttr : Attr<(FlatSymbolRefAttrPred), "flat symbol reference attribute",
                             "flatsymbol">;

def ArrayAttr : Attr<(ArrayAttrOf (AnyAttrPred)), "array attribute", "array">;
def TypeArrayAttr : Attr<(ArrayAttrOf (TypeAttrOf (AnyTypePred))), "type array attribute",
                         "array">;
def StrArrayAttr : Attr<(ArrayAttrOf (StringAttrPred)), "string array attribute", "array">;
def DictArrayAttr : Attr<(ArrayAttrOf (DictionaryAttrPred)), "Array of dictionary attributes",
                         "array">;
def I64ArrayAttr : Attr<(ArrayAttrOf (IntegerAttrOf (IntegerOfWidth 64))),
                        "64-bit integer array attribute", "array">;
def I32ArrayAttr : Attr<(ArrayAttrOf (IntegerAttrOf (IntegerOfWidth 32))),
                        "32-bit integer array attribute", "array">;
// An array of I64ArrayAttr (memref reassociation indices: [[0, 1], [2]]).
def IndexListArrayAttr : Attr<(ArrayAttrOf (ArrayAttrOf (IntegerAttrOf (IntegerOfWidth 64)))),
                              "Array of 64-bit integer array attributes", "array">;

def DenseI64ArrayAttr : Attr<(DenseI64ArrayAttrPred), "i64 dense array attribute",
                             "i64array">;
def DenseI32ArrayAttr : Attr<(DenseI32ArrayAttrPred), "i32 dense array attribute",
                             "i32array">;
def DenseBoolArrayAttr : Attr<(DenseBoolArrayAttrPred), "i1 dense array attribute",
                              "boolarray">;

def DictionaryAttr : Attr<(DictionaryAttrPred), "dictionary of named attribute values",
                          "dict">;
// Attributes with a type (integer, float, elements, ...): MLIR's TypedAttrInterface.
def TypedAttr : Attr<(TypedAttrPred), "TypedAttr instance", "typed">;
def ElementsAttr : Attr<(ElementsAttrPred), "constant vector/tensor attribute", "elements">;
// NEEDS-BASE: a predicate for DenseIntElementsAttr (dense elements of integer or index
// element type); meanwhile a native check.
def AnyIntElementsAttr : Attr<(And (ElementsAttrPred), (Native "preds::is_dense_int_elements")),
                              "integer elements attribute", "elements">;
def AffineMapAttr : Attr<(AffineMapAttrPred), "AffineMap attribute", "any">;
def StridedLayoutAttr : Attr<(StridedLayoutAttrPred),
                             "An Attribute representing a strided layout of a shaped type",
                             "any">;

// Extra constraints on integer attribute values, for ConfinedAttr. The diagnostic of a
// ConfinedAttr is the base attribute's summary followed by " whose <summary>" for each
// extra constraint, in order (the generator composes it), giving MLIR's
// "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3".
// So these summaries leave out the leading "whose".
// NEEDS-BASE: predicates on IntegerAttr values (min/max/positive/power of two); meanwhile
// native checks.
def IntNonNegative : AttrConstraint<(Native "preds::int_attr_non_negative"),
                                    "value is non-negative">;
def IntPositive : AttrConstraint<(Native "preds::int_attr_positive"), "value is positive">;
def IntPowerOf2 : AttrConstraint<(Native "preds::int_attr_power_of_two"),
                                 "value is a power of two > 0">;
// MLIR's AllAttrOf<[IntPositive, IntPowerOf2]>.
def IntPositivePowerOf2
    : AttrConstraint<(And IntPositive.predicate, IntPowerOf2.predicate),
                     "value is positive and whose value is a power of two > 0">;
class IntMinValue<int n>
    : AttrConstraint<(Native "preds::int_attr_min_" # n), "minimum value is " # n>;
class IntMaxValue<int n>
    : AttrConstraint<(Native "preds::int_attr_max_" # n), "maximum value is " # n>;

// MLIR's IntValidAlignment<I64Attr> (alloc, load, store, global alignments): "64-bit signless
// integer attribute whose value is positive and whose value is a power of two > 0".
def ValidAlignmentI64Attr : ConfinedAttr<I64Attr, [IntPositivePowerOf2]>;
// "32-bit signless integer attribute whose value is positive".
def PositiveI32Attr : ConfinedAttr<I32Attr, [IntPositive]>;
def NonNegativeI32Attr : ConfinedAttr<I32Attr, [IntNonNegative]>;
def NonNegativeI64Attr : ConfinedAttr<I64Attr, [IntNonNegative]>;
