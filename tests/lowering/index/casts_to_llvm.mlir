// RUN-DESCENT: opt --convert-to-llvm
// Casts between index and i16, i32 and i64: the operand itself when both sides lower
// to the same type, else a truncation or an extension. Casts of constants fold (to
// index, or to i1); the values they fold to, and a cast's operand it is replaced by,
// are not constants to the casts and arithmetic using them.
func.func @args(%a: index, %x: i32, %y: i64, %z: i16) -> (index, index, index, i32, i64, i16, i64, i32) {
  %0 = index.casts %x : i32 to index
  %1 = index.castu %y : i64 to index
  %2 = index.casts %z : i16 to index
  %3 = index.castu %a : index to i32
  %4 = index.casts %a : index to i64
  %5 = index.castu %a : index to i16
  %6 = index.castu %a : index to i64
  %7 = index.casts %a : index to i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, i32, i64, i16, i64, i32
}

func.func @constants_into_arithmetic(%a: index) -> (index, index, index, index, i1) {
  %c6 = arith.constant 6 : i32
  %m9 = arith.constant -9 : i64
  %c3 = arith.constant 3 : i16
  %i6 = index.casts %c6 : i32 to index
  %u9 = index.castu %m9 : i64 to index
  %s3 = index.casts %c3 : i16 to index
  %0 = index.add %i6, %u9
  %1 = index.mul %s3, %a
  %k = index.constant 40
  %t = index.casts %k : index to i32
  %b = index.castu %t : i32 to index
  %2 = index.add %b, %i6
  %w = index.castu %k : index to i64
  %v = index.casts %w : i64 to index
  %3 = index.sub %v, %k
  %4 = index.cmp ult(%v, %k)
  return %0, %1, %2, %3, %4 : index, index, index, index, i1
}

func.func @constants_out(%a: index) -> (i64, i32, i16, i1, i1, i64) {
  %big = index.constant 4294967296
  %m1 = index.constant -1
  %c6 = index.constant 6
  %0 = index.castu %big : index to i64
  %1 = index.casts %big : index to i32
  %2 = index.castu %m1 : index to i16
  %3 = index.casts %m1 : index to i1
  %4 = index.castu %c6 : index to i1
  %5 = index.casts %c6 : index to i64
  return %0, %1, %2, %3, %4, %5 : i64, i32, i16, i1, i1, i64
}

func.func @round_trips(%a: index, %y: i64) -> (index, index, index, index, i64) {
  %0 = index.castu %a : index to i64
  %1 = index.casts %0 : i64 to index
  %2 = index.castu %a : index to i32
  %3 = index.casts %2 : i32 to index
  %4 = index.casts %y : i64 to index
  %5 = index.castu %y : i64 to index
  return %1, %3, %4, %5, %0 : index, index, index, index, i64
}
