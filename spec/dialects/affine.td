// The `affine` dialect (MLIR 22): loops and conditionals whose bounds and conditions are
// affine functions of loop indices and symbols, and memory accesses indexed by affine maps.
// Descent models all the ops of MLIR 22's AffineOps.td and its two hand-written ops:
// affine.for, affine.parallel, affine.if, affine.yield, affine.apply, affine.min,
// affine.max, affine.load, affine.store, affine.prefetch, affine.vector_load,
// affine.vector_store, affine.dma_start, affine.dma_wait, affine.delinearize_index and
// affine.linearize_index, with MLIR's folds
// (`native/fold_affine.rs`); `-lower-affine` lowers them (`spec/conversion/affine_to_std.td`).
//
// Their syntax applies maps and integer sets to SSA values (`#map(%i)[%n]`,
// `%m[%i + symbol(%n)]`), which no declarative format covers, so it lives in
// `lowering/dialects/src/dialects/native/affine.rs`, together with MLIR's rules on which values may
// be used as affine dimensions and symbols, and the checks MLIR makes through traits and
// interfaces Descent has no generator support for (SingleBlock, the terminator check of
// SingleBlockImplicitTerminator, `SizedRegion<1>` in MLIR's order and wording).

include "base.td"
include "constraints.td"

def Affine_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let name = "affine";
  let onRegister = "affine::on_register";
  let summary = "affine loops, conditionals and memory accesses";
  let description = [{
    Polyhedral-style structured code: loop bounds, `if` conditions and memory subscripts
    are affine expressions of dimensions (loop induction variables) and symbols (values
    fixed in the enclosing affine scope, such as function arguments).
  }];
}

class Affine_Op<string mnemonic, list<Trait> traits = []> : Op<Affine_Dialect, mnemonic, traits>;

// `affine_set<(d0)[s0] : (d0 - s0 >= 0)>`.
def Affine_IntegerSetAttr : Attr<(Native "affine::is_integer_set"), "IntegerSet attribute", "any">;

// `lowerBoundsGroups`/`upperBoundsGroups` of affine.parallel: `dense<1> : tensor<2xi32>`.
def Affine_I32ElementsAttr : Attr<(And (ElementsAttrPred), (Native "affine_ops::is_i32_elements")),
                                  "32-bit signless integer elements attribute", "elements">;
// `reductions` of affine.parallel: an array of AtomicRMWKind values (i64 integers 0-15).
def Affine_ReductionsAttr : Attr<(Native "affine_ops::is_reductions"), "Reduction ops", "array">;

// MLIR's `UnitProp` (affine.linearize_index's `disjoint`): the generic form writes it as a
// unit attribute when set and `false` when not.
def Affine_UnitProp : Attr<(Native "affine_ops::is_unit_prop"), "unit property", "any"> {
  // (Absent means not set.)
  let optional = 1;
}

// A region holding one block (`SizedRegion<1>` in MLIR), checked natively so that the
// SingleBlock trait's messages come first, as in MLIR.
def Affine_OneBlockRegion : RegionConstraint<"region with 1 blocks">;

// `%r = affine.apply #map(%d0, %d1)[%s0]`: the single result of an affine map applied to
// dimension and symbol operands.
def Affine_ApplyOp : Affine_Op<"apply", [Pure, NativeCheck<"affine::verify_apply">]>,
    Folder<"fold_affine::apply"> {
  let summary = "affine apply operation";
  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$mapOperands);
  let results = (outs Index:$result);
  let customParser = "affine::parse_apply";
  let customPrinter = "affine::print_apply";
}

// `%r = affine.for %i = max #lb(%a)[%n] to min #ub()[%m] step 2 iter_args(%acc = %x)
// -> (f32) { ... affine.yield %next : f32 }`. A bound is an integer constant, one SSA
// symbol or a map applied to operands; multi-result maps take the maximum (lower bound) or
// minimum (upper bound), and must then be written with `max` / `min`.
def Affine_ForOp : Affine_Op<"for",
    [AttrSizedOperandSegments, AutomaticAllocationScope, SingleBlock,
     SingleBlockImplicitTerminator<"affine.yield">, RecursiveMemoryEffects,
     NativeCheck<"affine::verify_for">]>,
    Folder<"fold_affine::for_op"> {
  let summary = "for operation";
  let arguments = (ins Variadic<Index>:$lowerBoundOperands,
                       Variadic<Index>:$upperBoundOperands,
                       Variadic<AnyType>:$inits,
                       AffineMapAttr:$lowerBoundMap,
                       AffineMapAttr:$upperBoundMap,
                       IndexAttr:$step);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region Affine_OneBlockRegion:$region);
  let customParser = "affine::parse_for";
  let customPrinter = "affine::print_for";
}

