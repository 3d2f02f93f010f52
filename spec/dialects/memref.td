// The `memref` dialect (MLIR 22): allocation and deallocation of memrefs, loads and stores,
// atomics, globals, casts and views (subview, reinterpret_cast, reshape, expand/collapse
// shape, transpose, view), metadata extraction and DMA -- all 32 ops of MemRefOps.td.
// memref.atomic_rmw's `kind` is arith's AtomicRMWKind enum.

include "base.td"
include "constraints.td"
include "arith.td"

def MemRef_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let name = "memref";
  let onRegister = "fold_memref::on_register";
  let summary = "creating and manipulating memrefs";
  let description = [{
    Ops that allocate buffers described by memref types, read and write their elements,
    and build new memref views of existing buffers.
  }];
}

class MemRef_Op<string mnemonic, list<Trait> traits = []>
    : Op<MemRef_Dialect, mnemonic, traits>;

// ---------------------------------------------------------------------------------------
// Memref-specific constraints
// ---------------------------------------------------------------------------------------

// The `type` of memref.global: a TypeAttr holding a (ranked) memref type.
def MemRef_MemRefTypeAttr : Attr<(TypeAttrOf (RankedMemRefOf (AnyTypePred))),
                                 "memref type attribute", "type">;

// memref.prefetch's locality hint, 0 (none) to 3 (extreme): "32-bit signless integer
// attribute whose minimum value is 0 whose maximum value is 3".
def MemRef_LocalityHintAttr : ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>;

def MemRef_AnyMemRefOfRank1 : MemRefTypeOfRank<AnyType, [1], "1D">;
def MemRef_I8MemRefOfRank1 : MemRefTypeOfRank<I8, [1], "1D">;
def MemRef_ShapeMemRef : MemRefTypeOfRank<AnySignlessIntegerOrIndex, [1], "1D">;
def MemRef_AtomicMemRef : MemRefTypeOf<AnySignlessIntegerOrFloat>;

// ---------------------------------------------------------------------------------------
// Op classes
// ---------------------------------------------------------------------------------------

