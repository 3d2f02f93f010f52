// A class, a def, a template argument and fields declared twice.
class Trait;
class Trait;

class Op<string mnemonic, string mnemonic> {
  string opName = "";
}

class Op2<string mnemonic> {
  string opName = mnemonic;
  string summary = "";
  string opName = "again";
}

def Pure : Trait;
def Pure : Trait;

class NativeOp<string mnemonic> {
  string opName = mnemonic;
  string summary = "";
}
def MyOp : NativeOp<"my"> {
  string summary = "a declaration where a 'let' was meant";
}
