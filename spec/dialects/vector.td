// The `vector` dialect (MLIR 22): n-D vector values and the ops that build, reshape,
// reduce, move and mask them (VectorOps.td). Types are the builtin `vector<...>` (0-D
// `vector<f32>` and scalable `vector<[4]xf32>` included). The fast-math flags of
// vector.reduction are arith's, so this file includes arith.td.
//
// Checks MLIR writes in C++ (`hasVerifier`), the custom syntaxes (`hasCustomAssemblyFormat`:
// contract, outerproduct, transfer_read/write, mask, shuffle, print) and the type transforms
// of the `TypesMatchWith` traits are in lowering/dialects/src/dialects/native/vector.rs.

include "base.td"
include "constraints.td"
include "dialects/arith.td"

def Vector_Dialect : Dialect {
  let attributes = "closed";
  let name = "vector";
  let onRegister = "fold_vector::on_register";
  let summary = "n-D vector values and the ops on them";
  let description = [{
    Ops on (possibly scalable, possibly 0-D) builtin vectors: broadcast, extract/insert,
    shuffles, reductions, contractions, masked and strided memory accesses.
  }];
}

class Vector_Op<string mnemonic, list<Trait> traits = []>
    : Op<Vector_Dialect, mnemonic, traits>;

// ---------------------------------------------------------------------------------------
// Enums (VectorAttributes.td)
// ---------------------------------------------------------------------------------------

// `#vector.kind<add>`: how vector.reduction, contract, multi_reduction, outerproduct and
// scan combine elements.
def Vector_CombiningKindAttr : EnumAttr<Vector_Dialect, "CombiningKind",
    "Kind of combining function for contractions and reductions",
    [EnumCase<"ADD", 0, "add">, EnumCase<"MUL", 1, "mul">,
     EnumCase<"MINUI", 2, "minui">, EnumCase<"MINSI", 3, "minsi">,
     EnumCase<"MINNUMF", 4, "minnumf">, EnumCase<"MAXUI", 5, "maxui">,
     EnumCase<"MAXSI", 6, "maxsi">, EnumCase<"MAXNUMF", 7, "maxnumf">,
     EnumCase<"AND", 8, "and">, EnumCase<"OR", 9, "or">, EnumCase<"XOR", 10, "xor">,
     EnumCase<"MINIMUMF", 11, "minimumf">, EnumCase<"MAXIMUMF", 12, "maximumf">]> {
  let storage = "dialect";
  let mnemonic = "kind";
}

// `#vector.iterator_type<parallel>`: the iterators of vector.contract.
def Vector_IteratorTypeAttr : EnumAttr<Vector_Dialect, "IteratorType", "Iterator type",
    [EnumCase<"parallel", 0>, EnumCase<"reduction", 1>]> {
  let storage = "dialect";
  let mnemonic = "iterator_type";
}

// `#vector.punctuation<newline>`: what vector.print prints after (or instead of) a value.
def Vector_PrintPunctuationAttr : EnumAttr<Vector_Dialect, "PrintPunctuation",
    "Punctuation for separating vectors or vector elements",
    [EnumCase<"NoPunctuation", 0, "no_punctuation">, EnumCase<"NewLine", 1, "newline">,
     EnumCase<"Comma", 2, "comma">, EnumCase<"Open", 3, "open">,
     EnumCase<"Close", 4, "close">]> {
  let storage = "dialect";
  let mnemonic = "punctuation";
}

def Vector_IteratorTypeArrayAttr
    : Attr<(ArrayAttrOf (EnumAttrPred "IteratorType")), "Iterator type should be an enum.",
           "array">;

// ---------------------------------------------------------------------------------------
// Type constraints, with the summaries MLIR 22 prints
// ---------------------------------------------------------------------------------------

// Every vector constraint is read as a VectorType by the declarative parser.
class Vector_Type<dag pred, string desc> : Type<pred, desc> {
  let typeClass = "builtin.vector";
}
def Vector_AnyVectorOfAnyRank : Vector_Type<(VectorOf (AnyTypePred)), "vector of any type values">;
def Vector_AnyVectorOfNonZeroRank
    : Vector_Type<(And (VectorOf (AnyTypePred)), (Not (VectorOfRank [0]))),
                  "vector of any type values">;
