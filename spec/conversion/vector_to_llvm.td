// vector -> llvm: the patterns of `-convert-vector-to-llvm` (and of the vector part of
// `-convert-to-llvm`), as MLIR 22's VectorToLLVM conversion patterns lower each op. n-D
// vectors are nested `!llvm.array`s of 1-D vectors (the type conversion); the ops that
// walk positions through them (extract/insert, n-D broadcast, shuffles of unlike operands,
// from/to_elements) build through terms in
// lowering/dialects/src/dialects/native/lower_vector.rs.
//
// MLIR runs a greedy pre-pass before the conversion that rewrites some ops into vector
// ops it can lower; the "vector -> vector" rules below do that step for vector-to-vector
// broadcasts, shape_cast, fixed-size constant_mask and create_mask, n-D fma, n-D bitcast and
// extract/insert_strided_slice, as expansions the conversion then lowers in turn (terms
// in native/expand_vector.rs); contract, transpose, 1-D transfers, n-D
// from_elements/to_elements and fixed-size step have their own rules below (terms in
// native/expand_transfer.rs and native/lower_contract.rs). multi_reduction and scan are
// left alone, as MLIR 22's pass leaves them; vector.print of vectors is
// `-convert-vector-to-scf`'s.

include "dialects/vector.td"
include "dialects/llvm.td"
include "dialects/llvm_intrinsics.td"
include "dialects/arith.td"
include "terms.td"

// Terms of this lowering.
def IsVectorType : Term<"lower_vector::is_vector_type", "(Type) -> Bool">;
def VectorRankIs : Term<"lower_vector::vector_rank_is", "(Type, Int) -> Bool">;
def VectorRankAbove : Term<"lower_vector::vector_rank_above", "(Type, Int) -> Bool">;
def IsScalableVector : Term<"lower_vector::is_scalable_vector", "(Type) -> Bool">;
def IsIntOrIndex : Term<"lower_vector::is_int_or_index", "(Type) -> Bool">;
def IsFloatType : Term<"lower_vector::is_float_type", "(Type) -> Bool">;
def Inner1D : Term<"lower_vector::inner_1d", "(Type) -> Type">;
def KindIs : Term<"lower_vector::kind_is", "(Attr, Str) -> Bool">;
def HasValues : Term<"lower_vector::has_values", "(Values) -> Bool">;
def First : Term<"lower_vector::first", "(Values) -> Value?">;
def SplatMask : Term<"lower_vector::splat_mask", "(Type) -> Attr?">;
def InterleaveMask : Term<"lower_vector::interleave_mask", "(Type) -> Attr?">;
def StridedMask : Term<"lower_vector::strided_mask", "(Type, Int) -> Attr?">;
def I32Mask : Term<"lower_vector::i32_mask", "(Attr) -> Attr?">;
def ReductionFlags : Term<"lower_vector::reduction_flags", "(Attr?) -> Attr">;
def AccOrNeutral : Term<"lower_vector::acc_or_neutral", "(Values, Type, Int) -> Value?">;
def VectorAlignment : Term<"lower_vector::vector_alignment", "(Type, Type, Attr?) -> Attr?">;
def LastDimUnitStride : Term<"lower_vector::last_dim_unit_stride", "(Type) -> Bool">;
def AlignArgAttrs : Term<"lower_vector::align_arg_attrs", "(Attr?, Int, Int) -> Attr?">;
def AsI32Attr : Term<"lower_vector::as_i32_attr", "(Attr) -> Attr?">;
def ExtractAt : Term<"lower_vector::extract_at", "(Value, Values, Attr, Type) -> Value?">;
def InsertAt : Term<"lower_vector::insert_at", "(Value, Value, Values, Attr, Type) -> Value?">;
def FillArray : Term<"lower_vector::fill_array", "(Value, Value) -> Value?">;
def ShuffleMixed : Term<"lower_vector::shuffle_mixed", "(Value, Value, Attr, Type, Type) -> Value?">;
def FromElements : Term<"lower_vector::from_elements", "(Values, Type) -> Value?">;
def ToElements : Term<"lower_vector::to_elements", "(Value) -> Values?">;
def PrintCalls : Term<"lower_vector::print_calls", "(Values, Values, Attr?, Attr?) -> Values?">;
def VectorGep : Term<"lower_vector::vector_gep", "(Value, Value, Type) -> Value?">;
def TypeCastDescriptor : Term<"lower_vector::type_cast_descriptor", "(Value, Type, Type) -> Value?">;
def IndexVectorLike : Term<"lower_vector::index_vector_like", "(Type) -> Type?">;
def MaskedReduction : Term<"lower_vector::masked_reduction", "(Value, Region) -> Value?">;
def VectorElementPtr : Term<"lower_vector::element_ptr_of", "(Type, Value, Values) -> Value?">;

// ---- broadcast of a scalar ----------------------------------------------------------------

// To a 0-D vector (a vector<1xT> once converted): one insertelement at 0.
def : Pattern<(Vector_BroadcastOp $x),
  [(LLVM_PoisonOp:$poison (returnType (ResultType 0))),
   (LLVM_InsertElementOp $poison, $x,
      (LLVM_ConstantOp (IntAttrOf (IntegerType 32), 0), (returnType (IntegerType 32))))],
  [(Not (IsVectorType (TypeOf (Source $x)))), (VectorRankIs (Source (ResultType 0)), 0)]>;

