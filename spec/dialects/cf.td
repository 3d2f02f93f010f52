// The `cf` (control flow) dialect (MLIR 22): unstructured branches between blocks and
// runtime assertions -- all 4 ops of ControlFlowOps.td: cf.assert, cf.br, cf.cond_br,
// cf.switch.

include "base.td"
include "constraints.td"

def CF_Dialect : Dialect {
  // MLIR 22 defines no attributes for it.
  let attributes = "none";
  let name = "cf";
  let summary = "unstructured control flow";
  let description = [{
    Terminators that transfer control to successor blocks, passing values to their block
    arguments, and an assertion op.
  }];
}

class CF_Op<string mnemonic, list<Trait> traits = []> : Op<CF_Dialect, mnemonic, traits>;

// `cf.assert %cond, "message"`. May abort: modelled as a memory write, not Pure.
def CF_AssertOp : CF_Op<"assert", [MemoryWrite]> {
  let summary = "abort with a message when a condition is false";
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
}

// `cf.br ^bb1(%a, %b : i32, f32)`.
def CF_BranchOp : CF_Op<"br", [BranchLike, Pure, Terminator]> {
  let summary = "unconditional branch";
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let successorOperands = ["destOperands"];
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

// `cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2`. Generic form carries
// `operandSegmentSizes = array<i32: 1, N, M>`. `cf::verify_cond_br` checks the optional
// branch weights (one per successor).
def CF_CondBranchOp : CF_Op<"cond_br",
    [AttrSizedOperandSegments, BranchLike, Pure, Terminator,
     NativeCheck<"cf::verify_cond_br">]> {
  let summary = "two-way conditional branch";
  let arguments = (ins I1:$condition,
                       Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let successorOperands = ["trueDestOperands", "falseDestOperands"];
  let assemblyFormat = [{
    $condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

// cf.switch %flag : i32, [
//   default: ^bb1(%a : i32),
//   42: ^bb2,
//   43: ^bb3(%b : f32)
// ]
// The case list is the custom directive SwitchOpCases. Generic form: `case_values` is a
// dense integer elements attribute (`dense<[42, 43]> : vector<2xi32>`),
// `case_operand_segments` sizes each case's operand group, and `operandSegmentSizes` has
// three entries (flag, default operands, all case operands).
def CF_SwitchOp : CF_Op<"switch",
    [AttrSizedOperandSegments, BranchLike, Pure, Terminator,
     NativeCheck<"cf::verify_switch">]> {
  let summary = "multi-way branch on an integer value";
  let arguments = (ins AnyInteger:$flag,
                       Variadic<AnyType>:$defaultOperands,
                       VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                       OptionalAttr<AnyIntElementsAttr>:$case_values,
                       DenseI32ArrayAttr:$case_operand_segments);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)), $defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
    `]`
    attr-dict
  }];
}
