// func -> llvm: the patterns of `-convert-func-to-llvm`. A function's signature conversion
// (and its C interface wrappers) is algorithmic and native
// (`lowering/dialects/src/dialects/native/lower_func.rs`); `func.return` and the calls are
// rules around the terms there that pack results into a struct, unpack them, and pass
// memrefs by the calling convention. MLIR's calls keep every attribute but the callee
// (`copySourceAttrs`); a call with several results returns them in a struct.

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
// The call arguments (as written, converted) as the callee receives them: memrefs as
// their descriptor fields, or bare pointers; fails on an unranked memref under the
// bare-pointer convention, which cannot pass one (the call stays, as in MLIR).
def CallOperands : Term<"lower_func::call_operands", "(Values, Values) -> Values?">;
// What a call returns for the root's results: the one converted result, or a struct of
// several; fails when there are none.
def CallResultType : Term<"lower_func::call_result_type", "() -> Type?">;
def HasResults : Term<"lower_func::has_results", "() -> Bool">;
// The root's results from what the call returns: unpacked from the struct, unranked
// memrefs copied from the heap to the stack, bare pointers rebuilt into descriptors.
def CallResults : Term<"lower_func::call_results", "(Value) -> Values?">;

let copyAttributes = 0 in {
  def : Pattern<(Func_CallOp $callee, $operands),
    [(LLVM_CallOp:$call ?, $callee, (CallOperands (Source $operands), $operands),
                  ?, ?, ?, ?, ?, ?, ?, [], [], (returnType (CallResultType)), (copySourceAttrs)),
     (CallResults $call)]>;
  def : Pattern<(Func_CallOp $callee, $operands),
    [(LLVM_CallOp ?, $callee, (CallOperands (Source $operands), $operands),
                  ?, ?, ?, ?, ?, ?, ?, [], [], (copySourceAttrs)),
     (replaceWithValue [])],
    [(Not (HasResults))]>;
  def : Pattern<(Func_CallIndirectOp $callee, $operands),
    [(LLVM_CallOp:$call ?, ?, (Prepend $callee, (CallOperands (Source $operands), $operands)),
                  ?, ?, ?, ?, ?, ?, ?, [], [], (returnType (CallResultType)), (copySourceAttrs)),
     (CallResults $call)]>;
  def : Pattern<(Func_CallIndirectOp $callee, $operands),
    [(LLVM_CallOp ?, ?, (Prepend $callee, (CallOperands (Source $operands), $operands)),
                  ?, ?, ?, ?, ?, ?, ?, [], [], (copySourceAttrs)),
     (replaceWithValue [])],
    [(Not (HasResults))]>;
}
// A function symbol becomes its address.
def : Pat<(Func_ConstantOp $value), (LLVM_AddressOfOp $value)> {
  let copyAttributes = 0;
}