// To a 1-D vector: insertelement at 0, then a shufflevector of zeros with the poison.
def : Pattern<(Vector_BroadcastOp $x),
  [(LLVM_PoisonOp:$poison (returnType (ResultType 0))),
   (LLVM_InsertElementOp:$one $poison, $x,
      (LLVM_ConstantOp (IntAttrOf (IntegerType 32), 0), (returnType (IntegerType 32)))),
   (LLVM_ShuffleVectorOp $one, $poison, (SplatMask (Source (ResultType 0))))],
  [(Not (IsVectorType (TypeOf (Source $x)))), (VectorRankIs (Source (ResultType 0)), 1)]>;

// To an n-D vector: one splat 1-D vector inserted at every position of the arrays.
def : Pattern<(Vector_BroadcastOp $x),
  [(LLVM_PoisonOp:$desc (returnType (ResultType 0))),
   (LLVM_PoisonOp:$poison (returnType (Inner1D (ResultType 0)))),
   (LLVM_InsertElementOp:$one $poison, $x,
      (LLVM_ConstantOp (IntAttrOf (IntegerType 32), 0), (returnType (IntegerType 32)))),
   (LLVM_ShuffleVectorOp:$splat $one, $one, (SplatMask (Source (ResultType 0))),
      (returnType (Inner1D (ResultType 0)))),
   (FillArray $desc, $splat)],
  [(Not (IsVectorType (TypeOf (Source $x)))), (VectorRankAbove (Source (ResultType 0)), 1)]>;

// ---- vector -> vector (MLIR's pre-pass) ---------------------------------------------------

def BroadcastVector : Term<"expand_vector::broadcast_vector", "(Value, Type) -> Value?">;
def ShapeCastElements : Term<"expand_vector::shape_cast_elements", "(Value, Type) -> Value?">;
def ConstantMaskAttr : Term<"expand_vector::constant_mask_attr", "(Attr, Type) -> Attr?">;
def ConstantMaskRows : Term<"expand_vector::constant_mask_rows", "(Attr, Type) -> Value?">;
def ExtractStridedSlice
    : Term<"expand_vector::extract_strided_slice", "(Value, Attr, Attr, Attr, Type) -> Value?">;
def FmaRows : Term<"expand_vector::fma_rows", "(Value, Value, Value, Type) -> Value?">;
def BitCastRows : Term<"expand_vector::bitcast_rows", "(Value, Type) -> Value?">;
def ConstantMaskSizes : Term<"expand_transfer::constant_mask_sizes", "(Values, Type) -> Attr?">;
def MaskIndexType : Term<"expand_transfer::mask_index_type", "() -> Type">;
def MaskIndexVectorLike : Term<"expand_transfer::mask_index_vector_like", "(Type) -> Type?">;
def CreateMaskFixed : Term<"expand_vector::create_mask_fixed", "(Values, Type) -> Value?">;
def InsertStridedSlice : Term<"expand_vector::insert_strided_slice", "(Value, Value, Attr, Attr) -> Value?">;

// Rules that build vector (and ub, arith) ops on the operands as written. Their target
// `vector` is applied by -convert-vector-to-llvm alone (lowering/src/passes.rs), as MLIR's
// --convert-to-llvm has no such pre-pass.
class VectorExpansion<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
  let target = "vector";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

// A vector broadcast to a vector: one step of MLIR's BroadcastOpLowering (the smaller
// broadcasts it builds are lowered in turn).
def : VectorExpansion<(Vector_BroadcastOp $x), [(BroadcastVector $x, (ResultType 0))],
  [(IsVectorType (TypeOf $x))]>;

// A shape_cast: element by element (MLIR moves the largest contiguous runs with
// shuffles; the values are the same).
def : VectorExpansion<(Vector_ShapeCastOp $v), [(ShapeCastElements $v, (ResultType 0))]>;

// A 1-D constant_mask, or an all-set or none-set one (the op's folder): the i1 constant
// it stands for.
def : VectorExpansion<(Vector_ConstantMaskOp $sizes),
  [(Arith_ConstantOp (ConstantMaskAttr $sizes, (ResultType 0)))]>;
// Otherwise (n-D) row by row, as MLIR's ConstantMaskOpLowering.
def : VectorExpansion<(Vector_ConstantMaskOp $sizes), [(ConstantMaskRows $sizes, (ResultType 0))]>;

// MLIR's CreateMaskFolder: a create_mask of constants is a constant_mask
// (MLIR adds it before the lowering below, which would otherwise apply too).
def : VectorExpansion<(Vector_CreateMaskOp $bounds),
  [(Vector_ConstantMaskOp (ConstantMaskSizes $bounds, (ResultType 0)))]>;

