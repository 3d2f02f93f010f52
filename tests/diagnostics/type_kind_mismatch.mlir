llvm.func @f(%base: i64, %n: vector<7xi64>) -> vector<7xi1> {
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<7xi64> to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}
