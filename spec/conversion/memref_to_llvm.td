// memref -> llvm: the patterns of `-finalize-memref-to-llvm` (and of the memref part of
// `-convert-to-llvm`), as MLIR 22's MemRefToLLVM lowers each op.
//
// Every memref value lowers to a descriptor struct (allocated and aligned pointers,
// offset, sizes, strides) or, unranked, to (rank, pointer to a ranked descriptor), so each
// memref op reads or builds descriptor fields around its LLVM ops. The rules build those
// ops in MLIR's order and reach what depends on the rank or the layout through terms:
// descriptor pieces in `lowering/conversion/src/descriptor.rs` (reading and building
// descriptors, allocation sizes and strides, byte sizes, aligned pointers), memref ones
// in `lowering/dialects/src/dialects/native/lower_memref.rs` (runtime calls, the
// allocation options, the offsets/sizes/strides of views). A term that creates ops does
// so in MLIR's order when called where the rule calls it, so rules name intermediate
// results to keep that order. Four lowerings stay native: the ops with regions
// (`alloca_scope`, `generic_atomic_rmw`, `global`'s initializer) and `reshape`, whose
// unranked form builds a loop. Ops MLIR 22 leaves to other passes (subview, expand_shape,
// collapse_shape, realloc, dma_*) have no pattern here.

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

// ---- Allocation --------------------------------------------------------------------------
//
// MLIR's AllocLikeOpLLVMLowering: the sizes and row-major strides of the result type
// (static ones as constants), the buffer, then a descriptor of both pointers with offset
// 0 (identity layouts only). The sizes terms are MLIR's `getMemRefDescriptorSizes` cut
// where it creates ops, so that calling them in order keeps its order.
def HasIdentityLayout : Term<"lower_memref::has_identity_layout", "(Type) -> Bool">;
def ElementType : Term<"descent::conversion::descriptor::element_type", "(Type) -> Type?">;
def ElementPtrType : Term<"descent::conversion::descriptor::element_ptr_type", "(Type) -> Type?">;
def ShapeSizes : Term<"descent::conversion::descriptor::shape_sizes", "(Type, Values) -> Values?">;
def RowMajorStrides : Term<"descent::conversion::descriptor::row_major_strides", "(Type, Values) -> Values?">;
def ElementCount : Term<"descent::conversion::descriptor::element_count", "(Type, Values, Values) -> Value?">;
// The byte size of that many elements, `ptrtoint (getelementptr null[count])`.
def BufferSize : Term<"descent::conversion::descriptor::buffer_size", "(Type, Value) -> Value?">;
// The byte size of an LLVM type, `ptrtoint (getelementptr null[1])`.
def SizeOf : Term<"descent::conversion::descriptor::size_of", "(Type) -> Value">;
// The first value rounded up to a multiple of the second (MLIR's `createAligned`).
def AlignUp : Term<"descent::conversion::descriptor::align_up", "(Value, Value) -> Value">;
// A descriptor of the given type, pointers, sizes and strides, with offset 0.
def CreateDescriptor : Term<"descent::conversion::descriptor::create_descriptor", "(Type, Value, Value, Values, Values) -> Value?">;
// A pointer moved to the given pointer type's address space (unless it is there).
def CastToPointerType : Term<"descent::conversion::descriptor::cast_to_pointer_type", "(Value, Type) -> Value">;
// Calls of the runtime functions, declared in the module on first use (under
// `use-generic-functions`, `_mlir_memref_to_llvm_alloc` and friends). They fail when the
// module has the function with another type; the void ones give no values.
def CallMalloc : Term<"lower_memref::call_malloc", "(Value) -> Value?">;
def CallAlignedAlloc : Term<"lower_memref::call_aligned_alloc", "(Value, Value) -> Value?">;
def CallFree : Term<"lower_memref::call_free", "(Value) -> Values?">;
def CallMemRefCopy : Term<"lower_memref::call_memref_copy", "(Value, Value, Value) -> Values?">;
// `use-aligned-alloc`.
def UseAlignedAlloc : Term<"lower_memref::use_aligned_alloc", "() -> Bool">;
// Whether `malloc`'s buffer is padded for an alignment (the explicit one, else the
// element size for elements that are not scalars), and that alignment as a value.
def PadsMalloc : Term<"lower_memref::pads_malloc", "(Type, Attr?) -> Bool">;
def MallocAlignment : Term<"lower_memref::malloc_alignment", "(Type, Attr?) -> Value?">;
// The alignment `aligned_alloc` gets (the explicit one, else the element size's power of
// two, at least 16), and whether the byte size is known to be a multiple of it.
def AlignedAllocAlignment : Term<"lower_memref::aligned_alloc_alignment", "(Type, Attr?) -> Int?">;
def SizeMultipleOf : Term<"lower_memref::size_multiple_of", "(Type, Int) -> Bool">;