// A scalable 1-D create_mask: the step vector compared with the splat bound (MLIR's
// mask materialization, in i32 unless force-32bit-vector-indices=0).
def : VectorExpansion<(Vector_CreateMaskOp $bounds),
  [(LLVM_StepVectorOp:$step (returnType (MaskIndexVectorLike (ResultType 0)))),
   (Arith_CmpIOp "slt", $step,
      (Vector_BroadcastOp (Arith_IndexCastOp (First $bounds), (returnType (MaskIndexType))),
         (returnType (TypeOf $step))))],
  [(VectorRankIs (ResultType 0), 1), (IsScalableVector (ResultType 0))]>;

// A fixed-size create_mask: compares with constant positions; an n-D one (scalable
// trailing dims too): the trailing mask selected per leading position.
def : VectorExpansion<(Vector_CreateMaskOp $bounds), [(CreateMaskFixed $bounds, (ResultType 0))]>;

// An n-D fma: row by row.
def : VectorExpansion<(Vector_FMAOp $a, $b, $c), [(FmaRows $a, $b, $c, (ResultType 0))],
  [(VectorRankAbove (ResultType 0), 1)]>;

// An n-D bitcast: its trailing rows bitcast one by one (MLIR's UnrollBitCastOp).
def : VectorExpansion<(Vector_BitCastOp $v), [(BitCastRows $v, (ResultType 0))],
  [(VectorRankAbove (ResultType 0), 1)]>;

def : VectorExpansion<(Vector_ExtractStridedSliceOp $v, $offsets, $sizes, $strides),
  [(ExtractStridedSlice $v, $offsets, $sizes, $strides, (ResultType 0))]>;
def : VectorExpansion<(Vector_InsertStridedSliceOp $v, $dest, $offsets, $strides),
  [(InsertStridedSlice $v, $dest, $offsets, $strides)]>;

// ---- transfers, transpose, step, constant masks (vector -> vector) --------------------------

def TransferMayRunOut : Term<"expand_transfer::transfer_may_run_out", "(Attr?, Values, Type) -> Bool">;
def TransferInBounds : Term<"expand_transfer::transfer_in_bounds", "(Attr?, Type) -> Bool">;
def AllInBounds : Term<"expand_transfer::all_in_bounds", "(Type) -> Attr">;
def TransferInBoundsMask
    : Term<"expand_transfer::transfer_in_bounds_mask", "(Value, Values, Values, Type) -> Value?">;
def IsMinorIdentity : Term<"expand_transfer::is_minor_identity", "(Attr, Bool) -> Bool">;
def HasBroadcast : Term<"expand_transfer::has_broadcast", "(Attr) -> Bool">;
def UnbroadcastType : Term<"expand_transfer::unbroadcast_type", "(Attr, Type) -> Type?">;
def LoadableFrom : Term<"expand_transfer::loadable_from", "(Type, Type) -> Bool">;
def TransposeElements : Term<"expand_transfer::transpose_elements", "(Value, Attr, Type) -> Value?">;
def TransposeShuffle : Term<"expand_transfer::transpose_shuffle", "(Value, Attr, Type) -> Value?">;
def TransposeFlat : Term<"expand_transfer::transpose_flat", "(Value, Attr, Type) -> Value?">;
def UnrollFromElements : Term<"expand_transfer::unroll_from_elements", "(Values, Type) -> Value?">;
def UnrollToElements : Term<"expand_transfer::unroll_to_elements", "(Value) -> Values?">;
def OuterProductRows
    : Term<"expand_transfer::outer_product_rows", "(Value, Value, Values, Attr?, Type) -> Value?">;
def UnrollInterleave : Term<"expand_transfer::unroll_interleave", "(Value, Value, Type) -> Value?">;
def UnrollDeinterleave : Term<"expand_transfer::unroll_deinterleave", "(Value, Type) -> Values?">;
def UnrollGather
    : Term<"expand_transfer::unroll_gather", "(Value, Values, Value, Value, Value, Attr?) -> Value?">;
def MaskAllTrue : Term<"expand_transfer::mask_all_true", "(Value) -> Bool">;
def MaskAllFalse : Term<"expand_transfer::mask_all_false", "(Value) -> Bool">;
def ValueAt : Term<"expand_transfer::value_at", "(Values, Int) -> Value?">;
def ContractLower : Term<"lower_contract::contract_lower", "(Value, Value, Value, Type) -> Value?">;
def ContractMatmul : Term<"lower_contract::contract_matmul", "(Value, Value, Value, Type) -> Value?">;
def MaskedContractLower
    : Term<"lower_contract::masked_contract_lower", "(Value, Region) -> Value?">;
def MaskedOuterProductRows
    : Term<"lower_contract::masked_outer_product_rows", "(Value, Region) -> Value?">;
def InsideMask : Term<"expand_transfer::inside_mask", "() -> Bool">;
def StepConstant : Term<"expand_transfer::step_constant", "(Type) -> Attr?">;

// MLIR's MaterializeTransferMask: a 1-D transfer that may run past the end of the
// innermost dim gets the mask of the positions before it (and'ed with its own) and is
// then in bounds. (Also for maps that are not minor identities, which stay transfers.)
def : VectorExpansion<(Vector_TransferReadOp $base, $indices, $map, $padding, $mask, $in_bounds),
  [(Vector_TransferReadOp $base, $indices, $map, $padding,
      (TransferInBoundsMask $base, $indices, $mask, (ResultType 0)), (AllInBounds (ResultType 0)))],
  [(TransferMayRunOut $in_bounds, $indices, (ResultType 0))]>;
