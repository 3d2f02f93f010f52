// RUN-DESCENT: opt --canonicalize
// ConditionPropagation applies to an scf.if without an else branch (and without results) too.
func.func private @f0(%arg0: i1) -> ()
func.func @f1(%arg1: i1) {
  scf.if %arg1 {
    func.call @f0(%arg1) : (i1) -> ()
  }
  return
}
func.func @f2(%arg1: i1) -> i32 {
  %c = arith.constant 1 : i32
  scf.if %arg1 {
    func.call @f0(%arg1) : (i1) -> ()
  }
  return %c : i32
}
func.func @f3(%arg1: i1, %x: i1) {
  scf.if %arg1 {
    %z = arith.xori %arg1, %x : i1
    func.call @f0(%z) : (i1) -> ()
  }
  return
}