def Vector_AnyFixedVectorOfAnyRank
    : Vector_Type<(FixedVectorOf (AnyTypePred)), "fixed-length vector of any type values">;
def Vector_BoolVectorOfAnyRank
    : Vector_Type<(VectorOf (IntegerOfWidth 1)), "vector of 1-bit signless integer values">;
def Vector_BoolVectorOfNonZeroRank
    : Vector_Type<(And (VectorOf (IntegerOfWidth 1)), (Not (VectorOfRank [0]))),
                  "vector of 1-bit signless integer values">;
def Vector_FixedBoolVectorOfNonZeroRank
    : Vector_Type<(And (FixedVectorOf (IntegerOfWidth 1)), (Not (VectorOfRank [0]))),
                  "fixed-length vector of 1-bit signless integer values">;
def Vector_FloatVectorOfAnyRank
    : Vector_Type<(VectorOf (Float)), "vector of floating-point values">;
def Vector_IntOrIndexVectorOfNonZeroRank
    : Vector_Type<(And (VectorOf (Or (Integer), (IndexPred))), (Not (VectorOfRank [0]))),
                  "vector of integer or index values">;
def Vector_IndexVectorOfRank1
    : Vector_Type<(And (VectorOf (IndexPred)), (VectorOfRank [1])),
                  "vector of index values of ranks 1">;
def Vector_VectorOfRank1
    : Vector_Type<(And (VectorOf (AnyTypePred)), (VectorOfRank [1])), " of ranks 1">;
def Vector_ScalableVectorOfRank1
    : Vector_Type<(And (VectorOf (AnyTypePred)), (VectorOfRank [1]),
                       (Native "vector::is_scalable_vector")), " of ranks 1">;
def Vector_TensorOrMemRef
    : Type<(Or (TensorOf (AnyTypePred)), (RankedMemRefOf (AnyTypePred))),
           "Tensor or MemRef of any type values">;
def Vector_AnyShaped
    : Type<(ShapedOf (AnyTypePred)), "shaped of any type values">;
// vector.print's source (MLIR's anonymous constraint has an empty summary).
def Vector_Printable
    : Type<(Or (VectorOf (AnyTypePred)), (Integer), (IndexPred), (Float)), "">;

// An array of bools (`[true, false]`): transfer ops' in_bounds.
def Vector_BoolArrayAttr : Attr<(ArrayAttrOf (BoolAttrPred)), "1-bit boolean array attribute",
                                "array">;

defvar Vector_Alignment = OptionalAttr<ValidAlignmentI64Attr>;
defvar Vector_Nontemporal = DefaultValuedOptionalAttr<BoolAttr, "false">;

// Element type of operand or result `a` equals that of `b` (MLIR's TCresVTEtIsSameAsOpBase
// and TCopVTEtIsSameAs): `vector::same_elem_<a>_<b>`.
class Vector_SameElem<string desc, string fn>
    : PredTrait<desc, "vector::same_elem_" # fn>;

// ---------------------------------------------------------------------------------------
// Ops, in VectorOps.td's order
// ---------------------------------------------------------------------------------------

// `vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...],
// kind = #vector.kind<add>} %a, %b, %acc : vector<..>, vector<..> into T`.
def Vector_ContractionOp : Vector_Op<"contract",
    [Pure,
     Vector_SameElem<"lhs and rhs have same element type", "op0_op1">,
     Vector_SameElem<"third operand acc and result have same element type", "res0_op2">,
     NativeCheck<"vector::verify_contract">]> {
  let summary = "vector contraction operation";
  let arguments = (ins Vector_AnyVectorOfNonZeroRank:$lhs, Vector_AnyVectorOfNonZeroRank:$rhs,
                       AnyType:$acc, ArrayAttr:$indexing_maps,
                       Vector_IteratorTypeArrayAttr:$iterator_types,
                       DefaultValuedAttr<Vector_CombiningKindAttr, "#vector.kind<add>">:$kind);
  let results = (outs AnyType:$result);
  let customParser = "vector::parse_contract";
  let customPrinter = "vector::print_contract";
}