def : VectorExpansion<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $in_bounds),
  [(Vector_TransferWriteOp $value, $base, $indices, $map,
      (TransferInBoundsMask $base, $indices, $mask, (TypeOf $value)), (AllInBounds (TypeOf $value))),
   (replaceWithValue [])],
  [(TransferMayRunOut $in_bounds, $indices, (TypeOf $value))]>;

// MLIR's TransferReadToVectorLoadLowering (rank at most 1, as convert-vector-to-llvm runs
// it; higher ranks are -convert-vector-to-scf's): an in-bounds read of a memref through a
// minor identity map is a load, masked with the padding as pass-through when it has a
// mask, then broadcast along the map's broadcast dims.
class TransferReadLoad<list<dag> results, list<dag> more>
    : VectorExpansion<(Vector_TransferReadOp $base, $indices, $map, $padding, $mask, $in_bounds),
        results,
        !listconcat([(Not (InsideMask)), (Not (VectorRankAbove (ResultType 0), 1)),
                     (TransferInBounds $in_bounds, (ResultType 0)),
                     (IsMinorIdentity $map, true),
                     (LoadableFrom (TypeOf $base), (UnbroadcastType $map, (ResultType 0)))], more)>;
def : TransferReadLoad<[(Vector_LoadOp $base, $indices)],
  [(Not (HasValues $mask)), (Not (HasBroadcast $map))]>;
def : TransferReadLoad<
  [(Vector_BroadcastOp (Vector_LoadOp $base, $indices,
      (returnType (UnbroadcastType $map, (ResultType 0)))))],
  [(Not (HasValues $mask)), (HasBroadcast $map)]>;
def : TransferReadLoad<
  [(Vector_MaskedLoadOp $base, $indices, (First $mask),
      (Vector_BroadcastOp $padding, (returnType (ResultType 0))))],
  [(HasValues $mask), (VectorRankIs (ResultType 0), 1), (Not (HasBroadcast $map))]>;

// MLIR's TransferWriteToVectorStoreLowering: an in-bounds write of at most one dim to a
// memref through a minor identity map is a store (masked when it has a mask).
class TransferWriteStore<list<dag> results, list<dag> more>
    : VectorExpansion<(Vector_TransferWriteOp $value, $base, $indices, $map, $mask, $in_bounds),
        results,
        !listconcat([(Not (InsideMask)), (Not (VectorRankAbove (TypeOf $value), 1)),
                     (TransferInBounds $in_bounds, (TypeOf $value)),
                     (IsMinorIdentity $map, false),
                     (LoadableFrom (TypeOf $base), (TypeOf $value))], more)>;
def : TransferWriteStore<[(Vector_StoreOp $value, $base, $indices), (replaceWithValue [])],
  [(Not (HasValues $mask))]>;
def : TransferWriteStore<[(Vector_MaskedStoreOp $base, $indices, (First $mask), $value), (replaceWithValue [])],
  [(HasValues $mask), (VectorRankIs (TypeOf $value), 1)]>;

// MLIR's UnrollFromElements / UnrollToElements: n-D ones row by row (the rows are
// unrolled in turn, down to 1-D).
def : VectorExpansion<(Vector_FromElementsOp $elements), [(UnrollFromElements $elements, (ResultType 0))],
  [(VectorRankAbove (ResultType 0), 1)]>;
def : VectorExpansion<(Vector_ToElementsOp $source), [(UnrollToElements $source)],
  [(VectorRankAbove (TypeOf $source), 1)]>;

// MLIR's MaskedLoadFolder and MaskedStoreFolder: with a mask known to be all true, a plain
// load or store; all false, the pass-through or nothing.
def : VectorExpansion<(Vector_MaskedLoadOp $base, $indices, $mask, $pass, $alignment),
  [(Vector_LoadOp $base, $indices, ?, $alignment)], [(MaskAllTrue $mask)]>;
def : VectorExpansion<(Vector_MaskedLoadOp $base, $indices, $mask, $pass, $alignment),
  [(replaceWithValue $pass)], [(MaskAllFalse $mask)]>;
def : VectorExpansion<(Vector_MaskedStoreOp $base, $indices, $mask, $value, $alignment),
  [(Vector_StoreOp $value, $base, $indices, ?, $alignment)], [(MaskAllTrue $mask)]>;
def : VectorExpansion<(Vector_MaskedStoreOp $base, $indices, $mask, $value, $alignment),
  [(replaceWithValue [])], [(MaskAllFalse $mask)]>;

// MLIR's GatherFolder and ScatterFolder: with a mask known to be all false, the
// pass-through or nothing (an all-true mask changes nothing: there is no plain form).
def : VectorExpansion<(Vector_GatherOp $base, $offsets, $indices, $mask, $pass, $alignment),
  [(replaceWithValue $pass)], [(MaskAllFalse $mask)]>;
def : VectorExpansion<(Vector_ScatterOp $base, $offsets, $indices, $mask, $value, $alignment),
  [(replaceWithValue [])], [(MaskAllFalse $mask)]>;

