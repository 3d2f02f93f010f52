// Mistakes in LLVM IR translation data are reported all at once.
include "dialects/llvm.td"

// `$rhs` names no operand or attribute of this op.
def Bad_NegOp : LLVM_Op<"bad_neg", [Pure]> {
  let arguments = (ins AnySignlessInteger:$arg);
  let results = (outs AnySignlessInteger:$res);
  let llvmInstruction = "sub $arg, $rhs";
}

// A condition without its braces, and a helper without arguments.
def Bad_CondOp : LLVM_Op<"bad_cond", [Pure]> {
  let arguments = (ins AnySignlessInteger:$arg, UnitAttr:$flag);
  let results = (outs AnySignlessInteger:$res);
  let llvmInstruction = "add?flag nsw $arg";
}
def Bad_HelperOp : LLVM_Op<"bad_helper", [Pure]> {
  let arguments = (ins AnySignlessInteger:$arg);
  let results = (outs AnySignlessInteger:$res);
  let llvmInstruction = "add $arg@abi_align";
}

// An intrinsic mangled on a name the op does not have, and an immarg that is no attribute.
def Bad_IntrOp : LLVM_IntrOp<"bad.intr", ["nothing"]> {
  let arguments = (ins AnySignlessInteger:$arg);
  let results = (outs AnySignlessInteger:$res);
  let llvmImmArgs = ["missing"];
}

// A metadata argument that is no attribute, and a call metadata template naming nothing.
def Bad_MetadataArgOp : LLVM_IntrOp<"bad.md", ["arg"]> {
  let arguments = (ins AnySignlessInteger:$arg, UnitAttr:$flag);
  let results = (outs AnySignlessInteger:$res);
  let llvmMetadataArgs = ["arg"];
}
def Bad_CallMetadataOp : LLVM_IntrOp<"bad.call_md", ["arg"]> {
  let arguments = (ins AnySignlessInteger:$arg, UnitAttr:$flag);
  let results = (outs AnySignlessInteger:$res);
  let llvmCallMetadata = "?nothing{, !nontemporal @md(\"!{i32 1}\")}";
}

// Two translations for one op.
def Bad_TwiceOp : LLVM_Op<"bad_twice", [Pure]> {
  let arguments = (ins AnySignlessInteger:$arg);
  let results = (outs AnySignlessInteger:$res);
  let llvmInstruction = "freeze $arg";
  let llvmNativeTranslation = "llvm::translate_call";
}