// `%r = affine.if #set(%i)[%n] -> f32 { ... } else { ... }`: the then region runs when
// every constraint of the integer set holds for the operands. The else region is empty when
// not written.
def Affine_IfOp : Affine_Op<"if",
    [SingleBlock, SingleBlockImplicitTerminator<"affine.yield">, RecursiveMemoryEffects,
     NoRegionArguments, NativeCheck<"affine::verify_if">]>,
    Folder<"fold_affine::if_op"> {
  let summary = "if-then-else operation";
  // (The operand group is unnamed in MLIR; a name is required here.)
  let arguments = (ins Variadic<AnyType>:$operands, Affine_IntegerSetAttr:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region Affine_OneBlockRegion:$thenRegion, AnyRegion:$elseRegion);
  let customParser = "affine::parse_if";
  let customPrinter = "affine::print_if";
}

// `%r = affine.parallel (%i, %j) = (0, max(%a, %b)) to (%n, min(%m, 10)) step (1, 4)
// reduce ("addf") -> (f32) { ... affine.yield %v : f32 }`: a band of parallel loops. The
// bounds of all the dimensions are the results of one map per side; `lowerBoundsGroups`
// (`upperBoundsGroups`) says how many consecutive results each dimension takes the
// maximum (minimum) of. Each result is reduced with the AtomicRMWKind of `reductions`.
def Affine_ParallelOp : Affine_Op<"parallel",
    [AutomaticAllocationScope, SingleBlock, SingleBlockImplicitTerminator<"affine.yield">,
     RecursiveMemoryEffects, NativeCheck<"affine_ops::verify_parallel">]>,
    Folder<"fold_affine::parallel_op"> {
  let summary = "multi-index parallel band operation";
  let arguments = (ins Affine_ReductionsAttr:$reductions,
                       AffineMapAttr:$lowerBoundsMap,
                       Affine_I32ElementsAttr:$lowerBoundsGroups,
                       AffineMapAttr:$upperBoundsMap,
                       Affine_I32ElementsAttr:$upperBoundsGroups,
                       I64ArrayAttr:$steps,
                       Variadic<Index>:$mapOperands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region Affine_OneBlockRegion:$region);
  let customParser = "affine_ops::parse_parallel";
  let customPrinter = "affine_ops::print_parallel";
}

// `affine.dma_start %src[%i + 1, %j], %dst[%k], %tag[0], %n [, %stride, %perStride] :
// memref<...>, memref<...>, memref<...>`: the subscripts of each memref are a map of
// SSA operands, as affine.load's. MLIR writes this op in C++: its operands are one list
// (each memref followed by its map's operands, then the element count and the optional
// stride pair) and its maps the attributes `src_map`, `dst_map` and `tag_map`, which the
// generic form prints as a discardable dictionary.
def Affine_DmaStartOp : Affine_Op<"dma_start",
    [MemoryRead, MemoryWrite, NativeCheck<"affine_ops::verify_dma_start">]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "non-blocking DMA operation that starts a transfer";
  let arguments = (ins Variadic<AnyType>:$operands);
  let customParser = "affine_ops::parse_dma_start";
  let customPrinter = "affine_ops::print_dma_start";
}

// `affine.dma_wait %tag[%i + 1], %n : memref<1xi32>`: blocks until the transfer tagged
// there completes; `tag_map` is a discardable attribute as in affine.dma_start.
def Affine_DmaWaitOp : Affine_Op<"dma_wait",
    [MemoryRead, MemoryWrite, NativeCheck<"affine_ops::verify_dma_wait">]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "affine DMA wait operation";
  let arguments = (ins Variadic<AnyType>:$operands);
  let customParser = "affine_ops::parse_dma_wait";
  let customPrinter = "affine_ops::print_dma_wait";
}

// `%r:3 = affine.delinearize_index %i into (%b0, 16, %b1) : index, index, index`: the
// multi-index of a linear index in the basis (with or without its outer bound). Dynamic
// basis elements are operands, `kDynamic` in `static_basis`.
def Affine_DelinearizeIndexOp : Affine_Op<"delinearize_index",
    [Pure, NativeCheck<"affine_ops::verify_delinearize">]>,
    Folder<"fold_affine::delinearize"> {
  let summary = "delinearize an index";
  let arguments = (ins Index:$linear_index, Variadic<Index>:$dynamic_basis,
                       DenseI64ArrayAttr:$static_basis);
  let results = (outs Variadic<Index>:$multi_index);
  let assemblyFormat = [{
    $linear_index `into` custom<ParenIndexList>($dynamic_basis, $static_basis)
    attr-dict `:` type($multi_index)
  }];
}