class MemRefPattern<dag source, list<dag> results, list<dag> preds = []>
    : Pattern<source, results, preds> {
  let copyAttributes = 0;
}

// memref.alloc under `use-aligned-alloc`: `aligned_alloc` of the byte size, padded to a
// multiple of the alignment unless it is known to be one; both pointers are its result.
def : MemRefPattern<(MemRef_AllocOp $dynamicSizes, $symbolOperands, $alignment),
  [(ShapeSizes:$sizes (Source (ResultType 0)), $dynamicSizes),
   (RowMajorStrides:$strides (Source (ResultType 0)), $sizes),
   (BufferSize:$bytes (Source (ResultType 0)), (ElementCount (Source (ResultType 0)), $sizes, $strides)),
   (LLVM_ConstantOp:$align (IndexValue (AlignedAllocAlignment (Source (ResultType 0)), $alignment)),
                           (returnType (IndexType))),
   (CastToPointerType:$buffer (CallAlignedAlloc $align, (AlignUp $bytes, $align)),
                              (ElementPtrType (Source (ResultType 0)))),
   (CreateDescriptor (ResultType 0), $buffer, $buffer, $sizes, $strides)],
  [(HasIdentityLayout (Source (ResultType 0))), (UseAlignedAlloc),
   (Not (SizeMultipleOf (Source (ResultType 0)), (AlignedAllocAlignment (Source (ResultType 0)), $alignment)))]>;
def : MemRefPattern<(MemRef_AllocOp $dynamicSizes, $symbolOperands, $alignment),
  [(ShapeSizes:$sizes (Source (ResultType 0)), $dynamicSizes),
   (RowMajorStrides:$strides (Source (ResultType 0)), $sizes),
   (BufferSize:$bytes (Source (ResultType 0)), (ElementCount (Source (ResultType 0)), $sizes, $strides)),
   (LLVM_ConstantOp:$align (IndexValue (AlignedAllocAlignment (Source (ResultType 0)), $alignment)),
                           (returnType (IndexType))),
   (CastToPointerType:$buffer (CallAlignedAlloc $align, $bytes), (ElementPtrType (Source (ResultType 0)))),
   (CreateDescriptor (ResultType 0), $buffer, $buffer, $sizes, $strides)],
  [(HasIdentityLayout (Source (ResultType 0))), (UseAlignedAlloc),
   (SizeMultipleOf (Source (ResultType 0)), (AlignedAllocAlignment (Source (ResultType 0)), $alignment))]>;
