// RUN-DESCENT: opt -convert-cf-to-llvm
func.func @s(%v: i32, %a: index, %c: i1) -> index {
  cf.assert %c, "boom"
  cf.switch %v : i32, [
    default: ^bb1(%a : index),
    42: ^bb1(%a : index),
    43: ^bb2
  ]
^bb1(%x: index):
  cf.cond_br %c, ^bb2, ^bb1(%x : index) {branch_weights = array<i32: 3, 4>}
^bb2:
  return %a : index
}
