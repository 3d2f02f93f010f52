// memref -> memref: the patterns of `-expand-strided-metadata` (MLIR's
// `populateExpandStridedMetadataPatterns`), which the pass applies with the greedy driver
// (folding every op it visits, hoisting and uniquing constants, erasing dead ops).
//
// A view becomes a `memref.extract_strided_metadata` of its source and a
// `memref.reinterpret_cast` of that base buffer; a `memref.extract_strided_metadata` of
// an op whose metadata is known (an allocation, a global, a reinterpret_cast, ...) is
// answered from it. The offsets, sizes and strides are computed in Rust
// (`native/expand_strided.rs`) as MLIR's `makeComposedFoldedAffineApply` computes them:
// constants where they fold, `affine.apply` ops otherwise.

include "dialects/memref.td"
include "terms.td"

// A rule of this pass: ops as written, no attributes copied.
class StridedMetadataRule<dag source, list<dag> results, list<dag> preds = [], int patBenefit = 1>
    : Pattern<source, results, preds, patBenefit> {
  let target = "expand-strided-metadata";
  let convertedOperands = 0;
  let copyAttributes = 0;
}

// `memref.extract_strided_metadata %source` built before the root; its base buffer.
def StridedMetadataOf : Term<"expand_strided::strided_metadata_of", "(Value) -> Value?">;
// The same at the location of the op defining the second value.
def StridedMetadataAt : Term<"expand_strided::strided_metadata_at", "(Value, Value) -> Value?">;
// The root view as a `memref.reinterpret_cast` of the base buffer the term above gave.
def SubviewAsReinterpretCast : Term<"expand_strided::subview_as_reinterpret_cast", "(Value) -> Value?">;
def ReassociativeReshapeAsReinterpretCast : Term<"expand_strided::reshape_as_reinterpret_cast", "(Value) -> Value?">;
// The results replacing the root `memref.extract_strided_metadata`, from what built its
// source.
def SubviewMetadata : Term<"expand_strided::subview_metadata", "(Value, Value) -> Values?">;
def ReshapeMetadata : Term<"expand_strided::reshape_metadata", "(Value, Value) -> Values?">;
def AllocMetadata : Term<"expand_strided::alloc_metadata", "(Value) -> Values?">;
def GlobalMetadata : Term<"expand_strided::global_metadata", "(Value) -> Values?">;
def ReinterpretCastMetadata : Term<"expand_strided::reinterpret_cast_metadata", "(Value) -> Values?">;
def MetadataOfSource : Term<"expand_strided::metadata_of_source", "(Value) -> Values?">;
def MemorySpaceCastMetadata : Term<"expand_strided::memory_space_cast_metadata", "(Value, Value) -> Values?">;
def BaseBufferMetadata : Term<"expand_strided::base_buffer_metadata", "(Value) -> Values?">;
// The parts of such results, in the root's result groups.
def MetadataBase : Term<"expand_strided::metadata_base", "(Values) -> Value?">;
def MetadataOffset : Term<"expand_strided::metadata_offset", "(Values) -> Value?">;
def MetadataSizes : Term<"expand_strided::metadata_sizes", "(Values) -> Values">;
def MetadataStrides : Term<"expand_strided::metadata_strides", "(Values) -> Values">;
// The source of the view op defining a value (a subview, reshape, reinterpret_cast, or
// the base buffer of an extract_strided_metadata).
def ViewSource : Term<"expand_strided::view_source", "(Value) -> Value?">;

// MLIR's SubviewFolder and ReshapeFolder.
def : StridedMetadataRule<(MemRef_SubViewOp $source, $offsets, $sizes, $strides, $so, $ss, $st),
  [(StridedMetadataOf:$base $source), (SubviewAsReinterpretCast $base)]>;
def : StridedMetadataRule<(MemRef_ExpandShapeOp $src, $reassociation, $shape, $static_shape),
  [(StridedMetadataOf:$base $src), (ReassociativeReshapeAsReinterpretCast $base)]>;
def : StridedMetadataRule<(MemRef_CollapseShapeOp $src, $reassociation),
  [(StridedMetadataOf:$base $src), (ReassociativeReshapeAsReinterpretCast $base)]>;

// MLIR's ExtractStridedMetadataOp*Folder patterns (a view's metadata is its source's,
// reworked as the view patterns above do).
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp
                             (MemRef_SubViewOp:$view $source, $offsets, $sizes, $strides, $so, $ss, $st)),
  [(StridedMetadataAt:$base $source, $view), (SubviewMetadata:$md $view, $base),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp
                             (MemRef_ExpandShapeOp:$view $src, $reassociation, $shape, $static_shape)),
  [(StridedMetadataAt:$base $src, $view), (ReshapeMetadata:$md $view, $base),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_CollapseShapeOp:$view $src, $reassociation)),
  [(StridedMetadataAt:$base $src, $view), (ReshapeMetadata:$md $view, $base),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_AllocOp:$alloc $d, $s, $a)),
  [(AllocMetadata:$md $alloc),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_AllocaOp:$alloc $d, $s, $a)),
  [(AllocMetadata:$md $alloc),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_GetGlobalOp:$global $name)),
  [(GlobalMetadata:$md $global),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp
                             (MemRef_ReinterpretCastOp:$cast $s, $o, $z, $t, $so, $ss, $st)),
  [(ReinterpretCastMetadata:$md $cast),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_MemorySpaceCastOp:$cast $source)),
  [(MemorySpaceCastMetadata:$md $cast, $source),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_AssumeAlignmentOp $memref, $alignment)),
  [(MetadataOfSource:$md $memref),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;
def : StridedMetadataRule<(MemRef_ExtractStridedMetadataOp (MemRef_ExtractStridedMetadataOp:$base $source)),
  [(BaseBufferMetadata:$md $base),
   (MetadataBase $md), (MetadataOffset $md), (MetadataSizes $md), (MetadataStrides $md)]>;

// MLIR's RewriteExtractAlignedPointerAsIndexOfViewLikeOp: the pointer of a view is the
// pointer of its source.
def : StridedMetadataRule<(MemRef_ExtractAlignedPointerAsIndexOp $source),
  [(MemRef_ExtractAlignedPointerAsIndexOp (ViewSource $source))]>;
