// memref canonicalization patterns, as MLIR's MemRefOps: an alloca_scope is inlined into
// its block when that extends no stack allocation's lifetime.

include "dialects/memref.td"
include "canonicalize/canonicalize_terms.td"

def AllocaScopeInlinable : Term<"canon_memref::alloca_scope_inlinable", "(Region) -> Bool">;

def : Canonicalization<(MemRef_AllocaScopeOp $body),
  [(InlineSingleBlock $body)], [(AllocaScopeInlinable $body)]>;

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
