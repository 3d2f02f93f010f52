// vector canonicalization patterns, as MLIR 22's VectorOps.cpp registers them (per op, in
// its order): masks of constant sizes become constant masks and slices, extracts and
// transposes of masks are masks; broadcasts of broadcasts, casts of broadcasts and
// casts of broadcasts fold into one op; transposes of transposes,
// splats, broadcasts, masks and shape casts go; extracts of broadcasts, masks, shape
// casts and from_elements read the producer's input; strided slices of masks and
// broadcasts and contiguous ones are masks, broadcasts and extracts; a reduction over one
// element (or over unit dims) is the arith op with the accumulator; shuffles of splats,
// of 0-D vectors or interleaving two vectors are broadcasts and interleaves. The shape
// computations are terms in `canon_vector.rs`; folds are the ops' `Folder`s.
// Masked loads, stores, gathers and scatters with a constant mask drop it or go.
// Not yet: the vector.mask patterns and the transfer patterns.

include "dialects/vector.td"
include "dialects/arith.td"
include "canonicalize/canonicalize_terms.td"

def IsVector : Term<"canon_vector::is_vector", "(Type) -> Bool">;
def SameNumElements : Term<"canon_vector::same_num_elements", "(Type, Type) -> Bool">;
def BroadcastableTo : Term<"canon_vector::broadcastable", "(Type, Type) -> Bool">;
def PrependsUnitDims : Term<"canon_vector::prepends_unit_dims", "(Type, Type) -> Bool">;
// The value (a scalar counting one element) has as many elements as the vector.
def CoversAll : Term<"canon_vector::covers_all", "(Type, Type) -> Bool">;
def UnitStrides : Term<"canon_vector::unit_strides", "(Attr) -> Bool">;
def AllEqual : Term<"canon_vector::all_equal", "(Values) -> Bool">;
def ScalarSplatSource : Term<"canon_vector::scalar_splat_source", "(Value) -> Value?">;
def SameScalarSplat : Term<"canon_vector::same_scalar_splat", "(Value, Value) -> Bool">;
def IsInterleaveMask : Term<"canon_vector::is_interleave_mask", "(Value, Value, Attr) -> Bool">;
def CreateMaskConstantSizes : Term<"canon_vector::create_mask_constant_sizes", "(Values) -> Attr?">;
def ExtractFromCreateMask : Term<"canon_vector::extract_from_create_mask", "() -> Value?">;
def SlicedMaskSizes : Term<"canon_vector::sliced_mask_sizes", "(Attr, Attr, Attr) -> Attr?">;
def SlicedCreateMask : Term<"canon_vector::sliced_create_mask", "() -> Value?">;
def MaskDropsTrailingUnits : Term<"canon_vector::mask_drops_trailing_units", "() -> Value?">;
def PermuteValues : Term<"canon_vector::permute_values", "(Values, Attr) -> Values?">;
def PermuteSizes : Term<"canon_vector::permute_sizes", "(Attr, Attr) -> Attr?">;
def ComposePermutations : Term<"canon_vector::compose_permutations", "(Attr, Attr) -> Attr?">;
def IsOrderPreservingTranspose : Term<"canon_vector::is_order_preserving_transpose", "() -> Bool">;
def BroadcastPermutationLocal : Term<"canon_vector::broadcast_permutation_local", "(Type, Attr) -> Bool">;
def ExtractFromFromElements : Term<"canon_vector::extract_from_from_elements", "() -> Value?">;
def SliceOfBroadcast : Term<"canon_vector::slice_of_broadcast", "() -> Value?">;
def ContiguousSliceToExtract : Term<"canon_vector::contiguous_slice_to_extract", "() -> Value?">;
def ElideSingleElementReduction : Term<"canon_vector::elide_single_element_reduction", "() -> Value?">;
def ElideUnitDimsMultiReduction : Term<"canon_vector::elide_unit_dims_multi_reduction", "() -> Value?">;
def ZeroDimShuffleSource : Term<"canon_vector::zero_dim_shuffle_source", "(Value, Value, Attr) -> Value?">;
// MLIR's StepCompareFolder: the splat an unsigned or equality compare of a step (of the
// step type) with a constant gives, when it is the same for every lane.
def StepCompareSplat : Term<"canon_vector::step_compare_splat", "(Attr, Type, Attr, Type) -> Attr?">;
// MLIR's `getMaskFormat`: 1 for a mask known all set, -1 for one known all clear, 0 else.
def MaskFormatIs : Term<"canon_vector::mask_format_is", "(Value, Int) -> Bool">;
// A 1-D fixed-size index vector 0, 1, 2, ... (`vector.step` or a constant).
def IsZeroBasedContiguous : Term<"canon_vector::is_zero_based_contiguous", "(Value) -> Bool">;
def IsMemRefType : Term<"canon_vector::is_memref_type", "(Type) -> Bool">;
def FromElementsToShapeCast : Term<"canon_vector::from_elements_to_shape_cast", "() -> Value?">;
def InsertChainFullyInitialized : Term<"canon_vector::insert_chain_fully_initialized", "() -> Value?">;
def ToElementsOfBroadcast : Term<"canon_vector::to_elements_of_broadcast", "() -> Values?">;
// A constant of zeros (MLIR compares with `getZeroAttr` of the type).
def IsZeroConstant : Term<"canon_vector::is_zero_constant", "(Attr) -> Bool">;
def MaskIsEmpty : Term<"canon_vector::mask_is_empty", "(Region) -> Bool">;
def SelectEmptyMask : Term<"canon_vector::select_empty_mask", "() -> Values?">;
def MaskHasPassthru : Term<"canon_vector::mask_has_passthru", "(Values) -> Bool">;
def MaskedReductionElided : Term<"canon_vector::masked_reduction_elided", "() -> Values?">;
def SameVal : Term<"canon_vector::same_val", "(Value, Value) -> Bool">;
def SameAttr : Term<"canon_vector::same_attr", "(Attr, Attr) -> Bool">;
def FirstValue : Term<"canon_vector::first_value", "(Values) -> Value?">;
def OneElementVectorOf : Term<"canon_vector::one_element_vector_of", "(Type) -> Type?">;

