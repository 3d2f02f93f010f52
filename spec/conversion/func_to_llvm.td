// func -> llvm: the patterns of `-convert-func-to-llvm`. Signature conversion, result
// packing and the calling conventions are algorithmic, so every pattern is native
// (`lowering/dialects/src/dialects/native/lower_func.rs`).

include "dialects/func.td"

def : NativePattern<Func_FuncOp, "lower_func::func">;
def : NativePattern<Func_ReturnOp, "lower_func::ret">;
def : NativePattern<Func_CallOp, "lower_func::call">;
def : NativePattern<Func_CallIndirectOp, "lower_func::call_indirect">;
def : NativePattern<Func_ConstantOp, "lower_func::constant">;