// Under `vector-contract-lowering=llvmintr` (the term fails otherwise): MLIR's
// ContractionOpToMatmulOpLowering, before the generic lowering.
def : VectorExpansion<(Vector_ContractionOp $lhs, $rhs, $acc, $maps, $iterators, $kind),
  [(ContractMatmul $lhs, $rhs, $acc, (ResultType 0))], [(Not (InsideMask))]>;
// MLIR's ContractionOpLowering: the `vector-contract-lowering` strategy's form (`dot`:
// row-by-column products and reductions; `outerproduct`: one vector.outerproduct per
// reduction step; `parallelarith`: unit reduction dims as elementwise ops), else one
// parallel or reduction dim unrolled into contractions of one rank less.
def : VectorExpansion<(Vector_ContractionOp $lhs, $rhs, $acc, $maps, $iterators, $kind),
  [(ContractLower $lhs, $rhs, $acc, (ResultType 0))], [(Not (InsideMask))]>;
// A masked contraction (a vector.mask without pass-through around it): the generic
// unrolling with the mask sliced along, each smaller contraction masked in turn.
def : VectorExpansion<(Vector_MaskOp $mask, $passthru, $region),
  [(replaceWithValue [(MaskedContractLower $mask, $region)])], [(Not (HasValues $passthru))]>;

// MLIR's OuterProductOpLowering: row by row (a vector times a scalar: one product).
def : VectorExpansion<(Vector_OuterProductOp $lhs, $rhs, $acc, $kind),
  [(OuterProductRows $lhs, $rhs, $acc, $kind, (ResultType 0))], [(Not (InsideMask))]>;
// A masked outer product: row by row with the mask's row (an fma or combination
// selected against the accumulator's row where the mask is off).
def : VectorExpansion<(Vector_MaskOp $mask, $passthru, $region),
  [(replaceWithValue [(MaskedOuterProductRows $mask, $region)])], [(Not (HasValues $passthru))]>;

// MLIR's UnrollInterleaveOp, UnrollDeinterleaveOp and UnrollGather: n-D ones row by row.
def : VectorExpansion<(Vector_InterleaveOp $lhs, $rhs), [(UnrollInterleave $lhs, $rhs, (ResultType 0))],
  [(VectorRankAbove (ResultType 0), 1)]>;
def : VectorExpansion<(Vector_DeinterleaveOp $source),
  [(UnrollDeinterleave:$halves $source, (ResultType 0)), (ValueAt $halves, 0), (ValueAt $halves, 1)],
  [(VectorRankAbove (ResultType 0), 1)]>;
def : VectorExpansion<(Vector_GatherOp $base, $offsets, $indices, $mask, $pass, $alignment),
  [(UnrollGather $base, $offsets, $indices, $mask, $pass, $alignment)],
  [(VectorRankAbove (ResultType 0), 1)]>;

// The other `vector-transpose-lowering`s (each term fails unless its option is set):
// a 2-D slice as a shuffle of the flattened vector, a 2-D matrix as
// llvm.intr.matrix.transpose of it.
def : VectorExpansion<(Vector_TransposeOp $v, $perm), [(TransposeShuffle $v, $perm, (ResultType 0))]>;
def : VectorExpansion<(Vector_TransposeOp $v, $perm), [(TransposeFlat $v, $perm, (ResultType 0))]>;
// MLIR's element-wise TransposeOpLowering (the default `vector-transpose-lowering`, and
// what the others leave).
def : VectorExpansion<(Vector_TransposeOp $v, $perm), [(TransposeElements $v, $perm, (ResultType 0))]>;

// A fixed-size step is the constant 0, 1, 2, ...
def : VectorExpansion<(Vector_StepOp), [(Arith_ConstantOp (StepConstant (ResultType 0)))]>;

// ---- extract / insert ---------------------------------------------------------------------

def : Pattern<(Vector_ExtractOp $source, $dynamic, $static),
  [(ExtractAt $source, $dynamic, $static, (TypeOf (Source $source)))]>;

def : Pattern<(Vector_InsertOp $value, $dest, $dynamic, $static),
  [(InsertAt $value, $dest, $dynamic, $static, (TypeOf (Source $dest)))]>;

// ---- shuffle ------------------------------------------------------------------------------

// Two 0-D or 1-D operands of one type: one shufflevector.
def : Pattern<(Vector_ShuffleOp $v1, $v2, $mask),
  [(LLVM_ShuffleVectorOp $v1, $v2, (I32Mask $mask))],
  [(SameType (TypeOf (Source $v1)), (TypeOf (Source $v2))),
   (Not (VectorRankAbove (TypeOf (Source $v1)), 1))], 2>;

// Otherwise element by element (1-D) or row by row (n-D).
def : Pattern<(Vector_ShuffleOp $v1, $v2, $mask),
  [(ShuffleMixed $v1, $v2, $mask, (TypeOf (Source $v1)), (ResultType 0))],
  [(Not (VectorRankIs (TypeOf (Source $v1)), 0))]>;

// ---- elementwise ----------------------------------------------------------------------

// 1-D (and 0-D) fma: `llvm.intr.fmuladd`; MLIR's pre-pass rank-reduces n-D ones.
def : Pattern<(Vector_FMAOp $a, $b, $c), [(LLVM_FMulAddOp $a, $b, $c)],
  [(Not (VectorRankAbove (Source (ResultType 0)), 1))]>;

