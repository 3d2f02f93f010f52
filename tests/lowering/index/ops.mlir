// RUN-DESCENT: opt --convert-index-to-llvm
// Every index op lowered at the default 64-bit index width.
func.func @binary(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.maxs %a, %b
  %8 = index.maxu %a, %b
  %9 = index.mins %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

func.func @bitwise(%a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %0 = index.minu %a, %b
  %1 = index.shl %a, %b
  %2 = index.shrs %a, %b
  %3 = index.shru %a, %b
  %4 = index.and %a, %b
  %5 = index.or %a, %b
  %6 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

func.func @divisions(%n: index, %m: index) -> (index, index, index) {
  %0 = index.ceildivs %n, %m
  %1 = index.ceildivu %n, %m
  %2 = index.floordivs %n, %m
  return %0, %1, %2 : index, index, index
}

func.func @compare(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @casts(%a: index, %i8: i8, %i32: i32, %i64: i64, %i128: i128) -> (index, index, index, index, index, index, i8, i32, i64, i128, i16, i64) {
  %0 = index.casts %i8 : i8 to index
  %1 = index.castu %i8 : i8 to index
  %2 = index.casts %i32 : i32 to index
  %3 = index.castu %i64 : i64 to index
  %4 = index.casts %i128 : i128 to index
  %5 = index.castu %i128 : i128 to index
  %6 = index.casts %a : index to i8
  %7 = index.castu %a : index to i32
  %8 = index.casts %a : index to i64
  %9 = index.castu %a : index to i128
  %10 = index.casts %a : index to i16
  %11 = index.castu %a : index to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : index, index, index, index, index, index, i8, i32, i64, i128, i16, i64
}

func.func @constants() -> (index, index, index, i1, i1, index) {
  %0 = index.constant 42
  %1 = index.constant -1
  %2 = index.constant 9223372036854775807
  %3 = index.bool.constant true
  %4 = index.bool.constant false
  %5 = index.sizeof
  return %0, %1, %2, %3, %4, %5 : index, index, index, i1, i1, index
}

func.func @attributes(%a: index, %b: index) -> (index, index, i1, index, i1, index) {
  %0 = index.add %a, %b {tag = 1 : i32}
  %1 = index.maxu %a, %b {tag}
  %2 = index.cmp ult(%a, %b) {dropped}
  %3 = index.ceildivs %a, %b {dropped}
  %4 = index.bool.constant {kept = "yes"} true
  %5 = index.constant {dropped} 5
  return %0, %1, %2, %3, %4, %5 : index, index, i1, index, i1, index
}
