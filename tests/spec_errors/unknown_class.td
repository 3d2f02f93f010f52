// Unknown classes in a superclass list, in a field type and in a value.
class Arith_Op<string mnemonic> {
  string opName = mnemonic;
}

def Arith_AddI : Arith_BinOp<"addi">;

class Arith_CastOp<string mnemonic> : Arith_Op<mnemonic> {
  TypeConstraint source = ?;
}

def Arith_Neg : Arith_Op<"negf"> {
  Arith_Op base = Arith_UnaryOp<"neg">;
}