// memref.alloc / memref.alloca: `(%dynamicSizes)[%symbolOperands] {alignment = N} : type`.
// Generic form: `operandSegmentSizes = array<i32: N, M>`. `memref::verify_<mnemonic>`
// checks operand counts against the type's dynamic dims and layout symbols.
class MemRef_AllocLikeOp<string mnemonic, list<Trait> traits = []>
    : MemRef_Op<mnemonic, !listconcat([AttrSizedOperandSegments], traits,
                                      [NativeCheck<"memref::verify_" # mnemonic>])> {
  let arguments = (ins Variadic<Index>:$dynamicSizes,
                       Variadic<Index>:$symbolOperands,
                       OptionalAttr<ValidAlignmentI64Attr>:$alignment);
  let results = (outs AnyMemRef:$memref);
  let assemblyFormat = [{
    `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
  }];
}

// ---------------------------------------------------------------------------------------
// Ops, in MemRefOps.td's order
// ---------------------------------------------------------------------------------------

// `%r = memref.assume_alignment %m, 16 : memref<4xf32>`.
def MemRef_AssumeAlignmentOp : MemRef_Op<"assume_alignment",
    [Pure, SameOperandsAndResultType,
     NativeCheck<"memref::verify_assume_alignment">]>,
    AsmResultNames<["assume_align"]> {
  let summary = "the memref's buffer is aligned to the given number of bytes";
  let arguments = (ins AnyMemRef:$memref, PositiveI32Attr:$alignment);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = "$memref `,` $alignment attr-dict `:` type($memref)";
}

// `%r:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<8xf32>`: results have the
// operands' types (inferred).
def MemRef_DistinctObjectsOp : MemRef_Op<"distinct_objects",
    [Pure,
     TypesMatchWith<"result types match operand types", "operands", "results",
                    "transforms::identity">,
     NativeCheck<"memref::verify_distinct_objects">]> {
  let summary = "the given memrefs never alias one another";
  let arguments = (ins Variadic<AnyMemRef>:$operands);
  let results = (outs Variadic<AnyMemRef>:$results);
  let assemblyFormat = "$operands attr-dict `:` type($operands)";
}

def MemRef_AllocOp : MemRef_AllocLikeOp<"alloc", [MemoryAlloc]>,
    AsmResultNames<["alloc"]> {
  let summary = "heap allocation of a memref";
}

// `%r = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>`: frees `source`.
def MemRef_ReallocOp : MemRef_Op<"realloc",
    [MemoryFree, MemoryAlloc, NativeCheck<"memref::verify_realloc">]> {
  let summary = "resize a 1-D heap allocation";
  let arguments = (ins MemRef_AnyMemRefOfRank1:$source,
                       Optional<Index>:$dynamicResultSize,
                       OptionalAttr<ValidAlignmentI64Attr>:$alignment);
  let results = (outs MemRef_AnyMemRefOfRank1:$result);  // (unnamed in MLIR)
  let assemblyFormat = [{
    $source (`(` $dynamicResultSize^ `)`)? attr-dict
    `:` type($source) `to` type(results)
  }];
}

def MemRef_AllocaOp : MemRef_AllocLikeOp<"alloca", [MemoryAlloc]>,
    AsmResultNames<["alloca"]> {
  let summary = "stack allocation of a memref, freed at the end of the allocation scope";
}

// `%r = memref.alloca_scope -> (f32) { ... memref.alloca_scope.return %v : f32 }`; the
// terminator may be omitted when it returns nothing. Custom syntax (note MLIR prints two
// spaces after the op name). `memref::verify_alloca_scope` does the RegionBranchOpInterface
// check ("along control flow edge from Operation memref.alloca_scope.return to parent:
// successor operand type #0 'i32' should match successor input type #0 'f32'").
def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope",
    [AutomaticAllocationScope,
     SingleBlockImplicitTerminator<"memref.alloca_scope.return">,
     RecursiveMemoryEffects, NoRegionArguments,
     NativeCheck<"memref::verify_alloca_scope">]> {
  let summary = "a region whose stack allocations are freed when it exits";
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let customParser = "memref::parse_alloca_scope";
  let customPrinter = "memref::print_alloca_scope";
}

def MemRef_AllocaScopeReturnOp : MemRef_Op<"alloca_scope.return",
    [HasParent<["memref.alloca_scope"]>, Pure, ReturnLike, Terminator]> {
  let summary = "terminator of memref.alloca_scope, yielding its results";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

// `%r = memref.cast %m : memref<4xf32> to memref<?xf32>`; `memref::verify_cast` checks cast
// compatibility ("operand type ... and result type ... are cast incompatible").
def MemRef_CastOp : MemRef_Op<"cast",
    [Pure, CastOpInterface,
     NativeCheck<"memref::verify_cast">]>,
    AsmResultNames<["cast"]>,
    Folder<"fold_memref::cast"> {
  let summary = "convert a memref to a compatible memref type";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
}

// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`.
def MemRef_CopyOp : MemRef_Op<"copy",
    [SameOperandsElementType, SameOperandsShape, MemoryRead, MemoryWrite]>,
    Folder<"fold_memref::copy"> {
  let summary = "copy all elements of one memref into another";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       AnyRankedOrUnrankedMemRef:$target);
  let assemblyFormat = [{
    $source `,` $target attr-dict `:` type($source) `to` type($target)
  }];
}

def MemRef_DeallocOp : MemRef_Op<"dealloc", [MemoryFree]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "free a heap-allocated memref";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
}

// `%d = memref.dim %m, %i : memref<?x4xf32>`.
def MemRef_DimOp : MemRef_Op<"dim", [NoMemoryEffect]>,
    AsmResultNames<["dim"]>,
    Folder<"fold_memref::dim"> {
  let summary = "the size of one dimension of a memref";
  let arguments = (ins AnyNon0RankedOrUnrankedMemRef:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $source `,` $index `:` type($source)";
}

// `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] [, %stride, %perStride]
//   : memref<...>, memref<...>, memref<...>`. All operands are in one variadic list whose
// layout `memref::verify_dma_start` checks.
def MemRef_DmaStartOp : MemRef_Op<"dma_start",
    [MemoryRead, MemoryWrite, NativeCheck<"memref::verify_dma_start">]> {
  let summary = "start a non-blocking DMA transfer";
  let arguments = (ins Variadic<AnyType>:$operands);
  let customParser = "memref::parse_dma_start";
  let customPrinter = "memref::print_dma_start";
}

// `memref.dma_wait %tag[%i], %n : memref<1xi32>`.
def MemRef_DmaWaitOp : MemRef_Op<"dma_wait",
    [MemoryRead, MemoryWrite, NativeCheck<"memref::verify_dma_wait">]> {
  let summary = "wait for a DMA transfer to complete";
  let arguments = (ins AnyMemRef:$tagMemRef,
                       Variadic<Index>:$tagIndices,
                       Index:$numElements);
  let assemblyFormat = [{
    $tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)
  }];
}

// `%p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index`.
def MemRef_ExtractAlignedPointerAsIndexOp : MemRef_Op<"extract_aligned_pointer_as_index",
    [Pure, SameVariadicResultSize]>,
    AsmResultNames<["intptr"]> {
  let summary = "the aligned pointer of a memref as an index";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs Index:$aligned_pointer);
  let assemblyFormat = "$source `:` type($source) `->` type(results) attr-dict";
}

// `%base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
//   : memref<8x8xf32> -> memref<f32>, index, index, index, index, index`.
// `memref::verify_extract_strided_metadata` compares the result types with the inferred
// ones (InferTypeOpInterface).
def MemRef_ExtractStridedMetadataOp : MemRef_Op<"extract_strided_metadata",
    [Pure,
     SameVariadicResultSize, NativeCheck<"memref::verify_extract_strided_metadata">]>,
    AsmResultNames<["base_buffer", "offset", "sizes", "strides"]>,
    Folder<"fold_memref::extract_strided_metadata"> {
  let summary = "the base buffer, offset, sizes and strides of a strided memref";
  let arguments = (ins AnyStridedMemRef:$source);
  let results = (outs AnyStridedMemRefOfRank<0>:$base_buffer,
                      Index:$offset,
                      Variadic<Index>:$sizes,
                      Variadic<Index>:$strides);
  let assemblyFormat = "$source `:` type($source) `->` type(results) attr-dict";
}

// %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
// ^bb0(%current: f32):
//   ...
//   memref.atomic_yield %new : f32
// }
def MemRef_GenericAtomicRMWOp : MemRef_Op<"generic_atomic_rmw",
    [SingleBlockImplicitTerminator<"memref.atomic_yield">,
     TypesMatchWith<"result type matches element type of memref",
                    "memref", "result", "transforms::memref_element_type">,
     MemoryRead, MemoryWrite, NativeCheck<"memref::verify_generic_atomic_rmw">]> {
  let summary = "atomic read-modify-write of one element, computed by a region";
  let arguments = (ins MemRef_AtomicMemRef:$memref, Variadic<Index>:$indices);
  let results = (outs AnySignlessIntegerOrFloat:$result);
  let regions = (region AnyRegion:$atomic_body);
  let customParser = "memref::parse_generic_atomic_rmw";
  let customPrinter = "memref::print_generic_atomic_rmw";
}

def MemRef_AtomicYieldOp : MemRef_Op<"atomic_yield",
    [HasParent<["memref.generic_atomic_rmw"]>, Pure, Terminator, ReturnLike,
     NativeCheck<"memref::verify_atomic_yield">]> {
  let summary = "yield the new value from a memref.generic_atomic_rmw region";
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

// `%g = memref.get_global @name : memref<2xf32>`; the symbol must be a memref.global of
// that type (`memref::verify_get_global`, a symbol-use check).
def MemRef_GetGlobalOp : MemRef_Op<"get_global",
    [Pure, NativeCheck<"memref::verify_get_global">]> {
  let summary = "a memref referring to a global";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = "$name `:` type($result) attr-dict";
}

// memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64}
// memref.global @u : memref<3xi32> = uninitialized      (initial_value is a unit attr)
// memref.global "public" @e : memref<3xi32>              (external: no initial_value)
def MemRef_GlobalOp : MemRef_Op<"global",
    [Symbol, NativeCheck<"memref::verify_global">]> {
  let summary = "declare or define a global memref";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       MemRef_MemRefTypeAttr:$type,
                       OptionalAttr<AnyAttr>:$initial_value,
                       UnitAttr:$constant,
                       OptionalAttr<ValidAlignmentI64Attr>:$alignment);
  let assemblyFormat = [{
    ($sym_visibility^)?
    (`constant` $constant^)?
    $sym_name `:`
    custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)
    attr-dict
  }];
}

