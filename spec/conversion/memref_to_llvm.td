// memref -> llvm: the patterns of `-finalize-memref-to-llvm` (and of the memref part of
// `-convert-to-llvm`), as MLIR 22's MemRefToLLVM lowers each op.
//
// Every memref value lowers to a descriptor struct (allocated and aligned pointers,
// offset, sizes, strides) or, unranked, to (rank, pointer to a ranked descriptor), so each
// memref op reads or builds descriptor fields around its LLVM op. The rules reach the
// descriptors through the terms below (`lowering/conversion/src/descriptor.rs`); the
// lowerings not yet written as rules are native, in
// `lowering/dialects/src/dialects/native/lower_memref.rs`. Ops MLIR 22 leaves to other
// passes (subview, expand_shape, collapse_shape, realloc, dma_*) have no pattern here.

include "dialects/memref.td"
include "dialects/llvm.td"
include "terms.td"

// Descriptor terms. Each takes the memref type as written and the descriptor.
// The address of the element at the indices (MLIR's getStridedElementPtr).
def ElementPtr : Term<"descent::conversion::descriptor::element_ptr", "(Type, Value, Values) -> Value?">;
// The same address through a GEP without `inbounds|nuw`.
def PlainElementPtr : Term<"descent::conversion::descriptor::plain_element_ptr", "(Type, Value, Values) -> Value?">;
// The aligned pointer, ranked or unranked.
def AlignedPointer : Term<"descent::conversion::descriptor::aligned_pointer", "(Type, Value) -> Value?">;
// Whether a memref type is ranked.
def IsRankedMemRef : Term<"descent::conversion::descriptor::is_ranked_memref", "(Type) -> Bool">;
// A ranked descriptor copied to the stack: the pointer an unranked descriptor holds.
def Promote : Term<"descent::conversion::descriptor::promote", "(Value) -> Value">;
// The rank of a ranked memref type; fails on an unranked one.
def RankOf : Term<"descent::conversion::descriptor::rank_of", "(Type) -> Int?">;

// Loads from the element's address, keeping the alignment and `nontemporal`.
def : Pattern<(MemRef_LoadOp $memref, $indices, $nontemporal, $alignment),
  [(LLVM_LoadOp (ElementPtr (TypeOf (Source $memref)), $memref, $indices),
                $alignment, ?, (IsTrue $nontemporal))]> {
  let copyAttributes = 0;
}
// Stores to the element's address, keeping the alignment and `nontemporal`.
def : Pattern<(MemRef_StoreOp $value, $memref, $indices, $nontemporal, $alignment),
  [(LLVM_StoreOp $value, (ElementPtr (TypeOf (Source $memref)), $memref, $indices),
                 $alignment, ?, (IsTrue $nontemporal))]> {
  let copyAttributes = 0;
}
// `llvm.intr.prefetch` of the element's address, its flags as i32 immediates.
def : Pattern<(MemRef_PrefetchOp $memref, $indices, $isWrite, $localityHint, $isDataCache),
  [(LLVM_PrefetchOp (PlainElementPtr (TypeOf (Source $memref)), $memref, $indices),
                    (AsI32 $isWrite), (AsI32 $localityHint), (AsI32 $isDataCache))]> {
  let copyAttributes = 0;
}
// `llvm.atomicrmw acq_rel` at the element's address, for the kinds LLVM has (not mulf,
// muli: `AtomicBinOp` fails on them).
def AtomicBinOp : Term<"lower_memref::atomic_bin_op", "(Attr) -> Attr?">;
def : Pattern<(MemRef_AtomicRMWOp $kind, $value, $memref, $indices),
  [(LLVM_AtomicRMWOp (AtomicBinOp $kind),
                     (PlainElementPtr (TypeOf (Source $memref)), $memref, $indices),
                     $value, "acq_rel")]> {
  let copyAttributes = 0;
}
// memref.dim: a static size is a constant, a dynamic one at a constant index is read from
// the descriptor, one at another index from a stack copy of the sizes, and an unranked
// memref's from the ranked descriptor it points to.
def ConstantIndex : Term<"lower_memref::constant_index_of", "(Value) -> Int?">;
def StaticSize : Term<"lower_memref::static_size", "(Type, Int) -> Int?">;
def DynamicSizePosition : Term<"lower_memref::dynamic_size_position", "(Type, Int) -> Attr?">;
def SizeAt : Term<"descent::conversion::descriptor::size_at_term", "(Value, Value, Int) -> Value?">;
def UnrankedSize : Term<"lower_memref::unranked_size", "(Type, Value, Value) -> Value?">;
def : Pattern<(MemRef_DimOp $source, $index),
  [(LLVM_ConstantOp (IndexValue (StaticSize (TypeOf (Source $source)),
                                            (ConstantIndex (Source $index)))))]> {
  let copyAttributes = 0;
}
def : Pattern<(MemRef_DimOp $source, $index),
  [(LLVM_ExtractValueOp $source, (DynamicSizePosition (TypeOf (Source $source)),
                                                      (ConstantIndex (Source $index))))]> {
  let copyAttributes = 0;
}
def : Pattern<(MemRef_DimOp $source, $index),
  [(replaceWithValue (SizeAt $source, $index, (RankOf (TypeOf (Source $source)))))]>;