// memref.alloc: `malloc` of the byte size plus the alignment, the aligned pointer rounded
// up from the allocated one.
def : MemRefPattern<(MemRef_AllocOp $dynamicSizes, $symbolOperands, $alignment),
  [(ShapeSizes:$sizes (Source (ResultType 0)), $dynamicSizes),
   (RowMajorStrides:$strides (Source (ResultType 0)), $sizes),
   (BufferSize:$bytes (Source (ResultType 0)), (ElementCount (Source (ResultType 0)), $sizes, $strides)),
   (MallocAlignment:$align (Source (ResultType 0)), $alignment),
   (CastToPointerType:$buffer (CallMalloc (LLVM_AddOp $bytes, $align)), (ElementPtrType (Source (ResultType 0)))),
   (CreateDescriptor (ResultType 0), $buffer,
      (LLVM_IntToPtrOp (AlignUp (LLVM_PtrToIntOp $buffer, (returnType (IndexType))), $align),
                       (returnType (ElementPtrType (Source (ResultType 0))))),
      $sizes, $strides)],
  [(HasIdentityLayout (Source (ResultType 0))), (Not (UseAlignedAlloc)),
   (PadsMalloc (Source (ResultType 0)), $alignment)]>;
// memref.alloc of scalars without an alignment: `malloc` of the byte size.
def : MemRefPattern<(MemRef_AllocOp $dynamicSizes, $symbolOperands, $alignment),
  [(ShapeSizes:$sizes (Source (ResultType 0)), $dynamicSizes),
   (RowMajorStrides:$strides (Source (ResultType 0)), $sizes),
   (CastToPointerType:$buffer
      (CallMalloc (BufferSize (Source (ResultType 0)), (ElementCount (Source (ResultType 0)), $sizes, $strides))),
      (ElementPtrType (Source (ResultType 0)))),
   (CreateDescriptor (ResultType 0), $buffer, $buffer, $sizes, $strides)],
  [(HasIdentityLayout (Source (ResultType 0))), (Not (UseAlignedAlloc)),
   (Not (PadsMalloc (Source (ResultType 0)), $alignment))]>;
// memref.alloca: `llvm.alloca` of the element count, both pointers set to it.
def : MemRefPattern<(MemRef_AllocaOp $dynamicSizes, $symbolOperands, $alignment),
  [(ShapeSizes:$sizes (Source (ResultType 0)), $dynamicSizes),
   (RowMajorStrides:$strides (Source (ResultType 0)), $sizes),
   (LLVM_AllocaOp:$buffer (ElementCount (Source (ResultType 0)), $sizes, $strides), $alignment,
                          (AsTypeAttr (ElementType (Source (ResultType 0)))),
                          (returnType (ElementPtrType (Source (ResultType 0))))),
   (CreateDescriptor (ResultType 0), $buffer, $buffer, $sizes, $strides)],
  [(HasIdentityLayout (Source (ResultType 0)))]>;
// memref.dealloc: `free` of the allocated pointer, ranked or unranked.
def AllocatedPointer : Term<"descent::conversion::descriptor::allocated_pointer", "(Type, Value) -> Value?">;
def : MemRefPattern<(MemRef_DeallocOp $memref),
  [(CallFree (AllocatedPointer (TypeOf (Source $memref)), $memref))]>;

// ---- Globals ----------------------------------------------------------------------------
//
// `memref.global` builds an `llvm.mlir.global` with an initializer region: native.
def : NativePattern<MemRef_GlobalOp, "lower_memref::global">;
// The address of a global memref's first element, a GEP of rank + 1 zeros over the
// global's nested arrays.
def GlobalElementAddress : Term<"lower_memref::global_element_address", "(Value, Type) -> Value?">;
// memref.get_global: a descriptor of the global's first element, with 0xdeadbeef as the
// allocated pointer since the memory is not to be freed. MLIR computes the buffer's byte
// size too, and leaves it unused.
def : MemRefPattern<(MemRef_GetGlobalOp $name),
  [(ShapeSizes:$sizes (Source (ResultType 0)), []),
   (RowMajorStrides:$strides (Source (ResultType 0)), $sizes),
   (BufferSize:$bytes (Source (ResultType 0)), (ElementCount (Source (ResultType 0)), $sizes, $strides)),
   (GlobalElementAddress:$first
      (LLVM_AddressOfOp $name, (returnType (ElementPtrType (Source (ResultType 0))))), (Source (ResultType 0))),
   (LLVM_IntToPtrOp:$deadbeef (LLVM_ConstantOp (IndexValue 3735928559), (returnType (IntegerType 64))),
                              (returnType (ElementPtrType (Source (ResultType 0))))),
   (CreateDescriptor (ResultType 0), $deadbeef, $first, $sizes, $strides)],
  [(HasIdentityLayout (Source (ResultType 0)))]>;