// `%v = memref.load %m[%i, %j] : memref<4x4xf32>`.
def MemRef_LoadOp : MemRef_Op<"load",
    [TypesMatchWith<"result type matches element type of 'memref'",
                    "memref", "result", "transforms::memref_element_type">,
     MemoryRead, NativeCheck<"memref::verify_load">]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "read one element of a memref";
  let arguments = (ins AnyMemRef:$memref,
                       Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
                       OptionalAttr<ValidAlignmentI64Attr>:$alignment);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref)";
}

// `%r = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>`.
def MemRef_MemorySpaceCastOp : MemRef_Op<"memory_space_cast",
    [Pure, CastOpInterface, NativeCheck<"memref::verify_memory_space_cast">]>,
    AsmResultNames<["memspacecast"]>, Folder<"fold_memref::memory_space_cast"> {
  let summary = "change the memory space of a memref";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
}

// `memref.prefetch %m[%i, %j], read, locality<3>, data : memref<8x8xf32>`.
def MemRef_PrefetchOp : MemRef_Op<"prefetch",
    [MemoryWrite, NativeCheck<"memref::verify_prefetch">]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "hint that an element will soon be accessed";
  let arguments = (ins AnyMemRef:$memref,
                       Variadic<Index>:$indices,
                       BoolAttr:$isWrite,
                       MemRef_LocalityHintAttr:$localityHint,
                       BoolAttr:$isDataCache);
  let customParser = "memref::parse_prefetch";
  let customPrinter = "memref::print_prefetch";
}

