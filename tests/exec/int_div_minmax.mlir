// Integer division and remainder in every rounding flavour (divsi, remsi, ceildivsi,
// floordivsi, divui, remui, ceildivui) for all sign combinations, at i8/i32/i64/index,
// plus minsi/maxsi/minui/maxui. Divisors are non-zero and INT_MIN / -1 never occurs.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @row(%a: i64, %b: i64, %c: i64, %d: i64, %e: i64, %f: i64, %g: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%f) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @div64(%a: i64, %b: i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %c = arith.ceildivsi %a, %b : i64
  %f = arith.floordivsi %a, %b : i64
  %qu = arith.divui %a, %b : i64
  %ru = arith.remui %a, %b : i64
  %cu = arith.ceildivui %a, %b : i64
  call @row(%q, %r, %c, %f, %qu, %ru, %cu) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  return
}

func.func @div32(%a: i32, %b: i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %qu = arith.divui %a, %b : i32
  %ru = arith.remui %a, %b : i32
  %cu = arith.ceildivui %a, %b : i32
  %q6 = arith.extsi %q : i32 to i64
  %r6 = arith.extsi %r : i32 to i64
  %c6 = arith.extsi %c : i32 to i64
  %f6 = arith.extsi %f : i32 to i64
  %qu6 = arith.extui %qu : i32 to i64
  %ru6 = arith.extui %ru : i32 to i64
  %cu6 = arith.extui %cu : i32 to i64
  call @row(%q6, %r6, %c6, %f6, %qu6, %ru6, %cu6) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  return
}

func.func @div8(%a: i8, %b: i8) {
  %q = arith.divsi %a, %b : i8
  %r = arith.remsi %a, %b : i8
  %c = arith.ceildivsi %a, %b : i8
  %f = arith.floordivsi %a, %b : i8
  %qu = arith.divui %a, %b : i8
  %ru = arith.remui %a, %b : i8
  %cu = arith.ceildivui %a, %b : i8
  %q6 = arith.extsi %q : i8 to i64
  %r6 = arith.extsi %r : i8 to i64
  %c6 = arith.extsi %c : i8 to i64
  %f6 = arith.extsi %f : i8 to i64
  %qu6 = arith.extui %qu : i8 to i64
  %ru6 = arith.extui %ru : i8 to i64
  %cu6 = arith.extui %cu : i8 to i64
  call @row(%q6, %r6, %c6, %f6, %qu6, %ru6, %cu6) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  return
}

func.func @dividx(%a: index, %b: index) {
  %q = arith.divsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %c = arith.ceildivsi %a, %b : index
  %f = arith.floordivsi %a, %b : index
  %qu = arith.divui %a, %b : index
  %ru = arith.remui %a, %b : index
  %cu = arith.ceildivui %a, %b : index
  %q6 = arith.index_cast %q : index to i64
  %r6 = arith.index_cast %r : index to i64
  %c6 = arith.index_cast %c : index to i64
  %f6 = arith.index_cast %f : index to i64
  %qu6 = arith.index_castui %qu : index to i64
  %ru6 = arith.index_castui %ru : index to i64
  %cu6 = arith.index_castui %cu : index to i64
  call @row(%q6, %r6, %c6, %f6, %qu6, %ru6, %cu6) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  return
}

func.func @minmax32(%a: i32, %b: i32) {
  %x = arith.minsi %a, %b : i32
  %y = arith.maxsi %a, %b : i32
  %z = arith.minui %a, %b : i32
  %w = arith.maxui %a, %b : i32
  %x6 = arith.extsi %x : i32 to i64
  %y6 = arith.extsi %y : i32 to i64
  %z6 = arith.extsi %z : i32 to i64
  %w6 = arith.extsi %w : i32 to i64
  %zero = arith.constant 0 : i64
  call @row(%x6, %y6, %z6, %w6, %zero, %zero, %zero) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  return
}

func.func @main() {
  %p7 = arith.constant 7 : i64
  %n7 = arith.constant -7 : i64
  %p2 = arith.constant 2 : i64
  %n2 = arith.constant -2 : i64
  %p6 = arith.constant 6 : i64
  %n6 = arith.constant -6 : i64
  %p3 = arith.constant 3 : i64
  %n3 = arith.constant -3 : i64
  %z = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  call @div64(%p7, %p2) : (i64, i64) -> ()
  call @div64(%n7, %p2) : (i64, i64) -> ()
  call @div64(%p7, %n2) : (i64, i64) -> ()
  call @div64(%n7, %n2) : (i64, i64) -> ()
  call @div64(%p6, %p3) : (i64, i64) -> ()
  call @div64(%n6, %p3) : (i64, i64) -> ()
  call @div64(%p6, %n3) : (i64, i64) -> ()
  call @div64(%n6, %n3) : (i64, i64) -> ()
  call @div64(%z, %n3) : (i64, i64) -> ()
  call @div64(%min, %p2) : (i64, i64) -> ()
  call @div64(%min, %n2) : (i64, i64) -> ()
  call @div64(%max, %n7) : (i64, i64) -> ()
  call @div64(%min, %min) : (i64, i64) -> ()
  %a32 = arith.constant -100 : i32
  %b32 = arith.constant 7 : i32
  %c32 = arith.constant -7 : i32
  %m32 = arith.constant -2147483648 : i32
  %d32 = arith.constant 3 : i32
  call @div32(%a32, %b32) : (i32, i32) -> ()
  call @div32(%a32, %c32) : (i32, i32) -> ()
  call @div32(%m32, %d32) : (i32, i32) -> ()
  call @div32(%b32, %a32) : (i32, i32) -> ()
  %a8 = arith.constant -128 : i8
  %b8 = arith.constant 5 : i8
  %c8 = arith.constant -5 : i8
  %d8 = arith.constant 127 : i8
  call @div8(%a8, %b8) : (i8, i8) -> ()
  call @div8(%a8, %c8) : (i8, i8) -> ()
  call @div8(%d8, %c8) : (i8, i8) -> ()
  call @div8(%c8, %d8) : (i8, i8) -> ()
  %ia = arith.constant -17 : index
  %ib = arith.constant 4 : index
  %ic = arith.constant -4 : index
  call @dividx(%ia, %ib) : (index, index) -> ()
  call @dividx(%ia, %ic) : (index, index) -> ()
  call @dividx(%ib, %ia) : (index, index) -> ()
  %mn = arith.constant -1 : i32
  %mp = arith.constant 1 : i32
  call @minmax32(%mn, %mp) : (i32, i32) -> ()
  call @minmax32(%m32, %a32) : (i32, i32) -> ()
  call @minmax32(%b32, %b32) : (i32, i32) -> ()
  return
}