// ---- Views of the same buffer -------------------------------------------------------------

// memref.reinterpret_cast: a new descriptor of the source's pointers with the offset,
// sizes and strides given (statically, or by operands).
// Entry N of an offsets/sizes/strides list: its static value as a constant, or the
// operand standing for it.
def StaticOrDynamic : Term<"lower_memref::static_or_dynamic", "(Attr, Values, Int) -> Value?">;
// The descriptor with each size, then its stride, set from those lists.
def InsertSizesAndStrides : Term<"lower_memref::insert_sizes_and_strides", "(Value, Attr, Values, Attr, Values) -> Value?">;
def : MemRefPattern<(MemRef_ReinterpretCastOp $source, $offsets, $sizes, $strides,
                                              $static_offsets, $static_sizes, $static_strides),
  [(LLVM_PoisonOp:$empty (returnType (ResultType 0))),
   (LLVM_ExtractValueOp:$allocated $source, [0], (returnType (FieldType (TypeOf $source), 0))),
   (LLVM_ExtractValueOp:$aligned $source, [1], (returnType (FieldType (TypeOf $source), 1))),
   (InsertSizesAndStrides
      (LLVM_InsertValueOp (LLVM_InsertValueOp (LLVM_InsertValueOp $empty, $allocated, [0]), $aligned, [1]),
                          (StaticOrDynamic $static_offsets, $offsets, 0), [2]),
      $static_sizes, $sizes, $static_strides, $strides)],
  [(IsRankedMemRef (TypeOf (Source $source)))]>;
// From an unranked memref, the pointers are loaded from the ranked descriptor it points to.
// The address of the aligned pointer in that descriptor, whose pointers have the type given.
def AlignedPointerSlot : Term<"descent::conversion::descriptor::aligned_pointer_slot", "(Value, Type) -> Value">;
def : MemRefPattern<(MemRef_ReinterpretCastOp $source, $offsets, $sizes, $strides,
                                              $static_offsets, $static_sizes, $static_strides),
  [(LLVM_PoisonOp:$empty (returnType (ResultType 0))),
   (LLVM_ExtractValueOp:$ranked $source, [1], (returnType (FieldType (TypeOf $source), 1))),
   (LLVM_LoadOp:$allocated $ranked, (returnType (ElementPtrType (TypeOf (Source $source))))),
   (LLVM_LoadOp:$aligned (AlignedPointerSlot $ranked, (ElementPtrType (TypeOf (Source $source)))),
                         (returnType (ElementPtrType (TypeOf (Source $source))))),
   (InsertSizesAndStrides
      (LLVM_InsertValueOp (LLVM_InsertValueOp (LLVM_InsertValueOp $empty, $allocated, [0]), $aligned, [1]),
                          (StaticOrDynamic $static_offsets, $offsets, 0), [2]),
      $static_sizes, $sizes, $static_strides, $strides)],
  [(Not (IsRankedMemRef (TypeOf (Source $source))))]>;

