// RUN-DESCENT: opt --convert-func-to-llvm
// A partial conversion still folds the ops it has no pattern for (MLIR tries to legalize
// them): constants move right, identities fold, but no constant is made (arith.constant
// could not be legalized here).
func.func @f(%x: i32) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c2, %x : i32
  %b = arith.addi %x, %c0 : i32
  %m = arith.muli %c2, %c2 : i32
  return %a, %b, %m : i32, i32, i32
}

func.func @g(%x: index, %y: i32) -> (index, i32) {
  %c2 = index.constant 2
  %a = index.add %c2, %x
  %c3 = arith.constant 3 : i32
  %b = arith.addi %c3, %y : i32
  return %a, %b : index, i32
}
