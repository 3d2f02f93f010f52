// RUN-DESCENT: opt --mlir-print-op-generic
// Generic form of every index op: the predicate is `#index<cmp_predicate ...>`, the
// constants hold `value = N : index` and `value = true`.
func.func @syntax(%a: index, %b: index, %i: i32) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {tag = 3 : i64}
  %20 = index.cmp slt(%a, %b)
  %21 = index.cmp "uge"(%a, %b)
  %22 = index.cmp ne (%a, %b) {note}
  %23 = index.constant 42
  %24 = index.constant -1
  %25 = index.constant -9223372036854775808
  %26 = index.bool.constant true
  %27 = index.bool.constant 0
  %28 = index.casts %i : i32 to index
  %29 = index.castu %a {tag} : index to i64
  %30 = index.sizeof
  %31 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
  %32 = "index.constant"() {value = 7 : index} : () -> index
  return %0 : index
}