// ---- vector.create_mask: CreateMaskFolder ----
def : Canonicalization<(Vector_CreateMaskOp $sizes),
  [(Vector_ConstantMaskOp (CreateMaskConstantSizes $sizes))]>;

// ---- vector.broadcast: BroadcastFolder ----
def : Canonicalization<(Vector_BroadcastOp (Vector_BroadcastOp $x)), [(Vector_BroadcastOp $x)]>;

// ---- vector.shape_cast: ShapeCastCreateMaskFolderTrailingOneDim, ShapeCastBroadcastFolder ----
def : Canonicalization<(Vector_ShapeCastOp $x), [(MaskDropsTrailingUnits)]>;
// A vector source of as many elements is cast; otherwise one that broadcasts (a
// scalar, say) is broadcast.
def : Canonicalization<(Vector_ShapeCastOp (Vector_BroadcastOp $x)), [(Vector_ShapeCastOp $x)],
  [(SameNumElements (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Vector_ShapeCastOp (Vector_BroadcastOp $x)), [(Vector_BroadcastOp $x)],
  [(BroadcastableTo (TypeOf $x), (ResultType 0))]>;

// ---- vector.extract: ExtractOpFromBroadcast, ExtractOpFromCreateMask,
// foldExtractFromShapeCastToShapeCast, foldExtractFromFromElements ----
def : Canonicalization<(Vector_ExtractOp (Vector_BroadcastOp $x), $dyn, $pos), [(Vector_BroadcastOp $x)],
  [(IsVector (ResultType 0)), (BroadcastableTo (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Vector_ExtractOp (Vector_ShapeCastOp:$c $x), $dyn, $pos), [(Vector_BroadcastOp $x)],
  [(IsVector (ResultType 0)), (PrependsUnitDims (TypeOf $x), (TypeOf $c)),
   (BroadcastableTo (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Vector_ExtractOp $v, $dyn, $pos), [(ExtractFromCreateMask)]>;
def : Canonicalization<(Vector_ExtractOp (Vector_ShapeCastOp $x), $dyn, $pos), [(Vector_ShapeCastOp $x)],
  [(SameNumElements (TypeOf $x), (ResultType 0))]>;
def : Canonicalization<(Vector_ExtractOp $v, $dyn, $pos), [(ExtractFromFromElements)]>;

// ---- vector.extract_strided_slice: StridedSliceCreateMaskFolder,
// StridedSliceConstantMaskFolder, StridedSliceBroadcast, StridedSliceSplat (a case of the
// broadcast one), ContiguousExtractStridedSliceToExtract ----
def : Canonicalization<(Vector_ExtractStridedSliceOp $v, $offsets, $sizes, $strides), [(SlicedCreateMask)]>;
def : Canonicalization<(Vector_ExtractStridedSliceOp (Vector_ConstantMaskOp $m), $offsets, $sizes, $strides),
  [(Vector_ConstantMaskOp (SlicedMaskSizes $m, $offsets, $sizes))], [(UnitStrides $strides)]>;
def : Canonicalization<(Vector_ExtractStridedSliceOp $v, $offsets, $sizes, $strides), [(SliceOfBroadcast)]>;
def : Canonicalization<(Vector_ExtractStridedSliceOp $v, $offsets, $sizes, $strides), [(ContiguousSliceToExtract)]>;

// ---- vector.insert: InsertToBroadcast, InsertSplatToSplat, InsertChainFullyInitialized ----
def : Canonicalization<(Vector_InsertOp $value, $dest, $dyn, $pos), [(Vector_BroadcastOp $value)],
  [(CoversAll (TypeOf $value), (ResultType 0))]>;
def : Canonicalization<(Vector_InsertOp $value, $dest, $dyn, $pos),
  [(Vector_BroadcastOp (ScalarSplatSource $dest))], [(SameScalarSplat $value, $dest)]>;
def : Canonicalization<(Vector_InsertOp $value, $dest, $dyn, $pos), [(InsertChainFullyInitialized)]>;

// ---- vector.insert_strided_slice: FoldInsertStridedSliceSplat,
// FoldInsertStridedSliceOfExtract ----
def : Canonicalization<(Vector_InsertStridedSliceOp $value, $dest, $offsets, $strides),
  [(replaceWithValue $dest)], [(SameScalarSplat $value, $dest)]>;
def : Canonicalization<(Vector_InsertStridedSliceOp (Vector_ExtractStridedSliceOp $src, $o, $z, $s), $dest, $offsets, $strides),
  [(replaceWithValue $dest)], [(SameVal $src, $dest), (SameAttr $o, $offsets), (UnitStrides $s)]>;

// ---- vector.transpose: FoldTransposeCreateMask, FoldTransposeShapeCast, TransposeFolder,
// FoldTransposeSplat, FoldTransposeBroadcast ----
def : Canonicalization<(Vector_TransposeOp (Vector_CreateMaskOp $sizes), $perm),
  [(Vector_CreateMaskOp (PermuteValues $sizes, $perm))]>;
def : Canonicalization<(Vector_TransposeOp (Vector_ConstantMaskOp $sizes), $perm),
  [(Vector_ConstantMaskOp (PermuteSizes $sizes, $perm))]>;
def : Canonicalization<(Vector_TransposeOp (Vector_ShapeCastOp $x), $perm), [(Vector_ShapeCastOp $x)],
  [(IsOrderPreservingTranspose)]>;
def : Canonicalization<(Vector_TransposeOp (Vector_TransposeOp $x, $p1), $p2),
  [(Vector_TransposeOp $x, (ComposePermutations $p1, $p2))]>;
def : Canonicalization<(Vector_TransposeOp (Vector_BroadcastOp $x), $perm), [(Vector_BroadcastOp $x)],
  [(BroadcastPermutationLocal (TypeOf $x), $perm)]>;

// ---- vector.reduction: ElideSingleElementReduction ----
def : Canonicalization<(Vector_ReductionOp $kind, $v, $acc, $fm), [(ElideSingleElementReduction)]>;

// ---- vector.multi_reduction: ElideUnitDimsInMultiDimReduction ----
def : Canonicalization<(Vector_MultiDimReductionOp $kind, $src, $acc, $dims), [(ElideUnitDimsMultiReduction)]>;

// ---- vector.shuffle: ShuffleSplat, ShuffleInterleave, Canonicalize0DShuffleOp ----
def : Canonicalization<(Vector_ShuffleOp $a, $b, $mask), [(Vector_BroadcastOp (ScalarSplatSource $a))],
  [(SameScalarSplat $a, $b)]>;
def : Canonicalization<(Vector_ShuffleOp $a, $b, $mask), [(Vector_InterleaveOp $a, $b)],
  [(IsInterleaveMask $a, $b, $mask)]>;
def : Canonicalization<(Vector_ShuffleOp $a, $b, $mask),
  [(Vector_BroadcastOp (ZeroDimShuffleSource $a, $b, $mask), (returnType (OneElementVectorOf (TypeOf $a))))]>;

// ---- vector.from_elements: rewriteFromElementsAsBroadcast, FromElementsToShapeCast ----
def : Canonicalization<(Vector_FromElementsOp $elems), [(Vector_BroadcastOp (FirstValue $elems))],
  [(AllEqual $elems)]>;
def : Canonicalization<(Vector_FromElementsOp $elems), [(FromElementsToShapeCast)]>;

// ---- vector.to_elements: ToElementsOfBroadcast (of a vector; the scalar case folds) ----
def : Canonicalization<(Vector_ToElementsOp $v), [(ToElementsOfBroadcast)]>;

// ---- vector.step: StepCompareFolder (rooted at the compare it folds; arith's own
// canonicalization has put the constant second) ----
def : Canonicalization<(Arith_CmpIOp $pred, (Vector_StepOp:$step), (ConstantValue $c)),
  [(Arith_ConstantOp (StepCompareSplat $pred, (TypeOf $step), $c, (ResultType 0)))]>;

// ---- masked memory ops with constant masks (MaskedLoadFolder, MaskedStoreFolder,
// GatherFolder, ScatterFolder, ExpandLoadFolder, CompressStoreFolder) and contiguous
// gathers and scatters (FoldContiguousGather, FoldContiguousScatter) ----
def : Canonicalization<(Vector_MaskedLoadOp $base, $idx, $mask, $pass, $align),
  [(Vector_LoadOp $base, $idx)], [(MaskFormatIs $mask, 1)]>;
def : Canonicalization<(Vector_MaskedLoadOp $base, $idx, $mask, $pass, $align),
  [(replaceWithValue $pass)], [(MaskFormatIs $mask, -1)]>;
def : Canonicalization<(Vector_MaskedStoreOp $base, $idx, $mask, $value, $align),
  [(Vector_StoreOp $value, $base, $idx)], [(MaskFormatIs $mask, 1)]>;
def : Canonicalization<(Vector_MaskedStoreOp $base, $idx, $mask, $value, $align),
  [(replaceWithValue [])], [(MaskFormatIs $mask, -1)]>;
def : Canonicalization<(Vector_GatherOp $base, $offsets, $indices, $mask, $pass, $align),
  [(replaceWithValue $pass)], [(MaskFormatIs $mask, -1)]>;
def : Canonicalization<(Vector_GatherOp $base, $offsets, $indices, $mask, $pass, $align),
  [(Vector_MaskedLoadOp $base, $offsets, $mask, $pass)],
  [(IsMemRefType (TypeOf $base)), (IsZeroBasedContiguous $indices)]>;
def : Canonicalization<(Vector_ScatterOp $base, $offsets, $indices, $mask, $value, $align),
  [(replaceWithValue [])], [(MaskFormatIs $mask, -1)]>;
def : Canonicalization<(Vector_ScatterOp $base, $offsets, $indices, $mask, $value, $align),
  [(Vector_MaskedStoreOp:$store $base, $offsets, $mask, $value), (replaceWithValue [])],
  [(IsMemRefType (TypeOf $base)), (IsZeroBasedContiguous $indices)]>;
def : Canonicalization<(Vector_ExpandLoadOp $base, $idx, $mask, $pass, $align),
  [(Vector_LoadOp $base, $idx)], [(MaskFormatIs $mask, 1)]>;
def : Canonicalization<(Vector_ExpandLoadOp $base, $idx, $mask, $pass, $align),
  [(replaceWithValue $pass)], [(MaskFormatIs $mask, -1)]>;
def : Canonicalization<(Vector_CompressStoreOp $base, $idx, $mask, $value, $align),
  [(Vector_StoreOp $value, $base, $idx)], [(MaskFormatIs $mask, 1)]>;
def : Canonicalization<(Vector_CompressStoreOp $base, $idx, $mask, $value, $align),
  [(replaceWithValue [])], [(MaskFormatIs $mask, -1)]>;

// ---- vector.contract: CanonicalizeContractAdd<arith::AddIOp>, <arith::AddFOp>: adding to a
// contraction whose accumulator is zero is the contraction of the addend ----
def : Canonicalization<(Arith_AddIOp (Vector_ContractionOp $a, $b, (ConstantValue $z), $maps, $iters, $kind), $c, $ovf),
  [(Vector_ContractionOp $a, $b, $c, $maps, $iters, $kind)], [(IsZeroConstant $z)]>;
def : Canonicalization<(Arith_AddIOp $c, (Vector_ContractionOp $a, $b, (ConstantValue $z), $maps, $iters, $kind), $ovf),
  [(Vector_ContractionOp $a, $b, $c, $maps, $iters, $kind)], [(IsZeroConstant $z)]>;
def : Canonicalization<(Arith_AddFOp (Vector_ContractionOp $a, $b, (ConstantValue $z), $maps, $iters, $kind), $c, $fm),
  [(Vector_ContractionOp $a, $b, $c, $maps, $iters, $kind)], [(IsZeroConstant $z)]>;
def : Canonicalization<(Arith_AddFOp $c, (Vector_ContractionOp $a, $b, (ConstantValue $z), $maps, $iters, $kind), $fm),
  [(Vector_ContractionOp $a, $b, $c, $maps, $iters, $kind)], [(IsZeroConstant $z)]>;

// ---- vector.mask: an all-true mask runs its op unmasked (MLIR's fold); an empty one
// with a passthru selects (CanonializeEmptyMaskOp), without one yields its values
// (ElideEmptyMaskOp) ----
def : Canonicalization<(Vector_MaskOp $mask, $pass, $body), [(InlineSingleBlock $body)],
  [(Not (MaskIsEmpty $body)), (MaskFormatIs $mask, 1)]>;
// ElideSingleElementReduction and ElideUnitDimsInMultiDimReduction of a masked reduction
// replace the vector.mask (MLIR matches the reduction and rewrites its masking op).
def : Canonicalization<(Vector_MaskOp $mask, $pass, $body), [(MaskedReductionElided)]>;
def : Canonicalization<(Vector_MaskOp $mask, $pass, $body),
  [(SelectEmptyMask)],
  [(MaskIsEmpty $body), (MaskHasPassthru $pass)]>;
def : Canonicalization<(Vector_MaskOp $mask, $pass, $body), [(InlineSingleBlock $body)],
  [(MaskIsEmpty $body), (Not (MaskHasPassthru $pass))]>;
