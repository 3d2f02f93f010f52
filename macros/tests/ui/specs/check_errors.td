// Two ops with assembly formats the checker rejects: both are reported.
include "constraints.td"

def Toy_Dialect : Dialect {
  let name = "toy";
}

def Toy_NegOp : Op<Toy_Dialect, "neg", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$inptu attr-dict `:` type($result)";
}

def Toy_SubOp : Op<Toy_Dialect, "sub", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs attr-dict `:` type($result)";
}