// `%r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1]
//   : memref<8x8xf32> to memref<?x4xf32, strided<[4, 1]>>`. Dynamic entries are operands;
// the static_* arrays hold the other entries and i64 min (-9223372036854775808) for each
// dynamic one. `memref::verify_reinterpret_cast` also does the
// OffsetSizeAndStrideOpInterface checks (entry counts: 1, result rank, result rank).
def MemRef_ReinterpretCastOp : MemRef_Op<"reinterpret_cast",
    [AttrSizedOperandSegments, Pure,
     NativeCheck<"memref::verify_reinterpret_cast">]>,
    AsmResultNames<["reinterpret_cast"]>, Folder<"fold_memref::reinterpret_cast"> {
  let summary = "view a memref's buffer with a new offset, sizes and strides";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyStridedMemRef:$result);
  let assemblyFormat = [{
    $source `to` `offset` `` `:`
    custom<DynamicIndexList>($offsets, $static_offsets)
    `` `,` `sizes` `` `:`
    custom<DynamicIndexList>($sizes, $static_sizes)
    `` `,` `strides` `` `:`
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
}

// `%r = memref.rank %m : memref<*xf32>`.
def MemRef_RankOp : MemRef_Op<"rank", [Pure]>,
    Folder<"fold_memref::rank"> {
  let summary = "the rank of a memref";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
  let results = (outs Index:$result);  // (unnamed in MLIR)
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
}

// `%r = memref.reshape %m(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>`.
def MemRef_ReshapeOp : MemRef_Op<"reshape",
    [Pure, NativeCheck<"memref::verify_reshape">]>,
    AsmResultNames<["reshape"]> {
  let summary = "reshape a memref to a shape given by another memref";
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source, MemRef_ShapeMemRef:$shape);
  let results = (outs AnyRankedOrUnrankedMemRef:$result);
  let assemblyFormat = [{
    $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
  }];
}

// `%r = memref.expand_shape %m [[0, 1]] output_shape [8, 8]
//   : memref<64xf32> into memref<8x8xf32>`.
def MemRef_ExpandShapeOp : MemRef_Op<"expand_shape",
    [Pure, NativeCheck<"memref::verify_expand_shape">]>,
    AsmResultNames<["expand_shape"]>, Folder<"fold_memref::reshape"> {
  let summary = "split dimensions of a memref into several";
  let arguments = (ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation,
                       Variadic<Index>:$output_shape,
                       DenseI64ArrayAttr:$static_output_shape);
  let results = (outs AnyStridedMemRef:$result);
  let assemblyFormat = [{
    $src $reassociation `output_shape`
    custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
    type($src) `into` type($result)
  }];
}

