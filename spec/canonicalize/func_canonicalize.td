// func canonicalization patterns, as MLIR's FuncOps: an indirect call of a `func.constant`
// becomes a direct call (its argument and result attributes are not kept, as in MLIR).

include "dialects/func.td"
include "terms.td"

def : Canonicalization<(Func_CallIndirectOp (ConstantValue $callee), $args, $argAttrs, $resAttrs),
  [(Func_CallOp $callee, $args)]>;
