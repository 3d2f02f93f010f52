// RUN-DESCENT: opt --convert-to-llvm --reconcile-unrealized-casts
func.func @poly(%x: f64, %n: index, %m: i64) -> f64 {
  %c1 = arith.constant 1.5 : f64
  %0 = arith.mulf %x, %x : f64
  %1 = arith.addf %0, %c1 : f64
  %2 = arith.index_cast %n : index to i64
  %3 = arith.addi %2, %m : i64
  %4 = arith.sitofp %3 : i64 to f64
  %5 = arith.divf %1, %4 : f64
  %6 = arith.negf %5 : f64
  return %6 : f64
}
