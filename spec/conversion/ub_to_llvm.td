// ub -> llvm: `ub.poison` becomes `llvm.mlir.poison` of the converted type.

include "dialects/ub.td"
include "dialects/llvm.td"

def : Pat<(UB_PoisonOp $value), (LLVM_PoisonOp)>;