// `%r = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>`.
def MemRef_CollapseShapeOp : MemRef_Op<"collapse_shape",
    [Pure,
     NativeCheck<"memref::verify_collapse_shape">]>,
    AsmResultNames<["collapse_shape"]>, Folder<"fold_memref::reshape"> {
  let summary = "merge groups of adjacent dimensions of a memref";
  let arguments = (ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation);
  let results = (outs AnyStridedMemRef:$result);
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];
}

// `memref.store %v, %m[%i] : memref<4xf32>`.
def MemRef_StoreOp : MemRef_Op<"store",
    [TypesMatchWith<"type of 'value' matches element type of 'memref'",
                    "memref", "value", "transforms::memref_element_type">,
     MemoryWrite, NativeCheck<"memref::verify_store">]>,
    Folder<"fold_memref::cast_operands", "skip_first"> {
  let summary = "write one element of a memref";
  let arguments = (ins AnyType:$value,
                       AnyMemRef:$memref,
                       Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
                       OptionalAttr<ValidAlignmentI64Attr>:$alignment);
  let assemblyFormat = [{
    $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)
  }];
}

// `%r = memref.subview %m[%i, 0] [4, 4] [1, 1]
//   : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>`.
// `memref::verify_subview` also does the OffsetSizeAndStrideOpInterface checks (each list
// has source-rank entries).
def MemRef_SubViewOp : MemRef_Op<"subview",
    [AttrSizedOperandSegments, Pure,
     NativeCheck<"memref::verify_subview">]>,
    AsmResultNames<["subview"]>, Folder<"fold_memref::subview"> {
  let summary = "a strided window into a memref";
  let arguments = (ins AnyMemRef:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
}

// `%r = memref.transpose %m (d0, d1) -> (d1, d0)
//   : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>`.
def MemRef_TransposeOp : MemRef_Op<"transpose",
    [Pure, NativeCheck<"memref::verify_transpose">]>,
    AsmResultNames<["transpose"]>,
    Folder<"fold_memref::transpose"> {
  let summary = "permute the dimensions of a memref (metadata only)";
  let arguments = (ins AnyStridedMemRef:$in, AffineMapAttr:$permutation);
  let results = (outs AnyStridedMemRef:$result);  // (unnamed in MLIR)
  let customParser = "memref::parse_transpose";
  let customPrinter = "memref::print_transpose";
}

// `%r = memref.view %buf[%shift][%n] : memref<64xi8> to memref<?xf32>`.
def MemRef_ViewOp : MemRef_Op<"view",
    [Pure, NativeCheck<"memref::verify_view">]>,
    AsmResultNames<["view"]> {
  let summary = "a typed memref over a 1-D i8 buffer at a byte offset";
  let arguments = (ins MemRef_I8MemRefOfRank1:$source,
                       Index:$byte_shift,
                       Variadic<Index>:$sizes);
  let results = (outs AnyMemRef:$result);  // (unnamed in MLIR)
  let assemblyFormat = [{
    $source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict
    `:` type($source) `to` type(results)
  }];
}

// `%r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`.
def MemRef_AtomicRMWOp : MemRef_Op<"atomic_rmw",
    [AllTypesMatch<["value", "result"]>,
     TypesMatchWith<"value type matches element type of memref",
                    "memref", "value", "transforms::memref_element_type">,
     MemoryRead, MemoryWrite, NativeCheck<"memref::verify_atomic_rmw">]>,
    Folder<"fold_memref::cast_operands", "skip_first"> {
  let summary = "atomic read-modify-write of one element with a predefined operation";
  let arguments = (ins Arith_AtomicRMWKindAttr:$kind,
                       AnySignlessIntegerOrFloat:$value,
                       MemRef_AtomicMemRef:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnySignlessIntegerOrFloat:$result);
  let assemblyFormat = [{
    $kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,`
    type($memref) `)` `->` type($result)
  }];
}