// 1-D (and 0-D) bitcast; n-D ones are unrolled by the pre-pass above.
def : Pattern<(Vector_BitCastOp $v), [(LLVM_BitcastOp $v)],
  [(Not (VectorRankAbove (Source (ResultType 0)), 1))]>;

// ---- reductions -----------------------------------------------------------------------

// Integer reductions: the intrinsic, and with an accumulator its combining op after it.
class IntReductionPat<string kind, Op intrinsic>
    : Pattern<(Vector_ReductionOp $kind, $v, $acc, $fm), [(intrinsic $v)],
              [(KindIs $kind, kind), (IsIntOrIndex (Source (ResultType 0))),
               (Not (HasValues $acc))]>;
class IntReductionAccPat<string kind, Op intrinsic, Op combine>
    : Pattern<(Vector_ReductionOp $kind, $v, $acc, $fm),
              [(intrinsic:$r $v, (returnType (ResultType 0))), (combine (First $acc), $r)],
              [(KindIs $kind, kind), (IsIntOrIndex (Source (ResultType 0))), (HasValues $acc)]>;
// A min/max: the intrinsic, then a compare-and-select with the accumulator.
class IntReductionCmpPat<string kind, Op intrinsic, string predicate>
    : Pattern<(Vector_ReductionOp $kind, $v, $acc, $fm),
              [(intrinsic:$r $v, (returnType (ResultType 0))),
               (LLVM_ICmpOp:$cmp predicate, (First $acc), $r),
               (LLVM_SelectOp $cmp, (First $acc), $r)],
              [(KindIs $kind, kind), (IsIntOrIndex (Source (ResultType 0))), (HasValues $acc)]>;

def : IntReductionPat<"add", LLVM_VectorReduceAddOp>;
def : IntReductionAccPat<"add", LLVM_VectorReduceAddOp, LLVM_AddOp>;
def : IntReductionPat<"mul", LLVM_VectorReduceMulOp>;
def : IntReductionAccPat<"mul", LLVM_VectorReduceMulOp, LLVM_MulOp>;
def : IntReductionPat<"and", LLVM_VectorReduceAndOp>;
def : IntReductionAccPat<"and", LLVM_VectorReduceAndOp, LLVM_AndOp>;
def : IntReductionPat<"or", LLVM_VectorReduceOrOp>;
def : IntReductionAccPat<"or", LLVM_VectorReduceOrOp, LLVM_OrOp>;
def : IntReductionPat<"xor", LLVM_VectorReduceXorOp>;
def : IntReductionAccPat<"xor", LLVM_VectorReduceXorOp, LLVM_XOrOp>;
def : IntReductionPat<"minui", LLVM_VectorReduceUMinOp>;
def : IntReductionCmpPat<"minui", LLVM_VectorReduceUMinOp, "ule">;
def : IntReductionPat<"minsi", LLVM_VectorReduceSMinOp>;
def : IntReductionCmpPat<"minsi", LLVM_VectorReduceSMinOp, "sle">;
def : IntReductionPat<"maxui", LLVM_VectorReduceUMaxOp>;
def : IntReductionCmpPat<"maxui", LLVM_VectorReduceUMaxOp, "uge">;
def : IntReductionPat<"maxsi", LLVM_VectorReduceSMaxOp>;
def : IntReductionCmpPat<"maxsi", LLVM_VectorReduceSMaxOp, "sge">;

// Float add and mul start from the accumulator or the neutral value.
class FloatReductionStartPat<string kind, Op intrinsic, int neutral>
    : Pattern<(Vector_ReductionOp $kind, $v, $acc, $fm),
              [(intrinsic (AccOrNeutral $acc, (ResultType 0), neutral), $v, (ReductionFlags $fm))],
              [(KindIs $kind, kind), (IsFloatType (Source (ResultType 0)))]>;
def : FloatReductionStartPat<"add", LLVM_VectorReduceFAddOp, 0>;
def : FloatReductionStartPat<"mul", LLVM_VectorReduceFMulOp, 1>;

// Float min/max: the intrinsic, then the scalar min/max with the accumulator.
class FloatReductionPat<string kind, Op intrinsic>
    : Pattern<(Vector_ReductionOp $kind, $v, $acc, $fm), [(intrinsic $v, (ReductionFlags $fm))],
              [(KindIs $kind, kind), (IsFloatType (Source (ResultType 0))), (Not (HasValues $acc))]>;
class FloatReductionAccPat<string kind, Op intrinsic, Op combine>
    : Pattern<(Vector_ReductionOp $kind, $v, $acc, $fm),
              [(intrinsic:$r $v, (ReductionFlags $fm), (returnType (ResultType 0))),
               (combine $r, (First $acc))],
              [(KindIs $kind, kind), (IsFloatType (Source (ResultType 0))), (HasValues $acc)]>;
