// Names that are neither defs, template arguments, fields nor defvars.
def ins;
def I32;

class Op<string mnemonic> {
  string opName = mnemonic;
  dag arguments = (ins);
}

def AddOp : Op<"add"> {
  let arguments = (ins I32:$lhs, I64:$rhs);
}

class Named<string n> {
  string name = n;
  string label = nmae # "!";
}
def Thing : Named<"thing">;