// `%r = vector.reduction <add>, %v (, %acc)? (fastmath<...>)? : vector<4xf32> into f32`.
def Vector_ReductionOp : Vector_Op<"reduction",
    [Pure,
     Vector_SameElem<"source operand and result have same element type", "res0_op0">,
     TypesMatchWith<"dest and acc have the same type", "dest", "acc", "transforms::identity">,
     NativeCheck<"vector::verify_reduction">]> {
  let summary = "reduction operation";
  let arguments = (ins Vector_CombiningKindAttr:$kind, Vector_AnyVectorOfAnyRank:$vector,
                       Optional<AnyType>:$acc,
                       DefaultValuedAttr<Arith_FastMathFlagsAttr, "#arith.fastmath<none>">:$fastmath);
  let results = (outs AnyType:$dest);
  let assemblyFormat = [{
    $kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector)
    `into` type($dest)
  }];
}

// `%r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>`.
def Vector_MultiDimReductionOp : Vector_Op<"multi_reduction",
    [Pure, AllTypesMatch<["dest", "acc"]>,
     Vector_SameElem<"source operand and result have same element type", "res0_op0">,
     NativeCheck<"vector::verify_multi_reduction">]>,
    Folder<"fold_vector::multi_reduction", ""> {
  let summary = "Multi-dimensional reduction operation";
  let arguments = (ins Vector_CombiningKindAttr:$kind, Vector_AnyVectorOfNonZeroRank:$source,
                       AnyType:$acc, DenseI64ArrayAttr:$reduction_dims);
  let results = (outs AnyType:$dest);
  let assemblyFormat = [{
    $kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)
  }];
}

// `%r = vector.broadcast %x : f32 to vector<4xf32>`.
def Vector_BroadcastOp : Vector_Op<"broadcast",
    [Pure,
     Vector_SameElem<"source operand and result have same element type", "res0_op0">,
     NativeCheck<"vector::verify_broadcast">]>, Folder<"fold_vector::broadcast", ""> {
  let summary = "broadcast operation";
  let arguments = (ins AnyType:$source);
  let results = (outs Vector_AnyVectorOfAnyRank:$vector);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($vector)";
}

// `%r = vector.shuffle %a, %b [0, 5, -1] : vector<4xf32>, vector<4xf32>`; the result type
// follows from the first operand and the mask.
def Vector_ShuffleOp : Vector_Op<"shuffle",
    [Pure,
     Vector_SameElem<"first operand v1 and result have same element type", "res0_op0">,
     Vector_SameElem<"second operand v2 and result have same element type", "res0_op1">,
     NativeCheck<"vector::verify_shuffle">]>,
    Folder<"fold_vector::shuffle", ""> {
  let summary = "shuffle operation";
  let arguments = (ins Vector_AnyFixedVectorOfAnyRank:$v1, Vector_AnyFixedVectorOfAnyRank:$v2,
                       DenseI64ArrayAttr:$mask);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$vector);
  let customParser = "vector::parse_shuffle";
  let customPrinter = "vector::print_shuffle";
}

// `%r = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>`.
def Vector_InterleaveOp : Vector_Op<"interleave",
    [Pure, AllTypesMatch<["lhs", "rhs"]>,
     TypesMatchWith<"type of 'result' is double the width of the inputs", "lhs", "result",
                    "vector::double_trailing_dim">]> {
  let summary = "constructs a vector by interleaving two input vectors";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$lhs, Vector_AnyVectorOfAnyRank:$rhs);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
}

// `%a, %b = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>`.
def Vector_DeinterleaveOp : Vector_Op<"deinterleave",
    [Pure,
     PredTrait<"the trailing dimension of the source vector has an even number of elements",
               "vector::trailing_dim_even">,
     TypesMatchWith<"the trailing dimension of the results is half the width of source trailing dimension",
                    "source", "res1", "vector::half_trailing_dim">,
     AllTypesMatch<["res1", "res2"]>]> {
  let summary = "constructs two vectors by deinterleaving an input vector";
  let arguments = (ins Vector_AnyVectorOfNonZeroRank:$source);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$res1, Vector_AnyVectorOfNonZeroRank:$res2);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($res1)";
}

