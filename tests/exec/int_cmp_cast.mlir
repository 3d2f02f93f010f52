// Every cmpi predicate (packed into one bitmask per operand pair) on i8, i32, i64 and
// index, arith.select on scalars, and the integer casts: extsi/extui/trunci (including
// to and from i1), index_cast/index_castui in both directions, and bitcast.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Puts bit %k of the mask when %c holds.
func.func @bit(%acc: i64, %c: i1, %k: i64) -> i64 {
  %one = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %b = arith.shli %one, %k : i64
  %v = arith.select %c, %b, %z : i64
  %r = arith.ori %acc, %v : i64
  return %r : i64
}

func.func @mask8(%a: i8, %b: i8) -> i64 {
  %m0 = arith.constant 0 : i64
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %k5 = arith.constant 5 : i64
  %k6 = arith.constant 6 : i64
  %k7 = arith.constant 7 : i64
  %k8 = arith.constant 8 : i64
  %k9 = arith.constant 9 : i64
  %c0 = arith.cmpi eq, %a, %b : i8
  %c1 = arith.cmpi ne, %a, %b : i8
  %c2 = arith.cmpi slt, %a, %b : i8
  %c3 = arith.cmpi sle, %a, %b : i8
  %c4 = arith.cmpi sgt, %a, %b : i8
  %c5 = arith.cmpi sge, %a, %b : i8
  %c6 = arith.cmpi ult, %a, %b : i8
  %c7 = arith.cmpi ule, %a, %b : i8
  %c8 = arith.cmpi ugt, %a, %b : i8
  %c9 = arith.cmpi uge, %a, %b : i8
  %m1 = call @bit(%m0, %c0, %k0) : (i64, i1, i64) -> i64
  %m2 = call @bit(%m1, %c1, %k1) : (i64, i1, i64) -> i64
  %m3 = call @bit(%m2, %c2, %k2) : (i64, i1, i64) -> i64
  %m4 = call @bit(%m3, %c3, %k3) : (i64, i1, i64) -> i64
  %m5 = call @bit(%m4, %c4, %k4) : (i64, i1, i64) -> i64
  %m6 = call @bit(%m5, %c5, %k5) : (i64, i1, i64) -> i64
  %m7 = call @bit(%m6, %c6, %k6) : (i64, i1, i64) -> i64
  %m8 = call @bit(%m7, %c7, %k7) : (i64, i1, i64) -> i64
  %m9 = call @bit(%m8, %c8, %k8) : (i64, i1, i64) -> i64
  %m10 = call @bit(%m9, %c9, %k9) : (i64, i1, i64) -> i64
  return %m10 : i64
}

// The same predicates on i64, via the widening casts of the i8 operands (so the masks for
// sign-extended operands must match the i8 masks in the signed bits).
func.func @mask64(%a: i64, %b: i64) -> i64 {
  %m0 = arith.constant 0 : i64
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %k5 = arith.constant 5 : i64
  %k6 = arith.constant 6 : i64
  %k7 = arith.constant 7 : i64
  %k8 = arith.constant 8 : i64
  %k9 = arith.constant 9 : i64
  %c0 = arith.cmpi eq, %a, %b : i64
  %c1 = arith.cmpi ne, %a, %b : i64
  %c2 = arith.cmpi slt, %a, %b : i64
  %c3 = arith.cmpi sle, %a, %b : i64
  %c4 = arith.cmpi sgt, %a, %b : i64
  %c5 = arith.cmpi sge, %a, %b : i64
  %c6 = arith.cmpi ult, %a, %b : i64
  %c7 = arith.cmpi ule, %a, %b : i64
  %c8 = arith.cmpi ugt, %a, %b : i64
  %c9 = arith.cmpi uge, %a, %b : i64
  %m1 = call @bit(%m0, %c0, %k0) : (i64, i1, i64) -> i64
  %m2 = call @bit(%m1, %c1, %k1) : (i64, i1, i64) -> i64
  %m3 = call @bit(%m2, %c2, %k2) : (i64, i1, i64) -> i64
  %m4 = call @bit(%m3, %c3, %k3) : (i64, i1, i64) -> i64
  %m5 = call @bit(%m4, %c4, %k4) : (i64, i1, i64) -> i64
  %m6 = call @bit(%m5, %c5, %k5) : (i64, i1, i64) -> i64
  %m7 = call @bit(%m6, %c6, %k6) : (i64, i1, i64) -> i64
  %m8 = call @bit(%m7, %c7, %k7) : (i64, i1, i64) -> i64
  %m9 = call @bit(%m8, %c8, %k8) : (i64, i1, i64) -> i64
  %m10 = call @bit(%m9, %c9, %k9) : (i64, i1, i64) -> i64
  return %m10 : i64
}

