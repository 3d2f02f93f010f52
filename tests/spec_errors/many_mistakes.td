// A realistic dialect file with several independent mistakes: all are reported at once.
include "base.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let sumary = "A toy dialect";
}

def Toy_I32 : Type<(IntegerOfWidth 32), "32-bit integer", "i32">;
def Toy_F32 : Type<(FloatOfWidth 32), "32-bit float">;

def Toy_AddOp : Op<Toy_Dialect, "add", [Pure, Commutative]> {
  let summary = "integer addition";
  let arguments = (ins Toy_I32:$lhs, Toy_I32:$rhs);
  let results = (outs Toy_I32:$result);
}

def Toy_ConstantOp : Op<Toy_Dialect, "constant", [ConstantLike, Pure]> {
  let arguments = (ins Toy_Attr:$value);
  let results = (outs Toy_I32:$result);
  let assemblyFormat = 1;
}

def Toy_CastOp : Op<Toy_Dialect, "cast", [Toy_I32]>;

def Toy_CallOp : Op<Toy_Dialect, "call"> {
  let results = (outs Variadic<Toy_F32, "extra">:$results);
}

def Toy_ReturnOp : Op<Toy_Dialect, "return", [Pure, Terminator]>;
def Toy_ReturnOp : Op<Toy_Dialect, "return", [Pure]>;
