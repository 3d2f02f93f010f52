// `let` of fields that do not exist, in a body and in `let ... in`.
class Op<string mnemonic> {
  string opName = mnemonic;
  string summary = "";
}

def AddOp : Op<"add"> {
  let summary = "addition";
  let sumary = "typo";
}

let hasVerifier = 1 in {
  def SubOp : Op<"sub">;
}