def : FloatReductionPat<"maxnumf", LLVM_VectorReduceFMaxOp>;
def : FloatReductionAccPat<"maxnumf", LLVM_VectorReduceFMaxOp, LLVM_MaxNumOp>;
def : FloatReductionPat<"minnumf", LLVM_VectorReduceFMinOp>;
def : FloatReductionAccPat<"minnumf", LLVM_VectorReduceFMinOp, LLVM_MinNumOp>;
def : FloatReductionPat<"maximumf", LLVM_VectorReduceFMaximumOp>;
def : FloatReductionAccPat<"maximumf", LLVM_VectorReduceFMaximumOp, LLVM_MaximumOp>;
def : FloatReductionPat<"minimumf", LLVM_VectorReduceFMinimumOp>;
def : FloatReductionAccPat<"minimumf", LLVM_VectorReduceFMinimumOp, LLVM_MinimumOp>;

// A masked reduction: `llvm.intr.vp.reduce.*` over the mask (the other masked ops are
// lowered in MLIR's pre-pass).
def : Pattern<(Vector_MaskOp $mask, $passthru, $region),
  [(replaceWithValue [(MaskedReduction $mask, $region)])],
  [(Not (HasValues $passthru))]> {
  let copyAttributes = 0;
}

// ---- memory -------------------------------------------------------------------------------

// 1-D loads and stores at the element's address, aligned as the op says, else as the
// memref's element type (or, under use-vector-alignment, as the vector type).
class VectorMemPattern<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
  let copyAttributes = 0;
}
def : VectorMemPattern<(Vector_LoadOp $base, $indices, $nontemporal, $alignment),
  [(LLVM_LoadOp (VectorElementPtr (TypeOf (Source $base)), $base, $indices),
                (VectorAlignment (TypeOf (Source $base)), (ResultType 0), $alignment), ?, (IsTrue $nontemporal))],
  [(Not (VectorRankAbove (Source (ResultType 0)), 1))]>;
def : VectorMemPattern<(Vector_StoreOp $value, $base, $indices, $nontemporal, $alignment),
  [(LLVM_StoreOp $value, (VectorElementPtr (TypeOf (Source $base)), $base, $indices),
                 (VectorAlignment (TypeOf (Source $base)), (TypeOf $value), $alignment), ?,
                 (IsTrue $nontemporal))],
  [(Not (VectorRankAbove (TypeOf (Source $value)), 1))]>;
def : VectorMemPattern<(Vector_MaskedLoadOp $base, $indices, $mask, $passthru, $alignment),
  [(LLVM_MaskedLoadOp (VectorElementPtr (TypeOf (Source $base)), $base, $indices), $mask,
      $passthru, (AsI32Attr (VectorAlignment (TypeOf (Source $base)), (ResultType 0), $alignment)))],
  [(Not (VectorRankAbove (Source (ResultType 0)), 1))]>;
def : VectorMemPattern<(Vector_MaskedStoreOp $base, $indices, $mask, $value, $alignment),
  [(LLVM_MaskedStoreOp $value, (VectorElementPtr (TypeOf (Source $base)), $base, $indices),
      $mask, (AsI32Attr (VectorAlignment (TypeOf (Source $base)), (TypeOf $value), $alignment)))],
  [(Not (VectorRankAbove (TypeOf (Source $value)), 1))]>;

// Gather and scatter (1-D): a vector of addresses from the base element's address, then
// the masked intrinsic (only on a memref whose innermost stride is 1, as MLIR's
// isMemRefTypeSupported).
def : VectorMemPattern<(Vector_GatherOp $base, $offsets, $indices, $mask, $passthru, $alignment),
  [(LLVM_masked_gather
      (VectorGep (VectorElementPtr (TypeOf (Source $base)), $base, $offsets), $indices,
                 (TypeOf (Source $base))),
      $mask, $passthru,
      (AsI32Attr (VectorAlignment (TypeOf (Source $base)), (ResultType 0), $alignment)))],
  [(VectorRankIs (Source (ResultType 0)), 1), (LastDimUnitStride (TypeOf (Source $base)))]>;
def : VectorMemPattern<(Vector_ScatterOp $base, $offsets, $indices, $mask, $value, $alignment),
  [(LLVM_masked_scatter $value,
      (VectorGep (VectorElementPtr (TypeOf (Source $base)), $base, $offsets), $indices,
                 (TypeOf (Source $base))),
      $mask, (AsI32Attr (VectorAlignment (TypeOf (Source $base)), (TypeOf $value), $alignment))),
   (replaceWithValue [])],
  [(VectorRankIs (TypeOf (Source $value)), 1), (LastDimUnitStride (TypeOf (Source $base)))]>;
// Expanding loads and compressing stores at the element's address; an alignment other
// than 1 goes on the pointer argument (`llvm.align`).
def : VectorMemPattern<(Vector_ExpandLoadOp $base, $indices, $mask, $passthru, $alignment),
  [(LLVM_masked_expandload (VectorElementPtr (TypeOf (Source $base)), $base, $indices),
      $mask, $passthru, (AlignArgAttrs $alignment, 0, 3), ?)]>;
def : VectorMemPattern<(Vector_CompressStoreOp $base, $indices, $mask, $value, $alignment),
  [(LLVM_masked_compressstore $value,
      (VectorElementPtr (TypeOf (Source $base)), $base, $indices), $mask,
      (AlignArgAttrs $alignment, 1, 3), ?)]>;
