// Two's-complement wraparound of addi/subi/muli (no overflow flags, so wrapping is defined)
// on i8, i16, i32 and i64, bitwise ops, and shifts by in-range amounts (shli, shrsi,
// shrui) including negative operands; each value printed sign- and zero-extended.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p8(%v: i8) {
  %s = arith.extsi %v : i8 to i64
  %u = arith.extui %v : i8 to i64
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%u) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @p16(%v: i16) {
  %s = arith.extsi %v : i16 to i64
  %u = arith.extui %v : i16 to i64
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%u) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @p32(%v: i32) {
  %s = arith.extsi %v : i32 to i64
  %u = arith.extui %v : i32 to i64
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%u) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @p64(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Arithmetic on function arguments so nothing is folded away before lowering.
func.func @ops8(%a: i8, %b: i8, %s: i8) {
  %add = arith.addi %a, %b : i8
  %sub = arith.subi %a, %b : i8
  %mul = arith.muli %a, %b : i8
  %and = arith.andi %a, %b : i8
  %or = arith.ori %a, %b : i8
  %xor = arith.xori %a, %b : i8
  %shl = arith.shli %a, %s : i8
  %shrs = arith.shrsi %a, %s : i8
  %shru = arith.shrui %a, %s : i8
  call @p8(%add) : (i8) -> ()
  call @p8(%sub) : (i8) -> ()
  call @p8(%mul) : (i8) -> ()
  call @p8(%and) : (i8) -> ()
  call @p8(%or) : (i8) -> ()
  call @p8(%xor) : (i8) -> ()
  call @p8(%shl) : (i8) -> ()
  call @p8(%shrs) : (i8) -> ()
  call @p8(%shru) : (i8) -> ()
  return
}

func.func @ops16(%a: i16, %b: i16, %s: i16) {
  %add = arith.addi %a, %b : i16
  %sub = arith.subi %a, %b : i16
  %mul = arith.muli %a, %b : i16
  %xor = arith.xori %a, %b : i16
  %shl = arith.shli %a, %s : i16
  %shrs = arith.shrsi %a, %s : i16
  %shru = arith.shrui %a, %s : i16
  call @p16(%add) : (i16) -> ()
  call @p16(%sub) : (i16) -> ()
  call @p16(%mul) : (i16) -> ()
  call @p16(%xor) : (i16) -> ()
  call @p16(%shl) : (i16) -> ()
  call @p16(%shrs) : (i16) -> ()
  call @p16(%shru) : (i16) -> ()
  return
}

func.func @ops32(%a: i32, %b: i32, %s: i32) {
  %add = arith.addi %a, %b : i32
  %sub = arith.subi %a, %b : i32
  %mul = arith.muli %a, %b : i32
  %xor = arith.xori %a, %b : i32
  %shl = arith.shli %a, %s : i32
  %shrs = arith.shrsi %a, %s : i32
  %shru = arith.shrui %a, %s : i32
  call @p32(%add) : (i32) -> ()
  call @p32(%sub) : (i32) -> ()
  call @p32(%mul) : (i32) -> ()
  call @p32(%xor) : (i32) -> ()
  call @p32(%shl) : (i32) -> ()
  call @p32(%shrs) : (i32) -> ()
  call @p32(%shru) : (i32) -> ()
  return
}

func.func @ops64(%a: i64, %b: i64, %s: i64) {
  %add = arith.addi %a, %b : i64
  %sub = arith.subi %a, %b : i64
  %mul = arith.muli %a, %b : i64
  %xor = arith.xori %a, %b : i64
  %shl = arith.shli %a, %s : i64
  %shrs = arith.shrsi %a, %s : i64
  %shru = arith.shrui %a, %s : i64
  call @p64(%add) : (i64) -> ()
  call @p64(%sub) : (i64) -> ()
  call @p64(%mul) : (i64) -> ()
  call @p64(%xor) : (i64) -> ()
  call @p64(%shl) : (i64) -> ()
  call @p64(%shrs) : (i64) -> ()
  call @p64(%shru) : (i64) -> ()
  return
}

func.func @main() {
  // 127 + 1 wraps to -128; 127 * 3 wraps; shift by 7 (the largest in-range amount).
  %a8 = arith.constant 127 : i8
  %b8 = arith.constant 3 : i8
  %s8 = arith.constant 7 : i8
  call @ops8(%a8, %b8, %s8) : (i8, i8, i8) -> ()
  %m8 = arith.constant -128 : i8
  %n8 = arith.constant -1 : i8
  %t8 = arith.constant 3 : i8
  call @ops8(%m8, %n8, %t8) : (i8, i8, i8) -> ()
  %a16 = arith.constant 32767 : i16
  %b16 = arith.constant 300 : i16
  %s16 = arith.constant 15 : i16
  call @ops16(%a16, %b16, %s16) : (i16, i16, i16) -> ()
  %m16 = arith.constant -32768 : i16
  %n16 = arith.constant -3 : i16
  %t16 = arith.constant 4 : i16
  call @ops16(%m16, %n16, %t16) : (i16, i16, i16) -> ()
  %a32 = arith.constant 2147483647 : i32
  %b32 = arith.constant 65537 : i32
  %s32 = arith.constant 31 : i32
  call @ops32(%a32, %b32, %s32) : (i32, i32, i32) -> ()
  %m32 = arith.constant -2147483648 : i32
  %n32 = arith.constant -1 : i32
  %t32 = arith.constant 1 : i32
  call @ops32(%m32, %n32, %t32) : (i32, i32, i32) -> ()
  %a64 = arith.constant 9223372036854775807 : i64
  %b64 = arith.constant 4294967297 : i64
  %s64 = arith.constant 63 : i64
  call @ops64(%a64, %b64, %s64) : (i64, i64, i64) -> ()
  %m64 = arith.constant -9223372036854775808 : i64
  %n64 = arith.constant -6148914691236517206 : i64
  %t64 = arith.constant 0 : i64
  call @ops64(%m64, %n64, %t64) : (i64, i64, i64) -> ()
  return
}
