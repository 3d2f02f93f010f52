// cf -> llvm: the patterns of `-convert-cf-to-llvm` (MLIR's ControlFlowToLLVM). A branch
// keeps its shape: its operands are converted, the argument types of the blocks it jumps
// to are converted with them (`ConvertSignature`), and its other attributes carry over
// (the LLVM branches name theirs alike; discardable ones such as `loop_annotation` too).
// `?` leaves an attribute of the LLVM op unset. `cf.assert` splits its block and branches
// to a block that prints the message and aborts, as MLIR's AssertOpLowering does.

include "dialects/cf.td"
include "dialects/llvm.td"
include "terms.td"

def : Pattern<(CF_BranchOp $operands, $dest),
  [(LLVM_BrOp $operands, ?, $dest)],
  [(ConvertSignature $dest)]>;
def : Pattern<(CF_CondBranchOp $condition, $trueOperands, $falseOperands, $weights,
                               $trueDest, $falseDest),
  [(LLVM_CondBrOp $condition, $trueOperands, $falseOperands, $weights, ?, $trueDest, $falseDest)],
  [(ConvertSignature $trueDest), (ConvertSignature $falseDest)]>;
def : Pattern<(CF_SwitchOp $flag, $defaultOperands, $caseOperands, $caseValues, $caseSegments,
                           $defaultDest, $caseDests),
  [(LLVM_SwitchOp $flag, $defaultOperands, $caseOperands, $caseValues, $caseSegments, ?,
                  $defaultDest, $caseDests)],
  [(ConvertSignature $defaultDest), (ConvertSignatures $caseDests)]>;
def : Pattern<(CF_AssertOp $arg, $msg),
  [(SplitBlock:$continuation),
   (AppendBlock:$failure),
   (StringAddress:$text "assert_msg", $msg, (atEndOf $failure)),
   (LLVM_CallOp ?, (RuntimeFunction "puts", (ParsedType "!llvm.func<void (ptr)>")), $text,
                ?, ?, ?, ?, ?, ?, ?, [], [], (atEndOf $failure)),
   (LLVM_CallOp ?, (RuntimeFunction "abort", (ParsedType "!llvm.func<void ()>")), [],
                ?, ?, ?, ?, ?, ?, ?, [], [], (atEndOf $failure)),
   (LLVM_UnreachableOp (atEndOf $failure)),
   (LLVM_CondBrOp $arg, [], [], ?, ?, $continuation, $failure)],
  // The runtime functions are checked before the block is split, which cannot be undone.
  [(FunctionFits "puts", (ParsedType "!llvm.func<void (ptr)>")),
   (FunctionFits "abort", (ParsedType "!llvm.func<void ()>"))]> {
  let copyAttributes = 0;
}

// MLIR's `-test-cf-assert`: the same lowering of `cf.assert` without the abort, so that
// a failed check prints its message and the program goes on (the runtime verification
// integration tests count the messages).
def : Pattern<(CF_AssertOp $arg, $msg),
  [(SplitBlock:$continuation),
   (AppendBlock:$failure),
   (StringAddress:$text "assert_msg", $msg, (atEndOf $failure)),
   (LLVM_CallOp ?, (RuntimeFunction "puts", (ParsedType "!llvm.func<void (ptr)>")), $text,
                ?, ?, ?, ?, ?, ?, ?, [], [], (atEndOf $failure)),
   (LLVM_BrOp [], ?, $continuation, (atEndOf $failure)),
   (LLVM_CondBrOp $arg, [], [], ?, ?, $continuation, $failure)],
  [(FunctionFits "puts", (ParsedType "!llvm.func<void (ptr)>"))]> {
  let copyAttributes = 0;
  let target = "cf-assert-no-abort";
  let convertedOperands = 0;
}