// memref.view: the source's allocated pointer, its aligned pointer moved by the byte
// shift, offset 0, and the result's sizes and contiguous strides.
// Whether a view's result type is strided with offset 0 and innermost stride 1 (or 0,
// for empty memrefs), what MLIR lowers.
def IsViewLayout : Term<"lower_memref::is_view_layout", "(Type) -> Bool">;
// `getelementptr base[index]` over a type, without flags.
def Gep : Term<"descent::conversion::descriptor::gep_term", "(Value, Type, Value) -> Value">;
// The descriptor with the sizes (static, or from the operands) and strides (static, or
// the product of the inner size and stride) of the view's type, innermost first.
def ViewSizesAndStrides : Term<"lower_memref::view_sizes_and_strides", "(Value, Type, Values) -> Value?">;
def : MemRefPattern<(MemRef_ViewOp $source, $byte_shift, $sizes),
  [(ViewSizesAndStrides
     (LLVM_InsertValueOp
       (LLVM_InsertValueOp
         (LLVM_InsertValueOp (LLVM_PoisonOp (returnType (ResultType 0))),
                             (LLVM_ExtractValueOp $source, [0], (returnType (FieldType (TypeOf $source), 0))), [0]),
         (Gep (LLVM_ExtractValueOp $source, [1], (returnType (FieldType (TypeOf $source), 1))),
              (ElementType (TypeOf (Source $source))), $byte_shift), [1]),
       (LLVM_ConstantOp (IndexValue 0), (returnType (IndexType))), [2]),
     (Source (ResultType 0)), $sizes)],
  [(IsViewLayout (Source (ResultType 0)))]>;

// memref.transpose: the identity permutation changes nothing; otherwise the pointers and
// offset are copied and each size and stride moves to its permuted position.
def IsIdentityPermutation : Term<"lower_memref::is_identity_permutation", "(Attr) -> Bool">;
// The first descriptor with size and stride N read from the second's at the
// permutation's result N, for each N.
def PermuteSizesAndStrides : Term<"lower_memref::permute_sizes_and_strides", "(Value, Value, Attr) -> Value?">;
def : MemRefPattern<(MemRef_TransposeOp $in, $permutation), [(replaceWithValue $in)],
  [(IsIdentityPermutation $permutation)]>;
def : MemRefPattern<(MemRef_TransposeOp $in, $permutation),
  [(PermuteSizesAndStrides
     (LLVM_InsertValueOp
       (LLVM_InsertValueOp
         (LLVM_InsertValueOp (LLVM_PoisonOp (returnType (ResultType 0))),
                             (LLVM_ExtractValueOp $in, [0], (returnType (FieldType (TypeOf $in), 0))), [0]),
         (LLVM_ExtractValueOp $in, [1], (returnType (FieldType (TypeOf $in), 1))), [1]),
       (LLVM_ExtractValueOp $in, [2], (returnType (FieldType (TypeOf $in), 2))), [2]),
     $in, $permutation)]>;

// A ranked descriptor's sizes and strides, each read from it.
def DescriptorSizes : Term<"descent::conversion::descriptor::sizes_of", "(Value) -> Values?">;
def DescriptorStrides : Term<"descent::conversion::descriptor::strides_of", "(Value) -> Values?">;

// memref.extract_strided_metadata: the base buffer, a 0-d descriptor of the source's
// pointers, then the offset, sizes and strides read from the source's descriptor (the
// statically known ones' uses already read constants its fold built).
// A descriptor of a statically shaped and strided memref type (as written) from its two
// pointers, its offset, sizes and strides constants (MLIR's `fromStaticShape`).
def StaticShapeDescriptor : Term<"descent::conversion::descriptor::from_static_pointers", "(Type, Type, Value, Value) -> Value?">;
def : MemRefPattern<(MemRef_ExtractStridedMetadataOp $source),
  [(LLVM_ExtractValueOp:$allocated $source, [0], (returnType (FieldType (TypeOf $source), 0))),
   (LLVM_ExtractValueOp:$aligned $source, [1], (returnType (FieldType (TypeOf $source), 1))),
   (StaticShapeDescriptor (ResultType 0), (Source (ResultType 0)), $allocated, $aligned),
   (LLVM_ExtractValueOp $source, [2], (returnType (IndexType))),
   (DescriptorSizes $source),
   (DescriptorStrides $source)],
  [(IsLLVMStruct (TypeOf $source))]>;

