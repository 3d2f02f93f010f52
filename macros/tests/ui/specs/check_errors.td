// An unknown trait and a format that misses an operand.
include "constraints.td"

def Toy_Dialect : Dialect {
  let name = "toy";
}

def Toy_NegOp : Op<Toy_Dialect, "neg", [Pure, Puer]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
}

def Toy_SubOp : Op<Toy_Dialect, "sub", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs attr-dict `:` type($result)";
}