// `%r = vector.extract %v[0, %i] : f32 from vector<2x3xf32>`: dynamic positions are
// operands, the static list holds i64 min for them.
def Vector_ExtractOp : Vector_Op<"extract",
    [Pure,
     Vector_SameElem<"operand and result have same element type", "res0_op0">,
     NativeCheck<"vector::verify_extract">]>, Folder<"fold_vector::extract", ""> {
  let summary = "extract operation";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$source, Variadic<Index>:$dynamic_position,
                       DenseI64ArrayAttr:$static_position);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $source `` custom<DynamicIndexList>($dynamic_position, $static_position)
    attr-dict `:` type($result) `from` type($source)
  }];
}

// `%r = vector.fma %a, %b, %c : vector<4xf32>`.
def Vector_FMAOp : Vector_Op<"fma",
    [Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>, ElementwiseMappable]> {
  let summary = "vector fused multiply-add";
  let arguments = (ins Vector_FloatVectorOfAnyRank:$lhs, Vector_FloatVectorOfAnyRank:$rhs,
                       Vector_FloatVectorOfAnyRank:$acc);
  let results = (outs Vector_FloatVectorOfAnyRank:$result);
  let assemblyFormat = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)";
}

// `%e:4 = vector.to_elements %v : vector<4xf32>`.
def Vector_ToElementsOp : Vector_Op<"to_elements",
    [Pure,
     TypesMatchWith<"shaped type 'source' matches 'elements' element count and types",
                    "source", "elements", "vector::element_tuple">]>,
    Folder<"fold_vector::to_elements", ""> {
  let summary = "operation that decomposes a vector into all its scalar elements";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$source);
  let results = (outs Variadic<AnyType>:$elements);
  let assemblyFormat = "$source attr-dict `:` type($source)";
}

// `%v = vector.from_elements %a, %b : vector<2xf32>`.
def Vector_FromElementsOp : Vector_Op<"from_elements",
    [Pure,
     TypesMatchWith<"shaped type 'dest' matches 'elements' element count and types",
                    "dest", "elements", "vector::element_tuple">]>,
    Folder<"fold_vector::from_elements", ""> {
  let summary = "operation that defines a vector from scalar elements";
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs Vector_AnyFixedVectorOfAnyRank:$dest);
  let assemblyFormat = "$elements attr-dict `:` type($dest)";
}

// `%r = vector.insert %x, %v [1, %i] : f32 into vector<2x3xf32>`.
def Vector_InsertOp : Vector_Op<"insert",
    [Pure,
     Vector_SameElem<"source operand and result have same element type", "res0_op0">,
     AllTypesMatch<["dest", "result"]>,
     NativeCheck<"vector::verify_insert">]>,
    Folder<"fold_vector::insert", ""> {
  let summary = "insert operation";
  let arguments = (ins AnyType:$valueToStore, Vector_AnyVectorOfAnyRank:$dest,
                       Variadic<Index>:$dynamic_position, DenseI64ArrayAttr:$static_position);
  let results = (outs Vector_AnyVectorOfAnyRank:$result);
  let assemblyFormat = [{
    $valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position)
    attr-dict `:` type($valueToStore) `into` type($dest)
  }];
}

// `%r = vector.scalable.insert %v, %s[8] : vector<4xf32> into vector<[8]xf32>`.
def Vector_ScalableInsertOp : Vector_Op<"scalable.insert",
    [Pure, AllElementTypesMatch<["valueToStore", "dest"]>, AllTypesMatch<["dest", "result"]>,
     PredTrait<"position is a multiple of the source length.",
               "vector::scalable_insert_pos_ok">]> {
  let summary = "insert subvector into scalable vector operation";
  let arguments = (ins Vector_VectorOfRank1:$valueToStore, Vector_ScalableVectorOfRank1:$dest,
                       I64Attr:$pos);
  let results = (outs Vector_ScalableVectorOfRank1:$result);
  let assemblyFormat = [{
    $valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)
  }];
}