def : VectorMemPattern<(Vector_ExpandLoadOp $base, $indices, $mask, $passthru, $alignment),
  [(LLVM_masked_expandload (VectorElementPtr (TypeOf (Source $base)), $base, $indices),
      $mask, $passthru)]>;
def : VectorMemPattern<(Vector_CompressStoreOp $base, $indices, $mask, $value, $alignment),
  [(LLVM_masked_compressstore $value,
      (VectorElementPtr (TypeOf (Source $base)), $base, $indices), $mask)]>;

// A static memref viewed as one vector: a new descriptor over the same buffer.
def : VectorMemPattern<(Vector_TypeCastOp $memref),
  [(TypeCastDescriptor $memref, (TypeOf (Source $memref)), (Source (ResultType 0)))], []>;

// ---- scalable vectors ---------------------------------------------------------------------

def : Pattern<(Vector_VectorScaleOp), [(LLVM_vscale (returnType (ResultType 0)))]>;
def : Pattern<(Vector_ScalableExtractOp $source, $pos), [(LLVM_vector_extract $source, $pos)]>;
def : Pattern<(Vector_ScalableInsertOp $value, $dest, $pos), [(LLVM_vector_insert $dest, $value, $pos)]>;

// ---- building and splitting vectors ------------------------------------------------------

// A 0-D or 1-D vector from its elements.
def : Pattern<(Vector_FromElementsOp $elements), [(FromElements $elements, (ResultType 0))],
  [(Not (VectorRankAbove (Source (ResultType 0)), 1))]>;
// The elements of a 0-D or 1-D vector.
def : Pattern<(Vector_ToElementsOp $source), [(ToElements $source)],
  [(Not (VectorRankAbove (TypeOf (Source $source)), 1))]>;

// Fixed 0-D or 1-D interleave: one shufflevector; scalable: `llvm.intr.vector.interleave2`.
def : Pattern<(Vector_InterleaveOp $a, $b),
  [(LLVM_ShuffleVectorOp $a, $b, (InterleaveMask (TypeOf (Source $a))))],
  [(Not (VectorRankAbove (TypeOf (Source $a)), 1)), (Not (IsScalableVector (TypeOf (Source $a))))]>;
def : Pattern<(Vector_InterleaveOp $a, $b), [(LLVM_vector_interleave2 $a, $b)],
  [(VectorRankIs (TypeOf (Source $a)), 1), (IsScalableVector (TypeOf (Source $a)))]>;

// Fixed 1-D deinterleave: the even and the odd elements, each one shufflevector with a
// poison second operand.
def : Pattern<(Vector_DeinterleaveOp $v),
  [(LLVM_PoisonOp:$poison (returnType (TypeOf $v))),
   (LLVM_ShuffleVectorOp $v, $poison, (StridedMask (TypeOf (Source $v)), 0)),
   (LLVM_ShuffleVectorOp $v, $poison, (StridedMask (TypeOf (Source $v)), 1))],
  [(VectorRankIs (TypeOf (Source $v)), 1), (Not (IsScalableVector (TypeOf (Source $v))))]>;

// Scalable 1-D deinterleave: `llvm.intr.vector.deinterleave2`, whose struct holds both
// halves.
def : Pattern<(Vector_DeinterleaveOp $v),
  [(LLVM_vector_deinterleave2:$both $v,
      (returnType (StructOf (ResultType 0), (ResultType 1)))),
   (LLVM_ExtractValueOp $both, [0]),
   (LLVM_ExtractValueOp $both, [1])],
  [(VectorRankIs (TypeOf (Source $v)), 1), (IsScalableVector (TypeOf (Source $v)))]>;

// Scalable step: `llvm.intr.stepvector` (a fixed one is a constant after MLIR's pre-pass).
def : Pattern<(Vector_StepOp), [(LLVM_StepVectorOp (returnType (ResultType 0)))],
  [(IsScalableVector (Source (ResultType 0)))]>;

// A scalable 1-D mask: the step vector compared with the splat bound (fixed-size masks
// become constants and compares in MLIR's pre-pass).
def : Pattern<(Vector_CreateMaskOp $bounds),
  [(LLVM_StepVectorOp:$step (returnType (IndexVectorLike (Source (ResultType 0))))),
   (LLVM_PoisonOp:$poison (returnType (IndexVectorLike (Source (ResultType 0))))),
   (LLVM_InsertElementOp:$one $poison, (First $bounds),
      (LLVM_ConstantOp (IntAttrOf (IntegerType 32), 0), (returnType (IntegerType 32)))),
   (LLVM_ShuffleVectorOp:$bound $one, $poison, (SplatMask (Source (ResultType 0))),
      (returnType (TypeOf $poison))),
   (LLVM_ICmpOp "slt", $step, $bound)],
  [(VectorRankIs (Source (ResultType 0)), 1), (IsScalableVector (Source (ResultType 0)))]>;

// ---- printing -------------------------------------------------------------------------

// Scalars and punctuation through the runtime's print functions.
def : Pattern<(Vector_PrintOp $source, $punctuation, $text),
  [(PrintCalls $source, (Source $source), $punctuation, $text)]> {
  let copyAttributes = 0;
}
