// RUN-DESCENT: compile
// Integer constants wider than 128 bits reach LLVM IR in signed decimal.
func.func @wide(%x: i256) -> (i256, i1024) {
  %c = arith.constant 340282366920938463463374607431768211457 : i256
  %m = arith.constant 0x8000000000000000000000000000000000000000000000000000000000000000 : i256
  %s = arith.addi %x, %c : i256
  %t = arith.xori %s, %m : i256
  %w = arith.constant -9999999999999999999999999999999999999999999999999999999999999999999 : i1024
  return %t, %w : i256, i1024
}