// `%r = vector.scalable.extract %s[0] : vector<4xf32> from vector<[8]xf32>`.
def Vector_ScalableExtractOp : Vector_Op<"scalable.extract",
    [Pure, AllElementTypesMatch<["source", "result"]>,
     PredTrait<"position is a multiple of the result length.",
               "vector::scalable_extract_pos_ok">]> {
  let summary = "extract subvector from scalable vector operation";
  let arguments = (ins Vector_ScalableVectorOfRank1:$source, I64Attr:$pos);
  let results = (outs Vector_VectorOfRank1:$result);
  let assemblyFormat = [{
    $source `[` $pos `]` attr-dict `:` type($result) `from` type($source)
  }];
}

// `%r = vector.insert_strided_slice %a, %b {offsets = [1], strides = [1]}
//   : vector<2xf32> into vector<4xf32>`.
def Vector_InsertStridedSliceOp : Vector_Op<"insert_strided_slice",
    [Pure,
     Vector_SameElem<"operand #0 and result have same element type", "res0_op0">,
     AllTypesMatch<["dest", "result"]>,
     NativeCheck<"vector::verify_insert_strided_slice">]>,
    Folder<"fold_vector::insert_strided_slice", ""> {
  let summary = "strided_slice operation";
  let arguments = (ins Vector_AnyVectorOfNonZeroRank:$valueToStore,
                       Vector_AnyVectorOfNonZeroRank:$dest,
                       I64ArrayAttr:$offsets, I64ArrayAttr:$strides);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = [{
    $valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)
  }];
}

// `%r = vector.outerproduct %a, %b(, %acc {kind = ...})? : vector<4xf32>, vector<8xf32>`;
// with a scalar `%b` it is an AXPY.
def Vector_OuterProductOp : Vector_Op<"outerproduct",
    [Pure,
     Vector_SameElem<"lhs operand and result have same element type", "res0_op0">,
     Vector_SameElem<"rhs operand and result have same element type", "res0_op1">,
     NativeCheck<"vector::verify_outerproduct">]> {
  let summary = "vector outerproduct with optional fused add";
  let arguments = (ins Vector_AnyVectorOfNonZeroRank:$lhs, AnyType:$rhs,
                       Optional<Vector_AnyVectorOfNonZeroRank>:$acc,
                       DefaultValuedAttr<Vector_CombiningKindAttr, "#vector.kind<add>">:$kind);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let customParser = "vector::parse_outerproduct";
  let customPrinter = "vector::print_outerproduct";
}

// `%r = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]}
//   : vector<4xf32> to vector<2xf32>`.
def Vector_ExtractStridedSliceOp : Vector_Op<"extract_strided_slice",
    [Pure,
     Vector_SameElem<"operand and result have same element type", "res0_op0">,
     NativeCheck<"vector::verify_extract_strided_slice">]>,
    Folder<"fold_vector::extract_strided_slice", ""> {
  let summary = "extract_strided_slice operation";
  let arguments = (ins Vector_AnyVectorOfNonZeroRank:$source, I64ArrayAttr:$offsets,
                       I64ArrayAttr:$sizes, I64ArrayAttr:$strides);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type(results)";
}

// `%r = vector.transfer_read %m[%i, %j], %pad(, %mask)? {permutation_map = ...,
// in_bounds = [...]} : memref<?x?xf32>, vector<4xf32>`; the minor identity map and an
// all-false in_bounds are not printed.
def Vector_TransferReadOp : Vector_Op<"transfer_read",
    [AttrSizedOperandSegments, MemoryRead, NativeCheck<"vector::verify_transfer_read">]>, Folder<"fold_vector::transfer", "read"> {
  let summary = "Reads a supervector from memory into an SSA vector value.";
  let arguments = (ins Vector_AnyShaped:$base, Variadic<Index>:$indices,
                       AffineMapAttr:$permutation_map, AnyType:$padding,
                       Optional<Vector_BoolVectorOfNonZeroRank>:$mask,
                       Vector_BoolArrayAttr:$in_bounds);
  let results = (outs Vector_AnyVectorOfAnyRank:$vector);
  let customParser = "vector::parse_transfer_read";
  let customPrinter = "vector::print_transfer_read";
}