def : Pattern<(MemRef_DimOp $source, $index),
  [(replaceWithValue (UnrankedSize (TypeOf (Source $source)), $source, $index))]>;
// memref.cast: between ranked types the descriptor itself (they share its type); to
// unranked the descriptor promoted to the stack with its rank; from unranked the ranked
// descriptor loaded from the pointer it holds.
def : Pattern<(MemRef_CastOp $source), [(replaceWithValue $source)],
              [(SameType (TypeOf $source), (ResultType 0))]>;
def : Pattern<(MemRef_CastOp $source),
  [(Promote:$pointer $source),
   (LLVM_ConstantOp:$rank (IndexValue (RankOf (TypeOf (Source $source)))), (returnType (IndexType))),
   (LLVM_InsertValueOp (LLVM_InsertValueOp (LLVM_PoisonOp (returnType (ResultType 0))), $rank, [0]),
                       $pointer, [1])],
  [(IsRankedMemRef (TypeOf (Source $source))), (Not (SameType (TypeOf $source), (ResultType 0)))]> {
  let copyAttributes = 0;
}
def : Pattern<(MemRef_CastOp $source),
  [(LLVM_LoadOp (LLVM_ExtractValueOp $source, [1], (returnType (FieldType (TypeOf $source), 1))))],
  [(Not (IsRankedMemRef (TypeOf (Source $source))))]> {
  let copyAttributes = 0;
}
// A ranked memref's rank is a constant; an unranked one carries it in its descriptor.
def : Pattern<(MemRef_RankOp $memref),
  [(LLVM_ConstantOp (IndexValue (RankOf (TypeOf (Source $memref)))))]> {
  let copyAttributes = 0;
}
def : Pattern<(MemRef_RankOp $memref), [(LLVM_ExtractValueOp $memref, [0])]> {
  let copyAttributes = 0;
}
def : Pattern<(MemRef_ExtractAlignedPointerAsIndexOp $source),
  [(LLVM_PtrToIntOp (AlignedPointer (TypeOf (Source $source)), $source))]> {
  let copyAttributes = 0;
}

def : NativePattern<MemRef_AllocOp, "lower_memref::alloc">;
def : NativePattern<MemRef_AllocaOp, "lower_memref::alloca">;
def : NativePattern<MemRef_AllocaScopeOp, "lower_memref::alloca_scope">;
def : NativePattern<MemRef_DeallocOp, "lower_memref::dealloc">;
def : NativePattern<MemRef_GenericAtomicRMWOp, "lower_memref::generic_atomic_rmw">;
def : NativePattern<MemRef_ReinterpretCastOp, "lower_memref::reinterpret_cast">;
def : NativePattern<MemRef_ReshapeOp, "lower_memref::reshape">;
def : NativePattern<MemRef_ViewOp, "lower_memref::view">;
def : NativePattern<MemRef_TransposeOp, "lower_memref::transpose">;
def : NativePattern<MemRef_ExtractStridedMetadataOp, "lower_memref::extract_strided_metadata">;
def : NativePattern<MemRef_AssumeAlignmentOp, "lower_memref::assume_alignment">;
def : NativePattern<MemRef_MemorySpaceCastOp, "lower_memref::memory_space_cast">;
def : NativePattern<MemRef_CopyOp, "lower_memref::copy">;
def : NativePattern<MemRef_GlobalOp, "lower_memref::global">;
def : NativePattern<MemRef_GetGlobalOp, "lower_memref::get_global">;
