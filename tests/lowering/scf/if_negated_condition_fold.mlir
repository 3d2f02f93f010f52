// RUN-DESCENT: opt --convert-scf-to-cf
// The conversion folds scf.if before lowering it: a condition 'xori %c, true' with an else branch swaps the branches (constant on the left, or no else: no swap).
func.func private @a()
func.func private @b()
func.func @f(%x: i1) {
  %t = arith.constant true
  %c = arith.xori %x, %t : i1
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @a() : () -> ()
  return
^bb2:
  func.call @b() : () -> ()
  return
}
func.func @g(%x: i1, %m: memref<4xi32>) {
  %t = arith.constant true
  %c = arith.xori %x, %t : i1
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  scf.if %c {
    func.call @a() : () -> ()
  }
  %r = scf.if %c -> i32 {
    %v = arith.constant 1 : i32
    scf.yield %v : i32
  } else {
    %v = arith.constant 2 : i32
    scf.yield %v : i32
  }
  memref.store %r, %m[%c0] : memref<4xi32>
  return
}