// `%l = affine.linearize_index disjoint [%i, %j, %k] by (%b0, 16, %b1) : index`: the
// linear index of a multi-index in the basis; `disjoint` asserts each index is within its
// basis element.
def Affine_LinearizeIndexOp : Affine_Op<"linearize_index",
    [Pure, AttrSizedOperandSegments, NativeCheck<"affine_ops::verify_linearize">]>,
    Folder<"fold_affine::linearize"> {
  let summary = "linearize an index";
  let arguments = (ins Variadic<Index>:$multi_index, Variadic<Index>:$dynamic_basis,
                       DenseI64ArrayAttr:$static_basis, Affine_UnitProp:$disjoint);
  let results = (outs Index:$linear_index);
  let assemblyFormat = [{
    custom<Disjoint>($disjoint)
    `[` $multi_index `]` `by` custom<ParenIndexList>($dynamic_basis, $static_basis)
    attr-dict `:` type($linear_index)
  }];
}

// `%v = affine.load %m[%i + 1, symbol(%n)] : memref<?x?xf32>`: the subscripts are the
// results of `map` applied to the index operands (dimensions first, then symbols).
def Affine_LoadOp : Affine_Op<"load", [MemoryRead, NativeCheck<"affine::verify_load">]>,
    Folder<"fold_affine::load"> {
  let summary = "affine load operation";
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices, AffineMapAttr:$map);
  let results = (outs AnyType:$result);
  let customParser = "affine::parse_load";
  let customPrinter = "affine::print_load";
}

// `%r = affine.min #map(%i)[%n]` / `affine.max`: the smallest / largest result of the map.
def Affine_MinOp : Affine_Op<"min", [Pure, NativeCheck<"affine::verify_min_max">]>,
    Folder<"fold_affine::min_max", "min"> {
  let summary = "min operation";
  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$operands);
  let results = (outs Index:$result);
  let customParser = "affine::parse_min_max";
  let customPrinter = "affine::print_min_max";
}

def Affine_MaxOp : Affine_Op<"max", [Pure, NativeCheck<"affine::verify_min_max">]>,
    Folder<"fold_affine::min_max", "max"> {
  let summary = "max operation";
  let arguments = (ins AffineMapAttr:$map, Variadic<Index>:$operands);
  let results = (outs Index:$result);
  let customParser = "affine::parse_min_max";
  let customPrinter = "affine::print_min_max";
}

// `affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>`: a hint
// that an element, indexed as affine.load indexes, will soon be read or written.
def Affine_PrefetchOp : Affine_Op<"prefetch", [NativeCheck<"affine::verify_prefetch">]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "affine prefetch operation";
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices, BoolAttr:$isWrite,
                       ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>:$localityHint,
                       BoolAttr:$isDataCache, AffineMapAttr:$map);
  let customParser = "affine::parse_prefetch";
  let customPrinter = "affine::print_prefetch";
}

// `%v = affine.vector_load %m[%i, %j + 3] : memref<100x100xf32>, vector<8xf32>` and
// `affine.vector_store %v, %m[%i, %j] : memref<100x100xf32>, vector<8xf32>`: a vector of
// consecutive elements, indexed as affine.load indexes. (Descent has no vector.load and
// vector.store yet, so -lower-affine leaves these.)
def Affine_VectorLoadOp : Affine_Op<"vector_load",
    [MemoryRead, NativeCheck<"affine::verify_vector_load">]>,
    Folder<"fold_memref::cast_operands"> {
  let summary = "affine vector load operation";
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices, AffineMapAttr:$map);
  let results = (outs AnyVector:$result);
  let customParser = "affine::parse_vector_load";
  let customPrinter = "affine::print_vector_load";
}

def Affine_VectorStoreOp : Affine_Op<"vector_store",
    [MemoryWrite, NativeCheck<"affine::verify_vector_store">]>,
    Folder<"fold_memref::cast_operands", "skip_first"> {
  let summary = "affine vector store operation";
  let arguments = (ins AnyVector:$value, AnyMemRef:$memref, Variadic<Index>:$indices,
                       AffineMapAttr:$map);
  let customParser = "affine::parse_vector_store";
  let customPrinter = "affine::print_vector_store";
}

// `affine.store %v, %m[%i, %j + 2] : memref<4x4xf32>`.
def Affine_StoreOp : Affine_Op<"store", [MemoryWrite, NativeCheck<"affine::verify_store">]>,
    Folder<"fold_memref::cast_operands", "skip_first"> {
  let summary = "affine store operation";
  let arguments = (ins AnyType:$value, AnyMemRef:$memref, Variadic<Index>:$indices,
                       AffineMapAttr:$map);
  let customParser = "affine::parse_store";
  let customPrinter = "affine::print_store";
}

// `affine.yield %a, %b : i32, f32`: ends the regions of affine.for and affine.if, giving
// the values that flow on (the next iteration's iter_args, or the op's results).
def Affine_YieldOp : Affine_Op<"yield",
    [Pure, ReturnLike, Terminator, NativeCheck<"affine::verify_yield">]> {
  let summary = "Yield values to parent operation";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}
