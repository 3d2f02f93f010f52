// RUN-DESCENT: opt --convert-index-to-llvm=index-bitwidth=32
// MLIR folds index ops with constant operands before lowering them. Ops whose result
// could depend on the index width only fold when 32-bit and 64-bit arithmetic agree.
func.func @unchecked() -> (index, index, index, index, index, index, index, index) {
  %c3 = index.constant 3
  %c4 = index.constant 4
  %big = index.constant 4294967296
  %c40 = index.constant 40
  %0 = index.add %c3, %c4
  %1 = index.sub %c3, %big
  %2 = index.mul %big, %c4
  %3 = index.and %c3, %big
  %4 = index.or %c3, %c4
  %5 = index.xor %big, %c3
  %6 = index.shl %c3, %c4
  %7 = index.shl %c3, %c40
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @checked() -> (index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c2 = index.constant 2
  %m7 = index.constant -7
  %odd = index.constant 4294967298
  %even = index.constant 8589934594
  %0 = index.divs %m7, %c2
  %1 = index.divu %m7, %c2
  %2 = index.divs %m7, %c0
  %3 = index.divu %odd, %c2
  %4 = index.divu %even, %c2
  %5 = index.rems %m7, %c2
  %6 = index.remu %m7, %c2
  %7 = index.shrs %m7, %c2
  %8 = index.shru %m7, %c2
  %9 = index.shru %even, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

func.func @rounding() -> (index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c3 = index.constant 3
  %m7 = index.constant -7
  %c7 = index.constant 7
  %0 = index.ceildivs %c7, %c3
  %1 = index.ceildivs %m7, %c3
  %2 = index.ceildivu %c7, %c3
  %3 = index.ceildivu %c0, %c3
  %4 = index.floordivs %c7, %c3
  %5 = index.floordivs %m7, %c3
  %6 = index.floordivs %c7, %c0
  %7 = index.ceildivu %m7, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @minmax() -> (index, index, index, index, index, index) {
  %m1 = index.constant -1
  %c5 = index.constant 5
  %big = index.constant 4294967295
  %0 = index.maxs %m1, %c5
  %1 = index.maxu %m1, %c5
  %2 = index.mins %m1, %c5
  %3 = index.minu %m1, %c5
  %4 = index.maxs %big, %c5
  %5 = index.minu %big, %c5
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @compare() -> (i1, i1, i1, i1) {
  %m1 = index.constant -1
  %c5 = index.constant 5
  %big = index.constant 4294967296
  %0 = index.cmp slt(%m1, %c5)
  %1 = index.cmp ult(%m1, %c5)
  %2 = index.cmp eq(%big, %c5)
  %3 = index.cmp ugt(%big, %c5)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @from_other_constants() -> (index, index, index) {
  %a = arith.constant 6 : index
  %c4 = index.constant 4
  %0 = index.mul %a, %c4
  %1 = index.add %0, %c4
  %2 = index.sizeof
  %3 = index.add %2, %c4
  return %1, %0, %3 : index, index, index
}
