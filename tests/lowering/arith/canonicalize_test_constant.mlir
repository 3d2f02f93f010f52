// RUN-DESCENT: opt -canonicalize
// The test dialect's constant (registered, constant-like, as in mlir-opt): typed values
// fold into arith; `select %c, true, false` is `%c` only for a signless i1 result.
func.func @fold_through(%arg0: i32) -> i32 {
  %a = arith.constant 5 : i32
  %c = "test.constant"() {value = 5 : i32} : () -> i32
  %d = "test.constant"() {value = 5 : i32} : () -> i32
  %r = arith.addi %arg0, %c : i32
  %s = arith.addi %r, %d : i32
  %t = arith.addi %s, %a : i32
  return %t : i32
}

func.func @select_ui1(%arg0: i1) -> (ui1, i1) {
  %f = "test.constant"() {value = 0 : i32} : () -> ui1
  %t = "test.constant"() {value = 1 : i32} : () -> ui1
  %r = arith.select %arg0, %t, %f : ui1
  %true = arith.constant true
  %false = arith.constant false
  %s = arith.select %arg0, %true, %false : i1
  return %r, %s : ui1, i1
}