// `vector.transfer_write %v, %m[%i, %j](, %mask)? {...} : vector<4xf32>, memref<?x?xf32>`;
// writing into a tensor gives the new tensor.
def Vector_TransferWriteOp : Vector_Op<"transfer_write",
    [AttrSizedOperandSegments, MemoryWrite, NativeCheck<"vector::verify_transfer_write">]>, Folder<"fold_vector::transfer", "write"> {
  let summary = "The vector.transfer_write op writes a supervector to memory.";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$valueToStore, Vector_AnyShaped:$base,
                       Variadic<Index>:$indices, AffineMapAttr:$permutation_map,
                       Optional<Vector_BoolVectorOfNonZeroRank>:$mask,
                       Vector_BoolArrayAttr:$in_bounds);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let customParser = "vector::parse_transfer_write";
  let customPrinter = "vector::print_transfer_write";
}

// `%v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>`.
// Its fold (and the store's, maskedload's and maskedstore's) reads through a memref.cast
// of a ranked memref, as MLIR's `foldMemRefCast`.
def Vector_LoadOp : Vector_Op<"load",
    [MemoryRead, NativeCheck<"vector::verify_load">]>, Folder<"fold_memref::cast_operands"> {
  let summary = "reads an n-D slice of memory into an n-D vector";
  let arguments = (ins AnyMemRef:$base, Variadic<Index>:$indices,
                       Vector_Nontemporal:$nontemporal, Vector_Alignment:$alignment);
  let results = (outs Vector_AnyVectorOfAnyRank:$result);
  let assemblyFormat = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)";
}

// `vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>`.
def Vector_StoreOp : Vector_Op<"store",
    [MemoryWrite, NativeCheck<"vector::verify_store">]>, Folder<"fold_memref::cast_operands"> {
  let summary = "writes an n-D vector to an n-D slice of memory";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$valueToStore, AnyMemRef:$base,
                       Variadic<Index>:$indices,
                       Vector_Nontemporal:$nontemporal, Vector_Alignment:$alignment);
  let assemblyFormat = [{
    $valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)
  }];
}

// `%v = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<16xi1>,
//   vector<16xf32> into vector<16xf32>`.
def Vector_MaskedLoadOp : Vector_Op<"maskedload",
    [MemoryRead, NativeCheck<"vector::verify_maskedload">]>, Folder<"fold_memref::cast_operands"> {
  let summary = "loads elements from memory into a vector as defined by a mask vector";
  let arguments = (ins AnyMemRef:$base, Variadic<Index>:$indices,
                       Vector_BoolVectorOfNonZeroRank:$mask,
                       Vector_AnyVectorOfNonZeroRank:$pass_thru, Vector_Alignment:$alignment);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = [{
    $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:`
    type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)
  }];
}

// `vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>`.
def Vector_MaskedStoreOp : Vector_Op<"maskedstore",
    [MemoryWrite, NativeCheck<"vector::verify_maskedstore">]>, Folder<"fold_memref::cast_operands"> {
  let summary = "stores elements from a vector into memory as defined by a mask vector";
  let arguments = (ins AnyMemRef:$base, Variadic<Index>:$indices,
                       Vector_BoolVectorOfNonZeroRank:$mask,
                       Vector_AnyVectorOfNonZeroRank:$valueToStore, Vector_Alignment:$alignment);
  let assemblyFormat = [{
    $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:`
    type($base) `,` type($mask) `,` type($valueToStore)
  }];
}

