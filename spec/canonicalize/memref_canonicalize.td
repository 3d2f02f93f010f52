// memref canonicalization patterns, as MLIR's MemRefOps: an alloca_scope is inlined into
// its block when that extends no stack allocation's lifetime; memref.dim of a reshape
// reads the shape; subview and view fold constant operands into static values and look
// through casts that only erase static information (a memref.cast keeps the old type).

include "dialects/memref.td"
include "canonicalize/canonicalize_terms.td"

def AllocaScopeInlinable : Term<"canon_memref::alloca_scope_inlinable", "(Region) -> Bool">;

def : Canonicalization<(MemRef_AllocaScopeOp $body),
  [(InlineSingleBlock $body)], [(AllocaScopeInlinable $body)]>;
// Stack allocations move out of a scope ending the regions up to the enclosing
// allocation scope, when their operands are defined there.
def AllocaScopeHoister : Term<"canon_memref::alloca_scope_hoister", "() -> Values?">;
def : Canonicalization<(MemRef_AllocaScopeOp $body), [(AllocaScopeHoister)]>;

// memref.dim of a memref.reshape reads the shape operand (after the reshape).
def DimOfMemRefReshape : Term<"canon_memref::dim_of_memref_reshape", "() -> Value?">;
def : Canonicalization<(MemRef_DimOp $source, $index), [(DimOfMemRefReshape)]>;

// memref.subview, in MLIR's order: constant operands become static (one list at a
// time), then a memref.cast source that only erases static information is looked
// through; both keep the old result type with a memref.cast.
def SubViewConstantArgumentFolder
  : Term<"canon_memref::subview_constant_argument_folder", "() -> Value?">;
def SubViewOpMemRefCastFolder : Term<"canon_memref::subview_memref_cast_folder", "() -> Value?">;
def : Canonicalization<(MemRef_SubViewOp $source, $offsets, $sizes, $strides, $so, $ss, $st),
  [(SubViewConstantArgumentFolder)]>;
def : Canonicalization<(MemRef_SubViewOp $source, $offsets, $sizes, $strides, $so, $ss, $st),
  [(SubViewOpMemRefCastFolder)]>;

// memref.view: constant sizes become static (a cast back), a cast of an alloc is seen
// through.
def ViewOpShapeFolder : Term<"canon_memref::view_shape_folder", "() -> Value?">;
def ViewOpMemrefCastFolder : Term<"canon_memref::view_memref_cast_folder", "() -> Value?">;
def : Canonicalization<(MemRef_ViewOp $source, $shift, $sizes), [(ViewOpShapeFolder)]>;
def : Canonicalization<(MemRef_ViewOp $source, $shift, $sizes), [(ViewOpMemrefCastFolder)]>;

// memref.alloc / memref.alloca: constant sizes become static (a cast back).
def SimplifyAllocConst : Term<"canon_memref::simplify_alloc_const", "() -> Value?">;
def : Canonicalization<(MemRef_AllocOp $sizes, $symbols, $alignment), [(SimplifyAllocConst)]>;
def : Canonicalization<(MemRef_AllocaOp $sizes, $symbols, $alignment), [(SimplifyAllocConst)]>;

// A subview of the whole source is the source.
def TrivialSubViewOpFolder : Term<"canon_memref::trivial_subview_folder", "() -> Value?">;
def : Canonicalization<(MemRef_SubViewOp $source, $offsets, $sizes, $strides, $so, $ss, $st),
  [(TrivialSubViewOpFolder)]>;

// A copy onto itself, or of nothing, is erased.
def IsSelfOrEmptyCopy : Term<"canon_memref::is_self_or_empty_copy", "(Value, Value) -> Bool">;
def : Canonicalization<(MemRef_CopyOp $source, $target), [(replaceWithValue [])],
  [(IsSelfOrEmptyCopy $source, $target)]>;

// Allocations only stored into and freed go, with those users.
def SimplifyDeadAlloc : Term<"canon_memref::simplify_dead_alloc", "() -> Value?">;
def : Canonicalization<(MemRef_AllocOp $sizes, $symbols, $alignment), [(SimplifyDeadAlloc)]>;
def : Canonicalization<(MemRef_AllocaOp $sizes, $symbols, $alignment), [(SimplifyDeadAlloc)]>;
def : Canonicalization<(MemRef_ReallocOp $source, $size, $alignment), [(SimplifyDeadAlloc)]>;

// memref.reinterpret_cast, in MLIR's order: constant operands become static (a cast
// back), then a reinterpret_cast of extract_strided_metadata's base.
def ReinterpretCastConstantArgumentFolder
  : Term<"canon_memref::reinterpret_cast_constant_argument_folder", "() -> Value?">;
def : Canonicalization<(MemRef_ReinterpretCastOp $source, $offsets, $sizes, $strides, $so, $ss, $st),
  [(ReinterpretCastConstantArgumentFolder)]>;
def ReinterpretCastOfExtractStridedMetadata
  : Term<"canon_memref::reinterpret_cast_of_extract_strided_metadata", "() -> Value?">;
def : Canonicalization<(MemRef_ReinterpretCastOp $source, $offsets, $sizes, $strides, $so, $ss, $st),
  [(ReinterpretCastOfExtractStridedMetadata)]>;

// A reshape of a reshape of the same kind is one reshape.
def ComposeReassociativeReshapeOps
  : Term<"canon_memref::compose_reassociative_reshapes", "() -> Value?">;
def : Canonicalization<(MemRef_ExpandShapeOp $src, $reassociation, $outputShape, $staticOutputShape),
  [(ComposeReassociativeReshapeOps)]>;
def : Canonicalization<(MemRef_CollapseShapeOp $src, $reassociation), [(ComposeReassociativeReshapeOps)]>;
// A collapse of an expand is one reshape of the expand's source (or a cast).
def ComposeCollapseOfExpandOp : Term<"canon_memref::compose_collapse_of_expand", "() -> Value?">;
def : Canonicalization<(MemRef_CollapseShapeOp $src, $reassociation), [(ComposeCollapseOfExpandOp)]>;
// A collapse of a cast that only erases static information collapses its source.
def CollapseShapeOpMemRefCastFolder
  : Term<"canon_memref::collapse_shape_memref_cast_folder", "() -> Value?">;
def : Canonicalization<(MemRef_CollapseShapeOp $src, $reassociation), [(CollapseShapeOpMemRefCastFolder)]>;
