// RUN-DESCENT: opt --convert-cf-to-llvm
// -convert-cf-to-llvm leaves other dialects' ops unfolded, as MLIR's does.
func.func @f(%x: i32) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c2, %x : i32
  %b = arith.addi %x, %c0 : i32
  %m = arith.muli %c2, %c2 : i32
  return %a, %b, %m : i32, i32, i32
}