func.func @maskidx(%a: index, %b: index) -> i64 {
  %m0 = arith.constant 0 : i64
  %k0 = arith.constant 0 : i64
  %k2 = arith.constant 2 : i64
  %k6 = arith.constant 6 : i64
  %k9 = arith.constant 9 : i64
  %c0 = arith.cmpi eq, %a, %b : index
  %c2 = arith.cmpi slt, %a, %b : index
  %c6 = arith.cmpi ult, %a, %b : index
  %c9 = arith.cmpi uge, %a, %b : index
  %m1 = call @bit(%m0, %c0, %k0) : (i64, i1, i64) -> i64
  %m3 = call @bit(%m1, %c2, %k2) : (i64, i1, i64) -> i64
  %m7 = call @bit(%m3, %c6, %k6) : (i64, i1, i64) -> i64
  %m10 = call @bit(%m7, %c9, %k9) : (i64, i1, i64) -> i64
  return %m10 : i64
}

func.func @pair(%a: i8, %b: i8) {
  %m = call @mask8(%a, %b) : (i8, i8) -> i64
  call @printI64(%m) : (i64) -> ()
  call @printComma() : () -> ()
  %sa = arith.extsi %a : i8 to i64
  %sb = arith.extsi %b : i8 to i64
  %ms = call @mask64(%sa, %sb) : (i64, i64) -> i64
  call @printI64(%ms) : (i64) -> ()
  call @printComma() : () -> ()
  %ua = arith.extui %a : i8 to i64
  %ub = arith.extui %b : i8 to i64
  %mu = call @mask64(%ua, %ub) : (i64, i64) -> i64
  call @printI64(%mu) : (i64) -> ()
  call @printComma() : () -> ()
  %ia = arith.index_cast %a : i8 to index
  %ib = arith.index_cast %b : i8 to index
  %mi = call @maskidx(%ia, %ib) : (index, index) -> i64
  call @printI64(%mi) : (i64) -> ()
  call @printComma() : () -> ()
  %ja = arith.index_castui %a : i8 to index
  %jb = arith.index_castui %b : i8 to index
  %mj = call @maskidx(%ja, %jb) : (index, index) -> i64
  call @printI64(%mj) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @casts(%x: i64) {
  %t8 = arith.trunci %x : i64 to i8
  %t16 = arith.trunci %x : i64 to i16
  %t32 = arith.trunci %x : i64 to i32
  %t1 = arith.trunci %x : i64 to i1
  %s8 = arith.extsi %t8 : i8 to i64
  %u16 = arith.extui %t16 : i16 to i64
  %s32 = arith.extsi %t32 : i32 to i64
  %s1 = arith.extsi %t1 : i1 to i64
  %u1 = arith.extui %t1 : i1 to i32
  %u1w = arith.extui %u1 : i32 to i64
  %idx = arith.index_cast %t32 : i32 to index
  %idxu = arith.index_castui %t32 : i32 to index
  %back = arith.index_cast %idx : index to i64
  %backu = arith.index_cast %idxu : index to i64
  %narrow = arith.index_cast %idx : index to i16
  %narrow64 = arith.extsi %narrow : i16 to i64
  %f = arith.bitcast %x : i64 to f64
  %g = arith.bitcast %f : f64 to i64
  call @printI64(%s8) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%u16) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s32) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%u1w) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%back) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%backu) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%narrow64) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 5 : i8
  %b = arith.constant -3 : i8
  %c = arith.constant -128 : i8
  %d = arith.constant 127 : i8
  %z = arith.constant 0 : i8
  call @pair(%a, %b) : (i8, i8) -> ()
  call @pair(%b, %a) : (i8, i8) -> ()
  call @pair(%a, %a) : (i8, i8) -> ()
  call @pair(%c, %d) : (i8, i8) -> ()
  call @pair(%d, %c) : (i8, i8) -> ()
  call @pair(%z, %b) : (i8, i8) -> ()
  call @pair(%b, %c) : (i8, i8) -> ()
  // i1 logic and select on i1.
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.xori %t, %f : i1
  %y = arith.andi %x, %f : i1
  %w = arith.select %y, %f, %t : i1
  %wi = arith.extui %w : i1 to i64
  call @printI64(%wi) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1 = arith.constant 0x123456789ABCDEF1 : i64
  %v2 = arith.constant -1 : i64
  %v3 = arith.constant 2147483776 : i64
  %v4 = arith.constant 0 : i64
  call @casts(%v1) : (i64) -> ()
  call @casts(%v2) : (i64) -> ()
  call @casts(%v3) : (i64) -> ()
  call @casts(%v4) : (i64) -> ()
  return
}
