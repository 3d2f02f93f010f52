// RUN-DESCENT: opt -canonicalize
// scf.if on constant conditions and single-block execute_region are replaced by their region.
func.func @f(%a: i32, %m: memref<4xi32>) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %c0 = arith.constant 0 : index
  scf.if %f {
    memref.store %a, %m[%c0] : memref<4xi32>
  }
  %1 = scf.execute_region -> i32 {
    %y = arith.muli %0, %0 : i32
    scf.yield %y : i32
  }
  return %1 : i32
}
