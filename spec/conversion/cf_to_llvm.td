// cf -> llvm: the patterns of `-convert-cf-to-llvm`. Branches convert the signatures of
// their successor blocks as they go, which is native code
// (`lowering/dialects/src/dialects/native/lower_cf.rs`).

include "dialects/cf.td"

def : NativePattern<CF_BranchOp, "lower_cf::br">;
def : NativePattern<CF_CondBranchOp, "lower_cf::cond_br">;
def : NativePattern<CF_SwitchOp, "lower_cf::switch">;
def : NativePattern<CF_AssertOp, "lower_cf::assert">;