// memref.assume_alignment: `llvm.intr.assume true` with an "align" operand bundle on the
// buffer's address; the result is the memref itself (MLIR folds the round trip of its
// descriptor away).
// The address of a ranked memref's first element (the aligned pointer moved by the offset).
def BufferPointer : Term<"descent::conversion::descriptor::buffer_pointer", "(Type, Value) -> Value?">;
def : MemRefPattern<(MemRef_AssumeAlignmentOp $memref, $alignment),
  [(BufferPointer:$pointer (TypeOf (Source $memref)), $memref),
   (LLVM_AssumeOp (LLVM_ConstantOp (BoolAttrOf true), (returnType (IntegerType 1))),
                  (Prepend $pointer, [(LLVM_ConstantOp (IndexValue (IntValueOf $alignment)), (returnType (IndexType)))]),
                  [2], (StringArrayOf "align")),
   (replaceWithValue (Source $memref))]>;

// memref.memory_space_cast between ranked memrefs: the descriptor with both pointers
// cast to the new address space.
// A descriptor of the given type from its pointers, offset, sizes and strides.
def PackDescriptor : Term<"descent::conversion::descriptor::pack_descriptor", "(Type, Value, Value, Value, Values, Values) -> Value?">;
def : MemRefPattern<(MemRef_MemorySpaceCastOp $source),
  [(LLVM_ExtractValueOp:$allocated $source, [0], (returnType (FieldType (TypeOf $source), 0))),
   (LLVM_ExtractValueOp:$aligned $source, [1], (returnType (FieldType (TypeOf $source), 1))),
   (LLVM_ExtractValueOp:$offset $source, [2], (returnType (IndexType))),
   (DescriptorSizes:$sizes $source),
   (DescriptorStrides:$strides $source),
   (PackDescriptor (ResultType 0),
      (LLVM_AddrSpaceCastOp $allocated, (returnType (ElementPtrType (Source (ResultType 0))))),
      (LLVM_AddrSpaceCastOp $aligned, (returnType (ElementPtrType (Source (ResultType 0))))),
      $offset, $sizes, $strides)],
  [(IsRankedMemRef (Source (ResultType 0)))]>;
// Between unranked memrefs: a copy of the ranked descriptor on the stack, its pointers
// cast to the new address space and the rest (offset, sizes, strides) copied over.
// The byte size of the ranked descriptor an unranked one points to.
def UnrankedDescriptorSize : Term<"descent::conversion::descriptor::unranked_size", "(Value) -> Value">;
// The address of the offset in the ranked descriptor a pointer points to (the start of
// what follows the two pointers), whose pointers have the type given.
def OffsetSlot : Term<"descent::conversion::descriptor::unranked_offset_ptr", "(Value, Type) -> Value">;
def : MemRefPattern<(MemRef_MemorySpaceCastOp $source),
  [(LLVM_ExtractValueOp:$rank $source, [0], (returnType (IndexType))),
   (LLVM_ExtractValueOp:$ranked $source, [1], (returnType (FieldType (TypeOf $source), 1))),
   (LLVM_InsertValueOp:$withRank (LLVM_PoisonOp (returnType (ResultType 0))), $rank, [0]),
   (UnrankedDescriptorSize:$bytes $withRank),
   (LLVM_AllocaOp:$copy $bytes, ?, (AsTypeAttr (IntegerType 8)), (returnType (PointerType 0))),
   (LLVM_InsertValueOp:$result $withRank, $copy, [1]),
   (LLVM_LoadOp:$allocated $ranked, (returnType (ElementPtrType (TypeOf (Source $source))))),
   (LLVM_LoadOp:$aligned (AlignedPointerSlot $ranked, (ElementPtrType (TypeOf (Source $source)))),
                         (returnType (ElementPtrType (TypeOf (Source $source))))),
   (LLVM_AddrSpaceCastOp:$newAllocated $allocated, (returnType (ElementPtrType (Source (ResultType 0))))),
   (LLVM_AddrSpaceCastOp:$newAligned $aligned, (returnType (ElementPtrType (Source (ResultType 0))))),
   (LLVM_StoreOp $newAllocated, $copy),
   (LLVM_StoreOp $newAligned, (AlignedPointerSlot $copy, (ElementPtrType (Source (ResultType 0))))),
   (OffsetSlot:$from $ranked, (ElementPtrType (TypeOf (Source $source)))),
   (OffsetSlot:$to $copy, (ElementPtrType (Source (ResultType 0)))),
   (LLVM_MemcpyOp $to, $from, (LLVM_SubOp $bytes, (LLVM_ConstantOp (IndexValue 16), (returnType (IndexType)))), false),
   (replaceWithValue $result)],
  [(Not (IsRankedMemRef (Source (ResultType 0))))]>;

