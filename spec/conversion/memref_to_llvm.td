// memref -> llvm: the patterns of `-finalize-memref-to-llvm` (and of the memref part of
// `-convert-to-llvm`), as MLIR 22's MemRefToLLVM lowers each op.
//
// Every memref value lowers to a descriptor struct (allocated and aligned pointers,
// offset, sizes, strides) or, unranked, to (rank, pointer to a ranked descriptor), so no
// memref op maps onto a single LLVM op: each one reads or builds descriptor fields
// around its LLVM op. All patterns are therefore native, in
// `lowering/dialects/src/dialects/native/lower_memref.rs`. Ops MLIR 22 leaves to other passes
// (subview, expand_shape, collapse_shape, realloc, dma_*) have no pattern here.

include "dialects/memref.td"

def : NativePattern<MemRef_AllocOp, "lower_memref::alloc">;
def : NativePattern<MemRef_AllocaOp, "lower_memref::alloca">;
def : NativePattern<MemRef_AllocaScopeOp, "lower_memref::alloca_scope">;
def : NativePattern<MemRef_DeallocOp, "lower_memref::dealloc">;
def : NativePattern<MemRef_LoadOp, "lower_memref::load">;
def : NativePattern<MemRef_StoreOp, "lower_memref::store">;
def : NativePattern<MemRef_PrefetchOp, "lower_memref::prefetch">;
def : NativePattern<MemRef_AtomicRMWOp, "lower_memref::atomic_rmw">;
def : NativePattern<MemRef_GenericAtomicRMWOp, "lower_memref::generic_atomic_rmw">;
def : NativePattern<MemRef_DimOp, "lower_memref::dim">;
def : NativePattern<MemRef_RankOp, "lower_memref::rank">;
def : NativePattern<MemRef_CastOp, "lower_memref::cast">;
def : NativePattern<MemRef_ReinterpretCastOp, "lower_memref::reinterpret_cast">;
def : NativePattern<MemRef_ReshapeOp, "lower_memref::reshape">;
def : NativePattern<MemRef_ViewOp, "lower_memref::view">;
def : NativePattern<MemRef_TransposeOp, "lower_memref::transpose">;
def : NativePattern<MemRef_ExtractStridedMetadataOp, "lower_memref::extract_strided_metadata">;
def : NativePattern<MemRef_ExtractAlignedPointerAsIndexOp,
                    "lower_memref::extract_aligned_pointer_as_index">;
def : NativePattern<MemRef_AssumeAlignmentOp, "lower_memref::assume_alignment">;
def : NativePattern<MemRef_MemorySpaceCastOp, "lower_memref::memory_space_cast">;
def : NativePattern<MemRef_CopyOp, "lower_memref::copy">;
def : NativePattern<MemRef_GlobalOp, "lower_memref::global">;
def : NativePattern<MemRef_GetGlobalOp, "lower_memref::get_global">;
