// The index dialect (arithmetic, signed/unsigned division flavours, min/max, shifts,
// bitwise ops, cmp, casts, sizeof, constants) and the integer math ops (absi, ctlz, cttz,
// ctpop) on several widths, all with defined operands (non-zero divisors, shift amounts
// below 64, no INT_MIN / -1).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @pi(%x: index) {
  %w = index.casts %x : index to i64
  call @printI64(%w) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @idx(%a: index, %b: index) {
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %cds = index.ceildivs %a, %b
  %cdu = index.ceildivu %a, %b
  %fds = index.floordivs %a, %b
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %maxs = index.maxs %a, %b
  %maxu = index.maxu %a, %b
  %mins = index.mins %a, %b
  %minu = index.minu %a, %b
  call @pi(%add) : (index) -> ()
  call @pi(%sub) : (index) -> ()
  call @pi(%mul) : (index) -> ()
  call @pi(%divs) : (index) -> ()
  call @pi(%divu) : (index) -> ()
  call @pi(%cds) : (index) -> ()
  call @pi(%cdu) : (index) -> ()
  call @pi(%fds) : (index) -> ()
  call @pi(%rems) : (index) -> ()
  call @pi(%remu) : (index) -> ()
  call @pi(%maxs) : (index) -> ()
  call @pi(%maxu) : (index) -> ()
  call @pi(%mins) : (index) -> ()
  call @pi(%minu) : (index) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @bits(%a: index, %s: index) {
  %shl = index.shl %a, %s
  %shrs = index.shrs %a, %s
  %shru = index.shru %a, %s
  %and = index.and %a, %s
  %or = index.or %a, %s
  %xor = index.xor %a, %s
  %lt = index.cmp slt(%a, %s)
  %ult = index.cmp ult(%a, %s)
  %ne = index.cmp ne(%a, %s)
  %ge = index.cmp sge(%a, %s)
  %t = index.bool.constant true
  %all = arith.andi %lt, %t : i1
  %ltw = arith.extui %all : i1 to i64
  %ultw = arith.extui %ult : i1 to i64
  %new = arith.extui %ne : i1 to i64
  %gew = arith.extui %ge : i1 to i64
  call @pi(%shl) : (index) -> ()
  call @pi(%shrs) : (index) -> ()
  call @pi(%shru) : (index) -> ()
  call @pi(%and) : (index) -> ()
  call @pi(%or) : (index) -> ()
  call @pi(%xor) : (index) -> ()
  call @printI64(%ltw) : (i64) -> ()
  call @printI64(%ultw) : (i64) -> ()
  call @printI64(%new) : (i64) -> ()
  call @printI64(%gew) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @counts32(%x: i32) {
  %a = math.absi %x : i32
  %l = math.ctlz %x : i32
  %t = math.cttz %x : i32
  %p = math.ctpop %x : i32
  %aw = arith.extui %a : i32 to i64
  %lw = arith.extui %l : i32 to i64
  %tw = arith.extui %t : i32 to i64
  %pw = arith.extui %p : i32 to i64
  call @printI64(%aw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%lw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%tw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%pw) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @counts8(%x: i8) {
  %a = math.absi %x : i8
  %l = math.ctlz %x : i8
  %t = math.cttz %x : i8
  %p = math.ctpop %x : i8
  %aw = arith.extui %a : i8 to i64
  %lw = arith.extui %l : i8 to i64
  %tw = arith.extui %t : i8 to i64
  %pw = arith.extui %p : i8 to i64
  call @printI64(%aw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%lw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%tw) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%pw) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = index.constant 100
  %b = index.constant -7
  %c = index.constant 9
  %d = index.constant -9223372036854775808
  call @idx(%a, %b) : (index, index) -> ()
  call @idx(%b, %c) : (index, index) -> ()
  call @idx(%d, %c) : (index, index) -> ()
  call @idx(%c, %a) : (index, index) -> ()
  %s1 = index.constant 3
  %s2 = index.constant 63
  call @bits(%b, %s1) : (index, index) -> ()
  call @bits(%a, %s2) : (index, index) -> ()
  call @bits(%d, %s2) : (index, index) -> ()
  %sz = index.sizeof
  call @pi(%sz) : (index) -> ()
  %i = arith.constant -5 : i32
  %ci = index.casts %i : i32 to index
  %cu = index.castu %i : i32 to index
  %back = index.casts %cu : index to i16
  call @pi(%ci) : (index) -> ()
  call @pi(%cu) : (index) -> ()
  %bw = arith.extsi %back : i16 to i64
  call @printI64(%bw) : (i64) -> ()
  call @printNewline() : () -> ()
  %x1 = arith.constant 40 : i32
  %x2 = arith.constant -1 : i32
  %x3 = arith.constant 0 : i32
  %x4 = arith.constant -2147483647 : i32
  call @counts32(%x1) : (i32) -> ()
  call @counts32(%x2) : (i32) -> ()
  call @counts32(%x3) : (i32) -> ()
  call @counts32(%x4) : (i32) -> ()
  %y1 = arith.constant -128 : i8
  %y2 = arith.constant 6 : i8
  call @counts8(%y1) : (i8) -> ()
  call @counts8(%y2) : (i8) -> ()
  return
}
