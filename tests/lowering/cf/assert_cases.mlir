// RUN-DESCENT: opt --convert-cf-to-llvm
// cf.assert: in the middle of a block, as the last op before the terminator, twice with
// the same message, in a loop block, and where the module already declares `abort`.
llvm.func @abort()

func.func @asserts(%a: i1, %b: i1, %n: i32) -> i32 {
  cf.assert %a, "first"
  %x = llvm.add %n, %n : i32
  cf.assert %b, "first"
  cf.br ^loop(%x : i32)
^loop(%i: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  cf.assert %c, "in a loop \"quoted\""
  cf.cond_br %c, ^loop(%i : i32), ^exit
^exit:
  cf.assert %a, "last"
  return %x : i32
}
