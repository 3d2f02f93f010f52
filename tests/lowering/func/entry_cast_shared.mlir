// RUN-DESCENT: opt --convert-cf-to-llvm --convert-func-to-llvm
// A retyped block argument gets one cast back to its old type, shared by the ops that
// used it and by those a fold gave it later (the andi folds to %arg): MLIR materializes
// a replaced block argument once.
func.func @f(%arg: index, %n: i32) {
  %v = arith.andi %arg, %arg : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : index
  cf.br ^bb1(%zero, %one : i32, index)
^bb1(%i: i32, %j: index):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^bb2, ^bb3(%j : index)
^bb2:
  %r = arith.remui %v, %one : index
  cf.br ^bb1(%i, %arg : i32, index)
^bb3(%k: index):
  return
}
