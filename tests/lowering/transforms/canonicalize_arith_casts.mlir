// RUN-DESCENT: opt -canonicalize
func.func @xor_cmp(%a: i32, %b: i32) -> i1 {
  %true = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %true : i1
  return %n : i1
}
func.func @logic_of_ext(%x: i8, %y: i8, %p: i1, %q: i1) -> (i32, i32, i32, i16, i16) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r1 = arith.xori %a, %b : i32
  %r2 = arith.andi %a, %b : i32
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %y : i8 to i32
  %r3 = arith.ori %c, %d : i32
  %e = arith.extsi %p : i1 to i16
  %f = arith.extsi %q : i1 to i16
  %r4 = arith.andi %e, %f : i16
  %g = arith.extui %p : i1 to i16
  %h = arith.extui %q : i1 to i16
  %r5 = arith.ori %g, %h : i16
  return %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i16, i16
}
func.func @cmp_of_ext(%x: i8, %y: i8) -> (i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r1 = arith.cmpi eq, %a, %b : i32
  %c = arith.extui %x : i8 to i64
  %d = arith.extui %y : i8 to i64
  %r2 = arith.cmpi ne, %c, %d : i64
  %r3 = arith.cmpi slt, %a, %b : i32
  return %r1, %r2, %r3 : i1, i1, i1
}
func.func @selects(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1, i32, i64, i8) {
  %s1 = arith.select %p, %b, %c : i32
  %r1 = arith.select %p, %a, %s1 : i32
  %s2 = arith.select %p, %a, %b : i32
  %r2 = arith.select %p, %s2, %c : i32
  %true = arith.constant true
  %np = arith.xori %p, %true : i1
  %r3 = arith.select %np, %a, %b : i32
  %false = arith.constant false
  %r4 = arith.select %q, %false, %true : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r5 = arith.select %p, %one, %zero : i32
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %r6 = arith.select %q, %zero64, %one64 : i64
  %m1 = arith.constant -1 : i8
  %z8 = arith.constant 0 : i8
  %r7 = arith.select %q, %m1, %z8 : i8
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i1, i32, i64, i8
}
func.func @exts_truncs(%x: i8, %y: i32) -> (i64, i16, i16, i8, i16) {
  %a = arith.extui %x : i8 to i32
  %r1 = arith.extsi %a : i32 to i64
  %b = arith.extsi %x : i8 to i32
  %r2 = arith.trunci %b : i32 to i16
  %c = arith.extui %x : i8 to i32
  %r3 = arith.trunci %c : i32 to i16
  %r4 = arith.trunci %b : i32 to i8
  %d = arith.extsi %y : i32 to i64
  %r5 = arith.trunci %d : i64 to i16
  return %r1, %r2, %r3, %r4, %r5 : i64, i16, i16, i8, i16
}
func.func @index_casts(%i: index, %x: i32, %y: i8) -> (index, i64, index, index, index) {
  %a = arith.index_cast %i : index to i32
  %r1 = arith.index_cast %a : i32 to index
  %ix = arith.index_cast %x : i32 to index
  %r2 = arith.index_cast %ix : index to i64
  %b = arith.extsi %y : i8 to i32
  %r3 = arith.index_cast %b : i32 to index
  %c = arith.index_castui %i : index to i32
  %r4 = arith.index_castui %c : i32 to index
  %d = arith.extui %y : i8 to i32
  %r5 = arith.index_castui %d : i32 to index
  return %r1, %r2, %r3, %r4, %r5 : index, i64, index, index, index
}
