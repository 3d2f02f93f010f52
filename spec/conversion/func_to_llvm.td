// func -> llvm: the patterns of `-convert-func-to-llvm`. Function signatures, call result
// packing and the calling conventions (C wrappers, bare pointers) are algorithmic: the
// function and call lowerings are native (`lowering/dialects/src/dialects/native/lower_func.rs`),
// and `func.return` is a rule around the term that computes what `llvm.return` returns.

include "dialects/func.td"
include "dialects/llvm.td"
include "terms.td"

// Terms of lowering/dialects/src/dialects/native/lower_func.rs.
// What `llvm.return` returns for the values as written and converted: none, one, or a
// struct of them (memrefs by the calling convention); fails where it cannot return them.
def ReturnOperands : Term<"lower_func::return_operands", "(Values, Values) -> Values?">;

def : NativePattern<Func_FuncOp, "lower_func::func">;
def : Pattern<(Func_ReturnOp $operands),
  [(LLVM_ReturnOp (ReturnOperands (Source $operands), $operands))]> {
  let copyAttributes = 0;
}
def : NativePattern<Func_CallOp, "lower_func::call">;
def : NativePattern<Func_CallIndirectOp, "lower_func::call_indirect">;
// A function symbol becomes its address.
def : Pat<(Func_ConstantOp $value), (LLVM_AddressOfOp $value)> {
  let copyAttributes = 0;
}