// ---- Copies -----------------------------------------------------------------------------

// memref.copy between contiguous layouts: `llvm.intr.memcpy` of the element count times
// the element size, from the source's first element to the target's.
def IsContiguous : Term<"lower_memref::is_contiguous", "(Type) -> Bool">;
// The number of elements of a ranked descriptor, the product of its sizes.
def NumElements : Term<"descent::conversion::descriptor::num_elements", "(Value) -> Value?">;
def : MemRefPattern<(MemRef_CopyOp $source, $target),
  [(LLVM_MulOp:$bytes (NumElements $source), (SizeOf (ElementType (TypeOf (Source $source))))),
   (Gep:$from (LLVM_ExtractValueOp $source, [1], (returnType (FieldType (TypeOf $source), 1))),
              (ElementType (TypeOf (Source $source))),
              (LLVM_ExtractValueOp $source, [2], (returnType (IndexType)))),
   (Gep:$to (LLVM_ExtractValueOp $target, [1], (returnType (FieldType (TypeOf $target), 1))),
            (ElementType (TypeOf (Source $source))),
            (LLVM_ExtractValueOp $target, [2], (returnType (IndexType)))),
   (LLVM_MemcpyOp $to, $from, $bytes, false)],
  [(IsContiguous (TypeOf (Source $source))), (IsContiguous (TypeOf (Source $target)))]>;
// Otherwise the `memrefCopy` runtime function of the element size and both memrefs as
// unranked descriptors, each on the stack.
// The unranked descriptor of a memref: itself, or its rank with the ranked descriptor
// copied to the stack.
def AsUnranked : Term<"descent::conversion::descriptor::as_unranked", "(Type, Value) -> Value?">;
def : MemRefPattern<(MemRef_CopyOp $source, $target),
  [(LLVM_StackSaveOp:$stack (returnType (PointerType 0))),
   (AsUnranked:$from (TypeOf (Source $source)), $source),
   (AsUnranked:$to (TypeOf (Source $target)), $target),
   (LLVM_ConstantOp:$one (IndexValue 1), (returnType (IndexType))),
   (LLVM_AllocaOp:$fromSlot $one, ?, (AsTypeAttr (TypeOf $from)), (returnType (PointerType 0))),
   (LLVM_StoreOp $from, $fromSlot),
   (LLVM_AllocaOp:$toSlot $one, ?, (AsTypeAttr (TypeOf $to)), (returnType (PointerType 0))),
   (LLVM_StoreOp $to, $toSlot),
   (CallMemRefCopy (SizeOf (ElementType (TypeOf (Source $source)))), $fromSlot, $toSlot),
   (LLVM_StackRestoreOp $stack)]>;

// ---- Native lowerings ---------------------------------------------------------------------
//
// Ops with regions, and `memref.reshape` to an unranked memref, which builds a loop.
def : NativePattern<MemRef_AllocaScopeOp, "lower_memref::alloca_scope">;
def : NativePattern<MemRef_GenericAtomicRMWOp, "lower_memref::generic_atomic_rmw">;
def : NativePattern<MemRef_ReshapeOp, "lower_memref::reshape">;
