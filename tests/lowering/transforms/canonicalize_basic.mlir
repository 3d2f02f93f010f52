// RUN-DESCENT: opt -canonicalize
// Folding with constants materialized and then uniqued and hoisted to the entry block,
// dead ops erased (with what only they used), constants in nested regions hoisted.
func.func @fold(%a: i32, %m: memref<10xi32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.addi %c2, %c3 : i32
  %z = arith.muli %x, %y : i32
  %unused = arith.muli %z, %z : i32
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1i = arith.constant 1 : index
  scf.for %i = %c0 to %c10 step %c1i {
    %c7 = arith.constant 7 : i32
    %c9 = arith.constant 9 : i32
    %s = arith.addi %c7, %c9 : i32
    memref.store %s, %m[%i] : memref<10xi32>
  }
  %c5 = arith.constant 5 : i32
  %w = arith.divsi %z, %c5 : i32
  %zero = arith.constant 0 : i32
  %u = arith.addi %w, %zero : i32
  %b = arith.cmpi slt, %c2, %c3 : i32
  %sel = arith.select %b, %u, %a : i32
  return %sel : i32
}
