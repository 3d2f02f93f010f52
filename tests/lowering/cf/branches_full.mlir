// RUN-DESCENT: opt --convert-to-llvm
func.func @f(%a: index, %b: index, %p: i1) -> index {
  cf.cond_br %p, ^bb1(%a : index), ^bb2(%b, %a : index, index)
^bb1(%x: index):
  %0 = arith.addi %x, %b : index
  cf.br ^bb2(%0, %x : index, index)
^bb2(%y: index, %z: index):
  %1 = arith.subi %z, %a : index
  return %1 : index
}
