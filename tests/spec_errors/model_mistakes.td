// Mistakes only the checked model sees: each line below is reported once.
include "base.td"
include "constraints.td"

def Toy_Dialect : Dialect { let name = "toy"; }

// A format variable that is not an operand, attribute, region or successor.
def Toy_AddOp : Op<Toy_Dialect, "add", [Pure]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhz attr-dict `:` type($result)";
}

// A predicate with the wrong number of arguments.
def BadWidth : TypeConstraint<(IntegerOfWidth), "an integer of no width">;

// A native trait the runtime does not implement.
def Frobnicate : NativeTrait<"Frobnicate">;
def Toy_NegOp : Op<Toy_Dialect, "neg", [Frobnicate]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
}

// The wrong dag operator for the arguments.
def Toy_RetOp : Op<Toy_Dialect, "ret", [Terminator]> {
  let arguments = (outs AnyType:$value);
}
