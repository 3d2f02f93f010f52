// RUN-DESCENT: opt -test-cf-assert
func.func @two(%c: i1, %d: i1, %x: i32) -> i32 {
  cf.assert %c, "first \"check\""
  %y = arith.addi %x, %x : i32
  cf.assert %d, "second"
  cf.br ^next(%y : i32)
^next(%z: i32):
  cf.assert %c, "first \"check\""
  return %z : i32
}
