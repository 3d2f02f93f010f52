// RUN-DESCENT: opt --canonicalize
// Integer constants wider than 128 bits fold (MLIR folds APInts of any width), in the
// folders (comparisons and the identities of x + 0, x * 1 too) and in the constant
// reassociation of additions, subtractions and products.
func.func @fold(%x: i256, %y: i130) -> (i256, i256, i200, i200, i256, i130, i130, i1, i1, i256) {
  %big = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %two = arith.constant 2 : i256
  %m1 = arith.constant -1 : i256
  %a = arith.muli %big, %two : i256
  %b = arith.subi %m1, %big : i256
  %e = arith.constant -5 : i200
  %f = arith.constant 1606938044258990275541962092341162602522202993782792835301375 : i200
  %g = arith.xori %e, %f : i200
  %h = arith.ori %f, %e : i200
  %s0 = arith.subi %x, %big : i256
  %s1 = arith.subi %s0, %big : i256
  %c = arith.constant 680564733841876926926749214863536422911 : i130
  %m0 = arith.muli %y, %c : i130
  %m2 = arith.muli %m0, %c : i130
  %n = arith.andi %c, %c : i130
  %q = arith.cmpi slt, %big, %m1 : i256
  %u = arith.cmpi ugt, %big, %m1 : i256
  %z = arith.constant 0 : i256
  %v = arith.addi %x, %z : i256
  return %a, %b, %g, %h, %s1, %m2, %n, %q, %u, %v : i256, i256, i200, i200, i256, i130, i130, i1, i1, i256
}