// `%v = vector.gather %m[%c0][%idx], %mask, %pass : memref<?xf32>, vector<16xi32>,
//   vector<16xi1>, vector<16xf32> into vector<16xf32>`.
def Vector_GatherOp : Vector_Op<"gather",
    [MemoryRead, NativeCheck<"vector::verify_gather">]> {
  let summary = "Gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector.";
  let arguments = (ins Vector_TensorOrMemRef:$base, Variadic<Index>:$offsets,
                       Vector_IntOrIndexVectorOfNonZeroRank:$indices,
                       Vector_BoolVectorOfNonZeroRank:$mask,
                       Vector_AnyVectorOfNonZeroRank:$pass_thru, Vector_Alignment:$alignment);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = [{
    $base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:`
    type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)
  }];
}

// `vector.scatter %m[%c0][%idx], %mask, %v : memref<?xf32>, vector<16xi32>,
//   vector<16xi1>, vector<16xf32>`.
def Vector_ScatterOp : Vector_Op<"scatter",
    [MemoryWrite, NativeCheck<"vector::verify_scatter">]> {
  let summary = "scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector";
  let arguments = (ins Vector_TensorOrMemRef:$base, Variadic<Index>:$offsets,
                       Vector_IntOrIndexVectorOfNonZeroRank:$indices,
                       Vector_BoolVectorOfNonZeroRank:$mask,
                       Vector_AnyVectorOfNonZeroRank:$valueToStore, Vector_Alignment:$alignment);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    $base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:`
    type($base) `,` type($indices) `,` type($mask) `,` type($valueToStore)
    (`->` type($result)^)?
  }];
}

// `%v = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<16xi1>,
//   vector<16xf32> into vector<16xf32>`.
def Vector_ExpandLoadOp : Vector_Op<"expandload",
    [MemoryRead, NativeCheck<"vector::verify_expandload">]> {
  let summary = "reads elements from memory and spreads them into a vector as defined by a mask";
  let arguments = (ins AnyMemRef:$base, Variadic<Index>:$indices,
                       Vector_FixedBoolVectorOfNonZeroRank:$mask,
                       Vector_AnyVectorOfNonZeroRank:$pass_thru, Vector_Alignment:$alignment);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$result);
  let assemblyFormat = [{
    $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:`
    type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)
  }];
}

// `vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>`.
def Vector_CompressStoreOp : Vector_Op<"compressstore",
    [MemoryWrite, NativeCheck<"vector::verify_compressstore">]> {
  let summary = "writes elements selectively from a vector as defined by a mask";
  let arguments = (ins AnyMemRef:$base, Variadic<Index>:$indices,
                       Vector_FixedBoolVectorOfNonZeroRank:$mask,
                       Vector_AnyVectorOfNonZeroRank:$valueToStore, Vector_Alignment:$alignment);
  let assemblyFormat = [{
    $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:`
    type($base) `,` type($mask) `,` type($valueToStore)
  }];
}

// `%r = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>`.
def Vector_ShapeCastOp : Vector_Op<"shape_cast",
    [Pure, NativeCheck<"vector::verify_shape_cast">]>,
    Folder<"fold_vector::shape_cast", ""> {
  let summary = "shape_cast casts between vector shapes";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$source);
  let results = (outs Vector_AnyVectorOfAnyRank:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
}

// `%r = vector.bitcast %v : vector<4xf32> to vector<8xi16>`.
def Vector_BitCastOp : Vector_Op<"bitcast",
    [Pure,
     PredTrait<"all of {source, result} have same rank", "vector::same_rank_op0_res0">,
     NativeCheck<"vector::verify_bitcast">]>,
    Folder<"fold_vector::bitcast", ""> {
  let summary = "bitcast casts between vectors";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$source);
  let results = (outs Vector_AnyVectorOfAnyRank:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
}

// `%r = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>`.
def Vector_TypeCastOp : Vector_Op<"type_cast",
    [Pure, NativeCheck<"vector::verify_type_cast">]> {
  let summary = "type_cast op converts a scalar memref to a vector memref";
  let arguments = (ins AnyStaticShapeMemRef:$memref);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = "$memref attr-dict `:` type($memref) `to` type($result)";
}

// `%m = vector.constant_mask [2, 3] : vector<4x4xi1>`.
def Vector_ConstantMaskOp : Vector_Op<"constant_mask",
    [Pure, NativeCheck<"vector::verify_constant_mask">]>,
    Folder<"fold_vector::constant_mask", ""> {
  let summary = "creates a constant vector mask";
  let arguments = (ins DenseI64ArrayAttr:$mask_dim_sizes);
  let results = (outs Vector_BoolVectorOfAnyRank:$result);
  let assemblyFormat = "$mask_dim_sizes attr-dict `:` type(results)";
}

// `%m = vector.create_mask %a, %b : vector<4x4xi1>`.
def Vector_CreateMaskOp : Vector_Op<"create_mask",
    [Pure, NativeCheck<"vector::verify_create_mask">]> {
  let summary = "creates a vector mask";
  let arguments = (ins Variadic<Index>:$operands);
  let results = (outs Vector_BoolVectorOfAnyRank:$result);
  let assemblyFormat = "$operands attr-dict `:` type(results)";
}

// `%r = vector.mask %m(, %passthru)? { <maskable op>; vector.yield } : vector<4xi1> -> T`.
def Vector_MaskOp : Vector_Op<"mask",
    [SingleBlockImplicitTerminator<"vector.yield">, RecursiveMemoryEffects,
     NoRegionArguments, NativeCheck<"vector::verify_mask">]>, Folder<"fold_vector::mask", ""> {
  let summary = "Predicates a maskable vector operation";
  let arguments = (ins Vector_BoolVectorOfNonZeroRank:$mask, Optional<AnyType>:$passthru);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$maskRegion);
  let customParser = "vector::parse_mask";
  let customPrinter = "vector::print_mask";
}

// `%r = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>`.
def Vector_TransposeOp : Vector_Op<"transpose",
    [Pure,
     Vector_SameElem<"operand and result have same element type", "res0_op0">,
     NativeCheck<"vector::verify_transpose">]>, Folder<"fold_vector::transpose", ""> {
  let summary = "vector transpose operation";
  let arguments = (ins Vector_AnyVectorOfAnyRank:$vector, DenseI64ArrayAttr:$permutation);
  let results = (outs Vector_AnyVectorOfAnyRank:$result);
  let assemblyFormat = [{
    $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)
  }];
}

// `vector.print %v : vector<4xf32>`, `vector.print str "text"`,
// `vector.print %x : f32 punctuation <comma>`.
def Vector_PrintOp : Vector_Op<"print",
    [MemoryWrite,
     PredTrait<"`source` or `punctuation` are not set when printing strings",
               "vector::print_string_alone">]> {
  let summary = "print operation (for testing and debugging)";
  let arguments = (ins Optional<Vector_Printable>:$source,
                       DefaultValuedAttr<Vector_PrintPunctuationAttr,
                                         "#vector.punctuation<newline>">:$punctuation,
                       OptionalAttr<StrAttr>:$stringLiteral);
  let customParser = "vector::parse_print";
  let customPrinter = "vector::print_print";
}

// `%vs = vector.vscale`.
def Vector_VectorScaleOp : Vector_Op<"vscale", [Pure]>, AsmResultNames<["vscale"]> {
  let summary = "Load vector scale size";
  let results = (outs Index:$res);
  let assemblyFormat = "attr-dict";
}

// `%d, %acc = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0 : i64}
//   : vector<2x3xf32>, vector<3xf32>`.
def Vector_ScanOp : Vector_Op<"scan",
    [Pure, AllTypesMatch<["source", "dest"]>,
     AllTypesMatch<["initial_value", "accumulated_value"]>,
     NativeCheck<"vector::verify_scan">]> {
  let summary = "Scan operation";
  let arguments = (ins Vector_CombiningKindAttr:$kind, Vector_AnyVectorOfNonZeroRank:$source,
                       Vector_AnyVectorOfAnyRank:$initial_value, I64Attr:$reduction_dim,
                       BoolAttr:$inclusive);
  let results = (outs Vector_AnyVectorOfNonZeroRank:$dest,
                      Vector_AnyVectorOfAnyRank:$accumulated_value);
  let assemblyFormat = [{
    $kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)
  }];
}

// `%s = vector.step : vector<4xindex>`: 0, 1, 2, ...
def Vector_StepOp : Vector_Op<"step", [Pure]> {
  let summary = "A linear sequence of values from 0 to N";
  let results = (outs Vector_IndexVectorOfRank1:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

// The terminator of vector.mask.
def Vector_YieldOp : Vector_Op<"yield", [Pure, ReturnLike, Terminator]> {
  let summary = "Terminates and yields values from vector regions.";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}
