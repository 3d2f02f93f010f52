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
