// Values of the wrong type for fields and template arguments.
class Dialect {
  string name = ?;
}
def Arith_Dialect : Dialect { let name = "arith"; }

class Trait;
class Op<Dialect d, string mnemonic, list<Trait> traits = []> {
  Dialect dialect = d;
  string opName = mnemonic;
  list<Trait> opTraits = traits;
  int numRegions = 0;
  bit variadic = 0;
}

def AddOp : Op<Arith_Dialect, "add"> {
  let numRegions = "one";
}

def SubOp : Op<Arith_Dialect, 42>;

def MulOp : Op<Arith_Dialect, "mul"> {
  let variadic = 2;
}

def DivOp : Op<Arith_Dialect, "div", [Arith_Dialect]>;
